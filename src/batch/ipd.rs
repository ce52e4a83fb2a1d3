//! The iterated prisoner's dilemma tournament as a batch (`gamelab ipd tournament`): match `k`
//! is seeded `seed.derive(k)` whoever plays it, so shard `i` of `n` plays matches `range`; its
//! output carries its matches' totals ([`Partial`]s), and [`render`] makes the tournament's
//! output from the result of all of them ([`merge`](crate::games::ipd::tournament::merge)),
//! for a whole run and a merge alike. A shard's output has no result of its own (a ranking
//! needs every match): it carries the settings and the partials.
//!
//! A merge checks each shard: its settings, its partials covering exactly its matches, every
//! total a match of `turns` turns can score (between `turns` times the least and the most
//! stage payoff, whole when the payoffs are), and the output what [`render`] writes for them.
//! A whole run given alone carries no partials: its result is read with its types and written
//! again, so a field deleted, added or changed shows, though a consistent rewrite of the
//! result itself cannot be told from a real one.

use serde_json::{json, Value};

use super::check::{check_rendered, read, seconds, threads};
use super::{in_shard_order, merged_timing, MergeError, Shard};
use crate::games::ipd::ecology::{ecological, MAX_GENERATIONS};
use crate::games::ipd::strategies::Strategy;
use crate::games::ipd::tournament::{
    merge as merge_partials, Partial, TournamentResult, TournamentSpec,
};

/// The `batch` field of a tournament's output.
pub const BATCH: &str = "ipd-tournament";

/// The output of shard `shard` of the tournament `spec` from its `partials` (the whole run,
/// [`Shard::ALL`]: every match), with `generations` of the ecological simulation (0: none).
/// The fields before `batch` are the command line's from before shards.
pub fn render(
    spec: &TournamentSpec,
    shard: Shard,
    partials: Vec<Partial>,
    generations: usize,
    seconds: f64,
    threads: u64,
) -> Result<Value, String> {
    let out = if shard == Shard::ALL {
        let result = merge_partials(spec, partials)?;
        answer(spec, &result, generations)
    } else {
        shard_body(spec, &partials)
    };
    Ok(finish(out, spec, shard, generations, seconds, threads))
}

/// A shard's own fields: the settings and its partials.
fn shard_body(spec: &TournamentSpec, partials: &[Partial]) -> Value {
    json!({
        "turns": spec.turns,
        "repetitions": spec.repetitions,
        "noise": spec.noise,
        "seed": spec.seed,
        "partials": partials,
    })
}

/// The whole tournament's answer: the result, the settings and the ecological simulation.
fn answer(spec: &TournamentSpec, result: &TournamentResult, generations: usize) -> Value {
    let mut answer = json!({
        "players": result.players,
        "scores": result.scores,
        "ranking": result.ranked_names,
        "payoff_matrix": result.payoff_matrix,
        "normalised_scores": result.normalised_scores,
        "median_scores": result.median_scores,
        "ranking_indices": result.ranking,
        "wins": result.wins,
        "turns": spec.turns,
        "repetitions": spec.repetitions,
        "noise": spec.noise,
        "seed": spec.seed,
    });
    if generations > 0 {
        answer["ecological"] = json!(ecological(&result.payoff_matrix, generations));
    }
    answer
}

/// Adds the batch's fields to `out`.
fn finish(
    mut out: Value,
    spec: &TournamentSpec,
    shard: Shard,
    generations: usize,
    seconds: f64,
    threads: u64,
) -> Value {
    out["batch"] = json!(BATCH);
    out["shard"] = shard.to_json();
    out["spec"] = json!(spec);
    out["generations"] = json!(generations);
    out["seconds"] = json!(seconds);
    out["threads"] = json!(threads);
    out
}

/// The settings every shard of one tournament shares.
const SETTINGS: [&str; 2] = ["spec", "generations"];

/// Checks the partials of `shard`: they cover its matches in order, and every total is one a
/// match can score.
fn check_partials(
    spec: &TournamentSpec,
    shard: Shard,
    partials: &[Partial],
) -> Result<(), MergeError> {
    let range = shard.range(spec.matches());
    let mut next = range.start;
    let p = &spec.payoffs;
    let stage = [p.r, p.s, p.t, p.p];
    let turns = f64::from(spec.turns);
    let low = turns * stage.iter().copied().fold(f64::INFINITY, f64::min);
    let high = turns * stage.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let whole = stage.iter().all(|x| x.fract() == 0.0);
    for (k, part) in partials.iter().enumerate() {
        if part.first != next || next + part.scores.len() as u64 > range.end {
            return Err(MergeError::field(
                shard,
                format!("/partials/{k}"),
                format!(
                    "matches {}..{} where the shard's next are {next}..{}",
                    part.first,
                    part.first + part.scores.len() as u64,
                    range.end
                ),
            ));
        }
        for (m, pair) in part.scores.iter().enumerate() {
            for (side, &x) in pair.iter().enumerate() {
                if !(low..=high).contains(&x) || (whole && x.fract() != 0.0) {
                    return Err(MergeError::field(
                        shard,
                        format!("/partials/{k}/scores/{m}/{side}"),
                        format!(
                            "{x} is not a total of {} turns with stage payoffs {low}/{turns} to \
                             {high}/{turns}{}",
                            spec.turns,
                            if whole { ", a whole number" } else { "" }
                        ),
                    ));
                }
            }
        }
        next += part.scores.len() as u64;
    }
    if next != range.end {
        return Err(MergeError::field(
            shard,
            "/partials",
            format!(
                "the partials stop at match {next}; the shard's matches are {}..{}",
                range.start, range.end
            ),
        ));
    }
    Ok(())
}

/// The settings of shard `shard`, checked.
fn settings(shard: Shard, o: &Value) -> Result<(TournamentSpec, usize), MergeError> {
    let spec: TournamentSpec = read(o, shard, "spec")?;
    spec.check()
        .map_err(|e| MergeError::field(shard, "/spec", e))?;
    let generations: usize = read(o, shard, "generations")?;
    if generations > MAX_GENERATIONS {
        return Err(MergeError::field(
            shard,
            "/generations",
            format!("give 0–{MAX_GENERATIONS}"),
        ));
    }
    Ok((spec, generations))
}

/// Checks the shape of a whole run's `result`: the players of `spec`, one row per player of
/// one number per repetition (scores, normalised scores, wins), one median each, the payoff
/// matrix square, the ranking a permutation of the players with their names.
fn check_result(
    spec: &TournamentSpec,
    result: &TournamentResult,
) -> Result<(), (&'static str, String)> {
    let n = spec.players.len();
    let reps = spec.repetitions as usize;
    let names: Vec<String> = spec.players.iter().map(Strategy::name).collect();
    if result.players != names {
        return Err(("/players", "not the tournament's players".into()));
    }
    let table = |name: &'static str, lens: Vec<usize>, width: usize| {
        if lens.len() != n || lens.iter().any(|&l| l != width) {
            Err((name, format!("not {n} rows of {width}")))
        } else {
            Ok(())
        }
    };
    table(
        "/scores",
        result.scores.iter().map(Vec::len).collect(),
        reps,
    )?;
    table(
        "/normalised_scores",
        result.normalised_scores.iter().map(Vec::len).collect(),
        reps,
    )?;
    table("/wins", result.wins.iter().map(Vec::len).collect(), reps)?;
    table(
        "/payoff_matrix",
        result.payoff_matrix.iter().map(Vec::len).collect(),
        n,
    )?;
    if result.median_scores.len() != n {
        return Err(("/median_scores", format!("not {n} medians")));
    }
    let mut seen = vec![false; n];
    for &i in &result.ranking {
        if i >= n || std::mem::replace(&mut seen[i], true) {
            return Err((
                "/ranking_indices",
                format!("not an order of the {n} players"),
            ));
        }
    }
    if result.ranking.len() != n {
        return Err((
            "/ranking_indices",
            format!("not an order of the {n} players"),
        ));
    }
    let ranked: Vec<&String> = result.ranking.iter().map(|&i| &names[i]).collect();
    if result.ranked_names.iter().collect::<Vec<_>>() != ranked {
        return Err(("/ranking", "not the players in the ranking's order".into()));
    }
    Ok(())
}

/// A whole run given alone: its result read with its types, and the output what [`answer`]
/// and [`finish`] write for it.
fn check_whole(o: &Value) -> Result<Value, MergeError> {
    let shard = Shard::ALL;
    let (spec, generations) = settings(shard, o)?;
    let result = TournamentResult {
        players: read(o, shard, "players")?,
        turns: spec.turns,
        repetitions: spec.repetitions,
        scores: read(o, shard, "scores")?,
        normalised_scores: read(o, shard, "normalised_scores")?,
        median_scores: read(o, shard, "median_scores")?,
        ranking: read(o, shard, "ranking_indices")?,
        ranked_names: read(o, shard, "ranking")?,
        payoff_matrix: read(o, shard, "payoff_matrix")?,
        wins: read(o, shard, "wins")?,
    };
    check_result(&spec, &result).map_err(|(f, e)| MergeError::field(shard, f, e))?;
    let rendered = finish(
        answer(&spec, &result, generations),
        &spec,
        shard,
        generations,
        seconds(o, shard, "seconds")?,
        threads(o, shard)?,
    );
    check_rendered(shard, o, &rendered)?;
    Ok(o.clone())
}

/// Merges the outputs of a tournament's shards (see [`super::merge`]).
pub fn merge(outputs: &[Value]) -> Result<Value, MergeError> {
    let ordered = in_shard_order(outputs, &SETTINGS)?;
    let (_, first) = ordered[0];
    if ordered.len() == 1 {
        // A whole run (shard 0/1) is its own merge.
        return check_whole(first);
    }
    let mut all = Vec::new();
    let (spec, generations) = settings(ordered[0].0, first)?;
    for &(shard, o) in &ordered {
        let partials: Vec<Partial> = read(o, shard, "partials")?;
        check_partials(&spec, shard, &partials)?;
        let rendered = finish(
            shard_body(&spec, &partials),
            &spec,
            shard,
            generations,
            seconds(o, shard, "seconds")?,
            threads(o, shard)?,
        );
        check_rendered(shard, o, &rendered)?;
        all.extend(partials);
    }
    let (seconds, threads) = merged_timing(outputs);
    render(&spec, Shard::ALL, all, generations, seconds, threads).map_err(MergeError::Items)
}
