//! One Nash equilibrium of a two-player extensive game with any payoffs: Lemke–Howson, exact,
//! on the game's reduced normal form, turned into behaviour strategies by Kuhn's theorem and
//! checked by exact best responses.
//!
//! The reduced normal form grows exponentially with the tree, so this serves the small games
//! of courses and of Gambit's catalogue (up to [`crate::models::imperfect::reduced::MAX_PLANS`]
//! plans a player); the sequence form is the way for large trees.

use crate::equilibrium::SolveError;
use crate::models::imperfect::reduced::{mixed_to_behaviour, ReducedNormalForm};
use crate::models::imperfect::{recall, Game};

use super::lemke_howson;
use super::sequence_form::Checked;

/// An equilibrium in behaviour strategies.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct BehaviourEquilibrium {
    /// The behaviour strategies, checked by exact best responses.
    pub checked: Checked,
    /// The number of plans of each player.
    pub plans: [usize; 2],
}

/// The equilibrium Lemke–Howson reaches from missing `label` on the reduced normal form of
/// `game` (two players, perfect recall).
pub fn solve(game: &Game, label: usize) -> Result<BehaviourEquilibrium, SolveError> {
    if game.num_players() != 2 {
        return Err(SolveError::NotTwoPlayers {
            solver: "this solver",
            players: game.num_players(),
        });
    }
    recall::check(game)?;
    let nf = ReducedNormalForm::new(game).map_err(SolveError::ReducedForm)?;
    let g = nf.bimatrix().expect("two players");
    let e = lemke_howson(&g, label).map_err(SolveError::Bimatrix)?;
    let behaviour = [
        mixed_to_behaviour(game, 0, &nf.plans[0], &e.x),
        mixed_to_behaviour(game, 1, &nf.plans[1], &e.y),
    ];
    Ok(BehaviourEquilibrium {
        checked: Checked::new(game, behaviour),
        plans: [g.rows(), g.cols()],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exact::Q;
    use crate::models::imperfect::efg;

    #[test]
    fn an_entry_game_with_an_uninformed_entrant_has_a_verified_equilibrium() {
        // Nature picks a strong or weak incumbent; the entrant does not see it and enters or
        // stays out; an entered incumbent fights or accommodates.
        let text = r#"EFG 2 R "Entry" { "Entrant" "Incumbent" } ""
c "" 1 "" { "strong" 1/3 "weak" 2/3 } 0
p "" 1 1 "entrant" { "out" "in" } 0
t "" 1 "" { 0, 4 }
p "" 2 1 "strong" { "fight" "accommodate" } 0
t "" 2 "" { -1, 2 }
t "" 3 "" { 1, 1 }
p "" 1 1 "entrant" { "out" "in" } 0
t "" 1
p "" 2 2 "weak" { "fight" "accommodate" } 0
t "" 4 "" { -1, -1 }
t "" 5 "" { 2, 1 }
"#;
        let g = efg::parse(text).unwrap();
        for label in 0..4 {
            let e = solve(&g, label).unwrap().checked;
            assert!(
                e.verified(),
                "label {label}: {:?} vs {:?}",
                e.payoffs,
                e.best_responses
            );
            assert_eq!(e.exploitability(), Q::from_integer(0.into()));
        }
        // The strong incumbent fights, the weak one accommodates; entering pays 1/3·(−1) +
        // 2/3·2 = 1 > 0.
        let e = solve(&g, 0).unwrap().checked;
        assert_eq!(e.payoffs[0], Q::from_integer(1.into()));
    }
}
