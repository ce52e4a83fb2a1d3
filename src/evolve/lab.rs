//! The jobs behind the optimisation lab's page: one optimiser run followed by the evaluation of
//! what it found against the initial strategy ([`OptimiseRun`]), batches of seeded runs for the
//! thesis's Tables 4.1/4.2 ([`Batch`], summarised by [`crate::stats::describe`]), and head-to-head matches
//! between any two strategies ([`HeadToHead`]). Seeds follow the command line's
//! `gamelab optimise`: run `r` of a batch uses `seed.derive(r)` and is evaluated with
//! `seed.derive(1_000_000 + r)`, so the page and the CLI report the same numbers.

use serde::{Deserialize, Serialize};

use super::{
    eval_chunk_games, eval_chunks, evaluate_compiled_chunk, Compiled, Evaluation, Evolution,
    EvolveConfig, EvolveError, EvolveOutcome, EvolveStatus, GameConfig, Optimiser,
};
use crate::games::rrrats::{RatsPolicy, RatsRules};
use crate::games::war::{AtCap, ShortWar, WarPolicy, WarRules};
use crate::jobs::{Job, Progress};
use crate::rng::Seed;

/// The seed of run `r`'s evaluation (as `gamelab optimise`).
pub fn eval_seed(seed: Seed, run: u64) -> Seed {
    seed.derive(1_000_000 + run)
}

/// A strategy of either game, as the policy it plays.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Policy {
    /// A War ordering policy.
    War(WarPolicy),
    /// A Rrrats! continue policy.
    Rrrats(RatsPolicy),
}

impl Policy {
    /// Parses a named strategy or a parameter list for `game`.
    pub fn parse(game: &GameConfig, text: &str) -> Result<Policy, String> {
        match game {
            GameConfig::War(_) => WarPolicy::parse(text)
                .map(Policy::War)
                .map_err(|e| e.to_string()),
            GameConfig::Rrrats(_) => RatsPolicy::parse(text)
                .map(Policy::Rrrats)
                .map_err(|e| e.to_string()),
        }
    }

    /// Ready to play.
    pub fn compile(&self) -> Compiled {
        match self {
            Policy::War(p) => Compiled::War(p.sampler()),
            Policy::Rrrats(p) => Compiled::Rrrats(p.sampler()),
        }
    }
}

/// A game and its rules as a short text for links: War `fd1-loses-cap10000-draw` (face-down
/// cards, `loses` / `last`, battle cap, `draw` / `more`); Rrrats! four 0/1 flags
/// (auto stop, pile check at turn end, bust banks, stolen tokens return), e.g. `0000`.
pub fn rules_text(game: &GameConfig) -> String {
    match game {
        GameConfig::War(r) => format!(
            "fd{}-{}-cap{}-{}",
            r.face_down,
            match r.short_war {
                ShortWar::Loses => "loses",
                ShortWar::PlaysLastCard => "last",
            },
            r.cap,
            match r.at_cap {
                AtCap::Draw => "draw",
                AtCap::MoreCards => "more",
            }
        ),
        GameConfig::Rrrats(r) => [
            r.auto_stop_at_limit,
            r.pile_check_at_turn_end,
            r.bust_banks,
            r.bust_returns_stolen,
        ]
        .iter()
        .map(|&b| if b { '1' } else { '0' })
        .collect(),
    }
}

/// Reads [`rules_text`] for `game` (`war` or `rrrats`); an empty text means the defaults.
pub fn parse_rules(game: &str, text: &str) -> Result<GameConfig, String> {
    let text = text.trim();
    match game {
        "war" => {
            if text.is_empty() {
                return Ok(GameConfig::War(WarRules::default()));
            }
            let bad = || format!("{text:?} is not War rules like fd1-loses-cap10000-draw");
            let parts: Vec<&str> = text.split('-').collect();
            let [fd, short, cap, at_cap] = parts[..] else {
                return Err(bad());
            };
            let rules = WarRules {
                face_down: fd
                    .strip_prefix("fd")
                    .and_then(|v| v.parse().ok())
                    .ok_or_else(bad)?,
                short_war: match short {
                    "loses" => ShortWar::Loses,
                    "last" => ShortWar::PlaysLastCard,
                    _ => return Err(bad()),
                },
                cap: cap
                    .strip_prefix("cap")
                    .and_then(|v| v.parse().ok())
                    .ok_or_else(bad)?,
                at_cap: match at_cap {
                    "draw" => AtCap::Draw,
                    "more" => AtCap::MoreCards,
                    _ => return Err(bad()),
                },
            };
            rules.validate().map_err(|e| e.to_string())?;
            Ok(GameConfig::War(rules))
        }
        "rrrats" => {
            if text.is_empty() {
                return Ok(GameConfig::Rrrats(RatsRules::default()));
            }
            let flags: Vec<bool> = text.chars().map(|c| c == '1').collect();
            if flags.len() != 4 || !text.chars().all(|c| c == '0' || c == '1') {
                return Err(format!(
                    "{text:?} is not four 0/1 Rrrats! rule flags like 0000"
                ));
            }
            Ok(GameConfig::Rrrats(RatsRules {
                auto_stop_at_limit: flags[0],
                pile_check_at_turn_end: flags[1],
                bust_banks: flags[2],
                bust_returns_stolen: flags[3],
            }))
        }
        other => Err(format!("{other:?} is not war or rrrats")),
    }
}

/// An evaluation of two compiled strategies in chunks of [`super::EVAL_CHUNK`] games (one unit
/// = one game), seeded per chunk.
#[derive(Clone, Debug)]
struct Evaluating {
    game: GameConfig,
    x: Compiled,
    y: Compiled,
    games: u64,
    seed: Seed,
    chunk: u64,
    total: Evaluation,
}

impl Evaluating {
    fn new(game: GameConfig, x: Compiled, y: Compiled, games: u64, seed: Seed) -> Self {
        Evaluating {
            game,
            x,
            y,
            games,
            seed,
            chunk: 0,
            total: Evaluation::default(),
        }
    }

    /// Plays whole chunks until about `budget` games are played; true when finished.
    fn step(&mut self, budget: u64) -> bool {
        let mut played = 0;
        while self.chunk < eval_chunks(self.games) && played < budget.max(1) {
            let n = eval_chunk_games(self.games, self.chunk);
            let e = evaluate_compiled_chunk(&self.game, &self.x, &self.y, self.chunk, n, self.seed);
            self.total.merge(&e);
            self.chunk += 1;
            played += n;
        }
        self.chunk >= eval_chunks(self.games)
    }
}

/// The result of [`OptimiseRun`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunResult {
    /// The run's index (its seed is derived from it in batches).
    pub run: u64,
    /// What the optimiser found.
    pub outcome: EvolveOutcome,
    /// The found strategy against the initial one (all parameters zero).
    pub evaluation: Evaluation,
}

/// One optimiser run, then `eval_games` games of the found strategy against the initial one.
/// One unit = one game.
pub struct OptimiseRun {
    run: u64,
    evolution: Evolution,
    eval_games: u64,
    eval_seed: Seed,
    outcome: Option<EvolveOutcome>,
    evaluating: Option<Evaluating>,
    result: Option<RunResult>,
}

impl OptimiseRun {
    /// Run `run` of `config` (whose seed is used as given) evaluated over `eval_games` games
    /// seeded by `eval_seed`.
    pub fn new(
        config: EvolveConfig,
        run: u64,
        eval_games: u64,
        eval_seed: Seed,
    ) -> Result<Self, EvolveError> {
        if eval_games == 0 {
            return Err(EvolveError::Config(
                "evaluation games must be at least 1".into(),
            ));
        }
        Ok(OptimiseRun {
            run,
            evolution: Evolution::new(config)?,
            eval_games,
            eval_seed,
            outcome: None,
            evaluating: None,
            result: None,
        })
    }

    /// The optimiser's state now.
    pub fn status(&self) -> EvolveStatus {
        self.evolution.status()
    }

    /// Whether the optimiser has finished and the evaluation is running.
    pub fn evaluating(&self) -> bool {
        self.evaluating.is_some()
    }

    /// Games played so far: the optimiser's and the evaluation's.
    pub fn games_played(&self) -> u64 {
        self.evolution.status().games + self.evaluating.as_ref().map_or(0, |e| e.total.games)
    }
}

impl Job for OptimiseRun {
    type Output = RunResult;

    fn step(&mut self, budget: u64) -> Option<RunResult> {
        if let Some(r) = &self.result {
            return Some(r.clone());
        }
        if self.outcome.is_none() {
            let o = self.evolution.step(budget)?;
            let game = o.config.game;
            let zero = vec![0.0; game.dim()];
            self.evaluating = Some(Evaluating::new(
                game,
                game.compile(&o.x),
                game.compile(&zero),
                self.eval_games,
                self.eval_seed,
            ));
            self.outcome = Some(o);
            return None;
        }
        let ev = self.evaluating.as_mut().expect("set with the outcome");
        if ev.step(budget) {
            let result = RunResult {
                run: self.run,
                outcome: self.outcome.clone().expect("set"),
                evaluation: ev.total,
            };
            self.result = Some(result.clone());
            return Some(result);
        }
        None
    }

    fn progress(&self) -> Progress {
        match &self.evaluating {
            None => self.evolution.progress(),
            Some(ev) => Progress {
                done: ev.total.games,
                total: Some(ev.games),
                fraction: ev.total.games as f64 / ev.games as f64,
                unit: "evaluation games".into(),
            },
        }
    }
}

/// Run `run` of a batch from `template` with `optimiser`: seeded `template.seed.derive(run)`
/// and evaluated over `eval_games` games seeded [`eval_seed`]`(template.seed, run)`. The
/// page's batches ([`Batch`]) and `gamelab optimise --runs N` (N > 1) both build their runs
/// here, so they report the same numbers.
pub fn batch_run(
    template: &EvolveConfig,
    optimiser: Optimiser,
    run: u64,
    eval_games: u64,
) -> Result<OptimiseRun, EvolveError> {
    let config = EvolveConfig {
        optimiser,
        seed: template.seed.derive(run),
        ..*template
    };
    OptimiseRun::new(config, run, eval_games, eval_seed(template.seed, run))
}

/// A single run of `config` with its seed as given, evaluated over `eval_games` games seeded
/// [`eval_seed`]`(config.seed, 0)`: the page's single run and `gamelab optimise --runs 1`.
pub fn single_run(config: EvolveConfig, eval_games: u64) -> Result<OptimiseRun, EvolveError> {
    OptimiseRun::new(config, 0, eval_games, eval_seed(config.seed, 0))
}

/// Runs `runs` (indices) of each optimiser in turn, each from `template` with the optimiser
/// replaced and seed `template.seed.derive(r)`, each evaluated against the initial strategy.
/// One unit = one game; progress counts finished runs.
pub struct Batch {
    template: EvolveConfig,
    queue: Vec<(Optimiser, u64)>,
    total: usize,
    eval_games: u64,
    current: Option<OptimiseRun>,
    results: Vec<(Optimiser, RunResult)>,
}

impl Batch {
    /// The batch; fails on an invalid template.
    pub fn new(
        template: EvolveConfig,
        optimisers: &[Optimiser],
        runs: &[u64],
        eval_games: u64,
    ) -> Result<Self, EvolveError> {
        if optimisers.is_empty() || runs.is_empty() {
            return Err(EvolveError::Config(
                "choose at least one optimiser and one run".into(),
            ));
        }
        // Validate once.
        OptimiseRun::new(template, 0, eval_games, Seed(0))?;
        let mut queue: Vec<(Optimiser, u64)> = optimisers
            .iter()
            .flat_map(|&o| runs.iter().map(move |&r| (o, r)))
            .collect();
        queue.reverse();
        Ok(Batch {
            template,
            total: queue.len(),
            queue,
            eval_games,
            current: None,
            results: Vec::new(),
        })
    }
}

impl Job for Batch {
    type Output = Vec<(Optimiser, RunResult)>;

    fn step(&mut self, budget: u64) -> Option<Self::Output> {
        let mut left = budget.max(1);
        loop {
            if self.current.is_none() {
                let Some((o, r)) = self.queue.pop() else {
                    return Some(self.results.clone());
                };
                let run =
                    batch_run(&self.template, o, r, self.eval_games).expect("validated in new");
                self.current = Some(run);
            }
            let run = self.current.as_mut().expect("set above");
            let before = run.games_played();
            let finished = run.step(left);
            left = left.saturating_sub((run.games_played() - before).max(1));
            if let Some(result) = finished {
                self.results.push((result.outcome.config.optimiser, result));
                self.current = None;
            }
            if left == 0 {
                return None;
            }
        }
    }

    fn progress(&self) -> Progress {
        let inside = self.current.as_ref().map_or(0.0, |r| {
            if r.evaluating() {
                0.9 + 0.1 * r.progress().fraction
            } else {
                0.9 * r.progress().fraction
            }
        });
        let done = self.results.len();
        Progress {
            done: done as u64,
            total: Some(self.total as u64),
            fraction: ((done as f64 + inside) / self.total as f64).min(1.0),
            unit: "runs".into(),
        }
    }
}

/// The result of a head-to-head match.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct HeadToHeadResult {
    /// The first strategy's games, wins and draws.
    pub evaluation: Evaluation,
}

/// `games` games between two strategies, alternating seats, seeded per chunk. One unit = one
/// game.
pub struct HeadToHead {
    eval: Evaluating,
}

impl HeadToHead {
    /// The match; both policies must be of `game`.
    pub fn new(
        game: GameConfig,
        p1: Policy,
        p2: Policy,
        games: u64,
        seed: Seed,
    ) -> Result<Self, String> {
        let same = matches!(
            (&game, &p1, &p2),
            (GameConfig::War(_), Policy::War(_), Policy::War(_))
                | (GameConfig::Rrrats(_), Policy::Rrrats(_), Policy::Rrrats(_))
        );
        if !same {
            return Err("both strategies must be of the chosen game".into());
        }
        if games == 0 || games > 100_000_000 {
            return Err("games must be 1–100 000 000".into());
        }
        if let GameConfig::War(rules) = &game {
            rules.validate().map_err(|e| e.to_string())?;
        }
        Ok(HeadToHead {
            eval: Evaluating::new(game, p1.compile(), p2.compile(), games, seed),
        })
    }
}

impl Job for HeadToHead {
    type Output = HeadToHeadResult;

    fn step(&mut self, budget: u64) -> Option<HeadToHeadResult> {
        self.eval.step(budget).then_some(HeadToHeadResult {
            evaluation: self.eval.total,
        })
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.eval.total.games,
            total: Some(self.eval.games),
            fraction: self.eval.total.games as f64 / self.eval.games as f64,
            unit: "games".into(),
        }
    }
}

/// The thesis's reported numbers, for showing beside the measurements.
pub mod thesis {
    /// Table 4.2: mean win rate against the initial strategy of the War optimisers (≈).
    pub const WAR_TABLE_MEAN: f64 = 0.78;
    /// Table 4.1: mean win rate against the initial strategy of the Rrrats! optimisers (≈).
    pub const RRRATS_TABLE_MEAN: f64 = 0.54;
    /// "Descending beats ascending 70% of the time."
    pub const DESC_VS_ASC: f64 = 0.70;
    /// "Descending beats random 53% of the time."
    pub const DESC_VS_RAND: f64 = 0.53;
    /// "The Rrrats! optimum is to stop with at least 2 in hand."
    pub const RRRATS_OPTIMUM_THRESHOLD: u8 = 2;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evolve::Budget;
    use crate::games::rrrats::RatsRules;
    use crate::games::war::WarRules;
    use crate::jobs::run_to_end;

    #[test]
    fn rules_texts_round_trip() {
        let war = GameConfig::War(WarRules {
            face_down: 3,
            short_war: ShortWar::PlaysLastCard,
            cap: 500,
            at_cap: AtCap::MoreCards,
        });
        assert_eq!(rules_text(&war), "fd3-last-cap500-more");
        assert_eq!(parse_rules("war", &rules_text(&war)).unwrap(), war);
        for r in RatsRules::all() {
            let g = GameConfig::Rrrats(r);
            assert_eq!(parse_rules("rrrats", &rules_text(&g)).unwrap(), g);
        }
        assert_eq!(
            parse_rules("war", "").unwrap(),
            GameConfig::War(WarRules::default())
        );
        assert!(parse_rules("war", "fd99-loses-cap10-draw").is_err());
        assert!(parse_rules("rrrats", "01").is_err());
        assert!(parse_rules("chess", "").is_err());
    }

    #[test]
    fn a_run_in_slices_equals_the_cli_computation() {
        let game = GameConfig::Rrrats(RatsRules::default());
        let config = EvolveConfig::new(game, Optimiser::Iterative, Budget::Mutations(5), Seed(3));
        let a = run_to_end(&mut OptimiseRun::new(config, 0, 3_000, eval_seed(Seed(3), 0)).unwrap());
        let mut job = OptimiseRun::new(config, 0, 3_000, eval_seed(Seed(3), 0)).unwrap();
        let b = crate::jobs::run(&mut job, 333, |_| true).unwrap();
        assert_eq!(a, b);
        // The same numbers as evolving and evaluating directly.
        let o = run_to_end(&mut Evolution::new(config).unwrap());
        let e = super::super::evaluate(&game, &o.x, &[0.0; 8], 3_000, eval_seed(Seed(3), 0));
        assert_eq!(a.outcome, o);
        assert_eq!(a.evaluation, e);
    }

    #[test]
    fn batches_cover_every_run_and_head_to_head_checks_its_input() {
        let game = GameConfig::Rrrats(RatsRules::default());
        let t = EvolveConfig::new(game, Optimiser::Iterative, Budget::Mutations(2), Seed(9));
        let out = run_to_end(
            &mut Batch::new(
                t,
                &[Optimiser::Iterative, Optimiser::Approx],
                &[0, 1],
                1_000,
            )
            .unwrap(),
        );
        assert_eq!(out.len(), 4);
        assert_eq!(out[1].0, Optimiser::Iterative);
        assert_eq!(out[1].1.run, 1);
        assert_eq!(out[1].1.outcome.config.seed, Seed(9).derive(1));
        let war = GameConfig::War(WarRules::default());
        let p = Policy::parse(&war, "desc").unwrap();
        assert!(HeadToHead::new(game, p, p, 10, Seed(1)).is_err());
        let q = Policy::parse(&war, "asc").unwrap();
        let r = run_to_end(&mut HeadToHead::new(war, p, q, 2_000, Seed(1)).unwrap());
        assert_eq!(r.evaluation.games, 2_000);
        assert!(Policy::parse(&game, "stop9").is_err());
    }
}
