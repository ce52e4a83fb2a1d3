//! The Moran process in a finite population of `N` individuals of two types — two strategies
//! `A` and `B` of a symmetric game — with frequency-dependent fitness (Nowak, Sasaki, Taylor
//! & Fudenberg, "Emergence of cooperation and evolutionary stability in finite populations",
//! Nature 428 (2004)): the fixation probabilities exactly, and a seeded simulation to set
//! beside them.
//!
//! ## Exact fixation probabilities
//!
//! With `a = A(A,A)`, `b = A(A,B)`, `c = A(B,A)`, `d = A(B,B)` and `i` individuals of type B,
//! the expected payoffs (no self-interaction) are `π_A(i) = (a(N−i−1) + b·i)/(N−1)` and
//! `π_B(i) = (c(N−i) + d(i−1))/(N−1)`, the fitnesses `f = 1 − w + w·π` for a selection
//! intensity `w ∈ [0, 1]` given as an exact fraction. With `γ_i = f_A(i)/f_B(i)`:
//!
//! - `ρ_B = 1 / (1 + Σ_{k=1}^{N−1} Π_{j=1}^{k} γ_j)` — one B mutant takes over a population of A;
//! - `ρ_A = ρ_B · Π_{j=1}^{N−1} γ_j` — one A mutant takes over a population of B.
//!
//! Both are computed in exact rationals. The sum of products is evaluated by Horner's rule
//! from the inside, `T_k = γ_k(1 + T_{k+1})`, keeping one unreduced numerator and denominator
//! (each step multiplies them by small integers), and reduced once at the end: this is linear
//! in `N` big-integer operations, where summing reduced fractions would take a gcd of ever
//! longer numbers at each of the `N` terms. Neutral drift (`w = 0`) gives `1/N`; constant
//! relative fitness `r` of the mutant gives `(1 − 1/r)/(1 − 1/r^N)` ([`constant_fitness`]),
//! which the tests check against the product formula.
//!
//! ## Simulation
//!
//! Each step of the birth–death process picks a parent with probability proportional to
//! fitness and an individual to die uniformly among all `N` (the parent included), and the
//! offspring replaces it — the process of the formulas, simulated literally by counting
//! types, in doubles. Run `i` uses the stream `seed.derive(i)`: first one B mutant among A
//! until one type is gone, then one A mutant among B. The runs form a [`Job`] over any range
//! of run indices, so a pool of workers can split the runs and add their tallies
//! ([`MoranTally::merge`]) to the same totals as one worker.

use super::{EvoError, EvoGame};
pub use crate::exact::READABLE_FRACTION;
use crate::exact::{format_number, readable, to_f64, Q};
use crate::jobs::{Job, Progress};
use crate::rng::{unit_f64, Seed};
use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};
use serde::{Deserialize, Serialize};

/// The largest population the lab takes.
pub const MAX_POPULATION: u64 = 5_000;

/// The most runs one simulation may ask for.
pub const MAX_RUNS: u64 = 10_000_000;

/// What to compute: two strategies of a symmetric game in a population of `population`, with
/// selection intensity `intensity`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoranSpec {
    /// The population size N ≥ 2.
    pub population: u64,
    /// The selection intensity w ∈ [0, 1], exactly.
    pub intensity: Q,
    /// The strategies playing the types A (resident in ρ_B) and B.
    pub strategies: [usize; 2],
}

/// The exact fixation probabilities.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fixation {
    /// The question answered.
    pub spec: MoranSpec,
    /// The payoffs `[a, b, c, d]` of the two strategies against each other.
    pub payoffs: [Q; 4],
    /// ρ_A: one A mutant fixes in a population of B.
    pub rho_a: Q,
    /// ρ_B: one B mutant fixes in a population of A.
    pub rho_b: Q,
    /// Neutral drift's 1/N.
    pub neutral: Q,
}

impl Fixation {
    /// ρ_A, ρ_B and 1/N as doubles.
    pub fn as_f64(&self) -> [f64; 3] {
        [
            to_f64(&self.rho_a),
            to_f64(&self.rho_b),
            to_f64(&self.neutral),
        ]
    }

    /// A sentence comparing each probability with neutral drift, each clause whole. A
    /// probability is written as its fraction when that is short (`exact::readable`), else as a
    /// decimal of six places (the exact fraction is offered apart, on the page).
    pub fn summary(&self, names: [&str; 2]) -> String {
        crate::i18n::with_english(|w| self.summary_in(names, w))
    }

    /// [`Fixation::summary`] in the language of `words`.
    pub fn summary_in(&self, names: [&str; 2], words: &crate::i18n::Catalogue) -> String {
        let n = self.spec.population as i64;
        let clause = |mutant: &str, resident: &str, rho: &Q| {
            let args = crate::i18n::Args::new()
                .text("mutant", mutant)
                .text("resident", resident)
                .text("rho", words.decimal(&readable(rho)))
                .count("n", n);
            if *rho > self.neutral {
                words.msg_with("evolution-core-moran-more-likely", &args)
            } else if *rho < self.neutral {
                words.msg_with("evolution-core-moran-less-likely", &args)
            } else {
                words.msg_with("evolution-core-moran-as-likely", &args)
            }
        };
        format!(
            "{}; {}",
            clause(names[1], names[0], &self.rho_b),
            clause(names[0], names[1], &self.rho_a)
        )
    }
}

/// The payoffs `[a, b, c, d]` of strategies `i` (type A) and `j` (type B).
fn payoffs(game: &EvoGame, spec: &MoranSpec) -> Result<[Q; 4], EvoError> {
    let EvoGame::Symmetric { a, .. } = game else {
        return Err(EvoError::Parameter(
            "the Moran process needs a one-population (symmetric) game".into(),
        ));
    };
    let [i, j] = spec.strategies;
    let n = a.len();
    if i >= n || j >= n || i == j {
        return Err(EvoError::Parameter(format!(
            "choose two different strategies among 1–{n} (got {} and {})",
            i + 1,
            j + 1
        )));
    }
    if !(2..=MAX_POPULATION).contains(&spec.population) {
        return Err(EvoError::Parameter(format!(
            "the population must be 2 to {MAX_POPULATION} (got {})",
            spec.population
        )));
    }
    if spec.intensity.is_negative() || spec.intensity > Q::one() {
        return Err(EvoError::Parameter(format!(
            "the selection intensity must be between 0 and 1 (got {})",
            match format_number(&spec.intensity) {
                t if t.chars().count() <= 24 => t,
                _ => readable(&spec.intensity),
            }
        )));
    }
    Ok([
        a[i][i].clone(),
        a[i][j].clone(),
        a[j][i].clone(),
        a[j][j].clone(),
    ])
}

/// The fitnesses `(f_A(k), f_B(k))` with `k` individuals of type B, exactly.
fn fitness(p: &[Q; 4], n: u64, w: &Q, k: u64) -> (Q, Q) {
    let q = |v: u64| Q::from_integer(BigInt::from(v));
    let [a, b, c, d] = p;
    let pi_a = (a * q(n - k - 1) + b * q(k)) / q(n - 1);
    let pi_b = (c * q(n - k) + d * q(k - 1)) / q(n - 1);
    let base = Q::one() - w;
    (&base + w * pi_a, &base + w * pi_b)
}

/// The ratios `γ_k = f_A(k)/f_B(k)` for `k = 1…N−1`, exactly (each in lowest terms: small
/// numbers), after checking the spec: a symmetric game, two different strategies, the
/// population and the intensity in range, and every fitness positive.
fn ratios(game: &EvoGame, spec: &MoranSpec) -> Result<([Q; 4], Vec<Q>), EvoError> {
    let p = payoffs(game, spec)?;
    let n = spec.population;
    let w = &spec.intensity;
    let mut gammas = Vec::with_capacity(n as usize - 1);
    for k in 1..n {
        let (fa, fb) = fitness(&p, n, w, k);
        if !fa.is_positive() || !fb.is_positive() {
            return Err(EvoError::Parameter(format!(
                "fitness 1 − w + w·π must be positive, but with {k} of type B it is {} (A) and \
                 {} (B): lower the selection intensity or raise the payoffs",
                format_number(&fa),
                format_number(&fb)
            )));
        }
        gammas.push(fa / fb);
    }
    Ok((p, gammas))
}

/// ρ_A and ρ_B of the spec, exactly (see the module's doc for the formulas).
pub fn fixation(game: &EvoGame, spec: &MoranSpec) -> Result<Fixation, EvoError> {
    let (p, gammas) = ratios(game, spec)?;
    let n = spec.population;
    // Horner from the inside: T = γ_k (1 + T), as an unreduced fraction num/den.
    let (mut num, mut den) = (BigInt::zero(), BigInt::one());
    for g in gammas.iter().rev() {
        num = g.numer() * (&den + &num);
        den *= g.denom();
    }
    // Σ = num/den; ρ_B = 1/(1 + Σ) = den/(den + num).
    let rho_b = Q::new(den.clone(), &den + &num);
    let (mut pn, mut pd) = (BigInt::one(), BigInt::one());
    for g in &gammas {
        pn *= g.numer();
        pd *= g.denom();
    }
    let rho_a = &rho_b * Q::new(pn, pd);
    Ok(Fixation {
        spec: spec.clone(),
        payoffs: p,
        rho_a,
        rho_b,
        neutral: Q::new(BigInt::one(), BigInt::from(n)),
    })
}

/// The fixation probability of one mutant of constant relative fitness `r` in a population
/// of `n`: `(1 − 1/r)/(1 − 1/r^n)`, and `1/n` when `r = 1`.
///
/// # Panics
/// If `r ≤ 0` or `n = 0`.
pub fn constant_fitness(r: &Q, n: u64) -> Q {
    assert!(r.is_positive() && n > 0, "needs r > 0 and n ≥ 1");
    if r.is_one() {
        return Q::new(BigInt::one(), BigInt::from(n));
    }
    let inv = r.recip();
    let power = num_traits::pow(inv.clone(), n as usize);
    (Q::one() - inv) / (Q::one() - power)
}

/// The outcome of some simulated runs: how often each mutant fixed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoranTally {
    /// Runs done (each simulates one B mutant and one A mutant).
    pub runs: u64,
    /// Runs in which the B mutant fixed.
    pub fixed_b: u64,
    /// Runs in which the A mutant fixed.
    pub fixed_a: u64,
    /// Birth–death steps simulated.
    pub steps: u64,
}

impl MoranTally {
    /// The tally of two disjoint sets of runs together.
    pub fn merge(self, other: MoranTally) -> MoranTally {
        MoranTally {
            runs: self.runs + other.runs,
            fixed_b: self.fixed_b + other.fixed_b,
            fixed_a: self.fixed_a + other.fixed_a,
            steps: self.steps + other.steps,
        }
    }

    /// The estimates of ρ_B and ρ_A with Wilson score intervals at the normal quantile `z`
    /// ([`crate::stats::Z95`], [`crate::stats::Z99`]): `[(estimate, low, high); 2]`, B first.
    pub fn estimates(&self, z: f64) -> [(f64, f64, f64); 2] {
        let one = |k: u64| {
            let (lo, hi) = crate::stats::wilson_z(k, self.runs, z);
            (k as f64 / self.runs.max(1) as f64, lo, hi)
        };
        [one(self.fixed_b), one(self.fixed_a)]
    }
}

/// Simulated runs `first..end` of the Moran process as a [`Job`] (unit: one run).
#[derive(Clone, Debug)]
pub struct MoranSimulation {
    /// `(N−1)·f_A(k)` and `(N−1)·f_B(k)` need only these: `1 − w`, `w` and the payoffs.
    base: f64,
    w: f64,
    p: [f64; 4],
    n: u64,
    seed: Seed,
    next: u64,
    end: u64,
    first: u64,
    tally: MoranTally,
}

impl MoranSimulation {
    /// The runs `runs` (a range of run indices) of the spec's process, from `seed`.
    pub fn new(
        game: &EvoGame,
        spec: &MoranSpec,
        seed: Seed,
        runs: std::ops::Range<u64>,
    ) -> Result<MoranSimulation, EvoError> {
        // The exact check of the parameters and of positive fitness (not the probabilities).
        let (payoffs, _) = ratios(game, spec)?;
        if runs.end < runs.start || runs.end - runs.start > MAX_RUNS {
            return Err(EvoError::Parameter(format!(
                "runs: give 1 to {MAX_RUNS} runs"
            )));
        }
        let w = to_f64(&spec.intensity);
        Ok(MoranSimulation {
            base: 1.0 - w,
            w,
            p: payoffs.each_ref().map(to_f64),
            n: spec.population,
            seed,
            next: runs.start,
            end: runs.end,
            first: runs.start,
            tally: MoranTally::default(),
        })
    }

    /// The tally so far.
    pub fn tally(&self) -> MoranTally {
        self.tally
    }

    /// Simulates from `k` individuals of type B until one type is gone; whether B fixed.
    fn absorb(&mut self, mut k: u64, rng: &mut crate::rng::GameRng) -> bool {
        let n = self.n;
        let nf = n as f64;
        let [a, b, c, d] = self.p;
        while k > 0 && k < n {
            let kf = k as f64;
            let fa = self.base + self.w * (a * (nf - kf - 1.0) + b * kf) / (nf - 1.0);
            let fb = self.base + self.w * (c * (nf - kf) + d * (kf - 1.0)) / (nf - 1.0);
            let parent_b = unit_f64(rng) * (kf * fb + (nf - kf) * fa) < kf * fb;
            let victim_b = unit_f64(rng) * nf < kf;
            self.tally.steps += 1;
            match (parent_b, victim_b) {
                (true, false) => k += 1,
                (false, true) => k -= 1,
                _ => {}
            }
        }
        k == n
    }
}

impl Job for MoranSimulation {
    type Output = MoranTally;

    fn step(&mut self, budget: u64) -> Option<MoranTally> {
        let stop = self.end.min(self.next.saturating_add(budget.max(1)));
        while self.next < stop {
            let mut rng = self.seed.derive(self.next).rng();
            if self.absorb(1, &mut rng) {
                self.tally.fixed_b += 1;
            }
            if !self.absorb(self.n - 1, &mut rng) {
                self.tally.fixed_a += 1;
            }
            self.tally.runs += 1;
            self.next += 1;
        }
        (self.next >= self.end).then_some(self.tally)
    }

    fn progress(&self) -> Progress {
        let total = self.end - self.first;
        let done = self.next - self.first;
        Progress {
            done,
            total: Some(total),
            fraction: if total == 0 {
                1.0
            } else {
                done as f64 / total as f64
            },
            unit: "runs".into(),
        }
    }
}
