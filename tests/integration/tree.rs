//! The hand-written tree: the seed's walkthrough, and searchers agreeing on random trees.

use gamelab::game::Player;
use gamelab::games::nested_tree::{LeafValue, NestedTree, TreePosition, SEED_EXAMPLE};
use gamelab::search::alphabeta::{alphabeta, AlphaBeta, CutSide, Options};
use gamelab::search::minimax::minimax;
use gamelab::search::pns::ProofSearch;
use proptest::prelude::*;

#[test]
fn seed_example_alpha_beta_walkthrough() {
    let tree = NestedTree::parse(SEED_EXAMPLE).unwrap();
    let full = minimax(&tree.root(), &LeafValue);
    assert_eq!(full.value, 9);
    assert_eq!(full.leaves, vec![4, 6, 7, 9, 1, 2, 0, 1, 9]);
    let ab = alphabeta(&tree.root(), &LeafValue, Options::ALPHA_BETA);
    assert_eq!(ab.value, 9);
    assert_eq!(ab.leaves, vec![4, 6, 7, 1, 2, 9]);

    let (_, trace) = AlphaBeta::new(&LeafValue, Options::ALPHA_BETA).search_traced(&tree.root());
    // Two cut-offs: at [7,9] (MAX reaches 7 ≥ β = 6) and at the middle MIN node (2 ≤ α = 6).
    let cuts: Vec<_> = trace.nodes.iter().filter_map(|n| n.cutoff).collect();
    assert_eq!(cuts.len(), 2);
    assert_eq!(
        (cuts[0].side, cuts[0].value, cuts[0].bound),
        (CutSide::Beta, 7, 6)
    );
    assert_eq!(
        (cuts[1].side, cuts[1].value, cuts[1].bound),
        (CutSide::Alpha, 2, 6)
    );
    assert!(cuts[0].explanation().contains("β = 6"));
    let pruned: usize = trace.nodes.iter().map(|n| n.pruned.len()).sum();
    assert_eq!(pruned, 2, "the leaf 9 and the subtree [0,1]");
    // The principal variation runs root → third child → its only child → the leaf 9.
    let pv = trace.principal_variation();
    assert_eq!(pv.len(), 4);
    assert_eq!(trace.nodes[*pv.last().unwrap() as usize].value, 9);
    assert_eq!(trace.steps, 2 * trace.nodes.len() as u32);
}

#[test]
fn proof_numbers_on_the_seed_example() {
    let tree = NestedTree::parse(SEED_EXAMPLE).unwrap();
    // Can MAX guarantee at least 9? Yes (the third child). At least 10? No.
    let mut yes = ProofSearch::new(tree.root(), Player(0), |s: &TreePosition| {
        s.leaf_value().unwrap() >= 9
    });
    assert!(yes.solve().unwrap().proven);
    let mut no = ProofSearch::new(tree.root(), Player(0), |s: &TreePosition| {
        s.leaf_value().unwrap() >= 10
    });
    assert!(!no.solve().unwrap().proven);
    // Before any expansion the root is 1/1; after expanding it, OR: pn = min = 1, dn = sum = 3.
    let mut fresh = ProofSearch::new(tree.root(), Player(0), |s: &TreePosition| {
        s.leaf_value().unwrap() >= 9
    });
    assert_eq!(fresh.root_numbers(), (1, 1));
    fresh.expand_one().unwrap();
    assert_eq!(fresh.root_numbers(), (1, 3));
}

fn arb_tree() -> impl Strategy<Value = String> {
    let leaf = (-9i32..10).prop_map(|v| v.to_string());
    leaf.prop_recursive(5, 60, 4, |inner| {
        prop::collection::vec(inner, 1..4).prop_map(|kids| format!("[{}]", kids.join(",")))
    })
}

proptest! {
    #[test]
    fn searchers_agree_on_random_trees(text in arb_tree()) {
        let tree = NestedTree::parse(&text).unwrap();
        prop_assert_eq!(tree.to_string(), text.clone());
        let reference = minimax(&tree.root(), &LeafValue);
        for (name, options) in Options::ALL {
            let r = alphabeta(&tree.root(), &LeafValue, options);
            prop_assert_eq!(r.value, reference.value, "{} on {}", name, text);
            prop_assert!(r.nodes <= reference.nodes);
        }
        // PNS answers "MAX can guarantee ≥ t" exactly when the minimax value is ≥ t.
        for t in [reference.value - 1, reference.value, reference.value + 1] {
            let mut pns = ProofSearch::new(tree.root(), Player(0), move |s: &TreePosition| s.leaf_value().unwrap() >= t);
            prop_assert_eq!(pns.solve().unwrap().proven, reference.value >= t);
        }
    }
}
