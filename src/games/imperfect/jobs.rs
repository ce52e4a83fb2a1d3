//! The imperfect-information lab's worker jobs: what its page may ask for ([`Request`]), the
//! limits and checks of each request, what comes back ([`Output`]) and what a running CFR
//! reports ([`Detail`]: the exploitability curve so far, for a chart that moves).
//!
//! A game travels as Gambit `.efg` text, read by the same parser as a file (its limits and
//! positioned errors), or as the key of a built-in game. The worker also describes a game for
//! the page ([`Request::Describe`]) and formats the strategies it finds, so the page's own
//! module carries neither the model nor the parser (it stays small to load). Poker is played
//! here too ([`Request::Play`]): the table is replayed from its seed and the person's choices
//! and only what the person may see goes back, so the page never holds the opponent's card;
//! and two strategies race over duplicate hands ([`Request::Race`]).

use serde::{Deserialize, Serialize};

use super::bench::{CfrBench, CfrBenchRow};
pub use super::lab::Exact;
use super::lab::{
    average_rows, beliefs, kuhn_view, strategy_rows, summary, BeliefRow, KuhnView, StrategyRow,
    Summary,
};
use super::presets::Preset;
use super::reduced::Behaviour;
use super::{efg, Game};
use crate::equilibrium::cfr::{checkpoints, Algorithm, Cfr};
use crate::equilibrium::{sequence_form, sequence_lemke};
use crate::exact::Q;
use crate::games::poker::table::{self, DuplicateMatch, Opponent, TableView};
use crate::games::poker::Poker;
use crate::jobs::{Adapt, Clock, Job, LabJob, Once, Progress, StartError, Started};
use crate::racing::jobs::{RaceJob, RaceState};
use crate::racing::race::{Race, RaceOutcome};
use crate::racing::Params;
use crate::rng::Seed;
use crate::text::ParseError;

/// The most hand pairs a race may play.
pub const MAX_RACE_PAIRS: u64 = 1_000_000;

/// The most CFR iterations one run may ask for in the browser.
pub const MAX_ITERATIONS: u64 = 1_000_000;

/// A game as the page sends it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GameSource {
    /// Gambit `.efg` text.
    Efg(String),
    /// A built-in game.
    Preset(Preset),
}

impl GameSource {
    /// The game, or where and why the text is not one.
    pub fn game(&self) -> Result<Game, ParseError> {
        match self {
            GameSource::Efg(text) => efg::parse(text),
            GameSource::Preset(p) => Ok(p.game()),
        }
    }
}

/// The jobs of the imperfect-information page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// What the page says about a game before solving it.
    Describe {
        /// The game.
        game: GameSource,
        /// The page's language code for why a text is not a game (empty: English).
        #[serde(default)]
        lang: String,
    },
    /// An exact solution.
    Solve {
        /// The game.
        game: GameSource,
        /// The solver.
        method: Exact,
        /// Lemke's prior: `None` the uniform one, `Some(seed)` a random completely mixed one
        /// drawn from the seed (ignored by the LP).
        prior: Option<u64>,
    },
    /// The CFR benchmark ([`CfrBench`]): every algorithm and the naive baseline on Kuhn and
    /// Leduc poker, `iterations` (1–100 000) each, timed.
    Bench {
        /// Iterations per run.
        iterations: u64,
    },
    /// A table of poker against `opponent`: the hands dealt from `seed` with the person's
    /// choices in each (the last hand may be under way).
    Play {
        /// Kuhn or Leduc poker.
        game: Poker,
        /// The computer's strategy.
        opponent: Opponent,
        /// The table's seed.
        seed: u64,
        /// The person's choices, hand by hand (action indices).
        hands: Vec<Vec<usize>>,
    },
    /// A race of the racing lab: does strategy `a` win more pairs of duplicate hands against
    /// `b` than it loses?
    Race {
        /// Kuhn or Leduc poker.
        game: Poker,
        /// The first strategy.
        a: Opponent,
        /// The second strategy.
        b: Opponent,
        /// The deals' seed.
        seed: u64,
        /// The racing algorithm.
        algorithm: crate::racing::Algorithm,
        /// Its parameters (the cap counts pairs of hands).
        params: Params,
    },
    /// A regret-minimisation run, reporting its exploitability at 1, 2, 5, 10, … iterations.
    Cfr {
        /// The game (two players, zero-sum, perfect recall).
        game: GameSource,
        /// The algorithm.
        algorithm: Algorithm,
        /// Iterations (1 to [`MAX_ITERATIONS`]).
        iterations: u64,
    },
}

impl Request {
    /// The game a describe, solve or CFR request is about (`None` for poker's table, race and
    /// benchmark). A page shows a result only beside the game it was computed for: its names
    /// and values belong to that game.
    pub fn game(&self) -> Option<&GameSource> {
        match self {
            Request::Describe { game, .. }
            | Request::Solve { game, .. }
            | Request::Cfr { game, .. } => Some(game),
            Request::Bench { .. } | Request::Play { .. } | Request::Race { .. } => None,
        }
    }
}

/// An exact solution.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solution {
    /// The solver.
    pub method: Exact,
    /// Both players' behaviour strategies.
    pub behaviour: [Behaviour; 2],
    /// Both players' expected payoffs.
    pub payoffs: [Q; 2],
    /// Whether exact best responses confirm the equilibrium.
    pub certified: bool,
    /// The simplex's iterations or Lemke's pivots.
    pub steps: u64,
    /// The strategies, set by set, as the page shows them.
    pub rows: Vec<StrategyRow>,
    /// For Kuhn poker, which member α of player 1's equilibrium family the equilibrium found
    /// is, as a fraction (worded by [`Solution::note_in`]).
    pub kuhn_alpha: Option<String>,
    /// The beliefs at the information sets the equilibrium reaches (Bayes' rule).
    pub beliefs: Vec<BeliefRow>,
    /// Lemke's prior: `None` the uniform one, `Some(seed)` a random completely mixed one
    /// (worded by [`Solution::prior_in`]; unused for the LP).
    pub prior: Option<u64>,
    /// Lemke's pivots, one step each (empty for the LP).
    pub path: Vec<PathStep>,
    /// Kuhn's theorem on the solution: the mixed strategies over plans the behaviour
    /// strategies induce, and the reduced normal form (`None` for games with too many plans).
    pub kuhn: Option<KuhnView>,
}

/// One pivot of Lemke's algorithm as the page steps through it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PathStep {
    /// The variable that entered the basis, in words.
    pub entered: String,
    /// The variable that left it.
    pub left: String,
    /// The covering variable z₀ after the pivot (1 at the start, 0 at the equilibrium), as a
    /// fraction.
    pub z0: String,
    /// How far along the path, 1 − z₀, as a float (for a bar).
    pub travelled: f64,
    /// Both players' behaviour strategies at this point (empty for large games or paths:
    /// see [`MAX_STEPPED_ROWS`]).
    pub rows: Vec<StrategyRow>,
}

/// The most strategy rows sent for a whole Lemke path (sets × pivots); a longer path is
/// stepped by its variables only.
pub const MAX_STEPPED_ROWS: usize = 20_000;

/// Which member α of Kuhn poker's equilibrium family player 1's strategy is, if `game` is
/// Kuhn poker (a fraction).
fn kuhn_alpha(game: &Game, behaviour: &[Behaviour; 2]) -> Option<String> {
    crate::games::poker::kuhn_alpha(game, &behaviour[0])
        .map(|alpha| crate::exact::format_number(&alpha))
}

/// A finished CFR run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CfrRun {
    /// (iterations, exploitability) at each checkpoint.
    pub curve: Vec<(u64, f64)>,
    /// (iterations, player 1's value of the average strategies) at each checkpoint.
    pub values: Vec<(u64, f64)>,
    /// The game's exact value, the target of `values` (games of at most
    /// [`MAX_COMPARED_SETS`] sets whose LP certifies).
    pub exact: Option<f64>,
    /// Player 1's expected payoff under the average strategies.
    pub value: f64,
    /// The average behaviour strategies, by information set of the game.
    pub average: [Vec<Vec<f64>>; 2],
    /// The average strategies, set by set, as the page shows them.
    pub rows: Vec<StrategyRow>,
    /// The average strategy beside the sequence-form LP's, set by set, with the exact value
    /// (for games of at most [`MAX_COMPARED_SETS`] sets; `None` when the LP failed or the game
    /// is larger).
    pub compared: Option<Compared>,
}

/// The most information sets for which a finished CFR run is compared with the LP.
pub const MAX_COMPARED_SETS: usize = 1_000;
/// The most information sets whose strategy bars a running CFR reports.
pub const MAX_BARS: usize = 16;

/// A CFR average strategy beside an exact equilibrium (the page shows both tables; this is
/// how far apart they are).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Compared {
    /// The exact value for player 1, as a fraction.
    pub value: String,
    /// The largest difference in any action's probability.
    pub largest: f64,
    /// The action where it is.
    pub action: String,
    /// The information set of that action.
    pub set: String,
}

/// A CFR run so far: its curves, the exact value they aim at, and the average strategy at the
/// first sets.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CfrProgress {
    /// (iterations, exploitability) at each checkpoint so far.
    pub curve: Vec<(u64, f64)>,
    /// (iterations, player 1's value of the average strategies) at each checkpoint so far.
    pub values: Vec<(u64, f64)>,
    /// The game's exact value, when known.
    pub exact: Option<f64>,
    /// The average strategy at the first [`MAX_BARS`] sets.
    pub bars: Bars,
}

/// The strategies of the first [`MAX_BARS`] information sets, for bars that move as CFR
/// learns: (player, set, [(action, probability)]).
pub type Bars = Vec<(usize, String, Vec<(String, f64)>)>;

/// `average`'s strategies at the first `limit` sets of the players, in the order the page lists
/// them.
fn bars(game: &Game, average: &[Vec<Vec<f64>>; 2], limit: usize) -> Bars {
    (0..2)
        .flat_map(|p| game.player_infosets(p).into_iter().map(move |h| (p, h)))
        .take(limit)
        .map(|(p, h)| {
            (
                p,
                game.infoset_name(h),
                (0..game.infosets()[h].actions.len())
                    .map(|a| (game.action_name(h, a), average[p][h][a]))
                    .collect(),
            )
        })
        .collect()
}

/// The LP's certified equilibrium of `game`, for games of at most [`MAX_COMPARED_SETS`] sets.
fn exact_solution(game: &Game) -> Option<sequence_form::ZeroSumSolution> {
    if game.infosets().len() > MAX_COMPARED_SETS {
        return None;
    }
    sequence_form::solve_zero_sum(game)
        .ok()
        .filter(|s| s.certified)
}

/// `average` beside the LP's equilibrium `lp` of `game`.
fn compare(
    game: &Game,
    average: &[Vec<Vec<f64>>; 2],
    lp: &sequence_form::ZeroSumSolution,
) -> Option<Compared> {
    let exact = lp.exact_value()?.clone();
    let (mut largest, mut at) = (0.0f64, (String::new(), String::new()));
    for (p, (mine, exact)) in average.iter().zip(&lp.behaviour).enumerate() {
        for h in game.player_infosets(p) {
            for (a, (&cfr, q)) in mine[h].iter().zip(&exact[h]).enumerate() {
                let x = num_traits::ToPrimitive::to_f64(q).unwrap_or(0.0);
                let d = (cfr - x).abs();
                if d > largest {
                    largest = d;
                    at = (game.action_name(h, a), game.infoset_name(h));
                }
            }
        }
    }
    Some(Compared {
        value: crate::exact::format_number(&exact),
        largest,
        action: at.0,
        set: at.1,
    })
}

/// What a finished job produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// From [`Request::Describe`]: the summary, or why the text is not a game.
    Described(Result<Box<Summary>, String>),
    /// From [`Request::Solve`]: the solution, or why the solver failed.
    Solved(Result<Box<Solution>, String>),
    /// From [`Request::Cfr`].
    Cfr(Box<CfrRun>),
    /// From [`Request::Bench`].
    Bench(Vec<CfrBenchRow>),
    /// From [`Request::Play`]: the table as the person sees it, or why the moves are wrong.
    Table(Result<Box<TableView>, String>),
    /// From [`Request::Race`]: the verdict and the race's tests.
    Race(RaceOutcome, RaceState),
}

/// What a running CFR reports.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Detail {
    /// The run so far.
    Cfr(Box<CfrProgress>),
    /// A race so far.
    Race(RaceState),
}

fn solve(game: &Game, method: Exact, prior: Option<u64>) -> Result<Solution, String> {
    let mut path = Vec::new();
    let (behaviour, payoffs, certified, steps) = match method {
        Exact::SequenceForm => {
            let s = sequence_form::solve_zero_sum(game)?;
            let payoffs = [s.lower.clone(), -s.lower.clone()];
            (s.behaviour, payoffs, s.certified, s.iterations)
        }
        Exact::Lemke => {
            let start = match prior {
                None => sequence_lemke::uniform_prior(game),
                Some(seed) => sequence_lemke::random_prior(game, Seed(seed)),
            };
            let e = sequence_lemke::solve_from_prior(game, &start)?;
            let sets = game.infosets().len();
            let seqs = [
                super::recall::sequences(game, 0).map_err(|e| e.message)?,
                super::recall::sequences(game, 1).map_err(|e| e.message)?,
            ];
            let with_rows = sets * e.pivots.len() <= MAX_STEPPED_ROWS;
            path = e
                .pivots
                .iter()
                .map(|p| PathStep {
                    entered: p.entered_name.clone(),
                    left: p.left_name.clone(),
                    z0: crate::exact::format_number(&p.z0),
                    travelled: 1.0 - num_traits::ToPrimitive::to_f64(&p.z0).unwrap_or(0.0),
                    rows: if with_rows {
                        p.behaviour(game, &seqs)
                            .map(|b| strategy_rows(game, &b))
                            .unwrap_or_default()
                    } else {
                        Vec::new()
                    },
                })
                .collect();
            let certified = e.checked.verified();
            let c = e.checked;
            (c.behaviour, c.payoffs, certified, e.pivots.len() as u64)
        }
    };
    Ok(Solution {
        method,
        rows: strategy_rows(game, &behaviour),
        kuhn_alpha: kuhn_alpha(game, &behaviour),
        beliefs: beliefs(game, &behaviour),
        kuhn: kuhn_view(game, &behaviour),
        prior,
        path,
        behaviour,
        payoffs,
        certified,
        steps,
    })
}

/// A CFR run that stops at each checkpoint to measure its exploitability.
struct CfrJob {
    game: Game,
    cfr: Cfr,
    checkpoints: Vec<u64>,
    curve: Vec<(u64, f64)>,
    values: Vec<(u64, f64)>,
    /// The LP's equilibrium, computed first (the target line and the comparison).
    lp: Option<sequence_form::ZeroSumSolution>,
}

impl CfrJob {
    fn exact(&self) -> Option<f64> {
        self.lp
            .as_ref()
            .and_then(|s| num_traits::ToPrimitive::to_f64(&s.lower))
    }
}

impl CfrJob {
    fn run(&self) -> CfrRun {
        let average = self.cfr.average_by_set(self.game.infosets().len());
        CfrRun {
            curve: self.curve.clone(),
            values: self.values.clone(),
            exact: self.exact(),
            value: self.cfr.value(),
            rows: average_rows(&self.game, &average),
            compared: self
                .lp
                .as_ref()
                .and_then(|lp| compare(&self.game, &average, lp)),
            average,
        }
    }
}

impl LabJob<Output, Detail> for CfrJob {
    fn step(&mut self, budget: u64) -> Option<Output> {
        let mut left = budget.max(1);
        while let Some(&next) = self.checkpoints.get(self.curve.len()) {
            while self.cfr.iterations() < next && left > 0 {
                self.cfr.iterate();
                left -= 1;
            }
            if self.cfr.iterations() < next {
                return None;
            }
            self.curve.push((next, self.cfr.exploitability()));
            self.values.push((next, self.cfr.value()));
        }
        Some(Output::Cfr(Box::new(self.run())))
    }

    fn progress(&self) -> Progress {
        Job::progress(&self.cfr)
    }

    fn detail(&self) -> Option<Detail> {
        let average = self.cfr.average_by_set(self.game.infosets().len());
        Some(Detail::Cfr(Box::new(CfrProgress {
            curve: self.curve.clone(),
            values: self.values.clone(),
            exact: self.exact(),
            bars: bars(&self.game, &average, MAX_BARS),
        })))
    }
}

/// Validates `request` and builds its job; `clock` times the benchmark.
pub fn start(request: &Request, clock: Clock) -> Result<Started<Output, Detail>, StartError> {
    Ok(match request {
        Request::Bench { iterations } => {
            let job = CfrBench::new(*iterations, Box::new(clock))?;
            Started::new(Adapt(job, Output::Bench), 1)
        }
        Request::Play {
            game,
            opponent,
            seed,
            hands,
        } => {
            let (game, opponent, seed, hands) = (*game, *opponent, *seed, hands.clone());
            let job = Once::new("hands", move || {
                let table = table::strategy(game, opponent)?;
                table::replay(&table.0, &table.1, Seed(seed), &hands).map(Box::new)
            });
            Started::new(Adapt(job, Output::Table), 1)
        }
        Request::Race {
            game,
            a,
            b,
            seed,
            algorithm,
            params,
        } => {
            if params.cap == 0 || params.cap > MAX_RACE_PAIRS {
                return Err(StartError::field(
                    "cap",
                    format!("the most pairs of hands must be 1–{MAX_RACE_PAIRS}"),
                ));
            }
            let source = DuplicateMatch::new(
                table::strategy(*game, *a)?,
                table::strategy(*game, *b)?,
                Seed(*seed),
            );
            let race = Race::new(*algorithm, params, source, 400).map_err(|e| e.to_string())?;
            Started::new(RaceJob(race), 1).map(|(o, s)| Output::Race(o, s), Detail::Race)
        }
        Request::Describe { game, lang } => {
            let (game, lang) = (game.clone(), lang.clone());
            let job = Once::new("games", move || {
                game.game()
                    .map(|g| Box::new(summary(&g)))
                    .map_err(|e| e.describe_in(&crate::i18n::Catalogue::of_code(&lang)))
            });
            Started::new(Adapt(job, Output::Described), 1)
        }
        Request::Solve {
            game,
            method,
            prior,
        } => {
            let game = game.game()?;
            let (method, prior) = (*method, *prior);
            // Checked before the job starts, so a refusal is the request's error.
            if game.num_players() != 2 {
                return Err(format!(
                    "the solvers are for two players; the game has {}",
                    game.num_players()
                )
                .into());
            }
            super::recall::check(&game).map_err(|e| e.message)?;
            if method == Exact::SequenceForm && game.constant_sum().is_none() {
                return Err("the sequence-form LP is for zero-sum games; use Lemke's algorithm for this one".into());
            }
            let job = Once::new("solutions", move || solve(&game, method, prior));
            Started::new(
                Adapt(job, |r: Result<Solution, String>| {
                    Output::Solved(r.map(Box::new))
                }),
                1,
            )
        }
        Request::Cfr {
            game,
            algorithm,
            iterations,
        } => {
            if !(1..=MAX_ITERATIONS).contains(iterations) {
                return Err(StartError::field(
                    "iterations",
                    format!("give 1–{MAX_ITERATIONS} iterations (got {iterations})"),
                ));
            }
            let game = game.game()?;
            let cfr = Cfr::new(&game, *algorithm, *iterations).map_err(|e| e.to_string())?;
            Started::new(
                CfrJob {
                    lp: exact_solution(&game),
                    game,
                    cfr,
                    checkpoints: checkpoints(*iterations),
                    curve: Vec::new(),
                    values: Vec::new(),
                },
                10,
            )
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::testing::{fake_clock, finish, rejected};

    fn start_now(request: &Request) -> Result<Started<Output, Detail>, StartError> {
        start(request, fake_clock)
    }

    #[test]
    fn a_request_names_its_game() {
        let kuhn = GameSource::Preset(Preset::Kuhn);
        let cfr = Request::Cfr {
            game: kuhn.clone(),
            algorithm: Algorithm::CfrPlus,
            iterations: 10,
        };
        assert_eq!(cfr.game(), Some(&kuhn));
        let beer = GameSource::Preset(Preset::BeerQuiche);
        let solve = Request::Solve {
            game: beer.clone(),
            method: Exact::Lemke,
            prior: None,
        };
        assert_eq!(solve.game(), Some(&beer));
        assert_eq!(
            Request::Describe {
                game: kuhn.clone(),
                lang: String::new(),
            }
            .game(),
            Some(&kuhn)
        );
        assert_eq!(Request::Bench { iterations: 1 }.game(), None);
        let play = Request::Play {
            game: Poker::Kuhn,
            opponent: Opponent::Equilibrium,
            seed: 1,
            hands: Vec::new(),
        };
        assert_eq!(
            play.game(),
            None,
            "a poker table is not about the page's game"
        );
    }

    #[test]
    fn the_benchmark_runs_in_the_worker() {
        let out = finish(start_now(&Request::Bench { iterations: 2 }));
        assert!(matches!(out, Output::Bench(rows) if rows.len() == 8));
        assert!(rejected(start_now(&Request::Bench { iterations: 0 })).contains("iterations"));
    }

    #[test]
    fn kuhn_is_solved_both_ways_and_cfr_reports_its_curve() {
        for method in [Exact::SequenceForm, Exact::Lemke] {
            let out = finish(start_now(&Request::Solve {
                game: GameSource::Preset(Preset::Kuhn),
                method,
                prior: None,
            }));
            let Output::Solved(Ok(s)) = out else {
                panic!("{out:?}")
            };
            assert!(s.certified);
            assert_eq!(s.payoffs[0], Q::new((-1).into(), 18.into()));
            let note = s.note();
            assert!(note.as_ref().is_some_and(|n| n.contains("α =")), "{note:?}");
        }
        let Started { mut job, .. } = start_now(&Request::Cfr {
            game: GameSource::Efg(efg::write(&Preset::Kuhn.game())),
            algorithm: Algorithm::CfrPlus,
            iterations: 100,
        })
        .unwrap();
        assert!(job.step(3).is_none());
        assert!(matches!(job.detail(), Some(Detail::Cfr(p))
                if p.curve.len() == 2 && p.values.len() == 2 && p.bars.len() == MAX_BARS.min(12)
                    && p.exact.is_some_and(|v| (v + 1.0 / 18.0).abs() < 1e-12)));
        let out = loop {
            if let Some(o) = job.step(10) {
                break o;
            }
        };
        let Output::Cfr(run) = out else { panic!() };
        assert_eq!(run.curve.last().unwrap().0, 100);
        assert!(run.curve.last().unwrap().1 < run.curve[0].1);
        assert!((run.value + 1.0 / 18.0).abs() < 0.01);
    }

    #[test]
    fn a_text_that_is_not_a_game_is_refused_in_the_page_language() {
        let refused = |lang: &str| {
            let out = finish(start_now(&Request::Describe {
                game: GameSource::Efg("EFG 2 R \"x\" { \"A\" ".into()),
                lang: lang.into(),
            }));
            let Output::Described(Err(reason)) = out else {
                panic!("{out:?}")
            };
            reason
        };
        let english = refused("");
        assert_eq!(
            english,
            efg::parse("EFG 2 R \"x\" { \"A\" ")
                .unwrap_err()
                .to_string()
        );
        let polish = refused("pl");
        assert!(polish != english && !polish.contains('⟨'), "{polish}");
    }

    #[test]
    fn a_game_is_described_for_the_page() {
        let out = finish(start_now(&Request::Describe {
            game: GameSource::Preset(Preset::Leduc),
            lang: String::new(),
        }));
        let Output::Described(Ok(s)) = out else {
            panic!("{out:?}")
        };
        assert_eq!(s.sets, [468, 468]);
        let out = finish(start_now(&Request::Describe {
            game: GameSource::Efg(
                "EFG 2 R \"\" { \"A\" } \"\"\np \"\" 2 1 \"\" { \"a\" } 0\n".into(),
            ),
            lang: String::new(),
        }));
        assert!(matches!(out, Output::Described(Err(e)) if e.contains("line 2")));
    }

    #[test]
    fn requests_the_solvers_cannot_take_are_refused() {
        let three = "EFG 2 R \"\" { \"A\" \"B\" \"C\" } \"\"\nt \"\" 1 \"\" { 1 0 -1 }\n";
        let why = rejected(start_now(&Request::Solve {
            game: GameSource::Efg(three.into()),
            method: Exact::Lemke,
            prior: None,
        }));
        assert!(why.contains("two players"), "{why}");
        let general = "EFG 2 R \"\" { \"A\" \"B\" } \"\"\nc \"\" 1 \"\" { \"x\" 1/2 \"y\" 1/2 } 0\nt \"\" 1 \"\" { 1 1 }\nt \"\" 2 \"\" { 0 0 }\n";
        let why = rejected(start_now(&Request::Solve {
            game: GameSource::Efg(general.into()),
            method: Exact::SequenceForm,
            prior: None,
        }));
        assert!(why.contains("Lemke"), "{why}");
        assert!(rejected(start_now(&Request::Cfr {
            game: GameSource::Preset(Preset::Kuhn),
            algorithm: Algorithm::Cfr,
            iterations: 0,
        }))
        .contains("iterations"));
        assert!(rejected(start_now(&Request::Solve {
            game: GameSource::Efg("EFG 2".into()),
            method: Exact::Lemke,
            prior: None,
        }))
        .contains("line 1"));
    }
    #[test]
    fn poker_is_played_and_raced_in_the_worker() {
        let play = |hands: Vec<Vec<usize>>| {
            finish(start_now(&Request::Play {
                game: Poker::Kuhn,
                opponent: Opponent::Equilibrium,
                seed: 7,
                hands,
            }))
        };
        let Output::Table(Ok(t)) = play(vec![vec![]]) else {
            panic!("a table")
        };
        assert_eq!(t.hand.choices, ["check", "bet"]);
        assert!(t.hand.shown.is_none());
        assert!(matches!(play(vec![vec![9]]), Output::Table(Err(e)) if e.contains("no action 10")));
        let race = |cap: u64| Request::Race {
            game: Poker::Kuhn,
            a: Opponent::Equilibrium,
            b: Opponent::Uniform,
            seed: 1,
            algorithm: crate::racing::Algorithm::Hoeffding,
            params: Params {
                cap,
                ..Params::default()
            },
        };
        let Output::Race(o, state) = finish(start_now(&race(100_000))) else {
            panic!("a race")
        };
        assert_eq!(o.winner, crate::racing::race::Winner::P1);
        assert_eq!(state.games, o.games);
        assert!(rejected(start_now(&race(0))).contains("pairs"));
    }
}
