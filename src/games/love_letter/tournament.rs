//! Tournaments between Love Letter agents: whole games over every seating, so every agent sits
//! in every seat and after every other agent equally often; round robins over every table of a
//! lineup; standings with 95% Wilson intervals and their convergence as games are played; and
//! two agents as a source of game outcomes for a race ([`Duel`]).
//!
//! A tournament of `agents` at tables of `players` seats plays every `players`-subset of the
//! agents in turn (one table when there are as many agents as seats): game `g` is played at
//! table `g mod T`, its agents seated in the `⌊g / T⌋ mod players!`-th of the seatings in
//! lexicographic order, seat 0 starts, and everything random in it (the deals, the agents'
//! draws) comes from `seed.derive(g)`. Every seating, not only the rotations: with three or more
//! players, who sits after whom matters as much as who starts — greedy aims at the next player
//! in turn order, so under rotations alone the agent seated after the random one is never
//! attacked by a greedy neighbour. In a 4-seat table of random, greedy, greedy with memory and
//! ISMCTS (1 000 iterations) rotations alone put greedy first (42% of 80 games) and ISMCTS
//! third (22%); over every seating the order is ISMCTS 38%, greedy with memory 33%, greedy 23%,
//! random 7% (480 games). With two players the seatings are the two rotations. A game can be
//! replayed alone, and games can be spread over threads or workers ([`TournamentJob`] takes
//! any arithmetic progression of game indices) without changing any result.

use serde::{Deserialize, Serialize};

use super::agents::{agent, unknown_agent, AgentKind};
use super::{play_game, GameResult};
use crate::jobs::{Job, Progress};
use crate::racing::race::Outcomes;
use crate::rng::Seed;

/// The most games one tournament plays (the page and the command line).
pub const MAX_GAMES: u64 = 10_000_000;

/// The most ISMCTS iterations per decision in a tournament, race or match.
pub const MAX_ITERATIONS: u32 = 1_000_000;

/// One game of a tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentGame {
    /// The agent index (into the tournament's lineup) sitting in each seat.
    pub seating: Vec<usize>,
    /// The game.
    pub result: GameResult,
}

/// Checks a lineup of agents for tables of `players` seats: 2–4 seats, at least as many agents
/// as seats (at most 8), every name an agent, and ISMCTS given 1–[`MAX_ITERATIONS`] iterations.
pub fn check_lineup(players: usize, agents: &[&str], iterations: u32) -> Result<(), String> {
    if !(2..=4).contains(&players) {
        return Err(format!("2–4 players (got {players})"));
    }
    if agents.len() < players || agents.len() > 8 {
        return Err(format!(
            "{}–8 agents for {players} seats (got {})",
            players,
            agents.len()
        ));
    }
    if let Some(bad) = agents.iter().find(|n| AgentKind::parse(n).is_none()) {
        return Err(unknown_agent(bad));
    }
    if iterations == 0 || iterations > MAX_ITERATIONS {
        return Err(format!(
            "ISMCTS iterations must be 1–{MAX_ITERATIONS} (got {iterations})"
        ));
    }
    Ok(())
}

/// The tables of a round robin: every `players`-subset of `0..agents`, in lexicographic order.
pub fn tables(agents: usize, players: usize) -> Vec<Vec<usize>> {
    fn extend(start: usize, n: usize, k: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in start..n {
            cur.push(i);
            extend(i + 1, n, k, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    extend(0, agents, players, &mut Vec::new(), &mut out);
    out
}

/// The `k`-th permutation of `0..n` in lexicographic order (`k < n!`).
fn permutation(n: usize, mut k: u64) -> Vec<usize> {
    let mut left: Vec<usize> = (0..n).collect();
    let mut out = Vec::with_capacity(n);
    for i in (0..n).rev() {
        let f: u64 = (1..=i as u64).product();
        out.push(left.remove((k / f) as usize));
        k %= f;
    }
    out
}

/// The seating of game `game`: the agents of table `game mod T` in the `⌊game / T⌋ mod
/// players!`-th seating.
pub fn seating(agents: usize, players: usize, game: u64) -> Vec<usize> {
    let tables = tables(agents, players);
    let t = tables.len() as u64;
    let table = &tables[(game % t) as usize];
    let orders: u64 = (1..=players as u64).product();
    permutation(players, (game / t) % orders)
        .into_iter()
        .map(|s| table[s])
        .collect()
}

/// Plays game `game` of a round robin of `agents` (by name) at tables of `players` seats.
pub fn round_robin_game(
    agents: &[&str],
    players: usize,
    game: u64,
    seed: Seed,
    iterations: u32,
) -> Result<TournamentGame, String> {
    check_lineup(players, agents, iterations)?;
    let root = seed.derive(game);
    let seating = seating(agents.len(), players, game);
    let mut bots = seating
        .iter()
        .enumerate()
        .map(|(s, &a)| {
            agent(agents[a], root.derive(1 + s as u64), iterations)
                .ok_or_else(|| format!("{:?} is not an agent", agents[a]))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let result = play_game(&mut bots, 0, &mut root.rng());
    Ok(TournamentGame { seating, result })
}

/// Plays game `game` of a tournament between `agents` (one per seat, by name): a round robin
/// with a single table.
pub fn tournament_game(
    agents: &[&str],
    game: u64,
    seed: Seed,
    iterations: u32,
) -> Result<TournamentGame, String> {
    round_robin_game(agents, agents.len(), game, seed, iterations)
}

/// One agent's standing.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    /// The agent's name.
    pub agent: String,
    /// Games played (the games at its tables).
    pub games: u64,
    /// Games won (a game two agents finish together counts for both).
    pub wins: u64,
    /// wins / games.
    pub rate: f64,
    /// The 95% Wilson interval of the rate.
    pub interval: (f64, f64),
}

fn won(g: &TournamentGame, a: usize) -> bool {
    g.result
        .winners
        .iter()
        .any(|&w| g.seating[usize::from(w)] == a)
}

/// The standings of `agents` after `games`.
pub fn standings(agents: &[&str], games: &[TournamentGame]) -> Vec<Standing> {
    agents
        .iter()
        .enumerate()
        .map(|(a, name)| {
            let n = games.iter().filter(|g| g.seating.contains(&a)).count() as u64;
            let wins = games.iter().filter(|g| won(g, a)).count() as u64;
            Standing {
                agent: name.to_string(),
                games: n,
                wins,
                rate: if n == 0 { 0.0 } else { wins as f64 / n as f64 },
                interval: crate::stats::wilson(wins, n),
            }
        })
        .collect()
}

/// One point of a convergence curve: after the first `games` games (in game order), an agent's
/// win rate and its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ConvergencePoint {
    /// Games of the tournament played so far.
    pub games: u64,
    /// The agent's win rate in the games it played among them.
    pub rate: f64,
    /// The 95% Wilson interval.
    pub interval: (f64, f64),
}

/// Each agent's win rate against games played, at about `points` evenly spaced counts (games
/// in index order; they must be the games `0..n` of one tournament).
pub fn convergence(
    agents: usize,
    games: &[TournamentGame],
    points: usize,
) -> Vec<Vec<ConvergencePoint>> {
    let n = games.len();
    let step = n.div_ceil(points.max(1)).max(1);
    let mut played = vec![0u64; agents];
    let mut wins = vec![0u64; agents];
    let mut out = vec![Vec::new(); agents];
    for (i, g) in games.iter().enumerate() {
        for &a in &g.seating {
            played[a] += 1;
            wins[a] += u64::from(won(g, a));
        }
        if (i + 1) % step == 0 || i + 1 == n {
            for a in 0..agents {
                if played[a] > 0 {
                    out[a].push(ConvergencePoint {
                        games: i as u64 + 1,
                        rate: wins[a] as f64 / played[a] as f64,
                        interval: crate::stats::wilson(wins[a], played[a]),
                    });
                }
            }
        }
    }
    out
}

/// The games `first, first + stride, …` (`count` of them) of a tournament, as a job (one unit
/// per game): what one worker or thread of a tournament plays.
pub struct TournamentJob {
    agents: Vec<String>,
    players: usize,
    seed: Seed,
    iterations: u32,
    first: u64,
    stride: u64,
    count: u64,
    played: Vec<(u64, TournamentGame)>,
}

impl TournamentJob {
    /// The job, or why its settings are not a tournament.
    pub fn new(
        agents: &[String],
        players: usize,
        seed: Seed,
        iterations: u32,
        (first, stride, count): (u64, u64, u64),
    ) -> Result<Self, String> {
        let names: Vec<&str> = agents.iter().map(String::as_str).collect();
        check_lineup(players, &names, iterations)?;
        if count > MAX_GAMES || stride == 0 {
            return Err(format!("a tournament plays 1–{MAX_GAMES} games"));
        }
        Ok(TournamentJob {
            agents: agents.to_vec(),
            players,
            seed,
            iterations,
            first,
            stride,
            count,
            played: Vec::new(),
        })
    }
}

impl Job for TournamentJob {
    /// The games played, each with its index.
    type Output = Vec<(u64, TournamentGame)>;

    fn step(&mut self, budget: u64) -> Option<Self::Output> {
        let names: Vec<&str> = self.agents.iter().map(String::as_str).collect();
        for _ in 0..budget.max(1) {
            let k = self.played.len() as u64;
            if k == self.count {
                break;
            }
            let g = self.first + k * self.stride;
            let game = round_robin_game(&names, self.players, g, self.seed, self.iterations)
                .expect("a checked lineup");
            self.played.push((g, game));
        }
        (self.played.len() as u64 == self.count).then(|| std::mem::take(&mut self.played))
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.played.len() as u64,
            total: Some(self.count),
            fraction: if self.count == 0 {
                1.0
            } else {
                self.played.len() as f64 / self.count as f64
            },
            unit: "games".into(),
        }
    }
}

/// Two agents playing whole 2-player games, seats alternating (game `g` of a tournament of
/// the two, from `seed`): a source of outcomes for a race, player 1 being the first agent. A
/// game both finish together (a shared last round) counts alternately as a loss and a win, so
/// the count stays within ½ of the true score, as in the War and Rrrats! duels.
pub struct Duel {
    agents: [String; 2],
    seed: Seed,
    iterations: u32,
    next: u64,
    shared: u64,
}

impl Duel {
    /// The duel of `a` (player 1) against `b`.
    pub fn new(a: &str, b: &str, seed: Seed, iterations: u32) -> Result<Self, String> {
        check_lineup(2, &[a, b], iterations)?;
        Ok(Duel {
            agents: [a.to_string(), b.to_string()],
            seed,
            iterations,
            next: 0,
            shared: 0,
        })
    }

    /// Games played so far.
    pub fn played(&self) -> u64 {
        self.next
    }
}

impl Outcomes for Duel {
    fn play(&mut self, n: u64) -> u64 {
        let names = [self.agents[0].as_str(), self.agents[1].as_str()];
        let mut wins = 0;
        for _ in 0..n {
            let g = tournament_game(&names, self.next, self.seed, self.iterations)
                .expect("a checked pair");
            self.next += 1;
            match (won(&g, 0), won(&g, 1)) {
                (true, false) => wins += 1,
                (true, true) => {
                    wins += self.shared % 2;
                    self.shared += 1;
                }
                _ => {}
            }
        }
        wins
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::run_to_end;

    #[test]
    fn round_robin_tables_and_rotation() {
        assert_eq!(tables(4, 2).len(), 6);
        assert_eq!(
            tables(4, 3),
            vec![vec![0, 1, 2], vec![0, 1, 3], vec![0, 2, 3], vec![1, 2, 3]]
        );
        // One table: every seating in turn, so every agent follows every other equally often.
        let all: Vec<Vec<usize>> = (0..6).map(|g| seating(3, 3, g)).collect();
        assert_eq!(all[0], vec![0, 1, 2]);
        assert_eq!(all[1], vec![0, 2, 1]);
        let mut sorted = all.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 6);
        assert_eq!(seating(3, 3, 6), all[0]);
        for a in 0..3 {
            for b in 0..3 {
                if a != b {
                    let follows = all
                        .iter()
                        .filter(|s| (0..3).any(|i| s[i] == a && s[(i + 1) % 3] == b));
                    assert_eq!(follows.count(), 3);
                }
            }
        }
        // Four seats: the 24 seatings.
        let mut four: Vec<Vec<usize>> = (0..24).map(|g| seating(4, 4, g)).collect();
        four.sort();
        four.dedup();
        assert_eq!(four.len(), 24);
        // Six tables of two: each pair once before any is rotated.
        assert_eq!(seating(4, 2, 0), vec![0, 1]);
        assert_eq!(seating(4, 2, 5), vec![2, 3]);
        assert_eq!(seating(4, 2, 6), vec![1, 0]);
        // Over 12 games every agent sits in each seat 3 times.
        for a in 0..4 {
            for s in 0..2 {
                let n = (0..12).filter(|&g| seating(4, 2, g)[s] == a).count();
                assert_eq!(n, 3);
            }
        }
    }

    #[test]
    fn jobs_over_progressions_play_the_same_games() {
        let agents: Vec<String> = ["random", "greedy", "greedy-memory"]
            .map(String::from)
            .into();
        let whole =
            run_to_end(&mut TournamentJob::new(&agents, 2, Seed(4), 10, (0, 1, 12)).unwrap());
        let mut split: Vec<(u64, TournamentGame)> = Vec::new();
        for w in 0..3 {
            split.extend(run_to_end(
                &mut TournamentJob::new(&agents, 2, Seed(4), 10, (w, 3, 4)).unwrap(),
            ));
        }
        split.sort_by_key(|(g, _)| *g);
        assert_eq!(whole, split);
        let games: Vec<TournamentGame> = whole.into_iter().map(|(_, g)| g).collect();
        let names: Vec<&str> = agents.iter().map(String::as_str).collect();
        let table = standings(&names, &games);
        // Three tables of two, 12 games: each agent plays 8.
        assert!(table.iter().all(|s| s.games == 8));
        let curves = convergence(3, &games, 4);
        for (a, curve) in curves.iter().enumerate() {
            let last = curve.last().unwrap();
            assert_eq!(last.games, 12);
            assert_eq!(last.rate, table[a].rate);
        }
    }

    /// The games of `gamelab bench loveletter`'s ISMCTS pairing, pinned: the browser's
    /// benchmark (an end-to-end test) must play exactly these games too — the search uses no
    /// platform mathematics whose last bit could differ.
    #[test]
    fn ismcts_plays_the_same_games_everywhere() {
        let (mut first, mut rounds) = (0, 0);
        for g in 0..40 {
            let t = tournament_game(&["ismcts", "greedy"], g, Seed(5), 1_000).unwrap();
            first += u32::from(won(&t, 0));
            rounds += t.result.rounds;
        }
        assert_eq!((first, rounds), (25, 432));
    }

    #[test]
    fn lineups_are_checked() {
        assert!(check_lineup(3, &["random", "greedy"], 10).is_err());
        assert!(check_lineup(2, &["random", "clever"], 10)
            .unwrap_err()
            .contains("clever"));
        assert!(check_lineup(2, &["random", "ismcts"], 0).is_err());
        assert!(check_lineup(5, &["random"; 5], 10).is_err());
        assert!(Duel::new("greedy", "random", Seed(1), 10).is_ok());
    }

    #[test]
    fn a_duel_counts_the_first_agents_wins() {
        let mut d = Duel::new("greedy", "random", Seed(9), 10).unwrap();
        let wins = d.play(200);
        assert_eq!(d.played(), 200);
        // Greedy beats random in about 83% of games.
        assert!((140..=190).contains(&wins), "{wins}");
        let mut d = Duel::new("random", "greedy", Seed(9), 10).unwrap();
        assert!(d.play(200) < 60);
    }
}
