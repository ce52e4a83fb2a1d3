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
use crate::models::strategic::Bimatrix;

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
            return html! { <p class="error" id="ce-error">{ format!("The correlated-equilibrium polytope could not be computed: {e}") }</p> }
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
            title: format!("Nash equilibrium {}: {}", i + 1, distribution(g, mu)),
        })
        .collect();
    marks.push(Mark {
        at: position(&ce.best),
        kind: "best",
        title: format!(
            "Welfare-maximising correlated equilibrium: {}",
            distribution(g, &ce.best)
        ),
    });
    html! {
        <section class="ce-geometry">
            <h4>{ "The correlated-equilibrium polytope" }</h4>
            <p class="hint">{ "A distribution over the four cells is a point of the tetrahedron (each corner is one cell for sure). The correlated equilibria — distributions from which neither player gains by disobeying a recommendation — form the polytope drawn inside it. Squares: Nash equilibria (product distributions); diamond: a correlated equilibrium maximising the sum of payoffs. Drag it, or focus it and use the arrow keys, to turn it." }</p>
            <div class="geometry-figures" style="display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start;">
                <Figure id="ce-polytope" title="The CE polytope in the tetrahedron of distributions" dim={3}
                    points={ce.vertices.iter().map(Vec::as_slice).map(position).collect::<Vec<_>>()}
                    texts={(1..=ce.vertices.len()).map(|i| format!("v{i}")).collect::<Vec<_>>()}
                    edges={ce.edges.clone()} {frame} {frame_texts} {marks} />
                <div style="flex: 1 1 260px;">
                    <ul id="ce-list">
                        { for ce.nash.iter().enumerate().map(|(i, mu)| html! {
                            <li data-kind="nash">{ format!("Nash equilibrium {}: {} — welfare {}", i + 1, distribution(g, mu), num(&welfare(g, mu))) }</li>
                        }) }
                        <li data-kind="best"><strong>{ format!("Best correlated equilibrium: {} — welfare {}", distribution(g, &ce.best), num(&ce.best_welfare)) }</strong></li>
                    </ul>
                    <details>
                        <summary>{ format!("The polytope's {} vertices", ce.vertices.len()) }</summary>
                        <ol id="ce-vertices">
                            { for ce.vertices.iter().map(|mu| html! { <li>{ (0..4).map(|c| format!("{} {}", cell(c), num(&mu[c]))).collect::<Vec<_>>().join(", ") }</li> }) }
                        </ol>
                    </details>
                </div>
            </div>
        </section>
    }
}
