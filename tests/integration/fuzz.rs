//! Fuzzing kept in the tests: every parser of the project is fed arbitrary bytes and
//! structured mutations of valid inputs (the files in `tests/data`, LP and tree texts, boards,
//! records, rule texts, the pages' URL queries). Each input must give an error or a result —
//! never a panic — and a result must pass a sanity check: equilibria verified, probabilities in
//! [0, 1], an LP answer equal to the unscaled simplex's, searchers agreeing, a written text
//! read back to the same thing.
//!
//! Bounded so the whole suite stays fast: [`CASES`] inputs per property (about 3 000 in all,
//! a few seconds). A failure prints the shrunk input; add it to a parser's own tests.

use gamelab::equilibrium::{all_equilibria, is_equilibrium, Strength};
use gamelab::evolve::lab::{parse_rules, Policy};
use gamelab::evolve::live_race::LiveForm;
use gamelab::games::blotto::{Blotto, Side, MAX_FIELDS, MAX_UNITS};
use gamelab::games::extensive::{GameTree, StrategyOrder};
use gamelab::games::loa::lab::{Lab, Link};
use gamelab::games::loa::text::{parse_position, parse_record, replay, write_position};
use gamelab::games::loa::Rules;
use gamelab::games::matrix::charts::best_response_chart;
use gamelab::games::matrix::edit::Draft;
use gamelab::games::matrix::envelope::Envelope;
use gamelab::games::matrix::nfg;
use gamelab::games::matrix::{format_number, Bimatrix, Q};
use gamelab::games::nested_tree::{LeafValue, NestedTree};
use gamelab::games::tictactoe::lab::Config;
use gamelab::games::tictactoe::mcts_bench::Positions;
use gamelab::games::tictactoe::TicTacToe;
use gamelab::links::normal_form_link;
use gamelab::lp::file as lpfile;
use gamelab::racing::lab::curve_form_from_query;
use gamelab::racing::race::Pattern;
use gamelab::search::alphabeta::{alphabeta, Options};
use gamelab::search::mcts::Variant;
use gamelab::search::minimax::minimax;
use gamelab::text::{read_number, read_real};
use num_traits::{One, Signed, Zero};
use proptest::prelude::*;
use proptest::test_runner::{Config as Runner, RngSeed};

/// Inputs tried per property.
const CASES: u32 = 400;

/// Pieces a hostile user would paste: extreme numbers, stray brackets and quotes, keywords.
const DICT: &[&str] = &[
    "1e400",
    "-1e400",
    "1e308",
    "1e-400",
    "1e-300",
    "18446744073709551615",
    "-2147483648",
    "2147483647",
    "1e300",
    "-1.7e308",
    "4294967296",
    "2000000000",
    "0",
    "-",
    "/",
    "1/2/3",
    "1/0",
    "{",
    "}",
    "\"",
    "[",
    "]",
    ",",
    "\n",
    " ",
    "inf",
    "-inf",
    "NaN",
    "=",
    "<=",
    ">=",
    ":",
    "x",
    "End",
    "free",
    "99999999999999999999999999",
    "b",
    "w",
    "8",
    "/8",
    "xd5",
    "-d3",
    "p",
    "c",
    "t",
    "%",
    "é",
];

fn seeds_nfg() -> Vec<String> {
    [
        include_str!("../data/nfg/prisoners-dilemma.nfg"),
        include_str!("../data/nfg/degenerate-3x3.nfg"),
        include_str!("../data/nfg/mixed-domination-4x4.nfg"),
        "NFG 1 R \"outcomes\" { \"1\" \"2\" }\n{ { \"a\" \"b\" } { \"c\" \"d\" } }\n\"\"\n{ { \"\" 1, -1 } { \"\" -1/2, 1/2 } }\n1 2 2 1",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

fn seeds_efg() -> Vec<String> {
    [
        include_str!("../data/efg/seed-fig-3-2.efg"),
        include_str!("../data/efg/sharing.efg"),
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

const LP_SEEDS: &[&str] = &[
    "Maximize\n obj: 3 x + 2 y - z + 0 w\nSubject To\n c1: x + y <= 4\n c2: x + 3 y\n     >= 2\n x - y = 1\nBounds\n 0 <= x <= 4\n y >= -1\n -1 <= z <= 1\n w free\nEnd\n",
    "min\n obj: x + y\nst\n c1: x + 2 y >= 1/2\n c2: 3 x + y >= 1\nend\n",
    "max\n obj: x\nst\n c: 1e-3 x + 1e3 y <= 1\nbounds\n y <= 1\nend\n",
];

const TREE_SEEDS: &[&str] = &[
    "[[[4,6],[7,9]],[[1,2],[0,1]],[[9]]]",
    "[[3,12,8],[2,4,6],[14,5,2]]",
    "[[-1,[2,-3]],[[4],[-5,6,[7]]]]",
];

const LOA_POSITIONS: &[&str] = &[
    "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
    "8/8/8/8/8/8/b7/2b2w1w b",
    "8/2b5/3w4/8/4b3/8/1w6/8 w",
];

/// A structured mutation: (kind, where, how long, which dictionary word).
type Edit = (u8, usize, usize, usize);

fn mutate(base: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = base.chars().collect();
    for &(kind, at, len, word) in edits {
        let n = chars.len();
        let at = if n == 0 { 0 } else { at % (n + 1) };
        match kind % 5 {
            0 => {
                let end = (at + len % 12).min(n);
                chars.drain(at..end);
            }
            1 => {
                let w: Vec<char> = DICT[word % DICT.len()].chars().collect();
                chars.splice(at..at, w);
            }
            2 => {
                let end = (at + len % 40).min(n);
                let copy: Vec<char> = chars[at..end].to_vec();
                chars.splice(at..at, copy);
            }
            3 if at < n => {
                let w: Vec<char> = DICT[word % DICT.len()].chars().collect();
                let end = (at + 1 + len % 6).min(n);
                chars.splice(at..end, w);
            }
            _ => {
                if at < n {
                    chars[at] = char::from(b' ' + (word % 95) as u8);
                }
            }
        }
    }
    chars.into_iter().collect()
}

/// Zero to four edits, most often one or two: a valid input stays in the mix, so the checks
/// on results are exercised as well as the errors.
fn edits() -> impl Strategy<Value = Vec<Edit>> {
    prop::collection::vec(
        (any::<u8>(), any::<usize>(), any::<usize>(), any::<usize>()),
        0..3,
    )
}

fn bytes() -> impl Strategy<Value = String> {
    prop::collection::vec(any::<u8>(), 0..160).prop_map(|b| String::from_utf8_lossy(&b).into())
}

/// An input for a parser: arbitrary bytes, or a mutation of one of `seeds`.
fn input(seeds: Vec<String>) -> impl Strategy<Value = String> {
    prop_oneof![
        1 => bytes(),
        4 => (prop::sample::select(seeds), edits()).prop_map(|(s, e)| mutate(&s, &e)),
    ]
}

fn owned(seeds: &[&str]) -> Vec<String> {
    seeds.iter().map(|s| s.to_string()).collect()
}

/// A URL field's value: absent, one of the field's `good` values, a hostile word, or bytes.
fn field(good: &[&str]) -> impl Strategy<Value = Option<String>> {
    let words = owned(DICT)
        .into_iter()
        .chain(owned(&[
            "-0.5",
            "2",
            "abc",
            "",
            "100000000000",
            "1e-9",
            "0,1,2",
        ]))
        .collect::<Vec<_>>();
    let good = owned(good);
    prop_oneof![
        4 => Just(None),
        4 => prop::sample::select(good).prop_map(Some),
        1 => prop::sample::select(words).prop_map(Some),
        1 => bytes().prop_map(Some),
    ]
}

fn probability_vector(v: &[Q]) -> bool {
    v.iter().all(|p| !p.is_negative() && *p <= Q::one()) && v.iter().sum::<Q>() == Q::one()
}

proptest! {
    // A fixed seed: the same inputs on every run, so a failure reproduces and CI is stable.
    #![proptest_config(Runner { cases: CASES, rng_seed: RngSeed::Fixed(20261125), ..Runner::default() })]

    #[test]
    fn numbers(text in input(owned(&["1/3", "-0.25", "3e-2", "1e308", "7"]))) {
        if let Ok(q) = read_number(&text) {
            // What is written reads back to the same number.
            prop_assert_eq!(read_number(&format_number(&q)).unwrap(), q);
        }
        if let Ok(x) = read_real(&text) {
            prop_assert!(x.is_finite());
        }
    }

    #[test]
    fn nfg_files(text in input(seeds_nfg())) {
        if let Ok(g) = nfg::parse(&text) {
            prop_assert_eq!(nfg::parse(&nfg::write(&g)).unwrap(), g.clone());
            let game = &g.game;
            if game.rows() <= 4 && game.cols() <= 4 {
                let all = all_equilibria(game).expect("small games are enumerated");
                prop_assert!(!all.extreme.is_empty(), "every game has an equilibrium");
                for e in &all.extreme {
                    prop_assert!(probability_vector(&e.x) && probability_vector(&e.y));
                    prop_assert!(is_equilibrium(game, &e.x, &e.y));
                }
                analyse_like_the_page(game);
            }
        }
    }

    #[test]
    fn efg_files(text in input(seeds_efg())) {
        if let Ok(tree) = GameTree::parse_efg(&text) {
            prop_assert!(GameTree::parse_efg(&tree.to_efg()).is_ok());
            if tree.strategy_count(0) <= 64 && tree.strategy_count(1) <= 64 {
                if let Ok(bi) = tree.backward_induction() {
                    prop_assert!(tree.is_subgame_perfect(&bi.profile).unwrap());
                    prop_assert_eq!(tree.play(&bi.profile).unwrap(), bi.value);
                    // A subgame-perfect equilibrium is a Nash equilibrium of the normal form.
                    let nf = tree.induced_normal_form(StrategyOrder::Seed).unwrap();
                    let (r, c) = nf.index_of(&bi.profile).unwrap();
                    prop_assert!(nf.pure_equilibria().contains(&(r, c)));
                }
                // The trees page's link to the normal-form lab: offered only for a game that
                // lab reads back, which it then analyses.
                if let Ok(nf) = tree.induced_normal_form(StrategyOrder::Seed) {
                    if let Ok(link) = normal_form_link(&nf.game) {
                        let draft = Draft::from_nfg(&link.query[0].1);
                        prop_assert!(draft.is_ok(), "{:?}", draft.err());
                        let game = draft.unwrap().game();
                        prop_assert!(game.is_ok(), "{:?}", game.err());
                        analyse_like_the_page(&game.unwrap());
                    }
                }
            }
        }
    }

    #[test]
    fn lp_files(text in input(owned(LP_SEEDS))) {
        if let Ok(file) = lpfile::parse(&text) {
            let scaled = file.problem.solve_scaled();
            if let Ok(a) = &scaled {
                prop_assert!(a.objective.is_finite());
                prop_assert!(a.values.iter().all(|v| v.is_finite()));
                // The unscaled simplex agrees on the value where its absolute tolerances suit
                // the data (coefficients within six orders of magnitude). Beyond that it can
                // stop early — found by this test: `x + 42949672963 y >= 2` gave 4.0000000001
                // where the optimum is 11.5 — which is why `gamelab lp` solves scaled.
                let (lo, hi) = file.problem.coefficient_range();
                if hi / lo > 1e6 {
                    return Ok(());
                }
                if let Ok(plain) = file.problem.solve() {
                    let size = 1.0 + a.objective.abs();
                    prop_assert!((plain.objective() - a.objective).abs() <= 1e-6 * size,
                        "{} vs {}", plain.objective(), a.objective);
                }
            }
        }
    }

    #[test]
    fn nested_trees(text in input(owned(TREE_SEEDS))) {
        if let Ok(tree) = NestedTree::parse(&text) {
            let reference = minimax(&tree.root(), &LeafValue);
            for (name, options) in Options::ALL {
                let r = alphabeta(&tree.root(), &LeafValue, options);
                prop_assert_eq!(r.value, reference.value, "{} on {}", name, text);
            }
        }
    }

    #[test]
    fn boards_and_records(text in input(owned(&["X.O.X.O..", "XOXOXOXOX", "........."]))) {
        if let Ok(board) = TicTacToe::parse(&text) {
            prop_assert!(board.moves_made() <= 9);
        }
        let _ = parse_record(&text).map(|r| replay(&r, Rules::default()));
    }

    #[test]
    fn mcts_settings(text in input(owned(&["uct", "puct", "solver", "critical", "all", "40"]))) {
        if let Ok(v) = Variant::from_name(&text) {
            prop_assert_eq!(Variant::from_name(v.name()), Ok(v));
        }
        if let Ok(p) = Positions::parse(&text) {
            prop_assert_eq!(Positions::parse(&p.to_string()), Ok(p));
        }
    }

    #[test]
    fn loa_positions(text in input(owned(LOA_POSITIONS))) {
        if let Ok(board) = parse_position(&text) {
            prop_assert_eq!(parse_position(&write_position(&board)).unwrap(), board);
        }
    }

    #[test]
    fn rule_and_strategy_texts(game in prop::sample::select(vec!["war", "rrrats", "chess"]),
                               text in input(owned(&["fd1-loses-cap10000-draw", "1010", "0.5,0.5,0.5", "stop4"]))) {
        if let Ok(config) = parse_rules(game, &text) {
            let _ = Policy::parse(&config, &text);
        }
    }

    #[test]
    fn racing_links(a1 in field(&["lebr", "ilebr-star2", "hoeffding", "ilebr"]),
                    a2 in field(&["lebr", "none", "bernstein"]), mu in field(&["0.5", "0.6", "0", "1"]),
                    pattern in field(&["110", "0", "1"]), eps in field(&["0.01", "0.05", "0.2"]),
                    delta in field(&["0.05", "0.1", "1e-6"]), cap in field(&["1000", "20000"]),
                    game in field(&["war", "rrrats"]), s1 in field(&["stop4", "0.5,0.5,0.5"]),
                    calgs in field(&["lebr", "lebr,ilebr"]), cfrom in field(&["0.4", "0.45"]),
                    csteps in field(&["3", "11"])) {
        let q = gamelab::racing::lab::Query {
            a1, a2, mu, pattern: pattern.clone(), eps, delta, cap, game, s1, calgs, cfrom, csteps,
            ..Default::default()
        };
        if let Some(p) = &pattern {
            let _ = Pattern::parse(p);
        }
        if let Ok(mut races) = LiveForm::from_query(&q).build() {
            for (_, race) in races.iter_mut() {
                for _ in 0..50 {
                    if race.next_test().is_some() || race.games() > 20_000 {
                        break;
                    }
                }
                for r in race.trace() {
                    prop_assert!((0.0..=1.0).contains(&r.lb) && (0.0..=1.0).contains(&r.ub), "{:?}", r);
                    prop_assert!(r.mean.is_finite() && r.half_width >= 0.0);
                }
            }
        }
        let _ = curve_form_from_query(&q).request();
        let _ = gamelab::evolve::live_race::live_link_errors(&q);
        let _ = gamelab::racing::lab::curve_link_errors(&q);
    }

    #[test]
    fn tictactoe_links(board in field(&["X...O....", "XO.......", "........."]),
                       moves in field(&["5", "1,5", "159"]), mode in field(&["hvc", "cvc", "hvh"]),
                       human in field(&["X", "O"]), view in field(&["tree", "pns", "custom"]),
                       tree in field(&["[[1,2],[3]]", "[[[4,6],[7,9]],[[1,2],[0,1]],[[9]]]"]),
                       algo in field(&["minimax", "alphabeta", "pns"]), target in field(&["3", "-2"]),
                       seed in field(&["1", "42"])) {
        let q = gamelab::games::tictactoe::lab::Query {
            board, moves, mode, human, view, tree, algo, target, seed, ..Default::default()
        };
        if let Ok(config) = Config::from_query(&q) {
            let _ = config.status();
            let _ = config.engine_move();
            prop_assert_eq!(Config::from_query(&config.to_query()).unwrap().board(), config.board());
        }
    }

    #[test]
    fn loa_links(fen in field(LOA_POSITIONS), moves in field(&["b1-b3", "b1-d3 a2-c2", "d1xd5"]),
                 human in field(&["black", "white", "both"]), nodes in field(&["50k", "2M", "1000"]),
                 record in field(&["1", "16", "0"]), ply in field(&["0", "3", "999"]),
                 nomoves in field(&["pass", "lose", "skip"]), both in field(&["draw", "mover", "x"]),
                 repetition in field(&["2", "off", "1", "9999999"]), cap in field(&["5", "0", "-1"])) {
        let q = gamelab::games::loa::lab::Query {
            fen, moves, human, nodes, record, ply, nomoves, both, repetition, cap,
        };
        if let Ok(link) = Link::from_query(&q) {
            let lab = Lab::from_link(&link);
            let _ = lab.status();
            let _ = lab.must_pass();
            prop_assert_eq!(Link::from_query(&lab.link().to_query()).unwrap().rules, link.rules);
        }
    }

    #[test]
    fn blotto_fields(k in field(&["3", "10", "30"]), a in field(&["13", "60"]), b in field(&["10", "59"])) {
        let text = |v: &Option<String>| v.clone().unwrap_or_default();
        if let Ok(g) = Blotto::from_fields(&text(&k), &text(&a), &text(&b)) {
            prop_assert!(g.fields >= 1 && g.fields <= MAX_FIELDS);
            prop_assert!(g.units(Side::A) <= MAX_UNITS && g.units(Side::B) <= MAX_UNITS);
        }
    }

    #[test]
    fn matrix_imports(text in input(seeds_nfg())) {
        if let Ok(draft) = Draft::import(&text) {
            if let Ok(g) = draft.game() {
                prop_assert!(g.rows() >= 1 && g.cols() >= 1);
                prop_assert!(!g.a.iter().flatten().any(|v| v.is_zero() && v.is_negative()));
                analyse_like_the_page(&g);
            }
        }
    }

    #[test]
    fn ticket_to_ride_records(text in input(ttr_records())) {
        use gamelab::games::ticket_to_ride::record::{check_record, GameRecord};
        if let Ok(r) = serde_json::from_str::<GameRecord>(&text) {
            if let Ok(c) = check_record(&r) {
                prop_assert!(!c.winners.is_empty());
                prop_assert_eq!(c.turns, r.turns.len());
            }
        }
    }
}

/// Records of two short algorithmic games (the mutation seeds of the record checker).
/// Everything the normal-form page computes for a game it has read (a typed cell, a `?g=`
/// link, an imported file), when the game is small: each must answer or refuse, never panic.
/// The payoffs' range is the reader's ([`gamelab::games::matrix::check_payoff`]), so the
/// computations in doubles (security levels, dominance by mixed strategies, the charts) get
/// finite numbers.
fn analyse_like_the_page(g: &Bimatrix) {
    if g.rows() > 4 || g.cols() > 4 {
        return;
    }
    // What the page's worker job runs for it (the game travels as .nfg text and back).
    let sent = gamelab::games::matrix::nfg::parse(&gamelab::games::matrix::nfg::write_game(g))
        .expect("a game written as .nfg reads back")
        .game;
    assert_eq!(&sent, g);
    for strength in [Strength::Strict, Strength::Weak, Strength::VeryWeak] {
        for mixed in [false, true] {
            let a = gamelab::games::matrix::analysis::analyse(&sent, strength, mixed);
            for s in a.security.iter().flatten() {
                assert!(s.maxmin.is_finite() && s.minmax.is_finite());
            }
        }
    }
    if let Ok(all) = all_equilibria(g) {
        if g.rows() == 2 && g.cols() == 2 {
            let points: Vec<(f64, f64)> = all
                .extreme
                .iter()
                .map(|e| (e.x_f64()[0], e.y_f64()[0]))
                .collect();
            let _ = best_response_chart(g, &points);
        }
        for responder in [0, 1] {
            if let Some(e) = Envelope::of(g, responder) {
                let _ = e.equilibrium_marks(g);
                let _ = e.describe();
            }
        }
    }
}

fn ttr_records() -> Vec<String> {
    use gamelab::games::ticket_to_ride::experiment::{play_game, AgentKind};
    [2, 5]
        .iter()
        .map(|&n| {
            let (_, r) = play_game(
                &vec![AgentKind::Algo; n],
                gamelab::rng::Seed(n as u64),
                n == 5,
            );
            serde_json::to_string(&r).unwrap()
        })
        .collect()
}
