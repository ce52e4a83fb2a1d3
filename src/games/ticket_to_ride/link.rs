//! What the Ticket to Ride page's address holds: the match's settings as typed in the URL query
//! ([`Query`]: `#/ticket-to-ride?seed=123&players=3&opp=random&longest=off`) and the checked
//! [`Link`] it reads into and writes back from.
//!
//! As on the other labs' pages, every field is checked here, in one place, and every problem
//! is reported by the field it is in: a seed the link carries but that cannot be read is named
//! in a message ([`link_message`]), never silently replaced.

use serde::{Deserialize, Serialize};

use super::experiment::AgentKind;
use super::lab::MatchConfig;
use crate::i18n::{Args, Catalogue, Said};
use crate::text::{read_count, FieldError};

/// The page's URL query, every field as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Query {
    /// The seed of the deal: a whole number 0–2⁶⁴−1.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<String>,
    /// Players at the table, 2–5 (2 when absent).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub players: Option<String>,
    /// The opponents: `algo` (when absent) or `random` (`nn` is written for a game against the
    /// network player, and read back as a problem: the network is not in the link).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opp: Option<String>,
    /// The longest-path bonus: `on` (when absent) or `off`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub longest: Option<String>,
}

/// The opponents a link can deal a game against. The network player is not among them: its
/// network is not in the link (it is trained or loaded on the page).
pub const LINK_OPPONENTS: [&str; 2] = ["algo", "random"];

/// What a link to the page restores: the settings of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The seed of the deal; `None`: the page picks a fresh one.
    pub seed: Option<u64>,
    /// Players, 2–5.
    pub players: usize,
    /// The opponents' kind: one of [`LINK_OPPONENTS`] when read from a query; `nn` when written
    /// for a game against the network player.
    pub opponent: String,
    /// Whether the longest path earns its bonus.
    pub longest: bool,
}

impl Default for Link {
    fn default() -> Self {
        Link {
            seed: None,
            players: 2,
            opponent: "algo".into(),
            longest: true,
        }
    }
}

/// Reads a seed as typed: a whole number 0–2⁶⁴−1 (spaces around it ignored).
pub fn parse_seed(text: &str) -> Result<u64, String> {
    parse_seed_said(text).map_err(|e| e.english())
}

/// [`parse_seed`] with what is wrong as a message for any language.
pub fn parse_seed_said(text: &str) -> Result<u64, Said> {
    read_count::<u64>(text).map_err(|e| {
        Said::new("ttr-seed-error")
            .said("reason", e.said())
            .text("max", u64::MAX.to_string())
    })
}

fn field(field: &'static str, said: Said) -> FieldError {
    FieldError::new(field, said)
}

impl Link {
    /// Reads the query: the link (each field that cannot be read left at its default) and
    /// every problem, by the field it is in.
    pub fn from_query(q: &Query) -> (Link, Vec<FieldError>) {
        let mut link = Link::default();
        let mut errors = Vec::new();
        let given = |v: &Option<String>| {
            v.as_deref()
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map(str::to_string)
        };
        if let Some(t) = given(&q.seed) {
            match parse_seed_said(&t) {
                Ok(s) => link.seed = Some(s),
                Err(e) => errors.push(field("seed", e)),
            }
        }
        if let Some(t) = given(&q.players) {
            match t.parse::<usize>() {
                Ok(n) if (2..=5).contains(&n) => link.players = n,
                _ => errors.push(field(
                    "players",
                    Said::new("field-ttr-players").text("text", format!("{t:?}")),
                )),
            }
        }
        if let Some(t) = given(&q.opp) {
            if LINK_OPPONENTS.contains(&t.as_str()) {
                link.opponent = t;
            } else if t == "nn" {
                errors.push(field("opp", Said::new("field-ttr-network")));
            } else {
                errors.push(field(
                    "opp",
                    Said::new("field-ttr-opponent").text("text", format!("{t:?}")),
                ));
            }
        }
        if let Some(t) = given(&q.longest) {
            match t.as_str() {
                "on" => link.longest = true,
                "off" => link.longest = false,
                _ => errors.push(field(
                    "longest",
                    Said::new("field-ttr-longest").text("text", format!("{t:?}")),
                )),
            }
        }
        (link, errors)
    }

    /// The settings of the match this link deals: with its seed, or `fresh_seed` when it has
    /// none; a human against the agents.
    pub fn config(&self, fresh_seed: u64) -> MatchConfig {
        MatchConfig {
            players: self.players,
            opponent: match self.opponent.as_str() {
                "random" => AgentKind::Random,
                _ => AgentKind::Algo,
            },
            seed: self.seed.unwrap_or(fresh_seed),
            longest_path_bonus: self.longest,
            watch: false,
        }
    }

    /// The link to the match `config` sets up, its seed included.
    pub fn of(config: &MatchConfig) -> Link {
        Link {
            seed: Some(config.seed),
            players: config.players,
            opponent: config.opponent.name().to_string(),
            longest: config.longest_path_bonus,
        }
    }

    /// The query that restores this link (the defaults left out, so links stay short; the
    /// seed always written when there is one).
    pub fn to_query(&self) -> Query {
        let d = Link::default();
        Query {
            seed: self.seed.map(|s| s.to_string()),
            players: (self.players != d.players).then(|| self.players.to_string()),
            opp: (self.opponent != d.opponent).then(|| self.opponent.clone()),
            longest: (!self.longest).then(|| "off".to_string()),
        }
    }
}

/// The message for a link that could not be read in full: each problem by its field, and the
/// seed the game was dealt with instead.
pub fn link_message(errors: &[FieldError], seed_used: u64) -> String {
    crate::i18n::with_english(|w| link_message_in(errors, seed_used, w))
}

/// [`link_message`] in the language of `words` (the fields named by their link keys).
pub fn link_message_in(errors: &[FieldError], seed_used: u64, words: &Catalogue) -> String {
    let problems: Vec<String> = errors
        .iter()
        .map(|e| format!("{}: {}", e.field, words.say(&e.said)))
        .collect();
    let mut message = words.msg_with(
        "ttr-link-unread",
        &Args::new().text("problems", problems.join("; ")),
    );
    if errors.iter().any(|e| e.field == "seed") {
        message.push(' ');
        message.push_str(&words.msg_with(
            "ttr-link-seed-used",
            &Args::new().text("seed", seed_used.to_string()),
        ));
    }
    message
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(seed: &str) -> Query {
        Query {
            seed: Some(seed.into()),
            ..Query::default()
        }
    }

    #[test]
    fn the_seed_in_the_link_is_the_seed_of_the_game() {
        let (link, errors) = Link::from_query(&query("123"));
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(link.seed, Some(123));
        assert_eq!(Link::from_query(&query(" 0 ")).0.seed, Some(0));
        assert_eq!(
            Link::from_query(&query(&u64::MAX.to_string())).0.seed,
            Some(u64::MAX)
        );
        // No seed, or an empty one: the page picks one.
        assert_eq!(
            Link::from_query(&Query::default()),
            (Link::default(), vec![])
        );
        assert_eq!(Link::from_query(&query("")).0.seed, None);
    }

    #[test]
    fn a_bad_seed_is_named_not_replaced_silently() {
        for bad in ["abc", "-3", "1.5", "18446744073709551616"] {
            let (link, errors) = Link::from_query(&query(bad));
            assert_eq!(link.seed, None);
            assert_eq!(errors.len(), 1);
            assert_eq!(errors[0].field, "seed");
            assert!(errors[0].reason.contains(&format!("{bad:?}")), "{errors:?}");
            let message = link_message(&errors, 77);
            assert!(message.contains(&format!("seed: {bad:?}")), "{message}");
            assert!(
                message.ends_with("This game is dealt with seed 77 instead."),
                "{message}"
            );
        }
        assert_eq!(
            parse_seed("x").unwrap_err(),
            format!(
                "\"x\" is not a whole number ≥ 0: a seed is a whole number 0–{}",
                u64::MAX
            )
        );
    }

    #[test]
    fn every_setting_is_read_and_written_back() {
        let q = Query {
            seed: Some("9".into()),
            players: Some("4".into()),
            opp: Some("random".into()),
            longest: Some("off".into()),
        };
        let (link, errors) = Link::from_query(&q);
        assert!(errors.is_empty());
        assert_eq!(
            link,
            Link {
                seed: Some(9),
                players: 4,
                opponent: "random".into(),
                longest: false
            }
        );
        assert_eq!(link.to_query(), q);
        // Defaults are left out; the seed stays.
        let plain = Link {
            seed: Some(5),
            ..Link::default()
        };
        assert_eq!(plain.to_query(), query("5"));
        assert_eq!(Link::from_query(&plain.to_query()).0, plain);
    }

    #[test]
    fn a_link_deals_its_match_and_a_match_writes_its_link() {
        let (link, _) = Link::from_query(&Query {
            seed: Some("123".into()),
            players: Some("3".into()),
            opp: Some("random".into()),
            longest: Some("off".into()),
        });
        let config = link.config(999);
        assert_eq!(
            config,
            MatchConfig {
                players: 3,
                opponent: AgentKind::Random,
                seed: 123,
                longest_path_bonus: false,
                watch: false,
            }
        );
        assert_eq!(Link::of(&config), link);
        // Without a seed, the fresh one the page picked; the link then carries it.
        let fresh = Link::default().config(4242);
        assert_eq!(
            fresh,
            MatchConfig {
                seed: 4242,
                ..MatchConfig::default()
            }
        );
        assert_eq!(Link::of(&fresh).to_query(), query("4242"));
        // The same link deals the same game.
        let deal = |c: MatchConfig| {
            crate::games::ticket_to_ride::lab::Match::new(c)
                .expect("a valid table")
                .view()
        };
        assert_eq!(deal(link.config(1)), deal(config.clone()));
        assert_ne!(
            deal(Link::default().config(1)).offered,
            deal(Link::default().config(2)).offered
        );
        // A game against the network player is linked as such, and read back as a problem.
        let nn = Link {
            opponent: "nn".into(),
            ..Link::of(&fresh)
        };
        let (read, errors) = Link::from_query(&nn.to_query());
        assert_eq!(read.opponent, "algo");
        assert_eq!(errors[0].field, "opp");
        assert!(errors[0]
            .reason
            .contains("algorithmic player plays meanwhile"));
    }

    #[test]
    fn bad_settings_are_each_named_and_the_rest_kept() {
        let q = Query {
            seed: Some("12".into()),
            players: Some("7".into()),
            opp: Some("nn".into()),
            longest: Some("maybe".into()),
        };
        let (link, errors) = Link::from_query(&q);
        assert_eq!(link.seed, Some(12));
        assert_eq!(link.players, 2);
        let fields: Vec<&str> = errors.iter().map(|e| e.field).collect();
        assert_eq!(fields, ["players", "opp", "longest"]);
        let message = link_message(&errors, 12);
        assert!(message.starts_with("The link could not be read in full — players: \"7\""));
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let polish = link_message_in(&errors, 12, &pl);
        assert!(
            polish.starts_with("Nie udało się") && !polish.contains('⟨'),
            "{polish}"
        );
        let (_, bad_seed) = Link::from_query(&Query {
            seed: Some("x".into()),
            ..Query::default()
        });
        let polish = link_message_in(&bad_seed, 5, &pl);
        assert!(polish.ends_with("ziarnem 5."), "{polish}");
        assert!(!message.contains("instead"), "the seed was read: {message}");
        assert!(Link::from_query(&Query {
            opp: Some("minimax".into()),
            ..Query::default()
        })
        .1[0]
            .reason
            .contains("\"minimax\""));
    }
}
