//! An exact solution as the page shows it: the payoffs and their certificate, both players'
//! behaviour strategies, the beliefs that go with them at the information sets they reach
//! (Bayes' rule), and — for Lemke's algorithm — its path from the prior, pivot by pivot, with
//! the strategies the players hold at each step.

use yew::prelude::*;

use crate::exact::{format_number, readable};
use crate::games::imperfect::jobs::{Bars, Compared, Exact, PathStep, Solution};
use crate::games::imperfect::lab::{exact_solution_json, BeliefRow, KuhnView, StrategyRow};
use crate::i18n::Args;
use crate::text::readable_text;
use crate::web::i18n::{catalogue, decimal, t, tf};

/// Strategy tables longer than this start folded.
const FOLD_ROWS: usize = 40;

/// The solution: payoffs, certificate, strategies, beliefs and (Lemke) the path.
pub(crate) fn solution_view(players: &[String], s: &Solution) -> Html {
    let what = match s.method {
        Exact::SequenceForm => tf(
            "imperfect-simplex-iterations",
            Args::new().count("n", s.steps as i64),
        ),
        Exact::Lemke => tf(
            "imperfect-pivots-from",
            Args::new()
                .count("n", s.steps as i64)
                .text("prior", s.prior_in(&catalogue())),
        ),
    };
    html! {
        <div id="solution">
            <p id="solution-value">{ tf("imperfect-payoffs", Args::new().text("player1", name(players, 0)).text("payoff1", readable(&s.payoffs[0])).text("player2", name(players, 1)).text("payoff2", readable(&s.payoffs[1])).text("what", what)) }</p>
            if s.payoffs.iter().any(|q| readable(q) != format_number(q)) {
                <details id="solution-exact">
                    <summary>{ t("imperfect-exact-payoffs") }</summary>
                    <ul>{ for (0..2).map(|p| html! { <li>{ format!("{}: ", name(players, p)) }<code class="exact-fraction">{ format_number(&s.payoffs[p]) }</code></li> }) }</ul>
                </details>
            }
            <p id="solution-certified" class={if s.certified { "spe-yes" } else { "error" }}>{ if s.certified { t("imperfect-certified") } else { t("imperfect-not-certified") } }</p>
            if let Some(n) = s.note_in(&catalogue()) {
                <p class="note" id="solution-family">{ n }</p>
            }
            { strategy_table("solution-strategies", players, &s.rows) }
            <button id="solution-download" onclick={
                // Written when asked: Leduc's 936 sets are not serialised on every render.
                let (players, payoffs, rows) = (players.to_vec(), s.payoffs.clone(), s.rows.clone());
                Callback::from(move |_: MouseEvent| {
                    let text = exact_solution_json(&players, &payoffs, &rows);
                    crate::web::components::download("solution.json", "application/json", &text)
                })
            }>{ t("imperfect-download") }</button>
            { beliefs_view(players, &s.beliefs) }
            if let Some(k) = &s.kuhn { { kuhn_view(players, k) } }
            if !s.path.is_empty() {
                <LemkePath players={players.to_vec()} path={s.path.clone()} />
            }
        </div>
    }
}

/// Kuhn's theorem on the solution: the mixed strategies over plans, the round trip back to
/// behaviour, and the reduced normal form when it is small.
fn kuhn_view(players: &[String], k: &KuhnView) -> Html {
    html! {
        <details class="kuhn" id="solution-kuhn">
            <summary>{ tf("imperfect-kuhn-summary", Args::new().count("plans1", k.plans[0] as i64).count("plans2", k.plans[1] as i64)) }</summary>
            <p class="note">{ t("imperfect-kuhn-note") }</p>
            { for (0..2).map(|p| html! {
                <p id={format!("kuhn-mixed-{p}")}>{ tf("imperfect-kuhn-mixes", Args::new().text("player", name(players, p)).text("mix", k.mixed[p].iter().map(|(plan, q)| format!("{plan} {q}")).collect::<Vec<_>>().join(", "))) }</p>
            }) }
            <p id="kuhn-round-trip" class={if k.round_trip { "spe-yes" } else { "error" }}>{ if k.round_trip { t("imperfect-kuhn-round-trip") } else { t("imperfect-kuhn-round-trip-differs") } }</p>
            if let Some((rows, cols, cells)) = &k.table {
                <table class="normal-form" id="kuhn-normal-form">
                    <thead><tr><th>{ format!("{} \\ {}", name(players, 0), name(players, 1)) }</th>{ for cols.iter().map(|c| html! { <th>{ c }</th> }) }</tr></thead>
                    <tbody>{ for rows.iter().zip(cells).map(|(r, row)| html! {
                        <tr><th>{ r }</th>{ for row.iter().map(|c| html! { <td>{ c }</td> }) }</tr>
                    }) }</tbody>
                </table>
            }
        </details>
    }
}

/// The beliefs at the reached information sets with more than one node.
fn beliefs_view(players: &[String], rows: &[BeliefRow]) -> Html {
    if rows.is_empty() {
        return html! {};
    }
    let table = html! {
        <table id="solution-beliefs" class="behaviour-table">
            <thead><tr><th>{ t("imperfect-col-player") }</th><th>{ t("imperfect-col-set") }</th><th>{ t("imperfect-col-belief") }</th></tr></thead>
            <tbody>{ for rows.iter().map(|r| html! {
                <tr>
                    <td>{ name(players, r.player) }</td>
                    <td>{ &r.set }</td>
                    <td>{ r.nodes.iter().map(|(n, p)| format!("{n}: {}", readable_text(p))).collect::<Vec<_>>().join("; ") }</td>
                </tr>
            }) }</tbody>
        </table>
    };
    html! {
        <details class="beliefs" open={rows.len() <= FOLD_ROWS}>
            <summary>{ tf("imperfect-beliefs-summary", Args::new().count("n", rows.len() as i64)) }</summary>
            <p class="note">{ t("imperfect-beliefs-note") }</p>
            { table }
        </details>
    }
}

/// The average strategy at the first information sets as bars, while CFR runs (`total`: the
/// game's number of sets).
pub(super) fn bars_view(players: &[String], bars: &Bars, total: usize) -> Html {
    html! {
        <div id="cfr-bars" class="cfr-bars" aria-live="off">
            <h3>{ if total > bars.len() { tf("imperfect-bars-title-first", Args::new().count("shown", bars.len() as i64).count("total", total as i64)) } else { t("imperfect-bars-title") } }</h3>
            { for bars.iter().map(|(p, set, actions)| html! {
                <div class="bar-row">
                    <span class="bar-label">{ format!("{} · {set}", name(players, *p)) }</span>
                    <span class="bar">{ for actions.iter().enumerate().map(|(i, (a, x))| html! {
                        <span class={classes!("bar-part", format!("c{}", i % 4))} style={format!("width:{:.1}%", 100.0 * x)} title={format!("{a} {}", decimal(&format!("{x:.3}")))}>{ if *x >= 0.15 { a.clone() } else { String::new() } }</span>
                    }) }</span>
                </div>
            }) }
        </div>
    }
}

/// The finished CFR run's average strategy beside the LP's equilibrium.
pub(super) fn compared_view(value: f64, c: &Compared) -> Html {
    html! {
        <div id="cfr-compare">
            <p id="cfr-compare-summary">{ tf("imperfect-compared", Args::new().text("exact", readable_text(&c.value)).text("value", decimal(&format!("{value:.6}"))).text("largest", decimal(&format!("{:.3}", c.largest))).text("at", c.at_in(&catalogue()))) }</p>
            <p class="note">{ t("imperfect-compared-note") }</p>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct PathProps {
    players: Vec<String>,
    path: Vec<PathStep>,
}

/// Lemke's path, stepped pivot by pivot: what entered and left the basis, how far along the
/// path from the prior (z₀ from 1 to 0), and the strategies at that point.
#[function_component(LemkePath)]
fn lemke_path(props: &PathProps) -> Html {
    let PathProps { players, path } = props;
    let at = use_state(|| path.len() - 1);
    let k = (*at).min(path.len() - 1);
    let go = |to: usize| {
        let at = at.clone();
        Callback::from(move |_: MouseEvent| at.set(to))
    };
    let step = &path[k];
    html! {
        <div class="lemke-path" id="lemke-path">
            <h3>{ t("imperfect-lemke-title") }</h3>
            <p class="note">{ t("imperfect-lemke-note") }</p>
            <div class="controls">
                <button id="lemke-first" onclick={go(0)} disabled={k == 0}>{ t("imperfect-lemke-start") }</button>
                <button id="lemke-prev" onclick={go(k.saturating_sub(1))} disabled={k == 0}>{ t("imperfect-lemke-prev") }</button>
                <button id="lemke-next" onclick={go(k + 1)} disabled={k + 1 >= path.len()}>{ t("imperfect-lemke-next") }</button>
                <button id="lemke-last" onclick={go(path.len() - 1)} disabled={k + 1 >= path.len()}>{ t("imperfect-lemke-end") }</button>
            </div>
            <p id="lemke-step" aria-live="polite">{ tf("imperfect-lemke-step", Args::new().count("k", k as i64 + 1).count("n", path.len() as i64).text("entered", step.entered.clone()).text("left", step.left.clone()).text("z0", step.z0.clone())) }</p>
            <progress id="lemke-travelled" max="1" value={format!("{:.4}", step.travelled)} aria-label={t("imperfect-lemke-travelled")}></progress>
            if !step.rows.is_empty() {
                { strategy_table("lemke-strategies", players, &step.rows) }
            }
        </div>
    }
}

/// Both players' strategies, set by set; a long table starts folded.
pub(super) fn strategy_table(id: &str, players: &[String], rows: &[StrategyRow]) -> Html {
    let table = html! {
        <div>
            <table id={id.to_string()} class="behaviour-table">
                <thead><tr><th>{ t("imperfect-col-player") }</th><th>{ t("imperfect-col-set") }</th><th>{ t("imperfect-col-behaviour") }</th></tr></thead>
                <tbody>{ for rows.iter().map(|r| html! {
                    <tr>
                        <td>{ name(players, r.player) }</td>
                        <td>{ &r.set }</td>
                        <td>{ r.actions.iter().map(|(a, p)| format!("{a} {}", readable_text(p))).collect::<Vec<_>>().join(", ") }</td>
                    </tr>
                }) }</tbody>
            </table>
        </div>
    };
    if rows.len() > FOLD_ROWS {
        html! {
            <details>
                <summary>{ tf("imperfect-all-strategies", Args::new().count("n", rows.len() as i64)) }</summary>
                { table }
            </details>
        }
    } else {
        table
    }
}

/// A player's name (their number while the game is being read).
pub(super) fn name(players: &[String], p: usize) -> String {
    players
        .get(p)
        .cloned()
        .unwrap_or_else(|| tf("imperfect-player", Args::new().count("n", p as i64 + 1)))
}
