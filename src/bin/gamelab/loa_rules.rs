//! The rule options every `gamelab loa` command takes: `--rules default|seed` as the base, and
//! `--no-moves pass|lose`, `--both-connected mover|draw`, `--repetition N`, `--ply-cap N` to
//! change one option of it. The words are the core's ([`NoMoves::from_name`],
//! [`DoubleConnection::from_name`], [`parse_count`]), the same the page's address uses, so a
//! bad value gets the same message everywhere; the JSON output names the rules in force
//! ([`rules_json`]).

use clap::{Args, ValueEnum};
use serde_json::Value;

use gamelab::games::loa::rules::{parse_count, MIN_REPETITION};
use gamelab::games::loa::{DoubleConnection, NoMoves, Rules};

/// A named rule set.
#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum RuleSet {
    /// The spec's rules: no move loses, a double connection wins for the mover, the 3rd
    /// occurrence draws, ply 1000 draws.
    Default,
    /// The seed's rules (§4.3): no move passes, the 3rd occurrence draws, no ply cap.
    Seed,
}

/// A repetition count or a ply cap as given (`None`: off).
#[derive(Clone, Copy)]
pub(crate) struct Count(Option<u32>);

fn repetition(text: &str) -> Result<Count, String> {
    parse_count(text, MIN_REPETITION).map(Count)
}

fn ply_cap(text: &str) -> Result<Count, String> {
    parse_count(text, 1).map(Count)
}

/// The rule options (see the module documentation).
#[derive(Args, Clone)]
pub(crate) struct RulesArgs {
    /// The rule set the options below change.
    #[arg(long, value_enum, default_value = "default")]
    rules: RuleSet,
    /// A player without a legal move: lose, or pass (the seed's and the Olympiad's rule).
    #[arg(long, value_name = "lose|pass", value_parser = NoMoves::from_name)]
    no_moves: Option<NoMoves>,
    /// A move that connects both sides: the mover wins, or a draw (the Olympiad's rule).
    #[arg(long, value_name = "mover|draw", value_parser = DoubleConnection::from_name)]
    both_connected: Option<DoubleConnection>,
    /// The Nth occurrence of a position (the same side to move) is a draw (default 3); 0 or
    /// off: positions may repeat.
    #[arg(long, value_name = "N", value_parser = repetition)]
    repetition: Option<Count>,
    /// The game is drawn at this ply, counted from the position given (default 1000 under the
    /// default rules, off under the seed's); 0 or off: no cap.
    #[arg(long, value_name = "N", value_parser = ply_cap)]
    ply_cap: Option<Count>,
}

impl RulesArgs {
    /// The rules these options give.
    pub(crate) fn rules(&self) -> Rules {
        let mut rules = match self.rules {
            RuleSet::Default => Rules::default(),
            RuleSet::Seed => Rules::seed(),
        };
        if let Some(n) = self.no_moves {
            rules.no_moves = n;
        }
        if let Some(d) = self.both_connected {
            rules.double_connection = d;
        }
        if let Some(Count(n)) = self.repetition {
            rules.repetition = n;
        }
        if let Some(Count(n)) = self.ply_cap {
            rules.max_plies = n;
        }
        rules
    }
}

/// The rules in JSON: `{"no_moves", "both_connected", "repetition", "ply_cap"}` (the counts
/// `null` when off).
pub(crate) fn rules_json(rules: &Rules) -> Value {
    gamelab::games::loa::report::rules(rules)
}
