//! The Ticket to Ride page's experiment and training forms, read into requests: every field
//! checked here, in the core where `cargo test` sees it, so the page only reads its inputs and
//! starts jobs (as Love Letter's forms do).

use super::experiment::ForbiddenRule;
use super::experiment::{AGENT_NAMES, MAX_GAMES};
use super::features::FeatureSet;
use super::jobs::{check_games, check_table_sizes};
use super::nn::{Reduction, TrainConfig};
use super::universal::CompareConfig;
use crate::i18n::Said;

/// The experiment's settings as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExperimentForm {
    /// `algo`, `nn` or `random`.
    pub agent: String,
    /// A table size (2–5), or `all`.
    pub players: String,
    /// Games per table size.
    pub games: String,
    /// The seed.
    pub seed: String,
}

/// A checked experiment: the agent, the table sizes, games per size and the seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExperimentRequest {
    /// `algo`, `nn` or `random`.
    pub agent: String,
    /// The table sizes.
    pub players: Vec<usize>,
    /// Games per table size.
    pub games: u64,
    /// The seed.
    pub seed: u64,
}

impl Default for ExperimentForm {
    fn default() -> Self {
        ExperimentForm {
            agent: "algo".into(),
            players: "2".into(),
            games: "40".into(),
            seed: "1".into(),
        }
    }
}

impl ExperimentForm {
    /// The request the fields make, or what is wrong with them.
    pub fn request(&self) -> Result<ExperimentRequest, String> {
        self.request_said().map_err(|e| e.english())
    }

    /// [`ExperimentForm::request`] with what is wrong as a message for any language.
    pub fn request_said(&self) -> Result<ExperimentRequest, Said> {
        if !AGENT_NAMES.contains(&self.agent.as_str()) {
            return Err(
                Said::new("ttr-form-unknown-player").text("name", format!("{:?}", self.agent))
            );
        }
        let bad_players =
            || Said::new("ttr-form-players").text("text", format!("{:?}", self.players.trim()));
        let players = match self.players.trim() {
            "all" => vec![2, 3, 4, 5],
            p => match p.parse::<usize>() {
                Ok(n) => vec![n],
                _ => return Err(bad_players()),
            },
        };
        check_table_sizes(&players).map_err(|_| bad_players())?;
        let games: u64 = self
            .games
            .trim()
            .parse()
            .ok()
            .filter(|&g| check_games(g).is_ok())
            .ok_or_else(|| {
                Said::new("ttr-form-games")
                    .count("max", MAX_GAMES as i64)
                    .text("text", format!("{:?}", self.games))
            })?;
        let seed: u64 = self
            .seed
            .trim()
            .parse()
            .map_err(|_| Said::new("ttr-form-seed").text("text", format!("{:?}", self.seed)))?;
        Ok(ExperimentRequest {
            agent: self.agent.clone(),
            players,
            games,
            seed,
        })
    }
}

/// The training's settings as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrainForm {
    /// Teacher games per table size.
    pub games: String,
    /// Table sizes, comma-separated.
    pub counts: String,
    /// Epochs.
    pub epochs: String,
    /// Mini-batch size.
    pub batch: String,
    /// Learning rate.
    pub rate: String,
    /// Evaluation games per epoch.
    pub eval: String,
    /// The seed.
    pub seed: String,
    /// The inputs: `original`, `revised` or `repository`.
    pub features: String,
    /// The batch's loss: `mean` or `sum`.
    pub loss: String,
    /// Mini-batches per epoch; empty for one pass over the decisions.
    pub steps: String,
    /// Where AdaGrad's sums of squares start.
    pub accumulator: String,
}

impl Default for TrainForm {
    fn default() -> Self {
        TrainForm {
            games: "10".into(),
            counts: "2, 3, 4, 5".into(),
            epochs: "10".into(),
            batch: "250".into(),
            rate: "0.01".into(),
            eval: "8".into(),
            seed: "1".into(),
            features: "original".into(),
            loss: "mean".into(),
            steps: String::new(),
            accumulator: "0".into(),
        }
    }
}

impl TrainForm {
    /// The fields of protocol `name` ([`TrainConfig::protocol`]), keeping the seed, the table
    /// sizes and the inputs typed here (their defaults when they do not read).
    pub fn with_protocol(&self, name: &str) -> Result<TrainForm, String> {
        let typed = TrainConfig {
            seed: self.seed.trim().parse().unwrap_or(1),
            player_counts: self
                .counts
                .split(',')
                .map(|c| c.trim().parse::<usize>())
                .collect::<Result<Vec<_>, _>>()
                .unwrap_or_else(|_| vec![2, 3, 4, 5]),
            features: FeatureSet::parse(&self.features).unwrap_or_default(),
            ..TrainConfig::default()
        };
        let c = typed.protocol(name)?;
        Ok(TrainForm {
            games: c.games_per_count.to_string(),
            counts: self.counts.clone(),
            epochs: c.epochs.to_string(),
            batch: c.batch.to_string(),
            rate: c.learning_rate.to_string(),
            eval: c.eval_games.to_string(),
            seed: self.seed.clone(),
            features: self.features.clone(),
            loss: c.loss.name().into(),
            steps: c.steps_per_epoch.map_or(String::new(), |n| n.to_string()),
            accumulator: c.initial_accumulator.to_string(),
        })
    }

    /// The training the fields describe, checked by [`TrainConfig::validate`].
    pub fn config(&self) -> Result<TrainConfig, String> {
        let num = |name: &str, v: &str| -> Result<u64, String> {
            v.trim()
                .parse()
                .map_err(|_| format!("{name} must be a whole number, not {v:?}"))
        };
        let small = |name: &str, v: &str| num(name, v).map(|n| n.min(u64::from(u32::MAX)) as u32);
        let counts = self
            .counts
            .split(',')
            .map(|c| num("table sizes", c).map(|n| n as usize))
            .collect::<Result<Vec<_>, _>>()?;
        let config =
            TrainConfig {
                games_per_count: small("games", &self.games)?,
                player_counts: counts,
                epochs: small("epochs", &self.epochs)?,
                batch: num("batch", &self.batch)? as usize,
                learning_rate: self.rate.trim().parse().map_err(|_| {
                    format!("the learning rate must be a number, not {:?}", self.rate)
                })?,
                eval_games: small("evaluation games", &self.eval)?,
                seed: num("seed", &self.seed)?,
                features: FeatureSet::parse(&self.features)?,
                loss: Reduction::parse(&self.loss)?,
                steps_per_epoch: match self.steps.trim() {
                    "" => None,
                    s => Some(small("steps per epoch", s)?),
                },
                initial_accumulator: self.accumulator.trim().parse().map_err(|_| {
                    format!(
                        "AdaGrad's starting sum must be a number, not {:?}",
                        self.accumulator
                    )
                })?,
                ..TrainConfig::default()
            };
        config.validate()?;
        Ok(config)
    }
}

/// The universal-versus-specific comparison's settings as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UniversalForm {
    /// `ours` or `thesis`.
    pub protocol: String,
    /// The inputs: `original`, `revised` or `repository`.
    pub features: String,
    /// Evaluation games per table size and model.
    pub games: String,
    /// The seed.
    pub seed: String,
    /// The tables' rule for forbidden decisions: `end` (the thesis's) or `replace`.
    pub rule: String,
}

impl Default for UniversalForm {
    fn default() -> Self {
        UniversalForm {
            protocol: "ours".into(),
            features: "original".into(),
            games: "20".into(),
            seed: "1".into(),
            rule: "end".into(),
        }
    }
}

impl UniversalForm {
    /// The comparison the fields describe (the rule only chooses how its tables read).
    pub fn config(&self) -> Result<CompareConfig, String> {
        let seed = self
            .seed
            .trim()
            .parse()
            .map_err(|_| format!("the seed must be a whole number, not {:?}", self.seed))?;
        let mut c = CompareConfig::new(&self.protocol, seed)?;
        c.training.features = FeatureSet::parse(&self.features)?;
        c.games = self
            .games
            .trim()
            .parse()
            .map_err(|_| format!("games must be a whole number, not {:?}", self.games))?;
        c.validate()?;
        Ok(c)
    }

    /// The rule the tables are read under.
    pub fn rule(&self) -> ForbiddenRule {
        ForbiddenRule::parse(&self.rule).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn experiment_fields_are_checked_by_name() {
        let ok = ExperimentForm::default().request().unwrap();
        assert_eq!((ok.players, ok.games, ok.seed), (vec![2], 40, 1));
        let all = ExperimentForm {
            players: "all".into(),
            ..ExperimentForm::default()
        };
        assert_eq!(all.request().unwrap().players, vec![2, 3, 4, 5]);
        for (form, word) in [
            (
                ExperimentForm {
                    players: "7".into(),
                    ..ExperimentForm::default()
                },
                "players",
            ),
            (
                ExperimentForm {
                    games: "0".into(),
                    ..ExperimentForm::default()
                },
                "games",
            ),
            (
                ExperimentForm {
                    games: "100001".into(),
                    ..ExperimentForm::default()
                },
                "games",
            ),
            (
                ExperimentForm {
                    seed: "-1".into(),
                    ..ExperimentForm::default()
                },
                "seed",
            ),
            (
                ExperimentForm {
                    agent: "genius".into(),
                    ..ExperimentForm::default()
                },
                "player",
            ),
        ] {
            let e = form.request().unwrap_err();
            assert!(e.contains(word), "{e}");
        }
    }

    #[test]
    fn training_fields_become_a_valid_config_or_say_what_is_wrong() {
        let c = TrainForm::default().config().unwrap();
        assert_eq!(c.player_counts, vec![2, 3, 4, 5]);
        assert_eq!((c.games_per_count, c.epochs, c.batch), (10, 10, 250));
        let bad_rate = TrainForm {
            rate: "fast".into(),
            ..TrainForm::default()
        };
        assert!(bad_rate.config().unwrap_err().contains("learning rate"));
        let bad_counts = TrainForm {
            counts: "2, x".into(),
            ..TrainForm::default()
        };
        assert!(bad_counts.config().unwrap_err().contains("table sizes"));
        // What TrainConfig itself refuses (a table of 6) is refused here too.
        let six = TrainForm {
            counts: "6".into(),
            ..TrainForm::default()
        };
        assert!(six.config().is_err());
        // The thesis's protocol fills the fields, and they read back as it.
        let thesis = TrainForm::default().with_protocol("thesis").unwrap();
        assert_eq!(
            (
                thesis.epochs.as_str(),
                thesis.steps.as_str(),
                thesis.loss.as_str()
            ),
            ("40", "250", "sum")
        );
        let c = thesis.config().unwrap();
        assert_eq!(c, TrainConfig::default().protocol("thesis").unwrap());
        let ours = thesis.with_protocol("ours").unwrap().config().unwrap();
        assert_eq!(ours, TrainConfig::default());
        assert!(TrainForm::default().with_protocol("quick").is_err());
        for (form, word) in [
            (
                TrainForm {
                    features: "all".into(),
                    ..TrainForm::default()
                },
                "feature set",
            ),
            (
                TrainForm {
                    loss: "max".into(),
                    ..TrainForm::default()
                },
                "loss",
            ),
            (
                TrainForm {
                    steps: "0".into(),
                    ..TrainForm::default()
                },
                "steps_per_epoch",
            ),
            (
                TrainForm {
                    accumulator: "x".into(),
                    ..TrainForm::default()
                },
                "AdaGrad",
            ),
        ] {
            let e = form.config().unwrap_err();
            assert!(e.contains(word), "{e}");
        }
    }

    #[test]
    fn the_comparison_form_reads_the_protocol_and_the_rule() {
        let c = UniversalForm::default().config().unwrap();
        assert_eq!((c.games, c.training.epochs), (20, 30));
        let t = UniversalForm {
            protocol: "thesis".into(),
            features: "revised".into(),
            games: "60".into(),
            ..UniversalForm::default()
        };
        let c = t.config().unwrap();
        assert_eq!((c.games, c.training.epochs), (60, 40));
        assert_eq!(c.training.features, FeatureSet::Revised);
        assert_eq!(t.rule(), ForbiddenRule::End);
        for (form, word) in [
            (
                UniversalForm {
                    games: "0".into(),
                    ..UniversalForm::default()
                },
                "games",
            ),
            (
                UniversalForm {
                    games: "x".into(),
                    ..UniversalForm::default()
                },
                "games",
            ),
            (
                UniversalForm {
                    protocol: "fast".into(),
                    ..UniversalForm::default()
                },
                "protocol",
            ),
            (
                UniversalForm {
                    seed: "-2".into(),
                    ..UniversalForm::default()
                },
                "seed",
            ),
        ] {
            let e = form.config().unwrap_err();
            assert!(e.contains(word), "{e}");
        }
    }
}
