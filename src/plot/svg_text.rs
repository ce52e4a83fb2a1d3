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
    /// Its `font-size` attribute in pixels (0 when absent).
    pub font_size: u32,
}

/// Every `<text …>content` of `svg`, in document order.
pub fn texts(svg: &str) -> Vec<SvgText> {
    svg.split("<text")
        .skip(1)
        .map(|t| {
            let attr = |name: &str| {
                t.split(&format!(" {name}=\""))
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
                font_size: attr("font-size").parse().unwrap_or(0),
            }
        })
        .collect()
}
