//! The catalogue of the jobs the browser's worker runs: one variant per lab, each wrapping
//! that lab's own request, output and live state.
//!
//! Why so thin: a lab's requests, limits, checks and adapter jobs live in the lab's own `jobs`
//! module, next to the code they protect, so changing one lab touches one folder, and a new
//! lab adds one line to the `catalogue!` list, from which the enums, the conversions and
//! [`start`]'s dispatch are generated. The catalogue is the top floor: it
//! imports every lab, and nothing but the worker glue (`web::worker`, `web::job`) imports it — page models build
//! their lab's request, never a [`JobSpec`], so a lab never depends on the others through here.
//! It is core code, compiled and tested natively; the worker only owns the loop, the clock and
//! the messages.

use serde::{Deserialize, Serialize};

use crate::evolve;
use crate::games::{
    blotto, connect4, evolution, extensive, imperfect, ipd, loa, love_letter, matrix,
    ticket_to_ride, tictactoe,
};
use crate::jobs::{self, no_detail, Clock, StartError, Started};
use crate::racing;

/// A lab's `Detail` variant where it has one, else nothing (a helper of `catalogue!`).
macro_rules! with_detail {
    ([] $variant:expr) => {
        no_detail
    };
    ([$detail:ident] $variant:expr) => {
        $variant
    };
}

/// A lab's `start`: with the clock, or without for a lab whose jobs are never timed (a helper
/// of `catalogue!`).
macro_rules! start_lab {
    ([] $lab:ident, $request:expr, $clock:expr) => {
        $lab::jobs::start($request, $clock)
    };
    ([untimed] $lab:ident, $request:expr, $clock:expr) => {
        $lab::jobs::start($request)
    };
}

/// The catalogue from one line per lab: `Variant(lab_module)`, `with Detail` when its running
/// jobs report a live state, `(lab_module, untimed)` when its `start` takes no clock. The first
/// group's jobs travel as values ([`JobSpec`], [`JobOutput`], [`JobDetail`]); the second
/// group's — the labs of the second page module — as bincode bytes ([`DeferredSpec`],
/// [`DeferredOutput`], [`DeferredDetail`]). From the lines come the enums, the
/// `From<Request> for JobSpec` of each lab (so a page hands its own request to the worker) and
/// [`start`]'s dispatch.
macro_rules! catalogue {
    (
        first { $(
            $(#[$fdoc:meta])* $fv:ident($flab:ident $(, $funtimed:ident)?) $(with $fdet:ident)?;
        )* }
        second { $( $(#[$sdoc:meta])* $sv:ident($slab:ident) $(with $sdet:ident)?; )* }
    ) => {
        /// The lab modules of the first group, by name (checked against the registry).
        #[cfg(test)]
        const FIRST: &[&str] = &[$(stringify!($flab)),*];
        /// The lab modules of the second group, by name.
        #[cfg(test)]
        const SECOND: &[&str] = &[$(stringify!($slab)),*];

        /// The jobs the worker knows: one variant per lab.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        pub enum JobSpec {
            $( $(#[$fdoc])* $fv($flab::jobs::Request), )*
            /// A lab whose page lives in the second page module: a [`DeferredSpec`] as bincode
            /// bytes.
            Deferred(Vec<u8>),
            /// The worker's own check (a job that panics on purpose): not a lab.
            Check(jobs::check::Request),
        }

        /// What a finished job produced: its lab's output.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        pub enum JobOutput {
            $(
                #[doc = concat!("From [`JobSpec::", stringify!($fv), "`].")]
                $fv($flab::jobs::Output),
            )*
            /// From [`JobSpec::Deferred`]: a [`DeferredOutput`] as bincode bytes.
            Deferred(Vec<u8>),
            /// From [`JobSpec::Check`] (never: the check's job does not finish).
            Check(jobs::check::Output),
        }

        /// Live state some jobs report with each progress message: their lab's.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        pub enum JobDetail {
            $($(
                #[doc = concat!("From [`JobSpec::", stringify!($fv), "`].")]
                $fv($flab::jobs::$fdet),
            )?)*
            /// From [`JobSpec::Deferred`]: a [`DeferredDetail`] as bincode bytes.
            Deferred(Vec<u8>),
        }

        $(
            impl From<$flab::jobs::Request> for JobSpec {
                fn from(request: $flab::jobs::Request) -> Self {
                    JobSpec::$fv(request)
                }
            }
        )*

        /// The jobs of the labs whose pages live in the second page module (`web::deferred`).
        /// They cross the catalogue as bincode bytes ([`JobSpec::Deferred`],
        /// [`JobOutput::Deferred`], [`JobDetail::Deferred`]): the first module, which only
        /// passes bytes along, then carries none of their types' encoding code — only the
        /// second module and the worker do. A spec is made once per job and crosses as
        /// bytes, so its variants' sizes differing (a whole IPD form beside a preset's key)
        /// costs nothing worth a box.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[allow(clippy::large_enum_variant)]
        pub enum DeferredSpec {
            $( $(#[$sdoc])* $sv($slab::jobs::Request), )*
        }

        /// What a deferred lab's job produced.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        pub enum DeferredOutput {
            $(
                #[doc = concat!("From [`DeferredSpec::", stringify!($sv), "`].")]
                $sv($slab::jobs::Output),
            )*
        }

        /// A deferred lab's live state.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        pub enum DeferredDetail {
            $($(
                #[doc = concat!("From [`DeferredSpec::", stringify!($sv), "`].")]
                $sv($slab::jobs::$sdet),
            )?)*
        }

        $(
            impl From<$slab::jobs::Request> for JobSpec {
                fn from(request: $slab::jobs::Request) -> Self {
                    DeferredSpec::$sv(request).encode()
                }
            }
        )*

        /// Validates `spec` with its lab's checks and builds its job; `clock` times
        /// benchmarks.
        pub fn start(
            spec: &JobSpec,
            clock: Clock,
        ) -> Result<Started<JobOutput, JobDetail>, StartError> {
            Ok(match spec {
                $(
                    JobSpec::$fv(r) => start_lab!([$($funtimed)?] $flab, r, clock)?
                        .map(JobOutput::$fv, with_detail!([$($fdet)?] JobDetail::$fv)),
                )*
                JobSpec::Deferred(bytes) => {
                    let deferred: DeferredSpec =
                        bincode::deserialize(bytes).map_err(|e| e.to_string())?;
                    match deferred {
                        $(
                            DeferredSpec::$sv(r) => $slab::jobs::start(&r, clock)?.map(
                                |o| JobOutput::Deferred(encode(&DeferredOutput::$sv(o))),
                                with_detail!(
                                    [$($sdet)?]
                                    |d| JobDetail::Deferred(encode(&DeferredDetail::$sv(d)))
                                ),
                            ),
                        )*
                    }
                }
                JobSpec::Check(r) => jobs::check::start(r).map(JobOutput::Check, no_detail),
            })
        }

        /// The job for a part of `parent`'s work that it hands to a helper
        /// ([`LabJob::delegate`](crate::jobs::LabJob::delegate)): `request` is a request of
        /// `parent`'s lab as bincode bytes.
        pub fn delegated(parent: &JobSpec, request: &[u8]) -> Result<JobSpec, String> {
            let wrong = |e: bincode::Error| format!("a helper's request: {e}");
            Ok(match parent {
                $( JobSpec::$fv(_) => JobSpec::$fv(bincode::deserialize(request).map_err(wrong)?), )*
                JobSpec::Deferred(bytes) => {
                    let deferred: DeferredSpec = bincode::deserialize(bytes).map_err(wrong)?;
                    match deferred {
                        $(
                            DeferredSpec::$sv(_) => DeferredSpec::$sv(
                                bincode::deserialize(request).map_err(wrong)?,
                            )
                            .encode(),
                        )*
                    }
                }
                JobSpec::Check(_) => return Err("the check hands no work to helpers".into()),
            })
        }

        /// A helper's output as its lab's output in bincode bytes, for the job that asked
        /// for it ([`LabJob::deliver`](crate::jobs::LabJob::deliver)).
        pub fn delivered(output: &JobOutput) -> Result<Vec<u8>, String> {
            Ok(match output {
                $( JobOutput::$fv(o) => encode(o), )*
                JobOutput::Deferred(bytes) => {
                    let deferred: DeferredOutput = bincode::deserialize(bytes)
                        .map_err(|e| format!("a helper's output: {e}"))?;
                    match deferred {
                        $( DeferredOutput::$sv(o) => encode(&o), )*
                    }
                }
                JobOutput::Check(o) => encode(o),
            })
        }
    };
}

catalogue! {
    first {
        /// Racing: error curves, calibration, the benchmark.
        Racing(racing);
        /// Colonel Blotto: solves, value curves, the benchmark.
        Blotto(blotto);
        /// Normal-form games: all equilibria, the analyses, the benchmark.
        NormalForm(matrix);
        /// Game trees: the analyses of a tree.
        Trees(extensive, untimed);
        /// Imperfect information: exact solutions and CFR.
        Imperfect(imperfect) with Detail;
        /// Optimising War and Rrrats! strategies.
        Evolve(evolve) with Detail;
        /// Love Letter: tournaments, races, the benchmark.
        LoveLetter(love_letter) with Detail;
    }
    second {
        /// Tic-tac-toe: tree statistics, the searchers' verification, the benchmark, training.
        TicTacToe(tictactoe) with Detail;
        /// The evolution lab's dynamics and Moran panels.
        Evolution(evolution);
        /// The iterated prisoner's dilemma (evolution lab).
        Ipd(ipd) with Detail;
        /// Lines of Action: searches, solves, the benchmark.
        Loa(loa) with Detail;
        /// Connect Four: every column's score, the benchmark.
        Connect4(connect4) with Detail;
        /// Ticket to Ride: experiments, training, the benchmark.
        TicketToRide(ticket_to_ride) with Detail;
    }
}

impl From<jobs::check::Request> for JobSpec {
    fn from(request: jobs::check::Request) -> Self {
        JobSpec::Check(request)
    }
}

fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    bincode::serialize(value).expect("plain data encodes")
}

impl DeferredSpec {
    /// The request as the catalogue carries it.
    pub fn encode(&self) -> JobSpec {
        JobSpec::Deferred(encode(self))
    }
}

impl DeferredOutput {
    /// The deferred output inside `output`, if it is one.
    pub fn of(output: &JobOutput) -> Option<DeferredOutput> {
        match output {
            JobOutput::Deferred(bytes) => bincode::deserialize(bytes).ok(),
            _ => None,
        }
    }
}

impl DeferredDetail {
    /// The deferred live state inside `detail`, if it is one.
    pub fn of(detail: &JobDetail) -> Option<DeferredDetail> {
        match detail {
            JobDetail::Deferred(bytes) => bincode::deserialize(bytes).ok(),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::testing::{fake_clock, finish, rejected};

    /// Whether a lab has jobs for the worker (a `jobs.rs` in its folder): every lab but the
    /// classroom, whose work is done by its server.
    fn has_jobs(lab: &crate::labs::Lab) -> bool {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(lab.folder)
            .join("jobs.rs")
            .is_file()
    }

    /// The catalogue's two groups hold the registry's labs in the page module the registry
    /// gives each (a lab's module is its folder's name; the evolution lab's prisoner's
    /// dilemma, `ipd`, is a second module of its own lab).
    #[test]
    fn the_catalogue_groups_the_labs_as_the_registry_does() {
        use crate::labs::{PageModule, LABS};
        assert!(!has_jobs(crate::labs::lab("classroom").unwrap()));
        for lab in LABS.iter().filter(|l| has_jobs(l)) {
            let module = lab.folder.rsplit('/').next().unwrap();
            let group = match lab.module {
                PageModule::First => FIRST,
                PageModule::Second => SECOND,
            };
            assert!(group.contains(&module), "{} is not in its group", lab.key);
        }
        assert_eq!(
            FIRST.len() + SECOND.len(),
            LABS.iter().filter(|l| has_jobs(l)).count() + 1
        );
    }

    /// Every lab the registry places in the second page module sends its jobs as bytes.
    #[test]
    fn every_second_module_lab_sends_bytes() {
        let keys: Vec<&str> = crate::labs::second_module()
            .filter(|k| has_jobs(crate::labs::lab(k).unwrap()))
            .collect();
        assert_eq!(
            keys,
            [
                "tictactoe",
                "evolution",
                "loa",
                "connect4",
                "ticket-to-ride"
            ]
        );
        let specs: [JobSpec; 6] = [
            tictactoe::jobs::Request::VerifyAll.into(),
            evolution::jobs::Request::Moran {
                game: evolution::lab::GameSource::Matrix("0 1\n1 0".into()),
                form: evolution::jobs::MoranForm::default(),
            }
            .into(),
            ipd::jobs::Request::Strategies {
                lang: String::new(),
            }
            .into(),
            loa::jobs::Request::Table42 {
                positions: 1,
                max_nodes: 1,
            }
            .into(),
            ticket_to_ride::jobs::Request::Bench { games: 1 }.into(),
            connect4::jobs::Request::Bench {
                set: connect4::bench::BenchSet::Middle,
                count: 1,
            }
            .into(),
        ];
        assert!(specs.iter().all(|s| matches!(s, JobSpec::Deferred(_))));
    }

    /// A deferred lab's request crosses the catalogue as bytes and comes back decodable.
    #[test]
    fn deferred_labs_travel_as_bytes() {
        let spec = DeferredSpec::Ipd(ipd::jobs::Request::Strategies {
            lang: String::new(),
        })
        .encode();
        assert!(matches!(spec, JobSpec::Deferred(_)));
        let out = finish(start(&spec, fake_clock));
        let Some(DeferredOutput::Ipd(ipd::jobs::Output::View(r))) = DeferredOutput::of(&out) else {
            panic!("the strategies' view")
        };
        assert!(r.html.contains("Tit For Tat"));
        assert!(start(&JobSpec::Deferred(vec![7, 7, 7]), fake_clock).is_err());
    }

    /// A job that hands work to helpers: its requests become jobs here, their outputs go
    /// back to it, and the run is the one it makes alone.
    #[test]
    fn a_job_hands_work_to_helpers_and_takes_their_output() {
        let request = |helpers| {
            JobSpec::from(tictactoe::jobs::Request::Train(
                tictactoe::training::TrainRequest {
                    generations: 2,
                    games_per_generation: 5,
                    simulations: 4,
                    seed: 2,
                    helpers,
                },
            ))
        };
        let alone = finish(start(&request(0), fake_clock));
        let spec = request(2);
        let mut job = start(&spec, fake_clock).unwrap().job;
        let mut helped = 0;
        let out = loop {
            if let Some(o) = job.step(2) {
                break o;
            }
            for r in job.delegate() {
                let helper = delegated(&spec, &r).unwrap();
                assert!(matches!(helper, JobSpec::Deferred(_)));
                let got = finish(start(&helper, fake_clock));
                job.deliver(&delivered(&got).unwrap()).unwrap();
                helped += 1;
            }
        };
        assert_eq!(helped, 4);
        assert_eq!(out, alone);
        assert!(job.deliver(&[1, 2, 3]).is_err());
        assert!(delegated(&spec, &[9, 9]).is_err());
        let check = JobSpec::from(jobs::check::Request::Panic);
        assert!(delegated(&check, &[]).is_err());
        // A job that hands out nothing refuses deliveries.
        let mut plain = start(&request(0), fake_clock).unwrap().job;
        assert!(plain.delegate().is_empty());
        assert!(plain.deliver(&[]).is_err());
        assert!(!plain.waiting());
    }

    /// Each lab's requests are tested in its own `jobs` module; here, that each arm reaches
    /// its lab and wraps the lab's output and live state in its own variant.
    #[test]
    fn every_lab_is_reached_through_its_own_variant() {
        let stats = finish(start(
            &tictactoe::jobs::Request::FullTree {
                board: "XXO.X.O..".into(),
            }
            .into(),
            fake_clock,
        ));
        assert!(matches!(
            DeferredOutput::of(&stats),
            Some(DeferredOutput::TicTacToe(tictactoe::jobs::Output::Stats(_)))
        ));
        let calibration = finish(start(
            &racing::jobs::Request::Calibrate {
                mu: 0.55,
                alpha: 0.05,
                eps: 0.01,
            }
            .into(),
            fake_clock,
        ));
        assert!(matches!(
            calibration,
            JobOutput::Racing(racing::jobs::Output::Calibration(Ok(_)))
        ));
        let curves = finish(start(
            &blotto::jobs::Request::Curves {
                families: vec![(2, 2)],
                a_max: 2,
            }
            .into(),
            fake_clock,
        ));
        assert!(matches!(
            curves,
            JobOutput::Blotto(blotto::jobs::Output::Curves(_))
        ));
        let equilibria = finish(start(
            &matrix::jobs::Request::Equilibria {
                nfg: matrix::nfg::write_game(&matrix::MatrixPreset::MatchingPennies.game()),
            }
            .into(),
            fake_clock,
        ));
        assert!(matches!(
            equilibria,
            JobOutput::NormalForm(matrix::jobs::Output::Equilibria(_))
        ));
        let tree = extensive::TreePreset::ALL[0].tree();
        let analysis = finish(start(
            &extensive::jobs::Request::Analyse {
                sketch: extensive::edit::Sketch::from_tree(&tree).unwrap(),
                names: extensive::lab::names_of(&tree),
            }
            .into(),
            fake_clock,
        ));
        assert!(matches!(
            analysis,
            JobOutput::Trees(extensive::jobs::Output::Analysis(_))
        ));
        let bench = finish(start(
            &evolve::jobs::Request::GamesBench { games: 100 }.into(),
            fake_clock,
        ));
        assert!(matches!(
            bench,
            JobOutput::Evolve(evolve::jobs::Output::GamesBench(_))
        ));
        let loa_game = loa::jobs::LoaGame {
            start: loa::text::START_TEXT.into(),
            moves: vec![],
            rules: loa::Rules::default(),
        };
        let Started { mut job, .. } = start(
            &loa::jobs::Request::Search {
                game: loa_game,
                max_nodes: 2_000,
                max_depth: None,
            }
            .into(),
            fake_clock,
        )
        .unwrap();
        job.step(1);
        assert!(matches!(
            job.detail().as_ref().and_then(DeferredDetail::of),
            Some(DeferredDetail::Loa(loa::jobs::Detail::Search { .. }))
        ));
        let output = loop {
            if let Some(out) = job.step(1_000) {
                break out;
            }
        };
        assert!(matches!(
            DeferredOutput::of(&output),
            Some(DeferredOutput::Loa(loa::jobs::Output::Analysis(_)))
        ));
        let games = finish(start(
            &love_letter::jobs::Request::Tournament {
                agents: vec![
                    love_letter::agents::AgentKind::Random,
                    love_letter::agents::AgentKind::Greedy,
                ],
                players: 2,
                seed: 1,
                iterations: 10,
                first: 0,
                stride: 1,
                count: 2,
            }
            .into(),
            fake_clock,
        ));
        assert!(
            matches!(games, JobOutput::LoveLetter(love_letter::jobs::Output::Games(g)) if g.len() == 2)
        );
        let ttr = finish(start(
            &ticket_to_ride::jobs::Request::Experiment {
                agent: ticket_to_ride::jobs::Agent::Random,
                players: vec![2],
                games: 1,
                seed: 1,
                first: 0,
                stride: 1,
            }
            .into(),
            fake_clock,
        ));
        assert!(
            matches!(DeferredOutput::of(&ttr), Some(DeferredOutput::TicketToRide(ticket_to_ride::jobs::Output::Games(g))) if g.len() == 1)
        );
    }

    #[test]
    fn a_lab_refusal_reaches_the_worker_unchanged() {
        let request = tictactoe::jobs::Request::Bench { reps: 0 };
        assert_eq!(
            rejected(start(&request.clone().into(), fake_clock)),
            rejected(tictactoe::jobs::start(&request, fake_clock))
        );
    }
}
