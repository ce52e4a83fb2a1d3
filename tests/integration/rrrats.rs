//! Rrrats!: conformance, conservation of the 31 tokens, the exact chain against simulation,
//! best responses.

use gamelab::game::conformance::{check_game, Conformance};
use gamelab::game::{State, Turn};
use gamelab::games::rrrats::exact::{self, RatsChain};
use gamelab::games::rrrats::{self, RatsAction, RatsPolicy, RatsRules, RatsState};
use gamelab::rng::{choose, Seed};

fn all_rules() -> Vec<RatsRules> {
    RatsRules::all()
}

#[test]
fn rrrats_conforms_under_every_rule_option() {
    for (i, rules) in all_rules().into_iter().enumerate() {
        let config = Conformance {
            games: 40,
            max_length: 20_000,
            action_universe: vec![
                RatsAction::Start(0),
                RatsAction::Start(1),
                RatsAction::Dice(0, 0),
                RatsAction::Dice(2, 1),
                RatsAction::Continue,
                RatsAction::Stop,
            ],
            zero_sum: true,
            seed: Seed(i as u64),
        };
        check_game(&RatsState::new(rules), &config).unwrap_or_else(|v| panic!("{rules:?}: {v}"));
    }
}

#[test]
fn every_state_holds_31_tokens() {
    let mut legal = Vec::new();
    for (i, rules) in all_rules().into_iter().enumerate() {
        for g in 0..30u64 {
            let mut rng = Seed(50 + i as u64).derive(g).rng();
            let mut s = RatsState::new(rules);
            while s.turn() != Turn::Terminal {
                assert_eq!(s.tokens().total(), 31, "{rules:?}: {}", s.tokens());
                let a = match s.turn() {
                    Turn::Chance => s.sample_chance(&mut rng),
                    _ => {
                        s.legal_actions(&mut legal);
                        *choose(&mut rng, &legal)
                    }
                };
                s.apply(a);
            }
            let t = s.tokens();
            assert_eq!(t.total(), 31);
            assert_eq!(t.bank[0] + t.bank[1], 31 - t.pile, "{rules:?}: {t}");
            assert_ne!(t.bank[0], t.bank[1]);
        }
    }
}

/// The exact probability must lie within 4 standard errors of a 60 000-game simulation.
#[test]
fn exact_chain_agrees_with_simulation() {
    let pairs = [
        ("stop2", "stop3"),
        ("never", "stop1"),
        ("zero", "stop2"),
        ("stop4", "never"),
    ];
    let rule_sets = [
        RatsRules::default(),
        RatsRules {
            auto_stop_at_limit: true,
            ..RatsRules::default()
        },
        RatsRules {
            pile_check_at_turn_end: true,
            bust_returns_stolen: true,
            ..RatsRules::default()
        },
        RatsRules {
            bust_banks: true,
            ..RatsRules::default()
        },
    ];
    let games = 60_000;
    for (r, rules) in rule_sets.iter().enumerate() {
        let chain = RatsChain::new(*rules);
        for (i, (a, b)) in pairs.iter().enumerate() {
            let (pa, pb) = (RatsPolicy::parse(a).unwrap(), RatsPolicy::parse(b).unwrap());
            let exact = chain
                .win_probability(&chain.state_policy(&pa), &chain.state_policy(&pb))
                .unwrap();
            let mut rng = Seed(31).derive((r * 10 + i) as u64).rng();
            let sim = rrrats::play_match(rules, &pa, &pb, games, &mut rng).p1_win_rate();
            let se = (exact * (1.0 - exact) / games as f64).sqrt();
            assert!(
                (sim - exact).abs() <= 4.0 * se,
                "{rules:?} {a} vs {b}: exact {exact}, simulated {sim} (se {se})"
            );
        }
    }
}

#[test]
fn exact_values_are_consistent() {
    let rules = RatsRules::default();
    let chain = RatsChain::new(rules);
    let p = |s: &str| chain.state_policy(&RatsPolicy::parse(s).unwrap());
    // Swapping seats complements the probability; a strategy against itself is even.
    let ab = chain.win_probability(&p("stop2"), &p("never")).unwrap();
    let ba = chain.win_probability(&p("never"), &p("stop2")).unwrap();
    assert!((ab + ba - 1.0).abs() < 1e-10);
    assert!((chain.win_probability(&p("zero"), &p("zero")).unwrap() - 0.5).abs() < 1e-10);
    // A wrong-length state policy is an error, not a panic.
    let short = exact::StatePolicy(vec![0.0; 3]);
    assert!(chain.win_probability(&short, &p("stop1")).is_err());
}

#[test]
fn best_responses_are_at_least_as_good_as_every_threshold() {
    let rules = RatsRules::default();
    let chain = RatsChain::new(rules);
    for against in ["zero", "stop2", "stop3"] {
        let opp = chain.state_policy(&RatsPolicy::parse(against).unwrap());
        let br = chain.best_response(&opp).unwrap();
        for s in 1..=5 {
            let v = chain
                .win_probability(&chain.state_policy(&RatsPolicy::stop_at(s)), &opp)
                .unwrap();
            assert!(
                v <= br.win_probability + 1e-9,
                "stop{s} beats the best response to {against}"
            );
        }
        assert_eq!(br.by_hand.len(), 4);
        assert!((1..=5).contains(&br.nearest_threshold));
    }
    let rounds = exact::iterate_best_responses(&rules, &RatsPolicy::ZERO, 3).unwrap();
    assert!(!rounds.is_empty() && rounds[0].win_probability > 0.5);
}
