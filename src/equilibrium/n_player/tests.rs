//! The n-player solvers on games whose equilibria are known.

use super::*;
use crate::exact::Q;
use crate::models::StrategicGame;

fn q(v: i64) -> Q {
    Q::from_integer(v.into())
}

fn game(shape: &[usize], payoffs: Vec<Vec<i64>>) -> StrategicGame {
    let names = shape
        .iter()
        .map(|&k| (1..=k).map(|i| i.to_string()).collect())
        .collect();
    let payoffs = payoffs
        .into_iter()
        .map(|v| v.into_iter().map(q).collect())
        .collect();
    StrategicGame::new(vec![], names, payoffs).unwrap()
}

#[test]
fn unanimity_has_two_pure_and_one_mixed_equilibrium() {
    // Three players earn 1 when all choose alike.
    let payoffs = (0..8)
        .map(|k| vec![if k == 0 || k == 7 { 1 } else { 0 }; 3])
        .collect();
    let g = game(&[2, 2, 2], payoffs);
    let all = all_equilibria(&g).unwrap();
    assert!(all.complete(), "{all:?}");
    let texts: Vec<Vec<Vec<String>>> = all
        .equilibria
        .iter()
        .map(|e| {
            e.strategies
                .iter()
                .map(|m| m.iter().map(Num::text).collect())
                .collect()
        })
        .collect();
    assert_eq!(texts.len(), 3, "{texts:?}");
    assert!(texts.contains(&vec![vec!["1/2".to_string(), "1/2".to_string()]; 3]));
    assert!(all.equilibria.iter().all(|e| e.exact));
}

/// Gambit's example games and the union of what pygambit's solvers found
/// (tests/data/nfg/gambit/PROVENANCE.md says where each comes from).
pub(super) const GAMBIT: &[(&str, &str)] = &[
    (
        "2x2x2.nfg",
        include_str!("../../../tests/data/nfg/gambit/2x2x2.nfg"),
    ),
    (
        "2x2x2_nfg_from_local_max_cut_2_pure_1_mixed_eq.nfg",
        include_str!(
            "../../../tests/data/nfg/gambit/2x2x2_nfg_from_local_max_cut_2_pure_1_mixed_eq.nfg"
        ),
    ),
    (
        "2x2x2x2.nfg",
        include_str!("../../../tests/data/nfg/gambit/2x2x2x2.nfg"),
    ),
    (
        "2x2x2x2x2.nfg",
        include_str!("../../../tests/data/nfg/gambit/2x2x2x2x2.nfg"),
    ),
    (
        "3x3x3.nfg",
        include_str!("../../../tests/data/nfg/gambit/3x3x3.nfg"),
    ),
    (
        "5x4x3.nfg",
        include_str!("../../../tests/data/nfg/gambit/5x4x3.nfg"),
    ),
    (
        "8x2x2.nfg",
        include_str!("../../../tests/data/nfg/gambit/8x2x2.nfg"),
    ),
    (
        "coord333.nfg",
        include_str!("../../../tests/data/nfg/gambit/coord333.nfg"),
    ),
    (
        "g1.nfg",
        include_str!("../../../tests/data/nfg/gambit/g1.nfg"),
    ),
    (
        "g2.nfg",
        include_str!("../../../tests/data/nfg/gambit/g2.nfg"),
    ),
    (
        "g3.nfg",
        include_str!("../../../tests/data/nfg/gambit/g3.nfg"),
    ),
    (
        "nau2004_sec3.nfg",
        include_str!("../../../tests/data/nfg/gambit/nau2004_sec3.nfg"),
    ),
    (
        "nau2004_sec4.nfg",
        include_str!("../../../tests/data/nfg/gambit/nau2004_sec4.nfg"),
    ),
    (
        "nau2004_sec5.nfg",
        include_str!("../../../tests/data/nfg/gambit/nau2004_sec5.nfg"),
    ),
    (
        "nau2004_sec6.nfg",
        include_str!("../../../tests/data/nfg/gambit/nau2004_sec6.nfg"),
    ),
    (
        "perfect3.nfg",
        include_str!("../../../tests/data/nfg/gambit/perfect3.nfg"),
    ),
];

#[test]
#[ignore]
fn explore_gambit_examples() {
    for (name, text) in GAMBIT {
        let g = crate::models::nfg::parse_strategic(text).unwrap().game;
        let all = all_equilibria(&g).unwrap();
        println!(
            "{name}: {} equilibria ({} exact), {} continua, complete {}, supports {} dominated {} boxes {} left {:?} undecided {}",
            all.equilibria.len(),
            all.equilibria.iter().filter(|e| e.exact).count(),
            all.continua.len(),
            all.complete(),
            all.supports,
            all.dominated,
            all.boxes,
            all.left_over.iter().map(|l| (l.support.clone(), l.boxes)).collect::<Vec<_>>(),
            all.undecided.len()
        );
        for c in &all.continua {
            println!(
                "   continuum {:?} player {} ranges {:?}",
                c.support,
                c.player,
                c.ranges
                    .iter()
                    .map(|(a, b)| format!("{a}..{b}"))
                    .collect::<Vec<_>>()
            );
        }
        for e in &all.equilibria {
            let t: Vec<Vec<String>> = e
                .strategies
                .iter()
                .map(|m| m.iter().map(Num::text).collect())
                .collect();
            println!("   {t:?}{}", if e.isolated { "" } else { " (probe)" });
        }
    }
}

#[test]
#[ignore]
fn explore_one() {
    let name = std::env::var("NASH_GAME").unwrap();
    let (_, text) = GAMBIT.iter().find(|(n, _)| *n == name).unwrap();
    let g = crate::models::nfg::parse_strategic(text).unwrap().game;
    let all = all_equilibria(&g).unwrap();
    println!(
        "{} equilibria, complete {}",
        all.equilibria.len(),
        all.complete()
    );
}
