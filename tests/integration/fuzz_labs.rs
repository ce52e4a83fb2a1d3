//! A seeded fuzz of the poker, evolutionary-dynamics, Moran and IPD commands' answers, each
//! checked by a second method:
//!
//! - `poker cfr`: the average strategies' value lies within their NashConv (twice the reported
//!   exploitability) of the exact value of the sequence-form LP (`poker solve`);
//! - `dynamics rest-points` on random games: every point a rest point by its own equations,
//!   its payoffs and Nash verdict recomputed, the list equal to a brute-force enumeration over
//!   supports (an exact elimination written here), and its Nash points the `nash` command's
//!   equilibria (reverse search, another algorithm);
//! - `dynamics logit`: every point of the branch satisfies the logit equations;
//! - `moran`: the fixation probabilities equal the birth–death chain's absorption
//!   probabilities, solved here as a linear system, and the simulation lies near them;
//! - `ipd`: every match's scores are its moves' payoffs, deterministic memory-one rules move
//!   as a simulation here says, a tournament's payoff matrix is its matches' scores, and a
//!   head-to-head race between deterministic strategies never names the lower scorer.
//!
//! A fixed seed in the tests; `GAMELAB_FUZZ_SEED=<n>` tries another, `GAMELAB_FUZZ_CASES=<n>`
//! more cases.

use crate::cli::json;
use crate::seeded::{fraction, numbers, scratch, seed_and_cases, Rng};
use gamelab::exact::Q;
use num_bigint::BigInt;
use num_traits::{Signed, Zero};
use serde_json::Value;

/// Cases per property on the fixed seed.
const CASES: usize = 20;

fn q(n: i64) -> Q {
    Q::from_integer(BigInt::from(n))
}

#[test]
fn cfr_values_lie_within_their_exploitability_of_the_exact_value() {
    let exact = |game: &str| json(&["poker", "solve", "--game", game, "--json"]);
    let (kuhn, leduc) = (exact("kuhn"), exact("leduc"));
    assert_eq!(kuhn["value_fraction"], "-1/18");
    let (seed, cases) = seed_and_cases(7, CASES);
    let mut rng = Rng(seed);
    for _ in 0..cases {
        let (game, exact, most) = match rng.below(3) {
            0 => ("leduc", &leduc, 100),
            _ => ("kuhn", &kuhn, 400),
        };
        let v = exact["value"].as_f64().unwrap();
        let algorithm = ["cfr", "cfr+", "dcfr"][rng.index(3)];
        let iterations = (1 + rng.below(most)).to_string();
        let s = rng.below(1000).to_string();
        let args = [
            "poker",
            "cfr",
            "--game",
            game,
            "--algorithm",
            algorithm,
            "--iterations",
            &iterations,
            "--seed",
            &s,
            "--json",
        ];
        let out = json(&args);
        let curve = out["exploitability"].as_array().unwrap();
        let last = curve.last().unwrap();
        assert_eq!(
            last[0].as_u64().unwrap().to_string(),
            iterations,
            "{args:?}"
        );
        for point in curve {
            assert!(point[1].as_f64().unwrap() >= -1e-12, "{args:?}: {point}");
        }
        let nash_conv = 2.0 * last[1].as_f64().unwrap();
        let value = out["value"].as_f64().unwrap();
        assert!(
            (value - v).abs() <= nash_conv + 1e-9,
            "{args:?}: value {value}, exact {v}, NashConv {nash_conv}"
        );
    }
}

/// A random `m × n` game of payoffs `0..=top` (symmetric, `b = aᵀ`, when asked).
fn random_game(rng: &mut Rng, m: usize, n: usize, top: u64, symmetric: bool) -> Game {
    let mut draw = |_| {
        (0..n)
            .map(|_| rng.below(top + 1) as i64)
            .collect::<Vec<_>>()
    };
    let a: Vec<Vec<i64>> = (0..m).map(&mut draw).collect();
    let b: Vec<Vec<i64>> = if symmetric {
        (0..m).map(|r| (0..n).map(|c| a[c][r]).collect()).collect()
    } else {
        (0..m).map(draw).collect()
    };
    Game::new(&a, &b)
}

/// A two-player game: its payoffs exactly and as an .nfg file.
struct Game {
    a: Vec<Vec<Q>>,
    b: Vec<Vec<Q>>,
    nfg: String,
}

impl Game {
    fn new(a: &[Vec<i64>], b: &[Vec<i64>]) -> Game {
        let g = gamelab::models::strategic::Bimatrix::from_integers(a, b).unwrap();
        Game {
            nfg: gamelab::models::nfg::write_game(&g),
            a: g.a,
            b: g.b,
        }
    }
}

/// `m · z` for a payoff matrix `m` (rows the chooser's strategies).
fn times(m: &[Vec<Q>], z: &[Q]) -> Vec<Q> {
    m.iter()
        .map(|row| row.iter().zip(z).map(|(p, w)| p * w).sum())
        .collect()
}

fn transpose(m: &[Vec<Q>]) -> Vec<Vec<Q>> {
    (0..m[0].len())
        .map(|c| m.iter().map(|row| row[c].clone()).collect())
        .collect()
}

fn dot(x: &[Q], y: &[Q]) -> Q {
    x.iter().zip(y).map(|(a, b)| a * b).sum()
}

/// Solves `rows` (each: the coefficients of `unknowns` unknowns, then the right-hand side) by
/// Gauss–Jordan elimination: `None` if inconsistent, else a solution and whether it is the
/// only one.
fn eliminate(mut rows: Vec<Vec<Q>>, unknowns: usize) -> Option<(Vec<Q>, bool)> {
    let mut pivots = Vec::new();
    for c in 0..unknowns {
        let r = pivots.len();
        let Some(p) = (r..rows.len()).find(|&i| !rows[i][c].is_zero()) else {
            continue;
        };
        rows.swap(r, p);
        let pivot = rows[r][c].clone();
        for v in &mut rows[r] {
            *v = &*v / &pivot;
        }
        let row = rows[r].clone();
        for (i, other) in rows.iter_mut().enumerate() {
            if i != r && !other[c].is_zero() {
                let f = other[c].clone();
                for (v, w) in other.iter_mut().zip(&row) {
                    *v -= &f * w;
                }
            }
        }
        pivots.push(c);
    }
    if rows[pivots.len()..].iter().any(|r| !r[unknowns].is_zero()) {
        return None;
    }
    let mut x = vec![Q::zero(); unknowns];
    for (i, &c) in pivots.iter().enumerate() {
        x[c] = rows[i][unknowns].clone();
    }
    Some((x, pivots.len() == unknowns))
}

/// What a support's equal-payoff system gives.
enum Equaliser {
    /// No mix on the support with every chosen strategy earning the same, or not positive.
    None,
    /// Exactly one, positive on the support (full length).
    One(Vec<Q>),
    /// Many: a continuum may pass through here.
    Many,
}

/// The mix `z` on `mix` (of `m`'s columns) under which every strategy of `chooser` (rows of
/// `m`) earns the same.
fn equaliser(m: &[Vec<Q>], chooser: &[usize], mix: &[usize]) -> Equaliser {
    let k = mix.len();
    let mut rows: Vec<Vec<Q>> = chooser
        .iter()
        .map(|&i| {
            let mut row: Vec<Q> = mix.iter().map(|&j| m[i][j].clone()).collect();
            row.extend([q(-1), q(0)]);
            row
        })
        .collect();
    let mut sum = vec![q(1); k];
    sum.extend([q(0), q(1)]);
    rows.push(sum);
    match eliminate(rows, k + 1) {
        None => Equaliser::None,
        Some((_, false)) => Equaliser::Many,
        Some((z, true)) if z[..k].iter().all(|v| v.is_positive()) => {
            let mut full = vec![q(0); m[0].len()];
            for (&j, v) in mix.iter().zip(z) {
                full[j] = v;
            }
            Equaliser::One(full)
        }
        Some(_) => Equaliser::None,
    }
}

fn supports(n: usize) -> Vec<Vec<usize>> {
    (1..1u32 << n)
        .map(|bits| (0..n).filter(|&i| bits & (1 << i) != 0).collect())
        .collect()
}

/// Every rest point by brute force over supports (`[x]` or `[x, y]`), or `None` when a
/// support's system has many solutions (a continuum may be there: nothing to compare).
fn rest_points_by_supports(g: &Game, one_population: bool) -> Option<Vec<Vec<Vec<Q>>>> {
    let mut found = Vec::new();
    if one_population {
        for s in supports(g.a.len()) {
            match equaliser(&g.a, &s, &s) {
                Equaliser::One(x) => found.push(vec![x]),
                Equaliser::Many => return None,
                Equaliser::None => {}
            }
        }
    } else {
        let bt = transpose(&g.b);
        for s in supports(g.a.len()) {
            for t in supports(g.a[0].len()) {
                match (equaliser(&g.a, &s, &t), equaliser(&bt, &t, &s)) {
                    (Equaliser::One(y), Equaliser::One(x)) => found.push(vec![x, y]),
                    (Equaliser::None, _) | (_, Equaliser::None) => {}
                    _ => return None,
                }
            }
        }
    }
    found.sort();
    Some(found)
}

/// `[x]` or `[x, y]` of a point in the command's JSON.
fn point(p: &Value) -> Vec<Vec<Q>> {
    match p.get("y") {
        Some(y) => vec![numbers(&p["x"]), numbers(y)],
        None => vec![numbers(&p["x"])],
    }
}

/// The payoffs of a point, and whether no strategy earns more than its population's mean.
fn payoffs_and_nash(g: &Game, p: &[Vec<Q>]) -> (Vec<Q>, bool) {
    let x = &p[0];
    let y = p.get(1).unwrap_or(x);
    let rows = times(&g.a, y);
    let cols = times(&transpose(&g.b), x);
    let (u, v) = (dot(x, &rows), dot(y, &cols));
    let nash = rows.iter().all(|r| *r <= u) && cols.iter().all(|c| *c <= v);
    if p.len() == 1 {
        (vec![u], nash)
    } else {
        (vec![u, v], nash)
    }
}

#[test]
fn rest_points_are_rest_points_all_of_them_and_nash_where_nash_says() {
    let (seed, cases) = seed_and_cases(11, 2 * CASES);
    let mut rng = Rng(seed);
    let (mut compared, mut against_nash) = (0, 0);
    for case in 0..cases {
        let (m, n) = (2 + rng.index(3), 2 + rng.index(3));
        let symmetric = m == n && rng.below(2) == 0;
        // Small payoffs tie often (continua of rest points, not compared), large ones rarely.
        let top = [2, 20, 1000, 1000][rng.index(4)];
        let g = random_game(&mut rng, m, n, top, symmetric);
        let file = scratch(&format!("fuzz-rest-{seed}-{case}.nfg"), &g.nfg);
        let out = json(&["dynamics", "rest-points", "--game", &file, "--json"]);
        let points = out["rest_points"].as_array().unwrap();
        let one_population = g.a == transpose(&g.b);
        let mut listed = Vec::new();
        let mut continuum = false;
        for p in points {
            let xy = point(p);
            assert_eq!(xy.len() == 1, one_population, "{}", g.nfg);
            for z in &xy {
                assert!(z.iter().all(|v| !v.is_negative()), "{}: {p}", g.nfg);
                assert_eq!(z.iter().sum::<Q>(), q(1), "{}: {p}", g.nfg);
            }
            // A rest point: every strategy in use earns its population's mean.
            let y = xy.get(1).unwrap_or(&xy[0]);
            let (rows, cols) = (times(&g.a, y), times(&transpose(&g.b), &xy[0]));
            let (payoffs, nash) = payoffs_and_nash(&g, &xy);
            for (i, r) in rows.iter().enumerate() {
                assert!(xy[0][i].is_zero() || *r == payoffs[0], "{}: {p}", g.nfg);
            }
            if !one_population {
                for (j, c) in cols.iter().enumerate() {
                    assert!(xy[1][j].is_zero() || *c == payoffs[1], "{}: {p}", g.nfg);
                }
            }
            assert_eq!(numbers(&p["payoffs"]), payoffs, "{}: {p}", g.nfg);
            assert_eq!(p["nash"].as_bool().unwrap(), nash, "{}: {p}", g.nfg);
            continuum |= p["continuum"].as_bool().unwrap();
            listed.push(xy);
        }
        listed.sort();
        let Some(brute) = rest_points_by_supports(&g, one_population) else {
            continue;
        };
        if continuum {
            continue;
        }
        assert_eq!(listed, brute, "{}", g.nfg);
        compared += 1;
        let equilibria = json(&["nash", "--game", &file, "--json"]);
        if equilibria["degenerate"]["value"].as_bool().unwrap() {
            continue;
        }
        let mut from_nash: Vec<Vec<Vec<Q>>> = equilibria["equilibria"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| vec![numbers(&e["row"]), numbers(&e["col"])])
            .filter(|e| !one_population || e[0] == e[1])
            .map(|mut e| {
                if one_population {
                    e.truncate(1);
                }
                e
            })
            .collect();
        from_nash.sort();
        let nash_points: Vec<Vec<Vec<Q>>> = listed
            .into_iter()
            .filter(|p| payoffs_and_nash(&g, p).1)
            .collect();
        assert_eq!(nash_points, from_nash, "{}", g.nfg);
        against_nash += 1;
    }
    assert!(compared >= cases / 3, "only {compared} of {cases} compared");
    eprintln!("rest points: {compared} of {cases} games compared, {against_nash} with nash");
    assert!(against_nash > 0);
}

/// The logit response `softmax(λ · payoffs)`.
fn softmax(lambda: f64, payoffs: &[f64]) -> Vec<f64> {
    let top = payoffs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let w: Vec<f64> = payoffs.iter().map(|u| (lambda * (u - top)).exp()).collect();
    let sum: f64 = w.iter().sum();
    w.iter().map(|v| v / sum).collect()
}

#[test]
fn logit_points_satisfy_the_logit_equations() {
    let (seed, cases) = seed_and_cases(13, CASES);
    let mut rng = Rng(seed);
    for case in 0..cases {
        let (m, n) = (2 + rng.index(3), 2 + rng.index(3));
        let symmetric = m == n && rng.below(2) == 0;
        let g = random_game(&mut rng, m, n, 20, symmetric);
        let file = scratch(&format!("fuzz-logit-{seed}-{case}.nfg"), &g.nfg);
        let out = json(&[
            "dynamics",
            "logit",
            "--game",
            &file,
            "--max-lambda",
            "30",
            "--json",
        ]);
        let float = |m: &Vec<Vec<Q>>| -> Vec<Vec<f64>> {
            m.iter()
                .map(|r| r.iter().map(gamelab::exact::to_f64).collect())
                .collect()
        };
        let (a, bt) = (float(&g.a), float(&transpose(&g.b)));
        let mul = |m: &[Vec<f64>], z: &[f64]| -> Vec<f64> {
            m.iter()
                .map(|r| r.iter().zip(z).map(|(p, w)| p * w).sum())
                .collect()
        };
        let points = out["points"].as_array().unwrap();
        assert!(points.len() > 1, "{}", g.nfg);
        for p in points {
            let lambda = p["lambda"].as_f64().unwrap();
            let floats = |v: &Value| -> Vec<f64> {
                v.as_array()
                    .unwrap()
                    .iter()
                    .map(|x| x.as_f64().unwrap())
                    .collect()
            };
            let x = floats(&p["x"]);
            let y = p.get("y").map_or_else(|| x.clone(), floats);
            let mut expected = vec![(x.clone(), softmax(lambda, &mul(&a, &y)))];
            if p.get("y").is_some() {
                expected.push((y.clone(), softmax(lambda, &mul(&bt, &x))));
            }
            for (got, want) in expected {
                for (g1, w1) in got.iter().zip(&want) {
                    assert!(
                        (g1 - w1).abs() < 1e-6,
                        "{}: λ {lambda}: {got:?} vs {want:?}",
                        g.nfg
                    );
                }
            }
        }
    }
}

/// ρ_A and ρ_B of the Moran process by solving its birth–death chain's absorption
/// probabilities as a linear system.
fn moran_by_the_chain(m: &[Vec<Q>], [i, j]: [usize; 2], n: i64, w: &Q) -> (Q, Q) {
    let (a, b, c, d) = (&m[i][i], &m[i][j], &m[j][i], &m[j][j]);
    let fitness = |pi: Q| q(1) - w + w * pi;
    // Unknowns x_1 … x_{N−1}: the chance that B takes over from k individuals of type B.
    let mut rows = vec![vec![q(0); n as usize]; (n - 1) as usize];
    for k in 1..n {
        let f_a = fitness((a * q(n - k - 1) + b * q(k)) / q(n - 1));
        let f_b = fitness((c * q(n - k) + d * q(k - 1)) / q(n - 1));
        let total = &f_a * q(n - k) + &f_b * q(k);
        let up = &f_b * q(k) / &total * q(n - k) / q(n);
        let down = &f_a * q(n - k) / &total * q(k) / q(n);
        let row = &mut rows[(k - 1) as usize];
        row[(k - 1) as usize] = &up + &down;
        if k > 1 {
            row[(k - 2) as usize] = -down;
        }
        if k < n - 1 {
            row[k as usize] = -up.clone();
        } else {
            row[(n - 1) as usize] = up;
        }
    }
    let (x, unique) = eliminate(rows, (n - 1) as usize).expect("a solution");
    assert!(unique);
    (q(1) - &x[(n - 2) as usize], x[0].clone())
}

#[test]
fn moran_fixation_is_the_chain_solved_directly_and_the_simulation_near_it() {
    let (seed, cases) = seed_and_cases(17, CASES);
    let mut rng = Rng(seed);
    for case in 0..cases {
        let k = 2 + rng.index(2);
        // Payoffs 1–9: fitness stays positive for every intensity.
        let a: Vec<Vec<i64>> = (0..k)
            .map(|_| (0..k).map(|_| 1 + rng.below(9) as i64).collect())
            .collect();
        let at: Vec<Vec<i64>> = (0..k).map(|r| (0..k).map(|c| a[c][r]).collect()).collect();
        let g = Game::new(&a, &at);
        let (m, nfg) = (&g.a, &g.nfg);
        let file = scratch(&format!("fuzz-moran-{seed}-{case}.nfg"), nfg);
        let i = rng.index(k);
        let j = (i + 1 + rng.index(k - 1)) % k;
        let n = 2 + rng.below(11) as i64;
        let den = 1 + rng.below(10) as i64;
        let w = Q::new(BigInt::from(rng.below(den as u64 + 1)), BigInt::from(den));
        let runs = 2000u64;
        let (pop, intensity, picks) =
            (n.to_string(), w.to_string(), format!("{},{}", i + 1, j + 1));
        let (r, s) = (runs.to_string(), rng.below(1000).to_string());
        let args = [
            "moran",
            "--game",
            &file,
            "--population",
            &pop,
            "--intensity",
            &intensity,
            "--strategies",
            &picks,
            "--runs",
            &r,
            "--seed",
            &s,
            "--json",
        ];
        let out = json(&args);
        let (rho_a, rho_b) = moran_by_the_chain(m, [i, j], n, &w);
        assert_eq!(fraction(&out["rho_a"]), rho_a, "{args:?}\n{nfg}");
        assert_eq!(fraction(&out["rho_b"]), rho_b, "{args:?}\n{nfg}");
        for (key, exact) in [("rho_a", rho_a), ("rho_b", rho_b)] {
            let p = gamelab::exact::to_f64(&exact);
            let simulated = out["simulation"][key].as_f64().unwrap();
            let sd = (p * (1.0 - p) / runs as f64).sqrt();
            assert!(
                (simulated - p).abs() <= 5.0 * sd + 2.0 / runs as f64,
                "{args:?}: {key} simulated {simulated}, exact {p}"
            );
        }
    }
}

/// Deterministic strategies: classics, and memory-one rules of 0s and 1s (name, rule).
fn deterministic(rng: &mut Rng) -> (String, Option<[bool; 5]>) {
    const CLASSICS: [&str; 8] = [
        "Cooperator",
        "Defector",
        "Tit For Tat",
        "Grudger",
        "Win-Stay Lose-Shift",
        "Alternator",
        "Prober",
        "Gradual",
    ];
    if rng.below(2) == 0 {
        return (CLASSICS[rng.index(CLASSICS.len())].to_string(), None);
    }
    let rule: [bool; 5] = std::array::from_fn(|_| rng.below(2) == 1);
    let bit = |b: bool| if b { "1" } else { "0" };
    let name = format!(
        "memory-one:{},{},{},{};first={}",
        bit(rule[0]),
        bit(rule[1]),
        bit(rule[2]),
        bit(rule[3]),
        bit(rule[4])
    );
    (name, Some(rule))
}

/// The moves of two memory-one rules `[pCC, pCD, pDC, pDD, first]` (true: cooperate), each
/// seen from its own side, over `turns` turns without noise: "CD" pairs.
fn memory_one_moves(a: [bool; 5], b: [bool; 5], turns: usize) -> Vec<String> {
    let next = |rule: [bool; 5], own: bool, other: bool| match (own, other) {
        (true, true) => rule[0],
        (true, false) => rule[1],
        (false, true) => rule[2],
        (false, false) => rule[3],
    };
    let (mut x, mut y) = (a[4], b[4]);
    let letter = |c: bool| if c { 'C' } else { 'D' };
    let mut moves = Vec::new();
    for _ in 0..turns {
        moves.push(format!("{}{}", letter(x), letter(y)));
        (x, y) = (next(a, x, y), next(b, y, x));
    }
    moves
}

/// Stage payoffs R, S, T, P with T > R > P > S and 2R > T + S.
fn stage_payoffs(rng: &mut Rng) -> [i64; 4] {
    let s = rng.below(3) as i64;
    let p = s + 1 + rng.below(2) as i64;
    let r = p + 1 + rng.below(3) as i64;
    let t = r + 1 + rng.below((r - s - 1) as u64) as i64;
    [r, s, t, p]
}

/// A match's JSON, and the scores its moves give.
fn ipd_match(players: &str, turns: usize, noise: &str, payoffs: [i64; 4], seed: u64) -> Value {
    let [r, s, t, p] = payoffs;
    let out = json(&[
        "ipd",
        "match",
        "--players",
        players,
        "--turns",
        &turns.to_string(),
        "--noise",
        noise,
        "--payoffs",
        &format!("{r},{s},{t},{p}"),
        "--seed",
        &seed.to_string(),
        "--json",
    ]);
    let moves = out["moves"].as_array().unwrap();
    assert_eq!(moves.len(), turns, "{players}");
    let mut scores = [0i64; 2];
    for m in moves {
        let (stage_a, stage_b) = match m.as_str().unwrap() {
            "CC" => (r, r),
            "CD" => (s, t),
            "DC" => (t, s),
            "DD" => (p, p),
            other => panic!("{players}: a move {other}"),
        };
        scores[0] += stage_a;
        scores[1] += stage_b;
    }
    assert_eq!(
        out["scores"],
        serde_json::json!([scores[0] as f64, scores[1] as f64]),
        "{players}"
    );
    out
}

#[test]
fn ipd_scores_are_their_moves_and_rules_move_as_written() {
    let (seed, cases) = seed_and_cases(19, 2 * CASES);
    let mut rng = Rng(seed);
    for _ in 0..cases {
        let (a, rule_a) = deterministic(&mut rng);
        let (b, rule_b) = if rng.below(4) == 0 {
            ("Random".to_string(), None)
        } else {
            deterministic(&mut rng)
        };
        let turns = 1 + rng.index(60);
        let noise = ["0", "0", "0.1"][rng.index(3)];
        let payoffs = stage_payoffs(&mut rng);
        let out = ipd_match(&format!("{a},{b}"), turns, noise, payoffs, rng.below(100));
        if let (Some(x), Some(y), "0") = (rule_a, rule_b, noise) {
            let moves: Vec<&str> = out["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_str().unwrap())
                .collect();
            assert_eq!(moves, memory_one_moves(x, y, turns), "{a} against {b}");
        }
    }
}

#[test]
fn tournaments_are_their_matches_and_races_name_the_higher_scorer() {
    let (seed, cases) = seed_and_cases(23, CASES / 2);
    let mut rng = Rng(seed);
    for _ in 0..cases {
        let mut players: Vec<String> = (0..2 + rng.index(3))
            .map(|_| deterministic(&mut rng).0)
            .collect();
        players.sort();
        players.dedup();
        if players.len() < 2 {
            continue;
        }
        let turns = 1 + rng.index(30);
        let payoffs = stage_payoffs(&mut rng);
        let [r, s, t, p] = payoffs;
        let list = players.join(",");
        let out = json(&[
            "ipd",
            "tournament",
            "--players",
            &list,
            "--repetitions",
            &(1 + rng.below(3)).to_string(),
            "--turns",
            &turns.to_string(),
            "--payoffs",
            &format!("{r},{s},{t},{p}"),
            "--json",
        ]);
        let matrix = out["payoff_matrix"].as_array().unwrap();
        for (i, a) in players.iter().enumerate() {
            for (j, b) in players.iter().enumerate() {
                let m = ipd_match(&format!("{a},{b}"), turns, "0", payoffs, 1);
                let per_turn = m["scores"][0].as_f64().unwrap() / turns as f64;
                let cell = matrix[i][j].as_f64().unwrap();
                assert!((cell - per_turn).abs() < 1e-9, "{list}: {a} against {b}");
            }
        }
        let (a, b) = (&players[0], &players[1]);
        let race = json(&[
            "ipd",
            "race",
            "--players",
            &format!("{a},{b}"),
            "--mode",
            "head-to-head",
            "--turns",
            &turns.to_string(),
            "--payoffs",
            &format!("{r},{s},{t},{p}"),
            "--json",
        ]);
        let m = ipd_match(&format!("{a},{b}"), turns, "0", payoffs, 1);
        let (sa, sb) = (
            m["scores"][0].as_f64().unwrap(),
            m["scores"][1].as_f64().unwrap(),
        );
        let lower = match sa.partial_cmp(&sb).unwrap() {
            std::cmp::Ordering::Less => Some(&race["a"]),
            std::cmp::Ordering::Greater => Some(&race["b"]),
            std::cmp::Ordering::Equal => None,
        };
        // Equal scores: every game a coin flip, and either winner is within ε.
        if let Some(l) = lower {
            assert_ne!(&race["winner"], l, "{a} against {b}: {race}");
        }
    }
}
