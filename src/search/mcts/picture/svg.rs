//! The [`TreePicture`] written as a standalone SVG document (what a page embeds and "Export
//! SVG" saves): circles sized by visits, the principal variation's edges in bold, proven nodes
//! coloured, summary nodes as dashed boxes, the stepped iteration's path in dashed orange,
//! every node with a tooltip that says what the outline says. Text is never below 11 pixels,
//! as in the search pictures. The style is scoped to the drawing's own class, so the α-β
//! picture drawn beside it on the same page (whose classes have the same short names) does
//! not restyle it.

use std::fmt::Write as _;

use super::{Item, TreePicture};
use crate::search::mcts::Outcome;
use crate::text::escape_html as escape;

/// Horizontal distance between two leaves, in pixels.
const DX: f64 = 72.0;
/// Vertical distance between two levels.
const DY: f64 = 96.0;
/// Margin around the drawing.
const MARGIN: f64 = 48.0;

impl TreePicture {
    /// Where the root stands in the drawing, in pixels from its left edge: a page scrolls its
    /// box there, so the top of a wide tree is in view.
    pub fn root_x(&self) -> f64 {
        self.layout()
            .iter()
            .find(|p| p.node == 0)
            .map_or(MARGIN, |p| MARGIN + p.x * DX)
    }

    /// The picture as a standalone SVG document; `focus` outlines one drawn node (keyboard
    /// focus).
    pub fn svg(&self, focus: Option<usize>) -> String {
        crate::i18n::with_english(|w| self.svg_in(focus, w))
    }

    /// [`TreePicture::svg`] with its words in `words`' language.
    pub fn svg_in(&self, focus: Option<usize>, words: &crate::i18n::Catalogue) -> String {
        let placed = self.layout();
        let mut pos = vec![(0.0, 0.0); self.nodes.len()];
        for p in &placed {
            pos[p.node] = (MARGIN + p.x * DX, MARGIN + p.depth as f64 * DY);
        }
        let max_x = placed.iter().map(|p| p.x).fold(0.0, f64::max);
        let max_d = placed.iter().map(|p| p.depth).max().unwrap_or(0);
        let (w, h) = (
            2.0 * MARGIN + max_x * DX,
            2.0 * MARGIN + max_d as f64 * DY + 24.0,
        );
        let mut out = String::new();
        let _ = write!(
            out,
            r##"<svg xmlns="http://www.w3.org/2000/svg" class="mcts-picture" viewBox="0 0 {w:.0} {h:.0}" width="{w:.0}" height="{h:.0}" font-family="system-ui, sans-serif" role="img" aria-label="{}">"##,
            escape(&self.summary_in(words))
        );
        out.push_str(r##"<style>.mcts-picture .n{fill:#1d2330}.mcts-picture .e{stroke:#9aa3b2;stroke-width:1.5}.mcts-picture .e.pv{stroke:#3a63c8;stroke-width:4}.mcts-picture .n .s{fill:#fff;stroke:#1d2330;stroke-width:1.5}.mcts-picture .n.max .s{fill:#e6edfb}.mcts-picture .n.min .s{fill:#fdeee6}.mcts-picture .n.over .s{fill:#eef0f4}.mcts-picture .n.win .s{fill:#dcf3e4}.mcts-picture .n.loss .s{fill:#fbe0dc}.mcts-picture .n.draw .s{fill:#f3f0d8}.mcts-picture .n.pv .s{stroke:#3a63c8;stroke-width:3}.mcts-picture .n.fold .s{fill:#fff;stroke:#9aa3b2;stroke-dasharray:4 3}.mcts-picture .e.act{stroke:#d9480f;stroke-width:4;stroke-dasharray:8 4}.mcts-picture .n.act .s{stroke:#d9480f;stroke-width:3.5}.mcts-picture .n.focus .ring{stroke:#3a63c8;stroke-width:2;fill:none;stroke-dasharray:4 2}.mcts-picture .n text{font-size:12px;text-anchor:middle}.mcts-picture .lbl{font-size:11px;fill:#5b6475}.mcts-picture .more{font-size:11px;fill:#5b6475}</style>"##);
        for p in &placed {
            let n = &self.nodes[p.node];
            let Some(parent) = n.parent else { continue };
            let ((x1, y1), (x2, y2)) = (pos[parent], pos[p.node]);
            let class = match (n.pv, n.active) {
                (_, true) => "e act",
                (true, false) => "e pv",
                (false, false) => "e",
            };
            let _ = write!(
                out,
                r##"<line class="{class}" x1="{x1:.1}" y1="{:.1}" x2="{x2:.1}" y2="{:.1}"/>"##,
                y1 + self.nodes[parent].radius,
                y2 - n.radius
            );
            if !n.label.is_empty() {
                let (mx, my) = (x1 + (x2 - x1) * 0.7, y1 + (y2 - y1) * 0.7);
                let (dx, anchor) = if x2 < x1 {
                    (-6.0, "end")
                } else {
                    (6.0, "start")
                };
                let _ = write!(
                    out,
                    r##"<text class="lbl" x="{:.1}" y="{my:.1}" text-anchor="{anchor}">{}</text>"##,
                    mx + dx,
                    escape(&n.label)
                );
            }
        }
        for p in &placed {
            let i = p.node;
            let n = &self.nodes[i];
            let (x, y) = pos[i];
            let mut class = vec!["n"];
            match (n.item, n.mover) {
                (Item::Folded(_), _) => class.push("fold"),
                (_, Some(m)) if m.0 == 0 => class.push("max"),
                (_, Some(_)) => class.push("min"),
                (_, None) => class.push("over"),
            }
            match n.proven {
                Some(Outcome::Win) => class.push("win"),
                Some(Outcome::Loss) => class.push("loss"),
                Some(Outcome::Draw) => class.push("draw"),
                None => {}
            }
            if n.pv {
                class.push("pv");
            }
            if n.active {
                class.push("act");
            }
            if focus == Some(i) {
                class.push("focus");
            }
            let _ = write!(
                out,
                r##"<g class="{}" data-node="{i}" transform="translate({x:.1},{y:.1})"><title>{}</title>"##,
                class.join(" "),
                escape(&self.describe_in(i, words))
            );
            let r = n.radius;
            match n.item {
                Item::Folded(fold) => {
                    let _ = write!(
                        out,
                        r##"<rect class="s" x="-30" y="-14" width="60" height="28" rx="6"/><text y="4">+{}</text><text class="more" y="30">{}</text>"##,
                        fold.hidden,
                        words.msg_with(
                            "mcts-fold-share",
                            &crate::i18n::Args::new().text("percent", super::percent(fold.share)),
                        )
                    );
                }
                Item::Node(_) => {
                    let _ = write!(
                        out,
                        r##"<circle class="s" r="{r:.1}"/><circle class="ring" r="{:.1}" fill="none"/><text y="{:.1}">{}</text><text class="more" y="{:.1}">{}</text>"##,
                        r + 5.0,
                        r + 15.0,
                        n.visits,
                        r + 28.0,
                        words.decimal(&format!("{:+.2}", n.value))
                    );
                    if n.below > 0 {
                        let _ = write!(
                            out,
                            r##"<text class="more" x="{:.1}" y="4" text-anchor="start">+{}</text>"##,
                            r + 4.0,
                            n.below
                        );
                    }
                }
            }
            out.push_str("</g>");
        }
        out.push_str("</svg>");
        out
    }
}
