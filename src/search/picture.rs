//! A recorded alpha-beta or minimax search drawn as the textbook draws it: levels of MAX (▲) and
//! MIN (▼) nodes joined by edges labelled with their moves, leaf values at the bottom, values
//! backed up, pruned edges struck through with their subtrees greyed, the principal variation
//! in bold — at any step of the search, with the node being visited, the path to it and its α/β
//! window marked.
//!
//! It is core code so the layout and the drawing are tested natively: [`Picture::from_trace`]
//! replays a [`Trace`] over the game (so the moves never searched can be drawn too, from the
//! game itself, up to a node budget), [`Picture::layout`] places the visible nodes without
//! crossing edges (leaves one unit apart in order, each parent centred over its first and last
//! child — the game-tree lab's tidy layout), and [`Picture::svg`] writes a standalone SVG document
//! (the page embeds it; "Export SVG" saves the same string). Large trees are drawn in part: a
//! node's children are shown when it is within the first levels or expanded by the user, and a
//! collapsed node says how many nodes it hides.

use std::collections::HashSet;
use std::fmt::Write as _;

use super::alphabeta::{show, NodeKind, Trace};
use super::pns::{NodeType, ProofSearch, INFINITY};
use super::Searchable;
use crate::game::{Score, State, ZeroSumEvaluator};

/// What a node is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// MAX to move (an upward triangle).
    Max,
    /// MIN to move (a downward triangle).
    Min,
    /// A terminal position (a square with its value).
    Leaf,
}

/// What the search did at a node it entered.
#[derive(Clone, Debug, PartialEq)]
pub struct Searched {
    /// α on entry.
    pub alpha: Score,
    /// β on entry.
    pub beta: Score,
    /// The value returned (a bound where the node was cut).
    pub value: Score,
    /// The step at which the node was entered.
    pub enter: u32,
    /// The step at which its value was final.
    pub exit: u32,
    /// The cut-off here, in words.
    pub cut: Option<String>,
    /// On the principal variation.
    pub pv: bool,
    /// Decided by the transposition table.
    pub table_hit: bool,
}

/// One node of the picture.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// The parent.
    pub parent: Option<usize>,
    /// The children, in the game's order of search.
    pub children: Vec<usize>,
    /// The move leading here ("" at the root).
    pub label: String,
    /// MAX, MIN or leaf.
    pub shape: Shape,
    /// The static value of a leaf (drawn greyed where the search never reached it).
    pub leaf_value: Option<Score>,
    /// What the search did here; `None` for a node it never entered.
    pub searched: Option<Searched>,
    /// For a node the search never entered: the step of the cut-off that pruned it and why.
    pub pruned: Option<(u32, String)>,
    /// A drawing to put at the node instead of its shape (e.g. a small board), as SVG drawn
    /// around (0, 0) within ±[`DECORATION_HALF`].
    pub decoration: Option<String>,
    /// Moves below this one not drawn because the pruned subtrees outgrew the node budget
    /// (drawn as "+N more").
    pub elided: u64,
    /// Numbers drawn instead of a value (a proof-number tree's "pn/dn").
    pub numbers: Option<String>,
    /// Extra classes: `proven`, `disproven`, `frontier` (a proof tree's unexpanded node).
    pub status: Vec<&'static str>,
}

/// Half the size of a node's decoration.
pub const DECORATION_HALF: f64 = 18.0;

/// A search, drawable.
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    /// Nodes, the root first; each parent before its children.
    pub nodes: Vec<Node>,
    /// Steps of the search (entries + exits).
    pub steps: u32,
    /// A node marked with its path from the root when no step is shown (a proof tree's
    /// most-proving node).
    pub marked: Option<usize>,
}

/// Which nodes show their children (by default, all).
#[derive(Clone, Debug, PartialEq)]
pub struct Expansion {
    /// Nodes shallower than this show their children.
    pub depth: usize,
    /// Nodes the user opened.
    pub open: HashSet<usize>,
    /// Nodes the user closed (overrides `depth`).
    pub closed: HashSet<usize>,
}

impl Default for Expansion {
    fn default() -> Self {
        Expansion::all()
    }
}

impl Expansion {
    /// Every node open.
    pub fn all() -> Self {
        Expansion::levels(usize::MAX)
    }

    /// The first `depth` levels open.
    pub fn levels(depth: usize) -> Self {
        Expansion {
            depth,
            open: HashSet::new(),
            closed: HashSet::new(),
        }
    }
}

/// A placed node: its index, x (in leaf units) and depth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    /// The node.
    pub node: usize,
    /// Horizontal position, in units of one leaf.
    pub x: f64,
    /// Depth below the root.
    pub depth: usize,
}

/// What the page asks to see.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct View {
    /// The step (`None`: the finished search).
    pub step: Option<u32>,
    /// Which nodes show their children.
    pub expansion: Expansion,
    /// The node with keyboard focus, outlined.
    pub focus: Option<usize>,
}

impl Picture {
    /// The picture of `trace`, recorded from `root`: every searched node, and for each cut-off
    /// the moves it pruned with their subtrees generated from the game (at most `budget` nodes
    /// in all; beyond it a pruned move is drawn as one node saying how many it hides, counted
    /// up to the budget again). `label` names a move from a position; `decoration` draws a
    /// position small (or not).
    pub fn from_trace<S, E>(
        root: &S,
        trace: &Trace<S::Action>,
        evaluator: &E,
        label: impl Fn(&S, S::Action) -> String,
        decoration: impl Fn(&S) -> Option<String>,
        budget: usize,
    ) -> Picture
    where
        S: Searchable,
        E: ZeroSumEvaluator<S>,
    {
        let pv: HashSet<u32> = trace.principal_variation().into_iter().collect();
        let mut b = Builder {
            nodes: Vec::new(),
            budget,
            evaluator,
            label: &label,
            decoration: &decoration,
        };
        b.searched(root, trace, 0, None, &pv);
        Picture {
            nodes: b.nodes,
            steps: trace.steps,
            marked: None,
        }
    }

    /// The picture of a proof-number search as it stands: OR nodes (the attacker to move) as ▲,
    /// AND nodes as ▼, terminal positions as squares answering yes or no, each node with its
    /// proof and disproof numbers, proven and disproven nodes coloured, unexpanded ones drawn
    /// as the frontier, and the most-proving node marked with its path.
    pub fn from_proof<S: State, Q: Fn(&S) -> bool>(
        search: &ProofSearch<S, Q>,
        label: impl Fn(&S, S::Action) -> String,
        decoration: impl Fn(&S) -> Option<String>,
    ) -> Picture {
        let pn = |n: u32| {
            if n == INFINITY {
                "∞".to_string()
            } else {
                n.to_string()
            }
        };
        let all = search.nodes();
        let nodes = all
            .iter()
            .map(|n| {
                let mut status = Vec::new();
                if n.proof == 0 {
                    status.push("proven");
                } else if n.disproof == 0 {
                    status.push("disproven");
                }
                if !n.expanded && n.terminal_answer.is_none() {
                    status.push("frontier");
                }
                Node {
                    parent: n.parent.map(|p| p as usize),
                    children: n.children.iter().map(|&c| c as usize).collect(),
                    label: match (n.parent, n.action) {
                        (Some(p), Some(a)) => label(&all[p as usize].state, a),
                        _ => String::new(),
                    },
                    shape: match (n.terminal_answer, n.node_type) {
                        (Some(_), _) => Shape::Leaf,
                        (None, NodeType::Or) => Shape::Max,
                        (None, NodeType::And) => Shape::Min,
                    },
                    leaf_value: None,
                    searched: None,
                    pruned: None,
                    decoration: decoration(&n.state),
                    elided: 0,
                    numbers: Some(match n.terminal_answer {
                        Some(true) => "yes".to_string(),
                        Some(false) => "no".to_string(),
                        None => format!("{}/{}", pn(n.proof), pn(n.disproof)),
                    }),
                    status,
                }
            })
            .collect();
        Picture {
            nodes,
            steps: 0,
            marked: search.most_proving().map(|i| i as usize),
        }
    }

    /// Nodes the search entered.
    pub fn visited(&self) -> usize {
        self.nodes.iter().filter(|n| n.searched.is_some()).count()
    }

    /// Nodes drawn for moves the search pruned.
    pub fn pruned(&self) -> usize {
        self.nodes.iter().filter(|n| n.pruned.is_some()).count()
    }

    /// Moves cut off: edges from a node the search entered to one it never entered.
    pub fn cut_moves(&self) -> usize {
        self.nodes
            .iter()
            .filter(|n| n.pruned.is_some())
            .filter(|n| n.parent.is_some_and(|p| self.nodes[p].searched.is_some()))
            .count()
    }

    /// One sentence of counts for the caption.
    pub fn summary(&self) -> String {
        if self.nodes.iter().any(|n| n.numbers.is_some()) {
            let frontier = self
                .nodes
                .iter()
                .filter(|n| n.status.contains(&"frontier"))
                .count();
            return format!(
                "{} nodes in the proof tree, {frontier} of them unexpanded{}.",
                self.nodes.len(),
                if self.marked.is_some() {
                    "; the most-proving node is marked with its path"
                } else {
                    ""
                }
            );
        }
        let elided: u64 = self.nodes.iter().map(|n| n.elided).sum();
        let cut = self.cut_moves();
        let moves = if cut == 1 { "move" } else { "moves" };
        if elided == 0 {
            format!(
                "{} of the tree's {} nodes visited; {cut} {moves} cut off (struck through), their subtrees greyed.",
                self.visited(),
                self.nodes.len()
            )
        } else {
            format!(
                "{} nodes visited; {cut} {moves} cut off (struck through), their subtrees greyed (drawn in part).",
                self.visited()
            )
        }
    }

    fn shows_children(&self, i: usize, depth: usize, e: &Expansion) -> bool {
        !self.nodes[i].children.is_empty()
            && !e.closed.contains(&i)
            && (depth < e.depth || e.open.contains(&i))
    }

    /// Whether node `i` shows its children under `e`.
    pub fn is_open(&self, i: usize, e: &Expansion) -> bool {
        self.shows_children(i, self.depth(i), e)
    }

    /// The depth of node `i`.
    pub fn depth(&self, i: usize) -> usize {
        let mut d = 0;
        let mut at = i;
        while let Some(p) = self.nodes[at].parent {
            d += 1;
            at = p;
        }
        d
    }

    /// How many nodes lie below `i` (each elided move counted once).
    pub fn descendants(&self, i: usize) -> u64 {
        self.nodes[i]
            .children
            .iter()
            .map(|&c| 1 + self.descendants(c))
            .sum::<u64>()
            + self.nodes[i].elided
    }

    /// The visible nodes in preorder, placed: leaves (and closed nodes) one unit apart from left
    /// to right, each open node centred over its first and last visible child — so no edges
    /// cross and parents sit over their children.
    pub fn layout(&self, e: &Expansion) -> Vec<Placed> {
        fn go(
            p: &Picture,
            i: usize,
            depth: usize,
            e: &Expansion,
            next: &mut f64,
            out: &mut Vec<Placed>,
        ) -> f64 {
            let at = out.len();
            out.push(Placed {
                node: i,
                x: 0.0,
                depth,
            });
            let x = if p.shows_children(i, depth, e) {
                let xs: Vec<f64> = p.nodes[i]
                    .children
                    .iter()
                    .map(|&c| go(p, c, depth + 1, e, next, out))
                    .collect();
                (xs[0] + xs[xs.len() - 1]) / 2.0
            } else {
                let x = *next;
                *next += 1.0;
                x
            };
            out[at].x = x;
            x
        }
        let mut out = Vec::new();
        if !self.nodes.is_empty() {
            go(self, 0, 0, e, &mut 0.0, &mut out);
        }
        out
    }

    /// The node being entered or left at `step`, if any.
    pub fn current(&self, step: Option<u32>) -> Option<usize> {
        let s = step?;
        self.nodes.iter().position(|n| {
            n.searched
                .as_ref()
                .is_some_and(|x| x.enter == s || x.exit == s)
        })
    }

    /// Leaf values evaluated up to `step` (all when `None`), in order.
    pub fn leaves_until(&self, step: Option<u32>) -> Vec<Score> {
        let at = step.unwrap_or(u32::MAX);
        let mut v: Vec<(u32, Score)> = self
            .nodes
            .iter()
            .filter(|n| n.shape == Shape::Leaf)
            .filter_map(|n| n.searched.as_ref().map(|s| (s.enter, s.value)))
            .filter(|(s, _)| *s <= at)
            .collect();
        v.sort_unstable();
        v.into_iter().map(|(_, x)| x).collect()
    }

    /// The picture as a standalone SVG document.
    pub fn svg(&self, view: &View) -> String {
        const DX: f64 = 64.0;
        const DY: f64 = 92.0;
        const MARGIN: f64 = 48.0;
        let placed = self.layout(&view.expansion);
        let at = view.step.unwrap_or(u32::MAX);
        let finished = view.step.is_none();
        let current = self
            .current(view.step)
            .or(if finished { self.marked } else { None });
        let mut on_path = HashSet::new();
        if let Some(c) = current {
            let mut i = c;
            on_path.insert(i);
            while let Some(p) = self.nodes[i].parent {
                on_path.insert(p);
                i = p;
            }
        }
        let mut pos = vec![None; self.nodes.len()];
        for p in &placed {
            pos[p.node] = Some((MARGIN + p.x * DX, MARGIN + p.depth as f64 * DY));
        }
        let max_x = placed.iter().map(|p| p.x).fold(0.0, f64::max);
        let max_d = placed.iter().map(|p| p.depth).max().unwrap_or(0);
        let (w, h) = (
            2.0 * MARGIN + max_x * DX,
            2.0 * MARGIN + max_d as f64 * DY + 24.0,
        );
        // The state of each node at this step.
        let entered =
            |n: &Node| n.numbers.is_some() || n.searched.as_ref().is_some_and(|s| s.enter <= at);
        let cut_off = |n: &Node| n.pruned.as_ref().is_some_and(|(s, _)| *s <= at);
        let mut out = String::new();
        let _ = write!(
            out,
            r##"<svg xmlns="http://www.w3.org/2000/svg" class="search-picture" viewBox="0 0 {w:.0} {h:.0}" width="{w:.0}" height="{h:.0}" font-family="system-ui, sans-serif" role="img" aria-label="search tree, {} nodes visited, {} pruned">"##,
            self.visited(),
            self.pruned()
        );
        out.push_str(r##"<style>.e{stroke:#5b6475;stroke-width:1.5}.e.pv{stroke:#3a63c8;stroke-width:4}.e.path{stroke:#c2410c;stroke-width:3}.e.future{stroke:#cfd5e0;stroke-dasharray:3 3}.e.cut{stroke:#9aa3b2;stroke-dasharray:6 4}.n .s{fill:#fff;stroke:#1d2330;stroke-width:1.5}.n.max .s{fill:#e6edfb}.n.min .s{fill:#fdeee6}.n.future .s{fill:#fff;stroke:#cfd5e0}.n.cut .s{fill:#eef0f4;stroke:#b5bcc8}.n.current .s{stroke:#c2410c;stroke-width:4}.n.proven .s{fill:#dcf3e4}.n.disproven .s{fill:#fbe0dc}.n.frontier .s{stroke-dasharray:3 2}.n.focus .ring{stroke:#3a63c8;stroke-width:2;fill:none;stroke-dasharray:4 2}.n text{font-size:13px;text-anchor:middle}.n.cut text,.n.future text{fill:#9aa3b2}.lbl{font-size:11px;fill:#5b6475;text-anchor:middle}.lbl.cut{fill:#9aa3b2;text-decoration:line-through}.strike{stroke:#c0392b;stroke-width:2}.win{font-size:11px;fill:#c2410c}.more{font-size:11px;fill:#5b6475}</style>"##);
        // Edges first, under the nodes.
        for p in &placed {
            let n = &self.nodes[p.node];
            let Some(parent) = n.parent else { continue };
            let (Some((x1, y1)), Some((x2, y2))) = (pos[parent], pos[p.node]) else {
                continue;
            };
            let mut class = vec!["e"];
            if cut_off(n) {
                class.push("cut");
            } else if !entered(n) {
                class.push("future");
            } else if on_path.contains(&p.node) {
                class.push("path");
            } else if finished && n.searched.as_ref().is_some_and(|s| s.pv) {
                class.push("pv");
            }
            let (y1, y2) = (y1 + 16.0, y2 - 16.0);
            let _ = write!(
                out,
                r##"<line class="{}" x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}"/>"##,
                class.join(" ")
            );
            let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
            let cut_edge = self.nodes[parent].searched.is_some();
            if let (true, true, Some((_, why))) = (cut_off(n), cut_edge, &n.pruned) {
                // The pruned edge is struck through; the reason is its tooltip.
                let (dx, dy) = (x2 - x1, y2 - y1);
                let len = (dx * dx + dy * dy).sqrt().max(1.0);
                let (nx, ny) = (-dy / len * 9.0, dx / len * 9.0);
                for off in [-3.0, 3.0] {
                    let (cx, cy) = (mx + dx / len * off, my + dy / len * off);
                    let _ = write!(
                        out,
                        r##"<line class="strike" x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}"><title>pruned — {}</title></line>"##,
                        cx - nx,
                        cy - ny,
                        cx + nx,
                        cy + ny,
                        escape(why)
                    );
                }
            }
            if !n.label.is_empty() {
                // Nearer the child than the parent, where fanned-out edges are far apart.
                let (mx, my) = (x1 + (x2 - x1) * 0.68, y1 + (y2 - y1) * 0.68);
                let side = if x2 < x1 { -6.0 } else { 6.0 };
                let anchor = if x2 < x1 {
                    "end"
                } else if x2 > x1 {
                    "start"
                } else {
                    "middle"
                };
                let _ = write!(
                    out,
                    r##"<text class="lbl{}" x="{:.1}" y="{:.1}" text-anchor="{anchor}">{}</text>"##,
                    if cut_off(n) { " cut" } else { "" },
                    mx + side,
                    my,
                    escape(&n.label)
                );
            }
        }
        for p in &placed {
            let i = p.node;
            let n = &self.nodes[i];
            let Some((x, y)) = pos[i] else { continue };
            let mut class = vec![
                "n",
                match n.shape {
                    Shape::Max => "max",
                    Shape::Min => "min",
                    Shape::Leaf => "leaf",
                },
            ];
            if cut_off(n) {
                class.push("cut");
            } else if !entered(n) {
                class.push("future");
            } else {
                class.push("visited");
            }
            if current == Some(i) {
                class.push("current");
            }
            if finished && n.searched.as_ref().is_some_and(|s| s.pv) {
                class.push("pv");
            }
            if view.focus == Some(i) {
                class.push("focus");
            }
            class.extend(n.status.iter().copied());
            let closed =
                !n.children.is_empty() && !self.shows_children(i, p.depth, &view.expansion);
            let _ = write!(
                out,
                r##"<g class="{}" data-node="{i}" transform="translate({x:.1},{y:.1})">"##,
                class.join(" ")
            );
            let title = self.title(i, at);
            let _ = write!(out, "<title>{}</title>", escape(&title));
            match (&n.decoration, n.shape) {
                (Some(d), shape) => {
                    let _ = write!(
                        out,
                        r##"<rect class="s" x="-20" y="-20" width="40" height="40" rx="3"/>{d}"##
                    );
                    if shape != Shape::Leaf {
                        let mark = if shape == Shape::Max { "▲" } else { "▼" };
                        let _ = write!(
                            out,
                            r##"<text x="-27" y="-10" font-size="10">{mark}</text>"##
                        );
                    }
                }
                (None, Shape::Max) => {
                    out.push_str(r##"<polygon class="s" points="0,-17 17,13 -17,13"/>"##)
                }
                (None, Shape::Min) => {
                    out.push_str(r##"<polygon class="s" points="0,17 17,-13 -17,-13"/>"##)
                }
                (None, Shape::Leaf) => out.push_str(
                    r##"<rect class="s" x="-15" y="-13" width="30" height="26" rx="2"/>"##,
                ),
            }
            out.push_str(r##"<circle class="ring" r="26" fill="none"/>"##);
            // The value: a leaf's own, an inner node's once backed up, "?" while it is searched
            // (a proof tree's numbers instead).
            let value = match (&n.searched, n.leaf_value) {
                _ if n.numbers.is_some() => n.numbers.clone(),
                (Some(s), _) if s.exit <= at => Some(show(s.value)),
                (Some(s), _) if s.enter <= at => Some("?".to_string()),
                (_, Some(v)) if n.shape == Shape::Leaf => Some(v.to_string()),
                _ => None,
            };
            if let Some(v) = value {
                let (vy, weight) = match (n.shape, n.decoration.is_some()) {
                    (_, true) => (36.0, "700"),
                    (Shape::Max | Shape::Min, false) if n.numbers.is_some() => (32.0, "700"),
                    (Shape::Max, false) => (9.0, "700"),
                    (Shape::Min, false) => (2.0, "700"),
                    (Shape::Leaf, false) => (5.0, "700"),
                };
                let _ = write!(
                    out,
                    r##"<text class="v" y="{vy}" font-weight="{weight}">{}</text>"##,
                    escape(&v)
                );
            }
            if current == Some(i) {
                if let Some(s) = &n.searched {
                    let _ = write!(
                        out,
                        r##"<text class="win" x="24" y="5" text-anchor="start">α={} β={}</text>"##,
                        show(s.alpha),
                        show(s.beta)
                    );
                }
            }
            if closed {
                let _ = write!(
                    out,
                    r##"<text class="more" y="{}">+{}</text>"##,
                    if n.decoration.is_some() { 50 } else { 30 },
                    self.descendants(i)
                );
            } else if n.elided > 0 {
                let _ = write!(
                    out,
                    r##"<text class="more" y="30">+{} more</text>"##,
                    n.elided
                );
            }
            out.push_str("</g>");
        }
        out.push_str("</svg>");
        out
    }

    /// The tooltip of node `i` at step `at`: what it is, its window and value, why it was cut.
    pub fn title(&self, i: usize, at: u32) -> String {
        let n = &self.nodes[i];
        let what = match n.shape {
            Shape::Max => "MAX node",
            Shape::Min => "MIN node",
            Shape::Leaf => "leaf",
        };
        let mut t = if n.label.is_empty() {
            format!("root, {what}")
        } else {
            format!("{}: {what}", n.label)
        };
        if let Some(numbers) = &n.numbers {
            let kind = match n.shape {
                Shape::Max => "OR node (the attacker chooses)",
                Shape::Min => "AND node (the defender chooses)",
                Shape::Leaf => "terminal",
            };
            let mut t = format!(
                "{}{kind}; ",
                if n.label.is_empty() {
                    "root, ".to_string()
                } else {
                    format!("{}: ", n.label)
                }
            );
            if n.shape == Shape::Leaf {
                let _ = write!(t, "the question's answer here: {numbers}");
            } else {
                let _ = write!(t, "proof/disproof numbers {numbers}");
            }
            for st in &n.status {
                let _ = write!(t, "; {st}");
            }
            if self.marked == Some(i) {
                t.push_str("; the most-proving node (expanded next)");
            }
            return t;
        }
        match (&n.searched, &n.pruned) {
            (Some(s), _) if s.enter <= at => {
                let _ = write!(t, "; α={} β={} on entry", show(s.alpha), show(s.beta));
                if s.exit <= at {
                    let _ = write!(t, "; value {}", show(s.value));
                    if s.table_hit {
                        t.push_str(" (from the transposition table)");
                    }
                    if let Some(c) = &s.cut {
                        let _ = write!(t, "; {c}");
                    }
                }
            }
            (_, Some((s, why))) if *s <= at => {
                let _ = write!(t, "; never searched — pruned ({why})");
            }
            _ => t.push_str("; not reached yet"),
        }
        t
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

struct Builder<'a, S: State, E> {
    nodes: Vec<Node>,
    budget: usize,
    evaluator: &'a E,
    label: &'a dyn Fn(&S, S::Action) -> String,
    decoration: &'a dyn Fn(&S) -> Option<String>,
}

impl<S: Searchable, E: ZeroSumEvaluator<S>> Builder<'_, S, E> {
    fn shape(state: &S) -> Shape {
        match state.turn() {
            crate::game::Turn::Terminal => Shape::Leaf,
            _ if super::is_max(state) => Shape::Max,
            _ => Shape::Min,
        }
    }

    fn searched(
        &mut self,
        state: &S,
        trace: &Trace<S::Action>,
        t: u32,
        parent: Option<(usize, String)>,
        pv: &HashSet<u32>,
    ) {
        let tn = &trace.nodes[t as usize];
        let index = self.nodes.len();
        let shape = Self::shape(state);
        let (parent_index, label) = parent.map_or((None, String::new()), |(p, l)| (Some(p), l));
        self.nodes.push(Node {
            parent: parent_index,
            children: Vec::new(),
            label,
            shape,
            leaf_value: (shape == Shape::Leaf).then(|| self.evaluator.score(state)),
            searched: Some(Searched {
                alpha: tn.alpha,
                beta: tn.beta,
                value: tn.value,
                enter: tn.enter_step,
                exit: tn.exit_step,
                cut: tn.cutoff.map(|c| c.explanation()),
                pv: pv.contains(&t),
                table_hit: tn.kind == NodeKind::TableHit,
            }),
            pruned: None,
            decoration: (self.decoration)(state),
            elided: 0,
            numbers: None,
            status: Vec::new(),
        });
        if let Some(p) = parent_index {
            self.nodes[p].children.push(index);
        }
        for &c in &tn.children {
            let a = trace.nodes[c as usize].action.expect("a child has a move");
            let mut next = state.clone();
            next.apply(a);
            self.searched(&next, trace, c, Some((index, (self.label)(state, a))), pv);
        }
        let why = tn.cutoff.map(|c| c.explanation()).unwrap_or_default();
        for &a in &tn.pruned {
            let mut next = state.clone();
            next.apply(a);
            let label = (self.label)(state, a);
            self.unsearched(&next, index, label, (tn.exit_step, why.clone()));
        }
    }

    /// A node the search never entered, and its subtree while the budget lasts.
    fn unsearched(&mut self, state: &S, parent: usize, label: String, pruned: (u32, String)) {
        let index = self.nodes.len();
        let shape = Self::shape(state);
        self.nodes.push(Node {
            parent: Some(parent),
            children: Vec::new(),
            label,
            shape,
            leaf_value: (shape == Shape::Leaf).then(|| self.evaluator.score(state)),
            searched: None,
            pruned: Some(pruned.clone()),
            decoration: (self.decoration)(state),
            elided: 0,
            numbers: None,
            status: Vec::new(),
        });
        self.nodes[parent].children.push(index);
        let mut moves = Vec::new();
        state.legal_actions(&mut moves);
        for a in moves {
            let mut next = state.clone();
            next.apply(a);
            if self.nodes.len() >= self.budget {
                self.nodes[index].elided += 1;
                continue;
            }
            let label = (self.label)(state, a);
            self.unsearched(&next, index, label, pruned.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nested_tree::{LeafValue, NestedTree, SEED_EXAMPLE};
    use crate::rng::{below, Seed};
    use crate::search::alphabeta::{AlphaBeta, Options};

    fn picture(text: &str, options: Options) -> Picture {
        let tree = NestedTree::parse(text).unwrap();
        let root = tree.root();
        let (_, trace) = AlphaBeta::new(&LeafValue, options).search_traced(&root);
        Picture::from_trace(
            &root,
            &trace,
            &LeafValue,
            |_, a| format!("{a}"),
            |_| None,
            10_000,
        )
    }

    /// Checks the layout is tidy: parents centred over their first and last visible child,
    /// children left to right in order, and no two edges crossing (at each depth the nodes'
    /// left-to-right order is the order of their parents).
    fn check_tidy(p: &Picture, e: &Expansion) {
        let placed = p.layout(e);
        let x: std::collections::HashMap<usize, (f64, usize)> =
            placed.iter().map(|q| (q.node, (q.x, q.depth))).collect();
        for q in &placed {
            let n = &p.nodes[q.node];
            if p.is_open(q.node, e) {
                let xs: Vec<f64> = n.children.iter().map(|c| x[c].0).collect();
                assert!(xs.windows(2).all(|w| w[0] < w[1]), "children in order");
                assert_eq!(q.x, (xs[0] + xs[xs.len() - 1]) / 2.0, "centred");
            } else {
                assert!(
                    n.children.iter().all(|c| !x.contains_key(c)),
                    "closed hides children"
                );
            }
        }
        let depth = placed.iter().map(|q| q.depth).max().unwrap_or(0);
        for d in 1..=depth {
            let mut level: Vec<&Placed> = placed.iter().filter(|q| q.depth == d).collect();
            level.sort_by(|a, b| a.x.total_cmp(&b.x));
            let parents: Vec<f64> = level
                .iter()
                .map(|q| x[&p.nodes[q.node].parent.unwrap()].0)
                .collect();
            assert!(
                parents.windows(2).all(|w| w[0] <= w[1]),
                "no crossing at depth {d}"
            );
            assert!(
                level.windows(2).all(|w| w[1].x - w[0].x >= 1.0 - 1e-9),
                "one unit apart"
            );
        }
    }

    fn random_tree(rng: &mut crate::rng::GameRng, depth: u32) -> String {
        if depth == 0 || (depth < 3 && below(rng, 4) == 0) {
            return (below(rng, 21) as i32 - 10).to_string();
        }
        let k = 1 + below(rng, 3);
        let kids: Vec<String> = (0..k).map(|_| random_tree(rng, depth - 1)).collect();
        format!("[{}]", kids.join(","))
    }

    #[test]
    fn the_seed_example_is_drawn_as_the_textbook_draws_it() {
        let p = picture(SEED_EXAMPLE, Options::ALPHA_BETA);
        // 14 nodes visited, the other 4 drawn as pruned.
        assert_eq!(p.visited(), 14);
        assert_eq!(p.pruned(), 4);
        assert_eq!(p.cut_moves(), 2);
        assert_eq!(
            p.summary(),
            "14 of the tree's 18 nodes visited; 2 moves cut off (struck through), their subtrees greyed."
        );
        assert_eq!(p.leaves_until(None), vec![4, 6, 7, 1, 2, 9]);
        assert_eq!(p.nodes[0].searched.as_ref().unwrap().value, 9);
        let svg = p.svg(&View::default());
        let classes = node_classes(&svg);
        assert_eq!(classes.len(), 18);
        assert_eq!(
            classes.iter().filter(|c| c.contains(" visited")).count(),
            14
        );
        assert_eq!(classes.iter().filter(|c| c.contains(" cut")).count(), 4);
        assert_eq!(
            svg.matches("class=\"strike\"").count(),
            2 * 2,
            "two pruned edges, two strokes each"
        );
        assert!(svg.contains("pruned — cut"));
        check_tidy(&p, &Expansion::all());
        well_formed(&svg);
        // Minimax visits all 18.
        assert_eq!(picture(SEED_EXAMPLE, Options::MINIMAX).visited(), 18);
    }

    #[test]
    fn stepping_marks_the_current_node_and_its_window() {
        let p = picture(SEED_EXAMPLE, Options::ALPHA_BETA);
        let mut currents = Vec::new();
        for s in 0..p.steps {
            let svg = p.svg(&View {
                step: Some(s),
                ..View::default()
            });
            let current = node_classes(&svg)
                .iter()
                .filter(|c| c.contains(" current"))
                .count();
            assert_eq!(current, 1, "step {s}");
            assert!(svg.contains("α="));
            currents.push(p.current(Some(s)).unwrap());
            well_formed(&svg);
        }
        assert_eq!(currents[0], 0);
        // Before the first cut nothing is struck through.
        assert!(!p
            .svg(&View {
                step: Some(1),
                ..View::default()
            })
            .contains("class=\"strike\""));
    }

    #[test]
    fn random_trees_are_laid_out_tidily_and_every_pruned_subtree_is_marked() {
        let mut rng = Seed(17).rng();
        for _ in 0..200 {
            let text = random_tree(&mut rng, 5);
            let p = picture(&text, Options::ALPHA_BETA);
            check_tidy(&p, &Expansion::all());
            check_tidy(&p, &Expansion::levels(2));
            let mut e = Expansion::levels(1);
            e.open.insert(p.nodes[0].children[0]);
            check_tidy(&p, &e);
            // Everything below a pruned node is pruned; every node is visited or pruned.
            for (i, n) in p.nodes.iter().enumerate() {
                assert!(
                    n.searched.is_some() != n.pruned.is_some(),
                    "{text} node {i}"
                );
                if n.pruned.is_some() {
                    assert!(n.children.iter().all(|&c| p.nodes[c].pruned.is_some()));
                }
            }
            // The picture holds the whole tree: as many nodes as the text has.
            let leaves = text
                .split(|c: char| !(c.is_ascii_digit() || c == '-'))
                .filter(|s| !s.is_empty())
                .count();
            assert_eq!(
                p.nodes.iter().filter(|n| n.children.is_empty()).count(),
                leaves,
                "{text}"
            );
            let mm = picture(&text, Options::MINIMAX);
            assert_eq!(mm.visited(), p.nodes.len(), "minimax visits the whole tree");
            well_formed(&p.svg(&View::default()));
        }
    }

    #[test]
    fn a_proof_tree_is_drawn_with_its_numbers_and_most_proving_path() {
        use crate::game::Player;
        let tree = NestedTree::parse(SEED_EXAMPLE).unwrap();
        let goal: Box<dyn Fn(&crate::games::nested_tree::TreePosition) -> bool> =
            Box::new(|p| p.leaf_value().is_some_and(|v| v >= 9));
        let mut search = ProofSearch::new(tree.root(), Player(0), goal);
        let p = Picture::from_proof(&search, |_, a| a.to_string(), |_| None);
        assert_eq!(p.nodes.len(), 1);
        assert_eq!(p.marked, Some(0));
        search.expand_one().unwrap();
        let p = Picture::from_proof(&search, |_, a| a.to_string(), |_| None);
        assert_eq!(p.nodes.len(), 4);
        let svg = p.svg(&View::default());
        assert!(
            svg.contains(">1/3<"),
            "the root after one expansion: pn 1, dn 3"
        );
        assert_eq!(
            node_classes(&svg)
                .iter()
                .filter(|c| c.contains("frontier"))
                .count(),
            3
        );
        assert_eq!(
            node_classes(&svg)
                .iter()
                .filter(|c| c.contains(" current"))
                .count(),
            1
        );
        check_tidy(&p, &Expansion::all());
        well_formed(&svg);
        search.solve().unwrap();
        let p = Picture::from_proof(&search, |_, a| a.to_string(), |_| None);
        assert_eq!(p.marked, None);
        let svg = p.svg(&View::default());
        assert!(node_classes(&svg)[0].contains("proven"));
        assert!(svg.contains(">yes<"));
        check_tidy(&p, &Expansion::all());
    }

    #[test]
    fn a_budget_elides_large_pruned_subtrees() {
        let tree = NestedTree::parse("[[9],[[1],[[1,2,3],[4,5,6],[7,8]]]]").unwrap();
        let root = tree.root();
        let (_, trace) = AlphaBeta::new(&LeafValue, Options::ALPHA_BETA).search_traced(&root);
        let full = Picture::from_trace(
            &root,
            &trace,
            &LeafValue,
            |_, a| format!("{a}"),
            |_| None,
            1_000,
        );
        let small = Picture::from_trace(
            &root,
            &trace,
            &LeafValue,
            |_, a| format!("{a}"),
            |_| None,
            full.visited() + 1,
        );
        let hidden: u64 = small.nodes.iter().map(|n| n.elided).sum();
        assert_eq!(full.pruned(), 12);
        assert_eq!(small.pruned(), 1);
        assert_eq!(hidden, 3, "the pruned MIN node's three moves");
        assert!(small.svg(&View::default()).contains("more</text>"));
    }

    /// The class attributes of the drawn nodes.
    fn node_classes(svg: &str) -> Vec<String> {
        svg.match_indices(r#"<g class="n "#)
            .map(|(i, _)| {
                let rest = &svg[i + 10..];
                rest[..rest.find('"').unwrap()].to_string()
            })
            .collect()
    }

    /// A small check that the SVG's tags nest.
    fn well_formed(svg: &str) {
        let mut stack: Vec<String> = Vec::new();
        let mut rest = svg;
        while let Some(i) = rest.find('<') {
            rest = &rest[i + 1..];
            let end = rest.find('>').expect("a closed tag");
            let tag = &rest[..end];
            rest = &rest[end + 1..];
            if let Some(name) = tag.strip_prefix('/') {
                assert_eq!(stack.pop().as_deref(), Some(name), "{svg}");
            } else if !tag.ends_with('/') {
                stack.push(tag.split_whitespace().next().unwrap().to_string());
            }
        }
        assert!(stack.is_empty());
    }
}
