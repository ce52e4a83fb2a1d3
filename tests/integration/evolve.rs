//! The optimisers: War's "always descending" from the zero start, reproducibility, budgets.

use gamelab::evolve::{
    evaluate, Budget, Evolution, EvolveConfig, GameConfig, Interpretation, Optimiser,
};
use gamelab::games::rrrats::RatsRules;
use gamelab::games::war::WarRules;
use gamelab::jobs::{run, run_to_end};
use gamelab::racing::Params;
use gamelab::rng::Seed;

/// A shorter War cap and a coarser race keep the test fast; the optimum does not change.
fn war_config(optimiser: Optimiser, mutations: u64, seed: u64) -> EvolveConfig {
    let mut c = EvolveConfig::new(
        GameConfig::War(WarRules {
            cap: 2_000,
            ..WarRules::default()
        }),
        optimiser,
        Budget::Mutations(mutations),
        Seed(seed),
    );
    c.race_params = Params {
        eps: 0.03,
        ..Params::default()
    };
    c
}

#[test]
fn the_optimisers_find_always_descending_in_war() {
    for optimiser in [Optimiser::Iterative, Optimiser::Approx2] {
        let out = run_to_end(&mut Evolution::new(war_config(optimiser, 25, 3)).unwrap());
        let Interpretation::War(p) = out.interpretation else {
            panic!("War run interpreted as another game");
        };
        assert!(
            p.desc > p.asc && p.desc > p.shuffled && p.desc > 0.5,
            "{optimiser}: {p:?} after {} mutations, {} games",
            out.mutations,
            out.games
        );
        assert!(out.accepted >= 1);
    }
}

#[test]
fn runs_are_reproducible_and_sliceable() {
    let c = war_config(Optimiser::Coevolution, 4, 9);
    let a = run_to_end(&mut Evolution::new(c).unwrap());
    let mut job = Evolution::new(c).unwrap();
    let mut reports = 0;
    let b = run(&mut job, 500, |p| {
        reports += 1;
        assert!(p.fraction <= 1.0 && p.unit == "mutations");
        true
    })
    .unwrap();
    assert_eq!(a, b);
    assert!(reports > 1);
    assert_eq!(job.status().games, a.games);
    assert_eq!(a.population.len() as u64, 1 + a.accepted);
}

#[test]
fn a_rrrats_run_respects_a_games_budget() {
    let c = EvolveConfig::new(
        GameConfig::Rrrats(RatsRules::default()),
        Optimiser::Approx,
        Budget::Games(50_000),
        Seed(5),
    );
    let out = run_to_end(&mut Evolution::new(c).unwrap());
    assert!(out.games >= 50_000 && out.games < 51_000, "{}", out.games);
    assert_eq!(out.x.len(), 8);
    let e = evaluate(&c.game, &out.x, &[0.0; 8], 2_000, Seed(1));
    assert_eq!(e.games, 2_000);
}
