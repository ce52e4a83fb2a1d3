//! The correlated-equilibrium polytope of a 2×2 game inside the tetrahedron of all
//! distributions over its four cells (each corner a cell), turnable; the Nash equilibria
//! (product distributions) and a welfare-maximising correlated equilibrium marked and listed
//! with exact values.

use yew::prelude::*;

use super::super::num;
use super::figure::{Figure, Mark};
use crate::exact::Q;
use crate::games::matrix::geometry::correlated::{position, welfare, CORNERS};
use crate::games::matrix::geometry::CorrelatedPolytope;
use crate::i18n::Args;
use crate::models::strategic::Bimatrix;
use crate::web::i18n::{t, tf};

#[derive(Properties, PartialEq)]
pub(super) struct CorrelatedProps {
    /// The 2×2 game.
    pub(super) game: Bimatrix,
}

/// A distribution in words: each cell with positive weight, e.g. "(dare, chicken) 1/4".
fn distribution(g: &Bimatrix, mu: &[Q]) -> String {
    let parts: Vec<String> = (0..4)
        .filter(|&c| mu[c] != Q::from_integer(0.into()))
        .map(|c| {
            format!(
                "({}, {}) {}",
                g.names[0][c / 2],
                g.names[1][c % 2],
                num(&mu[c])
            )
        })
        .collect();
    parts.join(", ")
}

#[function_component(CorrelatedView)]
pub(super) fn correlated_view(props: &CorrelatedProps) -> Html {
    let g = &props.game;
    let ce = use_memo(g.clone(), CorrelatedPolytope::new);
    let ce = match &*ce {
        Ok(ce) => ce,
        Err(e) => {
            return html! { <p class="error" id="ce-error">{ tf("games-ce-error", Args::new().text("error", e.to_string())) }</p> }
        }
    };
    let cell = |c: usize| format!("({}, {})", g.names[0][c / 2], g.names[1][c % 2]);
    let frame: Vec<([f64; 3], [f64; 3])> = (0..4)
        .flat_map(|a| (a + 1..4).map(move |b| (CORNERS[a], CORNERS[b])))
        .collect();
    let frame_texts: Vec<([f64; 3], String)> = (0..4).map(|c| (CORNERS[c], cell(c))).collect();
    let mut marks: Vec<Mark> = ce
        .nash
        .iter()
        .enumerate()
        .map(|(i, mu)| Mark {
            at: position(mu),
            kind: "nash",
            title: tf(
                "games-ce-nash",
                Args::new()
                    .count("n", i as i64 + 1)
                    .text("distribution", distribution(g, mu)),
            ),
        })
        .collect();
    marks.push(Mark {
        at: position(&ce.best),
        kind: "best",
        title: tf(
            "games-ce-best-title",
            Args::new().text("distribution", distribution(g, &ce.best)),
        ),
    });
    html! {
        <section class="ce-geometry">
            <h4>{ t("games-ce-title") }</h4>
            <p class="hint">{ t("games-ce-hint") }</p>
            <div class="geometry-figures" style="display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start;">
                <Figure id="ce-polytope" title={t("games-ce-figure")} dim={3}
                    points={ce.vertices.iter().map(Vec::as_slice).map(position).collect::<Vec<_>>()}
                    texts={(1..=ce.vertices.len()).map(|i| format!("v{i}")).collect::<Vec<_>>()}
                    edges={ce.edges.clone()} {frame} {frame_texts} {marks} />
                <div style="flex: 1 1 260px;">
                    <ul id="ce-list">
                        { for ce.nash.iter().enumerate().map(|(i, mu)| html! {
                            <li data-kind="nash">{ tf("games-ce-nash-welfare", Args::new().count("n", i as i64 + 1).text("distribution", distribution(g, mu)).text("welfare", num(&welfare(g, mu)))) }</li>
                        }) }
                        <li data-kind="best"><strong>{ tf("games-ce-best", Args::new().text("distribution", distribution(g, &ce.best)).text("welfare", num(&ce.best_welfare))) }</strong></li>
                    </ul>
                    <details>
                        <summary>{ tf("games-ce-vertices", Args::new().count("n", ce.vertices.len() as i64)) }</summary>
                        <ol id="ce-vertices">
                            { for ce.vertices.iter().map(|mu| html! { <li>{ (0..4).map(|c| format!("{} {}", cell(c), num(&mu[c]))).collect::<Vec<_>>().join(", ") }</li> }) }
                        </ol>
                    </details>
                </div>
            </div>
        </section>
    }
}
