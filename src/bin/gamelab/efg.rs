//! `gamelab efg …`: extensive games with information sets from Gambit `.efg` files — solved by
//! the sequence-form LP (exact) or by counterfactual regret minimisation (the
//! imperfect-information lab).

use std::path::{Path, PathBuf};

use clap::Subcommand;
use serde_json::{json, Map, Value};

use crate::output::emit;
use gamelab::equilibrium::cfr::{Algorithm, Cfr};
use gamelab::equilibrium::sequence_form::{solve_zero_sum, Checked};
use gamelab::equilibrium::sequence_lemke;
use gamelab::games::imperfect::reduced::{plan_name, ReducedNormalForm};
use gamelab::games::imperfect::{efg, Game};
use gamelab::games::matrix::{format_number, to_f64};
use gamelab::jobs::run_to_end;
use gamelab::rng::Seed;

/// The most CFR iterations one run may ask for.
const MAX_ITERATIONS: u64 = 10_000_000;

/// `gamelab efg …`.
#[derive(Subcommand)]
pub(crate) enum EfgCommand {
    /// Solves a two-player zero-sum game: its value and each player's behaviour strategy at
    /// every information set.
    Solve {
        /// The game, in Gambit's .efg format.
        file: PathBuf,
        /// seqform (the sequence-form LP, exact, zero-sum), lemke (any payoffs: Lemke's
        /// algorithm on the sequence form from --prior, exact), cfr, cfr+ or dcfr (zero-sum), or
        /// lemke-howson (any payoffs: Lemke–Howson on the reduced normal form, exact).
        #[arg(long, default_value = "seqform")]
        method: String,
        /// For lemke-howson: the missing label to start from (0 … plans of both players − 1).
        #[arg(long, default_value_t = 0)]
        label: usize,
        /// For lemke: the prior the path starts from — uniform (every action of every
        /// information set equally likely, Game Theory Explorer's default) or random (a
        /// completely mixed prior drawn from --seed). Default: uniform.
        #[arg(long)]
        prior: Option<String>,
        /// For lemke --prior random: the seed of the prior. Default: 0.
        #[arg(long)]
        seed: Option<u64>,
        /// Iterations for cfr, cfr+ and dcfr (1–10 000 000).
        #[arg(long, default_value_t = 1000)]
        iterations: u64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The reduced normal form: each player's plans (`*` where a plan does not arrive) and
    /// every profile's payoffs, exactly (as `tree --game` prints a normal form).
    NormalForm {
        /// The game, in Gambit's .efg format.
        file: PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// Reads a `.efg` file; errors name the file.
pub(crate) fn read_game(path: &Path) -> Result<Game, String> {
    let text = crate::input::read_text("FILE", path)?;
    efg::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Runs `gamelab efg …`.
pub(crate) fn run(command: EfgCommand) -> Result<(), String> {
    match command {
        EfgCommand::Solve {
            file,
            method,
            iterations,
            label,
            prior,
            seed,
            json,
        } => {
            let game = read_game(&file)?;
            let prior = LemkePrior::from_args(&method, prior.as_deref(), seed)?;
            let answer = solve(&game, &method, iterations, label, prior)
                .map_err(|e| format!("{}: {e}", file.display()))?;
            emit(json, answer);
            Ok(())
        }
        EfgCommand::NormalForm { file, json } => {
            let game = read_game(&file)?;
            let nf =
                ReducedNormalForm::new(&game).map_err(|e| format!("{}: {e}", file.display()))?;
            emit(json, normal_form(&game, &nf));
            Ok(())
        }
    }
}

/// The reduced normal form as JSON: for two players `rows`, `cols` and `payoffs[r][c]`
/// (pairs of fractions), as `tree --game` prints a normal form; for any other number of
/// players `strategies` (one list per player) and `payoffs` (one list per profile, the last
/// player's plan varying fastest).
fn normal_form(game: &Game, nf: &ReducedNormalForm) -> Value {
    let names: Vec<Vec<String>> = nf
        .plans
        .iter()
        .enumerate()
        .map(|(p, plans)| plans.iter().map(|plan| plan_name(game, p, plan)).collect())
        .collect();
    let cell =
        |v: &Vec<gamelab::games::matrix::Q>| json!(v.iter().map(format_number).collect::<Vec<_>>());
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

/// The prior Lemke's algorithm starts from (`--prior`, `--seed`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LemkePrior {
    /// Every action equally likely.
    Uniform,
    /// A completely mixed prior drawn from this seed.
    Random(u64),
}

impl LemkePrior {
    /// The prior `--prior` and `--seed` ask for; refused for a method other than lemke.
    fn from_args(method: &str, prior: Option<&str>, seed: Option<u64>) -> Result<Self, String> {
        if method != "lemke" && (prior.is_some() || seed.is_some()) {
            return Err("--prior and --seed are for --method lemke".into());
        }
        match (prior.unwrap_or("uniform"), seed) {
            ("uniform", None) => Ok(LemkePrior::Uniform),
            ("uniform", Some(_)) => Err("--seed is for --prior random".into()),
            ("random", seed) => Ok(LemkePrior::Random(seed.unwrap_or(0))),
            (other, _) => Err(format!("--prior: '{other}' is not uniform or random")),
        }
    }
}

/// The answer of `efg solve` (also `poker solve`'s): method, value, exact value, strategies,
/// exploitability, iterations (for lemke also pivots, prior and seed).
pub(crate) fn solve(
    game: &Game,
    method: &str,
    iterations: u64,
    label: usize,
    prior: LemkePrior,
) -> Result<Value, String> {
    match method {
        "seqform" => {
            let s = solve_zero_sum(game)?;
            let strategies = strategies(game, |h, a, p| format_number(&s.behaviour[p][h][a]));
            Ok(json!({
                "method": "seqform",
                "value": if s.certified { to_f64(&s.lower) } else { s.value },
                "value_fraction": s.exact_value().map(format_number),
                "strategies": strategies,
                "exploitability": to_f64(&s.exploitability()),
                "certified": s.certified,
                "iterations": s.iterations,
            }))
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
            let e = gamelab::equilibrium::reduced_lh::solve(game, label)?;
            Ok(checked_answer(
                game,
                "lemke-howson",
                &e.checked,
                json!({"iterations": Value::Null, "plans": e.plans}),
            ))
        }
        other => {
            let algorithm = Algorithm::from_key(other)
                .ok_or_else(|| format!("--method: '{other}' is not seqform, cfr, cfr+ or dcfr"))?;
            if !(1..=MAX_ITERATIONS).contains(&iterations) {
                return Err(format!(
                    "--iterations: give 1–{MAX_ITERATIONS} (got {iterations})"
                ));
            }
            let mut cfr = Cfr::new(game, algorithm, iterations)?;
            let avg = run_to_end(&mut cfr);
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
        out.insert(game.players[p].clone(), Value::Object(sets));
    }
    Value::Object(out)
}
