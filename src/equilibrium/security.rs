//! Maxmin (security level) and minmax values by LP, and the value of constant-sum games.

use super::EquilibriumError;
use crate::exact::to_f64;
use crate::game::Player;
use crate::lp::{ComparisonOp, Direction, Problem};
use crate::models::strategic::Bimatrix;

/// A player's security analysis (Def. 2.2.1–2.2.2).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Security {
    /// The player.
    pub player: Player,
    /// The maxmin value: the most the player can guarantee.
    pub maxmin: f64,
    /// A maxmin (security) strategy of the player.
    pub maxmin_strategy: Vec<f64>,
    /// The minmax value: the least the opponent can hold the player to.
    pub minmax: f64,
    /// The opponent's punishing (minmax) strategy.
    pub minmax_strategy: Vec<f64>,
}

/// `player`'s payoffs as a matrix own strategies × opponent strategies, as floats, and the
/// scale they were divided by.
fn own_matrix(g: &Bimatrix, player: Player) -> (Vec<Vec<f64>>, f64) {
    let (m, n) = (g.rows(), g.cols());
    let u: Vec<Vec<f64>> = if player.0 == 0 {
        (0..m)
            .map(|r| (0..n).map(|c| to_f64(&g.a[r][c])).collect())
            .collect()
    } else {
        (0..n)
            .map(|c| (0..m).map(|r| to_f64(&g.b[r][c])).collect())
            .collect()
    };
    let s = u.iter().flatten().fold(0.0f64, |a, v| a.max(v.abs()));
    let s = if s > 0.0 { s } else { 1.0 };
    (
        u.into_iter()
            .map(|r| r.into_iter().map(|v| v / s).collect())
            .collect(),
        s,
    )
}

/// Max over the mixer's strategies `p` of min over the responder's pure `j` of `Σ_i p_i u[i][j]`
/// (`u` = mixer × responder); with `minimize`, min over `p` of max over `j`.
fn lp_value(u: &[Vec<f64>], minimize: bool) -> Result<(f64, Vec<f64>), EquilibriumError> {
    let (k, l) = (u.len(), u[0].len());
    let dir = if minimize {
        Direction::Minimize
    } else {
        Direction::Maximize
    };
    let mut p = Problem::new(dir);
    let vars: Vec<_> = (0..k).map(|_| p.add_var(0.0, (0.0, 1.0))).collect();
    let v = p.add_var(1.0, (f64::NEG_INFINITY, f64::INFINITY));
    for j in 0..l {
        let mut row: Vec<_> = vars
            .iter()
            .enumerate()
            .map(|(i, &x)| (x, u[i][j]))
            .collect();
        row.push((v, -1.0));
        let op = if minimize {
            ComparisonOp::Le
        } else {
            ComparisonOp::Ge
        };
        p.add_constraint(&row, op, 0.0);
    }
    let ones: Vec<_> = vars.iter().map(|&x| (x, 1.0)).collect();
    p.add_constraint(&ones, ComparisonOp::Eq, 1.0);
    let sol = p.solve()?;
    Ok((sol.value(v), vars.iter().map(|&x| sol.value(x)).collect()))
}

/// `player`'s maxmin and minmax values and strategies, by LP.
pub fn security(g: &Bimatrix, player: Player) -> Result<Security, EquilibriumError> {
    let (u, s) = own_matrix(g, player);
    let (maxmin, maxmin_strategy) = lp_value(&u, false)?;
    // The opponent mixes over the columns of u to minimise the player's best pure payoff.
    let ut: Vec<Vec<f64>> = (0..u[0].len())
        .map(|j| (0..u.len()).map(|i| u[i][j]).collect())
        .collect();
    let (minmax, minmax_strategy) = lp_value(&ut, true)?;
    Ok(Security {
        player,
        maxmin: maxmin * s,
        maxmin_strategy,
        minmax: minmax * s,
        minmax_strategy,
    })
}

/// The value of a constant-sum game with optimal strategies.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ZeroSumValue {
    /// The row player's value (the column player gets the constant minus it).
    pub value: f64,
    /// The row player's maxmin value.
    pub maxmin: f64,
    /// The row player's minmax value; equal to `maxmin` up to `1e-9` (minimax theorem).
    pub minmax: f64,
    /// An optimal row strategy.
    pub row_strategy: Vec<f64>,
    /// An optimal column strategy.
    pub col_strategy: Vec<f64>,
}

/// The value of a constant-sum game by LP, with the check maxmin = minmax (Thm. 2.2.3).
pub fn zero_sum_value(g: &Bimatrix) -> Result<ZeroSumValue, EquilibriumError> {
    if g.constant_sum().is_none() {
        return Err(EquilibriumError::NotConstantSum);
    }
    let sec = security(g, Player(0))?;
    let scale = 1.0 + sec.maxmin.abs();
    if (sec.maxmin - sec.minmax).abs() > 1e-7 * scale {
        return Err(EquilibriumError::Unverified(format!(
            "maxmin {} ≠ minmax {}",
            sec.maxmin, sec.minmax
        )));
    }
    Ok(ZeroSumValue {
        value: sec.maxmin,
        maxmin: sec.maxmin,
        minmax: sec.minmax,
        row_strategy: sec.maxmin_strategy,
        col_strategy: sec.minmax_strategy,
    })
}
