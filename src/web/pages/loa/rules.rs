//! The rules of the game on the board: each of the four options (a player without a move, a
//! move connecting both sides, the repetition draw, the ply cap), the two named rule sets
//! (the default and the seed's), and the rules in words. A change replays the game's moves
//! under the new rules ([`Lab::with_rules`]) and goes into the address like every other
//! action; a count that is not one is named beside its field and changes nothing.

use yew::prelude::*;

use super::LabProps;
use crate::games::loa::rules::{parse_count_in, write_count, MIN_REPETITION};
use crate::games::loa::{DoubleConnection, NoMoves, Rules};
use crate::i18n::Args;
use crate::web::i18n::{catalogue, t, tf};

/// A count field (the repetition draw or the ply cap): its value as typed and why it is not one.
#[derive(Properties, PartialEq)]
struct CountProps {
    id: &'static str,
    label: String,
    value: Option<u32>,
    min: u32,
    on_set: Callback<Option<u32>>,
}

#[function_component(CountField)]
fn count_field(props: &CountProps) -> Html {
    let error = use_state(|| None::<String>);
    let onchange = {
        let (error, on_set, min) = (error.clone(), props.on_set.clone(), props.min);
        Callback::from(move |e: Event| {
            let text = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            match parse_count_in(&text, min, &catalogue()) {
                Ok(n) => {
                    error.set(None);
                    on_set.emit(n);
                }
                Err(reason) => error.set(Some(reason)),
            }
        })
    };
    let error_id = format!("{}-error", props.id);
    html! {
        <>
            <label>{ props.label.clone() }
                <input type="text" id={props.id} class="loa-count" inputmode="numeric" spellcheck="false" autocomplete="off"
                    value={write_count(props.value)} {onchange}
                    aria-invalid={error.is_some().to_string()} aria-describedby={error_id.clone()} />
            </label>
            <span class="error field-error" id={error_id} role="alert">{ (*error).clone().unwrap_or_default() }</span>
        </>
    }
}

/// The rules panel.
#[function_component(RulesPanel)]
pub(super) fn rules_panel(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    let rules = lab.rules();
    let words = catalogue();
    let set = |f: fn(&mut Rules, &str)| {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            let mut rules = lab.rules();
            f(&mut rules, &value);
            go.emit(lab.with_rules(rules));
        })
    };
    let count = |f: fn(&mut Rules, Option<u32>)| {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |n: Option<u32>| {
            let mut rules = lab.rules();
            f(&mut rules, n);
            go.emit(lab.with_rules(rules));
        })
    };
    let preset = |r: fn() -> Rules| {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |_: MouseEvent| go.emit(lab.with_rules(r())))
    };
    html! {
        <details class="loa-rules" id="loa-rules" open={rules != Rules::default()}>
            <summary>{ t("loa-rules") }</summary>
            <div class="controls">
                <button class="small" id="loa-rules-seed" disabled={rules == Rules::seed()} onclick={preset(Rules::seed)}>{ t("loa-rules-seed") }</button>
                <button class="small" id="loa-rules-default" disabled={rules == Rules::default()} onclick={preset(Rules::default)}>{ t("loa-rules-default") }</button>
            </div>
            <div class="controls">
                <label>{ format!("{} ", t("loa-rule-nomoves")) }
                    <select id="loa-rule-nomoves" onchange={set(|r, v| r.no_moves = NoMoves::from_name(v).unwrap_or(r.no_moves))}>
                        { for NoMoves::ALL.iter().map(|&n| html! { <option value={n.name()} selected={n == rules.no_moves}>{ n.label_in(&words) }</option> }) }
                    </select>
                </label>
                <label>{ format!("{} ", t("loa-rule-both")) }
                    <select id="loa-rule-both" onchange={set(|r, v| r.double_connection = DoubleConnection::from_name(v).unwrap_or(r.double_connection))}>
                        { for DoubleConnection::ALL.iter().map(|&d| html! { <option value={d.name()} selected={d == rules.double_connection}>{ d.label_in(&words) }</option> }) }
                    </select>
                </label>
            </div>
            <div class="controls">
                <CountField id="loa-rule-repetition" label={format!("{} ", t("loa-rule-repetition"))} value={rules.repetition} min={MIN_REPETITION} on_set={count(|r, n| r.repetition = n)} />
                <CountField id="loa-rule-cap" label={format!("{} ", t("loa-rule-cap"))} value={rules.max_plies} min={1} on_set={count(|r, n| r.max_plies = n)} />
            </div>
            <p class="note" id="loa-rules-words">{ tf("loa-rules-in-force", Args::new().text("rules", rules.describe_in(&words))) }</p>
            <p class="note">{ format!("{} ", t("loa-rules-seed-note")) }<code>{ rules.flags() }</code></p>
        </details>
    }
}
