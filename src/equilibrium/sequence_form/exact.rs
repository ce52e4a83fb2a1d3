//! Exact finishing of a floating-point sequence-form solution: the supports the simplex found
//! fix which constraints are tight, and the plans of that vertex are the solution of a sparse
//! linear system, solved here in rationals.
//!
//! For player 2's plan `y` (and player 1's values `p`, one per information set and the root):
//! `F y = f`, `y(s) = 0` off the support, and for every sequence `s` whose best-response
//! constraint is tight — every one in player 1's support, and at a degenerate vertex some
//! more — the equation `(Eᵀp)(s) = (A y)(s)`. Player 1's plan is found the same way with
//! the roles swapped. The system is as sparse as the tree (a sequence meets few others at the
//! leaves), so Gauss–Jordan elimination that always pivots on a shortest row and, in it, on the
//! column in fewest rows keeps the fill-in small. Whatever it returns is checked afterwards by
//! exact best responses: this only proposes.

use std::collections::{BTreeMap, BTreeSet};

use num_traits::Zero;

use super::SequenceForm;
use crate::exact::Q;

/// Solves `Σ_j rows[i][j]·z_j = rhs[i]` exactly over `cols` unknowns; unknowns left free get
/// 0, and the first `preferred` unknowns are taken as pivots before the others (so the free
/// ones are among the rest where possible). `None` when the equations contradict each other.
pub fn solve_sparse(
    rows: Vec<Vec<(usize, Q)>>,
    mut rhs: Vec<Q>,
    cols: usize,
    preferred: usize,
) -> Option<Vec<Q>> {
    let mut a: Vec<BTreeMap<usize, Q>> = rows
        .into_iter()
        .map(|r| {
            let mut m = BTreeMap::new();
            for (j, v) in r {
                *m.entry(j).or_insert_with(Q::zero) += v;
            }
            m.retain(|_, v: &mut Q| !v.is_zero());
            m
        })
        .collect();
    let mut in_col: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); cols];
    for (i, r) in a.iter().enumerate() {
        for &j in r.keys() {
            in_col[j].insert(i);
        }
    }
    let mut active: BTreeSet<usize> = (0..a.len()).collect();
    let mut pivots: Vec<(usize, usize)> = Vec::new();
    while !active.is_empty() {
        let r = *active
            .iter()
            .min_by_key(|&&i| a[i].len())
            .expect("a row is active");
        active.remove(&r);
        if a[r].is_empty() {
            if !rhs[r].is_zero() {
                return None;
            }
            continue;
        }
        let c = *a[r]
            .keys()
            .min_by_key(|&&j| (j >= preferred, in_col[j].len()))
            .expect("a non-empty row");
        let pivot = a[r][&c].clone();
        let others: Vec<usize> = in_col[c].iter().copied().filter(|&i| i != r).collect();
        let row_r: Vec<(usize, Q)> = a[r].iter().map(|(&j, v)| (j, v.clone())).collect();
        for i in others {
            let factor = &a[i][&c] / &pivot;
            for (j, v) in &row_r {
                let entry = a[i].entry(*j).or_insert_with(Q::zero);
                *entry -= &factor * v;
                if entry.is_zero() {
                    a[i].remove(j);
                    in_col[*j].remove(&i);
                } else {
                    in_col[*j].insert(i);
                }
            }
            let t = &factor * &rhs[r];
            rhs[i] -= t;
        }
        pivots.push((r, c));
    }
    let mut z = vec![Q::zero(); cols];
    for (r, c) in pivots {
        z[c] = &rhs[r] / &a[r][&c];
    }
    Some(z)
}

/// What the floating-point vertex says about each player: which sequences they play
/// (`support`), which of their best-response constraints are tight (`tight`), and which of
/// their values (root first, then one per information set) are 0 (`zero_values`, the
/// degenerate rows the basis holds at 0).
#[derive(Clone, Debug, Default)]
pub struct Vertex {
    /// Per player, per sequence: played with positive probability.
    pub support: [Vec<bool>; 2],
    /// Per player, per sequence: the best-response constraint holds with equality.
    pub tight: [Vec<bool>; 2],
    /// Per player, per constraint row: the value is 0.
    pub zero_values: [Vec<bool>; 2],
}

/// The exact plan of player `who` (0 or 1) at `vertex`: `None` if the system has no solution
/// or the solution is not a plan (a negative entry).
pub fn exact_plan(sf: &SequenceForm, vertex: &Vertex, who: usize) -> Option<Vec<Q>> {
    let (support, tight) = (&vertex.support, &vertex.tight);
    let other = 1 - who;
    // Unknowns: `who`'s support sequences, then the other player's values (root first).
    let own_len = sf.seqs[who].len;
    let mut column = vec![usize::MAX; own_len];
    let mut cols = 0;
    for (s, &on) in support[who].iter().enumerate() {
        if on {
            column[s] = cols;
            cols += 1;
        }
    }
    let values = cols;
    let rows_other = sf.constraint_rows(other);
    cols += rows_other.len();
    let mut rows: Vec<Vec<(usize, Q)>> = Vec::new();
    let mut rhs: Vec<Q> = Vec::new();
    // The plan's own constraints.
    for row in sf.constraint_rows(who) {
        let r: Vec<(usize, Q)> = row
            .iter()
            .filter(|&&(s, _)| column[s] != usize::MAX)
            .map(|&(s, c)| (column[s], Q::from_integer(c.into())))
            .collect();
        rhs.push(if row.len() == 1 {
            Q::from_integer(1.into())
        } else {
            Q::zero()
        });
        rows.push(r);
    }
    // The other player's best-response equations on their support: (Eᵀp)(s1) = (A y)(s1) for
    // player 1's values p, (Fᵀq)(s2) = (Aᵀx)(s2) for player 2's (the LP's tight rows); A is
    // player 1's payoff in both, the game being zero-sum.
    let mut by_other: Vec<Vec<(usize, Q)>> = vec![Vec::new(); sf.seqs[other].len];
    for ((s1, s2), v) in &sf.entries {
        let (own, theirs) = if who == 0 { (*s1, *s2) } else { (*s2, *s1) };
        if column[own] != usize::MAX {
            by_other[theirs].push((column[own], -v[0].clone()));
        }
    }
    let mut constraint_cols: Vec<Vec<(usize, i64)>> = vec![Vec::new(); sf.seqs[other].len];
    for (k, row) in rows_other.iter().enumerate() {
        for &(s, c) in row {
            constraint_cols[s].push((k, c));
        }
    }
    for s in 0..sf.seqs[other].len {
        if !(support[other][s] || tight[other][s]) {
            continue;
        }
        let mut r: Vec<(usize, Q)> = constraint_cols[s]
            .iter()
            .map(|&(k, c)| (values + k, Q::from_integer(c.into())))
            .collect();
        r.extend(by_other[s].iter().cloned());
        rows.push(r);
        rhs.push(Q::zero());
    }
    // The plan's entries are pivots first: where the values are not all determined (a set
    // nobody reaches), the free unknowns are values, and the plan stays the vertex's.
    for (k, &zero) in vertex.zero_values[other].iter().enumerate() {
        if zero {
            rows.push(vec![(values + k, Q::from_integer(1.into()))]);
            rhs.push(Q::zero());
        }
    }
    let z = solve_sparse(rows, rhs, cols, values)?;
    let mut plan = vec![Q::zero(); own_len];
    for s in 0..own_len {
        if column[s] != usize::MAX {
            if z[column[s]] < Q::zero() {
                return None;
            }
            plan[s] = z[column[s]].clone();
        }
    }
    Some(plan)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(n: i64) -> Q {
        Q::from_integer(n.into())
    }

    #[test]
    fn a_small_system_is_solved_exactly() {
        // x + y = 3, x − y = 1 → (2, 1); z free → 0.
        let rows = vec![vec![(0, q(1)), (1, q(1))], vec![(0, q(1)), (1, q(-1))]];
        assert_eq!(
            solve_sparse(rows, vec![q(3), q(1)], 3, 3),
            Some(vec![q(2), q(1), q(0)])
        );
        // Contradictory: x = 1 and x = 2.
        let rows = vec![vec![(0, q(1))], vec![(0, q(1))]];
        assert_eq!(solve_sparse(rows, vec![q(1), q(2)], 1, 1), None);
    }
}
