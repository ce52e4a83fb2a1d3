//! An editable bimatrix game for the normal-form lab's editor: strategy names and payoffs kept
//! as the text the person typed ([`Draft`]), the edits a person makes (type a payoff, rename a
//! strategy, add or remove a row or column, draw a random game), what is wrong with a draft,
//! cell by cell ([`Draft::problems`], [`CellProblem`], [`Place`]), the size limit of the
//! editor, and the conversions to and from the analysed [`Bimatrix`] and Gambit .nfg text.
//!
//! Design (as the tree editor's [`crate::games::extensive::edit::Sketch`]): the draft keeps
//! payoffs as text so a half-typed number is not lost, and [`Draft::game`] parses them and says
//! what is wrong. Because a draft is a plain value, undo and redo are a stack of drafts kept by
//! the page. The editor's limit is the enumeration limit [`MAX_ENUMERATION`], so every game the
//! editor can hold can be solved.
//!
//! Problems: [`Draft::problems`] lists every problem of a draft, each tied to the input that
//! holds it (a payoff cell, a strategy name, or — only for a draft built by hand with
//! mismatched sizes — the draft's shape), in the table's reading order, and names cells for
//! people by their strategy names ("row player's payoff at (Up, Left): …"), so a page can show
//! every message and highlight every bad input while the person types. [`Draft::game`] and
//! [`Draft::problems`] are two views of one check, so the game is refused exactly when a
//! problem is listed. While a person types, the page keeps the text exactly as typed
//! ([`Draft::type_payoff`], [`Draft::type_name`]); the finished edit is stored trimmed
//! ([`Draft::set_payoff`], [`Draft::rename`]).

use std::fmt;

use super::{format_number, nfg, parse_payoff, Bimatrix, BimatrixError, MAX_ENUMERATION, Q};
use crate::rng::Seed;

pub use super::import::ImportError;

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

/// Where a problem of a [`Draft`] is: the input a page highlights.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Place {
    /// The name of `player`'s strategy `index` (0: the row player, 1: the column player).
    Name {
        /// 0 for the row player, 1 for the column player.
        player: usize,
        /// The strategy's index.
        index: usize,
    },
    /// `player`'s payoff in cell (`row`, `col`) (0: the row player's, 1: the column
    /// player's).
    Payoff {
        /// 0 for the row player's payoff, 1 for the column player's.
        player: usize,
        /// The cell's row.
        row: usize,
        /// The cell's column.
        col: usize,
    },
    /// The draft as a whole: its payoff tables and name lists disagree in size (only a draft
    /// assembled by hand; the editor's edits keep them consistent).
    Shape,
}

/// One problem of a [`Draft`]: where it is, the text there, and what is wrong. Displayed as
/// `"{label}: {reason}"`, e.g. `row player's payoff at (Up, Left): "x" is not a number (an
/// integer, decimal or fraction)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellProblem {
    /// The input holding the problem.
    pub place: Place,
    /// The text in that input, as typed (empty for [`Place::Shape`]).
    pub text: String,
    /// The input named for people: `row player's payoff at (Up, Left)` (strategy names; a
    /// position such as `row 2` for a strategy whose name is empty or shared), `name of
    /// column 3`, or `the game`.
    pub label: String,
    /// What is wrong with the text, in words.
    pub reason: String,
}

impl fmt::Display for CellProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.label, self.reason)
    }
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
    pub fn from_nfg(text: &str) -> Result<Draft, ImportError> {
        Draft::import(text)
    }

    /// Imports a pasted .nfg file; a game larger than [`EDITOR_LIMIT`] per player is refused
    /// with its size.
    pub fn import(text: &str) -> Result<Draft, ImportError> {
        let f = nfg::parse(text).map_err(ImportError::Parse)?;
        let (rows, cols) = (f.game.rows(), f.game.cols());
        if rows > EDITOR_LIMIT || cols > EDITOR_LIMIT {
            return Err(ImportError::TooLarge { rows, cols });
        }
        Ok(Draft::from_file(f))
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

    /// The game, or what is wrong: the first problem of [`Draft::problems`] (a payoff that is
    /// not a number, or a strategy name that is empty or used twice by the same player), with
    /// how many more there are.
    pub fn game(&self) -> Result<Bimatrix, String> {
        self.check().map_err(|problems| {
            let first = problems[0].to_string();
            match problems.len() {
                1 => first,
                n => format!(
                    "{first} (and {} more problem{})",
                    n - 1,
                    if n == 2 { "" } else { "s" }
                ),
            }
        })
    }

    /// Every problem of the draft, in the table's reading order (the column names, then row by
    /// row: the row's name, then each cell's row-player and column-player payoff); empty
    /// exactly when [`Draft::game`] is `Ok`.
    pub fn problems(&self) -> Vec<CellProblem> {
        self.check().err().unwrap_or_default()
    }

    /// The game, or every problem (never an empty list). The one check behind both
    /// [`Draft::game`] and [`Draft::problems`], so they cannot disagree.
    fn check(&self) -> Result<Bimatrix, Vec<CellProblem>> {
        // A draft made by the editor's own edits always has a consistent shape; one built by
        // hand (the fields are public) may not, and then no cell can be named reliably.
        if let Some(reason) = self.shape_problem() {
            return Err(vec![CellProblem {
                place: Place::Shape,
                text: String::new(),
                label: "the game".into(),
                reason,
            }]);
        }
        let labels = [self.labels(0), self.labels(1)];
        let mut problems: Vec<CellProblem> = (0..self.cols())
            .filter_map(|c| self.name_problem(1, c))
            .collect();
        let mut values = [Vec::new(), Vec::new()];
        for row in 0..self.rows() {
            problems.extend(self.name_problem(0, row));
            for v in &mut values {
                v.push(Vec::new());
            }
            for col in 0..self.cols() {
                for (player, m) in [&self.a, &self.b].into_iter().enumerate() {
                    let text = &m[row][col];
                    match parse_payoff(text) {
                        Ok(q) => values[player][row].push(q),
                        Err(e) => problems.push(CellProblem {
                            place: Place::Payoff { player, row, col },
                            text: text.clone(),
                            label: format!(
                                "{} player's payoff at ({}, {})",
                                if player == 0 { "row" } else { "column" },
                                labels[0][row],
                                labels[1][col]
                            ),
                            reason: if text.trim().is_empty() {
                                "empty (type a number)".to_string()
                            } else {
                                e.to_string()
                            },
                        }),
                    }
                }
            }
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        let [a, b] = values;
        Bimatrix::new(self.names.clone(), a, b).map_err(|e| {
            vec![CellProblem {
                place: Place::Shape,
                text: String::new(),
                label: "the game".into(),
                reason: e.to_string(),
            }]
        })
    }
    /// Why the sizes of the payoff tables and the name lists disagree, if they do.
    fn shape_problem(&self) -> Option<String> {
        let rows = self.a.len();
        let cols = self.a.first().map_or(0, Vec::len);
        if rows == 0 || cols == 0 {
            return Some(BimatrixError::Empty.to_string());
        }
        if self.b.len() != rows || self.a.iter().chain(&self.b).any(|r| r.len() != cols) {
            return Some(format!("both payoff tables must be {rows}×{cols}"));
        }
        if self.names[0].len() != rows || self.names[1].len() != cols {
            return Some(format!(
                "{} row and {} column names for a {rows}×{cols} game",
                self.names[0].len(),
                self.names[1].len()
            ));
        }
        None
    }

    /// What is wrong with the name of `player`'s strategy `index`: empty, or (trimmed) equal
    /// to an earlier strategy's name of the same player.
    fn name_problem(&self, player: usize, index: usize) -> Option<CellProblem> {
        let names = &self.names[player];
        let n = names[index].trim();
        let what = if player == 0 { "row" } else { "column" };
        let reason = if n.is_empty() {
            "empty (every strategy needs a name)".to_string()
        } else {
            // The later of two equal names is flagged: the earlier one was there first, and
            // it is usually the one just typed that the person wants to change.
            let j = names[..index].iter().position(|m| m.trim() == n)?;
            format!("{n:?} is already the name of {what} {}", j + 1)
        };
        Some(CellProblem {
            place: Place::Name { player, index },
            text: names[index].clone(),
            label: format!("name of {what} {}", index + 1),
            reason,
        })
    }

    /// How messages name `player`'s strategies: by name when it is a name a person can tell
    /// apart (not empty, not shared with another strategy of the player), otherwise by
    /// position ("row 2", "column 1").
    fn labels(&self, player: usize) -> Vec<String> {
        let names = &self.names[player];
        let what = if player == 0 { "row" } else { "column" };
        names
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let n = n.trim();
                if !n.is_empty() && names.iter().filter(|m| m.trim() == n).count() == 1 {
                    n.to_string()
                } else {
                    format!("{what} {}", i + 1)
                }
            })
            .collect()
    }

    /// Puts `text` in `player`'s payoff cell (`row`, `col`) exactly as typed, spaces and all:
    /// the live text of an input being typed in. A page that kept only the trimmed text would
    /// rewrite the input under the caret; [`Draft::set_payoff`] trims when the edit is done.
    pub fn type_payoff(&mut self, player: usize, row: usize, col: usize, text: &str) {
        let m = if player == 0 {
            &mut self.a
        } else {
            &mut self.b
        };
        m[row][col] = text.to_string();
    }

    /// Puts `text` as the name of `player`'s strategy `index` exactly as typed (so a space
    /// between two words survives the keystroke that types it); [`Draft::rename`] trims.
    pub fn type_name(&mut self, player: usize, index: usize, text: &str) {
        self.names[player][index] = text.to_string();
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
            "column player's payoff at (movie A, movie B): \"x\" is not a number (an integer, \
             decimal or fraction)"
        );
        let mut d = battle();
        d.rename(1, 0, "  ");
        assert_eq!(d.names[1][0], "");
        assert_eq!(
            d.game().unwrap_err(),
            "name of column 1: empty (every strategy needs a name)"
        );
        let mut d = battle();
        let first = d.names[0][0].clone();
        d.rename(0, 1, &first);
        assert_eq!(
            d.game().unwrap_err(),
            format!("name of row 2: {first:?} is already the name of row 1")
        );
    }

    #[test]
    fn every_problem_is_listed_with_its_cell_in_reading_order() {
        let mut d = battle();
        d.set_payoff(1, 1, 0, "x");
        d.set_payoff(0, 0, 1, "");
        d.set_payoff(0, 1, 0, "1/0");
        let p = d.problems();
        assert_eq!(
            p.iter().map(|p| p.place).collect::<Vec<_>>(),
            [
                Place::Payoff {
                    player: 0,
                    row: 0,
                    col: 1
                },
                Place::Payoff {
                    player: 0,
                    row: 1,
                    col: 0
                },
                Place::Payoff {
                    player: 1,
                    row: 1,
                    col: 0
                },
            ]
        );
        assert_eq!(
            p.iter().map(ToString::to_string).collect::<Vec<_>>(),
            [
                "row player's payoff at (movie A, movie B): empty (type a number)",
                "row player's payoff at (movie B, movie A): \"1/0\" divides by zero",
                "column player's payoff at (movie B, movie A): \"x\" is not a number (an \
                 integer, decimal or fraction)",
            ]
        );
        assert_eq!(p[2].text, "x");
        assert_eq!(p[2].label, "column player's payoff at (movie B, movie A)");
        // game() reports the first and counts the rest.
        assert_eq!(
            d.game().unwrap_err(),
            format!("{} (and 2 more problems)", p[0])
        );
        d.set_payoff(0, 0, 1, "0");
        assert_eq!(
            d.game().unwrap_err(),
            format!("{} (and 1 more problem)", p[1])
        );
        d.set_payoff(0, 1, 0, "0");
        assert_eq!(d.game().unwrap_err(), p[2].to_string());
        d.set_payoff(1, 1, 0, "0");
        assert!(d.problems().is_empty());
        assert_eq!(d.game().unwrap(), MatrixPreset::BattleOfTheSexes.game());
    }

    #[test]
    fn name_problems_are_tied_to_the_later_name_and_cells_fall_back_to_positions() {
        let mut d = battle();
        d.add_row();
        d.add_col();
        // Rows: movie A, movie A (a duplicate, spaces aside), R1; columns: movie A, "", C1.
        d.type_name(0, 1, " movie A ");
        d.rename(1, 1, "");
        d.set_payoff(0, 1, 1, "?");
        d.set_payoff(1, 2, 2, "1.2.3");
        let p = d.problems();
        assert_eq!(
            p.iter().map(ToString::to_string).collect::<Vec<_>>(),
            [
                "name of column 2: empty (every strategy needs a name)",
                "name of row 2: \"movie A\" is already the name of row 1",
                // Neither the shared row name nor the empty column name identifies the cell.
                "row player's payoff at (row 2, column 2): \"?\" is not a number (an integer, \
                 decimal or fraction)",
                "column player's payoff at (R1, C1): \"1.2.3\" is not a number (an integer, \
                 decimal or fraction)",
            ]
        );
        assert_eq!(
            p[1].place,
            Place::Name {
                player: 0,
                index: 1
            }
        );
        assert_eq!(p[1].text, " movie A ");
        // The first of two equal names is not flagged, nor any name of the other player.
        assert!(!p.iter().any(|p| p.place
            == Place::Name {
                player: 0,
                index: 0
            }
            || p.place
                == Place::Name {
                    player: 1,
                    index: 0
                }));
    }

    #[test]
    fn typed_text_is_kept_as_typed_and_read_trimmed() {
        let mut d = battle();
        d.type_payoff(1, 0, 0, " 2/3 ");
        d.type_name(0, 0, "movie ");
        assert_eq!(d.b[0][0], " 2/3 ");
        assert_eq!(d.names[0][0], "movie ");
        assert!(d.problems().is_empty(), "{:?}", d.problems());
        assert_eq!(d.game().unwrap().b[0][0], Q::new(2.into(), 3.into()));
        d.type_payoff(0, 1, 1, "  ");
        assert_eq!(d.problems()[0].reason, "empty (type a number)");
    }

    #[test]
    fn a_draft_of_mismatched_sizes_is_one_problem_of_the_game_not_a_panic() {
        let mut d = battle();
        d.b.pop();
        assert_eq!(
            d.problems(),
            [CellProblem {
                place: Place::Shape,
                text: String::new(),
                label: "the game".into(),
                reason: "both payoff tables must be 2×2".into(),
            }]
        );
        let mut d = battle();
        d.names[1].push("extra".into());
        assert_eq!(
            d.game().unwrap_err(),
            "the game: 2 row and 3 column names for a 2×2 game"
        );
        let mut d = battle();
        d.a = vec![vec![]; 2];
        d.b = vec![vec![]; 2];
        assert_eq!(
            d.game().unwrap_err(),
            "the game: each player needs at least one strategy"
        );
    }

    /// Random drafts with bad payoffs and names injected at random places: `problems()` names
    /// exactly the injected places, and `game()` fails exactly when it names any.
    #[test]
    fn problems_name_exactly_the_bad_inputs_and_agree_with_game_on_random_drafts() {
        let bad_numbers = [
            "x", "", " ", "1/0", "1//2", "1.2.3", "--1", "1e999", "½", "2 3",
        ];
        let good_numbers = [" 3 ", "-0.5", "2/3", "1e2", "+7", "0"];
        let mut rng = Seed(7).rng();
        let mut pick = |n: usize| crate::rng::below(&mut rng, n as u32) as usize;
        let mut failing = 0;
        for round in 0..400 {
            let (rows, cols) = (1 + pick(5), 1 + pick(5));
            let mut d = Draft::from_game(&Bimatrix::random_integers(
                rows,
                cols,
                -9,
                9,
                &mut Seed(round).rng(),
            ));
            let mut expected = std::collections::BTreeSet::new();
            for _ in 0..pick(4) {
                let (player, row, col) = (pick(2), pick(rows), pick(cols));
                if pick(3) == 0 {
                    d.type_payoff(player, row, col, good_numbers[pick(good_numbers.len())]);
                    expected.remove(&Place::Payoff { player, row, col });
                } else {
                    d.type_payoff(player, row, col, bad_numbers[pick(bad_numbers.len())]);
                    expected.insert(Place::Payoff { player, row, col });
                }
            }
            if pick(4) == 0 {
                // An empty name, or a copy of another strategy's name (the later one is
                // flagged).
                let player = pick(2);
                let n = d.names[player].len();
                let index = pick(n);
                if n > 1 && pick(2) == 0 {
                    let other = (index + 1 + pick(n - 1)) % n;
                    let name = format!(" {} ", d.names[player][other]);
                    d.type_name(player, index, &name);
                    expected.insert(Place::Name {
                        player,
                        index: index.max(other),
                    });
                } else {
                    d.type_name(player, index, "");
                    expected.insert(Place::Name { player, index });
                }
            }
            let problems = d.problems();
            let places: std::collections::BTreeSet<Place> =
                problems.iter().map(|p| p.place).collect();
            assert_eq!(places, expected, "round {round}: {d:?}");
            assert_eq!(places.len(), problems.len(), "one problem per input");
            assert_eq!(d.game().is_err(), !problems.is_empty(), "round {round}");
            if let Err(e) = d.game() {
                failing += 1;
                assert!(e.starts_with(&problems[0].to_string()), "{e}");
            }
            for p in &problems {
                assert!(!p.reason.is_empty() && p.to_string().starts_with(&p.label));
                if let Place::Payoff { player, row, col } = p.place {
                    let m = if player == 0 { &d.a } else { &d.b };
                    assert_eq!(p.text, m[row][col]);
                }
            }
        }
        // Both outcomes were exercised.
        assert!(
            (100..350).contains(&failing),
            "{failing} of 400 drafts failed"
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
        let refused = ImportError::TooLarge {
            rows: EDITOR_LIMIT + 1,
            cols: 2,
        };
        assert_eq!(Draft::from_nfg(&text).unwrap_err(), refused);
        assert_eq!(Draft::import(&text).unwrap_err(), refused);
        assert_eq!(
            refused.to_string(),
            format!(
                "the game is {}×2; the page takes up to {EDITOR_LIMIT}×{EDITOR_LIMIT} strategies per player",
                EDITOR_LIMIT + 1
            )
        );
        assert!(matches!(
            Draft::import("not a game"),
            Err(ImportError::Parse(e)) if e.line == 1
        ));
    }
}
