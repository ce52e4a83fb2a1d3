//! The Ticket to Ride lab: a game on the USA map against the algorithmic, network or random
//! player (drawn only from what the human may see — the core's [`TableView`]), a game of
//! agents only watched step by step, the thesis's experiment split over one worker per core,
//! the network's training in a worker with a live learning curve, and the benchmark.
//!
//! The match runs on the main thread (an agent decides in well under a millisecond); the long
//! jobs run in workers. The network player plays with a network the page holds: one trained
//! here (a tiny training takes seconds; its weights can be downloaded), or the project's
//! pre-trained network, fetched on request from `ttr_network.json` beside the app (Trunk copies
//! `data/ttr_network.json` there). The weights are deliberately not compiled in (`nn::SHIPPED`
//! would add about 340 KB to every load of every page); the service worker keeps the file once
//! it has been fetched, so it works offline after the first load.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use crate::games::ticket_to_ride::experiment::{
    table, AgentKind, GameResult, Row, THESIS_MEANS, THESIS_OVERALL,
};
use crate::games::ticket_to_ride::forms::{ExperimentForm, ExperimentRequest, TrainForm};
use crate::games::ticket_to_ride::lab::{keep_action, Match, MatchConfig, TableView, HAND_KINDS};
use crate::games::ticket_to_ride::nn::{EpochReport, Network, TrainOutcome};
use crate::games::ticket_to_ride::{kind_name, usa, Action, Phase};
use crate::plot::{csv, line_chart, LineChart, Scale, Series, SeriesStyle, PALETTE};
use crate::web::components::{
    download, fresh_seed, maybe_stale, raw_svg, BenchPanel, JobProgress, JobProgressProps,
};
use crate::web::worker::{
    use_job, use_job_pool, worker_count, JobDetail, JobOutput, JobSpec, JobState,
};

/// The drawing's size in SVG units (the map's coordinates are fractions of it).
const MAP_W: f64 = 1000.0;
const MAP_H: f64 = 580.0;
const MARGIN: f64 = 24.0;

/// The players' colours on the map and in the tables.
const PLAYER_COLORS: [&str; 5] = ["#2563eb", "#dc2626", "#15803d", "#a16207", "#7c3aed"];

/// A card kind's colour on screen (gray routes: `None`).
fn kind_color(k: Option<u8>) -> &'static str {
    match k {
        None => "#c8c8c8",
        Some(c) => match kind_name(c) {
            "red" => "#d62828",
            "blue" => "#1d4ed8",
            "green" => "#16a34a",
            "yellow" => "#facc15",
            "orange" => "#f97316",
            "black" => "#262626",
            "white" => "#fafafa",
            "pink" => "#ec4899",
            _ => "#8b8b8b",
        },
    }
}

fn point(city: usize) -> (f64, f64) {
    let c = &usa().cities[city];
    (
        MARGIN + c.x * (MAP_W - 2.0 * MARGIN),
        MARGIN + c.y * (MAP_H - 2.0 * MARGIN),
    )
}

fn input_value(e: &Event) -> String {
    e.target_unchecked_into::<web_sys::HtmlInputElement>()
        .value()
}

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<web_sys::HtmlSelectElement>()
        .value()
}

/// Where the pre-trained network's weights are served (copied there by Trunk).
const SHIPPED_URL: &str = "ttr_network.json";

/// The text at `url`, fetched by the browser (`fetch`, called through `js_sys` so the page
/// needs no more of `web-sys`).
async fn fetch_text(url: &str) -> Result<String, String> {
    let js = |e: wasm_bindgen::JsValue| format!("{e:?}");
    let global = js_sys::global();
    let fetch: js_sys::Function = js_sys::Reflect::get(&global, &"fetch".into())
        .map_err(js)?
        .dyn_into()
        .map_err(js)?;
    let promise: js_sys::Promise = fetch
        .call1(&global, &url.into())
        .map_err(js)?
        .dyn_into()
        .map_err(js)?;
    let response = JsFuture::from(promise).await.map_err(js)?;
    let get = |name: &str| js_sys::Reflect::get(&response, &name.into()).map_err(js);
    if get("ok")?.as_bool() != Some(true) {
        return Err(format!(
            "{url}: HTTP {}",
            get("status")?.as_f64().unwrap_or(0.0)
        ));
    }
    let text: js_sys::Function = get("text")?.dyn_into().map_err(js)?;
    let promise: js_sys::Promise = text.call0(&response).map_err(js)?.dyn_into().map_err(js)?;
    JsFuture::from(promise)
        .await
        .map_err(js)?
        .as_string()
        .ok_or_else(|| format!("{url}: not text"))
}

/// The Ticket to Ride page.
#[function_component(TicketToRidePage)]
pub fn ticket_to_ride_page() -> Html {
    // The network trained on this page: the `nn` agent plays with it.
    let network = use_state(|| None::<Arc<Network>>);
    let on_network = {
        let network = network.clone();
        Callback::from(move |n: Arc<Network>| network.set(Some(n)))
    };
    html! {
        <section class="page" id="ticket-to-ride">
            <h1>{ "Ticket to Ride: route-building players on the USA map" }</h1>
            <p class="lead">{ "Claim routes between cities with sets of train cards, join the cities on your destination tickets, and score the most points. The algorithmic player of Łabno's 2018 thesis plans the shortest way to join its tickets; the network player imitates it from 26 features of the table. Each decides from its own seat only: neither can read your cards or tickets, and neither can this page's markup read theirs." }</p>
            <MatchPanel network={(*network).clone()} />
            <ExperimentPanel network={(*network).clone()} />
            <TrainPanel {on_network} />
            <TtrBenchPanel />
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct NetworkProps {
    network: Option<Arc<Network>>,
}

/// The match's settings as typed.
#[derive(Clone, PartialEq)]
struct Setup {
    players: usize,
    opponent: String,
    seed: String,
    longest: bool,
}

#[function_component(MatchPanel)]
fn match_panel(props: &NetworkProps) -> Html {
    let setup = use_state(|| Setup {
        players: 2,
        opponent: "algo".into(),
        seed: fresh_seed().to_string(),
        longest: true,
    });
    let game: Rc<RefCell<Match>> = {
        let seed = setup.seed.parse().unwrap_or(1);
        use_mut_ref(move || {
            Match::new(MatchConfig {
                seed,
                ..MatchConfig::default()
            })
            .expect("the default table is valid")
        })
    };
    let update = use_force_update();
    let error = use_state(|| None::<String>);
    let selected = use_state(|| None::<usize>);
    let keep = use_state(Vec::<bool>::new);
    let playing = use_state(|| false);
    let speed = use_state(|| 5u32);

    // The watch ticker: one action per tick.
    {
        let (game, update, playing) = (game.clone(), update.clone(), playing.clone());
        use_effect_with((*playing, *speed), move |&(on, speed)| {
            let interval = on.then(|| {
                gloo_timers::callback::Interval::new(1000 / speed.max(1), move || {
                    let stepped = game.borrow_mut().step();
                    if !stepped {
                        playing.set(false);
                    }
                    update.force_update();
                })
            });
            move || drop(interval)
        });
    }

    let start = |watch: bool| {
        let (setup, game, update, error, selected, keep, playing) = (
            setup.clone(),
            game.clone(),
            update.clone(),
            error.clone(),
            selected.clone(),
            keep.clone(),
            playing.clone(),
        );
        let network = props.network.clone();
        Callback::from(move |_: MouseEvent| {
            let seed: u64 = match setup.seed.trim().parse() {
                Ok(s) => s,
                Err(_) => {
                    error.set(Some(format!(
                        "the seed must be a whole number 0–{}, not {:?}",
                        u64::MAX,
                        setup.seed
                    )));
                    return;
                }
            };
            let opponent = match (setup.opponent.as_str(), &network) {
                ("random", _) => AgentKind::Random,
                ("nn", Some(n)) => AgentKind::Nn(n.clone()),
                _ => AgentKind::Algo,
            };
            match Match::new(MatchConfig {
                players: setup.players,
                opponent,
                seed,
                longest_path_bonus: setup.longest,
                watch,
            }) {
                Ok(m) => {
                    *game.borrow_mut() = m;
                    error.set(None);
                    selected.set(None);
                    keep.set(Vec::new());
                    playing.set(watch);
                    update.force_update();
                }
                Err(e) => error.set(Some(e)),
            }
        })
    };
    let play = {
        let (game, update, error, selected, keep) = (
            game.clone(),
            update.clone(),
            error.clone(),
            selected.clone(),
            keep.clone(),
        );
        Callback::from(move |a: Action| {
            let r = game.borrow_mut().play(a);
            error.set(r.err());
            selected.set(None);
            keep.set(Vec::new());
            update.force_update();
        })
    };

    let m = game.borrow();
    let view = m.view();
    let watch = m.config().watch;
    let over = m.over();
    let scores = m.scores();
    let names = m.names().to_vec();
    let log: Vec<(u8, String)> = m.log().iter().map(|e| (e.player, e.text.clone())).collect();
    let record = m.record_json();
    let config_line = format!(
        "{} players · {} · seed {} · longest path {}",
        m.config().players,
        if watch {
            format!("agents only ({})", m.config().opponent.name())
        } else {
            format!("you against {}", m.config().opponent.name())
        },
        m.config().seed,
        if m.config().longest_path_bonus {
            "on"
        } else {
            "off"
        }
    );
    drop(m);

    let c = &view.choices;
    let my_turn = !watch && !over && view.current == view.me;
    let claimable: Vec<usize> = c.claims.iter().map(|x| x.route).collect();
    let on_route = {
        let selected = selected.clone();
        Callback::from(move |r: usize| selected.set(Some(r)))
    };

    // Keep-ticket checkboxes: all offered tickets ticked until the human unticks some.
    let keep_now: Vec<bool> = if keep.len() == view.offered.len() {
        (*keep).clone()
    } else {
        vec![true; view.offered.len()]
    };
    let kept = keep_now.iter().filter(|&&k| k).count();

    let s = (*setup).clone();
    let set_setup = |f: fn(&mut Setup, Event)| {
        let setup = setup.clone();
        Callback::from(move |e: Event| {
            let mut x = (*setup).clone();
            f(&mut x, e);
            setup.set(x);
        })
    };
    let nn_ready = props.network.is_some();

    html! {
        <div class="ttr-panel" id="ttr-match">
            <h2>{ "Play a game" }</h2>
            <div class="form-grid">
                <label>{ "players" }
                    <select id="ttr-players" onchange={set_setup(|x, e| x.players = select_value(&e).parse().unwrap_or(2))}>
                        { for (2..=5).map(|n| html! { <option value={n.to_string()} selected={s.players == n}>{ n }</option> }) }
                    </select>
                </label>
                <label>{ "opponents" }
                    <select id="ttr-opponent" onchange={set_setup(|x, e| x.opponent = select_value(&e))}>
                        <option value="algo" selected={s.opponent == "algo"}>{ "algorithmic" }</option>
                        <option value="nn" selected={s.opponent == "nn"} disabled={!nn_ready}>{ if nn_ready { "network (trained below)" } else { "network (train one below first)" } }</option>
                        <option value="random" selected={s.opponent == "random"}>{ "random" }</option>
                    </select>
                </label>
                <label>{ "seed" }<input id="ttr-seed" value={s.seed.clone()} inputmode="numeric" onchange={set_setup(|x, e| x.seed = input_value(&e))} /></label>
                <label class="check"><input type="checkbox" id="ttr-longest" checked={s.longest} onchange={set_setup(|x, e| x.longest = e.target_unchecked_into::<web_sys::HtmlInputElement>().checked())} />{ "longest path +10" }</label>
            </div>
            <div class="controls">
                <button id="ttr-new" class="primary" onclick={start(false)}>{ "New game" }</button>
                <button id="ttr-watch" onclick={start(true)}>{ "Watch agents play" }</button>
                if watch {
                    <label>{ "steps per second " }
                        <select id="ttr-speed" onchange={{ let speed = speed.clone(); Callback::from(move |e: Event| speed.set(select_value(&e).parse().unwrap_or(5))) }}>
                            { for [1u32, 2, 5, 10, 20, 50].iter().map(|v| html! { <option value={v.to_string()} selected={*speed == *v}>{ v }</option> }) }
                        </select>
                    </label>
                    <button id="ttr-pause" disabled={over} onclick={{ let playing = playing.clone(); Callback::from(move |_: MouseEvent| playing.set(!*playing)) }}>{ if *playing { "Pause" } else { "Play" } }</button>
                    <button id="ttr-step" disabled={over || *playing} onclick={{ let (game, update) = (game.clone(), update.clone()); Callback::from(move |_: MouseEvent| { game.borrow_mut().step(); update.force_update(); }) }}>{ "Step" }</button>
                }
            </div>
            <p class="hint" id="ttr-config">{ config_line }</p>
            if let Some(e) = &*error { <p class="error" id="ttr-error" role="alert">{ e }</p> }
            <p class="ttr-status" id="ttr-status" role="status">{ status_line(&view, &names, watch, over) }</p>
            <MapView view={view.clone()} claimable={claimable.clone()} selected={*selected} on_route={on_route.clone()} />
            <div class="ttr-board">
                <div class="ttr-cards">
                    <h3>{ "Face up" }</h3>
                    <div class="controls" id="ttr-faceup">
                        { for view.face_up.iter().enumerate().map(|(slot, card)| {
                            let legal = my_turn && c.face_up.contains(&(slot as u8));
                            let play = play.clone();
                            let label = card.map_or("—", kind_name);
                            html! {
                                <button id={format!("ttr-faceup-{slot}")} class="ttr-card" disabled={!legal}
                                    style={format!("--card:{}", kind_color(*card))}
                                    onclick={Callback::from(move |_: MouseEvent| play.emit(Action::DrawFaceUp(slot as u8)))}>{ label }</button>
                            }
                        }) }
                        <button id="ttr-deck" disabled={!(my_turn && c.deck)} onclick={{ let play = play.clone(); Callback::from(move |_: MouseEvent| play.emit(Action::DrawDeck)) }}>{ format!("Draw from the deck ({})", view.deck_len) }</button>
                    </div>
                    <p class="hint">{ format!("discard pile: {} · tickets left: {}", view.discard_len, view.ticket_deck_len) }</p>
                    if !watch {
                        <h3>{ "Your hand" }</h3>
                        <div class="ttr-hand" id="ttr-hand">
                            { for HAND_KINDS.iter().filter(|&&k| view.hand[usize::from(k)] > 0).map(|&k| html! {
                                <span class="ttr-chip" style={format!("--card:{}", kind_color(Some(k)))} data-kind={kind_name(k)}>{ format!("{} × {}", kind_name(k), view.hand[usize::from(k)]) }</span>
                            }) }
                            if view.hand.iter().all(|&n| n == 0) { <span class="hint">{ "no cards" }</span> }
                        </div>
                        <h3>{ "Your tickets" }</h3>
                        <ul class="ttr-tickets" id="ttr-my-tickets">
                            { for view.tickets.iter().map(|t| html! {
                                <li class={classes!(t.done.then_some("done"))}>{ &t.name }{ if t.done { " ✓ joined" } else { " — not yet" } }</li>
                            }) }
                        </ul>
                    }
                </div>
                if my_turn {
                    <div class="ttr-actions" id="ttr-actions">
                        <h3>{ "Your turn" }</h3>
                        if !view.offered.is_empty() {
                            <fieldset id="ttr-offer"><legend>{ format!("Keep at least {} of these tickets", c.keep_min) }</legend>
                                { for view.offered.iter().enumerate().map(|(i, t)| {
                                    let (keep, now) = (keep.clone(), keep_now.clone());
                                    let checked = now[i];
                                    html! {
                                        <label class="check"><input type="checkbox" id={format!("ttr-keep-{i}")} {checked}
                                            onchange={Callback::from(move |_: Event| { let mut k = now.clone(); k[i] = !k[i]; keep.set(k); })} />
                                            { format!("{} ({} points)", t.name, t.points) }</label>
                                    }
                                }) }
                                <button id="ttr-keep" class="primary" disabled={kept < c.keep_min}
                                    onclick={{ let (play, now) = (play.clone(), keep_now.clone()); Callback::from(move |_: MouseEvent| play.emit(keep_action(&now))) }}>
                                    { format!("Keep {kept}") }</button>
                            </fieldset>
                        } else {
                            if !c.claims.is_empty() {
                                <label>{ "claim a route (or click it on the map) " }
                                    <select id="ttr-claim-route" onchange={{ let selected = selected.clone(); Callback::from(move |e: Event| selected.set(select_value(&e).parse().ok())) }}>
                                        <option value="" selected={selected.is_none()}>{ format!("{} claimable", c.claims.len()) }</option>
                                        { for c.claims.iter().map(|x| html! { <option value={x.route.to_string()} selected={*selected == Some(x.route)}>{ &x.name }</option> }) }
                                    </select>
                                </label>
                                if let Some(choice) = selected.and_then(|r| c.claims.iter().find(|x| x.route == r)) {
                                    <div class="controls" id="ttr-payments">
                                        { for choice.payments.iter().enumerate().map(|(i, (a, words))| {
                                            let (play, a) = (play.clone(), *a);
                                            html! { <button id={format!("ttr-pay-{i}")} class="primary" onclick={Callback::from(move |_: MouseEvent| play.emit(a))}>{ format!("Pay {words}") }</button> }
                                        }) }
                                    </div>
                                }
                            } else if view.phase == Phase::Start {
                                <p class="hint">{ "No route can be claimed with your cards." }</p>
                            }
                            <div class="controls">
                                if c.draw_tickets {
                                    <button id="ttr-draw-tickets" onclick={{ let play = play.clone(); Callback::from(move |_: MouseEvent| play.emit(Action::DrawTickets)) }}>{ "Draw tickets" }</button>
                                }
                                if c.pass {
                                    <button id="ttr-pass" onclick={{ let play = play.clone(); Callback::from(move |_: MouseEvent| play.emit(Action::Pass)) }}>{ "Pass" }</button>
                                }
                            </div>
                            if view.phase == Phase::SecondCard {
                                <p class="hint">{ "Take a second card: face up (not a locomotive) or from the deck." }</p>
                            }
                        }
                    </div>
                }
            </div>
            <div class="scroll">
                <table class="ttr-seats" id="ttr-seats">
                    <thead><tr><th>{ "player" }</th><th>{ "trains" }</th><th>{ "cards" }</th><th>{ "tickets" }</th><th>{ "route points" }</th></tr></thead>
                    <tbody>{ for view.seats.iter().enumerate().map(|(p, seat)| html! {
                        <tr class={classes!((p as u8 == view.current && !over).then_some("to-move"))} id={format!("ttr-seat-{p}")}>
                            <td><span class="ttr-dot" style={format!("background:{}", PLAYER_COLORS[p])}></span>{ &seat.name }</td>
                            <td class="num">{ seat.trains }</td><td class="num">{ seat.hand_size }</td><td class="num">{ seat.tickets }</td><td class="num">{ seat.route_points }</td>
                        </tr>
                    }) }</tbody>
                </table>
            </div>
            if let Some(rows) = scores {
                <div class="ttr-result" id="ttr-over" role="status">
                    <h3>{ "Final scores" }</h3>
                    <div class="scroll">
                        <table id="ttr-scores">
                            <thead><tr><th>{ "player" }</th><th>{ "routes" }</th><th>{ "tickets" }</th><th>{ "completed / failed" }</th><th>{ "longest path" }</th><th>{ "total" }</th></tr></thead>
                            <tbody>{ for rows.iter().map(|r| html! {
                                <tr class={classes!(r.winner.then_some("winner"))}>
                                    <td>{ &r.name }{ if r.winner { " (winner)" } else { "" } }</td>
                                    <td class="num">{ r.score.routes }</td><td class="num">{ r.score.tickets }</td>
                                    <td class="num">{ format!("{} / {}", r.score.completed, r.score.failed) }</td>
                                    <td class="num">{ format!("{} ({} trains)", r.score.longest_path, r.score.path_length) }</td>
                                    <td class="num ttr-total">{ r.score.total }</td>
                                </tr>
                            }) }</tbody>
                        </table>
                    </div>
                </div>
            }
            <div class="controls">
                <button id="ttr-export" class="small" disabled={!over} onclick={Callback::from(move |_: MouseEvent| download("ticket-to-ride-game.json", "application/json", &record))}>{ "Export record (JSON)" }</button>
            </div>
            <h3>{ "Log" }</h3>
            <ol class="ttr-log" id="ttr-log" aria-live="polite">
                { for log.iter().rev().map(|(p, text)| html! { <li><b>{ &names[usize::from(*p)] }</b>{ " " }{ text }</li> }) }
            </ol>
        </div>
    }
}

fn status_line(v: &TableView, names: &[String], watch: bool, over: bool) -> String {
    if over {
        return "The game is over.".into();
    }
    let who = &names[usize::from(v.current)];
    let last = if v.last_round { " — last round" } else { "" };
    if !watch && v.current == v.me {
        let what = match v.phase {
            Phase::SetupTickets => "keep at least 2 of your first tickets",
            Phase::ChooseTickets => "keep at least 1 of the tickets drawn",
            Phase::SecondCard => "take your second card",
            _ => "draw cards, claim a route or draw tickets",
        };
        format!("Turn {}: your move — {what}{last}", v.turns + 1)
    } else {
        format!("Turn {}: {who} to play{last}", v.turns + 1)
    }
}

#[derive(Properties, PartialEq)]
struct MapProps {
    view: TableView,
    claimable: Vec<usize>,
    selected: Option<usize>,
    on_route: Callback<usize>,
}

/// The map from the data: cities as labelled dots, each route as its cars along the segment
/// between its cities, the two tracks of a double route side by side.
#[function_component(MapView)]
fn map_view(props: &MapProps) -> Html {
    let map = usa();
    let v = &props.view;
    let mut ticket_cities = Vec::new();
    for t in v.tickets.iter().chain(v.offered.iter()) {
        ticket_cities.push(t.cities.0);
        ticket_cities.push(t.cities.1);
    }
    let routes = map.routes.iter().enumerate().map(|(r, route)| {
        let (ax, ay) = point(route.a);
        let (bx, by) = point(route.b);
        let (dx, dy) = (bx - ax, by - ay);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ux, uy) = (dx / len, dy / len);
        let (nx, ny) = (-uy, ux);
        let offset = match route.partner {
            Some(q) if q < r => 5.5,
            Some(_) => -5.5,
            None => 0.0,
        };
        let end = 9.0;
        let cars = f64::from(route.length);
        let slot = (len - 2.0 * end) / cars;
        let car = (slot - 2.0).max(2.0);
        let angle = uy.atan2(ux).to_degrees();
        let owner = v.owner[r];
        let fill = match owner {
            Some(p) => PLAYER_COLORS[usize::from(p)],
            None => kind_color(route.color),
        };
        let claimable = props.claimable.contains(&r);
        let selected = props.selected == Some(r);
        let on_route = props.on_route.clone();
        let onclick = claimable.then(|| Callback::from(move |_: MouseEvent| on_route.emit(r)));
        let title = format!(
            "{}{}",
            map.route_name(r),
            match owner {
                Some(p) => format!(" — claimed by {}", v.seats[usize::from(p)].name),
                None => String::new(),
            }
        );
        html! {
            <g id={format!("ttr-route-{r}")} class={classes!("ttr-route", owner.map(|_| "claimed"), claimable.then_some("claimable"), selected.then_some("selected"))}
                data-owner={owner.map(|p| p.to_string())} {onclick}>
                <title>{ title }</title>
                { for (0..route.length).map(|i| {
                    let t = end + slot * (f64::from(i) + 0.5);
                    let cx = ax + ux * t + nx * offset;
                    let cy = ay + uy * t + ny * offset;
                    html! {
                        <g transform={format!("translate({cx:.1} {cy:.1}) rotate({angle:.1})")}>
                            <rect x={format!("{:.1}", -car / 2.0)} y="-4" width={format!("{car:.1}")} height="8" rx="1.5" fill={fill} />
                            if owner.is_some() { <circle r="2.2" fill="#fff" /> }
                        </g>
                    }
                }) }
            </g>
        }
    });
    let cities = map.cities.iter().enumerate().map(|(i, city)| {
        let (x, y) = point(i);
        let ticket = ticket_cities.contains(&i);
        let anchor = if city.x > 0.85 { "end" } else { "start" };
        let tx = if city.x > 0.85 { x - 7.0 } else { x + 7.0 };
        html! {
            <g class={classes!("ttr-city", ticket.then_some("ticket"))}>
                <circle cx={format!("{x:.1}")} cy={format!("{y:.1}")} r={if ticket { "7" } else { "5" }} />
                <text x={format!("{tx:.1}")} y={format!("{:.1}", y - 7.0)} text-anchor={anchor}>{ &city.name }</text>
            </g>
        }
    });
    html! {
        <>
        <div class="ttr-map-box" id="ttr-map-box">
            <svg class="ttr-map" id="ttr-map" viewBox={format!("0 0 {MAP_W} {MAP_H}")} role="img" aria-label="The USA map with its routes">
                { for routes }
                { for cities }
            </svg>
        </div>
            <p class="hint ttr-legend">{ "Unclaimed routes in their card colour (gray: any one colour); claimed routes in their owner's colour with a white dot on each car; your ticket cities ringed. Click a claimable route (outlined in blue) to claim it." }</p>
        </>
    }
}

#[function_component(ExperimentPanel)]
fn experiment_panel(props: &NetworkProps) -> Html {
    let form = use_state(ExperimentForm::default);
    let error = use_state(|| None::<String>);
    let n = worker_count();
    let pool = use_job_pool(n);
    let run = use_state(|| None::<ExperimentRequest>);
    let start = {
        let (form, error, pool, run) = (form.clone(), error.clone(), pool.clone(), run.clone());
        let network = props.network.clone();
        Callback::from(move |_: MouseEvent| match form.request() {
            Ok(r) => {
                if r.agent == "nn" && network.is_none() {
                    error.set(Some("train a network below first".into()));
                    return;
                }
                error.set(None);
                let ExperimentRequest {
                    agent,
                    players,
                    games,
                    seed,
                } = r.clone();
                let workers = (pool.len() as u64).min(games * players.len() as u64);
                for i in 0..workers {
                    pool.start(
                        i as usize,
                        JobSpec::TicketToRide(
                            crate::games::ticket_to_ride::jobs::Request::Experiment {
                                agent: agent.clone(),
                                network: (agent == "nn")
                                    .then(|| network.as_deref().cloned())
                                    .flatten(),
                                players: players.clone(),
                                games,
                                seed,
                                first: i,
                                stride: workers,
                            },
                        ),
                    );
                }
                run.set(Some(r));
            }
            Err(e) => error.set(Some(e)),
        })
    };
    let cancel = {
        let pool = pool.clone();
        Callback::from(move |_: MouseEvent| pool.cancel())
    };
    let finished: Option<Vec<GameResult>> = pool.finished().map(|outputs| {
        let mut games = Vec::new();
        for (output, _) in outputs {
            if let JobOutput::TicketToRide(crate::games::ticket_to_ride::jobs::Output::Games(g)) =
                output
            {
                games.extend(g.iter().cloned());
            }
        }
        games.sort_by_key(|g| (g.players, g.index));
        games
    });
    let f = (*form).clone();
    let set = |w: fn(&mut ExperimentForm, String), select: bool| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut x = (*form).clone();
            w(
                &mut x,
                if select {
                    select_value(&e)
                } else {
                    input_value(&e)
                },
            );
            form.set(x);
        })
    };
    let progress = pool.progress();
    html! {
        <div class="ttr-panel" id="ttr-experiment">
            <h2>{ "The thesis's experiment" }</h2>
            <p>{ "Many games with one kind of player in every seat, split across the workers — the same games as gamelab ttr experiment with the same seed (game i at p players is dealt from the seed's stream p, then i). The table is the thesis's (Łabno 2018, ch. 5): scores, the share of players over 110, 120 and 140 points, tickets, forbidden moves (the network's decisions that were not legal, replaced by the algorithmic player's) — beside the thesis's mean (250 games per table size)." }</p>
            <div class="form-grid">
                <label>{ "player" }
                    <select id="ttr-x-agent" onchange={set(|x, v| x.agent = v, true)}>
                        <option value="algo" selected={f.agent == "algo"}>{ "algorithmic" }</option>
                        <option value="nn" selected={f.agent == "nn"} disabled={props.network.is_none()}>{ "network (trained below)" }</option>
                        <option value="random" selected={f.agent == "random"}>{ "random" }</option>
                    </select>
                </label>
                <label>{ "players" }
                    <select id="ttr-x-players" onchange={set(|x, v| x.players = v, true)}>
                        { for (2..=5).map(|p| html! { <option value={p.to_string()} selected={f.players == p.to_string()}>{ p }</option> }) }
                        <option value="all" selected={f.players == "all"}>{ "2–5 (every size)" }</option>
                    </select>
                </label>
                <label>{ "games per table size" }<input id="ttr-x-games" value={f.games.clone()} inputmode="numeric" onchange={set(|x, v| x.games = v, false)} /></label>
                <label>{ "seed" }<input id="ttr-x-seed" value={f.seed.clone()} inputmode="numeric" onchange={set(|x, v| x.seed = v, false)} /></label>
            </div>
            if let Some(e) = &*error { <p class="error" id="ttr-x-error" role="alert">{ e }</p> }
            <div class="controls">
                <button id="ttr-x-run" class="primary" disabled={pool.running()} onclick={start}>{ format!("Run ({n} workers)") }</button>
                if pool.running() { <button id="ttr-x-cancel" onclick={cancel}>{ "Cancel" }</button> }
            </div>
            if let (true, Some(p)) = (pool.running(), progress) {
                <div class="job"><progress id="ttr-x-progress" max="1" value={p.fraction.to_string()}></progress><span class="job-status">{ format!("running: {} games played", p.done) }</span></div>
            }
            if let (Some(games), Some(r)) = (finished, (*run).clone()) {
                { maybe_stale(form.request().ok().as_ref() != Some(&r), "ttr-x", experiment_table(&games, &r.agent)) }
            }
        </div>
    }
}

fn thesis_mean(agent: &str, players: Option<u8>) -> Option<f64> {
    let pick = |algo: f64, nn: f64| match agent {
        "algo" => Some(algo),
        "nn" => Some(nn),
        _ => None,
    };
    match players {
        Some(p) => THESIS_MEANS
            .iter()
            .find(|m| m.0 == p)
            .and_then(|m| pick(m.1, m.2)),
        None => pick(THESIS_OVERALL.0, THESIS_OVERALL.1),
    }
}

fn experiment_table(games: &[GameResult], agent: &str) -> Html {
    let rows: Vec<Row> = table(games);
    let cells = |r: &Row| -> Vec<String> {
        vec![
            r.players.map_or("all".into(), |p| p.to_string()),
            r.games.to_string(),
            format!("{:.1}", r.mean),
            thesis_mean(agent, r.players).map_or("–".into(), |m| format!("{m:.1}")),
            format!("{:.1}", r.std),
            format!("{:.0}", r.min),
            format!("{:.1}", r.median),
            format!("{:.0}", r.max),
            format!("{:.1}", r.over_110),
            format!("{:.1}", r.over_120),
            format!("{:.1}", r.over_140),
            format!("{:.2}", r.completed),
            format!("{:.2}", r.failed),
            format!("{:.2}", r.forbidden_rate),
            format!("{:.1}", r.turns),
        ]
    };
    let head = [
        "players",
        "games",
        "mean",
        "thesis mean",
        "std",
        "min",
        "median",
        "max",
        "% > 110",
        "% > 120",
        "% > 140",
        "completed",
        "failed",
        "forbidden %",
        "turns",
    ];
    let body: Vec<Vec<String>> = rows.iter().map(cells).collect();
    let data = csv(&head, &body);
    html! {
        <div id="ttr-x-result">
            <div class="scroll">
                <table id="ttr-x-table">
                    <thead><tr>{ for head.iter().map(|h| html! { <th>{ *h }</th> }) }</tr></thead>
                    <tbody>{ for body.iter().map(|row| html! { <tr>{ for row.iter().map(|c| html! { <td class="num">{ c }</td> }) }</tr> }) }</tbody>
                </table>
            </div>
            <div class="controls">
                <button class="small" id="ttr-x-csv" onclick={move |_| download("ticket-to-ride-experiment.csv", "text/csv", &data)}>{ "Export CSV" }</button>
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct TrainProps {
    on_network: Callback<Arc<Network>>,
}

#[function_component(TrainPanel)]
fn train_panel(props: &TrainProps) -> Html {
    let form = use_state(TrainForm::default);
    let error = use_state(|| None::<String>);
    let job = use_job();
    let request = form.config().map(|config| {
        JobSpec::TicketToRide(crate::games::ticket_to_ride::jobs::Request::Train { config })
    });
    let start = {
        let (request, error, job) = (request.clone(), error.clone(), job.clone());
        Callback::from(move |_: MouseEvent| match &request {
            Ok(spec) => {
                error.set(None);
                job.start(spec.clone());
            }
            Err(e) => error.set(Some(e.clone())),
        })
    };
    // The outcome, the worker's wall time, and whether the form still describes it.
    let outcome: Option<(TrainOutcome, bool)>;
    let mut millis = 0.0;
    match job.result(request.as_ref().ok()) {
        Some((
            JobOutput::TicketToRide(crate::games::ticket_to_ride::jobs::Output::Trained(o)),
            ms,
            stale,
        )) => {
            millis = ms;
            outcome = Some((*o, stale));
        }
        _ => outcome = None,
    }
    // A finished training's network plays the page's `nn` games.
    {
        let on_network = props.on_network.clone();
        let network = outcome.as_ref().map(|(o, _)| o.network.clone());
        use_effect_with(network, move |n| {
            if let Some(n) = n {
                on_network.emit(Arc::new(n.clone()));
            }
        });
    }
    let epochs: Vec<EpochReport> = match (&*job.state, &*job.detail, &outcome) {
        (_, _, Some((o, _))) => o.epochs.clone(),
        (
            JobState::Running(_),
            Some(JobDetail::TicketToRide(crate::games::ticket_to_ride::jobs::Detail::Train(e))),
            _,
        ) => e.clone(),
        _ => Vec::new(),
    };
    let f = (*form).clone();
    let set = |w: fn(&mut TrainForm, String)| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut x = (*form).clone();
            w(&mut x, input_value(&e));
            form.set(x);
        })
    };
    let weights = outcome.as_ref().map(|(o, _)| o.network.to_json());
    let loaded = use_state(|| None::<Result<String, String>>);
    let load = {
        let (loaded, on_network) = (loaded.clone(), props.on_network.clone());
        Callback::from(move |_: MouseEvent| {
            let (loaded, on_network) = (loaded.clone(), on_network.clone());
            loaded.set(Some(Ok("loading…".into())));
            wasm_bindgen_futures::spawn_local(async move {
                let result = fetch_text(SHIPPED_URL)
                    .await
                    .and_then(|text| Network::from_json(&text));
                match result {
                    Ok(n) => {
                        let message = format!(
                            "The pre-trained network ({} parameters) now plays as the network opponent.",
                            n.parameters()
                        );
                        on_network.emit(Arc::new(n));
                        loaded.set(Some(Ok(message)));
                    }
                    Err(e) => loaded.set(Some(Err(format!("could not load the network: {e}")))),
                }
            });
        })
    };
    html! {
        <div class="ttr-panel" id="ttr-train">
            <h2>{ "Train the network player" }</h2>
            <p>{ "As in the thesis: the algorithmic player plays the teacher's games; the decisions of seats that scored at least 120 (or the best half) become examples of the four decisions (claim, draw cards, draw tickets, pass); a 26→180→160→4 network learns them with AdaGrad in mini-batches, a tenth held out. After each epoch the network plays a few games of its own. When the training ends, the network plays the page's games as the network opponent." }</p>
            <div class="form-grid">
                <label>{ "teacher games per table size" }<input id="ttr-t-games" value={f.games.clone()} inputmode="numeric" onchange={set(|x, v| x.games = v)} /></label>
                <label>{ "table sizes" }<input id="ttr-t-counts" value={f.counts.clone()} onchange={set(|x, v| x.counts = v)} /></label>
                <label>{ "epochs" }<input id="ttr-t-epochs" value={f.epochs.clone()} inputmode="numeric" onchange={set(|x, v| x.epochs = v)} /></label>
                <label>{ "batch" }<input id="ttr-t-batch" value={f.batch.clone()} inputmode="numeric" onchange={set(|x, v| x.batch = v)} /></label>
                <label>{ "learning rate" }<input id="ttr-t-rate" value={f.rate.clone()} onchange={set(|x, v| x.rate = v)} /></label>
                <label>{ "evaluation games per epoch" }<input id="ttr-t-eval" value={f.eval.clone()} inputmode="numeric" onchange={set(|x, v| x.eval = v)} /></label>
                <label>{ "seed" }<input id="ttr-t-seed" value={f.seed.clone()} inputmode="numeric" onchange={set(|x, v| x.seed = v)} /></label>
            </div>
            if let Some(e) = &*error { <p class="error" id="ttr-t-error" role="alert">{ e }</p> }
            <div class="controls">
                <button id="ttr-t-run" class="primary" disabled={job.running()} onclick={start}>{ "Train" }</button>
                <button id="ttr-t-load" onclick={load}>{ "…or load the pre-trained network (340 KB)" }</button>
            </div>
            if let Some(Ok(m)) = &*loaded { <p id="ttr-t-loaded" role="status">{ m }</p> }
            if let Some(Err(e)) = &*loaded { <p class="error" id="ttr-t-loaded" role="alert">{ e }</p> }
            <JobProgress ..JobProgressProps::of(&job, "ttr-t") />
            if !epochs.is_empty() {
                { maybe_stale(outcome.as_ref().is_some_and(|o| o.1), "ttr-t", epochs_view(&epochs)) }
            }
            if let (Some((o, _)), Some(w)) = (&outcome, weights) {
                <p id="ttr-t-done">{ format!("Trained on {} decisions from {} teacher games ({} seats kept, mean score {:.1}). The network opponent now plays with it.", o.data.train, o.data.games, o.data.kept_seats, o.data.kept_mean_score) }</p>
                <p id="ttr-t-time" data-millis={format!("{millis:.0}")} data-epochs={o.epochs.len().to_string()}>{ format!("{:.1} s in the worker, {:.2} s per epoch (the teacher's games and the evaluation games included).", millis / 1e3, millis / 1e3 / o.epochs.len().max(1) as f64) }</p>
                <div class="controls">
                    <button class="small" id="ttr-t-download" onclick={move |_| download("ttr_network.json", "application/json", &w)}>{ "Download weights" }</button>
                </div>
            }
        </div>
    }
}

fn epochs_view(epochs: &[EpochReport]) -> Html {
    let series = |name: &str,
                  color: (u8, u8, u8),
                  style: SeriesStyle,
                  f: fn(&EpochReport) -> Option<f64>| Series {
        name: name.into(),
        points: epochs
            .iter()
            .filter_map(|e| f(e).map(|y| (f64::from(e.epoch), y)))
            .collect(),
        style,
        color,
        errors: None,
    };
    let chart = line_chart(&LineChart {
        title: "Loss and accuracy after each epoch".into(),
        x_label: "epoch".into(),
        y_label: "cross-entropy / share right".into(),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series: vec![
            series("training loss", PALETTE[0], SeriesStyle::Line, |e| {
                Some(e.loss)
            }),
            series("held-out loss", PALETTE[0], SeriesStyle::Dashed, |e| {
                e.held_out_loss
            }),
            series("training accuracy", PALETTE[1], SeriesStyle::Line, |e| {
                Some(e.accuracy)
            }),
            series("held-out accuracy", PALETTE[1], SeriesStyle::Dashed, |e| {
                e.held_out_accuracy
            }),
        ],
        hlines: Vec::new(),
        vlines: Vec::new(),
        x_range: Some((1.0, f64::from(epochs.len().max(2) as u32))),
        y_range: None,
        size: (640, 300),
    })
    .unwrap_or_default();
    let opt = |v: Option<f64>, d: usize| v.map_or("–".into(), |x| format!("{x:.d$}"));
    html! {
        <div id="ttr-t-result">
            <div class="chart" id="ttr-t-chart">{ raw_svg(&chart) }</div>
            <div class="scroll">
                <table id="ttr-t-epochs">
                    <thead><tr><th>{ "epoch" }</th><th>{ "loss" }</th><th>{ "accuracy" }</th><th>{ "held-out loss" }</th><th>{ "held-out accuracy" }</th><th>{ "mean score" }</th><th>{ "forbidden %" }</th></tr></thead>
                    <tbody>{ for epochs.iter().map(|e| html! {
                        <tr><td class="num">{ e.epoch }</td><td class="num">{ format!("{:.4}", e.loss) }</td><td class="num">{ format!("{:.3}", e.accuracy) }</td>
                            <td class="num">{ opt(e.held_out_loss, 4) }</td><td class="num">{ opt(e.held_out_accuracy, 3) }</td>
                            <td class="num">{ opt(e.evaluation.as_ref().map(|v| v.mean_score), 1) }</td>
                            <td class="num">{ opt(e.evaluation.as_ref().map(|v| 100.0 * v.forbidden_rate), 1) }</td></tr>
                    }) }</tbody>
                </table>
            </div>
        </div>
    }
}

#[function_component(TtrBenchPanel)]
fn ttr_bench_panel() -> Html {
    let table = Callback::from(|out: JobOutput| match out {
        JobOutput::TicketToRide(crate::games::ticket_to_ride::jobs::Output::Bench(r)) => html! {
            <div id="ttr-bench-result">
                <div class="scroll">
                    <table>
                        <thead><tr><th>{ "players" }</th><th>{ "algorithmic games / s" }</th><th>{ "random games / s" }</th><th>{ "algo ÷ random speed" }</th><th>{ "turns per game" }</th></tr></thead>
                        <tbody>{ for r.rows.iter().map(|row| html! {
                            <tr><td class="num">{ row.players }</td><td class="num">{ format!("{:.1}", row.algo_games_per_second) }</td><td class="num">{ format!("{:.1}", row.random_games_per_second) }</td><td class="num">{ format!("{:.3}", row.algo_over_random) }</td><td class="num">{ format!("{:.1}", row.turns_per_game) }</td></tr>
                        }) }</tbody>
                    </table>
                </div>
                <pre hidden=true id="ttr-bench-json">{ serde_json::to_string(&r).unwrap_or_default() }</pre>
            </div>
        },
        _ => html! {},
    });
    html! {
        <BenchPanel id="ttr-bench" summary="Benchmark this browser" button="Run the benchmark" spec={JobSpec::TicketToRide(crate::games::ticket_to_ride::jobs::Request::Bench { games: 100 })} {table}>
            <p>{ "In one worker: whole games per second for 2–5 players, the algorithmic player in every seat against the same engine driven by random legal moves (100 games each). The same benchmark runs natively as gamelab bench ttr." }</p>
        </BenchPanel>
    }
}
