//! The game-trees page's words for where a node is, in any language: a path by its actions
//! ("Enter › Fight", or "the root"), a path by action numbers ("root › 2 › 1"), where a node
//! is ("after Enter › Fight") and a node's name (its label and where it is). Each takes the
//! page's [`Catalogue`]; [`Sketch::describe_path`] and [`super::lab::node_name`] stay the
//! English the command line and the solvers' messages use.

use super::edit::Sketch;
use crate::i18n::{Args, Catalogue};

/// A path by the actions taken, `Enter › Fight` (an action without a name by its number
/// `#2`), or "the root"; a path the tree does not have by its numbers ([`number_path_in`]).
pub fn path_in(s: &Sketch, path: &[usize], words: &Catalogue) -> String {
    if path.is_empty() {
        return words.msg("trees-the-root");
    }
    match s.action_names(path) {
        Some(names) => names.join(" › "),
        None => number_path_in(path, words),
    }
}

/// A path by action numbers: `root › 2 › 1` (1-based).
pub fn number_path_in(path: &[usize], words: &Catalogue) -> String {
    let mut s = words.msg("trees-root");
    for a in path {
        s.push_str(&format!(" › {}", a + 1));
    }
    s
}

/// Where a node is: "at the root", or "after Enter › Fight".
pub fn where_in(s: &Sketch, path: &[usize], words: &Catalogue) -> String {
    if path.is_empty() {
        words.msg("trees-at-root")
    } else {
        words.msg_with(
            "trees-after",
            &Args::new().text("path", path_in(s, path, words)),
        )
    }
}

/// A node's name: its label and where it is ("Entrant (after the root)"), or its path.
pub fn node_in(s: &Sketch, path: &[usize], words: &Catalogue) -> String {
    match s.get(path) {
        Some(Sketch::Decision { label, .. } | Sketch::Chance { label, .. })
            if !label.is_empty() =>
        {
            if path.is_empty() {
                words.msg_with(
                    "trees-labelled-root",
                    &Args::new().text("label", label.clone()),
                )
            } else {
                words.msg_with(
                    "trees-labelled-node",
                    &Args::new()
                        .text("label", label.clone())
                        .text("path", path_in(s, path, words)),
                )
            }
        }
        _ => path_in(s, path, words),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::extensive::edit::path_name;
    use crate::games::extensive::lab::{node_name, where_text};
    use crate::games::extensive::TreePreset;
    use crate::i18n::{language, with_english};

    #[test]
    fn the_words_are_the_cores_english_and_speak_polish() {
        let pl = Catalogue::new(language("pl").unwrap()).unwrap();
        for preset in TreePreset::ALL {
            let s = Sketch::from_tree(&preset.tree()).unwrap();
            for path in [vec![], vec![0], vec![1], vec![0, 0], vec![9, 9]] {
                with_english(|en| {
                    assert_eq!(path_in(&s, &path, en), s.describe_path(&path));
                    assert_eq!(number_path_in(&path, en), path_name(&path));
                    if s.get(&path).is_some() {
                        assert_eq!(where_in(&s, &path, en), where_text(&s, &path));
                        assert_eq!(node_in(&s, &path, en), node_name(&s, &path));
                    }
                });
            }
            for words in [
                path_in(&s, &[], &pl),
                number_path_in(&[1], &pl),
                where_in(&s, &[], &pl),
            ] {
                assert!(!words.contains('⟨'), "{words}");
            }
            with_english(|en| {
                assert_ne!(where_in(&s, &[], en), where_in(&s, &[], &pl));
                assert_ne!(number_path_in(&[0], en), number_path_in(&[0], &pl));
            });
        }
    }
}
