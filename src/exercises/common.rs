//! What the exercise kinds share: the game as shown ([`Shown`], a tree as nested nodes so a page
//! draws it as a nested list a screen reader walks), random integers from the seeded stream,
//! and the readers of the answer syntax (cells such as `(r1, c2)`, lists of fractions,
//! allocations), each saying what it expected when the text is not that.

use serde::Serialize;

use crate::exact::{format_number, Q};
use crate::i18n::{Args, Catalogue};
use crate::models::strategic::Bimatrix;
use crate::rng::{below, GameRng};

/// The game of a question, as a page shows it: every number already written exactly.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Shown {
    /// A bimatrix game: cell `(i, j)` pays `a[i][j]` to the row player and `b[i][j]` to the
    /// column player.
    Bimatrix {
        /// The row player's strategies.
        rows: Vec<String>,
        /// The column player's strategies.
        cols: Vec<String>,
        /// The row player's payoffs.
        a: Vec<Vec<String>>,
        /// The column player's payoffs.
        b: Vec<Vec<String>>,
    },
    /// One matrix: a zero-sum game's payoffs to the row player, or a symmetric game's payoff
    /// of the row strategy against the column strategy.
    Matrix {
        /// The row strategies.
        rows: Vec<String>,
        /// The column strategies.
        cols: Vec<String>,
        /// The payoffs.
        a: Vec<Vec<String>>,
        /// What the numbers are.
        caption: String,
    },
    /// A game tree of perfect information.
    Tree(Tree),
    /// Colonel Blotto against a known mixed allocation.
    Blotto {
        /// The number of fields.
        fields: u32,
        /// The responder's units.
        units: u32,
        /// The opponent's allocations, each with its probability (exact).
        opponent: Vec<(Vec<u32>, String)>,
    },
}

/// A game tree for people: its players' names and its root.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Tree {
    /// The two players' names.
    pub players: [String; 2],
    /// The root.
    pub root: TreeNode,
}

/// A node of a shown tree.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "node", rename_all = "kebab-case")]
pub enum TreeNode {
    /// A player moves.
    Decision {
        /// The node's name (the answer names its choice by it).
        label: String,
        /// Who moves (0 or 1).
        player: usize,
        /// Each action's name and the node it leads to.
        actions: Vec<(String, TreeNode)>,
    },
    /// The game ends with these payoffs (player 1's, player 2's).
    Leaf {
        /// The payoffs, exactly.
        payoffs: [String; 2],
    },
}

/// A uniform integer in `low..=high` from the seeded stream.
pub fn int_in(rng: &mut GameRng, low: i64, high: i64) -> i64 {
    let span = u32::try_from(high - low + 1).expect("a small range");
    low + i64::from(below(rng, span))
}

/// A bimatrix game as shown.
pub fn shown_bimatrix(g: &Bimatrix) -> Shown {
    let write = |m: &Vec<Vec<Q>>| -> Vec<Vec<String>> {
        m.iter()
            .map(|r| r.iter().map(format_number).collect())
            .collect()
    };
    Shown::Bimatrix {
        rows: g.names[0].clone(),
        cols: g.names[1].clone(),
        a: write(&g.a),
        b: write(&g.b),
    }
}

/// A cell for people: `(r1, c2)`.
pub fn cell_name(g: &Bimatrix, cell: (usize, usize)) -> String {
    format!("({}, {})", g.names[0][cell.0], g.names[1][cell.1])
}

/// Cells for people, in order, or `none`.
pub fn cells_text(g: &Bimatrix, cells: &[(usize, usize)]) -> String {
    if cells.is_empty() {
        "none".to_string()
    } else {
        cells
            .iter()
            .map(|&c| cell_name(g, c))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The index of strategy `name` (any case) among `names`.
pub fn strategy_index(names: &[String], name: &str) -> Option<usize> {
    names.iter().position(|n| n.eq_ignore_ascii_case(name))
}

/// The words of an answer: runs of letters and digits (brackets, commas and spaces separate).
pub fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// A count for a message's plural.
pub fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// Names joined with the language's "and": `r1 and r2` (`join_and`), `A, B and C` (`list_and`).
pub fn join_and(cat: &Catalogue, names: &[&str]) -> String {
    names.join(&format!(" {} ", cat.msg("exs-and")))
}

/// Names joined for a sentence in the language of `cat`: `A, B and C`.
pub fn list_and(cat: &Catalogue, names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} {} {last}", rest.join(", "), cat.msg("exs-and")),
    }
}

/// Reads cells written as pairs of strategy names (`(r1, c2) (r2, c1)`, `r1 c2, r2 c1`) or
/// `none`; the set, sorted, without repeats; what is wrong in the language of `cat`.
pub fn read_cells(
    g: &Bimatrix,
    text: &str,
    cat: &Catalogue,
) -> Result<Vec<(usize, usize)>, String> {
    let w = words(text);
    if w.is_empty() {
        return Err(cat.msg("exs-read-cells-empty"));
    }
    if w.len() == 1 && w[0] == "none" {
        return Ok(Vec::new());
    }
    if w.len() % 2 != 0 {
        return Err(cat.msg_with(
            "exs-read-cells-odd",
            &Args::new().count("n", count(w.len())),
        ));
    }
    let mut cells = Vec::new();
    for pair in w.chunks(2) {
        let name = |n: &str| Args::new().text("name", n);
        let row = strategy_index(&g.names[0], &pair[0])
            .ok_or_else(|| cat.msg_with("exs-read-not-row", &name(&pair[0])))?;
        let col = strategy_index(&g.names[1], &pair[1])
            .ok_or_else(|| cat.msg_with("exs-read-not-column", &name(&pair[1])))?;
        cells.push((row, col));
    }
    cells.sort_unstable();
    cells.dedup();
    Ok(cells)
}

/// Reads numbers separated by commas, semicolons or spaces, each a fraction (`1/3`) or a
/// decimal (`0.25`), exactly; brackets are ignored.
pub fn read_numbers(text: &str, cat: &Catalogue) -> Result<Vec<Q>, String> {
    let cleaned: String = text
        .chars()
        .map(|c| if "()[]{}".contains(c) { ' ' } else { c })
        .collect();
    let parts: Vec<&str> = cleaned
        .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .filter(|p| !p.is_empty())
        .collect();
    if parts.is_empty() {
        return Err(cat.msg("exs-read-numbers-empty"));
    }
    parts
        .iter()
        .map(|p| crate::text::read_number(p).map_err(|e| format!("'{p}': {e}")))
        .collect()
}

/// A mixed strategy for people: `(1/3, 2/3)`.
pub fn strategy_text(x: &[Q]) -> String {
    format!(
        "({})",
        x.iter().map(format_number).collect::<Vec<_>>().join(", ")
    )
}

/// Reads a probability vector of `n` entries (each in `[0, 1]`, summing to 1); `whose` (in
/// the language of `cat`) starts what is wrong.
pub fn read_strategy(text: &str, n: usize, whose: &str, cat: &Catalogue) -> Result<Vec<Q>, String> {
    let x = read_numbers(text, cat)?;
    let args = || Args::new().text("whose", whose);
    if x.len() != n {
        return Err(cat.msg_with(
            "exs-read-strategy-count",
            &args().count("given", count(x.len())).count("n", count(n)),
        ));
    }
    if x.iter()
        .any(|p| *p < Q::from_integer(0.into()) || *p > Q::from_integer(1.into()))
    {
        return Err(cat.msg_with("exs-read-strategy-range", &args()));
    }
    let total: Q = x.iter().sum();
    if total != Q::from_integer(1.into()) {
        return Err(cat.msg_with(
            "exs-read-strategy-sum",
            &args().text("total", format_number(&total)),
        ));
    }
    Ok(x)
}

/// Reads one exact number (a fraction or a decimal, with a decimal point or comma).
pub fn read_one_number(text: &str, cat: &Catalogue) -> Result<Q, String> {
    let pointed = crate::text::decimal_comma(text);
    let v = read_numbers(pointed.as_deref().unwrap_or(text), cat)?;
    match v.as_slice() {
        [q] => Ok(q.clone()),
        _ => Err(cat.msg_with(
            "exs-read-one-number",
            &Args::new().count("n", count(v.len())),
        )),
    }
}

/// An integer as an exact number.
pub fn q(v: i64) -> Q {
    Q::from_integer(v.into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::with_english;

    fn read_one_number(text: &str) -> Result<Q, String> {
        with_english(|cat| super::read_one_number(text, cat))
    }

    fn read_cells(g: &Bimatrix, text: &str) -> Result<Vec<(usize, usize)>, String> {
        with_english(|cat| super::read_cells(g, text, cat))
    }

    fn read_strategy(text: &str, n: usize, whose: &str) -> Result<Vec<Q>, String> {
        with_english(|cat| super::read_strategy(text, n, whose, cat))
    }

    fn read_numbers(text: &str) -> Result<Vec<Q>, String> {
        with_english(|cat| super::read_numbers(text, cat))
    }

    #[test]
    fn one_number_may_have_a_decimal_comma() {
        assert_eq!(
            read_one_number(" 1,5 ").unwrap(),
            read_one_number("3/2").unwrap()
        );
        assert_eq!(
            read_one_number("-0,25").unwrap(),
            read_one_number("-1/4").unwrap()
        );
        assert!(read_one_number("1, 5").is_err());
        assert!(read_one_number("1,5,5").is_err());
    }

    #[test]
    fn cells_and_numbers_are_read_or_refused_with_a_reason() {
        let g =
            Bimatrix::from_integers(&[vec![1, 2], vec![3, 4]], &[vec![1, 2], vec![3, 4]]).unwrap();
        assert_eq!(read_cells(&g, "(r2, c1) (R1,C2)"), Ok(vec![(0, 1), (1, 0)]));
        assert_eq!(read_cells(&g, " none "), Ok(vec![]));
        assert!(read_cells(&g, "(r3, c1)").unwrap_err().contains("r3"));
        assert!(read_cells(&g, "r1")
            .unwrap_err()
            .contains("row and a column"));
        assert_eq!(
            read_strategy("(1/3, 2/3)", 2, "Row"),
            Ok(vec![Q::new(1.into(), 3.into()), Q::new(2.into(), 3.into())])
        );
        assert!(read_strategy("1/3, 1/3", 2, "Row")
            .unwrap_err()
            .contains("add up to 2/3"));
        assert!(read_strategy("1/2", 2, "Row")
            .unwrap_err()
            .contains("1 probabilities"));
        assert!(read_numbers("x").is_err());
    }
}
