//! A small labelled polytope drawn as SVG: a polygon flat, a 3-D polytope by the turnable
//! orthographic projection of [`crate::plot::turn`] (drag with the pointer, arrow keys when
//! focused, a button to reset). Far edges are drawn first and dashed, so the front of the
//! figure reads on top.

use yew::prelude::*;

use crate::plot::turn::{bounding_sphere, depth_order, fit, Frame, Projected, Turn};

/// The drawing box (the SVG scales down in a narrow column through its `viewBox`).
const WIDTH: f64 = 340.0;
const HEIGHT: f64 = 300.0;
const MARGIN: f64 = 42.0;

/// A point marked on the figure besides the vertices (an equilibrium, an optimum).
#[derive(Clone, PartialEq)]
pub(super) struct Mark {
    /// Where, in the figure's coordinates.
    pub(super) at: [f64; 3],
    /// `"nash"` or `"best"`: the marker's shape and colour, and its `data-kind`.
    pub(super) kind: &'static str,
    /// Its name (a tooltip and the test's handle).
    pub(super) title: String,
}

#[derive(Properties, PartialEq)]
pub(super) struct FigureProps {
    /// The SVG's id.
    pub(super) id: AttrValue,
    /// What the figure shows, for screen readers.
    pub(super) title: AttrValue,
    /// 2 (drawn flat: first coordinate across, second up) or 3 (turnable).
    pub(super) dim: usize,
    /// The vertices.
    pub(super) points: Vec<[f64; 3]>,
    /// Each vertex's text (its labels).
    pub(super) texts: Vec<String>,
    /// The edges.
    pub(super) edges: Vec<(usize, usize)>,
    /// Edges walked by the path so far (drawn thick).
    #[prop_or_default]
    pub(super) walked: Vec<(usize, usize)>,
    /// The current vertex (highlighted).
    #[prop_or_default]
    pub(super) current: Option<usize>,
    /// The axes' names, drawn along the coordinate axes from the origin (empty: none).
    #[prop_or_default]
    pub(super) axes: Vec<String>,
    /// A frame drawn dashed behind the figure (the tetrahedron of all distributions).
    #[prop_or_default]
    pub(super) frame: Vec<([f64; 3], [f64; 3])>,
    /// Texts at points of the frame (its corners' names).
    #[prop_or_default]
    pub(super) frame_texts: Vec<([f64; 3], String)>,
    /// Marked points.
    #[prop_or_default]
    pub(super) marks: Vec<Mark>,
}

/// Projects a point: flat for a polygon, turned for a 3-D figure.
fn project(dim: usize, turn: Turn, p: [f64; 3]) -> Projected {
    if dim == 2 {
        Projected {
            x: p[0],
            y: -p[1],
            depth: 0.0,
        }
    } else {
        turn.project(p)
    }
}

#[function_component(Figure)]
pub(super) fn figure(props: &FigureProps) -> Html {
    let turn = use_state(Turn::default);
    let drag = use_mut_ref(|| None::<(f64, f64)>);
    let dim = props.dim;
    let t = *turn;
    // Everything drawn, for the frame: the figure, its axes and its outer frame.
    let axis_len = props
        .points
        .iter()
        .flat_map(|p| p.iter().copied())
        .fold(0.0f64, f64::max)
        * 1.25;
    let axis_ends: Vec<[f64; 3]> = (0..props.axes.len())
        .map(|k| {
            let mut e = [0.0; 3];
            e[k] = axis_len;
            e
        })
        .collect();
    let mut all: Vec<[f64; 3]> = props.points.clone();
    all.extend(axis_ends.iter().copied());
    all.extend(props.frame.iter().flat_map(|(a, b)| [*a, *b]));
    let frame = if dim == 2 {
        // A flat figure: its own bounding box, no turning.
        let flat: Vec<[f64; 3]> = all.iter().map(|p| [p[0], -p[1], 0.0]).collect();
        let (c, r) = bounding_sphere(&flat);
        Frame::for_sphere(
            c,
            r,
            Turn {
                yaw: 0.0,
                pitch: 0.0,
            },
            WIDTH,
            HEIGHT,
            MARGIN,
        )
        .with_centre((c[0], c[1]))
    } else {
        let (c, r) = bounding_sphere(&all);
        Frame::for_sphere(c, r, t, WIDTH, HEIGHT, MARGIN)
    };
    let proj = |p: [f64; 3]| project(dim, t, p);
    let place = |p: [f64; 3]| fit(&[proj(p)], &frame)[0];
    let projected: Vec<Projected> = props.points.iter().map(|&p| proj(p)).collect();
    let screen = fit(&projected, &frame);
    let mid_depth = |a: usize, b: usize| (projected[a].depth + projected[b].depth) / 2.0;
    let depths: Vec<f64> = projected.iter().map(|p| p.depth).collect();
    let (lo, hi) = depths
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), &d| {
            (l.min(d), h.max(d))
        });
    let far = |d: f64| dim == 3 && hi - lo > 1e-12 && d < lo + (hi - lo) * 0.35;
    let mut edges: Vec<(usize, usize)> = props.edges.clone();
    edges.sort_by(|&(a, b), &(c, d)| mid_depth(a, b).total_cmp(&mid_depth(c, d)));
    let on_key = {
        let turn = turn.clone();
        Callback::from(move |e: KeyboardEvent| {
            if dim == 3 {
                if let Some(next) = turn.keyed(&e.key()) {
                    e.prevent_default();
                    turn.set(next);
                }
            }
        })
    };
    let on_down = {
        let drag = drag.clone();
        Callback::from(move |e: PointerEvent| {
            if dim == 3 {
                *drag.borrow_mut() = Some((e.client_x() as f64, e.client_y() as f64));
                if let Some(el) = e.target_dyn_into::<web_sys::Element>() {
                    let _ = el.set_pointer_capture(e.pointer_id());
                }
            }
        })
    };
    let on_move = {
        let (drag, turn) = (drag.clone(), turn.clone());
        Callback::from(move |e: PointerEvent| {
            let start = *drag.borrow();
            if let Some((x0, y0)) = start {
                let (x, y) = (e.client_x() as f64, e.client_y() as f64);
                *drag.borrow_mut() = Some((x, y));
                turn.set(turn.dragged(x - x0, y - y0));
            }
        })
    };
    let on_up = {
        let drag = drag.clone();
        Callback::from(move |_: PointerEvent| *drag.borrow_mut() = None)
    };
    let reset = {
        let turn = turn.clone();
        Callback::from(move |_: MouseEvent| turn.set(Turn::default()))
    };
    let f = |v: f64| format!("{v:.1}");
    let origin = place([0.0; 3]);
    html! {
        <figure class="geometry-figure" style="margin: 0; flex: 1 1 300px; max-width: 420px;">
            <svg id={props.id.clone()} viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="img" aria-label={if dim == 3 { format!("{} {}", props.title, crate::web::i18n::t("games-figure-turn")) } else { props.title.to_string() }} tabindex={(dim == 3).then_some("0")} onkeydown={on_key} onpointerdown={on_down} onpointermove={on_move} onpointerup={on_up.clone()} onpointercancel={on_up} data-yaw={format!("{:.4}", t.yaw)} data-pitch={format!("{:.4}", t.pitch)} style={format!("width: 100%; height: auto; touch-action: none; border: 1px solid #ddd; border-radius: 4px; background: #fff;{}", if dim == 3 { " cursor: grab;" } else { "" })}>
                { for props.frame.iter().map(|&(a, b)| { let (p, q) = (place(a), place(b)); html! {
                    <line x1={f(p.0)} y1={f(p.1)} x2={f(q.0)} y2={f(q.1)} stroke="#aaa" stroke-dasharray="4 3" />
                } }) }
                { for props.frame_texts.iter().map(|(a, s)| { let p = place(*a); html! {
                    <text x={f(p.0)} y={f(p.1 - 6.0)} font-size="11" text-anchor="middle" fill="#555">{ s.clone() }</text>
                } }) }
                { for props.axes.iter().zip(&axis_ends).map(|(name, &e)| { let p = place(e); html! {
                    <>
                        <line x1={f(origin.0)} y1={f(origin.1)} x2={f(p.0)} y2={f(p.1)} stroke="#bbb" />
                        <text x={f(p.0)} y={f(p.1)} font-size="12" fill="#777" dx="3">{ name.clone() }</text>
                    </>
                } }) }
                { for edges.iter().map(|&(a, b)| {
                    let walked = props.walked.contains(&(a, b)) || props.walked.contains(&(b, a));
                    let dashed = far(mid_depth(a, b)) && !walked;
                    html! {
                        <line class={classes!("edge", walked.then_some("walked"))} x1={f(screen[a].0)} y1={f(screen[a].1)} x2={f(screen[b].0)} y2={f(screen[b].1)} stroke={if walked { "#c0392b" } else { "#345" }} stroke-width={if walked { "3.5" } else { "1.4" }} stroke-dasharray={dashed.then_some("3 3")} />
                    }
                }) }
                { for depth_order(&projected).into_iter().map(|v| {
                    let (x, y) = screen[v];
                    let here = props.current == Some(v);
                    html! {
                        <g class={classes!("vertex", here.then_some("current"))} data-vertex={v.to_string()} data-x={format!("{x:.2}")} data-y={format!("{y:.2}")} data-labels={props.texts[v].clone()}>
                            <circle cx={f(x)} cy={f(y)} r={if here { "7" } else { "4" }} fill={if here { "#c0392b" } else { "#345" }} opacity={if far(projected[v].depth) && !here { "0.55" } else { "1" }} />
                            <text x={f(x + 8.0)} y={f(y - 6.0)} font-size="12" font-weight={here.then_some("bold")} fill="#123" stroke="#fff" stroke-width="3" paint-order="stroke">{ props.texts[v].clone() }</text>
                        </g>
                    }
                }) }
                { for props.marks.iter().map(|m| { let p = place(m.at); html! {
                    <g class="mark" data-kind={m.kind} data-title={m.title.clone()}>
                        <title>{ m.title.clone() }</title>
                        if m.kind == "best" {
                            <polygon points={format!("{},{} {},{} {},{} {},{}", f(p.0), f(p.1 - 9.0), f(p.0 + 9.0), f(p.1), f(p.0), f(p.1 + 9.0), f(p.0 - 9.0), f(p.1))} fill="#e67e22" stroke="#7a3e00" />
                        } else {
                            <rect x={f(p.0 - 5.0)} y={f(p.1 - 5.0)} width="10" height="10" fill="#2e86c1" stroke="#123" />
                        }
                    </g>
                } }) }
            </svg>
            <figcaption class="hint">
                { props.title.clone() }
                if dim == 3 { <>{ " " }<button class="turn-reset" id={format!("{}-reset", props.id)} onclick={reset}>{ crate::web::i18n::t("games-figure-reset") }</button></> }
            </figcaption>
        </figure>
    }
}
