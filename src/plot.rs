//! Charts as pure functions from data to an SVG string, drawn with plotters' SVG backend.
//!
//! Callers embed the string in a page (on the main thread: plotters measures text through the
//! DOM in wasm) or write it to a file from the CLI. Every chart's data can also be exported as
//! CSV with [`csv`].

use plotters::prelude::*;

/// One bar of a bar chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    /// Category label.
    pub label: String,
    /// Bar height.
    pub value: f64,
}

/// Axis scale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scale {
    /// Linear axis from 0.
    Linear,
    /// Base-10 logarithmic axis (for counts spanning orders of magnitude).
    Log,
}

/// A horizontal bar chart (`width` × `height` pixels) as an SVG document. Each bar carries
/// its label and exact value as text; on a [`Scale::Log`] axis bars start at 1.
pub fn bar_chart(
    title: &str,
    bars: &[Bar],
    scale: Scale,
    width: u32,
    height: u32,
) -> Result<String, String> {
    let to_axis = |v: f64| match scale {
        Scale::Linear => v.max(0.0),
        Scale::Log => v.max(1.0).log10(),
    };
    let max = bars.iter().map(|b| to_axis(b.value)).fold(1.0f64, f64::max) * 1.1;
    let n = bars.len().max(1) as i32;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 16))
            .margin(8)
            .x_label_area_size(28)
            .build_cartesian_2d(0.0..max, 0..n * 10)
            .map_err(|e| e.to_string())?;
        let label_x = |v: &f64| match scale {
            Scale::Linear => fmt_number(v.round()),
            Scale::Log => format!("1e{v:.0}"),
        };
        chart
            .configure_mesh()
            .disable_y_mesh()
            .disable_y_axis()
            .x_labels(6)
            .x_label_formatter(&label_x)
            .draw()
            .map_err(|e| e.to_string())?;
        for (i, bar) in bars.iter().enumerate() {
            let y0 = (n - 1 - i as i32) * 10;
            chart
                .draw_series(std::iter::once(Rectangle::new(
                    [(0.0, y0 + 1), (to_axis(bar.value), y0 + 6)],
                    RGBColor(70, 110, 200).filled(),
                )))
                .map_err(|e| e.to_string())?;
            chart
                .draw_series(std::iter::once(Text::new(
                    format!("{}: {}", bar.label, fmt_number(bar.value)),
                    (0.0, y0 + 9),
                    ("sans-serif", 12).into_font(),
                )))
                .map_err(|e| e.to_string())?;
        }
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(svg)
}

/// How a series is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeriesStyle {
    /// A solid line.
    Line,
    /// A dashed line.
    Dashed,
    /// Markers (with error bars when given).
    Points,
}

/// One series of a [`LineChart`].
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// Legend name.
    pub name: String,
    /// The points (x, y).
    pub points: Vec<(f64, f64)>,
    /// How to draw them.
    pub style: SeriesStyle,
    /// RGB colour.
    pub color: (u8, u8, u8),
    /// Error bars (low, high) per point, for [`SeriesStyle::Points`].
    pub errors: Option<Vec<(f64, f64)>>,
}

/// A chart of lines and points with optional reference lines.
#[derive(Clone, Debug, PartialEq)]
pub struct LineChart {
    /// Caption.
    pub title: String,
    /// X axis label.
    pub x_label: String,
    /// Y axis label.
    pub y_label: String,
    /// X axis scale.
    pub x_scale: Scale,
    /// Y axis scale (log axes clamp values to the range's low end).
    pub y_scale: Scale,
    /// The series.
    pub series: Vec<Series>,
    /// Horizontal reference lines (y, label).
    pub hlines: Vec<(f64, String)>,
    /// Vertical markers (x, label).
    pub vlines: Vec<(f64, String)>,
    /// Fixed x range (otherwise from the data).
    pub x_range: Option<(f64, f64)>,
    /// Fixed y range (otherwise from the data).
    pub y_range: Option<(f64, f64)>,
    /// Size in pixels.
    pub size: (u32, u32),
}

/// A palette of distinguishable colours.
pub const PALETTE: [(u8, u8, u8); 8] = [
    (58, 99, 200),
    (194, 65, 12),
    (31, 138, 76),
    (142, 68, 173),
    (183, 121, 31),
    (22, 160, 178),
    (192, 57, 43),
    (90, 90, 90),
];

fn to_axis(scale: Scale, floor: f64, v: f64) -> f64 {
    match scale {
        Scale::Linear => v,
        Scale::Log => v.max(floor).log10(),
    }
}

fn axis_label(scale: Scale, v: f64) -> String {
    match scale {
        Scale::Linear => {
            if v.abs() >= 1000.0 {
                fmt_number(v.round())
            } else {
                let s = format!("{v:.3}");
                s.trim_end_matches('0').trim_end_matches('.').to_string()
            }
        }
        Scale::Log => {
            let p = v.round();
            if (v - p).abs() < 1e-9 {
                format!("1e{p:.0}")
            } else {
                String::new()
            }
        }
    }
}

/// Draws a [`LineChart`] as an SVG document.
pub fn line_chart(spec: &LineChart) -> Result<String, String> {
    let all = spec.series.iter().flat_map(|s| s.points.iter().copied());
    let (mut x0, mut x1, mut y0, mut y1) = (
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::INFINITY,
        f64::NEG_INFINITY,
    );
    for (x, y) in all.filter(|p| p.0.is_finite() && p.1.is_finite()) {
        x0 = x0.min(x);
        x1 = x1.max(x);
        y0 = y0.min(y);
        y1 = y1.max(y);
    }
    for (y, _) in &spec.hlines {
        y0 = y0.min(*y);
        y1 = y1.max(*y);
    }
    if !x0.is_finite() {
        (x0, x1, y0, y1) = (0.0, 1.0, 0.0, 1.0);
    }
    let (x0, x1) = spec.x_range.unwrap_or((x0, x1));
    let (y0, y1) = spec.y_range.unwrap_or((y0, y1));
    let (x_floor, y_floor) = (
        if x0 > 0.0 { x0 } else { 1e-12 },
        if y0 > 0.0 { y0 } else { 1e-12 },
    );
    let tx = |v: f64| to_axis(spec.x_scale, x_floor, v);
    let ty = |v: f64| to_axis(spec.y_scale, y_floor, v);
    let (mut ax0, mut ax1, mut ay0, mut ay1) = (tx(x0), tx(x1), ty(y0), ty(y1));
    if ax1 - ax0 < 1e-12 {
        ax0 -= 0.5;
        ax1 += 0.5;
    }
    if ay1 - ay0 < 1e-12 {
        ay0 -= 0.5;
        ay1 += 0.5;
    }
    let pad = (ay1 - ay0) * 0.04;
    let (ay0, ay1) = if spec.y_range.is_some() {
        (ay0, ay1)
    } else {
        (ay0 - pad, ay1 + pad)
    };
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, spec.size).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let mut chart = ChartBuilder::on(&root)
            .caption(&spec.title, ("sans-serif", 15))
            .margin(10)
            .x_label_area_size(36)
            .y_label_area_size(58)
            .build_cartesian_2d(ax0..ax1, ay0..ay1)
            .map_err(|e| e.to_string())?;
        let (xs, ys) = (spec.x_scale, spec.y_scale);
        let fx = move |v: &f64| axis_label(xs, *v);
        let fy = move |v: &f64| axis_label(ys, *v);
        chart
            .configure_mesh()
            .x_desc(spec.x_label.as_str())
            .y_desc(spec.y_label.as_str())
            .x_labels(8)
            .y_labels(8)
            .x_label_formatter(&fx)
            .y_label_formatter(&fy)
            .light_line_style(RGBColor(235, 238, 244))
            .draw()
            .map_err(|e| e.to_string())?;
        for (y, label) in &spec.hlines {
            let y = ty(*y);
            chart
                .draw_series(LineSeries::new(
                    [(ax0, y), (ax1, y)],
                    RGBColor(120, 120, 120).stroke_width(1),
                ))
                .map_err(|e| e.to_string())?;
            chart
                .draw_series(std::iter::once(Text::new(
                    label.clone(),
                    (ax0, y),
                    ("sans-serif", 11).into_font(),
                )))
                .map_err(|e| e.to_string())?;
        }
        for (x, label) in &spec.vlines {
            let x = tx(*x);
            chart
                .draw_series(LineSeries::new(
                    [(x, ay0), (x, ay1)],
                    RGBColor(192, 57, 43).stroke_width(1),
                ))
                .map_err(|e| e.to_string())?;
            chart
                .draw_series(std::iter::once(Text::new(
                    label.clone(),
                    (x, ay1),
                    ("sans-serif", 11).into_font(),
                )))
                .map_err(|e| e.to_string())?;
        }
        for s in &spec.series {
            let color = RGBColor(s.color.0, s.color.1, s.color.2);
            let pts: Vec<(f64, f64)> = s
                .points
                .iter()
                .filter(|p| p.0.is_finite() && p.1.is_finite())
                .map(|&(x, y)| (tx(x), ty(y)))
                .collect();
            let legend_color = color;
            let anno = match s.style {
                SeriesStyle::Line => chart.draw_series(LineSeries::new(pts, color.stroke_width(2))),
                SeriesStyle::Dashed => {
                    chart.draw_series(DashedLineSeries::new(pts, 6, 4, color.stroke_width(2)))
                }
                SeriesStyle::Points => {
                    if let Some(errors) = &s.errors {
                        for (&(x, _), &(lo, hi)) in s.points.iter().zip(errors) {
                            if x.is_finite() && lo.is_finite() && hi.is_finite() {
                                chart
                                    .draw_series(LineSeries::new(
                                        [(tx(x), ty(lo)), (tx(x), ty(hi))],
                                        color.stroke_width(1),
                                    ))
                                    .map_err(|e| e.to_string())?;
                            }
                        }
                    }
                    chart.draw_series(pts.into_iter().map(|p| Circle::new(p, 3, color.filled())))
                }
            }
            .map_err(|e| e.to_string())?;
            // A series without a name (an interval's edge, say) stays out of the legend.
            if !s.name.is_empty() {
                anno.label(s.name.clone()).legend(move |(x, y)| {
                    PathElement::new([(x, y), (x + 16, y)], legend_color.stroke_width(2))
                });
            }
        }
        if spec.series.iter().any(|s| !s.name.is_empty()) {
            chart
                .configure_series_labels()
                .background_style(WHITE.mix(0.85))
                .border_style(RGBColor(200, 200, 200))
                .position(SeriesLabelPosition::UpperRight)
                .draw()
                .map_err(|e| e.to_string())?;
        }
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(svg)
}

/// A number for labels: thousands separated by thin spaces, at most 3 decimals.
pub fn fmt_number(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        let s = format!("{}", v.abs() as u64);
        let mut out = String::new();
        for (i, c) in s.chars().enumerate() {
            if i > 0 && (s.len() - i) % 3 == 0 {
                out.push('\u{2009}');
            }
            out.push(c);
        }
        if v < 0.0 {
            format!("-{out}")
        } else {
            out
        }
    } else {
        format!("{v:.3}")
    }
}

/// CSV text with a header row; fields containing commas or quotes are quoted.
pub fn csv(header: &[&str], rows: &[Vec<String>]) -> String {
    let quote = |f: &str| {
        if f.contains([',', '"', '\n']) {
            format!("\"{}\"", f.replace('"', "\"\""))
        } else {
            f.to_string()
        }
    };
    let mut out = header
        .iter()
        .map(|h| quote(h))
        .collect::<Vec<_>>()
        .join(",");
    out.push('\n');
    for row in rows {
        out.push_str(&row.iter().map(|f| quote(f)).collect::<Vec<_>>().join(","));
        out.push('\n');
    }
    out
}

/// The upper envelope of lines `v_i(t) = at0_i + (at1_i − at0_i)·t` on [0, 1], exactly as a
/// polyline through every breakpoint.
pub fn upper_envelope(lines: &[(f64, f64)]) -> Vec<(f64, f64)> {
    let mut ts = vec![0.0, 1.0];
    for (i, &(a0, a1)) in lines.iter().enumerate() {
        for &(b0, b1) in &lines[i + 1..] {
            let denom = (a1 - a0) - (b1 - b0);
            if denom.abs() > 1e-12 {
                let t = (b0 - a0) / denom;
                if t > 0.0 && t < 1.0 {
                    ts.push(t);
                }
            }
        }
    }
    ts.sort_by(f64::total_cmp);
    ts.dedup_by(|a, b| (*a - *b).abs() < 1e-12);
    ts.iter()
        .map(|&t| {
            let v = lines
                .iter()
                .map(|&(a0, a1)| a0 + (a1 - a0) * t)
                .fold(f64::NEG_INFINITY, f64::max);
            (t, v)
        })
        .collect()
}

#[cfg(test)]
mod tests {
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
        assert!(svg.contains("1e-2"), "log labels");
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
}
