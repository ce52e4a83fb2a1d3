//! Tests' reading of a drawn chart: every `<text>` of an SVG string with its position, anchor
//! and size, so a test can check that labels keep apart and stay inside the picture.

/// One `<text>` element of an SVG.
#[derive(Clone, Debug, PartialEq)]
pub struct SvgText {
    /// The text, trimmed, with `&amp;` read back as `&`.
    pub content: String,
    /// Its `x` attribute (NaN when absent).
    pub x: f64,
    /// Its `y` attribute (NaN when absent).
    pub y: f64,
    /// Its `text-anchor` attribute (empty when absent).
    pub anchor: String,
    /// Its `dy` attribute (empty when absent).
    pub dy: String,
    /// Its `font-size` attribute in pixels (NaN when absent).
    pub font_size: f64,
    /// Whether it has a `transform` (a rotated axis title).
    pub rotated: bool,
}

/// Every `<text …>content` of `svg`, in document order.
pub fn texts(svg: &str) -> Vec<SvgText> {
    svg.split("<text")
        .skip(1)
        .map(|t| {
            let head = t.split('>').next().unwrap_or("");
            let attr = |name: &str| {
                head.split(&format!(" {name}=\""))
                    .nth(1)
                    .and_then(|r| r.split('"').next())
                    .unwrap_or("")
                    .to_string()
            };
            let content = t.split('>').nth(1).unwrap_or("").split('<').next();
            SvgText {
                content: content.unwrap_or("").trim().replace("&amp;", "&"),
                x: attr("x").parse().unwrap_or(f64::NAN),
                y: attr("y").parse().unwrap_or(f64::NAN),
                anchor: attr("text-anchor"),
                dy: attr("dy"),
                font_size: attr("font-size").parse().unwrap_or(f64::NAN),
                rotated: !attr("transform").is_empty(),
            }
        })
        .collect()
}

/// A numeric attribute of the SVG's root element (`width`, `height`).
pub fn root_attr(svg: &str, name: &str) -> f64 {
    svg.split(&format!(" {name}=\""))
        .nth(1)
        .and_then(|r| r.split('"').next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(f64::NAN)
}
