//! The Replay tab: one of the sixteen published games ply by ply (buttons, slider, keys, the move
//! list to jump to), and "Play on" from the position shown.

use yew::prelude::*;

use super::{act, LabProps};
use crate::games::loa::board::Color;
use crate::games::loa::lab::{move_rows, Key, Lab};
use crate::games::loa::records::RECORDS;
use crate::i18n::Args;
use crate::web::i18n::{catalogue, t, tf};

#[function_component(ReplayPanel)]
pub(super) fn replay_panel(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    let r = lab.replayer();
    let choose = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(next) = value.parse().ok().and_then(|i| lab.choose_record(i)) {
                go.emit(next);
            }
        })
    };
    let slide = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: InputEvent| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            if let Ok(ply) = value.parse::<usize>() {
                go.emit(lab.replay(lab.replayer().at(ply)));
            }
        })
    };
    // Step keys anywhere in the panel, except in the controls that use the arrows themselves.
    let onkeydown = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: KeyboardEvent| {
            let own_arrows = e.target_dyn_into::<web_sys::HtmlInputElement>().is_some()
                || e.target_dyn_into::<web_sys::HtmlSelectElement>().is_some();
            let step = matches!(
                Key::from_name(&e.key()),
                Some(Key::Left | Key::Right | Key::First | Key::Last)
            );
            if own_arrows || !step || e.ctrl_key() || e.meta_key() || e.alt_key() {
                return;
            }
            if let Some(key) = Key::from_name(&e.key()) {
                e.prevent_default();
                go.emit(lab.press(key));
            }
        })
    };
    let step = |id: &str, label: String, title: String, disabled: bool, key: Key| {
        html! {
            <button id={id.to_string()} {disabled} aria-label={title.clone()} {title}
                onclick={act(lab, go, move |l| l.press(key))}>{ label }</button>
        }
    };
    let moves = move_rows(Color::Black, r.moves());
    let jump = |ply: usize, text: String| {
        let current = ply == r.ply();
        html! {
            <button class={classes!("small", "loa-ply", current.then_some("current"))} data-ply={ply.to_string()}
                aria-current={current.then_some("step")}
                onclick={act(lab, go, move |l| l.replay(l.replayer().at(ply)))}>{ text }</button>
        }
    };
    html! {
        <div class="loa-replay" id="loa-replay" role="tabpanel" {onkeydown}>
            <label>{ format!("{} ", t("loa-record")) }
                <select id="loa-record-select" onchange={choose}>
                    { for RECORDS.iter().enumerate().map(|(i, rec)| html! {
                        <option value={i.to_string()} selected={i == r.index()}>{ rec.title }</option>
                    }) }
                </select>
            </label>
            <div class="controls loa-steps">
                { step("loa-replay-first", t("loa-replay-first"), t("loa-replay-first-title"), r.ply() == 0, Key::First) }
                { step("loa-replay-prev", t("loa-replay-back"), t("loa-replay-back-title"), r.ply() == 0, Key::Left) }
                { step("loa-replay-next", t("loa-replay-forward"), t("loa-replay-forward-title"), r.at_end(), Key::Right) }
                { step("loa-replay-last", t("loa-replay-last"), t("loa-replay-last-title"), r.at_end(), Key::Last) }
                <span id="loa-replay-ply">{ tf("loa-replay-ply", Args::new().count("ply", r.ply() as i64).count("plies", r.plies() as i64)) }</span>
            </div>
            <input type="range" id="loa-replay-slider" min="0" max={r.plies().to_string()} value={r.ply().to_string()}
                aria-label={t("loa-replay-slider-label")} oninput={slide} />
            if r.at_end() {
                <p class="loa-result" id="loa-replay-result">{ tf("loa-replay-result", Args::new().text("result", r.result_sentence_in(&catalogue()))) }</p>
            }
            <ol class="loa-replay-moves" id="loa-replay-moves">
                { for moves.into_iter().map(|row| html! {
                    <li value={row.number.to_string()}>
                        { for row.black.map(|(p, m)| jump(p, m.to_string())) }
                        { for row.white.map(|(p, m)| jump(p, m.to_string())) }
                    </li>
                }) }
            </ol>
            <div class="controls">
                <button id="loa-replay-play" onclick={act(lab, go, Lab::play_from_replay)}>{ t("loa-play-on") }</button>
            </div>
            <p class="note">{ t("loa-replay-note") }</p>
        </div>
    }
}
