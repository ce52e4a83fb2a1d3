//! The rule options on the page: read from and written to the address, changed in the middle
//! of a game, and a game with a forced pass played by hand and by the engine under the seed's
//! rules.

use super::tests::engine_moves;
use super::tests_link::{errors_of, query};
use super::*;
use crate::games::loa::rules::DEFAULT_REPETITION;
use crate::games::loa::text::parse_square;
use crate::games::loa::{DoubleConnection, Ending, NoMoves};

/// White's a1 and h8 are boxed in by Black, and Black's pieces are in two groups: White, to
/// move, has no legal move.
const WHITE_BOXED_IN: &str = "6bw/6bb/8/8/8/8/bb6/wb6 w";

fn lab_of(pairs: &[(&str, &str)]) -> Lab {
    Lab::from_link(&Link::from_query(&query(pairs)).unwrap())
}

#[test]
fn the_rules_travel_in_the_address_with_the_defaults_left_out() {
    let link = Link::from_query(&query(&[("nomoves", "pass"), ("cap", "off")])).unwrap();
    assert_eq!(link.rules, Rules::seed());
    let q = link.to_query();
    assert_eq!(
        (q.nomoves.as_deref(), q.both, q.repetition, q.cap.as_deref()),
        (Some("pass"), None, None, Some("off"))
    );
    let every = Rules {
        double_connection: DoubleConnection::Draw,
        no_moves: NoMoves::Pass,
        repetition: Some(5),
        max_plies: Some(200),
    };
    let link = Link {
        rules: every,
        ..Link::default()
    };
    assert_eq!(Link::from_query(&link.to_query()).unwrap(), link);
    assert_eq!(Link::default().to_query(), Query::default());
    assert_eq!(
        Link::from_query(&query(&[("repetition", "off")]))
            .unwrap()
            .rules
            .repetition,
        None
    );
    assert_eq!(Rules::default().repetition, Some(DEFAULT_REPETITION));
}

#[test]
fn a_bad_rule_option_is_named_with_the_words_it_takes() {
    let errors = errors_of(&query(&[
        ("nomoves", "skip"),
        ("both", "win"),
        ("repetition", "1"),
        ("cap", "x"),
    ]));
    assert_eq!(
        errors,
        [
            "nomoves: \"skip\" is not an option: write lose or pass",
            "both: \"win\" is not an option: write mover or draw",
            "repetition: 1 is out of range: write 2–1000000, or off",
            "cap: \"x\" is not a whole number: write 1–1000000, or off",
        ]
    );
}

#[test]
fn a_forced_pass_is_played_by_hand_under_the_seeds_rules_and_loses_under_the_default() {
    // The default rules: White without a move has lost already.
    let default = lab_of(&[("fen", WHITE_BOXED_IN), ("human", "both")]);
    assert_eq!(default.game().ending(), Some(Ending::NoMoves(Color::Black)));
    assert!(!default.must_pass());
    // The seed's rules, chosen on the page: the game is on again, and White must pass.
    let seed = default.with_rules(Rules::seed());
    assert_eq!(seed.game().ending(), None);
    assert!(seed.must_pass());
    assert_eq!(
        seed.status(),
        "White has no legal move and must pass (the pass rule): press Pass, or the P key."
    );
    // Clicking a boxed-in piece selects it but it has nowhere to go.
    let clicked = seed.click(parse_square("a1").unwrap());
    assert_eq!(clicked.targets(), 0);
    let passed = seed.press(Key::Pass);
    assert_eq!(passed.game().moves(), [Move::PASS]);
    assert_eq!(passed.game().board().to_move(), Color::Black);
    assert!(!passed.must_pass());
    assert_eq!(
        passed.move_rows()[0].white.map(|(_, m)| m),
        Some(Move::PASS)
    );
    // The address keeps the rules and the pass; reading it back gives the same game.
    let q = passed.link().to_query();
    assert_eq!(q.moves.as_deref(), Some("pass"));
    assert_eq!(q.nomoves.as_deref(), Some("pass"));
    assert_eq!(
        Lab::from_link(&Link::from_query(&q).unwrap()).game(),
        passed.game()
    );
    // The exported record names the rules, and reads back.
    let text = passed.export_text();
    assert!(
        text.contains(
            "# Rules: --no-moves pass --both-connected mover --repetition 3 --ply-cap off"
        ),
        "{text}"
    );
    // Back to the default rules: the pass is not a move there, so the game is White's loss.
    let back = passed.with_rules(Rules::default());
    assert!(back.game().moves().is_empty());
    assert_eq!(back.game().winner(), Some(Color::Black));
    // A pass is refused where a piece can move, and P does nothing there.
    let start = Lab::default().with_rules(Rules::seed());
    assert!(!start.must_pass());
    assert_eq!(start.press(Key::Pass), start);
    assert_eq!(start.play(Move::PASS), None);
}

#[test]
fn the_engine_passes_when_it_must() {
    let lab = lab_of(&[
        ("fen", WHITE_BOXED_IN),
        ("human", "black"),
        ("nomoves", "pass"),
        ("cap", "off"),
        ("nodes", "5k"),
    ]);
    assert!(lab.engine_to_move());
    assert!(!lab.must_pass(), "the engine's pass, not the person's");
    let replied = engine_moves(&lab);
    assert_eq!(replied.game().moves(), [Move::PASS]);
    assert_eq!(replied.engine_report().map(|r| r.played), Some(Move::PASS));
}

#[test]
fn changing_the_rules_keeps_the_moves_still_legal_and_the_game_follows_the_new_rules() {
    let lab = lab_of(&[("moves", "b1-d3,h2-f4,d3-b1,f4-h2,b1-d3,h2-f4,d3-b1,f4-h2")]);
    // The start position occurred three times: a draw under the default rules.
    assert_eq!(
        lab.game().ending(),
        Some(Ending::Repetition(DEFAULT_REPETITION))
    );
    let longer = lab.with_rules(Rules {
        repetition: Some(4),
        ..Rules::default()
    });
    assert_eq!(longer.game().ending(), None);
    assert_eq!(longer.game().moves().len(), 8);
    let capped = lab.with_rules(Rules {
        repetition: None,
        max_plies: Some(5),
        ..Rules::default()
    });
    assert_eq!(capped.game().ending(), Some(Ending::PlyCap));
    assert_eq!(
        capped.game().moves().len(),
        5,
        "the moves after the cap dropped"
    );
    // A new game keeps the rules.
    assert_eq!(capped.new_game().rules(), capped.rules());
    assert_eq!(
        Ending::Repetition(4).describe(),
        "draw: the position occurred for the 4th time"
    );
}
