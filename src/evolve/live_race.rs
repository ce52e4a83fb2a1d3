//! The racing page's live race form ([`LiveForm`]: its defaults, its link — the racing page's
//! [`Query`] — and its validation into races, every bad input named at once), whose source may
//! be a simulated Bernoulli(μ), a repeating pattern, or real War or Rrrats! games between two
//! strategies ([`Duel`]).
//!
//! Why it lives here and not beside the rest of the racing page's model
//! ([`crate::racing::lab`]): the duels, strategies ([`Policy`]) and rules texts of War and
//! Rrrats! belong to the optimisation lab, and the optimisation lab uses a race as its
//! comparator, so `evolve` depends on `racing`. Were this form in `racing`, the two would import
//! each other. Here, the dependency runs one way (`evolve` → `racing`): `racing` stays a solver
//! family that imports no game, and a game feeds a race through its one trait
//! ([`Outcomes`]), as Love Letter's duels do.
//!
//! It lives in the core so `cargo test` checks it; the page only binds the inputs, builds the
//! races and steps them.

use super::lab::{parse_rules, rules_text, Policy};
use super::{Duel, GameConfig};
use crate::i18n::Said;
use crate::racing::lab::{open_unit_field, Query};
use crate::racing::race::{Bernoulli, Outcomes, Pattern, Race, Sampling};
use crate::racing::{check_mu, Algorithm, ParamError, Params};
use crate::rng::Seed;
use crate::text::{parse_field as number, parse_real_field};

/// The races of a live run, each with its own copy of the same stream.
pub type LiveRaces = Vec<(Algorithm, Race<Box<dyn Outcomes>>)>;

/// The live race's form, every input as typed.
#[derive(Clone, Debug, PartialEq)]
pub struct LiveForm {
    /// The first algorithm's key.
    pub a1: String,
    /// The second algorithm's key, or `none`.
    pub a2: String,
    /// The source: `mu`, `pattern`, `war` or `rrrats`.
    pub source: String,
    /// μ of the simulated source.
    pub mu: String,
    /// The repeating 0/1 pattern.
    pub pattern: String,
    /// The game source's first strategy.
    pub s1: String,
    /// The game source's second strategy.
    pub s2: String,
    /// The game source's rules text.
    pub rules: String,
    /// ε.
    pub eps: String,
    /// δ.
    pub delta: String,
    /// The source's seed.
    pub seed: String,
    /// The most games.
    pub cap: String,
}

impl LiveForm {
    /// The form a link describes (defaults for what it leaves out).
    pub fn from_query(q: &Query) -> Self {
        let or = |v: &Option<String>, d: &str| {
            v.clone()
                .filter(|s| !s.is_empty())
                .unwrap_or_else(|| d.to_string())
        };
        LiveForm {
            a1: or(&q.a1, "ilebr-star2"),
            a2: or(&q.a2, "lebr"),
            source: match q.game.as_deref() {
                Some(g @ ("war" | "rrrats")) => g.into(),
                _ if q.pattern.is_some() => "pattern".into(),
                _ => "mu".into(),
            },
            s1: or(
                &q.s1,
                if q.game.as_deref() == Some("rrrats") {
                    "stop4"
                } else {
                    "desc"
                },
            ),
            s2: or(
                &q.s2,
                if q.game.as_deref() == Some("rrrats") {
                    "stop2"
                } else {
                    "asc"
                },
            ),
            rules: q.rules.clone().unwrap_or_default(),
            mu: or(&q.mu, "0.47"),
            pattern: or(&q.pattern, "110"),
            eps: or(&q.eps, "0.01"),
            delta: or(&q.delta, "0.05"),
            seed: or(&q.seed, "1"),
            cap: or(&q.cap, "200000"),
        }
    }

    /// The form as a link's query.
    pub fn to_query(&self) -> Query {
        Query {
            view: None,
            a1: Some(self.a1.clone()),
            a2: Some(self.a2.clone()),
            mu: (self.source == "mu").then(|| self.mu.clone()),
            pattern: (self.source == "pattern").then(|| self.pattern.clone()),
            eps: Some(self.eps.clone()),
            delta: Some(self.delta.clone()),
            seed: Some(self.seed.clone()),
            cap: Some(self.cap.clone()),
            game: self.game().map(|g| g.key().to_string()),
            s1: self.game().map(|_| self.s1.clone()),
            s2: self.game().map(|_| self.s2.clone()),
            rules: self.game().map(|g| rules_text(&g)),
            ..Query::default()
        }
    }

    /// The real game chosen as the source, with the rules as typed (or linked) read, if any.
    pub fn game_rules(&self) -> Option<Result<GameConfig, ParamError>> {
        match self.source.as_str() {
            g @ ("war" | "rrrats") => Some(
                parse_rules(g, &self.rules).map_err(|reason| ParamError::english("rules", reason)),
            ),
            _ => None,
        }
    }

    /// The real game chosen as the source (its default rules while the typed ones do not
    /// read; [`LiveForm::build`] reports that), if any.
    pub fn game(&self) -> Option<GameConfig> {
        self.game_rules()
            .map(|r| r.unwrap_or_else(|_| parse_rules(&self.source, "").expect("default rules")))
    }

    /// The two strategies of a game source.
    pub fn strategies(&self, game: &GameConfig) -> Result<(Policy, Policy), Vec<ParamError>> {
        let a = Policy::parse(game, &self.s1).map_err(|reason| ParamError::english("s1", reason));
        let b = Policy::parse(game, &self.s2).map_err(|reason| ParamError::english("s2", reason));
        match (a, b) {
            (Ok(a), Ok(b)) => Ok((a, b)),
            (a, b) => Err([a.err(), b.err()].into_iter().flatten().collect()),
        }
    }

    /// Every race of the form, on one stream each (identical streams), or every error.
    pub fn build(&self) -> Result<LiveRaces, Vec<ParamError>> {
        let mut errors = Vec::new();
        let mut keep = |r: Result<f64, ParamError>| r.map_err(|e| errors.push(e)).ok();
        let eps = keep(open_unit_field("eps", &self.eps));
        let delta = keep(open_unit_field("delta", &self.delta));
        let cap = number::<u64>("cap", &self.cap)
            .map_err(|e| errors.push(e))
            .ok();
        let seed = number::<u64>("seed", &self.seed)
            .map_err(|e| errors.push(e))
            .ok();
        let algorithms: Vec<Algorithm> = [&self.a1, &self.a2]
            .iter()
            .filter_map(|k| Algorithm::from_key(k))
            .collect();
        // A race a link names that does not exist is said, not replaced in silence.
        for (field, key) in [("a1", &self.a1), ("a2", &self.a2)] {
            if Algorithm::from_key(key).is_none() && !(field == "a2" && key == "none") {
                errors.push(ParamError::new(
                    field,
                    Said::new("field-not-a-race").text("key", format!("{key:?}")),
                ));
            }
        }
        // Check the source on its own too, so every bad input is named at once.
        if let Some(game) = self.game() {
            if let Err(e) = self.strategies(&game) {
                errors.extend(e);
            }
            errors.extend(self.game_rules().and_then(Result::err));
        } else {
            let source_check = if self.source == "pattern" {
                Pattern::parse(&self.pattern).map(|_| ())
            } else {
                parse_real_field("mu", &self.mu).and_then(check_mu)
            };
            if let Err(e) = source_check {
                errors.push(e);
            }
        }
        let (Some(eps), Some(delta), Some(cap), Some(seed)) = (eps, delta, cap, seed) else {
            return Err(errors);
        };
        if !errors.is_empty() {
            return Err(errors);
        }
        let params = Params {
            eps,
            delta,
            tests: None,
            cap,
        };
        if let Err(e) = params.validate() {
            errors.push(e);
            return Err(errors);
        }
        let mut races = Vec::new();
        for a in algorithms {
            let source: Result<Box<dyn Outcomes>, ParamError> = if let Some(game) = self.game() {
                match self.strategies(&game) {
                    Ok((a, b)) => {
                        Ok(
                            Box::new(Duel::new(game, a.compile(), vec![b.compile()], Seed(seed)))
                                as Box<dyn Outcomes>,
                        )
                    }
                    Err(mut e) => Err(e.remove(0)),
                }
            } else if self.source == "pattern" {
                Pattern::parse(&self.pattern).map(|p| Box::new(p) as Box<dyn Outcomes>)
            } else {
                parse_real_field("mu", &self.mu)
                    .and_then(|mu| Bernoulli::new(mu, Seed(seed), Sampling::GameByGame))
                    .map(|b| Box::new(b) as Box<dyn Outcomes>)
            };
            match source.and_then(|s| Race::new(a, &params, s, 600)) {
                Ok(r) => races.push((a, r)),
                Err(e) => {
                    if !errors.contains(&e) {
                        errors.push(e);
                    }
                }
            }
        }
        if errors.is_empty() {
            Ok(races)
        } else {
            Err(errors)
        }
    }
}

/// What is wrong with the live-race inputs a link sets, found when the page opens so that
/// each error shows beside its field at once (none when the link sets no live input).
pub fn live_link_errors(q: &Query) -> Vec<ParamError> {
    if !q.sets_live() {
        return Vec::new();
    }
    LiveForm::from_query(q).build().err().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_live_form_reads_its_link_and_writes_it_back() {
        let d = LiveForm::from_query(&Query::default());
        assert_eq!((d.a1.as_str(), d.a2.as_str()), ("ilebr-star2", "lebr"));
        assert_eq!((d.source.as_str(), d.mu.as_str()), ("mu", "0.47"));
        assert_eq!(d.build().map(|r| r.len()), Ok(2));
        let q = Query {
            game: Some("war".into()),
            s1: Some("desc".into()),
            s2: Some("rand".into()),
            a2: Some("none".into()),
            ..Query::default()
        };
        let f = LiveForm::from_query(&q);
        assert_eq!(f.source, "war");
        let unknown = LiveForm::from_query(&Query {
            a1: Some("fastest".into()),
            ..Query::default()
        });
        let errors = unknown.build().err().unwrap();
        assert!(
            errors
                .iter()
                .any(|e| e.field == "a1" && e.reason == "\"fastest\" is not one of the races"),
            "{errors:?}"
        );
        // The link spells the default rules out; reading it back gives the same game.
        let back = LiveForm::from_query(&f.to_query());
        assert_eq!(back.rules, "fd1-loses-cap10000-draw");
        assert_eq!(back.game(), f.game());
        assert_eq!(LiveForm::from_query(&back.to_query()), back);
        assert_eq!(f.build().map(|r| r.len()), Ok(1));
    }

    /// The fields a form that must be refused names, in order.
    fn refused(form: &LiveForm) -> Vec<&'static str> {
        let errors = form.build().err().expect("refused");
        errors.iter().map(|e| e.field).collect()
    }

    #[test]
    fn every_bad_live_input_is_named_at_once() {
        let f = LiveForm {
            eps: "x".into(),
            delta: "2".into(),
            mu: "1.5".into(),
            ..LiveForm::from_query(&Query::default())
        };
        let fields = refused(&f);
        assert_eq!(fields, ["eps", "delta", "mu"]);
        let g = LiveForm {
            source: "rrrats".into(),
            s1: "stop9".into(),
            rules: "01".into(),
            ..LiveForm::from_query(&Query::default())
        };
        let fields = refused(&g);
        assert!(
            fields.contains(&"s1") && fields.contains(&"rules"),
            "{fields:?}"
        );
    }

    #[test]
    fn a_bad_link_is_reported_when_the_page_opens() {
        // Found by fuzzing: `mu=abc` filled the field silently until Start was pressed.
        assert!(live_link_errors(&Query::default()).is_empty());
        let q = Query {
            mu: Some("abc".into()),
            eps: Some("2".into()),
            ..Query::default()
        };
        let fields: Vec<&str> = live_link_errors(&q).iter().map(|e| e.field).collect();
        assert!(
            fields.contains(&"mu") && fields.contains(&"eps"),
            "{fields:?}"
        );
    }
}
