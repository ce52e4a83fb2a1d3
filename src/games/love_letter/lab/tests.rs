//! The page model's tests: hidden information stays hidden from the table, stacked decks,
//! private notes, advice, the link's fields, the knowledge in words.

use super::*;
use crate::game::{Hidden, Player};
use crate::games::love_letter::{Card, Knowledge};
use crate::rng::Seed;

fn config(opponents: &[&str], seed: u64) -> MatchConfig {
    MatchConfig {
        opponents: opponents.iter().map(|s| s.to_string()).collect(),
        iterations: 50,
        seed,
        deck: None,
    }
}

/// Plays the human's first legal play until the game ends, checking at every human turn
/// that the table is the same in every world the human cannot rule out.
#[test]
fn the_table_depends_only_on_what_the_human_observes() {
    for (seed, opp) in [
        (1, vec!["greedy"]),
        (2, vec!["random", "greedy-memory"]),
        (3, vec!["ismcts", "random", "greedy"]),
    ] {
        let mut m = Match::new(config(&opp, seed));
        let mut rng = Seed(seed).rng();
        let mut checked = 0;
        for _ in 0..400 {
            if m.game_over() {
                break;
            }
            if m.round_over() {
                m.next_round().unwrap();
                continue;
            }
            let view = m.view();
            for _ in 0..5 {
                let other = m.round().determinize(Player(0), &mut rng);
                assert_eq!(m.with_round(other).view(), view, "seed {seed}");
                checked += 1;
            }
            assert!(!view.plays.is_empty());
            assert!(
                m.revealed().is_empty(),
                "reasons hidden while the round runs"
            );
            let play = view.plays[(checked / 5) % view.plays.len()];
            m.play(play).unwrap();
        }
        assert!(m.game_over(), "seed {seed}: the game ends");
        assert!(checked > 10);
    }
}

#[test]
fn a_stacked_deck_deals_as_written_and_the_log_speaks_plain_words() {
    // Face down: Countess; face up: Guard, Guard, Guard; you: Handmaid; the agent: Princess;
    // then you draw a Guard.
    let deck = parse_deck("7111481122334556").unwrap();
    assert_eq!(deck_text(&deck), "7111481122334556");
    let m = Match::new(MatchConfig {
        deck: Some(deck),
        ..config(&["greedy"], 1)
    });
    let v = m.view();
    assert_eq!(v.hand, vec![Card::Guard, Card::Handmaid]);
    assert_eq!(v.face_up, vec![Card::Guard; 3]);
    assert!(v.set_aside);
    assert_eq!(v.deck, 16 - 1 - 3 - 3);
    assert_eq!(v.seats[1].cards, 1);
    assert_eq!(v.target, 7);
    let mut m = m;
    let guard = Play {
        card: Card::Guard,
        target: Some(1),
        guess: Some(Card::Princess),
    };
    m.play(guard).unwrap();
    let v = m.view();
    assert_eq!(v.log[0], "You played the Guard on Player 2, naming the Princess — Player 2 is out, holding a Princess");
    assert_eq!(
        v.round_over.as_deref(),
        Some("You win the round: the last one standing.")
    );
    assert_eq!(v.seats[0].tokens, 1);
    assert!(m.revealed().is_empty(), "the agent never decided");
}

/// The deck of the page's end-to-end test: the Princess goes to the greedy agent, the
/// Countess is set aside, and when the human always makes the first legal play neither
/// card is seen until the showdown shows the agent's Princess.
#[test]
fn the_lesson_deck_keeps_the_princess_hidden_until_the_showdown() {
    let mut m = Match::new(MatchConfig {
        deck: Some(parse_deck("7631181254124351").unwrap()),
        ..config(&["greedy"], 1)
    });
    let mut turns = 0;
    while !m.round_over() {
        let v = m.view();
        let seen = format!("{:?}", (&v.hand, &v.seats, &v.face_up, &v.log));
        assert!(
            !seen.contains("Princess") && !seen.contains("Countess"),
            "{seen}"
        );
        m.play(v.plays[0]).unwrap();
        turns += 1;
    }
    assert_eq!(turns, 5);
    let v = m.view();
    assert_eq!(v.seats[1].shown, Some(Card::Princess));
    assert!(!format!("{v:?}").contains("Countess"));
}

#[test]
fn private_notes_tell_only_the_human_what_their_cards_showed() {
    // You: Priest + Baron; the agent: King. Your Priest looks at the King.
    let deck = parse_deck("8111263112344557").unwrap();
    let mut m = Match::new(MatchConfig {
        deck: Some(deck),
        ..config(&["greedy"], 1)
    });
    assert_eq!(m.view().hand, vec![Card::Priest, Card::Baron]);
    m.play(Play {
        card: Card::Priest,
        target: Some(1),
        guess: None,
    })
    .unwrap();
    let v = m.view();
    assert!(
        v.log[0].ends_with("(only you saw: Player 2 holds a King)"),
        "{}",
        v.log[0]
    );
}

#[test]
fn advice_comes_from_the_humans_view_and_reasons_after_the_round() {
    let mut m = Match::new(config(&["greedy", "ismcts"], 5));
    let advice = m.advise("greedy").unwrap();
    let Explanation::Greedy {
        probabilities,
        scores,
        ..
    } = &advice.explanation
    else {
        panic!("greedy's reasons")
    };
    assert_eq!(probabilities.len(), 8);
    assert!(!scores.is_empty() && scores.len() <= 2);
    let ismcts = m.advise("ismcts").unwrap();
    let Explanation::Ismcts { visits, .. } = &ismcts.explanation else {
        panic!("ISMCTS's visits")
    };
    assert_eq!(visits.iter().map(|v| v.1).sum::<u32>(), 50);
    while !m.round_over() {
        let play = m.view().plays[0];
        m.play(play).unwrap();
    }
    assert!(m.revealed().iter().all(|d| d.seat != 0));
    assert!(m.round_summary().is_some());
}

#[test]
fn the_probabilistic_agent_sits_in_a_match_and_explains_its_draws() {
    let mut m = Match::new(config(&["probabilistic"], 5));
    while !m.round_over() {
        let play = m.view().plays[0];
        m.play(play).unwrap();
    }
    let mine: Vec<_> = m.revealed().iter().filter(|d| d.seat == 1).collect();
    assert!(!mine.is_empty());
    for d in mine {
        assert_eq!(d.agent, "probabilistic");
        let Explanation::Probabilistic {
            probabilities,
            scores,
        } = &d.explanation
        else {
            panic!("the probabilistic agent's reasons: {:?}", d.explanation)
        };
        assert_eq!(probabilities.len(), 8);
        // It played a card it held, with a score F (it never draws a card without one).
        assert!(
            scores.iter().any(|(c, _)| *c == d.play.card),
            "{scores:?} {:?}",
            d.play
        );
    }
}

#[test]
fn bad_links_are_named_by_field() {
    let errs = MatchConfig::parse("greedy,wizard", "0", "x", "123").unwrap_err();
    let fields: Vec<&str> = errs.iter().map(|e| e.field).collect();
    assert_eq!(fields, vec!["opp", "it", "seed", "deck"]);
    assert!(MatchConfig::parse("a,b,c,d", "", "", "").is_err());
    // Every agent sits in a match, the seed's probabilistic one too.
    assert!(MatchConfig::parse("greedy,probabilistic", "", "", "").is_ok());
    assert_eq!(
        MatchConfig::parse("", "", "", "").unwrap(),
        MatchConfig::default()
    );
    assert!(parse_deck("1111112234455678").is_err(), "six Guards");
    assert!(parse_deck("9").is_err());
    // Spaces and commas between the values are read too.
    let plain = parse_deck("8765111112233445").unwrap();
    assert_eq!(
        parse_deck(" 8 7 6 5 1 1 1 1 1 2 2 3 3 4 4 5 ").unwrap(),
        plain
    );
    assert_eq!(
        parse_deck("8,7,6,5,1,1,1,1,1,2,2,3,3,4,4,5").unwrap(),
        plain
    );
    assert_eq!(
        parse_deck("8, 7, 6, 5, 11111, 22, 33, 44, 5").unwrap(),
        plain
    );
    let e = parse_deck("8, ;7").unwrap_err();
    assert_eq!(
        e,
        DeckError::NotACard {
            column: 4,
            found: ';'
        }
    );
    assert_eq!(e.to_string(), "';' (character 4) is not a card value 1–8");
    assert_eq!(
        parse_deck("1111112234455678").unwrap_err().to_string(),
        "a deck has 5 Guards (this one has 6); it needs all 16 cards"
    );
}

#[test]
fn knowledge_reads_as_words() {
    assert_eq!(
        knowledge_text(Knowledge::Exact(Card::Baron)).unwrap(),
        "holds a Baron"
    );
    assert_eq!(knowledge_text(Knowledge::Among(0xFF)), None);
    assert_eq!(
        knowledge_text(Knowledge::Among(!(1 << 1))).unwrap(),
        "does not hold: Priest"
    );
    assert_eq!(
        knowledge_text(Knowledge::Among(0b1100_0000)).unwrap(),
        "holds one of: Countess, Princess"
    );
}

#[test]
fn the_table_speaks_polish_and_english_as_before() {
    let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
    let mut m = Match::new(config(&["greedy", "random"], 4));
    for _ in 0..200 {
        if m.round_over() {
            break;
        }
        let play = m.view().plays[0];
        m.play(play).unwrap();
    }
    let (en, polish) = (m.view(), m.view_in(&pl));
    assert_eq!(
        crate::i18n::with_english(|w| m.view_in(w)),
        en,
        "the English wrapper"
    );
    let text = format!("{polish:?}");
    assert!(!text.contains('⟨'), "{text}");
    assert_ne!(en.log, polish.log);
    assert_ne!(en.round_over, polish.round_over);
    assert_eq!(polish.seats[0].name, "Ty");
    let e = parse_deck("1111112234455678").unwrap_err();
    assert_eq!(
        pl.say(&e.said()),
        "talia ma 5 × Strażniczka (ta ma 6); potrzeba wszystkich 16 kart"
    );
    assert_eq!(
        knowledge_text_in(Knowledge::Among(0b1100_0000), &pl).unwrap(),
        "ma jedną z kart: Hrabina, Księżniczka"
    );
}
