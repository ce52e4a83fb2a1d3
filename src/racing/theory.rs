//! The thesis's approximation F_μ(n) of the error probability, the binomial distribution it
//! is built from, and the calibration of δ to a target error.
//!
//! - [`ln_gamma`] — ln Γ(x) by the Lanczos approximation (g = 7, 9 terms).
//! - [`binomial_pmf`] — the Bin(n, p) probabilities on the window outside which every term is
//!   below 1e-17; [`binomial_tail_above`] — `P[Bin(n, p) > x]` summed from that window.
//! - [`f_mu`] — F_μ(n) of eqs. (2.14)–(2.18) for the square schedule f(k) = k².
//! - [`calibrate`] and [`delta_for_tests`] — eq. (2.19): the fewest tests with F_μ below a target
//!   error, and the δ whose Hoeffding horizon is that many tests.
//!
//! ## Design
//!
//! Everything is computed from the *window* of a binomial pmf rather than from an incomplete-beta
//! routine: the mode's probability comes from [`ln_gamma`], the other terms from the ratio
//! `pmf(k+1)/pmf(k) = (n−k)/(k+1) · p/(1−p)` going outward until a term falls below 1e-17, and the
//! window is then normalised to sum to 1. The normalisation matters: `ln Γ(n+1) − ln Γ(k+1) −
//! ln Γ(n−k+1)` cancels about `log10(n ln n)` digits (1e-10 relative at n = 45 369), while the
//! mass outside the window is below 1e-13 even at n = 10¹⁰, so dividing by the window's sum gives
//! every probability to about 1e-13 relative or better. A window costs O(√n) terms, which makes
//! F_μ(n) cost O(n²) terms (about 2·10⁵ at n = 213).
//!
//! F_μ(n) multiplies marginal probabilities as if the tests were independent; it is the thesis's
//! approximation. The exact error probability is in [`crate::racing::exact`].
//!
//! [`calibrate`] scans n = 1, 2, … for the first F_μ(n) below the target, as the definition says,
//! but first skips, safely and cheaply, every n that provably cannot qualify: F_μ(n) ≥ 1 − F1(n) =
//! P[Bin(n², m) ≤ n²/2] (majority failure), and by the Condorcet jury theorem majority failure
//! over an odd number of games decreases with the number of games, while failure over an even
//! number `2j` (a tie fails) is at least failure over `2j + 1`. Hence for every n ≤ n₀,
//! F_μ(n) ≥ P[Bin(t*, m) ≤ t*/2] with t* the odd one of n₀², n₀² + 1; one binomial tail per
//! bisection step bounds N from below (and proves "N > 100 000" when it is so) without
//! evaluating F. From there it gallops: a whole block `[a, b]` is skipped when
//! `1 − (1 − floor(b))·Π_{k ≤ a} factor_k(L = ln 3b)` is still ≥ α — a lower bound on F_μ(n) for
//! every n in the block, since a larger L lowers every threshold of F2 and dropping factors ≤ 1
//! raises the product. The floor is tight while F2 ≈ 1 (for N = 275 it proves N > 274); the
//! blocks matter when N runs into the thousands. Measured natively: N = 275 in 5 ms, 826 in
//! 35 ms, 1 655 in 0.2 s, 4 150 in 2 s, 8 317 in 12 s.
//!
//! ## References
//! - The racing thesis (Polish), §2.2, eqs. (2.14)–(2.19); the repaired readings (δ → 1 inside
//!   the logarithm, eq. (2.19) inverted) are those of the project's racing spec.
//! - C. Lanczos, "A precision approximation of the gamma function", SIAM J. Numer. Anal. B 1
//!   (1964); coefficients g = 7, n = 9 as in P. Godfrey's tabulation.
//! - N. de Condorcet (1785) — the jury theorem; for the monotonicity in odd sizes see e.g.
//!   B. Grofman, G. Owen, S. L. Feld, "Thirteen theorems in search of the truth", Theory and
//!   Decision 15 (1983).

use serde::{Deserialize, Serialize};

use crate::i18n::Said;
use crate::jobs::{Job, Progress};
use crate::racing::{check_mu, check_open_unit, ParamError};

/// Terms of a binomial pmf below this are left out of [`binomial_pmf`]'s window.
pub const PMF_CUTOFF: f64 = 1e-17;

/// The most tests [`calibrate`] will consider; a target that needs more is refused.
pub const MAX_CALIBRATION_TESTS: u64 = 100_000;

/// Lanczos coefficients, g = 7, 9 terms.
const LANCZOS_G: f64 = 7.0;
const LANCZOS: [f64; 9] = [
    0.999_999_999_999_809_9,
    676.520_368_121_885_1,
    -1_259.139_216_722_402_8,
    771.323_428_777_653_1,
    -176.615_029_162_140_6,
    12.507_343_278_686_905,
    -0.138_571_095_265_720_12,
    9.984_369_578_019_572e-6,
    1.505_632_735_149_311_6e-7,
];

/// `ln |Γ(x)|` by the Lanczos approximation (about 1e-15 relative away from the zeros at 1
/// and 2, where the absolute error is about 1e-15). Uses the reflection formula below 1/2;
/// `+∞` at the poles 0, −1, −2, …; NaN for NaN.
pub fn ln_gamma(x: f64) -> f64 {
    if x.is_nan() {
        return f64::NAN;
    }
    if x <= 0.0 && x == x.floor() {
        return f64::INFINITY;
    }
    if x < 0.5 {
        let s = (std::f64::consts::PI * x).sin();
        if s == 0.0 {
            return f64::INFINITY;
        }
        return (std::f64::consts::PI / s.abs()).ln() - ln_gamma(1.0 - x);
    }
    if x == 1.0 || x == 2.0 {
        return 0.0;
    }
    let z = x - 1.0;
    let mut a = LANCZOS[0];
    for (i, c) in LANCZOS.iter().enumerate().skip(1) {
        a += c / (z + i as f64);
    }
    let tt = z + LANCZOS_G + 0.5;
    0.5 * (2.0 * std::f64::consts::PI).ln() + (z + 0.5) * tt.ln() - tt + a.ln()
}

/// The probabilities of Bin(n, p) on a window of outcomes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BinomialPmf {
    /// The first outcome of the window.
    pub start: u64,
    /// `probs[i] = P[Bin(n, p) = start + i]`, normalised to sum to 1.
    pub probs: Vec<f64>,
}

impl BinomialPmf {
    /// One past the last outcome of the window.
    pub fn end(&self) -> u64 {
        self.start + self.probs.len() as u64
    }
}

/// The pmf of Bin(n, p) on the window `[start, start + probs.len())` outside which every term
/// is below [`PMF_CUTOFF`] (1e-17).
///
/// The mode `⌊(n+1)p⌋` gets its log-probability from [`ln_gamma`]; the others follow from the
/// ratio recursion going outward, stopping at the first term below the cutoff (the pmf is
/// unimodal, so all further terms are smaller). The window is then normalised to sum to 1,
/// which removes the rounding of the ln Γ differences (see the module documentation); the
/// mass left outside is below about `1e-17·√n`.
///
/// `n = 0`, `p = 0` and `p = 1` are exact single points. `p` is clamped to [0, 1] and NaN is
/// treated as 0 (callers validate μ before).
pub fn binomial_pmf(n: u64, p: f64) -> BinomialPmf {
    let mut below = Vec::new();
    let mut above = Vec::new();
    let mut mode = (0, 0.0);
    walk_pmf(n, p, |k, term, side| match side {
        Side::Mode => mode = (k, term),
        Side::Below => below.push(term),
        Side::Above => above.push(term),
    });
    let start = mode.0 - below.len() as u64;
    below.reverse();
    let mut probs = below;
    probs.push(mode.1);
    probs.append(&mut above);
    let sum: f64 = probs.iter().sum();
    if sum > 0.0 && sum.is_finite() {
        for x in &mut probs {
            *x /= sum;
        }
    }
    BinomialPmf { start, probs }
}

/// Where [`walk_pmf`] is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Mode,
    Below,
    Above,
}

/// Visits the unnormalised terms of Bin(n, p) at or above [`PMF_CUTOFF`]: the mode first, then
/// going down from it, then going up from it (each side in decreasing size).
fn walk_pmf(n: u64, p: f64, mut visit: impl FnMut(u64, f64, Side)) {
    if n == 0 || p.is_nan() || p <= 0.0 {
        return visit(0, 1.0, Side::Mode);
    }
    if p >= 1.0 {
        return visit(n, 1.0, Side::Mode);
    }
    let q = 1.0 - p;
    let nf = n as f64;
    let mode = (((nf + 1.0) * p).floor() as u64).min(n);
    let mf = mode as f64;
    let log_mode = ln_gamma(nf + 1.0) - ln_gamma(mf + 1.0) - ln_gamma(nf - mf + 1.0)
        + mf * p.ln()
        + (nf - mf) * (-p).ln_1p();
    let at_mode = log_mode.exp();
    visit(mode, at_mode, Side::Mode);
    let (up, down) = (p / q, q / p);
    let mut term = at_mode;
    let mut k = mode;
    while k > 0 {
        term *= k as f64 / (nf - k as f64 + 1.0) * down;
        if term < PMF_CUTOFF {
            break;
        }
        k -= 1;
        visit(k, term, Side::Below);
    }
    let mut term = at_mode;
    let mut k = mode;
    while k < n {
        term *= (nf - k as f64) / (k as f64 + 1.0) * up;
        if term < PMF_CUTOFF {
            break;
        }
        k += 1;
        visit(k, term, Side::Above);
    }
}

/// `(P[Bin(n, p) ≤ x], P[Bin(n, p) > x])` for a real threshold `x`, each summed on its own
/// side over the window of [`binomial_pmf`] and divided by the window's sum (so a small tail
/// keeps its relative accuracy), without storing the window.
fn tails(n: u64, p: f64, x: f64) -> (f64, f64) {
    if x.is_nan() {
        return (f64::NAN, f64::NAN);
    }
    if x < 0.0 {
        return (0.0, 1.0);
    }
    if x >= n as f64 {
        return (1.0, 0.0);
    }
    let j = x.floor() as u64;
    let (mut lower, mut upper) = (0.0f64, 0.0f64);
    walk_pmf(n, p, |k, term, _| {
        if k <= j {
            lower += term;
        } else {
            upper += term;
        }
    });
    let total = lower + upper;
    (lower / total, upper / total)
}

/// `P[Bin(n, p) > x]` for a real threshold `x`: 1 for `x < 0`, 0 for `x ≥ n`, NaN for NaN.
/// Summed from the window of [`binomial_pmf`] (absolute error about 1e-16; a small tail keeps
/// its relative accuracy).
pub fn binomial_tail_above(n: u64, p: f64, x: f64) -> f64 {
    tails(n, p, x).1
}

/// An upper bound on `P[Bin(t, p) ≤ x]` for `x < tp` (Chernoff: `exp(−t·KL(x/t ‖ p))`).
fn chernoff_lower_tail(t: u64, p: f64, x: f64) -> f64 {
    let tf = t as f64;
    let a = x.floor().max(0.0) / tf;
    if a >= p {
        return 1.0;
    }
    let kl =
        if a > 0.0 { a * (a / p).ln() } else { 0.0 } + (1.0 - a) * ((1.0 - a) / (1.0 - p)).ln();
    (-tf * kl).exp()
}

/// F_μ(n), the thesis's approximation (eqs. 2.14–2.18) of the error probability of a square
/// schedule with `n` tests at `t = k²`:
///
/// ```text
/// m = max(μ, 1−μ),  L = ln(3n)
/// F1 = P[Bin(n², m) > n²/2]
/// F2 = Π_{k=1..n} P[Bin(k², m) > k²/2 − sqrt(L·k²/2) − 3L]     (P[Bin > x] = 1 for x < 0)
/// F_μ(n) = 1 − F1·F2
/// ```
///
/// Symmetric in μ ↔ 1 − μ by construction. Computed as `−expm1(ln(1−D1) + Σ ln(1−D_k))` from
/// the failure probabilities `D`, so a small F keeps its relative accuracy; factors whose
/// failure probability is below 1e-18 by the Chernoff bound are taken as 1. Costs O(n²)
/// binomial terms. `n = 0` gives 1 (no test, no decision); a μ outside [0, 1] gives NaN.
pub fn f_mu(mu: f64, n: u64) -> f64 {
    if !(0.0..=1.0).contains(&mu) {
        return f64::NAN;
    }
    if n == 0 {
        return 1.0;
    }
    let m = mu.max(1.0 - mu);
    let t_n = n.saturating_mul(n);
    let (fail_final, _) = tails(t_n, m, t_n as f64 / 2.0);
    // A probability: `-expm1(-0.0)` is −0.0, which would print as "-0".
    let f = -((-fail_final).ln_1p() + log_f2(m, n, (3.0 * n as f64).ln())).exp_m1();
    f.clamp(0.0, 1.0) + 0.0
}

/// `ln Π_{k=1..a} P[Bin(k², m) > k²/2 − sqrt(L·k²/2) − 3L]`, the factors whose failure
/// probability is below 1e-18 (Chernoff) taken as 1.
pub(crate) fn log_f2(m: f64, a: u64, l: f64) -> f64 {
    let mut log_success = 0.0;
    for k in 1..=a {
        let t = k.saturating_mul(k);
        let tf = t as f64;
        let x = tf / 2.0 - (l * tf / 2.0).sqrt() - 3.0 * l;
        if x < 0.0 || chernoff_lower_tail(t, m, x) < 1e-18 {
            continue;
        }
        let (fail, _) = tails(t, m, x);
        log_success += (-fail).ln_1p();
    }
    log_success
}

/// A calibrated number of tests and the δ that gives it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Calibration {
    /// N = min{ n ≥ 1 : F_μ(n) < α_target }.
    pub tests: u64,
    /// δ = 2·N·exp(−2ε²N²) (see [`delta_for_tests`]), in (0, 1); none where no probability
    /// gives it ([`Calibration::no_delta`] says why).
    pub delta: Option<f64>,
    /// Why there is no δ: the formula gives δ ≥ 1 (N is small for the given ε: no confidence
    /// level makes the Hoeffding horizon that short, a larger ε is needed) or a δ below the
    /// smallest positive double (a smaller ε is needed).
    pub no_delta: Option<String>,
}

/// The δ whose Hoeffding horizon for the square schedule is exactly `tests` tests at precision
/// `eps`: eq. (2.19) read the right way up, `δ = 2N·exp(−2ε²N²)` (the inverse of
/// `ε = sqrt(ln(2N/δ)/(2N²))`). 3.0210148e-11 for N = 393, ε = 0.01.
pub fn delta_for_tests(tests: u64, eps: f64) -> f64 {
    let n = tests as f64;
    ((2.0 * n).ln() - 2.0 * eps * eps * n * n).exp()
}

/// The calibration for `tests` tests at precision `eps`: δ in (0, 1), or why none exists.
fn calibration(tests: u64, eps: f64) -> Calibration {
    let n = tests as f64;
    let ln_delta = (2.0 * n).ln() - 2.0 * eps * eps * n * n;
    let no_delta = crate::i18n::with_english(|w| no_delta_in(tests, eps, w));
    Calibration {
        tests,
        delta: no_delta.is_none().then(|| ln_delta.exp()),
        no_delta,
    }
}

/// Why `tests` tests at precision `eps` have no δ in (0, 1) ([`Calibration::no_delta`]), in
/// the language of `words`; `None` when they have one.
pub fn no_delta_in(tests: u64, eps: f64, words: &crate::i18n::Catalogue) -> Option<String> {
    let n = tests as f64;
    let ln_delta = (2.0 * n).ln() - 2.0 * eps * eps * n * n;
    let eps = words.decimal(&crate::text::short(eps));
    if ln_delta >= 0.0 {
        let args = crate::i18n::Args::new()
            .text("eps", eps)
            .count("tests", tests as i64)
            .text("delta", words.number(ln_delta.exp(), 4))
            .text(
                "least",
                words.decimal(&format!("{:.3e}", ((2.0 * n).ln() / (2.0 * n * n)).sqrt())),
            );
        Some(words.msg_with("race-calibration-delta-above-one", &args))
    } else if ln_delta.exp() < f64::MIN_POSITIVE {
        let args = crate::i18n::Args::new()
            .text("eps", eps)
            .count("tests", tests as i64)
            .text("exponent", words.number(ln_delta, 1));
        Some(words.msg_with("race-calibration-delta-underflow", &args))
    } else {
        None
    }
}

/// Majority failure over the odd one `t*` of `n₀², n₀² + 1` games: a lower bound on F_μ(n) for
/// every `n ≤ n₀` (see the module documentation).
fn failure_floor(n0: u64, m: f64) -> f64 {
    let sq = n0 * n0;
    let t = if sq % 2 == 1 { sq } else { sq + 1 };
    tails(t, m, t as f64 / 2.0).0
}

/// A lower bound on F_μ(n) for every n in `[a, b]`: `1 − F1(n) ≥ failure_floor(b)`, and
/// `F2(n) ≤ Π_{k ≤ a}` of its factors at `L = ln(3b)` (dropping factors ≤ 1 and raising L,
/// which lowers every threshold, can only raise the product).
fn block_floor(m: f64, a: u64, b: u64) -> f64 {
    -((-failure_floor(b, m)).ln_1p() + log_f2(m, a, (3.0 * b as f64).ln())).exp_m1()
}

/// The largest `n₀ ≤ MAX_CALIBRATION_TESTS` with `holds(failure_floor(n₀))` (0 if none), by
/// bisection: the floor does not increase with `n₀`.
fn floor_start(m: f64, holds: impl Fn(f64) -> bool) -> u64 {
    let (mut lo, mut hi) = (0u64, MAX_CALIBRATION_TESTS);
    if holds(failure_floor(hi, m)) {
        return hi;
    }
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if holds(failure_floor(mid, m)) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

/// Calibrates the number of tests (and δ) so that the thesis's F_μ falls below `alpha_target`:
/// `N = min{ n ≥ 1 : F_μ(n) < α_target }`, `δ = 2·N·exp(−2ε²N²)` (eq. 2.19, the right way up).
///
/// μ = 0.5 is refused (field `mu`): there is no better player to find and F_μ(n) ≥ 1/2 for
/// every n. A target that needs more than [`MAX_CALIBRATION_TESTS`] tests is refused (field
/// `alpha`); that is decided from a cheap lower bound, not by scanning. Cost: a bisection of
/// binomial tails, then a gallop of lower bounds and F_μ(n) evaluations (O(n²) terms each)
/// from that bound up to N — a few milliseconds at N ≈ 300, seconds when N runs into the
/// thousands (12 s natively for μ = 0.4999, N = 8 317).
///
/// Reference: μ = 0.497, α = 0.05, ε = 0.01 → N = 275, δ = 1.4847682e-4.
pub fn calibrate(mu: f64, alpha_target: f64, eps: f64) -> Result<Calibration, ParamError> {
    crate::jobs::run_to_end(&mut Calibrate::new(mu, alpha_target, eps)?)
}

/// [`calibrate`] as a step-based job, for a worker: one unit is one evaluation (a block's
/// lower bound or F_μ(n) itself). Progress counts the tests scanned.
#[derive(Clone, Debug)]
pub struct Calibrate {
    mu: f64,
    m: f64,
    alpha: f64,
    eps: f64,
    n: u64,
    step: u64,
    start: u64,
    result: Option<Result<Calibration, ParamError>>,
}

impl Calibrate {
    /// Checks the inputs and finds the starting point of the scan.
    pub fn new(mu: f64, alpha_target: f64, eps: f64) -> Result<Self, ParamError> {
        check_mu(mu)?;
        check_open_unit("alpha", alpha_target)?;
        check_open_unit("eps", eps)?;
        if mu == 0.5 {
            return Err(ParamError::new("mu", Said::new("field-calibration-even")));
        }
        let m = mu.max(1.0 - mu);
        let holds = |bound: f64| bound >= alpha_target * (1.0 + 1e-9);
        let start = floor_start(m, holds);
        if start >= MAX_CALIBRATION_TESTS {
            return Err(ParamError::new(
                "alpha",
                Said::new("field-calibration-too-many")
                    .decimal("alpha", alpha_target.to_string())
                    .decimal("mu", mu.to_string())
                    .count("max", MAX_CALIBRATION_TESTS as i64),
            ));
        }
        Ok(Calibrate {
            mu,
            m,
            alpha: alpha_target,
            eps,
            n: start + 1,
            step: 2,
            start,
            result: None,
        })
    }

    fn holds(&self, bound: f64) -> bool {
        // Skip only with a margin, so that rounding in a bound can never skip the answer.
        bound >= self.alpha * (1.0 + 1e-9)
    }
}

impl Job for Calibrate {
    type Output = Result<Calibration, ParamError>;

    fn step(&mut self, budget: u64) -> Option<Self::Output> {
        // N > start. Scan upwards, galloping over blocks [n, b] whose lower bound proves F ≥ α
        // throughout, and evaluating F_μ(n) itself once the blocks shrink to one test.
        for _ in 0..budget.max(1) {
            if self.result.is_some() {
                break;
            }
            if self.n > MAX_CALIBRATION_TESTS {
                self.result = Some(Err(ParamError::new(
                    "alpha",
                    Said::new("field-calibration-never")
                        .decimal("alpha", self.alpha.to_string())
                        .count("max", MAX_CALIBRATION_TESTS as i64)
                        .decimal("mu", self.mu.to_string()),
                )));
                break;
            }
            if self.step > 1 {
                let b = (self.n + self.step - 1).min(MAX_CALIBRATION_TESTS);
                if self.holds(block_floor(self.m, self.n, b)) {
                    self.n = b + 1;
                    self.step = self.step.saturating_mul(2);
                } else {
                    self.step /= 2;
                }
                continue;
            }
            let f = f_mu(self.mu, self.n);
            if f < self.alpha {
                self.result = Some(Ok(calibration(self.n, self.eps)));
                break;
            }
            self.n += 1;
            // Close above the target, blocks rarely pass: go test by test.
            self.step = if f > 1.02 * self.alpha { 2 } else { 1 };
        }
        self.result.clone()
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.n,
            total: None,
            // N is unknown in advance: a rough, monotone scale from the proven lower bound
            // where the scan starts (0) towards twice it (½).
            fraction: if self.result.is_some() {
                1.0
            } else {
                (1.0 - self.start as f64 / self.n.max(1) as f64).clamp(0.0, 0.99)
            },
            unit: "tests scanned".into(),
        }
    }
}

#[cfg(test)]
mod tests;
