//! The table drawn from the human's view only (hands, face-up cards, discards, what the human
//! knows), and one agent's decision with its reasons.

use yew::prelude::*;

use super::{card_back, card_chip};
use crate::games::love_letter::lab::{Decision, Explanation, TableView};
use crate::games::love_letter::page_text::{decision_head_in, seat_state_in, table_status_in};
use crate::games::love_letter::Card;
use crate::i18n::Args;
use crate::web::i18n::{catalogue, num, t, tf};

#[derive(Properties, PartialEq)]
pub(super) struct TableProps {
    pub(super) view: TableView,
}

/// The table: drawn from the human's view only.
#[function_component(Table)]
pub(super) fn table(props: &TableProps) -> Html {
    let v = &props.view;
    let words = catalogue();
    html! {
        <div class="ll-table" id="ll-table">
            <p class="ll-status">
                { table_status_in(v, &words) }
                if v.set_aside { { format!(" · {} ", t("ll-set-aside")) } { card_back() } }
            </p>
            if !v.face_up.is_empty() {
                <p class="ll-faceup" id="ll-faceup">{ t("ll-face-up") }{ " " }{ for v.face_up.iter().map(|&c| card_chip(c)) }</p>
            }
            <div class="ll-seats">
                { for v.seats.iter().enumerate().map(|(s, seat)| html! {
                    <div class={classes!("ll-seat", (!seat.alive).then_some("out"), seat.to_move.then_some("to-move"))} id={format!("ll-seat-{s}")}>
                        <h3>{ &seat.name }</h3>
                        <p class="ll-tokens" aria-label={tf("ll-tokens-aria", Args::new().count("n", i64::from(seat.tokens)))}>{ tf("ll-tokens", Args::new().text("hearts", "♥".repeat(seat.tokens as usize))) }{ if seat.tokens == 0 { "–" } else { "" } }</p>
                        <p class="ll-state">
                            { seat_state_in(seat, &words) }
                        </p>
                        <div class="ll-hand" id={format!("ll-hand-{s}")}>
                            if s == 0 {
                                { for v.hand.iter().map(|&c| card_chip(c)) }
                            } else if let Some(c) = seat.shown {
                                <span class="ll-shown">{ t("ll-shows") }{ " " }{ card_chip(c) }</span>
                            } else {
                                { for (0..seat.cards).map(|_| card_back()) }
                            }
                        </div>
                        if let Some(k) = &seat.known {
                            <p class="ll-known" id={format!("ll-known-{s}")}>{ tf("ll-you-know", Args::new().text("known", k.to_string())) }</p>
                        }
                        <p class="ll-discards">{ t("ll-discards") }{ " " }{ for seat.discards.iter().map(|&c| card_chip(c)) }</p>
                    </div>
                }) }
            </div>
            <ol class="ll-log" id="ll-log" aria-live="polite">
                { for v.log.iter().map(|l| html! { <li>{ l }</li> }) }
            </ol>
        </div>
    }
}

/// Greedy's P(c) and F as a table (also the probabilistic agent's, which draws from them).
fn greedy_table(memory: bool, probabilities: &[(Card, String)], scores: &[(Card, String)]) -> Html {
    let words = catalogue();
    html! {
        <table class="ll-greedy">
            <thead><tr><th>{ t("ll-col-card") }</th>{ for probabilities.iter().map(|(c, _)| html! { <th>{ c.name_in(&words) }</th> }) }</tr></thead>
            <tbody>
                <tr><th>{ if memory { t("ll-p-target") } else { "P(c)".to_string() } }</th>{ for probabilities.iter().map(|(_, p)| html! { <td class="num">{ p }</td> }) }</tr>
                <tr><th>{ t("ll-f-in-hand") }</th>{ for probabilities.iter().map(|(c, _)| html! { <td class="num">{ scores.iter().find(|(k, _)| k == c).map(|(_, f)| f.clone()).unwrap_or_default() }</td> }) }</tr>
            </tbody>
        </table>
    }
}

/// One decision's reasons as a small table.
pub(super) fn decision_view(d: &Decision, who: &str) -> Html {
    let words = catalogue();
    let head = decision_head_in(d, who, &words);
    match &d.explanation {
        Explanation::Random { choices } => html! {
            <div class="ll-decision"><p><b>{ head }</b></p><p>{ tf("ll-random-choice", Args::new().count("n", *choices as i64)) }</p></div>
        },
        Explanation::Greedy {
            memory,
            probabilities,
            scores,
        } => html! {
            <div class="ll-decision">
                <p><b>{ head }</b></p>
                { greedy_table(*memory, probabilities, scores) }
            </div>
        },
        Explanation::Probabilistic {
            probabilities,
            scores,
        } => html! {
            <div class="ll-decision">
                <p><b>{ head }</b></p>
                { greedy_table(false, probabilities, scores) }
                <p class="hint">{ t("ll-probabilistic-hint") }</p>
            </div>
        },
        Explanation::Ismcts { iterations, visits } => html! {
            <div class="ll-decision">
                <p><b>{ head }</b></p>
                <table class="ll-visits">
                    <thead><tr><th>{ t("ll-col-play") }</th><th>{ t("ll-col-visits") }</th><th>{ t("ll-col-mean-reward") }</th></tr></thead>
                    <tbody>{ for visits.iter().map(|(p, n, r)| html! { <tr><td>{ p.text_in(&words) }</td><td class="num">{ n }</td><td class="num">{ num(*r, 3) }</td></tr> }) }</tbody>
                </table>
                <p class="hint">{ tf("ll-ismcts-hint", Args::new().count("n", *iterations as i64)) }</p>
            </div>
        },
    }
}
