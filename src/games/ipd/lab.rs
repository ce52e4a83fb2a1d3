//! Reading the strategies the prisoner's dilemma panels and the command line name: a classic
//! by name, or a person's rule table. What the panels show is [`super::views`] (re-exported
//! here, where its tests are).

pub use super::views::{
    bench_view, ecology_chart, ecology_chart_in, match_csv, match_strip_svg, match_strip_svg_in,
    match_summary, match_summary_in, match_view, match_view_in, population_chart,
    population_chart_in, population_view, population_view_in, race_live, race_live_in, race_view,
    race_view_in, strategies_view, tournament_view, tournament_view_in, LISTED_TURNS, STRIP_ROW,
};

use super::strategies::{Strategy, StrategyError};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ipd::play::MatchResult;
    use crate::games::ipd::{by_name, play_match, Classic, Payoffs};
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
