//! The Love Letter lab: a match against 1–3 agents drawn only from what the human may see
//! (the core's [`TableView`]), the agents' reasons (after the round) and advice for the
//! human's own hand, a round-robin tournament in one worker per core with standings and
//! convergence curves, a race that decides which of two agents is better, and the benchmark.
//!
//! The match runs on the main thread (agents decide in milliseconds; ISMCTS is limited to
//! [`MAX_MATCH_ITERATIONS`]); everything long runs in workers.

use std::rc::Rc;

use serde::{Deserialize, Serialize};
use yew::prelude::*;
use yew_router::prelude::*;

use crate::games::love_letter::agents::AGENTS;
use crate::games::love_letter::bench::BenchConfig;
use crate::games::love_letter::forms::{race_request, TournamentForm, TournamentRequest};
use crate::games::love_letter::lab::{
    deck_text, Decision, Explanation, Match, MatchConfig, TableView, MAX_MATCH_ITERATIONS,
};
use crate::games::love_letter::tournament::{convergence, standings, tables, TournamentGame};
use crate::games::love_letter::{Card, Play};
use crate::plot::{csv, line_chart, LineChart, Scale, Series, SeriesStyle, PALETTE};
use crate::racing::Algorithm;
use crate::text::FieldError;
use crate::web::components::field_error_of as field_error;
use crate::web::components::{download, raw_svg, BenchPanel, JobProgress, JobProgressProps};
use crate::web::routes::Route;
use crate::web::worker::{
    use_job, use_job_pool, worker_count, JobDetail, JobOutput, JobSpec, JobState,
};

/// The URL query: the match's settings as typed.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Query {
    #[serde(skip_serializing_if = "Option::is_none")]
    opp: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    it: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    deck: Option<String>,
}

fn agent_label(name: &str) -> &'static str {
    match name {
        "random" => "random",
        "greedy" => "greedy (formula F)",
        "greedy-memory" => "greedy with memory",
        _ => "ISMCTS",
    }
}

/// A card as drawn face up: its value and name (never used for a card the user may not see).
fn card_chip(c: Card) -> Html {
    html! { <span class={classes!("ll-card", format!("v{}", c.value()))} data-card={c.name()}><b>{ c.value() }</b>{ " " }{ c.name() }</span> }
}

/// A face-down card: no name, no value, in markup or attributes.
fn card_back() -> Html {
    html! { <span class="ll-card back" aria-label="a face-down card">{ "?" }</span> }
}

/// A callback writing an input's text into one field of a form kept in state.
fn text_setter<F: Clone + 'static>(
    form: &UseStateHandle<F>,
    pick: fn(&mut F) -> &mut String,
) -> Callback<Event> {
    let form = form.clone();
    Callback::from(move |e: Event| {
        let mut f = (*form).clone();
        *pick(&mut f) = e
            .target_unchecked_into::<web_sys::HtmlInputElement>()
            .value();
        form.set(f);
    })
}

/// The Love Letter page.
#[function_component(LoveLetterPage)]
pub fn love_letter_page() -> Html {
    let location = use_location();
    let query: Query = location
        .as_ref()
        .and_then(|l| l.query::<Query>().ok())
        .unwrap_or_default();
    html! {
        <section class="page" id="love-letter">
            <h1>{ "Love Letter: hidden information and the agents that play it" }</h1>
            <p class="lead">{ "Sixteen cards, one in your hand: knock the other players out or hold the highest card when the deck runs out. You see your own hand, every discard and what your own Priest, Baron and King showed you — and so do the agents, each from its own seat: none of them can read a hidden card, and neither can this page's markup." }</p>
            <MatchPanel {query} />
            <TournamentPanel />
            <RacePanel />
            <LoveLetterBenchPanel />
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct MatchProps {
    query: Query,
}

/// The match settings' fields, as typed.
#[derive(Clone, PartialEq)]
struct SetupForm {
    opponents: Vec<String>,
    it: String,
    seed: String,
    deck: String,
}

#[function_component(MatchPanel)]
fn match_panel(props: &MatchProps) -> Html {
    let navigator = use_navigator();
    let q = &props.query;
    let parsed = MatchConfig::parse(
        q.opp.as_deref().unwrap_or(""),
        q.it.as_deref().unwrap_or(""),
        q.seed.as_deref().unwrap_or(""),
        q.deck.as_deref().unwrap_or(""),
    );
    let initial = parsed.clone().unwrap_or_default();
    let form = use_state(|| SetupForm {
        opponents: q
            .opp
            .as_deref()
            .filter(|s| !s.is_empty())
            .map(|s| s.split(',').map(|x| x.trim().to_string()).collect())
            .unwrap_or_else(|| initial.opponents.clone()),
        it: q
            .it
            .clone()
            .unwrap_or_else(|| initial.iterations.to_string()),
        seed: q.seed.clone().unwrap_or_else(|| initial.seed.to_string()),
        deck: q.deck.clone().unwrap_or_default(),
    });
    let errors = use_state(|| parsed.err().unwrap_or_default());
    let game = use_mut_ref(|| Match::new(initial));
    let version = use_state(|| 0u32);
    let bump = {
        let version = version.clone();
        Rc::new(move || version.set(*version + 1))
    };
    // The play being put together: card, then target, then a Guard's guess.
    let chosen = use_state(|| None::<(Card, Option<Option<u8>>, Option<Card>)>);
    let advice = use_state(|| None::<Decision>);

    let new_match = {
        let (form, errors, game, bump, chosen, advice, navigator) = (
            form.clone(),
            errors.clone(),
            game.clone(),
            bump.clone(),
            chosen.clone(),
            advice.clone(),
            navigator.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            let opp = form.opponents.join(",");
            match MatchConfig::parse(&opp, &form.it, &form.seed, &form.deck) {
                Ok(config) => {
                    errors.set(Vec::new());
                    *game.borrow_mut() = Match::new(config);
                    chosen.set(None);
                    advice.set(None);
                    bump();
                    if let Some(n) = &navigator {
                        let q = Query {
                            opp: Some(opp),
                            it: Some(form.it.clone()),
                            seed: Some(form.seed.clone()),
                            deck: (!form.deck.trim().is_empty()).then(|| form.deck.clone()),
                        };
                        let _ = n.replace_with_query(&Route::LoveLetter, &q);
                    }
                }
                Err(e) => errors.set(e),
            }
        })
    };
    let set_count = {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let n: usize = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value()
                .parse()
                .unwrap_or(1);
            let mut f = (*form).clone();
            f.opponents.resize(n.clamp(1, 3), "greedy".into());
            form.set(f);
        })
    };
    let set_opponent = |i: usize| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut f = (*form).clone();
            f.opponents[i] = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            form.set(f);
        })
    };
    let set_text = |pick: fn(&mut SetupForm) -> &mut String| text_setter(&form, pick);

    let view: TableView = game.borrow().view();
    let (round_over, game_over) = {
        let g = game.borrow();
        (g.round_over(), g.game_over())
    };
    let revealed: Vec<Decision> = game.borrow().revealed().to_vec();
    let deck_of_match = game.borrow().config().deck.clone();

    let play = {
        let (game, bump, chosen, advice) =
            (game.clone(), bump.clone(), chosen.clone(), advice.clone());
        Callback::from(move |p: Play| {
            let _ = game.borrow_mut().play(p);
            chosen.set(None);
            advice.set(None);
            bump();
        })
    };
    let next_round = {
        let (game, bump, advice) = (game.clone(), bump.clone(), advice.clone());
        Callback::from(move |_: MouseEvent| {
            let _ = game.borrow_mut().next_round();
            advice.set(None);
            bump();
        })
    };
    let advise = |agent: &'static str| {
        let (game, advice) = (game.clone(), advice.clone());
        Callback::from(move |_: MouseEvent| advice.set(game.borrow().advise(agent)))
    };

    // The play picker, from the legal plays only.
    let picker = {
        let plays = &view.plays;
        let mut cards: Vec<Card> = plays.iter().map(|p| p.card).collect();
        cards.dedup();
        let current = *chosen;
        let card_buttons = cards.iter().map(|&c| {
            let chosen = chosen.clone();
            let targets: Vec<Option<u8>> = {
                let mut t: Vec<Option<u8>> = plays.iter().filter(|p| p.card == c).map(|p| p.target).collect();
                t.dedup();
                t
            };
            let pressed = current.map(|(k, _, _)| k) == Some(c);
            let first_guess = plays.iter().find(|p| p.card == c).and_then(|p| p.guess);
            let onclick = Callback::from(move |_: MouseEvent| {
                let target = (targets.len() == 1).then(|| targets[0]);
                chosen.set(Some((c, target, first_guess)));
            });
            html! { <button class={classes!("ll-pick", pressed.then_some("pressed"))} id={format!("ll-card-{}", c.name())} aria-pressed={pressed.to_string()} {onclick}>{ card_chip(c) }</button> }
        });
        let detail = current.map(|(c, target, guess)| {
            let mut targets: Vec<Option<u8>> = plays.iter().filter(|p| p.card == c).map(|p| p.target).collect();
            targets.dedup();
            let target_buttons = targets.iter().map(|&t| {
                let chosen = chosen.clone();
                let label = match t {
                    None => "no target".to_string(),
                    Some(0) => "yourself".to_string(),
                    Some(s) => view.seats[usize::from(s)].name.clone(),
                };
                let pressed = target == Some(t);
                let onclick = Callback::from(move |_: MouseEvent| chosen.set(Some((c, Some(t), guess))));
                html! { <button class={classes!("ll-pick", pressed.then_some("pressed"))} id={format!("ll-target-{}", t.map_or("none".to_string(), |s| s.to_string()))} aria-pressed={pressed.to_string()} {onclick}>{ label }</button> }
            });
            let guesses: Vec<Card> = plays
                .iter()
                .filter(|p| p.card == c && Some(p.target) == target)
                .filter_map(|p| p.guess)
                .collect();
            let on_guess = {
                let chosen = chosen.clone();
                Callback::from(move |e: Event| {
                    let v: u8 = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value().parse().unwrap_or(2);
                    chosen.set(Some((c, target, Card::from_value(v))));
                })
            };
            let complete = target.and_then(|t| {
                plays.iter().copied().find(|p| p.card == c && p.target == t && (p.guess.is_none() || p.guess == guess))
            });
            let play = play.clone();
            html! {
                <div class="ll-detail">
                    if targets.len() > 1 || targets[0].is_some() {
                        <span class="ll-step">{ "on:" }</span>
                        { for target_buttons }
                    }
                    if !guesses.is_empty() {
                        <label>{ "naming " }
                            <select id="ll-guess" onchange={on_guess}>
                                { for guesses.iter().map(|g| html! { <option value={g.value().to_string()} selected={Some(*g) == guess}>{ g.name() }</option> }) }
                            </select>
                        </label>
                    }
                    <button id="ll-play" class="primary" disabled={complete.is_none()} onclick={Callback::from(move |_: MouseEvent| if let Some(p) = complete { play.emit(p) })}>
                        { complete.map_or("Play".to_string(), |p| format!("Play: {}", p)) }
                    </button>
                </div>
            }
        });
        html! {
            <div class="ll-plays" id="ll-plays">
                if !plays.is_empty() {
                    <p class="ll-step">{ "Your turn — play a card:" }</p>
                    <div class="controls">{ for card_buttons }</div>
                    { detail.unwrap_or_default() }
                }
            </div>
        }
    };

    let f = (*form).clone();
    html! {
        <div class="ll-panel" id="ll-match">
            <h2>{ "Play a match" }</h2>
            <div class="form-grid">
                <label>{ "opponents" }
                    <select id="ll-count" onchange={set_count}>
                        { for (1..=3).map(|n| html! { <option value={n.to_string()} selected={f.opponents.len() == n}>{ n }</option> }) }
                    </select>
                </label>
                { for f.opponents.iter().enumerate().map(|(i, o)| html! {
                    <label>{ format!("player {}", i + 2) }
                        <select id={format!("ll-opp-{}", i + 2)} onchange={set_opponent(i)}>
                            { for AGENTS.iter().map(|a| html! { <option value={*a} selected={o == a}>{ agent_label(a) }</option> }) }
                        </select>
                    </label>
                }) }
                { field_error(&errors, "opp") }
                <label>{ format!("ISMCTS iterations (1–{MAX_MATCH_ITERATIONS})") }<input id="ll-it" value={f.it.clone()} onchange={set_text(|f| &mut f.it)} inputmode="numeric" />{ field_error(&errors, "it") }</label>
                <label>{ "seed" }<input id="ll-seed" value={f.seed.clone()} onchange={set_text(|f| &mut f.seed)} inputmode="numeric" />{ field_error(&errors, "seed") }</label>
                <label>{ "stacked first deal (optional)" }<input id="ll-deck" value={f.deck.clone()} placeholder="16 card values in dealing order" onchange={set_text(|f| &mut f.deck)} />{ field_error(&errors, "deck") }</label>
            </div>
            <div class="controls"><button id="ll-new" onclick={new_match}>{ "New match" }</button></div>
            <Table view={view.clone()} />
            { picker }
            if let Some(summary) = &view.round_over {
                <div class="ll-result" id="ll-round-over" role="status">
                    <p>{ summary }</p>
                    if let Some(g) = &view.game_over {
                        <p id="ll-game-over"><b>{ g }</b></p>
                    } else {
                        <button id="ll-next" class="primary" onclick={next_round}>{ "Next round" }</button>
                    }
                </div>
            }
            <details class="ll-explain" id="ll-explain" open=true>
                <summary>{ "Explain: how the agents decide" }</summary>
                <p>{ "Greedy scores each card in its hand with Malarczyk's formula F (2015), from the probability P(c) that an opponent holds c — the unseen copies of c over all unseen cards (your hand, the face-up cards and every discard are seen). ISMCTS deals the unseen cards at random among the deals consistent with what its player knows, searches each deal, and plays the most visited move. Ask either what it would do in your seat:" }</p>
                <div class="controls">
                    <button id="ll-advise-greedy" disabled={view.plays.is_empty()} onclick={advise("greedy")}>{ "What would greedy play?" }</button>
                    <button id="ll-advise-memory" disabled={view.plays.is_empty()} onclick={advise("greedy-memory")}>{ "…greedy with memory?" }</button>
                    <button id="ll-advise-ismcts" disabled={view.plays.is_empty()} onclick={advise("ismcts")}>{ "…ISMCTS?" }</button>
                </div>
                if let Some(d) = &*advice {
                    <div id="ll-advice">{ decision_view(d, "In your seat") }</div>
                }
                if round_over && !revealed.is_empty() {
                    <div id="ll-reasons">
                        <h3>{ "The agents' reasons this round (shown now that it is over)" }</h3>
                        { for revealed.iter().map(|d| decision_view(d, &view.seats[usize::from(d.seat)].name)) }
                    </div>
                } else if !round_over {
                    <p class="hint">{ "The agents' own reasons name the cards in their hands, so they are shown when the round is over." }</p>
                }
            </details>
            if let Some(deck) = deck_of_match {
                <p class="hint">{ format!("First round dealt from the stacked deck {}.", deck_text(&deck)) }</p>
            }
            if game_over {
                <p class="hint">{ "Press New match to play again (change the seed for other deals)." }</p>
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct TableProps {
    view: TableView,
}

/// The table: drawn from the human's view only.
#[function_component(Table)]
fn table(props: &TableProps) -> Html {
    let v = &props.view;
    html! {
        <div class="ll-table" id="ll-table">
            <p class="ll-status">
                { format!("Round {} · first to {} tokens · deck: {} card{}", v.round, v.target, v.deck, if v.deck == 1 { "" } else { "s" }) }
                if v.set_aside { { " · one card set aside face down " } { card_back() } }
            </p>
            if !v.face_up.is_empty() {
                <p class="ll-faceup" id="ll-faceup">{ "Face up (out of this round): " }{ for v.face_up.iter().map(|&c| card_chip(c)) }</p>
            }
            <div class="ll-seats">
                { for v.seats.iter().enumerate().map(|(s, seat)| html! {
                    <div class={classes!("ll-seat", (!seat.alive).then_some("out"), seat.to_move.then_some("to-move"))} id={format!("ll-seat-{s}")}>
                        <h3>{ &seat.name }</h3>
                        <p class="ll-tokens" aria-label={format!("{} tokens", seat.tokens)}>{ format!("tokens: {}", "♥".repeat(seat.tokens as usize)) }{ if seat.tokens == 0 { "–" } else { "" } }</p>
                        <p class="ll-state">
                            { if !seat.alive { "out of the round" } else if seat.protected { "protected (Handmaid)" } else if seat.to_move { "to move" } else { "in" } }
                        </p>
                        <div class="ll-hand" id={format!("ll-hand-{s}")}>
                            if s == 0 {
                                { for v.hand.iter().map(|&c| card_chip(c)) }
                            } else if let Some(c) = seat.shown {
                                <span class="ll-shown">{ "shows " }{ card_chip(c) }</span>
                            } else {
                                { for (0..seat.cards).map(|_| card_back()) }
                            }
                        </div>
                        if let Some(k) = &seat.known {
                            <p class="ll-known" id={format!("ll-known-{s}")}>{ format!("You know: {k}") }</p>
                        }
                        <p class="ll-discards">{ "discards: " }{ for seat.discards.iter().map(|&c| card_chip(c)) }</p>
                    </div>
                }) }
            </div>
            <ol class="ll-log" id="ll-log" aria-live="polite">
                { for v.log.iter().map(|l| html! { <li>{ l }</li> }) }
            </ol>
        </div>
    }
}

/// One decision's reasons as a small table.
fn decision_view(d: &Decision, who: &str) -> Html {
    let head = format!("{who} — {}: {}", agent_label(&d.agent), d.play);
    match &d.explanation {
        Explanation::Random { choices } => html! {
            <div class="ll-decision"><p><b>{ head }</b></p><p>{ format!("Chosen uniformly among {choices} distinct legal plays (never the Princess).") }</p></div>
        },
        Explanation::Greedy {
            memory,
            probabilities,
            scores,
        } => html! {
            <div class="ll-decision">
                <p><b>{ head }</b></p>
                <table class="ll-greedy">
                    <thead><tr><th>{ "card" }</th>{ for probabilities.iter().map(|(c, _)| html! { <th>{ c.name() }</th> }) }</tr></thead>
                    <tbody>
                        <tr><th>{ if *memory { "P(c), for the target" } else { "P(c)" } }</th>{ for probabilities.iter().map(|(_, p)| html! { <td class="num">{ p }</td> }) }</tr>
                        <tr><th>{ "F(card in hand)" }</th>{ for probabilities.iter().map(|(c, _)| html! { <td class="num">{ scores.iter().find(|(k, _)| k == c).map(|(_, f)| f.clone()).unwrap_or_default() }</td> }) }</tr>
                    </tbody>
                </table>
            </div>
        },
        Explanation::Ismcts { iterations, visits } => html! {
            <div class="ll-decision">
                <p><b>{ head }</b></p>
                <table class="ll-visits">
                    <thead><tr><th>{ "play" }</th><th>{ "visits" }</th><th>{ "mean reward" }</th></tr></thead>
                    <tbody>{ for visits.iter().map(|(p, n, r)| html! { <tr><td>{ p.to_string() }</td><td class="num">{ n }</td><td class="num">{ format!("{r:.3}") }</td></tr> }) }</tbody>
                </table>
                <p class="hint">{ format!("{iterations} iterations; the most visited play is chosen.") }</p>
            </div>
        },
    }
}

#[function_component(TournamentPanel)]
fn tournament_panel() -> Html {
    let form = use_state(TournamentForm::default);
    let errors = use_state(Vec::<FieldError>::new);
    let n = worker_count();
    let pool = use_job_pool(n);
    // The request the running (or last) tournament was started with: its results are marked
    // stale once the form describes another.
    let run = use_state(|| None::<TournamentRequest>);
    let start = {
        let (form, errors, pool, run) = (form.clone(), errors.clone(), pool.clone(), run.clone());
        Callback::from(move |_: MouseEvent| match form.request() {
            Ok(r) => {
                errors.set(Vec::new());
                for (i, spec) in r.jobs(pool.len()).into_iter().enumerate() {
                    pool.start(i, spec);
                }
                run.set(Some(r));
            }
            Err(e) => errors.set(e),
        })
    };
    let cancel = {
        let pool = pool.clone();
        Callback::from(move |_: MouseEvent| pool.cancel())
    };
    let toggle = |i: usize| {
        let form = form.clone();
        Callback::from(move |_: Event| {
            let mut f = (*form).clone();
            f.lineup[i] = !f.lineup[i];
            form.set(f);
        })
    };
    let set_players = {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut f = (*form).clone();
            f.players = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value()
                .parse()
                .unwrap_or(2);
            form.set(f);
        })
    };
    let set_text = |pick: fn(&mut TournamentForm) -> &mut String| text_setter(&form, pick);
    let finished: Option<(Vec<TournamentGame>, f64)> = pool.finished().map(|outputs| {
        let mut games: Vec<(u64, TournamentGame)> = Vec::new();
        let mut millis = 0.0;
        for (output, ms) in outputs {
            if let JobOutput::LoveLetter(crate::games::love_letter::jobs::Output::Games(g)) = output
            {
                games.extend(g.iter().cloned());
                millis += ms;
            }
        }
        games.sort_by_key(|(i, _)| *i);
        (games.into_iter().map(|(_, g)| g).collect(), millis)
    });
    let cancelled = pool.states.iter().any(|s| matches!(s, JobState::Cancelled));
    let f = (*form).clone();
    let progress = pool.progress();
    html! {
        <div class="ll-panel" id="ll-tournament">
            <h2>{ "Tournament: who wins, and how fast" }</h2>
            <p>{ "Whole games to the token target. With more agents than seats it is a round robin: every table of that many agents in turn; at each table the agents take every seating in turn, so each sits in every seat, and after every other agent, equally often (who sits after whom matters: greedy aims at the next player). Rates come with 95% (Wilson) intervals." }</p>
            <div class="form-grid">
                <fieldset><legend>{ "lineup" }</legend>
                    { for AGENTS.iter().enumerate().map(|(i, a)| html! {
                        <label class="check"><input type="checkbox" id={format!("ll-t-{a}")} checked={f.lineup[i]} onchange={toggle(i)} />{ agent_label(a) }</label>
                    }) }
                    { field_error(&errors, "t-lineup") }
                </fieldset>
                <label>{ "seats per table" }
                    <select id="ll-t-players" onchange={set_players}>
                        { for (2..=4).map(|p| html! { <option value={p.to_string()} selected={f.players == p}>{ p }</option> }) }
                    </select>
                </label>
                <label>{ "games" }<input id="ll-t-games" value={f.games.clone()} onchange={set_text(|f| &mut f.games)} inputmode="numeric" />{ field_error(&errors, "t-games") }</label>
                <label>{ "seed" }<input id="ll-t-seed" value={f.seed.clone()} onchange={set_text(|f| &mut f.seed)} inputmode="numeric" />{ field_error(&errors, "t-seed") }</label>
                <label>{ "ISMCTS iterations" }<input id="ll-t-it" value={f.it.clone()} onchange={set_text(|f| &mut f.it)} inputmode="numeric" />{ field_error(&errors, "t-it") }</label>
            </div>
            <div class="controls">
                <button id="ll-t-run" class="primary" disabled={pool.running()} onclick={start}>{ format!("Run the tournament ({n} workers)") }</button>
                if pool.running() { <button id="ll-t-cancel" onclick={cancel}>{ "Cancel" }</button> }
            </div>
            if let (true, Some(p)) = (pool.running(), progress) {
                <div class="job"><progress id="ll-t-progress" max="1" value={p.fraction.to_string()}></progress><span class="job-status">{ format!("running: {} games played", p.done) }</span></div>
            }
            if cancelled && !pool.running() { <p class="job-status" id="ll-t-status">{ "cancelled" }</p> }
            if let (Some((games, millis)), Some(full)) = (finished, (*run).clone()) {
                { crate::web::components::maybe_stale(
                    form.request().ok().as_ref() != Some(&full),
                    "ll-t",
                    html! { <TournamentResult {games} {millis} run={full} /> },
                ) }
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct TournamentResultProps {
    games: Vec<TournamentGame>,
    millis: f64,
    run: TournamentRequest,
}

#[function_component(TournamentResult)]
fn tournament_result(props: &TournamentResultProps) -> Html {
    let names: Vec<&str> = props.run.agents.iter().map(String::as_str).collect();
    let table = standings(&names, &props.games);
    let n = props.games.len() as f64;
    let per_1000 = props.millis / n * 1_000.0;
    let rounds: f64 = props
        .games
        .iter()
        .map(|g| f64::from(g.result.rounds))
        .sum::<f64>()
        / n;
    let curves = convergence(names.len(), &props.games, 60);
    let table_count = tables(names.len(), props.run.players).len();
    let mut series = Vec::new();
    for (a, curve) in curves.iter().enumerate() {
        let color = PALETTE[a % PALETTE.len()];
        series.push(Series {
            name: names[a].to_string(),
            points: curve.iter().map(|p| (p.games as f64, p.rate)).collect(),
            style: SeriesStyle::Line,
            color,
            errors: None,
        });
        for k in 0..2 {
            series.push(Series {
                name: String::new(),
                points: curve
                    .iter()
                    .map(|p| {
                        (
                            p.games as f64,
                            if k == 0 { p.interval.0 } else { p.interval.1 },
                        )
                    })
                    .collect(),
                style: SeriesStyle::Dashed,
                color,
                errors: None,
            });
        }
    }
    let chart = line_chart(&LineChart {
        title: "Win rate against games played (dashed: 95% interval)".into(),
        x_label: "games of the tournament".into(),
        y_label: "win rate".into(),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series,
        hlines: vec![(1.0 / props.run.players as f64, "fair share".into())],
        vlines: Vec::new(),
        x_range: Some((0.0, n)),
        y_range: Some((0.0, 1.0)),
        size: (720, 360),
    })
    .unwrap_or_default();
    let rows: Vec<Vec<String>> = table
        .iter()
        .map(|s| {
            vec![
                s.agent.clone(),
                s.games.to_string(),
                s.wins.to_string(),
                format!("{:.4}", s.rate),
                format!("{:.4}", s.interval.0),
                format!("{:.4}", s.interval.1),
            ]
        })
        .collect();
    let data = csv(
        &["agent", "games", "wins", "rate", "ci95_low", "ci95_high"],
        &rows,
    );
    let svg = chart.clone();
    html! {
        <div id="ll-t-result">
            <table id="ll-standings">
                <thead><tr><th>{ "agent" }</th><th>{ "games" }</th><th>{ "wins" }</th><th>{ "win rate" }</th><th>{ "95% interval" }</th></tr></thead>
                <tbody>{ for table.iter().map(|s| html! {
                    <tr><td>{ agent_label(&s.agent) }</td><td class="num">{ s.games }</td><td class="num">{ s.wins }</td><td class="num">{ format!("{:.1}%", 100.0 * s.rate) }</td><td class="num">{ format!("{:.1}–{:.1}%", 100.0 * s.interval.0, 100.0 * s.interval.1) }</td></tr>
                }) }</tbody>
            </table>
            <p id="ll-t-time">{ format!("{} games at {table_count} table{} of {}, {:.2} rounds per game; {:.0} ms of worker time per 1 000 games (summed over the workers).", props.games.len(), if table_count == 1 { "" } else { "s" }, props.run.players, rounds, per_1000) }</p>
            <div class="chart" id="ll-t-chart">{ raw_svg(&chart) }</div>
            <div class="controls">
                <button class="small" onclick={move |_| download("love-letter-standings.csv", "text/csv", &data)}>{ "Export CSV" }</button>
                <button class="small" onclick={move |_| download("love-letter-convergence.svg", "image/svg+xml", &svg)}>{ "Export SVG" }</button>
            </div>
        </div>
    }
}

#[function_component(RacePanel)]
fn race_panel() -> Html {
    let a = use_state(|| "greedy".to_string());
    let b = use_state(|| "random".to_string());
    let alg = use_state(|| "ilebr-star2".to_string());
    let eps = use_state(|| "0.05".to_string());
    let delta = use_state(|| "0.05".to_string());
    let seed = use_state(|| "1".to_string());
    let it = use_state(|| "300".to_string());
    let errors = use_state(Vec::<FieldError>::new);
    let job = use_job();
    let bind_input = |s: &UseStateHandle<String>| {
        let s = s.clone();
        Callback::from(move |e: Event| {
            s.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let bind_select = |s: &UseStateHandle<String>| {
        let s = s.clone();
        Callback::from(move |e: Event| {
            s.set(
                e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                    .value(),
            )
        })
    };
    // The race these fields describe (or every field's error).
    let request = race_request([&a, &b, &alg], [&eps, &delta, &seed, &it]);
    let start = {
        let (request, errors, job) = (request.clone(), errors.clone(), job.clone());
        Callback::from(move |_: MouseEvent| match &request {
            Ok(r) => {
                errors.set(Vec::new());
                job.start(r.clone());
            }
            Err(e) => errors.set(e.clone()),
        })
    };
    let state = match (&*job.state, &*job.detail) {
        (
            JobState::Done(
                JobOutput::LoveLetter(crate::games::love_letter::jobs::Output::Race(_, s)),
                _,
            ),
            _,
        ) => Some(s.clone()),
        (
            JobState::Running(_),
            Some(JobDetail::LoveLetter(crate::games::love_letter::jobs::Detail::Race(s))),
        ) => Some(s.clone()),
        _ => None,
    };
    // The verdict names the agents of the race that was run, and is marked stale once the
    // fields describe another race.
    let current = request.as_ref().ok().cloned().map(JobSpec::from);
    let outcome = match job.result(current.as_ref()) {
        Some((
            JobOutput::LoveLetter(crate::games::love_letter::jobs::Output::Race(o, _)),
            _,
            stale,
        )) => match &*job.started {
            Some(JobSpec::LoveLetter(crate::games::love_letter::jobs::Request::Race {
                a,
                b,
                ..
            })) => Some((o, a.clone(), b.clone(), stale)),
            _ => None,
        },
        _ => None,
    };
    let agent_select = |id: &str, s: &UseStateHandle<String>| {
        html! {
            <select id={id.to_string()} onchange={bind_select(s)}>
                { for AGENTS.iter().map(|x| html! { <option value={*x} selected={**s == *x}>{ agent_label(x) }</option> }) }
            </select>
        }
    };
    html! {
        <div class="ll-panel" id="ll-race">
            <h2>{ "Which agent is better? A race decides" }</h2>
            <p>{ "A race from the racing lab plays whole 2-player games between the two agents, seats alternating, and stops as soon as its confidence bounds on the first agent's win rate μ allow a verdict: with probability at least 1 − δ the bounds hold throughout, so a bound crossing ½ names the better agent with error at most δ; a precision stop means μ is within ε of ½ or decided to within ε." }</p>
            <div class="form-grid">
                <label>{ "agent A" }{ agent_select("ll-r-a", &a) }</label>
                <label>{ "agent B" }{ agent_select("ll-r-b", &b) }</label>
                <label>{ "race" }
                    <select id="ll-r-alg" onchange={bind_select(&alg)}>
                        { for Algorithm::ALL.iter().map(|x| html! { <option value={x.key()} selected={*alg == x.key()}>{ x.name() }</option> }) }
                    </select>
                </label>
                <label>{ "ε" }<input id="ll-r-eps" value={(*eps).clone()} onchange={bind_input(&eps)} />{ field_error(&errors, "r-eps") }</label>
                <label>{ "δ" }<input id="ll-r-delta" value={(*delta).clone()} onchange={bind_input(&delta)} />{ field_error(&errors, "r-delta") }</label>
                <label>{ "seed" }<input id="ll-r-seed" value={(*seed).clone()} onchange={bind_input(&seed)} inputmode="numeric" />{ field_error(&errors, "r-seed") }</label>
                <label>{ "ISMCTS iterations" }<input id="ll-r-it" value={(*it).clone()} onchange={bind_input(&it)} inputmode="numeric" />{ field_error(&errors, "r-it") }</label>
            </div>
            <div class="controls"><button id="ll-r-run" class="primary" disabled={job.running()} onclick={start}>{ "Race" }</button></div>
            <JobProgress ..JobProgressProps::of(&job, "ll-r") />
            if let Some(s) = &state {
                <p id="ll-r-live">{ format!("{} games, {} won by A ({:.1}%)", s.games, s.wins, if s.games == 0 { 0.0 } else { 100.0 * s.wins as f64 / s.games as f64 }) }
                    { s.trace.last().map(|t| format!("; bounds on μ: [{:.3}, {:.3}]", t.lb, t.ub)).unwrap_or_default() }</p>
                { race_chart(s) }
            }
            if let Some((o, ra, rb, stale)) = outcome {
                { crate::web::components::maybe_stale(stale, "ll-r", html! {
                    <p id="ll-r-verdict" role="status"><b>{
                        match o.winner {
                            crate::racing::race::Winner::P1 => format!("{} is better than {}", agent_label(&ra), agent_label(&rb)),
                            crate::racing::race::Winner::P2 => format!("{} is better than {}", agent_label(&rb), agent_label(&ra)),
                            crate::racing::race::Winner::Undecided => "undecided within the game limit".to_string(),
                        }
                    }</b>{ format!(" — after {} games (A won {:.1}%): {}", o.games, 100.0 * o.mean, o.reason.explain()) }</p>
                }) }
            }
        </div>
    }
}

fn race_chart(s: &crate::racing::jobs::RaceState) -> Html {
    if s.trace.len() < 2 {
        return html! {};
    }
    let pts = |f: fn(&crate::racing::race::TestRecord) -> f64| {
        s.trace
            .iter()
            .map(|t| (t.t as f64, f(t)))
            .collect::<Vec<_>>()
    };
    let chart = line_chart(&LineChart {
        title: "A's win rate and the race's bounds".into(),
        x_label: "games".into(),
        y_label: "μ".into(),
        x_scale: Scale::Log,
        y_scale: Scale::Linear,
        series: vec![
            Series {
                name: "mean".into(),
                points: pts(|t| t.mean),
                style: SeriesStyle::Line,
                color: PALETTE[0],
                errors: None,
            },
            Series {
                name: "lower bound".into(),
                points: pts(|t| t.lb),
                style: SeriesStyle::Dashed,
                color: PALETTE[1],
                errors: None,
            },
            Series {
                name: "upper bound".into(),
                points: pts(|t| t.ub),
                style: SeriesStyle::Dashed,
                color: PALETTE[2],
                errors: None,
            },
        ],
        hlines: vec![(0.5, "½".into())],
        vlines: Vec::new(),
        x_range: None,
        y_range: Some((0.0, 1.0)),
        size: (640, 300),
    })
    .unwrap_or_default();
    html! { <div class="chart" id="ll-r-chart">{ raw_svg(&chart) }</div> }
}

#[function_component(LoveLetterBenchPanel)]
fn love_letter_bench_panel() -> Html {
    let table = Callback::from(|out: JobOutput| match out {
        JobOutput::LoveLetter(crate::games::love_letter::jobs::Output::Bench(r)) => html! {
            <div id="ll-bench-result">
                <table>
                    <tbody>
                        <tr><th>{ "random 2-player rounds / s (fast simulator)" }</th><td class="num" id="ll-bench-fast">{ format!("{:.0}", r.fast_rounds_per_second) }</td></tr>
                        <tr><th>{ "… full engine (baseline)" }</th><td class="num">{ format!("{:.0}", r.engine_rounds_per_second) }</td></tr>
                        <tr><th>{ "fast ÷ engine" }</th><td class="num">{ format!("{:.2}", r.fast_over_engine) }</td></tr>
                        <tr><th>{ "ISMCTS iterations / s" }</th><td class="num" id="ll-bench-ismcts">{ format!("{:.0}", r.ismcts_iterations_per_second) }</td></tr>
                    </tbody>
                </table>
                <table id="ll-bench-pairings">
                    <thead><tr><th>{ "pairing" }</th><th>{ "games" }</th><th>{ "ms per 1 000 games" }</th><th>{ "first agent wins" }</th></tr></thead>
                    <tbody>{ for r.pairings.iter().map(|p| html! {
                        <tr><td>{ format!("{} vs {}", p.agents[0], p.agents[1]) }</td><td class="num">{ p.games }</td><td class="num">{ format!("{:.1}", p.ms_per_1000_games) }</td><td class="num">{ format!("{:.1}%", 100.0 * p.first_wins as f64 / p.games as f64) }</td></tr>
                    }) }</tbody>
                </table>
                <pre hidden=true id="ll-bench-json">{ serde_json::to_string(&r).unwrap_or_default() }</pre>
            </div>
        },
        _ => html! {},
    });
    html! {
        <BenchPanel id="ll-bench" summary="Benchmark this browser" button="Run the benchmark" spec={JobSpec::LoveLetter(crate::games::love_letter::jobs::Request::Bench { config: BenchConfig::default() })} {table}>
            <p>{ "In one worker: random 2-player rounds per second (the fast simulator against the full engine), ISMCTS iterations per second, and the time per 1 000 whole games of each pairing — the numbers Malarczyk's 2015 thesis left empty (see About). The same benchmark runs natively as gamelab bench loveletter." }</p>
        </BenchPanel>
    }
}
