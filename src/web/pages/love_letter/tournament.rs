//! The tournament: a round robin split over one worker per core, the standings with Wilson
//! intervals, the convergence curves, and the exports.

use yew::prelude::*;

use super::text_setter;
use crate::games::love_letter::agents::AGENTS;
use crate::games::love_letter::forms::{TournamentForm, TournamentRequest};
use crate::games::love_letter::jobs::Output;
use crate::games::love_letter::page_text::{
    agent_label_in, standings_cells, tournament_summary_in, STANDINGS_HEAD,
};
use crate::games::love_letter::tournament::{convergence, standings, TournamentGame};
use crate::i18n::Args;
use crate::plot::{csv, line_chart, LineChart, Scale, Series, SeriesStyle, PALETTE};
use crate::text::FieldError;
use crate::web::components::field_error_of as field_error;
use crate::web::components::{download, maybe_stale, on_typed, use_edited_form, FitChart};
use crate::web::i18n::{catalogue, num, t, tf};
use crate::web::job::{use_job_pool, worker_count, JobOutput, JobState};

#[function_component(TournamentPanel)]
pub(super) fn tournament_panel() -> Html {
    let form = use_edited_form(TournamentForm::default);
    let errors = use_state(Vec::<FieldError>::new);
    let n = worker_count();
    let pool = use_job_pool(n);
    // The request the running (or last) tournament was started with: its results are marked
    // stale once the form describes another.
    let run = use_state(|| None::<TournamentRequest>);
    let start = {
        let (form, errors, pool, run) = (form.clone(), errors.clone(), pool.clone(), run.clone());
        Callback::from(move |_: MouseEvent| match form.get().request() {
            Ok(r) => {
                errors.set(Vec::new());
                for (i, spec) in r.jobs(pool.len()).into_iter().enumerate() {
                    pool.start(i, spec);
                }
                run.set(Some(r));
            }
            Err(e) => errors.set(e),
        })
    };
    let cancel = {
        let pool = pool.clone();
        Callback::from(move |_: MouseEvent| pool.cancel())
    };
    let toggle = |i: usize| {
        let form = form.clone();
        Callback::from(move |_: Event| form.update(|f| f.lineup[i] = !f.lineup[i]))
    };
    let set_players = {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let players = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value()
                .parse()
                .unwrap_or(2);
            form.update(|f| f.players = players);
        })
    };
    let set_text = |pick: fn(&mut TournamentForm) -> &mut String| text_setter(&form, pick);
    let finished: Option<(Vec<TournamentGame>, f64)> = pool.finished().map(|outputs| {
        let mut games: Vec<(u64, TournamentGame)> = Vec::new();
        let mut millis = 0.0;
        for (output, ms) in outputs {
            if let JobOutput::LoveLetter(Output::Games(g)) = output {
                games.extend(g.iter().cloned());
                millis += ms;
            }
        }
        crate::web::components::sort_by_number(&mut games, |(i, _)| *i);
        (games.into_iter().map(|(_, g)| g).collect(), millis)
    });
    let cancelled = pool.states.iter().any(|s| matches!(s, JobState::Cancelled));
    let f = form.shown().clone();
    let progress = pool.progress();
    let words = catalogue();
    html! {
        <div class="ll-panel" id="ll-tournament">
            <h2>{ t("ll-t-title") }</h2>
            <p>{ t("ll-t-text") }</p>
            <div class="form-grid">
                <fieldset><legend>{ t("ll-lineup") }</legend>
                    { for AGENTS.iter().enumerate().map(|(i, a)| html! {
                        <label class="check"><input type="checkbox" id={format!("ll-t-{a}")} checked={f.lineup[i]} onchange={toggle(i)} />{ agent_label_in(a, &words) }</label>
                    }) }
                    { field_error(&errors, "t-lineup") }
                </fieldset>
                <label>{ t("ll-seats-per-table") }
                    <select id="ll-t-players" onchange={set_players}>
                        { for (2..=4).map(|p| html! { <option value={p.to_string()} selected={f.players == p}>{ p }</option> }) }
                    </select>
                </label>
                <label>{ t("ll-games") }<input id="ll-t-games" value={f.games.clone()} oninput={on_typed(set_text(|f| &mut f.games))} inputmode="numeric" />{ field_error(&errors, "t-games") }</label>
                <label>{ t("ll-seed") }<input id="ll-t-seed" value={f.seed.clone()} oninput={on_typed(set_text(|f| &mut f.seed))} inputmode="numeric" />{ field_error(&errors, "t-seed") }</label>
                <label>{ t("ll-iterations") }<input id="ll-t-it" value={f.it.clone()} oninput={on_typed(set_text(|f| &mut f.it))} inputmode="numeric" />{ field_error(&errors, "t-it") }</label>
            </div>
            <div class="controls">
                <button id="ll-t-run" class="primary" disabled={pool.running()} onclick={start}>{ tf("ll-t-run", Args::new().count("n", n as i64)) }</button>
                if pool.running() { <button id="ll-t-cancel" onclick={cancel}>{ t("common-cancel") }</button> }
            </div>
            if let (true, Some(p)) = (pool.running(), progress) {
                <div class="job"><progress id="ll-t-progress" max="1" value={p.fraction.to_string()}></progress><span class="job-status">{ tf("ll-t-running", Args::new().count("n", p.done as i64)) }</span></div>
            }
            if cancelled && !pool.running() { <p class="job-status" id="ll-t-status">{ t("common-cancelled") }</p> }
            if let (Some((games, millis)), Some(full)) = (finished, (*run).clone()) {
                { maybe_stale(
                    form.shown().request().ok().as_ref() != Some(&full),
                    "ll-t",
                    html! { <TournamentResult {games} {millis} run={full} /> },
                ) }
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct TournamentResultProps {
    games: Vec<TournamentGame>,
    millis: f64,
    run: TournamentRequest,
}

#[function_component(TournamentResult)]
fn tournament_result(props: &TournamentResultProps) -> Html {
    let names: Vec<&str> = props.run.agents.iter().map(|k| k.key()).collect();
    let table = standings(&names, &props.games);
    let n = props.games.len() as f64;
    let curves = convergence(names.len(), &props.games, 60);
    let mut series = Vec::new();
    for (a, curve) in curves.iter().enumerate() {
        let color = PALETTE[a % PALETTE.len()];
        series.push(Series {
            name: names[a].to_string(),
            points: curve.iter().map(|p| (p.games as f64, p.rate)).collect(),
            style: SeriesStyle::Line,
            color,
            errors: None,
        });
        for k in 0..2 {
            series.push(Series {
                name: String::new(),
                points: curve
                    .iter()
                    .map(|p| {
                        (
                            p.games as f64,
                            if k == 0 { p.interval.0 } else { p.interval.1 },
                        )
                    })
                    .collect(),
                style: SeriesStyle::Dashed,
                color,
                errors: None,
            });
        }
    }
    let chart = LineChart {
        title: t("ll-t-chart-title"),
        x_label: t("ll-t-chart-x"),
        y_label: t("ll-win-rate"),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series,
        hlines: vec![(1.0 / props.run.players as f64, t("ll-fair-share"))],
        vlines: Vec::new(),
        x_range: Some((0.0, n)),
        y_range: Some((0.0, 1.0)),
        size: (720, 360),
    };
    let data = csv(&STANDINGS_HEAD, &standings_cells(&table));
    let spec = chart.clone();
    let words = catalogue();
    html! {
        <div id="ll-t-result">
            <table id="ll-standings">
                <thead><tr><th>{ t("ll-col-agent") }</th><th>{ t("ll-games") }</th><th>{ t("ll-col-wins") }</th><th>{ t("ll-win-rate") }</th><th>{ t("ll-col-interval") }</th></tr></thead>
                <tbody>{ for table.iter().map(|s| html! {
                    <tr><td>{ agent_label_in(&s.agent, &words) }</td><td class="num">{ s.games }</td><td class="num">{ s.wins }</td><td class="num">{ format!("{}%", num(100.0 * s.rate, 1)) }</td><td class="num">{ format!("{}–{}%", num(100.0 * s.interval.0, 1), num(100.0 * s.interval.1, 1)) }</td></tr>
                }) }</tbody>
            </table>
            <p id="ll-t-time">{ tournament_summary_in(&props.games, props.millis, &props.run, &words) }</p>
            <div class="chart" id="ll-t-chart"><FitChart spec={chart} /></div>
            <div class="controls">
                <button class="small" onclick={move |_| download("love-letter-standings.csv", "text/csv", &data)}>{ t("ll-export-csv") }</button>
                <button class="small" onclick={move |_| download("love-letter-convergence.svg", "image/svg+xml", &line_chart(&spec).unwrap_or_default())}>{ t("ll-export-svg") }</button>
            </div>
        </div>
    }
}
