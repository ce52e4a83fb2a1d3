//! The normal-form page's editor for games of three or four players: one matrix (player 1's
//! strategies down, player 2's across) per strategy of player 3 (per pair of strategies of
//! players 3 and 4), side by side; every cell holds each player's payoff. Best responses are
//! underlined and pure equilibria highlighted as the person types; below, every equilibrium
//! (certified, from the worker, with progress and Cancel), the correlated equilibria, iterated
//! dominance and security levels.
//!
//! The model, its checks and its presets are the core's ([`crate::games::matrix::n_edit`],
//! [`crate::games::matrix::n_presets`]); the game lives in the URL as .nfg text under the
//! query key `n`, so a link shares it.

use std::collections::HashMap;

use yew::prelude::*;
use yew_router::prelude::*;

use crate::equilibrium::n_player::{best_responses, pure_equilibria};
use crate::games::matrix::n_edit::{NDraft, NImportError, NPlace, NProblem, N_EDITOR_LIMIT};
use crate::games::matrix::n_presets::NPreset;
use crate::i18n::Args;
use crate::models::n_player::profile_at;
use crate::models::StrategicGame;
use crate::web::components::{download, use_linked_history, write_link};
use crate::web::i18n::{catalogue, t, tf};
use crate::web::routes::Route;

mod analysis;
mod bench;
mod results;

use analysis::NAnalysisView;
use bench::NBenchPanel;
pub(super) use results::CorrelatedView;
use results::NashView;

type History = crate::web::components::History<NDraft>;

/// An edit of the draft by an input's text.
type TextEdit = Box<dyn Fn(&mut NDraft, &str)>;

fn default_draft() -> NDraft {
    let p = NPreset::NineEquilibria;
    NDraft::from_game(p.name(), &p.game())
}

/// Arrow keys between payoff inputs `npay-{m}-{r}-{c}-{p}` (matrix, row, column, player): up
/// and down by row; left and right (at the start or end of the text) through the row's inputs
/// and on into the next or previous matrix.
fn navigate(e: &KeyboardEvent, rows: usize, cols: usize, players: usize, matrices: usize) {
    let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else {
        return;
    };
    let parts: Vec<usize> = input
        .id()
        .strip_prefix("npay-")
        .map(|s| s.split('-').filter_map(|x| x.parse().ok()).collect())
        .unwrap_or_default();
    let [m, r, c, p] = parts[..] else {
        return;
    };
    let len = input.value().chars().count() as u32;
    let caret = input.selection_start().ok().flatten();
    let width = cols * players;
    let linear = m * width + c * players + p;
    let target = match e.key().as_str() {
        "ArrowUp" if r > 0 => Some((m, r - 1, c, p)),
        "ArrowDown" if r + 1 < rows => Some((m, r + 1, c, p)),
        "ArrowLeft" if caret == Some(0) && linear > 0 => {
            let l = linear - 1;
            Some((l / width, r, l % width / players, l % players))
        }
        "ArrowRight" if caret == Some(len) && linear + 1 < matrices * width => {
            let l = linear + 1;
            Some((l / width, r, l % width / players, l % players))
        }
        _ => None,
    };
    if let Some((m, r, c, p)) = target {
        e.prevent_default();
        super::focus(&format!("npay-{m}-{r}-{c}-{p}"));
    }
}

fn problem_id(place: &NPlace) -> String {
    match place {
        NPlace::Payoff { profile, player } => format!("nproblem-pay-{profile}-{player}"),
        NPlace::Name { player, index } => format!("nproblem-name-{player}-{index}"),
        NPlace::Shape => "nproblem-shape".into(),
    }
}

/// The editor and analyses of a game of three or more players.
#[function_component(NPlayerGames)]
pub(super) fn n_player_games(props: &super::SwitchProps) -> Html {
    let navigator = use_navigator();
    let (history, url_error) = use_linked_history("n", "game", NDraft::from_nfg, default_draft);
    let typing = use_state(|| None::<NDraft>);
    let random_seed = use_state(|| 1u64);
    let copied = use_state(|| false);
    let import_text = use_state(String::new);
    let import_error = use_state(|| None::<String>);
    let last_valid = use_mut_ref(|| None::<StrategicGame>);

    let set_history = {
        let (history, typing, navigator, copied) = (
            history.clone(),
            typing.clone(),
            navigator.clone(),
            copied.clone(),
        );
        Callback::from(move |h: History| {
            if let Ok(g) = h.now.game() {
                write_link(&navigator, &Route::lab("games"), "n", h.now.to_nfg(&g));
            }
            copied.set(false);
            typing.set(None);
            history.set(h);
        })
    };
    // The link holds the game from the start, so a reload keeps the three-player editor.
    {
        let (navigator, now) = (navigator.clone(), history.now.clone());
        use_effect_with((), move |_| {
            if let Ok(g) = now.game() {
                write_link(&navigator, &Route::lab("games"), "n", now.to_nfg(&g));
            }
        });
    }
    let commit = {
        let (history, set_history) = (history.clone(), set_history.clone());
        Callback::from(move |d: NDraft| set_history.emit(history.commit(d)))
    };
    let current = {
        let (history, typing) = (history.clone(), typing.clone());
        move || typing.as_ref().unwrap_or(&history.now).clone()
    };
    let type_into = |f: TextEdit| {
        let (current, typing) = (current.clone(), typing.clone());
        Callback::from(move |e: InputEvent| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            let mut d = current();
            f(&mut d, &v);
            typing.set(Some(d));
        })
    };
    let commit_from = |f: TextEdit| {
        let (current, commit) = (current.clone(), commit.clone());
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            let mut d = current();
            f(&mut d, &v);
            commit.emit(d);
        })
    };
    let change = |f: Box<dyn Fn(&mut NDraft)>| {
        let (current, commit) = (current.clone(), commit.clone());
        Callback::from(move |_: MouseEvent| {
            let mut d = current();
            f(&mut d);
            commit.emit(d);
        })
    };
    let with_typing = {
        let (history, typing) = (history.clone(), typing.clone());
        move || match &*typing {
            Some(d) => history.commit(d.clone()),
            None => (*history).clone(),
        }
    };
    let undo = {
        let (with_typing, set_history) = (with_typing.clone(), set_history.clone());
        Callback::from(move |_: MouseEvent| set_history.emit(with_typing().undo()))
    };
    let redo = {
        let (with_typing, set_history) = (with_typing.clone(), set_history.clone());
        Callback::from(move |_: MouseEvent| set_history.emit(with_typing().redo()))
    };
    let on_keys = {
        let (with_typing, set_history) = (with_typing.clone(), set_history.clone());
        Callback::from(move |e: KeyboardEvent| {
            if !(e.ctrl_key() || e.meta_key()) {
                return;
            }
            if let Some(h) = with_typing().on_key(&e) {
                set_history.emit(h);
            }
        })
    };
    let on_preset = {
        let commit = commit.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(p) = NPreset::ALL.iter().find(|p| p.name() == v) {
                commit.emit(NDraft::from_game(p.name(), &p.game()));
            }
        })
    };
    let on_random = {
        let (current, commit, random_seed) = (current.clone(), commit.clone(), random_seed.clone());
        Callback::from(move |_: MouseEvent| {
            commit.emit(current().random(*random_seed));
            random_seed.set(*random_seed + 1);
        })
    };
    let import = {
        let (commit, import_text, import_error) =
            (commit.clone(), import_text.clone(), import_error.clone());
        Callback::from(move |_| match NDraft::from_nfg(&import_text) {
            Ok(d) => {
                import_error.set(None);
                commit.emit(d);
            }
            Err(NImportError::Parse(e)) => import_error.set(Some(e.describe_in(&catalogue()))),
            Err(e) => import_error.set(Some(e.to_string())),
        })
    };
    let on_import_text = {
        let import_text = import_text.clone();
        Callback::from(move |text: String| import_text.set(text))
    };
    let copy_link = {
        let copied = copied.clone();
        Callback::from(move |_| {
            if let Some(w) = web_sys::window() {
                if let Ok(href) = w.location().href() {
                    let _ = w.navigator().clipboard().write_text(&href);
                    copied.set(true);
                }
            }
        })
    };

    let d = typing.as_ref().unwrap_or(&history.now).clone();
    let game = d.game();
    let problem_list: Vec<NProblem> = if game.is_ok() {
        Vec::new()
    } else {
        d.problems()
    };
    let problems: HashMap<NPlace, &NProblem> = problem_list.iter().map(|p| (p.place, p)).collect();
    if let Ok(g) = &game {
        if last_valid.borrow().as_ref() != Some(g) {
            *last_valid.borrow_mut() = Some(g.clone());
        }
    }
    let analysed = last_valid.borrow().clone();
    let stale = game.is_err();
    let pending = typing.as_ref().is_some_and(|t| *t != history.now);
    let can_undo = pending || !history.past.is_empty();
    let can_redo = !pending && !history.future.is_empty();
    let export = {
        let (game, d) = (game.clone(), d.clone());
        Callback::from(move |_| {
            if let Ok(g) = &game {
                download("game.nfg", "text/plain", &d.to_nfg(g));
            }
        })
    };

    let shape = d.shape();
    let n = shape.len();
    let (rows, cols) = (shape[0], shape[1]);
    let matrices: usize = shape[2..].iter().product();
    let (marks, pure_list) = match &game {
        Ok(g) => (Some(best_responses(g)), pure_equilibria(g)),
        Err(_) => (None, Vec::new()),
    };
    let pure: Vec<Vec<usize>> = pure_list.iter().map(|e| e.profile.clone()).collect();
    let mark = |place: NPlace| problems.get(&place).map(|p| p.reason.clone());

    // The strategies of every player: names editable, one removable, one more addable.
    let strategies = html! {
        <div class="n-strategies" role="group" aria-label={t("games-n-players-label")}>
            { for (0..n).map(|p| html! {
                <div class="controls n-player" id={format!("nplayer-{p}")}>
                    <input class="player-name" id={format!("nplayer-name-{p}")} value={d.players[p].clone()} size="10"
                        aria-label={tf("games-n-player-name", Args::new().count("n", p as i64 + 1))}
                        onchange={commit_from(Box::new(move |d, v| d.players[p] = v.trim().to_string()))} />
                    <span class="role">{ format!(" ({}): ", match p { 0 => t("games-n-role-rows"), 1 => t("games-n-role-columns"), _ => t("games-n-role-matrices") }) }</span>
                    { for (0..shape[p]).map(|i| {
                        let bad = mark(NPlace::Name { player: p, index: i });
                        let invalid = bad.is_some();
                        html! {
                            <span class="strategy">
                                <input id={format!("nname-{p}-{i}")} class={classes!("name", invalid.then_some("invalid"))} size="6"
                                    value={d.names[p][i].clone()}
                                    aria-label={tf("games-n-strategy-name", Args::new().text("player", d.players[p].clone()).count("n", i as i64 + 1))}
                                    aria-invalid={if invalid { "true" } else { "false" }}
                                    aria-describedby={invalid.then(|| problem_id(&NPlace::Name { player: p, index: i }))}
                                    title={bad}
                                    oninput={type_into(Box::new(move |d, v| d.type_name(p, i, v)))}
                                    onchange={commit_from(Box::new(move |d, v| d.rename(p, i, v)))} />
                                <button class="remove" disabled={shape[p] == 1} aria-label={tf("games-n-remove-strategy", Args::new().text("player", d.players[p].clone()).count("n", i as i64 + 1))}
                                    title={t("games-n-remove-strategy-title")} onclick={change(Box::new(move |d| d.remove(p, i)))}>{ "×" }</button>
                            </span>
                        }
                    }) }
                    <button id={format!("nadd-{p}")} disabled={!d.can_add(p)} onclick={change(Box::new(move |d| d.add(p)))}
                        aria-label={tf("games-n-add-strategy", Args::new().text("player", d.players[p].clone()))}>{ t("games-n-add-strategy-button") }</button>
                </div>
            }) }
        </div>
    };

    let on_table_keys =
        Callback::from(move |e: KeyboardEvent| navigate(&e, rows, cols, n, matrices));
    let tables = html! {
        <div class="n-matrices" id="n-matrices" onkeydown={on_table_keys}>
            { for (0..matrices).map(|m| {
                // The strategies of players 3… of this matrix.
                let others = profile_at(shape[2..].iter().copied(), m);
                let caption = others.iter().enumerate().map(|(j, &s)| format!("{}: {}", d.players[j + 2], d.names[j + 2][s])).collect::<Vec<_>>().join(", ");
                html! {
                    <table class="bimatrix n-matrix" id={format!("nmatrix-{m}")}>
                        <caption>{ caption }</caption>
                        <thead><tr>
                            <th class="corner">{ format!("{} \\ {}", d.players[0], d.players[1]) }</th>
                            { for (0..cols).map(|c| html! { <th scope="col">{ d.names[1][c].clone() }</th> }) }
                        </tr></thead>
                        <tbody>{ for (0..rows).map(|r| html! {
                            <tr>
                                <th scope="row">{ d.names[0][r].clone() }</th>
                                { for (0..cols).map(|c| {
                                    let mut profile = vec![r, c];
                                    profile.extend(&others);
                                    let k = d.index(&profile);
                                    let names = profile.iter().enumerate().map(|(i, &s)| d.names[i][s].clone()).collect::<Vec<_>>().join(", ");
                                    html! {
                                        <td class={classes!("cell", pure.contains(&profile).then_some("ne"))} id={format!("ncell-{k}")}>
                                            { for (0..n).map(|p| {
                                                let place = NPlace::Payoff { profile: k, player: p };
                                                let bad = mark(place);
                                                let invalid = bad.is_some();
                                                let br = marks.as_ref().is_some_and(|b| b[k][p]);
                                                html! {
                                                    <input id={format!("npay-{m}-{r}-{c}-{p}")} size="3"
                                                        class={classes!(format!("p{p}"), br.then_some("br"), invalid.then_some("invalid"))}
                                                        value={d.payoffs[k][p].clone()}
                                                        aria-label={tf("games-n-payoff", Args::new().text("player", d.players[p].clone()).text("profile", names.clone()))}
                                                        aria-invalid={if invalid { "true" } else { "false" }}
                                                        aria-describedby={invalid.then(|| problem_id(&place))}
                                                        title={bad}
                                                        oninput={type_into(Box::new(move |d, v| d.type_payoff(k, p, v)))}
                                                        onchange={commit_from(Box::new(move |d, v| d.set_payoff(k, p, v)))} />
                                                }
                                            }) }
                                        </td>
                                    }
                                }) }
                            </tr>
                        }) }</tbody>
                    </table>
                }
            }) }
        </div>
    };
    let problems_view = if problem_list.is_empty() {
        html! {}
    } else {
        let count = problem_list.len();
        html! {
            <div class="game-problems">
                <p class="error" id="n-game-error" role="status">{ tf("games-n-problems", Args::new().count("n", count as i64)) }</p>
                <ul class="error" id="n-game-errors">
                    { for problem_list.iter().map(|p| html! { <li id={problem_id(&p.place)}>{ p.to_string() }</li> }) }
                </ul>
            </div>
        }
    };
    let pure_view = match &game {
        Ok(g) => {
            let list = &pure_list;
            html! {
                <section id="n-pure">
                    <h3>{ t("games-n-pure-title") }</h3>
                    if list.is_empty() {
                        <p>{ t("games-n-pure-none") }</p>
                    } else {
                        <ul>{ for list.iter().map(|e| html! {
                            <li>{ tf("games-n-pure-item", Args::new()
                                .text("profile", e.profile.iter().enumerate().map(|(i, &s)| g.names()[i][s].clone()).collect::<Vec<_>>().join(", "))
                                .text("kind", if e.strict { t("games-kind-strict") } else { t("games-kind-weak") })
                                .text("payoffs", g.payoff_vector(&e.profile).iter().map(crate::exact::format_number).collect::<Vec<_>>().join(", "))) }</li>
                        }) }</ul>
                    }
                </section>
            }
        }
        Err(_) => html! {},
    };
    let shape_text = shape
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join("×");

    html! {
        <section class="page" id="games" tabindex="-1" onkeydown={on_keys}>
            <h1>{ t("games-n-title") }</h1>
            <crate::web::components::Lead>{ t("games-n-lead") }</crate::web::components::Lead>
            { props.switch.clone() }
            if let Some(e) = &url_error { <p class="error" id="url-error" role="alert">{ e }</p> }
            <div class="controls" role="group" aria-label={t("games-edit-label")}>
                <label>{ format!("{} ", t("games-game-title")) }<input id="n-title" value={d.title.clone()} onchange={commit_from(Box::new(|d, v| d.title = v.trim().to_string()))} /></label>
                <label>{ format!("{} ", t("games-preset")) }
                    <select id="n-preset" onchange={on_preset}>
                        <option value="" selected=true disabled=true>{ t("games-choose") }</option>
                        { for NPreset::ALL.iter().map(|p| html! { <option value={p.name()}>{ p.name_in(&crate::web::i18n::catalogue()) }</option> }) }
                    </select>
                </label>
                <button id="n-add-player" disabled={!d.can_add_player()} onclick={change(Box::new(NDraft::add_player))}>{ t("games-n-add-player") }</button>
                <button id="n-remove-player" disabled={n <= crate::games::matrix::n_edit::MIN_PLAYERS} onclick={change(Box::new(NDraft::remove_player))}>{ t("games-n-remove-player") }</button>
                <button id="n-random" onclick={on_random} title={t("games-random-title")}>{ tf("games-random", Args::new().text("seed", random_seed.to_string())) }</button>
                <button id="n-undo" onclick={undo} disabled={!can_undo}>{ t("games-undo") }</button>
                <button id="n-redo" onclick={redo} disabled={!can_redo}>{ t("games-redo") }</button>
                <button id="n-export" onclick={export} disabled={game.is_err()}>{ t("games-export-nfg") }</button>
                <button id="n-copy-link" onclick={copy_link}>{ if *copied { t("games-link-copied") } else { t("games-copy-link") } }</button>
            </div>
            <p class="hint" id="n-shape">{ tf("games-n-shape", Args::new().text("shape", shape_text).count("limit", N_EDITOR_LIMIT as i64).count("cells", crate::games::matrix::n_edit::MAX_EDITOR_PROFILES as i64)) }</p>
            { strategies }
            { tables }
            { problems_view }
            { pure_view }
            if let Some(g) = &analysed {
                <NashView game={g.clone()} title={d.title.clone()} {stale} />
                <CorrelatedView game={g.clone()} title={d.title.clone()} {stale} />
                <NAnalysisView game={g.clone()} title={d.title.clone()} {stale} />
            }
            <NBenchPanel />
            <crate::web::components::GambitImport summary={t("games-n-import-nfg")} kind=".nfg" input_id="n-nfg-input" button_id="n-nfg-import" error_id="n-nfg-error" rows={6} text={(*import_text).clone()} on_text={on_import_text} on_import={import} error={(*import_error).clone()} />
        </section>
    }
}
