//! The picture on the seed's example and on random trees: counts, the textbook drawing,
//! stepping, the tidy layout (checked on every tree), proof trees, the node budget.

use super::*;
use crate::games::nested_tree::{LeafValue, NestedTree, SEED_EXAMPLE};
use crate::rng::{below, Seed};
use crate::search::alphabeta::{AlphaBeta, Options};
use crate::search::pns::ProofSearch;

fn picture(text: &str, options: Options) -> Picture {
    let tree = NestedTree::parse(text).unwrap();
    let root = tree.root();
    let (_, trace) = AlphaBeta::new(&LeafValue, options).search_traced(&root);
    Picture::from_trace(
        &root,
        &trace,
        &LeafValue,
        |_, a| format!("{a}"),
        |_| None,
        10_000,
    )
}

/// Checks the layout is tidy: parents centred over their first and last visible child,
/// children left to right in order, and no two edges crossing (at each depth the nodes'
/// left-to-right order is the order of their parents).
fn check_tidy(p: &Picture, e: &Expansion) {
    let placed = p.layout(e);
    let x: std::collections::HashMap<usize, (f64, usize)> =
        placed.iter().map(|q| (q.node, (q.x, q.depth))).collect();
    for q in &placed {
        let n = &p.nodes[q.node];
        if p.is_open(q.node, e) {
            let xs: Vec<f64> = n.children.iter().map(|c| x[c].0).collect();
            assert!(xs.windows(2).all(|w| w[0] < w[1]), "children in order");
            assert_eq!(q.x, (xs[0] + xs[xs.len() - 1]) / 2.0, "centred");
        } else {
            assert!(
                n.children.iter().all(|c| !x.contains_key(c)),
                "closed hides children"
            );
        }
    }
    let depth = placed.iter().map(|q| q.depth).max().unwrap_or(0);
    for d in 1..=depth {
        let mut level: Vec<&Placed> = placed.iter().filter(|q| q.depth == d).collect();
        level.sort_by(|a, b| a.x.total_cmp(&b.x));
        let parents: Vec<f64> = level
            .iter()
            .map(|q| x[&p.nodes[q.node].parent.unwrap()].0)
            .collect();
        assert!(
            parents.windows(2).all(|w| w[0] <= w[1]),
            "no crossing at depth {d}"
        );
        assert!(
            level.windows(2).all(|w| w[1].x - w[0].x >= 1.0 - 1e-9),
            "one unit apart"
        );
    }
}

fn random_tree(rng: &mut crate::rng::GameRng, depth: u32) -> String {
    if depth == 0 || (depth < 3 && below(rng, 4) == 0) {
        return (below(rng, 21) as i32 - 10).to_string();
    }
    let k = 1 + below(rng, 3);
    let kids: Vec<String> = (0..k).map(|_| random_tree(rng, depth - 1)).collect();
    format!("[{}]", kids.join(","))
}

#[test]
fn the_seed_example_is_drawn_as_the_textbook_draws_it() {
    let p = picture(SEED_EXAMPLE, Options::ALPHA_BETA);
    // 14 nodes visited, the other 4 drawn as pruned.
    assert_eq!(p.visited(), 14);
    assert_eq!(p.pruned(), 4);
    assert_eq!(p.cut_moves(), 2);
    assert_eq!(
        p.summary(),
        "14 of the tree's 18 nodes visited; 2 moves cut off (struck through), their subtrees greyed."
    );
    assert_eq!(p.leaves_until(None), vec![4, 6, 7, 1, 2, 9]);
    assert_eq!(p.nodes[0].searched.as_ref().unwrap().value, 9);
    let svg = p.svg(&View::default());
    let classes = node_classes(&svg);
    assert_eq!(classes.len(), 18);
    assert_eq!(
        classes.iter().filter(|c| c.contains(" visited")).count(),
        14
    );
    assert_eq!(classes.iter().filter(|c| c.contains(" cut")).count(), 4);
    assert_eq!(
        svg.matches("class=\"strike\"").count(),
        2 * 2,
        "two pruned edges, two strokes each"
    );
    assert!(svg.contains("pruned — cut"));
    check_tidy(&p, &Expansion::all());
    well_formed(&svg);
    // Minimax visits all 18.
    assert_eq!(picture(SEED_EXAMPLE, Options::MINIMAX).visited(), 18);
}

#[test]
fn stepping_marks_the_current_node_and_its_window() {
    let p = picture(SEED_EXAMPLE, Options::ALPHA_BETA);
    let mut currents = Vec::new();
    for s in 0..p.steps {
        let svg = p.svg(&View {
            step: Some(s),
            ..View::default()
        });
        let current = node_classes(&svg)
            .iter()
            .filter(|c| c.contains(" current"))
            .count();
        assert_eq!(current, 1, "step {s}");
        assert!(svg.contains("α="));
        currents.push(p.current(Some(s)).unwrap());
        well_formed(&svg);
    }
    assert_eq!(currents[0], 0);
    // Before the first cut nothing is struck through.
    assert!(!p
        .svg(&View {
            step: Some(1),
            ..View::default()
        })
        .contains("class=\"strike\""));
}

#[test]
fn random_trees_are_laid_out_tidily_and_every_pruned_subtree_is_marked() {
    let mut rng = Seed(17).rng();
    for _ in 0..200 {
        let text = random_tree(&mut rng, 5);
        let p = picture(&text, Options::ALPHA_BETA);
        check_tidy(&p, &Expansion::all());
        check_tidy(&p, &Expansion::levels(2));
        let mut e = Expansion::levels(1);
        e.open.insert(p.nodes[0].children[0]);
        check_tidy(&p, &e);
        // Everything below a pruned node is pruned; every node is visited or pruned.
        for (i, n) in p.nodes.iter().enumerate() {
            assert!(
                n.searched.is_some() != n.pruned.is_some(),
                "{text} node {i}"
            );
            if n.pruned.is_some() {
                assert!(n.children.iter().all(|&c| p.nodes[c].pruned.is_some()));
            }
        }
        // The picture holds the whole tree: as many nodes as the text has.
        let leaves = text
            .split(|c: char| !(c.is_ascii_digit() || c == '-'))
            .filter(|s| !s.is_empty())
            .count();
        assert_eq!(
            p.nodes.iter().filter(|n| n.children.is_empty()).count(),
            leaves,
            "{text}"
        );
        let mm = picture(&text, Options::MINIMAX);
        assert_eq!(mm.visited(), p.nodes.len(), "minimax visits the whole tree");
        well_formed(&p.svg(&View::default()));
    }
}

#[test]
fn a_proof_tree_is_drawn_with_its_numbers_and_most_proving_path() {
    use crate::game::Player;
    let tree = NestedTree::parse(SEED_EXAMPLE).unwrap();
    let goal: Box<dyn Fn(&crate::games::nested_tree::TreePosition) -> bool> =
        Box::new(|p| p.leaf_value().is_some_and(|v| v >= 9));
    let mut search = ProofSearch::new(tree.root(), Player(0), goal);
    let p = Picture::from_proof(&search, |_, a| a.to_string(), |_| None);
    assert_eq!(p.nodes.len(), 1);
    assert_eq!(p.marked, Some(0));
    search.expand_one().unwrap();
    let p = Picture::from_proof(&search, |_, a| a.to_string(), |_| None);
    assert_eq!(p.nodes.len(), 4);
    let svg = p.svg(&View::default());
    assert!(
        svg.contains(">1/3<"),
        "the root after one expansion: pn 1, dn 3"
    );
    assert_eq!(
        node_classes(&svg)
            .iter()
            .filter(|c| c.contains("frontier"))
            .count(),
        3
    );
    assert_eq!(
        node_classes(&svg)
            .iter()
            .filter(|c| c.contains(" current"))
            .count(),
        1
    );
    check_tidy(&p, &Expansion::all());
    well_formed(&svg);
    search.solve().unwrap();
    let p = Picture::from_proof(&search, |_, a| a.to_string(), |_| None);
    assert_eq!(p.marked, None);
    let svg = p.svg(&View::default());
    assert!(node_classes(&svg)[0].contains("proven"));
    assert!(svg.contains(">yes<"));
    check_tidy(&p, &Expansion::all());
}

#[test]
fn a_budget_elides_large_pruned_subtrees() {
    let tree = NestedTree::parse("[[9],[[1],[[1,2,3],[4,5,6],[7,8]]]]").unwrap();
    let root = tree.root();
    let (_, trace) = AlphaBeta::new(&LeafValue, Options::ALPHA_BETA).search_traced(&root);
    let full = Picture::from_trace(
        &root,
        &trace,
        &LeafValue,
        |_, a| format!("{a}"),
        |_| None,
        1_000,
    );
    let small = Picture::from_trace(
        &root,
        &trace,
        &LeafValue,
        |_, a| format!("{a}"),
        |_| None,
        full.visited() + 1,
    );
    let hidden: u64 = small.nodes.iter().map(|n| n.elided).sum();
    assert_eq!(full.pruned(), 12);
    assert_eq!(small.pruned(), 1);
    assert_eq!(hidden, 3, "the pruned MIN node's three moves");
    assert!(small.svg(&View::default()).contains("more</text>"));
}

/// The class attributes of the drawn nodes.
fn node_classes(svg: &str) -> Vec<String> {
    svg.match_indices(r#"<g class="n "#)
        .map(|(i, _)| {
            let rest = &svg[i + 10..];
            rest[..rest.find('"').unwrap()].to_string()
        })
        .collect()
}

/// A small check that the SVG's tags nest.
fn well_formed(svg: &str) {
    let mut stack: Vec<String> = Vec::new();
    let mut rest = svg;
    while let Some(i) = rest.find('<') {
        rest = &rest[i + 1..];
        let end = rest.find('>').expect("a closed tag");
        let tag = &rest[..end];
        rest = &rest[end + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(stack.pop().as_deref(), Some(name), "{svg}");
        } else if !tag.ends_with('/') {
            stack.push(tag.split_whitespace().next().unwrap().to_string());
        }
    }
    assert!(stack.is_empty());
}

#[test]
fn toggling_opens_and_closes_nodes_over_the_levels_open_by_default() {
    let p = picture(SEED_EXAMPLE, Options::ALPHA_BETA);
    let first = p.nodes[0].children[0];
    let leaf = p.nodes.iter().position(|n| n.children.is_empty()).unwrap();
    let mut e = Expansion::levels(1);
    assert!(p.is_open(0, &e));
    assert!(!p.is_open(first, &e));
    // A node below the open levels opens, then closes again.
    p.toggle(&mut e, first);
    assert!(p.is_open(first, &e));
    assert_eq!(e.open, HashSet::from([first]));
    p.toggle(&mut e, first);
    assert!(!p.is_open(first, &e));
    assert!(e.open.is_empty());
    assert_eq!(e.closed, HashSet::from([first]));
    // The root, open by depth, closes (and hides everything below it), then reopens.
    p.toggle(&mut e, 0);
    assert!(!p.is_open(0, &e));
    assert_eq!(p.layout(&e).len(), 1);
    p.toggle(&mut e, 0);
    assert!(p.is_open(0, &e));
    assert_eq!(p.layout(&e).len(), 1 + p.nodes[0].children.len());
    // A leaf has nothing to open.
    let before = e.clone();
    p.toggle(&mut e, leaf);
    assert_eq!(e, before);
    check_tidy(&p, &e);
}

/// Every font size an SVG sets: in its style sheet and on its elements.
fn font_sizes(svg: &str) -> Vec<f64> {
    let css = svg.split("font-size:").skip(1).map(|r| {
        let n: String = r
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        n.parse().unwrap_or(0.0)
    });
    let attrs = svg
        .split("font-size=\"")
        .skip(1)
        .map(|r| r.split('"').next().unwrap_or("").parse().unwrap_or(0.0));
    css.chain(attrs).collect()
}

#[test]
fn no_text_of_a_drawn_tree_is_under_11_pixels_and_it_is_drawn_at_its_own_size() {
    use crate::games::tictactoe::{lab::mini_board_svg, Square, TicTacToe};
    let board = TicTacToe::new().child(Square(4)).child(Square(0));
    let tree = NestedTree::parse(SEED_EXAMPLE).unwrap();
    let root = tree.root();
    let (_, trace) = AlphaBeta::new(&LeafValue, Options::ALPHA_BETA).search_traced(&root);
    // Small boards on every node, as the tic-tac-toe page draws them, and the plain tree.
    let boards = Picture::from_trace(
        &root,
        &trace,
        &LeafValue,
        |_, a| format!("{a}"),
        |_| Some(mini_board_svg(&board)),
        10_000,
    );
    let plain = picture(SEED_EXAMPLE, Options::ALPHA_BETA);
    for p in [boards, plain] {
        for step in [Some(2), None] {
            let view = View {
                step,
                expansion: Expansion::all(),
                focus: Some(1),
            };
            let svg = p.svg(&view);
            let sizes = font_sizes(&svg);
            assert!(sizes.len() >= 4, "{sizes:?}");
            assert!(sizes.iter().all(|&s| s >= 11.0), "{sizes:?}");
            // Width and height are the view box's: drawn 1:1, not scaled to a box.
            let attr = |name: &str| {
                svg.split(&format!(" {name}=\""))
                    .nth(1)
                    .unwrap()
                    .split('"')
                    .next()
                    .unwrap()
                    .to_string()
            };
            let view_box = attr("viewBox");
            assert_eq!(
                view_box,
                format!("0 0 {} {}", attr("width"), attr("height"))
            );
        }
    }
}
