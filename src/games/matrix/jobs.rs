//! The normal-form lab's worker jobs: what its page may ask for ([`Request`]), the checks of
//! each request, and what comes back ([`Output`]).
//!
//! Each lab keeps its requests here, beside the code they run, so a change to one lab touches
//! one folder; the crate's catalogue only wraps a [`Request`] in its enum and calls [`start`].
//! A game travels as Gambit .nfg text, read by the same parser as a file (its limits and
//! positioned errors); the benchmark's size limit is [`NashBench::new`]'s.

use serde::{Deserialize, Serialize};

use super::analysis::{analyse, Analysis};
use super::bench::{NashBench, NashBenchRow};
use super::bench_n::{NashNBench, NashNBenchRow};
use super::n_analysis::analysis_answer;
use super::n_report::{correlated, nash_answer, Method};
use crate::equilibrium::n_player::correlated::Objective;
use crate::equilibrium::n_player::NashJob;
use crate::equilibrium::{
    lemke_howson, AllEquilibria, EnumerationJob, EnumerationShare, Equilibrium, PieceFound,
    Strength,
};
use crate::jobs::{Adapt, Clock, NoDetail, Once, StartError, Started};
use crate::rng::Seed;

/// The most pure profiles of a game whose correlated equilibria the page computes (the exact
/// LP has a variable per profile; larger games: `gamelab ce`).
pub const MAX_CE_PROFILES: usize = 128;

/// The jobs of the normal-form page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Every Nash equilibrium of a bimatrix game (given as Gambit .nfg text).
    Equilibria {
        /// The game in .nfg format.
        nfg: String,
    },
    /// Worker `worker`'s share (of `workers`) of the enumeration of every equilibrium: the
    /// vertices its pieces of the reverse search find ([`EnumerationShare`]).
    EquilibriumShare {
        /// The game in .nfg format.
        nfg: String,
        /// This worker's number, from 0.
        worker: usize,
        /// The number of workers sharing the search.
        workers: usize,
    },
    /// Every equilibrium from what the shares of the enumeration found: their pairing.
    PairShares {
        /// The game in .nfg format.
        nfg: String,
        /// Every share's findings.
        shares: Vec<Vec<PieceFound>>,
    },
    /// The page's analyses of a game: iterated elimination of `strength` (with mixed
    /// dominators when `mixed`), the security levels and a constant-sum game's value.
    Analyse {
        /// The game in .nfg format.
        nfg: String,
        /// The strength of dominance to eliminate by.
        strength: Strength,
        /// Whether mixed strategies may dominate.
        mixed: bool,
    },
    /// Lemke–Howson from each of `labels` (`0..m` rows, `m..m+n` columns): one equilibrium
    /// each, in exact arithmetic.
    LemkeHowson {
        /// The game in .nfg format.
        nfg: String,
        /// The missing labels to start from.
        labels: Vec<usize>,
    },
    /// Every Nash equilibrium of a game of three or more players (given as Gambit .nfg text),
    /// certified, as the JSON `gamelab nash --json` prints ([`super::n_report::nash_answer`]).
    NashN {
        /// The game in .nfg format.
        nfg: String,
    },
    /// Iterated elimination of dominated strategies (of `strength`, with mixed dominators
    /// when `mixed`) and every player's security levels in a game of three or more players,
    /// as the JSON of [`super::n_analysis::analysis_answer`] (each part the command line's
    /// answer, or its own error).
    AnalyseN {
        /// The game in .nfg format.
        nfg: String,
        /// The strength of dominance to eliminate by.
        strength: Strength,
        /// Whether mixed strategies may dominate.
        mixed: bool,
    },
    /// The optimal correlated (or coarse correlated) equilibrium of a game of any number of
    /// players for `objective` (`welfare`, `min` or `player:K`), as the JSON `gamelab ce
    /// --json` prints ([`super::n_report::correlated`]).
    Correlated {
        /// The game in .nfg format.
        nfg: String,
        /// Coarse correlated equilibria instead.
        coarse: bool,
        /// What to maximise, as the command line writes it.
        objective: String,
    },
    /// The n-player benchmark: `games` seeded random games of `shape` (as `gamelab bench
    /// nash-n --shape … --games … --seed …` draws them), each solved by the certified solver
    /// and timed.
    BenchN {
        /// Strategies per player.
        shape: Vec<usize>,
        /// How many games.
        games: usize,
        /// The seed of the games.
        seed: u64,
    },
    /// All equilibria of seeded random n×n games, n = `min`…`max`, timed by the fastest of
    /// `repeat` runs.
    Bench {
        /// The smallest n.
        min: usize,
        /// Runs per size (1…10).
        repeat: usize,
        /// The largest n.
        max: usize,
        /// The seed of the games.
        seed: u64,
    },
}

/// What a finished normal-form job produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// From [`Request::Equilibria`].
    Equilibria(AllEquilibria),
    /// From [`Request::EquilibriumShare`].
    Share(Vec<PieceFound>),
    /// From [`Request::Analyse`].
    Analysis(Box<Analysis>),
    /// From [`Request::LemkeHowson`]: the equilibrium each label leads to, or why none.
    LemkeHowson(Vec<Result<Equilibrium, String>>),
    /// From [`Request::Bench`].
    Bench(Vec<NashBenchRow>),
    /// From [`Request::BenchN`]: one row per game.
    BenchN(Vec<NashNBenchRow>),
    /// From [`Request::NashN`]: the answer's JSON text (the worker's messages are bincode,
    /// which cannot carry a JSON value, so it travels as text).
    NashN(String),
    /// From [`Request::AnalyseN`]: the answer's JSON text.
    AnalysisN(String),
    /// From [`Request::Correlated`]: the answer's JSON text, or why there is none.
    Correlated(Result<String, String>),
}

/// Validates `request` and builds its job; `clock` times the benchmark.
pub fn start(request: &Request, clock: Clock) -> Result<Started<Output, NoDetail>, StartError> {
    Ok(match request {
        Request::Equilibria { nfg } => {
            let game = super::nfg::parse(nfg)?.game;
            let job = EnumerationJob::new(&game).map_err(|e| e.to_string())?;
            Started::new(Adapt(job, Output::Equilibria), 200)
        }
        Request::EquilibriumShare {
            nfg,
            worker,
            workers,
        } => {
            let game = super::nfg::parse(nfg)?.game;
            let job = EnumerationShare::new(&game, *worker, *workers).map_err(|e| e.to_string())?;
            Started::new(Adapt(job, Output::Share), 200)
        }
        Request::PairShares { nfg, shares } => {
            let game = super::nfg::parse(nfg)?.game;
            let job =
                EnumerationJob::from_shares(&game, shares.clone()).map_err(|e| e.to_string())?;
            Started::new(Adapt(job, Output::Equilibria), 200)
        }
        Request::Analyse {
            nfg,
            strength,
            mixed,
        } => {
            let game = super::nfg::parse(nfg)?.game;
            let (strength, mixed) = (*strength, *mixed);
            let job = Once::new("analyses", move || {
                Box::new(analyse(&game, strength, mixed))
            });
            Started::new(Adapt(job, Output::Analysis), 1)
        }
        Request::LemkeHowson { nfg, labels } => {
            let game = super::nfg::parse(nfg)?.game;
            let count = game.rows() + game.cols();
            if let Some(bad) = labels.iter().find(|&&l| l >= count) {
                return Err(StartError::field(
                    "labels",
                    lemke_howson(&game, *bad).unwrap_err().to_string(),
                ));
            }
            if labels.len() > count {
                return Err(StartError::field(
                    "labels",
                    format!("{} labels asked for; the game has {count}", labels.len()),
                ));
            }
            let labels = labels.clone();
            let job = Once::new("labels", move || {
                labels
                    .iter()
                    .map(|&l| lemke_howson(&game, l).map_err(|e| e.to_string()))
                    .collect()
            });
            Started::new(Adapt(job, Output::LemkeHowson), 1)
        }
        Request::NashN { nfg } => {
            let file = super::nfg::parse_strategic(nfg)?;
            let job = NashJob::new(&file.game).map_err(|e| e.to_string())?;
            let (title, game) = (file.title, file.game);
            Started::new(
                Adapt(job, move |all| {
                    Output::NashN(nash_answer(&title, &game, &all, Method::All).to_string())
                }),
                4,
            )
        }
        Request::AnalyseN {
            nfg,
            strength,
            mixed,
        } => {
            let file = super::nfg::parse_strategic(nfg)?;
            let (strength, mixed) = (*strength, *mixed);
            let job = Once::new("analyses", move || {
                analysis_answer(&file.title, &file.game, strength, mixed).to_string()
            });
            Started::new(Adapt(job, Output::AnalysisN), 1)
        }
        Request::Correlated {
            nfg,
            coarse,
            objective,
        } => {
            let file = super::nfg::parse_strategic(nfg)?;
            let cells = file.game.num_profiles();
            if cells > MAX_CE_PROFILES {
                return Err(StartError::field(
                    "nfg",
                    format!(
                        "the game has {cells} cells; the page computes correlated equilibria \
                         of games up to {MAX_CE_PROFILES} (gamelab ce takes larger ones)"
                    ),
                ));
            }
            let objective =
                Objective::parse(objective).map_err(|e| StartError::field("objective", e))?;
            let coarse = *coarse;
            let job = Once::new("LP", move || {
                correlated(&file.title, &file.game, coarse, objective)
                    .map(|v| v.to_string())
                    .map_err(|e| e.to_string())
            });
            Started::new(Adapt(job, Output::Correlated), 1)
        }
        Request::BenchN { shape, games, seed } => {
            let job = NashNBench::new(shape, *games, *seed, Box::new(clock))
                .map_err(|e| StartError::field("shape", e))?;
            Started::new(Adapt(job, Output::BenchN), 4)
        }
        Request::Bench {
            min,
            repeat,
            max,
            seed,
        } => {
            let job = NashBench::new(*min, *max, *repeat, Seed(*seed), Box::new(clock))?;
            Started::new(Adapt(job, Output::Bench), 200)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::matrix::MatrixPreset;
    use crate::jobs::testing::{fake_clock, finish, rejected};
    use crate::models::nfg;

    #[test]
    fn the_n_player_analyses_are_the_command_lines() {
        use crate::games::matrix::n_presets::NPreset;
        let g = NPreset::Voting.game();
        let nfg = crate::games::matrix::n_edit::NDraft::from_game("v", &g).to_nfg(&g);
        let Output::AnalysisN(text) = finish(start(
            &Request::AnalyseN {
                nfg,
                strength: Strength::Weak,
                mixed: false,
            },
            fake_clock,
        )) else {
            panic!("AnalyseN")
        };
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        let cli =
            super::super::n_analysis::dominance_answer("v", &g, Strength::Weak, true).unwrap();
        assert_eq!(v["dominance"]["steps"], cli["steps"]);
        let security = super::super::n_analysis::security_answer("v", &g).unwrap();
        assert_eq!(v["security"]["security"], security["security"]);
        let bad = Request::AnalyseN {
            nfg: "NFG 1 R".into(),
            strength: Strength::Strict,
            mixed: true,
        };
        assert!(start(&bad, fake_clock).is_err());
    }

    #[test]
    fn shares_paired_are_the_whole_enumeration() {
        use rand::SeedableRng;
        let mut rng = crate::rng::GameRng::seed_from_u64(7);
        let nfg = nfg::write_game(&crate::models::strategic::Bimatrix::random_integers(
            6, 6, 0, 99, &mut rng,
        ));
        let Output::Equilibria(whole) =
            finish(start(&Request::Equilibria { nfg: nfg.clone() }, fake_clock))
        else {
            panic!("equilibria")
        };
        let shares: Vec<Vec<PieceFound>> = (0..2)
            .map(|worker| {
                match finish(start(
                    &Request::EquilibriumShare {
                        nfg: nfg.clone(),
                        worker,
                        workers: 2,
                    },
                    fake_clock,
                )) {
                    Output::Share(found) => found,
                    other => panic!("{other:?}"),
                }
            })
            .collect();
        assert!(
            shares.iter().all(|s| !s.is_empty()),
            "each worker ran pieces"
        );
        let paired = finish(start(
            &Request::PairShares {
                nfg: nfg.clone(),
                shares,
            },
            fake_clock,
        ));
        assert_eq!(paired, Output::Equilibria(whole));
        let bad = Request::EquilibriumShare {
            nfg,
            worker: 2,
            workers: 2,
        };
        assert_eq!(
            rejected(start(&bad, fake_clock)),
            "share 2 does not exist: the enumeration is cut in 2 (0 to 1)"
        );
    }

    #[test]
    fn the_battle_of_the_sexes_has_three_equilibria_and_the_bench_runs() {
        let all = finish(start(
            &Request::Equilibria {
                nfg: nfg::write_game(&MatrixPreset::BattleOfTheSexes.game()),
            },
            fake_clock,
        ));
        assert!(
            matches!(&all, Output::Equilibria(e) if e.extreme.len() == 3),
            "{all:?}"
        );
        let bench = finish(start(
            &Request::Bench {
                min: 2,
                repeat: 2,
                max: 3,
                seed: 1,
            },
            fake_clock,
        ));
        // n = 2 and n = 3.
        assert!(
            matches!(&bench, Output::Bench(rows) if rows.len() == 2),
            "{bench:?}"
        );
    }

    #[test]
    fn the_analyses_run_as_one_job() {
        let game = MatrixPreset::PrisonersDilemma.game();
        let out = finish(start(
            &Request::Analyse {
                nfg: nfg::write_game(&game),
                strength: Strength::Strict,
                mixed: true,
            },
            fake_clock,
        ));
        assert_eq!(
            out,
            Output::Analysis(Box::new(analyse(&game, Strength::Strict, true)))
        );
    }

    #[test]
    fn lemke_howson_runs_from_each_label_asked_for() {
        let game = MatrixPreset::BattleOfTheSexes.game();
        let nfg = nfg::write_game(&game);
        let out = finish(start(
            &Request::LemkeHowson {
                nfg: nfg.clone(),
                labels: vec![0, 1, 2, 3],
            },
            fake_clock,
        ));
        let expected: Vec<_> = (0..4)
            .map(|l| Ok(lemke_howson(&game, l).unwrap()))
            .collect();
        assert_eq!(out, Output::LemkeHowson(expected));
        // Every answer is one of the game's equilibria.
        let Output::LemkeHowson(found) = out else {
            unreachable!()
        };
        let all = crate::equilibrium::all_equilibria(&game).unwrap();
        assert!(found
            .iter()
            .all(|e| all.extreme.contains(e.as_ref().unwrap())));
        // A label the game does not have is refused, not a panic.
        let why = rejected(start(
            &Request::LemkeHowson {
                nfg: nfg.clone(),
                labels: vec![4],
            },
            fake_clock,
        ));
        assert!(why.contains("label 4 does not exist"), "{why}");
        assert!(rejected(start(
            &Request::LemkeHowson {
                nfg,
                labels: vec![0; 5],
            },
            fake_clock,
        ))
        .contains("5 labels"));
    }

    #[test]
    fn three_player_games_are_solved_in_the_worker_as_the_command_line_answers() {
        use crate::games::matrix::n_edit::NDraft;
        use crate::games::matrix::n_presets::NPreset;
        let g = NPreset::NineEquilibria.game();
        let nfg = NDraft::from_game("nine", &g).to_nfg(&g);
        let Output::NashN(text) = finish(start(&Request::NashN { nfg: nfg.clone() }, fake_clock))
        else {
            panic!("NashN")
        };
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["players"], 3);
        assert_eq!(v["complete"], true);
        assert_eq!(v["equilibria"].as_array().unwrap().len(), 9);
        let expected = crate::games::matrix::n_report::nash("nine", &g, Method::All).unwrap();
        assert_eq!(v, expected);
        let Output::Correlated(Ok(ce)) = finish(start(
            &Request::Correlated {
                nfg: nfg.clone(),
                coarse: false,
                objective: "welfare".into(),
            },
            fake_clock,
        )) else {
            panic!("Correlated")
        };
        let ce: serde_json::Value = serde_json::from_str(&ce).unwrap();
        assert_eq!(
            ce,
            crate::games::matrix::n_report::correlated("nine", &g, false, Objective::Welfare)
                .unwrap()
        );
        let why = rejected(start(
            &Request::Correlated {
                nfg,
                coarse: true,
                objective: "most".into(),
            },
            fake_clock,
        ));
        assert!(why.contains("most"), "{why}");
        let big = nfg::write_game(&crate::models::strategic::Bimatrix::random_integers(
            12,
            11,
            0,
            9,
            &mut Seed(1).rng(),
        ));
        let why = rejected(start(
            &Request::Correlated {
                nfg: big,
                coarse: false,
                objective: "welfare".into(),
            },
            fake_clock,
        ));
        assert!(why.contains("132 cells"), "{why}");
    }

    #[test]
    fn the_traffic_light_is_a_correlated_equilibrium_better_than_any_nash() {
        // Told to stop, a driver knows the other goes (0 against -10); told to go, that the
        // other stops (1 against 0): the light is obeyed, and the worse-off driver gets 1/2,
        // against 0 at the mixed equilibrium (go with probability 1/11).
        let nfg = nfg::write_game(&MatrixPreset::TrafficLight.game());
        let Output::Correlated(Ok(ce)) = finish(start(
            &Request::Correlated {
                nfg,
                coarse: false,
                objective: "min".into(),
            },
            fake_clock,
        )) else {
            panic!("Correlated")
        };
        let ce: serde_json::Value = serde_json::from_str(&ce).unwrap();
        assert_eq!(ce["value"], "1/2");
        assert_eq!(ce["table"], serde_json::json!(["0", "1/2", "1/2", "0"]));
        let all = crate::equilibrium::all_equilibria(&MatrixPreset::TrafficLight.game()).unwrap();
        assert_eq!(all.extreme.len(), 3);
        assert!(all
            .extreme
            .iter()
            .all(|e| e.payoffs.iter().min().unwrap() <= &crate::exact::Q::from_integer(0.into())));
    }

    #[test]
    fn a_bad_file_is_refused_with_its_position() {
        assert!(rejected(start(
            &Request::Equilibria {
                nfg: "NFG 2".into()
            },
            fake_clock
        ))
        .contains("line 1"));
    }

    #[test]
    fn a_bad_file_is_refused_in_the_page_s_language() {
        let refused = start(
            &Request::NashN {
                nfg: "NFG 2".into(),
            },
            fake_clock,
        )
        .err()
        .expect("refused");
        let english = crate::i18n::with_english(|w| refused.words_in(w));
        assert_eq!(english, refused.to_string());
        assert!(english.starts_with("line 1"), "{english}");
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let polish = refused.words_in(&pl);
        assert!(polish != english && !polish.contains('⟨'), "{polish}");
    }
}
