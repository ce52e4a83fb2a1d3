//! Charts as pure functions from data to an SVG string, drawn with plotters' SVG backend, all in
//! one house style.
//!
//! Callers embed the string in a page (on the main thread: plotters measures text through the
//! DOM in wasm) or write it to a file from the CLI. Every chart's data can also be exported as
//! CSV with [`csv`].
//!
//! The style lives here, not in the pages, so every chart reads alike and a fix reaches them all
//! ([`style`]): text large enough to survive a chart scaled down to a phone's width; a title
//! wrapped onto as many lines as it needs instead of clipped; the legend in its own strip below
//! the plot, never over the data; labels of reference lines kept inside the plot (a marker near
//! the right edge is labelled to its left, several markers are stacked); axes ticked at round
//! numbers that we choose ([`ticks`]) — a log axis at 1, 10, 100… (with 2 and 5 when it spans
//! less than two decades), never at fractional exponents; and a palette of twelve colours, after
//! which series are told apart by dashes ([`series_look`]).

use plotters::coord::ranged1d::{DefaultFormatting, KeyPointHint, Ranged};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

mod line;

pub use line::{line_chart, LineChart, Series, SeriesStyle};

/// The house style: font family and sizes (pixels at the chart's own size).
pub mod style {
    /// Font family of every text.
    pub const FONT: &str = "sans-serif";
    /// Title size.
    pub const TITLE_PX: u32 = 18;
    /// Axis descriptions.
    pub const AXIS_PX: u32 = 15;
    /// Tick labels.
    pub const TICK_PX: u32 = 14;
    /// Legend entries, bar labels and the labels of reference lines.
    pub const NOTE_PX: u32 = 14;
    /// Estimated width of `text` at `px` pixels: generous (0.6 em per character) so that text
    /// laid out by it is never clipped, whatever sans-serif font the viewer has.
    pub fn text_width(text: &str, px: u32) -> f64 {
        text.chars().count() as f64 * f64::from(px) * 0.6
    }
}

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

/// A palette of twelve distinguishable colours (after them, [`series_look`] adds dashes).
pub const PALETTE: [(u8, u8, u8); 12] = [
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

/// Colour and line style of the `i`-th of several series: the palette's colours as solid lines,
/// then again dashed, so no two of the first 24 series look alike.
pub fn series_look(i: usize) -> ((u8, u8, u8), SeriesStyle) {
    let style = if (i / PALETTE.len()) % 2 == 0 {
        SeriesStyle::Line
    } else {
        SeriesStyle::Dashed
    };
    (PALETTE[i % PALETTE.len()], style)
}

/// Greedy word wrap of `text` into lines no wider than `max_px` at `px` pixels (a word longer
/// than a line gets a line of its own).
pub fn wrap(text: &str, max_px: f64, px: u32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if !line.is_empty() && style::text_width(&candidate, px) > max_px {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Tick positions in axis space for the range `[a0, a1]` (for a log axis, the range of
/// exponents): round numbers, about six of them on a linear axis; on a log axis every decade
/// (every second or fifth one when there are many), with 2× and 5× added when the range spans
/// less than two decades, and 2×…9× when it spans less than one.
pub fn ticks(scale: Scale, a0: f64, a1: f64) -> Vec<f64> {
    let (a0, a1) = (a0.min(a1), a0.max(a1));
    if !(a0.is_finite() && a1.is_finite()) {
        return Vec::new();
    }
    match scale {
        Scale::Linear => {
            let raw = ((a1 - a0) / 6.0).max(1e-12);
            let mag = 10f64.powf(raw.log10().floor());
            let step = [1.0, 2.0, 5.0, 10.0]
                .iter()
                .map(|m| m * mag)
                .find(|s| *s >= raw * 0.999)
                .unwrap_or(10.0 * mag);
            let first = (a0 / step - 1e-9).ceil() as i64;
            let last = (a1 / step + 1e-9).floor() as i64;
            (first..=last)
                .map(|k| {
                    let v = k as f64 * step;
                    // Snap −0 and float noise (0.30000000000000004) to the round number.
                    let snapped = (v / mag * 1e6).round() / 1e6 * mag;
                    if snapped == 0.0 {
                        0.0
                    } else {
                        snapped
                    }
                })
                .collect()
        }
        Scale::Log => {
            let (d0, d1) = ((a0 - 1e-9).ceil() as i64, (a1 + 1e-9).floor() as i64);
            let decades = d1 - d0 + 1;
            let span = a1 - a0;
            let multiples: &[f64] = if span < 1.0 {
                &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]
            } else if span < 2.0 {
                &[1.0, 2.0, 5.0]
            } else {
                &[1.0]
            };
            let every = if decades > 16 {
                5
            } else if decades > 8 {
                2
            } else {
                1
            };
            let mut out = Vec::new();
            for d in (a0.floor() as i64)..=(a1.ceil() as i64) {
                if multiples.len() == 1 && d.rem_euclid(every) != 0 {
                    continue;
                }
                for m in multiples {
                    let v = d as f64 + m.log10();
                    if v >= a0 - 1e-9 && v <= a1 + 1e-9 {
                        out.push(v);
                    }
                }
            }
            out
        }
    }
}

const SUPERSCRIPTS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];

/// The label of the tick at axis position `v`: a plain round number on a linear axis; on a log
/// axis the value 10^v itself — "1", "20", "1 000", "0.05" — or "10⁶" / "10⁻⁵" beyond six digits.
pub fn tick_label(scale: Scale, v: f64) -> String {
    match scale {
        Scale::Linear => {
            if v.abs() >= 1000.0 && (v - v.round()).abs() < 1e-9 * v.abs() {
                fmt_number(v.round())
            } else {
                let s = format!("{v:.4}");
                let s = s.trim_end_matches('0').trim_end_matches('.').to_string();
                if s == "-0" {
                    "0".into()
                } else {
                    s
                }
            }
        }
        Scale::Log => {
            let exponent = v.floor();
            let mantissa = (10f64.powf(v - exponent) * 1000.0).round() / 1000.0;
            let (mantissa, exponent) = if mantissa >= 10.0 {
                (1.0, exponent + 1.0)
            } else {
                (mantissa.round(), exponent)
            };
            if (-4.0..=5.0).contains(&exponent) {
                let value = mantissa * 10f64.powi(exponent as i32);
                if exponent >= 0.0 {
                    fmt_number(value.round())
                } else {
                    let digits = (-exponent) as usize;
                    format!("{value:.digits$}")
                }
            } else {
                let e = exponent as i64;
                let mut sup: String = e
                    .unsigned_abs()
                    .to_string()
                    .chars()
                    .map(|c| SUPERSCRIPTS[c.to_digit(10).unwrap_or(0) as usize])
                    .collect();
                if e < 0 {
                    sup.insert(0, '⁻');
                }
                if mantissa == 1.0 {
                    format!("10{sup}")
                } else {
                    format!("{mantissa}×10{sup}")
                }
            }
        }
    }
}

/// A linear coordinate over `lo..hi` (in axis space) ticked exactly at our [`ticks`] (bold grid
/// lines and labels) and minor ticks (light grid lines), instead of plotters' own choice.
#[derive(Clone)]
struct Axis {
    lo: f64,
    hi: f64,
    bold: Vec<f64>,
    light: Vec<f64>,
}

impl Axis {
    fn new(scale: Scale, lo: f64, hi: f64) -> Self {
        Axis {
            lo,
            hi,
            bold: ticks(scale, lo, hi),
            light: minor_ticks(scale, lo, hi),
        }
    }
}

impl Ranged for Axis {
    type FormatOption = DefaultFormatting;
    type ValueType = f64;

    fn map(&self, value: &f64, limit: (i32, i32)) -> i32 {
        let f = (value - self.lo) / (self.hi - self.lo);
        limit.0 + (f * f64::from(limit.1 - limit.0)).round() as i32
    }

    fn key_points<H: KeyPointHint>(&self, hint: H) -> Vec<f64> {
        if hint.weight().allow_light_points() {
            self.light.clone()
        } else {
            self.bold.clone()
        }
    }

    fn range(&self) -> std::ops::Range<f64> {
        self.lo..self.hi
    }
}

/// Text of `px` pixels (plotters' SVG backend writes a font's size divided by 1.24, its
/// points-to-pixels factor, so it is asked for 1.24 times the size wanted).
fn font(px: u32) -> TextStyle<'static> {
    (style::FONT, f64::from(px) * 1.24)
        .into_font()
        .color(&RGBColor(40, 40, 40))
}

/// Draws the wrapped title centred in `area` (which is as tall as [`title_height`] says).
fn draw_title<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    lines: &[String],
) -> Result<(), String> {
    let (w, _) = area.dim_in_pixel();
    for (i, line) in lines.iter().enumerate() {
        let style = font(style::TITLE_PX).pos(Pos::new(HPos::Center, VPos::Top));
        area.draw_text(
            line,
            &style,
            (w as i32 / 2, 6 + i as i32 * (style::TITLE_PX as i32 + 5)),
        )
        .map_err(|e| e.to_string())?;
    }
    Ok(())
}

fn title_height(lines: &[String]) -> u32 {
    if lines.is_empty() {
        4
    } else {
        10 + lines.len() as u32 * (style::TITLE_PX + 5)
    }
}

/// One legend entry: name, colour and how its series is drawn.
struct LegendEntry {
    name: String,
    color: RGBColor,
    style: SeriesStyle,
}

const SWATCH: i32 = 26;

/// Rows of legend entries (indices) that fit `width`.
fn legend_rows(entries: &[LegendEntry], width: f64) -> Vec<Vec<usize>> {
    let mut rows: Vec<Vec<usize>> = Vec::new();
    let mut used = 0.0;
    for (i, e) in entries.iter().enumerate() {
        let w = f64::from(SWATCH) + 6.0 + style::text_width(&e.name, style::NOTE_PX) + 18.0;
        match rows.last_mut() {
            Some(row) if used + w <= width => {
                row.push(i);
                used += w;
            }
            _ => {
                rows.push(vec![i]);
                used = w;
            }
        }
    }
    rows
}

const LEGEND_ROW: u32 = style::NOTE_PX + 10;

/// Draws the legend rows in `area`, left-aligned from x = `left`.
fn draw_legend<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    entries: &[LegendEntry],
    rows: &[Vec<usize>],
    left: i32,
) -> Result<(), String> {
    let e = |e: DrawingAreaErrorKind<DB::ErrorType>| e.to_string();
    for (r, row) in rows.iter().enumerate() {
        let y = 6 + r as i32 * LEGEND_ROW as i32 + style::NOTE_PX as i32 / 2;
        let mut x = left;
        for &i in row {
            let entry = &entries[i];
            match entry.style {
                SeriesStyle::Line => area
                    .draw(&PathElement::new(
                        [(x, y), (x + SWATCH, y)],
                        entry.color.stroke_width(3),
                    ))
                    .map_err(e)?,
                SeriesStyle::Dashed => {
                    for k in 0..3 {
                        let x0 = x + k * 10;
                        area.draw(&PathElement::new(
                            [(x0, y), (x0 + 6, y)],
                            entry.color.stroke_width(3),
                        ))
                        .map_err(e)?;
                    }
                }
                SeriesStyle::Points => area
                    .draw(&Circle::new((x + SWATCH / 2, y), 4, entry.color.filled()))
                    .map_err(e)?,
            }
            let style = font(style::NOTE_PX).pos(Pos::new(HPos::Left, VPos::Center));
            area.draw_text(&entry.name, &style, (x + SWATCH + 6, y))
                .map_err(e)?;
            x += SWATCH + 6 + style::text_width(&entry.name, style::NOTE_PX).ceil() as i32 + 18;
        }
    }
    Ok(())
}

/// A horizontal bar chart (`width` × `height` pixels) as an SVG document. Each bar carries
/// its label and exact value as text; on a [`Scale::Log`] axis the bars start half the smallest
/// value below it (so a count of 1 still shows a bar). Without bars, or when every bar is 0,
/// the chart says there is nothing to show rather than drawing empty bars.
pub fn bar_chart(
    title: &str,
    bars: &[Bar],
    scale: Scale,
    width: u32,
    height: u32,
) -> Result<String, String> {
    let title_lines = wrap(title, f64::from(width) - 20.0, style::TITLE_PX);
    let base = match scale {
        Scale::Linear => 0.0,
        Scale::Log => {
            let smallest = bars
                .iter()
                .map(|b| b.value)
                .filter(|v| *v > 0.0)
                .fold(1.0f64, f64::min);
            (smallest / 2.0).log10().min(0.0)
        }
    };
    let to_axis = |v: f64| match scale {
        Scale::Linear => v.max(0.0),
        Scale::Log => v.max(10f64.powf(base)).log10(),
    };
    let empty = bars.iter().all(|b| b.value <= 0.0);
    let top = bars
        .iter()
        .map(|b| to_axis(b.value))
        .fold(base + 1.0, f64::max);
    let max = base + (top - base) * 1.08;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let (title_area, plot_area) = root.split_vertically(title_height(&title_lines));
        draw_title(&title_area, &title_lines)?;
        if empty {
            let (w, h) = plot_area.dim_in_pixel();
            plot_area
                .draw_text(
                    "Nothing to show: every value is 0.",
                    &font(style::NOTE_PX).pos(Pos::new(HPos::Center, VPos::Center)),
                    (w as i32 / 2, h as i32 / 2),
                )
                .map_err(|e| e.to_string())?;
        } else {
            draw_bars(&plot_area, bars, scale, base, max, to_axis)?;
        }
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(svg)
}

/// The bars of [`bar_chart`] in their area.
fn draw_bars<DB: DrawingBackend>(
    plot_area: &DrawingArea<DB, plotters::coord::Shift>,
    bars: &[Bar],
    scale: Scale,
    base: f64,
    max: f64,
    to_axis: impl Fn(f64) -> f64,
) -> Result<(), String> {
    let n = bars.len().max(1) as i32;
    let mut chart = ChartBuilder::on(plot_area)
        .margin_left(10)
        .margin_right(24)
        .margin_bottom(4)
        .x_label_area_size(32)
        .build_cartesian_2d(Axis::new(scale, base, max), 0..n * 10)
        .map_err(|e| e.to_string())?;
    let label_x = move |v: &f64| tick_label(scale, *v);
    chart
        .configure_mesh()
        .disable_y_mesh()
        .disable_y_axis()
        .x_label_formatter(&label_x)
        .x_label_style(font(style::TICK_PX))
        .bold_line_style(RGBColor(225, 229, 236))
        .draw()
        .map_err(|e| e.to_string())?;
    for (i, bar) in bars.iter().enumerate() {
        let y0 = (n - 1 - i as i32) * 10;
        chart
            .draw_series(std::iter::once(Rectangle::new(
                [(base, y0 + 1), (to_axis(bar.value), y0 + 5)],
                RGBColor(70, 110, 200).filled(),
            )))
            .map_err(|e| e.to_string())?;
        chart
            .draw_series(std::iter::once(Text::new(
                format!("{}: {}", bar.label, fmt_number(bar.value)),
                (base, y0 + 9),
                font(style::NOTE_PX).pos(Pos::new(HPos::Left, VPos::Top)),
            )))
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Minor (light) grid lines of a log axis: 2×…9× of every decade in range.
fn minor_ticks(scale: Scale, a0: f64, a1: f64) -> Vec<f64> {
    if scale == Scale::Linear || a1 - a0 < 1.0 {
        return Vec::new();
    }
    let mut out = Vec::new();
    for d in (a0.floor() as i64)..=(a1.ceil() as i64) {
        for m in 2..10 {
            let v = d as f64 + f64::from(m).log10();
            if v > a0 && v < a1 {
                out.push(v);
            }
        }
    }
    out
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
mod tests;
