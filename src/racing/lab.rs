//! The racing lab's curves model: the form of the error-curve view ([`CurveForm`], text as
//! typed), its validation into a [`CurveRequest`] and the worker jobs that compute it (one exact
//! job, Monte Carlo split between workers), the merging of the workers' Monte Carlo tallies
//! ([`merge_mc`]) and the CSV export of the results ([`CurveData::csv`]); and the live race's
//! form ([`LiveForm`]: its defaults, its link [`Query`], and its validation into races, every
//! bad input named at once). A live race may take real War or Rrrats! games between two
//! strategies as its source, so this module uses `evolve`'s duels and rules texts.
//!
//! It lives in the core so `cargo test` checks it: the web page only reads the inputs, starts
//! the jobs this module builds and draws what comes back. Monte Carlo run `i` always uses the
//! seed derived for index `i`, so the runs can be split between any number of workers by index
//! ranges and the merged tallies equal those of one batch, whatever the number of workers.

use super::curves::{grid, CurvePoint};
use super::jobs::Request;
use super::montecarlo::McTally;
use super::race::{Bernoulli, Outcomes, Pattern, PrecisionStop, Race, Sampling};
use super::{check_mu, check_open_unit, Algorithm, ParamError, Params, Schedule};
use crate::evolve::lab::{parse_rules, rules_text, Policy};
use crate::evolve::{Duel, GameConfig};
use crate::plot::csv;
use crate::rng::Seed;
use crate::text::{parse_field as number, parse_real_field};
use serde::{Deserialize, Serialize};

/// A probability-like field that must lie strictly between 0 and 1 (ε, δ), read as typed.
pub fn open_unit_field(field: &'static str, text: &str) -> Result<f64, ParamError> {
    let v = parse_real_field(field, text)?;
    check_open_unit(field, v)?;
    Ok(v)
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
            match Schedule::new(a, &params) {
                Err(e) => errors.push(e),
                // A race that can stop only by its precision test never stops without it:
                // every Monte Carlo run would play to the cap and look error-free.
                Ok(schedule)
                    if self.mc
                        && !self.precision
                        && !a.stops_on_crossing()
                        && schedule.horizon().is_none() =>
                {
                    errors.push(ParamError {
                        field: "precision",
                        reason: format!(
                            "{} stops only by its precision test: without the precision stop every Monte Carlo run would play to the cap ({} games) and look error-free — tick \"Monte Carlo with the precision stop\"",
                            a.name(),
                            crate::plot::fmt_number(CURVE_CAP as f64)
                        ),
                    });
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
    pub fn exact_job(&self) -> Option<Request> {
        self.exact.then(|| Request::Exact {
            algorithms: self.algorithms.clone(),
            params: self.params,
            mus: self.mus.clone(),
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

/// The racing page's URL query: every input as typed, so a link restores the page.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Query {
    /// Which view: `live` (default), `curves` or `calc`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub view: Option<String>,
    /// Live race: the first algorithm's key.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub a1: Option<String>,
    /// Live race: the second algorithm's key, or `none`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub a2: Option<String>,
    /// Live race: μ of the simulated Bernoulli source.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mu: Option<String>,
    /// Live race: a repeating 0/1 pattern as the source.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pattern: Option<String>,
    /// Live race: ε.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eps: Option<String>,
    /// Live race: δ.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub delta: Option<String>,
    /// Live race: the source's seed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<String>,
    /// Live race: the most games.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cap: Option<String>,
    /// Live race: a real game as the source (`war` or `rrrats`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// Live race: the first strategy of the game source, as typed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub s1: Option<String>,
    /// Live race: the second strategy of the game source, as typed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub s2: Option<String>,
    /// The game source's rules (see `evolve::lab::rules_text`; empty = defaults).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    /// Error curves: the races (comma-separated keys).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub calgs: Option<String>,
    /// Error curves: which methods, as letters t (theory), e (exact), m (Monte Carlo).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cshow: Option<String>,
    /// Error curves: the smallest μ.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cfrom: Option<String>,
    /// Error curves: the largest μ.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cto: Option<String>,
    /// Error curves: the number of μ steps.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub csteps: Option<String>,
    /// Error curves: Monte Carlo runs per μ.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cruns: Option<String>,
    /// Error curves: the Monte Carlo seed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cseed: Option<String>,
    /// Error curves: ε.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ceps: Option<String>,
    /// Error curves: δ.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cdelta: Option<String>,
    /// Error curves: the precision stop in Monte Carlo (`1`) or not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cprec: Option<String>,
}

/// The races of a live run, each with its own copy of the same stream.
pub type LiveRaces = Vec<(Algorithm, Race<Box<dyn Outcomes>>)>;

/// The live race's form, every input as typed.
#[derive(Clone, Debug, PartialEq)]
pub struct LiveForm {
    /// The first algorithm's key.
    pub a1: String,
    /// The second algorithm's key, or `none`.
    pub a2: String,
    /// The source: `mu`, `pattern`, `war` or `rrrats`.
    pub source: String,
    /// μ of the simulated source.
    pub mu: String,
    /// The repeating 0/1 pattern.
    pub pattern: String,
    /// The game source's first strategy.
    pub s1: String,
    /// The game source's second strategy.
    pub s2: String,
    /// The game source's rules text.
    pub rules: String,
    /// ε.
    pub eps: String,
    /// δ.
    pub delta: String,
    /// The source's seed.
    pub seed: String,
    /// The most games.
    pub cap: String,
}

impl LiveForm {
    /// The form a link describes (defaults for what it leaves out).
    pub fn from_query(q: &Query) -> Self {
        let or = |v: &Option<String>, d: &str| {
            v.clone()
                .filter(|s| !s.is_empty())
                .unwrap_or_else(|| d.to_string())
        };
        LiveForm {
            a1: or(&q.a1, "ilebr-star2"),
            a2: or(&q.a2, "lebr"),
            source: match q.game.as_deref() {
                Some(g @ ("war" | "rrrats")) => g.into(),
                _ if q.pattern.is_some() => "pattern".into(),
                _ => "mu".into(),
            },
            s1: or(
                &q.s1,
                if q.game.as_deref() == Some("rrrats") {
                    "stop4"
                } else {
                    "desc"
                },
            ),
            s2: or(
                &q.s2,
                if q.game.as_deref() == Some("rrrats") {
                    "stop2"
                } else {
                    "asc"
                },
            ),
            rules: q.rules.clone().unwrap_or_default(),
            mu: or(&q.mu, "0.47"),
            pattern: or(&q.pattern, "110"),
            eps: or(&q.eps, "0.01"),
            delta: or(&q.delta, "0.05"),
            seed: or(&q.seed, "1"),
            cap: or(&q.cap, "200000"),
        }
    }

    /// The form as a link's query.
    pub fn to_query(&self) -> Query {
        Query {
            view: None,
            a1: Some(self.a1.clone()),
            a2: Some(self.a2.clone()),
            mu: (self.source == "mu").then(|| self.mu.clone()),
            pattern: (self.source == "pattern").then(|| self.pattern.clone()),
            eps: Some(self.eps.clone()),
            delta: Some(self.delta.clone()),
            seed: Some(self.seed.clone()),
            cap: Some(self.cap.clone()),
            game: self.game().map(|g| g.key().to_string()),
            s1: self.game().map(|_| self.s1.clone()),
            s2: self.game().map(|_| self.s2.clone()),
            rules: self.game().map(|g| rules_text(&g)),
            ..Query::default()
        }
    }

    /// The real game chosen as the source, with the rules as typed (or linked) read, if any.
    pub fn game_rules(&self) -> Option<Result<GameConfig, ParamError>> {
        match self.source.as_str() {
            g @ ("war" | "rrrats") => {
                Some(parse_rules(g, &self.rules).map_err(|reason| ParamError {
                    field: "rules",
                    reason,
                }))
            }
            _ => None,
        }
    }

    /// The real game chosen as the source (its default rules while the typed ones do not
    /// read; [`LiveForm::build`] reports that), if any.
    pub fn game(&self) -> Option<GameConfig> {
        self.game_rules()
            .map(|r| r.unwrap_or_else(|_| parse_rules(&self.source, "").expect("default rules")))
    }

    /// The two strategies of a game source.
    pub fn strategies(&self, game: &GameConfig) -> Result<(Policy, Policy), Vec<ParamError>> {
        let a = Policy::parse(game, &self.s1).map_err(|reason| ParamError {
            field: "s1",
            reason,
        });
        let b = Policy::parse(game, &self.s2).map_err(|reason| ParamError {
            field: "s2",
            reason,
        });
        match (a, b) {
            (Ok(a), Ok(b)) => Ok((a, b)),
            (a, b) => Err([a.err(), b.err()].into_iter().flatten().collect()),
        }
    }

    /// Every race of the form, on one stream each (identical streams), or every error.
    pub fn build(&self) -> Result<LiveRaces, Vec<ParamError>> {
        let mut errors = Vec::new();
        let mut keep = |r: Result<f64, ParamError>| r.map_err(|e| errors.push(e)).ok();
        let eps = keep(open_unit_field("eps", &self.eps));
        let delta = keep(open_unit_field("delta", &self.delta));
        let cap = number::<u64>("cap", &self.cap)
            .map_err(|e| errors.push(e))
            .ok();
        let seed = number::<u64>("seed", &self.seed)
            .map_err(|e| errors.push(e))
            .ok();
        let algorithms: Vec<Algorithm> = [&self.a1, &self.a2]
            .iter()
            .filter_map(|k| Algorithm::from_key(k))
            .collect();
        // Check the source on its own too, so every bad input is named at once.
        if let Some(game) = self.game() {
            if let Err(e) = self.strategies(&game) {
                errors.extend(e);
            }
            errors.extend(self.game_rules().and_then(Result::err));
        } else {
            let source_check = if self.source == "pattern" {
                Pattern::parse(&self.pattern).map(|_| ())
            } else {
                parse_real_field("mu", &self.mu).and_then(check_mu)
            };
            if let Err(e) = source_check {
                errors.push(e);
            }
        }
        let (Some(eps), Some(delta), Some(cap), Some(seed)) = (eps, delta, cap, seed) else {
            return Err(errors);
        };
        if !errors.is_empty() {
            return Err(errors);
        }
        let params = Params {
            eps,
            delta,
            tests: None,
            cap,
        };
        if let Err(e) = params.validate() {
            errors.push(e);
            return Err(errors);
        }
        let mut races = Vec::new();
        for a in algorithms {
            let source: Result<Box<dyn Outcomes>, ParamError> = if let Some(game) = self.game() {
                match self.strategies(&game) {
                    Ok((a, b)) => {
                        Ok(
                            Box::new(Duel::new(game, a.compile(), vec![b.compile()], Seed(seed)))
                                as Box<dyn Outcomes>,
                        )
                    }
                    Err(mut e) => Err(e.remove(0)),
                }
            } else if self.source == "pattern" {
                Pattern::parse(&self.pattern).map(|p| Box::new(p) as Box<dyn Outcomes>)
            } else {
                number("mu", &self.mu)
                    .and_then(|mu| Bernoulli::new(mu, Seed(seed), Sampling::GameByGame))
                    .map(|b| Box::new(b) as Box<dyn Outcomes>)
            };
            match source.and_then(|s| Race::new(a, &params, s, 600)) {
                Ok(r) => races.push((a, r)),
                Err(e) => {
                    if !errors.contains(&e) {
                        errors.push(e);
                    }
                }
            }
        }
        if errors.is_empty() {
            Ok(races)
        } else {
            Err(errors)
        }
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
    }
}

impl Query {
    /// Whether the link sets any input of the live race.
    fn sets_live(&self) -> bool {
        [
            &self.a1,
            &self.a2,
            &self.mu,
            &self.pattern,
            &self.eps,
            &self.delta,
            &self.seed,
            &self.cap,
            &self.game,
            &self.s1,
            &self.s2,
            &self.rules,
        ]
        .iter()
        .any(|v| v.is_some())
    }

    /// Whether the link sets any input of the error curves.
    fn sets_curves(&self) -> bool {
        [
            &self.calgs,
            &self.cshow,
            &self.cfrom,
            &self.cto,
            &self.csteps,
            &self.cruns,
            &self.cseed,
            &self.ceps,
            &self.cdelta,
            &self.cprec,
        ]
        .iter()
        .any(|v| v.is_some())
    }
}

/// What is wrong with the live-race inputs a link sets, found when the page opens so that
/// each error shows beside its field at once (none when the link sets no live input).
pub fn live_link_errors(q: &Query) -> Vec<ParamError> {
    if !q.sets_live() {
        return Vec::new();
    }
    LiveForm::from_query(q).build().err().unwrap_or_default()
}

/// What is wrong with the error-curve inputs a link sets (see [`live_link_errors`]),
/// including race keys the form cannot show.
pub fn curve_link_errors(q: &Query) -> Vec<ParamError> {
    if !q.sets_curves() {
        return Vec::new();
    }
    let mut errors = curve_form_from_query(q).request().err().unwrap_or_default();
    for key in q.calgs.iter().flat_map(|list| list.split(',')) {
        if Algorithm::from_key(key).is_none() {
            errors.push(ParamError {
                field: "algorithms",
                reason: format!("{key:?} is not one of the races"),
            });
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
    q
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::racing::curves::MAX_POINTS;
    use crate::racing::jobs::{start, Output};

    #[test]
    fn the_live_form_reads_its_link_and_writes_it_back() {
        let d = LiveForm::from_query(&Query::default());
        assert_eq!((d.a1.as_str(), d.a2.as_str()), ("ilebr-star2", "lebr"));
        assert_eq!((d.source.as_str(), d.mu.as_str()), ("mu", "0.47"));
        assert_eq!(d.build().map(|r| r.len()), Ok(2));
        let q = Query {
            game: Some("war".into()),
            s1: Some("desc".into()),
            s2: Some("rand".into()),
            a2: Some("none".into()),
            ..Query::default()
        };
        let f = LiveForm::from_query(&q);
        assert_eq!(f.source, "war");
        // The link spells the default rules out; reading it back gives the same game.
        let back = LiveForm::from_query(&f.to_query());
        assert_eq!(back.rules, "fd1-loses-cap10000-draw");
        assert_eq!(back.game(), f.game());
        assert_eq!(LiveForm::from_query(&back.to_query()), back);
        assert_eq!(f.build().map(|r| r.len()), Ok(1));
        let c = CurveForm {
            runs: "77".into(),
            precision: true,
            ..CurveForm::default()
        };
        assert_eq!(
            curve_form_from_query(&write_curve_query(&c, Query::default())),
            c
        );
    }

    /// The fields a form that must be refused names, in order.
    fn refused(form: &LiveForm) -> Vec<&'static str> {
        let errors = form.build().err().expect("refused");
        errors.iter().map(|e| e.field).collect()
    }

    #[test]
    fn every_bad_live_input_is_named_at_once() {
        let f = LiveForm {
            eps: "x".into(),
            delta: "2".into(),
            mu: "1.5".into(),
            ..LiveForm::from_query(&Query::default())
        };
        let fields = refused(&f);
        assert_eq!(fields, ["eps", "delta", "mu"]);
        let g = LiveForm {
            source: "rrrats".into(),
            s1: "stop9".into(),
            rules: "01".into(),
            ..LiveForm::from_query(&Query::default())
        };
        let fields = refused(&g);
        assert!(
            fields.contains(&"s1") && fields.contains(&"rules"),
            "{fields:?}"
        );
    }

    fn run(spec: &Request) -> Output {
        let mut started = start(spec, || 0.0).expect("a valid job");
        loop {
            if let Some(out) = started.job.step(started.initial_budget.max(1_000)) {
                return out;
            }
        }
    }

    fn mc(spec: &Request) -> McTallies {
        match run(spec) {
            Output::Mc(t) => t,
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
    fn lebr_without_the_precision_stop_is_refused_in_monte_carlo() {
        // The configuration: LEBR, μ 0.45–0.55, 11 points, 100 runs, defaults otherwise.
        let form = CurveForm {
            algorithms: vec![Algorithm::Lebr],
            from: "0.45".into(),
            to: "0.55".into(),
            steps: "11".into(),
            runs: "100".into(),
            ..CurveForm::default()
        };
        let errors = form.request().unwrap_err();
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].field, "precision");
        assert!(errors[0]
            .reason
            .contains("LEBR stops only by its precision test"));
        // With the precision stop, or without Monte Carlo, it is a request.
        assert!(CurveForm {
            precision: true,
            ..form.clone()
        }
        .request()
        .is_ok());
        let exact_only = CurveForm {
            mc: false,
            ..form.clone()
        };
        assert!(exact_only.request().is_ok());
        // Races with a horizon or a crossing stop are fine without it.
        for a in [
            Algorithm::Ilebr,
            Algorithm::Hoeffding,
            Algorithm::IlebrStar2,
        ] {
            assert!(
                CurveForm {
                    algorithms: vec![a],
                    ..form.clone()
                }
                .request()
                .is_ok(),
                "{a:?}"
            );
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
                Request::Mc { first, runs, .. } => (*first, *runs),
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
            Output::Exact(p) => p,
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

    #[test]
    fn a_bad_link_is_reported_when_the_page_opens() {
        // Found by fuzzing: `mu=abc` filled the field silently until Start was pressed.
        assert!(live_link_errors(&Query::default()).is_empty());
        assert!(curve_link_errors(&Query::default()).is_empty());
        let q = Query {
            mu: Some("abc".into()),
            eps: Some("2".into()),
            ..Query::default()
        };
        let fields: Vec<&str> = live_link_errors(&q).iter().map(|e| e.field).collect();
        assert!(
            fields.contains(&"mu") && fields.contains(&"eps"),
            "{fields:?}"
        );
        let q = Query {
            calgs: Some("lebr,nope".into()),
            cfrom: Some("x".into()),
            ..Query::default()
        };
        let fields: Vec<&str> = curve_link_errors(&q).iter().map(|e| e.field).collect();
        assert!(
            fields.contains(&"algorithms") && fields.contains(&"from"),
            "{fields:?}"
        );
        let good = write_curve_query(&CurveForm::default(), Query::default());
        assert!(curve_link_errors(&good).is_empty());
    }
}
