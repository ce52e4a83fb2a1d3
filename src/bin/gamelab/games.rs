//! `gamelab nash`, `gamelab dominance` and `gamelab tree --game`: equilibria and dominance of
//! Gambit .nfg games, and the analysis of .efg game trees (the normal-form and game-tree labs).

use serde_json::{json, Value};

use crate::output::emit;

fn read_nfg(path: &std::path::Path) -> Result<gamelab::games::matrix::nfg::NfgGame, String> {
    let text = crate::input::read_text("--game", path)?;
    gamelab::games::matrix::nfg::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
}

fn fractions(v: &[gamelab::games::matrix::Q]) -> Value {
    json!(v
        .iter()
        .map(gamelab::games::matrix::format_number)
        .collect::<Vec<_>>())
}

fn floats(v: &[gamelab::games::matrix::Q]) -> Value {
    json!(v
        .iter()
        .map(gamelab::games::matrix::to_f64)
        .collect::<Vec<_>>())
}

/// Runs `gamelab nash`: every Nash equilibrium of an .nfg game.
pub(crate) fn nash(path: &std::path::Path, json: bool) -> Result<(), String> {
    use gamelab::equilibrium::{all_equilibria, pure_equilibria};
    use gamelab::games::matrix::{format_number, to_f64, MAX_ENUMERATION};
    let file = read_nfg(path)?;
    let g = &file.game;
    g.check_size(MAX_ENUMERATION)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let all = all_equilibria(g).map_err(|e| e.to_string())?;
    let equilibria: Vec<Value> = all
        .extreme
        .iter()
        .zip(&all.kinds)
        .map(|(e, k)| {
            let dominant = k.dominant.map(|s| match s {
                gamelab::equilibrium::Strength::Strict => "strict",
                gamelab::equilibrium::Strength::Weak => "weak",
                gamelab::equilibrium::Strength::VeryWeak => "very weak",
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
    let continua: Vec<Value> = all
        .components
        .iter()
        .filter(|c| c.is_continuum())
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
            continua.len()
        )
    } else {
        "nondegenerate: every equilibrium is isolated and listed".to_string()
    };
    emit(
        json,
        json!({
            "game": file.title,
            "rows": g.rows(), "cols": g.cols(),
            "equilibria": equilibria,
            "pure": pure,
            "degenerate": {"value": all.degenerate, "explanation": explanation, "continua": continua},
        }),
    );
    Ok(())
}

/// Runs `gamelab dominance`: iterated elimination of dominated strategies.
pub(crate) fn dominance(
    path: &std::path::Path,
    kind: &str,
    pure_only: bool,
    json: bool,
) -> Result<(), String> {
    use gamelab::equilibrium::{iterated_elimination, Dominator, Strength};
    use gamelab::games::matrix::format_number;
    let strength = match kind {
        "strict" => Strength::Strict,
        "weak" => Strength::Weak,
        "very-weak" => Strength::VeryWeak,
        other => {
            return Err(format!(
                "--kind: {other:?} is not strict, weak or very-weak"
            ))
        }
    };
    let file = read_nfg(path)?;
    let g = &file.game;
    let e = iterated_elimination(g, strength, !pure_only).map_err(|e| e.to_string())?;
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
    emit(
        json,
        json!({
            "kind": kind,
            "mixed_dominators": !pure_only,
            "steps": steps,
            "reduced": {
                "rows": reduced.names[0], "cols": reduced.names[1],
                "row_payoffs": reduced.a.iter().map(|r| fractions(r)).collect::<Vec<_>>(),
                "col_payoffs": reduced.b.iter().map(|r| fractions(r)).collect::<Vec<_>>(),
            },
        }),
    );
    Ok(())
}

/// The analysis `gamelab tree --game` prints for an .efg tree.
pub(crate) fn extensive(path: &std::path::Path) -> Result<Value, String> {
    use gamelab::games::extensive::{GameTree, StrategyOrder};
    use gamelab::games::matrix::format_number;
    let text = crate::input::read_text("--game", path)?;
    let tree = GameTree::parse_efg(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let nf = tree
        .induced_normal_form(StrategyOrder::Seed)
        .map_err(|e| e.to_string())?;
    let names = |p: usize| {
        nf.strategies[p]
            .iter()
            .map(|s| tree.strategy_name(p, s))
            .collect::<Vec<_>>()
    };
    let (rows, cols) = (names(0), names(1));
    let cells: Vec<Vec<Value>> = (0..nf.game.rows())
        .map(|r| {
            (0..nf.game.cols())
                .map(|c| {
                    json!([
                        format_number(&nf.game.a[r][c]),
                        format_number(&nf.game.b[r][c])
                    ])
                })
                .collect()
        })
        .collect();
    let profile_json = |p: &gamelab::games::extensive::Profile| {
        json!([tree.strategy_name(0, &p[0]), tree.strategy_name(1, &p[1])])
    };
    let pure: Vec<Value> = tree
        .pure_equilibria(StrategyOrder::Seed)
        .map_err(|e| e.to_string())?
        .iter()
        .map(|p| {
            let threats = tree.non_credible_threats(p).unwrap_or_default();
            json!({
                "profile": profile_json(p),
                "subgame_perfect": threats.is_empty(),
                "non_credible_threats": threats.iter().map(|t| json!({
                    "node": tree.nodes()[t.node].label(),
                    "player": tree.players[t.player],
                    "prescribed_value": format_number(&t.prescribed_value),
                    "better_value": format_number(&t.better_value),
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let bi = tree.backward_induction().map_err(|e| e.to_string())?;
    Ok(json!({
        "title": tree.title,
        "players": tree.players,
        "normal_form": {"rows": rows, "cols": cols, "payoffs": cells},
        "pure_equilibria": pure,
        "spe": {
            "profile": profile_json(&bi.profile),
            "value": [format_number(&bi.value[0]), format_number(&bi.value[1])],
            "ties": bi.ties.iter().map(|&n| tree.nodes()[n].label().to_string()).collect::<Vec<_>>(),
            "steps": bi.steps.iter().map(|s| json!({
                "node": tree.nodes()[s.node].label(),
                "player": tree.players.get(s.player).map_or("chance", String::as_str),
                "action": s.action,
                "value": [format_number(&s.value[0]), format_number(&s.value[1])],
            })).collect::<Vec<_>>(),
        },
    }))
}
