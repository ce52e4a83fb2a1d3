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
use crate::games::matrix::geometry::{label_name_in, End, Geometry, Polytope, Side};
use crate::i18n::Args;
use crate::web::i18n::{catalogue, t, tf};

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
        End::Artificial => t("games-lh-artificial"),
        End::Equilibrium(i) => tf("games-lh-equilibrium", Args::new().count("n", i as i64 + 1)),
    }
}

#[function_component(LemkeHowsonView)]
pub(super) fn lemke_howson_view(props: &LemkeHowsonProps) -> Html {
    let geo = &props.geo;
    let g = &geo.game;
    let words = catalogue();
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
            Side::P => tf(
                "games-lh-polytope-p",
                Args::new()
                    .text("set", "P = {x ≥ 0 : Bᵀx ≤ 1}")
                    .count("dim", dim as i64),
            ),
            Side::Q => tf(
                "games-lh-polytope-q",
                Args::new()
                    .text("set", "Q = {y ≥ 0 : Ay ≤ 1}")
                    .count("dim", dim as i64),
            ),
        };
        html! {
            <Figure id={format!("poly-{}", poly.side.name().to_lowercase())} {title} dim={dim}
                points={poly.vertices.iter().map(|v| point3(&v.point)).collect::<Vec<_>>()}
                texts={poly.vertices.iter().map(|v| label_text(&v.labels)).collect::<Vec<_>>()}
                edges={poly.edges.clone()} {walked} {current} axes={names(dim)} />
        }
    };
    let explanation = match (&path, at) {
        (None, _) => t("games-lh-degenerate-start"),
        (Some(_), 0) => tf(
            "games-lh-at-start",
            Args::new()
                .text("start", end_name(start_now))
                .text("label", label_name_in(label_now, g, &words)),
        ),
        (Some(p), k) => tf(
            "games-lh-step-of",
            Args::new()
                .count("k", k as i64)
                .count("n", p.steps.len() as i64)
                .text("step", p.steps[k - 1].explain_in(&words)),
        ),
    };
    let result = match &path {
        Some(p) if at == total => Some(match p.equilibrium() {
            Some((ex, ey)) => {
                let end = geo.end_of(p);
                tf(
                    "games-lh-reached",
                    Args::new()
                        .text("end", end_name(end))
                        .text("x", strategy(&ex))
                        .text("y", strategy(&ey)),
                )
            }
            None => t("games-lh-back-at-artificial"),
        }),
        _ => None,
    };
    let unreachable = geo.unreachable();
    let index = |i: Option<i8>| match i {
        Some(1) => "+1".to_string(),
        Some(_) => "−1".to_string(),
        None => t("games-lh-index-degenerate"),
    };
    let reached_by = |e: usize| -> String {
        let ls: Vec<String> = (0..m + n)
            .filter(|&l| geo.from_artificial[l] == Some(End::Equilibrium(e)))
            .map(|l| (l + 1).to_string())
            .collect();
        if ls.is_empty() {
            t("games-lh-no-label-reaches")
        } else {
            ls.join(", ")
        }
    };
    html! {
        <section class="lemke-howson-geometry">
            <h4>{ t("games-lh-title") }</h4>
            <p class="hint" id="geometry-shift">{ tf(
                "games-lh-shift",
                Args::new()
                    .text("row", num(&geo.shift[0]))
                    .text("column", num(&geo.shift[1]))
                    .count("m", m as i64)
                    .count("first", m as i64 + 1)
                    .count("last", (m + n) as i64),
            ) }</p>
            <div class="controls" role="group" aria-label={t("games-lh-path-label")}>
                <label>{ format!("{} ", t("games-lh-start-at")) }
                    <select id="lh-start" onchange={on_start} style="max-width: 100%;">
                        <option value="artificial" selected={start_now == End::Artificial}>{ t("games-lh-start-artificial") }</option>
                        { for geo.equilibria.iter().enumerate().map(|(i, e)| html! {
                            <option value={i.to_string()} selected={start_now == End::Equilibrium(i)}>{ tf("games-lh-start-equilibrium", Args::new().count("n", i as i64 + 1).text("x", strategy(&e.x)).text("y", strategy(&e.y))) }</option>
                        }) }
                    </select>
                </label>
                <label>{ format!("{} ", t("games-lh-drop-label")) }
                    <select id="lh-label" onchange={on_label}>
                        { for (0..m + n).map(|l| html! { <option value={l.to_string()} selected={l == label_now}>{ label_name_in(l, g, &words) }</option> }) }
                    </select>
                </label>
                <button id="lh-reset" onclick={set_shown(0)} disabled={at == 0}>{ t("games-reset") }</button>
                <button id="lh-back" onclick={set_shown(at.saturating_sub(1))} disabled={at == 0}>{ t("games-back") }</button>
                <button id="lh-step" onclick={set_shown(at + 1)} disabled={at >= total}>{ t("games-step") }</button>
                <button id="lh-run" onclick={set_shown(total)} disabled={at >= total}>{ t("games-lh-run") }</button>
                <span id="lh-count" class="hint">{ tf("games-lh-count", Args::new().count("at", at as i64).count("total", total as i64)) }</span>
            </div>
            <p id="lh-explain" aria-live="polite" data-step={at.to_string()}>{ explanation }</p>
            if let Some(r) = result { <p id="lh-result"><strong>{ r }</strong></p> }
            <div class="geometry-figures" style="display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start;">
                { figure(&geo.p, walked_p, cur_p) }
                { figure(&geo.q, walked_q, cur_q) }
            </div>
            <p id="lh-pair" class="hint">{ tf(
                "games-lh-pair",
                Args::new()
                    .text("x", strategy(&x))
                    .text("xlabels", cur_p.map_or(String::new(), |v| label_text(&geo.p.vertices[v].labels)))
                    .text("y", strategy(&y))
                    .text("ylabels", cur_q.map_or(String::new(), |v| label_text(&geo.q.vertices[v].labels))),
            ) }</p>
            <div style="overflow-x: auto; max-width: 100%;"><table class="lh-pairing" id="lh-pairing">
                <caption>{ t("games-lh-pairing-caption") }</caption>
                <thead><tr>
                    <th>{ t("games-lh-col-start") }</th><th>{ "x" }</th><th>{ "y" }</th><th>{ t("games-lh-col-index") }</th>
                    { for (0..m + n).map(|l| html! { <th>{ tf("games-lh-col-drop", Args::new().count("n", l as i64 + 1)) }</th> }) }
                </tr></thead>
                <tbody>
                    <tr>
                        <th>{ "(0, 0)" }</th><td>{ "—" }</td><td>{ "—" }</td><td>{ "−1" }</td>
                        { for geo.from_artificial.iter().map(|e| html! { <td>{ e.map_or("?".to_string(), short) }</td> }) }
                    </tr>
                    { for geo.equilibria.iter().enumerate().map(|(i, e)| html! {
                        <tr data-unreachable={unreachable.contains(&i).to_string()}>
                            <th>{ short(End::Equilibrium(i)) }</th><td>{ strategy(&e.x) }</td><td>{ strategy(&e.y) }</td><td>{ index(e.index) }</td>
                            { for geo.pairing[i].iter().map(|p| html! { <td>{ p.map_or("—".to_string(), short) }</td> }) }
                        </tr>
                    }) }
                </tbody>
            </table></div>
            <p id="lh-unreachable">{
                if unreachable.is_empty() {
                    tf("games-lh-all-reached", Args::new().text("list", (0..geo.equilibria.len()).map(|e| tf("games-lh-reached-by", Args::new().count("n", e as i64 + 1).text("labels", reached_by(e)))).collect::<Vec<_>>().join("; ")))
                } else {
                    let list = unreachable.iter().map(|&e| tf("games-lh-unreachable-item", Args::new().count("n", e as i64 + 1).text("index", index(geo.equilibria[e].index)))).collect::<Vec<_>>().join(", ");
                    if unreachable.iter().any(|&e| geo.equilibria[e].index == Some(1)) {
                        tf("games-lh-unreachable-positive", Args::new().text("list", list))
                    } else {
                        tf("games-lh-unreachable", Args::new().text("list", list))
                    }
                }
            }</p>
        </section>
    }
}

/// A path's end in a table cell.
fn short(e: End) -> String {
    match e {
        End::Artificial => "(0, 0)".into(),
        End::Equilibrium(i) => tf("games-lh-eq-short", Args::new().count("n", i as i64 + 1)),
    }
}

/// A subscript digit.
fn sub(i: usize) -> char {
    char::from_u32(0x2080 + i as u32).unwrap_or('?')
}
