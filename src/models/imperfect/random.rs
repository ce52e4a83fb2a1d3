//! Seeded random games with information sets, for tests: chance gives each player one of
//! `types` private types, then `depth` public moves alternate (player 1 first), each player
//! seeing their own type and the moves so far — perfect recall by construction. The leaves'
//! payoffs come from `leaf` (zero-sum or not), drawn in depth-first order.

use super::build::{Builder, SetSpec};
use super::{Game, Mover};
use crate::exact::Q;
use crate::rng::{below, GameRng, Seed};

/// A payoff from −5 to 5.
fn payoff(rng: &mut GameRng) -> Q {
    Q::from_integer((below(rng, 11) as i64 - 5).into())
}

/// Zero-sum leaves: one draw, player 2 gets its negation.
pub(crate) fn zero_sum(rng: &mut GameRng) -> Vec<Q> {
    let v = payoff(rng);
    vec![v.clone(), -v]
}

/// General-sum leaves: one draw per player.
pub(crate) fn general_sum(rng: &mut GameRng) -> Vec<Q> {
    let a = payoff(rng);
    vec![a, payoff(rng)]
}

/// The game from `seed` with `types` types per player, `depth` moves of `actions` actions.
pub(crate) fn private_types(
    seed: u64,
    types: usize,
    depth: usize,
    actions: usize,
    leaf: fn(&mut GameRng) -> Vec<Q>,
) -> Game {
    let mut rng = Seed(seed).rng();
    let mut b = Builder::new("random", &["1".into(), "2".into()]).unwrap();
    let names: Vec<String> = (0..types).map(|t| format!("t{t}")).collect();
    let acts: Vec<String> = (0..actions).map(|a| format!("a{a}")).collect();
    let uniform = vec![Q::new(1.into(), (types as i64).into()); types];
    let chance = |b: &mut Builder, key: &str| {
        b.push_move(
            "",
            &SetSpec {
                mover: Mover::Chance,
                key,
                number: None,
                name: key,
                actions: &names,
                probabilities: &uniform,
            },
            None,
        )
        .unwrap();
    };
    struct Walk<'a> {
        acts: &'a [String],
        leaf: fn(&mut GameRng) -> Vec<Q>,
    }
    fn moves(
        w: &Walk,
        b: &mut Builder,
        rng: &mut GameRng,
        types: [usize; 2],
        history: &str,
        left: usize,
    ) {
        if left == 0 {
            b.push_leaf("", (w.leaf)(rng)).unwrap();
            return;
        }
        let p = history.len() % 2;
        let key = format!("t{} {}", types[p], history);
        b.push_move(
            "",
            &SetSpec {
                mover: Mover::Player(p),
                key: &key,
                number: None,
                name: &key,
                actions: w.acts,
                probabilities: &[],
            },
            None,
        )
        .unwrap();
        for a in 0..w.acts.len() {
            moves(w, b, rng, types, &format!("{history}{a}"), left - 1);
        }
    }
    let walk = Walk { acts: &acts, leaf };
    chance(&mut b, "type 1");
    for t1 in 0..types {
        chance(&mut b, &format!("type 2 after {t1}"));
        for t2 in 0..types {
            moves(&walk, &mut b, &mut rng, [t1, t2], "", depth);
        }
    }
    b.finish().unwrap()
}
