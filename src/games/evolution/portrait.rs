//! The phase portrait's data (the page draws the SVG from it): where a state sits in the
//! picture, which state a click picks, the flow arrows on a grid, the rest points' marks and a
//! trajectory as a polyline.
//!
//! ## Views and coordinates
//!
//! Picture coordinates `(u, v)` are mathematical (v grows upwards; the page flips them for
//! SVG) and fill the unit box:
//!
//! - two strategies, one population — [`View::Segment`]: `u` = the second strategy's share
//!   (strategy 1 at the left end), `v = 0`;
//! - three strategies — [`View::Triangle`]: strategy 1 at `(0, 0)`, 2 at `(1, 0)`, 3 at
//!   `(½, √3/2)`, a state at its barycentre `Σ xᵢPᵢ`;
//! - four strategies — [`View::Face`]: each face of the tetrahedron is the triangle of the
//!   three-strategy subgame without strategy `absent`, its strategies in their order at the
//!   triangle's three corners. A point inside the tetrahedron is shown on a face by central
//!   projection from the absent corner (its other shares renormalised); a point of the face is
//!   shown where it is;
//! - a 2×2 bimatrix game — [`View::Square`]: `u` = the rows' share of their first strategy,
//!   `v` = the columns' share of theirs.
//!
//! Larger bimatrix games (their state space has four or more dimensions) have no picture;
//! their time plots show them.
//!
//! ## Arrows
//!
//! [`arrows`] samples the dynamics' field ([`FloatGame::velocity`]) on a lattice inside the
//! picture: on the segment and the square at cell centres, on a triangle at the barycentric
//! points `(i, j, k)/g` with `i, j, k ≥ 1`. Each arrow carries its unit direction in the
//! picture and its speed (the length of the picture's velocity), so the page may scale
//! lengths or colours by speed. On a face the field is projected onto the face's plane; the
//! rate at which the absent strategy's share grows is given beside it (`out_of_face`, 0 for
//! the replicator dynamics, under which every face is invariant).

use super::field::Dynamics;
use super::float_game::FloatGame;
use super::rest::{RestPoint, Stability};
use super::trajectory::Trajectory;
use super::{EvoError, EvoGame, Point};
use serde::{Deserialize, Serialize};

/// The height of the triangle: √3/2.
const H: f64 = 0.866_025_403_784_438_6;

/// The triangle's corners.
const CORNERS: [(f64, f64); 3] = [(0.0, 0.0), (1.0, 0.0), (0.5, H)];

/// A picture of (part of) the state space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum View {
    /// Two strategies: the segment.
    Segment,
    /// Three strategies: the triangle.
    Triangle,
    /// Four strategies: the face without strategy `absent` (0-based).
    Face {
        /// The strategy whose share is 0 on the face.
        absent: usize,
    },
    /// A 2×2 bimatrix game: the unit square.
    Square,
}

impl View {
    /// The strategies at the picture's corners (for a triangle or a face: its three corners
    /// in order; for the segment: its two ends; for the square: the rows' first strategy
    /// along `u`).
    pub fn corners(self) -> Vec<usize> {
        match self {
            View::Segment | View::Square => vec![0, 1],
            View::Triangle => vec![0, 1, 2],
            View::Face { absent } => (0..4).filter(|&i| i != absent).collect(),
        }
    }
}

/// The views of a game's state space.
pub fn views(game: &EvoGame) -> Result<Vec<View>, EvoError> {
    match (game.n(), game.m()) {
        (2, None) => Ok(vec![View::Segment]),
        (3, None) => Ok(vec![View::Triangle]),
        (4, None) => Ok((0..4).map(|absent| View::Face { absent }).collect()),
        (2, Some(2)) => Ok(vec![View::Square]),
        (n, Some(m)) => Err(EvoError::Size(format!(
            "a {n}×{m} two-population game has no phase portrait (its state space has {} \
             dimensions); the time plots show it",
            n + m - 2
        ))),
        (n, None) => Err(EvoError::Size(format!("no picture for {n} strategies"))),
    }
}

/// Where the state `s` (x then y) is drawn in `view`.
pub fn to_picture(view: View, s: &[f64]) -> (f64, f64) {
    match view {
        View::Segment => (s[1] / (s[0] + s[1]), 0.0),
        View::Square => (s[0] / (s[0] + s[1]), s[2] / (s[2] + s[3])),
        View::Triangle | View::Face { .. } => {
            let c = view.corners();
            let total: f64 = c.iter().map(|&i| s[i]).sum();
            if total <= 0.0 {
                // The absent corner itself: no projection; shown at the face's centre.
                return (0.5, H / 3.0);
            }
            let mut p = (0.0, 0.0);
            for (k, &i) in c.iter().enumerate() {
                p.0 += s[i] / total * CORNERS[k].0;
                p.1 += s[i] / total * CORNERS[k].1;
            }
            p
        }
    }
}

/// The nearest point of the segment `a–b` to `p`.
fn nearest_on_segment(p: (f64, f64), a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let t = (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
    (a.0 + t * dx, a.1 + t * dy)
}

/// The barycentric coordinates of `p` in the triangle.
fn barycentric(p: (f64, f64)) -> [f64; 3] {
    let x3 = p.1 / H;
    let x2 = p.0 - x3 / 2.0;
    [1.0 - x2 - x3, x2, x3]
}

/// The state a click at `(u, v)` picks in `view` — the nearest point of the picture when the
/// click is outside it (for a face: a state with the absent strategy's share 0).
pub fn from_picture(game: &EvoGame, view: View, u: f64, v: f64) -> Point {
    let (u, v) = (
        if u.is_finite() { u } else { 0.0 },
        if v.is_finite() { v } else { 0.0 },
    );
    match view {
        View::Segment => {
            let u = u.clamp(0.0, 1.0);
            Point {
                x: vec![1.0 - u, u],
                y: None,
            }
        }
        View::Square => {
            let (u, v) = (u.clamp(0.0, 1.0), v.clamp(0.0, 1.0));
            Point {
                x: vec![u, 1.0 - u],
                y: Some(vec![v, 1.0 - v]),
            }
        }
        View::Triangle | View::Face { .. } => {
            let mut b = barycentric((u, v));
            if b.iter().any(|&w| w < 0.0) {
                let edges = [(0, 1), (1, 2), (2, 0)];
                let near = edges
                    .iter()
                    .map(|&(i, j)| nearest_on_segment((u, v), CORNERS[i], CORNERS[j]))
                    .min_by(|p, q| {
                        let d = |r: &(f64, f64)| (r.0 - u).powi(2) + (r.1 - v).powi(2);
                        d(p).total_cmp(&d(q))
                    })
                    .expect("three edges");
                b = barycentric(near).map(|w| w.max(0.0));
            }
            let total: f64 = b.iter().sum();
            let mut x = vec![0.0; game.n()];
            for (k, &i) in view.corners().iter().enumerate() {
                x[i] = b[k] / total;
            }
            Point { x, y: None }
        }
    }
}

/// One flow arrow.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Arrow {
    /// Where it starts, in picture coordinates.
    pub at: (f64, f64),
    /// Its unit direction in the picture ((0, 0) at a rest point).
    pub direction: (f64, f64),
    /// The speed in the picture (the length of the picture's velocity).
    pub speed: f64,
    /// On a face: the rate at which the absent strategy's share grows (0 elsewhere).
    pub out_of_face: f64,
}

/// The states of the lattice with `g` divisions in `view`.
fn lattice(game: &EvoGame, view: View, g: usize) -> Vec<Vec<f64>> {
    let g = g.max(1);
    let cell = |i: usize| (i as f64 + 0.5) / g as f64;
    match view {
        View::Segment => (0..g).map(|i| vec![1.0 - cell(i), cell(i)]).collect(),
        View::Square => (0..g)
            .flat_map(|i| (0..g).map(move |j| vec![cell(i), 1.0 - cell(i), cell(j), 1.0 - cell(j)]))
            .collect(),
        View::Triangle | View::Face { .. } => {
            let g = g.max(3);
            let c = view.corners();
            let mut out = vec![];
            for i in 1..g {
                for j in 1..g - i {
                    let k = g - i - j;
                    let mut s = vec![0.0; game.n()];
                    s[c[0]] = i as f64 / g as f64;
                    s[c[1]] = j as f64 / g as f64;
                    s[c[2]] = k as f64 / g as f64;
                    out.push(s);
                }
            }
            out
        }
    }
}

/// The flow arrows of `dynamics` on a lattice of `divisions` per side (clamped to 1–60).
pub fn arrows(game: &EvoGame, dynamics: &Dynamics, view: View, divisions: usize) -> Vec<Arrow> {
    let field = FloatGame::new(game);
    let mut velocity = vec![0.0; game.dimension()];
    lattice(game, view, divisions.clamp(1, 60))
        .into_iter()
        .map(|s| {
            field.velocity(dynamics, &s, &mut velocity);
            let (d, out_of_face) = picture_velocity(view, &velocity);
            let speed = (d.0 * d.0 + d.1 * d.1).sqrt();
            let direction = if speed > 0.0 {
                (d.0 / speed, d.1 / speed)
            } else {
                (0.0, 0.0)
            };
            Arrow {
                at: to_picture(view, &s),
                direction,
                speed,
                out_of_face,
            }
        })
        .collect()
}

/// A state velocity as a picture velocity (for points of the view), and the velocity out of
/// a face.
fn picture_velocity(view: View, ds: &[f64]) -> ((f64, f64), f64) {
    match view {
        View::Segment => ((ds[1], 0.0), 0.0),
        View::Square => ((ds[0], ds[2]), 0.0),
        View::Triangle | View::Face { .. } => {
            let c = view.corners();
            let out = match view {
                View::Face { absent } => ds[absent],
                _ => 0.0,
            };
            // Projected onto the face's plane: the in-face components less their mean.
            let mean = c.iter().map(|&i| ds[i]).sum::<f64>() / 3.0;
            let mut p = (0.0, 0.0);
            for (k, &i) in c.iter().enumerate() {
                p.0 += (ds[i] - mean) * CORNERS[k].0;
                p.1 += (ds[i] - mean) * CORNERS[k].1;
            }
            (p, out)
        }
    }
}

/// A rest point's mark in a view.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Mark {
    /// Where, in picture coordinates.
    pub at: (f64, f64),
    /// Its index in the rest-point list.
    pub index: usize,
    /// Whether it is a Nash equilibrium.
    pub nash: bool,
    /// Whether it is evolutionarily stable.
    pub ess: bool,
    /// The linearisation's verdict.
    pub stability: Stability,
    /// Whether it is a point of a continuum of rest points.
    pub continuum: bool,
}

/// The marks of the rest points that lie in `view` (on a face: those without the absent
/// strategy).
pub fn marks(view: View, rest: &[RestPoint]) -> Vec<Mark> {
    rest.iter()
        .enumerate()
        .filter(|(_, r)| match view {
            View::Face { absent } => num_traits::Zero::is_zero(&r.x[absent]),
            _ => true,
        })
        .map(|(index, r)| Mark {
            at: to_picture(view, &r.state_f64()),
            index,
            nash: r.nash,
            ess: r.ess,
            stability: r.stability,
            continuum: r.continuum,
        })
        .collect()
}

/// A trajectory as a polyline in `view`.
pub fn polyline(view: View, trajectory: &Trajectory) -> Vec<(f64, f64)> {
    (0..trajectory.len())
        .map(|k| {
            let mut s = trajectory.x[k].clone();
            if let Some(y) = &trajectory.y {
                s.extend_from_slice(&y[k]);
            }
            to_picture(view, &s)
        })
        .collect()
}
