//! An editable game of three or more players for the normal-form page's n-player editor
//! ([`NDraft`]): the players' and strategies' names and every payoff kept as the text the
//! person typed, the edits (type a payoff, rename, add or remove a strategy or a player, draw a
//! random game), every problem tied to its input ([`NDraft::problems`]), and the conversions to
//! and from the analysed [`StrategicGame`] and Gambit .nfg text.
//!
//! Design: as the two-player [`super::edit::Draft`] — text kept as typed so a half-typed
//! number is not lost, one check behind [`NDraft::game`] and [`NDraft::problems`] so they
//! cannot disagree, a plain value so undo is a stack of drafts — but over the n-player model's
//! flat table: payoffs are stored per pure profile in Gambit's order (the first player's
//! strategy changes fastest), one text per player, so the .nfg payoff list is the table as it
//! stands. The page draws it as one matrix (players 1 × 2) per profile of the other players.
//!
//! Limits: [`MIN_PLAYERS`]…[`MAX_EDITOR_PLAYERS`] players, at most [`N_EDITOR_LIMIT`]
//! strategies each and [`MAX_EDITOR_PROFILES`] cells, so every game the editor holds is
//! within reach of the certified all-equilibria solver in a browser.

use std::fmt;

use super::{format_number, nfg, parse_payoff, Q};
use crate::models::n_player::profile_at;
use crate::models::nfg::NfgStrategic;
use crate::models::StrategicGame;
use crate::rng::Seed;

/// The fewest players of the n-player editor (two-player games have their own editor).
pub const MIN_PLAYERS: usize = 3;
/// The most players of the n-player editor.
pub const MAX_EDITOR_PLAYERS: usize = 4;
/// The most strategies per player in the n-player editor.
pub const N_EDITOR_LIMIT: usize = 5;
/// The most pure profiles (cells) in the n-player editor.
pub const MAX_EDITOR_PROFILES: usize = 128;

/// A game of three or more players being edited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NDraft {
    /// The game's title.
    pub title: String,
    /// The players' names.
    pub players: Vec<String>,
    /// Each player's strategy names.
    pub names: Vec<Vec<String>>,
    /// The payoffs as typed: `payoffs[profile][player]`, profiles in Gambit's order.
    pub payoffs: Vec<Vec<String>>,
}

/// Where a problem of an [`NDraft`] is: the input a page highlights.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NPlace {
    /// The name of `player`'s strategy `index`.
    Name {
        /// The player, from 0.
        player: usize,
        /// The strategy, from 0.
        index: usize,
    },
    /// `player`'s payoff at pure profile `profile` (Gambit's order).
    Payoff {
        /// The profile's index.
        profile: usize,
        /// The player, from 0.
        player: usize,
    },
    /// The draft as a whole (sizes that disagree, or a game beyond the limits).
    Shape,
}

/// One problem of an [`NDraft`], displayed as `"{label}: {reason}"`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NProblem {
    /// The input holding the problem.
    pub place: NPlace,
    /// The text in that input, as typed.
    pub text: String,
    /// The input named for people: `Player 2's payoff at (Top, Left, East)`.
    pub label: String,
    /// What is wrong, in words.
    pub reason: String,
}

impl fmt::Display for NProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.label, self.reason)
    }
}

/// Why a text cannot go into the n-player editor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NImportError {
    /// Not a .nfg file: where and what.
    Parse(nfg::NfgError),
    /// A game the editor does not hold (players, strategies or cells beyond its limits).
    Size(String),
}

impl fmt::Display for NImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NImportError::Parse(e) => write!(f, "{e}"),
            NImportError::Size(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for NImportError {}

/// Why a game of `shape` is beyond the editor, if it is.
pub fn size_problem(shape: &[usize]) -> Option<String> {
    let n = shape.len();
    if !(MIN_PLAYERS..=MAX_EDITOR_PLAYERS).contains(&n) {
        return Some(format!(
            "the n-player editor holds games of {MIN_PLAYERS} to {MAX_EDITOR_PLAYERS} players, \
             not {n} (two-player games have their own editor; larger games: gamelab nash)"
        ));
    }
    if let Some(p) = shape.iter().position(|&k| k > N_EDITOR_LIMIT) {
        return Some(format!(
            "player {} has {} strategies; the editor takes up to {N_EDITOR_LIMIT} per player",
            p + 1,
            shape[p]
        ));
    }
    let cells: usize = shape.iter().product();
    (cells > MAX_EDITOR_PROFILES).then(|| {
        format!(
            "the game has {cells} cells ({}); the editor takes up to {MAX_EDITOR_PROFILES}",
            shape
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join("×")
        )
    })
}

impl NDraft {
    /// The draft showing `g` under `title` (payoffs as integers or `p/q`).
    pub fn from_game(title: &str, g: &StrategicGame) -> NDraft {
        NDraft {
            title: title.to_string(),
            players: g.players().to_vec(),
            names: g.names().to_vec(),
            payoffs: g
                .table()
                .iter()
                .map(|v| v.iter().map(format_number).collect())
                .collect(),
        }
    }

    /// Reads a .nfg text (either form) the editor can hold.
    pub fn from_nfg(text: &str) -> Result<NDraft, NImportError> {
        let f = nfg::parse_strategic(text).map_err(NImportError::Parse)?;
        if let Some(why) = size_problem(&f.game.shape()) {
            return Err(NImportError::Size(why));
        }
        Ok(NDraft::from_game(&f.title, &f.game))
    }

    /// The .nfg text of `g` (this draft's game) under the draft's title, in the payoff form.
    pub fn to_nfg(&self, g: &StrategicGame) -> String {
        nfg::write_strategic(&NfgStrategic {
            title: self.title.clone(),
            comment: String::new(),
            game: g.clone(),
        })
    }

    /// The number of strategies of each player.
    pub fn shape(&self) -> Vec<usize> {
        self.names.iter().map(Vec::len).collect()
    }

    /// The index of a pure profile in the table (Gambit's order: the first player fastest).
    pub fn index(&self, profile: &[usize]) -> usize {
        profile
            .iter()
            .zip(self.shape())
            .rev()
            .fold(0, |acc, (&s, k)| acc * k + s)
    }

    /// The pure profile at `index` in the table.
    pub fn profile(&self, index: usize) -> Vec<usize> {
        profile_at(self.names.iter().map(Vec::len), index)
    }

    /// The game, or a one-line summary of the problems.
    pub fn game(&self) -> Result<StrategicGame, String> {
        self.check().map_err(|p| {
            let n = p.len();
            format!(
                "{}{}",
                p[0],
                if n > 1 {
                    format!(" (and {} more)", n - 1)
                } else {
                    String::new()
                }
            )
        })
    }

    /// Every problem of the draft, in reading order (empty exactly when [`NDraft::game`] is
    /// `Ok`).
    pub fn problems(&self) -> Vec<NProblem> {
        self.check().err().unwrap_or_default()
    }

    fn shape_problem(&self) -> Option<String> {
        let shape = self.shape();
        if shape.contains(&0) {
            return Some("every player needs a strategy".into());
        }
        if self.players.len() != shape.len() {
            return Some(format!(
                "{} player names for {} players",
                self.players.len(),
                shape.len()
            ));
        }
        let cells: usize = shape.iter().product();
        if self.payoffs.len() != cells || self.payoffs.iter().any(|v| v.len() != shape.len()) {
            return Some(format!(
                "{cells} cells need {cells} payoff lists of {} numbers",
                shape.len()
            ));
        }
        size_problem(&shape)
    }

    /// How messages name `player`'s strategies: by name when unique and not empty, otherwise
    /// by position.
    fn labels(&self, player: usize) -> Vec<String> {
        let names = &self.names[player];
        names
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let n = n.trim();
                if !n.is_empty() && names.iter().filter(|m| m.trim() == n).count() == 1 {
                    n.to_string()
                } else {
                    format!("strategy {}", i + 1)
                }
            })
            .collect()
    }

    fn player_label(&self, player: usize) -> String {
        let n = self.players[player].trim();
        if n.is_empty() {
            format!("Player {}", player + 1)
        } else {
            n.to_string()
        }
    }

    fn name_problem(&self, player: usize, index: usize) -> Option<NProblem> {
        let names = &self.names[player];
        let n = names[index].trim();
        let reason = if n.is_empty() {
            "empty (every strategy needs a name)".to_string()
        } else {
            let j = names[..index].iter().position(|m| m.trim() == n)?;
            format!("{n:?} is already the name of strategy {}", j + 1)
        };
        Some(NProblem {
            place: NPlace::Name { player, index },
            text: names[index].clone(),
            label: format!("{}'s strategy {}", self.player_label(player), index + 1),
            reason,
        })
    }

    /// The one check behind [`NDraft::game`] and [`NDraft::problems`].
    fn check(&self) -> Result<StrategicGame, Vec<NProblem>> {
        if let Some(reason) = self.shape_problem() {
            return Err(vec![NProblem {
                place: NPlace::Shape,
                text: String::new(),
                label: "the game".into(),
                reason,
            }]);
        }
        let n = self.players.len();
        let labels: Vec<Vec<String>> = (0..n).map(|p| self.labels(p)).collect();
        let mut problems: Vec<NProblem> = (0..n)
            .flat_map(|p| (0..self.names[p].len()).map(move |i| (p, i)))
            .filter_map(|(p, i)| self.name_problem(p, i))
            .collect();
        let mut table = Vec::with_capacity(self.payoffs.len());
        for (k, texts) in self.payoffs.iter().enumerate() {
            let profile = self.profile(k);
            let mut v = Vec::with_capacity(n);
            for (player, text) in texts.iter().enumerate() {
                match parse_payoff(text) {
                    Ok(q) => v.push(q),
                    Err(e) => problems.push(NProblem {
                        place: NPlace::Payoff { profile: k, player },
                        text: text.clone(),
                        label: format!(
                            "{}'s payoff at ({})",
                            self.player_label(player),
                            profile
                                .iter()
                                .enumerate()
                                .map(|(i, &s)| labels[i][s].clone())
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                        reason: if text.trim().is_empty() {
                            "empty (type a number)".to_string()
                        } else {
                            e.to_string()
                        },
                    }),
                }
            }
            table.push(v);
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        let names = self
            .names
            .iter()
            .map(|s| s.iter().map(|x| x.trim().to_string()).collect())
            .collect();
        let players = (0..n).map(|p| self.player_label(p)).collect();
        StrategicGame::new(players, names, table).map_err(|e| {
            vec![NProblem {
                place: NPlace::Shape,
                text: String::new(),
                label: "the game".into(),
                reason: e.to_string(),
            }]
        })
    }

    /// Puts `text` as `player`'s payoff at `profile` exactly as typed.
    pub fn type_payoff(&mut self, profile: usize, player: usize, text: &str) {
        self.payoffs[profile][player] = text.to_string();
    }

    /// Sets `player`'s payoff at `profile` to `text` (trimmed).
    pub fn set_payoff(&mut self, profile: usize, player: usize, text: &str) {
        self.payoffs[profile][player] = text.trim().to_string();
    }

    /// Puts `text` as the name of `player`'s strategy `index` exactly as typed.
    pub fn type_name(&mut self, player: usize, index: usize, text: &str) {
        self.names[player][index] = text.to_string();
    }

    /// Renames `player`'s strategy `index` to `name` (trimmed).
    pub fn rename(&mut self, player: usize, index: usize, name: &str) {
        self.names[player][index] = name.trim().to_string();
    }

    /// Rebuilds the table for a new shape: each new profile takes the payoffs of `old(profile)`
    /// in the current table, or zeros when it maps to none.
    fn reshape(&mut self, names: Vec<Vec<String>>, old: impl Fn(&[usize]) -> Option<Vec<usize>>) {
        let n = names.len();
        let shape: Vec<usize> = names.iter().map(Vec::len).collect();
        let cells: usize = shape.iter().product();
        let mut table = Vec::with_capacity(cells);
        for k in 0..cells {
            let mut v = match old(&profile_at(shape.iter().copied(), k)) {
                Some(p) => self.payoffs[self.index(&p)].clone(),
                None => vec!["0".to_string(); self.players.len()],
            };
            v.resize(n, "0".to_string());
            table.push(v);
        }
        self.names = names;
        self.payoffs = table;
    }

    /// Whether `player` can have one more strategy within the limits.
    pub fn can_add(&self, player: usize) -> bool {
        let mut shape = self.shape();
        shape[player] += 1;
        size_problem(&shape).is_none()
    }

    /// Adds a strategy `S<n>` (the first free n) to `player` with zero payoffs; nothing at the
    /// limits.
    pub fn add(&mut self, player: usize) {
        if !self.can_add(player) {
            return;
        }
        let mut names = self.names.clone();
        let name = (1..)
            .map(|i| format!("S{i}"))
            .find(|m| !names[player].contains(m))
            .expect("a free name exists");
        names[player].push(name);
        let old = self.shape()[player];
        self.reshape(names, |p| (p[player] < old).then(|| p.to_vec()));
    }

    /// Removes `player`'s strategy `index`; nothing when it is the player's last one.
    pub fn remove(&mut self, player: usize, index: usize) {
        if self.names[player].len() <= 1 {
            return;
        }
        let mut names = self.names.clone();
        names[player].remove(index);
        self.reshape(names, |p| {
            let mut q = p.to_vec();
            if q[player] >= index {
                q[player] += 1;
            }
            Some(q)
        });
    }

    /// Whether one more player fits the limits.
    pub fn can_add_player(&self) -> bool {
        let mut shape = self.shape();
        shape.push(2);
        size_problem(&shape).is_none()
    }

    /// Adds a player with two strategies (`A`, `B`); the old payoffs are kept where the new
    /// player plays `A`, and repeated where it plays `B`; its own payoffs are zeros.
    pub fn add_player(&mut self) {
        if !self.can_add_player() {
            return;
        }
        let n = self.players.len();
        let mut names = self.names.clone();
        names.push(vec!["A".into(), "B".into()]);
        self.players.push(format!("Player {}", n + 1));
        self.reshape(names, |p| Some(p[..n].to_vec()));
    }

    /// Removes the last player (its first strategy's payoffs are kept); nothing at
    /// [`MIN_PLAYERS`].
    pub fn remove_player(&mut self) {
        let n = self.players.len();
        if n <= MIN_PLAYERS {
            return;
        }
        let mut names = self.names.clone();
        names.pop();
        let table: Vec<Vec<String>> = {
            let shape: Vec<usize> = names.iter().map(Vec::len).collect();
            let cells: usize = shape.iter().product();
            (0..cells)
                .map(|k| {
                    // Profile k of the smaller game with the removed player at 0 has the same
                    // index in the larger table (the last player changes slowest).
                    let mut v = self.payoffs[k].clone();
                    v.truncate(n - 1);
                    v
                })
                .collect()
        };
        self.players.pop();
        self.names = names;
        self.payoffs = table;
    }

    /// A random game of the current shape with integer payoffs −9…9 (names kept).
    pub fn random(&self, seed: u64) -> NDraft {
        let mut rng = Seed(seed).rng();
        let mut d = self.clone();
        for v in &mut d.payoffs {
            for x in v.iter_mut() {
                *x = (crate::rng::below(&mut rng, 19) as i64 - 9).to_string();
            }
        }
        d
    }

    /// The payoff of `player` at `profile` as an exact number, if it parses.
    pub fn value(&self, profile: usize, player: usize) -> Option<Q> {
        parse_payoff(&self.payoffs[profile][player]).ok()
    }
}

#[cfg(test)]
#[path = "n_edit_tests.rs"]
mod tests;
