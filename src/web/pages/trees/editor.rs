//! The panel that edits the selected node: its mover, label, actions or outcomes with their
//! probabilities, payoffs, its information set (mark a node, join another to its set, split,
//! name the set), and the buttons that add, delete and move nodes.

use super::Apply;
use yew::prelude::*;

use crate::games::extensive::edit::{EditError, Path, Sketch};
use crate::games::extensive::lab::{decision_player, probabilities};
use crate::games::extensive::words::{path_in, where_in};
use crate::i18n::Args;
use crate::models::extensive::CHANCE;
use crate::web::i18n::{t, tf};

/// The callback of an input that applies `f` to the node at `at` with the input's text.
pub(super) fn input_edit(
    apply: &Apply,
    at: &Path,
    f: impl Fn(&mut Sketch, &[usize], &str) -> Result<Option<Path>, EditError> + Copy + 'static,
) -> Callback<Event> {
    let (apply, at) = (apply.clone(), at.clone());
    Callback::from(move |e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlInputElement>()
            .value();
        let at = at.clone();
        apply.emit(Box::new(move |s: &mut Sketch| f(s, &at, &v)))
    })
}

/// Text typed into a field of the node editor and not yet applied: the field's id and the text.
pub(super) type Typed = Option<(String, String)>;

/// The node editor's fields and the text typed into one of them (a field shows its typed
/// text, not the applied value, until the edit is applied).
#[derive(Clone)]
pub(super) struct Typing {
    /// The text typed and not yet applied, if any.
    pub(super) typed: Typed,
    /// Hears each keystroke: the field's id and its text, or `None` when the text is back to
    /// the applied value.
    pub(super) on_typing: Callback<Typed>,
}

impl Typing {
    /// What field `id` shows: its typed text, or the applied value.
    fn shown(&self, id: &str, applied: &str) -> String {
        match &self.typed {
            Some((field, text)) if field == id => text.clone(),
            _ => applied.to_string(),
        }
    }

    /// The `input` callback of field `id` showing `applied`.
    fn input(&self, id: &str, applied: &str) -> Callback<InputEvent> {
        let (on_typing, id, applied) =
            (self.on_typing.clone(), id.to_string(), applied.to_string());
        Callback::from(move |e: InputEvent| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            on_typing.emit((v != applied).then(|| (id.clone(), v)));
        })
    }
}

/// The node marked for joining an information set, and the callback that marks one.
#[derive(Clone)]
pub(super) struct Marking {
    /// The marked node.
    pub(super) marked: Option<Path>,
    /// Marks a node (or clears the mark).
    pub(super) on_mark: Callback<Option<Path>>,
}

/// The information-set part of a decision node's editor.
fn set_section(s: &Sketch, sel: &Path, apply: &Apply, typing: &Typing, marking: &Marking) -> Html {
    let words = crate::web::i18n::catalogue();
    let members = s.members(sel);
    let tag = s.set_of(sel).map(|(_, t)| t.clone());
    let name = tag.as_ref().map(|t| t.name.clone()).unwrap_or_default();
    let mark = {
        let (on_mark, at) = (marking.on_mark.clone(), sel.clone());
        Callback::from(move |_: MouseEvent| on_mark.emit(Some(at.clone())))
    };
    // The mark, if it is another node and not already in this node's set.
    let marked = marking
        .marked
        .clone()
        .filter(|m| s.get(m).is_some() && !members.contains(m));
    let join = marked.clone().map(|into| {
        let (apply, at) = (apply.clone(), sel.clone());
        Callback::from(move |_: MouseEvent| {
            let (into, at) = (into.clone(), at.clone());
            apply.emit(Box::new(move |s: &mut Sketch| {
                s.join(&into, &at).map(|_| None)
            }))
        })
    });
    let split = {
        let (apply, at) = (apply.clone(), sel.clone());
        Callback::from(move |_: MouseEvent| {
            let at = at.clone();
            apply.emit(Box::new(move |s: &mut Sketch| s.split(&at).map(|_| None)))
        })
    };
    html! {
        <div class="set-editor" id="set-editor">
            <h4>{ t("trees-set-title") }</h4>
            <p id="set-status">{ if members.len() > 1 {
                tf("trees-set-members", Args::new().count("n", members.len() as i64).text("nodes", members.iter().map(|m| path_in(s, m, &words)).collect::<Vec<_>>().join("; ")))
            } else {
                t("trees-set-alone")
            } }</p>
            <label>{ t("trees-set-name") }{ " " }<input id="set-name" value={typing.shown("set-name", &name)} oninput={typing.input("set-name", &name)} onchange={input_edit(apply, sel, |s, at, v| s.set_set_name(at, v).map(|_| None))} /></label>
            <p class="controls">
                <button id="set-mark" onclick={mark} title="M">{ t("trees-set-mark") }</button>
                if let Some(join) = join {
                    <button id="set-join" onclick={join} title="J">{ tf("trees-set-join", Args::new().text("node", path_in(s, marked.as_deref().unwrap_or_default(), &words))) }</button>
                }
                if members.len() > 1 {
                    <button id="set-split" onclick={split} title="S">{ t("trees-set-split") }</button>
                }
            </p>
        </div>
    }
}

/// The panel that edits the selected node; `typing` keeps what is typed and not yet applied.
pub(super) fn node_editor(
    s: &Sketch,
    sel: &Path,
    apply: &Apply,
    typing: &Typing,
    marking: &Marking,
) -> Html {
    let words = crate::web::i18n::catalogue();
    let at = sel.clone();
    let button = |f: fn(&mut Sketch, &Path) -> Result<Option<Path>, EditError>| {
        let apply = apply.clone();
        let at = at.clone();
        Callback::from(move |_: MouseEvent| {
            let at = at.clone();
            apply.emit(Box::new(move |s: &mut Sketch| f(s, &at)))
        })
    };
    let body = match s.get(sel) {
        Some(node @ (Sketch::Decision { .. } | Sketch::Chance { .. })) => {
            let (mover, label) = match node {
                Sketch::Decision { player, label, .. } => (*player, label.clone()),
                Sketch::Chance { label, .. } => (CHANCE, label.clone()),
                Sketch::Leaf { .. } => unreachable!("matched above"),
            };
            let actions = node.action_labels();
            let probs = probabilities(node);
            let set_probability = |i: usize| {
                input_edit(apply, &at, move |s, at, v| {
                    s.set_probability(at, i, v).map(|_| None)
                })
            };
            let rename_action = |i: usize| {
                input_edit(apply, &at, move |s, at, v| {
                    s.set_action_label(at, i, v).map(|_| None)
                })
            };
            let delete_action = |i: usize| {
                let apply = apply.clone();
                let mut child = at.clone();
                child.push(i);
                let parent = at.clone();
                Callback::from(move |_: MouseEvent| {
                    let (child, parent) = (child.clone(), parent.clone());
                    apply.emit(Box::new(move |s: &mut Sketch| {
                        s.delete(&child).map(|_| Some(parent.clone()))
                    }));
                })
            };
            let on_player = {
                let apply = apply.clone();
                let at = at.clone();
                Callback::from(move |e: Event| {
                    let v = e
                        .target_unchecked_into::<web_sys::HtmlSelectElement>()
                        .value();
                    let to = match v.as_str() {
                        "2" => 1,
                        "chance" => CHANCE,
                        _ => 0,
                    };
                    let at = at.clone();
                    apply.emit(Box::new(move |s: &mut Sketch| {
                        s.set_player(&at, to).map(|_| None)
                    }));
                })
            };
            html! {
                <>
                    <h3>{ if mover == CHANCE { tf("trees-chance-node", Args::new().text("where", where_in(s, sel, &words))) } else { tf("trees-decision-node", Args::new().text("where", where_in(s, sel, &words))) } }</h3>
                    <label>{ t("trees-mover") }{ " " }
                        <select id="node-player" onchange={on_player}>
                            <option value="1" selected={mover == 0}>{ t("trees-player-1") }</option>
                            <option value="2" selected={mover == 1}>{ t("trees-player-2") }</option>
                            <option value="chance" selected={mover == CHANCE}>{ t("trees-mover-chance") }</option>
                        </select>
                    </label>
                    <label>{ " " }{ t("trees-label") }{ " " }<input id="node-label" value={typing.shown("node-label", &label)} oninput={typing.input("node-label", &label)} onchange={input_edit(apply, &at, |s, at, v| s.set_label(at, v).map(|_| None))} /></label>
                    <h4>{ if mover == CHANCE { t("trees-outcomes") } else { t("trees-actions") } }</h4>
                    <ol class="actions">{ for actions.iter().enumerate().map(|(i, a)| html! {
                        <li>
                            <input id={format!("action-{i}")} value={typing.shown(&format!("action-{i}"), a)} oninput={typing.input(&format!("action-{i}"), a)} onchange={rename_action(i)} aria-label={tf("trees-action-name", Args::new().count("n", i as i64 + 1))} />
                            if let Some(p) = probs.as_ref().and_then(|p| p.get(i)) {
                                <input class="probability" id={format!("probability-{i}")} value={typing.shown(&format!("probability-{i}"), p)} oninput={typing.input(&format!("probability-{i}"), p)} onchange={set_probability(i)} size="5" aria-label={tf("trees-outcome-probability", Args::new().count("n", i as i64 + 1))} />
                            }
                            <button class="remove" id={format!("delete-action-{i}")} onclick={delete_action(i)} disabled={actions.len() == 1} title={t("trees-delete-action")}>{ "×" }</button>
                        </li>
                    }) }</ol>
                    <button id="add-action" onclick={button(|s, at| { let p = decision_player(s, at); s.add_action(at, p).map(Some) })}>{ if mover == CHANCE { t("trees-add-outcome") } else { t("trees-add-action") } }</button>
                    <button id="make-leaf" onclick={button(|s, at| s.make_leaf(at).map(|_| None))}>{ t("trees-make-leaf") }</button>
                    if mover != CHANCE { { set_section(s, sel, apply, typing, marking) } }
                </>
            }
        }
        Some(Sketch::Leaf { payoffs }) => html! {
            <>
                <h3>{ tf("trees-leaf", Args::new().text("where", where_in(s, sel, &words))) }</h3>
                <label>{ t("trees-player-1") }{ " " }<input id="payoff-0" value={typing.shown("payoff-0", &payoffs[0])} oninput={typing.input("payoff-0", &payoffs[0])} onchange={input_edit(apply, &at, |s, at, v| s.set_payoff(at, 0, v).map(|_| None))} /></label>
                <label>{ " " }{ t("trees-player-2") }{ " " }<input id="payoff-1" value={typing.shown("payoff-1", &payoffs[1])} oninput={typing.input("payoff-1", &payoffs[1])} onchange={input_edit(apply, &at, |s, at, v| s.set_payoff(at, 1, v).map(|_| None))} /></label>
                <p>
                    <button id="add-action" onclick={button(|s, at| { let p = decision_player(s, at); s.add_action(at, p).map(|_| None) })}>{ t("trees-make-decision") }</button>
                    if !sel.is_empty() {
                        <button id="delete-node" onclick={button(|s, at| { let mut parent = at.clone(); parent.pop(); s.delete(at).map(|_| Some(parent)) })}>{ t("trees-delete-leaf") }</button>
                    }
                </p>
            </>
        },
        None => html! {},
    };
    html! { <div class="node-editor" id="node-editor">{ body }</div> }
}
