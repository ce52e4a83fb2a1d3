//! Tests of the n-player editor's model.

use super::*;
use crate::games::matrix::n_presets::NPreset;

fn nine() -> NDraft {
    NDraft::from_game("nine", &NPreset::NineEquilibria.game())
}

#[test]
fn a_draft_gives_its_game_back_and_round_trips_through_nfg() {
    for p in NPreset::ALL {
        let g = p.game();
        let d = NDraft::from_game(p.name(), &g);
        assert_eq!(d.game().unwrap(), g);
        let text = d.to_nfg(&g);
        let back = NDraft::from_nfg(&text).unwrap();
        assert_eq!(back, d, "{}", p.name());
    }
}

#[test]
fn profiles_are_numbered_as_gambit_numbers_them() {
    let d = NDraft::from_game("voting", &NPreset::Voting.game());
    for k in 0..27 {
        assert_eq!(d.index(&d.profile(k)), k);
    }
    assert_eq!(d.profile(1), vec![1, 0, 0]);
    assert_eq!(d.profile(3), vec![0, 1, 0]);
    assert_eq!(d.profile(9), vec![0, 0, 1]);
}

#[test]
fn every_bad_input_is_named_with_its_profile() {
    let mut d = nine();
    d.type_payoff(5, 1, "x");
    d.type_name(2, 1, " 1 ");
    d.type_payoff(0, 2, "");
    let problems = d.problems();
    assert_eq!(
        problems.iter().map(|p| p.place).collect::<Vec<_>>(),
        vec![
            NPlace::Name {
                player: 2,
                index: 1
            },
            NPlace::Payoff {
                profile: 0,
                player: 2
            },
            NPlace::Payoff {
                profile: 5,
                player: 1
            },
        ]
    );
    // Profile 5 is (2, 1, 2): player 3's strategies are named by position while their names
    // clash.
    assert_eq!(
        problems[2].to_string(),
        format!(
            "Player 2's payoff at (2, 1, strategy 2): {}",
            parse_payoff("x").unwrap_err()
        )
    );
    assert!(problems[1].reason.contains("empty"));
    assert!(problems[0]
        .reason
        .contains("already the name of strategy 1"));
    assert!(d.game().unwrap_err().contains("(and 2 more)"));
    d.set_payoff(5, 1, " 4 ");
    d.set_payoff(0, 2, "12");
    d.rename(2, 1, "2");
    assert_eq!(d.problems(), vec![]);
    assert_eq!(d.game().unwrap(), NPreset::NineEquilibria.game());
}

#[test]
fn strategies_are_added_and_removed_keeping_the_other_payoffs() {
    let g = NPreset::NineEquilibria.game();
    let mut d = NDraft::from_game("nine", &g);
    d.add(1);
    assert_eq!(d.shape(), vec![2, 3, 2]);
    assert_eq!(d.names[1], vec!["1", "2", "S1"]);
    let h = d.game().unwrap();
    for k in 0..h.num_profiles() {
        let p = h.profile(k);
        if p[1] < 2 {
            assert_eq!(h.payoff_vector(&p), g.payoff_vector(&p));
        } else {
            assert!(h
                .payoff_vector(&p)
                .iter()
                .all(|x| *x == Q::from_integer(0.into())));
        }
    }
    // Removing the strategy added gives the game back; removing the first keeps the second.
    let mut back = d.clone();
    back.remove(1, 2);
    assert_eq!(back.game().unwrap(), g);
    d.remove(1, 0);
    let h = d.game().unwrap();
    assert_eq!(h.payoff_vector(&[1, 0, 1]), g.payoff_vector(&[1, 1, 1]));
    // A player's last strategy stays.
    let mut one = NDraft::from_game("nine", &g);
    one.remove(0, 0);
    one.remove(0, 0);
    assert_eq!(one.shape(), vec![1, 2, 2]);
}

#[test]
fn the_limits_hold() {
    let mut d = NDraft::from_game("voting", &NPreset::Voting.game());
    for _ in 0..5 {
        d.add(0);
    }
    assert_eq!(d.shape(), vec![5, 3, 3]);
    assert!(!d.can_add(0));
    // 5·3·3 = 45 cells; a fourth player of two strategies makes 90.
    assert!(d.can_add_player());
    d.add_player();
    assert_eq!(d.shape(), vec![5, 3, 3, 2]);
    assert!(!d.can_add_player(), "five players is beyond the editor");
    // 5·4·3·2 = 120 ≤ 128, but 5·4·4·2 = 160 is not.
    d.add(1);
    assert!(!d.can_add(2));
    d.add(2);
    assert_eq!(d.shape(), vec![5, 4, 3, 2]);
    assert!(d.game().is_ok());
    // A file beyond the editor is refused with its size.
    let names = |k: usize| (0..k).map(|i| format!("s{i}")).collect::<Vec<_>>();
    let big = StrategicGame::new(
        vec![],
        vec![names(6), names(2), names(1)],
        vec![vec![Q::from_integer(0.into()); 3]; 12],
    )
    .unwrap();
    let text = NDraft::from_game("big", &big).to_nfg(&big);
    let err = NDraft::from_nfg(&text).unwrap_err().to_string();
    assert!(err.contains("player 1 has 6 strategies"), "{err}");
    let two = crate::models::nfg::write_game(&crate::games::matrix::MatrixPreset::Chicken.game());
    assert!(NDraft::from_nfg(&two)
        .unwrap_err()
        .to_string()
        .contains("not 2"));
}

#[test]
fn players_are_added_and_removed() {
    let g = NPreset::Coordination.game();
    let mut d = NDraft::from_game("c", &g);
    d.add_player();
    assert_eq!(d.players.len(), 4);
    let h = d.game().unwrap();
    assert_eq!(
        h.payoff_vector(&[0, 0, 0, 1])[..3],
        g.payoff_vector(&[0, 0, 0])[..]
    );
    assert_eq!(h.payoff_vector(&[0, 0, 0, 1])[3], Q::from_integer(0.into()));
    d.remove_player();
    assert_eq!(d.game().unwrap(), g);
    d.remove_player();
    assert_eq!(d.players.len(), 3, "three players at least");
}

#[test]
fn random_games_are_seeded_and_keep_names() {
    let d = nine();
    let (a, b) = (d.random(3), d.random(3));
    assert_eq!(a, b);
    assert_ne!(a, d.random(4));
    assert_eq!(a.names, d.names);
    let g = a.game().unwrap();
    assert!(g
        .table()
        .iter()
        .flatten()
        .all(|x| *x >= Q::from_integer((-9).into()) && *x <= Q::from_integer(9.into())));
}
