//! Rock–paper–scissors as a population game: everyone picks R, P or S, and everyone plays
//! everyone else; a student's payoff is the average over the rest of the class (win `win`, tie
//! 0, loss `loss`).
//!
//! Why a population game: the class's shares are then a point on the simplex, and the theory
//! has two parts to set beside them — the mixed equilibrium (a third each, by the project's
//! support enumeration on the 3×3 game) and the replicator dynamics of the evolution lab,
//! integrated from the class's own shares: where would this class drift if the better-paid
//! choices spread? With `win` larger than the loss's size (a positive-sum variant) the path
//! spirals into the equilibrium; in the zero-sum game it circles it for ever. The path
//! depends on the class's choices, so it is part of the summary, not of the theory.

use super::tally::{exact, fraction, mean, share, text};
use super::{choice_in, whole_class, BotKind, ClassGame, Problem, Seat};
use crate::equilibrium::{support_enumeration, Equilibrium};
use crate::exact::Q;
use crate::games::evolution::field::Dynamics;
use crate::games::evolution::integrate::run;
use crate::games::evolution::{EvoGame, Point};
use crate::models::strategic::Bimatrix;
use crate::rng::{below, unit_f64, GameRng};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// The actions, in the order of the payoff matrix.
const ACTIONS: [&str; 3] = ["R", "P", "S"];

/// How long the replicator path from the class's shares runs, and in how many steps.
const PATH_TIME: f64 = 10.0;
/// See [`PATH_TIME`].
const PATH_SAMPLES: usize = 10;

/// The game.
pub struct Rps;

/// Its settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// The payoff of a win (above 0).
    pub win: f64,
    /// The payoff of a loss (below 0); a loss smaller in size than the win makes the game
    /// positive-sum.
    pub loss: f64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            win: 1.0,
            loss: -1.0,
        }
    }
}

impl Settings {
    /// The payoff of action `i` against action `j` (R, P, S = 0, 1, 2): `i` beats `j` when
    /// `i = j + 1` modulo 3.
    pub fn payoff(&self, i: usize, j: usize) -> f64 {
        match (3 + i - j) % 3 {
            0 => 0.0,
            1 => self.win,
            _ => self.loss,
        }
    }

    /// The payoff matrix in exact fractions.
    pub fn matrix(&self) -> Vec<Vec<Q>> {
        let (w, l, z) = (exact(self.win), exact(self.loss), exact(0.0));
        (0..3)
            .map(|i| {
                (0..3)
                    .map(|j| match (3 + i - j) % 3 {
                        0 => z.clone(),
                        1 => w.clone(),
                        _ => l.clone(),
                    })
                    .collect()
            })
            .collect()
    }

    /// The symmetric equilibrium of the 3×3 game (A, Aᵀ), by support enumeration.
    pub fn equilibrium(&self) -> Option<Equilibrium> {
        let a = self.matrix();
        let b: Vec<Vec<Q>> = (0..3)
            .map(|i| (0..3).map(|j| a[j][i].clone()).collect())
            .collect();
        let names: Vec<String> = ACTIONS.iter().map(|s| s.to_string()).collect();
        let g = Bimatrix::new([names.clone(), names], a, b).ok()?;
        support_enumeration(&g)
            .ok()?
            .into_iter()
            .find(|e| e.x == e.y)
    }

    /// The replicator dynamics from `shares` (R, P, S): a few points of the path.
    pub fn replicator(&self, shares: &[f64]) -> Vec<Vec<f64>> {
        let names = ACTIONS.iter().map(|s| s.to_string()).collect();
        let Ok(game) = EvoGame::symmetric(self.matrix(), names) else {
            return vec![];
        };
        let start = Point {
            x: shares.to_vec(),
            y: None,
        };
        run(&game, Dynamics::Replicator, &start, PATH_TIME, PATH_SAMPLES).map_or(vec![], |t| t.x)
    }
}

/// The index of a stored decision's action.
fn action(d: Option<&Value>) -> Option<usize> {
    let a = text(d, "action")?;
    ACTIONS.iter().position(|&x| x == a)
}

impl ClassGame for Rps {
    type Settings = Settings;

    fn key(&self) -> &'static str {
        "rps"
    }
    fn name(&self) -> &'static str {
        "Rock–paper–scissors (population)"
    }
    fn default_rounds(&self) -> u32 {
        5
    }
    fn check(&self, s: &Settings) -> Result<(), Problem> {
        if !(s.win > 0.0 && s.win <= 1000.0) {
            return Err(Problem::new(
                "win",
                "A win pays a number above 0 and at most 1000.",
            ));
        }
        if !(s.loss < 0.0 && s.loss >= -1000.0) {
            return Err(Problem::new(
                "loss",
                "A loss pays a number below 0 and at least −1000.",
            ));
        }
        Ok(())
    }
    fn seats(
        &self,
        _: &Settings,
        participants: &[i64],
        _: Option<&[Seat]>,
        _: &mut GameRng,
    ) -> Vec<Seat> {
        whole_class(participants, "player")
    }
    fn decision(&self, _: &Settings, _: &Seat, d: &Value) -> Result<Value, Problem> {
        let options: Vec<Value> = ACTIONS.iter().map(|a| json!(a)).collect();
        let a = choice_in(d, "action", &options)?;
        Ok(json!({ "action": a }))
    }
    fn bot(&self, s: &Settings, _: &Seat, kind: BotKind, rng: &mut GameRng) -> Value {
        let i = match (kind, s.equilibrium()) {
            (BotKind::Equilibrium, Some(e)) => {
                let mut u = unit_f64(rng);
                let x = e.x_f64();
                (0..3)
                    .find(|&i| {
                        u -= x[i];
                        u < 0.0
                    })
                    .unwrap_or(2)
            }
            _ => below(rng, 3) as usize,
        };
        json!({ "action": ACTIONS[i] })
    }
    fn payoffs(&self, s: &Settings, seats: &[Seat], decisions: &[Value]) -> Vec<f64> {
        let n = seats.len();
        let chosen: Vec<usize> = (0..n)
            .map(|i| action(decisions.get(i)).unwrap_or(0))
            .collect();
        let mut counts = [0usize; 3];
        for &a in &chosen {
            counts[a] += 1;
        }
        chosen
            .iter()
            .map(|&a| {
                if n < 2 {
                    return 0.0;
                }
                // Against everyone else: the counts with oneself taken out.
                let total: f64 = (0..3)
                    .map(|j| {
                        let others = counts[j] - usize::from(j == a);
                        others as f64 * s.payoff(a, j)
                    })
                    .sum();
                total / (n - 1) as f64
            })
            .collect()
    }
    fn summary(&self, s: &Settings, seats: &[Seat], decisions: &[Value], payoffs: &[f64]) -> Value {
        let chosen: Vec<usize> = (0..seats.len())
            .filter_map(|i| action(decisions.get(i)))
            .collect();
        let counts: Vec<usize> = (0..3)
            .map(|k| chosen.iter().filter(|&&a| a == k).count())
            .collect();
        let shares: Option<Vec<f64>> = counts.iter().map(|&c| share(c, chosen.len())).collect();
        let path = shares.as_ref().map_or(vec![], |x| s.replicator(x));
        json!({
            "count": chosen.len(),
            "counts": { "R": counts[0], "P": counts[1], "S": counts[2] },
            "shares": shares,
            "mean_payoff": mean(payoffs),
            "replicator": path,
            "replicator_time": PATH_TIME,
        })
    }
    fn theory(&self, s: &Settings, _: &[Seat]) -> Value {
        let eq = s.equilibrium();
        let sum = s.win + s.loss;
        let dynamics = if sum > 0.0 {
            "A win is worth more than a loss costs, so the replicator dynamics spiral into the \
             equilibrium from any mixed start: it is stable (an ESS)."
        } else if sum == 0.0 {
            "In this zero-sum game the replicator dynamics circle the equilibrium for ever: \
             shares chase one another (more rock, then more paper, then more scissors) without \
             settling."
        } else {
            "A loss costs more than a win is worth, so the replicator dynamics spiral away from \
             the equilibrium towards the edges of the simplex: it is unstable."
        };
        let text = match &eq {
            Some(e) => format!(
                "Each action beats one and loses to one, so no pure choice is an equilibrium: \
                 support enumeration finds the mixed one, R, P and S with probabilities {}, \
                 each paying {} on average. {dynamics} The summary's path starts at the class's \
                 own shares.",
                e.x.iter().map(fraction).collect::<Vec<_>>().join(", "),
                fraction(&e.payoffs[0])
            ),
            None => format!("No symmetric equilibrium was found. {dynamics}"),
        };
        json!({
            "equilibrium": eq.as_ref().map(|e| e.x_f64()),
            "equilibrium_exact": eq.as_ref().map(|e| e.x.iter().map(fraction).collect::<Vec<_>>()),
            "equilibrium_payoff": eq.as_ref().map(|e| e.payoffs_f64()[0]),
            "replicator": if sum > 0.0 { "spirals in" } else if sum == 0.0 { "cycles" } else { "spirals out" },
            "payoffs": { "win": s.win, "tie": 0, "loss": s.loss },
            "text": text,
        })
    }
}
