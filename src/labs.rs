//! The registry of labs: one record per lab — its key, its one name for people, its address,
//! the page module it lives in, its batch kinds and its command-line groups.
//!
//! Why one list: a lab used to be listed in seven places (the catalogue, the batch kinds, the
//! command line, the menu, the routes, the deferred pages, the Python module), under as many as
//! four names. The menu, the home page's cards and the list of pages the second module carries
//! are derived from [`LABS`]; the catalogue, the batch kinds and the command line are checked
//! against it by tests (`tests/integration/labs.rs`), so a lab added in one place and not the
//! others fails `cargo test`. The record is plain data on the ground floor: it names no lab's
//! types, so every floor may read it.

/// Which of the two page modules carries a lab's page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageModule {
    /// The module every visitor downloads first.
    First,
    /// The second module, fetched the first time one of its pages is opened
    /// (`src/bin/more.rs`); its labs' jobs cross the worker as bytes.
    Second,
}

/// One lab.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lab {
    /// Its key: its address after `#/` (kept from the first release, so shared links work),
    /// the name its second-module page is mounted by, and its key in tests.
    pub key: &'static str,
    /// Its one name for people: the menu, the home page's card, the docs.
    pub name: &'static str,
    /// The home page's paragraph about it.
    pub blurb: &'static str,
    /// The page module that carries its page.
    pub module: PageModule,
    /// The core's folder of its rules, jobs and page model.
    pub folder: &'static str,
    /// The batch kinds (`gamelab::batch`) its commands shard.
    pub batches: &'static [&'static str],
    /// Its command-line groups (`gamelab <group> …`), its benchmarks' among them
    /// (`bench <name>`).
    pub commands: &'static [&'static str],
    /// Its page in the docs.
    pub doc: &'static str,
}

impl Lab {
    /// Its address in the playground (`#/…`).
    pub fn address(&self) -> String {
        format!("#/{}", self.key)
    }
}

/// The labs, in the menu's and the home page's order.
pub const LABS: [Lab; 14] = [
    Lab {
        key: "tictactoe",
        name: "Tic-tac-toe & game-tree search",
        blurb: "Play against alpha-beta, watch its tree with α/β windows and cut-offs, compare minimax, alpha-beta, move ordering, transposition tables and proof-number search.",
        module: PageModule::Second,
        folder: "src/games/tictactoe",
        batches: &[],
        // MCTS (src/search/mcts) and the self-taught network (src/learn) are game-tree
        // search too; their commands are this lab's.
        commands: &["ttt", "tree", "mcts", "train", "bench ttt", "bench mcts"],
        doc: "docs/labs/tictactoe.md",
    },
    Lab {
        key: "racing",
        name: "Racing",
        blurb: "Which player is better? Hoeffding and Bernstein races, LEBR and its variants: watch a race decide, and see what the certainty costs with exact error curves α(μ).",
        module: PageModule::First,
        folder: "src/racing",
        batches: &["race-alpha-mc"],
        commands: &["race", "bench race"],
        doc: "docs/labs/racing.md",
    },
    Lab {
        key: "games",
        name: "Normal-form games",
        blurb: "Every Nash equilibrium in exact fractions (degenerate games explained), security levels, dominance by pure and mixed strategies, Gambit .nfg files; games of three and four players, every equilibrium certified, and correlated equilibria.",
        module: PageModule::First,
        folder: "src/games/matrix",
        batches: &[],
        commands: &["nash", "dominance", "security", "ce", "bench nash", "bench nash-n"],
        doc: "docs/labs/normal-form.md",
    },
    Lab {
        key: "trees",
        name: "Game trees",
        blurb: "Build a two-player game tree by hand or open a Gambit .efg file, watch backward induction find the subgame-perfect equilibrium step by step, and see the non-credible threats behind every other equilibrium.",
        module: PageModule::First,
        folder: "src/games/extensive",
        batches: &[],
        commands: &[],
        doc: "docs/labs/trees.md",
    },
    Lab {
        key: "imperfect",
        name: "Imperfect information",
        blurb: "Games with information sets — Kuhn and Leduc poker, a signalling game, Gambit .efg files: exact solutions by the sequence form (an LP for zero-sum games, Lemke's algorithm otherwise), certified by exact best responses, and CFR, CFR+ and DCFR learning with the exploitability falling on a log–log chart.",
        module: PageModule::First,
        folder: "src/games/imperfect",
        batches: &[],
        commands: &["efg", "poker", "bench cfr"],
        doc: "docs/labs/imperfect.md",
    },
    Lab {
        key: "evolution",
        name: "Evolutionary dynamics",
        blurb: "How players get to an equilibrium: replicator, best-response and logit dynamics on the simplex with every rest point in exact fractions (Nash? ESS? stable?), fictitious play, Moran fixation probabilities, and the iterated prisoner's dilemma — the Axelrod library's strategies in tournaments, ecological simulations and races that say which strategy is better.",
        module: PageModule::Second,
        folder: "src/games/evolution",
        batches: &["moran", "ipd-tournament"],
        commands: &["dynamics", "moran", "ipd", "bench ipd"],
        doc: "docs/labs/evolution.md",
    },
    Lab {
        key: "blotto",
        name: "Colonel Blotto",
        blurb: "Exact optimal mixed strategies, certified in exact arithmetic: by default over partitions of the units played in a random order of fields (up to 100 fields and 200 units), or by the flow LP of the lecture slides or a double oracle; payoff plots and a round against the optimum.",
        module: PageModule::First,
        folder: "src/games/blotto",
        batches: &[],
        commands: &["blotto", "lp", "bench blotto"],
        doc: "docs/labs/blotto.md",
    },
    Lab {
        key: "evolve",
        name: "Strategy optimisation",
        blurb: "War and Rrrats! strategies evolved by Jakóbczyk's (2023) four optimisers with races as comparators: watch War find 'always descending', batch runs like his Tables 4.1/4.2 beside his claims, and exact Rrrats! win probabilities by Markov chain.",
        module: PageModule::First,
        folder: "src/evolve",
        batches: &["optimise", "war-match", "rrrats-match"],
        commands: &["optimise", "war", "rrrats", "bench games", "bench optimise"],
        doc: "docs/labs/optimisation.md",
    },
    Lab {
        key: "loa",
        name: "Lines of Action",
        blurb: "Play Lines of Action on a board that shows every legal move, replay the sixteen published games ply by ply, and set up positions of your own.",
        module: PageModule::Second,
        folder: "src/games/loa",
        batches: &["loa-compare"],
        commands: &["loa", "bench loa"],
        doc: "docs/labs/lines-of-action.md",
    },
    Lab {
        key: "connect4",
        name: "Connect Four",
        blurb: "Play Connect Four against an exact solver as fast as Pascal Pons' and ask it for the score of every column: who wins, and by which stone, with best play.",
        module: PageModule::Second,
        folder: "src/games/connect4",
        batches: &[],
        commands: &["connect4", "bench connect4"],
        doc: "docs/labs/connect4.md",
    },
    Lab {
        key: "love-letter",
        name: "Love Letter",
        blurb: "Play against greedy and ISMCTS agents that see only what their seat sees, ask them why, run round-robin tournaments with convergence plots, and let a race decide which agent is better.",
        module: PageModule::First,
        folder: "src/games/love_letter",
        batches: &["loveletter-tournament", "loveletter-stats"],
        commands: &["loveletter", "bench loveletter"],
        doc: "docs/labs/love-letter.md",
    },
    Lab {
        key: "ticket-to-ride",
        name: "Ticket to Ride",
        blurb: "Play the USA map against the thesis's algorithmic and network players (they see only their own cards), watch them play each other, train the network in your browser and rerun the thesis's score tables.",
        module: PageModule::Second,
        folder: "src/games/ticket_to_ride",
        batches: &["ttr-experiment"],
        commands: &["ttr", "bench ttr"],
        doc: "docs/labs/ticket-to-ride.md",
    },
    Lab {
        key: "classroom",
        name: "Classroom",
        blurb: "A class plays the beauty contest, the ultimatum game, public goods, a prisoner's dilemma, auctions and more on its phones, live; the class's choices appear beside the equilibrium Game Lab computes. Needs the classroom's server (./scripts/classroom.sh).",
        module: PageModule::Second,
        folder: "src/games/classroom",
        batches: &[],
        commands: &["classroom"],
        doc: "docs/labs/classroom.md",
    },
    Lab {
        key: "exercises",
        name: "Exercises",
        blurb: "Practice that grades itself: pure and mixed equilibria, iterated dominance, subgame perfection, zero-sum values, Blotto best responses and ESS, generated from the labs' own exact solvers, with a hint, a worked solution and a score; share a set by its link.",
        module: PageModule::Second,
        folder: "src/exercises",
        batches: &[],
        commands: &["exercise"],
        doc: "docs/labs/exercises.md",
    },
];

/// The command-line groups that belong to no one lab.
pub const SHARED_COMMANDS: [&str; 3] = ["merge", "bench", "help"];

/// The lab with this key.
pub fn lab(key: &str) -> Option<&'static Lab> {
    LABS.iter().find(|l| l.key == key)
}

/// The keys of the labs the second page module carries.
pub fn second_module() -> impl Iterator<Item = &'static str> {
    LABS.iter()
        .filter(|l| l.module == PageModule::Second)
        .map(|l| l.key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn keys_names_batches_and_commands_are_each_one_labs() {
        let keys: BTreeSet<_> = LABS.iter().map(|l| l.key).collect();
        let names: BTreeSet<_> = LABS.iter().map(|l| l.name).collect();
        assert_eq!((keys.len(), names.len()), (LABS.len(), LABS.len()));
        let batches: Vec<_> = LABS.iter().flat_map(|l| l.batches.iter()).collect();
        assert_eq!(batches.iter().collect::<BTreeSet<_>>().len(), batches.len());
        let commands: Vec<_> = LABS.iter().flat_map(|l| l.commands.iter()).collect();
        assert_eq!(
            commands.iter().collect::<BTreeSet<_>>().len(),
            commands.len()
        );
        assert_eq!(lab("loa").map(|l| l.name), Some("Lines of Action"));
        assert_eq!(
            second_module().collect::<Vec<_>>(),
            [
                "tictactoe",
                "evolution",
                "loa",
                "connect4",
                "ticket-to-ride",
                "classroom",
                "exercises"
            ]
        );
        assert_eq!(LABS[2].address(), "#/games");
    }
}
