//! What the evolution lab's prisoner's dilemma panels show, rendered in the worker
//! ([`Rendered`]: markup, charts, files) in the language of the request (`…_in`, with the
//! English of the command line and the tests beside each): a match as a strip of moves with
//! its summary and CSV, the tournament's ranking, payoff-matrix heat map, CSVs and ecological
//! simulation, a race's progress and verdict, population play round by round, the benchmark's
//! table and the strategies' descriptions. File names and contents stay English.
//!
//! The strip is drawn by hand rather than by the chart library: it is a grid of coloured
//! squares, and plotters would add nothing but weight to the page's module.

use std::fmt::Write as _;

use super::bench::IpdBenchRow;
use super::play::MatchResult;
use super::strategies::Classic;
use super::tournament::TournamentResult;
use super::{ecological, Move, Payoffs};
use crate::i18n::{with_english, Args, Catalogue};
use crate::plot::{LineChart, Scale, Series};
use crate::racing::jobs::RaceState;
use crate::racing::race::{RaceOutcome, StopReason, Winner};
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

/// The match strip in English ([`match_strip_svg_in`]).
pub fn match_strip_svg(result: &MatchResult, names: [&str; 2]) -> String {
    with_english(|w| match_strip_svg_in(result, names, w))
}

/// The moves of a match as an SVG strip: for every block of [`STRIP_ROW`] turns, A's moves
/// above B's, each a square coloured by the move (C blue, D red) with the turn numbers at the
/// start of each block. `names` label the two rows; its title is in the language of `words`.
pub fn match_strip_svg_in(result: &MatchResult, names: [&str; 2], words: &Catalogue) -> String {
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
        escape_html(&words.msg_with(
            "evolution-core-ipd-strip-title",
            &Args::new().text("a", names[0]).text("b", names[1]),
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

/// The match in words, in English ([`match_summary_in`]).
pub fn match_summary(result: &MatchResult, names: [&str; 2]) -> String {
    with_english(|w| match_summary_in(result, names, w))
}

/// A number of points as [`crate::plot::fmt_number`] writes it, with the decimal separator of
/// `words`.
fn points(x: f64, words: &Catalogue) -> String {
    words.decimal(&crate::plot::fmt_number(x))
}

/// The match in words: each player's cooperation count and total, and who did better, in the
/// language of `words`.
pub fn match_summary_in(result: &MatchResult, names: [&str; 2], words: &Catalogue) -> String {
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
        words.msg_with(
            "evolution-core-ipd-scored-more",
            &Args::new().text("name", names[0]),
        )
    } else if b > a {
        words.msg_with(
            "evolution-core-ipd-scored-more",
            &Args::new().text("name", names[1]),
        )
    } else {
        words.msg("evolution-core-ipd-even")
    };
    let player = |p: usize, score: f64| {
        words.msg_with(
            "evolution-core-ipd-player",
            &Args::new()
                .text("name", names[p])
                .count("times", coop(p) as i64)
                .text("score", points(score, words))
                .text(
                    "mean",
                    words.decimal(&format!("{:.3}", score / turns.max(1) as f64)),
                ),
        )
    };
    words.msg_with(
        "evolution-core-ipd-summary",
        &Args::new()
            .text("turns", turns_in(turns, words))
            .text("a", player(0, a))
            .text("b", player(1, b))
            .text("verdict", verdict),
    )
}

/// "`n` turns" in the language of `words`.
fn turns_in(n: usize, words: &Catalogue) -> String {
    words.msg_with(
        "evolution-core-ipd-turns",
        &Args::new().count("n", n as i64),
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

/// The ecological simulation's chart in English ([`ecology_chart_in`]).
pub fn ecology_chart(
    names: &[String],
    payoff_matrix: &[Vec<f64>],
    generations: usize,
) -> LineChart {
    with_english(|w| ecology_chart_in(names, payoff_matrix, generations, w))
}

/// The ecological simulation over `generations` from a tournament's payoff matrix, drawn as
/// each strategy's share against the generation, titled in the language of `words`.
pub fn ecology_chart_in(
    names: &[String],
    payoff_matrix: &[Vec<f64>],
    generations: usize,
    words: &Catalogue,
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
        &words.msg("evolution-core-ipd-ecology-chart"),
        (
            &words.msg("evolution-core-ipd-axis-generation"),
            Scale::Linear,
        ),
        (
            &words.msg("evolution-core-ipd-axis-population-share"),
            Some((0.0, 1.0)),
        ),
        series,
        (640, 380),
    )
}

/// Population play's chart in English ([`population_chart_in`]).
pub fn population_chart(names: &[String], counts: &[Vec<u32>]) -> LineChart {
    with_english(|w| population_chart_in(names, counts, w))
}

/// Population play drawn as the number of individuals of each strategy after every round,
/// titled in the language of `words`.
pub fn population_chart_in(names: &[String], counts: &[Vec<u32>], words: &Catalogue) -> LineChart {
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
        &words.msg("evolution-core-ipd-population-chart"),
        (&words.msg("evolution-core-axis-round"), Scale::Linear),
        (
            &words.msg("evolution-core-ipd-axis-individuals"),
            Some((0.0, f64::from(total))),
        ),
        series,
        (640, 380),
    )
}

fn csv_file(id: &str, label: String, name: &str, text: String) -> Download {
    Download {
        id: id.into(),
        label,
        name: name.into(),
        mime: "text/csv".into(),
        text,
    }
}

/// The most turns listed one by one under a match (the strip and the CSV have them all).
pub const LISTED_TURNS: usize = 1_000;

/// The match turn by turn: each turn's two moves, what each earned, and the running totals.
fn turn_table(
    result: &MatchResult,
    names: [&str; 2],
    payoffs: &Payoffs,
    words: &Catalogue,
) -> String {
    let fmt = |x: f64| points(x, words);
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
        words.msg_with(
            "evolution-core-ipd-first-turns",
            &Args::new().count("n", LISTED_TURNS as i64),
        )
    } else {
        String::new()
    };
    let name = |p: usize| Args::new().text("name", names[p]);
    let head = [
        words.msg("evolution-core-ipd-turn"),
        words.msg_with("evolution-core-ipd-plays", &name(0)),
        words.msg_with("evolution-core-ipd-plays", &name(1)),
        words.msg_with("evolution-core-ipd-earns", &name(0)),
        words.msg_with("evolution-core-ipd-earns", &name(1)),
        words.msg_with("evolution-core-ipd-in-all", &name(0)),
        words.msg_with("evolution-core-ipd-in-all", &name(1)),
    ];
    let head: Vec<&str> = head.iter().map(String::as_str).collect();
    format!(
        "<details id=\"ipd-match-turns\"><summary>{}</summary><div class=\"scroll-x\">{}</div></details>",
        escape_html(&words.msg("evolution-core-ipd-turn-by-turn")),
        table("ipd-turns", &caption, &head, &rows)
    )
}

/// A match in English ([`match_view_in`]).
pub fn match_view(result: &MatchResult, names: [&str; 2], payoffs: &Payoffs) -> Rendered {
    with_english(|w| match_view_in(result, names, payoffs, w))
}

/// A match: its summary, the strip of moves, the turns one by one, and the moves as CSV, in
/// the language of `words`.
pub fn match_view_in(
    result: &MatchResult,
    names: [&str; 2],
    payoffs: &Payoffs,
    words: &Catalogue,
) -> Rendered {
    Rendered {
        html: format!(
            "<div id=\"ipd-match\">{}<div class=\"scroll-x\" id=\"ipd-strip\">{}</div>{}</div>",
            paragraph("ipd-match-summary", &match_summary_in(result, names, words)),
            match_strip_svg_in(result, names, words),
            turn_table(result, names, payoffs, words)
        ),
        charts: Vec::new(),
        files: vec![csv_file(
            "ipd-match-csv",
            words.msg("evolution-core-ipd-download-moves"),
            "match.csv",
            match_csv(result, payoffs),
        )],
    }
}

/// A tournament in English ([`tournament_view_in`]).
pub fn tournament_view(t: &TournamentResult, generations: usize, millis: f64) -> Rendered {
    with_english(|w| tournament_view_in(t, generations, millis, w))
}

/// A tournament: how long it took, the ranking, the payoff matrix as a heat map, the
/// ecological simulation over `generations`, and both tables as CSV, in the language of
/// `words`.
pub fn tournament_view_in(
    t: &TournamentResult,
    generations: usize,
    millis: f64,
    words: &Catalogue,
) -> Rendered {
    // The names as the page's language says them (the CSV files keep the library's).
    let players: Vec<String> = t
        .players
        .iter()
        .map(|n| super::strategies::shown_name_in(n, words))
        .collect();
    let rows: Vec<Vec<String>> = t
        .ranking
        .iter()
        .enumerate()
        .map(|(r, &i)| {
            vec![
                (r + 1).to_string(),
                players[i].clone(),
                words.decimal(&fixed(t.median_scores[i], 3)),
                t.wins[i].iter().sum::<u32>().to_string(),
            ]
        })
        .collect();
    let heat: Vec<(String, Vec<f64>)> = players
        .iter()
        .cloned()
        .zip(t.payoff_matrix.iter().cloned())
        .collect();
    let status = words.msg_with(
        "evolution-core-ipd-t-status",
        &Args::new()
            .text(
                "players",
                words.msg_with(
                    "evolution-core-ipd-players",
                    &Args::new().count("n", t.players.len() as i64),
                ),
            )
            .text(
                "repetitions",
                words.msg_with(
                    "evolution-core-ipd-repetitions",
                    &Args::new().count("n", i64::from(t.repetitions)),
                ),
            )
            .text("turns", turns_in(t.turns as usize, words))
            .text("ms", format!("{millis:.0}")),
    );
    let head = [
        words.msg("evolution-core-ipd-rank"),
        words.msg("evolution-core-ipd-strategy"),
        words.msg("evolution-core-ipd-median"),
        words.msg("evolution-core-ipd-wins"),
    ];
    let head: Vec<&str> = head.iter().map(String::as_str).collect();
    Rendered {
        html: format!(
            "<div id=\"ipd-tournament\">{}{}{}<div class=\"scroll-x\">{}</div></div>",
            paragraph("ipd-t-status", &status),
            table(
                "ipd-ranking",
                &words.msg("evolution-core-ipd-ranking-caption"),
                &head,
                &rows
            ),
            paragraph(
                "ipd-heat-caption",
                &words.msg("evolution-core-ipd-heat-caption")
            ),
            heat_table(
                "ipd-heat",
                &words.msg("evolution-core-ipd-heat-corner"),
                &players,
                &heat,
                2
            )
        ),
        charts: vec![ecology_chart_in(
            &players,
            &t.payoff_matrix,
            generations,
            words,
        )],
        files: vec![
            csv_file(
                "ipd-t-csv",
                words.msg("evolution-core-ipd-download-scores"),
                "tournament.csv",
                t.csv(),
            ),
            csv_file(
                "ipd-t-matrix-csv",
                words.msg("evolution-core-ipd-download-matrix"),
                "payoff-matrix.csv",
                t.payoff_matrix_csv(),
            ),
        ],
    }
}

/// A race so far, in English ([`race_live_in`]).
pub fn race_live(state: &RaceState) -> Rendered {
    with_english(|w| race_live_in(state, w))
}

/// A race so far, in the language of `words`.
pub fn race_live_in(state: &RaceState, words: &Catalogue) -> Rendered {
    Rendered::html(paragraph(
        "ipd-race-live",
        &words.msg_with(
            "evolution-core-ipd-race-live",
            &Args::new()
                .count("games", state.games as i64)
                .count("wins", state.wins as i64),
        ),
    ))
}

/// Why a race stopped, in the language of `words`.
fn stop_reason_in(reason: StopReason, words: &Catalogue) -> String {
    match reason {
        StopReason::BoundCrossed => words.msg("race-stop-bound"),
        StopReason::Precision => words.msg("race-stop-precision"),
        StopReason::Horizon => words.msg("race-stop-horizon"),
        StopReason::Cap => words.msg("race-stop-cap"),
    }
}

/// A race's verdict, in English ([`race_view_in`]).
pub fn race_view(outcome: &RaceOutcome, state: &RaceState, names: [&str; 2]) -> Rendered {
    with_english(|w| race_view_in(outcome, state, names, w))
}

/// A race's verdict, in the language of `words`.
pub fn race_view_in(
    outcome: &RaceOutcome,
    state: &RaceState,
    names: [&str; 2],
    words: &Catalogue,
) -> Rendered {
    let [a, b] = names;
    let better = |x: &str, y: &str| {
        words.msg_with(
            "evolution-core-ipd-better",
            &Args::new().text("a", x).text("b", y),
        )
    };
    let verdict = match outcome.winner {
        Winner::P1 => better(a, b),
        Winner::P2 => better(b, a),
        Winner::Undecided => words.msg("evolution-core-ipd-undecided"),
    };
    let after = words.msg_with(
        "evolution-core-ipd-race-after",
        &Args::new()
            .count("games", outcome.games as i64)
            .text(
                "percent",
                words.decimal(&format!("{:.1}", 100.0 * outcome.mean)),
            )
            .text("reason", stop_reason_in(outcome.reason, words)),
    );
    Rendered::html(format!(
        "<div>{}<p id=\"ipd-race-verdict\" role=\"status\"><b>{}</b>{}</p></div>",
        race_live_in(state, words).html,
        escape_html(&verdict),
        escape_html(&format!(" {after}"))
    ))
}

/// Population play so far, in English ([`population_view_in`]).
pub fn population_view(names: &[String], counts: &[Vec<u32>]) -> Rendered {
    with_english(|w| population_view_in(names, counts, w))
}

/// Population play so far: the counts in words and drawn round by round, in the language of
/// `words`.
pub fn population_view_in(names: &[String], counts: &[Vec<u32>], words: &Catalogue) -> Rendered {
    let now = counts.last().cloned().unwrap_or_default();
    Rendered {
        html: paragraph(
            "ipd-pop-now",
            &words.msg_with(
                "evolution-core-ipd-after-round",
                &Args::new()
                    .count("round", counts.len().saturating_sub(1) as i64)
                    .text(
                        "counts",
                        names
                            .iter()
                            .zip(&now)
                            .map(|(n, c)| format!("{n} {c}"))
                            .collect::<Vec<_>>()
                            .join(", "),
                    ),
            ),
        ),
        charts: vec![population_chart_in(names, counts, words)],
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

/// Every classic with what it does, in English ([`strategies_view_in`]).
pub fn strategies_view() -> Rendered {
    with_english(strategies_view_in)
}

/// Every classic with what it does, and whether it draws at random, in the language of
/// `words`.
pub fn strategies_view_in(words: &Catalogue) -> Rendered {
    let yes = words.msg("evolution-core-ipd-strategies-yes");
    let rows: Vec<Vec<String>> = Classic::ALL
        .iter()
        .map(|&c| {
            vec![
                c.name_in(words),
                c.description_in(words),
                if c.is_deterministic() { "" } else { &yes }.into(),
            ]
        })
        .collect();
    let head = [
        words.msg("evolution-core-ipd-strategies-name"),
        words.msg("evolution-core-ipd-strategies-does"),
        words.msg("evolution-core-ipd-strategies-random"),
    ];
    let head: Vec<&str> = head.iter().map(String::as_str).collect();
    Rendered::html(table(
        "ipd-strategies",
        &words.msg("evolution-core-ipd-strategies-caption"),
        &head,
        &rows,
    ))
}
