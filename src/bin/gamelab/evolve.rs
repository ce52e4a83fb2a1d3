//! `gamelab war`, `gamelab rrrats` and `gamelab optimise`: matches, the exact Rrrats! chain,
//! and the thesis's optimisers over one thread per core (the optimisation lab). `optimise`'s
//! runs shard (`--shard i/n`, [`gamelab::batch::optimise`]). A match's games are played from
//! one random stream by default, so game `g` depends on the games before it and the match does
//! not shard; with `--seeding per-game` each game is seeded from its index and the match
//! shards ([`gamelab::batch::war`], [`gamelab::batch::rrrats`], [`crate::per_game`]).

use clap::{Args, Subcommand, ValueEnum};
use serde_json::json;

use crate::clock::clock;
use crate::output::emit;
use crate::per_game::{self, SeedingArg};
use crate::pool;
use crate::racing::{flag, RaceParams};
use gamelab::batch::optimise::{render as render_optimise, OptimiseSpec};
use gamelab::batch::rrrats::RatsMatchSpec;
use gamelab::batch::war::WarMatchSpec;
use gamelab::batch::{Seeding, Shard};
use gamelab::evolve::{Budget, EvolveConfig, GameConfig, Optimiser};
use gamelab::games::rrrats::exact::{self as rrrats_exact, RatsChain};
use gamelab::games::rrrats::{self, RatsPolicy, RatsRules};
use gamelab::games::war::{AtCap, ShortWar, WarPolicy, WarRules};
use gamelab::jobs::run_to_end;
use gamelab::racing::Algorithm;
use gamelab::rng::Seed;

#[derive(clap::Args, Clone, Copy)]
pub(crate) struct WarRuleArgs {
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
pub(crate) enum ShortArg {
    Loses,
    LastCard,
}

#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum AtCapArg {
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
pub(crate) struct RatsRuleArgs {
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

/// `gamelab war …`.
#[derive(Subcommand)]
pub(crate) enum WarCommand {
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
        /// How the games draw their randomness: stream (one stream for the whole match; game g
        /// depends on the games before it) or per-game (game g from the seed derived for g
        /// alone, the same game whoever plays it; needed by --shard).
        #[arg(long, value_enum, default_value = "stream")]
        seeding: SeedingArg,
        /// With --seeding per-game: play only shard i of n of the games (⌊i·games/n⌋ to
        /// ⌊(i+1)·games/n⌋ − 1); `gamelab merge` combines the shards' JSON into the whole
        /// match's.
        #[arg(long)]
        shard: Option<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// `gamelab rrrats …`.
#[derive(Subcommand)]
pub(crate) enum RatsCommand {
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
        /// How the games draw their randomness: stream (one stream for the whole match; game g
        /// depends on the games before it) or per-game (game g from the seed derived for g
        /// alone, the same game whoever plays it; needed by --shard).
        #[arg(long, value_enum, default_value = "stream")]
        seeding: SeedingArg,
        /// With --seeding per-game: play only shard i of n of the games (⌊i·games/n⌋ to
        /// ⌊(i+1)·games/n⌋ − 1); `gamelab merge` combines the shards' JSON into the whole
        /// match's.
        #[arg(long)]
        shard: Option<String>,
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
pub(crate) struct OptimiseArgs {
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
    /// Run only shard i of n of the runs (runs ⌊i·runs/n⌋ to ⌊(i+1)·runs/n⌋ − 1); `gamelab
    /// merge` combines the shards' JSON into the whole batch's.
    #[arg(long, default_value = "0/1")]
    shard: String,
    #[command(flatten)]
    war_rules: WarRuleArgs,
    #[command(flatten)]
    rats_rules: RatsRuleArgs,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Runs `gamelab war …`.
pub(crate) fn war(command: WarCommand) -> Result<(), String> {
    let WarCommand::Match {
        p1,
        p2,
        games,
        seed,
        rules,
        seeding,
        shard,
        json,
    } = command;
    let rules = rules.rules()?;
    WarPolicy::parse(&p1).map_err(|e| format!("--p1: {e}"))?;
    WarPolicy::parse(&p2).map_err(|e| format!("--p2: {e}"))?;
    crate::input::game_count("--games", games)?;
    let seeding = Seeding::from(seeding);
    let shard = per_game::shard(seeding, shard.as_deref(), MATCH_CUT)?;
    let spec = WarMatchSpec {
        p1,
        p2,
        rules,
        games,
        seed,
    };
    emit(json, per_game::play_match(&spec, seeding, shard)?);
    Ok(())
}

/// Why `--shard` needs `--seeding per-game`.
const MATCH_CUT: &str = "a match cut in shards seeds each game from its index";

fn rats_policy(flag: &str, text: &str) -> Result<RatsPolicy, String> {
    RatsPolicy::parse(text).map_err(|e| format!("--{flag}: {e}"))
}

/// Runs `gamelab rrrats …`.
pub(crate) fn rrrats(command: RatsCommand) -> Result<(), String> {
    match command {
        RatsCommand::Match {
            p1,
            p2,
            games,
            seed,
            rules,
            seeding,
            shard,
            json,
        } => {
            let rules = rules.rules();
            rats_policy("p1", &p1)?;
            rats_policy("p2", &p2)?;
            crate::input::game_count("--games", games)?;
            let seeding = Seeding::from(seeding);
            let shard = per_game::shard(seeding, shard.as_deref(), MATCH_CUT)?;
            let spec = RatsMatchSpec {
                p1,
                p2,
                rules,
                games,
                seed,
            };
            emit(json, per_game::play_match(&spec, seeding, shard)?);
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
            crate::input::game_count("--games", games)?;
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
                    let sim = rrrats::play_match(&rules, &pa, &pb, games, &mut rng).p1_win_rate();
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

/// Runs `gamelab optimise`.
pub(crate) fn optimise(args: OptimiseArgs) -> Result<(), String> {
    let game = match args.game.as_str() {
        "war" => GameConfig::War(args.war_rules.rules()?),
        "rrrats" => GameConfig::Rrrats(args.rats_rules.rules()),
        other => return Err(format!("--game: {other:?} is not war or rrrats")),
    };
    let optimiser = Optimiser::parse(&args.algorithm).map_err(|e| format!("--algorithm: {e}"))?;
    let race = Algorithm::parse(&args.race).map_err(|e| format!("--race: {e}"))?;
    let budget = match args.budget_games {
        Some(g) => Budget::Games(g),
        None => Budget::Mutations(args.budget),
    };
    gamelab::evolve::jobs::check_budget(budget).map_err(|e| match budget {
        Budget::Games(_) => format!("--budget-games: {e}"),
        Budget::Mutations(_) => format!("--budget: {e}"),
    })?;
    gamelab::evolve::jobs::check_runs(args.runs).map_err(|e| format!("--runs: {e}"))?;
    crate::input::game_count("--eval-games", args.eval_games)?;
    let shard = Shard::parse(&args.shard).map_err(|e| format!("--shard {e}"))?;
    let spec = OptimiseSpec {
        template: EvolveConfig {
            game,
            optimiser,
            race,
            race_params: args.params.params(),
            budget,
            seed: Seed(args.seed),
            sigma0: 1.0,
        },
        runs: args.runs,
        eval_games: args.eval_games,
    };
    spec.run(0).map_err(|e| match e {
        gamelab::evolve::EvolveError::Race(p) => flag(p),
        other => other.to_string(),
    })?;
    let clock = std::time::Instant::now();
    // One run per item: the optimiser, timed alone, then the evaluation of what it found.
    let finished = pool::map(shard.range(args.runs).collect(), |r| {
        let epoch = std::time::Instant::now();
        spec.record(r, &|| epoch.elapsed().as_secs_f64(), &mut || Ok(()))
            .expect("validated, and never stopped")
    });
    emit(
        args.json,
        render_optimise(&spec, shard, &finished, clock.elapsed().as_secs_f64()),
    );
    Ok(())
}

/// Games per second of War and Rrrats!: fast simulators against the State versions.
#[derive(Args)]
pub(crate) struct BenchArgs {
    /// Fast-simulator games per game (the State baselines play a tenth).
    #[arg(long, default_value_t = 200_000)]
    games: u64,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Runs `gamelab bench games`: games per second of War and Rrrats!.
pub(crate) fn bench(BenchArgs { games, json }: BenchArgs) -> Result<(), String> {
    let rows = run_to_end(&mut gamelab::evolve::bench::GamesBench::new(games, clock()));
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
    Ok(())
}
