//! Extensive-form games with perfect information: the seed's Fig. 3.2 facts (Table 3.1, four
//! pure NE, unique SPE, non-credible threats), the sharing game, `.efg` round trips and error
//! positions, and random trees whose subgame-perfect equilibrium must be a Nash equilibrium.

use gamelab::games::extensive::{
    seed_fig_3_2, sharing_game, GameTree, Node, Profile, StrategyOrder, TreeError, TreePreset,
};
use gamelab::games::matrix::Q;

fn q(v: i64) -> Q {
    Q::from_integer(v.into())
}

fn names(tree: &GameTree, p: &Profile) -> (String, String) {
    (tree.strategy_name(0, &p[0]), tree.strategy_name(1, &p[1]))
}

#[test]
fn fig_3_2_normal_form_is_table_3_1() {
    let rows = [
        "(1,7,9)", "(1,8,9)", "(1,7,10)", "(1,8,10)", "(2,7,9)", "(2,8,9)", "(2,7,10)", "(2,8,10)",
    ];
    let cols = ["(3,5)", "(3,6)", "(4,5)", "(4,6)"];
    let table: [[(i64, i64); 4]; 8] = [
        [(7, 3), (7, 3), (4, 4), (4, 4)],
        [(6, 10), (6, 10), (4, 4), (4, 4)],
        [(7, 3), (7, 3), (4, 4), (4, 4)],
        [(6, 10), (6, 10), (4, 4), (4, 4)],
        [(5, 5), (1, 9), (5, 5), (1, 9)],
        [(5, 5), (1, 9), (5, 5), (1, 9)],
        [(5, 5), (2, 0), (5, 5), (2, 0)],
        [(5, 5), (2, 0), (5, 5), (2, 0)],
    ];
    let nf = seed_fig_3_2()
        .induced_normal_form(StrategyOrder::Seed)
        .unwrap();
    assert_eq!(nf.game.names[0], rows);
    assert_eq!(nf.game.names[1], cols);
    for (r, row) in table.iter().enumerate() {
        for (c, &(x, y)) in row.iter().enumerate() {
            assert_eq!(nf.game.a[r][c], q(x), "A at {} vs {}", rows[r], cols[c]);
            assert_eq!(nf.game.b[r][c], q(y), "B at {} vs {}", rows[r], cols[c]);
        }
    }
}

#[test]
fn fig_3_2_four_pure_ne_and_unique_spe() {
    let tree = seed_fig_3_2();
    let ne: Vec<(String, String)> = tree
        .pure_equilibria(StrategyOrder::Seed)
        .unwrap()
        .iter()
        .map(|p| names(&tree, p))
        .collect();
    let expected = [
        ("(1,7,9)", "(4,6)"),
        ("(1,7,10)", "(4,6)"),
        ("(2,7,10)", "(4,5)"),
        ("(2,8,10)", "(4,5)"),
    ];
    assert_eq!(ne.len(), 4);
    for (r, c) in expected {
        assert!(ne.contains(&(r.to_string(), c.to_string())), "{r} {c}");
    }

    let bi = tree.backward_induction().unwrap();
    assert_eq!(
        names(&tree, &bi.profile),
        ("(2,7,10)".to_string(), "(4,5)".to_string())
    );
    assert_eq!(bi.value, [q(5), q(5)]);
    assert!(bi.ties.is_empty(), "the SPE is unique");
    // Steps run leaves-up, left to right: 7/8, 3/4, 9/10, 5/6, root.
    let order: Vec<&str> = bi
        .steps
        .iter()
        .map(|s| tree.nodes()[s.node].label())
        .collect();
    assert_eq!(order, ["7 or 8", "3 or 4", "9 or 10", "5 or 6", "1 or 2"]);
    assert_eq!(bi.steps[0].value, [q(7), q(3)]);
    assert_eq!(bi.steps[1].value, [q(4), q(4)]);
    assert_eq!(bi.steps.last().unwrap().value, [q(5), q(5)]);
}

#[test]
fn fig_3_2_non_credible_threats() {
    let tree = seed_fig_3_2();
    let label = |n: usize| tree.nodes()[n].label().to_string();
    let mut seen = 0;
    for p in tree.pure_equilibria(StrategyOrder::Seed).unwrap() {
        let threats = tree.non_credible_threats(&p).unwrap();
        let at: Vec<String> = threats.iter().map(|t| label(t.node)).collect();
        let (a, b) = names(&tree, &p);
        match (a.as_str(), b.as_str()) {
            ("(2,7,10)", "(4,5)") => {
                assert!(at.is_empty());
                assert!(tree.is_subgame_perfect(&p).unwrap());
            }
            // A threatens 9 after 2-6, though 10 pays A more (2 > 1).
            ("(1,7,9)", "(4,6)") => {
                assert_eq!(at, ["9 or 10"]);
                assert_eq!(threats[0].player, 0);
                assert_eq!(threats[0].prescribed_value, q(1));
                assert_eq!(threats[0].better_value, q(2));
            }
            // B threatens 6 after 2, though 5 pays B more (5 > 0) given A's 10.
            ("(1,7,10)", "(4,6)") => {
                assert_eq!(at, ["5 or 6"]);
                assert_eq!(threats[0].player, 1);
            }
            // A's 8 after 1-3 is not credible (7 > 6), and so neither is B's 4 given it.
            ("(2,8,10)", "(4,5)") => assert_eq!(at, ["3 or 4", "7 or 8"]),
            other => panic!("unexpected equilibrium {other:?}"),
        }
        if !at.is_empty() {
            assert!(!tree.is_subgame_perfect(&p).unwrap());
        }
        seen += 1;
    }
    assert_eq!(seen, 4);
}

#[test]
fn sharing_game_spe() {
    let tree = sharing_game();
    assert_eq!(tree.strategy_count(0), 3);
    assert_eq!(tree.strategy_count(1), 8);
    let bi = tree.backward_induction().unwrap();
    // The sister is indifferent after (2,0); ties go to the first action, accept.
    assert_eq!(
        names(&tree, &bi.profile),
        ("(2-0)".to_string(), "(A,A,A)".to_string())
    );
    assert_eq!(bi.value, [q(2), q(0)]);
    assert_eq!(bi.ties.len(), 1);
    assert_eq!(tree.nodes()[bi.ties[0]].label(), "2-0?");
    assert!(bi.steps.iter().any(|s| s.tie));
    let nf = tree.induced_normal_form(StrategyOrder::Seed).unwrap();
    assert_eq!((nf.game.rows(), nf.game.cols()), (3, 8));
    let (r, c) = nf.index_of(&bi.profile).unwrap();
    assert!(nf.pure_equilibria().contains(&(r, c)));
    // Rejecting (2,0) is also subgame perfect (a tie); rejecting (1,1) is not.
    let alt: Profile = [vec![1], vec![1, 0, 0]];
    assert!(tree.is_subgame_perfect(&alt).unwrap());
    let bad: Profile = [vec![0], vec![0, 1, 0]];
    let threats = tree.non_credible_threats(&bad).unwrap();
    assert_eq!(threats.len(), 1);
    assert_eq!(tree.nodes()[threats[0].node].label(), "1-1?");
}

#[test]
fn efg_round_trip_presets() {
    for preset in TreePreset::ALL {
        let tree = preset.tree();
        let text = tree.to_efg();
        let back = GameTree::parse_efg(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back, tree, "{}", preset.name());
        assert_eq!(back.to_efg(), text);
    }
}

#[test]
fn efg_reads_gambit_style_file() {
    let text = r#"EFG 2 R "Entry" { "Entrant" "Incumbent" }
"a comment"

p "root" 1 1 "" { "In" "Out" } 0
p "" 2 1 "" { "Fight" "Share" } 0
t "" 1 "F" { -1, -1 }
t "" 2 "S" { 1/2 1.5 }
t "" 3 "Out" { 0 2 }
"#;
    let tree = GameTree::parse_efg(text).unwrap();
    assert_eq!(
        tree.players,
        ["Entrant".to_string(), "Incumbent".to_string()]
    );
    let bi = tree.backward_induction().unwrap();
    assert_eq!(names(&tree, &bi.profile), ("(In)".into(), "(Share)".into()));
    assert_eq!(
        bi.value,
        [Q::new(1.into(), 2.into()), Q::new(3.into(), 2.into())]
    );
    // Outcome reuse and outcomes on personal nodes (added to the leaves below).
    let text = "EFG 2 R \"\" { \"a\" \"b\" }\np \"\" 1 1 { \"x\" \"y\" } 1 \"\" { 1 1 }\n\
                t \"\" 2 \"\" { 3 4 }\nt \"\" 2\n";
    let tree = GameTree::parse_efg(text).unwrap();
    let leaves: Vec<[Q; 2]> = tree
        .nodes()
        .iter()
        .filter_map(|n| match n {
            Node::Leaf { payoffs, .. } => Some(payoffs.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(leaves, vec![[q(4), q(5)], [q(4), q(5)]]);
}

#[test]
fn efg_errors_have_positions() {
    let err = |t: &str| GameTree::parse_efg(t).unwrap_err();
    let e = err("EFG 2 R \"g\" { \"a\" \"b\" }\nc \"\" 1 \"\" { \"h\" 1/2 \"t\" 1/3 } 0\n");
    assert_eq!((e.line, e.column), (2, 11));
    assert!(e.reason.contains("sum to 5/6"), "{e}");
    let e = err("EFG 2 R \"g\" { \"a\" \"b\" }\nc \"\" 1 \"\" { \"h\" half } 0\n");
    assert_eq!((e.line, e.column), (2, 17));

    let e = err("EFG 2 R \"g\" { \"a\" \"b\" \"c\" }\nt \"\" 1 \"\" { 1 2 3 }\n");
    assert_eq!((e.line, e.column), (1, 13));
    assert!(e.reason.contains("two-player"), "{e}");

    let e = err("EFG 2 R \"g\" { \"a\" \"b\" }\np \"\" 1 1 \"\" { \"x\" \"y\" } 0\n  t \"\" 1 \"\" { 1 zz }\n");
    assert_eq!((e.line, e.column), (3, 17));
    assert!(e.reason.contains("zz"), "{e}");

    let e = err("EFG 2 R \"g\" { \"a\" \"b\" }\np \"\" 3 1 \"\" { \"x\" } 0\n");
    assert_eq!((e.line, e.column), (2, 6));

    let e = err(
        "EFG 2 R \"g\" { \"a\" \"b\" }\np \"\" 1 1 \"\" { \"x\" \"y\" } 0\nt \"\" 1 \"\" { 1 2 }\n",
    );
    assert_eq!((e.line, e.column), (4, 1));
    assert!(e.reason.contains("end of file"), "{e}");

    // Two nodes in one information set: imperfect information.
    let e = err(
        "EFG 2 R \"g\" { \"a\" \"b\" }\np \"\" 1 1 \"\" { \"x\" \"y\" } 0\n\
                 p \"\" 1 1 \"\" { \"u\" } 0\nt \"\" 1 \"\" { 1 2 }\nt \"\" 2 \"\" { 0 0 }\n",
    );
    assert_eq!((e.line, e.column), (3, 8));
    assert!(e.reason.contains("imperfect"), "{e}");

    let e = err("EFG 2 R \"g\" { \"a\" \"b\" }\nt \"\" 1 \"\" { 1 2 }\nt \"\" 2 \"\" { 1 2 }\n");
    assert_eq!((e.line, e.column), (3, 1));

    // An outcome number given two different sets of payoffs (the same payoffs again are fine).
    let twice = |second: &str| {
        format!(
            "EFG 2 R \"g\" {{ \"a\" \"b\" }}\np \"\" 1 1 \"\" {{ \"x\" \"y\" }} 0\n\
             t \"\" 1 \"\" {{ 1 2 }}\nt \"\" 1 \"\" {{ {second} }}\n"
        )
    };
    assert!(GameTree::parse_efg(&twice("1 2")).is_ok());
    let e = err(&twice("3 4"));
    assert_eq!((e.line, e.column), (4, 6));
    assert!(
        e.reason.contains("outcome 1 was given other payoffs"),
        "{e}"
    );

    let e = err("NFG 1 R");
    assert_eq!((e.line, e.column), (1, 1));
    let e = err("EFG 2 R \"open");
    assert_eq!((e.line, e.column), (1, 9));
    let e = err("EFG 2 R \"g\" { \"a\" \"b\" }\nt \"\" 7\n");
    assert!(e.reason.contains("outcome 7"), "{e}");
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random tree of depth ≤ 4; with `chance`, about one inner node in four is a chance node
/// with rational probabilities from integer weights 1–4.
fn random_tree_with(rng: &mut Rng, chance: bool) -> GameTree {
    fn grow(
        t: &mut GameTree,
        rng: &mut Rng,
        at: Option<(usize, usize)>,
        depth: usize,
        chance: bool,
    ) {
        if depth >= 4 || (depth > 0 && rng.below(3) == 0) {
            let v = [rng.below(5) as i64 - 2, rng.below(5) as i64 - 2];
            t.add_leaf_int(at, "", v).unwrap();
            return;
        }
        let k = 1 + rng.below(3) as usize;
        let labels: Vec<String> = (0..k).map(|i| format!("a{depth}{i}")).collect();
        let id = if chance && rng.below(4) == 0 {
            let weights: Vec<i64> = (0..k).map(|_| 1 + rng.below(4) as i64).collect();
            let total: i64 = weights.iter().sum();
            let outcomes: Vec<(&str, Q)> = labels
                .iter()
                .zip(&weights)
                .map(|(l, &w)| (l.as_str(), Q::new(w.into(), total.into())))
                .collect();
            t.add_chance(at, &format!("c{depth}"), &outcomes).unwrap()
        } else {
            let refs: Vec<&str> = labels.iter().map(String::as_str).collect();
            t.add_decision(at, rng.below(2) as usize, &format!("n{depth}"), &refs)
                .unwrap()
        };
        for a in 0..k {
            grow(t, rng, Some((id, a)), depth + 1, chance);
        }
    }
    let mut t = GameTree::new("random", ["P1", "P2"]);
    grow(&mut t, rng, None, 0, chance);
    t
}

#[test]
fn random_trees_spe_is_nash_and_round_trips() {
    check_random_trees(false);
}

#[test]
fn random_trees_with_chance_spe_is_nash_and_round_trips() {
    check_random_trees(true);
}

fn check_random_trees(chance: bool) {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut checked = 0;
    let mut with_chance = 0;
    for _ in 0..300 {
        let tree = random_tree_with(&mut rng, chance);
        with_chance += usize::from(
            tree.nodes()
                .iter()
                .any(|n| matches!(n, gamelab::games::extensive::Node::Chance { .. })),
        );
        let back = GameTree::parse_efg(&tree.to_efg()).unwrap();
        assert_eq!(back, tree);
        let bi = tree.backward_induction().unwrap();
        assert_eq!(tree.play(&bi.profile).unwrap(), bi.value);
        // The editor's model round-trips the game (labels of leaves aside).
        let (edited, _) = gamelab::games::extensive::edit::Sketch::from_tree(&tree)
            .unwrap()
            .to_tree("random", ["P1", "P2"])
            .unwrap();
        assert_eq!(edited.backward_induction().unwrap().steps, bi.steps);
        assert!(tree.non_credible_threats(&bi.profile).unwrap().is_empty());
        let nf = match tree.induced_normal_form(StrategyOrder::Lexicographic) {
            Ok(nf) => nf,
            Err(TreeError::TooManyStrategies { .. }) => continue,
            Err(e) => panic!("{e}"),
        };
        let ne = nf.pure_equilibria();
        let cell = nf.index_of(&bi.profile).unwrap();
        assert!(ne.contains(&cell), "SPE must be a Nash equilibrium");
        for &(r, c) in &ne {
            let p = nf.profile(r, c);
            let spe = tree.is_subgame_perfect(&p).unwrap();
            if bi.ties.is_empty() {
                assert_eq!(spe, p == bi.profile, "a unique SPE");
            }
        }
        checked += 1;
    }
    assert!(checked > 100, "only {checked} trees checked");
    if chance {
        assert!(
            with_chance > 50,
            "only {with_chance} trees with chance nodes"
        );
    }
}

/// The fixture files (written from the presets) read back to the same analysis.
#[test]
fn fixture_files_read_back() {
    use gamelab::games::extensive::{GameTree, StrategyOrder};
    let fig = GameTree::parse_efg(include_str!("../data/efg/seed-fig-3-2.efg")).unwrap();
    let spe = fig.backward_induction().unwrap();
    assert_eq!(fig.strategy_name(0, &spe.profile[0]), "(2,7,10)");
    assert_eq!(fig.strategy_name(1, &spe.profile[1]), "(4,5)");
    assert_eq!(fig.pure_equilibria(StrategyOrder::Seed).unwrap().len(), 4);
    let sharing = GameTree::parse_efg(include_str!("../data/efg/sharing.efg")).unwrap();
    assert_eq!(sharing.strategy_count(0), 3);
}

/// Nature makes demand good (2/3) or bad (1/3); then player 1 enters or stays out.
const CHANCE_EFG: &str = "EFG 2 R \"demand\" { \"firm\" \"town\" }\n\"\"\n\n\
c \"nature\" 1 \"\" { \"good\" 2/3 \"bad\" 1/3 } 0\n\
p \"g\" 1 1 \"\" { \"in\" \"out\" } 0\n\
t \"\" 1 \"\" { 3 1 }\n\
t \"\" 2 \"\" { 0 0 }\n\
p \"b\" 1 2 \"\" { \"in\" \"out\" } 0\n\
t \"\" 3 \"\" { -3 1 }\n\
t \"\" 4 \"\" { 0 0 }\n";

#[test]
fn chance_nodes_give_expected_payoffs_and_round_trip() {
    let t = GameTree::parse_efg(CHANCE_EFG).unwrap();
    let bi = t.backward_induction().unwrap();
    // Good: in (3, 1); bad: out (0, 0); expected (2, 2/3).
    assert_eq!(bi.profile[0], vec![0, 1]);
    assert_eq!(bi.value, [q(2), Q::new(2.into(), 3.into())]);
    assert_eq!(
        bi.steps.last().unwrap().player,
        gamelab::games::extensive::CHANCE
    );
    // Induced normal form: 4 × 1, expectations over nature's move.
    let nf = t.induced_normal_form(StrategyOrder::Lexicographic).unwrap();
    assert_eq!((nf.game.rows(), nf.game.cols()), (4, 1));
    // (in, in): 2/3·3 + 1/3·(−3) = 1 for the firm, 1 for the town.
    assert_eq!(nf.game.a[0][0], q(1));
    assert_eq!(nf.game.b[0][0], q(1));
    // (out, out): 0.
    assert_eq!(nf.game.a[3][0], q(0));
    // The subgame-perfect profile is an equilibrium of the normal form.
    let pure = t.pure_equilibria(StrategyOrder::Lexicographic).unwrap();
    assert!(pure.contains(&bi.profile));
    assert!(t.non_credible_threats(&bi.profile).unwrap().is_empty());
    // .efg round trip keeps the probabilities exactly.
    let back = GameTree::parse_efg(&t.to_efg()).unwrap();
    assert_eq!(back.backward_induction().unwrap().value, bi.value);
    assert_eq!(
        back.induced_normal_form(StrategyOrder::Lexicographic)
            .unwrap()
            .game,
        nf.game
    );
    // Decimal probabilities are exact too.
    let decimal = CHANCE_EFG.replace("2/3", "0.5").replace("1/3", "0.5");
    let d = GameTree::parse_efg(&decimal).unwrap();
    assert_eq!(
        d.backward_induction().unwrap().value[0],
        Q::new(3.into(), 2.into())
    );
}

#[test]
fn the_tree_editor_handles_chance_nodes() {
    use gamelab::games::extensive::edit::Sketch;
    use gamelab::games::extensive::CHANCE;
    let mut s = Sketch::starter();
    s.set_player(&[], CHANCE).unwrap();
    match s.get(&[]).unwrap() {
        Sketch::Chance { outcomes, .. } => {
            assert_eq!(
                outcomes.iter().map(|o| o.1.as_str()).collect::<Vec<_>>(),
                ["1/2", "1/2"]
            )
        }
        other => panic!("{other:?}"),
    }
    s.set_payoff(&[0], 0, "4").unwrap();
    let (t, _) = s.to_tree("t", ["A", "B"]).unwrap();
    assert_eq!(t.backward_induction().unwrap().value[0], q(2));
    // A new outcome has probability 0, so the tree still builds.
    s.add_action(&[], 0).unwrap();
    assert!(s.to_tree("t", ["A", "B"]).is_ok());
    s.set_probability(&[], 2, "1/4").unwrap();
    let e = s.to_tree("t", ["A", "B"]).unwrap_err();
    assert!(e.message.contains("sum to 5/4"), "{e}");
    s.set_probability(&[], 2, "x").unwrap();
    let e = s.to_tree("t", ["A", "B"]).unwrap_err();
    assert!(e.message.contains("probability"), "{e}");
    // Deleting an outcome rescales the others to sum to 1, keeping their ratios.
    let mut c = Sketch::starter();
    c.set_player(&[], CHANCE).unwrap();
    c.add_action(&[], 0).unwrap();
    c.set_probability(&[], 0, "1/2").unwrap();
    c.set_probability(&[], 1, "1/4").unwrap();
    c.set_probability(&[], 2, "1/4").unwrap();
    c.delete(&[2]).unwrap();
    match c.get(&[]).unwrap() {
        Sketch::Chance { outcomes, .. } => {
            assert_eq!(
                outcomes.iter().map(|o| o.1.as_str()).collect::<Vec<_>>(),
                ["2/3", "1/3"]
            )
        }
        other => panic!("{other:?}"),
    }
    // Back to a decision node: outcomes become actions.
    s.set_player(&[], 1).unwrap();
    assert!(
        matches!(s.get(&[]), Some(Sketch::Decision { player: 1, actions, .. }) if actions.len() == 3)
    );
    // Sketch ↔ tree round trip with chance.
    let t = GameTree::parse_efg(CHANCE_EFG).unwrap();
    let sk = Sketch::from_tree(&t).unwrap();
    let (back, _) = sk.to_tree("demand", ["firm", "town"]).unwrap();
    assert_eq!(
        back.backward_induction().unwrap().value,
        t.backward_induction().unwrap().value
    );
}

#[test]
fn uncertain_demand_preset() {
    use gamelab::games::extensive::uncertain_demand;
    let t = uncertain_demand();
    let bi = t.backward_induction().unwrap();
    assert_eq!(
        bi.value,
        [Q::new(4.into(), 3.into()), Q::new(8.into(), 3.into())]
    );
    // Enter only when demand is good; the incumbent accommodates in the good state and fights
    // in the bad one.
    assert_eq!(bi.profile, [vec![0, 1], vec![1, 0]]);
    // (out, out) with a threat to fight everywhere is a Nash equilibrium resting on a
    // non-credible threat in the good state.
    let ne = t.pure_equilibria(StrategyOrder::Lexicographic).unwrap();
    let threat = [vec![1, 1], vec![0, 0]];
    assert!(ne.contains(&threat));
    let threats = t.non_credible_threats(&threat).unwrap();
    assert_eq!(threats.len(), 1);
    assert_eq!(threats[0].player, 1);
}

/// Random sequences of editor operations always leave a sketch that builds into a valid tree
/// (only valid texts are typed here), lays out without crossings, and navigates inside itself.
#[test]
fn random_editor_sessions_keep_the_tree_valid() {
    use gamelab::games::extensive::edit::{Direction, Sketch};
    use gamelab::games::extensive::CHANCE;
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    for _ in 0..200 {
        let mut s = Sketch::starter();
        let mut at: Vec<usize> = Vec::new();
        for _ in 0..40 {
            // Move somewhere, then edit there.
            let dir = [
                Direction::Up,
                Direction::Down,
                Direction::Left,
                Direction::Right,
            ][rng.below(4) as usize];
            at = s.navigate(&at, dir);
            assert!(s.get(&at).is_some(), "navigation left the tree: {at:?}");
            let _ = match rng.below(7) {
                0 => s.add_action(&at, rng.below(2) as usize).map(|_| ()),
                1 => s.delete(&at),
                2 => s.make_leaf(&at),
                3 => s.set_player(&at, [0, 1, CHANCE][rng.below(3) as usize]),
                4 => s.set_payoff(
                    &at,
                    rng.below(2) as usize,
                    &(rng.below(9) as i64 - 4).to_string(),
                ),
                5 => s.set_label(&at, "x"),
                _ => s.set_action_label(&at, 0, &format!("z{}", rng.below(5))),
            };
            if s.get(&at).is_none() {
                at.clear();
            }
            // A new chance outcome has probability 0 and a converted node equal ones, so the
            // distribution stays valid; the sketch always builds.
            let (tree, paths) = s.to_tree("t", ["A", "B"]).expect("valid edits build");
            assert_eq!(paths.len(), s.size());
            assert_eq!(tree.nodes().len(), s.size());
            tree.backward_induction().unwrap();
            let placed = s.layout();
            assert_eq!(placed.len(), s.size());
            for d in 0..=placed.iter().map(|p| p.depth).max().unwrap() {
                let xs: Vec<f64> = placed
                    .iter()
                    .filter(|p| p.depth == d)
                    .map(|p| p.x)
                    .collect();
                assert!(xs.windows(2).all(|w| w[0] < w[1]), "crossing at depth {d}");
            }
        }
    }
}
