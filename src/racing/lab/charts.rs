//! The racing page's chart data: the live races' running means and bands, the error curves,
//! and n_max against σ. Computed here so `cargo test` checks the series; the page only hands
//! each [`LineChart`] to [`crate::plot::line_chart`] (drawn on the main thread) and embeds the
//! SVG.

use super::{CurveData, CurveForm};
use crate::i18n::{with_english, Args, Catalogue};
use crate::plot::{LineChart, Scale, Series, SeriesStyle, PALETTE};
use crate::racing::alpha2::Alpha2Curves;
use crate::racing::bounds::{nmax_for_sigma, nmax_for_sigma_square};
use crate::racing::curves::CurvePoint;
use crate::racing::race::{Outcomes, Race, StopReason};
use crate::racing::Algorithm;

/// The live races' chart: per race its running mean X̄ and its confidence band [LB, UB]
/// (clipped to [0, 1]) against games on a log axis, and a vertical line where each finished
/// race stopped.
pub fn race_chart<O: Outcomes>(races: &[(Algorithm, Race<O>)]) -> LineChart {
    with_english(|w| race_chart_in(races, w))
}

/// [`race_chart`] with its words in the language of `words`.
pub fn race_chart_in<O: Outcomes>(races: &[(Algorithm, Race<O>)], words: &Catalogue) -> LineChart {
    let named = |a: Algorithm| Args::new().text("race", a.name_in(words));
    let mut series = Vec::new();
    let mut vlines = Vec::new();
    let mut max_t = 10.0f64;
    for (i, (a, race)) in races.iter().enumerate() {
        let color = PALETTE[i % PALETTE.len()];
        let trace = race.trace();
        max_t = max_t.max(race.games() as f64);
        series.push(Series {
            name: words.msg_with("race-chart-mean", &named(*a)),
            points: trace.iter().map(|r| (r.t as f64, r.mean)).collect(),
            style: SeriesStyle::Line,
            color,
            errors: None,
        });
        series.push(Series {
            name: words.msg_with("race-chart-band", &named(*a)),
            points: trace.iter().map(|r| (r.t as f64, r.lb.max(0.0))).collect(),
            style: SeriesStyle::Dashed,
            color,
            errors: None,
        });
        series.push(Series {
            name: String::new(),
            points: trace.iter().map(|r| (r.t as f64, r.ub.min(1.0))).collect(),
            style: SeriesStyle::Dashed,
            color,
            errors: None,
        });
        if let Some(o) = race.outcome() {
            let what = match o.reason {
                StopReason::BoundCrossed => words.msg("race-chart-stop-crossed"),
                StopReason::Precision => words.msg("race-chart-stop-precision"),
                StopReason::Horizon => words.msg("race-chart-stop-horizon"),
                StopReason::Cap => words.msg("race-chart-stop-cap"),
            };
            let args = Args::new().text("race", a.name_in(words)).text("why", what);
            vlines.push((o.games as f64, words.msg_with("race-chart-stops", &args)));
        }
    }
    LineChart {
        title: words.msg("race-chart-title"),
        x_label: words.msg("race-chart-x"),
        y_label: words.msg("race-chart-y"),
        x_scale: Scale::Log,
        y_scale: Scale::Linear,
        series,
        hlines: vec![(0.5, words.decimal("0.5"))],
        vlines,
        x_range: Some((1.0, max_t * 1.2)),
        y_range: Some((0.0, 1.0)),
        size: (820, 420),
    }
}

/// The bottom of the log-scale α chart.
pub const ALPHA_LOG_FLOOR: f64 = 1e-6;

/// A Monte Carlo α series for the log-scale chart: its estimates above 0 as points with their
/// 95% intervals, and its estimates of exactly 0 — which a log axis cannot place, and which
/// drawn at its floor would read as α = 10⁻⁶ — as their own series ([`SeriesStyle::ZeroBounds`],
/// named "… 0 (upper bound shown)"): a marker on the bottom edge and only the interval's upper
/// end. Either is left out when it has no points.
pub fn split_zeros(mc: &Series) -> Vec<Series> {
    with_english(|w| split_zeros_in(mc, w))
}

/// [`split_zeros`] with the zeros' name in the language of `words`.
pub fn split_zeros_in(mc: &Series, words: &Catalogue) -> Vec<Series> {
    let errors = mc.errors.clone().unwrap_or_default();
    let (mut hits, mut zeros) = (Vec::new(), Vec::new());
    for (i, &p) in mc.points.iter().enumerate() {
        let e = errors.get(i).copied().unwrap_or((p.1, p.1));
        if p.1 <= 0.0 {
            zeros.push((p, e));
        } else {
            hits.push((p, e));
        }
    }
    let series = |name: String, style, pts: Vec<((f64, f64), (f64, f64))>| Series {
        name,
        points: pts.iter().map(|x| x.0).collect(),
        style,
        color: mc.color,
        errors: Some(pts.iter().map(|x| x.1).collect()),
    };
    let mut out = Vec::new();
    if !hits.is_empty() {
        out.push(series(mc.name.clone(), SeriesStyle::Points, hits));
    }
    if !zeros.is_empty() {
        let name = words.msg_with(
            "race-curve-zeros",
            &Args::new().text("series", mc.name.as_str()),
        );
        out.push(series(name, SeriesStyle::ZeroBounds, zeros));
    }
    out
}

/// The error-curve view's three charts, by their figure's id: α(μ) (linear and log scale) and
/// the mean number of games, with a line per race and method the form asks for (theory
/// dashed, exact solid, Monte Carlo as points with 95% intervals — on the log scale, estimates
/// of 0 apart, see [`split_zeros`]); none before any result.
pub fn curve_charts(data: &CurveData, form: &CurveForm) -> Vec<(String, LineChart)> {
    with_english(|w| curve_charts_in(data, form, w))
}

/// [`curve_charts`] with titles, axes and legends in the language of `words`.
pub fn curve_charts_in(
    data: &CurveData,
    form: &CurveForm,
    words: &Catalogue,
) -> Vec<(String, LineChart)> {
    if data.points.is_empty() && data.mc.is_empty() {
        return Vec::new();
    }
    let mut alpha_series = Vec::new();
    // The log-scale chart's: the same, but Monte Carlo estimates of 0 apart ([`split_zeros`]).
    let mut alpha_log = Vec::new();
    let mut games_series = Vec::new();
    for (i, &a) in form.algorithms.iter().enumerate() {
        let color = PALETTE[i % PALETTE.len()];
        let name = form.label_in(a, words);
        let race = || Args::new().text("race", name.as_str());
        let pts: Vec<&CurvePoint> = data.points.iter().filter(|p| p.algorithm == a).collect();
        let theory: Vec<(f64, f64)> = pts
            .iter()
            .filter_map(|p| p.theory.map(|t| (p.mu, t)))
            .collect();
        if form.theory && !theory.is_empty() {
            alpha_series.push(Series {
                name: words.msg_with("race-curve-theory", &race()),
                points: theory,
                style: SeriesStyle::Dashed,
                color,
                errors: None,
            });
            alpha_log.extend(alpha_series.last().cloned());
        }
        let exact: Vec<(f64, f64, f64)> = pts
            .iter()
            .filter_map(|p| p.exact.as_ref().map(|e| (p.mu, e.alpha, e.mean_games)))
            .collect();
        if form.exact && !exact.is_empty() {
            alpha_series.push(Series {
                name: words.msg_with("race-curve-exact", &race()),
                points: exact.iter().map(|e| (e.0, e.1)).collect(),
                style: SeriesStyle::Line,
                color,
                errors: None,
            });
            alpha_log.extend(alpha_series.last().cloned());
            games_series.push(Series {
                name: words.msg_with("race-curve-exact", &race()),
                points: exact.iter().map(|e| (e.0, e.2)).collect(),
                style: SeriesStyle::Line,
                color,
                errors: None,
            });
        }
        if let Some((_, tallies)) = data.mc.iter().find(|(b, _)| *b == a) {
            let results: Vec<_> = tallies.iter().map(|t| t.result()).collect();
            let mc = Series {
                name: words.msg_with("race-curve-mc", &race()),
                points: results.iter().map(|r| (r.mu, r.alpha)).collect(),
                style: SeriesStyle::Points,
                color,
                errors: Some(results.iter().map(|r| r.alpha_ci).collect()),
            };
            alpha_log.extend(split_zeros_in(&mc, words));
            alpha_series.push(mc);
            games_series.push(Series {
                name: words.msg_with("race-curve-mc", &race()),
                points: results.iter().map(|r| (r.mu, r.mean_games)).collect(),
                style: SeriesStyle::Points,
                color,
                errors: Some(results.iter().map(|r| r.games_ci).collect()),
            });
        }
    }
    let chart = |title: String,
                 y: String,
                 y_scale: Scale,
                 series: Vec<Series>,
                 y_range: Option<(f64, f64)>| {
        LineChart {
            title,
            x_label: "μ".into(),
            y_label: y,
            x_scale: Scale::Linear,
            y_scale,
            series,
            hlines: Vec::new(),
            vlines: vec![(0.5, String::new())],
            x_range: None,
            y_range,
            size: (620, 380),
        }
    };
    vec![
        (
            "chart-alpha".into(),
            chart(
                words.msg("race-curve-alpha-title"),
                "α".into(),
                Scale::Linear,
                alpha_series,
                Some((0.0, 0.55)),
            ),
        ),
        (
            "chart-alpha-log".into(),
            chart(
                words.msg("race-curve-alpha-log-title"),
                "α".into(),
                Scale::Log,
                alpha_log,
                Some((ALPHA_LOG_FLOOR, 1.0)),
            ),
        ),
        (
            "chart-games".into(),
            chart(
                words.msg("race-curve-games-title"),
                words.msg("race-curve-games-axis"),
                Scale::Linear,
                games_series,
                None,
            ),
        ),
    ]
}

/// The calculator's charts of n_max against the standard deviation σ from 0 to 0.5, where it
/// exists: with one test per game (`square` false: the thesis's Fig. 2.1) or with tests at
/// `t = n²` (`square` true: Fig. 2.2).
pub fn sigma_chart(eps: f64, delta: f64, square: bool) -> LineChart {
    with_english(|w| sigma_chart_in(eps, delta, square, w))
}

/// [`sigma_chart`] with its title and axis in the language of `words`.
pub fn sigma_chart_in(eps: f64, delta: f64, square: bool, words: &Catalogue) -> LineChart {
    let points: Vec<(f64, f64)> = (0..=50)
        .filter_map(|i| {
            let s = i as f64 / 100.0;
            let n = if square {
                nmax_for_sigma_square(eps, delta, s)
            } else {
                nmax_for_sigma(eps, delta, s)
            };
            n.map(|n| (s, n as f64))
        })
        .collect();
    let (title, name) = if square {
        (words.msg("race-sigma-square-title"), "n_max(σ), t = n²")
    } else {
        (words.msg("race-sigma-game-title"), "n_max(σ), t = n")
    };
    LineChart {
        title,
        x_label: "σ".into(),
        y_label: words.msg("race-sigma-y"),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series: vec![Series {
            name: name.into(),
            points,
            style: SeriesStyle::Line,
            color: PALETTE[usize::from(square)],
            errors: None,
        }],
        hlines: Vec::new(),
        vlines: Vec::new(),
        x_range: Some((0.0, 0.5)),
        y_range: None,
        size: (620, 360),
    }
}

/// The thesis's reading of its Fig. 2.7 checked on a computed comparison of LEBR with ILEBR*
/// at its own δ (Monte Carlo of both): "at the same power ILEBR* is much faster". `None` when
/// the data is not such a comparison.
pub fn figure_2_7_reading(data: &CurveData, form: &CurveForm) -> Option<String> {
    with_english(|w| figure_2_7_reading_in(data, form, w))
}

/// [`figure_2_7_reading`] in the language of `words`.
pub fn figure_2_7_reading_in(
    data: &CurveData,
    form: &CurveForm,
    words: &Catalogue,
) -> Option<String> {
    let own = form.own_deltas().ok()?;
    own.iter().find(|(a, _)| *a == Algorithm::IlebrStar)?;
    let tallies = |a: Algorithm| {
        data.mc
            .iter()
            .find(|(b, _)| *b == a)
            .map(|(_, t)| t.iter().map(|t| t.result()).collect::<Vec<_>>())
    };
    let (lebr, star) = (tallies(Algorithm::Lebr)?, tallies(Algorithm::IlebrStar)?);
    if lebr.is_empty() || lebr.len() != star.len() {
        return None;
    }
    let overlap = lebr
        .iter()
        .zip(&star)
        .filter(|(a, b)| a.alpha_ci.0 <= b.alpha_ci.1 && b.alpha_ci.0 <= a.alpha_ci.1)
        .count();
    let games = |r: &[crate::racing::montecarlo::McResult]| {
        r.iter().map(|r| r.mean_games).sum::<f64>() / r.len() as f64
    };
    let (g_lebr, g_star) = (games(&lebr), games(&star));
    let same_power = overlap == lebr.len();
    let faster = g_star < g_lebr;
    let args = Args::new()
        .count("runs", lebr[0].runs as i64)
        .count("overlap", overlap as i64)
        .count("points", lebr.len() as i64)
        .text(
            "power",
            match same_power {
                true => words.msg("race-fig27-same-power"),
                false => words.msg("race-fig27-power-differs"),
            },
        )
        .text(
            "star",
            words.decimal(&crate::plot::fmt_number(g_star.round())),
        )
        .text(
            "lebr",
            words.decimal(&crate::plot::fmt_number(g_lebr.round())),
        )
        .text("ratio", words.number(g_star / g_lebr.max(1.0), 2))
        .text(
            "speed",
            match faster {
                true => words.msg("race-fig27-faster"),
                false => words.msg("race-fig27-not-faster"),
            },
        );
    Some(words.msg_with("race-fig27-reading", &args))
}

/// The thesis's Figure 2.3 as three charts, by id: α₂ of ILEBR* over μ, over δ (log scale) and
/// over ε, each on a log scale of α₂ (the values span many orders of magnitude; exact zeros,
/// far from μ = 0.5, are left out).
pub fn alpha2_charts(c: &Alpha2Curves) -> Vec<(String, LineChart)> {
    with_english(|w| alpha2_charts_in(c, w))
}

/// [`alpha2_charts`] with titles and legends in the language of `words`.
pub fn alpha2_charts_in(c: &Alpha2Curves, words: &Catalogue) -> Vec<(String, LineChart)> {
    let chart =
        |id: &str, title: String, x_label: &str, x_log: bool, points: &[(f64, f64)], i: usize| {
            let points: Vec<(f64, f64)> = points.iter().copied().filter(|p| p.1 > 0.0).collect();
            (
                id.to_string(),
                LineChart {
                    title,
                    x_label: x_label.into(),
                    y_label: "α₂".into(),
                    x_scale: if x_log { Scale::Log } else { Scale::Linear },
                    y_scale: Scale::Log,
                    series: vec![Series {
                        name: words.msg("race-alpha2-series"),
                        points,
                        style: SeriesStyle::Line,
                        color: PALETTE[i],
                        errors: None,
                    }],
                    hlines: Vec::new(),
                    vlines: Vec::new(),
                    x_range: None,
                    y_range: None,
                    size: (420, 300),
                },
            )
        };
    let (e, d) = (
        words.decimal(&crate::text::short(c.eps)),
        words.decimal(&crate::text::short(c.delta)),
    );
    let args = || {
        Args::new()
            .text("eps", e.as_str())
            .text("delta", d.as_str())
    };
    vec![
        chart(
            "chart-alpha2-mu",
            words.msg_with("race-alpha2-by-mu", &args()),
            "μ",
            false,
            &c.by_mu,
            0,
        ),
        chart(
            "chart-alpha2-delta",
            words.msg_with("race-alpha2-by-delta", &args()),
            "δ",
            true,
            &c.by_delta,
            1,
        ),
        chart(
            "chart-alpha2-eps",
            words.msg_with("race-alpha2-by-eps", &args()),
            "ε",
            false,
            &c.by_eps,
            2,
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::racing::exact::ExactResult;
    use crate::racing::race::Pattern;
    use crate::racing::Params;

    #[test]
    fn the_race_chart_draws_mean_and_band_per_race_and_where_each_stopped() {
        let params = Params {
            eps: 0.1,
            delta: 0.1,
            tests: None,
            cap: 10_000,
        };
        let mut races: Vec<(Algorithm, Race<Pattern>)> = [Algorithm::IlebrStar2, Algorithm::Lebr]
            .into_iter()
            .map(|a| {
                let source = Pattern::parse("1").unwrap();
                (a, Race::new(a, &params, source, 600).unwrap())
            })
            .collect();
        for (_, race) in races.iter_mut() {
            while race.next_test().is_none() {}
        }
        let chart = race_chart(&races);
        assert_eq!(chart.series.len(), 6);
        let names: Vec<String> = chart.series.iter().map(|s| s.name.clone()).collect();
        let a = Algorithm::IlebrStar2.name();
        assert_eq!(
            names[..3],
            [format!("{a} X̄"), format!("{a} LB/UB"), String::new()]
        );
        let (mean, lb, ub) = (&chart.series[0], &chart.series[1], &chart.series[2]);
        let trace = races[0].1.trace();
        assert_eq!(mean.points.len(), trace.len());
        // Player 1 wins every game: the mean is 1, the band within [0, 1].
        assert!(mean.points.iter().all(|&(_, m)| m == 1.0));
        assert!(lb.points.iter().all(|&(_, v)| (0.0..=1.0).contains(&v)));
        assert!(ub.points.iter().all(|&(_, v)| v <= 1.0));
        assert_eq!(chart.series[3].color, PALETTE[1]);
        // One stop line per finished race, at its number of games.
        assert_eq!(chart.vlines.len(), 2);
        let stopped = races[0].1.outcome().unwrap();
        assert_eq!(chart.vlines[0].0, stopped.games as f64);
        assert!(chart.vlines[0].1.starts_with(&format!("{a} stops (")));
        let longest = races.iter().map(|(_, r)| r.games()).max().unwrap() as f64;
        assert_eq!(chart.x_range, Some((1.0, longest.max(10.0) * 1.2)));
        assert_eq!(chart.hlines, [(0.5, "0.5".to_string())]);
    }

    #[test]
    fn the_curve_charts_follow_the_form() {
        assert!(curve_charts(&CurveData::default(), &CurveForm::default()).is_empty());
        let form = CurveForm {
            algorithms: vec![Algorithm::IlebrStar, Algorithm::IlebrStar2],
            ..CurveForm::default()
        };
        let point = |a: Algorithm, mu: f64| CurvePoint {
            algorithm: a,
            mu,
            theory: Some(0.25),
            exact: Some(ExactResult {
                mu,
                p1: 0.8,
                p2: 0.2,
                alpha: 0.2,
                mean_games: 300.0,
                undecided_mass: 0.0,
            }),
        };
        let data = CurveData {
            points: vec![
                point(Algorithm::IlebrStar, 0.4),
                point(Algorithm::IlebrStar, 0.6),
                point(Algorithm::IlebrStar2, 0.4),
            ],
            mc: Vec::new(),
        };
        let charts = curve_charts(&data, &form);
        let ids: Vec<&str> = charts.iter().map(|(id, _)| id.as_str()).collect();
        assert_eq!(ids, ["chart-alpha", "chart-alpha-log", "chart-games"]);
        let alpha = &charts[0].1;
        let names: Vec<&str> = alpha.series.iter().map(|s| s.name.as_str()).collect();
        let (a, b) = (Algorithm::IlebrStar.name(), Algorithm::IlebrStar2.name());
        assert_eq!(
            names,
            [
                format!("{a} theory F"),
                format!("{a} exact"),
                format!("{b} theory F"),
                format!("{b} exact")
            ]
        );
        assert_eq!(alpha.series[0].points, [(0.4, 0.25), (0.6, 0.25)]);
        assert_eq!(alpha.series[1].points, [(0.4, 0.2), (0.6, 0.2)]);
        assert_eq!(charts[2].1.series[0].points, [(0.4, 300.0), (0.6, 300.0)]);
        assert_eq!(charts[1].1.y_scale, Scale::Log);
        // Without theory in the form, no theory line.
        let no_theory = CurveForm {
            theory: false,
            ..form.clone()
        };
        let charts = curve_charts(&data, &no_theory);
        assert!(charts[0]
            .1
            .series
            .iter()
            .all(|s| !s.name.contains("theory")));
    }

    #[test]
    fn on_the_log_scale_estimates_of_zero_are_drawn_as_zeros_with_their_upper_bound() {
        use crate::racing::montecarlo::McTally;
        let a = Algorithm::IlebrStar2;
        let form = CurveForm {
            algorithms: vec![a],
            ..CurveForm::default()
        };
        // 200 runs at each μ: no wrong decision at μ = 0.40 and 0.60, some near 0.5.
        let tally = |mu: f64, wrong: u64| McTally {
            mu,
            runs: 200,
            p1: if mu < 0.5 { wrong } else { 200 - wrong },
            p2: if mu < 0.5 { 200 - wrong } else { wrong },
            undecided: 0,
            games: 200.0 * 50.0,
            games_sq: 200.0 * 2500.0,
        };
        let data = CurveData {
            points: Vec::new(),
            mc: vec![(
                a,
                vec![
                    tally(0.4, 0),
                    tally(0.48, 30),
                    tally(0.52, 25),
                    tally(0.6, 0),
                ],
            )],
        };
        let charts = curve_charts(&data, &form);
        let log = &charts[1].1;
        assert_eq!(log.y_range, Some((ALPHA_LOG_FLOOR, 1.0)));
        // No estimate at the floor: the points are the estimates above 0 …
        let points: Vec<&Series> = log
            .series
            .iter()
            .filter(|s| s.style == SeriesStyle::Points)
            .collect();
        assert_eq!(points.len(), 1);
        assert_eq!(points[0].points, [(0.48, 0.15), (0.52, 0.125)]);
        // … and the zeros a series of their own, at 0, with their upper bounds only.
        let zeros: Vec<&Series> = log
            .series
            .iter()
            .filter(|s| s.style == SeriesStyle::ZeroBounds)
            .collect();
        assert_eq!(zeros.len(), 1);
        assert_eq!(
            zeros[0].name,
            format!("{} Monte Carlo: 0 (upper bound shown)", a.name())
        );
        assert_eq!(zeros[0].points, [(0.4, 0.0), (0.6, 0.0)]);
        let bounds = zeros[0].errors.as_ref().unwrap();
        assert!(
            bounds
                .iter()
                .all(|&(lo, hi)| lo.abs() < 1e-12 && hi > 0.01 && hi < 0.03),
            "{bounds:?}"
        );
        // Drawn: two points (and the legend's), the zeros' legend entry, no point at the floor.
        let svg = crate::plot::line_chart(log).unwrap();
        assert_eq!(svg.matches("<circle").count(), 3, "{svg}");
        assert!(svg.contains("0 (upper bound shown)"));
        // The linear chart and the CSV keep the zeros as estimates of 0.
        let linear = &charts[0].1;
        assert_eq!(linear.series[0].points[0], (0.4, 0.0));
        assert_eq!(linear.series[0].style, SeriesStyle::Points);
        let csv = data.csv();
        assert!(
            csv.lines()
                .any(|l| l.starts_with(&format!("{},mc,0.4,0,", a.key()))),
            "{csv}"
        );
    }

    #[test]
    fn the_sigma_chart_grows_with_sigma() {
        let chart = sigma_chart(0.05, 0.05, false);
        let points = &chart.series[0].points;
        assert!(!points.is_empty() && points.len() <= 51);
        assert!(points
            .windows(2)
            .all(|w| w[0].0 < w[1].0 && w[0].1 <= w[1].1));
        assert_eq!(
            points.last().map(|p| p.1),
            nmax_for_sigma(0.05, 0.05, 0.5).map(|n| n as f64)
        );
        // Fig. 2.2: tests at t = n², 231 tests at σ = 1/2 at the defaults (eq. 2.4).
        let square = sigma_chart(0.01, 0.05, true);
        let points = &square.series[0].points;
        assert_eq!(points.len(), 51);
        assert_eq!(points.last(), Some(&(0.5, 231.0)));
        assert!(points.windows(2).all(|w| w[0].1 <= w[1].1));
        assert!(square.title.contains("Fig. 2.2"));
    }

    #[test]
    fn figure_2_7_is_read_from_both_races_monte_carlo() {
        use crate::racing::montecarlo::McTally;
        let tally = |mu: f64, p2: u64, games: f64| McTally {
            mu,
            runs: 100,
            p1: 100 - p2,
            p2,
            undecided: 0,
            games: games * 100.0,
            games_sq: games * games * 100.0,
        };
        let form = CurveForm::figure_2_7();
        let data = CurveData {
            points: Vec::new(),
            mc: vec![
                (
                    Algorithm::Lebr,
                    vec![tally(0.5, 50, 150_000.0), tally(0.51, 5, 140_000.0)],
                ),
                (
                    Algorithm::IlebrStar,
                    vec![tally(0.5, 48, 100_000.0), tally(0.51, 6, 60_000.0)],
                ),
            ],
        };
        let reading = figure_2_7_reading(&data, &form).unwrap();
        assert!(
            reading
                .contains("overlap at 2 of 2 values of μ (the same power within the noise: holds)"),
            "{reading}"
        );
        assert!(reading.contains("ILEBR* plays 80\u{2009}000 games on average against LEBR's 145\u{2009}000 (0.55×: faster, holds)"), "{reading}");
        // Not a Fig. 2.7 comparison: no reading.
        assert_eq!(figure_2_7_reading(&data, &CurveForm::default()), None);
    }

    #[test]
    fn figure_2_3_is_three_log_charts_without_the_zeros() {
        let curves =
            crate::jobs::run_to_end(&mut crate::racing::alpha2::Alpha2Job::new(0.01, 0.05));
        let charts = alpha2_charts(&curves);
        let ids: Vec<&str> = charts.iter().map(|(id, _)| id.as_str()).collect();
        assert_eq!(
            ids,
            ["chart-alpha2-mu", "chart-alpha2-delta", "chart-alpha2-eps"]
        );
        let mu = &charts[0].1.series[0].points;
        assert!(mu.iter().all(|p| p.1 > 0.0));
        assert!(
            mu.len() < curves.by_mu.len(),
            "the zeros far from 0.5 are left out"
        );
        assert_eq!(charts[1].1.x_scale, Scale::Log);
        assert_eq!(charts[2].1.series[0].points.len(), 19);
    }
}
