//! Charts as pure functions from data to an SVG string, drawn with plotters' SVG backend, all in
//! one house style.
//!
//! Callers embed the string in a page (on the main thread: plotters measures text through the
//! DOM in wasm) or write it to a file from the CLI. Every chart's data can also be exported as
//! CSV with [`csv`].
//!
//! The style lives here, not in the pages, so every chart reads alike and a fix reaches them all
//! ([`style`]): a chart is drawn for the width it gets ([`LineChart::for_width`], [`fit_size`])
//! instead of being scaled down, so its text keeps its size on a phone; a title wrapped onto as
//! many lines as it needs instead of clipped; the legend in its own strip below the plot, never
//! over the data, its long names wrapped; labels of reference lines kept inside the plot (a
//! marker near the right edge is labelled to its left, several markers are stacked); axes ticked
//! at round numbers that we choose ([`ticks`]) — a log axis at 1, 10, 100… (with 2 and 5 when it
//! spans less than two decades), never at fractional exponents — and fewer of them when the
//! chart is narrow, so tick labels never overlap ([`fitted_ticks`]); and a palette of eight
//! colours that readers with the common colour-vision deficiencies tell apart too ([`vision`]),
//! after which series are told apart by dashes and dots ([`series_look`]).

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

mod axis;
mod data;
mod line;
pub mod turn;
pub mod vision;

use axis::Axis;
pub use axis::{fitted_ticks, labels_fit, tick_candidates, tick_label, ticks, TICK_GAP};
pub use data::{cell_number, DataTable};
pub use line::{line_chart, LineChart, Series, SeriesStyle};

/// The narrowest a chart is drawn (a narrower box shows it scaled down).
pub const MIN_WIDTH: u32 = 240;

/// The size to draw a chart at whose natural size is `natural` (the widest it is drawn) when
/// its box is `available` pixels wide: the natural size when it fits; otherwise the available
/// width (at least [`MIN_WIDTH`]) and a height that shrinks less than the width — scaled in
/// proportion, but at least nine tenths of the width and 240 pixels, never more than the
/// natural height — so a narrow plot keeps room for its ticks beside its title.
pub fn fit_size(natural: (u32, u32), available: u32) -> (u32, u32) {
    let (nw, nh) = natural;
    let w = available.max(MIN_WIDTH);
    if w >= nw {
        return natural;
    }
    let scaled = f64::from(nh) * f64::from(w) / f64::from(nw);
    let h = scaled.max(f64::from(w) * 0.9).max(240.0).min(f64::from(nh));
    (w, h.round() as u32)
}

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
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Scale {
    /// Linear axis from 0.
    Linear,
    /// Base-10 logarithmic axis (for counts spanning orders of magnitude).
    Log,
}

/// A palette of eight colours every reader tells apart (after them, [`series_look`] adds
/// dashes, then dots): each pair differs by a CIEDE2000 of at least 12 as seen with typical vision and
/// as simulated without red or without green cones, and each reads at 3:1 or more on the
/// white page (WCAG 1.4.11) — checked in the tests through [`vision`]. Sky blue, vermilion,
/// teal, pink, purple, sage, dark red, charcoal: distinct in lightness as well as hue, since
/// hue is what a colour-blind reader loses.
pub const PALETTE: [(u8, u8, u8); 8] = [
    (13, 159, 199),
    (255, 64, 0),
    (7, 122, 97),
    (239, 63, 159),
    (99, 54, 122),
    (122, 147, 91),
    (140, 17, 21),
    (61, 56, 60),
];

/// Colour and line style of the `i`-th of several series: the palette's colours as solid lines,
/// then again dashed, then dotted, so no two of the first 24 series look alike.
pub fn series_look(i: usize) -> ((u8, u8, u8), SeriesStyle) {
    let style = match (i / PALETTE.len()) % 3 {
        0 => SeriesStyle::Line,
        1 => SeriesStyle::Dashed,
        _ => SeriesStyle::Dotted,
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

/// Height of a legend row of one line.
const LEGEND_ROW: u32 = style::NOTE_PX + 10;

/// Height of each further line of a wrapped legend name.
const LEGEND_LINE: u32 = style::NOTE_PX + 4;

/// The legend laid out for `width` pixels: rows of entries, each entry its index and its name
/// wrapped to fit the row beside its swatch.
struct LegendLayout {
    rows: Vec<Vec<(usize, Vec<String>)>>,
}

impl LegendLayout {
    fn new(entries: &[LegendEntry], width: f64) -> Self {
        let room = (width - f64::from(SWATCH) - 6.0 - 18.0).max(40.0);
        let mut rows: Vec<Vec<(usize, Vec<String>)>> = Vec::new();
        let mut used = 0.0;
        for (i, e) in entries.iter().enumerate() {
            let lines = wrap(&e.name, room, style::NOTE_PX);
            let w = f64::from(SWATCH) + 6.0 + lines_width(&lines) + 18.0;
            match rows.last_mut() {
                Some(row) if used + w <= width => {
                    row.push((i, lines));
                    used += w;
                }
                _ => {
                    rows.push(vec![(i, lines)]);
                    used = w;
                }
            }
        }
        LegendLayout { rows }
    }

    /// Height of row `r`.
    fn row_height(&self, r: usize) -> u32 {
        let lines = self.rows[r].iter().map(|e| e.1.len()).max().unwrap_or(1) as u32;
        LEGEND_ROW + lines.saturating_sub(1) * LEGEND_LINE
    }

    /// Height of the legend's strip (0 without entries).
    fn height(&self) -> u32 {
        if self.rows.is_empty() {
            0
        } else {
            (0..self.rows.len())
                .map(|r| self.row_height(r))
                .sum::<u32>()
                + 10
        }
    }
}

/// Estimated width of the widest of `lines` in legend text.
fn lines_width(lines: &[String]) -> f64 {
    lines
        .iter()
        .map(|l| style::text_width(l, style::NOTE_PX))
        .fold(0.0, f64::max)
}

/// Draws the legend in `area`, left-aligned from x = `left`.
fn draw_legend<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    entries: &[LegendEntry],
    layout: &LegendLayout,
    left: i32,
) -> Result<(), String> {
    let e = |e: DrawingAreaErrorKind<DB::ErrorType>| e.to_string();
    let mut top = 6;
    for (r, row) in layout.rows.iter().enumerate() {
        let y = top + style::NOTE_PX as i32 / 2;
        let mut x = left;
        for (i, lines) in row {
            let entry = &entries[*i];
            draw_swatch(area, entry, (x, y)).map_err(e)?;
            let style = font(style::NOTE_PX).pos(Pos::new(HPos::Left, VPos::Center));
            for (k, line) in lines.iter().enumerate() {
                area.draw_text(
                    line,
                    &style,
                    (x + SWATCH + 6, y + k as i32 * LEGEND_LINE as i32),
                )
                .map_err(e)?;
            }
            x += SWATCH + 6 + lines_width(lines).ceil() as i32 + 18;
        }
        top += layout.row_height(r) as i32;
    }
    Ok(())
}

/// The swatch of a legend entry, its left end at `(x, y)`.
fn draw_swatch<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    entry: &LegendEntry,
    (x, y): (i32, i32),
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let color = entry.color;
    // `count` strokes `length` long, one every `step` pixels.
    let dashes = |count: i32, step: i32, length: i32| {
        (0..count).try_for_each(|k| {
            let x0 = x + k * step;
            area.draw(&PathElement::new(
                [(x0, y), (x0 + length, y)],
                color.stroke_width(3),
            ))
        })
    };
    match entry.style {
        SeriesStyle::Line => area.draw(&PathElement::new(
            [(x, y), (x + SWATCH, y)],
            color.stroke_width(3),
        )),
        SeriesStyle::Dashed => dashes(3, 10, 6),
        SeriesStyle::Dotted => dashes(5, 5, 2),
        SeriesStyle::Points => area.draw(&Circle::new((x + SWATCH / 2, y), 4, color.filled())),
        SeriesStyle::ZeroBounds => {
            area.draw(&line::zero_marker((x + 6, y), color))?;
            area.draw(&line::upper_caret((x + SWATCH - 5, y), color))
        }
    }
}

/// A horizontal bar chart (`width` × `height` pixels, laid out for that width: its title wrapped,
/// as many ticks as fit) as an SVG document. Each bar carries its label and exact value as text; on a [`Scale::Log`] axis the bars start half the smallest
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
    let (w, _) = plot_area.dim_in_pixel();
    let bold = fitted_ticks(scale, base, max, f64::from(w) - 34.0, true);
    let mut chart = ChartBuilder::on(plot_area)
        .margin_left(10)
        .margin_right(24)
        .margin_bottom(4)
        .x_label_area_size(32)
        .build_cartesian_2d(Axis::new(scale, base, max, bold), 0..n * 10)
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
    crate::sorting::sort_floats(&mut ts);
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
pub(crate) mod svg_text;
#[cfg(test)]
mod tests;
