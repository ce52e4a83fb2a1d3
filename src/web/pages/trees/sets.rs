//! The trees page's panel for a tree with information sets: what the game is (its sets, perfect
//! recall or the reason it is missing, described by the worker) and its exact solution, solved
//! in the worker by the
//! imperfect-information lab's solvers (the sequence-form LP for zero-sum games, Lemke's
//! algorithm otherwise) each time the tree is complete. Backward induction and the induced
//! normal form do not apply once a player cannot see every earlier move, so the page shows
//! this panel instead of them.

use yew::prelude::*;

use crate::games::imperfect::jobs::{Exact, GameSource, Output, Request};
use crate::i18n::Args;
use crate::web::components::{maybe_stale, JobProgress, JobProgressProps};
use crate::web::i18n::{t, tf};
use crate::web::job::{use_job, JobOutput, JobSpec, JobState};
use crate::web::pages::imperfect::solution_view;

/// The panel's inputs.
#[derive(Properties, PartialEq)]
pub(super) struct Props {
    /// The tree as `.efg` text (what the worker describes and solves).
    pub(super) efg: String,
}

/// The information-set panel: the worker describes the game, then solves it.
#[function_component(InformationSetsPanel)]
pub(super) fn information_sets_panel(props: &Props) -> Html {
    let efg = &props.efg;
    let describe = use_job();
    let describe_spec = use_memo(efg.clone(), |efg| {
        JobSpec::Imperfect(Request::Describe {
            game: GameSource::Efg(efg.clone()),
            lang: crate::web::i18n::code().to_string(),
        })
    });
    {
        let job = describe.clone();
        use_effect_with((*describe_spec).clone(), move |spec| {
            job.start(spec.clone())
        });
    }
    let described = match describe.result(Some(&describe_spec)) {
        Some((JobOutput::Imperfect(Output::Described(r)), _, false)) => Some(r),
        _ => None,
    };
    let solver = match &described {
        Some(Ok(s)) => s.solver.clone(),
        _ => Err(String::new()),
    };
    let job = use_job();
    let spec = use_memo((efg.clone(), solver), |(efg, solver)| {
        solver.as_ref().ok().map(|&method| {
            JobSpec::Imperfect(Request::Solve {
                game: GameSource::Efg(efg.clone()),
                method,
                prior: None,
            })
        })
    });
    {
        let job = job.clone();
        use_effect_with((*spec).clone(), move |spec| {
            if let Some(spec) = spec {
                job.start(spec.clone());
            }
        });
    }
    let summary = match described {
        Some(Ok(s)) => s,
        other => {
            return html! {
                <div class="tree-sets" id="tree-sets">
                    <h3>{ t("trees-sets-title") }</h3>
                    if let Some(Err(e)) = other {
                        <p class="error" id="tree-sets-error" role="alert">{ e }</p>
                    } else {
                        <p class="note" id="tree-sets-reading">{ t("trees-sets-reading") }</p>
                    }
                </div>
            };
        }
    };
    let players = &summary.players;
    let sets = summary
        .sets
        .iter()
        .zip(players)
        .map(|(n, p)| format!("{p} {n}"))
        .collect::<Vec<_>>()
        .join(", ");
    let method = match &summary.solver {
        Ok(Exact::SequenceForm) => t("trees-sets-zero-sum"),
        Ok(Exact::Lemke) => t("trees-sets-lemke"),
        Err(_) => String::new(),
    };
    let failed = match &*job.state {
        JobState::Failed(m) => Some(m.clone()),
        _ => None,
    };
    let solved = match job.result((*spec).as_ref()) {
        Some((JobOutput::Imperfect(Output::Solved(s)), _, stale)) => Some((s, stale)),
        _ => None,
    };
    html! {
        <div class="tree-sets" id="tree-sets">
            <h3>{ t("trees-sets-title") }</h3>
            <p id="tree-sets-summary">{ tf("trees-sets-summary", Args::new().text("sets", sets)) }</p>
            { match &summary.recall {
                Ok(()) => html! { <p id="tree-recall-ok">{ t("trees-recall-ok") }</p> },
                Err(e) => html! { <p class="error" id="tree-recall-error" role="alert">{ tf("trees-recall-missing", Args::new().text("error", e.clone())) }</p> },
            } }
            if let Err(e) = &summary.solver {
                if summary.recall.is_ok() {
                    <p class="error" id="tree-solve-refused">{ tf("trees-no-solver", Args::new().text("error", e.clone())) }</p>
                }
            } else {
                <p>{ method }</p>
            }
            <JobProgress ..JobProgressProps::of(&job, "tree-solve") />
            if let Some(m) = &failed {
                <p class="error" id="tree-solve-error" role="alert">{ tf("trees-solver-failed", Args::new().text("error", m.clone())) }</p>
            }
            if let Some((result, stale)) = &solved {
                { maybe_stale(*stale, "tree-solution", match result {
                    Ok(s) => solution_view(players, s),
                    Err(e) => html! { <p class="error" id="tree-solve-error">{ e }</p> },
                }) }
            }
        </div>
    }
}
