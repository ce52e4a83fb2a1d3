//! Tests of the imperfect-information model: building, `.efg` reading and writing, perfect
//! recall and sequences.

use super::build::SetSpec;
use super::*;
use crate::exact::Q;

fn q(n: i64) -> Q {
    Q::from_integer(n.into())
}

/// Matching pennies as a tree: player 2 does not see player 1's coin.
const PENNIES: &str = r#"EFG 2 R "Matching pennies" { "Player 1" "Player 2" }
"A tree with an information set"

p "" 1 1 "coin" { "H" "T" } 0
p "" 2 1 "guess" { "h" "t" } 0
t "" 1 "match" { 1, -1 }
t "" 2 "miss" { -1, 1 }
p "" 2 1 "guess" { "h" "t" } 0
t "" 2
t "" 1
"#;

#[test]
fn an_information_set_joins_two_nodes() {
    let g = efg::parse(PENNIES).unwrap();
    assert_eq!(g.nodes().len(), 7);
    assert_eq!(g.players, ["Player 1", "Player 2"]);
    let p2 = g.player_infosets(1);
    assert_eq!(p2.len(), 1);
    assert_eq!(g.infosets()[p2[0]].nodes, [1, 4]);
    assert_eq!(g.infoset_name(p2[0]), "guess");
    assert_eq!(g.leaf_payoffs(2), [q(1), q(-1)]);
    assert_eq!(g.leaf_payoffs(6), [q(1), q(-1)]);
    assert!(g.is_zero_sum());
    recall::check(&g).unwrap();
    // Round trip: written and read back, the same game.
    let again = efg::parse(&efg::write(&g)).unwrap();
    assert_eq!(again, g);
}

#[test]
fn outcomes_on_inner_nodes_add_up() {
    let text = r#"EFG 2 R "" { "A" "B" } ""
c "" 1 "" { "x" 1/3 "y" 2/3 } 1 "fee" { -1 -1 }
t "" 2 "" { 3, 0 }
p "" 1 1 "" { "a" } 0
t "" 3 "" { 1/2 1/2 }
"#;
    let g = efg::parse(text).unwrap();
    assert_eq!(g.leaf_payoffs(1), [q(2), q(-1)]);
    let half = Q::new(1.into(), 2.into());
    assert_eq!(g.leaf_payoffs(3), [&half - q(1), &half - q(1)]);
    assert_eq!(g.all_leaf_payoffs()[3], g.leaf_payoffs(3));
    assert_eq!(g.chance_probabilities(0).len(), 2);
    assert_eq!(efg::parse(&efg::write(&g)).unwrap(), g);
}

#[test]
fn bad_files_are_refused_at_the_problem() {
    let cases = [
        // The set was given other actions.
        (
            "EFG 2 R \"\" { \"A\" \"B\" } \"\"\np \"\" 1 1 \"\" { \"a\" \"b\" } 0\np \"\" 1 1 \"\" { \"a\" } 0\nt \"\" 1 \"\" { 1 1 }\nt \"\" 1\n",
            "line 3",
        ),
        // Player 3 in a two-player game.
        (
            "EFG 2 R \"\" { \"A\" \"B\" } \"\"\np \"\" 3 1 \"\" { \"a\" } 0\nt \"\" 1 \"\" { 1 1 }\n",
            "player '3' does not exist",
        ),
        // Probabilities that do not sum to 1.
        (
            "EFG 2 R \"\" { \"A\" } \"\"\nc \"\" 1 \"\" { \"a\" 1/2 \"b\" 1/3 } 0\nt \"\" 1 \"\" { 1 }\nt \"\" 1\n",
            "sum to 5/6",
        ),
        // A missing subtree.
        (
            "EFG 2 R \"\" { \"A\" } \"\"\np \"\" 1 1 \"\" { \"a\" \"b\" } 0\nt \"\" 1 \"\" { 1 }\n",
            "unexpected end of file",
        ),
        // Payoffs that do not match the players.
        (
            "EFG 2 R \"\" { \"A\" \"B\" } \"\"\nt \"\" 1 \"\" { 1 }\n",
            "needs 2 payoffs",
        ),
        // A set first seen without its actions.
        (
            "EFG 2 R \"\" { \"A\" } \"\"\np \"\" 1 1 \"\" 0\n",
            "without its actions",
        ),
    ];
    for (text, want) in cases {
        let e = efg::parse(text).unwrap_err().to_string();
        assert!(e.contains(want), "{e:?} should mention {want:?}");
    }
}

#[test]
fn the_absent_minded_driver_has_no_perfect_recall() {
    let text = r#"EFG 2 R "Absent-minded driver" { "Driver" } ""
p "X" 1 1 "junction" { "exit" "continue" } 0
t "" 1 "A" { 0 }
p "Y" 1 1 "junction" { "exit" "continue" } 0
t "" 2 "B" { 4 }
t "" 3 "C" { 1 }
"#;
    let g = efg::parse(text).unwrap();
    let e = recall::check(&g).unwrap_err();
    assert_eq!(e.player, 0);
    assert_eq!(e.nodes, [0, 2]);
    assert!(e.message.contains("junction"), "{}", e.message);
    assert!(
        e.message.contains("the start of the game") && e.message.contains("“continue”"),
        "{}",
        e.message
    );
}

#[test]
fn sequences_follow_the_players_own_moves() {
    // Player 1 moves, then (not seeing it) player 2, then player 1 again knowing their move.
    let mut b = Builder::new("", &["A".into(), "B".into()]).unwrap();
    let ab = ["l".to_string(), "r".to_string()];
    let set = |mover, key: &'static str| SetSpec {
        mover,
        key,
        number: None,
        name: key,
        actions: &[],
        probabilities: &[],
    };
    b.push_move(
        "",
        &SetSpec {
            actions: &ab,
            ..set(Mover::Player(0), "first")
        },
        None,
    )
    .unwrap();
    for first in ["L", "R"] {
        b.push_move(
            "",
            &SetSpec {
                actions: &ab,
                ..set(Mover::Player(1), "blind")
            },
            None,
        )
        .unwrap();
        for _ in 0..2 {
            let key = if first == "L" { "after l" } else { "after r" };
            b.push_move(
                "",
                &SetSpec {
                    actions: &ab,
                    ..set(Mover::Player(0), key)
                },
                None,
            )
            .unwrap();
            b.push_leaf("", vec![q(1), q(-1)]).unwrap();
            b.push_leaf("", vec![q(0), q(0)]).unwrap();
        }
    }
    let g = b.finish().unwrap();
    recall::check(&g).unwrap();
    let s0 = recall::sequences(&g, 0).unwrap();
    // ∅, first·l, first·r, after l·l, after l·r, after r·l, after r·r.
    assert_eq!(s0.len, 7);
    assert_eq!(s0.parent, [0, 1, 2]);
    assert_eq!(s0.depth(s0.infosets[2]), 1);
    let s1 = recall::sequences(&g, 1).unwrap();
    assert_eq!(s1.len, 3);
    assert_eq!(s1.parent, [0]);
    // A leaf's last sequences.
    let leaf = g
        .nodes()
        .iter()
        .position(|n| n.kind == NodeKind::Terminal)
        .unwrap();
    assert_eq!(s0.at_node[leaf], s0.of(s0.infosets[1], 0));
    assert_eq!(s1.at_node[leaf], s1.of(s1.infosets[0], 0));
}

#[test]
fn kuhns_theorem_on_solved_games_round_trips_and_beliefs_follow_bayes() {
    use crate::equilibrium::{sequence_form, sequence_lemke};
    use crate::games::imperfect::lab::{beliefs, kuhn_view};
    use crate::games::imperfect::presets::Preset;
    // Kuhn poker: 27 × 64 plans, too many for a table; the mixed strategies induce the
    // behaviour strategies back.
    let kuhn = Preset::Kuhn.game();
    let s = sequence_form::solve_zero_sum(&kuhn).unwrap();
    let k = kuhn_view(&kuhn, &s.behaviour).unwrap();
    assert_eq!(k.plans, [27, 64]);
    assert!(k.round_trip && k.table.is_none());
    let total: crate::exact::Q = k.mixed[1]
        .iter()
        .map(|(_, q)| crate::models::strategic::parse_number(q).unwrap())
        .sum();
    assert_eq!(total, crate::exact::Q::from_integer(1.into()));
    // Beer–quiche from the uniform prior: pooling on beer; after beer the receiver believes
    // the prior (strong with 9/10), and the table is drawn (4 × 4 plans).
    let bq = Preset::BeerQuiche.game();
    let e = sequence_lemke::solve(&bq).unwrap();
    let k = kuhn_view(&bq, &e.checked.behaviour).unwrap();
    assert_eq!(k.plans, [4, 4]);
    assert!(k.round_trip);
    let (rows, cols, cells) = k.table.unwrap();
    assert_eq!((rows.len(), cols.len(), cells.len()), (4, 4, 4));
    let b = beliefs(&bq, &e.checked.behaviour);
    assert!(!b.is_empty());
    for row in &b {
        let sum: crate::exact::Q = row
            .nodes
            .iter()
            .map(|(_, q)| crate::models::strategic::parse_number(q).unwrap())
            .sum();
        assert_eq!(sum, crate::exact::Q::from_integer(1.into()), "{row:?}");
    }
    // Leduc poker has far too many plans: no view.
    assert!(kuhn_view(&Preset::Leduc.game(), &s_leduc_uniform()).is_none());
}

fn s_leduc_uniform() -> [crate::models::imperfect::reduced::Behaviour; 2] {
    let g = crate::games::imperfect::presets::Preset::Leduc.game();
    crate::equilibrium::sequence_lemke::uniform_prior(&g)
}
