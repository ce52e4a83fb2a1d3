//! Reading text: the one positioned error every file format of the project reports
//! ([`ParseError`]: the LP format, Gambit's `.nfg` and `.efg`), the character position
//! bookkeeping the tokenizers share ([`Position`]), and the one error of a named input field
//! ([`FieldError`], with [`parse_field`]) that forms and flags report.
//!
//! One error type so that the command line prints, and the pages show next to the input, the
//! same `line L, column C: reason` whatever was being read. Columns count characters, not
//! bytes, because that is what a person counts in an editor.
//!
//! ## Numbers
//!
//! One number reader ([`read_number`], exact; [`read_real`], the nearest double) serves every
//! format and field, so `1/2`, `-0.25`, `3e-2` mean the same in an `.nfg` payoff, an `.efg`
//! probability, an LP coefficient and a typed field. Its grammar: an optional sign, digits with
//! an optional fraction, an optional exponent `e±d`; or two such decimals joined by one `/`.
//! Its limits keep a hostile file from making exact arithmetic crawl: at most
//! [`MAX_DIGITS`] digits per decimal, an exponent of at most ±[`MAX_EXPONENT`], and a value
//! whose numerator and denominator have at most [`MAX_DIGITS`] digits each — so whatever the
//! project writes, it reads back. A double must be finite and a non-zero
//! number must not round to zero. Counts (sizes, seeds, budgets) are the reader's whole
//! numbers ≥ 0 ([`read_count`]), written without a sign `-`, point, exponent or fraction.

use std::fmt;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{Signed, ToPrimitive, Zero};

use crate::i18n::Said;

pub mod decimals;
pub use decimals::{fixed, signed_fixed};

/// The most digits (before and after the point together) one decimal may have, and the most
/// digits of the numerator and of the denominator of the number read. The second limit makes
/// the reader accept whatever the project writes ([`crate::exact::format_number`]
/// writes `p/q` in full).
pub const MAX_DIGITS: usize = 500;

/// The largest exponent magnitude a decimal may have (`1e400` is the largest power of ten).
pub const MAX_EXPONENT: u32 = 400;

/// One decimal, split: sign, integer and fraction digits, exponent.
struct Decimal<'a> {
    negative: bool,
    int: &'a str,
    frac: &'a str,
    exp: i32,
}

fn decimal(t: &str) -> Result<Decimal<'_>, NumberError> {
    let bad = || NumberError::NotANumber(t.to_string());
    let (mantissa, exp) = match t.find(['e', 'E']) {
        Some(k) => {
            let e = &t[k + 1..];
            let digits = e.strip_prefix(['+', '-']).unwrap_or(e);
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            let magnitude = digits.trim_start_matches('0');
            if magnitude.len() > 4 || magnitude.parse::<u32>().unwrap_or(0) > MAX_EXPONENT {
                return Err(NumberError::Exponent(t.to_string()));
            }
            let v: i32 = magnitude.parse().unwrap_or(0);
            (&t[..k], if e.starts_with('-') { -v } else { v })
        }
        None => (t, 0),
    };
    let (negative, digits) = match mantissa.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, mantissa.strip_prefix('+').unwrap_or(mantissa)),
    };
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    if (int.is_empty() && frac.is_empty())
        || !int.bytes().all(|b| b.is_ascii_digit())
        || !frac.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(bad());
    }
    if int.len() + frac.len() > MAX_DIGITS {
        return Err(NumberError::TooManyDigits(start_of(t)));
    }
    Ok(Decimal {
        negative,
        int,
        frac,
        exp,
    })
}

fn exact(d: &Decimal<'_>) -> BigRational {
    let mut num: BigInt = format!("{}{}", d.int, d.frac).parse().unwrap_or_default();
    if d.negative {
        num = -num;
    }
    let scale = d.exp - d.frac.len() as i32;
    let ten = BigInt::from(10);
    if scale >= 0 {
        BigRational::from_integer(num * num_traits::pow(ten, scale as usize))
    } else {
        BigRational::new(num, num_traits::pow(ten, (-scale) as usize))
    }
}

/// Splits `text` (trimmed) at its one `/`, if any; two slashes are an error.
fn fraction(t: &str) -> Result<(&str, Option<&str>), NumberError> {
    match t.split_once('/') {
        None => Ok((t, None)),
        Some((_, d)) if d.contains('/') => Err(NumberError::TwoSlashes(t.to_string())),
        Some((n, d)) => Ok((n, Some(d))),
    }
}

/// An exact number already written as text (`p/q`), for people: itself when at most
/// [`crate::exact::READABLE_FRACTION`] characters, else [`crate::exact::readable`]'s decimal
/// (a text that is not a number is returned as it is).
pub fn readable_text(text: &str) -> String {
    if text.chars().count() <= crate::exact::READABLE_FRACTION {
        return text.to_string();
    }
    match read_number(text) {
        Ok(q) => crate::exact::readable(&q),
        Err(_) => text.to_string(),
    }
}

/// Reads a number exactly: a decimal (`-12`, `0.25`, `3e-2`) or a fraction of two decimals
/// (`1/3`), within [`MAX_DIGITS`] and [`MAX_EXPONENT`]. The error says what is wrong, in
/// words (the caller adds the position or the field).
pub fn read_number(text: &str) -> Result<BigRational, NumberError> {
    let t = text.trim();
    let (n, d) = fraction(t)?;
    let value = exact(&decimal(n)?);
    let value = match d {
        None => value,
        Some(d) => {
            let den = exact(&decimal(d)?);
            if den.is_zero() {
                return Err(NumberError::DividesByZero(t.to_string()));
            }
            value / den
        }
    };
    if !within_digits(&value) {
        return Err(NumberError::ValueTooLong(start_of(t)));
    }
    Ok(value)
}

/// Whether `value`'s numerator and denominator have at most [`MAX_DIGITS`] digits each: what
/// [`read_number`] reads back (so a number the project writes can be given to it again).
pub fn within_digits(value: &BigRational) -> bool {
    // 10^MAX_DIGITS needs about 3.32 bits a digit: check the cheap bound first.
    let long = |v: &BigInt| {
        v.bits() as f64 > MAX_DIGITS as f64 * std::f64::consts::LOG2_10 - 4.0
            && v.magnitude().to_string().len() > MAX_DIGITS
    };
    !long(value.numer()) && !long(value.denom())
}

/// Reads a number as the nearest double, with [`read_number`]'s grammar and limits; an error
/// when it is beyond the doubles' range or a non-zero number rounds to zero.
pub fn read_real(text: &str) -> Result<f64, NumberError> {
    let t = text.trim();
    let (n, d) = fraction(t)?;
    let parsed = decimal(n)?;
    let v = match d {
        // A plain decimal: Rust's parser rounds correctly, and the grammar is already checked.
        None => n
            .parse::<f64>()
            .map_err(|_| NumberError::NotANumber(t.to_string()))?,
        Some(_) => read_number(t)?.to_f64().unwrap_or(f64::NAN),
    };
    let zero = parsed
        .int
        .bytes()
        .chain(parsed.frac.bytes())
        .all(|b| b == b'0');
    if !v.is_finite() {
        Err(NumberError::OutOfRange(t.to_string()))
    } else if v == 0.0 && !zero {
        Err(NumberError::RoundsToZero(t.to_string()))
    } else {
        Ok(v)
    }
}

/// Reads a whole number ≥ 0 (a count, a size, a seed) with the one number reader
/// ([`read_number`]): an optional `+` and decimal digits, surrounding spaces ignored, of any
/// value that fits `T`. No `-`, point, exponent or fraction: a count field takes exactly what
/// Rust's integer parser takes (`+5` and `007` are read, `-0`, `5.0`, `1e3` and `2/1` are
/// not), so the forms that read their counts this way accept what they always did. Leading
/// zeros are dropped before the reader's digit limit applies, as the integer parser allows
/// any number of them.
pub fn read_count<T: TryFrom<BigInt>>(text: &str) -> Result<T, NumberError> {
    let t = text.trim();
    let digits = t.strip_prefix('+').unwrap_or(t);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NumberError::NotACount(t.to_string()));
    }
    let significant = digits.trim_start_matches('0');
    let value = read_number(if significant.is_empty() {
        "0"
    } else {
        significant
    })?;
    T::try_from(value.to_integer()).map_err(|_| NumberError::TooLarge(t.to_string()))
}

/// Why a text is not a number the one number reader takes. Each variant keeps the text (or,
/// for an over-long one, its first 20 characters); the caller adds the position or the field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumberError {
    /// Not an integer, decimal or fraction.
    NotANumber(String),
    /// More than one `/`.
    TwoSlashes(String),
    /// An exponent beyond ±[`MAX_EXPONENT`].
    Exponent(String),
    /// A decimal of more than [`MAX_DIGITS`] digits (its start).
    TooManyDigits(String),
    /// A value whose numerator or denominator has more than [`MAX_DIGITS`] digits (its start).
    ValueTooLong(String),
    /// A fraction over zero.
    DividesByZero(String),
    /// Beyond the doubles' range.
    OutOfRange(String),
    /// A non-zero number that rounds to the double 0.
    RoundsToZero(String),
    /// Not a whole number ≥ 0 where a count is asked for.
    NotACount(String),
    /// A count too large for its type.
    TooLarge(String),
}

/// The first 20 bytes of an over-long number (its digits are ASCII).
fn start_of(t: &str) -> String {
    t[..t.len().min(20)].to_string()
}

impl fmt::Display for NumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NumberError::NotANumber(t) => {
                write!(f, "{t:?} is not a number (an integer, decimal or fraction)")
            }
            NumberError::TwoSlashes(t) => write!(f, "{t:?} is not a number (one '/' at most)"),
            NumberError::Exponent(t) => write!(f, "{t:?}: the exponent is beyond ±{MAX_EXPONENT}"),
            NumberError::TooManyDigits(start) => {
                write!(f, "{start}…: more than {MAX_DIGITS} digits")
            }
            NumberError::ValueTooLong(start) => {
                write!(f, "{start}…: the number has more than {MAX_DIGITS} digits")
            }
            NumberError::DividesByZero(t) => write!(f, "{t:?} divides by zero"),
            NumberError::OutOfRange(t) => write!(f, "{t:?} is out of range (beyond ±1.8e308)"),
            NumberError::RoundsToZero(t) => write!(f, "{t:?} is too small: it rounds to 0"),
            NumberError::NotACount(t) => write!(f, "{t:?} is not a whole number ≥ 0"),
            NumberError::TooLarge(t) => write!(f, "{t:?} is too large"),
        }
    }
}

impl std::error::Error for NumberError {}

impl NumberError {
    /// The error as a message for any language (its English is [`fmt::Display`]'s).
    pub fn said(&self) -> Said {
        let quoted = |t: &String| format!("{t:?}");
        match self {
            NumberError::NotANumber(t) => {
                Said::new("field-number-not-a-number").text("text", quoted(t))
            }
            NumberError::TwoSlashes(t) => {
                Said::new("field-number-two-slashes").text("text", quoted(t))
            }
            NumberError::Exponent(t) => Said::new("field-number-exponent")
                .text("text", quoted(t))
                .count("max", MAX_EXPONENT.into()),
            NumberError::TooManyDigits(start) => Said::new("field-number-too-many-digits")
                .text("start", start.as_str())
                .count("max", MAX_DIGITS as i64),
            NumberError::ValueTooLong(start) => Said::new("field-number-value-too-long")
                .text("start", start.as_str())
                .count("max", MAX_DIGITS as i64),
            NumberError::DividesByZero(t) => {
                Said::new("field-number-divides-by-zero").text("text", quoted(t))
            }
            NumberError::OutOfRange(t) => {
                Said::new("field-number-out-of-range").text("text", quoted(t))
            }
            NumberError::RoundsToZero(t) => {
                Said::new("field-number-rounds-to-zero").text("text", quoted(t))
            }
            NumberError::NotACount(t) => Said::new("field-not-a-count").text("text", quoted(t)),
            NumberError::TooLarge(t) => Said::new("field-too-large").text("text", quoted(t)),
        }
    }

    /// The error as `field`'s, with its message for any language.
    pub fn of(&self, field: &'static str) -> FieldError {
        FieldError::new(field, self.said())
    }
}

/// The message, for the callers that report errors as text.
impl From<NumberError> for String {
    fn from(e: NumberError) -> String {
        e.to_string()
    }
}

/// `n` and the noun in the number `n` asks for: `1 point`, `2 points`, `0 nodes` (English
/// plurals by `-s`, which every noun the pages count takes).
pub fn count_of(n: u64, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

/// The indefinite article of `word`: `an` before a vowel letter, else `a` (right for every word
/// the pages put after one: card names, colours).
pub fn article(word: &str) -> &'static str {
    let vowel = word
        .chars()
        .next()
        .is_some_and(|c| matches!(c.to_ascii_lowercase(), 'a' | 'e' | 'i' | 'o' | 'u'));
    if vowel {
        "an"
    } else {
        "a"
    }
}

/// The word with its indefinite article ([`article`]): `a red`, `an orange`.
pub fn a_or_an(word: &str) -> String {
    format!("{} {word}", article(word))
}

/// A 1-based line and column (in characters) in a text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Position {
    /// Line, from 1.
    pub line: usize,
    /// Column in characters, from 1.
    pub column: usize,
}

impl Position {
    /// The start of a text.
    pub const START: Position = Position { line: 1, column: 1 };

    /// The position after reading `ch` from here.
    pub fn after(self, ch: char) -> Position {
        if ch == '\n' {
            Position {
                line: self.line + 1,
                column: 1,
            }
        } else {
            Position {
                line: self.line,
                column: self.column + 1,
            }
        }
    }

    /// The position just after the last character of `text`.
    pub fn end_of(text: &str) -> Position {
        text.chars().fold(Position::START, Position::after)
    }

    /// An error at this position for a reason only written in English (every language shows
    /// it as it is).
    pub fn error(self, reason: impl Into<String>) -> ParseError {
        ParseError {
            line: self.line,
            column: self.column,
            reason: reason.into(),
            said: None,
        }
    }

    /// An error at this position for `said` (its English becomes the [`ParseError::reason`]).
    pub fn error_said(self, said: Said) -> ParseError {
        ParseError {
            line: self.line,
            column: self.column,
            reason: said.english(),
            said: Some(said),
        }
    }
}

/// A text that could not be read, with the 1-based line and column of the problem.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ParseError {
    /// Line, from 1.
    pub line: usize,
    /// Column in characters, from 1.
    pub column: usize,
    /// What is wrong, in English words for the user.
    pub reason: String,
    /// What is wrong, as a message for any language (`None`: the reason is only English).
    #[serde(skip)]
    pub said: Option<Said>,
}

impl ParseError {
    /// The reason in the language of `words` (the English [`ParseError::reason`] when it has
    /// no message).
    pub fn reason_in(&self, words: &crate::i18n::Catalogue) -> String {
        match &self.said {
            Some(said) => words.say(said),
            None => self.reason.clone(),
        }
    }

    /// The reason as a message for any language (the English reason as it is when it has no
    /// message).
    pub fn reason_said(&self) -> Said {
        self.said
            .clone()
            .unwrap_or_else(|| Said::new("field-reason").text("reason", self.reason.as_str()))
    }

    /// `line L, column C: reason` as a message for any language (its English is
    /// [`fmt::Display`]'s).
    pub fn describe_said(&self) -> Said {
        Said::new("parse-error-at")
            .count("line", self.line as i64)
            .count("column", self.column as i64)
            .said("reason", self.reason_said())
    }

    /// `line L, column C: reason` in the language of `words` ([`fmt::Display`] in English).
    pub fn describe_in(&self, words: &crate::i18n::Catalogue) -> String {
        words.say(&self.describe_said())
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.reason
        )
    }
}

impl std::error::Error for ParseError {}

/// A rejected input field (a form field on a page, a flag on the command line), named so
/// that the page can show the reason next to the input and the command line can name the flag.
///
/// The reason is kept twice: as a message ([`Said`]) that a page writes in its language, and
/// in English (what [`fmt::Display`], the command line and the tests read). Build it with
/// [`FieldError::new`], which writes the English from the message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    /// The field, e.g. `eps`, `fields`, `a`.
    pub field: &'static str,
    /// What is wrong, in English words for the user.
    pub reason: String,
    /// What is wrong, as a message for any language.
    pub said: Said,
}

impl FieldError {
    /// `field` is refused for `said` (its English becomes the [`FieldError::reason`]).
    pub fn new(field: &'static str, said: Said) -> FieldError {
        FieldError {
            field,
            reason: said.english(),
            said,
        }
    }

    /// `field` is refused for a reason only written in English (another part's error text):
    /// every language shows it as it is.
    pub fn english(field: &'static str, reason: impl Into<String>) -> FieldError {
        FieldError::new(field, Said::new("field-reason").text("reason", reason))
    }
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.reason)
    }
}

impl std::error::Error for FieldError {}

/// `v` for a message: plainly when it is of moderate size, else in scientific notation (so
/// `1e-300` is not written with three hundred zeros).
pub fn short(v: f64) -> String {
    if v == 0.0 || (1e-4..1e9).contains(&v.abs()) {
        format!("{v}")
    } else {
        format!("{v:e}")
    }
}

/// One number written with a decimal comma (`0,05`, `-1,5`, as Polish and Croatian write it),
/// with the point instead; `None` for anything else. Only digits on both sides of the one
/// comma, so a list (`1, 5`, `1,5,5`) or a mix (`1,5.0`) is never taken for a number.
pub fn decimal_comma(text: &str) -> Option<String> {
    let (whole, frac) = text.trim().split_once(',')?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    (digits(whole.trim_start_matches(['-', '+'])) && digits(frac))
        .then(|| format!("{whole}.{frac}"))
}

/// Reads a real number typed into `field` with the one number reader ([`read_real`]). A field
/// holds one number, so a decimal comma is read as the point ([`decimal_comma`]).
pub fn parse_real_field(field: &'static str, text: &str) -> Result<f64, FieldError> {
    let pointed = decimal_comma(text);
    read_real(pointed.as_deref().unwrap_or(text)).map_err(|e| e.of(field))
}

/// Reads the number typed into `field` (surrounding spaces ignored).
pub fn parse_field<T: std::str::FromStr>(field: &'static str, text: &str) -> Result<T, FieldError> {
    let t = text.trim();
    t.parse::<T>()
        .map_err(|_| FieldError::new(field, whole_number_trouble(t)))
}

/// Why a whole-number field refuses `t`, in the words a person can act on: a number that is
/// negative, not whole, written with a point or an exponent, or too large, is named as such
/// (`"-3" is negative: give a whole number ≥ 0`), not as "not a number".
fn whole_number_trouble(t: &str) -> Said {
    let said = match read_number(t) {
        Err(_) => Said::new("field-not-a-number"),
        Ok(v) if v.is_negative() => Said::new("field-negative"),
        Ok(v) if !v.is_integer() => Said::new("field-not-whole"),
        Ok(_)
            if !t
                .trim_start_matches('+')
                .bytes()
                .all(|b| b.is_ascii_digit()) =>
        {
            Said::new("field-in-digits")
        }
        Ok(_) => Said::new("field-too-large"),
    };
    said.text("text", format!("{t:?}"))
}

/// `s` with the characters HTML and SVG give a meaning (`&`, `<`, `>`, `"`) escaped, for text
/// and attribute values of markup the core writes.
pub fn escape_html(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_parse_error_is_said_in_the_page_language_and_displayed_in_english_as_before() {
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let at = super::Position { line: 3, column: 7 };
        let e = at.error_said(
            super::Said::new("parse-expected").said("what", super::Said::new("parse-what-title")),
        );
        assert_eq!(e.reason, "expected the title");
        assert_eq!(e.to_string(), "line 3, column 7: expected the title");
        crate::i18n::with_english(|w| assert_eq!(e.describe_in(w), e.to_string()));
        let polish = e.describe_in(&pl);
        assert_ne!(polish, e.to_string());
        assert!(
            !polish.contains('⟨') && polish.contains(&e.reason_in(&pl)),
            "{polish}"
        );
        // A reason only written in English stays as it is in every language.
        let english = at.error("a reason from elsewhere");
        assert_eq!(english.reason_in(&pl), "a reason from elsewhere");
        assert!(english
            .describe_in(&pl)
            .ends_with(": a reason from elsewhere"));
        assert_eq!(
            english.to_string(),
            "line 3, column 7: a reason from elsewhere"
        );
    }

    #[test]
    fn a_field_reads_a_decimal_comma_and_nothing_ambiguous() {
        assert_eq!(super::parse_real_field("mu", " 0,55 ").unwrap(), 0.55);
        assert_eq!(super::parse_real_field("mu", "0.55").unwrap(), 0.55);
        for bad in ["0,5,5", "1,5.0", "1/2,5", ","] {
            assert!(super::parse_real_field("mu", bad).is_err(), "{bad}");
        }
    }

    use super::*;

    #[test]
    fn long_fractions_read_as_decimals_short_ones_as_they_are() {
        assert_eq!(readable_text("-1/18"), "-1/18");
        assert_eq!(readable_text("1234567/7654321"), "≈ 0.161290");
        assert_eq!(
            readable_text("-1454920850547486749701863871533/16995463438839962469905132501930"),
            "≈ -0.085606"
        );
        assert_eq!(readable_text("1/123456789012345"), "≈ 8.10000e-15");
        assert_eq!(readable_text("not a number at all"), "not a number at all");
        let huge = |t: &str| crate::exact::readable(&read_number(t).unwrap());
        assert_eq!(huge("1e400"), "≈ 1.00000e400");
        assert_eq!(huge("-1e400/3"), "≈ -3.33333e399");
        assert_eq!(huge("1e-400"), "≈ 1.00000e-400");
        assert_eq!(huge("1e300"), "≈ 1.00000e300");
        assert_eq!(huge("12345678901234"), "≈ 1.23457e13");
        assert_eq!(huge("-9999996/1000000000000"), "≈ -1.00000e-5");
        assert_eq!(
            huge("99999960000000000000001/10000000000000000000000"),
            "≈ 9.999996"
        );
    }

    #[test]
    fn positions_count_characters_and_lines() {
        assert_eq!(Position::end_of(""), Position::START);
        assert_eq!(Position::end_of("ab\nçd"), Position { line: 2, column: 3 });
        assert_eq!(
            Position { line: 3, column: 7 }.error("bad").to_string(),
            "line 3, column 7: bad"
        );
    }

    #[test]
    fn fields_are_read_and_named() {
        assert_eq!(parse_field::<u32>("k", " 12 "), Ok(12));
        let e = parse_field::<f64>("eps", "x").unwrap_err();
        assert_eq!(e.to_string(), "eps: \"x\" is not a number");
    }

    #[test]
    fn one_number_reader() {
        let q = |s: &str| read_number(s).map(|v| v.to_string());
        assert_eq!(q("1/2").unwrap(), "1/2");
        assert_eq!(q(" -0.25 ").unwrap(), "-1/4");
        assert_eq!(q("3e-2").unwrap(), "3/100");
        assert_eq!(q("+5").unwrap(), "5");
        assert_eq!(q(".5").unwrap(), "1/2");
        assert_eq!(q("1.5/0.5").unwrap(), "3");
        // Found by fuzzing: `1/2/3` was read as 3/2, `1e308` was refused.
        assert!(q("1/2/3").unwrap_err().to_string().contains("one '/'"));
        assert!(q("1e308").is_ok());
        assert!(q("1e400").is_ok());
        assert!(q("1e401").unwrap_err().to_string().contains("exponent"));
        assert!(q("1e99999999999999999999")
            .unwrap_err()
            .to_string()
            .contains("exponent"));
        assert!(q(&"9".repeat(501))
            .unwrap_err()
            .to_string()
            .contains("digits"));
        assert!(q(&"9".repeat(500)).is_ok());
        // The value's size is limited too, so what is written reads back.
        assert!(q(&format!("{}e400", "9".repeat(101)))
            .unwrap_err()
            .to_string()
            .contains("digits"));
        assert!(q("1e400/1e-400")
            .unwrap_err()
            .to_string()
            .contains("digits"));
        let big = read_number("-7e400/3").unwrap();
        let written = format!("{}/{}", big.numer(), big.denom());
        assert_eq!(read_number(&written), Ok(big));
        for bad in [
            "", "-", ".", "1e", "e5", "1..2", "0x10", "inf", "NaN", "1/0", "1/", "/2", "١",
        ] {
            assert!(q(bad).is_err(), "{bad:?}");
        }
        assert_eq!(read_real("1e308"), Ok(1e308));
        assert_eq!(read_real("-1/4"), Ok(-0.25));
        assert_eq!(read_real("0.0"), Ok(0.0));
        assert!(read_real("1e400")
            .unwrap_err()
            .to_string()
            .contains("out of range"));
        assert!(read_real("1e-400")
            .unwrap_err()
            .to_string()
            .contains("rounds to 0"));
        assert!(read_real("inf").is_err());
        let e = parse_real_field("eps", "abc").unwrap_err();
        assert_eq!(e.field, "eps");
    }

    #[test]
    fn a_whole_number_field_says_what_is_wrong() {
        let why = |t: &str| parse_field::<u64>("n", t).unwrap_err().reason;
        assert_eq!(why("x"), "\"x\" is not a number");
        assert_eq!(why("-3"), "\"-3\" is negative: give a whole number ≥ 0");
        assert_eq!(why("2.5"), "\"2.5\" is not a whole number");
        assert_eq!(why("1e3"), "\"1e3\": write the whole number in digits");
        assert_eq!(
            why("18446744073709551616"),
            "\"18446744073709551616\" is too large"
        );
        assert_eq!(parse_field::<u64>("n", " 7 "), Ok(7));
    }

    #[test]
    fn a_rounded_zero_has_no_sign() {
        assert_eq!(fixed(-0.00001, 4), "0.0000");
        assert_eq!(signed_fixed(-0.00001, 4), "+0.0000");
        assert_eq!(signed_fixed(0.25, 3), "+0.250");
        assert_eq!(signed_fixed(-1.0, 3), "-1.000");
        assert_eq!(fixed(-0.0, 1), "0.0");
        assert_eq!(fixed(-0.04, 1), "0.0");
        assert_eq!(fixed(-0.06, 1), "-0.1");
        assert_eq!(fixed(2.5, 0), "2");
        assert_eq!(fixed(1.23456, 2), "1.23");
    }

    #[test]
    fn counts_and_articles_read_as_english() {
        assert_eq!(count_of(1, "point"), "1 point");
        assert_eq!(count_of(2, "point"), "2 points");
        assert_eq!(count_of(0, "node"), "0 nodes");
        assert_eq!(a_or_an("orange"), "an orange");
        assert_eq!(a_or_an("red"), "a red");
        assert_eq!(a_or_an("Engine"), "an Engine");
    }

    #[test]
    fn counts_are_read_as_the_integer_parser_reads_them() {
        assert_eq!(read_count::<u64>(" 12 "), Ok(12));
        assert_eq!(read_count::<u64>("+5"), Ok(5));
        assert_eq!(read_count::<u8>("007"), Ok(7));
        assert_eq!(read_count::<u64>("0"), Ok(0));
        assert_eq!(read_count::<u64>("18446744073709551615"), Ok(u64::MAX));
        assert!(read_count::<u64>("18446744073709551616")
            .unwrap_err()
            .to_string()
            .contains("too large"));
        assert!(read_count::<u8>("256")
            .unwrap_err()
            .to_string()
            .contains("too large"));
        // Any number of leading zeros, as the integer parser takes them.
        assert_eq!(read_count::<u32>(&format!("{}1", "0".repeat(600))), Ok(1));
        for bad in [
            "", " ", "+", "-0", "-1", "5.0", "1e3", "2/1", "0x10", "1_000", "1 000", "١", "inf",
        ] {
            assert!(read_count::<u64>(bad).is_err(), "{bad:?}");
        }
        // The same verdict as the integer parser on every one of these.
        for t in [
            "0", "+0", "00", "9", "+", "-", "-0", "1.", ".1", "1e0", "255", "256", " 3 ", "+-1",
        ] {
            assert_eq!(
                read_count::<u8>(t).ok(),
                t.trim().parse::<u8>().ok(),
                "{t:?}"
            );
        }
    }
}
