//! The outline model on the seed's example tree `[[[4,6],[7,9]],[[1,2],[0,1]],[[9]]]`, whose
//! alpha-beta search is worked out by hand below: which rows a step shows and how, which rows
//! are on screen for a set of open rows, what the keys do, and a proof search's rows.

use std::collections::HashSet;

use super::*;
use crate::games::nested_tree::{Branch, LeafValue, NestedTree, TreePosition, SEED_EXAMPLE};
use crate::search::alphabeta::{AlphaBeta, Options};

/// The seed example searched by alpha-beta. Each node's "board" is its path written as
/// digits (branch numbers from 1), so the test sees which position `play` and `label` got.
///
/// Nodes in entry order: 0 root, 1 A, 2 A1, 3 leaf 4, 4 leaf 6, 5 A2 (cut after leaf 7:
/// 7 ≥ β = 6), 6 leaf 7, 7 B (cut after B1 = 2 ≤ α = 6), 8 B1, 9 leaf 1, 10 leaf 2, 11 C,
/// 12 C1, 13 leaf 9. Steps count entries and exits: 28.
fn seed_model() -> TraceModel<u32> {
    let root = NestedTree::parse(SEED_EXAMPLE).unwrap().root();
    let (_, trace) = AlphaBeta::new(&LeafValue, Options::ALPHA_BETA).search_traced(&root);
    TraceModel::new(
        &trace,
        Some(0),
        |pb: Option<&u32>, a: Branch| format!("{}:{a}", pb.map_or(-1, |&b| b as i64)),
        |&b, a| b * 10 + a.0 + 1,
    )
}

fn set(rows: &[usize]) -> HashSet<usize> {
    rows.iter().copied().collect()
}

#[test]
fn the_finished_trace_shows_values_cuts_and_the_principal_variation() {
    let model = seed_model();
    assert_eq!(model.nodes.len(), 14);
    assert_eq!(model.steps, 28);
    assert_eq!(model.pv, set(&[0, 11, 12, 13]));
    assert_eq!(model.leaves_until(None), vec![4, 6, 7, 1, 2, 9]);
    let (rows, current) = model.rows(None);
    assert_eq!(current, None);
    assert!(rows.iter().all(|r| !r.hidden));
    // Parents and children as searched.
    assert_eq!(rows[0].children, vec![1, 7, 11]);
    assert_eq!(rows[1].children, vec![2, 5]);
    assert_eq!(rows[5].children, vec![6], "A2 searched one child");
    assert_eq!(rows[7].children, vec![8], "B searched one child");
    assert_eq!(rows[13].parent, Some(12));
    // The root: MAX, full window, value 9, on the PV.
    assert_eq!(rows[0].title, "root");
    assert_eq!(rows[0].player, "MAX");
    assert_eq!(rows[0].numbers, "α=−∞ β=+∞ v=9");
    assert_eq!(rows[0].classes, vec!["pv"]);
    assert_eq!(rows[0].board, Some(0));
    // A is MIN with value 6; A2 is cut at 7 ≥ β = 6 and its second leaf is pruned.
    assert_eq!(rows[1].player, "MIN");
    assert_eq!(rows[1].numbers, "α=−∞ β=+∞ v=6");
    assert_eq!(rows[5].numbers, "α=−∞ β=6 v=7");
    assert_eq!(rows[5].classes, vec!["cutoff"]);
    assert!(rows[5]
        .note
        .as_ref()
        .unwrap()
        .starts_with("cut: MAX already has 7 ≥ β = 6"));
    assert_eq!(rows[5].pruned, vec!["12:2"], "labelled from A2's own board");
    // B is cut at 2 ≤ α = 6; B2 is pruned.
    assert_eq!(rows[7].numbers, "α=6 β=+∞ v=2");
    assert_eq!(rows[7].classes, vec!["cutoff"]);
    assert!(rows[7]
        .note
        .as_ref()
        .unwrap()
        .starts_with("cut: MIN can already force 2 ≤ α = 6"));
    assert_eq!(rows[7].pruned, vec!["2:2"]);
    // Leaves, titles (from the parent's board) and boards (the path).
    assert_eq!(rows[6].player, "leaf");
    assert_eq!(rows[6].classes, vec!["leaf"]);
    assert_eq!(rows[6].title, "12:1");
    assert_eq!(rows[6].board, Some(121));
    assert_eq!(rows[13].classes, vec!["pv", "leaf"]);
    assert_eq!(rows[13].board, Some(311));
    assert_eq!(rows[12].classes, vec!["pv"]);
    assert!(rows.iter().filter(|r| r.note.is_some()).count() == 2);
}

#[test]
fn a_step_hides_the_future_and_marks_the_current_node() {
    let model = seed_model();
    // Step 0: only the root, entered and pending.
    let (rows, current) = model.rows(Some(0));
    assert_eq!(current, Some(0));
    assert!(!rows[0].hidden);
    assert!(rows[1..].iter().all(|r| r.hidden));
    assert_eq!(rows[0].classes, vec!["pending", "current"]);
    assert_eq!(rows[0].numbers, "α=−∞ β=+∞ v=?");
    // Entries: root 0, A 1, A1 2, leaf 4 at 3 (exit 4), leaf 6 at 5 (exit 6), A1 exits at 7,
    // A2 enters at 8, leaf 7 at 9.
    let (rows, current) = model.rows(Some(9));
    assert_eq!(current, Some(6));
    assert_eq!(rows[6].classes, vec!["leaf", "pending", "current"]);
    assert!(rows[..=6].iter().all(|r| !r.hidden));
    assert!(rows[7..].iter().all(|r| r.hidden));
    assert_eq!(rows[2].numbers, "α=−∞ β=+∞ v=6", "A1 is finished");
    assert_eq!(rows[2].classes, Vec::<&str>::new(), "no PV while stepping");
    assert_eq!(rows[5].numbers, "α=−∞ β=6 v=?");
    assert!(
        rows[5].pruned.is_empty() && rows[5].note.is_none(),
        "not cut yet"
    );
    assert_eq!(model.leaves_until(Some(9)), vec![4, 6, 7]);
    assert_eq!(model.leaves_until(Some(8)), vec![4, 6]);
    // A2's exit (step 11) shows its cut and is current.
    let (rows, current) = model.rows(Some(11));
    assert_eq!(current, Some(5));
    assert_eq!(rows[5].classes, vec!["cutoff", "current"]);
    assert_eq!(rows[5].pruned, vec!["12:2"]);
    // The last step is the root's exit.
    let (rows, current) = model.rows(Some(27));
    assert_eq!(current, Some(0));
    assert_eq!(rows[0].classes, vec!["current"]);
    assert_eq!(rows[0].numbers, "α=−∞ β=+∞ v=9");
}

#[test]
fn visible_rows_follow_the_open_set_and_skip_hidden_rows() {
    let (rows, _) = seed_model().rows(None);
    assert_eq!(visible_rows(&rows, &set(&[0])), vec![0, 1, 7, 11]);
    assert_eq!(visible_rows(&rows, &set(&[0, 1])), vec![0, 1, 2, 5, 7, 11]);
    assert_eq!(
        visible_rows(&rows, &set(&[0, 1, 2])),
        vec![0, 1, 2, 3, 4, 5, 7, 11]
    );
    assert_eq!(visible_rows(&rows, &set(&[1, 2])), vec![0], "root closed");
    assert_eq!(
        visible_rows(&rows, &set(&[0, 11, 12])),
        vec![0, 1, 7, 11, 12, 13]
    );
    let all: HashSet<usize> = (0..14).collect();
    assert_eq!(visible_rows(&rows, &all), (0..14).collect::<Vec<_>>());
    let (rows, _) = seed_model().rows(Some(9));
    assert_eq!(visible_rows(&rows, &all), (0..=6).collect::<Vec<_>>());
    assert!(visible_rows::<u32>(&[], &all).is_empty());
}

#[test]
fn reveal_toggle_and_expand_all_compute_the_open_set() {
    let (rows, _) = seed_model().rows(None);
    // Revealing the PV's leaf opens its ancestors, not the leaf.
    assert_eq!(reveal(&rows, &HashSet::new(), &[13]), set(&[0, 11, 12]));
    assert_eq!(reveal(&rows, &set(&[1]), &[6, 9]), set(&[0, 1, 5, 7, 8]));
    assert_eq!(reveal(&rows, &HashSet::new(), &[99]), set(&[0]));
    assert_eq!(toggle(&set(&[0]), 1), set(&[0, 1]));
    assert_eq!(toggle(&set(&[0, 1]), 1), set(&[0]));
    assert_eq!(toggle(&set(&[0]), 0), HashSet::new());
    // Every inner node (A2 and B also have pruned moves).
    assert_eq!(expandable(&rows), set(&[0, 1, 2, 5, 7, 8, 11, 12]));
    // A row with pruned moves but no children can be opened too.
    let mut lone = rows[..1].to_vec();
    lone[0].children.clear();
    assert!(expandable(&lone).is_empty());
    lone[0].pruned.push("x".into());
    assert_eq!(expandable(&lone), set(&[0]));
}

#[test]
fn keys_move_between_rows_on_screen_and_open_and_close_them() {
    let (rows, _) = seed_model().rows(None);
    let open = set(&[0, 1]); // on screen: 0, 1, 2, 5, 7, 11
    assert_eq!(key(&rows, &open, 1, "ArrowDown"), Key::Focus(Some(2)));
    assert_eq!(key(&rows, &open, 1, "ArrowUp"), Key::Focus(Some(0)));
    assert_eq!(key(&rows, &open, 0, "ArrowUp"), Key::Focus(None));
    assert_eq!(key(&rows, &open, 11, "ArrowDown"), Key::Focus(None));
    assert_eq!(key(&rows, &open, 5, "Home"), Key::Focus(Some(0)));
    assert_eq!(key(&rows, &open, 5, "End"), Key::Focus(Some(11)));
    // Right opens a closed row with children, or enters an open one.
    assert_eq!(
        key(&rows, &open, 2, "ArrowRight"),
        Key::Expanded(set(&[0, 1, 2]))
    );
    assert_eq!(key(&rows, &open, 1, "ArrowRight"), Key::Focus(Some(2)));
    // Left closes an open row, or goes to the parent.
    assert_eq!(key(&rows, &open, 1, "ArrowLeft"), Key::Expanded(set(&[0])));
    assert_eq!(key(&rows, &open, 2, "ArrowLeft"), Key::Focus(Some(1)));
    assert_eq!(key(&rows, &set(&[]), 0, "ArrowLeft"), Key::Focus(None));
    // A leaf has nothing to enter: Right goes nowhere (the next row is a sibling).
    let open = set(&[0, 1, 2]);
    assert_eq!(key(&rows, &open, 3, "ArrowRight"), Key::Focus(None));
    assert_eq!(key(&rows, &open, 3, "Enter"), Key::Ignored);
    assert_eq!(key(&rows, &open, 3, "a"), Key::Ignored);
    // While stepping, a row whose children are all hidden has nothing to open.
    let (rows, _) = seed_model().rows(Some(2));
    assert_eq!(key(&rows, &set(&[0, 1]), 2, "ArrowRight"), Key::Focus(None));
    assert_eq!(
        key(&rows, &set(&[0, 1, 2]), 2, "ArrowLeft"),
        Key::Focus(Some(1))
    );
}

#[test]
fn leaf_lists_are_shortened_after_forty() {
    assert_eq!(summarize(&[]), "");
    assert_eq!(summarize(&[4, -6, 7]), "4, -6, 7");
    let forty: Vec<i32> = (0..40).collect();
    assert!(!summarize(&forty).contains('…'));
    let many: Vec<i32> = (0..45).collect();
    let text = summarize(&many);
    assert!(text.starts_with("0, 1, 2, "));
    assert!(text.ends_with("38, 39, … (5 more)"), "{text}");
    assert_eq!(pn(INFINITY), "∞");
    assert_eq!(pn(0), "0");
    assert_eq!(pn(17), "17");
}

fn seed_proof() -> GameProof<TreePosition, usize> {
    let root = NestedTree::parse(SEED_EXAMPLE).unwrap().root();
    GameProof::new(
        root,
        Player(0),
        Box::new(|p: &TreePosition| p.leaf_value().is_some_and(|v| v >= 9)),
        "Can MAX reach 9?".to_string(),
        |_, a| format!("branch {a}"),
        |p| p.leaf_value().map(|v| v as usize),
    )
}

#[test]
fn a_proof_search_is_shown_as_rows_with_its_numbers() {
    let mut proof = seed_proof();
    let rows = proof.rows();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].title, "root");
    assert_eq!(rows[0].player, "OR");
    assert_eq!(rows[0].numbers, "pn=1 dn=1");
    assert_eq!(rows[0].classes, vec!["most-proving"]);
    assert_eq!(proof.most_proving(), Some(0));
    assert_eq!(
        proof.summary(),
        "Can MAX reach 9? — open; root pn=1 dn=1; 1 nodes, 0 expansions"
    );
    // One expansion: the root's three MIN children, each pn 1 dn 1, so the root (OR) has
    // pn = min = 1 and dn = sum = 3, and the first child is the most-proving node.
    assert!(proof.expand());
    let rows = proof.rows();
    assert_eq!(rows.len(), 4);
    assert_eq!(rows[0].children, vec![1, 2, 3]);
    assert_eq!(rows[0].numbers, "pn=1 dn=3");
    assert!(rows[0].classes.is_empty());
    assert_eq!(rows[1].player, "AND");
    assert_eq!(rows[1].title, "branch 1");
    assert_eq!(rows[3].title, "branch 3");
    assert_eq!(rows[1].parent, Some(0));
    assert_eq!(rows[1].classes, vec!["most-proving"]);
    assert_eq!(proof.most_proving(), Some(1));
    assert!(rows.iter().all(|r| r.board.is_none() && !r.hidden));
    assert_eq!(
        proof.summary(),
        "Can MAX reach 9? — open; root pn=1 dn=3; 4 nodes, 1 expansions"
    );
    // Solved: the root is proven (C leads to the 9), nothing is most-proving.
    while proof.expand() {}
    let rows = proof.rows();
    assert_eq!(rows[0].numbers, "pn=0 dn=∞");
    assert_eq!(rows[0].classes, vec!["proven"]);
    assert_eq!(proof.most_proving(), None);
    assert!(proof
        .summary()
        .starts_with("Can MAX reach 9? — proven: yes; root pn=0 dn=∞; "));
    for r in &rows {
        match r.player {
            "yes" => {
                assert_eq!(r.board, Some(9));
                assert_eq!(r.classes, vec!["proven", "leaf"]);
            }
            "no" => {
                assert!(r.board.unwrap() < 9);
                assert_eq!(r.classes, vec!["disproven", "leaf"]);
            }
            _ => assert!(r.board.is_none() && !r.classes.contains(&"leaf")),
        }
    }
    assert!(rows.iter().any(|r| r.player == "yes"));
    assert!(!proof.expand(), "a solved search does not expand");
    // The drawing holds the same tree, boards drawn by the given function.
    let picture = proof.picture(|b| format!("<text>{b}</text>"));
    assert_eq!(picture.nodes.len(), rows.len());
}
