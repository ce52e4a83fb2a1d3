//! The self-taught network from Python: a trainer that stays in the calling process and the
//! two pieces of a generation that may run anywhere — a range of self-play games, and a range
//! of the measuring match's games — so `gamelab.distributed.train` can spread them over Ray.
//!
//! The trainer holds what must not travel (the network's optimiser, the replay window, the
//! mini-batch generator); what travels is small and exact: the network as its saved JSON, the
//! settings as `gamelab train --json`'s `settings`, the samples as bytes
//! ([`samples_to_bytes`]). Game `g` of a generation is always played from the same seed, so
//! the samples, the network and the curves are the command line's, however the games are
//! split.

use std::sync::Arc;

use pyo3::prelude::*;
use pyo3::types::PyBytes;

use gamelab::games::connect4::Connect4;
use gamelab::games::tictactoe::TicTacToe;
use gamelab::learn::job::shares;
use gamelab::learn::report::point_json;
use gamelab::learn::sample::{samples_from_bytes, samples_to_bytes};
use gamelab::learn::{
    self_play, Connect4Encoder, MctsMatch, Mover, Network, PerfectTicTacToe, TicTacToeEncoder,
    TrainSettings, Trainer,
};
use gamelab::rng::Seed;

use crate::value_error;

/// The most games one call plays (as the command line's counts).
const MAX_GAMES: u64 = 1_000_000;

/// The games a network is trained on.
#[derive(Clone, Copy)]
enum Game {
    TicTacToe,
    Connect4,
}

fn game(name: &str) -> PyResult<Game> {
    match name {
        "tictactoe" => Ok(Game::TicTacToe),
        "connect4" => Ok(Game::Connect4),
        other => Err(value_error(format!(
            "game: {other:?} is not tictactoe or connect4"
        ))),
    }
}

fn settings(json: &str) -> PyResult<TrainSettings> {
    let s: TrainSettings =
        serde_json::from_str(json).map_err(|e| value_error(format!("settings: {e}")))?;
    s.check()
        .map_err(|e| value_error(format!("settings: {e}")))?;
    Ok(s)
}

fn network(game_name: &str, json: &str) -> PyResult<Network> {
    let net = Network::from_json(json).map_err(|e| value_error(format!("network: {e}")))?;
    if net.game() != game_name {
        return Err(value_error(format!(
            "network: a network for {}, not {game_name}",
            net.game()
        )));
    }
    Ok(net)
}

fn range(first: u64, count: u64) -> PyResult<std::ops::Range<u64>> {
    if count > MAX_GAMES || first.checked_add(count).is_none() {
        return Err(value_error(format!(
            "count: at most {MAX_GAMES} games a call"
        )));
    }
    Ok(first..first + count)
}

/// `count` games cut into `parts` contiguous `(first, count)` ranges, as the browser's
/// training cuts them (`gamelab::learn::job::shares`).
#[pyfunction]
fn game_shares(count: u64, parts: u64) -> Vec<(u64, u64)> {
    shares(count, parts)
        .into_iter()
        .map(|r| (r.start, r.end - r.start))
        .collect()
}

/// A game's default training settings (`TrainSettings::tictactoe` or `::connect4`), as JSON.
#[pyfunction]
fn train_settings_json(game_name: &str, seed: u64) -> PyResult<String> {
    let s = match game(game_name)? {
        Game::TicTacToe => TrainSettings::tictactoe(Seed(seed)),
        Game::Connect4 => TrainSettings::connect4(Seed(seed)),
    };
    Ok(serde_json::to_string(&s).expect("settings serialise"))
}

/// Self-play games `first .. first + count` of a generation (game `g` from
/// `Seed(seed).derive(g)`) with the network, as sample bytes.
#[pyfunction]
fn self_play_bytes<'py>(
    py: Python<'py>,
    game_name: &str,
    network_json: &str,
    settings_json: &str,
    seed: u64,
    first: u64,
    count: u64,
) -> PyResult<Bound<'py, PyBytes>> {
    let which = game(game_name)?;
    let s = settings(settings_json)?;
    let net = Arc::new(network(game_name, network_json)?);
    let games = range(first, count)?;
    let bytes = py.allow_threads(|| {
        let samples = match which {
            Game::TicTacToe => self_play(&net, &TicTacToeEncoder, &s.self_play, Seed(seed), games),
            Game::Connect4 => self_play(
                &net,
                &Connect4Encoder::default(),
                &s.self_play,
                Seed(seed),
                games,
            ),
        };
        samples_to_bytes(&samples)
    });
    Ok(PyBytes::new(py, &bytes))
}

/// Games `first .. first + count` of a measuring match (its JSON from
/// `Trainer.match_json`): the network's result in each (+1, 0, −1).
#[pyfunction]
fn match_results(
    py: Python<'_>,
    game_name: &str,
    network_json: &str,
    match_json: &str,
    first: u64,
    count: u64,
) -> PyResult<Vec<f64>> {
    let which = game(game_name)?;
    let matched: MctsMatch =
        serde_json::from_str(match_json).map_err(|e| value_error(format!("match: {e}")))?;
    let net = Arc::new(network(game_name, network_json)?);
    let games = range(first, count)?;
    Ok(py.allow_threads(|| match which {
        Game::TicTacToe => games
            .map(|g| matched.play::<TicTacToe, _>(&net, &TicTacToeEncoder, g))
            .collect(),
        Game::Connect4 => {
            let encoder = Connect4Encoder::default();
            games
                .map(|g| matched.play::<Connect4, _>(&net, &encoder, g))
                .collect()
        }
    }))
}

enum Kind {
    TicTacToe(Trainer<TicTacToe, TicTacToeEncoder, PerfectTicTacToe>),
    Connect4(Trainer<Connect4, Connect4Encoder, MctsMatch>, MctsMatch),
}

/// Runs `$body` with `$t` bound to the trainer, whichever its game.
macro_rules! with_trainer {
    ($kind:expr, $t:ident => $body:expr) => {
        match $kind {
            Kind::TicTacToe($t) => $body,
            Kind::Connect4($t, _) => $body,
        }
    };
}

/// The network, its optimiser and its replay window (`gamelab::learn::Trainer`), with the
/// judge the command line gives the game: tic-tac-toe's exact one, measured here; Connect
/// Four's match against UCT, whose games may be played anywhere (`match_json`).
#[pyclass(module = "gamelab._gamelab", name = "Trainer")]
pub(crate) struct PyTrainer {
    kind: Kind,
}

#[pymethods]
impl PyTrainer {
    /// A trainer for `game` with `settings` (JSON), from a fresh network or from `init` (a
    /// saved network's JSON). `eval_simulations`: how the network moves when measured (0 its
    /// policy, N PUCT; default 0 for tic-tac-toe, 100 for Connect Four); Connect Four's match
    /// is `eval_games` games against UCT with `eval_iterations` iterations.
    #[new]
    #[pyo3(signature = (game_name, settings_json, init=None, eval_simulations=None, eval_iterations=1000, eval_games=20))]
    fn new(
        game_name: &str,
        settings_json: &str,
        init: Option<&str>,
        eval_simulations: Option<u32>,
        eval_iterations: u64,
        eval_games: u64,
    ) -> PyResult<Self> {
        let which = game(game_name)?;
        let mut s = settings(settings_json)?;
        let start = match init {
            Some(json) => {
                let net = network(game_name, json)?;
                s.hidden = net.hidden().to_vec();
                Some(net)
            }
            None => None,
        };
        let kind = match which {
            Game::TicTacToe => {
                let judge =
                    PerfectTicTacToe::new(Mover::from_simulations(eval_simulations.unwrap_or(0)));
                Kind::TicTacToe(build(TicTacToeEncoder, judge, s, start)?)
            }
            Game::Connect4 => {
                let matched = MctsMatch {
                    mover: Mover::from_simulations(eval_simulations.unwrap_or(100)),
                    iterations: eval_iterations.clamp(1, 10_000_000),
                    games: eval_games.clamp(1, 100_000),
                    seed: s.seed.derive(u64::MAX),
                };
                let encoder = Connect4Encoder::default();
                Kind::Connect4(build(encoder, matched, s, start)?, matched)
            }
        };
        Ok(PyTrainer { kind })
    }

    /// Generations finished.
    fn generation(&self) -> u32 {
        with_trainer!(&self.kind, t => t.generation())
    }

    /// The settings, as JSON (`gamelab train --json`'s `settings`).
    fn settings_json(&self) -> String {
        with_trainer!(&self.kind, t => serde_json::to_string(t.settings()).expect("serialises"))
    }

    /// The network now, as its saved JSON (`gamelab train --out`'s file).
    fn network_json(&self) -> String {
        with_trainer!(&self.kind, t => t.network().to_json())
    }

    /// The seed of this generation's self-play: game `g` is played from its `derive(g)`.
    fn self_play_seed(&self) -> u64 {
        with_trainer!(&self.kind, t => t.self_play_seed().0)
    }

    /// Connect Four's measuring match as JSON (for `match_results`); None for tic-tac-toe,
    /// whose exact judge runs here.
    fn match_json(&self) -> Option<String> {
        match &self.kind {
            Kind::TicTacToe(_) => None,
            Kind::Connect4(_, m) => Some(serde_json::to_string(m).expect("serialises")),
        }
    }

    /// True when the generation being finished is measured.
    fn judging_due(&self) -> bool {
        with_trainer!(&self.kind, t => t.judging_due())
    }

    /// Adds the samples of `games` self-play games (bytes from `self_play_bytes`, in game
    /// order) to the window.
    fn absorb(&mut self, samples: &[u8], games: u64) -> PyResult<()> {
        let samples = samples_from_bytes(samples).map_err(value_error)?;
        with_trainer!(&mut self.kind, t => t.absorb(samples, games));
        Ok(())
    }

    /// The generation's gradient steps (without the GIL).
    fn train(&mut self, py: Python<'_>) {
        let kind = &mut self.kind;
        py.allow_threads(|| {
            with_trainer!(kind, t => {
                for _ in 0..t.settings().steps_per_generation {
                    t.train_step();
                }
            })
        })
    }

    /// Ends the generation and returns its point (JSON, `seconds` as given). When it is due,
    /// it is measured: tic-tac-toe here; Connect Four from `match_results` (one result per
    /// game of the match, in order) or, without them, here.
    #[pyo3(signature = (seconds, match_results=None))]
    fn finish_generation(
        &mut self,
        py: Python<'_>,
        seconds: f64,
        match_results: Option<Vec<f64>>,
    ) -> PyResult<String> {
        let kind = &mut self.kind;
        py.allow_threads(|| {
            let strength = match kind {
                Kind::TicTacToe(t) => t.judging_due().then(|| t.judge()),
                Kind::Connect4(t, m) => match (t.judging_due(), match_results) {
                    (false, _) => None,
                    (true, None) => Some(t.judge()),
                    (true, Some(results)) => {
                        if results.len() as u64 != m.games {
                            return Err(format!(
                                "match_results: {} results for a match of {} games",
                                results.len(),
                                m.games
                            ));
                        }
                        Some(m.strength(results))
                    }
                },
            };
            let point = with_trainer!(kind, t => t.finish_generation(strength).clone());
            Ok(point_json(&point, seconds).to_string())
        })
        .map_err(value_error)
    }
}

fn build<S, E, J>(
    encoder: E,
    judge: J,
    settings: TrainSettings,
    start: Option<Network>,
) -> PyResult<Trainer<S, E, J>>
where
    S: gamelab::search::Searchable + PartialEq + 'static,
    E: gamelab::learn::Encoder<S> + 'static,
    J: gamelab::learn::Judge<S, E>,
{
    Ok(match start {
        Some(net) => {
            if net.inputs() != encoder.inputs() || net.actions() != encoder.actions() {
                return Err(value_error("init: the network's sizes do not fit the game"));
            }
            Trainer::from_network(encoder, judge, settings, net)
        }
        None => Trainer::new(encoder, judge, settings),
    })
}

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(train_settings_json, m)?)?;
    m.add_function(wrap_pyfunction!(game_shares, m)?)?;
    m.add_function(wrap_pyfunction!(self_play_bytes, m)?)?;
    m.add_function(wrap_pyfunction!(match_results, m)?)?;
    m.add_class::<PyTrainer>()?;
    Ok(())
}
