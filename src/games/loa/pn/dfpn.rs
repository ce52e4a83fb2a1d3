//! df-pn (Nagai 2002): depth-first proof-number search with thresholds and a transposition
//! table, as an explicit stack so that a slice can end between any two nodes.
//!
//! In the φ/δ form: at a node, φ is the number of the side to move (the proof number where the
//! prover moves, the disproof number where the opponent moves) and δ the other; a node's φ is
//! the least δ of its children and its δ the sum of their φ. A visit of a node with thresholds
//! (thφ, thδ) generates its children (looking each up in the table, evaluating the unknown
//! ones) and then, while φ < thφ and δ < thδ, visits the child c₁ of least δ with thresholds
//! `thφ(c₁) = thδ − δ + φ(c₁)` and `thδ(c₁) = min(thφ, max(δ₂ + 1, ⌈δ₂·(1 + ε)⌉))` (δ₂: the
//! second least δ; ε = 0 is Nagai's `δ₂ + 1`, ε > 0 the 1+ε trick of Pawlewicz & Lew). On
//! leaving, the node's numbers, the work spent below it and its best move are stored. The
//! root is visited with infinite thresholds, so it is left only when solved.
//!
//! A visit looks its children up in the table once, when it generates them, and then keeps
//! their numbers in its frame (updating the child it searched from what that search
//! returned). Looking every child up again at each iteration of the loop, as in Nagai's
//! description, would notice a sibling changed through a transposition in the meantime; on
//! the measured endgames it changed no node count and cost a quarter of the time (the lookups
//! miss the cache).
//!
//! The table: `2^k` entries of 24 bytes in buckets of four (the bucket is chosen by the low
//! bits of the key; the full key is stored and compared). Storing a position already in its
//! bucket overwrites it; otherwise an empty entry is taken, otherwise the entry with the least
//! work (nodes evaluated below it, summed over its visits) is replaced — Nagai's "small tree"
//! policy: what was cheap to find is cheap to find again. Entries are keyed by position and
//! prover (the key of a White prover is salted), so both phases share one table.
//!
//! A child that repeats a position of the current path (or of the history) is a disproven
//! leaf and is not stored; a node whose disproof leans on one is stored with the `REPEATS`
//! flag, and nothing path-dependent is ever believed for a draw (see the parent module).

use super::numbers::{combine, evaluate, leaf_numbers, legal_moves, Numbers, Run, Work, CAP, INF};
use crate::games::loa::board::{Board, Color, Move};
use crate::games::loa::Rules;

/// Mixed into the key of entries whose prover is White.
const WHITE_PROVER: u64 = 0x5DF1_7A33_C0DE_9E11;

const INF64: u64 = u64::MAX;

fn wide(n: u32) -> u64 {
    if n == INF {
        INF64
    } else {
        u64::from(n)
    }
}

/// The table's size: at most `2^cap` entries, and no more than twice the node limit needs
/// (at least 1024).
pub(crate) fn table_log2(cap: u8, max_nodes: u64) -> u8 {
    let need = max_nodes.saturating_mul(2).max(1024).next_power_of_two();
    (need.trailing_zeros() as u8).min(cap.clamp(10, 30))
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    key: u64,
    pn: u32,
    dn: u32,
    /// Nodes evaluated below this position; 0 marks an empty entry.
    work: u32,
    best: Move,
    flags: u8,
}

const EMPTY: Entry = Entry {
    key: 0,
    pn: 0,
    dn: 0,
    work: 0,
    best: Move::PASS,
    flags: 0,
};

impl Entry {
    fn numbers(&self) -> Numbers {
        Numbers {
            pn: self.pn,
            dn: self.dn,
            flags: self.flags,
        }
    }
}

/// The fixed-size transposition table.
pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

fn salted(key: u64, prover: Color) -> u64 {
    match prover {
        Color::Black => key,
        Color::White => key ^ WHITE_PROVER,
    }
}

impl Table {
    pub fn new(log2: u8) -> Table {
        let n = 1usize << log2;
        Table {
            entries: vec![EMPTY; n],
            mask: n - 1,
        }
    }

    fn bucket(&self, key: u64) -> std::ops::Range<usize> {
        let start = (key as usize) & self.mask & !3;
        start..start + 4
    }

    fn get(&self, key: u64) -> Option<&Entry> {
        self.entries[self.bucket(key)]
            .iter()
            .find(|e| e.work != 0 && e.key == key)
    }

    fn put(&mut self, entry: Entry) {
        let range = self.bucket(entry.key);
        let bucket = &mut self.entries[range];
        let slot = bucket
            .iter()
            .position(|e| e.work != 0 && e.key == entry.key)
            .or_else(|| bucket.iter().position(|e| e.work == 0))
            .unwrap_or_else(|| {
                let mut least = 0;
                for (i, e) in bucket.iter().enumerate() {
                    if e.work < bucket[least].work {
                        least = i;
                    }
                }
                least
            });
        bucket[slot] = entry;
    }

    /// Entries in use.
    pub fn used(&self) -> u64 {
        self.entries.iter().filter(|e| e.work != 0).count() as u64
    }

    /// A good move for the side to move at `board` (see [`hint_by`]).
    pub fn hint(&self, board: &Board) -> Option<Move> {
        hint_by(board, |k| self.get(k).map(|e| (e.pn, e.dn, e.best)))
    }

    /// Every solved entry: salted key, proof and disproof number, best move.
    pub fn solved_entries(&self) -> impl Iterator<Item = (u64, (u32, u32, Move))> + '_ {
        self.entries
            .iter()
            .filter(|e| e.work != 0 && (e.pn == 0 || e.dn == 0))
            .map(|e| (e.key, (e.pn, e.dn, e.best)))
    }
}

/// A good move for the side to move at `board`, from entries found by salted key: one that
/// wins (an entry where it is the prover, proven) or one that refutes the opponent's win (an
/// entry where the opponent is the prover, disproven).
pub(crate) fn hint_by(
    board: &Board,
    get: impl Fn(u64) -> Option<(u32, u32, Move)>,
) -> Option<Move> {
    let me = board.to_move();
    if let Some((0, _, best)) = get(salted(board.key(), me)) {
        return Some(best);
    }
    match get(salted(board.key(), me.other())) {
        Some((_, 0, best)) => Some(best),
        _ => None,
    }
}

#[derive(Clone, Copy, Debug)]
struct Child {
    mv: Move,
    n: Numbers,
}

#[derive(Default)]
struct Frame {
    board: Option<Board>,
    key: u64,
    th_phi: u64,
    th_delta: u64,
    moves: Vec<Move>,
    children: Vec<Child>,
    next: usize,
    entry_nodes: u64,
    old_work: u32,
    selected: usize,
}

impl Frame {
    fn board(&self) -> Board {
        self.board.expect("a frame holds its position")
    }
}

/// A df-pn search for one prover.
pub(crate) struct Dfpn {
    stack: Vec<Frame>,
    pool: Vec<Frame>,
    table: Table,
    prover: Color,
    rules: Rules,
    mobility: bool,
    epsilon: (u32, u32),
    history: Vec<u64>,
    root: Numbers,
    final_children: Vec<(Move, Numbers)>,
    /// A buffer for the children's numbers in a visit's loop.
    kids: Vec<Numbers>,
}

impl Dfpn {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        root: Board,
        numbers: Numbers,
        prover: Color,
        rules: Rules,
        mobility: bool,
        epsilon: (u32, u32),
        history: Vec<u64>,
        table: Table,
    ) -> Dfpn {
        let mut search = Dfpn {
            stack: Vec::new(),
            pool: Vec::new(),
            table,
            prover,
            rules,
            mobility,
            epsilon: (epsilon.0, epsilon.1.max(1)),
            history,
            root: numbers,
            final_children: Vec::new(),
            kids: Vec::new(),
        };
        search.push(root, INF64, INF64, 0);
        search
    }

    pub fn into_table(self) -> Table {
        self.table
    }

    pub fn root_numbers(&self) -> Numbers {
        self.root
    }

    pub fn table_used(&self) -> u64 {
        self.table.used()
    }

    /// The root's children with their latest numbers.
    pub fn root_children(&self) -> Vec<(Move, Numbers)> {
        match self.stack.first() {
            Some(root) => root.children.iter().map(|c| (c.mv, c.n)).collect(),
            None => self.final_children.clone(),
        }
    }

    fn push(&mut self, board: Board, th_phi: u64, th_delta: u64, entry_nodes: u64) {
        let mut frame = self.pool.pop().unwrap_or_default();
        frame.board = Some(board);
        frame.key = board.key();
        frame.th_phi = th_phi;
        frame.th_delta = th_delta;
        legal_moves(&board, &mut frame.moves);
        frame.children.clear();
        frame.next = 0;
        frame.entry_nodes = entry_nodes;
        frame.old_work = self
            .table
            .get(salted(frame.key, self.prover))
            .map_or(0, |e| e.work);
        frame.selected = 0;
        self.stack.push(frame);
    }

    fn on_path(&self, key: u64) -> bool {
        self.history.contains(&key) || self.stack.iter().any(|f| f.key == key)
    }

    /// (φ, δ) of a child (its own side to move's view), from its numbers.
    fn phi_delta(&self, child_or: bool, n: Numbers) -> (u64, u64) {
        if child_or {
            (wide(n.pn), wide(n.dn))
        } else {
            (wide(n.dn), wide(n.pn))
        }
    }

    pub fn run(&mut self, work: &mut Work) -> Run {
        loop {
            let Some(top) = self.stack.last() else {
                return Run::Solved;
            };
            let board = top.board();
            // 1. Generate the children, one at a time.
            if top.next < top.moves.len() {
                let mv = top.moves[top.next];
                let child = board.play(mv);
                let key = child.key();
                let n = if self.on_path(key) {
                    Numbers::REPETITION
                } else if let Some(e) = self.table.get(salted(key, self.prover)) {
                    e.numbers()
                } else {
                    if work.should_pause() {
                        return Run::Paused;
                    }
                    if work.exceeds(1) {
                        return Run::OutOfNodes;
                    }
                    let n = leaf_numbers(
                        evaluate(&child, &self.rules),
                        child.to_move(),
                        self.prover,
                        self.mobility,
                    );
                    work.nodes += 1;
                    self.table.put(Entry {
                        key: salted(key, self.prover),
                        pn: n.pn,
                        dn: n.dn,
                        work: 1,
                        best: Move::PASS,
                        flags: n.flags,
                    });
                    n
                };
                let top = self.stack.last_mut().expect("a frame");
                top.children.push(Child { mv, n });
                top.next += 1;
                continue;
            }
            // 2. One iteration of the visit's loop.
            let or = board.to_move() == self.prover;
            let mut kids = std::mem::take(&mut self.kids);
            kids.clear();
            kids.extend(top.children.iter().map(|c| c.n));
            let node = combine(or, kids.iter().copied());
            let (phi, delta) = self.phi_delta(or, node);
            let top = self.stack.last().expect("a frame");
            if phi >= top.th_phi || delta >= top.th_delta {
                self.leave(work, node, &kids, or);
                self.kids = kids;
                continue;
            }
            if work.should_pause() || work.expansions >= work.max_expansions {
                self.kids = kids;
                return if work.should_pause() {
                    Run::Paused
                } else {
                    Run::OutOfNodes
                };
            }
            // The child of least δ, and the second least δ.
            let (mut c1, mut d1, mut d2) = (0usize, INF64, INF64);
            let mut phi_c1 = INF64;
            for (i, &n) in kids.iter().enumerate() {
                let (p, d) = self.phi_delta(!or, n);
                if d < d1 {
                    d2 = d1;
                    d1 = d;
                    c1 = i;
                    phi_c1 = p;
                } else if d < d2 {
                    d2 = d;
                }
            }
            let th_phi = if top.th_delta == INF64 {
                INF64
            } else {
                top.th_delta - delta + phi_c1
            };
            let th_delta = if d2 == INF64 {
                top.th_phi
            } else {
                let (num, den) = self.epsilon;
                let grown = d2 + (d2 * u64::from(num)).div_ceil(u64::from(den));
                top.th_phi.min(grown.max(d2 + 1))
            };
            self.kids = kids;
            let child = board.play(top.children[c1].mv);
            self.stack.last_mut().expect("a frame").selected = c1;
            work.expansions += 1;
            self.push(child, th_phi, th_delta, work.nodes);
        }
    }

    /// Leaves the top frame: stores its numbers, work and best move, and hands its numbers to
    /// the frame below.
    fn leave(&mut self, work: &Work, node: Numbers, kids: &[Numbers], or: bool) {
        let frame = self.stack.pop().expect("a frame");
        let deltas = kids.iter().map(|&n| self.phi_delta(!or, n).1);
        let best = if node.pn == 0 || node.dn == 0 {
            // A solved node: a child lost for its mover, the purest refutation first.
            kids.iter()
                .enumerate()
                .filter(|(_, &n)| self.phi_delta(!or, n).1 == 0)
                .min_by_key(|(_, n)| n.flags)
                .map(|(i, _)| i)
        } else {
            deltas.enumerate().min_by_key(|&(_, d)| d).map(|(i, _)| i)
        };
        let spent = work.nodes - frame.entry_nodes;
        let total_work = u64::from(frame.old_work)
            .saturating_add(spent)
            .clamp(1, u64::from(CAP));
        self.table.put(Entry {
            key: salted(frame.key, self.prover),
            pn: node.pn,
            dn: node.dn,
            work: total_work as u32,
            best: best.map_or(Move::PASS, |i| frame.children[i].mv),
            flags: node.flags,
        });
        match self.stack.last_mut() {
            Some(parent) => {
                let i = parent.selected;
                parent.children[i].n = node;
            }
            None => {
                self.root = node;
                self.final_children = frame
                    .children
                    .iter()
                    .zip(kids)
                    .map(|(c, &n)| (c.mv, n))
                    .collect();
            }
        }
        self.pool.push(frame);
    }
}
