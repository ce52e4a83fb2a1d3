//! The game-tree lab's worker jobs: what its page may ask for ([`Request`]), the checks of each
//! request, and what comes back ([`Output`]).
//!
//! The page builds the tree it draws itself (cheap, and needed at every keystroke); the
//! analyses of a built tree — backward induction, the induced normal form (up to
//! [`super::MAX_STRATEGIES`] strategies a player) and its pure equilibria with their threats —
//! run here, so a failure in them is reported beside them and the page keeps working. The tree
//! travels as the page's sketch with its names and is built here by the same function as on the
//! page ([`lab::build`]), so node numbers in the answer are the drawing's. The worker also reads
//! and writes the page's Gambit `.efg` text ([`Request::Read`], [`Request::Write`]: a link, an
//! import, an export, a built-in game with information sets), so the page's module carries
//! neither the `.efg` reader and writer nor the model of games with imperfect information.

use serde::{Deserialize, Serialize};

use super::edit::Sketch;
use super::lab::{self, Names, TreeAnalysis};
use crate::jobs::{Adapt, NoDetail, Once, StartError, Started};

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
    /// `.efg` text read into a sketch with its names (information sets allowed).
    Read {
        /// The text.
        text: String,
        /// The page's language code, for why the text does not read (empty: English, as
        /// the command line asks).
        #[serde(default)]
        lang: String,
    },
    /// A built-in game with information sets, as a sketch with its names.
    Preset {
        /// The game.
        game: crate::games::imperfect::presets::Preset,
    },
    /// A sketch written as `.efg` text with its information sets.
    Write {
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
    /// From [`Request::Read`] and [`Request::Preset`]: the sketch and its names, or why the
    /// text is not a two-player game.
    Read(Result<Box<(Sketch, Names)>, String>),
    /// From [`Request::Write`]: the text, or the first node that does not build.
    Written(Result<String, String>),
}

/// Validates `request` (the sketch must build into a tree) and builds its job.
pub fn start(request: &Request) -> Result<Started<Output, NoDetail>, StartError> {
    Ok(match request {
        Request::Analyse { sketch, names } => {
            let (tree, _) = lab::build(sketch, names).map_err(|e| e.to_string())?;
            let job = Once::new("analyses", move || Box::new(lab::analyse(&tree)));
            Started::new(Adapt(job, Output::Analysis), 1)
        }
        Request::Read { text, lang } => {
            let (text, lang) = (text.clone(), lang.clone());
            let job = Once::new("trees", move || {
                let words = crate::i18n::Catalogue::of_code(&lang);
                Sketch::from_efg_in(&text, &words).map(Box::new)
            });
            Started::new(Adapt(job, Output::Read), 1)
        }
        Request::Preset { game } => {
            let game = *game;
            let job = Once::new("trees", move || {
                Sketch::from_game(&game.game()).map(Box::new)
            });
            Started::new(Adapt(job, Output::Read), 1)
        }
        Request::Write { sketch, names } => {
            let (sketch, names) = (sketch.clone(), names.clone());
            let job = Once::new("trees", move || {
                sketch.to_efg(&names).map_err(|e| e.to_string())
            });
            Started::new(Adapt(job, Output::Written), 1)
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
            let Output::Analysis(a) = out else {
                panic!("an analysis")
            };
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

    #[test]
    fn the_worker_reads_and_writes_the_pages_efg() {
        let preset = crate::games::imperfect::presets::Preset::MatchingPennies;
        let Output::Read(Ok(read)) = finish(start(&Request::Preset { game: preset })) else {
            panic!("a preset")
        };
        let (sketch, names) = *read;
        assert!(sketch.has_information_sets());
        let Output::Written(Ok(text)) = finish(start(&Request::Write {
            sketch: sketch.clone(),
            names: names.clone(),
        })) else {
            panic!("written")
        };
        let Output::Read(Ok(again)) = finish(start(&Request::Read {
            text: text.clone(),
            lang: String::new(),
        })) else {
            panic!("read again")
        };
        assert_eq!(*again, (sketch, names));
        assert!(matches!(
            finish(start(&Request::Read {
                text: "EFG 2 R".into(),
                lang: String::new(),
            })),
            Output::Read(Err(e)) if e.contains("line 1")
        ));
    }

    #[test]
    fn a_text_that_does_not_read_is_refused_in_the_page_s_language() {
        let read = |lang: &str| match finish(start(&Request::Read {
            text: "EFG 2 R".into(),
            lang: lang.into(),
        })) {
            Output::Read(Err(e)) => e,
            _ => panic!("refused"),
        };
        let (english, polish) = (read(""), read("pl"));
        assert_eq!(english, Sketch::from_efg("EFG 2 R").unwrap_err());
        assert!(english.starts_with("line 1"), "{english}");
        assert!(polish != english && !polish.contains('⟨'), "{polish}");
    }
}
