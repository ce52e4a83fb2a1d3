//! Rules, card conservation, edge cases and hidden information.

use super::*;
use crate::game::conformance::{check_hidden_game, Conformance};

fn conserved(g: &Game) {
    let n = g.card_counts();
    for (k, &count) in n.iter().take(8).enumerate() {
        assert_eq!(count, PER_COLOR, "colour {k}");
    }
    assert_eq!(n[usize::from(LOCOMOTIVE)], LOCOMOTIVES);
    assert_eq!(
        n.iter().map(|&x| usize::from(x)).sum::<usize>(),
        TOTAL_CARDS
    );
}

/// Plays uniformly random legal actions to the end, checking conservation at every step.
fn random_game(players: usize, seed: u64) -> Game {
    let mut g = Game::new(players, Seed(seed), seed % 2 == 0).unwrap();
    let mut rng = Seed(seed ^ 0xabc).rng();
    let mut legal = Vec::new();
    let mut steps = 0;
    while !g.is_terminal() {
        conserved(&g);
        g.legal_actions(&mut legal);
        assert!(!legal.is_empty());
        let a = legal[below(&mut rng, legal.len() as u32) as usize];
        g.apply(a);
        steps += 1;
        assert!(steps < 100_000, "a game ends");
    }
    conserved(&g);
    g
}

#[test]
fn random_games_conserve_cards_and_end() {
    for players in 2..=5 {
        for seed in 0..6 {
            let g = random_game(players, seed);
            assert_eq!(g.phase(), Phase::Over);
            let s = g.scores();
            assert_eq!(s.len(), players);
            for (p, sc) in s.iter().enumerate() {
                let seat = g.seat(Player(p as u8));
                assert_eq!(sc.routes, seat.route_points);
                let used: u32 = g
                    .routes_of(Player(p as u8))
                    .iter()
                    .map(|&r| u32::from(usa().routes[r].length))
                    .sum();
                assert_eq!(used + u32::from(seat.trains), u32::from(TRAINS));
                assert!(seat.tickets.len() >= 2, "kept at least 2 at setup");
            }
        }
    }
}

#[test]
fn setup_deals_four_cards_five_face_up_and_three_tickets_to_choose() {
    let g = Game::new(3, Seed(7), false).unwrap();
    for p in 0..3 {
        assert_eq!(g.seat(Player(p)).hand.iter().sum::<u8>(), 4);
    }
    assert_eq!(g.face_up().iter().flatten().count(), 5);
    assert_eq!(g.phase(), Phase::SetupTickets);
    assert_eq!(g.offered().len(), 3);
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    // Keep at least 2 of 3: {01,10,11 with 2+ bits} = 3 pairs + all three.
    assert_eq!(legal.len(), 4);
    assert!(Game::new(1, Seed(1), false).is_err());
    assert!(Game::new(6, Seed(1), false).is_err());
}

#[test]
fn the_hidden_information_contract_holds() {
    // Every keep, draw and ticket action, and the payments for a sample of routes (the whole
    // universe of claims is 6 300 actions, too many to reject at every state).
    let mut universe: Vec<Action> = (1..8).map(Action::KeepTickets).collect();
    universe.extend((0..5).map(Action::DrawFaceUp));
    universe.extend([Action::DrawDeck, Action::DrawTickets, Action::Pass]);
    for route in (0..100).step_by(9) {
        for color in 0..=LOCOMOTIVE {
            for locomotives in 0..3 {
                universe.push(Action::Claim {
                    route,
                    color,
                    locomotives,
                });
            }
        }
    }
    for players in [2, 4] {
        let config = Conformance {
            games: 2,
            max_length: 5_000,
            action_universe: universe.clone(),
            zero_sum: false,
            seed: Seed(players as u64),
        };
        let g = Game::new(players, Seed(3), true).unwrap();
        check_hidden_game(&g, &config, 4).unwrap();
    }
}

mod players {
    use super::super::algo::AlgoAgent;
    use super::super::record::{check_record, play, Agent};
    use super::*;
    use crate::game::RandomBot;

    fn algo_game(players: usize, seed: u64) -> (Game, super::super::record::GameRecord) {
        let mut agents: Vec<AlgoAgent> = vec![AlgoAgent; players];
        let mut refs: Vec<&mut dyn Agent> =
            agents.iter_mut().map(|a| a as &mut dyn Agent).collect();
        let (g, r, stats) = play(&mut refs, seed, seed % 2 == 1);
        assert!(
            stats.forbidden.iter().all(|&f| f == 0),
            "the algorithmic player is always legal"
        );
        (g, r)
    }

    #[test]
    fn algorithmic_games_end_and_their_records_check() {
        for players in 2..=5 {
            for seed in 0..4 {
                let (g, r) = algo_game(players, seed);
                let checked =
                    check_record(&r).unwrap_or_else(|e| panic!("{players}p seed {seed}: {e}"));
                let winners: Vec<u8> = g.winners().iter().map(|p| p.0).collect();
                assert_eq!(checked.winners, winners);
                // The record survives JSON.
                let text = serde_json::to_string(&r).unwrap();
                let back: super::super::record::GameRecord = serde_json::from_str(&text).unwrap();
                assert_eq!(back, r);
            }
        }
    }

    #[test]
    fn a_tampered_record_is_refused_with_the_reason() {
        let (_, r) = algo_game(3, 5);
        let claim = r.turns.iter().position(|t| t.kind == "claim").unwrap();
        let mut bad = r.clone();
        bad.final_[0].score.total += 1;
        assert!(check_record(&bad).unwrap_err().contains("recomputed"));
        let mut bad = r.clone();
        bad.turns.remove(claim);
        assert!(check_record(&bad).is_err());
        let mut bad = r.clone();
        let paid = bad.turns[claim].paid.as_mut().unwrap();
        let (k, v) = paid.iter().next().map(|(k, v)| (k.clone(), *v)).unwrap();
        paid.insert(k, v + 1);
        assert!(check_record(&bad).unwrap_err().contains("takes"));
        let mut bad = r;
        bad.turns.truncate(bad.turns.len() - 4);
        assert!(check_record(&bad).is_err());
    }

    #[test]
    fn the_algorithmic_player_beats_random_play() {
        let mut algo_total = 0;
        let mut random_total = 0;
        for seed in 0..10 {
            let mut a = AlgoAgent;
            let mut b = RandomBot::new(Seed(seed));
            let mut refs: Vec<&mut dyn Agent> = if seed % 2 == 0 {
                vec![&mut a, &mut b]
            } else {
                vec![&mut b, &mut a]
            };
            let (g, _, _) = play(&mut refs, seed, false);
            let s = g.scores();
            let (ai, ri) = if seed % 2 == 0 { (0, 1) } else { (1, 0) };
            algo_total += s[ai].total;
            random_total += s[ri].total;
        }
        assert!(
            algo_total > random_total + 400,
            "algo {algo_total}, random {random_total}"
        );
    }
}
