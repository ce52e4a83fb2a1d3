//! The optimisation page's chart data: what the page draws, computed here so `cargo test`
//! checks the series; the page only hands the [`LineChart`] to [`crate::plot::line_chart`]
//! (drawn on the main thread) and embeds the SVG.

use super::lab::RunResult;
use super::{GameConfig, Interpretation};
use crate::plot::{LineChart, Scale, Series, SeriesStyle, PALETTE};

/// How the accepted strategy moved during a run: one line per probability of the strategy
/// (War: the three orderings; Rrrats!: P(continue) per hand size) at mutation 0, at each
/// accepted step and at the end.
pub fn history_chart(r: &RunResult) -> LineChart {
    let game = r.outcome.config.game;
    let mut lines: Vec<(String, Vec<(f64, f64)>)> = match game {
        GameConfig::War(_) => vec![
            ("P(descending)".into(), Vec::new()),
            ("P(ascending)".into(), Vec::new()),
            ("P(shuffled)".into(), Vec::new()),
        ],
        GameConfig::Rrrats(_) => (1..=4)
            .map(|k| (format!("P(continue | hand {k})"), Vec::new()))
            .collect(),
    };
    let mut push = |m: f64, x: &[f64]| match game.interpret(x) {
        Interpretation::War(p) => {
            for (i, v) in [p.desc, p.asc, p.shuffled].into_iter().enumerate() {
                lines[i].1.push((m, v));
            }
        }
        Interpretation::Rrrats { p_continue, .. } => {
            for (i, v) in p_continue.0.into_iter().enumerate() {
                lines[i].1.push((m, v));
            }
        }
    };
    push(0.0, &vec![0.0; game.dim()]);
    for s in &r.outcome.history {
        push(s.mutation as f64, &s.x);
    }
    push(r.outcome.mutations as f64, &r.outcome.x);
    LineChart {
        title: "The accepted strategy over the run".into(),
        x_label: "mutation".into(),
        y_label: "probability".into(),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series: lines
            .into_iter()
            .enumerate()
            .map(|(i, (name, points))| Series {
                name,
                points,
                style: SeriesStyle::Line,
                color: PALETTE[i % PALETTE.len()],
                errors: None,
            })
            .collect(),
        hlines: Vec::new(),
        vlines: Vec::new(),
        x_range: None,
        y_range: Some((0.0, 1.0)),
        size: (560, 300),
    }
}

/// One slice of a pie chart: a whole disc, or a path (`d` attribute) from the centre.
#[derive(Clone, Debug, PartialEq)]
pub enum PieSlice {
    /// The share is the whole pie (or so close that its arc would start and end at the same
    /// drawn point, which SVG draws as nothing).
    Disc,
    /// A wedge: the path's `d` attribute.
    Wedge(String),
}

/// The slices of a pie of centre `(cx, cy)` and radius `r` for `shares` (summing to 1), from
/// twelve o'clock clockwise, coordinates to two decimals; a share of (almost) nothing gets no
/// slice (`None`).
pub fn pie_slices(shares: &[f64], (cx, cy, r): (f64, f64, f64)) -> Vec<Option<PieSlice>> {
    let mut angle = -std::f64::consts::FRAC_PI_2;
    shares
        .iter()
        .map(|&v| {
            if v <= 1e-9 {
                return None;
            }
            let a0 = angle;
            angle += v * std::f64::consts::TAU;
            let start = (
                format!("{:.2}", cx + r * a0.cos()),
                format!("{:.2}", cy + r * a0.sin()),
            );
            let end = (
                format!("{:.2}", cx + r * angle.cos()),
                format!("{:.2}", cy + r * angle.sin()),
            );
            if start == end {
                // The arc closes on itself where it is drawn: the whole disc, or a sliver too
                // thin to see.
                return (v > 0.5).then_some(PieSlice::Disc);
            }
            let large = if v > 0.5 { 1 } else { 0 };
            Some(PieSlice::Wedge(format!(
                "M{cx},{cy} L{},{} A{r},{r} 0 {large} 1 {},{} Z",
                start.0, start.1, end.0, end.1
            )))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_share_of_all_or_almost_all_is_a_disc() {
        let pie = (80.0, 80.0, 70.0);
        assert_eq!(
            pie_slices(&[1.0, 0.0, 0.0], pie),
            vec![Some(PieSlice::Disc), None, None]
        );
        // Just below 1: the arc's ends round to the same point; before, nothing was drawn.
        let slices = pie_slices(&[1.0 - 4e-9, 2e-9, 2e-9], pie);
        assert_eq!(slices[0], Some(PieSlice::Disc));
        assert_eq!(&slices[1..], &[None, None]);
        let halves = pie_slices(&[0.5, 0.5], pie);
        assert!(
            matches!(&halves[0], Some(PieSlice::Wedge(d)) if d == "M80,80 L80.00,10.00 A70,70 0 0 1 80.00,150.00 Z"),
            "{halves:?}"
        );
    }
    use crate::evolve::lab::single_run;
    use crate::evolve::{Budget, EvolveConfig, Optimiser};
    use crate::games::rrrats::RatsRules;
    use crate::jobs::Job;
    use crate::racing::{Algorithm, Params};
    use crate::rng::Seed;

    fn run(game: GameConfig) -> RunResult {
        let config = EvolveConfig {
            game,
            optimiser: Optimiser::Iterative,
            race: Algorithm::IlebrStar2,
            race_params: Params {
                eps: 0.05,
                delta: 0.1,
                ..Params::default()
            },
            budget: Budget::Mutations(4),
            seed: Seed(3),
            sigma0: 1.0,
        };
        let mut job = single_run(config, 100).expect("a valid run");
        loop {
            if let Some(r) = job.step(100_000) {
                return r;
            }
        }
    }

    #[test]
    fn the_history_has_a_line_per_probability_from_start_to_end() {
        let r = run(GameConfig::Rrrats(RatsRules::default()));
        let chart = history_chart(&r);
        let names: Vec<&str> = chart.series.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "P(continue | hand 1)",
                "P(continue | hand 2)",
                "P(continue | hand 3)",
                "P(continue | hand 4)"
            ]
        );
        let steps = r.outcome.history.len();
        for (i, s) in chart.series.iter().enumerate() {
            // The initial strategy, each accepted step, the end.
            assert_eq!(s.points.len(), steps + 2);
            assert_eq!(s.points[0], (0.0, 0.5));
            let last = *s.points.last().unwrap();
            assert_eq!(last.0, r.outcome.mutations as f64);
            let Interpretation::Rrrats { p_continue, .. } = r.outcome.interpretation else {
                panic!("a Rrrats! run");
            };
            assert!((last.1 - p_continue.0[i]).abs() < 1e-12);
            assert_eq!(s.color, PALETTE[i]);
        }
        assert_eq!(chart.y_range, Some((0.0, 1.0)));
        let war = history_chart(&run(GameConfig::War(Default::default())));
        assert_eq!(war.series.len(), 3);
        // A third each at the start.
        for s in &war.series {
            assert!((s.points[0].1 - 1.0 / 3.0).abs() < 1e-12);
        }
    }
}
