//! The phase portrait drawn as an SVG string, in the worker: the simplex (a segment, a
//! triangle, a face of the tetrahedron) or the unit square, the flow field as arrows shaded by
//! speed, the rest points marked by kind, the trajectories started by clicks or keys, and the
//! keyboard cursor. The page puts the string in place and turns a click into picture
//! coordinates with [`picture_point`], the inverse of the drawing's own mapping.
//!
//! Drawn by hand rather than by the chart library: the picture is geometry, not a chart, and
//! building it in the worker keeps the page's module free of it.

use std::fmt::Write as _;

use super::field::Dynamics;
use super::lab::stability_in;
use super::portrait::{arrows, marks, polyline, View};
use super::rest::{RestPoint, Stability};
use super::trajectory::Trajectory;
use super::EvoGame;
use crate::i18n::{Args, Catalogue};
use crate::plot::PALETTE;

/// The picture's width and height in SVG units (its viewBox).
pub const SIZE: (f64, f64) = (440.0, 420.0);

/// The picture box's left and top margin.
const MARGIN: (f64, f64) = (40.0, 30.0);

/// The side of the unit box in SVG units.
const SIDE: f64 = 360.0;

/// SVG coordinates of the picture point `(u, v)` (v grows upwards).
fn at((u, v): (f64, f64)) -> (f64, f64) {
    (MARGIN.0 + u * SIDE, MARGIN.1 + (1.0 - v) * SIDE)
}

/// The picture point under SVG coordinates `(x, y)` (the page's click, scaled to the
/// viewBox): the inverse of the drawing's mapping.
pub fn picture_point(x: f64, y: f64) -> (f64, f64) {
    ((x - MARGIN.0) / SIDE, 1.0 - (y - MARGIN.1) / SIDE)
}

/// What a rest point's mark says in words (its tooltip and the legend).
pub fn mark_words(nash: bool, ess: bool, stability: Stability) -> String {
    crate::i18n::with_english(|w| mark_words_in(nash, ess, stability, w))
}

/// What a rest point's mark says ([`mark_words`]) in the language of `words`.
pub fn mark_words_in(nash: bool, ess: bool, stability: Stability, words: &Catalogue) -> String {
    let kind = if ess {
        words.msg("evolution-core-mark-ess")
    } else if nash {
        words.msg("evolution-core-mark-nash")
    } else {
        words.msg("evolution-core-mark-not-nash")
    };
    words.msg_with(
        "evolution-core-mark",
        &Args::new()
            .text("kind", kind)
            .text("stability", stability_in(stability.key(), words)),
    )
}

/// The portrait's title: "Phase portrait: replicator dynamics", in the language of `words`.
fn title_in(dynamics: &Dynamics, words: &Catalogue) -> String {
    match dynamics {
        Dynamics::Replicator => words.msg("evolution-core-portrait-replicator"),
        Dynamics::BestResponse => words.msg("evolution-core-portrait-best-response"),
        Dynamics::Logit { .. } => words.msg("evolution-core-portrait-logit"),
        Dynamics::Fictitious => words.msg("evolution-core-portrait-fictitious"),
        Dynamics::StochasticFictitious { .. } => {
            words.msg("evolution-core-portrait-stochastic-fictitious")
        }
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The portrait of `view` as SVG: `names` label the corners (for the square: the two
/// populations' first strategies), `trajectories` are drawn in the palette's colours, the
/// last one thicker, and `cursor` (picture coordinates) as a ring; in English
/// ([`portrait_svg_in`]).
pub fn portrait_svg(
    game: &EvoGame,
    dynamics: &Dynamics,
    view: View,
    rest: &[RestPoint],
    trajectories: &[Trajectory],
    cursor: Option<(f64, f64)>,
) -> String {
    crate::i18n::with_english(|w| {
        portrait_svg_in(game, dynamics, (view, rest), trajectories, cursor, w)
    })
}

/// The portrait ([`portrait_svg`]) with its words in the language of `words`.
pub fn portrait_svg_in(
    game: &EvoGame,
    dynamics: &Dynamics,
    (view, rest): (View, &[RestPoint]),
    trajectories: &[Trajectory],
    cursor: Option<(f64, f64)>,
    words: &Catalogue,
) -> String {
    let (w, h) = SIZE;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" \
         height=\"{h}\" font-family=\"sans-serif\" font-size=\"13\" role=\"img\">\
         <title>{}</title>",
        escape(&title_in(dynamics, words))
    );
    // The state space's outline and its corner labels.
    let (names, col_names) = game.names();
    let outline: Vec<(f64, f64)> = match view {
        View::Segment => vec![(0.0, 0.5), (1.0, 0.5)],
        View::Square => vec![(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0), (0.0, 0.0)],
        View::Triangle | View::Face { .. } => vec![
            (0.0, 0.0),
            (1.0, 0.0),
            (0.5, 0.866_025_403_784_438_6),
            (0.0, 0.0),
        ],
    };
    let mut d = String::new();
    for (k, p) in outline.iter().enumerate() {
        let (x, y) = at(*p);
        let _ = write!(d, "{}{x:.1},{y:.1}", if k == 0 { "M" } else { "L" });
    }
    let _ = write!(
        svg,
        "<path d=\"{d}\" fill=\"#f7f8fc\" stroke=\"#333\" stroke-width=\"1.5\"/>"
    );
    let label = |svg: &mut String, p: (f64, f64), dx: f64, dy: f64, anchor: &str, text: &str| {
        let (x, y) = at(p);
        let _ = write!(
            svg,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"{anchor}\">{}</text>",
            x + dx,
            y + dy,
            escape(text)
        );
    };
    match view {
        View::Segment => {
            label(&mut svg, (0.0, 0.5), 0.0, 24.0, "middle", &names[0]);
            label(&mut svg, (1.0, 0.5), 0.0, 24.0, "middle", &names[1]);
        }
        View::Square => {
            let cols = col_names.unwrap_or_default();
            label(
                &mut svg,
                (0.5, 0.0),
                0.0,
                22.0,
                "middle",
                &words.msg_with(
                    "evolution-core-rows-share",
                    &Args::new().text("strategy", names[0].as_str()),
                ),
            );
            let (x, y) = at((0.0, 0.5));
            let _ = write!(
                svg,
                "<text x=\"{:.1}\" y=\"{y:.1}\" text-anchor=\"middle\" transform=\"rotate(-90 {:.1} {y:.1})\">{}</text>",
                x - 12.0,
                x - 12.0,
                escape(&words.msg_with("evolution-core-columns-share", &Args::new().text("strategy", cols.first().cloned().unwrap_or_default())))
            );
        }
        View::Triangle | View::Face { .. } => {
            let c = view.corners();
            label(&mut svg, (0.0, 0.0), -4.0, 18.0, "middle", &names[c[0]]);
            label(&mut svg, (1.0, 0.0), 4.0, 18.0, "middle", &names[c[1]]);
            label(&mut svg, (0.5, 0.866), 0.0, -8.0, "middle", &names[c[2]]);
        }
    }
    // The flow field.
    let field = arrows(
        game,
        dynamics,
        view,
        if view == View::Segment { 16 } else { 14 },
    );
    let fastest = field
        .iter()
        .map(|a| a.speed)
        .fold(0.0f64, f64::max)
        .max(1e-300);
    for a in &field {
        if a.direction == (0.0, 0.0) {
            continue;
        }
        let (x, y) = at(if view == View::Segment {
            (a.at.0, 0.5)
        } else {
            a.at
        });
        let len = 6.0 + 10.0 * (a.speed / fastest).sqrt();
        let (dx, dy) = (a.direction.0 * len, -a.direction.1 * len);
        let shade = 200.0 - 150.0 * (a.speed / fastest).sqrt();
        let (x2, y2) = (x + dx, y + dy);
        // The arrowhead: two short strokes back from the tip.
        let (ux, uy) = (dx / len, dy / len);
        let head = |s: f64| (x2 - 4.0 * ux + s * 3.0 * uy, y2 - 4.0 * uy - s * 3.0 * ux);
        let (h1, h2) = (head(1.0), head(-1.0));
        let _ = write!(
            svg,
            "<path d=\"M{x:.1},{y:.1}L{x2:.1},{y2:.1}M{:.1},{:.1}L{x2:.1},{y2:.1}L{:.1},{:.1}\" \
             stroke=\"rgb({s:.0},{s:.0},{s:.0})\" stroke-width=\"1.2\" fill=\"none\"/>",
            h1.0,
            h1.1,
            h2.0,
            h2.1,
            s = shade
        );
    }
    // The trajectories.
    for (k, t) in trajectories.iter().enumerate() {
        let line = polyline(view, t);
        let mut d = String::new();
        for (i, p) in line.iter().enumerate() {
            let (x, y) = at(if view == View::Segment {
                (p.0, 0.5)
            } else {
                *p
            });
            let _ = write!(d, "{}{x:.1},{y:.1}", if i == 0 { "M" } else { "L" });
        }
        let (r, g, b) = PALETTE[k % PALETTE.len()];
        let last = k + 1 == trajectories.len();
        let _ = write!(
            svg,
            "<path class=\"trajectory\" d=\"{d}\" fill=\"none\" stroke=\"rgb({r},{g},{b})\" \
             stroke-width=\"{}\"/>",
            if last { 2.5 } else { 1.5 }
        );
        if let Some(p) = line.first() {
            let (x, y) = at(if view == View::Segment {
                (p.0, 0.5)
            } else {
                *p
            });
            let _ = write!(
                svg,
                "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"3\" fill=\"rgb({r},{g},{b})\"/>"
            );
        }
    }
    // The rest points: filled when an ESS, open when not Nash, a ring with a dot when Nash
    // but not an ESS; the outline's colour says the linearisation's verdict.
    for m in marks(view, rest) {
        let (x, y) = at(if view == View::Segment {
            (m.at.0, 0.5)
        } else {
            m.at
        });
        let stroke = match m.stability {
            Stability::Stable => "#1a7f37",
            Stability::Unstable => "#d1402f",
            Stability::Saddle => "#b35c00",
            Stability::Centre => "#3a63c8",
            Stability::Undecided => "#666",
        };
        let fill = if m.ess { stroke } else { "#fff" };
        let said = Args::new()
            .count("n", m.index as i64 + 1)
            .text("words", mark_words_in(m.nash, m.ess, m.stability, words));
        let rest_title = match m.continuum {
            true => words.msg_with("evolution-core-rest-mark-continuum", &said),
            false => words.msg_with("evolution-core-rest-mark", &said),
        };
        let _ = write!(
            svg,
            "<circle class=\"rest\" data-kind=\"{}\" cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"6\" \
             fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"2.5\"><title>{}</title></circle>",
            m.stability.key(),
            escape(&rest_title)
        );
        if m.nash && !m.ess {
            let _ = write!(
                svg,
                "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"2\" fill=\"{stroke}\"/>"
            );
        }
    }
    if let Some(c) = cursor {
        let (x, y) = at(if view == View::Segment { (c.0, 0.5) } else { c });
        let _ = write!(
            svg,
            "<circle id=\"cursor\" cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"9\" fill=\"none\" \
             stroke=\"#000\" stroke-dasharray=\"3 2\" stroke-width=\"1.5\"/>"
        );
    }
    svg.push_str("</svg>");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::evolution::rest::rest_points;
    use crate::games::evolution::{integrate, EvoPreset, Point};

    #[test]
    fn a_click_maps_back_to_the_point_drawn_there() {
        for p in [(0.0, 0.0), (0.25, 0.6), (1.0, 1.0)] {
            let (x, y) = at(p);
            let q = picture_point(x, y);
            assert!((q.0 - p.0).abs() < 1e-12 && (q.1 - p.1).abs() < 1e-12);
        }
    }

    #[test]
    fn rock_paper_scissors_draws_its_centre_and_a_trajectory() {
        let game = EvoPreset::RpsZeroSum.game();
        let rest = rest_points(&game);
        let start = Point {
            x: vec![0.5, 0.3, 0.2],
            y: None,
        };
        let t = integrate::run(&game, Dynamics::Replicator, &start, 10.0, 200).unwrap();
        let svg = portrait_svg(
            &game,
            &Dynamics::Replicator,
            View::Triangle,
            &rest,
            &[t],
            Some((0.5, 0.3)),
        );
        assert_eq!(svg.matches("class=\"trajectory\"").count(), 1);
        assert!(svg.contains("data-kind=\"centre\""), "the interior centre");
        assert_eq!(svg.matches("class=\"rest\"").count(), rest.len());
        assert!(svg.contains("id=\"cursor\""));
        assert!(svg.matches("<path").count() > 50, "the flow field");
    }

    #[test]
    fn the_words_are_english_for_the_command_line_and_polish_on_a_polish_page() {
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let game = EvoPreset::RpsZeroSum.game();
        let rest = rest_points(&game);
        let english = portrait_svg(
            &game,
            &Dynamics::Replicator,
            View::Triangle,
            &rest,
            &[],
            None,
        );
        assert!(english.contains("<title>Phase portrait: replicator dynamics</title>"));
        assert!(english.contains("<title>rest point 1: "), "{english}");
        assert!(english.contains(" (linearisation)</title>"));
        let polish = portrait_svg_in(
            &game,
            &Dynamics::Replicator,
            (View::Triangle, &rest),
            &[],
            None,
            &pl,
        );
        assert!(
            !polish.contains('⟨') && !polish.contains("Phase portrait"),
            "{polish}"
        );
        assert!(!polish.contains("rest point") && !polish.contains("linearisation"));
        assert_eq!(
            mark_words(true, false, Stability::Centre),
            "Nash, not an ESS, centre (linearisation)"
        );
        assert_ne!(
            mark_words_in(true, false, Stability::Centre, &pl),
            mark_words(true, false, Stability::Centre)
        );
    }

    #[test]
    fn every_view_draws() {
        for preset in EvoPreset::ALL {
            let game = preset.game();
            let rest = rest_points(&game);
            for view in crate::games::evolution::portrait::views(&game).unwrap() {
                let svg = portrait_svg(&game, &Dynamics::Replicator, view, &rest, &[], None);
                assert!(
                    svg.starts_with("<svg") && svg.ends_with("</svg>"),
                    "{preset:?}"
                );
            }
        }
    }
}
