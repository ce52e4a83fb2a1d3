//! Search trees as expandable outlines, the model behind the page's outline view: the rows of a
//! recorded alpha-beta search at any step ([`TraceModel`]) or of a proof-number search
//! ([`GameProof`]), which rows are on screen for a set of expanded rows ([`visible_rows`]),
//! and what the outline's keys do ([`key`]).
//!
//! It is core code, apart from the page component (`web::components::outline`, which only
//! renders rows and turns clicks and keys into calls here), so `cargo test` checks what the
//! outline shows. A row may carry a small board to draw; its type `B` is left to the caller
//! (the page uses tic-tac-toe boards) because the searchers know no game.

use std::collections::HashSet;

use super::alphabeta::{show, Cutoff, NodeKind, Trace};
use super::picture::Picture;
use super::pns::{NodeType, PnsError, ProofSearch, INFINITY};
use crate::game::{Player, State};
use crate::i18n::{with_english, Args, Catalogue};

/// One drawable row of a tree.
#[derive(Clone, PartialEq, Debug)]
pub struct Row<B> {
    /// Parent row.
    pub parent: Option<usize>,
    /// Child rows.
    pub children: Vec<usize>,
    /// A position to draw small (a tic-tac-toe board in the page), if the tree has one.
    pub board: Option<B>,
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

/// Trees up to this many rows offer "Expand all" (larger ones would flood the page).
pub const EXPAND_ALL_LIMIT: usize = 2_000;

/// The rows on screen, top to bottom: the root, then each open row's visible children.
pub fn visible_rows<B>(rows: &[Row<B>], expanded: &HashSet<usize>) -> Vec<usize> {
    fn go<B>(rows: &[Row<B>], i: usize, expanded: &HashSet<usize>, out: &mut Vec<usize>) {
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

/// `expanded` with the root and every ancestor of the rows in `reveal` opened (the rows
/// themselves are not opened: they become visible). Rows out of range are ignored.
pub fn reveal<B>(rows: &[Row<B>], expanded: &HashSet<usize>, reveal: &[usize]) -> HashSet<usize> {
    let mut open = expanded.clone();
    open.insert(0);
    for &r in reveal {
        let mut at = rows.get(r).and_then(|x| x.parent);
        while let Some(p) = at {
            open.insert(p);
            at = rows[p].parent;
        }
    }
    open
}

/// `expanded` with row `i` opened if it was closed, closed if it was open.
pub fn toggle(expanded: &HashSet<usize>, i: usize) -> HashSet<usize> {
    let mut open = expanded.clone();
    if !open.remove(&i) {
        open.insert(i);
    }
    open
}

/// Every row that has something to open: children or pruned moves ("Expand all").
pub fn expandable<B>(rows: &[Row<B>]) -> HashSet<usize> {
    (0..rows.len())
        .filter(|&i| !rows[i].children.is_empty() || !rows[i].pruned.is_empty())
        .collect()
}

/// What a key pressed on a row of the outline does.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Key {
    /// Not an outline key: left to the browser.
    Ignored,
    /// The row was opened or closed: the new expanded set (the focus stays).
    Expanded(HashSet<usize>),
    /// The focus moves to this row (`None`: nowhere to go, the key is still taken).
    Focus(Option<usize>),
}

/// Arrow keys move between the rows on screen, as in a file tree: Down/Up to the next or
/// previous row, Right opens a row (or enters it), Left closes it (or goes to its parent),
/// Home/End to the first/last row. `at` is the row with the focus, `key` the key's DOM name.
pub fn key<B>(rows: &[Row<B>], expanded: &HashSet<usize>, at: usize, key: &str) -> Key {
    let order = visible_rows(rows, expanded);
    let pos = order.iter().position(|&r| r == at).unwrap_or(0);
    let has_children =
        |i: usize| rows[i].children.iter().any(|&c| !rows[c].hidden) || !rows[i].pruned.is_empty();
    let target = match key {
        "ArrowDown" => order.get(pos + 1).copied(),
        "ArrowUp" => pos.checked_sub(1).map(|p| order[p]),
        "Home" => order.first().copied(),
        "End" => order.last().copied(),
        "ArrowRight" if has_children(at) && !expanded.contains(&at) => {
            let mut open = expanded.clone();
            open.insert(at);
            return Key::Expanded(open);
        }
        "ArrowRight" => order
            .get(pos + 1)
            .copied()
            .filter(|&r| rows[r].parent == Some(at)),
        "ArrowLeft" if expanded.contains(&at) && has_children(at) => {
            let mut open = expanded.clone();
            open.remove(&at);
            return Key::Expanded(open);
        }
        "ArrowLeft" => rows[at].parent,
        _ => return Key::Ignored,
    };
    Key::Focus(target)
}

/// A trace ready to draw at any step.
pub struct TraceModel<B> {
    /// Per node: parent, children, board, title, maximising, α, β, value, kind, cut note,
    /// pruned labels, enter and exit steps.
    pub nodes: Vec<TraceEntry<B>>,
    /// Total steps.
    pub steps: u32,
    /// Nodes on the principal variation.
    pub pv: HashSet<usize>,
    /// Leaf values in evaluation order, with the step at which each was evaluated.
    pub leaves: Vec<(u32, i32)>,
}

/// One node of a [`TraceModel`].
pub struct TraceEntry<B> {
    parent: Option<usize>,
    children: Vec<usize>,
    board: Option<B>,
    /// The move leading here; `None` at the root.
    title: Option<String>,
    maximising: bool,
    alpha: i32,
    beta: i32,
    value: i32,
    kind: NodeKind,
    cut: Option<Cutoff>,
    pruned: Vec<String>,
    enter: u32,
    exit: u32,
}

impl<B: Copy> TraceModel<B> {
    /// Builds the model; `label` names an action, `board` gives a node's position
    /// from its parent's and the action (or `None` for other trees).
    pub fn new<A: Copy>(
        trace: &Trace<A>,
        root_board: Option<B>,
        label: impl Fn(Option<&B>, A) -> String,
        play: impl Fn(&B, A) -> B,
    ) -> Self {
        let mut boards: Vec<Option<B>> = Vec::with_capacity(trace.nodes.len());
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
                title: n.action.map(|a| label(pb.as_ref(), a)),
                maximising: n.maximising,
                alpha: n.alpha,
                beta: n.beta,
                value: n.value,
                kind: n.kind,
                cut: n.cutoff,
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
    pub fn rows(&self, step: Option<u32>) -> (Vec<Row<B>>, Option<usize>) {
        with_english(|w| self.rows_in(step, w))
    }

    /// [`TraceModel::rows`] with the words (the root's title, why a node was cut) in the
    /// language of `words`.
    pub fn rows_in(&self, step: Option<u32>, words: &Catalogue) -> (Vec<Row<B>>, Option<usize>) {
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
                    title: n.title.clone().unwrap_or_else(|| words.msg("outline-root")),
                    player: if n.kind == NodeKind::Leaf {
                        "leaf"
                    } else if n.maximising {
                        "MAX"
                    } else {
                        "MIN"
                    },
                    numbers: format!("α={} β={} v={}", show(n.alpha), show(n.beta), value),
                    note: n.cut.filter(|_| finished).map(|c| c.explanation_in(words)),
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

/// Leaf values as a comma-separated list, the first 40 and then how many more.
pub fn summarize(values: &[i32]) -> String {
    with_english(|w| summarize_in(values, w))
}

/// [`summarize`] in the language of `words`.
pub fn summarize_in(values: &[i32], words: &Catalogue) -> String {
    let shown: Vec<String> = values.iter().take(40).map(|v| v.to_string()).collect();
    if values.len() > 40 {
        words.msg_with(
            "outline-leaves-more",
            &Args::new()
                .text("shown", shown.join(", "))
                .count("more", (values.len() - 40) as i64),
        )
    } else {
        shown.join(", ")
    }
}

/// The kind of a row's node ([`Row::player`]: MAX, MIN, leaf, OR, AND, yes, no) in the
/// language of `words`.
pub fn who_in(player: &str, words: &Catalogue) -> String {
    match player {
        "leaf" => words.msg("outline-who-leaf"),
        "yes" => words.msg("outline-who-yes"),
        "no" => words.msg("outline-who-no"),
        "OR" => words.msg("outline-who-or"),
        "AND" => words.msg("outline-who-and"),
        other => other.to_string(),
    }
}

/// A proof or disproof number as shown: `∞` for [`INFINITY`].
pub fn pn(n: u32) -> String {
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

/// A proof search over a game with labelled actions; `B` is the small board a row may draw.
pub struct GameProof<S: State, B> {
    search: ProofSearch<S, Goal<S>>,
    question: String,
    label: fn(&S, S::Action) -> String,
    board: fn(&S) -> Option<B>,
    stopped: Option<PnsError>,
}

impl<S: State, B> GameProof<S, B> {
    /// A search from `root`: can `attacker` force a terminal state where `goal` holds?
    pub fn new(
        root: S,
        attacker: Player,
        goal: Goal<S>,
        question: String,
        label: fn(&S, S::Action) -> String,
        board: fn(&S) -> Option<B>,
    ) -> Self {
        GameProof {
            search: ProofSearch::with_limit(root, attacker, goal, PROOF_NODE_LIMIT),
            question,
            label,
            board,
            stopped: None,
        }
    }

    /// Rows with proof and disproof numbers.
    pub fn rows(&self) -> Vec<Row<B>> {
        with_english(|w| self.rows_in(w))
    }

    /// [`GameProof::rows`] with the root's title in the language of `words`.
    pub fn rows_in(&self, words: &Catalogue) -> Vec<Row<B>> {
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
                    _ => words.msg("outline-root"),
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

    /// Expands the most-proving node; false once solved or at the node limit.
    pub fn expand(&mut self) -> bool {
        match self.search.expand_one() {
            Ok(None) => true,
            Ok(Some(_)) => false,
            Err(e) => {
                self.stopped = Some(e);
                false
            }
        }
    }

    /// A sentence on the state of the proof.
    pub fn summary(&self) -> String {
        with_english(|w| self.summary_in(w))
    }

    /// [`GameProof::summary`] in the language of `words` (the question is already in it).
    pub fn summary_in(&self, words: &Catalogue) -> String {
        let (p, d) = self.search.root_numbers();
        let state = match self.search.verdict() {
            Some(v) if v.proven => words.msg("outline-proof-proven"),
            Some(_) => words.msg("outline-proof-disproven"),
            None => match &self.stopped {
                Some(e) => words.msg_with(
                    "outline-proof-stopped",
                    &Args::new().text("reason", e.message_in(words)),
                ),
                None => words.msg("outline-proof-open"),
            },
        };
        let expansions = self.search.verdict().map_or_else(
            || self.search.nodes().iter().filter(|n| n.expanded).count() as u64,
            |v| v.expansions,
        );
        words.msg_with(
            "outline-proof-summary",
            &Args::new()
                .text("question", self.question.clone())
                .text("state", state)
                .text("pn", pn(p))
                .text("dn", pn(d))
                .count("nodes", self.search.nodes().len() as i64)
                .count("expansions", expansions as i64),
        )
    }

    /// The most-proving node, if unsolved.
    pub fn most_proving(&self) -> Option<usize> {
        self.search.most_proving().map(|i| i as usize)
    }

    /// The tree drawn as it stands, boards drawn by `draw` (an SVG fragment).
    pub fn picture(&self, draw: impl Fn(&B) -> String) -> Picture {
        Picture::from_proof(&self.search, self.label, |s| {
            (self.board)(s).map(|b| draw(&b))
        })
    }
}

#[cfg(test)]
mod tests;
