//! The engine's bar under the board while it thinks: progress, Cancel and "Move now", and once
//! cancelled a button to let it think again. A function, not a component: it reads the page's
//! engine handle and the [`SearchSeen`] of its current request.

use yew::prelude::*;

use super::search::Search;
use crate::games::loa::lab::{group, Lab, SearchRequest, SearchSeen};
use crate::i18n::Args;
use crate::web::i18n::{catalogue, t, tf};

/// The engine's progress while it thinks, with Cancel and "Move now"; once cancelled, a button
/// to let it think again.
pub(super) fn engine_bar(
    lab: &Lab,
    go: &Callback<Lab>,
    engine: &Search,
    request: &SearchRequest,
    f: &SearchSeen,
) -> Html {
    let side = lab.game().board().to_move();
    let cancel = {
        let engine = engine.clone();
        Callback::from(move |_: MouseEvent| engine.cancel())
    };
    let resume = {
        let engine = engine.clone();
        Callback::from(move |_: MouseEvent| engine.restart())
    };
    // "Move now": the best move of the last completed iteration.
    let now = f.analysis.clone().map(|a| {
        let (lab, go, engine, request) = (lab.clone(), go.clone(), engine.clone(), request.clone());
        Callback::from(move |_: MouseEvent| {
            engine.cancel();
            if let Some(next) = lab.engine_reply(&request, &a) {
                go.emit(next);
            }
        })
    });
    if let Some(reason) = &f.failed {
        return html! {
            <div class="job loa-engine" id="loa-engine-job">
                <span class="job-status error" id="loa-engine-status">{ tf("loa-engine-failed", Args::new().text("reason", reason.clone())) }</span>
            </div>
        };
    }
    if f.cancelled {
        return html! {
            <div class="job loa-engine" id="loa-engine-job">
                <span class="job-status" id="loa-engine-status">{ tf("loa-engine-cancelled", Args::new().text("nodes", group(f.nodes))) }</span>
                <button id="loa-engine-go" onclick={resume}>{ tf("loa-engine-resume", Args::new().text("side", side.name())) }</button>
            </div>
        };
    }
    let text = f.engine_text_in(side, request.max_nodes, &catalogue());
    html! {
        <div class="job loa-engine" id="loa-engine-job">
            <progress id="loa-engine-progress" max="1" value={f.fraction.to_string()} aria-label={t("loa-engine-progress-label")}></progress>
            <span class="job-status" id="loa-engine-status">{ text }</span>
            <button id="loa-engine-cancel" onclick={cancel}>{ t("loa-cancel") }</button>
            if let Some(now) = now {
                <button id="loa-engine-now" onclick={now} title={t("loa-move-now-title")}>{ t("loa-move-now") }</button>
            }
        </div>
    }
}
