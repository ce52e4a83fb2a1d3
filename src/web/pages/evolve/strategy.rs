//! A strategy drawn for a person: War's three orderings as a pie, Rrrats!' P(continue) per
//! hand size as bars with the nearest threshold rule. Shared by the run's live view, its
//! result and the best-response panel.

use yew::prelude::*;

use crate::evolve::charts::{pie_slices, PieSlice};
use crate::evolve::{GameConfig, Interpretation};
use crate::games::rrrats::RatsPolicy;
use crate::games::war::WarPolicy;
use crate::i18n::Args;
use crate::plot::PALETTE;
use crate::web::i18n::{num, t, tf};

/// The strategy of `x` drawn for a person: War as a pie of the three orderings, Rrrats! as
/// bars of P(continue) per hand size with the nearest threshold rule.
pub(super) fn strategy_view(game: &GameConfig, x: &[f64], id: &str) -> Html {
    match game.interpret(x) {
        Interpretation::War(p) => pie(&p, id),
        Interpretation::Rrrats {
            p_continue,
            nearest_threshold,
        } => bars(&p_continue, nearest_threshold, id),
    }
}

pub(super) fn threshold_name(s: u8) -> String {
    if s >= 5 {
        t("evolve-never-stop")
    } else {
        tf("evolve-stop-at", Args::new().count("n", i64::from(s)))
    }
}

fn pie(p: &WarPolicy, id: &str) -> Html {
    let parts = [
        (t("evolve-descending"), p.desc, PALETTE[0]),
        (t("evolve-ascending"), p.asc, PALETTE[1]),
        (t("evolve-shuffled"), p.shuffled, PALETTE[2]),
    ];
    let (cx, cy, r) = (80.0, 80.0, 70.0);
    let shares: Vec<f64> = parts.iter().map(|p| p.1).collect();
    let slices = pie_slices(&shares, (cx, cy, r))
        .into_iter()
        .zip(parts.clone())
        .filter_map(|(slice, (name, v, (cr, cg, cb)))| {
            let fill = format!("rgb({cr},{cg},{cb})");
            let title = format!("{name}: {}%", num(v * 100.0, 1));
            Some(match slice? {
                PieSlice::Disc => html! { <circle cx={cx.to_string()} cy={cy.to_string()} r={r.to_string()} fill={fill}><title>{ title }</title></circle> },
                PieSlice::Wedge(d) => html! { <path {d} fill={fill}><title>{ title }</title></path> },
            })
        });
    html! {
        <div class="strategy-view" id={id.to_string()}>
            <svg class="pie" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label={t("evolve-ordering-label")}>{ for slices }</svg>
            <ul class="legend">{ for parts.iter().map(|(name, v, (cr, cg, cb))| html! {
                <li><span class="swatch" style={format!("background: rgb({cr},{cg},{cb})")}></span>{ format!("{name}: {}%", num(v * 100.0, 1)) }</li>
            }) }</ul>
        </div>
    }
}

pub(super) fn bars(p: &RatsPolicy, nearest: u8, id: &str) -> Html {
    let note = crate::plot::style::NOTE_PX.to_string();
    let (w, h, pad) = (250.0, 140.0, 26.0);
    html! {
        <div class="strategy-view" id={id.to_string()}>
            <svg class="bars" viewBox="0 0 290 190" width="290" height="190" role="img" aria-label={t("evolve-p-continue-label")}>
                <line x1={pad.to_string()} y1={(pad + h).to_string()} x2={(pad + w).to_string()} y2={(pad + h).to_string()} stroke="#888" />
                <line x1={pad.to_string()} y1={pad.to_string()} x2={(pad + w).to_string()} y2={pad.to_string()} stroke="#ddd" />
                { for p.0.iter().enumerate().map(|(k, &v)| {
                    let x = pad + 12.0 + k as f64 * 58.0;
                    let bh = v * h;
                    html! {
                        <g>
                            <rect class="bar" x={format!("{x:.1}")} y={format!("{:.1}", pad + h - bh)} width="36" height={format!("{bh:.1}")} fill="#3a63c8"><title>{ tf("evolve-bar-title", Args::new().count("hand", k as i64 + 1).text("p", num(v, 3))) }</title></rect>
                            <text x={format!("{:.1}", x + 18.0)} y={format!("{:.1}", pad + h - bh - 4.0)} text-anchor="middle" font-size={note.clone()}>{ num(v, 2) }</text>
                            <text x={format!("{:.1}", x + 18.0)} y={format!("{:.1}", pad + h + 17.0)} text-anchor="middle" font-size={note.clone()}>{ tf("evolve-hand", Args::new().count("hand", k as i64 + 1)) }</text>
                        </g>
                    }
                }) }
                <text x="4" y={(pad + 5.0).to_string()} font-size={note.clone()}>{ "1" }</text>
                <text x="4" y={(pad + h).to_string()} font-size={note.clone()}>{ "0" }</text>
            </svg>
            <p class="nearest">{ tf("evolve-nearest", Args::new().text("rule", threshold_name(nearest))) }</p>
        </div>
    }
}
