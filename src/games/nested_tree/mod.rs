//! A game tree written by hand as a nested list of leaf values, e.g. the seed's example
//! `[[[4,6],[7,9]],[[1,2],[0,1]],[[9]]]`.
//!
//! A list is an inner node, a number a leaf (its value for the maximiser). The root is a MAX
//! node and levels alternate (MAX, MIN, MAX, …), so the tree is a [`State`] like any game and
//! the same minimax, alpha-beta and proof-number code that plays tic-tac-toe steps through it.
//!
//! ## References
//! - The seed thesis, Example 4.1.6 (alpha-beta walkthrough, root value 9).

use std::fmt;
use std::sync::Arc;

use crate::game::{
    ByPlayer, Deterministic, PerfectInformation, Player, PositionKey, Score, State, Turn,
    ZeroSumEvaluator, ZeroSumTwoPlayer,
};

/// The seed's example tree (Fig. 4.14): root value 9; alpha-beta evaluates 4, 6, 7, 1, 2, 9.
pub const SEED_EXAMPLE: &str = "[[[4,6],[7,9]],[[1,2],[0,1]],[[9]]]";

/// Limits that keep a hand-written tree drawable and the page responsive.
pub const MAX_NODES: usize = 10_000;
/// Deepest nesting accepted.
pub const MAX_DEPTH: usize = 40;
/// The largest leaf magnitude: every searcher represents values strictly inside alpha-beta's
/// open window ends (±1 000 000 000), so a leaf beyond this would be clamped, not searched.
pub const MAX_LEAF: Score = 999_999_999;

/// A malformed tree description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NestedTreeError {
    /// 1-based column of the problem.
    pub column: usize,
    /// What is wrong there.
    pub reason: String,
}

impl fmt::Display for NestedTreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.reason)
    }
}

impl std::error::Error for NestedTreeError {}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Node {
    leaf: Option<Score>,
    children: Vec<u32>,
    depth: u32,
}

/// A parsed tree (shared, immutable).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NestedTree {
    nodes: Vec<Node>,
}

impl NestedTree {
    /// Parses a nested list of integers.
    pub fn parse(text: &str) -> Result<Arc<NestedTree>, NestedTreeError> {
        let chars: Vec<char> = text.chars().collect();
        let mut parser = Parser {
            chars: &chars,
            pos: 0,
            nodes: Vec::new(),
        };
        parser.skip_space();
        parser.node(0)?;
        parser.skip_space();
        if parser.pos < chars.len() {
            return Err(parser.error("unexpected text after the tree"));
        }
        Ok(Arc::new(NestedTree {
            nodes: parser.nodes,
        }))
    }

    /// The number of nodes (inner and leaves).
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Never true: a tree has at least its root.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The position at the root.
    pub fn root(self: &Arc<Self>) -> TreePosition {
        TreePosition {
            tree: Arc::clone(self),
            node: 0,
        }
    }

    fn write(&self, node: usize, out: &mut String) {
        let n = &self.nodes[node];
        if let Some(v) = n.leaf {
            out.push_str(&v.to_string());
        } else {
            out.push('[');
            for (i, &c) in n.children.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                self.write(c as usize, out);
            }
            out.push(']');
        }
    }
}

impl fmt::Display for NestedTree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        self.write(0, &mut s);
        f.write_str(&s)
    }
}

struct Parser<'a> {
    chars: &'a [char],
    pos: usize,
    nodes: Vec<Node>,
}

impl Parser<'_> {
    fn error(&self, reason: &str) -> NestedTreeError {
        NestedTreeError {
            column: self.pos + 1,
            reason: reason.to_string(),
        }
    }

    fn skip_space(&mut self) {
        while self.pos < self.chars.len() && self.chars[self.pos].is_whitespace() {
            self.pos += 1;
        }
    }

    fn node(&mut self, depth: u32) -> Result<u32, NestedTreeError> {
        if self.nodes.len() >= MAX_NODES {
            return Err(self.error(&format!("the tree has more than {MAX_NODES} nodes")));
        }
        if depth as usize > MAX_DEPTH {
            return Err(self.error(&format!("the tree is deeper than {MAX_DEPTH} levels")));
        }
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            leaf: None,
            children: Vec::new(),
            depth,
        });
        match self.chars.get(self.pos) {
            None => Err(self.error("the tree ends too early: expected a number or '['")),
            Some('[') => {
                self.pos += 1;
                let mut children = Vec::new();
                loop {
                    self.skip_space();
                    if self.chars.get(self.pos) == Some(&']') {
                        if children.is_empty() {
                            return Err(self.error(
                                "an empty list: every inner node needs at least one child",
                            ));
                        }
                        self.pos += 1;
                        break;
                    }
                    if !children.is_empty() {
                        if self.chars.get(self.pos) != Some(&',') {
                            return Err(self.error("expected ',' or ']'"));
                        }
                        self.pos += 1;
                        self.skip_space();
                    }
                    children.push(self.node(depth + 1)?);
                    self.skip_space();
                }
                self.nodes[id as usize].children = children;
                Ok(id)
            }
            Some(c) if *c == '-' || c.is_ascii_digit() => {
                let start = self.pos;
                self.pos += 1;
                while self.pos < self.chars.len() && self.chars[self.pos].is_ascii_digit() {
                    self.pos += 1;
                }
                // A decimal point or an exponent is a fractional value, which this search
                // (integer scores, as the alpha-beta lesson uses) cannot hold: say so, rather
                // than "expected ',' or ']'" at the point.
                if matches!(self.chars.get(self.pos), Some('.' | 'e' | 'E' | '/'))
                    && self
                        .chars
                        .get(self.pos + 1)
                        .is_some_and(|c| c.is_ascii_digit())
                {
                    let mut end = self.pos + 1;
                    while end < self.chars.len()
                        && (self.chars[end].is_ascii_alphanumeric() || self.chars[end] == '.')
                    {
                        end += 1;
                    }
                    let text: String = self.chars[start..end].iter().collect();
                    return Err(NestedTreeError {
                        column: start + 1,
                        reason: format!(
                            "{text} is not a whole number: leaf values here are integers from \
                             -{MAX_LEAF} to {MAX_LEAF} (scale fractions up, e.g. 2.5 → 25 and \
                             the others ×10; the best move is the same)"
                        ),
                    });
                }
                let text: String = self.chars[start..self.pos].iter().collect();
                let value: Score = text
                    .parse()
                    .ok()
                    .filter(|v: &Score| v.unsigned_abs() <= MAX_LEAF as u32)
                    .ok_or_else(|| NestedTreeError {
                        column: start + 1,
                        reason: format!(
                            "{text:?} is not an integer leaf value from -{MAX_LEAF} to {MAX_LEAF}"
                        ),
                    })?;
                self.nodes[id as usize].leaf = Some(value);
                Ok(id)
            }
            Some(c) => Err(self.error(&format!("unexpected {c:?}: expected a number or '['"))),
        }
    }
}

/// A child index: the action of a hand-written tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Branch(pub u32);

impl fmt::Display for Branch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0 + 1)
    }
}

/// A node of a [`NestedTree`] seen as a game position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreePosition {
    tree: Arc<NestedTree>,
    node: u32,
}

impl TreePosition {
    /// The node's index in the tree (pre-order).
    pub fn node(&self) -> usize {
        self.node as usize
    }

    /// The leaf value, if this node is a leaf.
    pub fn leaf_value(&self) -> Option<Score> {
        self.tree.nodes[self.node as usize].leaf
    }

    /// Depth below the root (the root is 0, a MAX node).
    pub fn depth(&self) -> u32 {
        self.tree.nodes[self.node as usize].depth
    }
}

impl State for TreePosition {
    type Action = Branch;

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        let n = &self.tree.nodes[self.node as usize];
        if n.leaf.is_some() {
            Turn::Terminal
        } else {
            Turn::Player(Player((n.depth % 2) as u8))
        }
    }

    fn legal_actions(&self, out: &mut Vec<Branch>) {
        out.clear();
        let n = self.tree.nodes[self.node as usize].children.len() as u32;
        out.extend((0..n).map(Branch));
    }

    fn apply(&mut self, action: Branch) {
        self.node = self.tree.nodes[self.node as usize].children[action.0 as usize];
    }

    fn returns(&self) -> ByPlayer<f64> {
        let v = f64::from(self.leaf_value().unwrap_or(0));
        ByPlayer(vec![v, -v])
    }
}

impl PerfectInformation for TreePosition {}
impl Deterministic for TreePosition {}
impl ZeroSumTwoPlayer for TreePosition {}

impl PositionKey for TreePosition {
    fn position_key(&self) -> u64 {
        u64::from(self.node)
    }
}

/// Evaluates a leaf by its written value.
#[derive(Clone, Copy, Debug, Default)]
pub struct LeafValue;

impl ZeroSumEvaluator<TreePosition> for LeafValue {
    fn score(&self, state: &TreePosition) -> Score {
        state.leaf_value().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaves_are_read_within_their_range_at_both_ends() {
        for bad in ["[-2147483648, 5]", "[2147483647, 5]", "[-1000000000, 5]"] {
            let e = NestedTree::parse(bad).unwrap_err();
            assert_eq!(e.column, 2, "{bad}: {e}");
        }
        assert!(NestedTree::parse("[-999999999, 999999999]").is_ok());
    }

    #[test]
    fn a_fraction_is_named_as_such() {
        for (text, column, bad) in [
            ("[1, 2.5]", 5, "2.5"),
            ("[[3.25, 1], 2]", 3, "3.25"),
            ("[1, 3/4]", 5, "3/4"),
            ("[2e3, 1]", 2, "2e3"),
        ] {
            let e = NestedTree::parse(text).unwrap_err();
            assert_eq!(e.column, column, "{text}: {e}");
            assert!(
                e.reason
                    .starts_with(&format!("{bad} is not a whole number")),
                "{text}: {e}"
            );
        }
        // A comma after a number is still a separator.
        assert!(NestedTree::parse("[1,2]").is_ok());
    }

    #[test]
    fn parses_and_prints_the_seed_example() {
        let tree = NestedTree::parse(" [[[4, 6],[7,9]], [[1,2],[0,1]],[[9]]] ").unwrap();
        assert_eq!(tree.to_string(), SEED_EXAMPLE);
        assert_eq!(tree.len(), 18);
        let root = tree.root();
        assert_eq!(root.turn(), Turn::Player(Player(0)));
    }

    #[test]
    fn reports_errors_with_columns() {
        assert_eq!(NestedTree::parse("[1,]").unwrap_err().column, 4);
        assert_eq!(NestedTree::parse("[]").unwrap_err().column, 2);
        assert_eq!(NestedTree::parse("[1 2]").unwrap_err().column, 4);
        assert_eq!(NestedTree::parse("[1,[2]").unwrap_err().column, 7);
        assert_eq!(NestedTree::parse("[1] x").unwrap_err().column, 5);
        assert!(NestedTree::parse("[a]")
            .unwrap_err()
            .reason
            .contains("unexpected 'a'"));
        assert!(NestedTree::parse("[-]")
            .unwrap_err()
            .reason
            .contains("not an integer"));
        assert_eq!(
            NestedTree::parse("-3").unwrap().root().leaf_value(),
            Some(-3)
        );
        // Values every searcher can represent, and nothing beyond (alpha-beta would clamp a
        // leaf of 2 000 000 000 to its window's end and answer 1 000 000 001).
        let e = NestedTree::parse("[[2000000000]]").unwrap_err();
        assert_eq!(e.column, 3);
        assert!(e.reason.contains("999999999"), "{}", e.reason);
        assert!(NestedTree::parse("[-1000000000]").is_err());
        assert!(NestedTree::parse("[99999999999999]").is_err());
        let edge = NestedTree::parse("[[999999999],[-999999999]]").unwrap();
        let value = crate::search::alphabeta::alphabeta(
            &edge.root(),
            &LeafValue,
            crate::search::alphabeta::Options::ALPHA_BETA,
        )
        .value;
        assert_eq!(value, MAX_LEAF);
    }
}
