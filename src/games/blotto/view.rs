//! What the Blotto page shows of a solution when the game is large: allocations written
//! compactly, and the per-field marginals summarised.
//!
//! A 100-field solution has partitions of 100 parts and marginal tables of 100 × 201 cells;
//! printed whole they are unreadable and widen the page. Repeated parts are written once with
//! their count (`3 ×20, 2 ×40, 1 ×40`), and the marginals are grouped — fields with the same
//! distribution share a row (under the random order of the partition method every field has
//! the same one) — and cut after the last number of units any field gets with a visible
//! probability. The page offers the full table on request.

/// Allocations longer than this are written with counts of repeated parts.
pub const COMPACT_FROM: usize = 12;

/// An allocation or partition as the page writes it: `(4, 3, 3)` for a short one; for one of
/// [`COMPACT_FROM`] parts or more, each run of equal parts once with its count,
/// `(3 ×20, 2 ×40, 1 ×40)` (a part that occurs once is written alone).
pub fn compact_allocation(parts: &[u32]) -> String {
    if parts.len() < COMPACT_FROM {
        let items: Vec<String> = parts.iter().map(u32::to_string).collect();
        return format!("({})", items.join(", "));
    }
    let mut items = Vec::new();
    let mut i = 0;
    while i < parts.len() {
        let run = parts[i..].iter().take_while(|&&p| p == parts[i]).count();
        items.push(if run == 1 {
            parts[i].to_string()
        } else {
            format!("{} ×{run}", parts[i])
        });
        i += run;
    }
    format!("({})", items.join(", "))
}

/// A probability at most this small is shown as empty and does not keep a column.
pub const SHOWN_FROM: f64 = 0.0005;

/// Marginal tables of more cells (fields × units) than this are shown as a summary first.
pub const SUMMARY_FROM_CELLS: usize = 400;

/// Whether marginals `m` are shown as a summary (with the full table on request) rather than
/// whole: more than [`SUMMARY_FROM_CELLS`] cells.
pub fn summarised(m: &[Vec<f64>]) -> bool {
    m.len() * m.first().map_or(0, Vec::len) > SUMMARY_FROM_CELLS
}

/// Per-field marginals, summarised: fields with the same distribution grouped, columns cut.
#[derive(Clone, Debug, PartialEq)]
pub struct MarginalSummary {
    /// Groups of fields (numbered from 1) with the same distribution, in the order of their
    /// first field, each with its distribution (cut to `columns`).
    pub groups: Vec<(Vec<usize>, Vec<f64>)>,
    /// Units 0 to `columns − 1` are shown: beyond, no field has a shown probability.
    pub columns: usize,
    /// Units in the full table (one more than the colonel's units).
    pub full_columns: usize,
}

/// Summarises marginals `m` (one row per field, `m[k][u]` = P[u units on field k + 1]): rows
/// equal within `1e-9` share a group; columns end after the last shown probability.
pub fn summarise_marginals(m: &[Vec<f64>]) -> MarginalSummary {
    let full_columns = m.first().map_or(0, Vec::len);
    let columns = m
        .iter()
        .filter_map(|row| row.iter().rposition(|&p| p > SHOWN_FROM))
        .max()
        .map_or(1, |last| last + 1);
    let mut groups: Vec<(Vec<usize>, Vec<f64>)> = Vec::new();
    for (k, row) in m.iter().enumerate() {
        let same = |g: &Vec<f64>| g.iter().zip(row).all(|(a, b)| (a - b).abs() <= 1e-9);
        match groups.iter_mut().find(|(_, g)| same(g)) {
            Some((fields, _)) => fields.push(k + 1),
            None => groups.push((vec![k + 1], row.clone())),
        }
    }
    for (_, row) in &mut groups {
        row.truncate(columns);
    }
    MarginalSummary {
        groups,
        columns,
        full_columns,
    }
}

impl MarginalSummary {
    /// Each group's row as the page labels it — `every field (1–100)` when one group holds all
    /// `fields`, else the fields, `1–3, 5` — with its distribution.
    pub fn rows(&self, fields: usize) -> Vec<(String, Vec<f64>)> {
        crate::i18n::with_english(|w| self.rows_in(fields, w))
    }

    /// [`MarginalSummary::rows`] in the language of `words`.
    pub fn rows_in(
        &self,
        fields: usize,
        words: &crate::i18n::Catalogue,
    ) -> Vec<(String, Vec<f64>)> {
        self.groups
            .iter()
            .map(|(group, row)| {
                let name = if group.len() == fields {
                    words.msg_with(
                        "blotto-every-field",
                        &crate::i18n::Args::new().text("fields", field_ranges(group)),
                    )
                } else {
                    field_ranges(group)
                };
                (name, row.clone())
            })
            .collect()
    }
}

/// Fields named compactly: `1–3, 5, 7–100`.
pub fn field_ranges(fields: &[usize]) -> String {
    let mut out = Vec::new();
    let mut i = 0;
    while i < fields.len() {
        let mut j = i;
        while j + 1 < fields.len() && fields[j + 1] == fields[j] + 1 {
            j += 1;
        }
        out.push(if j == i {
            fields[i].to_string()
        } else {
            format!("{}–{}", fields[i], fields[j])
        });
        i = j + 1;
    }
    out.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_allocations_are_written_with_counts() {
        assert_eq!(compact_allocation(&[4, 3, 3]), "(4, 3, 3)");
        let mut p = vec![3; 20];
        p.extend([2; 40]);
        p.push(7);
        p.extend([1; 39]);
        assert_eq!(p.len(), 100);
        assert_eq!(compact_allocation(&p), "(3 ×20, 2 ×40, 7, 1 ×39)");
        // The count never hides a part: expanding the text gives the allocation back.
        let back: Vec<u32> = compact_allocation(&p)
            .trim_matches(|c| c == '(' || c == ')')
            .split(", ")
            .flat_map(|item| match item.split_once(" ×") {
                Some((v, n)) => vec![v.parse().unwrap(); n.parse().unwrap()],
                None => vec![item.parse().unwrap()],
            })
            .collect();
        assert_eq!(back, p);
    }

    #[test]
    fn marginals_are_grouped_by_distribution_and_cut_after_the_last_shown_unit() {
        // Fields 1, 2 and 4 alike; field 3 differs; nothing beyond 2 units.
        let a = vec![0.5, 0.25, 0.25, 0.0, 0.0001];
        let b = vec![0.0, 1.0, 0.0, 0.0, 0.0];
        let m = vec![a.clone(), a.clone(), b.clone(), a.clone()];
        let s = summarise_marginals(&m);
        assert_eq!(s.columns, 3);
        assert_eq!(s.full_columns, 5);
        assert_eq!(
            s.groups,
            vec![(vec![1, 2, 4], a[..3].to_vec()), (vec![3], b[..3].to_vec())]
        );
        assert_eq!(field_ranges(&[1, 2, 4]), "1–2, 4");
        let names: Vec<String> = s.rows(4).into_iter().map(|(n, _)| n).collect();
        assert_eq!(names, ["1–2, 4", "3"]);
        // A small table is shown whole; 100 fields × 201 units in summary.
        assert!(!summarised(&m));
        assert!(summarised(&vec![vec![0.0; 201]; 100]));
        assert_eq!(field_ranges(&(1..=100).collect::<Vec<_>>()), "1–100");
    }

    #[test]
    fn the_partition_method_gives_every_field_one_distribution() {
        use crate::games::blotto::solve::partitions;
        use crate::games::blotto::{Blotto, Side};
        let game = Blotto::new(100, 200, 200).unwrap();
        let s = partitions(&game).unwrap();
        let m = s.marginals(Side::A);
        let summary = summarise_marginals(&m);
        assert_eq!(summary.groups.len(), 1, "random order: one distribution");
        assert_eq!(summary.groups[0].0.len(), 100);
        assert_eq!(summary.rows(100)[0].0, "every field (1–100)");
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let polish = &summary.rows_in(100, &pl)[0].0;
        assert!(
            polish != "every field (1–100)" && !polish.contains('⟨'),
            "{polish}"
        );
        assert!(summary.columns < 20, "{} columns", summary.columns);
        assert_eq!(summary.full_columns, 201);
    }
}
