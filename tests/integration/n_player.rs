//! Games of three players and more: Gambit's own example files, with the equilibria
//! pygambit's solvers found (tests/data/nfg/gambit/reference.json; PROVENANCE.md there says
//! where each file and number comes from), the command line's n-player answers, and the
//! correlated equilibria.

use super::cli::{gamelab, json};
use gamelab::equilibrium::n_player::{all_equilibria, regret_f64, Num};
use gamelab::games::matrix::nfg::parse_strategic;
use serde_json::Value;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/nfg/gambit");

fn reference() -> Value {
    let text = std::fs::read_to_string(format!("{DIR}/reference.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

fn parse_number(s: &str) -> f64 {
    match s.split_once('/') {
        Some((a, b)) => a.parse::<f64>().unwrap() / b.parse::<f64>().unwrap(),
        None => s.parse().unwrap(),
    }
}

/// The games whose equilibria are all isolated: the solver must prove its list complete.
const FINITE: &[&str] = &[
    "2x2x2.nfg",
    "doc_2x2x2.nfg",
    "2x2x2_nfg_from_local_max_cut_2_pure_1_mixed_eq.nfg",
    "2x2x2x2.nfg",
    "2x2x2x2x2.nfg",
    "3x3x3.nfg",
    "8x2x2.nfg",
    "g1.nfg",
    "g2.nfg",
    "g3.nfg",
    "nau2004_sec3.nfg",
    "nau2004_sec4.nfg",
];

#[test]
fn every_equilibrium_pygambit_found_is_found_and_certified() {
    let reference = reference();
    let games = reference["games"].as_object().unwrap();
    for (name, known) in games {
        let text = std::fs::read_to_string(format!("{DIR}/{name}")).unwrap();
        let g = parse_strategic(&text).unwrap().game;
        let all = all_equilibria(&g).unwrap();
        // Each listed profile is an equilibrium by the independent regret check.
        for e in &all.equilibria {
            let xs: Vec<Vec<f64>> = e
                .strategies
                .iter()
                .map(|m| m.iter().map(Num::float).collect())
                .collect();
            assert!(regret_f64(&g, &xs) < 1e-9, "{name}: {xs:?}");
        }
        let ours: Vec<Vec<Vec<f64>>> = all
            .equilibria
            .iter()
            .map(|e| {
                e.strategies
                    .iter()
                    .map(|m| m.iter().map(Num::float).collect())
                    .collect()
            })
            .collect();
        let exact: Vec<Vec<Vec<String>>> = all
            .equilibria
            .iter()
            .filter(|e| e.exact)
            .map(|e| {
                e.strategies
                    .iter()
                    .map(|m| m.iter().map(Num::text).collect())
                    .collect()
            })
            .collect();
        let union = known["union"].as_array().unwrap();
        for u in union {
            let profile: Vec<Vec<String>> = serde_json::from_value(u["profile"].clone()).unwrap();
            if u["exact"] == true {
                // pygambit's exact profiles are ours, digit for digit — unless they lie in a
                // continuum, where the solver reports a region instead.
                if all.complete() {
                    assert!(exact.contains(&profile), "{name}: {profile:?} missing");
                }
                continue;
            }
            let floats: Vec<Vec<f64>> = profile
                .iter()
                .map(|m| m.iter().map(|s| parse_number(s)).collect())
                .collect();
            let near = |o: &Vec<Vec<f64>>| {
                o.iter()
                    .flatten()
                    .zip(floats.iter().flatten())
                    .all(|(a, b)| (a - b).abs() < 1e-9)
            };
            if all.complete() {
                assert!(ours.iter().any(near), "{name}: {floats:?} missing");
            }
        }
        if FINITE.contains(&name.as_str()) {
            assert!(all.complete(), "{name}: {:?}", all.left_over);
            assert_eq!(all.equilibria.len(), union.len(), "{name}");
        }
    }
}

#[test]
fn all_nine_of_mckelvey_and_mclennan() {
    // The nine equilibria of 2x2x2.nfg (PROVENANCE.md: four pure, three with one player
    // pure, two totally mixed), exactly.
    let text = std::fs::read_to_string(format!("{DIR}/2x2x2.nfg")).unwrap();
    let g = parse_strategic(&text).unwrap().game;
    let all = all_equilibria(&g).unwrap();
    let texts: Vec<String> = all
        .equilibria
        .iter()
        .map(|e| {
            e.strategies
                .iter()
                .map(|m| m.iter().map(Num::text).collect::<Vec<_>>().join(","))
                .collect::<Vec<_>>()
                .join(" | ")
        })
        .collect();
    let mut sorted = texts.clone();
    sorted.sort();
    assert_eq!(
        sorted,
        [
            "0,1 | 0,1 | 1,0",
            "0,1 | 1,0 | 0,1",
            "0,1 | 1/4,3/4 | 1/3,2/3",
            "1,0 | 0,1 | 0,1",
            "1,0 | 1,0 | 1,0",
            "1/2,1/2 | 1/2,1/2 | 1,0",
            "1/2,1/2 | 2/5,3/5 | 1/4,3/4",
            "1/3,2/3 | 1,0 | 1/4,3/4",
            "2/5,3/5 | 1/2,1/2 | 1/3,2/3",
        ]
    );
    assert!(all.complete());
    assert_eq!(
        all.equilibria
            .iter()
            .filter(|e| e.support.iter().all(|s| s.len() == 2))
            .count(),
        2
    );
}

#[test]
fn irrational_equilibria_are_printed_to_32_places_with_a_proof() {
    // nau2004_sec4's one equilibrium is irrational (pygambit's 30-digit refinement in
    // reference.json agrees).
    let reference = reference();
    let known = &reference["games"]["nau2004_sec4.nfg"]["union"][0]["profile"];
    let out = json(&[
        "nash",
        "--game",
        &format!("{DIR}/nau2004_sec4.nfg"),
        "--json",
    ]);
    assert_eq!(out["players"], 3);
    assert_eq!(out["complete"], true);
    let e = &out["equilibria"][0];
    assert_eq!(e["exact"], false);
    for (p, mine) in e["strategies"].as_array().unwrap().iter().enumerate() {
        for (s, v) in mine.as_array().unwrap().iter().enumerate() {
            let v = v.as_str().unwrap();
            let digits = v.split_once('.').unwrap().1;
            assert_eq!(digits.len(), 32, "{v}");
            let theirs = known[p][s].as_str().unwrap();
            // The first 28 decimals agree with pygambit's refinement.
            let common = theirs.len().min(30);
            assert_eq!(&v[..common], &theirs[..common], "{v} vs {theirs}");
        }
    }
    assert!(e["regret"].as_str().unwrap().starts_with("< "));
}

#[test]
fn the_command_line_for_n_players() {
    let path = format!("{DIR}/2x2x2.nfg");
    let all = json(&["nash", "--game", &path, "--json"]);
    assert_eq!(all["equilibria"].as_array().unwrap().len(), 9);
    assert_eq!(
        all["equilibria"][0]["strategies"].as_array().unwrap().len(),
        3
    );
    let pure = json(&["nash", "--game", &path, "--method", "pure", "--json"]);
    assert_eq!(pure["equilibria"].as_array().unwrap().len(), 4);
    assert!(pure["equilibria"]
        .as_array()
        .unwrap()
        .iter()
        .all(|e| e["strict"] == true));
    let one = json(&["nash", "--game", &path, "--method", "one", "--json"]);
    assert_eq!(one["equilibria"].as_array().unwrap().len(), 1);
    assert_eq!(one["complete"], false);
    // A game with 31·15·7 support profiles, by the logit path, refined exactly or in a box.
    let big = json(&[
        "nash",
        "--game",
        &format!("{DIR}/5x4x3.nfg"),
        "--method",
        "one",
        "--json",
    ]);
    let e = &big["equilibria"][0];
    assert_eq!(e["method"], "logit");
    assert_eq!(big["found_by"], "logit");
    assert!(e["regret"] == "0" || e["regret"].as_str().unwrap().starts_with("< "));
    assert_eq!(e["strategies"].as_array().unwrap().len(), 3);
    // Two players: the default answer is the two-player one, unchanged.
    let two = json(&[
        "nash",
        "--game",
        &format!("{DIR}/nau2004_sec3.nfg"),
        "--json",
    ]);
    assert!(two.get("players").is_none());
    assert!(two["equilibria"][0].get("row").is_some());
    let bad = gamelab(&["nash", "--game", &path, "--method", "some"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("all, pure or one"));
}

#[test]
fn correlated_equilibria_from_the_command_line() {
    // Nau et al.'s section 3 game (battle of the sexes, payoffs 3/2 and 2/3): the best
    // welfare is 5, at either pure equilibrium.
    let path = format!("{DIR}/nau2004_sec3.nfg");
    let out = json(&["ce", "--game", &path, "--json"]);
    assert_eq!(out["value"], "5");
    let sum: f64 = out["distribution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["probability_float"].as_f64().unwrap())
        .sum();
    assert!((sum - 1.0).abs() < 1e-12);
    let three = json(&[
        "ce",
        "--game",
        &format!("{DIR}/2x2x2.nfg"),
        "--objective",
        "min",
        "--json",
    ]);
    assert_eq!(three["players"], 3);
    let v = three["value_float"].as_f64().unwrap();
    assert!((v - three["value_float_lp"].as_f64().unwrap()).abs() < 1e-6);
    let coarse = json(&[
        "ce",
        "--game",
        &format!("{DIR}/2x2x2.nfg"),
        "--objective",
        "min",
        "--coarse",
        "--json",
    ]);
    assert!(coarse["value_float"].as_f64().unwrap() >= v - 1e-12);
    let bad = gamelab(&["ce", "--game", &path, "--objective", "player:3"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("player"));
}

#[test]
fn the_vertices_of_the_correlated_polytope_from_the_command_line() {
    // Aumann's chicken: (6, 6) (2, 7) / (7, 2) (0, 0). The best welfare over the vertices,
    // summed by hand from each vertex's table, is the LP's value (a second method), and
    // every vertex is a correlated equilibrium.
    let dir = std::env::temp_dir().join(format!("gamelab-ce-vertices-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("chicken.nfg");
    std::fs::write(
        &path,
        "NFG 1 R \"Chicken\" { \"1\" \"2\" } { 2 2 }\n0 0 2 7 7 2 6 6\n",
    )
    .unwrap();
    let path = path.to_string_lossy().to_string();
    let out = json(&["ce", "--game", &path, "--vertices", "--json"]);
    let game = parse_strategic(&std::fs::read_to_string(&path).unwrap())
        .unwrap()
        .game;
    let vertices = out["vertices"].as_array().unwrap();
    assert!(vertices.len() >= 3, "{out}");
    let welfare = |v: &Value| -> f64 {
        v.as_array()
            .unwrap()
            .iter()
            .enumerate()
            .map(|(k, p)| {
                let p = parse_number(p.as_str().unwrap());
                p * game.table()[k]
                    .iter()
                    .map(gamelab::exact::to_f64)
                    .sum::<f64>()
            })
            .sum()
    };
    let best = vertices.iter().map(welfare).fold(f64::MIN, f64::max);
    assert!((best - parse_number(out["value"].as_str().unwrap())).abs() < 1e-12);
    // By hand: with nothing on (D, D) the constraints are b ≥ 0, d ≤ 2b, d ≤ 2c for b, c on
    // the asymmetric cells and d on (C, C); welfare 9b + 9c + 12d is best at b = c = 1/4,
    // d = 1/2: 21/2.
    assert_eq!(out["value"], "21/2");
    for v in vertices {
        let mu: Vec<gamelab::exact::Q> = v
            .as_array()
            .unwrap()
            .iter()
            .map(|p| gamelab::games::matrix::parse_number(p.as_str().unwrap()).unwrap())
            .collect();
        assert!(
            gamelab::equilibrium::n_player::correlated::is_correlated_equilibrium(
                &game, &mu, false
            )
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn degenerate_games_report_continua_and_what_is_not_resolved() {
    // Nau et al.'s section 5 game: player 3 indifferent while the others play (Bottom, Left)
    // or (Top, Right): two polytopes of equilibria, described exactly (player 3's first
    // strategy from 1/4 to 1).
    let g = parse_strategic(&std::fs::read_to_string(format!("{DIR}/nau2004_sec5.nfg")).unwrap())
        .unwrap()
        .game;
    let all = all_equilibria(&g).unwrap();
    assert_eq!(all.continua.len(), 2);
    for c in &all.continua {
        assert_eq!(c.player, 2);
        assert_eq!(c.ranges[0].0.to_string(), "1/4");
        assert_eq!(c.ranges[0].1.to_string(), "1");
    }
    // Its totally mixed continuum is beyond the interval method: said, not hidden.
    assert!(!all.complete());
    assert!(!all.left_over.is_empty());
    // Section 6: the two equilibria where player 3 mixes over a pair are found exactly by
    // probing the region left over.
    let g = parse_strategic(&std::fs::read_to_string(format!("{DIR}/nau2004_sec6.nfg")).unwrap())
        .unwrap()
        .game;
    let all = all_equilibria(&g).unwrap();
    let found: Vec<Vec<Vec<String>>> = all
        .equilibria
        .iter()
        .map(|e| {
            e.strategies
                .iter()
                .map(|m| m.iter().map(Num::text).collect())
                .collect()
        })
        .collect();
    let half = || vec!["1/2".to_string(), "1/2".to_string()];
    let third = |a: &str, b: &str, c: &str, d: &str| {
        vec![a.to_string(), b.to_string(), c.to_string(), d.to_string()]
    };
    assert!(found.contains(&vec![half(), half(), third("1/2", "1/2", "0", "0")]));
    assert!(found.contains(&vec![half(), half(), third("0", "0", "1/2", "1/2")]));
    assert!(all.equilibria.iter().all(|e| !e.isolated));
}

#[test]
fn two_player_games_agree_with_the_reverse_search() {
    // The second method: on nondegenerate bimatrix games the n-player solver must list
    // exactly the equilibria of lrsnash's method, digit for digit.
    use gamelab::equilibrium::all_equilibria as bimatrix_equilibria;
    use gamelab::games::matrix::{format_number, Bimatrix};
    use gamelab::models::StrategicGame;
    let mut rng = gamelab::rng::Seed(7).rng();
    let mut compared = 0;
    for case in 0..40 {
        let (m, n) = (2 + case % 3, 2 + (case / 3) % 3);
        let g = Bimatrix::random_integers(m, n, 0, 99, &mut rng);
        let lrs = bimatrix_equilibria(&g).unwrap();
        if lrs.degenerate {
            continue;
        }
        compared += 1;
        let mut want: Vec<Vec<Vec<String>>> = lrs
            .extreme
            .iter()
            .map(|e| {
                vec![
                    e.x.iter().map(format_number).collect(),
                    e.y.iter().map(format_number).collect(),
                ]
            })
            .collect();
        let all = all_equilibria(&StrategicGame::from_bimatrix(&g)).unwrap();
        assert!(all.complete(), "case {case}");
        let mut got: Vec<Vec<Vec<String>>> = all
            .equilibria
            .iter()
            .map(|e| {
                e.strategies
                    .iter()
                    .map(|m| m.iter().map(Num::text).collect())
                    .collect()
            })
            .collect();
        want.sort();
        got.sort();
        assert_eq!(got, want, "case {case}");
    }
    assert!(compared >= 30, "{compared}");
}

#[test]
fn small_degenerate_three_player_games_never_list_a_non_equilibrium() {
    // Payoffs 0..2 make ties everywhere. Every listed profile passes the exact regret check
    // inside the solver; here also every pure equilibrium is listed when the answer claims
    // to be complete, and continua's points are equilibria.
    use gamelab::equilibrium::n_player::{pure_equilibria, regret};
    use gamelab::games::matrix::bench::nash_n_bench_game;
    let mut rng = gamelab::rng::Seed(3).rng();
    for case in 0..30 {
        let g = nash_n_bench_game(&[2, 2, 2], &mut rng).unwrap();
        // Reduce the payoffs to 0..2.
        let table: Vec<Vec<gamelab::exact::Q>> = g
            .table()
            .iter()
            .map(|v| {
                v.iter()
                    .map(|q| gamelab::exact::Q::from_integer(q.to_integer() % 3))
                    .collect()
            })
            .collect();
        let g = gamelab::models::StrategicGame::new(vec![], g.names().to_vec(), table).unwrap();
        let all = all_equilibria(&g).unwrap();
        for c in &all.continua {
            assert_eq!(
                regret(&g, &c.point),
                gamelab::exact::Q::from_integer(0.into())
            );
        }
        if all.complete() {
            for p in pure_equilibria(&g) {
                let listed = all.equilibria.iter().any(|e| {
                    e.support
                        .iter()
                        .zip(&p.profile)
                        .all(|(s, &k)| s == &vec![k])
                }) || all.continua.iter().any(|c| {
                    c.support
                        .iter()
                        .zip(&p.profile)
                        .enumerate()
                        .all(|(i, (s, &k))| s.contains(&k) && (i == c.player || s.len() == 1))
                });
                assert!(listed, "case {case}: pure {:?} missing", p.profile);
            }
        }
    }
}
