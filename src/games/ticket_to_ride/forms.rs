//! The Ticket to Ride page's experiment and training forms, read into requests: every field
//! checked here, in the core where `cargo test` sees it, so the page only reads its inputs and
//! starts jobs (as Love Letter's forms do).

use super::experiment::{AGENT_NAMES, MAX_GAMES};
use super::jobs::{check_games, check_table_sizes};
use super::nn::TrainConfig;

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
        if !AGENT_NAMES.contains(&self.agent.as_str()) {
            return Err(format!(
                "unknown player {:?}: algo, algo-thesis, nn or random",
                self.agent
            ));
        }
        let players = match self.players.trim() {
            "all" => vec![2, 3, 4, 5],
            p => match p.parse::<usize>() {
                Ok(n) => vec![n],
                _ => return Err(format!("players must be 2–5 or all, not {p:?}")),
            },
        };
        check_table_sizes(&players)
            .map_err(|_| format!("players must be 2–5 or all, not {:?}", self.players.trim()))?;
        let games: u64 = self
            .games
            .trim()
            .parse()
            .ok()
            .filter(|&g| check_games(g).is_ok())
            .ok_or_else(|| format!("games must be 1–{MAX_GAMES}, not {:?}", self.games))?;
        let seed: u64 = self
            .seed
            .trim()
            .parse()
            .map_err(|_| format!("the seed must be a whole number, not {:?}", self.seed))?;
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
        }
    }
}

impl TrainForm {
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
                ..TrainConfig::default()
            };
        config.validate()?;
        Ok(config)
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
    }
}
