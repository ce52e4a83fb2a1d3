//! Unit tests of Monte Carlo tree search on tic-tac-toe: determinism, the visit counts, the
//! printed formulas, PUCT under a one-hot prior, the solver's proofs, stepping against running,
//! the job's slices, and the drawing's folding.

use super::picture::{percent, Folding, Item, TreePicture};
use super::*;
use crate::game::{Player, State};
use crate::games::tictactoe::{Square, TicTacToe};
use crate::jobs::{run, Job};

fn board(text: &str) -> TicTacToe {
    TicTacToe::parse(text).expect("a reachable board")
}

fn search(state: TicTacToe, variant: Variant, seed: u64) -> Mcts<TicTacToe> {
    Mcts::new(state, Config::new(variant, Seed(seed)))
}

#[test]
fn the_same_seed_gives_the_same_tree_and_another_seed_another() {
    for variant in Variant::ALL {
        let mut a = search(TicTacToe::new(), variant, 7);
        let mut b = search(TicTacToe::new(), variant, 7);
        let mut c = search(TicTacToe::new(), variant, 8);
        a.run(500);
        b.run(500);
        c.run(500);
        assert!(a.tree() == b.tree(), "{variant}");
        assert_eq!(a.summary(), b.summary(), "{variant}");
        assert!(a.tree() != c.tree(), "{variant}");
    }
}

#[test]
fn visits_add_up() {
    for variant in Variant::ALL {
        let mut s = search(TicTacToe::new(), variant, 3);
        let done = s.run(2_000);
        let tree = s.tree();
        assert_eq!(tree.root().visits(), done, "{variant}");
        for (i, node) in tree.nodes().iter().enumerate() {
            let below: u64 = node.expanded().map(|(_, c)| tree.node(c).visits()).sum();
            if node.mover().is_none() {
                assert_eq!(below, 0);
                assert!(node.visits() >= 1);
            } else if i == 0 {
                assert_eq!(node.visits(), below, "{variant}: the root");
            } else {
                // Its first visit was the playout from it when it was added.
                assert_eq!(node.visits(), below + 1, "{variant}: node {i}");
            }
        }
    }
}

#[test]
fn the_printed_terms_are_the_formulas() {
    for variant in [Variant::Uct, Variant::Puct, Variant::Solver] {
        let mut s = search(TicTacToe::new(), variant, 11).with_prior(UniformPrior);
        s.run(300);
        let c = s.config().exploration;
        let before = s.tree().clone();
        let Some(PhaseReport::Selection(report)) = s.step_phase() else {
            panic!("a selection comes first")
        };
        assert_eq!(report.path[0], NodeId::ROOT);
        assert!(!report.steps.is_empty());
        for step in &report.steps {
            let node = before.node(step.node);
            let n_parent = node.visits() as f64;
            assert_eq!(step.parent_visits, node.visits());
            for (i, score) in step.children.iter().enumerate() {
                let n = score.visits as f64;
                let expected_q = match node.children()[i] {
                    Some(child) if score.visits > 0 => before.node(child).mean_for(step.mover),
                    _ => 0.0,
                };
                assert_eq!(score.mean, expected_q);
                let expected_u = match variant {
                    Variant::Puct => {
                        let p = 1.0 / node.actions().len() as f64;
                        assert_eq!(score.prior, Some(p));
                        c * p * n_parent.max(1.0).sqrt() / (1.0 + n)
                    }
                    _ if score.visits == 0 => f64::INFINITY,
                    _ => c * (n_parent.ln() / n).sqrt(),
                };
                assert!(
                    (score.exploration - expected_u).abs() < 1e-12
                        || score.exploration == expected_u,
                    "{variant}: {} against {expected_u}",
                    score.exploration
                );
                assert_eq!(score.total, score.mean + score.exploration);
            }
            let chosen = &step.children[step.chosen];
            assert!(!chosen.excluded);
            for other in step.children.iter().filter(|o| !o.excluded) {
                assert!(
                    other.total <= chosen.total,
                    "{variant}: the largest total wins"
                );
            }
        }
        assert_eq!(UCT_EXPLORATION, std::f64::consts::SQRT_2);
        assert_eq!(
            uct_exploration(2.0, 100, 4),
            2.0 * (100f64.ln() / 4.0).sqrt()
        );
        assert_eq!(puct_exploration(1.5, 0.25, 16, 3), 1.5 * 0.25 * 4.0 / 4.0);
    }
}

/// A prior that puts all its weight on one cell.
struct OneHot(u8);

impl Prior<TicTacToe> for OneHot {
    fn policy(&self, _: &TicTacToe, actions: &[Square], out: &mut Vec<f64>) {
        out.clear();
        out.extend(
            actions
                .iter()
                .map(|a| if a.0 == self.0 { 1.0 } else { 0.0 }),
        );
    }

    fn name(&self) -> &'static str {
        "one-hot"
    }
}

#[test]
fn puct_follows_a_one_hot_prior() {
    // X wins at once on cell 2; the prior says so, and PUCT never looks elsewhere at the root.
    let mut s = search(board("XX.OO...."), Variant::Puct, 5).with_prior(OneHot(2));
    let Some(PhaseReport::Selection(report)) = s.step_phase() else {
        panic!("a selection comes first")
    };
    let root_step = &report.steps[0];
    assert_eq!(root_step.children[root_step.chosen].action, Square(2));
    for (i, c) in root_step.children.iter().enumerate() {
        if i != root_step.chosen {
            assert_eq!(c.exploration, 0.0);
        }
    }
    // The stepped iteration is finished by the run, and counted in it.
    s.run(200);
    let root = s.tree().root();
    assert_eq!(root.visits(), 200);
    assert_eq!(root.expanded().count(), 1);
    assert_eq!(s.best_action(), Some(Square(2)));
    // A prior on a losing move is followed too, until its value falls below the others' 0.
    let mut s = search(board("XX.OO...."), Variant::Puct, 5).with_prior(OneHot(8));
    s.run(1);
    assert_eq!(
        s.tree().root().expanded().next().map(|e| e.0),
        Some(Square(8))
    );
}

#[test]
fn the_solver_proves_wins_losses_and_draws() {
    // X to move wins at once; O to move, X threatens two lines: O loses; the empty board draws.
    for (text, outcome) in [
        ("XX.OO....", Outcome::Win),
        ("X.X.O...O", Outcome::Win),
        ("XX..O.X.O", Outcome::Loss),
        (".........", Outcome::Draw),
    ] {
        let mut s = search(board(text), Variant::Solver, 1);
        s.run(1_000_000);
        assert!(s.is_finished(), "{text}");
        assert_eq!(s.root_outcome(), Some(outcome), "{text}");
        let best = s.best_action().expect("a move");
        let child = s
            .tree()
            .root()
            .expanded()
            .find(|e| e.0 == best)
            .map(|e| s.tree().node(e.1))
            .expect("the chosen child");
        assert_eq!(
            child.outcome_for(board(text).to_move().player()),
            Some(outcome)
        );
    }
}

#[test]
fn stepping_and_running_build_the_same_tree() {
    for variant in Variant::ALL {
        let mut stepped = search(TicTacToe::new(), variant, 21);
        let mut phases = Vec::new();
        for _ in 0..4 * 150 + 2 {
            phases.push(stepped.step_phase().expect("not finished").phase());
        }
        assert_eq!(stepped.iterations(), 150);
        assert_eq!(stepped.next_phase(), Some(Phase::Simulation));
        // The run finishes the stepped iteration first.
        stepped.run(150);
        let mut ran = search(TicTacToe::new(), variant, 21);
        ran.run(300);
        assert!(stepped.tree() == ran.tree(), "{variant}");
        let expected = [
            Phase::Selection,
            Phase::Expansion,
            Phase::Simulation,
            Phase::Backpropagation,
        ];
        assert!(phases.chunks(4).all(|c| c == &expected[..c.len()]));
    }
}

#[test]
fn the_reports_say_what_changed() {
    let mut s = search(TicTacToe::new(), Variant::Solver, 2);
    s.run(40);
    let Some(PhaseReport::Selection(sel)) = s.step_phase() else {
        panic!()
    };
    let Some(PhaseReport::Expansion(exp)) = s.step_phase() else {
        panic!()
    };
    assert_eq!(exp.parent, *sel.path.last().unwrap());
    let added = exp.added.expect("MCTS-Solver always adds a node");
    let Some(PhaseReport::Simulation(sim)) = s.step_phase() else {
        panic!()
    };
    assert_eq!(sim.from, added);
    let mut end = s
        .tree()
        .line(added)
        .into_iter()
        .fold(TicTacToe::new(), |b, a| b.child(a));
    for &m in &sim.moves {
        end.apply(m);
    }
    assert!(end.is_terminal());
    assert_eq!(end.returns()[Player(0)], sim.value);
    let Some(PhaseReport::Backpropagation(back)) = s.step_phase() else {
        panic!()
    };
    assert_eq!(back.updates.len(), sel.path.len() + 1);
    assert_eq!(back.updates[0].node, added);
    assert_eq!(back.updates.last().unwrap().node, NodeId::ROOT);
    assert_eq!(back.updates.last().unwrap().visits, 41);
}

#[test]
fn the_job_gives_the_same_answer_in_any_slices() {
    let whole = {
        let mut s = search(TicTacToe::new(), Variant::Uct, 4);
        s.run(700);
        s.summary()
    };
    for slice in [1, 7, 700, 10_000] {
        let mut job = job::MctsJob::new(search(TicTacToe::new(), Variant::Uct, 4), 700);
        let out = run(&mut job, slice, |p| {
            assert!(p.fraction < 1.0 && p.unit == "iterations");
            true
        });
        assert_eq!(out.as_ref(), Some(&whole), "slices of {slice}");
        assert_eq!(job.progress().fraction, 1.0);
    }
    assert_eq!(whole.children.iter().map(|c| c.visits).sum::<u64>(), 700);
    assert_eq!(whole.best, whole.children.first().map(|c| c.action));
}

#[test]
fn the_drawing_folds_the_rest_into_one_node() {
    let mut s = search(TicTacToe::new(), Variant::Uct, 9);
    s.run(10_000);
    let picture = TreePicture::new(&s, &Folding::new(3, 2), |a: Square| a.0.to_string());
    let root = &picture.nodes[0];
    assert_eq!(root.visits, 10_000);
    // Three children and the summary of the other six.
    assert_eq!(root.children.len(), 4);
    let shown: Vec<u64> = root.children[..3]
        .iter()
        .map(|&c| picture.nodes[c].visits)
        .collect();
    assert!(shown.windows(2).all(|w| w[0] >= w[1]), "most visited first");
    let Item::Folded(fold) = picture.nodes[root.children[3]].item else {
        panic!("the summary comes last")
    };
    assert_eq!(fold.hidden, 6);
    assert_eq!(fold.tried, 6);
    assert_eq!(fold.visits, 10_000 - shown.iter().sum::<u64>());
    assert_eq!(fold.share, fold.visits as f64 / 10_000.0);
    assert_eq!(
        fold.label(),
        format!("+6 more, {:.0} % of visits", fold.share * 100.0)
    );
    assert_eq!(percent(0.004), "<1");
    assert_eq!(percent(0.0), "0");
    assert_eq!(percent(0.0649), "6");
    // The principal variation is marked from the root down, and drawn.
    let pv = s.principal_variation();
    let marked = picture.nodes.iter().filter(|n| n.pv).count();
    assert_eq!(marked, pv.len().min(3), "the root and two levels are drawn");
    // Closing the root hides everything; opening a summary node shows all nine moves.
    let mut folding = Folding::new(3, 2);
    picture.toggle(&mut folding, root.children[3]);
    let all = TreePicture::new(&s, &folding, |a: Square| a.0.to_string());
    assert_eq!(all.nodes[0].children.len(), 9);
    picture.toggle(&mut folding, 0);
    let closed = TreePicture::new(&s, &folding, |a: Square| a.0.to_string());
    assert_eq!(closed.nodes.len(), 1);
    assert_eq!(closed.nodes[0].below as usize, s.tree().len() - 1);
    // The layout keeps parents over their children; the SVG and the outline say the same.
    let placed = picture.layout();
    assert_eq!(placed.len(), picture.nodes.len());
    let svg = picture.svg(Some(0));
    assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
    assert_eq!(svg.matches("<g class=\"n").count(), picture.nodes.len());
    assert!(svg.contains("+6</text>"));
    let outline = picture.outline();
    assert_eq!(outline.lines().count(), picture.nodes.len());
    assert!(outline.starts_with("- root: 10000 visits"));
    assert!(outline.contains(&format!("  - {}", fold.label())));
    let rows = picture.rows();
    assert_eq!(rows.len(), picture.nodes.len());
    assert_eq!(rows[0].children, picture.nodes[0].children);
    assert_eq!(rows[root.children[3]].title, fold.label());
    assert!(rows[0].classes.contains(&"pv"));
}
