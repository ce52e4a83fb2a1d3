//! A two-player zero-sum game with perfect recall compiled for fast floating-point passes:
//! flat arrays of children, chance probabilities, player 1's payoffs and each player's
//! information sets numbered from 0 with their actions' offsets, so CFR and best responses
//! index plain `Vec<f64>`s instead of walking the exact model ([`Game`]).

use crate::equilibrium::SolveError;
use crate::exact::to_f64;
use crate::models::imperfect::reach::reach;
use crate::models::imperfect::{recall, Game, InfosetId, Mover, NodeKind};

/// What a compiled node is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Chance moves.
    Chance,
    /// Player 0 or 1 moves at their information set (numbered from 0 for the player).
    Player(u8, u32),
    /// The game ends.
    Leaf,
}

/// The compiled game.
#[derive(Clone, Debug)]
pub struct FlatGame {
    /// Each node's kind (root first).
    pub kind: Vec<Kind>,
    /// Node `n`'s children are `children[start[n]..start[n + 1]]`.
    pub start: Vec<u32>,
    /// Children, node by node.
    pub children: Vec<u32>,
    /// For chance nodes, each edge's probability (parallel to `children`; 0 elsewhere).
    pub probability: Vec<f64>,
    /// Player 0's payoff at leaves (0 elsewhere).
    pub payoff: Vec<f64>,
    /// Each player's information sets: the model's id.
    pub infosets: [Vec<InfosetId>; 2],
    /// Each player's information sets: the offset of their first action in the player's
    /// per-action arrays (one more entry than sets: the total at the end).
    pub offset: [Vec<usize>; 2],
    /// Each player's information sets: how many of the player's own moves come before.
    pub own_depth: [Vec<usize>; 2],
}

impl FlatGame {
    /// Compiles `game`, which must be two-player, zero-sum and of perfect recall.
    pub fn new(game: &Game) -> Result<FlatGame, SolveError> {
        if game.num_players() != 2 {
            return Err(SolveError::NotTwoPlayers {
                solver: "this solver",
                players: game.num_players(),
            });
        }
        let seqs = [recall::sequences(game, 0), recall::sequences(game, 1)];
        let seqs = match seqs {
            [Ok(a), Ok(b)] => [a, b],
            [Err(e), _] | [_, Err(e)] => return Err(e.into()),
        };
        // A constant-sum game is played as the zero-sum game of player 1's payoffs, which are
        // the only ones read below.
        if game.constant_sum().is_none() {
            return Err(SolveError::NotZeroSum {
                solver: "this solver",
            });
        }
        let leaf = game.all_leaf_payoffs();
        let nodes = game.nodes();
        let mut flat = FlatGame {
            kind: Vec::with_capacity(nodes.len()),
            start: Vec::with_capacity(nodes.len() + 1),
            children: Vec::new(),
            probability: Vec::new(),
            payoff: vec![0.0; nodes.len()],
            infosets: [seqs[0].infosets.clone(), seqs[1].infosets.clone()],
            offset: [Vec::new(), Vec::new()],
            own_depth: [Vec::new(), Vec::new()],
        };
        for p in 0..2 {
            let mut off = 0;
            for &h in &seqs[p].infosets {
                flat.offset[p].push(off);
                off += game.infosets()[h].actions.len();
                flat.own_depth[p].push(seqs[p].depth(h));
            }
            flat.offset[p].push(off);
        }
        for (n, node) in nodes.iter().enumerate() {
            flat.start.push(flat.children.len() as u32);
            let kind = match node.kind {
                NodeKind::Terminal => {
                    flat.payoff[n] = to_f64(&leaf[n][0]);
                    Kind::Leaf
                }
                NodeKind::Move(h) => match game.infosets()[h].mover {
                    Mover::Chance => Kind::Chance,
                    Mover::Player(p) => Kind::Player(
                        p as u8,
                        seqs[p].position[h].expect("the player's set") as u32,
                    ),
                },
            };
            let probabilities = game.chance_probabilities(n);
            for (a, &c) in node.children.iter().enumerate() {
                flat.children.push(c as u32);
                flat.probability
                    .push(probabilities.get(a).map_or(0.0, to_f64));
            }
            flat.kind.push(kind);
        }
        flat.start.push(flat.children.len() as u32);
        Ok(flat)
    }

    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.kind.len()
    }

    /// Whether the game has no nodes (never: a game has a root).
    pub fn is_empty(&self) -> bool {
        self.kind.is_empty()
    }

    /// Node `n`'s children.
    pub fn children_of(&self, n: usize) -> &[u32] {
        &self.children[self.start[n] as usize..self.start[n + 1] as usize]
    }

    /// The number of actions of player `p`'s `k`-th information set.
    pub fn actions(&self, p: usize, k: usize) -> usize {
        self.offset[p][k + 1] - self.offset[p][k]
    }

    /// Uniform behaviour strategies for both players.
    pub fn uniform(&self) -> [Vec<f64>; 2] {
        [0, 1].map(|p| {
            let mut s = vec![0.0; *self.offset[p].last().expect("an end offset")];
            for k in 0..self.infosets[p].len() {
                let n = self.actions(p, k);
                for a in 0..n {
                    s[self.offset[p][k] + a] = 1.0 / n as f64;
                }
            }
            s
        })
    }

    /// Player 0's expected payoff when both play the behaviour strategies `s` (per-action
    /// probabilities, indexed by each player's offsets).
    pub fn value(&self, s: &[Vec<f64>; 2]) -> f64 {
        self.value_at(0, s)
    }

    fn value_at(&self, n: usize, s: &[Vec<f64>; 2]) -> f64 {
        match self.kind[n] {
            Kind::Leaf => self.payoff[n],
            Kind::Chance => {
                let lo = self.start[n] as usize;
                self.children_of(n)
                    .iter()
                    .enumerate()
                    .map(|(a, &c)| self.probability[lo + a] * self.value_at(c as usize, s))
                    .sum()
            }
            Kind::Player(p, k) => {
                let off = self.offset[p as usize][k as usize];
                self.children_of(n)
                    .iter()
                    .enumerate()
                    .filter(|(a, _)| s[p as usize][off + a] > 0.0)
                    .map(|(a, &c)| s[p as usize][off + a] * self.value_at(c as usize, s))
                    .sum()
            }
        }
    }

    /// The value player `i` gets by a best response to the other's behaviour strategy in
    /// `s` (player `i`'s own part of `s` is ignored), in player `i`'s payoffs.
    pub fn best_response_value(&self, s: &[Vec<f64>; 2], i: usize) -> f64 {
        let sign = if i == 0 { 1.0 } else { -1.0 };
        // Each node's reach by chance and the opponent.
        let reach = reach(self.len(), 1.0, |n| {
            let lo = self.start[n] as usize;
            let kind = self.kind[n];
            self.children_of(n).iter().enumerate().map(move |(a, &c)| {
                let p = match kind {
                    Kind::Chance => Some(self.probability[lo + a]),
                    Kind::Player(p, k) if p as usize != i => {
                        Some(s[p as usize][self.offset[p as usize][k as usize] + a])
                    }
                    _ => None,
                };
                (c as usize, p)
            })
        });
        // Player i's sets, deepest first: every set below a set is decided before it.
        let mut order: Vec<usize> = (0..self.infosets[i].len()).collect();
        order.sort_by_key(|&k| std::cmp::Reverse(self.own_depth[i][k]));
        let mut nodes_of: Vec<Vec<usize>> = vec![Vec::new(); self.infosets[i].len()];
        for n in 0..self.len() {
            if let Kind::Player(p, k) = self.kind[n] {
                if p as usize == i {
                    nodes_of[k as usize].push(n);
                }
            }
        }
        let mut choice = vec![usize::MAX; self.infosets[i].len()];
        let mut memo: Vec<Option<f64>> = vec![None; self.len()];
        for k in order {
            let actions = self.actions(i, k);
            let mut best = (f64::NEG_INFINITY, 0);
            for a in 0..actions {
                let q: f64 = nodes_of[k]
                    .iter()
                    .filter(|&&n| reach[n] > 0.0)
                    .map(|&n| {
                        let c = self.children_of(n)[a] as usize;
                        reach[n] * self.br_value(c, s, i, sign, &choice, &mut memo)
                    })
                    .sum();
                if q > best.0 {
                    best = (q, a);
                }
            }
            choice[k] = best.1;
        }
        self.br_value(0, s, i, sign, &choice, &mut memo)
    }

    fn br_value(
        &self,
        n: usize,
        s: &[Vec<f64>; 2],
        i: usize,
        sign: f64,
        choice: &[usize],
        memo: &mut Vec<Option<f64>>,
    ) -> f64 {
        if let Some(v) = memo[n] {
            return v;
        }
        let lo = self.start[n] as usize;
        let v = match self.kind[n] {
            Kind::Leaf => sign * self.payoff[n],
            Kind::Chance => {
                let mut v = 0.0;
                for (a, &c) in self.children_of(n).iter().enumerate() {
                    v += self.probability[lo + a]
                        * self.br_value(c as usize, s, i, sign, choice, memo);
                }
                v
            }
            Kind::Player(p, k) if p as usize == i => {
                let a = choice[k as usize];
                debug_assert!(a != usize::MAX, "a set below is decided first");
                self.br_value(self.children_of(n)[a] as usize, s, i, sign, choice, memo)
            }
            Kind::Player(p, k) => {
                let off = self.offset[p as usize][k as usize];
                let mut v = 0.0;
                for (a, &c) in self.children_of(n).iter().enumerate() {
                    let pr = s[p as usize][off + a];
                    if pr > 0.0 {
                        v += pr * self.br_value(c as usize, s, i, sign, choice, memo);
                    }
                }
                v
            }
        };
        memo[n] = Some(v);
        v
    }

    /// Exploitability as OpenSpiel reports it: the mean of the two players' best-response
    /// values against the other's strategy (NashConv / 2; 0 at an equilibrium).
    pub fn exploitability(&self, s: &[Vec<f64>; 2]) -> f64 {
        (self.best_response_value(s, 0) + self.best_response_value(s, 1)) / 2.0
    }
}
