//! The payoff-envelope diagram of a 2×n (or n×2) game with handles: drag a line's end (or
//! focus it and press the arrow keys) to change that payoff in the game. While a handle is
//! dragged the lines and the envelope follow it live, and the edit is made when it is let go,
//! so the whole page (equilibria, diagrams, link) updates once per drag. The Nash equilibria
//! sit on the envelope as diamonds, at the mover's mixture t of each.
//!
//! Everything computed — the exact envelope, the frame mapping payoffs to pixels and back,
//! which payoff an end stands for — is the core's ([`crate::games::matrix::envelope`]).

use yew::prelude::*;

use crate::exact::{format_number, to_f64, Q};
use crate::games::matrix::envelope::{stepped, Envelope, Frame};
use crate::i18n::Args;
use crate::models::strategic::Bimatrix;
use crate::web::i18n::{t, tf};

/// The drawing's size (its SVG view box).
const SIZE: (f64, f64) = (360.0, 300.0);

const COLOURS: [&str; 6] = [
    "#3a63c8", "#c0392b", "#1f8a4c", "#b7791f", "#7b3fa0", "#2c7a7b",
];

/// Props of [`EnvelopeEditor`].
#[derive(Properties, PartialEq)]
pub(super) struct EnvelopeProps {
    /// The game (2×n when `responder` is 1, n×2 when it is 0).
    pub(super) game: Bimatrix,
    /// The responding player.
    pub(super) responder: usize,
    /// Sets the payoff `(player, row, col)` to the text.
    pub(super) on_set: Callback<(usize, usize, usize, String)>,
}

/// A drag in progress: the line, its end, the frame fixed at its start, the value shown.
#[derive(Clone, PartialEq)]
struct Drag {
    line: usize,
    end: usize,
    frame: Frame,
    value: Q,
}

/// The game with `value` at the payoff `place`.
fn with_payoff(g: &Bimatrix, (player, r, c): (usize, usize, usize), value: &Q) -> Bimatrix {
    let mut h = g.clone();
    if player == 0 {
        h.a[r][c] = value.clone();
    } else {
        h.b[r][c] = value.clone();
    }
    h
}

/// The draggable envelope diagram.
#[function_component(EnvelopeEditor)]
pub(super) fn envelope_editor(props: &EnvelopeProps) -> Html {
    let drag = use_state(|| None::<Drag>);
    let svg_ref = use_node_ref();
    let Some(base) = Envelope::of(&props.game, props.responder) else {
        return html! {};
    };
    // While dragging, the game as it would be, in the frame fixed at the drag's start.
    let (game, frame) = match &*drag {
        Some(d) => (
            with_payoff(&props.game, base.place(d.line, d.end), &d.value),
            d.frame.clone(),
        ),
        None => (props.game.clone(), Frame::fit(&base, SIZE)),
    };
    let e = Envelope::of(&game, props.responder).expect("same shape");
    // The responder's texts: the column player's when it responds, else the row player's.
    let column = props.responder == 1;
    let mover = 1 - props.responder;
    let mover_names = &props.game.names[mover];
    let y_of = {
        let svg_ref = svg_ref.clone();
        move |ev: &PointerEvent| -> Option<f64> {
            let svg = svg_ref.cast::<web_sys::Element>()?;
            let rect = svg.get_bounding_client_rect();
            (rect.height() > 0.0)
                .then(|| (ev.client_y() as f64 - rect.top()) * SIZE.1 / rect.height())
        }
    };
    let on_move = {
        let (drag, y_of) = (drag.clone(), y_of.clone());
        Callback::from(move |ev: PointerEvent| {
            if let (Some(d), Some(y)) = ((*drag).clone(), y_of(&ev)) {
                let value = d.frame.value_at(y);
                if value != d.value {
                    drag.set(Some(Drag { value, ..d }));
                }
            }
        })
    };
    let on_up = {
        let (drag, on_set, base) = (drag.clone(), props.on_set.clone(), base.clone());
        Callback::from(move |_: PointerEvent| {
            if let Some(d) = (*drag).clone() {
                let (p, r, c) = base.place(d.line, d.end);
                drag.set(None);
                on_set.emit((p, r, c, format_number(&d.value)));
            }
        })
    };
    let px = |t: f64, v: &Q| frame.to_px(t, to_f64(v));
    let marks = e.equilibrium_marks(&game);
    let marks_text = marks
        .iter()
        .map(|(t, v)| {
            tf(
                "games-envelope-mark",
                Args::new()
                    .text("t", format_number(t))
                    .text("payoff", format_number(v)),
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    // Grid lines at whole payoffs (every few when the range is wide).
    let span = (frame.high - frame.low).max(1.0);
    let every = (span / 10.0).ceil().max(1.0) as i64;
    let grid: Vec<i64> = ((frame.low as i64)..=(frame.high as i64))
        .filter(|v| v % every == 0)
        .collect();
    let envelope_points: String = e
        .pieces
        .iter()
        .flat_map(|p| {
            let l = &e.lines[p.strategy];
            [
                (to_f64(&p.from), l.at(&p.from)),
                (to_f64(&p.to), l.at(&p.to)),
            ]
        })
        .map(|(t, v)| {
            let (x, y) = px(t, &v);
            format!("{x:.1},{y:.1}")
        })
        .collect::<Vec<_>>()
        .join(" ");
    let (x0, _) = frame.to_px(0.0, 0.0);
    let (x1, _) = frame.to_px(1.0, 0.0);
    let (_, y_low) = frame.to_px(0.0, frame.low);
    html! {
        <figure class="chart envelope-editor" id={format!("envelope-drag-{}", props.responder)}
            data-pieces={e.describe()} data-equilibria={marks.len().to_string()}>
            <svg ref={svg_ref.clone()} viewBox={format!("0 0 {} {}", SIZE.0, SIZE.1)} role="group"
                aria-label={if column { t("games-envelope-lines-column") } else { t("games-envelope-lines-row") }}
                onpointermove={on_move} onpointerup={on_up.clone()} onpointercancel={on_up}
                style="touch-action: none; width: 100%; max-width: 420px; height: auto; overflow: visible;">
                { for grid.iter().map(|&v| {
                    let (_, y) = frame.to_px(0.0, v as f64);
                    html! {
                        <g class="grid">
                            <line x1={format!("{x0:.1}")} x2={format!("{x1:.1}")} y1={format!("{y:.1}")} y2={format!("{y:.1}")} stroke="#d9dee8" />
                            <text x={format!("{:.1}", x0 - 6.0)} y={format!("{:.1}", y + 4.0)} text-anchor="end" font-size="12">{ v }</text>
                        </g>
                    }
                }) }
                <text x={format!("{x0:.1}")} y={format!("{:.1}", y_low + 18.0)} font-size="12" text-anchor="middle">{ format!("t = 0 ({})", mover_names[1]) }</text>
                <text x={format!("{x1:.1}")} y={format!("{:.1}", y_low + 18.0)} font-size="12" text-anchor="middle">{ format!("t = 1 ({})", mover_names[0]) }</text>
                { for e.pieces.iter().skip(1).map(|p| {
                    let (x, _) = frame.to_px(to_f64(&p.from), 0.0);
                    html! {
                        <g class="break">
                            <line x1={format!("{x:.1}")} x2={format!("{x:.1}")} y1={format!("{:.1}", frame.margin)} y2={format!("{y_low:.1}")} stroke="#5b6475" stroke-dasharray="2 3" />
                            <text x={format!("{x:.1}")} y={format!("{:.1}", frame.margin - 6.0)} font-size="12" text-anchor="middle">{ format!("t = {}", format_number(&p.from)) }</text>
                        </g>
                    }
                }) }
                { for e.lines.iter().enumerate().map(|(k, l)| {
                    let colour = COLOURS[k % COLOURS.len()];
                    let (ax, ay) = px(0.0, &l.at0);
                    let (bx, by) = px(1.0, &l.at1);
                    html! {
                        <g class="line" data-strategy={l.name.clone()}>
                            <line x1={format!("{ax:.1}")} y1={format!("{ay:.1}")} x2={format!("{bx:.1}")} y2={format!("{by:.1}")} stroke={colour} stroke-width="2" />
                            <text x={format!("{:.1}", bx + 10.0)} y={format!("{:.1}", by + 4.0)} font-size="12" fill={colour}>{ l.name.clone() }</text>
                        </g>
                    }
                }) }
                <polyline points={envelope_points} fill="none" stroke="#1d2330" stroke-width="4" stroke-opacity="0.35" />
                { for marks.iter().map(|(t, v)| {
                    let (x, y) = px(to_f64(t), v);
                    html! {
                        <g class="equilibrium">
                            <rect x={format!("{:.1}", x - 6.0)} y={format!("{:.1}", y - 6.0)} width="12" height="12"
                                transform={format!("rotate(45 {x:.1} {y:.1})")} fill="#fff" stroke="#1d2330" stroke-width="2" />
                            <title>{ tf("games-envelope-equilibrium", Args::new().text("t", format_number(t))) }</title>
                        </g>
                    }
                }) }
                { for e.lines.iter().enumerate().flat_map(|(k, l)| [(k, 0, l.at0.clone()), (k, 1, l.at1.clone())]).map(|(k, end, v)| {
                    let colour = COLOURS[k % COLOURS.len()];
                    let (x, y) = px(end as f64, &v);
                    let place = base.place(k, end);
                    let name = e.lines[k].name.clone();
                    let start = {
                        let (drag, frame, v, svg_ref) = (drag.clone(), frame.clone(), v.clone(), svg_ref.clone());
                        Callback::from(move |ev: PointerEvent| {
                            ev.prevent_default();
                            // The drawing takes the pointer until it is let go, even outside it.
                            if let Some(svg) = svg_ref.cast::<web_sys::Element>() {
                                let _ = svg.set_pointer_capture(ev.pointer_id());
                            }
                            drag.set(Some(Drag { line: k, end, frame: frame.clone(), value: v.clone() }));
                        })
                    };
                    let keys = {
                        let (on_set, frame, v) = (props.on_set.clone(), frame.clone(), v.clone());
                        Callback::from(move |ev: KeyboardEvent| {
                            let up = match ev.key().as_str() {
                                "ArrowUp" | "ArrowRight" => true,
                                "ArrowDown" | "ArrowLeft" => false,
                                _ => return,
                            };
                            ev.prevent_default();
                            let next = stepped(&v, up, &frame);
                            if next != v {
                                on_set.emit((place.0, place.1, place.2, format_number(&next)));
                            }
                        })
                    };
                    html! {
                        <circle class="handle" id={format!("envelope-handle-{}-{k}-{end}", props.responder)}
                            cx={format!("{x:.1}")} cy={format!("{y:.1}")} r="9" fill={colour} fill-opacity="0.85" stroke="#fff" stroke-width="2"
                            tabindex="0" role="slider" aria-valuenow={format_number(&v)}
                            aria-valuemin={format!("{}", frame.low)} aria-valuemax={format!("{}", frame.high)}
                            aria-label={{
                                let args = Args::new().text("name", name.clone()).text("other", mover_names[1 - end].clone());
                                if column { tf("games-envelope-handle-column", args) } else { tf("games-envelope-handle-row", args) }
                            }}
                            onpointerdown={start} onkeydown={keys} style="cursor: ns-resize;" />
                    }
                }) }
            </svg>
            <figcaption id={format!("envelope-drag-{}-caption", props.responder)} aria-live="polite">
                { {
                    let args = Args::new()
                        .text("first", e.mover_first.clone())
                        .text("pieces", e.describe())
                        .text("marks", if marks.is_empty() { t("games-envelope-none") } else { marks_text });
                    if column { tf("games-envelope-caption-column", args) } else { tf("games-envelope-caption-row", args) }
                } }
            </figcaption>
        </figure>
    }
}
