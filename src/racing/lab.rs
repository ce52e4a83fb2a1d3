//! The racing lab's curves model: the form of the error-curve view ([`CurveForm`], text as
//! typed), its validation into a [`CurveRequest`] and the worker jobs that compute it (one exact
//! job, Monte Carlo split between workers), the merging of the workers' Monte Carlo tallies
//! ([`merge_mc`]) and the CSV export of the results ([`CurveData::csv`]).
//!
//! It lives in the core so `cargo test` checks it: the web page only reads the inputs, starts
//! the jobs this module builds and draws what comes back. Monte Carlo run `i` always uses the
//! seed derived for index `i`, so the runs can be split between any number of workers by index
//! ranges and the merged tallies equal those of one batch, whatever the number of workers.

use super::curves::{grid, CurvePoint};
use super::montecarlo::McTally;
use super::race::PrecisionStop;
use super::{check_mu, check_open_unit, Algorithm, ParamError, Params, Schedule};
use crate::jobs::catalogue::JobSpec;
use crate::plot::csv;

/// A parsed number field: the value, or the error to show next to the input.
pub fn number<T: std::str::FromStr>(field: &'static str, text: &str) -> Result<T, ParamError> {
    crate::text::parse_field(field, text)
}

/// The game cap of Monte Carlo runs on the curves view.
pub const CURVE_CAP: u64 = 1_000_000;

/// The most Monte Carlo runs per μ the curves view takes.
pub const MAX_CURVE_RUNS: u64 = 1_000_000;

/// The curves view's form, as typed.
#[derive(Clone, Debug, PartialEq)]
pub struct CurveForm {
    /// The races to draw.
    pub algorithms: Vec<Algorithm>,
    /// Draw the theory F_μ(N).
    pub theory: bool,
    /// Draw the exact curve (dynamic programming).
    pub exact: bool,
    /// Draw Monte Carlo estimates.
    pub mc: bool,
    /// The first μ.
    pub from: String,
    /// The last μ.
    pub to: String,
    /// The number of μ values.
    pub steps: String,
    /// Monte Carlo runs per μ.
    pub runs: String,
    /// The Monte Carlo seed.
    pub seed: String,
    /// ε.
    pub eps: String,
    /// δ.
    pub delta: String,
    /// Monte Carlo with the precision stop.
    pub precision: bool,
}

impl Default for CurveForm {
    fn default() -> Self {
        CurveForm {
            algorithms: vec![Algorithm::IlebrStar, Algorithm::IlebrStar2],
            theory: true,
            exact: true,
            mc: true,
            from: "0.48".into(),
            to: "0.52".into(),
            steps: "41".into(),
            runs: "200".into(),
            seed: "1".into(),
            eps: "0.01".into(),
            delta: "0.05".into(),
            precision: false,
        }
    }
}

impl CurveForm {
    /// The thesis's Fig. 2.5: α(μ) of ILEBR 2, ILEBR* and ILEBR* 2 at ε = 0.01, δ = 0.05.
    pub fn figure_2_5() -> Self {
        CurveForm {
            algorithms: vec![
                Algorithm::Ilebr2,
                Algorithm::IlebrStar,
                Algorithm::IlebrStar2,
            ],
            ..CurveForm::default()
        }
    }

    /// The thesis's Fig. 2.4: ILEBR* with δ calibrated for α = 0.05 at μ = 0.497 (N = 275).
    pub fn figure_2_4() -> Self {
        CurveForm {
            algorithms: vec![Algorithm::IlebrStar],
            delta: "1.4847682e-4".into(),
            ..CurveForm::default()
        }
    }

    /// The classic races against LEBR (Monte Carlo only; per-game simulation is slower).
    pub fn classic_races() -> Self {
        CurveForm {
            algorithms: vec![Algorithm::Hoeffding, Algorithm::Bernstein, Algorithm::Lebr],
            theory: false,
            exact: false,
            from: "0.45".into(),
            to: "0.55".into(),
            steps: "11".into(),
            runs: "40".into(),
            precision: true,
            ..CurveForm::default()
        }
    }

    /// The validated request, or every problem by field.
    pub fn request(&self) -> Result<CurveRequest, Vec<ParamError>> {
        let mut errors = Vec::new();
        let mut keep = |r: Result<f64, ParamError>| r.map_err(|e| errors.push(e)).ok();
        let from = keep(number("from", &self.from).and_then(|v| {
            check_mu(v)
                .map(|_| v)
                .map_err(|e| ParamError { field: "from", ..e })
        }));
        let to = keep(number("to", &self.to).and_then(|v| {
            check_mu(v)
                .map(|_| v)
                .map_err(|e| ParamError { field: "to", ..e })
        }));
        let eps = keep(number("eps", &self.eps).and_then(|v| check_open_unit("eps", v).map(|_| v)));
        let delta =
            keep(number("delta", &self.delta).and_then(|v| check_open_unit("delta", v).map(|_| v)));
        let steps = number::<usize>("steps", &self.steps)
            .map_err(|e| errors.push(e))
            .ok();
        let runs = number::<u64>("runs", &self.runs)
            .and_then(|r| {
                if (1..=MAX_CURVE_RUNS).contains(&r) {
                    Ok(r)
                } else {
                    Err(ParamError {
                        field: "runs",
                        reason: "give 1–1 000 000 runs per μ".into(),
                    })
                }
            })
            .map_err(|e| errors.push(e))
            .ok();
        let seed = number::<u64>("seed", &self.seed)
            .map_err(|e| errors.push(e))
            .ok();
        if self.algorithms.is_empty() {
            errors.push(ParamError {
                field: "algorithms",
                reason: "choose at least one algorithm".into(),
            });
        }
        if !(self.theory || self.exact || self.mc) {
            errors.push(ParamError {
                field: "methods",
                reason: "choose at least one method".into(),
            });
        }
        let (Some(from), Some(to), Some(eps), Some(delta), Some(steps), Some(runs), Some(seed)) =
            (from, to, eps, delta, steps, runs, seed)
        else {
            return Err(errors);
        };
        let mus = grid(from, to, steps).map_err(|e| errors.push(e)).ok();
        let params = Params {
            eps,
            delta,
            tests: None,
            // The classic races never stop at μ = 0.5: runs still going at the cap count
            // as undecided (neither right nor wrong).
            cap: CURVE_CAP,
        };
        for &a in &self.algorithms {
            if let Err(e) = Schedule::new(a, &params) {
                errors.push(e);
            }
        }
        match mus {
            Some(mus) if errors.is_empty() => Ok(CurveRequest {
                algorithms: self.algorithms.clone(),
                params,
                mus,
                runs,
                seed,
                exact: self.theory || self.exact,
                mc: self.mc,
                precision: if self.precision {
                    PrecisionStop::On
                } else {
                    PrecisionStop::Off
                },
            }),
            _ => Err(errors),
        }
    }
}

/// A validated curve computation.
#[derive(Clone, Debug, PartialEq)]
pub struct CurveRequest {
    /// The races.
    pub algorithms: Vec<Algorithm>,
    /// ε, δ and the game cap.
    pub params: Params,
    /// The μ grid (at most [`super::curves::MAX_POINTS`] values).
    pub mus: Vec<f64>,
    /// Monte Carlo runs per μ.
    pub runs: u64,
    /// The Monte Carlo seed.
    pub seed: u64,
    /// Whether theory or exact curves are wanted (one exact job computes both).
    pub exact: bool,
    /// Whether Monte Carlo is wanted.
    pub mc: bool,
    /// Monte Carlo with or without the precision stop.
    pub precision: PrecisionStop,
}

impl CurveRequest {
    /// The exact job (theory and dynamic programming), when wanted.
    pub fn exact_job(&self) -> Option<JobSpec> {
        self.exact.then(|| JobSpec::RaceExact {
            algorithms: self.algorithms.clone(),
            params: self.params,
            mus: self.mus.clone(),
        })
    }

    /// The Monte Carlo jobs, one per worker (none when not wanted): worker `i` of `workers`
    /// runs indices `runs·i/workers .. runs·(i+1)/workers`, so the shares cover every run once.
    pub fn mc_jobs(&self, workers: u64) -> Vec<JobSpec> {
        if !self.mc {
            return Vec::new();
        }
        (0..workers)
            .map(|i| {
                let (first, last) = (self.runs * i / workers, self.runs * (i + 1) / workers);
                JobSpec::RaceMc {
                    algorithms: self.algorithms.clone(),
                    params: self.params,
                    mus: self.mus.clone(),
                    seed: self.seed,
                    first,
                    runs: last - first,
                    precision: self.precision,
                }
            })
            .collect()
    }
}

/// Monte Carlo tallies per algorithm, one per μ, as a worker returns them.
pub type McTallies = Vec<(Algorithm, Vec<McTally>)>;

/// Results of a curve computation: per algorithm and μ, theory/exact and merged Monte Carlo.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CurveData {
    /// Theory and exact points.
    pub points: Vec<CurvePoint>,
    /// Monte Carlo tallies merged over the workers.
    pub mc: McTallies,
}

/// The workers' Monte Carlo tallies merged: per algorithm (in order of first appearance), the
/// tallies at each μ summed.
pub fn merge_mc(parts: &[McTallies]) -> McTallies {
    let mut merged: McTallies = Vec::new();
    for part in parts {
        for (a, tallies) in part {
            match merged.iter_mut().find(|(b, _)| b == a) {
                Some((_, acc)) => {
                    for (x, y) in acc.iter_mut().zip(tallies) {
                        x.merge(y);
                    }
                }
                None => merged.push((*a, tallies.clone())),
            }
        }
    }
    merged
}

/// The CSV export's columns.
pub const CSV_HEADER: [&str; 7] = [
    "algorithm",
    "method",
    "mu",
    "alpha",
    "alpha_ci_low",
    "alpha_ci_high",
    "mean_games",
];

impl CurveData {
    /// The results as CSV: a row per theory, exact and Monte Carlo point.
    pub fn csv(&self) -> String {
        let mut rows = Vec::new();
        for p in &self.points {
            if let Some(t) = p.theory {
                rows.push(vec![
                    p.algorithm.key().into(),
                    "theory".into(),
                    p.mu.to_string(),
                    t.to_string(),
                    String::new(),
                    String::new(),
                    String::new(),
                ]);
            }
            if let Some(e) = &p.exact {
                rows.push(vec![
                    p.algorithm.key().into(),
                    "exact".into(),
                    p.mu.to_string(),
                    e.alpha.to_string(),
                    String::new(),
                    String::new(),
                    e.mean_games.to_string(),
                ]);
            }
        }
        for (a, tallies) in &self.mc {
            for t in tallies {
                let r = t.result();
                rows.push(vec![
                    a.key().into(),
                    "mc".into(),
                    r.mu.to_string(),
                    r.alpha.to_string(),
                    r.alpha_ci.0.to_string(),
                    r.alpha_ci.1.to_string(),
                    r.mean_games.to_string(),
                ]);
            }
        }
        csv(&CSV_HEADER, &rows)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::catalogue::{start, JobOutput};
    use crate::racing::curves::MAX_POINTS;

    fn run(spec: &JobSpec) -> JobOutput {
        let mut started = start(spec, || 0.0).expect("a valid job");
        loop {
            if let Some(out) = started.job.step(started.initial_budget.max(1_000)) {
                return out;
            }
        }
    }

    fn mc(spec: &JobSpec) -> McTallies {
        match run(spec) {
            JobOutput::RaceMc(t) => t,
            other => panic!("not Monte Carlo: {other:?}"),
        }
    }

    fn small() -> CurveForm {
        CurveForm {
            from: "0.3".into(),
            to: "0.7".into(),
            steps: "3".into(),
            runs: "10".into(),
            seed: "9".into(),
            ..CurveForm::default()
        }
    }

    #[test]
    fn the_default_form_is_a_valid_request() {
        let r = CurveForm::default().request().unwrap();
        assert_eq!(r.mus.len(), 41);
        assert!((r.mus[0] - 0.48).abs() < 1e-12 && (r.mus[40] - 0.52).abs() < 1e-12);
        assert_eq!((r.runs, r.seed), (200, 1));
        assert_eq!(r.params.cap, CURVE_CAP);
        assert!(r.exact && r.mc);
        assert_eq!(r.precision, PrecisionStop::Off);
        for preset in [
            CurveForm::figure_2_5(),
            CurveForm::figure_2_4(),
            CurveForm::classic_races(),
        ] {
            assert!(preset.request().is_ok(), "{preset:?}");
        }
        let races = CurveForm::classic_races().request().unwrap();
        assert!(!races.exact && races.exact_job().is_none());
        assert_eq!(races.precision, PrecisionStop::On);
    }

    #[test]
    fn bad_fields_are_each_reported_by_name() {
        let form = CurveForm {
            algorithms: Vec::new(),
            theory: false,
            exact: false,
            mc: false,
            from: "x".into(),
            to: "2".into(),
            runs: "0".into(),
            seed: "-1".into(),
            eps: "1".into(),
            ..CurveForm::default()
        };
        let errors = form.request().unwrap_err();
        let fields: Vec<&str> = errors.iter().map(|e| e.field).collect();
        for f in ["from", "to", "eps", "runs", "seed", "algorithms", "methods"] {
            assert!(fields.contains(&f), "{f} missing from {fields:?}");
        }
        let from = errors.iter().find(|e| e.field == "from").unwrap();
        assert_eq!(from.reason, "\"x\" is not a number");
        let runs = errors.iter().find(|e| e.field == "runs").unwrap();
        assert_eq!(runs.reason, "give 1–1 000 000 runs per μ");
        let too_many = CurveForm {
            steps: (MAX_POINTS + 1).to_string(),
            ..CurveForm::default()
        };
        assert!(too_many.request().is_err());
    }

    #[test]
    fn mc_jobs_split_the_runs_between_workers_exactly_once() {
        let r = small().request().unwrap();
        let shares: Vec<(u64, u64)> = r
            .mc_jobs(4)
            .iter()
            .map(|s| match s {
                JobSpec::RaceMc { first, runs, .. } => (*first, *runs),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(shares, [(0, 2), (2, 3), (5, 2), (7, 3)]);
        let no_mc = CurveForm {
            mc: false,
            ..small()
        }
        .request()
        .unwrap();
        assert!(no_mc.mc_jobs(4).is_empty());
    }

    #[test]
    fn merging_a_split_equals_one_batch() {
        let r = small().request().unwrap();
        let one = merge_mc(&[mc(&r.mc_jobs(1)[0])]);
        let parts: Vec<McTallies> = r.mc_jobs(3).iter().map(mc).collect();
        let merged = merge_mc(&parts);
        assert_eq!(merged, one);
        assert_eq!(merged.len(), r.algorithms.len());
        assert!(merged
            .iter()
            .all(|(_, t)| t.len() == 3 && t.iter().all(|t| t.runs == 10)));
    }

    #[test]
    fn csv_has_its_header_and_a_row_per_point() {
        let r = CurveForm {
            algorithms: vec![Algorithm::IlebrStar],
            ..small()
        }
        .request()
        .unwrap();
        let points = match run(&r.exact_job().unwrap()) {
            JobOutput::RaceExact(p) => p,
            other => panic!("{other:?}"),
        };
        let data = CurveData {
            points,
            mc: merge_mc(&[mc(&r.mc_jobs(1)[0])]),
        };
        let text = data.csv();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "algorithm,method,mu,alpha,alpha_ci_low,alpha_ci_high,mean_games"
        );
        // Theory, exact and Monte Carlo at each of the 3 μ.
        assert_eq!(lines.len(), 1 + 3 * 3);
        let key = Algorithm::IlebrStar.key();
        let p = &data.points[0];
        assert_eq!(
            lines[1],
            format!("{key},theory,{},{},,,", p.mu, p.theory.unwrap())
        );
        let e = p.exact.as_ref().unwrap();
        assert_eq!(
            lines[2],
            format!("{key},exact,{},{},,,{}", p.mu, e.alpha, e.mean_games)
        );
        let m = data.mc[0].1[0].result();
        assert_eq!(
            lines[7],
            format!(
                "{key},mc,{},{},{},{},{}",
                m.mu, m.alpha, m.alpha_ci.0, m.alpha_ci.1, m.mean_games
            )
        );
        assert_eq!(CurveData::default().csv().lines().count(), 1);
    }
}
