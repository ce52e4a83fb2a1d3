//! The sequence-form LP against Kuhn poker's known solution and, on seeded random zero-sum
//! games with information sets, against the LP of the game's normal form.

use super::*;
use crate::exact::to_f64;
use crate::games::poker::kuhn;
use crate::models::imperfect::efg;
use crate::models::imperfect::random;
use crate::models::strategic::Bimatrix;

fn q(n: i64, d: i64) -> Q {
    Q::new(n.into(), d.into())
}

/// Player `p`'s probability of `action` at the set named `set`.
fn prob(g: &Game, b: &[Behaviour; 2], p: usize, set: &str, action: &str) -> Q {
    let h = g
        .player_infosets(p)
        .into_iter()
        .find(|&h| g.infoset_name(h) == set)
        .unwrap_or_else(|| panic!("no set {set}"));
    let a = g.infosets()[h]
        .actions
        .iter()
        .position(|x| x == action)
        .unwrap();
    b[p][h][a].clone()
}

#[test]
fn kuhn_poker_is_worth_minus_one_eighteenth_exactly() {
    let g = kuhn();
    let s = solve_zero_sum(&g).unwrap();
    assert!(s.certified, "{} .. {}", s.lower, s.upper);
    assert_eq!(s.exact_value(), Some(&q(-1, 18)));
    assert!(s.exploitability().is_zero());
    assert!((s.value + 1.0 / 18.0).abs() < 1e-9);
    let b = &s.behaviour;
    // Player 2's equilibrium strategy is unique.
    assert_eq!(prob(&g, b, 1, "K c", "bet"), q(1, 1));
    assert_eq!(prob(&g, b, 1, "K r", "call"), q(1, 1));
    assert_eq!(prob(&g, b, 1, "Q c", "check"), q(1, 1));
    assert_eq!(prob(&g, b, 1, "Q r", "call"), q(1, 3));
    assert_eq!(prob(&g, b, 1, "J c", "bet"), q(1, 3));
    assert_eq!(prob(&g, b, 1, "J r", "call"), q(0, 1));
    // Player 1's is one of the family: bet J with α ∈ [0, 1/3], K with 3α, never Q; call
    // with Q with α + 1/3.
    let alpha = prob(&g, b, 0, "J", "bet");
    assert!(!alpha.is_negative() && alpha <= q(1, 3), "{alpha}");
    assert_eq!(prob(&g, b, 0, "K", "bet"), &alpha * q(3, 1));
    assert_eq!(prob(&g, b, 0, "Q", "bet"), q(0, 1));
    assert_eq!(prob(&g, b, 0, "Q cr", "call"), &alpha + q(1, 3));
    assert_eq!(prob(&g, b, 0, "J cr", "call"), q(0, 1));
    assert_eq!(prob(&g, b, 0, "K cr", "call"), q(1, 1));
    assert_eq!(expected_payoffs(&g, b)[0], q(-1, 18));
}

#[test]
fn matching_pennies_as_a_tree_is_worth_zero() {
    let text = r#"EFG 2 R "" { "1" "2" } ""
p "" 1 1 "" { "H" "T" } 0
p "" 2 1 "" { "h" "t" } 0
t "" 1 "" { 1 -1 }
t "" 2 "" { -1 1 }
p "" 2 1 "" { "h" "t" } 0
t "" 2
t "" 1
"#;
    let g = efg::parse(text).unwrap();
    let s = solve_zero_sum(&g).unwrap();
    assert_eq!(s.exact_value(), Some(&Q::zero()));
    assert_eq!(s.behaviour[0][0], [q(1, 2), q(1, 2)]);
}

#[test]
fn a_game_without_perfect_recall_or_not_zero_sum_is_refused() {
    let driver = r#"EFG 2 R "" { "D" "N" } ""
p "X" 1 1 "junction" { "exit" "continue" } 0
t "" 1 "" { 0 0 }
p "Y" 1 1 "junction" { "exit" "continue" } 0
t "" 2 "" { 4 -4 }
t "" 3 "" { 1 -1 }
"#;
    let e = solve_zero_sum(&efg::parse(driver).unwrap())
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("perfect recall") && e.contains("junction"),
        "{e}"
    );
    let general = "EFG 2 R \"\" { \"A\" \"B\" } \"\"\nc \"\" 1 \"\" { \"x\" 1/2 \"y\" 1/2 } 0\nt \"\" 1 \"\" { 1 1 }\nt \"\" 2 \"\" { 0 0 }\n";
    assert!(solve_zero_sum(&efg::parse(general).unwrap())
        .unwrap_err()
        .to_string()
        .contains("zero-sum"));
}

/// A random zero-sum game with private types (see [`random::private_types`]).
fn random_game(seed: u64, types: usize, depth: usize, actions: usize) -> Game {
    random::private_types(seed, types, depth, actions, random::zero_sum)
}

/// Every pure strategy of player `p` as a behaviour strategy.
fn pure_strategies(g: &Game, p: usize) -> Vec<Behaviour> {
    let sets = g.player_infosets(p);
    let mut out = Vec::new();
    let mut pick = vec![0usize; sets.len()];
    loop {
        let mut b: Behaviour = vec![Vec::new(); g.infosets().len()];
        for (k, &h) in sets.iter().enumerate() {
            let n = g.infosets()[h].actions.len();
            b[h] = (0..n)
                .map(|a| Q::from_integer(((a == pick[k]) as i64).into()))
                .collect();
        }
        out.push(b);
        let mut k = 0;
        loop {
            if k == sets.len() {
                return out;
            }
            pick[k] += 1;
            if pick[k] < g.infosets()[sets[k]].actions.len() {
                break;
            }
            pick[k] = 0;
            k += 1;
        }
    }
}

#[test]
fn the_sequence_form_value_equals_the_normal_forms() {
    for seed in 0..12 {
        let (types, depth) = if seed % 2 == 0 { (2, 2) } else { (2, 3) };
        let g = random_game(seed, types, depth, 2);
        let s = solve_zero_sum(&g).unwrap();
        assert!(s.certified, "seed {seed}: {} .. {}", s.lower, s.upper);
        let value = s.exact_value().unwrap().clone();
        // The normal form: every pure strategy against every pure strategy.
        let (rows, cols) = (pure_strategies(&g, 0), pure_strategies(&g, 1));
        let mut a = vec![vec![Q::zero(); cols.len()]; rows.len()];
        for (r, x) in rows.iter().enumerate() {
            for (c, y) in cols.iter().enumerate() {
                a[r][c] = expected_payoffs(&g, &[x.clone(), y.clone()])[0].clone();
            }
        }
        let b: Vec<Vec<Q>> = a.iter().map(|r| r.iter().map(|v| -v).collect()).collect();
        let names = [
            (0..rows.len()).map(|i| i.to_string()).collect(),
            (0..cols.len()).map(|i| i.to_string()).collect(),
        ];
        let nf = Bimatrix { names, a, b };
        let lp = crate::equilibrium::zero_sum_value(&nf).unwrap();
        assert!(
            (lp.value - to_f64(&value)).abs() < 1e-9,
            "seed {seed}: {} vs {value}",
            lp.value
        );
    }
}

#[test]
fn the_lp_grown_from_the_root_alone_reaches_the_whole_lps_optimum() {
    // Keeping only the empty sequences (and, by closure, one action per set) makes the
    // restricted LP add what it misses round by round; the vertex it ends at must be
    // optimal for the whole LP and certify like the whole LP's.
    let mut grown = 0;
    for seed in 0..12 {
        let g = if seed == 0 {
            kuhn()
        } else {
            random_game(seed, 2, 2 + (seed % 2) as usize, 2)
        };
        let sf = SequenceForm::new(&g).unwrap();
        let all = [vec![true; sf.seqs[0].len], vec![true; sf.seqs[1].len]];
        let whole = restricted::solve(&sf, all).unwrap();
        assert_eq!(whole.rounds, 1);
        let none = [vec![false; sf.seqs[0].len], vec![false; sf.seqs[1].len]];
        let v = restricted::solve(&sf, none).unwrap();
        grown += (v.rounds > 1) as u32;
        assert!(
            (v.value - whole.value).abs() < 1e-9,
            "seed {seed}: {} vs {}",
            v.value,
            whole.value
        );
        let s = finish(&g, &sf, &v);
        assert!(s.certified, "seed {seed}: {} .. {}", s.lower, s.upper);
        assert_eq!(s.exact_value(), finish(&g, &sf, &whole).exact_value());
    }
    assert!(grown >= 8, "only {grown} games needed more than one round");
}

#[test]
fn leduc_is_guessed_by_cfr_plus_and_certified() {
    let g = crate::games::poker::leduc();
    let sf = SequenceForm::new(&g).unwrap();
    let keep = restricted::guess(&g, &sf).unwrap();
    let v = restricted::solve(&sf, keep).unwrap();
    let s = finish(&g, &sf, &v);
    assert!(s.certified);
    assert_eq!(
        s.exact_value().unwrap().to_string(),
        "-1454920850547486749701863871533/16995463438839962469905132501930"
    );
}
