//! The evolution lab (`#/evolution`): how players get to an equilibrium. Evolutionary dynamics
//! on the simplex with every rest point classified exactly (`dynamics`), the Moran process in
//! finite populations (`moran`), and the iterated prisoner's dilemma — matches, tournaments,
//! the ecological simulation, races and population play (`ipd`). Everything is computed in the
//! worker or by the core's page models; this module only lays the sections out.

use yew::prelude::*;

mod ipd;

/// The page.
#[function_component(EvolutionPage)]
pub fn evolution_page() -> Html {
    html! {
        <div class="page evolution" id="evolution-page">
            <h1>{ "Evolution and the prisoner's dilemma" }</h1>
            <p class="lead">{ "Equilibria say where play may rest; dynamics say how a population gets there — or why it never does. Here a population's shares change by how well each strategy does, rest points are found exactly and classified, a finite population fixes one strategy by chance and selection, and strategies of the repeated prisoner's dilemma meet in matches, tournaments and races." }</p>
            <ipd::IpdPanels />
        </div>
    }
}
