//! Line charts: series of lines, dashes or points (with error bars), estimates of exactly 0
//! with their upper bounds, horizontal reference lines and vertical markers, on linear or log
//! axes, in the house style of the parent module (titles, ticks, legend strip), laid out for
//! the width they are drawn at. Kept apart from the bar chart because it is most of the
//! drawing code.

use plotters::element::ComposedElement;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::*;

/// How a series is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SeriesStyle {
    /// A solid line.
    Line,
    /// A dashed line.
    Dashed,
    /// A dotted line (the third look of a colour, after solid and dashed).
    Dotted,
    /// Markers (with error bars when given).
    Points,
    /// Estimates of exactly 0, where a log axis has no place for them: a hollow diamond on the
    /// plot's bottom edge, and each estimate's upper confidence bound (the high end of its
    /// `errors`) as a downward-pointing caret, its flat top at the bound — never a point or an
    /// error bar at the axis's floor, which would read as an estimate there.
    ZeroBounds,
}

/// One series of a [`LineChart`].
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Series {
    /// Legend name (an empty name keeps the series out of the legend).
    pub name: String,
    /// The points (x, y).
    pub points: Vec<(f64, f64)>,
    /// How to draw them.
    pub style: SeriesStyle,
    /// RGB colour.
    pub color: (u8, u8, u8),
    /// Error bars (low, high) per point, for [`SeriesStyle::Points`] (and the upper bounds of
    /// [`SeriesStyle::ZeroBounds`]).
    pub errors: Option<Vec<(f64, f64)>>,
}

/// A chart of lines and points with optional reference lines.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct LineChart {
    /// Caption (wrapped onto several lines when long).
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
    /// Size in pixels of title and plot, the legend's rows added below: the natural (widest)
    /// size, or the one [`LineChart::for_width`] chose.
    pub size: (u32, u32),
}

impl Series {
    /// The `i`-th of several lines in the house look ([`series_look`]), without error bars.
    pub fn nth(i: usize, name: String, points: Vec<(f64, f64)>) -> Series {
        let (color, style) = series_look(i);
        Series {
            name,
            points,
            style,
            color,
            errors: None,
        }
    }
}

impl LineChart {
    /// A chart of `series` on a linear y axis (fixed to `y_range` when given), with no
    /// reference lines, at its natural `size`.
    pub fn lines(
        title: &str,
        (x_label, x_scale): (&str, Scale),
        (y_label, y_range): (&str, Option<(f64, f64)>),
        series: Vec<Series>,
        size: (u32, u32),
    ) -> LineChart {
        LineChart {
            title: title.into(),
            x_label: x_label.into(),
            y_label: y_label.into(),
            x_scale,
            y_scale: Scale::Linear,
            series,
            hlines: Vec::new(),
            vlines: Vec::new(),
            x_range: None,
            y_range,
            size,
        }
    }

    /// The chart to draw in a box `width` pixels wide: its size from [`fit_size`], a little
    /// taller when its title needs more lines at that width. Drawn by [`line_chart`], it lays
    /// out its ticks, legend and title for that width, and its text keeps the house sizes.
    pub fn for_width(&self, width: u32) -> LineChart {
        let (w, h) = fit_size(self.size, width);
        let lines = |w: u32| wrap(&self.title, f64::from(w) - 20.0, style::TITLE_PX).len() as u32;
        let extra = lines(w).saturating_sub(lines(self.size.0)) * (style::TITLE_PX + 5);
        LineChart {
            size: (w, h + extra),
            ..self.clone()
        }
    }
}

/// A marker drawn around `at`: `shape` (pixel offsets) filled with `fill` and outlined in
/// `stroke`.
type Marker<C, DB> = ComposedElement<C, DB, Polygon<(i32, i32)>, PathElement<(i32, i32)>>;

fn marker<C, DB: DrawingBackend>(
    at: C,
    shape: &[(i32, i32)],
    fill: ShapeStyle,
    stroke: ShapeStyle,
) -> Marker<C, DB> {
    let mut outline = shape.to_vec();
    outline.extend(shape.first());
    EmptyElement::at(at) + Polygon::new(shape.to_vec(), fill) + PathElement::new(outline, stroke)
}

/// The hollow diamond of an estimate of 0 ([`SeriesStyle::ZeroBounds`]), centred on `at`.
pub(super) fn zero_marker<C, DB: DrawingBackend>(at: C, color: RGBColor) -> Marker<C, DB> {
    marker(
        at,
        &[(0, -6), (6, 0), (0, 6), (-6, 0)],
        WHITE.filled(),
        color.stroke_width(2),
    )
}

/// The downward caret of an upper bound ([`SeriesStyle::ZeroBounds`]), its flat top on `at`.
pub(super) fn upper_caret<C, DB: DrawingBackend>(at: C, color: RGBColor) -> Marker<C, DB> {
    marker(
        at,
        &[(-6, 0), (6, 0), (0, 9)],
        color.filled(),
        color.stroke_width(1),
    )
}

fn to_axis(scale: Scale, floor: f64, v: f64) -> f64 {
    match scale {
        Scale::Linear => v,
        Scale::Log => v.max(floor).log10(),
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
        let half = (ax0.abs() * 0.05).max(0.5);
        ax0 -= half;
        ax1 += half;
    }
    // A constant series (every run hit the same cap, say) gets a range around its value, wide
    // enough for distinct round ticks at any magnitude.
    if ay1 - ay0 < 1e-12 {
        let half = (ay0.abs() * 0.05).max(0.5);
        ay0 -= half;
        ay1 += half;
    }
    let pad = (ay1 - ay0) * 0.04;
    let (ay0, ay1) = if spec.y_range.is_some() {
        (ay0, ay1)
    } else {
        (ay0 - pad, ay1 + pad)
    };
    let (xs, ys) = (spec.x_scale, spec.y_scale);
    let (width, height) = spec.size;
    let title_lines = wrap(&spec.title, f64::from(width) - 20.0, style::TITLE_PX);
    let th = title_height(&title_lines);
    let x_label_area = style::TICK_PX + style::AXIS_PX + 22;
    // The plot's height in pixels, and as many y ticks as it has room for.
    let plot_h = f64::from(height.saturating_sub(th + 6 + 4 + x_label_area));
    let y_ticks = fitted_ticks(ys, ay0, ay1, plot_h, false);
    let y_label_width = y_ticks
        .iter()
        .map(|v| style::text_width(&tick_label(ys, *v), style::TICK_PX))
        .fold(0.0f64, f64::max)
        .ceil() as u32
        + style::AXIS_PX
        + 18;
    // Room on the right for half the last x tick label, which is centred on the plot's edge:
    // the widest the last label of any candidate set can be, so the plot's width (along which
    // the x ticks are chosen) does not depend on the choice.
    let half_last = |t: &[f64]| {
        t.last()
            .map(|v| style::text_width(&tick_label(xs, *v), style::TICK_PX) / 2.0)
            .unwrap_or(0.0)
    };
    let right_margin = tick_candidates(xs, ax0, ax1)
        .iter()
        .map(|t| half_last(t))
        .fold(20.0, f64::max)
        .ceil() as u32;
    let plot_w = f64::from(width.saturating_sub(10 + y_label_width + right_margin));
    let x_ticks = fitted_ticks(xs, ax0, ax1, plot_w, true);
    let entries: Vec<LegendEntry> = spec
        .series
        .iter()
        .filter(|s| !s.name.is_empty())
        .map(|s| LegendEntry {
            name: s.name.clone(),
            color: RGBColor(s.color.0, s.color.1, s.color.2),
            style: s.style,
        })
        .collect();
    // The legend starts under the plot, or at the left edge when the chart is narrow.
    let legend_left = if width < 480 {
        10
    } else {
        y_label_width as i32 + 10
    };
    let legend = LegendLayout::new(&entries, f64::from(width) - f64::from(legend_left) - 10.0);
    let legend_height = legend.height();
    let mut svg = String::new();
    {
        let root =
            SVGBackend::with_string(&mut svg, (width, height + legend_height)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let (title_area, rest) = root.split_vertically(th);
        draw_title(&title_area, &title_lines)?;
        let (plot_area, legend_area) = rest.split_vertically(height.saturating_sub(th));
        let mut chart = ChartBuilder::on(&plot_area)
            .margin_left(10)
            .margin_right(right_margin)
            .margin_top(6)
            .margin_bottom(4)
            .x_label_area_size(x_label_area)
            .y_label_area_size(y_label_width)
            .build_cartesian_2d(
                Axis::new(xs, ax0, ax1, x_ticks),
                Axis::new(ys, ay0, ay1, y_ticks),
            )
            .map_err(|e| e.to_string())?;
        let fx = move |v: &f64| tick_label(xs, *v);
        let fy = move |v: &f64| tick_label(ys, *v);
        chart
            .configure_mesh()
            .x_desc(spec.x_label.as_str())
            .y_desc(spec.y_label.as_str())
            .x_label_formatter(&fx)
            .y_label_formatter(&fy)
            .label_style(font(style::TICK_PX))
            .axis_desc_style(font(style::AXIS_PX))
            .bold_line_style(RGBColor(222, 226, 234))
            .light_line_style(RGBColor(240, 242, 246))
            .draw()
            .map_err(|e| e.to_string())?;
        let (px_range, py_range) = chart.plotting_area().get_pixel_range();
        for (y, label) in &spec.hlines {
            let y = ty(*y);
            chart
                .draw_series(LineSeries::new(
                    [(ax0, y), (ax1, y)],
                    RGBColor(120, 120, 120).stroke_width(1),
                ))
                .map_err(|e| e.to_string())?;
            if label.is_empty() {
                continue;
            }
            // Above the line, unless that would leave the plot at its top.
            let py = chart.backend_coord(&(ax0, y)).1;
            let (dy, v) = if py - py_range.start < style::NOTE_PX as i32 + 6 {
                (4, VPos::Top)
            } else {
                (-4, VPos::Bottom)
            };
            chart
                .draw_series(std::iter::once(
                    EmptyElement::at((ax0, y))
                        + Text::new(
                            label.clone(),
                            (6, dy),
                            font(style::NOTE_PX).pos(Pos::new(HPos::Left, v)),
                        ),
                ))
                .map_err(|e| e.to_string())?;
        }
        for (k, (x, label)) in spec.vlines.iter().enumerate() {
            let x = tx(*x);
            chart
                .draw_series(LineSeries::new(
                    [(x, ay0), (x, ay1)],
                    RGBColor(192, 57, 43).stroke_width(1),
                ))
                .map_err(|e| e.to_string())?;
            // Right of the marker unless the label would leave the plot, then left of it; when
            // it fits on neither side (a narrow chart), moved along to stay inside. Stacked
            // downwards so that neighbouring markers' labels do not overprint each other.
            let px = chart.backend_coord(&(x, ay1)).0;
            let w = style::text_width(label, style::NOTE_PX).ceil() as i32;
            let (dx, h) = if px + 6 + w <= px_range.end {
                (6, HPos::Left)
            } else if px - 6 - w >= px_range.start {
                (-6, HPos::Right)
            } else {
                let left = (px - w / 2).min(px_range.end - w).max(px_range.start);
                (left - px, HPos::Left)
            };
            let dy = 4 + k as i32 * (style::NOTE_PX as i32 + 4);
            chart
                .draw_series(std::iter::once(
                    EmptyElement::at((x, ay1))
                        + Text::new(
                            label.clone(),
                            (dx, dy),
                            font(style::NOTE_PX)
                                .color(&RGBColor(150, 40, 30))
                                .pos(Pos::new(h, VPos::Top)),
                        ),
                ))
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
            match s.style {
                SeriesStyle::Line => chart.draw_series(LineSeries::new(pts, color.stroke_width(2))),
                SeriesStyle::Dashed => {
                    chart.draw_series(DashedLineSeries::new(pts, 6, 4, color.stroke_width(2)))
                }
                SeriesStyle::Dotted => {
                    chart.draw_series(DashedLineSeries::new(pts, 2, 3, color.stroke_width(2)))
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
                    chart.draw_series(pts.into_iter().map(|p| Circle::new(p, 4, color.filled())))
                }
                SeriesStyle::ZeroBounds => {
                    let xs: Vec<f64> = s
                        .points
                        .iter()
                        .map(|p| p.0)
                        .filter(|x| x.is_finite())
                        .collect();
                    let highs = s.errors.iter().flatten().zip(&s.points);
                    let carets = highs
                        .map(|(&(_, hi), &(x, _))| (x, hi))
                        .filter(|&(x, hi)| x.is_finite() && hi.is_finite() && hi > 0.0)
                        .map(|(x, hi)| upper_caret((tx(x), ty(hi)), color));
                    chart.draw_series(carets).map_err(|e| e.to_string())?;
                    chart.draw_series(xs.into_iter().map(|x| zero_marker((tx(x), ay0), color)))
                }
            }
            .map_err(|e| e.to_string())?;
        }
        draw_legend(&legend_area, &entries, &legend, legend_left)?;
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(svg)
}
