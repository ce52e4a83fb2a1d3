//! Drawing search trees as expandable outlines: alpha-beta traces (with stepping) and
//! proof-number trees. The full tic-tac-toe tree is far too large to draw, so only expanded
//! nodes are rendered; the principal variation and the current step are opened on demand.

use std::cell::RefCell;
use std::collections::HashSet;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::game::State;
use crate::games::nested_tree::TreePosition;
use crate::games::tictactoe::{Mark, Square, TicTacToe};
use crate::i18n::{Args, Catalogue};
use crate::search::outline::{self as model, summarize_in, who_in, Key};
pub use crate::search::outline::{visible_rows, Goal, EXPAND_ALL_LIMIT, PROOF_NODE_LIMIT};
use crate::web::components::picture::TreeCommand;
use crate::web::i18n::{catalogue, t, tf};

/// One drawable row of a tree, with a tic-tac-toe board to draw small if the tree has one.
pub type Row = model::Row<TicTacToe>;

/// A tic-tac-toe board drawn small (for tree rows).
pub fn mini_board(board: &TicTacToe) -> Html {
    let cells = (0..9u8).map(|i| {
        let (x, y) = (f64::from(i % 3) * 10.0, f64::from(i / 3) * 10.0);
        let mark = match board.mark(Square(i)) {
            Some(Mark::X) => html! { <text x={(x + 5.0).to_string()} y={(y + 8.5).to_string()} class="mx">{ "×" }</text> },
            Some(Mark::O) => html! { <text x={(x + 5.0).to_string()} y={(y + 8.5).to_string()} class="mo">{ "o" }</text> },
            None => html! {},
        };
        html! { <><rect x={x.to_string()} y={y.to_string()} width="10" height="10" />{ mark }</> }
    });
    html! { <svg class="mini" viewBox="0 0 30 30" width="30" height="30" aria-hidden="true">{ for cells }</svg> }
}

/// Props of [`Outline`].
#[derive(Properties, PartialEq)]
pub struct OutlineProps {
    /// The rows (index 0 is the root).
    pub rows: Rc<Vec<Row>>,
    /// Rows to open (with their ancestors) whenever this list changes.
    #[prop_or_default]
    pub reveal: Vec<usize>,
    /// Element id of the outline.
    pub id: AttrValue,
    /// The latest command of a toolbar shared with other views (see [`TreeViews`]).
    #[prop_or_default]
    pub command: Option<(u32, TreeCommand)>,
    /// Whether the outline has its own Collapse/Expand buttons (not when a shared toolbar
    /// drives it).
    #[prop_or(true)]
    pub toolbar: bool,
}

/// An expandable tree: click ▸ (or press Enter on a row) to open a node's children.
#[function_component(Outline)]
pub fn outline(props: &OutlineProps) -> Html {
    let expanded = use_state(|| HashSet::from([0usize]));
    {
        let expanded = expanded.clone();
        let rows = props.rows.clone();
        use_effect_with((props.reveal.clone(), rows.len()), move |(reveal, _)| {
            expanded.set(model::reveal(&rows, &expanded, reveal));
        });
    }
    {
        let (expanded, rows) = (expanded.clone(), props.rows.clone());
        use_effect_with(props.command, move |command| match command {
            Some((_, TreeCommand::OpenAll)) => expanded.set(model::expandable(&rows)),
            Some((_, TreeCommand::CloseAll)) => expanded.set(HashSet::from([0usize])),
            None => {}
        });
    }
    let toggle = {
        let expanded = expanded.clone();
        Callback::from(move |i: usize| expanded.set(model::toggle(&expanded, i)))
    };
    let collapse = {
        let expanded = expanded.clone();
        move |_| expanded.set(HashSet::from([0usize]))
    };
    let expand_all = {
        let expanded = expanded.clone();
        let rows = props.rows.clone();
        move |_| expanded.set(model::expandable(&rows))
    };
    // Arrow keys move between the rows on screen, as in a file tree (`model::key`).
    let onkeydown = {
        let (expanded, rows) = (expanded.clone(), props.rows.clone());
        Callback::from(move |e: KeyboardEvent| {
            let Some(at) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest("[data-row]").ok().flatten())
                .and_then(|el| el.get_attribute("data-row"))
                .and_then(|v| v.parse::<usize>().ok())
            else {
                return;
            };
            let target = match model::key(&rows, &expanded, at, &e.key()) {
                Key::Ignored => return,
                Key::Expanded(open) => {
                    expanded.set(open);
                    None
                }
                Key::Focus(target) => target,
            };
            e.prevent_default();
            if let Some(t) = target {
                let row = e
                    .current_target()
                    .and_then(|c| c.dyn_into::<web_sys::Element>().ok())
                    .and_then(|ul| {
                        ul.query_selector(&format!("[data-row=\"{t}\"]"))
                            .ok()
                            .flatten()
                    })
                    .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
                if let Some(row) = row {
                    let _ = row.focus();
                }
            }
        })
    };
    let id = props.id.clone();
    html! {
        <div class="outline-wrap">
            if props.toolbar {
                <button class="small" id={format!("{id}-collapse")} onclick={collapse}>{ t("outline-collapse-all") }</button>
                if props.rows.len() <= EXPAND_ALL_LIMIT {
                    <button class="small" id={format!("{id}-expand")} onclick={expand_all}>{ t("outline-expand-all") }</button>
                }
            }
            <ul class="outline" id={props.id.clone()} role="tree" aria-label={t("outline-tree-label")} {onkeydown}>
                { render_row(&props.rows, 0, &expanded, &toggle) }
            </ul>
        </div>
    }
}

fn render_row(rows: &[Row], i: usize, expanded: &HashSet<usize>, toggle: &Callback<usize>) -> Html {
    let row = &rows[i];
    if row.hidden {
        return html! {};
    }
    let visible_children: Vec<usize> = row
        .children
        .iter()
        .copied()
        .filter(|&c| !rows[c].hidden)
        .collect();
    let open = expanded.contains(&i);
    let has_children = !visible_children.is_empty() || !row.pruned.is_empty();
    let onclick = {
        let toggle = toggle.clone();
        Callback::from(move |_: MouseEvent| toggle.emit(i))
    };
    let onkeydown = {
        let toggle = toggle.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                toggle.emit(i);
            }
        })
    };
    let mut classes = classes!("row");
    for c in &row.classes {
        classes.push(*c);
    }
    html! {
        <li role="treeitem" aria-expanded={if has_children { Some(open.to_string()) } else { None }}>
            <div class={classes} id={format!("node-{i}")} data-row={i.to_string()} tabindex="0" {onkeydown} onclick={onclick}>
                <span class="twisty">{ if !has_children { "·" } else if open { "▾" } else { "▸" } }</span>
                { row.board.as_ref().map(mini_board).unwrap_or_default() }
                <span class={classes!("who", row.player.to_lowercase())}>{ who_in(row.player, &catalogue()) }</span>
                <span class="title">{ &row.title }</span>
                <span class="numbers">{ &row.numbers }</span>
                { for row.classes.iter().filter_map(|c| match *c {
                    "pv" => Some(html!{ <span class="tag pv-tag">{ t("outline-tag-pv") }</span> }),
                    "cutoff" => Some(html!{ <span class="tag cut-tag">{ t("outline-tag-cutoff") }</span> }),
                    "tt" => Some(html!{ <span class="tag">{ t("outline-tag-table-hit") }</span> }),
                    "most-proving" => Some(html!{ <span class="tag mp-tag">{ t("outline-tag-most-proving") }</span> }),
                    _ => None,
                }) }
            </div>
            if let Some(note) = &row.note {
                <div class="note">{ note }</div>
            }
            if open && has_children {
                <ul role="group">
                    { for visible_children.iter().map(|&c| render_row(rows, c, expanded, toggle)) }
                    { for row.pruned.iter().map(|p| html! {
                        // A node of the tree too (a group holds tree items only), one never searched.
                        <li class="pruned" role="treeitem" aria-disabled="true" title={t("outline-pruned-title")}>{ tf("outline-pruned", Args::new().text("move", p.to_string())) }</li>
                    }) }
                </ul>
            }
        </li>
    }
}

/// A trace ready to draw at any step.
pub type TraceModel = model::TraceModel<TicTacToe>;

/// One node of a [`TraceModel`].
pub type TraceEntry = model::TraceEntry<TicTacToe>;

/// Props of [`TraceView`].
#[derive(Properties)]
pub struct TraceViewProps {
    /// The recorded search.
    pub model: Rc<TraceModel>,
    /// Element id prefix.
    pub id: AttrValue,
    /// The same search drawn as a tree, shown above the outline at the same step.
    #[prop_or_default]
    pub picture: Option<Rc<crate::search::picture::Picture>>,
    /// Levels of the drawing open at first.
    #[prop_or(usize::MAX)]
    pub depth: usize,
}

impl PartialEq for TraceViewProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.model, &other.model)
            && self.id == other.id
            && self.depth == other.depth
            && match (&self.picture, &other.picture) {
                (Some(a), Some(b)) => Rc::ptr_eq(a, b),
                (None, None) => true,
                _ => false,
            }
    }
}

/// A recorded search with step controls: walk it one node entry or exit at a time.
#[function_component(TraceView)]
pub fn trace_view(props: &TraceViewProps) -> Html {
    let step = use_state(|| None::<u32>);
    {
        let step = step.clone();
        use_effect_with(props.model.steps, move |_| step.set(None));
    }
    let model = props.model.clone();
    let words = catalogue();
    let (rows, current) = model.rows_in(*step, &words);
    let reveal: Vec<usize> = match current {
        Some(c) => vec![c],
        None => model.pv.iter().copied().collect(),
    };
    let last = model.steps.saturating_sub(1);
    let set = |f: fn(Option<u32>, u32) -> Option<u32>| {
        let step = step.clone();
        Callback::from(move |_: MouseEvent| step.set(f(*step, last)))
    };
    let id = props.id.clone();
    let leaves = model.leaves_until(*step);
    html! {
        <div class="trace">
            <div class="controls" role="group" aria-label={t("outline-step-label")}>
                <button id={format!("{id}-start")} onclick={set(|_, _| Some(0))}>{ t("outline-start") }</button>
                <button id={format!("{id}-back")} onclick={set(|s, _| Some(s.map_or(0, |s| s.saturating_sub(1))))}>{ t("outline-back") }</button>
                <button id={format!("{id}-step")} onclick={set(|s, last| Some(s.map_or(0, |s| (s + 1).min(last))))}>{ t("outline-step") }</button>
                <button id={format!("{id}-finish")} onclick={set(|_, _| None)}>{ t("outline-finish") }</button>
                <span class="step-count" id={format!("{id}-step-count")}>{
                    match *step { Some(s) => tf("outline-step-of", Args::new().count("step", i64::from(s) + 1).count("steps", model.steps as i64)), None => tf("outline-finished", Args::new().count("steps", model.steps as i64).count("nodes", model.nodes.len() as i64)) }
                }</span>
            </div>
            <p class="leaves" id={format!("{id}-leaves")}>{ tf("outline-leaves", Args::new().count("n", leaves.len() as i64).text("leaves", summarize_in(&leaves, &words))) }</p>
            if let Some(picture) = &props.picture {
                <TreeViews picture={picture.clone()} step={*step} id={id.clone()} depth={props.depth} rows={Rc::new(rows)} {reveal} />
            } else {
                <Outline rows={Rc::new(rows)} {reveal} id={format!("{id}-outline")} />
            }
        </div>
    }
}

/// A proof-number search the page can step, whatever the game.
pub trait ProofTree {
    /// Rows with proof and disproof numbers, their words in the language of `words`.
    fn rows(&self, words: &Catalogue) -> Vec<Row>;
    /// Expands the most-proving node; false once solved or at the node limit.
    fn expand(&mut self) -> bool;
    /// A sentence on the state of the proof, in the language of `words`.
    fn summary(&self, words: &Catalogue) -> String;
    /// The most-proving node, if unsolved.
    fn most_proving(&self) -> Option<usize>;
    /// The tree drawn as it stands.
    fn picture(&self) -> crate::search::picture::Picture;
}

/// A proof search over a game with labelled actions.
pub type GameProof<S> = model::GameProof<S, TicTacToe>;

impl<S: State> ProofTree for GameProof<S> {
    fn rows(&self, words: &Catalogue) -> Vec<Row> {
        model::GameProof::rows_in(self, words)
    }

    fn expand(&mut self) -> bool {
        model::GameProof::expand(self)
    }

    fn summary(&self, words: &Catalogue) -> String {
        model::GameProof::summary_in(self, words)
    }

    fn most_proving(&self) -> Option<usize> {
        model::GameProof::most_proving(self)
    }

    fn picture(&self) -> crate::search::picture::Picture {
        model::GameProof::picture(self, crate::games::tictactoe::lab::mini_board_svg)
    }
}

/// Props of [`ProofView`].
#[derive(Properties)]
pub struct ProofViewProps {
    /// The search (shared so the page can replace it).
    pub proof: Rc<RefCell<Box<dyn ProofTree>>>,
    /// Element id prefix.
    pub id: AttrValue,
}

impl PartialEq for ProofViewProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.proof, &other.proof) && self.id == other.id
    }
}

/// A proof-number tree with Step (one expansion) and Solve buttons.
#[function_component(ProofView)]
pub fn proof_view(props: &ProofViewProps) -> Html {
    let version = use_state(|| 0u32);
    let expand = |count: u32| {
        let proof = props.proof.clone();
        let version = version.clone();
        Callback::from(move |_: MouseEvent| {
            {
                let mut p = proof.borrow_mut();
                for _ in 0..count {
                    if !p.expand() {
                        break;
                    }
                }
            }
            version.set(*version + 1);
        })
    };
    let p = props.proof.borrow();
    let words = catalogue();
    let rows = Rc::new(p.rows(&words));
    let reveal: Vec<usize> = p.most_proving().into_iter().collect();
    let id = props.id.clone();
    let picture = Rc::new(p.picture());
    // Small trees open whole; larger ones two levels (open more by click or keyboard).
    let depth = if picture.nodes.len() <= 400 {
        usize::MAX
    } else {
        2
    };
    html! {
        <div class="proof">
            <div class="controls">
                <button id={format!("{id}-step")} onclick={expand(1)}>{ t("outline-expand-most-proving") }</button>
                <button id={format!("{id}-solve")} onclick={expand(u32::MAX)}>{ t("outline-solve") }</button>
            </div>
            <p class="summary" id={format!("{id}-summary")}>{ p.summary(&words) }</p>
            <p class="explain">{ t("outline-proof-explain") }</p>
            <TreeViews {picture} step={None} id={id.clone()} {depth} {rows} {reveal} />
        </div>
    }
}

/// Props of [`TreeViews`].
#[derive(Properties)]
pub struct TreeViewsProps {
    /// The search, drawable.
    pub picture: Rc<crate::search::picture::Picture>,
    /// The step shown (`None`: finished).
    pub step: Option<u32>,
    /// Element id prefix (the outline is `{id}-outline`).
    pub id: AttrValue,
    /// Levels of the drawing open at first.
    pub depth: usize,
    /// The same search as outline rows.
    pub rows: Rc<Vec<Row>>,
    /// Rows of the outline to open whenever this list changes.
    pub reveal: Vec<usize>,
}

impl PartialEq for TreeViewsProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.picture, &other.picture)
            && Rc::ptr_eq(&self.rows, &other.rows)
            && self.step == other.step
            && self.id == other.id
            && self.depth == other.depth
            && self.reveal == other.reveal
    }
}

/// One search shown two ways — drawn, and as an outline for the keyboard and screen readers —
/// under one toolbar: Open all and Close all act on both views (each view alone still opens
/// and closes by click and keyboard).
#[function_component(TreeViews)]
pub fn tree_views(props: &TreeViewsProps) -> Html {
    let command = use_state(|| None::<(u32, TreeCommand)>);
    let give = |c: TreeCommand| {
        let command = command.clone();
        Callback::from(move |_: MouseEvent| {
            let n = command.map_or(1, |(n, _)| n + 1);
            command.set(Some((n, c)));
        })
    };
    let id = props.id.clone();
    html! {
        <>
            <div class="controls tree-toolbar" role="group" aria-label={t("outline-toolbar-label")}>
                if props.picture.nodes.len() <= EXPAND_ALL_LIMIT && props.rows.len() <= EXPAND_ALL_LIMIT {
                    <button class="small" id={format!("{id}-open-all")} onclick={give(TreeCommand::OpenAll)}>{ t("outline-open-all") }</button>
                }
                <button class="small" id={format!("{id}-close-all")} onclick={give(TreeCommand::CloseAll)}>{ t("outline-close-all") }</button>
            </div>
            <super::picture::PictureView picture={props.picture.clone()} step={props.step} id={id.clone()} depth={props.depth} command={*command} toolbar={false} />
            <Outline rows={props.rows.clone()} reveal={props.reveal.clone()} id={format!("{id}-outline")} command={*command} toolbar={false} />
        </>
    }
}

/// Labels a tic-tac-toe move for a tree row: "O → (2, 1)".
pub fn ttt_label(board: &TicTacToe, square: Square) -> String {
    format!("{} → {}", board.to_move(), square)
}

/// Labels a hand-written tree's branch: "branch 2", or the leaf value.
pub fn tree_label(position: &TreePosition, branch: crate::games::nested_tree::Branch) -> String {
    let mut child = position.clone();
    child.apply(branch);
    match child.leaf_value() {
        Some(v) => tf(
            "outline-branch-leaf",
            Args::new()
                .text("branch", branch.to_string())
                .text("value", v.to_string()),
        ),
        None => tf(
            "outline-branch",
            Args::new().text("branch", branch.to_string()),
        ),
    }
}
