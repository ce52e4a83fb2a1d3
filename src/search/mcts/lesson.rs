//! What one phase of an iteration did, in words and table rows: what the page that steps the
//! search through its four phases shows beside the tree.
//!
//! Why in the core: the words carry the arithmetic a learner checks — a child's
//! `Q + exploration = total`, the value a playout brought back, the visits and mean of every
//! node the value passed through — so `cargo test` checks them against the reports, and the
//! page only lays them out. The game names its actions and players (`b2` and X for
//! tic-tac-toe, a column and Red for Connect Four); the lesson never knows which game it is.

use super::report::{
    BackpropagationReport, ChildScore, ExpansionReport, PhaseReport, SelectionReport,
    SelectionStep, SimulationReport, SimulationSource,
};
use super::tree::Outcome;
use super::Variant;
use crate::game::Player;
use crate::i18n::{Args, Catalogue};

/// How a game names its actions and its two players.
pub struct Names<'a, A> {
    /// An action's name (`b2`, `column 4`).
    pub action: &'a dyn Fn(&A) -> String,
    /// The first and the second player's names (`X`, `O`).
    pub players: [&'a str; 2],
}

impl<A> Names<'_, A> {
    fn player(&self, p: Player) -> &str {
        self.players[p.index().min(1)]
    }
}

/// One child of a selection step as the page's table shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct ChildRow {
    /// The action's name.
    pub action: String,
    /// Its visits `n`.
    pub visits: u64,
    /// Its mean `Q` from the chooser's view (`—` when unvisited).
    pub mean: String,
    /// Its prior `P` (PUCT).
    pub prior: Option<String>,
    /// The exploration term (`∞` for an untried move under UCT).
    pub exploration: String,
    /// `Q` + exploration.
    pub total: String,
    /// The chosen child.
    pub chosen: bool,
    /// Left out by MCTS-Solver (proven, or unable to improve on what the chooser has).
    pub excluded: bool,
}

/// A value as the lesson writes it: two decimals with a sign, `∞` when infinite.
pub fn value_text(v: f64) -> String {
    if v.is_infinite() {
        if v > 0.0 { "∞" } else { "−∞" }.to_string()
    } else if v.abs() < 0.005 {
        "0.00".to_string()
    } else if v < 0.0 {
        format!("−{:.2}", -v)
    } else {
        format!("+{v:.2}")
    }
}

/// The table of one selection step: every legal action scored.
pub fn child_rows<A>(step: &SelectionStep<A>, names: &Names<'_, A>) -> Vec<ChildRow> {
    crate::i18n::with_english(|w| child_rows_in(step, names, w))
}

/// [`child_rows`] with its numbers written in `words`' language.
pub fn child_rows_in<A>(
    step: &SelectionStep<A>,
    names: &Names<'_, A>,
    words: &Catalogue,
) -> Vec<ChildRow> {
    let value = |v: f64| words.decimal(&value_text(v));
    step.children
        .iter()
        .enumerate()
        .map(|(i, c)| ChildRow {
            action: (names.action)(&c.action),
            visits: c.visits,
            mean: if c.visits == 0 {
                "—".to_string()
            } else {
                value(c.mean)
            },
            prior: c.prior.map(|p| words.number(p, 2)),
            exploration: value(c.exploration),
            total: value(c.total),
            chosen: i == step.chosen,
            excluded: c.excluded,
        })
        .collect()
}

/// The formula the selection used, in words.
pub fn formula(variant: Variant, c: f64) -> String {
    crate::i18n::with_english(|w| formula_in(variant, c, w))
}

/// [`formula`] in `words`' language.
pub fn formula_in(variant: Variant, c: f64, words: &Catalogue) -> String {
    let args = Args::new().text("c", words.number(c, 2));
    match variant {
        Variant::Uct => words.msg_with("mcts-formula-uct", &args),
        Variant::Puct => words.msg_with("mcts-formula-puct", &args),
        Variant::Solver => words.msg_with("mcts-formula-solver", &args),
    }
}

fn chosen_words<A>(c: &ChildScore<A>, names: &Names<'_, A>, words: &Catalogue) -> String {
    let action = (names.action)(&c.action);
    if c.visits == 0 && c.exploration.is_infinite() {
        words.msg_with("mcts-chosen-untried", &Args::new().text("action", action))
    } else {
        let value = |v: f64| words.decimal(&value_text(v));
        words.msg_with(
            "mcts-chosen",
            &Args::new()
                .text("action", action)
                .text("total", value(c.total))
                .text("mean", value(c.mean))
                .text("exploration", value(c.exploration)),
        )
    }
}

fn selection<A>(r: &SelectionReport<A>, names: &Names<'_, A>, words: &Catalogue) -> String {
    if r.steps.is_empty() {
        return words.msg("mcts-selection-root");
    }
    let walk = r
        .steps
        .iter()
        .map(|s| {
            words.msg_with(
                "mcts-selection-step",
                &Args::new()
                    .text("player", names.player(s.mover))
                    .text("chosen", chosen_words(&s.children[s.chosen], names, words)),
            )
        })
        .reduce(|walk, step| {
            words.msg_with(
                "mcts-selection-then",
                &Args::new().text("walk", walk).text("step", step),
            )
        })
        .unwrap_or_default();
    let args = Args::new().text("walk", walk);
    if r.reached_terminal {
        words.msg_with("mcts-selection-ends-finished", &args)
    } else {
        words.msg_with("mcts-selection-ends-untried", &args)
    }
}

fn expansion<A>(r: &ExpansionReport<A>, names: &Names<'_, A>, words: &Catalogue) -> String {
    match (&r.action, r.added) {
        (Some(a), Some(_)) => {
            let args = Args::new().text("action", (names.action)(a));
            if r.terminal {
                words.msg_with("mcts-expansion-finished", &args)
            } else {
                words.msg_with("mcts-expansion", &args)
            }
        }
        _ => words.msg("mcts-expansion-nothing"),
    }
}

/// A value from the first player's view, in words: who it favours.
fn for_whom<A>(v: f64, names: &Names<'_, A>, words: &Catalogue) -> String {
    let args = || {
        Args::new()
            .text("value", words.decimal(&value_text(v)))
            .text("first", names.players[0])
    };
    if v > 0.0 {
        words.msg_with("mcts-value-for", &args())
    } else if v < 0.0 {
        words.msg_with(
            "mcts-value-for-both",
            &args()
                .text("opposite", words.decimal(&value_text(-v)))
                .text("second", names.players[1]),
        )
    } else {
        words.msg("mcts-value-draw")
    }
}

fn simulation<A>(r: &SimulationReport<A>, names: &Names<'_, A>, words: &Catalogue) -> String {
    let result = for_whom(r.value, names, words);
    match r.source {
        SimulationSource::Terminal => words.msg_with(
            "mcts-simulation-finished",
            &Args::new().text("result", result),
        ),
        SimulationSource::Prior => {
            words.msg_with("mcts-simulation-prior", &Args::new().text("result", result))
        }
        SimulationSource::Playout => {
            let moves: Vec<String> = r.moves.iter().map(|m| (names.action)(m)).collect();
            words.msg_with(
                "mcts-simulation-playout",
                &Args::new()
                    .count("n", moves.len() as i64)
                    .text("moves", moves.join(" "))
                    .text("result", result),
            )
        }
    }
}

fn backpropagation<A>(
    r: &BackpropagationReport,
    names: &Names<'_, A>,
    words: &Catalogue,
) -> String {
    let Some(root) = r.updates.last() else {
        return words.msg("mcts-backpropagation-nothing");
    };
    let proofs: Vec<String> = r
        .updates
        .iter()
        .filter(|u| u.newly_proven)
        .filter_map(|u| u.proven.map(|o| (u.node, o)))
        .map(|(node, o)| {
            let what = match o {
                Outcome::Win => words.msg_with(
                    "mcts-proven-win-for",
                    &Args::new().text("player", names.players[0]),
                ),
                Outcome::Draw => words.msg("mcts-proven-draw"),
                Outcome::Loss => words.msg_with(
                    "mcts-proven-win-for",
                    &Args::new().text("player", names.players[1]),
                ),
            };
            if node == super::NodeId::ROOT {
                words.msg_with("mcts-proof-root", &Args::new().text("what", what))
            } else {
                words.msg_with(
                    "mcts-proof-node",
                    &Args::new().count("node", node.0 as i64).text("what", what),
                )
            }
        })
        .collect();
    let said = words.msg_with(
        "mcts-backpropagation",
        &Args::new()
            .text("result", for_whom(r.value, names, words))
            .count("nodes", r.updates.len() as i64)
            .count("visits", root.visits as i64)
            .text("mean", words.decimal(&value_text(root.mean)))
            .text("first", names.players[0]),
    );
    if proofs.is_empty() {
        said
    } else {
        let solver = words.msg_with(
            "mcts-backpropagation-solver",
            &Args::new().text("proofs", proofs.join("; ")),
        );
        format!("{said} {solver}")
    }
}

/// What a phase did, in one paragraph.
pub fn sentence<A>(report: &PhaseReport<A>, names: &Names<'_, A>) -> String {
    crate::i18n::with_english(|w| sentence_in(report, names, w))
}

/// [`sentence`] in `words`' language.
pub fn sentence_in<A>(report: &PhaseReport<A>, names: &Names<'_, A>, words: &Catalogue) -> String {
    match report {
        PhaseReport::Selection(r) => selection(r, names, words),
        PhaseReport::Expansion(r) => expansion(r, names, words),
        PhaseReport::Simulation(r) => simulation(r, names, words),
        PhaseReport::Backpropagation(r) => backpropagation(r, names, words),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tictactoe::{Square, TicTacToe};
    use crate::rng::Seed;
    use crate::search::mcts::{Config, Mcts};

    fn names() -> impl Fn(&Square) -> String {
        |s: &Square| s.to_string()
    }

    #[test]
    fn the_four_phases_in_words_carry_the_reports_numbers() {
        let namer = names();
        let n = Names {
            action: &namer,
            players: ["X", "O"],
        };
        let mut s = Mcts::new(TicTacToe::new(), Config::new(Variant::Uct, Seed(3)));
        s.run(30);
        let sel = s.step_phase().unwrap();
        let PhaseReport::Selection(r) = &sel else {
            panic!("selection first")
        };
        let words = sentence(&sel, &n);
        assert!(
            words.starts_with("Selection: from the root, X chose "),
            "{words}"
        );
        let step = &r.steps[0];
        let rows = child_rows(step, &n);
        assert_eq!(rows.len(), 9);
        assert_eq!(rows.iter().filter(|r| r.chosen).count(), 1);
        let chosen = &step.children[step.chosen];
        assert!(words.contains(&value_text(chosen.total)), "{words}");
        assert_eq!(
            rows.iter().map(|r| r.visits).sum::<u64>(),
            30,
            "the root's children share its 30 visits"
        );
        let exp = s.step_phase().unwrap();
        assert!(sentence(&exp, &n).starts_with("Expansion: the move "));
        let sim = s.step_phase().unwrap();
        let PhaseReport::Simulation(simr) = &sim else {
            panic!("simulation third")
        };
        let words = sentence(&sim, &n);
        if simr.source == SimulationSource::Playout {
            assert!(
                words.contains(&format!("playout of {} ", simr.moves.len())),
                "{words}"
            );
        }
        let back = s.step_phase().unwrap();
        let words = sentence(&back, &n);
        assert!(words.contains("the root now has 31 visits"), "{words}");
        assert!(formula(Variant::Puct, 1.25).contains("1.25·P·√N / (1 + n)"));
    }

    #[test]
    fn values_read_with_signs_and_infinity() {
        assert_eq!(value_text(0.5), "+0.50");
        assert_eq!(value_text(-0.25), "−0.25");
        assert_eq!(value_text(0.001), "0.00");
        assert_eq!(value_text(f64::INFINITY), "∞");
        let namer = names();
        let n = Names {
            action: &namer,
            players: ["X", "O"],
        };
        crate::i18n::with_english(|w| {
            assert_eq!(for_whom(-1.0, &n, w), "−1.00 for X (+1.00 for O)");
            assert_eq!(for_whom(0.0, &n, w), "0 (a draw)");
        });
    }

    #[test]
    fn the_solver_says_when_the_root_is_proven() {
        let namer = names();
        let n = Names {
            action: &namer,
            players: ["X", "O"],
        };
        // X to move wins at once in the top row.
        let board = TicTacToe::parse("XX.OO....").unwrap();
        let mut s = Mcts::new(board, Config::new(Variant::Solver, Seed(1)));
        let mut said = Vec::new();
        while let Some(r) = s.step_phase() {
            said.push(sentence(&r, &n));
        }
        assert!(
            said.iter()
                .any(|w| w.contains("the root is proven a win for X")),
            "{said:#?}"
        );
    }
}
