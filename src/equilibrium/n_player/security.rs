//! Security levels of strategic games with any number of players: what each player can
//! guarantee on their own (maxmin), and how low the others can hold them (minmax), exactly.
//!
//! For player `i` with strategies `s` and the others' pure profiles `t` (all `∏_{j≠i} k_j` of
//! them), write `u_i(s, t)`. Then
//!
//! - the **maxmin value** `max_σ min_t u_i(σ, t)` is what `i` guarantees with a mixed strategy
//!   `σ` even if the others coordinate against them (a pure `t` suffices for the inner
//!   minimum, and letting the others correlate does not lower it further);
//! - the **correlated minmax** `min_ρ max_s u_i(s, ρ)` is the least the others can hold `i`
//!   to when they punish with a joint distribution `ρ` over their profiles;
//! - the **pure minmax** `min_t max_s u_i(s, t)` is the same with pure punishment only.
//!
//! The first two are the value of one matrix game, `u_i` as a matrix (`i`'s strategies ×
//! the others' profiles), so they are equal by the minimax theorem. The others punishing
//! with *independent* mixed strategies (the minmax of the folk theorems) lies between the
//! correlated and the pure minmax; it is the minimum of a non-convex function and is not
//! computed here.
//!
//! ## Design
//!
//! - **Floats find, exact arithmetic proves.** [`matrix_game`] first solves the game with the
//!   float simplex ([`crate::lp::Problem`], payoffs scaled to `[-1, 1]`, set up on the side
//!   with fewer constraints), reads the two supports off it, and solves the indifference
//!   equations on them exactly (each player's mixture makes the other's support
//!   indifferent). An exact rational simplex on the whole matrix would be far slower: its
//!   tableau's entries grow to minors of the matrix, and a 20 × 400 game took some forty
//!   seconds that way.
//! - **Certified.** Both strategies are then checked exactly against the payoffs: the row
//!   strategy earns at least the value against every column and the column strategy holds
//!   every row to at most the value. By weak duality this proves the value, so the maxmin and
//!   the correlated minmax reported are proven equal, not merely computed equal. No
//!   tolerance decides anything: the float solution only proposes.
//! - **Degenerate games** (supports of different sizes, singular systems) fall back to a
//!   double oracle: the subgame of the hint's supports is solved by the exact simplex
//!   ([`crate::lp::exact`]: `max Σ_t x_t` subject to `Σ_t B_st x_t ≤ 1` for the payoffs
//!   shifted to `B ≥ 1`, one slack per row, so no phase 1), and each player's best reply
//!   outside it is added until none gains. Every round adds a strategy, so it ends, at worst
//!   with the whole matrix. A final check that fails is an error
//!   ([`EquilibriumError::Unverified`]), never an answer.
//! - **Player `i`'s matrix** (`payoff_matrix`) is read from the game's table once, the
//!   others' profiles in the table order of the game without `i` (the first remaining player
//!   changing fastest); the dominance module uses it on reduced games too.
//!
//! ## References
//!
//! - J. von Neumann, "Zur Theorie der Gesellschaftsspiele", Math. Annalen 100 (1928) — the
//!   minimax theorem.
//! - G. B. Dantzig, "A proof of the equivalence of the programming problem and the game
//!   problem", in Koopmans (ed.), *Activity Analysis of Production and Allocation* (1951) —
//!   matrix games as linear programs.
//! - H. B. McMahan, G. J. Gordon, A. Blum, "Planning in the presence of cost functions
//!   controlled by an adversary", ICML 2003 — the double oracle.
//! - M. Maschler, E. Solan, S. Zamir, *Game Theory*, Cambridge 2013, ch. 4 and 5 — maxmin
//!   and minmax values of n-player games; correlated versus independent punishment.

use crate::equilibrium::EquilibriumError;
use crate::exact::bareiss::{self, Missing, Sweep};
use crate::exact::{to_f64, Q};
use crate::lp::exact::{ExactError, ExactProblem};
use crate::lp::{ComparisonOp, Direction, Problem};
use crate::models::n_player::StrategicGame;
use crate::models::strategic::BimatrixError;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};
use serde::{Deserialize, Serialize};

/// The most pure profiles a game may have for [`security_levels`] (a 46 × 46 × 46 game
/// takes about half a second).
pub const MAX_SECURITY_PROFILES: usize = 100_000;

/// The largest smaller side (the player's strategies or the others' profiles, whichever is
/// fewer) of a player's payoff matrix for [`security_levels`]. The exact strategies solve a
/// system as large as their support, with numbers of hundreds of digits: a 316 × 316 game
/// took some 15 s.
pub const MAX_SECURITY_SIDE: usize = 200;

/// One player's security levels, exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SecurityN {
    /// The player (from 0).
    pub player: usize,
    /// The maxmin value: the most the player can guarantee with a mixed strategy against any
    /// pure (or correlated) profile of the others.
    pub maxmin: Q,
    /// A maxmin strategy: one probability per strategy of the player.
    pub maxmin_strategy: Vec<Q>,
    /// The minmax value under correlated punishment: the least the others can hold the player
    /// to with a joint distribution over their profiles. Equal to `maxmin` (minimax theorem;
    /// both are certified exactly).
    pub minmax_correlated: Q,
    /// A punishing distribution over the others' pure profiles, in the table order of the
    /// game without the player (the first remaining player's strategy changing fastest).
    pub punishment: Vec<Q>,
    /// The minmax value under pure punishment: `min_t max_s u(s, t)` over the others' pure
    /// profiles `t`; at least `minmax_correlated`.
    pub minmax_pure: Q,
}

/// The exact solution of a matrix game (the row player maximises, the column player
/// minimises the entries).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatrixGame {
    /// The value of the game.
    pub value: Q,
    /// An optimal (maxmin) strategy of the row player.
    pub row: Vec<Q>,
    /// An optimal (minmax) strategy of the column player.
    pub col: Vec<Q>,
}

/// The exact value and optimal strategies of the matrix game `a` (rows maximise, columns
/// minimise), certified: the row strategy is checked to earn at least the value against every
/// column and the column strategy to hold every row to at most the value.
///
/// The float simplex suggests the supports, the exact strategies solve the indifference
/// equations on them, and if that does not certify (a degenerate game), a double oracle
/// over exact LPs of growing subgames finishes (see the module documentation).
///
/// # Errors
/// [`EquilibriumError::Game`] for an empty or ragged matrix; [`EquilibriumError::TooLarge`]
/// if an exact tableau would be too large; [`EquilibriumError::Unverified`] if an exact LP
/// fails or its strategies do not check (a bug, not an answer).
pub fn matrix_game(a: &[Vec<Q>]) -> Result<MatrixGame, EquilibriumError> {
    let cols = a.first().map_or(0, Vec::len);
    if cols == 0 {
        return Err(EquilibriumError::Game(BimatrixError::Empty));
    }
    if a.iter().any(|r| r.len() != cols) {
        return Err(EquilibriumError::Game(BimatrixError::Shape(
            "every row of a matrix game needs the same number of entries".into(),
        )));
    }
    let ints = Integers::new(a);
    let hint = float_hint(a);
    if let Some(m) = hint.as_ref().and_then(|h| support_solution(&ints, h)) {
        if ints.certify(&m) {
            return Ok(m);
        }
    }
    let m = double_oracle(a, &ints, hint.as_ref())?;
    if !ints.certify(&m) {
        return Err(EquilibriumError::Unverified(
            "a matrix game's strategies do not prove its value".into(),
        ));
    }
    Ok(m)
}

/// A matrix as integers: the exact matrix times `scale`, the least common multiple of its
/// denominators. Sums of integers skip the greatest common divisor that every rational
/// addition computes, which made the checks of large games slow.
struct Integers {
    m: Vec<Vec<BigInt>>,
    scale: BigInt,
}

/// A mixed strategy as integer weights over its support and their common denominator.
fn integer_weights(p: &[Q]) -> (Vec<(usize, BigInt)>, BigInt) {
    let den = p
        .iter()
        .filter(|v| !v.is_zero())
        .fold(BigInt::one(), |l, v| l.lcm(v.denom()));
    let z = p
        .iter()
        .enumerate()
        .filter(|(_, v)| !v.is_zero())
        .map(|(i, v)| (i, v.numer() * (&den / v.denom())))
        .collect();
    (z, den)
}

impl Integers {
    fn new(a: &[Vec<Q>]) -> Integers {
        let scale = a
            .iter()
            .flatten()
            .fold(BigInt::one(), |l, v| l.lcm(v.denom()));
        let m = a
            .iter()
            .map(|r| r.iter().map(|v| v.numer() * (&scale / v.denom())).collect())
            .collect();
        Integers { m, scale }
    }

    /// Every row's payoff against the column mixture `p` (`rows`), or every column's against
    /// the row mixture `p`, as integers over one positive denominator (returned second).
    fn payoffs(&self, p: &[Q], rows: bool) -> (Vec<BigInt>, BigInt) {
        let (z, den) = integer_weights(p);
        let at = |i: usize, j: usize| if rows { &self.m[i][j] } else { &self.m[j][i] };
        let len = if rows { self.m.len() } else { self.m[0].len() };
        let u = (0..len)
            .map(|i| z.iter().map(|(j, w)| w * at(i, *j)).sum())
            .collect();
        (u, den * &self.scale)
    }

    /// Whether `m` is exactly a solution: two mixed strategies, the row one earning at least
    /// the value against every column, the column one holding every row to at most it.
    fn certify(&self, m: &MatrixGame) -> bool {
        let simplex = |v: &[Q], len: usize| {
            v.len() == len && v.iter().all(|p| !p.is_negative()) && v.iter().sum::<Q>().is_one()
        };
        if !simplex(&m.row, self.m.len()) || !simplex(&m.col, self.m[0].len()) {
            return false;
        }
        let (u, den) = self.payoffs(&m.row, false);
        let guarantee = u.into_iter().min().map(|v| Q::new(v, den));
        let (u, den) = self.payoffs(&m.col, true);
        let cap = u.into_iter().max().map(|v| Q::new(v, den));
        guarantee.as_ref() == Some(&m.value) && cap.as_ref() == Some(&m.value)
    }
}

/// A floating-point solution of a matrix game: the strategies and the value of the game
/// with its payoffs divided by the largest absolute payoff.
pub(crate) struct Hint {
    /// The row player's mixture.
    pub(crate) row: Vec<f64>,
    /// The column player's mixture.
    pub(crate) col: Vec<f64>,
    /// The value of the scaled game.
    pub(crate) value: f64,
}

/// Reads a support off a float strategy (entries above `1e-9`).
fn support(p: &[f64]) -> Vec<usize> {
    (0..p.len()).filter(|&i| p[i] > 1e-9).collect()
}

/// [`float_game`] of an exact matrix.
fn float_hint(a: &[Vec<Q>]) -> Option<Hint> {
    float_game(
        &a.iter()
            .map(|r| r.iter().map(to_f64).collect())
            .collect::<Vec<_>>(),
    )
}

/// The matrix game `af` (non-empty, rectangular) by the float simplex, on payoffs scaled to
/// `[-1, 1]`, with the LP set up on whichever side has fewer constraints; `None` if it fails
/// (the exact path then works without a hint).
pub(crate) fn float_game(af: &[Vec<f64>]) -> Option<Hint> {
    let (m, n) = (af.len(), af[0].len());
    let largest = af.iter().flatten().fold(0.0f64, |s, v| s.max(v.abs()));
    let scale = Some(largest)
        .filter(|s| *s > 0.0 && s.is_finite())
        .unwrap_or(1.0);
    // `transposed`: the LP's constraints are the columns (the row player's mixture is the
    // variable); otherwise they are the rows (the column player's).
    let transposed = m > n;
    let (outer, inner) = if transposed { (n, m) } else { (m, n) };
    let entry = |o: usize, i: usize| if transposed { -af[i][o] } else { af[o][i] } / scale;
    // The player of `inner` minimises the largest payoff (of the negated transpose). The LP
    // starts with one variable and gets the others as columns in one step: a constraint row
    // of thousands of terms would cost the LP builder time quadratic in its length.
    let mut lp = Problem::new(Direction::Minimize);
    let first = lp.add_var(0.0, (0.0, 1.0));
    let v = lp.add_var(1.0, (f64::NEG_INFINITY, f64::INFINITY));
    let rows: Vec<_> = (0..outer)
        .map(|o| lp.add_constraint(&[(first, entry(o, 0)), (v, -1.0)], ComparisonOp::Le, 0.0))
        .collect();
    let ones = lp.add_constraint(&[(first, 1.0)], ComparisonOp::Eq, 1.0);
    let mut sol = lp.solve().ok()?;
    let columns: Vec<_> = (1..inner)
        .map(|i| {
            let mut column: Vec<_> = rows
                .iter()
                .enumerate()
                .map(|(o, &c)| (c, entry(o, i)))
                .collect();
            column.push((ones, 1.0));
            (0.0, (0.0, 1.0), column)
        })
        .collect();
    let (more, _) = sol.extend(&columns, &[]).ok()?;
    let x: Vec<_> = std::iter::once(first).chain(more).collect();
    let mixed = x.iter().map(|&xi| sol.value(xi)).collect();
    // The other player's mixture is the rows' duals (of one sign; normalised).
    let duals: Vec<f64> = rows.iter().map(|&c| sol.dual(c).abs()).collect();
    let sum: f64 = duals.iter().sum();
    if sum.is_nan() || sum <= 0.0 {
        return None;
    }
    let other = duals.into_iter().map(|y| y / sum).collect();
    let (row, col, value) = if transposed {
        (mixed, other, -sol.value(v))
    } else {
        (other, mixed, sol.value(v))
    };
    Some(Hint { row, col, value })
}

/// Solves a square integer system (each row: `n` coefficients, then the right-hand side) by
/// fraction-free elimination ([`bareiss`]), in `i128` while the numbers fit and in `BigInt`
/// otherwise; `None` if it is singular.
fn solve_integer(rows: Vec<Vec<BigInt>>, n: usize) -> Option<Vec<Q>> {
    let read = |pivots: Vec<(usize, usize)>, at: &dyn Fn(usize, usize) -> BigInt| {
        let mut x = vec![Q::zero(); n];
        for (r, c) in pivots {
            x[c] = Q::new(at(r, n), at(r, c));
        }
        x
    };
    let small: Option<Vec<Vec<i128>>> = rows
        .iter()
        .map(|r| r.iter().map(|v| i128::try_from(v).ok()).collect())
        .collect();
    if let Some(mut small) = small {
        if let Some(pivots) = bareiss::eliminate(&mut small, n, Sweep::All, Missing::Stop) {
            return (pivots.len() == n).then(|| read(pivots, &|r, c| small[r][c].into()));
        }
    }
    let mut rows = rows;
    let pivots = bareiss::eliminate(&mut rows, n, Sweep::All, Missing::Stop)?;
    (pivots.len() == n).then(|| read(pivots, &|r, c| rows[r][c].clone()))
}

/// The exact strategies on the hint's supports, when these are equally large: the row
/// strategy makes every column of the column support indifferent, the column strategy every
/// row of the row support, both summing to 1. `None` if the supports differ in size, a
/// system is singular, or the solution is not a pair of mixed strategies with one value.
fn support_solution(ints: &Integers, hint: &Hint) -> Option<MatrixGame> {
    let (rows, cols) = (support(&hint.row), support(&hint.col));
    let k = rows.len();
    if cols.len() != k {
        return None;
    }
    // Σ_i z_i·entry(e, i) − v = 0 for every equation e, and Σ z = 1 (v is scale × value).
    let solve = |eqs: &[usize], vars: &[usize], entry: &dyn Fn(usize, usize) -> BigInt| {
        let mut m: Vec<Vec<BigInt>> = eqs
            .iter()
            .map(|&e| {
                let mut r: Vec<BigInt> = vars.iter().map(|&i| entry(e, i)).collect();
                r.push(-BigInt::one());
                r.push(BigInt::zero());
                r
            })
            .collect();
        let mut sum = vec![BigInt::one(); k];
        sum.push(BigInt::zero());
        sum.push(BigInt::one());
        m.push(sum);
        solve_integer(m, k + 1)
    };
    let x = solve(&cols, &rows, &|t, s| ints.m[s][t].clone())?;
    let y = solve(&rows, &cols, &|s, t| ints.m[s][t].clone())?;
    if x[k] != y[k] || x[..k].iter().chain(&y[..k]).any(Signed::is_negative) {
        return None;
    }
    Some(MatrixGame {
        value: &x[k] / Q::from_integer(ints.scale.clone()),
        row: scatter(ints.m.len(), &rows, &x),
        col: scatter(ints.m[0].len(), &cols, &y),
    })
}

/// A vector of `len` zeros with `values` at the indices `at`.
pub(crate) fn scatter(len: usize, at: &[usize], values: &[Q]) -> Vec<Q> {
    let mut v = vec![Q::zero(); len];
    for (&i, p) in at.iter().zip(values) {
        v[i] = p.clone();
    }
    v
}

/// The double oracle with exact LPs: solve the subgame of some rows and columns exactly, add
/// the best reply of each player to the other's subgame strategy while it beats the subgame's
/// value, until neither does; each round adds a row or a column, so this ends, at worst with
/// the whole matrix. The hint seeds the subgame with its supports.
fn double_oracle(
    a: &[Vec<Q>],
    ints: &Integers,
    hint: Option<&Hint>,
) -> Result<MatrixGame, EquilibriumError> {
    let (m, n) = (a.len(), a[0].len());
    let (mut in_rows, mut in_cols) = (vec![false; m], vec![false; n]);
    for (inside, p) in [
        (&mut in_rows, hint.map(|h| &h.row)),
        (&mut in_cols, hint.map(|h| &h.col)),
    ] {
        for i in p.map(|p| support(p)).unwrap_or_default() {
            inside[i] = true;
        }
    }
    in_rows[0] |= !in_rows.contains(&true);
    in_cols[0] |= !in_cols.contains(&true);
    loop {
        let rows: Vec<usize> = (0..m).filter(|&s| in_rows[s]).collect();
        let cols: Vec<usize> = (0..n).filter(|&t| in_cols[t]).collect();
        let sub: Vec<Vec<Q>> = rows
            .iter()
            .map(|&s| cols.iter().map(|&t| a[s][t].clone()).collect())
            .collect();
        let g = exact_simplex(&sub)?;
        let (row, col) = (scatter(m, &rows, &g.row), scatter(n, &cols, &g.col));
        // The best replies (the first on ties) and whether they beat the subgame's value.
        let (u, den) = ints.payoffs(&col, true);
        let s_best = (0..m).fold(0, |b, s| if u[s] > u[b] { s } else { b });
        let row_done = Q::new(u[s_best].clone(), den) <= g.value;
        let (u, den) = ints.payoffs(&row, false);
        let t_best = (0..n).fold(0, |b, t| if u[t] < u[b] { t } else { b });
        let col_done = Q::new(u[t_best].clone(), den) >= g.value;
        if row_done && col_done {
            return Ok(MatrixGame {
                value: g.value,
                row,
                col,
            });
        }
        // A reply that beats the subgame's value lies outside the subgame.
        let grew = (!row_done && !std::mem::replace(&mut in_rows[s_best], true))
            | (!col_done && !std::mem::replace(&mut in_cols[t_best], true));
        if !grew {
            return Err(EquilibriumError::Unverified(
                "the double oracle's subgame solution is not optimal in the subgame".into(),
            ));
        }
    }
}

/// A matrix game by the exact simplex alone (for the subgames of the double oracle), in
/// the slack-only form of the module documentation.
fn exact_simplex(a: &[Vec<Q>]) -> Result<MatrixGame, EquilibriumError> {
    let n = a[0].len();
    let low = a.iter().flatten().min().cloned().unwrap_or_else(Q::zero);
    // B = a + shift ≥ 1, so the value of B is ≥ 1 and the LP below is bounded with S > 0.
    let shift = Q::one() - low;
    let mut lp = ExactProblem::new(Direction::Maximize, vec![Q::one(); n]);
    for row in a {
        lp.add_constraint(
            row.iter().map(|v| v + &shift).collect(),
            ComparisonOp::Le,
            Q::one(),
        );
    }
    let sol = lp.solve().map_err(exact_error)?;
    let s = sol.objective;
    if !s.is_positive() {
        return Err(EquilibriumError::Unverified(
            "the matrix game's LP has a non-positive optimum".into(),
        ));
    }
    Ok(MatrixGame {
        value: s.recip() - shift,
        row: sol.duals.iter().map(|y| y / &s).collect(),
        col: sol.values.iter().map(|x| x / &s).collect(),
    })
}

/// An exact LP failure as an equilibrium error.
pub(crate) fn exact_error(e: ExactError) -> EquilibriumError {
    match e {
        ExactError::TooLarge(msg) => {
            EquilibriumError::TooLarge(format!("the exact linear program is too large: {msg}"))
        }
        e => EquilibriumError::Unverified(format!("the exact LP failed: {e}")),
    }
}

/// Player `player`'s payoffs as a matrix: one row per strategy in `keep[player]`, one column
/// per profile of the others' strategies in `keep` (original indices), the columns in the
/// table order of the game reduced to `keep` without the player (the first remaining player
/// changing fastest).
///
/// Crate-internal: the callers guarantee that `player` is a player of `g` and that `keep`
/// has one non-empty list of valid strategy indices per player (it panics otherwise).
pub(crate) fn payoff_matrix(g: &StrategicGame, player: usize, keep: &[Vec<usize>]) -> Vec<Vec<Q>> {
    let shape = g.shape();
    let mut stride = vec![1usize; shape.len()];
    for j in 1..shape.len() {
        stride[j] = stride[j - 1] * shape[j - 1];
    }
    let others: Vec<usize> = (0..shape.len()).filter(|&j| j != player).collect();
    let cols: usize = others.iter().map(|&j| keep[j].len()).product();
    let mut u: Vec<Vec<Q>> = vec![Vec::with_capacity(cols); keep[player].len()];
    let table = g.table();
    // An odometer over the others' surviving strategies, the first one fastest.
    let mut digit = vec![0usize; others.len()];
    for _ in 0..cols {
        let base: usize = others
            .iter()
            .zip(&digit)
            .map(|(&j, &d)| keep[j][d] * stride[j])
            .sum();
        for (row, &s) in u.iter_mut().zip(&keep[player]) {
            row.push(table[base + s * stride[player]][player].clone());
        }
        for (d, &j) in digit.iter_mut().zip(&others) {
            *d += 1;
            if *d < keep[j].len() {
                break;
            }
            *d = 0;
        }
    }
    u
}

/// Every player's security levels (maxmin, correlated and pure minmax, with a maxmin strategy
/// and a punishing distribution), exactly.
///
/// # Errors
/// [`EquilibriumError::TooLarge`] for games of more than [`MAX_SECURITY_PROFILES`] profiles
/// or a player's matrix beyond [`MAX_SECURITY_SIDE`];
/// [`EquilibriumError::Unverified`] if an exact LP fails or its answer does not check (a bug).
pub fn security_levels(g: &StrategicGame) -> Result<Vec<SecurityN>, EquilibriumError> {
    if g.num_profiles() > MAX_SECURITY_PROFILES {
        return Err(EquilibriumError::TooLarge(format!(
            "security levels are computed for games of up to {MAX_SECURITY_PROFILES} pure \
             profiles; this one has {}",
            g.num_profiles()
        )));
    }
    let shape = g.shape();
    for (i, &k) in shape.iter().enumerate() {
        let side = k.min(g.num_profiles() / k);
        if side > MAX_SECURITY_SIDE {
            return Err(EquilibriumError::TooLarge(format!(
                "security levels are computed when each player has at most \
                 {MAX_SECURITY_SIDE} strategies or the others at most {MAX_SECURITY_SIDE} \
                 profiles; player {} has {k} strategies against {} profiles",
                i + 1,
                g.num_profiles() / k
            )));
        }
    }
    let keep: Vec<Vec<usize>> = shape.into_iter().map(|k| (0..k).collect()).collect();
    (0..keep.len())
        .map(|player| {
            let u = payoff_matrix(g, player, &keep);
            let m = matrix_game(&u)?;
            let minmax_pure = (0..u[0].len())
                .map(|t| {
                    u.iter()
                        .map(|r| &r[t])
                        .max()
                        .cloned()
                        .unwrap_or_else(Q::zero)
                })
                .min()
                .unwrap_or_else(Q::zero);
            Ok(SecurityN {
                player,
                maxmin: m.value.clone(),
                maxmin_strategy: m.row,
                minmax_correlated: m.value,
                punishment: m.col,
                minmax_pure,
            })
        })
        .collect()
}

#[cfg(test)]
#[path = "security_tests.rs"]
pub(super) mod tests;
