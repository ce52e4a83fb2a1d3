//! `gamelab connect4 race`: which is better on Connect Four, Monte Carlo tree search or
//! alpha-beta, decided by a race of the racing lab over whole games, at equal time per move
//! when asked (`ab:auto`: alpha-beta's node budget calibrated to the MCTS engine's time on
//! this machine). The games and engines are the core's (`games::connect4::race`); this file
//! holds the flags, the clock and the report.

use clap::Args;
use serde_json::json;

use crate::clock::clock;
use crate::output::emit;
use gamelab::games::connect4::race::{
    calibrate, calibration_positions, Duel, Engine, CALIBRATION_POSITIONS, PROBE_NODES,
};
use gamelab::games::connect4::Geometry;
use gamelab::racing::race::{Race, Winner};
use gamelab::racing::{Algorithm, Params};
use gamelab::rng::Seed;

/// `gamelab connect4 race`.
#[derive(Args)]
pub(crate) struct RaceArgs {
    /// Engine A: uct:N, puct:N or solver:N (MCTS, N iterations a move), or ab:N (alpha-beta,
    /// N nodes a move).
    #[arg(long, default_value = "uct:1000")]
    a: String,
    /// Engine B, as --a; ab:auto is alpha-beta with the node budget that takes as long per
    /// move as engine A (an MCTS engine), measured on this machine before the race.
    #[arg(long, default_value = "ab:auto")]
    b: String,
    /// Random moves each pair of games starts from (0–6); the pair's two games swap colours.
    #[arg(long, default_value_t = 4)]
    opening: u32,
    /// The race: hoeffding, bernstein, lebr, ilebr, ilebr2, ilebr-star, ilebr-star2.
    #[arg(long, default_value = "ilebr-star2")]
    algorithm: String,
    /// Precision ε.
    #[arg(long, value_parser = crate::input::real, default_value_t = 0.05)]
    eps: f64,
    /// Error probability δ.
    #[arg(long, value_parser = crate::input::real, default_value_t = 0.05)]
    delta: f64,
    /// The most games.
    #[arg(long, default_value_t = 2_000)]
    cap: u64,
    /// Seed (the openings, the playouts and the coins of drawn games).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Runs `gamelab connect4 race`.
pub(crate) fn race(args: RaceArgs) -> Result<(), String> {
    let alg = Algorithm::from_key(&args.algorithm).ok_or_else(|| {
        let keys: Vec<&str> = Algorithm::ALL.iter().map(|a| a.key()).collect();
        format!(
            "--algorithm: {:?} is not a race ({})",
            args.algorithm,
            keys.join(", ")
        )
    })?;
    let params = Params {
        eps: args.eps,
        delta: args.delta,
        tests: None,
        cap: args.cap,
    };
    params
        .validate()
        .map_err(|e| format!("--{}: {}", e.field, e.reason))?;
    let a = Engine::parse(&args.a).map_err(|e| format!("--a: {e}"))?;
    let seed = Seed(args.seed);
    let mut calibration = None;
    let b = if args.b.trim() == "ab:auto" {
        if !matches!(a, Engine::Mcts { .. }) {
            return Err(
                "--b: ab:auto matches an MCTS engine's time; give --a uct:N, puct:N or solver:N"
                    .into(),
            );
        }
        let now = clock();
        let nodes = calibrate(a, PROBE_NODES, &calibration_positions(), seed, &*now);
        calibration = Some(nodes);
        Engine::AlphaBeta { nodes }
    } else {
        Engine::parse(&args.b).map_err(|e| format!("--b: {e}"))?
    };
    let duel = Duel::new(a, b, Geometry::STANDARD, args.opening, seed)
        .map_err(|e| format!("--opening: {e}"))?
        .with_clock(clock());
    let mut race =
        Race::new(alg, &params, duel, 0).map_err(|e| format!("--{}: {}", e.field, e.reason))?;
    let now = clock();
    let outcome = race.run();
    let seconds = now() / 1e3;
    let tally = race.source().tally().clone();
    let (a_key, b_key) = (a.key(), b.key());
    let winner = match outcome.winner {
        Winner::P1 => Some(a_key.as_str()),
        Winner::P2 => Some(b_key.as_str()),
        Winner::Undecided => None,
    };
    let ms = |i: usize| tally.millis_per_move(i);
    if !args.json {
        if let Some(nodes) = calibration {
            println!(
                "equal time: alpha-beta gets {nodes} nodes a move (measured on {CALIBRATION_POSITIONS} positions)"
            );
        }
        println!(
            "{}: {} after {} games ({} won by {a_key}, {} drawn, {} won by {b_key}; mean {:.4}; {})",
            alg.key(),
            winner.map_or("undecided".to_string(), |w| format!("{w} is better")),
            outcome.games,
            tally.a_wins,
            tally.draws,
            tally.b_wins,
            outcome.mean,
            outcome.reason.explain()
        );
        println!(
            "time per move: {a_key} {:.2} ms, {b_key} {:.2} ms; {seconds:.1} s in all",
            ms(0).unwrap_or(0.0),
            ms(1).unwrap_or(0.0)
        );
        return Ok(());
    }
    emit(
        true,
        json!({
            "a": a_key,
            "b": b_key,
            "calibrated_nodes": calibration,
            "opening": args.opening,
            "algorithm": alg.key(),
            "eps": params.eps,
            "delta": params.delta,
            "cap": params.cap,
            "seed": args.seed,
            "winner": winner,
            "games": outcome.games,
            "a_wins": tally.a_wins,
            "draws": tally.draws,
            "b_wins": tally.b_wins,
            "draws_to_a": tally.draws_to_a,
            "mean": outcome.mean,
            "reason": outcome.reason.key(),
            "ms_per_move": {"a": ms(0), "b": ms(1)},
            "seconds": seconds,
        }),
    );
    Ok(())
}
