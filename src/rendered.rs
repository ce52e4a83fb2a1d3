//! A result the worker renders for a page: static markup (tables, sentences, pictures as SVG),
//! charts to draw, and files to offer for download.
//!
//! Why: the page's own module must stay small to load fast, and every table a page builds with
//! its components, and every result type it decodes, adds code to it. A lab whose results are
//! only looked at (not edited) lets the worker write them: the page then decodes one small type
//! and shows it with one component, however many tables the lab has. Charts stay data, because
//! they are drawn on the page for the width they get. The markup is written here, by the core,
//! with every text escaped ([`crate::text::escape_html`]), so it is tested natively like the
//! rest of a lab's page model.

use serde::{Deserialize, Serialize};

use crate::plot::LineChart;
use crate::text::escape_html;

/// A file the page offers for download.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Download {
    /// The button's id.
    pub id: String,
    /// The button's label.
    pub label: String,
    /// The file's name.
    pub name: String,
    /// Its MIME type.
    pub mime: String,
    /// Its content.
    pub text: String,
}

/// A rendered result.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Rendered {
    /// Markup with one root element (escaped text only).
    pub html: String,
    /// Charts drawn below it.
    pub charts: Vec<LineChart>,
    /// Files offered below the charts.
    pub files: Vec<Download>,
}

impl Rendered {
    /// Markup alone.
    pub fn html(html: String) -> Rendered {
        Rendered {
            html,
            ..Rendered::default()
        }
    }
}

/// A table: `head` cells and `rows` of cells, all escaped; `caption` above it when not empty.
pub fn table(id: &str, caption: &str, head: &[&str], rows: &[Vec<String>]) -> String {
    let mut out = format!("<table class=\"data\" id=\"{}\">", escape_html(id));
    if !caption.is_empty() {
        out.push_str(&format!("<caption>{}</caption>", escape_html(caption)));
    }
    out.push_str("<thead><tr>");
    for h in head {
        out.push_str(&format!("<th>{}</th>", escape_html(h)));
    }
    out.push_str("</tr></thead><tbody>");
    for row in rows {
        out.push_str("<tr>");
        for c in row {
            out.push_str(&format!("<td>{}</td>", escape_html(c)));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    out
}

/// A paragraph of escaped text with an id.
pub fn paragraph(id: &str, text: &str) -> String {
    format!("<p id=\"{}\">{}</p>", escape_html(id), escape_html(text))
}

/// The ink for a number on a heat-map cell of colour `rgb` laid at `alpha` over white: white on
/// the darker cells, black on the lighter, whichever contrasts more. At the crossing both give
/// √21 ≈ 4.58:1, so every cell reads at WCAG's 4.5:1 (1.4.3); the page's ink, lighter than
/// black, would fall short on the middle shades.
pub fn heat_ink((r, g, b): (u8, u8, u8), alpha: f64) -> &'static str {
    let linear = |c: u8| {
        let c = (255.0 - alpha.clamp(0.0, 1.0) * (255.0 - f64::from(c))) / 255.0;
        if c <= 0.03928 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    if 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 {
        "; color: #fff"
    } else {
        "; color: #000"
    }
}

/// A heat map as a table: each cell shaded by its value between the least (or 0, when all
/// are positive) and the greatest, its value with `digits` decimals in the cell.
pub fn heat_table(
    id: &str,
    corner: &str,
    columns: &[String],
    rows: &[(String, Vec<f64>)],
    digits: usize,
) -> String {
    let values = || rows.iter().flat_map(|(_, r)| r.iter()).copied();
    let lo = values().fold(0.0f64, f64::min);
    let span = (values().fold(lo, f64::max) - lo).max(1e-12);
    let mut out = format!(
        "<table class=\"heat\" id=\"{}\"><thead><tr><th>{}</th>",
        escape_html(id),
        escape_html(corner)
    );
    for c in columns {
        out.push_str(&format!("<th>{}</th>", escape_html(c)));
    }
    out.push_str("</tr></thead><tbody>");
    for (name, row) in rows {
        out.push_str(&format!("<tr><th>{}</th>", escape_html(name)));
        for &v in row {
            let alpha = (v - lo) / span;
            let ink = heat_ink((58, 99, 200), alpha);
            out.push_str(&format!(
                "<td style=\"background: rgba(58, 99, 200, {alpha:.3}){ink}\">{}</td>",
                crate::text::fixed(v, digits)
            ));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_escapes_every_text() {
        let t = table("t", "a < b", &["x & y"], &[vec!["<script>".into()]]);
        assert!(!t.contains("<script>"));
        assert!(t.contains("&lt;script&gt;") && t.contains("x &amp; y") && t.contains("a &lt; b"));
        assert_eq!(paragraph("p", "\"q\""), "<p id=\"p\">&quot;q&quot;</p>");
    }

    #[test]
    fn a_heat_table_shades_between_its_extremes() {
        let h = heat_table(
            "h",
            "r \\ c",
            &["A".into(), "B".into()],
            &[("A".into(), vec![3.0, 0.0]), ("B".into(), vec![5.0, 1.0])],
            2,
        );
        assert!(h.contains("rgba(58, 99, 200, 1.000); color: #fff\">5.00"));
        assert!(h.contains("rgba(58, 99, 200, 0.000); color: #000\">0.00"));
        assert_eq!(h.matches("<td").count(), 4);
    }
}
