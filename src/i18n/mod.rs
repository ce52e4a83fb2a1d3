//! The interface's words in every language: one Fluent file per language (`locales/<code>.ftl`),
//! the messages a page shows looked up by id, and numbers written the language's way.
//!
//! Why Fluent: it is the Rust ecosystem's standard for messages (the `fluent` crates), and its
//! files are plain text a teacher can translate without touching code — plurals ("1 gra",
//! "2 gry", "5 gier") and variables are written in the file, not in Rust. The build script
//! gathers every `.ftl` file of `locales/`, so adding a language is adding one file. English is
//! the reference: every other file carries exactly its messages, with the same variables
//! (checked by `tests/integration/i18n.rs`), and a message missing at run time falls back to
//! English rather than to nothing.
//!
//! Each file names its own language (`language-name`) and decimal separator
//! (`decimal-separator`), so a number the page writes as `0.5` in English is `0,5` in Polish and
//! Croatian. The module is pure: the page chooses the language (from `?lang=` or the browser's
//! languages, through [`negotiate`]) and keeps one [`Catalogue`].

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

/// Every language's code, own name and Fluent source, from `locales/*.ftl`, in file-name
/// order (`build.rs`). A WebAssembly build leaves sources out: a page fetches the files it
/// needs and gives them with [`provide`].
type Source = (&'static str, &'static str, Option<&'static str>);
const SOURCES: &[Source] = include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// The reference language: its file has every message, and others fall back to it.
pub const REFERENCE: &str = "en";

/// One language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Language {
    /// Its code (`en`, `pl`, `hr`): the file's name, `?lang=` and `<html lang>`.
    pub code: &'static str,
    /// Its own name (`language-name`: "Polski"), for the chooser.
    pub name: &'static str,
    /// Its Fluent source; `None` where the build leaves it out (a page module fetches it and
    /// gives it with [`provide`]).
    pub source: Option<&'static str>,
}

/// Every language, English first, then by code.
pub fn languages() -> Vec<Language> {
    let mut all: Vec<Language> = SOURCES
        .iter()
        .map(|&(code, name, source)| Language { code, name, source })
        .collect();
    all.sort_by_key(|l| (l.code != REFERENCE, l.code));
    all
}

/// The language of a code (`pl`, or a tag such as `pl-PL`, in any case), if the interface has it.
pub fn language(code: &str) -> Option<Language> {
    let primary = code.split(['-', '_']).next()?.trim().to_ascii_lowercase();
    languages().into_iter().find(|l| l.code == primary)
}

/// The language to show: the one the address asks for if the interface has it, else the first
/// of the browser's languages (most preferred first) it has, else English.
pub fn negotiate(asked: Option<&str>, preferred: &[String]) -> Language {
    asked
        .and_then(language)
        .or_else(|| preferred.iter().find_map(|tag| language(tag)))
        .or_else(|| language(REFERENCE))
        .expect("the reference language's file")
}

thread_local! {
    /// The files given at run time ([`provide`]), by language code.
    static PROVIDED: std::cell::RefCell<Vec<(&'static str, std::rc::Rc<str>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
    static ENGLISH: Catalogue =
        Catalogue::new(language(REFERENCE).expect("the reference file")).expect("checked by the tests");
}

/// Gives the text of language `code`'s file, which the build left out (a page fetched it);
/// an unknown code is ignored. Call it before the first message is asked for.
pub fn provide(code: &str, text: &str) {
    if let Some(lang) = language(code) {
        PROVIDED.with(|p| {
            let mut p = p.borrow_mut();
            p.retain(|(c, _)| *c != lang.code);
            p.push((lang.code, text.into()));
        });
    }
}

/// The text of `lang`'s file, built in or given with [`provide`]; `None` when it is neither
/// (the page hands it on to its worker).
pub fn source_text(lang: Language) -> Option<String> {
    source_of(lang).ok()
}

/// The text of `lang`'s file: built in, or given with [`provide`].
fn source_of(lang: Language) -> Result<String, String> {
    lang.source
        .map(str::to_string)
        .or_else(|| {
            PROVIDED.with(|p| {
                p.borrow()
                    .iter()
                    .find(|(c, _)| *c == lang.code)
                    .map(|(_, t)| t.to_string())
            })
        })
        .ok_or_else(|| format!("locales/{}.ftl was neither built in nor fetched", lang.code))
}

/// Runs `f` with the English messages (read once per thread): the command line's language,
/// and the one the tests compare with.
pub fn with_english<R>(f: impl FnOnce(&Catalogue) -> R) -> R {
    ENGLISH.with(f)
}

/// The variables of a message: texts (already written for the language) and counts (which
/// choose the plural form).
#[derive(Default)]
pub struct Args<'a>(FluentArgs<'a>);

impl<'a> Args<'a> {
    /// No variables yet.
    pub fn new() -> Self {
        Self(FluentArgs::new())
    }

    /// A text variable, shown as it is (format numbers first with [`Catalogue::number`]).
    pub fn text(mut self, name: &'a str, value: impl Into<String>) -> Self {
        self.0.set(name, FluentValue::from(value.into()));
        self
    }

    /// A whole number: shown as digits, and it chooses the plural form
    /// (`{ $n -> [one] … [few] … *[other] … }`).
    pub fn count(mut self, name: &'a str, value: i64) -> Self {
        self.0.set(name, FluentValue::from(value));
        self
    }
}

/// One value of a [`Said`] message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A text shown as it is (a name, a quoted input, an English text from elsewhere).
    Text(String),
    /// A whole number: shown as digits, and it chooses the plural form.
    Count(i64),
    /// A number written with a decimal point (`0.05`, `1e-5`), shown with the language's
    /// decimal separator.
    Decimal(String),
    /// Another message, written in the same language (a reason inside a reason).
    Said(Box<Said>),
}

/// A message the core says without knowing the language: its id and its variables, written
/// out later by a [`Catalogue`] ([`Catalogue::say`]) — in the page's language on a page, in
/// English ([`with_english`]) on the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// The message's id in the Fluent files.
    pub id: &'static str,
    /// Its variables, by name.
    pub args: Vec<(&'static str, Arg)>,
}

impl Said {
    /// The message `id`, without variables yet.
    pub fn new(id: &'static str) -> Self {
        Said {
            id,
            args: Vec::new(),
        }
    }

    /// A text variable.
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    /// A whole-number variable (it may choose the plural form).
    pub fn count(mut self, name: &'static str, value: i64) -> Self {
        self.args.push((name, Arg::Count(value)));
        self
    }

    /// A number written with a decimal point, shown with the language's separator.
    pub fn decimal(mut self, name: &'static str, english: impl Into<String>) -> Self {
        self.args.push((name, Arg::Decimal(english.into())));
        self
    }

    /// Another message as a variable, written in the same language.
    pub fn said(mut self, name: &'static str, inner: Said) -> Self {
        self.args.push((name, Arg::Said(Box::new(inner))));
        self
    }

    /// The message in English (what the command line prints).
    pub fn english(&self) -> String {
        with_english(|w| w.say(self))
    }
}

/// One language's messages, ready to format; English behind it for a message it lacks.
pub struct Catalogue {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    fallback: Option<FluentBundle<FluentResource>>,
    decimal: String,
}

/// A bundle of one language's file (`source`), or what is wrong with the file.
fn bundle(language: Language, source: String) -> Result<FluentBundle<FluentResource>, String> {
    let resource = FluentResource::try_new(source).map_err(|(_, errors)| {
        format!("locales/{}.ftl cannot be read: {errors:?}", language.code)
    })?;
    let id: unic_langid::LanguageIdentifier = language
        .code
        .parse()
        .map_err(|e| format!("{} is not a language code: {e}", language.code))?;
    let mut bundle = FluentBundle::new(vec![id]);
    // No invisible isolation marks around variables: the pages are written left to right.
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .map_err(|e| format!("locales/{}.ftl names a message twice: {e:?}", language.code))?;
    Ok(bundle)
}

impl Catalogue {
    /// The messages of `language` (its file built in or given with [`provide`]), or what is
    /// wrong with its file, or that it is missing.
    pub fn new(lang: Language) -> Result<Self, String> {
        let own = bundle(lang, source_of(lang)?)?;
        let fallback = match lang.code {
            REFERENCE => None,
            _ => {
                let english = language(REFERENCE).expect("the reference file");
                Some(bundle(english, source_of(english)?)?)
            }
        };
        let mut catalogue = Self {
            language: lang,
            bundle: own,
            fallback,
            decimal: ".".into(),
        };
        catalogue.decimal = catalogue.msg("decimal-separator");
        Ok(catalogue)
    }

    /// The messages of the language `code` names (as [`language`] reads it), English when the
    /// code is empty or unknown or its file cannot be had: for a job that words its result in
    /// the language its request names.
    pub fn of_code(code: &str) -> Self {
        language(code)
            .and_then(|lang| Self::new(lang).ok())
            .or_else(|| Self::new(language(REFERENCE)?).ok())
            .expect("the reference language's file")
    }

    /// The language.
    pub fn language(&self) -> Language {
        self.language
    }

    /// Whether the language's own file has the message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// The message `id` without variables.
    pub fn msg(&self, id: &str) -> String {
        self.msg_with(id, &Args::new())
    }

    /// The message `id` with its variables; the English message if this language lacks it, and
    /// `⟨id⟩` if no file has it (a visible mistake, never an empty place).
    pub fn msg_with(&self, id: &str, args: &Args) -> String {
        for bundle in std::iter::once(&self.bundle).chain(&self.fallback) {
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, Some(&args.0), &mut errors)
                    .into_owned();
            }
        }
        format!("⟨{id}⟩")
    }

    /// The message `id` from this language's own file, or why it cannot be written: missing,
    /// or a variable or reference it names is not given (what the tests ask of every file).
    pub fn try_format(&self, id: &str, args: &Args) -> Result<String, String> {
        let message = self
            .bundle
            .get_message(id)
            .ok_or_else(|| format!("locales/{}.ftl has no {id}", self.language.code))?;
        let pattern = message
            .value()
            .ok_or_else(|| format!("{id} has no value in locales/{}.ftl", self.language.code))?;
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&args.0), &mut errors)
            .into_owned();
        match errors.is_empty() {
            true => Ok(text),
            false => Err(format!(
                "{id} in locales/{}.ftl: {errors:?}",
                self.language.code
            )),
        }
    }

    /// The message `said`, with its numbers written this language's way.
    pub fn say(&self, said: &Said) -> String {
        let args = said
            .args
            .iter()
            .fold(Args::new(), |args, (name, value)| match value {
                Arg::Text(t) => args.text(name, t.as_str()),
                Arg::Count(n) => args.count(name, *n),
                Arg::Decimal(d) => args.text(name, self.decimal(d)),
                Arg::Said(inner) => args.text(name, self.say(inner)),
            });
        self.msg_with(said.id, &args)
    }

    /// `x` with `digits` decimals, with the language's decimal separator; never `-0`.
    pub fn number(&self, x: f64, digits: usize) -> String {
        self.decimal(&crate::text::decimals::fixed(x, digits))
    }

    /// A number already written with a decimal point (`0.05`, `-1/2`), with the language's
    /// separator instead.
    pub fn decimal(&self, english: &str) -> String {
        english.replace('.', &self.decimal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_follow_the_language() {
        let pl = Catalogue::new(language("pl").unwrap()).unwrap();
        let en = Catalogue::new(language("en").unwrap()).unwrap();
        assert_eq!(pl.number(0.5, 2), "0,50");
        assert_eq!(en.number(0.5, 2), "0.50");
        assert_eq!(pl.number(-0.0001, 2), "0,00");
    }

    #[test]
    fn a_said_message_is_written_in_each_language_with_its_numbers() {
        let pl = Catalogue::new(language("pl").unwrap()).unwrap();
        let inner = Said::new("field-not-in-open-unit").decimal("value", "1.5");
        let said = Said::new("field-deltas-race")
            .text("race", "ILEBR*")
            .said("reason", inner.clone());
        assert_eq!(inner.english(), "1.5 is not strictly between 0 and 1");
        assert_eq!(
            said.english(),
            "ILEBR*: 1.5 is not strictly between 0 and 1"
        );
        assert_eq!(pl.say(&said), "ILEBR*: 1,5 nie leży ściśle między 0 a 1");
        let count = Said::new("field-give-whole-between")
            .count("min", 1)
            .count("max", 30);
        assert_eq!(count.english(), "give a whole number 1–30");
    }

    #[test]
    fn the_address_wins_then_the_browser_then_english() {
        let browser = ["de-DE".to_string(), "hr-HR".to_string()];
        assert_eq!(negotiate(Some("pl"), &browser).code, "pl");
        assert_eq!(negotiate(Some("xx"), &browser).code, "hr");
        assert_eq!(negotiate(None, &["de".to_string()]).code, "en");
        assert_eq!(negotiate(Some("PL-pl"), &[]).code, "pl");
    }
}
