//! The search a page steps through, one phase at a time: the model behind the Monte Carlo
//! tree drawn beside a board.
//!
//! A learner presses "next phase" and sees what the phase did (the [`lesson`](super::lesson)
//! words, the selection's table of `Q + exploration` per child), where in the tree it happened
//! (the iteration's path marked in the [`TreePicture`]) and how the statistics moved; or runs a
//! thousand iterations at once and watches the tree's shape. The page keeps a [`Stepper`] and
//! asks it for words, rows and pictures; everything it shows is computed here, so `cargo test`
//! checks that the path drawn is the path selected and that the tables carry the reports.
//!
//! A game taught this way says how it names its moves and players ([`Teachable`]); the
//! stepper never knows which game it is.

use super::lesson::{child_rows_in, sentence_in, ChildRow, Names};
use super::picture::{Folding, TreePicture};
use super::{Config, Mcts, NodeId, Phase, PhaseReport, Variant};
use crate::i18n::{with_english, Args, Catalogue, Said};
use crate::rng::Seed;
use crate::search::Searchable;
use crate::text::FieldError;

/// The iterations the page's run buttons add.
pub const RUN_SIZES: [u64; 4] = [10, 100, 1_000, 10_000];

/// Iterations a page runs between two paints, so a long run never freezes it.
pub const SLICE: u64 = 500;

/// The largest exploration constant the page accepts.
pub const MAX_EXPLORATION: f64 = 100.0;

/// [`Variant::from_name`]'s refusal of `name` (trimmed), for any language.
pub fn unknown_variant(name: &str) -> Said {
    Said::new("field-mcts-variant").text("name", format!("{:?}", name.trim()))
}

/// The page's settings read from its inputs: a variant's name (`uct`, `puct`, `solver`), the
/// exploration constant (empty: the variant's default) and the seed. Every bad field is
/// reported, named `mcts-variant`, `mcts-c` or `mcts-seed`.
pub fn read_config(variant: &str, c: &str, seed: &str) -> Result<Config, Vec<FieldError>> {
    let mut errors = Vec::new();
    let variant = Variant::from_name(variant.trim())
        .map_err(|_| errors.push(FieldError::new("mcts-variant", unknown_variant(variant))));
    let c = c.trim();
    let exploration = if c.is_empty() {
        None
    } else {
        match c.parse::<f64>() {
            Ok(v) if v.is_finite() && (0.0..=MAX_EXPLORATION).contains(&v) => Some(v),
            _ => {
                errors.push(FieldError::new(
                    "mcts-c",
                    Said::new("field-mcts-exploration")
                        .decimal("max", MAX_EXPLORATION.to_string())
                        .text("text", format!("{c:?}")),
                ));
                None
            }
        }
    };
    let seed = seed.trim().parse::<u64>().map_err(|_| {
        errors.push(FieldError::new(
            "mcts-seed",
            Said::new("field-seed-range").text("max", u64::MAX.to_string()),
        ))
    });
    match (variant, seed) {
        (Ok(v), Ok(s)) if errors.is_empty() => {
            let config = Config::new(v, Seed(s));
            Ok(exploration.map_or(config, |c| config.with_exploration(c)))
        }
        _ => Err(errors),
    }
}

/// A game the stepped search can teach: the names of its moves and of its two players.
pub trait Teachable: Searchable + Clone + PartialEq + 'static {
    /// The first and the second player's names (`X`, `O`; `Red`, `Yellow`).
    const PLAYERS: [&'static str; 2];

    /// A move's short name, as the tree's edges and the tables write it.
    fn move_name(action: Self::Action) -> String;

    /// The first (0) or the second (1) player's name in `words`' language; [`Teachable::PLAYERS`]
    /// unless the game's names are words.
    fn player_name_in(index: usize, words: &Catalogue) -> String {
        let _ = words;
        Self::PLAYERS[index.min(1)].to_string()
    }
}

/// One selection step as a table: who chose, and every child's scores.
#[derive(Clone, Debug, PartialEq)]
pub struct StepTable {
    /// "At the root, X chooses" or "Then O chooses (after (2, 2))".
    pub caption: String,
    /// The node's visits `N` before this iteration.
    pub parent_visits: u64,
    /// Every legal move, in the game's order.
    pub rows: Vec<ChildRow>,
}

/// A search stepped phase by phase, remembering what the current iteration's phases did.
pub struct Stepper<S: Searchable> {
    search: Mcts<S>,
    phases: Vec<PhaseReport<S::Action>>,
}

impl<S: Teachable> Stepper<S> {
    /// A fresh search of `root`.
    pub fn new(root: S, config: Config) -> Self {
        Stepper {
            search: Mcts::new(root, config),
            phases: Vec::new(),
        }
    }

    /// The search.
    pub fn search(&self) -> &Mcts<S> {
        &self.search
    }

    /// The phases the current iteration has run (the last iteration's four once it is
    /// complete; none after [`Stepper::run`]).
    pub fn phases(&self) -> &[PhaseReport<S::Action>] {
        &self.phases
    }

    /// Runs the next phase (a new iteration's selection when the last one is complete).
    /// False when the search is finished.
    pub fn step(&mut self) -> bool {
        if self.search.next_phase() == Some(Phase::Selection) {
            self.phases.clear();
        }
        match self.search.step_phase() {
            Some(report) => {
                self.phases.push(report);
                true
            }
            None => false,
        }
    }

    /// Runs the phases left in the current iteration, or a whole new iteration when none is
    /// under way, each reported. False when the search is finished.
    pub fn finish_iteration(&mut self) -> bool {
        if !self.step() {
            return false;
        }
        while self
            .search
            .next_phase()
            .is_some_and(|p| p != Phase::Selection)
        {
            self.step();
        }
        true
    }

    /// Runs up to `n` whole iterations without reports (the rest of a stepped one first);
    /// returns how many ran.
    pub fn run(&mut self, n: u64) -> u64 {
        self.phases.clear();
        self.search.run(n)
    }

    /// The phase that runs next, if the search is not finished.
    pub fn next_phase(&self) -> Option<Phase> {
        self.search.next_phase()
    }

    /// The nodes the current iteration walked through, root first: the selection's path and
    /// the node expansion added.
    pub fn path(&self) -> Vec<NodeId> {
        let mut path = Vec::new();
        for report in &self.phases {
            match report {
                PhaseReport::Selection(r) => path.extend(r.path.iter().copied()),
                PhaseReport::Expansion(r) => path.extend(r.added),
                _ => {}
            }
        }
        path
    }

    /// What each phase of the current iteration did, in words.
    pub fn sentences(&self) -> Vec<(Phase, String)> {
        with_english(|w| self.sentences_in(w))
    }

    /// The players' names in `words`' language.
    fn players_in(words: &Catalogue) -> [String; 2] {
        [S::player_name_in(0, words), S::player_name_in(1, words)]
    }

    /// [`Stepper::sentences`] in `words`' language.
    pub fn sentences_in(&self, words: &Catalogue) -> Vec<(Phase, String)> {
        let namer = |a: &S::Action| S::move_name(*a);
        let players = Self::players_in(words);
        let names = Names {
            action: &namer,
            players: [players[0].as_str(), players[1].as_str()],
        };
        self.phases
            .iter()
            .map(|r| (r.phase(), sentence_in(r, &names, words)))
            .collect()
    }

    /// The selection's tables, one per node it chose at, root first (none before this
    /// iteration's selection).
    pub fn tables(&self) -> Vec<StepTable> {
        with_english(|w| self.tables_in(w))
    }

    /// [`Stepper::tables`] in `words`' language.
    pub fn tables_in(&self, words: &Catalogue) -> Vec<StepTable> {
        let namer = |a: &S::Action| S::move_name(*a);
        let players = Self::players_in(words);
        let names = Names {
            action: &namer,
            players: [players[0].as_str(), players[1].as_str()],
        };
        let Some(PhaseReport::Selection(selection)) = self.phases.first() else {
            return Vec::new();
        };
        let mut after: Vec<String> = Vec::new();
        selection
            .steps
            .iter()
            .map(|step| {
                let who = names.players[step.mover.index().min(1)];
                let caption = if after.is_empty() {
                    words.msg_with("mcts-table-root", &Args::new().text("player", who))
                } else {
                    words.msg_with(
                        "mcts-table-then",
                        &Args::new()
                            .text("player", who)
                            .text("moves", after.join(" ")),
                    )
                };
                after.push(S::move_name(step.children[step.chosen].action));
                StepTable {
                    caption,
                    parent_visits: step.parent_visits,
                    rows: child_rows_in(step, &names, words),
                }
            })
            .collect()
    }

    /// The tree under `folding`, with the current iteration's path marked and drawn.
    pub fn picture(&self, folding: &Folding) -> TreePicture {
        TreePicture::with_path(&self.search, folding, S::move_name, &self.path())
    }

    /// Where the search stands, in one line: iterations, tree size, the next phase.
    pub fn status(&self) -> String {
        with_english(|w| self.status_in(w))
    }

    /// [`Stepper::status`] in `words`' language.
    pub fn status_in(&self, words: &Catalogue) -> String {
        let n = self.search.iterations();
        let args = Args::new()
            .count("n", n as i64)
            .count("nodes", self.search.tree().len() as i64);
        match self.next_phase() {
            None => words.msg_with("mcts-status-finished", &args),
            Some(Phase::Selection) => words.msg_with("mcts-status-next-selection", &args),
            Some(p) => words.msg_with(
                "mcts-status-under-way",
                &args
                    .count("next", n as i64 + 1)
                    .text("phase", p.name_in(words)),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tictactoe::{Square, TicTacToe};
    use crate::rng::Seed;
    use crate::search::mcts::picture::Item;
    use crate::search::mcts::Variant;

    fn stepper(variant: Variant, seed: u64) -> Stepper<TicTacToe> {
        Stepper::new(TicTacToe::new(), Config::new(variant, Seed(seed)))
    }

    #[test]
    fn four_steps_make_one_iteration_and_the_path_is_the_selected_one() {
        let mut s = stepper(Variant::Uct, 5);
        s.run(200);
        assert!(s.phases().is_empty());
        let phases = [
            Phase::Selection,
            Phase::Expansion,
            Phase::Simulation,
            Phase::Backpropagation,
        ];
        for (k, phase) in phases.iter().enumerate() {
            assert_eq!(s.next_phase(), Some(*phase));
            assert!(s.step());
            assert_eq!(s.phases().len(), k + 1);
            assert_eq!(s.sentences()[k].0, *phase);
        }
        assert_eq!(s.search().iterations(), 201);
        let words = s.sentences();
        assert!(words[0].1.starts_with("Selection: from the root, X chose"));
        assert!(words[3].1.contains("the root now has 201 visits"));
        // The path: the selection's nodes, then the node added, each a child of the one before.
        let path = s.path();
        let PhaseReport::Selection(sel) = &s.phases()[0] else {
            panic!("selection first")
        };
        assert_eq!(path[..sel.path.len()], sel.path[..]);
        assert_eq!(path.len(), sel.path.len() + 1);
        let tree = s.search().tree();
        for w in path.windows(2) {
            assert_eq!(tree.node(w[1]).parent(), Some(w[0]));
        }
        // One table per choice made, its chosen row the child the path went to.
        let tables = s.tables();
        assert_eq!(tables.len(), sel.steps.len());
        assert_eq!(tables[0].caption, "At the root, X chooses");
        assert_eq!(tables[0].parent_visits, 200);
        assert_eq!(tables[0].rows.len(), 9);
        for (t, w) in tables.iter().zip(path.windows(2)) {
            let chosen: Vec<&ChildRow> = t.rows.iter().filter(|r| r.chosen).collect();
            assert_eq!(chosen.len(), 1);
            let action = tree.node(w[1]).action().unwrap();
            assert_eq!(chosen[0].action, Square::to_string(&action));
        }
        if tables.len() > 1 {
            assert!(tables[1].caption.starts_with("Then O chooses (after "));
        }
        // The next step starts a new iteration and forgets the old one's phases.
        assert!(s.step());
        assert_eq!(s.phases().len(), 1);
    }

    #[test]
    fn the_picture_draws_the_path_even_where_folding_hides_it() {
        let mut s = stepper(Variant::Uct, 11);
        s.run(3_000);
        // Step selections until one goes below the root's three most visited children.
        let folding = Folding::new(1, 1);
        let mut found = false;
        for _ in 0..400 {
            assert!(s.finish_iteration());
            let path = s.path();
            let top = s.search().best_child(NodeId::ROOT);
            if path.len() > 2 && Some(path[1]) != top {
                found = true;
                break;
            }
        }
        assert!(found, "some iteration explores a less visited move");
        let path = s.path();
        let picture = s.picture(&folding);
        let active: Vec<NodeId> = picture
            .nodes
            .iter()
            .filter(|n| n.active)
            .filter_map(|n| match n.item {
                Item::Node(id) => Some(id),
                Item::Folded(_) => None,
            })
            .collect();
        let mut want = path.clone();
        want.sort_by_key(|n| n.0);
        let mut got = active.clone();
        got.sort_by_key(|n| n.0);
        assert_eq!(got, want, "every node of the path is drawn and marked");
        assert!(picture.svg(None).contains("class=\"e act\""));
        // Without the path the same folding hides it.
        let plain = TreePicture::new(s.search(), &folding, |a: Square| a.to_string());
        assert!(plain.nodes.len() < picture.nodes.len());
        assert!(plain.nodes.iter().all(|n| !n.active));
    }

    #[test]
    fn settings_are_read_with_every_error_named() {
        let c = read_config("puct", "", "7").unwrap();
        assert_eq!(c, Config::new(Variant::Puct, Seed(7)));
        let c = read_config("uct", " 0.5 ", "0").unwrap();
        assert_eq!(c.exploration, 0.5);
        let errors = read_config("ucb", "-1", "x").unwrap_err();
        let fields: Vec<&str> = errors.iter().map(|e| e.field).collect();
        assert_eq!(fields, ["mcts-variant", "mcts-c", "mcts-seed"]);
        assert!(read_config("solver", "NaN", "1").is_err());
        assert!(read_config("solver", "101", "1").is_err());
    }

    #[test]
    fn the_status_says_what_comes_next_and_a_finished_search_stops() {
        let mut s = stepper(Variant::Solver, 1);
        assert_eq!(
            s.status(),
            "0 iterations, 1 nodes. Next: a new iteration's selection."
        );
        s.step();
        assert!(s
            .status()
            .contains("iteration 1 is under way. Next: expansion."));
        // MCTS-Solver proves tic-tac-toe's draw and then refuses to go on.
        let ran = s.run(200_000);
        assert!(ran < 200_000);
        assert_eq!(s.next_phase(), None);
        assert!(!s.step());
        assert!(!s.finish_iteration());
        assert!(s.status().ends_with("the search is finished."));
    }

    #[test]
    fn the_lesson_speaks_polish_and_names_connect_four_sides_in_it() {
        use crate::games::connect4::{Connect4, Geometry};
        let pl = Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let mut s = Stepper::new(
            Connect4::new(Geometry::STANDARD),
            Config::new(Variant::Solver, Seed(2)),
        );
        s.run(50);
        s.finish_iteration();
        let english: Vec<String> = s.sentences().into_iter().map(|(_, w)| w).collect();
        let polish: Vec<String> = s.sentences_in(&pl).into_iter().map(|(_, w)| w).collect();
        assert_eq!(polish.len(), 4);
        assert!(english[0].starts_with("Selection: from the root, Red chose "));
        assert!(polish[0].contains("czerwone: "), "{}", polish[0]);
        let folding = Folding::default();
        let picture = s.picture(&folding);
        let pairs = [
            (s.status(), s.status_in(&pl)),
            (
                s.tables()[0].caption.clone(),
                s.tables_in(&pl)[0].caption.clone(),
            ),
            (picture.summary(), picture.summary_in(&pl)),
            (picture.outline(), picture.outline_in(&pl)),
            (picture.svg(None), picture.svg_in(None, &pl)),
            (
                crate::search::mcts::lesson::formula(Variant::Uct, 1.5),
                crate::search::mcts::lesson::formula_in(Variant::Uct, 1.5, &pl),
            ),
        ];
        for (en, pl) in english
            .iter()
            .zip(&polish)
            .chain(pairs.iter().map(|(a, b)| (a, b)))
        {
            assert_ne!(en, pl);
            assert!(!pl.contains('⟨'), "{pl}");
        }
        assert!(pairs[5].1.contains("1,50"), "{}", pairs[5].1);
    }
}
