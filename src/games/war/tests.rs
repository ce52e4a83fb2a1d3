//! War's unit tests: the rules' checks, the policies, and the fast simulator against the
//! `State` version.

use rand_core::Rng;

use super::*;

#[test]
fn field_checks_agree_with_validate_at_the_limits() {
    for (face_down, ok) in [(0, true), (10, true), (11, false), (255, false)] {
        assert_eq!(WarRules::check_face_down(face_down).is_ok(), ok);
        let rules = WarRules {
            face_down,
            ..WarRules::default()
        };
        assert_eq!(rules.validate().is_ok(), ok);
    }
    for (cap, ok) in [(0, false), (1, true), (1_000_000, true), (1_000_001, false)] {
        assert_eq!(WarRules::check_cap(cap).is_ok(), ok);
        let rules = WarRules {
            cap,
            ..WarRules::default()
        };
        assert_eq!(rules.validate().is_ok(), ok);
    }
    assert_eq!(
        WarRules::check_cap(0).unwrap_err().to_string(),
        WarRules {
            cap: 0,
            ..WarRules::default()
        }
        .validate()
        .unwrap_err()
        .to_string()
    );
}
use crate::rng::Seed;

#[test]
fn state_and_fast_simulator_agree_exactly() {
    for rules in [
        WarRules::default(),
        WarRules {
            face_down: 3,
            short_war: ShortWar::PlaysLastCard,
            cap: 300,
            at_cap: AtCap::MoreCards,
        },
    ] {
        for (a, b) in [
            (WarPolicy::ZERO, WarPolicy::DESC),
            (WarPolicy::RAND, WarPolicy::ASC),
        ] {
            let (sa, sb) = (a.sampler(), b.sampler());
            for g in 0..40 {
                let mut r1 = Seed(5).derive(g).rng();
                let mut r2 = Seed(5).derive(g).rng();
                assert_eq!(
                    play(&rules, &sa, &sb, &mut r1),
                    play_state(&rules, &sa, &sb, &mut r2)
                );
                assert_eq!(r1.next_u32(), r2.next_u32());
            }
        }
    }
}

#[test]
fn names_and_parameters_parse() {
    assert_eq!(WarPolicy::parse("desc").unwrap(), WarPolicy::DESC);
    let p = WarPolicy::parse("0,0,0").unwrap();
    assert!((p.desc - 1.0 / 3.0).abs() < 1e-12);
    assert!(WarPolicy::parse("1,2").unwrap_err().0.contains("3"));
    assert!(WarPolicy::parse("bogus").is_err());
    assert!(WarPolicy::parse("1,x,2")
        .unwrap_err()
        .0
        .contains("parameter 2"));
}
