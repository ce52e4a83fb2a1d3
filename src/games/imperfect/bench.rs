//! The CFR benchmark: iterations per second of CFR, CFR+ and DCFR on Kuhn and Leduc poker,
//! each against a baseline run in the same process — a deliberately naive CFR+ that walks the
//! exact model ([`Game`]) and keeps its regrets in hash maps — which also checks the fast
//! solver: both run the same algorithm, so their average strategies must agree.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::equilibrium::cfr::{Algorithm, Cfr, FlatGame};
use crate::exact::to_f64;
use crate::games::poker::Poker;
use crate::jobs::{Job, Progress};
use crate::models::imperfect::{Game, InfosetId, Mover, NodeId, NodeKind};

/// CFR+ written as plainly as possible: recursion over the model, regrets and strategy sums in
/// hash maps keyed by information set, payoffs converted at every leaf.
pub struct NaiveCfrPlus<'a> {
    game: &'a Game,
    regret: HashMap<InfosetId, Vec<f64>>,
    sum: HashMap<InfosetId, Vec<f64>>,
    /// The strategies of the walk under way (fixed for the walk).
    current: HashMap<InfosetId, Vec<f64>>,
    t: u64,
}

impl<'a> NaiveCfrPlus<'a> {
    /// A solver for `game` (two players, zero-sum, perfect recall: not checked).
    pub fn new(game: &'a Game) -> Self {
        NaiveCfrPlus {
            game,
            regret: HashMap::new(),
            sum: HashMap::new(),
            current: HashMap::new(),
            t: 0,
        }
    }

    fn strategy(&self, h: InfosetId) -> Vec<f64> {
        let n = self.game.infosets()[h].actions.len();
        match self.regret.get(&h) {
            Some(r) if r.iter().any(|&x| x > 0.0) => {
                let total: f64 = r.iter().map(|x| x.max(0.0)).sum();
                r.iter().map(|x| x.max(0.0) / total).collect()
            }
            _ => vec![1.0 / n as f64; n],
        }
    }

    /// One iteration (alternating updates).
    pub fn iterate(&mut self) {
        self.t += 1;
        for i in 0..2 {
            self.current = (0..self.game.infosets().len())
                .filter(|&h| self.game.infosets()[h].mover != Mover::Chance)
                .map(|h| (h, self.strategy(h)))
                .collect();
            self.walk(0, i, 1.0, 1.0);
            for r in self.regret.values_mut() {
                for x in r.iter_mut() {
                    *x = x.max(0.0);
                }
            }
        }
    }

    fn walk(&mut self, n: NodeId, i: usize, own: f64, others: f64) -> f64 {
        let node = &self.game.nodes()[n];
        match node.kind {
            NodeKind::Terminal => to_f64(&self.game.leaf_payoffs(n)[i]),
            NodeKind::Move(h) => {
                let set = &self.game.infosets()[h];
                let children = node.children.clone();
                match set.mover {
                    Mover::Chance => {
                        let probabilities: Vec<f64> =
                            set.probabilities.iter().map(to_f64).collect();
                        children
                            .iter()
                            .zip(probabilities)
                            .map(|(&c, p)| p * self.walk(c, i, own, others * p))
                            .sum()
                    }
                    Mover::Player(p) if p != i => {
                        let s = self.current[&h].clone();
                        children
                            .iter()
                            .zip(s)
                            .map(|(&c, x)| x * self.walk(c, i, own, others * x))
                            .sum()
                    }
                    Mover::Player(_) => {
                        let s = self.current[&h].clone();
                        let values: Vec<f64> = children
                            .iter()
                            .zip(&s)
                            .map(|(&c, &x)| self.walk(c, i, own * x, others))
                            .collect();
                        let v: f64 = values.iter().zip(&s).map(|(a, b)| a * b).sum();
                        let k = s.len();
                        let r = self.regret.entry(h).or_insert_with(|| vec![0.0; k]);
                        for a in 0..k {
                            r[a] += others * (values[a] - v);
                        }
                        let t = self.t as f64;
                        let sum = self.sum.entry(h).or_insert_with(|| vec![0.0; k]);
                        for a in 0..k {
                            sum[a] += t * own * s[a];
                        }
                        v
                    }
                }
            }
        }
    }

    /// The average strategy at an information set.
    pub fn average(&self, h: InfosetId) -> Vec<f64> {
        let n = self.game.infosets()[h].actions.len();
        match self.sum.get(&h) {
            Some(s) if s.iter().sum::<f64>() > 0.0 => {
                let total: f64 = s.iter().sum();
                s.iter().map(|x| x / total).collect()
            }
            _ => vec![1.0 / n as f64; n],
        }
    }
}

/// One row of the CFR benchmark.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CfrBenchRow {
    /// `kuhn` or `leduc`.
    pub game: String,
    /// `cfr`, `cfr+`, `dcfr`, or `naive cfr+` (the baseline).
    pub algorithm: String,
    /// Iterations run.
    pub iterations: u64,
    /// Wall time in milliseconds.
    pub millis: f64,
    /// Iterations per second.
    pub per_second: f64,
    /// Speed relative to the naive CFR+ on the same game (>1: faster).
    pub speedup: f64,
    /// The average strategies' exploitability at the end.
    pub exploitability: f64,
}

/// The benchmark as a job: one (game, algorithm) run per step.
pub struct CfrBench {
    iterations: u64,
    now: Box<dyn Fn() -> f64>,
    plan: Vec<(Poker, Option<Algorithm>)>,
    rows: Vec<CfrBenchRow>,
}

impl CfrBench {
    /// Each game with each algorithm and the baseline, `iterations` (1–100 000) each, timed by
    /// `now`.
    pub fn new(iterations: u64, now: Box<dyn Fn() -> f64>) -> Result<Self, String> {
        if !(1..=100_000).contains(&iterations) {
            return Err(format!("give 1–100000 iterations (got {iterations})"));
        }
        let mut plan = Vec::new();
        for game in Poker::ALL {
            plan.push((game, None));
            for a in [Algorithm::Cfr, Algorithm::CfrPlus, Algorithm::DCFR] {
                plan.push((game, Some(a)));
            }
        }
        Ok(CfrBench {
            iterations,
            now,
            plan,
            rows: Vec::new(),
        })
    }
}

impl Job for CfrBench {
    type Output = Vec<CfrBenchRow>;

    fn step(&mut self, _budget: u64) -> Option<Vec<CfrBenchRow>> {
        if let Some(&(game, algorithm)) = self.plan.get(self.rows.len()) {
            let model = game.game();
            let n = self.iterations;
            let (millis, exploitability) = match algorithm {
                None => {
                    let mut naive = NaiveCfrPlus::new(&model);
                    let t0 = (self.now)();
                    for _ in 0..n {
                        naive.iterate();
                    }
                    let millis = (self.now)() - t0;
                    let flat = FlatGame::new(&model).expect("poker compiles");
                    let s = [0, 1].map(|p| {
                        flat.infosets[p]
                            .iter()
                            .flat_map(|&h| naive.average(h))
                            .collect::<Vec<f64>>()
                    });
                    (millis, flat.exploitability(&s))
                }
                Some(a) => {
                    let mut cfr = Cfr::new(&model, a, n).expect("poker compiles");
                    let t0 = (self.now)();
                    for _ in 0..n {
                        cfr.iterate();
                    }
                    let millis = (self.now)() - t0;
                    (millis, cfr.exploitability())
                }
            };
            let base = self
                .rows
                .iter()
                .find(|r| r.game == game.key() && r.algorithm == "naive cfr+")
                .map_or(millis, |r| r.millis);
            self.rows.push(CfrBenchRow {
                game: game.key().into(),
                algorithm: algorithm.map_or("naive cfr+", Algorithm::key).into(),
                iterations: n,
                millis,
                per_second: n as f64 / (millis / 1000.0).max(1e-9),
                speedup: base / millis.max(1e-9),
                exploitability,
            });
        }
        (self.rows.len() == self.plan.len()).then(|| self.rows.clone())
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.rows.len() as u64,
            total: Some(self.plan.len() as u64),
            fraction: self.rows.len() as f64 / self.plan.len() as f64,
            unit: "runs".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::poker::kuhn;
    use crate::jobs::run_to_end;

    #[test]
    fn the_fast_cfr_plus_agrees_with_the_naive_one() {
        let g = kuhn();
        let mut fast = Cfr::new(&g, Algorithm::CfrPlus, 50).unwrap();
        run_to_end(&mut fast);
        let mut naive = NaiveCfrPlus::new(&g);
        for _ in 0..50 {
            naive.iterate();
        }
        let avg = fast.average();
        let flat = fast.game();
        for p in 0..2 {
            for (k, &h) in flat.infosets[p].iter().enumerate() {
                let slow = naive.average(h);
                for (a, x) in slow.iter().enumerate() {
                    let y = avg[p][flat.offset[p][k] + a];
                    assert!((x - y).abs() < 1e-12, "player {p} set {k}: {x} vs {y}");
                }
            }
        }
    }

    #[test]
    fn the_benchmark_runs_every_algorithm_on_both_games() {
        let rows = run_to_end(&mut CfrBench::new(3, Box::new(|| 0.0)).unwrap());
        assert_eq!(rows.len(), 8);
        assert!(rows
            .iter()
            .all(|r| r.iterations == 3 && r.exploitability > 0.0));
        assert!(CfrBench::new(0, Box::new(|| 0.0)).is_err());
    }
}
