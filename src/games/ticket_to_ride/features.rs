//! The 26 input features of the neural-network player (Łabno 2018, ch. 4, the table "Dane
//! wejściowe sieci neuronowej"), computed from one player's [`Observation`] and the
//! algorithmic player's [`Plan`] of it.
//!
//! The thesis lists the features by name only; this module fixes what each one means and how
//! it is scaled. Every feature is its natural count divided by a fixed constant ([`SCALES`]),
//! chosen from the game's bounds (45 trains, 110 cards, 30 tickets, 5 face-up cards, 5
//! players) or, for unbounded counts, from what games of the algorithmic player reach, so
//! that each input lies roughly in `[0, 1]` (the score features may go a little below 0 or
//! above 1). The constants are part of the saved-weights format
//! ([`super::nn::FORMAT_VERSION`]): changing one makes every saved network wrong, so they
//! never change without a new format version.
//!
//! Reconstruction choices (the thesis does not define them):
//! - **turn**: the observer's round, `completed turns / players` (all players' turns count in
//!   [`Observation::turns`]), so games of 2 and 5 players share a scale.
//! - **own points**: the score if the game ended now — route points plus the points of the
//!   connected tickets minus those of the others, without the longest-path bonus; **own score
//!   without tickets** is the route points alone. (Read literally both could be the route
//!   points; the two names only make sense as different numbers.)
//! - **remaining train cards**: the train cards in no hand — deck, discard pile and face-up
//!   row, `110 − Σ hand sizes` — the cards anyone can still draw.
//! - **claimable / fitting / target / missing connections**: the sizes of the plan's
//!   [`Plan::claimable`], [`Plan::fitting`], [`Plan::target`] and [`Plan::missing`].
//! - **own finished / unfinished tickets**: [`Plan::finished`] and [`Plan::unfinished`].
//! - **the others' trains and tickets**: min, max, mean and median over the other players
//!   (the median of an even count is the mean of the middle two).
//!
//! **The revised input** ([`FeatureSet::Revised`], the thesis's §"Proces weryfikacji uczenia",
//! as the issue reads it): the network often took forbidden decisions under the influence of
//! needless features, so the thesis removed the data about the other players and added the
//! number of cards of each colour the player holds and the largest number of cards of one
//! colour. Here: the 26 features without the eight about the others (their trains and tickets:
//! min, max, mean, median), then the player's cards of each of the 8 colours and of
//! locomotives, then the largest number of cards that pay one colour (that colour's cards plus
//! the locomotives, as the thesis's code counts it) — 28 inputs ([`REVISED_NAMES`]), each card
//! count divided by 12.
//!
//! **The repository's input** ([`FeatureSet::Repository`]): the thesis's own code (its
//! reference \[4\], `StatePrint.printState`, the version its results came from) did it
//! otherwise: the others' data had gone in an earlier version (their card counts and points),
//! the thesis's 26 features all stay, and two are added — the largest number of cards that pay
//! one colour (as above) and the number of "different colours" as its `countCapacity` counts
//! them: of the 8 colours and the locomotive, those the hand could pay one card of, where a
//! colour counts with the locomotives and the locomotive entry is the largest colour plus the
//! locomotives (so 9 whenever a locomotive is held). 28 inputs ([`REPOSITORY_NAMES`]). Its
//! quirks are not copied: its others' statistics included the player itself, three of its
//! features read the player who moved before, its "missing connections" was always 0.

use serde::{Deserialize, Serialize};

use super::algo::Plan;
use super::{usa, Observation, FACE_UP, KINDS, LOCOMOTIVE, TOTAL_CARDS, TRAINS};

/// Number of input features.
pub const FEATURES: usize = 26;

/// Number of inputs of the revised set.
pub const REVISED: usize = 28;

/// Which inputs a network reads (see the module documentation).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FeatureSet {
    /// The thesis's table of 26 features.
    #[default]
    Original,
    /// The thesis's revision as the issue reads its words: the others' data removed, the cards
    /// per colour and the largest count of one colour added (28 inputs).
    Revised,
    /// The thesis's revision as its code did it: the 26 and the largest count of one colour
    /// and the number of colours held (28 inputs).
    Repository,
}

/// The names of the feature sets ([`FeatureSet::parse`]).
pub const FEATURE_SETS: [&str; 3] = ["original", "revised", "repository"];

/// The names of the repository's inputs, in order: the 26, then its two.
pub const REPOSITORY_NAMES: [&str; REVISED] = {
    let mut names = [""; REVISED];
    let mut i = 0;
    while i < FEATURES {
        names[i] = FEATURE_NAMES[i];
        i += 1;
    }
    names[FEATURES] = "largest count of one colour (with locomotives)";
    names[FEATURES + 1] = "colours held (the repository's count, 0–9)";
    names
};

/// The indices in [`FEATURE_NAMES`] of the features about the other players, which the revised
/// set removes.
pub const OTHERS: std::ops::Range<usize> = 15..23;

/// The names of the revised set's inputs, in order: [`FEATURE_NAMES`] without [`OTHERS`], then
/// these.
const REVISED_ADDED: [&str; KINDS + 1] = [
    "own red cards",
    "own blue cards",
    "own green cards",
    "own yellow cards",
    "own orange cards",
    "own black cards",
    "own white cards",
    "own pink cards",
    "own locomotives",
    "largest count of one colour (with locomotives)",
];

/// The names of the revised set's inputs, in order.
pub const REVISED_NAMES: [&str; REVISED] = {
    let mut names = [""; REVISED];
    let (mut i, mut j) = (0, 0);
    while i < FEATURES {
        if i < OTHERS.start || i >= OTHERS.end {
            names[j] = FEATURE_NAMES[i];
            j += 1;
        }
        i += 1;
    }
    let mut k = 0;
    while k < REVISED_ADDED.len() {
        names[j + k] = REVISED_ADDED[k];
        k += 1;
    }
    names
};

/// The divisor of a card count of one kind.
const PER_KIND: f64 = 12.0;

impl FeatureSet {
    /// Its name: `original` or `revised`.
    pub fn name(self) -> &'static str {
        match self {
            FeatureSet::Original => "original",
            FeatureSet::Revised => "revised",
            FeatureSet::Repository => "repository",
        }
    }

    /// The set named `name`.
    pub fn parse(name: &str) -> Result<FeatureSet, String> {
        match name.trim() {
            "original" => Ok(FeatureSet::Original),
            "revised" => Ok(FeatureSet::Revised),
            "repository" => Ok(FeatureSet::Repository),
            other => Err(format!(
                "feature set {other:?}: original, revised or repository"
            )),
        }
    }

    /// Number of inputs.
    pub fn len(self) -> usize {
        match self {
            FeatureSet::Original => FEATURES,
            FeatureSet::Revised | FeatureSet::Repository => REVISED,
        }
    }

    /// Never: every set has inputs (for clippy's `len` rule).
    pub fn is_empty(self) -> bool {
        false
    }

    /// The inputs' names, in order.
    pub fn names(self) -> &'static [&'static str] {
        match self {
            FeatureSet::Original => &FEATURE_NAMES,
            FeatureSet::Revised => &REVISED_NAMES,
            FeatureSet::Repository => &REPOSITORY_NAMES,
        }
    }

    /// The network's inputs for this set (scaled, in the order of [`FeatureSet::names`]).
    pub fn inputs(self, obs: &Observation, plan: &Plan) -> Vec<f64> {
        let all = features(obs, plan);
        let (largest, colours) = capacity(&obs.hand);
        match self {
            FeatureSet::Original => all.to_vec(),
            FeatureSet::Revised => {
                let mut x: Vec<f64> = all[..OTHERS.start]
                    .iter()
                    .chain(&all[OTHERS.end..])
                    .copied()
                    .collect();
                x.extend(obs.hand.iter().map(|&n| f64::from(n) / PER_KIND));
                x.push(f64::from(largest) / PER_KIND);
                x
            }
            FeatureSet::Repository => {
                let mut x = all.to_vec();
                x.push(f64::from(largest) / PER_KIND);
                x.push(f64::from(colours) / KINDS as f64);
                x
            }
        }
    }
}

/// The thesis's code's `countCapacity` read off a hand: the largest number of cards that pay
/// one colour (that colour's cards plus the locomotives), and how many of its 9 entries (each
/// colour with the locomotives; the locomotive entry the largest colour plus the locomotives)
/// are not 0.
pub fn capacity(hand: &super::Hand) -> (u8, u8) {
    let locos = hand[usize::from(LOCOMOTIVE)];
    let colours = (0..KINDS).filter(|&k| k != usize::from(LOCOMOTIVE));
    let most = colours.clone().map(|k| hand[k]).max().unwrap_or(0);
    let entries = colours
        .map(|k| hand[k] + locos)
        .chain(std::iter::once(most + locos));
    let held = entries.filter(|&e| e > 0).count() as u8;
    (most + locos, held)
}

/// The features' names, in input order.
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "turn (round)",
    "own train cards",
    "face-up cards",
    "deck size",
    "discard size",
    "own tickets",
    "tickets in the pile",
    "own trains",
    "own points (routes ± tickets now)",
    "remaining train cards (in no hand)",
    "claimable connections",
    "fitting connections",
    "target connections",
    "missing connections",
    "players",
    "others' trains: min",
    "others' trains: max",
    "others' trains: mean",
    "others' trains: median",
    "others' tickets: min",
    "others' tickets: max",
    "others' tickets: mean",
    "others' tickets: median",
    "own unfinished tickets",
    "own finished tickets",
    "own score without tickets (route points)",
];

const T: f64 = TRAINS as f64;
const CARDS: f64 = TOTAL_CARDS as f64;

/// The divisor of each feature: the network's input is the raw count divided by it. Fixed
/// (see the module documentation).
pub const SCALES: [f64; FEATURES] = [
    50.0, // turn: games last about 20–50 rounds
    25.0, // own train cards
    FACE_UP as f64,
    CARDS, // deck
    CARDS, // discard
    10.0,  // own tickets
    30.0,  // tickets in the pile (30 in all)
    T,     // own trains
    100.0, // own points now
    CARDS, // remaining train cards
    50.0,  // claimable connections
    10.0,  // fitting connections
    20.0,  // target connections
    20.0,  // missing connections
    5.0,   // players
    T,
    T,
    T,
    T,
    10.0,
    10.0,
    10.0,
    10.0,
    10.0,  // unfinished tickets
    10.0,  // finished tickets
    100.0, // route points
];

/// Min, max, mean and median of `xs` (zeros when empty).
fn summary(xs: &mut [f64]) -> [f64; 4] {
    if xs.is_empty() {
        return [0.0; 4];
    }
    crate::sorting::sort_floats(xs);
    let n = xs.len();
    let mean = xs.iter().sum::<f64>() / n as f64;
    let median = if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    };
    [xs[0], xs[n - 1], mean, median]
}

/// The features in natural units (counts, trains, points), in the order of
/// [`FEATURE_NAMES`]; `plan` must be [`super::algo::plan`]`(obs)`.
pub fn raw_features(obs: &Observation, plan: &Plan) -> [f64; FEATURES] {
    let map = usa();
    let me = usize::from(obs.me);
    let players = obs.trains.len();
    let count = |n: usize| n as f64;
    let ticket_points =
        |ts: &[u8]| -> i32 { ts.iter().map(|&t| map.tickets[usize::from(t)].points).sum() };
    let routes = obs.route_points[me];
    let now = routes + ticket_points(&plan.finished) - ticket_points(&plan.unfinished);
    let in_hands: usize = obs.hand_sizes.iter().map(|&n| usize::from(n)).sum();
    let mut trains: Vec<f64> = (0..players)
        .filter(|&p| p != me)
        .map(|p| f64::from(obs.trains[p]))
        .collect();
    let mut tickets: Vec<f64> = (0..players)
        .filter(|&p| p != me)
        .map(|p| f64::from(obs.ticket_counts[p]))
        .collect();
    let t = summary(&mut trains);
    let k = summary(&mut tickets);
    [
        f64::from(obs.turns) / players as f64,
        f64::from(obs.hand.iter().map(|&n| u32::from(n)).sum::<u32>()),
        count(obs.face_up.iter().flatten().count()),
        f64::from(obs.deck_len),
        f64::from(obs.discard.iter().map(|&n| u32::from(n)).sum::<u32>()),
        count(obs.tickets.len()),
        f64::from(obs.ticket_deck_len),
        f64::from(obs.trains[me]),
        f64::from(now),
        count(TOTAL_CARDS.saturating_sub(in_hands)),
        count(plan.claimable.len()),
        count(plan.fitting.len()),
        count(plan.target.len()),
        count(plan.missing.len()),
        count(players),
        t[0],
        t[1],
        t[2],
        t[3],
        k[0],
        k[1],
        k[2],
        k[3],
        count(plan.unfinished.len()),
        count(plan.finished.len()),
        f64::from(routes),
    ]
}

/// The network's inputs: [`raw_features`] divided by [`SCALES`].
pub fn features(obs: &Observation, plan: &Plan) -> [f64; FEATURES] {
    let mut x = raw_features(obs, plan);
    for (v, s) in x.iter_mut().zip(SCALES) {
        *v /= s;
    }
    x
}
