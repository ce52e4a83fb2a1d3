//! The Lemke–Howson path as a list of steps on the two best-response polytopes.
//!
//! A path starts at a completely labelled vertex pair — the artificial equilibrium `(0, 0)` or
//! an equilibrium — and drops one label `k`: the polytope where `k` is a label leaves the facet
//! of `k` along an edge and picks up a new label at the edge's far end. If that label is `k`,
//! the pair is completely labelled again and the path ends; otherwise the new label is now
//! *duplicated* (both vertices have it), so the other polytope drops it, and so on.
//!
//! ## Design
//!
//! The steps are pivots of the same two tableaux and the same lexicographic ratio test as
//! [`crate::equilibrium::lemke_howson`] (so paths end where it ends, also on degenerate games,
//! as the tests check for every label); after each pivot the tableau's basic solution is looked
//! up among the polytope's vertices, so a step names the vertices the drawing shows. A
//! degenerate pivot stays at the same point: the step says so.

use super::polytope::{shifted, Side};
use crate::exact::Q;
use crate::models::strategic::Bimatrix;
use num_traits::{One, Signed, Zero};
use std::cmp::Ordering;

/// The most pivots a path may take (far more than any 3×3 game needs; a guard, not a limit).
const MAX_PIVOTS: usize = 10_000;

/// One side's tableau `M·v + I·w = 1`, rows the basic variables. In P's tableau variable `v`
/// is label `v` (`x_i` is `i`, the slack of column `j` is `m + j`); in Q's, `y_j` is variable
/// `j` (label `m + j`) and the slack of row `i` is `n + i` (label `i`).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Tableau {
    t: Vec<Vec<Q>>,
    pub(crate) basis: Vec<usize>,
    k: usize,
}

impl Tableau {
    fn new(mat: Vec<Vec<Q>>) -> Tableau {
        let rows = mat.len();
        let k = mat[0].len();
        let t = mat
            .into_iter()
            .enumerate()
            .map(|(i, mut r)| {
                r.extend((0..rows).map(|j| if i == j { Q::one() } else { Q::zero() }));
                r.push(Q::one());
                r
            })
            .collect();
        Tableau {
            t,
            basis: (k..k + rows).collect(),
            k,
        }
    }

    /// Pivots `col` in at row `r`.
    fn pivot_at(&mut self, r: usize, col: usize) -> usize {
        let p = self.t[r][col].clone();
        for v in &mut self.t[r] {
            *v = &*v / &p;
        }
        let pivot_row = self.t[r].clone();
        for (i, row) in self.t.iter_mut().enumerate() {
            if i == r || row[col].is_zero() {
                continue;
            }
            let f = row[col].clone();
            for (v, pv) in row.iter_mut().zip(&pivot_row) {
                *v -= &f * pv;
            }
        }
        std::mem::replace(&mut self.basis[r], col)
    }

    /// Brings `col` into the basis by the lexicographic minimum ratio (as
    /// [`crate::equilibrium::lemke_howson`]); returns the leaving variable.
    fn pivot(&mut self, col: usize) -> Option<usize> {
        let rows = self.t.len();
        let rhs = self.t[0].len() - 1;
        let mut best: Option<usize> = None;
        for r in 0..rows {
            if !self.t[r][col].is_positive() {
                continue;
            }
            best = match best {
                None => Some(r),
                Some(b) => {
                    let key = |row: usize, c: usize| &self.t[row][c] / &self.t[row][col];
                    let mut ord = key(r, rhs).cmp(&key(b, rhs));
                    let mut c = self.k;
                    while ord == Ordering::Equal && c < self.k + rows {
                        ord = key(r, c).cmp(&key(b, c));
                        c += 1;
                    }
                    if ord == Ordering::Less {
                        Some(r)
                    } else {
                        Some(b)
                    }
                }
            };
        }
        Some(self.pivot_at(best?, col))
    }

    /// Re-bases the tableau so that exactly `basic` are basic (Gauss–Jordan from the current
    /// basis); `None` if they are not a basis.
    fn rebase(&mut self, basic: &[usize]) -> Option<()> {
        for &v in basic {
            if self.basis.contains(&v) {
                continue;
            }
            let r = (0..self.t.len())
                .find(|&r| !basic.contains(&self.basis[r]) && !self.t[r][v].is_zero())?;
            self.pivot_at(r, v);
        }
        Some(())
    }

    /// The values of the `k` strategy variables.
    fn strategy(&self) -> Vec<Q> {
        let mut v = vec![Q::zero(); self.k];
        let rhs = self.t[0].len() - 1;
        for (r, &b) in self.basis.iter().enumerate() {
            if b < self.k {
                v[b] = self.t[r][rhs].clone();
            }
        }
        v
    }
}

/// Both tableaux: a point of P × Q with its bases.
#[derive(Clone, Debug, PartialEq)]
pub struct Bases {
    p: Tableau,
    q: Tableau,
    m: usize,
    n: usize,
}

impl Bases {
    /// The artificial equilibrium `(0, 0)`: every slack basic.
    pub fn artificial(g: &Bimatrix) -> Bases {
        let (m, n) = (g.rows(), g.cols());
        let ([a, b], _) = shifted(g);
        let p = Tableau::new(
            (0..n)
                .map(|j| (0..m).map(|i| b[i][j].clone()).collect())
                .collect(),
        );
        let q = Tableau::new(a);
        Bases { p, q, m, n }
    }

    /// The bases at a vertex pair whose labels are `p_labels` (exactly `m` of them) and
    /// `q_labels` (exactly `n`): the variables of the other labels are basic. `None` if those
    /// labels do not make a basis (a degenerate vertex given too few labels).
    pub fn at(g: &Bimatrix, p_labels: &[usize], q_labels: &[usize]) -> Option<Bases> {
        let mut out = Bases::artificial(g);
        let (m, n) = (out.m, out.n);
        if p_labels.len() != m || q_labels.len() != n {
            return None;
        }
        let p_basic: Vec<usize> = (0..m + n).filter(|l| !p_labels.contains(l)).collect();
        let q_basic: Vec<usize> = (0..m + n)
            .filter(|l| !q_labels.contains(l))
            .map(|l| q_var(m, n, l))
            .collect();
        out.p.rebase(&p_basic)?;
        out.q.rebase(&q_basic)?;
        Some(out)
    }

    /// The current point of P (unnormalised `x`).
    pub fn x(&self) -> Vec<Q> {
        self.p.strategy()
    }

    /// The current point of Q (unnormalised `y`).
    pub fn y(&self) -> Vec<Q> {
        self.q.strategy()
    }
}

/// Q's tableau variable carrying label `l`.
fn q_var(m: usize, n: usize, l: usize) -> usize {
    if l >= m {
        l - m
    } else {
        n + l
    }
}

/// The label of Q's tableau variable `v`.
fn q_label(m: usize, n: usize, v: usize) -> usize {
    if v < n {
        m + v
    } else {
        v - n
    }
}

/// One move of a Lemke–Howson path: one polytope walks one edge (or, on a degenerate pivot,
/// stays put) while the other waits.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The polytope that moves.
    pub side: Side,
    /// The point it leaves (unnormalised).
    pub from: Vec<Q>,
    /// The point it reaches.
    pub to: Vec<Q>,
    /// The label it drops (from 0): the first step's is the missing label, later ones the
    /// label duplicated by the step before.
    pub dropped: usize,
    /// The label it picks up (from 0).
    pub picked_up: usize,
    /// Whether the label picked up is the missing one, so the path ends here.
    pub ends: bool,
}

impl Step {
    /// The step in words, labels numbered from 1 (as on the page), e.g. "P drops label 2 and
    /// moves along an edge, picking up label 5; label 5 is duplicated, so Q moves next."
    pub fn explain(&self) -> String {
        crate::i18n::with_english(|w| self.explain_in(w))
    }

    /// The step in words ([`Step::explain`]) in the language of `words`.
    pub fn explain_in(&self, words: &crate::i18n::Catalogue) -> String {
        let moved = if self.from == self.to {
            words.msg("games-lh-stays")
        } else {
            words.msg("games-lh-moves")
        };
        let args = crate::i18n::Args::new()
            .text("side", self.side.name())
            .count("dropped", self.dropped as i64 + 1)
            .text("moved", moved)
            .count("picked", self.picked_up as i64 + 1);
        if self.ends {
            words.msg_with("games-lh-step-ends", &args)
        } else {
            words.msg_with(
                "games-lh-step-next",
                &args.text("other", self.side.other().name()),
            )
        }
    }
}

/// A Lemke–Howson path: its steps and where it ends.
#[derive(Clone, Debug, PartialEq)]
pub struct Path {
    /// The missing label (from 0).
    pub label: usize,
    /// The steps in order.
    pub steps: Vec<Step>,
    /// The end point in P (unnormalised; zero when the path ends at the artificial
    /// equilibrium).
    pub x: Vec<Q>,
    /// The end point in Q.
    pub y: Vec<Q>,
    /// The bases at the end (to start another path from there).
    pub end: Bases,
}

impl Path {
    /// Whether the path ends at the artificial equilibrium `(0, 0)` (only a path started at an
    /// equilibrium can).
    pub fn ends_artificial(&self) -> bool {
        self.x.iter().all(Zero::is_zero)
    }

    /// The equilibrium the path ends at as mixed strategies (`None` at the artificial one).
    pub fn equilibrium(&self) -> Option<(Vec<Q>, Vec<Q>)> {
        if self.ends_artificial() {
            return None;
        }
        Some((normalise(&self.x), normalise(&self.y)))
    }
}

/// `v` divided by its sum.
pub fn normalise(v: &[Q]) -> Vec<Q> {
    let s: Q = v.iter().sum();
    v.iter().map(|x| x / &s).collect()
}

/// The path that drops `label` (from 0, below `m + n`) at the completely labelled pair
/// `start`. `None` if the label does not exist or a pivot finds no leaving variable (which a
/// bounded polytope never does).
pub fn path(start: &Bases, label: usize) -> Option<Path> {
    let (m, n) = (start.m, start.n);
    if label >= m + n {
        return None;
    }
    let mut b = start.clone();
    // The label is dropped in the polytope where its variable is nonbasic (a label of the
    // vertex): a complementary basis has each label nonbasic on exactly one side.
    let mut side = if b.p.basis.contains(&label) {
        Side::Q
    } else {
        Side::P
    };
    let mut dropped = label;
    let mut steps = Vec::new();
    for _ in 0..MAX_PIVOTS {
        let (from, to, picked_up) = match side {
            Side::P => {
                let from = b.p.strategy();
                let leave = b.p.pivot(dropped)?;
                (from, b.p.strategy(), leave)
            }
            Side::Q => {
                let from = b.q.strategy();
                let leave = b.q.pivot(q_var(m, n, dropped))?;
                (from, b.q.strategy(), q_label(m, n, leave))
            }
        };
        let ends = picked_up == label;
        steps.push(Step {
            side,
            from,
            to,
            dropped,
            picked_up,
            ends,
        });
        if ends {
            return Some(Path {
                label,
                steps,
                x: b.p.strategy(),
                y: b.q.strategy(),
                end: b,
            });
        }
        dropped = picked_up;
        side = side.other();
    }
    None
}
