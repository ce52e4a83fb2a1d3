//! The game-tree page's model: what the page computes from the tree being edited — the built
//! tree, backward induction, the induced normal form and its pure equilibria with their
//! non-credible threats ([`analyse`]) — and the words it uses for nodes. In the core so
//! `cargo test` checks it; the page only edits the sketch, calls this and draws.

use super::edit::{EditError, Path, Sketch};
use super::{GameTree, Profile, StrategyOrder};
use crate::equilibrium::subgame::Threat;

/// The title of a tree that has none.
pub const TITLE: &str = "Untitled tree";
/// The players' names of a tree that has none.
pub const PLAYERS: [&str; 2] = ["Player 1", "Player 2"];

/// The tree's title and the players' names (kept from an imported or linked .efg file).
pub type Names = (String, [String; 2]);

/// The title and players' names of a new tree.
pub fn default_names() -> Names {
    (TITLE.into(), PLAYERS.map(String::from))
}

/// The title and players' names a tree carries.
pub fn names_of(tree: &GameTree) -> Names {
    (tree.title.clone(), tree.players.clone())
}

/// The sketch built into a tree with these names, with each node's path.
pub fn build(s: &Sketch, names: &Names) -> Result<(GameTree, Vec<Path>), EditError> {
    s.to_tree(&names.0, [&names.1[0], &names.1[1]])
}

/// What the page computes from a tree: the built tree with each node's path, and (when it
/// builds) backward induction, the induced normal form and its pure equilibria with their
/// threats.
pub type Analysis = (
    Result<(GameTree, Vec<Path>), EditError>,
    Option<(
        Result<crate::equilibrium::subgame::BackwardInduction, crate::games::extensive::TreeError>,
        Result<crate::games::extensive::InducedNormalForm, crate::games::extensive::TreeError>,
        Vec<PureEquilibrium>,
    )>,
);

/// Everything the page shows about a sketch ([`Analysis`]).
pub fn analyse(s: &Sketch, n: &Names) -> Analysis {
    let built = build(s, n);
    let rest = built.as_ref().ok().map(|(tree, _)| {
        let bi = tree.backward_induction();
        let nf = tree.induced_normal_form(StrategyOrder::Seed);
        let pure: Vec<PureEquilibrium> = match &nf {
            Ok(nf) => nf
                .pure_equilibria()
                .into_iter()
                .map(|(r, c)| {
                    let profile = nf.profile(r, c);
                    let threats = tree
                        .non_credible_threats(&profile)
                        .map_err(|e| e.to_string());
                    (profile, (r, c), threats)
                })
                .collect(),
            Err(_) => Vec::new(),
        };
        (bi, nf, pure)
    });
    (built, rest)
}

/// A node's name for people: its label, or its path.
pub fn node_name(s: &Sketch, path: &[usize]) -> String {
    match s.get(path) {
        Some(Sketch::Decision { label, .. } | Sketch::Chance { label, .. })
            if !label.is_empty() =>
        {
            format!("{label} (after {})", s.describe_path(path))
        }
        _ => s.describe_path(path),
    }
}

/// Where a node is, in words: "at the root" or "after Enter › Fight".
pub fn where_text(s: &Sketch, path: &[usize]) -> String {
    if path.is_empty() {
        "at the root".into()
    } else {
        format!("after {}", s.describe_path(path))
    }
}

/// A pure equilibrium: its profile, its cell, and its non-credible threats.
pub type PureEquilibrium = (Profile, (usize, usize), Result<Vec<Threat>, String>);

/// The mover to give a leaf that becomes a decision node: the other player than its parent's.
pub fn decision_player(s: &Sketch, path: &[usize]) -> usize {
    match s.get(path) {
        Some(Sketch::Decision { player, .. }) => *player,
        _ => match path.split_last().and_then(|(_, parent)| s.get(parent)) {
            Some(Sketch::Decision { player, .. }) => 1 - *player,
            _ => 0,
        },
    }
}

/// The selected node's probabilities for a chance node (as typed), none otherwise.
pub fn probabilities(s: &Sketch) -> Option<Vec<String>> {
    match s {
        Sketch::Chance { outcomes, .. } => Some(outcomes.iter().map(|o| o.1.clone()).collect()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::extensive::TreePreset;

    fn leaf(a: &str, b: &str) -> Sketch {
        Sketch::Leaf {
            payoffs: [a.into(), b.into()],
        }
    }

    /// Entry: player 1 stays out (0, 2) or enters; then player 2 fights (-1, -1) or
    /// accommodates (1, 1).
    fn entry() -> Sketch {
        Sketch::Decision {
            player: 0,
            label: "Entrant".into(),
            actions: vec![
                ("Out".into(), leaf("0", "2")),
                (
                    "Enter".into(),
                    Sketch::Decision {
                        player: 1,
                        label: String::new(),
                        actions: vec![
                            ("Fight".into(), leaf("-1", "-1")),
                            ("Accommodate".into(), leaf("1", "1")),
                        ],
                    },
                ),
            ],
        }
    }

    #[test]
    fn the_analysis_finds_the_pure_equilibria_and_the_non_credible_threat() {
        let (built, rest) = analyse(&entry(), &default_names());
        let (tree, paths) = built.expect("builds");
        assert_eq!(tree.title, TITLE);
        assert_eq!(tree.players, PLAYERS.map(String::from));
        assert_eq!(paths.len(), 5);
        assert!(paths.contains(&vec![1, 0]));
        let (bi, nf, pure) = rest.expect("analysed");
        let bi = bi.expect("backward induction");
        // Subgame perfect: enter, accommodate.
        let one = crate::games::matrix::Q::from_integer(1.into());
        assert_eq!(bi.value, [one.clone(), one]);
        let nf = nf.expect("normal form");
        assert_eq!((nf.game.rows(), nf.game.cols()), (2, 2));
        // Two pure equilibria: (Out, Fight) with its non-credible threat, (Enter, Accommodate).
        assert_eq!(pure.len(), 2);
        let threats: Vec<usize> = pure
            .iter()
            .map(|(_, _, t)| t.as_ref().expect("checked").len())
            .collect();
        let mut sorted = threats.clone();
        sorted.sort();
        assert_eq!(sorted, [0, 1]);
        let (_, _, with_threat) = pure
            .iter()
            .find(|p| p.2.as_ref().unwrap().len() == 1)
            .unwrap();
        let threat = &with_threat.as_ref().unwrap()[0];
        assert_eq!(threat.player, 1);
        assert_eq!(paths[threat.node], [1]);
    }

    #[test]
    fn a_sketch_that_does_not_build_has_no_analysis() {
        let bad = Sketch::Decision {
            player: 0,
            label: String::new(),
            actions: vec![("a".into(), leaf("x", "1"))],
        };
        let (built, rest) = analyse(&bad, &default_names());
        let e = built.expect_err("a bad payoff");
        assert_eq!(e.path, [0]);
        assert!(rest.is_none());
    }

    #[test]
    fn names_come_from_the_tree() {
        let tree = TreePreset::UncertainDemand.tree();
        let names = names_of(&tree);
        assert_eq!(names, (tree.title.clone(), tree.players.clone()));
        let sketch = Sketch::from_tree(&tree).unwrap();
        let (built, _) = analyse(&sketch, &names);
        assert_eq!(built.unwrap().0.title, tree.title);
    }

    #[test]
    fn nodes_are_named_in_words() {
        let s = entry();
        assert_eq!(where_text(&s, &[]), "at the root");
        assert_eq!(
            where_text(&s, &[1]),
            format!("after {}", s.describe_path(&[1]))
        );
        assert_eq!(
            node_name(&s, &[]),
            format!("Entrant (after {})", s.describe_path(&[]))
        );
        // An unlabelled node is named by its path.
        assert_eq!(node_name(&s, &[1]), s.describe_path(&[1]));
    }

    #[test]
    fn a_new_decision_node_goes_to_the_other_player() {
        let s = entry();
        assert_eq!(decision_player(&s, &[]), 0);
        assert_eq!(decision_player(&s, &[1]), 1);
        // A leaf under player 1's node becomes player 2's, under player 2's player 1's.
        assert_eq!(decision_player(&s, &[0]), 1);
        assert_eq!(decision_player(&s, &[1, 0]), 0);
        assert_eq!(probabilities(&s), None);
        let chance = Sketch::Chance {
            label: String::new(),
            outcomes: vec![
                ("good".into(), "2/3".into(), leaf("1", "0")),
                ("bad".into(), "1/3".into(), leaf("0", "1")),
            ],
        };
        assert_eq!(
            probabilities(&chance),
            Some(vec!["2/3".to_string(), "1/3".to_string()])
        );
    }
}
