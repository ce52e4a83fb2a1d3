use super::*;
use crate::racing::race::{Race, Winner};
use crate::racing::{Algorithm as RaceAlgorithm, Params};

fn kuhn_equilibrium() -> Rc<(Game, Strategies)> {
    strategy(Poker::Kuhn, Opponent::Equilibrium).unwrap()
}

#[test]
fn a_hand_in_play_shows_only_the_persons_card() {
    let table = kuhn_equilibrium();
    let (game, strategies) = (&table.0, &table.1);
    let mut showdowns = 0;
    for seed in 0..200 {
        // The first hand (the person is player 1), before the person's first move.
        let view = replay(game, strategies, Seed(seed), &[]).unwrap();
        assert_eq!(view.hand.seat, 0);
        assert!(view.hand.result.is_none() && view.hand.shown.is_none());
        assert_eq!(view.hand.choices, ["check", "bet"]);
        let words = |v: &HandView| {
            v.log_lines()
                .iter()
                .flat_map(|l| l.split(|c: char| !c.is_alphanumeric()))
                .filter(|w| ["J", "Q", "K"].contains(w))
                .map(String::from)
                .collect::<Vec<_>>()
        };
        assert_eq!(words(&view.hand), std::slice::from_ref(&view.hand.card));
        // Bet: the opponent folds (nothing shown) or calls (both cards shown).
        let done = replay(game, strategies, Seed(seed), &[vec![1]]).unwrap();
        let result = done.hand.result.expect("over after a call or a fold");
        assert_eq!(done.results, [result]);
        match &done.hand.shown {
            Some(theirs) => {
                showdowns += 1;
                assert_ne!(theirs, &done.hand.card);
                assert_eq!(result.abs(), 2.0);
                let mine_higher = "JQK".find(&done.hand.card) > "JQK".find(theirs.as_str());
                assert_eq!(result > 0.0, mine_higher);
            }
            None => {
                assert_eq!(result, 1.0);
                assert_eq!(words(&done.hand), std::slice::from_ref(&done.hand.card));
            }
        }
    }
    assert!(showdowns > 20 && showdowns < 200, "{showdowns}");
}

#[test]
fn seats_alternate_and_the_running_result_adds_up() {
    let table = kuhn_equilibrium();
    let (game, strategies) = (&table.0, &table.1);
    // Always bet, or call: hands 1, 3, … as player 1, 2, 4, … as player 2.
    let mut hands: Vec<Vec<usize>> = Vec::new();
    for _ in 0..40 {
        hands.push(Vec::new());
        loop {
            let view = replay(game, strategies, Seed(9), &hands).unwrap();
            if view.hand.result.is_some() {
                break;
            }
            assert_eq!(view.hand.seat, (hands.len() - 1) % 2);
            hands.last_mut().unwrap().push(view.hand.choices.len() - 1);
        }
    }
    let view = replay(game, strategies, Seed(9), &hands).unwrap();
    assert_eq!(view.results.len(), 40);
    let mean = view.results.iter().sum::<f64>() / 40.0;
    assert!((view.mean - mean).abs() < 1e-12);
    let Interval::Normal(lo, hi) = view.interval else {
        panic!("{:?}", view.interval)
    };
    assert!(lo < mean && mean < hi);
    // Replaying is deterministic.
    assert_eq!(replay(game, strategies, Seed(9), &hands).unwrap(), view);
}

#[test]
fn bad_moves_are_refused() {
    let table = kuhn_equilibrium();
    let (game, strategies) = (&table.0, &table.1);
    let e = replay(game, strategies, Seed(1), &[vec![5]]).unwrap_err();
    assert!(e.contains("no action 6"), "{e}");
    let e = replay(game, strategies, Seed(1), &[vec![], vec![]]).unwrap_err();
    assert!(e.contains("hand 1 is not finished"), "{e}");
    let e = replay(game, strategies, Seed(1), &[vec![1, 1, 1, 1]]).unwrap_err();
    assert!(e.contains("over before"), "{e}");
}

#[test]
fn equilibrium_self_play_averages_the_value_of_kuhn_poker() {
    // Player 1's value is −1/18; 200 000 hands put the mean within a few hundredths of it.
    let table = kuhn_equilibrium();
    let (game, strategies) = (&table.0, &table.1);
    let n = 200_000;
    let mut total = 0.0;
    let mut cards = Seed(5).rng();
    let mut moves = Seed(6).rng();
    for _ in 0..n {
        total += self_play(
            game,
            [&strategies[0], &strategies[1]],
            &mut cards,
            &mut moves,
        )[0];
    }
    let mean = total / n as f64;
    assert!((mean + 1.0 / 18.0).abs() < 0.012, "{mean}");
}

#[test]
fn leduc_deals_a_public_card_and_cfr_plus_is_computed_once() {
    let a = strategy(Poker::Leduc, Opponent::CfrPlus(50)).unwrap();
    let b = strategy(Poker::Leduc, Opponent::CfrPlus(50)).unwrap();
    assert!(Rc::ptr_eq(&a, &b));
    // Call or check whenever possible: the hand reaches the second round and a showdown.
    let mut hands = vec![Vec::new()];
    let view = loop {
        let view = replay(&a.0, &a.1, Seed(3), &hands).unwrap();
        if view.hand.result.is_some() {
            break view;
        }
        let call = view
            .hand
            .choices
            .iter()
            .position(|c| c == "call" || c == "check")
            .unwrap_or(0);
        hands[0].push(call);
    };
    assert!(view.hand.card.len() == 2, "{:?}", view.hand);
    if view.hand.shown.is_some() {
        assert!(view.hand.public.is_some(), "{:?}", view.hand.log_lines());
    }
    assert!(compute(&a.0, Opponent::CfrPlus(0)).is_err());
}

#[test]
fn a_race_finds_the_equilibrium_better_than_random_play() {
    let eq = kuhn_equilibrium();
    let uniform = strategy(Poker::Kuhn, Opponent::Uniform).unwrap();
    let mut race = Race::new(
        RaceAlgorithm::Hoeffding,
        &Params::default(),
        DuplicateMatch::new(eq, uniform, Seed(4)),
        0,
    )
    .unwrap();
    let outcome = loop {
        if let Some(o) = race.next_test() {
            break o;
        }
    };
    assert_eq!(outcome.winner, Winner::P1, "{outcome:?}");
    assert!(outcome.mean > 0.5);
}

#[test]
fn few_hands_get_no_interval_then_hoeffdings_then_the_normal_one() {
    // One or two equal results: no spread, but no interval of one point either.
    assert_eq!(
        Interval::of(&[1.0], (-2.0, 2.0)),
        Interval::TooFew { hands: 8 }
    );
    assert_eq!(
        Interval::of(&[1.0, 1.0], (-2.0, 2.0)),
        Interval::TooFew { hands: 8 }
    );
    assert!(Interval::of(&[1.0], (-2.0, 2.0))
        .words()
        .contains("needs at least 8 hands"));
    // From 8 hands Hoeffding's interval: within the range, narrower than it, around the mean.
    let eight = [1.0; 8];
    let Interval::Hoeffding(lo, hi) = Interval::of(&eight, (-2.0, 2.0)) else {
        panic!()
    };
    assert!(-2.0 < lo && lo < 1.0 && hi == 2.0, "{lo} {hi}");
    let half = 4.0 * ((40.0f64).ln() / 16.0).sqrt();
    assert!((lo - (1.0 - half)).abs() < 1e-12);
    // Its coverage is at least 95% for any distribution of winnings in the range: checked
    // here on ±2 with equal odds (mean 0), 20 000 tables of 8 to 29 hands.
    let mut rng = Seed(3).rng();
    let mut missed = 0;
    let trials = 20_000;
    for t in 0..trials {
        let n = 8 + t % 22;
        let r: Vec<f64> = (0..n)
            .map(|_| if unit_f64(&mut rng) < 0.5 { 2.0 } else { -2.0 })
            .collect();
        let Interval::Hoeffding(lo, hi) = Interval::of(&r, (-2.0, 2.0)) else {
            panic!()
        };
        if !(lo <= 0.0 && 0.0 <= hi) {
            missed += 1;
        }
    }
    assert!(missed * 20 <= trials, "missed {missed} of {trials}");
    // From 30 hands the normal approximation.
    let many: Vec<f64> = (0..30)
        .map(|i| if i % 3 == 0 { 2.0 } else { -1.0 })
        .collect();
    assert!(matches!(
        Interval::of(&many, (-2.0, 2.0)),
        Interval::Normal(..)
    ));
}

#[test]
fn the_interval_and_the_opponents_are_worded_in_english_and_in_polish() {
    let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
    let normal = Interval::Normal(-0.25, 0.5);
    assert_eq!(
        normal.words(),
        " (95% interval -0.250 to +0.500, by the normal approximation)."
    );
    assert_eq!(
        Interval::Hoeffding(-1.0, 2.0).words(),
        " (95% interval -1.000 to +2.000, by Hoeffding's bound: wide, but it holds however few the hands)."
    );
    assert_eq!(
        Interval::TooFew { hands: 8 }.words(),
        ". A 95% interval needs at least 8 hands: with fewer, chance alone could give any result."
    );
    assert_eq!(Opponent::CfrPlus(10).name(), "CFR+ after 10 iterations");
    assert_eq!(Opponent::Equilibrium.name(), "the exact equilibrium");
    assert_eq!(Opponent::Uniform.name(), "uniformly random play");
    let polish = normal.words_in(&pl);
    assert!(polish.contains("-0,250"), "{polish}");
    for (polish, english) in [
        (polish, normal.words()),
        (
            Opponent::CfrPlus(10).name_in(&pl),
            Opponent::CfrPlus(10).name(),
        ),
        (Opponent::Uniform.name_in(&pl), Opponent::Uniform.name()),
    ] {
        assert_ne!(polish, english);
        assert!(!polish.contains('⟨'), "{polish}");
    }
}
