use super::*;
use crate::games::matrix::MatrixPreset;

fn q(n: i64, d: i64) -> Q {
    Q::new(n.into(), d.into())
}

#[test]
fn best_responses_and_pure_equilibria_of_presets() {
    let pd = MatrixPreset::PrisonersDilemma.game();
    assert_eq!(pure_equilibria(&pd), vec![(1, 1)]);
    let br = best_responses(&pd);
    assert!(br.row[1][0] && !br.row[0][0] && br.col[0][1]);
    assert_eq!(
        pure_equilibria(&MatrixPreset::BattleOfTheSexes.game()),
        vec![(0, 0), (1, 1)]
    );
    assert!(pure_equilibria(&MatrixPreset::MatchingPennies.game()).is_empty());
    assert_eq!(
        pure_equilibria(&MatrixPreset::Driving.game()),
        vec![(0, 0), (1, 1)]
    );
    assert_eq!(
        pure_equilibria(&MatrixPreset::Chicken.game()),
        vec![(0, 1), (1, 0)]
    );
    assert_eq!(
        pure_equilibria(&MatrixPreset::StagHunt.game()),
        vec![(0, 0), (1, 1)]
    );
}

#[test]
fn battle_of_the_sexes_mixed() {
    let g = MatrixPreset::BattleOfTheSexes.game();
    let all = all_equilibria(&g).unwrap();
    assert!(!all.degenerate);
    assert_eq!(all.extreme.len(), 3);
    let mixed: Vec<_> = all.extreme.iter().filter(|e| !e.is_pure()).collect();
    assert_eq!(mixed.len(), 1);
    assert_eq!(mixed[0].x, vec![q(2, 3), q(1, 3)]);
    assert_eq!(mixed[0].y, vec![q(1, 3), q(2, 3)]);
    assert_eq!(mixed[0].payoffs, [q(2, 3), q(2, 3)]);
    assert_eq!(support_enumeration(&g).unwrap(), all.extreme);
    assert_eq!(
        mixed[0].to_string(),
        "x = (2/3, 1/3), y = (1/3, 2/3), payoffs (2/3, 2/3)"
    );
}

#[test]
fn rock_paper_scissors_is_uniform_with_value_zero() {
    let g = MatrixPreset::RockPaperScissors.game();
    let all = all_equilibria(&g).unwrap();
    assert_eq!(all.extreme.len(), 1);
    assert_eq!(all.extreme[0].x, vec![q(1, 3); 3]);
    let v = zero_sum_value(&g).unwrap();
    assert!(v.value.abs() < 1e-9 && (v.maxmin - v.minmax).abs() < 1e-9);
    assert!(v.row_strategy.iter().all(|p| (p - 1.0 / 3.0).abs() < 1e-9));
}

#[test]
fn security_levels() {
    let pd = MatrixPreset::PrisonersDilemma.game();
    for p in [Player(0), Player(1)] {
        let s = security(&pd, p).unwrap();
        assert!((s.maxmin + 2.0).abs() < 1e-9, "{s:?}");
        assert!((s.minmax + 2.0).abs() < 1e-9, "{s:?}");
        assert!((s.maxmin_strategy[1] - 1.0).abs() < 1e-9);
    }
    // BoS: security level 2/3 for each, by playing the *other* player's favourite less.
    let s = security(&MatrixPreset::BattleOfTheSexes.game(), Player(0)).unwrap();
    assert!((s.maxmin - 2.0 / 3.0).abs() < 1e-9, "{s:?}");
    assert_eq!(
        zero_sum_value(&MatrixPreset::BattleOfTheSexes.game()).unwrap_err(),
        EquilibriumError::NotConstantSum
    );
}

#[test]
fn dominance_in_the_prisoners_dilemma() {
    let pd = MatrixPreset::PrisonersDilemma.game();
    assert_eq!(
        dominated_by_pure(&pd, Player(0), 0, Strength::Strict),
        vec![1]
    );
    assert!(dominated_by_pure(&pd, Player(0), 1, Strength::VeryWeak).is_empty());
    let e = iterated_elimination(&pd, Strength::Strict, false).unwrap();
    assert_eq!(e.steps.len(), 2);
    assert_eq!(e.steps[0].name, "silent");
    assert_eq!(e.steps[0].by, Dominator::Pure(1));
    assert_eq!(e.remaining, [vec![1], vec![1]]);
}

#[test]
fn mixed_domination_is_found_whatever_the_spread_of_the_payoffs() {
    // Row 2 (1, 1) is strictly dominated by any mix p·row 0 + (1 − p)·row 1 with
    // 1e-10 < p < 2/3. One scale for the whole game (1e10) put the margin at 2e-10, below
    // the LP's tolerance, and the dominator was missed.
    for big in ["1e10", "1e15", "1e100", "1e300"] {
        let g = Bimatrix::parse(
            &[vec![big, "0"], vec!["0", "3"], vec!["1", "1"]],
            &[vec!["0", "0"], vec!["0", "0"], vec!["0", "0"]],
        )
        .unwrap();
        let w = dominated_by_mixed(&g, Player(0), 2, Strength::Strict)
            .unwrap()
            .unwrap_or_else(|| panic!("dominated with {big}"));
        assert_eq!(w.iter().map(|(_, p)| p.clone()).sum::<Q>(), q(1, 1));
        // And the elimination says so.
        let e = iterated_elimination(&g, Strength::Strict, true).unwrap();
        assert!(e
            .steps
            .iter()
            .any(|s| s.player == Player(0) && s.strategy == 2));
    }
    // A margin of one part in 10^15 is decided exactly: (1, 1) against a mix whose best
    // value in the first column is 1 + 1e-15 is still strictly dominated...
    let g = Bimatrix::parse(
        &[vec!["1.000000000000001", "2"], vec!["1", "1"]],
        &[vec!["0", "0"], vec!["0", "0"]],
    )
    .unwrap();
    assert_eq!(
        dominated_by_pure(&g, Player(0), 1, Strength::Strict),
        vec![0]
    );
    // ...and a tie is not a strict dominator.
    let g = Bimatrix::parse(
        &[vec!["1", "2"], vec!["0", "3"], vec!["1", "1"]],
        &[vec!["0", "0"], vec!["0", "0"], vec!["0", "0"]],
    )
    .unwrap();
    assert!(dominated_by_mixed(&g, Player(0), 2, Strength::Strict)
        .unwrap()
        .is_none());
}

#[test]
fn mixed_domination_is_found_and_verified() {
    // Row 2 (payoffs 1,1) is strictly dominated by ½·row 0 + ½·row 1 (payoffs 3,0 / 0,3)
    // but by neither pure strategy.
    let g = Bimatrix::from_integers(&[vec![3, 0], vec![0, 3], vec![1, 1]], &vec![vec![0, 0]; 3])
        .unwrap();
    assert!(dominated_by_pure(&g, Player(0), 2, Strength::Weak).is_empty());
    let w = dominated_by_mixed(&g, Player(0), 2, Strength::Strict)
        .unwrap()
        .unwrap();
    let total: Q = w.iter().map(|(_, p)| p.clone()).sum();
    assert_eq!(total, q(1, 1));
    assert!(dominated_by_mixed(&g, Player(0), 0, Strength::VeryWeak)
        .unwrap()
        .is_none());
    // Row 2 (payoffs 3/2, 3/2) is weakly but not strictly dominated by ½·row 0 + ½·row 1.
    let g = Bimatrix::parse(
        &[vec!["3", "0"], vec!["0", "3"], vec!["1.5", "1.5"]],
        &[vec!["0", "0"], vec!["0", "0"], vec!["0", "0"]],
    )
    .unwrap();
    assert!(dominated_by_mixed(&g, Player(0), 2, Strength::Strict)
        .unwrap()
        .is_none());
    assert!(dominated_by_mixed(&g, Player(0), 2, Strength::VeryWeak)
        .unwrap()
        .is_some());
    assert!(dominated_by_mixed(&g, Player(0), 2, Strength::Weak)
        .unwrap()
        .is_none());
}

#[test]
fn degenerate_game_reports_a_segment() {
    // Row 0 ties for the column player: both columns are best responses to it.
    let g = Bimatrix::from_integers(&[vec![1, 1], vec![0, 2]], &[vec![1, 1], vec![0, 2]]).unwrap();
    let all = all_equilibria(&g).unwrap();
    assert!(all.degenerate);
    assert!(all
        .ties
        .iter()
        .any(|t| t.player == Player(0) && t.best_responses == vec![0, 1]));
    for e in &all.extreme {
        assert!(is_equilibrium(&g, &e.x, &e.y), "{e}");
    }
    assert!(all.components.iter().any(Component::is_continuum));
}

#[test]
fn size_limit() {
    let g = Bimatrix::from_integers(&vec![vec![0; 13]; 13], &vec![vec![0; 13]; 13]).unwrap();
    assert!(matches!(
        all_equilibria_by_support(&g),
        Err(EquilibriumError::Game(_))
    ));
    let g = Bimatrix::from_integers(&vec![vec![0; 21]; 2], &vec![vec![0; 21]; 2]).unwrap();
    assert!(matches!(all_equilibria(&g), Err(EquilibriumError::Game(_))));
}

#[test]
fn lemke_howson_from_every_label() {
    let g = MatrixPreset::BattleOfTheSexes.game();
    let all = all_equilibria(&g).unwrap();
    for label in 0..4 {
        let e = lemke_howson(&g, label).unwrap();
        assert!(all.extreme.contains(&e), "{label}: {e}");
    }
    // Missing label 0 from the artificial equilibrium ends at a pure equilibrium of BoS.
    assert!(lemke_howson(&g, 0).unwrap().is_pure());
    let rps = MatrixPreset::RockPaperScissors.game();
    assert_eq!(lemke_howson(&rps, 2).unwrap().y, vec![q(1, 3); 3]);
}
