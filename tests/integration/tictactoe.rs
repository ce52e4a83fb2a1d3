//! Tic-tac-toe: golden counts, the seed's position, and every searcher against minimax.

use gamelab::game::{play_out, Bot, Player, State};
use gamelab::games::tictactoe::{
    reachable_positions, BoardError, FullTree, Mark, Payoff, Square, TicTacToe,
    MINIMAX_NODES_FROM_START,
};
use gamelab::jobs::{run, run_to_end, Job};
use gamelab::rng::Seed;
use gamelab::search::alphabeta::{
    action_values, alphabeta, best_actions, Options, SearchBot, TieBreak,
};
use gamelab::search::minimax::minimax;
use gamelab::search::pns::ProofSearch;

#[test]
fn golden_counts_of_the_full_tree() {
    let stats = run_to_end(&mut FullTree::new(TicTacToe::new()));
    assert_eq!(stats.reachable_positions, 5_478);
    assert_eq!(stats.terminal_positions, 958);
    assert_eq!(stats.games, 255_168);
    assert_eq!(
        (stats.x_wins, stats.o_wins, stats.draws),
        (131_184, 77_904, 46_080)
    );
    assert_eq!(stats.minimax_nodes, 549_946);
    assert_eq!(stats.value, 0);
    assert_eq!(reachable_positions().len(), 5_478);
}

#[test]
fn full_tree_job_reports_monotone_progress_and_can_be_cancelled() {
    let mut job = FullTree::new(TicTacToe::new());
    let mut last = 0.0;
    let mut reports = 0;
    let out = run(&mut job, 10_000, |p| {
        assert!(
            p.fraction >= last && p.fraction <= 1.0,
            "{} after {}",
            p.fraction,
            last
        );
        last = p.fraction;
        reports += 1;
        true
    });
    assert_eq!(out.unwrap().games, 255_168);
    assert!(reports >= 50);
    let mut job = FullTree::new(TicTacToe::new());
    assert!(run(&mut job, 1_000, |p| p.done < 5_000).is_none());
    assert!(job.progress().done < 10_000);
}

#[test]
fn positions_up_to_symmetry() {
    let symmetries: [[u8; 9]; 8] = [
        [0, 1, 2, 3, 4, 5, 6, 7, 8],
        [6, 3, 0, 7, 4, 1, 8, 5, 2],
        [8, 7, 6, 5, 4, 3, 2, 1, 0],
        [2, 5, 8, 1, 4, 7, 0, 3, 6],
        [2, 1, 0, 5, 4, 3, 8, 7, 6],
        [6, 7, 8, 3, 4, 5, 0, 1, 2],
        [0, 3, 6, 1, 4, 7, 2, 5, 8],
        [8, 5, 2, 7, 4, 1, 6, 3, 0],
    ];
    let mut classes = std::collections::HashSet::new();
    for b in reachable_positions() {
        let text: Vec<char> = b.to_string().chars().collect();
        let canonical = symmetries
            .iter()
            .map(|perm| perm.iter().map(|&i| text[i as usize]).collect::<String>())
            .min()
            .unwrap();
        classes.insert(canonical);
    }
    assert_eq!(classes.len(), 765);
}

#[test]
fn plain_minimax_from_the_start() {
    let r = minimax(&TicTacToe::new(), &Payoff::Seed);
    assert_eq!(r.value, 0);
    assert_eq!(r.nodes, MINIMAX_NODES_FROM_START);
    let traced_minimax = alphabeta(&TicTacToe::new(), &Payoff::Seed, Options::MINIMAX);
    assert_eq!(traced_minimax.nodes, MINIMAX_NODES_FROM_START);
}

#[test]
fn every_searcher_equals_minimax_on_every_reachable_position() {
    let mut checked = 0;
    for board in reachable_positions() {
        let reference = minimax(&board, &Payoff::Seed);
        for (name, options) in Options::ALL {
            let r = alphabeta(&board, &Payoff::Seed, options);
            assert_eq!(r.value, reference.value, "{name} on {board}");
            assert!(r.nodes <= reference.nodes, "{name} on {board}");
        }
        checked += 1;
    }
    assert_eq!(checked, 5_478);
}

#[test]
fn alpha_beta_variants_prune_in_the_expected_order_from_the_start() {
    let start = TicTacToe::new();
    let nodes: Vec<u64> = Options::ALL
        .iter()
        .map(|(_, o)| alphabeta(&start, &Payoff::Seed, *o).nodes)
        .collect();
    // minimax > alpha-beta > alpha-beta with ordering; the table helps plain alpha-beta.
    assert!(nodes[0] > nodes[1] && nodes[1] > nodes[2], "{nodes:?}");
    assert!(nodes[3] < nodes[1], "{nodes:?}");
    assert!(nodes[4] < nodes[2], "{nodes:?}");
}

#[test]
fn proof_number_search_agrees_with_the_minimax_sign() {
    for board in reachable_positions() {
        // The corrected scale: on the seed's, a ninth-move win scores 0 like a draw.
        let value = minimax(&board, &Payoff::Corrected).value;
        let mut x_wins = ProofSearch::new(board, Player(0), |b: &TicTacToe| {
            b.winner() == Some(Mark::X)
        });
        let mut o_wins = ProofSearch::new(board, Player(1), |b: &TicTacToe| {
            b.winner() == Some(Mark::O)
        });
        assert_eq!(x_wins.solve().unwrap().proven, value > 0, "X on {board}");
        assert_eq!(o_wins.solve().unwrap().proven, value < 0, "O on {board}");
    }
}

#[test]
fn the_seeds_position_is_won_for_x_whatever_o_does() {
    // Seed §4.2, Table 4.1: X X O / . X . / O . . with O to move.
    let board = TicTacToe::parse("XXO.X.O..").unwrap();
    assert_eq!(board.to_move(), Mark::O);
    let (values, _) = action_values(&board, &Payoff::Seed, Options::ALPHA_BETA);
    assert_eq!(values.len(), 4);
    // Every O move loses to an X win on move 7: 9 − 7 = 2.
    assert!(values.iter().all(|&(_, v)| v == 2), "{values:?}");
    // The seed's engine takes the first of the equal moves: (2, 1), cell 3.
    assert_eq!(best_actions(&board, &values)[0], Square(3));
}

#[test]
fn the_seed_scale_scores_a_ninth_move_win_as_a_draw_and_the_corrected_one_does_not() {
    // X to move wins at once on cell 4 (the 2-4-6 diagonal), on move 9.
    let board = TicTacToe::parse("XOXO.OXXO").unwrap();
    assert_eq!(
        alphabeta(&board, &Payoff::Seed, Options::ALPHA_BETA).value,
        0
    );
    assert_eq!(
        alphabeta(&board, &Payoff::Corrected, Options::ALPHA_BETA).value,
        1
    );
    assert_eq!(Payoff::Corrected.describe(1), "X wins on move 9");
    // And an engine on the seed's scale can lose: in some positions O's "best" moves (value 0)
    // include one that lets X win on move 9.
    let losing_choices = reachable_positions()
        .into_iter()
        .filter(|b| !b.is_over() && b.to_move() == Mark::O)
        .filter(|b| {
            let seed_values = action_values(b, &Payoff::Seed, Options::ALPHA_BETA).0;
            best_actions(b, &seed_values).into_iter().any(|sq| {
                alphabeta(&b.child(sq), &Payoff::Corrected, Options::ALPHA_BETA).value > 0
            })
        })
        .count();
    assert!(losing_choices > 0);
}

#[test]
fn the_engine_takes_the_fastest_win() {
    // X can win at once (cell 2) or later; the seed payoffs prefer now.
    let board = TicTacToe::parse("XX.OO....").unwrap();
    let (values, _) = action_values(&board, &Payoff::Seed, Options::ALPHA_BETA);
    assert_eq!(best_actions(&board, &values), vec![Square(2)]);
    assert_eq!(
        alphabeta(&board, &Payoff::Seed, Options::ALPHA_BETA).value,
        9 - 5
    );
}

/// Every line of play in which the engine moves by any of its best moves and the opponent by
/// any legal move: the engine never loses, as X or as O.
#[test]
fn the_engine_never_loses_from_the_start_in_any_line() {
    fn explore(board: TicTacToe, engine: Mark, lines: &mut u64) {
        if board.is_over() {
            assert_ne!(board.winner(), Some(engine.other()), "engine lost: {board}");
            *lines += 1;
            return;
        }
        if board.to_move() == engine {
            let (values, _) = action_values(
                &board,
                &Payoff::Corrected,
                Options::ALPHA_BETA_ORDERED_TABLE,
            );
            for sq in best_actions(&board, &values) {
                explore(board.child(sq), engine, lines);
            }
        } else {
            for sq in board.empty_squares() {
                explore(board.child(sq), engine, lines);
            }
        }
    }
    for engine in [Mark::X, Mark::O] {
        let mut lines = 0;
        explore(TicTacToe::new(), engine, &mut lines);
        assert!(lines > 100, "{lines}");
    }
}

#[test]
fn engine_bots_draw_each_other_and_beat_random_players_often() {
    let mut engine_x = SearchBot::new(
        Payoff::Corrected,
        Options::ALPHA_BETA_ORDERED_TABLE,
        TieBreak::Random,
        Seed(1),
    );
    let mut engine_o = SearchBot::new(
        Payoff::Corrected,
        Options::ALPHA_BETA_ORDERED_TABLE,
        TieBreak::Random,
        Seed(2),
    );
    let mut chance = Seed(0).rng();
    let end = play_out(
        TicTacToe::new(),
        &mut [&mut engine_x as &mut dyn Bot<_>, &mut engine_o],
        &mut chance,
    );
    assert_eq!(end.winner(), None);
    let mut wins = 0;
    for g in 0..40 {
        let mut random = gamelab::game::RandomBot::new(Seed(100 + g));
        let end = play_out(
            TicTacToe::new(),
            &mut [&mut engine_x as &mut dyn Bot<_>, &mut random],
            &mut chance,
        );
        assert_ne!(end.winner(), Some(Mark::O));
        wins += u32::from(end.winner() == Some(Mark::X));
    }
    assert!(wins >= 30, "{wins}");
}

#[test]
fn bad_boards_are_rejected_with_the_reason() {
    assert_eq!(TicTacToe::parse("XXO"), Err(BoardError::WrongLength(3)));
    assert_eq!(
        TicTacToe::parse("XXO.X.O.Z"),
        Err(BoardError::BadCharacter {
            index: 8,
            found: 'Z'
        })
    );
    assert_eq!(
        TicTacToe::parse("XXX......"),
        Err(BoardError::WrongMoveCounts { x: 3, o: 0 })
    );
    assert_eq!(TicTacToe::parse("XXXOOO..."), Err(BoardError::BothWin));
    // X won, then O moved: counts say O moved last.
    assert_eq!(
        TicTacToe::parse("XXXOO.O.."),
        Err(BoardError::PlayAfterWin(Mark::X))
    );
    // X completed two lines with one (the last) move: legal.
    assert!(TicTacToe::parse("XXX.OO...").is_ok());
    assert!(TicTacToe::parse("XXX.OO...").is_ok());
    assert!(TicTacToe::parse("xo.......").is_ok());
    // Every reachable position prints to a string that parses back to it.
    for b in reachable_positions() {
        assert_eq!(TicTacToe::parse(&b.to_string()), Ok(b));
    }
    let msg = TicTacToe::parse("XXX......").unwrap_err().to_string();
    assert!(msg.contains("3 X and 0 O"), "{msg}");
}

#[test]
fn try_apply_names_the_rejected_square() {
    let mut b = TicTacToe::parse("X........").unwrap();
    let err = b.try_apply(Square(0)).unwrap_err();
    assert_eq!(err.action, Square(0));
    assert_eq!(b, TicTacToe::parse("X........").unwrap());
}

#[test]
fn move_lists_are_validated_like_boards() {
    use gamelab::games::tictactoe::MovesError;
    let start = TicTacToe::new();
    assert_eq!(
        start.parse_moves("408").unwrap(),
        vec![Square(4), Square(0), Square(8)]
    );
    assert_eq!(
        start.parse_moves("49"),
        Err(MovesError::NotACell {
            move_number: 2,
            found: '9'
        })
    );
    assert_eq!(
        start.parse_moves("44"),
        Err(MovesError::Occupied {
            move_number: 2,
            cell: 4
        })
    );
    assert_eq!(
        start.parse_moves("0314258"),
        Err(MovesError::GameOver { move_number: 6 })
    );
}

#[test]
fn the_verify_job_finds_no_disagreement() {
    let report = run_to_end(&mut gamelab::games::tictactoe::VerifyAll::new());
    assert_eq!(report.positions, 5_478);
    // 5 variants × 2 scales + 2 PNS questions per position, plus every move's value twice.
    let moves: u64 = reachable_positions()
        .iter()
        .map(|b| {
            if b.is_over() {
                0
            } else {
                9 - u64::from(b.moves_made())
            }
        })
        .sum();
    assert_eq!(report.comparisons, 5_478 * 12 + 2 * moves);
    assert!(
        report.disagreements.is_empty(),
        "{:?}",
        report.disagreements
    );
    assert!(report.nodes[0] > report.nodes[1] && report.nodes[1] > report.nodes[2]);
}
