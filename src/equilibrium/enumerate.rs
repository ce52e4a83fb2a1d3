//! All Nash equilibria: enumeration of the vertices of both best-response polytopes (by
//! support and tight best-response set), completely labelled pairs, degeneracy witnesses and
//! maximal convex components; and classic equal-size support enumeration as a cross-check.

use super::linalg::{
    for_each_subset, pos, singular_integer, slack, solve_block_f64, solve_exact, solve_f64,
    FloatSolve,
};
use super::{AllEquilibria, Component, Equilibrium, EquilibriumError, Tie};
use crate::exact::{to_f64, Q};
use crate::game::Player;
use crate::models::strategic::Bimatrix;

/// The most strategies per player the support-based methods take (they solve
/// `Σ_s C(m,s)·C(n,s)` systems, about 5.4 million at 12×12).
pub const MAX_SUPPORT_ENUMERATION: usize = 12;
use num_traits::{One, Zero};
use std::collections::HashMap;

use crate::jobs::{run_to_end, Job, Progress};

/// A vertex `z ≠ 0` of `{z ≥ 0 : Σ_i z_i M[i][j] ≤ 1 ∀j}`.
#[derive(Clone, Debug)]
pub(super) struct Vertex {
    /// The point (not normalised).
    pub z: Vec<Q>,
    /// Its support, as a bit mask.
    pub support: u32,
    /// The opponent's strategies that are best responses to it, as a bit mask.
    pub tight: u32,
}

/// Shifts a matrix so that every entry is at least 1 (equilibria are unchanged).
pub(super) fn positive(m: &[Vec<Q>]) -> Vec<Vec<Q>> {
    let min = m.iter().flatten().min().cloned().unwrap_or_else(Q::zero);
    let shift = Q::one() - min;
    m.iter()
        .map(|r| r.iter().map(|v| v + &shift).collect())
        .collect()
}

/// One best-response polytope `{z ∈ R^k : z ≥ 0, zᵀM ≤ 1}` for a positive `k × l` matrix `M`,
/// with the float copy used by the filter.
#[derive(Clone, Debug)]
struct Polytope {
    m: Vec<Vec<Q>>,
    flat: Vec<f64>,
    k: usize,
    l: usize,
}

impl Polytope {
    fn new(m: Vec<Vec<Q>>) -> Self {
        let (k, l) = (m.len(), m[0].len());
        let max = m.iter().flatten().map(to_f64).fold(0.0f64, f64::max);
        let flat: Vec<f64> = m.iter().flatten().map(|v| to_f64(v) / max).collect();
        Polytope { m, flat, k, l }
    }

    /// The number of square systems the enumeration solves: Σ_s C(k, s)·C(l, s).
    fn systems(&self) -> u64 {
        enumeration_systems(self.k, self.l) / 2
    }

    /// Every vertex whose support is the row set `s`, into `found`; returns the number of
    /// systems solved.
    fn vertices_with_support(&self, s: &[usize], found: &mut HashMap<Vec<Q>, Vertex>) -> u64 {
        let (m, flat, k, l) = (&self.m, &self.flat, self.k, self.l);
        let size = s.len();
        let mut systems = 0u64;
        for_each_subset(l, size, |t| {
            systems += 1;
            // Float filter: zᵀM[S,T] = 1 in units where max M = 1 (z scaled by `max`).
            let (z, unsure) = solve_block_f64(flat, l, s, t);
            if !unsure {
                let z = &z[..size];
                let tol = slack(z);
                if z.iter().any(|&v| v <= -tol) {
                    return;
                }
                for j in 0..l {
                    let lhs: f64 = s.iter().zip(z).map(|(&i, zi)| zi * flat[i * l + j]).sum();
                    if lhs > 1.0 + tol {
                        return;
                    }
                }
            }
            let sys: Vec<Vec<Q>> = t
                .iter()
                .map(|&j| s.iter().map(|&i| m[i][j].clone()).collect())
                .collect();
            if unsure && singular_integer(&sys) == Some(true) {
                return;
            }
            let Some(zs) = solve_exact(sys, vec![Q::one(); size]) else {
                return;
            };
            if !zs.iter().all(pos) {
                return;
            }
            let mut tight = 0u32;
            for j in 0..l {
                let lhs: Q = s.iter().zip(&zs).map(|(&i, zi)| zi * &m[i][j]).sum();
                if lhs > Q::one() {
                    return;
                }
                if lhs == Q::one() {
                    tight |= 1 << j;
                }
            }
            let mut z = vec![Q::zero(); k];
            let mut support = 0u32;
            for (&i, v) in s.iter().zip(zs) {
                z[i] = v;
                support |= 1 << i;
            }
            found
                .entry(z.clone())
                .or_insert(Vertex { z, support, tight });
        });
        systems
    }
}

/// The square systems [`SupportEnumerationJob`] solves for an `m × n` game (both polytopes):
/// `2 · Σ_s C(m, s)·C(n, s)`.
pub fn enumeration_systems(m: usize, n: usize) -> u64 {
    let (m, n) = (m as u64, n as u64);
    2 * (1..=m.min(n))
        .map(|s| binomial(m, s) * binomial(n, s))
        .sum::<u64>()
}

fn binomial(n: u64, k: u64) -> u64 {
    (0..k).fold(1u64, |acc, i| acc * (n - i) / (i + 1))
}

/// [`all_equilibria_by_support`] as a step-based [`Job`]: the work unit is one square linear system of
/// the vertex enumeration (`Σ_s C(m,s)·C(n,s)` for the row polytope plus the same for the
/// column polytope; about 5.4 million for a 12×12 game), so a page can show progress and
/// cancel between slices.
#[derive(Clone, Debug)]
pub struct SupportEnumerationJob {
    game: Bimatrix,
    polytopes: [Polytope; 2],
    found: [HashMap<Vec<Q>, Vertex>; 2],
    /// The polytope being enumerated (2 = pairing done).
    phase: usize,
    /// The next support, as a bit mask of the polytope's own strategies.
    mask: u32,
    done: u64,
    total: u64,
    result: Option<AllEquilibria>,
}

impl SupportEnumerationJob {
    /// Prepares the enumeration.
    ///
    /// Fails with [`EquilibriumError::Game`] if a player has more than [`MAX_SUPPORT_ENUMERATION`]
    /// strategies.
    pub fn new(g: &Bimatrix) -> Result<Self, EquilibriumError> {
        g.check_size(MAX_SUPPORT_ENUMERATION)?;
        let (m, n) = (g.rows(), g.cols());
        // P: x ∈ R^m with Bᵀx ≤ 1; Q: y ∈ R^n with Ay ≤ 1, i.e. the matrix Aᵀ.
        let bp = positive(&g.b);
        let ap = positive(&g.a);
        let at: Vec<Vec<Q>> = (0..n)
            .map(|j| (0..m).map(|i| ap[i][j].clone()).collect())
            .collect();
        let polytopes = [Polytope::new(bp), Polytope::new(at)];
        let total = polytopes.iter().map(Polytope::systems).sum();
        Ok(SupportEnumerationJob {
            game: g.clone(),
            polytopes,
            found: [HashMap::new(), HashMap::new()],
            phase: 0,
            mask: 1,
            done: 0,
            total,
            result: None,
        })
    }
}

impl Job for SupportEnumerationJob {
    type Output = AllEquilibria;

    fn step(&mut self, budget: u64) -> Option<AllEquilibria> {
        let mut spent = 0u64;
        while self.phase < 2 && spent < budget.max(1) {
            let poly = &self.polytopes[self.phase];
            if self.mask >= 1u32 << poly.k {
                self.phase += 1;
                self.mask = 1;
                continue;
            }
            let s = bits(self.mask, poly.k);
            self.mask += 1;
            if s.len() > poly.l {
                continue;
            }
            let n = poly.vertices_with_support(&s, &mut self.found[self.phase]);
            spent += n;
            self.done += n;
        }
        if self.phase == 2 && self.result.is_none() {
            let take = |f: &mut HashMap<Vec<Q>, Vertex>| {
                let mut out: Vec<Vertex> = std::mem::take(f).into_values().collect();
                out.sort_by(|a, b| a.z.cmp(&b.z));
                out
            };
            let vx = take(&mut self.found[0]);
            let vy = take(&mut self.found[1]);
            self.result = Some(pair(&self.game, &vx, &vy));
        }
        self.result.clone()
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.done,
            total: Some(self.total),
            fraction: if self.total == 0 {
                1.0
            } else {
                self.done as f64 / self.total as f64
            },
            unit: "linear systems".into(),
        }
    }
}

fn bits(mask: u32, n: usize) -> Vec<usize> {
    (0..n).filter(|i| mask >> i & 1 == 1).collect()
}

/// All Nash equilibria of a bimatrix game, exactly (see [`AllEquilibria`]). The same
/// computation as [`SupportEnumerationJob`], run to the end.
///
/// Fails with [`EquilibriumError::Game`] if a player has more than [`MAX_SUPPORT_ENUMERATION`]
/// strategies.
pub fn all_equilibria_by_support(g: &Bimatrix) -> Result<AllEquilibria, EquilibriumError> {
    Ok(run_to_end(&mut SupportEnumerationJob::new(g)?))
}

/// Pairs the vertices of the two polytopes into equilibria, ties and components.
fn pair(g: &Bimatrix, vx: &[Vertex], vy: &[Vertex]) -> AllEquilibria {
    // Completely labelled pairs: supp x ⊆ tight(y) (rows) and supp y ⊆ tight(x) (columns).
    let edges: Vec<Vec<usize>> = vx
        .iter()
        .map(|x| {
            (0..vy.len())
                .filter(|&j| x.support & !vy[j].tight == 0 && vy[j].support & !x.tight == 0)
                .collect()
        })
        .collect();
    assemble(g, vx, vy, &edges)
}

/// The equilibria, ties and components of vertices sorted by their points, with `edges[i]`
/// the (increasing) indices of the column vertices completely labelled with row vertex `i`.
pub(super) fn assemble(
    g: &Bimatrix,
    vx: &[Vertex],
    vy: &[Vertex],
    edges: &[Vec<usize>],
) -> AllEquilibria {
    let (m, n) = (g.rows(), g.cols());
    // Each vertex's mixed strategy and its weight sum, once.
    let strategies = |vs: &[Vertex]| -> Vec<(Vec<Q>, Q)> {
        vs.iter()
            .map(|v| {
                let sum: Q = v.z.iter().sum();
                (v.z.iter().map(|p| p / &sum).collect(), sum)
            })
            .collect()
    };
    let (sx, sy) = (strategies(vx), strategies(vy));
    let mut ties = Vec::new();
    for (player, vs, ss, own, opp) in [(Player(0), vx, &sx, m, n), (Player(1), vy, &sy, n, m)] {
        for (v, s) in vs.iter().zip(ss) {
            if v.tight.count_ones() > v.support.count_ones() {
                ties.push(Tie {
                    player,
                    strategy: s.0.clone(),
                    support: bits(v.support, own),
                    best_responses: bits(v.tight, opp),
                });
            }
        }
    }
    // The payoffs without summing over the matrix: against a vertex `y` of
    // `{y ≥ 0 : (A + s)y ≤ 1}` every row in x's support earns `1/Σy` in the shifted game, so
    // the row player's payoff is `1/Σy − s` (`s` the shift that made the payoffs positive),
    // and the same for the column player.
    let shift = |m: &[Vec<Q>]| Q::one() - m.iter().flatten().min().cloned().unwrap_or_else(Q::zero);
    let (shift_a, shift_b) = (shift(&g.a), shift(&g.b));
    let mut extreme = Vec::new();
    for ((x, sum_x), ys) in sx.iter().zip(edges) {
        for &j in ys {
            let (y, sum_y) = &sy[j];
            let payoffs = [sum_y.recip() - &shift_a, sum_x.recip() - &shift_b];
            debug_assert_eq!(payoffs, g.expected(x, y));
            extreme.push(Equilibrium {
                x: x.clone(),
                y: y.clone(),
                payoffs,
            });
        }
    }
    let components = components(edges)
        .into_iter()
        .map(|(xi, yj)| Component {
            row_strategies: xi.iter().map(|&i| sx[i].0.clone()).collect(),
            col_strategies: yj.iter().map(|&j| sy[j].0.clone()).collect(),
        })
        .collect();
    extreme.sort_by(|a, b| (&a.x, &a.y).cmp(&(&b.x, &b.y)));
    let kinds = extreme.iter().map(|e| super::kind(g, e)).collect();
    AllEquilibria {
        degenerate: !ties.is_empty(),
        extreme,
        kinds,
        components,
        ties,
    }
}

/// Maximal bicliques of the bipartite graph (x-vertex `i` — y-vertex `edges[i][..]`, each list
/// sorted): the closed pairs of the Galois connection, found by closing the neighbourhoods under
/// intersection.
///
/// Indexed so that the cost follows the graph, not its square: a set meets only the sets that
/// share one of its y-vertices, and a Y-set's x-vertices are the intersection of its members'
/// neighbourhoods. A nondegenerate game of 2¹⁶ − 1 equilibria (the identity 16 × 16) spent 90
/// seconds here comparing every set with every other.
fn components(edges: &[Vec<usize>]) -> Vec<(Vec<usize>, Vec<usize>)> {
    use std::collections::{HashMap, HashSet};
    let mut ys: Vec<Vec<usize>> = Vec::new();
    let mut closed: HashSet<Vec<usize>> = HashSet::new();
    let mut by_y: HashMap<usize, Vec<usize>> = HashMap::new();
    let mut frontier: Vec<Vec<usize>> = edges.iter().filter(|e| !e.is_empty()).cloned().collect();
    let mut waiting: HashSet<Vec<usize>> = frontier.iter().cloned().collect();
    while let Some(set) = frontier.pop() {
        waiting.remove(&set);
        if set.is_empty() || closed.contains(&set) {
            continue;
        }
        let mut others: Vec<usize> = set
            .iter()
            .filter_map(|j| by_y.get(j))
            .flatten()
            .copied()
            .collect();
        others.sort_unstable();
        others.dedup();
        for k in others {
            let meet: Vec<usize> = set.iter().copied().filter(|j| ys[k].contains(j)).collect();
            if !meet.is_empty() && !closed.contains(&meet) && !waiting.contains(&meet) {
                waiting.insert(meet.clone());
                frontier.push(meet);
            }
        }
        for &j in &set {
            by_y.entry(j).or_default().push(ys.len());
        }
        closed.insert(set.clone());
        ys.push(set);
    }
    // The x-vertices adjacent to every y of a set: the intersection of the y's lists.
    let mut x_of: HashMap<usize, Vec<usize>> = HashMap::new();
    for (i, e) in edges.iter().enumerate() {
        for &j in e {
            x_of.entry(j).or_default().push(i);
        }
    }
    let mut out: Vec<(Vec<usize>, Vec<usize>)> = ys
        .into_iter()
        .map(|y| {
            let mut xs: Vec<usize> = x_of.get(&y[0]).cloned().unwrap_or_default();
            for j in &y[1..] {
                let with = x_of.get(j).map_or(&[][..], Vec::as_slice);
                xs.retain(|i| with.contains(i));
            }
            (xs, y)
        })
        .collect();
    // Keep only maximal ones (a Y-set is closed, but check for safety) and sort. A pair can
    // only be inside one that shares its first x-vertex (or, with none, any).
    out.sort();
    out.dedup();
    let mut by_x: HashMap<usize, Vec<usize>> = HashMap::new();
    for (k, (x, _)) in out.iter().enumerate() {
        for &i in x {
            by_x.entry(i).or_default().push(k);
        }
    }
    let inside = |k: usize, (x, y): &(Vec<usize>, Vec<usize>)| {
        let (x2, y2) = &out[k];
        (x2, y2) != (x, y) && x.iter().all(|i| x2.contains(i)) && y.iter().all(|j| y2.contains(j))
    };
    let keep: Vec<bool> = out
        .iter()
        .map(|pair| match pair.0.first() {
            Some(i) => !by_x[i].iter().any(|&k| inside(k, pair)),
            None => !(0..out.len()).any(|k| inside(k, pair)),
        })
        .collect();
    out.into_iter()
        .zip(keep)
        .filter_map(|(pair, keep)| keep.then_some(pair))
        .collect()
}

/// The first version of [`components`], comparing every set with every other: the reference
/// the indexed one is tested against.
#[cfg(test)]
pub(super) fn components_naive(edges: &[Vec<usize>]) -> Vec<(Vec<usize>, Vec<usize>)> {
    let mut ys: Vec<Vec<usize>> = Vec::new();
    let mut frontier: Vec<Vec<usize>> = edges.iter().filter(|e| !e.is_empty()).cloned().collect();
    while let Some(set) = frontier.pop() {
        if set.is_empty() || ys.contains(&set) {
            continue;
        }
        for other in ys.clone() {
            let meet: Vec<usize> = set.iter().copied().filter(|j| other.contains(j)).collect();
            if !meet.is_empty() && !ys.contains(&meet) && !frontier.contains(&meet) {
                frontier.push(meet);
            }
        }
        ys.push(set);
    }
    let mut out: Vec<(Vec<usize>, Vec<usize>)> = ys
        .into_iter()
        .map(|y| {
            let xs: Vec<usize> = (0..edges.len())
                .filter(|&i| y.iter().all(|j| edges[i].contains(j)))
                .collect();
            (xs, y)
        })
        .collect();
    out.sort();
    out.dedup();
    let all = out.clone();
    out.retain(|(x, y)| {
        !all.iter().any(|(x2, y2)| {
            (x2, y2) != (x, y)
                && x.iter().all(|i| x2.contains(i))
                && y.iter().all(|j| y2.contains(j))
        })
    });
    out
}

#[cfg(test)]
#[test]
fn indexed_components_equal_the_naive_ones() {
    use crate::rng::{below, Seed};
    let mut rng = Seed(9).rng();
    for _ in 0..400 {
        let (nx, ny) = (
            1 + below(&mut rng, 8) as usize,
            1 + below(&mut rng, 8) as usize,
        );
        let edges: Vec<Vec<usize>> = (0..nx)
            .map(|_| {
                let mut e: Vec<usize> = (0..ny).filter(|_| below(&mut rng, 3) == 0).collect();
                e.dedup();
                e
            })
            .collect();
        assert_eq!(components(&edges), components_naive(&edges), "{edges:?}");
    }
}

/// Classic support enumeration over supports of equal size (Porter–Nudelman–Shoham without
/// the heuristics): for each pair `(I, J)` with `|I| = |J|`, solve the indifference equations
/// exactly and keep the solutions that are nonnegative best responses. Finds every equilibrium
/// of a nondegenerate game; in a degenerate game it may miss equilibria (use
/// [`all_equilibria_by_support`] or [`super::all_equilibria`]).
pub fn support_enumeration(g: &Bimatrix) -> Result<Vec<Equilibrium>, EquilibriumError> {
    g.check_size(MAX_SUPPORT_ENUMERATION)?;
    let (m, n) = (g.rows(), g.cols());
    let bt: Vec<Vec<Q>> = (0..n)
        .map(|j| (0..m).map(|i| g.b[i][j].clone()).collect())
        .collect();
    let mut out = Vec::new();
    for k in 1..=m.min(n) {
        for_each_subset(m, k, |rows| {
            for_each_subset(n, k, |cols| {
                // y on `cols` makes the row player indifferent on `rows`.
                let Some(y) = indifferent(&g.a, rows, cols) else {
                    return;
                };
                let Some(x) = indifferent(&bt, cols, rows) else {
                    return;
                };
                let payoffs = g.expected(&x, &y);
                out.push(Equilibrium { x, y, payoffs });
            })
        });
    }
    out.sort_by(|a, b| (&a.x, &a.y).cmp(&(&b.x, &b.y)));
    out.dedup();
    Ok(out)
}

/// The opponent's mixed strategy with support exactly `theirs` (all weights positive) that
/// makes the owner of matrix `u` (own strategies × opponent's) indifferent on `mine` and
/// not better off elsewhere, if unique and existing.
fn indifferent(u: &[Vec<Q>], mine: &[usize], theirs: &[usize]) -> Option<Vec<Q>> {
    let k = mine.len();
    // Unknowns: w_1..w_k (weights on `theirs`), value v. Equations: Σ u[i][j] w_j − v = 0 for
    // i ∈ mine; Σ w_j = 1.
    let scale = u
        .iter()
        .flatten()
        .map(|v| to_f64(v).abs())
        .fold(0.0f64, f64::max)
        .max(1e-300);
    let mut fm: Vec<Vec<f64>> = mine
        .iter()
        .map(|&i| {
            let mut r: Vec<f64> = theirs.iter().map(|&j| to_f64(&u[i][j]) / scale).collect();
            r.push(-1.0);
            r
        })
        .collect();
    let mut last = vec![1.0; k];
    last.push(0.0);
    fm.push(last);
    let mut rhs = vec![0.0; k];
    rhs.push(1.0);
    if let FloatSolve::Solved(z) = solve_f64(fm, rhs) {
        let tol = slack(&z);
        if z[..k].iter().any(|&w| w <= -tol) {
            return None;
        }
        let v = z[k];
        for row in u {
            let p: f64 = theirs
                .iter()
                .zip(&z)
                .map(|(&j, w)| w * to_f64(&row[j]) / scale)
                .sum();
            if p > v + tol {
                return None;
            }
        }
    }
    let mut qm: Vec<Vec<Q>> = mine
        .iter()
        .map(|&i| {
            let mut r: Vec<Q> = theirs.iter().map(|&j| u[i][j].clone()).collect();
            r.push(-Q::one());
            r
        })
        .collect();
    let mut last = vec![Q::one(); k];
    last.push(Q::zero());
    qm.push(last);
    let mut rhs = vec![Q::zero(); k];
    rhs.push(Q::one());
    let z = solve_exact(qm, rhs)?;
    if !z[..k].iter().all(pos) {
        return None;
    }
    let v = &z[k];
    for row in u {
        let p: Q = theirs.iter().zip(&z).map(|(&j, w)| w * &row[j]).sum();
        if &p > v {
            return None;
        }
    }
    let width = u.first().map_or(0, Vec::len);
    let mut w = vec![Q::zero(); width];
    for (&j, val) in theirs.iter().zip(z) {
        w[j] = val;
    }
    Some(w)
}
