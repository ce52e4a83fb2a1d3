//! The normal-form page's analyses of a game, computed together in the worker: iterated
//! elimination of dominated strategies (of a chosen strength, with or without mixed
//! dominators), both players' security levels and, for a constant-sum game, its value.
//!
//! They solve linear programs. Run in the worker ([`super::jobs::Request::Analyse`]), a failure
//! in any of them is reported beside the analysis and the page keeps working (a panic on the
//! page's own thread would end the app), and the page's own WebAssembly module does not carry
//! the solvers. Each part keeps its own error, in words, so one failed LP does not hide the
//! others.

use serde::{Deserialize, Serialize};

use super::{Bimatrix, Class};
use crate::equilibrium::{
    iterated_elimination, security, zero_sum_value, Security, Step, Strength, ZeroSumValue,
};
use crate::game::Player;

/// What iterated elimination removed, and what survives.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Eliminated {
    /// The eliminations in order (original indices).
    pub steps: Vec<Step>,
    /// The surviving strategies of each player (original indices).
    pub remaining: [Vec<usize>; 2],
}

/// Everything the page shows below the game, each part with its own error.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Analysis {
    /// Iterated elimination of the requested strength.
    pub elimination: Result<Eliminated, String>,
    /// The row player's and the column player's security levels.
    pub security: [Result<Security, String>; 2],
    /// The value, for a constant-sum game (`None` otherwise).
    pub zero_sum: Option<Result<ZeroSumValue, String>>,
}

/// The page's analyses of `g`: elimination of `strength` (with mixed dominators when `mixed`),
/// the security levels and, if `g` is constant-sum, its value.
pub fn analyse(g: &Bimatrix, strength: Strength, mixed: bool) -> Analysis {
    let elimination = iterated_elimination(g, strength, mixed)
        .map(|e| Eliminated {
            steps: e.steps,
            remaining: e.remaining,
        })
        .map_err(|e| e.to_string());
    let security = [Player(0), Player(1)].map(|p| security(g, p).map_err(|e| e.to_string()));
    let zero_sum = matches!(g.classify(), Class::ConstantSum(_))
        .then(|| zero_sum_value(g).map_err(|e| e.to_string()));
    Analysis {
        elimination,
        security,
        zero_sum,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::matrix::MatrixPreset;

    #[test]
    fn the_analysis_is_each_analysis_of_the_game() {
        for preset in MatrixPreset::ALL {
            let g = preset.game();
            for strength in [Strength::Strict, Strength::Weak, Strength::VeryWeak] {
                for mixed in [false, true] {
                    let a = analyse(&g, strength, mixed);
                    let e = iterated_elimination(&g, strength, mixed).unwrap();
                    let got = a.elimination.as_ref().unwrap();
                    assert_eq!((&got.steps, &got.remaining), (&e.steps, &e.remaining));
                    assert_eq!(a.security[0], Ok(security(&g, Player(0)).unwrap()));
                    assert_eq!(a.security[1], Ok(security(&g, Player(1)).unwrap()));
                    assert_eq!(
                        a.zero_sum.is_some(),
                        matches!(g.classify(), Class::ConstantSum(_))
                    );
                }
            }
        }
        // What crosses to the page comes back as it left (exact weights included).
        let rps = MatrixPreset::RockPaperScissors.game();
        let a = analyse(&rps, Strength::Strict, true);
        let json = serde_json::to_string(&a).unwrap();
        assert_eq!(serde_json::from_str::<Analysis>(&json).unwrap(), a);
        assert!(a.zero_sum.unwrap().is_ok());
    }
}
