//! What the page writes from the core's values: the match's status line ([`status_line`]) and
//! settings line ([`config_line`]), and the experiment's table with the thesis's mean beside
//! each row ([`experiment_table`], [`thesis_mean`]).
//!
//! Kept out of the page so that every sentence and cell is tested natively; the page only lays
//! them out (and offers the table as CSV, from the same cells).

use super::experiment::{self, table, GameResult, Row};
use super::lab::{MatchConfig, TableView};
use super::Phase;

/// The match's status: whose turn it is (with what the human must do on their own turn), the
/// last round, or the game's end. `names` are the seats' names; `watch`: agents only.
pub fn status_line(v: &TableView, names: &[String], watch: bool, over: bool) -> String {
    if over {
        return "The game is over.".into();
    }
    let who = &names[usize::from(v.current)];
    let last = if v.last_round { " — last round" } else { "" };
    if !watch && v.current == v.me {
        let what = match v.phase {
            Phase::SetupTickets => "keep at least 2 of your first tickets",
            Phase::ChooseTickets => "keep at least 1 of the tickets drawn",
            Phase::SecondCard => "take your second card",
            _ => "draw cards, claim a route or draw tickets",
        };
        format!("Turn {}: your move — {what}{last}", v.turns + 1)
    } else {
        format!("Turn {}: {who} to play{last}", v.turns + 1)
    }
}

/// The match's settings in one line: players, who plays, the seed and the longest-path bonus.
pub fn config_line(config: &MatchConfig) -> String {
    format!(
        "{} players · {} · seed {} · longest path {}",
        config.players,
        if config.watch {
            format!("agents only ({})", config.opponent.name())
        } else {
            format!("you against {}", config.opponent.name())
        },
        config.seed,
        if config.longest_path_bonus {
            "on"
        } else {
            "off"
        }
    )
}

/// The thesis's mean score for `agent` (`algo` or `nn`) at `players` (`None`: over every table
/// size); none for another agent or a size the thesis did not play.
pub fn thesis_mean(agent: &str, players: Option<u8>) -> Option<f64> {
    match agent {
        "algo" => experiment::thesis_mean(players, false),
        "nn" => experiment::thesis_mean(players, true),
        _ => None,
    }
}

/// The experiment table's column heads.
pub const EXPERIMENT_HEAD: [&str; 15] = [
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
];

/// The experiment's table as text cells under [`EXPERIMENT_HEAD`]: one row per table size
/// played and one over all of them, `agent`'s thesis mean beside each mean.
pub fn experiment_table(games: &[GameResult], agent: &str) -> Vec<Vec<String>> {
    let rows: Vec<Row> = table(games);
    let cells = |r: &Row| -> Vec<String> {
        vec![
            r.players.map_or("all".into(), |p| p.to_string()),
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
        ]
    };
    rows.iter().map(cells).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ticket_to_ride::experiment::{experiment_game, AgentKind, THESIS_OVERALL};
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
}
