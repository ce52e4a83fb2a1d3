//! Turning a small 3-D figure and drawing it flat: a rotation by yaw (about the vertical axis)
//! and pitch (about the horizontal one), an orthographic projection to the screen, the depth
//! of every point (to draw the far ones first and fainter), and fitting the projected points
//! into a box.
//!
//! ## Design
//!
//! The polytopes drawn are tiny (a dozen vertices), so the page re-projects them on every turn
//! and draws plain SVG; this module is the whole of the 3-D maths, in plain floats, with no
//! DOM, so it is tested natively. The projection is orthographic: parallel edges stay parallel
//! and nothing is distorted by a viewer's distance, which keeps the picture honest about the
//! polytope's shape. Screen `y` grows downwards, as in SVG.

/// How far one arrow-key press turns the figure, in radians (10°).
pub const KEY_STEP: f64 = std::f64::consts::PI / 18.0;

/// The steepest pitch, just short of looking straight down or up (so "up" keeps a meaning).
pub const MAX_PITCH: f64 = 1.5;

/// How a figure is turned: yaw about the vertical axis, then pitch about the horizontal one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Turn {
    /// The angle about the vertical (z) axis, in radians.
    pub yaw: f64,
    /// The angle about the screen's horizontal axis, in radians, within ±[`MAX_PITCH`].
    pub pitch: f64,
}

impl Default for Turn {
    /// A three-quarter view: the three axes all visible.
    fn default() -> Turn {
        Turn {
            yaw: -0.6,
            pitch: 0.45,
        }
    }
}

/// A point on the screen: `x` right, `y` down, and its depth (larger is nearer the viewer).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Projected {
    /// Horizontal position.
    pub x: f64,
    /// Vertical position (down).
    pub y: f64,
    /// Depth: larger is nearer.
    pub depth: f64,
}

impl Turn {
    /// The turn after a drag of `(dx, dy)` screen pixels (a half turn per 300 pixels).
    pub fn dragged(self, dx: f64, dy: f64) -> Turn {
        let per_pixel = std::f64::consts::PI / 300.0;
        Turn {
            yaw: wrap(self.yaw + dx * per_pixel),
            pitch: (self.pitch + dy * per_pixel).clamp(-MAX_PITCH, MAX_PITCH),
        }
    }

    /// The turn after an arrow key (`"ArrowLeft"`, `"ArrowRight"`, `"ArrowUp"`,
    /// `"ArrowDown"`), or `None` for another key.
    pub fn keyed(self, key: &str) -> Option<Turn> {
        let (dyaw, dpitch) = match key {
            "ArrowLeft" => (-KEY_STEP, 0.0),
            "ArrowRight" => (KEY_STEP, 0.0),
            "ArrowUp" => (0.0, -KEY_STEP),
            "ArrowDown" => (0.0, KEY_STEP),
            _ => return None,
        };
        Some(Turn {
            yaw: wrap(self.yaw + dyaw),
            pitch: (self.pitch + dpitch).clamp(-MAX_PITCH, MAX_PITCH),
        })
    }

    /// The point `p = (x, y, z)` (z up) turned: returns camera coordinates `(right, up,
    /// towards the viewer)`.
    pub fn rotate(self, p: [f64; 3]) -> [f64; 3] {
        let (sy, cy) = self.yaw.sin_cos();
        let (sp, cp) = self.pitch.sin_cos();
        // Yaw about z: the viewer looks along −y of the turned frame.
        let right = cy * p[0] + sy * p[1];
        let depth0 = -sy * p[0] + cy * p[1];
        let up0 = p[2];
        // Pitch about the right axis: a positive pitch tips the top towards the viewer.
        let up = cp * up0 - sp * depth0;
        let toward = sp * up0 + cp * depth0;
        [right, up, -toward]
    }

    /// The orthographic projection of `p` (screen `y` down).
    pub fn project(self, p: [f64; 3]) -> Projected {
        let [r, u, t] = self.rotate(p);
        Projected {
            x: r,
            y: -u,
            depth: t,
        }
    }
}

/// An angle brought into (−π, π].
fn wrap(a: f64) -> f64 {
    let tau = std::f64::consts::TAU;
    let w = a.rem_euclid(tau);
    if w > std::f64::consts::PI {
        w - tau
    } else {
        w
    }
}

/// The indices of `points` from the farthest to the nearest (the order to draw them in).
pub fn depth_order(points: &[Projected]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..points.len()).collect();
    order.sort_by(|&a, &b| points[a].depth.total_cmp(&points[b].depth));
    order
}

/// Scales and shifts projected points into a `width × height` box with `margin` on every
/// side, keeping the aspect ratio and centring them; `scale` and `centre` come from
/// `frame` (so several turns of one figure can share a frame and not jump in size).
pub fn fit(points: &[Projected], frame: &Frame) -> Vec<(f64, f64)> {
    points
        .iter()
        .map(|p| {
            (
                frame.width / 2.0 + (p.x - frame.centre.0) * frame.scale,
                frame.height / 2.0 + (p.y - frame.centre.1) * frame.scale,
            )
        })
        .collect()
}

/// A drawing box and the scale and centre that map projected points into it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    /// Box width in pixels.
    pub width: f64,
    /// Box height in pixels.
    pub height: f64,
    /// Pixels per unit.
    pub scale: f64,
    /// The projected point drawn at the box's centre.
    pub centre: (f64, f64),
}

impl Frame {
    /// A frame in which a figure whose points all lie within `radius` of `centre` (in 3-D)
    /// fits a `width × height` box with `margin`, however it is turned: the scale is fixed by
    /// the bounding sphere, so turning never changes the size.
    pub fn for_sphere(
        centre: [f64; 3],
        radius: f64,
        turn: Turn,
        width: f64,
        height: f64,
        margin: f64,
    ) -> Frame {
        let c = turn.project(centre);
        let room = ((width.min(height) - 2.0 * margin) / 2.0).max(1.0);
        Frame {
            width,
            height,
            scale: room / radius.max(1e-9),
            centre: (c.x, c.y),
        }
    }
}

impl Frame {
    /// The same frame drawing `centre` (a projected point) at the box's centre.
    pub fn with_centre(self, centre: (f64, f64)) -> Frame {
        Frame { centre, ..self }
    }
}

/// The centre of a set of 3-D points' bounding box and the radius of the sphere about it that
/// holds them all.
pub fn bounding_sphere(points: &[[f64; 3]]) -> ([f64; 3], f64) {
    if points.is_empty() {
        return ([0.0; 3], 1.0);
    }
    let mut lo = [f64::INFINITY; 3];
    let mut hi = [f64::NEG_INFINITY; 3];
    for p in points {
        for (k, &v) in p.iter().enumerate() {
            lo[k] = lo[k].min(v);
            hi[k] = hi[k].max(v);
        }
    }
    let c = [
        (lo[0] + hi[0]) / 2.0,
        (lo[1] + hi[1]) / 2.0,
        (lo[2] + hi[2]) / 2.0,
    ];
    let r = points
        .iter()
        .map(|p| ((p[0] - c[0]).powi(2) + (p[1] - c[1]).powi(2) + (p[2] - c[2]).powi(2)).sqrt())
        .fold(0.0, f64::max);
    (c, r.max(1e-9))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn no_turn_looks_along_y_with_z_up() {
        let t = Turn {
            yaw: 0.0,
            pitch: 0.0,
        };
        let p = t.project([1.0, 0.0, 0.0]);
        assert!(close(p.x, 1.0) && close(p.y, 0.0) && close(p.depth, 0.0));
        let up = t.project([0.0, 0.0, 1.0]);
        assert!(close(up.x, 0.0) && close(up.y, -1.0), "z is drawn upwards");
        // The viewer stands at −y: a point at −y is nearer.
        assert!(t.project([0.0, -1.0, 0.0]).depth > t.project([0.0, 1.0, 0.0]).depth);
    }

    #[test]
    fn rotation_keeps_lengths_and_a_quarter_yaw_turns_x_into_depth() {
        let t = Turn {
            yaw: 0.7,
            pitch: -0.3,
        };
        for p in [[1.0, 2.0, 3.0], [-0.5, 0.0, 4.0], [0.0, -2.0, 0.0]] {
            let q = t.rotate(p);
            let n = |v: [f64; 3]| v.iter().map(|x| x * x).sum::<f64>();
            assert!(close(n(p), n(q)));
        }
        let quarter = Turn {
            yaw: std::f64::consts::FRAC_PI_2,
            pitch: 0.0,
        };
        let p = quarter.project([1.0, 0.0, 0.0]);
        assert!(close(p.x, 0.0) && close(p.depth.abs(), 1.0));
    }

    #[test]
    fn keys_and_drags_turn_and_pitch_is_clamped() {
        let t = Turn::default();
        let right = t.keyed("ArrowRight").unwrap();
        assert!(close(right.yaw - t.yaw, KEY_STEP));
        assert_eq!(t.keyed("a"), None);
        let mut steep = t;
        for _ in 0..40 {
            steep = steep.keyed("ArrowDown").unwrap();
        }
        assert!(close(steep.pitch, MAX_PITCH));
        let d = t.dragged(300.0, 0.0);
        assert!(close(wrap(d.yaw - t.yaw).abs(), std::f64::consts::PI));
        // A turn moves projected points.
        assert_ne!(t.project([1.0, 0.0, 0.0]), right.project([1.0, 0.0, 0.0]));
    }

    #[test]
    fn depth_order_is_far_to_near_and_the_frame_fits_every_turn() {
        let pts = [[0.0, 0.0, 0.0], [0.0, -1.0, 0.0], [0.0, 1.0, 0.0]];
        let t = Turn {
            yaw: 0.0,
            pitch: 0.0,
        };
        let proj: Vec<Projected> = pts.iter().map(|&p| t.project(p)).collect();
        assert_eq!(depth_order(&proj), vec![2, 0, 1]);
        let (c, r) = bounding_sphere(&pts);
        for k in 0..36 {
            let t = Turn {
                yaw: k as f64 * 0.2,
                pitch: 0.4,
            };
            let frame = Frame::for_sphere(c, r, t, 200.0, 150.0, 10.0);
            let proj: Vec<Projected> = pts.iter().map(|&p| t.project(p)).collect();
            for (x, y) in fit(&proj, &frame) {
                assert!((10.0 - 1e-9..=190.0 + 1e-9).contains(&x));
                assert!((10.0 - 1e-9..=140.0 + 1e-9).contains(&y));
            }
        }
    }
}
