//! The board as SVG, rank 8 at the top: the squares as the page model describes them (pieces,
//! selection, targets, the last move and its capture, the cursor), the piece that just moved
//! drawn sliding in, the analysis' and the solver's arrows, and the keyboard.

use yew::prelude::*;

use super::act;
use crate::games::loa::board::{file_of, Color, Move};
use crate::games::loa::lab::{row_of, Key, Lab, SquareView, Tab};
use crate::games::loa::Square;
use crate::web::i18n::{catalogue, t};

/// The board's size in SVG units: 60 per square and a 20-unit margin for the labels.
const CELL: u32 = 60;
const MARGIN: u32 = 20;

/// The board as SVG, rank 8 at the top; one focusable element with a cursor for the keyboard.
#[derive(Properties, PartialEq)]
pub(super) struct BoardProps {
    pub(super) lab: Lab,
    pub(super) go: Callback<Lab>,
    /// The analysis' best move, drawn as an arrow.
    #[prop_or_default]
    pub(super) arrow: Option<Move>,
    /// The solver's winning move, drawn as a second arrow.
    #[prop_or_default]
    pub(super) win_arrow: Option<Move>,
}

/// The centre of a square in SVG units.
fn centre(sq: Square) -> (u32, u32) {
    (
        MARGIN + u32::from(file_of(sq)) * CELL + CELL / 2,
        u32::from(row_of(sq)) * CELL + CELL / 2,
    )
}

#[function_component(BoardView)]
pub(super) fn board_view(props: &BoardProps) -> Html {
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
    let last = lab.last_move();
    let views = lab.squares();
    // The piece that just moved is drawn last, above the squares it slides over.
    let arrived = last.and_then(|m| {
        let view = &views[usize::from(m.to)];
        let (fx, fy) = centre(m.from);
        let (tx, ty) = centre(m.to);
        view.piece.map(|color| {
            let style = format!(
                "--dx: {}px; --dy: {}px",
                i64::from(fx) - i64::from(tx),
                i64::from(fy) - i64::from(ty)
            );
            let key = format!("{}-{}-{}", lab.game().moves().len(), m, tab_name(lab.tab()));
            html! { <g class="arrived" {key} {style} aria-hidden="true">{ piece(color, tx, ty) }</g> }
        })
    });
    let squares = views.into_iter().map(|view| {
        let onclick = {
            let sq: Square = view.square;
            act(lab, go, move |l| l.click(sq))
        };
        let hide_piece = last.is_some_and(|m| m.to == view.square);
        square(view, onclick, hide_piece)
    });
    let draw_arrow = |m: Move, id: &'static str, class: &'static str, head: &'static str| {
        let (fx, fy) = centre(m.from);
        let (tx, ty) = centre(m.to);
        // Stop short of the target's centre so the head sits on the square.
        let (dx, dy) = (f64::from(tx) - f64::from(fx), f64::from(ty) - f64::from(fy));
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ex, ey) = (
            f64::from(tx) - dx / len * 14.0,
            f64::from(ty) - dy / len * 14.0,
        );
        html! {
            <g class={classes!("loa-arrow", class)} id={id} data-move={m.to_string()} aria-hidden="true">
                <line x1={fx.to_string()} y1={fy.to_string()} x2={format!("{ex:.1}")} y2={format!("{ey:.1}")} marker-end={format!("url(#{head})")} />
            </g>
        }
    };
    let arrow = props
        .arrow
        .map(|m| draw_arrow(m, "loa-best-arrow", "best", "loa-arrowhead"));
    let win_arrow = props
        .win_arrow
        .map(|m| draw_arrow(m, "loa-win-arrow", "win", "loa-winhead"));
    let waiting = lab.engine_to_move();
    html! {
        <svg id="loa-board" class={classes!("loa-board", format!("tab-{}", tab_name(lab.tab())), waiting.then_some("waiting"))}
             viewBox={format!("0 0 {size} {size}")} tabindex="0" role="application"
             aria-label={t("loa-board-label")} aria-describedby="loa-keys loa-status" {onkeydown}>
            <defs>
                <marker id="loa-arrowhead" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse">
                    <path d="M 0 0 L 10 5 L 0 10 z" class="loa-arrowhead" />
                </marker>
                <marker id="loa-winhead" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse">
                    <path d="M 0 0 L 10 5 L 0 10 z" class="loa-winhead" />
                </marker>
            </defs>
            { for squares }
            { for arrived }
            { for arrow }
            { for win_arrow }
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

/// A piece of `color` centred at (`cx`, `cy`).
fn piece(color: Color, cx: u32, cy: u32) -> Html {
    let (cx, cy) = (cx.to_string(), cy.to_string());
    match color {
        Color::Black => html! { <circle class="piece black" cx={cx} cy={cy} r="21" /> },
        Color::White => html! {
            <>
                <circle class="piece white" cx={cx.clone()} cy={cy.clone()} r="20" />
                <circle class="piece-inner" {cx} {cy} r="11" />
            </>
        },
    }
}

/// One square; `hide_piece` leaves its piece to be drawn above the board (the piece that just
/// moved there).
fn square(view: SquareView, onclick: Callback<MouseEvent>, hide_piece: bool) -> Html {
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
        Some(color) if !hide_piece => piece(color, x + CELL / 2, y + CELL / 2),
        _ => html! {},
    };
    let target = match (view.target, view.piece.is_some()) {
        (true, false) => html! { <circle class="dot" cx={cx.clone()} cy={cy.clone()} r="8" /> },
        (true, true) => html! { <circle class="ring" cx={cx.clone()} cy={cy.clone()} r="26" /> },
        _ => html! {},
    };
    html! {
        <g class={class} data-square={view.name.clone()} data-piece={view.piece.map_or("", Color::name)}
           role="button" aria-label={view.label_in(&catalogue())} {onclick}>
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
