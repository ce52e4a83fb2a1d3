//! The normal-form page's "Geometry" section: the best-response polytopes with Lemke–Howson
//! stepped on them ([`lemke_howson`]) and, for a 2×2 game, the correlated-equilibrium polytope
//! in the tetrahedron of distributions ([`correlated`]). Computed on the main thread (the games
//! are at most 3×3); the core is [`crate::games::matrix::geometry`], the 3-D turning
//! [`crate::plot::turn`]; this module only lays out and draws.

use yew::prelude::*;

use crate::games::matrix::geometry::{Geometry, MAX_STRATEGIES};
use crate::i18n::Args;
use crate::models::strategic::Bimatrix;
use crate::web::i18n::{t, tf};

mod correlated;
mod figure;
mod lemke_howson;

#[derive(Properties, PartialEq)]
pub(super) struct GeometryProps {
    /// The game analysed.
    pub(super) game: Bimatrix,
}

/// The section: hidden, with a one-line note, outside 2×2…3×3.
#[function_component(GeometrySection)]
pub(super) fn geometry_section(props: &GeometryProps) -> Html {
    let geo = use_memo(props.game.clone(), Geometry::new);
    let body = match &*geo {
        Err(_) => html! {
            <p class="hint" id="geometry-note">{ tf("games-geometry-note", Args::new().count("max", MAX_STRATEGIES as i64).count("rows", props.game.rows() as i64).count("cols", props.game.cols() as i64)) }</p>
        },
        Ok(geo) => html! {
            <>
                <lemke_howson::LemkeHowsonView geo={std::rc::Rc::new(geo.clone())} />
                if props.game.rows() == 2 && props.game.cols() == 2 {
                    <correlated::CorrelatedView game={props.game.clone()} />
                }
            </>
        },
    };
    html! {
        <section class="geometry" id="geometry">
            <h3>{ t("games-geometry-title") }</h3>
            { body }
        </section>
    }
}
