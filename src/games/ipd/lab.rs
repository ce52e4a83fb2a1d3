//! What the evolution lab's prisoner's dilemma panels show, rendered in the worker
//! ([`Rendered`]: markup, charts, files) and tested here: a match as a strip of moves with its
//! summary and CSV, the tournament's ranking, payoff-matrix heat map, CSVs and ecological
//! simulation, a race's progress and verdict, population play round by round, the benchmark's
//! table and the strategies' descriptions. The page only asks the worker and shows the answer.
//!
//! The strip is drawn by hand rather than by the chart library: it is a grid of coloured
//! squares, and plotters would add nothing but weight to the page's module.

use std::fmt::Write as _;

use super::bench::IpdBenchRow;
use super::play::MatchResult;
use super::strategies::{Classic, Strategy, StrategyError};
use super::tournament::TournamentResult;
use super::{ecological, Move, Payoffs};
use crate::plot::{LineChart, Scale, Series};
use crate::racing::jobs::RaceState;
use crate::racing::race::{RaceOutcome, Winner};
use crate::rendered::{heat_table, paragraph, table, Download, Rendered};
use crate::text::{escape_html, fixed};

/// Turns per row of the match strip.
pub const STRIP_ROW: usize = 50;

/// The colour of a move in the strip: cooperation blue, defection red.
fn move_colour(m: Move) -> &'static str {
    match m {
        Move::C => "#3a63c8",
        Move::D => "#d1402f",
    }
}

/// The moves of a match as an SVG strip: for every block of [`STRIP_ROW`] turns, A's moves
/// above B's, each a square coloured by the move (C blue, D red) with the turn numbers at the
/// start of each block. `names` label the two rows.
pub fn match_strip_svg(result: &MatchResult, names: [&str; 2]) -> String {
    const CELL: usize = 11;
    const LEFT: usize = 44;
    let rows = result.moves.len().div_ceil(STRIP_ROW).max(1);
    let block = 2 * CELL + 18;
    let width = LEFT + STRIP_ROW * CELL + 4;
    let height = rows * block + 4;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" \
         width=\"{width}\" height=\"{height}\" role=\"img\" font-family=\"sans-serif\" \
         font-size=\"10\"><title>{}</title>",
        escape_html(&format!(
            "The moves of {} (upper row) and {} (lower row), blue C and red D",
            names[0], names[1]
        ))
    );
    for (r, chunk) in result.moves.chunks(STRIP_ROW).enumerate() {
        let top = r * block + 12;
        let _ = write!(
            svg,
            "<text x=\"0\" y=\"{}\">{}</text>",
            top - 2,
            r * STRIP_ROW + 1
        );
        let _ = write!(
            svg,
            "<text x=\"0\" y=\"{}\" fill=\"#555\">A</text><text x=\"0\" y=\"{}\" fill=\"#555\">B</text>",
            top + CELL - 1,
            top + 2 * CELL - 1
        );
        for (k, (a, b)) in chunk.iter().enumerate() {
            let x = LEFT + k * CELL;
            let _ = write!(
                svg,
                "<rect x=\"{x}\" y=\"{top}\" width=\"{w}\" height=\"{w}\" fill=\"{}\"/>\
                 <rect x=\"{x}\" y=\"{}\" width=\"{w}\" height=\"{w}\" fill=\"{}\"/>",
                move_colour(*a),
                top + CELL,
                move_colour(*b),
                w = CELL - 1
            );
        }
    }
    svg.push_str("</svg>");
    svg
}

/// The match in words: each player's cooperation count and total, and who did better.
pub fn match_summary(result: &MatchResult, names: [&str; 2]) -> String {
    let turns = result.moves.len();
    let coop = |p: usize| {
        result
            .moves
            .iter()
            .filter(|m| if p == 0 { m.0 } else { m.1 } == Move::C)
            .count()
    };
    let [a, b] = result.scores;
    let verdict = if a > b {
        format!("{} scored more", names[0])
    } else if b > a {
        format!("{} scored more", names[1])
    } else {
        "an even match".to_string()
    };
    format!(
        "{turns} turns: {} cooperated {} times and scored {} ({:.3} a turn); {} cooperated {} \
         times and scored {} ({:.3} a turn) — {verdict}.",
        names[0],
        coop(0),
        crate::plot::fmt_number(a),
        a / turns.max(1) as f64,
        names[1],
        coop(1),
        crate::plot::fmt_number(b),
        b / turns.max(1) as f64,
    )
}

/// The move pairs as the command line prints them (`"CD"`: A's move then B's), one line per
/// turn with the running totals, for download.
pub fn match_csv(result: &MatchResult, payoffs: &Payoffs) -> String {
    let mut out = String::from("turn,a,b,a_total,b_total\n");
    for t in turns(result, payoffs) {
        let _ = writeln!(
            out,
            "{},{},{},{},{}",
            t.turn,
            t.moves.0.letter(),
            t.moves.1.letter(),
            t.totals[0],
            t.totals[1]
        );
    }
    out
}

/// One turn of a match: its number (from 1), the two moves, what each earned, the totals so far.
struct Turn {
    turn: usize,
    moves: (Move, Move),
    earned: [f64; 2],
    totals: [f64; 2],
}

/// The match's turns with what each player earned and the running totals.
fn turns<'a>(result: &'a MatchResult, payoffs: &'a Payoffs) -> impl Iterator<Item = Turn> + 'a {
    let mut totals = [0.0, 0.0];
    result.moves.iter().enumerate().map(move |(k, &(a, b))| {
        let earned = [payoffs.payoff(a, b), payoffs.payoff(b, a)];
        totals = [totals[0] + earned[0], totals[1] + earned[1]];
        Turn {
            turn: k + 1,
            moves: (a, b),
            earned,
            totals,
        }
    })
}

/// The ecological simulation over `generations` from a tournament's payoff matrix, drawn as
/// each strategy's share against the generation.
pub fn ecology_chart(
    names: &[String],
    payoff_matrix: &[Vec<f64>],
    generations: usize,
) -> LineChart {
    let shares = ecological(payoff_matrix, generations);
    let series = names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let points = shares.iter().enumerate().map(|(g, p)| (g as f64, p[i]));
            Series::nth(i, name.clone(), points.collect())
        })
        .collect();
    LineChart::lines(
        "Ecological simulation: each strategy's share, generation by generation",
        ("generation", Scale::Linear),
        ("share of the population", Some((0.0, 1.0))),
        series,
        (640, 380),
    )
}

/// Population play drawn as the number of individuals of each strategy after every round.
pub fn population_chart(names: &[String], counts: &[Vec<u32>]) -> LineChart {
    let series = names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let points = counts
                .iter()
                .enumerate()
                .map(|(r, c)| (r as f64, f64::from(c.get(i).copied().unwrap_or(0))));
            Series::nth(i, name.clone(), points.collect())
        })
        .collect();
    let total = counts.first().map_or(1, |c| c.iter().sum::<u32>()).max(1);
    LineChart::lines(
        "Population play: individuals of each strategy, round by round",
        ("round", Scale::Linear),
        ("individuals", Some((0.0, f64::from(total)))),
        series,
        (640, 380),
    )
}

/// Reads a strategy the page offers by name, or a person's rule table: a memory-one vector or
/// a lookup table in the formats of [`super::MemoryOne::parse`] and
/// [`super::LookupTable::parse`].
pub fn read_strategy(text: &str) -> Result<Strategy, StrategyError> {
    let t = text.trim();
    // A table's error is placed in the text as typed: after the leading blanks (lines, then
    // spaces on the table's line) and the prefix.
    let blanks = &text[..text.len() - text.trim_start().len()];
    let lines = blanks.matches('\n').count();
    let lead = blanks.rsplit('\n').next().map_or(0, |l| l.chars().count());
    let placed = |prefix: &'static str| {
        move |mut e: crate::text::ParseError| {
            if e.line == 1 {
                e.column += lead + prefix.chars().count();
            }
            e.line += lines;
            StrategyError::Table(e)
        }
    };
    if let Some(rest) = t.strip_prefix("memory-one:") {
        return super::MemoryOne::parse(rest)
            .map(Strategy::MemoryOne)
            .map_err(placed("memory-one:"));
    }
    if let Some(rest) = t.strip_prefix("lookup:") {
        return super::LookupTable::parse(rest)
            .map(Strategy::Lookup)
            .map_err(placed("lookup:"));
    }
    super::by_name(t)
}

/// Reads a comma-separated list of strategies as the command line's `--players` writes it:
/// names and rule tables ([`read_strategy`]), a `memory-one:` table taking its four
/// comma-separated probabilities with it (`Tit For Tat,memory-one:1,1/3,1,1/3;first=1`).
pub fn read_strategies(list: &str) -> Result<Vec<Strategy>, StrategyError> {
    let pieces: Vec<&str> = list.split(',').collect();
    let mut out = Vec::new();
    let mut k = 0;
    // Where the current piece starts in the list, in characters (a table's error is placed
    // in the whole list, not in its piece).
    let mut at = 0;
    while k < pieces.len() {
        let take = if pieces[k].trim_start().starts_with("memory-one:") {
            4.min(pieces.len() - k)
        } else {
            1
        };
        let piece = pieces[k..k + take].join(",");
        out.push(read_strategy(&piece).map_err(|e| match e {
            StrategyError::Table(mut e) if e.line == 1 => {
                e.column += at;
                StrategyError::Table(e)
            }
            other => other,
        })?);
        at += piece.chars().count() + 1;
        k += take;
    }
    Ok(out)
}

fn csv_file(id: &str, label: &str, name: &str, text: String) -> Download {
    Download {
        id: id.into(),
        label: label.into(),
        name: name.into(),
        mime: "text/csv".into(),
        text,
    }
}

/// The most turns listed one by one under a match (the strip and the CSV have them all).
pub const LISTED_TURNS: usize = 1_000;

/// The match turn by turn: each turn's two moves, what each earned, and the running totals.
fn turn_table(result: &MatchResult, names: [&str; 2], payoffs: &Payoffs) -> String {
    let fmt = crate::plot::fmt_number;
    let rows: Vec<Vec<String>> = turns(result, payoffs)
        .take(LISTED_TURNS)
        .map(|t| {
            vec![
                t.turn.to_string(),
                t.moves.0.letter().to_string(),
                t.moves.1.letter().to_string(),
                fmt(t.earned[0]),
                fmt(t.earned[1]),
                fmt(t.totals[0]),
                fmt(t.totals[1]),
            ]
        })
        .collect();
    let caption = if result.moves.len() > LISTED_TURNS {
        format!("The first {LISTED_TURNS} turns (the CSV has every turn)")
    } else {
        String::new()
    };
    let head = [
        "turn".to_string(),
        format!("{} plays", names[0]),
        format!("{} plays", names[1]),
        format!("{} earns", names[0]),
        format!("{} earns", names[1]),
        format!("{} in all", names[0]),
        format!("{} in all", names[1]),
    ];
    let head: Vec<&str> = head.iter().map(String::as_str).collect();
    format!(
        "<details id=\"ipd-match-turns\"><summary>Turn by turn</summary><div class=\"scroll-x\">{}</div></details>",
        table("ipd-turns", &caption, &head, &rows)
    )
}

/// A match: its summary, the strip of moves, the turns one by one, and the moves as CSV.
pub fn match_view(result: &MatchResult, names: [&str; 2], payoffs: &Payoffs) -> Rendered {
    Rendered {
        html: format!(
            "<div id=\"ipd-match\">{}<div class=\"scroll-x\" id=\"ipd-strip\">{}</div>{}</div>",
            paragraph("ipd-match-summary", &match_summary(result, names)),
            match_strip_svg(result, names),
            turn_table(result, names, payoffs)
        ),
        charts: Vec::new(),
        files: vec![csv_file(
            "ipd-match-csv",
            "Download the moves (CSV)",
            "match.csv",
            match_csv(result, payoffs),
        )],
    }
}

/// A tournament: how long it took, the ranking, the payoff matrix as a heat map, the
/// ecological simulation over `generations`, and both tables as CSV.
pub fn tournament_view(t: &TournamentResult, generations: usize, millis: f64) -> Rendered {
    let rows: Vec<Vec<String>> = t
        .ranking
        .iter()
        .enumerate()
        .map(|(r, &i)| {
            vec![
                (r + 1).to_string(),
                t.players[i].clone(),
                fixed(t.median_scores[i], 3),
                t.wins[i].iter().sum::<u32>().to_string(),
            ]
        })
        .collect();
    let heat: Vec<(String, Vec<f64>)> = t
        .players
        .iter()
        .cloned()
        .zip(t.payoff_matrix.iter().cloned())
        .collect();
    Rendered {
        html: format!(
            "<div id=\"ipd-tournament\">{}{}{}<div class=\"scroll-x\">{}</div></div>",
            paragraph(
                "ipd-t-status",
                &format!(
                    "{} players, {} repetitions, {} turns: played in {:.0} ms (in the workers).",
                    t.players.len(),
                    t.repetitions,
                    t.turns,
                    millis
                )
            ),
            table(
                "ipd-ranking",
                "The ranking, by the median over the repetitions of the mean payoff a turn",
                &["rank", "strategy", "median score a turn", "wins"],
                &rows
            ),
            paragraph(
                "ipd-heat-caption",
                "Mean payoff a turn of the row's strategy against the column's:"
            ),
            heat_table("ipd-heat", "row \\ column", &t.players, &heat, 2)
        ),
        charts: vec![ecology_chart(&t.players, &t.payoff_matrix, generations)],
        files: vec![
            csv_file(
                "ipd-t-csv",
                "Download the scores (CSV)",
                "tournament.csv",
                t.csv(),
            ),
            csv_file(
                "ipd-t-matrix-csv",
                "Download the payoff matrix (CSV)",
                "payoff-matrix.csv",
                t.payoff_matrix_csv(),
            ),
        ],
    }
}

/// A race so far.
pub fn race_live(state: &RaceState) -> Rendered {
    Rendered::html(paragraph(
        "ipd-race-live",
        &format!("{} games, A won {}.", state.games, state.wins),
    ))
}

/// A race's verdict.
pub fn race_view(outcome: &RaceOutcome, state: &RaceState, names: [&str; 2]) -> Rendered {
    let [a, b] = names;
    let verdict = match outcome.winner {
        Winner::P1 => format!("{a} is better than {b}"),
        Winner::P2 => format!("{b} is better than {a}"),
        Winner::Undecided => "Undecided within the limit of games".into(),
    };
    Rendered::html(format!(
        "<div>{}<p id=\"ipd-race-verdict\" role=\"status\"><b>{}</b>{}</p></div>",
        race_live(state).html,
        escape_html(&verdict),
        escape_html(&format!(
            " — after {} games (A won {:.1}%): {}.",
            outcome.games,
            100.0 * outcome.mean,
            outcome.reason.explain()
        ))
    ))
}

/// Population play so far: the counts in words and drawn round by round.
pub fn population_view(names: &[String], counts: &[Vec<u32>]) -> Rendered {
    let now = counts.last().cloned().unwrap_or_default();
    Rendered {
        html: paragraph(
            "ipd-pop-now",
            &format!(
                "After round {}: {}.",
                counts.len().saturating_sub(1),
                names
                    .iter()
                    .zip(&now)
                    .map(|(n, c)| format!("{n} {c}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ),
        charts: vec![population_chart(names, counts)],
        files: Vec::new(),
    }
}

/// The benchmark's table (this browser's worker).
pub fn bench_view(rows: &[IpdBenchRow]) -> Rendered {
    let cells: Vec<Vec<String>> = rows
        .iter()
        .map(|r| {
            vec![
                r.what.clone(),
                r.players.to_string(),
                r.noise.to_string(),
                r.matches.to_string(),
                format!("{:.1}", r.millis),
                format!("{:.0}", r.matches_per_second),
                format!("{:.0}", r.turns_per_second),
            ]
        })
        .collect();
    Rendered::html(table(
        "ipd-bench-table",
        "",
        &[
            "what",
            "players",
            "noise",
            "matches",
            "ms",
            "matches/s (wasm)",
            "turns/s",
        ],
        &cells,
    ))
}

/// Every classic with what it does, and whether it draws at random.
pub fn strategies_view() -> Rendered {
    let rows: Vec<Vec<String>> = Classic::ALL
        .iter()
        .map(|c| {
            let s = Strategy::Classic(*c);
            vec![
                s.name(),
                s.description(),
                if s.is_deterministic() { "" } else { "yes" }.into(),
            ]
        })
        .collect();
    Rendered::html(table(
        "ipd-strategies",
        "The strategies, as the Axelrod library (4.13) defines them",
        &["name", "what it does", "random"],
        &rows,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ipd::{by_name, play_match, Payoffs};
    use crate::rng::Seed;

    fn tft_defector() -> MatchResult {
        play_match(
            &by_name("Tit For Tat").unwrap(),
            &by_name("Defector").unwrap(),
            120,
            0.0,
            &Payoffs::default(),
            Seed(1),
        )
    }

    #[test]
    fn the_strip_has_a_square_per_move_in_blocks() {
        let svg = match_strip_svg(&tft_defector(), ["Tit For Tat", "Defector"]);
        assert_eq!(svg.matches("<rect").count(), 240);
        // Tit For Tat cooperates once, then defects like its opponent.
        assert_eq!(svg.matches("#3a63c8").count(), 1);
        assert!(svg.contains(">101<"), "the third block starts at turn 101");
    }

    #[test]
    fn the_summary_and_csv_add_up() {
        let r = tft_defector();
        let s = match_summary(&r, ["Tit For Tat", "Defector"]);
        assert!(s.contains("cooperated 1 times and scored 119"), "{s}");
        assert!(s.contains("Defector scored more"), "{s}");
        let csv = match_csv(&r, &Payoffs::default());
        assert_eq!(csv.lines().count(), 121);
        assert_eq!(csv.lines().last().unwrap(), "120,D,D,119,124");
    }

    #[test]
    fn views_carry_their_ids_and_files() {
        let r = match_view(
            &tft_defector(),
            ["Tit For Tat", "Defector"],
            &Payoffs::default(),
        );
        assert!(r.html.contains("id=\"ipd-strip\"") && r.html.contains("scored 119"));
        assert_eq!(r.files[0].name, "match.csv");
        // Turn by turn: a row per turn, the last with the totals 119 and 124.
        assert_eq!(r.html.matches("<tr>").count(), 120 + 1);
        assert!(r.html.contains(
            "<tr><td>120</td><td>D</td><td>D</td><td>1</td><td>1</td><td>119</td><td>124</td></tr>"
        ));
        let spec = crate::games::ipd::TournamentSpec {
            players: vec![
                by_name("Tit For Tat").unwrap(),
                by_name("Defector").unwrap(),
            ],
            turns: 10,
            repetitions: 2,
            noise: 0.0,
            payoffs: Payoffs::default(),
            seed: 1,
        };
        let t = crate::games::ipd::play_tournament(&spec).unwrap();
        let v = tournament_view(&t, 20, 3.0);
        assert!(v
            .html
            .contains("2 players, 2 repetitions, 10 turns: played in 3 ms"));
        assert_eq!(
            v.html.matches("<tr>").count(),
            6,
            "head and two rows in each table"
        );
        assert_eq!(v.files.len(), 2);
        assert_eq!(v.charts.len(), 1);
        assert_eq!(
            strategies_view().html.matches("<tr>").count(),
            Classic::ALL.len() + 1
        );
    }

    #[test]
    fn charts_have_one_series_per_strategy() {
        let names = vec!["A".to_string(), "B".to_string()];
        let m = vec![vec![3.0, 0.0], vec![5.0, 1.0]];
        let c = ecology_chart(&names, &m, 30);
        assert_eq!(c.series.len(), 2);
        assert_eq!(c.series[0].points.len(), 31);
        let p = population_chart(&names, &[vec![20, 5], vec![15, 10]]);
        assert_eq!(p.y_range, Some((0.0, 25.0)));
    }

    #[test]
    fn lists_of_strategies_keep_their_rule_tables_whole() {
        let list = read_strategies(
            "Tit For Tat, memory-one:1,1/3,1,1/3;first=1,lookup:CDCD;first=C,Defector",
        )
        .unwrap();
        assert_eq!(list.len(), 4);
        assert_eq!(list[0], read_strategy("Tit For Tat").unwrap());
        assert_eq!(
            list[1],
            read_strategy("memory-one:1,1/3,1,1/3;first=1").unwrap()
        );
        assert_eq!(list[2], read_strategy("lookup:CDCD;first=C").unwrap());
        assert!(matches!(
            read_strategies("memory-one:1,0").unwrap_err(),
            StrategyError::Table(e) if e.reason.contains("four probabilities")
        ));
        assert!(read_strategies("Tit For Tat,Nobody").is_err());
    }

    #[test]
    fn strategies_are_read_by_name_or_as_rule_tables() {
        assert_eq!(
            read_strategy(" Tit For Tat ").unwrap().name(),
            "Tit For Tat"
        );
        assert!(read_strategy("memory-one:1,0,1,0").is_ok());
        assert_eq!(
            read_strategy("Nobody"),
            Err(StrategyError::Unknown("Nobody".into()))
        );
        // A bad probability is placed where it stands in the text as typed.
        match read_strategy(" memory-one:2,1,1,1") {
            Err(StrategyError::Table(e)) => assert_eq!((e.line, e.column), (1, 13), "{e}"),
            other => panic!("{other:?}"),
        }
        match read_strategy("lookup:CDCX") {
            Err(StrategyError::Table(e)) => assert_eq!(e.column, 11, "{e}"),
            other => panic!("{other:?}"),
        }
        // In a list, the column is the whole list's; blank lines before a table count.
        match read_strategies("Tit For Tat,memory-one:1,2,1,1") {
            Err(StrategyError::Table(e)) => assert_eq!((e.line, e.column), (1, 26), "{e}"),
            other => panic!("{other:?}"),
        }
        match read_strategy("\n  lookup:CDCX") {
            Err(StrategyError::Table(e)) => assert_eq!((e.line, e.column), (2, 13), "{e}"),
            other => panic!("{other:?}"),
        }
    }
}
