//! Playing Kuhn or Leduc poker against a computed strategy, and a race that decides whether
//! one strategy beats another. The table lives in the worker ([`crate::games::poker::table`]):
//! the page keeps only the seed and the person's choices and shows the view the worker sends
//! back, so the opponent's card is never on the page before a showdown — not in the markup,
//! not in memory.

use yew::prelude::*;

use crate::games::imperfect::jobs::{Detail, Output, Request};
use crate::games::poker::table::{Opponent, TableView};
use crate::games::poker::Poker;
use crate::i18n::Args;
use crate::racing::jobs::RaceState;
use crate::racing::race::{RaceOutcome, StopReason, Winner};
use crate::racing::{Algorithm, Params, DEFAULT_DELTA};
use crate::web::components::{fresh_seed, maybe_stale, JobProgress, JobProgressProps};
use crate::web::i18n::{catalogue, decimal, t, tf};
use crate::web::job::{use_job, JobDetail, JobOutput, JobSpec, JobState};

fn select_value(e: Event) -> String {
    e.target_unchecked_into::<web_sys::HtmlSelectElement>()
        .value()
}

/// Why a race stopped, in the page's language (the racing lab's words).
fn stop_words(reason: StopReason) -> String {
    match reason {
        StopReason::BoundCrossed => t("race-stop-bound"),
        StopReason::Precision => t("race-stop-precision"),
        StopReason::Horizon => t("race-stop-horizon"),
        StopReason::Cap => t("race-stop-cap"),
    }
}

fn opponent_select(id: &str, value: Opponent, on: Callback<Opponent>) -> Html {
    let onchange = Callback::from(move |e: Event| {
        if let Some(o) = Opponent::from_key(&select_value(e)) {
            on.emit(o);
        }
    });
    html! {
        <select id={id.to_string()} {onchange}>
            { for Opponent::CHOICES.iter().map(|o| html! { <option value={o.key()} selected={*o == value}>{ o.name_in(&catalogue()) }</option> }) }
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
            <option value="kuhn" selected={value == Poker::Kuhn}>{ t("imperfect-kuhn-poker") }</option>
            <option value="leduc" selected={value == Poker::Leduc}>{ t("imperfect-leduc-poker") }</option>
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
        Some(Ok(view)) => {
            let hand = &view.hand;
            let n = view.results.len();
            let total: f64 = view.results.iter().sum();
            // The hand's number from the view itself (the choices may be a move ahead of it).
            let number = n + usize::from(hand.result.is_none());
            html! {
                <div id="play-table">
                    <p id="play-seat">{ {
                        let args = Args::new().count("hand", number as i64).count("seat", hand.seat as i64 + 1);
                        if hand.seat == 0 { tf("imperfect-play-seat-first", args) } else { tf("imperfect-play-seat", args) }
                    } }</p>
                    <p class="play-cards">
                        { t("imperfect-your-card") }{ " " }<b id="play-card">{ &hand.card }</b>
                        if let Some(p) = &hand.public { { " " }{ t("imperfect-public-card") }{ " " }<b id="play-public">{ p }</b> }
                        { " " }{ t("imperfect-opponent-card") }{ " " }
                        <b id="play-opponent-card">{ hand.shown.clone().unwrap_or_else(|| t("imperfect-hidden")) }</b>
                    </p>
                    <ol id="play-log">{ for hand.log_in(&catalogue()).into_iter().map(|l| html! { <li>{ l }</li> }) }</ol>
                    <div class="controls" role="group" aria-label={t("imperfect-your-move")}>
                        { for hand.choices.iter().enumerate().map(|(i, c)| html! {
                            <button id={format!("play-action-{c}")} class="primary" onclick={choose(i)} disabled={busy}>{ crate::games::poker::table::action_in(c, &catalogue()) }</button>
                        }) }
                        if hand.result.is_some() {
                            <button id="play-next" class="primary" onclick={next_hand} disabled={busy}>{ t("imperfect-next-hand") }</button>
                        }
                    </div>
                    if n > 0 {
                        <p id="play-running" aria-live="polite">{ {
                            let args = Args::new().count("n", n as i64).text("total", decimal(&total.abs().to_string())).text("mean", decimal(&format!("{:+.3}", view.mean)));
                            if total >= 0.0 { tf("imperfect-running-won", args) } else { tf("imperfect-running-lost", args) }
                        } }
                            { view.interval.words_in(&catalogue()) }
                        </p>
                    }
                </div>
            }
        }
        Some(Err(e)) => html! { <p class="error" id="play-error" role="alert">{ e }</p> },
        None => {
            html! { <p class="note" id="play-dealing">{ crate::web::job::waiting_words(&t("imperfect-dealing")) }</p> }
        }
    };
    html! {
        <section class="card-like" aria-labelledby="play-h" id="play">
            <h2 id="play-h">{ t("imperfect-play-title") }</h2>
            <p>{ t("imperfect-play-text") }</p>
            <div class="controls">
                <label>{ t("imperfect-game") }{ " " }{ game_select("play-game", *game, on_game) }</label>
                <label>{ t("imperfect-opponent") }{ " " }{ opponent_select("play-opponent", *opponent, on_opponent) }</label>
                <button id="play-new" onclick={new_table}>{ t("imperfect-new-table") }</button>
                <span class="note" id="play-seed-note">{ tf("imperfect-seed", Args::new().text("seed", seed.to_string())) }</span>
            </div>
            { table }
            if let Some(m) = &failed {
                <p class="error" id="play-failed" role="alert">{ tf("imperfect-table-failed", Args::new().text("error", m.clone())) }</p>
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
        .ok_or_else(|| t("imperfect-delta-range"));
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
            <h2 id="race-h">{ t("imperfect-race-title") }</h2>
            <p>{ t("imperfect-race-text") }</p>
            <div class="controls">
                <label>{ t("imperfect-game") }{ " " }{ game_select("race-game", *game, on_game) }</label>
                <label>{ "A " }{ opponent_select("race-a", *a, set(&a)) }</label>
                <label>{ "B " }{ opponent_select("race-b", *b, set(&b)) }</label>
                <label>{ "δ " }<input id="race-delta" value={(*delta).clone()} onchange={on_delta} size="6" /></label>
                <button id="race-run" class="primary" onclick={run} disabled={spec.is_none() || job.running()}>{ t("imperfect-race") }</button>
            </div>
            if let Err(e) = &delta_ok { <p class="error" id="race-delta-error">{ e }</p> }
            <JobProgress ..JobProgressProps::of(&job, "race") />
            if let Some(s) = &live {
                <p id="race-live">{ tf("imperfect-race-live", Args::new().count("pairs", s.games as i64).count("wins", s.wins as i64)) }</p>
            }
            if let Some((o, ra, rb, stale)) = outcome {
                { maybe_stale(stale, "race-result", html! {
                    <p id="race-verdict" role="status"><b>{ verdict(&o, ra, rb) }</b>{ " " }{ tf("imperfect-race-after", Args::new().count("pairs", o.games as i64).text("share", decimal(&format!("{:.1}", 100.0 * o.mean))).text("reason", stop_words(o.reason))) }</p>
                }) }
            }
        </section>
    }
}

fn verdict(o: &RaceOutcome, a: Opponent, b: Opponent) -> String {
    let words = catalogue();
    match o.winner {
        Winner::P1 => tf(
            "imperfect-beats",
            Args::new()
                .text("winner", a.name_in(&words))
                .text("loser", b.name_in(&words)),
        ),
        Winner::P2 => tf(
            "imperfect-beats",
            Args::new()
                .text("winner", b.name_in(&words))
                .text("loser", a.name_in(&words)),
        ),
        Winner::Undecided => t("imperfect-undecided"),
    }
}
