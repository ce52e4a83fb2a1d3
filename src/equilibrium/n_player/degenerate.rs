//! Where the Krawczyk test cannot reach: supports whose equations are singular, decided
//! exactly where that is simple, and probed for exact equilibria where it is not.
//!
//! ## Design
//!
//! - **One player mixes, and is indifferent whatever happens.** When every other player is
//!   pure, the mixing player's equations are numbers; when they are all 0 the player is
//!   indifferent among the support, and the equilibria of this support are the mixtures
//!   `x` in the relative interior of the simplex that satisfy the other inequalities — which
//!   are linear in `x`. Exact LPs ([`crate::lp::exact`]) decide it completely: no such `x`
//!   (the support is excluded), one (an isolated equilibrium), or a polytope of them (a
//!   continuum, reported with the range of each probability and one exact interior point).
//! - **Anything else left over is probed**: Gauss–Newton steps with the pseudo-inverse from
//!   the middle of each box left over move onto the solution set; each landing point's
//!   coordinates are guessed as fractions and checked exactly. What passes is an exact
//!   solution (then decided as an equilibrium like any other); the region stays reported as
//!   not resolved, since a probe proves existence, not completeness.

use super::certify::rational_near;
use super::interval::{exact_of, Iv};
use super::system::SupportSystem;
use crate::exact::Q;
use crate::lp::exact::ExactProblem;
use crate::lp::{ComparisonOp, Direction};
use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};

/// What the exact LPs say about a support with one indifferent mixing player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Indifferent {
    /// No mixture with positive weights satisfies the inequalities.
    Empty,
    /// Exactly one does: the unknowns `y`.
    Point(Vec<Q>),
    /// A polytope of them: the mixing player, each supported probability's exact range, and
    /// one interior point's unknowns `y`.
    Polytope {
        /// The mixing player.
        player: usize,
        /// The least and greatest probability of each supported strategy.
        ranges: Vec<(Q, Q)>,
        /// The unknowns of a point with every weight positive.
        interior: Vec<Q>,
    },
}

/// The one mixing player of a support whose equations all vanish, if that is the case.
pub fn indifferent_player(sys: &SupportSystem) -> Option<usize> {
    let mixing: Vec<usize> = (0..sys.support.len())
        .filter(|&j| sys.support[j].len() > 1)
        .collect();
    (mixing.len() == 1 && sys.equations.iter().all(|p| p.vanishes)).then(|| mixing[0])
}

/// Decides a support with one indifferent mixing player exactly (see the module's notes).
pub fn indifferent(sys: &SupportSystem, player: usize) -> Indifferent {
    let k = sys.support[player].len();
    // Each inequality is linear in the player's weights: its value at the pure mixtures.
    let at_vertex = |s: usize| -> Vec<Q> {
        let y: Vec<Q> = (0..sys.dim)
            .map(|v| if v + 1 == s { Q::one() } else { Q::zero() })
            .collect();
        sys.slacks(&y)
    };
    let rows: Vec<Vec<Q>> = (0..k).map(at_vertex).collect();
    // Variables: the k weights, then t (the least weight).
    let base = |p: &mut ExactProblem| {
        p.add_constraint(
            (0..=k)
                .map(|v| if v < k { Q::one() } else { Q::zero() })
                .collect(),
            ComparisonOp::Eq,
            Q::one(),
        );
        for (r, _) in sys.inequalities.iter().enumerate() {
            let coef = (0..=k)
                .map(|v| if v < k { rows[v][r].clone() } else { Q::zero() })
                .collect();
            p.add_constraint(coef, ComparisonOp::Le, Q::zero());
        }
    };
    let mut p = ExactProblem::new(
        Direction::Maximize,
        (0..=k)
            .map(|v| if v == k { Q::one() } else { Q::zero() })
            .collect(),
    );
    base(&mut p);
    for s in 0..k {
        let mut coef = vec![Q::zero(); k + 1];
        coef[s] = Q::one();
        coef[k] = -Q::one();
        p.add_constraint(coef, ComparisonOp::Ge, Q::zero());
    }
    let interior = match p.solve() {
        Ok(sol) if sol.objective.is_positive() => sol.values[..k].to_vec(),
        _ => return Indifferent::Empty,
    };
    let mut ranges = Vec::with_capacity(k);
    for s in 0..k {
        let mut bounds = Vec::with_capacity(2);
        for direction in [Direction::Minimize, Direction::Maximize] {
            let mut c = vec![Q::zero(); k + 1];
            c[s] = Q::one();
            let mut p = ExactProblem::new(direction, c);
            base(&mut p);
            match p.solve() {
                Ok(sol) => bounds.push(sol.objective),
                Err(_) => return Indifferent::Empty,
            }
        }
        ranges.push((bounds[0].clone(), bounds[1].clone()));
    }
    let y = interior[1..].to_vec();
    if ranges.iter().all(|(a, b)| a == b) {
        Indifferent::Point(y)
    } else {
        Indifferent::Polytope {
            player,
            ranges,
            interior: y,
        }
    }
}

/// What probing the boxes left over found: exact (rational) solutions, and the float points
/// where Newton's method converged to an irrational one (for [`super::certify::certify`] to
/// prove in a small box around each, when the solution there is isolated).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Probed {
    /// Exact solutions of the equations.
    pub exact: Vec<Vec<Q>>,
    /// Float points where the equations vanish to about 1e-12 but no small fraction does.
    pub near: Vec<Vec<f64>>,
}

/// Solutions of the equations found by probing the boxes left over (at most `max_probes` of
/// them, spread over the list): Newton's method (least-norm steps, so a singular Jacobian
/// still moves) from each box's middle.
pub fn probe(sys: &SupportSystem, boxes: &[Vec<Iv>], max_probes: usize) -> Probed {
    let mut found = Probed::default();
    if boxes.is_empty() || sys.dim == 0 {
        return found;
    }
    let step = (boxes.len() / max_probes.max(1)).max(1);
    let max_den = BigInt::from(100_000u32);
    let tol = Q::new(BigInt::one(), BigInt::from(1_000_000_000u64));
    for b in boxes.iter().step_by(step) {
        let mut y: Vec<f64> = b.iter().map(Iv::mid).collect();
        for _ in 0..30 {
            let f = sys.values(&y);
            let j = sys.jacobian(&y);
            let Some(step) = min_norm_step(&j, &f) else {
                break;
            };
            for (v, s) in y.iter_mut().zip(&step) {
                *v -= s;
            }
            if step.iter().all(|s| s.abs() < 1e-15) {
                break;
            }
        }
        let guess: Option<Vec<Q>> = y
            .iter()
            .map(|&v| rational_near(&exact_of(v), &max_den, &tol))
            .collect();
        match guess {
            Some(g) if sys.values(&g).iter().all(Zero::is_zero) => {
                if !found.exact.contains(&g) {
                    found.exact.push(g);
                }
            }
            _ => {
                let residual = sys.values(&y).iter().fold(0.0f64, |a, v| a.max(v.abs()));
                let close = |z: &Vec<f64>| z.iter().zip(&y).all(|(a, b)| (a - b).abs() < 1e-9);
                if residual < 1e-12
                    && y.iter().all(|v| v.is_finite())
                    && !found.near.iter().any(close)
                {
                    found.near.push(y);
                }
            }
        }
    }
    found
}

/// The least-norm solution of `J·s = f`, `s = Jᵀ (J Jᵀ + λI)⁻¹ f` with a tiny `λ` (so a
/// singular `J` still gives a step).
fn min_norm_step(j: &[Vec<f64>], f: &[f64]) -> Option<Vec<f64>> {
    let n = j.len();
    let scale = j
        .iter()
        .flatten()
        .fold(0.0f64, |a, v| a.max(v.abs()))
        .max(1e-300);
    let lambda = 1e-14 * scale * scale;
    let jjt: Vec<Vec<f64>> = (0..n)
        .map(|r| {
            (0..n)
                .map(|c| {
                    let dot: f64 = j[r].iter().zip(&j[c]).map(|(a, b)| a * b).sum();
                    dot + if r == c { lambda } else { 0.0 }
                })
                .collect()
        })
        .collect();
    let inv = super::prune::inverse(&jjt)?;
    let w: Vec<f64> = inv
        .iter()
        .map(|row| row.iter().zip(f).map(|(a, b)| a * b).sum())
        .collect();
    let m = j.first().map_or(0, Vec::len);
    Some(
        (0..m)
            .map(|c| (0..n).map(|r| j[r][c] * w[r]).sum())
            .collect(),
    )
}
