//! The rule options of Lines of Action, their names, and the two rule sets the lab offers by
//! name: the spec's default ([`Rules::default`]) and the seed's ([`Rules::seed`]).
//!
//! The published rules differ on four points, so each is an option: what a move that connects
//! both sides does ([`DoubleConnection`]), what a player without a legal move does
//! ([`NoMoves`]), which occurrence of a position draws ([`Rules::repetition`]) and the ply cap
//! ([`Rules::max_plies`]). The command line (`--no-moves pass|lose`, `--both-connected
//! mover|draw`, `--repetition N`, `--ply-cap N`) and the page's address read and write them
//! with the same words, through [`NoMoves::from_name`], [`DoubleConnection::from_name`],
//! [`parse_count`] and [`write_count`], so an option means the same thing everywhere and a
//! bad value gets the same message.
//!
//! **The seed's rules.** The seed (§4.3) states two of the four: "a player who cannot move his
//! pieces passes" and "a position that occurs for a player the third time, the game is a
//! draw". It is silent on a move that connects both sides (the mover wins, as in the spec's
//! default) and names no ply cap; with passing and the repetition draw every game still ends,
//! since there are finitely many positions.

use serde::{Deserialize, Serialize};

use crate::i18n::{with_english, Args, Catalogue};

/// What happens when a move connects both sides at once (a capture can connect the opponent).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum DoubleConnection {
    /// The mover wins (the default).
    #[default]
    MoverWins,
    /// A draw (the Computer Olympiad rule).
    Draw,
}

impl DoubleConnection {
    /// Both options, the default first.
    pub const ALL: [DoubleConnection; 2] = [DoubleConnection::MoverWins, DoubleConnection::Draw];

    /// The option's name on the command line and in the address: `mover` or `draw`.
    pub fn name(self) -> &'static str {
        match self {
            DoubleConnection::MoverWins => "mover",
            DoubleConnection::Draw => "draw",
        }
    }

    /// The option called `name`.
    pub fn from_name(name: &str) -> Result<DoubleConnection, String> {
        DoubleConnection::ALL
            .into_iter()
            .find(|d| d.name() == name.trim())
            .ok_or_else(|| format!("{name:?} is not an option: write mover or draw"))
    }

    /// The option in words.
    pub fn label(self) -> &'static str {
        match self {
            DoubleConnection::MoverWins => "the mover wins",
            DoubleConnection::Draw => "a draw",
        }
    }

    /// [`DoubleConnection::label`] in the language of `words`.
    pub fn label_in(self, words: &Catalogue) -> String {
        match self {
            DoubleConnection::MoverWins => words.msg("loa-rule-both-mover"),
            DoubleConnection::Draw => words.msg("loa-rule-both-draw"),
        }
    }
}

/// What happens to a player who has no legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum NoMoves {
    /// That player loses (the default).
    #[default]
    Loses,
    /// That player must pass (the Computer Olympiad rule, and the seed's).
    Pass,
}

impl NoMoves {
    /// Both options, the default first.
    pub const ALL: [NoMoves; 2] = [NoMoves::Loses, NoMoves::Pass];

    /// The option's name on the command line and in the address: `lose` or `pass`.
    pub fn name(self) -> &'static str {
        match self {
            NoMoves::Loses => "lose",
            NoMoves::Pass => "pass",
        }
    }

    /// The option called `name`.
    pub fn from_name(name: &str) -> Result<NoMoves, String> {
        NoMoves::ALL
            .into_iter()
            .find(|n| n.name() == name.trim())
            .ok_or_else(|| format!("{name:?} is not an option: write lose or pass"))
    }

    /// The option in words.
    pub fn label(self) -> &'static str {
        match self {
            NoMoves::Loses => "loses",
            NoMoves::Pass => "passes",
        }
    }

    /// [`NoMoves::label`] in the language of `words`.
    pub fn label_in(self, words: &Catalogue) -> String {
        match self {
            NoMoves::Loses => words.msg("loa-rule-nomoves-loses"),
            NoMoves::Pass => words.msg("loa-rule-nomoves-pass"),
        }
    }
}

/// The rule options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// Both sides connected by one move.
    pub double_connection: DoubleConnection,
    /// A player without a legal move.
    pub no_moves: NoMoves,
    /// The `n`th occurrence of a position (the same side to move) is a draw; `None`: positions
    /// may repeat without end (the game then ends only by a win or the ply cap).
    pub repetition: Option<u32>,
    /// The game is drawn after this many plies (counted from the position the game started
    /// from); `None`: no cap.
    pub max_plies: Option<u32>,
}

/// The default ply cap.
pub const DEFAULT_MAX_PLIES: u32 = 1000;
/// The occurrence of a position that draws by default (the third).
pub const DEFAULT_REPETITION: u32 = 3;
/// The smallest repetition count: the second occurrence (the first is every position's).
pub const MIN_REPETITION: u32 = 2;
/// The largest repetition count and ply cap the options take.
pub const MAX_RULE_COUNT: u32 = 1_000_000;

impl Default for Rules {
    fn default() -> Self {
        Rules {
            double_connection: DoubleConnection::MoverWins,
            no_moves: NoMoves::Loses,
            repetition: Some(DEFAULT_REPETITION),
            max_plies: Some(DEFAULT_MAX_PLIES),
        }
    }
}

impl Rules {
    /// The seed's rules (its §4.3): a player without a move passes, the third occurrence of a
    /// position draws; it names no ply cap, and a double connection wins for the mover.
    pub fn seed() -> Rules {
        Rules {
            double_connection: DoubleConnection::MoverWins,
            no_moves: NoMoves::Pass,
            repetition: Some(DEFAULT_REPETITION),
            max_plies: None,
        }
    }

    /// The rules as command-line options, every one spelled out
    /// (`--no-moves lose --both-connected mover --repetition 3 --ply-cap 1000`).
    pub fn flags(&self) -> String {
        format!(
            "--no-moves {} --both-connected {} --repetition {} --ply-cap {}",
            self.no_moves.name(),
            self.double_connection.name(),
            write_count(self.repetition),
            write_count(self.max_plies)
        )
    }

    /// The rules in words, one clause per option.
    pub fn describe(&self) -> String {
        with_english(|w| self.describe_in(w))
    }

    /// [`Rules::describe`] in the language of `words`.
    pub fn describe_in(&self, words: &Catalogue) -> String {
        let repetition = match self.repetition {
            Some(n) => words.msg_with(
                "loa-rules-repetition",
                &Args::new().text("ordinal", ordinal_in(n, words)),
            ),
            None => words.msg("loa-rules-no-repetition"),
        };
        let cap = match self.max_plies {
            Some(n) => words.msg_with("loa-rules-cap", &Args::new().count("n", n.into())),
            None => words.msg("loa-rules-no-cap"),
        };
        words.msg_with(
            "loa-rules-describe",
            &Args::new()
                .text("nomoves", self.no_moves.label_in(words))
                .text("both", self.double_connection.label_in(words))
                .text("repetition", repetition)
                .text("cap", cap),
        )
    }
}

/// An ordinal number (`3rd`) in the language of `words`.
pub fn ordinal_in(n: u32, words: &Catalogue) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    words.msg_with(
        "loa-ordinal",
        &Args::new().count("n", n.into()).text("suffix", suffix),
    )
}

/// `1st`, `2nd`, `3rd`, `4th`, … `11th`, `21st`.
pub fn ordinal(n: u32) -> String {
    with_english(|w| ordinal_in(n, w))
}

/// Reads a repetition count or a ply cap: a whole number from `min` to [`MAX_RULE_COUNT`], or
/// `0` / `off` / `none` for no rule.
pub fn parse_count(text: &str, min: u32) -> Result<Option<u32>, String> {
    with_english(|w| parse_count_in(text, min, w))
}

/// [`parse_count`] with its reason in the language of `words`.
pub fn parse_count_in(text: &str, min: u32, words: &Catalogue) -> Result<Option<u32>, String> {
    let t = text.trim();
    if matches!(t, "0" | "off" | "none") {
        return Ok(None);
    }
    let args = Args::new()
        .count("min", min.into())
        .count("max", MAX_RULE_COUNT.into());
    match t.parse::<u64>() {
        Ok(n) if (u64::from(min)..=u64::from(MAX_RULE_COUNT)).contains(&n) => Ok(Some(n as u32)),
        Ok(n) => Err(words.msg_with("loa-count-range", &args.text("n", n.to_string()))),
        Err(_) => Err(words.msg_with("loa-count-not-whole", &args.text("text", format!("{t:?}")))),
    }
}

/// A repetition count or ply cap as [`parse_count`] reads it: the number, or `off`.
pub fn write_count(n: Option<u32>) -> String {
    n.map_or_else(|| "off".to_string(), |n| n.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for d in DoubleConnection::ALL {
            assert_eq!(DoubleConnection::from_name(d.name()), Ok(d));
        }
        for n in NoMoves::ALL {
            assert_eq!(NoMoves::from_name(n.name()), Ok(n));
        }
        assert!(NoMoves::from_name("loses")
            .unwrap_err()
            .contains("lose or pass"));
        assert!(DoubleConnection::from_name("win")
            .unwrap_err()
            .contains("mover or draw"));
    }

    #[test]
    fn counts_read_and_write() {
        assert_eq!(parse_count("3", MIN_REPETITION), Ok(Some(3)));
        assert_eq!(parse_count(" off ", MIN_REPETITION), Ok(None));
        assert_eq!(parse_count("0", 1), Ok(None));
        assert!(parse_count("1", MIN_REPETITION).unwrap_err().contains("2–"));
        assert!(parse_count("2000000", 1)
            .unwrap_err()
            .contains("out of range"));
        assert!(parse_count("-3", 1)
            .unwrap_err()
            .contains("not a whole number"));
        for n in [None, Some(2), Some(1000)] {
            assert_eq!(parse_count(&write_count(n), 1), Ok(n));
        }
    }

    #[test]
    fn the_seeds_rules_pass_and_draw_on_the_third_occurrence() {
        let seed = Rules::seed();
        assert_eq!(seed.no_moves, NoMoves::Pass);
        assert_eq!(seed.repetition, Some(3));
        assert_eq!(seed.max_plies, None);
        assert_eq!(
            seed.flags(),
            "--no-moves pass --both-connected mover --repetition 3 --ply-cap off"
        );
        assert_eq!(
            Rules::default().describe(),
            "a player without a move loses; a move connecting both sides: the mover wins; the 3rd occurrence of a position draws; the game is drawn at ply 1000"
        );
        assert_eq!(
            [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal),
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st",
                "111th"
            ]
        );
    }
}
