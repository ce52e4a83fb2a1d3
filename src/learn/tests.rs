//! The learning loop's tests: the gradient against finite differences, the saved file's exact
//! round trip, the prior as a distribution, self-play's samples, the job, and a short run that
//! measurably improves tic-tac-toe play. The full run to perfect play is `#[ignore]`d (it
//! takes about a minute in release; `gamelab train --game tictactoe` runs it).

use std::sync::Arc;

use super::*;
use crate::game::{Player, State};
use crate::games::connect4::Connect4;
use crate::games::tictactoe::{Square, TicTacToe};
use crate::jobs::{run_to_end, Job};
use crate::rng::{below, unit_f64, Seed};
use crate::search::mcts::Prior;

fn random_samples(net: &Network, n: usize, seed: Seed) -> Vec<Sample> {
    let mut rng = seed.rng();
    (0..n)
        .map(|_| {
            let input: Vec<f64> = (0..net.inputs())
                .map(|_| f64::from(below(&mut rng, 2)))
                .collect();
            let mut legal = 0u64;
            while legal == 0 {
                legal = (0..net.actions()).fold(0, |m, a| m | u64::from(below(&mut rng, 2)) << a);
            }
            let mut policy: Vec<f64> = (0..net.actions())
                .map(|a| {
                    if legal >> a & 1 == 1 {
                        unit_f64(&mut rng)
                    } else {
                        0.0
                    }
                })
                .collect();
            let sum: f64 = policy.iter().sum();
            policy.iter_mut().for_each(|p| *p /= sum);
            Sample {
                input,
                legal,
                policy,
                value: 2.0 * unit_f64(&mut rng) - 1.0,
            }
        })
        .collect()
}

#[test]
fn the_gradient_matches_finite_differences() {
    let mut net = Network::new("test", 7, &[6, 5], 4, Seed(3));
    // Non-zero biases, so ReLUs sit on both sides of 0 without ties at it.
    let mut rng = Seed(4).rng();
    for p in net.params_mut() {
        *p += 0.1 * (2.0 * unit_f64(&mut rng) - 1.0);
    }
    let samples = random_samples(&net, 5, Seed(5));
    let batch: Vec<&Sample> = samples.iter().collect();
    let l2 = 0.01;
    let (_, grad) = net.gradient(&batch, l2);
    let h = 1e-6;
    let mut worst: f64 = 0.0;
    for (i, &g) in grad.iter().enumerate() {
        let mut plus = net.clone();
        plus.params_mut()[i] += h;
        let mut minus = net.clone();
        minus.params_mut()[i] -= h;
        let numeric = (plus.gradient(&batch, l2).0.total() - minus.gradient(&batch, l2).0.total())
            / (2.0 * h);
        let err = (numeric - g).abs() / (1e-4 + numeric.abs().max(g.abs()));
        worst = worst.max(err);
    }
    assert!(worst < 1e-4, "relative error {worst}");
}

#[test]
fn a_saved_network_reads_back_exactly() {
    let net = Network::new("tictactoe", 18, &[16, 8], 9, Seed(9));
    let text = net.to_json();
    assert_eq!(Network::from_json(&text).unwrap(), net);
    assert!(text.contains("\"version\":1") && text.contains("\"game\":\"tictactoe\""));
    let bad = text.replace("\"version\":1", "\"version\":2");
    assert!(Network::from_json(&bad).unwrap_err().contains("version"));
    let short = text.replace("\"hidden\":[16,8]", "\"hidden\":[16,9]");
    assert!(Network::from_json(&short)
        .unwrap_err()
        .contains("parameters"));
    assert!(Network::from_json("{}").is_err());
}

#[test]
fn the_prior_is_a_distribution_over_the_legal_moves() {
    let net = Arc::new(Network::new("tictactoe", 18, &[16], 9, Seed(1)));
    let prior = NetworkPrior::new(Arc::clone(&net), TicTacToeEncoder);
    let board = TicTacToe::parse("XO.X..O..").unwrap();
    let mut actions = Vec::new();
    board.legal_actions(&mut actions);
    let mut p = Vec::new();
    prior.policy(&board, &actions, &mut p);
    assert_eq!(p.len(), actions.len());
    assert!(p.iter().all(|&x| x > 0.0));
    assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    // The value is the network's from the mover's view, turned to the first player's.
    let (_, v) = prior.evaluate(&board);
    assert_eq!(board.turn(), crate::game::Turn::Player(Player(0)));
    assert_eq!(prior.value(&board), Some(v));
    let after = board.child(Square(2));
    let (_, w) = prior.evaluate(&after);
    assert_eq!(prior.value(&after), Some(-w));
    assert!((-1.0..=1.0).contains(&w));
    // Connect Four: a full column has no probability.
    let c4 = Connect4::from_moves(Default::default(), "111111").unwrap();
    let net = Arc::new(Network::new("connect4", 84, &[8], 7, Seed(2)));
    let prior = NetworkPrior::new(net, Connect4Encoder::default());
    c4.legal_actions(&mut Vec::new());
    let mut cols = Vec::new();
    c4.legal_actions(&mut cols);
    assert_eq!(cols.len(), 6);
    prior.policy(&c4, &cols, &mut p);
    assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    let (all, _) = prior.evaluate(&c4);
    assert_eq!(all[0], 0.0);
}

#[test]
fn dirichlet_noise_is_a_distribution() {
    let mut rng = Seed(8).rng();
    for alpha in [0.3, 1.0, 2.5] {
        let x = prior::dirichlet(alpha, 9, &mut rng);
        assert!(x.iter().all(|&v| v >= 0.0));
        assert!((x.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    }
    let mean = (0..4000).map(|_| prior::gamma(0.5, &mut rng)).sum::<f64>() / 4000.0;
    assert!((mean - 0.5).abs() < 0.05, "Gamma(0.5) mean {mean}");
}

fn small_settings() -> SelfPlaySettings {
    SelfPlaySettings {
        simulations: 12,
        exploration: 1.5,
        dirichlet_alpha: 1.0,
        noise_weight: 0.25,
        temperature_moves: 3,
    }
}

#[test]
fn self_play_samples_are_legal_and_fixed_by_the_seed() {
    let net = Arc::new(Network::new("tictactoe", 18, &[16], 9, Seed(1)));
    let settings = small_settings();
    let a = self_play(&net, &TicTacToeEncoder, &settings, Seed(5), 0..4);
    let b = self_play(&net, &TicTacToeEncoder, &settings, Seed(5), 0..4);
    assert_eq!(a, b);
    // Split into pieces (as threads or workers would), the same samples.
    let mut c = self_play(&net, &TicTacToeEncoder, &settings, Seed(5), 0..1);
    c.extend(self_play(&net, &TicTacToeEncoder, &settings, Seed(5), 1..4));
    assert_eq!(a, c);
    assert_ne!(
        a,
        self_play(&net, &TicTacToeEncoder, &settings, Seed(6), 0..4)
    );
    for s in &a {
        // Marks on the board: the input's own and opponent's planes never overlap.
        for i in 0..9 {
            assert!(s.input[i] + s.input[9 + i] <= 1.0);
            let empty = s.input[i] + s.input[9 + i] == 0.0;
            assert_eq!(s.legal >> i & 1 == 1, empty, "legal = empty cells");
            if !empty {
                assert_eq!(s.policy[i], 0.0);
            }
        }
        assert!((s.policy.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        assert!([-1.0, 0.0, 1.0].contains(&s.value));
    }
    // Connect Four plays legal games too.
    let net = Arc::new(Network::new("connect4", 84, &[8], 7, Seed(1)));
    let games = self_play(&net, &Connect4Encoder::default(), &settings, Seed(2), 0..1);
    assert!(games.len() >= 7);
    assert!(games.iter().all(|s| s
        .policy
        .iter()
        .enumerate()
        .all(|(a, &p)| p == 0.0 || s.legal >> a & 1 == 1)));
}

#[test]
fn symmetric_images_are_the_boards_symmetries() {
    let net = Arc::new(Network::new("tictactoe", 18, &[16], 9, Seed(1)));
    let games = self_play(&net, &TicTacToeEncoder, &small_settings(), Seed(3), 0..1);
    let s = &games[2];
    let images = TicTacToeEncoder.symmetries(s);
    assert_eq!(images.len(), 8);
    assert_eq!(&images[0], s);
    // Each image is a position of the same counts, its legal slots its empty cells.
    let mut distinct = images
        .iter()
        .map(|x| format!("{:?}", x.input))
        .collect::<Vec<_>>();
    distinct.sort();
    distinct.dedup();
    assert!(distinct.len() > 1);
    for x in &images {
        for i in 0..9 {
            let empty = x.input[i] + x.input[9 + i] == 0.0;
            assert_eq!(x.legal >> i & 1 == 1, empty);
        }
        assert!((x.policy.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    }
    let enc = Connect4Encoder::default();
    let c4 = Connect4::from_moves(Default::default(), "1112").unwrap();
    let mut input = vec![0.0; 84];
    enc.encode(&c4, &mut input);
    let mirror = Connect4::from_moves(Default::default(), "7776").unwrap();
    let mut mirrored = vec![0.0; 84];
    enc.encode(&mirror, &mut mirrored);
    let sample = Sample {
        input,
        legal: 0b111_1111,
        policy: vec![0.4, 0.6, 0.0, 0.0, 0.0, 0.0, 0.0],
        value: 1.0,
    };
    let images = enc.symmetries(&sample);
    assert_eq!(images[1].input, mirrored);
    assert_eq!(images[1].policy[5..], [0.6, 0.4]);
}

fn tiny_run(seed: Seed) -> TrainSettings {
    TrainSettings {
        hidden: vec![32],
        generations: 2,
        games_per_generation: 3,
        self_play: small_settings(),
        steps_per_generation: 5,
        batch_size: 16,
        learning_rate: 1e-3,
        l2: 1e-4,
        window: 100,
        augment: true,
        judge_every: 1,
        seed,
    }
}

#[test]
fn the_job_is_the_generations_run_whole() {
    let judge = || PerfectTicTacToe::new(Mover::Policy);
    let mut job = TrainingJob::new(Trainer::new(TicTacToeEncoder, judge(), tiny_run(Seed(4))));
    assert_eq!(job.progress().total, Some(16));
    assert!(job.step(5).is_none());
    assert_eq!(job.progress().done, 5);
    let out = run_to_end(&mut job);
    assert_eq!(out.history.len(), 2);
    let mut whole = Trainer::new(TicTacToeEncoder, judge(), tiny_run(Seed(4)));
    whole.run_generation();
    whole.run_generation();
    assert_eq!(whole.history(), &out.history[..]);
    assert_eq!(**whole.network(), out.network);
    let last = out.history[1].strength.as_ref().unwrap();
    assert_eq!(last.games_against_perfect.map(|g| g[0] > 0), Some(true));
}

#[test]
fn samples_cross_as_bytes_exactly_and_settings_are_checked() {
    let net = Arc::new(Network::new("tictactoe", 18, &[16], 9, Seed(1)));
    let samples = self_play(&net, &TicTacToeEncoder, &small_settings(), Seed(5), 0..3);
    let bytes = sample::samples_to_bytes(&samples);
    assert_eq!(sample::samples_from_bytes(&bytes).unwrap(), samples);
    assert!(sample::samples_from_bytes(&bytes[..bytes.len() - 3]).is_err());
    // A generation fed from bytes trains as one fed directly.
    let judge = || PerfectTicTacToe::new(Mover::Policy);
    let mut direct = Trainer::new(TicTacToeEncoder, judge(), tiny_run(Seed(4)));
    direct.run_generation();
    let mut fed = Trainer::new(TicTacToeEncoder, judge(), tiny_run(Seed(4)));
    let s = fed.settings().clone();
    let mut played = Vec::new();
    for g in 0..u64::from(s.games_per_generation) {
        let part = self_play(
            fed.network(),
            &TicTacToeEncoder,
            &s.self_play,
            fed.self_play_seed(),
            g..g + 1,
        );
        played.extend(sample::samples_from_bytes(&sample::samples_to_bytes(&part)).unwrap());
    }
    fed.absorb(played, u64::from(s.games_per_generation));
    for _ in 0..s.steps_per_generation {
        fed.train_step();
    }
    let strength = fed.judging_due().then(|| fed.judge());
    fed.finish_generation(strength);
    assert_eq!(fed.history(), direct.history());
    assert_eq!(**fed.network(), **direct.network());
    let json = report::point_json(&fed.history()[0], 1.5);
    assert_eq!(json["generation"], 1);
    assert_eq!(json["seconds"], 1.5);
    assert!(json["optimal_move_share"].as_f64().is_some());
    assert!(report::point_line(&fed.history()[0], 1.5).starts_with("generation   1"));

    assert_eq!(TrainSettings::tictactoe(Seed(1)).check(), Ok(()));
    assert_eq!(TrainSettings::connect4(Seed(1)).check(), Ok(()));
    let bad = |f: fn(&mut TrainSettings)| {
        let mut t = tiny_run(Seed(1));
        f(&mut t);
        t.check().unwrap_err()
    };
    assert!(bad(|t| t.generations = 0).starts_with("generations"));
    assert!(bad(|t| t.self_play.simulations = 0).starts_with("simulations"));
    assert!(bad(|t| t.hidden = vec![]).starts_with("hidden"));
    assert!(bad(|t| t.hidden = vec![8, 5000]).starts_with("hidden"));
    assert!(bad(|t| t.window = 0).starts_with("window"));
    assert!(bad(|t| t.learning_rate = 1.0).starts_with("learning_rate"));
    assert!(bad(|t| t.learning_rate = f64::NAN).starts_with("learning_rate"));
    assert!(bad(|t| t.l2 = -1.0).starts_with("l2"));
    assert!(bad(|t| t.self_play.exploration = 0.0).starts_with("exploration"));
    assert!(bad(|t| t.self_play.dirichlet_alpha = f64::INFINITY).starts_with("dirichlet"));
    assert!(bad(|t| t.self_play.noise_weight = 1.5).starts_with("noise_weight"));
}

#[test]
fn helpers_share_the_games_and_the_run_is_unchanged() {
    assert_eq!(job::shares(10, 3), [0..4, 4..7, 7..10]);
    assert_eq!(job::shares(2, 5), [0..1, 1..2]);
    assert_eq!(job::shares(0, 2), Vec::<std::ops::Range<u64>>::new());
    let judge = || PerfectTicTacToe::new(Mover::Policy);
    let settings = TrainSettings {
        games_per_generation: 5,
        ..tiny_run(Seed(7))
    };
    let alone = run_to_end(&mut TrainingJob::new(Trainer::new(
        TicTacToeEncoder,
        judge(),
        settings.clone(),
    )));
    let mut job =
        TrainingJob::new(Trainer::new(TicTacToeEncoder, judge(), settings)).with_helpers(2);
    let mut orders_seen = 0;
    let outcome = loop {
        if let Some(out) = job.step(3) {
            break out;
        }
        let mut orders = job.take_orders();
        orders_seen += orders.len();
        // Delivered in reverse order, each played by its own helper job, in small slices.
        orders.reverse();
        for order in orders {
            let mut bad = order.clone().job(TicTacToeEncoder);
            let mut delivery = run_to_end(&mut bad);
            delivery.generation += 1;
            assert!(job.deliver(delivery).is_err(), "another generation's games");
            let several = order.games.end - order.games.start > 1;
            let mut helper = order.job(TicTacToeEncoder);
            assert_eq!(helper.step(1).is_none(), several, "a game a unit");
            let delivery = run_to_end(&mut helper);
            assert_eq!(helper.progress().fraction, 1.0);
            job.deliver(delivery.clone()).unwrap();
            assert!(job.deliver(delivery).is_err(), "delivered twice");
        }
        if job.waiting() {
            assert!(job.step(100).is_none());
        }
    };
    assert_eq!(orders_seen, 4, "two orders a generation");
    assert_eq!(outcome, alone);
    assert_eq!(job.progress().fraction, 1.0);
}

#[test]
fn a_short_run_improves_the_optimal_move_share() {
    let judge = PerfectTicTacToe::new(Mover::Policy);
    let settings = TrainSettings {
        hidden: vec![64],
        generations: 6,
        games_per_generation: 30,
        self_play: SelfPlaySettings {
            simulations: 30,
            ..small_settings()
        },
        steps_per_generation: 60,
        batch_size: 64,
        learning_rate: 3e-3,
        l2: 1e-4,
        window: 5_000,
        augment: false,
        judge_every: 6,
        seed: Seed(1),
    };
    let mut trainer = Trainer::new(
        TicTacToeEncoder,
        PerfectTicTacToe::new(Mover::Policy),
        settings,
    );
    let before = judge.optimal_move_share(trainer.network());
    for _ in 0..6 {
        trainer.run_generation();
    }
    let after = judge.optimal_move_share(trainer.network());
    let first = trainer.history()[0].loss;
    let last = trainer.history()[5].loss;
    assert!(
        after > before + 0.1,
        "optimal-move share {before:.3} → {after:.3}"
    );
    assert!(last.value < first.value, "{first:?} → {last:?}");
}

/// The full default run to perfect play (about a minute in release).
#[test]
#[ignore]
fn the_default_run_plays_tictactoe_perfectly() {
    let mut trainer = Trainer::new(
        TicTacToeEncoder,
        PerfectTicTacToe::new(Mover::Policy),
        TrainSettings::tictactoe(Seed(1)),
    );
    while trainer.generation() < trainer.settings().generations {
        trainer.run_generation();
    }
    let s = trainer.history().last().unwrap().strength.clone().unwrap();
    assert_eq!(
        (s.losses_as_first, s.losses_as_second),
        (Some(0), Some(0)),
        "{s:?}"
    );
}
