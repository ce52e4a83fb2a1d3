//! Mixed profiles of an n-player game: expected payoffs, what every pure strategy would earn
//! instead, regret, and the pure equilibria.
//!
//! ## Design
//!
//! Deliberately the naive way: a sum over the whole payoff table, each profile weighted by
//! the product of its strategies' probabilities. It shares no code with the support systems
//! ([`super::system`]) that find the equilibria, so the regret it computes is an independent
//! check of every answer. Generic over the number kind ([`Ring`]): exact rationals decide,
//! rational intervals bound the regret of a profile known to 30 digits.

use super::interval::{QIv, Ring};
use crate::exact::{to_f64, Q};
use crate::models::StrategicGame;
use num_traits::Signed;

/// A player's mixed strategy over all of its strategies, in some number kind.
pub type Mixture<T> = Vec<T>;

/// What every pure strategy of `player` earns against the others' mixtures `xs` (the
/// player's own entry is not read). `of` converts a payoff to the number kind.
pub fn deviations<T: Ring>(
    g: &StrategicGame,
    xs: &[Mixture<T>],
    player: usize,
    of: &impl Fn(&Q) -> T,
) -> Vec<T> {
    let shape = g.shape();
    let mut out = vec![T::nil(); shape[player]];
    for (k, u) in g.table().iter().enumerate() {
        let profile = g.profile(k);
        let mut w = of(&u[player]);
        for (j, &s) in profile.iter().enumerate() {
            if j != player {
                w = w.mul(&xs[j][s]);
            }
        }
        out[profile[player]] = out[profile[player]].add(&w);
    }
    out
}

/// Every player's expected payoff at the profile `xs`.
pub fn payoffs<T: Ring>(g: &StrategicGame, xs: &[Mixture<T>], of: &impl Fn(&Q) -> T) -> Vec<T> {
    (0..xs.len())
        .map(|i| {
            deviations(g, xs, i, of)
                .iter()
                .zip(&xs[i])
                .fold(T::nil(), |acc, (u, p)| acc.add(&u.mul(p)))
        })
        .collect()
}

/// The largest gain any player has from a pure deviation at `xs`, exactly: 0 exactly at a
/// Nash equilibrium.
pub fn regret(g: &StrategicGame, xs: &[Mixture<Q>]) -> Q {
    let of = |q: &Q| q.clone();
    let own = payoffs(g, xs, &of);
    (0..xs.len())
        .flat_map(|i| {
            let own = own[i].clone();
            deviations(g, xs, i, &of).into_iter().map(move |u| u - &own)
        })
        .max()
        .expect("a player has a strategy")
}

/// An upper bound on the regret of every profile in the boxes `xs`.
pub fn regret_bound(g: &StrategicGame, xs: &[Mixture<QIv>]) -> Q {
    let of = |q: &Q| QIv::point(q.clone());
    let own = payoffs(g, xs, &of);
    (0..xs.len())
        .flat_map(|i| {
            let own = own[i].clone();
            deviations(g, xs, i, &of)
                .into_iter()
                .map(move |u| u.sub(&own).hi)
        })
        .max()
        .expect("a player has a strategy")
}

/// The regret at a float profile.
pub fn regret_f64(g: &StrategicGame, xs: &[Mixture<f64>]) -> f64 {
    let of = |q: &Q| to_f64(q);
    let own = payoffs(g, xs, &of);
    (0..xs.len())
        .flat_map(|i| {
            let own = own[i];
            deviations(g, xs, i, &of).into_iter().map(move |u| u - own)
        })
        .fold(f64::NEG_INFINITY, f64::max)
}

/// A pure Nash equilibrium.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PureEquilibrium {
    /// Each player's strategy.
    pub profile: Vec<usize>,
    /// Whether every deviation loses strictly (a strict equilibrium).
    pub strict: bool,
}

/// Every pure Nash equilibrium, in table order (first player fastest).
pub fn pure_equilibria(g: &StrategicGame) -> Vec<PureEquilibrium> {
    let shape = g.shape();
    let mut out = Vec::new();
    for k in 0..g.num_profiles() {
        let profile = g.profile(k);
        let mut strict = true;
        let mut ok = true;
        'players: for (i, &own) in profile.iter().enumerate() {
            let mine = &g.table()[k][i];
            let mut other = profile.clone();
            for s in (0..shape[i]).filter(|&s| s != own) {
                other[i] = s;
                let gain = &g.payoff_vector(&other)[i] - mine;
                if gain.is_positive() {
                    ok = false;
                    break 'players;
                }
                if !gain.is_negative() {
                    strict = false;
                }
            }
        }
        if ok {
            out.push(PureEquilibrium { profile, strict });
        }
    }
    out
}

/// For every pure profile (in the table's order) and every player, whether the player's
/// strategy there is a best response to the others' strategies: the marks a table of the game
/// underlines. A profile marked for every player is a pure equilibrium.
pub fn best_responses(g: &StrategicGame) -> Vec<Vec<bool>> {
    let shape = g.shape();
    (0..g.num_profiles())
        .map(|k| {
            let profile = g.profile(k);
            (0..shape.len())
                .map(|i| {
                    let mut other = profile.clone();
                    (0..shape[i]).all(|s| {
                        other[i] = s;
                        g.payoff_vector(&other)[i] <= g.table()[k][i]
                    })
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_traits::{One, Zero};

    fn q(v: i64) -> Q {
        Q::from_integer(v.into())
    }

    /// Three players each choose 0 or 1 and earn 1 when all choose alike.
    fn unanimity() -> StrategicGame {
        let names = vec![vec!["0".to_string(), "1".to_string()]; 3];
        let payoffs = (0..8)
            .map(|k| {
                let v = if k == 0 || k == 7 { 1 } else { 0 };
                vec![q(v); 3]
            })
            .collect();
        StrategicGame::new(vec![], names, payoffs).unwrap()
    }

    #[test]
    fn pure_equilibria_of_unanimity() {
        let g = unanimity();
        let pure = pure_equilibria(&g);
        // Only "all alike", strictly: in any other profile the odd one out completes
        // unanimity alone.
        assert_eq!(pure.len(), 2);
        assert_eq!(pure[0].profile, vec![0, 0, 0]);
        assert!(pure[0].strict && pure[1].strict);
        assert_eq!(pure[1].profile, vec![1, 1, 1]);
    }

    #[test]
    fn regret_is_zero_exactly_at_equilibria() {
        let g = unanimity();
        let half = Q::new(1.into(), 2.into());
        let mixed = vec![vec![half.clone(), half.clone()]; 3];
        assert!(regret(&g, &mixed).is_zero());
        let pure = vec![vec![Q::one(), Q::zero()]; 3];
        assert!(regret(&g, &pure).is_zero());
        let odd = vec![
            vec![Q::one(), Q::zero()],
            vec![Q::zero(), Q::one()],
            vec![Q::one(), Q::zero()],
        ];
        assert!(regret(&g, &odd).is_one());
        let off = vec![
            vec![Q::one(), Q::zero()],
            vec![Q::one(), Q::zero()],
            vec![half.clone(), half],
        ];
        assert_eq!(regret(&g, &off), Q::new(1.into(), 2.into()));
        let f = regret_f64(&g, &[vec![1.0, 0.0], vec![1.0, 0.0], vec![0.5, 0.5]]);
        assert!((f - 0.5).abs() < 1e-12);
    }

    #[test]
    fn a_profile_is_a_best_response_for_all_exactly_when_it_is_a_pure_equilibrium() {
        let g = unanimity();
        let marks = best_responses(&g);
        let pure: Vec<Vec<usize>> = pure_equilibria(&g).into_iter().map(|e| e.profile).collect();
        for (k, m) in marks.iter().enumerate() {
            assert_eq!(m.iter().all(|&b| b), pure.contains(&g.profile(k)), "{k}");
        }
        // At (0, 0, 1) players 1 and 2 cannot gain alone (0 either way), player 3 can.
        assert_eq!(marks[g.index(&[0, 0, 1])], vec![true, true, false]);
    }
}
