//! The iterated prisoner's dilemma: the shared settings, a match move by move, a round-robin
//! tournament over one worker per core with its heat map and the ecological simulation, a race
//! that decides which of two strategies is better, and population play drawn as it runs. The
//! form is read by the core (`games::ipd::forms`), every match is played in the worker, and the
//! charts and the strip come from `games::ipd::lab`.

use yew::prelude::*;
use yew_router::prelude::Link;

use crate::games::ipd::forms::{IpdForm, YOURS};
use crate::games::ipd::jobs::{Detail, Output, PopulationRun, Request};
use crate::games::ipd::lab::{
    classic_list, ecology_chart, match_csv, match_strip_svg, match_summary, population_chart,
};
use crate::games::ipd::{merge, TournamentResult};
use crate::racing::race::Winner;
use crate::text::{fixed, FieldError};
use crate::web::components::{
    download, field_error_of as field_error, heat_table, raw_svg, use_edited_form, EditedForm,
    FitChart, JobProgress, JobProgressProps,
};
use crate::web::job::{use_job, use_job_pool, worker_count, JobDetail, JobOutput, JobState};
use crate::web::routes::Route;

/// A text field of the form.
fn text_input(
    form: &EditedForm<IpdForm>,
    id: &str,
    label: &str,
    pick: fn(&mut IpdForm) -> &mut String,
    errors: &[FieldError],
    field: &str,
) -> Html {
    let form2 = form.clone();
    let onchange = Callback::from(move |e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlInputElement>()
            .value();
        form2.update(|f| *pick(f) = v);
    });
    let mut shown = form.shown().clone();
    let value = pick(&mut shown).clone();
    html! {
        <label>{ label }
            <input id={id.to_string()} {value} {onchange} size="10" />
            { field_error(errors, field) }
        </label>
    }
}

/// A choice of strategy (the classics and the person's own).
fn strategy_select(
    form: &EditedForm<IpdForm>,
    id: &str,
    pick: fn(&mut IpdForm) -> &mut String,
) -> Html {
    let form2 = form.clone();
    let onchange = Callback::from(move |e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        form2.update(|f| *pick(f) = v);
    });
    let mut shown = form.shown().clone();
    let value = pick(&mut shown).clone();
    html! {
        <select id={id.to_string()} {onchange}>
            { for classic_list().into_iter().map(|(name, _)| html! {
                <option value={name.clone()} selected={name == value}>{ name.clone() }</option>
            }) }
            <option value={YOURS} selected={value == YOURS}>{ "Yours (the rule below)" }</option>
        </select>
    }
}

/// The prisoner's dilemma section of the page.
#[function_component(IpdPanels)]
pub(super) fn ipd_panels() -> Html {
    let form = use_edited_form(IpdForm::default);
    let errors = use_state(Vec::<FieldError>::new);
    let match_job = use_job();
    let race_job = use_job();
    let population_job = use_job();
    let pool = use_job_pool(worker_count());
    let run = use_state(|| None::<crate::games::ipd::TournamentSpec>);

    let start = |what: fn(&IpdForm) -> Result<Request, Vec<FieldError>>,
                 job: &crate::web::job::JobHandle| {
        let (form, errors, job) = (form.clone(), errors.clone(), job.clone());
        Callback::from(move |_: MouseEvent| match what(&form.get()) {
            Ok(r) => {
                errors.set(Vec::new());
                job.start(r);
            }
            Err(e) => errors.set(e),
        })
    };
    let play_match = start(IpdForm::match_request, &match_job);
    let play_race = start(IpdForm::race_request, &race_job);
    let play_population = start(IpdForm::population_request, &population_job);
    let play_tournament = {
        let (form, errors, pool, run) = (form.clone(), errors.clone(), pool.clone(), run.clone());
        Callback::from(move |_: MouseEvent| {
            let f = form.get();
            match (f.tournament(), f.tournament_requests(pool.len())) {
                (Ok(spec), Ok(requests)) => {
                    errors.set(Vec::new());
                    for (i, r) in requests.into_iter().enumerate() {
                        pool.start(i, r);
                    }
                    run.set(Some(spec));
                }
                (Err(e), _) | (_, Err(e)) => errors.set(e),
            }
        })
    };
    let cancel_pool = {
        let pool = pool.clone();
        Callback::from(move |_: MouseEvent| pool.cancel())
    };
    let toggle = |i: usize| {
        let form = form.clone();
        Callback::from(move |_: Event| form.update(|f| f.players[i] = !f.players[i]))
    };
    let toggle_field = {
        let form = form.clone();
        Callback::from(move |_: Event| form.update(|f| f.field = !f.field))
    };
    let set_population = {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                .value();
            form.update(|f| f.population = v);
        })
    };
    let f = form.shown().clone();
    let e = &*errors;
    let list = classic_list();

    // The tournament, merged from the workers' shares.
    let tournament: Option<Result<TournamentResult, String>> = match (pool.finished(), &*run) {
        (Some(outputs), Some(spec)) => {
            let parts = outputs
                .into_iter()
                .filter_map(|(o, _)| match o {
                    JobOutput::Ipd(Output::Tournament(p)) => Some(p.clone()),
                    _ => None,
                })
                .collect();
            Some(merge(spec, parts))
        }
        _ => None,
    };
    let tournament_millis: f64 = pool
        .states
        .iter()
        .map(|s| match s {
            JobState::Done(_, ms) => *ms,
            _ => 0.0,
        })
        .fold(0.0, f64::max);

    html! {
        <section class="card-like" aria-labelledby="ipd-h" id="ipd">
            <h2 id="ipd-h">{ "The iterated prisoner's dilemma" }</h2>
            <p>{ "Each turn both players choose at once to cooperate (C) or defect (D). Both cooperating earn R each, both defecting P each, and a defector facing a cooperator earns T while the cooperator gets S: with T > R > P > S defecting is better whatever the other does, yet both do better cooperating. Repeated, it pays to be nice, retaliatory and forgiving — or does it? The strategies are the Axelrod library's, with its names and rules; noise flips a move with the given probability (both players see the flipped move)." }</p>
            <div class="form-grid" id="ipd-settings">
                { text_input(&form, "ipd-payoffs", "R, S, T, P ", |f| &mut f.payoffs, e, "payoffs") }
                { text_input(&form, "ipd-turns", "turns per match ", |f| &mut f.turns, e, "turns") }
                { text_input(&form, "ipd-noise", "noise ", |f| &mut f.noise, e, "noise") }
                { text_input(&form, "ipd-seed", "seed ", |f| &mut f.seed, e, "seed") }
            </div>
            <label class="wide">{ "Your strategy: " }<code>{ "memory-one:pCC,pCD,pDC,pDD;first=q" }</code>{ " (chances of cooperating after each last turn, yours first) or " }<code>{ "lookup:CDCD;first=C" }</code>{ " (a move for each history of the last 1–3 turns)" }
                <input id="ipd-yours" value={f.yours.clone()} onchange={text_setter(&form, |f| &mut f.yours)} />
                { field_error(e, "yours") }
            </label>

            <h3>{ "A match, move by move" }</h3>
            <div class="controls">
                <label>{ "A " }{ strategy_select(&form, "ipd-a", |f| &mut f.a) }</label>
                <label>{ "B " }{ strategy_select(&form, "ipd-b", |f| &mut f.b) }</label>
                <button id="ipd-match-run" class="primary" onclick={play_match}>{ "Play the match" }</button>
            </div>
            { field_error(e, "a") }{ field_error(e, "b") }
            { match_view(&match_job) }

            <h3>{ "A round-robin tournament" }</h3>
            <p>{ "Every pair plays, and every strategy plays a copy of itself, as in Axelrod's tournaments; a strategy's score is its mean payoff per turn against the others, ranked by the median over the repetitions. The matches are shared among one worker per core." }</p>
            <fieldset id="ipd-players"><legend>{ "players" }</legend>
                { for list.iter().enumerate().map(|(i, (name, about))| html! {
                    <label class="check" title={about.clone()}><input type="checkbox" id={format!("ipd-p-{i}")} checked={f.players.get(i).copied().unwrap_or(false)} onchange={toggle(i)} />{ name.clone() }</label>
                }) }
                <span class="note">{ "and yours, when written" }</span>
                { field_error(e, "players") }
            </fieldset>
            <div class="controls">
                { text_input(&form, "ipd-reps", "repetitions ", |f| &mut f.repetitions, e, "repetitions") }
                { text_input(&form, "ipd-generations", "generations ", |f| &mut f.generations, e, "generations") }
                <button id="ipd-t-run" class="primary" disabled={pool.running()} onclick={play_tournament}>{ format!("Run the tournament ({} workers)", pool.len()) }</button>
                if pool.running() { <button id="ipd-t-cancel" onclick={cancel_pool}>{ "Cancel" }</button> }
            </div>
            if let (true, Some(p)) = (pool.running(), pool.progress()) {
                <div class="job"><progress id="ipd-t-progress" max="1" value={p.fraction.to_string()}></progress><span class="job-status">{ format!("running: {} matches played", p.done) }</span></div>
            }
            { match tournament {
                Some(Ok(t)) => tournament_view(&t, tournament_millis, &form),
                Some(Err(m)) => html! { <p class="error" role="alert">{ m }</p> },
                None => html! {},
            } }

            <h3>{ "Which strategy is better? A race decides" }</h3>
            <p>{ "Against the field, a game draws an opponent from the tournament's players; A and B each play it with the same seed, and the one that scores more wins the game (an even game goes by a coin). Head to head, a game is one match of A against B — where Tit For Tat never scores more than its opponent. The racing lab's ILEBR* 2 race stops once its bounds, which hold throughout with probability 1 − δ, leave ½: the verdict is wrong with probability at most δ. " }<Link<Route> to={Route::Racing}>{ "The racing lab" }</Link<Route>>{ " shows how such races decide and what their certainty costs." }</p>
            <div class="controls">
                <label>{ "A " }{ strategy_select(&form, "ipd-race-a", |f| &mut f.a) }</label>
                <label>{ "B " }{ strategy_select(&form, "ipd-race-b", |f| &mut f.b) }</label>
                <label class="check"><input type="checkbox" id="ipd-race-field" checked={f.field} onchange={toggle_field} />{ "against the tournament's players" }</label>
                { text_input(&form, "ipd-delta", "δ ", |f| &mut f.delta, e, "delta") }
                <button id="ipd-race-run" class="primary" disabled={race_job.running()} onclick={play_race}>{ "Race" }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&race_job, "ipd-race") />
            { race_view(&race_job) }

            <h3>{ "Population play" }</h3>
            <p>{ "As in Nicky Case's “The Evolution of Trust”: every individual plays every other a match, then the lowest scorers are removed and the highest scorers copied (5 each round; ties drawn by the seed), round after round." }</p>
            <div class="controls">
                <label class="wide">{ "strategy=count, one per line" }
                    <textarea id="ipd-population" rows="4" value={f.population.clone()} onchange={set_population} />
                    { field_error(e, "population") }
                </label>
                { text_input(&form, "ipd-rounds", "rounds ", |f| &mut f.rounds, e, "rounds") }
                <button id="ipd-pop-run" class="primary" disabled={population_job.running()} onclick={play_population}>{ "Play the rounds" }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&population_job, "ipd-pop") />
            { population_view(&population_job) }
        </section>
    }
}

/// A setter for a text field of the form.
fn text_setter(
    form: &EditedForm<IpdForm>,
    pick: fn(&mut IpdForm) -> &mut String,
) -> Callback<Event> {
    let form = form.clone();
    Callback::from(move |e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlInputElement>()
            .value();
        form.update(|f| *pick(f) = v);
    })
}

/// The finished match: the strip, the summary, the CSV.
fn match_view(job: &crate::web::job::JobHandle) -> Html {
    let (
        JobState::Done(JobOutput::Ipd(Output::Match(m)), _),
        Some(crate::web::job::JobSpec::Ipd(Request::Match { a, b, payoffs, .. })),
    ) = (&*job.state, &*job.started)
    else {
        return match &*job.state {
            JobState::Failed(m) => html! { <p class="error" role="alert">{ m }</p> },
            _ => html! {},
        };
    };
    let (na, nb) = (a.name(), b.name());
    let csv = match_csv(m, payoffs);
    let save = Callback::from(move |_: MouseEvent| download("match.csv", "text/csv", &csv));
    html! {
        <div id="ipd-match">
            <p id="ipd-match-summary">{ match_summary(m, [&na, &nb]) }</p>
            <div class="scroll-x" id="ipd-strip">{ raw_svg(&match_strip_svg(m, [&na, &nb])) }</div>
            <button id="ipd-match-csv" onclick={save}>{ "Download the moves (CSV)" }</button>
        </div>
    }
}

/// The tournament's ranking, heat map, exports and ecological simulation.
fn tournament_view(t: &TournamentResult, millis: f64, form: &EditedForm<IpdForm>) -> Html {
    let generations = form.shown().generations().unwrap_or(100);
    let rows: Vec<(String, Vec<f64>)> = t
        .players
        .iter()
        .cloned()
        .zip(t.payoff_matrix.iter().cloned())
        .collect();
    let csv = t.csv();
    let matrix_csv = t.payoff_matrix_csv();
    let save = Callback::from(move |_: MouseEvent| download("tournament.csv", "text/csv", &csv));
    let save_matrix =
        Callback::from(move |_: MouseEvent| download("payoff-matrix.csv", "text/csv", &matrix_csv));
    html! {
        <div id="ipd-tournament">
            <p class="note" id="ipd-t-status">{ format!("{} players, {} repetitions, {} turns: played in {:.0} ms (in the workers).", t.players.len(), t.repetitions, t.turns, millis) }</p>
            <table class="data" id="ipd-ranking">
                <thead><tr><th>{ "rank" }</th><th>{ "strategy" }</th><th>{ "median score a turn" }</th><th>{ "wins" }</th></tr></thead>
                <tbody>{ for t.ranking.iter().enumerate().map(|(r, &i)| html! {
                    <tr><td>{ r + 1 }</td><td>{ t.players[i].clone() }</td><td>{ fixed(t.median_scores[i], 3) }</td><td>{ t.wins[i].iter().sum::<u32>() }</td></tr>
                }) }</tbody>
            </table>
            <div class="controls">
                <button id="ipd-t-csv" onclick={save}>{ "Download the scores (CSV)" }</button>
                <button id="ipd-t-matrix-csv" onclick={save_matrix}>{ "Download the payoff matrix (CSV)" }</button>
            </div>
            <p>{ "Mean payoff a turn of the row's strategy against the column's:" }</p>
            <div class="scroll-x">{ heat_table("ipd-heat", "row \\ column", &t.players, &rows, f64::NEG_INFINITY) }</div>
            <FitChart spec={ecology_chart(&t.players, &t.payoff_matrix, generations)} />
        </div>
    }
}

/// The race so far, and its verdict.
fn race_view(job: &crate::web::job::JobHandle) -> Html {
    let live = match (&*job.state, &*job.detail) {
        (JobState::Done(JobOutput::Ipd(Output::Race(_, s)), _), _) => Some(s.clone()),
        (JobState::Running(_), Some(JobDetail::Ipd(Detail::Race(s)))) => Some(s.clone()),
        _ => None,
    };
    let names = match &*job.started {
        Some(crate::web::job::JobSpec::Ipd(Request::Race { duel, .. })) => {
            Some((duel.a.name(), duel.b.name()))
        }
        _ => None,
    };
    html! {
        <>
            if let Some(s) = live {
                <p id="ipd-race-live">{ format!("{} games, A won {}.", s.games, s.wins) }</p>
            }
            if let (JobState::Done(JobOutput::Ipd(Output::Race(o, _)), _), Some((a, b))) = (&*job.state, names) {
                <p id="ipd-race-verdict" role="status"><b>{ match o.winner {
                    Winner::P1 => format!("{a} is better than {b}"),
                    Winner::P2 => format!("{b} is better than {a}"),
                    Winner::Undecided => "Undecided within the limit of games".into(),
                } }</b>{ format!(" — after {} games (A won {:.1}%): {}.", o.games, 100.0 * o.mean, o.reason.explain()) }</p>
            }
        </>
    }
}

/// Population play so far: the counts drawn round by round.
fn population_view(job: &crate::web::job::JobHandle) -> Html {
    let run: Option<PopulationRun> = match (&*job.state, &*job.detail) {
        (JobState::Done(JobOutput::Ipd(Output::Population(r)), _), _) => Some(r.clone()),
        (JobState::Running(_), Some(JobDetail::Ipd(Detail::Population(r)))) => Some(r.clone()),
        _ => None,
    };
    let names: Vec<String> = match &*job.started {
        Some(crate::web::job::JobSpec::Ipd(Request::Population { strategies, .. })) => {
            strategies.iter().map(|s| s.name()).collect()
        }
        _ => Vec::new(),
    };
    let Some(run) = run else { return html! {} };
    let now = run.counts.last().cloned().unwrap_or_default();
    html! {
        <div id="ipd-population-run">
            <p id="ipd-pop-now">{ format!("After round {}: {}.", run.counts.len() - 1, names.iter().zip(&now).map(|(n, c)| format!("{n} {c}")).collect::<Vec<_>>().join(", ")) }</p>
            <FitChart spec={population_chart(&names, &run.counts)} />
        </div>
    }
}
