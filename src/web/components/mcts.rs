//! Monte Carlo tree search stepped and drawn beside a board: the core's
//! [`Stepper`] shown for any game that is
//! [`Teachable`] (tic-tac-toe and Connect Four use it).
//!
//! One phase at a time (its sentence, the selection's table of `Q + exploration` per child, the
//! path marked in the tree) or many iterations at once, run in slices between paints with a
//! progress bar and Cancel so the page never freezes. The tree is the core's folded
//! [`TreePicture`](crate::search::mcts::picture::TreePicture): a click on a node opens or
//! closes it, a click on "+N more" unfolds it, and "Export SVG" saves the same drawing. What
//! is drawn beside it (the α-β tree of the same position) is the page's, passed as children.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::i18n::Args;
use crate::search::mcts::lesson::formula_in;
use crate::search::mcts::picture::Folding;
use crate::search::mcts::stepper::{read_config, Stepper, Teachable, RUN_SIZES, SLICE};
use crate::search::mcts::{Config, Outcome, Phase, Variant};
use crate::text::FieldError;
use crate::web::components::picture::clicked_node;
use crate::web::components::{download, field_error_of, raw_svg};
use crate::web::i18n::{catalogue, decimal, num, t, tf};

/// Props of [`MctsLesson`].
#[derive(Properties, PartialEq)]
pub struct MctsLessonProps<S: Teachable> {
    /// The position searched.
    pub root: S,
    /// Element id prefix.
    pub id: AttrValue,
    /// Drawn beside the Monte Carlo tree (the α-β tree of the same position).
    #[prop_or_default]
    pub children: Html,
}

/// The inputs as typed.
#[derive(Clone, PartialEq)]
struct Inputs {
    variant: String,
    c: String,
    seed: String,
}

/// A long run under way: the iteration count it stops at.
#[derive(Clone, Copy, PartialEq)]
struct Run {
    target: u64,
    from: u64,
}

/// The stepped search of `root`, drawn, with the page's picture beside it.
#[function_component(MctsLesson)]
pub fn mcts_lesson<S: Teachable>(props: &MctsLessonProps<S>) -> Html {
    let inputs = use_state(|| Inputs {
        variant: "uct".into(),
        c: String::new(),
        seed: "1".into(),
    });
    let config: Result<Config, Vec<FieldError>> =
        read_config(&inputs.variant, &inputs.c, &inputs.seed);
    // The search runs on the last settings that were good; a bad field only shows its error.
    let last_good = use_mut_ref(|| Config::new(Variant::Uct, crate::rng::Seed(1)));
    if let Ok(c) = &config {
        *last_good.borrow_mut() = *c;
    }
    let good = *last_good.borrow();
    let stepper = use_memo((props.root.clone(), good), |(root, config)| {
        Rc::new(RefCell::new(Stepper::new(root.clone(), *config)))
    });
    let folding = use_state(Folding::default);
    let version = use_state(|| 0u32);
    let run = use_state(|| None::<Run>);
    let timer = use_mut_ref(|| None::<Timeout>);
    {
        let (folding, run, timer) = (folding.clone(), run.clone(), timer.clone());
        use_effect_with(Rc::as_ptr(&*stepper) as usize, move |_| {
            folding.set(Folding::default());
            run.set(None);
            timer.borrow_mut().take();
        });
    }
    // A run goes on slice by slice, a paint between two.
    {
        let (stepper, run, version, timer) =
            (stepper.clone(), run.clone(), version.clone(), timer.clone());
        use_effect_with((*run, *version), move |(r, v)| {
            if let Some(r) = *r {
                let v = *v;
                *timer.borrow_mut() = Some(Timeout::new(0, move || {
                    let mut s = stepper.borrow_mut();
                    let left = r.target.saturating_sub(s.search().iterations());
                    let ran = s.run(left.min(SLICE));
                    let finished = ran == 0 || s.search().iterations() >= r.target;
                    drop(s);
                    if finished {
                        run.set(None);
                    }
                    version.set(v.wrapping_add(1));
                }));
            }
        });
    }
    let bump = {
        let version = version.clone();
        move || version.set(version.wrapping_add(1))
    };
    let id = props.id.clone();
    let busy = run.is_some();
    let s = stepper.borrow();
    let words = catalogue();
    let finished = s.next_phase().is_none();

    let on_step = {
        let (stepper, bump) = (stepper.clone(), bump.clone());
        Callback::from(move |_: MouseEvent| {
            stepper.borrow_mut().step();
            bump();
        })
    };
    let on_iteration = {
        let (stepper, bump) = (stepper.clone(), bump.clone());
        Callback::from(move |_: MouseEvent| {
            stepper.borrow_mut().finish_iteration();
            bump();
        })
    };
    let run_button = |n: u64| {
        let (stepper, run) = (stepper.clone(), run.clone());
        let onclick = Callback::from(move |_: MouseEvent| {
            let from = stepper.borrow().search().iterations();
            run.set(Some(Run {
                target: from + n,
                from,
            }));
        });
        let label = if n >= 1_000 {
            format!("+{} {:03}", n / 1_000, 0)
        } else {
            format!("+{n}")
        };
        html! {
            <button class="small" id={format!("{id}-run-{n}")} disabled={busy || finished} {onclick}
                title={tf("mcts-run-title", Args::new().count("n", n as i64))}>{ label }</button>
        }
    };
    let on_cancel = {
        let (run, timer) = (run.clone(), timer.clone());
        Callback::from(move |_: MouseEvent| {
            timer.borrow_mut().take();
            run.set(None);
        })
    };
    let on_reset = {
        let (stepper, folding, bump) = (stepper.clone(), folding.clone(), bump.clone());
        let root = props.root.clone();
        Callback::from(move |_: MouseEvent| {
            *stepper.borrow_mut() = Stepper::new(root.clone(), good);
            folding.set(Folding::default());
            bump();
        })
    };
    let set_input = |field: fn(&mut Inputs, String)| {
        let inputs = inputs.clone();
        Callback::from(move |e: Event| {
            let target = e.target();
            let value = target
                .clone()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
                .map(|i| i.value())
                .or_else(|| {
                    target
                        .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
                        .map(|s| s.value())
                });
            if let Some(v) = value {
                let mut next = (*inputs).clone();
                field(&mut next, v);
                inputs.set(next);
            }
        })
    };
    let set_fold = |field: fn(&mut Folding, usize)| {
        let folding = folding.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
                .and_then(|s| s.value().parse::<usize>().ok());
            if let Some(v) = value {
                let mut next = (*folding).clone();
                field(&mut next, v);
                folding.set(next);
            }
        })
    };

    let picture = s.picture(&folding);
    let svg = picture.svg_in(None, &words);
    let on_tree_click = {
        let (picture, folding) = (picture.clone(), folding.clone());
        Callback::from(move |e: MouseEvent| {
            if let Some(i) = clicked_node(&e).filter(|&i| i < picture.nodes.len()) {
                let mut next = (*folding).clone();
                picture.toggle(&mut next, i);
                folding.set(next);
            }
        })
    };
    // Keep the root in view: the box scrolls to it whenever the drawing changes its width.
    {
        let box_id = format!("{}-picture", props.id);
        let root_x = picture.root_x();
        use_effect_with((root_x * 10.0) as i64, move |_| {
            if let Some(el) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id(&box_id))
            {
                let left = root_x - f64::from(el.client_width()) / 2.0;
                el.set_scroll_left(left.max(0.0) as i32);
            }
        });
    }
    let export = {
        let svg = svg.clone();
        Callback::from(move |_: MouseEvent| download("mcts-tree.svg", "image/svg+xml", &svg))
    };
    let errors = config.as_ref().err().cloned().unwrap_or_default();
    let sentences = s.sentences_in(&words);
    let done_phases: Vec<Phase> = sentences.iter().map(|(p, _)| *p).collect();
    let next = s.next_phase();
    let phase_chip = |p: Phase| {
        let class = classes!(
            "phase",
            done_phases.contains(&p).then_some("done"),
            (next == Some(p)).then_some("next")
        );
        html! {
            <li {class} data-phase={p.name()} aria-current={(next == Some(p)).then_some("step")}>{ p.name_in(&words) }</li>
        }
    };
    let summary = s.search().summary();
    let best = summary
        .best
        .map(|a| S::move_name(a))
        .unwrap_or_else(|| t("mcts-none-yet"));
    let best_words = {
        let args = Args::new()
            .text("best", best)
            .text("value", decimal(&format!("{:+.2}", summary.root_value)));
        match summary.root_proven {
            None => tf("mcts-best", args),
            Some(Outcome::Win) => tf("mcts-best-win", args),
            Some(Outcome::Draw) => tf("mcts-best-draw", args),
            Some(Outcome::Loss) => tf("mcts-best-loss", args),
        }
    };
    let progress = (*run).map(|r| {
        let done = s.search().iterations().saturating_sub(r.from);
        let total = r.target - r.from;
        (done, total)
    });
    let selects = |values: &[usize], now: usize| {
        values
            .iter()
            .map(|&v| html! { <option value={v.to_string()} selected={v == now}>{ v }</option> })
            .collect::<Html>()
    };

    html! {
        <section class="mcts-lesson" id={id.to_string()} aria-label={t("mcts-section-label")}>
            <div class="mcts-main">
                <div class="controls mcts-settings">
                    <label>{ t("mcts-variant") + " " }
                        <select id={format!("{id}-variant")} onchange={set_input(|i, v| i.variant = v)} disabled={busy}>
                            { for Variant::ALL.iter().map(|v| html! {
                                <option value={v.name()} selected={v.name() == inputs.variant}>{ v.to_string() }</option>
                            }) }
                        </select>
                    </label>
                    { field_error_of(&errors, "mcts-variant") }
                    <label>{ "c " }
                        <input id={format!("{id}-c")} type="text" inputmode="decimal" size="6" value={inputs.c.clone()}
                            placeholder={num(good.variant.default_exploration(), 2)}
                            onchange={set_input(|i, v| i.c = v)} disabled={busy}
                            aria-describedby="error-mcts-c" />
                    </label>
                    { field_error_of(&errors, "mcts-c") }
                    <label>{ t("mcts-seed") + " " }
                        <input id={format!("{id}-seed")} type="text" inputmode="numeric" size="6" value={inputs.seed.clone()}
                            onchange={set_input(|i, v| i.seed = v)} disabled={busy}
                            aria-describedby="error-mcts-seed" />
                    </label>
                    { field_error_of(&errors, "mcts-seed") }
                </div>
                <p class="explain" id={format!("{id}-formula")}>{ formula_in(good.variant, good.exploration, &words) }</p>
                <ol class="phases" id={format!("{id}-phase-chips")} aria-label={t("mcts-phases-label")}>
                    { phase_chip(Phase::Selection) }
                    { phase_chip(Phase::Expansion) }
                    { phase_chip(Phase::Simulation) }
                    { phase_chip(Phase::Backpropagation) }
                </ol>
                <div class="controls mcts-buttons">
                    <button id={format!("{id}-step")} onclick={on_step} disabled={busy || finished}>{ t("mcts-next-phase") }</button>
                    <button id={format!("{id}-iteration")} onclick={on_iteration} disabled={busy || finished}>{ t("mcts-whole-iteration") }</button>
                    { for RUN_SIZES.iter().map(|&n| run_button(n)) }
                    <button class="small" id={format!("{id}-reset")} onclick={on_reset} disabled={busy}>{ t("mcts-start-over") }</button>
                </div>
                if let Some((done, total)) = progress {
                    <div class="progress-row" id={format!("{id}-progress")}>
                        <progress max={total.to_string()} value={done.to_string()} aria-label={t("mcts-progress-label")}></progress>
                        <span>{ tf("mcts-progress", Args::new().count("done", done as i64).count("total", total as i64)) }</span>
                        <button class="small" id={format!("{id}-cancel")} onclick={on_cancel}>{ t("mcts-cancel") }</button>
                    </div>
                }
                <p class="status" id={format!("{id}-status")} aria-live="polite">{ s.status_in(&words) }</p>
                <p id={format!("{id}-best")}>{ best_words }</p>
                <ol class="mcts-sentences" id={format!("{id}-sentences")}>
                    { for sentences.iter().map(|(p, text)| html! { <li data-phase={p.name()}>{ text }</li> }) }
                </ol>
                { for s.tables_in(&words).iter().enumerate().map(|(k, table)| {
                    let prior = table.rows.iter().any(|r| r.prior.is_some());
                    html! {
                        <details class="mcts-table" open={k == 0}>
                            <summary>{ format!("{} (N = {})", table.caption, table.parent_visits) }</summary>
                            <div class="table-scroll">
                                <table id={format!("{id}-table-{k}")} class="numbers">
                                    <thead><tr>
                                        <th>{ t("mcts-col-move") }</th><th>{ "n" }</th><th>{ "Q" }</th>
                                        if prior { <th>{ "P" }</th> }
                                        <th>{ t("mcts-col-exploration") }</th><th>{ t("mcts-col-total") }</th>
                                    </tr></thead>
                                    <tbody>
                                        { for table.rows.iter().map(|r| html! {
                                            <tr class={classes!(r.chosen.then_some("chosen"), r.excluded.then_some("excluded"))}>
                                                <td>{ r.action.clone() }{ if r.chosen { " ◀" } else { "" } }</td>
                                                <td>{ r.visits }</td><td>{ r.mean.clone() }</td>
                                                if prior { <td>{ r.prior.clone().unwrap_or_default() }</td> }
                                                <td>{ r.exploration.clone() }</td><td>{ r.total.clone() }</td>
                                            </tr>
                                        }) }
                                    </tbody>
                                </table>
                            </div>
                        </details>
                    }
                }) }
                <div class="controls mcts-folding">
                    <label>{ t("mcts-children-shown") + " " }
                        <select id={format!("{id}-topk")} onchange={set_fold(|f, v| f.top_k = v)}>{ selects(&[1, 2, 3, 4, 6, 9], folding.top_k) }</select>
                    </label>
                    <label>{ t("mcts-levels-open") + " " }
                        <select id={format!("{id}-depth")} onchange={set_fold(|f, v| f.depth = v)}>{ selects(&[1, 2, 3, 4, 5], folding.depth) }</select>
                    </label>
                    <button class="small" id={format!("{id}-export")} onclick={export}>{ t("mcts-export-svg") }</button>
                </div>
                <p class="picture-caption" id={format!("{id}-caption")}>{ tf(
                    "mcts-caption",
                    Args::new().text("summary", picture.summary_in(&words)),
                ) }</p>
                <div class="picture-box mcts-picture-box" id={format!("{id}-picture")} onclick={on_tree_click}>
                    { raw_svg(&svg) }
                </div>
                <details class="mcts-outline">
                    <summary>{ t("mcts-outline-summary") }</summary>
                    <pre id={format!("{id}-outline")}>{ picture.outline_in(&words) }</pre>
                </details>
            </div>
            <div class="mcts-beside" id={format!("{id}-beside")}>
                { props.children.clone() }
            </div>
        </section>
    }
}
