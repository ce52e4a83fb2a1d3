//! The evolution lab's worker jobs for the dynamics and the Moran panels: the phase portrait
//! with its rest points, trajectories and logit path in one answer (every part takes
//! milliseconds, so one request per edit keeps the page simple and its module free of the
//! solvers), and the Moran process exactly beside a seeded simulation. The prisoner's dilemma's
//! jobs are `games::ipd::jobs`.

use serde::{Deserialize, Serialize};

use super::field::Dynamics;
use super::integrate::{self, Settings};
use super::lab::{rest_rows, GameSource, RestRow};
use super::logit_path::{logit_path, LogitPath};
use super::moran::{fixation, Fixation, MoranSimulation, MoranSpec, MoranTally};
use super::picture::portrait_svg;
use super::portrait::{from_picture, views, View};
use super::rest::rest_points;
use super::trajectory::Trajectory;
use super::{EvoGame, Point};
use crate::jobs::{Adapt, Clock, Job, LabJob, NoDetail, Progress, Started};
use crate::rng::Seed;

/// The most trajectories one portrait draws.
pub const MAX_STARTS: usize = 24;

/// The longest time (or the most rounds of fictitious play) of a trajectory on the page.
pub const MAX_TIME: f64 = 10_000.0;

/// Samples of each trajectory.
pub const SAMPLES: usize = 400;

/// The largest λ the logit path is traced to.
pub const LOGIT_LAMBDA_MAX: f64 = 1_000.0;

/// The most simulated runs of the Moran process on the page.
pub const MAX_MORAN_RUNS: u64 = 100_000;

/// Where a trajectory starts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Start {
    /// A click (or the keyboard's cursor) at picture coordinates `(u, v)` of view `view`.
    Picture {
        /// The view's index in [`views`].
        view: usize,
        /// Picture coordinates.
        u: f64,
        /// Picture coordinates (upwards).
        v: f64,
    },
    /// Shares typed by the person (x then y).
    Shares(Vec<f64>),
}

/// The jobs of the dynamics and Moran panels.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// The game's portrait in one view, its rest points, the trajectories from `starts`, and
    /// the logit equilibrium path.
    Portrait {
        /// The game.
        game: GameSource,
        /// The dynamics drawn and run.
        dynamics: Dynamics,
        /// Which view (for four strategies: which face).
        view: usize,
        /// The trajectories' starts.
        starts: Vec<Start>,
        /// How long each runs (rounds for fictitious play).
        time: f64,
        /// The keyboard cursor, in picture coordinates.
        cursor: Option<(f64, f64)>,
    },
    /// The Moran process: fixation probabilities exactly, and `runs` simulated runs.
    Moran {
        /// The game.
        game: GameSource,
        /// Population, selection intensity (a fraction as typed) and the two strategies.
        population: u64,
        /// Selection intensity w, as typed (a fraction or a decimal).
        intensity: String,
        /// The two strategies (0-based).
        strategies: [usize; 2],
        /// Simulated runs.
        runs: u64,
        /// The simulation's seed.
        seed: u64,
    },
}

/// The portrait and everything beside it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Portrait {
    /// The picture (SVG), or why there is none (a game of more than 2×2 between two
    /// populations).
    pub svg: Result<String, String>,
    /// The views' names (the faces of a tetrahedron), for the view chooser.
    pub views: Vec<String>,
    /// The strategies' names (rows, and columns for two populations).
    pub names: (Vec<String>, Option<Vec<String>>),
    /// The payoff matrix as text (one population).
    pub matrix: Option<String>,
    /// The rest points.
    pub rest: Vec<RestRow>,
    /// The normal-form lab's page of this game, when it takes it.
    pub normal_form: Option<String>,
    /// The trajectories, one per start (the last is the newest).
    pub trajectories: Vec<Trajectory>,
    /// The logit equilibrium path (principal branch), or why it stopped.
    pub logit: Result<LogitPath, String>,
}

/// The Moran panel's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Moran {
    /// The exact fixation probabilities.
    pub exact: Fixation,
    /// ρ_A, ρ_B and 1/N as doubles.
    pub exact_f64: [f64; 3],
    /// The exact answer in words.
    pub summary: String,
    /// The simulated runs.
    pub tally: MoranTally,
    /// The simulation's estimates of ρ_B and ρ_A with 99% Wilson intervals.
    pub estimates: [(f64, f64, f64); 2],
    /// The two strategies' names.
    pub names: [String; 2],
}

/// What the jobs return.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// From [`Request::Portrait`].
    Portrait(Box<Portrait>),
    /// From [`Request::Moran`].
    Moran(Box<Moran>),
}

/// The portrait, computed at once (milliseconds).
pub fn portrait(
    game: &EvoGame,
    dynamics: Dynamics,
    view: usize,
    starts: &[Start],
    time: f64,
    cursor: Option<(f64, f64)>,
) -> Result<Portrait, String> {
    if starts.len() > MAX_STARTS {
        return Err(format!("at most {MAX_STARTS} trajectories; clear some"));
    }
    if !(time > 0.0 && time <= MAX_TIME) {
        return Err(format!("the time must be in (0, {MAX_TIME}]"));
    }
    if let Dynamics::Logit { lambda } | Dynamics::StochasticFictitious { lambda, .. } = dynamics {
        if !(lambda.is_finite() && (0.0..=1e6).contains(&lambda)) {
            return Err("λ must be a number from 0 to 1 000 000".into());
        }
    }
    let all_views = views(game);
    let view_list: Vec<View> = all_views.clone().unwrap_or_default();
    let chosen = view_list.get(view).copied();
    let mut trajectories = Vec::with_capacity(starts.len());
    for s in starts {
        let point = match s {
            Start::Picture { view, u, v } => match view_list.get(*view) {
                Some(w) => from_picture(game, *w, *u, *v),
                None => return Err("that view does not exist for this game".into()),
            },
            Start::Shares(shares) => Point::checked(game, shares).map_err(|e| e.to_string())?,
        };
        let settings = Settings::new(dynamics, point, time, SAMPLES);
        trajectories.push(integrate::run_with(game, &settings).map_err(|e| e.to_string())?);
    }
    let rest = rest_points(game);
    let normal_form = crate::links::normal_form_game(&game.to_bimatrix()).map(|l| l.href());
    let svg = match (all_views, chosen) {
        (Err(e), _) => Err(e.to_string()),
        (Ok(_), None) => Err("that view does not exist for this game".into()),
        (Ok(_), Some(v)) => Ok(portrait_svg(
            game,
            &dynamics,
            v,
            &rest,
            &trajectories,
            cursor,
        )),
    };
    let (names, cols) = game.names();
    let view_names = view_list
        .iter()
        .map(|v| match v {
            View::Face { absent } => format!("the face without {}", names[*absent]),
            View::Segment => "the segment".into(),
            View::Triangle => "the triangle".into(),
            View::Square => "the unit square".into(),
        })
        .collect();
    Ok(Portrait {
        svg,
        views: view_names,
        names: (names, cols),
        matrix: super::lab::matrix_text(game),
        rest: rest_rows(&rest, normal_form.as_deref()),
        normal_form,
        trajectories,
        logit: logit_path(game, LOGIT_LAMBDA_MAX).map_err(|e| e.to_string()),
    })
}

/// The Moran job: the exact answer first, then the runs (one unit each).
struct MoranJob {
    exact: Fixation,
    names: [String; 2],
    simulation: MoranSimulation,
}

impl LabJob<Output, NoDetail> for MoranJob {
    fn step(&mut self, budget: u64) -> Option<Output> {
        let tally = self.simulation.step(budget)?;
        Some(Output::Moran(Box::new(Moran {
            exact_f64: self.exact.as_f64(),
            summary: self
                .exact
                .summary([self.names[0].as_str(), self.names[1].as_str()]),
            exact: self.exact.clone(),
            estimates: tally.estimates(crate::stats::Z99),
            tally,
            names: self.names.clone(),
        })))
    }
    fn progress(&self) -> Progress {
        self.simulation.progress()
    }
}

/// Starts a request's job.
pub fn start(request: &Request, _clock: Clock) -> Result<Started<Output, NoDetail>, String> {
    match request {
        Request::Portrait {
            game,
            dynamics,
            view,
            starts,
            time,
            cursor,
        } => {
            let game = game.read()?;
            let p = portrait(&game, *dynamics, *view, starts, *time, *cursor)?;
            Ok(Started::new(
                Adapt(Ready(Some(Output::Portrait(Box::new(p)))), |o| o),
                1,
            ))
        }
        Request::Moran {
            game,
            population,
            intensity,
            strategies,
            runs,
            seed,
        } => {
            let game = game.read()?;
            let intensity = crate::text::read_number(intensity).map_err(|e| format!("w: {e}"))?;
            if *runs == 0 || *runs > MAX_MORAN_RUNS {
                return Err(format!("runs: give 1 to {MAX_MORAN_RUNS}"));
            }
            let spec = MoranSpec {
                population: *population,
                intensity,
                strategies: *strategies,
            };
            let exact = fixation(&game, &spec).map_err(|e| e.to_string())?;
            let simulation = MoranSimulation::new(&game, &spec, Seed(*seed), 0..*runs)
                .map_err(|e| e.to_string())?;
            let (names, _) = game.names();
            let name = |i: usize| names.get(i).cloned().unwrap_or_default();
            Ok(Started::new(
                MoranJob {
                    exact,
                    names: [name(strategies[0]), name(strategies[1])],
                    simulation,
                },
                100,
            ))
        }
    }
}

/// A job whose answer is already computed.
struct Ready<T>(Option<T>);

impl<T> Job for Ready<T> {
    type Output = T;
    fn step(&mut self, _budget: u64) -> Option<T> {
        self.0.take()
    }
    fn progress(&self) -> Progress {
        Progress {
            done: 0,
            total: Some(1),
            fraction: 0.0,
            unit: "pictures".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::evolution::EvoPreset;

    fn finish(request: &Request) -> Output {
        let mut job = start(request, || 0.0).unwrap().job;
        loop {
            if let Some(o) = job.step(1_000) {
                return o;
            }
        }
    }

    #[test]
    fn a_click_on_rock_paper_scissors_draws_a_closed_orbit() {
        let r = Request::Portrait {
            game: GameSource::Preset(EvoPreset::RpsZeroSum),
            dynamics: Dynamics::Replicator,
            view: 0,
            starts: vec![Start::Picture {
                view: 0,
                u: 0.5,
                v: 0.2,
            }],
            time: 30.0,
            cursor: None,
        };
        let Output::Portrait(p) = finish(&r) else {
            panic!("a portrait")
        };
        assert!(p.svg.as_ref().unwrap().contains("class=\"trajectory\""));
        let t = &p.trajectories[0];
        // x1·x2·x3 is constant along the orbit.
        let prod = |x: &Vec<f64>| x.iter().product::<f64>();
        let first = prod(&t.x[0]);
        assert!(t.x.iter().all(|x| (prod(x) - first).abs() < 1e-8));
        let centre = p.rest.iter().find(|r| r.x == "(1/3, 1/3, 1/3)").unwrap();
        assert_eq!(centre.stability, "centre");
        assert!(centre.nash && !centre.ess);
        assert!(p.normal_form.is_some() && centre.link.is_some());
        assert!(p.logit.is_ok());
    }

    #[test]
    fn four_strategies_have_four_faces_and_bad_input_is_refused() {
        let r = |view, time| Request::Portrait {
            game: GameSource::Preset(EvoPreset::HawkDoveRetaliatorBully),
            dynamics: Dynamics::Replicator,
            view,
            starts: vec![],
            time,
            cursor: Some((0.3, 0.3)),
        };
        let Output::Portrait(p) = finish(&r(2, 10.0)) else {
            panic!()
        };
        assert_eq!(p.views.len(), 4);
        assert!(p.svg.unwrap().contains("id=\"cursor\""));
        assert!(start(&r(0, -1.0), || 0.0).is_err());
        let bad = Request::Portrait {
            game: GameSource::Matrix("1 2\n3".into()),
            dynamics: Dynamics::Replicator,
            view: 0,
            starts: vec![],
            time: 1.0,
            cursor: None,
        };
        assert!(start(&bad, || 0.0).err().unwrap().contains("row 2"));
    }

    #[test]
    fn moran_exact_beside_its_simulation() {
        let r = Request::Moran {
            game: GameSource::Preset(EvoPreset::HawkDove),
            population: 20,
            intensity: "1/10".into(),
            strategies: [0, 1],
            runs: 4_000,
            seed: 5,
        };
        let Output::Moran(m) = finish(&r) else {
            panic!()
        };
        let [(b, lo_b, hi_b), (a, lo_a, hi_a)] = m.estimates;
        assert!(
            lo_b <= m.exact_f64[1] && m.exact_f64[1] <= hi_b,
            "{b} vs {}",
            m.exact_f64[1]
        );
        assert!(
            lo_a <= m.exact_f64[0] && m.exact_f64[0] <= hi_a,
            "{a} vs {}",
            m.exact_f64[0]
        );
        assert_eq!(m.tally.runs, 4_000);
        let bad = Request::Moran {
            game: GameSource::Preset(EvoPreset::HawkDove),
            population: 20,
            intensity: "2".into(),
            strategies: [0, 1],
            runs: 10,
            seed: 5,
        };
        assert!(start(&bad, || 0.0).is_err());
    }
}
