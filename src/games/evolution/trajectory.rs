//! What a run of the dynamics returns: the shares of each strategy at the sampled times (or
//! rounds), and the same as CSV for download.

use serde::{Deserialize, Serialize};

/// A sampled trajectory of the dynamics.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Trajectory {
    /// The sample times (for discrete dynamics: round numbers, 0 the start).
    pub t: Vec<f64>,
    /// Population x's shares at each sample.
    pub x: Vec<Vec<f64>>,
    /// Population y's shares at each sample (two-population games).
    pub y: Option<Vec<Vec<f64>>>,
    /// Whether the run stopped before its end time (the integrator's step cap, a step size
    /// below what doubles resolve, or the best-response path's switch cap): `t` ends where it
    /// stopped.
    pub truncated: bool,
    /// The work done: accepted Runge–Kutta steps, best-response switches, or rounds.
    pub steps: u64,
}

impl Trajectory {
    /// An empty trajectory for one or two populations.
    pub fn empty(two_populations: bool) -> Trajectory {
        Trajectory {
            t: vec![],
            x: vec![],
            y: two_populations.then(Vec::new),
            truncated: false,
            steps: 0,
        }
    }

    /// Appends the state `s` (x then y; x has `n` shares) at time `t`.
    pub fn push(&mut self, t: f64, n: usize, s: &[f64]) {
        self.t.push(t);
        self.x.push(s[..n].to_vec());
        if let Some(y) = &mut self.y {
            y.push(s[n..].to_vec());
        }
    }

    /// The number of samples.
    pub fn len(&self) -> usize {
        self.t.len()
    }

    /// Whether there are no samples.
    pub fn is_empty(&self) -> bool {
        self.t.is_empty()
    }

    /// The trajectory as CSV: a header `t,x1,…,xn[,y1,…,ym]`, then one line per sample with
    /// every number in the shortest form that reads back to the same double.
    pub fn to_csv(&self) -> String {
        let n = self.x.first().map_or(0, Vec::len);
        let m = self.y.as_ref().and_then(|y| y.first()).map_or(0, Vec::len);
        let mut out = String::from("t");
        for i in 1..=n {
            out.push_str(&format!(",x{i}"));
        }
        for j in 1..=m {
            out.push_str(&format!(",y{j}"));
        }
        out.push('\n');
        for (k, t) in self.t.iter().enumerate() {
            out.push_str(&format!("{t}"));
            for v in &self.x[k] {
                out.push_str(&format!(",{v}"));
            }
            if let Some(y) = &self.y {
                for v in &y[k] {
                    out.push_str(&format!(",{v}"));
                }
            }
            out.push('\n');
        }
        out
    }
}
