//! `--seeding stream|per-game` and `--shard i/n` of the commands whose games were played from
//! one random stream (`war match`, `rrrats match`, `loveletter stats`). With the default
//! stream seeding they play as they always did, on one thread, and refuse `--shard`; with
//! per-game seeding game `g` is played from `seed.derive(g)` alone
//! ([`gamelab::batch::Seeding`]), so a shard plays its range of games and the games are spread
//! over the pool in contiguous pieces whose integer tallies add up to the same total however
//! the range is split.

use clap::ValueEnum;

use gamelab::batch::matches::{self, MatchGame, MatchSpec};
use gamelab::batch::{Seeding, Shard};

/// The command line's `--seeding`.
#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum SeedingArg {
    /// Every game from one stream (game g depends on the games before it); the original mode.
    Stream,
    /// Game g from the seed derived for g alone: the same game whoever plays it; shards.
    PerGame,
}

impl From<SeedingArg> for Seeding {
    fn from(arg: SeedingArg) -> Seeding {
        match arg {
            SeedingArg::Stream => Seeding::Stream,
            SeedingArg::PerGame => Seeding::PerGame,
        }
    }
}

/// The shard of `--shard` (the whole run without it); refused, naming both flags, unless the
/// games are seeded per game (`why` says why a cut needs it).
pub(crate) fn shard(seeding: Seeding, shard: Option<&str>, why: &str) -> Result<Shard, String> {
    let Some(text) = shard else {
        return Ok(Shard::ALL);
    };
    if seeding == Seeding::Stream {
        return Err(format!("--shard: {why}: add --seeding per-game"));
    }
    Shard::parse(text).map_err(|e| format!("--shard {e}"))
}

/// `play` of contiguous pieces of `items`, spread over the pool (a few pieces per thread); the
/// pieces' results in order.
pub(crate) fn in_pieces<T: Send>(
    items: std::ops::Range<u64>,
    play: impl Fn(std::ops::Range<u64>) -> Result<T, String> + Sync,
) -> Result<Vec<T>, String> {
    let len = items.end - items.start;
    let pieces = (crate::pool::threads() as u64 * 4).clamp(1, len.max(1));
    let ranges: Vec<std::ops::Range<u64>> = (0..pieces)
        .map(|k| {
            let r = Shard::new(k, pieces).expect("a piece").range(len);
            items.start + r.start..items.start + r.end
        })
        .collect();
    crate::pool::map(ranges, play).into_iter().collect()
}

/// The output of shard `shard` of the match `spec` seeded by `seeding`: a stream played whole
/// on one thread, per-game games spread over the pool in pieces whose tallies add up.
pub(crate) fn play_match<G: MatchGame>(
    spec: &MatchSpec<G>,
    seeding: Seeding,
    shard: Shard,
) -> Result<serde_json::Value, String>
where
    G::Tally: Send,
    MatchSpec<G>: Sync,
{
    let tally = match seeding {
        Seeding::Stream => matches::play_stream(spec)?,
        Seeding::PerGame => in_pieces(shard.range(spec.games), |r| matches::play_games(spec, r))?
            .iter()
            .try_fold(G::Tally::default(), |t, piece| G::add(&t, piece))
            .map_err(|f| format!("the tally's {f} overflows"))?,
    };
    Ok(matches::render(spec, seeding, shard, &tally))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_cover_the_items_in_order() {
        for items in [0..0u64, 3..4, 5..105] {
            let pieces = in_pieces(items.clone(), |r| Ok(r.collect::<Vec<u64>>())).unwrap();
            assert_eq!(pieces.concat(), items.collect::<Vec<u64>>());
        }
        let e = shard(Seeding::Stream, Some("0/2"), "why").unwrap_err();
        assert!(
            e.contains("--shard") && e.contains("--seeding per-game"),
            "{e}"
        );
        assert_eq!(shard(Seeding::Stream, None, "why"), Ok(Shard::ALL));
        assert!(shard(Seeding::PerGame, Some("2/2"), "why").is_err());
    }
}
