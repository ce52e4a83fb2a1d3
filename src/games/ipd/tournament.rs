//! Round-robin tournaments as the Axelrod library plays them: every pair of players, each
//! player against a copy of itself too, for a number of repetitions.
//!
//! The matches are enumerated once and for all: match `k` is repetition `k mod R` of the
//! `⌊k / R⌋`-th pair (i, j), i ≤ j, in the order (0, 0), (0, 1), …, (0, n−1), (1, 1), …, and
//! it is seeded `seed.derive(k)`. [`play_range`] plays any range of indices and keeps each
//! match's two totals; [`merge`] puts the ranges back together and computes every statistic
//! once, in a fixed order, so one worker per core (or any split at all) gives exactly the
//! same result as one pass. Within a range, the repetitions of a pair of deterministic
//! players without noise are played once and copied (the library's deterministic cache does
//! the same).
//!
//! The statistics are the library's `ResultSet`'s: `scores[i][r]`, player i's total payoff
//! over its matches against the others (not itself) in repetition r; `normalised_scores[i][r]`,
//! its mean payoff per turn over those matches; the ranking by the median of the normalised
//! scores (highest first, ties in player order: the library's `ranking` and `ranked_names`);
//! `payoff_matrix[i][j]`, i's mean payoff per turn against j over the repetitions (against
//! itself: the mean of both seats); `wins[i][r]`, the matches i scored strictly more in.

use serde::{Deserialize, Serialize};

use super::game::Payoffs;
use super::play::{check_match, Arena};
use super::strategies::Strategy;
use crate::jobs::{Job, Progress};
use crate::rng::Seed;

/// The most players in one tournament.
pub const MAX_PLAYERS: usize = 200;

/// The most repetitions of one tournament.
pub const MAX_REPETITIONS: u32 = 100_000;

/// The most turns (matches × turns) one tournament may play.
pub const MAX_TOTAL_TURNS: u64 = 100_000_000_000;

/// A tournament's settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentSpec {
    /// The players, in the order of every table of the result.
    pub players: Vec<Strategy>,
    /// Turns per match.
    pub turns: u32,
    /// Repetitions of every match.
    pub repetitions: u32,
    /// Probability that a move is flipped.
    pub noise: f64,
    /// The stage payoffs.
    pub payoffs: Payoffs,
    /// The tournament's seed (match k uses `Seed(seed).derive(k)`).
    pub seed: u64,
}

impl TournamentSpec {
    /// Checks the settings: 2–[`MAX_PLAYERS`] players, 1–[`MAX_REPETITIONS`] repetitions, the
    /// match settings, a prisoner's dilemma, and at most [`MAX_TOTAL_TURNS`] turns in all.
    pub fn check(&self) -> Result<(), String> {
        if self.players.len() < 2 || self.players.len() > MAX_PLAYERS {
            return Err(format!(
                "a tournament needs 2–{MAX_PLAYERS} players (got {})",
                self.players.len()
            ));
        }
        if self.repetitions == 0 || self.repetitions > MAX_REPETITIONS {
            return Err(format!(
                "repetitions must be 1–{MAX_REPETITIONS} (got {})",
                self.repetitions
            ));
        }
        check_match(self.turns, self.noise)?;
        self.payoffs.check()?;
        if self.matches().saturating_mul(u64::from(self.turns)) > MAX_TOTAL_TURNS {
            return Err(format!(
                "{} matches of {} turns is more than {MAX_TOTAL_TURNS} turns",
                self.matches(),
                self.turns
            ));
        }
        Ok(())
    }

    /// The pairs (i, j), i ≤ j, in the tournament's order.
    pub fn pairs(&self) -> Vec<(usize, usize)> {
        let n = self.players.len();
        (0..n).flat_map(|i| (i..n).map(move |j| (i, j))).collect()
    }

    /// Matches in all: pairs × repetitions.
    pub fn matches(&self) -> u64 {
        let n = self.players.len() as u64;
        n * (n + 1) / 2 * u64::from(self.repetitions)
    }
}

/// The totals of the matches `first..first + scores.len()`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Partial {
    /// The first match index.
    pub first: u64,
    /// Each match's two totals (the pair's first player first).
    pub scores: Vec<[f64; 2]>,
}

/// Plays matches `first..first + count` of `spec` (clipped to the tournament).
pub fn play_range(spec: &TournamentSpec, first: u64, count: u64) -> Partial {
    let mut job = RangeJob::new(spec.clone(), first, count);
    loop {
        if let Some(p) = job.step(u64::MAX) {
            return p;
        }
    }
}

/// [`play_range`] as a job, one unit per match: what a worker runs.
pub struct RangeJob {
    spec: TournamentSpec,
    pairs: Vec<(usize, usize)>,
    arena: Arena,
    first: u64,
    end: u64,
    scores: Vec<[f64; 2]>,
    /// The last pair played and its totals, reused for its other repetitions when both
    /// players are deterministic and there is no noise.
    cached: Option<(usize, [f64; 2])>,
}

impl RangeJob {
    /// The job of matches `first..first + count` (clipped to the tournament).
    pub fn new(spec: TournamentSpec, first: u64, count: u64) -> RangeJob {
        let total = spec.matches();
        let first = first.min(total);
        let end = first.saturating_add(count).min(total);
        RangeJob {
            pairs: spec.pairs(),
            arena: Arena::new(spec.turns),
            scores: Vec::with_capacity((end - first) as usize),
            spec,
            first,
            end,
            cached: None,
        }
    }
}

impl Job for RangeJob {
    type Output = Partial;

    fn step(&mut self, budget: u64) -> Option<Partial> {
        let reps = u64::from(self.spec.repetitions);
        let mut left = budget.max(1);
        while left > 0 && self.first + (self.scores.len() as u64) < self.end {
            let k = self.first + self.scores.len() as u64;
            let pair = (k / reps) as usize;
            let (i, j) = self.pairs[pair];
            let (a, b) = (&self.spec.players[i], &self.spec.players[j]);
            let totals = match self.cached {
                Some((p, totals)) if p == pair => totals,
                _ => {
                    let totals = self.arena.scores(
                        a,
                        b,
                        self.spec.turns,
                        self.spec.noise,
                        &self.spec.payoffs,
                        Seed(self.spec.seed).derive(k),
                    );
                    let fixed =
                        self.spec.noise == 0.0 && a.is_deterministic() && b.is_deterministic();
                    self.cached = fixed.then_some((pair, totals));
                    totals
                }
            };
            self.scores.push(totals);
            left -= 1;
        }
        (self.first + self.scores.len() as u64 == self.end).then(|| Partial {
            first: self.first,
            scores: self.scores.clone(),
        })
    }

    fn progress(&self) -> Progress {
        let total = self.end - self.first;
        Progress {
            done: self.scores.len() as u64,
            total: Some(total),
            fraction: if total == 0 {
                1.0
            } else {
                self.scores.len() as f64 / total as f64
            },
            unit: "matches".to_string(),
        }
    }
}

/// A tournament's results (see the module's documentation for each table).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentResult {
    /// The players' names, in the settings' order.
    pub players: Vec<String>,
    /// Turns per match.
    pub turns: u32,
    /// Repetitions.
    pub repetitions: u32,
    /// `scores[i][r]`: total payoff against the others in repetition r.
    pub scores: Vec<Vec<f64>>,
    /// `normalised_scores[i][r]`: mean payoff per turn against the others in repetition r.
    pub normalised_scores: Vec<Vec<f64>>,
    /// Each player's median normalised score.
    pub median_scores: Vec<f64>,
    /// Player indices, best first (by median normalised score; ties in player order).
    pub ranking: Vec<usize>,
    /// The players' names in ranking order.
    pub ranked_names: Vec<String>,
    /// `payoff_matrix[i][j]`: i's mean payoff per turn against j.
    pub payoff_matrix: Vec<Vec<f64>>,
    /// `wins[i][r]`: matches i won outright in repetition r.
    pub wins: Vec<Vec<u32>>,
}

/// The median of `xs` (the mean of the middle two for an even count, as numpy's).
fn median(xs: &[f64]) -> f64 {
    let mut v = xs.to_vec();
    crate::sorting::sort_floats(&mut v);
    let n = v.len();
    if n == 0 {
        f64::NAN
    } else if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

/// Puts `partials` (in any order) back together and computes the results; an error unless
/// they cover every match exactly once.
pub fn merge(
    spec: &TournamentSpec,
    mut partials: Vec<Partial>,
) -> Result<TournamentResult, String> {
    partials.sort_by_key(|p| p.first);
    let mut totals: Vec<[f64; 2]> = Vec::with_capacity(spec.matches() as usize);
    for p in partials {
        if p.first != totals.len() as u64 {
            return Err(format!(
                "the shares do not join: one starts at match {} after {} matches",
                p.first,
                totals.len()
            ));
        }
        totals.extend(p.scores);
    }
    if totals.len() as u64 != spec.matches() {
        return Err(format!(
            "the shares cover {} of {} matches",
            totals.len(),
            spec.matches()
        ));
    }
    Ok(results(spec, &totals))
}

/// The results of a tournament from every match's totals, in match order.
fn results(spec: &TournamentSpec, totals: &[[f64; 2]]) -> TournamentResult {
    let n = spec.players.len();
    let reps = spec.repetitions as usize;
    let turns = f64::from(spec.turns);
    // per_turn[i][j][r]: i's payoff per turn against j in repetition r.
    let mut per_turn = vec![vec![vec![0.0; reps]; n]; n];
    let mut scores = vec![vec![0.0; reps]; n];
    let mut per_turn_sums = vec![vec![0.0; reps]; n];
    let mut wins = vec![vec![0u32; reps]; n];
    for (pair, &(i, j)) in spec.pairs().iter().enumerate() {
        for r in 0..reps {
            let [a, b] = totals[pair * reps + r];
            if i == j {
                per_turn[i][i][r] = (a / turns + b / turns) / 2.0;
                continue;
            }
            per_turn[i][j][r] = a / turns;
            per_turn[j][i][r] = b / turns;
            scores[i][r] += a;
            scores[j][r] += b;
            per_turn_sums[i][r] += a / turns;
            per_turn_sums[j][r] += b / turns;
            if a > b {
                wins[i][r] += 1;
            } else if b > a {
                wins[j][r] += 1;
            }
        }
    }
    let normalised_scores: Vec<Vec<f64>> = per_turn_sums
        .iter()
        .map(|row| row.iter().map(|s| s / (n - 1) as f64).collect())
        .collect();
    let median_scores: Vec<f64> = normalised_scores.iter().map(|r| median(r)).collect();
    let mut ranking: Vec<usize> = (0..n).collect();
    ranking.sort_by(|&a, &b| median_scores[b].total_cmp(&median_scores[a]));
    let players: Vec<String> = spec.players.iter().map(Strategy::name).collect();
    let payoff_matrix = per_turn
        .iter()
        .map(|row| {
            row.iter()
                .map(|rs| rs.iter().sum::<f64>() / reps as f64)
                .collect()
        })
        .collect();
    TournamentResult {
        ranked_names: ranking.iter().map(|&i| players[i].clone()).collect(),
        players,
        turns: spec.turns,
        repetitions: spec.repetitions,
        scores,
        normalised_scores,
        median_scores,
        ranking,
        payoff_matrix,
        wins,
    }
}

/// Plays a whole tournament in one pass (one worker).
pub fn play_tournament(spec: &TournamentSpec) -> Result<TournamentResult, String> {
    spec.check()?;
    merge(spec, vec![play_range(spec, 0, spec.matches())])
}

/// Splits `matches` into `shares` contiguous ranges `(first, count)` as even as can be.
pub fn shares(matches: u64, shares: u64) -> Vec<(u64, u64)> {
    let n = shares.clamp(1, matches.max(1));
    (0..n)
        .map(|i| {
            let first = matches * i / n;
            (first, matches * (i + 1) / n - first)
        })
        .collect()
}

impl TournamentResult {
    /// The standings as CSV: rank, player, median score per turn, wins in all, then the
    /// normalised score of every repetition.
    pub fn csv(&self) -> String {
        let mut out = String::from("rank,player,median_score_per_turn,wins");
        for r in 1..=self.repetitions {
            out.push_str(&format!(",repetition_{r}"));
        }
        out.push('\n');
        for (rank, &i) in self.ranking.iter().enumerate() {
            let wins: u32 = self.wins[i].iter().sum();
            out.push_str(&format!(
                "{},{},{},{}",
                rank + 1,
                csv_field(&self.players[i]),
                self.median_scores[i],
                wins
            ));
            for s in &self.normalised_scores[i] {
                out.push_str(&format!(",{s}"));
            }
            out.push('\n');
        }
        out
    }

    /// The payoff matrix as CSV: a header of the players, then one row per player.
    pub fn payoff_matrix_csv(&self) -> String {
        let mut out = String::from("player");
        for name in &self.players {
            out.push(',');
            out.push_str(&csv_field(name));
        }
        out.push('\n');
        for (name, row) in self.players.iter().zip(&self.payoff_matrix) {
            out.push_str(&csv_field(name));
            for v in row {
                out.push_str(&format!(",{v}"));
            }
            out.push('\n');
        }
        out
    }
}

/// A CSV field, quoted when it holds a comma, a quote or a line break.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}
