//! `gamelab loveletter`: round statistics between agents and the greedy agent's reasoning for
//! a hand (the Love Letter lab).

use clap::Subcommand;
use serde_json::{json, Map, Value};

use crate::cli::emit;
use gamelab::game::{InformationSet, ObservingBot, State, Turn};
use gamelab::games::love_letter::agents::{
    agent, greedy_scores, AGENTS, DEFAULT_ISMCTS_ITERATIONS,
};
use gamelab::games::love_letter::{Card, Ending, Round};
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
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Whole games between agents (one per seat) with the seating rotated: wins per agent with
    /// 95% intervals and the time per 1 000 games.
    Tournament {
        /// Players (2–4).
        #[arg(long)]
        players: usize,
        /// One agent per seat, comma-separated: random, greedy, greedy-memory, ismcts.
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
            json,
        } => stats(players, &agents, rounds, seed, iterations, json),
        LoveLetterCommand::Tournament {
            players,
            agents,
            games,
            seed,
            iterations,
            json,
        } => tournament(players, &agents, games, seed, iterations, json),
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
    if iterations == 0 {
        return Err("--iterations: at least 1".into());
    }
    Ok(names)
}

fn stats(
    players: usize,
    agents: &str,
    rounds: u64,
    seed: u64,
    iterations: u32,
    json: bool,
) -> Result<(), String> {
    let names = seats(players, agents, iterations)?;
    if rounds == 0 || rounds > MAX_ROUNDS {
        return Err(format!(
            "--rounds: give 1–{MAX_ROUNDS} rounds (got {rounds})"
        ));
    }
    let root = Seed(seed);
    let mut bots: Vec<Box<dyn ObservingBot<Round>>> = names
        .iter()
        .enumerate()
        .map(|(s, name)| {
            agent(name, root.derive(1_000 + s as u64), iterations).expect("a checked name")
        })
        .collect();
    let mut rng = root.rng();
    let (mut wins, mut showdown, mut tiebreak, mut shared, mut turns) =
        (vec![0u64; players], 0u64, 0u64, 0u64, 0u64);
    let mut plays = [0u64; 9];
    for _ in 0..rounds {
        let mut round = Round::deal(players, 0, &mut rng);
        while let Turn::Player(p) = round.turn() {
            let choice = bots[p.index()].choose(&InformationSet::new(&round, p));
            round.apply(choice);
        }
        for &w in round.winners() {
            wins[usize::from(w)] += 1;
        }
        if round.winners().len() > 1 {
            shared += 1;
        }
        if let Some(Ending::Showdown { tiebreak: t }) = round.ending() {
            showdown += 1;
            tiebreak += u64::from(t);
        }
        turns += u64::from(round.turns());
        for c in Card::ALL {
            plays[usize::from(c.value())] += u64::from(round.plays_of(c));
        }
    }
    let per = rounds as f64;
    let mut plays_per_round = Map::new();
    for c in Card::ALL {
        plays_per_round.insert(
            c.name().into(),
            json!(plays[usize::from(c.value())] as f64 / per),
        );
    }
    let out: Value = json!({
        "players": players,
        "agents": names,
        "seed": seed,
        "rounds": rounds,
        "round_wins": wins,
        "showdown_rounds": showdown,
        "tiebreak_rounds": tiebreak,
        "shared_rounds": shared,
        "mean_turns_per_round": turns as f64 / per,
        "plays_per_round": plays_per_round,
    });
    emit(json, out);
    Ok(())
}

/// The most games one tournament plays.
const MAX_GAMES: u64 = 10_000_000;

fn tournament(
    players: usize,
    agents: &str,
    games: u64,
    seed: u64,
    iterations: u32,
    json: bool,
) -> Result<(), String> {
    use gamelab::games::love_letter::tournament::{standings, tournament_game};
    let names = seats(players, agents, iterations)?;
    if games == 0 || games > MAX_GAMES {
        return Err(format!("--games: give 1–{MAX_GAMES} games (got {games})"));
    }
    let t0 = std::time::Instant::now();
    let played = crate::pool::map((0..games).collect(), |g| {
        tournament_game(&names, g, Seed(seed), iterations)
    })
    .into_iter()
    .collect::<Result<Vec<_>, _>>()?;
    let seconds = t0.elapsed().as_secs_f64();
    let threads = crate::pool::threads().min(games as usize);
    let rounds: u64 = played.iter().map(|g| u64::from(g.result.rounds)).sum();
    let table = standings(&names, &played);
    if !json {
        for s in &table {
            println!(
                "{:<14} wins {:>7} of {:>7}  {:.4} [{:.4}, {:.4}]",
                s.agent, s.wins, s.games, s.rate, s.interval.0, s.interval.1
            );
        }
    }
    let out = json!({
        "players": players,
        "agents": names,
        "games": games,
        "seed": seed,
        "iterations": iterations,
        "standings": table.iter().map(|s| json!({
            "agent": s.agent, "wins": s.wins, "games": s.games, "rate": s.rate,
            "ci95": [s.interval.0, s.interval.1],
        })).collect::<Vec<_>>(),
        "rounds_per_game": rounds as f64 / games as f64,
        "threads": threads,
        "seconds": seconds,
        // Wall time of the run, per 1 000 games, and the same on one core.
        "ms_per_1000_games": seconds * 1e3 * 1_000.0 / games as f64,
        "cpu_ms_per_1000_games": seconds * 1e3 * threads as f64 * 1_000.0 / games as f64,
    });
    if json {
        emit(true, out);
    }
    Ok(())
}

/// Runs `gamelab bench loveletter`: 2-player rounds between random agents per second on one
/// core, the fast simulator against the full engine driven the same way (the baseline, a
/// tenth of the rounds), and ISMCTS iterations per second at the first decision of rounds.
pub(crate) fn bench(rounds: u64, json: bool) -> Result<(), String> {
    use gamelab::game::{InformationSet, Player};
    use gamelab::games::love_letter::agents::IsmctsAgent;
    use gamelab::games::love_letter::fast::random_round;
    if !(10..=1_000_000_000).contains(&rounds) {
        return Err("--rounds: give 10–1000000000 rounds".into());
    }
    let mut rng = Seed(1).rng();
    let t0 = std::time::Instant::now();
    let mut wins0 = 0u64;
    for i in 0..rounds {
        let first = (i % 2) as usize;
        wins0 += u64::from(random_round(2, first, &mut rng).winners >> first & 1);
    }
    let fast_s = t0.elapsed().as_secs_f64();
    let engine_rounds = rounds / 10;
    let mut rng = Seed(1).rng();
    let t0 = std::time::Instant::now();
    let mut legal = Vec::new();
    for i in 0..engine_rounds {
        let mut r = Round::deal(2, (i % 2) as usize, &mut rng);
        while let Turn::Player(_) = r.turn() {
            r.legal_actions(&mut legal);
            legal.retain(|p| p.card != Card::Princess);
            let play = legal[gamelab::rng::below(&mut rng, legal.len() as u32) as usize];
            r.apply(play);
        }
    }
    let engine_s = t0.elapsed().as_secs_f64();
    let (iterations, decisions) = (2_000u32, 50u64);
    let mut agent = IsmctsAgent::new(iterations, Seed(2));
    let mut rng = Seed(3).rng();
    let t0 = std::time::Instant::now();
    for _ in 0..decisions {
        let r = Round::deal(2, 0, &mut rng);
        agent.choose(&InformationSet::new(&r, Player(0)));
    }
    let ismcts_s = t0.elapsed().as_secs_f64();
    let fast_rate = rounds as f64 / fast_s;
    let engine_rate = engine_rounds as f64 / engine_s;
    let ismcts_rate = f64::from(iterations) * decisions as f64 / ismcts_s;
    if !json {
        println!(
            "fast simulator {:.2} M rounds/s; full engine {:.3} M rounds/s (fast ÷ engine {:.1}); \
             ISMCTS {:.0} k iterations/s; the starting player won {:.4} of the fast rounds",
            fast_rate / 1e6,
            engine_rate / 1e6,
            fast_rate / engine_rate,
            ismcts_rate / 1e3,
            wins0 as f64 / rounds as f64
        );
    }
    if !json {
        return Ok(());
    }
    emit(
        true,
        json!({
            "target": "native",
            "players": 2,
            "fast_rounds": rounds,
            "fast_rounds_per_second": fast_rate,
            "engine_rounds": engine_rounds,
            "engine_rounds_per_second": engine_rate,
            "fast_over_engine": fast_rate / engine_rate,
            "ismcts_iterations_per_second": ismcts_rate,
            "starting_player_win_rate": wins0 as f64 / rounds as f64,
        }),
    );
    Ok(())
}
