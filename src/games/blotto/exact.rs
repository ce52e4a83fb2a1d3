//! Exact arithmetic for Blotto's permutation-invariant strategies: payoffs between partitions,
//! the best response to a mixture of partitions in rationals, and the exact solution of a
//! small restricted matrix game.
//!
//! A partition of U units into K fields (a multiset of K numbers) is kept as its count vector
//! `c[x]` = how many fields get x units. Played in a uniformly random order of fields, it puts
//! x units on any given field with probability `c[x]/K`, so against any allocation `b` it
//! earns `Σ_x Σ_fields c[x]/K · sign(x − b_k)`: the payoff between two partitions is
//! `N(p, q)/K` with the integer `N(p, q) = Σ_x Σ_y c_p[x]·c_q[y]·sign(x − y)`.
//!
//! The floating-point double oracle finds which partitions matter; the answer is then made
//! exact here: the restricted game is solved on the supports the floats found (a linear
//! system in rationals, checked for nonnegativity and optimality), and each side's best
//! response over *all* allocations is computed in rationals by the O(K·U²) dynamic programme.
//! When both best responses meet the value exactly, the certificate gap is 0.

use crate::exact::bareiss::{self, Missing, Sweep};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

use super::{Allocation, Blotto, Side};
pub use crate::exact::{format_number as fraction, to_f64};

/// An exact number (the project's one exact type, as in the matrix games).
pub type Q = BigRational;

/// The count vector of an allocation: `c[x]` fields with x units, for x = 0..=units.
pub fn counts(allocation: &[u32], units: u32) -> Vec<u32> {
    let mut c = vec![0u32; units as usize + 1];
    for &x in allocation {
        c[x as usize] += 1;
    }
    c
}

/// The allocation of a count vector, largest first (the partition's canonical form).
pub fn partition_of(c: &[u32]) -> Allocation {
    let mut parts: Allocation = Vec::new();
    for (x, &n) in c.iter().enumerate().rev() {
        parts.extend(std::iter::repeat_n(x as u32, n as usize));
    }
    parts
}

/// `N(p, q) = Σ_x Σ_y c_p[x]·c_q[y]·sign(x − y)`: K times A's payoff when A plays partition
/// `p` and B partition `q`, both in random orders.
pub fn partition_payoff_times_k(cp: &[u32], cq: &[u32]) -> i64 {
    // below[x] = Σ_{y<x} c_q[y]; above = K − below − c_q[x].
    let total: i64 = cq.iter().map(|&n| i64::from(n)).sum();
    let mut below = 0i64;
    let mut sum = 0i64;
    for x in 0..cp.len().max(cq.len()) {
        let at = i64::from(cq.get(x).copied().unwrap_or(0));
        let above = total - below - at;
        sum += i64::from(cp.get(x).copied().unwrap_or(0)) * (below - above);
        below += at;
    }
    sum
}

/// The responder's best response to the opponent's mixture of partitions (count vectors with
/// exact probabilities), over every allocation, in exact arithmetic: the allocation (largest
/// first) and the responder's expected payoff.
pub fn best_response_exact(
    game: &Blotto,
    responder: Side,
    opponent: &[(Vec<u32>, Q)],
) -> (Allocation, Q) {
    let k = game.fields as usize;
    let u = game.units(responder) as usize;
    let opp_units = match responder {
        Side::A => game.b,
        Side::B => game.a,
    } as usize;
    // μ(y) = Σ_q P(q)·c_q[y] / K, the opponent's one-field marginal, over a common
    // denominator so that the dynamic programme runs on integers.
    let mut den = BigInt::one();
    for (_, p) in opponent {
        den = num_integer::Integer::lcm(&den, p.denom());
    }
    // mu_num[y] / (den·K) = μ(y).
    let mut mu_num = vec![BigInt::zero(); opp_units + 1];
    for (c, p) in opponent {
        let scale = p.numer() * (&den / p.denom());
        for (y, &n) in c.iter().enumerate() {
            if n > 0 {
                mu_num[y] += &scale * BigInt::from(n);
            }
        }
    }
    let total: BigInt = mu_num.iter().sum();
    // w[n]·(den·K) = P[opp < n] − P[opp > n], the responder's payoff on one field with n units.
    let mut w = Vec::with_capacity(u + 1);
    let mut below = BigInt::zero();
    for n in 0..=u {
        let at = mu_num.get(n).cloned().unwrap_or_default();
        let above = &total - &below - &at;
        w.push(&below - above);
        below += at;
    }
    // d[i]: the best total over the fields so far with exactly i units placed.
    let mut d: Vec<Option<BigInt>> = vec![None; u + 1];
    d[0] = Some(BigInt::zero());
    let mut choice = vec![vec![0usize; u + 1]; k];
    for field_choice in choice.iter_mut() {
        let mut next: Vec<Option<BigInt>> = vec![None; u + 1];
        for i in 0..=u {
            for n in 0..=i {
                let Some(prev) = &d[i - n] else { continue };
                let v = prev + &w[n];
                if next[i].as_ref().is_none_or(|best| v > *best) {
                    next[i] = Some(v);
                    field_choice[i] = n;
                }
            }
        }
        d = next;
    }
    let mut allocation = vec![0u32; k];
    let mut left = u;
    for f in (0..k).rev() {
        let n = choice[f][left];
        allocation[f] = n as u32;
        left -= n;
    }
    allocation.sort_unstable_by(|a, b| b.cmp(a));
    let best = d[u].clone().expect("every number of units can be placed");
    (allocation, Q::new(best, den * BigInt::from(k as u64)))
}

/// Solves the integer system `A·x = b` exactly (rows of `a` are equations, `b` its last
/// column) by the fraction-free elimination ([`bareiss`]: every division is exact, so the
/// numbers stay integers of the size of a minor instead of fractions reduced at every step).
/// `None` if inconsistent; free variables are set to 0.
fn solve_integer(mut a: Vec<Vec<BigInt>>, unknowns: usize) -> Option<Vec<Q>> {
    let pivots = bareiss::eliminate(&mut a, unknowns, Sweep::Below, Missing::Skip)?;
    let r = pivots.len();
    if a[r..].iter().any(|row| !row[unknowns].is_zero()) {
        return None;
    }
    // Back substitution on the pivot columns (free variables 0).
    let mut x = vec![Q::zero(); unknowns];
    for &(row, col) in pivots.iter().rev() {
        let mut rhs = Q::from_integer(a[row][unknowns].clone());
        for &(_, c2) in pivots.iter().filter(|&&(_, c2)| c2 > col) {
            if !a[row][c2].is_zero() {
                rhs -= Q::from_integer(a[row][c2].clone()) * &x[c2];
            }
        }
        x[col] = rhs / Q::from_integer(a[row][col].clone());
    }
    Some(x)
}

/// The maximiser's exact optimal strategy of the matrix game `n/k` (rows maximise; `n`
/// integer), on the support `support` with the columns `tight` held at the value: `(x, v)` if
/// the system has a nonnegative solution whose worst column is exactly `v`.
fn exact_side(n: &[Vec<i64>], k: i64, support: &[usize], tight: &[usize]) -> Option<(Vec<Q>, Q)> {
    let s = support.len();
    // Unknowns: x_i for i in support, then w = k·v; the last column is the right-hand side.
    let mut a: Vec<Vec<BigInt>> = Vec::with_capacity(tight.len() + 1);
    let mut sum = vec![BigInt::one(); s];
    sum.push(BigInt::zero());
    sum.push(BigInt::one());
    a.push(sum);
    for &col in tight {
        let mut row: Vec<BigInt> = support.iter().map(|&i| BigInt::from(n[i][col])).collect();
        row.push(BigInt::from(-1));
        row.push(BigInt::zero());
        a.push(row);
    }
    let sol = solve_integer(a, s + 1)?;
    if sol[..s].iter().any(|p| p.is_negative()) {
        return None;
    }
    // Over one denominator, the optimality check runs on integers.
    let mut den = BigInt::one();
    for q in &sol {
        den = num_integer::Integer::lcm(&den, q.denom());
    }
    let num = |q: &Q| q.numer() * (&den / q.denom());
    let xs: Vec<BigInt> = sol[..s].iter().map(num).collect();
    let w = num(&sol[s]);
    let cols = n.first().map_or(0, Vec::len);
    let worst_is_the_value = (0..cols).all(|col| {
        let pay: BigInt = support
            .iter()
            .zip(&xs)
            .map(|(&i, xi)| xi * BigInt::from(n[i][col]))
            .sum();
        pay >= w
    });
    if !worst_is_the_value {
        return None;
    }
    let mut x = vec![Q::zero(); n.len()];
    for (i, &row) in support.iter().enumerate() {
        x[row] = sol[i].clone();
    }
    Some((x, sol[s].clone() / Q::from_integer(k.into())))
}

/// The exact solution of the zero-sum matrix game `n/k` (A's payoffs, rows = A; `n` integer),
/// guided by a floating-point solution `(x, y)`: supports are the entries above `1e-9`, tight
/// rows and columns those within `1e-7` of the value. `None` when the floats do not pin down an
/// exact equilibrium (the caller then keeps iterating).
pub fn solve_restricted(
    n: &[Vec<i64>],
    k: i64,
    x: &[f64],
    y: &[f64],
) -> Option<(Vec<Q>, Vec<Q>, Q)> {
    let rows = n.len();
    let cols = n.first()?.len();
    let kf = k as f64;
    let value: f64 = (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| x[r] * y[c] * n[r][c] as f64 / kf)
                .sum::<f64>()
        })
        .sum();
    let support_x: Vec<usize> = (0..rows).filter(|&r| x[r] > 1e-9).collect();
    let support_y: Vec<usize> = (0..cols).filter(|&c| y[c] > 1e-9).collect();
    let scale = 1.0 + value.abs();
    let tight_cols: Vec<usize> = (0..cols)
        .filter(|&c| {
            let pay: f64 = (0..rows).map(|r| x[r] * n[r][c] as f64 / kf).sum();
            (pay - value).abs() <= 1e-7 * scale
        })
        .collect();
    let tight_rows: Vec<usize> = (0..rows)
        .filter(|&r| {
            let pay: f64 = (0..cols).map(|c| y[c] * n[r][c] as f64 / kf).sum();
            (pay - value).abs() <= 1e-7 * scale
        })
        .collect();
    let (xe, v) = exact_side(n, k, &support_x, &tight_cols)?;
    // The minimiser's side: the maximiser of −nᵀ.
    let nt: Vec<Vec<i64>> = (0..cols)
        .map(|c| (0..rows).map(|r| -n[r][c]).collect())
        .collect();
    let (ye, w) = exact_side(&nt, k, &support_y, &tight_rows)?;
    (v == -w).then_some((xe, ye, v))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::blotto::{best_response, field_payoff};

    #[test]
    fn partition_payoffs_are_k_times_the_random_order_payoff() {
        let g = Blotto::new(3, 5, 4).unwrap();
        let (p, q) = ([3u32, 2, 0], [2u32, 1, 1]);
        // Brute force: every pair of orders of the two partitions.
        let perms = |a: [u32; 3]| -> Vec<[u32; 3]> {
            let idx = [
                [0, 1, 2],
                [0, 2, 1],
                [1, 0, 2],
                [1, 2, 0],
                [2, 0, 1],
                [2, 1, 0],
            ];
            idx.iter().map(|i| [a[i[0]], a[i[1]], a[i[2]]]).collect()
        };
        let mut total = 0i64;
        for a in perms(p) {
            for b in perms(q) {
                total += i64::from(g.payoff(&a, &b));
            }
        }
        // Mean payoff = total/36; N = K·mean.
        let n = partition_payoff_times_k(&counts(&p, 5), &counts(&q, 4));
        assert_eq!(Q::new(n.into(), 3.into()), Q::new(total.into(), 36.into()));
        assert_eq!(partition_of(&counts(&[0, 3, 2], 5)), vec![3, 2, 0]);
        assert_eq!(field_payoff(2, 1), 1);
    }

    #[test]
    fn the_exact_best_response_equals_the_floating_one() {
        let g = Blotto::new(4, 9, 7).unwrap();
        let mix = vec![
            (counts(&[3, 2, 2, 0], 7), Q::new(1.into(), 3.into())),
            (counts(&[4, 3, 0, 0], 7), Q::new(2.into(), 3.into())),
        ];
        let (alloc, value) = best_response_exact(&g, Side::A, &mix);
        // The same marginals per field, as floats.
        let mu: Vec<f64> = (0..=7)
            .map(|y| {
                mix.iter()
                    .map(|(c, p)| to_f64(p) * f64::from(c[y]) / 4.0)
                    .sum()
            })
            .collect();
        let float = best_response(&g, Side::A, &vec![mu; 4]);
        assert!((to_f64(&value) - float.payoff).abs() < 1e-12);
        assert_eq!(alloc.iter().sum::<u32>(), 9);
    }

    #[test]
    fn small_matrix_games_are_solved_exactly() {
        // Matching pennies: value 0, both mix 1/2.
        let m = vec![vec![1, -1], vec![-1, 1]];
        let (x, y, v) = solve_restricted(&m, 1, &[0.5, 0.5], &[0.5, 0.5]).unwrap();
        assert!(v.is_zero());
        assert_eq!(x, vec![Q::new(1.into(), 2.into()); 2]);
        assert_eq!(y, vec![Q::new(1.into(), 2.into()); 2]);
        // A wrong guess of the supports is refused, not returned.
        assert!(solve_restricted(&m, 1, &[1.0, 0.0], &[0.5, 0.5]).is_none());
        // Rock–paper–scissors with payoffs in thirds, value 1/9 shifted: (n + 1)/3.
        let m = vec![vec![1, 0, 3], vec![3, 1, 0], vec![0, 3, 1]];
        let third = 1.0 / 3.0;
        let (x, _, v) = solve_restricted(&m, 3, &[third; 3], &[third; 3]).unwrap();
        assert_eq!(v, Q::new(4.into(), 9.into()));
        assert_eq!(x, vec![Q::new(1.into(), 3.into()); 3]);
        // A degenerate game (a dominated column) is still solved.
        let m = vec![vec![2, -1, 5], vec![-1, 1, 5]];
        let (x, y, v) = solve_restricted(&m, 1, &[0.4, 0.6], &[0.4, 0.6, 0.0]).unwrap();
        assert_eq!(v, Q::new(1.into(), 5.into()));
        assert_eq!(
            x,
            vec![Q::new(2.into(), 5.into()), Q::new(3.into(), 5.into())]
        );
        assert_eq!(y[2], Q::zero());
    }
}
