//! The Lines of Action searcher: its values against a plain negamax written here, wins found
//! and the quickest one preferred, slicing, the node budget, repetitions, the ply cap, the
//! pass rule, and the evaluator for the generic searchers.

use gamelab::game::{play_out, Bot, RandomBot, State, ZeroSumEvaluator};
use gamelab::games::loa::eval::{evaluate, LoaEval};
use gamelab::games::loa::search::{
    analyse, is_win_score, plies_to_end, AlphaBeta, AlphaBetaBot, Analysis, Limits, WIN,
};
use gamelab::games::loa::text::parse_position;
use gamelab::games::loa::{board_ending, Board, Color, Ending, Loa, Move, NoMoves, Rules};
use gamelab::jobs::{run, run_to_end, Job};
use gamelab::rng::{choose, Seed};
use gamelab::search::alphabeta::MoveOrder;
use gamelab::search::iterative::{self, iterative_deepening};

/// The reference: every move to `depth` plies, no pruning, no table, in the game's order. The
/// rules as the searcher documents them: game ends by [`board_ending`] (`WIN − ply`), then a
/// position already on `path` (the keys from the game's first position on) is a draw, then
/// the ply cap; the evaluation at the horizon.
fn negamax(
    board: &Board,
    rules: &Rules,
    path: &mut Vec<u64>,
    ply: i32,
    depth: u32,
    plies_left: i32,
) -> i32 {
    if depth == 0 {
        return evaluate(board);
    }
    let mut moves = Vec::new();
    board.moves(&mut moves);
    if moves.is_empty() {
        moves.push(Move::PASS);
    }
    let mut best = i32::MIN;
    for m in moves {
        let child = board.play(m);
        let at = ply + 1;
        let value = match board_ending(&child, rules) {
            Some(Ending::Connected(c)) if c == child.to_move() => WIN - at,
            Some(Ending::Connected(_)) | Some(Ending::NoMoves(_)) => -(WIN - at),
            Some(_) => 0,
            None if rules.repetition.is_some() && path.contains(&child.key()) => 0,
            None if at >= plies_left => 0,
            None => {
                path.push(child.key());
                let v = negamax(&child, rules, path, at, depth - 1, plies_left);
                path.pop();
                v
            }
        };
        best = best.max(-value);
    }
    best
}

/// The reference value of a game's position.
fn reference(game: &Loa, depth: u32) -> i32 {
    let mut path = vec![game.start().key()];
    let mut b = *game.start();
    for &m in game.moves() {
        b = b.play(m);
        path.push(b.key());
    }
    let left = game
        .rules()
        .max_plies
        .map_or(i32::MAX, |cap| cap as i32 - game.moves().len() as i32);
    negamax(game.board(), game.rules(), &mut path, 0, depth, left)
}

/// A game after `plies` random moves (fewer if it ended, then backed up one move).
fn random_game(seed: u64, plies: usize, rules: Rules) -> Loa {
    let mut rng = Seed(seed).rng();
    let mut game = Loa::new(rules);
    let mut moves = Vec::new();
    for _ in 0..plies {
        game.legal_actions(&mut moves);
        let mut next = game.clone();
        next.apply(*choose(&mut rng, &moves));
        if next.is_terminal() {
            break;
        }
        game = next;
    }
    game
}

#[test]
fn values_at_depths_1_to_3_equal_a_plain_negamax() {
    let mut checked = 0;
    for seed in 0..6 {
        let game = random_game(seed, 8 + 7 * seed as usize, Rules::default());
        for depth in 1..=3 {
            let want = reference(&game, depth);
            let got = analyse(&game, Limits::depth(depth));
            assert_eq!(got.score, want, "seed {seed} depth {depth}");
            assert_eq!(got.depth, depth.min(plies_to_end(want).unwrap_or(depth)));
            // A tiny table (collisions, replacements) must not change the value.
            let mut small = AlphaBeta::with_table(&game, Limits::depth(depth), 4);
            assert_eq!(
                run_to_end(&mut small).score,
                want,
                "seed {seed} depth {depth}, small table"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 18);
}

#[test]
fn values_agree_with_negamax_under_the_other_rule_options_and_near_the_ply_cap() {
    let options = [
        Rules {
            double_connection: gamelab::games::loa::DoubleConnection::Draw,
            no_moves: NoMoves::Pass,
            ..Rules::default()
        },
        Rules {
            repetition: None,
            ..Rules::default()
        },
    ];
    for (i, rules) in options.into_iter().enumerate() {
        for seed in 10..13 {
            let game = random_game(seed, 30, rules);
            assert_eq!(
                analyse(&game, Limits::depth(3)).score,
                reference(&game, 3),
                "options {i} seed {seed}"
            );
        }
    }
    // The cap two plies ahead: every line is cut to a draw at ply 2.
    let base = random_game(20, 25, Rules::default());
    let mut capped = Loa::new(Rules {
        max_plies: Some(base.moves().len() as u32 + 2),
        ..Rules::default()
    });
    for &m in base.moves() {
        capped.apply(m);
    }
    let want = reference(&capped, 3);
    assert_eq!(analyse(&capped, Limits::depth(3)).score, want);
    assert_ne!(
        want,
        reference(&base, 3),
        "the cap must matter in this position"
    );
}

/// Black d4, e4, f2: f2-f3 and e4-e3 connect. White a8, h8, h1 cannot connect in one move.
const WIN_IN_1: &str = "w6w/8/8/8/3bb3/8/5b2/7w b";
/// Black d4, e4, f1: no move connects, f1-f2 threatens f2-f3 and e4-e3 at once.
const WIN_IN_3: &str = "w6w/8/8/8/3bb3/8/8/5b1w b";

fn game_at(text: &str) -> Loa {
    Loa::from_board(parse_position(text).unwrap(), Rules::default())
}

#[test]
fn a_win_in_one_is_found_and_preferred_at_any_depth() {
    let game = game_at(WIN_IN_1);
    for depth in [1, 2, 4] {
        let a = analyse(&game, Limits::depth(depth));
        assert_eq!(a.score, WIN - 1, "depth {depth}");
        assert_eq!(a.proven, Some(true));
        assert_eq!(a.depth, 1, "a win within the horizon ends the deepening");
        let mut after = game.clone();
        after.apply(a.best.unwrap());
        assert_eq!(after.winner(), Some(Color::Black));
        assert_eq!(a.pv, vec![a.best.unwrap()]);
    }
}

#[test]
fn a_forced_win_in_three_is_found_and_holds_against_every_reply() {
    let game = game_at(WIN_IN_3);
    assert_eq!(reference(&game, 1), analyse(&game, Limits::depth(1)).score);
    assert!(!is_win_score(reference(&game, 2)), "no win in one");
    let a = analyse(&game, Limits::depth(5));
    assert_eq!(a.score, WIN - 3);
    assert_eq!(reference(&game, 3), WIN - 3);
    assert_eq!((a.depth, a.proven, a.pv.len()), (3, Some(true), 3));
    let mut after = game.clone();
    after.apply(a.best.unwrap());
    let mut replies = Vec::new();
    after.legal_actions(&mut replies);
    assert!(!replies.is_empty());
    for r in replies {
        let mut g = after.clone();
        g.apply(r);
        assert!(!g.is_terminal(), "{r} ended the game");
        assert_eq!(analyse(&g, Limits::depth(3)).score, WIN - 1, "after {r}");
    }
    // White's view after Black's first move: a proven loss in 2.
    let w = analyse(&after, Limits::depth(4));
    assert_eq!((w.score, w.proven), (-(WIN - 2), Some(false)));
}

#[test]
fn slices_of_any_size_give_the_answer_of_one_big_step() {
    for (game, limits) in [
        (random_game(3, 20, Rules::default()), Limits::nodes(30_000)),
        (random_game(4, 35, Rules::default()), Limits::depth(4)),
        (game_at(WIN_IN_3), Limits::depth(5)),
    ] {
        let whole = AlphaBeta::new(&game, limits).step(u64::MAX).unwrap();
        for slice in [1, 7, 1000] {
            let mut job = AlphaBeta::new(&game, limits);
            let mut steps = 0;
            let sliced = run(&mut job, slice, |p| {
                steps += 1;
                assert_eq!(p.unit, "nodes");
                true
            })
            .unwrap();
            assert_eq!(sliced, whole, "slice {slice}");
            assert!(
                steps as u64 >= (whole.nodes / slice).saturating_sub(1),
                "slice {slice} ran {steps} steps"
            );
        }
    }
}

#[test]
fn the_node_budget_is_respected_and_a_spent_budget_answers_the_last_completed_depth() {
    let game = random_game(5, 24, Rules::default());
    // Only the root: depth 0, the static value, no move.
    let a = analyse(&game, Limits::nodes(1));
    assert_eq!((a.best, a.depth, a.nodes), (None, 0, 1));
    assert_eq!(a.score, evaluate(game.board()));
    let by_depth: Vec<Analysis> = (1..=3).map(|d| analyse(&game, Limits::depth(d))).collect();
    assert!(by_depth.iter().all(|a| a.proven.is_none()));
    let n: Vec<u64> = by_depth.iter().map(|a| a.nodes).collect();
    for budget in [
        2,
        50,
        n[0],
        n[1] - 1,
        n[1],
        n[1] + 1,
        n[2] - 1,
        n[2],
        40_000,
    ] {
        let mut job = AlphaBeta::new(&game, Limits::nodes(budget));
        let a = run(&mut job, 97, |p| p.done <= budget).unwrap();
        assert_eq!(
            a.nodes, budget,
            "a search without a depth limit spends its budget"
        );
        assert_eq!(job.progress().done, budget);
        let depth = n.iter().filter(|&&k| k <= budget).count() as u32;
        if budget < n[2] {
            assert_eq!(a.depth, depth, "budget {budget}");
        } else {
            assert!(a.depth >= 3, "budget {budget}");
        }
        if (1..=3).contains(&a.depth) {
            let full = &by_depth[a.depth as usize - 1];
            assert_eq!(
                (a.best, a.score, &a.pv),
                (full.best, full.score, &full.pv),
                "budget {budget}"
            );
        }
    }
}

#[test]
fn completed_shows_the_last_finished_iteration_while_running() {
    let game = random_game(6, 18, Rules::default());
    let mut job = AlphaBeta::new(&game, Limits::depth(3));
    assert_eq!(job.completed().depth, 0);
    let mut depths = vec![];
    while job.step(50).is_none() {
        depths.push(job.completed().depth);
    }
    assert!(depths.windows(2).all(|w| w[0] <= w[1]));
    assert!(depths.contains(&1) && depths.contains(&2));
    assert_eq!(job.completed().depth, 3);
}

/// A game whose last four moves went there and back again, so `game`'s position has occurred
/// twice: in it, the first of those moves leads back to a position already played.
fn shuffled(board: Board, rules: Rules) -> Option<(Loa, Move)> {
    let start = Loa::from_board(board, rules);
    let mut first = Vec::new();
    start.legal_actions(&mut first);
    let reverse = |m: Move| Move {
        from: m.to,
        to: m.from,
        capture: false,
    };
    for &m in first.iter().filter(|m| !m.capture) {
        let mut g1 = start.clone();
        g1.apply(m);
        let mut second = Vec::new();
        g1.legal_actions(&mut second);
        for &n in second.iter().filter(|n| !n.capture) {
            let mut g = g1.clone();
            g.apply(n);
            if g.is_terminal() || g.board().targets_from(m.to) & (1 << m.from) == 0 {
                continue;
            }
            g.apply(reverse(m));
            if g.is_terminal() || g.board().targets_from(n.to) & (1 << n.from) == 0 {
                continue;
            }
            g.apply(reverse(n));
            if !g.is_terminal() && g.board() == start.board() {
                return Some((g, m));
            }
        }
    }
    None
}

#[test]
fn returning_to_a_position_already_played_scores_a_draw() {
    // White to move and far behind: Black is huddled, White spread along the edges.
    let board = parse_position("7b/8/8/2bbb3/2bbb3/2bbb3/8/w1w4w w").unwrap();
    let (game, back) = shuffled(board, Rules::default()).expect("a there-and-back sequence");
    assert_eq!(game.occurrences(), 2);
    let a = analyse(&game, Limits::depth(1));
    assert_eq!(
        (a.best, a.score),
        (Some(back), 0),
        "repeating is White's best: a draw"
    );
    // Without the rule the same move is just another bad move.
    let (free, _) = shuffled(
        board,
        Rules {
            repetition: None,
            ..Rules::default()
        },
    )
    .unwrap();
    let b = analyse(&free, Limits::depth(1));
    assert!(b.score < -100, "{}", b.score);
    // Both agree with the reference.
    assert_eq!(a.score, reference(&game, 1));
    assert_eq!(b.score, reference(&free, 1));
    assert_eq!(analyse(&game, Limits::depth(3)).score, reference(&game, 3));
}

#[test]
fn a_side_without_moves_passes_under_the_pass_rule() {
    // White's a1 and h8 are boxed in by Black; Black is in two groups.
    let board = parse_position("6bw/6bb/8/8/8/8/bb6/wb6 w").unwrap();
    assert_eq!(board.count_moves(), 0);
    let rules = Rules {
        no_moves: NoMoves::Pass,
        ..Rules::default()
    };
    let game = Loa::from_board(board, rules);
    assert!(!game.is_terminal());
    let mut bot = AlphaBetaBot {
        limits: Limits::depth(2),
    };
    assert_eq!(bot.choose(&game), Move::PASS);
    let a = analyse(&game, Limits::depth(2));
    assert_eq!(a.best, Some(Move::PASS));
    assert_eq!(a.score, reference(&game, 2));
    // Under the default rule White has lost already.
    let over = Loa::from_board(board, Rules::default());
    let a = analyse(&over, Limits::depth(3));
    assert_eq!(
        (a.best, a.depth, a.score, a.proven),
        (None, 0, -WIN, Some(false))
    );
}

#[test]
fn the_bot_beats_a_random_player() {
    for (seed, bot_colour) in [(1, Color::Black), (2, Color::White)] {
        let mut engine = AlphaBetaBot {
            limits: Limits::depth(2),
        };
        let mut random = RandomBot::new(Seed(seed));
        let mut bots: [&mut dyn Bot<Loa>; 2] = match bot_colour {
            Color::Black => [&mut engine, &mut random],
            Color::White => [&mut random, &mut engine],
        };
        let end = play_out(Loa::new(Rules::default()), &mut bots, &mut Seed(0).rng());
        assert_eq!(end.winner(), Some(bot_colour), "seed {seed}");
    }
}

#[test]
fn the_evaluator_agrees_with_the_generic_searcher_and_the_analysis_travels_as_json() {
    for seed in 30..33 {
        let game = random_game(seed, 20, Rules::default());
        let ours = analyse(&game, Limits::depth(2));
        if is_win_score(ours.score.abs()) {
            continue;
        }
        let generic = iterative_deepening(
            &game,
            &LoaEval,
            iterative::Limits::depth(2),
            MoveOrder::AsGenerated,
        );
        let sign = if game.board().to_move() == Color::Black {
            1
        } else {
            -1
        };
        assert_eq!(generic.value, sign * ours.score, "seed {seed}");
        assert_eq!(LoaEval.score(&game), sign * evaluate(game.board()));
    }
    let a: Analysis = analyse(&random_game(7, 12, Rules::default()), Limits::depth(2));
    let text = serde_json::to_string(&a).unwrap();
    assert_eq!(serde_json::from_str::<Analysis>(&text).unwrap(), a);
}
