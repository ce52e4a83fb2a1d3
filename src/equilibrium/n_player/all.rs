//! Every Nash equilibrium of a small n-player game, each certified, and an account of why
//! none is missing.
//!
//! ## Design
//!
//! Every equilibrium has one support profile (the strategies each player plays with positive
//! probability), so the supports are visited one at a time ([`NashJob`], a job of one unit per
//! support, cancellable between supports). A support is skipped when one of its strategies is
//! conditionally dominated — beaten against every profile of the others' supports by a strategy
//! of the same player (Porter, Nudelman and Shoham's test, exact). Otherwise its system is
//! searched by branch and prune ([`super::prune`]): each solution comes out in a box proven to
//! hold exactly one, which [`super::certify`] turns into the exact solution or a proven box of
//! width 10⁻³⁵. A solution is an equilibrium of this support when its weights are positive and
//! no outside strategy earns more; decided exactly for exact solutions and by rational
//! intervals for enclosed ones (a tie that the intervals cannot decide is reported as
//! *undecided*, not guessed). Boxes the search could not resolve are reported as *left over*,
//! with the region they cover: the answer is [`AllNash::complete`] only when there are none.
//!
//! Every equilibrium listed is checked again by the naive regret of [`super::profile`]:
//! exactly 0 for an exact one, a bound below 10⁻³⁰ for an enclosed one; a failure is a bug and
//! stops the solver with an error.

use super::certify::{certify, decimal, Solution};
use super::degenerate::{self, Indifferent};
use super::interval::{Iv, QIv};
use super::profile::{payoffs, regret, regret_bound};
use super::system::SupportSystem;
use crate::exact::{format_number, to_f64, Q};
use crate::jobs::{Job, Progress};
use crate::models::StrategicGame;
use num_traits::{Signed, Zero};

/// The most boxes left over that are probed for exact equilibria, per support.
pub const MAX_PROBES: usize = 24;

/// The most support profiles the all-equilibria solver visits.
pub const MAX_SUPPORTS: u64 = 200_000;

/// A probability or payoff: exact, or enclosed in a proven interval.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Num {
    /// The exact number.
    Exact(Q),
    /// The number lies in this interval (width below 10⁻³⁵).
    Enclosed(QIv),
}

impl Num {
    /// The number as text: a fraction when exact, else 32 decimals.
    pub fn text(&self) -> String {
        match self {
            Num::Exact(q) => format_number(q),
            Num::Enclosed(i) => decimal(&midpoint(i), 32),
        }
    }

    /// The nearest float.
    pub fn float(&self) -> f64 {
        match self {
            Num::Exact(q) => to_f64(q),
            Num::Enclosed(i) => to_f64(&midpoint(i)),
        }
    }
}

fn midpoint(i: &QIv) -> Q {
    (&i.lo + &i.hi) / Q::from_integer(2.into())
}

/// One Nash equilibrium.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NashEquilibrium {
    /// Each player's supported strategies, ascending.
    pub support: Vec<Vec<usize>>,
    /// Each player's probabilities over all of its strategies.
    pub strategies: Vec<Vec<Num>>,
    /// Each player's expected payoff.
    pub payoffs: Vec<Num>,
    /// Whether every number is exact (rational).
    pub exact: bool,
    /// The regret: exactly 0, or a proven upper bound (below 10⁻³⁰).
    pub regret: Q,
    /// Whether it is proven isolated (the one solution in a proven box, or a pure profile);
    /// `false` for one found by probing a region left over, which may lie in a continuum.
    pub isolated: bool,
}

/// A continuum of equilibria described exactly: one player mixes over a polytope of
/// mixtures while the others play pure strategies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Continuum {
    /// The support.
    pub support: Vec<Vec<usize>>,
    /// The mixing player.
    pub player: usize,
    /// The least and greatest probability of each of the player's supported strategies.
    pub ranges: Vec<(Q, Q)>,
    /// One equilibrium of the continuum (every weight of the support positive), exactly.
    pub point: Vec<Vec<Q>>,
}

/// A region the search could not resolve.
#[derive(Clone, Debug, PartialEq)]
pub struct LeftOver {
    /// The support whose system it belongs to.
    pub support: Vec<Vec<usize>>,
    /// How many boxes were left.
    pub boxes: usize,
    /// The smallest box around them, as each player's probability ranges over its support.
    pub hull: Vec<Vec<(f64, f64)>>,
}

/// A solution that may or may not be an equilibrium: an exact tie the intervals cannot decide.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Undecided {
    /// The support.
    pub support: Vec<Vec<usize>>,
    /// The enclosed probabilities.
    pub strategies: Vec<Vec<Num>>,
}

/// What the all-equilibria solver found, and how completely.
#[derive(Clone, Debug, PartialEq)]
pub struct AllNash {
    /// The equilibria, in the order their supports were visited (fewest strategies first),
    /// exact ones first within a support.
    pub equilibria: Vec<NashEquilibrium>,
    /// How many support profiles there are.
    pub supports: u64,
    /// How many were visited (all, unless the job stopped at the first equilibrium).
    pub visited: u64,
    /// How many were skipped by conditional dominance.
    pub dominated: u64,
    /// Boxes examined by the searches.
    pub boxes: usize,
    /// Boxes proven to hold no equilibrium.
    pub excluded: usize,
    /// Continua of equilibria, described exactly.
    pub continua: Vec<Continuum>,
    /// Regions not resolved.
    pub left_over: Vec<LeftOver>,
    /// Solutions whose status the intervals could not decide.
    pub undecided: Vec<Undecided>,
}

impl AllNash {
    /// Whether the list is proven complete: every support visited, every box excluded or
    /// proven, every solution decided.
    pub fn complete(&self) -> bool {
        self.visited == self.supports && self.left_over.is_empty() && self.undecided.is_empty()
    }
}

/// Why the solver would not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooManySupports {
    /// How many there are.
    pub supports: u64,
}

impl std::fmt::Display for TooManySupports {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the game has {} support profiles, and the all-equilibria solver visits at most \
             {MAX_SUPPORTS}: remove strategies (iterated dominance may), or ask for one \
             equilibrium",
            self.supports
        )
    }
}

/// Every Nash equilibrium by support enumeration, one support per unit of work.
pub struct NashJob {
    game: StrategicGame,
    /// Each player's nonempty subsets as bit masks.
    subsets: Vec<Vec<u64>>,
    /// The support profiles' numbers in the order visited: fewest strategies first, then
    /// the most balanced (Porter, Nudelman and Shoham's order, which finds an equilibrium
    /// soonest), then by number.
    order: Vec<u64>,
    next: u64,
    /// Stop at the first equilibrium found.
    first_only: bool,
    out: AllNash,
}

impl NashJob {
    /// A job over every support profile of `g`.
    pub fn new(g: &StrategicGame) -> Result<NashJob, TooManySupports> {
        let shape = g.shape();
        let supports = shape.iter().try_fold(1u64, |acc, &k| {
            let own = 1u64.checked_shl(k as u32)?.checked_sub(1)?;
            acc.checked_mul(own)
        });
        let supports = match supports {
            Some(s) if s <= MAX_SUPPORTS => s,
            other => {
                return Err(TooManySupports {
                    supports: other.unwrap_or(u64::MAX),
                })
            }
        };
        let subsets: Vec<Vec<u64>> = shape.iter().map(|&k| (1..1u64 << k).collect()).collect();
        let sizes = |mut k: u64| {
            let mut v = Vec::with_capacity(subsets.len());
            for list in &subsets {
                let n = list.len() as u64;
                v.push(list[(k % n) as usize].count_ones());
                k /= n;
            }
            v
        };
        let mut order: Vec<u64> = (0..supports).collect();
        order.sort_by_cached_key(|&k| {
            let v = sizes(k);
            let total: u32 = v.iter().sum();
            let spread = v.iter().max().unwrap_or(&0) - v.iter().min().unwrap_or(&0);
            (total, spread, k)
        });
        Ok(NashJob {
            game: g.clone(),
            subsets,
            order,
            next: 0,
            first_only: false,
            out: AllNash {
                equilibria: Vec::new(),
                supports,
                visited: 0,
                dominated: 0,
                boxes: 0,
                excluded: 0,
                continua: Vec::new(),
                left_over: Vec::new(),
                undecided: Vec::new(),
            },
        })
    }

    /// The same job, stopping at the first equilibrium found (in the order of support sizes).
    pub fn first_only(mut self) -> NashJob {
        self.first_only = true;
        self
    }

    fn support(&self, mut k: u64) -> Vec<Vec<usize>> {
        self.subsets
            .iter()
            .map(|list| {
                let n = list.len() as u64;
                let mask = list[(k % n) as usize];
                k /= n;
                (0..64).filter(|b| mask >> b & 1 == 1).collect()
            })
            .collect()
    }

    fn visit(&mut self, support: Vec<Vec<usize>>) {
        self.out.visited += 1;
        if conditionally_dominated(&self.game, &support) {
            self.out.dominated += 1;
            return;
        }
        let sys = SupportSystem::new(&self.game, support);
        if sys.dim == 0 {
            let y: Vec<Q> = Vec::new();
            if sys.slacks(&y).iter().all(|v| !v.is_positive()) {
                self.accept(&sys, Solution::Exact(y), true);
            }
            return;
        }
        if let Some(player) = degenerate::indifferent_player(&sys) {
            match degenerate::indifferent(&sys, player) {
                Indifferent::Empty => {}
                Indifferent::Point(y) => self.accept(&sys, Solution::Exact(y), true),
                Indifferent::Polytope {
                    player,
                    ranges,
                    interior,
                } => {
                    let point = self.full_exact(&sys, &interior);
                    let r = regret(&self.game, &point);
                    assert!(r.is_zero(), "a continuum's point with regret {r}");
                    self.out.continua.push(Continuum {
                        support: sys.support.clone(),
                        player,
                        ranges,
                        point,
                    });
                }
            }
            return;
        }
        let found = super::prune::search(&sys);
        self.out.boxes += found.examined;
        self.out.excluded += found.excluded;
        let mut solutions: Vec<Solution> = Vec::new();
        let mut failed: Vec<Vec<Iv>> = found.left_over;
        for b in &found.proven {
            match certify(&sys, b) {
                Some(s) if !solutions.iter().any(|t| same(t, &s)) => solutions.push(s),
                Some(_) => {}
                None => failed.push(b.clone()),
            }
        }
        solutions.sort_by_key(|s| !matches!(s, Solution::Exact(_)));
        for s in solutions {
            self.accept(&sys, s, true);
        }
        if !failed.is_empty() {
            let probed = degenerate::probe(&sys, &failed, MAX_PROBES);
            for y in probed.exact {
                self.accept(&sys, Solution::Exact(y), false);
            }
            // An isolated irrational solution among singular ones: proven (Krawczyk) in a
            // small box around where Newton's method went, so it is listed, certified.
            for y in probed.near {
                let tiny: Vec<Iv> = y.iter().map(|&v| Iv::new(v - 1e-7, v + 1e-7)).collect();
                if let Some(s) = certify(&sys, &tiny) {
                    let before = self.out.equilibria.len();
                    self.accept(&sys, s, true);
                    // Several probes may reach one solution, or a proven box's.
                    let floats = |e: &NashEquilibrium| -> Vec<f64> {
                        e.strategies.iter().flatten().map(Num::float).collect()
                    };
                    if let Some(new) = self.out.equilibria.get(before).map(floats) {
                        let seen = self.out.equilibria[..before].iter().any(|e| {
                            floats(e)
                                .iter()
                                .zip(&new)
                                .all(|(a, b)| (a - b).abs() < 1e-9)
                        });
                        if seen {
                            self.out.equilibria.truncate(before);
                        }
                    }
                }
            }
            self.out.left_over.push(left_over(&sys, &failed));
        }
    }

    /// Every player's exact probabilities over all strategies at the unknowns `y`.
    fn full_exact(&self, sys: &SupportSystem, y: &[Q]) -> Vec<Vec<Q>> {
        let shape = self.game.shape();
        sys.mixtures(y)
            .into_iter()
            .enumerate()
            .map(|(j, m)| {
                let mut v = vec![Q::zero(); shape[j]];
                for (p, &s) in m.into_iter().zip(&sys.support[j]) {
                    v[s] = p;
                }
                v
            })
            .collect()
    }

    /// Decides whether a solution is an equilibrium of the support and records it
    /// (`isolated`: found in a proven box).
    fn accept(&mut self, sys: &SupportSystem, s: Solution, isolated: bool) {
        let shape = self.game.shape();
        let full = |mix: Vec<Vec<Num>>| -> Vec<Vec<Num>> {
            mix.into_iter()
                .enumerate()
                .map(|(j, m)| {
                    let mut v = vec![Num::Exact(Q::zero()); shape[j]];
                    for (p, &s) in m.into_iter().zip(&sys.support[j]) {
                        v[s] = p;
                    }
                    v
                })
                .collect()
        };
        match s {
            Solution::Exact(y) => {
                let mix = sys.mixtures(&y);
                if mix.iter().flatten().any(|p| !p.is_positive())
                    || sys.slacks(&y).iter().any(Signed::is_positive)
                {
                    return;
                }
                let xs = self.full_exact(sys, &y);
                if self.out.equilibria.iter().any(|e| {
                    e.exact
                        && e.strategies
                            .iter()
                            .flatten()
                            .zip(xs.iter().flatten())
                            .all(|(a, b)| *a == Num::Exact(b.clone()))
                }) {
                    return;
                }
                let r = regret(&self.game, &xs);
                assert!(r.is_zero(), "an exact solution with regret {r}");
                let pay = payoffs(&self.game, &xs, &|q: &Q| q.clone());
                self.out.equilibria.push(NashEquilibrium {
                    support: sys.support.clone(),
                    strategies: xs
                        .into_iter()
                        .map(|m| m.into_iter().map(Num::Exact).collect())
                        .collect(),
                    payoffs: pay.into_iter().map(Num::Exact).collect(),
                    exact: true,
                    regret: r,
                    isolated,
                });
            }
            Solution::Enclosed(y) => {
                let mix = sys.mixtures(&y);
                let slacks = sys.slacks(&y);
                if mix.iter().flatten().any(|p| !p.hi.is_positive())
                    || slacks.iter().any(|v| v.lo.is_positive())
                {
                    return;
                }
                let decided = mix.iter().flatten().all(|p| p.lo.is_positive())
                    && slacks.iter().all(|v| v.hi.is_negative());
                let strategies = full(
                    mix.into_iter()
                        .map(|m| m.into_iter().map(Num::Enclosed).collect())
                        .collect(),
                );
                if !decided {
                    self.out.undecided.push(Undecided {
                        support: sys.support.clone(),
                        strategies,
                    });
                    return;
                }
                let xs: Vec<Vec<QIv>> = strategies
                    .iter()
                    .map(|m| m.iter().map(interval).collect())
                    .collect();
                let bound = regret_bound(&self.game, &xs);
                let tiny = Q::new(1.into(), num_bigint::BigInt::from(10u32).pow(30));
                assert!(
                    bound < tiny,
                    "an enclosed solution with regret up to {bound}"
                );
                let pay = payoffs(&self.game, &xs, &|q: &Q| QIv::point(q.clone()));
                self.out.equilibria.push(NashEquilibrium {
                    support: sys.support.clone(),
                    strategies,
                    payoffs: pay.into_iter().map(Num::Enclosed).collect(),
                    exact: false,
                    regret: bound.max(Q::zero()),
                    isolated,
                });
            }
        }
    }
}

fn interval(n: &Num) -> QIv {
    match n {
        Num::Exact(q) => QIv::point(q.clone()),
        Num::Enclosed(i) => i.clone(),
    }
}

/// Whether two certified solutions are the same point (the same exact value, or intersecting
/// proven boxes — each holds only one solution of the same system).
fn same(a: &Solution, b: &Solution) -> bool {
    let meets = |x: &QIv, v: &Q| x.lo <= *v && *v <= x.hi;
    match (a, b) {
        (Solution::Exact(x), Solution::Exact(y)) => x == y,
        (Solution::Exact(x), Solution::Enclosed(y))
        | (Solution::Enclosed(y), Solution::Exact(x)) => x.iter().zip(y).all(|(v, i)| meets(i, v)),
        (Solution::Enclosed(x), Solution::Enclosed(y)) => {
            x.iter().zip(y).all(|(i, j)| i.lo <= j.hi && j.lo <= i.hi)
        }
    }
}

/// The region of the boxes left over, as each player's probability ranges.
fn left_over(sys: &SupportSystem, boxes: &[Vec<Iv>]) -> LeftOver {
    let mut hull: Vec<Vec<(f64, f64)>> = sys
        .support
        .iter()
        .map(|s| vec![(f64::INFINITY, f64::NEG_INFINITY); s.len()])
        .collect();
    for b in boxes {
        for (j, m) in sys.mixtures(b).iter().enumerate() {
            for (k, iv) in m.iter().enumerate() {
                let h = &mut hull[j][k];
                *h = (h.0.min(iv.lo.max(0.0)), h.1.max(iv.hi.min(1.0)));
            }
        }
    }
    LeftOver {
        support: sys.support.clone(),
        boxes: boxes.len(),
        hull,
    }
}

/// The largest support system (in unknowns) that [`equilibrium_near`] searches whole when the
/// refinement from the guess fails (a singular system: a continuum, or a multiple root).
pub const MAX_SEARCHED_DIM: usize = 6;

/// Whether [`equilibrium_near`] may search the whole support when the guess fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Search {
    /// Only from the guess.
    Near,
    /// From the guess, then the whole support (when small enough).
    Whole,
}

/// An equilibrium of `support` near the float profile `guess` (each player's probabilities
/// over all its strategies), decided as [`all_equilibria`] decides one: Newton's method from
/// the guess, then the exact solution or a proven box of width 10⁻³⁵ ([`certify`]), kept when
/// its weights are positive and no outside strategy earns more. When that fails, `whole` is
/// [`Search::Whole`] and the system has at most [`MAX_SEARCHED_DIM`] unknowns, the whole
/// support is searched instead (a continuum found so gives its exact point, marked not isolated). `None` when no
/// equilibrium of this support is found there.
pub fn equilibrium_near(
    g: &StrategicGame,
    support: Vec<Vec<usize>>,
    guess: &[Vec<f64>],
    whole: Search,
) -> Option<NashEquilibrium> {
    let mut job = NashJob {
        game: g.clone(),
        subsets: Vec::new(),
        order: Vec::new(),
        next: 0,
        first_only: true,
        out: AllNash {
            equilibria: Vec::new(),
            supports: 1,
            visited: 0,
            dominated: 0,
            boxes: 0,
            excluded: 0,
            continua: Vec::new(),
            left_over: Vec::new(),
            undecided: Vec::new(),
        },
    };
    if conditionally_dominated(g, &support) {
        return None;
    }
    let sys = SupportSystem::new(g, support);
    if sys.dim == 0 {
        job.visit(sys.support.clone());
        return job.out.equilibria.into_iter().next();
    }
    let mut b = Vec::with_capacity(sys.dim);
    for (j, s) in sys.support.iter().enumerate() {
        let total: f64 = s.iter().map(|&k| guess[j][k]).sum();
        for &k in &s[1..] {
            let v = guess[j][k] / total.max(f64::MIN_POSITIVE);
            b.push(Iv::new(v - 0.05, v + 0.05));
        }
    }
    if let Some(s) = certify(&sys, &b) {
        let isolated = matches!(s, Solution::Enclosed(_));
        job.accept(&sys, s, isolated);
    }
    if job.out.equilibria.is_empty() && whole == Search::Whole && sys.dim <= MAX_SEARCHED_DIM {
        job.visit(sys.support.clone());
    }
    if let Some(e) = job.out.equilibria.into_iter().next() {
        return Some(e);
    }
    // A continuum's point is an exact equilibrium too (its regret was checked to be 0).
    job.out.continua.into_iter().next().map(|c| {
        let pay = payoffs(g, &c.point, &|q: &Q| q.clone());
        NashEquilibrium {
            support: c.support,
            strategies: c
                .point
                .into_iter()
                .map(|m| m.into_iter().map(Num::Exact).collect())
                .collect(),
            payoffs: pay.into_iter().map(Num::Exact).collect(),
            exact: true,
            regret: Q::zero(),
            isolated: false,
        }
    })
}

/// Whether a supported strategy is beaten, against every profile of the others' supports,
/// by another strategy of the same player (so no equilibrium has this support).
pub fn conditionally_dominated(g: &StrategicGame, support: &[Vec<usize>]) -> bool {
    let shape = g.shape();
    let n = support.len();
    for i in 0..n {
        let others: Vec<usize> = (0..n).filter(|&j| j != i).collect();
        let cells: usize = others.iter().map(|&j| support[j].len()).product();
        for &s in &support[i] {
            for t in (0..shape[i]).filter(|&t| t != s) {
                let mut profile = vec![0; n];
                let beaten = (0..cells).all(|mut c| {
                    for &j in &others {
                        let k = support[j].len();
                        profile[j] = support[j][c % k];
                        c /= k;
                    }
                    profile[i] = t;
                    let better = g.payoff_vector(&profile)[i].clone();
                    profile[i] = s;
                    better > g.payoff_vector(&profile)[i]
                });
                if beaten {
                    return true;
                }
            }
        }
    }
    false
}

impl Job for NashJob {
    type Output = AllNash;

    fn step(&mut self, budget: u64) -> Option<AllNash> {
        let end = (self.next + budget.max(1)).min(self.out.supports);
        while self.next < end {
            let support = self.support(self.order[self.next as usize]);
            self.visit(support);
            self.next += 1;
            if self.first_only && !self.out.equilibria.is_empty() {
                self.next = self.out.supports;
            }
        }
        (self.next >= self.out.supports).then(|| self.out.clone())
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.next,
            total: Some(self.out.supports),
            fraction: self.next as f64 / self.out.supports.max(1) as f64,
            unit: "supports".into(),
        }
    }
}

/// Every Nash equilibrium of `g`, to the end.
pub fn all_equilibria(g: &StrategicGame) -> Result<AllNash, TooManySupports> {
    let mut job = NashJob::new(g)?;
    Ok(crate::jobs::run_to_end(&mut job))
}
