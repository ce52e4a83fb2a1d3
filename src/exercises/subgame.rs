//! The subgame-perfect equilibrium of a small tree of perfect information: two players, a
//! named choice at every decision node, the answer a full strategy profile (`A: L; B: d; C: g`),
//! off-path nodes included.
//!
//! Why built this way: the tree is a [`GameTree`] and the answer is its
//! [`GameTree::backward_induction`], never a recursion written again here. Each player's leaf
//! payoffs are distinct integers in `0..=9`, so no mover is ever indifferent and the
//! subgame-perfect equilibrium is unique; of those trees, the ones where player 1 simply gets
//! their favourite leaf are drawn again (a bounded number of times), so the question needs
//! the backward look it teaches. Decision nodes are labelled `A`, `B`, … breadth first, and
//! action names are letters unique in the whole tree even ignoring case (player 1's in
//! capitals, player 2's in small letters, never a node's letter), so an answer reads the same
//! in any case and order. A wrong answer is graded by the tree's own
//! [`GameTree::non_credible_threats`]: the feedback names the deepest node whose choice is not
//! the mover's best given the answer's choices below it, the order backward induction goes.

use std::collections::VecDeque;

use super::common::{count as many, int_in, list_and, words, Shown, Tree, TreeNode};
use super::{Exercise, Level, Question, Verdict};
use crate::equilibrium::subgame::BackwardInduction;
use crate::exact::{format_number, Q};
use crate::i18n::{Args, Catalogue};
use crate::models::extensive::{GameTree, Node, NodeId, Profile};
use crate::rng::{GameRng, Seed};

/// How many trees are drawn at most before the last one is kept (it is still a valid
/// question: its equilibrium is unique, only less instructive).
const ATTEMPTS: usize = 200;

/// The players' names in the tree (a question shows them in its language:
/// `exq-spe-player-one`, `exq-spe-player-two`).
const PLAYERS: [&str; 2] = ["Player 1", "Player 2"];

/// The shape of a tree before it is named and paid.
enum Shape {
    /// A terminal node.
    Leaf,
    /// A decision node of `player` with one child per action.
    Decision { player: usize, children: Vec<Shape> },
}

/// A decision node as the exercise names it.
#[derive(Clone, Debug)]
struct Named {
    /// Its id in the tree.
    id: NodeId,
    /// Its label: `A`, `B`, …
    label: String,
    /// Who moves (0 or 1).
    player: usize,
    /// Its index among the mover's decision nodes (its entry in a [`Profile`]).
    slot: usize,
    /// Its depth (the root is 0).
    depth: usize,
    /// Its actions' names.
    actions: Vec<String>,
}

/// A subgame-perfect equilibrium exercise: the tree, its named decision nodes and its
/// backward induction.
#[derive(Clone, Debug)]
pub struct Subgame {
    tree: GameTree,
    /// The decision nodes in label order (breadth first).
    nodes: Vec<Named>,
    solved: BackwardInduction,
}

impl Subgame {
    /// The exercise of this level for this seed: easy is player 1 then player 2 with two
    /// actions each (4 leaves); medium is player 1, then player 2 with 2–3 actions at each
    /// node, then player 1 again below one or two of those actions; hard is three binary
    /// levels, player 1, player 2, player 1 (8 leaves).
    pub fn generate(level: Level, seed: Seed) -> Subgame {
        let mut rng = seed.rng();
        let mut last = None;
        for _ in 0..ATTEMPTS {
            let candidate = draw(level, &mut rng);
            if candidate.solved.ties.is_empty() && !candidate.greedy_works() {
                return candidate;
            }
            last = Some(candidate);
        }
        last.expect("at least one attempt")
    }

    /// Whether the equilibrium outcome is simply the leaf player 1 likes best (player 1's
    /// payoffs are distinct, so the payoff names the leaf).
    fn greedy_works(&self) -> bool {
        let favourite = self.tree.nodes().iter().filter_map(|n| match n {
            Node::Leaf { payoffs, .. } => Some(&payoffs[0]),
            _ => None,
        });
        favourite.max() == Some(&self.solved.value[0])
    }

    /// The action a profile takes at named node `k`.
    fn choice(&self, profile: &Profile, k: usize) -> usize {
        let n = &self.nodes[k];
        profile[n.player][n.slot]
    }

    /// The index of the named node with this id.
    fn named(&self, id: NodeId) -> usize {
        self.nodes
            .iter()
            .position(|n| n.id == id)
            .expect("a decision node")
    }

    /// The named nodes in the order backward induction takes them: deepest first, left to
    /// right within a depth.
    fn backward_order(&self) -> Vec<usize> {
        let mut order: Vec<usize> = self
            .solved
            .steps
            .iter()
            .map(|s| self.named(s.node))
            .collect();
        order.sort_by_key(|&k| std::cmp::Reverse(self.nodes[k].depth));
        order
    }

    /// The equilibrium value of every node (a leaf's payoffs, a decision node's subgame).
    fn values(&self) -> Vec<Option<[Q; 2]>> {
        let mut v: Vec<Option<[Q; 2]>> = self
            .tree
            .nodes()
            .iter()
            .map(|n| match n {
                Node::Leaf { payoffs, .. } => Some(payoffs.clone()),
                _ => None,
            })
            .collect();
        for s in &self.solved.steps {
            v[s.node] = Some(s.value.clone());
        }
        v
    }

    /// An on-path choice that rests on an off-path one, in words (the language of `cat`):
    /// ` (player 1 at A turns down L because player 2 would then play f at B, giving player 1
    /// a payoff of 4 instead of 8)`.
    fn turned_down(&self, on_path: &[bool], values: &[Option<[Q; 2]>], cat: &Catalogue) -> String {
        for (k, n) in self.nodes.iter().enumerate().filter(|(k, _)| on_path[*k]) {
            let chosen = self.choice(&self.solved.profile, k);
            for a in (0..n.actions.len()).filter(|&a| a != chosen) {
                let child = self.tree.child(n.id, a).expect("complete");
                if matches!(self.tree.nodes()[child], Node::Leaf { .. }) {
                    continue;
                }
                let c = self.named(child);
                let m = &self.nodes[c];
                let get = |id: NodeId| values[id].as_ref().expect("solved")[n.player].clone();
                let why = cat.msg_with(
                    "exs-spe-turned-down",
                    &Args::new()
                        .count("player", many(n.player + 1))
                        .text("node", n.label.as_str())
                        .text("action", n.actions[a].as_str())
                        .count("other", many(m.player + 1))
                        .text(
                            "reply",
                            m.actions[self.choice(&self.solved.profile, c)].as_str(),
                        )
                        .text("at", m.label.as_str())
                        .text("then", format_number(&get(child)))
                        .text("now", format_number(&get(n.id))),
                );
                return format!(" ({why})");
            }
        }
        String::new()
    }

    /// A profile as the answer writes it.
    fn profile_text(&self, profile: &Profile) -> String {
        (0..self.nodes.len())
            .map(|k| {
                let n = &self.nodes[k];
                format!("{}: {}", n.label, n.actions[self.choice(profile, k)])
            })
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// Reads a typed profile: every decision node named once with one of its actions; what
    /// is wrong in the language of `cat`.
    fn read(&self, given: &str, cat: &Catalogue) -> Result<Profile, String> {
        let labels = self.labels(cat);
        let w = words(given);
        if w.is_empty() {
            return Err(cat.msg_with(
                "exs-spe-read-empty",
                &Args::new().text("nodes", labels.as_str()),
            ));
        }
        if w.len() % 2 != 0 {
            return Err(cat.msg_with("exs-spe-read-odd", &Args::new().count("n", many(w.len()))));
        }
        let mut chosen: Vec<Option<usize>> = vec![None; self.nodes.len()];
        for pair in w.chunks(2) {
            let k = self
                .nodes
                .iter()
                .position(|n| n.label.eq_ignore_ascii_case(&pair[0]))
                .ok_or_else(|| {
                    cat.msg_with(
                        "exs-spe-read-not-node",
                        &Args::new()
                            .text("name", pair[0].as_str())
                            .text("nodes", labels.as_str()),
                    )
                })?;
            let node = &self.nodes[k];
            let a = node
                .actions
                .iter()
                .position(|x| x.eq_ignore_ascii_case(&pair[1]))
                .ok_or_else(|| {
                    let actions: Vec<&str> = node.actions.iter().map(String::as_str).collect();
                    cat.msg_with(
                        "exs-spe-read-not-action",
                        &Args::new()
                            .text("name", pair[1].as_str())
                            .text("node", node.label.as_str())
                            .text("actions", list_and(cat, &actions)),
                    )
                })?;
            if chosen[k].replace(a).is_some() {
                return Err(cat.msg_with(
                    "exs-read-twice",
                    &Args::new().text("name", node.label.as_str()),
                ));
            }
        }
        // The equilibrium's shape; every entry is overwritten below.
        let mut profile = self.solved.profile.clone();
        for (k, c) in chosen.iter().enumerate() {
            let n = &self.nodes[k];
            let Some(a) = c else {
                return Err(cat.msg_with(
                    "exs-spe-read-missing",
                    &Args::new().text("node", n.label.as_str()),
                ));
            };
            profile[n.player][n.slot] = *a;
        }
        Ok(profile)
    }

    /// The decision nodes' labels for a sentence in the language of `cat`: `A, B and C`.
    fn labels(&self, cat: &Catalogue) -> String {
        let labels: Vec<&str> = self.nodes.iter().map(|n| n.label.as_str()).collect();
        list_and(cat, &labels)
    }
}

/// A payoff pair for people: `(3, 5)`.
fn pair(v: &[Q; 2]) -> String {
    format!("({}, {})", format_number(&v[0]), format_number(&v[1]))
}

/// A decision node of `player` whose children are all leaves.
fn last_move(player: usize, actions: usize) -> Shape {
    Shape::Decision {
        player,
        children: (0..actions).map(|_| Shape::Leaf).collect(),
    }
}

/// The tree's shape for a level (medium draws its arities and where player 1 moves again).
fn shape(level: Level, rng: &mut GameRng) -> Shape {
    let children = match level {
        Level::Easy => vec![last_move(1, 2), last_move(1, 2)],
        Level::Medium => {
            let arities = [int_in(rng, 2, 3), int_in(rng, 2, 3)];
            // One or two of player 2's actions, counted left to right, lead to player 1 again.
            let mut free: Vec<i64> = (0..arities[0] + arities[1]).collect();
            let again: Vec<i64> = (0..int_in(rng, 1, 2))
                .map(|_| free.remove(int_in(rng, 0, free.len() as i64 - 1) as usize))
                .collect();
            let mut next = 0..;
            let mut child = || {
                if again.contains(&next.next().expect("endless")) {
                    last_move(0, 2)
                } else {
                    Shape::Leaf
                }
            };
            arities
                .map(|m| Shape::Decision {
                    player: 1,
                    children: (0..m).map(|_| child()).collect(),
                })
                .into()
        }
        Level::Hard => (0..2)
            .map(|_| Shape::Decision {
                player: 1,
                children: vec![last_move(0, 2), last_move(0, 2)],
            })
            .collect(),
    };
    Shape::Decision {
        player: 0,
        children,
    }
}

/// The numbers of decision nodes and leaves of a shape.
fn count(s: &Shape) -> (usize, usize) {
    match s {
        Shape::Leaf => (0, 1),
        Shape::Decision { children, .. } => children
            .iter()
            .map(count)
            .fold((1, 0), |a, c| (a.0 + c.0, a.1 + c.1)),
    }
}

/// `n` distinct integers in `0..=9`, drawn without replacement.
fn distinct(rng: &mut GameRng, n: usize) -> Vec<i64> {
    let mut pool: Vec<i64> = (0..=9).collect();
    (0..n)
        .map(|_| pool.remove(int_in(rng, 0, pool.len() as i64 - 1) as usize))
        .collect()
}

/// One candidate exercise: a shape, its payoffs, the tree built breadth first and solved.
fn draw(level: Level, rng: &mut GameRng) -> Subgame {
    let shape = shape(level, rng);
    let (decisions, leaves) = count(&shape);
    let mine = distinct(rng, leaves);
    let yours = distinct(rng, leaves);
    // Node labels A, B, …; actions from the other letters, never i, l, o (read as digits)
    // or r (the root's R), so every name is unique in the tree whatever its case.
    let labels: Vec<char> = ('A'..='Z').take(decisions).collect();
    let mut pool =
        ('a'..='z').filter(|c| !"ilor".contains(*c) && !labels.contains(&c.to_ascii_uppercase()));
    let mut tree = GameTree::new("Subgame-perfect equilibrium", PLAYERS);
    let mut nodes: Vec<Named> = Vec::new();
    let mut leaf = 0;
    // Breadth first: (shape, where it hangs, depth).
    let mut queue = VecDeque::from([(&shape, None, 0)]);
    while let Some((s, at, depth)) = queue.pop_front() {
        match s {
            Shape::Leaf => {
                tree.add_leaf_int(at, "", [mine[leaf], yours[leaf]])
                    .expect("a free action");
                leaf += 1;
            }
            Shape::Decision { player, children } => {
                let actions: Vec<String> = if at.is_none() && children.len() == 2 {
                    vec!["L".into(), "R".into()]
                } else {
                    (0..children.len())
                        .map(|_| {
                            let c = pool.next().expect("enough letters");
                            if *player == 0 {
                                c.to_ascii_uppercase().to_string()
                            } else {
                                c.to_string()
                            }
                        })
                        .collect()
                };
                let names: Vec<&str> = actions.iter().map(String::as_str).collect();
                let label = labels[nodes.len()].to_string();
                let id = tree
                    .add_decision(at, *player, &label, &names)
                    .expect("a free action");
                nodes.push(Named {
                    id,
                    label,
                    player: *player,
                    slot: 0,
                    depth,
                    actions,
                });
                for (a, c) in children.iter().enumerate() {
                    queue.push_back((c, Some((id, a)), depth + 1));
                }
            }
        }
    }
    // A profile lists each player's nodes in preorder; breadth-first labels differ from it.
    for p in 0..2 {
        for (k, id) in tree.decision_nodes(p).into_iter().enumerate() {
            let n = nodes.iter_mut().find(|n| n.id == id).expect("named");
            n.slot = k;
        }
    }
    let solved = tree.backward_induction().expect("a complete tree");
    Subgame {
        tree,
        nodes,
        solved,
    }
}

impl Subgame {
    /// The tree as a page shows it, from node `n`.
    fn shown(&self, n: NodeId) -> TreeNode {
        match &self.tree.nodes()[n] {
            Node::Decision {
                player,
                label,
                actions,
            } => TreeNode::Decision {
                label: label.clone(),
                player: *player,
                actions: actions
                    .iter()
                    .map(|(name, c)| (name.clone(), self.shown(c.expect("complete"))))
                    .collect(),
            },
            Node::Leaf { payoffs, .. } => TreeNode::Leaf {
                payoffs: [format_number(&payoffs[0]), format_number(&payoffs[1])],
            },
            Node::Chance { .. } => unreachable!("the exercise has no chance moves"),
        }
    }
}

impl Exercise for Subgame {
    fn question_in(&self, words: &Catalogue) -> Question {
        Question {
            text: words.msg_with(
                "exq-spe-text",
                &Args::new().text("nodes", self.labels(words)),
            ),
            game: Shown::Tree(Tree {
                players: [
                    words.msg("exq-spe-player-one"),
                    words.msg("exq-spe-player-two"),
                ],
                root: self.shown(self.tree.root().expect("built")),
            }),
            format: words.msg("exq-spe-format"),
            hint: words.msg("exq-spe-hint"),
        }
    }

    fn answer(&self) -> String {
        self.profile_text(&self.solved.profile)
    }

    fn solution_in(&self, cat: &Catalogue) -> Vec<String> {
        let values = self.values();
        let mut steps = Vec::new();
        for k in self.backward_order() {
            let n = &self.nodes[k];
            let options: Vec<String> = n
                .actions
                .iter()
                .enumerate()
                .map(|(a, name)| {
                    let c = self.tree.child(n.id, a).expect("complete");
                    let v = values[c].as_ref().expect("solved");
                    format!("{name} ({})", format_number(&v[n.player]))
                })
                .collect();
            let chosen = &n.actions[self.choice(&self.solved.profile, k)];
            let options: Vec<&str> = options.iter().map(String::as_str).collect();
            steps.push(
                cat.msg_with(
                    "exs-spe-step",
                    &Args::new()
                        .text("node", n.label.as_str())
                        .count("player", many(n.player + 1))
                        .text("options", list_and(cat, &options))
                        .text("chosen", chosen.as_str())
                        .text("payoffs", pair(values[n.id].as_ref().expect("solved"))),
                ),
            );
        }
        let mut path = Vec::new();
        let mut on_path = vec![false; self.nodes.len()];
        let mut n = self.tree.root().expect("built");
        while !matches!(self.tree.nodes()[n], Node::Leaf { .. }) {
            let k = self.named(n);
            on_path[k] = true;
            let a = self.choice(&self.solved.profile, k);
            let args = Args::new()
                .count("player", many(self.nodes[k].player + 1))
                .text("action", self.nodes[k].actions[a].as_str())
                .text("node", self.nodes[k].label.as_str());
            path.push(if path.is_empty() {
                cat.msg_with("exs-spe-path-first", &args)
            } else {
                cat.msg_with("exs-spe-path-then", &args)
            });
            n = self.tree.child(n, a).expect("complete");
        }
        steps.push(
            cat.msg_with(
                "exs-spe-path",
                &Args::new()
                    .text("path", path.join(", "))
                    .text("payoffs", pair(&self.solved.value)),
            ),
        );
        let off: Vec<&str> = (0..self.nodes.len())
            .filter(|&k| !on_path[k])
            .map(|k| self.nodes[k].label.as_str())
            .collect();
        let example = self.turned_down(&on_path, &values, cat);
        steps.push(
            cat.msg_with(
                "exs-spe-off-path",
                &Args::new()
                    .text("nodes", list_and(cat, &off))
                    .count("n", many(off.len()))
                    .text("example", example),
            ),
        );
        steps.push(cat.msg_with(
            "exs-spe-equilibrium",
            &Args::new().text("profile", self.answer()),
        ));
        steps
    }

    fn grade_in(&self, given: &str, cat: &Catalogue) -> Result<Verdict, String> {
        let profile = self.read(given, cat)?;
        if profile == self.solved.profile {
            return Ok(Verdict::right(cat.msg_with(
                "exs-spe-right",
                &Args::new().text("payoffs", pair(&self.solved.value)),
            )));
        }
        let threats = self
            .tree
            .non_credible_threats(&profile)
            .map_err(|e| e.to_string())?;
        for k in self.backward_order() {
            let n = &self.nodes[k];
            if let Some(t) = threats.iter().find(|t| t.node == n.id) {
                return Ok(Verdict::wrong(
                    cat.msg_with(
                        "exs-spe-wrong",
                        &Args::new()
                            .text("node", n.label.as_str())
                            .text("action", n.actions[t.prescribed].as_str())
                            .count("player", many(n.player + 1))
                            .text("payoff", format_number(&t.prescribed_value))
                            .text("better", n.actions[t.better].as_str())
                            .text("better-payoff", format_number(&t.better_value)),
                    ),
                ));
            }
        }
        // Unreachable while the equilibrium is unique (the one-shot deviation principle).
        Ok(Verdict::wrong(cat.msg("exs-spe-not-equilibrium")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn make(level: Level, seed: u64) -> Subgame {
        Subgame::generate(level, Seed(seed))
    }

    #[test]
    fn trees_have_the_promised_shapes_and_unique_answers() {
        for seed in 0..40 {
            let easy = make(Level::Easy, seed);
            assert_eq!(easy.nodes.len(), 3);
            let medium = make(Level::Medium, seed);
            assert!(medium.nodes.iter().any(|n| n.player == 0 && n.depth == 2));
            assert!((4..=5).contains(&medium.nodes.len()));
            let hard = make(Level::Hard, seed);
            assert_eq!(hard.nodes.len(), 7);
            for e in [&easy, &medium, &hard] {
                assert!(e.solved.ties.is_empty());
                assert!(e.grade(&e.answer()).unwrap().correct);
            }
        }
        assert_eq!(make(Level::Hard, 3).answer(), make(Level::Hard, 3).answer());
    }

    #[test]
    fn answers_are_read_loosely_and_refused_with_a_reason() {
        let e = make(Level::Easy, 1);
        let answer = e.answer();
        let mut shuffled: Vec<&str> = answer.split("; ").collect();
        shuffled.reverse();
        let loose = format!("[{}]", shuffled.join(" , ").to_lowercase());
        assert!(e.grade(&loose).unwrap().correct, "{loose}");
        assert!(e.grade("").unwrap_err().contains("decision node"));
        assert!(e.grade("A").unwrap_err().contains("pairs"));
        assert!(e.grade("Z: L").unwrap_err().contains("not a decision node"));
        assert!(e.grade("A: q").unwrap_err().contains("actions are L and R"));
        assert!(e.grade("A: L; A: R").unwrap_err().contains("twice"));
        assert!(e.grade("A: L").unwrap_err().contains("No choice at B"));
        let steps = make(Level::Hard, 5).solution();
        assert!(
            steps[0].starts_with("At D, player 1 compares"),
            "{}",
            steps[0]
        );
        assert!(steps[8].contains("turns down"), "{}", steps[8]);
    }
}
