//! The optimisation page's chart data: what the page draws, computed here so `cargo test`
//! checks the series and the layout; the page only hands the [`LineChart`] to
//! [`crate::plot::line_chart`] (drawn on the main thread) and embeds the SVGs.

use std::fmt::Write as _;

use super::lab::RunResult;
use super::{GameConfig, Interpretation};
use crate::i18n::{Args, Catalogue};
use crate::plot::{fit_size, style, wrap, LineChart, Scale, Series, SeriesStyle, PALETTE};
use crate::stats::Describe;
use crate::text::escape_html as escape;

/// How the accepted strategy moved during a run: one line per probability of the strategy
/// (War: the three orderings; Rrrats!: P(continue) per hand size) at mutation 0, at each
/// accepted step and at the end.
pub fn history_chart(r: &RunResult) -> LineChart {
    crate::i18n::with_english(|w| history_chart_in(r, w))
}

/// [`history_chart`] titled in the language of `words`.
pub fn history_chart_in(r: &RunResult, words: &Catalogue) -> LineChart {
    let game = r.outcome.config.game;
    let p = |id: &str| (format!("P({})", words.msg(id)), Vec::new());
    let mut lines: Vec<(String, Vec<(f64, f64)>)> = match game {
        GameConfig::War(_) => vec![
            p("evolve-descending"),
            p("evolve-ascending"),
            p("evolve-shuffled"),
        ],
        GameConfig::Rrrats(_) => (1..=4)
            .map(|k| {
                let name =
                    words.msg_with("evolve-core-line-continue", &Args::new().count("hand", k));
                (name, Vec::new())
            })
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
        title: words.msg("evolve-core-history-chart"),
        x_label: words.msg("evolve-core-axis-mutation"),
        y_label: words.msg("evolution-core-axis-probability"),
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

/// The box plot's natural (widest) width in pixels.
pub const BOX_PLOT_WIDTH: u32 = 560;

/// A box plot of win rates (one box per labelled sample: whiskers from min to max, the box from
/// the first to the third quartile, the median as a bar, the mean as a dot) with a dashed
/// reference line at `reference` labelled "Jakóbczyk ≈ …", as an SVG document drawn for a box
/// `width` pixels wide (at most [`BOX_PLOT_WIDTH`]). Every text is laid out by its estimated
/// width ([`style::text_width`]) so none is clipped: the labels' column is as wide as the
/// widest label, up to two fifths of the width, past which labels wrap onto more lines; the
/// reference's label is centred on its line but kept inside the picture.
pub fn box_plot_svg(boxes: &[(String, Describe)], reference: f64, width: u32) -> String {
    crate::i18n::with_english(|w| box_plot_svg_in(boxes, reference, width, w))
}

/// [`box_plot_svg`] with its label in the language of `words`.
pub fn box_plot_svg_in(
    boxes: &[(String, Describe)],
    reference: f64,
    width: u32,
    words: &Catalogue,
) -> String {
    let px = style::NOTE_PX;
    let w = f64::from(fit_size((BOX_PLOT_WIDTH, 1), width).0);
    let label_room = (w * 0.4).floor() - 16.0;
    let labels: Vec<Vec<String>> = boxes
        .iter()
        .map(|(name, _)| wrap(name, label_room, px))
        .collect();
    let widest = labels
        .iter()
        .flatten()
        .map(|l| style::text_width(l, px))
        .fold(0.0, f64::max);
    let left = (widest.ceil() + 16.0).max(40.0);
    let right = 20.0;
    let line = f64::from(px) + 3.0;
    let row = |lines: usize| (44.0f64).max(lines as f64 * line + 24.0);
    let top = 24.0 + 20.0;
    let h = top + labels.iter().map(|l| row(l.len())).sum::<f64>() + 20.0;
    let lo = boxes.iter().map(|(_, d)| d.min).fold(reference, f64::min) - 0.02;
    let hi = boxes.iter().map(|(_, d)| d.max).fold(reference, f64::max) + 0.02;
    let sx = |v: f64| left + (v - lo) / (hi - lo) * (w - left - right);
    let mut out = String::new();
    let _ = write!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" class="box-plot" id="box-plot" viewBox="0 0 {w} {h}" width="{w}" height="{h}" role="img" aria-label="{}" font-family="{}">"##,
        escape(&words.msg("evolve-core-box-plot-label")),
        style::FONT
    );
    let r = sx(reference);
    let _ = write!(
        out,
        r##"<line x1="{r:.1}" y1="24" x2="{r:.1}" y2="{:.1}" stroke="#b91c1c" stroke-dasharray="5 4"/>"##,
        h - 20.0
    );
    let caption = format!(
        "Jakóbczyk ≈ {}",
        crate::plot::tick_label(Scale::Linear, reference)
    );
    let half = style::text_width(&caption, px) / 2.0;
    let cx = r.clamp(half + 4.0, (w - half - 4.0).max(half + 4.0));
    let _ = write!(
        out,
        r##"<text x="{cx:.1}" y="16" text-anchor="middle" font-size="{px}" fill="#b91c1c">{}</text>"##,
        escape(&caption)
    );
    let mut y0 = top;
    for ((_, d), lines) in boxes.iter().zip(&labels) {
        let y = y0 + row(lines.len()) / 2.0 - 10.0;
        y0 += row(lines.len());
        out.push_str(r##"<g class="box">"##);
        let first = y + 5.0 - (lines.len() as f64 - 1.0) * line / 2.0;
        for (k, l) in lines.iter().enumerate() {
            let _ = write!(
                out,
                r##"<text x="{:.1}" y="{:.1}" text-anchor="end" font-size="{px}">{}</text>"##,
                left - 8.0,
                first + k as f64 * line,
                escape(l)
            );
        }
        let _ = write!(
            out,
            r##"<line x1="{:.1}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="#333"/>"##,
            sx(d.min),
            sx(d.max)
        );
        let _ = write!(
            out,
            r##"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="24" fill="#dbe6ff" stroke="#3a63c8"/>"##,
            sx(d.q25),
            y - 12.0,
            (sx(d.q75) - sx(d.q25)).max(1.0)
        );
        let _ = write!(
            out,
            r##"<line x1="{m:.1}" y1="{:.1}" x2="{m:.1}" y2="{:.1}" stroke="#3a63c8" stroke-width="2.5"/>"##,
            y - 12.0,
            y + 12.0,
            m = sx(d.q50)
        );
        let _ = write!(
            out,
            r##"<circle cx="{:.1}" cy="{y:.1}" r="3" fill="#c2410c"><title>mean {:.4}</title></circle></g>"##,
            sx(d.mean),
            d.mean
        );
    }
    let _ = write!(
        out,
        r##"<text x="{:.1}" y="{:.1}" text-anchor="start" font-size="{px}">{lo:.2}</text>"##,
        sx(lo),
        h - 4.0
    );
    let _ = write!(
        out,
        r##"<text x="{:.1}" y="{:.1}" text-anchor="end" font-size="{px}">{hi:.2}</text>"##,
        sx(hi),
        h - 4.0
    );
    out.push_str("</svg>");
    out
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
        assert_eq!(war.series[0].name, "P(descending)");
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let polish = history_chart_in(&r, &pl);
        assert_ne!(polish.title, chart.title);
        for text in [&polish.title, &polish.x_label, &polish.series[0].name] {
            assert!(!text.contains('⟨'), "{text}");
        }
        assert_ne!(polish.series[0].name, chart.series[0].name);
        // A third each at the start.
        for s in &war.series {
            assert!((s.points[0].1 - 1.0 / 3.0).abs() < 1e-12);
        }
    }

    /// Every `<text>` of an SVG: content, x, anchor and font size.
    fn texts(svg: &str) -> Vec<(String, f64, String, u32)> {
        crate::plot::svg_text::texts(svg)
            .into_iter()
            .map(|t| (t.content, t.x, t.anchor, t.font_size as u32))
            .collect()
    }

    #[test]
    fn no_label_of_the_box_plot_is_clipped() {
        let d = |lo: f64, hi: f64| Describe {
            count: 8,
            mean: (lo + hi) / 2.0,
            std: 0.01,
            min: lo,
            q25: lo + (hi - lo) / 4.0,
            q50: (lo + hi) / 2.0,
            q75: hi - (hi - lo) / 4.0,
            max: hi,
        };
        let boxes: Vec<(String, Describe)> = crate::evolve::Optimiser::ALL
            .iter()
            .map(|o| (o.name().to_string(), d(0.55, 0.7)))
            .collect();
        // The thesis's mean beyond every box (the page's case: "Jakóbczyk ≈ 0." clipped), below
        // every box, and among them; on a laptop and on phones.
        for reference in [0.78, 0.54, 0.62] {
            for width in [800, 560, 360, 300] {
                let svg = box_plot_svg(&boxes, reference, width);
                let w = crate::plot::svg_text::root_attr(&svg, "width");
                assert_eq!(w, f64::from(width.min(BOX_PLOT_WIDTH)));
                let t = texts(&svg);
                assert!(
                    t.iter()
                        .any(|(c, ..)| c == &format!("Jakóbczyk ≈ {reference}")),
                    "{t:?}"
                );
                for (content, x, anchor, size) in &t {
                    assert!(*size >= 11, "{content}: {size}");
                    let tw = style::text_width(content, *size);
                    let (l, r) = match anchor.as_str() {
                        "middle" => (x - tw / 2.0, x + tw / 2.0),
                        "end" => (x - tw, *x),
                        _ => (*x, x + tw),
                    };
                    assert!(
                        l >= 0.0 && r <= w,
                        "{content} at {width} px, reference {reference}: {l:.0}..{r:.0} of {w}"
                    );
                }
                // Every optimiser's name is there, whole or in lines.
                let all: String = t.iter().map(|x| x.0.clone() + " ").collect();
                for (name, _) in &boxes {
                    assert!(all.contains(name.as_str()), "{name} in {all}");
                }
            }
        }
    }
}
