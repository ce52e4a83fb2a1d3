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
use crate::racing::lab::words;
use crate::racing::race::RaceOutcome;

/// An agent's name as the page shows it (`greedy` → `greedy (formula F)`); any name that is not
/// random or one of the greedy agents is ISMCTS.
pub fn agent_label(name: &str) -> &'static str {
    match name {
        "random" => "random",
        "greedy" => "greedy (formula F)",
        "greedy-memory" => "greedy with memory",
        "probabilistic" => "probabilistic (draws by P and F)",
        _ => "ISMCTS",
    }
}

/// The table's status line: the round, the token target and the cards left in the deck.
pub fn table_status(v: &TableView) -> String {
    format!(
        "Round {} · first to {} tokens · deck: {} card{}",
        v.round,
        v.target,
        v.deck,
        if v.deck == 1 { "" } else { "s" }
    )
}

/// A seat's state in the round: out, protected by a Handmaid, to move, or simply in.
pub fn seat_state(seat: &SeatView) -> &'static str {
    if !seat.alive {
        "out of the round"
    } else if seat.protected {
        "protected (Handmaid)"
    } else if seat.to_move {
        "to move"
    } else {
        "in"
    }
}

/// A decision's heading: who decided (`who`), which agent, and the play.
pub fn decision_head(d: &Decision, who: &str) -> String {
    format!("{who} — {}: {}", agent_label(&d.agent), d.play)
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
    let n = games.len() as f64;
    let per_1000 = millis / n * 1_000.0;
    let rounds: f64 = games
        .iter()
        .map(|g| f64::from(g.result.rounds))
        .sum::<f64>()
        / n;
    let table_count = tables(run.agents.len(), run.players).len();
    format!(
        "{} games at {table_count} table{} of {}, {:.2} rounds per game; {:.0} ms of worker time per 1 000 games (summed over the workers).",
        games.len(),
        if table_count == 1 { "" } else { "s" },
        run.players,
        rounds,
        per_1000
    )
}

/// The race's verdict between agents `a` (player 1) and `b`, in bold on the page.
pub fn race_verdict(o: &RaceOutcome, a: &str, b: &str) -> String {
    words::verdict(o, agent_label(a), agent_label(b))
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
        let labels: Vec<&str> = AGENTS.iter().map(|a| agent_label(a)).collect();
        assert!(labels.contains(&"random"));
        assert!(labels.contains(&"greedy (formula F)"));
        assert!(labels.contains(&"greedy with memory"));
        assert!(labels.contains(&"ISMCTS"));
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
}
