//! The exact error probability α(μ) and mean number of games of the square-schedule races,
//! by dynamic programming over the distribution of wins — the thesis only has Monte Carlo.
//!
//! ILEBR 2, ILEBR* and ILEBR* 2 look at the games only at their tests `t_1 < t_2 < … < t_N`
//! (squares), and only through `S`, player 1's wins so far. So the state of a race between two
//! tests is `S`, and its distribution after test `k` follows from the one after test `k − 1` by
//! convolving with `Bin(t_k − t_{k−1}, μ)` (the window of [`binomial_pmf`]). At each test the
//! mass of the states whose bound crosses 0.5 leaves the race as "p1 decided at `t_k`" or "p2
//! decided at `t_k`"; after the last test the remaining mass is decided by the final rule
//! (p1 if `2S > t`, otherwise p2: a tie goes to p2).
//!
//! ## Design: what the DP covers
//!
//! - **Crossing stops are exact.** The running bounds are `LB = max(LB, X̄ − w)` and
//!   `UB = min(UB, X̄ + w)` over all tests so far, which looks path-dependent. But a race still
//!   running at test `k` has `LB ≤ 0.5 ≤ UB` (otherwise it would have stopped earlier), so its
//!   running `LB` exceeds 0.5 at test `k` exactly when this test's `X̄ − w` does, and likewise
//!   for `UB`. Whether a race stops at test `k` is therefore a function of `S` at that test
//!   alone, and carrying only the pmf of `S` loses nothing.
//! - **The precision stop is not modelled.** `UB − LB ≤ 2ε` compares bounds from *different*
//!   tests, so it depends on the whole path of `S`, not on its current value. The exact method
//!   computes each algorithm **without the precision stop**: the starred races then stop on a
//!   crossing or at the horizon, and ILEBR 2 always plays its full horizon. The Monte Carlo
//!   races can run the same variant (`race::PrecisionStop::Off`) for a like-for-like
//!   comparison; with the defaults the precision stop rarely fires before the horizon (the
//!   Bernstein interval at t = 45 369 is still about 0.0216 wide), so the numbers are close to
//!   the full algorithm's.
//! - **Truncation.** Kernel terms below 1e-17 are dropped (the window of [`binomial_pmf`]); after
//!   each test the ends of the live range of `S` whose mass per state is below 1e-15 are cut;
//!   the DP stops once the undecided mass is below 1e-15. Everything cut is reported as
//!   [`ExactResult::undecided_mass`] (below 1e-12 at the defaults), an error bar on `p1`, `p2`
//!   and on `mean_games / horizon`.
//! - **Cost.** Far from μ = 0.5 the mass is decided after a few tests; near 0.5 the live range is
//!   about `±w·t ≈ ±(2.2k + 28)` states around `t/2` at test `k`, convolved with a kernel of
//!   about `12√k` terms. ILEBR 2 has no crossing stop, so its intermediate tests change nothing
//!   and it jumps straight to the last test with one kernel `Bin(t_N, μ)`. Measured natively:
//!   ILEBR* or ILEBR* 2 over 101 values of μ in [0, 1] in about 25 ms, ILEBR 2 in 1 ms.
//!
//! ## References
//! - The racing thesis (Polish), §2.1–2.2, Algorithms 3–5; the corrected readings (tests start
//!   at `t = 0, n = 1`; tie → p2; ILEBR* 2's offset 7) are those of the project's racing spec.
//! - V. Mnih, Cs. Szepesvári, J.-Y. Audibert, "Empirical Bernstein stopping", ICML 2008.

use serde::{Deserialize, Serialize};

use crate::i18n::Said;
use crate::racing::theory::binomial_pmf;
use crate::racing::{check_mu, check_open_unit, ParamError, Schedule, MAX_GAMES};

/// Per-state mass below which the ends of the live range are cut, and the undecided mass
/// below which the DP stops.
pub const MASS_CUTOFF: f64 = 1e-15;

/// The exact outcome distribution of a square-schedule race (without the precision stop) at
/// one μ.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExactResult {
    /// P[player 1 wins a game].
    pub mu: f64,
    /// Probability that the race picks player 1.
    pub p1: f64,
    /// Probability that the race picks player 2.
    pub p2: f64,
    /// Probability of picking the worse player: `p2` for μ > 0.5, `p1` for μ < 0.5. At μ = 0.5
    /// there is no worse player; `alpha` is then the probability of picking p2 (the side the
    /// tie rule favours).
    pub alpha: f64,
    /// Mean number of games played (unconditional; the undecided mass contributes nothing).
    pub mean_games: f64,
    /// Probability mass cut by the truncation (`1 − p1 − p2` up to rounding).
    pub undecided_mass: f64,
}

/// Checks that `schedule` is one the DP covers and returns its number of tests.
fn check_schedule(schedule: &Schedule) -> Result<u64, ParamError> {
    if !schedule.algorithm.square_schedule() {
        return Err(ParamError::new(
            "algorithm",
            Said::new("field-exact-square-only").text("race", schedule.algorithm.name()),
        ));
    }
    check_open_unit("delta", schedule.delta)?;
    let tests = match schedule.tests {
        Some(n) if n >= 1 => n,
        _ => return Err(ParamError::new("tests", Said::new("field-race-no-tests"))),
    };
    let root = tests.checked_add(schedule.offset);
    match root.and_then(|r| r.checked_mul(r)) {
        Some(h) if h <= MAX_GAMES => Ok(tests),
        _ => Err(ParamError::new(
            "tests",
            Said::new("field-race-horizon-limit").count("max", MAX_GAMES as i64),
        )),
    }
}

/// The exact α(μ), decision probabilities and mean games of a square-schedule race **without
/// the precision stop** (see the module documentation).
///
/// Fails (field `algorithm`) for the per-game schedules, (`mu`) for μ outside [0, 1], and
/// (`delta`, `tests`) for a hand-built schedule without a valid δ or with no tests or a horizon
/// above [`MAX_GAMES`].
pub fn exact(schedule: &Schedule, mu: f64) -> Result<ExactResult, ParamError> {
    let tests = check_schedule(schedule)?;
    check_mu(mu)?;
    Ok(solve(schedule, tests, mu, true))
}

/// `out = a * b` (full discrete convolution); `a` and `b` are non-empty.
fn convolve(a: &[f64], b: &[f64], out: &mut Vec<f64>) {
    out.clear();
    out.resize(a.len() + b.len() - 1, 0.0);
    for (j, &bj) in b.iter().enumerate() {
        for (o, &ai) in out[j..j + a.len()].iter_mut().zip(a) {
            *o += bj * ai;
        }
    }
}

/// The DP on a validated schedule. `jump`: a race without crossing stops goes straight to the
/// last test (its intermediate tests cannot change anything); `false` walks every test, which
/// the tests use to check the convolution chain.
fn solve(schedule: &Schedule, tests: u64, mu: f64, jump: bool) -> ExactResult {
    let crossing = schedule.algorithm.stops_on_crossing();
    let first = if !crossing && jump { tests } else { 1 };
    // The pmf of S over the undecided races: mass[i] = P[S = lo + i, still running].
    let mut lo = 0u64;
    let mut mass = vec![1.0];
    let mut next = Vec::new();
    let mut t_prev = 0u64;
    let (mut p1, mut p2, mut games, mut cut) = (0.0f64, 0.0f64, 0.0f64, 0.0f64);
    for k in first..=tests {
        let t = schedule.test_time(k);
        let kernel = binomial_pmf(t - t_prev, mu);
        convolve(&mass, &kernel.probs, &mut next);
        std::mem::swap(&mut mass, &mut next);
        lo += kernel.start;
        t_prev = t;
        let tf = t as f64;
        if crossing {
            // A race still running here has LB ≤ 0.5 ≤ UB, so its running LB (a max over tests)
            // passes 0.5 now exactly when this test's X̄ − w does, and its running UB (a min)
            // drops below 0.5 exactly when this test's X̄ + w does: the stop depends on S at
            // this test alone, which is what makes carrying only the pmf of S exact.
            let d = schedule.test_delta(k);
            for (i, m) in mass.iter_mut().enumerate() {
                if *m == 0.0 {
                    continue;
                }
                let s = lo + i as u64;
                let mean = s as f64 / tf;
                let w = schedule.half_width(s, t, d);
                if mean - w > 0.5 {
                    p1 += *m;
                    games += tf * *m;
                    *m = 0.0;
                } else if mean + w < 0.5 {
                    p2 += *m;
                    games += tf * *m;
                    *m = 0.0;
                }
            }
        }
        if k == tests {
            // The final rule: p1 if 2S > t, otherwise p2 (a tie goes to p2).
            for (i, &m) in mass.iter().enumerate() {
                if 2 * (lo + i as u64) > t {
                    p1 += m;
                } else {
                    p2 += m;
                }
                games += tf * m;
            }
            break;
        }
        // Cut the ends of the live range whose mass per state is negligible.
        let Some(a) = mass.iter().position(|&m| m >= MASS_CUTOFF) else {
            cut += mass.iter().sum::<f64>();
            break;
        };
        let b = mass.iter().rposition(|&m| m >= MASS_CUTOFF).unwrap_or(a);
        cut += mass[..a].iter().sum::<f64>() + mass[b + 1..].iter().sum::<f64>();
        mass.truncate(b + 1);
        mass.drain(..a);
        lo += a as u64;
        let remaining: f64 = mass.iter().sum();
        if remaining < MASS_CUTOFF {
            cut += remaining;
            break;
        }
    }
    let alpha = if mu < 0.5 { p1 } else { p2 };
    ExactResult {
        mu,
        p1,
        p2,
        alpha,
        mean_games: games,
        undecided_mass: cut,
    }
}

/// `points` evenly spaced values of μ from 0 to 1 inclusive (`k / (points − 1)`; one point is
/// μ = 0.5, none is empty).
pub fn mu_grid(points: u64) -> Vec<f64> {
    match points {
        0 => Vec::new(),
        1 => vec![0.5],
        _ => (0..points)
            .map(|k| k as f64 / (points - 1) as f64)
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::racing::theory::binomial_tail_above;
    use crate::racing::{Algorithm, Params};

    /// A compensated (Neumaier) sum: the brute force adds up to millions of terms and must be
    /// accurate to well below the 1e-12 it is compared at.
    #[derive(Default, Clone, Copy)]
    struct Sum {
        s: f64,
        c: f64,
    }

    impl Sum {
        fn add(&mut self, x: f64) {
            let t = self.s + x;
            self.c += if self.s.abs() >= x.abs() {
                (self.s - t) + x
            } else {
                (x - t) + self.s
            };
            self.s = t;
        }
        fn get(self) -> f64 {
            self.s + self.c
        }
    }

    /// The sums of a brute-force enumeration.
    #[derive(Default)]
    struct Sums {
        p1: Sum,
        p2: Sum,
        games: Sum,
        tie: Sum,
        early: Sum,
    }

    /// What a brute-force enumeration reports.
    struct Brute {
        p1: f64,
        p2: f64,
        games: f64,
        /// Probability of a tie decided by the final rule.
        tie: f64,
        /// Probability decided by a crossing before the last test.
        early: f64,
    }

    impl Sums {
        fn add(&mut self, prob: f64, (one, games, tie, early): (bool, u64, bool, bool)) {
            if one {
                self.p1.add(prob);
            } else {
                self.p2.add(prob);
            }
            self.games.add(prob * games as f64);
            if tie {
                self.tie.add(prob);
            }
            if early {
                self.early.add(prob);
            }
        }
        fn finish(self) -> Brute {
            Brute {
                p1: self.p1.get(),
                p2: self.p2.get(),
                games: self.games.get(),
                tie: self.tie.get(),
                early: self.early.get(),
            }
        }
    }

    /// One race over a known sequence of S at the tests, literally as the spec writes it:
    /// running bounds, crossing checks, final rule; no precision stop. Returns (p1 chosen,
    /// games, tie at the end, stopped before the last test).
    fn race_on_path(schedule: &Schedule, wins_at: impl Fn(u64) -> u64) -> (bool, u64, bool, bool) {
        let n = schedule.tests.expect("bounded");
        let (mut lb, mut ub) = (0.0f64, f64::INFINITY);
        let mut t = 0;
        let mut s = 0;
        for k in 1..=n {
            t = schedule.test_time(k);
            s = wins_at(t);
            let mean = s as f64 / t as f64;
            let w = schedule.half_width(s, t, schedule.test_delta(k));
            lb = lb.max(mean - w);
            ub = ub.min(mean + w);
            if schedule.algorithm.stops_on_crossing() {
                if lb > 0.5 {
                    return (true, t, false, k < n);
                }
                if ub < 0.5 {
                    return (false, t, false, k < n);
                }
            }
        }
        (2 * s > t, t, 2 * s == t, false)
    }

    /// Enumerates all 2^H outcome sequences (H = horizon ≤ 20).
    fn brute_sequences(schedule: &Schedule, mu: f64) -> Brute {
        let h = schedule.horizon().expect("bounded");
        assert!(h <= 20);
        let mut out = Sums::default();
        for bits in 0u32..(1 << h) {
            let total = bits.count_ones();
            let prob = mu.powi(total as i32) * (1.0 - mu).powi((h as u32 - total) as i32);
            out.add(
                prob,
                race_on_path(schedule, |t| {
                    u64::from((bits & ((1u32 << t) - 1)).count_ones())
                }),
            );
        }
        out.finish()
    }

    /// Enumerates every path of S over the tests with its probability (each step a binomial
    /// increment with exact coefficients), racing each path with `race_on_path`.
    fn brute_paths(schedule: &Schedule, mu: f64) -> Brute {
        let n = schedule.tests.expect("bounded") as usize;
        let times: Vec<u64> = (1..=n as u64).map(|k| schedule.test_time(k)).collect();
        let mut out = Sums::default();
        let mut path = vec![0u64; n];
        fn choose(n: u64, k: u64) -> f64 {
            (0..k).fold(1.0, |c, i| c * (n - i) as f64 / (i + 1) as f64)
        }
        fn walk(
            level: usize,
            prob: f64,
            times: &[u64],
            path: &mut [u64],
            mu: f64,
            schedule: &Schedule,
            out: &mut Sums,
        ) {
            if level == times.len() {
                let at = |t: u64| path[times.iter().position(|&x| x == t).expect("a test time")];
                out.add(prob, race_on_path(schedule, at));
                return;
            }
            let prev_t = if level == 0 { 0 } else { times[level - 1] };
            let prev_s = if level == 0 { 0 } else { path[level - 1] };
            let dt = times[level] - prev_t;
            for x in 0..=dt {
                let p = choose(dt, x) * mu.powi(x as i32) * (1.0 - mu).powi((dt - x) as i32);
                path[level] = prev_s + x;
                walk(level + 1, prob * p, times, path, mu, schedule, out);
            }
        }
        walk(0, 1.0, &times, &mut path, mu, schedule, &mut out);
        out.finish()
    }

    fn defaults(algorithm: Algorithm) -> Schedule {
        Schedule::new(algorithm, &Params::default()).expect("default parameters are valid")
    }

    #[test]
    fn matches_all_two_to_the_sixteen_sequences() {
        let params = Params {
            eps: 0.2,
            delta: 0.3,
            tests: Some(4),
            ..Default::default()
        };
        let given = Schedule::new(Algorithm::IlebrStar, &params).expect("valid");
        assert_eq!(
            (1..=4).map(|k| given.test_time(k)).collect::<Vec<_>>(),
            vec![1, 4, 9, 16]
        );
        // With δ = 0.3 no bound can cross 0.5 by t = 16 (the σ̄ = 0 term alone is 3·ln(40)/16 =
        // 0.69), so this checks the convolutions and the final rule; with δ = 0.99 the extreme
        // outcomes cross at t = 16. Crossings at several tests are checked on paths below.
        let loose = Schedule {
            delta: 0.99,
            ..given
        };
        for schedule in [given, loose] {
            for mu in [0.0, 0.2, 0.5, 0.77, 0.95, 1.0] {
                let b = brute_sequences(&schedule, mu);
                let e = exact(&schedule, mu).expect("valid");
                assert!((e.p1 - b.p1).abs() < 1e-12, "μ={mu}: {} vs {}", e.p1, b.p1);
                assert!((e.p2 - b.p2).abs() < 1e-12, "μ={mu}: {} vs {}", e.p2, b.p2);
                assert!(
                    (e.mean_games - b.games).abs() < 1e-12,
                    "μ={mu}: {} vs {}",
                    e.mean_games,
                    b.games
                );
                assert!(e.undecided_mass < 1e-14);
            }
        }
    }

    #[test]
    fn matches_all_paths_with_crossings_at_several_tests() {
        // ILEBR* 2-like: tests at 9, 16, 25, 36, 49, 64 with δ/6 = 0.15; the extreme paths cross
        // from t = 25 on. The brute force keeps the running LB/UB literally.
        let schedule = Schedule {
            algorithm: Algorithm::IlebrStar2,
            tests: Some(6),
            offset: 2,
            delta: 0.9,
        };
        let mut early_seen = 0.0f64;
        for mu in [0.05, 0.3, 0.5, 0.62, 0.8, 0.97] {
            let b = brute_paths(&schedule, mu);
            let e = exact(&schedule, mu).expect("valid");
            assert!((e.p1 - b.p1).abs() < 1e-12, "μ={mu}: {} vs {}", e.p1, b.p1);
            assert!((e.p2 - b.p2).abs() < 1e-12, "μ={mu}: {} vs {}", e.p2, b.p2);
            assert!(
                (e.mean_games - b.games).abs() < 1e-10,
                "μ={mu}: {} vs {}",
                e.mean_games,
                b.games
            );
            early_seen = early_seen.max(b.early);
        }
        assert!(
            early_seen > 0.1,
            "the test must exercise early crossings: {early_seen}"
        );
    }

    #[test]
    fn symmetric_when_the_last_test_is_odd() {
        // Mirroring μ → 1 − μ maps S → t − S; w(S) = w(t − S), so the crossings mirror exactly.
        // The final rule does not: a tie (2S = t) goes to p2 on both sides. A tie needs an even
        // t; the default horizon 213² = 45 369 is odd, so there p1(μ) = p2(1 − μ) and α(μ) =
        // α(1 − μ) hold exactly.
        let star = defaults(Algorithm::IlebrStar);
        assert_eq!(star.horizon(), Some(45_369));
        for mu in [0.0, 0.2, 0.45, 0.49, 0.497, 0.4999, 0.5] {
            let (a, b) = (
                exact(&star, mu).expect("valid"),
                exact(&star, 1.0 - mu).expect("valid"),
            );
            assert!((a.p1 - b.p2).abs() < 1e-12, "μ={mu}: {} vs {}", a.p1, b.p2);
            assert!((a.p2 - b.p1).abs() < 1e-12, "μ={mu}");
            assert!(
                (a.alpha - b.alpha).abs() < 1e-12,
                "μ={mu}: {} vs {}",
                a.alpha,
                b.alpha
            );
            assert!(
                (a.mean_games - b.mean_games).abs() < 1e-7 * a.mean_games,
                "μ={mu}"
            );
        }
        let half = exact(&star, 0.5).expect("valid");
        assert!((half.p1 - 0.5).abs() < 1e-12 && (half.p2 - 0.5).abs() < 1e-12);
    }

    #[test]
    fn an_even_last_test_breaks_symmetry_by_the_tie_mass() {
        // Horizon 16: p2(1 − μ) − p1(μ) is exactly the probability of ending in a tie.
        let schedule = Schedule {
            algorithm: Algorithm::IlebrStar,
            tests: Some(4),
            offset: 0,
            delta: 0.99,
        };
        for mu in [0.3, 0.5, 0.6] {
            let (a, b) = (
                exact(&schedule, mu).expect("valid"),
                exact(&schedule, 1.0 - mu).expect("valid"),
            );
            let tie = brute_sequences(&schedule, mu).tie;
            assert!(tie > 0.01);
            assert!(
                (b.p2 - a.p1 - tie).abs() < 1e-12,
                "μ={mu}: {} − {} vs {tie}",
                b.p2,
                a.p1
            );
        }
    }

    #[test]
    fn ilebr2_is_the_final_majority_vote() {
        let ilebr2 = defaults(Algorithm::Ilebr2);
        let h = ilebr2.horizon().expect("bounded");
        assert_eq!(h, 45_369);
        for mu in [0.0, 0.3, 0.49, 0.497, 0.5, 0.503, 0.52, 1.0] {
            let direct = binomial_tail_above(h, mu, h as f64 / 2.0);
            let e = exact(&ilebr2, mu).expect("valid");
            assert!(
                (e.p1 - direct).abs() < 1e-12,
                "μ={mu}: {} vs {direct}",
                e.p1
            );
            assert!(
                (e.mean_games / h as f64 - 1.0).abs() < 1e-12,
                "{}",
                e.mean_games
            );
            // Walking all 213 tests (213 convolutions and cuts) must agree with the one jump.
            let walked = solve(&ilebr2, 213, mu, false);
            assert!(
                (walked.p1 - direct).abs() < 1e-11,
                "μ={mu}: {} vs {direct}",
                walked.p1
            );
            assert!(walked.undecided_mass < 1e-11, "{}", walked.undecided_mass);
        }
    }

    #[test]
    fn the_spec_numbers() {
        let star = defaults(Algorithm::IlebrStar);
        let star2 = defaults(Algorithm::IlebrStar2);
        assert_eq!(
            (star2.offset, star2.tests, star2.horizon()),
            (7, Some(206), Some(45_369))
        );
        let half = exact(&star, 0.5).expect("valid");
        assert!(
            half.mean_games > 40_000.0 && half.mean_games < 45_369.0,
            "{}",
            half.mean_games
        );
        let near = exact(&star2, 0.45).expect("valid");
        assert!(
            near.mean_games > 2_500.0 && near.mean_games < 3_500.0,
            "{}",
            near.mean_games
        );
        let a = exact(&star, 0.497).expect("valid").alpha;
        assert!((0.085..=0.105).contains(&a), "{a}");
        let a2 = exact(&star2, 0.497).expect("valid").alpha;
        assert!((0.09..=0.11).contains(&a2), "{a2}");
        // The races never pick the wrong player far from 0.5.
        assert!(exact(&star, 0.4).expect("valid").alpha < 1e-12);
        // μ = 0: σ̄ = 0 and the first test with 3·ln(3/d)/t < 0.5 decides, at t = 64.
        let zero = exact(&star, 0.0).expect("valid");
        assert_eq!((zero.p2, zero.mean_games), (1.0, 64.0));
    }

    #[test]
    fn refuses_what_it_does_not_cover() {
        let lebr = defaults(Algorithm::Lebr);
        assert_eq!(exact(&lebr, 0.4).unwrap_err().field, "algorithm");
        let star = defaults(Algorithm::IlebrStar);
        assert_eq!(exact(&star, 1.5).unwrap_err().field, "mu");
        assert_eq!(exact(&star, f64::NAN).unwrap_err().field, "mu");
        assert_eq!(
            exact(
                &Schedule {
                    tests: Some(0),
                    ..star
                },
                0.4
            )
            .unwrap_err()
            .field,
            "tests"
        );
        assert_eq!(
            exact(
                &Schedule {
                    tests: Some(u64::MAX),
                    ..star
                },
                0.4
            )
            .unwrap_err()
            .field,
            "tests"
        );
        assert_eq!(
            exact(&Schedule { delta: 0.0, ..star }, 0.4)
                .unwrap_err()
                .field,
            "delta"
        );
    }
}
