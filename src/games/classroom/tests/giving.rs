//! The ultimatum, dictator and trust games.

use super::super::giving::{ultimatum_spe, UltimatumSpe};
use super::*;

#[test]
fn the_ultimatum_games_subgame_perfect_offer_is_the_smallest_positive_one() {
    assert_eq!(
        ultimatum_spe(10),
        UltimatumSpe {
            offer: 1,
            offer_if_zero_accepted: 0
        }
    );
    assert_eq!(ultimatum_spe(1).offer, 1);
    assert_eq!(ultimatum_spe(1000).offer, 1);
    let out = play("ultimatum", json!({}), &[], &[]);
    assert_eq!(out.theory["spe_offer"], 1);
    assert_eq!(out.theory["also_spe_offer"], 0);
    assert_eq!(out.theory["proposer_gets"], 9);
}

/// A second method: every pair of threshold strategies (offer x, accept from m) checked for
/// subgame perfection directly — the responder's threshold must be a best reply at every offer
/// (accept when the offer is positive; either at 0), the offer a best reply to the threshold.
#[test]
fn the_subgame_perfect_pairs_found_by_brute_force_are_the_two_claimed() {
    let pie = 10u32;
    let mut spe = vec![];
    for m in 0..=pie {
        let responder_optimal = (0..=pie).all(|x| {
            let accepts = x >= m;
            // Accepting x pays x, rejecting 0.
            if x > 0 {
                accepts
            } else {
                true
            }
        });
        if !responder_optimal {
            continue;
        }
        let kept = |x: u32| if x >= m { pie - x } else { 0 };
        let best = (0..=pie).map(kept).max().unwrap();
        for x in 0..=pie {
            if kept(x) == best {
                spe.push((x, m));
            }
        }
    }
    assert_eq!(spe, vec![(0, 0), (1, 1)]);
    let found = ultimatum_spe(pie);
    assert!(spe.contains(&(found.offer, found.offer)));
    assert!(spe.contains(&(found.offer_if_zero_accepted, 0)));
}

#[test]
fn ultimatum_payoffs_and_the_acceptance_curve() {
    let seats = vec![
        seat(1, "proposer", 0),
        seat(2, "responder", 0),
        seat(3, "proposer", 1),
        seat(4, "responder", 1),
    ];
    let decisions = [
        json!({ "offer": 4 }),
        json!({ "accept_min": 3 }),
        json!({ "offer": 2 }),
        json!({ "accept_min": 3 }),
    ];
    let out = play("ultimatum", json!({}), &seats, &decisions);
    assert_eq!(out.payoffs, vec![6.0, 4.0, 0.0, 0.0]);
    let s = &out.summary;
    assert_eq!(
        s["offer_histogram"],
        json!([0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0])
    );
    assert_eq!(
        s["acceptance_curve"],
        json!([0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0])
    );
    assert_eq!(s["agreement_rate"], json!(0.5));
    assert_eq!(s["mean_offer"], json!(3.0));
    // Against these responders, offering 3 keeps the most (7).
    assert_eq!(s["best_offer_against_class"], 3);
}

#[test]
fn ultimatum_bots_play_the_subgame_perfect_equilibrium() {
    let g = game("ultimatum").unwrap();
    let s = settings("ultimatum", json!({}));
    let mut rng = Seed(3).rng();
    assert_eq!(
        g.bot(&s, &seat(1, "proposer", 0), &mut rng),
        json!({ "offer": 1 })
    );
    assert_eq!(
        g.bot(&s, &seat(2, "responder", 0), &mut rng),
        json!({ "accept_min": 1 })
    );
    // The roles alternate within each pair; a lone student is paired with a bot seat.
    let seats = g.seats(&s, &[1, 2, 3], None, &mut Seed(1).rng());
    let roles: Vec<&str> = seats.iter().map(|x| x.role.as_str()).collect();
    assert_eq!(roles, ["proposer", "responder", "proposer", "responder"]);
    assert_eq!(seats.iter().filter(|x| x.participant.is_none()).count(), 1);
}

#[test]
fn the_dictator_keeps_what_they_do_not_give() {
    let seats = seats_in("dictator", &[0, 0, 0]);
    let decisions = [
        json!({ "give": 3 }),
        json!({ "give": 0 }),
        json!({ "give": 5 }),
    ];
    let out = play("dictator", json!({}), &seats, &decisions);
    assert_eq!(out.payoffs, vec![7.0, 10.0, 5.0]);
    assert_eq!(
        out.summary["histogram"],
        json!([1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0])
    );
    assert!(close(
        out.summary["share_giving_nothing"].as_f64().unwrap(),
        1.0 / 3.0
    ));
    assert!(close(
        out.summary["share_giving_half_or_more"].as_f64().unwrap(),
        1.0 / 3.0
    ));
    assert_eq!(out.theory["nash_give"], 0);
    assert!(out.theory["text"].as_str().unwrap().contains("recipients"));
}

#[test]
fn trust_payoffs_efficiency_and_the_subgame_perfect_send() {
    let seats = vec![
        seat(1, "investor", 0),
        seat(2, "trustee", 0),
        seat(3, "investor", 1),
        seat(4, "trustee", 1),
    ];
    let decisions = [
        json!({ "send": 10 }),
        json!({ "return_fraction": 0.5 }),
        json!({ "send": 4 }),
        json!({ "return_fraction": 0 }),
    ];
    let out = play("trust", json!({}), &seats, &decisions);
    // 10 sent becomes 30, half comes back: 0 + 15 and 15; 4 sent becomes 12, none back.
    assert_eq!(out.payoffs, vec![15.0, 15.0, 6.0, 12.0]);
    // Created 30 + 18 of the 30 + 30 possible.
    assert!(close(out.summary["efficiency"].as_f64().unwrap(), 0.8));
    assert_eq!(out.summary["mean_send"], json!(7.0));
    assert_eq!(out.summary["share_of_senders_repaid_more"], json!(0.5));
    assert_eq!(out.theory["spe_send"], 0);
    assert_eq!(out.theory["efficiency_lost"], json!(20.0));
    assert!(close(
        out.theory["break_even_fraction"].as_f64().unwrap(),
        1.0 / 3.0
    ));
    // The trustee's own endowment adds to the trustee's payoff.
    let out = play(
        "trust",
        json!({ "trustee_endowment": 5 }),
        &seats,
        &decisions,
    );
    assert_eq!(out.payoffs, vec![15.0, 20.0, 6.0, 17.0]);
}
