//! Charts drawn for the width they get: [`use_width`] reads an element's width once it is on
//! the page and again after the window is resized (at most every [`RESIZE_THROTTLE_MS`]), and
//! [`FitChart`] draws a [`LineChart`] for that width ([`LineChart::for_width`]), so on a phone
//! its text keeps its size instead of being scaled down. The layout is the core's; this only
//! measures. Every chart carries its text alternative: the picture is labelled by its title,
//! and [`ChartData`] puts the chart's numbers in a table behind a disclosure
//! ([`LineChart::data_table`]).

use std::cell::Cell;
use std::rc::Rc;

use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::i18n::Args;
use crate::plot::{line_chart, LineChart};
use crate::web::components::raw_svg;
use crate::web::i18n::{t, tf};

/// The least time between two measurements while the window is being resized.
pub const RESIZE_THROTTLE_MS: u32 = 150;

/// The width in CSS pixels of the element `node` refers to: `None` until it is on the page (or
/// while it is hidden, 0 wide), then its `clientWidth`, read again after each resize of the
/// window (throttled).
#[hook]
pub fn use_width(node: &NodeRef) -> Option<u32> {
    let width = use_state_eq(|| None::<u32>);
    {
        let (node, width) = (node.clone(), width.clone());
        use_effect_with((), move |_| {
            let measure = Rc::new(move || {
                if let Some(el) = node.cast::<web_sys::Element>() {
                    let w = el.client_width();
                    if w > 0 {
                        width.set(Some(w as u32));
                    }
                }
            });
            measure();
            let pending = Rc::new(Cell::new(false));
            let listener = web_sys::window().map(|window| {
                EventListener::new(&window, "resize", move |_| {
                    if pending.replace(true) {
                        return;
                    }
                    let (measure, pending) = (measure.clone(), pending.clone());
                    Timeout::new(RESIZE_THROTTLE_MS, move || {
                        pending.set(false);
                        measure();
                    })
                    .forget();
                })
            });
            move || drop(listener)
        });
    }
    *width
}

/// Props of [`FitChart`].
#[derive(Properties, Clone, PartialEq)]
pub struct FitChartProps {
    /// The chart at its natural (widest) size.
    pub spec: LineChart,
}

/// A [`LineChart`] drawn for the width of its box: its natural width when there is room, the
/// box's width when it is narrower (the box is at most the natural width and never wider than
/// its container).
#[function_component(FitChart)]
pub fn fit_chart(props: &FitChartProps) -> Html {
    let node = use_node_ref();
    let width = use_width(&node);
    let natural = props.spec.size.0;
    let svg = use_memo((props.spec.clone(), width), |(spec, width)| {
        line_chart(&spec.for_width(width.unwrap_or(spec.size.0))).unwrap_or_default()
    });
    let label = if props.spec.title.is_empty() {
        tf(
            "common-chart-of",
            Args::new()
                .text("y", props.spec.y_label.clone())
                .text("x", props.spec.x_label.clone()),
        )
    } else {
        props.spec.title.clone()
    };
    html! {
        <div class="fit-chart" ref={node} style={format!("width: {natural}px")}>
            <div class="chart-picture" role="img" aria-label={label}>{ raw_svg(&svg) }</div>
            <ChartData spec={props.spec.clone()} />
        </div>
    }
}

/// The most rows a chart's data table shows per series.
pub const TABLE_ROWS_PER_SERIES: usize = 60;

/// A chart's data as a table behind a disclosure ([`LineChart::data_table`]): the text
/// alternative of the picture, for screen readers and for anyone who wants the numbers.
#[function_component(ChartData)]
pub fn chart_data(props: &FitChartProps) -> Html {
    let table = use_memo(props.spec.clone(), |spec| {
        spec.data_table(TABLE_ROWS_PER_SERIES)
    });
    let left_out = match table.omitted {
        0 => String::new(),
        n => format!(
            " {}",
            tf("common-points-left-out", Args::new().count("n", n as i64))
        ),
    };
    html! {
        <details class="chart-data">
            <summary>{ t("common-chart-data") }</summary>
            <div class="scroll-x">
                <table>
                    <caption>{ format!("{}{left_out}", table.caption) }</caption>
                    <tr>{ for table.headers.iter().map(|h| html! { <th scope="col">{ h }</th> }) }</tr>
                    { for table.rows.iter().map(|r| html! { <tr>{ for r.iter().map(|c| html! { <td>{ c }</td> }) }</tr> }) }
                </table>
            </div>
        </details>
    }
}
