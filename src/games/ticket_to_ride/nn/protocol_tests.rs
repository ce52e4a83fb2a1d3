//! Tests of the thesis's protocol options: the feature sets, the summed loss, AdaGrad's
//! starting sums, epochs of a fixed number of steps, the untrained network as epoch 0, and the
//! thesis's rule for forbidden decisions.

use super::*;
use crate::game::State;
use crate::games::ticket_to_ride::algo::{self, plan};
use crate::games::ticket_to_ride::experiment::{table, table_under, ForbiddenRule, GameResult};
use crate::games::ticket_to_ride::features::{
    capacity, features, FeatureSet, FEATURES, FEATURE_NAMES, FEATURE_SETS, OTHERS, REVISED,
    REVISED_NAMES,
};
use crate::games::ticket_to_ride::{Game, Phase, COLOR_NAMES, KINDS};
use crate::jobs::run_to_end;
use crate::rng::{below, unit_f64, Seed};

#[test]
fn the_revised_sets_keep_drop_and_add_the_right_inputs() {
    for name in FEATURE_SETS {
        let set = FeatureSet::parse(name).unwrap();
        assert_eq!(set.name(), name);
        assert_eq!(set.names().len(), set.len());
    }
    assert!(FeatureSet::parse("all").unwrap_err().contains("original"));
    // The revised names: the 26 without the others', then a count per card kind, then the
    // largest colour.
    let kept: Vec<&str> = FEATURE_NAMES
        .iter()
        .enumerate()
        .filter(|(i, _)| !OTHERS.contains(i))
        .map(|(_, n)| *n)
        .collect();
    assert_eq!(REVISED_NAMES[..kept.len()], kept[..]);
    assert!(FEATURE_NAMES[OTHERS]
        .iter()
        .all(|n| n.starts_with("others'")));
    for (c, name) in COLOR_NAMES.iter().enumerate() {
        assert_eq!(REVISED_NAMES[kept.len() + c], format!("own {name} cards"));
    }
    assert_eq!(kept.len() + KINDS + 1, REVISED);
    // The repository's count of colours, as its countCapacity counts them.
    let mut hand = [0u8; KINDS];
    assert_eq!(capacity(&hand), (0, 0));
    hand[0] = 3;
    hand[4] = 1;
    assert_eq!(
        capacity(&hand),
        (3, 3),
        "two colours and the locomotive entry"
    );
    hand[8] = 2;
    assert_eq!(capacity(&hand), (5, 9), "a locomotive pays every colour");
    let mut g = Game::new(4, Seed(5), false).unwrap();
    let mut legal = Vec::new();
    let mut seen = 0;
    while !g.is_terminal() {
        let obs = g.observe(g.current());
        g.legal_actions(&mut legal);
        if obs.phase == Phase::Start {
            let p = plan(&obs);
            let all = features(&obs, &p);
            let revised = FeatureSet::Revised.inputs(&obs, &p);
            let repository = FeatureSet::Repository.inputs(&obs, &p);
            assert_eq!(FeatureSet::Original.inputs(&obs, &p), all.to_vec());
            assert_eq!((revised.len(), repository.len()), (REVISED, REVISED));
            assert_eq!(revised[..OTHERS.start], all[..OTHERS.start]);
            assert_eq!(
                revised[OTHERS.start..FEATURES - OTHERS.len()],
                all[OTHERS.end..]
            );
            let base = FEATURES - OTHERS.len();
            for k in 0..KINDS {
                assert_eq!(revised[base + k] * 12.0, f64::from(obs.hand[k]));
            }
            let (largest, colours) = capacity(&obs.hand);
            assert_eq!(revised[REVISED - 1] * 12.0, f64::from(largest));
            assert_eq!(repository[..FEATURES], all[..]);
            assert_eq!(repository[FEATURES + 1] * 9.0, f64::from(colours));
            seen += 1;
        }
        g.apply(algo::decide(&obs, &legal));
    }
    assert!(seen > 20);
}

fn examples(n: usize, inputs: usize, seed: u64) -> Vec<Example> {
    let mut rng = Seed(seed).rng();
    (0..n)
        .map(|_| Example {
            features: (0..inputs).map(|_| unit_f64(&mut rng)).collect(),
            class: below(&mut rng, CLASSES as u32) as u8,
        })
        .collect()
}

#[test]
fn the_summed_loss_scales_the_gradient_and_adagrad_cancels_the_scale() {
    let net = Network::with_hidden(&[6, 5], Seed(2));
    let batch = examples(8, FEATURES, 3);
    let (lm, gm) = net.gradient_of(&batch, Reduction::Mean);
    let (ls, gs) = net.gradient_of(&batch, Reduction::Sum);
    assert_eq!(lm, ls, "the reported loss is the mean either way");
    for (m, s) in gm.iter().zip(&gs) {
        assert!((m * 8.0 - s).abs() < 1e-9 * (1.0 + s.abs()));
    }
    // Full batches: AdaGrad's steps are the same up to its ε.
    let (mut a, mut b) = (net.clone(), net.clone());
    let (mut oa, mut ob) = (
        AdaGrad::new(a.parameters(), 0.05),
        AdaGrad::new(b.parameters(), 0.05),
    );
    for _ in 0..5 {
        a.train_batch_of(&mut oa, &batch, Reduction::Mean);
        b.train_batch_of(&mut ob, &batch, Reduction::Sum);
    }
    let worst = a
        .params
        .iter()
        .zip(&b.params)
        .map(|(x, y)| (x - y).abs())
        .fold(0.0, f64::max);
    assert!(worst < 1e-4, "{worst}: steps of 0.05");
    // TensorFlow's starting sums of squares break the cancelling: the mean's small gradients
    // move less than the sum's.
    let (mut c, mut d) = (net.clone(), net.clone());
    let (mut oc, mut od) = (
        AdaGrad::with_accumulator(c.parameters(), 0.05, 0.1),
        AdaGrad::with_accumulator(d.parameters(), 0.05, 0.1),
    );
    c.train_batch_of(&mut oc, &batch, Reduction::Mean);
    d.train_batch_of(&mut od, &batch, Reduction::Sum);
    let moved = |x: &Network| -> f64 {
        x.params
            .iter()
            .zip(&net.params)
            .map(|(p, q)| (p - q).abs())
            .sum()
    };
    assert!(moved(&c) < moved(&d), "{} {}", moved(&c), moved(&d));
}

#[test]
fn epochs_of_fixed_steps_stream_the_decisions_and_the_untrained_network_is_epoch_0() {
    let config = TrainConfig {
        epochs: 3,
        batch: 7,
        steps_per_epoch: Some(5),
        eval_games: 2,
        features: FeatureSet::Revised,
        loss: Reduction::Sum,
        initial_accumulator: 0.1,
        ..TrainConfig::default()
    };
    let data = examples(40, REVISED, 8);
    let mut t = Training::with_examples(config.clone(), data.clone()).unwrap();
    let out = run_to_end(&mut t);
    assert_eq!(out.epochs.len(), 3);
    let zero = out.untrained.as_ref().unwrap();
    assert_eq!(zero.epoch, 0);
    let e = zero.evaluation.as_ref().unwrap();
    assert_eq!(e.games, 2);
    // 3 epochs × 5 steps × 7 decisions = 105 from a stream of 36 training decisions: three
    // passes (the last one partly).
    assert_eq!(t.passes, 3);
    assert_eq!(t.cursor, 105 - 2 * 36);
    assert_eq!(out.network.features(), FeatureSet::Revised);
    assert_eq!(out.network.sizes()[0], REVISED);
    // The untrained network's loss is that of the initial weights.
    let initial = Network::for_inputs(FeatureSet::Revised, Seed(1).derive(1));
    assert_eq!(zero.loss, initial.loss(t.training_examples()).0);
    // A revised network saves, loads and plays.
    let back = Network::from_json(&out.network.to_json()).unwrap();
    assert_eq!(back.features(), FeatureSet::Revised);
    let v = evaluate(&back, 3, 1, 2);
    assert_eq!(v.games, 1);
    // Examples of the wrong width are refused by name.
    let e = Training::with_examples(config, examples(3, FEATURES, 1)).unwrap_err();
    assert!(e.contains("28 features (revised)"), "{e}");
}

#[test]
fn the_protocols_set_what_the_thesis_ran() {
    let base = TrainConfig {
        seed: 9,
        features: FeatureSet::Repository,
        ..TrainConfig::default()
    };
    assert_eq!(
        base.protocol("ours").unwrap().epochs,
        TrainConfig::default().epochs
    );
    let t = base.protocol("thesis").unwrap();
    assert_eq!(
        (
            t.games_per_count,
            t.epochs,
            t.batch,
            t.steps_per_epoch,
            t.eval_games
        ),
        (30, 40, 250, Some(250), 240)
    );
    assert_eq!(
        (t.loss, t.learning_rate, t.initial_accumulator),
        (Reduction::Sum, 0.05, 0.1)
    );
    assert_eq!((t.seed, t.features), (9, FeatureSet::Repository));
    let p = base.protocol("thesis-progress").unwrap();
    assert_eq!((p.epochs, p.batch, p.steps_per_epoch), (10, 100, Some(100)));
    for name in PROTOCOLS {
        assert_eq!(base.protocol(name).unwrap().validate(), Ok(()));
    }
    assert!(base.protocol("fast").unwrap_err().contains("protocol"));
    let bad = TrainConfig {
        steps_per_epoch: Some(0),
        initial_accumulator: -1.0,
        ..TrainConfig::default()
    };
    let e = bad.validate().unwrap_err();
    assert!(
        e.contains("steps_per_epoch") && e.contains("initial_accumulator"),
        "{e}"
    );
}

#[test]
fn the_thesis_rule_leaves_the_interrupted_games_out() {
    let net = Network::new(Seed(3));
    let untrained = evaluate(&net, 3, 4, 1);
    assert_eq!(
        untrained.interrupted, 4,
        "an untrained network errs in every game"
    );
    assert_eq!(untrained.finished_players, 0);
    assert_eq!(untrained.finished_mean_score, None);
    let shipped = evaluate(&shipped(), 2, 6, 1);
    assert_eq!(
        shipped.finished_players,
        2 * u64::from(shipped.games - shipped.interrupted)
    );
    // Tables: a game with a forbidden decision counts only as interrupted under `End`.
    let game = |index: u64, forbidden: u32, score: i32| GameResult {
        index,
        players: 2,
        scores: [score, score + 10]
            .iter()
            .map(|&total| crate::games::ticket_to_ride::Score {
                routes: total,
                tickets: 0,
                longest_path: 0,
                total,
                completed: 0,
                failed: 0,
                path_length: 0,
            })
            .collect(),
        forbidden: vec![forbidden, 0],
        decisions: vec![10, 10],
        turns: 40,
    };
    let games = vec![game(0, 0, 100), game(1, 2, 10), game(2, 0, 120)];
    let all = table(&games);
    let thesis = table_under(&games, ForbiddenRule::End);
    assert_eq!((all[0].games, all[0].interrupted), (3, 1));
    assert_eq!((thesis[0].games, thesis[0].interrupted), (2, 1));
    assert_eq!(all[0].min, 10.0);
    assert_eq!(thesis[0].min, 100.0);
    assert_eq!(thesis[0].mean, 115.0);
    assert_eq!(ForbiddenRule::parse("end"), Ok(ForbiddenRule::End));
    assert!(ForbiddenRule::parse("stop").is_err());
    // Every game interrupted: no row.
    assert!(table_under(&games[1..2], ForbiddenRule::End).is_empty());
}

/// The thesis's iteration 0 (its chapter 6 table): the untrained network makes a forbidden
/// decision in every game (240 of 240 there); here 6 games per table size, the training's own
/// initial network and evaluation deals.
#[test]
fn the_untrained_network_interrupts_every_game_as_in_the_thesis() {
    let config = TrainConfig::default().protocol("thesis-progress").unwrap();
    let net = Network::for_inputs(config.features, Seed(config.seed).derive(1));
    for players in 2..=5 {
        let e = evaluate(&net, players, 6, 1);
        assert_eq!(e.interrupted, 6, "{players} players: {e:?}");
        assert_eq!(e.finished_mean_score, None);
        assert!(e.forbidden_per_game > 5.0, "{e:?}");
    }
}
