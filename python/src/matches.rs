//! Matches that are batches: War and Rrrats! matches between two strategies and Love Letter's
//! round statistics — each the command line's `--json`. With `seeding="stream"` (the command
//! line's default) every game comes from one random stream, as the command line plays it; with
//! `"per-game"` game `g` is played from the seed derived for `g`, so the match takes
//! `shard=(i, n)` and merges exactly (see `gamelab::batch::war`, `::rrrats`,
//! `::love_letter_stats`).

use std::ops::Range;

use pyo3::prelude::*;

use gamelab::batch::love_letter_stats::{self as ll, StatsSpec};
use gamelab::batch::matches::{self, MatchGame, MatchSpec};
use gamelab::batch::rrrats::Rrrats;
use gamelab::batch::war::War;
use gamelab::batch::{Seeding, Shard};

use crate::{shard, value_error};

/// The most games of one match (as the command line's `--games`).
const MAX_GAMES: u64 = 100_000_000;

fn games(name: &str, n: u64) -> PyResult<u64> {
    if n == 0 || n > MAX_GAMES {
        return Err(value_error(format!(
            "{name}: give 1–{MAX_GAMES} games (got {n})"
        )));
    }
    Ok(n)
}

fn seeding(text: &str, shard_of: (u64, u64)) -> PyResult<(Seeding, Shard)> {
    let seeding = Seeding::parse(text).map_err(|e| value_error(format!("seeding: {e}")))?;
    let shard = shard(shard_of)?;
    seeding
        .check(shard)
        .map_err(|e| value_error(format!("shard: {e}")))?;
    Ok((seeding, shard))
}

/// Plays `range` in slices of `slice` items without the GIL, adding each slice's tally into
/// `total` with `merge`, checking for Ctrl+C between slices.
fn sliced<T: Send>(
    py: Python<'_>,
    range: Range<u64>,
    slice: u64,
    mut total: T,
    play: impl Fn(Range<u64>) -> Result<T, String> + Sync,
    merge: impl Fn(&mut T, &T) -> Result<(), String>,
) -> PyResult<T> {
    let mut next = range.start;
    while next < range.end {
        let end = (next + slice).min(range.end);
        let part = py.allow_threads(|| play(next..end)).map_err(value_error)?;
        merge(&mut total, &part).map_err(value_error)?;
        py.check_signals()?;
        next = end;
    }
    Ok(total)
}

/// A match of `G` (its default rules) played with `seeding_key`, or shard `shard_of` of it:
/// the command line's `--json`.
fn play<G: MatchGame>(
    py: Python<'_>,
    spec: MatchSpec<G>,
    seeding_key: &str,
    shard_of: (u64, u64),
    slice: u64,
) -> PyResult<String>
where
    G::Rules: Sync + Default,
    G::Tally: Send,
    G::Policy: Sync,
{
    games("games", spec.games)?;
    spec.policies().map_err(value_error)?;
    let (seeding, shard) = seeding(seeding_key, shard_of)?;
    let tally = match seeding {
        Seeding::Stream => py
            .allow_threads(|| matches::play_stream(&spec))
            .map_err(value_error)?,
        Seeding::PerGame => sliced(
            py,
            shard.range(spec.games),
            slice,
            G::Tally::default(),
            |r| matches::play_games(&spec, r),
            |t, p| {
                *t = G::add(t, p).map_err(|f| format!("the tally's {f} overflows"))?;
                Ok(())
            },
        )?,
    };
    Ok(matches::render(&spec, seeding, shard, &tally).to_string())
}

/// A War (`game="war"`: `gamelab war match --json`) or Rrrats! (`"rrrats"`: `gamelab rrrats
/// match --json`) match with the game's default rules.
#[pyfunction]
#[pyo3(signature = (game, p1, p2, games_count, seed, seeding_key, shard_of))]
#[allow(clippy::too_many_arguments)]
fn match_json(
    py: Python<'_>,
    game: &str,
    p1: &str,
    p2: &str,
    games_count: u64,
    seed: u64,
    seeding_key: &str,
    shard_of: (u64, u64),
) -> PyResult<String> {
    fn spec<G: MatchGame>(p1: &str, p2: &str, games: u64, seed: u64) -> MatchSpec<G>
    where
        G::Rules: Default,
    {
        MatchSpec {
            p1: p1.to_string(),
            p2: p2.to_string(),
            rules: Default::default(),
            games,
            seed,
        }
    }
    match game {
        "war" => play::<War>(
            py,
            spec(p1, p2, games_count, seed),
            seeding_key,
            shard_of,
            1 << 16,
        ),
        "rrrats" => play::<Rrrats>(
            py,
            spec(p1, p2, games_count, seed),
            seeding_key,
            shard_of,
            1 << 14,
        ),
        other => Err(value_error(format!("game: {other:?} is not war or rrrats"))),
    }
}

/// Love Letter rounds in which seat 0 always starts: `gamelab loveletter stats --json`.
#[pyfunction]
#[pyo3(signature = (players, agents, rounds, seed, iterations, seeding_key, shard_of))]
#[allow(clippy::too_many_arguments)]
fn loveletter_stats_json(
    py: Python<'_>,
    players: usize,
    agents: Vec<String>,
    rounds: u64,
    seed: u64,
    iterations: u32,
    seeding_key: &str,
    shard_of: (u64, u64),
) -> PyResult<String> {
    let spec = StatsSpec {
        players,
        agents,
        rounds: games("rounds", rounds)?,
        seed,
        iterations,
    };
    spec.check().map_err(value_error)?;
    let (seeding, shard) = seeding(seeding_key, shard_of)?;
    let tally = match seeding {
        Seeding::Stream => py
            .allow_threads(|| ll::play_stream(&spec))
            .map_err(value_error)?,
        Seeding::PerGame => sliced(
            py,
            shard.range(spec.rounds),
            crate::SLICE,
            ll::StatsTally::new(spec.players),
            |r| ll::play_rounds(&spec, r),
            |t, p| t.merge(p).map_err(|f| format!("the tally's {f} overflows")),
        )?,
    };
    Ok(ll::render(&spec, seeding, shard, &tally).to_string())
}

/// Adds this file's functions to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(match_json, m)?)?;
    m.add_function(wrap_pyfunction!(loveletter_stats_json, m)?)?;
    Ok(())
}
