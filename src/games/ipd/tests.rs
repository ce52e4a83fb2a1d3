use super::population::{Population, PopulationSettings};
use super::race::{Duel, DuelMode, DuelSpec};
use super::tournament::{shares, RangeJob};
use super::*;
use crate::jobs::{run_to_end, Job};
use crate::racing::race::Outcomes;
use crate::racing::{Algorithm, Params};
use crate::rng::Seed;

fn s(name: &str) -> Strategy {
    by_name(name).unwrap()
}

fn spec(noise: f64) -> TournamentSpec {
    TournamentSpec {
        players: [
            "Tit For Tat",
            "Defector",
            "Random",
            "Grudger",
            "First by Feld",
            "Alternator",
        ]
        .iter()
        .map(|n| s(n))
        .collect(),
        turns: 50,
        repetitions: 3,
        noise,
        payoffs: Payoffs::default(),
        seed: 17,
    }
}

#[test]
fn payoffs_must_make_a_dilemma() {
    assert!(Payoffs::default().check().is_ok());
    assert_eq!(Payoffs::parse("3,0,5,1"), Ok(Payoffs::default()));
    for (text, broken) in [
        ("3,0,3,1", "T > R"),
        ("3,0,5,3", "R > P"),
        ("3,1,5,1", "P > S"),
        ("3,0,7,1", "2R > T + S"),
    ] {
        let e = Payoffs::parse(text).unwrap_err();
        assert!(
            matches!(&e, PayoffsError::NotADilemma(why) if why.starts_with(broken)),
            "{text}: {e}"
        );
    }
    assert_eq!(Payoffs::parse("3,0,5"), Err(PayoffsError::Count(3)));
    assert!(Payoffs::parse("3,0,5,x")
        .unwrap_err()
        .to_string()
        .starts_with("P:"));
}

#[test]
fn noise_is_seen_by_both_histories() {
    let p = Payoffs::default();
    // Cooperator with noise 1 always plays D: its opponent Tit For Tat answers that D.
    let m = play_match(&s("Cooperator"), &s("Tit For Tat"), 5, 1.0, &p, Seed(1));
    assert_eq!(m.move_pairs(), ["DD", "DC", "DC", "DC", "DC"]);
    // Grudger sees the flipped moves: one flip of the opponent's C makes it defect for ever.
    let m = play_match(&s("Grudger"), &s("Cooperator"), 400, 0.05, &p, Seed(4));
    let first = m.moves.iter().position(|x| x.1 == Move::D).unwrap();
    let flips = m
        .moves
        .iter()
        .skip(first + 1)
        .filter(|x| x.0 == Move::C)
        .count();
    // After the grudge only noise makes Grudger cooperate: about 5% of its moves.
    assert!(flips < (400 - first) / 8, "{flips}");
    assert_eq!(
        m.scores,
        match_scores(&s("Grudger"), &s("Cooperator"), 400, 0.05, &p, Seed(4))
    );
}

#[test]
fn any_split_of_a_tournament_gives_identical_results() {
    for noise in [0.0, 0.1] {
        let spec = spec(noise);
        let whole = play_tournament(&spec).unwrap();
        let total = spec.matches();
        assert_eq!(total, 21 * 3);
        for parts in [2, 3, 7, 63] {
            let partials: Vec<_> = shares(total, parts)
                .into_iter()
                .rev()
                .map(|(first, count)| play_range(&spec, first, count))
                .collect();
            assert_eq!(merge(&spec, partials).unwrap(), whole, "{parts} shares");
        }
        // A job stepped in small slices gives the same share.
        let mut job = RangeJob::new(spec.clone(), 5, 20);
        let mut steps = 0;
        let partial = loop {
            steps += 1;
            if let Some(p) = job.step(3) {
                break p;
            }
        };
        assert_eq!(steps, 7);
        assert_eq!(partial, play_range(&spec, 5, 20));
        // Missing and overlapping shares are refused.
        assert!(merge(&spec, vec![play_range(&spec, 0, 10)]).is_err());
        assert!(merge(
            &spec,
            vec![play_range(&spec, 0, 40), play_range(&spec, 30, 40)]
        )
        .is_err());
    }
}

#[test]
fn tournament_tables_by_hand() {
    // Tit For Tat, Defector and Cooperator, 10 turns, no noise.
    let spec = TournamentSpec {
        players: vec![s("Tit For Tat"), s("Defector"), s("Cooperator")],
        turns: 10,
        repetitions: 2,
        noise: 0.0,
        payoffs: Payoffs::default(),
        seed: 1,
    };
    let r = play_tournament(&spec).unwrap();
    // TFT: 9 + 30 against ALLD and ALLC; ALLD: 14 + 50; ALLC: 0 + 30.
    assert_eq!(r.scores, vec![vec![39.0; 2], vec![64.0; 2], vec![30.0; 2]]);
    assert_eq!(r.normalised_scores[1], vec![3.2; 2]);
    assert_eq!(
        r.payoff_matrix,
        vec![
            vec![3.0, 0.9, 3.0],
            vec![1.4, 1.0, 5.0],
            vec![3.0, 0.0, 3.0]
        ]
    );
    assert_eq!(r.ranking, vec![1, 0, 2]);
    assert_eq!(r.ranked_names, ["Defector", "Tit For Tat", "Cooperator"]);
    assert_eq!(r.wins, vec![vec![0; 2], vec![2; 2], vec![0; 2]]);
    let csv = r.csv();
    assert!(csv.starts_with(
        "rank,player,median_score_per_turn,wins,repetition_1,repetition_2\n1,Defector,3.2,4,"
    ));
    assert_eq!(r.payoff_matrix_csv().lines().count(), 4);
    assert!(play_tournament(&TournamentSpec {
        players: vec![s("Defector")],
        ..spec.clone()
    })
    .is_err());
}

#[test]
fn ecological_shares_sum_to_one_and_match_a_step_by_hand() {
    let u = vec![
        vec![3.0, 0.9, 3.0],
        vec![1.4, 1.0, 5.0],
        vec![3.0, 0.0, 3.0],
    ];
    let rows = ecological(&u, 50);
    assert_eq!(rows.len(), 51);
    for row in &rows {
        assert!((row.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    }
    // One step from ⅓ each: fitness (6.9, 7.4, 6) / 3, so shares ∝ (6.9, 7.4, 6).
    let expected = [6.9 / 20.3, 7.4 / 20.3, 6.0 / 20.3];
    for (a, b) in rows[1].iter().zip(expected) {
        assert!((a - b).abs() < 1e-12, "{:?}", rows[1]);
    }
    // Defectors thrive on the cooperators at first, then die out; Tit For Tat, which they
    // exploited least, ends with the largest share beside the surviving cooperators.
    assert!(rows[1][1] > rows[0][1]);
    let last = rows.last().unwrap();
    assert!(last[1] < 1e-6 && last[0] > last[2], "{last:?}");
    assert!(ecological_from(&u, &[1.0, 1.0], 3).is_err());
    assert!(ecological_from(&u, &[0.0, 0.0, 0.0], 3).is_err());
    assert_eq!(
        ecological_from(&u, &[0.0, 1.0, 0.0], 2).unwrap()[2],
        vec![0.0, 1.0, 0.0]
    );
}

#[test]
fn population_play_replaces_the_worst_by_the_best() {
    let strategies = vec![s("Tit For Tat"), s("Defector"), s("Cooperator")];
    let mut pop = Population::new(
        strategies.clone(),
        vec![5, 5, 15],
        PopulationSettings::default(),
        Seed(3),
    )
    .unwrap();
    let first = pop.round();
    assert_eq!(first.round, 1);
    assert_eq!(first.removed.iter().sum::<u32>(), 5);
    assert_eq!(first.added.iter().sum::<u32>(), 5);
    assert_eq!(first.counts.iter().sum::<u32>(), 25);
    // Against 15 cooperators the defectors score most and the cooperators least.
    assert_eq!(first.removed, vec![0, 0, 5]);
    assert_eq!(first.added, vec![0, 5, 0]);
    assert_eq!(first.counts, vec![5, 10, 10]);
    let mut last = first;
    for _ in 0..30 {
        last = pop.round();
    }
    // Cooperators are exploited away, then Tit For Tat outlasts the defectors.
    assert_eq!(last.counts, vec![25, 0, 0], "{last:?}");
    assert_eq!(last.mean_scores[1], None);
    // Seeded: the same seed replays the same rounds.
    let run = |seed| {
        let mut p = Population::new(
            vec![s("Random"), s("Grudger"), s("Defector")],
            vec![9, 8, 8],
            PopulationSettings {
                noise: 0.05,
                ..PopulationSettings::default()
            },
            Seed(seed),
        )
        .unwrap();
        (0..5).map(|_| p.round()).collect::<Vec<_>>()
    };
    assert_eq!(run(1), run(1));
    assert!(Population::new(
        strategies.clone(),
        vec![1, 0, 0],
        PopulationSettings::default(),
        Seed(1)
    )
    .is_err());
    assert!(Population::new(
        strategies,
        vec![2, 2, 2],
        PopulationSettings::default(),
        Seed(1)
    )
    .is_err());
}

#[test]
fn duels_feed_races() {
    let base = DuelSpec {
        a: s("Tit For Tat"),
        b: s("Defector"),
        mode: DuelMode::HeadToHead,
        turns: 50,
        noise: 0.0,
        payoffs: Payoffs::default(),
        seed: 1,
    };
    // Head to head Tit For Tat never outscores Defector.
    let mut duel = Duel::new(base.clone()).unwrap();
    assert_eq!(duel.play(100), 0);
    assert_eq!(duel.played(), 100);
    // Against a field of classics, Tit For Tat earns more than Defector.
    let field = DuelSpec {
        mode: DuelMode::Field(classics()),
        noise: 0.05,
        ..base.clone()
    };
    let wins = Duel::new(field.clone()).unwrap().play(2000);
    assert!(wins > 1100, "{wins}");
    assert_eq!(
        Duel::new(field.clone()).unwrap().play(500),
        Duel::new(field.clone()).unwrap().play(500)
    );
    // A tie is a fair coin: Tit For Tat against itself.
    let tie = DuelSpec {
        b: s("Tit For Tat"),
        ..base.clone()
    };
    let wins = Duel::new(tie).unwrap().play(4000);
    assert!((1800..2200).contains(&wins), "{wins}");
    let outcome = race::race(field, Algorithm::IlebrStar2, &Params::default())
        .unwrap()
        .run();
    assert_eq!(outcome.winner.key(), "p1", "{outcome:?}");
    assert!(Duel::new(DuelSpec {
        mode: DuelMode::Field(vec![]),
        ..base
    })
    .is_err());
}

#[test]
fn the_benchmark_checks_and_times() {
    let mut bench = bench::IpdBench::new(1, Box::new(|| 0.0)).unwrap();
    let rows = run_to_end(&mut bench);
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].matches, 29 * 30 / 2);
    assert!(bench::IpdBench::new(0, Box::new(|| 0.0)).is_err());
}
