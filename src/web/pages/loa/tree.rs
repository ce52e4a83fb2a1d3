//! The top of the alpha-beta tree of the position shown: the core's traced search, a few plies
//! deep, run on the main thread (small enough) and drawn as the shared outline.

use std::rc::Rc;

use yew::prelude::*;

use crate::games::loa::board::Move;
use crate::games::loa::lab::{
    minimax_nodes, plies_text_in, trace_top, tree_summary_in, DEFAULT_TREE_DEPTH, MAX_TREE_DEPTH,
};
use crate::games::loa::Loa;
use crate::search::alphabeta::MoveOrder;
use crate::web::components::outline::{TraceModel, TraceView};
use crate::web::i18n::{catalogue, t};

#[derive(Properties, PartialEq)]
pub(super) struct TreeProps {
    pub(super) game: Option<Loa>,
}

/// The top of the alpha-beta tree of the position shown, as an outline.
#[function_component(TreePanel)]
pub(super) fn tree_panel(props: &TreeProps) -> Html {
    let depth = use_state(|| DEFAULT_TREE_DEPTH);
    let words = catalogue();
    let ordered = use_state(|| true);
    let order = if *ordered {
        MoveOrder::Heuristic
    } else {
        MoveOrder::AsGenerated
    };
    let traced = use_memo(
        (props.game.clone(), *depth, order),
        |(game, depth, order)| {
            game.as_ref().map(|g| {
                let (result, trace) = trace_top(g, *depth, *order);
                let model = Rc::new(TraceModel::new(
                    &trace,
                    None,
                    |_, m: Move| m.to_string(),
                    |b, _| *b,
                ));
                (result, model, g.board().to_move())
            })
        },
    );
    let all = use_memo((props.game.clone(), *depth), |(game, depth)| {
        game.as_ref().map(|g| minimax_nodes(g, *depth))
    });
    let choose = {
        let depth = depth.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Ok(d) = value.parse() {
                depth.set(d);
            }
        })
    };
    let toggle = {
        let ordered = ordered.clone();
        Callback::from(move |_: Event| ordered.set(!*ordered))
    };
    let body = match (&*traced, *all) {
        (Some((result, model, to_move)), Some(all)) => {
            html! {
                <>
                    <p id="loa-tree-summary">{ tree_summary_in(result, *to_move, all, &words) }</p>
                    <TraceView model={model.clone()} id="loa-tree" />
                </>
            }
        }
        _ => {
            html! { <p class="note" id="loa-tree-none">{ t("loa-not-playable") }</p> }
        }
    };
    html! {
        <section class="loa-tree" id="loa-tree" aria-labelledby="loa-tree-title">
            <h2 id="loa-tree-title">{ t("loa-tree-title") }</h2>
            <p class="explain">{ t("loa-tree-explain") }</p>
            <div class="controls">
                <label>{ format!("{} ", t("loa-depth")) }
                    <select id="loa-tree-depth" onchange={choose}>
                        { for (1..=MAX_TREE_DEPTH).map(|d| html! {
                            <option value={d.to_string()} selected={d == *depth}>{ plies_text_in(d, &words) }</option>
                        }) }
                    </select>
                </label>
                <label class="check"><input type="checkbox" id="loa-tree-order" checked={*ordered} onchange={toggle} />{ format!(" {}", t("loa-tree-order")) }</label>
            </div>
            { body }
        </section>
    }
}
