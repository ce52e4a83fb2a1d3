//! A seeded fuzz of the newest commands' answers, each checked by a second method: `nash` on
//! random games (degenerate ones among them) against the exact equilibrium test and the support
//! enumeration's count; `efg solve` on random two-player games against each other — the
//! sequence-form LP's certified value, Lemke's algorithm on the sequence form and Lemke–Howson
//! on the reduced normal form — zero-sum, constant-sum (the value in the game's own payoffs)
//! and general-sum (each answer an equilibrium by an exact best response). Every command runs
//! within its default `--max-seconds`.
//!
//! A fixed seed in the tests; `GAMELAB_FUZZ_SEED=<n>` tries another, `GAMELAB_FUZZ_CASES=<n>`
//! more games.

use crate::cli::json;
use crate::seeded::{fraction, numbers, scratch, seed_and_cases, Rng};
use gamelab::equilibrium::{all_equilibria_by_support, is_equilibrium};
use gamelab::games::matrix::{Bimatrix, Q};
use serde_json::Value;

/// Games per property on the fixed seed.
const CASES: usize = 25;

#[test]
fn nash_answers_are_equilibria_and_all_of_them() {
    let (seed, cases) = seed_and_cases(42, CASES);
    let mut rng = Rng(seed);
    for case in 0..cases {
        let (m, n) = (1 + rng.below(6) as usize, 1 + rng.below(6) as usize);
        let top = [1, 2, 3, 20][rng.below(4) as usize];
        let a: Vec<Vec<i64>> = (0..m)
            .map(|_| (0..n).map(|_| rng.below(top + 1) as i64).collect())
            .collect();
        let b: Vec<Vec<i64>> = (0..m)
            .map(|_| (0..n).map(|_| rng.below(top + 1) as i64).collect())
            .collect();
        let g = Bimatrix::from_integers(&a, &b).unwrap();
        let text = gamelab::models::nfg::write_game(&g);
        let file = scratch(&format!("fuzz-nash-{seed}-{case}.nfg"), &text);
        let out = json(&["nash", "--game", &file, "--json"]);
        let listed = out["equilibria"].as_array().unwrap();
        for e in listed {
            let (x, y) = (numbers(&e["row"]), numbers(&e["col"]));
            assert!(is_equilibrium(&g, &x, &y), "seed {seed} case {case}: {e}");
            assert_eq!(
                numbers(&e["payoffs"]),
                g.expected(&x, &y).to_vec(),
                "seed {seed} case {case}"
            );
        }
        let by_support = all_equilibria_by_support(&g).unwrap();
        assert_eq!(
            listed.len(),
            by_support.extreme.len(),
            "seed {seed} case {case}: {text}"
        );
        assert_eq!(
            out["degenerate"]["value"], by_support.degenerate,
            "seed {seed} case {case}"
        );
    }
}

/// A random two-player game with perfect recall as `.efg` text: chance deals player 1 one of
/// `types` signals; player 1 chooses among `a` actions knowing it; player 2 chooses among `b`
/// actions seeing player 1's action but not the signal. Payoffs from `payoff(p1's, p2's)`.
fn signalling_game(rng: &mut Rng, payoff: &mut dyn FnMut(&mut Rng) -> (i64, i64)) -> String {
    let types = 1 + rng.below(3) as usize;
    let (a, b) = (2 + rng.below(2) as usize, 2 + rng.below(2) as usize);
    let mut lines = vec![
        "EFG 2 R \"fuzz\" { \"P1\" \"P2\" }".to_string(),
        "\"\"".into(),
    ];
    let outcomes: Vec<String> = (0..types).map(|t| format!("\"t{t}\" 1/{types}")).collect();
    lines.push(format!("c \"\" 1 \"\" {{ {} }} 0", outcomes.join(" ")));
    let mut outcome = 0;
    for t in 0..types {
        let acts: Vec<String> = (0..a).map(|k| format!("\"a{k}\"")).collect();
        lines.push(format!(
            "p \"\" 1 {} \"s{t}\" {{ {} }} 0",
            t + 1,
            acts.join(" ")
        ));
        for k in 0..a {
            let resp: Vec<String> = (0..b).map(|j| format!("\"b{j}\"")).collect();
            lines.push(format!(
                "p \"\" 2 {} \"saw a{k}\" {{ {} }} 0",
                k + 1,
                resp.join(" ")
            ));
            for _ in 0..b {
                outcome += 1;
                let (u, v) = payoff(rng);
                lines.push(format!("t \"\" {outcome} \"\" {{ {u} {v} }}"));
            }
        }
    }
    lines.join("\n") + "\n"
}

fn solve(file: &str, method: &str) -> Value {
    json(&["efg", "solve", file, "--method", method, "--json"])
}

#[test]
fn efg_solvers_agree_on_zero_sum_constant_sum_and_general_games() {
    let (seed, cases) = seed_and_cases(42, CASES);
    let mut rng = Rng(seed ^ 0xe);
    for case in 0..cases {
        let shift = [0i64, 0, 7, -3][rng.below(4) as usize];
        let text = signalling_game(&mut rng, &mut |r| {
            let u = r.below(11) as i64 - 5;
            (u, shift - u)
        });
        let file = scratch(&format!("fuzz-efg-{seed}-{case}.efg"), &text);
        let seqform = solve(&file, "seqform");
        assert_eq!(
            seqform["certified"], true,
            "seed {seed} case {case}: {text}"
        );
        let value = fraction(&seqform["value_fraction"]);
        // Lemke's algorithm and Lemke–Howson find an equilibrium: in a zero-sum (or
        // constant-sum) game every equilibrium pays the value.
        for method in ["lemke", "lemke-howson"] {
            let other = solve(&file, method);
            assert_eq!(
                other["certified"], true,
                "{method}: seed {seed} case {case}"
            );
            let payoffs = numbers(&other["payoffs"]);
            assert_eq!(
                payoffs[0], value,
                "{method}: seed {seed} case {case}: {text}"
            );
            assert_eq!(
                &payoffs[0] + &payoffs[1],
                Q::from_integer(shift.into()),
                "{method}"
            );
        }
        if shift != 0 {
            let own = numbers(&seqform["payoffs"]);
            assert_eq!(
                (&own[0], &own[0] + &own[1]),
                (&value, Q::from_integer(shift.into()))
            );
        }
        let cfr = json(&[
            "efg",
            "solve",
            &file,
            "--method",
            "cfr+",
            "--iterations",
            "2000",
            "--json",
        ]);
        let v = cfr["value"].as_f64().unwrap();
        let exact = gamelab::games::matrix::to_f64(&value);
        assert!(
            (v - exact).abs() < 0.1 + 2.0 * cfr["exploitability"].as_f64().unwrap(),
            "cfr+ {v} vs {exact}"
        );
    }
    // General-sum: Lemke's answer and Lemke–Howson's are certified equilibria (exact best
    // responses inside the command).
    for case in 0..cases {
        let text = signalling_game(&mut rng, &mut |r| (r.below(7) as i64, r.below(7) as i64));
        let file = scratch(&format!("fuzz-efg-general-{seed}-{case}.efg"), &text);
        for method in ["lemke", "lemke-howson"] {
            assert_eq!(
                solve(&file, method)["certified"],
                true,
                "{method}: seed {seed} case {case}: {text}"
            );
        }
    }
}
