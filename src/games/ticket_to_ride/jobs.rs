//! The Ticket to Ride lab's worker jobs: what its page may ask for ([`Request`]), the checks of
//! each request, what comes back ([`Output`]) and what a running training reports
//! ([`Detail`]); and the experiment split over workers ([`ExperimentShare`]).
//!
//! Each lab keeps its requests here, beside the code they run, so a change to one lab touches
//! one folder; the crate's catalogue only wraps a [`Request`] in its enum and calls [`start`].
//! The experiment's checks ([`check_table_sizes`], [`check_games`]) are the ones the page's
//! form and the command line call too, so a limit is stated once.

use serde::{Deserialize, Serialize};

use super::bench::{BenchReport, TtrBench};
use super::experiment::{experiment_game, AgentKind, GameResult, MAX_GAMES};
use super::nn::{EpochReport, Network, TrainConfig, TrainOutcome, Training};
use super::universal::{CompareConfig, CompareOutcome, Comparison};
use crate::jobs::{Adapt, Clock, Job, LabJob, Progress, StartError, Started};
use crate::rng::Seed;

/// The jobs of the Ticket to Ride page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Part of an experiment as the command line runs it (`gamelab ttr experiment`) — `games`
    /// games per table size, game `i` at `p` players dealt with `seed.derive(p).derive(i)`,
    /// every seat played by `agent`. The experiment's items (table size, game) are listed size
    /// by size; this request plays items `first, first + stride, …`.
    Experiment {
        /// Who plays every seat.
        agent: Agent,
        /// The table sizes (each 2–5, at most once).
        players: Vec<usize>,
        /// Games per table size.
        games: u64,
        /// The experiment's seed.
        seed: u64,
        /// The first item.
        first: u64,
        /// The step between items.
        stride: u64,
    },
    /// Train the network player ([`Training`]), reporting every epoch.
    Train {
        /// What to train and how.
        config: TrainConfig,
    },
    /// The benchmark: games per second per player count.
    Bench {
        /// Games per stage (1–100 000).
        games: u64,
    },
    /// The thesis's chapter 5: a universal network against one per table size
    /// ([`Comparison`]).
    Universal {
        /// The trainings and the evaluation games.
        config: CompareConfig,
    },
}

/// What a finished Ticket to Ride job produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// From [`Request::Experiment`]: each game's result (with its index).
    Games(Vec<GameResult>),
    /// From [`Request::Train`]: the trained network, its epochs and its data.
    Trained(Box<TrainOutcome>),
    /// From [`Request::Bench`].
    Bench(BenchReport),
    /// From [`Request::Universal`]: the models and every evaluation game.
    Compared(Box<CompareOutcome>),
}

/// What a running Ticket to Ride job reports.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Detail {
    /// A training: the epochs finished so far, the untrained network (epoch 0) first once
    /// measured.
    Train(Vec<EpochReport>),
}

/// Checks an experiment's table sizes: each 2–5, at most once, at least one.
pub fn check_table_sizes(players: &[usize]) -> Result<(), StartError> {
    let mut sizes = players.to_vec();
    sizes.sort_unstable();
    sizes.dedup();
    if players.is_empty()
        || sizes.len() != players.len()
        || players.iter().any(|p| !(2..=5).contains(p))
    {
        return Err(StartError::field(
            "players",
            format!("players must be table sizes 2–5, each at most once, not {players:?}"),
        ));
    }
    Ok(())
}

/// Checks an experiment's games per table size against [`MAX_GAMES`].
pub fn check_games(games: u64) -> Result<(), StartError> {
    if games == 0 || games > MAX_GAMES {
        return Err(StartError::field(
            "games",
            format!("games must be 1–{MAX_GAMES} per table size"),
        ));
    }
    Ok(())
}

/// Who plays every seat of an experiment in the worker: an [`AgentKind`] that can travel (the
/// network player carries its network).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Agent {
    /// The algorithmic player.
    Algo,
    /// The algorithmic player by the thesis's repository's rules.
    AlgoThesis,
    /// The network player with this network.
    Nn(Network),
    /// Uniformly random legal actions.
    Random,
}

impl Agent {
    /// The agent `name` (`nn` playing `network`), read by [`AgentKind::parse_with`], the lab's
    /// one reader of agent names.
    pub fn named(name: &str, network: Option<&Network>) -> Result<Agent, String> {
        let kind = AgentKind::parse_with(name, || {
            network
                .map(|n| std::sync::Arc::new(n.clone()))
                .ok_or_else(|| "the nn agent needs a network".to_string())
        })?;
        Ok(match kind {
            AgentKind::Algo => Agent::Algo,
            AgentKind::AlgoThesis => Agent::AlgoThesis,
            AgentKind::Nn(n) => Agent::Nn((*n).clone()),
            AgentKind::Random => Agent::Random,
        })
    }

    /// The kind that makes its bots ([`AgentKind::agent`], the lab's one factory).
    pub fn kind(&self) -> AgentKind {
        match self {
            Agent::Algo => AgentKind::Algo,
            Agent::AlgoThesis => AgentKind::AlgoThesis,
            Agent::Nn(n) => AgentKind::Nn(std::sync::Arc::new(n.clone())),
            Agent::Random => AgentKind::Random,
        }
    }
}

/// Items `first, first + stride, …` of an experiment, one unit per game.
pub struct ExperimentShare {
    kind: AgentKind,
    players: Vec<usize>,
    games: u64,
    seed: Seed,
    next: u64,
    stride: u64,
    results: Vec<GameResult>,
}

impl ExperimentShare {
    fn items(&self) -> u64 {
        self.players.len() as u64 * self.games
    }
}

impl Job for ExperimentShare {
    type Output = Vec<GameResult>;

    fn step(&mut self, budget: u64) -> Option<Vec<GameResult>> {
        for _ in 0..budget.max(1) {
            if self.next >= self.items() {
                break;
            }
            let p = self.players[(self.next / self.games) as usize];
            let i = self.next % self.games;
            // Each table size has its own stream of deals, as on the command line.
            self.results.push(experiment_game(
                &self.kind,
                p,
                self.seed.derive(p as u64),
                i,
            ));
            self.next += self.stride;
        }
        (self.next >= self.items()).then(|| self.results.clone())
    }

    fn progress(&self) -> Progress {
        let done = self.results.len() as u64;
        let total = self.items().div_ceil(self.stride).max(1);
        Progress {
            done,
            total: Some(total),
            fraction: done as f64 / total as f64,
            unit: "games".into(),
        }
    }
}

/// A network's training, reporting its epochs.
struct TrainJob(Training);

impl LabJob<Output, Detail> for TrainJob {
    fn step(&mut self, budget: u64) -> Option<Output> {
        Job::step(&mut self.0, budget).map(|o| Output::Trained(Box::new(o)))
    }
    fn progress(&self) -> Progress {
        Job::progress(&self.0)
    }
    fn detail(&self) -> Option<Detail> {
        Some(Detail::Train(
            self.0
                .untrained()
                .into_iter()
                .chain(self.0.epochs())
                .cloned()
                .collect(),
        ))
    }
}

/// Validates `request` and builds its job; `clock` times the benchmark.
pub fn start(request: &Request, clock: Clock) -> Result<Started<Output, Detail>, StartError> {
    Ok(match request {
        Request::Experiment {
            agent,
            players,
            games,
            seed,
            first,
            stride,
        } => {
            let kind = agent.kind();
            check_table_sizes(players)?;
            check_games(*games)?;
            if *stride == 0 {
                return Err(StartError::field("stride", "the stride must be at least 1"));
            }
            let share = ExperimentShare {
                kind,
                players: players.clone(),
                games: *games,
                seed: Seed(*seed),
                next: *first,
                stride: *stride,
                results: Vec::new(),
            };
            Started::new(Adapt(share, Output::Games), 1)
        }
        Request::Train { config } => Started::new(TrainJob(Training::new(config.clone())?), 1),
        Request::Bench { games } => Started::new(
            Adapt(TtrBench::new(*games, Box::new(clock))?, Output::Bench),
            1,
        ),
        Request::Universal { config } => Started::new(
            Adapt(Comparison::new(config.clone())?, |o| {
                Output::Compared(Box::new(o))
            }),
            1,
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::testing::{fake_clock, finish, rejected};

    /// The smallest training the page offers: a few teacher games, 2 epochs.
    fn tiny_training() -> TrainConfig {
        TrainConfig {
            games_per_count: 2,
            player_counts: vec![2],
            epochs: 2,
            batch: 50,
            eval_games: 1,
            ..TrainConfig::default()
        }
    }

    fn experiment(first: u64, stride: u64, network: Option<Network>) -> Request {
        Request::Experiment {
            agent: network.map_or(Agent::Algo, Agent::Nn),
            players: vec![3, 2],
            games: 3,
            seed: 9,
            first,
            stride,
        }
    }

    fn games(request: Request) -> Vec<GameResult> {
        match finish(start(&request, fake_clock)) {
            Output::Games(g) => g,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn an_experiment_split_over_workers_plays_the_games_of_one_run() {
        let key = |r: &GameResult| (r.players, r.index);
        let mut whole = games(experiment(0, 1, None));
        let mut split = games(experiment(0, 2, None));
        split.extend(games(experiment(1, 2, None)));
        whole.sort_by_key(key);
        split.sort_by_key(key);
        assert_eq!(whole, split);
        assert_eq!(whole.len(), 6);
        // Game i at p players is the command line's: dealt from seed.derive(p), index i.
        assert_eq!(
            whole[4],
            experiment_game(&AgentKind::Algo, 3, Seed(9).derive(3), 1)
        );
        let share = games(Request::Experiment {
            agent: Agent::Algo,
            players: vec![2],
            games: 6,
            seed: 4,
            first: 1,
            stride: 2,
        });
        assert_eq!(share.iter().map(|r| r.index).collect::<Vec<_>>(), [1, 3, 5]);
        assert!(share.iter().all(|r| r.players == 2));
        let tiny = Network::new(Seed(1));
        assert_eq!(games(experiment(0, 5, Some(tiny))).len(), 2);
    }

    #[test]
    fn a_training_reports_its_epochs_and_the_bench_times_four_table_sizes() {
        let Started { mut job, .. } = start(
            &Request::Train {
                config: tiny_training(),
            },
            fake_clock,
        )
        .unwrap();
        let mut seen = 0;
        let trained = loop {
            if let Some(out) = job.step(1) {
                break out;
            }
            if let Some(Detail::Train(e)) = job.detail() {
                assert!(e.len() >= seen);
                seen = e.len();
            }
        };
        assert!(seen >= 1, "epochs are reported before the end");
        assert!(
            matches!(job.detail(), Some(Detail::Train(e)) if e.len() == 3 && e[0].epoch == 0),
            "the untrained network and two epochs"
        );
        assert!(
            matches!(&trained, Output::Trained(o) if o.epochs.len() == 2 && o.network.parameters() > 0)
        );
        let bench = finish(start(&Request::Bench { games: 1 }, fake_clock));
        assert!(
            matches!(&bench, Output::Bench(r) if r.rows.len() == 4),
            "{bench:?}"
        );
    }

    #[test]
    fn bad_requests_are_refused_with_a_reason() {
        let refuse = |r: Request| rejected(start(&r, fake_clock));
        let with =
            |agent: &str, players: Vec<usize>, games: u64, stride: u64| Request::Experiment {
                agent: Agent::named(agent, None).unwrap(),
                players,
                games,
                seed: 1,
                first: 0,
                stride,
            };
        assert!(refuse(with("algo", vec![2], 0, 1)).contains("games"));
        assert!(refuse(with("algo", vec![2], MAX_GAMES + 1, 1)).contains("games"));
        assert!(refuse(with("algo", vec![2], 1, 0)).contains("stride"));
        for players in [vec![6], vec![2, 2], vec![]] {
            assert!(refuse(with("algo", players, 1, 1)).contains("2–5"));
        }
        assert!(refuse(Request::Bench { games: 0 }).contains("games"));
        let mut compare = CompareConfig::new("ours", 1).unwrap();
        compare.games = 0;
        assert!(refuse(Request::Universal { config: compare }).contains("games"));
        // Names are read once, into an agent that carries its network.
        assert!(Agent::named("nn", None).unwrap_err().contains("network"));
        assert!(Agent::named("wizard", None).unwrap_err().contains("wizard"));
        let tiny = Network::new(Seed(2));
        assert_eq!(Agent::named("nn", Some(&tiny)), Ok(Agent::Nn(tiny)));
        assert_eq!(Agent::named("random", None), Ok(Agent::Random));
        assert!(refuse(Request::Train {
            config: TrainConfig {
                epochs: 0,
                ..tiny_training()
            }
        })
        .contains("epochs"));
    }
}
