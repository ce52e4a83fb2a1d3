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
    step.children
        .iter()
        .enumerate()
        .map(|(i, c)| ChildRow {
            action: (names.action)(&c.action),
            visits: c.visits,
            mean: if c.visits == 0 {
                "—".to_string()
            } else {
                value_text(c.mean)
            },
            prior: c.prior.map(|p| format!("{p:.2}")),
            exploration: value_text(c.exploration),
            total: value_text(c.total),
            chosen: i == step.chosen,
            excluded: c.excluded,
        })
        .collect()
}

/// The formula the selection used, in words.
pub fn formula(variant: Variant, c: f64) -> String {
    match variant {
        Variant::Uct => format!("UCT chooses the child with the largest Q + {c:.2}·√(ln N / n); an untried move first."),
        Variant::Puct => format!("PUCT chooses the child with the largest Q + {c:.2}·P·√N / (1 + n); an untried move counts Q = 0."),
        Variant::Solver => format!("MCTS-Solver chooses as UCT does (Q + {c:.2}·√(ln N / n)), leaving out what is proven."),
    }
}

fn chosen_words<A>(c: &ChildScore<A>, names: &Names<'_, A>) -> String {
    let action = (names.action)(&c.action);
    if c.visits == 0 && c.exploration.is_infinite() {
        format!("{action} (untried)")
    } else {
        format!(
            "{action} ({} = Q {} + {})",
            value_text(c.total),
            value_text(c.mean),
            value_text(c.exploration)
        )
    }
}

fn selection<A>(r: &SelectionReport<A>, names: &Names<'_, A>) -> String {
    if r.steps.is_empty() {
        return "Selection: the root itself has an untried move, so the walk stops there.".into();
    }
    let walk: Vec<String> = r
        .steps
        .iter()
        .map(|s| {
            format!(
                "{} chose {}",
                names.player(s.mover),
                chosen_words(&s.children[s.chosen], names)
            )
        })
        .collect();
    let end = if r.reached_terminal {
        "the walk ends at a finished game already in the tree"
    } else {
        "the walk ends at a node with an untried move"
    };
    format!("Selection: from the root, {}; {end}.", walk.join(", then "))
}

fn expansion<A>(r: &ExpansionReport<A>, names: &Names<'_, A>) -> String {
    match (&r.action, r.added) {
        (Some(a), Some(_)) => format!(
            "Expansion: the move {} adds a new node to the tree{}.",
            (names.action)(a),
            if r.terminal { " (a finished game)" } else { "" }
        ),
        _ => "Expansion: nothing to add, the game is over at this node.".into(),
    }
}

/// A value from the first player's view, in words: who it favours.
fn for_whom<A>(v: f64, names: &Names<'_, A>) -> String {
    if v > 0.0 {
        format!("{} for {}", value_text(v), names.players[0])
    } else if v < 0.0 {
        format!(
            "{} for {} ({} for {})",
            value_text(v),
            names.players[0],
            value_text(-v),
            names.players[1]
        )
    } else {
        "0 (a draw)".into()
    }
}

fn simulation<A>(r: &SimulationReport<A>, names: &Names<'_, A>) -> String {
    match r.source {
        SimulationSource::Terminal => format!(
            "Simulation: the game is over at the new node; its result is {}.",
            for_whom(r.value, names)
        ),
        SimulationSource::Prior => format!(
            "Simulation: the prior's value stands in for a playout: {}.",
            for_whom(r.value, names)
        ),
        SimulationSource::Playout => {
            let moves: Vec<String> = r.moves.iter().map(|m| (names.action)(m)).collect();
            format!(
                "Simulation: a random playout of {} {} ({}) ends with the value {}.",
                moves.len(),
                if moves.len() == 1 { "move" } else { "moves" },
                moves.join(" "),
                for_whom(r.value, names)
            )
        }
    }
}

fn backpropagation<A>(r: &BackpropagationReport, names: &Names<'_, A>) -> String {
    let Some(root) = r.updates.last() else {
        return "Backpropagation: no node to update.".into();
    };
    let proofs: Vec<String> = r
        .updates
        .iter()
        .filter(|u| u.newly_proven)
        .filter_map(|u| u.proven.map(|o| (u.node, o)))
        .map(|(node, o)| {
            let what = match o {
                Outcome::Win => format!("a win for {}", names.players[0]),
                Outcome::Draw => "a draw".to_string(),
                Outcome::Loss => format!("a win for {}", names.players[1]),
            };
            if node == super::NodeId::ROOT {
                format!("the root is proven {what}")
            } else {
                format!("node {} is proven {what}", node.0)
            }
        })
        .collect();
    let proven = if proofs.is_empty() {
        String::new()
    } else {
        format!(" MCTS-Solver: {}.", proofs.join("; "))
    };
    format!(
        "Backpropagation: the value {} is added to the {} nodes of the path, leaf to root; the root now has {} visits and mean {} (for {}).{proven}",
        for_whom(r.value, names),
        r.updates.len(),
        root.visits,
        value_text(root.mean),
        names.players[0]
    )
}

/// What a phase did, in one paragraph.
pub fn sentence<A>(report: &PhaseReport<A>, names: &Names<'_, A>) -> String {
    match report {
        PhaseReport::Selection(r) => selection(r, names),
        PhaseReport::Expansion(r) => expansion(r, names),
        PhaseReport::Simulation(r) => simulation(r, names),
        PhaseReport::Backpropagation(r) => backpropagation(r, names),
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
        assert_eq!(for_whom(-1.0, &n), "−1.00 for X (+1.00 for O)");
        assert_eq!(for_whom(0.0, &n), "0 (a draw)");
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
