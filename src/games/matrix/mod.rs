//! The normal-form lab: two-player strategic-form games with exact payoffs, their presets, the
//! page's editor, charts, analyses and jobs. The game itself is the models floor's
//! [`Bimatrix`] (re-exported here with the numbers it is written in, so the lab's callers keep
//! one path).
//!
//! ## Design
//!
//! The all-equilibria methods are exponential in the number of strategies, so the lab states a
//! size limit, [`MAX_ENUMERATION`] strategies per player, checked by [`Bimatrix::check_size`].
//!
//! ## References
//!
//! - The seed's chapter 1, Def. 1.1.1 (common-payoff) and 1.1.2 (constant-sum) games.
//! - B. von Stengel, "Computing equilibria for two-person games", Handbook of Game Theory 3
//!   (2002), ch. 45 — bimatrix notation (A for the row player, B for the column player).

pub use crate::equilibrium::MAX_ENUMERATION;
pub use crate::exact::{format_number, to_f64, Q};
pub use crate::models::nfg;
pub use crate::models::strategic::{
    check_payoff, parse_number, parse_payoff, Bimatrix, BimatrixError, Class, MAX_PAYOFF,
};

/// The most equilibria the page's table lists (a game may have 2ⁿ − 1; drawing a row for each
/// would hold the page for seconds); the rest are counted, and the download has them all.
pub const MAX_TABLE_EQUILIBRIA: usize = 500;

pub mod analysis;
pub mod bench;
pub mod bench_n;
pub mod charts;
pub mod edit;
pub mod import;
pub mod jobs;
pub mod n_edit;
pub mod n_presets;
pub mod n_report;
pub mod report;
pub mod timing;

/// The built-in games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatrixPreset {
    /// Prisoner's dilemma (silent / betray), the seed's payoffs.
    PrisonersDilemma,
    /// Driving: pure coordination (left / right).
    Driving,
    /// Matching pennies (heads / tails).
    MatchingPennies,
    /// Battle of the sexes (movie A / movie B).
    BattleOfTheSexes,
    /// Rock-paper-scissors (win 1, lose −1).
    RockPaperScissors,
    /// Stag hunt (stag / hare): (4,4) (0,3) / (3,0) (3,3).
    StagHunt,
    /// Chicken (swerve / straight): (0,0) (−1,1) / (1,−1) (−10,−10).
    Chicken,
}

impl MatrixPreset {
    /// Every preset, in menu order.
    pub const ALL: [MatrixPreset; 7] = [
        MatrixPreset::PrisonersDilemma,
        MatrixPreset::Driving,
        MatrixPreset::MatchingPennies,
        MatrixPreset::BattleOfTheSexes,
        MatrixPreset::RockPaperScissors,
        MatrixPreset::StagHunt,
        MatrixPreset::Chicken,
    ];

    /// The display name.
    pub fn name(self) -> &'static str {
        match self {
            MatrixPreset::PrisonersDilemma => "Prisoner's dilemma",
            MatrixPreset::Driving => "Driving (pure coordination)",
            MatrixPreset::MatchingPennies => "Matching pennies",
            MatrixPreset::BattleOfTheSexes => "Battle of the sexes",
            MatrixPreset::RockPaperScissors => "Rock-paper-scissors",
            MatrixPreset::StagHunt => "Stag hunt",
            MatrixPreset::Chicken => "Chicken",
        }
    }

    /// The game.
    pub fn game(self) -> Bimatrix {
        fn g(names: &[&str], cells: &[&[(i64, i64)]]) -> Bimatrix {
            let a = cells
                .iter()
                .map(|r| r.iter().map(|c| c.0).collect())
                .collect::<Vec<_>>();
            let b = cells
                .iter()
                .map(|r| r.iter().map(|c| c.1).collect())
                .collect::<Vec<_>>();
            let mut game = Bimatrix::from_integers(&a, &b).expect("preset is well formed");
            let names: Vec<String> = names.iter().map(|s| s.to_string()).collect();
            game.names = [names.clone(), names];
            game
        }
        match self {
            MatrixPreset::PrisonersDilemma => g(
                &["silent", "betray"],
                &[&[(-1, -1), (-3, 0)], &[(0, -3), (-2, -2)]],
            ),
            MatrixPreset::Driving => g(&["left", "right"], &[&[(1, 1), (0, 0)], &[(0, 0), (1, 1)]]),
            MatrixPreset::MatchingPennies => g(
                &["heads", "tails"],
                &[&[(1, -1), (-1, 1)], &[(-1, 1), (1, -1)]],
            ),
            MatrixPreset::BattleOfTheSexes => g(
                &["movie A", "movie B"],
                &[&[(2, 1), (0, 0)], &[(0, 0), (1, 2)]],
            ),
            MatrixPreset::RockPaperScissors => g(
                &["rock", "paper", "scissors"],
                &[
                    &[(0, 0), (-1, 1), (1, -1)],
                    &[(1, -1), (0, 0), (-1, 1)],
                    &[(-1, 1), (1, -1), (0, 0)],
                ],
            ),
            MatrixPreset::StagHunt => g(&["stag", "hare"], &[&[(4, 4), (0, 3)], &[(3, 0), (3, 3)]]),
            MatrixPreset::Chicken => g(
                &["swerve", "straight"],
                &[&[(0, 0), (-1, 1)], &[(1, -1), (-10, -10)]],
            ),
        }
    }
}
