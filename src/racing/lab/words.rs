//! A race between two players in words and as a chart, for the labs whose pages let a race
//! decide which of two players is better (Love Letter's agents, Connect Four's engines): the
//! live line, the latest bounds, the verdict and what follows it, and the running mean with its
//! bounds against games.
//!
//! One place for them so that the pages say a race the same way and `cargo test` checks every
//! sentence; a page only lays them out.

use crate::plot::{LineChart, Scale, Series, SeriesStyle, PALETTE};
use crate::racing::jobs::RaceState;
use crate::racing::race::{RaceOutcome, TestRecord, Winner};

/// The live line: games played and A's wins.
pub fn live(s: &RaceState) -> String {
    format!(
        "{} games, {} won by A ({:.1}%)",
        s.games,
        s.wins,
        if s.games == 0 {
            0.0
        } else {
            100.0 * s.wins as f64 / s.games as f64
        }
    )
}

/// The race's latest bounds on μ, if it has made a test.
pub fn bounds(s: &RaceState) -> String {
    s.trace
        .last()
        .map(|t| format!("; bounds on μ: [{:.3}, {:.3}]", t.lb, t.ub))
        .unwrap_or_default()
}

/// The verdict between `a` (player 1) and `b`, each named as the page names it.
pub fn verdict(o: &RaceOutcome, a: &str, b: &str) -> String {
    match o.winner {
        Winner::P1 => format!("{a} is better than {b}"),
        Winner::P2 => format!("{b} is better than {a}"),
        Winner::Undecided => "undecided within the game limit".to_string(),
    }
}

/// What follows the verdict: the games, A's win rate and why the race stopped.
pub fn detail(o: &RaceOutcome) -> String {
    format!(
        " — after {} games (A won {:.1}%): {}",
        o.games,
        100.0 * o.mean,
        o.reason.explain()
    )
}

/// A's running win rate and the race's bounds against games (log axis), with ½ marked; none
/// before the second test.
pub fn chart(s: &RaceState) -> Option<LineChart> {
    if s.trace.len() < 2 {
        return None;
    }
    let line = |name: &str, color, style, f: fn(&TestRecord) -> f64| Series {
        name: name.into(),
        points: s.trace.iter().map(|t| (t.t as f64, f(t))).collect(),
        style,
        color,
        errors: None,
    };
    Some(LineChart {
        title: "A's win rate and the race's bounds".into(),
        x_label: "games".into(),
        y_label: "μ".into(),
        x_scale: Scale::Log,
        y_scale: Scale::Linear,
        series: vec![
            line("mean", PALETTE[0], SeriesStyle::Line, |t| t.mean),
            line("lower bound", PALETTE[1], SeriesStyle::Dashed, |t| t.lb),
            line("upper bound", PALETTE[2], SeriesStyle::Dashed, |t| t.ub),
        ],
        hlines: vec![(0.5, "½".into())],
        vlines: Vec::new(),
        x_range: None,
        y_range: Some((0.0, 1.0)),
        size: (640, 300),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::racing::race::StopReason;

    #[test]
    fn a_race_reads_as_a_verdict() {
        let mut s = RaceState {
            games: 0,
            wins: 0,
            trace: Vec::new(),
        };
        assert_eq!(live(&s), "0 games, 0 won by A (0.0%)");
        assert_eq!(bounds(&s), "");
        assert!(chart(&s).is_none());
        s.games = 8;
        s.wins = 6;
        let test = |t, lb| TestRecord {
            k: 1,
            t,
            mean: 0.75,
            lb,
            ub: 1.0,
            half_width: 0.3,
        };
        s.trace.push(test(4, 0.2));
        s.trace.push(test(8, 0.4));
        assert_eq!(live(&s), "8 games, 6 won by A (75.0%)");
        assert_eq!(bounds(&s), "; bounds on μ: [0.400, 1.000]");
        let c = chart(&s).unwrap();
        assert_eq!(c.series.len(), 3);
        assert_eq!(c.series[1].points, vec![(4.0, 0.2), (8.0, 0.4)]);
        let mut o = RaceOutcome {
            winner: Winner::P1,
            games: 40,
            mean: 0.8,
            reason: StopReason::BoundCrossed,
            tests: 40,
        };
        assert_eq!(verdict(&o, "UCT", "α-β"), "UCT is better than α-β");
        o.winner = Winner::P2;
        assert_eq!(verdict(&o, "UCT", "α-β"), "α-β is better than UCT");
        o.winner = Winner::Undecided;
        assert_eq!(verdict(&o, "UCT", "α-β"), "undecided within the game limit");
        assert_eq!(
            detail(&o),
            format!(" — after 40 games (A won 80.0%): {}", o.reason.explain())
        );
    }
}
