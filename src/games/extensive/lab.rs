//! The game-tree page's model: what the page computes from the tree being edited — the built
//! tree ([`build`], on the page, for the drawing), and backward induction, the induced normal
//! form and its pure equilibria with their non-credible threats ([`analyse`], in the worker) —
//! and the words it uses for nodes. In the core so `cargo test` checks it; the page only edits
//! the sketch, asks for this and draws.

use serde::{Deserialize, Serialize};

pub use super::edit::{default_names, names_of, Names, PLAYERS, TITLE};
use super::edit::{EditError, Path, Sketch};
use super::{GameTree, Profile, StrategyOrder};
use crate::equilibrium::subgame::{BackwardInduction, Threat};
use crate::exact::Q;
use crate::models::strategic::Bimatrix;

/// The sketch built into a tree with these names, with each node's path.
pub fn build(s: &Sketch, names: &Names) -> Result<(GameTree, Vec<Path>), EditError> {
    s.to_tree(&names.0, [&names.1[0], &names.1[1]])
}

/// Largest induced normal form sent whole to the page (strategies per player), to be drawn as
/// a table; of a larger one the page gets its size and the cells it lists.
pub const TABLE_LIMIT: usize = 32;
/// Most pure equilibria listed with their threats; more are counted. (A tree of 41 nodes can
/// have 1024 × 1024 strategies and hundreds of thousands of pure equilibria: listing them all
/// would freeze the page.)
pub const MAX_LISTED: usize = 200;

/// What the page shows about a built tree beside the drawing: backward induction, the induced
/// normal form and its pure equilibria with their threats. Computed in the worker
/// ([`super::jobs::Request::Analyse`]); each part keeps its own error, in words.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TreeAnalysis {
    /// The subgame-perfect equilibrium, step by step.
    pub backward: Result<BackwardInduction, String>,
    /// The induced normal form (seed order).
    pub normal_form: Result<NormalFormView, String>,
    /// Its first [`MAX_LISTED`] pure equilibria (row-major) with their non-credible threats
    /// (none when it has no normal form).
    pub pure: Vec<PureEquilibrium>,
    /// How many pure equilibria it has in all.
    pub pure_count: usize,
}

/// The induced normal form as the page shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NormalFormView {
    /// Player 1's pure strategies.
    pub rows: usize,
    /// Player 2's pure strategies.
    pub cols: usize,
    /// The whole game, when neither player has more than [`TABLE_LIMIT`] strategies.
    pub game: Option<Bimatrix>,
    /// The cell of the subgame-perfect equilibrium backward induction found.
    pub spe: Option<(usize, usize)>,
    /// The cells of all pure equilibria, when the game is sent whole (to mark them in its
    /// table); empty otherwise.
    pub equilibrium_cells: Vec<(usize, usize)>,
}

impl NormalFormView {
    /// The link that opens the game in the normal-form lab, or why there is none.
    pub fn link(&self) -> Result<crate::links::PageLink, String> {
        match &self.game {
            Some(g) => crate::links::normal_form_link(g),
            None => crate::links::normal_form_size(self.rows, self.cols).and(Err(format!(
                "the game is {}×{}, too large to send",
                self.rows, self.cols
            ))),
        }
    }
}

/// A pure equilibrium of the induced normal form.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PureEquilibrium {
    /// Its strategy profile.
    pub profile: Profile,
    /// Its cell (row, column).
    pub cell: (usize, usize),
    /// The players' payoffs there.
    pub payoffs: [Q; 2],
    /// Its non-credible threats (none: it is subgame perfect), or why they could not be found.
    pub threats: Result<Vec<Threat>, String>,
}

/// Everything the page shows about a built tree ([`TreeAnalysis`]).
pub fn analyse(tree: &GameTree) -> TreeAnalysis {
    let backward = tree.backward_induction();
    let nf = tree.induced_normal_form(StrategyOrder::Seed);
    let mut cells = Vec::new();
    let (pure, pure_count) = match &nf {
        Ok(nf) => {
            let all = nf.pure_equilibria();
            cells = all.clone();
            let listed = all
                .iter()
                .take(MAX_LISTED)
                .map(|&(r, c)| {
                    let profile = nf.profile(r, c);
                    let threats = tree
                        .non_credible_threats(&profile)
                        .map_err(|e| e.to_string());
                    PureEquilibrium {
                        profile,
                        cell: (r, c),
                        payoffs: [nf.game.a[r][c].clone(), nf.game.b[r][c].clone()],
                        threats,
                    }
                })
                .collect();
            (listed, all.len())
        }
        Err(_) => (Vec::new(), 0),
    };
    let normal_form = match nf {
        Ok(nf) => {
            let (rows, cols) = (nf.game.rows(), nf.game.cols());
            let spe = backward.as_ref().ok().and_then(|b| nf.index_of(&b.profile));
            let whole = rows <= TABLE_LIMIT && cols <= TABLE_LIMIT;
            if !whole {
                cells.clear();
            }
            Ok(NormalFormView {
                rows,
                cols,
                game: whole.then_some(nf.game),
                spe,
                equilibrium_cells: cells,
            })
        }
        Err(e) => Err(e.to_string()),
    };
    TreeAnalysis {
        backward: backward.map_err(|e| e.to_string()),
        normal_form,
        pure,
        pure_count,
    }
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
                        set: None,
                    },
                ),
            ],
            set: None,
        }
    }

    #[test]
    fn the_analysis_finds_the_pure_equilibria_and_the_non_credible_threat() {
        let (tree, paths) = build(&entry(), &default_names()).expect("builds");
        assert_eq!(tree.title, TITLE);
        assert_eq!(tree.players, PLAYERS.map(String::from));
        assert_eq!(paths.len(), 5);
        assert!(paths.contains(&vec![1, 0]));
        let TreeAnalysis {
            backward: bi,
            normal_form: nf,
            pure,
            pure_count,
        } = analyse(&tree);
        let bi = bi.expect("backward induction");
        // Subgame perfect: enter, accommodate.
        let one = Q::from_integer(1.into());
        assert_eq!(bi.value, [one.clone(), one.clone()]);
        let nf = nf.expect("normal form");
        assert_eq!((nf.rows, nf.cols), (2, 2));
        assert!(nf.link().is_ok());
        let game = nf.game.clone().expect("small enough to send whole");
        assert_eq!((game.rows(), game.cols()), (2, 2));
        // Two pure equilibria: (Out, Fight) with its non-credible threat, (Enter, Accommodate).
        assert_eq!((pure.len(), pure_count), (2, 2));
        let threats: Vec<usize> = pure
            .iter()
            .map(|p| p.threats.as_ref().expect("checked").len())
            .collect();
        let mut sorted = threats.clone();
        sorted.sort();
        assert_eq!(sorted, [0, 1]);
        for p in &pure {
            let (r, c) = p.cell;
            assert_eq!(p.payoffs, [game.a[r][c].clone(), game.b[r][c].clone()]);
        }
        // The subgame-perfect one is the one without threats, at the cell named.
        let cells: Vec<_> = pure.iter().map(|p| p.cell).collect();
        assert_eq!(nf.equilibrium_cells, cells);
        let credible = pure.iter().find(|p| p.threats == Ok(vec![])).unwrap();
        assert_eq!(nf.spe, Some(credible.cell));
        assert_eq!(credible.payoffs, [one.clone(), one]);
        let with_threat = pure
            .iter()
            .find(|p| p.threats.as_ref().unwrap().len() == 1)
            .unwrap();
        let threat = &with_threat.threats.as_ref().unwrap()[0];
        assert_eq!(threat.player, 1);
        assert_eq!(paths[threat.node], [1]);
    }

    /// A chain of 20 binary moves, players alternating, each move either ending the game or
    /// going on: 1024 strategies a player, and more pure equilibria than the page lists.
    fn chain() -> GameTree {
        let mut efg = String::from("EFG 2 R \"chain\" { \"A\" \"B\" }\n\"\"\n\n");
        for i in 0..20 {
            efg += &format!(
                "p \"\" {} {} \"\" {{ \"stop\" \"go\" }} 0\n",
                i % 2 + 1,
                i / 2 + 1
            );
            efg += &format!("t \"\" {} \"\" {{ {}, {} }}\n", i + 1, i % 7, (i * 3) % 5);
        }
        efg += "t \"\" 21 \"\" { 1, 1 }\n";
        GameTree::parse_efg(&efg).unwrap()
    }

    #[test]
    fn a_large_normal_form_is_summarised_and_its_equilibria_counted() {
        let tree = chain();
        let a = analyse(&tree);
        let nf = a.normal_form.expect("1024 strategies a player are allowed");
        assert_eq!((nf.rows, nf.cols), (1024, 1024));
        assert!(nf.game.is_none(), "too large to send whole");
        assert!(nf.equilibrium_cells.is_empty());
        assert!(nf.link().unwrap_err().contains("the game is 1024×1024"));
        assert_eq!(a.pure.len(), MAX_LISTED);
        assert!(a.pure_count > MAX_LISTED, "{}", a.pure_count);
        // The listed ones are the first in row-major order, checked against the full form.
        let full = tree.induced_normal_form(StrategyOrder::Seed).unwrap();
        let all = full.pure_equilibria();
        assert_eq!(a.pure_count, all.len());
        for (p, &(r, c)) in a.pure.iter().zip(&all) {
            assert_eq!(p.cell, (r, c));
            assert_eq!(
                p.payoffs,
                [full.game.a[r][c].clone(), full.game.b[r][c].clone()]
            );
        }
        let bi = a.backward.unwrap();
        assert_eq!(nf.spe, full.index_of(&bi.profile));
        assert!(all.contains(&nf.spe.unwrap()));
    }

    #[test]
    fn a_sketch_that_does_not_build_names_the_node() {
        let bad = Sketch::Decision {
            player: 0,
            label: String::new(),
            actions: vec![("a".into(), leaf("x", "1"))],
            set: None,
        };
        let e = build(&bad, &default_names()).expect_err("a bad payoff");
        assert_eq!(e.path, [0]);
    }

    #[test]
    fn names_come_from_the_tree() {
        let tree = TreePreset::UncertainDemand.tree();
        let names = names_of(&tree);
        assert_eq!(names, (tree.title.clone(), tree.players.clone()));
        let sketch = Sketch::from_tree(&tree).unwrap();
        let (built, _) = build(&sketch, &names).unwrap();
        assert_eq!(built.title, tree.title);
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
