//! Reverse search over the lex-positive bases of one polytope, one step at a time.
//!
//! The bases form a tree whose root is the start (z = 0) and whose parent links are Bland
//! pivots with the lexicographic ratio test; the search walks it depth first from the root,
//! finding children by [`Dictionary::reverse`], so it stores no visited vertices — only the
//! dictionaries on the path from the root (one per level, reused), which also spares the pivot
//! back up that lrs makes. A vertex is reported at its lexicographically smallest basis.

use super::dictionary::{Dictionary, Labels};
use super::exact::{Int, Overflow};

/// One level of the path: a dictionary and the next column to try as a child's pivot.
#[derive(Clone, Debug)]
struct Frame<T> {
    dict: Dictionary<T>,
    next: usize,
}

/// The reverse search of one polytope in integers `T`.
#[derive(Clone, Debug)]
pub(crate) struct Search<T> {
    stack: Vec<Frame<T>>,
    spare: Vec<Dictionary<T>>,
}

impl<T: Int> Search<T> {
    /// The search from the start dictionary.
    pub fn new(start: Dictionary<T>) -> Self {
        Search {
            stack: vec![Frame {
                dict: start,
                next: 1,
            }],
            spare: Vec::new(),
        }
    }

    /// A fresh search cut below its root into the searches of the root's children's subtrees
    /// (mplrs's idea: the subtrees are independent, so threads can walk them apart): the
    /// pieces, with the vertices and bases met on the way down. `None` if a pivot outgrows
    /// the integers, or the search has begun.
    pub fn split(&self) -> Option<(Vec<Search<T>>, Vec<Labels>, u64)> {
        let [root] = &self.stack[..] else {
            return None;
        };
        if root.next != 1 {
            return None;
        }
        let mut pieces = Vec::new();
        let mut found = Vec::new();
        for c in 1..=root.dict.columns() {
            let Some(r) = root.dict.reverse(c) else {
                continue;
            };
            let mut child = root.dict.clone();
            child.pivot(r, c).ok()?;
            if child.lexmin() {
                found.push(child.labels());
            }
            pieces.push(Search::new(child));
        }
        let bases = pieces.len() as u64;
        Some((pieces, found, bases))
    }

    /// Whether the whole tree has been walked.
    pub fn finished(&self) -> bool {
        self.stack.is_empty()
    }

    /// Tries about `budget` columns as children; the labels of each vertex found go to `out`
    /// and each basis entered counts in `bases`.
    pub fn step(
        &mut self,
        budget: u64,
        out: &mut Vec<Labels>,
        bases: &mut u64,
    ) -> Result<(), Overflow> {
        let mut spent = 0u64;
        while spent < budget {
            let Some(top) = self.stack.last_mut() else {
                return Ok(());
            };
            if top.next > top.dict.columns() {
                let frame = self.stack.pop().expect("a frame");
                self.spare.push(frame.dict);
                continue;
            }
            let c = top.next;
            top.next += 1;
            spent += 1;
            let Some(r) = top.dict.reverse(c) else {
                continue;
            };
            let mut child = match self.spare.pop() {
                Some(mut d) => {
                    d.copy_from(&top.dict);
                    d
                }
                None => top.dict.clone(),
            };
            if let Err(e) = child.pivot(r, c) {
                // Try this column again after the caller has widened the integers.
                self.spare.push(child);
                self.stack.last_mut().expect("the parent").next -= 1;
                return Err(e);
            }
            *bases += 1;
            if child.lexmin() {
                out.push(child.labels());
            }
            self.stack.push(Frame {
                dict: child,
                next: 1,
            });
        }
        Ok(())
    }

    /// How much of the tree is behind: the position of the path read as a fraction in the
    /// mixed radix of the columns (monotone; exact only for a balanced tree).
    pub fn fraction(&self) -> f64 {
        let Some(first) = self.stack.first() else {
            return 1.0;
        };
        let k = first.dict.columns().max(1) as f64;
        let mut scale = 1.0;
        let mut f = 0.0;
        let top = self.stack.len() - 1;
        for (level, frame) in self.stack.iter().enumerate() {
            scale /= k;
            if scale < 1e-15 {
                break;
            }
            // Columns behind a level: all tried ones, less the one whose subtree is open.
            let open = usize::from(level < top);
            f += frame.next.saturating_sub(1 + open) as f64 * scale;
        }
        f.min(1.0)
    }

    /// The search with its path in another integer type (after an overflow the walk goes on
    /// from where it was, in big integers).
    pub fn convert<U: Int>(&self) -> Option<Search<U>> {
        Some(Search {
            stack: self
                .stack
                .iter()
                .map(|f| {
                    Some(Frame {
                        dict: f.dict.convert()?,
                        next: f.next,
                    })
                })
                .collect::<Option<_>>()?,
            spare: Vec::new(),
        })
    }
}
