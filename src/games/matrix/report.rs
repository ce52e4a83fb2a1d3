//! Normal-form games' answers as the JSON that `gamelab nash --json` and `gamelab dominance
//! --json` print and the Python package returns: every equilibrium (exact and as floats, with
//! its kind, the pure ones, the degenerate continua explained) and the iterated elimination of
//! dominated strategies — one renderer per answer, so the front ends cannot drift apart.

use serde_json::{json, Value};

use super::{format_number, to_f64, Bimatrix, MAX_ENUMERATION, Q};
use crate::equilibrium::{
    all_equilibria, iterated_elimination, pure_equilibria, AllEquilibria, Dominator,
    EquilibriumError, Strength,
};
use crate::i18n::Said;
use crate::text::FieldError;

fn fractions(v: &[Q]) -> Value {
    json!(v.iter().map(format_number).collect::<Vec<_>>())
}

fn floats(v: &[Q]) -> Value {
    json!(v.iter().map(to_f64).collect::<Vec<_>>())
}

/// Every Nash equilibrium of `g` (`gamelab nash`), titled `title`; refuses a game above the
/// enumeration's size limit.
pub fn nash(title: &str, g: &Bimatrix) -> Result<Value, EquilibriumError> {
    g.check_size(MAX_ENUMERATION)?;
    let all = all_equilibria(g)?;
    Ok(nash_answer(title, g, &all, None))
}

/// [`nash`]'s answer from the enumeration `all` of `g`, listing at most `max_listed` extreme
/// equilibria and at most as many continua (`None`: all). When some are left out, `unlisted`
/// counts them: `{"equilibria": n, "continua": m}` (the field is absent when all are listed).
pub fn nash_answer(
    title: &str,
    g: &Bimatrix,
    all: &AllEquilibria,
    max_listed: Option<usize>,
) -> Value {
    let most = max_listed.unwrap_or(usize::MAX);
    let equilibria: Vec<Value> = all
        .extreme
        .iter()
        .take(most)
        .zip(&all.kinds)
        .map(|(e, k)| {
            let dominant = k.dominant.map(|s| match s {
                Strength::Strict => "strict",
                Strength::Weak => "weak",
                Strength::VeryWeak => "very weak",
            });
            json!({
                "strict": k.strict, "dominant": dominant, "kind": k.describe(),
                "row": fractions(&e.x), "col": fractions(&e.y),
                "row_float": floats(&e.x), "col_float": floats(&e.y),
                "payoffs": [format_number(&e.payoffs[0]), format_number(&e.payoffs[1])],
                "payoffs_float": [to_f64(&e.payoffs[0]), to_f64(&e.payoffs[1])],
                "pure": e.is_pure(),
            })
        })
        .collect();
    let pure: Vec<Value> = pure_equilibria(g)
        .iter()
        .map(|&(r, c)| json!({"row": r, "col": c, "row_name": g.names[0][r], "col_name": g.names[1][c]}))
        .collect();
    let all_continua = all.components.iter().filter(|c| c.is_continuum()).count();
    let continua: Vec<Value> = all
        .components
        .iter()
        .filter(|c| c.is_continuum())
        .take(most)
        .map(|c| {
            json!({
                "row_extremes": c.row_strategies.iter().map(|x| fractions(x)).collect::<Vec<_>>(),
                "col_extremes": c.col_strategies.iter().map(|y| fractions(y)).collect::<Vec<_>>(),
            })
        })
        .collect();
    let explanation = if all.degenerate {
        let ties: Vec<String> = all
            .ties
            .iter()
            .map(|t| {
                format!(
                    "{} strategy {} (support {:?}) makes {} best responses tie: {:?}",
                    if t.player.0 == 0 { "row" } else { "column" },
                    t.strategy
                        .iter()
                        .map(format_number)
                        .collect::<Vec<_>>()
                        .join(", "),
                    t.support,
                    t.best_responses.len(),
                    t.best_responses
                )
            })
            .collect();
        format!(
            "degenerate: {}; {} equilibrium set(s) are continua, given by their extreme points",
            ties.join("; "),
            all_continua
        )
    } else {
        "nondegenerate: every equilibrium is isolated and listed".to_string()
    };
    let unlisted = [
        all.extreme.len() - equilibria.len(),
        all_continua - continua.len(),
    ];
    let mut answer = json!({
        "game": title,
        "rows": g.rows(), "cols": g.cols(),
        "equilibria": equilibria,
        "pure": pure,
        "degenerate": {"value": all.degenerate, "explanation": explanation, "continua": continua},
    });
    if unlisted != [0, 0] {
        answer["unlisted"] = json!({"equilibria": unlisted[0], "continua": unlisted[1]});
    }
    answer
}

/// The dominance a `kind` names: `strict`, `weak` or `very-weak`.
pub fn strength(kind: &str) -> Result<Strength, FieldError> {
    Strength::from_key(kind).ok_or_else(|| {
        FieldError::new(
            "kind",
            Said::new("field-dominance-kind").text("text", format!("{kind:?}")),
        )
    })
}

/// Why [`dominance`] gives no answer: the kind is not one, or the elimination is refused.
#[derive(Clone, Debug, PartialEq)]
pub enum DominanceError {
    /// The `kind` is not `strict`, `weak` or `very-weak`.
    Kind(FieldError),
    /// The elimination is refused (the game is too large for it) or failed.
    Solve(EquilibriumError),
}

impl std::fmt::Display for DominanceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DominanceError::Kind(e) => write!(f, "{e}"),
            DominanceError::Solve(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for DominanceError {}

/// The iterated elimination of strategies dominated in the sense `kind` (`gamelab dominance`),
/// by pure strategies only or by mixed ones too.
pub fn dominance(g: &Bimatrix, kind: &str, pure_only: bool) -> Result<Value, DominanceError> {
    let strength = strength(kind).map_err(DominanceError::Kind)?;
    let e = iterated_elimination(g, strength, !pure_only).map_err(DominanceError::Solve)?;
    let steps: Vec<Value> = e
        .steps
        .iter()
        .map(|s| {
            let player = if s.player.0 == 0 { "row" } else { "column" };
            let names = &g.names[s.player.0 as usize];
            let by = match &s.by {
                Dominator::Pure(i) => json!({"pure": names[*i]}),
                Dominator::Mixed(w) => json!({"mixed": w.iter().map(|(i, q)| json!({"strategy": names[*i], "weight": format_number(q)})).collect::<Vec<_>>()}),
            };
            json!({"player": player, "strategy": s.name, "dominated_by": by})
        })
        .collect();
    let reduced = &e.reduced;
    Ok(json!({
        "kind": kind,
        "mixed_dominators": !pure_only,
        "steps": steps,
        "reduced": {
            "rows": reduced.names[0], "cols": reduced.names[1],
            "row_payoffs": reduced.a.iter().map(|r| fractions(r)).collect::<Vec<_>>(),
            "col_payoffs": reduced.b.iter().map(|r| fractions(r)).collect::<Vec<_>>(),
        },
    }))
}
