//! The tic-tac-toe lab's worker jobs: what its page may ask for ([`Request`]), the limits and
//! checks of each request, and what comes back ([`Output`]).
//!
//! Each lab keeps its requests here, beside the code they run, so a change to one lab touches
//! one folder; the crate's catalogue only wraps a [`Request`] in its enum and calls [`start`].

use serde::{Deserialize, Serialize};

use super::bench::{BenchRow, TicTacToeBench};
use super::training::{
    check_network, judge_network, play_order, HelperCodec, TrainLabJob, TrainRequest,
};
use super::{FullTree, TicTacToe, TreeStats, VerifyAll, VerifyReport};
use crate::jobs::{Adapt, Clock, Once, StartError, Started};
use crate::learn::job::{SelfPlayDelivery, SelfPlayOrder, TrainingOutcome};
use crate::learn::network::Network;
use crate::learn::strength::Strength;
use crate::learn::trainer::GenerationPoint;

/// The most timed repetitions of the tic-tac-toe benchmark a page may ask for.
pub const MAX_BENCH_REPS: u32 = 100;

/// The jobs of the tic-tac-toe page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Walk the whole tree from a position (given as its 9-character string).
    FullTree {
        /// The start position.
        board: String,
    },
    /// Check every searcher against minimax on every reachable position.
    VerifyAll,
    /// Time the full solve per algorithm.
    Bench {
        /// Timed solves per algorithm.
        reps: u32,
    },
    /// Teach a network from nothing by self-play ([`super::training`]).
    Train(TrainRequest),
    /// Play a share of a training generation's self-play for the worker that trains
    /// ([`crate::learn::job`]).
    SelfPlay(SelfPlayOrder),
    /// Measure a saved network against the perfect player.
    Judge {
        /// The network, as loaded.
        network: Network,
    },
}

/// What a finished tic-tac-toe job produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// From [`Request::FullTree`].
    Stats(TreeStats),
    /// From [`Request::VerifyAll`].
    Verify(VerifyReport),
    /// From [`Request::Bench`].
    Bench(Vec<BenchRow>),
    /// From [`Request::Train`]: the curves and the network.
    Trained(TrainingOutcome),
    /// From [`Request::Judge`].
    Judged(Strength),
    /// From [`Request::SelfPlay`]: the share's samples.
    SelfPlayed(SelfPlayDelivery),
}

/// What a running training reports: its curves so far, one point per generation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Detail {
    /// From [`Request::Train`].
    Training(Vec<GenerationPoint>),
}

/// A training run's orders as [`Request::SelfPlay`] bytes, and helpers' outputs read back.
pub const HELPERS: HelperCodec = HelperCodec {
    order: |order| bincode::serialize(&Request::SelfPlay(order)).expect("plain data encodes"),
    delivery: |bytes| match bincode::deserialize(bytes) {
        Ok(Output::SelfPlayed(delivery)) => Ok(delivery),
        _ => Err("a helper's answer is not self-play".into()),
    },
};

/// Checks the benchmark's repetitions.
pub fn check_bench_reps(reps: u32) -> Result<(), StartError> {
    if reps == 0 || reps > MAX_BENCH_REPS {
        return Err(StartError::field(
            "repetitions",
            format!("repetitions must be 1–{MAX_BENCH_REPS}"),
        ));
    }
    Ok(())
}

/// Validates `request` and builds its job; `clock` times the benchmark.
pub fn start(request: &Request, clock: Clock) -> Result<Started<Output, Detail>, StartError> {
    Ok(match request {
        Request::FullTree { board } => {
            let start = TicTacToe::parse(board).map_err(|e| e.to_string())?;
            Started::new(Adapt(FullTree::new(start), Output::Stats), 2_000)
        }
        Request::VerifyAll => Started::new(Adapt(VerifyAll::new(), Output::Verify), 4),
        Request::Bench { reps } => {
            check_bench_reps(*reps)?;
            Started::new(
                Adapt(TicTacToeBench::new(*reps, Box::new(clock)), Output::Bench),
                1,
            )
        }
        Request::Train(r) => Started::new(
            TrainLabJob::new(r, Output::Trained, Detail::Training, HELPERS)?,
            1,
        ),
        Request::SelfPlay(order) => {
            check_network(&order.network).map_err(|e| StartError::field("network", e))?;
            Started::new(Adapt(play_order(order.clone()), Output::SelfPlayed), 1)
        }
        Request::Judge { network } => {
            check_network(network).map_err(|e| StartError::field("network", e))?;
            let network = network.clone();
            let judge = Once::new("networks", move || judge_network(&network));
            Started::new(Adapt(judge, Output::Judged), 1)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::testing::{finish, rejected, starts};

    #[test]
    fn training_runs_and_a_network_is_judged_or_refused() {
        let request = Request::Train(TrainRequest {
            generations: 1,
            games_per_generation: 2,
            simulations: 4,
            seed: 5,
            helpers: 0,
        });
        let Output::Trained(outcome) = finish(start(&request, crate::jobs::testing::fake_clock))
        else {
            panic!("not a training outcome")
        };
        assert_eq!(outcome.history.len(), 1);
        let want = outcome.history[0].strength.clone().unwrap();
        let judge = Request::Judge {
            network: outcome.network,
        };
        let Output::Judged(got) = finish(start(&judge, crate::jobs::testing::fake_clock)) else {
            panic!("not a strength")
        };
        assert_eq!(got, want);
        let connect4 = Request::Judge {
            network: Network::new("connect4", 84, &[8], 7, crate::rng::Seed(1)),
        };
        assert!(rejected(start(&connect4, crate::jobs::testing::fake_clock)).contains("connect4"));
        let bad = Request::Train(TrainRequest {
            games_per_generation: 0,
            ..TrainRequest::default()
        });
        assert!(rejected(start(&bad, crate::jobs::testing::fake_clock)).contains("games"));
    }

    #[test]
    fn the_full_tree_from_a_position_counts_its_positions() {
        let Output::Stats(stats) = finish(start(
            &Request::FullTree {
                board: "XXO.X.O..".into(),
            },
            crate::jobs::testing::fake_clock,
        )) else {
            panic!("not tree statistics")
        };
        let root = TicTacToe::parse("XXO.X.O..").unwrap();
        let whole = crate::jobs::run_to_end(&mut FullTree::new(root));
        assert_eq!(stats, whole);
        starts(start(&Request::VerifyAll, crate::jobs::testing::fake_clock));
        starts(start(
            &Request::Bench { reps: 1 },
            crate::jobs::testing::fake_clock,
        ));
    }

    #[test]
    fn bad_requests_are_refused_with_a_reason() {
        let refuse = |r: Request| rejected(start(&r, crate::jobs::testing::fake_clock));
        assert!(refuse(Request::FullTree {
            board: "XXX......".into()
        })
        .contains('X'));
        assert!(refuse(Request::Bench {
            reps: MAX_BENCH_REPS + 1
        })
        .contains("1–100"));
        assert!(refuse(Request::Bench { reps: 0 }).contains("1–100"));
    }
}
