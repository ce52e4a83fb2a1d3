//! The thesis's figures of an experiment (Łabno 2018, ch. 5): the distribution of the players'
//! scores at each table size, with the Gaussian fitted to every score together and the most
//! common score marked (the thesis: 106), and each table size's minimum and maximum.
//!
//! The distribution is drawn as the share of players per 10-point bin, one line per table size,
//! so sizes with different numbers of players compare on one scale; the Gaussian (the mean and
//! σ of all scores) is scaled to the same bins. The most common score is the single score held
//! by the most players (the smallest such score on ties), as the thesis reports one number.

use serde::{Deserialize, Serialize};

use super::experiment::GameResult;
use crate::plot::{LineChart, Scale, Series, SeriesStyle, PALETTE};

/// The width of a score bin.
pub const BIN: i32 = 10;
/// The thesis's most common score.
pub const THESIS_MODE: i32 = 106;

/// The numbers beside the figure.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Distribution {
    /// The most common score over every table size (the smallest on ties).
    pub mode: i32,
    /// How many players scored it.
    pub mode_count: usize,
    /// Mean of every score.
    pub mean: f64,
    /// σ (n − 1) of every score.
    pub std: f64,
    /// (players, minimum, maximum) per table size.
    pub ranges: Vec<(u8, i32, i32)>,
}

fn scores_of(games: &[GameResult], players: Option<u8>) -> Vec<i32> {
    games
        .iter()
        .filter(|g| players.is_none_or(|p| g.players == p))
        .flat_map(|g| g.scores.iter().map(|s| s.total))
        .collect()
}

/// The numbers of [`score_chart`]; `None` without games.
pub fn distribution(games: &[GameResult]) -> Option<Distribution> {
    let all = scores_of(games, None);
    let xs: Vec<f64> = all.iter().map(|&s| f64::from(s)).collect();
    let d = crate::stats::describe(&xs)?;
    let mut counts = std::collections::BTreeMap::new();
    for &s in &all {
        *counts.entry(s).or_insert(0usize) += 1;
    }
    let (mode, mode_count) = counts.iter().fold(
        (0, 0),
        |best, (&s, &n)| if n > best.1 { (s, n) } else { best },
    );
    let ranges = (2..=5u8)
        .filter_map(|p| {
            let s = scores_of(games, Some(p));
            Some((p, *s.iter().min()?, *s.iter().max()?))
        })
        .collect();
    Some(Distribution {
        mode,
        mode_count,
        mean: d.mean,
        std: d.std,
        ranges,
    })
}

/// The score distribution per table size with the global Gaussian fit and the most common score
/// (see the module documentation); `None` without games.
pub fn score_chart(games: &[GameResult]) -> Option<(LineChart, Distribution)> {
    let d = distribution(games)?;
    let bin_of = |s: i32| s.div_euclid(BIN) * BIN;
    let all = scores_of(games, None);
    let (lo, hi) = (bin_of(*all.iter().min()?), bin_of(*all.iter().max()?));
    let mut series = Vec::new();
    for (i, &(p, _, _)) in d.ranges.iter().enumerate() {
        let s = scores_of(games, Some(p));
        let n = s.len() as f64;
        let points = (lo..=hi)
            .step_by(BIN as usize)
            .map(|b| {
                let k = s.iter().filter(|&&x| bin_of(x) == b).count();
                (f64::from(b) + f64::from(BIN) / 2.0, 100.0 * k as f64 / n)
            })
            .collect();
        series.push(Series {
            name: format!("{p} players"),
            points,
            style: SeriesStyle::Line,
            color: PALETTE[i % PALETTE.len()],
            errors: None,
        });
    }
    // The Gaussian of every score, as the share of players per bin.
    let gauss = |x: f64| {
        let z = (x - d.mean) / d.std.max(1e-9);
        100.0 * f64::from(BIN) * (-0.5 * z * z).exp()
            / (d.std.max(1e-9) * (2.0 * std::f64::consts::PI).sqrt())
    };
    let steps = ((hi - lo + BIN) * 2).max(2);
    series.push(Series {
        name: format!(
            "Gaussian of all scores (mean {:.1}, σ {:.1})",
            d.mean, d.std
        ),
        points: (0..=steps)
            .map(|i| {
                let x = f64::from(lo) + f64::from(i) / 2.0;
                (x, gauss(x))
            })
            .collect(),
        style: SeriesStyle::Dashed,
        color: (40, 40, 40),
        errors: None,
    });
    let chart = LineChart {
        title: "Scores per table size: share of players per 10-point bin".into(),
        x_label: "score".into(),
        y_label: "players (%)".into(),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series,
        hlines: Vec::new(),
        vlines: vec![(
            f64::from(d.mode),
            format!("most common: {} (the thesis: {THESIS_MODE})", d.mode),
        )],
        x_range: Some((f64::from(lo), f64::from(hi + BIN))),
        y_range: None,
        size: (640, 380),
    };
    Some((chart, d))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ticket_to_ride::experiment::{experiment_game, AgentKind};
    use crate::rng::Seed;

    #[test]
    fn the_figure_counts_every_player_once_and_marks_the_most_common_score() {
        let games: Vec<GameResult> = [2u8, 4]
            .iter()
            .flat_map(|&p| {
                (0..12).map(move |i| {
                    experiment_game(
                        &AgentKind::AlgoThesis,
                        usize::from(p),
                        Seed(1).derive(u64::from(p)),
                        i,
                    )
                })
            })
            .collect();
        let (chart, d) = score_chart(&games).unwrap();
        assert_eq!(chart.series.len(), 3, "two table sizes and the Gaussian");
        // Each size's bins add up to 100% of its players.
        for s in &chart.series[..2] {
            let total: f64 = s.points.iter().map(|p| p.1).sum();
            assert!((total - 100.0).abs() < 1e-9, "{total}");
        }
        // The mode is a score someone has, held by the most players.
        let all: Vec<i32> = games
            .iter()
            .flat_map(|g| g.scores.iter().map(|s| s.total))
            .collect();
        let count = |s: i32| all.iter().filter(|&&x| x == s).count();
        assert_eq!(count(d.mode), d.mode_count);
        assert!(all.iter().all(|&s| count(s) <= d.mode_count));
        assert_eq!(chart.vlines[0].0, f64::from(d.mode));
        assert_eq!(d.ranges.len(), 2);
        assert_eq!(d.ranges[0].1, *all[..24].iter().min().unwrap());
        // The Gaussian integrates to about 100% over the bins.
        let g = &chart.series[2].points;
        let area: f64 = g
            .windows(2)
            .map(|w| (w[1].0 - w[0].0) * (w[0].1 + w[1].1) / 2.0)
            .sum::<f64>()
            / f64::from(BIN);
        assert!((area - 100.0).abs() < 5.0, "{area}");
        assert_eq!(score_chart(&[]), None);
    }
}
