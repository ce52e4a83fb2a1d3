//! Confidence half-widths and the horizon solvers.
//!
//! - Hoeffding: `HB(t, d) = sqrt(ln(2/d) / (2t))`.
//! - Empirical Bernstein (range 1): `EB(t, d) = σ̄·sqrt(2·ln(3/d)/t) + 3·ln(3/d)/t` with
//!   `σ̄ = sqrt(X̄(1 − X̄))`, the 1/t standard deviation of 0/1 outcomes.
//! - `NMAX(f)`: the smallest integer `n ≥ 1` with `sqrt(ln(2n/δ)/(2·f(n))) ≤ ε·(1 + 1e-9)`. The
//!   tolerance is the spec's answer to a rounding trap: with δ = 3.02101484e-11 the real root is
//!   393.0000000045 and a plain ceiling would give 394.

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

/// Relative tolerance of the horizon solvers.
pub const NMAX_TOLERANCE: f64 = 1e-9;

/// Hoeffding half-width after `t` games at confidence `d`.
pub fn hoeffding(t: u64, d: f64) -> f64 {
    ((2.0 / d).ln() / (2.0 * t as f64)).sqrt()
}

/// Empirical-Bernstein half-width after `t` games with mean `mean`, at confidence `d`.
pub fn empirical_bernstein(mean: f64, t: u64, d: f64) -> f64 {
    let sigma = (mean * (1.0 - mean)).max(0.0).sqrt();
    let l = (3.0 / d).ln();
    let t = t as f64;
    sigma * (2.0 * l / t).sqrt() + 3.0 * l / t
}

/// The largest answer the horizon solvers look for: 2⁵⁰ tests (about 10¹⁵; no race could
/// ever play that many, and a square schedule's games are checked to fit 64 bits).
pub const MAX_HORIZON_TESTS: u64 = 1 << 50;

/// The smallest integer `n ≥ 1` with `g(n) ≤ ε(1 + tol)` for a decreasing `g`; `None` when
/// no `n ≤` [`MAX_HORIZON_TESTS`] gets there (ε too small for δ: no horizon worth the name).
pub fn smallest_integer_below(eps: f64, g: impl Fn(f64) -> f64) -> Option<u64> {
    let target = eps * (1.0 + NMAX_TOLERANCE);
    let mut hi = 1u64;
    // NaN (a bound that cannot be evaluated) counts as not yet within ε.
    let within = |v: f64| {
        matches!(
            v.partial_cmp(&target),
            Some(Ordering::Less | Ordering::Equal)
        )
    };
    while !within(g(hi as f64)) {
        if hi >= MAX_HORIZON_TESTS {
            return None;
        }
        hi *= 2;
    }
    let mut lo = hi / 2; // g(lo) > target or lo == 0
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if g(mid as f64) > target {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some(hi.max(1))
}

/// The real root of `g(x) = ε` for a decreasing `g`, by bisection (for display).
pub fn real_root(eps: f64, lo: f64, hi: f64, g: impl Fn(f64) -> f64) -> f64 {
    let (mut lo, mut hi) = (lo, hi);
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if g(mid) > eps {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    0.5 * (lo + hi)
}

/// `NMAX(f)` of the spec: the number of tests whose Hoeffding bound at δ/n reaches ε when test
/// `n` has seen `f(n)` games; `None` beyond [`MAX_HORIZON_TESTS`].
pub fn nmax(eps: f64, delta: f64, f: impl Fn(f64) -> f64) -> Option<u64> {
    smallest_integer_below(eps, |n| ((2.0 * n / delta).ln() / (2.0 * f(n))).sqrt())
}

/// `n_min` of ILEBR* 2: where the σ̄ = 0 Bernstein term `3·ln(3N/δ)/n²` equals 0.5, with `N`
/// the tests of ILEBR*: `sqrt(6·ln(3N/δ))` (7.532186 at the defaults).
pub fn n_min(delta: f64, star_tests: u64) -> f64 {
    (6.0 * (3.0 * star_tests as f64 / delta).ln()).sqrt()
}

/// The offset `o = ⌈n_min⌉ − 1` of ILEBR* 2 (7 at the defaults): its first test is at `(1+o)²`.
pub fn ilebr_star2_offset(delta: f64, star_tests: u64) -> u64 {
    (n_min(delta, star_tests).ceil() as u64).saturating_sub(1)
}

/// The game count by which LEBR's precision stop must have fired: the first `t` where the
/// widest empirical-Bernstein interval (σ̄ = 1/2) at `6δ/(π²t²)` is within ε; `None` beyond
/// [`MAX_HORIZON_TESTS`].
pub fn lebr_horizon(eps: f64, delta: f64) -> Option<u64> {
    smallest_integer_below(eps, |t| {
        let d = 6.0 * delta / (std::f64::consts::PI.powi(2) * t * t);
        let l = (3.0 / d).ln();
        0.5 * (2.0 * l / t).sqrt() + 3.0 * l / t
    })
}

/// One row of the horizon table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Horizon {
    /// Which equation of the thesis.
    pub equation: String,
    /// What it bounds.
    pub meaning: String,
    /// The real root.
    pub root: f64,
    /// The integer answer (tests).
    pub tests: u64,
    /// Games at the horizon.
    pub games: u64,
}

impl Horizon {
    /// What the row bounds ([`Horizon::meaning`]) in the language of `words`.
    pub fn meaning_in(&self, words: &crate::i18n::Catalogue) -> String {
        match self.equation.as_str() {
            "2.1" => words.msg("race-horizon-2-1"),
            "2.2" => words.msg("race-horizon-2-2"),
            "2.3" => words.msg("race-horizon-2-3"),
            "2.4" => words.msg("race-horizon-2-4"),
            "n_min" => words.msg("race-horizon-n-min"),
            "2.5" => words.msg("race-horizon-2-5"),
            "LEBR" => words.msg("race-horizon-lebr"),
            _ => self.meaning.clone(),
        }
    }
}

/// Why [`horizons`] has no table: ε is so small for δ that some horizon needs more than
/// [`MAX_HORIZON_TESTS`] tests.
pub fn no_horizon(eps: f64, delta: f64) -> String {
    crate::i18n::with_english(|w| no_horizon_in(eps, delta, w))
}

/// [`no_horizon`] in the language of `words`.
pub fn no_horizon_in(eps: f64, delta: f64, words: &crate::i18n::Catalogue) -> String {
    let args = crate::i18n::Args::new()
        .text("eps", words.decimal(&crate::text::short(eps)))
        .text("delta", words.decimal(&crate::text::short(delta)))
        .count("max", MAX_HORIZON_TESTS as i64);
    words.msg_with("field-race-no-horizon", &args)
}

/// Every horizon of the spec's table, for given ε and δ, or [`no_horizon`]'s reason when one
/// of them does not exist within [`MAX_HORIZON_TESTS`] tests.
pub fn horizons(eps: f64, delta: f64) -> Result<Vec<Horizon>, String> {
    let none = || no_horizon(eps, delta);
    let hoeff = |f: fn(f64) -> f64| move |n: f64| ((2.0 * n / delta).ln() / (2.0 * f(n))).sqrt();
    let bern_games = move |n: f64| {
        ((3.0 * n / delta).ln() / (2.0 * n)).sqrt() + 3.0 * (3.0 * n / delta).ln() / n
    };
    let bern_square = move |n: f64| {
        ((3.0 * n / delta).ln() / (2.0 * n * n)).sqrt() + 3.0 * (3.0 * n / delta).ln() / (n * n)
    };
    let n21 = nmax(eps, delta, |n| n).ok_or_else(none)?;
    let n23 = nmax(eps, delta, |n| n * n).ok_or_else(none)?;
    let n22 = smallest_integer_below(eps, bern_games).ok_or_else(none)?;
    let n24 = smallest_integer_below(eps, bern_square).ok_or_else(none)?;
    let nmin = n_min(delta, n23);
    let offset = ilebr_star2_offset(delta, n23);
    let o = offset as f64;
    let g25 = move |n: f64| ((2.0 * n / delta).ln() / (2.0 * (n + o) * (n + o))).sqrt();
    let n25 = smallest_integer_below(eps, g25).ok_or_else(none)?;
    let lebr = lebr_horizon(eps, delta).ok_or_else(none)?;
    // Each real root lies in (n − 1, n] of its integer answer (up to the tolerance): bisect
    // there, so the root shown is the root whatever the size.
    let root = |n: u64, g: &dyn Fn(f64) -> f64| {
        real_root(eps, (n as f64 - 1.0).max(1.0), n as f64 + 1.0, g)
    };
    let square = |n: u64| n.checked_mul(n).ok_or_else(none);
    let r24 = root(n24, &bern_square);
    Ok(vec![
        Horizon {
            equation: "2.1".into(),
            meaning: "ILEBR: tests (one per game), Hoeffding at δ/n".into(),
            root: root(n21, &hoeff(|n| n)),
            tests: n21,
            games: n21,
        },
        Horizon {
            equation: "2.2".into(),
            meaning: "Bernstein with σ̄ = 1/2, one test per game".into(),
            root: root(n22, &bern_games),
            tests: n22,
            games: n22,
        },
        Horizon {
            equation: "2.3".into(),
            meaning: "ILEBR 2 / ILEBR*: tests at t = n²".into(),
            root: root(n23, &hoeff(|n| n * n)),
            tests: n23,
            games: square(n23)?,
        },
        Horizon {
            equation: "2.4".into(),
            meaning: "Bernstein at t = n², read with /(2n²)".into(),
            root: r24,
            tests: r24.ceil() as u64,
            games: (r24 * r24).ceil() as u64,
        },
        Horizon {
            equation: "n_min".into(),
            meaning: "ILEBR* 2: first informative test, √(6·ln(3N/δ))".into(),
            root: nmin,
            tests: offset + 1,
            games: square(offset + 1)?,
        },
        Horizon {
            equation: "2.5".into(),
            meaning: "ILEBR* 2: tests at t = (n + o)²".into(),
            root: root(n25, &g25),
            tests: n25,
            games: square(n25 + offset)?,
        },
        Horizon {
            equation: "LEBR".into(),
            meaning: "LEBR: the precision stop fires by this game whatever the outcomes".into(),
            root: lebr as f64,
            tests: lebr,
            games: lebr,
        },
    ])
}

/// `n_max` as a function of the standard deviation σ with one test per game (Figure 2.1): the
/// smallest `n` with `σ·sqrt(2·ln(3n/δ)/n) + 3·ln(3n/δ)/n ≤ ε`; `None` beyond
/// [`MAX_HORIZON_TESTS`].
pub fn nmax_for_sigma(eps: f64, delta: f64, sigma: f64) -> Option<u64> {
    smallest_integer_below(eps, |n| {
        let l = (3.0 * n / delta).ln();
        sigma * (2.0 * l / n).sqrt() + 3.0 * l / n
    })
}

/// `n_max` as a function of σ with tests at `t = n²` (Figure 2.2): the smallest `n` with
/// `σ·sqrt(2·ln(3n/δ)/n²) + 3·ln(3n/δ)/n² ≤ ε` — at σ = 1/2 eq. (2.4) read with `/(2n²)`
/// (231 tests, root 230.75 at the defaults); `None` beyond [`MAX_HORIZON_TESTS`].
pub fn nmax_for_sigma_square(eps: f64, delta: f64, sigma: f64) -> Option<u64> {
    smallest_integer_below(eps, |n| {
        let l = (3.0 * n / delta).ln();
        sigma * (2.0 * l).sqrt() / n + 3.0 * l / (n * n)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_horizon_has_its_own_words_in_every_language() {
        let rows = horizons(0.01, 0.05).expect("a table");
        crate::i18n::with_english(|w| {
            for r in &rows {
                assert_eq!(r.meaning_in(w), r.meaning, "{}", r.equation);
            }
        });
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        for r in &rows {
            let polish = r.meaning_in(&pl);
            assert!(
                polish != r.meaning && !polish.contains('⟨'),
                "{}: {polish}",
                r.equation
            );
        }
    }

    #[test]
    fn the_spec_horizon_table() {
        let h = horizons(0.01, 0.05).expect("a table");
        let get = |e: &str| h.iter().find(|r| r.equation == e).unwrap().clone();
        assert!(
            (get("2.1").root - 74_539.842_6).abs() < 1e-3,
            "{}",
            get("2.1").root
        );
        assert_eq!(get("2.1").tests, 74_540);
        assert!(
            (get("2.2").root - 86_328.252_2).abs() < 1e-3,
            "{}",
            get("2.2").root
        );
        assert_eq!(get("2.2").tests, 86_329);
        assert!((get("2.3").root - 212.70627).abs() < 1e-4);
        assert_eq!((get("2.3").tests, get("2.3").games), (213, 45_369));
        assert!(
            (get("2.4").root - 230.75125).abs() < 1e-4,
            "{}",
            get("2.4").root
        );
        assert_eq!(get("2.4").games, 53_247);
        assert!((get("n_min").root - 7.532186).abs() < 1e-6);
        assert_eq!(get("n_min").games, 64);
        assert!(
            (get("2.5").root - 205.28868).abs() < 1e-4,
            "{}",
            get("2.5").root
        );
        assert_eq!((get("2.5").tests, get("2.5").games), (206, 45_369));
        assert_eq!(get("LEBR").games, 159_424);
    }

    #[test]
    fn the_rounding_trap() {
        // With δ = 3.02101484e-11 the root is 393.0000000045: the tolerance gives 393.
        assert_eq!(nmax(0.01, 3.021_014_84e-11, |n| n * n), Some(393));
    }

    #[test]
    fn nmax_grows_with_the_variance() {
        let a = nmax_for_sigma(0.01, 0.05, 0.0).unwrap();
        let b = nmax_for_sigma(0.01, 0.05, 0.25).unwrap();
        let c = nmax_for_sigma(0.01, 0.05, 0.5).unwrap();
        assert!(a < b && b < c, "{a} {b} {c}");
        assert_eq!(c, 86_329);
        // Tests at t = n²: eq. (2.4) at σ = 1/2, far fewer tests, growing with σ too.
        let square: Vec<u64> = [0.0, 0.25, 0.5]
            .map(|s| nmax_for_sigma_square(0.01, 0.05, s).unwrap())
            .to_vec();
        assert!(square[0] < square[1] && square[1] < square[2], "{square:?}");
        assert_eq!(square[2], 231);
        let h = horizons(0.01, 0.05).unwrap();
        let eq24 = h.iter().find(|r| r.equation == "2.4").unwrap();
        assert_eq!(square[2], eq24.root.ceil() as u64);
    }

    #[test]
    fn tiny_precisions_have_no_horizon_instead_of_a_panic_or_a_wrapped_count() {
        // Found by fuzzing: ε = 1e-9 panicked, ε = 1e-300 too, and at ε = 1e-6 the roots
        // were shown as 1e12 while the answers were 1.7e13 and more.
        for (eps, delta) in [(1e-9, 0.05), (1e-300, 0.05), (1e-9, 1e-300)] {
            let why = horizons(eps, delta).expect_err("no horizon");
            assert!(why.contains("raise ε"), "{why}");
        }
        let h = horizons(1e-6, 0.05).expect("a table");
        for r in &h {
            if r.equation != "n_min" && r.equation != "LEBR" {
                assert!(
                    (r.root - r.tests as f64).abs() <= 1.0,
                    "{} root {} tests {}",
                    r.equation,
                    r.root,
                    r.tests
                );
            }
            assert!(r.games >= r.tests, "{r:?}");
        }
    }
}
