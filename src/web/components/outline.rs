//! Drawing search trees as expandable outlines: alpha-beta traces (with stepping) and
//! proof-number trees. The full tic-tac-toe tree is far too large to draw, so only expanded
//! nodes are rendered; the principal variation and the current step are opened on demand.

use std::cell::RefCell;
use std::collections::HashSet;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::game::{Player, State};
use crate::games::nested_tree::TreePosition;
use crate::games::tictactoe::{Mark, Square, TicTacToe};
use crate::search::alphabeta::{show, NodeKind, Trace};
use crate::search::pns::{NodeType, ProofSearch, INFINITY};

/// One drawable row of a tree.
#[derive(Clone, PartialEq, Debug)]
pub struct Row {
    /// Parent row.
    pub parent: Option<usize>,
    /// Child rows.
    pub children: Vec<usize>,
    /// A tic-tac-toe position to draw small, if the tree is over tic-tac-toe.
    pub board: Option<TicTacToe>,
    /// The move leading here (or "root").
    pub title: String,
    /// MAX/MIN or OR/AND.
    pub player: &'static str,
    /// The numbers: α/β/value or proof/disproof.
    pub numbers: String,
    /// A sentence under the row (why a cut-off happened).
    pub note: Option<String>,
    /// Moves never searched because of a cut-off here.
    pub pruned: Vec<String>,
    /// CSS classes: pv, cutoff, leaf, tt, current, pending, proven, disproven, most-proving.
    pub classes: Vec<&'static str>,
    /// Not yet reached at the current step.
    pub hidden: bool,
}

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

/// Trees up to this many rows offer "Expand all" (larger ones would flood the page).
pub const EXPAND_ALL_LIMIT: usize = 2_000;

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
}

/// An expandable tree: click ▸ (or press Enter on a row) to open a node's children.
#[function_component(Outline)]
pub fn outline(props: &OutlineProps) -> Html {
    let expanded = use_state(|| HashSet::from([0usize]));
    {
        let expanded = expanded.clone();
        let rows = props.rows.clone();
        use_effect_with((props.reveal.clone(), rows.len()), move |(reveal, _)| {
            let mut open = (*expanded).clone();
            open.insert(0);
            for &r in reveal {
                let mut at = rows.get(r).and_then(|x| x.parent);
                while let Some(p) = at {
                    open.insert(p);
                    at = rows[p].parent;
                }
            }
            expanded.set(open);
        });
    }
    let toggle = {
        let expanded = expanded.clone();
        Callback::from(move |i: usize| {
            let mut open = (*expanded).clone();
            if !open.remove(&i) {
                open.insert(i);
            }
            expanded.set(open);
        })
    };
    let collapse = {
        let expanded = expanded.clone();
        move |_| expanded.set(HashSet::from([0usize]))
    };
    let expand_all = {
        let expanded = expanded.clone();
        let rows = props.rows.clone();
        move |_| {
            expanded.set(
                (0..rows.len())
                    .filter(|&i| !rows[i].children.is_empty() || !rows[i].pruned.is_empty())
                    .collect(),
            )
        }
    };
    // Arrow keys move between the rows on screen, as in a file tree: Down/Up to the next or
    // previous row, Right opens a row (or enters it), Left closes it (or goes to its parent),
    // Home/End to the first/last row.
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
            let order = visible_rows(&rows, &expanded);
            let pos = order.iter().position(|&r| r == at).unwrap_or(0);
            let has_children = |i: usize| {
                rows[i].children.iter().any(|&c| !rows[c].hidden) || !rows[i].pruned.is_empty()
            };
            let target = match e.key().as_str() {
                "ArrowDown" => order.get(pos + 1).copied(),
                "ArrowUp" => pos.checked_sub(1).map(|p| order[p]),
                "Home" => order.first().copied(),
                "End" => order.last().copied(),
                "ArrowRight" if has_children(at) && !expanded.contains(&at) => {
                    let mut open = (*expanded).clone();
                    open.insert(at);
                    expanded.set(open);
                    None
                }
                "ArrowRight" => order
                    .get(pos + 1)
                    .copied()
                    .filter(|&r| rows[r].parent == Some(at)),
                "ArrowLeft" if expanded.contains(&at) && has_children(at) => {
                    let mut open = (*expanded).clone();
                    open.remove(&at);
                    expanded.set(open);
                    None
                }
                "ArrowLeft" => rows[at].parent,
                _ => return,
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
            <button class="small" id={format!("{id}-collapse")} onclick={collapse}>{ "Collapse all" }</button>
            if props.rows.len() <= EXPAND_ALL_LIMIT {
                <button class="small" id={format!("{id}-expand")} onclick={expand_all}>{ "Expand all" }</button>
            }
            <ul class="outline" id={props.id.clone()} role="tree" aria-label="the search, as an outline (arrow keys move, Enter opens)" {onkeydown}>
                { render_row(&props.rows, 0, &expanded, &toggle) }
            </ul>
        </div>
    }
}

/// The rows on screen, top to bottom: the root, then each open row's visible children.
pub fn visible_rows(rows: &[Row], expanded: &HashSet<usize>) -> Vec<usize> {
    fn go(rows: &[Row], i: usize, expanded: &HashSet<usize>, out: &mut Vec<usize>) {
        if rows[i].hidden {
            return;
        }
        out.push(i);
        if expanded.contains(&i) {
            for &c in &rows[i].children {
                go(rows, c, expanded, out);
            }
        }
    }
    let mut out = Vec::new();
    if !rows.is_empty() {
        go(rows, 0, expanded, &mut out);
    }
    out
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
                <span class={classes!("who", row.player.to_lowercase())}>{ row.player }</span>
                <span class="title">{ &row.title }</span>
                <span class="numbers">{ &row.numbers }</span>
                { for row.classes.iter().filter_map(|c| match *c {
                    "pv" => Some(html!{ <span class="tag pv-tag">{ "PV" }</span> }),
                    "cutoff" => Some(html!{ <span class="tag cut-tag">{ "✂ cut-off" }</span> }),
                    "tt" => Some(html!{ <span class="tag">{ "table hit" }</span> }),
                    "most-proving" => Some(html!{ <span class="tag mp-tag">{ "most-proving" }</span> }),
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
                        <li class="pruned" title="never searched: the cut-off above made it irrelevant">{ format!("✂ pruned: {p}") }</li>
                    }) }
                </ul>
            }
        </li>
    }
}

/// A trace ready to draw at any step.
pub struct TraceModel {
    /// Per node: parent, children, board, title, maximising, α, β, value, kind, cut note,
    /// pruned labels, enter and exit steps.
    pub nodes: Vec<TraceEntry>,
    /// Total steps.
    pub steps: u32,
    /// Nodes on the principal variation.
    pub pv: HashSet<usize>,
    /// Leaf values in evaluation order, with the step at which each was evaluated.
    pub leaves: Vec<(u32, i32)>,
}

/// One node of a [`TraceModel`].
pub struct TraceEntry {
    parent: Option<usize>,
    children: Vec<usize>,
    board: Option<TicTacToe>,
    title: String,
    maximising: bool,
    alpha: i32,
    beta: i32,
    value: i32,
    kind: NodeKind,
    cut: Option<String>,
    pruned: Vec<String>,
    enter: u32,
    exit: u32,
}

impl TraceModel {
    /// Builds the model; `label` names an action, `board` gives a node's tic-tac-toe position
    /// from its parent's and the action (or `None` for other trees).
    pub fn new<A: Copy>(
        trace: &Trace<A>,
        root_board: Option<TicTacToe>,
        label: impl Fn(Option<&TicTacToe>, A) -> String,
        play: impl Fn(&TicTacToe, A) -> TicTacToe,
    ) -> Self {
        let mut boards: Vec<Option<TicTacToe>> = Vec::with_capacity(trace.nodes.len());
        let mut nodes = Vec::with_capacity(trace.nodes.len());
        let mut leaves = Vec::new();
        for (i, n) in trace.nodes.iter().enumerate() {
            let parent_board = n.parent.and_then(|p| boards[p as usize]);
            let board = match (n.parent, n.action) {
                (None, _) => root_board,
                (Some(_), Some(a)) => parent_board.map(|b| play(&b, a)),
                _ => None,
            };
            boards.push(board);
            if n.kind == NodeKind::Leaf {
                leaves.push((n.enter_step, n.value));
            }
            let pb = parent_board;
            nodes.push(TraceEntry {
                parent: n.parent.map(|p| p as usize),
                children: n.children.iter().map(|&c| c as usize).collect(),
                board,
                title: match n.action {
                    Some(a) => label(pb.as_ref(), a),
                    None => "root".to_string(),
                },
                maximising: n.maximising,
                alpha: n.alpha,
                beta: n.beta,
                value: n.value,
                kind: n.kind,
                cut: n.cutoff.map(|c| c.explanation()),
                pruned: n.pruned.iter().map(|&a| label(board.as_ref(), a)).collect(),
                enter: n.enter_step,
                exit: n.exit_step,
            });
            let _ = i;
        }
        let pv = trace
            .principal_variation()
            .into_iter()
            .map(|i| i as usize)
            .collect();
        TraceModel {
            nodes,
            steps: trace.steps,
            pv,
            leaves,
        }
    }

    /// The rows as they stand after `step` steps (`None`: the finished search), and the node
    /// being visited at that step.
    pub fn rows(&self, step: Option<u32>) -> (Vec<Row>, Option<usize>) {
        let at = step.unwrap_or(u32::MAX);
        let mut current = None;
        let rows = self
            .nodes
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let entered = n.enter <= at;
                let finished = n.exit <= at;
                if step.is_some() && (n.enter == at || n.exit == at) {
                    current = Some(i);
                }
                let mut classes = Vec::new();
                if finished && step.is_none() && self.pv.contains(&i) {
                    classes.push("pv");
                }
                if finished && n.cut.is_some() {
                    classes.push("cutoff");
                }
                match n.kind {
                    NodeKind::Leaf => classes.push("leaf"),
                    NodeKind::TableHit if finished => classes.push("tt"),
                    _ => {}
                }
                if !finished {
                    classes.push("pending");
                }
                if current == Some(i) {
                    classes.push("current");
                }
                let value = if finished {
                    show(n.value)
                } else {
                    "?".to_string()
                };
                Row {
                    parent: n.parent,
                    children: n.children.clone(),
                    board: n.board,
                    title: n.title.clone(),
                    player: if n.kind == NodeKind::Leaf {
                        "leaf"
                    } else if n.maximising {
                        "MAX"
                    } else {
                        "MIN"
                    },
                    numbers: format!("α={} β={} v={}", show(n.alpha), show(n.beta), value),
                    note: if finished { n.cut.clone() } else { None },
                    pruned: if finished {
                        n.pruned.clone()
                    } else {
                        Vec::new()
                    },
                    classes,
                    hidden: !entered,
                }
            })
            .collect();
        (rows, current)
    }

    /// Leaf values evaluated up to `step` (all when `None`).
    pub fn leaves_until(&self, step: Option<u32>) -> Vec<i32> {
        let at = step.unwrap_or(u32::MAX);
        self.leaves
            .iter()
            .filter(|(s, _)| *s <= at)
            .map(|(_, v)| *v)
            .collect()
    }
}

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
    let (rows, current) = model.rows(*step);
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
            <div class="controls" role="group" aria-label="step through the search">
                <button id={format!("{id}-start")} onclick={set(|_, _| Some(0))}>{ "« Start" }</button>
                <button id={format!("{id}-back")} onclick={set(|s, _| Some(s.map_or(0, |s| s.saturating_sub(1))))}>{ "◀ Back" }</button>
                <button id={format!("{id}-step")} onclick={set(|s, last| Some(s.map_or(0, |s| (s + 1).min(last))))}>{ "Step ▶" }</button>
                <button id={format!("{id}-finish")} onclick={set(|_, _| None)}>{ "Finish »" }</button>
                <span class="step-count" id={format!("{id}-step-count")}>{
                    match *step { Some(s) => format!("step {} of {}", s + 1, model.steps), None => format!("finished ({} steps, {} nodes)", model.steps, model.nodes.len()) }
                }</span>
            </div>
            <p class="leaves" id={format!("{id}-leaves")}>{ format!("Leaves evaluated ({}): {}", leaves.len(), summarize(&leaves)) }</p>
            if let Some(picture) = &props.picture {
                <super::picture::PictureView picture={picture.clone()} step={*step} id={id.clone()} depth={props.depth} />
            }
            <Outline rows={Rc::new(rows)} {reveal} id={format!("{id}-outline")} />
        </div>
    }
}

fn summarize(values: &[i32]) -> String {
    let shown: Vec<String> = values.iter().take(40).map(|v| v.to_string()).collect();
    if values.len() > 40 {
        format!("{}, … ({} more)", shown.join(", "), values.len() - 40)
    } else {
        shown.join(", ")
    }
}

/// A proof-number search the page can step, whatever the game.
pub trait ProofTree {
    /// Rows with proof and disproof numbers.
    fn rows(&self) -> Vec<Row>;
    /// Expands the most-proving node; false once solved or at the node limit.
    fn expand(&mut self) -> bool;
    /// A sentence on the state of the proof.
    fn summary(&self) -> String;
    /// The most-proving node, if unsolved.
    fn most_proving(&self) -> Option<usize>;
    /// The tree drawn as it stands.
    fn picture(&self) -> crate::search::picture::Picture;
}

fn pn(n: u32) -> String {
    if n == INFINITY {
        "∞".to_string()
    } else {
        n.to_string()
    }
}

/// Node limit for proof trees drawn in the page.
pub const PROOF_NODE_LIMIT: usize = 200_000;

/// The question a proof search asks at terminal states.
pub type Goal<S> = Box<dyn Fn(&S) -> bool>;

/// A proof search over a game with labelled actions.
pub struct GameProof<S: State> {
    search: ProofSearch<S, Goal<S>>,
    question: String,
    label: fn(&S, S::Action) -> String,
    board: fn(&S) -> Option<TicTacToe>,
    stopped: Option<String>,
}

impl<S: State> GameProof<S> {
    /// A search from `root`: can `attacker` force a terminal state where `goal` holds?
    pub fn new(
        root: S,
        attacker: Player,
        goal: Goal<S>,
        question: String,
        label: fn(&S, S::Action) -> String,
        board: fn(&S) -> Option<TicTacToe>,
    ) -> Self {
        GameProof {
            search: ProofSearch::with_limit(root, attacker, goal, PROOF_NODE_LIMIT),
            question,
            label,
            board,
            stopped: None,
        }
    }
}

impl<S: State> ProofTree for GameProof<S> {
    fn rows(&self) -> Vec<Row> {
        let nodes = self.search.nodes();
        let mp = self.search.most_proving().map(|i| i as usize);
        nodes
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let mut classes = Vec::new();
                if n.proof == 0 {
                    classes.push("proven");
                } else if n.disproof == 0 {
                    classes.push("disproven");
                }
                if mp == Some(i) {
                    classes.push("most-proving");
                }
                if n.terminal_answer.is_some() {
                    classes.push("leaf");
                }
                let title = match (n.parent, n.action) {
                    (Some(p), Some(a)) => (self.label)(&nodes[p as usize].state, a),
                    _ => "root".to_string(),
                };
                Row {
                    parent: n.parent.map(|p| p as usize),
                    children: n.children.iter().map(|&c| c as usize).collect(),
                    board: (self.board)(&n.state),
                    title,
                    player: match (n.terminal_answer, n.node_type) {
                        (Some(true), _) => "yes",
                        (Some(false), _) => "no",
                        (None, NodeType::Or) => "OR",
                        (None, NodeType::And) => "AND",
                    },
                    numbers: format!("pn={} dn={}", pn(n.proof), pn(n.disproof)),
                    note: None,
                    pruned: Vec::new(),
                    classes,
                    hidden: false,
                }
            })
            .collect()
    }

    fn expand(&mut self) -> bool {
        match self.search.expand_one() {
            Ok(None) => true,
            Ok(Some(_)) => false,
            Err(e) => {
                self.stopped = Some(e.to_string());
                false
            }
        }
    }

    fn summary(&self) -> String {
        let (p, d) = self.search.root_numbers();
        let state = match self.search.verdict() {
            Some(v) if v.proven => "proven: yes".to_string(),
            Some(_) => "disproven: no".to_string(),
            None => match &self.stopped {
                Some(e) => format!("stopped: {e}"),
                None => "open".to_string(),
            },
        };
        format!(
            "{} — {state}; root pn={} dn={}; {} nodes, {} expansions",
            self.question,
            pn(p),
            pn(d),
            self.search.nodes().len(),
            self.search.verdict().map_or_else(
                || self.search.nodes().iter().filter(|n| n.expanded).count() as u64,
                |v| v.expansions
            )
        )
    }

    fn most_proving(&self) -> Option<usize> {
        self.search.most_proving().map(|i| i as usize)
    }

    fn picture(&self) -> crate::search::picture::Picture {
        crate::search::picture::Picture::from_proof(&self.search, self.label, |s| {
            (self.board)(s).map(|b| crate::games::tictactoe::lab::mini_board_svg(&b))
        })
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
    let rows = Rc::new(p.rows());
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
                <button id={format!("{id}-step")} onclick={expand(1)}>{ "Expand most-proving node ▶" }</button>
                <button id={format!("{id}-solve")} onclick={expand(u32::MAX)}>{ "Solve »" }</button>
            </div>
            <p class="summary" id={format!("{id}-summary")}>{ p.summary() }</p>
            <p class="explain">{ "Drawn: OR nodes ▲ (the attacker chooses), AND nodes ▼, each with proof/disproof numbers; proven nodes green, disproven red, the unexpanded frontier dashed, and the most-proving node — the next to expand — marked with its path." }</p>
            <super::picture::PictureView {picture} step={None} id={id.clone()} {depth} />
            <Outline {rows} {reveal} id={format!("{id}-outline")} />
        </div>
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
        Some(v) => format!("branch {branch}: leaf {v}"),
        None => format!("branch {branch}"),
    }
}
