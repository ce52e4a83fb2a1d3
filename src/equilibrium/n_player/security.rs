//! Security levels of strategic games with any number of players: what each player can
//! guarantee on their own (maxmin), and how low the others can hold them (minmax), exactly.
//!
//! For player `i` with strategies `s` and the others' pure profiles `t` (all `∏_{j≠i} k_j` of
//! them), write `u_i(s, t)`. Then
//!
//! - the **maxmin value** `max_σ min_t u_i(σ, t)` is what `i` guarantees with a mixed strategy
//!   `σ` even if the others coordinate against them (a pure `t` suffices for the inner
//!   minimum, and letting the others correlate does not lower it further);
//! - the **correlated minmax** `min_ρ max_s u_i(s, ρ)` is the least the others can hold `i`
//!   to when they punish with a joint distribution `ρ` over their profiles;
//! - the **pure minmax** `min_t max_s u_i(s, t)` is the same with pure punishment only.
//!
//! The first two are the value of one matrix game, `u_i` as a matrix (`i`'s strategies ×
//! the others' profiles), so they are equal by the minimax theorem. The others punishing
//! with *independent* mixed strategies (the minmax of the folk theorems) lies between the
//! correlated and the pure minmax; it is the minimum of a non-convex function and is not
//! computed here.
//!
//! ## Design
//!
//! - **Exact, one small LP per player.** [`matrix_game`] solves a matrix game by the exact
//!   rational simplex ([`crate::lp::exact`]) in the classic form for a matrix `B ≥ 1` (the
//!   payoffs shifted): `max Σ_t x_t` subject to `Σ_t B_st x_t ≤ 1` for every row `s`,
//!   `x ≥ 0`. Every row has a slack, so there is no phase 1; the optimum `S` gives the value
//!   `1/S`, the column strategy `x/S` and, from the exact duals, the row strategy `y/S`. The
//!   LP is set up on the matrix or on its negated transpose, whichever has fewer rows, so the
//!   tableau has about `2·k·L` entries and every game of up to [`MAX_SECURITY_PROFILES`]
//!   profiles fits.
//! - **Certified.** Both strategies are checked exactly against the payoffs: the row strategy
//!   earns at least the value against every column and the column strategy holds every row
//!   to at most the value. By weak duality this proves the value, so the maxmin and the
//!   correlated minmax reported are proven equal, not merely computed equal. A failed check
//!   is an error ([`EquilibriumError::Unverified`]), never an answer.
//! - **Player `i`'s matrix** ([`payoff_matrix`]) is read from the game's table once, the
//!   others' profiles in the table order of the game without `i` (the first remaining player
//!   changing fastest); the dominance module uses it on reduced games too.
//!
//! ## References
//!
//! - J. von Neumann, "Zur Theorie der Gesellschaftsspiele", Math. Annalen 100 (1928) — the
//!   minimax theorem.
//! - G. B. Dantzig, "A proof of the equivalence of the programming problem and the game
//!   problem", in Koopmans (ed.), *Activity Analysis of Production and Allocation* (1951) —
//!   matrix games as linear programs.
//! - M. Maschler, E. Solan, S. Zamir, *Game Theory*, Cambridge 2013, ch. 4 and 5 — maxmin
//!   and minmax values of n-player games; correlated versus independent punishment.

use crate::equilibrium::EquilibriumError;
use crate::exact::Q;
use crate::lp::exact::{ExactError, ExactProblem};
use crate::lp::{ComparisonOp, Direction};
use crate::models::n_player::StrategicGame;
use crate::models::strategic::BimatrixError;
use num_traits::{One, Signed, Zero};
use serde::{Deserialize, Serialize};

/// The most pure profiles a game may have for [`security_levels`] (the exact LP of a player
/// then has some 200 000 tableau entries; a 46 × 46 × 46 game takes seconds).
pub const MAX_SECURITY_PROFILES: usize = 100_000;

/// One player's security levels, exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SecurityN {
    /// The player (from 0).
    pub player: usize,
    /// The maxmin value: the most the player can guarantee with a mixed strategy against any
    /// pure (or correlated) profile of the others.
    pub maxmin: Q,
    /// A maxmin strategy: one probability per strategy of the player.
    pub maxmin_strategy: Vec<Q>,
    /// The minmax value under correlated punishment: the least the others can hold the player
    /// to with a joint distribution over their profiles. Equal to `maxmin` (minimax theorem;
    /// both are certified exactly).
    pub minmax_correlated: Q,
    /// A punishing distribution over the others' pure profiles, in the table order of the
    /// game without the player (the first remaining player's strategy changing fastest).
    pub punishment: Vec<Q>,
    /// The minmax value under pure punishment: `min_t max_s u(s, t)` over the others' pure
    /// profiles `t`; at least `minmax_correlated`.
    pub minmax_pure: Q,
}

/// The exact solution of a matrix game (the row player maximises, the column player
/// minimises the entries).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatrixGame {
    /// The value of the game.
    pub value: Q,
    /// An optimal (maxmin) strategy of the row player.
    pub row: Vec<Q>,
    /// An optimal (minmax) strategy of the column player.
    pub col: Vec<Q>,
}

/// The exact value and optimal strategies of the matrix game `a` (rows maximise, columns
/// minimise), certified: the row strategy is checked to earn at least the value against every
/// column and the column strategy to hold every row to at most the value.
///
/// # Errors
/// [`EquilibriumError::Game`] for an empty or ragged matrix; [`EquilibriumError::TooLarge`]
/// if the exact tableau would be too large; [`EquilibriumError::Unverified`] if the exact LP
/// fails or its strategies do not check (a bug, not an answer).
pub fn matrix_game(a: &[Vec<Q>]) -> Result<MatrixGame, EquilibriumError> {
    let cols = a.first().map_or(0, Vec::len);
    if cols == 0 {
        return Err(EquilibriumError::Game(BimatrixError::Empty));
    }
    if a.iter().any(|r| r.len() != cols) {
        return Err(EquilibriumError::Game(BimatrixError::Shape(
            "every row of a matrix game needs the same number of entries".into(),
        )));
    }
    let solved = if a.len() <= cols {
        solve_wide(a)?
    } else {
        // The negated transpose has fewer rows: its row player is our column player.
        let t: Vec<Vec<Q>> = (0..cols)
            .map(|c| a.iter().map(|r| -&r[c]).collect())
            .collect();
        let m = solve_wide(&t)?;
        MatrixGame {
            value: -m.value,
            row: m.col,
            col: m.row,
        }
    };
    certify(a, &solved)?;
    Ok(solved)
}

/// [`matrix_game`] by the slack-only LP on a matrix with no more rows than columns.
fn solve_wide(a: &[Vec<Q>]) -> Result<MatrixGame, EquilibriumError> {
    let n = a[0].len();
    let low = a.iter().flatten().min().cloned().unwrap_or_else(Q::zero);
    // B = a + shift ≥ 1, so the value of B is ≥ 1 and the LP below is bounded with S > 0.
    let shift = Q::one() - low;
    let mut lp = ExactProblem::new(Direction::Maximize, vec![Q::one(); n]);
    for row in a {
        lp.add_constraint(
            row.iter().map(|v| v + &shift).collect(),
            ComparisonOp::Le,
            Q::one(),
        );
    }
    let sol = lp.solve().map_err(exact_error)?;
    let s = sol.objective;
    if !s.is_positive() {
        return Err(EquilibriumError::Unverified(
            "the matrix game's LP has a non-positive optimum".into(),
        ));
    }
    Ok(MatrixGame {
        value: s.recip() - shift,
        row: sol.duals.iter().map(|y| y / &s).collect(),
        col: sol.values.iter().map(|x| x / &s).collect(),
    })
}

/// Checks a matrix game's solution exactly against the matrix (see [`matrix_game`]).
fn certify(a: &[Vec<Q>], m: &MatrixGame) -> Result<(), EquilibriumError> {
    let cols = a[0].len();
    let simplex = |v: &[Q], len: usize| {
        v.len() == len && v.iter().all(|p| !p.is_negative()) && v.iter().sum::<Q>().is_one()
    };
    if !simplex(&m.row, a.len()) || !simplex(&m.col, cols) {
        return Err(EquilibriumError::Unverified(
            "a matrix game's strategy is not a probability vector".into(),
        ));
    }
    let guarantee = (0..cols)
        .map(|c| {
            a.iter()
                .zip(&m.row)
                .filter(|(_, p)| !p.is_zero())
                .map(|(r, p)| p * &r[c])
                .sum::<Q>()
        })
        .min();
    let cap = a
        .iter()
        .map(|r| {
            r.iter()
                .zip(&m.col)
                .filter(|(_, p)| !p.is_zero())
                .map(|(v, p)| p * v)
                .sum::<Q>()
        })
        .max();
    if guarantee.as_ref() != Some(&m.value) || cap.as_ref() != Some(&m.value) {
        return Err(EquilibriumError::Unverified(
            "a matrix game's strategies do not prove its value".into(),
        ));
    }
    Ok(())
}

/// An exact LP failure as an equilibrium error.
pub(crate) fn exact_error(e: ExactError) -> EquilibriumError {
    match e {
        ExactError::TooLarge(msg) => {
            EquilibriumError::TooLarge(format!("the exact linear program is too large: {msg}"))
        }
        e => EquilibriumError::Unverified(format!("the exact LP failed: {e}")),
    }
}

/// Player `player`'s payoffs as a matrix: one row per strategy in `keep[player]`, one column
/// per profile of the others' strategies in `keep` (original indices), the columns in the
/// table order of the game reduced to `keep` without the player (the first remaining player
/// changing fastest).
///
/// The caller guarantees `player` is a player of `g`, and `keep` has one non-empty list of
/// valid strategy indices per player.
pub fn payoff_matrix(g: &StrategicGame, player: usize, keep: &[Vec<usize>]) -> Vec<Vec<Q>> {
    let shape = g.shape();
    let mut stride = vec![1usize; shape.len()];
    for j in 1..shape.len() {
        stride[j] = stride[j - 1] * shape[j - 1];
    }
    let others: Vec<usize> = (0..shape.len()).filter(|&j| j != player).collect();
    let cols: usize = others.iter().map(|&j| keep[j].len()).product();
    let mut u: Vec<Vec<Q>> = vec![Vec::with_capacity(cols); keep[player].len()];
    let table = g.table();
    // An odometer over the others' surviving strategies, the first one fastest.
    let mut digit = vec![0usize; others.len()];
    for _ in 0..cols {
        let base: usize = others
            .iter()
            .zip(&digit)
            .map(|(&j, &d)| keep[j][d] * stride[j])
            .sum();
        for (row, &s) in u.iter_mut().zip(&keep[player]) {
            row.push(table[base + s * stride[player]][player].clone());
        }
        for (d, &j) in digit.iter_mut().zip(&others) {
            *d += 1;
            if *d < keep[j].len() {
                break;
            }
            *d = 0;
        }
    }
    u
}

/// Every player's security levels (maxmin, correlated and pure minmax, with a maxmin strategy
/// and a punishing distribution), exactly.
///
/// # Errors
/// [`EquilibriumError::TooLarge`] for games of more than [`MAX_SECURITY_PROFILES`] profiles;
/// [`EquilibriumError::Unverified`] if an exact LP fails or its answer does not check (a bug).
pub fn security_levels(g: &StrategicGame) -> Result<Vec<SecurityN>, EquilibriumError> {
    if g.num_profiles() > MAX_SECURITY_PROFILES {
        return Err(EquilibriumError::TooLarge(format!(
            "security levels are computed for games of up to {MAX_SECURITY_PROFILES} pure \
             profiles; this one has {}",
            g.num_profiles()
        )));
    }
    let keep: Vec<Vec<usize>> = g.shape().into_iter().map(|k| (0..k).collect()).collect();
    (0..keep.len())
        .map(|player| {
            let u = payoff_matrix(g, player, &keep);
            let m = matrix_game(&u)?;
            let minmax_pure = (0..u[0].len())
                .map(|t| {
                    u.iter()
                        .map(|r| &r[t])
                        .max()
                        .cloned()
                        .unwrap_or_else(Q::zero)
                })
                .min()
                .unwrap_or_else(Q::zero);
            Ok(SecurityN {
                player,
                maxmin: m.value.clone(),
                maxmin_strategy: m.row,
                minmax_correlated: m.value,
                punishment: m.col,
                minmax_pure,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exact::to_f64;
    use crate::models::strategic::Bimatrix;
    use rand_core::SeedableRng;
    use rand_pcg::Pcg64;

    fn q(n: i64) -> Q {
        Q::from_integer(n.into())
    }

    fn names(shape: &[usize]) -> Vec<Vec<String>> {
        shape
            .iter()
            .map(|&k| (1..=k).map(|i| i.to_string()).collect())
            .collect()
    }

    /// A game with integer payoffs drawn from `-range..=range`.
    fn random_game(rng: &mut Pcg64, shape: &[usize], range: u32) -> StrategicGame {
        let cells: usize = shape.iter().product();
        let payoffs = (0..cells)
            .map(|_| {
                (0..shape.len())
                    .map(|_| q(i64::from(crate::rng::below(rng, 2 * range + 1)) - i64::from(range)))
                    .collect()
            })
            .collect();
        StrategicGame::new(vec![], names(shape), payoffs).unwrap()
    }

    /// The others' profile number `t` (table order without `player`) as a full profile with
    /// `player` playing `s`, decoded independently of [`payoff_matrix`].
    fn full_profile(g: &StrategicGame, player: usize, s: usize, mut t: usize) -> Vec<usize> {
        g.shape()
            .iter()
            .enumerate()
            .map(|(j, &k)| {
                if j == player {
                    s
                } else {
                    let d = t % k;
                    t /= k;
                    d
                }
            })
            .collect()
    }

    /// Checks one player's answer by brute force over the table: the maxmin strategy earns at
    /// least the maxmin against every profile of the others, the punishment holds every
    /// strategy to at most the minmax, and the pure minmax is the pure minimum of maxima.
    fn brute_force(g: &StrategicGame, sec: &SecurityN) {
        let i = sec.player;
        let k = g.shape()[i];
        let l = g.num_profiles() / k;
        let u = |s: usize, t: usize| g.payoff_vector(&full_profile(g, i, s, t))[i].clone();
        for t in 0..l {
            let v: Q = (0..k).map(|s| &sec.maxmin_strategy[s] * u(s, t)).sum();
            assert!(v >= sec.maxmin, "player {i} column {t}");
        }
        for s in 0..k {
            let v: Q = (0..l).map(|t| &sec.punishment[t] * u(s, t)).sum();
            assert!(v <= sec.minmax_correlated, "player {i} row {s}");
        }
        let pure = (0..l)
            .map(|t| (0..k).map(|s| u(s, t)).max().unwrap())
            .min()
            .unwrap();
        assert_eq!(pure, sec.minmax_pure);
        assert_eq!(sec.punishment.iter().sum::<Q>(), q(1));
        assert_eq!(sec.maxmin_strategy.iter().sum::<Q>(), q(1));
    }

    /// The correlated minmax by a different exact LP: the punishers' side written directly,
    /// `min v` subject to `Σ_t ρ_t u(s, t) ≤ v` for every `s` and `Σ ρ = 1`, with the free `v`
    /// shifted to `v + c ≥ 0`.
    fn minmax_direct(u: &[Vec<Q>]) -> Q {
        let l = u[0].len();
        let c = u.iter().flatten().map(|v| v.abs()).max().unwrap() + q(1);
        let mut obj = vec![Q::zero(); l];
        obj.push(q(1));
        let mut lp = ExactProblem::new(Direction::Minimize, obj);
        for row in u {
            let mut a: Vec<Q> = row.iter().map(|v| -v).collect();
            a.push(q(1));
            lp.add_constraint(a, ComparisonOp::Ge, c.clone());
        }
        let mut ones = vec![q(1); l];
        ones.push(Q::zero());
        lp.add_constraint(ones, ComparisonOp::Eq, q(1));
        lp.solve().unwrap().objective - c
    }

    #[test]
    fn matching_pennies_with_a_dummy_third_player() {
        // Players 1 and 2 play matching pennies whatever player 3 does; player 3 gets 0.
        let g = StrategicGame::new(
            vec![],
            names(&[2, 2, 2]),
            (0..8)
                .map(|i| {
                    let (a, b) = (i % 2, (i / 2) % 2);
                    let w = if a == b { 1 } else { -1 };
                    vec![q(w), q(-w), q(0)]
                })
                .collect(),
        )
        .unwrap();
        let levels = security_levels(&g).unwrap();
        let half = Q::new(1.into(), 2.into());
        for sec in &levels[..2] {
            assert_eq!(sec.maxmin, q(0));
            assert_eq!(sec.minmax_correlated, q(0));
            assert_eq!(sec.maxmin_strategy, vec![half.clone(), half.clone()]);
            // Pure punishment leaves the player a matching (or mismatching) reply.
            assert_eq!(sec.minmax_pure, q(1));
            assert_eq!(sec.punishment.len(), 4);
            brute_force(&g, sec);
        }
        assert_eq!(levels[2].maxmin, q(0));
        assert_eq!(levels[2].minmax_pure, q(0));
        brute_force(&g, &levels[2]);
    }

    #[test]
    fn maxmin_equals_the_correlated_minmax_on_random_games() {
        let mut rng = Pcg64::seed_from_u64(7);
        for round in 0..40 {
            let shape: Vec<usize> = (0..3)
                .map(|_| 1 + crate::rng::below(&mut rng, 4) as usize)
                .collect();
            let g = random_game(&mut rng, &shape, [1, 5, 50][round % 3]);
            let keep: Vec<Vec<usize>> = shape.iter().map(|&k| (0..k).collect()).collect();
            for sec in security_levels(&g).unwrap() {
                assert_eq!(sec.maxmin, sec.minmax_correlated);
                assert!(sec.minmax_pure >= sec.minmax_correlated);
                brute_force(&g, &sec);
                let u = payoff_matrix(&g, sec.player, &keep);
                assert_eq!(minmax_direct(&u), sec.minmax_correlated, "{shape:?}");
            }
        }
    }

    #[test]
    fn two_players_agree_with_the_bimatrix_security_levels() {
        let mut rng = Pcg64::seed_from_u64(11);
        let mut games: Vec<Bimatrix> = (0..25)
            .map(|_| {
                let shape = [
                    1 + crate::rng::below(&mut rng, 5) as usize,
                    1 + crate::rng::below(&mut rng, 5) as usize,
                ];
                random_game(&mut rng, &shape, 9).to_bimatrix().unwrap()
            })
            .collect();
        games.push(
            crate::models::nfg::parse(include_str!(
                "../../../tests/data/nfg/mixed-domination-4x4.nfg"
            ))
            .unwrap()
            .game,
        );
        for b in games {
            let g = StrategicGame::from_bimatrix(&b);
            for sec in security_levels(&g).unwrap() {
                let two = crate::equilibrium::security(&b, crate::game::Player(sec.player as u8))
                    .unwrap();
                let scale = 1.0 + two.maxmin.abs();
                assert!((to_f64(&sec.maxmin) - two.maxmin).abs() < 1e-9 * scale);
                assert!((to_f64(&sec.minmax_correlated) - two.minmax).abs() < 1e-9 * scale);
                brute_force(&g, &sec);
            }
        }
    }

    #[test]
    fn matrix_games_of_both_orientations() {
        // Rock–paper–scissors: value 0, uniform strategies.
        let rps = vec![
            vec![q(0), q(-1), q(1)],
            vec![q(1), q(0), q(-1)],
            vec![q(-1), q(1), q(0)],
        ];
        let m = matrix_game(&rps).unwrap();
        let third = Q::new(1.into(), 3.into());
        assert_eq!(m.value, q(0));
        assert_eq!(m.row, vec![third.clone(); 3]);
        assert_eq!(m.col, vec![third; 3]);
        // A tall matrix (solved transposed): rows (3, 0), (0, 3), (1, 1) give value 3/2 with
        // the first two rows mixed half and half; its transpose has the negated value.
        let tall = vec![vec![q(3), q(0)], vec![q(0), q(3)], vec![q(1), q(1)]];
        let m = matrix_game(&tall).unwrap();
        let half = Q::new(1.into(), 2.into());
        assert_eq!(m.value, Q::new(3.into(), 2.into()));
        assert_eq!(m.row, vec![half.clone(), half.clone(), q(0)]);
        let wide: Vec<Vec<Q>> = (0..2)
            .map(|c| tall.iter().map(|r| -&r[c]).collect())
            .collect();
        assert_eq!(matrix_game(&wide).unwrap().value, -m.value);
        assert!(matrix_game(&[]).is_err());
        assert!(matrix_game(&[vec![q(1)], vec![]]).is_err());
    }

    #[test]
    fn large_games_are_refused() {
        let g = StrategicGame::new(
            vec![],
            names(&[50, 50, 41]),
            vec![vec![q(0); 3]; 50 * 50 * 41],
        )
        .unwrap();
        let msg = security_levels(&g).unwrap_err().to_string();
        assert!(
            msg.contains("up to 100000 pure profiles; this one has 102500"),
            "{msg}"
        );
    }
}
