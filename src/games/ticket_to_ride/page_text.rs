//! What the page writes from the core's values: the match's status line ([`status_line`]) and
//! settings line ([`config_line`]), the human's tickets ([`ticket_line`]: joined or not during
//! the game, completed or failed with their points at its end), the log numbered in play order
//! ([`log_lines`]), and the experiment's table with the thesis's mean beside each row
//! ([`experiment_table`], [`thesis_mean`]).
//!
//! Kept out of the page so that every sentence and cell is tested natively; the page only lays
//! them out (and offers the table as CSV, from the same cells).

use super::experiment::{self, table_under, ForbiddenRule, GameResult, Row};
use super::lab::{LogEntry, MatchConfig, TableView, TicketView};
use super::Phase;
use crate::i18n::{with_english, Args, Catalogue};

/// The match's status: whose turn it is (with what the human must do on their own turn), the
/// last round, or the game's end. `names` are the seats' names; `watch`: agents only.
pub fn status_line(v: &TableView, names: &[String], watch: bool, over: bool) -> String {
    with_english(|w| status_line_in(v, names, watch, over, w))
}

/// [`status_line`] in the language of `words` (`names` already in it).
pub fn status_line_in(
    v: &TableView,
    names: &[String],
    watch: bool,
    over: bool,
    words: &Catalogue,
) -> String {
    if over {
        return words.msg("ttr-status-over");
    }
    let who = &names[usize::from(v.current)];
    let turn = i64::from(v.turns) + 1;
    let mut line = if !watch && v.current == v.me {
        let what = match v.phase {
            Phase::SetupTickets => words.msg("ttr-do-setup-tickets"),
            Phase::ChooseTickets => words.msg("ttr-do-choose-tickets"),
            Phase::SecondCard => words.msg("ttr-do-second-card"),
            _ => words.msg("ttr-do-anything"),
        };
        words.msg_with(
            "ttr-status-yours",
            &Args::new().count("turn", turn).text("what", what),
        )
    } else {
        words.msg_with(
            "ttr-status-other",
            &Args::new().count("turn", turn).text("who", who.as_str()),
        )
    };
    if v.last_round {
        line.push(' ');
        line.push_str(&words.msg("ttr-status-last-round"));
    }
    line
}

/// The match's settings in one line: players, who plays, the seed and the longest-path bonus.
pub fn config_line(config: &MatchConfig) -> String {
    with_english(|w| config_line_in(config, w))
}

/// [`config_line`] in the language of `words`.
pub fn config_line_in(config: &MatchConfig, words: &Catalogue) -> String {
    let agent = Args::new().text("agent", config.opponent.name());
    words.msg_with(
        "ttr-config-line",
        &Args::new()
            .count("players", config.players as i64)
            .text(
                "who",
                if config.watch {
                    words.msg_with("ttr-config-watch", &agent)
                } else {
                    words.msg_with("ttr-config-against", &agent)
                },
            )
            .text("seed", config.seed.to_string())
            .text(
                "longest",
                if config.longest_path_bonus {
                    words.msg("ttr-config-on")
                } else {
                    words.msg("ttr-config-off")
                },
            ),
    )
}

/// Where one of the human's tickets stands: during the game joined or not yet; at its end
/// completed (its points won) or failed (its points lost).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TicketState {
    /// Its cities are joined (the game goes on).
    Joined,
    /// Not joined yet (the game goes on).
    NotYet,
    /// Joined at the game's end: its points are won.
    Completed,
    /// Not joined at the game's end: its points are lost.
    Failed,
}

impl TicketState {
    /// The state of ticket `t`; `over`: the game has ended.
    pub fn of(t: &TicketView, over: bool) -> TicketState {
        match (over, t.done) {
            (false, true) => TicketState::Joined,
            (false, false) => TicketState::NotYet,
            (true, true) => TicketState::Completed,
            (true, false) => TicketState::Failed,
        }
    }

    /// The state's class on the page (`joined`, `not-yet`, `completed`, `failed`).
    pub fn class(self) -> &'static str {
        match self {
            TicketState::Joined => "joined",
            TicketState::NotYet => "not-yet",
            TicketState::Completed => "completed",
            TicketState::Failed => "failed",
        }
    }
}

/// A ticket of the human's as the page lists it: "Denver – El Paso (4) ✓ joined" or "… — not
/// yet" while the game goes on; "… — completed: +4 points" or "… — failed: −4 points" once
/// it is over.
pub fn ticket_line(t: &TicketView, over: bool) -> String {
    with_english(|w| ticket_line_in(t, over, w))
}

/// [`ticket_line`] in the language of `words`.
pub fn ticket_line_in(t: &TicketView, over: bool, words: &Catalogue) -> String {
    let args = Args::new()
        .text("name", t.name.as_str())
        .count("n", i64::from(t.points.unsigned_abs()));
    match TicketState::of(t, over) {
        TicketState::Joined => words.msg_with("ttr-ticket-joined", &args),
        TicketState::NotYet => words.msg_with("ttr-ticket-not-yet", &args),
        TicketState::Completed => words.msg_with("ttr-ticket-completed", &args),
        TicketState::Failed => words.msg_with("ttr-ticket-failed", &args),
    }
}

/// One line of the log as the page lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// Its number in play order: 1 is the game's first move.
    pub number: usize,
    /// Who acted.
    pub who: String,
    /// What they did.
    pub text: String,
}

/// The log in play order, numbered from 1 (the first move) to the newest (the last line).
/// `names` are the seats' names.
pub fn log_lines(log: &[LogEntry], names: &[String]) -> Vec<LogLine> {
    with_english(|w| log_lines_in(log, names, w))
}

/// [`log_lines`] in the language of `words` (`names` already in it).
pub fn log_lines_in(log: &[LogEntry], names: &[String], words: &Catalogue) -> Vec<LogLine> {
    log.iter()
        .enumerate()
        .map(|(i, e)| LogLine {
            number: i + 1,
            who: names[usize::from(e.player)].clone(),
            text: e.text_in(words),
        })
        .collect()
}

/// The thesis's mean score for `agent` (`algo`, `algo-thesis` or `nn`) at `players` (`None`:
/// over every table size); none for another agent or a size the thesis did not play.
pub fn thesis_mean(agent: &str, players: Option<u8>) -> Option<f64> {
    match agent {
        "algo" | "algo-thesis" => experiment::thesis_mean(players, false),
        "nn" => experiment::thesis_mean(players, true),
        _ => None,
    }
}

/// The experiment table's column heads.
pub const EXPERIMENT_HEAD: [&str; 16] = [
    "players",
    "games",
    "mean",
    "thesis mean",
    "std",
    "min",
    "median",
    "max",
    "% > 110",
    "% > 120",
    "% > 140",
    "completed",
    "failed",
    "forbidden %",
    "turns",
    "interrupted",
];

/// The experiment table's column heads in the language of `words` (the CSV keeps
/// [`EXPERIMENT_HEAD`]).
pub fn experiment_head_in(words: &Catalogue) -> Vec<String> {
    vec![
        words.msg("ttr-x-col-players"),
        words.msg("ttr-x-col-games"),
        words.msg("ttr-x-col-mean"),
        words.msg("ttr-x-col-thesis-mean"),
        words.msg("ttr-x-col-std"),
        words.msg("ttr-x-col-min"),
        words.msg("ttr-x-col-median"),
        words.msg("ttr-x-col-max"),
        words.msg("ttr-x-col-over-110"),
        words.msg("ttr-x-col-over-120"),
        words.msg("ttr-x-col-over-140"),
        words.msg("ttr-x-col-completed"),
        words.msg("ttr-x-col-failed"),
        words.msg("ttr-x-col-forbidden"),
        words.msg("ttr-x-col-turns"),
        words.msg("ttr-x-col-interrupted"),
    ]
}

/// The experiment's table as text cells under [`EXPERIMENT_HEAD`]: one row per table size
/// played and one over all of them, `agent`'s thesis mean beside each mean.
pub fn experiment_table(games: &[GameResult], agent: &str) -> Vec<Vec<String>> {
    experiment_table_under(games, agent, ForbiddenRule::Replace)
}

/// [`experiment_table`] under `rule`: with the thesis's ([`ForbiddenRule::End`]) the games
/// with a forbidden decision count only in the last column ("interrupted").
pub fn experiment_table_under(
    games: &[GameResult],
    agent: &str,
    rule: ForbiddenRule,
) -> Vec<Vec<String>> {
    experiment_table_with(games, agent, rule, "all")
}

/// [`experiment_table_under`] for the page: the overall row named in the language of `words`.
pub fn experiment_table_under_in(
    games: &[GameResult],
    agent: &str,
    rule: ForbiddenRule,
    words: &Catalogue,
) -> Vec<Vec<String>> {
    experiment_table_with(games, agent, rule, &words.msg("ttr-x-all"))
}

fn experiment_table_with(
    games: &[GameResult],
    agent: &str,
    rule: ForbiddenRule,
    all: &str,
) -> Vec<Vec<String>> {
    let rows: Vec<Row> = table_under(games, rule);
    let cells = |r: &Row| -> Vec<String> {
        vec![
            r.players.map_or(all.into(), |p| p.to_string()),
            r.games.to_string(),
            format!("{:.1}", r.mean),
            thesis_mean(agent, r.players).map_or("–".into(), |m| format!("{m:.1}")),
            format!("{:.1}", r.std),
            format!("{:.0}", r.min),
            format!("{:.1}", r.median),
            format!("{:.0}", r.max),
            format!("{:.1}", r.over_110),
            format!("{:.1}", r.over_120),
            format!("{:.1}", r.over_140),
            format!("{:.2}", r.completed),
            format!("{:.2}", r.failed),
            format!("{:.2}", r.forbidden_rate),
            format!("{:.1}", r.turns),
            r.interrupted.to_string(),
        ]
    };
    rows.iter().map(cells).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ticket_to_ride::experiment::{
        experiment_game, table, AgentKind, THESIS_OVERALL,
    };
    use crate::games::ticket_to_ride::lab::Match;

    #[test]
    fn the_status_says_whose_turn_and_what_to_do() {
        let m = Match::new(MatchConfig::default()).expect("the default table is valid");
        let mut v = m.view();
        let names = m.names().to_vec();
        assert_eq!(v.turns, 0);
        assert_eq!(v.phase, Phase::SetupTickets);
        if v.current == v.me {
            assert_eq!(
                status_line(&v, &names, false, false),
                "Turn 1: your move — keep at least 2 of your first tickets"
            );
        }
        assert_eq!(
            status_line(&v, &names, true, false),
            format!("Turn 1: {} to play", names[usize::from(v.current)])
        );
        v.me = v.current;
        v.phase = Phase::SecondCard;
        v.turns = 11;
        v.last_round = true;
        assert_eq!(
            status_line(&v, &names, false, false),
            "Turn 12: your move — take your second card — last round"
        );
        v.phase = Phase::ChooseTickets;
        v.last_round = false;
        assert_eq!(
            status_line(&v, &names, false, false),
            "Turn 12: your move — keep at least 1 of the tickets drawn"
        );
        v.phase = Phase::Start;
        assert_eq!(
            status_line(&v, &names, false, false),
            "Turn 12: your move — draw cards, claim a route or draw tickets"
        );
        assert_eq!(status_line(&v, &names, false, true), "The game is over.");
    }

    #[test]
    fn the_settings_line_names_every_setting() {
        assert_eq!(
            config_line(&MatchConfig::default()),
            "2 players · you against algo · seed 1 · longest path on"
        );
        let watched = MatchConfig {
            players: 4,
            opponent: AgentKind::Random,
            seed: 77,
            longest_path_bonus: false,
            watch: true,
        };
        assert_eq!(
            config_line(&watched),
            "4 players · agents only (random) · seed 77 · longest path off"
        );
    }

    #[test]
    fn the_log_is_numbered_in_play_order_the_newest_last() {
        let mut m = Match::new(MatchConfig {
            players: 3,
            seed: 4,
            ..MatchConfig::default()
        })
        .expect("a valid table");
        assert!(m.log().is_empty(), "the human keeps their tickets first");
        // Play a few moves: draw from the deck whenever possible.
        let keep = crate::games::ticket_to_ride::lab::keep_action(&[true, true, false]);
        m.play(keep).expect("keeping 2 of 3 at setup");
        for _ in 0..4 {
            let v = m.view();
            let a = if v.choices.deck {
                crate::games::ticket_to_ride::Action::DrawDeck
            } else {
                v.choices.claims[0].payments[0].0
            };
            m.play(a).expect("a legal move");
        }
        let lines = log_lines(m.log(), m.names());
        assert_eq!(lines.len(), m.log().len());
        assert!(lines.len() >= 5);
        for (i, l) in lines.iter().enumerate() {
            assert_eq!(l.number, i + 1);
        }
        // Line 1 is the game's first move (the first seat keeping its tickets at setup) …
        assert_eq!(lines[0].who, "You");
        assert!(lines[0].text.starts_with("kept "), "{:?}", lines[0]);
        assert_eq!(lines[1].who, "Player 2 (algo)");
        assert!(lines[1].text.starts_with("kept ") && lines[1].text.ends_with(" tickets"));
        // … and the last line the newest.
        let newest = m.log().last().expect("moves were made");
        let last = lines.last().expect("lines");
        assert_eq!(last.text, newest.text);
        assert_eq!(last.number, m.log().len());
    }

    #[test]
    fn tickets_say_completed_or_failed_with_their_points_once_the_game_is_over() {
        let ticket = |done| TicketView {
            ticket: 0,
            name: "Denver – El Paso (4)".into(),
            points: 4,
            cities: (0, 1),
            done,
        };
        assert_eq!(
            ticket_line(&ticket(true), false),
            "Denver – El Paso (4) ✓ joined"
        );
        assert_eq!(
            ticket_line(&ticket(false), false),
            "Denver – El Paso (4) — not yet"
        );
        assert_eq!(
            ticket_line(&ticket(true), true),
            "Denver – El Paso (4) — completed: +4 points"
        );
        assert_eq!(
            ticket_line(&ticket(false), true),
            "Denver – El Paso (4) — failed: −4 points"
        );
        assert_eq!(TicketState::of(&ticket(false), true).class(), "failed");
        assert_eq!(TicketState::of(&ticket(true), true).class(), "completed");
        assert_eq!(TicketState::of(&ticket(true), false).class(), "joined");
        assert_eq!(TicketState::of(&ticket(false), false).class(), "not-yet");
    }

    #[test]
    fn at_the_end_the_tickets_lines_add_up_to_the_tickets_score() {
        let mut m = Match::new(MatchConfig {
            seed: 21,
            ..MatchConfig::default()
        })
        .expect("a valid table");
        while !m.over() {
            let v = m.view();
            let c = &v.choices;
            let a = if !v.offered.is_empty() {
                crate::games::ticket_to_ride::lab::keep_action(&vec![true; v.offered.len()])
            } else if let Some(claim) = c.claims.first() {
                claim.payments[0].0
            } else if c.deck {
                crate::games::ticket_to_ride::Action::DrawDeck
            } else if let Some(&s) = c.face_up.first() {
                crate::games::ticket_to_ride::Action::DrawFaceUp(s)
            } else {
                crate::games::ticket_to_ride::Action::Pass
            };
            m.play(a).expect("a legal move");
        }
        let v = m.view();
        let mine = &m.scores().expect("the game is over")[0];
        let mut sum = 0;
        let (mut completed, mut failed) = (0, 0);
        for t in &v.tickets {
            let line = ticket_line(t, true);
            assert!(!line.contains("not yet"), "{line}");
            match TicketState::of(t, true) {
                TicketState::Completed => {
                    assert!(line.ends_with(&format!("completed: +{} points", t.points)));
                    sum += t.points;
                    completed += 1;
                }
                TicketState::Failed => {
                    assert!(line.ends_with(&format!("failed: −{} points", t.points)));
                    sum -= t.points;
                    failed += 1;
                }
                s => panic!("{s:?} after the end"),
            }
        }
        assert_eq!(sum, mine.score.tickets);
        assert_eq!(
            (completed, failed),
            (mine.score.completed, mine.score.failed)
        );
    }

    #[test]
    fn thesis_means_come_from_the_thesis() {
        assert_eq!(thesis_mean("algo", Some(2)), Some(107.0));
        assert_eq!(thesis_mean("nn", Some(3)), Some(100.0));
        assert_eq!(thesis_mean("algo", None), Some(THESIS_OVERALL.0));
        assert_eq!(thesis_mean("nn", None), Some(THESIS_OVERALL.1));
        assert_eq!(thesis_mean("random", Some(2)), None);
        assert_eq!(thesis_mean("algo", Some(9)), None);
    }

    #[test]
    fn the_experiment_table_has_a_row_per_size_and_one_overall() {
        let seed = crate::rng::Seed(5);
        let games: Vec<GameResult> = [2usize, 3]
            .iter()
            .flat_map(|&p| (0..2).map(move |i| experiment_game(&AgentKind::Algo, p, seed, i)))
            .collect();
        let rows = experiment_table(&games, "algo");
        let expected = table(&games);
        assert_eq!(rows.len(), expected.len());
        for (cells, row) in rows.iter().zip(&expected) {
            assert_eq!(cells.len(), EXPERIMENT_HEAD.len());
            assert_eq!(
                cells[0],
                row.players.map_or("all".to_string(), |p| p.to_string())
            );
            assert_eq!(cells[1], row.games.to_string());
            assert_eq!(cells[2], format!("{:.1}", row.mean));
            assert_eq!(
                cells[3],
                thesis_mean("algo", row.players).map_or("–".to_string(), |m| format!("{m:.1}"))
            );
            assert_eq!(cells[14], format!("{:.1}", row.turns));
        }
        assert_eq!(rows.last().expect("an overall row")[0], "all");
        assert_eq!(rows[0][3], "107.0");
        assert!(experiment_table(&games, "random")
            .iter()
            .all(|r| r[3] == "–"));
    }

    #[test]
    fn the_status_settings_and_tickets_speak_polish() {
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let m = Match::new(MatchConfig::default()).expect("the default table is valid");
        let v = m.view();
        let names = m.names_in(&pl);
        for watch in [false, true] {
            let polish = status_line_in(&v, &names, watch, false, &pl);
            assert!(!polish.contains('⟨'), "{polish}");
            assert_ne!(polish, status_line(&v, m.names(), watch, false));
        }
        let config = config_line_in(&MatchConfig::default(), &pl);
        assert!(!config.contains('⟨'), "{config}");
        assert_ne!(config, config_line(&MatchConfig::default()));
        for t in &v.tickets {
            for over in [false, true] {
                let polish = ticket_line_in(t, over, &pl);
                assert!(
                    !polish.contains('⟨') && polish != ticket_line(t, over),
                    "{polish}"
                );
            }
        }
    }
}
