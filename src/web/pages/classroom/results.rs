//! A closed round's results: the class's choices beside the theory (the core's chart, SVG,
//! downloadable), the theory in words, the class's numbers, and for the teacher every decision
//! with its student's name — as text, never as markup.

use std::rc::Rc;

use serde_json::Value;
use yew::prelude::*;

use crate::games::classroom::rules_of;
use crate::games::classroom::short;
use crate::games::classroom::view::{chart, describe_in, game_name_in, role_in};
use crate::i18n::Args;
use crate::web::components::{download, raw_svg};
use crate::web::i18n::{catalogue, decimal, t, tf};

/// Props of [`ResultsView`].
#[derive(Properties, PartialEq)]
pub struct ResultsProps {
    /// The game's key.
    pub game: String,
    /// The session's settings.
    pub settings: Rc<Value>,
    /// The round's results.
    pub results: Rc<Value>,
    /// Whether the teacher sees them (names and every decision).
    pub teacher: bool,
}

/// The session's game by name, in the page's language (the server's English name for a game
/// this page does not know).
pub fn game_title(state: &Value) -> String {
    match state["game"].as_str() {
        Some(key) if rules_of(key).is_ok() => game_name_in(key, &catalogue()),
        _ => state["name"].as_str().unwrap_or_default().to_string(),
    }
}

/// The summary's numbers as "name: value" lines.
fn summary_lines(summary: &Value) -> Vec<String> {
    let Value::Object(map) = summary else {
        return vec![];
    };
    map.iter()
        .filter_map(|(k, v)| {
            let shown = match v {
                Value::Number(n) => decimal(&short(n.as_f64()?)),
                Value::String(s) => s.clone(),
                Value::Bool(b) => b.to_string(),
                _ => return None,
            };
            Some(format!("{}: {shown}", k.replace('_', " ")))
        })
        .collect()
}

/// The results.
#[function_component(ResultsView)]
pub fn results_view(props: &ResultsProps) -> Html {
    let r = &props.results;
    let words = catalogue();
    let n = r["round"].as_i64().unwrap_or(0);
    let svg = chart(&props.game, &props.settings, r, 640);
    let on_svg = {
        let (svg, name) = (
            svg.clone(),
            format!("classroom-{}-round-{n}.svg", props.game),
        );
        Callback::from(move |_| {
            if let Some(s) = &svg {
                download(&name, "image/svg+xml", s);
            }
        })
    };
    let decisions = r["decisions"].as_array().cloned().unwrap_or_default();
    html! {
        <section class="classroom-results" id={format!("classroom-results-{n}")}>
            <h2>{ tf("class-results-title", Args::new().count("n", n)) }</h2>
            if let Some(s) = &svg {
                <figure class="chart classroom-chart" id="classroom-chart">{ raw_svg(s) }</figure>
                <button type="button" class="secondary" id="classroom-chart-download" onclick={on_svg}>{ t("class-chart-download") }</button>
            }
            <p class="classroom-theory" id="classroom-theory">{ r["theory"]["text"].as_str().unwrap_or_default() }</p>
            <ul class="classroom-summary" id="classroom-summary">
                { for summary_lines(&r["summary"]).into_iter().map(|l| html! { <li>{ l }</li> }) }
            </ul>
            if props.teacher {
                <details class="classroom-decisions">
                    <summary>{ tf("class-decisions", Args::new().count("n", decisions.len() as i64)) }</summary>
                    <table id="classroom-decision-table">
                        <thead><tr><th>{ t("class-col-name") }</th><th>{ t("class-col-role") }</th><th>{ t("class-col-group") }</th><th>{ t("class-col-decision") }</th><th>{ t("class-col-payoff") }</th></tr></thead>
                        <tbody>
                        { for decisions.iter().map(|d| html! {
                            <tr>
                                <td>{ d["name"].as_str().map(str::to_string).unwrap_or_else(|| t("class-a-bot")) }
                                    if d["by_bot"] == true && d["participant"].is_i64() { { format!(" {}", t("class-bot-decided")) } }</td>
                                <td>{ role_in(d["role"].as_str().unwrap_or_default(), &words) }</td>
                                <td>{ d["group"].to_string() }</td>
                                <td>{ describe_in(&d["decision"], &words) }</td>
                                <td>{ d["payoff"].as_f64().map(|x| decimal(&short(x))).unwrap_or_default() }</td>
                            </tr>
                        }) }
                        </tbody>
                    </table>
                </details>
            }
        </section>
    }
}
