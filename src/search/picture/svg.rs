//! The [`Picture`] written as a standalone SVG document (what the page embeds and "Export SVG"
//! saves) and each node's tooltip. Written as text in the core so `cargo test` checks the
//! markup; the house style (colours, strokes) is in the document's own `<style>`. The document
//! is drawn at its own size (the page scrolls it inside its box rather than scaling it down),
//! and no text in it is smaller than 11 pixels, so it stays readable on a phone.

use std::collections::HashSet;
use std::fmt::Write as _;

use super::{Node, Picture, Shape, View};
use crate::i18n::{with_english, Args, Catalogue};
use crate::search::alphabeta::show;
use crate::text::escape_html as escape;

impl Picture {
    /// The picture as a standalone SVG document.
    pub fn svg(&self, view: &View) -> String {
        with_english(|w| self.svg_in(view, w))
    }

    /// [`Picture::svg`] with its words (the label, the tooltips) in the language of `words`.
    pub fn svg_in(&self, view: &View, words: &Catalogue) -> String {
        const DX: f64 = 64.0;
        const DY: f64 = 92.0;
        const MARGIN: f64 = 48.0;
        let placed = self.layout(&view.expansion);
        let at = view.step.unwrap_or(u32::MAX);
        let finished = view.step.is_none();
        let current = self
            .current(view.step)
            .or(if finished { self.marked } else { None });
        let mut on_path = HashSet::new();
        if let Some(c) = current {
            let mut i = c;
            on_path.insert(i);
            while let Some(p) = self.nodes[i].parent {
                on_path.insert(p);
                i = p;
            }
        }
        let mut pos = vec![None; self.nodes.len()];
        for p in &placed {
            pos[p.node] = Some((MARGIN + p.x * DX, MARGIN + p.depth as f64 * DY));
        }
        let max_x = placed.iter().map(|p| p.x).fold(0.0, f64::max);
        let max_d = placed.iter().map(|p| p.depth).max().unwrap_or(0);
        let (w, h) = (
            2.0 * MARGIN + max_x * DX,
            2.0 * MARGIN + max_d as f64 * DY + 24.0,
        );
        // The state of each node at this step.
        let entered =
            |n: &Node| n.numbers.is_some() || n.searched.as_ref().is_some_and(|s| s.enter <= at);
        let cut_off = |n: &Node| n.pruned.as_ref().is_some_and(|(s, _)| *s <= at);
        let mut out = String::new();
        let _ = write!(
            out,
            r##"<svg xmlns="http://www.w3.org/2000/svg" class="search-picture" viewBox="0 0 {w:.0} {h:.0}" width="{w:.0}" height="{h:.0}" font-family="system-ui, sans-serif" role="img" aria-label="{}">"##,
            escape(
                &words.msg_with(
                    "picture-svg-label",
                    &Args::new()
                        .count("visited", self.visited() as i64)
                        .count("pruned", self.pruned() as i64)
                )
            )
        );
        out.push_str(r##"<style>.e{stroke:#5b6475;stroke-width:1.5}.e.pv{stroke:#3a63c8;stroke-width:4}.e.path{stroke:#c2410c;stroke-width:3}.e.future{stroke:#cfd5e0;stroke-dasharray:3 3}.e.cut{stroke:#9aa3b2;stroke-dasharray:6 4}.n .s{fill:#fff;stroke:#1d2330;stroke-width:1.5}.n.max .s{fill:#e6edfb}.n.min .s{fill:#fdeee6}.n.future .s{fill:#fff;stroke:#cfd5e0}.n.cut .s{fill:#eef0f4;stroke:#b5bcc8}.n.current .s{stroke:#c2410c;stroke-width:4}.n.proven .s{fill:#dcf3e4}.n.disproven .s{fill:#fbe0dc}.n.frontier .s{stroke-dasharray:3 2}.n.focus .ring{stroke:#3a63c8;stroke-width:2;fill:none;stroke-dasharray:4 2}.n text{font-size:13px;text-anchor:middle}.n.cut text,.n.future text{fill:#9aa3b2}.lbl{font-size:11px;fill:#5b6475;text-anchor:middle}.lbl.cut{fill:#9aa3b2;text-decoration:line-through}.strike{stroke:#c0392b;stroke-width:2}.win{font-size:11px;fill:#c2410c}.more{font-size:11px;fill:#5b6475}</style>"##);
        // Edges first, under the nodes.
        for p in &placed {
            let n = &self.nodes[p.node];
            let Some(parent) = n.parent else { continue };
            let (Some((x1, y1)), Some((x2, y2))) = (pos[parent], pos[p.node]) else {
                continue;
            };
            let mut class = vec!["e"];
            if cut_off(n) {
                class.push("cut");
            } else if !entered(n) {
                class.push("future");
            } else if on_path.contains(&p.node) {
                class.push("path");
            } else if finished && n.searched.as_ref().is_some_and(|s| s.pv) {
                class.push("pv");
            }
            let (y1, y2) = (y1 + 16.0, y2 - 16.0);
            let _ = write!(
                out,
                r##"<line class="{}" x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}"/>"##,
                class.join(" ")
            );
            let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
            let cut_edge = self.nodes[parent].searched.is_some();
            if let (true, true, Some((_, why))) = (cut_off(n), cut_edge, &n.pruned) {
                // The pruned edge is struck through; the reason is its tooltip.
                let (dx, dy) = (x2 - x1, y2 - y1);
                let len = (dx * dx + dy * dy).sqrt().max(1.0);
                let (nx, ny) = (-dy / len * 9.0, dx / len * 9.0);
                for off in [-3.0, 3.0] {
                    let (cx, cy) = (mx + dx / len * off, my + dy / len * off);
                    let _ = write!(
                        out,
                        r##"<line class="strike" x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}"><title>{}</title></line>"##,
                        cx - nx,
                        cy - ny,
                        cx + nx,
                        cy + ny,
                        escape(&words.msg_with(
                            "picture-pruned-because",
                            &Args::new().text(
                                "reason",
                                why.map(|c| c.explanation_in(words)).unwrap_or_default()
                            )
                        ))
                    );
                }
            }
            if !n.label.is_empty() {
                // Nearer the child than the parent, where fanned-out edges are far apart.
                let (mx, my) = (x1 + (x2 - x1) * 0.68, y1 + (y2 - y1) * 0.68);
                let side = if x2 < x1 { -6.0 } else { 6.0 };
                let anchor = if x2 < x1 {
                    "end"
                } else if x2 > x1 {
                    "start"
                } else {
                    "middle"
                };
                let _ = write!(
                    out,
                    r##"<text class="lbl{}" x="{:.1}" y="{:.1}" text-anchor="{anchor}">{}</text>"##,
                    if cut_off(n) { " cut" } else { "" },
                    mx + side,
                    my,
                    escape(&n.label)
                );
            }
        }
        for p in &placed {
            let i = p.node;
            let n = &self.nodes[i];
            let Some((x, y)) = pos[i] else { continue };
            let mut class = vec![
                "n",
                match n.shape {
                    Shape::Max => "max",
                    Shape::Min => "min",
                    Shape::Leaf => "leaf",
                },
            ];
            if cut_off(n) {
                class.push("cut");
            } else if !entered(n) {
                class.push("future");
            } else {
                class.push("visited");
            }
            if current == Some(i) {
                class.push("current");
            }
            if finished && n.searched.as_ref().is_some_and(|s| s.pv) {
                class.push("pv");
            }
            if view.focus == Some(i) {
                class.push("focus");
            }
            class.extend(n.status.iter().copied());
            let closed =
                !n.children.is_empty() && !self.shows_children(i, p.depth, &view.expansion);
            let _ = write!(
                out,
                r##"<g class="{}" data-node="{i}" transform="translate({x:.1},{y:.1})">"##,
                class.join(" ")
            );
            let title = self.title_in(i, at, words);
            let _ = write!(out, "<title>{}</title>", escape(&title));
            match (&n.decoration, n.shape) {
                (Some(d), shape) => {
                    let _ = write!(
                        out,
                        r##"<rect class="s" x="-20" y="-20" width="40" height="40" rx="3"/>{d}"##
                    );
                    if shape != Shape::Leaf {
                        let mark = if shape == Shape::Max { "▲" } else { "▼" };
                        let _ = write!(
                            out,
                            r##"<text x="-28" y="-10" font-size="11">{mark}</text>"##
                        );
                    }
                }
                (None, Shape::Max) => {
                    out.push_str(r##"<polygon class="s" points="0,-17 17,13 -17,13"/>"##)
                }
                (None, Shape::Min) => {
                    out.push_str(r##"<polygon class="s" points="0,17 17,-13 -17,-13"/>"##)
                }
                (None, Shape::Leaf) => out.push_str(
                    r##"<rect class="s" x="-15" y="-13" width="30" height="26" rx="2"/>"##,
                ),
            }
            out.push_str(r##"<circle class="ring" r="26" fill="none"/>"##);
            // The value: a leaf's own, an inner node's once backed up, "?" while it is searched
            // (a proof tree's numbers instead).
            let value = match (&n.searched, n.leaf_value) {
                _ if n.numbers.is_some() => n.numbers.clone(),
                (Some(s), _) if s.exit <= at => Some(show(s.value)),
                (Some(s), _) if s.enter <= at => Some("?".to_string()),
                (_, Some(v)) if n.shape == Shape::Leaf => Some(v.to_string()),
                _ => None,
            };
            if let Some(v) = value {
                let (vy, weight) = match (n.shape, n.decoration.is_some()) {
                    (_, true) => (36.0, "700"),
                    (Shape::Max | Shape::Min, false) if n.numbers.is_some() => (32.0, "700"),
                    (Shape::Max, false) => (9.0, "700"),
                    (Shape::Min, false) => (2.0, "700"),
                    (Shape::Leaf, false) => (5.0, "700"),
                };
                let _ = write!(
                    out,
                    r##"<text class="v" y="{vy}" font-weight="{weight}">{}</text>"##,
                    escape(&v)
                );
            }
            if current == Some(i) {
                if let Some(s) = &n.searched {
                    let _ = write!(
                        out,
                        r##"<text class="win" x="24" y="5" text-anchor="start">α={} β={}</text>"##,
                        show(s.alpha),
                        show(s.beta)
                    );
                }
            }
            if closed {
                let _ = write!(
                    out,
                    r##"<text class="more" y="{}">+{}</text>"##,
                    if n.decoration.is_some() { 50 } else { 30 },
                    self.descendants(i)
                );
            } else if n.elided > 0 {
                let _ = write!(
                    out,
                    r##"<text class="more" y="30">{}</text>"##,
                    escape(
                        &words.msg_with("picture-more", &Args::new().count("n", n.elided as i64))
                    )
                );
            }
            out.push_str("</g>");
        }
        out.push_str("</svg>");
        out
    }

    /// The tooltip of node `i` at step `at`: what it is, its window and value, why it was cut.
    pub fn title(&self, i: usize, at: u32) -> String {
        with_english(|w| self.title_in(i, at, w))
    }

    /// [`Picture::title`] in the language of `words`.
    pub fn title_in(&self, i: usize, at: u32, words: &Catalogue) -> String {
        let n = &self.nodes[i];
        let head = |what: String| match n.label.is_empty() {
            true => words.msg_with("picture-title-root", &Args::new().text("what", what)),
            false => words.msg_with(
                "picture-title-node",
                &Args::new()
                    .text("label", n.label.clone())
                    .text("what", what),
            ),
        };
        if let Some(numbers) = &n.numbers {
            let kind = match n.shape {
                Shape::Max => words.msg("picture-or-node"),
                Shape::Min => words.msg("picture-and-node"),
                Shape::Leaf => words.msg("picture-terminal"),
            };
            let numbers = Args::new().text("numbers", numbers.clone());
            let mut t = head(kind);
            t.push_str("; ");
            t.push_str(&match n.shape {
                Shape::Leaf => words.msg_with("picture-answer-here", &numbers),
                _ => words.msg_with("picture-proof-numbers", &numbers),
            });
            for st in &n.status {
                let st = match *st {
                    "proven" => words.msg("picture-status-proven"),
                    "disproven" => words.msg("picture-status-disproven"),
                    "frontier" => words.msg("picture-status-frontier"),
                    other => other.to_string(),
                };
                let _ = write!(t, "; {st}");
            }
            if self.marked == Some(i) {
                let _ = write!(t, "; {}", words.msg("picture-most-proving"));
            }
            return t;
        }
        let mut t = head(match n.shape {
            Shape::Max => words.msg("picture-max-node"),
            Shape::Min => words.msg("picture-min-node"),
            Shape::Leaf => words.msg("picture-leaf"),
        });
        match (&n.searched, &n.pruned) {
            (Some(s), _) if s.enter <= at => {
                let window = Args::new()
                    .text("alpha", show(s.alpha))
                    .text("beta", show(s.beta));
                let _ = write!(t, "; {}", words.msg_with("picture-window", &window));
                if s.exit <= at {
                    let value = Args::new().text("value", show(s.value));
                    let _ = write!(t, "; {}", words.msg_with("picture-value", &value));
                    if s.table_hit {
                        let _ = write!(t, " {}", words.msg("picture-from-table"));
                    }
                    if let Some(c) = &s.cut {
                        let _ = write!(t, "; {}", c.explanation_in(words));
                    }
                }
            }
            (_, Some((s, why))) if *s <= at => {
                let why = why.map(|c| c.explanation_in(words)).unwrap_or_default();
                let never = Args::new().text("why", why);
                let _ = write!(t, "; {}", words.msg_with("picture-never-searched", &never));
            }
            _ => {
                let _ = write!(t, "; {}", words.msg("picture-not-reached"));
            }
        }
        t
    }
}
