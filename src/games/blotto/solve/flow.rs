//! The slides' flow LP for Colonel Blotto, built as written: flows on A's layered strategy
//! graph (units placed field by field), the field marginals they induce, B's per-field
//! payoffs and best-response DP values, and the value u — written into any [`LpSink`] (the
//! crate's simplex, or an LP file), solved for each side, and the flows decomposed into mixed
//! strategies. Exact but O(K·N²) in size, hence the cap [`super::FLOW_LP_MAX_CELLS`].

use super::{certify, BlottoSolution, SolveError, FLOW_LP_MAX_CELLS};
use crate::games::blotto::{decompose, Blotto, Flow};
use crate::lp::{ComparisonOp, Direction, LpSink, Problem, Variable};

/// The size of the slides' LP for A's side of `game`: (variables, constraints).
pub fn flow_lp_size(game: &Blotto) -> (usize, usize) {
    let (k, a, b) = (game.fields as usize, game.a as usize, game.b as usize);
    let edges = if k == 1 {
        1
    } else {
        (a + 1) + (k - 2) * (a + 1) * (a + 2) / 2 + (a + 1)
    };
    let vars = edges + k * (a + 1) + k * (b + 1) + (k + 1) * (b + 1) + 1;
    let flow_rows = if k == 1 { 2 } else { 1 + (k - 1) * (a + 1) + 1 };
    let rows = flow_rows + k * (a + 1) + k * (b + 1) + k * (b + 1) * (b + 2) / 2 + 1;
    (vars, rows)
}

/// One side of the flow LP, solved.
#[derive(Clone, Debug, PartialEq)]
pub struct FlowLpSide {
    /// A's value.
    pub value: f64,
    /// A's optimal flow.
    pub flow: Flow,
    /// LP variables.
    pub variables: usize,
    /// LP constraints.
    pub constraints: usize,
    /// Simplex pivots.
    pub pivots: u64,
}

/// A's optimal strategy by the slides' LP, as written: maximise u subject to
/// - a unit flow on A's layered graph (edges V(k−1, i) → V(k, j), j ≥ i: j − i units on field k;
///   only edges leaving V(0, 0) and entering V(K, A) at the ends),
/// - P(k, l) = Σ_i F(k, i, i + l), the marginals,
/// - W(k, i) = Σ_l P(k, l)·sign(i − l), B's expected payoff on field k with i units,
/// - D(0, i) = 0, D(k, i) ≥ D(k − 1, j) + W(k, i − j) for 0 ≤ j ≤ i ≤ B (B's best-response DP),
/// - D(K, B) ≤ −u.
///
pub fn flow_lp_side(game: &Blotto) -> Result<FlowLpSide, SolveError> {
    let (vars, rows) = flow_lp_size(game);
    if vars.saturating_mul(rows) > FLOW_LP_MAX_CELLS {
        return Err(SolveError::TooLarge(format!(
            "the flow LP would have {vars} variables × {rows} constraints, beyond the dense simplex's limit; use the double oracle"
        )));
    }
    let mut lp = Problem::new(Direction::Maximize);
    let f = build_flow_lp(game, &mut lp);
    let size = (lp.num_vars(), lp.num_constraints());
    let sol = lp.solve()?;
    let flow: Flow = f
        .iter()
        .map(|layer| {
            layer
                .iter()
                .map(|row| {
                    row.iter()
                        .map(|v| v.map_or(0.0, |v| sol.value(v).max(0.0)))
                        .collect()
                })
                .collect()
        })
        .collect();
    Ok(FlowLpSide {
        value: sol.objective(),
        flow,
        variables: size.0,
        constraints: size.1,
        pivots: sol.iterations(),
    })
}

/// Writes the slides' LP (maximise u) into `lp` and returns the flow variables
/// `F[k][i][j]` (None where the edge does not exist).
// The loops index several arrays with the LP's own subscripts (F(k,i,j), P(k,l), W(k,i),
// D(k,i)); iterators would hide the correspondence with the slides.
#[allow(clippy::needless_range_loop)]
pub fn build_flow_lp(game: &Blotto, lp: &mut impl LpSink) -> Vec<Vec<Vec<Option<Variable>>>> {
    let (k_fields, a, b) = (game.fields as usize, game.a as usize, game.b as usize);
    // F(k, i, j): k = 0..K-1 is field k + 1.
    let mut f: Vec<Vec<Vec<Option<Variable>>>> = vec![vec![vec![None; a + 1]; a + 1]; k_fields];
    for (k, layer) in f.iter_mut().enumerate() {
        for (i, row) in layer.iter_mut().enumerate() {
            if k == 0 && i != 0 {
                continue;
            }
            for (j, slot) in row.iter_mut().enumerate().skip(i) {
                if k + 1 == k_fields && j != a {
                    continue;
                }
                *slot = Some(lp.var(0.0, (0.0, f64::INFINITY)));
            }
        }
    }
    let p: Vec<Vec<Variable>> = (0..k_fields)
        .map(|_| (0..=a).map(|_| lp.var(0.0, (0.0, f64::INFINITY))).collect())
        .collect();
    let w: Vec<Vec<Variable>> = (0..k_fields)
        .map(|_| {
            (0..=b)
                .map(|_| lp.var(0.0, (f64::NEG_INFINITY, f64::INFINITY)))
                .collect()
        })
        .collect();
    let d: Vec<Vec<Variable>> = (0..=k_fields)
        .map(|k| {
            (0..=b)
                .map(|_| {
                    if k == 0 {
                        lp.var(0.0, (0.0, 0.0))
                    } else {
                        lp.var(0.0, (f64::NEG_INFINITY, f64::INFINITY))
                    }
                })
                .collect()
        })
        .collect();
    let u = lp.var(1.0, (f64::NEG_INFINITY, f64::INFINITY));
    // Flow: out of the source is 1; conservation at every middle vertex; into the sink is 1.
    let out0: Vec<(Variable, f64)> = f[0][0].iter().flatten().map(|&v| (v, 1.0)).collect();
    lp.row(&out0, ComparisonOp::Eq, 1.0);
    for k in 1..k_fields {
        for i in 0..=a {
            let mut expr: Vec<(Variable, f64)> = (0..=i)
                .filter_map(|h| f[k - 1][h][i])
                .map(|v| (v, 1.0))
                .collect();
            expr.extend((i..=a).filter_map(|j| f[k][i][j]).map(|v| (v, -1.0)));
            if !expr.is_empty() {
                lp.row(&expr, ComparisonOp::Eq, 0.0);
            }
        }
    }
    let into_sink: Vec<(Variable, f64)> = (0..=a)
        .filter_map(|i| f[k_fields - 1][i][a])
        .map(|v| (v, 1.0))
        .collect();
    lp.row(&into_sink, ComparisonOp::Eq, 1.0);
    // Marginals.
    for k in 0..k_fields {
        for l in 0..=a {
            let mut expr: Vec<(Variable, f64)> = (0..=a - l)
                .filter_map(|i| f[k][i][i + l])
                .map(|v| (v, 1.0))
                .collect();
            expr.push((p[k][l], -1.0));
            lp.row(&expr, ComparisonOp::Eq, 0.0);
        }
    }
    // B's expected payoff per field and units.
    for k in 0..k_fields {
        for i in 0..=b {
            let mut expr: Vec<(Variable, f64)> = (0..=a)
                .filter(|&l| l != i)
                .map(|l| (p[k][l], if i > l { 1.0 } else { -1.0 }))
                .collect();
            expr.push((w[k][i], -1.0));
            lp.row(&expr, ComparisonOp::Eq, 0.0);
        }
    }
    // B's best-response DP.
    for k in 1..=k_fields {
        for i in 0..=b {
            for j in 0..=i {
                lp.row(
                    &[(d[k][i], 1.0), (d[k - 1][j], -1.0), (w[k - 1][i - j], -1.0)],
                    ComparisonOp::Ge,
                    0.0,
                );
            }
        }
    }
    lp.row(&[(d[k_fields][b], 1.0), (u, 1.0)], ComparisonOp::Le, 0.0);
    f
}

/// Solves `game` with the slides' flow LP (A's side; B's strategy from the same LP on the
/// swapped game) and certifies the result.
pub fn flow_lp(game: &Blotto) -> Result<BlottoSolution, SolveError> {
    let side_a = flow_lp_side(game)?;
    let swapped = Blotto {
        fields: game.fields,
        a: game.b,
        b: game.a,
    };
    let side_b = flow_lp_side(&swapped)?;
    let (value_a, vars, rows) = (side_a.value, side_a.variables, side_a.constraints);
    let (pivots_a, pivots_b) = (side_a.pivots, side_b.pivots);
    let x = decompose(&side_a.flow, game.a, 1e-12);
    let y = decompose(&side_b.flow, game.b, 1e-12);
    let (lower, upper, cert_b, cert_a) = certify(game, &x, &y);
    Ok(BlottoSolution {
        game: *game,
        value: value_a,
        strategy_a: x,
        strategy_b: y,
        certificate_gap: (value_a - lower).abs().max((upper - value_a).abs()),
        certificate_b: cert_b,
        certificate_a: cert_a,
        method: "flow-lp".to_string(),
        variables: vars,
        constraints: rows,
        pivots: pivots_a + pivots_b,
        iterations: 0,
        random_order: false,
        exact: None,
    })
}
