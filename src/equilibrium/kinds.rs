//! What kind of Nash equilibrium a profile is, in the seed's words: **strict** or **weak**
//! (Def. 2.0.7–2.0.8), and whether it is an **equilibrium in dominant strategies** (Def.
//! 2.3.2: each player's strategy strictly, weakly or very weakly dominates all of that
//! player's other strategies).
//!
//! A strict equilibrium makes each player's strategy the *unique* best response to the other's,
//! so it is pure: a mixed equilibrium leaves its player indifferent among the strategies it
//! mixes, and is always weak (as the seed remarks). Dominant strategies are pure strategies
//! compared with the player's other pure strategies; dominating every pure strategy implies
//! dominating every mixture of them with the same strength, so nothing is lost.

use super::dominance::Strength;
use super::{pure_values, Equilibrium};
use crate::exact::Q;
use crate::game::Player;
use crate::models::strategic::Bimatrix;
use num_traits::Zero;
use std::cmp::Ordering;

/// The kind of a Nash equilibrium.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Kind {
    /// Each player's strategy is the unique best response to the other's (Def. 2.0.7);
    /// otherwise the equilibrium is weak (Def. 2.0.8).
    pub strict: bool,
    /// The strongest dominance by which both players' strategies are dominant, if they are
    /// (an equilibrium in strictly, weakly or very weakly dominant strategies).
    pub dominant: Option<Strength>,
}

impl Kind {
    /// The kind in words: "strict, in strictly dominant strategies", "weak".
    pub fn describe(&self) -> String {
        crate::i18n::with_english(|w| self.describe_in(w))
    }

    /// The kind in words ([`Kind::describe`]) in the language of `words`.
    pub fn describe_in(&self, words: &crate::i18n::Catalogue) -> String {
        let base = if self.strict {
            words.msg("games-kind-strict")
        } else {
            words.msg("games-kind-weak")
        };
        match self.dominant {
            None => base,
            Some(s) => words.msg_with(
                "games-kind-dominant",
                &crate::i18n::Args::new()
                    .text("kind", base)
                    .text("how", s.adverb_in(words)),
            ),
        }
    }
}

/// The pure strategy a mixed strategy is, if it is one.
fn pure(v: &[Q]) -> Option<usize> {
    let mut support = v.iter().enumerate().filter(|(_, p)| !p.is_zero());
    let (i, _) = support.next()?;
    support.next().is_none().then_some(i)
}

/// How strongly `own` dominates every other of the player's pure strategies (None if it does
/// not even very weakly); `payoff(s, t)` is the player's payoff for own strategy `s` against
/// the opponent's `t`.
fn dominance(
    own: usize,
    strategies: usize,
    opponents: usize,
    payoff: impl Fn(usize, usize) -> Q,
) -> Option<Strength> {
    let mut strength = Strength::Strict;
    for other in (0..strategies).filter(|&s| s != own) {
        let cmp: Vec<Ordering> = (0..opponents)
            .map(|t| payoff(own, t).cmp(&payoff(other, t)))
            .collect();
        let here = if cmp.iter().all(|c| *c == Ordering::Greater) {
            Strength::Strict
        } else if cmp.contains(&Ordering::Less) {
            return None;
        } else if cmp.contains(&Ordering::Greater) {
            Strength::Weak
        } else {
            Strength::VeryWeak
        };
        strength = weaker(strength, here);
    }
    Some(strength)
}

/// The weaker of two strengths (strict > weak > very weak).
fn weaker(a: Strength, b: Strength) -> Strength {
    let rank = |s: Strength| match s {
        Strength::Strict => 2,
        Strength::Weak => 1,
        Strength::VeryWeak => 0,
    };
    if rank(a) <= rank(b) {
        a
    } else {
        b
    }
}

/// The kind of the Nash equilibrium `e` of `g`.
pub fn kind(g: &Bimatrix, e: &Equilibrium) -> Kind {
    let (m, n) = (g.rows(), g.cols());
    let (Some(r), Some(c)) = (pure(&e.x), pure(&e.y)) else {
        return Kind {
            strict: false,
            dominant: None,
        };
    };
    let unique_best = |values: Vec<Q>, own: usize| {
        values
            .iter()
            .enumerate()
            .all(|(s, v)| s == own || *v < values[own])
    };
    let strict = unique_best(pure_values(g, Player(0), &e.y), r)
        && unique_best(pure_values(g, Player(1), &e.x), c);
    let row = dominance(r, m, n, |s, t| g.a[s][t].clone());
    let col = dominance(c, n, m, |s, t| g.b[t][s].clone());
    let dominant = match (row, col) {
        (Some(a), Some(b)) => Some(weaker(a, b)),
        _ => None,
    };
    Kind { strict, dominant }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::equilibrium::all_equilibria;
    use crate::games::matrix::MatrixPreset;

    fn kinds(g: &Bimatrix) -> Vec<String> {
        all_equilibria(g)
            .unwrap()
            .extreme
            .iter()
            .map(|e| kind(g, e).describe())
            .collect()
    }

    #[test]
    fn the_seeds_examples() {
        // The prisoner's dilemma (Table 2.2): betraying is strictly dominant, and (betray,
        // betray) is the unique, strict equilibrium.
        assert_eq!(
            kinds(&MatrixPreset::PrisonersDilemma.game()),
            ["strict, in strictly dominant strategies"]
        );
        // Battle of the sexes: two strict pure equilibria and a weak mixed one; no dominant
        // strategies.
        let mut bos = kinds(&MatrixPreset::BattleOfTheSexes.game());
        bos.sort();
        assert_eq!(bos, ["strict", "strict", "weak"]);
        // Matching pennies: its only equilibrium is mixed, hence weak.
        assert_eq!(kinds(&MatrixPreset::MatchingPennies.game()), ["weak"]);
    }

    #[test]
    fn a_kind_is_described_in_polish() {
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let k = Kind {
            strict: true,
            dominant: Some(Strength::Strict),
        };
        let polish = k.describe_in(&pl);
        assert_ne!(polish, k.describe());
        assert!(!polish.contains('⟨'), "{polish}");
        assert_ne!(Strength::Weak.adverb_in(&pl), Strength::Weak.adverb());
    }

    #[test]
    fn weak_and_very_weak_dominance() {
        // Row 0 weakly dominates row 1 (equal against column 1); column 0 strictly dominates.
        let g =
            Bimatrix::from_integers(&[vec![2, 1], vec![1, 1]], &[vec![3, 0], vec![3, 2]]).unwrap();
        let all = all_equilibria(&g).unwrap();
        let e = all
            .extreme
            .iter()
            .find(|e| pure(&e.x) == Some(0) && pure(&e.y) == Some(0))
            .unwrap();
        assert_eq!(
            kind(&g, e),
            Kind {
                strict: true,
                dominant: Some(Strength::Weak)
            }
        );
        // Identical rows and columns: every profile is an equilibrium in very weakly dominant
        // strategies, and none is strict.
        let flat =
            Bimatrix::from_integers(&[vec![1, 1], vec![1, 1]], &[vec![0, 0], vec![0, 0]]).unwrap();
        for e in &all_equilibria(&flat).unwrap().extreme {
            assert_eq!(
                kind(&flat, e).describe(),
                "weak, in very weakly dominant strategies"
            );
        }
    }
}
