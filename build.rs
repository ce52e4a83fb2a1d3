//! Collects the interface's languages: every `locales/<code>.ftl` becomes one entry of the
//! table `gamelab::i18n` reads, so a language is added with one file and no code.
//!
//! Each entry carries the language's code, its own name (read from the file's `language-name`
//! message, for the chooser) and its text. The page modules (feature `languages-fetched`) embed
//! no text: the page fetches English (every other language's fallback) and the language it
//! shows from `locales/<code>.ftl` beside the app, so the first module a visitor loads does not
//! grow with each language and each message. Another WebAssembly build (the worker) embeds
//! English only; the command line and the tests embed every file.

use std::fmt::Write as _;
use std::path::Path;

/// The value of the one-line message `id` in a Fluent file (`id = value`).
fn simple_message(source: &str, id: &str) -> Option<String> {
    source.lines().find_map(|line| {
        let (key, value) = line.split_once('=')?;
        (key.trim() == id).then(|| value.trim().to_string())
    })
}

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo:rerun-if-changed={}", dir.display());
    let web = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    let fetched = std::env::var_os("CARGO_FEATURE_LANGUAGES_FETCHED").is_some();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the locales folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    let mut table = String::from("&[\n");
    for path in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        let code = path
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("a file name");
        let source = std::fs::read_to_string(path).expect("a language file");
        let name = simple_message(&source, "language-name").unwrap_or_else(|| code.to_string());
        let text = if fetched || (web && code != "en") {
            "None".to_string()
        } else {
            format!("Some(include_str!({:?}))", path.display().to_string())
        };
        writeln!(table, "    ({code:?}, {name:?}, {text}),").unwrap();
    }
    table.push(']');
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("locales.rs");
    std::fs::write(out, table).expect("the table of languages");
}
