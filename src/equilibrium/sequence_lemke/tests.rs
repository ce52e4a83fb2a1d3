//! Lemke's algorithm from a prior: Game Theory Explorer's LCP for its own test game, known
//! answers (Kuhn poker, beer–quiche), seeded random general-sum games under random priors,
//! priors that lead to different equilibria, a near-pure prior at a strict equilibrium, a pure
//! prior at a non-credible threat, and priors that are refused.

use super::*;
use crate::games::imperfect::presets::Preset;
use crate::games::poker::kuhn;
use crate::models::imperfect::efg;
use crate::models::imperfect::random;
use num_traits::Zero;

fn q(n: i64, d: i64) -> Q {
    Q::new(n.into(), d.into())
}

/// The probability `b` gives `action` at player `p`'s set named `set`.
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

/// A prior: each player's probability of each action, set by set in the players' order.
fn prior_of(g: &Game, probs: [&[&[Q]]; 2]) -> [Behaviour; 2] {
    let mut prior = uniform_prior(g);
    for p in 0..2 {
        for (k, h) in g.player_infosets(p).into_iter().enumerate() {
            prior[p][h] = probs[p][k].to_vec();
        }
    }
    prior
}

#[test]
fn kuhn_poker_gives_an_equilibrium_worth_minus_one_eighteenth() {
    let LemkeEquilibrium {
        checked: e, pivots, ..
    } = solve(&kuhn()).unwrap();
    assert!(e.verified(), "{:?} vs {:?}", e.payoffs, e.best_responses);
    assert_eq!(e.payoffs[0], q(-1, 18));
    assert_eq!(pivots[0].entered, Var::Z0);
    // Game Theory Explorer's LemkeAlgorithm takes the same 43 pivots on Kuhn poker from the
    // uniform prior (run with its lib-algo; so it did on Kuhn poker and ten of the random
    // games below, each from the uniform prior and from random_prior with seeds 1 and 2: the
    // same pivots in all 33 runs).
    assert_eq!(pivots.len(), 43);
}

/// The tree of Game Theory Explorer's `SequenceFormTest.testSimpleSequenceFormConstruction`.
const GTE_TEST: &str = r#"EFG 2 R "GTE" { "I" "II" } ""
p "" 1 1 "h11" { "L" "R" } 0
p "" 2 1 "h21" { "a" "b" } 0
t "" 1 "" { 11, 3 }
t "" 2 "" { 3, 0 }
p "" 1 2 "h12" { "S" "T" } 0
c "" 1 "" { "1" 1/2 "2" 1/2 } 0
p "" 2 1 "h21" { "a" "b" } 0
t "" 3 "" { 0, 0 }
t "" 4 "" { 0, 10 }
p "" 2 2 "h22" { "c" "d" } 0
t "" 5 "" { 0, 4 }
t "" 6 "" { 24, 0 }
p "" 2 2 "h22" { "c" "d" } 0
t "" 7 "" { 6, 0 }
t "" 8 "" { 0, 1 }
"#;

/// Game Theory Explorer's test tree and the `M`, `d`, `q` its uniform prior gives, as printed
/// in that test; GTE's answer on it (run with its `lib-algo`): player I plays L, player II a
/// and c, payoffs 11 and 3.
#[test]
fn the_lcp_is_game_theory_explorers() {
    let g = efg::parse(GTE_TEST).unwrap();
    let lcp = SequenceLcp::new(&g, &uniform_prior(&g)).unwrap();
    let expected = [
        " .  .  .    .  .  .  .  .  .    .    .    .   . -1  1  .    0  0",
        " .  .  .    .  .  .  .  .  .   14   22    .   .  . -1  .   18  0",
        " .  .  .    .  .  .  .  .  .    .    .    .   .  . -1  1    0  0",
        " .  .  .    .  .  .  .  .  . 25/2 25/2 25/2 1/2  .  . -1   19  0",
        " .  .  .    .  .  .  .  .  .    .    .   19  25  .  . -1   22  0",
        " .  .  .    .  .  .  .  .  1    .    .    .   .  .  .  .    1 -1",
        " .  .  .    .  .  .  .  . -1    1    1    .   .  .  .  .    0  0",
        " .  .  .    .  .  .  .  . -1    .    .    1   1  .  .  .    0  0",
        " .  .  .    .  . -1  1  1  .    .    .    .   .  .  .  .    0  0",
        " .  8  . 11/2  .  . -1  .  .    .    .    .   .  .  .  . 43/8  0",
        " . 11  .  1/2  .  . -1  .  .    .    .    .   .  .  .  . 45/8  0",
        " .  .  .  7/2 11  .  . -1  .    .    .    .   .  .  .  . 29/8  0",
        " .  .  . 11/2 10  .  . -1  .    .    .    .   .  .  .  . 31/8  0",
        " 1  .  .    .  .  .  .  .  .    .    .    .   .  .  .  .    1 -1",
        "-1  1  1    .  .  .  .  .  .    .    .    .   .  .  .  .    0  0",
        " .  . -1    1  1  .  .  .  .    .    .    .   .  .  .  .    0  0",
    ];
    assert_eq!(lcp.layout.len(), 16);
    for (i, line) in expected.iter().enumerate() {
        let cells: Vec<Q> = line
            .split_whitespace()
            .map(|c| {
                if c == "." {
                    Q::zero()
                } else {
                    c.parse().unwrap()
                }
            })
            .collect();
        assert_eq!(lcp.m[i], cells[..16], "row {i} of M");
        assert_eq!(lcp.d[i], cells[16], "row {i} of d");
        assert_eq!(lcp.q[i], cells[17], "row {i} of q");
    }
    let e = solve(&g).unwrap().checked;
    assert!(e.verified());
    assert_eq!(e.payoffs, [q(11, 1), q(3, 1)]);
    assert_eq!(prob(&g, &e.behaviour, 0, "h11", "L"), q(1, 1));
    assert_eq!(prob(&g, &e.behaviour, 1, "h21", "a"), q(1, 1));
    assert_eq!(prob(&g, &e.behaviour, 1, "h22", "c"), q(1, 1));
}

#[test]
fn beer_quiche_from_the_uniform_prior_pools_on_beer() {
    let g = Preset::BeerQuiche.game();
    let e = solve(&g).unwrap();
    let c = &e.checked;
    assert!(c.verified(), "{:?} vs {:?}", c.payoffs, c.best_responses);
    let b = &c.behaviour;
    // Both types drink beer; the receiver does not duel after beer and duels after quiche
    // with probability 1/2, just enough to keep the weak type from switching — Game Theory
    // Explorer's answer too.
    assert_eq!(prob(&g, b, 0, "strong", "beer"), q(1, 1));
    assert_eq!(prob(&g, b, 0, "weak", "beer"), q(1, 1));
    assert_eq!(prob(&g, b, 1, "after beer", "not"), q(1, 1));
    assert_eq!(prob(&g, b, 1, "after quiche", "duel"), q(1, 2));
    assert_eq!(c.payoffs, [q(8, 3), q(2, 3)]);
    // The path: z₀ enters at 1 and leaves at 0; the first pivot is named for people.
    let first = &e.pivots[0];
    assert_eq!((first.entered, first.z0.clone()), (Var::Z0, q(1, 1)));
    assert_eq!(first.left_name, "slack of Sender's constraint at the root");
    assert_eq!(e.pivots[1].entered_name, "Sender's value at the root");
    assert!(e
        .pivots
        .iter()
        .any(|p| p.entered_name == "Sender's sequence beer at strong"));
    let last = e.pivots.last().unwrap();
    assert_eq!((last.left, last.z0.clone()), (Var::Z0, Q::zero()));
    // At the end the recorded plans are the equilibrium's.
    let plans = last.plans().unwrap();
    let lcp = SequenceLcp::new(&g, &e.prior).unwrap();
    for p in 0..2 {
        assert_eq!(
            plans[p],
            realization_plan(&g, &lcp.sequences[p], &b[p].clone())
        );
    }
}

#[test]
fn priors_near_each_pooling_equilibrium_of_beer_quiche_find_it() {
    let g = Preset::BeerQuiche.game();
    let (hi, lo) = (q(9, 10), q(1, 10));
    let on = [hi.clone(), lo.clone()];
    let off = [lo, hi];
    // Sender: strong, weak (beer, quiche); receiver: after beer, after quiche (duel, not).
    let beer = prior_of(&g, [&[&on, &on], &[&off, &on]]);
    // Near the quiche equilibrium, with the weak type more likely to tremble to beer (so that
    // the receiver duels a beer drinker).
    let (rare, rarer) = ([q(1, 10), q(9, 10)], [q(1, 100), q(99, 100)]);
    let quiche = prior_of(&g, [&[&rarer, &rare], &[&on, &off]]);
    let b = solve_from_prior(&g, &beer).unwrap().checked;
    let qu = solve_from_prior(&g, &quiche).unwrap().checked;
    assert!(b.verified() && qu.verified());
    assert_eq!(b.payoffs, [q(8, 3), q(2, 3)]);
    assert_eq!(qu.payoffs, [q(7, 3), q(2, 3)]);
    assert_eq!(prob(&g, &qu.behaviour, 0, "strong", "quiche"), q(1, 1));
    assert_eq!(prob(&g, &qu.behaviour, 0, "weak", "quiche"), q(1, 1));
    assert_eq!(prob(&g, &qu.behaviour, 1, "after beer", "duel"), q(1, 1));
    assert_eq!(prob(&g, &qu.behaviour, 1, "after quiche", "not"), q(1, 1));
}

const COORDINATION: &str = r#"EFG 2 R "Battle of the sexes as a tree" { "1" "2" } ""
p "" 1 1 "choose" { "A" "B" } 0
p "" 2 1 "guess" { "a" "b" } 0
t "" 1 "" { 2, 1 }
t "" 2 "" { 0, 0 }
p "" 2 1 "guess" { "a" "b" } 0
t "" 3 "" { 0, 0 }
t "" 4 "" { 1, 2 }
"#;

#[test]
fn a_near_pure_prior_at_a_strict_equilibrium_goes_straight_to_it() {
    let g = efg::parse(COORDINATION).unwrap();
    let near = |first: bool| {
        let v = if first {
            [q(99, 100), q(1, 100)]
        } else {
            [q(1, 100), q(99, 100)]
        };
        solve_from_prior(&g, &prior_of(&g, [&[&v], &[&v]])).unwrap()
    };
    for (first, payoffs) in [(true, [q(2, 1), q(1, 1)]), (false, [q(1, 1), q(2, 1)])] {
        let e = near(first);
        assert!(e.checked.verified());
        assert_eq!(e.checked.payoffs, payoffs, "near {first}");
        // The best responses to the prior are already the equilibrium: z₀ stays 1 while the
        // basis is built and falls to 0 in the last pivot, with nothing else changing.
        let (last, before) = e.pivots.split_last().unwrap();
        assert!(before.iter().all(|p| p.z0.is_one()), "{:?}", e.pivots);
        assert_eq!(last.left, Var::Z0);
        // No detour: every pivot but the last brings in a variable for good (only slacks
        // leave), and the last takes z₀ out.
        assert!(before.iter().all(|p| matches!(
            p.left,
            Var::SequenceSlack { .. } | Var::ConstraintSlack { .. }
        )));
    }
}

const ENTRY: &str = r#"EFG 2 R "Entry" { "Entrant" "Incumbent" } ""
p "" 1 1 "enter?" { "out" "in" } 0
t "" 1 "" { 0, 2 }
p "" 2 1 "entered" { "accommodate" "fight" } 0
t "" 3 "" { 1, 1 }
t "" 2 "" { -1, -1 }
"#;

#[test]
fn a_pure_prior_may_end_at_an_imperfect_equilibrium_and_a_mixed_one_does_not() {
    let g = efg::parse(ENTRY).unwrap();
    let (first, second) = ([q(1, 1), Q::zero()], [Q::zero(), q(1, 1)]);
    // Out, and fight if entered: an equilibrium whose threat is never tested.
    let threat = prior_of(&g, [&[&first], &[&second]]);
    let e = solve_from_prior(&g, &threat).unwrap().checked;
    assert!(e.verified());
    assert_eq!(prob(&g, &e.behaviour, 0, "enter?", "out"), q(1, 1));
    assert_eq!(prob(&g, &e.behaviour, 1, "entered", "fight"), q(1, 1));
    // Any completely mixed prior makes fighting costly: the entrant enters.
    for seed in 0..5 {
        let e = solve_from_prior(&g, &random_prior(&g, Seed(seed)))
            .unwrap()
            .checked;
        assert!(e.verified());
        assert_eq!(e.payoffs, [q(1, 1), q(1, 1)], "seed {seed}");
    }
}

#[test]
fn a_prior_that_is_not_a_distribution_is_refused_and_says_where() {
    let g = Preset::BeerQuiche.game();
    let good = uniform_prior(&g);
    let strong = g.player_infosets(0)[0];
    let mut bad = good.clone();
    bad[0][strong] = vec![q(1, 2), q(1, 3)];
    let e = solve_from_prior(&g, &bad).unwrap_err().to_string();
    assert!(
        e.contains("Sender") && e.contains("strong") && e.contains("5/6"),
        "{e}"
    );
    bad[0][strong] = vec![q(3, 2), q(-1, 2)];
    let e = solve_from_prior(&g, &bad).unwrap_err().to_string();
    assert!(e.contains("quiche") && e.contains("-1/2"), "{e}");
    bad[0][strong] = vec![q(1, 1)];
    let e = solve_from_prior(&g, &bad).unwrap_err().to_string();
    assert!(e.contains("1 probabilities for 2 actions"), "{e}");
    bad = good;
    bad[1].pop();
    let e = solve_from_prior(&g, &bad).unwrap_err().to_string();
    assert!(e.contains("Receiver's prior has"), "{e}");
}

/// A random general-sum game with private types (see [`random::private_types`]).
fn random_game(seed: u64, types: usize, depth: usize, actions: usize) -> Game {
    random::private_types(seed, types, depth, actions, random::general_sum)
}

/// Whether `x` is a realization plan of the player with sequences `s`: `x(∅) = 1` and each
/// set's sequences add up to its parent's.
fn is_plan(s: &Sequences, x: &[Q]) -> bool {
    x[0].is_one()
        && (0..s.infosets.len()).all(|k| {
            let end = s.first.get(k + 1).copied().unwrap_or(s.len);
            x[s.first[k]..end].iter().sum::<Q>() == x[s.parent[k]]
        })
}

#[test]
fn random_general_sum_games_under_random_priors_give_exact_equilibria() {
    let mut distinct = 0;
    for seed in 0..10 {
        let (depth, actions) = [(2, 2), (3, 2), (2, 3)][seed as usize % 3];
        let g = random_game(seed, 2, depth, actions);
        let mut found: Vec<[Behaviour; 2]> = Vec::new();
        for k in 0..4 {
            let prior = random_prior(&g, Seed(seed).derive(k));
            let e = solve_from_prior(&g, &prior).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            let c = &e.checked;
            assert!(
                c.verified(),
                "seed {seed} prior {k}: {:?} vs {:?}",
                c.payoffs,
                c.best_responses
            );
            assert_eq!(e.pivots[0].z0, q(1, 1));
            assert_eq!(e.pivots.last().unwrap().left, Var::Z0);
            // Along the path z₀ stays in [0, 1] and, once it is below 1, the sequence
            // variables are 1 − z₀ times realization plans.
            let seqs = SequenceLcp::new(&g, &prior).unwrap().sequences;
            for p in &e.pivots {
                assert!(
                    !p.z0.is_negative() && p.z0 <= q(1, 1),
                    "seed {seed}: {}",
                    p.z0
                );
                if let Some([x, y]) = p.plans() {
                    assert!(
                        is_plan(&seqs[0], &x) && is_plan(&seqs[1], &y),
                        "seed {seed}"
                    );
                }
            }
            if !found.contains(&c.behaviour) {
                found.push(c.behaviour.clone());
            }
        }
        distinct += (found.len() > 1) as usize;
    }
    // Priors matter: in some of these games different priors end at different equilibria.
    assert!(distinct > 0);
}

/// A variable as Game Theory Explorer prints it: `z0`, `z1`…`zn`, `w1`…`wn` (1-based rows).
fn gte_name(l: &Layout, v: Var) -> String {
    if v == Var::Z0 {
        return "z0".into();
    }
    let z = (0..l.len()).find(|&i| l.z(i) == v);
    let w = (0..l.len()).find(|&i| l.w(i) == v);
    match (z, w) {
        (Some(i), _) => format!("z{}", i + 1),
        (_, Some(i)) => format!("w{}", i + 1),
        _ => unreachable!("every variable has a row"),
    }
}

/// The pivots (entered/left) that Game Theory Explorer's `LemkeAlgorithm` takes on the same
/// LCPs, printed by running its `lib-algo` (commit de4dfe5) on the same trees and priors. GTE
/// stops as soon as `z₀` ties in the ratio test but then pivots on the lexicographic minimum,
/// which may be another row (`z₀` stays basic at 0); here `z₀` leaves: the same point, the
/// same number of pivots, only the last name differs.
#[test]
fn the_pivots_are_game_theory_explorers() {
    let g = efg::parse(GTE_TEST).unwrap();
    let bq = Preset::BeerQuiche.game();
    let (hi, lo) = (q(9, 10), q(1, 10));
    let (on, off) = ([hi.clone(), lo.clone()], [lo, hi]);
    let beer = prior_of(&bq, [&[&on, &on], &[&off, &on]]);
    let (rare, rarer) = ([q(1, 10), q(9, 10)], [q(1, 100), q(99, 100)]);
    let quiche = prior_of(&bq, [&[&rarer, &rare], &[&on, &off]]);
    let cases = [
        (
            &g,
            uniform_prior(&g),
            "z0/w14 z14/w1 z1/w15 z15/w3 z3/w16 z16/w2 z2/w6 z6/w9 z9/w8 z8/w12 z12/w7 z7/w10 \
             z10/w13",
        ),
        (
            &bq,
            uniform_prior(&bq),
            "z0/w14 z14/w1 z1/w16 z16/w5 z5/w15 z15/w2 z2/w6 z6/w9 z9/w8 z8/w13 z13/w7 z7/w11 \
             z11/w12 z12/z13 w13/w4 z4/w13 z13/z0",
        ),
        (
            &bq,
            beer,
            "z0/w14 z14/w1 z1/w16 z16/w4 z4/w15 z15/w2 z2/w6 z6/w9 z9/w8 z8/w13 z13/w7 z7/w11 \
             z11/w5 z5/w12 z12/z0",
        ),
        (
            &bq,
            quiche,
            "z0/w14 z14/w1 z1/w16 z16/w5 z5/w15 z15/w3 z3/w6 z6/w9 z9/w8 z8/w13 z13/w7 z7/w10 \
             z10/w11",
        ),
    ];
    for (game, prior, expected) in cases {
        let e = solve_from_prior(game, &prior).unwrap();
        let l = SequenceLcp::new(game, &prior).unwrap().layout;
        let ours: Vec<String> = e
            .pivots
            .iter()
            .map(|p| format!("{}/{}", gte_name(&l, p.entered), gte_name(&l, p.left)))
            .collect();
        let theirs: Vec<&str> = expected.split_whitespace().collect();
        assert_eq!(ours.len(), theirs.len(), "{}", ours.join(" "));
        let (last, rest) = theirs.split_last().unwrap();
        assert_eq!(ours[..rest.len()], *rest);
        let entered = last.split('/').next().unwrap();
        assert_eq!(ours[rest.len()], format!("{entered}/z0"));
    }
}

#[test]
fn every_lemke_answer_is_an_equilibrium_of_the_reduced_normal_form() {
    use crate::models::imperfect::reduced::{behaviour_to_mixed, ReducedNormalForm};
    for seed in 0..10 {
        let (depth, actions) = [(2, 2), (3, 2), (2, 3)][seed as usize % 3];
        let g = random_game(seed, 2, depth, actions);
        let nf = ReducedNormalForm::new(&g).unwrap();
        let (rows, cols) = (nf.plans[0].len(), nf.plans[1].len());
        for k in 0..3 {
            let e = solve_from_prior(&g, &random_prior(&g, Seed(seed).derive(k))).unwrap();
            // Kuhn's theorem: the behaviour strategies as mixed strategies over plans.
            let m = [0, 1].map(|p| behaviour_to_mixed(&nf.plans[p], &e.checked.behaviour[p]));
            let against: [Vec<Q>; 2] = [
                (0..rows)
                    .map(|r| (0..cols).map(|c| &m[1][c] * &nf.cell(r, c)[0]).sum())
                    .collect(),
                (0..cols)
                    .map(|c| (0..rows).map(|r| &m[0][r] * &nf.cell(r, c)[1]).sum())
                    .collect(),
            ];
            for p in 0..2 {
                let value: Q = against[p].iter().zip(&m[p]).map(|(v, x)| v * x).sum();
                let best = against[p].iter().max().unwrap();
                // No pure plan does better, exactly; and the payoff is the tree's.
                assert_eq!(&value, best, "seed {seed} prior {k} player {}", p + 1);
                assert_eq!(value, e.checked.payoffs[p], "seed {seed} prior {k}");
            }
        }
    }
}
