//! An editable game tree for the tree editor: a plain recursive value ([`Sketch`]) addressed by
//! paths of action indices, with the edits a person makes (add an action, delete a subtree,
//! change the mover, rename, set payoffs), a tidy layout without crossing edges, and the
//! conversion to and from the analysed [`GameTree`].
//!
//! Design: the editor keeps payoffs as the text the person typed, so a half-typed number is
//! not lost; [`Sketch::to_tree`] parses them and names the path of the first bad one. Because
//! a sketch is a value, undo and redo are a stack of sketches. Node ids of the built tree are
//! the preorder positions of the sketch's nodes, and [`Sketch::to_tree`] returns the path of
//! each id so results (backward-induction steps, threats) can be drawn back on the sketch.

use serde::{Deserialize, Serialize};
use std::fmt;

use num_traits::Zero;

use super::{GameTree, Node, NodeId, TreeError, CHANCE, MAX_DEPTH, MAX_NODES};
use crate::exact::{format_number, Q};
use crate::models::strategic::{parse_number, parse_payoff};

/// The information set a decision node belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetTag {
    /// Its number among its player's sets (from 1).
    pub number: usize,
    /// Its name (may be empty).
    pub name: String,
}

/// The title of a tree that has none.
pub const TITLE: &str = "Untitled tree";
/// The players' names of a tree that has none.
pub const PLAYERS: [&str; 2] = ["Player 1", "Player 2"];

/// The tree's title and the players' names (kept from an imported or linked .efg file).
pub type Names = (String, [String; 2]);

/// The title and players' names of a new tree.
pub fn default_names() -> Names {
    (TITLE.into(), PLAYERS.map(String::from))
}

/// The title and players' names a tree carries.
pub fn names_of(tree: &GameTree) -> Names {
    (tree.title.clone(), tree.players.clone())
}

/// A node's address: the action indices taken from the root.
pub type Path = Vec<usize>;

/// An editable game-tree node.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sketch {
    /// A decision node.
    Decision {
        /// The player to move: 0 or 1.
        player: usize,
        /// The node's label.
        label: String,
        /// Action labels and the subtree each leads to (at least one).
        actions: Vec<(String, Sketch)>,
        /// Its information set, if it is tagged with one (see [`super::sets`]); untagged, it
        /// is alone in a set of its own.
        set: Option<SetTag>,
    },
    /// A move of nature with the probabilities as typed (checked when the tree is built).
    Chance {
        /// The node's label.
        label: String,
        /// Outcome labels, probabilities (text) and the subtree each leads to (at least one).
        outcomes: Vec<(String, String, Sketch)>,
    },
    /// A terminal node with the payoffs as typed.
    Leaf {
        /// The payoffs of players 1 and 2 (text, parsed on use).
        payoffs: [String; 2],
    },
}

/// An edit that cannot be made, or a sketch that is not a valid game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditError {
    /// Where the problem is.
    pub path: Path,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at {}: {}", path_name(&self.path), self.message)
    }
}

impl std::error::Error for EditError {}

/// A path for people: `root` or `root › 2 › 1` (1-based action numbers).
pub fn path_name(path: &[usize]) -> String {
    let mut s = "root".to_string();
    for a in path {
        s.push_str(&format!(" › {}", a + 1));
    }
    s
}

impl Sketch {
    /// A path for people by the actions taken: `the root`, or `Enter › Fight` (an action
    /// without a name by its number).
    pub fn describe_path(&self, path: &[usize]) -> String {
        match self.action_names(path) {
            None => path_name(path),
            Some(names) if names.is_empty() => "the root".into(),
            Some(names) => names.join(" › "),
        }
    }

    /// The names of the actions along `path` (an action without a name by its number, `#2`),
    /// or `None` when the tree has no such path.
    pub fn action_names(&self, path: &[usize]) -> Option<Vec<String>> {
        let mut names = Vec::new();
        let mut at = self;
        for &i in path {
            let (name, next) = match at {
                Sketch::Decision { actions, .. } => actions.get(i).map(|(a, c)| (a, c)),
                Sketch::Chance { outcomes, .. } => outcomes.get(i).map(|(a, _, c)| (a, c)),
                Sketch::Leaf { .. } => None,
            }?;
            names.push(if name.trim().is_empty() {
                format!("#{}", i + 1)
            } else {
                name.clone()
            });
            at = next;
        }
        Some(names)
    }
}

fn err(path: &[usize], message: impl Into<String>) -> EditError {
    EditError {
        path: path.to_vec(),
        message: message.into(),
    }
}

/// One node of a laid-out tree.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// The node's path.
    pub path: Path,
    /// Horizontal position in leaf widths (leaves at 0, 1, 2, …).
    pub x: f64,
    /// Depth (root = 0).
    pub depth: usize,
}

impl Sketch {
    /// A leaf with payoffs (0, 0).
    pub fn leaf() -> Sketch {
        Sketch::Leaf {
            payoffs: ["0".into(), "0".into()],
        }
    }

    /// A new game: player 1 chooses between two actions that end the game.
    pub fn starter() -> Sketch {
        Sketch::Decision {
            player: 0,
            label: String::new(),
            actions: vec![("L".into(), Sketch::leaf()), ("R".into(), Sketch::leaf())],
            set: None,
        }
    }

    /// The sketch of a complete tree.
    pub fn from_tree(tree: &GameTree) -> Result<Sketch, TreeError> {
        tree.validate()?;
        fn go(tree: &GameTree, id: NodeId) -> Sketch {
            match &tree.nodes()[id] {
                Node::Leaf { payoffs, .. } => Sketch::Leaf {
                    payoffs: [format_number(&payoffs[0]), format_number(&payoffs[1])],
                },
                Node::Chance { label, outcomes } => Sketch::Chance {
                    label: label.clone(),
                    outcomes: outcomes
                        .iter()
                        .map(|(a, p, c)| {
                            (a.clone(), format_number(p), go(tree, c.expect("validated")))
                        })
                        .collect(),
                },
                Node::Decision {
                    player,
                    label,
                    actions,
                } => Sketch::Decision {
                    player: *player,
                    label: label.clone(),
                    actions: actions
                        .iter()
                        .map(|(a, c)| (a.clone(), go(tree, c.expect("validated"))))
                        .collect(),
                    set: None,
                },
            }
        }
        Ok(go(tree, tree.root().ok_or(TreeError::NoRoot)?))
    }

    /// Builds the game tree (node ids in preorder) and returns, for each id, the node's path.
    /// Fails at the first payoff that is not a number, or if the tree is too large.
    pub fn to_tree(
        &self,
        title: &str,
        players: [&str; 2],
    ) -> Result<(GameTree, Vec<Path>), EditError> {
        let mut tree = GameTree::new(title, players);
        let mut paths = Vec::new();
        // (node, where it attaches, its path)
        type Pending<'a> = (&'a Sketch, Option<(NodeId, usize)>, Path);
        let mut stack: Vec<Pending> = vec![(self, None, Vec::new())];
        while let Some((node, at, path)) = stack.pop() {
            if paths.len() >= MAX_NODES {
                return Err(err(
                    &path,
                    format!("the tree has more than {MAX_NODES} nodes"),
                ));
            }
            if path.len() > MAX_DEPTH {
                return Err(err(&path, format!("the tree is deeper than {MAX_DEPTH}")));
            }
            let id = match node {
                Sketch::Leaf { payoffs } => {
                    let mut q = Vec::with_capacity(2);
                    for (p, text) in payoffs.iter().enumerate() {
                        q.push(
                            parse_payoff(text).map_err(|e| {
                                err(&path, format!("player {}'s payoff: {e}", p + 1))
                            })?,
                        );
                    }
                    let label = format!("t{}", paths.len());
                    tree.add_leaf(at, &label, [q[0].clone(), q[1].clone()])
                }
                Sketch::Decision {
                    player,
                    label,
                    actions,
                    ..
                } => {
                    let labels: Vec<&str> = actions.iter().map(|(a, _)| a.as_str()).collect();
                    tree.add_decision(at, *player, label, &labels)
                }
                Sketch::Chance { label, outcomes } => {
                    let mut probs = Vec::with_capacity(outcomes.len());
                    for (a, p, _) in outcomes {
                        probs.push((
                            a.as_str(),
                            parse_number(p)
                                .map_err(|e| err(&path, format!("probability of {a:?}: {e}")))?,
                        ));
                    }
                    tree.add_chance(at, label, &probs)
                }
            }
            .map_err(|e| err(&path, e.to_string()))?;
            debug_assert_eq!(id, paths.len());
            for (i, child) in node.children().into_iter().enumerate().rev() {
                let mut p = path.clone();
                p.push(i);
                stack.push((child, Some((id, i)), p));
            }
            paths.push(path);
        }
        Ok((tree, paths))
    }

    /// The node at `path`.
    pub fn get(&self, path: &[usize]) -> Option<&Sketch> {
        let mut node = self;
        for &a in path {
            node = node.children().into_iter().nth(a)?;
        }
        Some(node)
    }

    pub(super) fn get_mut(&mut self, path: &[usize]) -> Result<&mut Sketch, EditError> {
        let mut node = self;
        for (depth, &a) in path.iter().enumerate() {
            match node {
                Sketch::Decision { actions, .. } if a < actions.len() => node = &mut actions[a].1,
                Sketch::Chance { outcomes, .. } if a < outcomes.len() => node = &mut outcomes[a].2,
                _ => return Err(err(&path[..depth + 1], "there is no such node")),
            }
        }
        Ok(node)
    }

    /// The subtrees below this node, in order (none for a leaf).
    pub fn children(&self) -> Vec<&Sketch> {
        match self {
            Sketch::Decision { actions, .. } => actions.iter().map(|(_, c)| c).collect(),
            Sketch::Chance { outcomes, .. } => outcomes.iter().map(|(_, _, c)| c).collect(),
            Sketch::Leaf { .. } => Vec::new(),
        }
    }

    /// The labels of the actions (or chance outcomes) at this node.
    pub fn action_labels(&self) -> Vec<&str> {
        match self {
            Sketch::Decision { actions, .. } => actions.iter().map(|(a, _)| a.as_str()).collect(),
            Sketch::Chance { outcomes, .. } => {
                outcomes.iter().map(|(a, _, _)| a.as_str()).collect()
            }
            Sketch::Leaf { .. } => Vec::new(),
        }
    }

    /// Number of nodes.
    pub fn size(&self) -> usize {
        1 + self.children().iter().map(|c| c.size()).sum::<usize>()
    }

    /// Adds an action (leading to a new leaf) to the decision node at `path`; a leaf becomes a
    /// decision node of `player` with two actions. Returns the new child's path.
    pub fn add_action(&mut self, path: &[usize], player: usize) -> Result<Path, EditError> {
        if self.size() + 2 > MAX_NODES {
            return Err(err(
                path,
                format!("the tree may have at most {MAX_NODES} nodes"),
            ));
        }
        if path.len() >= MAX_DEPTH {
            return Err(err(
                path,
                format!("the tree may be at most {MAX_DEPTH} deep"),
            ));
        }
        let members = self.members(path);
        if members.len() > 1 {
            // A member of an information set: the new action is added at every member.
            if self.size() + 1 + members.len() > MAX_NODES {
                return Err(err(
                    path,
                    format!("the tree may have at most {MAX_NODES} nodes"),
                ));
            }
            let labels = self
                .get(path)
                .map(|n| n.action_labels())
                .unwrap_or_default();
            let name = fresh_label(labels.into_iter());
            let mut child = path.to_vec();
            for m in &members {
                if let Sketch::Decision { actions, .. } = self.get_mut(m)? {
                    actions.push((name.clone(), Sketch::leaf()));
                    if m == path {
                        child.push(actions.len() - 1);
                    }
                }
            }
            return Ok(child);
        }
        let node = self.get_mut(path)?;
        let mut child = path.to_vec();
        match node {
            Sketch::Decision { actions, .. } => {
                let name = fresh_label(actions.iter().map(|(a, _)| a.as_str()));
                actions.push((name, Sketch::leaf()));
                child.push(actions.len() - 1);
            }
            Sketch::Chance { outcomes, .. } => {
                // A new outcome gets probability 0, so the distribution stays valid.
                let name = fresh_label(outcomes.iter().map(|(a, _, _)| a.as_str()));
                outcomes.push((name, "0".into(), Sketch::leaf()));
                child.push(outcomes.len() - 1);
            }
            Sketch::Leaf { .. } => {
                *node = Sketch::Decision {
                    player: player.min(1),
                    label: String::new(),
                    actions: vec![("a".into(), Sketch::leaf()), ("b".into(), Sketch::leaf())],
                    set: None,
                };
                child.push(0);
            }
        }
        Ok(child)
    }

    /// Deletes the subtree at `path` together with the action leading to it. The root cannot
    /// be deleted, nor a parent's only action (make the parent a leaf instead).
    pub fn delete(&mut self, path: &[usize]) -> Result<(), EditError> {
        let Some((&last, parent)) = path.split_last() else {
            return Err(err(
                path,
                "the root cannot be deleted; make it a leaf instead",
            ));
        };
        let only = || {
            err(
                path,
                "this is the node's only action; make the parent a leaf instead",
            )
        };
        let members = self.members(parent);
        if members.len() > 1 {
            // A member of an information set: the action goes at every member, in reverse
            // preorder (a node's descendants before it) so that no member's path moves before
            // its turn.
            for m in members.iter().rev() {
                match self.get_mut(m)? {
                    Sketch::Decision { actions, .. } if last < actions.len() => {
                        if actions.len() == 1 {
                            return Err(only());
                        }
                        actions.remove(last);
                    }
                    _ => return Err(err(path, "there is no such node")),
                }
            }
            return Ok(());
        }
        match self.get_mut(parent)? {
            Sketch::Decision { actions, .. } if last < actions.len() => {
                if actions.len() == 1 {
                    return Err(only());
                }
                actions.remove(last);
                Ok(())
            }
            Sketch::Chance { outcomes, .. } if last < outcomes.len() => {
                if outcomes.len() == 1 {
                    return Err(only());
                }
                outcomes.remove(last);
                renormalize(outcomes);
                Ok(())
            }
            _ => Err(err(path, "there is no such node")),
        }
    }

    /// Replaces the subtree at `path` by a leaf with payoffs (0, 0).
    pub fn make_leaf(&mut self, path: &[usize]) -> Result<(), EditError> {
        *self.get_mut(path)? = Sketch::leaf();
        Ok(())
    }

    /// Sets the mover of the node at `path`: player 0 or 1, or [`CHANCE`]. A decision node
    /// that becomes a chance node gets equal probabilities; a chance node that becomes a
    /// decision node keeps its outcomes as actions.
    pub fn set_player(&mut self, path: &[usize], to: usize) -> Result<(), EditError> {
        if to > CHANCE {
            return Err(err(path, "the movers are player 1, player 2 and chance"));
        }
        let node = self.get_mut(path)?;
        let replaced = match std::mem::replace(node, Sketch::leaf()) {
            Sketch::Leaf { payoffs } => {
                *node = Sketch::Leaf { payoffs };
                return Err(err(path, "a leaf has no mover"));
            }
            Sketch::Decision { label, actions, .. } if to == CHANCE => {
                let k = actions.len();
                let p = if k == 1 {
                    "1".to_string()
                } else {
                    format!("1/{k}")
                };
                Sketch::Chance {
                    label,
                    outcomes: actions
                        .into_iter()
                        .map(|(a, c)| (a, p.clone(), c))
                        .collect(),
                }
            }
            // A node that changes hands leaves its information set.
            Sketch::Decision {
                player,
                label,
                actions,
                set,
            } => Sketch::Decision {
                player: to,
                label,
                actions,
                set: if player == to { set } else { None },
            },
            Sketch::Chance { label, outcomes } if to != CHANCE => Sketch::Decision {
                player: to,
                label,
                actions: outcomes.into_iter().map(|(a, _, c)| (a, c)).collect(),
                set: None,
            },
            chance => chance,
        };
        *node = replaced;
        Ok(())
    }

    /// Sets the probability text of outcome `outcome` of the chance node at `path` (checked
    /// when the tree is built).
    pub fn set_probability(
        &mut self,
        path: &[usize],
        outcome: usize,
        text: &str,
    ) -> Result<(), EditError> {
        match self.get_mut(path)? {
            Sketch::Chance { outcomes, .. } if outcome < outcomes.len() => {
                outcomes[outcome].1 = text.trim().to_string();
                Ok(())
            }
            _ => Err(err(path, "there is no such chance outcome")),
        }
    }

    /// Renames the decision node at `path`.
    pub fn set_label(&mut self, path: &[usize], to: &str) -> Result<(), EditError> {
        match self.get_mut(path)? {
            Sketch::Decision { label, .. } | Sketch::Chance { label, .. } => {
                *label = to.trim().to_string();
                Ok(())
            }
            Sketch::Leaf { .. } => Err(err(path, "a leaf has no label")),
        }
    }

    /// Renames action `action` of the decision node at `path`. Labels must be nonempty and
    /// distinct at a node (strategies are named by them).
    pub fn set_action_label(
        &mut self,
        path: &[usize],
        action: usize,
        to: &str,
    ) -> Result<(), EditError> {
        let to = to.trim();
        if to.is_empty() {
            return Err(err(path, "an action needs a name"));
        }
        let node = self.get_mut(path)?;
        let labels = node.action_labels();
        if action >= labels.len() {
            return Err(err(path, "there is no such action"));
        }
        if labels
            .iter()
            .enumerate()
            .any(|(i, a)| i != action && *a == to)
        {
            return Err(err(
                path,
                format!("another action here is already named {to:?}"),
            ));
        }
        // At every member of the node's information set (one list of actions per set).
        for m in self.members(path) {
            match self.get_mut(&m)? {
                Sketch::Decision { actions, .. } => actions[action].0 = to.to_string(),
                Sketch::Chance { outcomes, .. } => outcomes[action].0 = to.to_string(),
                Sketch::Leaf { .. } => {}
            }
        }
        Ok(())
    }

    /// Sets player `player`'s payoff text at the leaf at `path` (checked when the tree is
    /// built, so typing is never blocked).
    pub fn set_payoff(
        &mut self,
        path: &[usize],
        player: usize,
        text: &str,
    ) -> Result<(), EditError> {
        match self.get_mut(path)? {
            Sketch::Leaf { payoffs } if player <= 1 => {
                payoffs[player] = text.trim().to_string();
                Ok(())
            }
            _ => Err(err(path, "not a leaf")),
        }
    }

    /// A tidy layout: leaves one unit apart in left-to-right order, each decision node centred
    /// over its first and last child, so no two edges cross. Nodes in preorder.
    pub fn layout(&self) -> Vec<Placed> {
        fn go(node: &Sketch, path: &mut Path, next_leaf: &mut f64, out: &mut Vec<Placed>) -> f64 {
            let index = out.len();
            out.push(Placed {
                path: path.clone(),
                x: 0.0,
                depth: path.len(),
            });
            let children = node.children();
            let x = if children.is_empty() {
                let x = *next_leaf;
                *next_leaf += 1.0;
                x
            } else {
                let mut xs = Vec::with_capacity(children.len());
                for (i, child) in children.into_iter().enumerate() {
                    path.push(i);
                    xs.push(go(child, path, next_leaf, out));
                    path.pop();
                }
                (xs[0] + xs[xs.len() - 1]) / 2.0
            };
            out[index].x = x;
            x
        }
        let mut out = Vec::new();
        go(self, &mut Vec::new(), &mut 0.0, &mut out);
        out
    }

    /// The next node for keyboard navigation from `path`: `Up` the parent, `Down` the first
    /// child, `Left`/`Right` the neighbouring sibling. Stays put at an edge.
    pub fn navigate(&self, path: &[usize], direction: Direction) -> Path {
        let mut p = path.to_vec();
        match direction {
            Direction::Up => {
                p.pop();
            }
            Direction::Down => {
                if self.get(path).is_some_and(|n| !n.children().is_empty()) {
                    p.push(0);
                }
            }
            Direction::Left | Direction::Right => {
                if let Some(last) = p.last_mut() {
                    let n = self
                        .get(&path[..path.len() - 1])
                        .map_or(1, |parent| parent.children().len());
                    if direction == Direction::Left && *last > 0 {
                        *last -= 1;
                    } else if direction == Direction::Right && *last + 1 < n {
                        *last += 1;
                    }
                }
            }
        }
        p
    }
}

/// A direction of keyboard navigation in a tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// To the parent.
    Up,
    /// To the first child.
    Down,
    /// To the previous sibling.
    Left,
    /// To the next sibling.
    Right,
}

/// After an outcome is removed, scales the remaining probabilities (when they all parse) so
/// they sum to 1 again, keeping their ratios; all zero becomes uniform. Unparsable texts are
/// left for the person to fix (the build names them).
fn renormalize(outcomes: &mut [(String, String, Sketch)]) {
    let parsed: Option<Vec<Q>> = outcomes.iter().map(|o| parse_number(&o.1).ok()).collect();
    let Some(ps) = parsed else { return };
    let sum: Q = ps.iter().cloned().sum();
    let k = outcomes.len();
    for (o, p) in outcomes.iter_mut().zip(ps) {
        o.1 = if sum.is_zero() {
            format_number(&Q::new(1.into(), (k as i64).into()))
        } else {
            format_number(&(p / &sum))
        };
    }
}

fn fresh_label<'a>(labels: impl Iterator<Item = &'a str> + Clone) -> String {
    (1..)
        .map(|i| format!("a{i}"))
        .find(|l| labels.clone().all(|a| a != l))
        .expect("an unused label exists")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::extensive::{seed_fig_3_2, sharing_game};
    use crate::models::extensive::StrategyOrder;

    #[test]
    fn presets_round_trip_through_sketches() {
        for tree in [sharing_game(), seed_fig_3_2()] {
            let sketch = Sketch::from_tree(&tree).unwrap();
            let (back, paths) = sketch
                .to_tree(&tree.title, ["Player 1", "Player 2"])
                .unwrap();
            assert_eq!(paths.len(), tree.nodes().len());
            assert_eq!(paths[0], Vec::<usize>::new());
            assert_eq!(
                back.induced_normal_form(StrategyOrder::Seed).unwrap().game,
                tree.induced_normal_form(StrategyOrder::Seed).unwrap().game
            );
            assert_eq!(
                back.backward_induction().unwrap().profile,
                tree.backward_induction().unwrap().profile
            );
            // Ids are preorder positions and paths address the same nodes.
            for (id, path) in paths.iter().enumerate() {
                let kind_sketch = matches!(sketch.get(path), Some(Sketch::Leaf { .. }));
                let kind_tree = matches!(back.nodes()[id], Node::Leaf { .. });
                assert_eq!(kind_sketch, kind_tree);
            }
        }
    }

    #[test]
    fn edits_build_the_intended_game() {
        let mut s = Sketch::starter();
        // Give the right branch to player 2 with two leaves.
        let child = s.add_action(&[1], 1).unwrap();
        assert_eq!(child, vec![1, 0]);
        s.set_payoff(&[0], 0, "1").unwrap();
        s.set_payoff(&[0], 1, "1").unwrap();
        s.set_payoff(&[1, 0], 0, "2").unwrap();
        s.set_payoff(&[1, 0], 1, "-1").unwrap();
        s.set_payoff(&[1, 1], 0, "0").unwrap();
        s.set_payoff(&[1, 1], 1, "0").unwrap();
        s.set_action_label(&[], 1, "enter").unwrap();
        let (t, _) = s.to_tree("t", ["A", "B"]).unwrap();
        // After "enter", B gets −1 from a and 0 from b, so B picks b and A gets 0 there;
        // A prefers L with 1.
        let bi = t.backward_induction().unwrap();
        let one = crate::exact::Q::from_integer(1.into());
        assert_eq!(bi.value, [one.clone(), one]);
        assert_eq!(bi.profile, [vec![0], vec![1]]);
        assert_eq!(t.strategy_count(0), 2);
        assert_eq!(t.strategy_count(1), 2);
        // Delete, errors, make leaf.
        assert!(s.delete(&[]).is_err());
        s.delete(&[1, 0]).unwrap();
        assert!(s.delete(&[1, 0]).is_err(), "the only action cannot go");
        s.make_leaf(&[1]).unwrap();
        assert_eq!(s.size(), 3);
        assert!(
            s.set_action_label(&[], 0, "enter").is_err(),
            "labels are distinct"
        );
        assert!(s.set_action_label(&[], 0, " ").is_err());
        s.set_payoff(&[0], 0, "x").unwrap();
        let e = s.to_tree("t", ["A", "B"]).unwrap_err();
        assert_eq!(e.path, vec![0]);
        assert!(e.to_string().contains("root › 1"), "{e}");
    }

    #[test]
    fn paths_are_described_by_their_actions() {
        let s = Sketch::from_tree(&crate::games::extensive::TreePreset::SeedFig32.tree()).unwrap();
        assert_eq!(s.describe_path(&[]), "the root");
        let first = s.describe_path(&[0]);
        assert!(!first.contains("root") && !first.is_empty(), "{first}");
        assert_eq!(s.describe_path(&[9, 9]), path_name(&[9, 9]));
    }

    #[test]
    fn layout_is_tidy_and_navigation_moves_sensibly() {
        let s = Sketch::from_tree(&seed_fig_3_2()).unwrap();
        let placed = s.layout();
        assert_eq!(placed.len(), s.size());
        // Leaves at 0, 1, 2, … in order; parents strictly between their extreme children.
        let leaves: Vec<f64> = placed
            .iter()
            .filter(|p| matches!(s.get(&p.path), Some(Sketch::Leaf { .. })))
            .map(|p| p.x)
            .collect();
        assert_eq!(
            leaves,
            (0..leaves.len()).map(|i| i as f64).collect::<Vec<_>>()
        );
        // No crossing: at each depth, x increases in preorder.
        for d in 0..=3 {
            let xs: Vec<f64> = placed
                .iter()
                .filter(|p| p.depth == d)
                .map(|p| p.x)
                .collect();
            assert!(xs.windows(2).all(|w| w[0] < w[1]), "depth {d}: {xs:?}");
        }
        assert_eq!(s.navigate(&[], Direction::Down), vec![0]);
        assert_eq!(s.navigate(&[0], Direction::Right), vec![1]);
        assert_eq!(s.navigate(&[1], Direction::Right), vec![1]);
        assert_eq!(s.navigate(&[1], Direction::Up), Vec::<usize>::new());
        assert_eq!(s.navigate(&[], Direction::Up), Vec::<usize>::new());
    }
}
