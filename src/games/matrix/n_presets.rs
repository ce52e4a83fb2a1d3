//! The built-in games of three players on the normal-form page: the textbook's next chapter
//! after the bimatrix game.
//!
//! Each preset says where its numbers come from; the two taken from Gambit's example files are
//! the same games as the test data (`tests/data/nfg/gambit/`), whose equilibria are checked
//! against pygambit there.

use super::Q;
use crate::models::n_player::profile_at;
use crate::models::StrategicGame;

/// A built-in game of three players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NPreset {
    /// Three players each choose A or B; all get 1 when all choose alike, else 0.
    Coordination,
    /// Three voters, three candidates, a Condorcet cycle of preferences; plurality, a
    /// three-way tie won by A.
    Voting,
    /// McKelvey and McLennan's 2×2×2 game with nine equilibria (Gambit's `2x2x2.nfg`).
    NineEquilibria,
    /// Nau, Gomez Canovas and Hansen's game whose only equilibrium is irrational (Gambit's
    /// `nau2004_sec4.nfg`).
    Irrational,
}

impl NPreset {
    /// Every preset, in menu order.
    pub const ALL: [NPreset; 4] = [
        NPreset::Coordination,
        NPreset::Voting,
        NPreset::NineEquilibria,
        NPreset::Irrational,
    ];

    /// The display name (also the game's title).
    pub fn name(self) -> &'static str {
        match self {
            NPreset::Coordination => "Three-player coordination",
            NPreset::Voting => "Voting (Condorcet cycle)",
            NPreset::NineEquilibria => "2×2×2 with nine equilibria (McKelvey–McLennan)",
            NPreset::Irrational => "Only an irrational equilibrium (Nau et al.)",
        }
    }

    /// The display name ([`NPreset::name`]) in the language of `words`.
    pub fn name_in(self, words: &crate::i18n::Catalogue) -> String {
        match self {
            NPreset::Coordination => words.msg("games-n-preset-coordination"),
            NPreset::Voting => words.msg("games-n-preset-voting"),
            NPreset::NineEquilibria => words.msg("games-n-preset-nine-equilibria"),
            NPreset::Irrational => words.msg("games-n-preset-irrational"),
        }
    }

    /// The game.
    pub fn game(self) -> StrategicGame {
        let build = |names: &[&[&str]], payoff: &dyn Fn(&[usize]) -> [i64; 3]| {
            let names: Vec<Vec<String>> = names
                .iter()
                .map(|s| s.iter().map(|x| x.to_string()).collect())
                .collect();
            let shape: Vec<usize> = names.iter().map(Vec::len).collect();
            let cells: usize = shape.iter().product();
            let table = (0..cells)
                .map(|k| {
                    payoff(&profile_at(shape.iter().copied(), k))
                        .iter()
                        .map(|&x| Q::from_integer(x.into()))
                        .collect()
                })
                .collect();
            StrategicGame::new(
                vec!["Player 1".into(), "Player 2".into(), "Player 3".into()],
                names,
                table,
            )
            .expect("a preset is well formed")
        };
        // Gambit's payoff lists, profile by profile (the first player fastest).
        let listed = |names: &[&[&str]], list: [[i64; 3]; 8]| {
            build(names, &|p| list[p[0] + 2 * p[1] + 4 * p[2]])
        };
        match self {
            NPreset::Coordination => build(&[&["A", "B"], &["A", "B"], &["A", "B"]], &|p| {
                if p[0] == p[1] && p[1] == p[2] {
                    [1, 1, 1]
                } else {
                    [0, 0, 0]
                }
            }),
            NPreset::Voting => {
                // The voting paradox's preferences (a Condorcet cycle), utilities 2 > 1 > 0
                // over the winner: voter 1 ranks A > B > C, voter 2 B > C > A, voter 3
                // C > A > B. A candidate with two or three votes wins; when each has one vote,
                // A wins.
                let ranks = [[2, 1, 0], [0, 2, 1], [1, 0, 2]];
                build(
                    &[&["A", "B", "C"], &["A", "B", "C"], &["A", "B", "C"]],
                    &move |p| {
                        let winner = if p[0] == p[1] || p[0] == p[2] {
                            p[0]
                        } else if p[1] == p[2] {
                            p[1]
                        } else {
                            0
                        };
                        [ranks[0][winner], ranks[1][winner], ranks[2][winner]]
                    },
                )
            }
            // Gambit's contrib/games/2x2x2.nfg, from R. McKelvey and A. McLennan, "The maximal
            // number of regular totally mixed Nash equilibria", J. Econ. Theory 72 (1997).
            NPreset::NineEquilibria => listed(
                &[&["1", "2"], &["1", "2"], &["1", "2"]],
                [
                    [9, 8, 12],
                    [0, 0, 0],
                    [0, 0, 0],
                    [9, 8, 2],
                    [0, 0, 0],
                    [3, 4, 6],
                    [3, 4, 6],
                    [0, 0, 0],
                ],
            ),
            // Gambit's contrib/games/nau2004_sec4.nfg, from R. Nau, S. Gomez Canovas and P.
            // Hansen, "On the geometry of Nash equilibria and correlated equilibria", Int. J.
            // Game Theory 32 (2004), section 4.
            NPreset::Irrational => listed(
                &[&["Top", "Bottom"], &["Left", "Right"], &["1", "2"]],
                [
                    [3, 0, 2],
                    [0, 1, 0],
                    [0, 2, 0],
                    [1, 0, 0],
                    [1, 0, 0],
                    [0, 3, 0],
                    [0, 1, 0],
                    [2, 0, 3],
                ],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::equilibrium::n_player::{all_equilibria, pure_equilibria};
    use crate::models::nfg;

    fn gambit(file: &str) -> StrategicGame {
        let path = format!(
            "{}/tests/data/nfg/gambit/{file}",
            env!("CARGO_MANIFEST_DIR")
        );
        nfg::parse_strategic(&std::fs::read_to_string(path).unwrap())
            .unwrap()
            .game
    }

    #[test]
    fn the_gambit_presets_are_gambits_files() {
        let strip = |g: StrategicGame| g.table().to_vec();
        assert_eq!(
            strip(NPreset::NineEquilibria.game()),
            strip(gambit("2x2x2.nfg"))
        );
        assert_eq!(
            strip(NPreset::Irrational.game()),
            strip(gambit("nau2004_sec4.nfg"))
        );
    }

    #[test]
    fn nine_equilibria_and_one_irrational() {
        let all = all_equilibria(&NPreset::NineEquilibria.game()).unwrap();
        assert!(all.complete());
        assert_eq!(all.equilibria.len(), 9);
        let one = all_equilibria(&NPreset::Irrational.game()).unwrap();
        assert!(one.complete());
        assert_eq!(one.equilibria.len(), 1);
        assert!(!one.equilibria[0].exact);
    }

    #[test]
    fn coordination_and_voting_have_their_pure_equilibria() {
        let pure = pure_equilibria(&NPreset::Coordination.game());
        assert_eq!(
            pure.iter().map(|e| e.profile.clone()).collect::<Vec<_>>(),
            vec![vec![0, 0, 0], vec![1, 1, 1]]
        );
        // In the voting game everyone voting alike is an equilibrium (no single voter changes
        // the winner), and so are the profiles where two voters agree and the third cannot
        // break the majority; the three-way tie (A, B, C) is one too only if nobody gains.
        let voting = NPreset::Voting.game();
        let pure = pure_equilibria(&voting);
        for c in 0..3 {
            assert!(pure.iter().any(|e| e.profile == vec![c, c, c]), "{c}");
        }
        // Voter 3 (C > A > B), facing (B, B), cannot change the winner: (B, B, ·) all stand
        // or fall with voters 1 and 2. Voter 1 prefers A to B and can make A win with
        // voter 3's vote for A: (B, B, A) is not an equilibrium.
        assert!(!pure.iter().any(|e| e.profile == vec![1, 1, 0]));
    }
}
