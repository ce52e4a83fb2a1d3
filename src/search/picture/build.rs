//! Making a [`Picture`]: a recorded alpha-beta search replayed over the game (the moves a
//! cut-off pruned generated from the game itself, up to a node budget, so they can be drawn
//! greyed), or a proof-number search as it stands. Replaying needs the game, so this is the
//! only part of the picture that knows [`State`].

use std::collections::HashSet;

use super::{Node, Picture, Searched, Shape};
use crate::game::{State, ZeroSumEvaluator};
use crate::search::alphabeta::{Cutoff, NodeKind, Trace};
use crate::search::pns::{NodeType, ProofSearch, INFINITY};
use crate::search::Searchable;

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
            _ if crate::search::is_max(state) => Shape::Max,
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
                cut: tn.cutoff,
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
        let why = tn.cutoff;
        for &a in &tn.pruned {
            let mut next = state.clone();
            next.apply(a);
            let label = (self.label)(state, a);
            self.unsearched(&next, index, label, (tn.exit_step, why));
        }
    }

    /// A node the search never entered, and its subtree while the budget lasts.
    fn unsearched(
        &mut self,
        state: &S,
        parent: usize,
        label: String,
        pruned: (u32, Option<Cutoff>),
    ) {
        let index = self.nodes.len();
        let shape = Self::shape(state);
        self.nodes.push(Node {
            parent: Some(parent),
            children: Vec::new(),
            label,
            shape,
            leaf_value: (shape == Shape::Leaf).then(|| self.evaluator.score(state)),
            searched: None,
            pruned: Some(pruned),
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
            self.unsearched(&next, index, label, pruned);
        }
    }
}
