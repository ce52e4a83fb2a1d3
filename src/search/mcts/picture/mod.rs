//! A Monte Carlo search tree made drawable: which nodes are shown, how big, and what is folded
//! away, so the picture stays readable at 10⁴ visits and more.
//!
//! A search of 10 000 iterations has thousands of nodes, most of them visited once. The
//! picture therefore shows, at each open node, its `top_k` children by visits and folds the
//! rest — tried or not — into one summary node ("+31 more, 6 % of visits"); the principal
//! variation is always drawn and marked; a node's size grows with its visits (its area in
//! proportion to them). Nodes are opened to a depth and by hand ([`Folding`], keyed by
//! [`NodeId`], which stays valid while the tree grows, so a page keeps what the user opened
//! across more iterations). The layout is the search pictures' tidy layout
//! ([`crate::search::picture::tidy`]), shared so both trees look alike; `svg` writes a
//! standalone SVG document and [`TreePicture::outline`] the same tree as an indented list for
//! screen readers. Core code, so `cargo test` checks the folding's arithmetic and the markup.

use std::collections::HashSet;
use std::fmt::Write as _;

use super::tree::{NodeId, Outcome};
use super::{Mcts, Variant};
use crate::game::Player;
use crate::i18n::{with_english, Args, Catalogue};
use crate::search::outline::Row;
use crate::search::picture::{tidy, Placed};
use crate::search::Searchable;

mod svg;

/// The radius of a node with no visits and of the root, in pixels: a node's area grows with
/// its share of the root's visits.
pub const NODE_RADIUS: (f64, f64) = (5.0, 24.0);

/// What is shown: the children per node, how deep, and what the user opened or closed.
#[derive(Clone, Debug, PartialEq)]
pub struct Folding {
    /// Children drawn at each open node, most visited first (the rest are folded).
    pub top_k: usize,
    /// Nodes shallower than this are open.
    pub depth: usize,
    /// Nodes opened by hand.
    pub open: HashSet<NodeId>,
    /// Nodes closed by hand (overrides `depth`).
    pub closed: HashSet<NodeId>,
    /// Nodes whose children are all drawn (their summary node was opened).
    pub unfolded: HashSet<NodeId>,
}

impl Default for Folding {
    fn default() -> Self {
        Folding::new(3, 2)
    }
}

impl Folding {
    /// `top_k` children per node, `depth` levels open.
    pub fn new(top_k: usize, depth: usize) -> Self {
        Folding {
            top_k,
            depth,
            open: HashSet::new(),
            closed: HashSet::new(),
            unfolded: HashSet::new(),
        }
    }
}

/// The children folded into one summary node.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fold {
    /// The node whose children they are.
    pub parent: NodeId,
    /// Actions not drawn (tried or not).
    pub hidden: usize,
    /// How many of them were tried.
    pub tried: usize,
    /// Their visits together.
    pub visits: u64,
    /// Their visits as a share of the parent's visits, in [0, 1].
    pub share: f64,
}

impl Fold {
    /// "+31 more, 6 % of visits" (under half a percent but above none: "<1 %").
    pub fn label(&self) -> String {
        with_english(|w| self.label_in(w))
    }

    /// [`Fold::label`] in `words`' language.
    pub fn label_in(&self, words: &Catalogue) -> String {
        words.msg_with(
            "mcts-fold-label",
            &Args::new()
                .count("hidden", self.hidden as i64)
                .text("percent", percent(self.share)),
        )
    }
}

/// A share in [0, 1] as a whole percentage; "<1" for a share that rounds to 0 but is not.
pub fn percent(share: f64) -> String {
    let p = (share * 100.0).round();
    if p == 0.0 && share > 0.0 {
        "<1".to_string()
    } else {
        format!("{p:.0}")
    }
}

/// What a drawn node stands for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Item {
    /// A node of the search tree.
    Node(NodeId),
    /// Several children folded into one.
    Folded(Fold),
}

/// One drawn node.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawn {
    /// The drawn parent.
    pub parent: Option<usize>,
    /// The drawn children, most visited first, the summary node last.
    pub children: Vec<usize>,
    /// What it stands for.
    pub item: Item,
    /// The move leading here ("" at the root and for a summary node).
    pub label: String,
    /// Visits.
    pub visits: u64,
    /// Mean value for the player who moved here (at the root: for its mover), in [−1, 1].
    pub value: f64,
    /// The player the value is for.
    pub seen_by: Option<Player>,
    /// The player to move here (none at a terminal position or a summary node).
    pub mover: Option<Player>,
    /// The radius to draw it with, by visits ([`NODE_RADIUS`]).
    pub radius: f64,
    /// On the principal variation.
    pub pv: bool,
    /// Proven outcome for `seen_by` (MCTS-Solver).
    pub proven: Option<Outcome>,
    /// Nodes of its subtree not drawn because it is closed (0 when open or a leaf).
    pub below: u64,
    /// On the path of the iteration being stepped (see [`TreePicture::with_path`]).
    pub active: bool,
}

/// A search tree, folded and ready to lay out and draw.
#[derive(Clone, Debug, PartialEq)]
pub struct TreePicture {
    /// The drawn nodes, the root first, each parent before its children.
    pub nodes: Vec<Drawn>,
    /// The variant searched.
    pub variant: Variant,
    /// Iterations run.
    pub iterations: u64,
    /// Nodes in the whole tree.
    pub tree_nodes: usize,
}

impl TreePicture {
    /// The picture of `search` under `folding`; `label` writes a move.
    pub fn new<S: Searchable>(
        search: &Mcts<S>,
        folding: &Folding,
        label: impl Fn(S::Action) -> String,
    ) -> TreePicture {
        TreePicture::with_path(search, folding, label, &[])
    }

    /// The picture with `path` (the nodes an iteration walked through, root first) marked
    /// and always drawn: every node on it is open down to the path's end, whatever the
    /// folding, and its child on the path is shown even when folding would hide it — so the
    /// stepped iteration can be followed in the drawing at any size.
    pub fn with_path<S: Searchable>(
        search: &Mcts<S>,
        folding: &Folding,
        label: impl Fn(S::Action) -> String,
        path: &[NodeId],
    ) -> TreePicture {
        let tree = search.tree();
        let pv: HashSet<NodeId> = search.principal_variation().into_iter().collect();
        let on_path: HashSet<NodeId> = path.iter().copied().collect();
        let next_on_path = |id: NodeId| {
            path.iter()
                .position(|&p| p == id)
                .and_then(|i| path.get(i + 1).copied())
        };
        let sizes = tree.subtree_sizes();
        let root_visits = tree.root().visits().max(1);
        let solver = search.config().variant == Variant::Solver;
        let mut nodes: Vec<Drawn> = Vec::new();
        // (tree node, drawn parent, depth)
        let mut stack = vec![(NodeId::ROOT, None::<usize>, 0usize)];
        while let Some((id, parent, depth)) = stack.pop() {
            let node = tree.node(id);
            let seen_by = match node.parent() {
                Some(p) => tree.node(p).mover(),
                None => node.mover(),
            };
            let index = nodes.len();
            let path_goes_on = next_on_path(id).is_some();
            let open = node.expanded().next().is_some()
                && (path_goes_on
                    || (!folding.closed.contains(&id)
                        && (depth < folding.depth || folding.open.contains(&id))));
            nodes.push(Drawn {
                parent,
                children: Vec::new(),
                item: Item::Node(id),
                label: node.action().map(&label).unwrap_or_default(),
                visits: node.visits(),
                value: seen_by.map_or(0.0, |p| node.mean_for(p)),
                seen_by,
                mover: node.mover(),
                radius: radius(node.visits(), root_visits),
                pv: pv.contains(&id),
                proven: seen_by.and_then(|p| node.outcome_for(p)).filter(|_| solver),
                below: if open { 0 } else { sizes[id.index()] - 1 },
                active: on_path.contains(&id),
            });
            if let Some(p) = parent {
                nodes[p].children.push(index);
            }
            if !open {
                continue;
            }
            let mut tried: Vec<NodeId> = node.expanded().map(|(_, c)| c).collect();
            tried.sort_by_key(|&c| std::cmp::Reverse(tree.node(c).visits()));
            let k = if folding.unfolded.contains(&id) {
                tried.len()
            } else {
                folding.top_k
            };
            let mut shown: Vec<NodeId> = tried.iter().copied().take(k).collect();
            if let Some(&on_pv) = tried[k.min(tried.len())..].iter().find(|c| pv.contains(c)) {
                shown.push(on_pv);
            }
            if let Some(next) = next_on_path(id).filter(|n| !shown.contains(n)) {
                shown.push(next);
            }
            let fold = fold_of(search, id, &shown);
            // The summary node is added now, before the children the stack adds in order;
            // `fix_summary_order` then puts it last.
            if let Some(fold) = fold {
                let at = nodes.len();
                nodes.push(Drawn {
                    parent: Some(index),
                    children: Vec::new(),
                    item: Item::Folded(fold),
                    label: String::new(),
                    visits: fold.visits,
                    value: 0.0,
                    seen_by: node.mover(),
                    mover: None,
                    radius: radius(fold.visits, root_visits),
                    pv: false,
                    proven: None,
                    below: 0,
                    active: false,
                });
                nodes[index].children.push(at);
            }
            for &c in shown.iter().rev() {
                stack.push((c, Some(index), depth + 1));
            }
        }
        let mut picture = TreePicture {
            nodes,
            variant: search.config().variant,
            iterations: search.iterations(),
            tree_nodes: tree.len(),
        };
        picture.fix_summary_order();
        picture
    }

    /// Every node's summary child, if any, after its other children (a stable sort).
    fn fix_summary_order(&mut self) {
        for i in 0..self.nodes.len() {
            let mut kids = std::mem::take(&mut self.nodes[i].children);
            kids.sort_by_key(|&c| matches!(self.nodes[c].item, Item::Folded(_)));
            self.nodes[i].children = kids;
        }
    }

    /// The drawn nodes placed: preorder, x in units of one leaf, by the shared tidy layout.
    pub fn layout(&self) -> Vec<Placed> {
        if self.nodes.is_empty() {
            return Vec::new();
        }
        tidy(0, |i| &self.nodes[i].children[..], |_, _| true)
    }

    /// What a click on drawn node `i` does to `folding`: an open node closes, a closed one
    /// opens, a summary node unfolds its parent's children.
    pub fn toggle(&self, folding: &mut Folding, i: usize) {
        match self.nodes[i].item {
            Item::Folded(fold) => {
                folding.unfolded.insert(fold.parent);
            }
            Item::Node(id) if !self.nodes[i].children.is_empty() => {
                folding.open.remove(&id);
                folding.closed.insert(id);
            }
            Item::Node(id) if self.nodes[i].below > 0 => {
                folding.closed.remove(&id);
                folding.open.insert(id);
            }
            Item::Node(_) => {}
        }
    }

    /// One line per drawn node, the tree's shape as indentation (two spaces a level): the
    /// outline a screen reader reads instead of the drawing.
    pub fn outline(&self) -> String {
        with_english(|w| self.outline_in(w))
    }

    /// [`TreePicture::outline`] in `words`' language.
    pub fn outline_in(&self, words: &Catalogue) -> String {
        let mut out = String::new();
        let mut stack = vec![(0usize, 0usize)];
        while let Some((i, level)) = stack.pop() {
            let _ = writeln!(
                out,
                "{}- {}",
                "  ".repeat(level),
                self.describe_in(i, words)
            );
            for &c in self.nodes[i].children.iter().rev() {
                stack.push((c, level + 1));
            }
        }
        out
    }

    /// Drawn node `i` in words: its move, visits, value and for whom, proof, and marks.
    pub fn describe(&self, i: usize) -> String {
        with_english(|w| self.describe_in(i, w))
    }

    /// [`TreePicture::describe`] in `words`' language.
    pub fn describe_in(&self, i: usize, words: &Catalogue) -> String {
        let n = &self.nodes[i];
        if let Item::Folded(fold) = n.item {
            return words.msg_with(
                "mcts-fold-describe",
                &Args::new()
                    .text("label", fold.label_in(words))
                    .count("tried", fold.tried as i64)
                    .count("visits", fold.visits as i64),
            );
        }
        let player = |p: Player| p.0 as i64 + 1;
        let name = if n.parent.is_none() {
            words.msg("mcts-node-root")
        } else {
            n.label.clone()
        };
        let mut t = words.msg_with(
            "mcts-node-visits",
            &Args::new().text("name", name).count("n", n.visits as i64),
        );
        if let Some(p) = n.seen_by {
            t.push_str(
                &words.msg_with(
                    "mcts-node-value",
                    &Args::new()
                        .text("value", words.decimal(&format!("{:+.2}", n.value)))
                        .count("n", player(p)),
                ),
            );
        }
        if let Some(o) = n.proven {
            let args = Args::new().count("n", player(n.seen_by.unwrap_or(Player(0))));
            t.push_str(&match o {
                Outcome::Win => words.msg_with("mcts-node-proven-win", &args),
                Outcome::Draw => words.msg_with("mcts-node-proven-draw", &args),
                Outcome::Loss => words.msg_with("mcts-node-proven-loss", &args),
            });
        }
        t.push_str(&match n.mover {
            Some(p) => words.msg_with("mcts-node-to-move", &Args::new().count("n", player(p))),
            None => words.msg("mcts-node-game-over"),
        });
        if n.pv {
            t.push_str(&words.msg("mcts-node-pv"));
        }
        if n.active {
            t.push_str(&words.msg("mcts-node-active"));
        }
        if n.below > 0 {
            t.push_str(&words.msg_with("mcts-node-below", &Args::new().count("n", n.below as i64)));
        }
        t
    }

    /// The drawn tree as the rows of the search outline ([`crate::search::outline`]), so the
    /// page's outline component, with its keys, shows it as it shows the other searches: a
    /// summary node is a row of its own, a closed node notes what it hides.
    pub fn rows(&self) -> Vec<Row<()>> {
        self.nodes
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let mut classes = Vec::new();
                if n.pv {
                    classes.push("pv");
                }
                match n.proven {
                    Some(Outcome::Win) => classes.push("proven"),
                    Some(Outcome::Loss) => classes.push("disproven"),
                    _ => {}
                }
                let (title, numbers) = match n.item {
                    Item::Folded(fold) => (fold.label(), format!("{} visits", fold.visits)),
                    Item::Node(_) => (
                        if n.parent.is_none() {
                            "root".to_string()
                        } else {
                            n.label.clone()
                        },
                        format!("{} visits, value {:+.2}", n.visits, n.value),
                    ),
                };
                Row {
                    parent: n.parent,
                    children: n.children.clone(),
                    board: None,
                    title,
                    player: match n.mover {
                        Some(p) if p.0 == 0 => "MAX",
                        Some(_) => "MIN",
                        None => "",
                    },
                    numbers,
                    note: Some(self.describe(i)),
                    pruned: Vec::new(),
                    classes,
                    hidden: false,
                }
            })
            .collect()
    }

    /// One sentence for a caption.
    pub fn summary(&self) -> String {
        with_english(|w| self.summary_in(w))
    }

    /// [`TreePicture::summary`] in `words`' language.
    pub fn summary_in(&self, words: &Catalogue) -> String {
        let drawn = self
            .nodes
            .iter()
            .filter(|n| matches!(n.item, Item::Node(_)))
            .count();
        words.msg_with(
            "mcts-picture-summary",
            &Args::new()
                .text("variant", self.variant.to_string())
                .count("iterations", self.iterations as i64)
                .count("drawn", drawn as i64)
                .count("nodes", self.tree_nodes as i64),
        )
    }
}

/// The radius of a node with `visits` out of the root's `root_visits`: area in proportion.
fn radius(visits: u64, root_visits: u64) -> f64 {
    let (lo, hi) = NODE_RADIUS;
    lo + (hi - lo) * (visits as f64 / root_visits as f64).min(1.0).sqrt()
}

/// The summary of `id`'s actions not among `shown`, if there are any.
fn fold_of<S: Searchable>(search: &Mcts<S>, id: NodeId, shown: &[NodeId]) -> Option<Fold> {
    let tree = search.tree();
    let node = tree.node(id);
    let hidden = node.actions().len() - shown.len();
    if hidden == 0 {
        return None;
    }
    let folded: Vec<NodeId> = node
        .expanded()
        .map(|(_, c)| c)
        .filter(|c| !shown.contains(c))
        .collect();
    let visits: u64 = folded.iter().map(|&c| tree.node(c).visits()).sum();
    Some(Fold {
        parent: id,
        hidden,
        tried: folded.len(),
        visits,
        share: if node.visits() == 0 {
            0.0
        } else {
            visits as f64 / node.visits() as f64
        },
    })
}
