//! `gamelab efg …`: extensive games with information sets from Gambit `.efg` files — solved by
//! the sequence-form LP (exact) or by counterfactual regret minimisation (the
//! imperfect-information lab).

use std::path::{Path, PathBuf};

use clap::Subcommand;

use crate::output::emit;
use gamelab::games::imperfect::reduced::ReducedNormalForm;
use gamelab::games::imperfect::report::{normal_form, solve_with, LemkePrior, CFR_SLICE};
use gamelab::games::imperfect::{efg, Game};

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
        /// The longest cfr, cfr+ or dcfr may run, in seconds: a run projected to take longer
        /// (after a second's work) is refused, saying how long it would take.
        #[arg(long, default_value_t = crate::limit::DEFAULT_MAX_SECONDS)]
        max_seconds: f64,
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
            max_seconds,
            json,
        } => {
            let limit = crate::limit::Limit::new(max_seconds, "CFR")?;
            let game = read_game(&file)?;
            let prior = prior_from_args(&method, prior.as_deref(), seed)?;
            let answer = solve_with(
                &game,
                &method,
                iterations,
                label,
                prior,
                &mut limit.between(iterations, CFR_SLICE),
            )
            .map_err(|e| format!("{}: {}", file.display(), as_flag(e)))?;
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

/// The prior `--prior` and `--seed` ask for; refused for a method other than lemke.
fn prior_from_args(
    method: &str,
    prior: Option<&str>,
    seed: Option<u64>,
) -> Result<LemkePrior, String> {
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

/// A setting's error from the core (`method: …`) as the command line names it (`--method: …`).
pub(crate) fn as_flag(e: String) -> String {
    if e.starts_with("method:") || e.starts_with("iterations:") {
        format!("--{e}")
    } else {
        e
    }
}
