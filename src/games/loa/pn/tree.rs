//! The proof-number tree of PNS and of both levels of PN²: nodes in an arena, children of a
//! node contiguous, positions not stored but replayed along the path from the root.
//!
//! A node is 20 bytes (first child, move, child count, flags, the two numbers), so a
//! node limit of a million keeps the arena at 20 MB. The path from the root to the *current
//! node* (Allis's enhancement) is kept with its positions: a descent starts there, and after
//! an expansion the ancestors are updated only until one whose numbers did not change, which
//! becomes the new current node.

use std::collections::HashMap;

use super::numbers::{combine, evaluate, leaf_numbers, legal_moves, Numbers, Run, Work};
use crate::games::loa::board::{Board, Color, Move};
use crate::games::loa::Rules;

const NONE: u32 = u32::MAX;

#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    first: u32,
    mv: Move,
    count: u8,
    flags: u8,
    pn: u32,
    dn: u32,
}

impl Node {
    fn numbers(&self) -> Numbers {
        Numbers {
            pn: self.pn,
            dn: self.dn,
            flags: self.flags,
        }
    }

    fn set(&mut self, n: Numbers) {
        self.pn = n.pn;
        self.dn = n.dn;
        self.flags = n.flags;
    }
}

/// A proof-number tree for one prover.
pub(crate) struct Tree {
    nodes: Vec<Node>,
    /// Node indices from the root to the current node (or, during an expansion, to the leaf
    /// being expanded), and their positions.
    path: Vec<u32>,
    boards: Vec<Board>,
    prover: Color,
    rules: Rules,
    mobility: bool,
    /// Keys of positions before the root that count as repetitions.
    history: Vec<u64>,
    /// Nodes this tree created (the root not included).
    created: u64,
    moves: Vec<Move>,
}

impl Tree {
    /// A tree of one node, `root` (already evaluated, with numbers `numbers`).
    pub fn new(
        root: Board,
        numbers: Numbers,
        prover: Color,
        rules: Rules,
        mobility: bool,
        history: Vec<u64>,
    ) -> Tree {
        let mut node = Node {
            first: NONE,
            mv: Move::PASS,
            count: 0,
            flags: 0,
            pn: 0,
            dn: 0,
        };
        node.set(numbers);
        Tree {
            nodes: vec![node],
            path: vec![0],
            boards: vec![root],
            prover,
            rules,
            mobility,
            history,
            created: 0,
            moves: Vec::new(),
        }
    }

    pub fn root_numbers(&self) -> Numbers {
        self.nodes[0].numbers()
    }

    pub fn node_numbers(&self, i: u32) -> Numbers {
        self.nodes[i as usize].numbers()
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    fn children(&self, i: u32) -> &[Node] {
        let n = &self.nodes[i as usize];
        if n.first == NONE {
            &[]
        } else {
            &self.nodes[n.first as usize..n.first as usize + n.count as usize]
        }
    }

    /// The root's children: move and numbers.
    pub fn root_children(&self) -> Vec<(Move, Numbers)> {
        self.children(0)
            .iter()
            .map(|c| (c.mv, c.numbers()))
            .collect()
    }

    /// Descends from the current node to the most-proving leaf: at the prover's turns the
    /// child with the smallest proof number, at the opponent's the smallest disproof number
    /// (the first of equals).
    pub fn select(&mut self) {
        loop {
            let at = *self.path.last().expect("the path holds the root");
            let node = self.nodes[at as usize];
            if node.first == NONE {
                return;
            }
            let board = *self.boards.last().expect("a board per path node");
            let or = board.to_move() == self.prover;
            let kids = self.children(at);
            let mut best = 0;
            for (k, c) in kids.iter().enumerate() {
                let (key, best_key) = if or {
                    (c.pn, kids[best].pn)
                } else {
                    (c.dn, kids[best].dn)
                };
                if key < best_key {
                    best = k;
                }
            }
            let child = node.first + best as u32;
            let mv = self.nodes[child as usize].mv;
            self.path.push(child);
            self.boards.push(board.play(mv));
        }
    }

    /// The board at the end of the path (the selected leaf after [`Tree::select`]).
    pub fn leaf_board(&self) -> Board {
        *self.boards.last().expect("a board per path node")
    }

    /// The index of the selected leaf.
    pub fn leaf(&self) -> u32 {
        *self.path.last().expect("the path holds the root")
    }

    /// The keys on the path (root to leaf), for repetition checks below the leaf.
    pub fn path_keys(&self) -> impl Iterator<Item = u64> + '_ {
        self.history
            .iter()
            .copied()
            .chain(self.boards.iter().map(Board::key))
    }

    fn repeats(&self, key: u64) -> bool {
        self.history.contains(&key) || self.boards.iter().any(|b| b.key() == key)
    }

    /// Expands the selected leaf: creates, evaluates and links all its children. Refuses,
    /// changing nothing, when that would pass the node limit ([`Run::OutOfNodes`]) or this
    /// tree's own `local_limit` ([`Run::Limit`]; never for the root's expansion).
    fn expand(&mut self, work: &mut Work, local_limit: Option<u64>) -> Option<Run> {
        let board = self.leaf_board();
        let leaf = self.leaf();
        let mut moves = std::mem::take(&mut self.moves);
        legal_moves(&board, &mut moves);
        let n = moves.len() as u64;
        let refused = if local_limit.is_some_and(|l| self.created > 0 && self.created + n > l) {
            Some(Run::Limit)
        } else if work.exceeds(n) {
            Some(Run::OutOfNodes)
        } else {
            None
        };
        if refused.is_some() {
            self.moves = moves;
            return refused;
        }
        let first = self.nodes.len() as u32;
        for &mv in &moves {
            let child = board.play(mv);
            let numbers = if self.repeats(child.key()) {
                Numbers::REPETITION
            } else {
                leaf_numbers(
                    evaluate(&child, &self.rules),
                    child.to_move(),
                    self.prover,
                    self.mobility,
                )
            };
            let mut node = Node {
                first: NONE,
                mv,
                count: 0,
                flags: 0,
                pn: 0,
                dn: 0,
            };
            node.set(numbers);
            self.nodes.push(node);
        }
        work.nodes += n;
        work.expansions += 1;
        self.created += n;
        let node = &mut self.nodes[leaf as usize];
        node.first = first;
        node.count = moves.len() as u8;
        self.moves = moves;
        None
    }

    /// Gives the selected leaf these children (PN²: the second-level root's children).
    pub fn attach(&mut self, children: &[(Move, Numbers)]) {
        let leaf = self.leaf();
        let first = self.nodes.len() as u32;
        for &(mv, numbers) in children {
            let mut node = Node {
                first: NONE,
                mv,
                count: 0,
                flags: 0,
                pn: 0,
                dn: 0,
            };
            node.set(numbers);
            self.nodes.push(node);
        }
        let node = &mut self.nodes[leaf as usize];
        node.first = first;
        node.count = children.len() as u8;
    }

    /// Updates the numbers from the selected leaf upwards, stopping at the first node whose
    /// numbers did not change: it becomes the current node.
    pub fn update(&mut self) {
        for depth in (0..self.path.len()).rev() {
            let at = self.path[depth];
            let or = self.boards[depth].to_move() == self.prover;
            let new = combine(or, self.children(at).iter().map(Node::numbers));
            let old = self.nodes[at as usize].numbers();
            self.nodes[at as usize].set(new);
            if new == old && depth > 0 {
                self.path.truncate(depth + 1);
                self.boards.truncate(depth + 1);
                return;
            }
        }
        self.path.truncate(1);
        self.boards.truncate(1);
    }

    /// Runs until the root is solved, the slice or the node limit is used up, or (with
    /// `local_limit`, PN²'s second level) this tree would pass that many created nodes.
    pub fn run(&mut self, work: &mut Work, local_limit: Option<u64>) -> Run {
        loop {
            if self.root_numbers().solved() {
                return Run::Solved;
            }
            if work.should_pause() {
                return Run::Paused;
            }
            self.select();
            if let Some(stop) = self.expand(work, local_limit) {
                return stop;
            }
            self.update();
        }
    }

    /// The moves a proof or disproof in this tree chooses, by position key: at a proven node
    /// where the prover moves, a proven child; at a disproven node where the opponent moves, a
    /// disproven child (the purest). Unsolved nodes give their most-proving child.
    pub fn hints(&self) -> HashMap<u64, Move> {
        let mut out = HashMap::new();
        let mut stack = vec![(0u32, self.boards[0])];
        while let Some((i, board)) = stack.pop() {
            let node = self.nodes[i as usize];
            let kids = self.children(i);
            if kids.is_empty() {
                continue;
            }
            let or = board.to_move() == self.prover;
            let chosen = if node.pn == 0 && or {
                kids.iter().find(|c| c.pn == 0)
            } else if node.dn == 0 && !or {
                kids.iter().filter(|c| c.dn == 0).min_by_key(|c| c.flags)
            } else {
                None
            };
            if let Some(c) = chosen {
                out.entry(board.key()).or_insert(c.mv);
            }
            for (k, c) in kids.iter().enumerate() {
                if c.first != NONE {
                    stack.push((node.first + k as u32, board.play(c.mv)));
                }
            }
        }
        out
    }
}
