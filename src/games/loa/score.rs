//! The score scale the Lines of Action searchers share, from the side to move's point of view:
//! the static evaluation ([`super::eval`]) in small integer units, and a game's end `n` plies
//! from the root as `±(WIN - n)`, so that a win found nearer the root scores higher
//! ([`super::search`] explains the scores in full). Evaluations stay far below
//! [`WIN_THRESHOLD`], so a score is recognised as a win or a loss by its size alone.

/// The score of a win at the root itself; a win `n` plies away scores `WIN - n`.
pub const WIN: i32 = 1_000_000;
/// Scores at least this far from 0 are wins or losses (`WIN - n` for a game end `n` plies
/// away); evaluations stay far below.
pub const WIN_THRESHOLD: i32 = WIN - 10_000;

/// True for a score that means the side to move wins (by force, within the search).
pub fn is_win_score(score: i32) -> bool {
    score >= WIN_THRESHOLD
}

/// True for a score that means the side to move loses (by force, within the search).
pub fn is_loss_score(score: i32) -> bool {
    score <= -WIN_THRESHOLD
}

/// For a win or loss score, the number of plies to the end of the game; `None` otherwise.
pub fn plies_to_end(score: i32) -> Option<u32> {
    (is_win_score(score) || is_loss_score(score)).then(|| (WIN - score.abs()) as u32)
}
