//! The shared pieces checked against the rules: the solvers' terminal test against
//! [`board_ending`], and the small solves every method must agree on.

use super::numbers::{
    add, combine, evaluate, legal_moves, Eval, Numbers, CAP, DRAWISH, INF, REPEATS,
};
use super::*;
use crate::games::loa::board::Board;
use crate::games::loa::{board_ending, DoubleConnection, Ending};
use crate::games::loa::{NoMoves, Rules};
use crate::rng::{below, Seed};

/// `evaluate` judges exactly as `board_ending`.
#[test]
fn evaluate_agrees_with_board_ending() {
    let variants = [
        Rules::default(),
        Rules {
            double_connection: DoubleConnection::Draw,
            no_moves: NoMoves::Pass,
            ..Rules::default()
        },
    ];
    let mut rng = Seed(5).rng();
    let mut checked = 0;
    for _ in 0..40 {
        let mut b = Board::start();
        let mut moves = Vec::new();
        for _ in 0..300 {
            for rules in &variants {
                let expected = board_ending(&b, rules);
                let got = evaluate(&b, rules);
                match (expected, got) {
                    (None, Eval::Open(n)) => {
                        assert_eq!(n.max(1), b.count_moves().max(1));
                    }
                    (Some(Ending::Connected(c)), Eval::Won(w))
                    | (Some(Ending::NoMoves(c)), Eval::Won(w)) => assert_eq!(c, w),
                    (Some(Ending::BothConnected), Eval::Drawn) => {}
                    (e, g) => panic!("{b:?}: {e:?} vs {g:?}"),
                }
                checked += 1;
            }
            if board_ending(&b, &Rules::default()).is_some() {
                break;
            }
            legal_moves(&b, &mut moves);
            b = b.play(moves[below(&mut rng, moves.len() as u32) as usize]);
        }
    }
    assert!(checked > 1000);
}

#[test]
fn combine_follows_the_rules_of_or_and_and() {
    let a = Numbers {
        pn: 2,
        dn: 3,
        flags: 0,
    };
    let b = Numbers {
        pn: 5,
        dn: 1,
        flags: 0,
    };
    assert_eq!(
        combine(true, [a, b].into_iter()),
        Numbers {
            pn: 2,
            dn: 4,
            flags: 0
        }
    );
    assert_eq!(
        combine(false, [a, b].into_iter()),
        Numbers {
            pn: 7,
            dn: 1,
            flags: 0
        }
    );
    let lost = Numbers {
        pn: INF,
        dn: 0,
        flags: 0,
    };
    // An AND node takes the purest refutation; an OR node needs all of them.
    let both = [Numbers::REPETITION, lost];
    assert_eq!(combine(false, both.into_iter()).flags, 0);
    assert_eq!(combine(true, both.into_iter()).flags, DRAWISH | REPEATS);
    assert_eq!(add(CAP, 5), CAP);
    assert_eq!(add(INF, 0), INF);
}

#[test]
fn infinite_numbers_serialize_as_u64_max() {
    let c = ChildNumbers {
        mv: Move::PASS,
        proof: INFINITE,
        disproof: 0,
    };
    let json = serde_json::to_string(&c).unwrap();
    assert!(json.contains("18446744073709551615"), "{json}");
    assert_eq!(serde_json::from_str::<ChildNumbers>(&json).unwrap(), c);
}
