//! Security levels (maxmin and minmax with their strategies) and, for a constant-sum game, its
//! value by linear programming.

use yew::prelude::*;

use crate::game::Player;
use crate::games::matrix::analysis::Analysis;

fn rounded(v: &[f64]) -> String {
    format!(
        "({})",
        v.iter()
            .map(|x| crate::plot::fmt_number((x * 1e4).round() / 1e4 + 0.0))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// The security levels and a constant-sum game's value, as the worker computed them.
pub(super) fn security_view(analysis: &Analysis) -> Html {
    let row = |p: Player| {
        let who = if p.0 == 0 {
            "Row player"
        } else {
            "Column player"
        };
        match &analysis.security[p.0 as usize] {
            Ok(s) => html! {
                <tr id={format!("security-{}", p.0)}>
                    <td>{ who }</td>
                    <td>{ format!("{:.4}", s.maxmin) }</td>
                    <td>{ rounded(&s.maxmin_strategy) }</td>
                    <td>{ format!("{:.4}", s.minmax) }</td>
                    <td>{ rounded(&s.minmax_strategy) }</td>
                </tr>
            },
            Err(e) => {
                html! { <tr><td>{ who }</td><td colspan="4" class="error">{ format!("LP failed: {e}") }</td></tr> }
            }
        }
    };
    let value = match &analysis.zero_sum {
        Some(v) => match v {
            Ok(v) => {
                let agree = (v.maxmin - v.minmax).abs() <= 1e-9;
                html! { <p id="zero-sum-value">{ format!("Value by LP: {:.6}; the row player's maxmin {:.6} {} minmax {:.6}{}", v.value, v.maxmin, if agree { "=" } else { "≠" }, v.minmax, if agree { " ✓ (the minimax theorem)." } else { " — the LPs disagree; please report this game." }) }</p> }
            }
            Err(e) => {
                html! { <p class="error" id="zero-sum-value">{ format!("value LP failed: {e}") }</p> }
            }
        },
        _ => html! {},
    };
    html! {
        <section class="security">
            <h3>{ "Security levels" }</h3>
            <table id="security">
                <thead><tr><th></th><th>{ "maxmin (guaranteed)" }</th><th>{ "maxmin strategy" }</th><th>{ "minmax (held to)" }</th><th>{ "opponent's punishing strategy" }</th></tr></thead>
                <tbody>{ row(Player(0)) }{ row(Player(1)) }</tbody>
            </table>
            { value }
        </section>
    }
}
