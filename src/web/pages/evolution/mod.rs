//! The evolution lab (`#/evolution`): how players get to an equilibrium. Evolutionary dynamics
//! on the simplex with every rest point classified exactly (`dynamics`), the Moran process in
//! finite populations (`moran`), and the iterated prisoner's dilemma — matches, tournaments,
//! the ecological simulation, races and population play (`ipd`). Everything is computed in the
//! worker or by the core's page models; this module only holds the game both of the first two
//! panels use (`?game=` in the link names a preset) and lays the sections out. The page lives
//! in the second module (`web::deferred`): it reads its link from the address itself and links
//! to other labs with plain anchors, since the first module's router is not its own.

use yew::prelude::*;

use crate::games::evolution::lab::{linked_game, GameSource};
use crate::web::i18n::t;

mod dynamics;
mod ipd;
mod moran;

/// The page.
#[function_component(EvolutionPage)]
pub fn evolution_page() -> Html {
    let source = use_state(|| {
        // `#/evolution?game=hawk-dove`: the preset named in the address.
        let hash = web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default();
        linked_game(&hash)
    });
    let on_source = {
        let source = source.clone();
        Callback::from(move |s: GameSource| source.set(s))
    };
    html! {
        <div class="page evolution" id="evolution-page">
            <h1>{ t("evolution-title") }</h1>
            <p class="lead">{ t("evolution-lead") }</p>
            <dynamics::DynamicsPanel source={(*source).clone()} {on_source} />
            <moran::MoranPanel source={(*source).clone()} />
            <ipd::IpdPanels />
        </div>
    }
}
