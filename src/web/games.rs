//! The normal-form games lab (first part): edit a bimatrix game or pick a preset, and see on
//! the table itself the best responses and pure equilibria, then every Nash equilibrium in
//! exact fractions (with degeneracy explained), security levels, the zero-sum value and the
//! iterated elimination of dominated strategies; import and export Gambit .nfg files.
//!
//! Exact enumeration runs on the main thread, so the editor is limited to
//! [`EDITOR_LIMIT`] strategies per player (a few milliseconds of work); the CLI goes to 12.

use yew::prelude::*;

use super::components::download;
use crate::equilibrium::{
    all_equilibria, best_responses, iterated_elimination, pure_equilibria, security,
    zero_sum_value, Dominator, Strength,
};
use crate::game::Player;
use crate::games::bimatrix::{format_number, Bimatrix, Class, Preset};
use crate::games::nfg::{self, NfgGame};

/// The most strategies per player in the page's editor.
pub const EDITOR_LIMIT: usize = 6;

#[derive(Clone, PartialEq)]
struct Draft {
    names: [Vec<String>; 2],
    a: Vec<Vec<String>>,
    b: Vec<Vec<String>>,
}

impl Draft {
    fn from_game(g: &Bimatrix) -> Self {
        let cell = |m: &Vec<Vec<crate::games::bimatrix::Q>>| {
            m.iter()
                .map(|r| r.iter().map(format_number).collect())
                .collect()
        };
        Draft {
            names: g.names.clone(),
            a: cell(&g.a),
            b: cell(&g.b),
        }
    }

    fn game(&self) -> Result<Bimatrix, String> {
        let a: Vec<Vec<&str>> = self
            .a
            .iter()
            .map(|r| r.iter().map(String::as_str).collect())
            .collect();
        let b: Vec<Vec<&str>> = self
            .b
            .iter()
            .map(|r| r.iter().map(String::as_str).collect())
            .collect();
        let mut g = Bimatrix::parse(&a, &b).map_err(|e| e.to_string())?;
        g.names = self.names.clone();
        Ok(g)
    }

    fn resize(&mut self, rows: usize, cols: usize) {
        let rows = rows.clamp(1, EDITOR_LIMIT);
        let cols = cols.clamp(1, EDITOR_LIMIT);
        for m in [&mut self.a, &mut self.b] {
            m.resize(rows, vec!["0".to_string(); cols]);
            for r in m.iter_mut() {
                r.resize(cols, "0".to_string());
            }
        }
        self.names[0].resize_with(rows, String::new);
        self.names[1].resize_with(cols, String::new);
        for (i, n) in self.names[0].iter_mut().enumerate() {
            if n.is_empty() {
                *n = format!("R{}", i + 1);
            }
        }
        for (i, n) in self.names[1].iter_mut().enumerate() {
            if n.is_empty() {
                *n = format!("C{}", i + 1);
            }
        }
    }
}

/// The normal-form page.
#[function_component(GamesPage)]
pub fn games_page() -> Html {
    let draft = use_state(|| Draft::from_game(&Preset::BattleOfTheSexes.game()));
    let import_text = use_state(String::new);
    let import_error = use_state(|| None::<String>);
    let edit = |player: usize, r: usize, c: usize| {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            let mut d = (*draft).clone();
            if player == 0 {
                d.a[r][c] = v;
            } else {
                d.b[r][c] = v;
            }
            draft.set(d);
        })
    };
    let resize = |dr: i32, dc: i32| {
        let draft = draft.clone();
        Callback::from(move |_: MouseEvent| {
            let mut d = (*draft).clone();
            let rows = (d.a.len() as i32 + dr).max(1) as usize;
            let cols = (d.a[0].len() as i32 + dc).max(1) as usize;
            d.resize(rows, cols);
            draft.set(d);
        })
    };
    let on_preset = {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(p) = Preset::ALL.iter().find(|p| p.name() == v) {
                draft.set(Draft::from_game(&p.game()));
            }
        })
    };
    let import = {
        let (draft, import_text, import_error) =
            (draft.clone(), import_text.clone(), import_error.clone());
        Callback::from(move |_| {
            match nfg::parse(&import_text) {
            Ok(f) if f.game.rows() <= EDITOR_LIMIT && f.game.cols() <= EDITOR_LIMIT => {
                import_error.set(None);
                draft.set(Draft::from_game(&f.game));
            }
            Ok(f) => import_error.set(Some(format!(
                "the game is {}×{}; the page's editor takes up to {EDITOR_LIMIT}×{EDITOR_LIMIT} (use `gamelab nash --game FILE` for up to 12×12)",
                f.game.rows(),
                f.game.cols()
            ))),
            Err(e) => import_error.set(Some(e.to_string())),
        }
        })
    };
    let on_import_text = {
        let import_text = import_text.clone();
        Callback::from(move |e: InputEvent| {
            import_text.set(
                e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                    .value(),
            )
        })
    };
    let game = draft.game();
    let export = {
        let game = game.clone();
        Callback::from(move |_| {
            if let Ok(g) = &game {
                let file = NfgGame {
                    title: "Game Lab game".into(),
                    players: ["Player 1".into(), "Player 2".into()],
                    comment: String::new(),
                    game: g.clone(),
                };
                download("game.nfg", "text/plain", &nfg::write(&file));
            }
        })
    };
    let d = &*draft;
    let (br, pure) = match &game {
        Ok(g) => (Some(best_responses(g)), pure_equilibria(g)),
        Err(_) => (None, Vec::new()),
    };
    let table = html! {
        <table class="bimatrix" id="bimatrix">
            <thead><tr><th></th>{ for d.names[1].iter().map(|n| html! { <th>{ n }</th> }) }</tr></thead>
            <tbody>{ for (0..d.a.len()).map(|r| html! {
                <tr>
                    <th>{ &d.names[0][r] }</th>
                    { for (0..d.a[0].len()).map(|c| {
                        let is_ne = pure.contains(&(r, c));
                        let row_br = br.as_ref().is_some_and(|b| b.row[r][c]);
                        let col_br = br.as_ref().is_some_and(|b| b.col[r][c]);
                        html! {
                            <td class={classes!("cell", is_ne.then_some("ne"))} id={format!("cell-{r}-{c}")}>
                                <input class={classes!(row_br.then_some("br"))} value={d.a[r][c].clone()} onchange={edit(0, r, c)} aria-label={format!("row payoff at {r},{c}")} />
                                <input class={classes!(col_br.then_some("br"))} value={d.b[r][c].clone()} onchange={edit(1, r, c)} aria-label={format!("column payoff at {r},{c}")} />
                            </td>
                        }
                    }) }
                </tr>
            }) }</tbody>
        </table>
    };
    let analysis = match &game {
        Err(e) => html! { <p class="error" id="game-error" role="alert">{ e }</p> },
        Ok(g) => analysis_view(g),
    };
    html! {
        <section class="page" id="games">
            <h1>{ "Normal-form games: every Nash equilibrium" }</h1>
            <p class="lead">{ "Edit the payoffs (row player first in each cell). Underlined payoffs are best responses; a highlighted cell is a pure Nash equilibrium. Below: all equilibria in exact fractions, security levels and dominance." }</p>
            <div class="controls">
                <label>{ "Preset " }
                    <select id="preset" onchange={on_preset}>
                        { for Preset::ALL.iter().map(|p| html! { <option value={p.name()} selected={*p == Preset::BattleOfTheSexes}>{ p.name() }</option> }) }
                    </select>
                </label>
                <button id="add-row" onclick={resize(1, 0)}>{ "+ row" }</button>
                <button id="remove-row" onclick={resize(-1, 0)}>{ "− row" }</button>
                <button id="add-col" onclick={resize(0, 1)}>{ "+ column" }</button>
                <button id="remove-col" onclick={resize(0, -1)}>{ "− column" }</button>
                <button id="export-nfg" onclick={export}>{ "Export .nfg" }</button>
            </div>
            { table }
            { analysis }
            <details class="import">
                <summary>{ "Import a Gambit .nfg file" }</summary>
                <textarea id="nfg-input" rows="6" value={(*import_text).clone()} oninput={on_import_text} />
                <button id="nfg-import" onclick={import}>{ "Import" }</button>
                if let Some(e) = &*import_error { <p class="error" id="nfg-error" role="alert">{ e }</p> }
            </details>
        </section>
    }
}

/// Where a linear function of t ∈ [0, 1] (given by its values at 0 and 1) is positive: the
/// best-response step of a 2×2 game as (t, choice) breakpoints, choice 1 = the first strategy.
fn br_steps(at0: f64, at1: f64) -> Vec<(f64, f64)> {
    let choice = |d: f64| {
        if d > 1e-12 {
            1.0
        } else if d < -1e-12 {
            0.0
        } else {
            0.5
        }
    };
    if (at0 > 0.0) != (at1 > 0.0) && (at0 - at1).abs() > 1e-12 {
        let t = at0 / (at0 - at1);
        vec![
            (0.0, choice(at0)),
            (t, choice(at0)),
            (t, choice(at1)),
            (1.0, choice(at1)),
        ]
    } else {
        let c = choice(0.5 * (at0 + at1));
        vec![(0.0, c), (1.0, c)]
    }
}

/// The best-response diagram of a 2×2 game: p = P(row plays its first strategy) across,
/// q = P(column plays its first strategy) up; equilibria are where the two responses meet.
fn br_diagram(g: &Bimatrix, equilibria: &[(f64, f64)]) -> Html {
    let f = |q: &crate::games::bimatrix::Q| crate::games::bimatrix::to_f64(q);
    // Row: u(R1) − u(R2) as a function of q.
    let d0 = f(&g.a[0][1]) - f(&g.a[1][1]);
    let d1 = f(&g.a[0][0]) - f(&g.a[1][0]);
    // Column: u(C1) − u(C2) as a function of p.
    let e0 = f(&g.b[1][0]) - f(&g.b[1][1]);
    let e1 = f(&g.b[0][0]) - f(&g.b[0][1]);
    let (size, pad) = (220.0, 30.0);
    let sx = |p: f64| pad + p * size;
    let sy = |q: f64| pad + (1.0 - q) * size;
    let row_pts: String = br_steps(d0, d1)
        .iter()
        .map(|&(q, p)| format!("{:.1},{:.1}", sx(p), sy(q)))
        .collect::<Vec<_>>()
        .join(" ");
    let col_pts: String = br_steps(e0, e1)
        .iter()
        .map(|&(p, q)| format!("{:.1},{:.1}", sx(p), sy(q)))
        .collect::<Vec<_>>()
        .join(" ");
    html! {
        <svg class="br-diagram" id="br-diagram" viewBox="0 0 280 280" width="280" height="280" role="img" aria-label="best-response diagram">
            <rect x={pad.to_string()} y={pad.to_string()} width={size.to_string()} height={size.to_string()} fill="none" stroke="#aab" />
            <polyline points={row_pts} fill="none" stroke="#3a63c8" stroke-width="3" />
            <polyline points={col_pts} fill="none" stroke="#c2410c" stroke-width="3" stroke-dasharray="6 4" />
            { for equilibria.iter().map(|&(p, q)| html! { <circle class="eq" cx={format!("{:.1}", sx(p))} cy={format!("{:.1}", sy(q))} r="6" fill="#1f8a4c" /> }) }
            <text x="140" y="275" text-anchor="middle" font-size="12">{ format!("p = P({})", g.names[0][0]) }</text>
            <text x="12" y="140" text-anchor="middle" font-size="12" transform="rotate(-90 12 140)">{ format!("q = P({})", g.names[1][0]) }</text>
            <text x={pad.to_string()} y="22" font-size="10" fill="#3a63c8">{ "row's best response" }</text>
            <text x="140" y="22" font-size="10" fill="#c2410c">{ "column's best response" }</text>
        </svg>
    }
}

fn strategy(v: &[crate::games::bimatrix::Q]) -> String {
    format!(
        "({})",
        v.iter().map(format_number).collect::<Vec<_>>().join(", ")
    )
}

fn analysis_view(g: &Bimatrix) -> Html {
    let class = match g.classify() {
        Class::CommonPayoff => "common-payoff".to_string(),
        Class::ConstantSum(c) if c == crate::games::bimatrix::Q::from_integer(0.into()) => {
            "zero-sum".to_string()
        }
        Class::ConstantSum(c) => format!("constant-sum ({})", format_number(&c)),
        Class::GeneralSum => "general-sum".to_string(),
    };
    let equilibria = match all_equilibria(g) {
        Ok(all) => html! {
            <div id="equilibria">
                if g.rows() == 2 && g.cols() == 2 {
                    { br_diagram(g, &all.extreme.iter().map(|e| (e.x_f64()[0], e.y_f64()[0])).collect::<Vec<_>>()) }
                }
                <h3>{ format!("Nash equilibria ({} extreme{})", all.extreme.len(), if all.degenerate { ", degenerate game" } else { "" }) }</h3>
                <table>
                    <thead><tr><th>{ "row strategy" }</th><th>{ "column strategy" }</th><th>{ "payoffs" }</th></tr></thead>
                    <tbody>{ for all.extreme.iter().map(|e| html! {
                        <tr class="equilibrium"><td>{ strategy(&e.x) }</td><td>{ strategy(&e.y) }</td><td>{ format!("({}, {})", format_number(&e.payoffs[0]), format_number(&e.payoffs[1])) }</td></tr>
                    }) }</tbody>
                </table>
                if all.degenerate {
                    <div class="note" id="degenerate">
                        <p>{ "Degenerate: some strategies have more best responses than their support size, so equilibria can form continua." }</p>
                        <ul>{ for all.ties.iter().map(|t| html! { <li>{ format!("{} strategy {} makes {} best responses tie", if t.player.0 == 0 { "row" } else { "column" }, strategy(&t.strategy), t.best_responses.len()) }</li> }) }</ul>
                        <ul>{ for all.components.iter().filter(|c| c.is_continuum()).map(|c| html! {
                            <li>{ format!("a continuum: rows between {} × columns between {}", c.row_strategies.iter().map(|x| strategy(x)).collect::<Vec<_>>().join(" and "), c.col_strategies.iter().map(|y| strategy(y)).collect::<Vec<_>>().join(" and ")) }</li>
                        }) }</ul>
                    </div>
                }
            </div>
        },
        Err(e) => html! { <p class="error">{ format!("equilibrium enumeration failed: {e}") }</p> },
    };
    let sec = |p: Player| match security(g, p) {
        Ok(s) => format!(
            "{}: maxmin {:.4} with {:?}; minmax {:.4}",
            if p.0 == 0 { "row" } else { "column" },
            s.maxmin,
            s.maxmin_strategy
                .iter()
                .map(|x| (x * 1e4).round() / 1e4)
                .collect::<Vec<_>>(),
            s.minmax
        ),
        Err(e) => format!("LP failed: {e}"),
    };
    let value = match g.classify() {
        Class::ConstantSum(_) => match zero_sum_value(g) {
            Ok(v) => format!("Value by LP: {:.6} (maxmin = minmax ✓)", v.value),
            Err(e) => format!("value LP failed: {e}"),
        },
        _ => String::new(),
    };
    let elimination = match iterated_elimination(g, Strength::Strict, true) {
        Ok(e) if e.steps.is_empty() => {
            html! { <p id="elimination">{ "No strategy is strictly dominated (by a pure or mixed strategy)." }</p> }
        }
        Ok(e) => html! {
            <ol id="elimination">{ for e.steps.iter().map(|s| html! {
                <li>{ format!("remove {} strategy {} — dominated by {}", if s.player.0 == 0 { "row" } else { "column" }, s.name, match &s.by {
                    Dominator::Pure(i) => g.names[s.player.0 as usize][*i].clone(),
                    Dominator::Mixed(w) => w.iter().map(|(i, q)| format!("{}·{}", format_number(q), g.names[s.player.0 as usize][*i])).collect::<Vec<_>>().join(" + "),
                }) }</li>
            }) }</ol>
        },
        Err(e) => {
            html! { <p class="error" id="elimination">{ format!("elimination failed (an LP failure is not read as 'not dominated'): {e}") }</p> }
        }
    };
    html! {
        <div class="analysis">
            <p id="classification">{ format!("Class: {class}") }</p>
            { equilibria }
            <h3>{ "Security levels" }</h3>
            <p id="security">{ sec(Player(0)) }<br />{ sec(Player(1)) }</p>
            if !value.is_empty() { <p id="zero-sum-value">{ value }</p> }
            <h3>{ "Iterated elimination of strictly dominated strategies" }</h3>
            { elimination }
        </div>
    }
}
