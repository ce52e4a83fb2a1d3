//! The payoff-envelope diagram of a 2×n (or n×2) game as something a person can drag: the
//! responder's payoff lines, their exact upper envelope (the best-response payoff, with the
//! interval of the mover's mixture where each strategy is the best response), the frame that
//! maps payoffs to the drawing and back, and which payoff of the game each line end is.
//!
//! Design: the page draws its own SVG from this and turns a drag into an edit of the game;
//! everything it computes (the envelope, the pixel ↔ payoff mapping, the payoff an end
//! stands for, the snapping of a dragged value) is here, where `cargo test` sees it. The
//! envelope is exact (rational break points, ties to the steeper line), so the intervals the
//! page names agree with the exact equilibria; [`crate::plot::upper_envelope`] is the float
//! one the chart draws, and the tests check the two agree.

use super::{format_number, to_f64, Bimatrix, Q};
use num_traits::Zero;

/// One of the responder's strategies: its expected payoff is `at0` when the mover plays their
/// second strategy for sure (t = 0) and `at1` when the mover plays the first (t = 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnvelopeLine {
    /// The responder's strategy.
    pub strategy: usize,
    /// Its name.
    pub name: String,
    /// The payoff at t = 0.
    pub at0: Q,
    /// The payoff at t = 1.
    pub at1: Q,
}

impl EnvelopeLine {
    /// The payoff at `t`.
    pub fn at(&self, t: &Q) -> Q {
        &self.at0 + (&self.at1 - &self.at0) * t
    }

    fn slope(&self) -> Q {
        &self.at1 - &self.at0
    }
}

/// A piece of the upper envelope: on `from ≤ t ≤ to`, `strategy` is a best response.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Where it starts.
    pub from: Q,
    /// Where it ends.
    pub to: Q,
    /// The best response there (the steepest of those tied at `from`).
    pub strategy: usize,
}

/// The envelope diagram of a game with two strategies for the mover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Envelope {
    /// 1 when the column player responds (a 2×n game), 0 when the row player does (n×2).
    pub responder: usize,
    /// The mover's first strategy's name: t is its probability.
    pub mover_first: String,
    /// The responder's lines.
    pub lines: Vec<EnvelopeLine>,
    /// The upper envelope from t = 0 to t = 1.
    pub pieces: Vec<Piece>,
}

/// Which payoff of the game an end of a line is: `(player, row, col)`, as the editor names
/// a payoff cell.
pub type PayoffPlace = (usize, usize, usize);

impl Envelope {
    /// The diagram of `g` with `responder` answering (1 needs 2 rows, 0 needs 2 columns).
    pub fn of(g: &Bimatrix, responder: usize) -> Option<Envelope> {
        let lines: Vec<EnvelopeLine> = if responder == 1 && g.rows() == 2 {
            (0..g.cols())
                .map(|j| EnvelopeLine {
                    strategy: j,
                    name: g.names[1][j].clone(),
                    at0: g.b[1][j].clone(),
                    at1: g.b[0][j].clone(),
                })
                .collect()
        } else if responder == 0 && g.cols() == 2 {
            (0..g.rows())
                .map(|i| EnvelopeLine {
                    strategy: i,
                    name: g.names[0][i].clone(),
                    at0: g.a[i][1].clone(),
                    at1: g.a[i][0].clone(),
                })
                .collect()
        } else {
            return None;
        };
        let pieces = upper_envelope(&lines);
        Some(Envelope {
            responder,
            mover_first: g.names[1 - responder][0].clone(),
            lines,
            pieces,
        })
    }

    /// The payoff an end of line `k` stands for (`end` 0: t = 0, 1: t = 1).
    pub fn place(&self, k: usize, end: usize) -> PayoffPlace {
        let s = self.lines[k].strategy;
        // t is the probability of the mover's first strategy, so t = 1 is the mover's first
        // strategy played for sure.
        let mover = 1 - end;
        if self.responder == 1 {
            (1, mover, s)
        } else {
            (0, s, mover)
        }
    }

    /// Where the Nash equilibria of `g` (the game this diagram was drawn from) lie on it:
    /// the mover's `t` at each extreme equilibrium and the responder's payoff there, on the
    /// envelope — each `t` once, ascending. Exact, by support enumeration (a 2×n game of the
    /// editor's size has few supports). Empty if the enumeration refuses the game.
    pub fn equilibrium_marks(&self, g: &Bimatrix) -> Vec<(Q, Q)> {
        let Ok(all) = crate::equilibrium::all_equilibria_by_support(g) else {
            return Vec::new();
        };
        let mut marks: Vec<(Q, Q)> = all
            .extreme
            .iter()
            .map(|e| {
                let (t, payoff) = if self.responder == 1 {
                    (e.x[0].clone(), e.payoffs[1].clone())
                } else {
                    (e.y[0].clone(), e.payoffs[0].clone())
                };
                (t, payoff)
            })
            .collect();
        marks.sort();
        marks.dedup_by(|a, b| a.0 == b.0);
        marks
    }

    /// The pieces in words: "t ≤ 1/3: L; 1/3 ≤ t ≤ 1: R".
    pub fn describe(&self) -> String {
        self.pieces
            .iter()
            .map(|p| {
                format!(
                    "{} ≤ t ≤ {}: {}",
                    format_number(&p.from),
                    format_number(&p.to),
                    self.lines[p.strategy].name
                )
            })
            .collect::<Vec<_>>()
            .join("; ")
    }
}

/// The exact upper envelope of `lines` on 0 ≤ t ≤ 1 (indices into `lines`). Each step moves
/// to a strictly steeper line at a strictly larger t, so it ends after at most one piece per
/// line.
pub fn upper_envelope(lines: &[EnvelopeLine]) -> Vec<Piece> {
    if lines.is_empty() {
        return Vec::new();
    }
    let one = Q::from_integer(1.into());
    let mut pieces = Vec::new();
    let mut t = Q::zero();
    let mut current = best_after(lines, &t);
    loop {
        // Where the first steeper line overtakes the current one after t (a steeper line tied
        // at t would have been chosen as best just after t).
        let next = (0..lines.len())
            .filter(|&j| lines[j].slope() > lines[current].slope())
            .map(|j| {
                (&lines[current].at0 - &lines[j].at0) / (lines[j].slope() - lines[current].slope())
            })
            .filter(|cross| cross > &t && cross < &one)
            .min();
        match next {
            Some(cross) => {
                pieces.push(Piece {
                    from: t,
                    to: cross.clone(),
                    strategy: current,
                });
                current = best_after(lines, &cross);
                t = cross;
            }
            None => {
                pieces.push(Piece {
                    from: t,
                    to: one,
                    strategy: current,
                });
                return pieces;
            }
        }
    }
}

/// The best line just after `t`: the highest at `t`, ties to the steepest (the first of equal
/// lines).
fn best_after(lines: &[EnvelopeLine], t: &Q) -> usize {
    let key = |i: usize| (lines[i].at(t), lines[i].slope());
    (0..lines.len())
        .reduce(|best, i| if key(i) > key(best) { i } else { best })
        .expect("not empty")
}

/// The drawing's frame: the box the diagram is drawn in and the payoffs its height spans.
/// Kept fixed while a drag lasts, so the scale does not move under the pointer.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// The drawing's width and height (its SVG view box), in pixels.
    pub size: (f64, f64),
    /// The margin around the plot area.
    pub margin: f64,
    /// The lowest payoff drawn.
    pub low: f64,
    /// The highest payoff drawn.
    pub high: f64,
}

impl Frame {
    /// A frame showing every line end of `e` with room (one unit, or a tenth of the range)
    /// above and below for dragging.
    pub fn fit(e: &Envelope, size: (f64, f64)) -> Frame {
        let ends = e
            .lines
            .iter()
            .flat_map(|l| [to_f64(&l.at0), to_f64(&l.at1)]);
        let (lo, hi) = ends.fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), v| {
            (a.min(v), b.max(v))
        });
        let room = ((hi - lo) / 10.0).max(1.0);
        Frame {
            size,
            margin: 36.0,
            low: (lo - room).floor(),
            high: (hi + room).ceil(),
        }
    }

    /// Where (t, payoff) is drawn.
    pub fn to_px(&self, t: f64, v: f64) -> (f64, f64) {
        let (w, h) = self.size;
        let m = self.margin;
        (
            m + t * (w - 2.0 * m),
            m + (self.high - v) / (self.high - self.low) * (h - 2.0 * m),
        )
    }

    /// The payoff at height `y`, rounded to the nearest integer within the frame: what a drag
    /// to `y` sets.
    pub fn value_at(&self, y: f64) -> Q {
        let (_, h) = self.size;
        let m = self.margin;
        let v = self.high - (y - m) / (h - 2.0 * m) * (self.high - self.low);
        let v = v.clamp(self.low, self.high).round();
        Q::from_integer((v as i64).into())
    }
}

/// The payoff a keyboard step sets: one unit up or down from `v`, kept within the frame.
pub fn stepped(v: &Q, up: bool, frame: &Frame) -> Q {
    let one = Q::from_integer(1.into());
    let next = if up { v + &one } else { v - &one };
    let f = to_f64(&next);
    if f > frame.high || f < frame.low {
        v.clone()
    } else {
        next
    }
}

/// Whether two envelopes pick the same best responses (an edit that changes them is one a
/// page may announce).
pub fn same_best_responses(a: &Envelope, b: &Envelope) -> bool {
    a.pieces.len() == b.pieces.len()
        && a.pieces
            .iter()
            .zip(&b.pieces)
            .all(|(p, q)| p.strategy == q.strategy && p.from == q.from)
}

#[cfg(test)]
mod tests {
    #[test]
    fn equilibria_lie_on_the_envelope_at_their_t() {
        use crate::games::matrix::MatrixPreset;
        for preset in MatrixPreset::ALL {
            let g = preset.game();
            for responder in [0, 1] {
                let Some(e) = Envelope::of(&g, responder) else {
                    continue;
                };
                let marks = e.equilibrium_marks(&g);
                let all = crate::equilibrium::all_equilibria_by_support(&g).unwrap();
                assert!(!marks.is_empty(), "{preset:?}");
                for (t, v) in &marks {
                    // The responder's payoff there is the envelope's height: a best response.
                    let top = e.lines.iter().map(|l| l.at(t)).max().unwrap();
                    assert_eq!(*v, top, "{preset:?} at t = {t}");
                    assert!(all.extreme.iter().any(|x| {
                        let mover = if responder == 1 { &x.x } else { &x.y };
                        mover[0] == *t
                    }));
                }
            }
        }
    }

    use super::*;
    use crate::games::matrix::MatrixPreset;
    use crate::rng::Seed;

    fn q(n: i64, d: i64) -> Q {
        Q::new(n.into(), d.into())
    }

    #[test]
    fn battle_of_the_sexes_column_switches_at_two_thirds() {
        // Column's payoffs: movie A 1 (row A) / 0 (row B); movie B 0 / 2. With t = P(row A):
        // A earns t, B earns 2(1 − t): equal at t = 2/3.
        let e = Envelope::of(&MatrixPreset::BattleOfTheSexes.game(), 1).unwrap();
        assert_eq!(
            e.pieces,
            vec![
                Piece {
                    from: q(0, 1),
                    to: q(2, 3),
                    strategy: 1
                },
                Piece {
                    from: q(2, 3),
                    to: q(1, 1),
                    strategy: 0
                },
            ]
        );
        assert_eq!(e.describe(), "0 ≤ t ≤ 2/3: movie B; 2/3 ≤ t ≤ 1: movie A");
        // The end at t = 1 of movie A is the column player's payoff at (movie A, movie A).
        assert_eq!(e.place(0, 1), (1, 0, 0));
        assert_eq!(e.place(0, 0), (1, 1, 0));
        let r = Envelope::of(&MatrixPreset::BattleOfTheSexes.game(), 0).unwrap();
        assert_eq!(r.place(1, 1), (0, 1, 0));
        assert!(Envelope::of(&MatrixPreset::RockPaperScissors.game(), 1).is_none());
    }

    #[test]
    fn the_exact_envelope_is_the_float_one_on_random_games() {
        for seed in 0..300 {
            let cols = 1 + (seed % 5) as usize;
            let g = Bimatrix::random_integers(2, cols, -5, 5, &mut Seed(seed).rng());
            let e = Envelope::of(&g, 1).unwrap();
            // The pieces tile [0, 1].
            assert_eq!(e.pieces.first().unwrap().from, q(0, 1));
            assert_eq!(e.pieces.last().unwrap().to, q(1, 1));
            for w in e.pieces.windows(2) {
                assert_eq!(w[0].to, w[1].from);
            }
            // Each piece's line is a best response inside it, against every line (brute force
            // at its ends and middle), and the float envelope agrees.
            let floats: Vec<(f64, f64)> = e
                .lines
                .iter()
                .map(|l| (to_f64(&l.at0), to_f64(&l.at1)))
                .collect();
            let env = crate::plot::upper_envelope(&floats);
            for p in &e.pieces {
                for t in [p.from.clone(), p.to.clone(), (&p.from + &p.to) / q(2, 1)] {
                    let mine = e.lines[p.strategy].at(&t);
                    assert!(e.lines.iter().all(|l| l.at(&t) <= mine), "seed {seed}");
                    let tf = to_f64(&t);
                    let top = floats
                        .iter()
                        .map(|&(a, b)| a + (b - a) * tf)
                        .fold(f64::NEG_INFINITY, f64::max);
                    assert!((top - to_f64(&mine)).abs() < 1e-9);
                }
            }
            for &(t, v) in &env {
                let best = e
                    .pieces
                    .iter()
                    .find(|p| to_f64(&p.from) <= t + 1e-12 && t <= to_f64(&p.to) + 1e-12)
                    .unwrap();
                let l = &e.lines[best.strategy];
                assert!((to_f64(&l.at0) + (to_f64(&l.at1) - to_f64(&l.at0)) * t - v).abs() < 1e-9);
            }
            // No two neighbouring pieces are the same strategy.
            for w in e.pieces.windows(2) {
                assert_ne!(w[0].strategy, w[1].strategy, "seed {seed}");
            }
        }
    }

    #[test]
    fn a_drag_maps_back_to_the_payoff_it_shows() {
        let e = Envelope::of(&MatrixPreset::PrisonersDilemma.game(), 1).unwrap();
        let f = Frame::fit(&e, (360.0, 300.0));
        assert!(f.low <= -4.0 && f.high >= 1.0, "{f:?}");
        for v in (f.low as i64)..=(f.high as i64) {
            let (_, y) = f.to_px(0.5, v as f64);
            assert_eq!(f.value_at(y), q(v, 1));
            assert_eq!(f.value_at(y + 3.0), q(v, 1), "a few pixels off still snaps");
        }
        // Beyond the frame, the value stays at its edge; a key step stops there too.
        assert_eq!(f.value_at(-100.0), q(f.high as i64, 1));
        assert_eq!(f.value_at(1000.0), q(f.low as i64, 1));
        let top = q(f.high as i64, 1);
        assert_eq!(stepped(&top, true, &f), top);
        assert_eq!(stepped(&top, false, &f), &top - q(1, 1));
    }

    #[test]
    fn an_edit_that_moves_a_break_changes_the_best_responses() {
        let g = MatrixPreset::BattleOfTheSexes.game();
        let e = Envelope::of(&g, 1).unwrap();
        let mut h = g.clone();
        h.b[1][1] = q(1, 1);
        let f = Envelope::of(&h, 1).unwrap();
        // B now earns 1 − t: equal to A's t at 1/2.
        assert_eq!(f.pieces[0].to, q(1, 2));
        assert!(!same_best_responses(&e, &f));
        assert!(same_best_responses(&e, &e.clone()));
    }
}
