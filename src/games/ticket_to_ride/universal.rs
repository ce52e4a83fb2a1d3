//! The thesis's chapter 5 (Łabno 2018): one **universal** network trained on the teacher's
//! games of every table size, against a **specific** network per table size trained on that
//! size's games only — each then playing the same evaluation games, summarised as the thesis's
//! two tables and its figure of the points' range.
//!
//! The teacher's games of a specific network are exactly the universal network's games of that
//! size (a training's game `g` at `p` players is dealt from its seed's stream `(p, g)`), as the
//! thesis built its universal data file by joining the four per-size files. Both models play
//! the same deals (`seed`'s evaluation stream, then the table size, then the game), every seat
//! the model under test. The trainings use the given configuration without their per-epoch
//! evaluation games (only the final networks are compared). A [`Comparison`] is a [`Job`]: a
//! step is a training step or one evaluation game, so a Web Worker runs it in slices.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::experiment::{experiment_game, table_under, AgentKind, ForbiddenRule, GameResult, Row};
use super::nn::{DataSummary, Network, TrainConfig, Training};
use crate::jobs::{Job, Progress};
use crate::plot::{LineChart, Scale, Series, SeriesStyle, PALETTE};
use crate::rng::Seed;

/// The stream of the evaluation deals.
const STREAM_DEALS: u64 = 7;

/// The most evaluation games per table size and model.
pub const MAX_EVAL_GAMES: u64 = 10_000;

/// What to compare and how.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CompareConfig {
    /// The training of every network (its `player_counts` are the table sizes compared; its
    /// `eval_games` are not used).
    pub training: TrainConfig,
    /// Evaluation games per table size and model (the thesis: 60).
    pub games: u64,
}

impl CompareConfig {
    /// The thesis's comparison under protocol `protocol` (`ours` or `thesis`) with `seed`:
    /// table sizes 2–5, 60 evaluation games per size and model.
    pub fn new(protocol: &str, seed: u64) -> Result<CompareConfig, String> {
        let training = TrainConfig {
            seed,
            ..TrainConfig::default()
        }
        .protocol(protocol)?;
        Ok(CompareConfig {
            training,
            games: 60,
        })
    }

    /// Checks every field; the error names the bad ones.
    pub fn validate(&self) -> Result<(), String> {
        self.training.validate()?;
        if !(1..=MAX_EVAL_GAMES).contains(&self.games) {
            return Err(format!(
                "games must be 1 to {MAX_EVAL_GAMES} per table size, not {}",
                self.games
            ));
        }
        Ok(())
    }

    /// The trainings in order: the universal network (every size), then one per size.
    fn trainings(&self) -> Vec<TrainConfig> {
        let sizes = &self.training.player_counts;
        let one = |counts: Vec<usize>| TrainConfig {
            player_counts: counts,
            eval_games: 0,
            ..self.training.clone()
        };
        std::iter::once(one(sizes.clone()))
            .chain(sizes.iter().map(|&p| one(vec![p])))
            .collect()
    }
}

/// One trained model of the comparison.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Model {
    /// The table sizes it learned from (all of them: the universal network).
    pub sizes: Vec<usize>,
    /// Its data.
    pub data: DataSummary,
    /// Loss and accuracy on its training decisions after the last epoch.
    pub loss: f64,
    /// Share of its training decisions classified as the teacher decided.
    pub accuracy: f64,
}

/// A finished comparison: the models and every evaluation game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CompareOutcome {
    /// The configuration.
    pub config: CompareConfig,
    /// The universal model, then one per table size.
    pub models: Vec<Model>,
    /// The specific networks' games (each size played by its own network).
    pub specific: Vec<GameResult>,
    /// The universal network's games, on the same deals.
    pub universal: Vec<GameResult>,
}

impl CompareOutcome {
    /// The thesis's tables under `rule`: (specific, universal).
    pub fn tables(&self, rule: ForbiddenRule) -> (Vec<Row>, Vec<Row>) {
        (
            table_under(&self.specific, rule),
            table_under(&self.universal, rule),
        )
    }
}

/// The comparison in steps (see the module documentation).
#[derive(Clone, Debug)]
pub struct Comparison {
    config: CompareConfig,
    trainings: Vec<TrainConfig>,
    /// The training running (index into `trainings`), while any is left.
    current: Option<(usize, Box<Training>)>,
    networks: Vec<Arc<Network>>,
    models: Vec<Model>,
    /// The next evaluation item: (model 0 specific / 1 universal, size index, game).
    next: (usize, usize, u64),
    specific: Vec<GameResult>,
    universal: Vec<GameResult>,
    outcome: Option<CompareOutcome>,
    played: u64,
}

impl Comparison {
    /// A comparison; the error names bad fields.
    pub fn new(config: CompareConfig) -> Result<Comparison, String> {
        config.validate()?;
        let trainings = config.trainings();
        let first = Training::new(trainings[0].clone())?;
        Ok(Comparison {
            config,
            trainings,
            current: Some((0, Box::new(first))),
            networks: Vec::new(),
            models: Vec::new(),
            next: (0, 0, 0),
            specific: Vec::new(),
            universal: Vec::new(),
            outcome: None,
            played: 0,
        })
    }

    fn evaluation_games(&self) -> u64 {
        2 * self.config.games * self.config.training.player_counts.len() as u64
    }

    /// Runs at most about `budget` steps; returns whether the comparison is over.
    pub fn advance(&mut self, budget: u64) -> bool {
        let mut left = budget.max(1);
        while left > 0 && self.outcome.is_none() {
            if let Some((i, training)) = &mut self.current {
                let before = training.progress().done;
                let finished = training.advance(left);
                left = left.saturating_sub((training.progress().done - before).max(1));
                if finished {
                    let i = *i;
                    let last = training.epochs().last();
                    self.models.push(Model {
                        sizes: self.trainings[i].player_counts.clone(),
                        data: training.data().cloned().unwrap_or_default(),
                        loss: last.map_or(0.0, |e| e.loss),
                        accuracy: last.map_or(0.0, |e| e.accuracy),
                    });
                    self.networks.push(Arc::new(training.network().clone()));
                    self.current = (i + 1 < self.trainings.len())
                        .then(|| Training::new(self.trainings[i + 1].clone()))
                        .transpose()
                        .expect("checked with the first training")
                        .map(|t| (i + 1, Box::new(t)));
                }
                continue;
            }
            self.evaluate_one();
            left -= 1;
        }
        self.outcome.is_some()
    }

    fn evaluate_one(&mut self) {
        let (model, size, game) = self.next;
        let sizes = &self.config.training.player_counts;
        let players = sizes[size];
        // Network 0 is the universal one; 1 + s the specific one of size index s.
        let network = if model == 0 {
            self.networks[1 + size].clone()
        } else {
            self.networks[0].clone()
        };
        let deals = Seed(self.config.training.seed)
            .derive(STREAM_DEALS)
            .derive(players as u64);
        let result = experiment_game(&AgentKind::Nn(network), players, deals, game);
        if model == 0 {
            self.specific.push(result);
        } else {
            self.universal.push(result);
        }
        self.played += 1;
        self.next = if game + 1 < self.config.games {
            (model, size, game + 1)
        } else if size + 1 < sizes.len() {
            (model, size + 1, 0)
        } else {
            (model + 1, 0, 0)
        };
        if self.played == self.evaluation_games() {
            self.outcome = Some(CompareOutcome {
                config: self.config.clone(),
                models: self.models.clone(),
                specific: std::mem::take(&mut self.specific),
                universal: std::mem::take(&mut self.universal),
            });
        }
    }
}

impl Job for Comparison {
    type Output = CompareOutcome;

    fn step(&mut self, budget: u64) -> Option<CompareOutcome> {
        self.advance(budget);
        self.outcome.clone()
    }

    fn progress(&self) -> Progress {
        // Each training one share, the evaluation games one more.
        let shares = self.trainings.len() as f64 + 1.0;
        let done = match &self.current {
            Some((i, t)) => *i as f64 + t.progress().fraction,
            None => {
                self.trainings.len() as f64
                    + self.played as f64 / self.evaluation_games().max(1) as f64
            }
        };
        Progress {
            done: self.played,
            total: Some(self.evaluation_games()),
            fraction: if self.outcome.is_some() {
                1.0
            } else {
                (done / shares).clamp(0.0, 1.0)
            },
            unit: "evaluation games (after the trainings)".into(),
        }
    }
}

/// The thesis's figure of the points' range ("Zakres punktów dla badanych modeli"): per table
/// size and model, the mean score with a bar from the lowest to the highest (a model without
/// rows — every game interrupted under the thesis's rule — is left out); `None` when both
/// tables are empty.
pub fn range_chart(specific: &[Row], universal: &[Row]) -> Option<LineChart> {
    crate::i18n::with_english(|w| range_chart_in(specific, universal, w))
}

/// [`range_chart`] in the language of `words`.
pub fn range_chart_in(
    specific: &[Row],
    universal: &[Row],
    words: &crate::i18n::Catalogue,
) -> Option<LineChart> {
    if specific.is_empty() && universal.is_empty() {
        return None;
    }
    let series = |rows: &[Row], name: String, shift: f64, color| -> Option<Series> {
        let sized: Vec<&Row> = rows.iter().filter(|r| r.players.is_some()).collect();
        if sized.is_empty() {
            return None;
        }
        Some(Series {
            name,
            points: sized
                .iter()
                .map(|r| (f64::from(r.players.unwrap_or(0)) + shift, r.mean))
                .collect(),
            style: SeriesStyle::Points,
            color,
            errors: Some(sized.iter().map(|r| (r.min, r.max)).collect()),
        })
    };
    Some(LineChart {
        title: words.msg("ttr-u-range-title"),
        x_label: words.msg("ttr-fig-players-axis"),
        y_label: words.msg("ttr-fig-score"),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series: [
            series(
                specific,
                words.msg("ttr-u-series-specific"),
                -0.08,
                PALETTE[0],
            ),
            series(
                universal,
                words.msg("ttr-u-series-universal"),
                0.08,
                PALETTE[1],
            ),
        ]
        .into_iter()
        .flatten()
        .collect(),
        hlines: Vec::new(),
        vlines: Vec::new(),
        x_range: Some((1.5, 5.5)),
        y_range: None,
        size: (560, 340),
    })
}

/// The thesis's two tables (its Tables 5.2 and 5.3: 60 games per table size and model, 40
/// epochs of batches of 250; the games a forbidden decision ended are not counted): per model
/// and table size (`None`: all), min, max, mean, median, completed games, % over 110 / 120 /
/// 140, completed and failed tickets in all.
pub const THESIS_TABLES: [(&str, [ThesisRow; 5]); 2] = [
    (
        "specific",
        [
            ThesisRow::new(
                Some(2),
                41,
                157,
                101.66,
                99.5,
                60,
                [28.33, 18.33, 4.17],
                467,
                63,
            ),
            ThesisRow::new(
                Some(3),
                48,
                140,
                99.4,
                101.0,
                55,
                [24.24, 10.30, 0.00],
                575,
                66,
            ),
            ThesisRow::new(
                Some(4),
                46,
                148,
                97.36,
                100.0,
                60,
                [25.00, 8.75, 0.42],
                873,
                102,
            ),
            ThesisRow::new(
                Some(5),
                41,
                142,
                92.05,
                91.0,
                56,
                [18.57, 8.21, 0.36],
                951,
                135,
            ),
            ThesisRow::new(
                None,
                41,
                157,
                96.57,
                97.0,
                231,
                [23.11, 10.31, 0.87],
                2866,
                366,
            ),
        ],
    ),
    (
        "universal",
        [
            ThesisRow::new(
                Some(2),
                45,
                154,
                108.12,
                108.0,
                60,
                [43.33, 25.00, 3.33],
                515,
                41,
            ),
            ThesisRow::new(
                Some(3),
                49,
                133,
                96.51,
                97.0,
                60,
                [24.44, 7.78, 0.00],
                603,
                90,
            ),
            ThesisRow::new(
                Some(4),
                54,
                144,
                97.69,
                99.5,
                59,
                [23.73, 8.05, 1.27],
                855,
                83,
            ),
            ThesisRow::new(
                Some(5),
                37,
                143,
                94.88,
                96.5,
                56,
                [21.07, 7.14, 0.71],
                939,
                111,
            ),
            ThesisRow::new(
                None,
                37,
                154,
                98.00,
                99.0,
                235,
                [25.86, 10.17, 1.10],
                2912,
                325,
            ),
        ],
    ),
];

/// One row of the thesis's chapter 5 tables.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ThesisRow {
    /// Players (`None`: all).
    pub players: Option<u8>,
    /// Lowest score.
    pub min: i32,
    /// Highest.
    pub max: i32,
    /// Mean.
    pub mean: f64,
    /// Median.
    pub median: f64,
    /// Games finished without a forbidden decision (of 60 per size).
    pub completed_games: u32,
    /// % of players over 110, 120, 140.
    pub over: [f64; 3],
    /// Tickets completed in all.
    pub completed_tickets: u32,
    /// Tickets failed in all.
    pub failed_tickets: u32,
}

impl ThesisRow {
    #[allow(clippy::too_many_arguments)]
    const fn new(
        players: Option<u8>,
        min: i32,
        max: i32,
        mean: f64,
        median: f64,
        completed_games: u32,
        over: [f64; 3],
        completed_tickets: u32,
        failed_tickets: u32,
    ) -> ThesisRow {
        ThesisRow {
            players,
            min,
            max,
            mean,
            median,
            completed_games,
            over,
            completed_tickets,
            failed_tickets,
        }
    }
}

/// The head of [`comparison_table`].
pub const COMPARISON_HEAD: [&str; 11] = [
    "players",
    "min",
    "max",
    "mean",
    "median",
    "games counted",
    "% > 110",
    "% > 120",
    "% > 140",
    "tickets done",
    "tickets failed",
];

/// One of the thesis's tables beside ours as text cells under [`COMPARISON_HEAD`]: each cell
/// "thesis / ours"; the tickets in all, as the thesis counts them.
pub fn comparison_table(thesis: &[ThesisRow], ours: &[Row]) -> Vec<Vec<String>> {
    comparison_table_with(thesis, ours, "all")
}

/// [`comparison_table`] for the page: the overall row named in the language of `words`.
pub fn comparison_table_in(
    thesis: &[ThesisRow],
    ours: &[Row],
    words: &crate::i18n::Catalogue,
) -> Vec<Vec<String>> {
    comparison_table_with(thesis, ours, &words.msg("ttr-x-all"))
}

/// The head of [`comparison_table`] in the language of `words` (the CSV keeps
/// [`COMPARISON_HEAD`]).
pub fn comparison_head_in(words: &crate::i18n::Catalogue) -> Vec<String> {
    vec![
        words.msg("ttr-x-col-players"),
        words.msg("ttr-x-col-min"),
        words.msg("ttr-x-col-max"),
        words.msg("ttr-x-col-mean"),
        words.msg("ttr-x-col-median"),
        words.msg("ttr-u-col-games-counted"),
        words.msg("ttr-x-col-over-110"),
        words.msg("ttr-x-col-over-120"),
        words.msg("ttr-x-col-over-140"),
        words.msg("ttr-u-col-tickets-done"),
        words.msg("ttr-u-col-tickets-failed"),
    ]
}

fn comparison_table_with(thesis: &[ThesisRow], ours: &[Row], all: &str) -> Vec<Vec<String>> {
    thesis
        .iter()
        .filter_map(|t| {
            let r = ours.iter().find(|r| r.players == t.players)?;
            let seats = r.results as f64;
            Some(vec![
                r.players.map_or(all.into(), |p| p.to_string()),
                format!("{} / {:.0}", t.min, r.min),
                format!("{} / {:.0}", t.max, r.max),
                format!("{:.2} / {:.2}", t.mean, r.mean),
                format!("{:.1} / {:.1}", t.median, r.median),
                format!("{} / {}", t.completed_games, r.games),
                format!("{:.2} / {:.2}", t.over[0], r.over_110),
                format!("{:.2} / {:.2}", t.over[1], r.over_120),
                format!("{:.2} / {:.2}", t.over[2], r.over_140),
                format!("{} / {:.0}", t.completed_tickets, r.completed * seats),
                format!("{} / {:.0}", t.failed_tickets, r.failed * seats),
            ])
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::run_to_end;

    fn small() -> CompareConfig {
        CompareConfig {
            training: TrainConfig {
                games_per_count: 3,
                player_counts: vec![2, 3],
                epochs: 2,
                eval_games: 5,
                seed: 4,
                ..TrainConfig::default()
            },
            games: 3,
        }
    }

    #[test]
    fn the_comparison_trains_a_universal_and_a_network_per_size_and_plays_the_same_deals() {
        let out = run_to_end(&mut Comparison::new(small()).unwrap());
        assert_eq!(out.models.len(), 3);
        assert_eq!(out.models[0].sizes, vec![2, 3]);
        assert_eq!(out.models[1].sizes, vec![2]);
        assert_eq!(out.models[2].sizes, vec![3]);
        // The specific networks learned from the universal network's games of their size.
        assert_eq!(
            out.models[0].data.games,
            out.models[1].data.games + out.models[2].data.games
        );
        assert_eq!(
            out.models[0].data.examples,
            out.models[1].data.examples + out.models[2].data.examples
        );
        assert_eq!(out.specific.len(), 6);
        assert_eq!(out.universal.len(), 6);
        for (s, u) in out.specific.iter().zip(&out.universal) {
            assert_eq!((s.players, s.index), (u.players, u.index), "the same deals");
        }
        // The universal network's games are those of an experiment with it.
        let mut direct = Training::new(CompareConfig::trainings(&small())[0].clone()).unwrap();
        let net = Arc::new(run_to_end(&mut direct).network);
        let deals = Seed(4).derive(STREAM_DEALS).derive(3);
        assert_eq!(
            experiment_game(&AgentKind::Nn(net), 3, deals, 1),
            out.universal[4]
        );
        let (s, u) = out.tables(ForbiddenRule::Replace);
        assert_eq!((s.len(), u.len()), (3, 3));
        let chart = range_chart(&s, &u).unwrap();
        assert_eq!(chart.series.len(), 2);
        assert_eq!(chart.series[0].points.len(), 2);
        let e = chart.series[1].errors.as_ref().unwrap();
        assert_eq!(e[0], (u[0].min, u[0].max));
        assert_eq!(range_chart(&[], &u).unwrap().series.len(), 1);
        assert_eq!(range_chart(&[], &[]), None);
        // The table beside the thesis's: a row per size present and the overall one.
        let cells = comparison_table(&THESIS_TABLES[1].1, &u);
        assert_eq!(cells.len(), 3);
        assert_eq!(cells[0][0], "2");
        assert_eq!(cells[2][0], "all");
        assert_eq!(cells[0][3], format!("108.12 / {:.2}", u[0].mean));
        assert!(cells.iter().all(|r| r.len() == COMPARISON_HEAD.len()));
        let tickets: u32 = out.universal[..3]
            .iter()
            .flat_map(|g| g.scores.iter().map(|s| s.completed))
            .sum();
        assert_eq!(cells[0][9], format!("515 / {tickets}"));
    }

    #[test]
    fn a_bad_configuration_is_refused_by_name() {
        let mut c = small();
        c.games = 0;
        assert!(Comparison::new(c).unwrap_err().contains("games"));
        let mut c = small();
        c.training.epochs = 0;
        assert!(Comparison::new(c).unwrap_err().contains("epochs"));
        assert!(CompareConfig::new("mine", 1)
            .unwrap_err()
            .contains("protocol"));
        assert_eq!(CompareConfig::new("thesis", 1).unwrap().training.epochs, 40);
    }

    #[test]
    fn the_thesis_tables_add_up() {
        for (_, rows) in THESIS_TABLES {
            let sizes = &rows[..4];
            let all = rows[4];
            assert_eq!(
                sizes.iter().map(|r| r.completed_games).sum::<u32>(),
                all.completed_games
            );
            assert_eq!(
                sizes.iter().map(|r| r.completed_tickets).sum::<u32>(),
                all.completed_tickets
            );
            assert_eq!(
                sizes.iter().map(|r| r.failed_tickets).sum::<u32>(),
                all.failed_tickets
            );
            assert_eq!(sizes.iter().map(|r| r.min).min(), Some(all.min));
            assert_eq!(sizes.iter().map(|r| r.max).max(), Some(all.max));
        }
    }
}
