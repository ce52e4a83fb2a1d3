//! A recorded alpha-beta or minimax search drawn as the textbook draws it: levels of MAX (▲) and
//! MIN (▼) nodes joined by edges labelled with their moves, leaf values at the bottom, values
//! backed up, pruned edges struck through with their subtrees greyed, the principal variation
//! in bold — at any step of the search, with the node being visited, the path to it and its α/β
//! window marked.
//!
//! It is core code so the layout and the drawing are tested natively: [`Picture::from_trace`]
//! replays a [`Trace`](crate::search::alphabeta::Trace) over the game (so the moves never searched can be drawn too, from the
//! game itself, up to a node budget), [`Picture::layout`] places the visible nodes without
//! crossing edges (leaves one unit apart in order, each parent centred over its first and last
//! child — the game-tree lab's tidy layout), and [`Picture::svg`] writes a standalone SVG document
//! (the page embeds it; "Export SVG" saves the same string). Large trees are drawn in part: a
//! node's children are shown when it is within the first levels or expanded by the user, and a
//! collapsed node says how many nodes it hides.
//!
//! The parts: `build` makes a picture from a recorded search or a proof search, `layout`
//! decides which nodes are open and where they stand, `svg` writes the drawing and the
//! tooltips. This file holds what a picture is and its counts.

use std::collections::HashSet;

use crate::game::Score;
use crate::i18n::{Args, Catalogue};
use crate::search::alphabeta::Cutoff;

mod build;
mod layout;
mod svg;

pub use layout::tidy;
#[cfg(test)]
mod tests;

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
    /// The cut-off here (worded by [`Cutoff::explanation_in`]).
    pub cut: Option<Cutoff>,
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
    pub pruned: Option<(u32, Option<Cutoff>)>,
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
        crate::i18n::with_english(|w| self.summary_in(w))
    }

    /// [`Picture::summary`] in the language of `words`.
    pub fn summary_in(&self, words: &Catalogue) -> String {
        if self.nodes.iter().any(|n| n.numbers.is_some()) {
            let frontier = self
                .nodes
                .iter()
                .filter(|n| n.status.contains(&"frontier"))
                .count();
            let args = Args::new()
                .count("nodes", self.nodes.len() as i64)
                .count("frontier", frontier as i64);
            return match self.marked {
                Some(_) => words.msg_with("picture-summary-proof-marked", &args),
                None => words.msg_with("picture-summary-proof", &args),
            };
        }
        let elided: u64 = self.nodes.iter().map(|n| n.elided).sum();
        let args = Args::new()
            .count("visited", self.visited() as i64)
            .count("nodes", self.nodes.len() as i64)
            .count("cut", self.cut_moves() as i64);
        if elided == 0 {
            words.msg_with("picture-summary-whole", &args)
        } else {
            words.msg_with("picture-summary-part", &args)
        }
    }
}
