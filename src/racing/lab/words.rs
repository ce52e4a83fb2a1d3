//! A race between two players in words and as a chart, for the labs whose pages let a race
//! decide which of two players is better (Love Letter's agents, Connect Four's engines): the
//! live line, the latest bounds, the verdict and what follows it, and the running mean with its
//! bounds against games.
//!
//! One place for them so that the pages say a race the same way and `cargo test` checks every
//! sentence; a page only lays them out.

use crate::i18n::{with_english, Args, Catalogue};
use crate::plot::{LineChart, Scale, Series, SeriesStyle, PALETTE};
use crate::racing::jobs::RaceState;
use crate::racing::race::{RaceOutcome, TestRecord, Winner};

/// The live line: games played and A's wins.
pub fn live(s: &RaceState) -> String {
    with_english(|w| live_in(s, w))
}

/// [`live`] in the language of `words`.
pub fn live_in(s: &RaceState, words: &Catalogue) -> String {
    let percent = if s.games == 0 {
        0.0
    } else {
        100.0 * s.wins as f64 / s.games as f64
    };
    words.msg_with(
        "race-words-live",
        &Args::new()
            .count("games", s.games as i64)
            .count("wins", s.wins as i64)
            .text("percent", words.number(percent, 1)),
    )
}

/// The race's latest bounds on μ, if it has made a test.
pub fn bounds(s: &RaceState) -> String {
    with_english(|w| bounds_in(s, w))
}

/// [`bounds`] in the language of `words`.
pub fn bounds_in(s: &RaceState, words: &Catalogue) -> String {
    s.trace
        .last()
        .map(|t| {
            words.msg_with(
                "race-words-bounds",
                &Args::new()
                    .text("lb", words.number(t.lb, 3))
                    .text("ub", words.number(t.ub, 3)),
            )
        })
        .unwrap_or_default()
}

/// The verdict between `a` (player 1) and `b`, each named as the page names it.
pub fn verdict(o: &RaceOutcome, a: &str, b: &str) -> String {
    with_english(|w| verdict_in(o, a, b, w))
}

/// [`verdict`] in the language of `words`.
pub fn verdict_in(o: &RaceOutcome, a: &str, b: &str, words: &Catalogue) -> String {
    let better = |better: &str, worse: &str| {
        words.msg_with(
            "race-words-better",
            &Args::new().text("better", better).text("worse", worse),
        )
    };
    match o.winner {
        Winner::P1 => better(a, b),
        Winner::P2 => better(b, a),
        Winner::Undecided => words.msg("race-words-undecided"),
    }
}

/// What follows the verdict: the games, A's win rate and why the race stopped.
pub fn detail(o: &RaceOutcome) -> String {
    with_english(|w| detail_in(o, w))
}

/// [`detail`] in the language of `words` (it starts with a space, to follow the verdict).
pub fn detail_in(o: &RaceOutcome, words: &Catalogue) -> String {
    let text = words.msg_with(
        "race-words-detail",
        &Args::new()
            .count("games", o.games as i64)
            .text("percent", words.number(100.0 * o.mean, 1))
            .text("reason", o.reason.explain_in(words)),
    );
    format!(" {text}")
}

/// A's running win rate and the race's bounds against games (log axis), with ½ marked; none
/// before the second test.
pub fn chart(s: &RaceState) -> Option<LineChart> {
    with_english(|w| chart_in(s, w))
}

/// [`chart`] with its title, axes and legend in the language of `words`.
pub fn chart_in(s: &RaceState, words: &Catalogue) -> Option<LineChart> {
    if s.trace.len() < 2 {
        return None;
    }
    let line = |name: String, color, style, f: fn(&TestRecord) -> f64| Series {
        name,
        points: s.trace.iter().map(|t| (t.t as f64, f(t))).collect(),
        style,
        color,
        errors: None,
    };
    Some(LineChart {
        title: words.msg("race-words-chart-title"),
        x_label: words.msg("race-words-chart-games"),
        y_label: "μ".into(),
        x_scale: Scale::Log,
        y_scale: Scale::Linear,
        series: vec![
            line(
                words.msg("race-words-chart-mean"),
                PALETTE[0],
                SeriesStyle::Line,
                |t| t.mean,
            ),
            line(
                words.msg("race-words-chart-lower"),
                PALETTE[1],
                SeriesStyle::Dashed,
                |t| t.lb,
            ),
            line(
                words.msg("race-words-chart-upper"),
                PALETTE[2],
                SeriesStyle::Dashed,
                |t| t.ub,
            ),
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

    /// A test of the race at `t` games with lower bound `lb` (the rest fixed).
    fn record(t: u64, lb: f64) -> TestRecord {
        TestRecord {
            k: 1,
            t,
            mean: 0.75,
            lb,
            ub: 1.0,
            half_width: 0.3,
        }
    }

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
        s.trace.push(record(4, 0.2));
        s.trace.push(record(8, 0.4));
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

    #[test]
    fn a_race_reads_in_polish() {
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let s = RaceState {
            games: 8,
            wins: 6,
            trace: vec![record(4, 0.2), record(8, 0.4)],
        };
        let o = RaceOutcome {
            winner: Winner::P1,
            games: 40,
            mean: 0.8,
            reason: StopReason::BoundCrossed,
            tests: 40,
        };
        let (c_pl, c_en) = (chart_in(&s, &pl).unwrap(), chart(&s).unwrap());
        let pairs = [
            (live_in(&s, &pl), live(&s)),
            (bounds_in(&s, &pl), bounds(&s)),
            (verdict_in(&o, "UCT", "α-β", &pl), verdict(&o, "UCT", "α-β")),
            (detail_in(&o, &pl), detail(&o)),
            (c_pl.title, c_en.title),
            (c_pl.x_label, c_en.x_label),
            (c_pl.series[0].name.clone(), c_en.series[0].name.clone()),
        ];
        for (pl, en) in pairs {
            assert_ne!(pl, en);
            assert!(!pl.contains('⟨'), "{pl}");
        }
        assert!(bounds_in(&s, &pl).contains("0,400"));
    }
}
