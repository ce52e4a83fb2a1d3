//! Playing Kuhn or Leduc poker against a computed strategy, and a race that decides whether
//! one strategy beats another. The table lives in the worker ([`crate::games::poker::table`]):
//! the page keeps only the seed and the person's choices and shows the view the worker sends
//! back, so the opponent's card is never on the page before a showdown — not in the markup,
//! not in memory.

use yew::prelude::*;

use crate::games::imperfect::jobs::{Detail, Output, Request};
use crate::games::poker::table::{Opponent, TableView};
use crate::games::poker::Poker;
use crate::racing::jobs::RaceState;
use crate::racing::race::{RaceOutcome, Winner};
use crate::racing::{Algorithm, Params, DEFAULT_DELTA};
use crate::web::components::{fresh_seed, maybe_stale, JobProgress, JobProgressProps};
use crate::web::job::{use_job, JobDetail, JobOutput, JobSpec, JobState};

fn select_value(e: Event) -> String {
    e.target_unchecked_into::<web_sys::HtmlSelectElement>()
        .value()
}

fn opponent_select(id: &str, value: Opponent, on: Callback<Opponent>) -> Html {
    let onchange = Callback::from(move |e: Event| {
        if let Some(o) = Opponent::from_key(&select_value(e)) {
            on.emit(o);
        }
    });
    html! {
        <select id={id.to_string()} {onchange}>
            { for Opponent::CHOICES.iter().map(|o| html! { <option value={o.key()} selected={*o == value}>{ o.name() }</option> }) }
        </select>
    }
}

fn game_select(id: &str, value: Poker, on: Callback<Poker>) -> Html {
    let onchange = Callback::from(move |e: Event| {
        if let Some(p) = Poker::from_key(&select_value(e)) {
            on.emit(p);
        }
    });
    html! {
        <select id={id.to_string()} {onchange}>
            <option value="kuhn" selected={value == Poker::Kuhn}>{ "Kuhn poker" }</option>
            <option value="leduc" selected={value == Poker::Leduc}>{ "Leduc poker" }</option>
        </select>
    }
}

/// The table: play hands against the computer.
#[function_component(PlayPanel)]
pub(super) fn play_panel() -> Html {
    let game = use_state(|| Poker::Kuhn);
    let opponent = use_state(|| Opponent::Equilibrium);
    let seed = use_state(fresh_seed);
    let hands = use_state(|| vec![Vec::<usize>::new()]);
    let job = use_job();
    let spec = use_memo(
        (*game, *opponent, *seed, (*hands).clone()),
        |(game, opponent, seed, hands)| {
            JobSpec::Imperfect(Request::Play {
                game: *game,
                opponent: *opponent,
                seed: *seed,
                hands: hands.clone(),
            })
        },
    );
    {
        let job = job.clone();
        use_effect_with((*spec).clone(), move |spec| job.start(spec.clone()));
    }
    // The last view stays while the next is computed (no flicker between moves).
    let last = use_mut_ref(|| None::<Result<Box<TableView>, String>>);
    if let Some((JobOutput::Imperfect(Output::Table(t)), _, _)) = job.result(Some(&spec)) {
        *last.borrow_mut() = Some(t);
    }
    let shown = last.borrow().clone();
    let failed = match &*job.state {
        JobState::Failed(m) => Some(m.clone()),
        _ => None,
    };
    let restart = |game: &UseStateHandle<Poker>, opponent: &UseStateHandle<Opponent>| {
        let (seed, hands, last) = (seed.clone(), hands.clone(), last.clone());
        let (game, opponent) = (game.clone(), opponent.clone());
        move |g: Option<Poker>, o: Option<Opponent>| {
            *last.borrow_mut() = None;
            if let Some(g) = g {
                game.set(g);
            }
            if let Some(o) = o {
                opponent.set(o);
            }
            seed.set(fresh_seed());
            hands.set(vec![Vec::new()]);
        }
    };
    let on_game = {
        let r = restart(&game, &opponent);
        Callback::from(move |g| r(Some(g), None))
    };
    let on_opponent = {
        let r = restart(&game, &opponent);
        Callback::from(move |o| r(None, Some(o)))
    };
    let new_table = {
        let r = restart(&game, &opponent);
        Callback::from(move |_: MouseEvent| r(None, None))
    };
    let choose = |i: usize| {
        let hands = hands.clone();
        Callback::from(move |_: MouseEvent| {
            let mut h = (*hands).clone();
            if let Some(last) = h.last_mut() {
                last.push(i);
            }
            hands.set(h);
        })
    };
    let next_hand = {
        let hands = hands.clone();
        Callback::from(move |_: MouseEvent| {
            let mut h = (*hands).clone();
            h.push(Vec::new());
            hands.set(h);
        })
    };
    let busy = job.running();
    let table = match &shown {
        Some(Ok(t)) => {
            let hand = &t.hand;
            let n = t.results.len();
            let total: f64 = t.results.iter().sum();
            // The hand's number from the view itself (the choices may be a move ahead of it).
            let number = n + usize::from(hand.result.is_none());
            html! {
                <div id="play-table">
                    <p id="play-seat">{ format!("Hand {number} — you are player {}{}.", hand.seat + 1, if hand.seat == 0 { " (you act first)" } else { "" }) }</p>
                    <p class="play-cards">
                        { "Your card: " }<b id="play-card">{ &hand.card }</b>
                        if let Some(p) = &hand.public { { " · public card: " }<b id="play-public">{ p }</b> }
                        { " · opponent's card: " }
                        <b id="play-opponent-card">{ hand.shown.clone().unwrap_or_else(|| "hidden".into()) }</b>
                    </p>
                    <ol id="play-log">{ for hand.log.iter().map(|l| html! { <li>{ l }</li> }) }</ol>
                    <div class="controls" role="group" aria-label="your move">
                        { for hand.choices.iter().enumerate().map(|(i, c)| html! {
                            <button id={format!("play-action-{c}")} class="primary" onclick={choose(i)} disabled={busy}>{ c }</button>
                        }) }
                        if hand.result.is_some() {
                            <button id="play-next" class="primary" onclick={next_hand} disabled={busy}>{ "Next hand" }</button>
                        }
                    </div>
                    if n > 0 {
                        <p id="play-running" aria-live="polite">{ format!("After {n} hand{}: you {} {} in all, {:+.3} a hand", if n == 1 { "" } else { "s" }, if total >= 0.0 { "won" } else { "lost" }, total.abs(), t.mean) }
                            { t.interval.words() }
                        </p>
                    }
                </div>
            }
        }
        Some(Err(e)) => html! { <p class="error" id="play-error" role="alert">{ e }</p> },
        None => {
            html! { <p class="note" id="play-dealing">{ crate::web::job::waiting_words("Computing the opponent's strategy and dealing…") }</p> }
        }
    };
    html! {
        <section class="card-like" aria-labelledby="play-h" id="play">
            <h2 id="play-h">{ "Play against a computed strategy" }</h2>
            <p>{ "You and the computer alternate seats each hand. The computer plays its strategy at the information set it is in: it knows its own card and the bets, never yours — and this page never knows the computer's card before a showdown (the hands are dealt in the worker, which sends only what you may see). Against the exact equilibrium no way of playing wins on average: the best you can expect over many hands is 0." }</p>
            <div class="controls">
                <label>{ "Game " }{ game_select("play-game", *game, on_game) }</label>
                <label>{ "Opponent " }{ opponent_select("play-opponent", *opponent, on_opponent) }</label>
                <button id="play-new" onclick={new_table}>{ "New table" }</button>
                <span class="note" id="play-seed-note">{ format!("seed {}", *seed) }</span>
            </div>
            { table }
            if let Some(m) = &failed {
                <p class="error" id="play-failed" role="alert">{ format!("The table failed: {m}") }</p>
            }
        </section>
    }
}

/// The race: does one strategy win more duplicate pairs of hands than the other?
#[function_component(PokerRacePanel)]
pub(super) fn poker_race_panel() -> Html {
    let game = use_state(|| Poker::Kuhn);
    let a = use_state(|| Opponent::CfrPlus(100));
    let b = use_state(|| Opponent::CfrPlus(10));
    let delta = use_state(|| DEFAULT_DELTA.to_string());
    let job = use_job();
    let delta_ok: Result<f64, String> = delta
        .trim()
        .parse::<f64>()
        .ok()
        .filter(|d| *d > 0.0 && *d < 1.0)
        .ok_or_else(|| "δ is a probability strictly between 0 and 1".to_string());
    let spec = delta_ok.as_ref().ok().map(|&delta| {
        JobSpec::Imperfect(Request::Race {
            game: *game,
            a: *a,
            b: *b,
            seed: 1,
            algorithm: Algorithm::IlebrStar2,
            params: Params {
                delta,
                ..Params::default()
            },
        })
    });
    let run = {
        let (job, spec) = (job.clone(), spec.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(s) = &spec {
                job.start(s.clone());
            }
        })
    };
    let live: Option<RaceState> = match (&*job.state, &*job.detail) {
        (JobState::Done(JobOutput::Imperfect(Output::Race(_, s)), _), _) => Some(s.clone()),
        (JobState::Running(_), Some(JobDetail::Imperfect(Detail::Race(s)))) => Some(s.clone()),
        _ => None,
    };
    let outcome = match job.result(spec.as_ref()) {
        Some((JobOutput::Imperfect(Output::Race(o, _)), _, stale)) => match &*job.started {
            Some(JobSpec::Imperfect(Request::Race { a, b, .. })) => Some((o, *a, *b, stale)),
            _ => None,
        },
        _ => None,
    };
    let on_delta = {
        let delta = delta.clone();
        Callback::from(move |e: Event| {
            delta.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let set = |s: &UseStateHandle<Opponent>| {
        let s = s.clone();
        Callback::from(move |o| s.set(o))
    };
    let on_game = {
        let game = game.clone();
        Callback::from(move |g| game.set(g))
    };
    html! {
        <section class="card-like" aria-labelledby="race-h" id="poker-race">
            <h2 id="race-h">{ "Which strategy is better? A race decides" }</h2>
            <p>{ "The two strategies play pairs of hands with the same cards, each once in each seat (duplicate poker, which takes out most of the luck of the deal). A racing algorithm (ILEBR* 2 in the racing lab: empirical Bernstein bounds, tested at growing intervals) watches the share of pairs A wins (an even pair goes by a coin) and stops once its bounds, which hold throughout with probability 1 − δ, leave ½: the verdict is wrong with probability at most δ." }</p>
            <div class="controls">
                <label>{ "Game " }{ game_select("race-game", *game, on_game) }</label>
                <label>{ "A " }{ opponent_select("race-a", *a, set(&a)) }</label>
                <label>{ "B " }{ opponent_select("race-b", *b, set(&b)) }</label>
                <label>{ "δ " }<input id="race-delta" value={(*delta).clone()} onchange={on_delta} size="6" /></label>
                <button id="race-run" class="primary" onclick={run} disabled={spec.is_none() || job.running()}>{ "Race" }</button>
            </div>
            if let Err(e) = &delta_ok { <p class="error" id="race-delta-error">{ e }</p> }
            <JobProgress ..JobProgressProps::of(&job, "race") />
            if let Some(s) = &live {
                <p id="race-live">{ format!("{} pairs, A won {}.", s.games, s.wins) }</p>
            }
            if let Some((o, ra, rb, stale)) = outcome {
                { maybe_stale(stale, "race-result", html! {
                    <p id="race-verdict" role="status"><b>{ verdict(&o, ra, rb) }</b>{ format!(" — after {} pairs of hands (A won {:.1}%): {}.", o.games, 100.0 * o.mean, o.reason.explain()) }</p>
                }) }
            }
        </section>
    }
}

fn verdict(o: &RaceOutcome, a: Opponent, b: Opponent) -> String {
    match o.winner {
        Winner::P1 => format!("{} beats {}", a.name(), b.name()),
        Winner::P2 => format!("{} beats {}", b.name(), a.name()),
        Winner::Undecided => "Undecided within the limit of pairs".into(),
    }
}
