//! `gamelab`: the command line of Game Lab. Machine-checkable answers with `--json`,
//! benchmarks, and experiments, from the same core the browser runs.

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    std::process::exit(cli::main());
}

#[cfg(not(target_arch = "wasm32"))]
mod cli {
    use clap::{Parser, Subcommand, ValueEnum};
    use serde_json::{json, Value};

    use gamelab::evolve::{
        eval_chunk_games, eval_chunks, evaluate_chunk, Budget, Evaluation, Evolution, EvolveConfig,
        EvolveOutcome, GameConfig, Interpretation, Optimiser,
    };
    use gamelab::game::{Player, State};
    use gamelab::games::nested_tree::{LeafValue, NestedTree, TreePosition};
    use gamelab::games::rrrats::exact::{self as rrrats_exact, RatsChain};
    use gamelab::games::rrrats::{self, RatsPolicy, RatsRules};
    use gamelab::games::tictactoe::{FullTree, Mark, Payoff, TicTacToe};
    use gamelab::games::war::{self, AtCap, ShortWar, WarPolicy, WarRules};
    use gamelab::jobs::run_to_end;
    use gamelab::racing::race::{Bernoulli, Outcomes, Pattern, PrecisionStop, Race, Sampling};
    use gamelab::racing::{bounds, exact, montecarlo, theory, Algorithm, Params, Schedule};
    use gamelab::rng::Seed;
    use gamelab::search::alphabeta::{action_values, alphabeta, best_actions, Options};
    use gamelab::search::minimax::minimax;
    use gamelab::search::pns::ProofSearch;

    #[derive(Parser)]
    #[command(
        name = "gamelab",
        version,
        about = "Game Lab: game engines, searchers and solvers"
    )]
    struct Cli {
        #[command(subcommand)]
        command: Command,
    }

    #[derive(Subcommand)]
    enum Command {
        /// Tic-tac-toe: full-tree statistics and position solving.
        Ttt {
            #[command(subcommand)]
            command: TttCommand,
        },
        /// Search a hand-written tree (--tree), or analyse a two-player game tree from a Gambit
        /// .efg file (--game): induced normal form, pure equilibria, subgame perfection.
        Tree {
            /// The tree, e.g. '[[[4,6],[7,9]],[[1,2],[0,1]],[[9]]]' (root is MAX).
            #[arg(long, conflicts_with = "game", required_unless_present = "game")]
            tree: Option<String>,
            /// A perfect-information game tree in Gambit's .efg format.
            #[arg(long)]
            game: Option<std::path::PathBuf>,
            /// The searcher.
            #[arg(long, value_enum, default_value = "alphabeta")]
            algorithm: TreeAlgorithm,
            /// For pns: the question is "can MAX guarantee a leaf value ≥ target?"
            /// (default: the tree's value, found by proof-number search itself).
            #[arg(long, allow_hyphen_values = true)]
            target: Option<i32>,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// Colonel Blotto: exact optimal strategies.
        Blotto {
            #[command(subcommand)]
            command: BlottoCommand,
        },
        /// Solve a linear program written in the LP text format with the built-in simplex.
        Lp {
            /// The LP file (a subset of the CPLEX LP format; see the lpfile module docs).
            #[arg(long)]
            file: std::path::PathBuf,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// All Nash equilibria of a two-player strategic game (Gambit .nfg file), exactly.
        Nash {
            /// The game, in Gambit's .nfg format (outcome or payoff form).
            #[arg(long)]
            game: std::path::PathBuf,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// Iterated elimination of dominated strategies (pure and mixed dominators).
        Dominance {
            /// The game, in Gambit's .nfg format.
            #[arg(long)]
            game: std::path::PathBuf,
            /// strict, weak or very-weak.
            #[arg(long, default_value = "strict")]
            kind: String,
            /// Only pure strategies may dominate.
            #[arg(long)]
            pure_only: bool,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// Racing algorithms: which of two players is better, with a guaranteed error.
        Race {
            #[command(subcommand)]
            command: RaceCommand,
        },
        /// War: matches between ordering strategies.
        War {
            #[command(subcommand)]
            command: WarCommand,
        },
        /// Rrrats!: matches, exact win probabilities and best responses.
        Rrrats {
            #[command(subcommand)]
            command: RatsCommand,
        },
        /// Evolve a War or Rrrats! strategy with one of the thesis's four optimisers.
        Optimise(Box<OptimiseArgs>),
        /// Benchmarks that check their answers while they time.
        Bench {
            #[command(subcommand)]
            command: BenchCommand,
        },
    }

    #[derive(Subcommand)]
    enum TttCommand {
        /// Walk the whole game tree: positions, games, results, minimax nodes and value.
        Stats {
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// Solve a position: value, best moves, nodes per algorithm.
        Solve {
            /// 9 cells row-major, X/O/. (e.g. XXO.X.O..).
            #[arg(long)]
            board: String,
            /// Payoff scale: the seed's 9−d, or the corrected 10−d.
            #[arg(long, value_enum, default_value = "seed")]
            payoff: PayoffArg,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
    }

    #[derive(clap::Args, Clone, Copy)]
    struct RaceParams {
        /// Precision ε in (0, 1).
        #[arg(long, default_value_t = 0.01)]
        eps: f64,
        /// Confidence δ in (0, 1).
        #[arg(long, default_value_t = 0.05)]
        delta: f64,
        /// Number of tests N (default: solved from ε and δ).
        #[arg(long)]
        tests: Option<u64>,
        /// The most games a run may play.
        #[arg(long, default_value_t = 1_000_000)]
        cap: u64,
    }

    impl RaceParams {
        fn params(self) -> Params {
            Params {
                eps: self.eps,
                delta: self.delta,
                tests: self.tests,
                cap: self.cap,
            }
        }
    }

    #[derive(Subcommand)]
    enum RaceCommand {
        /// Run one race over a simulated Bernoulli(μ) stream or a repeating pattern.
        Run {
            /// hoeffding, bernstein, lebr, ilebr, ilebr2, ilebr-star, ilebr-star2.
            #[arg(long)]
            algorithm: String,
            /// Player 1's win probability.
            #[arg(long, conflicts_with = "pattern")]
            mu: Option<f64>,
            /// Seed of the simulator.
            #[arg(long, default_value_t = 1)]
            seed: u64,
            /// A 0/1 pattern repeated forever (1 = player 1 wins), instead of --mu.
            #[arg(long)]
            pattern: Option<String>,
            #[command(flatten)]
            params: RaceParams,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// Every horizon of the spec's table.
        Horizon {
            /// Precision ε.
            #[arg(long, default_value_t = 0.01)]
            eps: f64,
            /// Confidence δ.
            #[arg(long, default_value_t = 0.05)]
            delta: f64,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// The thesis's approximation F_μ(n) of the error probability.
        Theory {
            /// μ.
            #[arg(long)]
            mu: f64,
            /// Number of tests n.
            #[arg(long)]
            tests: u64,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// The number of tests and δ that bring F_μ below a target α (eq. 2.19).
        Calibrate {
            /// μ.
            #[arg(long)]
            mu: f64,
            /// The target error probability.
            #[arg(long)]
            alpha: f64,
            /// Precision ε.
            #[arg(long, default_value_t = 0.01)]
            eps: f64,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// The error probability α(μ) and mean games: exact (square schedules) or Monte Carlo.
        Alpha {
            /// The algorithm.
            #[arg(long)]
            algorithm: String,
            /// μ.
            #[arg(long)]
            mu: f64,
            /// exact or mc.
            #[arg(long, default_value = "exact")]
            method: String,
            /// Monte Carlo runs.
            #[arg(long, default_value_t = 10_000)]
            runs: u64,
            /// Monte Carlo seed.
            #[arg(long, default_value_t = 1)]
            seed: u64,
            /// Without the precision stop (what the exact method computes).
            #[arg(long)]
            no_precision_stop: bool,
            #[command(flatten)]
            params: RaceParams,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
    }

    /// A Blotto game on the command line.
    #[derive(clap::Args, Clone, Copy)]
    struct GameArgs {
        /// Number of battlefields K.
        #[arg(long)]
        fields: u32,
        /// A's units.
        #[arg(long)]
        a: u32,
        /// B's units.
        #[arg(long)]
        b: u32,
    }

    impl GameArgs {
        fn game(self) -> Result<gamelab::games::blotto::Blotto, String> {
            gamelab::games::blotto::Blotto::new(self.fields, self.a, self.b)
                .map_err(|e| format!("--{}: {}", e.field, e.reason))
        }
    }

    #[derive(Subcommand)]
    enum BlottoCommand {
        /// Solve a game exactly and certify the answer.
        Solve {
            #[command(flatten)]
            game: GameArgs,
            /// flow-lp (the slides' LP) or double-oracle.
            #[arg(long, default_value = "double-oracle")]
            method: String,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// Write the slides' flow LP of a game in the LP text format (for other solvers).
        ExportLp {
            #[command(flatten)]
            game: GameArgs,
            /// Output file.
            #[arg(long)]
            out: std::path::PathBuf,
        },
    }

    #[derive(Subcommand)]
    enum BenchCommand {
        /// All Nash equilibria of seeded random n×n games (payoffs 0..99), n = 2…12.
        Nash {
            /// Largest n.
            #[arg(long, default_value_t = 12)]
            max: usize,
            /// Seed of the random games.
            #[arg(long, default_value_t = 1)]
            seed: u64,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// The slides' Blotto table: our double oracle and flow LP (where it fits) per row.
        Blotto {
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// Exact α(μ) curve time, and simulated games per second game by game vs binomial jumps.
        Race {
            /// Simulated races per sampling method.
            #[arg(long, default_value_t = 200)]
            runs: u64,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// Games per second of War and Rrrats!: fast simulators against the State versions.
        Games {
            /// Fast-simulator games per game (the State baselines play a tenth).
            #[arg(long, default_value_t = 200_000)]
            games: u64,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// Full solve of tic-tac-toe from the empty board, per algorithm.
        Ttt {
            /// Repetitions per algorithm (the median is reported).
            #[arg(long, default_value_t = 5)]
            reps: u32,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
    }

    #[derive(clap::Args, Clone, Copy)]
    struct WarRuleArgs {
        /// Cards laid face down in a war (the spec's option: 3).
        #[arg(long, default_value_t = 1)]
        face_down: u8,
        /// A player short of war cards: loses, or plays his last card face up.
        #[arg(long, value_enum, default_value = "loses")]
        short: ShortArg,
        /// The most battles a game may last.
        #[arg(long, default_value_t = gamelab::games::war::DEFAULT_CAP)]
        battle_cap: u32,
        /// A capped game: a draw, or the player with more cards wins.
        #[arg(long, value_enum, default_value = "draw")]
        at_cap: AtCapArg,
    }

    #[derive(Clone, Copy, ValueEnum)]
    enum ShortArg {
        Loses,
        LastCard,
    }

    #[derive(Clone, Copy, ValueEnum)]
    enum AtCapArg {
        Draw,
        MoreCards,
    }

    impl WarRuleArgs {
        fn rules(self) -> Result<WarRules, String> {
            let rules = WarRules {
                face_down: self.face_down,
                short_war: match self.short {
                    ShortArg::Loses => ShortWar::Loses,
                    ShortArg::LastCard => ShortWar::PlaysLastCard,
                },
                cap: self.battle_cap,
                at_cap: match self.at_cap {
                    AtCapArg::Draw => AtCap::Draw,
                    AtCapArg::MoreCards => AtCap::MoreCards,
                },
            };
            rules.validate().map_err(|e| format!("War rules: {e}"))?;
            Ok(rules)
        }
    }

    #[derive(clap::Args, Clone, Copy)]
    struct RatsRuleArgs {
        /// Reaching 4 in hand ends the turn automatically.
        #[arg(long)]
        auto_stop: bool,
        /// The empty-pile check happens only at the end of a turn.
        #[arg(long)]
        pile_check_at_turn_end: bool,
        /// A bust banks the hand.
        #[arg(long)]
        bust_banks: bool,
        /// On a bust, stolen tokens go back to the victim.
        #[arg(long)]
        bust_returns_stolen: bool,
    }

    impl RatsRuleArgs {
        fn rules(self) -> RatsRules {
            RatsRules {
                auto_stop_at_limit: self.auto_stop,
                pile_check_at_turn_end: self.pile_check_at_turn_end,
                bust_banks: self.bust_banks,
                bust_returns_stolen: self.bust_returns_stolen,
            }
        }
    }

    #[derive(Subcommand)]
    enum WarCommand {
        /// Play a match: player 1's score (draws ½), draws, mean battles, capped games.
        Match {
            /// Player 1: desc, asc, rand, zero, or parameters A,B,C.
            #[arg(long, allow_hyphen_values = true)]
            p1: String,
            /// Player 2.
            #[arg(long, allow_hyphen_values = true)]
            p2: String,
            /// Games.
            #[arg(long, default_value_t = 10_000)]
            games: u64,
            /// Seed.
            #[arg(long, default_value_t = 1)]
            seed: u64,
            #[command(flatten)]
            rules: WarRuleArgs,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
    }

    #[derive(Subcommand)]
    enum RatsCommand {
        /// Play a match (starting player drawn 50/50 each game): player 1's win rate.
        Match {
            /// Player 1: stop1…stop4, never, zero, or eight parameters A1,A2,…,D2.
            #[arg(long, allow_hyphen_values = true)]
            p1: String,
            /// Player 2.
            #[arg(long, allow_hyphen_values = true)]
            p2: String,
            /// Games.
            #[arg(long, default_value_t = 100_000)]
            games: u64,
            /// Seed.
            #[arg(long, default_value_t = 1)]
            seed: u64,
            #[command(flatten)]
            rules: RatsRuleArgs,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// The exact probability that player 1 wins (absorbing Markov chain).
        Exact {
            /// Player 1.
            #[arg(long, allow_hyphen_values = true)]
            p1: String,
            /// Player 2.
            #[arg(long, allow_hyphen_values = true)]
            p2: String,
            #[command(flatten)]
            rules: RatsRuleArgs,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// The exact best response to a strategy; with --rounds > 1, the best response to the
        /// best response, and so on.
        BestResponse {
            /// The opponent's strategy.
            #[arg(long, allow_hyphen_values = true)]
            against: String,
            /// Rounds of best response.
            #[arg(long, default_value_t = 1)]
            rounds: u32,
            #[command(flatten)]
            rules: RatsRuleArgs,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
        /// Exact against simulated win probabilities for every pair of stop1…stop4, never.
        Table {
            /// Simulated games per pair.
            #[arg(long, default_value_t = 100_000)]
            games: u64,
            /// Seed.
            #[arg(long, default_value_t = 1)]
            seed: u64,
            #[command(flatten)]
            rules: RatsRuleArgs,
            /// Print JSON.
            #[arg(long)]
            json: bool,
        },
    }

    #[derive(clap::Args)]
    struct OptimiseArgs {
        /// war or rrrats.
        #[arg(long)]
        game: String,
        /// iterative, coevolution, approx or approx2.
        #[arg(long)]
        algorithm: String,
        /// Budget in mutations.
        #[arg(long, default_value_t = 100)]
        budget: u64,
        /// Budget in games instead of mutations.
        #[arg(long)]
        budget_games: Option<u64>,
        /// Seed (run r of --runs uses the seed derived for r).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Independent runs (one thread per core).
        #[arg(long, default_value_t = 1)]
        runs: u64,
        /// The comparator race: hoeffding, bernstein, lebr, ilebr, ilebr2, ilebr-star,
        /// ilebr-star2.
        #[arg(long, default_value = "ilebr-star2")]
        race: String,
        #[command(flatten)]
        params: RaceParams,
        /// Games of the found strategy against the initial one (all parameters zero).
        #[arg(long, default_value_t = 10_000)]
        eval_games: u64,
        #[command(flatten)]
        war_rules: WarRuleArgs,
        #[command(flatten)]
        rats_rules: RatsRuleArgs,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    }

    #[derive(Clone, Copy, ValueEnum)]
    enum TreeAlgorithm {
        Minimax,
        Alphabeta,
        Pns,
    }

    #[derive(Clone, Copy, ValueEnum)]
    enum PayoffArg {
        Seed,
        Corrected,
    }

    fn emit(json: bool, value: Value) {
        if json {
            println!("{value}");
        } else {
            match value {
                Value::Object(map) => {
                    for (k, v) in map {
                        println!("{k}: {v}");
                    }
                }
                other => println!("{other}"),
            }
        }
    }

    pub fn main() -> i32 {
        let cli = Cli::parse();
        match run(cli.command) {
            Ok(()) => 0,
            Err(message) => {
                eprintln!("gamelab: {message}");
                2
            }
        }
    }

    fn run(command: Command) -> Result<(), String> {
        match command {
            Command::Race { command } => race(command)?,
            Command::Nash { game, json } => nash(&game, json)?,
            Command::Bench {
                command: BenchCommand::Nash { max, seed, json },
            } => bench_nash(max, seed, json)?,
            Command::Dominance {
                game,
                kind,
                pure_only,
                json,
            } => dominance(&game, &kind, pure_only, json)?,
            Command::Blotto { command } => blotto(command)?,
            Command::War { command } => war_cmd(command)?,
            Command::Rrrats { command } => rats_cmd(command)?,
            Command::Optimise(args) => optimise(*args)?,
            Command::Bench {
                command: BenchCommand::Games { games, json },
            } => bench_games(games, json),
            Command::Lp { file, json } => lp_file(&file, json)?,
            Command::Bench {
                command: BenchCommand::Blotto { json },
            } => bench_blotto(json)?,
            Command::Bench {
                command: BenchCommand::Race { runs, json },
            } => {
                let clock = std::time::Instant::now();
                let now = move || clock.elapsed().as_secs_f64() * 1e3;
                let rows = run_to_end(&mut gamelab::bench::RaceBench::new(runs, Box::new(now)));
                if json {
                    println!(
                        "{}",
                        json!({ "target": "native", "runs": runs, "rows": rows })
                    );
                } else {
                    for r in &rows {
                        println!(
                            "{:<44} {:>12} {:<9} {:>10.1} ms {:>14.0}/s",
                            r.what, r.work, r.unit, r.millis, r.per_second
                        );
                    }
                    println!(
                        "binomial jumps ÷ game by game (games/s): {:.1}",
                        rows[2].per_second / rows[1].per_second
                    );
                }
            }
            Command::Ttt {
                command: TttCommand::Stats { json },
            } => {
                let stats = run_to_end(&mut FullTree::new(TicTacToe::new()));
                emit(
                    json,
                    serde_json::to_value(stats).map_err(|e| e.to_string())?,
                );
            }
            Command::Ttt {
                command:
                    TttCommand::Solve {
                        board,
                        payoff,
                        json,
                    },
            } => {
                let board = TicTacToe::parse(&board).map_err(|e| format!("--board: {e}"))?;
                emit(json, solve_ttt(&board, payoff));
            }
            Command::Tree {
                tree,
                game,
                algorithm,
                target,
                json,
            } => match (tree, game) {
                (Some(tree), _) => {
                    let tree = NestedTree::parse(&tree).map_err(|e| format!("--tree: {e}"))?;
                    emit(json, search_tree(&tree.root(), algorithm, target)?);
                }
                (None, Some(path)) => emit(json, extensive(&path)?),
                (None, None) => return Err("give --tree or --game".to_string()),
            },
            Command::Bench {
                command: BenchCommand::Ttt { reps, json },
            } => {
                if reps == 0 {
                    return Err("--reps must be at least 1".to_string());
                }
                let clock = std::time::Instant::now();
                let now = move || clock.elapsed().as_secs_f64() * 1e3;
                let rows = run_to_end(&mut gamelab::bench::TicTacToeBench::new(
                    reps,
                    Box::new(now),
                ));
                if json {
                    println!(
                        "{}",
                        json!({ "target": "native", "reps": reps, "rows": rows })
                    );
                } else {
                    println!(
                        "{:<44} {:>9} {:>10} {:>8} {:>8}",
                        "algorithm", "nodes", "ms", "t/mm", "n/mm"
                    );
                    for r in rows {
                        println!(
                            "{:<44} {:>9} {:>10.3} {:>8.4} {:>8.4}",
                            r.algorithm, r.nodes, r.millis, r.time_ratio, r.node_ratio
                        );
                    }
                }
            }
        }
        Ok(())
    }

    fn solve_ttt(board: &TicTacToe, payoff: PayoffArg) -> Value {
        let evaluator = match payoff {
            PayoffArg::Seed => Payoff::Seed,
            PayoffArg::Corrected => Payoff::Corrected,
        };
        let over = board.is_terminal();
        let (move_values, _) = action_values(board, &evaluator, Options::ALPHA_BETA_ORDERED_TABLE);
        let best = best_actions(board, &move_values);
        let mut nodes = serde_json::Map::new();
        let mut value = None;
        let keys = [
            "minimax",
            "alphabeta",
            "alphabeta_ordering",
            "alphabeta_table",
            "alphabeta_ordering_table",
        ];
        for (key, (_, options)) in keys.iter().zip(Options::ALL) {
            let r = alphabeta(board, &evaluator, options);
            assert!(
                value.is_none() || value == Some(r.value),
                "searchers disagree"
            );
            value = Some(r.value);
            nodes.insert(key.to_string(), json!(r.nodes));
        }
        let mut pns = ProofSearch::new(*board, Player(0), |b: &TicTacToe| {
            b.winner() == Some(Mark::X)
        });
        let x_can_force_win = pns.solve().expect("unbounded search").proven;
        nodes.insert("pns_x_wins".to_string(), json!(pns.nodes().len()));
        let value = value.expect("five searches ran");
        json!({
            "board": board.to_string(),
            "to_move": if over { Value::Null } else { json!(board.to_move().to_string()) },
            "value": value,
            "payoff": match payoff { PayoffArg::Seed => "seed", PayoffArg::Corrected => "corrected" },
            "outcome": evaluator.describe(value),
            "best_moves": best.iter().map(|s| s.0).collect::<Vec<_>>(),
            "move_values": move_values.iter().map(|(s, v)| json!({"cell": s.0, "value": v})).collect::<Vec<_>>(),
            "x_can_force_win": x_can_force_win,
            "nodes": nodes,
        })
    }

    fn search_tree(
        root: &TreePosition,
        algorithm: TreeAlgorithm,
        target: Option<i32>,
    ) -> Result<Value, String> {
        Ok(match algorithm {
            TreeAlgorithm::Minimax => {
                let r = minimax(root, &LeafValue);
                json!({"algorithm": "minimax", "value": r.value, "leaves_evaluated": r.leaves, "nodes": r.nodes})
            }
            TreeAlgorithm::Alphabeta => {
                let r = alphabeta(root, &LeafValue, Options::ALPHA_BETA);
                json!({"algorithm": "alphabeta", "value": r.value, "leaves_evaluated": r.leaves, "nodes": r.nodes})
            }
            TreeAlgorithm::Pns => {
                let value = pns_value(root);
                let target = target.unwrap_or(value);
                let mut search =
                    ProofSearch::new(root.clone(), Player(0), move |s: &TreePosition| {
                        s.leaf_value().unwrap_or(0) >= target
                    });
                let verdict = search.solve().map_err(|e| e.to_string())?;
                let leaves: Vec<i32> = search
                    .evaluated()
                    .iter()
                    .map(|&i| search.nodes()[i as usize].state.leaf_value().unwrap_or(0))
                    .collect();
                let (proof, disproof) = search.root_numbers();
                json!({
                    "algorithm": "pns",
                    "value": value,
                    "target": target,
                    "question": format!("can MAX guarantee a leaf value >= {target}?"),
                    "proven": verdict.proven,
                    "proof_number": pn_json(proof),
                    "disproof_number": pn_json(disproof),
                    "leaves_evaluated": leaves,
                    "nodes": verdict.nodes,
                    "expansions": verdict.expansions,
                })
            }
        })
    }

    fn pn_json(n: u32) -> Value {
        if n == gamelab::search::pns::INFINITY {
            json!("infinity")
        } else {
            json!(n)
        }
    }

    /// The tree's value by proof-number search alone: the largest leaf value `t` for which
    /// "MAX can guarantee ≥ t" is proven (binary search over the distinct leaf values).
    fn pns_value(root: &TreePosition) -> i32 {
        let mut leaves = minimax(root, &LeafValue).leaves; // only to list the candidate values
        leaves.sort_unstable();
        leaves.dedup();
        let proves = |t: i32| {
            ProofSearch::new(root.clone(), Player(0), move |s: &TreePosition| {
                s.leaf_value().unwrap_or(0) >= t
            })
            .solve()
            .expect("unbounded search")
            .proven
        };
        // proves(smallest leaf) is always true; find the last t that still proves.
        let (mut lo, mut hi) = (0usize, leaves.len());
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if proves(leaves[mid]) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        leaves[lo]
    }

    fn algorithm(key: &str) -> Result<Algorithm, String> {
        Algorithm::from_key(key).ok_or_else(|| {
            let keys: Vec<&str> = Algorithm::ALL.iter().map(|a| a.key()).collect();
            format!("--algorithm: {key:?} is not one of {}", keys.join(", "))
        })
    }

    fn flag(e: gamelab::racing::ParamError) -> String {
        format!("--{}: {}", e.field, e.reason)
    }

    /// Threads for Monte Carlo: parallelism lives at the edges (here), never in the core.
    fn threads() -> u64 {
        std::thread::available_parallelism().map_or(1, |n| n.get() as u64)
    }

    fn race(command: RaceCommand) -> Result<(), String> {
        match command {
            RaceCommand::Run {
                algorithm: a,
                mu,
                seed,
                pattern,
                params,
                json,
            } => {
                let a = algorithm(&a)?;
                let params = params.params();
                let outcome = match (mu, pattern) {
                    (Some(mu), None) => {
                        let sampling = if a.square_schedule() {
                            Sampling::BinomialJumps
                        } else {
                            Sampling::GameByGame
                        };
                        let source = Bernoulli::new(mu, Seed(seed), sampling).map_err(flag)?;
                        run_race(a, &params, source)?
                    }
                    (None, Some(p)) => run_race(a, &params, Pattern::parse(&p).map_err(flag)?)?,
                    _ => {
                        return Err(
                            "give either --mu X (with --seed) or --pattern 0/1-string".to_string()
                        )
                    }
                };
                emit(
                    json,
                    json!({
                        "algorithm": a.key(),
                        "winner": outcome.winner.key(),
                        "games": outcome.games,
                        "mean": outcome.mean,
                        "reason": outcome.reason.key(),
                        "tests": outcome.tests,
                    }),
                );
            }
            RaceCommand::Horizon { eps, delta, json } => {
                gamelab::racing::check_open_unit("eps", eps).map_err(flag)?;
                gamelab::racing::check_open_unit("delta", delta).map_err(flag)?;
                let rows = bounds::horizons(eps, delta);
                if json {
                    println!(
                        "{}",
                        json!({ "eps": eps, "delta": delta, "horizons": rows })
                    );
                } else {
                    for r in rows {
                        println!(
                            "{:<6} root {:>14.6}  tests {:>7}  games {:>7}  {}",
                            r.equation, r.root, r.tests, r.games, r.meaning
                        );
                    }
                }
            }
            RaceCommand::Theory { mu, tests, json } => {
                gamelab::racing::check_mu(mu).map_err(flag)?;
                if tests == 0 || tests > 20_000 {
                    return Err("--tests: give 1–20000 tests".to_string());
                }
                emit(
                    json,
                    json!({ "mu": mu, "tests": tests, "F": theory::f_mu(mu, tests) }),
                );
            }
            RaceCommand::Calibrate {
                mu,
                alpha,
                eps,
                json,
            } => {
                let c = theory::calibrate(mu, alpha, eps).map_err(flag)?;
                emit(
                    json,
                    json!({ "mu": mu, "alpha": alpha, "eps": eps, "tests": c.tests, "delta": c.delta }),
                );
            }
            RaceCommand::Alpha {
                algorithm: a,
                mu,
                method,
                runs,
                seed,
                no_precision_stop,
                params,
                json,
            } => {
                let a = algorithm(&a)?;
                let params = params.params();
                let schedule = Schedule::new(a, &params).map_err(flag)?;
                gamelab::racing::check_mu(mu).map_err(flag)?;
                match method.as_str() {
                    "exact" => {
                        let r = exact::exact(&schedule, mu).map_err(flag)?;
                        emit(
                            json,
                            json!({
                                "algorithm": a.key(), "method": "exact", "mu": mu, "alpha": r.alpha,
                                "mean_games": r.mean_games, "p1": r.p1, "p2": r.p2,
                                "covers": "crossing stops, horizon and final rule; not the precision stop",
                            }),
                        );
                    }
                    "mc" => {
                        if runs == 0 || runs > 100_000_000 {
                            return Err("--runs: give 1–100000000 runs".to_string());
                        }
                        let precision = if no_precision_stop {
                            PrecisionStop::Off
                        } else {
                            PrecisionStop::On
                        };
                        let n = threads().min(runs);
                        let tallies: Vec<_> = std::thread::scope(|scope| {
                            let handles: Vec<_> = (0..n)
                                .map(|i| {
                                    let (first, last) = (runs * i / n, runs * (i + 1) / n);
                                    scope.spawn(move || {
                                        montecarlo::simulate(
                                            a,
                                            &params,
                                            mu,
                                            Seed(seed),
                                            first,
                                            last - first,
                                            precision,
                                        )
                                    })
                                })
                                .collect();
                            handles
                                .into_iter()
                                .map(|h| h.join().expect("worker thread"))
                                .collect()
                        });
                        let mut total = montecarlo::McTally {
                            mu,
                            ..Default::default()
                        };
                        for t in tallies {
                            total.merge(&t.map_err(flag)?);
                        }
                        let r = total.result();
                        emit(
                            json,
                            json!({
                                "algorithm": a.key(), "method": "mc", "mu": mu, "runs": runs, "seed": seed,
                                "precision_stop": !no_precision_stop,
                                "alpha": r.alpha, "alpha_ci95": [r.alpha_ci.0, r.alpha_ci.1],
                                "mean_games": r.mean_games, "mean_games_ci95": [r.games_ci.0, r.games_ci.1],
                                "undecided": r.undecided,
                            }),
                        );
                    }
                    other => return Err(format!("--method: {other:?} is not exact or mc")),
                }
            }
        }
        Ok(())
    }

    fn run_race<O: Outcomes>(
        a: Algorithm,
        params: &Params,
        source: O,
    ) -> Result<gamelab::racing::race::RaceOutcome, String> {
        Ok(Race::new(a, params, source, 0).map_err(flag)?.run())
    }
    fn mixed_json(mixed: &[(Vec<u32>, f64)]) -> Value {
        json!(mixed
            .iter()
            .map(|(a, p)| json!({"allocation": a, "probability": p}))
            .collect::<Vec<_>>())
    }

    fn blotto(command: BlottoCommand) -> Result<(), String> {
        use gamelab::games::blotto::fraction_string;
        use gamelab::games::blotto::solve::{double_oracle, flow_lp};
        match command {
            BlottoCommand::Solve { game, method, json } => {
                let GameArgs { fields, a, b } = game;
                let game = game.game()?;
                let t0 = std::time::Instant::now();
                let s = match method.as_str() {
                    "flow-lp" => flow_lp(&game),
                    "double-oracle" => double_oracle(&game),
                    other => {
                        return Err(format!(
                            "--method: {other:?} is not flow-lp or double-oracle"
                        ))
                    }
                }
                .map_err(|e| e.to_string())?;
                let millis = t0.elapsed().as_secs_f64() * 1e3;
                let mut out = json!({
                    "fields": fields, "a": a, "b": b,
                    "value": s.value,
                    "value_fraction": fraction_string(s.value),
                    "strategy_a": mixed_json(&s.strategy_a),
                    "strategy_b": mixed_json(&s.strategy_b),
                    "certificate_gap": s.certificate_gap,
                    "method": s.method,
                    "pivots": s.pivots,
                    "millis": millis,
                });
                if method == "flow-lp" {
                    out["variables"] = json!(s.variables);
                    out["constraints"] = json!(s.constraints);
                } else {
                    out["iterations"] = json!(s.iterations);
                    out["restricted_game"] = json!([s.variables - 1, s.constraints - 1]);
                }
                emit(json, out);
            }
            BlottoCommand::ExportLp { game, out } => {
                let game = game.game()?;
                let mut writer = gamelab::lp::file::LpWriter::new(gamelab::lp::Direction::Maximize);
                gamelab::games::blotto::solve::build_flow_lp(&game, &mut writer);
                std::fs::write(&out, writer.finish())
                    .map_err(|e| format!("--out {}: {e}", out.display()))?;
            }
        }
        Ok(())
    }

    fn lp_file(file: &std::path::Path, json: bool) -> Result<(), String> {
        let text =
            std::fs::read_to_string(file).map_err(|e| format!("--file {}: {e}", file.display()))?;
        let parsed =
            gamelab::lp::file::parse(&text).map_err(|e| format!("{}: {e}", file.display()))?;
        let t0 = std::time::Instant::now();
        let result = parsed.problem.solve();
        let millis = t0.elapsed().as_secs_f64() * 1e3;
        let out = match result {
            Ok(sol) => json!({
                "status": "optimal",
                "objective": sol.objective(),
                "variables": parsed.variables.iter().map(|(n, v)| (n.clone(), json!(sol.value(*v)))).collect::<serde_json::Map<_, _>>(),
                "pivots": sol.iterations(),
                "millis": millis,
            }),
            Err(e) => json!({
                "status": match e {
                    gamelab::lp::Error::Infeasible => "infeasible",
                    gamelab::lp::Error::Unbounded => "unbounded",
                    gamelab::lp::Error::IterationLimit => "iteration_limit",
                    gamelab::lp::Error::Numerical(_) => "numerical",
                },
                "message": e.to_string(),
                "millis": millis,
            }),
        };
        emit(json, out);
        Ok(())
    }

    fn bench_blotto(json: bool) -> Result<(), String> {
        use gamelab::games::blotto::solve::{
            double_oracle, flow_lp, flow_lp_size, FLOW_LP_MAX_CELLS,
        };
        use gamelab::games::blotto::{fraction_string, Blotto};
        let mut rows = Vec::new();
        for (k, a, b) in gamelab::bench::BLOTTO_ROWS {
            let game = Blotto::new(k, a, b).map_err(|e| e.to_string())?;
            let t0 = std::time::Instant::now();
            let s = double_oracle(&game).map_err(|e| e.to_string())?;
            let oracle_ms = t0.elapsed().as_secs_f64() * 1e3;
            let (vars, cons) = flow_lp_size(&game);
            let flow = if vars * cons <= FLOW_LP_MAX_CELLS {
                let t0 = std::time::Instant::now();
                let f = flow_lp(&game).map_err(|e| e.to_string())?;
                Some((f.value, t0.elapsed().as_secs_f64() * 1e3))
            } else {
                None
            };
            let row = json!({
                "fields": k, "a": a, "b": b,
                "value": s.value, "value_fraction": fraction_string(s.value),
                "certificate_gap": s.certificate_gap,
                "double_oracle_ms": oracle_ms, "double_oracle_rounds": s.iterations,
                "restricted_game": [s.variables - 1, s.constraints - 1],
                "flow_lp_variables": vars, "flow_lp_constraints": cons,
                "flow_lp_ms": flow.map(|f| f.1), "flow_lp_value": flow.map(|f| f.0),
            });
            if !json {
                println!(
                    "K={k:>2} A={a:>2} B={b:>2}  value {:>8}  double oracle {:>9.1} ms ({:>3} rounds)  flow LP {}",
                    fraction_string(s.value).unwrap_or_else(|| format!("{:.6}", s.value)),
                    oracle_ms,
                    s.iterations,
                    flow.map_or("too large for the dense simplex".to_string(), |f| format!("{:.1} ms", f.1))
                );
            }
            rows.push(row);
        }
        if json {
            println!("{}", json!({ "target": "native", "rows": rows }));
        }
        Ok(())
    }

    fn read_nfg(path: &std::path::Path) -> Result<gamelab::games::matrix::nfg::NfgGame, String> {
        let text =
            std::fs::read_to_string(path).map_err(|e| format!("--game {}: {e}", path.display()))?;
        gamelab::games::matrix::nfg::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    fn fractions(v: &[gamelab::games::matrix::Q]) -> Value {
        json!(v
            .iter()
            .map(gamelab::games::matrix::format_number)
            .collect::<Vec<_>>())
    }

    fn floats(v: &[gamelab::games::matrix::Q]) -> Value {
        json!(v
            .iter()
            .map(gamelab::games::matrix::to_f64)
            .collect::<Vec<_>>())
    }

    fn nash(path: &std::path::Path, json: bool) -> Result<(), String> {
        use gamelab::equilibrium::{all_equilibria, pure_equilibria};
        use gamelab::games::matrix::{format_number, to_f64, MAX_ENUMERATION};
        let file = read_nfg(path)?;
        let g = &file.game;
        g.check_size(MAX_ENUMERATION)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        let all = all_equilibria(g).map_err(|e| e.to_string())?;
        let equilibria: Vec<Value> = all
            .extreme
            .iter()
            .map(|e| {
                json!({
                    "row": fractions(&e.x), "col": fractions(&e.y),
                    "row_float": floats(&e.x), "col_float": floats(&e.y),
                    "payoffs": [format_number(&e.payoffs[0]), format_number(&e.payoffs[1])],
                    "payoffs_float": [to_f64(&e.payoffs[0]), to_f64(&e.payoffs[1])],
                    "pure": e.is_pure(),
                })
            })
            .collect();
        let pure: Vec<Value> = pure_equilibria(g)
            .iter()
            .map(|&(r, c)| json!({"row": r, "col": c, "row_name": g.names[0][r], "col_name": g.names[1][c]}))
            .collect();
        let continua: Vec<Value> = all
            .components
            .iter()
            .filter(|c| c.is_continuum())
            .map(|c| json!({
                "row_extremes": c.row_strategies.iter().map(|x| fractions(x)).collect::<Vec<_>>(),
                "col_extremes": c.col_strategies.iter().map(|y| fractions(y)).collect::<Vec<_>>(),
            }))
            .collect();
        let explanation = if all.degenerate {
            let ties: Vec<String> = all
                .ties
                .iter()
                .map(|t| {
                    format!(
                        "{} strategy {} (support {:?}) makes {} best responses tie: {:?}",
                        if t.player.0 == 0 { "row" } else { "column" },
                        t.strategy
                            .iter()
                            .map(format_number)
                            .collect::<Vec<_>>()
                            .join(", "),
                        t.support,
                        t.best_responses.len(),
                        t.best_responses
                    )
                })
                .collect();
            format!(
                "degenerate: {}; {} equilibrium set(s) are continua, given by their extreme points",
                ties.join("; "),
                continua.len()
            )
        } else {
            "nondegenerate: every equilibrium is isolated and listed".to_string()
        };
        emit(
            json,
            json!({
                "game": file.title,
                "rows": g.rows(), "cols": g.cols(),
                "equilibria": equilibria,
                "pure": pure,
                "degenerate": {"value": all.degenerate, "explanation": explanation, "continua": continua},
            }),
        );
        Ok(())
    }

    fn dominance(
        path: &std::path::Path,
        kind: &str,
        pure_only: bool,
        json: bool,
    ) -> Result<(), String> {
        use gamelab::equilibrium::{iterated_elimination, Dominator, Strength};
        use gamelab::games::matrix::format_number;
        let strength = match kind {
            "strict" => Strength::Strict,
            "weak" => Strength::Weak,
            "very-weak" => Strength::VeryWeak,
            other => {
                return Err(format!(
                    "--kind: {other:?} is not strict, weak or very-weak"
                ))
            }
        };
        let file = read_nfg(path)?;
        let g = &file.game;
        let e = iterated_elimination(g, strength, !pure_only).map_err(|e| e.to_string())?;
        let steps: Vec<Value> = e
            .steps
            .iter()
            .map(|s| {
                let player = if s.player.0 == 0 { "row" } else { "column" };
                let names = &g.names[s.player.0 as usize];
                let by = match &s.by {
                    Dominator::Pure(i) => json!({"pure": names[*i]}),
                    Dominator::Mixed(w) => json!({"mixed": w.iter().map(|(i, q)| json!({"strategy": names[*i], "weight": format_number(q)})).collect::<Vec<_>>()}),
                };
                json!({"player": player, "strategy": s.name, "dominated_by": by})
            })
            .collect();
        let reduced = &e.reduced;
        emit(
            json,
            json!({
                "kind": kind,
                "mixed_dominators": !pure_only,
                "steps": steps,
                "reduced": {
                    "rows": reduced.names[0], "cols": reduced.names[1],
                    "row_payoffs": reduced.a.iter().map(|r| fractions(r)).collect::<Vec<_>>(),
                    "col_payoffs": reduced.b.iter().map(|r| fractions(r)).collect::<Vec<_>>(),
                },
            }),
        );
        Ok(())
    }

    fn extensive(path: &std::path::Path) -> Result<Value, String> {
        use gamelab::games::extensive::{GameTree, StrategyOrder};
        use gamelab::games::matrix::format_number;
        let text =
            std::fs::read_to_string(path).map_err(|e| format!("--game {}: {e}", path.display()))?;
        let tree = GameTree::parse_efg(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        let nf = tree
            .induced_normal_form(StrategyOrder::Seed)
            .map_err(|e| e.to_string())?;
        let names = |p: usize| {
            nf.strategies[p]
                .iter()
                .map(|s| tree.strategy_name(p, s))
                .collect::<Vec<_>>()
        };
        let (rows, cols) = (names(0), names(1));
        let cells: Vec<Vec<Value>> = (0..nf.game.rows())
            .map(|r| {
                (0..nf.game.cols())
                    .map(|c| {
                        json!([
                            format_number(&nf.game.a[r][c]),
                            format_number(&nf.game.b[r][c])
                        ])
                    })
                    .collect()
            })
            .collect();
        let profile_json = |p: &gamelab::games::extensive::Profile| {
            json!([tree.strategy_name(0, &p[0]), tree.strategy_name(1, &p[1])])
        };
        let pure: Vec<Value> = tree
            .pure_equilibria(StrategyOrder::Seed)
            .map_err(|e| e.to_string())?
            .iter()
            .map(|p| {
                let threats = tree.non_credible_threats(p).unwrap_or_default();
                json!({
                    "profile": profile_json(p),
                    "subgame_perfect": threats.is_empty(),
                    "non_credible_threats": threats.iter().map(|t| json!({
                        "node": tree.nodes()[t.node].label(),
                        "player": tree.players[t.player],
                        "prescribed_value": format_number(&t.prescribed_value),
                        "better_value": format_number(&t.better_value),
                    })).collect::<Vec<_>>(),
                })
            })
            .collect();
        let bi = tree.backward_induction().map_err(|e| e.to_string())?;
        Ok(json!({
            "title": tree.title,
            "players": tree.players,
            "normal_form": {"rows": rows, "cols": cols, "payoffs": cells},
            "pure_equilibria": pure,
            "spe": {
                "profile": profile_json(&bi.profile),
                "value": [format_number(&bi.value[0]), format_number(&bi.value[1])],
                "ties": bi.ties.iter().map(|&n| tree.nodes()[n].label().to_string()).collect::<Vec<_>>(),
                "steps": bi.steps.iter().map(|s| json!({
                    "node": tree.nodes()[s.node].label(),
                    "player": tree.players.get(s.player).map_or("chance", String::as_str),
                    "action": s.action,
                    "value": [format_number(&s.value[0]), format_number(&s.value[1])],
                })).collect::<Vec<_>>(),
            },
        }))
    }

    fn bench_nash(max: usize, seed: u64, json: bool) -> Result<(), String> {
        use gamelab::bench::NashBench;
        use gamelab::jobs::run_to_end;
        let start = std::time::Instant::now();
        let mut job = NashBench::new(
            max,
            Seed(seed),
            Box::new(move || start.elapsed().as_secs_f64() * 1e3),
        )?;
        let mut rows = Vec::new();
        for r in run_to_end(&mut job) {
            if !json {
                println!(
                    "n = {:>2}: {:>3} equilibria in {:>9.2} ms",
                    r.n, r.equilibria, r.millis
                );
            }
            rows.push(json!({"n": r.n, "equilibria": r.equilibria, "degenerate": r.degenerate, "millis": r.millis}));
        }
        if json {
            println!(
                "{}",
                json!({"target": "native", "seed": seed, "rows": rows})
            );
        }
        Ok(())
    }

    fn war_cmd(command: WarCommand) -> Result<(), String> {
        let WarCommand::Match {
            p1,
            p2,
            games,
            seed,
            rules,
            json,
        } = command;
        let rules = rules.rules()?;
        let a = WarPolicy::parse(&p1).map_err(|e| format!("--p1: {e}"))?;
        let b = WarPolicy::parse(&p2).map_err(|e| format!("--p2: {e}"))?;
        if games == 0 {
            return Err("--games must be at least 1".to_string());
        }
        let t = war::play_match(&rules, &a, &b, games, &mut Seed(seed).rng());
        let se = (t.p1_score() * (1.0 - t.p1_score()) / games as f64).sqrt();
        emit(
            json,
            json!({
                "game": "war",
                "p1": p1,
                "p2": p2,
                "rules": rules,
                "games": games,
                "seed": seed,
                "p1_score": t.p1_score(),
                "std_error": se,
                "p1_wins": t.p1_wins,
                "draws": t.draws,
                "mean_battles": t.mean_battles(),
                "capped": t.capped,
            }),
        );
        Ok(())
    }

    fn rats_policy(flag: &str, text: &str) -> Result<RatsPolicy, String> {
        RatsPolicy::parse(text).map_err(|e| format!("--{flag}: {e}"))
    }

    fn rats_cmd(command: RatsCommand) -> Result<(), String> {
        match command {
            RatsCommand::Match {
                p1,
                p2,
                games,
                seed,
                rules,
                json,
            } => {
                let rules = rules.rules();
                let (a, b) = (rats_policy("p1", &p1)?, rats_policy("p2", &p2)?);
                if games == 0 {
                    return Err("--games must be at least 1".to_string());
                }
                let t = rrrats::play_match(&rules, &a, &b, games, &mut Seed(seed).rng());
                let p = t.p1_win_rate();
                emit(
                    json,
                    json!({
                        "game": "rrrats",
                        "p1": p1,
                        "p2": p2,
                        "rules": rules,
                        "games": games,
                        "seed": seed,
                        "p1_win_rate": p,
                        "std_error": (p * (1.0 - p) / games as f64).sqrt(),
                        "mean_rolls": t.rolls as f64 / games as f64,
                    }),
                );
            }
            RatsCommand::Exact {
                p1,
                p2,
                rules,
                json,
            } => {
                let rules = rules.rules();
                let (a, b) = (rats_policy("p1", &p1)?, rats_policy("p2", &p2)?);
                let p = rrrats_exact::win_probability(&rules, &a, &b).map_err(|e| e.to_string())?;
                emit(
                    json,
                    json!({"game": "rrrats", "p1": p1, "p2": p2, "rules": rules, "p1_win_probability": p}),
                );
            }
            RatsCommand::BestResponse {
                against,
                rounds,
                rules,
                json,
            } => {
                let rules = rules.rules();
                let opp = rats_policy("against", &against)?;
                if rounds == 0 {
                    return Err("--rounds must be at least 1".to_string());
                }
                let chain = RatsChain::new(rules);
                let br = chain
                    .best_response(&chain.state_policy(&opp))
                    .map_err(|e| e.to_string())?;
                let iterated = rrrats_exact::iterate_best_responses(&rules, &opp, rounds)
                    .map_err(|e| e.to_string())?;
                emit(
                    json,
                    json!({
                        "against": against,
                        "rules": rules,
                        "win_probability": br.win_probability,
                        "by_hand": br.by_hand,
                        "p_continue_by_hand": br.summary.0,
                        "nearest_threshold": br.nearest_threshold,
                        "positions": chain.keys().len(),
                        "rounds": iterated,
                    }),
                );
            }
            RatsCommand::Table {
                games,
                seed,
                rules,
                json,
            } => {
                let rules = rules.rules();
                let names = ["stop1", "stop2", "stop3", "stop4", "never"];
                let chain = RatsChain::new(rules);
                let mut rows = Vec::new();
                for (i, a) in names.iter().enumerate() {
                    for (j, b) in names.iter().enumerate() {
                        let (pa, pb) = (rats_policy("p1", a)?, rats_policy("p2", b)?);
                        let exact = chain
                            .win_probability(&chain.state_policy(&pa), &chain.state_policy(&pb))
                            .map_err(|e| e.to_string())?;
                        let mut rng = Seed(seed).derive((i * 5 + j) as u64).rng();
                        let sim =
                            rrrats::play_match(&rules, &pa, &pb, games, &mut rng).p1_win_rate();
                        let se = (exact * (1.0 - exact) / games as f64).sqrt();
                        rows.push(json!({"p1": a, "p2": b, "exact": exact, "simulated": sim,
                            "z": if se > 0.0 { (sim - exact) / se } else { 0.0 }}));
                    }
                }
                if json {
                    println!("{}", json!({"rules": rules, "games": games, "rows": rows}));
                } else {
                    println!(
                        "{:<6} {:<6} {:>9} {:>9} {:>6}",
                        "p1", "p2", "exact", "sim", "z"
                    );
                    for r in rows {
                        println!(
                            "{:<6} {:<6} {:>9.5} {:>9.5} {:>6.2}",
                            r["p1"].as_str().unwrap_or(""),
                            r["p2"].as_str().unwrap_or(""),
                            r["exact"].as_f64().unwrap_or(0.0),
                            r["simulated"].as_f64().unwrap_or(0.0),
                            r["z"].as_f64().unwrap_or(0.0)
                        );
                    }
                }
            }
        }
        Ok(())
    }

    fn interpretation_json(i: &Interpretation) -> Value {
        match i {
            Interpretation::War(p) => json!({
                "p_descending": p.desc, "p_ascending": p.asc, "p_shuffled": p.shuffled,
            }),
            Interpretation::Rrrats {
                p_continue,
                nearest_threshold,
            } => json!({
                "p_continue_by_hand": p_continue.0,
                "nearest_threshold": nearest_threshold,
                "rule": if *nearest_threshold >= 5 {
                    "never stop".to_string()
                } else {
                    format!("stop at >= {nearest_threshold}")
                },
            }),
        }
    }

    /// Evaluates `x` against `y` with one thread per core over the evaluation's chunks.
    fn evaluate_threads(
        game: &GameConfig,
        x: &[f64],
        y: &[f64],
        games: u64,
        seed: Seed,
    ) -> Evaluation {
        let chunks = eval_chunks(games);
        let n = threads().min(chunks.max(1));
        let results: Vec<Evaluation> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..n)
                .map(|t| {
                    scope.spawn(move || {
                        let mut e = Evaluation::default();
                        let mut i = t;
                        while i < chunks {
                            e.merge(&evaluate_chunk(
                                game,
                                x,
                                y,
                                i,
                                eval_chunk_games(games, i),
                                seed,
                            ));
                            i += n;
                        }
                        e
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("evaluation thread"))
                .collect()
        });
        let mut total = Evaluation::default();
        for e in &results {
            total.merge(e);
        }
        total
    }

    fn optimise(args: OptimiseArgs) -> Result<(), String> {
        let game = match args.game.as_str() {
            "war" => GameConfig::War(args.war_rules.rules()?),
            "rrrats" => GameConfig::Rrrats(args.rats_rules.rules()),
            other => return Err(format!("--game: {other:?} is not war or rrrats")),
        };
        let optimiser = Optimiser::from_key(&args.algorithm).ok_or_else(|| {
            let keys: Vec<&str> = Optimiser::ALL.iter().map(|o| o.key()).collect();
            format!(
                "--algorithm: {:?} is not one of {}",
                args.algorithm,
                keys.join(", ")
            )
        })?;
        let race = Algorithm::from_key(&args.race).ok_or_else(|| {
            let keys: Vec<&str> = Algorithm::ALL.iter().map(|a| a.key()).collect();
            format!("--race: {:?} is not one of {}", args.race, keys.join(", "))
        })?;
        let budget = match args.budget_games {
            Some(g) => Budget::Games(g),
            None => Budget::Mutations(args.budget),
        };
        if args.runs == 0 {
            return Err("--runs must be at least 1".to_string());
        }
        if args.eval_games == 0 {
            return Err("--eval-games must be at least 1".to_string());
        }
        let config = |r: u64| EvolveConfig {
            game,
            optimiser,
            race,
            race_params: args.params.params(),
            budget,
            seed: if args.runs == 1 {
                Seed(args.seed)
            } else {
                Seed(args.seed).derive(r)
            },
            sigma0: 1.0,
        };
        Evolution::new(config(0)).map_err(|e| match e {
            gamelab::evolve::EvolveError::Race(p) => flag(p),
            other => other.to_string(),
        })?;
        let runs = args.runs;
        let n = threads().min(runs);
        let clock = std::time::Instant::now();
        let mut outcomes: Vec<(u64, EvolveOutcome, f64)> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..n)
                .map(|t| {
                    scope.spawn(move || {
                        let mut out = Vec::new();
                        let mut r = t;
                        while r < runs {
                            let started = std::time::Instant::now();
                            let mut job = Evolution::new(config(r)).expect("validated");
                            let o = run_to_end(&mut job);
                            out.push((r, o, started.elapsed().as_secs_f64()));
                            r += n;
                        }
                        out
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().expect("optimiser thread"))
                .collect()
        });
        outcomes.sort_by_key(|o| o.0);
        let zero = vec![0.0; game.dim()];
        let mut results = Vec::new();
        let mut rates = Vec::new();
        for (r, o, secs) in &outcomes {
            let eval_seed = Seed(args.seed).derive(1_000_000 + r);
            let e = evaluate_threads(&game, &o.x, &zero, args.eval_games, eval_seed);
            rates.push(e.score());
            results.push(json!({
                "run": r,
                "seed": o.config.seed.0,
                "x": o.x,
                "interpretation": interpretation_json(&o.interpretation),
                "games_used": o.games,
                "mutations": o.mutations,
                "accepted": o.accepted,
                "races": o.races,
                "sigma": o.sigma,
                "population": o.population.len(),
                "eval_games": e.games,
                "win_rate_vs_initial": e.score(),
                "eval_std_error": e.std_error(),
                "eval_draws": e.draws,
                "seconds": secs,
            }));
        }
        let mut head = json!({
            "game": game.key(),
            "rules": match game { GameConfig::War(r) => json!(r), GameConfig::Rrrats(r) => json!(r) },
            "algorithm": optimiser.key(),
            "race": race.key(),
            "eps": args.params.eps,
            "delta": args.params.delta,
            "budget": match budget { Budget::Mutations(m) => json!({"mutations": m}), Budget::Games(g) => json!({"games": g}) },
            "wall_seconds": clock.elapsed().as_secs_f64(),
        });
        let map = head.as_object_mut().expect("an object");
        if runs == 1 {
            for (k, v) in results[0].as_object().expect("an object") {
                map.insert(k.clone(), v.clone());
            }
        } else {
            map.insert("runs".into(), json!(results));
            map.insert("win_rate_vs_initial".into(), describe(&rates));
        }
        emit(args.json, head);
        Ok(())
    }

    /// pandas-style describe: count, mean, std (n − 1), min, quartiles, max.
    fn describe(xs: &[f64]) -> Value {
        let d = gamelab::stats::describe(xs).expect("at least one run");
        json!({"count": d.count, "mean": d.mean, "std": d.std, "min": d.min,
               "25%": d.q25, "50%": d.q50, "75%": d.q75, "max": d.max})
    }

    fn bench_games(games: u64, json: bool) {
        let clock = std::time::Instant::now();
        let now = move || clock.elapsed().as_secs_f64() * 1e3;
        let rows = run_to_end(&mut gamelab::bench::GamesBench::new(games, Box::new(now)));
        if json {
            println!(
                "{}",
                json!({ "target": "native", "games": games, "rows": rows })
            );
        } else {
            println!(
                "{:<7} {:<24} {:>9} {:>10} {:>12} {:>9}",
                "game", "implementation", "games", "ms", "games/s", "× State"
            );
            for r in rows {
                println!(
                    "{:<7} {:<24} {:>9} {:>10.1} {:>12.0} {:>9.2}",
                    r.game, r.implementation, r.games, r.millis, r.games_per_second, r.speedup
                );
            }
        }
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn the_command_line_is_well_formed() {
            use clap::CommandFactory;
            super::Cli::command().debug_assert();
        }
    }
}
