//! The game-tree lab's worker jobs: what its page may ask for ([`Request`]), the checks of each
//! request, and what comes back ([`Output`]).
//!
//! The page builds the tree it draws itself (cheap, and needed at every keystroke); the
//! analyses of a built tree — backward induction, the induced normal form (up to
//! [`super::MAX_STRATEGIES`] strategies a player) and its pure equilibria with their threats —
//! run here, so a failure in them is reported beside them and the page keeps working. The tree
//! travels as the page's sketch with its names and is built here by the same function as on the
//! page ([`lab::build`]), so node numbers in the answer are the drawing's.

use serde::{Deserialize, Serialize};

use super::edit::Sketch;
use super::lab::{self, Names, TreeAnalysis};
use crate::jobs::{Adapt, NoDetail, Once, Started};

/// The jobs of the game-tree page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// The page's analyses of a tree ([`lab::analyse`]).
    Analyse {
        /// The tree as the page edits it.
        sketch: Sketch,
        /// Its title and players' names.
        names: Names,
    },
}

/// What a finished game-tree job produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// From [`Request::Analyse`].
    Analysis(Box<TreeAnalysis>),
}

/// Validates `request` (the sketch must build into a tree) and builds its job.
pub fn start(request: &Request) -> Result<Started<Output, NoDetail>, String> {
    Ok(match request {
        Request::Analyse { sketch, names } => {
            let (tree, _) = lab::build(sketch, names).map_err(|e| e.to_string())?;
            let job = Once::new("analyses", move || Box::new(lab::analyse(&tree)));
            Started::new(Adapt(job, Output::Analysis), 1)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::extensive::lab::{build, default_names};
    use crate::games::extensive::TreePreset;
    use crate::jobs::testing::{finish, rejected};

    #[test]
    fn the_worker_analyses_the_tree_the_page_draws() {
        for preset in TreePreset::ALL {
            let tree = preset.tree();
            let names = lab::names_of(&tree);
            let sketch = Sketch::from_tree(&tree).unwrap();
            let out = finish(start(&Request::Analyse {
                sketch: sketch.clone(),
                names: names.clone(),
            }));
            // Node numbers in the answer are those of the page's own build.
            let (drawn, _) = build(&sketch, &names).unwrap();
            assert_eq!(out, Output::Analysis(Box::new(lab::analyse(&drawn))));
            let Output::Analysis(a) = out;
            let bi = a.backward.as_ref().expect("presets solve");
            assert!(
                bi.steps.iter().all(|s| s.node < drawn.nodes().len()),
                "{preset:?}"
            );
        }
    }

    #[test]
    fn an_incomplete_tree_is_refused_with_the_node_named() {
        let sketch = Sketch::Decision {
            player: 0,
            label: String::new(),
            actions: vec![(
                "a".into(),
                Sketch::Leaf {
                    payoffs: ["1".into(), "oops".into()],
                },
            )],
            set: None,
        };
        let why = rejected(start(&Request::Analyse {
            sketch: sketch.clone(),
            names: default_names(),
        }));
        assert_eq!(
            why,
            build(&sketch, &default_names()).unwrap_err().to_string()
        );
    }
}
