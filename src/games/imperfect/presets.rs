//! The imperfect-information lab's built-in games: the two poker games, a signalling game
//! (beer–quiche), matching pennies as a tree, an entry game whose entrant does not see the
//! incumbent's type, and the absent-minded driver, whose missing perfect recall the solvers
//! refuse.

use serde::{Deserialize, Serialize};

use super::{efg, Game};
use crate::games::poker::Poker;

/// A built-in game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Preset {
    /// Kuhn poker.
    Kuhn,
    /// Leduc poker.
    Leduc,
    /// Beer–quiche (Cho and Kreps 1987).
    BeerQuiche,
    /// Matching pennies: player 2 does not see player 1's coin.
    MatchingPennies,
    /// Entry against an incumbent of unknown strength.
    Entry,
    /// The absent-minded driver (Piccione and Rubinstein 1997): no perfect recall.
    AbsentMindedDriver,
}

impl Preset {
    /// Every preset, in the menu's order.
    pub const ALL: [Preset; 6] = [
        Preset::Kuhn,
        Preset::Leduc,
        Preset::BeerQuiche,
        Preset::MatchingPennies,
        Preset::Entry,
        Preset::AbsentMindedDriver,
    ];

    /// Its key in links.
    pub fn key(self) -> &'static str {
        match self {
            Preset::Kuhn => "kuhn",
            Preset::Leduc => "leduc",
            Preset::BeerQuiche => "beer-quiche",
            Preset::MatchingPennies => "pennies",
            Preset::Entry => "entry",
            Preset::AbsentMindedDriver => "driver",
        }
    }

    /// The preset with this key.
    pub fn from_key(key: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.key() == key)
    }

    /// Its name for people.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Kuhn => "Kuhn poker",
            Preset::Leduc => "Leduc poker",
            Preset::BeerQuiche => "Beer–quiche (a signalling game)",
            Preset::MatchingPennies => "Matching pennies as a tree",
            Preset::Entry => "Entry with an uninformed entrant",
            Preset::AbsentMindedDriver => "The absent-minded driver (no perfect recall)",
        }
    }

    /// How its information sets are named, for a game whose names are a code (the poker
    /// games' "J cr"); `None` where the names are words.
    pub fn legend(self) -> Option<&'static str> {
        match self {
            Preset::Kuhn => Some(
                "An information set is named by what its player has seen: their card (J, Q or \
                 K), then the bets so far, c for a check or a call and r for a bet or a raise. \
                 “J cr”: holding the jack, after a check and then a bet.",
            ),
            Preset::Leduc => Some(
                "An information set is named by what its player has seen: their card (Js the \
                 jack of spades … Kh the king of hearts), the first round's bets (c a check or \
                 a call, r a bet or a raise), then after “|” the public card and the second \
                 round's bets. “Jh cc | Qs r”: holding the jack of hearts, both checked, the \
                 queen of spades turned up, and a bet.",
            ),
            _ => None,
        }
    }

    /// Its name ([`Preset::name`]) in the language of `words`.
    pub fn name_in(self, words: &crate::i18n::Catalogue) -> String {
        match self {
            Preset::Kuhn => words.msg("imperfect-kuhn-poker"),
            Preset::Leduc => words.msg("imperfect-leduc-poker"),
            Preset::BeerQuiche => words.msg("imperfect-preset-beer-quiche"),
            Preset::MatchingPennies => words.msg("imperfect-preset-pennies"),
            Preset::Entry => words.msg("imperfect-preset-entry"),
            Preset::AbsentMindedDriver => words.msg("imperfect-preset-driver"),
        }
    }

    /// How its information sets are named ([`Preset::legend`]) in the language of `words`.
    pub fn legend_in(self, words: &crate::i18n::Catalogue) -> Option<String> {
        match self {
            Preset::Kuhn => Some(words.msg("imperfect-legend-kuhn")),
            Preset::Leduc => Some(words.msg("imperfect-legend-leduc")),
            _ => None,
        }
    }

    /// The built-in poker game it is, if it is one (sent to the worker by key).
    pub fn poker(self) -> Option<Poker> {
        match self {
            Preset::Kuhn => Some(Poker::Kuhn),
            Preset::Leduc => Some(Poker::Leduc),
            _ => None,
        }
    }

    /// The game.
    pub fn game(self) -> Game {
        match self.poker() {
            Some(p) => p.game(),
            None => efg::parse(self.efg_text()).expect("the presets are valid .efg files"),
        }
    }

    fn efg_text(self) -> &'static str {
        match self {
            Preset::BeerQuiche => BEER_QUICHE,
            Preset::MatchingPennies => PENNIES,
            Preset::Entry => ENTRY,
            Preset::AbsentMindedDriver => DRIVER,
            Preset::Kuhn | Preset::Leduc => unreachable!("built by the poker module"),
        }
    }
}

const BEER_QUICHE: &str = r#"EFG 2 R "Beer-quiche" { "Sender" "Receiver" }
"Cho and Kreps (1987): the sender is strong (2/3) or weak; breakfast is a signal; the receiver sees it, not the type, and duels or not."

c "" 1 "type" { "strong" 2/3 "weak" 1/3 } 0
p "" 1 1 "strong" { "beer" "quiche" } 0
p "" 2 1 "after beer" { "duel" "not" } 0
t "" 1 "" { 1, 0 }
t "" 2 "" { 3, 1 }
p "" 2 2 "after quiche" { "duel" "not" } 0
t "" 3 "" { 0, 0 }
t "" 4 "" { 2, 1 }
p "" 1 2 "weak" { "beer" "quiche" } 0
p "" 2 1 "after beer" { "duel" "not" } 0
t "" 5 "" { 0, 1 }
t "" 6 "" { 2, 0 }
p "" 2 2 "after quiche" { "duel" "not" } 0
t "" 7 "" { 1, 1 }
t "" 8 "" { 3, 0 }
"#;

const PENNIES: &str = r#"EFG 2 R "Matching pennies" { "Player 1" "Player 2" }
"Player 2 guesses without seeing player 1's coin: one information set holds both of player 2's nodes."

p "" 1 1 "coin" { "heads" "tails" } 0
p "" 2 1 "guess" { "heads" "tails" } 0
t "" 1 "match" { 1, -1 }
t "" 2 "miss" { -1, 1 }
p "" 2 1 "guess" { "heads" "tails" } 0
t "" 2
t "" 1
"#;

const ENTRY: &str = r#"EFG 2 R "Entry with an uninformed entrant" { "Entrant" "Incumbent" }
"Nature makes the incumbent strong (1/3) or weak; the entrant does not see which and enters or stays out; the incumbent fights or accommodates."

c "" 1 "strength" { "strong" 1/3 "weak" 2/3 } 0
p "" 1 1 "entrant" { "out" "in" } 0
t "" 1 "" { 0, 4 }
p "" 2 1 "strong" { "fight" "accommodate" } 0
t "" 2 "" { -1, 2 }
t "" 3 "" { 1, 1 }
p "" 1 1 "entrant" { "out" "in" } 0
t "" 1
p "" 2 2 "weak" { "fight" "accommodate" } 0
t "" 4 "" { -1, -1 }
t "" 5 "" { 2, 1 }
"#;

const DRIVER: &str = r#"EFG 2 R "The absent-minded driver" { "Driver" "Nobody" }
"Piccione and Rubinstein (1997): the driver cannot tell the first junction from the second. Exit at the first pays 0, at the second 4, driving on 1."

p "first junction" 1 1 "junction" { "exit" "continue" } 0
t "" 1 "" { 0, 0 }
p "second junction" 1 1 "junction" { "exit" "continue" } 0
t "" 2 "" { 4, -4 }
t "" 3 "" { 1, -1 }
"#;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::models::imperfect::recall;

    #[test]
    fn names_and_legends_are_worded_in_english_and_in_polish() {
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        for p in Preset::ALL {
            crate::i18n::with_english(|en| {
                assert_eq!(p.name_in(en), p.name());
                assert_eq!(p.legend_in(en).as_deref(), p.legend());
            });
            let (name, legend) = (p.name_in(&pl), p.legend_in(&pl));
            assert!(name != p.name() && !name.contains('⟨'), "{name}");
            if let Some(l) = legend {
                assert!(Some(l.as_str()) != p.legend() && !l.contains('⟨'), "{l}");
            }
        }
    }

    #[test]
    fn every_preset_builds_and_only_the_driver_lacks_perfect_recall() {
        for p in Preset::ALL {
            let g = p.game();
            assert_eq!(Preset::from_key(p.key()), Some(p));
            assert_eq!(
                recall::check(&g).is_ok(),
                p != Preset::AbsentMindedDriver,
                "{p:?}"
            );
            assert_eq!(efg::parse(&efg::write(&g)).unwrap(), g);
        }
        assert!(Preset::MatchingPennies.game().is_zero_sum());
        assert!(!Preset::BeerQuiche.game().is_zero_sum());
    }

    #[test]
    fn the_legends_examples_are_sets_of_their_games() {
        for (p, example) in [(Preset::Kuhn, "J cr"), (Preset::Leduc, "Jh cc | Qs r")] {
            let legend = p.legend().unwrap();
            assert!(legend.contains(&format!("“{example}”")), "{legend}");
            let g = p.game();
            let names: Vec<String> = (0..g.infosets().len()).map(|h| g.infoset_name(h)).collect();
            assert!(names.iter().any(|n| n == example), "{p:?}: {example}");
        }
        assert_eq!(Preset::BeerQuiche.legend(), None);
    }
}
