//! The n-player editor's "Dominance and security" section: iterated elimination of dominated
//! strategies (strict, weak or very weak; by pure strategies or mixtures too) and every
//! player's security levels. Both are computed in the worker and arrive as the JSON that
//! `gamelab dominance` and `gamelab security` print
//! ([`crate::games::matrix::n_analysis::analysis_answer`]); this file only lays it out.

use serde_json::Value;
use yew::prelude::*;

use super::results::{answer, nfg_of, strs, ResultProps};
use crate::equilibrium::Strength;
use crate::games::matrix::jobs::Request;
use crate::i18n::Args;
use crate::web::components::maybe_stale;
use crate::web::i18n::{t, tf};
use crate::web::job::{use_job, JobSpec, JobState};

/// A dominator as words: a strategy's name, or a mixture such as `1/2 A + 1/2 B`.
fn dominator(by: &Value) -> String {
    if let Some(p) = by["pure"].as_str() {
        return p.to_string();
    }
    by["mixed"]
        .as_array()
        .map(|m| {
            m.iter()
                .map(|w| {
                    format!(
                        "{} {}",
                        w["weight"].as_str().unwrap_or(""),
                        w["strategy"].as_str().unwrap_or("")
                    )
                })
                .collect::<Vec<_>>()
                .join(" + ")
        })
        .unwrap_or_default()
}

fn elimination_view(d: &Value) -> Html {
    if let Some(e) = d["error"].as_str() {
        return html! { <p class="error" id="n-elimination-error">{ e.to_string() }</p> };
    }
    let steps = d["steps"].as_array().cloned().unwrap_or_default();
    let players = strs(&d["player_names"]);
    let remaining = d["remaining"].as_array().cloned().unwrap_or_default();
    html! {
        <div id="n-elimination">
            if steps.is_empty() {
                <p>{ t("games-n-nothing-dominated") }</p>
            } else {
                <ol id="n-elimination-steps">{ for steps.iter().map(|s| html! {
                    <li>{ tf("games-n-elim-step", Args::new()
                        .text("player", s["player"].as_str().unwrap_or(""))
                        .text("strategy", s["strategy"].as_str().unwrap_or(""))
                        .text("how", Strength::from_key(s["strength"].as_str().unwrap_or("")).map_or(String::new(), |s| s.adverb_in(&crate::web::i18n::catalogue())))
                        .text("by", dominator(&s["dominated_by"]))) }</li>
                }) }</ol>
            }
            <p id="n-elimination-left">{ {
                let left = players.iter().zip(&remaining).map(|(p, r)| format!("{p}: {}", strs(r).join(", "))).collect::<Vec<_>>().join("; ");
                if d["solved"].as_bool() == Some(true) {
                    tf("games-n-survives-solved", Args::new().text("left", left))
                } else {
                    tf("games-n-survives", Args::new().text("left", left))
                }
            } }</p>
        </div>
    }
}

fn security_view(s: &Value) -> Html {
    if let Some(e) = s["error"].as_str() {
        return html! { <p class="error" id="n-security-error">{ e.to_string() }</p> };
    }
    let names: Vec<Vec<String>> = s["strategy_names"]
        .as_array()
        .map(|a| a.iter().map(strs).collect())
        .unwrap_or_default();
    let levels = s["security"].as_array().cloned().unwrap_or_default();
    html! {
        <table class="results" id="n-security">
            <caption>{ t("games-n-security-caption") }</caption>
            <thead><tr>
                <th scope="col">{ t("games-n-col-player") }</th>
                <th scope="col">{ t("games-n-col-maxmin") }</th>
                <th scope="col">{ t("games-n-col-maxmin-strategy") }</th>
                <th scope="col">{ t("games-n-col-minmax-correlated") }</th>
                <th scope="col">{ t("games-n-col-minmax-pure") }</th>
            </tr></thead>
            <tbody>{ for levels.iter().map(|l| {
                let p = l["player_index"].as_u64().unwrap_or(0) as usize;
                let mix = strs(&l["maxmin_strategy"]).iter().zip(names.get(p).into_iter().flatten())
                    .filter(|(w, _)| w.as_str() != "0")
                    .map(|(w, n)| if w == "1" { n.clone() } else { format!("{w} {n}") })
                    .collect::<Vec<_>>().join(" + ");
                html! {
                    <tr>
                        <th scope="row">{ l["player"].as_str().unwrap_or("").to_string() }</th>
                        <td>{ l["maxmin"].as_str().unwrap_or("").to_string() }</td>
                        <td>{ mix }</td>
                        <td>{ l["minmax_correlated"].as_str().unwrap_or("").to_string() }</td>
                        <td>{ l["minmax_pure"].as_str().unwrap_or("").to_string() }</td>
                    </tr>
                }
            }) }</tbody>
        </table>
    }
}

/// Iterated dominance and security levels of a game of three or more players, from the worker.
#[function_component(NAnalysisView)]
pub(super) fn n_analysis_view(props: &ResultProps) -> Html {
    let strength = use_state(|| Strength::Strict);
    let mixed = use_state(|| true);
    let job = use_job();
    let spec = use_memo(
        (props.game.clone(), props.title.clone(), *strength, *mixed),
        |(g, t, s, m)| {
            JobSpec::NormalForm(Request::AnalyseN {
                nfg: nfg_of(t, g),
                strength: *s,
                mixed: *m,
            })
        },
    );
    {
        let job = job.clone();
        use_effect_with((*spec).clone(), move |spec| job.start(spec.clone()));
    }
    let on_strength = {
        let strength = strength.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            strength.set(Strength::from_key(&v).unwrap_or(Strength::Strict));
        })
    };
    let on_mixed = {
        let mixed = mixed.clone();
        Callback::from(move |_: Event| mixed.set(!*mixed))
    };
    let body = match answer(&job, &spec) {
        Some(Ok((v, stale))) => maybe_stale(
            props.stale || stale,
            "n-analysis-result",
            html! {
                <>
                    { elimination_view(&v["dominance"]) }
                    { security_view(&v["security"]) }
                </>
            },
        ),
        Some(Err(m)) => html! { <p class="error" id="n-analysis-error">{ m }</p> },
        None => html! {},
    };
    let failed = match &*job.state {
        JobState::Failed(m) => html! { <p class="error" id="n-analysis-error">{ m.clone() }</p> },
        _ => html! {},
    };
    html! {
        <section class="analysis" id="n-analysis-section">
            <h3>{ t("games-n-analysis-title") }</h3>
            <p class="hint">{ t("games-n-analysis-hint") }</p>
            <div class="controls">
                <label>{ format!("{} ", t("games-n-remove-strategies")) }
                    <select id="n-dominance-kind" onchange={on_strength}>
                        { for Strength::ALL.iter().map(|s| html! { <option value={s.key()} selected={*s == *strength}>{ tf("games-n-dominated", Args::new().text("how", s.adverb_in(&crate::web::i18n::catalogue()))) }</option> }) }
                    </select>
                </label>
                <label><input type="checkbox" id="n-dominance-mixed" checked={*mixed} onchange={on_mixed} />{ format!(" {}", t("games-n-mixtures")) }</label>
            </div>
            { failed }
            { body }
        </section>
    }
}
