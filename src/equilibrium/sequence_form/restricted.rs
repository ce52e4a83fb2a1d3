//! The zero-sum sequence-form LP on a subset of the sequences, grown until its optimum is
//! optimal for the whole game (column and row generation), and a first subset guessed by CFR+.
//!
//! The LP is `max q₀ : E x = e, x ≥ 0, Fᵀq − Aᵀx ≤ 0` (see the parent module). The built-in
//! simplex keeps a dense tableau, so its cost grows with rows × columns; on Leduc poker (1 093
//! sequences per player) the whole LP is 1 562 rows and most of the solve. An equilibrium uses
//! about half of the sequences, and a few hundred CFR+ iterations already show which ones: the
//! LP is solved with player 1's columns `x(s)` and player 2's rows restricted to them, and then
//! checked against everything left out:
//!
//! - a left-out row (player 2's sequence `s2`) is violated when player 2, answering `x`, would
//!   gain by `s2` against the values `q` of the restricted LP — the values of the information
//!   sets it left out are player 2's best-response values, computed bottom-up;
//! - a left-out column (player 1's sequence `s1`) is violated when its reduced cost is
//!   positive: player 1, answering `y` (the duals of the rows), would gain by `s1` against
//!   the duals `p` of the restricted LP, completed the same way.
//!
//! The violated sequences are added (with, below each, one action per information set: the
//! best response's) and the LP re-optimised from its basis ([`Solution::extend`]: one
//! rebuild of the tableau and one simplex run per round, where a cold solve per round cost
//! 7 rounds × ~1 800 iterations on Leduc). When nothing is violated, the restricted
//! optimum with zeros for what was left out is a basic optimal solution of the whole LP: every
//! row holds, every reduced cost has the right sign. Its supports, tight constraints and zero
//! values are what the exact finishing needs.
//!
//! Each kept set is *closed*: the empty sequence is kept, a kept sequence's parent is kept,
//! and an information set whose parent sequence is kept keeps at least one action — so the
//! restricted LP is feasible (player 1's plan can reach every kept sequence) and bounded
//! (every value `q` meets a row from above). With every sequence kept it is the whole LP,
//! built in the same order as always.

use super::SequenceForm;
use crate::equilibrium::cfr::{Algorithm, Cfr};
use crate::equilibrium::SolveError;
use crate::exact::to_f64;
use crate::lp::{ComparisonOp, Constraint, Direction, Problem, Solution, Variable};
use crate::models::imperfect::recall::Sequences;
use crate::models::imperfect::Game;

/// A sequence counts as played, a constraint as tight, a value as 0 and a left-out sequence
/// as violated beyond this (in the LP's units: payoffs scaled to at most 1).
pub const TOLERANCE: f64 = 1e-9;
/// CFR+ iterations run to guess the sequences an equilibrium plays.
pub const GUESS_ITERATIONS: u64 = 1_000;
/// A sequence whose realization weight in CFR+'s average plan exceeds this is guessed played.
pub const GUESS_THRESHOLD: f64 = 1e-3;

/// A player's sequences as a tree of information sets.
struct Tree {
    /// Each information set's first sequence and one past its last.
    actions: Vec<(usize, usize)>,
    /// Each information set's parent sequence.
    parent: Vec<usize>,
    /// Each sequence's information set (`usize::MAX` for the empty sequence).
    infoset: Vec<usize>,
    /// Each sequence's child information sets.
    children: Vec<Vec<usize>>,
    /// The information sets, parents before children.
    top_down: Vec<usize>,
}

impl Tree {
    fn new(s: &Sequences) -> Tree {
        let n = s.infosets.len();
        let actions: Vec<(usize, usize)> = (0..n)
            .map(|k| (s.first[k], s.first.get(k + 1).copied().unwrap_or(s.len)))
            .collect();
        let mut infoset = vec![usize::MAX; s.len];
        let mut children = vec![Vec::new(); s.len];
        for (k, &(lo, hi)) in actions.iter().enumerate() {
            infoset[lo..hi].fill(k);
            children[s.parent[k]].push(k);
        }
        // Breadth-first from the empty sequence: parents before children.
        let mut top_down = Vec::with_capacity(n);
        let mut frontier = children[0].clone();
        while let Some(k) = frontier.pop() {
            top_down.push(k);
            let (lo, hi) = actions[k];
            for s in lo..hi {
                frontier.extend(children[s].iter().copied());
            }
        }
        Tree {
            actions,
            parent: s.parent.clone(),
            infoset,
            children,
            top_down,
        }
    }

    /// Makes `keep` closed (see the module's docs): information sets below a dropped sequence
    /// drop all their actions, those below a kept one keep at least the action of highest
    /// `score`.
    fn close(&self, keep: &mut [bool], score: &[f64]) {
        keep[0] = true;
        for &k in &self.top_down {
            let (lo, hi) = self.actions[k];
            if !keep[self.parent[k]] {
                keep[lo..hi].fill(false);
            } else if !keep[lo..hi].iter().any(|&b| b) {
                let best = (lo..hi)
                    .max_by(|&a, &b| score[a].total_cmp(&score[b]).then(b.cmp(&a)))
                    .expect("an information set has actions");
                keep[best] = true;
            }
        }
    }

    /// Completes the values of the information sets below dropped sequences by a best
    /// response (`sign` 1: the maximiser, −1: the minimiser) to the payoffs `u` of each
    /// sequence (`u` becomes each sequence's continuation value), and returns every sequence's
    /// slack `value(h) − continuation(s)` (index 0: the root's).
    fn complete(&self, keep: &[bool], values: &mut [f64], u: &mut [f64], sign: f64) -> Vec<f64> {
        for &k in self.top_down.iter().rev() {
            let (lo, hi) = self.actions[k];
            for s in lo..hi {
                u[s] += self.children[s].iter().map(|&c| values[c + 1]).sum::<f64>();
            }
            if !keep[self.parent[k]] {
                values[k + 1] = sign
                    * (lo..hi)
                        .map(|s| sign * u[s])
                        .fold(f64::NEG_INFINITY, f64::max);
            }
        }
        u[0] += self.children[0].iter().map(|&c| values[c + 1]).sum::<f64>();
        (0..u.len())
            .map(|s| {
                let h = if s == 0 { 0 } else { self.infoset[s] + 1 };
                values[h] - u[s]
            })
            .collect()
    }
}

/// An optimal vertex of the whole LP.
#[derive(Clone, Debug)]
pub struct LpVertex {
    /// Player 1's value (in the game's payoffs).
    pub value: f64,
    /// Both players' realization plans.
    pub plans: [Vec<f64>; 2],
    /// Player 1's values `p` (root first, then one per information set; the duals of
    /// `E x = e`) and player 2's values `q` (likewise), in the LP's units.
    pub values: [Vec<f64>; 2],
    /// Per sequence, `(Eᵀp − A y)(s1) ≥ 0` for player 1 and `(Fᵀq − Aᵀx)(s2) ≤ 0` for
    /// player 2: 0 where the best-response constraint is tight.
    pub slacks: [Vec<f64>; 2],
    /// The simplex's iterations, over all the rounds.
    pub iterations: u64,
    /// How many times the restricted LP was optimised (1: the first guess was right).
    pub rounds: u32,
}

/// A closed guess of the sequences an equilibrium plays: those that CFR+'s average plans
/// (after [`GUESS_ITERATIONS`]) play with weight above [`GUESS_THRESHOLD`].
pub fn guess(game: &Game, sf: &SequenceForm) -> Result<[Vec<bool>; 2], SolveError> {
    let mut cfr = Cfr::new(game, Algorithm::CfrPlus, GUESS_ITERATIONS)?;
    for _ in 0..GUESS_ITERATIONS {
        cfr.iterate();
    }
    let average = cfr.average();
    let trees = [Tree::new(&sf.seqs[0]), Tree::new(&sf.seqs[1])];
    let plans = [0, 1].map(|p| {
        let tree = &trees[p];
        let mut plan = vec![0.0; sf.seqs[p].len];
        plan[0] = 1.0;
        for &k in &tree.top_down {
            let (lo, hi) = tree.actions[k];
            for s in lo..hi {
                // CFR's per-action arrays skip the empty sequence.
                plan[s] = plan[tree.parent[k]] * average[p][s - 1];
            }
        }
        plan
    });
    Ok([0, 1].map(|p| {
        let mut keep: Vec<bool> = plans[p].iter().map(|&w| w > GUESS_THRESHOLD).collect();
        trees[p].close(&mut keep, &plans[p]);
        keep
    }))
}

/// Solves the LP on the sequences in `keep` (player 1's columns, player 2's rows; closed or
/// not), adding the violated ones until the optimum is optimal for the whole game.
pub fn solve(sf: &SequenceForm, mut keep: [Vec<bool>; 2]) -> Result<LpVertex, SolveError> {
    let trees = [Tree::new(&sf.seqs[0]), Tree::new(&sf.seqs[1])];
    let (n1, n2) = (sf.seqs[0].len, sf.seqs[1].len);
    // Scale the payoffs to at most 1 in absolute value for the simplex.
    let scale = sf
        .entries
        .iter()
        .map(|(_, v)| to_f64(&v[0]).abs())
        .fold(0.0f64, f64::max)
        .max(1e-300);
    let mut by_s1: Vec<Vec<(usize, f64)>> = vec![Vec::new(); n1];
    let mut by_s2: Vec<Vec<(usize, f64)>> = vec![Vec::new(); n2];
    for ((s1, s2), v) in &sf.entries {
        let a = to_f64(&v[0]) / scale;
        by_s1[*s1].push((*s2, a));
        by_s2[*s2].push((*s1, a));
    }
    trees[0].close(&mut keep[0], &vec![0.0; n1]);
    trees[1].close(&mut keep[1], &vec![0.0; n2]);
    let mut lp = Restricted::new(&trees, &by_s2, keep)?;
    loop {
        let mut v = lp.read(&trees, &by_s2);
        // Player 2's continuation values against x, player 1's against y.
        let mut w = vec![0.0; n2];
        let mut u = vec![0.0; n1];
        for (s1, entries) in by_s1.iter().enumerate() {
            for &(s2, a) in entries {
                w[s2] += a * v.plans[0][s1];
                u[s1] += a * v.plans[1][s2];
            }
        }
        let keep = &lp.keep;
        let slack2 = trees[1].complete(&keep[1], &mut v.values[1], &mut w, -1.0);
        let slack1 = trees[0].complete(&keep[0], &mut v.values[0], &mut u, 1.0);
        let mut grown = keep.clone();
        for s in 0..n1 {
            grown[0][s] |= slack1[s] < -TOLERANCE;
        }
        for s in 0..n2 {
            grown[1][s] |= slack2[s] > TOLERANCE;
        }
        if grown == *keep {
            v.slacks = [slack1, slack2];
            v.value *= scale;
            return Ok(v);
        }
        let minus_w: Vec<f64> = w.iter().map(|x| -x).collect();
        trees[0].close(&mut grown[0], &u);
        trees[1].close(&mut grown[1], &minus_w);
        lp.grow(&trees, &by_s1, &by_s2, grown)?;
    }
}

/// The LP on the kept sequences (closed), with its variables and constraints by sequence and
/// information set.
struct Restricted {
    sol: Solution,
    keep: [Vec<bool>; 2],
    /// Player 1's kept sequences' variables.
    x: Vec<Option<Variable>>,
    /// q₀ and the values of player 2's information sets below kept sequences.
    q: Vec<Option<Variable>>,
    /// `E x = e`: the root's row, then player 1's information sets below kept sequences.
    equalities: Vec<Option<Constraint>>,
    /// `(Fᵀq)(s2) − (Aᵀx)(s2) ≤ 0` for player 2's kept sequences.
    rows: Vec<Option<Constraint>>,
    rounds: u32,
}

type Expr = Vec<(Variable, f64)>;

impl Restricted {
    /// The restricted LP, solved from scratch.
    fn new(
        trees: &[Tree; 2],
        by_s2: &[Vec<(usize, f64)>],
        keep: [Vec<bool>; 2],
    ) -> Result<Restricted, SolveError> {
        let (n1, n2) = (keep[0].len(), keep[1].len());
        let (i1, i2) = (trees[0].parent.len(), trees[1].parent.len());
        let mut lp = Problem::new(Direction::Maximize);
        let x: Vec<_> = (0..n1)
            .map(|s| keep[0][s].then(|| lp.add_var(0.0, (0.0, f64::INFINITY))))
            .collect();
        let q: Vec<_> = (0..=i2)
            .map(|k| {
                (k == 0 || keep[1][trees[1].parent[k - 1]]).then(|| {
                    lp.add_var(
                        if k == 0 { 1.0 } else { 0.0 },
                        (f64::NEG_INFINITY, f64::INFINITY),
                    )
                })
            })
            .collect();
        let mut equalities = vec![None; i1 + 1];
        for (k, e) in equalities.iter_mut().enumerate() {
            if let Some(expr) = equality(trees, &x, k) {
                let rhs = if k == 0 { 1.0 } else { 0.0 };
                *e = Some(lp.add_constraint(&expr, ComparisonOp::Eq, rhs));
            }
        }
        let mut rows = vec![None; n2];
        for (s2, r) in rows.iter_mut().enumerate() {
            if keep[1][s2] {
                let expr = row(trees, by_s2, &x, &q, s2);
                *r = Some(lp.add_constraint(&expr, ComparisonOp::Le, 0.0));
            }
        }
        Ok(Restricted {
            sol: lp.solve()?,
            keep,
            x,
            q,
            equalities,
            rows,
            rounds: 1,
        })
    }

    /// Adds the sequences newly in `keep` (closed, a superset of the kept ones) and
    /// re-optimises from the current basis.
    fn grow(
        &mut self,
        trees: &[Tree; 2],
        by_s1: &[Vec<(usize, f64)>],
        by_s2: &[Vec<(usize, f64)>],
        keep: [Vec<bool>; 2],
    ) -> Result<(), SolveError> {
        let old = std::mem::replace(&mut self.keep, keep);
        // New columns: player 1's new sequences (in their own set's row, if it exists, and in
        // the existing rows of player 2) and the values of player 2's new sets (empty).
        let mut vars = Vec::new();
        let mut new_x = Vec::new();
        for s1 in 0..old[0].len() {
            if self.keep[0][s1] && !old[0][s1] {
                let mut column: Vec<(Constraint, f64)> = self.equalities[trees[0].infoset[s1] + 1]
                    .map(|c| (c, 1.0))
                    .into_iter()
                    .collect();
                column.extend(
                    by_s1[s1]
                        .iter()
                        .filter_map(|&(s2, a)| self.rows[s2].map(|r| (r, -a))),
                );
                vars.push((0.0, (0.0, f64::INFINITY), column));
                new_x.push(s1);
            }
        }
        let mut new_q = Vec::new();
        for k in 0..trees[1].parent.len() {
            let parent = trees[1].parent[k];
            if self.keep[1][parent] && !old[1][parent] {
                vars.push((0.0, (f64::NEG_INFINITY, f64::INFINITY), Vec::new()));
                new_q.push(k + 1);
            }
        }
        // The variables' ids are known before they are added: they are numbered in order.
        let first = self.x.iter().chain(&self.q).flatten().count();
        for (j, &s1) in new_x.iter().enumerate() {
            self.x[s1] = Some(Variable(first + j));
        }
        for (j, &k) in new_q.iter().enumerate() {
            self.q[k] = Some(Variable(first + new_x.len() + j));
        }
        // New rows: player 1's new sets' equalities and player 2's new sequences' rows.
        let mut rows = Vec::new();
        let mut new_e = Vec::new();
        for k in 1..self.equalities.len() {
            if self.equalities[k].is_none() {
                if let Some(expr) = equality(trees, &self.x, k) {
                    rows.push((expr, ComparisonOp::Eq, 0.0));
                    new_e.push(k);
                }
            }
        }
        let mut new_rows = Vec::new();
        for s2 in 0..old[1].len() {
            if self.keep[1][s2] && !old[1][s2] {
                rows.push((
                    row(trees, by_s2, &self.x, &self.q, s2),
                    ComparisonOp::Le,
                    0.0,
                ));
                new_rows.push(s2);
            }
        }
        let (_, constraints) = self.sol.extend(&vars, &rows)?;
        for (j, &k) in new_e.iter().enumerate() {
            self.equalities[k] = Some(constraints[j]);
        }
        for (j, &s2) in new_rows.iter().enumerate() {
            self.rows[s2] = Some(constraints[new_e.len() + j]);
        }
        self.rounds += 1;
        Ok(())
    }

    /// The optimum: the plans with zeros for what is left out, the values of the kept
    /// information sets (0 for the others) and the objective in the LP's units.
    fn read(&self, trees: &[Tree; 2], by_s2: &[Vec<(usize, f64)>]) -> LpVertex {
        let sol = &self.sol;
        let plan_x: Vec<f64> = self.x.iter().map(|v| v.map_or(0.0, |v| sol[v])).collect();
        let plan_y: Vec<f64> = self
            .rows
            .iter()
            .map(|r| r.map_or(0.0, |r| sol.dual(r).abs()))
            .collect();
        let qv: Vec<f64> = self.q.iter().map(|v| v.map_or(0.0, |v| sol[v])).collect();
        let mut p: Vec<f64> = self
            .equalities
            .iter()
            .map(|c| c.map_or(0.0, |c| sol.dual(c)))
            .collect();
        // The duals' sign convention, read off player 1's support, where the constraints
        // (Eᵀp)(s1) ≥ (A y)(s1) must be tight.
        let mut ay = vec![0.0; plan_x.len()];
        for (s2, entries) in by_s2.iter().enumerate() {
            for &(s1, a) in entries {
                ay[s1] += a * plan_y[s2];
            }
        }
        let etp = |s: usize| {
            let own = if s == 0 { 0 } else { trees[0].infoset[s] + 1 };
            p[own] - trees[0].children[s].iter().map(|&k| p[k + 1]).sum::<f64>()
        };
        let residual = |sign: f64| {
            (0..plan_x.len())
                .filter(|&s| plan_x[s] > TOLERANCE)
                .map(|s| (sign * etp(s) - ay[s]).abs())
                .fold(0.0, f64::max)
        };
        if residual(1.0) > residual(-1.0) {
            for v in &mut p {
                *v = -*v;
            }
        }
        LpVertex {
            value: sol.objective(),
            plans: [plan_x, plan_y],
            values: [p, qv],
            slacks: [Vec::new(), Vec::new()],
            iterations: sol.iterations(),
            rounds: self.rounds,
        }
    }
}

/// Row `k` of `E x = e` (0: the root's) on the kept sequences (variables `x`), if its
/// information set is below a kept sequence.
fn equality(trees: &[Tree; 2], x: &[Option<Variable>], k: usize) -> Option<Expr> {
    if k == 0 {
        return Some(vec![(x[0].expect("∅ is kept"), 1.0)]);
    }
    let xp = x[trees[0].parent[k - 1]]?;
    let (lo, hi) = trees[0].actions[k - 1];
    let mut expr: Expr = (lo..hi).filter_map(|s| x[s].map(|v| (v, 1.0))).collect();
    expr.push((xp, -1.0));
    Some(expr)
}

/// Player 2's row of kept sequence `s2`: `q(h) − Σ q(children) − (Aᵀx)(s2)`.
fn row(
    trees: &[Tree; 2],
    by_s2: &[Vec<(usize, f64)>],
    x: &[Option<Variable>],
    q: &[Option<Variable>],
    s2: usize,
) -> Expr {
    let own = if s2 == 0 { 0 } else { trees[1].infoset[s2] + 1 };
    let mut expr = vec![(q[own].expect("a kept sequence's set is kept"), 1.0)];
    expr.extend(
        trees[1].children[s2]
            .iter()
            .map(|&k| (q[k + 1].expect("below a kept sequence"), -1.0)),
    );
    expr.extend(
        by_s2[s2]
            .iter()
            .filter_map(|&(s1, a)| x[s1].map(|v| (v, -a))),
    );
    expr
}
