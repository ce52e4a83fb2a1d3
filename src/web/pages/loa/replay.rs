//! The Replay tab: one of the sixteen published games ply by ply (buttons, slider, keys, the move
//! list to jump to), and "Play on" from the position shown.

use yew::prelude::*;

use super::{act, LabProps};
use crate::games::loa::board::Color;
use crate::games::loa::lab::{move_rows, Key, Lab};
use crate::games::loa::records::RECORDS;

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
    let step = |id: &str, label: &str, title: &str, disabled: bool, key: Key| {
        html! {
            <button id={id.to_string()} {disabled} aria-label={title.to_string()} title={title.to_string()}
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
            <label>{ "Record " }
                <select id="loa-record-select" onchange={choose}>
                    { for RECORDS.iter().enumerate().map(|(i, rec)| html! {
                        <option value={i.to_string()} selected={i == r.index()}>{ rec.title }</option>
                    }) }
                </select>
            </label>
            <div class="controls loa-steps">
                { step("loa-replay-first", "« First", "First: the start position", r.ply() == 0, Key::First) }
                { step("loa-replay-prev", "‹ Back", "Back one ply", r.ply() == 0, Key::Left) }
                { step("loa-replay-next", "Forward ›", "Forward one ply", r.at_end(), Key::Right) }
                { step("loa-replay-last", "Last »", "Last: the end of the record", r.at_end(), Key::Last) }
                <span id="loa-replay-ply">{ format!("ply {} of {}", r.ply(), r.plies()) }</span>
            </div>
            <input type="range" id="loa-replay-slider" min="0" max={r.plies().to_string()} value={r.ply().to_string()}
                aria-label="ply" oninput={slide} />
            if r.at_end() {
                <p class="loa-result" id="loa-replay-result">{ format!("Result: {}", r.result_sentence()) }</p>
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
                <button id="loa-replay-play" onclick={act(lab, go, Lab::play_from_replay)}>{ "Play on from this position" }</button>
            </div>
            <p class="note">{ "Sixteen published games: the games of appendices E and F of M. H. M. Winands' thesis (2000) and the shortest known game. “Play on” starts a game on the Play tab from the position shown, with the record's moves so far." }</p>
        </div>
    }
}
