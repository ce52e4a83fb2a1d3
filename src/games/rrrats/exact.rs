//! Exact Rrrats!: the game as an absorbing Markov chain, solved by Gauss–Seidel iteration.
//!
//! A position seen by the player to move is a [`Key`]: (pile, my bank, opponent's bank, hand,
//! stolen part of the hand — tracked only under [`RatsRules::bust_returns_stolen`], else 0).
//! Pile + banks + hand = 31, so there are only a few thousand keys. Each key is a *roll point*
//! (the mover is about to roll); after a non-bust roll the mover decides at the key reached:
//! continue (roll again from it) or stop ([`Tokens::stop`]). The transitions come from the same
//! rule code as the simulators ([`Tokens::roll`]), so every rule option is supported.
//!
//! `W[seat][key]` = P(the mover wins) satisfies a linear system (for fixed stationary policies)
//! or a Bellman equation (for a best response); both are solved by Gauss–Seidel sweeps in
//! order of increasing pile until the largest change is below 1e-14. Every policy, however
//! patient, ends the game with probability 1 (a roll busts with probability ¼, and the hand
//! limit ends long turns), so the iteration converges.
//!
//! A policy may depend on the whole position ([`StatePolicy`]), which is what a best response
//! is; threshold and parametrised policies ([`RatsPolicy`]) depend on the hand only.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::games::rrrats::{
    After, RatsPolicy, RatsRules, Tokens, FACE_PROBABILITY, HAND_LIMIT, TOKENS,
};

/// A position from the mover's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Key {
    /// The main pile.
    pub pile: u8,
    /// The mover's bank.
    pub mine: u8,
    /// The opponent's bank.
    pub theirs: u8,
    /// Tokens in hand.
    pub hand: u8,
    /// Tokens of the hand stolen this turn (0 unless the rules return them on a bust).
    pub stolen: u8,
}

/// A failure of the exact solver.
#[derive(Clone, Debug, PartialEq)]
pub enum ExactError {
    /// The iteration did not converge within the sweep limit.
    NoConvergence {
        /// Sweeps made.
        sweeps: u32,
        /// The largest change in the last sweep.
        residual: f64,
    },
    /// A state policy of the wrong length.
    PolicyLength {
        /// Expected entries (one per key).
        expected: usize,
        /// Entries given.
        found: usize,
    },
}

impl fmt::Display for ExactError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExactError::NoConvergence { sweeps, residual } => write!(
                f,
                "the exact solver did not converge in {sweeps} sweeps (last change {residual:e})"
            ),
            ExactError::PolicyLength { expected, found } => write!(
                f,
                "a state policy needs {expected} entries (one per position), found {found}"
            ),
        }
    }
}

impl std::error::Error for ExactError {}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Target {
    /// Game over; whether the (pre-transition) mover won.
    Over(bool),
    /// The turn passes: the opponent rolls from this key (their point of view).
    Pass(u32),
    /// The mover decides at this key (continue = roll from it).
    Decide(u32),
}

/// P(continue) at every key (entries for keys with an empty hand are never used).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StatePolicy(pub Vec<f64>);

/// The most Gauss–Seidel sweeps before giving up.
pub const MAX_SWEEPS: u32 = 100_000;
/// The convergence tolerance (largest change in a sweep).
pub const TOLERANCE: f64 = 1e-14;

/// The chain of one rule set: keys and transitions, built once, reused for every policy pair.
#[derive(Clone, Debug)]
pub struct RatsChain {
    rules: RatsRules,
    keys: Vec<Key>,
    outcomes: Vec<(f64, u8, u8)>,
    trans: Vec<Vec<(f64, Target)>>,
    stop: Vec<Target>,
    decidable: Vec<bool>,
    start: u32,
}

/// What a best response does with each hand size.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct HandSummary {
    /// The hand size (1–4).
    pub hand: u8,
    /// Positions with this hand where a decision can be taken.
    pub positions: u32,
    /// Of those, the positions where the best response continues.
    pub continue_positions: u32,
    /// Expected number of decisions at this hand size per game (under the best response
    /// against the opponent, from the start).
    pub expected_decisions: f64,
    /// The fraction of those decisions (weighted by how often they arise) that continue.
    pub continue_fraction: f64,
}

/// A best response and what it is worth.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BestResponse {
    /// The responder's win probability (the starter drawn 50/50).
    pub win_probability: f64,
    /// Continue (1) or stop (0) at every key.
    pub policy: StatePolicy,
    /// Per hand size 1–4.
    pub by_hand: Vec<HandSummary>,
    /// The reach-weighted continuation probability per hand size, as a hand-only policy.
    pub summary: RatsPolicy,
    /// The threshold rule "stop at ≥ s" nearest to `summary` (5 = never stop).
    pub nearest_threshold: u8,
    /// Sweeps the value iteration took.
    pub sweeps: u32,
}

impl RatsChain {
    /// Builds the chain of `rules` (every option is supported).
    pub fn new(rules: RatsRules) -> Self {
        let track = rules.bust_returns_stolen;
        let mut keys = Vec::new();
        for pile in 0..=TOKENS {
            for hand in 0..=HAND_LIMIT {
                for mine in 0..=TOKENS {
                    let used = u32::from(pile) + u32::from(hand) + u32::from(mine);
                    if used > u32::from(TOKENS) {
                        break;
                    }
                    let theirs = TOKENS - used as u8;
                    let max_stolen = if track { hand } else { 0 };
                    for stolen in 0..=max_stolen {
                        keys.push(Key {
                            pile,
                            mine,
                            theirs,
                            hand,
                            stolen,
                        });
                    }
                }
            }
        }
        let mut outcomes = Vec::new();
        for a in 0..3u8 {
            for b in 0..3u8 {
                outcomes.push((
                    FACE_PROBABILITY[usize::from(a)] * FACE_PROBABILITY[usize::from(b)],
                    a,
                    b,
                ));
            }
        }
        let mut chain = RatsChain {
            rules,
            keys,
            outcomes,
            trans: Vec::new(),
            stop: Vec::new(),
            decidable: Vec::new(),
            start: 0,
        };
        let lookup: std::collections::HashMap<Key, u32> = chain
            .keys
            .iter()
            .enumerate()
            .map(|(i, k)| (*k, i as u32))
            .collect();
        let find = |k: Key| -> u32 {
            *lookup
                .get(&k)
                .unwrap_or_else(|| panic!("position {k:?} outside the chain"))
        };
        let key_of = |t: &Tokens, track: bool| -> Key {
            let m = usize::from(t.mover);
            Key {
                pile: t.pile,
                mine: t.bank[m],
                theirs: t.bank[1 - m],
                hand: t.hand,
                stolen: if track { t.stolen } else { 0 },
            }
        };
        let tokens = |k: &Key| Tokens {
            pile: k.pile,
            bank: [k.mine, k.theirs],
            hand: k.hand,
            stolen: k.stolen,
            mover: 0,
        };
        let target = |t: &Tokens, after: After| -> Target {
            match after {
                After::Over => Target::Over(t.leader() == 0),
                After::NextTurn => Target::Pass(find(key_of(t, track))),
                After::Decide => Target::Decide(find(key_of(t, track))),
            }
        };
        for k in &chain.keys {
            let mut row = Vec::with_capacity(9);
            for &(p, a, b) in &chain.outcomes {
                let mut t = tokens(k);
                let after = t.roll(&rules, a, b);
                row.push((p, target(&t, after)));
            }
            chain.trans.push(row);
            let mut t = tokens(k);
            let after = t.stop(&rules);
            chain.stop.push(target(&t, after));
        }
        chain.decidable = vec![false; chain.keys.len()];
        for row in &chain.trans {
            for &(_, t) in row {
                if let Target::Decide(j) = t {
                    chain.decidable[j as usize] = true;
                }
            }
        }
        chain.start = find(Key {
            pile: TOKENS,
            mine: 0,
            theirs: 0,
            hand: 0,
            stolen: 0,
        });
        chain
    }

    /// The rules.
    pub fn rules(&self) -> &RatsRules {
        &self.rules
    }

    /// Every position, in the order of [`StatePolicy`] entries.
    pub fn keys(&self) -> &[Key] {
        &self.keys
    }

    /// A hand-only policy as a state policy.
    pub fn state_policy(&self, p: &RatsPolicy) -> StatePolicy {
        StatePolicy(
            self.keys
                .iter()
                .map(|k| {
                    if k.hand == 0 {
                        0.0
                    } else {
                        p.0[usize::from(k.hand.min(4)) - 1]
                    }
                })
                .collect(),
        )
    }

    fn check(&self, p: &StatePolicy) -> Result<(), ExactError> {
        if p.0.len() == self.keys.len() {
            Ok(())
        } else {
            Err(ExactError::PolicyLength {
                expected: self.keys.len(),
                found: p.0.len(),
            })
        }
    }

    /// Solves W for seat policies; `responder` (if any) maximises instead of following its
    /// policy. Returns W[seat][key] and the sweeps.
    fn solve(
        &self,
        policies: [&StatePolicy; 2],
        responder: Option<usize>,
    ) -> Result<([Vec<f64>; 2], u32), ExactError> {
        let n = self.keys.len();
        let mut w = [vec![0.5; n], vec![0.5; n]];
        for sweep in 1..=MAX_SWEEPS {
            let mut residual: f64 = 0.0;
            for c in 0..2 {
                for i in 0..n {
                    let mut v = 0.0;
                    for &(p, t) in &self.trans[i] {
                        v += p * self.value(&w, c, t, policies[c], responder == Some(c));
                    }
                    residual = residual.max((v - w[c][i]).abs());
                    w[c][i] = v;
                }
            }
            if residual < TOLERANCE {
                return Ok((w, sweep));
            }
            if sweep == MAX_SWEEPS {
                return Err(ExactError::NoConvergence {
                    sweeps: sweep,
                    residual,
                });
            }
        }
        unreachable!("the loop returns")
    }

    #[inline]
    fn leaf(&self, w: &[Vec<f64>; 2], c: usize, t: Target) -> f64 {
        match t {
            Target::Over(won) => f64::from(u8::from(won)),
            Target::Pass(j) => 1.0 - w[1 - c][j as usize],
            Target::Decide(j) => w[c][j as usize],
        }
    }

    #[inline]
    fn value(&self, w: &[Vec<f64>; 2], c: usize, t: Target, pol: &StatePolicy, best: bool) -> f64 {
        match t {
            Target::Decide(j) => {
                let j = j as usize;
                let cont = w[c][j];
                let stop = self.leaf(w, c, self.stop[j]);
                if best {
                    cont.max(stop)
                } else {
                    let p = pol.0[j];
                    p * cont + (1.0 - p) * stop
                }
            }
            t => self.leaf(w, c, t),
        }
    }

    /// P(player 1 wins) when player 1 follows `p1` and player 2 `p2` (starter 50/50).
    pub fn win_probability(&self, p1: &StatePolicy, p2: &StatePolicy) -> Result<f64, ExactError> {
        self.check(p1)?;
        self.check(p2)?;
        let (w, _) = self.solve([p1, p2], None)?;
        let s = self.start as usize;
        Ok(0.5 * w[0][s] + 0.5 * (1.0 - w[1][s]))
    }

    /// The best response of a player to an opponent following `opponent`, with its win
    /// probability and a summary per hand size.
    pub fn best_response(&self, opponent: &StatePolicy) -> Result<BestResponse, ExactError> {
        self.check(opponent)?;
        let n = self.keys.len();
        let placeholder = StatePolicy(vec![0.0; n]);
        let (w, sweeps) = self.solve([&placeholder, opponent], Some(0))?;
        let s = self.start as usize;
        let win_probability = 0.5 * w[0][s] + 0.5 * (1.0 - w[1][s]);
        // Ties (within rounding) prefer stopping.
        let policy = StatePolicy(
            (0..n)
                .map(|j| {
                    let cont = w[0][j];
                    let stop = self.leaf(&w, 0, self.stop[j]);
                    if self.keys[j].hand > 0 && cont > stop + 1e-12 {
                        1.0
                    } else {
                        0.0
                    }
                })
                .collect(),
        );
        let reach = self.decision_reach([&policy, opponent])?;
        let mut by_hand = Vec::new();
        let mut summary = [0.0; 4];
        for h in 1..=HAND_LIMIT {
            let mut hs = HandSummary {
                hand: h,
                positions: 0,
                continue_positions: 0,
                expected_decisions: 0.0,
                continue_fraction: 0.0,
            };
            let mut cont_mass = 0.0;
            for (j, k) in self.keys.iter().enumerate() {
                if k.hand != h || !self.decidable[j] {
                    continue;
                }
                hs.positions += 1;
                hs.continue_positions += u32::from(policy.0[j] > 0.5);
                hs.expected_decisions += reach[j];
                cont_mass += reach[j] * policy.0[j];
            }
            hs.continue_fraction = if hs.expected_decisions > 0.0 {
                cont_mass / hs.expected_decisions
            } else {
                f64::from(hs.continue_positions) / f64::from(hs.positions.max(1))
            };
            summary[usize::from(h) - 1] = hs.continue_fraction;
            by_hand.push(hs);
        }
        let summary = RatsPolicy(summary);
        Ok(BestResponse {
            win_probability,
            nearest_threshold: summary.nearest_threshold(),
            summary,
            policy,
            by_hand,
            sweeps,
        })
    }

    /// Expected decisions per game of seat 0 at each key, when the seats follow `policies`
    /// (starter 50/50): the chain's probability mass pushed roll by roll until less than 1e-13
    /// is left.
    fn decision_reach(&self, policies: [&StatePolicy; 2]) -> Result<Vec<f64>, ExactError> {
        let n = self.keys.len();
        let mut mass = [vec![0.0; n], vec![0.0; n]];
        mass[0][self.start as usize] = 0.5;
        mass[1][self.start as usize] = 0.5;
        let mut reach = vec![0.0; n];
        for step in 1..=MAX_SWEEPS {
            let mut next = [vec![0.0; n], vec![0.0; n]];
            let mut left = 0.0;
            for c in 0..2 {
                for (&m, row) in mass[c].iter().zip(&self.trans) {
                    if m == 0.0 {
                        continue;
                    }
                    for &(p, t) in row {
                        let q = m * p;
                        let pass = |t: Target, q: f64, next: &mut [Vec<f64>; 2]| match t {
                            Target::Over(_) => {}
                            Target::Pass(k) => next[1 - c][k as usize] += q,
                            Target::Decide(k) => next[c][k as usize] += q,
                        };
                        match t {
                            Target::Decide(j) => {
                                let j = j as usize;
                                if c == 0 {
                                    reach[j] += q;
                                }
                                let pc = policies[c].0[j];
                                next[c][j] += q * pc;
                                pass(self.stop[j], q * (1.0 - pc), &mut next);
                            }
                            t => pass(t, q, &mut next),
                        }
                    }
                }
                left += next[c].iter().sum::<f64>();
            }
            mass = next;
            if left < 1e-13 {
                return Ok(reach);
            }
            if step == MAX_SWEEPS {
                return Err(ExactError::NoConvergence {
                    sweeps: step,
                    residual: left,
                });
            }
        }
        unreachable!("the loop returns")
    }
}

/// P(player 1 wins) under `rules` when player 1 follows `p1` and player 2 `p2`.
pub fn win_probability(
    rules: &RatsRules,
    p1: &RatsPolicy,
    p2: &RatsPolicy,
) -> Result<f64, ExactError> {
    let chain = RatsChain::new(*rules);
    chain.win_probability(&chain.state_policy(p1), &chain.state_policy(p2))
}

/// The best response to `opponent` under `rules`.
pub fn best_response(rules: &RatsRules, opponent: &RatsPolicy) -> Result<BestResponse, ExactError> {
    let chain = RatsChain::new(*rules);
    chain.best_response(&chain.state_policy(opponent))
}

/// One round of [`iterate_best_responses`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ResponseRound {
    /// Round (1 = the best response to the start policy).
    pub round: u32,
    /// The best response's win probability against the previous round's policy.
    pub win_probability: f64,
    /// Its reach-weighted continuation probability per hand size.
    pub summary: RatsPolicy,
    /// The nearest threshold rule.
    pub nearest_threshold: u8,
    /// Whether this best response equals the previous round's policy at every position
    /// (a symmetric equilibrium in pure state policies).
    pub fixed_point: bool,
}

/// Best response to `start`, then the best response to that, and so on for `rounds` rounds
/// (stops early at a fixed point).
pub fn iterate_best_responses(
    rules: &RatsRules,
    start: &RatsPolicy,
    rounds: u32,
) -> Result<Vec<ResponseRound>, ExactError> {
    crate::jobs::run_to_end(&mut BestResponseRounds::new(*rules, start, rounds))
}

/// [`iterate_best_responses`] as a step-based job (one unit = one round, each a value
/// iteration of a few tens of milliseconds), for a worker.
#[derive(Clone, Debug)]
pub struct BestResponseRounds {
    chain: RatsChain,
    current: StatePolicy,
    rounds: u32,
    out: Vec<ResponseRound>,
    result: Option<Result<Vec<ResponseRound>, ExactError>>,
}

impl BestResponseRounds {
    /// The rounds from `start` under `rules`.
    pub fn new(rules: RatsRules, start: &RatsPolicy, rounds: u32) -> Self {
        let chain = RatsChain::new(rules);
        let current = chain.state_policy(start);
        BestResponseRounds {
            chain,
            current,
            rounds,
            out: Vec::new(),
            result: None,
        }
    }
}

impl crate::jobs::Job for BestResponseRounds {
    type Output = Result<Vec<ResponseRound>, ExactError>;

    fn step(&mut self, budget: u64) -> Option<Self::Output> {
        for _ in 0..budget.max(1) {
            if self.result.is_some() {
                break;
            }
            let round = self.out.len() as u32 + 1;
            if round > self.rounds {
                self.result = Some(Ok(self.out.clone()));
                break;
            }
            match self.chain.best_response(&self.current) {
                Err(e) => self.result = Some(Err(e)),
                Ok(br) => {
                    let fixed_point = br.policy == self.current;
                    self.out.push(ResponseRound {
                        round,
                        win_probability: br.win_probability,
                        summary: br.summary,
                        nearest_threshold: br.nearest_threshold,
                        fixed_point,
                    });
                    self.current = br.policy;
                    if fixed_point {
                        self.result = Some(Ok(self.out.clone()));
                    }
                }
            }
        }
        self.result.clone()
    }

    fn progress(&self) -> crate::jobs::Progress {
        let done = self.out.len() as u64;
        crate::jobs::Progress {
            done,
            total: Some(u64::from(self.rounds)),
            fraction: done as f64 / f64::from(self.rounds.max(1)),
            unit: "rounds".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetric_pairs_are_even_and_the_chain_conserves_tokens() {
        let chain = RatsChain::new(RatsRules::default());
        for k in chain.keys() {
            assert_eq!(
                u32::from(k.pile) + u32::from(k.mine) + u32::from(k.theirs) + u32::from(k.hand),
                31
            );
        }
        for s in 1..=4 {
            let p = chain.state_policy(&RatsPolicy::stop_at(s));
            let v = chain.win_probability(&p, &p).unwrap();
            assert!((v - 0.5).abs() < 1e-9, "stop{s} vs itself: {v}");
        }
        let a = win_probability(
            &RatsRules::default(),
            &RatsPolicy::stop_at(2),
            &RatsPolicy::stop_at(3),
        )
        .unwrap();
        let b = win_probability(
            &RatsRules::default(),
            &RatsPolicy::stop_at(3),
            &RatsPolicy::stop_at(2),
        )
        .unwrap();
        assert!((a + b - 1.0).abs() < 1e-9);
    }

    #[test]
    fn a_best_response_beats_every_threshold() {
        let rules = RatsRules::default();
        let chain = RatsChain::new(rules);
        let zero = chain.state_policy(&RatsPolicy::ZERO);
        let br = chain.best_response(&zero).unwrap();
        for s in 1..=5 {
            let v = chain
                .win_probability(&chain.state_policy(&RatsPolicy::stop_at(s)), &zero)
                .unwrap();
            assert!(v <= br.win_probability + 1e-9);
        }
        let again = chain.win_probability(&br.policy, &zero).unwrap();
        assert!((again - br.win_probability).abs() < 1e-9);
    }
}
