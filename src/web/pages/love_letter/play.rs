//! The match against 1–3 agents: its settings (kept in the link), the table, the play picker built
//! from the legal plays only, the round's and the game's end, and the agents' reasons (advice for
//! the human's hand now, the agents' own once the round is over).

use std::rc::Rc;

use yew::prelude::*;
use yew_router::prelude::*;

use super::table::{decision_view, Table};
use super::{card_chip, Query};
use crate::games::love_letter::agents::MATCH_OPPONENTS;
use crate::games::love_letter::lab::{
    deck_text, Decision, Match, MatchConfig, TableView, MAX_MATCH_ITERATIONS,
};
use crate::games::love_letter::page_text::agent_label_in;
use crate::games::love_letter::{Card, Play};
use crate::i18n::Args;
use crate::web::components::field_error_of as field_error;
use crate::web::components::use_edited_form;
use crate::web::i18n::{catalogue, t, tf};
use crate::web::routes::Route;

#[derive(Properties, PartialEq)]
pub(super) struct MatchProps {
    pub(super) query: Query,
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
pub(super) fn match_panel(props: &MatchProps) -> Html {
    let navigator = use_navigator();
    let q = &props.query;
    let parsed = MatchConfig::parse(
        q.opp.as_deref().unwrap_or(""),
        q.it.as_deref().unwrap_or(""),
        q.seed.as_deref().unwrap_or(""),
        q.deck.as_deref().unwrap_or(""),
    );
    let initial = parsed.clone().unwrap_or_default();
    let form = use_edited_form(|| SetupForm {
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
            let form = form.get();
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
                        let _ = n.replace_with_query(&Route::lab("love-letter"), &q);
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
            form.update(|f| f.opponents.resize(n.clamp(1, 3), "greedy".into()));
        })
    };
    let set_opponent = |i: usize| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let agent = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            form.update(|f| f.opponents[i] = agent);
        })
    };
    // A text field's edit is checked at once, so its message follows the field (it used to
    // stay until the next New match).
    let set_text = |pick: fn(&mut SetupForm) -> &mut String| {
        let (form, errors) = (form.clone(), errors.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            form.update(|f| *pick(f) = value);
            let f = form.get();
            errors.set(
                MatchConfig::parse(&f.opponents.join(","), &f.it, &f.seed, &f.deck)
                    .err()
                    .unwrap_or_default(),
            );
        })
    };

    let words = catalogue();
    let view: TableView = game.borrow().view_in(&words);
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
            let target_buttons = targets.iter().map(|&tg| {
                let chosen = chosen.clone();
                let label = match tg {
                    None => t("ll-no-target"),
                    Some(0) => t("ll-yourself"),
                    Some(s) => view.seats[usize::from(s)].name.clone(),
                };
                let pressed = target == Some(tg);
                let onclick = Callback::from(move |_: MouseEvent| chosen.set(Some((c, Some(tg), guess))));
                html! { <button class={classes!("ll-pick", pressed.then_some("pressed"))} id={format!("ll-target-{}", tg.map_or("none".to_string(), |s| s.to_string()))} aria-pressed={pressed.to_string()} {onclick}>{ label }</button> }
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
                        <span class="ll-step">{ t("ll-on") }</span>
                        { for target_buttons }
                    }
                    if !guesses.is_empty() {
                        <label>{ t("ll-naming") }{ " " }
                            <select id="ll-guess" onchange={on_guess}>
                                { for guesses.iter().map(|g| html! { <option value={g.value().to_string()} selected={Some(*g) == guess}>{ g.name_in(&words) }</option> }) }
                            </select>
                        </label>
                    }
                    <button id="ll-play" class="primary" disabled={complete.is_none()} onclick={Callback::from(move |_: MouseEvent| if let Some(p) = complete { play.emit(p) })}>
                        { complete.map_or_else(|| t("ll-play"), |p| tf("ll-play-chosen", Args::new().text("play", p.text_in(&words)))) }
                    </button>
                </div>
            }
        });
        html! {
            <div class="ll-plays" id="ll-plays">
                if !plays.is_empty() {
                    <p class="ll-step">{ t("ll-your-turn") }</p>
                    <div class="controls">{ for card_buttons }</div>
                    { detail.unwrap_or_default() }
                }
            </div>
        }
    };

    let f = form.shown().clone();
    html! {
        <div class="ll-panel" id="ll-match">
            <h2>{ t("ll-match-title") }</h2>
            <div class="form-grid">
                <label>{ t("ll-opponents") }
                    <select id="ll-count" onchange={set_count}>
                        { for (1..=3).map(|n| html! { <option value={n.to_string()} selected={f.opponents.len() == n}>{ n }</option> }) }
                    </select>
                </label>
                { for f.opponents.iter().enumerate().map(|(i, o)| html! {
                    <label>{ tf("ll-player", Args::new().count("n", i as i64 + 2)) }
                        <select id={format!("ll-opp-{}", i + 2)} onchange={set_opponent(i)}>
                            { for MATCH_OPPONENTS.iter().map(|a| html! { <option value={*a} selected={o == a}>{ agent_label_in(a, &words) }</option> }) }
                        </select>
                    </label>
                }) }
                { field_error(&errors, "opp") }
                <label>{ tf("ll-iterations-max", Args::new().text("max", MAX_MATCH_ITERATIONS.to_string())) }<input id="ll-it" value={f.it.clone()} onchange={set_text(|f| &mut f.it)} inputmode="numeric" />{ field_error(&errors, "it") }</label>
                <label>{ t("ll-seed") }<input id="ll-seed" value={f.seed.clone()} onchange={set_text(|f| &mut f.seed)} inputmode="numeric" />{ field_error(&errors, "seed") }</label>
                <label>{ t("ll-stacked") }<input id="ll-deck" value={f.deck.clone()} placeholder={t("ll-stacked-placeholder")} onchange={set_text(|f| &mut f.deck)} />{ field_error(&errors, "deck") }</label>
            </div>
            <div class="controls"><button id="ll-new" data-focus-next={view.game_over.is_some().then_some("true")} onclick={new_match}>{ t("ll-new") }</button></div>
            <Table view={view.clone()} />
            { picker }
            if let Some(summary) = &view.round_over {
                <div class="ll-result" id="ll-round-over" role="status">
                    <p>{ summary }</p>
                    if let Some(g) = &view.game_over {
                        <p id="ll-game-over"><b>{ g }</b></p>
                    } else {
                        <button id="ll-next" class="primary" data-focus-next="true" onclick={next_round}>{ t("ll-next") }</button>
                    }
                </div>
            }
            <details class="ll-explain" id="ll-explain" open=true>
                <summary>{ t("ll-explain") }</summary>
                <p>{ t("ll-explain-text") }</p>
                <div class="controls">
                    <button id="ll-advise-greedy" disabled={view.plays.is_empty()} onclick={advise("greedy")}>{ t("ll-advise-greedy") }</button>
                    <button id="ll-advise-memory" disabled={view.plays.is_empty()} onclick={advise("greedy-memory")}>{ t("ll-advise-memory") }</button>
                    <button id="ll-advise-ismcts" disabled={view.plays.is_empty()} onclick={advise("ismcts")}>{ t("ll-advise-ismcts") }</button>
                </div>
                if let Some(d) = &*advice {
                    <div id="ll-advice">{ decision_view(d, &t("ll-in-your-seat")) }</div>
                }
                if round_over && !revealed.is_empty() {
                    <div id="ll-reasons">
                        <h3>{ t("ll-reasons-title") }</h3>
                        { for revealed.iter().map(|d| decision_view(d, &view.seats[usize::from(d.seat)].name)) }
                    </div>
                } else if !round_over {
                    <p class="hint">{ t("ll-reasons-hint") }</p>
                }
            </details>
            if let Some(deck) = deck_of_match {
                <p class="hint">{ tf("ll-stacked-deck", Args::new().text("deck", deck_text(&deck))) }</p>
            }
            if game_over {
                <p class="hint">{ t("ll-again") }</p>
            }
        </div>
    }
}
