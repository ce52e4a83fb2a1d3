//! The polynomial system of one support profile: the equations "every strategy in player
//! i's support earns the same against the others' mixtures", and the inequalities "no strategy
//! outside it earns more".
//!
//! ## Design
//!
//! Player `j` with support `S_j = {s₀, s₁, …}` mixes `x_j = (1 − Σ y, y₁, …)`: the free
//! unknowns `y` are every player's weights but the first, `d = Σ (|S_j| − 1)` of them. Player
//! `i`'s equation for `sₐ` is `Σ_t (u_i(sₐ, t) − u_i(s₀, t)) · Π_{j≠i} x_j(t_j) = 0` over the
//! others' supported profiles `t`: there are `d` equations in `d` unknowns, each multilinear
//! (of degree one in every other player's weights). A [`Poly`] keeps its coefficient tensor
//! once per number kind ([`super::interval::Ring`]) and is evaluated by contracting the tensor
//! with one player's weights at a time, so a 3×3×3 equation costs 12 products. A derivative
//! by `y_{j,a}` is the same contraction with `x_j` replaced by `e_a − e_0`, since the
//! polynomial is linear in `x_j`.

use super::fixed::Fx;
use super::interval::{Iv, QIv, Ring};
use crate::exact::{to_f64, Q};
use crate::models::StrategicGame;
use num_traits::Zero;

/// One multilinear polynomial: `Σ_t c(t) Π_{j≠i} x_j(t_j)` for a player `i`.
#[derive(Clone, Debug)]
pub struct Poly {
    /// The player whose payoff difference this is.
    pub player: usize,
    /// The strategy compared with the player's first supported one.
    pub strategy: usize,
    coef: Vec<Q>,
    coef_f: Vec<f64>,
    coef_iv: Vec<Iv>,
    coef_qiv: Vec<QIv>,
    coef_fx: Vec<Fx>,
    /// The tensor's axes: the other players' support sizes, in player order (first fastest).
    shape: Vec<usize>,
    /// Whether every coefficient is zero (the equation holds everywhere).
    pub vanishes: bool,
}

/// A number kind a [`Poly`] keeps its coefficients in.
pub trait Coefficients: Ring {
    /// The polynomial's coefficients in this kind.
    fn coefficients(p: &Poly) -> &[Self];
}

impl Coefficients for f64 {
    fn coefficients(p: &Poly) -> &[f64] {
        &p.coef_f
    }
}
impl Coefficients for Iv {
    fn coefficients(p: &Poly) -> &[Iv] {
        &p.coef_iv
    }
}
impl Coefficients for Q {
    fn coefficients(p: &Poly) -> &[Q] {
        &p.coef
    }
}
impl Coefficients for QIv {
    fn coefficients(p: &Poly) -> &[QIv] {
        &p.coef_qiv
    }
}
impl Coefficients for Fx {
    fn coefficients(p: &Poly) -> &[Fx] {
        &p.coef_fx
    }
}

impl Poly {
    fn new(player: usize, strategy: usize, coef: Vec<Q>, shape: Vec<usize>) -> Poly {
        Poly {
            player,
            strategy,
            coef_f: coef.iter().map(to_f64).collect(),
            coef_iv: coef.iter().map(Iv::of).collect(),
            coef_qiv: coef.iter().cloned().map(QIv::point).collect(),
            coef_fx: coef.iter().map(Fx::of).collect(),
            vanishes: coef.iter().all(Zero::is_zero),
            coef,
            shape,
        }
    }

    /// The value at the players' mixtures `xs` (one vector per player over its support; the
    /// polynomial's own player's entry is not read). With `derivative = Some((j, v))` player
    /// `j`'s mixture is replaced by `v`.
    pub fn eval<T: Coefficients>(&self, xs: &[Vec<T>], derivative: Option<(usize, &[T])>) -> T {
        let coef = T::coefficients(self);
        let others: Vec<&[T]> = (0..xs.len())
            .filter(|&j| j != self.player)
            .map(|j| match derivative {
                Some((k, v)) if k == j => v,
                _ => xs[j].as_slice(),
            })
            .collect();
        let mut cur: Vec<T> = coef.to_vec();
        for axis in (0..self.shape.len()).rev() {
            let k = self.shape[axis];
            let block = cur.len() / k;
            let mut next = vec![T::nil(); block];
            for t in 0..k {
                let w = &others[axis][t];
                for (b, slot) in next.iter_mut().enumerate() {
                    *slot = slot.add(&cur[t * block + b].mul(w));
                }
            }
            cur = next;
        }
        cur.swap_remove(0)
    }
}

/// The equations and inequalities of one support profile.
#[derive(Clone, Debug)]
pub struct SupportSystem {
    /// Each player's supported strategies, ascending.
    pub support: Vec<Vec<usize>>,
    /// Where each player's free unknowns start.
    offset: Vec<usize>,
    /// The number of unknowns (and of equations).
    pub dim: usize,
    /// The indifference equations, in unknown order.
    pub equations: Vec<Poly>,
    /// "No better outside strategy": each must be ≤ 0 at an equilibrium.
    pub inequalities: Vec<Poly>,
}

impl SupportSystem {
    /// The system of `support` (each player's strategies, ascending, none empty) in `g`.
    pub fn new(g: &StrategicGame, support: Vec<Vec<usize>>) -> SupportSystem {
        let n = support.len();
        let shape = g.shape();
        let mut offset = Vec::with_capacity(n);
        let mut dim = 0;
        for s in &support {
            offset.push(dim);
            dim += s.len() - 1;
        }
        let poly = |i: usize, s: usize| {
            let base = support[i][0];
            let axes: Vec<usize> = (0..n)
                .filter(|&j| j != i)
                .map(|j| support[j].len())
                .collect();
            let cells: usize = axes.iter().product();
            let mut coef = Vec::with_capacity(cells);
            let mut profile = vec![0; n];
            for mut t in 0..cells {
                for j in (0..n).filter(|&j| j != i) {
                    let k = support[j].len();
                    profile[j] = support[j][t % k];
                    t /= k;
                }
                profile[i] = s;
                let here = g.payoff_vector(&profile)[i].clone();
                profile[i] = base;
                coef.push(here - &g.payoff_vector(&profile)[i]);
            }
            Poly::new(i, s, coef, axes)
        };
        let mut equations = Vec::with_capacity(dim);
        let mut inequalities = Vec::new();
        for i in 0..n {
            for &s in &support[i][1..] {
                equations.push(poly(i, s));
            }
            for s in (0..shape[i]).filter(|s| !support[i].contains(s)) {
                inequalities.push(poly(i, s));
            }
        }
        SupportSystem {
            support,
            offset,
            dim,
            equations,
            inequalities,
        }
    }

    /// The players' mixtures over their supports at the unknowns `y`.
    pub fn mixtures<T: Ring>(&self, y: &[T]) -> Vec<Vec<T>> {
        self.support
            .iter()
            .zip(&self.offset)
            .map(|(s, &o)| {
                let free = &y[o..o + s.len() - 1];
                let rest = free.iter().fold(T::unit(), |acc, v| acc.sub(v));
                std::iter::once(rest).chain(free.iter().cloned()).collect()
            })
            .collect()
    }

    /// The equations' values at `y`.
    pub fn values<T: Coefficients>(&self, y: &[T]) -> Vec<T> {
        let xs = self.mixtures(y);
        self.equations.iter().map(|p| p.eval(&xs, None)).collect()
    }

    /// The inequalities' values at `y` (each ≤ 0 at an equilibrium).
    pub fn slacks<T: Coefficients>(&self, y: &[T]) -> Vec<T> {
        let xs = self.mixtures(y);
        self.inequalities
            .iter()
            .map(|p| p.eval(&xs, None))
            .collect()
    }

    /// The Jacobian of the equations at `y`, row by equation.
    pub fn jacobian<T: Coefficients>(&self, y: &[T]) -> Vec<Vec<T>> {
        let xs = self.mixtures(y);
        let mut columns: Vec<(usize, Vec<T>)> = Vec::with_capacity(self.dim);
        for (j, s) in self.support.iter().enumerate() {
            for a in 1..s.len() {
                let mut e = vec![T::nil(); s.len()];
                e[0] = T::nil().sub(&T::unit());
                e[a] = T::unit();
                columns.push((j, e));
            }
        }
        self.equations
            .iter()
            .map(|p| {
                columns
                    .iter()
                    .map(|(j, e)| {
                        if *j == p.player {
                            T::nil()
                        } else {
                            p.eval(&xs, Some((*j, e)))
                        }
                    })
                    .collect()
            })
            .collect()
    }

    /// The player who owns unknown `k`.
    pub fn owner(&self, k: usize) -> usize {
        self.offset.iter().rposition(|&o| o <= k).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(v: i64) -> Q {
        Q::from_integer(v.into())
    }

    /// A 2×2×2 game with payoffs u_i(profile) = a small formula.
    fn game() -> StrategicGame {
        let names = vec![vec!["a".to_string(), "b".to_string()]; 3];
        let payoffs = (0..8)
            .map(|k| vec![q(k % 3), q((k * 5) % 7 - 3), q(k * k % 5)])
            .collect();
        StrategicGame::new(vec![], names, payoffs).unwrap()
    }

    #[test]
    fn equations_are_payoff_differences_and_jacobians_match_differences() {
        let g = game();
        let sys = SupportSystem::new(&g, vec![vec![0, 1]; 3]);
        assert_eq!(sys.dim, 3);
        let y = [0.3, 0.6, 0.2];
        let x: Vec<[f64; 2]> = y.iter().map(|&v| [1.0 - v, v]).collect();
        // Player 1's payoff difference by brute force over the others' pure profiles.
        let mut want = 0.0;
        for t1 in 0..2 {
            for t2 in 0..2 {
                let u = |s: usize| to_f64(&g.payoff_vector(&[s, t1, t2])[0]);
                want += (u(1) - u(0)) * x[1][t1] * x[2][t2];
            }
        }
        assert!((sys.values(&y)[0] - want).abs() < 1e-12);
        let jac = sys.jacobian(&y);
        for k in 0..3 {
            let mut up = y;
            up[k] += 1e-6;
            let (f1, f0) = (sys.values(&up), sys.values(&y));
            for r in 0..3 {
                assert!(((f1[r] - f0[r]) / 1e-6 - jac[r][k]).abs() < 1e-5);
            }
        }
        // The interval and exact evaluations enclose and equal the float one.
        let yi: Vec<Iv> = y.iter().map(|&v| Iv::point(v)).collect();
        for (a, b) in sys.values(&yi).iter().zip(sys.values(&y)) {
            assert!(a.lo <= b && b <= a.hi);
        }
        let yq: Vec<Q> = y
            .iter()
            .map(|&v| super::super::interval::exact_of(v))
            .collect();
        for (a, b) in sys.values(&yq).iter().zip(sys.values(&y)) {
            assert!((to_f64(a) - b).abs() < 1e-12);
        }
        assert_eq!(sys.owner(0), 0);
        assert_eq!(sys.owner(2), 2);
    }

    #[test]
    fn outside_strategies_become_inequalities() {
        let g = game();
        let sys = SupportSystem::new(&g, vec![vec![0], vec![0, 1], vec![1]]);
        assert_eq!(sys.dim, 1);
        assert_eq!(sys.equations.len(), 1);
        assert_eq!(sys.inequalities.len(), 2);
        assert_eq!(sys.equations[0].player, 1);
    }
}
