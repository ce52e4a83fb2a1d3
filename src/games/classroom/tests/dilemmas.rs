//! The public goods game, the prisoner's dilemma and the stag hunt.

use super::super::public_goods::{self, PublicGoods};
use super::super::symmetric2x2::{PdSettings, StagHuntSettings};
use super::*;
use crate::equilibrium::support_enumeration;

#[test]
fn public_goods_payoffs_share_the_multiplied_pot() {
    let seats = seats_in("player", &[0, 0, 0, 0]);
    let decisions = [20, 0, 10, 10].map(|x| json!({ "contribute": x }));
    let out = play("public-goods", json!({}), &seats, &decisions);
    // The pot 40 becomes 64, 16 each.
    assert_eq!(out.payoffs, vec![16.0, 36.0, 26.0, 26.0]);
    assert_eq!(out.summary["mean_contribution"], json!(10.0));
    assert_eq!(out.summary["share_contributing_nothing"], json!(0.25));
    assert_eq!(out.summary["share_contributing_all"], json!(0.25));
    let h = out.summary["histogram"].as_array().unwrap();
    assert_eq!(
        (h.len(), &h[0], &h[10], &h[20]),
        (21, &json!(1), &json!(2), &json!(1))
    );
    assert_eq!(out.theory["dominant_contribution"], 0);
    assert_eq!(out.theory["social_optimum_contribution"], 20);
    assert_eq!(out.theory["social_dilemma"], true);
    assert_eq!(out.theory["optimum_payoff"], json!(32.0));
}

/// A second method for the dominance: whatever the others put in, each unit more lowers one's
/// own payoff when the multiplier is below the group size, and raises it when above.
#[test]
fn contributing_nothing_is_dominant_below_the_group_size_by_the_payoffs_themselves() {
    for (m, dominant) in [(1.6, Some(0)), (3.9, Some(0)), (5.0, Some(20)), (4.0, None)] {
        let s = public_goods::Settings {
            multiplier: m,
            ..Default::default()
        };
        assert_eq!(public_goods::dominant(&s), dominant, "{m}");
        for others in [0.0, 7.0, 60.0] {
            let pay: Vec<f64> = (0..=20)
                .map(|x| s.payoff(f64::from(x), others + f64::from(x), 4))
                .collect();
            let best = pay.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
            let argmax: Vec<usize> = (0..=20).filter(|&x| close(pay[x], best)).collect();
            match dominant {
                Some(d) => assert_eq!(argmax, vec![d as usize], "{m} {others}"),
                None => assert_eq!(argmax.len(), 21),
            }
        }
    }
    let out = play("public-goods", json!({ "multiplier": 5 }), &[], &[]);
    assert_eq!(out.theory["dominant_contribution"], 20);
    assert_eq!(out.theory["social_dilemma"], false);
    let out = play("public-goods", json!({ "multiplier": 0.5 }), &[], &[]);
    assert_eq!(out.theory["social_optimum_contribution"], 0);
}

#[test]
fn bot_seats_in_a_short_group_count_with_their_contributions() {
    let g = game("public-goods").unwrap();
    let s = g.defaults();
    let seats = g.seats(&s, &[1, 2, 3, 4, 5], None, &mut Seed(2).rng());
    assert_eq!(seats.len(), 8);
    let bots: Vec<usize> = (0..8).filter(|&i| seats[i].participant.is_none()).collect();
    assert_eq!(bots.len(), 3);
    let alone = (0..8)
        .find(|&i| seats[i].participant.is_some() && seats[i].group == seats[bots[0]].group)
        .unwrap();
    let decisions: Vec<Value> = (0..8)
        .map(|i| {
            if seats[i].participant.is_none() {
                ClassGame::bot(
                    &PublicGoods,
                    &Default::default(),
                    &seats[i],
                    BotKind::Equilibrium,
                    &mut Seed(1).rng(),
                )
            } else {
                json!({ "contribute": 20 })
            }
        })
        .collect();
    let out = g.outcome(&s, &seats, &decisions);
    // The student alone with three bots (who keep everything) gets 1.6·20/4 = 8; bots 28.
    assert_eq!(out.payoffs[alone], 8.0);
    for &b in &bots {
        assert_eq!(out.payoffs[b], 28.0);
    }
}

#[test]
fn in_the_prisoners_dilemma_defecting_is_dominant() {
    let seats = seats_in("player", &[0, 0, 1, 1, 2, 2]);
    let decisions = ["C", "D", "C", "C", "D", "D"].map(|a| json!({ "action": a }));
    let out = play("pd", json!({}), &seats, &decisions);
    assert_eq!(out.payoffs, vec![0.0, 5.0, 3.0, 3.0, 1.0, 1.0]);
    assert_eq!(out.summary["cooperation_rate"], json!(0.5));
    assert!(close(
        out.summary["mutual_cooperation"].as_f64().unwrap(),
        1.0 / 3.0
    ));
    let t = &out.theory;
    assert_eq!(t["dominant"], "D");
    assert_eq!(t["prisoners_dilemma"], true);
    assert_eq!(t["equilibria"].as_array().unwrap().len(), 1);
    assert_eq!(t["equilibria"][0]["row_exact"], json!(["0", "1"]));
    let address = crate::labs::lab("evolution").unwrap().address();
    assert_eq!(t["link"], json!(address));
    assert!(t["text"].as_str().unwrap().contains(&address));
    // The solver and the plain support enumeration agree on the game.
    let g = PdSettings::default().game();
    let found = support_enumeration(&g.bimatrix().unwrap()).unwrap();
    assert_eq!(found, g.equilibria().0);
}

#[test]
fn other_payoffs_are_named_for_what_they_are() {
    let out = play("pd", json!({ "reward": 5, "temptation": 3 }), &[], &[]);
    assert!(out.theory["kind"].as_str().unwrap().contains("stag hunt"));
    assert_eq!(out.theory["dominant"], Value::Null);
    assert_eq!(out.theory["equilibria"].as_array().unwrap().len(), 3);
    let out = play("pd", json!({ "sucker": 2, "punishment": 1 }), &[], &[]);
    assert!(out.theory["kind"].as_str().unwrap().contains("chicken"));
    // Decimal payoffs are taken exactly.
    let s = PdSettings {
        reward: 0.3,
        sucker: 0.1,
        temptation: 0.5,
        punishment: 0.2,
        ..Default::default()
    };
    assert_eq!(s.game().dominant(), Some(1));
    assert!(s.kind().starts_with("a prisoner's dilemma"));
}

#[test]
fn partner_matching_keeps_pairs_over_rounds_and_strangers_do_not() {
    let g = game("pd").unwrap();
    let class: Vec<i64> = (1..=10).collect();
    let pairs_of = |seats: &[Seat]| {
        let mut v: Vec<Vec<Option<i64>>> = tally_groups(seats);
        v.sort();
        v
    };
    let partner = settings("pd", json!({ "matching": "partner" }));
    let first = g.seats(&partner, &class, None, &mut Seed(1).rng());
    let second = g.seats(&partner, &class, Some(&first), &mut Seed(2).rng());
    assert_eq!(pairs_of(&first), pairs_of(&second));
    let stranger = settings("pd", json!({}));
    let first = g.seats(&stranger, &class, None, &mut Seed(1).rng());
    let second = g.seats(&stranger, &class, Some(&first), &mut Seed(2).rng());
    assert_ne!(pairs_of(&first), pairs_of(&second));
    // When one leaves, their partner is paired anew; the other pairs stay.
    let first = g.seats(&partner, &class, None, &mut Seed(1).rng());
    let gone = first[0].participant.unwrap();
    let rest: Vec<i64> = class.iter().copied().filter(|&p| p != gone).collect();
    let later = g.seats(&partner, &rest, Some(&first), &mut Seed(3).rng());
    let kept: Vec<_> = pairs_of(&first)
        .into_iter()
        .filter(|p| !p.contains(&Some(gone)))
        .collect();
    for pair in kept {
        assert!(pairs_of(&later).contains(&pair), "{pair:?}");
    }
}

/// Each group's participants, sorted.
fn tally_groups(seats: &[Seat]) -> Vec<Vec<Option<i64>>> {
    super::super::tally::groups(seats)
        .values()
        .map(|m| {
            let mut v: Vec<Option<i64>> = m.iter().map(|&i| seats[i].participant).collect();
            v.sort();
            v
        })
        .collect()
}

#[test]
fn the_stag_hunt_has_two_pure_equilibria_and_a_mixed_one_at_three_quarters() {
    let out = play("stag-hunt", json!({}), &[], &[]);
    let t = &out.theory;
    let eq = t["equilibria"].as_array().unwrap();
    assert_eq!(eq.len(), 3);
    assert_eq!(eq.iter().filter(|e| e["pure"] == true).count(), 2);
    let mixed = eq.iter().find(|e| e["pure"] == false).unwrap();
    assert_eq!(mixed["row_exact"], json!(["3/4", "1/4"]));
    assert_eq!(mixed["col_exact"], json!(["3/4", "1/4"]));
    assert_eq!(t["mixed_stag"], json!(0.75));
    assert_eq!(t["risk_dominant"], "hare");
    assert_eq!(t["payoff_dominant"], "stag");
    assert_eq!(
        t["deviation_loss_products"],
        json!({ "stag": 1.0, "hare": 9.0 })
    );
}

/// Second methods: the mixed equilibrium makes stag and hare pay the same, and the
/// risk-dominant action is the best reply to a 50–50 belief (for symmetric 2×2 games the two
/// criteria agree).
#[test]
fn the_stag_hunts_theory_checked_by_indifference_and_by_the_half_belief() {
    for (ss, sh, hs, hh) in [
        (4.0, 0.0, 3.0, 3.0),
        (10.0, 0.0, 3.0, 3.0),
        (5.0, 1.0, 4.0, 2.0),
    ] {
        let s = StagHuntSettings {
            stag_stag: ss,
            stag_hare: sh,
            hare_stag: hs,
            hare_hare: hh,
        };
        let g = s.game();
        let p = g.mixed().unwrap();
        assert!(
            close(p * ss + (1.0 - p) * sh, p * hs + (1.0 - p) * hh),
            "{p}"
        );
        let (stag, hare) = ((ss + sh) / 2.0, (hs + hh) / 2.0);
        let want = if stag > hare {
            Some(0)
        } else if hare > stag {
            Some(1)
        } else {
            None
        };
        assert_eq!(g.risk_dominant(), want, "{ss} {sh} {hs} {hh}");
        assert_eq!(
            support_enumeration(&g.bimatrix().unwrap()).unwrap(),
            g.equilibria().0
        );
    }
    // The equilibrium bot plays the risk-dominant action.
    let g = game("stag-hunt").unwrap();
    let s = g.defaults();
    for seed in 0..5 {
        assert_eq!(
            g.bot(&s, &seat(1, "player", 0), &mut Seed(seed).rng()),
            json!({ "action": "hare" })
        );
    }
}
