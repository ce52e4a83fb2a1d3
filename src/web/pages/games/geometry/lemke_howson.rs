//! Lemke–Howson stepped on the best-response polytopes: choose the start (the artificial
//! equilibrium or an equilibrium) and the label to drop, then Step, Back, Run to end or
//! Reset; the current vertex pair is highlighted on both polytopes, the walked edges drawn
//! thick, each step explained in words (read out by screen readers), and the equilibrium
//! reached stated in fractions. Below: which equilibria no path from the artificial one
//! reaches, and how the paths pair all of them.

use std::rc::Rc;

use yew::prelude::*;

use super::super::{num, strategy};
use super::figure::Figure;
use crate::exact::{to_f64, Q};
use crate::games::matrix::geometry::{label_name, End, Geometry, Polytope, Side};

#[derive(Properties, PartialEq)]
pub(super) struct LemkeHowsonProps {
    /// The game's geometry.
    pub(super) geo: Rc<Geometry>,
}

/// A point as floats in three dimensions (a polygon's third coordinate is 0).
fn point3(p: &[Q]) -> [f64; 3] {
    let mut out = [0.0; 3];
    for (o, v) in out.iter_mut().zip(p) {
        *o = to_f64(v);
    }
    out
}

/// A vertex's labels for people, numbered from 1.
fn label_text(labels: &[usize]) -> String {
    labels
        .iter()
        .map(|l| (l + 1).to_string())
        .collect::<Vec<_>>()
        .join(",")
}

fn end_name(e: End) -> String {
    match e {
        End::Artificial => "the artificial equilibrium (0, 0)".into(),
        End::Equilibrium(i) => format!("equilibrium {}", i + 1),
    }
}

#[function_component(LemkeHowsonView)]
pub(super) fn lemke_howson_view(props: &LemkeHowsonProps) -> Html {
    let geo = &props.geo;
    let g = &geo.game;
    let (m, n) = (g.rows(), g.cols());
    let start = use_state(|| End::Artificial);
    let label = use_state(|| 0usize);
    let shown = use_state(|| 0usize);
    // A new game: back to the artificial start (an equilibrium index may no longer exist).
    {
        let (start, label, shown) = (start.clone(), label.clone(), shown.clone());
        use_effect_with(geo.clone(), move |_| {
            start.set(End::Artificial);
            label.set(0);
            shown.set(0);
        });
    }
    let start_now = match *start {
        End::Equilibrium(i) if i >= geo.equilibria.len() => End::Artificial,
        s => s,
    };
    let label_now = (*label).min(m + n - 1);
    let path = geo.path(start_now, label_now);
    let total = path.as_ref().map_or(0, |p| p.steps.len());
    let at = (*shown).min(total);
    // The current pair: the start, then each step's arrival.
    let (mut x, mut y) = match geo.start(start_now) {
        Some(b) => (b.x(), b.y()),
        None => (
            vec![Q::from_integer(0.into()); m],
            vec![Q::from_integer(0.into()); n],
        ),
    };
    let mut walked_p = Vec::new();
    let mut walked_q = Vec::new();
    if let Some(p) = &path {
        for s in &p.steps[..at] {
            let (poly, walked, point) = match s.side {
                Side::P => (&geo.p, &mut walked_p, &mut x),
                Side::Q => (&geo.q, &mut walked_q, &mut y),
            };
            if let (Some(a), Some(b)) = (poly.find(&s.from), poly.find(&s.to)) {
                if a != b {
                    walked.push((a, b));
                }
            }
            *point = s.to.clone();
        }
    }
    let (cur_p, cur_q) = (geo.p.find(&x), geo.q.find(&y));
    let on_label = {
        let (label, shown) = (label.clone(), shown.clone());
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Ok(l) = v.parse::<usize>() {
                label.set(l);
                shown.set(0);
            }
        })
    };
    let on_start = {
        let (start, shown) = (start.clone(), shown.clone());
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            start.set(match v.parse::<usize>() {
                Ok(i) => End::Equilibrium(i),
                Err(_) => End::Artificial,
            });
            shown.set(0);
        })
    };
    let set_shown = |k: usize| {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(k))
    };
    let figure = |poly: &Polytope, walked: Vec<(usize, usize)>, current: Option<usize>| {
        let names = |k: usize| -> Vec<String> {
            (1..=k)
                .map(|i| format!("{}{}", if poly.side == Side::P { "x" } else { "y" }, sub(i)))
                .collect()
        };
        let dim = poly.dim();
        let title = match poly.side {
            Side::P => format!("P = {{x ≥ 0 : Bᵀx ≤ 1}}, the row player's polytope ({dim}-D); labels at each vertex"),
            Side::Q => format!("Q = {{y ≥ 0 : Ay ≤ 1}}, the column player's polytope ({dim}-D); labels at each vertex"),
        };
        html! {
            <Figure id={format!("poly-{}", poly.side.name().to_lowercase())} {title} dim={dim}
                points={poly.vertices.iter().map(|v| point3(&v.point)).collect::<Vec<_>>()}
                texts={poly.vertices.iter().map(|v| label_text(&v.labels)).collect::<Vec<_>>()}
                edges={poly.edges.clone()} {walked} {current} axes={names(dim)} />
        }
    };
    let explanation = match (&path, at) {
        (None, _) => "This start is a degenerate equilibrium: its vertices have surplus labels, so which edge to leave is not defined without a choice of basis.".to_string(),
        (Some(_), 0) => format!(
            "At {}: every label is present. Step to drop label {}.",
            end_name(start_now),
            label_name(label_now, g)
        ),
        (Some(p), k) => format!("Step {k} of {}: {}", p.steps.len(), p.steps[k - 1].explain()),
    };
    let result = match &path {
        Some(p) if at == total => Some(match p.equilibrium() {
            Some((ex, ey)) => {
                let end = geo.end_of(p);
                format!("Reached {}: x = {}, y = {}.", end_name(end), strategy(&ex), strategy(&ey))
            }
            None => "Back at the artificial equilibrium (0, 0): dropping this label at this equilibrium retraces the path from (0, 0).".to_string(),
        }),
        _ => None,
    };
    let unreachable = geo.unreachable();
    let index = |i: Option<i8>| match i {
        Some(1) => "+1".to_string(),
        Some(_) => "−1".to_string(),
        None => "— (degenerate)".to_string(),
    };
    let reached_by = |e: usize| -> String {
        let ls: Vec<String> = (0..m + n)
            .filter(|&l| geo.from_artificial[l] == Some(End::Equilibrium(e)))
            .map(|l| (l + 1).to_string())
            .collect();
        if ls.is_empty() {
            "no label".into()
        } else {
            ls.join(", ")
        }
    };
    html! {
        <section class="lemke-howson-geometry">
            <h4>{ "Best-response polytopes and Lemke–Howson" }</h4>
            <p class="hint" id="geometry-shift">{ format!(
                "Von Stengel's convention: each player's payoffs are shifted to be positive (row player's by {}, column player's by {}; best responses do not change), so P and Q are bounded. Labels 1–{m} are the rows, {}–{} the columns: a vertex of P has label i when xᵢ = 0 and label {}+j when column j is a best response; a vertex of Q has label i when row i is a best response and {}+j when yⱼ = 0.",
                num(&geo.shift[0]), num(&geo.shift[1]), m + 1, m + n, m, m
            ) }</p>
            <div class="controls" role="group" aria-label="Lemke–Howson path">
                <label>{ "Start at " }
                    <select id="lh-start" onchange={on_start} style="max-width: 100%;">
                        <option value="artificial" selected={start_now == End::Artificial}>{ "(0, 0), the artificial equilibrium" }</option>
                        { for geo.equilibria.iter().enumerate().map(|(i, e)| html! {
                            <option value={i.to_string()} selected={start_now == End::Equilibrium(i)}>{ format!("equilibrium {}: x = {}, y = {}", i + 1, strategy(&e.x), strategy(&e.y)) }</option>
                        }) }
                    </select>
                </label>
                <label>{ "Drop label " }
                    <select id="lh-label" onchange={on_label}>
                        { for (0..m + n).map(|l| html! { <option value={l.to_string()} selected={l == label_now}>{ label_name(l, g) }</option> }) }
                    </select>
                </label>
                <button id="lh-reset" onclick={set_shown(0)} disabled={at == 0}>{ "Reset" }</button>
                <button id="lh-back" onclick={set_shown(at.saturating_sub(1))} disabled={at == 0}>{ "◀ Back" }</button>
                <button id="lh-step" onclick={set_shown(at + 1)} disabled={at >= total}>{ "Step ▶" }</button>
                <button id="lh-run" onclick={set_shown(total)} disabled={at >= total}>{ "Run to end" }</button>
                <span id="lh-count" class="hint">{ format!("{at} of {total} steps") }</span>
            </div>
            <p id="lh-explain" aria-live="polite" data-step={at.to_string()}>{ explanation }</p>
            if let Some(r) = result { <p id="lh-result"><strong>{ r }</strong></p> }
            <div class="geometry-figures" style="display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start;">
                { figure(&geo.p, walked_p, cur_p) }
                { figure(&geo.q, walked_q, cur_q) }
            </div>
            <p id="lh-pair" class="hint">{ format!(
                "Current pair: x = {} (labels {}), y = {} (labels {}).",
                strategy(&x), cur_p.map_or(String::new(), |v| label_text(&geo.p.vertices[v].labels)),
                strategy(&y), cur_q.map_or(String::new(), |v| label_text(&geo.q.vertices[v].labels)),
            ) }</p>
            <div style="overflow-x: auto; max-width: 100%;"><table class="lh-pairing" id="lh-pairing">
                <caption>{ "Where the path dropping each label ends, from each start" }</caption>
                <thead><tr>
                    <th>{ "start" }</th><th>{ "x" }</th><th>{ "y" }</th><th>{ "index" }</th>
                    { for (0..m + n).map(|l| html! { <th>{ format!("drop {}", l + 1) }</th> }) }
                </tr></thead>
                <tbody>
                    <tr>
                        <th>{ "(0, 0)" }</th><td>{ "—" }</td><td>{ "—" }</td><td>{ "−1" }</td>
                        { for geo.from_artificial.iter().map(|e| html! { <td>{ e.map_or("?".to_string(), short) }</td> }) }
                    </tr>
                    { for geo.equilibria.iter().enumerate().map(|(i, e)| html! {
                        <tr data-unreachable={unreachable.contains(&i).to_string()}>
                            <th>{ format!("eq. {}", i + 1) }</th><td>{ strategy(&e.x) }</td><td>{ strategy(&e.y) }</td><td>{ index(e.index) }</td>
                            { for geo.pairing[i].iter().map(|p| html! { <td>{ p.map_or("—".to_string(), short) }</td> }) }
                        </tr>
                    }) }
                </tbody>
            </table></div>
            <p id="lh-unreachable">{
                if unreachable.is_empty() {
                    format!("Every equilibrium is reached from the artificial equilibrium by some dropped label ({}).", (0..geo.equilibria.len()).map(|e| format!("equilibrium {} by label {}", e + 1, reached_by(e))).collect::<Vec<_>>().join("; "))
                } else {
                    format!(
                        "No Lemke–Howson path from the artificial equilibrium reaches {}; they are found only by starting at another equilibrium.{}",
                        unreachable.iter().map(|&e| format!("equilibrium {} (index {})", e + 1, index(geo.equilibria[e].index))).collect::<Vec<_>>().join(", "),
                        if unreachable.iter().any(|&e| geo.equilibria[e].index == Some(1)) { " An equilibrium of index +1 among them shows that a positive index does not make an equilibrium reachable." } else { "" }
                    )
                }
            }</p>
        </section>
    }
}

/// A path's end in a table cell.
fn short(e: End) -> String {
    match e {
        End::Artificial => "(0, 0)".into(),
        End::Equilibrium(i) => format!("eq. {}", i + 1),
    }
}

/// A subscript digit.
fn sub(i: usize) -> char {
    char::from_u32(0x2080 + i as u32).unwrap_or('?')
}
