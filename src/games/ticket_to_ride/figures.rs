//! The thesis's figures of an experiment (Łabno 2018, ch. 5): the distribution of the players'
//! scores at each table size, with the Gaussian fitted to every score together and the most
//! common score marked (the thesis: 106), and each table size's minimum and maximum.
//!
//! Beside it: the thesis's figure of the results per table size (minimum, maximum, mean and
//! median against the number of players, [`results_chart`]) and its figure of the learning
//! (the network's scores after each epoch, the untrained network first, [`learning_chart`]).
//!
//! The distribution is drawn as the share of players per 10-point bin, one line per table size,
//! so sizes with different numbers of players compare on one scale; the Gaussian (the mean and
//! σ of all scores) is scaled to the same bins. The most common score is the single score held
//! by the most players (the smallest such score on ties), as the thesis reports one number.

use serde::{Deserialize, Serialize};

use super::experiment::{GameResult, Row};
use super::nn::EpochReport;
use crate::i18n::{with_english, Args, Catalogue};
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
    with_english(|w| score_chart_in(games, w))
}

/// [`score_chart`] in the language of `words`.
pub fn score_chart_in(
    games: &[GameResult],
    words: &Catalogue,
) -> Option<(LineChart, Distribution)> {
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
            name: words.msg_with("ttr-fig-players", &Args::new().count("n", i64::from(p))),
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
        name: words.msg_with(
            "ttr-fig-gaussian",
            &Args::new()
                .text("mean", words.number(d.mean, 1))
                .text("std", words.number(d.std, 1)),
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
        title: words.msg("ttr-fig-scores-title"),
        x_label: words.msg("ttr-fig-score"),
        y_label: words.msg("ttr-fig-players-percent"),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series,
        hlines: Vec::new(),
        vlines: vec![(
            f64::from(d.mode),
            words.msg_with(
                "ttr-fig-most-common",
                &Args::new()
                    .count("mode", i64::from(d.mode))
                    .count("thesis", i64::from(THESIS_MODE)),
            ),
        )],
        x_range: Some((f64::from(lo), f64::from(hi + BIN))),
        y_range: None,
        size: (640, 380),
    };
    Some((chart, d))
}

/// The thesis's figure "Wyniki wg. ilości graczy": the lowest, highest, mean and median score
/// against the table size; `None` with fewer than one table size's row.
pub fn results_chart(rows: &[Row]) -> Option<LineChart> {
    with_english(|w| results_chart_in(rows, w))
}

/// [`results_chart`] in the language of `words`.
pub fn results_chart_in(rows: &[Row], words: &Catalogue) -> Option<LineChart> {
    let sized: Vec<&Row> = rows.iter().filter(|r| r.players.is_some()).collect();
    if sized.is_empty() {
        return None;
    }
    let line = |name: String, i: usize, style, f: fn(&Row) -> f64| Series {
        name,
        points: sized
            .iter()
            .map(|r| (f64::from(r.players.unwrap_or(0)), f(r)))
            .collect(),
        style,
        color: PALETTE[i % PALETTE.len()],
        errors: None,
    };
    Some(LineChart {
        title: words.msg("ttr-fig-results-title"),
        x_label: words.msg("ttr-fig-players-axis"),
        y_label: words.msg("ttr-fig-score"),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series: vec![
            line(words.msg("ttr-fig-maximum"), 0, SeriesStyle::Line, |r| {
                r.max
            }),
            line(words.msg("ttr-fig-mean"), 1, SeriesStyle::Line, |r| r.mean),
            line(words.msg("ttr-fig-median"), 2, SeriesStyle::Dashed, |r| {
                r.median
            }),
            line(words.msg("ttr-fig-minimum"), 3, SeriesStyle::Line, |r| {
                r.min
            }),
        ],
        hlines: Vec::new(),
        vlines: Vec::new(),
        x_range: Some((1.8, 5.2)),
        y_range: None,
        size: (520, 320),
    })
}

/// The thesis's figure of the learning ("Rozkład punktacji w procesie uczenia"): after each
/// epoch (the untrained network as epoch 0), the network's mean score over every seat, the
/// mean of the players whose game had no forbidden decision (the thesis's mean), and the lowest
/// and highest score; `None` when no epoch was evaluated.
pub fn learning_chart(
    untrained: Option<&EpochReport>,
    epochs: &[EpochReport],
) -> Option<LineChart> {
    with_english(|w| learning_chart_in(untrained, epochs, w))
}

/// [`learning_chart`] in the language of `words`.
pub fn learning_chart_in(
    untrained: Option<&EpochReport>,
    epochs: &[EpochReport],
    words: &Catalogue,
) -> Option<LineChart> {
    let all: Vec<&EpochReport> = untrained.into_iter().chain(epochs).collect();
    let at = |f: &dyn Fn(&EpochReport) -> Option<f64>| -> Vec<(f64, f64)> {
        all.iter()
            .filter_map(|e| f(e).map(|y| (f64::from(e.epoch), y)))
            .collect()
    };
    let mean = at(&|e| e.evaluation.as_ref().map(|v| v.mean_score));
    if mean.is_empty() {
        return None;
    }
    let series = |name: String, i: usize, style, points| Series {
        name,
        points,
        style,
        color: PALETTE[i % PALETTE.len()],
        errors: None,
    };
    let last = all.last().map_or(1, |e| e.epoch).max(1);
    Some(LineChart {
        title: words.msg("ttr-fig-learning-title"),
        x_label: words.msg("ttr-fig-epoch"),
        y_label: words.msg("ttr-fig-score"),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series: vec![
            series(
                words.msg("ttr-fig-highest"),
                0,
                SeriesStyle::Line,
                at(&|e| Some(f64::from(e.evaluation.as_ref()?.max?))),
            ),
            series(
                words.msg("ttr-fig-mean-every-seat"),
                1,
                SeriesStyle::Line,
                mean,
            ),
            series(
                words.msg("ttr-fig-mean-finished"),
                2,
                SeriesStyle::Dashed,
                at(&|e| e.evaluation.as_ref()?.finished_mean_score),
            ),
            series(
                words.msg("ttr-fig-lowest"),
                3,
                SeriesStyle::Line,
                at(&|e| Some(f64::from(e.evaluation.as_ref()?.min?))),
            ),
        ],
        hlines: Vec::new(),
        vlines: Vec::new(),
        x_range: Some((0.0, f64::from(last))),
        y_range: None,
        size: (640, 320),
    })
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
        // The results per table size: one point per size, the rows' numbers.
        let rows = crate::games::ticket_to_ride::experiment::table(&games);
        let r = results_chart(&rows).unwrap();
        assert_eq!(r.series.len(), 4);
        assert_eq!(
            r.series[0].points,
            vec![(2.0, rows[0].max), (4.0, rows[1].max)]
        );
        assert_eq!(r.series[3].points[1], (4.0, rows[1].min));
        assert_eq!(results_chart(&rows[2..]), None, "the overall row alone");
        // In Polish: other words, the same numbers, no missing message.
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let (polish, _) = score_chart_in(&games, &pl).unwrap();
        assert_ne!(polish.title, chart.title);
        assert_eq!(polish.series[0].points, chart.series[0].points);
        let polish_results = results_chart_in(&rows, &pl).unwrap();
        assert_ne!(polish_results.series[0].name, r.series[0].name);
        for text in [&polish.title, &polish.series[2].name, &polish.vlines[0].1] {
            assert!(!text.contains('⟨'), "{text}");
        }
    }

    #[test]
    fn the_learning_figure_starts_at_the_untrained_network() {
        use crate::games::ticket_to_ride::nn::{TrainConfig, Training};
        let config = TrainConfig {
            games_per_count: 2,
            player_counts: vec![2],
            min_score: 60,
            epochs: 2,
            eval_games: 2,
            ..TrainConfig::default()
        };
        let out = crate::jobs::run_to_end(&mut Training::new(config).unwrap());
        let chart = learning_chart(out.untrained.as_ref(), &out.epochs).unwrap();
        let mean = &chart.series[1].points;
        assert_eq!(mean.len(), 3);
        assert_eq!(mean[0].0, 0.0);
        let v = out.epochs[1].evaluation.as_ref().unwrap();
        assert_eq!(mean[2], (2.0, v.mean_score));
        assert_eq!(chart.series[0].points[2], (2.0, f64::from(v.max.unwrap())));
        assert_eq!(learning_chart(None, &[]), None);
    }
}
