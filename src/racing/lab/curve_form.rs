//! The error-curve view's form ([`CurveForm`], text as typed) and its link, its validation
//! into a [`CurveRequest`] (every bad field named at once) and the worker jobs that compute it,
//! the merging of the workers' Monte Carlo tallies and the CSV export of the results.

use super::{open_unit_field, Query};
use crate::i18n::Said;
use crate::plot::csv;
use crate::racing::curves::{grid, CurvePoint, Deltas};
use crate::racing::jobs::Request;
use crate::racing::montecarlo::McTally;
use crate::racing::race::PrecisionStop;
use crate::racing::{check_mu, Algorithm, ParamError, Params, Schedule};
use crate::text::{parse_field as number, parse_real_field};

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
    /// Races at their own δ, as typed: `key=δ`, comma-separated (empty: every race at δ).
    pub deltas: String,
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
            deltas: String::new(),
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

    /// The thesis's Fig. 2.7: LEBR at ε = 0.01, δ = 0.05 beside ILEBR* at δ = 3.02101484·10⁻¹¹
    /// (393 tests, 393² ≈ LEBR's mean number of games at μ = 0.5: "the same power"), Monte Carlo
    /// with the precision stop (LEBR stops only by it) and ILEBR*'s exact curve.
    pub fn figure_2_7() -> Self {
        CurveForm {
            algorithms: vec![Algorithm::Lebr, Algorithm::IlebrStar],
            theory: false,
            exact: true,
            mc: true,
            from: "0.49".into(),
            to: "0.51".into(),
            steps: "21".into(),
            runs: "100".into(),
            precision: true,
            deltas: "ilebr-star=3.02101484e-11".into(),
            ..CurveForm::default()
        }
    }

    /// The races' own δ as typed, read: each `key=δ` must name a chosen race once, with δ in
    /// (0, 1).
    pub fn own_deltas(&self) -> Result<Deltas, ParamError> {
        let bad = |said: Said| ParamError::new("deltas", said);
        let mut out: Deltas = Vec::new();
        for item in self
            .deltas
            .split(',')
            .map(str::trim)
            .filter(|t| !t.is_empty())
        {
            let (key, value) = item.split_once('=').ok_or_else(|| {
                bad(Said::new("field-deltas-form").text("item", format!("{item:?}")))
            })?;
            let a = Algorithm::from_key(key.trim()).ok_or_else(|| {
                bad(Said::new("field-not-a-race").text("key", format!("{:?}", key.trim())))
            })?;
            if !self.algorithms.contains(&a) {
                return Err(bad(
                    Said::new("field-deltas-not-chosen").text("race", a.name())
                ));
            }
            if out.iter().any(|(b, _)| *b == a) {
                return Err(bad(Said::new("field-deltas-twice").text("race", a.name())));
            }
            let d = open_unit_field("deltas", value.trim()).map_err(|e| {
                bad(Said::new("field-deltas-race")
                    .text("race", a.name())
                    .said("reason", e.said))
            })?;
            out.push((a, d));
        }
        Ok(out)
    }

    /// A race's name on the charts, with its own δ when it has one.
    pub fn label(&self, a: Algorithm) -> String {
        crate::i18n::with_english(|w| self.label_in(a, w))
    }

    /// [`CurveForm::label`] in the language of `words`.
    pub fn label_in(&self, a: Algorithm, words: &crate::i18n::Catalogue) -> String {
        match self
            .own_deltas()
            .ok()
            .and_then(|d| d.iter().find(|(b, _)| *b == a).map(|&(_, d)| d))
        {
            Some(d) => format!(
                "{} (δ = {})",
                a.name_in(words),
                words.decimal(&format!("{d:.3e}"))
            ),
            None => a.name_in(words),
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
        let from = keep(parse_real_field("from", &self.from).and_then(|v| {
            check_mu(v)
                .map(|_| v)
                .map_err(|e| ParamError { field: "from", ..e })
        }));
        let to = keep(parse_real_field("to", &self.to).and_then(|v| {
            check_mu(v)
                .map(|_| v)
                .map_err(|e| ParamError { field: "to", ..e })
        }));
        let eps = keep(open_unit_field("eps", &self.eps));
        let delta = keep(open_unit_field("delta", &self.delta));
        let steps = number::<usize>("steps", &self.steps)
            .map_err(|e| errors.push(e))
            .ok();
        let runs = number::<u64>("runs", &self.runs)
            .and_then(|r| {
                if (1..=MAX_CURVE_RUNS).contains(&r) {
                    Ok(r)
                } else {
                    Err(ParamError::new("runs", Said::new("field-curve-runs")))
                }
            })
            .map_err(|e| errors.push(e))
            .ok();
        let seed = number::<u64>("seed", &self.seed)
            .map_err(|e| errors.push(e))
            .ok();
        if self.algorithms.is_empty() {
            errors.push(ParamError::new(
                "algorithms",
                Said::new("field-curve-no-algorithm"),
            ));
        }
        if !(self.theory || self.exact || self.mc) {
            errors.push(ParamError::new(
                "methods",
                Said::new("field-curve-no-method"),
            ));
        }
        let (Some(from), Some(to), Some(eps), Some(delta), Some(steps), Some(runs), Some(seed)) =
            (from, to, eps, delta, steps, runs, seed)
        else {
            return Err(errors);
        };
        let mus = grid(from, to, steps).map_err(|e| errors.push(e)).ok();
        let deltas = self
            .own_deltas()
            .map_err(|e| errors.push(e))
            .unwrap_or_default();
        let params = Params {
            eps,
            delta,
            tests: None,
            // The classic races never stop at μ = 0.5: runs still going at the cap count
            // as undecided (neither right nor wrong).
            cap: CURVE_CAP,
        };
        for &a in &self.algorithms {
            match Schedule::new(a, &crate::racing::curves::params_for(&params, &deltas, a)) {
                Err(e) => errors.push(e),
                // A race that can stop only by its precision test never stops without it:
                // every Monte Carlo run would play to the cap and look error-free.
                Ok(schedule)
                    if self.mc
                        && !self.precision
                        && !a.stops_on_crossing()
                        && schedule.horizon().is_none() =>
                {
                    errors.push(ParamError::new(
                        "precision",
                        Said::new("field-curve-precision-only")
                            .text("race", a.name())
                            .decimal("cap", crate::plot::fmt_number(CURVE_CAP as f64)),
                    ));
                }
                Ok(_) => {}
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
                deltas,
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
    /// The μ grid (at most [`crate::racing::curves::MAX_POINTS`] values).
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
    /// Races at their own δ.
    pub deltas: Deltas,
}

impl CurveRequest {
    /// The exact job (theory and dynamic programming), when wanted.
    pub fn exact_job(&self) -> Option<Request> {
        self.exact.then(|| Request::Exact {
            algorithms: self.algorithms.clone(),
            params: self.params,
            mus: self.mus.clone(),
            deltas: self.deltas.clone(),
        })
    }

    /// The Monte Carlo jobs, one per worker (none when not wanted): worker `i` of `workers`
    /// runs indices `runs·i/workers .. runs·(i+1)/workers`, so the shares cover every run once.
    pub fn mc_jobs(&self, workers: u64) -> Vec<Request> {
        if !self.mc {
            return Vec::new();
        }
        (0..workers)
            .map(|i| {
                let (first, last) = (self.runs * i / workers, self.runs * (i + 1) / workers);
                Request::Mc {
                    algorithms: self.algorithms.clone(),
                    params: self.params,
                    mus: self.mus.clone(),
                    seed: self.seed,
                    first,
                    runs: last - first,
                    precision: self.precision,
                    deltas: self.deltas.clone(),
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

/// The curves form a link describes (defaults for what it leaves out).
pub fn curve_form_from_query(q: &Query) -> CurveForm {
    let d = CurveForm::default();
    let or = |v: &Option<String>, d: String| v.clone().filter(|s| !s.is_empty()).unwrap_or(d);
    let show = q.cshow.clone().unwrap_or_else(|| "tem".into());
    CurveForm {
        algorithms: match &q.calgs {
            Some(list) => list.split(',').filter_map(Algorithm::from_key).collect(),
            None => d.algorithms,
        },
        theory: show.contains('t'),
        exact: show.contains('e'),
        mc: show.contains('m'),
        from: or(&q.cfrom, d.from),
        to: or(&q.cto, d.to),
        steps: or(&q.csteps, d.steps),
        runs: or(&q.cruns, d.runs),
        seed: or(&q.cseed, d.seed),
        eps: or(&q.ceps, d.eps),
        delta: or(&q.cdelta, d.delta),
        precision: q.cprec.as_deref() == Some("1"),
        deltas: q.cdeltas.clone().unwrap_or_default(),
    }
}

/// What is wrong with the error-curve inputs a link sets (as `evolve::live_race::live_link_errors` does for the live race),
/// including race keys the form cannot show.
pub fn curve_link_errors(q: &Query) -> Vec<ParamError> {
    if !q.sets_curves() {
        return Vec::new();
    }
    let mut errors = curve_form_from_query(q).request().err().unwrap_or_default();
    for key in q.calgs.iter().flat_map(|list| list.split(',')) {
        if Algorithm::from_key(key).is_none() {
            errors.push(ParamError::new(
                "algorithms",
                Said::new("field-not-a-race").text("key", format!("{key:?}")),
            ));
        }
    }
    errors
}

/// Writes the curves form into `q` (other views' fields are kept).
pub fn write_curve_query(form: &CurveForm, mut q: Query) -> Query {
    q.view = Some("curves".into());
    q.calgs = Some(
        form.algorithms
            .iter()
            .map(|a| a.key())
            .collect::<Vec<_>>()
            .join(","),
    );
    q.cshow = Some(
        [(form.theory, 't'), (form.exact, 'e'), (form.mc, 'm')]
            .into_iter()
            .filter_map(|(on, c)| on.then_some(c))
            .collect(),
    );
    q.cfrom = Some(form.from.clone());
    q.cto = Some(form.to.clone());
    q.csteps = Some(form.steps.clone());
    q.cruns = Some(form.runs.clone());
    q.cseed = Some(form.seed.clone());
    q.ceps = Some(form.eps.clone());
    q.cdelta = Some(form.delta.clone());
    q.cprec = Some(if form.precision { "1" } else { "0" }.into());
    q.cdeltas = (!form.deltas.trim().is_empty()).then(|| form.deltas.clone());
    q
}
