//! The registry of labs (`gamelab::labs`) against what the other places list: the batch kinds
//! the merge knows and the command line's groups. A lab added in one place and not in the
//! registry (or the other way round) fails here, naming it.

use std::collections::BTreeSet;

use gamelab::labs::{LABS, SHARED_COMMANDS};

use super::cli::gamelab;

/// The subcommands a `--help` text lists (the lines under `Commands:`).
fn subcommands(args: &[&str]) -> BTreeSet<String> {
    let out = gamelab(args);
    let text = String::from_utf8(out.stdout).unwrap();
    text.lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next().map(String::from))
        .collect()
}

#[test]
fn every_batch_kind_is_one_labs() {
    let registry: BTreeSet<&str> = LABS
        .iter()
        .flat_map(|l| l.batches.iter().copied())
        .collect();
    let merge: BTreeSet<&str> = gamelab::batch::BATCHES.iter().copied().collect();
    assert_eq!(
        registry, merge,
        "the registry's batch kinds and batch::BATCHES"
    );
}

#[test]
fn every_command_group_is_one_labs_or_shared() {
    let registry: BTreeSet<String> = LABS
        .iter()
        .flat_map(|l| l.commands.iter())
        .filter(|c| !c.starts_with("bench "))
        .map(|c| c.to_string())
        .chain(SHARED_COMMANDS.iter().map(|c| c.to_string()))
        .collect();
    assert_eq!(
        subcommands(&["--help"]),
        registry,
        "gamelab --help against the registry"
    );
    let benches: BTreeSet<String> = LABS
        .iter()
        .flat_map(|l| l.commands.iter())
        .filter_map(|c| c.strip_prefix("bench "))
        .filter(|c| *c != "optimise")
        .map(String::from)
        .chain(["help".to_string()])
        .collect();
    assert_eq!(
        subcommands(&["bench", "--help"]),
        benches,
        "gamelab bench --help"
    );
    // The lab's name works as its benchmark's name too.
    let out = gamelab(&["bench", "optimise", "--help"]);
    assert!(out.status.success());
}

#[test]
fn every_lab_has_its_folder_and_its_docs_page() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for lab in LABS {
        assert!(
            root.join(lab.folder).is_dir(),
            "{}: {}",
            lab.key,
            lab.folder
        );
        assert!(root.join(lab.doc).is_file(), "{}: {}", lab.key, lab.doc);
    }
}

#[test]
fn one_name_per_lab_in_the_readme_and_its_docs_page() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    for lab in LABS {
        let entry = format!("**[{}]({})** (`{}`)", lab.name, lab.doc, lab.address());
        assert!(readme.contains(&entry), "README.md lacks {entry}");
        let page = std::fs::read_to_string(root.join(lab.doc)).unwrap();
        let title = page.lines().next().unwrap_or_default();
        assert_eq!(title, format!("# {}", lab.name), "{}", lab.doc);
    }
}

/// Every file under `dir` ending in `.rs`, recursively.
fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A lab's route is `Route::Lab { key }` from the registry; a page that names its own lab's
/// route (`Route::lab("…")`) names a key the registry has.
#[test]
fn every_lab_route_a_page_names_is_a_registry_key() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src/web"), &mut files);
    let mut named = 0;
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (at, _) in text.match_indices("Route::lab(\"") {
            let rest = &text[at + "Route::lab(\"".len()..];
            let key = &rest[..rest.find('"').unwrap()];
            assert!(
                LABS.iter().any(|lab| lab.key == key),
                "{}: Route::lab({key:?}) is not a lab of the registry",
                file.display()
            );
            named += 1;
        }
    }
    assert!(named >= 10, "the pages name their routes ({named} found)");
}
