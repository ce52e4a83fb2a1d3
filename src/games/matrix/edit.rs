//! An editable bimatrix game for the normal-form lab's editor: strategy names and payoffs kept
//! as the text the person typed ([`Draft`]), the edits a person makes (type a payoff, rename a
//! strategy, add or remove a row or column, draw a random game), the size limit of the editor,
//! and the conversions to and from the analysed [`Bimatrix`] and Gambit .nfg text.
//!
//! Design (as the tree editor's [`crate::games::extensive::edit::Sketch`]): the draft keeps
//! payoffs as text so a half-typed number is not lost, and [`Draft::game`] parses them and says
//! what is wrong. Because a draft is a plain value, undo and redo are a stack of drafts kept by
//! the page. The editor's limit is the enumeration limit [`MAX_ENUMERATION`], so every game the
//! editor can hold can be solved.

use std::collections::HashSet;

use super::{format_number, nfg, Bimatrix, MAX_ENUMERATION, Q};
use crate::rng::Seed;

/// The most strategies per player in the editor (the enumeration limit).
pub const EDITOR_LIMIT: usize = MAX_ENUMERATION;

/// A bimatrix game being edited: its title, the players' names, strategy names and payoffs as
/// typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    /// The game's title (kept from an imported .nfg file, written to links and exports).
    pub title: String,
    /// The players' names.
    pub players: [String; 2],
    /// The strategy names of the row player (0) and the column player (1).
    pub names: [Vec<String>; 2],
    /// The row player's payoffs, as typed, `a[row][col]`.
    pub a: Vec<Vec<String>>,
    /// The column player's payoffs, as typed, `b[row][col]`.
    pub b: Vec<Vec<String>>,
}

impl Draft {
    /// The draft showing `g` (payoffs as integers or `p/q`).
    pub fn from_game(g: &Bimatrix) -> Self {
        let cell = |m: &Vec<Vec<Q>>| {
            m.iter()
                .map(|r| r.iter().map(format_number).collect())
                .collect()
        };
        Draft {
            title: "Untitled game".into(),
            players: ["Player 1".into(), "Player 2".into()],
            names: g.names.clone(),
            a: cell(&g.a),
            b: cell(&g.b),
        }
    }

    /// The draft showing `g` under this draft's title and player names.
    pub fn with_game(&self, g: &Bimatrix) -> Self {
        Draft {
            title: self.title.clone(),
            players: self.players.clone(),
            ..Draft::from_game(g)
        }
    }

    fn from_file(f: nfg::NfgGame) -> Self {
        Draft {
            title: f.title.clone(),
            players: f.players.clone(),
            ..Draft::from_game(&f.game)
        }
    }

    /// `g` as .nfg text under this draft's title and player names (what the link and the export
    /// carry, so an imported file's title and names come back out).
    pub fn to_nfg(&self, g: &Bimatrix) -> String {
        nfg::write(&nfg::NfgGame {
            title: self.title.clone(),
            players: self.players.clone(),
            comment: String::new(),
            game: g.clone(),
        })
    }

    /// Reads a game from .nfg text (as a shared link carries it); a game larger than
    /// [`EDITOR_LIMIT`] per player is refused.
    pub fn from_nfg(text: &str) -> Result<Draft, String> {
        let f = nfg::parse(text).map_err(|e| e.to_string())?;
        if f.game.rows() > EDITOR_LIMIT || f.game.cols() > EDITOR_LIMIT {
            return Err(format!("it is larger than {EDITOR_LIMIT}×{EDITOR_LIMIT}"));
        }
        Ok(Draft::from_file(f))
    }

    /// Imports a pasted .nfg file, with the import box's message for a game too large.
    pub fn import(text: &str) -> Result<Draft, String> {
        match nfg::parse(text) {
            Ok(f) if f.game.rows() <= EDITOR_LIMIT && f.game.cols() <= EDITOR_LIMIT => {
                Ok(Draft::from_file(f))
            }
            Ok(f) => Err(format!(
                "the game is {}×{}; the page takes up to {EDITOR_LIMIT}×{EDITOR_LIMIT} strategies per player",
                f.game.rows(),
                f.game.cols()
            )),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The game as .nfg text (what the URL and the export carry).
    pub fn nfg(g: &Bimatrix) -> String {
        nfg::write_game(g)
    }

    /// Row strategies.
    pub fn rows(&self) -> usize {
        self.a.len()
    }

    /// Column strategies.
    pub fn cols(&self) -> usize {
        self.a[0].len()
    }

    /// The game, or what is wrong: a payoff that is not a number, or a strategy name that is
    /// empty or used twice by the same player.
    pub fn game(&self) -> Result<Bimatrix, String> {
        let a: Vec<Vec<&str>> = self
            .a
            .iter()
            .map(|r| r.iter().map(String::as_str).collect())
            .collect();
        let b: Vec<Vec<&str>> = self
            .b
            .iter()
            .map(|r| r.iter().map(String::as_str).collect())
            .collect();
        let mut g = Bimatrix::parse(&a, &b).map_err(|e| e.to_string())?;
        for (p, names) in self.names.iter().enumerate() {
            let mut seen = HashSet::new();
            for n in names {
                if n.trim().is_empty() {
                    return Err(format!("player {} has a strategy without a name", p + 1));
                }
                if !seen.insert(n.trim()) {
                    return Err(format!("player {} has two strategies named {n:?}", p + 1));
                }
            }
        }
        g.names = self.names.clone();
        Ok(g)
    }

    /// Sets `player`'s payoff in cell (`row`, `col`) to `text` (trimmed).
    pub fn set_payoff(&mut self, player: usize, row: usize, col: usize, text: &str) {
        let m = if player == 0 {
            &mut self.a
        } else {
            &mut self.b
        };
        m[row][col] = text.trim().to_string();
    }

    /// Renames `player`'s strategy `index` to `name` (trimmed).
    pub fn rename(&mut self, player: usize, index: usize, name: &str) {
        self.names[player][index] = name.trim().to_string();
    }

    fn unused_name(names: &[String], prefix: &str) -> String {
        (1..)
            .map(|i| format!("{prefix}{i}"))
            .find(|n| !names.contains(n))
            .expect("a free name exists")
    }

    /// Adds a row of zero payoffs named `R<n>` (the first free n); nothing at the limit.
    pub fn add_row(&mut self) {
        if self.rows() < EDITOR_LIMIT {
            let cols = self.cols();
            self.a.push(vec!["0".into(); cols]);
            self.b.push(vec!["0".into(); cols]);
            let name = Draft::unused_name(&self.names[0], "R");
            self.names[0].push(name);
        }
    }

    /// Adds a column of zero payoffs named `C<n>` (the first free n); nothing at the limit.
    pub fn add_col(&mut self) {
        if self.cols() < EDITOR_LIMIT {
            for r in self.a.iter_mut().chain(self.b.iter_mut()) {
                r.push("0".into());
            }
            let name = Draft::unused_name(&self.names[1], "C");
            self.names[1].push(name);
        }
    }

    /// Removes `player`'s strategy `index`; nothing when it is the player's last one.
    pub fn remove(&mut self, player: usize, index: usize) {
        if player == 0 && self.rows() > 1 {
            self.a.remove(index);
            self.b.remove(index);
            self.names[0].remove(index);
        } else if player == 1 && self.cols() > 1 {
            for r in self.a.iter_mut().chain(self.b.iter_mut()) {
                r.remove(index);
            }
            self.names[1].remove(index);
        }
    }

    /// A random game of the current size with integer payoffs −9…9 (names kept).
    pub fn random(&self, seed: u64) -> Draft {
        let mut g =
            Bimatrix::random_integers(self.rows(), self.cols(), -9, 9, &mut Seed(seed).rng());
        g.names = self.names.clone();
        self.with_game(&g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::matrix::MatrixPreset;
    use num_traits::Signed;

    fn battle() -> Draft {
        Draft::from_game(&MatrixPreset::BattleOfTheSexes.game())
    }

    #[test]
    fn an_imported_title_and_player_names_come_back_out() {
        let text = "NFG 1 R \"Prisoner's dilemma\" { \"Alice\" \"Bob\" }\n{ { \"C\" \"D\" } { \"C\" \"D\" } }\n\"\"\n-1 -1 0 -3 -3 0 -2 -2\n";
        let d = Draft::import(text).unwrap();
        assert_eq!(d.title, "Prisoner's dilemma");
        assert_eq!(d.players, ["Alice".to_string(), "Bob".to_string()]);
        let out = d.to_nfg(&d.game().unwrap());
        assert!(
            out.starts_with("NFG 1 R \"Prisoner's dilemma\" { \"Alice\" \"Bob\" }"),
            "{out}"
        );
        let again = Draft::from_nfg(&out).unwrap();
        assert_eq!(again, d);
        // Drawing a random game keeps them.
        assert_eq!(d.random(3).title, "Prisoner's dilemma");
    }

    #[test]
    fn a_draft_of_a_game_gives_the_game_back() {
        let g = MatrixPreset::BattleOfTheSexes.game();
        let d = Draft::from_game(&g);
        assert_eq!((d.rows(), d.cols()), (g.rows(), g.cols()));
        assert_eq!(d.game().unwrap(), g);
    }

    #[test]
    fn cells_are_parsed_as_integers_decimals_and_fractions() {
        let mut d = battle();
        d.set_payoff(0, 0, 0, " 2/3 ");
        d.set_payoff(1, 1, 1, "-0.5");
        assert_eq!(d.a[0][0], "2/3");
        let g = d.game().unwrap();
        assert_eq!(g.a[0][0], Q::new(2.into(), 3.into()));
        assert_eq!(g.b[1][1], Q::new((-1).into(), 2.into()));
        assert_eq!(Draft::from_game(&g).b[1][1], "-1/2");
    }

    #[test]
    fn a_bad_cell_or_name_says_what_is_wrong() {
        let mut d = battle();
        d.set_payoff(1, 0, 1, "x");
        assert_eq!(
            d.game().unwrap_err(),
            "\"x\" is not a number (an integer, decimal or fraction)"
        );
        let mut d = battle();
        d.rename(1, 0, "  ");
        assert_eq!(d.names[1][0], "");
        assert_eq!(
            d.game().unwrap_err(),
            "player 2 has a strategy without a name"
        );
        let mut d = battle();
        let first = d.names[0][0].clone();
        d.rename(0, 1, &first);
        assert_eq!(
            d.game().unwrap_err(),
            format!("player 1 has two strategies named {first:?}")
        );
    }

    #[test]
    fn rows_and_columns_are_added_with_free_names_up_to_the_limit() {
        let mut d = battle();
        d.names[0] = vec!["R2".into(), "x".into()];
        d.add_row();
        assert_eq!(d.names[0], ["R2", "x", "R1"]);
        assert_eq!(d.a[2], ["0", "0"]);
        assert_eq!(d.b[2], ["0", "0"]);
        d.add_col();
        assert_eq!(d.names[1].last().unwrap(), "C1");
        assert!(d.a.iter().chain(&d.b).all(|r| r.len() == 3));
        while d.rows() < EDITOR_LIMIT {
            d.add_row();
        }
        let full = d.clone();
        d.add_row();
        assert_eq!(d, full, "no row beyond the limit");
        assert_eq!(d.game().unwrap().rows(), EDITOR_LIMIT);
    }

    #[test]
    fn the_last_strategy_of_a_player_cannot_be_removed() {
        let mut d = battle();
        d.remove(0, 0);
        d.remove(1, 1);
        assert_eq!((d.rows(), d.cols()), (1, 1));
        let one = d.clone();
        d.remove(0, 0);
        d.remove(1, 0);
        assert_eq!(d, one);
        assert_eq!(d.names[0].len(), 1);
    }

    #[test]
    fn random_games_are_seeded_and_keep_size_and_names() {
        let d = battle();
        let r = d.random(3);
        assert_eq!(r, d.random(3));
        assert_ne!(r, d.random(4));
        assert_eq!(r.names, d.names);
        let g = r.game().unwrap();
        assert_eq!((g.rows(), g.cols()), (2, 2));
        assert!(g
            .a
            .iter()
            .chain(&g.b)
            .flatten()
            .all(|q| q.abs() <= Q::from_integer(9.into())));
    }

    #[test]
    fn nfg_text_round_trips_through_the_editor() {
        let g = battle().game().unwrap();
        let text = Draft::nfg(&g);
        assert_eq!(text, nfg::write_game(&g));
        assert!(text.starts_with("NFG 1"), "{text}");
        assert_eq!(Draft::from_nfg(&text).unwrap().game().unwrap(), g);
        assert_eq!(
            Draft::import(&text).unwrap(),
            Draft::from_nfg(&text).unwrap()
        );
    }

    #[test]
    fn a_game_larger_than_the_editor_is_refused_with_its_size() {
        let big = Bimatrix::random_integers(EDITOR_LIMIT + 1, 2, 0, 1, &mut Seed(1).rng());
        let text = nfg::write_game(&big);
        assert_eq!(
            Draft::from_nfg(&text).unwrap_err(),
            format!("it is larger than {EDITOR_LIMIT}×{EDITOR_LIMIT}")
        );
        assert_eq!(
            Draft::import(&text).unwrap_err(),
            format!(
                "the game is {}×2; the page takes up to {EDITOR_LIMIT}×{EDITOR_LIMIT} strategies per player",
                EDITOR_LIMIT + 1
            )
        );
        assert!(Draft::import("not a game").is_err());
    }
}
