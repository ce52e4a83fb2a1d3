//! One equilibrium of a two-player game with any payoffs from its sequence form, by Lemke's
//! complementary pivoting (Koller, Megiddo and von Stengel 1996), exact: the size of the
//! problem is linear in the tree, where the reduced normal form is exponential.
//!
//! Every leaf payoff is first shifted below 0, so a player's value at each information set is
//! negative and its negation `v` can be a non-negative variable. Player 1's best response to
//! `y` is then the LP `max xᵀA'y` subject to `E x ≥ e`, `x ≥ 0` (with negative payoffs less
//! probability mass is better, so the inequalities bind), whose optimality conditions, with
//! player 2's, make the linear complementarity problem `w = q + M z ≥ 0`, `z ≥ 0`, `wᵀz = 0`:
//!
//! ```text
//!       x       y      v      u
//! w_x [ 0     −A'    −Eᵀ     0  ]        0
//! w_y [ −B'ᵀ   0      0    −Fᵀ  ] z  +   0
//! w_v [ E      0      0      0  ]       −e
//! w_u [ 0      F      0      0  ]       −f
//! ```
//!
//! Lemke's algorithm adds a covering variable `z₀` with the vector of ones (as Gambit's
//! `lcp` solver does; a covering vector from a prior the user chooses, as in von Stengel, van
//! den Elzen and Talman 2002, is not offered yet), starts where `z₀ = 1` makes the root rows
//! feasible, and pivots — the entering variable always the
//! complement of the one that just left, ties in the ratio test broken lexicographically so
//! it cannot cycle — until `z₀` leaves: then `x` and `y` are realization plans in equilibrium.
//! Each pivot is recorded ([`Pivot`]) so a page can step through them. The tableau is dense and
//! exact, for the games of courses and of Gambit's catalogue (up to [`MAX_ENTRIES`] entries).

use num_traits::{One, Signed, Zero};
use serde::{Deserialize, Serialize};

use super::sequence_form::{behaviour_from_exact_plan, chance_reach, Checked, SequenceForm};
use crate::games::imperfect::{Game, NodeKind};
use crate::games::matrix::Q;

/// The largest tableau (rows × columns) pivoted in rationals.
pub const MAX_ENTRIES: usize = 4_000_000;
/// Most pivots before giving up (Lemke's algorithm terminates, but this bounds the work).
pub const MAX_PIVOTS: usize = 100_000;

/// A variable of the LCP.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Var {
    /// The slack `w_i` of row `i`.
    W(usize),
    /// The variable `z_i` (a sequence's probability or an information set's value).
    Z(usize),
    /// The covering variable.
    Z0,
}

/// One pivot: the variable that entered the basis and the one that left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pivot {
    /// Entered.
    pub entered: Var,
    /// Left.
    pub left: Var,
}

/// The equilibrium found, with the path that found it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LemkeEquilibrium {
    /// The behaviour strategies, checked by exact best responses.
    pub checked: Checked,
    /// The pivots, in order.
    pub pivots: Vec<Pivot>,
}

/// Runs Lemke's algorithm on the sequence form of `game` (two players, perfect recall).
pub fn solve(game: &Game) -> Result<LemkeEquilibrium, String> {
    let sf = SequenceForm::new(game)?;
    let (n1, n2) = (sf.seqs[0].len, sf.seqs[1].len);
    let (e_rows, f_rows) = (sf.constraint_rows(0), sf.constraint_rows(1));
    let (k1, k2) = (e_rows.len(), f_rows.len());
    let n = n1 + n2 + k1 + k2;
    // Columns: w (n), z (n), z0, rhs.
    let width = 2 * n + 2;
    if n * width > MAX_ENTRIES {
        return Err(format!(
            "the sequence form is too large for the exact Lemke tableau ({n} rows)"
        ));
    }
    // Shift every leaf below 0: subtract (largest payoff + 1) times chance's probability.
    let leaf = game.all_leaf_payoffs();
    let top = leaf.iter().flatten().max().cloned().unwrap_or_else(Q::zero);
    let shift = top + Q::one();
    let chance = chance_reach(game);
    let mut shifted: std::collections::HashMap<(usize, usize), [Q; 2]> =
        sf.entries.iter().map(|(k, v)| (*k, v.clone())).collect();
    for (nid, node) in game.nodes().iter().enumerate() {
        if node.kind == NodeKind::Terminal && !chance[nid].is_zero() {
            let key = (sf.seqs[0].at_node[nid], sf.seqs[1].at_node[nid]);
            let e = shifted.entry(key).or_insert_with(|| [Q::zero(), Q::zero()]);
            let s = &shift * &chance[nid];
            e[0] -= &s;
            e[1] -= &s;
        }
    }
    // Offsets of the blocks of z.
    let (ox, oy, ov, ou) = (0, n1, n1 + n2, n1 + n2 + k1);
    // The system w − M z − 1·z0 = q, one row per w.
    let mut t = vec![vec![Q::zero(); width]; n];
    for (i, row) in t.iter_mut().enumerate() {
        row[i] = Q::one();
        row[2 * n] = -Q::one();
    }
    let z = |j: usize| n + j;
    for ((s1, s2), v) in &shifted {
        // w_x(s1) = −(A'y)(s1) …: −M = +A'.
        t[ox + s1][z(oy + s2)] += &v[0];
        // w_y(s2) = −(B'ᵀx)(s2) …
        t[oy + s2][z(ox + s1)] += &v[1];
    }
    for (k, row) in e_rows.iter().enumerate() {
        for &(s, c) in row {
            let c = Q::from_integer(c.into());
            // w_x(s) has −(Eᵀv)(s): −M entry +E[k][s] at column v_k.
            t[ox + s][z(ov + k)] += &c;
            // w_v(k) = (E x)_k − e_k: −M entry −E[k][s].
            t[ov + k][z(ox + s)] -= &c;
        }
        if row.len() == 1 {
            t[ov + k][2 * n + 1] = -Q::one();
        }
    }
    for (k, row) in f_rows.iter().enumerate() {
        for &(s, c) in row {
            let c = Q::from_integer(c.into());
            t[oy + s][z(ou + k)] += &c;
            t[ou + k][z(oy + s)] -= &c;
        }
        if row.len() == 1 {
            t[ou + k][2 * n + 1] = -Q::one();
        }
    }
    let mut basis: Vec<Var> = (0..n).map(Var::W).collect();
    let column = |v: Var| match v {
        Var::W(i) => i,
        Var::Z(i) => n + i,
        Var::Z0 => 2 * n,
    };
    let mut pivots = Vec::new();
    // First pivot: z0 enters at player 1's root row (the most negative right-hand side, tied
    // with player 2's: the first).
    let first = ov;
    pivot(&mut t, first, 2 * n);
    pivots.push(Pivot {
        entered: Var::Z0,
        left: basis[first],
    });
    let mut left = basis[first];
    basis[first] = Var::Z0;
    loop {
        if pivots.len() > MAX_PIVOTS {
            return Err(format!(
                "Lemke's algorithm took more than {MAX_PIVOTS} pivots"
            ));
        }
        let entering = match left {
            Var::W(i) => Var::Z(i),
            Var::Z(i) => Var::W(i),
            Var::Z0 => break,
        };
        let c = column(entering);
        let r = lexicographic_row(&t, c, n)
            .ok_or("Lemke's algorithm ended on a ray (no equilibrium found)")?;
        pivot(&mut t, r, c);
        left = basis[r];
        basis[r] = entering;
        pivots.push(Pivot {
            entered: entering,
            left,
        });
    }
    let mut zv = vec![Q::zero(); n];
    for (r, v) in basis.iter().enumerate() {
        if let Var::Z(i) = v {
            zv[*i] = t[r][2 * n + 1].clone();
        }
    }
    let x = &zv[ox..ox + n1];
    let y = &zv[oy..oy + n2];
    let behaviour = [
        behaviour_from_exact_plan(game, &sf.seqs[0], x),
        behaviour_from_exact_plan(game, &sf.seqs[1], y),
    ];
    Ok(LemkeEquilibrium {
        checked: Checked::new(game, behaviour),
        pivots,
    })
}

/// The leaving row for entering column `c`: among rows with a positive entry, the
/// lexicographically smallest (rhs, B⁻¹ row) divided by the entry.
fn lexicographic_row(t: &[Vec<Q>], c: usize, n: usize) -> Option<usize> {
    let rhs = 2 * n + 1;
    let mut best: Option<usize> = None;
    for i in 0..t.len() {
        if !t[i][c].is_positive() {
            continue;
        }
        best = Some(match best {
            None => i,
            Some(b) => {
                let key = |r: usize, j: usize| &t[r][j] / &t[r][c];
                let mut choose = b;
                // Compare (rhs, then the w columns — B⁻¹ — in order).
                for j in std::iter::once(rhs).chain(0..n) {
                    let (ki, kb) = (key(i, j), key(b, j));
                    if ki < kb {
                        choose = i;
                        break;
                    }
                    if ki > kb {
                        break;
                    }
                }
                choose
            }
        });
    }
    best
}

fn pivot(t: &mut [Vec<Q>], r: usize, c: usize) {
    let p = t[r][c].clone();
    for v in t[r].iter_mut() {
        if !v.is_zero() {
            *v /= &p;
        }
    }
    let row = t[r].clone();
    let nonzero: Vec<usize> = (0..row.len()).filter(|&j| !row[j].is_zero()).collect();
    for (i, other) in t.iter_mut().enumerate() {
        if i == r || other[c].is_zero() {
            continue;
        }
        let f = other[c].clone();
        for &j in &nonzero {
            let d = &f * &row[j];
            other[j] -= d;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::imperfect::efg;
    use crate::games::poker::kuhn;

    #[test]
    fn kuhn_poker_gives_an_equilibrium_worth_minus_one_eighteenth() {
        let LemkeEquilibrium { checked: e, pivots } = solve(&kuhn()).unwrap();
        assert!(e.verified(), "{:?} vs {:?}", e.payoffs, e.best_responses);
        assert_eq!(e.payoffs[0], Q::new((-1).into(), 18.into()));
        assert_eq!(pivots[0].entered, Var::Z0);
        assert!(pivots.len() > 2);
    }

    #[test]
    fn a_signalling_game_gets_a_verified_equilibrium() {
        // Beer–quiche: nature makes player 1 strong (2/3) or weak; player 1 has beer or quiche
        // for breakfast; player 2 sees the breakfast, not the type, and duels or not.
        let text = r#"EFG 2 R "Beer-quiche" { "Sender" "Receiver" } ""
c "" 1 "" { "strong" 2/3 "weak" 1/3 } 0
p "" 1 1 "strong" { "beer" "quiche" } 0
p "" 2 1 "after beer" { "duel" "not" } 0
t "" 1 "" { 1, 0 }
t "" 2 "" { 3, 1 }
p "" 2 2 "after quiche" { "duel" "not" } 0
t "" 3 "" { 0, 0 }
t "" 4 "" { 2, 1 }
p "" 1 2 "weak" { "beer" "quiche" } 0
p "" 2 1 "after beer" { "duel" "not" } 0
t "" 5 "" { 0, 1 }
t "" 6 "" { 2, 0 }
p "" 2 2 "after quiche" { "duel" "not" } 0
t "" 7 "" { 1, 1 }
t "" 8 "" { 3, 0 }
"#;
        let g = efg::parse(text).unwrap();
        let e = solve(&g).unwrap().checked;
        assert!(e.verified(), "{:?} vs {:?}", e.payoffs, e.best_responses);
    }
}
