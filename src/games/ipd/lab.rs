//! What the evolution lab's prisoner's dilemma panels show, computed here where `cargo test`
//! sees it: a match as a strip of moves (an SVG string the page puts in place), the running
//! scores in words, the charts of the ecological simulation and of population play, and the
//! names of the classics for the page's lists. The page only asks the worker and draws.
//!
//! The strip is drawn by hand rather than by the chart library: it is a grid of coloured
//! squares, and plotters would add nothing but weight to the page's module.

use std::fmt::Write as _;

use super::play::MatchResult;
use super::strategies::{Classic, Strategy};
use super::{ecological, Move};
use crate::plot::{series_look, LineChart, Scale, Series};

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
        escape(&format!(
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

/// Escapes text for SVG or HTML.
fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
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
pub fn match_csv(result: &MatchResult, payoffs: &super::Payoffs) -> String {
    let mut out = String::from("turn,a,b,a_total,b_total\n");
    let (mut ta, mut tb) = (0.0, 0.0);
    for (k, (a, b)) in result.moves.iter().enumerate() {
        ta += payoffs.payoff(*a, *b);
        tb += payoffs.payoff(*b, *a);
        let _ = writeln!(out, "{},{},{},{ta},{tb}", k + 1, a.letter(), b.letter());
    }
    out
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
            let (color, style) = series_look(i);
            Series {
                name: name.clone(),
                points: shares
                    .iter()
                    .enumerate()
                    .map(|(g, p)| (g as f64, p[i]))
                    .collect(),
                style,
                color,
                errors: None,
            }
        })
        .collect();
    LineChart {
        title: "Ecological simulation: each strategy's share, generation by generation".into(),
        x_label: "generation".into(),
        y_label: "share of the population".into(),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series,
        hlines: Vec::new(),
        vlines: Vec::new(),
        x_range: None,
        y_range: Some((0.0, 1.0)),
        size: (640, 380),
    }
}

/// Population play drawn as the number of individuals of each strategy after every round.
pub fn population_chart(names: &[String], counts: &[Vec<u32>]) -> LineChart {
    let series = names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let (color, style) = series_look(i);
            Series {
                name: name.clone(),
                points: counts
                    .iter()
                    .enumerate()
                    .map(|(r, c)| (r as f64, f64::from(c.get(i).copied().unwrap_or(0))))
                    .collect(),
                style,
                color,
                errors: None,
            }
        })
        .collect();
    let total = counts.first().map_or(1, |c| c.iter().sum::<u32>()).max(1);
    LineChart {
        title: "Population play: individuals of each strategy, round by round".into(),
        x_label: "round".into(),
        y_label: "individuals".into(),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series,
        hlines: Vec::new(),
        vlines: Vec::new(),
        x_range: None,
        y_range: Some((0.0, f64::from(total))),
        size: (640, 380),
    }
}

/// The classics' names and one-line descriptions, in the page's order.
pub fn classic_list() -> Vec<(String, String)> {
    Classic::ALL
        .iter()
        .map(|c| {
            let s = Strategy::Classic(*c);
            (s.name(), s.description())
        })
        .collect()
}

/// Reads a strategy the page offers by name, or a person's rule table: a memory-one vector or
/// a lookup table in the formats of [`super::MemoryOne::parse`] and
/// [`super::LookupTable::parse`].
pub fn read_strategy(text: &str) -> Result<Strategy, String> {
    let t = text.trim();
    if let Some(rest) = t.strip_prefix("memory-one:") {
        return super::MemoryOne::parse(rest)
            .map(Strategy::MemoryOne)
            .map_err(|e| e.to_string());
    }
    if let Some(rest) = t.strip_prefix("lookup:") {
        return super::LookupTable::parse(rest)
            .map(Strategy::Lookup)
            .map_err(|e| e.to_string());
    }
    super::by_name(t)
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
    fn strategies_are_read_by_name_or_as_rule_tables() {
        assert_eq!(
            read_strategy(" Tit For Tat ").unwrap().name(),
            "Tit For Tat"
        );
        assert!(read_strategy("memory-one:1,0,1,0").is_ok());
        assert!(read_strategy("Nobody").is_err());
        assert!(classic_list().len() >= 20);
    }
}
