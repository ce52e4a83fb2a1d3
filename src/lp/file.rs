//! A documented text format for linear programs — a subset of the CPLEX LP format — so the
//! built-in simplex can be run on the same file as other solvers.
//!
//! ```text
//! \ a comment runs to the end of the line
//! Maximize
//!  obj: 3 x + 2 y - z + 0 w
//! Subject To
//!  c1: x + y <= 4
//!  c2: x + 3 y
//!      >= 2            \ an expression may continue on the next lines
//!  x - y = 1           \ constraint names are optional
//! Bounds
//!  0 <= x <= 4
//!  y >= -1
//!  -1 <= z <= 1
//!  w free               \ a free variable
//! End
//! ```
//!
//! Sections: `Maximize`/`Minimize` (also `max`, `min`, `maximise`, `minimise`, any case), then
//! `Subject To` (or `st`, `s.t.`), optional `Bounds`, then `End`. Operators `<=`, `>=`, `=`
//! (`<`, `>`, `=<`, `=>` accepted as synonyms). Variables default to `0 <= x < +inf`; `inf` /
//! `infinity` with a sign give infinite bounds; `free` makes a variable free. Names start with a
//! letter or `_` and continue with letters, digits, `_`, `.`. Constants on the left of a
//! constraint are not supported (move them to the right). Every error names its line and column.
//!
//! ## References
//! - The CPLEX LP file format (IBM documentation), of which this is a subset.

use std::collections::HashMap;

use crate::lp::{ComparisonOp, Direction, Problem, Variable};

pub use crate::text::ParseError;

/// A parsed program with its variable and constraint names.
#[derive(Clone, Debug)]
pub struct LpFile {
    /// The problem, ready to solve.
    pub problem: Problem,
    /// Variable names in order of first appearance.
    pub variables: Vec<(String, Variable)>,
    /// Constraint names (generated `c1`, `c2`, … when absent).
    pub constraints: Vec<String>,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Word(String),
    Num(f64),
    Plus,
    Minus,
    Colon,
    Op(ComparisonOp),
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    line: usize,
    column: usize,
}

fn tokenize(text: &str) -> Result<Vec<Token>, ParseError> {
    let mut out = Vec::new();
    for (l, raw) in text.lines().enumerate() {
        let line = l + 1;
        let content = raw.split('\\').next().unwrap_or("");
        let chars: Vec<char> = content.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            let column = i + 1;
            let push = |tok: Tok, out: &mut Vec<Token>| out.push(Token { tok, line, column });
            if c.is_whitespace() {
                i += 1;
            } else if c == '+' {
                push(Tok::Plus, &mut out);
                i += 1;
            } else if c == '-' {
                push(Tok::Minus, &mut out);
                i += 1;
            } else if c == ':' {
                push(Tok::Colon, &mut out);
                i += 1;
            } else if c == '<' || c == '>' || c == '=' {
                let next = chars.get(i + 1).copied();
                let (op, len) = match (c, next) {
                    ('<', Some('=')) | ('=', Some('<')) => (ComparisonOp::Le, 2),
                    ('>', Some('=')) | ('=', Some('>')) => (ComparisonOp::Ge, 2),
                    ('<', _) => (ComparisonOp::Le, 1),
                    ('>', _) => (ComparisonOp::Ge, 1),
                    _ => (ComparisonOp::Eq, 1),
                };
                push(Tok::Op(op), &mut out);
                i += len;
            } else if c.is_ascii_digit() || c == '.' {
                let start = i;
                while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == '.') {
                    i += 1;
                }
                if i < chars.len() && (chars[i] == 'e' || chars[i] == 'E') {
                    let save = i;
                    i += 1;
                    if i < chars.len() && (chars[i] == '+' || chars[i] == '-') {
                        i += 1;
                    }
                    if i < chars.len() && chars[i].is_ascii_digit() {
                        while i < chars.len() && chars[i].is_ascii_digit() {
                            i += 1;
                        }
                    } else {
                        i = save;
                    }
                }
                let s: String = chars[start..i].iter().collect();
                let v = crate::text::read_real(&s).map_err(|reason| ParseError {
                    line,
                    column,
                    said: None,
                    reason: reason.into(),
                })?;
                push(Tok::Num(v), &mut out);
            } else if c.is_alphabetic() || c == '_' {
                let start = i;
                while i < chars.len()
                    && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == '.')
                {
                    i += 1;
                }
                push(Tok::Word(chars[start..i].iter().collect()), &mut out);
            } else {
                return Err(ParseError {
                    line,
                    column,
                    said: None,
                    reason: format!("unexpected character {c:?}"),
                });
            }
        }
    }
    Ok(out)
}

/// A constraint as read: name, terms (variable index, coefficient), operator, right-hand side.
type ParsedRow = (String, Vec<(usize, f64)>, ComparisonOp, f64);

#[derive(Clone, Copy, PartialEq)]
enum Section {
    Objective,
    Constraints,
    Bounds,
}

struct Parser {
    toks: Vec<Token>,
    at: usize,
    names: HashMap<String, usize>,
    order: Vec<String>,
}

fn keyword(t: &Tok) -> Option<&'static str> {
    let Tok::Word(w) = t else { return None };
    match w.to_ascii_lowercase().as_str() {
        "maximize" | "maximise" | "max" | "maximum" => Some("max"),
        "minimize" | "minimise" | "min" | "minimum" => Some("min"),
        "st" | "s.t." | "subject" | "such" => Some("st"),
        "bounds" | "bound" => Some("bounds"),
        "end" => Some("end"),
        "free" => Some("free"),
        "inf" | "infinity" => Some("inf"),
        _ => None,
    }
}

impl Parser {
    fn peek(&self) -> Option<&Token> {
        self.toks.get(self.at)
    }

    fn error_here(&self, reason: impl Into<String>) -> ParseError {
        match self.peek().or(self.toks.last()) {
            Some(t) => ParseError {
                line: t.line,
                column: t.column,
                said: None,
                reason: reason.into(),
            },
            None => ParseError {
                line: 1,
                column: 1,
                said: None,
                reason: reason.into(),
            },
        }
    }

    fn var(&mut self, name: &str) -> usize {
        if let Some(&i) = self.names.get(name) {
            return i;
        }
        let i = self.order.len();
        self.names.insert(name.to_string(), i);
        self.order.push(name.to_string());
        i
    }

    /// A variable's bounds after a bound was read: a lower bound of +inf or an upper bound of
    /// −inf leaves the variable no value (the error points at the number just read).
    fn check_bound(&self, v: usize, (lo, hi): (f64, f64)) -> Result<(), ParseError> {
        let name = &self.order[v];
        let reason = if lo == f64::INFINITY {
            format!("the lower bound of {name} is +inf: no value is that large")
        } else if hi == f64::NEG_INFINITY {
            format!("the upper bound of {name} is -inf: no value is that small")
        } else {
            return Ok(());
        };
        let t = &self.toks[self.at.saturating_sub(1)];
        Err(ParseError {
            line: t.line,
            column: t.column,
            said: None,
            reason,
        })
    }

    /// At a section keyword (which ends an expression)?
    fn at_section(&self) -> bool {
        matches!(
            self.peek().and_then(|t| keyword(&t.tok)),
            Some("max" | "min" | "st" | "bounds" | "end")
        )
    }

    /// An optional `name:` label.
    fn label(&mut self) -> Option<String> {
        if let (
            Some(Token {
                tok: Tok::Word(w), ..
            }),
            Some(Token {
                tok: Tok::Colon, ..
            }),
        ) = (self.toks.get(self.at), self.toks.get(self.at + 1))
        {
            let w = w.clone();
            self.at += 2;
            return Some(w);
        }
        None
    }

    /// A linear expression: terms `[+|-] [number] name`, until an operator or a section.
    fn expression(&mut self, stop_at_label: bool) -> Result<Vec<(usize, f64)>, ParseError> {
        let start = self.at;
        let terms = self.terms(stop_at_label)?;
        // A variable written twice has the sum of its coefficients, which must be a double.
        let mut sums: HashMap<usize, f64> = HashMap::new();
        for &(v, c) in &terms {
            let sum = sums.entry(v).or_insert(0.0);
            *sum += c;
            if !sum.is_finite() {
                let at = &self.toks[start.min(self.toks.len() - 1)];
                return Err(ParseError {
                    line: at.line,
                    column: at.column,
                    said: None,
                    reason: format!(
                        "the coefficients of {} add up beyond the range of doubles (±1.8e308)",
                        self.order[v]
                    ),
                });
            }
        }
        Ok(terms)
    }

    /// The terms of an expression as written (see [`Parser::expression`]).
    fn terms(&mut self, stop_at_label: bool) -> Result<Vec<(usize, f64)>, ParseError> {
        let mut terms: Vec<(usize, f64)> = Vec::new();
        loop {
            if self.at_section() || matches!(self.peek().map(|t| &t.tok), None | Some(Tok::Op(_))) {
                break;
            }
            if stop_at_label
                && !terms.is_empty()
                && matches!(self.toks.get(self.at + 1).map(|t| &t.tok), Some(Tok::Colon))
            {
                break;
            }
            let mut sign = 1.0;
            let mut seen_sign = false;
            while let Some(t) = self.peek() {
                match t.tok {
                    Tok::Plus => {
                        seen_sign = true;
                        self.at += 1;
                    }
                    Tok::Minus => {
                        seen_sign = true;
                        sign = -sign;
                        self.at += 1;
                    }
                    _ => break,
                }
            }
            if !terms.is_empty() && !seen_sign {
                return Err(self.error_here("expected + or - between terms"));
            }
            let mut coef = 1.0;
            if let Some(Token {
                tok: Tok::Num(v), ..
            }) = self.peek()
            {
                coef = *v;
                self.at += 1;
            }
            match self.peek().cloned() {
                Some(Token {
                    tok: Tok::Word(w), ..
                }) if keyword(&Tok::Word(w.clone())).is_none() || !self.at_section() => {
                    self.at += 1;
                    let v = self.var(&w);
                    terms.push((v, sign * coef));
                }
                _ => return Err(self.error_here("expected a variable name")),
            }
        }
        Ok(terms)
    }

    fn number(&mut self) -> Result<f64, ParseError> {
        let mut sign = 1.0;
        while let Some(t) = self.peek() {
            match t.tok {
                Tok::Plus => self.at += 1,
                Tok::Minus => {
                    sign = -sign;
                    self.at += 1;
                }
                _ => break,
            }
        }
        match self.peek().cloned() {
            Some(Token {
                tok: Tok::Num(v), ..
            }) => {
                self.at += 1;
                Ok(sign * v)
            }
            Some(Token { tok, .. }) if keyword(&tok) == Some("inf") => {
                self.at += 1;
                Ok(sign * f64::INFINITY)
            }
            _ => Err(self.error_here("expected a number")),
        }
    }
}

/// Parses an LP file.
pub fn parse(text: &str) -> Result<LpFile, ParseError> {
    let toks = tokenize(text)?;
    let mut p = Parser {
        toks,
        at: 0,
        names: HashMap::new(),
        order: Vec::new(),
    };
    let direction = match p.peek().and_then(|t| keyword(&t.tok)) {
        Some("max") => Direction::Maximize,
        Some("min") => Direction::Minimize,
        _ => return Err(p.error_here("a program starts with Maximize or Minimize")),
    };
    p.at += 1;
    let mut section = Section::Objective;
    p.label();
    let objective = p.expression(false)?;
    let mut rows: Vec<ParsedRow> = Vec::new();
    let mut bounds: HashMap<usize, (f64, f64)> = HashMap::new();
    let mut ended = false;
    while let Some(t) = p.peek().cloned() {
        match keyword(&t.tok) {
            Some("st") => {
                p.at += 1;
                if let Some(Token {
                    tok: Tok::Word(w), ..
                }) = p.peek()
                {
                    if w.eq_ignore_ascii_case("to") {
                        p.at += 1;
                    }
                }
                section = Section::Constraints;
                continue;
            }
            Some("bounds") => {
                p.at += 1;
                section = Section::Bounds;
                continue;
            }
            Some("end") => {
                p.at += 1;
                ended = true;
                break;
            }
            Some("max" | "min") => return Err(p.error_here("a second objective section")),
            _ => {}
        }
        match section {
            Section::Objective => {
                return Err(p.error_here("expected Subject To after the objective"))
            }
            Section::Constraints => {
                let name = p.label().unwrap_or_else(|| format!("c{}", rows.len() + 1));
                let expr = p.expression(true)?;
                if expr.is_empty() {
                    return Err(p.error_here("expected a constraint"));
                }
                let op = match p.peek() {
                    Some(Token {
                        tok: Tok::Op(op), ..
                    }) => *op,
                    _ => return Err(p.error_here("expected <=, >= or = after the expression")),
                };
                p.at += 1;
                let rhs = p.number()?;
                if !rhs.is_finite() {
                    return Err(p.error_here("the right-hand side must be finite"));
                }
                rows.push((name, expr, op, rhs));
            }
            Section::Bounds => {
                // Forms: `x free`, `x op n`, `n op x`, `n op x op n`.
                let start = p.at;
                if let Some(Token {
                    tok: Tok::Word(w), ..
                }) = p.peek().cloned()
                {
                    if keyword(&Tok::Word(w.clone())).is_none() {
                        p.at += 1;
                        let v = p.var(&w);
                        let b = bounds.entry(v).or_insert((0.0, f64::INFINITY));
                        match p.peek().cloned() {
                            Some(Token { tok, .. }) if keyword(&tok) == Some("free") => {
                                p.at += 1;
                                *b = (f64::NEG_INFINITY, f64::INFINITY);
                            }
                            Some(Token {
                                tok: Tok::Op(op), ..
                            }) => {
                                p.at += 1;
                                let n = p.number()?;
                                let b = bounds.get_mut(&v).expect("inserted");
                                match op {
                                    ComparisonOp::Le => b.1 = n,
                                    ComparisonOp::Ge => b.0 = n,
                                    ComparisonOp::Eq => *b = (n, n),
                                }
                                p.check_bound(v, *b)?;
                            }
                            _ => {
                                return Err(
                                    p.error_here("expected free, <=, >= or = after the variable")
                                )
                            }
                        }
                        continue;
                    }
                }
                p.at = start;
                let lo = p.number()?;
                let op1 = match p.peek() {
                    Some(Token {
                        tok: Tok::Op(op), ..
                    }) => *op,
                    _ => return Err(p.error_here("expected <=, >= or =")),
                };
                p.at += 1;
                let name = match p.peek().cloned() {
                    Some(Token {
                        tok: Tok::Word(w), ..
                    }) => {
                        p.at += 1;
                        w
                    }
                    _ => return Err(p.error_here("expected a variable name")),
                };
                let v = p.var(&name);
                let b = bounds.entry(v).or_insert((0.0, f64::INFINITY));
                match op1 {
                    ComparisonOp::Le => b.0 = lo,
                    ComparisonOp::Ge => b.1 = lo,
                    ComparisonOp::Eq => *b = (lo, lo),
                }
                let first = *b;
                p.check_bound(v, first)?;
                if let Some(Token {
                    tok: Tok::Op(op2), ..
                }) = p.peek().cloned()
                {
                    p.at += 1;
                    let hi = p.number()?;
                    let b = bounds.get_mut(&v).expect("inserted");
                    match op2 {
                        ComparisonOp::Le => b.1 = hi,
                        ComparisonOp::Ge => b.0 = hi,
                        ComparisonOp::Eq => *b = (hi, hi),
                    }
                    let second = *b;
                    p.check_bound(v, second)?;
                }
            }
        }
    }
    if !ended {
        return Err(p.error_here("the program must finish with End"));
    }
    if p.at < p.toks.len() {
        return Err(p.error_here("text after End"));
    }
    for (&v, &(lo, hi)) in &bounds {
        if lo > hi {
            let name = &p.order[v];
            return Err(ParseError {
                line: 1,
                column: 1,
                said: None,
                reason: format!("variable {name} has lower bound {lo} above upper bound {hi}"),
            });
        }
    }
    let mut problem = Problem::new(direction);
    let obj: HashMap<usize, f64> = objective.iter().fold(HashMap::new(), |mut m, &(v, c)| {
        *m.entry(v).or_insert(0.0) += c;
        m
    });
    let variables: Vec<(String, Variable)> = p
        .order
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let b = bounds.get(&i).copied().unwrap_or((0.0, f64::INFINITY));
            (
                name.clone(),
                problem.add_var(obj.get(&i).copied().unwrap_or(0.0), b),
            )
        })
        .collect();
    let mut constraints = Vec::new();
    for (name, expr, op, rhs) in rows {
        let terms: Vec<(Variable, f64)> = expr.iter().map(|&(v, c)| (variables[v].1, c)).collect();
        problem.add_constraint(&terms, op, rhs);
        constraints.push(name);
    }
    Ok(LpFile {
        problem,
        variables,
        constraints,
    })
}

/// Writes an LP in this format as it is built (see
/// [`crate::lp::LpSink`]): variables are named `x1`, `x2`, …, constraints
/// `c1`, `c2`, ….
#[derive(Clone, Debug)]
pub struct LpWriter {
    direction: Direction,
    objective: Vec<(usize, f64)>,
    bounds: Vec<(f64, f64)>,
    rows: String,
    count: usize,
}

impl LpWriter {
    /// An empty program.
    pub fn new(direction: Direction) -> Self {
        LpWriter {
            direction,
            objective: Vec::new(),
            bounds: Vec::new(),
            rows: String::new(),
            count: 0,
        }
    }

    fn term(out: &mut String, coef: f64, var: usize, first: bool) {
        use std::fmt::Write;
        let sign = if coef < 0.0 {
            "-"
        } else if first {
            ""
        } else {
            "+"
        };
        let a = coef.abs();
        if a == 1.0 {
            let _ = write!(out, " {sign} x{}", var + 1);
        } else {
            let _ = write!(out, " {sign} {a} x{}", var + 1);
        }
    }

    /// The program's text.
    pub fn finish(&self) -> String {
        use std::fmt::Write;
        let mut out = String::new();
        out.push_str(match self.direction {
            Direction::Maximize => "Maximize\n obj:",
            Direction::Minimize => "Minimize\n obj:",
        });
        if self.objective.is_empty() {
            out.push_str(" 0 x1");
        }
        for (n, &(v, c)) in self.objective.iter().enumerate() {
            Self::term(&mut out, c, v, n == 0);
        }
        out.push_str("\nSubject To\n");
        out.push_str(&self.rows);
        out.push_str("Bounds\n");
        for (i, &(lo, hi)) in self.bounds.iter().enumerate() {
            let num = |x: f64| {
                if x == f64::INFINITY {
                    "+inf".to_string()
                } else if x == f64::NEG_INFINITY {
                    "-inf".to_string()
                } else {
                    format!("{x}")
                }
            };
            if lo == f64::NEG_INFINITY && hi == f64::INFINITY {
                let _ = writeln!(out, " x{} free", i + 1);
            } else if lo == hi {
                let _ = writeln!(out, " x{} = {}", i + 1, num(lo));
            } else {
                let _ = writeln!(out, " {} <= x{} <= {}", num(lo), i + 1, num(hi));
            }
        }
        out.push_str("End\n");
        out
    }
}

impl crate::lp::LpSink for LpWriter {
    fn var(&mut self, objective: f64, bounds: (f64, f64)) -> Variable {
        let i = self.bounds.len();
        self.bounds.push(bounds);
        if objective != 0.0 {
            self.objective.push((i, objective));
        }
        Variable(i)
    }

    fn row(&mut self, expr: &[(Variable, f64)], op: ComparisonOp, rhs: f64) {
        use std::fmt::Write;
        self.count += 1;
        let _ = write!(self.rows, " c{}:", self.count);
        for (n, &(v, c)) in expr.iter().enumerate() {
            Self::term(&mut self.rows, c, v.0, n == 0);
        }
        let op = match op {
            ComparisonOp::Le => "<=",
            ComparisonOp::Ge => ">=",
            ComparisonOp::Eq => "=",
        };
        let _ = writeln!(self.rows, " {op} {rhs}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = "\\ a comment\nMaximize\n obj: 3 x + 2 y - z\nSubject To\n c1: x + y <= 4\n c2: x + 3 y\n     >= 2\n x - y = 1\nBounds\n 0 <= x <= 4\n y >= -1\n -1 <= z <= 1\nEnd\n";

    #[test]
    fn parses_the_documented_example() {
        let f = parse(EXAMPLE).unwrap();
        assert_eq!(
            f.variables.iter().map(|v| v.0.as_str()).collect::<Vec<_>>(),
            ["x", "y", "z"]
        );
        assert_eq!(f.constraints, ["c1", "c2", "c3"]);
        assert_eq!(f.problem.num_constraints(), 3);
        // x - y = 1, x + y <= 4 → x = 2.5, y = 1.5; z at its lower bound −1: 7.5 + 3 + 1.
        let sol = f.problem.solve().unwrap();
        assert!((sol.objective() - 11.5).abs() < 1e-9, "{}", sol.objective());
        assert!((sol.value(f.variables[2].1) + 1.0).abs() < 1e-9);
    }

    #[test]
    fn a_written_program_reads_back_to_the_same_optimum() {
        use crate::games::blotto::solve::{build_flow_lp, flow_lp_side};
        use crate::games::blotto::Blotto;
        let game = Blotto::new(3, 6, 5).unwrap();
        let mut w = LpWriter::new(Direction::Maximize);
        build_flow_lp(&game, &mut w);
        let text = w.finish();
        let read = parse(&text).unwrap();
        let direct = flow_lp_side(&game).unwrap().value;
        assert!((read.problem.solve().unwrap().objective() - direct).abs() < 1e-9);
        assert!((direct - 4.0 / 9.0).abs() < 1e-9);
    }

    #[test]
    fn errors_name_line_and_column() {
        let e = parse("Maximize\n x + y\nSubject To\n x + y <= \nEnd\n").unwrap_err();
        assert_eq!((e.line, e.column), (5, 1), "{e}");
        let e = parse("Maximize\n x + y\nSubject To\n x + * y <= 3\nEnd\n").unwrap_err();
        assert_eq!((e.line, e.column), (4, 6), "{e}");
        let e = parse("Maximize\n x\nSubject To\n x <= 3\n").unwrap_err();
        assert!(e.reason.contains("End"), "{e}");
        let e = parse("Solve\n x\n").unwrap_err();
        assert_eq!((e.line, e.column), (1, 1));
        let e = parse("Maximize\n 2 x 3 y\nSubject To\n x <= 1\nEnd").unwrap_err();
        assert!(e.reason.contains("between terms"), "{e}");
    }

    #[test]
    fn infinite_or_overflowing_numbers_are_positioned_errors_not_panics() {
        // Found by fuzzing: each of these panicked while the problem was built.
        let cases = [
            (
                "max\n obj: 1e400 x\nst\n c: x <= 1\nend",
                (2, 7),
                "out of range",
            ),
            (
                "max\n obj: 1e308 x + 1e308 x\nst\n c: x <= 1\nend",
                (2, 7),
                "add up",
            ),
            (
                "max\n obj: x\nst\n c1: 1e400 x <= 1\nend",
                (4, 6),
                "out of range",
            ),
            (
                "max\n obj: x\nst\n c: x <= 1\nbounds\n x >= inf\nend",
                (6, 7),
                "lower bound",
            ),
            (
                "max\n obj: x\nst\n c: x <= 1\nbounds\n x = inf\nend",
                (6, 6),
                "lower bound",
            ),
            (
                "max\n obj: x\nst\n c: x <= 1\nbounds\n inf <= x <= inf\nend",
                (6, 9),
                "lower bound",
            ),
            (
                "max\n obj: x\nst\n c: x <= 1\nbounds\n x >= 1e400\nend",
                (6, 7),
                "out of range",
            ),
            (
                "max\n obj: x\nst\n c: x <= 1\nbounds\n x = -inf\nend",
                (6, 7),
                "upper bound",
            ),
            (
                "max\n obj: x\nst\n c: x <= 1\nbounds\n -inf <= x <= -inf\nend",
                (6, 16),
                "upper bound",
            ),
            (
                "max\n obj: 1e-400 x\nst\n c: x <= 1\nend",
                (2, 7),
                "rounds to 0",
            ),
        ];
        for (text, (line, column), why) in cases {
            let e = parse(text).expect_err(text);
            assert!(e.reason.contains(why), "{text}: {e}");
            assert_eq!((e.line, e.column), (line, column), "{text}: {e}");
        }
    }
}
