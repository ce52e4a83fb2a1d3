//! Strategic-form games of any number of players (2 to [`MAX_PLAYERS`]) with exact payoffs.
//!
//! Design: one flat table of payoff vectors, one per pure profile, in Gambit's order (the first
//! player's strategy changes fastest), so a `.nfg` file's payoff list is the table as it stands
//! and a profile's index is a mixed-radix number. A two-player game converts to a
//! [`Bimatrix`] and back without loss ([`StrategicGame::from_bimatrix`],
//! [`StrategicGame::to_bimatrix`]): the bimatrix is this model's two-player case, with the
//! matrices the two-player solvers want.

use crate::exact::{to_f64, Q};
use crate::game::{ByPlayer, NormalForm, Player};
use crate::models::strategic::{Bimatrix, BimatrixError};
use serde::{Deserialize, Serialize};

/// The most players a strategic game may have.
pub const MAX_PLAYERS: usize = 6;

/// The most pure profiles (cells) a strategic game may have.
pub const MAX_PROFILES: usize = 1 << 20;

/// The pure profile at `index` of a table of `shape` (strategies per player) in Gambit's
/// order, the first player's strategy changing fastest: `index` as a mixed-radix number.
pub fn profile_at(shape: impl IntoIterator<Item = usize>, mut index: usize) -> Vec<usize> {
    shape
        .into_iter()
        .map(|k| {
            let s = index % k;
            index /= k;
            s
        })
        .collect()
}

/// A finite game in strategic form: every player picks one pure strategy at once, and each pure
/// profile gives every player an exact payoff.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StrategicGame {
    /// The players' names (`Player 1`, … unless given).
    players: Vec<String>,
    /// Strategy names per player.
    names: Vec<Vec<String>>,
    /// Payoff vectors per profile, the first player's strategy changing fastest.
    payoffs: Vec<Vec<Q>>,
}

impl StrategicGame {
    /// Builds a game from its players' strategy names and one payoff vector per profile in
    /// Gambit's order. Player names default to `Player 1`, … when `players` is empty.
    pub fn new(
        players: Vec<String>,
        names: Vec<Vec<String>>,
        payoffs: Vec<Vec<Q>>,
    ) -> Result<StrategicGame, BimatrixError> {
        let n = names.len();
        if !(2..=MAX_PLAYERS).contains(&n) {
            return Err(BimatrixError::Shape(format!(
                "a strategic game has 2 to {MAX_PLAYERS} players, not {n}"
            )));
        }
        if names.iter().any(Vec::is_empty) {
            return Err(BimatrixError::Empty);
        }
        let cells = names
            .iter()
            .try_fold(1usize, |acc, s| acc.checked_mul(s.len()))
            .filter(|&c| c <= MAX_PROFILES)
            .ok_or_else(|| {
                BimatrixError::Shape(format!("a game has at most {MAX_PROFILES} pure profiles"))
            })?;
        if payoffs.len() != cells || payoffs.iter().any(|v| v.len() != n) {
            return Err(BimatrixError::Shape(format!(
                "{cells} profiles need {cells} payoff vectors of {n} numbers each"
            )));
        }
        let players = if players.is_empty() {
            (1..=n).map(|i| format!("Player {i}")).collect()
        } else if players.len() == n {
            players
        } else {
            return Err(BimatrixError::Shape(format!(
                "{} player names for {n} players",
                players.len()
            )));
        };
        Ok(StrategicGame {
            players,
            names,
            payoffs,
        })
    }

    /// The two-player game of a bimatrix (players named `Player 1` and `Player 2`).
    pub fn from_bimatrix(g: &Bimatrix) -> StrategicGame {
        let mut payoffs = Vec::with_capacity(g.rows() * g.cols());
        for c in 0..g.cols() {
            for r in 0..g.rows() {
                payoffs.push(vec![g.a[r][c].clone(), g.b[r][c].clone()]);
            }
        }
        StrategicGame {
            players: vec!["Player 1".into(), "Player 2".into()],
            names: g.names.to_vec(),
            payoffs,
        }
    }

    /// The bimatrix of a two-player game; an error for three players or more.
    pub fn to_bimatrix(&self) -> Result<Bimatrix, BimatrixError> {
        if self.num_players() != 2 {
            return Err(BimatrixError::Shape(format!(
                "a bimatrix has two players, this game {}",
                self.num_players()
            )));
        }
        let (rows, cols) = (self.names[0].len(), self.names[1].len());
        let cell = |r: usize, c: usize, p: usize| self.payoffs[r + rows * c][p].clone();
        let a = (0..rows).map(|r| (0..cols).map(|c| cell(r, c, 0)).collect());
        let b = (0..rows).map(|r| (0..cols).map(|c| cell(r, c, 1)).collect());
        Bimatrix::new(
            [self.names[0].clone(), self.names[1].clone()],
            a.collect(),
            b.collect(),
        )
    }

    /// Renames the players; an error (and no change) unless there is one name per player.
    pub fn set_players(&mut self, players: Vec<String>) -> Result<(), BimatrixError> {
        if players.len() != self.names.len() {
            return Err(BimatrixError::Shape(format!(
                "{} player names for {} players",
                players.len(),
                self.names.len()
            )));
        }
        self.players = players;
        Ok(())
    }

    /// The players' names.
    pub fn players(&self) -> &[String] {
        &self.players
    }

    /// Strategy names per player.
    pub fn names(&self) -> &[Vec<String>] {
        &self.names
    }

    /// How many strategies each player has.
    pub fn shape(&self) -> Vec<usize> {
        self.names.iter().map(Vec::len).collect()
    }

    /// How many pure profiles there are.
    pub fn num_profiles(&self) -> usize {
        self.payoffs.len()
    }

    /// The index of a pure profile in the payoff table (first player fastest).
    ///
    /// # Panics
    /// If the profile has the wrong length or a strategy out of range.
    pub fn index(&self, profile: &[usize]) -> usize {
        assert_eq!(profile.len(), self.names.len(), "one strategy per player");
        let (mut index, mut stride) = (0, 1);
        for (s, names) in profile.iter().zip(&self.names) {
            assert!(*s < names.len(), "strategy {s} out of range");
            index += s * stride;
            stride *= names.len();
        }
        index
    }

    /// The pure profile at an index of the payoff table.
    pub fn profile(&self, index: usize) -> Vec<usize> {
        profile_at(self.names.iter().map(Vec::len), index)
    }

    /// Every player's exact payoff at a pure profile.
    pub fn payoff_vector(&self, profile: &[usize]) -> &[Q] {
        &self.payoffs[self.index(profile)]
    }

    /// The payoff vectors in table order (first player fastest).
    pub fn table(&self) -> &[Vec<Q>] {
        &self.payoffs
    }
}

impl NormalForm for StrategicGame {
    fn num_players(&self) -> usize {
        self.names.len()
    }

    fn num_strategies(&self, player: Player) -> usize {
        self.names[usize::from(player.0)].len()
    }

    fn payoffs_at(&self, profile: &[usize]) -> ByPlayer<f64> {
        ByPlayer(self.payoff_vector(profile).iter().map(to_f64).collect())
    }

    fn strategy_name(&self, player: Player, index: usize) -> String {
        self.names[usize::from(player.0)][index].clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(n: i64) -> Q {
        Q::from_integer(n.into())
    }

    fn names(shape: &[usize]) -> Vec<Vec<String>> {
        shape
            .iter()
            .map(|&k| (1..=k).map(|i| i.to_string()).collect())
            .collect()
    }

    #[test]
    fn profiles_and_indices_are_inverse_with_the_first_player_fastest() {
        let shape = [2, 3, 2];
        let cells = (0..12).map(|i| vec![q(i), q(-i), q(2 * i)]).collect();
        let g = StrategicGame::new(vec![], names(&shape), cells).unwrap();
        assert_eq!(g.num_profiles(), 12);
        assert_eq!(g.index(&[1, 0, 0]), 1);
        assert_eq!(g.index(&[0, 1, 0]), 2);
        assert_eq!(g.index(&[0, 0, 1]), 6);
        for i in 0..12 {
            assert_eq!(g.index(&g.profile(i)), i);
        }
        assert_eq!(g.payoffs_at(&[1, 2, 1]).0, vec![11.0, -11.0, 22.0]);
        assert_eq!(g.players()[2], "Player 3");
        assert_eq!(NormalForm::num_players(&g), 3);
    }

    #[test]
    fn a_bimatrix_is_the_two_player_case_both_ways() {
        let b = Bimatrix::from_integers(
            &[vec![1, 2, 3], vec![4, 5, 6]],
            &[vec![7, 8, 9], vec![10, 11, 12]],
        )
        .unwrap();
        let g = StrategicGame::from_bimatrix(&b);
        assert_eq!(g.shape(), vec![2, 3]);
        for r in 0..2 {
            for c in 0..3 {
                assert_eq!(g.payoffs_at(&[r, c]), b.payoffs(r, c));
                assert_eq!(
                    g.payoff_vector(&[r, c]),
                    &[b.a[r][c].clone(), b.b[r][c].clone()]
                );
            }
        }
        assert_eq!(g.to_bimatrix().unwrap(), b);
        let three = StrategicGame::new(vec![], names(&[1, 1, 1]), vec![vec![q(0); 3]]).unwrap();
        assert!(three.to_bimatrix().is_err());
    }

    #[test]
    fn bad_shapes_are_refused() {
        assert!(StrategicGame::new(vec![], names(&[2]), vec![vec![q(0)]; 2]).is_err());
        assert!(StrategicGame::new(vec![], names(&[2; 7]), vec![]).is_err());
        assert_eq!(
            StrategicGame::new(vec![], names(&[2, 0]), vec![]),
            Err(BimatrixError::Empty)
        );
        assert!(StrategicGame::new(vec![], names(&[2, 2]), vec![vec![q(0); 2]; 3]).is_err());
        assert!(StrategicGame::new(vec!["a".into()], names(&[1, 1]), vec![vec![q(0); 2]]).is_err());
        assert!(StrategicGame::new(vec![], names(&[64; 6]), vec![]).is_err());
    }
}
