//! Market entry, the auctions and Cournot.

use super::super::auction::{self, sales, value};
use super::super::cournot;
use super::super::market_entry;
use super::*;

#[test]
fn market_entry_mixed_equilibrium_for_ten_players_and_capacity_four() {
    let s = market_entry::Settings::default();
    let eq = s.equilibria(10);
    assert!(close(eq.p.unwrap(), 1.0 / 3.0));
    assert_eq!(eq.pure, vec![3, 4]);
    let seats = seats_in("player", &[0; 10]);
    let out = play(
        "market-entry",
        json!({}),
        &seats,
        &vec![json!({ "enter": false }); 10],
    );
    assert!(close(
        out.theory["expected_entrants"].as_f64().unwrap(),
        10.0 / 3.0
    ));
    assert_eq!(out.theory["pure_entrants"], json!([3, 4]));
}

/// A second method: with the others entering with probability p, an entrant's expected
/// payoff over the binomial number of other entrants equals staying out.
#[test]
fn the_entry_probability_makes_an_entrant_indifferent() {
    for (n, s) in [
        (10usize, market_entry::Settings::default()),
        (
            25,
            market_entry::Settings {
                capacity: 7,
                base: 12.0,
                slope: 3.0,
                outside: 10.0,
            },
        ),
        (
            6,
            market_entry::Settings {
                capacity: 2,
                base: 9.0,
                slope: 1.5,
                outside: 10.0,
            },
        ),
    ] {
        let p = s.equilibria(n).p.unwrap();
        assert!(p > 0.0 && p < 1.0, "{p}");
        let others = n - 1;
        let mut expected = 0.0;
        for k in 0..=others {
            let ways = (0..k).fold(1.0, |c, i| c * (others - i) as f64 / (i + 1) as f64);
            let prob = ways * p.powi(k as i32) * (1.0 - p).powi((others - k) as i32);
            expected += prob * s.entrant(k + 1);
        }
        assert!(close(expected, s.outside), "{n}: {expected}");
        // And the pure equilibria, by trying every deviation.
        let pure: Vec<usize> = (0..=n)
            .filter(|&k| {
                let stay_in = k == 0 || s.entrant(k) >= s.outside;
                let stay_out = k == n || s.entrant(k + 1) <= s.outside;
                stay_in && stay_out
            })
            .collect();
        assert_eq!(s.equilibria(n).pure, pure);
    }
}

#[test]
fn market_entry_payoffs_and_small_classes() {
    let seats = seats_in("player", &[0; 6]);
    let mut decisions = vec![json!({ "enter": true }); 5];
    decisions.push(json!({ "enter": false }));
    let out = play("market-entry", json!({}), &seats, &decisions);
    // Five entrants in a market for four: 10 + 2·(4 − 5) = 8.
    assert_eq!(out.payoffs, vec![8.0, 8.0, 8.0, 8.0, 8.0, 10.0]);
    assert_eq!(out.summary["entrants"], 5);
    let s = market_entry::Settings::default();
    assert_eq!(s.equilibria(1).p, Some(1.0));
    assert_eq!(s.equilibria(0).p, None);
    assert_eq!(s.equilibria(0).pure, vec![0]);
    let big = market_entry::Settings {
        capacity: 20,
        ..Default::default()
    };
    assert_eq!(big.equilibria(10).p, Some(1.0));
    let poor = market_entry::Settings {
        outside: 100.0,
        ..Default::default()
    };
    assert_eq!(poor.equilibria(10).p, Some(0.0));
    // Seats carry the class size, which the equilibrium bot uses.
    let g = game("market-entry").unwrap();
    let seats = g.seats(&g.defaults(), &[1, 2, 3], None, &mut Seed(1).rng());
    assert_eq!(seats[0].private, json!({ "players": 3 }));
}

#[test]
fn auction_payoffs_first_and_second_price_with_ties_to_the_lowest_seat() {
    let mut seats = seats_in("bidder", &[0, 0, 1, 1]);
    for (x, v) in seats.iter_mut().zip([80, 60, 50, 70]) {
        x.private = json!({ "value": v });
    }
    let decisions = [50, 40, 30, 30].map(|b| json!({ "bid": b }));
    let first = play("auction-first", json!({}), &seats, &decisions);
    assert_eq!(first.payoffs, vec![30.0, 0.0, 20.0, 0.0]);
    let second = play("auction-second", json!({}), &seats, &decisions);
    assert_eq!(second.payoffs, vec![40.0, 0.0, 20.0, 0.0]);
    assert_eq!(first.summary["revenue"], json!(80.0));
    assert_eq!(second.summary["revenue"], json!(70.0));
    assert_eq!(first.summary["points"][0], json!([80.0, 50.0]));
    // The tie went to seat 2, of value 50, not the higher value: half the sales efficient.
    assert_eq!(first.summary["share_won_by_highest_value"], json!(0.5));
    let s = auction::Settings::default();
    let won: Vec<usize> = sales(&s, &seats, &decisions, false)
        .iter()
        .map(|x| x.winner)
        .collect();
    assert_eq!(won, vec![0, 2]);
}

#[test]
fn first_price_bids_shade_to_n_minus_one_over_n_of_the_value() {
    let s = auction::Settings::default();
    assert_eq!(s.equilibrium_bid(60.0, false), 30.0);
    assert_eq!(s.equilibrium_bid(60.0, true), 60.0);
    let four = auction::Settings {
        group: 4,
        ..Default::default()
    };
    assert_eq!(four.equilibrium_bid(60.0, false), 45.0);
    let shifted = auction::Settings {
        lo: 20,
        hi: 100,
        group: 2,
    };
    assert_eq!(shifted.equilibrium_bid(60.0, false), 40.0);
    let out = play("auction-first", json!({ "group": 3 }), &[], &[]);
    assert!(close(out.theory["bid_factor"].as_f64().unwrap(), 2.0 / 3.0));
    assert!(close(
        out.theory["expected_revenue"].as_f64().unwrap(),
        50.0
    ));
    // The equilibrium bot bids it for its own value.
    let g = game("auction-first").unwrap();
    let mut x = seat(1, "bidder", 0);
    x.private = json!({ "value": 60 });
    assert_eq!(
        g.bot(&g.defaults(), &x, &mut Seed(1).rng()),
        json!({ "bid": 30 })
    );
}

/// A second method: against n − 1 others bidding (n−1)/n of values uniform on [0, 100]
/// (their chance of bidding below b computed numerically over a fine grid of values), no bid
/// on a grid earns more than the equilibrium bid.
#[test]
fn no_first_price_bid_on_a_grid_beats_the_equilibrium() {
    for n in [2u32, 3, 5] {
        let s = auction::Settings {
            group: n,
            ..Default::default()
        };
        let cells = 20_000;
        let others: Vec<f64> = (0..cells)
            .map(|i| s.equilibrium_bid((i as f64 + 0.5) * 100.0 / cells as f64, false))
            .collect();
        let below = |b: f64| others.iter().filter(|&&x| x < b).count() as f64 / cells as f64;
        for v in [20.0, 50.0, 90.0] {
            let earn = |b: f64| (v - b) * below(b).powi(n as i32 - 1);
            let grid: Vec<f64> = (0..=200).map(|i| f64::from(i) * 0.5).collect();
            let best = grid
                .iter()
                .copied()
                .max_by(|a, b| earn(*a).total_cmp(&earn(*b)))
                .unwrap();
            let eq = s.equilibrium_bid(v, false);
            assert!(
                (best - eq).abs() <= 0.5,
                "n={n} v={v}: best {best}, equilibrium {eq}"
            );
            assert!(earn(eq) >= earn(best) - 1e-3, "n={n} v={v}");
        }
    }
}

/// In the second-price auction bidding the value is never worse, whatever the other bids.
#[test]
fn bidding_the_value_is_weakly_dominant_in_the_second_price_auction() {
    let s = auction::Settings::default();
    let mut seats = seats_in("bidder", &[0, 0]);
    for v in [0u32, 35, 100] {
        seats[0].private = json!({ "value": v });
        seats[1].private = json!({ "value": 50 });
        for other in [0.0, 20.0, 35.0, 70.5, 100.0] {
            let earn = |b: f64| {
                let d = [json!({ "bid": b }), json!({ "bid": other })];
                let sale = sales(&s, &seats, &d, true)[0];
                if sale.winner == 0 {
                    f64::from(v) - sale.price
                } else {
                    0.0
                }
            };
            let truthful = earn(f64::from(v));
            for b in 0..=100 {
                assert!(
                    earn(f64::from(b)) <= truthful + 1e-12,
                    "v={v} other={other} b={b}"
                );
            }
        }
    }
}

#[test]
fn auction_seats_get_values_drawn_from_the_seed_bots_included() {
    let g = game("auction-second").unwrap();
    let s = settings("auction-second", json!({ "lo": 10, "hi": 20, "group": 3 }));
    let seats = g.seats(&s, &[1, 2, 3, 4], None, &mut Seed(5).rng());
    assert_eq!(seats.len(), 6);
    assert_eq!(seats.iter().filter(|x| x.participant.is_none()).count(), 2);
    for x in &seats {
        let v = value(x).unwrap();
        assert!((10.0..=20.0).contains(&v) && v.fract() == 0.0, "{v}");
    }
    assert_eq!(seats, g.seats(&s, &[1, 2, 3, 4], None, &mut Seed(5).rng()));
    let p = refused("auction-first", &seats[0], json!({ "bid": 101 }));
    assert_eq!(p.field, "decision.bid");
    assert!(p.message.contains("0 to 100"), "{p}");
}

#[test]
fn cournot_nash_collusion_and_competition() {
    let out = play("cournot", json!({}), &[], &[]);
    let t = &out.theory;
    assert_eq!(
        t["nash"],
        json!({ "quantity": 16.0, "price": 28.0, "profit": 256.0 })
    );
    assert_eq!(
        t["collusion"],
        json!({ "quantity": 12.0, "price": 36.0, "profit": 288.0 })
    );
    assert_eq!(
        t["competition"],
        json!({ "quantity": 24.0, "price": 12.0, "profit": 0.0 })
    );
    let seats = seats_in("firm", &[0, 0, 1, 1]);
    let decisions = [20.0, 10.0, 40.0, 30.5].map(|q| json!({ "quantity": q }));
    let out = play("cournot", json!({}), &seats, &decisions);
    // Price 60 − 30 = 30: (30 − 12)·20 and ·10; a flooded market's price is 0.
    assert_eq!(out.payoffs, vec![360.0, 180.0, -480.0, -366.0]);
    assert_eq!(out.summary["mean_price"], json!(15.0));
}

/// Second methods: iterated best responses from nothing converge to (a − c)/3, and no
/// quantity on a grid beats it against the other's Nash quantity.
#[test]
fn cournot_nash_by_iterated_best_response_and_by_a_grid() {
    for (a, c) in [(60.0, 12.0), (100.0, 10.0), (7.5, 1.25)] {
        let s = cournot::Settings { a, c };
        let (mut q1, mut q2) = (0.0, 0.0);
        for _ in 0..200 {
            q1 = s.best_response(q2);
            q2 = s.best_response(q1);
        }
        let nash = s.nash().quantity;
        assert!(close(q1, nash) && close(q2, nash), "{q1} {q2} {nash}");
        assert!(close(nash, (a - c) / 3.0));
        let own = |q: f64| s.profit(q, q + nash);
        for i in 0..=1000 {
            let q = a * f64::from(i) / 1000.0;
            assert!(own(q) <= own(nash) + 1e-9, "{q}");
        }
    }
}
