//! A chart's numbers as a table: the text alternative every line chart carries, so a screen
//! reader (or anyone who wants the values rather than the picture) reads what the chart shows.
//!
//! Why in the core: the table is a function of the chart's spec alone, so `cargo test` sees it
//! and every page gets the same one from the web layer's `FitChart`. A series
//! of many points (a race's thousands of steps) is thinned to evenly spaced points, its first
//! and last kept, and the table says how many rows it left out.

use super::line::LineChart;

/// A chart's data as rows of text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataTable {
    /// What the table is: the chart's title.
    pub caption: String,
    /// The column headers: the series, the x axis, the y axis, and the bounds when a series
    /// has error bars.
    pub headers: Vec<String>,
    /// The rows, a point each, series after series.
    pub rows: Vec<Vec<String>>,
    /// The points left out by thinning.
    pub omitted: usize,
}

/// A number for a table cell: up to four significant digits, scientific when very large or
/// small.
pub fn cell_number(v: f64) -> String {
    if !v.is_finite() {
        return if v.is_nan() {
            "—".into()
        } else {
            format!("{v}")
        };
    }
    if v == 0.0 {
        return "0".into();
    }
    let a = v.abs();
    if !(1e-3..1e6).contains(&a) {
        return format!("{v:.3e}");
    }
    let digits = (3 - a.log10().floor() as i32).max(0) as usize;
    let text = format!("{v:.digits$}");
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    }
}

/// The `most` indices of `0..n` a thinned series keeps: evenly spaced, the first and last kept.
fn kept(n: usize, most: usize) -> Vec<usize> {
    if n <= most || most < 2 {
        return (0..n.min(most)).collect();
    }
    let mut out: Vec<usize> = (0..most).map(|k| k * (n - 1) / (most - 1)).collect();
    out.dedup();
    out
}

impl LineChart {
    /// The chart's data as a table, each series thinned to at most `most` rows.
    pub fn data_table(&self, most: usize) -> DataTable {
        let bounds = self.series.iter().any(|s| s.errors.is_some());
        let mut headers = vec![
            "series".to_string(),
            self.x_label.clone(),
            self.y_label.clone(),
        ];
        if bounds {
            headers.extend(["low".to_string(), "high".to_string()]);
        }
        let mut rows = Vec::new();
        let mut omitted = 0;
        for (i, s) in self.series.iter().enumerate() {
            let name = if s.name.is_empty() {
                format!("series {}", i + 1)
            } else {
                s.name.clone()
            };
            let keep = kept(s.points.len(), most);
            omitted += s.points.len() - keep.len();
            for k in keep {
                let (x, y) = s.points[k];
                let mut row = vec![name.clone(), cell_number(x), cell_number(y)];
                if bounds {
                    match s.errors.as_ref().and_then(|e| e.get(k)) {
                        Some(&(lo, hi)) => row.extend([cell_number(lo), cell_number(hi)]),
                        None => row.extend([String::new(), String::new()]),
                    }
                }
                rows.push(row);
            }
        }
        for (y, label) in &self.hlines {
            let mut row = vec![label.clone(), "(every x)".into(), cell_number(*y)];
            if bounds {
                row.extend([String::new(), String::new()]);
            }
            rows.push(row);
        }
        DataTable {
            caption: self.title.clone(),
            headers,
            rows,
            omitted,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plot::{Scale, Series};

    #[test]
    fn numbers_are_short_and_long_series_are_thinned() {
        assert_eq!(cell_number(0.123456), "0.1235");
        assert_eq!(cell_number(1234.6), "1235");
        assert_eq!(cell_number(2.0), "2");
        assert_eq!(cell_number(-0.5), "-0.5");
        assert_eq!(cell_number(1.5e-7), "1.500e-7");
        assert_eq!(kept(5, 10), vec![0, 1, 2, 3, 4]);
        assert_eq!(kept(101, 5), vec![0, 25, 50, 75, 100]);
        let chart = LineChart {
            title: "α(μ)".into(),
            x_label: "μ".into(),
            y_label: "α".into(),
            x_scale: Scale::Linear,
            y_scale: Scale::Linear,
            series: vec![
                Series::nth(
                    0,
                    "Hoeffding".into(),
                    (0..=100).map(|i| (i as f64 / 100.0, 0.5)).collect(),
                ),
                Series::nth(1, String::new(), vec![(0.0, 1.0)]),
            ],
            hlines: vec![(0.05, "δ".into())],
            vlines: vec![],
            x_range: None,
            y_range: None,
            size: (600, 400),
        };
        let t = chart.data_table(11);
        assert_eq!(t.headers, ["series", "μ", "α"]);
        assert_eq!(t.rows.len(), 11 + 1 + 1);
        assert_eq!(t.omitted, 90);
        assert_eq!(t.rows[10], ["Hoeffding", "1", "0.5"]);
        assert_eq!(t.rows[11], ["series 2", "0", "1"]);
        assert_eq!(t.rows[12], ["δ", "(every x)", "0.05"]);
    }
}
