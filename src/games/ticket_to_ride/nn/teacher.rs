//! The training data: decision classes, examples, and the algorithmic player as the teacher
//! whose turn starts are written down, with the choice of which seats' decisions to keep.

use serde::{Deserialize, Serialize};

use super::CLASSES;
use crate::game::InformationSet;
use crate::game::ObservingBot;
use crate::games::ticket_to_ride::algo::{self, plan};
use crate::games::ticket_to_ride::features::FeatureSet;
use crate::games::ticket_to_ride::record;
use crate::games::ticket_to_ride::{Action, Game, Phase};

/// When fewer than this share of a table size's seats reach the score threshold, the
/// best-scoring half of them is kept instead.
pub const MIN_PASSING_SHARE: f64 = 0.1;

/// The class of a decision taken at the start of a turn (see [`CLASS_NAMES`](super::CLASS_NAMES)); keeping
/// tickets (never a turn's first decision) counts as drawing tickets.
pub fn class_of(action: Action) -> usize {
    match action {
        Action::Pass => 0,
        Action::DrawFaceUp(_) | Action::DrawDeck => 1,
        Action::DrawTickets | Action::KeepTickets(_) => 2,
        Action::Claim { .. } => 3,
    }
}

/// One training example: a position's features and the teacher's decision class.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Example {
    /// The scaled inputs of the training's feature set ([`FeatureSet::inputs`]).
    pub features: Vec<f64>,
    /// The class, `0..CLASSES`.
    pub class: u8,
}

/// The algorithmic player, writing down an [`Example`] at the start of each of its turns.
struct Teacher {
    set: FeatureSet,
    examples: Vec<Example>,
}

impl ObservingBot<Game> for Teacher {
    fn name(&self) -> String {
        "algo".into()
    }

    fn choose(&mut self, view: &InformationSet<'_, Game>) -> Action {
        let obs = view.observation();
        let legal = view.legal_actions();
        if obs.phase != Phase::Start {
            return algo::decide(obs, legal);
        }
        // As `algo::decide` at a turn's start, with the plan kept for the features.
        let p = plan(obs);
        let action = match algo::decide_turn(obs, &p, legal) {
            Some(a) if legal.contains(&a) => a,
            _ => legal[0],
        };
        self.examples.push(Example {
            features: self.set.inputs(obs, &p),
            class: class_of(action) as u8,
        });
        action
    }
}

/// Plays one game of the algorithmic player; each seat's score and examples (inputs of `set`).
pub(super) fn teacher_game(players: usize, seed: u64, set: FeatureSet) -> Vec<(i32, Vec<Example>)> {
    let mut teachers: Vec<Teacher> = (0..players)
        .map(|_| Teacher {
            set,
            examples: Vec::new(),
        })
        .collect();
    let mut refs: Vec<&mut dyn ObservingBot<Game>> = teachers
        .iter_mut()
        .map(|t| t as &mut dyn ObservingBot<Game>)
        .collect();
    let (g, _, _) = record::play(&mut refs, seed, false);
    g.scores()
        .into_iter()
        .zip(teachers)
        .map(|(s, t)| (s.total, t.examples))
        .collect()
}

/// The seats kept from one table size: those with at least `min_score`, or the best-scoring
/// half when fewer than [`MIN_PASSING_SHARE`] pass. Returns the kept seats' indices and
/// whether the fallback was used.
pub(super) fn select(scores: &[i32], min_score: i32) -> (Vec<usize>, bool) {
    let passing: Vec<usize> = (0..scores.len())
        .filter(|&i| scores[i] >= min_score)
        .collect();
    if passing.len() as f64 >= MIN_PASSING_SHARE * scores.len() as f64 {
        return (passing, false);
    }
    let mut order: Vec<usize> = (0..scores.len()).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(scores[i]), i));
    order.truncate(scores.len().div_ceil(2));
    order.sort_unstable();
    (order, true)
}

/// The training decisions and where they came from.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DataSummary {
    /// Teacher games played.
    pub games: u32,
    /// Seats in those games.
    pub seats: u32,
    /// Seats whose decisions were kept.
    pub kept_seats: u32,
    /// Mean score of all seats.
    pub mean_score: f64,
    /// Mean score of the kept seats.
    pub kept_mean_score: f64,
    /// Table sizes where too few seats reached `min_score`, so the best half was kept.
    pub best_half: Vec<usize>,
    /// Decisions kept.
    pub examples: usize,
    /// Of those, trained on.
    pub train: usize,
    /// Of those, held out.
    pub held_out: usize,
    /// Decisions per class.
    pub classes: [usize; CLASSES],
}
