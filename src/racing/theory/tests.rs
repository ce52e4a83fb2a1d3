//! The binomial window, F_μ and the calibration checked against direct sums, the thesis's
//! numbers, and the calibration job in slices against the function.

use super::*;

#[test]
fn the_calibration_job_in_slices_equals_the_function() {
    for (mu, alpha) in [(0.497, 0.05), (0.499, 0.1), (0.3, 0.01)] {
        let whole = calibrate(mu, alpha, 0.01).unwrap();
        let mut job = Calibrate::new(mu, alpha, 0.01).unwrap();
        let mut last = -1.0;
        let sliced = loop {
            if let Some(r) = job.step(1) {
                break r.unwrap();
            }
            let f = job.progress().fraction;
            assert!(f >= last && f < 1.0);
            last = f;
        };
        assert_eq!(sliced, whole);
    }
    assert_eq!(calibrate(0.497, 0.05, 0.01).unwrap().tests, 275);
}

fn close(a: f64, b: f64, tol: f64) -> bool {
    (a - b).abs() <= tol
}

/// P[Bin(n, p) > x] by the definition, with exact binomial coefficients (n ≤ 60).
fn brute_tail(n: u64, p: f64, x: f64) -> f64 {
    let mut s = 0.0;
    let mut c = 1.0f64; // C(n, k)
    for k in 0..=n {
        if k as f64 > x {
            s += c * p.powi(k as i32) * (1.0 - p).powi((n - k) as i32);
        }
        c = c * (n - k) as f64 / (k + 1) as f64;
    }
    s
}

#[test]
fn ln_gamma_known_values() {
    // Values from mpmath.loggamma at 40 digits.
    assert!(close(ln_gamma(100.0), 359.134_205_369_575_4, 1e-12));
    assert!(close(ln_gamma(0.1), 2.252_712_651_734_206, 1e-14));
    assert!(close(ln_gamma(3.7), 1.428_072_326_665_388, 1e-14));
    assert!((ln_gamma(1e10) / 220_258_509_288.810_58 - 1.0).abs() < 1e-14);
    assert!(close(
        ln_gamma(0.5),
        std::f64::consts::PI.sqrt().ln(),
        1e-15
    ));
    assert_eq!(ln_gamma(1.0), 0.0);
    assert_eq!(ln_gamma(2.0), 0.0);
    assert_eq!(ln_gamma(0.0), f64::INFINITY);
    assert_eq!(ln_gamma(-3.0), f64::INFINITY);
    // Γ(−0.5) = −2√π.
    assert!(close(
        ln_gamma(-0.5),
        (2.0 * std::f64::consts::PI.sqrt()).ln(),
        1e-14
    ));
    // ln((n−1)!) summed directly, and the recurrence ln Γ(x+1) = ln Γ(x) + ln x.
    let mut lf = 0.0f64;
    for n in 2..=40u32 {
        lf += ((n - 1) as f64).ln();
        assert!(
            (ln_gamma(n as f64) - lf).abs() <= 1e-14 * lf.max(1.0),
            "n = {n}"
        );
    }
    for &x in &[0.3, 1.7, 5.25, 33.3, 1234.5] {
        let d = ln_gamma(x + 1.0) - ln_gamma(x) - f64::ln(x);
        assert!(
            d.abs() < 1e-12 * ln_gamma(x + 1.0).abs().max(1.0),
            "x = {x}: {d}"
        );
    }
}

#[test]
fn pmf_matches_the_definition_and_its_window_is_tight() {
    for &(n, p) in &[(1u64, 0.3), (7, 0.5), (20, 0.05), (50, 0.62), (60, 0.999)] {
        let pmf = binomial_pmf(n, p);
        let sum: f64 = pmf.probs.iter().sum();
        assert!(close(sum, 1.0, 1e-15));
        let mut c = 1.0f64;
        for k in 0..=n {
            let exact = c * p.powi(k as i32) * (1.0 - p).powi((n - k) as i32);
            c = c * (n - k) as f64 / (k + 1) as f64;
            if k >= pmf.start && k < pmf.end() {
                let got = pmf.probs[(k - pmf.start) as usize];
                assert!(
                    (got - exact).abs() <= 1e-13 * exact,
                    "n={n} p={p} k={k}: {got} vs {exact}"
                );
            } else {
                assert!(
                    exact < PMF_CUTOFF * 1.0001,
                    "n={n} p={p} k={k} left out with {exact}"
                );
            }
        }
    }
    // Large n: the edges are just above the cutoff, the next terms just below.
    let pmf = binomial_pmf(45_369, 0.497);
    assert!(pmf.probs[0] >= PMF_CUTOFF * 0.999 && pmf.probs[0] < 1e-15);
    assert!(*pmf.probs.last().unwrap() >= PMF_CUTOFF * 0.999);
    assert!(
        pmf.probs.len() > 1000 && pmf.probs.len() < 4000,
        "{}",
        pmf.probs.len()
    );
}

#[test]
fn pmf_edge_cases_are_exact() {
    assert_eq!(
        binomial_pmf(0, 0.3),
        BinomialPmf {
            start: 0,
            probs: vec![1.0]
        }
    );
    assert_eq!(
        binomial_pmf(10, 0.0),
        BinomialPmf {
            start: 0,
            probs: vec![1.0]
        }
    );
    assert_eq!(
        binomial_pmf(10, 1.0),
        BinomialPmf {
            start: 10,
            probs: vec![1.0]
        }
    );
    assert_eq!(
        binomial_pmf(10, f64::NAN),
        BinomialPmf {
            start: 0,
            probs: vec![1.0]
        }
    );
    let tiny = binomial_pmf(1000, 1e-300);
    assert_eq!(tiny.start, 0);
    assert!(close(tiny.probs[0], 1.0, 1e-15));
}

#[test]
fn tail_matches_brute_force_and_known_values() {
    for &n in &[1u64, 2, 5, 16, 31, 60] {
        for &p in &[0.01, 0.3, 0.5, 0.503, 0.9] {
            for i in -2..=(2 * n as i64 + 2) {
                let x = i as f64 / 2.0 - 0.25;
                let (got, want) = (binomial_tail_above(n, p, x), brute_tail(n, p, x));
                assert!(
                    (got - want).abs() <= 1e-13 * want + 1e-16,
                    "n={n} p={p} x={x}: {got} vs {want}"
                );
            }
        }
    }
    assert_eq!(binomial_tail_above(10, 0.5, -0.1), 1.0);
    assert_eq!(binomial_tail_above(10, 0.5, 10.0), 0.0);
    assert!(close(
        binomial_tail_above(10, 0.5, 5.0),
        386.0 / 1024.0,
        1e-15
    ));
    // mpmath at 40 digits.
    let v = binomial_tail_above(100, 0.3, 40.0);
    assert!((v / 0.012_498_407_166_438_2 - 1.0).abs() < 1e-12, "{v}");
    let v = binomial_tail_above(1000, 0.5, 520.0);
    assert!((v / 0.097_383_164_230_882_74 - 1.0).abs() < 1e-12, "{v}");
    let v = binomial_tail_above(45_369, 0.503, 45_369.0 / 2.0);
    assert!(close(v, 0.899_378_556_196_724_6, 1e-12), "{v}");
}

#[test]
fn f_mu_reproduces_the_thesis_and_is_symmetric() {
    // mpmath at 25 digits: 0.100843970074, 0.0506209877426, 0.0496247153456.
    let f = f_mu(0.497, 213);
    assert!(close(f, 0.100_844, 5e-6), "{f}");
    assert!(close(f, 0.100_843_970_074, 1e-10), "{f}");
    assert!(close(f_mu(0.497, 274), 0.050_621, 5e-6));
    assert!(close(f_mu(0.497, 275), 0.049_625, 5e-6));
    assert!(close(f_mu(0.497, 275), 0.049_624_715_345_6, 1e-10));
    for n in [1, 2, 10, 213] {
        assert_eq!(f_mu(0.503, n), f_mu(0.497, n));
    }
    assert_eq!(f_mu(0.3, 0), 1.0);
    assert!(f_mu(1.5, 3).is_nan());
    assert_eq!(f_mu(1.0, 50), 0.0);
    assert!(f_mu(0.5, 213) > 0.5);
    // Far from 0.5 the error is tiny but keeps its relative accuracy (positive).
    let small = f_mu(0.45, 213);
    assert!(small > 0.0 && small < 1e-6, "{small}");
}

#[test]
fn delta_calibration_reproduces_the_thesis() {
    let c = calibrate(0.497, 0.05, 0.01).expect("valid");
    assert_eq!(c.tests, 275);
    let delta = c.delta.expect("a δ in (0, 1)");
    assert!((delta / 1.484_768_2e-4 - 1.0).abs() < 1e-6, "{delta}");
    assert!((delta_for_tests(393, 0.01) / 3.021_014_8e-11 - 1.0).abs() < 1e-6);
    // Symmetric.
    assert_eq!(calibrate(0.503, 0.05, 0.01).expect("valid").tests, 275);
}

#[test]
fn calibration_gives_a_delta_in_the_open_unit_interval_or_says_why_not() {
    // Found by fuzzing: these gave δ = 5.289, 1.9996, 1.9996, 549.99 and 0.
    for (mu, alpha, eps, why) in [
        (0.497, 0.2, 0.01, "≥ 1"),
        (0.497, 0.5, 0.01, "≥ 1"),
        (0.0, 0.05, 0.01, "≥ 1"),
        (0.497, 0.05, 1e-12, "≥ 1"),
        (0.497, 0.05, 0.5, "smallest representable"),
    ] {
        let c = calibrate(mu, alpha, eps).expect("N exists");
        assert_eq!(c.delta, None, "{mu} {alpha} {eps}");
        let why_not = c.no_delta.expect("a reason");
        assert!(why_not.contains(why), "{why_not}");
    }
    let ok = calibrate(0.497, 0.05, 0.01).unwrap();
    assert!(ok.delta.is_some_and(|d| d > 0.0 && d < 1.0) && ok.no_delta.is_none());
}

#[test]
fn calibration_equals_the_plain_scan() {
    // The bisection on the majority-failure floor must never skip the answer.
    for &(mu, alpha) in &[
        (0.497, 0.05),
        (0.49, 0.1),
        (0.45, 0.01),
        (0.3, 0.2),
        (0.7, 0.6),
        (0.499, 0.3),
    ] {
        let plain = (1..).find(|&n| f_mu(mu, n) < alpha).expect("found");
        let c = calibrate(mu, alpha, 0.01).expect("valid");
        assert_eq!(c.tests, plain, "μ = {mu}, α = {alpha}");
    }
}

#[test]
fn galloping_equals_the_plain_scan_from_the_floor() {
    // The floor is tight when F2 ≈ 1 (N = 826 starts at 822); at μ = 0.498, α = 0.001 the
    // scan starts at 772 and N = 782, so the gallop has blocks to try and must not skip N.
    for &(mu, alpha, gap) in &[(0.499, 0.05, 3), (0.498, 0.001, 8)] {
        let m = f64::max(mu, 1.0 - mu);
        let start = floor_start(m, |b| b >= alpha * (1.0 + 1e-9));
        let plain = (start + 1..).find(|&n| f_mu(mu, n) < alpha).expect("found");
        assert!(plain > start + gap, "μ = {mu}: start {start}, N {plain}");
        assert_eq!(
            calibrate(mu, alpha, 0.01).expect("valid").tests,
            plain,
            "μ = {mu}"
        );
    }
}

#[test]
fn the_block_floor_bounds_f_from_below() {
    for &mu in &[0.49, 0.497, 0.4] {
        let m = f64::max(mu, 1.0 - mu);
        for (a, b) in [(1u64, 1u64), (5, 9), (40, 80), (200, 213)] {
            let floor = block_floor(m, a, b);
            for n in a..=b {
                assert!(f_mu(mu, n) >= floor, "μ={mu} n={n} [{a}, {b}]");
            }
        }
    }
}

#[test]
fn the_floor_bounds_f_from_below() {
    for &mu in &[0.49, 0.497, 0.4, 0.6] {
        let m = f64::max(mu, 1.0 - mu);
        for n0 in [1u64, 2, 7, 40, 213] {
            let floor = failure_floor(n0, m);
            for n in 1..=n0 {
                assert!(f_mu(mu, n) >= floor, "μ={mu} n={n} n0={n0}");
            }
        }
    }
}

#[test]
fn calibration_refuses_what_it_cannot_do() {
    assert_eq!(calibrate(0.5, 0.05, 0.01).unwrap_err().field, "mu");
    assert_eq!(calibrate(1.2, 0.05, 0.01).unwrap_err().field, "mu");
    assert_eq!(calibrate(0.4999999, 0.05, 0.01).unwrap_err().field, "alpha");
    assert_eq!(calibrate(0.4, 0.0, 0.01).unwrap_err().field, "alpha");
    assert_eq!(calibrate(0.4, f64::NAN, 0.01).unwrap_err().field, "alpha");
    assert_eq!(calibrate(0.4, 0.05, 1.0).unwrap_err().field, "eps");
    // Far from 0.5 with a loose target one test suffices: F_μ(1) = 1 − m.
    assert_eq!(calibrate(0.2, 0.25, 0.01).expect("valid").tests, 1);
}
