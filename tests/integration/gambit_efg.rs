//! Gambit's own example games (`tests/data/efg/gambit`, the `.efg` files of its catalog,
//! contrib and tests folders): every one loads and writes back unchanged; every two-player
//! zero-sum one with perfect recall is solved exactly by the sequence form, certified by exact
//! best responses and confirmed by CFR+; every two-player one with perfect recall but one gets
//! an equilibrium (Lemke–Howson on the reduced normal form) checked by exact best responses;
//! every one without perfect recall is refused by the solvers with the information set named;
//! none crashes.

use gamelab::equilibrium::cfr::{Algorithm, Cfr};
use gamelab::equilibrium::sequence_form::solve_zero_sum;
use gamelab::equilibrium::{reduced_lh, sequence_lemke, SolveError};
use gamelab::games::imperfect::{efg, recall, Game};
use gamelab::games::matrix::to_f64;
use gamelab::jobs::run_to_end;

fn games() -> Vec<(String, Game)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/efg/gambit");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("the fixtures are there") {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "efg") {
            let text = std::fs::read_to_string(&path).unwrap();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            let game = efg::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            out.push((name, game));
        }
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

#[test]
fn every_gambit_example_loads_and_writes_back() {
    let all = games();
    assert_eq!(all.len(), 174);
    for (name, g) in &all {
        let again = efg::parse(&efg::write(g)).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(&again, g, "{name}");
    }
    // Some have outcomes on inner nodes, more than two players, no perfect recall.
    assert!(all.iter().any(|(_, g)| g
        .nodes()
        .iter()
        .any(|n| n.outcome.is_some() && !n.children.is_empty())));
    assert!(all.iter().any(|(_, g)| g.num_players() > 2));
    assert!(all.iter().any(|(_, g)| recall::check(g).is_err()));
}

#[test]
fn every_two_player_zero_sum_example_with_perfect_recall_is_solved_exactly() {
    let mut solved = 0;
    for (name, g) in games() {
        if g.num_players() != 2 {
            continue;
        }
        match recall::check(&g) {
            Err(e) => {
                // Refused by both solvers, with the reason.
                let refused = solve_zero_sum(&g).unwrap_err();
                assert!(
                    matches!(refused, SolveError::NoPerfectRecall(_)),
                    "{name}: {refused}"
                );
                let why = refused.to_string();
                assert!(why.contains("perfect recall"), "{name}: {why}");
                assert!(why.contains(&g.infoset_name(e.infoset)), "{name}: {why}");
                assert!(Cfr::new(&g, Algorithm::CfrPlus, 1).is_err(), "{name}");
            }
            Ok(()) if g.is_zero_sum() => {
                let s = solve_zero_sum(&g).unwrap_or_else(|e| panic!("{name}: {e}"));
                assert!(s.certified, "{name}: {} .. {}", s.lower, s.upper);
                let mut cfr = Cfr::new(&g, Algorithm::CfrPlus, 3000).unwrap();
                run_to_end(&mut cfr);
                // CFR+ works in doubles: compare relative to the payoffs' size.
                let size = g
                    .all_leaf_payoffs()
                    .iter()
                    .flatten()
                    .map(|v| to_f64(v).abs())
                    .fold(1.0, f64::max);
                let exact = to_f64(&s.lower);
                assert!(
                    (cfr.value() - exact).abs() <= 1e-3 * size,
                    "{name}: {} vs {exact}",
                    cfr.value()
                );
                solved += 1;
            }
            Ok(()) => {}
        }
    }
    assert_eq!(solved, 26);
}

#[test]
fn every_two_player_example_with_perfect_recall_has_a_verified_equilibrium() {
    let (mut solved, mut too_large) = (0, Vec::new());
    for (name, g) in games() {
        if g.num_players() != 2 || recall::check(&g).is_err() {
            continue;
        }
        match reduced_lh::solve(&g, 0) {
            Ok(e) => {
                let e = e.checked;
                assert!(
                    e.verified(),
                    "{name}: {:?} vs {:?}",
                    e.payoffs,
                    e.best_responses
                );
                solved += 1;
            }
            Err(SolveError::ReducedForm(_)) => too_large.push(name),
            Err(e) => panic!("{name}: {e}"),
        }
    }
    // One game is too large for the reduced normal form (Gambit's tic-tac-toe: the
    // sequence-form Lemke algorithm is the way for it).
    assert_eq!(solved, 117);
    assert_eq!(too_large, ["contrib_games_ttt.efg"]);
}

#[test]
fn every_two_player_example_with_perfect_recall_gets_a_sequence_form_lemke_equilibrium() {
    let mut solved = 0;
    for (name, g) in games() {
        if g.num_players() != 2 || recall::check(&g).is_err() {
            continue;
        }
        let e = sequence_lemke::solve(&g)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
            .checked;
        assert!(
            e.verified(),
            "{name}: {:?} vs {:?}",
            e.payoffs,
            e.best_responses
        );
        solved += 1;
    }
    assert_eq!(solved, 118);
}

#[test]
fn every_two_player_example_opens_in_the_tree_editor_with_its_sets() {
    use gamelab::games::extensive::edit::Sketch;
    use gamelab::games::imperfect::Mover;
    let mut opened = 0;
    for (name, g) in games() {
        if g.num_players() != 2 {
            // The editor is for two players, and says so.
            let why = Sketch::from_game(&g).unwrap_err();
            assert!(why.contains("two players"), "{name}: {why}");
            continue;
        }
        let (sketch, names) = Sketch::from_game(&g).unwrap_or_else(|e| panic!("{name}: {e}"));
        let text = sketch
            .to_efg(&names)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let back = efg::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        // The same players' information sets (numbers, names, nodes) and the same payoffs at
        // every leaf (outcomes on inner nodes are added into the leaves below them).
        let sets = |g: &Game| -> Vec<(usize, usize, String, Vec<usize>)> {
            g.infosets()
                .iter()
                .filter_map(|h| match h.mover {
                    Mover::Player(p) => Some((p, h.number, h.name.clone(), h.nodes.clone())),
                    Mover::Chance => None,
                })
                .collect()
        };
        assert_eq!(sets(&back), sets(&g), "{name}");
        assert_eq!(back.all_leaf_payoffs(), g.all_leaf_payoffs(), "{name}");
        assert_eq!(back.title, g.title, "{name}");
        opened += 1;
    }
    assert!(opened >= 118, "{opened}");
}

/// Gambit's format lets two actions of a set share a label (`{ "a" "a" }`), and sets or
/// players share names: every name the outputs key a strategy by is distinct, so no action
/// disappears from an answer.
#[test]
fn every_action_set_and_player_has_a_name_of_its_own() {
    let mut all = games();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/efg");
    let text = std::fs::read_to_string(dir.join("duplicate-actions.efg")).unwrap();
    all.push(("duplicate-actions.efg".into(), efg::parse(&text).unwrap()));
    let distinct = |names: &[String]| {
        let mut sorted = names.to_vec();
        sorted.sort();
        sorted.dedup();
        sorted.len() == names.len()
    };
    for (name, game) in &all {
        let players: Vec<String> = (0..game.num_players())
            .map(|p| game.player_name(p))
            .collect();
        assert!(distinct(&players), "{name}: {players:?}");
        for p in 0..game.num_players() {
            let sets: Vec<String> = game
                .player_infosets(p)
                .into_iter()
                .map(|h| game.infoset_name(h))
                .collect();
            assert!(distinct(&sets), "{name}: {sets:?}");
            for h in game.player_infosets(p) {
                let actions: Vec<String> = (0..game.infosets()[h].actions.len())
                    .map(|a| game.action_name(h, a))
                    .collect();
                assert!(distinct(&actions), "{name}: {actions:?}");
            }
        }
    }
}

/// `efg solve` on a set whose two actions are both called `a`: both are in the answer, and
/// each set's probabilities add up to 1 (they added up to ½ when one was dropped).
#[test]
fn an_answer_keeps_both_actions_of_one_name() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/efg/duplicate-actions.efg"
    );
    let number = |v: &serde_json::Value| {
        let t = v.as_str().unwrap();
        match t.split_once('/') {
            Some((a, b)) => a.parse::<f64>().unwrap() / b.parse::<f64>().unwrap(),
            None => t.parse().unwrap(),
        }
    };
    for method in ["seqform", "lemke", "lemke-howson", "cfr"] {
        let out = crate::cli::json(&["efg", "solve", file, "--method", method, "--json"]);
        let p1 = &out["strategies"]["P1"]["I"];
        assert_eq!(p1.as_object().unwrap().len(), 2, "{method}: {out}");
        for (player, sets) in out["strategies"].as_object().unwrap() {
            for (set, actions) in sets.as_object().unwrap() {
                let sum: f64 = actions.as_object().unwrap().values().map(number).sum();
                assert!((sum - 1.0).abs() < 1e-9, "{method} {player} {set}: {sum}");
            }
        }
    }
    let tree = crate::cli::json(&["tree", "--game", file, "--json"]);
    assert_eq!(
        tree["normal_form"]["rows"],
        serde_json::json!(["(#1)", "(#2)"])
    );
}

/// A constant-sum game is a zero-sum game after a shift: von Stengel (2022), Fig. 10.1, whose
/// payoffs add up to 16 at every leaf, is solved by the sequence form (and CFR), with the value
/// in its own payoffs — the equilibrium Lemke's algorithm finds.
#[test]
fn a_constant_sum_game_is_solved_as_the_zero_sum_game_it_is() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/efg/gambit/catalog_books_vonstengel2022_fig10.1.efg"
    );
    let seqform = crate::cli::json(&["efg", "solve", file, "--method", "seqform", "--json"]);
    let lemke = crate::cli::json(&["efg", "solve", file, "--method", "lemke", "--json"]);
    assert_eq!(seqform["certified"], true);
    assert_eq!(seqform["value_fraction"], "9");
    assert_eq!(seqform["payoffs"], serde_json::json!(["9", "7"]));
    assert_eq!(seqform["payoffs"], lemke["payoffs"]);
    assert_eq!(seqform["strategies"], lemke["strategies"]);
    let cfr = crate::cli::json(&["efg", "solve", file, "--method", "cfr+", "--json"]);
    assert!((cfr["value"].as_f64().unwrap() - 9.0).abs() < 0.05, "{cfr}");
    let text = std::fs::read_to_string(file).unwrap();
    let game = efg::parse(&text).unwrap();
    assert_eq!(game.constant_sum().map(|c| to_f64(&c)), Some(16.0));
    assert!(!game.is_zero_sum());
    // Player 2's payoffs shifted by any constant: the same solution, player 1's value kept.
    let s = solve_zero_sum(&game).unwrap();
    let view = solve_zero_sum(&game.zero_sum_view()).unwrap();
    assert_eq!((s.behaviour, s.lower), (view.behaviour, view.lower));
}
