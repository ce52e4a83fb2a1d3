//! An exact solution as the page shows it: the payoffs and their certificate, both players'
//! behaviour strategies, the beliefs that go with them at the information sets they reach
//! (Bayes' rule), and — for Lemke's algorithm — its path from the prior, pivot by pivot, with
//! the strategies the players hold at each step.

use yew::prelude::*;

use crate::exact::{format_number, readable};
use crate::games::imperfect::jobs::{Bars, Compared, Exact, PathStep, Solution};
use crate::games::imperfect::lab::{exact_solution_json, BeliefRow, KuhnView, StrategyRow};
use crate::text::readable_text;

/// Strategy tables longer than this start folded.
const FOLD_ROWS: usize = 40;

/// The solution: payoffs, certificate, strategies, beliefs and (Lemke) the path.
pub(crate) fn solution_view(players: &[String], s: &Solution) -> Html {
    let what = match s.method {
        Exact::SequenceForm => format!("{} simplex iterations", s.steps),
        Exact::Lemke => format!("{} pivots from {}", s.steps, s.prior),
    };
    html! {
        <div id="solution">
            <p id="solution-value">{ format!("Payoffs: {} {}, {} {} ({what}).", name(players, 0), readable(&s.payoffs[0]), name(players, 1), readable(&s.payoffs[1])) }</p>
            if s.payoffs.iter().any(|q| readable(q) != format_number(q)) {
                <details id="solution-exact">
                    <summary>{ "The exact payoffs" }</summary>
                    <ul>{ for (0..2).map(|p| html! { <li>{ format!("{}: ", name(players, p)) }<code class="exact-fraction">{ format_number(&s.payoffs[p]) }</code></li> }) }</ul>
                </details>
            }
            <p id="solution-certified" class={if s.certified { "spe-yes" } else { "error" }}>{ if s.certified { "Certified: no player gains by deviating (exact best responses; exploitability 0)." } else { "Not certified: the exact best responses found a gain." } }</p>
            if let Some(n) = &s.note {
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
            }>{ "Download the exact solution (JSON)" }</button>
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
            <summary>{ format!("Kuhn's theorem: the same equilibrium as mixed strategies over plans ({} × {} plans in the reduced normal form)", k.plans[0], k.plans[1]) }</summary>
            <p class="note">{ "A plan names an action at each of the player's information sets it can reach (* where an earlier action of its own rules the set out). A behaviour strategy induces a mixed strategy over plans — each plan's probability is the product of its actions' probabilities — and, with perfect recall, the mixed strategy induces the behaviour strategy back: the two are realization-equivalent." }</p>
            { for (0..2).map(|p| html! {
                <p id={format!("kuhn-mixed-{p}")}>{ format!("{} mixes: {}.", name(players, p), k.mixed[p].iter().map(|(plan, q)| format!("{plan} {q}")).collect::<Vec<_>>().join(", ")) }</p>
            }) }
            <p id="kuhn-round-trip" class={if k.round_trip { "spe-yes" } else { "error" }}>{ if k.round_trip { "Back from the mixed strategies to behaviour: the same strategies at every set the players' plans reach." } else { "The round trip differs: the game lacks perfect recall." } }</p>
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
            <thead><tr><th>{ "player" }</th><th>{ "information set" }</th><th>{ "belief: where the player is, given the set is reached" }</th></tr></thead>
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
            <summary>{ format!("Beliefs by Bayes' rule at the {} information sets the equilibrium reaches", rows.len()) }</summary>
            <p class="note">{ "Each node's probability of being reached (chance's moves and both players' strategies), divided by the set's: what the player to move believes about the moves they did not see. Sets the equilibrium never reaches have no belief forced on them." }</p>
            { table }
        </details>
    }
}

/// The average strategy at the first information sets as bars, while CFR runs (`total`: the
/// game's number of sets).
pub(super) fn bars_view(players: &[String], bars: &Bars, total: usize) -> Html {
    html! {
        <div id="cfr-bars" class="cfr-bars" aria-live="off">
            <h3>{ if total > bars.len() { format!("The average strategy as it learns (the first {} of {total} information sets)", bars.len()) } else { "The average strategy as it learns".to_string() } }</h3>
            { for bars.iter().map(|(p, set, actions)| html! {
                <div class="bar-row">
                    <span class="bar-label">{ format!("{} · {set}", name(players, *p)) }</span>
                    <span class="bar">{ for actions.iter().enumerate().map(|(i, (a, x))| html! {
                        <span class={classes!("bar-part", format!("c{}", i % 4))} style={format!("width:{:.1}%", 100.0 * x)} title={format!("{a} {x:.3}")}>{ if *x >= 0.15 { a.clone() } else { String::new() } }</span>
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
            <p id="cfr-compare-summary">{ format!("Beside the LP's exact equilibrium (value {}, its strategies in the table of the exact solution): the average's value {value:.6}; the largest difference in a probability {:.3} ({}).", readable_text(&c.value), c.largest, c.at) }</p>
            <p class="note">{ "A game may have many equilibria (in Kuhn poker player 1 has a whole family), so CFR's average can differ from the LP's strategy where both are optimal; its exploitability, not this difference, is what goes to 0." }</p>
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
            <h3>{ "Lemke's path from the prior" }</h3>
            <p class="note">{ "The covering variable z₀ starts at 1, where each player best responds to the prior; every pivot brings one variable into the basis and drives its complement out, and the path ends when z₀ leaves: an equilibrium (von Stengel, van den Elzen and Talman 2002). A prior closer to one equilibrium tends to lead to it." }</p>
            <div class="controls">
                <button id="lemke-first" onclick={go(0)} disabled={k == 0}>{ "« Start" }</button>
                <button id="lemke-prev" onclick={go(k.saturating_sub(1))} disabled={k == 0}>{ "◀ Pivot" }</button>
                <button id="lemke-next" onclick={go(k + 1)} disabled={k + 1 >= path.len()}>{ "Pivot ▶" }</button>
                <button id="lemke-last" onclick={go(path.len() - 1)} disabled={k + 1 >= path.len()}>{ "End »" }</button>
            </div>
            <p id="lemke-step" aria-live="polite">{ format!("Pivot {} of {}: {} entered, {} left; z₀ = {}.", k + 1, path.len(), step.entered, step.left, step.z0) }</p>
            <progress id="lemke-travelled" max="1" value={format!("{:.4}", step.travelled)} aria-label="how far along the path"></progress>
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
                <thead><tr><th>{ "player" }</th><th>{ "information set" }</th><th>{ "behaviour strategy" }</th></tr></thead>
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
                <summary>{ format!("The strategies at all {} information sets", rows.len()) }</summary>
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
        .unwrap_or_else(|| format!("Player {}", p + 1))
}
