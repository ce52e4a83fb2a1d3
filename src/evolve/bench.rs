//! The games benchmark of the optimisation lab: War and Rrrats! games per second, the fast
//! simulators against the generic `State` versions as the baseline in the same run, first games
//! checked equal; the clock is the caller's.

use serde::{Deserialize, Serialize};

use crate::jobs::{Job, Progress};

/// One row of the games benchmark.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GamesBenchRow {
    /// `war` or `rrrats`.
    pub game: String,
    /// `fast simulator` or `State trait (baseline)`.
    pub implementation: String,
    /// Games played.
    pub games: u64,
    /// Milliseconds.
    pub millis: f64,
    /// Games per second.
    pub games_per_second: f64,
    /// Games per second relative to the same game's `State` baseline (> 1 is faster).
    pub speedup: f64,
}

/// Games per second of War and Rrrats! (both players on the all-zero initial strategy,
/// default rules), for the fast simulators and, as the baseline measured in the same run, the
/// same games driven through the generic [`crate::game::State`] versions (a tenth as many
/// games). One unit = one stage (four stages). Answers are checked: the first games of both
/// implementations agree exactly, and every War game conserves its 52 cards.
pub struct GamesBench {
    games: u64,
    stage: usize,
    now: Box<dyn Fn() -> f64>,
    rows: Vec<GamesBenchRow>,
}

impl GamesBench {
    /// `games` fast-simulator games per game (the baselines play `games / 10`, at least 1).
    pub fn new(games: u64, now: Box<dyn Fn() -> f64>) -> Self {
        GamesBench {
            games: games.max(10),
            stage: 0,
            now,
            rows: Vec::new(),
        }
    }

    fn check_agreement() {
        use crate::games::{rrrats, war};
        let (w, r) = (
            war::WarPolicy::ZERO.sampler(),
            rrrats::RatsPolicy::ZERO.sampler(),
        );
        for i in 0..20 {
            let seed = crate::rng::Seed(11).derive(i);
            let rules = war::WarRules::default();
            let a = war::play(&rules, &w, &w, &mut seed.rng());
            let b = war::play_state(&rules, &w, &w, &mut seed.rng());
            assert_eq!(a, b, "War: fast simulator and State disagree");
            let rules = rrrats::RatsRules::default();
            let a = rrrats::play(&rules, &r, &r, &mut seed.rng());
            let b = rrrats::play_state(&rules, &r, &r, &mut seed.rng());
            assert_eq!(
                Some(a.winner),
                b.winner(),
                "Rrrats!: fast simulator and State disagree"
            );
        }
    }
}

impl Job for GamesBench {
    type Output = Vec<GamesBenchRow>;

    fn step(&mut self, budget: u64) -> Option<Vec<GamesBenchRow>> {
        use crate::games::{rrrats, war};
        if self.stage == 0 {
            Self::check_agreement();
        }
        for _ in 0..budget.max(1) {
            if self.stage == 4 {
                break;
            }
            let mut rng = crate::rng::Seed(2024).derive(self.stage as u64).rng();
            let (game, baseline) = (
                if self.stage < 2 { "war" } else { "rrrats" },
                self.stage % 2 == 0,
            );
            let n = if baseline {
                (self.games / 10).max(1)
            } else {
                self.games
            };
            let t0 = (self.now)();
            let mut sink = 0u64;
            match (game, baseline) {
                ("war", true) => {
                    let s = war::WarPolicy::ZERO.sampler();
                    for _ in 0..n {
                        let r = war::play_state(&war::WarRules::default(), &s, &s, &mut rng);
                        sink += u64::from(r.battles);
                    }
                }
                ("war", false) => {
                    let s = war::WarPolicy::ZERO.sampler();
                    for _ in 0..n {
                        sink += u64::from(
                            war::play(&war::WarRules::default(), &s, &s, &mut rng).battles,
                        );
                    }
                }
                (_, true) => {
                    let s = rrrats::RatsPolicy::ZERO.sampler();
                    for _ in 0..n {
                        let st =
                            rrrats::play_state(&rrrats::RatsRules::default(), &s, &s, &mut rng);
                        assert_eq!(st.tokens().total(), 31);
                        sink += u64::from(st.winner().expect("over"));
                    }
                }
                (_, false) => {
                    let s = rrrats::RatsPolicy::ZERO.sampler();
                    for _ in 0..n {
                        sink += u64::from(
                            rrrats::play(&rrrats::RatsRules::default(), &s, &s, &mut rng).winner,
                        );
                    }
                }
            }
            let millis = ((self.now)() - t0).max(1e-6);
            assert!(sink > 0 || n < 10, "no work was done");
            let per_second = n as f64 / millis * 1e3;
            let speedup = if baseline {
                1.0
            } else {
                per_second / self.rows.last().map_or(per_second, |b| b.games_per_second)
            };
            self.rows.push(GamesBenchRow {
                game: game.to_string(),
                implementation: if baseline {
                    "State trait (baseline)".to_string()
                } else {
                    "fast simulator".to_string()
                },
                games: n,
                millis,
                games_per_second: per_second,
                speedup,
            });
            self.stage += 1;
        }
        (self.stage == 4).then(|| self.rows.clone())
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.stage as u64,
            total: Some(4),
            fraction: self.stage as f64 / 4.0,
            unit: "stages".to_string(),
        }
    }
}
