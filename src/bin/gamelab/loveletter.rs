//! `gamelab loveletter`: round statistics between agents and the greedy agent's reasoning for
//! a hand (the Love Letter lab). The statistics' rounds come from one random stream unless
//! `--seeding per-game` seeds each from its index, which lets them shard
//! ([`gamelab::batch::love_letter_stats`]); tournaments always shard.

use clap::{Args, Subcommand};
use serde_json::{json, Map};

use crate::output::emit;
use crate::per_game::SeedingArg;
use gamelab::batch::love_letter_stats::StatsSpec;
use gamelab::batch::{Seeding, Shard};
use gamelab::games::love_letter::agents::{greedy_scores, AGENTS, DEFAULT_ISMCTS_ITERATIONS};
use gamelab::games::love_letter::bench::BenchConfig;
use gamelab::games::love_letter::tournament::MAX_ITERATIONS;
use gamelab::games::love_letter::Card;
use gamelab::racing::{Algorithm, Params};
use gamelab::rng::Seed;

/// The most rounds one `stats` run plays.
const MAX_ROUNDS: u64 = 100_000_000;

/// `gamelab loveletter …`.
#[derive(Subcommand)]
pub(crate) enum LoveLetterCommand {
    /// Independent rounds in which seat 0 always starts: wins per seat, how rounds end, turns
    /// and plays per round.
    Stats {
        /// Players (2–4).
        #[arg(long)]
        players: usize,
        /// One agent per seat, comma-separated: random, greedy, greedy-memory.
        #[arg(long)]
        agents: String,
        /// Rounds to play.
        #[arg(long, default_value_t = 10_000)]
        rounds: u64,
        /// Seed of the deals and the agents.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// ISMCTS iterations per decision.
        #[arg(long, default_value_t = DEFAULT_ISMCTS_ITERATIONS)]
        iterations: u32,
        /// How the rounds draw their randomness: stream (one stream for the deals, agents made
        /// once keeping their state; round r depends on the rounds before it) or per-game
        /// (round r dealt from the seed derived for r, to fresh agents seeded from it; needed
        /// by --shard).
        #[arg(long, value_enum, default_value = "stream")]
        seeding: SeedingArg,
        /// With --seeding per-game: play only shard i of n of the rounds (⌊i·rounds/n⌋ to
        /// ⌊(i+1)·rounds/n⌋ − 1); `gamelab merge` combines the shards' JSON into the whole
        /// run's.
        #[arg(long)]
        shard: Option<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Whole games between agents over every seating (with two players, the seats rotated):
    /// wins per agent with 95% intervals and the time per 1 000 games. With more agents than
    /// seats, a round robin: every table of `--players` agents in turn.
    Tournament {
        /// Players (2–4).
        #[arg(long)]
        players: usize,
        /// The lineup, comma-separated (one per seat, or more for a round robin): random,
        /// greedy, greedy-memory, ismcts, probabilistic.
        #[arg(long)]
        agents: String,
        /// Games to play.
        #[arg(long, default_value_t = 1_000)]
        games: u64,
        /// Seed (game g uses the seed derived for g).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// ISMCTS iterations per decision.
        #[arg(long, default_value_t = DEFAULT_ISMCTS_ITERATIONS)]
        iterations: u32,
        /// Play only shard i of n (games ⌊i·games/n⌋ to ⌊(i+1)·games/n⌋ − 1); `gamelab merge`
        /// combines the shards' JSON into the whole tournament's.
        #[arg(long, default_value = "0/1")]
        shard: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Which of two agents is better: a race (from the racing lab) over whole 2-player games,
    /// seats alternating, with its error guarantee.
    Race {
        /// Player 1's agent.
        #[arg(long)]
        a: String,
        /// Player 2's agent.
        #[arg(long)]
        b: String,
        /// The race: hoeffding, bernstein, lebr, ilebr, ilebr2, ilebr-star, ilebr-star2.
        #[arg(long, default_value = "ilebr-star2")]
        algorithm: String,
        /// Precision ε.
        #[arg(long, value_parser = crate::input::real, default_value_t = 0.05)]
        eps: f64,
        /// Error probability δ.
        #[arg(long, value_parser = crate::input::real, default_value_t = 0.05)]
        delta: f64,
        /// The most games.
        #[arg(long, default_value_t = 100_000)]
        cap: u64,
        /// Seed (game g uses the seed derived for g).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// ISMCTS iterations per decision.
        #[arg(long, default_value_t = DEFAULT_ISMCTS_ITERATIONS)]
        iterations: u32,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The greedy agent's decision for a hand of two cards, seeing the listed cards besides it
    /// (the face-up cards and every discard): the card, the Guard's guess, P(c) and F(card) as
    /// exact fractions.
    Greedy {
        /// The two cards in hand, e.g. Guard,Baron.
        #[arg(long)]
        hand: String,
        /// Every other card in view, e.g. King,Prince,Handmaid.
        #[arg(long, default_value = "")]
        visible: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// Reads a comma-separated list of card names for `flag`.
fn cards(flag: &str, text: &str) -> Result<Vec<Card>, String> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|name| {
            Card::from_name(name).ok_or_else(|| {
                format!(
                    "{flag}: {name:?} is not a card (Guard, Priest, Baron, Handmaid, Prince, King, \
                     Countess, Princess)"
                )
            })
        })
        .collect()
}

/// Runs `gamelab loveletter …`.
pub(crate) fn run(command: LoveLetterCommand) -> Result<(), String> {
    match command {
        LoveLetterCommand::Stats {
            players,
            agents,
            rounds,
            seed,
            iterations,
            seeding,
            shard,
            json,
        } => {
            let spec = StatsSpec {
                players,
                agents: seats(players, &agents, iterations)?
                    .into_iter()
                    .map(str::to_string)
                    .collect(),
                rounds,
                seed,
                iterations,
            };
            stats(&spec, seeding.into(), shard.as_deref(), json)
        }
        LoveLetterCommand::Tournament {
            players,
            agents,
            games,
            seed,
            iterations,
            shard,
            json,
        } => {
            let shard = Shard::parse(&shard).map_err(|e| format!("--shard {e}"))?;
            tournament(players, &agents, games, seed, iterations, shard, json)
        }
        LoveLetterCommand::Race {
            a,
            b,
            algorithm,
            eps,
            delta,
            cap,
            seed,
            iterations,
            json,
        } => race(
            &a,
            &b,
            &algorithm,
            Params {
                eps,
                delta,
                tests: None,
                cap,
            },
            seed,
            iterations,
            json,
        ),
        LoveLetterCommand::Greedy {
            hand,
            visible,
            json,
        } => {
            let hand_cards = cards("--hand", &hand)?;
            let [a, b] = hand_cards[..] else {
                return Err(format!(
                    "--hand: give two cards, e.g. Guard,Baron (got {})",
                    hand_cards.len()
                ));
            };
            let seen = cards("--visible", &visible)?;
            let mut counts = [0u8; 9];
            for c in Card::ALL {
                counts[usize::from(c.value())] = c.count();
            }
            for c in hand_cards.iter().chain(&seen) {
                let left = &mut counts[usize::from(c.value())];
                if *left == 0 {
                    return Err(format!(
                        "--hand/--visible: more {c}s than the deck's {}",
                        c.count()
                    ));
                }
                *left -= 1;
            }
            if counts.iter().all(|&n| n == 0) {
                return Err("--visible: every card is in view; nothing is left unseen".into());
            }
            let d = greedy_scores([a, b], &counts);
            let fraction = |f: &gamelab::games::love_letter::agents::Frac| {
                if *f.denom() == 1 {
                    f.numer().to_string()
                } else {
                    format!("{}/{}", f.numer(), f.denom())
                }
            };
            let mut probabilities = Map::new();
            let mut scores = Map::new();
            for c in Card::ALL {
                let i = usize::from(c.value()) - 1;
                probabilities.insert(c.name().into(), json!(fraction(&d.probabilities[i])));
                if let Some(f) = &d.scores[i] {
                    scores.insert(c.name().into(), json!(fraction(f)));
                }
            }
            emit(
                json,
                json!({
                    "card": d.play.card.name(),
                    "guess": d.play.guess.map(Card::name),
                    "probabilities": probabilities,
                    "scores": scores,
                }),
            );
            Ok(())
        }
    }
}

/// The agents of `--agents`, one per seat of `--players`, every name known and ISMCTS given at
/// least one iteration; the error names the flag.
fn seats(players: usize, agents: &str, iterations: u32) -> Result<Vec<&str>, String> {
    if !(2..=4).contains(&players) {
        return Err(format!("--players: 2–4 players (got {players})"));
    }
    let names: Vec<&str> = agents.split(',').map(str::trim).collect();
    if names.len() != players {
        return Err(format!(
            "--agents: one agent per seat ({players}), got {}",
            names.len()
        ));
    }
    if let Some(bad) = names.iter().find(|n| !AGENTS.contains(n)) {
        return Err(format!(
            "--agents: {bad:?} is not an agent ({})",
            AGENTS.join(", ")
        ));
    }
    if iterations == 0 || iterations > MAX_ITERATIONS {
        return Err(format!(
            "--iterations: 1–{MAX_ITERATIONS} (got {iterations})"
        ));
    }
    Ok(names)
}

/// Runs `gamelab loveletter stats` ([`gamelab::batch::love_letter_stats`]) of `spec` (its
/// seats checked), the whole run or, seeded per game, shard `--shard`.
fn stats(
    spec: &StatsSpec,
    seeding: Seeding,
    shard: Option<&str>,
    json: bool,
) -> Result<(), String> {
    use gamelab::batch::love_letter_stats::{play_rounds, play_stream, render, StatsTally};
    if spec.rounds == 0 || spec.rounds > MAX_ROUNDS {
        return Err(format!(
            "--rounds: give 1–{MAX_ROUNDS} rounds (got {})",
            spec.rounds
        ));
    }
    let why = "rounds cut in shards are each seeded from their index";
    let shard = crate::per_game::shard(seeding, shard, why)?;
    let tally = match seeding {
        Seeding::Stream => play_stream(spec)?,
        Seeding::PerGame => {
            let pieces =
                crate::per_game::in_pieces(shard.range(spec.rounds), |r| play_rounds(spec, r))?;
            let mut tally = StatsTally::new(spec.players);
            for piece in &pieces {
                tally
                    .merge(piece)
                    .map_err(|f| format!("the tally's {f} overflows"))?;
            }
            tally
        }
    };
    emit(json, render(spec, seeding, shard, &tally));
    Ok(())
}

fn tournament(
    players: usize,
    agents: &str,
    games: u64,
    seed: u64,
    iterations: u32,
    shard: Shard,
    json: bool,
) -> Result<(), String> {
    use gamelab::batch::love_letter::{render, TournamentSpec, TournamentTally};
    use gamelab::games::love_letter::tournament::{check_lineup, round_robin_game, MAX_GAMES};
    let names: Vec<&str> = agents.split(',').map(str::trim).collect();
    check_lineup(players, &names, iterations).map_err(|e| format!("--agents: {e}"))?;
    if games == 0 || games > MAX_GAMES {
        return Err(format!("--games: give 1–{MAX_GAMES} games (got {games})"));
    }
    let range = shard.range(games);
    let t0 = std::time::Instant::now();
    let played = crate::pool::map(range.clone().collect(), |g| {
        round_robin_game(&names, players, g, Seed(seed), iterations)
    })
    .into_iter()
    .collect::<Result<Vec<_>, _>>()?;
    let seconds = t0.elapsed().as_secs_f64();
    let threads = crate::pool::threads().min(range.count().max(1)) as u64;
    let spec = TournamentSpec {
        players,
        agents: names.iter().map(|n| n.to_string()).collect(),
        games,
        seed,
        iterations,
    };
    let out = render(
        &spec,
        shard,
        &TournamentTally::of(names.len(), &played),
        seconds,
        threads,
    );
    if json {
        emit(true, out);
    } else {
        for s in out["standings"].as_array().into_iter().flatten() {
            println!(
                "{:<14} wins {:>7} of {:>7}  {:.4} [{:.4}, {:.4}]",
                s["agent"].as_str().unwrap_or(""),
                s["wins"],
                s["games"],
                s["rate"].as_f64().unwrap_or(0.0),
                s["ci95"][0].as_f64().unwrap_or(0.0),
                s["ci95"][1].as_f64().unwrap_or(0.0)
            );
        }
    }
    Ok(())
}

/// Races agent `a` against agent `b` over whole 2-player games (`gamelab loveletter race`).
fn race(
    a: &str,
    b: &str,
    algorithm: &str,
    params: Params,
    seed: u64,
    iterations: u32,
    json: bool,
) -> Result<(), String> {
    use gamelab::games::love_letter::tournament::Duel;
    use gamelab::racing::race::Race;
    let alg = Algorithm::from_key(algorithm).ok_or_else(|| {
        let keys: Vec<&str> = Algorithm::ALL.iter().map(|a| a.key()).collect();
        format!(
            "--algorithm: {algorithm:?} is not a race ({})",
            keys.join(", ")
        )
    })?;
    let duel = Duel::new(a, b, Seed(seed), iterations).map_err(|e| format!("--a/--b: {e}"))?;
    params
        .validate()
        .map_err(|e| format!("--{}: {}", e.field, e.reason))?;
    let t0 = std::time::Instant::now();
    let mut race =
        Race::new(alg, &params, duel, 0).map_err(|e| format!("--{}: {}", e.field, e.reason))?;
    let outcome = race.run();
    let seconds = t0.elapsed().as_secs_f64();
    let winner = match outcome.winner {
        gamelab::racing::race::Winner::P1 => Some(a),
        gamelab::racing::race::Winner::P2 => Some(b),
        gamelab::racing::race::Winner::Undecided => None,
    };
    if !json {
        println!(
            "{}: {} after {} games ({} wins for {a}, mean {:.4}; {})",
            alg.key(),
            winner.map_or("undecided".to_string(), |w| format!("{w} is better")),
            outcome.games,
            race.wins(),
            outcome.mean,
            outcome.reason.explain()
        );
        return Ok(());
    }
    emit(
        true,
        json!({
            "a": a,
            "b": b,
            "algorithm": alg.key(),
            "eps": params.eps,
            "delta": params.delta,
            "cap": params.cap,
            "seed": seed,
            "iterations": iterations,
            "winner": winner,
            "games": outcome.games,
            "a_wins": race.wins(),
            "mean": outcome.mean,
            "reason": outcome.reason.key(),
            "tests": outcome.tests,
            "seconds": seconds,
        }),
    );
    Ok(())
}

/// Love Letter: random-agent rounds per second, the fast simulator against the full
/// engine (its baseline), ISMCTS iterations per second, and the time per 1 000 games of
/// each pairing of agents.
#[derive(Args)]
pub(crate) struct BenchArgs {
    /// Rounds for the fast simulator (the engine plays a tenth).
    #[arg(long, default_value_t = 2_000_000)]
    rounds: u64,
    /// ISMCTS iterations per decision.
    #[arg(long, default_value_t = 1_000)]
    iterations: u32,
    /// ISMCTS decisions timed.
    #[arg(long, default_value_t = 100)]
    decisions: u32,
    /// Games per pairing without ISMCTS.
    #[arg(long, default_value_t = 2_000)]
    games: u64,
    /// Games of the pairing with ISMCTS.
    #[arg(long, default_value_t = 40)]
    ismcts_games: u64,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Runs `gamelab bench loveletter` ([`gamelab::games::love_letter::bench`]): random rounds per
/// second (the fast simulator against the full engine), ISMCTS iterations per second, and the
/// time per 1 000 games of each pairing, on one core.
pub(crate) fn bench(args: BenchArgs) -> Result<(), String> {
    let config = BenchConfig {
        rounds: args.rounds,
        iterations: args.iterations,
        decisions: args.decisions,
        games: args.games,
        ismcts_games: args.ismcts_games,
    };
    let json = args.json;
    use gamelab::games::love_letter::bench::LoveLetterBench;
    config.check().map_err(|e| format!("--{e}"))?;
    let start = std::time::Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1e3;
    let r = gamelab::jobs::run_to_end(&mut LoveLetterBench::new(config, Box::new(clock)));
    if !json {
        println!(
            "fast simulator {:.2} M rounds/s; full engine {:.3} M rounds/s (fast ÷ engine {:.1}); \
             ISMCTS {:.0} k iterations/s; the starting player won {:.4} of the fast rounds",
            r.fast_rounds_per_second / 1e6,
            r.engine_rounds_per_second / 1e6,
            r.fast_over_engine,
            r.ismcts_iterations_per_second / 1e3,
            r.starting_player_win_rate
        );
        for p in &r.pairings {
            println!(
                "{:>14} vs {:<8} {:>6} games  {:>10.1} ms per 1 000 games  first wins {:.3}",
                p.agents[0],
                p.agents[1],
                p.games,
                p.ms_per_1000_games,
                p.first_wins as f64 / p.games as f64
            );
        }
        return Ok(());
    }
    emit(
        true,
        json!({
            "target": "native",
            "players": 2,
            "fast_rounds": r.config.rounds,
            "fast_rounds_per_second": r.fast_rounds_per_second,
            "engine_rounds": r.config.rounds / 10,
            "engine_rounds_per_second": r.engine_rounds_per_second,
            "fast_over_engine": r.fast_over_engine,
            "ismcts_iterations_per_second": r.ismcts_iterations_per_second,
            "starting_player_win_rate": r.starting_player_win_rate,
            "pairings": r.pairings,
        }),
    );
    Ok(())
}
