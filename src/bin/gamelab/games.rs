//! `gamelab nash`, `gamelab dominance`, `gamelab security` and `gamelab tree --game`: equilibria and dominance of
//! Gambit .nfg games, and the analysis of .efg game trees (the normal-form and game-tree labs).

use serde_json::{json, Value};

use crate::output::emit;

fn read_nfg(path: &std::path::Path) -> Result<gamelab::games::matrix::nfg::NfgGame, String> {
    let text = crate::input::read_text("--game", path)?;
    gamelab::games::matrix::nfg::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
}

fn read_strategic(
    path: &std::path::Path,
) -> Result<gamelab::games::matrix::nfg::NfgStrategic, String> {
    let text = crate::input::read_text("--game", path)?;
    gamelab::games::matrix::nfg::parse_strategic(&text)
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// Runs `gamelab nash`: Nash equilibria of an .nfg game by `method`, within `max_seconds`;
/// a two-player game's `all` on `threads` threads (default: one per core), listing at most
/// `max_listed`.
pub(crate) fn nash(
    path: &std::path::Path,
    max_seconds: f64,
    max_listed: usize,
    threads: Option<usize>,
    method: &str,
    json: bool,
) -> Result<(), String> {
    use gamelab::equilibrium::EnumerationJob;
    use gamelab::games::matrix::n_report::{self, Method};
    let method = Method::parse(method).map_err(|e| format!("--{e}"))?;
    let limit = crate::limit::Limit::new(max_seconds, "the enumeration")?;
    let threads = threads.unwrap_or_else(crate::pool::threads);
    if threads == 0 {
        return Err("--threads: give at least 1".into());
    }
    let file = read_strategic(path)?;
    if file.game.players().len() > 2 || method != Method::All {
        let answer = match method {
            Method::Pure => n_report::pure_answer(&file.title, &file.game),
            Method::One => {
                let mut job = gamelab::equilibrium::n_player::OneNashJob::new(&file.game);
                let one = limit
                    .run(&mut job, |_, _| None)?
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                n_report::one_answer(&file.title, &file.game, &one)
            }
            Method::All => {
                let mut job = gamelab::equilibrium::n_player::NashJob::new(&file.game)
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                let all = limit.run(&mut job, |_, _| None)?;
                n_report::nash_answer(&file.title, &file.game, &all, method)
            }
        };
        emit(json, answer);
        return Ok(());
    }
    let file = gamelab::games::matrix::nfg::NfgGame {
        title: file.title,
        players: [
            file.game.players()[0].clone(),
            file.game.players()[1].clone(),
        ],
        comment: file.comment,
        game: file
            .game
            .to_bimatrix()
            .map_err(|e| format!("{}: {e}", path.display()))?,
    };
    let in_file = |e: gamelab::equilibrium::EquilibriumError| format!("{}: {e}", path.display());
    // The pairing follows the search: it computes the exact points of the vertices that make
    // equilibria and sorts them, about PAIRING_PER_PAIR times the search's time per basis for
    // each pair (measured 9–12 on identity games of 2^n − 1 equilibria); it is weighed before
    // it starts, and stopped at the limit if it runs past it.
    const PAIRING_PER_PAIR: f64 = 16.0;
    let pairing = |job: &EnumerationJob, elapsed: f64| {
        job.enumerated()
            .map(|e| elapsed / e.bases.max(1) as f64 * PAIRING_PER_PAIR * e.pairs as f64)
    };
    let all = if threads == 1 {
        let mut job = EnumerationJob::new(&file.game).map_err(in_file)?;
        limit.run(&mut job, pairing)?
    } else {
        // Two levels below each root: up to (strategies)² pieces per polytope, handed out one
        // at a time so uneven subtrees keep every thread busy.
        let (job, pieces) = EnumerationJob::pieces(&file.game, gamelab::equilibrium::SPLIT_DEPTH)
            .map_err(in_file)?;
        let found = limit.run_all_on(threads, pieces)?;
        let mut job = job.with_pieces(found);
        // The bases were found on every thread and the pairing runs on one: weigh it by the
        // search's time per basis on one thread.
        if let Some(more) = pairing(&job, limit.elapsed() * threads as f64) {
            limit.check_rest(more)?;
        }
        limit.run(&mut job, |_, _| None)?
    };
    let answer = gamelab::games::matrix::report::nash_answer(
        &file.title,
        &file.game,
        &all,
        Some(max_listed),
    );
    emit(json, answer);
    Ok(())
}

/// Runs `gamelab dominance`: iterated elimination of dominated strategies.
pub(crate) fn dominance(
    path: &std::path::Path,
    kind: &str,
    pure_only: bool,
    json: bool,
) -> Result<(), String> {
    use gamelab::games::matrix::report;
    let strength = report::strength(kind).map_err(|e| format!("--{e}"))?;
    let file = read_strategic(path)?;
    if file.game.players().len() > 2 {
        let answer = gamelab::games::matrix::n_analysis::dominance_answer(
            &file.title,
            &file.game,
            strength,
            pure_only,
        )
        .map_err(|e| format!("{}: {e}", path.display()))?;
        emit(json, answer);
        return Ok(());
    }
    let file = read_nfg(path)?;
    emit(
        json,
        report::dominance(&file.game, kind, pure_only).map_err(|e| e.to_string())?,
    );
    Ok(())
}

/// Runs `gamelab security`: every player's security levels (maxmin, correlated and pure
/// minmax), exactly, for any number of players.
pub(crate) fn security(path: &std::path::Path, json: bool) -> Result<(), String> {
    let file = read_strategic(path)?;
    let answer = gamelab::games::matrix::n_analysis::security_answer(&file.title, &file.game)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    emit(json, answer);
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

/// Runs `gamelab ce`: the best correlated (or coarse correlated) equilibrium for `objective`.
pub(crate) fn correlated(
    path: &std::path::Path,
    coarse: bool,
    objective: &str,
    vertices: bool,
    json: bool,
) -> Result<(), String> {
    use gamelab::equilibrium::n_player::correlated::Objective;
    let objective = Objective::parse(objective).map_err(|e| format!("--objective: {e}"))?;
    let file = read_strategic(path)?;
    let mut answer =
        gamelab::games::matrix::n_report::correlated(&file.title, &file.game, coarse, objective)
            .map_err(|e| format!("{}: {e}", path.display()))?;
    if vertices {
        let list = gamelab::equilibrium::n_player::correlated::vertices(&file.game, coarse)
            .map_err(|e| format!("--vertices: {e}"))?;
        answer["vertices"] = json!(list
            .iter()
            .map(|v| v
                .iter()
                .map(gamelab::exact::format_number)
                .collect::<Vec<_>>())
            .collect::<Vec<_>>());
    }
    emit(json, answer);
    Ok(())
}
