//! The exercises page (`#/exercises`): a set of self-grading exercises, its kind, level and
//! seed in the address so a link shares it, each question with its game, a hint, an answer
//! box graded on the spot, the worked solution after the attempt, and the score.
//!
//! The page is thin: the questions, the grading, the score and the address all come from the
//! core's page model ([`crate::exercises::Set`]); generating and grading a small game takes
//! well under a millisecond, so it runs on the page and needs no worker. The games are drawn
//! as text a screen reader reads: tables with headers, and a tree as nested lists. An answer
//! is never in the page before it is graded or given up on.

use web_sys::HtmlInputElement;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::exercises::SetQuery;
use crate::exercises::{Kind, Level, Set, Shown, TreeNode};
use crate::i18n::Args;
use crate::web::i18n::{catalogue, t, tf};
use crate::web::routes::Route;

/// The exercises page.
#[function_component(ExercisesPage)]
pub fn exercises_page() -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let kept = use_state(Set::default);
    let read = location
        .as_ref()
        .map(|l| {
            l.query::<SetQuery>().map_err(|e| {
                vec![tf(
                    "exercises-unreadable-address",
                    Args::new().text("error", e.to_string()),
                )]
            })
        })
        .unwrap_or_else(|| Ok(SetQuery::default()))
        .and_then(|q| {
            Set::from_query_in(&q, &catalogue()).map_err(|errors| {
                errors
                    .into_iter()
                    .map(|(field, e)| format!("{field}: {e}"))
                    .collect()
            })
        });
    let linked = match read {
        Ok(set) => set,
        Err(errors) => {
            return html! {
                <section class="page error-page" id="ex-address-error">
                    <h1>{ t("exercises-bad-address") }</h1>
                    <ul class="errors">{ for errors.iter().map(|e| html! { <li class="error">{ e }</li> }) }</ul>
                    <Link<Route> to={Route::lab("exercises")}>{ t("exercises-new-set") }</Link<Route>>
                </section>
            };
        }
    };
    let same = kept.kind == linked.kind && kept.level == linked.level && kept.seed == linked.seed;
    let set = if same { (*kept).clone() } else { linked };
    let go = {
        let kept = kept.clone();
        Callback::from(move |next: Set| {
            let query = next.to_query();
            kept.set(next);
            if let Some(n) = &navigator {
                let _ = n.replace_with_query(&Route::lab("exercises"), &query);
            }
        })
    };
    html! { <SetView {set} {go} /> }
}

#[derive(Properties, PartialEq)]
struct SetProps {
    set: Set,
    go: Callback<Set>,
}

#[function_component(SetView)]
fn set_view(props: &SetProps) -> Html {
    let (set, go) = (&props.set, &props.go);
    let on_kind = {
        let (set, go) = (set.clone(), go.clone());
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            go.emit(Set::new(Kind::from_key(&v), set.level, set.seed));
        })
    };
    let on_level = {
        let (set, go) = (set.clone(), go.clone());
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            go.emit(Set::new(
                set.kind,
                Level::from_key(&v).unwrap_or_default(),
                set.seed,
            ));
        })
    };
    let seed_error = use_state(|| None::<String>);
    let on_seed = {
        let (set, go, seed_error) = (set.clone(), go.clone(), seed_error.clone());
        Callback::from(move |e: Event| {
            let query = SetQuery {
                seed: Some(e.target_unchecked_into::<HtmlInputElement>().value()),
                ..set.to_query()
            };
            match Set::from_query_in(&query, &catalogue()) {
                Ok(next) => {
                    seed_error.set(None);
                    go.emit(next);
                }
                Err(errors) => seed_error.set(errors.into_iter().next().map(|(_, e)| e)),
            }
        })
    };
    let another = {
        let (set, go) = (set.clone(), go.clone());
        Callback::from(move |_: MouseEvent| go.emit(set.next()))
    };
    let kind_key = set.kind.map_or("all", Kind::key);
    html! {
        <section class="page exercises" id="exercises">
            <h1>{ t("exercises-title") }</h1>
            <p class="explain">{ t("exercises-explain") }</p>
            <div class="form-grid" id="ex-settings">
                <label>{ t("exercises-kind") }
                    <select id="ex-kind" onchange={on_kind}>
                        <option value="all" selected={kind_key == "all"}>{ t("exercises-all-kinds") }</option>
                        { for Kind::ALL.iter().map(|k| html! { <option value={k.key()} selected={kind_key == k.key()}>{ kind_title(*k) }</option> }) }
                    </select>
                </label>
                <label>{ t("exercises-level") }
                    <select id="ex-level" onchange={on_level}>
                        { for Level::ALL.iter().map(|l| html! { <option value={l.key()} selected={set.level == *l}>{ level_title(*l) }</option> }) }
                    </select>
                </label>
                <label>{ t("exercises-seed") }
                    <input id="ex-seed" inputmode="numeric" value={set.seed.to_string()} onchange={on_seed}
                        aria-invalid={seed_error.is_some().to_string()} aria-describedby="ex-seed-error" />
                    <span class="error field-error" id="ex-seed-error">{ (*seed_error).clone().unwrap_or_default() }</span>
                </label>
            </div>
            <div class="controls"><button id="ex-another" onclick={another}>{ t("exercises-another") }</button></div>
            <p id="ex-score" role="status" aria-live="polite"><b>{ set.score_text(&catalogue()) }</b></p>
            <ol class="exercise-list">
                { for (0..set.items.len()).map(|i| html! { <ExerciseView set={set.clone()} index={i} go={go.clone()} /> }) }
            </ol>
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct ExerciseProps {
    set: Set,
    index: usize,
    go: Callback<Set>,
}

#[function_component(ExerciseView)]
fn exercise_view(props: &ExerciseProps) -> Html {
    let (set, i) = (&props.set, props.index);
    let item = &set.items[i];
    let exercise = set.exercise(i);
    let question = exercise.question_in(&catalogue());
    let draft = use_state(|| item.given.clone());
    let id = |part: &str| format!("ex-{i}-{part}");
    let oninput = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            draft.set(e.target_unchecked_into::<HtmlInputElement>().value());
        })
    };
    let onsubmit = {
        let (set, go, draft) = (set.clone(), props.go.clone(), draft.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let mut next = set.clone();
            next.submit_in(i, &draft, &catalogue());
            go.emit(next);
        })
    };
    let give_up = {
        let (set, go) = (set.clone(), props.go.clone());
        Callback::from(move |_: MouseEvent| {
            let mut next = set.clone();
            next.give_up(i);
            go.emit(next);
        })
    };
    let (verdict_class, verdict_text) = match &item.verdict {
        Some(v) if v.correct => ("verdict right", format!("✓ {}", v.feedback)),
        Some(v) => (
            "verdict wrong",
            format!("✗ {} {}", t("exercises-not-right"), v.feedback),
        ),
        None => ("verdict", String::new()),
    };
    html! {
        <li>
            <article class="exercise" id={id("card")} aria-labelledby={id("title")}>
                <h2 id={id("title")}>{ kind_title(item.kind) }<span class="tag">{ tf("exercises-tag", Args::new().text("level", level_title(set.level)).text("seed", item.seed.to_string())) }</span></h2>
                <p id={id("text")}>{ &question.text }</p>
                { shown(&question.game, &id("game")) }
                <details class="hint"><summary>{ t("exercises-hint") }</summary><p>{ &question.hint }</p></details>
                <form class="answer" {onsubmit}>
                    <label for={id("answer")}>{ t("exercises-your-answer") }</label>
                    <p class="explain" id={id("format")}>{ &question.format }</p>
                    <div class="answer-row">
                        <input id={id("answer")} value={(*draft).clone()} {oninput} autocomplete="off" spellcheck="false"
                            aria-invalid={item.error.is_some().to_string()}
                            aria-describedby={format!("{} {}", id("format"), id("error"))} />
                        <button type="submit" class="primary" id={id("check")}>{ t("exercises-check") }</button>
                        if !item.solution_shown() {
                            <button type="button" id={id("give-up")} onclick={give_up}>{ t("exercises-show-solution") }</button>
                        }
                    </div>
                    <p class="error field-error" id={id("error")}>{ item.error.clone().unwrap_or_default() }</p>
                </form>
                <p class={verdict_class} id={id("verdict")} role="status" aria-live="polite">{ verdict_text }</p>
                if item.solution_shown() {
                    <div class="solution" id={id("solution")}>
                        <h3>{ t("exercises-solution") }</h3>
                        <ol>{ for exercise.solution_in(&catalogue()).iter().map(|s| html! { <li>{ s }</li> }) }</ol>
                        <p>{ t("exercises-answer") }{ " " }<code id={id("answer-key")}>{ exercise.answer() }</code></p>
                    </div>
                }
            </article>
        </li>
    }
}

/// The game as HTML a screen reader reads: tables with headers, a tree as nested lists.
fn shown(game: &Shown, id: &str) -> Html {
    match game {
        Shown::Bimatrix { rows, cols, a, b } => html! {
            <div class="scroll-x"><table class="normal-form exercise-game" id={id.to_string()}>
                <caption>{ t("exercises-bimatrix-caption") }</caption>
                <tr><td></td>{ for cols.iter().map(|c| html! { <th scope="col">{ c }</th> }) }</tr>
                { for rows.iter().enumerate().map(|(r, name)| html! {
                    <tr><th scope="row">{ name }</th>
                        { for (0..cols.len()).map(|c| html! { <td>{ format!("{}, {}", a[r][c], b[r][c]) }</td> }) }
                    </tr>
                }) }
            </table></div>
        },
        Shown::Matrix {
            rows,
            cols,
            a,
            caption,
        } => html! {
            <div class="scroll-x"><table class="normal-form exercise-game" id={id.to_string()}>
                <caption>{ caption }</caption>
                <tr><td></td>{ for cols.iter().map(|c| html! { <th scope="col">{ c }</th> }) }</tr>
                { for rows.iter().enumerate().map(|(r, name)| html! {
                    <tr><th scope="row">{ name }</th>{ for a[r].iter().map(|v| html! { <td>{ v }</td> }) }</tr>
                }) }
            </table></div>
        },
        Shown::Tree(tree) => html! {
            <div class="exercise-tree" id={id.to_string()}>
                <p class="explain">{ tf("exercises-tree-explain", Args::new().text("first", tree.players[0].clone()).text("second", tree.players[1].clone())) }</p>
                <ul class="tree-list">{ tree_item(&tree.root, &tree.players, None) }</ul>
            </div>
        },
        Shown::Blotto {
            fields,
            units,
            opponent,
        } => html! {
            <div class="scroll-x"><table class="normal-form exercise-game" id={id.to_string()}>
                <caption>{ tf("exercises-blotto-caption", Args::new().count("fields", i64::from(*fields)).count("units", i64::from(*units))) }</caption>
                <tr>{ for (1..=*fields).map(|f| html! { <th scope="col">{ tf("exercises-blotto-field", Args::new().count("field", f as i64)) }</th> }) }<th scope="col">{ t("exercises-blotto-probability") }</th></tr>
                { for opponent.iter().map(|(alloc, p)| html! {
                    <tr>{ for alloc.iter().map(|u| html! { <td>{ u }</td> }) }<td>{ p }</td></tr>
                }) }
            </table></div>
        },
    }
}

/// One node of a tree and everything below it, as a list item.
fn tree_item(node: &TreeNode, players: &[String; 2], action: Option<&str>) -> Html {
    let lead = action.map(|a| format!("{a} → ")).unwrap_or_default();
    match node {
        TreeNode::Decision {
            label,
            player,
            actions,
        } => html! {
            <li>
                <span class="tree-node">{ format!("{lead}{}", tf("exercises-tree-moves", Args::new().text("node", label.clone()).text("player", players[*player].clone()))) }</span>
                <ul>{ for actions.iter().map(|(a, child)| tree_item(child, players, Some(a))) }</ul>
            </li>
        },
        TreeNode::Leaf { payoffs } => html! {
            <li><span class="tree-leaf">{ format!("{lead}{}", tf("exercises-tree-payoffs", Args::new().text("first", payoffs[0].to_string()).text("second", payoffs[1].to_string()))) }</span></li>
        },
    }
}

/// A kind's title in the page's language.
fn kind_title(kind: Kind) -> String {
    kind.title_in(&catalogue())
}

/// A level's title in the page's language.
fn level_title(level: Level) -> String {
    level.title_in(&catalogue())
}
