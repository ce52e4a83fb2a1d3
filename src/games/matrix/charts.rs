//! The normal-form page's chart data: the best-response steps of a 2×2 game ([`br_steps`])
//! and its best-response diagram (the payoff envelopes of 2×n and n×2 games are drawn,
//! draggable, from [`super::envelope`]). Computed here so
//! `cargo test` checks the series; the page only hands each [`LineChart`] to
//! [`crate::plot::line_chart`] (drawn on the main thread) and embeds the SVG. The charts are
//! drawn in floats; the game and its equilibria stay exact until here.

use super::{to_f64, Bimatrix};
use crate::plot::{LineChart, Scale, Series, SeriesStyle, PALETTE};

/// Where a linear function of t ∈ [0, 1] (given by its values at 0 and 1) is positive: the
/// best-response step of a 2×2 game as (t, choice) breakpoints, choice 1 = the first strategy.
pub fn br_steps(at0: f64, at1: f64) -> Vec<(f64, f64)> {
    let choice = |d: f64| {
        if d > 1e-12 {
            1.0
        } else if d < -1e-12 {
            0.0
        } else {
            0.5
        }
    };
    if (at0 > 0.0) != (at1 > 0.0) && (at0 - at1).abs() > 1e-12 {
        let t = at0 / (at0 - at1);
        vec![
            (0.0, choice(at0)),
            (t, choice(at0)),
            (t, choice(at1)),
            (1.0, choice(at1)),
        ]
    } else {
        let c = choice(0.5 * (at0 + at1));
        vec![(0.0, c), (1.0, c)]
    }
}

/// The best-response diagram of a 2×2 game: p = P(row plays its first strategy) across,
/// q = P(column plays its first strategy) up; each player's best response as a step, and the
/// equilibria (`(p, q)` points) where the two responses meet.
pub fn best_response_chart(g: &Bimatrix, equilibria: &[(f64, f64)]) -> LineChart {
    crate::i18n::with_english(|w| best_response_chart_in(g, equilibria, w))
}

/// The best-response diagram ([`best_response_chart`]) with its words in the language of
/// `words`.
pub fn best_response_chart_in(
    g: &Bimatrix,
    equilibria: &[(f64, f64)],
    words: &crate::i18n::Catalogue,
) -> LineChart {
    // Row: u(R1) − u(R2) as a function of q.
    let d0 = to_f64(&g.a[0][1]) - to_f64(&g.a[1][1]);
    let d1 = to_f64(&g.a[0][0]) - to_f64(&g.a[1][0]);
    // Column: u(C1) − u(C2) as a function of p.
    let e0 = to_f64(&g.b[1][0]) - to_f64(&g.b[1][1]);
    let e1 = to_f64(&g.b[0][0]) - to_f64(&g.b[0][1]);
    LineChart {
        title: words.msg("games-br-chart-title"),
        x_label: format!("p = P({})", g.names[0][0]),
        y_label: format!("q = P({})", g.names[1][0]),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series: vec![
            Series {
                name: words.msg("games-br-chart-row"),
                points: br_steps(d0, d1).iter().map(|&(q, p)| (p, q)).collect(),
                style: SeriesStyle::Line,
                color: PALETTE[0],
                errors: None,
            },
            Series {
                name: words.msg("games-br-chart-column"),
                points: br_steps(e0, e1),
                style: SeriesStyle::Dashed,
                color: PALETTE[1],
                errors: None,
            },
            Series {
                name: words.msg("games-br-chart-equilibria"),
                points: equilibria.to_vec(),
                style: SeriesStyle::Points,
                color: PALETTE[2],
                errors: None,
            },
        ],
        hlines: Vec::new(),
        vlines: Vec::new(),
        x_range: Some((0.0, 1.0)),
        y_range: Some((0.0, 1.0)),
        size: (340, 330),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::equilibrium::all_equilibria;
    use crate::games::matrix::MatrixPreset;

    #[test]
    fn best_response_steps_switch_where_the_difference_changes_sign() {
        // Positive then negative: the first strategy until t = 1/4, then the second.
        assert_eq!(
            br_steps(1.0, -3.0),
            [(0.0, 1.0), (0.25, 1.0), (0.25, 0.0), (1.0, 0.0)]
        );
        assert_eq!(
            br_steps(-2.0, 2.0),
            [(0.0, 0.0), (0.5, 0.0), (0.5, 1.0), (1.0, 1.0)]
        );
        // One sign throughout: one choice.
        assert_eq!(br_steps(2.0, 1.0), [(0.0, 1.0), (1.0, 1.0)]);
        assert_eq!(br_steps(-1.0, -0.5), [(0.0, 0.0), (1.0, 0.0)]);
        // Indifferent everywhere: the middle.
        assert_eq!(br_steps(0.0, 0.0), [(0.0, 0.5), (1.0, 0.5)]);
    }

    #[test]
    fn matching_pennies_best_responses_meet_at_one_half() {
        let g = MatrixPreset::MatchingPennies.game();
        let all = all_equilibria(&g).unwrap();
        let points: Vec<(f64, f64)> = all
            .extreme
            .iter()
            .map(|e| (e.x_f64()[0], e.y_f64()[0]))
            .collect();
        assert_eq!(points, [(0.5, 0.5)]);
        let chart = best_response_chart(&g, &points);
        assert_eq!(chart.series.len(), 3);
        let row = &chart.series[0].points;
        let col = &chart.series[1].points;
        // Each response jumps at one half, the row's drawn with p across.
        assert!(row.iter().any(|&(p, q)| p == 0.0 && q == 0.5));
        assert!(row.iter().any(|&(p, q)| p == 1.0 && q == 0.5));
        assert!(col.iter().any(|&(p, q)| p == 0.5 && q == 0.0));
        assert!(col.iter().any(|&(p, q)| p == 0.5 && q == 1.0));
        assert_eq!(chart.series[2].points, points);
        assert_eq!(chart.x_label, format!("p = P({})", g.names[0][0]));
        assert_eq!(chart.y_label, format!("q = P({})", g.names[1][0]));
        assert_eq!(chart.title, "Best responses");
        assert_eq!(chart.series[0].name, "row's best response");
        // In Polish, with every message found; a preset's name too.
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let polish = best_response_chart_in(&g, &points, &pl);
        assert_ne!(polish.title, chart.title);
        for words in [
            &polish.title,
            &polish.series[0].name,
            &polish.series[2].name,
        ] {
            assert!(!words.contains('⟨'), "{words}");
        }
        for p in MatrixPreset::ALL {
            let name = p.name_in(&pl);
            assert!(!name.contains('⟨'), "{name}");
            crate::i18n::with_english(|en| assert_eq!(p.name_in(en), p.name()));
        }
    }
}
