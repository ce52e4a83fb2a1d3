//! Extensive games' answers as the JSON that `gamelab efg … --json` and `gamelab poker …
//! --json` print and the Python package returns: a solve by any method (the sequence-form LP,
//! Lemke's algorithm on the sequence form, Lemke–Howson on the reduced normal form, CFR and its
//! variants), the reduced normal form, and a CFR run's exploitability curve on poker — one
//! renderer per answer, so the front ends cannot drift apart. Errors name the setting at fault
//! (`method: …`, `iterations: …`) without a front end's flag syntax.

use num_traits::Zero;
use serde_json::{json, Map, Value};

use super::reduced::{plan_name, ReducedNormalForm};
use super::Game;
use crate::equilibrium::cfr::{checkpoints, Algorithm, Cfr};
use crate::equilibrium::sequence_form::{solve_zero_sum, Checked};
use crate::equilibrium::sequence_lemke;
use crate::exact::{format_number, to_f64};
use crate::games::poker::Poker;
use crate::jobs::Job;
use crate::rng::Seed;

/// The most CFR iterations one run may ask for.
pub const MAX_ITERATIONS: u64 = 10_000_000;

/// The reduced normal form as JSON: for two players `rows`, `cols` and `payoffs[r][c]`
/// (pairs of fractions), as `tree --game` prints a normal form; for any other number of
/// players `strategies` (one list per player) and `payoffs` (one list per profile, the last
/// player's plan varying fastest).
pub fn normal_form(game: &Game, nf: &ReducedNormalForm) -> Value {
    let names: Vec<Vec<String>> = nf
        .plans
        .iter()
        .enumerate()
        .map(|(p, plans)| plans.iter().map(|plan| plan_name(game, p, plan)).collect())
        .collect();
    let cell = |v: &Vec<crate::exact::Q>| json!(v.iter().map(format_number).collect::<Vec<_>>());
    let body = if game.num_players() == 2 {
        let cols = names[1].len();
        let rows: Vec<Vec<Value>> = nf
            .payoffs
            .chunks(cols.max(1))
            .map(|r| r.iter().map(cell).collect())
            .collect();
        json!({"rows": names[0], "cols": names[1], "payoffs": rows})
    } else {
        json!({"strategies": names, "payoffs": nf.payoffs.iter().map(cell).collect::<Vec<_>>()})
    };
    json!({"title": game.title, "players": game.players, "normal_form": body})
}

/// The prior Lemke's algorithm starts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LemkePrior {
    /// Every action equally likely.
    Uniform,
    /// A completely mixed prior drawn from this seed.
    Random(u64),
}

/// What runs between slices of a long run (every [`CFR_SLICE`] CFR iterations): an `Err`
/// stops the run with that error (the Python package checks for Ctrl+C there).
pub type Between<'a> = &'a mut dyn FnMut() -> Result<(), String>;

/// CFR iterations between two calls of a [`Between`].
pub const CFR_SLICE: u64 = 16;

/// The answer of `efg solve` (also `poker solve`'s): method, value, exact value, strategies,
/// exploitability, iterations (for lemke also pivots, prior and seed).
pub fn solve(
    game: &Game,
    method: &str,
    iterations: u64,
    label: usize,
    prior: LemkePrior,
) -> Result<Value, String> {
    solve_with(game, method, iterations, label, prior, &mut || Ok(()))
}

/// [`solve`], with `between` run between slices of a CFR run.
pub fn solve_with(
    game: &Game,
    method: &str,
    iterations: u64,
    label: usize,
    prior: LemkePrior,
    between: Between<'_>,
) -> Result<Value, String> {
    match method {
        "seqform" => {
            let s = solve_zero_sum(game)?;
            let strategies = strategies(game, |h, a, p| format_number(&s.behaviour[p][h][a]));
            let mut answer = json!({
                "method": "seqform",
                "value": if s.certified { to_f64(&s.lower) } else { s.value },
                "value_fraction": s.exact_value().map(format_number),
                "strategies": strategies,
                "exploitability": to_f64(&s.exploitability()),
                "certified": s.certified,
                "iterations": s.iterations,
            });
            // A constant-sum game: the value is player 1's; both players' payoffs, as Lemke's
            // answer gives them.
            if let (Some(c), Some(v)) = (game.constant_sum(), s.exact_value()) {
                if !c.is_zero() {
                    answer["payoffs"] = json!([format_number(v), format_number(&(&c - v))]);
                }
            }
            Ok(answer)
        }
        "lemke" => {
            let (b, name, seed) = match prior {
                LemkePrior::Uniform => (sequence_lemke::uniform_prior(game), "uniform", None),
                LemkePrior::Random(s) => (
                    sequence_lemke::random_prior(game, Seed(s)),
                    "random",
                    Some(s),
                ),
            };
            let e = sequence_lemke::solve_from_prior(game, &b)?;
            Ok(checked_answer(
                game,
                "lemke",
                &e.checked,
                json!({
                    "iterations": e.pivots.len(),
                    "pivots": e.pivots.len(),
                    "prior": name,
                    "seed": seed,
                }),
            ))
        }
        "lemke-howson" => {
            let e = crate::equilibrium::reduced_lh::solve(game, label)?;
            Ok(checked_answer(
                game,
                "lemke-howson",
                &e.checked,
                json!({"iterations": Value::Null, "plans": e.plans}),
            ))
        }
        other => {
            let algorithm = Algorithm::from_key(other).ok_or_else(|| {
                format!("method: '{other}' is not seqform, lemke, lemke-howson, cfr, cfr+ or dcfr")
            })?;
            check_iterations(iterations)?;
            let mut cfr = Cfr::new(game, algorithm, iterations)?;
            let avg = loop {
                if let Some(avg) = cfr.step(CFR_SLICE) {
                    break avg;
                }
                between()?;
            };
            let flat = cfr.game();
            let mut b: [Vec<Vec<f64>>; 2] = [
                vec![Vec::new(); game.infosets().len()],
                vec![Vec::new(); game.infosets().len()],
            ];
            for p in 0..2 {
                for (k, &h) in flat.infosets[p].iter().enumerate() {
                    b[p][h] = avg[p][flat.offset[p][k]..flat.offset[p][k + 1]].to_vec();
                }
            }
            let strategies = strategies(game, |h, a, p| b[p][h][a].to_string());
            Ok(json!({
                "method": algorithm.key(),
                "value": cfr.value(),
                "value_fraction": Value::Null,
                "strategies": strategies,
                "exploitability": cfr.exploitability(),
                "iterations": iterations,
            }))
        }
    }
}

/// The answer of an equilibrium checked by exact best responses, with `extra` fields.
fn checked_answer(game: &Game, method: &str, e: &Checked, extra: Value) -> Value {
    let mut answer = json!({
        "method": method,
        "value": to_f64(&e.payoffs[0]),
        "value_fraction": format_number(&e.payoffs[0]),
        "payoffs": [format_number(&e.payoffs[0]), format_number(&e.payoffs[1])],
        "strategies": strategies(game, |h, a, p| format_number(&e.behaviour[p][h][a])),
        "exploitability": to_f64(&e.exploitability()),
        "certified": e.verified(),
    });
    if let (Value::Object(a), Value::Object(x)) = (&mut answer, extra) {
        a.extend(x);
    }
    answer
}

/// `{"<player>": {"<information set>": {"<action>": probability}}}`.
fn strategies(game: &Game, prob: impl Fn(usize, usize, usize) -> String) -> Value {
    let mut out = Map::new();
    for p in 0..2 {
        let mut sets = Map::new();
        for h in game.player_infosets(p) {
            let mut actions = Map::new();
            for a in 0..game.infosets()[h].actions.len() {
                actions.insert(game.action_name(h, a), Value::String(prob(h, a, p)));
            }
            sets.insert(game.infoset_name(h), Value::Object(actions));
        }
        out.insert(game.player_name(p), Value::Object(sets));
    }
    Value::Object(out)
}

/// Checks a number of CFR iterations (1–[`MAX_ITERATIONS`]).
pub fn check_iterations(iterations: u64) -> Result<(), String> {
    if (1..=MAX_ITERATIONS).contains(&iterations) {
        Ok(())
    } else {
        Err(format!(
            "iterations: give 1–{MAX_ITERATIONS} (got {iterations})"
        ))
    }
}

/// Poker solved exactly by the sequence-form LP (`gamelab poker solve`).
pub fn poker_solve(poker: Poker) -> Result<Value, String> {
    let mut answer = solve(&poker.game(), "seqform", 1, 0, LemkePrior::Uniform)?;
    answer["game"] = json!(poker.key());
    Ok(answer)
}

/// A CFR run on poker (`gamelab poker cfr`): the average strategies' exploitability at
/// iterations 1, 2, 5, 10, 20, 50, … and the end, and the game's value under them.
pub fn poker_cfr(poker: Poker, algorithm: Algorithm, iterations: u64) -> Result<Value, String> {
    poker_cfr_with(poker, algorithm, iterations, &mut || Ok(()))
}

/// [`poker_cfr`], with `between` run every [`CFR_SLICE`] iterations.
pub fn poker_cfr_with(
    poker: Poker,
    algorithm: Algorithm,
    iterations: u64,
    between: Between<'_>,
) -> Result<Value, String> {
    check_iterations(iterations)?;
    let mut cfr = Cfr::new(&poker.game(), algorithm, iterations)?;
    let mut curve = Vec::new();
    for c in checkpoints(iterations) {
        while cfr.iterations() < c {
            cfr.iterate();
            if cfr.iterations() % CFR_SLICE == 0 {
                between()?;
            }
        }
        curve.push(json!([c, cfr.exploitability()]));
    }
    Ok(json!({
        "game": poker.key(),
        "algorithm": algorithm.key(),
        "iterations": iterations,
        "exploitability": curve,
        "value": cfr.value(),
    }))
}
