//! Every Nash equilibrium of the game in exact fractions, with Lemke–Howson's quick answer for a
//! large game and, for a small one, which missing labels lead it to each equilibrium;
//! degeneracy explained, and the best-response and payoff-envelope diagrams (their data is the
//! core's: [`crate::games::matrix::charts`]). Both solvers run in workers of their own, where a
//! failure is contained and the page keeps drawing; a large game's enumeration is shared by
//! one worker per core ([`crate::equilibrium::EnumerationShare`]) and paired in one more.

use super::{list, num, strategy, PROGRESS_SIZE};
use yew::prelude::*;

use crate::equilibrium::{AllEquilibria, Equilibrium};
use crate::games::matrix::charts::best_response_chart_in;
use crate::games::matrix::edit::Draft;
use crate::games::matrix::jobs::{Output, Request};
use crate::games::matrix::timing::expected_time_in;
use crate::games::matrix::MAX_TABLE_EQUILIBRIA;
use crate::i18n::Args;
use crate::models::strategic::Bimatrix;
use crate::web::components::{download, maybe_stale, FitChart, JobProgress, JobProgressProps};
use crate::web::i18n::{catalogue, t, tf};
use crate::web::job::{
    use_job, use_job_pool, use_job_then, worker_count, JobOutput, JobSpec, JobState,
    PROGRESS_RENDER_MS,
};

#[derive(Properties, PartialEq)]
pub(super) struct EquilibriaProps {
    /// The game analysed: the draft's, or while the draft has problems the last valid one.
    pub(super) game: Bimatrix,
    /// True while the draft has problems: the equilibria shown are the last valid game's.
    pub(super) stale: bool,
    /// The game's title (written into the download).
    pub(super) title: AttrValue,
}

/// All equilibria, computed in the worker (a large game with progress and Cancel). While the
/// draft has problems the page keeps passing the last valid game, so the worker's job is
/// neither redone nor dropped; the result is marked stale.
#[function_component(EquilibriaView)]
pub(super) fn equilibria_view(props: &EquilibriaProps) -> Html {
    let g = &props.game;
    // Every game is enumerated in the worker, where a failure is reported beside the result
    // instead of ending the page; a small game's answer arrives within milliseconds, so only a
    // larger one shows its progress.
    let large = g.rows() + g.cols() > PROGRESS_SIZE;
    // A small game: one job. A large one: the reverse search cut in pieces shared by one
    // worker per core, then one job pairing what they found.
    // Progress re-renders this large page at most every PROGRESS_RENDER_MS.
    let job = use_job_then(Callback::noop(), PROGRESS_RENDER_MS);
    let pool = use_job_pool(worker_count());
    let workers = pool.len();
    // Set by Cancel, cleared by a new search: a share finishing as Cancel is clicked does not
    // start the pairing.
    let cancelled = use_mut_ref(|| false);
    let nfg = use_memo(props.game.clone(), Draft::nfg);
    // The worker's request for this game: a finished job's result belongs to it only when it
    // was started for it ([`crate::web::job::JobHandle::result`]).
    let spec = use_memo(nfg.clone(), |nfg| {
        JobSpec::NormalForm(Request::Equilibria {
            nfg: (**nfg).clone(),
        })
    });
    let shares = use_memo((nfg.clone(), workers), |(nfg, workers)| {
        (0..*workers)
            .map(|worker| {
                JobSpec::NormalForm(Request::EquilibriumShare {
                    nfg: (**nfg).clone(),
                    worker,
                    workers: *workers,
                })
            })
            .collect::<Vec<_>>()
    });
    // Every share found its vertices for this game: the pairing's request, and the search's
    // time (its slowest worker's).
    let shares_done = pool.results_for(&shares).filter(|_| large);
    let search_ms = shares_done
        .as_ref()
        .map_or(0.0, |r| r.iter().map(|(_, ms)| *ms).fold(0.0, f64::max));
    let pairing: Option<JobSpec> = shares_done.map(|outputs| {
        let shares = outputs
            .into_iter()
            .filter_map(|(output, _)| match output {
                JobOutput::NormalForm(Output::Share(found)) => Some(found.clone()),
                _ => None,
            })
            .collect();
        JobSpec::NormalForm(Request::PairShares {
            nfg: (*nfg).clone(),
            shares,
        })
    });
    // A new game: its search (a large game's shares, unless they are already done for it;
    // the pairing follows them), and the other kind of work of an earlier game dropped.
    let search = {
        let (job, pool, spec, shares) = (job.clone(), pool.clone(), spec.clone(), shares.clone());
        let (cancelled, shares_done) = (cancelled.clone(), pairing.is_some());
        Callback::from(move |()| {
            *cancelled.borrow_mut() = false;
            if large {
                job.cancel();
                if !shares_done {
                    for (i, share) in shares.iter().enumerate() {
                        pool.start(i, share.clone());
                    }
                }
            } else {
                pool.cancel();
                job.start((*spec).clone());
            }
        })
    };
    {
        let search = search.clone();
        use_effect_with((*spec).clone(), move |_| search.emit(()));
    }
    {
        let (job, cancelled) = (job.clone(), cancelled.clone());
        use_effect_with(pairing.clone(), move |pairing| {
            if let Some(spec) = pairing.as_ref().filter(|_| !*cancelled.borrow()) {
                job.start(spec.clone());
            }
        });
    }
    let current = if large {
        pairing.as_ref()
    } else {
        Some(&*spec)
    };
    let fresh = job.result(current).filter(|(_, _, stale)| !stale);
    let mine = (*job.started).as_ref().is_some() && (*job.started).as_ref() == current;
    let failed = match &*job.state {
        JobState::Failed(m) if mine => Some(m.clone()),
        _ => None,
    }
    .or_else(|| pool.failure_for(&shares).filter(|_| large));
    let result: Option<Result<AllEquilibria, String>> = match (&fresh, &failed) {
        // Computed for this game; an earlier game's answer is not shown as this one's.
        (Some((JobOutput::NormalForm(Output::Equilibria(all)), _, _)), _) => Some(Ok(all.clone())),
        (_, Some(m)) => Some(Err(m.clone())),
        _ => None,
    };
    // One state for the progress bar: the shares' search, then the pairing.
    let state = if !large {
        (*job.state).clone()
    } else if let Some((output, millis, _)) = &fresh {
        JobState::Done(output.clone(), search_ms + millis)
    } else if let Some(m) = failed {
        JobState::Failed(m)
    } else if *cancelled.borrow()
        || pool.states.iter().any(|s| matches!(s, JobState::Cancelled))
        || (mine && matches!(*job.state, JobState::Cancelled))
    {
        JobState::Cancelled
    } else if pool.running() {
        JobState::Running(pool.progress())
    } else if mine && job.running() {
        (*job.state).clone()
    } else {
        JobState::Running(None)
    };
    let progress_props = {
        let (job, pool, cancelled) = (job.clone(), pool.clone(), cancelled.clone());
        JobProgressProps {
            state: state.clone(),
            on_cancel: Callback::from(move |()| {
                *cancelled.borrow_mut() = true;
                pool.cancel();
                job.cancel();
            }),
            id: AttrValue::from("equilibria"),
            elapsed_ms: 0.0,
        }
    };
    // Again after a Cancel: the pairing alone if the shares are done, else the search.
    let restart = {
        let (job, cancelled, pairing) = (job.clone(), cancelled.clone(), pairing.clone());
        Callback::from(move |_: MouseEvent| match &pairing {
            Some(spec) => {
                *cancelled.borrow_mut() = false;
                job.start(spec.clone());
            }
            None => search.emit(()),
        })
    };
    // Lemke–Howson in a second worker: for a large game from the first label, one equilibrium
    // at once while the game is enumerated; for a small one from every label, to say which
    // labels lead to each equilibrium found.
    let lh_job = use_job();
    let lh_spec = use_memo(props.game.clone(), |g| {
        let labels = if g.rows() + g.cols() > PROGRESS_SIZE {
            vec![0]
        } else {
            (0..g.rows() + g.cols()).collect()
        };
        JobSpec::NormalForm(Request::LemkeHowson {
            nfg: Draft::nfg(g),
            labels,
        })
    });
    {
        let job = lh_job.clone();
        use_effect_with((*lh_spec).clone(), move |spec| job.start(spec.clone()));
    }
    let lh_found: Option<Vec<Result<Equilibrium, String>>> = match lh_job.result(Some(&lh_spec)) {
        Some((JobOutput::NormalForm(Output::LemkeHowson(found)), _, false)) => Some(found),
        _ => None,
    };
    let quick = lh_found
        .as_ref()
        .filter(|_| large)
        .and_then(|f| f.first().cloned());
    let progress = if large {
        html! {
            <div id="equilibria-job">
                if let Some(Ok(e)) = &quick {
                    <p id="lemke-howson">{ tf("games-lh-quick", Args::new().text("row", strategy(&e.x)).text("column", strategy(&e.y)).text("payoffs", list(vec![num(&e.payoffs[0]), num(&e.payoffs[1])]))) }</p>
                }
                <p id="equilibria-expected">{ tf("games-expected", Args::new().count("workers", workers as i64).count("rows", g.rows() as i64).count("cols", g.cols() as i64).text("time", expected_time_in(g.rows(), g.cols(), &catalogue()))) }</p>
                <JobProgress ..progress_props />
                if matches!(state, JobState::Cancelled) {
                    <button id="equilibria-restart" onclick={restart}>{ t("games-compute-again") }</button>
                }
            </div>
        }
    } else {
        html! {}
    };
    let stale = props.stale && result.is_some();
    let body = match result {
        None => html! {},
        Some(Err(e)) => {
            html! { <p class="error" id="equilibria-error">{ tf("games-enumeration-failed", Args::new().text("error", e)) }</p> }
        }
        Some(Ok(all)) => {
            let words = catalogue();
            let points: Vec<(f64, f64)> = all
                .extreme
                .iter()
                .map(|e| (e.x_f64()[0], e.y_f64()[0]))
                .collect();
            // Which missing labels lead Lemke–Howson to each equilibrium (small games only).
            let label_name = |k: usize| {
                if k < g.rows() {
                    g.names[0][k].clone()
                } else {
                    g.names[1][k - g.rows()].clone()
                }
            };
            let lh: Vec<Vec<String>> = match (&lh_found, large) {
                (Some(found), false) => {
                    let mut by_eq = vec![Vec::new(); all.extreme.len()];
                    for (k, e) in found.iter().enumerate() {
                        if let Some(i) = e
                            .as_ref()
                            .ok()
                            .and_then(|e| all.extreme.iter().position(|x| x == e))
                        {
                            by_eq[i].push(label_name(k));
                        }
                    }
                    by_eq
                }
                _ => Vec::new(),
            };
            // The ties and continua past the lists' length.
            let continua = all.components.iter().filter(|c| c.is_continuum()).count();
            let more_listed = all.ties.len().saturating_sub(MAX_TABLE_EQUILIBRIA)
                + continua.saturating_sub(MAX_TABLE_EQUILIBRIA);
            // Every equilibrium, as `gamelab nash --json` prints them.
            let download_all = {
                let (g, all, title) = (g.clone(), all.clone(), props.title.clone());
                Callback::from(move |_: MouseEvent| {
                    let answer = crate::games::matrix::report::nash_answer(&title, &g, &all, None);
                    download("equilibria.json", "application/json", &answer.to_string());
                })
            };
            html! {
                <div id="equilibria">
                    <div class="diagrams">
                        if g.rows() == 2 && g.cols() == 2 { { br_diagram(g, &points) } }
                    </div>
                    <h3>{ if all.degenerate { tf("games-eq-heading-degenerate", Args::new().count("n", all.extreme.len() as i64)) } else { tf("games-eq-heading", Args::new().count("n", all.extreme.len() as i64)) } }</h3>
                    // Focusable: on a phone the table scrolls sideways, and a keyboard scrolls it
                    // once it has the focus.
                    <table tabindex="0">
                        <thead><tr><th>{ t("games-col-row-strategy") }</th><th>{ t("games-col-column-strategy") }</th><th>{ t("games-col-payoffs") }</th><th title={t("games-col-kind-title")}>{ t("games-col-kind") }</th>
                            if !lh.is_empty() { <th title={t("games-col-lh-title")}>{ t("games-col-lh") }</th> }
                        </tr></thead>
                        <tbody>{ for all.extreme.iter().take(MAX_TABLE_EQUILIBRIA).enumerate().map(|(i, e)| html! {
                            <tr class="equilibrium"><td>{ strategy(&e.x) }</td><td>{ strategy(&e.y) }</td><td>{ format!("({})", list(vec![num(&e.payoffs[0]), num(&e.payoffs[1])])) }</td><td class="kind">{ all.kinds.get(i).map(|k| k.describe_in(&words)).unwrap_or_default() }</td>
                                if let Some(labels) = lh.get(i) { <td class="lh">{ if labels.is_empty() { t("games-lh-no-label") } else { labels.join(", ") } }</td> }
                            </tr>
                        }) }</tbody>
                    </table>
                    if all.extreme.len() > MAX_TABLE_EQUILIBRIA {
                        <p class="note" id="equilibria-listed">{ tf("games-eq-listed", Args::new().count("shown", MAX_TABLE_EQUILIBRIA as i64).count("n", all.extreme.len() as i64)) }</p>
                    }
                    <button id="equilibria-download" onclick={download_all}>{ t("games-eq-download") }</button>
                    if all.degenerate {
                        <div class="note" id="degenerate">
                            <p>{ t("games-degenerate") }</p>
                            <ul>{ for all.ties.iter().take(MAX_TABLE_EQUILIBRIA).map(|t| html! { <li>{ {
                                let args = Args::new().text("strategy", strategy(&t.strategy)).count("n", t.best_responses.len() as i64);
                                if t.player.0 == 0 { tf("games-tie-row", args) } else { tf("games-tie-column", args) }
                            } }</li> }) }</ul>
                            <ul>{ for all.components.iter().filter(|c| c.is_continuum()).take(MAX_TABLE_EQUILIBRIA).map(|c| html! {
                                <li>{ tf("games-continuum", Args::new().text("set", c.describe_in(strategy, &words))) }</li>
                            }) }</ul>
                            if more_listed > 0 {
                                <p id="degenerate-more">{ tf("games-degenerate-more", Args::new().count("n", more_listed as i64)) }</p>
                            }
                        </div>
                    }
                </div>
            }
        }
    };
    html! { <>{ progress }{ maybe_stale(stale, "equilibria", body) }</> }
}

/// The best-response diagram of a 2×2 game ([`best_response_chart`]).
fn br_diagram(g: &Bimatrix, equilibria: &[(f64, f64)]) -> Html {
    let spec = best_response_chart_in(g, equilibria, &catalogue());
    html! {
        <figure class="chart br-diagram" id="br-diagram" data-equilibria={equilibria.len().to_string()} aria-label={t("games-br-diagram")}><FitChart {spec} /></figure>
    }
}
