//! The prisoner's dilemma panels' form, as typed, read in the worker into what the core plays:
//! one place checks every field (payoffs, turns, noise, seed, the players, a person's own rule
//! table) and says what is wrong next to the field that caused it, so the page only shows the
//! errors.

use serde::{Deserialize, Serialize};

use super::game::Payoffs;
use super::lab::read_strategy;
use super::population::PopulationSettings;
use super::race::{DuelMode, DuelSpec};
use super::strategies::{Classic, Strategy, StrategyError};
use super::tournament::TournamentSpec;
use crate::i18n::Said;
use crate::racing::{Algorithm, Params};
use crate::text::{read_count, read_real, FieldError};

/// The strategies a tournament starts with on the page: the classic round of a lesson.
pub const DEFAULT_PLAYERS: [&str; 12] = [
    "Cooperator",
    "Defector",
    "Tit For Tat",
    "Grudger",
    "Tit For 2 Tats",
    "Win-Stay Lose-Shift",
    "Suspicious Tit For Tat",
    "Alternator",
    "Random",
    "Prober",
    "First by Joss",
    "Gradual",
];

/// The form's fields as typed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IpdForm {
    /// `R,S,T,P`.
    pub payoffs: String,
    /// Turns per match.
    pub turns: String,
    /// Probability that a move is flipped.
    pub noise: String,
    /// The seed.
    pub seed: String,
    /// Which classics (in [`Classic::ALL`]'s order) play the tournament.
    pub players: Vec<bool>,
    /// A person's own strategy (`memory-one:…` or `lookup:…`), empty for none.
    pub yours: String,
    /// The name it plays under in tables and charts (empty: named by its rule).
    pub yours_name: String,
    /// Player A of the match and the race (a name, or "Yours").
    pub a: String,
    /// Player B.
    pub b: String,
    /// Repetitions of the tournament.
    pub repetitions: String,
    /// Generations of the ecological simulation.
    pub generations: String,
    /// The race's δ.
    pub delta: String,
    /// Whether the race plays against the tournament's field (else head to head).
    pub field: bool,
    /// Individuals of each strategy in population play (`name=count` per line).
    pub population: String,
    /// Rounds of population play.
    pub rounds: String,
    /// The page's language code, for the answers' words (empty: English).
    #[serde(default)]
    pub lang: String,
}

/// A match the form describes.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchSpec {
    /// Player A.
    pub a: Strategy,
    /// Player B.
    pub b: Strategy,
    /// Turns.
    pub turns: u32,
    /// Noise.
    pub noise: f64,
    /// The stage payoffs.
    pub payoffs: Payoffs,
    /// The seed.
    pub seed: u64,
}

/// Population play the form describes.
#[derive(Clone, Debug, PartialEq)]
pub struct PopulationPlan {
    /// The strategies present.
    pub strategies: Vec<Strategy>,
    /// Individuals of each at the start.
    pub counts: Vec<u32>,
    /// Matches and replacement.
    pub settings: PopulationSettings,
    /// Rounds.
    pub rounds: u32,
    /// The seed.
    pub seed: u64,
}

/// The name the form uses for a person's own strategy.
pub const YOURS: &str = "Yours";

/// The name a person's own rule plays under until they give it another.
pub const DEFAULT_NAME: &str = "My rule";

/// The most characters of the name of a person's rule (it heads a column of the matrix).
pub const MAX_NAME: usize = 24;

impl Default for IpdForm {
    fn default() -> Self {
        IpdForm {
            payoffs: "3,0,5,1".into(),
            turns: "200".into(),
            noise: "0".into(),
            seed: "1".into(),
            players: Classic::NAMES
                .iter()
                .map(|n| DEFAULT_PLAYERS.contains(n))
                .collect(),
            yours: "memory-one:1,1/3,1,1/3".into(),
            yours_name: DEFAULT_NAME.into(),
            a: "Tit For Tat".into(),
            b: "Defector".into(),
            repetitions: "10".into(),
            generations: "100".into(),
            delta: "0.05".into(),
            field: true,
            population: "Cooperator=15\nDefector=5\nTit For Tat=5".into(),
            rounds: "30".into(),
            lang: String::new(),
        }
    }
}

/// The settings every panel shares, read.
#[derive(Clone, Debug, PartialEq)]
pub struct Shared {
    /// The stage payoffs.
    pub payoffs: Payoffs,
    /// Turns per match.
    pub turns: u32,
    /// Noise.
    pub noise: f64,
    /// Seed.
    pub seed: u64,
}

fn field<T>(name: &'static str, r: Result<T, Said>, errors: &mut Vec<FieldError>) -> Option<T> {
    r.map_err(|said| errors.push(FieldError::new(name, said)))
        .ok()
}

/// Another part's error, in its English words.
fn english<E: std::fmt::Display>(e: E) -> Said {
    Said::new("field-reason").text("reason", e.to_string())
}

/// A strategy's error in the page's words: an unknown name points to the page's own list
/// (the command line's message points to its `strategies` command).
fn page_words(e: &StrategyError) -> Said {
    match e {
        StrategyError::Unknown(name) => {
            Said::new("field-ipd-unknown-strategy").text("name", format!("{name:?}"))
        }
        StrategyError::Table(e) => e.describe_said(),
    }
}

impl IpdForm {
    /// The value of the field an error names, as typed (`None` for a name no field has).
    pub fn value_of(&self, field: &str) -> Option<String> {
        Some(match field {
            "payoffs" => self.payoffs.clone(),
            "turns" => self.turns.clone(),
            "noise" => self.noise.clone(),
            "seed" => self.seed.clone(),
            "players" => format!("{:?}", self.players),
            "yours" => self.yours.clone(),
            "yours_name" => self.yours_name.clone(),
            "a" => self.a.clone(),
            "b" => self.b.clone(),
            "repetitions" => self.repetitions.clone(),
            "generations" => self.generations.clone(),
            "delta" => self.delta.clone(),
            "population" => self.population.clone(),
            "rounds" => self.rounds.clone(),
            _ => return None,
        })
    }

    /// Whether an error a run of `asked` gave for `field` still applies to this form: the
    /// field holds what it held then. A fixed value takes its message away at once, before
    /// the next run. (An error about two fields, such as a match's turns with its noise,
    /// goes when either changes.)
    pub fn still_wrong(&self, asked: &IpdForm, field: &str) -> bool {
        match field {
            "turns" | "noise" => {
                self.value_of("turns") == asked.value_of("turns")
                    && self.value_of("noise") == asked.value_of("noise")
            }
            _ => self.value_of(field) == asked.value_of(field),
        }
    }
}

impl IpdForm {
    /// The shared settings, or every field's error.
    pub fn shared(&self) -> Result<Shared, Vec<FieldError>> {
        let mut errors = Vec::new();
        let payoffs = field(
            "payoffs",
            Payoffs::parse(&self.payoffs).map_err(english),
            &mut errors,
        );
        let turns = field(
            "turns",
            read_count::<u32>(&self.turns).map_err(|e| e.said()),
            &mut errors,
        );
        let noise = field(
            "noise",
            read_real(&self.noise).map_err(|e| e.said()),
            &mut errors,
        );
        let seed = field(
            "seed",
            read_count::<u64>(&self.seed).map_err(|e| e.said()),
            &mut errors,
        );
        if let (Some(t), Some(n)) = (turns, noise) {
            if let Err(reason) = super::play::check_match(t, n) {
                let name = if t == 0 || t > super::play::MAX_TURNS {
                    "turns"
                } else {
                    "noise"
                };
                errors.push(FieldError::english(name, reason));
            }
        }
        match (payoffs, turns, noise, seed) {
            (Some(payoffs), Some(turns), Some(noise), Some(seed)) if errors.is_empty() => {
                Ok(Shared {
                    payoffs,
                    turns,
                    noise,
                    seed,
                })
            }
            _ => Err(errors),
        }
    }

    /// The person's own strategy, if they wrote one.
    pub fn own(&self) -> Result<Option<Strategy>, FieldError> {
        if self.yours.trim().is_empty() {
            return Ok(None);
        }
        let name = self.yours_name.trim();
        if name.chars().count() > MAX_NAME {
            return Err(FieldError::new(
                "yours_name",
                Said::new("field-ipd-name-long").count("max", MAX_NAME as i64),
            ));
        }
        if Classic::NAMES.iter().any(|c| c.eq_ignore_ascii_case(name)) {
            return Err(FieldError::new(
                "yours_name",
                Said::new("field-ipd-name-classic").text("name", format!("{name:?}")),
            ));
        }
        read_strategy(&self.yours)
            .map(|s| Some(s.named(name)))
            .map_err(|e| FieldError::new("yours", page_words(&e)))
    }

    /// The strategy a name of the form stands for.
    fn named(&self, which: &'static str, name: &str) -> Result<Strategy, FieldError> {
        if name == YOURS {
            return match self.own()? {
                Some(s) => Ok(s),
                None => Err(FieldError::new(which, Said::new("field-ipd-write-first"))),
            };
        }
        read_strategy(name).map_err(|e| FieldError::new(which, page_words(&e)))
    }

    /// The tournament's players: the ticked classics, then the person's strategy.
    pub fn lineup(&self) -> Result<Vec<Strategy>, Vec<FieldError>> {
        let mut players: Vec<Strategy> = Classic::ALL
            .iter()
            .zip(&self.players)
            .filter(|(_, on)| **on)
            .map(|(c, _)| Strategy::Classic(*c))
            .collect();
        match self.own() {
            Ok(Some(s)) => players.push(s),
            Ok(None) => {}
            Err(e) => return Err(vec![e]),
        }
        if players.len() < 2 {
            return Err(vec![FieldError::new(
                "players",
                Said::new("field-ipd-two-players"),
            )]);
        }
        Ok(players)
    }

    /// A match between A and B.
    pub fn match_request(&self) -> Result<MatchSpec, Vec<FieldError>> {
        let shared = self.shared();
        let a = self.named("a", &self.a);
        let b = self.named("b", &self.b);
        match (shared, a, b) {
            (Ok(s), Ok(a), Ok(b)) => Ok(MatchSpec {
                a,
                b,
                turns: s.turns,
                noise: s.noise,
                payoffs: s.payoffs,
                seed: s.seed,
            }),
            (s, a, b) => Err(collect(s.err(), [a.err(), b.err()])),
        }
    }

    /// The tournament's settings.
    pub fn tournament(&self) -> Result<TournamentSpec, Vec<FieldError>> {
        let shared = self.shared();
        let players = self.lineup();
        let reps = read_count::<u32>(&self.repetitions).map_err(|e| e.of("repetitions"));
        match (shared, players, reps) {
            (Ok(s), Ok(players), Ok(repetitions)) => {
                let spec = TournamentSpec {
                    players,
                    turns: s.turns,
                    repetitions,
                    noise: s.noise,
                    payoffs: s.payoffs,
                    seed: s.seed,
                };
                spec.check()
                    .map_err(|reason| vec![FieldError::english("repetitions", reason)])?;
                Ok(spec)
            }
            (s, p, r) => {
                let mut errors = collect(s.err(), [r.err()]);
                errors.extend(p.err().unwrap_or_default());
                Err(errors)
            }
        }
    }

    /// Generations of the ecological simulation.
    pub fn generations(&self) -> Result<usize, FieldError> {
        read_count::<usize>(&self.generations)
            .map_err(|e| e.said())
            .and_then(|g| {
                if (1..=10_000).contains(&g) {
                    Ok(g)
                } else {
                    Err(Said::new("field-ipd-generations"))
                }
            })
            .map_err(|said| FieldError::new("generations", said))
    }

    /// The race between A and B (against the tournament's field, or head to head): the duel,
    /// the race (ILEBR* 2) and its parameters.
    pub fn race(&self) -> Result<(DuelSpec, Algorithm, Params), Vec<FieldError>> {
        let shared = self.shared();
        let a = self.named("a", &self.a);
        let b = self.named("b", &self.b);
        let delta = read_real(&self.delta)
            .map_err(|e| e.said())
            .and_then(|d| {
                if d > 0.0 && d < 1.0 {
                    Ok(d)
                } else {
                    Err(Said::new("field-ipd-delta"))
                }
            })
            .map_err(|said| FieldError::new("delta", said));
        let field = if self.field {
            self.lineup().map(DuelMode::Field)
        } else {
            Ok(DuelMode::HeadToHead)
        };
        match (shared, a, b, delta, field) {
            (Ok(s), Ok(a), Ok(b), Ok(delta), Ok(mode)) => {
                let duel = DuelSpec {
                    a,
                    b,
                    mode,
                    turns: s.turns,
                    noise: s.noise,
                    payoffs: s.payoffs,
                    seed: s.seed,
                };
                duel.check()
                    .map_err(|reason| vec![FieldError::english("players", reason)])?;
                let params = Params {
                    delta,
                    ..Params::default()
                };
                Ok((duel, Algorithm::IlebrStar2, params))
            }
            (s, a, b, d, f) => {
                let mut errors = collect(s.err(), [a.err(), b.err(), d.err()]);
                errors.extend(f.err().unwrap_or_default());
                Err(errors)
            }
        }
    }

    /// Population play: `name=count` lines (a name may be "Yours").
    pub fn population(&self) -> Result<PopulationPlan, Vec<FieldError>> {
        let mut errors = Vec::new();
        let shared = self.shared();
        let mut strategies = Vec::new();
        let mut counts = Vec::new();
        for line in self.population.lines().filter(|l| !l.trim().is_empty()) {
            let Some((name, count)) = line.rsplit_once('=') else {
                errors.push(FieldError::new(
                    "population",
                    Said::new("field-ipd-population-line").text("line", line.trim()),
                ));
                continue;
            };
            match (
                self.named("population", name.trim()),
                read_count::<u32>(count.trim()),
            ) {
                (Ok(s), Ok(c)) => {
                    strategies.push(s);
                    counts.push(c);
                }
                (Err(e), _) => errors.push(e),
                (_, Err(e)) => errors.push(FieldError::new(
                    "population",
                    Said::new("field-ipd-population-count")
                        .text("line", line.trim())
                        .said("reason", e.said()),
                )),
            }
        }
        let rounds = field(
            "rounds",
            read_count::<u32>(&self.rounds).map_err(|e| e.said()),
            &mut errors,
        );
        let shared = match shared {
            Ok(s) => Some(s),
            Err(e) => {
                errors.extend(e);
                None
            }
        };
        match (shared, rounds) {
            (Some(s), Some(rounds)) if errors.is_empty() => Ok(PopulationPlan {
                strategies,
                counts,
                settings: PopulationSettings {
                    turns: s.turns.min(1_000),
                    noise: s.noise,
                    payoffs: s.payoffs,
                    ..PopulationSettings::default()
                },
                rounds,
                seed: s.seed,
            }),
            _ => Err(errors),
        }
    }
}

fn collect<const N: usize>(
    shared: Option<Vec<FieldError>>,
    more: [Option<FieldError>; N],
) -> Vec<FieldError> {
    let mut errors = shared.unwrap_or_default();
    errors.extend(more.into_iter().flatten());
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_form_reads() {
        let f = IpdForm::default();
        assert!(f.match_request().is_ok());
        let spec = f.tournament().unwrap();
        assert_eq!(
            spec.players.len(),
            DEFAULT_PLAYERS.len() + 1,
            "the classics and yours"
        );
        assert!(f.race().is_ok());
        assert_eq!(f.population().unwrap().counts, vec![15, 5, 5]);
        for name in DEFAULT_PLAYERS {
            assert!(super::super::by_name(name).is_ok(), "{name}");
        }
        // The person's rule plays under its short name, not its table.
        assert_eq!(spec.players.last().unwrap().name(), DEFAULT_NAME);
    }

    #[test]
    fn an_error_goes_once_its_field_is_fixed() {
        let asked = IpdForm {
            turns: "0".into(),
            payoffs: "3".into(),
            ..IpdForm::default()
        };
        let errors = asked.match_request().unwrap_err();
        let fixed = IpdForm {
            payoffs: "3,0,5,1".into(),
            ..asked.clone()
        };
        assert!(!fixed.still_wrong(&asked, "payoffs"));
        assert!(fixed.still_wrong(&asked, "turns"));
        // A match's turns and noise are checked together: changing either clears both.
        let noise_changed = IpdForm {
            noise: "0.1".into(),
            ..asked.clone()
        };
        assert!(!noise_changed.still_wrong(&asked, "turns"));
        assert!(!noise_changed.still_wrong(&asked, "noise"));
        assert!(noise_changed.still_wrong(&asked, "payoffs"));
        // A field no error names is never "still wrong".
        assert_eq!(asked.value_of("no such field"), None);
        // Every field an error can name is a field of the form.
        for e in errors {
            assert!(asked.value_of(e.field).is_some(), "{}", e.field);
        }
    }

    #[test]
    fn a_persons_rule_is_named_by_them() {
        let named = |name: &str| {
            IpdForm {
                yours_name: name.into(),
                ..IpdForm::default()
            }
            .own()
        };
        assert_eq!(named(" Grim-ish ").unwrap().unwrap().name(), "Grim-ish");
        assert_eq!(
            named("").unwrap().unwrap().name(),
            "Memory One 1,0.3333333333333333,1,0.3333333333333333;first=1"
        );
        assert_eq!(named(&"x".repeat(25)).unwrap_err().field, "yours_name");
        assert_eq!(named("tit for tat").unwrap_err().field, "yours_name");
    }

    #[test]
    fn errors_name_their_field() {
        let f = IpdForm {
            payoffs: "1,2,3".into(),
            noise: "2".into(),
            yours: "memory-one:1,0".into(),
            a: YOURS.into(),
            ..IpdForm::default()
        };
        let fields: Vec<&str> = f
            .match_request()
            .unwrap_err()
            .iter()
            .map(|e| e.field)
            .collect();
        assert!(fields.contains(&"payoffs"), "{fields:?}");
        assert!(fields.contains(&"noise"), "{fields:?}");
        assert!(fields.contains(&"yours"), "{fields:?}");
        let f = IpdForm {
            population: "Tit For Tat 3".into(),
            ..IpdForm::default()
        };
        assert_eq!(f.population().unwrap_err()[0].field, "population");
        let f = IpdForm {
            players: vec![false; Classic::ALL.len()],
            yours: String::new(),
            ..IpdForm::default()
        };
        assert_eq!(f.tournament().unwrap_err()[0].field, "players");
    }
}
