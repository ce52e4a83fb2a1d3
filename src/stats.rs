//! Summaries of samples shared by every lab: the pandas-style [`describe`] of a batch of runs,
//! the Wilson score interval of a proportion ([`wilson`]) and the normal-approximation
//! interval of a mean ([`normal_interval`]).
//!
//! One module so that the command line, the pages and the experiments report the same numbers
//! the same way; each function is tested against a value computed by another tool.
//!
//! ## References
//! - E. B. Wilson (1927), "Probable inference, the law of succession, and statistical
//!   inference", Journal of the American Statistical Association 22.
//! - pandas `DataFrame.describe` (linear-interpolation quantiles, standard deviation with n − 1).

use serde::{Deserialize, Serialize};

/// The two-sided 95% standard normal quantile.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The two-sided 99% standard normal quantile.
pub const Z99: f64 = 2.575_829_303_548_900_4;

/// pandas-style summary of a sample: count, mean, std (n − 1), min, quartiles (linear
/// interpolation), max.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Describe {
    /// Sample size.
    pub count: usize,
    /// Mean.
    pub mean: f64,
    /// Standard deviation with n − 1 (0 for one value).
    pub std: f64,
    /// Minimum.
    pub min: f64,
    /// First quartile.
    pub q25: f64,
    /// Median.
    pub q50: f64,
    /// Third quartile.
    pub q75: f64,
    /// Maximum.
    pub max: f64,
}

/// Summarises `xs`; `None` for an empty sample.
pub fn describe(xs: &[f64]) -> Option<Describe> {
    if xs.is_empty() {
        return None;
    }
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = if xs.len() > 1 {
        xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)
    } else {
        0.0
    };
    let mut s = xs.to_vec();
    crate::sorting::sort_floats(&mut s);
    let q = |p: f64| {
        let h = (s.len() - 1) as f64 * p;
        let (lo, hi) = (h.floor() as usize, h.ceil() as usize);
        s[lo] + (s[hi] - s[lo]) * (h - lo as f64)
    };
    Some(Describe {
        count: xs.len(),
        mean,
        std: var.sqrt(),
        min: s[0],
        q25: q(0.25),
        q50: q(0.5),
        q75: q(0.75),
        max: s[s.len() - 1],
    })
}

/// The 95% Wilson score interval for `k` successes in `n` trials.
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    wilson_z(k, n, Z95)
}

/// The Wilson score interval for `k` successes in `n` trials at the two-sided normal
/// quantile `z` ([`Z95`], [`Z99`]).
pub fn wilson_z(k: u64, n: u64, z: f64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n) = (k as f64, n as f64);
    let p = k / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The 95% normal-approximation interval `score ± 1.96·se`, clipped to `[0, 1]` (for win rates).
pub fn normal_interval(score: f64, se: f64) -> (f64, f64) {
    ((score - 1.96 * se).max(0.0), (score + 1.96 * se).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn describe_matches_pandas() {
        let d = describe(&[1.0, 2.0, 3.0, 4.0]).unwrap();
        assert_eq!(d.count, 4);
        assert!((d.mean - 2.5).abs() < 1e-12);
        assert!((d.std - 1.290_994_448_735_805_6).abs() < 1e-12);
        assert!((d.q25 - 1.75).abs() < 1e-12 && (d.q50 - 2.5).abs() < 1e-12);
        assert!((d.q75 - 3.25).abs() < 1e-12);
        assert!(describe(&[]).is_none());
    }

    #[test]
    fn wilson_interval_contains_the_estimate() {
        let (lo, hi) = wilson(10, 100);
        assert!(lo < 0.1 && 0.1 < hi && lo > 0.04 && hi < 0.18, "{lo} {hi}");
        assert_eq!(wilson(0, 0), (0.0, 1.0));
        // At the 99% quantile: wider, around the same estimate (the score formula evaluated
        // separately in Python: 0.0460258, 0.2037507 for 10 of 100).
        assert_eq!(wilson_z(10, 100, Z95), (lo, hi));
        let (lo99, hi99) = wilson_z(10, 100, Z99);
        assert!(lo99 < lo && hi < hi99);
        assert!((lo99 - 0.0460258).abs() < 1e-7 && (hi99 - 0.2037507).abs() < 1e-7);
    }

    #[test]
    fn normal_interval_is_clipped_to_the_unit_interval() {
        assert_eq!(normal_interval(0.5, 0.1), (0.5 - 0.196, 0.5 + 0.196));
        assert_eq!(normal_interval(0.99, 0.1).1, 1.0);
        assert_eq!(normal_interval(0.01, 0.1).0, 0.0);
    }
}
