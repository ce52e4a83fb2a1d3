//! The training panel's words in any language: the curves' titles, axes and series, a measured
//! strength, a run's summary, who plays the games, and why a loaded network does not fit. Each
//! `…_in` function takes the page's [`Catalogue`]; the English functions of the parent module
//! call them with [`crate::i18n::with_english`], so the command line prints what it always did.

use super::perfect_from;
use crate::i18n::{Args, Catalogue};
use crate::learn::encoder::{Encoder, TicTacToeEncoder};
use crate::learn::network::Network;
use crate::learn::strength::Strength;
use crate::learn::trainer::GenerationPoint;
use crate::plot::{LineChart, Scale, Series};

/// The loss curves ([`super::loss_chart`]) worded in the language of `words`.
pub fn loss_chart_in(history: &[GenerationPoint], words: &Catalogue) -> LineChart {
    let points = |f: fn(&GenerationPoint) -> f64| -> Vec<(f64, f64)> {
        history
            .iter()
            .map(|p| (f64::from(p.generation), f(p)))
            .collect()
    };
    LineChart::lines(
        &words.msg("ttt-train-loss-title"),
        (&words.msg("ttt-train-axis-generation"), Scale::Linear),
        (&words.msg("ttt-train-axis-loss"), None),
        vec![
            Series::nth(
                0,
                words.msg("ttt-train-series-policy"),
                points(|p| p.loss.policy),
            ),
            Series::nth(
                1,
                words.msg("ttt-train-series-value"),
                points(|p| p.loss.value),
            ),
        ],
        (640, 320),
    )
}

/// The strength curves ([`super::strength_chart`]) worded in the language of `words`.
pub fn strength_chart_in(history: &[GenerationPoint], words: &Catalogue) -> LineChart {
    let measured: Vec<(f64, &Strength)> = history
        .iter()
        .filter_map(|p| p.strength.as_ref().map(|s| (f64::from(p.generation), s)))
        .collect();
    let series = |i: usize, name: String, f: fn(&Strength) -> Option<f64>| {
        Series::nth(
            i,
            name,
            measured
                .iter()
                .filter_map(|(g, s)| f(s).map(|v| (*g, v)))
                .collect(),
        )
    };
    let mut chart = LineChart::lines(
        &words.msg("ttt-train-strength-title"),
        (&words.msg("ttt-train-axis-generation"), Scale::Linear),
        (&words.msg("ttt-train-axis-strength"), None),
        vec![
            series(0, words.msg("ttt-train-series-optimal"), |s| {
                s.optimal_move_share.map(|v| 100.0 * v)
            }),
            series(1, words.msg("ttt-train-series-lost-x"), |s| {
                s.losses_as_first.map(f64::from)
            }),
            series(2, words.msg("ttt-train-series-lost-o"), |s| {
                s.losses_as_second.map(f64::from)
            }),
        ],
        (640, 320),
    );
    chart
        .hlines
        .push((100.0, words.msg("ttt-train-every-optimal")));
    chart
}

/// A measured strength ([`super::strength_words`]) in the language of `words`.
pub fn strength_words_in(s: &Strength, words: &Catalogue) -> String {
    let mut parts = Vec::new();
    if let Some(share) = s.optimal_move_share {
        parts.push(words.msg_with(
            "ttt-train-keeps-value",
            &Args::new().text("percent", words.number(100.0 * share, 1)),
        ));
    }
    if let (Some(x), Some(o), Some([gx, go])) = (
        s.losses_as_first,
        s.losses_as_second,
        s.games_against_perfect,
    ) {
        parts.push(
            words.msg_with(
                "ttt-train-loses",
                &Args::new()
                    .count("x", i64::from(x))
                    .count("gx", i64::from(gx))
                    .count("o", i64::from(o))
                    .count("go", i64::from(go)),
            ),
        );
    }
    if super::is_perfect(s) {
        parts.push(words.msg("ttt-train-plays-perfectly"));
    }
    let mover = match s.mover.as_str() {
        "policy" => words.msg("ttt-train-mover-policy"),
        other => other.to_string(),
    };
    words.msg_with(
        "ttt-train-choosing",
        &Args::new()
            .text("mover", mover)
            .text("parts", parts.join("; ")),
    )
}

/// What a run comes to ([`super::summary`]) in the language of `words`.
pub fn summary_in(history: &[GenerationPoint], seconds: f64, words: &Catalogue) -> String {
    let Some(last) = history.last() else {
        return words.msg("ttt-train-no-generation");
    };
    let perfect = match perfect_from(history) {
        Some(g) => words.msg_with(
            "ttt-train-perfect-after",
            &Args::new().count("generation", i64::from(g)),
        ),
        None => words.msg("ttt-train-no-perfect"),
    };
    words.msg_with(
        "ttt-train-summary",
        &Args::new()
            .count("generations", i64::from(last.generation))
            .count("games", last.games as i64)
            .count("steps", last.steps as i64)
            .text("seconds", words.number(seconds, 1))
            .text("perfect", perfect),
    )
}

/// Who plays a generation's games ([`super::workers_words`]) in the language of `words`.
pub fn workers_words_in(helpers: usize, words: &Catalogue) -> String {
    match helpers {
        0 => words.msg("ttt-train-one-worker"),
        n => words.msg_with(
            "ttt-train-many-workers",
            &Args::new().count("n", n as i64 + 1),
        ),
    }
}

/// Why a loaded network is not a tic-tac-toe network ([`super::check_network`]), in the
/// language of `words`.
pub fn check_network_in(network: &Network, words: &Catalogue) -> Result<(), String> {
    let encoder = TicTacToeEncoder;
    if network.game() != "tictactoe" {
        return Err(words.msg_with(
            "ttt-train-other-game",
            &Args::new().text("game", network.game().to_string()),
        ));
    }
    if network.inputs() != encoder.inputs() || network.actions() != encoder.actions() {
        return Err(words.msg("ttt-train-wrong-sizes"));
    }
    Ok(())
}
