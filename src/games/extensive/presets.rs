//! The built-in example trees: the sharing game, the seed's Fig. 3.2, and entry with
//! uncertain demand (a chance node and a non-credible threat).

use super::{q, GameTree, TreeError};
use crate::exact::Q;

/// The built-in example trees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreePreset {
    /// Player 1 proposes a split (2,0), (1,1) or (0,2) of two goods; player 2 accepts or
    /// rejects each proposal; rejection gives (0,0). Player 1 has 3 pure strategies,
    /// player 2 has 8.
    Sharing,
    /// The seed's Fig. 3.2 game: A chooses 1 or 2; after 1, B chooses 3 or 4, and after 1-3
    /// A chooses 7 or 8; after 2, B chooses 5 or 6, and after 2-6 A chooses 9 or 10. Its
    /// induced normal form is the seed's Table 3.1.
    SeedFig32,
    /// Entry with uncertain demand: nature makes demand good (2/3) or bad (1/3); the entrant
    /// (player 1) sees it and enters or stays out; after entry the incumbent (player 2)
    /// fights or accommodates. A chance node, expected payoffs, and a non-credible threat.
    UncertainDemand,
}

impl TreePreset {
    /// All presets.
    pub const ALL: [TreePreset; 3] = [
        TreePreset::Sharing,
        TreePreset::SeedFig32,
        TreePreset::UncertainDemand,
    ];

    /// A display name.
    pub fn name(self) -> &'static str {
        match self {
            TreePreset::Sharing => "Sharing game",
            TreePreset::SeedFig32 => "Zadro (2015), Fig. 3.2",
            TreePreset::UncertainDemand => "Entry with uncertain demand (chance)",
        }
    }

    /// Its name ([`TreePreset::name`]) in the language of `words`.
    pub fn name_in(self, words: &crate::i18n::Catalogue) -> String {
        match self {
            TreePreset::Sharing => words.msg("trees-preset-sharing"),
            TreePreset::SeedFig32 => words.msg("trees-preset-seed-fig-3-2"),
            TreePreset::UncertainDemand => words.msg("trees-preset-uncertain-demand"),
        }
    }

    /// The tree.
    pub fn tree(self) -> GameTree {
        match self {
            TreePreset::Sharing => sharing_game(),
            TreePreset::SeedFig32 => seed_fig_3_2(),
            TreePreset::UncertainDemand => uncertain_demand(),
        }
    }
}

/// Entry with uncertain demand (see [`TreePreset::UncertainDemand`]). In the good state entry
/// and accommodation give (2, 2), a fight (−1, 1); in the bad state accommodation gives
/// (1, 0) and a fight (−1, 1); staying out gives (0, 4). The subgame-perfect equilibrium
/// enters only when demand is good, worth (4/3, 8/3).
pub fn uncertain_demand() -> GameTree {
    let build = || -> Result<GameTree, TreeError> {
        let mut t = GameTree::new("Entry with uncertain demand", ["Entrant", "Incumbent"]);
        let third = Q::new(1.into(), 3.into());
        let root = t.add_chance(
            None,
            "demand",
            &[("good", q(1) - &third), ("bad", third.clone())],
        )?;
        for (k, state, acc) in [(0, "good", [2, 2]), (1, "bad", [1, 0])] {
            let e = t.add_decision(
                Some((root, k)),
                0,
                &format!("{state}: enter?"),
                &["in", "out"],
            )?;
            let i = t.add_decision(
                Some((e, 0)),
                1,
                &format!("{state}: fight?"),
                &["fight", "acc"],
            )?;
            t.add_leaf_int(Some((i, 0)), "", [-1, 1])?;
            t.add_leaf_int(Some((i, 1)), "", acc)?;
            t.add_leaf_int(Some((e, 1)), "", [0, 4])?;
        }
        Ok(t)
    };
    build().expect("the demand game is well formed")
}

/// The sharing game (see [`TreePreset::Sharing`]). Actions: `2-0`, `1-1`, `0-2` for player 1 and
/// `A` (accept), `R` (reject) for player 2.
pub fn sharing_game() -> GameTree {
    let build = || -> Result<GameTree, TreeError> {
        let mut t = GameTree::new("Sharing game", ["Player 1", "Player 2"]);
        let root = t.add_decision(None, 0, "propose", &["2-0", "1-1", "0-2"])?;
        for (k, (x, y)) in [(2, 0), (1, 1), (0, 2)].into_iter().enumerate() {
            let s = t.add_decision(Some((root, k)), 1, &format!("{x}-{y}?"), &["A", "R"])?;
            t.add_leaf_int(Some((s, 0)), "", [x, y])?;
            t.add_leaf_int(Some((s, 1)), "", [0, 0])?;
        }
        Ok(t)
    };
    build().expect("the sharing game is well formed")
}

/// The seed's Fig. 3.2 game (see [`TreePreset::SeedFig32`]), reconstructed from Table 3.1. Node
/// labels name their actions: `1 or 2` (root), `3 or 4`, `7 or 8`, `5 or 6`, `9 or 10` (not
/// `1/2`, which reads as a probability).
pub fn seed_fig_3_2() -> GameTree {
    let build = || -> Result<GameTree, TreeError> {
        let mut t = GameTree::new("Zadro (2015), Fig. 3.2", ["A", "B"]);
        let root = t.add_decision(None, 0, "1 or 2", &["1", "2"])?;
        let b1 = t.add_decision(Some((root, 0)), 1, "3 or 4", &["3", "4"])?;
        let a1 = t.add_decision(Some((b1, 0)), 0, "7 or 8", &["7", "8"])?;
        t.add_leaf_int(Some((a1, 0)), "", [7, 3])?;
        t.add_leaf_int(Some((a1, 1)), "", [6, 10])?;
        t.add_leaf_int(Some((b1, 1)), "", [4, 4])?;
        let b2 = t.add_decision(Some((root, 1)), 1, "5 or 6", &["5", "6"])?;
        t.add_leaf_int(Some((b2, 0)), "", [5, 5])?;
        let a2 = t.add_decision(Some((b2, 1)), 0, "9 or 10", &["9", "10"])?;
        t.add_leaf_int(Some((a2, 0)), "", [1, 9])?;
        t.add_leaf_int(Some((a2, 1)), "", [2, 0])?;
        Ok(t)
    };
    build().expect("the Fig. 3.2 game is well formed")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_are_the_english_ones_and_speak_polish() {
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        for p in TreePreset::ALL {
            crate::i18n::with_english(|en| assert_eq!(p.name_in(en), p.name()));
            let name = p.name_in(&pl);
            assert!(!name.contains('⟨') && name != p.name(), "{name}");
        }
    }
}
