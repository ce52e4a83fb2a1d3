//! Rules, card conservation, edge cases, hidden information and the greedy formula.

use super::agents::{greedy_decision, greedy_scores, unseen, GreedyAgent, RandomAgent};
use super::*;
use crate::game::conformance::check_hidden;
use crate::game::{Hidden, InformationSet, ObservingBot, Player, State, Turn};
use crate::rng::Seed;

use Card::*;

/// A deck whose deal is written in order: set aside, (face up ×3 with two players), one card
/// per seat from the first, the first player's draw, then the draws in order. The rest of the
/// 16 cards follow at the bottom in any order.
fn stacked(order: &[Card]) -> Vec<Card> {
    let mut rest: Vec<Card> = Card::ALL
        .iter()
        .flat_map(|&c| std::iter::repeat_n(c, usize::from(c.count())))
        .collect();
    for c in order {
        let at = rest
            .iter()
            .position(|x| x == c)
            .expect("a card of the deck");
        rest.remove(at);
    }
    // Top = last: the written order is drawn first.
    let mut deck = rest;
    deck.extend(order.iter().rev());
    deck
}

fn play(card: Card, target: Option<u8>, guess: Option<Card>) -> Play {
    Play {
        card,
        target,
        guess,
    }
}

fn conserved(r: &Round) {
    let counts = r.card_counts();
    for c in Card::ALL {
        assert_eq!(counts[c.value() as usize], c.count(), "{c} in {r:?}");
    }
}

#[test]
fn the_data_file_agrees_with_the_engine() {
    let data: serde_json::Value =
        serde_json::from_str(include_str!("../../../data/love_letter_2012.json")).unwrap();
    for card in data["cards"].as_array().unwrap() {
        let c = Card::from_name(card["name"].as_str().unwrap()).unwrap();
        assert_eq!(u64::from(c.value()), card["value"].as_u64().unwrap());
        assert_eq!(u64::from(c.count()), card["count"].as_u64().unwrap());
    }
    assert_eq!(data["deck_size"].as_u64(), Some(DECK_SIZE as u64));
    for (n, t) in [(2, 7), (3, 5), (4, 4)] {
        assert_eq!(tokens_to_win(n), t);
        assert_eq!(
            data["tokens_to_win"][n.to_string()].as_u64(),
            Some(u64::from(t))
        );
    }
}

#[test]
fn random_rounds_conserve_cards_and_end_with_winners() {
    let mut rng = Seed(1).rng();
    for n in 2..=4 {
        for i in 0..300 {
            let mut r = Round::deal(n, i % n, &mut rng);
            let mut agents: Vec<RandomAgent> = (0..n)
                .map(|s| RandomAgent::new(Seed(i as u64).derive(s as u64)))
                .collect();
            conserved(&r);
            while let Turn::Player(p) = r.turn() {
                let view = InformationSet::new(&r, p);
                let a = agents[p.index()].choose(&view);
                r.apply(a);
                conserved(&r);
            }
            assert!(!r.winners().is_empty());
            assert!(r.winners().iter().all(|&w| r.alive(usize::from(w))));
        }
    }
}

#[test]
fn the_countess_is_forced_beside_a_king_or_a_prince() {
    // Two players: set aside Guard, face up Guard Guard Guard; seat 0 gets King, seat 1 Priest,
    // seat 0 draws the Countess.
    let r = Round::from_deck(
        2,
        0,
        stacked(&[Guard, Guard, Guard, Guard, King, Priest, Countess]),
    );
    let mut legal = Vec::new();
    r.legal_actions(&mut legal);
    assert_eq!(legal, vec![play(Countess, None, None)]);
}

#[test]
fn a_prince_on_an_empty_deck_takes_the_face_down_card() {
    // Three players, random plays, preferring a Prince on someone once the deck is empty.
    let mut rng = Seed(9).rng();
    let mut seen = false;
    for _ in 0..2000 {
        let mut r2 = Round::deal(3, 0, &mut rng);
        while let Turn::Player(_) = r2.turn() {
            let mut legal = Vec::new();
            r2.legal_actions(&mut legal);
            let prince_on_empty = r2.deck_len() == 0;
            let choice = legal
                .iter()
                .copied()
                .find(|a| a.card == Prince && prince_on_empty && a.target.is_some())
                .unwrap_or(legal[crate::rng::below(&mut rng, legal.len() as u32) as usize]);
            let before = r2.set_aside.is_some();
            r2.apply(choice);
            if choice.card == Prince && prince_on_empty && before {
                let target = usize::from(choice.target.unwrap());
                if r2.alive(target) {
                    assert!(r2.set_aside.is_none(), "the face-down card was drawn");
                    assert_eq!(r2.hand(target).len(), 1);
                    seen = true;
                }
            }
            conserved(&r2);
        }
        if seen {
            break;
        }
    }
    assert!(
        seen,
        "no Prince was played on an empty deck in 2 000 rounds"
    );
}

#[test]
fn every_opponent_protected_leaves_plays_without_target_and_the_prince_on_oneself() {
    // Seat 0: Handmaid then Guard; seat 1 plays Handmaid; back to seat 0 with the others
    // protected? Two players: seat 0 plays Handmaid, seat 1 holds Guard + Prince: its Guard has
    // no target and its Prince only itself.
    let mut r = Round::from_deck(
        2,
        0,
        stacked(&[
            Princess, Countess, King, Baron, Handmaid, Guard, Priest, Prince,
        ]),
    );
    r.apply(play(Handmaid, None, None));
    let mut legal = Vec::new();
    r.legal_actions(&mut legal);
    assert_eq!(
        legal,
        vec![play(Guard, None, None), play(Prince, Some(1), None)]
    );
    r.apply(play(Guard, None, None));
    assert_eq!(r.log().last().unwrap().outcome, Outcome::Nothing);
}

#[test]
fn a_baron_tie_and_a_baron_loss() {
    // Seat 0 holds Baron + Guard, seat 1 Guard: tie on Guard — nothing happens, both know.
    let mut r = Round::from_deck(
        2,
        0,
        stacked(&[
            Princess, King, Countess, Handmaid, Guard, Guard, Baron, Priest,
        ]),
    );
    r.apply(play(Baron, Some(1), None));
    assert!(r.alive(0) && r.alive(1));
    assert_eq!(r.knows[0][1], Knowledge::Exact(Guard));
    assert_eq!(r.knows[1][0], Knowledge::Exact(Guard));
    // Seat 1 drew the Priest; it plays a Baron? It holds Guard + Priest; play Priest.
    r.apply(play(Priest, Some(0), None));
    // A loss: seat 0 (Guard, draws next) against a higher card.
    let mut r = Round::from_deck(
        2,
        0,
        stacked(&[Princess, King, Countess, Handmaid, Guard, Prince, Baron]),
    );
    r.apply(play(Baron, Some(1), None));
    assert!(!r.alive(0) && r.alive(1));
    assert_eq!(r.winners(), &[1]);
    assert_eq!(r.ending(), Some(Ending::LastStanding));
}

#[test]
fn a_prince_making_a_player_discard_the_princess_puts_them_out() {
    let mut r = Round::from_deck(
        2,
        0,
        stacked(&[Guard, King, Countess, Handmaid, Prince, Princess, Guard]),
    );
    r.apply(play(Prince, Some(1), None));
    assert!(!r.alive(1));
    assert!(r.hand(1).is_empty(), "draws nothing");
    assert_eq!(r.discards(1), &[Princess]);
    assert_eq!(r.winners(), &[0]);
    conserved(&r);
}

#[test]
fn showdown_ties_are_broken_by_discards_and_may_stay_tied() {
    // Three players, everyone keeps a Guard to the end: play out a deterministic sequence with
    // equal hands, then compare discard sums.
    let mut rng = Seed(3).rng();
    let (mut tiebreaks, mut shared) = (0, 0);
    for i in 0..3000 {
        let n = 2 + i % 3;
        let mut r = Round::deal(n, 0, &mut rng);
        let mut agents: Vec<RandomAgent> = (0..n)
            .map(|s| RandomAgent::new(Seed(7 + i as u64).derive(s as u64)))
            .collect();
        while let Turn::Player(p) = r.turn() {
            let a = agents[p.index()].choose(&InformationSet::new(&r, p));
            r.apply(a);
        }
        if let Some(Ending::Showdown { tiebreak: true }) = r.ending() {
            tiebreaks += 1;
            let best = r.winners().iter().map(|&w| r.hand(usize::from(w))[0]).max();
            let sums: Vec<u32> = r
                .winners()
                .iter()
                .map(|&w| {
                    r.discards(usize::from(w))
                        .iter()
                        .map(|c| u32::from(c.value()))
                        .sum()
                })
                .collect();
            assert!(sums.iter().all(|&s| s == sums[0]));
            assert!(r
                .winners()
                .iter()
                .all(|&w| Some(r.hand(usize::from(w))[0]) == best));
            if r.winners().len() > 1 {
                shared += 1;
            }
        }
    }
    assert!(
        tiebreaks > 0 && shared > 0,
        "{tiebreaks} tiebreaks, {shared} shared"
    );
}

#[test]
fn determinization_keeps_the_observation_and_resamples_the_rest() {
    let mut rng = Seed(11).rng();
    for i in 0..200 {
        let n = 2 + i % 3;
        let mut r = Round::deal(n, i % n, &mut rng);
        let mut agents: Vec<Box<dyn ObservingBot<Round>>> = (0..n)
            .map(|s| -> Box<dyn ObservingBot<Round>> {
                if s % 2 == 0 {
                    Box::new(RandomAgent::new(Seed(i as u64).derive(s as u64)))
                } else {
                    Box::new(GreedyAgent::with_memory())
                }
            })
            .collect();
        while let Turn::Player(p) = r.turn() {
            for o in 0..n {
                check_hidden(&r, Player(o as u8), 8, Seed(i as u64)).unwrap();
            }
            let a = agents[p.index()].choose(&InformationSet::new(&r, p));
            r.apply(a);
        }
    }
}

#[test]
fn agents_decide_from_the_observation_only() {
    // Two states with the same observation for the mover get the same decision from every
    // deterministic agent, and the same decision stream from the seeded random agent.
    let mut rng = Seed(21).rng();
    for i in 0..300 {
        let n = 2 + i % 3;
        let r = Round::deal(n, 0, &mut rng);
        let p = Player(0);
        let other = r.determinize(p, &mut rng);
        assert_eq!(other.observation(p), r.observation(p));
        for memory in [false, true] {
            let a = greedy_decision(&InformationSet::new(&r, p), memory);
            let b = greedy_decision(&InformationSet::new(&other, p), memory);
            assert_eq!(a, b);
        }
        let mut x = RandomAgent::new(Seed(i as u64));
        let mut y = RandomAgent::new(Seed(i as u64));
        assert_eq!(
            x.choose(&InformationSet::new(&r, p)),
            y.choose(&InformationSet::new(&other, p))
        );
    }
}

#[test]
fn the_seeds_greedy_example() {
    // Face-up King, Prince, Handmaid; hand Guard + Baron.
    let mut counts = [0u8; 9];
    for c in Card::ALL {
        counts[c.value() as usize] = c.count();
    }
    for c in [King, Prince, Handmaid, Guard, Baron] {
        counts[c.value() as usize] -= 1;
    }
    let d = greedy_scores([Guard, Baron], &counts);
    let f = |n, dd| agents::Frac::new(n, dd);
    assert_eq!(d.probabilities[0], f(4, 11));
    assert_eq!(d.probabilities[1], f(2, 11));
    for i in [2, 3, 4, 6, 7] {
        assert_eq!(d.probabilities[i], f(1, 11), "{i}");
    }
    assert_eq!(d.probabilities[5], f(0, 1));
    assert_eq!(d.play.card, Guard);
    assert_eq!(d.play.guess, Some(Priest));
    assert_eq!(d.scores[0], Some(f(1, 1) + f(2, 11) + f(8, 100)));
}

#[test]
fn greedy_probabilities_equal_a_brute_force_count_of_the_unseen_cards() {
    let mut rng = Seed(31).rng();
    for i in 0..200 {
        let n = 2 + i % 3;
        let r = Round::deal(n, 0, &mut rng);
        let obs = r.observation(Player(0));
        let counts = unseen(&obs);
        // Brute force: every card of the deck not in view, one by one.
        let mut deck: Vec<Card> = Card::ALL
            .iter()
            .flat_map(|&c| std::iter::repeat_n(c, usize::from(c.count())))
            .collect();
        for c in obs
            .hand
            .iter()
            .chain(&obs.face_up)
            .chain(obs.discards.iter().flatten())
        {
            let at = deck.iter().position(|x| x == c).unwrap();
            deck.remove(at);
        }
        let d = greedy_decision(&InformationSet::new(&r, Player(0)), false);
        for c in Card::ALL {
            let k = deck.iter().filter(|&&x| x == c).count() as i64;
            assert_eq!(
                d.probabilities[usize::from(c.value()) - 1],
                agents::Frac::new(k, deck.len() as i64)
            );
            assert_eq!(usize::from(counts[c.value() as usize]), k as usize);
        }
    }
}

#[test]
fn agent_kinds_are_named_once_and_make_their_bots() {
    use super::agents::{agent, unknown_agent, AgentKind, AGENTS};
    let keys: Vec<&str> = AgentKind::ALL.iter().map(|k| k.key()).collect();
    assert_eq!(keys, AGENTS);
    for kind in AgentKind::ALL {
        assert_eq!(AgentKind::parse(kind.key()), Some(kind));
        let bot = kind.bot(Seed(1), 10);
        assert!(bot.name().starts_with(kind.key()), "{}", bot.name());
    }
    assert_eq!(AgentKind::parse("wizard"), None);
    assert!(agent("wizard", Seed(1), 10).is_none());
    assert!(unknown_agent("wizard").contains("\"wizard\" is not an agent (random, greedy"));
}

#[test]
fn the_probabilistic_agent_draws_by_greedys_f_and_p() {
    use super::agents::ProbabilisticAgent;
    // The seed's example: face-up King, Prince, Handmaid; seat 0 holds a Guard and draws a
    // Baron (a Guard set aside, seat 1 holds a Priest; both unseen by seat 0).
    let r = Round::from_deck(
        2,
        0,
        stacked(&[Guard, King, Prince, Handmaid, Guard, Priest, Baron]),
    );
    let view = InformationSet::new(&r, Player(0));
    let d = greedy_scores([Guard, Baron], &unseen(view.observation()));
    let f = |c: Card| super::agents::frac_f64(d.scores[usize::from(c.value()) - 1].unwrap());
    let p_guard = f(Guard) / (f(Guard) + f(Baron));
    let n = 20_000;
    let (mut guards, mut named) = (0, [0u32; 9]);
    for i in 0..n {
        let play = ProbabilisticAgent::new(Seed(i)).choose(&view);
        let mut legal = Vec::new();
        r.legal_actions(&mut legal);
        assert!(legal.contains(&play), "{play:?}");
        if play.card == Guard {
            guards += 1;
            named[usize::from(play.guess.unwrap().value())] += 1;
        }
    }
    // The card by F: 4σ of a binomial.
    let sd = (p_guard * (1.0 - p_guard) / n as f64).sqrt();
    let got = f64::from(guards) / n as f64;
    assert!((got - p_guard).abs() < 4.0 * sd, "{got} vs {p_guard}");
    // The guess by P(c) among the non-Guard cards: Priest 2/7, the others 1/7, the King (face
    // up) never.
    assert_eq!(named[usize::from(King.value())], 0);
    for (card, share) in [
        (Priest, 2.0 / 7.0),
        (Baron, 1.0 / 7.0),
        (Princess, 1.0 / 7.0),
    ] {
        let got = f64::from(named[usize::from(card.value())]) / f64::from(guards);
        let sd = (share * (1.0 - share) / f64::from(guards)).sqrt();
        assert!((got - share).abs() < 4.0 * sd, "{card:?}: {got} vs {share}");
    }
}

#[test]
fn the_probabilistic_agent_plays_whole_games_legally_and_beats_random() {
    use super::agents::{AgentKind, ProbabilisticAgent};
    let mut rng = Seed(77).rng();
    let mut wins = 0;
    let games = 2_000;
    for i in 0..games {
        let mut r = Round::deal(2, i % 2, &mut rng);
        let mut prob = ProbabilisticAgent::new(Seed(100 + i as u64));
        let mut random = RandomAgent::new(Seed(200 + i as u64));
        while let Turn::Player(p) = r.turn() {
            let view = InformationSet::new(&r, p);
            let a = if p.index() == 0 {
                prob.choose(&view)
            } else {
                random.choose(&view)
            };
            let mut legal = Vec::new();
            r.legal_actions(&mut legal);
            assert!(legal.contains(&a));
            r.apply(a);
        }
        wins += usize::from(r.winners() == [0u8]);
    }
    // It leans on the same estimates as greedy, so it beats uniform play.
    assert!(wins > games / 2, "{wins} of {games}");
    assert_eq!(
        AgentKind::parse("probabilistic"),
        Some(AgentKind::Probabilistic)
    );
}
