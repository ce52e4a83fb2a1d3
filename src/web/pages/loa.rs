//! The Lines of Action lab (`#/loa`): a board played by hand by both sides, with the selected
//! piece's moves, the last move and its capture marked, undo and redo, the move list and its
//! export; a replay of the sixteen published games ply by ply; and a position editor.
//!
//! The page is thin on purpose: everything it shows and every action is the core's page model
//! ([`crate::games::loa::lab`]). The page keeps the model's latest [`Lab`] in its state and
//! writes [`Lab::link`] to the URL after each action; on each render it uses the kept state
//! while the URL still says what that state says, and rebuilds the state from the URL when the
//! URL says something else (a pasted link, back and forward), so the address is always the
//! game on the board and a reload restores it.
//!
//! Layout: `.loa-layout` is a grid of the board column and the tabbed panel; on narrow screens
//! it is one column and the board scales with it. Further panels go in as further grid items.

use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::games::loa::board::{file_of, Color};
use crate::games::loa::lab::{row_of, Editor, Key, Lab, Link as GameLink, Query, SquareView, Tab};
use crate::games::loa::records::RECORDS;
use crate::games::loa::Square;
use crate::web::components::download;
use crate::web::routes::Route;

/// The Lines of Action page.
#[function_component(LoaPage)]
pub fn loa_page() -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let kept = use_state(Lab::default);
    let link = location
        .as_ref()
        .map(|l| l.query::<Query>().map_err(|e| e.to_string()))
        .unwrap_or_else(|| Ok(Query::default()))
        .map_err(|e| vec![format!("the address could not be read: {e}")])
        .and_then(|q| {
            GameLink::from_query(&q)
                .map_err(|errors| errors.iter().map(ToString::to_string).collect())
        });
    let link = match link {
        Ok(link) => link,
        Err(errors) => {
            return html! {
                <section class="page error-page" id="loa-error">
                    <h1>{ "Lines of Action: this address does not describe a game" }</h1>
                    <ul class="errors">{ for errors.iter().map(|e| html! { <li class="error">{ e }</li> }) }</ul>
                    <Link<Route> to={Route::Loa}>{ "Start a new game" }</Link<Route>>
                </section>
            };
        }
    };
    let lab = if kept.link() == link {
        (*kept).clone()
    } else {
        Lab::from_link(&link)
    };
    let go = {
        let kept = kept.clone();
        Callback::from(move |next: Lab| {
            let query = next.link().to_query();
            kept.set(next);
            if let Some(n) = &navigator {
                let _ = n.replace_with_query(&Route::Loa, &query);
            }
        })
    };
    html! { <LoaLab {lab} {go} /> }
}

#[derive(Properties, PartialEq)]
struct LabProps {
    lab: Lab,
    go: Callback<Lab>,
}

/// A callback (for any event) that applies `f` to the lab and shows the result.
fn act<E: 'static>(
    lab: &Lab,
    go: &Callback<Lab>,
    f: impl Fn(&Lab) -> Lab + 'static,
) -> Callback<E> {
    let (lab, go) = (lab.clone(), go.clone());
    Callback::from(move |_: E| go.emit(f(&lab)))
}

#[function_component(LoaLab)]
fn loa_lab(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    let (black, white) = lab.piece_counts();
    let tab = |t: Tab, id: &str, label: &str| {
        let selected = lab.tab() == t;
        html! {
            <button role="tab" id={id.to_string()} aria-selected={selected.to_string()}
                class={classes!("tab", selected.then_some("active"))}
                onclick={act(lab, go, move |l| l.open(t))}>{ label }</button>
        }
    };
    let cursor = &lab.squares()[usize::from(lab.cursor())];
    let keys = match lab.tab() {
        Tab::Play => "Keyboard: focus the board; the arrow keys move the cursor, Enter or Space selects a piece and moves it, Esc drops the selection, u undoes, r redoes.",
        Tab::Replay => "Keyboard: focus the board; ← and → step one ply, Home and End go to the start and the end.",
        Tab::Edit => "Keyboard: focus the board; the arrow keys move the cursor, Enter or Space cycles the square.",
    };
    html! {
        <section class="page" id="loa">
            <h1>{ "Lines of Action" }</h1>
            <p class="explain">{ "Each side tries to join all its pieces into one group (pieces touching along a side or a corner). A piece moves in a straight line — along its rank, its file or a diagonal — exactly as many squares as there are pieces, of both colours, on that whole line. It may jump over its own pieces but not the opponent's, may not land on its own, and captures an opponent's piece by landing on it. Black moves first. Here a move that joins both sides' pieces wins for the mover, a player without a legal move loses, and a game is drawn when a position occurs for the third time or when it reaches its 1000th ply without a winner." }</p>
            <div class="loa-layout">
                <div class="loa-main">
                    <p class="status" id="loa-status" aria-live="polite">{ lab.status() }</p>
                    <BoardView lab={lab.clone()} go={go.clone()} />
                    <p class="loa-counts" id="loa-counts">
                        <span class="loa-key black" aria-hidden="true"></span>{ format!(" Black: {black} {} ", pieces(black)) }
                        <span class="loa-key white" aria-hidden="true"></span>{ format!(" White: {white} {}", pieces(white)) }
                    </p>
                    <p class="note" id="loa-keys">{ keys }{ if lab.tab() == Tab::Replay { String::new() } else { format!(" The cursor is on {}.", cursor.name) } }</p>
                </div>
                <div class="loa-panel">
                    <div role="tablist" class="tabs">
                        { tab(Tab::Play, "loa-tab-play", "Play") }
                        { tab(Tab::Replay, "loa-tab-replay", "Replay a published game") }
                        { tab(Tab::Edit, "loa-tab-edit", "Set up a position") }
                    </div>
                    { match lab.tab() {
                        Tab::Play => html! { <PlayPanel lab={lab.clone()} go={go.clone()} /> },
                        Tab::Replay => html! { <ReplayPanel lab={lab.clone()} go={go.clone()} /> },
                        Tab::Edit => html! { <EditorPanel lab={lab.clone()} go={go.clone()} /> },
                    } }
                </div>
            </div>
        </section>
    }
}

fn pieces(n: u32) -> &'static str {
    if n == 1 {
        "piece"
    } else {
        "pieces"
    }
}

/// The board's size in SVG units: 60 per square and a 20-unit margin for the labels.
const CELL: u32 = 60;
const MARGIN: u32 = 20;

/// The board as SVG, rank 8 at the top; one focusable element with a cursor for the keyboard.
#[function_component(BoardView)]
fn board_view(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    let onkeydown = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: KeyboardEvent| {
            if e.ctrl_key() || e.meta_key() || e.alt_key() {
                return;
            }
            if let Some(key) = Key::from_name(&e.key()) {
                e.prevent_default();
                go.emit(lab.press(key));
            }
        })
    };
    let size = 8 * CELL + MARGIN;
    let files = (0..8u32).map(|f| {
        let x = MARGIN + f * CELL + CELL / 2;
        html! { <text class="coord" x={x.to_string()} y={(8 * CELL + 15).to_string()}>{ char::from(b'a' + f as u8).to_string() }</text> }
    });
    let ranks = (0..8u32).map(|row| {
        let y = row * CELL + CELL / 2 + 5;
        html! { <text class="coord" x="10" y={y.to_string()}>{ (8 - row).to_string() }</text> }
    });
    let squares = lab.squares().into_iter().map(|view| {
        let onclick = {
            let sq: Square = view.square;
            act(lab, go, move |l| l.click(sq))
        };
        square(view, onclick)
    });
    html! {
        <svg id="loa-board" class={classes!("loa-board", format!("tab-{}", tab_name(lab.tab())))}
             viewBox={format!("0 0 {size} {size}")} tabindex="0" role="application"
             aria-label="Lines of Action board" aria-describedby="loa-keys loa-status" {onkeydown}>
            { for squares }
            { for files }
            { for ranks }
        </svg>
    }
}

fn tab_name(tab: Tab) -> &'static str {
    match tab {
        Tab::Play => "play",
        Tab::Replay => "replay",
        Tab::Edit => "edit",
    }
}

fn square(view: SquareView, onclick: Callback<MouseEvent>) -> Html {
    let x = MARGIN + u32::from(file_of(view.square)) * CELL;
    let y = u32::from(row_of(view.square)) * CELL;
    let (cx, cy) = ((x + CELL / 2).to_string(), (y + CELL / 2).to_string());
    let dark = (file_of(view.square) + row_of(view.square)) % 2 == 1;
    let class = classes!(
        "sq",
        if dark { "dark" } else { "light" },
        view.selected.then_some("selected"),
        view.target.then_some("target"),
        (view.last_from || view.last_to).then_some("last"),
        view.captured.then_some("captured"),
        view.cursor.then_some("cursor"),
    );
    let piece = match view.piece {
        Some(Color::Black) => {
            html! { <circle class="piece black" cx={cx.clone()} cy={cy.clone()} r="21" /> }
        }
        Some(Color::White) => html! {
            <>
                <circle class="piece white" cx={cx.clone()} cy={cy.clone()} r="20" />
                <circle class="piece-inner" cx={cx.clone()} cy={cy.clone()} r="11" />
            </>
        },
        None => html! {},
    };
    let target = match (view.target, view.piece.is_some()) {
        (true, false) => html! { <circle class="dot" cx={cx.clone()} cy={cy.clone()} r="8" /> },
        (true, true) => html! { <circle class="ring" cx={cx.clone()} cy={cy.clone()} r="26" /> },
        _ => html! {},
    };
    html! {
        <g class={class} data-square={view.name.clone()} data-piece={view.piece.map_or("", Color::name)}
           role="button" aria-label={view.label()} {onclick}>
            <rect class="field" x={x.to_string()} y={y.to_string()} width={CELL.to_string()} height={CELL.to_string()} />
            { piece }
            { target }
            if view.captured {
                <text class="cap-mark" x={(x + CELL - 9).to_string()} y={(y + 15).to_string()}>{ "×" }</text>
            }
            <rect class="cursor-ring" x={(x + 3).to_string()} y={(y + 3).to_string()} width={(CELL - 6).to_string()} height={(CELL - 6).to_string()} />
        </g>
    }
}

#[function_component(PlayPanel)]
fn play_panel(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    let copied = use_state(|| None::<String>);
    let text = lab.export_text();
    let nothing = lab.game().moves().is_empty() && !lab.custom_start();
    let download_text = {
        let text = text.clone();
        Callback::from(move |_: MouseEvent| download("lines-of-action.txt", "text/plain", &text))
    };
    let copy = |what: &'static str, text: String| {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| copy_text(text.clone(), what, copied.clone()))
    };
    let link = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let start = crate::games::loa::text::write_position(lab.game().start());
    html! {
        <div class="loa-play" id="loa-play" role="tabpanel">
            <div class="controls">
                <button id="loa-undo" disabled={!lab.can_undo()} onclick={act(lab, go, Lab::undo)} aria-keyshortcuts="u">{ "Undo" }</button>
                <button id="loa-redo" disabled={!lab.can_redo()} onclick={act(lab, go, Lab::redo)} aria-keyshortcuts="r">{ "Redo" }</button>
                <button id="loa-new" onclick={act(lab, go, Lab::new_game)}>{ "New game" }</button>
                if lab.custom_start() {
                    <button id="loa-restart" onclick={act(lab, go, Lab::restart)}>{ "Restart from the set-up position" }</button>
                }
            </div>
            <p class="explain">{ "Both sides are played here by hand: click a piece of the side to move to see where it can go, then click one of the marked squares." }</p>
            if lab.custom_start() {
                <p class="note" id="loa-start">{ "This game started from the set-up position " }<code>{ start }</code>{ "." }</p>
            }
            <h3>{ "Moves" }</h3>
            if lab.game().moves().is_empty() {
                <p class="note" id="loa-no-moves">{ "No moves yet." }</p>
            } else {
                <pre class="loa-record" id="loa-record-text">{ text.clone() }</pre>
            }
            <div class="controls">
                <button class="small" id="loa-download" disabled={nothing} onclick={download_text}>{ "Download .txt" }</button>
                <button class="small" id="loa-copy" disabled={nothing} onclick={copy("the moves", text)}>{ "Copy the moves" }</button>
                <button class="small" id="loa-copy-link" onclick={copy("the link", link)}>{ "Copy the link" }</button>
                if let Some(message) = &*copied {
                    <span class="note" id="loa-copied" role="status">{ message }</span>
                }
            </div>
            <p class="note">{ "The address of this page holds the game: reload it or share it to restore the position." }</p>
        </div>
    }
}

/// Copies `text` to the clipboard and reports whether the browser allowed it.
fn copy_text(text: String, what: &'static str, report: UseStateHandle<Option<String>>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let promise = window.navigator().clipboard().write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        report.set(Some(match JsFuture::from(promise).await {
            Ok(_) => format!("Copied {what}."),
            Err(_) => format!("The browser did not allow copying {what}."),
        }));
    });
}

#[function_component(ReplayPanel)]
fn replay_panel(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    let r = lab.replayer();
    let choose = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(next) = value.parse().ok().and_then(|i| lab.choose_record(i)) {
                go.emit(next);
            }
        })
    };
    let slide = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: InputEvent| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            if let Ok(ply) = value.parse::<usize>() {
                go.emit(lab.replay(lab.replayer().at(ply)));
            }
        })
    };
    // Step keys anywhere in the panel, except in the controls that use the arrows themselves.
    let onkeydown = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: KeyboardEvent| {
            let own_arrows = e.target_dyn_into::<web_sys::HtmlInputElement>().is_some()
                || e.target_dyn_into::<web_sys::HtmlSelectElement>().is_some();
            let step = matches!(
                Key::from_name(&e.key()),
                Some(Key::Left | Key::Right | Key::First | Key::Last)
            );
            if own_arrows || !step || e.ctrl_key() || e.meta_key() || e.alt_key() {
                return;
            }
            if let Some(key) = Key::from_name(&e.key()) {
                e.prevent_default();
                go.emit(lab.press(key));
            }
        })
    };
    let step = |id: &str, label: &str, title: &str, disabled: bool, key: Key| {
        html! {
            <button id={id.to_string()} {disabled} aria-label={title.to_string()} title={title.to_string()}
                onclick={act(lab, go, move |l| l.press(key))}>{ label }</button>
        }
    };
    let moves = crate::games::loa::lab::move_rows(Color::Black, r.moves());
    let jump = |ply: usize, text: String| {
        let current = ply == r.ply();
        html! {
            <button class={classes!("small", "loa-ply", current.then_some("current"))} data-ply={ply.to_string()}
                aria-current={current.then_some("step")}
                onclick={act(lab, go, move |l| l.replay(l.replayer().at(ply)))}>{ text }</button>
        }
    };
    html! {
        <div class="loa-replay" id="loa-replay" role="tabpanel" {onkeydown}>
            <label>{ "Record " }
                <select id="loa-record-select" onchange={choose}>
                    { for RECORDS.iter().enumerate().map(|(i, rec)| html! {
                        <option value={i.to_string()} selected={i == r.index()}>{ rec.title }</option>
                    }) }
                </select>
            </label>
            <div class="controls loa-steps">
                { step("loa-replay-first", "« First", "First: the start position", r.ply() == 0, Key::First) }
                { step("loa-replay-prev", "‹ Back", "Back one ply", r.ply() == 0, Key::Left) }
                { step("loa-replay-next", "Forward ›", "Forward one ply", r.at_end(), Key::Right) }
                { step("loa-replay-last", "Last »", "Last: the end of the record", r.at_end(), Key::Last) }
                <span id="loa-replay-ply">{ format!("ply {} of {}", r.ply(), r.plies()) }</span>
            </div>
            <input type="range" id="loa-replay-slider" min="0" max={r.plies().to_string()} value={r.ply().to_string()}
                aria-label="ply" oninput={slide} />
            if r.at_end() {
                <p class="loa-result" id="loa-replay-result">{ format!("Result: {}", r.result_sentence()) }</p>
            }
            <ol class="loa-replay-moves" id="loa-replay-moves">
                { for moves.into_iter().map(|row| html! {
                    <li value={row.number.to_string()}>
                        { for row.black.map(|(p, m)| jump(p, m.to_string())) }
                        { for row.white.map(|(p, m)| jump(p, m.to_string())) }
                    </li>
                }) }
            </ol>
            <div class="controls">
                <button id="loa-replay-play" onclick={act(lab, go, Lab::play_from_replay)}>{ "Play on from this position" }</button>
            </div>
            <p class="note">{ "Sixteen published games: the games of appendices E and F of M. H. M. Winands' thesis (2000) and the shortest known game. “Play on” starts a game on the Play tab from the position shown, with the record's moves so far." }</p>
        </div>
    }
}

#[function_component(EditorPanel)]
fn editor_panel(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    let editor = lab.editor();
    let edit = |f: fn(&Editor, String) -> Editor| {
        let (lab, go) = (lab.clone(), go.clone());
        move |value: String| go.emit(lab.edit(f(lab.editor(), value)))
    };
    let on_side = {
        let set = edit(|e, v| {
            e.with_to_move(if v == "white" {
                Color::White
            } else {
                Color::Black
            })
        });
        Callback::from(move |e: Event| {
            set(e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value())
        })
    };
    let on_text = {
        let set = edit(|e, v| e.with_text(&v));
        Callback::from(move |e: InputEvent| {
            set(e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value())
        })
    };
    let load = |board: crate::games::loa::Board| act(lab, go, move |l| l.edit(Editor::new(&board)));
    let empty = crate::games::loa::Board::from_sets(0, 0, editor.to_move());
    let play = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(next) = lab.play_from_editor() {
                go.emit(next);
            }
        })
    };
    let error = editor.error_text();
    html! {
        <div class="loa-editor" id="loa-editor" role="tabpanel">
            <p class="explain">{ "Click a square to cycle it: empty → black → white → empty. Or type or paste a position text: the ranks from 8 down to 1 separated by /, in each rank b for black, w for white and a digit for a run of empty squares, then a space and the side to move (b or w)." }</p>
            <div class="controls">
                <label>{ "Side to move " }
                    <select id="loa-editor-side" onchange={on_side}>
                        <option value="black" selected={editor.to_move() == Color::Black}>{ "Black" }</option>
                        <option value="white" selected={editor.to_move() == Color::White}>{ "White" }</option>
                    </select>
                </label>
                <button class="small" id="loa-editor-start" onclick={load(crate::games::loa::Board::start())}>{ "Start position" }</button>
                <button class="small" id="loa-editor-clear" onclick={load(empty)}>{ "Empty board" }</button>
            </div>
            <label for="loa-editor-text">{ "Position text" }</label>
            <input type="text" id="loa-editor-text" class="loa-position-text" spellcheck="false" autocomplete="off"
                value={editor.text().to_string()} oninput={on_text}
                aria-invalid={error.is_some().to_string()} aria-describedby="loa-editor-error" />
            <p class="error field-error" id="loa-editor-error" role="alert">{ error.unwrap_or_default() }</p>
            <div class="controls">
                <button id="loa-editor-play" disabled={editor.playable().is_none()} onclick={play}>{ "Play from this position" }</button>
            </div>
        </div>
    }
}
