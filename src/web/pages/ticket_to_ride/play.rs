//! The match: a game against the algorithmic, network or random player, or agents only watched
//! step by step. The match runs on the main thread (the core's [`Match`], kept in a cell); the
//! panel shows the human's view only and offers the legal actions grouped. Its settings live in
//! the page's address (the core's [`Link`]): a link's seed deals the game, a link that cannot be
//! read is named in a message, and each new game writes its settings back, its seed included.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use yew::prelude::*;
use yew_router::prelude::*;

use super::map::{owner_chip, MapView};
use super::{input_value, select_value};
use crate::games::ticket_to_ride::drawing::kind_color;
use crate::games::ticket_to_ride::experiment::AgentKind;
use crate::games::ticket_to_ride::lab::{keep_action, Match, MatchConfig, HAND_KINDS};
use crate::games::ticket_to_ride::link::{link_message_in, parse_seed_said, Link, Query};
use crate::games::ticket_to_ride::nn::Network;
use crate::games::ticket_to_ride::page_text::{
    config_line_in, log_lines_in, status_line_in, ticket_line_in, TicketState,
};
use crate::games::ticket_to_ride::words::{kind_name_in, payment_text_in};
use crate::games::ticket_to_ride::{kind_name, usa, Action, Phase};
use crate::i18n::Args;
use crate::web::components::{download, fresh_seed};
use crate::web::i18n::{catalogue, t, tf};
use crate::web::routes::Route;

#[derive(Properties, PartialEq)]
pub(super) struct MatchProps {
    /// The network the `nn` opponent plays with, once trained or loaded.
    pub(super) network: Option<Arc<Network>>,
    /// The page's URL query (read when the panel opens).
    pub(super) query: Query,
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
pub(super) fn match_panel(props: &MatchProps) -> Html {
    let navigator = use_navigator();
    // The link, read once: its settings, the seed dealt (a fresh one when the link has none or
    // one that cannot be read) and what could not be read.
    let first = {
        let query = props.query.clone();
        use_memo((), move |_| {
            let (link, errors) = Link::from_query(&query);
            let seed = link.seed.unwrap_or_else(fresh_seed);
            let message =
                (!errors.is_empty()).then(|| link_message_in(&errors, seed, &catalogue()));
            (link, seed, message)
        })
    };
    let setup = {
        let (link, seed, _) = &*first;
        let s = Setup {
            players: link.players,
            opponent: link.opponent.clone(),
            seed: seed.to_string(),
            longest: link.longest,
        };
        use_state(move || s)
    };
    let game: Rc<RefCell<Match>> = {
        let (link, seed, _) = &*first;
        let config = link.config(*seed);
        use_mut_ref(move || Match::new(config).expect("a link's table size is checked"))
    };
    // The address carries the game on the table, its seed included, from the start.
    {
        let (navigator, config) = (navigator.clone(), game.borrow().config().clone());
        use_effect_with((), move |_| write_link(&navigator, &config));
    }
    let update = use_force_update();
    let error = use_state(|| first.2.clone());
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
        let (network, navigator) = (props.network.clone(), navigator.clone());
        Callback::from(move |_: MouseEvent| {
            let seed: u64 = match parse_seed_said(&setup.seed) {
                Ok(s) => s,
                Err(e) => {
                    error.set(Some(tf(
                        "ttr-seed-unreadable",
                        Args::new().text("reason", catalogue().say(&e)),
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
                    write_link(&navigator, m.config());
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

    let words = catalogue();
    let m = game.borrow();
    let mut view = m.view();
    let watch = m.config().watch;
    let over = m.over();
    let mut scores = m.scores();
    // The seats' names in the page's language (the core's are English).
    let names = m.names_in(&words);
    for (seat, name) in view.seats.iter_mut().zip(&names) {
        seat.name = name.clone();
    }
    for (row, name) in scores.iter_mut().flatten().zip(&names) {
        row.name = name.clone();
    }
    let log = log_lines_in(m.log(), &names, &words);
    let record = m.record_json();
    let config_line = config_line_in(m.config(), &words);
    drop(m);

    // The log's box follows the newest line.
    let log_ref = use_node_ref();
    {
        let log_ref = log_ref.clone();
        use_effect_with(log.len(), move |_| {
            if let Some(ol) = log_ref.cast::<web_sys::Element>() {
                ol.set_scroll_top(ol.scroll_height());
            }
        });
    }

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
            <h2>{ t("ttr-match-title") }</h2>
            <div class="form-grid">
                <label>{ t("ttr-players") }
                    <select id="ttr-players" onchange={set_setup(|x, e| x.players = select_value(&e).parse().unwrap_or(2))}>
                        { for (2..=5).map(|n| html! { <option value={n.to_string()} selected={s.players == n}>{ n }</option> }) }
                    </select>
                </label>
                <label>{ t("ttr-opponents") }
                    <select id="ttr-opponent" onchange={set_setup(|x, e| x.opponent = select_value(&e))}>
                        <option value="algo" selected={s.opponent == "algo"}>{ t("ttr-algorithmic") }</option>
                        <option value="nn" selected={s.opponent == "nn"} disabled={!nn_ready}>{ if nn_ready { t("ttr-network-trained") } else { t("ttr-network-untrained") } }</option>
                        <option value="random" selected={s.opponent == "random"}>{ t("ttr-random") }</option>
                    </select>
                </label>
                <label>{ t("ttr-seed") }<input id="ttr-seed" value={s.seed.clone()} inputmode="numeric" onchange={set_setup(|x, e| x.seed = input_value(&e))} /></label>
                <label class="check"><input type="checkbox" id="ttr-longest" checked={s.longest} onchange={set_setup(|x, e| x.longest = e.target_unchecked_into::<web_sys::HtmlInputElement>().checked())} />{ t("ttr-longest") }</label>
            </div>
            <div class="controls">
                <button id="ttr-new" class="primary" onclick={start(false)}>{ t("ttr-new") }</button>
                <button id="ttr-watch" onclick={start(true)}>{ t("ttr-watch") }</button>
                if watch {
                    <label>{ t("ttr-speed") }{ " " }
                        <select id="ttr-speed" onchange={{ let speed = speed.clone(); Callback::from(move |e: Event| speed.set(select_value(&e).parse().unwrap_or(5))) }}>
                            { for [1u32, 2, 5, 10, 20, 50].iter().map(|v| html! { <option value={v.to_string()} selected={*speed == *v}>{ v }</option> }) }
                        </select>
                    </label>
                    <button id="ttr-pause" disabled={over} onclick={{ let playing = playing.clone(); Callback::from(move |_: MouseEvent| playing.set(!*playing)) }}>{ if *playing { t("ttr-pause") } else { t("ttr-play") } }</button>
                    <button id="ttr-step" disabled={over || *playing} onclick={{ let (game, update) = (game.clone(), update.clone()); Callback::from(move |_: MouseEvent| { game.borrow_mut().step(); update.force_update(); }) }}>{ t("ttr-step") }</button>
                }
            </div>
            <p class="hint" id="ttr-config">{ config_line }</p>
            if let Some(e) = &*error { <p class="error" id="ttr-error" role="alert">{ e }</p> }
            <p class="ttr-status" id="ttr-status" role="status">{ status_line_in(&view, &names, watch, over, &words) }</p>
            <MapView view={view.clone()} claimable={claimable.clone()} selected={*selected} on_route={on_route.clone()} />
            <div class="ttr-board">
                <div class="ttr-cards">
                    <h3>{ t("ttr-face-up") }</h3>
                    <div class="controls" id="ttr-faceup">
                        { for view.face_up.iter().enumerate().map(|(slot, card)| {
                            let legal = my_turn && c.face_up.contains(&(slot as u8));
                            let play = play.clone();
                            let label = card.map_or_else(|| "—".to_string(), |k| kind_name_in(k, &words));
                            html! {
                                <button id={format!("ttr-faceup-{slot}")} class="ttr-card" disabled={!legal}
                                    style={format!("--card:{}", kind_color(*card))}
                                    onclick={Callback::from(move |_: MouseEvent| play.emit(Action::DrawFaceUp(slot as u8)))}>{ label }</button>
                            }
                        }) }
                        <button id="ttr-deck" disabled={!(my_turn && c.deck)} onclick={{ let play = play.clone(); Callback::from(move |_: MouseEvent| play.emit(Action::DrawDeck)) }}>{ tf("ttr-draw-deck", Args::new().count("n", view.deck_len as i64)) }</button>
                    </div>
                    <p class="hint">{ tf("ttr-piles", Args::new().count("discard", view.discard_len as i64).count("tickets", view.ticket_deck_len as i64)) }</p>
                    if !watch {
                        <h3>{ t("ttr-your-hand") }</h3>
                        <div class="ttr-hand" id="ttr-hand">
                            { for HAND_KINDS.iter().filter(|&&k| view.hand[usize::from(k)] > 0).map(|&k| html! {
                                <span class="ttr-chip" style={format!("--card:{}", kind_color(Some(k)))} data-kind={kind_name(k)}>{ format!("{} × {}", kind_name_in(k, &words), view.hand[usize::from(k)]) }</span>
                            }) }
                            if view.hand.iter().all(|&n| n == 0) { <span class="hint">{ t("ttr-no-cards") }</span> }
                        </div>
                        <h3>{ t("ttr-your-tickets") }</h3>
                        <ul class="ttr-tickets" id="ttr-my-tickets">
                            { for view.tickets.iter().map(|t| html! {
                                <li class={TicketState::of(t, over).class()}>{ ticket_line_in(t, over, &words) }</li>
                            }) }
                        </ul>
                    }
                </div>
                if my_turn {
                    <div class="ttr-actions" id="ttr-actions">
                        <h3>{ t("ttr-your-turn") }</h3>
                        if !view.offered.is_empty() {
                            <fieldset id="ttr-offer"><legend>{ tf("ttr-keep-at-least", Args::new().count("n", c.keep_min as i64)) }</legend>
                                { for view.offered.iter().enumerate().map(|(i, tk)| {
                                    let (keep, now) = (keep.clone(), keep_now.clone());
                                    let checked = now[i];
                                    html! {
                                        <label class="check"><input type="checkbox" id={format!("ttr-keep-{i}")} {checked}
                                            onchange={Callback::from(move |_: Event| { let mut k = now.clone(); k[i] = !k[i]; keep.set(k); })} />
                                            { tf("ttr-ticket-points", Args::new().text("name", tk.name.clone()).count("n", i64::from(tk.points))) }</label>
                                    }
                                }) }
                                <button id="ttr-keep" class="primary" disabled={kept < c.keep_min}
                                    onclick={{ let (play, now) = (play.clone(), keep_now.clone()); Callback::from(move |_: MouseEvent| play.emit(keep_action(&now))) }}>
                                    { tf("ttr-keep", Args::new().count("n", kept as i64)) }</button>
                            </fieldset>
                        } else {
                            if !c.claims.is_empty() {
                                <label>{ t("ttr-claim") }{ " " }
                                    <select id="ttr-claim-route" onchange={{ let selected = selected.clone(); Callback::from(move |e: Event| selected.set(select_value(&e).parse().ok())) }}>
                                        <option value="" selected={selected.is_none()}>{ tf("ttr-claimable", Args::new().count("n", c.claims.len() as i64)) }</option>
                                        { for c.claims.iter().map(|x| html! { <option value={x.route.to_string()} selected={*selected == Some(x.route)}>{ usa().route_name_in(x.route, &words) }</option> }) }
                                    </select>
                                </label>
                                if let Some(choice) = selected.and_then(|r| c.claims.iter().find(|x| x.route == r)) {
                                    <div class="controls" id="ttr-payments">
                                        { for choice.payments.iter().enumerate().map(|(i, (a, english))| {
                                            let (play, a) = (play.clone(), *a);
                                            let paid = match a {
                                                Action::Claim { route, color, locomotives } => payment_text_in(usize::from(route), color, locomotives, &words),
                                                _ => english.clone(),
                                            };
                                            html! { <button id={format!("ttr-pay-{i}")} class="primary" onclick={Callback::from(move |_: MouseEvent| play.emit(a))}>{ tf("ttr-pay", Args::new().text("cards", paid)) }</button> }
                                        }) }
                                    </div>
                                }
                            } else if view.phase == Phase::Start {
                                <p class="hint">{ t("ttr-no-claim") }</p>
                            }
                            <div class="controls">
                                if c.draw_tickets {
                                    <button id="ttr-draw-tickets" onclick={{ let play = play.clone(); Callback::from(move |_: MouseEvent| play.emit(Action::DrawTickets)) }}>{ t("ttr-draw-tickets") }</button>
                                }
                                if c.pass {
                                    <button id="ttr-pass" onclick={{ let play = play.clone(); Callback::from(move |_: MouseEvent| play.emit(Action::Pass)) }}>{ t("ttr-pass") }</button>
                                }
                            </div>
                            if view.phase == Phase::SecondCard {
                                <p class="hint">{ t("ttr-second-card") }</p>
                            }
                        }
                    </div>
                }
            </div>
            <div class="scroll">
                <table class="ttr-seats" id="ttr-seats">
                    <thead><tr><th>{ t("ttr-player") }</th><th>{ t("ttr-col-trains") }</th><th>{ t("ttr-col-cards") }</th><th>{ t("ttr-col-tickets") }</th><th>{ t("ttr-col-route-points") }</th></tr></thead>
                    <tbody>{ for view.seats.iter().enumerate().map(|(p, seat)| html! {
                        <tr class={classes!((p as u8 == view.current && !over).then_some("to-move"))} id={format!("ttr-seat-{p}")}>
                            <td>{ owner_chip(p as u8) }{ " " }{ &seat.name }</td>
                            <td class="num">{ seat.trains }</td><td class="num">{ seat.hand_size }</td><td class="num">{ seat.tickets }</td><td class="num">{ seat.route_points }</td>
                        </tr>
                    }) }</tbody>
                </table>
            </div>
            if let Some(rows) = scores {
                <div class="ttr-result" id="ttr-over" role="status">
                    <h3>{ t("ttr-final-scores") }</h3>
                    <div class="scroll">
                        <table id="ttr-scores">
                            <thead><tr><th>{ t("ttr-player") }</th><th>{ t("ttr-col-routes") }</th><th>{ t("ttr-col-tickets") }</th><th>{ t("ttr-col-completed-failed") }</th><th>{ t("ttr-col-longest") }</th><th>{ t("ttr-col-total") }</th></tr></thead>
                            <tbody>{ for rows.iter().map(|r| html! {
                                <tr class={classes!(r.winner.then_some("winner"))}>
                                    <td>{ &r.name }{ if r.winner { format!(" ({})", t("ttr-winner")) } else { String::new() } }</td>
                                    <td class="num">{ r.score.routes }</td><td class="num">{ r.score.tickets }</td>
                                    <td class="num">{ format!("{} / {}", r.score.completed, r.score.failed) }</td>
                                    <td class="num">{ tf("ttr-path", Args::new().text("points", r.score.longest_path.to_string()).count("n", r.score.path_length as i64)) }</td>
                                    <td class="num ttr-total">{ r.score.total }</td>
                                </tr>
                            }) }</tbody>
                        </table>
                    </div>
                </div>
            }
            <div class="controls">
                <button id="ttr-export" class="small" disabled={!over} onclick={Callback::from(move |_: MouseEvent| download("ticket-to-ride-game.json", "application/json", &record))}>{ t("ttr-export-record") }</button>
            </div>
            <h3>{ t("ttr-log") }</h3>
            <p class="hint">{ t("ttr-log-hint") }</p>
            <ol class="ttr-log" id="ttr-log" ref={log_ref} aria-live="polite">
                { for log.iter().map(|l| html! { <li value={l.number.to_string()}><b>{ &l.who }</b>{ " " }{ &l.text }</li> }) }
            </ol>
        </div>
    }
}

/// Puts the settings of the game on the table in the page's address (replacing the entry, so
/// the back button leaves the page).
fn write_link(navigator: &Option<Navigator>, config: &MatchConfig) {
    if let Some(n) = navigator {
        let _ = n.replace_with_query(&Route::lab("ticket-to-ride"), &Link::of(config).to_query());
    }
}
