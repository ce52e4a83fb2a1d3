//! Security levels (maxmin and minmax with their strategies) and, for a constant-sum game, its
//! value by linear programming.

use yew::prelude::*;

use crate::game::Player;
use crate::games::matrix::analysis::Analysis;
use crate::i18n::Args;
use crate::web::i18n::{decimal, num, t, tf};

use super::list;

fn rounded(v: &[f64]) -> String {
    format!(
        "({})",
        list(
            v.iter()
                .map(|x| decimal(&crate::plot::fmt_number((x * 1e4).round() / 1e4 + 0.0)))
                .collect()
        )
    )
}

/// The security levels and a constant-sum game's value, as the worker computed them.
pub(super) fn security_view(analysis: &Analysis) -> Html {
    let row = |p: Player| {
        let who = if p.0 == 0 {
            t("games-row-player")
        } else {
            t("games-column-player")
        };
        match &analysis.security[p.0 as usize] {
            Ok(s) => html! {
                <tr id={format!("security-{}", p.0)}>
                    <td>{ who }</td>
                    <td>{ num(s.maxmin, 4) }</td>
                    <td>{ rounded(&s.maxmin_strategy) }</td>
                    <td>{ num(s.minmax, 4) }</td>
                    <td>{ rounded(&s.minmax_strategy) }</td>
                </tr>
            },
            Err(e) => {
                html! { <tr><td>{ who }</td><td colspan="4" class="error">{ tf("games-lp-failed", Args::new().text("error", e.to_string())) }</td></tr> }
            }
        }
    };
    let value = match &analysis.zero_sum {
        Some(v) => match v {
            Ok(v) => {
                let agree = (v.maxmin - v.minmax).abs() <= 1e-9;
                let args = Args::new()
                    .text("value", num(v.value, 6))
                    .text("maxmin", num(v.maxmin, 6))
                    .text("minmax", num(v.minmax, 6));
                html! { <p id="zero-sum-value">{ if agree { tf("games-value-agree", args) } else { tf("games-value-disagree", args) } }</p> }
            }
            Err(e) => {
                html! { <p class="error" id="zero-sum-value">{ tf("games-value-lp-failed", Args::new().text("error", e.to_string())) }</p> }
            }
        },
        _ => html! {},
    };
    html! {
        <section class="security">
            <h3>{ t("games-security-title") }</h3>
            <table id="security">
                <thead><tr><th></th><th>{ t("games-security-maxmin") }</th><th>{ t("games-security-maxmin-strategy") }</th><th>{ t("games-security-minmax") }</th><th>{ t("games-security-punishing") }</th></tr></thead>
                <tbody>{ row(Player(0)) }{ row(Player(1)) }</tbody>
            </table>
            { value }
        </section>
    }
}
