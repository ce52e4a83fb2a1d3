//! A race over a source of game outcomes, as a step-based job with a trace of its tests.
//!
//! A source says how many of the next `n` games player 1 wins ([`Outcomes`]): a seeded
//! Bernoulli(μ) simulator (game by game, or one binomial draw per block for the square
//! schedules — exact in distribution), a repeating 0/1 pattern; real games between two
//! strategies implement it where the games are known (War and Rrrats!: `evolve::Duel`; Love
//! Letter: `games::love_letter::tournament::Duel`), since racing imports no game. Only counts
//! matter, so a stream is never stored.

use rand_distr::{Binomial, Distribution};
use serde::{Deserialize, Serialize};

use super::{check_mu, Algorithm, ParamError, Params, Schedule};
use crate::i18n::Said;
use crate::jobs::{Job, Progress};
use crate::rng::{unit_f64, GameRng, Seed};

/// A source of game outcomes: wins of player 1 in the next games.
pub trait Outcomes {
    /// Plays `n` games and returns how many player 1 won.
    fn play(&mut self, n: u64) -> u64;
}

impl<O: Outcomes + ?Sized> Outcomes for Box<O> {
    fn play(&mut self, n: u64) -> u64 {
        (**self).play(n)
    }
}

/// How a simulator produces a block of games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sampling {
    /// One uniform draw per game.
    GameByGame,
    /// One binomial draw per block (exact in distribution, much faster for long blocks).
    BinomialJumps,
}

/// Independent games that player 1 wins with probability μ.
pub struct Bernoulli {
    mu: f64,
    rng: GameRng,
    sampling: Sampling,
}

impl Bernoulli {
    /// A seeded simulator.
    pub fn new(mu: f64, seed: Seed, sampling: Sampling) -> Result<Self, ParamError> {
        check_mu(mu)?;
        Ok(Bernoulli {
            mu,
            rng: seed.rng(),
            sampling,
        })
    }
}

impl Outcomes for Bernoulli {
    fn play(&mut self, n: u64) -> u64 {
        match self.sampling {
            _ if n == 0 => 0,
            Sampling::GameByGame => {
                (0..n).filter(|_| unit_f64(&mut self.rng) < self.mu).count() as u64
            }
            Sampling::BinomialJumps => {
                if n == 1 {
                    u64::from(unit_f64(&mut self.rng) < self.mu)
                } else {
                    Binomial::new(n, self.mu)
                        .map(|b| b.sample(&mut self.rng))
                        .unwrap_or(0)
                }
            }
        }
    }
}

/// A 0/1 pattern repeated forever (1 = player 1 wins), e.g. `110`.
#[derive(Clone, Debug, PartialEq)]
pub struct Pattern {
    bits: Vec<bool>,
    at: usize,
}

impl Pattern {
    /// Parses a non-empty string of 0s and 1s.
    pub fn parse(text: &str) -> Result<Self, ParamError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ParamError::new(
                "pattern",
                Said::new("field-race-pattern-empty"),
            ));
        }
        if text.len() > 10_000 {
            return Err(ParamError::new(
                "pattern",
                Said::new("field-race-pattern-long"),
            ));
        }
        let bits = text
            .chars()
            .enumerate()
            .map(|(i, c)| match c {
                '0' => Ok(false),
                '1' => Ok(true),
                other => Err(ParamError::new(
                    "pattern",
                    Said::new("field-race-pattern-character")
                        .count("n", i as i64 + 1)
                        .text("character", format!("{other:?}")),
                )),
            })
            .collect::<Result<Vec<bool>, ParamError>>()?;
        Ok(Pattern { bits, at: 0 })
    }

    /// The long-run win rate of player 1.
    pub fn mean(&self) -> f64 {
        self.bits.iter().filter(|&&b| b).count() as f64 / self.bits.len() as f64
    }
}

impl Outcomes for Pattern {
    fn play(&mut self, n: u64) -> u64 {
        let len = self.bits.len() as u64;
        let ones = self.bits.iter().filter(|&&b| b).count() as u64;
        let full = n / len;
        let mut wins = full * ones;
        for _ in 0..n % len {
            wins += u64::from(self.bits[self.at]);
            self.at = (self.at + 1) % self.bits.len();
        }
        wins
    }
}

/// Who a race picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Winner {
    /// Player 1 is better.
    P1,
    /// Player 2 is better.
    P2,
    /// The race hit its cap without deciding.
    Undecided,
}

impl Winner {
    /// `p1`, `p2` or `undecided`.
    pub fn key(self) -> &'static str {
        match self {
            Winner::P1 => "p1",
            Winner::P2 => "p2",
            Winner::Undecided => "undecided",
        }
    }
}

/// Why a race stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StopReason {
    /// A bound crossed 0.5.
    BoundCrossed,
    /// The running bounds came within 2ε.
    Precision,
    /// The last scheduled test.
    Horizon,
    /// The game cap.
    Cap,
}

impl StopReason {
    /// `bound`, `precision`, `horizon` or `cap`.
    pub fn key(self) -> &'static str {
        match self {
            StopReason::BoundCrossed => "bound",
            StopReason::Precision => "precision",
            StopReason::Horizon => "horizon",
            StopReason::Cap => "cap",
        }
    }

    /// In the words of `words`'s language (the `race-stop-…` messages).
    pub fn explain_in(self, words: &crate::i18n::Catalogue) -> String {
        match self {
            StopReason::BoundCrossed => words.msg("race-stop-bound"),
            StopReason::Precision => words.msg("race-stop-precision"),
            StopReason::Horizon => words.msg("race-stop-horizon"),
            StopReason::Cap => words.msg("race-stop-cap"),
        }
    }

    /// In words.
    pub fn explain(self) -> &'static str {
        match self {
            StopReason::BoundCrossed => "a confidence bound crossed 0.5",
            StopReason::Precision => "the running bounds came within 2ε (the precision stop)",
            StopReason::Horizon => {
                "the last scheduled test (the horizon); decided by the final rule"
            }
            StopReason::Cap => "the game cap, without a decision",
        }
    }
}

/// Whether the precision stop is applied (off reproduces what the exact DP computes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PrecisionStop {
    /// As the algorithm defines it.
    On,
    /// Never: only crossings, the horizon and the cap stop the race.
    Off,
}

/// One test of a race.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct TestRecord {
    /// Test number (1-based).
    pub k: u64,
    /// Games so far.
    pub t: u64,
    /// Mean X̄ = S/t.
    pub mean: f64,
    /// Running lower bound, clipped to [0, 1].
    pub lb: f64,
    /// Running upper bound, clipped to [0, 1].
    pub ub: f64,
    /// This test's half-width.
    pub half_width: f64,
}

/// How a race ended.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RaceOutcome {
    /// The decision.
    pub winner: Winner,
    /// Games played.
    pub games: u64,
    /// Player 1's win rate over those games.
    pub mean: f64,
    /// Why it stopped.
    pub reason: StopReason,
    /// Tests made.
    pub tests: u64,
}

/// Tests always kept in a thinned trace.
const EARLY_TESTS: u64 = 64;

/// A race in progress.
pub struct Race<O> {
    schedule: Schedule,
    eps: f64,
    cap: u64,
    precision: PrecisionStop,
    source: O,
    wins: u64,
    games: u64,
    k: u64,
    lb: f64,
    ub: f64,
    trace: Vec<TestRecord>,
    trace_limit: usize,
    stride: u64,
    outcome: Option<RaceOutcome>,
}

impl<O: Outcomes> Race<O> {
    /// A race of `algorithm` with `params` over `source`. The trace keeps at most about
    /// `trace_limit` tests, thinned evenly (0 keeps none).
    pub fn new(
        algorithm: Algorithm,
        params: &Params,
        source: O,
        trace_limit: usize,
    ) -> Result<Self, ParamError> {
        let schedule = Schedule::new(algorithm, params)?;
        Ok(Race {
            schedule,
            eps: params.eps,
            cap: params.cap,
            precision: PrecisionStop::On,
            source,
            wins: 0,
            games: 0,
            k: 0,
            lb: 0.0,
            ub: f64::INFINITY,
            trace: Vec::new(),
            trace_limit,
            stride: 1,
            outcome: None,
        })
    }

    /// Switches the precision stop off (for comparing with the exact DP).
    pub fn without_precision_stop(mut self) -> Self {
        self.precision = PrecisionStop::Off;
        self
    }

    /// The schedule in use.
    pub fn schedule(&self) -> &Schedule {
        &self.schedule
    }

    /// The tests recorded so far (thinned).
    pub fn trace(&self) -> &[TestRecord] {
        &self.trace
    }

    /// Games played so far.
    pub fn games(&self) -> u64 {
        self.games
    }

    /// Wins of player 1 so far.
    pub fn wins(&self) -> u64 {
        self.wins
    }

    /// The source of the outcomes (a duel's own tally of its games, say).
    pub fn source(&self) -> &O {
        &self.source
    }

    /// The outcome, once finished.
    pub fn outcome(&self) -> Option<RaceOutcome> {
        self.outcome
    }

    fn record(&mut self, rec: TestRecord, last: bool) {
        if self.trace_limit == 0 {
            return;
        }
        // The first tests are always kept: on a log-scale chart they span half the width.
        if rec.k <= EARLY_TESTS || rec.k % self.stride == 0 || last {
            if let Some(prev) = self.trace.last() {
                if prev.k == rec.k {
                    return;
                }
            }
            self.trace.push(rec);
        }
        if self.trace.len() > 2 * self.trace_limit + EARLY_TESTS as usize {
            let stride = self.stride * 2;
            self.trace
                .retain(|r| r.k <= EARLY_TESTS || r.k % stride == 0);
            self.stride = stride;
        }
    }

    fn finish(&mut self, winner: Winner, reason: StopReason) -> RaceOutcome {
        let outcome = RaceOutcome {
            winner,
            games: self.games,
            mean: if self.games == 0 {
                0.5
            } else {
                self.wins as f64 / self.games as f64
            },
            reason,
            tests: self.k,
        };
        self.outcome = Some(outcome);
        outcome
    }

    fn final_rule(&self) -> Winner {
        if 2 * self.wins > self.games {
            Winner::P1
        } else {
            Winner::P2
        }
    }

    /// Plays up to the next test and makes it; returns the outcome if the race ended.
    pub fn next_test(&mut self) -> Option<RaceOutcome> {
        if self.outcome.is_some() {
            return self.outcome;
        }
        let k = self.k + 1;
        let t = self.schedule.test_time(k);
        if t > self.cap {
            let n = self.cap - self.games;
            self.wins += self.source.play(n);
            self.games = self.cap;
            return Some(self.finish(Winner::Undecided, StopReason::Cap));
        }
        self.wins += self.source.play(t - self.games);
        self.games = t;
        self.k = k;
        let d = self.schedule.test_delta(k);
        let w = self.schedule.half_width(self.wins, t, d);
        let mean = self.wins as f64 / t as f64;
        self.lb = self.lb.max(mean - w);
        self.ub = self.ub.min(mean + w);
        let algorithm = self.schedule.algorithm;
        let decision = if algorithm.stops_on_crossing() && self.lb > 0.5 {
            Some((Winner::P1, StopReason::BoundCrossed))
        } else if algorithm.stops_on_crossing() && self.ub < 0.5 {
            Some((Winner::P2, StopReason::BoundCrossed))
        } else if algorithm.stops_on_precision()
            && self.precision == PrecisionStop::On
            && self.ub - self.lb <= 2.0 * self.eps
        {
            Some((self.final_rule(), StopReason::Precision))
        } else if self.schedule.tests == Some(k) {
            Some((self.final_rule(), StopReason::Horizon))
        } else if t == self.cap {
            Some((Winner::Undecided, StopReason::Cap))
        } else {
            None
        };
        let rec = TestRecord {
            k,
            t,
            mean,
            // A probability's bounds: reported within [0, 1] (the race itself keeps the raw
            // running bounds, which its precision stop compares as the algorithms define it).
            lb: self.lb.clamp(0.0, 1.0),
            ub: self.ub.clamp(0.0, 1.0),
            half_width: w,
        };
        self.record(rec, decision.is_some());
        decision.map(|(winner, reason)| self.finish(winner, reason))
    }

    /// Runs to the end.
    pub fn run(&mut self) -> RaceOutcome {
        loop {
            if let Some(o) = self.next_test() {
                return o;
            }
        }
    }
}

/// A race is a job; one budget unit is one game.
impl<O: Outcomes> Job for Race<O> {
    type Output = RaceOutcome;

    fn step(&mut self, budget: u64) -> Option<RaceOutcome> {
        let until = self.games.saturating_add(budget.max(1));
        while self.games < until {
            if let Some(o) = self.next_test() {
                return Some(o);
            }
        }
        self.outcome
    }

    fn progress(&self) -> Progress {
        let total = self.schedule.horizon().unwrap_or(self.cap).min(self.cap);
        Progress {
            done: self.games,
            total: Some(total),
            fraction: (self.games as f64 / total as f64).min(1.0),
            unit: "games".to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(algorithm: Algorithm, mu: f64, seed: u64) -> RaceOutcome {
        let sampling = if algorithm.square_schedule() {
            Sampling::BinomialJumps
        } else {
            Sampling::GameByGame
        };
        let source = Bernoulli::new(mu, Seed(seed), sampling).unwrap();
        Race::new(algorithm, &Params::default(), source, 100)
            .unwrap()
            .run()
    }

    #[test]
    fn patterns_parse_and_repeat() {
        let mut p = Pattern::parse("110").unwrap();
        assert_eq!(p.play(7), 5);
        assert_eq!(p.play(2), 1); // continues at position 7 % 3 = 1: "1","0"
        assert!(Pattern::parse("10a")
            .unwrap_err()
            .reason
            .contains("character 3"));
        assert!(Pattern::parse("").is_err());
    }

    #[test]
    fn an_all_wins_pattern_is_decided_at_the_first_informative_test() {
        let star2 = Race::new(
            Algorithm::IlebrStar2,
            &Params::default(),
            Pattern::parse("1").unwrap(),
            10,
        )
        .unwrap()
        .run();
        assert_eq!(
            (star2.winner, star2.games, star2.reason),
            (Winner::P1, 64, StopReason::BoundCrossed)
        );
        let star = Race::new(
            Algorithm::IlebrStar,
            &Params::default(),
            Pattern::parse("0").unwrap(),
            10,
        )
        .unwrap()
        .run();
        assert_eq!((star.winner, star.games), (Winner::P2, 64));
    }

    #[test]
    fn a_balanced_pattern_never_crosses_and_hits_the_horizon_or_cap() {
        let r = Race::new(
            Algorithm::IlebrStar2,
            &Params::default(),
            Pattern::parse("10").unwrap(),
            10,
        )
        .unwrap()
        .run();
        assert_eq!(r.games, 45_369);
        assert_eq!(r.reason, StopReason::Horizon);
        let params = Params {
            cap: 20_000,
            ..Params::default()
        };
        let r = Race::new(
            Algorithm::Hoeffding,
            &params,
            Pattern::parse("10").unwrap(),
            10,
        )
        .unwrap()
        .run();
        assert_eq!(
            (r.winner, r.games, r.reason),
            (Winner::Undecided, 20_000, StopReason::Cap)
        );
    }

    #[test]
    fn races_pick_the_better_player_at_clear_margins() {
        for algorithm in Algorithm::ALL {
            for (mu, expect) in [(0.6, Winner::P1), (0.4, Winner::P2)] {
                for seed in 0..3 {
                    let r = run(algorithm, mu, seed);
                    assert_eq!(
                        r.winner, expect,
                        "{algorithm} at μ = {mu}, seed {seed}: {r:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn hard_caps_and_scheduled_tests() {
        for seed in 0..4 {
            let lebr = run(Algorithm::Lebr, 0.5, seed);
            assert!(
                lebr.games <= 159_424 && lebr.reason == StopReason::Precision,
                "{lebr:?}"
            );
            let ilebr = run(Algorithm::Ilebr, 0.5, seed);
            assert!(ilebr.games <= 74_540, "{ilebr:?}");
            for algorithm in [
                Algorithm::Ilebr2,
                Algorithm::IlebrStar,
                Algorithm::IlebrStar2,
            ] {
                let source = Bernoulli::new(0.5, Seed(seed), Sampling::BinomialJumps).unwrap();
                let mut race = Race::new(algorithm, &Params::default(), source, 1_000).unwrap();
                let r = race.run();
                assert!(r.games <= 45_369, "{algorithm} {r:?}");
                let offset = race.schedule().offset;
                for rec in race.trace() {
                    let root = (rec.t as f64).sqrt() as u64;
                    assert_eq!(
                        root * root,
                        rec.t,
                        "{algorithm}: a test at t = {} is off the square schedule",
                        rec.t
                    );
                    assert!(root > offset);
                }
            }
        }
    }

    #[test]
    fn the_job_interface_matches_a_plain_run() {
        let a = run(Algorithm::IlebrStar2, 0.47, 9);
        let source = Bernoulli::new(0.47, Seed(9), Sampling::BinomialJumps).unwrap();
        let mut race = Race::new(Algorithm::IlebrStar2, &Params::default(), source, 100).unwrap();
        let b = crate::jobs::run(&mut race, 500, |p| p.fraction <= 1.0).unwrap();
        assert_eq!(a, b);
        assert!(race.trace().len() <= 200 + 64);
    }

    #[test]
    fn bad_parameters_are_named() {
        let bad = Params {
            eps: 0.0,
            ..Params::default()
        };
        assert_eq!(
            Schedule::new(Algorithm::Lebr, &bad).unwrap_err().field,
            "eps"
        );
        let bad = Params {
            delta: 1.0,
            ..Params::default()
        };
        assert_eq!(
            Schedule::new(Algorithm::Lebr, &bad).unwrap_err().field,
            "delta"
        );
        assert_eq!(
            Bernoulli::new(1.5, Seed(0), Sampling::GameByGame)
                .err()
                .unwrap()
                .field,
            "mu"
        );
        let huge = Params {
            eps: 1e-4,
            ..Params::default()
        };
        assert_eq!(
            Schedule::new(Algorithm::Ilebr2, &huge).unwrap_err().field,
            "tests"
        );
    }
}
