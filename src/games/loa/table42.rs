//! The seed's Table 4.2 (after Winands et al. 2003) beside ours: alpha-beta against
//! proof-number search — positions solved, total nodes, total time — and the seed's
//! conclusions checked on our numbers.
//!
//! The seed (§4.3): of 488 positions alpha-beta solved 383 with 1 711 578 143 nodes in
//! 22 172 320 (time units it does not name; milliseconds in Winands et al.), PN search 356 with
//! 89 863 783 in 830 367; alpha-beta's nodes at depth *i* counted only in the iteration that
//! first reaches depth *i*. Its conclusion: "proof-number search needs less time to find the
//! solution and visits fewer nodes, but alpha-beta gives the exact solution for more
//! positions".
//!
//! Ours: the alpha-beta **solver** ([`super::ab_solver`]) and plain proof-number search on one
//! suite with one node budget each. Totals of nodes and time are over the positions **both**
//! solved — the only fair comparison of effort (an unsolved position costs whatever budget was
//! chosen); alpha-beta's nodes both ways (every iteration, and the seed's rule). The seed does
//! not say over which positions its totals run.

use serde::{Deserialize, Serialize};

use super::solve::{Attempt, Method};
use crate::i18n::{Args, Catalogue};

/// The seed's positions.
pub const SEED_POSITIONS: u32 = 488;
/// The seed's alpha-beta: solved, nodes (its rule), time.
pub const SEED_ALPHA_BETA: (u32, u64, u64) = (383, 1_711_578_143, 22_172_320);
/// The seed's proof-number search: solved, nodes, time.
pub const SEED_PNS: (u32, u64, u64) = (356, 89_863_783, 830_367);

/// One method's line of our table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Table42Row {
    /// The method.
    pub method: Method,
    /// Positions solved.
    pub solved: u32,
    /// Nodes on the positions both methods solved (every iteration, for alpha-beta).
    pub nodes: u64,
    /// Alpha-beta: nodes there by the seed's rule.
    pub seed_nodes: Option<u64>,
    /// Milliseconds there.
    pub millis: f64,
}

/// A conclusion of the seed, checked on our numbers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Conclusion {
    /// The claim.
    pub claim: String,
    /// Whether our numbers bear it out.
    pub holds: bool,
    /// Our numbers behind the answer.
    pub detail: String,
}

/// Our Table 4.2: the alpha-beta method and proof-number search on one suite.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Table42 {
    /// Positions in the suite.
    pub positions: u32,
    /// The node budget per position and method.
    pub max_nodes: u64,
    /// Positions both methods solved (the totals run over these).
    pub both: u32,
    /// Positions neither solved.
    pub neither: u32,
    /// The alpha-beta method's line, then proof-number search's.
    pub rows: [Table42Row; 2],
    /// The seed's three conclusions.
    pub conclusions: Vec<Conclusion>,
}

/// The table for methods `ab` (an alpha-beta method) and `pns` of `methods`, from
/// `attempts[p][m]` (method `methods[m]` on position `p`); `None` when either is missing.
pub fn table_4_2(
    methods: &[Method],
    attempts: &[Vec<Attempt>],
    ab: Method,
    pns: Method,
    max_nodes: u64,
) -> Option<Table42> {
    let a = methods.iter().position(|&m| m == ab)?;
    let p = methods.iter().position(|&m| m == pns)?;
    let both: Vec<&Vec<Attempt>> = attempts
        .iter()
        .filter(|t| t[a].solved() && t[p].solved())
        .collect();
    let neither = attempts
        .iter()
        .filter(|t| !t[a].solved() && !t[p].solved())
        .count() as u32;
    let row = |k: usize, method: Method| Table42Row {
        method,
        solved: attempts.iter().filter(|t| t[k].solved()).count() as u32,
        nodes: both.iter().map(|t| t[k].nodes).sum(),
        seed_nodes: both.iter().map(|t| t[k].seed_nodes).sum(),
        millis: both.iter().map(|t| t[k].millis).sum(),
    };
    let rows = [row(a, ab), row(p, pns)];
    let fewer_nodes = rows[1].nodes < rows[0].seed_nodes.unwrap_or(rows[0].nodes)
        && rows[1].nodes < rows[0].nodes;
    let conclusions = vec![
        Conclusion {
            claim: "proof-number search visits fewer nodes".into(),
            holds: fewer_nodes,
            detail: format!(
                "on the {} positions both solved: {} against {} (every iteration){}",
                both.len(),
                group(rows[1].nodes),
                group(rows[0].nodes),
                rows[0].seed_nodes.map_or(String::new(), |n| format!(
                    ", {} (the seed's rule)",
                    group(n)
                ))
            ),
        },
        Conclusion {
            claim: "proof-number search needs less time".into(),
            holds: rows[1].millis < rows[0].millis,
            detail: format!(
                "{:.0} ms against {:.0} ms on the same positions",
                rows[1].millis, rows[0].millis
            ),
        },
        Conclusion {
            claim: "alpha-beta solves more positions".into(),
            holds: rows[0].solved > rows[1].solved,
            detail: format!(
                "{} against {} of {} within {} nodes each",
                rows[0].solved,
                rows[1].solved,
                attempts.len(),
                group(max_nodes)
            ),
        },
    ];
    Some(Table42 {
        positions: attempts.len() as u32,
        max_nodes,
        both: both.len() as u32,
        neither,
        rows,
        conclusions,
    })
}

/// A count with thin spaces between groups of three digits.
fn group(n: u64) -> String {
    crate::plot::fmt_number(n as f64)
}

impl Table42 {
    /// The table as Markdown: the seed's two lines, then ours, then the conclusions.
    pub fn markdown(&self) -> String {
        let mut out = String::from(
            "| algorithm | positions solved | total nodes | nodes, the seed's rule | total time |\n|---|---:|---:|---:|---:|\n",
        );
        out.push_str(&format!(
            "| α-β pruning (the seed) | {} of {SEED_POSITIONS} | — | {} | {} |\n",
            SEED_ALPHA_BETA.0,
            group(SEED_ALPHA_BETA.1),
            group(SEED_ALPHA_BETA.2)
        ));
        out.push_str(&format!(
            "| proof-number search (the seed) | {} of {SEED_POSITIONS} | {} | — | {} |\n",
            SEED_PNS.0,
            group(SEED_PNS.1),
            group(SEED_PNS.2)
        ));
        for r in &self.rows {
            out.push_str(&format!(
                "| {} (ours) | {} of {} | {} | {} | {:.0} ms |\n",
                r.method.label(),
                r.solved,
                self.positions,
                group(r.nodes),
                r.seed_nodes.map_or("—".to_string(), group),
                r.millis
            ));
        }
        out.push_str(&format!(
            "\nOurs: {} nodes per position and method; totals over the {} positions both solved; {} solved by neither.\n\n",
            group(self.max_nodes),
            self.both,
            self.neither
        ));
        for c in &self.conclusions {
            out.push_str(&format!(
                "- The seed: {}. Ours: {} ({}).\n",
                c.claim,
                if c.holds { "holds" } else { "does not hold" },
                c.detail
            ));
        }
        out
    }
}

impl Table42 {
    /// The seed's conclusions checked here, each its claim and the numbers behind the answer,
    /// in the language of `words` (in the order of [`Table42::conclusions`]).
    pub fn conclusions_in(&self, words: &Catalogue) -> Vec<(String, String)> {
        let [ab, pns] = &self.rows;
        let nodes = Args::new()
            .count("both", self.both.into())
            .text("pns", group(pns.nodes))
            .text("ab", group(ab.nodes));
        let nodes = match ab.seed_nodes {
            Some(n) => words.msg_with("loa-detail-nodes-seed", &nodes.text("seed", group(n))),
            None => words.msg_with("loa-detail-nodes", &nodes),
        };
        let time = words.msg_with(
            "loa-detail-time",
            &Args::new()
                .text("pns", format!("{:.0}", pns.millis))
                .text("ab", format!("{:.0}", ab.millis)),
        );
        let solved = words.msg_with(
            "loa-detail-solved",
            &Args::new()
                .count("ab", ab.solved.into())
                .count("pns", pns.solved.into())
                .count("positions", self.positions.into())
                .text("budget", group(self.max_nodes)),
        );
        vec![
            (words.msg("loa-claim-fewer-nodes"), nodes),
            (words.msg("loa-claim-less-time"), time),
            (words.msg("loa-claim-more-solved"), solved),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::loa::solve::Verdict;

    fn at(result: Verdict, nodes: u64, seed: Option<u64>, millis: f64) -> Attempt {
        Attempt {
            result,
            nodes,
            seed_nodes: seed,
            millis,
        }
    }

    #[test]
    fn totals_run_over_the_positions_both_solved() {
        use Verdict::{Loss, Unknown, Win};
        let methods = [Method::AbSolver, Method::Pns];
        let attempts = vec![
            vec![at(Win, 100, Some(60), 10.0), at(Win, 10, None, 1.0)],
            vec![
                at(Loss, 200, Some(150), 20.0),
                at(Unknown, 1000, None, 50.0),
            ],
            vec![
                at(Unknown, 1000, Some(900), 90.0),
                at(Unknown, 1000, None, 40.0),
            ],
            vec![at(Loss, 50, Some(40), 5.0), at(Loss, 30, None, 3.0)],
        ];
        let t = table_4_2(&methods, &attempts, Method::AbSolver, Method::Pns, 1000).unwrap();
        assert_eq!((t.positions, t.both, t.neither), (4, 2, 1));
        assert_eq!(t.rows[0].solved, 3);
        assert_eq!(t.rows[1].solved, 2);
        assert_eq!((t.rows[0].nodes, t.rows[0].seed_nodes), (150, Some(100)));
        assert_eq!((t.rows[1].nodes, t.rows[1].seed_nodes), (40, None));
        assert!(t.conclusions.iter().all(|c| c.holds), "{:?}", t.conclusions);
        let md = t.markdown();
        assert!(md.contains("| α-β pruning (the seed) | 383 of 488 | — | 1\u{2009}711\u{2009}578\u{2009}143 | 22\u{2009}172\u{2009}320 |"), "{md}");
        assert!(
            md.contains("alpha-beta solves more positions. Ours: holds (3 against 2 of 4"),
            "{md}"
        );
        assert_eq!(
            table_4_2(&methods, &attempts, Method::AbSolver, Method::Dfpn, 1000),
            None
        );
    }

    #[test]
    fn the_conclusions_in_english_are_the_table_s_and_read_in_polish() {
        let row = |method, solved, nodes, seed_nodes, millis| Table42Row {
            method,
            solved,
            nodes,
            seed_nodes,
            millis,
        };
        let mut table = Table42 {
            positions: 20,
            max_nodes: 100_000,
            both: 12,
            neither: 3,
            rows: [
                row(Method::AbSolver, 15, 1_234_567, Some(45_678), 812.4),
                row(Method::Pns, 13, 98_765, None, 64.0),
            ],
            conclusions: Vec::new(),
        };
        let pl = Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        for seed in [Some(45_678), None] {
            table.rows[0].seed_nodes = seed;
            let english = crate::i18n::with_english(|w| table.conclusions_in(w));
            let polish = table.conclusions_in(&pl);
            assert_eq!(english[0].1, {
                let mut d = String::from("on the 12 positions both solved: 98\u{2009}765 against 1\u{2009}234\u{2009}567 (every iteration)");
                if seed.is_some() {
                    d.push_str(", 45\u{2009}678 (the seed's rule)");
                }
                d
            });
            assert_eq!(english[1].1, "64 ms against 812 ms on the same positions");
            assert_eq!(
                english[2].1,
                "15 against 13 of 20 within 100\u{2009}000 nodes each"
            );
            assert_eq!(english[2].0, "alpha-beta solves more positions");
            for (e, p) in english.iter().zip(&polish) {
                assert_ne!(e, p);
                assert!(!p.0.contains('⟨') && !p.1.contains('⟨'));
            }
        }
    }
}
