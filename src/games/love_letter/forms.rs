//! The Love Letter page's tournament and race forms, read into worker requests: every field
//! checked and every bad one named (the page shows each error beside its field), and a
//! tournament split over the workers. Core code, so `cargo test` sees what the page computes.

use super::agents::{AgentKind, AGENTS};
use super::jobs::Request;
use super::tournament::{MAX_GAMES, MAX_ITERATIONS};
use crate::i18n::Said;
use crate::racing::{Algorithm, Params};
use crate::text::FieldError;

/// The most games one race in the page may play.
pub const RACE_CAP: u64 = 100_000;

/// The tournament's fields as typed.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentForm {
    /// Which of the agents ([`AgentKind::ALL`]) take part.
    pub lineup: Vec<bool>,
    /// Seats per table.
    pub players: usize,
    /// Games, as typed.
    pub games: String,
    /// Seed, as typed.
    pub seed: String,
    /// ISMCTS iterations, as typed.
    pub it: String,
}

impl Default for TournamentForm {
    fn default() -> Self {
        TournamentForm {
            lineup: vec![true, true, true, false, false],
            players: 2,
            games: "3000".into(),
            seed: "1".into(),
            it: "300".into(),
        }
    }
}

/// A tournament the form describes.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentRequest {
    /// The lineup's names.
    pub agents: Vec<AgentKind>,
    /// Seats per table.
    pub players: usize,
    /// Games.
    pub games: u64,
    /// Seed.
    pub seed: u64,
    /// ISMCTS iterations per decision.
    pub iterations: u32,
}

/// A whole number in `1..=max`, or the field's error.
fn whole(field: &'static str, text: &str, max: u64) -> Result<u64, FieldError> {
    match text.trim().parse::<u64>() {
        Ok(v) if (1..=max).contains(&v) => Ok(v),
        _ => Err(FieldError::new(field, give_whole_number(max))),
    }
}

/// "give a whole number 1–`max`".
pub(crate) fn give_whole_number(max: u64) -> Said {
    Said::new("field-give-whole-between")
        .count("min", 1)
        .text("max", max.to_string())
}

/// [`super::agents::unknown_agent`]'s words, for any language.
pub(crate) fn unknown_agent(name: &str) -> Said {
    Said::new("field-ll-unknown-agent")
        .text("name", format!("{name:?}"))
        .text("agents", AGENTS.join(", "))
}

impl TournamentForm {
    /// The tournament, or every field's error (fields `t-lineup`, `t-games`, `t-seed`, `t-it`).
    pub fn request(&self) -> Result<TournamentRequest, Vec<FieldError>> {
        let mut errors = Vec::new();
        let agents: Vec<AgentKind> = AgentKind::ALL
            .into_iter()
            .zip(&self.lineup)
            .filter(|(_, on)| **on)
            .map(|(a, _)| a)
            .collect();
        if agents.len() < self.players {
            errors.push(FieldError::new(
                "t-lineup",
                Said::new("field-ll-lineup").count("n", self.players as i64),
            ));
        }
        let mut keep = |r: Result<u64, FieldError>| r.map_err(|e| errors.push(e)).ok();
        let games = keep(whole("t-games", &self.games, MAX_GAMES));
        let seed = keep(whole("t-seed", &self.seed, u64::MAX));
        let it = keep(whole("t-it", &self.it, u64::from(MAX_ITERATIONS)));
        match (games, seed, it) {
            (Some(games), Some(seed), Some(it)) if errors.is_empty() => Ok(TournamentRequest {
                agents,
                players: self.players,
                games,
                seed,
                iterations: it as u32,
            }),
            _ => Err(errors),
        }
    }
}

impl TournamentRequest {
    /// One job per worker (at most `workers`, at most one per game): worker `i` plays the
    /// games `i, i + w, i + 2w, …`, so together they play each game once.
    pub fn jobs(&self, workers: usize) -> Vec<Request> {
        let w = (workers.max(1) as u64).min(self.games);
        (0..w)
            .map(|i| Request::Tournament {
                agents: self.agents.clone(),
                players: self.players,
                seed: self.seed,
                iterations: self.iterations,
                first: i,
                stride: w,
                count: (self.games - i).div_ceil(w),
            })
            .collect()
    }
}

/// The race the race form describes: agents and race (`[a, b, algorithm key]`) and
/// `[ε, δ, seed, iterations]` as typed; or every bad field (`r-eps`, `r-delta`, `r-seed`,
/// `r-it`, and `r-a`/`r-b` for a name that is no agent). An unknown race key falls back to ILEBR* 2 (the form offers only known keys).
pub fn race_request(
    [a, b, alg]: [&str; 3],
    [eps, delta, seed, it]: [&str; 4],
) -> Result<Request, Vec<FieldError>> {
    let mut errors = Vec::new();
    let mut real = |field: &'static str, name: &'static str, text: &str| {
        crate::racing::lab::open_unit_field(name, text)
            .map_err(|e| errors.push(FieldError { field, ..e }))
            .ok()
    };
    let eps = real("r-eps", "eps", eps);
    let delta = real("r-delta", "delta", delta);
    let seed = match seed.trim().parse::<u64>() {
        Ok(v) => Some(v),
        Err(_) => {
            errors.push(FieldError::new(
                "r-seed",
                Said::new("field-give-a-whole-number"),
            ));
            None
        }
    };
    let it = whole("r-it", it, u64::from(MAX_ITERATIONS))
        .map_err(|e| errors.push(e))
        .ok();
    let mut agent = |field: &'static str, name: &str| {
        let kind = AgentKind::parse(name);
        if kind.is_none() {
            errors.push(FieldError::new(field, unknown_agent(name)));
        }
        kind
    };
    let (a, b) = (agent("r-a", a), agent("r-b", b));
    match (a, b, eps, delta, seed, it) {
        (Some(a), Some(b), Some(eps), Some(delta), Some(seed), Some(it)) if errors.is_empty() => {
            Ok(Request::Race {
                a,
                b,
                iterations: it as u32,
                seed,
                algorithm: Algorithm::from_key(alg).unwrap_or(Algorithm::IlebrStar2),
                params: Params {
                    eps,
                    delta,
                    tests: None,
                    cap: RACE_CAP,
                },
            })
        }
        _ => Err(errors),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tournament_form_becomes_jobs_that_play_each_game_once() {
        let r = TournamentForm {
            games: "7".into(),
            ..TournamentForm::default()
        }
        .request()
        .unwrap();
        assert_eq!(
            r.agents,
            [
                AgentKind::Random,
                AgentKind::Greedy,
                AgentKind::GreedyMemory
            ]
        );
        let mut games: Vec<u64> = Vec::new();
        for spec in r.jobs(3) {
            let Request::Tournament {
                first,
                stride,
                count,
                ..
            } = spec
            else {
                panic!("a tournament job")
            };
            games.extend((0..count).map(|k| first + k * stride));
        }
        games.sort_unstable();
        assert_eq!(games, (0..7).collect::<Vec<_>>());
        // Never more workers than games.
        let one = TournamentForm {
            games: "1".into(),
            ..TournamentForm::default()
        };
        assert_eq!(one.request().unwrap().jobs(4).len(), 1);
    }

    #[test]
    fn bad_fields_are_all_named() {
        let form = TournamentForm {
            lineup: vec![true, false, false, false],
            games: "0".into(),
            seed: "x".into(),
            it: "2000000".into(),
            ..TournamentForm::default()
        };
        let fields: Vec<&str> = form
            .request()
            .unwrap_err()
            .iter()
            .map(|e| e.field)
            .collect();
        assert_eq!(fields, ["t-lineup", "t-games", "t-seed", "t-it"]);
        let fields: Vec<&str> =
            race_request(["greedy", "random", "ilebr-star2"], ["2", "0", "-1", "0"])
                .unwrap_err()
                .iter()
                .map(|e| e.field)
                .collect();
        assert_eq!(fields, ["r-eps", "r-delta", "r-seed", "r-it"]);
        let fields: Vec<&str> = race_request(
            ["wizard", "random", "hoeffding"],
            ["0.05", "0.05", "1", "300"],
        )
        .unwrap_err()
        .iter()
        .map(|e| e.field)
        .collect();
        assert_eq!(fields, ["r-a"]);
        let ok = race_request(
            ["greedy", "random", "hoeffding"],
            ["0.05", "0.05", "1", "300"],
        )
        .unwrap();
        assert!(matches!(
            ok,
            Request::Race {
                algorithm: Algorithm::Hoeffding,
                iterations: 300,
                ..
            }
        ));
    }
}
