//! Links from one lab to another, built in the core: which page, and what its query says.
//!
//! A lab that sends the user elsewhere with state ("race these two strategies", "open this game
//! in the normal-form lab") asks this module for a [`PageLink`] instead of importing the other
//! lab's page, so pages never depend on each other and the links are tested natively. The
//! query keys are the receiving page's URL contract; its page reads them back with the same
//! parsers it uses for a shared link.

use crate::equilibrium::MAX_ENUMERATION;
use crate::evolve::lab::rules_text;
use crate::evolve::GameConfig;
use crate::models::nfg;
use crate::models::strategic::{check_payoff, Bimatrix};
use crate::text::{within_digits, MAX_DIGITS};

/// A page of the playground and the query that sets its state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageLink {
    /// The page's route path, e.g. `/racing`.
    pub path: &'static str,
    /// The query's key–value pairs, in order.
    pub query: Vec<(&'static str, String)>,
}

impl PageLink {
    /// The link as an address inside the app: `#/racing?game=war&…`, percent-encoded.
    pub fn href(&self) -> String {
        let query: Vec<String> = self
            .query
            .iter()
            .map(|(k, v)| format!("{k}={}", percent_encode(v)))
            .collect();
        if query.is_empty() {
            format!("#{}", self.path)
        } else {
            format!("#{}?{}", self.path, query.join("&"))
        }
    }
}

/// `text` with every byte outside the URL's unreserved characters percent-encoded.
pub fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The racing page's live race between two strategies of War or Rrrats! (as typed), under
/// `game`'s rules, with no second algorithm.
pub fn race_strategies(game: &GameConfig, s1: &str, s2: &str) -> PageLink {
    PageLink {
        path: "/racing",
        query: vec![
            ("game", game.key().to_string()),
            ("rules", rules_text(game)),
            ("s1", s1.to_string()),
            ("s2", s2.to_string()),
            ("a2", "none".to_string()),
        ],
    }
}

/// The normal-form page with `g` in its editor, or `None` when `g` is larger than the editor
/// takes ([`MAX_ENUMERATION`] strategies per player).
pub fn normal_form_game(g: &Bimatrix) -> Option<PageLink> {
    normal_form_link(g).ok()
}

/// Whether the normal-form lab takes a game of `rows` × `cols` strategies, or why not.
pub fn normal_form_size(rows: usize, cols: usize) -> Result<(), String> {
    if rows > MAX_ENUMERATION || cols > MAX_ENUMERATION {
        return Err(format!(
            "the game is {rows}×{cols}; the normal-form lab takes at most {MAX_ENUMERATION} \
             strategies per player"
        ));
    }
    Ok(())
}

/// The link of [`normal_form_game`], or why there is none: the game is larger than the
/// normal-form lab enumerates, or a payoff is one the lab would refuse (beyond its range — a
/// tree's payoffs add up along a path — or longer than its reader takes).
pub fn normal_form_link(g: &Bimatrix) -> Result<PageLink, String> {
    normal_form_size(g.rows(), g.cols())?;
    for v in g.a.iter().chain(&g.b).flatten() {
        check_payoff(v)?;
        if !within_digits(v) {
            return Err(format!(
                "a payoff has more than {MAX_DIGITS} digits, more than the normal-form lab reads"
            ));
        }
    }
    Ok(PageLink {
        path: "/games",
        query: vec![("g", nfg::write_game(g))],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::matrix::MatrixPreset;
    use crate::games::war::WarRules;

    #[test]
    fn a_race_link_carries_the_rules_and_strategies() {
        let game = GameConfig::War(WarRules::default());
        let link = race_strategies(&game, "desc", "0.5,0,1");
        assert_eq!(
            link.href(),
            "#/racing?game=war&rules=fd1-loses-cap10000-draw&s1=desc&s2=0.5%2C0%2C1&a2=none"
        );
        let rules = &link.query[1].1;
        assert_eq!(crate::evolve::lab::parse_rules("war", rules).unwrap(), game);
    }

    #[test]
    fn a_game_link_round_trips_through_nfg() {
        let g = MatrixPreset::BattleOfTheSexes.game();
        let link = normal_form_game(&g).unwrap();
        assert_eq!(link.path, "/games");
        let back = nfg::parse(&link.query[0].1).unwrap();
        assert_eq!((&back.game.a, &back.game.b), (&g.a, &g.b));
        let big = Bimatrix::random_integers(21, 2, 0, 9, &mut crate::rng::Seed(1).rng());
        assert!(normal_form_game(&big).is_none());
        assert_eq!(percent_encode("a b/é"), "a%20b%2F%C3%A9");
    }
}
