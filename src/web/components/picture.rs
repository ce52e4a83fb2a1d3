//! The drawn search tree ([`crate::search::picture`]) in the page: the core's SVG at the step the
//! trace controls are on, nodes opened and closed by click or keyboard (arrows move between
//! nodes, Enter opens or closes), scrolling within its own box on a phone, and exported as the
//! same SVG document.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::i18n::Args;
use crate::search::outline::EXPAND_ALL_LIMIT;
use crate::search::picture::{Expansion, Picture, View};
use crate::web::components::{download, raw_svg};
use crate::web::i18n::{t, tf};

/// What one toolbar asks of every view of a tree shown together (the drawing and the
/// outline), numbered so the same command given twice acts twice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeCommand {
    /// Open every node (trees up to [`EXPAND_ALL_LIMIT`]).
    OpenAll,
    /// Close the tree back to its top.
    CloseAll,
}

/// Props of [`PictureView`].
#[derive(Properties)]
pub struct PictureViewProps {
    /// The search, drawable.
    pub picture: Rc<Picture>,
    /// The step shown (`None`: finished).
    pub step: Option<u32>,
    /// Element id prefix.
    pub id: AttrValue,
    /// Levels open at first.
    pub depth: usize,
    /// The latest command of a toolbar shared with other views
    /// ([`super::outline::TreeViews`]).
    #[prop_or_default]
    pub command: Option<(u32, TreeCommand)>,
    /// Whether the drawing has its own Open all / Close all buttons (not when a shared toolbar
    /// drives it; Export SVG is always there).
    #[prop_or(true)]
    pub toolbar: bool,
}

impl PartialEq for PictureViewProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.picture, &other.picture)
            && self.step == other.step
            && self.id == other.id
            && self.depth == other.depth
            && self.command == other.command
            && self.toolbar == other.toolbar
    }
}

/// The drawn node a click landed on: the `data-node` index of the nearest element carrying
/// one (every drawn tree marks its nodes so).
pub fn clicked_node(e: &MouseEvent) -> Option<usize> {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.closest("[data-node]").ok().flatten())
        .and_then(|el| el.get_attribute("data-node"))
        .and_then(|v| v.parse::<usize>().ok())
}

/// A drawn search tree with open/close by click and keyboard, and SVG export.
#[function_component(PictureView)]
pub fn picture_view(props: &PictureViewProps) -> Html {
    let expansion = use_state(|| Expansion::levels(props.depth));
    let focus = use_state(|| None::<usize>);
    {
        let (expansion, focus, depth) = (expansion.clone(), focus.clone(), props.depth);
        use_effect_with(Rc::as_ptr(&props.picture) as usize, move |_| {
            expansion.set(Expansion::levels(depth));
            focus.set(None);
        });
    }
    {
        let (expansion, depth) = (expansion.clone(), props.depth.min(1));
        use_effect_with(props.command, move |command| match command {
            Some((_, TreeCommand::OpenAll)) => expansion.set(Expansion::all()),
            Some((_, TreeCommand::CloseAll)) => expansion.set(Expansion::levels(depth)),
            None => {}
        });
    }
    let picture = props.picture.clone();
    let view = View {
        step: props.step,
        expansion: (*expansion).clone(),
        focus: *focus,
    };
    let words = crate::web::i18n::catalogue();
    let svg = picture.svg_in(&view, &words);
    let onclick = {
        let (picture, expansion, focus) = (picture.clone(), expansion.clone(), focus.clone());
        Callback::from(move |e: MouseEvent| {
            if let Some(i) = clicked_node(&e).filter(|&i| i < picture.nodes.len()) {
                let mut x = (*expansion).clone();
                picture.toggle(&mut x, i);
                expansion.set(x);
                focus.set(Some(i));
            }
        })
    };
    let onkeydown = {
        let (picture, expansion, focus) = (picture.clone(), expansion.clone(), focus.clone());
        Callback::from(move |e: KeyboardEvent| {
            let at = focus.unwrap_or(0);
            let n = &picture.nodes[at];
            let siblings: &[usize] = n.parent.map_or(&[][..], |p| &picture.nodes[p].children);
            let pos = siblings.iter().position(|&s| s == at);
            let next = match e.key().as_str() {
                "ArrowUp" => n.parent,
                "ArrowDown" => {
                    if !picture.is_open(at, &expansion) && !n.children.is_empty() {
                        let mut x = (*expansion).clone();
                        picture.toggle(&mut x, at);
                        expansion.set(x);
                    }
                    n.children.first().copied()
                }
                "ArrowLeft" => pos.and_then(|k| k.checked_sub(1)).map(|k| siblings[k]),
                "ArrowRight" => pos.and_then(|k| siblings.get(k + 1).copied()),
                "Enter" | " " => {
                    let mut x = (*expansion).clone();
                    picture.toggle(&mut x, at);
                    expansion.set(x);
                    Some(at)
                }
                "Home" => Some(0),
                _ => return,
            };
            e.prevent_default();
            focus.set(Some(next.unwrap_or(at)));
        })
    };
    let id = props.id.clone();
    let export = {
        let svg = svg.clone();
        Callback::from(move |_: MouseEvent| download("search-tree.svg", "image/svg+xml", &svg))
    };
    let expand_all = {
        let expansion = expansion.clone();
        Callback::from(move |_: MouseEvent| expansion.set(Expansion::all()))
    };
    let collapse = {
        let (expansion, depth) = (expansion.clone(), props.depth.min(1));
        Callback::from(move |_: MouseEvent| expansion.set(Expansion::levels(depth)))
    };
    let focused = focus.map(|i| picture.title_in(i, props.step.unwrap_or(u32::MAX), &words));
    html! {
        <div class="picture" id={format!("{id}-picture")}>
            <p class="picture-caption" id={format!("{id}-picture-caption")}>{ tf(
                "picture-caption",
                Args::new().text("summary", picture.summary_in(&words)),
            ) }</p>
            <div class="picture-box" id={format!("{id}-picture-box")} tabindex="0" role="group"
                aria-label={t("picture-box-label")} {onclick} {onkeydown}>
                { raw_svg(&svg) }
            </div>
            if let Some(t) = focused {
                <p class="picture-focus" id={format!("{id}-picture-focus")} aria-live="polite">{ t }</p>
            }
            <div class="controls">
                <button class="small" id={format!("{id}-picture-export")} onclick={export}>{ t("picture-export-svg") }</button>
                if props.toolbar {
                    if picture.nodes.len() <= EXPAND_ALL_LIMIT {
                        <button class="small" id={format!("{id}-picture-all")} onclick={expand_all}>{ t("picture-open-all") }</button>
                    }
                    <button class="small" id={format!("{id}-picture-collapse")} onclick={collapse}>{ t("picture-close-all") }</button>
                }
            </div>
        </div>
    }
}
