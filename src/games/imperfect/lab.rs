//! The imperfect-information page's model: what it says about a game before solving it
//! ([`Summary`]: players, information sets, perfect recall, which exact solver fits), the
//! strategy tables it shows after ([`strategy_rows`]), the beliefs that go with an equilibrium
//! ([`beliefs`], by Bayes' rule), and the exploitability chart of a CFR run ([`curve_chart`]). In the core so `cargo test` checks it; the worker computes the
//! summary and the tables ([`super::jobs`]) and the page only asks and draws.

use serde::{Deserialize, Serialize};

use super::reduced::Behaviour;
use super::{recall, Game};
use crate::exact::format_number;
use crate::plot::{LineChart, Scale, Series, SeriesStyle};

/// An exact solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Exact {
    /// The zero-sum sequence-form LP.
    SequenceForm,
    /// Lemke's algorithm on the sequence form (any payoffs).
    Lemke,
}

/// What the page says about a game before solving it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Summary {
    /// The title.
    pub title: String,
    /// The players' names.
    pub players: Vec<String>,
    /// Nodes in the tree.
    pub nodes: usize,
    /// Information sets per player.
    pub sets: Vec<usize>,
    /// Perfect recall, or the sentence that shows it is missing.
    pub recall: Result<(), String>,
    /// Whether the game is two-player zero-sum, or constant-sum (zero-sum after a shift).
    pub zero_sum: bool,
    /// The constant the payoffs add up to at every leaf when it is not 0, exactly.
    pub constant_sum: Option<String>,
    /// The exact solver that fits, or why none does.
    pub solver: Result<Exact, String>,
    /// Whether CFR can run on it (two players, zero-sum, perfect recall).
    pub cfr: bool,
}

/// The summary of `game`.
pub fn summary(game: &Game) -> Summary {
    let recall = recall::check(game).map_err(|e| e.message);
    // Constant-sum games are zero-sum after a shift: the sequence form and CFR solve them.
    let constant = game.constant_sum();
    let zero_sum = constant.is_some();
    let solver = if game.num_players() != 2 {
        Err(format!(
            "the solvers are for two players; this game has {}",
            game.num_players()
        ))
    } else if let Err(e) = &recall {
        Err(e.clone())
    } else if zero_sum {
        Ok(Exact::SequenceForm)
    } else {
        Ok(Exact::Lemke)
    };
    Summary {
        title: game.title.clone(),
        players: game.players.clone(),
        nodes: game.nodes().len(),
        sets: (0..game.num_players())
            .map(|p| game.player_infosets(p).len())
            .collect(),
        cfr: solver == Ok(Exact::SequenceForm),
        recall,
        zero_sum,
        constant_sum: constant
            .filter(|c| !num_traits::Zero::is_zero(c))
            .map(|c| crate::exact::format_number(&c)),
        solver,
    }
}

/// One row of a strategy table: a player's information set and its actions' probabilities.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct StrategyRow {
    /// The player (from 0).
    pub player: usize,
    /// The information set's name.
    pub set: String,
    /// (action, probability as text) pairs.
    pub actions: Vec<(String, String)>,
}

/// The rows of both players' exact behaviour strategies, set by set (fractions).
pub fn strategy_rows(game: &Game, behaviour: &[Behaviour; 2]) -> Vec<StrategyRow> {
    rows(game, |p, h, a| format_number(&behaviour[p][h][a]))
}

/// An exact solution as a file to download: the payoffs and every behaviour probability as
/// exact fractions (the page shows long ones as decimals), players named.
pub fn exact_solution_json(
    players: &[String],
    payoffs: &[crate::exact::Q; 2],
    rows: &[StrategyRow],
) -> String {
    // The players' names as keys: their own when both are given and differ, else numbers
    // (so two players called alike do not merge into one).
    let given = |p: usize| players.get(p).filter(|n| !n.trim().is_empty());
    let distinct = matches!((given(0), given(1)), (Some(a), Some(b)) if a != b);
    let name = |p: usize| match given(p) {
        Some(n) if distinct => n.clone(),
        _ => format!("Player {}", p + 1),
    };
    let mut strategies = serde_json::Map::new();
    for r in rows {
        let player = strategies
            .entry(name(r.player))
            .or_insert_with(|| serde_json::Value::Object(serde_json::Map::new()));
        let actions: serde_json::Map<String, serde_json::Value> = r
            .actions
            .iter()
            .map(|(a, p)| (a.clone(), serde_json::Value::String(p.clone())))
            .collect();
        player[r.set.as_str()] = serde_json::Value::Object(actions);
    }
    let answer = serde_json::json!({
        "payoffs": { name(0): format_number(&payoffs[0]), name(1): format_number(&payoffs[1]) },
        "strategies": strategies,
    });
    serde_json::to_string_pretty(&answer).unwrap_or_default()
}

/// The rows of both players' average strategies from CFR (decimals, 4 places).
pub fn average_rows(game: &Game, average: &[Vec<Vec<f64>>; 2]) -> Vec<StrategyRow> {
    rows(game, |p, h, a| format!("{:.4}", average[p][h][a]))
}

/// What a player believes at one of their information sets: the probability of each node,
/// given that the set is reached.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct BeliefRow {
    /// The player (from 0).
    pub player: usize,
    /// The information set's name.
    pub set: String,
    /// (the node, by the moves that lead to it; its probability as a fraction) pairs.
    pub nodes: Vec<(String, String)>,
}

/// The beliefs at every information set with more than one node that `behaviour` reaches
/// with positive probability: each node's reach probability (chance's and both players'
/// moves) divided by the set's (Bayes' rule). Sets never reached have no beliefs to derive
/// (any belief is consistent there) and are left out.
pub fn beliefs(game: &Game, behaviour: &[Behaviour; 2]) -> Vec<BeliefRow> {
    use crate::exact::Q;
    use crate::models::imperfect::Mover;
    use num_traits::Zero;
    let reach = game.reach(|mover, h, a| match mover {
        Mover::Chance => Some(game.infosets()[h].probabilities[a].clone()),
        Mover::Player(i) if i < 2 => Some(behaviour[i][h][a].clone()),
        Mover::Player(_) => Some(Q::zero()),
    });
    let mut out = Vec::new();
    for p in 0..game.num_players().min(2) {
        for h in game.player_infosets(p) {
            let nodes = &game.infosets()[h].nodes;
            let total: Q = nodes.iter().map(|&n| reach[n].clone()).sum();
            if nodes.len() < 2 || total.is_zero() {
                continue;
            }
            out.push(BeliefRow {
                player: p,
                set: game.infoset_name(h),
                nodes: nodes
                    .iter()
                    .map(|&n| (game.describe_path(n), format_number(&(&reach[n] / &total))))
                    .collect(),
            });
        }
    }
    out
}

/// Most plans a player may have for the page to list the mixed strategy over them.
pub const MAX_LISTED_PLANS: usize = 4096;
/// Most plans a player may have for the page to draw the reduced normal form as a table.
pub const MAX_TABLE_PLANS: usize = 16;

/// Kuhn's theorem on a solved game: the reduced normal form's size (and the table itself when
/// small), each player's behaviour strategy as the mixed strategy over plans it induces, and
/// whether that mixed strategy induces the behaviour strategy back.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct KuhnView {
    /// Each player's plans (names) and the mixed strategy's probability of each, for the plans
    /// with positive probability.
    pub mixed: [Vec<(String, String)>; 2],
    /// The number of plans of each player.
    pub plans: [usize; 2],
    /// Whether the mixed strategies induce the behaviour strategies again (checked exactly at
    /// every information set the player's own plans reach).
    pub round_trip: bool,
    /// The reduced normal form as a table of payoff pairs (rows: player 1's plans), when both
    /// players have at most [`MAX_TABLE_PLANS`] plans.
    pub table: Option<PayoffTable>,
}

/// A table of payoff pairs: the row names, the column names and the cells.
pub type PayoffTable = (Vec<String>, Vec<String>, Vec<Vec<String>>);

/// Kuhn's theorem shown on `game` and the behaviour strategies `behaviour`; `None` when a
/// player has more than [`MAX_LISTED_PLANS`] plans or the reduced normal form is too large.
pub fn kuhn_view(game: &Game, behaviour: &[Behaviour; 2]) -> Option<KuhnView> {
    use super::reduced::{behaviour_to_mixed, mixed_to_behaviour, plan_name, plans};
    let all = [plans(game, 0).ok()?, plans(game, 1).ok()?];
    if all.iter().any(|p| p.len() > MAX_LISTED_PLANS) {
        return None;
    }
    let mut round_trip = true;
    let mixed = [0, 1].map(|p| {
        let m = behaviour_to_mixed(&all[p], &behaviour[p]);
        // Back to behaviour and to mixed again: the same plan probabilities (behaviour at a
        // set no plan of positive weight reaches is free, and plans mark it `*`).
        let again = behaviour_to_mixed(&all[p], &mixed_to_behaviour(game, p, &all[p], &m));
        round_trip &= again == m;
        all[p]
            .iter()
            .zip(&m)
            .filter(|(_, q)| num_traits::Signed::is_positive(*q))
            .map(|(plan, q)| (plan_name(game, p, plan), format_number(q)))
            .collect()
    });
    let table = (all.iter().all(|p| p.len() <= MAX_TABLE_PLANS))
        .then(|| super::reduced::ReducedNormalForm::new(game).ok())
        .flatten()
        .map(|nf| {
            let names = |p: usize| -> Vec<String> {
                all[p].iter().map(|plan| plan_name(game, p, plan)).collect()
            };
            let cells = (0..all[0].len())
                .map(|r| {
                    (0..all[1].len())
                        .map(|c| {
                            let v = nf.cell(r, c);
                            format!("{}, {}", format_number(&v[0]), format_number(&v[1]))
                        })
                        .collect()
                })
                .collect();
            (names(0), names(1), cells)
        });
    Some(KuhnView {
        mixed,
        plans: [all[0].len(), all[1].len()],
        round_trip,
        table,
    })
}

fn rows(game: &Game, prob: impl Fn(usize, usize, usize) -> String) -> Vec<StrategyRow> {
    let mut out = Vec::new();
    for p in 0..game.num_players().min(2) {
        for h in game.player_infosets(p) {
            out.push(StrategyRow {
                player: p,
                set: game.infoset_name(h),
                actions: (0..game.infosets()[h].actions.len())
                    .map(|a| (game.action_name(h, a), prob(p, h, a)))
                    .collect(),
            });
        }
    }
    out
}

/// The exploitability of a CFR run's average strategies against its iterations, log–log, with
/// the target 0 drawn as the chart's floor.
pub fn curve_chart(curve: &[(u64, f64)], algorithm: &str) -> LineChart {
    let points: Vec<(f64, f64)> = curve
        .iter()
        .map(|&(t, e)| (t as f64, e.max(1e-12)))
        .collect();
    LineChart {
        title: format!("Exploitability of the average strategies ({algorithm})"),
        x_label: "iterations".into(),
        y_label: "exploitability".into(),
        x_scale: Scale::Log,
        y_scale: Scale::Log,
        series: vec![Series {
            name: algorithm.to_string(),
            points,
            style: SeriesStyle::Line,
            color: (37, 99, 235),
            errors: None,
        }],
        hlines: Vec::new(),
        vlines: Vec::new(),
        x_range: None,
        y_range: None,
        size: (640, 360),
    }
}

/// Player 1's value of the average strategies against the iterations (log scale), with the
/// game's exact value as the target line when it is known.
pub fn value_chart(values: &[(u64, f64)], exact: Option<f64>, algorithm: &str) -> LineChart {
    LineChart {
        title: format!("Player 1's value of the average strategies ({algorithm})"),
        x_label: "iterations".into(),
        y_label: "value".into(),
        x_scale: Scale::Log,
        y_scale: Scale::Linear,
        series: vec![Series {
            name: algorithm.to_string(),
            points: values.iter().map(|&(t, v)| (t as f64, v)).collect(),
            style: SeriesStyle::Line,
            color: (217, 119, 6),
            errors: None,
        }],
        hlines: exact
            .map(|v| vec![(v, format!("exact value {v:.6}"))])
            .unwrap_or_default(),
        vlines: Vec::new(),
        x_range: None,
        y_range: None,
        size: (640, 300),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::imperfect::presets::Preset;

    #[test]
    fn summaries_choose_the_solver_the_game_fits() {
        let kuhn = summary(&Preset::Kuhn.game());
        assert_eq!(kuhn.sets, [6, 6]);
        assert_eq!(kuhn.solver, Ok(Exact::SequenceForm));
        assert!(kuhn.cfr);
        let beer = summary(&Preset::BeerQuiche.game());
        assert_eq!(beer.solver, Ok(Exact::Lemke));
        assert!(!beer.cfr);
        let driver = summary(&Preset::AbsentMindedDriver.game());
        let why = driver.solver.unwrap_err();
        assert!(
            why.contains("perfect recall") && why.contains("junction"),
            "{why}"
        );
        assert!(!driver.cfr);
    }

    #[test]
    fn an_exact_solution_downloads_with_its_fractions() {
        let rows = vec![
            StrategyRow {
                player: 0,
                set: "J".into(),
                actions: vec![("bet".into(), "1/3".into()), ("check".into(), "2/3".into())],
            },
            StrategyRow {
                player: 1,
                set: "Q r".into(),
                actions: vec![("call".into(), "1/3".into())],
            },
        ];
        let q = |n: i64, d: i64| crate::exact::Q::new(n.into(), d.into());
        let text = exact_solution_json(&["Ann".into(), "Bo".into()], &[q(-1, 18), q(1, 18)], &rows);
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["payoffs"]["Ann"], "-1/18");
        assert_eq!(v["strategies"]["Ann"]["J"]["check"], "2/3");
        assert_eq!(v["strategies"]["Bo"]["Q r"]["call"], "1/3");
        // Players named alike are keyed by number, so neither is lost.
        let text = exact_solution_json(&["X".into(), "X".into()], &[q(-1, 18), q(1, 18)], &rows);
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["payoffs"]["Player 1"], "-1/18");
        assert_eq!(v["payoffs"]["Player 2"], "1/18");
        assert_eq!(v["strategies"]["Player 2"]["Q r"]["call"], "1/3");
    }

    #[test]
    fn strategy_rows_name_sets_and_actions() {
        let g = Preset::MatchingPennies.game();
        let s = crate::equilibrium::sequence_form::solve_zero_sum(&g).unwrap();
        let rows = strategy_rows(&g, &s.behaviour);
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[1].set, "guess");
        assert_eq!(
            rows[1].actions,
            [
                ("heads".to_string(), "1/2".to_string()),
                ("tails".to_string(), "1/2".to_string())
            ]
        );
        let chart = curve_chart(&[(1, 0.5), (10, 0.0)], "cfr+");
        assert_eq!(chart.series[0].points[1].1, 1e-12);
        assert!(crate::plot::line_chart(&chart).is_ok());
    }
}
