//! Colonel Blotto in the round robin, and rock–paper–scissors as a population game.

use super::super::blotto::{self, solution, uniform_allocation};
use super::super::rps;
use super::*;
use crate::exact::Q;
use crate::games::blotto::Blotto;
use std::collections::BTreeSet;

#[test]
fn blotto_round_robin_payoffs_by_hand() {
    let seats = seats_in("player", &[0, 0, 0]);
    let decisions = [[10, 0, 0], [0, 5, 5], [4, 3, 3]].map(|a| json!({ "allocation": a }));
    let out = play("blotto", json!({}), &seats, &decisions);
    // (10,0,0) loses 1–2 to both; (0,5,5) beats both 2–1; (4,3,3) beats the first, loses to
    // the second.
    assert_eq!(out.payoffs, vec![-1.0, 1.0, 0.0]);
    let s = &out.summary;
    assert_eq!(s["winners"].as_array().unwrap().len(), 1);
    assert_eq!(s["winners"][0]["allocation"], json!([0, 5, 5]));
    assert_eq!(s["winners"][0]["participant"], 2);
    let mean: Vec<f64> = serde_json::from_value(s["mean_allocation"].clone()).unwrap();
    assert!(close(mean[0], 14.0 / 3.0) && close(mean[1], 8.0 / 3.0));
    assert_eq!(s["allocations"].as_array().unwrap().len(), 3);
}

#[test]
fn the_blotto_optimum_for_three_fields_and_ten_units() {
    let out = play("blotto", json!({}), &[], &[]);
    let t = &out.theory;
    assert_eq!(t["value"], json!(0.0));
    assert_eq!(t["value_exact"], "0");
    let support = t["support"].as_array().unwrap();
    let total: f64 = support
        .iter()
        .map(|x| x["probability"].as_f64().unwrap())
        .sum();
    assert!(close(total, 1.0), "{total}");
    let exact: Q = support
        .iter()
        .map(|x| crate::text::read_number(x["exact"].as_str().unwrap()).unwrap())
        .sum();
    assert_eq!(exact, Q::from_integer(1.into()));
    let marginals: Vec<Vec<f64>> = serde_json::from_value(t["marginals"].clone()).unwrap();
    assert_eq!(marginals.len(), 3);
    for m in &marginals {
        assert_eq!(m.len(), 11);
        assert!(close(m.iter().sum(), 1.0));
    }
}

/// A second method: the optimal strategy, dealt over the fields in every order, guarantees
/// at least the value 0 against each of the 66 allocations, by the game's own payoffs.
#[test]
fn the_blotto_optimum_guarantees_the_value_against_every_allocation() {
    let s = blotto::Settings::default();
    let sol = solution(&s).unwrap();
    let game = s.game();
    let mut mixed: Vec<(Vec<u32>, f64)> = vec![];
    for (partition, p) in &sol.strategy_a {
        let orders: BTreeSet<Vec<u32>> = permutations(partition).into_iter().collect();
        for a in &orders {
            mixed.push((a.clone(), p / orders.len() as f64));
        }
    }
    for b in game.allocations(crate::games::blotto::Side::B) {
        let earned: f64 = mixed
            .iter()
            .map(|(a, p)| p * f64::from(game.payoff(a, &b)))
            .sum();
        assert!(earned >= -1e-12, "{b:?}: {earned}");
    }
}

fn permutations(v: &[u32]) -> Vec<Vec<u32>> {
    if v.len() <= 1 {
        return vec![v.to_vec()];
    }
    let mut out = vec![];
    for i in 0..v.len() {
        let mut rest = v.to_vec();
        let x = rest.remove(i);
        for mut p in permutations(&rest) {
            p.insert(0, x);
            out.push(p);
        }
    }
    out
}

#[test]
fn blotto_allocations_are_checked_field_by_field() {
    let x = seat(1, "player", 0);
    let p = refused("blotto", &x, json!({ "allocation": [5, 5] }));
    assert_eq!(p.field, "decision.allocation");
    assert!(p.message.contains("3 whole numbers"), "{p}");
    let p = refused("blotto", &x, json!({ "allocation": [5, 5, 1] }));
    assert!(p.message.contains("add up to 10"), "{p}");
    assert!(p.message.contains("Yours add up to 11"), "{p}");
    let p = refused("blotto", &x, json!({ "allocation": [-1, 6, 5] }));
    assert!(p.message.contains("-1 is not a whole number"), "{p}");
    let p = refused("blotto", &x, json!({ "allocation": [2.5, 2.5, 5] }));
    assert!(p.message.contains("whole number"), "{p}");
    let p = refused("blotto", &x, json!({ "allocation": "4,3,3" }));
    assert_eq!(p.field, "decision.allocation");
    let g = game("blotto").unwrap();
    let d = g
        .decision(&g.defaults(), &x, &json!({ "allocation": [4.0, 3, 3] }))
        .unwrap();
    assert_eq!(d.to_string(), r#"{"allocation":[4,3,3]}"#);
}

#[test]
fn blotto_bots_draw_from_the_optimum_or_uniformly() {
    let s = blotto::Settings::default();
    let sol = solution(&s).unwrap();
    let support: BTreeSet<Vec<u32>> = sol.strategy_a.iter().map(|(a, _)| a.clone()).collect();
    let g = game("blotto").unwrap();
    let d = g.defaults();
    let mut rng = Seed(9).rng();
    for _ in 0..200 {
        let a: Vec<u32> = serde_json::from_value(
            g.bot(&d, &seat(1, "player", 0), &mut rng)["allocation"].clone(),
        )
        .unwrap();
        let mut p = a.clone();
        p.sort_unstable_by(|x, y| y.cmp(x));
        assert!(support.contains(&p), "{a:?}");
    }
    // Uniform draws reach all 66 allocations, each adding up to 10.
    let mut seen = BTreeSet::new();
    for _ in 0..5000 {
        let a = uniform_allocation(&s, &mut rng);
        assert_eq!((a.len(), a.iter().sum::<u32>()), (3, 10));
        seen.insert(a);
    }
    assert_eq!(seen.len(), 66);
}

/// The largest games the settings allow solve well within a second (about 50 ms natively for
/// the slowest, 3 fields and 100 units, in the test profile).
#[test]
fn the_largest_blotto_games_allowed_solve_quickly() {
    for (k, u) in [
        (3, blotto::MAX_UNITS),
        (4, blotto::MAX_UNITS),
        (blotto::MAX_FIELDS, blotto::MAX_UNITS),
    ] {
        let start = std::time::Instant::now();
        let sol = crate::games::blotto::solve::partitions(&Blotto {
            fields: k,
            a: u,
            b: u,
        })
        .unwrap();
        let took = start.elapsed();
        assert!(sol.exact.is_some(), "{k} {u}");
        assert!(took.as_secs_f64() < 1.0, "{k} fields, {u} units: {took:?}");
    }
}

#[test]
fn rps_equilibrium_is_a_third_each() {
    let out = play("rps", json!({}), &[], &[]);
    assert_eq!(
        out.theory["equilibrium_exact"],
        json!(["1/3", "1/3", "1/3"])
    );
    assert_eq!(out.theory["equilibrium_payoff"], json!(0.0));
    assert_eq!(out.theory["replicator"], "cycles");
    let out = play("rps", json!({ "win": 2 }), &[], &[]);
    assert_eq!(
        out.theory["equilibrium_exact"],
        json!(["1/3", "1/3", "1/3"])
    );
    assert!(close(
        out.theory["equilibrium_payoff"].as_f64().unwrap(),
        1.0 / 3.0
    ));
    assert_eq!(out.theory["replicator"], "spirals in");
    // A second method: against the equilibrium every action pays the same.
    let s = rps::Settings {
        win: 2.0,
        loss: -1.0,
    };
    let x = s.equilibrium().unwrap().x_f64();
    let pays: Vec<f64> = (0..3)
        .map(|i| (0..3).map(|j| x[j] * s.payoff(i, j)).sum())
        .collect();
    assert!(
        close(pays[0], pays[1]) && close(pays[1], pays[2]),
        "{pays:?}"
    );
}

#[test]
fn rps_payoffs_are_averages_against_the_rest_of_the_class() {
    let seats = seats_in("player", &[0; 4]);
    let decisions = ["R", "R", "P", "S"].map(|a| json!({ "action": a }));
    let out = play("rps", json!({}), &seats, &decisions);
    let want = [0.0, 0.0, 1.0 / 3.0, -1.0 / 3.0];
    for (got, want) in out.payoffs.iter().zip(want) {
        assert!(close(*got, want), "{:?}", out.payoffs);
    }
    assert_eq!(out.summary["shares"], json!([0.5, 0.25, 0.25]));
    assert_eq!(out.summary["counts"], json!({ "R": 2, "P": 1, "S": 1 }));
}

/// A second method for the replicator path: in the zero-sum game x_R·x_P·x_S is constant
/// along it; when a win is worth more than a loss costs it grows towards 1/27.
#[test]
fn the_replicator_path_from_the_class_keeps_or_grows_the_product_of_shares() {
    let start = [0.5, 0.25, 0.25];
    let product = |x: &[f64]| x[0] * x[1] * x[2];
    let path = rps::Settings::default().replicator(&start);
    assert!(path.len() > 5);
    assert_eq!(path[0], start.to_vec());
    for x in &path {
        assert!((product(x) - product(&start)).abs() < 1e-7, "{x:?}");
        assert!(close(x.iter().sum(), 1.0));
    }
    let path = rps::Settings {
        win: 2.0,
        loss: -1.0,
    }
    .replicator(&start);
    for w in path.windows(2) {
        assert!(product(&w[1]) >= product(&w[0]) - 1e-12);
    }
    assert!(product(path.last().unwrap()) > product(&start) + 1e-3);
    // The summary carries the path from the class's own shares.
    let seats = seats_in("player", &[0; 4]);
    let decisions = ["R", "R", "P", "S"].map(|a| json!({ "action": a }));
    let out = play("rps", json!({}), &seats, &decisions);
    let summary_path: Vec<Vec<f64>> =
        serde_json::from_value(out.summary["replicator"].clone()).unwrap();
    assert_eq!(summary_path, rps::Settings::default().replicator(&start));
}
