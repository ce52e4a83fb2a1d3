//! The two symmetric 2×2 games of the classroom: the prisoner's dilemma (cooperate or defect;
//! repeated with the same partner or a new stranger each round) and the stag hunt (hunt the
//! stag together or the hare alone).
//!
//! Why together: both are one symmetric 2×2 payoff table played in pairs, so the matching, the
//! payoffs, the bots and the theory are one piece of code, [`Sym2`], over the settings' four
//! payoffs. The theory comes from the project's exact solvers: the payoff table is built as a
//! [`Bimatrix`] in exact fractions, dominance by [`dominated_by_pure`] and every equilibrium by
//! support enumeration ([`all_equilibria_by_support`], which also tells when payoff ties make
//! the game degenerate).

use super::tally::{exact, fraction, groups, mean, share, text};
use super::{choice_in, pairs, short, BotKind, ClassGame, Problem, Seat};
use crate::equilibrium::{all_equilibria_by_support, dominated_by_pure, Equilibrium, Strength};
use crate::game::Player;
use crate::models::strategic::Bimatrix;
use crate::rng::{below, unit_f64, GameRng};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// A symmetric 2×2 game: `u[i][j]` is the payoff of playing action `i` against action `j`.
#[derive(Clone, Debug, PartialEq)]
pub struct Sym2 {
    /// The actions' names as decisions carry them.
    pub actions: [&'static str; 2],
    /// The payoffs.
    pub u: [[f64; 2]; 2],
}

impl Sym2 {
    /// The game as a bimatrix in exact fractions: the row player gets `u[i][j]`, the column
    /// player `u[j][i]`.
    pub fn bimatrix(&self) -> Option<Bimatrix> {
        let a: Vec<Vec<_>> = (0..2)
            .map(|i| (0..2).map(|j| exact(self.u[i][j])).collect())
            .collect();
        let b: Vec<Vec<_>> = (0..2)
            .map(|i| (0..2).map(|j| exact(self.u[j][i])).collect())
            .collect();
        let names = self.actions.map(String::from).to_vec();
        Bimatrix::new([names.clone(), names], a, b).ok()
    }

    /// Every (extreme) Nash equilibrium, and whether the game is degenerate (payoff ties: then
    /// segments between these equilibria are equilibria too).
    pub fn equilibria(&self) -> (Vec<Equilibrium>, bool) {
        self.bimatrix()
            .and_then(|g| all_equilibria_by_support(&g).ok())
            .map_or((vec![], false), |all| (all.extreme, all.degenerate))
    }

    /// The strictly dominant action, if there is one (by the dominance solver).
    pub fn dominant(&self) -> Option<usize> {
        let g = self.bimatrix()?;
        (0..2).find(|&i| dominated_by_pure(&g, Player(0), 1 - i, Strength::Strict).contains(&i))
    }

    /// The actions `i` for which both playing `i` is a strict Nash equilibrium.
    pub fn strict_symmetric(&self) -> Vec<usize> {
        (0..2)
            .filter(|&i| self.u[i][i] > self.u[1 - i][i])
            .collect()
    }

    /// Harsanyi and Selten's risk dominance between two strict equilibria (0, 0) and (1, 1):
    /// the one with the larger product of the players' deviation losses. `None` when the game
    /// lacks two strict symmetric equilibria or the products tie.
    pub fn risk_dominant(&self) -> Option<usize> {
        if self.strict_symmetric().len() != 2 {
            return None;
        }
        let [l0, l1] = self.deviation_products();
        if l0 > l1 {
            Some(0)
        } else if l1 > l0 {
            Some(1)
        } else {
            None
        }
    }

    /// The products of the two players' losses from deviating alone, at (0, 0) and (1, 1).
    pub fn deviation_products(&self) -> [f64; 2] {
        let loss = |i: usize| self.u[i][i] - self.u[1 - i][i];
        [loss(0) * loss(0), loss(1) * loss(1)]
    }

    /// The probability of action 0 in the symmetric equilibrium that mixes, if there is one.
    pub fn mixed(&self) -> Option<f64> {
        self.equilibria()
            .0
            .iter()
            .find(|e| e.x == e.y && !e.is_pure())
            .map(|e| e.x_f64()[0])
    }

    /// What an equilibrium bot plays: the dominant action when there is one; the risk-dominant
    /// action between two strict equilibria; otherwise a draw from a symmetric equilibrium
    /// (every symmetric 2×2 game has one).
    pub fn bot_action(&self, rng: &mut GameRng) -> usize {
        if let Some(i) = self.dominant().or_else(|| self.risk_dominant()) {
            return i;
        }
        let p0 = self
            .equilibria()
            .0
            .iter()
            .find(|e| e.x == e.y)
            .map_or(0.5, |e| e.x_f64()[0]);
        usize::from(unit_f64(rng) >= p0)
    }

    /// The index of a stored decision's action.
    fn action(&self, d: Option<&Value>) -> Option<usize> {
        let a = text(d, "action")?;
        self.actions.iter().position(|&x| x == a)
    }

    /// Everyone's payoff: each seat against the other seat of its pair (a seat alone gets 0).
    fn payoffs(&self, seats: &[Seat], decisions: &[Value]) -> Vec<f64> {
        let mut pay = vec![0.0; seats.len()];
        for members in groups(seats).values() {
            if let [i, j] = members[..] {
                let a = self.action(decisions.get(i)).unwrap_or(0);
                let b = self.action(decisions.get(j)).unwrap_or(0);
                pay[i] = self.u[a][b];
                pay[j] = self.u[b][a];
            }
        }
        pay
    }

    /// The class's choices: the share of action 0, and how pairs played.
    fn summary(&self, seats: &[Seat], decisions: &[Value], payoffs: &[f64]) -> Value {
        let chosen: Vec<usize> = (0..seats.len())
            .filter_map(|i| self.action(decisions.get(i)))
            .collect();
        let mut both = [0usize; 2];
        let mut pairs = 0;
        for members in groups(seats).values() {
            if let [i, j] = members[..] {
                pairs += 1;
                let a = self.action(decisions.get(i));
                if a.is_some() && a == self.action(decisions.get(j)) {
                    both[a.unwrap_or(0)] += 1;
                }
            }
        }
        let count = |k: usize| chosen.iter().filter(|&&a| a == k).count();
        json!({
            "count": chosen.len(),
            "counts": { self.actions[0]: count(0), self.actions[1]: count(1) },
            "share_first": share(count(0), chosen.len()),
            "pairs": pairs,
            "pairs_both_first": share(both[0], pairs),
            "pairs_both_second": share(both[1], pairs),
            "mean_payoff": mean(payoffs),
        })
    }

    /// The equilibria as JSON: each player's probabilities (decimal and exact), the payoffs,
    /// whether pure, and words.
    fn equilibria_json(&self, equilibria: &[Equilibrium]) -> Vec<Value> {
        equilibria
            .iter()
            .map(|e| {
                json!({
                    "row": e.x_f64(),
                    "col": e.y_f64(),
                    "row_exact": e.x.iter().map(fraction).collect::<Vec<_>>(),
                    "col_exact": e.y.iter().map(fraction).collect::<Vec<_>>(),
                    "payoffs": e.payoffs_f64(),
                    "pure": e.is_pure(),
                    "words": self.words(e),
                })
            })
            .collect()
    }

    /// An equilibrium in words: "both play D", "(stag, hare)", "each plays stag with
    /// probability 3/4".
    pub fn words(&self, e: &Equilibrium) -> String {
        let pure = |x: &[crate::exact::Q]| x.iter().position(|p| *p == num_traits::One::one());
        match (pure(&e.x), pure(&e.y)) {
            (Some(i), Some(j)) if i == j => format!("both play {}", self.actions[i]),
            (Some(i), Some(j)) => format!("({}, {})", self.actions[i], self.actions[j]),
            _ if e.x == e.y => format!(
                "each plays {} with probability {}",
                self.actions[0],
                fraction(&e.x[0])
            ),
            _ => format!(
                "the row player plays {} with probability {}, the column player with \
                 probability {}",
                self.actions[0],
                fraction(&e.x[0]),
                fraction(&e.y[0])
            ),
        }
    }

    /// A sentence listing the equilibria.
    fn equilibria_sentence(&self, equilibria: &[Equilibrium], degenerate: bool) -> String {
        let words: Vec<String> = equilibria.iter().map(|e| self.words(e)).collect();
        let list = match words.as_slice() {
            [] => "none was found".to_string(),
            [one] => format!("the only one: {one}"),
            [rest @ .., last] => format!("{} and {last}", rest.join("; ")),
        };
        let ties = if degenerate {
            " Payoff ties make the game degenerate: mixtures between these are equilibria too."
        } else {
            ""
        };
        format!("The Nash equilibria by support enumeration: {list}.{ties}")
    }
}

/// How the prisoner's dilemma pairs the class from round to round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Matching {
    /// New pairs every round.
    #[default]
    Stranger,
    /// The first round's pairs kept for the whole session (newcomers paired among themselves).
    Partner,
}

/// Checks that a payoff setting is a number of moderate size.
fn check_payoff(field: &str, v: f64) -> Result<(), Problem> {
    if v.is_finite() && v.abs() <= 1e6 {
        Ok(())
    } else {
        Err(Problem::new(
            field,
            "A payoff is a number from −1000000 to 1000000.",
        ))
    }
}

/// A uniform draw between the two actions.
fn uniform_action(rng: &mut GameRng) -> usize {
    below(rng, 2) as usize
}

// ---------------------------------------------------------------------------------------------

/// The prisoner's dilemma.
pub struct Pd;

/// The prisoner's dilemma's settings: the four payoffs and the matching.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PdSettings {
    /// R: both cooperate.
    pub reward: f64,
    /// S: cooperating against a defector.
    pub sucker: f64,
    /// T: defecting against a cooperator.
    pub temptation: f64,
    /// P: both defect.
    pub punishment: f64,
    /// Strangers (new pairs each round) or partners (the same pairs all session).
    pub matching: Matching,
}

impl Default for PdSettings {
    fn default() -> PdSettings {
        PdSettings {
            reward: 3.0,
            sucker: 0.0,
            temptation: 5.0,
            punishment: 1.0,
            matching: Matching::Stranger,
        }
    }
}

impl PdSettings {
    /// The payoff table, C first.
    pub fn game(&self) -> Sym2 {
        Sym2 {
            actions: ["C", "D"],
            u: [
                [self.reward, self.sucker],
                [self.temptation, self.punishment],
            ],
        }
    }

    /// What the payoffs make of the game, in words.
    pub fn kind(&self) -> &'static str {
        let (r, s, t, p) = (self.reward, self.sucker, self.temptation, self.punishment);
        if t > r && r > p && p > s {
            "a prisoner's dilemma (T > R > P > S)"
        } else if t > r && p > s {
            "a deadlock: defecting is dominant and mutual defection pays at least as well as \
             mutual cooperation, so there is no dilemma"
        } else if t > r && s > p {
            "a game of chicken (snowdrift): no action is dominant; each does best doing the \
             opposite of the other"
        } else if r > t && p > s {
            "a stag hunt (assurance game): cooperating pays if the other cooperates, defecting \
             if the other defects"
        } else if r >= t && s >= p {
            "a harmony game: cooperating is never worse, so there is no dilemma"
        } else {
            "a game with payoff ties and no standard name"
        }
    }
}

impl ClassGame for Pd {
    type Settings = PdSettings;

    fn key(&self) -> &'static str {
        "pd"
    }
    fn name(&self) -> &'static str {
        "Prisoner's dilemma"
    }
    fn default_rounds(&self) -> u32 {
        5
    }
    fn check(&self, s: &PdSettings) -> Result<(), Problem> {
        check_payoff("reward", s.reward)?;
        check_payoff("sucker", s.sucker)?;
        check_payoff("temptation", s.temptation)?;
        check_payoff("punishment", s.punishment)
    }
    fn seats(
        &self,
        s: &PdSettings,
        participants: &[i64],
        partners: Option<&[Seat]>,
        rng: &mut GameRng,
    ) -> Vec<Seat> {
        let kept = match s.matching {
            Matching::Partner => partners,
            Matching::Stranger => None,
        };
        pairs(participants, &["player", "player"], kept, rng)
    }
    fn decision(&self, _: &PdSettings, _: &Seat, d: &Value) -> Result<Value, Problem> {
        let a = choice_in(d, "action", &[json!("C"), json!("D")])?;
        Ok(json!({ "action": a }))
    }
    fn bot(&self, s: &PdSettings, _: &Seat, kind: BotKind, rng: &mut GameRng) -> Value {
        let g = s.game();
        let i = match kind {
            BotKind::Equilibrium => g.bot_action(rng),
            BotKind::Uniform => uniform_action(rng),
        };
        json!({ "action": g.actions[i] })
    }
    fn payoffs(&self, s: &PdSettings, seats: &[Seat], decisions: &[Value]) -> Vec<f64> {
        s.game().payoffs(seats, decisions)
    }
    fn summary(
        &self,
        s: &PdSettings,
        seats: &[Seat],
        decisions: &[Value],
        payoffs: &[f64],
    ) -> Value {
        let sum = s.game().summary(seats, decisions, payoffs);
        json!({
            "count": sum["count"],
            "counts": sum["counts"],
            "cooperation_rate": sum["share_first"],
            "pairs": sum["pairs"],
            "mutual_cooperation": sum["pairs_both_first"],
            "mutual_defection": sum["pairs_both_second"],
            "mean_payoff": sum["mean_payoff"],
        })
    }
    fn theory(&self, s: &PdSettings, _: &[Seat]) -> Value {
        let g = s.game();
        let (equilibria, degenerate) = g.equilibria();
        let dominant = g.dominant().map(|i| g.actions[i]);
        let is_pd = s.temptation > s.reward && s.reward > s.punishment && s.punishment > s.sucker;
        let lab = crate::labs::lab("evolution");
        let link = lab.map(|l| l.address());
        let dominance = match dominant {
            Some("D") => format!(
                "Whatever the other does, D pays more (T = {} > R = {} against C, P = {} > S = {} \
                 against D): D is strictly dominant.",
                short(s.temptation),
                short(s.reward),
                short(s.punishment),
                short(s.sucker)
            ),
            Some(a) => format!("{a} is strictly dominant: it pays more whatever the other does."),
            None => "Neither action is strictly dominant.".to_string(),
        };
        let dilemma = if is_pd {
            format!(
                " Both would get R = {} by cooperating rather than P = {}: individually rational \
                 play leaves both worse off.",
                short(s.reward),
                short(s.punishment)
            )
        } else {
            String::new()
        };
        let repeated = match (lab, &link) {
            (Some(l), Some(address)) => format!(
                " Repeated with the same partner, cooperation can pay (tit for tat and its \
                 relatives): the iterated prisoner's dilemma, with tournaments of strategies, is \
                 in the {} lab ({address}).",
                l.name
            ),
            _ => String::new(),
        };
        let text = format!(
            "With these payoffs this is {}. {dominance} {}{dilemma}{repeated}",
            s.kind(),
            g.equilibria_sentence(&equilibria, degenerate)
        );
        json!({
            "kind": s.kind(),
            "prisoners_dilemma": is_pd,
            "dominant": dominant,
            "equilibria": g.equilibria_json(&equilibria),
            "degenerate": degenerate,
            "cooperation_in_equilibrium": dominant.map(|a| if a == "C" { 1.0 } else { 0.0 }),
            "link": link,
            "text": text,
        })
    }
}

// ---------------------------------------------------------------------------------------------

/// The stag hunt.
pub struct StagHunt;

/// The stag hunt's settings: the payoff of the first action against the second.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct StagHuntSettings {
    /// Stag against stag.
    pub stag_stag: f64,
    /// Stag against hare.
    pub stag_hare: f64,
    /// Hare against stag.
    pub hare_stag: f64,
    /// Hare against hare.
    pub hare_hare: f64,
}

impl Default for StagHuntSettings {
    fn default() -> StagHuntSettings {
        StagHuntSettings {
            stag_stag: 4.0,
            stag_hare: 0.0,
            hare_stag: 3.0,
            hare_hare: 3.0,
        }
    }
}

impl StagHuntSettings {
    /// The payoff table, stag first.
    pub fn game(&self) -> Sym2 {
        Sym2 {
            actions: ["stag", "hare"],
            u: [
                [self.stag_stag, self.stag_hare],
                [self.hare_stag, self.hare_hare],
            ],
        }
    }
}

impl ClassGame for StagHunt {
    type Settings = StagHuntSettings;

    fn key(&self) -> &'static str {
        "stag-hunt"
    }
    fn name(&self) -> &'static str {
        "Stag hunt"
    }
    fn check(&self, s: &StagHuntSettings) -> Result<(), Problem> {
        check_payoff("stag_stag", s.stag_stag)?;
        check_payoff("stag_hare", s.stag_hare)?;
        check_payoff("hare_stag", s.hare_stag)?;
        check_payoff("hare_hare", s.hare_hare)
    }
    fn seats(
        &self,
        _: &StagHuntSettings,
        participants: &[i64],
        _: Option<&[Seat]>,
        rng: &mut GameRng,
    ) -> Vec<Seat> {
        pairs(participants, &["player", "player"], None, rng)
    }
    fn decision(&self, _: &StagHuntSettings, _: &Seat, d: &Value) -> Result<Value, Problem> {
        let a = choice_in(d, "action", &[json!("stag"), json!("hare")])?;
        Ok(json!({ "action": a }))
    }
    fn bot(&self, s: &StagHuntSettings, _: &Seat, kind: BotKind, rng: &mut GameRng) -> Value {
        let g = s.game();
        let i = match kind {
            BotKind::Equilibrium => g.bot_action(rng),
            BotKind::Uniform => uniform_action(rng),
        };
        json!({ "action": g.actions[i] })
    }
    fn payoffs(&self, s: &StagHuntSettings, seats: &[Seat], decisions: &[Value]) -> Vec<f64> {
        s.game().payoffs(seats, decisions)
    }
    fn summary(
        &self,
        s: &StagHuntSettings,
        seats: &[Seat],
        decisions: &[Value],
        payoffs: &[f64],
    ) -> Value {
        let sum = s.game().summary(seats, decisions, payoffs);
        json!({
            "count": sum["count"],
            "counts": sum["counts"],
            "share_stag": sum["share_first"],
            "pairs": sum["pairs"],
            "pairs_both_stag": sum["pairs_both_first"],
            "pairs_both_hare": sum["pairs_both_second"],
            "mean_payoff": sum["mean_payoff"],
        })
    }
    fn theory(&self, s: &StagHuntSettings, _: &[Seat]) -> Value {
        let g = s.game();
        let (equilibria, degenerate) = g.equilibria();
        let mixed = g.mixed();
        let strict = g.strict_symmetric();
        let risk = g.risk_dominant();
        let payoff_dominant = (strict.len() == 2)
            .then(|| {
                if g.u[0][0] > g.u[1][1] {
                    Some("stag")
                } else if g.u[1][1] > g.u[0][0] {
                    Some("hare")
                } else {
                    None
                }
            })
            .flatten();
        let [l0, l1] = g.deviation_products();
        let mut text = g.equilibria_sentence(&equilibria, degenerate);
        if let Some(p) = mixed {
            text += &format!(
                " In the mixed one, stag and hare pay the same when a share {} of the others \
                 hunt stag: hunting stag pays only when more than that share do.",
                short(super::tally::round2(p))
            );
        }
        if strict.len() == 2 {
            text += &match payoff_dominant {
                Some(a) => format!(" Both hunting {a} pays both more: it is payoff-dominant."),
                None => " The two equilibria pay the same.".to_string(),
            };
            text += &match risk {
                Some(i) => format!(
                    " Risk dominance (Harsanyi and Selten) compares the products of the losses \
                     from deviating alone: {} at (stag, stag) against {} at (hare, hare), so \
                     {} is risk-dominant — the safer bet when unsure what the other does.",
                    short(l0),
                    short(l1),
                    g.actions[i]
                ),
                None => format!(
                    " The products of the losses from deviating alone tie ({}), so neither \
                     equilibrium is risk-dominant.",
                    short(l0)
                ),
            };
        } else {
            text += " With these payoffs the game does not have two strict equilibria, so there \
                     is no risk dominance to compare.";
        }
        json!({
            "equilibria": g.equilibria_json(&equilibria),
            "degenerate": degenerate,
            "mixed_stag": mixed,
            "payoff_dominant": payoff_dominant,
            "risk_dominant": risk.map(|i| g.actions[i]),
            "deviation_loss_products": { "stag": l0, "hare": l1 },
            "text": text,
        })
    }
}
