//! Why a Gambit `.nfg` text cannot go into the normal-form editor ([`ImportError`]): the one
//! error of [`super::edit::Draft::import`] and [`super::edit::Draft::from_nfg`], kept apart
//! from the editor's model so each file holds one concept.

use std::fmt;

use super::nfg;
// The editor's limit: `edit::EDITOR_LIMIT` is this same enumeration limit, named here so this
// file does not import the editor that imports it.
use super::MAX_ENUMERATION as EDITOR_LIMIT;

/// Why a Gambit `.nfg` text (pasted, or carried by a shared link) cannot go into the editor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// The text is not a `.nfg` file: the line and column of the problem.
    Parse(nfg::NfgError),
    /// The game has more strategies than the editor takes ([`super::edit::EDITOR_LIMIT`] per player).
    TooLarge {
        /// The row player's strategies.
        rows: usize,
        /// The column player's strategies.
        cols: usize,
    },
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Parse(e) => write!(f, "{e}"),
            ImportError::TooLarge { rows, cols } => write!(
                f,
                "the game is {rows}×{cols}; the page takes up to {EDITOR_LIMIT}×{EDITOR_LIMIT} \
                 strategies per player"
            ),
        }
    }
}

impl std::error::Error for ImportError {}

impl ImportError {
    /// Why the text cannot be imported, in the language of `words` (a reading error: its
    /// line, column and reason).
    pub fn message_in(&self, words: &crate::i18n::Catalogue) -> String {
        match self {
            ImportError::Parse(e) => e.describe_in(words),
            ImportError::TooLarge { rows, cols } => words.msg_with(
                "games-import-too-large",
                &crate::i18n::Args::new()
                    .count("rows", *rows as i64)
                    .count("cols", *cols as i64)
                    .count("limit", EDITOR_LIMIT as i64),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_too_large_is_refused_in_english_and_in_polish() {
        let e = ImportError::TooLarge { rows: 30, cols: 2 };
        let english = crate::i18n::with_english(|w| e.message_in(w));
        assert_eq!(english, e.to_string());
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let polish = e.message_in(&pl);
        assert!(polish != english && !polish.contains('⟨'), "{polish}");
    }

    #[test]
    fn a_text_that_does_not_read_is_refused_in_english_and_in_polish() {
        let e = ImportError::Parse(nfg::parse("NFG 1 R").unwrap_err());
        let english = crate::i18n::with_english(|w| e.message_in(w));
        assert_eq!(english, e.to_string());
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let polish = e.message_in(&pl);
        assert!(polish != english && !polish.contains('⟨'), "{polish}");
    }
}
