//! The subgame-perfect equilibrium exercise checked by a second method: plain recursion over
//! the tree as the question shows it (`Shown::Tree`), written here without the project's
//! solver, must give the same choice at every decision node as the answer; the trees have the
//! promised shapes and distinct payoffs; answers written differently grade right, a flipped
//! choice grades wrong and names the flipped node, and garbage is refused with a message.

use std::collections::{BTreeMap, BTreeSet};

use gamelab::exercises::{generate, Kind, Level, Shown, TreeNode};

use super::SEEDS;

/// A choice per decision node: label → action name.
type Choices = BTreeMap<String, String>;

/// The shown tree's root.
fn root(level: Level, seed: u64) -> TreeNode {
    match generate(Kind::Subgame, level, seed).question().game {
        Shown::Tree(t) => {
            assert_eq!(t.players.len(), 2);
            t.root
        }
        other => panic!("not a tree: {other:?}"),
    }
}

fn payoffs(p: &[String; 2]) -> [i64; 2] {
    [p[0].parse().unwrap(), p[1].parse().unwrap()]
}

/// Backward induction by plain recursion: the subgame's payoffs, every node's choice filled
/// in; panics on a tie (the exercise promises none).
fn solve(node: &TreeNode, choices: &mut Choices) -> [i64; 2] {
    match node {
        TreeNode::Leaf { payoffs: p } => payoffs(p),
        TreeNode::Decision {
            label,
            player,
            actions,
        } => {
            let values: Vec<[i64; 2]> = actions.iter().map(|(_, c)| solve(c, choices)).collect();
            let best = (0..values.len())
                .max_by_key(|&k| values[k][*player])
                .unwrap();
            let top = values[best][*player];
            assert_eq!(
                values.iter().filter(|v| v[*player] == top).count(),
                1,
                "a tie at {label}"
            );
            choices.insert(label.clone(), actions[best].0.clone());
            values[best]
        }
    }
}

/// The payoffs a profile gives from `node`, and the labels (deepest first) where the mover's
/// choice is not a best reply to the profile below.
fn play(
    node: &TreeNode,
    profile: &Choices,
    bad: &mut Vec<(usize, String)>,
    depth: usize,
) -> [i64; 2] {
    match node {
        TreeNode::Leaf { payoffs: p } => payoffs(p),
        TreeNode::Decision {
            label,
            player,
            actions,
        } => {
            let values: Vec<[i64; 2]> = actions
                .iter()
                .map(|(_, c)| play(c, profile, bad, depth + 1))
                .collect();
            let k = actions
                .iter()
                .position(|(a, _)| *a == profile[label])
                .unwrap();
            if values.iter().any(|v| v[*player] > values[k][*player]) {
                bad.push((depth, label.clone()));
            }
            values[k]
        }
    }
}

/// A decision node as the test sees it: (label, player, depth, action names).
type Row = (String, usize, usize, Vec<String>);

/// Every decision node in preorder, and the leaves' payoffs.
fn walk(node: &TreeNode, depth: usize, nodes: &mut Vec<Row>, leaves: &mut Vec<[i64; 2]>) {
    match node {
        TreeNode::Leaf { payoffs: p } => leaves.push(payoffs(p)),
        TreeNode::Decision {
            label,
            player,
            actions,
        } => {
            nodes.push((
                label.clone(),
                *player,
                depth,
                actions.iter().map(|(a, _)| a.clone()).collect(),
            ));
            for (_, c) in actions {
                walk(c, depth + 1, nodes, leaves);
            }
        }
    }
}

/// Reads `A: L; B: x` as written by `answer()`.
fn read(answer: &str) -> Choices {
    answer
        .split(';')
        .map(|part| {
            let (node, action) = part.split_once(':').expect("node: action");
            (node.trim().to_string(), action.trim().to_string())
        })
        .collect()
}

fn write(choices: &Choices) -> String {
    choices
        .iter()
        .map(|(n, a)| format!("{n}: {a}"))
        .collect::<Vec<_>>()
        .join("; ")
}

#[test]
fn every_answer_is_the_recursion_s_equilibrium_on_the_promised_trees() {
    for level in Level::ALL {
        for seed in SEEDS {
            let e = generate(Kind::Subgame, level, seed);
            let tree = root(level, seed);
            let mut expected = Choices::new();
            solve(&tree, &mut expected);
            let answer = read(&e.answer());
            assert_eq!(answer, expected, "{} {seed}: {}", level.key(), e.answer());

            let (mut nodes, mut leaves) = (Vec::new(), Vec::new());
            walk(&tree, 0, &mut nodes, &mut leaves);
            // (player, depth, actions), level by level.
            let mut shape: Vec<(usize, usize, usize)> =
                nodes.iter().map(|n| (n.1, n.2, n.3.len())).collect();
            shape.sort_by_key(|s| s.1);
            match level {
                Level::Easy => {
                    assert_eq!(shape, [(0, 0, 2), (1, 1, 2), (1, 1, 2)]);
                    assert_eq!(leaves.len(), 4);
                }
                Level::Medium => {
                    assert_eq!(shape[0], (0, 0, 2));
                    assert!(shape[1..3]
                        .iter()
                        .all(|s| s.0 == 1 && s.1 == 1 && (2..=3).contains(&s.2)));
                    assert!((1..=2).contains(&(shape.len() - 3)), "{shape:?}");
                    assert!(shape[3..].iter().all(|s| *s == (0, 2, 2)));
                }
                Level::Hard => {
                    assert_eq!(shape.len(), 7);
                    assert!(shape.iter().all(|s| s.2 == 2 && s.0 == s.1 % 2));
                    assert_eq!(leaves.len(), 8);
                }
            }
            for p in 0..2 {
                let values: BTreeSet<i64> = leaves.iter().map(|l| l[p]).collect();
                assert_eq!(values.len(), leaves.len(), "player {p} has equal payoffs");
                assert!(values.iter().all(|v| (0..=9).contains(v)));
            }
            let labels: BTreeSet<String> = nodes.iter().map(|n| n.0.to_lowercase()).collect();
            let actions: BTreeSet<String> = nodes
                .iter()
                .flat_map(|n| n.3.iter().map(|a| a.to_lowercase()))
                .collect();
            assert_eq!(labels.len(), nodes.len());
            assert_eq!(
                actions.len(),
                nodes.iter().map(|n| n.3.len()).sum::<usize>()
            );
            assert_eq!(answer.len(), nodes.len(), "a choice at every node");

            let steps = e.solution();
            assert_eq!(steps.len(), nodes.len() + 3, "{steps:?}");
            let deepest = nodes.iter().map(|n| n.2).max().unwrap();
            let first = nodes.iter().find(|n| n.2 == deepest).unwrap();
            assert!(
                steps[0].starts_with(&format!("At {}, player", first.0)),
                "{}",
                steps[0]
            );
        }
    }
}

#[test]
fn right_answers_written_differently_grade_right() {
    for level in Level::ALL {
        for seed in SEEDS {
            let e = generate(Kind::Subgame, level, seed);
            let choices = read(&e.answer());
            let reversed: Vec<String> = choices
                .iter()
                .rev()
                .map(|(n, a)| format!(" ( {} = {} ) ", n.to_lowercase(), a.to_uppercase()))
                .collect();
            let text = format!("[{}]", reversed.join(","));
            let v = e.grade(&text).unwrap();
            assert!(v.correct, "{} {seed}: {text}: {}", level.key(), v.feedback);
        }
    }
}

#[test]
fn one_flipped_choice_grades_wrong_naming_the_deepest_bad_node() {
    for level in Level::ALL {
        for seed in SEEDS {
            let e = generate(Kind::Subgame, level, seed);
            let tree = root(level, seed);
            let (mut nodes, mut leaves) = (Vec::new(), Vec::new());
            walk(&tree, 0, &mut nodes, &mut leaves);
            let right = read(&e.answer());
            for (label, _, _, actions) in &nodes {
                for other in actions.iter().filter(|a| **a != right[label]) {
                    let mut flipped = right.clone();
                    flipped.insert(label.clone(), other.clone());
                    let v = e.grade(&write(&flipped)).unwrap();
                    assert!(!v.correct, "{} {seed}: {}", level.key(), write(&flipped));
                    let mut bad = Vec::new();
                    play(&tree, &flipped, &mut bad, 0);
                    let deepest = bad.iter().map(|b| b.0).max().unwrap();
                    // The flipped node itself is the deepest one that is not a best reply.
                    assert_eq!(deepest, nodes.iter().find(|n| n.0 == *label).unwrap().2);
                    assert!(
                        v.feedback.starts_with(&format!("At {label},")),
                        "{} {seed}: flipped {label}: {}",
                        level.key(),
                        v.feedback
                    );
                }
            }
        }
    }
}

#[test]
fn garbage_is_refused_with_a_message() {
    for level in Level::ALL {
        let e = generate(Kind::Subgame, level, 7);
        let right = read(&e.answer());
        let first = right.keys().next().unwrap().clone();
        let only_first = format!("{first}: {}", right[&first]);
        for garbage in ["", "hello", "A", "Z: L", "A: nothing", only_first.as_str()] {
            let err = e.grade(garbage).expect_err(garbage);
            assert!(err.len() > 10, "{garbage}: {err}");
        }
        let twice = format!("{}; {only_first}", e.answer());
        assert!(e.grade(&twice).unwrap_err().contains("twice"));
    }
}
