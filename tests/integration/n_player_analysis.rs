//! `gamelab dominance` and `gamelab security` for games of any number of players: the
//! n-player elimination named step by step, the exact security levels against the two-player
//! float LP (a second method) and against brute force over pure profiles, and the two-player
//! `dominance` answer unchanged.

use super::cli::{gamelab, json};
use gamelab::equilibrium::security;
use gamelab::game::Player;
use gamelab::games::matrix::MatrixPreset;
use gamelab::models::nfg;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/nfg/gambit");

fn temp_game(name: &str, text: &str) -> String {
    let path = std::env::temp_dir().join(format!("gamelab-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

fn q(v: &serde_json::Value) -> f64 {
    let s = v.as_str().expect("a fraction string");
    match s.split_once('/') {
        Some((a, b)) => a.parse::<f64>().unwrap() / b.parse::<f64>().unwrap(),
        None => s.parse().unwrap(),
    }
}

#[test]
fn three_player_elimination_from_the_command_line() {
    // Player 3's B is strictly dominated by A; then player 1's U by D; then player 2's R by L.
    let path = temp_game(
        "d3.nfg",
        "NFG 1 R \"t\" { \"1\" \"2\" \"3\" } { { \"U\" \"D\" } { \"L\" \"R\" } { \"A\" \"B\" } }\n\
         1 0 5  2 1 0  0 3 1  3 0 2    1 1 0  0 0 -1  0 0 0  1 1 1\n",
    );
    let v = json(&["dominance", "--game", &path, "--json"]);
    let steps: Vec<String> = v["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            format!(
                "{} {} {}",
                s["player"], s["strategy"], s["dominated_by"]["pure"]
            )
        })
        .collect();
    assert_eq!(
        steps,
        [
            "\"3\" \"B\" \"A\"",
            "\"1\" \"U\" \"D\"",
            "\"2\" \"R\" \"L\""
        ]
    );
    assert_eq!(v["solved"], true);
    // The 2×2×2 game of nine equilibria has nothing dominated, even weakly by mixtures.
    let nine = format!("{DIR}/2x2x2.nfg");
    let v = json(&["dominance", "--game", &nine, "--kind", "weak", "--json"]);
    assert_eq!(v["steps"].as_array().unwrap().len(), 0);
    assert_eq!(
        v["remaining_indices"],
        serde_json::json!([[0, 1], [0, 1], [0, 1]])
    );
    let bad = gamelab(&["dominance", "--game", &nine, "--kind", "sort-of"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--kind"));
    std::fs::remove_file(path).ok();
}

/// Every player's security levels of Gambit's n-player examples: maxmin equals the correlated
/// minmax, and the pure minmax is the brute-force `min_t max_s u(s, t)` over pure profiles.
#[test]
fn security_levels_of_n_player_games_against_brute_force() {
    for file in [
        "2x2x2.nfg",
        "3x3x3.nfg",
        "2x2x2x2.nfg",
        "coord333.nfg",
        "8x2x2.nfg",
    ] {
        let path = format!("{DIR}/{file}");
        let g = nfg::parse_strategic(&std::fs::read_to_string(&path).unwrap())
            .unwrap()
            .game;
        let v = json(&["security", "--game", &path, "--json"]);
        let levels = v["security"].as_array().unwrap();
        assert_eq!(levels.len(), g.players().len(), "{file}");
        for (i, l) in levels.iter().enumerate() {
            assert_eq!(l["maxmin"], l["minmax_correlated"], "{file} player {i}");
            let shape = g.shape();
            // min over the others' pure profiles of the player's best pure payoff.
            let mut best_against = std::collections::HashMap::<Vec<usize>, f64>::new();
            for k in 0..g.num_profiles() {
                let p = g.profile(k);
                let mut others = p.clone();
                others.remove(i);
                let u = gamelab::exact::to_f64(&g.payoff_vector(&p)[i]);
                let e = best_against.entry(others).or_insert(f64::NEG_INFINITY);
                *e = e.max(u);
            }
            let pure_minmax = best_against.values().copied().fold(f64::INFINITY, f64::min);
            assert!(
                (q(&l["minmax_pure"]) - pure_minmax).abs() < 1e-12,
                "{file} player {i}"
            );
            assert!(q(&l["maxmin"]) <= pure_minmax + 1e-12);
            assert_eq!(l["maxmin_strategy"].as_array().unwrap().len(), shape[i]);
        }
    }
}

/// Two-player games: the exact levels equal the two-player float LP's (a second method), and
/// `dominance` still answers in rows and columns.
#[test]
fn two_player_security_agrees_with_the_float_lp() {
    for preset in MatrixPreset::ALL {
        let g = preset.game();
        let path = temp_game("two.nfg", &nfg::write_game(&g));
        let v = json(&["security", "--game", &path, "--json"]);
        for (p, l) in v["security"].as_array().unwrap().iter().enumerate() {
            let s = security(&g, Player(p as u8)).unwrap();
            let scale = s.maxmin.abs().max(1.0);
            assert!(
                (q(&l["maxmin"]) - s.maxmin).abs() < 1e-7 * scale,
                "{preset:?} {p}"
            );
            assert!((q(&l["minmax_correlated"]) - s.minmax).abs() < 1e-7 * scale);
        }
        let d = json(&["dominance", "--game", &path, "--json"]);
        assert!(d["reduced"]["rows"].is_array(), "{preset:?}");
        std::fs::remove_file(path).ok();
    }
}
