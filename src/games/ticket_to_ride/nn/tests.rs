//! The network player's tests: the 34 120 weights, gradients against finite differences,
//! training, the agent in whole games, the saved file, the shipped network.

use super::network::argmax;
use super::teacher::{select, teacher_game};
use super::*;
use crate::game::ObservingBot;
use crate::game::State;
use crate::games::ticket_to_ride::algo::{self, draw_card, plan};
use crate::games::ticket_to_ride::algo_agent::AlgoAgent;
use crate::games::ticket_to_ride::features::{features, FeatureSet, FEATURES};
use crate::games::ticket_to_ride::record;
use crate::games::ticket_to_ride::{Game, Phase};
use crate::jobs::Job;
use crate::rng::{below, unit_f64, GameRng, Seed};

fn random_example(rng: &mut GameRng) -> Example {
    let mut features = vec![0.0; FEATURES];
    for f in &mut features {
        *f = 2.0 * unit_f64(rng) - 0.5;
    }
    Example {
        features,
        class: below(rng, CLASSES as u32) as u8,
    }
}

#[test]
fn the_shipped_network_loads_and_plays_legally_most_of_the_time() {
    let net = shipped();
    assert_eq!(net.weights(), 34_120);
    let e = evaluate(&net, 3, 4, 5);
    assert_eq!(e.games, 4);
    assert!(e.forbidden_rate < 0.05, "{e:?}");
    assert!(e.mean_score > 50.0, "{e:?}");
}

#[test]
fn the_network_has_the_thesis_34_120_weights() {
    let net = Network::new(Seed(1));
    assert_eq!(net.sizes(), ARCHITECTURE);
    assert_eq!(net.weights(), 34_120);
    assert_eq!(net.biases(), 344);
    assert_eq!(net.parameters(), 34_464);
    let p = net.probabilities(&[0.5; FEATURES]);
    assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    assert_eq!(Network::new(Seed(1)), net, "seeded");
    assert_ne!(Network::new(Seed(2)), net);
}

/// Backpropagation against central differences, every parameter of a small network and
/// a sample of the player's.
#[test]
fn gradients_match_finite_differences() {
    let mut rng = Seed(5).rng();
    let check = |net: &Network, batch: &[Example], which: &[usize]| {
        let (_, grad) = net.gradient(batch);
        let h = 1e-6;
        for &i in which {
            let mut plus = net.clone();
            plus.params[i] += h;
            let mut minus = net.clone();
            minus.params[i] -= h;
            let numeric = (plus.gradient(batch).0 - minus.gradient(batch).0) / (2.0 * h);
            let err = (numeric - grad[i]).abs() / (numeric.abs() + grad[i].abs()).max(1e-6);
            assert!(
                err < 1e-4,
                "parameter {i}: backprop {} numeric {numeric}",
                grad[i]
            );
        }
    };
    let small = Network::with_hidden(&[7, 5], Seed(3));
    let batch: Vec<Example> = (0..4).map(|_| random_example(&mut rng)).collect();
    let all: Vec<usize> = (0..small.parameters()).collect();
    check(&small, &batch, &all);
    let big = Network::new(Seed(4));
    let batch: Vec<Example> = (0..3).map(|_| random_example(&mut rng)).collect();
    let sample: Vec<usize> = (0..60)
        .map(|_| below(&mut rng, big.parameters() as u32) as usize)
        .chain(big.parameters() - 4..big.parameters())
        .collect();
    check(&big, &batch, &sample);
}

#[test]
fn training_learns_a_separable_set() {
    // The class is the quarter of [0, 1) feature 0 falls in; the other features are noise.
    let mut rng = Seed(9).rng();
    let examples: Vec<Example> = (0..400)
        .map(|_| {
            let mut e = random_example(&mut rng);
            e.features[0] = unit_f64(&mut rng);
            e.class = (e.features[0] * 4.0) as u8;
            e
        })
        .collect();
    let mut net = Network::with_hidden(&[16, 12], Seed(2));
    let (before, _) = net.loss(&examples);
    let mut opt = AdaGrad::new(net.parameters(), 0.05);
    for _ in 0..60 {
        for batch in examples.chunks(50) {
            net.train_batch(&mut opt, batch);
        }
    }
    let (after, accuracy) = net.loss(&examples);
    assert!(after < before / 3.0, "loss {before} → {after}");
    assert!(accuracy > 0.9, "accuracy {accuracy}");
}

#[test]
fn features_are_26_finite_numbers_in_rough_unit_range() {
    let mut g = Game::new(4, Seed(3), false).unwrap();
    let mut legal = Vec::new();
    let mut seen = 0;
    while !g.is_terminal() {
        let obs = g.observe(g.current());
        g.legal_actions(&mut legal);
        if obs.phase == Phase::Start {
            let x = features(&obs, &plan(&obs));
            assert_eq!(x.len(), FEATURES);
            assert!(
                x.iter().all(|v| v.is_finite() && (-3.0..=3.0).contains(v)),
                "{x:?}"
            );
            seen += 1;
        }
        g.apply(algo::decide(&obs, &legal));
    }
    assert!(seen > 20);
}

#[test]
fn the_teacher_plays_as_the_algorithmic_player_and_draws_agree() {
    for players in [2, 5] {
        let seats = teacher_game(players, 11, FeatureSet::Original);
        let mut agents = vec![AlgoAgent::default(); players];
        let mut refs: Vec<&mut dyn ObservingBot<Game>> = agents
            .iter_mut()
            .map(|a| a as &mut dyn ObservingBot<Game>)
            .collect();
        let (g, _, _) = record::play(&mut refs, 11, false);
        let scores: Vec<i32> = g.scores().iter().map(|s| s.total).collect();
        assert_eq!(seats.iter().map(|s| s.0).collect::<Vec<_>>(), scores);
        assert!(seats.iter().all(|s| !s.1.is_empty()));
    }
    // Whenever the algorithmic player draws at a turn's start, `draw_card` draws the same.
    let mut g = Game::new(3, Seed(8), false).unwrap();
    let mut legal = Vec::new();
    let mut draws = 0;
    while !g.is_terminal() {
        let obs = g.observe(g.current());
        g.legal_actions(&mut legal);
        let a = algo::decide(&obs, &legal);
        if obs.phase == Phase::Start && class_of(a) == 1 {
            assert_eq!(draw_card(&obs, &plan(&obs), &legal), Some(a));
            draws += 1;
        }
        g.apply(a);
    }
    assert!(draws > 10);
}

#[test]
fn an_untrained_network_plays_whole_games() {
    let net = Network::new(Seed(7));
    for players in [2, 5] {
        let mut agents: Vec<NnAgent> = (0..players).map(|_| NnAgent::new(&net)).collect();
        let mut refs: Vec<&mut dyn ObservingBot<Game>> = agents
            .iter_mut()
            .map(|a| a as &mut dyn ObservingBot<Game>)
            .collect();
        let (g, record, stats) = record::play(&mut refs, 21, false);
        assert!(g.is_terminal());
        record::check_record(&record).unwrap();
        for (p, a) in agents.iter().enumerate() {
            assert!(a.decisions > 0);
            assert_eq!(stats.forbidden[p], a.forbidden, "seat {p}");
            assert_eq!(a.chosen.iter().sum::<u32>(), a.decisions);
        }
        let e = evaluate(&net, players, 2, 21);
        assert_eq!(e.games, 2);
        assert!(e.mean_score.is_finite() && (0.0..=1.0).contains(&e.forbidden_rate));
    }
}

#[test]
fn a_short_real_training_reports_every_epoch() {
    let config = TrainConfig {
        games_per_count: 2,
        min_score: 80,
        epochs: 2,
        eval_games: 4,
        seed: 3,
        ..TrainConfig::default()
    };
    let mut t = Training::new(config.clone()).unwrap();
    let mut slices = 0;
    while !t.advance(3) {
        slices += 1;
        let p = Job::progress(&t);
        assert!((0.0..=1.0).contains(&p.fraction));
    }
    assert!(slices > 2);
    let data = t.data().unwrap().clone();
    assert_eq!(data.games, 8);
    assert!(data.kept_seats > 0 && data.examples > 0);
    assert_eq!(data.train + data.held_out, data.examples);
    assert_eq!(t.epochs().len(), 2);
    for (i, r) in t.epochs().iter().enumerate() {
        assert_eq!(r.epoch, i as u32 + 1);
        assert!(r.loss.is_finite() && r.loss > 0.0);
        assert!((0.0..=1.0).contains(&r.accuracy));
        let e = r.evaluation.as_ref().unwrap();
        assert_eq!(e.games, 4);
        assert!(e.mean_score.is_finite());
    }
    assert!(t.epochs()[1].loss < t.epochs()[0].loss + 0.05);
    let out = Job::step(&mut t, 1).unwrap();
    assert_eq!(out.epochs, t.epochs());
    // Deterministic.
    let mut again = Training::new(config).unwrap();
    let again = crate::jobs::run_to_end(&mut again);
    assert_eq!(again, out);
}

#[test]
fn bad_configurations_are_named() {
    assert_eq!(TrainConfig::default().validate(), Ok(()));
    let bad = TrainConfig {
        games_per_count: 0,
        player_counts: vec![2, 6],
        batch: 0,
        learning_rate: f64::NAN,
        ..TrainConfig::default()
    };
    let e = bad.validate().unwrap_err();
    for field in ["games_per_count", "player_counts", "batch", "learning_rate"] {
        assert!(e.contains(field), "{e}");
    }
    assert!(!e.contains("epochs"));
    let twice = TrainConfig {
        player_counts: vec![3, 3],
        ..TrainConfig::default()
    };
    assert!(twice.validate().unwrap_err().contains("repeat"));
    assert!(Training::new(bad).is_err());
    let wrong = Example {
        features: vec![0.0; FEATURES],
        class: 4,
    };
    let e = Training::with_examples(TrainConfig::default(), vec![wrong]).unwrap_err();
    assert!(e.contains("example 0"), "{e}");
}

#[test]
fn selection_keeps_the_threshold_or_the_best_half() {
    assert_eq!(select(&[130, 90, 125, 100], 120), (vec![0, 2], false));
    assert_eq!(
        select(&[100, 90, 110, 80, 70, 60, 50, 40, 30, 20, 10], 120),
        (vec![0, 1, 2, 3, 4, 5], true)
    );
}

#[test]
fn a_saved_network_decides_the_same() {
    let net = Network::new(Seed(12));
    let text = net.to_json();
    let back = Network::from_json(&text).unwrap();
    assert_eq!(back.to_json(), text, "a second round trip is exact");
    let mut rng = Seed(1).rng();
    for _ in 0..200 {
        let e = random_example(&mut rng);
        let (p, q) = (
            net.probabilities(&e.features),
            back.probabilities(&e.features),
        );
        assert_eq!(argmax(&p), argmax(&q));
        assert!(p.iter().zip(&q).all(|(a, b)| (a - b).abs() < 1e-4));
    }
    assert_eq!(evaluate(&net, 2, 1, 4), evaluate(&back, 2, 1, 4));
    let small = Network::with_hidden(&[3], Seed(1));
    let e = Network::from_json(&small.to_json()).unwrap_err();
    assert!(e.contains("layer sizes"), "{e}");
    let e = Network::from_json(&text.replace(FORMAT, "other")).unwrap_err();
    assert!(e.contains("format"), "{e}");
    let e = Network::from_json(&text.replacen("\"version\":1", "\"version\":2", 1)).unwrap_err();
    assert!(e.contains("version 2"), "{e}");
    assert!(Network::from_json("{").is_err());
}
