//! The floors of ARCHITECTURE.md, checked: every source file's imports of the crate's own
//! modules (`crate::…`, `super::…`, `self::…` paths, in `use` lines or written inline) are read,
//! and a test fails, naming the file and the import, when a lower floor names a higher one or
//! when files import each other in a circle.
//!
//! Why a test and not a convention: the floors were written down before and had drifted (the
//! solvers imported the labs' games); only a check that runs with `cargo test` keeps them.
//! Test code may import anything (it sits above every floor): files named `tests.rs`, files in
//! a `tests/` folder, and everything from a file's `#[cfg(test)]` line on are not read. The
//! command line (`src/bin/`) and the browser (`src/web/`) are the faces, above everything.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module path inside the crate, e.g. `["games", "matrix", "jobs"]`.
type Module = Vec<String>;

/// The floors, lowest first; a module belongs to the floor of the longest prefix listed.
const FLOORS: &[(&str, &[&str])] = &[
    (
        "ground",
        &[
            "exact", "text", "rng", "stats", "sorting", "jobs", "plot", "rendered", "labs", "i18n",
        ],
    ),
    ("models", &["game", "models"]),
    ("solvers", &["search", "equilibrium", "lp", "racing"]),
    (
        "labs",
        &[
            "games",
            "evolve",
            "exercises",
            "learn",
            "batch",
            "links",
            "racing::lab",
            "racing::jobs",
            "racing::report",
            "racing::bench",
        ],
    ),
    ("top", &["catalogue"]),
    ("faces", &["web"]),
];

/// The floor of a module (its index in [`FLOORS`]), by its longest listed prefix.
fn floor(module: &[String]) -> Option<usize> {
    let mut best: Option<(usize, usize)> = None;
    for (f, (_, prefixes)) in FLOORS.iter().enumerate() {
        for p in prefixes.iter() {
            let p: Vec<&str> = p.split("::").collect();
            let matches = p.len() <= module.len() && p.iter().zip(module).all(|(a, b)| a == b);
            if matches && best.is_none_or(|(len, _)| p.len() > len) {
                best = Some((p.len(), f));
            }
        }
    }
    best.map(|(_, f)| f)
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module a file under `src/` defines (`mod.rs` and `lib.rs` name their folder).
fn module_of(src: &Path, file: &Path) -> Module {
    let rel = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Module = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

/// The code of a file that counts: up to its `#[cfg(test)]` line, without comments and with
/// string literals emptied.
fn code(text: &str) -> String {
    let text = match text.find("#[cfg(test)]") {
        Some(i) => &text[..i],
        None => text,
    };
    let (mut out, mut chars) = (String::new(), text.chars().peekable());
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
            }
            '"' => {
                let mut escaped = false;
                for c in chars.by_ref() {
                    if !escaped && c == '"' {
                        break;
                    }
                    escaped = !escaped && c == '\\';
                }
                out.push_str("\"\"");
            }
            // A character literal ('"' or '{') must not open a string or a group; a lifetime
            // ('a) is left alone.
            '\'' => {
                let rest: String = chars.clone().take(3).collect();
                let r: Vec<char> = rest.chars().collect();
                if r.len() >= 2 && r[1] == '\'' {
                    chars.nth(1);
                } else if r.len() >= 3 && r[0] == '\\' && r[2] == '\'' {
                    chars.nth(2);
                } else {
                    out.push(c);
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// Reads the paths that start at byte `i` of `s` (just after `crate::`, `super::` or `self::`),
/// expanding `{…}` groups: `a::{b, c::d}` gives `a::b` and `a::c::d`.
fn paths_at(s: &[u8], mut i: usize, prefix: &[String], out: &mut Vec<Module>) -> usize {
    let mut comps = prefix.to_vec();
    loop {
        while i < s.len() && s[i].is_ascii_whitespace() {
            i += 1;
        }
        if i < s.len() && s[i] == b'{' {
            i += 1;
            loop {
                i = paths_at(s, i, &comps, out);
                while i < s.len() && s[i].is_ascii_whitespace() {
                    i += 1;
                }
                match s.get(i) {
                    Some(b',') => {
                        i += 1;
                        while i < s.len() && s[i].is_ascii_whitespace() {
                            i += 1;
                        }
                        if s.get(i) == Some(&b'}') {
                            return i + 1;
                        }
                    }
                    Some(b'}') => return i + 1,
                    _ => return i,
                }
            }
        }
        let start = i;
        while i < s.len() && (s[i].is_ascii_alphanumeric() || s[i] == b'_') {
            i += 1;
        }
        if i == start {
            out.push(comps);
            return i;
        }
        comps.push(String::from_utf8_lossy(&s[start..i]).into_owned());
        if s[i..].starts_with(b"::") {
            i += 2;
        } else {
            out.push(comps);
            return i;
        }
    }
}

/// The crate's import graph: for each module (file) the modules it names, with the text of
/// each import for messages.
fn graph() -> BTreeMap<Module, BTreeMap<Module, String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let modules: BTreeSet<Module> = files.iter().map(|f| module_of(&src, f)).collect();
    let resolve = |path: &Module| -> Option<Module> {
        (1..=path.len())
            .rev()
            .map(|n| path[..n].to_vec())
            .find(|m| modules.contains(m))
    };
    let mut edges = BTreeMap::new();
    for file in &files {
        let module = module_of(&src, file);
        let name = file.file_name().unwrap().to_string_lossy();
        let in_tests = file.components().any(|c| c.as_os_str() == "tests");
        if module.first().is_some_and(|m| m == "bin") || name == "tests.rs" || in_tests {
            continue;
        }
        let text = code(&std::fs::read_to_string(file).unwrap());
        let bytes = text.as_bytes();
        let mut out: BTreeMap<Module, String> = BTreeMap::new();
        for (kw, base) in [
            ("crate::", Vec::new()),
            ("super::", module[..module.len().saturating_sub(1)].to_vec()),
            ("self::", module.clone()),
        ] {
            let mut from = 0;
            while let Some(k) = text[from..].find(kw) {
                let at = from + k;
                from = at + kw.len();
                let before = bytes.get(at.wrapping_sub(1)).copied().unwrap_or(b' ');
                if before.is_ascii_alphanumeric() || before == b'_' || before == b':' {
                    continue;
                }
                let mut paths = Vec::new();
                paths_at(bytes, from, &base, &mut paths);
                for p in paths {
                    if let Some(target) = resolve(&p) {
                        if target != module {
                            out.entry(target)
                                .or_insert_with(|| format!("{kw}{}", p.join("::")));
                        }
                    }
                }
            }
        }
        edges.insert(module, out);
    }
    edges
}

fn show(m: &[String]) -> String {
    if m.is_empty() {
        "crate".into()
    } else {
        m.join("::")
    }
}

/// The imports that run from a floor to a higher one, as messages.
fn upward(edges: &BTreeMap<Module, BTreeMap<Module, String>>) -> Vec<String> {
    let mut bad = Vec::new();
    for (from, targets) in edges {
        let Some(f) = floor(from) else { continue };
        for (to, text) in targets {
            if let Some(t) = floor(to) {
                if t > f {
                    bad.push(format!(
                        "{} (floor {}) imports {} (floor {}): `{text}`",
                        show(from),
                        FLOORS[f].0,
                        show(to),
                        FLOORS[t].0
                    ));
                }
            }
        }
    }
    bad
}

/// The circles of files that import each other (strongly connected components of more than
/// one file), each sorted.
fn circles(edges: &BTreeMap<Module, BTreeMap<Module, String>>) -> Vec<Vec<String>> {
    // Tarjan's algorithm, iteratively over the sorted modules.
    let nodes: Vec<&Module> = edges.keys().collect();
    let index_of: BTreeMap<&Module, usize> =
        nodes.iter().enumerate().map(|(i, m)| (*m, i)).collect();
    let succ: Vec<Vec<usize>> = nodes
        .iter()
        .map(|m| {
            edges[*m]
                .keys()
                .filter_map(|t| index_of.get(t).copied())
                .collect()
        })
        .collect();
    let n = nodes.len();
    let (mut index, mut low, mut on) = (vec![usize::MAX; n], vec![0; n], vec![false; n]);
    let (mut stack, mut counter, mut found) = (Vec::new(), 0, Vec::new());
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work = vec![(root, 0usize)];
        while let Some(&mut (v, ref mut next)) = work.last_mut() {
            if *next == 0 && index[v] == usize::MAX {
                index[v] = counter;
                low[v] = counter;
                counter += 1;
                stack.push(v);
                on[v] = true;
            }
            if let Some(&w) = succ[v].get(*next) {
                *next += 1;
                if index[w] == usize::MAX {
                    work.push((w, 0));
                } else if on[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            work.pop();
            if let Some(&(u, _)) = work.last() {
                low[u] = low[u].min(low[v]);
            }
            if low[v] == index[v] {
                let mut comp = Vec::new();
                while let Some(w) = stack.pop() {
                    on[w] = false;
                    comp.push(show(nodes[w]));
                    if w == v {
                        break;
                    }
                }
                if comp.len() > 1 {
                    comp.sort();
                    found.push(comp);
                }
            }
        }
    }
    found.sort();
    found
}

#[test]
fn every_source_module_has_a_floor() {
    let edges = graph();
    let missing: Vec<String> = edges
        .keys()
        .filter(|m| !m.is_empty() && floor(m).is_none())
        .map(|m| show(m))
        .collect();
    assert!(
        missing.is_empty(),
        "modules without a floor (add them to FLOORS and ARCHITECTURE.md): {missing:?}"
    );
}

#[test]
fn no_floor_imports_a_higher_one() {
    let bad = upward(&graph());
    assert!(
        bad.is_empty(),
        "imports that run up the floors:\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_checker_sees_a_wrong_import() {
    // A solver that names a lab's module, written three ways, is caught each time.
    let mut edges = graph();
    let solver = vec!["equilibrium".to_string(), "security".to_string()];
    for text in [
        "crate::games::matrix::MatrixPreset",
        "crate::{games::matrix::MatrixPreset}",
    ] {
        let mut paths = Vec::new();
        paths_at(text.as_bytes(), "crate::".len(), &[], &mut paths);
        assert_eq!(
            paths,
            vec![vec!["games", "matrix", "MatrixPreset"]],
            "{text}"
        );
    }
    edges.get_mut(&solver).unwrap().insert(
        vec!["games".into(), "matrix".into()],
        "crate::games::matrix::MatrixPreset".into(),
    );
    let bad = upward(&edges);
    assert_eq!(bad.len(), 1, "{bad:?}");
    assert!(bad[0]
        .starts_with("equilibrium::security (floor solvers) imports games::matrix (floor labs)"));
    // A string or a comment that names a path is not an import.
    let text =
        code("// crate::games::x\nlet s = \"crate::games::y\"; let c = '\"'; use crate::exact::Q;");
    assert!(!text.contains("games"), "{text}");
    assert!(text.contains("crate::exact::Q"));
}

#[test]
fn no_files_import_each_other_in_a_circle() {
    let found = circles(&graph());
    assert!(found.is_empty(), "files that import each other in a circle (one concept: merge them; else move the shared part down):\n{found:#?}");
}
