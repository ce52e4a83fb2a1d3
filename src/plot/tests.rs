//! The house chart style's tests: ticks and their labels, wrapped titles, legends below the
//! plot, markers' labels inside it, bars, colours, and charts laid out for a phone's width.

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
    super::svg_text::texts(svg)
        .into_iter()
        .map(|t| (t.content, t.y, t.anchor))
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
    let height = super::svg_text::root_attr(&svg, "height");
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

/// The closest pair of `palette`'s colours over typical vision and simulated protanopia and
/// deuteranopia (CIEDE2000), and which pair and vision it is.
fn closest_pair(palette: &[(u8, u8, u8)]) -> (f64, String) {
    use super::vision::{difference, Vision};
    let mut closest = (f64::INFINITY, String::new());
    for (i, &a) in palette.iter().enumerate() {
        for (j, &b) in palette.iter().enumerate().skip(i + 1) {
            for v in Vision::ALL {
                let d = difference(v, a, b);
                if d < closest.0 {
                    closest = (d, format!("colours {i} and {j} under {v:?}"));
                }
            }
        }
    }
    closest
}

#[test]
fn the_palette_is_told_apart_without_red_or_green_cones() {
    let (d, pair) = closest_pair(&PALETTE);
    assert!(d >= 12.0, "{pair} differ by only {d:.1}");
    // The check can fail: the twelve colours used before it mixed up two series for a
    // protanope (an ochre and an olive, 2.3 apart).
    let before = [
        (58, 99, 200),
        (194, 65, 12),
        (31, 138, 76),
        (142, 68, 173),
        (183, 121, 31),
        (22, 160, 178),
        (192, 57, 43),
        (90, 90, 90),
        (214, 51, 132),
        (112, 140, 20),
        (30, 60, 110),
        (150, 90, 60),
    ];
    let (d, pair) = closest_pair(&before);
    assert!(d < 3.0, "{pair}: {d}");
    assert_eq!(pair, "colours 4 and 9 under Protanopia");
}

#[test]
fn every_palette_colour_reads_at_3_to_1_on_the_page() {
    for c in PALETTE {
        let ratio = super::vision::contrast_ratio(c, (255, 255, 255));
        assert!(ratio >= 3.0, "{c:?}: {ratio:.2}:1");
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

/// One `<text>` of an SVG: content, position, anchor, `dy`, size and whether it is rotated.
type TextBox = super::svg_text::SvgText;

impl TextBox {
    /// Estimated horizontal extent, by the house style's text width.
    fn extent(&self) -> (f64, f64) {
        let w = style::text_width(&self.content, self.font_size.round() as u32);
        match self.anchor.as_str() {
            "middle" => (self.x - w / 2.0, self.x + w / 2.0),
            "end" => (self.x - w, self.x),
            _ => (self.x, self.x + w),
        }
    }
}

fn text_boxes(svg: &str) -> Vec<TextBox> {
    super::svg_text::texts(svg)
}

/// The SVG's width attribute.
fn svg_width(svg: &str) -> f64 {
    super::svg_text::root_attr(svg, "width")
}

/// Charts like the racing page's: a log x axis to a million with a long stop label, a log y
/// axis with long legend names and estimates of 0, big numbers on a linear axis.
fn phone_specs() -> Vec<LineChart> {
    let series = |name: &str, style: SeriesStyle, i: usize| Series {
        name: name.into(),
        points: vec![(0.4, 0.0), (0.45, 0.002), (0.5, 0.5)],
        style,
        color: PALETTE[i],
        errors: Some(vec![(0.0, 0.015), (0.001, 0.004), (0.45, 0.55)]),
    };
    let race = LineChart {
        title: "Running mean and confidence band".into(),
        x_label: "games (log scale)".into(),
        y_label: "P[player 1 wins]".into(),
        x_scale: Scale::Log,
        y_scale: Scale::Linear,
        series: (0..4)
            .map(|i| series(&format!("ILEBR*² race {i} X̄"), SeriesStyle::Line, i))
            .collect(),
        hlines: vec![(0.5, "0.5".into())],
        vlines: vec![
            (600.0, "ILEBR*² stops (crossed)".into()),
            (1.1e6, "LEBR stops (cap)".into()),
        ],
        x_range: Some((1.0, 1.2e6)),
        y_range: Some((0.0, 1.0)),
        size: (820, 420),
    };
    let alpha = LineChart {
        title: "Error probability α(μ), log scale".into(),
        x_label: "μ".into(),
        y_label: "α".into(),
        x_scale: Scale::Linear,
        y_scale: Scale::Log,
        series: vec![
            series("ILEBR*² theory F", SeriesStyle::Dashed, 0),
            series("ILEBR*² exact", SeriesStyle::Line, 0),
            series("ILEBR*² Monte Carlo", SeriesStyle::Points, 1),
            series(
                "ILEBR*² Monte Carlo: 0 (upper bound shown)",
                SeriesStyle::ZeroBounds,
                1,
            ),
        ],
        hlines: Vec::new(),
        vlines: vec![(0.5, String::new())],
        x_range: Some((0.38, 0.52)),
        y_range: Some((1e-6, 1.0)),
        size: (620, 380),
    };
    let games = LineChart {
        title: "Mean number of games".into(),
        x_label: "μ".into(),
        y_label: "games".into(),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series: vec![Series {
            name: "LEBR exact".into(),
            points: vec![(0.0, 1_000_000.0), (25_000.0, 1_250_000.0)],
            style: SeriesStyle::Line,
            color: PALETTE[2],
            errors: None,
        }],
        hlines: Vec::new(),
        vlines: Vec::new(),
        x_range: None,
        y_range: None,
        size: (620, 360),
    };
    vec![race, alpha, games]
}

#[test]
fn a_chart_drawn_at_360_px_keeps_its_text_size_and_its_tick_labels_apart() {
    for spec in phone_specs() {
        for width in [360, 300] {
            let chart = spec.for_width(width);
            let svg = line_chart(&chart).unwrap();
            assert_eq!(svg_width(&svg), f64::from(width), "{}", spec.title);
            let boxes = text_boxes(&svg);
            assert!(boxes.len() > 10, "{boxes:?}");
            for b in &boxes {
                assert!(b.font_size >= 11.0, "{} at {width}: {b:?}", spec.title);
                if !b.rotated {
                    let (l, r) = b.extent();
                    assert!(
                        l >= 0.0 && r <= f64::from(width),
                        "{} at {width}: {b:?} spans {l:.0}..{r:.0}",
                        spec.title
                    );
                }
            }
            // The x tick labels: the one row of several centred labels.
            let mut rows: std::collections::BTreeMap<i64, Vec<&TextBox>> = Default::default();
            for b in boxes.iter().filter(|b| b.anchor == "middle" && !b.rotated) {
                if b.dy == "0.76em" {
                    rows.entry(b.y as i64).or_default().push(b);
                }
            }
            let mut x_ticks: Vec<&TextBox> = rows
                .into_values()
                .find(|r| r.len() >= 2)
                .expect("a row of x tick labels");
            x_ticks.sort_by(|a, b| a.x.total_cmp(&b.x));
            for w in x_ticks.windows(2) {
                let gap = w[1].extent().0 - w[0].extent().1;
                assert!(gap >= 4.0, "{} at {width}: {w:?} overlap", spec.title);
            }
            // The y tick labels: right-aligned beside the axis, a line apart at least.
            let mut y_ticks: Vec<f64> = boxes
                .iter()
                .filter(|b| b.anchor == "end" && b.dy == "0.5ex")
                .map(|b| b.y)
                .collect();
            assert!(y_ticks.len() >= 2, "{} at {width}", spec.title);
            y_ticks.sort_by(f64::total_cmp);
            for w in y_ticks.windows(2) {
                assert!(w[1] - w[0] >= f64::from(style::TICK_PX), "{y_ticks:?}");
            }
        }
    }
}

#[test]
fn a_narrow_chart_gets_fewer_ticks_a_wrapped_title_and_a_sensible_height() {
    let race = &phone_specs()[0];
    let count = |w: u32| {
        let svg = line_chart(&race.for_width(w)).unwrap();
        text_boxes(&svg)
            .iter()
            .filter(|b| b.anchor == "middle" && b.dy == "0.76em" && b.y > 200.0)
            .count()
    };
    assert!(count(360) < count(820), "{} vs {}", count(360), count(820));
    // The natural size when it fits; narrower, a height that shrinks less than the width.
    assert_eq!(race.for_width(1000).size, (820, 420));
    assert_eq!(race.for_width(820).size, (820, 420));
    let (w, h) = race.for_width(360).size;
    assert_eq!(w, 360);
    assert!((270..=420).contains(&h), "{h}");
    assert_eq!(fit_size((620, 380), 100), (MIN_WIDTH, 240));
    assert_eq!(fit_size((340, 330), 300), (300, 291));
    // A title that needs another line at the narrow width makes the chart taller by it.
    let alpha = &phone_specs()[1];
    assert_eq!(
        alpha.for_width(300).size.1,
        fit_size(alpha.size, 300).1 + style::TITLE_PX + 5
    );
    // Ticks thinned for a short axis are still round and at least two.
    let t = fitted_ticks(Scale::Linear, 0.0, 1_250_000.0, 150.0, true);
    assert!(t.len() >= 2 && t.len() < ticks(Scale::Linear, 0.0, 1_250_000.0).len());
    assert!(labels_fit(Scale::Linear, &t, 0.0, 1_250_000.0, 150.0, true));
}

#[test]
fn a_long_legend_name_wraps_within_the_chart() {
    let mut spec = phone_specs()[1].clone();
    spec.series[3].name = "ILEBR*² Monte Carlo estimates of exactly 0 (upper bound shown)".into();
    let svg = line_chart(&spec.for_width(300)).unwrap();
    let boxes = text_boxes(&svg);
    let words: Vec<&str> = boxes
        .iter()
        .filter(|b| b.anchor == "start")
        .map(|b| b.content.as_str())
        .collect();
    assert!(
        words.join(" ").contains(&spec.series[3].name),
        "the name in lines: {words:?}"
    );
    assert!(!words.contains(&spec.series[3].name.as_str()), "wrapped");
    for b in boxes.iter().filter(|b| !b.rotated) {
        assert!(b.extent().1 <= 300.0, "{b:?}");
    }
}

#[test]
fn estimates_of_zero_are_diamonds_on_the_bottom_edge_with_downward_carets() {
    let spec = LineChart {
        series: vec![Series {
            name: "MC: 0 (upper bound shown)".into(),
            points: vec![(0.4, 0.0), (0.42, 0.0)],
            style: SeriesStyle::ZeroBounds,
            color: PALETTE[1],
            errors: Some(vec![(0.0, 0.015), (0.0, 0.02)]),
        }],
        ..phone_specs()[1].clone()
    };
    let svg = line_chart(&spec).unwrap();
    assert!(!svg.contains("<circle"), "no point drawn as an estimate");
    // Two carets and two diamonds (plus the legend's one of each): filled polygons.
    assert_eq!(svg.matches("<polygon").count(), 6, "{svg}");
    assert!(svg.contains("MC: 0 (upper bound shown)"));
}
