//! The evolution lab's built-in games, each with the facts it illustrates.
//!
//! The presets are the classics of evolutionary game theory (Hofbauer & Sigmund 1998): the
//! three rock–paper–scissors games whose interior rest point is a centre, a global attractor
//! or a repeller; hawk–dove, whose mixed ESS plays hawk with probability V/C; the stag hunt
//! (two strict ESSs, an unstable mixed rest point); a three-strategy coordination game (every
//! support has a rest point); the prisoner's dilemma (defection the only ESS); two bimatrix
//! games for the unit square; and Maynard Smith's hawk–dove–retaliator–bully for the
//! tetrahedron, whose dove–retaliator edge is a continuum of rest points.

use super::EvoGame;
use crate::exact::Q;
use crate::models::strategic::Bimatrix;
use serde::{Deserialize, Serialize};

/// The built-in games of the evolution lab.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EvoPreset {
    /// Rock–paper–scissors, zero-sum (win 1, lose −1): the interior rest point is a centre,
    /// surrounded by closed orbits on which x₁x₂x₃ is constant; Nash, not an ESS.
    RpsZeroSum,
    /// Zeeman's generalised rock–paper–scissors, win 2, lose 1 (win > lose): the interior
    /// rest point is an ESS and attracts every interior orbit.
    RpsStable,
    /// Zeeman's generalised rock–paper–scissors, win 1, lose 2 (win < lose): the interior
    /// rest point repels; orbits spiral out to the heteroclinic cycle on the boundary.
    RpsUnstable,
    /// Hawk–dove with value V = 2 and cost C = 4: no pure ESS; the mixed ESS plays hawk with
    /// probability V/C = 1/2.
    HawkDove,
    /// Stag hunt (stag 4 with stag, 0 alone; hare 3): both pure states are strict ESSs, the
    /// mixed rest point (3/4 stag) is unstable and separates their basins.
    StagHunt,
    /// Pure coordination on three conventions worth 1, 2 and 3: a rest point on every
    /// support; the three pure states are the ESSs.
    Coordination,
    /// The prisoner's dilemma (R = 3, S = 0, T = 5, P = 1): defection dominates and is the
    /// only ESS.
    PrisonersDilemma,
    /// Matching pennies between two populations: the replicator flow circles the mixed
    /// equilibrium (½, ½) in the unit square.
    MatchingPennies,
    /// Battle of the sexes between two populations: two strict equilibria (the ESSs of the
    /// two-population game) and a saddle at the mixed equilibrium.
    BattleOfTheSexes,
    /// Hawk–dove–retaliator–bully (Maynard Smith 1982) with V = 2, C = 4: four strategies,
    /// shown by the tetrahedron's faces; dove and retaliator do equally well against each
    /// other, so their edge is a continuum of rest points.
    HawkDoveRetaliatorBully,
}

impl EvoPreset {
    /// Every preset, in menu order.
    pub const ALL: [EvoPreset; 10] = [
        EvoPreset::RpsZeroSum,
        EvoPreset::RpsStable,
        EvoPreset::RpsUnstable,
        EvoPreset::HawkDove,
        EvoPreset::StagHunt,
        EvoPreset::Coordination,
        EvoPreset::PrisonersDilemma,
        EvoPreset::MatchingPennies,
        EvoPreset::BattleOfTheSexes,
        EvoPreset::HawkDoveRetaliatorBully,
    ];

    /// The display name.
    pub fn name(self) -> &'static str {
        match self {
            EvoPreset::RpsZeroSum => "Rock–paper–scissors (zero-sum)",
            EvoPreset::RpsStable => "Rock–paper–scissors, stable interior (win 2, lose 1)",
            EvoPreset::RpsUnstable => "Rock–paper–scissors, unstable interior (win 1, lose 2)",
            EvoPreset::HawkDove => "Hawk–dove (V = 2, C = 4)",
            EvoPreset::StagHunt => "Stag hunt",
            EvoPreset::Coordination => "Coordination (three conventions)",
            EvoPreset::PrisonersDilemma => "Prisoner's dilemma",
            EvoPreset::MatchingPennies => "Matching pennies (two populations)",
            EvoPreset::BattleOfTheSexes => "Battle of the sexes (two populations)",
            EvoPreset::HawkDoveRetaliatorBully => "Hawk–dove–retaliator–bully",
        }
    }

    /// A short identifier for links and the command line (`rps`, `hawk-dove`, …).
    pub fn key(self) -> &'static str {
        match self {
            EvoPreset::RpsZeroSum => "rps",
            EvoPreset::RpsStable => "rps-stable",
            EvoPreset::RpsUnstable => "rps-unstable",
            EvoPreset::HawkDove => "hawk-dove",
            EvoPreset::StagHunt => "stag-hunt",
            EvoPreset::Coordination => "coordination",
            EvoPreset::PrisonersDilemma => "prisoners-dilemma",
            EvoPreset::MatchingPennies => "matching-pennies",
            EvoPreset::BattleOfTheSexes => "battle-of-the-sexes",
            EvoPreset::HawkDoveRetaliatorBully => "hawk-dove-retaliator-bully",
        }
    }

    /// The preset with this [`key`](EvoPreset::key).
    pub fn from_key(key: &str) -> Option<EvoPreset> {
        EvoPreset::ALL.into_iter().find(|p| p.key() == key)
    }

    /// What the preset shows, in a sentence or two (the page's explanation).
    pub fn explanation(self) -> &'static str {
        match self {
            EvoPreset::RpsZeroSum => {
                "Each strategy beats one and loses to the other by the same amount. The \
                 interior rest point (1/3, 1/3, 1/3) is a Nash equilibrium but not an ESS; the \
                 replicator dynamics circle it on closed orbits (x₁·x₂·x₃ is conserved)."
            }
            EvoPreset::RpsStable => {
                "A win is worth more (2) than a loss costs (1): the interior rest point is an \
                 ESS and every interior orbit spirals into it (Zeeman 1980)."
            }
            EvoPreset::RpsUnstable => {
                "A loss costs more (2) than a win is worth (1): the interior rest point repels \
                 and orbits spiral out towards the boundary cycle rock → paper → scissors."
            }
            EvoPreset::HawkDove => {
                "Hawks fight (each pays half of the cost C = 4 for half of the value V = 2), \
                 doves share. Neither pure strategy is stable: the ESS is the mix with a share \
                 V/C = 1/2 of hawks."
            }
            EvoPreset::StagHunt => {
                "Hunting stag pays 4 but only together; hare pays 3 for sure. Both pure states \
                 are strict ESSs; the mixed rest point with 3/4 stag hunters is unstable and \
                 divides their basins of attraction."
            }
            EvoPreset::Coordination => {
                "Matching the others pays 1, 2 or 3 by convention, miscoordinating pays 0. \
                 Every support has a rest point; only the three pure conventions are ESSs."
            }
            EvoPreset::PrisonersDilemma => {
                "Defection earns more against either strategy, so cooperators die out from any \
                 interior start: all-defect is the only ESS."
            }
            EvoPreset::MatchingPennies => {
                "Rows want to match, columns to mismatch. The mixed equilibrium (½, ½) is \
                 surrounded by closed orbits of the two-population replicator dynamics."
            }
            EvoPreset::BattleOfTheSexes => {
                "Both want to meet but prefer different places. The two pure meetings are \
                 strict equilibria (ESSs of the two-population game); the mixed equilibrium is \
                 a saddle."
            }
            EvoPreset::HawkDoveRetaliatorBully => {
                "A retaliator plays dove until attacked, a bully attacks until resisted. Dove \
                 and retaliator earn the same against each other, so their edge is a \
                 continuum of rest points; the faces show each three-strategy subgame."
            }
        }
    }

    /// The display name in the language of `words` ([`EvoPreset::name`] in English).
    pub fn name_in(self, words: &crate::i18n::Catalogue) -> String {
        match self {
            EvoPreset::RpsZeroSum => words.msg("evolution-preset-rps"),
            EvoPreset::RpsStable => words.msg("evolution-preset-rps-stable"),
            EvoPreset::RpsUnstable => words.msg("evolution-preset-rps-unstable"),
            EvoPreset::HawkDove => words.msg("evolution-preset-hawk-dove"),
            EvoPreset::StagHunt => words.msg("evolution-preset-stag-hunt"),
            EvoPreset::Coordination => words.msg("evolution-preset-coordination"),
            EvoPreset::PrisonersDilemma => words.msg("evolution-preset-prisoners-dilemma"),
            EvoPreset::MatchingPennies => words.msg("evolution-preset-matching-pennies"),
            EvoPreset::BattleOfTheSexes => words.msg("evolution-preset-battle-of-the-sexes"),
            EvoPreset::HawkDoveRetaliatorBully => {
                words.msg("evolution-preset-hawk-dove-retaliator-bully")
            }
        }
    }

    /// What the preset shows in the language of `words` ([`EvoPreset::explanation`] in
    /// English).
    pub fn explanation_in(self, words: &crate::i18n::Catalogue) -> String {
        match self {
            EvoPreset::RpsZeroSum => words.msg("evolution-explain-rps"),
            EvoPreset::RpsStable => words.msg("evolution-explain-rps-stable"),
            EvoPreset::RpsUnstable => words.msg("evolution-explain-rps-unstable"),
            EvoPreset::HawkDove => words.msg("evolution-explain-hawk-dove"),
            EvoPreset::StagHunt => words.msg("evolution-explain-stag-hunt"),
            EvoPreset::Coordination => words.msg("evolution-explain-coordination"),
            EvoPreset::PrisonersDilemma => words.msg("evolution-explain-prisoners-dilemma"),
            EvoPreset::MatchingPennies => words.msg("evolution-explain-matching-pennies"),
            EvoPreset::BattleOfTheSexes => words.msg("evolution-explain-battle-of-the-sexes"),
            EvoPreset::HawkDoveRetaliatorBully => {
                words.msg("evolution-explain-hawk-dove-retaliator-bully")
            }
        }
    }

    /// The game.
    pub fn game(self) -> EvoGame {
        let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let int = |m: &[&[i64]]| -> Vec<Vec<Q>> {
            m.iter()
                .map(|r| r.iter().map(|&v| Q::from_integer(v.into())).collect())
                .collect()
        };
        let sym = |m: &[&[i64]], n: &[&str]| {
            EvoGame::symmetric(int(m), names(n)).expect("a preset is well formed")
        };
        let rps = ["rock", "paper", "scissors"];
        // Zeeman's form: a win pays `w`, a loss costs `l`.
        let zeeman = |w: i64, l: i64| sym(&[&[0, -l, w], &[w, 0, -l], &[-l, w, 0]], &rps);
        let bimatrix = |a: &[&[i64]], b: &[&[i64]], n: [&[&str]; 2]| {
            EvoGame::bimatrix(Bimatrix {
                names: [names(n[0]), names(n[1])],
                a: int(a),
                b: int(b),
            })
            .expect("a preset is well formed")
        };
        match self {
            EvoPreset::RpsZeroSum => zeeman(1, 1),
            EvoPreset::RpsStable => zeeman(2, 1),
            EvoPreset::RpsUnstable => zeeman(1, 2),
            // (V − C)/2 = −1 for hawk against hawk, V = 2 against a dove; a dove gets 0
            // against a hawk and V/2 = 1 against a dove.
            EvoPreset::HawkDove => sym(&[&[-1, 2], &[0, 1]], &["hawk", "dove"]),
            EvoPreset::StagHunt => sym(&[&[4, 0], &[3, 3]], &["stag", "hare"]),
            EvoPreset::Coordination => sym(
                &[&[1, 0, 0], &[0, 2, 0], &[0, 0, 3]],
                &["first", "second", "third"],
            ),
            EvoPreset::PrisonersDilemma => sym(&[&[3, 0], &[5, 1]], &["cooperate", "defect"]),
            EvoPreset::MatchingPennies => bimatrix(
                &[&[1, -1], &[-1, 1]],
                &[&[-1, 1], &[1, -1]],
                [&["heads", "tails"], &["heads", "tails"]],
            ),
            EvoPreset::BattleOfTheSexes => bimatrix(
                &[&[2, 0], &[0, 1]],
                &[&[1, 0], &[0, 2]],
                [&["opera", "football"], &["opera", "football"]],
            ),
            // V = 2, C = 4. A retaliator fights a hawk (−1), shares with a dove or a
            // retaliator (1) and beats a bully (2); a bully takes all from a dove (2), runs
            // from a hawk or a retaliator (0) and shares with a bully (1).
            EvoPreset::HawkDoveRetaliatorBully => sym(
                &[
                    &[-1, 2, -1, 2],
                    &[0, 1, 1, 0],
                    &[-1, 1, 1, 2],
                    &[0, 2, 0, 1],
                ],
                &["hawk", "dove", "retaliator", "bully"],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::EvoPreset;
    use crate::i18n::{language, with_english, Catalogue};

    #[test]
    fn names_and_explanations_are_the_english_ones_and_polish_differs() {
        let pl = Catalogue::new(language("pl").unwrap()).unwrap();
        for p in EvoPreset::ALL {
            with_english(|en| {
                assert_eq!(p.name_in(en), p.name());
                assert_eq!(p.explanation_in(en), p.explanation());
            });
            for (polish, english) in [
                (p.name_in(&pl), p.name()),
                (p.explanation_in(&pl), p.explanation()),
            ] {
                assert_ne!(polish, english);
                assert!(!polish.contains('⟨'), "{polish}");
            }
        }
    }
}
