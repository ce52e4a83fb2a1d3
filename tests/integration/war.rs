//! War: conformance, conservation of the 52 cards, the fast simulator against the `State`
//! version, strategy parsing.

use gamelab::game::conformance::{check_game, Conformance};
use gamelab::game::{State, Turn};
use gamelab::games::war::{
    self, AtCap, Order, ShortWar, WarAction, WarPolicy, WarRules, WarState, WarStrategy,
};
use gamelab::rng::{choose, Seed};

fn rule_sets() -> Vec<WarRules> {
    let mut out = Vec::new();
    for face_down in [1, 3] {
        for short_war in [ShortWar::Loses, ShortWar::PlaysLastCard] {
            for at_cap in [AtCap::Draw, AtCap::MoreCards] {
                out.push(WarRules {
                    face_down,
                    short_war,
                    cap: 150,
                    at_cap,
                });
            }
        }
    }
    out
}

#[test]
fn war_conforms_under_every_rule_option() {
    for (i, rules) in rule_sets().into_iter().enumerate() {
        let config = Conformance {
            games: 6,
            max_length: 51 + 150 * 52,
            action_universe: vec![
                WarAction::Pick(0),
                WarAction::Pick(51),
                WarAction::Order(Order::Descending),
                WarAction::Order(Order::Ascending),
                WarAction::Order(Order::Shuffled),
            ],
            zero_sum: true,
            seed: Seed(i as u64),
        };
        check_game(&WarState::new(rules), &config).unwrap_or_else(|v| panic!("{rules:?}: {v}"));
    }
}

#[test]
fn every_state_holds_52_cards_four_of_each_rank() {
    let mut legal = Vec::new();
    for (i, rules) in rule_sets().into_iter().enumerate() {
        for g in 0..5u64 {
            let mut rng = Seed(100 + i as u64).derive(g).rng();
            let mut s = WarState::new(rules);
            let mut states = 0;
            while s.turn() != Turn::Terminal {
                assert_eq!(s.card_count(), 52, "{rules:?}");
                assert_eq!(s.rank_counts(), [4; 13], "{rules:?}");
                let a = match s.turn() {
                    Turn::Chance => s.sample_chance(&mut rng),
                    _ => {
                        s.legal_actions(&mut legal);
                        *choose(&mut rng, &legal)
                    }
                };
                s.apply(a);
                states += 1;
            }
            assert_eq!(s.card_count(), 52);
            assert!(states > 51);
        }
    }
}

#[test]
fn fast_simulator_equals_the_state_version_game_for_game() {
    let policies = [
        WarPolicy::ZERO,
        WarPolicy::DESC,
        WarPolicy::ASC,
        WarPolicy::RAND,
        WarStrategy([0.3, -1.0, 0.8]).policy(),
    ];
    for rules in rule_sets() {
        for (i, a) in policies.iter().enumerate() {
            let b = &policies[(i + 1) % policies.len()];
            let (sa, sb) = (a.sampler(), b.sampler());
            for g in 0..10 {
                let seed = Seed(7).derive(g);
                assert_eq!(
                    war::play(&rules, &sa, &sb, &mut seed.rng()),
                    war::play_state(&rules, &sa, &sb, &mut seed.rng()),
                    "{rules:?} {a:?} {b:?} game {g}"
                );
            }
        }
    }
}

#[test]
fn matches_are_seeded_and_scores_are_sane() {
    let rules = WarRules::default();
    let a = war::play_match(
        &rules,
        &WarPolicy::ZERO,
        &WarPolicy::ZERO,
        500,
        &mut Seed(1).rng(),
    );
    let b = war::play_match(
        &rules,
        &WarPolicy::ZERO,
        &WarPolicy::ZERO,
        500,
        &mut Seed(1).rng(),
    );
    assert_eq!(a, b);
    assert!((0.4..0.6).contains(&a.p1_score()), "{a:?}");
    assert!(a.mean_battles() > 50.0, "{a:?}");
    // A cap of one battle makes (almost) every game a capped draw.
    let short = WarRules {
        cap: 1,
        ..WarRules::default()
    };
    let t = war::play_match(
        &short,
        &WarPolicy::ZERO,
        &WarPolicy::ZERO,
        200,
        &mut Seed(2).rng(),
    );
    assert!(t.draws >= t.capped, "{t:?}");
    assert!(t.capped >= 190, "{t:?}");
}

#[test]
fn strategies_parse_with_clear_errors() {
    for name in WarPolicy::NAMES {
        WarPolicy::parse(name).unwrap();
    }
    let p = WarPolicy::parse("2, 0, 0").unwrap();
    assert!(p.desc > 0.7 && (p.asc - p.shuffled).abs() < 1e-12);
    let e = WarPolicy::parse("up").unwrap_err().to_string();
    assert!(e.contains("desc, asc, rand, zero"), "{e}");
    let e = WarPolicy::parse("1,2,nan").unwrap_err().to_string();
    assert!(e.contains("parameter 3"), "{e}");
    assert!(WarRules {
        cap: 0,
        ..WarRules::default()
    }
    .validate()
    .is_err());
}
