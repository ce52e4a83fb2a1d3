//! Rules, card conservation, edge cases and hidden information.

use super::*;
use crate::game::conformance::{check_hidden_game, Conformance};
use crate::game::{Player, State};
use crate::rng::{below, Seed};

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
fn can_pay_says_exactly_whether_there_is_a_payment() {
    let mut rng = Seed(4).rng();
    let mut pay = Vec::new();
    for _ in 0..2_000 {
        let mut hand = [0u8; KINDS];
        for _ in 0..below(&mut rng, 12) {
            hand[below(&mut rng, KINDS as u32) as usize] += 1;
        }
        for r in 0..usa().routes.len() {
            Game::payments(&hand, r, &mut pay);
            assert_eq!(
                Game::can_pay(&hand, r),
                !pay.is_empty(),
                "{hand:?} route {r}"
            );
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
    use super::super::algo_agent::AlgoAgent;
    use super::super::record::{check_record, play};
    use super::*;
    use crate::game::ObservingBot;
    use crate::game::RandomBot;

    fn algo_game(players: usize, seed: u64) -> (Game, super::super::record::GameRecord) {
        let mut agents: Vec<AlgoAgent> = vec![AlgoAgent::default(); players];
        let mut refs: Vec<&mut dyn ObservingBot<Game>> = agents
            .iter_mut()
            .map(|a| a as &mut dyn ObservingBot<Game>)
            .collect();
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
            let mut a = AlgoAgent::default();
            let mut b = RandomBot::new(Seed(seed));
            let mut refs: Vec<&mut dyn ObservingBot<Game>> = if seed % 2 == 0 {
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

mod rules {
    use super::*;

    /// A game past the setup (every player keeps the first two tickets offered), seat 0 to move.
    fn started(players: usize, bonus: bool) -> Game {
        let mut g = Game::new(players, Seed(21), bonus).unwrap();
        while g.phase() == Phase::SetupTickets {
            g.apply(Action::KeepTickets(0b011));
        }
        assert_eq!(g.phase(), Phase::Start);
        g
    }

    /// Puts a card of `kind` face up in `slot`, trading places with one in the deck (so the
    /// 110 cards stay 110).
    fn set_face_up(g: &mut Game, slot: usize, kind: u8) {
        let i = g
            .deck
            .iter()
            .position(|&c| c == kind)
            .expect("one in the deck");
        let old = g.face_up[slot].replace(kind).expect("a card showing");
        g.deck[i] = old;
    }

    /// Moves a card of `kind` from the deck onto its top.
    fn to_top(g: &mut Game, kind: u8) {
        let i = g
            .deck
            .iter()
            .position(|&c| c == kind)
            .expect("one in the deck");
        let c = g.deck.remove(i);
        g.deck.push(c);
    }

    /// Empties `seat`'s hand onto the discards, then hands it `cards` from the deck.
    fn hand_of(g: &mut Game, seat: usize, cards: &[u8]) {
        for k in 0..KINDS {
            g.discard[k] += std::mem::take(&mut g.seats[seat].hand[k]);
        }
        for &kind in cards {
            let i = g
                .deck
                .iter()
                .position(|&c| c == kind)
                .expect("one in the deck");
            g.deck.remove(i);
            g.seats[seat].hand[usize::from(kind)] += 1;
        }
    }

    fn legal(g: &Game) -> Vec<Action> {
        let mut v = Vec::new();
        g.legal_actions(&mut v);
        v
    }

    /// The index of the first route with a partner whose tracks are both coloured.
    fn double_route() -> usize {
        (0..100)
            .find(|&r| usa().routes[r].partner.is_some())
            .expect("double routes exist")
    }

    #[test]
    fn a_face_up_locomotive_is_the_whole_draw_and_never_the_second_card() {
        let mut g = started(2, false);
        for (slot, kind) in [(0, LOCOMOTIVE), (1, 0), (2, 1), (3, 2), (4, 3)] {
            set_face_up(&mut g, slot, kind);
        }
        conserved(&g);
        let before = g.seat(Player(0)).hand[usize::from(LOCOMOTIVE)];
        g.apply(Action::DrawFaceUp(0));
        assert_eq!(g.seat(Player(0)).hand[usize::from(LOCOMOTIVE)], before + 1);
        assert_eq!(g.current(), Player(1), "the turn is over");
        assert_eq!(g.phase(), Phase::Start);
        // A first card from the row, then a locomotive showing may not be taken.
        set_face_up(&mut g, 2, LOCOMOTIVE);
        g.apply(Action::DrawFaceUp(1));
        assert_eq!(g.phase(), Phase::SecondCard);
        let l = legal(&g);
        assert!(!l.contains(&Action::DrawFaceUp(2)), "{l:?}");
        assert!(l.contains(&Action::DrawDeck));
        assert!(l
            .iter()
            .all(|a| matches!(a, Action::DrawFaceUp(_) | Action::DrawDeck)));
        conserved(&g);
    }

    #[test]
    fn three_locomotives_face_up_are_replaced() {
        let mut g = started(3, false);
        // Two locomotives showing; the card that refills slot 4 is a third.
        for (slot, kind) in [(0, LOCOMOTIVE), (1, LOCOMOTIVE), (2, 0), (3, 1), (4, 2)] {
            set_face_up(&mut g, slot, kind);
        }
        to_top(&mut g, LOCOMOTIVE);
        conserved(&g);
        let discards_before: u8 = g.discard.iter().sum();
        g.apply(Action::DrawFaceUp(4));
        let showing = g.face_up.iter().filter(|c| **c == Some(LOCOMOTIVE)).count();
        assert!(showing < 3, "{:?}", g.face_up);
        assert_eq!(g.face_up.iter().flatten().count(), 5);
        let discards: u8 = g.discard.iter().sum();
        assert!(
            discards >= discards_before + 5,
            "the five cards were discarded"
        );
        conserved(&g);
    }

    #[test]
    fn an_empty_deck_is_refilled_from_the_discards() {
        let mut g = started(2, false);
        // Move the whole deck to the discard pile.
        for c in std::mem::take(&mut g.deck) {
            g.discard[usize::from(c)] += 1;
        }
        let discards: u8 = g.discard.iter().sum();
        assert!(legal(&g).contains(&Action::DrawDeck));
        g.apply(Action::DrawDeck);
        assert_eq!(g.discard.iter().sum::<u8>(), 0);
        assert_eq!(g.deck.len(), usize::from(discards) - 1);
        conserved(&g);
        // With neither deck nor discards, only the face-up row can be drawn from.
        let mut g = started(2, false);
        for c in std::mem::take(&mut g.deck) {
            g.seats[1].hand[usize::from(c)] += 1;
        }
        assert!(!legal(&g).contains(&Action::DrawDeck));
        conserved(&g);
    }

    #[test]
    fn double_routes_close_with_two_or_three_players_and_not_for_the_same_player() {
        let r = double_route();
        let q = usa().routes[r].partner.unwrap();
        for players in [2, 3] {
            let mut g = started(players, false);
            g.owner[r] = Some(0);
            for p in 0..players as u8 {
                assert!(!g.route_open(q, Player(p)), "{players} players, seat {p}");
            }
        }
        for players in [4, 5] {
            let mut g = started(players, false);
            g.owner[r] = Some(0);
            assert!(
                !g.route_open(q, Player(0)),
                "never both tracks for one player"
            );
            assert!(g.route_open(q, Player(1)));
        }
    }

    #[test]
    fn the_last_round_gives_everyone_one_more_turn() {
        let mut g = started(3, false);
        // Seat 0 claims a route that leaves it 2 trains.
        let r = (0..100)
            .find(|&r| usa().routes[r].length == 1 && usa().routes[r].partner.is_none())
            .unwrap();
        g.seats[0].trains = 3;
        hand_of(&mut g, 0, &[LOCOMOTIVE]);
        g.apply(Action::Claim {
            route: r as u8,
            color: LOCOMOTIVE,
            locomotives: 1,
        });
        assert!(g.last_round());
        assert_eq!(g.seat(Player(0)).trains, 2);
        // Seats 1, 2 and 0 each play one more turn (drawing from the deck), then it is over.
        for expected in [1, 2, 0] {
            assert_eq!(g.current(), Player(expected));
            assert!(!g.is_terminal());
            g.apply(Action::DrawDeck);
            if g.phase() == Phase::SecondCard {
                g.apply(Action::DrawDeck);
            }
        }
        assert!(g.is_terminal());
        conserved(&g);
    }

    #[test]
    fn a_tie_on_the_longest_path_gives_every_tied_player_the_bonus() {
        // Two disjoint routes of the same length, one per player.
        let (a, b) = {
            let m = usa();
            let a = (0..100).find(|&r| m.routes[r].length == 3).unwrap();
            let b = (0..100)
                .find(|&r| {
                    m.routes[r].length == 3
                        && r != a
                        && ![m.routes[a].a, m.routes[a].b].contains(&m.routes[r].a)
                        && ![m.routes[a].a, m.routes[a].b].contains(&m.routes[r].b)
                })
                .unwrap();
            (a, b)
        };
        for bonus in [true, false] {
            let mut g = started(2, bonus);
            for (p, r) in [(0u8, a), (1u8, b)] {
                g.owner[r] = Some(p);
                g.seats[usize::from(p)].routes.push(r as u8);
                g.seats[usize::from(p)].route_points += route_points(3);
            }
            let s = g.scores();
            assert_eq!(s[0].path_length, 3);
            assert_eq!(s[1].path_length, 3);
            let expected = if bonus { LONGEST_PATH_BONUS } else { 0 };
            assert_eq!((s[0].longest_path, s[1].longest_path), (expected, expected));
        }
    }

    /// Routes joining cities `a` and `b` (a breadth-first path).
    fn path(a: usize, b: usize) -> Vec<usize> {
        let m = usa();
        let mut via: Vec<Option<usize>> = vec![None; m.cities.len()];
        let mut seen = vec![false; m.cities.len()];
        let mut queue = std::collections::VecDeque::from([a]);
        seen[a] = true;
        while let Some(c) = queue.pop_front() {
            for &r in &m.adjacent[c] {
                let d = m.other_end(r, c);
                if !seen[d] {
                    seen[d] = true;
                    via[d] = Some(r);
                    queue.push_back(d);
                }
            }
        }
        let mut out = Vec::new();
        let mut c = b;
        while c != a {
            let r = via[c].expect("the map is connected");
            out.push(r);
            c = m.other_end(r, c);
        }
        out
    }

    #[test]
    fn a_tie_on_points_goes_to_more_completed_tickets() {
        let m = usa();
        let mut g = started(2, false);
        g.seats[0].tickets = vec![0];
        g.seats[1].tickets = vec![];
        let t = &m.tickets[0];
        let mut points = 0;
        for r in path(t.a, t.b) {
            g.owner[r] = Some(0);
            g.seats[0].routes.push(r as u8);
            points += route_points(m.routes[r].length);
        }
        g.seats[0].route_points = points;
        // Seat 1: the same total from routes alone.
        g.seats[1].route_points = points + t.points;
        let s = g.scores();
        assert_eq!(s[0].completed, 1);
        assert_eq!(s[0].total, s[1].total);
        assert_eq!(g.winners(), vec![Player(0)]);
        // One more completed ticket for seat 1 too, and they share the win.
        g.seats[1].route_points = points;
        g.seats[1].tickets = vec![0];
        for r in path(t.a, t.b) {
            g.seats[1].routes.push(r as u8);
        }
        assert_eq!(g.winners(), vec![Player(0), Player(1)]);
    }

    #[test]
    fn pass_only_when_nothing_else_and_a_round_of_passes_ends_the_game() {
        let mut g = started(2, false);
        assert!(!legal(&g).contains(&Action::Pass));
        // Nothing to draw, no tickets, no cards to claim with: only a pass.
        for p in 0..2 {
            g.seats[p].hand = [0; KINDS];
        }
        g.deck.clear();
        g.discard = [0; KINDS];
        g.face_up = [None; FACE_UP];
        g.ticket_deck.clear();
        assert_eq!(legal(&g), vec![Action::Pass]);
        g.apply(Action::Pass);
        assert!(!g.is_terminal());
        assert_eq!(legal(&g), vec![Action::Pass]);
        g.apply(Action::Pass);
        assert!(g.is_terminal(), "a whole round of passes ends the game");
    }
}
