//! Charts as pure functions from data to an SVG string, drawn with plotters' SVG backend.
//!
//! Callers embed the string in a page (on the main thread: plotters measures text through the
//! DOM in wasm) or write it to a file from the CLI. Every chart's data can also be exported as
//! CSV with [`csv`].

use plotters::prelude::*;

/// One bar of a bar chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    /// Category label.
    pub label: String,
    /// Bar height.
    pub value: f64,
}

/// Axis scale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scale {
    /// Linear axis from 0.
    Linear,
    /// Base-10 logarithmic axis (for counts spanning orders of magnitude).
    Log,
}

/// A horizontal bar chart (`width` × `height` pixels) as an SVG document. Each bar carries
/// its label and exact value as text; on a [`Scale::Log`] axis bars start at 1.
pub fn bar_chart(
    title: &str,
    bars: &[Bar],
    scale: Scale,
    width: u32,
    height: u32,
) -> Result<String, String> {
    let to_axis = |v: f64| match scale {
        Scale::Linear => v.max(0.0),
        Scale::Log => v.max(1.0).log10(),
    };
    let max = bars.iter().map(|b| to_axis(b.value)).fold(1.0f64, f64::max) * 1.1;
    let n = bars.len().max(1) as i32;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 16))
            .margin(8)
            .x_label_area_size(28)
            .build_cartesian_2d(0.0..max, 0..n * 10)
            .map_err(|e| e.to_string())?;
        let label_x = |v: &f64| match scale {
            Scale::Linear => fmt_number(v.round()),
            Scale::Log => format!("1e{v:.0}"),
        };
        chart
            .configure_mesh()
            .disable_y_mesh()
            .disable_y_axis()
            .x_labels(6)
            .x_label_formatter(&label_x)
            .draw()
            .map_err(|e| e.to_string())?;
        for (i, bar) in bars.iter().enumerate() {
            let y0 = (n - 1 - i as i32) * 10;
            chart
                .draw_series(std::iter::once(Rectangle::new(
                    [(0.0, y0 + 1), (to_axis(bar.value), y0 + 6)],
                    RGBColor(70, 110, 200).filled(),
                )))
                .map_err(|e| e.to_string())?;
            chart
                .draw_series(std::iter::once(Text::new(
                    format!("{}: {}", bar.label, fmt_number(bar.value)),
                    (0.0, y0 + 9),
                    ("sans-serif", 12).into_font(),
                )))
                .map_err(|e| e.to_string())?;
        }
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(svg)
}

/// A number for labels: thousands separated by thin spaces, at most 3 decimals.
pub fn fmt_number(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        let s = format!("{}", v.abs() as u64);
        let mut out = String::new();
        for (i, c) in s.chars().enumerate() {
            if i > 0 && (s.len() - i) % 3 == 0 {
                out.push('\u{2009}');
            }
            out.push(c);
        }
        if v < 0.0 {
            format!("-{out}")
        } else {
            out
        }
    } else {
        format!("{v:.3}")
    }
}

/// CSV text with a header row; fields containing commas or quotes are quoted.
pub fn csv(header: &[&str], rows: &[Vec<String>]) -> String {
    let quote = |f: &str| {
        if f.contains([',', '"', '\n']) {
            format!("\"{}\"", f.replace('"', "\"\""))
        } else {
            f.to_string()
        }
    };
    let mut out = header
        .iter()
        .map(|h| quote(h))
        .collect::<Vec<_>>()
        .join(",");
    out.push('\n');
    for row in rows {
        out.push_str(&row.iter().map(|f| quote(f)).collect::<Vec<_>>().join(","));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bar_chart_draws_every_bar_with_its_value() {
        let bars = vec![
            Bar {
                label: "minimax".into(),
                value: 549_946.0,
            },
            Bar {
                label: "alpha-beta".into(),
                value: 20_866.0,
            },
        ];
        for scale in [Scale::Linear, Scale::Log] {
            let svg = bar_chart("nodes", &bars, scale, 480, 200).unwrap();
            assert!(svg.starts_with("<svg"), "{svg}");
            assert!(svg.matches("<rect").count() >= 3, "background + 2 bars");
            assert!(svg.contains("minimax: 549\u{2009}946"));
        }
    }

    #[test]
    fn csv_quotes_when_needed() {
        assert_eq!(
            csv(&["a", "b"], &[vec!["1".into(), "x,y".into()]]),
            "a,b\n1,\"x,y\"\n"
        );
        assert_eq!(fmt_number(-1234.0), "-1\u{2009}234");
        assert_eq!(fmt_number(0.5), "0.500");
    }
}
