//! Colonel Blotto: two players split their units over K battlefields at once; on each field
//! the larger force wins +1 (a tie is 0); A's payoff is the sum over fields (zero-sum).
//!
//! This module has the game itself (payoffs, enumeration of pure strategies, the payoff
//! matrix for small instances), a mixed strategy's per-field marginals, the exact best response
//! of either player to marginals (the O(K·U²) dynamic programme that is also the optimality
//! certificate), and the decomposition of a unit flow on the layered strategy graph into an
//! explicit mixed strategy. The solvers (the slides' flow LP and the double oracle) are in
//! [`crate::games::blotto::solve`].
//!
//! ## References
//! - S. Behnezhad, S. Dehghani, M. Derakhshan, M. T. Hajiaghayi, S. Seddighin, "Faster and
//!   simpler algorithm for optimal strategies of Blotto game", AAAI 2017.
//! - The Blotto LP slides (Polish), with the index typos corrected in the project's spec.

use serde::{Deserialize, Serialize};

use crate::game::{ByPlayer, NormalForm, Player};
use crate::i18n::Said;

pub mod bench;
pub mod exact;
pub mod jobs;
pub mod solve;
pub mod view;

/// The most battlefields: the partition method solves every game within these limits in
/// under a second natively (the worst case is few fields and A ≈ B ≈ 200 units).
pub const MAX_FIELDS: u32 = 100;
/// The most units either player may have.
pub const MAX_UNITS: u32 = 200;

/// The plain double oracle (over allocations) and the flow LP are kept for games within the
/// earlier limits, K ≤ 30 and A, B ≤ 60: beyond them the double oracle can stall for minutes.
pub const ALLOCATION_METHODS_MAX_FIELDS: u32 = 30;
/// See [`ALLOCATION_METHODS_MAX_FIELDS`].
pub const ALLOCATION_METHODS_MAX_UNITS: u32 = 60;

/// A rejected game size (`fields`, `a` or `b`): the project's one field error.
pub type SizeError = crate::text::FieldError;

/// A Blotto game: K fields, A's units, B's units.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Blotto {
    /// Number of battlefields K.
    pub fields: u32,
    /// Player A's units.
    pub a: u32,
    /// Player B's units.
    pub b: u32,
}

/// One player's pure strategy: units per field.
pub type Allocation = Vec<u32>;

/// A game as a matrix: A's strategies, B's strategies, A's payoffs (rows = A's).
pub type MatrixGame = (Vec<Allocation>, Vec<Allocation>, Vec<Vec<f64>>);

/// A mixed strategy: allocations with probabilities.
pub type Mixed = Vec<(Allocation, f64)>;

/// Which player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    /// Player A (the row player; payoffs are A's).
    A,
    /// Player B.
    B,
}

impl Blotto {
    /// A game from the numbers as typed into the page's `k`, `a` and `b` fields: every field
    /// that is not a whole number within the limits is reported, each by name.
    pub fn from_fields(k: &str, a: &str, b: &str) -> Result<Self, Vec<SizeError>> {
        let mut errors = Vec::new();
        let mut read =
            |field: &'static str, text: &str, min: u32, max: u32| match crate::text::parse_field::<
                u32,
            >(field, text)
            {
                Ok(v) if (min..=max).contains(&v) => Some(v),
                _ => {
                    errors.push(SizeError::new(
                        field,
                        Said::new("field-give-whole-between")
                            .count("min", min.into())
                            .count("max", max.into()),
                    ));
                    None
                }
            };
        let k = read("k", k, 1, MAX_FIELDS);
        let a = read("a", a, 0, MAX_UNITS);
        let b = read("b", b, 0, MAX_UNITS);
        match (k, a, b) {
            (Some(k), Some(a), Some(b)) => Blotto::new(k, a, b).map_err(|e| vec![e]),
            _ => Err(errors),
        }
    }

    /// Player B's allocation as typed on the page ("4,3,3"): K whole numbers separated by
    /// commas that add up to B. The error says, in words, what is wrong (each number is read
    /// as a whole number ≥ 0 of any size and the sum is taken without overflow, so
    /// `4294967295,11,0` is a sum too large, not a wrapped one).
    pub fn read_allocation_b(&self, text: &str) -> Result<Allocation, String> {
        let parsed: Result<Vec<u64>, _> = text
            .split(',')
            .map(crate::text::read_count::<u64>)
            .collect();
        let Ok(y) = parsed else {
            return Err("whole numbers separated by commas, e.g. 4,3,3".to_string());
        };
        let sum: u128 = y.iter().map(|&v| u128::from(v)).sum();
        if y.len() != self.fields as usize || sum != u128::from(self.b) {
            return Err(format!(
                "give {} numbers that add up to {} (yours: {} numbers adding up to {sum})",
                self.fields,
                self.b,
                y.len()
            ));
        }
        // Each part is at most B, so fits u32.
        Ok(y.into_iter().map(|v| v as u32).collect())
    }

    /// A game within the lab's limits (1–30 fields, 0–60 units each).
    pub fn new(fields: u32, a: u32, b: u32) -> Result<Self, SizeError> {
        // "K must be between 1 and 30": field `field`, named `name` in the words.
        let between = |field, name: &str, min: u32, max: u32| {
            Err(SizeError::new(
                field,
                Said::new("field-must-be-between")
                    .text("name", name)
                    .count("min", min.into())
                    .count("max", max.into()),
            ))
        };
        if !(1..=MAX_FIELDS).contains(&fields) {
            return between("fields", "K", 1, MAX_FIELDS);
        }
        if a > MAX_UNITS {
            return between("a", "A", 0, MAX_UNITS);
        }
        if b > MAX_UNITS {
            return between("b", "B", 0, MAX_UNITS);
        }
        Ok(Blotto { fields, a, b })
    }

    /// The units of `side`.
    pub fn units(&self, side: Side) -> u32 {
        match side {
            Side::A => self.a,
            Side::B => self.b,
        }
    }

    /// A's payoff when A plays `x` and B plays `y`.
    pub fn payoff(&self, x: &[u32], y: &[u32]) -> i32 {
        x.iter().zip(y).map(|(&p, &q)| field_payoff(p, q)).sum()
    }

    /// The number of pure strategies of `side`: C(U + K − 1, K − 1).
    pub fn count(&self, side: Side) -> u128 {
        binomial(
            u128::from(self.units(side) + self.fields - 1),
            u128::from(self.fields - 1),
        )
    }

    /// Every pure strategy of `side` (compositions of U into K parts), in lexicographic order.
    pub fn allocations(&self, side: Side) -> Vec<Allocation> {
        let mut out = Vec::new();
        let mut current = vec![0; self.fields as usize];
        compositions(self.units(side), 0, &mut current, &mut out);
        out
    }

    /// The payoff matrix (A's payoffs; rows = A's strategies) for games with at most
    /// `max_cells` cells, with the strategies of each side.
    pub fn matrix(&self, max_cells: u128) -> Option<MatrixGame> {
        let nf = BlottoMatrix::new(*self, max_cells)?;
        let m = nf.row_matrix();
        Some((nf.rows, nf.cols, m))
    }
}

/// A Blotto game with both players' pure strategies enumerated, as a [`NormalForm`] (for
/// small games: the matrix has C(A+K−1, K−1) × C(B+K−1, K−1) cells).
#[derive(Clone, Debug, PartialEq)]
pub struct BlottoMatrix {
    /// The game.
    pub game: Blotto,
    /// A's pure strategies (rows).
    pub rows: Vec<Allocation>,
    /// B's pure strategies (columns).
    pub cols: Vec<Allocation>,
}

impl BlottoMatrix {
    /// Enumerates both players' strategies if the matrix has at most `max_cells` cells.
    pub fn new(game: Blotto, max_cells: u128) -> Option<Self> {
        (game.count(Side::A).saturating_mul(game.count(Side::B)) <= max_cells).then(|| {
            BlottoMatrix {
                game,
                rows: game.allocations(Side::A),
                cols: game.allocations(Side::B),
            }
        })
    }
}

impl NormalForm for BlottoMatrix {
    fn num_strategies(&self, player: Player) -> usize {
        if player.0 == 0 {
            self.rows.len()
        } else {
            self.cols.len()
        }
    }

    fn payoffs_at(&self, profile: &[usize]) -> ByPlayer<f64> {
        let (row, col) = (profile[0], profile[1]);
        let v = f64::from(self.game.payoff(&self.rows[row], &self.cols[col]));
        ByPlayer(vec![v, -v])
    }

    fn strategy_name(&self, player: Player, index: usize) -> String {
        let a = if player.0 == 0 {
            &self.rows[index]
        } else {
            &self.cols[index]
        };
        format!(
            "({})",
            a.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(",")
        )
    }
}

/// +1, 0 or −1 for a field where A placed `p` and B placed `q`.
pub fn field_payoff(p: u32, q: u32) -> i32 {
    match p.cmp(&q) {
        std::cmp::Ordering::Greater => 1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Less => -1,
    }
}

/// C(n, k), saturating at `u128::MAX` (K = 100 fields and 200 units have about 10⁸¹
/// allocations).
fn binomial(n: u128, k: u128) -> u128 {
    let k = k.min(n - k.min(n));
    let mut acc = 1u128;
    for i in 0..k {
        // acc·(n − i) is divisible by i + 1; divide first where it keeps the product exact.
        let g = gcd(acc, i + 1);
        let (a, d) = (acc / g, (i + 1) / g);
        match a.checked_mul((n - i) / d) {
            Some(v) if (n - i) % d == 0 => acc = v,
            _ => match a.checked_mul(n - i) {
                Some(v) => acc = v / d,
                None => return u128::MAX,
            },
        }
    }
    acc
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn compositions(left: u32, at: usize, current: &mut Vec<u32>, out: &mut Vec<Allocation>) {
    if at + 1 == current.len() {
        current[at] = left;
        out.push(current.clone());
        return;
    }
    for v in 0..=left {
        current[at] = v;
        compositions(left - v, at + 1, current, out);
    }
}

/// Per-field marginal distributions of a mixed strategy: `m[k][l]` = P[l units on field k].
pub fn marginals(game: &Blotto, side: Side, mixed: &[(Allocation, f64)]) -> Vec<Vec<f64>> {
    let u = game.units(side) as usize;
    let mut m = vec![vec![0.0; u + 1]; game.fields as usize];
    for (alloc, p) in mixed {
        for (k, &l) in alloc.iter().enumerate() {
            m[k][l as usize] += p;
        }
    }
    m
}

/// A best response: its allocation and its expected payoff for the responder.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BestResponse {
    /// The responder's allocation.
    pub allocation: Allocation,
    /// The responder's expected payoff (from the responder's point of view).
    pub payoff: f64,
}

/// The exact best response of `responder` to the opponent's per-field marginals (`m[k][l]` =
/// P[opponent puts l units on field k]), by the DP `D_k(i) = max_j D_{k−1}(j) + W_k(i − j)`,
/// where `W_k(n)` is the responder's expected payoff on field k with n units. O(K·U²).
pub fn best_response(
    game: &Blotto,
    responder: Side,
    opponent_marginals: &[Vec<f64>],
) -> BestResponse {
    let k_fields = game.fields as usize;
    let u = game.units(responder) as usize;
    // W[k][n]: expected payoff on field k with n units = P[opp < n] − P[opp > n].
    let w: Vec<Vec<f64>> = opponent_marginals
        .iter()
        .map(|q| {
            let mut below = 0.0; // P[opp < n]
            let total: f64 = q.iter().sum();
            (0..=u)
                .map(|n| {
                    let at = q.get(n).copied().unwrap_or(0.0);
                    let above = (total - below - at).max(0.0);
                    let v = below - above;
                    below += at;
                    v
                })
                .collect()
        })
        .collect();
    // Exactly i units on fields 1..k (all units are placed; more never hurts on a field).
    let mut d = vec![f64::NEG_INFINITY; u + 1];
    d[0] = 0.0;
    let mut choice = vec![vec![0usize; u + 1]; k_fields];
    for k in 0..k_fields {
        let mut next = vec![f64::NEG_INFINITY; u + 1];
        for i in 0..=u {
            for n in 0..=i {
                let prev = d[i - n];
                if prev == f64::NEG_INFINITY {
                    continue;
                }
                let v = prev + w[k][n];
                if v > next[i] + 1e-15 || next[i] == f64::NEG_INFINITY {
                    next[i] = v;
                    choice[k][i] = n;
                }
            }
        }
        d = next;
    }
    let mut allocation = vec![0u32; k_fields];
    let mut left = u;
    for k in (0..k_fields).rev() {
        let n = choice[k][left];
        allocation[k] = n as u32;
        left -= n;
    }
    BestResponse {
        allocation,
        payoff: d[u],
    }
}

/// A's expected payoff when A mixes `x` and B mixes `y`.
pub fn expected_payoff(game: &Blotto, x: &[(Allocation, f64)], y: &[(Allocation, f64)]) -> f64 {
    x.iter()
        .map(|(a, p)| {
            y.iter()
                .map(|(b, q)| p * q * f64::from(game.payoff(a, b)))
                .sum::<f64>()
        })
        .sum()
}

/// A unit flow on A's layered strategy graph: `flow[k][i][j]` on the edge from vertex i of layer
/// k to vertex j ≥ i of layer k + 1 (j − i units on field k + 1).
pub type Flow = Vec<Vec<Vec<f64>>>;

/// Decomposes a unit flow from (0, 0) to (K, U) into an explicit mixed strategy: repeatedly
/// take the positive edge of least flow f, route a source–sink path through positive edges
/// containing it, subtract f along the path, and record the path's allocation with weight f.
/// Flow below `tolerance` is treated as zero. Returns at most (number of edges) strategies.
pub fn decompose(flow: &Flow, units: u32, tolerance: f64) -> Mixed {
    let mut flow = flow.clone();
    let k_fields = flow.len();
    let u = units as usize;
    let mut mixed: Mixed = Vec::new();
    loop {
        // The positive edge of least flow.
        let mut least: Option<(usize, usize, usize, f64)> = None;
        for (k, layer) in flow.iter().enumerate() {
            for (i, row) in layer.iter().enumerate() {
                for (j, &f) in row.iter().enumerate() {
                    if f > tolerance && least.is_none_or(|l| f < l.3) {
                        least = Some((k, i, j, f));
                    }
                }
            }
        }
        let Some((k0, i0, j0, f)) = least else { break };
        // Backward from (k0, i0) to the source, forward from (k0 + 1, j0) to the sink, along
        // positive edges (conservation guarantees they exist up to rounding).
        let mut path = vec![0usize; k_fields + 1];
        path[k0] = i0;
        path[k0 + 1] = j0;
        let mut ok = true;
        for k in (0..k0).rev() {
            let to = path[k + 1];
            match (0..=to)
                .filter(|&i| flow[k][i][to] > tolerance)
                .max_by(|&a, &b| flow[k][a][to].total_cmp(&flow[k][b][to]))
            {
                Some(i) => path[k] = i,
                None => ok = false,
            }
        }
        for k in k0 + 1..k_fields {
            let from = path[k];
            match (from..=u)
                .filter(|&j| flow[k][from][j] > tolerance)
                .max_by(|&a, &b| flow[k][from][a].total_cmp(&flow[k][from][b]))
            {
                Some(j) => path[k + 1] = j,
                None => ok = false,
            }
        }
        if !ok || path[0] != 0 || path[k_fields] != u {
            // Rounding left a dangling edge: drop it.
            flow[k0][i0][j0] = 0.0;
            continue;
        }
        let weight = (0..k_fields)
            .map(|k| flow[k][path[k]][path[k + 1]])
            .fold(f, f64::min);
        for k in 0..k_fields {
            flow[k][path[k]][path[k + 1]] -= weight;
        }
        let allocation: Allocation = (0..k_fields)
            .map(|k| (path[k + 1] - path[k]) as u32)
            .collect();
        match mixed.iter_mut().find(|(a, _)| *a == allocation) {
            Some((_, p)) => *p += weight,
            None => mixed.push((allocation, weight)),
        }
    }
    let total: f64 = mixed.iter().map(|m| m.1).sum();
    if total > 0.0 {
        for m in &mut mixed {
            m.1 /= total;
        }
    }
    mixed.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    mixed
}

/// The flow of a mixed strategy on the layered graph (for tests and for drawing).
pub fn flow_of(game: &Blotto, side: Side, mixed: &[(Allocation, f64)]) -> Flow {
    let u = game.units(side) as usize;
    let mut flow = vec![vec![vec![0.0; u + 1]; u + 1]; game.fields as usize];
    for (alloc, p) in mixed {
        let mut at = 0usize;
        for (k, &n) in alloc.iter().enumerate() {
            flow[k][at][at + n as usize] += p;
            at += n as usize;
        }
    }
    flow
}

/// A value as a fraction p/q with q ≤ `max_denominator`, if it is one within 1e-9
/// (continued fractions).
pub fn as_fraction(value: f64, max_denominator: i64) -> Option<(i64, i64)> {
    let (mut h0, mut h1, mut k0, mut k1) = (0i64, 1i64, 1i64, 0i64);
    let mut x = value;
    for _ in 0..64 {
        let a = x.floor();
        let ai = a as i64;
        let (h2, k2) = (
            ai.checked_mul(h1)?.checked_add(h0)?,
            ai.checked_mul(k1)?.checked_add(k0)?,
        );
        if k2 > max_denominator {
            break;
        }
        (h0, h1, k0, k1) = (h1, h2, k1, k2);
        if (value - h1 as f64 / k1 as f64).abs() < 1e-9 {
            return Some((h1, k1));
        }
        let frac = x - a;
        if frac.abs() < 1e-15 {
            break;
        }
        x = 1.0 / frac;
    }
    ((value - h1 as f64 / k1 as f64).abs() < 1e-9 && k1 > 0).then_some((h1, k1))
}

/// "p/q" (or "p" when q = 1) for a value that is a small fraction.
pub fn fraction_string(value: f64) -> Option<String> {
    as_fraction(value, 10_000).map(|(p, q)| {
        if q == 1 {
            p.to_string()
        } else {
            format!("{p}/{q}")
        }
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_allocation_is_read_without_overflow() {
        let g = super::Blotto::new(3, 10, 10).unwrap();
        assert_eq!(g.read_allocation_b(" 4, 3,3 "), Ok(vec![4, 3, 3]));
        let wrapped = g.read_allocation_b("4294967295,11,0").unwrap_err();
        assert!(wrapped.contains("adding up to 4294967306"), "{wrapped}");
        assert!(g
            .read_allocation_b("99999999999999999999999,1,1")
            .unwrap_err()
            .contains("whole numbers"));
        assert!(g
            .read_allocation_b("5,5")
            .unwrap_err()
            .contains("2 numbers"));
        assert!(g.read_allocation_b("-1,11,0").is_err());
    }

    use super::*;

    #[test]
    fn typed_sizes_are_checked_field_by_field() {
        assert_eq!(
            Blotto::from_fields("3", " 5", "4 "),
            Ok(Blotto::new(3, 5, 4).unwrap())
        );
        let e = Blotto::from_fields("0", "x", "201").unwrap_err();
        let fields: Vec<&str> = e.iter().map(|e| e.field).collect();
        assert_eq!(fields, ["k", "a", "b"]);
        assert_eq!(e[0].reason, "give a whole number 1–100");
        assert_eq!(e[2].reason, "give a whole number 0–200");
    }

    /// The slides' optimal strategy for K = 3, A = 13, B = 10 (value 2/3).
    fn slides_strategy() -> Mixed {
        let mut m: Mixed = Vec::new();
        for a in [[1, 6, 6], [5, 1, 7], [5, 7, 1]] {
            m.push((a.to_vec(), 2.0 / 15.0));
        }
        for a in [[7, 3, 3], [3, 5, 5]] {
            m.push((a.to_vec(), 1.0 / 5.0));
        }
        for a in [[4, 8, 1], [8, 1, 4], [1, 4, 8]] {
            m.push((a.to_vec(), 1.0 / 15.0));
        }
        m
    }

    #[test]
    fn counts_and_enumeration() {
        let g = Blotto::new(3, 13, 10).unwrap();
        assert_eq!(g.count(Side::A), 105);
        assert_eq!(g.allocations(Side::A).len(), 105);
        assert_eq!(g.allocations(Side::B).len(), 66);
        assert!(g
            .allocations(Side::A)
            .iter()
            .all(|x| x.iter().sum::<u32>() == 13));
        assert_eq!(g.payoff(&[4, 4, 5], &[5, 5, 0]), -1);
        assert!(Blotto::new(0, 1, 1).is_err() && Blotto::new(3, 201, 1).is_err());
        // Counts saturate instead of overflowing: C(299, 99) is about 10⁸¹.
        let big = Blotto::new(100, 200, 200).unwrap();
        assert_eq!(big.count(Side::A), u128::MAX);
        assert!(big.matrix(1_000_000).is_none());
        assert_eq!(Blotto::new(10, 20, 20).unwrap().count(Side::A), 10_015_005);
    }

    #[test]
    fn the_slides_strategy_guarantees_two_thirds_by_the_certificate() {
        let g = Blotto::new(3, 13, 10).unwrap();
        let x = slides_strategy();
        let br = best_response(&g, Side::B, &marginals(&g, Side::A, &x));
        assert!((-br.payoff - 2.0 / 3.0).abs() < 1e-12, "{}", br.payoff);
        // The DP agrees with brute force over all of B's strategies.
        let worst = g
            .allocations(Side::B)
            .iter()
            .map(|y| {
                x.iter()
                    .map(|(a, p)| p * f64::from(g.payoff(a, y)))
                    .sum::<f64>()
            })
            .fold(f64::INFINITY, f64::min);
        assert!((worst - 2.0 / 3.0).abs() < 1e-12);
        // The pure (4,4,5) is held to −1.
        let pure = vec![(vec![4, 4, 5], 1.0)];
        assert_eq!(
            best_response(&g, Side::B, &marginals(&g, Side::A, &pure)).payoff,
            1.0
        );
    }

    #[test]
    fn decomposition_recovers_a_strategy_with_the_same_flow() {
        let g = Blotto::new(3, 13, 10).unwrap();
        let x = slides_strategy();
        let flow = flow_of(&g, Side::A, &x);
        let y = decompose(&flow, 13, 1e-12);
        let (fx, fy) = (flow, flow_of(&g, Side::A, &y));
        for k in 0..3 {
            for i in 0..=13 {
                for j in 0..=13 {
                    assert!((fx[k][i][j] - fy[k][i][j]).abs() < 1e-12);
                }
            }
        }
        assert!((y.iter().map(|m| m.1).sum::<f64>() - 1.0).abs() < 1e-12);
    }

    #[test]
    fn fractions() {
        assert_eq!(fraction_string(2.0 / 3.0).as_deref(), Some("2/3"));
        assert_eq!(fraction_string(-44.0 / 9.0).as_deref(), Some("-44/9"));
        assert_eq!(fraction_string(5.0).as_deref(), Some("5"));
        assert_eq!(fraction_string(std::f64::consts::PI), None);
    }
}
