//! The optimisers' tests: keys, configurations, duels and runs.

use super::*;

#[test]
fn keys_round_trip_and_configs_are_checked() {
    for o in Optimiser::ALL {
        assert_eq!(Optimiser::from_key(o.key()), Some(o));
    }
    let mut c = EvolveConfig::new(
        GameConfig::Rrrats(RatsRules::default()),
        Optimiser::Iterative,
        Budget::Mutations(0),
        Seed(1),
    );
    assert!(matches!(Evolution::new(c), Err(EvolveError::Config(_))));
    c.budget = Budget::Mutations(3);
    c.race_params.eps = 2.0;
    assert!(matches!(Evolution::new(c), Err(EvolveError::Race(_))));
}

#[test]
fn a_games_budget_is_respected_and_runs_are_reproducible() {
    let c = EvolveConfig::new(
        GameConfig::Rrrats(RatsRules::default()),
        Optimiser::Approx2,
        Budget::Games(20_000),
        Seed(4),
    );
    let a = crate::jobs::run_to_end(&mut Evolution::new(c).unwrap());
    let mut job = Evolution::new(c).unwrap();
    let b = crate::jobs::run(&mut job, 777, |p| p.fraction <= 1.0).unwrap();
    assert_eq!(a, b);
    assert!(a.games >= 20_000 && a.games < 20_000 + 1_000, "{}", a.games);
}

#[test]
fn draws_alternate() {
    let game = GameConfig::War(WarRules {
        cap: 1,
        ..WarRules::default()
    });
    let x = game.compile(&[0.0; 3]);
    let mut d = Duel::new(game, x, vec![x], Seed(1));
    // With a cap of one battle almost every game is a capped draw.
    let wins = d.play(1_000);
    assert!((400..=600).contains(&wins), "{wins}");
}

#[test]
fn optimiser_names_are_worded_in_each_language() {
    let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
    for o in Optimiser::ALL {
        assert_eq!(crate::i18n::with_english(|w| o.name_in(w)), o.name());
        let polish = o.name_in(&pl);
        assert_ne!(polish, o.name());
        assert!(!polish.contains('⟨'), "{polish}");
    }
}
