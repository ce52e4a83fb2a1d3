//! The Colonel Blotto lab's worker jobs: what its page may ask for ([`Request`]), the checks of
//! each request, and what comes back ([`Output`]).
//!
//! Each lab keeps its requests here, beside the code they run, so a change to one lab touches
//! one folder; the crate's catalogue only wraps a [`Request`] in its enum and calls [`start`].
//! The game's own limits (fields, units, which methods a size allows) are the solver's
//! ([`Blotto::new`], [`ValueCurves::new`]); this module adds none of its own.

use serde::{Deserialize, Serialize};

use super::bench::{BlottoBench, BlottoBenchRow};
use super::solve::{BlottoMethod, BlottoSolution, SolveError, SolveJob, ValueCurve, ValueCurves};
use super::Blotto;
use crate::jobs::{Adapt, Clock, NoDetail, StartError, Started};

/// The jobs of the Blotto page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Solve a game exactly.
    Solve {
        /// The game.
        game: Blotto,
        /// The method.
        method: BlottoMethod,
    },
    /// A's value for A = 0..=a_max against each (K, B).
    Curves {
        /// The (K, B) families.
        families: Vec<(u32, u32)>,
        /// The largest A.
        a_max: u32,
    },
    /// The lecture slides' table and the hard region, timed.
    Bench,
}

/// What a finished Blotto job produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// From [`Request::Solve`] (an error message on failure).
    Solved(Result<Box<BlottoSolution>, String>),
    /// From [`Request::Curves`]: (K, B, [(A, value)]).
    Curves(Vec<ValueCurve>),
    /// From [`Request::Bench`].
    Bench(Vec<BlottoBenchRow>),
}

/// Validates `request` and builds its job; `clock` times the benchmark.
pub fn start(request: &Request, clock: Clock) -> Result<Started<Output, NoDetail>, StartError> {
    Ok(match request {
        Request::Solve { game, method } => {
            let game = Blotto::new(game.fields, game.a, game.b).map_err(|e| e.to_string())?;
            let job = SolveJob::new(game, *method);
            Started::new(
                Adapt(job, |r: Result<BlottoSolution, SolveError>| {
                    Output::Solved(r.map(Box::new).map_err(|e| e.to_string()))
                }),
                1,
            )
        }
        Request::Curves { families, a_max } => {
            let job = ValueCurves::new(families.clone(), *a_max).map_err(|e| e.to_string())?;
            // A failure inside is reported as empty curves; sizes were validated above.
            Started::new(
                Adapt(job, |r: Result<Vec<_>, SolveError>| {
                    Output::Curves(r.unwrap_or_default())
                }),
                1,
            )
        }
        Request::Bench => Started::new(Adapt(BlottoBench::new(Box::new(clock)), Output::Bench), 1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::testing::{fake_clock, finish, rejected, starts};

    #[test]
    fn a_solve_and_a_curve_run_to_their_outputs() {
        let solved = finish(start(
            &Request::Solve {
                game: Blotto::new(3, 5, 4).unwrap(),
                method: BlottoMethod::DoubleOracle,
            },
            fake_clock,
        ));
        assert!(
            matches!(&solved, Output::Solved(Ok(s)) if s.value > 0.0),
            "{solved:?}"
        );
        let curves = finish(start(
            &Request::Curves {
                families: vec![(3, 4)],
                a_max: 5,
            },
            fake_clock,
        ));
        // One family, A = 0..=5.
        assert!(
            matches!(&curves, Output::Curves(c) if c.len() == 1 && c[0].0 == 3 && c[0].1 == 4 && c[0].2.len() == 6),
            "{curves:?}"
        );
        starts(start(&Request::Bench, fake_clock));
    }

    #[test]
    fn a_game_beyond_the_limits_is_refused() {
        assert!(!rejected(start(
            &Request::Solve {
                game: Blotto {
                    fields: 0,
                    a: 1,
                    b: 1
                },
                method: BlottoMethod::Partitions,
            },
            fake_clock
        ))
        .is_empty());
    }
}
