//! Strategies a person writes as a small rule table, with the text formats the page and the
//! command line read and write.
//!
//! **Memory one**: `pCC,pCD,pDC,pDD;first=q`, the probabilities of cooperating after the last
//! round was (own move, opponent's move) = CC, CD, DC, DD, and of cooperating on the first
//! move (`;first=…` may be left out: 1). Numbers are decimals or fractions in [0, 1]:
//! `1,0,1,0;first=1` is Tit For Tat, `1,1/3,1,1/3` is GTFT with the payoffs 3, 0, 5, 1.
//!
//! **Lookup table**: `TABLE;first=OPENING`, a table of 4, 16 or 64 letters C/D for a memory
//! of k = 1, 2 or 3 rounds, and the first k moves (`;first=…` may be left out: all C).
//! Entry i answers the last k own moves and the last k opponent moves, oldest first, read as
//! the binary digits of i (C = 0, D = 1, own moves first): for k = 1 the order is CC, CD,
//! DC, DD as for memory one, so `CDCD;first=C` is Tit For Tat; `CCCDCCCDCCCDCCCD;first=CC`
//! (D only when the opponent's last two moves were DD) is Tit For 2 Tats.
//!
//! Errors give the line and column of the problem ([`ParseError`]); [`MemoryOne::format`]
//! and [`LookupTable::format`] write what the parsers read back.

use serde::{Deserialize, Serialize};

use super::{Classic, History};
use crate::games::ipd::game::Move;
use crate::i18n::Said;
use crate::text::{ParseError, Position};

/// The position of byte `offset` of `text`.
fn at(text: &str, offset: usize) -> Position {
    Position::end_of(&text[..offset])
}

/// A piece of a text and the byte offset where it starts.
type Piece<'a> = (usize, &'a str);

/// `text`'s first piece before any `;`, and the value of its `first=…` option if given (the
/// only option), each with its byte offset.
fn split_options(text: &str) -> Result<(Piece<'_>, Option<Piece<'_>>), ParseError> {
    let mut pieces = Vec::new();
    let mut start = 0;
    for (i, ch) in text.char_indices() {
        if ch == ';' {
            pieces.push((start, &text[start..i]));
            start = i + 1;
        }
    }
    pieces.push((start, &text[start..]));
    let main = pieces[0];
    let mut first = None;
    for &(offset, piece) in &pieces[1..] {
        let lead = piece.len() - piece.trim_start().len();
        let Some((key, value)) = piece.split_once('=') else {
            return Err(at(text, offset + lead)
                .error_said(Said::new("evolution-core-ipd-rule-expected-first")));
        };
        if key.trim() != "first" {
            return Err(at(text, offset + lead).error_said(
                Said::new("evolution-core-ipd-rule-unknown-option")
                    .text("option", format!("{:?}", key.trim())),
            ));
        }
        if first.is_some() {
            return Err(at(text, offset + lead)
                .error_said(Said::new("evolution-core-ipd-rule-first-twice")));
        }
        first = Some((offset + key.len() + 1, value));
    }
    Ok((main, first))
}

/// A probability read at `offset` of `text`.
fn probability(text: &str, offset: usize, piece: &str) -> Result<f64, ParseError> {
    let lead = piece.len() - piece.trim_start().len();
    let pos = at(text, offset + lead);
    if piece.trim().is_empty() {
        return Err(pos.error_said(Said::new("evolution-core-ipd-rule-expected-probability")));
    }
    let v = crate::text::read_real(piece).map_err(|e| pos.error_said(e.said()))?;
    if !(0.0..=1.0).contains(&v) {
        return Err(pos.error_said(
            Said::new("evolution-core-ipd-rule-not-a-probability").text("text", piece.trim()),
        ));
    }
    Ok(v)
}

/// A number for the text formats: the shortest text that reads back as the same double.
fn number(v: f64) -> String {
    format!("{v}")
}

/// A memory-one strategy: the probability of cooperating after each last round, and on the
/// first move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MemoryOne {
    /// P(C) after the last round was CC, CD, DC, DD (own move first).
    pub p: [f64; 4],
    /// P(C) on the first move.
    pub first: f64,
    /// The name a person gave the rule (`None`: it is named by its table).
    #[serde(default)]
    pub label: Option<String>,
}

impl MemoryOne {
    /// A checked memory-one strategy: every probability in [0, 1].
    pub fn new(p: [f64; 4], first: f64) -> Result<MemoryOne, String> {
        if p.iter().chain([&first]).all(|x| (0.0..=1.0).contains(x)) {
            Ok(MemoryOne {
                p,
                first,
                label: None,
            })
        } else {
            Err("memory one: every probability must be in [0, 1]".to_string())
        }
    }

    /// Reads `pCC,pCD,pDC,pDD;first=q` (see the module's documentation).
    pub fn parse(text: &str) -> Result<MemoryOne, ParseError> {
        let ((offset, main), first) = split_options(text)?;
        let mut p = [0.0; 4];
        let mut start = offset;
        let parts: Vec<&str> = main.split(',').collect();
        if parts.len() != 4 {
            return Err(at(text, offset + main.len()).error_said(
                Said::new("evolution-core-ipd-rule-four-probabilities")
                    .count("n", parts.len() as i64),
            ));
        }
        for (i, part) in parts.iter().enumerate() {
            p[i] = probability(text, start, part)?;
            start += part.len() + 1;
        }
        let first = match first {
            Some((offset, value)) => probability(text, offset, value)?,
            None => 1.0,
        };
        Ok(MemoryOne {
            p,
            first,
            label: None,
        })
    }

    /// The text [`MemoryOne::parse`] reads back.
    pub fn format(&self) -> String {
        let p: Vec<String> = self.p.iter().map(|&x| number(x)).collect();
        format!("{};first={}", p.join(","), number(self.first))
    }

    /// Whether no probability is strictly between 0 and 1.
    pub fn is_deterministic(&self) -> bool {
        self.p
            .iter()
            .chain([&self.first])
            .all(|&x| x == 0.0 || x == 1.0)
    }

    /// The classic that plays exactly the same way (GTFT: with the payoffs 3, 0, 5, 1).
    pub fn equivalent_classic(&self) -> Option<Classic> {
        const THIRD: f64 = 1.0 / 3.0;
        let table: [([f64; 4], f64, Classic); 10] = [
            ([1.0, 1.0, 1.0, 1.0], 1.0, Classic::Cooperator),
            ([0.0, 0.0, 0.0, 0.0], 0.0, Classic::Defector),
            ([1.0, 0.0, 1.0, 0.0], 1.0, Classic::TitForTat),
            ([1.0, 0.0, 1.0, 0.0], 0.0, Classic::SuspiciousTitForTat),
            ([0.0, 1.0, 0.0, 1.0], 0.0, Classic::Bully),
            ([1.0, 0.0, 0.0, 1.0], 1.0, Classic::WinStayLoseShift),
            ([0.0, 0.0, 1.0, 1.0], 1.0, Classic::Alternator),
            ([0.9, 0.0, 0.9, 0.0], 1.0, Classic::FirstByJoss),
            ([1.0, THIRD, 1.0, THIRD], 1.0, Classic::Gtft),
            ([0.5, 0.5, 0.5, 0.5], 0.5, Classic::Random),
        ];
        let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
        table
            .iter()
            .find(|(p, first, _)| {
                close(*first, self.first) && p.iter().zip(&self.p).all(|(a, b)| close(*a, *b))
            })
            .map(|t| t.2)
    }

    /// One sentence for the page.
    pub fn description(&self) -> String {
        let p: Vec<String> = self.p.iter().map(|&x| number(x)).collect();
        let same = self
            .equivalent_classic()
            .map(|c| format!(" (plays as {})", c.name()))
            .unwrap_or_default();
        format!(
            "Cooperates with probability {} on the first move, then {}, {}, {}, {} after CC, \
             CD, DC, DD{same}.",
            number(self.first),
            p[0],
            p[1],
            p[2],
            p[3]
        )
    }
}

/// The most rounds a lookup table remembers.
pub const MAX_LOOKUP_DEPTH: u8 = 3;

/// A deterministic lookup table over the last `depth` own and opponent moves.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LookupTable {
    /// Rounds remembered, 1–[`MAX_LOOKUP_DEPTH`].
    pub depth: u8,
    /// 4^depth moves, indexed as the module's documentation says.
    pub table: Vec<Move>,
    /// The first `depth` moves.
    pub opening: Vec<Move>,
    /// The name a person gave the rule (`None`: it is named by its table).
    #[serde(default)]
    pub label: Option<String>,
}

/// The letters of `piece` as moves, or the position of the first that is not C or D.
fn letters(text: &str, offset: usize, piece: &str) -> Result<Vec<Move>, ParseError> {
    let lead = piece.len() - piece.trim_start().len();
    let trimmed = piece.trim();
    let mut moves = Vec::with_capacity(trimmed.len());
    for (i, ch) in trimmed.char_indices() {
        moves.push(Move::from_letter(ch).ok_or_else(|| {
            at(text, offset + lead + i).error_said(
                Said::new("evolution-core-ipd-rule-not-a-move").text("char", format!("{ch:?}")),
            )
        })?);
    }
    Ok(moves)
}

impl LookupTable {
    /// A checked table: depth 1–3, 4^depth entries and `depth` opening moves.
    pub fn new(depth: u8, table: Vec<Move>, opening: Vec<Move>) -> Result<LookupTable, String> {
        if !(1..=MAX_LOOKUP_DEPTH).contains(&depth) {
            return Err(format!("lookup: the depth must be 1–{MAX_LOOKUP_DEPTH}"));
        }
        if table.len() != 1 << (2 * depth) || opening.len() != depth as usize {
            return Err(format!(
                "lookup: depth {depth} needs {} entries and {depth} opening moves",
                1 << (2 * depth)
            ));
        }
        Ok(LookupTable {
            depth,
            table,
            opening,
            label: None,
        })
    }

    /// Reads `TABLE;first=OPENING` (see the module's documentation).
    pub fn parse(text: &str) -> Result<LookupTable, ParseError> {
        let ((offset, main), first) = split_options(text)?;
        let table = letters(text, offset, main)?;
        let depth = match table.len() {
            4 => 1,
            16 => 2,
            64 => 3,
            n => {
                return Err(at(text, offset).error_said(
                    Said::new("evolution-core-ipd-rule-table-size").count("n", n as i64),
                ))
            }
        };
        let opening = match first {
            Some((offset, value)) => {
                let opening = letters(text, offset, value)?;
                if opening.len() != depth {
                    return Err(at(text, offset).error_said(
                        Said::new("evolution-core-ipd-rule-first-moves")
                            .count("n", table.len() as i64)
                            .count("depth", depth as i64)
                            .count("found", opening.len() as i64),
                    ));
                }
                opening
            }
            None => vec![Move::C; depth],
        };
        Ok(LookupTable {
            depth: depth as u8,
            table,
            opening,
            label: None,
        })
    }

    /// The text [`LookupTable::parse`] reads back.
    pub fn format(&self) -> String {
        let table: String = self.table.iter().map(|m| m.letter()).collect();
        let opening: String = self.opening.iter().map(|m| m.letter()).collect();
        format!("{table};first={opening}")
    }

    /// The table's move after these histories.
    #[inline]
    pub fn decide(&self, me: &History, opp: &History) -> Move {
        let k = self.depth as usize;
        if me.len() < k {
            return self.opening[me.len()];
        }
        let index = me
            .tail(k)
            .iter()
            .chain(opp.tail(k))
            .fold(0usize, |i, &m| 2 * i + m as usize);
        self.table[index]
    }

    /// The classic that plays exactly the same way, if any.
    pub fn equivalent_classic(&self) -> Option<Classic> {
        let text = self.format();
        let tf2t: String = (0..16)
            .map(|i| if i & 3 == 3 { 'D' } else { 'C' })
            .chain(";first=CC".chars())
            .collect();
        [
            ("CCCC;first=C", Classic::Cooperator),
            ("DDDD;first=D", Classic::Defector),
            ("CDCD;first=C", Classic::TitForTat),
            ("CDCD;first=D", Classic::SuspiciousTitForTat),
            ("DCDC;first=D", Classic::Bully),
            ("CDDC;first=C", Classic::WinStayLoseShift),
            ("DDCC;first=C", Classic::Alternator),
            (tf2t.as_str(), Classic::TitFor2Tats),
        ]
        .iter()
        .find(|(t, _)| *t == text)
        .map(|t| t.1)
    }

    /// One sentence for the page.
    pub fn description(&self) -> String {
        let opening: String = self.opening.iter().map(|m| m.letter()).collect();
        let same = self
            .equivalent_classic()
            .map(|c| format!(" (plays as {})", c.name()))
            .unwrap_or_default();
        format!(
            "Opens {opening}, then plays by a table over its own and its opponent's last {} \
             moves{same}.",
            self.depth
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_that_does_not_read_says_why_in_english_and_in_polish() {
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let cases: [(Result<(), ParseError>, &str); 10] = [
            (
                MemoryOne::parse("1,0,1,0;x").map(drop),
                "expected first=… after ';'",
            ),
            (
                MemoryOne::parse("1,0,1,0;last=1").map(drop),
                "unknown option \"last\" (the only option is first=…)",
            ),
            (
                MemoryOne::parse("1,0,1,0;first=1;first=1").map(drop),
                "first=… is given twice",
            ),
            (
                MemoryOne::parse("1,,1,0").map(drop),
                "expected a probability",
            ),
            (
                MemoryOne::parse("1,2,1,0").map(drop),
                "2 is not a probability in [0, 1]",
            ),
            (
                MemoryOne::parse("1,0,1").map(drop),
                "expected four probabilities (after CC, CD, DC, DD) separated by commas, got 3",
            ),
            (
                MemoryOne::parse("1,x,1,0").map(drop),
                "\"x\" is not a number (an integer, decimal or fraction)",
            ),
            (
                LookupTable::parse("CDXD").map(drop),
                "'X' is not a move (C or D)",
            ),
            (
                LookupTable::parse("CDC").map(drop),
                "a table has 4, 16 or 64 moves (memory of 1, 2 or 3 rounds), not 3",
            ),
            (
                LookupTable::parse("CDCD;first=CC").map(drop),
                "a table of 4 moves needs 1 first moves, not 2",
            ),
        ];
        for (read, english) in cases {
            let e = read.expect_err(english);
            assert_eq!(e.reason, english);
            assert_eq!(
                crate::i18n::with_english(|w| e.describe_in(w)),
                e.to_string()
            );
            let polish = e.describe_in(&pl);
            assert!(polish != e.to_string() && !polish.contains('⟨'), "{polish}");
        }
    }
}
