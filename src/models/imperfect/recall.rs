//! Perfect recall and the players' sequences.
//!
//! A player has perfect recall when every node of each of their information sets was reached
//! by the same moves of theirs (the same information sets, the same actions): they never
//! forget what they knew or did. The sequence form, CFR and behaviour strategies by Kuhn's
//! theorem all rest on it, so [`check`] refuses a game without it and names the information
//! set and two histories that differ. With perfect recall every information set `h` of player
//! `i` has one parent sequence `σ(h)` — the player's last (information set, action) pair
//! before it, or the empty sequence — and the player's sequences are ∅ and every pair `(h, a)`
//! ([`Sequences`]).

use std::fmt;

use super::{Game, InfosetId, Mover, NodeId, NodeKind};

/// A player's own moves on the way to a node: (information set, action) pairs.
pub type OwnHistory = Vec<(InfosetId, usize)>;

/// A game without perfect recall, with what shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecallError {
    /// The player (from 0).
    pub player: usize,
    /// The information set whose nodes were reached differently.
    pub infoset: InfosetId,
    /// Two of its nodes.
    pub nodes: [NodeId; 2],
    /// The sentence.
    pub message: String,
}

impl fmt::Display for RecallError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for RecallError {}

/// Each node's own history for `player` (the player's moves on the path from the root).
pub fn own_histories(game: &Game, player: usize) -> Vec<OwnHistory> {
    let mut out: Vec<OwnHistory> = Vec::with_capacity(game.nodes.len());
    for n in 0..game.nodes.len() {
        let h = match game.nodes[n].parent {
            None => Vec::new(),
            Some((p, a)) => {
                let mut h = out[p].clone();
                if let NodeKind::Move(set) = game.nodes[p].kind {
                    if game.infosets[set].mover == Mover::Player(player) {
                        h.push((set, a));
                    }
                }
                h
            }
        };
        out.push(h);
    }
    out
}

/// Checks that every player has perfect recall; the first information set that shows they do
/// not is named, with two of its nodes and what the player did before each.
pub fn check(game: &Game) -> Result<(), RecallError> {
    for player in 0..game.players.len() {
        check_player(game, player)?;
    }
    Ok(())
}

fn check_player(game: &Game, player: usize) -> Result<(), RecallError> {
    let own = own_histories(game, player);
    for h in game.player_infosets(player) {
        let nodes = &game.infosets[h].nodes;
        let first = nodes[0];
        if let Some(&other) = nodes.iter().find(|&&n| own[n] != own[first]) {
            let said = |n: NodeId| {
                if own[n].is_empty() {
                    "nothing yet".to_string()
                } else {
                    own[n]
                        .iter()
                        .map(|&(s, a)| {
                            format!("{} at {}", game.action_name(s, a), game.infoset_name(s))
                        })
                        .collect::<Vec<_>>()
                        .join(", then ")
                }
            };
            return Err(RecallError {
                player,
                infoset: h,
                nodes: [first, other],
                message: format!(
                    "{} does not have perfect recall: information set {} holds both {} and {}, \
                     and {} has done different things on them ({} against {})",
                    game.players[player],
                    game.infoset_name(h),
                    history(game, first),
                    history(game, other),
                    game.players[player],
                    said(first),
                    said(other)
                ),
            });
        }
    }
    Ok(())
}

/// Where node `n` is, for a sentence: "the start of the game", or "the history “a › b”".
fn history(game: &Game, n: NodeId) -> String {
    if game.nodes()[n].parent.is_none() {
        "the start of the game".into()
    } else {
        format!("the history “{}”", game.describe_path(n))
    }
}

/// A player's sequences: the empty sequence (index 0) and one per (information set, action),
/// numbered information set by information set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sequences {
    /// The player.
    pub player: usize,
    /// The player's information sets, in the order their sequences are numbered.
    pub infosets: Vec<InfosetId>,
    /// The first sequence `(h, 0)` of each of them (same order).
    pub first: Vec<usize>,
    /// The parent sequence `σ(h)` of each of them (same order).
    pub parent: Vec<usize>,
    /// For every information set of the game: its position in `infosets`, if it is the
    /// player's.
    pub position: Vec<Option<usize>>,
    /// For every node: the player's last sequence on the path to it (0: none yet).
    pub at_node: Vec<usize>,
    /// How many sequences there are (with the empty one).
    pub len: usize,
}

impl Sequences {
    /// The sequence `(h, a)` of an information set of the player.
    pub fn of(&self, h: InfosetId, a: usize) -> usize {
        self.first[self.position[h].expect("the player's set")] + a
    }

    /// The number of the player's own moves before an information set (the length of its
    /// sequence).
    pub fn depth(&self, h: InfosetId) -> usize {
        let mut d = 0;
        let mut s = self.parent[self.position[h].expect("the player's set")];
        while s != 0 {
            d += 1;
            // The set that sequence s belongs to.
            let k = self.first.partition_point(|&f| f <= s) - 1;
            s = self.parent[k];
        }
        d
    }
}

/// The sequences of `player`, who must have perfect recall.
pub fn sequences(game: &Game, player: usize) -> Result<Sequences, RecallError> {
    check_player(game, player)?;
    let infosets = game.player_infosets(player);
    let mut position = vec![None; game.infosets.len()];
    let mut first = Vec::with_capacity(infosets.len());
    let mut len = 1;
    for (k, &h) in infosets.iter().enumerate() {
        position[h] = Some(k);
        first.push(len);
        len += game.infosets[h].actions.len();
    }
    let mut at_node = vec![0usize; game.nodes.len()];
    for n in 0..game.nodes.len() {
        if let Some((p, a)) = game.nodes[n].parent {
            at_node[n] = match game.nodes[p].kind {
                NodeKind::Move(h) if game.infosets[h].mover == Mover::Player(player) => {
                    first[position[h].expect("the player's set")] + a
                }
                _ => at_node[p],
            };
        }
    }
    let parent = infosets
        .iter()
        .map(|&h| at_node[game.infosets[h].nodes[0]])
        .collect();
    Ok(Sequences {
        player,
        infosets,
        first,
        parent,
        position,
        at_node,
        len,
    })
}
