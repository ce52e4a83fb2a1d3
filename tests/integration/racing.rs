//! Racing: the exact DP against Monte Carlo, and the thesis's simulation facts.

use gamelab::racing::exact::exact;
use gamelab::racing::montecarlo::simulate;
use gamelab::racing::race::PrecisionStop;
use gamelab::racing::{Algorithm, Params, Schedule};
use gamelab::rng::Seed;

/// Exact α(μ) and mean games must fall inside Monte Carlo's intervals (4 standard errors,
/// so the seeded test is a real check but not a coin flip) for the race the DP computes.
#[test]
fn exact_dp_agrees_with_monte_carlo() {
    let params = Params::default();
    for algorithm in [
        Algorithm::Ilebr2,
        Algorithm::IlebrStar,
        Algorithm::IlebrStar2,
    ] {
        let schedule = Schedule::new(algorithm, &params).unwrap();
        for mu in [0.49, 0.497, 0.5, 0.503, 0.51] {
            let e = exact(&schedule, mu).unwrap();
            let runs = 3_000;
            let t = simulate(
                algorithm,
                &params,
                mu,
                Seed(2024),
                0,
                runs,
                PrecisionStop::Off,
            )
            .unwrap();
            let r = t.result();
            let se_alpha = (e.alpha * (1.0 - e.alpha) / runs as f64).sqrt().max(1e-4);
            assert!(
                (r.alpha - e.alpha).abs() <= 4.0 * se_alpha,
                "{algorithm} μ = {mu}: Monte Carlo α {} vs exact {}",
                r.alpha,
                e.alpha
            );
            let se_games = (r.games_ci.1 - r.games_ci.0) / (2.0 * 1.96);
            assert!(
                (r.mean_games - e.mean_games).abs() <= 4.0 * se_games + 1.0,
                "{algorithm} μ = {mu}: Monte Carlo games {} vs exact {}",
                r.mean_games,
                e.mean_games
            );
        }
    }
}

/// The spec's simulation facts at ε = 0.01, δ = 0.05 (with the precision stop, as the thesis
/// ran them), within Monte Carlo error.
#[test]
fn the_thesis_simulation_facts() {
    let p = Params::default();
    let mean_games = |a: Algorithm, mu: f64, runs: u64| {
        simulate(a, &p, mu, Seed(77), 0, runs, PrecisionStop::On)
            .unwrap()
            .result()
    };
    // Mean games at μ = 0.5: LEBR ≈ 154 100, ILEBR ≈ 74 480, square schedules ≈ 45 190.
    let lebr = mean_games(Algorithm::Lebr, 0.5, 30);
    assert!(
        (lebr.mean_games - 154_100.0).abs() < 1_500.0,
        "LEBR {}",
        lebr.mean_games
    );
    let ilebr = mean_games(Algorithm::Ilebr, 0.5, 60);
    assert!(
        (ilebr.mean_games - 74_480.0).abs() < 300.0,
        "ILEBR {}",
        ilebr.mean_games
    );
    for a in [
        Algorithm::Ilebr2,
        Algorithm::IlebrStar,
        Algorithm::IlebrStar2,
    ] {
        let r = mean_games(a, 0.5, 1_000);
        assert!(
            (r.mean_games - 45_190.0).abs() < 200.0,
            "{a} {}",
            r.mean_games
        );
    }
    // The starred versions stop early at μ = 0.45: ≈ 2 970 games.
    for a in [Algorithm::IlebrStar, Algorithm::IlebrStar2] {
        let r = mean_games(a, 0.45, 2_000);
        assert!(
            (r.mean_games - 2_970.0).abs() < 120.0,
            "{a} at 0.45: {}",
            r.mean_games
        );
        assert_eq!(r.alpha, 0.0);
    }
    // α at μ = 0.497: ILEBR ≈ 0.046.
    let ilebr = mean_games(Algorithm::Ilebr, 0.497, 1_000);
    assert!(
        (ilebr.alpha - 0.046).abs() < 0.02,
        "ILEBR α {}",
        ilebr.alpha
    );
}
