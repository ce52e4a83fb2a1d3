//! The strategies of the iterated prisoner's dilemma: the classics, named and defined as the
//! Axelrod Python library (4.x) defines them, and the ones a person writes as a rule table.
//!
//! Names are the library's own `name` strings and each rule follows the library's source,
//! including where it reads the match length (BackStabber, First by Stein and Rapoport and
//! First by Tideman and Chieruzzi defect on the last two turns, as the library's
//! `FinalTransformer` makes them) or the payoffs (GTFT's generosity, Adaptive's and Tideman
//! and Chieruzzi's running scores). Random draws come from the match's seeded stream: the
//! same distribution as the library's, not its numbers. `tests/data/ipd/axelrod_matches.json`
//! holds the library's moves for every pair of the deterministic ones; the tests replay them.
//!
//! A [`Strategy`] is plain data (it travels to a worker); [`Strategy::start`] makes the
//! per-match [`Player`], an enum over the few kinds of state the rules keep, borrowing the
//! strategy (a lookup table is never copied), so a match allocates nothing per turn. The
//! rules are split by family: [`reactive`] (rules of the histories alone), [`stateful`]
//! (rules with counters and modes), [`tournaments`] (the entries of Axelrod's tournaments
//! with involved rules) and [`user`] (memory-one vectors and lookup tables, with their text
//! formats).

mod history;
mod names;
pub mod reactive;
pub mod stateful;
pub mod tournaments;
pub mod user;

pub use history::History;
pub use names::shown_name_in;
pub use user::{LookupTable, MemoryOne};

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::games::ipd::game::{Move, Payoffs};
use crate::rng::GameRng;
use crate::text::ParseError;

/// The classic strategies, in the order the lab teaches them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Classic {
    /// Always cooperates.
    Cooperator,
    /// Always defects.
    Defector,
    /// Cooperates first, then copies the opponent's last move.
    TitForTat,
    /// Tit For Tat that defects first.
    SuspiciousTitForTat,
    /// Defects only after two defections in a row.
    TitFor2Tats,
    /// Answers each defection with two.
    TwoTitsForTat,
    /// Defects if the opponent defected in any of its last three moves.
    HardTitForTat,
    /// Copies the last move only once the opponent defected more than 10% of the time.
    ForgivingTitForTat,
    /// Generous Tit For Tat (the library's `GTFT`).
    Gtft,
    /// The opposite of Tit For Tat.
    Bully,
    /// Defects forever after the first defection.
    Grudger,
    /// Pavlov.
    WinStayLoseShift,
    /// C, D, C, D, …
    Alternator,
    /// C, C, D, C, C, D, …
    CyclerCcd,
    /// Cooperates with probability ½.
    Random,
    /// D, C, C, then exploits or plays Tit For Tat.
    Prober,
    /// C, D, then cooperates with its own kind only.
    Handshake,
    /// Growing punishments followed by two calming cooperations.
    Gradual,
    /// Cooperates while the opponent cooperated at least as often as it defected.
    GoByMajority,
    /// Probes C six times and D five times, then plays the move that scored more.
    Adaptive,
    /// Defects once the opponent's defections exceed its cooperations by more than 10.
    Grumpy,
    /// Forgives three defections, defects after the fourth and on the last two turns.
    BackStabber,
    /// Cooperates for 10 turns, then Grudger.
    FirstByDavis,
    /// Tit For Tat that cooperates only 90% of the time.
    FirstByJoss,
    /// Tit For Tat whose cooperation decays to ½ over 200 turns.
    FirstByFeld,
    /// Tit For Tat that defects against an opponent that looks random (χ² test).
    FirstBySteinAndRapoport,
    /// Growing retaliations, with fresh starts for an opponent far behind.
    FirstByTidemanAndChieruzzi,
    /// Exploits a cooperator by alternating, apologises and plays Tit For Tat once hit.
    SecondByTester,
    /// Joss for 20 turns, then defects against a cyclic opponent, else Tit For Tat.
    Calculator,
}

/// Name, one-sentence description and whether it is deterministic, per classic.
struct Facts {
    name: &'static str,
    description: &'static str,
    deterministic: bool,
}

const fn facts(name: &'static str, description: &'static str, deterministic: bool) -> Facts {
    Facts {
        name,
        description,
        deterministic,
    }
}

impl Classic {
    /// Every classic, in the lab's teaching order.
    pub const ALL: [Classic; 29] = [
        Classic::Cooperator,
        Classic::Defector,
        Classic::TitForTat,
        Classic::SuspiciousTitForTat,
        Classic::TitFor2Tats,
        Classic::TwoTitsForTat,
        Classic::HardTitForTat,
        Classic::ForgivingTitForTat,
        Classic::Gtft,
        Classic::Bully,
        Classic::Grudger,
        Classic::WinStayLoseShift,
        Classic::Alternator,
        Classic::CyclerCcd,
        Classic::Random,
        Classic::Prober,
        Classic::Handshake,
        Classic::Gradual,
        Classic::GoByMajority,
        Classic::Adaptive,
        Classic::Grumpy,
        Classic::BackStabber,
        Classic::FirstByDavis,
        Classic::FirstByJoss,
        Classic::FirstByFeld,
        Classic::FirstBySteinAndRapoport,
        Classic::FirstByTidemanAndChieruzzi,
        Classic::SecondByTester,
        Classic::Calculator,
    ];

    /// The classics' names in [`Classic::ALL`]'s order, as data: the page lists them without
    /// carrying the strategies (a test checks they are the strategies' own names).
    pub const NAMES: [&'static str; 29] = [
        "Cooperator",
        "Defector",
        "Tit For Tat",
        "Suspicious Tit For Tat",
        "Tit For 2 Tats",
        "Two Tits For Tat",
        "Hard Tit For Tat",
        "Forgiving Tit For Tat",
        "GTFT",
        "Bully",
        "Grudger",
        "Win-Stay Lose-Shift",
        "Alternator",
        "Cycler CCD",
        "Random",
        "Prober",
        "Handshake",
        "Gradual",
        "Soft Go By Majority",
        "Adaptive",
        "Grumpy",
        "BackStabber",
        "First by Davis",
        "First by Joss",
        "First by Feld",
        "First by Stein and Rapoport",
        "First by Tideman and Chieruzzi",
        "Second by Tester",
        "Calculator",
    ];

    fn facts(self) -> Facts {
        use Classic::*;
        match self {
            Cooperator => facts("Cooperator", "Always cooperates.", true),
            Defector => facts("Defector", "Always defects.", true),
            TitForTat => facts(
                "Tit For Tat",
                "Cooperates on the first move, then plays what the opponent played last.",
                true,
            ),
            SuspiciousTitForTat => facts(
                "Suspicious Tit For Tat",
                "Tit For Tat that defects on the first move.",
                true,
            ),
            TitFor2Tats => facts(
                "Tit For 2 Tats",
                "Cooperates unless the opponent defected on both of its last two moves.",
                true,
            ),
            TwoTitsForTat => facts(
                "Two Tits For Tat",
                "Cooperates unless the opponent defected on either of its last two moves, so \
                 each defection is answered twice.",
                true,
            ),
            HardTitForTat => facts(
                "Hard Tit For Tat",
                "Cooperates unless the opponent defected in any of its last three moves.",
                true,
            ),
            ForgivingTitForTat => facts(
                "Forgiving Tit For Tat",
                "Cooperates while the opponent has defected at most 10% of the time, else \
                 copies the opponent's last move.",
                true,
            ),
            Gtft => facts(
                "GTFT",
                "Generous Tit For Tat: cooperates after a cooperation, and after a defection \
                 still cooperates with probability min(1 − (T − R)/(R − S), (R − P)/(T − P)) \
                 (⅓ with 3, 0, 5, 1).",
                false,
            ),
            Bully => facts(
                "Bully",
                "Defects first, then does the opposite of the opponent's last move.",
                true,
            ),
            Grudger => facts(
                "Grudger",
                "Cooperates until the opponent defects once, then defects forever.",
                true,
            ),
            WinStayLoseShift => facts(
                "Win-Stay Lose-Shift",
                "Cooperates first, then repeats its move after R or T and switches after S or P.",
                true,
            ),
            Alternator => facts(
                "Alternator",
                "Cooperates first, then alternates defection and cooperation.",
                true,
            ),
            CyclerCcd => facts("Cycler CCD", "Plays C, C, D over and over.", true),
            Random => facts(
                "Random",
                "Cooperates or defects with probability ½ each, every move.",
                false,
            ),
            Prober => facts(
                "Prober",
                "Plays D, C, C; defects forever if the opponent cooperated on its 2nd and 3rd \
                 moves, else plays Tit For Tat.",
                true,
            ),
            Handshake => facts(
                "Handshake",
                "Plays C, D; cooperates forever if the opponent opened C, D too, else defects \
                 forever.",
                true,
            ),
            Gradual => facts(
                "Gradual",
                "After an opponent's defection, defects as many times as the opponent has \
                 defected in all, then cooperates twice.",
                true,
            ),
            GoByMajority => facts(
                "Soft Go By Majority",
                "Cooperates while the opponent has cooperated at least as often as it \
                 defected.",
                true,
            ),
            Adaptive => facts(
                "Adaptive",
                "Plays C six times and D five times, then whichever move has earned it more in \
                 total.",
                true,
            ),
            Grumpy => facts(
                "Grumpy",
                "Turns grumpy (defects) when the opponent's defections exceed its cooperations \
                 by more than 10, and nice again when they fall 10 below.",
                true,
            ),
            BackStabber => facts(
                "BackStabber",
                "Cooperates until the opponent's fourth defection, then defects; always \
                 defects on the last two turns.",
                true,
            ),
            FirstByDavis => facts(
                "First by Davis",
                "Cooperates for 10 moves, then defects forever once the opponent has defected.",
                true,
            ),
            FirstByJoss => facts(
                "First by Joss",
                "After a cooperation cooperates with probability 0.9; after a defection \
                 defects.",
                false,
            ),
            FirstByFeld => facts(
                "First by Feld",
                "Defects after a defection; after a cooperation cooperates with a probability \
                 falling from 1 to ½ over 200 moves.",
                false,
            ),
            FirstBySteinAndRapoport => facts(
                "First by Stein and Rapoport",
                "Cooperates 4 times, then plays Tit For Tat but defects while a χ² test every \
                 15 moves finds the opponent random; defects on the last two turns.",
                true,
            ),
            FirstByTidemanAndChieruzzi => facts(
                "First by Tideman and Chieruzzi",
                "Answers each run of defections with one more defection than the last, gives \
                 a fresh start to an opponent 10 points behind; defects on the last two turns.",
                true,
            ),
            SecondByTester => facts(
                "Second by Tester",
                "Defects first and then alternates to exploit a cooperator; after the \
                 opponent's first defection cooperates once and plays Tit For Tat.",
                true,
            ),
            Calculator => facts(
                "Calculator",
                "Plays First by Joss for 20 moves; then defects forever if the opponent's \
                 moves so far repeat a cycle, else plays Tit For Tat.",
                false,
            ),
        }
    }

    /// The Axelrod library's name.
    pub fn name(self) -> &'static str {
        self.facts().name
    }

    /// One sentence for the page.
    pub fn description(self) -> &'static str {
        self.facts().description
    }

    /// Whether its moves depend only on the histories (the library's `stochastic` is false).
    pub fn is_deterministic(self) -> bool {
        self.facts().deterministic
    }

    /// Whether the rule reads the match length (defects on the last two turns).
    pub fn reads_length(self) -> bool {
        matches!(
            self,
            Classic::BackStabber
                | Classic::FirstBySteinAndRapoport
                | Classic::FirstByTidemanAndChieruzzi
        )
    }
}

/// A strategy of the iterated prisoner's dilemma.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Strategy {
    /// A classic strategy of the Axelrod library.
    Classic(Classic),
    /// A memory-one strategy written by a person (see [`MemoryOne`]).
    MemoryOne(MemoryOne),
    /// A lookup table over the last moves written by a person (see [`LookupTable`]).
    Lookup(LookupTable),
}

impl From<Classic> for Strategy {
    fn from(c: Classic) -> Self {
        Strategy::Classic(c)
    }
}

impl Strategy {
    /// The name shown in tables: the library's name for a classic, the rule's text for a
    /// person's strategy (`Memory One 1,0,1,0;first=1`, `Lookup CDCD;first=C`).
    pub fn name(&self) -> String {
        match self {
            Strategy::Classic(c) => c.name().to_string(),
            Strategy::MemoryOne(MemoryOne {
                label: Some(label), ..
            })
            | Strategy::Lookup(LookupTable {
                label: Some(label), ..
            }) => label.clone(),
            Strategy::MemoryOne(m) => format!("Memory One {}", m.format()),
            Strategy::Lookup(l) => format!("Lookup {}", l.format()),
        }
    }

    /// Its name ([`Strategy::name`]) in the language of `words`: a classic's translated, a
    /// person's rule or label as it is.
    pub fn name_in(&self, words: &crate::i18n::Catalogue) -> String {
        match self {
            Strategy::Classic(c) => c.name_in(words),
            other => other.name(),
        }
    }

    /// The strategy under the name a person gave it: a rule of their own (memory-one or
    /// lookup table) takes `label` (trimmed; an empty one keeps the rule's own name); a
    /// classic keeps its name.
    pub fn named(self, label: &str) -> Strategy {
        let label = Some(label.trim().to_string()).filter(|l| !l.is_empty());
        match self {
            Strategy::MemoryOne(m) => Strategy::MemoryOne(MemoryOne { label, ..m }),
            Strategy::Lookup(l) => Strategy::Lookup(LookupTable { label, ..l }),
            classic => classic,
        }
    }

    /// One sentence for the page.
    pub fn description(&self) -> String {
        match self {
            Strategy::Classic(c) => c.description().to_string(),
            Strategy::MemoryOne(m) => m.description(),
            Strategy::Lookup(l) => l.description(),
        }
    }

    /// Whether its moves depend only on the histories (no random draw).
    pub fn is_deterministic(&self) -> bool {
        match self {
            Strategy::Classic(c) => c.is_deterministic(),
            Strategy::MemoryOne(m) => m.is_deterministic(),
            Strategy::Lookup(_) => true,
        }
    }

    /// The player for one match of `turns` turns with these payoffs.
    pub fn start(&self, turns: u32, payoffs: &Payoffs) -> Player<'_> {
        use Classic::*;
        let state = match self {
            Strategy::MemoryOne(m) => State::MemoryOne {
                p: m.p,
                first: m.first,
            },
            Strategy::Lookup(table) => State::Lookup(table),
            Strategy::Classic(c) => match c {
                Gtft => {
                    let Payoffs { r, s, t, p } = *payoffs;
                    let q = (1.0 - (t - r) / (r - s)).min((r - p) / (t - p));
                    State::MemoryOne {
                        p: [1.0, q, 1.0, q],
                        first: 1.0,
                    }
                }
                FirstByJoss => State::MemoryOne {
                    p: [0.9, 0.0, 0.9, 0.0],
                    first: 1.0,
                },
                Random => State::Random,
                FirstByFeld => State::Feld,
                Gradual => State::Gradual(stateful::Gradual::default()),
                Grumpy => State::Grumpy { grumpy: false },
                Adaptive => State::Adaptive(stateful::Adaptive::new(*payoffs)),
                SecondByTester => State::Tester { tft: false },
                Calculator => State::Calculator { cycle: false },
                FirstBySteinAndRapoport => State::Stein { random: false },
                FirstByTidemanAndChieruzzi => {
                    State::Tideman(tournaments::Tideman::new(*payoffs, turns))
                }
                other => State::Reactive(*other),
            },
        };
        Player {
            state,
            turns,
            final_defections: matches!(self, Strategy::Classic(c) if c.reads_length()),
        }
    }
}

/// What a player keeps during a match.
#[derive(Clone, Debug)]
enum State<'a> {
    Reactive(Classic),
    MemoryOne { p: [f64; 4], first: f64 },
    Lookup(&'a LookupTable),
    Random,
    Feld,
    Gradual(stateful::Gradual),
    Grumpy { grumpy: bool },
    Adaptive(stateful::Adaptive),
    Tester { tft: bool },
    Calculator { cycle: bool },
    Stein { random: bool },
    Tideman(tournaments::Tideman),
}

/// A strategy playing one match: its state, the match length it was told, and whether it
/// defects on the last two turns whatever its rule says (the library's `FinalTransformer`:
/// the rule still runs and updates its state).
#[derive(Clone, Debug)]
pub struct Player<'a> {
    state: State<'a>,
    turns: u32,
    final_defections: bool,
}

impl Player<'_> {
    /// The move this player intends now, from its own and its opponent's histories; `rng` is
    /// the player's own stream (drawn from only by random rules).
    #[inline]
    pub fn decide(&mut self, me: &History, opp: &History, rng: &mut GameRng) -> Move {
        let intended = match &mut self.state {
            State::Reactive(rule) => reactive::decide(*rule, me, opp),
            State::MemoryOne { p, first } => reactive::memory_one(p, *first, me, opp, rng),
            State::Lookup(table) => table.decide(me, opp),
            State::Random => reactive::chance(0.5, rng),
            State::Feld => tournaments::feld(me, opp, rng),
            State::Gradual(g) => g.decide(opp),
            State::Grumpy { grumpy } => stateful::grumpy(grumpy, opp),
            State::Adaptive(a) => a.decide(me, opp),
            State::Tester { tft } => stateful::tester(tft, me, opp),
            State::Calculator { cycle } => stateful::calculator(cycle, me, opp, rng),
            State::Stein { random } => tournaments::stein(random, me, opp),
            State::Tideman(t) => t.decide(me, opp),
        };
        if self.final_defections {
            tournaments::final_defections(self.turns, me.len(), intended)
        } else {
            intended
        }
    }
}

/// Why a strategy as typed (a name, or a person's rule table) is not one the lab plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StrategyError {
    /// No strategy of the library has this name (as typed, trimmed).
    Unknown(String),
    /// A rule table (`memory-one:…`, `lookup:…`) does not read: where in the table, and why.
    Table(ParseError),
}

impl fmt::Display for StrategyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StrategyError::Unknown(name) => write!(
                f,
                "{name:?} is not a strategy name (`gamelab ipd strategies` lists them)"
            ),
            StrategyError::Table(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for StrategyError {}

/// The words alone, for callers that report text.
impl From<StrategyError> for String {
    fn from(e: StrategyError) -> String {
        e.to_string()
    }
}

/// The strategy the library calls `name` (case and surrounding spaces ignored; `Go By
/// Majority` is accepted for the library's `Soft Go By Majority`).
pub fn by_name(name: &str) -> Result<Strategy, StrategyError> {
    let wanted = name.trim();
    if wanted.eq_ignore_ascii_case("Go By Majority") {
        return Ok(Strategy::Classic(Classic::GoByMajority));
    }
    Classic::ALL
        .iter()
        .find(|c| c.name().eq_ignore_ascii_case(wanted))
        .map(|&c| Strategy::Classic(c))
        .ok_or_else(|| StrategyError::Unknown(wanted.to_string()))
}

/// Every classic strategy, in the lab's teaching order.
pub fn classics() -> Vec<Strategy> {
    Classic::ALL.iter().map(|&c| Strategy::Classic(c)).collect()
}

#[cfg(test)]
mod tests;
