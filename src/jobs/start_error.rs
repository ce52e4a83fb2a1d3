//! Why a lab's job could not start: the one error of every lab's `jobs::start`, the boundary
//! where a page's request meets the core's checks.
//!
//! A request is refused either for one of its fields — a count out of range, a number that
//! does not read — named so that a page can show the reason beside that input
//! ([`StartError::Field`]), or as a whole: a game file that does not parse, a method that
//! does not apply to the game ([`StartError::Rejected`]). Either way the words are the user's,
//! and [`std::fmt::Display`] gives them unchanged (no field name prefixed), so a page or the
//! command line that shows only the message shows what it showed before.

use std::fmt;

use crate::text::FieldError;

/// Why a job could not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// A field of the request is refused: its name, and the reason in words.
    Field(FieldError),
    /// The request as a whole is refused (its input does not read, or the work does not
    /// apply to it).
    Rejected(String),
    /// The request's text does not read: where, and why (in any language).
    Unreadable(crate::text::ParseError),
}

impl StartError {
    /// The request's `field` is refused for `reason` (English: a refused request reaches a
    /// page as text, the page's own form having checked the field in its language first).
    pub fn field(field: &'static str, reason: impl Into<String>) -> StartError {
        StartError::Field(FieldError::english(field, reason))
    }

    /// The reason in the catalogue's language: a field's refusal is said in it; a whole
    /// request's reason is as the part that refused it wrote it.
    pub fn words_in(&self, words: &crate::i18n::Catalogue) -> String {
        match self {
            StartError::Field(e) => words.say(&e.said),
            StartError::Rejected(reason) => reason.clone(),
            StartError::Unreadable(e) => e.describe_in(words),
        }
    }

    /// The field the error is about, if it is about one.
    pub fn field_name(&self) -> Option<&'static str> {
        match self {
            StartError::Field(e) => Some(e.field),
            StartError::Rejected(_) | StartError::Unreadable(_) => None,
        }
    }
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::Field(e) => write!(f, "{}", e.reason),
            StartError::Rejected(reason) => write!(f, "{reason}"),
            StartError::Unreadable(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for StartError {}

impl From<String> for StartError {
    fn from(reason: String) -> StartError {
        StartError::Rejected(reason)
    }
}

impl From<&str> for StartError {
    fn from(reason: &str) -> StartError {
        StartError::Rejected(reason.to_string())
    }
}

/// A request's text that does not read refuses the request as a whole, with its position.
impl From<crate::text::ParseError> for StartError {
    fn from(e: crate::text::ParseError) -> StartError {
        StartError::Unreadable(e)
    }
}

/// The field's reason becomes the message alone: `FieldError`'s own `Display` ("field:
/// reason") is not what a [`StartError`] shows.
impl From<FieldError> for StartError {
    fn from(e: FieldError) -> StartError {
        StartError::Field(e)
    }
}

impl From<StartError> for String {
    fn from(e: StartError) -> String {
        e.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_are_unchanged_and_the_field_is_kept() {
        let e = StartError::field("runs", "runs must be 1–10 000");
        assert_eq!(e.to_string(), "runs must be 1–10 000");
        assert_eq!(e.field_name(), Some("runs"));
        let e: StartError = "the game is not zero-sum".into();
        assert_eq!(e.field_name(), None);
        assert_eq!(String::from(e), "the game is not zero-sum");
    }
}
