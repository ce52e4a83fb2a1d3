//! One Nash equilibrium of a two-player extensive game with any payoffs: Lemke–Howson, exact,
//! on the game's reduced normal form, turned into behaviour strategies by Kuhn's theorem and
//! checked by exact best responses.
//!
//! The reduced normal form grows exponentially with the tree, so this serves the small games
//! of courses and of Gambit's catalogue (up to [`crate::games::imperfect::reduced::MAX_PLANS`]
//! plans a player); the sequence form is the way for large trees.

use crate::games::imperfect::reduced::{mixed_to_behaviour, Behaviour, ReducedNormalForm};
use crate::games::imperfect::{recall, Game};
use crate::games::matrix::{Bimatrix, Q};

use super::lemke_howson;
use super::sequence_form::{exact_best_response, expected_payoffs};

/// An equilibrium in behaviour strategies.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct BehaviourEquilibrium {
    /// Both players' behaviour strategies, by information set.
    pub behaviour: [Behaviour; 2],
    /// Both players' expected payoffs.
    pub payoffs: [Q; 2],
    /// What each player could get by deviating to a best response (equal to `payoffs` at an
    /// equilibrium).
    pub best_responses: [Q; 2],
    /// The number of plans of each player.
    pub plans: [usize; 2],
}

impl BehaviourEquilibrium {
    /// Whether no player gains by deviating (checked exactly).
    pub fn verified(&self) -> bool {
        self.best_responses == self.payoffs
    }

    /// Half the players' total gain from deviating (0 at an equilibrium).
    pub fn exploitability(&self) -> Q {
        (&self.best_responses[0] - &self.payoffs[0] + &self.best_responses[1] - &self.payoffs[1])
            / Q::from_integer(2.into())
    }
}

/// The equilibrium Lemke–Howson reaches from missing `label` on the reduced normal form of
/// `game` (two players, perfect recall).
pub fn solve(game: &Game, label: usize) -> Result<BehaviourEquilibrium, String> {
    if game.num_players() != 2 {
        return Err(format!(
            "this solver is for two players; the game has {}",
            game.num_players()
        ));
    }
    recall::check(game).map_err(|e| e.message)?;
    let nf = ReducedNormalForm::new(game)?;
    let (rows, cols) = (nf.plans[0].len(), nf.plans[1].len());
    let a: Vec<Vec<Q>> = (0..rows)
        .map(|r| (0..cols).map(|c| nf.cell(r, c)[0].clone()).collect())
        .collect();
    let b: Vec<Vec<Q>> = (0..rows)
        .map(|r| (0..cols).map(|c| nf.cell(r, c)[1].clone()).collect())
        .collect();
    let names = [
        (0..rows).map(|i| i.to_string()).collect(),
        (0..cols).map(|i| i.to_string()).collect(),
    ];
    let e = lemke_howson(&Bimatrix { names, a, b }, label).map_err(|e| e.to_string())?;
    let behaviour = [
        mixed_to_behaviour(game, 0, &nf.plans[0], &e.x),
        mixed_to_behaviour(game, 1, &nf.plans[1], &e.y),
    ];
    let payoffs = expected_payoffs(game, &behaviour);
    let best_responses = [
        exact_best_response(game, &behaviour, 0),
        exact_best_response(game, &behaviour, 1),
    ];
    Ok(BehaviourEquilibrium {
        behaviour,
        payoffs,
        best_responses,
        plans: [rows, cols],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::imperfect::efg;

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
            let e = solve(&g, label).unwrap();
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
        let e = solve(&g, 0).unwrap();
        assert_eq!(e.payoffs[0], Q::from_integer(1.into()));
    }
}
