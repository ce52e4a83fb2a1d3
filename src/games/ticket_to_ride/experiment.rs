//! The experiments of Łabno (2018, ch. 5): many games of one kind of player at tables of 2–5,
//! summarised as the thesis's table — per player count and overall: min, max, mean, standard
//! deviation and median score, the share of players over 110, 120 and 140 points, completed and
//! failed tickets, and forbidden moves.
//!
//! Game `i` of an experiment is dealt with `seed.derive(i)`, so any split of the indices
//! (threads in the CLI, workers in the browser) plays the same games; [`table`] merges the
//! per-game results in any order.

use serde::{Deserialize, Serialize};

use std::sync::Arc;

use super::algo_agent::AlgoAgent;
use super::nn::{Network, NnAgent};
use super::record::{play, GameRecord};
use super::Score;
use crate::game::ObservingBot;
use crate::game::RandomBot;
use crate::games::ticket_to_ride::Game;
use crate::rng::Seed;
use crate::stats::describe;

/// The thesis's mean scores (its Tables 5.x, 250 games per count): players, the algorithmic
/// player's mean, the network's mean.
pub const THESIS_MEANS: [(u8, f64, f64); 4] = [
    (2, 107.0, 106.4),
    (3, 98.0, 100.0),
    (4, 98.0, 100.1),
    (5, 94.6, 96.2),
];

/// The thesis's overall means (algorithmic, network).
pub const THESIS_OVERALL: (f64, f64) = (98.2, 99.7);

/// The thesis's mean score for the algorithmic player (`network` false) or the network player
/// (`network` true) at `players` seats, or over all table sizes (`None`); `None` for a table
/// size the thesis did not play.
pub fn thesis_mean(players: Option<u8>, network: bool) -> Option<f64> {
    let pick = |algo: f64, nn: f64| if network { nn } else { algo };
    match players {
        Some(p) => THESIS_MEANS
            .iter()
            .find(|t| t.0 == p)
            .map(|t| pick(t.1, t.2)),
        None => Some(pick(THESIS_OVERALL.0, THESIS_OVERALL.1)),
    }
}

/// The names of the agents ([`AgentKind::parse`] reads them).
pub const AGENT_NAMES: [&str; 4] = ["algo", "algo-thesis", "nn", "random"];

/// The most games one experiment may play.
pub const MAX_GAMES: u64 = 100_000;

/// A kind of player that takes every seat of an experiment's games.
#[derive(Clone, Debug, PartialEq)]
pub enum AgentKind {
    /// The algorithmic player (the reconstruction from the thesis's words).
    Algo,
    /// The algorithmic player by the thesis's repository's rules ([`super::algo_thesis`]).
    AlgoThesis,
    /// The neural-network player with these weights.
    Nn(Arc<Network>),
    /// Uniformly random legal actions (a baseline).
    Random,
}

impl AgentKind {
    /// Its name on the command line and in tables.
    pub fn name(&self) -> &'static str {
        match self {
            AgentKind::Algo => "algo",
            AgentKind::AlgoThesis => "algo-thesis",
            AgentKind::Nn(_) => "nn",
            AgentKind::Random => "random",
        }
    }

    /// The kind named `name` (`algo`, `nn` or `random`); `nn` plays with `network`.
    pub fn parse(name: &str, network: &Arc<Network>) -> Result<AgentKind, String> {
        AgentKind::parse_with(name, || Ok(network.clone()))
    }

    /// The kind named `name`; `network` is asked for only by `nn` (and its error returned).
    /// The lab's one reader of agent names.
    pub fn parse_with(
        name: &str,
        network: impl FnOnce() -> Result<Arc<Network>, String>,
    ) -> Result<AgentKind, String> {
        match name {
            "algo" => Ok(AgentKind::Algo),
            "algo-thesis" => Ok(AgentKind::AlgoThesis),
            "nn" => Ok(AgentKind::Nn(network()?)),
            "random" => Ok(AgentKind::Random),
            other => Err(format!(
                "unknown agent {other:?}: algo, algo-thesis, nn or random"
            )),
        }
    }

    /// A fresh agent of this kind for seat `seat` of game `seed`.
    pub fn agent(&self, seed: Seed, seat: usize) -> Box<dyn ObservingBot<Game> + '_> {
        match self {
            AgentKind::Algo => Box::new(AlgoAgent::default()),
            AgentKind::AlgoThesis => Box::new(AlgoAgent { thesis: true }),
            AgentKind::Nn(network) => Box::new(NnAgent::new(network)),
            AgentKind::Random => Box::new(RandomBot::new(seed.derive(1000 + seat as u64))),
        }
    }
}

/// One finished game of an experiment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The game's index in the experiment.
    pub index: u64,
    /// Players.
    pub players: u8,
    /// Final scores.
    pub scores: Vec<Score>,
    /// Forbidden decisions per player.
    pub forbidden: Vec<u32>,
    /// Decisions per player.
    pub decisions: Vec<u32>,
    /// Turns played.
    pub turns: u32,
}

/// Plays one game with `kinds[i]` in seat `i`, dealt with `seed`.
pub fn play_game(
    kinds: &[AgentKind],
    seed: Seed,
    longest_path_bonus: bool,
) -> (GameResult, GameRecord) {
    let mut boxed: Vec<Box<dyn ObservingBot<Game> + '_>> = kinds
        .iter()
        .enumerate()
        .map(|(i, k)| k.agent(seed, i))
        .collect();
    let mut agents: Vec<&mut dyn ObservingBot<Game>> = boxed
        .iter_mut()
        .map(|b| -> &mut dyn ObservingBot<Game> { b.as_mut() })
        .collect();
    let (g, record, stats) = play(&mut agents, seed.0, longest_path_bonus);
    (
        GameResult {
            index: 0,
            players: kinds.len() as u8,
            scores: g.scores(),
            forbidden: stats.forbidden,
            decisions: stats.decisions,
            turns: g.turns(),
        },
        record,
    )
}

/// Game `index` of an experiment: `players` seats of `kind`, dealt with `seed.derive(index)`.
pub fn experiment_game(kind: &AgentKind, players: usize, seed: Seed, index: u64) -> GameResult {
    let kinds = vec![kind.clone(); players];
    let (mut r, _) = play_game(&kinds, seed.derive(index), false);
    r.index = index;
    r
}

/// One row of the thesis's table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    /// Players per game (`None`: every count together).
    pub players: Option<u8>,
    /// Games.
    pub games: usize,
    /// Player results (games × players).
    pub results: usize,
    /// Lowest score.
    pub min: f64,
    /// Highest score.
    pub max: f64,
    /// Mean score.
    pub mean: f64,
    /// Standard deviation (n − 1).
    pub std: f64,
    /// Median score.
    pub median: f64,
    /// Share of players scoring over 110, in percent.
    pub over_110: f64,
    /// Over 120.
    pub over_120: f64,
    /// Over 140.
    pub over_140: f64,
    /// Mean completed tickets per player.
    pub completed: f64,
    /// Mean failed tickets per player.
    pub failed: f64,
    /// Forbidden decisions per player and game.
    pub forbidden: f64,
    /// Forbidden decisions among all decisions, in percent.
    pub forbidden_rate: f64,
    /// Mean turns per game.
    pub turns: f64,
    /// Games with at least one forbidden decision (the games the thesis's rule ends; under
    /// [`ForbiddenRule::End`] the other columns leave them out).
    #[serde(default)]
    pub interrupted: usize,
}

/// What a forbidden decision (a network's decision that is not legal) does to a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ForbiddenRule {
    /// Ours: it is counted and the algorithmic player's move is played instead; every game
    /// counts.
    #[default]
    Replace,
    /// The thesis's: it ends the game, which then counts in no score column (its tables'
    /// "completed games" and "players who finished").
    End,
}

impl ForbiddenRule {
    /// Its name: `replace` or `end`.
    pub fn name(self) -> &'static str {
        match self {
            ForbiddenRule::Replace => "replace",
            ForbiddenRule::End => "end",
        }
    }

    /// The rule named `name`.
    pub fn parse(name: &str) -> Result<ForbiddenRule, String> {
        match name.trim() {
            "replace" => Ok(ForbiddenRule::Replace),
            "end" => Ok(ForbiddenRule::End),
            other => Err(format!("forbidden-decision rule {other:?}: replace or end")),
        }
    }
}

/// Whether game `g` had a forbidden decision.
fn interrupted(g: &GameResult) -> bool {
    g.forbidden.iter().any(|&f| f > 0)
}

fn row_under(players: Option<u8>, games: &[&GameResult], rule: ForbiddenRule) -> Option<Row> {
    let stopped = games.iter().filter(|g| interrupted(g)).count();
    let counted: Vec<&GameResult> = match rule {
        ForbiddenRule::Replace => games.to_vec(),
        ForbiddenRule::End => games.iter().copied().filter(|g| !interrupted(g)).collect(),
    };
    let mut r = row(players, &counted)?;
    r.interrupted = stopped;
    Some(r)
}

fn row(players: Option<u8>, games: &[&GameResult]) -> Option<Row> {
    let scores: Vec<f64> = games
        .iter()
        .flat_map(|g| g.scores.iter().map(|s| f64::from(s.total)))
        .collect();
    let d = describe(&scores)?;
    let n = scores.len() as f64;
    let share = |t: f64| 100.0 * scores.iter().filter(|&&s| s > t).count() as f64 / n;
    let sum = |f: &dyn Fn(&GameResult) -> f64| games.iter().map(|g| f(g)).sum::<f64>();
    let decisions = sum(&|g| g.decisions.iter().map(|&x| f64::from(x)).sum());
    let forbidden = sum(&|g| g.forbidden.iter().map(|&x| f64::from(x)).sum());
    Some(Row {
        players,
        games: games.len(),
        results: scores.len(),
        min: d.min,
        max: d.max,
        mean: d.mean,
        std: d.std,
        median: d.q50,
        over_110: share(110.0),
        over_120: share(120.0),
        over_140: share(140.0),
        completed: sum(&|g| g.scores.iter().map(|s| f64::from(s.completed)).sum()) / n,
        failed: sum(&|g| g.scores.iter().map(|s| f64::from(s.failed)).sum()) / n,
        forbidden: forbidden / n,
        forbidden_rate: if decisions > 0.0 {
            100.0 * forbidden / decisions
        } else {
            0.0
        },
        turns: sum(&|g| f64::from(g.turns)) / games.len() as f64,
        interrupted: 0,
    })
}

/// The table: one row per player count present (2–5, in order), then the overall row (when
/// more than one count is present). Every game counts ([`ForbiddenRule::Replace`]).
pub fn table(results: &[GameResult]) -> Vec<Row> {
    table_under(results, ForbiddenRule::Replace)
}

/// The table under `rule`: with [`ForbiddenRule::End`] the games with a forbidden decision
/// count in no column but `interrupted` (a table size whose games were all interrupted has no
/// row).
pub fn table_under(results: &[GameResult], rule: ForbiddenRule) -> Vec<Row> {
    let mut rows: Vec<Row> = (2..=5u8)
        .filter_map(|p| {
            let games: Vec<&GameResult> = results.iter().filter(|g| g.players == p).collect();
            row_under(Some(p), &games, rule)
        })
        .collect();
    if rows.len() > 1 {
        let all: Vec<&GameResult> = results.iter().collect();
        rows.extend(row_under(None, &all, rule));
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_has_a_row_per_player_count_and_an_overall_row() {
        let mut results = Vec::new();
        for players in [2, 3] {
            for i in 0..3 {
                results.push(experiment_game(&AgentKind::Algo, players, Seed(1), i));
            }
        }
        let t = table(&results);
        assert_eq!(t.len(), 3);
        assert_eq!(t[0].players, Some(2));
        assert_eq!(t[0].results, 6);
        assert_eq!(t[1].results, 9);
        assert_eq!(t[2].players, None);
        assert_eq!(t[2].results, 15);
        for r in &t {
            assert!(r.min <= r.median && r.median <= r.max, "{r:?}");
            assert!((0.0..=100.0).contains(&r.over_110));
            assert!(r.over_140 <= r.over_120 && r.over_120 <= r.over_110);
            assert_eq!(r.forbidden, 0.0, "the algorithmic player is always legal");
        }
        // The overall mean is the mean over every player result.
        let all: f64 = results
            .iter()
            .flat_map(|g| g.scores.iter().map(|s| f64::from(s.total)))
            .sum::<f64>()
            / 15.0;
        assert!((t[2].mean - all).abs() < 1e-9);
    }

    #[test]
    fn game_i_is_the_same_however_the_games_are_split() {
        let a = experiment_game(&AgentKind::Algo, 4, Seed(9), 7);
        let b = experiment_game(&AgentKind::Algo, 4, Seed(9), 7);
        assert_eq!(a, b);
        assert_eq!(a.index, 7);
    }

    #[test]
    fn the_thesis_means_are_looked_up_per_player_and_table_size() {
        assert_eq!(thesis_mean(Some(2), false), Some(107.0));
        assert_eq!(thesis_mean(Some(5), true), Some(96.2));
        assert_eq!(thesis_mean(None, false), Some(98.2));
        assert_eq!(thesis_mean(None, true), Some(99.7));
        assert_eq!(thesis_mean(Some(6), true), None);
    }

    /// The thesis's own rules on the same games as the reconstruction: the whole table moves
    /// towards the thesis's (σ 19.66, minimum 14, no player failing more than 2 tickets).
    #[test]
    fn the_thesis_rules_narrow_the_scores_and_bound_the_failures() {
        let games = |kind: &AgentKind| -> Vec<_> {
            (0..40)
                .map(|i| experiment_game(kind, 4, Seed(1).derive(4), i))
                .collect()
        };
        let ours = games(&AgentKind::Algo);
        let thesis = games(&AgentKind::AlgoThesis);
        let (a, b) = (&table(&ours)[0], &table(&thesis)[0]);
        assert!(b.std < a.std, "σ {} against {}", b.std, a.std);
        assert!(
            b.min >= 0.0 && b.min >= a.min,
            "min {} against {}",
            b.min,
            a.min
        );
        assert!((80.0..120.0).contains(&b.mean), "{}", b.mean);
        for g in &thesis {
            for s in &g.scores {
                assert!(s.failed <= 2, "{s:?}");
                assert!(
                    s.completed + s.failed >= 2,
                    "at least the two kept at the start"
                );
            }
        }
        // The same games again: the same results (the rules read only the observation).
        assert_eq!(games(&AgentKind::AlgoThesis), thesis);
    }
}
