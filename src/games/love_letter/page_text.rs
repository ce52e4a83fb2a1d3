//! What the page writes from the core's values: agents' labels ([`agent_label`]), the table's
//! status and a seat's state, a decision's heading, the tournament's standings as cells and its
//! summary, and the race's verdict (the rest of a race's words are the racing lab's,
//! [`crate::racing::lab::words`]).
//!
//! Kept out of the page so that every sentence and cell is tested natively; the page only lays
//! them out (and offers the standings as CSV, from the same cells).

use super::forms::TournamentRequest;
use super::lab::{Decision, SeatView, TableView};
use super::tournament::{tables, Standing, TournamentGame};
use crate::i18n::{with_english, Args, Catalogue};
use crate::racing::lab::words;
use crate::racing::race::RaceOutcome;

/// An agent's name as the page shows it (`greedy` → `greedy (formula F)`); any name that is not
/// random or one of the greedy agents is ISMCTS.
pub fn agent_label(name: &str) -> String {
    with_english(|w| agent_label_in(name, w))
}

/// [`agent_label`] in the language of `words`.
pub fn agent_label_in(name: &str, words: &Catalogue) -> String {
    match name {
        "random" => words.msg("ll-agent-random"),
        "greedy" => words.msg("ll-agent-greedy"),
        "greedy-memory" => words.msg("ll-agent-greedy-memory"),
        "probabilistic" => words.msg("ll-agent-probabilistic"),
        _ => words.msg("ll-agent-ismcts"),
    }
}

/// The table's status line: the round, the token target and the cards left in the deck.
pub fn table_status(v: &TableView) -> String {
    with_english(|w| table_status_in(v, w))
}

/// [`table_status`] in the language of `words`.
pub fn table_status_in(v: &TableView, words: &Catalogue) -> String {
    words.msg_with(
        "ll-status",
        &Args::new()
            .count("round", i64::from(v.round))
            .count("target", i64::from(v.target))
            .count("deck", v.deck as i64),
    )
}

/// A seat's state in the round: out, protected by a Handmaid, to move, or simply in.
pub fn seat_state(seat: &SeatView) -> String {
    with_english(|w| seat_state_in(seat, w))
}

/// [`seat_state`] in the language of `words`.
pub fn seat_state_in(seat: &SeatView, words: &Catalogue) -> String {
    if !seat.alive {
        words.msg("ll-seat-out")
    } else if seat.protected {
        words.msg("ll-seat-protected")
    } else if seat.to_move {
        words.msg("ll-seat-to-move")
    } else {
        words.msg("ll-seat-in")
    }
}

/// A decision's heading: who decided (`who`), which agent, and the play.
pub fn decision_head(d: &Decision, who: &str) -> String {
    with_english(|w| decision_head_in(d, who, w))
}

/// [`decision_head`] in the language of `words`.
pub fn decision_head_in(d: &Decision, who: &str, words: &Catalogue) -> String {
    words.msg_with(
        "ll-decision-head",
        &Args::new()
            .text("who", who)
            .text("agent", agent_label_in(&d.agent, words))
            .text("play", d.play.text_in(words)),
    )
}

/// The standings' CSV column heads.
pub const STANDINGS_HEAD: [&str; 6] = ["agent", "games", "wins", "rate", "ci95_low", "ci95_high"];

/// The standings as CSV cells under [`STANDINGS_HEAD`] (agents by name, rates to 4 decimals).
pub fn standings_cells(table: &[Standing]) -> Vec<Vec<String>> {
    table
        .iter()
        .map(|s| {
            vec![
                s.agent.clone(),
                s.games.to_string(),
                s.wins.to_string(),
                format!("{:.4}", s.rate),
                format!("{:.4}", s.interval.0),
                format!("{:.4}", s.interval.1),
            ]
        })
        .collect()
}

/// The tournament's summary: games, tables, rounds per game and the worker time per 1 000
/// games (`millis` summed over the workers).
pub fn tournament_summary(
    games: &[TournamentGame],
    millis: f64,
    run: &TournamentRequest,
) -> String {
    with_english(|w| tournament_summary_in(games, millis, run, w))
}

/// [`tournament_summary`] in the language of `words`.
pub fn tournament_summary_in(
    games: &[TournamentGame],
    millis: f64,
    run: &TournamentRequest,
    words: &Catalogue,
) -> String {
    let n = games.len() as f64;
    let per_1000 = millis / n * 1_000.0;
    let rounds: f64 = games
        .iter()
        .map(|g| f64::from(g.result.rounds))
        .sum::<f64>()
        / n;
    let table_count = tables(run.agents.len(), run.players).len();
    words.msg_with(
        "ll-t-summary",
        &Args::new()
            .count("games", games.len() as i64)
            .count("tables", table_count as i64)
            .count("players", run.players as i64)
            .text("rounds", words.number(rounds, 2))
            .text("ms", words.decimal(&format!("{per_1000:.0}"))),
    )
}

/// The race's verdict between agents `a` (player 1) and `b`, in bold on the page.
pub fn race_verdict(o: &RaceOutcome, a: &str, b: &str) -> String {
    with_english(|w| race_verdict_in(o, a, b, w))
}

/// [`race_verdict`] with the agents named in the language of `words` (the racing lab's
/// sentence around them is its own).
pub fn race_verdict_in(o: &RaceOutcome, a: &str, b: &str, words: &Catalogue) -> String {
    words::verdict(o, &agent_label_in(a, words), &agent_label_in(b, words))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::love_letter::agents::{AgentKind, AGENTS};
    use crate::games::love_letter::lab::{Match, MatchConfig};
    use crate::games::love_letter::tournament::standings;
    use crate::games::love_letter::GameResult;
    use crate::racing::race::{StopReason, Winner};

    #[test]
    fn every_agent_has_its_label() {
        let labels: Vec<String> = AGENTS.iter().map(|a| agent_label(a)).collect();
        for label in [
            "random",
            "greedy (formula F)",
            "greedy with memory",
            "ISMCTS",
        ] {
            assert!(labels.iter().any(|l| l == label), "{label}");
        }
        assert_eq!(agent_label("ismcts"), "ISMCTS");
    }

    #[test]
    fn the_table_status_counts_the_deck() {
        let m = Match::new(MatchConfig::default());
        let mut v = m.view();
        v.round = 2;
        v.target = 7;
        v.deck = 1;
        assert_eq!(
            table_status(&v),
            "Round 2 · first to 7 tokens · deck: 1 card"
        );
        v.deck = 11;
        assert_eq!(
            table_status(&v),
            "Round 2 · first to 7 tokens · deck: 11 cards"
        );
        let mut seat = v.seats[0].clone();
        seat.alive = true;
        seat.protected = false;
        seat.to_move = false;
        assert_eq!(seat_state(&seat), "in");
        seat.to_move = true;
        assert_eq!(seat_state(&seat), "to move");
        seat.protected = true;
        assert_eq!(seat_state(&seat), "protected (Handmaid)");
        seat.alive = false;
        assert_eq!(seat_state(&seat), "out of the round");
    }

    fn game(seating: Vec<usize>, winner: u8, rounds: u32) -> TournamentGame {
        TournamentGame {
            seating,
            result: GameResult {
                tokens: vec![0, 0],
                winners: vec![winner],
                rounds,
            },
        }
    }

    #[test]
    fn the_standings_and_summary_come_from_the_games() {
        let names = ["greedy", "random"];
        let games = vec![
            game(vec![0, 1], 0, 5),
            game(vec![1, 0], 1, 6),
            game(vec![0, 1], 1, 7),
        ];
        let table = standings(&names, &games);
        let cells = standings_cells(&table);
        assert_eq!(cells.len(), 2);
        for (row, s) in cells.iter().zip(&table) {
            assert_eq!(row.len(), STANDINGS_HEAD.len());
            assert_eq!(row[0], s.agent);
            assert_eq!(row[1], s.games.to_string());
            assert_eq!(row[2], s.wins.to_string());
            assert_eq!(row[3], format!("{:.4}", s.rate));
            assert_eq!(row[4], format!("{:.4}", s.interval.0));
        }
        let run = TournamentRequest {
            agents: names.iter().map(|s| AgentKind::parse(s).unwrap()).collect(),
            players: 2,
            games: 3,
            seed: 1,
            iterations: 10,
        };
        assert_eq!(
            tournament_summary(&games, 30.0, &run),
            "3 games at 1 table of 2, 6.00 rounds per game; 10000 ms of worker time per 1 000 games (summed over the workers)."
        );
    }

    #[test]
    fn the_race_verdict_names_the_agents() {
        let mut o = RaceOutcome {
            winner: Winner::P1,
            games: 40,
            mean: 0.8,
            reason: StopReason::BoundCrossed,
            tests: 40,
        };
        assert_eq!(
            race_verdict(&o, "greedy", "random"),
            "greedy (formula F) is better than random"
        );
        o.winner = Winner::P2;
        assert_eq!(
            race_verdict(&o, "greedy", "random"),
            "random is better than greedy (formula F)"
        );
    }

    #[test]
    fn the_page_words_speak_polish() {
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let m = Match::new(MatchConfig::default());
        let v = m.view();
        let polish = table_status_in(&v, &pl);
        assert_ne!(polish, table_status(&v));
        assert!(polish.starts_with("Runda 1 · gra do 7 żetonów"), "{polish}");
        assert_eq!(agent_label_in("greedy-memory", &pl), "zachłanny z pamięcią");
        assert_eq!(seat_state_in(&v.seats[1], &pl), "w grze");
        let run = TournamentRequest {
            agents: ["greedy", "random"]
                .iter()
                .map(|s| AgentKind::parse(s).unwrap())
                .collect(),
            players: 2,
            games: 1,
            seed: 1,
            iterations: 10,
        };
        let games = vec![game(vec![0, 1], 0, 5)];
        let text = tournament_summary_in(&games, 3.0, &run, &pl);
        assert!(text.contains("5,00") && !text.contains('⟨'), "{text}");
    }
}
