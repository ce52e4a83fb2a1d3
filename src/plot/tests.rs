//! The house chart style's tests: ticks and their labels, wrapped titles, legends below the
//! plot, markers' labels inside it, bars, colours.

#[test]
fn envelope_is_the_pointwise_maximum() {
    // Three lines: 1 − t, t, and 0.4 flat: the envelope dips to 0.5 at t = 1/2.
    let env = super::upper_envelope(&[(1.0, 0.0), (0.0, 1.0), (0.4, 0.4)]);
    assert_eq!(env.first(), Some(&(0.0, 1.0)));
    assert!(env
        .iter()
        .any(|&(t, v)| (t - 0.5).abs() < 1e-12 && (v - 0.5).abs() < 1e-12));
    assert_eq!(env.last(), Some(&(1.0, 1.0)));
}

use super::*;

#[test]
fn bar_chart_draws_every_bar_with_its_value() {
    let bars = vec![
        Bar {
            label: "minimax".into(),
            value: 549_946.0,
        },
        Bar {
            label: "alpha-beta".into(),
            value: 20_866.0,
        },
    ];
    for scale in [Scale::Linear, Scale::Log] {
        let svg = bar_chart("nodes", &bars, scale, 480, 200).unwrap();
        assert!(svg.starts_with("<svg"), "{svg}");
        assert!(svg.matches("<rect").count() >= 3, "background + 2 bars");
        assert!(svg.contains("minimax: 549\u{2009}946"));
    }
}

#[test]
fn line_chart_draws_lines_points_and_reference_lines() {
    let spec = LineChart {
        title: "α(μ)".into(),
        x_label: "μ".into(),
        y_label: "α".into(),
        x_scale: Scale::Linear,
        y_scale: Scale::Log,
        series: vec![
            Series {
                name: "exact".into(),
                points: vec![(0.4, 0.0), (0.49, 0.2), (0.5, 0.5)],
                style: SeriesStyle::Line,
                color: PALETTE[0],
                errors: None,
            },
            Series {
                name: "MC".into(),
                points: vec![(0.49, 0.21)],
                style: SeriesStyle::Points,
                color: PALETTE[1],
                errors: Some(vec![(0.19, 0.23)]),
            },
        ],
        hlines: vec![(0.05, "α = 0.05".into())],
        vlines: vec![(0.45, "stop".into())],
        x_range: None,
        y_range: Some((1e-4, 1.0)),
        size: (600, 400),
    };
    let svg = line_chart(&spec).unwrap();
    assert!(svg.contains("<polyline"), "lines drawn");
    assert!(svg.contains("<circle"), "points drawn");
    assert!(svg.contains("exact") && svg.contains("MC"), "legend");
    let t = texts(&svg);
    assert!(
        t.iter().any(|(c, _, _)| c == "0.01"),
        "log labels are the values themselves: {t:?}"
    );
    assert!(!svg.contains("1e"), "no exponent notation below a million");
}

/// The labels of the ticks of `scale` over `[a0, a1]`.
fn labels(scale: Scale, a0: f64, a1: f64) -> Vec<String> {
    ticks(scale, a0, a1)
        .iter()
        .map(|v| tick_label(scale, *v))
        .collect()
}

#[test]
fn log_axes_are_ticked_at_round_values_never_repeated() {
    let thin = |s: &str| s.replace(' ', "\u{2009}");
    assert_eq!(
        labels(Scale::Log, 0.0, 6.0),
        ["1", "10", "100", "1 000", "10 000", "100 000", "10⁶"].map(thin)
    );
    assert_eq!(labels(Scale::Log, -3.0, 0.0), ["0.001", "0.01", "0.1", "1"]);
    // Less than a decade: 1, 2, …; less than two: 1, 2, 5, 10, 20, 50.
    assert_eq!(labels(Scale::Log, 0.0, 0.5), ["1", "2", "3"]);
    assert_eq!(
        labels(Scale::Log, 0.0, 1.9),
        ["1", "2", "5", "10", "20", "50"]
    );
    // Many decades: every second or fifth.
    assert_eq!(ticks(Scale::Log, 0.0, 12.0).len(), 7);
    assert_eq!(labels(Scale::Log, -12.0, 0.0)[0], "10⁻¹²");
    // Whatever the range, the labels are distinct and at least two.
    use crate::rng::unit_f64;
    let mut rng = crate::rng::Seed(7).rng();
    for _ in 0..500 {
        let a0 = unit_f64(&mut rng) * 8.0 - 4.0;
        let a1 = a0 + 0.3 + unit_f64(&mut rng) * 12.0;
        for scale in [Scale::Log, Scale::Linear] {
            let l = labels(scale, a0, a1);
            let mut d = l.clone();
            d.sort();
            d.dedup();
            assert_eq!(d.len(), l.len(), "{scale:?} {a0} {a1}: {l:?}");
            assert!(l.len() >= 2, "{scale:?} {a0} {a1}: {l:?}");
        }
    }
}

#[test]
fn a_constant_series_gets_distinct_ticks() {
    let spec = LineChart {
        title: "Mean number of games".into(),
        x_label: "μ".into(),
        y_label: "games".into(),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series: vec![Series {
            name: "LEBR".into(),
            points: vec![(0.45, 1e6), (0.5, 1e6), (0.55, 1e6)],
            style: SeriesStyle::Points,
            color: PALETTE[0],
            errors: None,
        }],
        hlines: Vec::new(),
        vlines: Vec::new(),
        x_range: None,
        y_range: None,
        size: (400, 300),
    };
    let t = texts(&line_chart(&spec).unwrap());
    let million = t
        .iter()
        .filter(|(c, _, _)| c == "1\u{2009}000\u{2009}000")
        .count();
    assert_eq!(million, 1, "{t:?}");
    assert!(
        t.iter().any(|(c, _, _)| c == "1\u{2009}020\u{2009}000"),
        "{t:?}"
    );
    assert_eq!(labels(Scale::Linear, 1000.0, 1000.5)[0], "1\u{2009}000");
    assert_eq!(labels(Scale::Linear, 1000.0, 1000.5)[1], "1000.1");
}

#[test]
fn linear_axes_are_ticked_at_round_numbers() {
    assert_eq!(
        labels(Scale::Linear, 0.0, 1.0),
        ["0", "0.2", "0.4", "0.6", "0.8", "1"]
    );
    assert_eq!(
        labels(Scale::Linear, 0.45, 0.55),
        ["0.46", "0.48", "0.5", "0.52", "0.54"]
    );
    assert_eq!(labels(Scale::Linear, -3.0, 3.0)[3], "0");
    assert_eq!(
        labels(Scale::Linear, 0.0, 25_000.0),
        [
            "0",
            "5\u{2009}000",
            "10\u{2009}000",
            "15\u{2009}000",
            "20\u{2009}000",
            "25\u{2009}000"
        ]
    );
}

/// Every `<text …>content` of an SVG with its y coordinate and anchor.
fn texts(svg: &str) -> Vec<(String, f64, String)> {
    svg.split("<text")
        .skip(1)
        .map(|t| {
            let attr = |name: &str| {
                t.split(&format!(" {name}=\""))
                    .nth(1)
                    .and_then(|r| r.split('"').next())
                    .unwrap_or("")
                    .to_string()
            };
            let content = t
                .split('>')
                .nth(1)
                .unwrap_or("")
                .split('<')
                .next()
                .unwrap_or("")
                .trim();
            (
                content.to_string(),
                attr("y").parse().unwrap_or(f64::NAN),
                attr("text-anchor"),
            )
        })
        .collect()
}

#[test]
fn titles_wrap_legends_sit_below_the_plot_and_markers_keep_their_labels_inside() {
    let title = "Running mean and confidence band of every race that was started on this page";
    let spec = LineChart {
        title: title.into(),
        x_label: "games".into(),
        y_label: "P".into(),
        x_scale: Scale::Log,
        y_scale: Scale::Linear,
        series: (0..5)
            .map(|i| Series {
                name: format!("race number {i}"),
                points: vec![(1.0, 0.5), (1000.0, 0.9)],
                style: SeriesStyle::Line,
                color: PALETTE[i],
                errors: None,
            })
            .collect(),
        hlines: vec![(0.5, "0.5".into())],
        vlines: vec![(990.0, "LEBR stops (cap)".into()), (10.0, "A stops".into())],
        x_range: Some((1.0, 1000.0)),
        y_range: Some((0.0, 1.0)),
        size: (400, 300),
    };
    let svg = line_chart(&spec).unwrap();
    let t = texts(&svg);
    // The title is wrapped onto lines that fit, and every word of it is there.
    let lines = wrap(title, 380.0, style::TITLE_PX);
    assert!(lines.len() >= 3, "{lines:?}");
    for l in &lines {
        assert!(style::text_width(l, style::TITLE_PX) <= 380.0, "{l}");
        assert!(
            t.iter().any(|(c, _, _)| c == l),
            "title line {l} drawn: {t:?}"
        );
    }
    assert_eq!(lines.join(" "), title);
    // The legend is below the 300-pixel plot, in rows added to the chart's height.
    for i in 0..5 {
        let (_, y, _) = t
            .iter()
            .find(|(c, _, _)| *c == format!("race number {i}"))
            .expect("legend entry");
        assert!(*y > 300.0, "legend entry {i} at y = {y}");
    }
    let height: f64 = svg
        .split("height=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        height > 300.0 + 2.0 * f64::from(LEGEND_ROW) - 1.0,
        "{height}"
    );
    // A marker at the right edge is labelled to its left; another to its right.
    let anchor = |label: &str| t.iter().find(|(c, _, _)| c == label).unwrap().2.clone();
    assert_eq!(anchor("LEBR stops (cap)"), "end");
    assert_ne!(anchor("A stops"), "end");
}

#[test]
fn bars_of_ones_on_a_log_axis_are_drawn_and_all_zeros_say_so() {
    let ones = [
        Bar {
            label: "minimax".into(),
            value: 1.0,
        },
        Bar {
            label: "alpha-beta".into(),
            value: 1.0,
        },
    ];
    let svg = bar_chart("Nodes", &ones, Scale::Log, 560, 130).unwrap();
    let widths: Vec<f64> = svg
        .split("<rect")
        .skip(2)
        .filter_map(|r| r.split("width=\"").nth(1)?.split('"').next()?.parse().ok())
        .collect();
    assert_eq!(widths.len(), 2, "{svg}");
    assert!(widths.iter().all(|w| *w >= 10.0), "{widths:?}");
    let zeros = [Bar {
        label: "x".into(),
        value: 0.0,
    }];
    let svg = bar_chart("Nodes", &zeros, Scale::Linear, 560, 130).unwrap();
    assert!(svg.contains("Nothing to show"));
    assert!(bar_chart("Nodes", &[], Scale::Log, 560, 130)
        .unwrap()
        .contains("Nothing to show"));
}

#[test]
fn the_first_24_series_look_different() {
    let looks: Vec<_> = (0..24).map(series_look).collect();
    for (i, a) in looks.iter().enumerate() {
        for b in &looks[i + 1..] {
            assert_ne!(a, b);
        }
    }
}

#[test]
fn csv_quotes_when_needed() {
    assert_eq!(
        csv(&["a", "b"], &[vec!["1".into(), "x,y".into()]]),
        "a,b\n1,\"x,y\"\n"
    );
    assert_eq!(fmt_number(-1234.0), "-1\u{2009}234");
    assert_eq!(fmt_number(0.5), "0.500");
}
