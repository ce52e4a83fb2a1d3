//! The optimisation page's form: every setting as typed ([`Form`]), the link that carries it
//! ([`EvolveQuery`]: a link restores the settings, and names it cannot show are reported, not
//! dropped), and its validation into what the worker runs ([`Parsed`]: an [`EvolveConfig`],
//! the evaluation games and the batch's runs), every bad field named with the hint the page
//! shows beside it.
//!
//! It lives in the core so `cargo test` checks it; the page only binds the inputs to the form
//! and starts the jobs its [`Parsed`] describes. Counts are read with the project's one number
//! reader ([`crate::text::read_count`]: digits only, as the page always took them) and ε, δ
//! with [`crate::text::read_real`] (`1/100`, `1e-2`; never `inf`).

use serde::{Deserialize, Serialize};

use super::lab::{parse_rules, rules_text};
use super::{Budget, EvolveConfig, GameConfig, Optimiser};
use crate::games::rrrats::RatsRules;
use crate::games::war::{AtCap, ShortWar, WarRules};
use crate::i18n::Catalogue;
use crate::racing::{Algorithm, Params};
use crate::rng::Seed;

/// The problems of a form, by field: the field's name (as the page's `error-{field}` ids use
/// it) and the hint shown beside it.
pub type FieldErrors = Vec<(&'static str, String)>;

/// The form as typed.
#[derive(Clone, Debug, PartialEq)]
pub struct Form {
    /// The game: `war` or `rrrats`.
    pub game: String,
    /// War: face-down cards per war.
    pub face_down: String,
    /// War: what a player short of war cards does.
    pub short_war: ShortWar,
    /// War: the battle cap.
    pub cap: String,
    /// War: who wins a capped game.
    pub at_cap: AtCap,
    /// Rrrats!: the rule options.
    pub rats: RatsRules,
    /// The optimiser of a single run.
    pub optimiser: Optimiser,
    /// The race used as the comparator.
    pub race: Algorithm,
    /// The race's ε.
    pub eps: String,
    /// The race's δ.
    pub delta: String,
    /// The budget's number (mutations or games).
    pub mutations: String,
    /// The budget counts mutations (`false`) or games (`true`); `mutations` holds the number.
    pub budget_games: bool,
    /// The seed of run 0.
    pub seed: String,
    /// Games of the evaluation against the initial strategy.
    pub eval_games: String,
    /// Runs per optimiser of a batch.
    pub runs: String,
    /// The optimisers of a batch, in [`Optimiser::ALL`]'s order.
    pub batch: Vec<Optimiser>,
}

impl Default for Form {
    fn default() -> Self {
        Form {
            game: "war".into(),
            face_down: "1".into(),
            short_war: ShortWar::Loses,
            cap: "10000".into(),
            at_cap: AtCap::Draw,
            rats: RatsRules::default(),
            optimiser: Optimiser::Iterative,
            race: Algorithm::IlebrStar2,
            eps: "0.01".into(),
            delta: "0.05".into(),
            mutations: "30".into(),
            budget_games: false,
            seed: "1".into(),
            eval_games: "10000".into(),
            runs: "4".into(),
            batch: Optimiser::ALL.to_vec(),
        }
    }
}

/// The URL query: the form as typed, so a link restores the settings.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct EvolveQuery {
    /// The game: `war` or `rrrats`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// The optimiser's key.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opt: Option<String>,
    /// The race's key.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub race: Option<String>,
    /// ε as typed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eps: Option<String>,
    /// δ as typed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub delta: Option<String>,
    /// The budget's number as typed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mutations: Option<String>,
    /// `games` when the budget counts games.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub budget: Option<String>,
    /// The seed as typed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<String>,
    /// Evaluation games as typed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eval: Option<String>,
    /// Runs per optimiser as typed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub runs: Option<String>,
    /// The batch's optimisers: comma-separated keys.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub batch: Option<String>,
    /// The rules as `evolve::lab::rules_text` writes them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
}

impl Form {
    /// The form a link describes (defaults for what it leaves out), and why its rules could not
    /// be read, if they could not.
    pub fn from_query(q: &EvolveQuery) -> (Form, Option<String>) {
        let d = Form::default();
        let or = |v: &Option<String>, d: String| v.clone().filter(|s| !s.is_empty()).unwrap_or(d);
        let game = match q.game.as_deref() {
            Some("rrrats") => "rrrats",
            _ => "war",
        };
        let default_rules = || parse_rules(game, "").expect("default rules");
        let (rules, rules_error) = match q.rules.as_deref().map(|t| parse_rules(game, t)) {
            None => (default_rules(), None),
            Some(Ok(rules)) => (rules, None),
            Some(Err(e)) => (
                default_rules(),
                Some(format!("the shared rules could not be read: {e}")),
            ),
        };
        let mut form = Form {
            game: game.into(),
            optimiser: q
                .opt
                .as_deref()
                .and_then(Optimiser::from_key)
                .unwrap_or(d.optimiser),
            race: q
                .race
                .as_deref()
                .and_then(Algorithm::from_key)
                .unwrap_or(d.race),
            eps: or(&q.eps, d.eps),
            delta: or(&q.delta, d.delta),
            mutations: or(&q.mutations, d.mutations),
            budget_games: q.budget.as_deref() == Some("games"),
            seed: or(&q.seed, d.seed),
            eval_games: or(&q.eval, d.eval_games),
            runs: or(&q.runs, d.runs),
            batch: match &q.batch {
                Some(b) => b.split(',').filter_map(Optimiser::from_key).collect(),
                None => d.batch,
            },
            ..d
        };
        match rules {
            GameConfig::War(r) => {
                form.face_down = r.face_down.to_string();
                form.short_war = r.short_war;
                form.cap = r.cap.to_string();
                form.at_cap = r.at_cap;
            }
            GameConfig::Rrrats(r) => form.rats = r,
        }
        // Names a link gives that the form has no choice for are reported, not dropped.
        let mut unknown: Vec<String> = Vec::new();
        let mut check = |field: &str, key: Option<&str>, known: bool| {
            if let (Some(key), false) = (key, known) {
                unknown.push(format!("{field}: {key:?} is not one of the choices"));
            }
        };
        check(
            "game",
            q.game.as_deref(),
            matches!(q.game.as_deref(), Some("war" | "rrrats")),
        );
        check(
            "opt",
            q.opt.as_deref(),
            q.opt.as_deref().and_then(Optimiser::from_key).is_some(),
        );
        check(
            "race",
            q.race.as_deref(),
            q.race.as_deref().and_then(Algorithm::from_key).is_some(),
        );
        for key in q
            .batch
            .iter()
            .flat_map(|b| b.split(','))
            .filter(|k| !k.is_empty())
        {
            check("batch", Some(key), Optimiser::from_key(key).is_some());
        }
        let error = match (rules_error, unknown.is_empty()) {
            (e, true) => e,
            (None, false) => Some(format!("The link: {}", unknown.join("; "))),
            (Some(e), false) => Some(format!("{e}; {}", unknown.join("; "))),
        };
        (form, error)
    }

    /// The form as a link's query.
    pub fn to_query(&self) -> EvolveQuery {
        EvolveQuery {
            game: Some(self.game.clone()),
            opt: Some(self.optimiser.key().into()),
            race: Some(self.race.key().into()),
            eps: Some(self.eps.clone()),
            delta: Some(self.delta.clone()),
            mutations: Some(self.mutations.clone()),
            budget: self.budget_games.then(|| "games".into()),
            seed: Some(self.seed.clone()),
            eval: Some(self.eval_games.clone()),
            runs: Some(self.runs.clone()),
            batch: Some(
                self.batch
                    .iter()
                    .map(|o| o.key())
                    .collect::<Vec<_>>()
                    .join(","),
            ),
            rules: self.game(&mut Vec::new()).map(|g| rules_text(&g)),
        }
    }
}

/// What a valid form describes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Parsed {
    /// The run (run 0 of a batch).
    pub config: EvolveConfig,
    /// Games of the evaluation against the initial strategy.
    pub eval_games: u64,
    /// Runs per optimiser of a batch.
    pub runs: u64,
}

/// A count field, read by the project's one number reader (digits only: `+5`, `007`; never
/// `1e3`).
fn number<T: TryFrom<num_bigint::BigInt>>(
    errors: &mut FieldErrors,
    field: &'static str,
    text: &str,
    ok: impl Fn(&T) -> bool,
    hint: &str,
) -> Option<T> {
    checked(errors, field, crate::text::read_count(text).ok(), ok, hint)
}

/// A real field, read by the project's one number reader (`1/100`, `1e-2`; never `inf`).
fn real(
    errors: &mut FieldErrors,
    field: &'static str,
    text: &str,
    ok: impl Fn(&f64) -> bool,
    hint: &str,
) -> Option<f64> {
    checked(errors, field, crate::text::read_real(text).ok(), ok, hint)
}

/// `value` if it was read and passes `ok`; else the field's hint is recorded.
fn checked<T>(
    errors: &mut FieldErrors,
    field: &'static str,
    value: Option<T>,
    ok: impl Fn(&T) -> bool,
    hint: &str,
) -> Option<T> {
    match value {
        Some(v) if ok(&v) => Some(v),
        _ => {
            errors.push((field, hint.to_string()));
            None
        }
    }
}

impl Form {
    /// The game with its rules; a bad War field is recorded in `errors`.
    pub fn game(&self, errors: &mut FieldErrors) -> Option<GameConfig> {
        crate::i18n::with_english(|w| self.game_in(errors, w))
    }

    /// [`Form::game`] with the hints in the language of `words`.
    pub fn game_in(&self, errors: &mut FieldErrors, words: &Catalogue) -> Option<GameConfig> {
        if self.game == "rrrats" {
            return Some(GameConfig::Rrrats(self.rats));
        }
        let face_down = number::<u8>(
            errors,
            "face-down",
            &self.face_down,
            |v| WarRules::check_face_down(*v).is_ok(),
            &words.msg("evolve-hint-face-down"),
        );
        let cap = number::<u32>(
            errors,
            "cap",
            &self.cap,
            |v| WarRules::check_cap(*v).is_ok(),
            &words.msg("evolve-hint-cap"),
        );
        Some(GameConfig::War(WarRules {
            face_down: face_down?,
            short_war: self.short_war,
            cap: cap?,
            at_cap: self.at_cap,
        }))
    }

    /// What the form describes, or every bad field with its hint.
    pub fn parse(&self) -> Result<Parsed, FieldErrors> {
        crate::i18n::with_english(|w| self.parse_in(w))
    }

    /// [`Form::parse`] with the hints in the language of `words`.
    pub fn parse_in(&self, words: &Catalogue) -> Result<Parsed, FieldErrors> {
        let mut errors = Vec::new();
        let game = self.game_in(&mut errors, words);
        let eps = real(
            &mut errors,
            "eps",
            &self.eps,
            |v| *v > 0.0 && *v < 0.5,
            &words.msg("evolve-hint-eps"),
        );
        let delta = real(
            &mut errors,
            "delta",
            &self.delta,
            |v| crate::racing::check_open_unit("delta", *v).is_ok(),
            &words.msg("evolve-hint-delta"),
        );
        let budget = if self.budget_games {
            number::<u64>(
                &mut errors,
                "mutations",
                &self.mutations,
                |v| super::jobs::check_budget(Budget::Games(*v)).is_ok(),
                &words.msg("evolve-hint-budget-games"),
            )
            .map(Budget::Games)
        } else {
            number::<u64>(
                &mut errors,
                "mutations",
                &self.mutations,
                |v| super::jobs::check_budget(Budget::Mutations(*v)).is_ok(),
                &words.msg("evolve-hint-budget-mutations"),
            )
            .map(Budget::Mutations)
        };
        let seed = number::<u64>(
            &mut errors,
            "seed",
            &self.seed,
            |_| true,
            &words.msg("evolve-h2h-seed-error"),
        );
        let eval_games = number::<u64>(
            &mut errors,
            "eval-games",
            &self.eval_games,
            |v| (100..=1_000_000).contains(v),
            &words.msg("evolve-hint-eval-games"),
        );
        let runs = number::<u64>(
            &mut errors,
            "runs",
            &self.runs,
            |v| super::jobs::check_runs(*v).is_ok(),
            &words.msg("evolve-hint-runs"),
        );
        if !errors.is_empty() {
            return Err(errors);
        }
        let params = Params {
            eps: eps.expect("checked"),
            delta: delta.expect("checked"),
            ..Params::default()
        };
        if let Err(e) = crate::racing::Schedule::new(self.race, &params) {
            return Err(vec![("race", e.to_string())]);
        }
        Ok(Parsed {
            config: EvolveConfig {
                game: game.expect("checked"),
                optimiser: self.optimiser,
                race: self.race,
                race_params: params,
                budget: budget.expect("checked"),
                seed: Seed(seed.expect("checked")),
                sigma0: 1.0,
            },
            eval_games: eval_games.expect("checked"),
            runs: runs.expect("checked"),
        })
    }
}

pub use super::form_words::{
    blocked_message, blocked_message_in, field_label, field_label_in, rules_reading,
    rules_reading_in,
};

#[cfg(test)]
mod tests {
    use super::*;

    /// The fields a refused form names, in order.
    fn fields(form: &Form) -> Vec<&'static str> {
        form.parse()
            .expect_err("refused")
            .iter()
            .map(|(f, _)| *f)
            .collect()
    }

    #[test]
    fn the_default_form_becomes_its_request() {
        let p = Form::default().parse().expect("valid");
        assert_eq!(
            p.config,
            EvolveConfig {
                game: GameConfig::War(WarRules::default()),
                optimiser: Optimiser::Iterative,
                race: Algorithm::IlebrStar2,
                race_params: Params {
                    eps: 0.01,
                    delta: 0.05,
                    ..Params::default()
                },
                budget: Budget::Mutations(30),
                seed: Seed(1),
                sigma0: 1.0,
            }
        );
        assert_eq!((p.eval_games, p.runs), (10_000, 4));
    }

    #[test]
    fn a_valid_form_is_read_field_by_field() {
        let form = Form {
            game: "rrrats".into(),
            rats: RatsRules {
                bust_banks: true,
                ..RatsRules::default()
            },
            optimiser: Optimiser::Approx2,
            race: Algorithm::Hoeffding,
            eps: "1/40".into(),
            delta: " 1e-2 ".into(),
            mutations: "5000".into(),
            budget_games: true,
            seed: "+7".into(),
            eval_games: "0100".into(),
            runs: "100".into(),
            // War fields are not read for Rrrats!.
            face_down: "x".into(),
            ..Form::default()
        };
        let p = form.parse().expect("valid");
        assert_eq!(p.config.game, GameConfig::Rrrats(form.rats));
        assert_eq!(p.config.optimiser, Optimiser::Approx2);
        assert_eq!(p.config.race, Algorithm::Hoeffding);
        assert_eq!(
            (p.config.race_params.eps, p.config.race_params.delta),
            (0.025, 0.01)
        );
        assert_eq!(p.config.budget, Budget::Games(5000));
        assert_eq!(p.config.seed, Seed(7));
        assert_eq!((p.eval_games, p.runs), (100, 100));
        let war = Form {
            face_down: "3".into(),
            cap: "1000000".into(),
            short_war: ShortWar::PlaysLastCard,
            at_cap: AtCap::MoreCards,
            ..Form::default()
        };
        assert_eq!(
            war.parse().expect("valid").config.game,
            GameConfig::War(WarRules {
                face_down: 3,
                short_war: ShortWar::PlaysLastCard,
                cap: 1_000_000,
                at_cap: AtCap::MoreCards,
            })
        );
    }

    #[test]
    fn each_bad_field_is_named_with_its_hint() {
        let bad = Form {
            face_down: "11".into(),
            cap: "0".into(),
            eps: "0.5".into(),
            delta: "1".into(),
            mutations: "0".into(),
            seed: "-1".into(),
            eval_games: "99".into(),
            runs: "101".into(),
            ..Form::default()
        };
        let errors = bad.parse().expect_err("refused");
        assert_eq!(
            errors,
            [
                ("face-down", "0–10 cards".to_string()),
                ("cap", "1–1 000 000 battles".into()),
                ("eps", "a number in (0, 0.5)".into()),
                ("delta", "a number in (0, 1)".into()),
                ("mutations", "1–10 000 mutations".into()),
                ("seed", "a whole number ≥ 0".into()),
                ("eval-games", "100–1 000 000 games".into()),
                ("runs", "1–100 runs".into()),
            ]
        );
        // One field at a time, each named alone.
        let one = |f: fn(&mut Form)| {
            let mut form = Form::default();
            f(&mut form);
            fields(&form)
        };
        assert_eq!(
            blocked_message(&errors[2..4]).as_deref(),
            Some("To run, first fix: ε (a number in (0, 0.5)), δ (a number in (0, 1)).")
        );
        assert_eq!(blocked_message(&[]), None);
        assert_eq!(one(|f| f.eps = "inf".into()), ["eps"]);
        assert_eq!(one(|f| f.delta = "x".into()), ["delta"]);
        assert_eq!(one(|f| f.seed = "1.5".into()), ["seed"]);
        assert_eq!(one(|f| f.runs = "".into()), ["runs"]);
        assert_eq!(one(|f| f.cap = "1e3".into()), ["cap"]);
        assert_eq!(one(|f| f.face_down = "256".into()), ["face-down"]);
        // A games budget has its own range and hint.
        let games = Form {
            budget_games: true,
            mutations: "999".into(),
            ..Form::default()
        };
        assert_eq!(
            games.parse().expect_err("refused"),
            [("mutations", "1 000–1 000 000 000 games".to_string())]
        );
    }

    #[test]
    fn counts_take_digits_only_as_before() {
        let seed = |t: &str| {
            Form {
                seed: t.into(),
                ..Form::default()
            }
            .parse()
            .map(|p| p.config.seed.0)
            .ok()
        };
        assert_eq!(seed("007"), Some(7));
        assert_eq!(seed(" 18446744073709551615 "), Some(u64::MAX));
        for bad in ["1e3", "2/1", "5.0", "-0", "18446744073709551616", ""] {
            assert_eq!(seed(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn the_query_round_trips() {
        let forms = [
            Form::default(),
            Form {
                game: "rrrats".into(),
                rats: RatsRules {
                    auto_stop_at_limit: true,
                    bust_returns_stolen: true,
                    ..RatsRules::default()
                },
                optimiser: Optimiser::Coevolution,
                race: Algorithm::Bernstein,
                budget_games: true,
                mutations: "20000".into(),
                batch: vec![Optimiser::Iterative, Optimiser::Approx2],
                ..Form::default()
            },
            Form {
                face_down: "3".into(),
                cap: "500".into(),
                at_cap: AtCap::MoreCards,
                eps: "1/50".into(),
                seed: "42".into(),
                eval_games: "2000".into(),
                runs: "9".into(),
                batch: Vec::new(),
                ..Form::default()
            },
        ];
        for form in forms {
            let q = form.to_query();
            assert_eq!(Form::from_query(&q), (form.clone(), None));
            // Through the text of a link too.
            let text = serde_json::to_string(&q).unwrap();
            let back: EvolveQuery = serde_json::from_str(&text).unwrap();
            assert_eq!(back, q);
        }
        let q = Form::default().to_query();
        assert_eq!(q.rules.as_deref(), Some("fd1-loses-cap10000-draw"));
        assert_eq!(q.budget, None);
        assert_eq!(
            q.batch.as_deref(),
            Some("iterative,coevolution,approx,approx2")
        );
        // An empty link is the default form.
        assert_eq!(
            Form::from_query(&EvolveQuery::default()),
            (Form::default(), None)
        );
    }

    #[test]
    fn a_bad_link_is_read_with_defaults_and_reported() {
        let q = EvolveQuery {
            game: Some("chess".into()),
            opt: Some("greedy".into()),
            batch: Some("approx,nope,".into()),
            eps: Some(String::new()),
            ..EvolveQuery::default()
        };
        let (form, error) = Form::from_query(&q);
        assert_eq!(form.game, "war");
        assert_eq!(form.optimiser, Optimiser::Iterative);
        assert_eq!(form.batch, [Optimiser::Approx]);
        assert_eq!(form.eps, "0.01");
        assert_eq!(
            error.as_deref(),
            Some(
                "The link: game: \"chess\" is not one of the choices; \
                 opt: \"greedy\" is not one of the choices; \
                 batch: \"nope\" is not one of the choices"
            )
        );
        let q = EvolveQuery {
            rules: Some("fd1".into()),
            race: Some("fast".into()),
            ..EvolveQuery::default()
        };
        let (form, error) = Form::from_query(&q);
        assert_eq!(form.face_down, "1");
        assert_eq!(
            error.as_deref(),
            Some(
                "the shared rules could not be read: \"fd1\" is not War rules like \
                 fd1-loses-cap10000-draw; race: \"fast\" is not one of the choices"
            )
        );
    }

    #[test]
    fn the_rules_are_read_in_words() {
        assert_eq!(
            rules_reading(&GameConfig::War(WarRules::default())),
            "War: 1 face-down card per war; a player short of war cards loses; cap 10000 battles, a capped game is a draw (½)"
        );
        assert_eq!(
            rules_reading(&GameConfig::Rrrats(RatsRules::default())),
            "Rrrats!: the default rules"
        );
        assert_eq!(
            rules_reading(&GameConfig::Rrrats(RatsRules {
                bust_banks: true,
                pile_check_at_turn_end: true,
                ..RatsRules::default()
            })),
            "Rrrats!: empty pile checked at turn end; a bust banks the hand"
        );
    }
}
