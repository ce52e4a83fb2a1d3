//! The reduced normal form: each player's **plans** — pure strategies that choose only where
//! the player's own earlier choices let the game arrive, the other information sets marked
//! unreached (`*`) — and the exact expected payoffs of every profile of plans.
//!
//! Plans are enumerated by walking the tree: at a node of the player whose information set
//! has no action yet, the walk branches over the set's actions; everywhere else it follows
//! every branch (chance's and the other players') and the actions already chosen. Each walk
//! that ends gives one plan, and no plan twice (two walks differ first at a set they assign
//! differently). This needs no perfect recall — the absent-minded driver has the two plans
//! "exit" and "continue".

use num_traits::{One, Zero};

use super::{Game, InfosetId, Mover, NodeId, NodeKind};
use crate::exact::{format_number, Q};
use crate::models::strategic::Bimatrix;

/// Most plans a player may have.
pub const MAX_PLANS: usize = 4096;
/// Most cells (profiles of plans) a reduced normal form may have.
pub const MAX_CELLS: usize = 1 << 20;

/// A plan: for each information set of the game, the action chosen, or `None` where the plan
/// never arrives (and for sets that are not the player's).
pub type Plan = Vec<Option<usize>>;

/// The reduced normal form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReducedNormalForm {
    /// Each player's plans.
    pub plans: Vec<Vec<Plan>>,
    /// Each cell's payoffs, profiles in row-major order (the last player's plan varies
    /// fastest).
    pub payoffs: Vec<Vec<Q>>,
}

impl ReducedNormalForm {
    /// The reduced normal form of `game`.
    pub fn new(game: &Game) -> Result<ReducedNormalForm, String> {
        let plans: Vec<Vec<Plan>> = (0..game.num_players())
            .map(|p| plans(game, p))
            .collect::<Result<_, _>>()?;
        let cells = plans
            .iter()
            .try_fold(1usize, |acc, p| acc.checked_mul(p.len()))
            .filter(|&c| c <= MAX_CELLS)
            .ok_or_else(|| {
                format!(
                    "the reduced normal form would have more than {MAX_CELLS} cells ({} plans)",
                    plans
                        .iter()
                        .map(|p| p.len().to_string())
                        .collect::<Vec<_>>()
                        .join(" × ")
                )
            })?;
        let leaf = game.all_leaf_payoffs();
        let mut payoffs = Vec::with_capacity(cells);
        let mut index = vec![0usize; plans.len()];
        for _ in 0..cells {
            let profile: Vec<&Plan> = index
                .iter()
                .enumerate()
                .map(|(p, &i)| &plans[p][i])
                .collect();
            payoffs.push(profile_payoffs(game, &profile, &leaf));
            for p in (0..plans.len()).rev() {
                index[p] += 1;
                if index[p] < plans[p].len() {
                    break;
                }
                index[p] = 0;
            }
        }
        Ok(ReducedNormalForm { plans, payoffs })
    }

    /// The game as a bimatrix (two players; plans named by their numbers), for the
    /// normal-form solvers.
    pub fn bimatrix(&self) -> Option<Bimatrix> {
        let [rows, cols] = [self.plans.first()?.len(), self.plans.get(1)?.len()];
        if self.plans.len() != 2 {
            return None;
        }
        let matrix = |p: usize| -> Vec<Vec<Q>> {
            (0..rows)
                .map(|r| (0..cols).map(|c| self.cell(r, c)[p].clone()).collect())
                .collect()
        };
        Some(Bimatrix {
            names: [
                (0..rows).map(|i| i.to_string()).collect(),
                (0..cols).map(|i| i.to_string()).collect(),
            ],
            a: matrix(0),
            b: matrix(1),
        })
    }

    /// The payoffs of the cell where player 1 plays plan `r` and player 2 plan `c` (two
    /// players).
    pub fn cell(&self, r: usize, c: usize) -> &[Q] {
        &self.payoffs[r * self.plans[1].len() + c]
    }
}

/// `player`'s plans, in the order the walk finds them (first actions first).
pub fn plans(game: &Game, player: usize) -> Result<Vec<Plan>, String> {
    let mut out = Vec::new();
    let mut plan: Plan = vec![None; game.infosets().len()];
    walk(game, player, &mut vec![game.root()], &mut plan, &mut out)?;
    Ok(out)
}

fn walk(
    game: &Game,
    player: usize,
    todo: &mut Vec<NodeId>,
    plan: &mut Plan,
    out: &mut Vec<Plan>,
) -> Result<(), String> {
    let Some(n) = todo.pop() else {
        if out.len() >= MAX_PLANS {
            return Err(format!(
                "{} has more than {MAX_PLANS} plans",
                game.players[player]
            ));
        }
        out.push(plan.clone());
        return Ok(());
    };
    let node = &game.nodes()[n];
    match node.kind {
        NodeKind::Terminal => walk(game, player, todo, plan, out)?,
        NodeKind::Move(h) if game.infosets()[h].mover == Mover::Player(player) => match plan[h] {
            Some(a) => {
                todo.push(node.children[a]);
                walk(game, player, todo, plan, out)?;
                todo.pop();
            }
            None => {
                for (a, &c) in node.children.iter().enumerate() {
                    plan[h] = Some(a);
                    todo.push(c);
                    let depth = todo.len();
                    walk(game, player, todo, plan, out)?;
                    todo.truncate(depth - 1);
                }
                plan[h] = None;
            }
        },
        NodeKind::Move(_) => {
            let depth = todo.len();
            todo.extend(node.children.iter().rev());
            walk(game, player, todo, plan, out)?;
            todo.truncate(depth);
        }
    }
    todo.push(n);
    Ok(())
}

/// The expected payoffs when each player follows their plan.
fn profile_payoffs(game: &Game, profile: &[&Plan], leaf: &[Vec<Q>]) -> Vec<Q> {
    let mut total = vec![Q::zero(); game.num_players()];
    let mut stack: Vec<(NodeId, Q)> = vec![(game.root(), Q::one())];
    while let Some((n, p)) = stack.pop() {
        let node = &game.nodes()[n];
        match node.kind {
            NodeKind::Terminal => {
                for (t, v) in total.iter_mut().zip(&leaf[n]) {
                    *t += &p * v;
                }
            }
            NodeKind::Move(h) => match game.infosets()[h].mover {
                Mover::Chance => {
                    for (a, &c) in node.children.iter().enumerate() {
                        let pr = &game.infosets()[h].probabilities[a];
                        if !pr.is_zero() {
                            stack.push((c, &p * pr));
                        }
                    }
                }
                Mover::Player(q) => {
                    let a = profile[q][h].expect("a plan chooses wherever it arrives");
                    stack.push((node.children[a], p));
                }
            },
        }
    }
    total
}

/// A plan's name: the actions at the player's information sets in the order of their
/// numbers, `*` where the plan does not arrive — `(bet, *, call)`.
pub fn plan_name(game: &Game, player: usize, plan: &Plan) -> String {
    let parts: Vec<String> = game
        .player_infosets(player)
        .into_iter()
        .map(|h: InfosetId| match plan[h] {
            Some(a) => game.action_name(h, a),
            None => "*".into(),
        })
        .collect();
    if parts.is_empty() {
        // A player with no decision in the game has one plan: to do nothing.
        return "(no move)".into();
    }
    format!("({})", parts.join(", "))
}

/// A behaviour strategy of one player: for each information set of the game, the
/// probabilities of its actions (empty for sets that are not the player's).
pub type Behaviour = Vec<Vec<Q>>;

/// Kuhn's theorem, one way: the mixed strategy over `plans` that a behaviour strategy
/// induces — each plan's probability is the product of the behaviour's probabilities of the
/// actions the plan chooses. With perfect recall it is realization-equivalent to `b`.
pub fn behaviour_to_mixed(plans: &[Plan], b: &Behaviour) -> Vec<Q> {
    plans
        .iter()
        .map(|plan| {
            plan.iter()
                .enumerate()
                .filter_map(|(h, a)| a.map(|a| b[h][a].clone()))
                .product()
        })
        .collect()
}

/// Kuhn's theorem, the other way: the behaviour strategy of `player` that a mixed strategy
/// over `plans` induces — at each information set the probability of an action is the
/// weight of the plans choosing it over the weight of the plans arriving there (uniform where
/// no plan with positive weight arrives). Exact, and realization-equivalent with perfect
/// recall.
pub fn mixed_to_behaviour(game: &Game, player: usize, plans: &[Plan], mixed: &[Q]) -> Behaviour {
    let mut b: Behaviour = vec![Vec::new(); game.infosets().len()];
    for h in game.player_infosets(player) {
        let n = game.infosets()[h].actions.len();
        let mut weight = vec![Q::zero(); n];
        for (plan, w) in plans.iter().zip(mixed) {
            if let Some(a) = plan[h] {
                weight[a] += w;
            }
        }
        let total: Q = weight.iter().sum();
        b[h] = if total.is_zero() {
            vec![Q::new(1.into(), (n as i64).into()); n]
        } else {
            weight.iter().map(|w| w / &total).collect()
        };
    }
    b
}

/// A payoff for people.
pub fn payoff_text(q: &Q) -> String {
    format_number(q)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::poker::kuhn;
    use crate::models::imperfect::efg;

    #[test]
    fn a_player_without_a_decision_has_one_plan_named_in_words() {
        let g = efg::parse(
            "EFG 2 R \"one\" { \"A\" \"B\" }\np \"\" 1 1 \"\" { \"l\" \"r\" } 0\n\
             t \"\" 1 \"\" { 1, 0 }\nt \"\" 2 \"\" { 0, 1 }\n",
        )
        .unwrap();
        let plans = plans(&g, 1).unwrap();
        assert_eq!(plans.len(), 1);
        assert_eq!(plan_name(&g, 1, &plans[0]), "(no move)");
        assert_eq!(plan_name(&g, 0, &plans_of(&g, 0)[0]), "(l)");
    }

    fn plans_of(g: &Game, p: usize) -> Vec<Plan> {
        plans(g, p).unwrap()
    }

    #[test]
    fn kuhn_poker_has_27_by_64_plans_and_value_minus_one_eighteenth() {
        let g = kuhn();
        let nf = ReducedNormalForm::new(&g).unwrap();
        assert_eq!((nf.plans[0].len(), nf.plans[1].len()), (27, 64));
        // A plan that bets with every card leaves the "check, then raised" sets unreached.
        let all_bet = nf.plans[0]
            .iter()
            .find(|p| plan_name(&g, 0, p).matches("bet").count() == 3)
            .unwrap();
        assert_eq!(plan_name(&g, 0, all_bet).matches('*').count(), 3);
        let v = crate::equilibrium::zero_sum_value(&nf.bimatrix().unwrap()).unwrap();
        assert!((v.value + 1.0 / 18.0).abs() < 1e-9, "{}", v.value);
    }

    #[test]
    fn kuhns_theorem_converts_both_ways_on_kuhn_poker() {
        use crate::equilibrium::sequence_form::{expected_payoffs, solve_zero_sum};
        let g = kuhn();
        let nf = ReducedNormalForm::new(&g).unwrap();
        let s = solve_zero_sum(&g).unwrap();
        let mixed = [0, 1].map(|p| behaviour_to_mixed(&nf.plans[p], &s.behaviour[p]));
        for m in &mixed {
            assert_eq!(m.iter().sum::<Q>(), Q::from_integer(1.into()));
        }
        // The mixed profile's payoff in the reduced normal form is the behaviour profile's.
        let mut value = Q::zero();
        for (r, x) in mixed[0].iter().enumerate() {
            for (c, y) in mixed[1].iter().enumerate() {
                value += x * y * &nf.cell(r, c)[0];
            }
        }
        assert_eq!(value, expected_payoffs(&g, &s.behaviour)[0]);
        assert_eq!(value, Q::new((-1).into(), 18.into()));
        // And back: a behaviour strategy worth the same against the other's.
        for (p, m) in mixed.iter().enumerate() {
            let back = mixed_to_behaviour(&g, p, &nf.plans[p], m);
            let both = if p == 0 {
                [back, s.behaviour[1].clone()]
            } else {
                [s.behaviour[0].clone(), back]
            };
            assert_eq!(
                expected_payoffs(&g, &both)[0],
                Q::new((-1).into(), 18.into())
            );
        }
    }

    #[test]
    fn the_absent_minded_driver_has_two_plans() {
        let text = r#"EFG 2 R "" { "Driver" } ""
p "X" 1 1 "junction" { "exit" "continue" } 0
t "" 1 "A" { 0 }
p "Y" 1 1 "junction" { "exit" "continue" } 0
t "" 2 "B" { 4 }
t "" 3 "C" { 1 }
"#;
        let g = efg::parse(text).unwrap();
        let nf = ReducedNormalForm::new(&g).unwrap();
        assert_eq!(nf.plans[0].len(), 2);
        let pays: Vec<String> = nf.payoffs.iter().map(|p| payoff_text(&p[0])).collect();
        assert_eq!(pays, ["0", "1"]);
        assert_eq!(plan_name(&g, 0, &nf.plans[0][1]), "(continue)");
    }

    #[test]
    fn leduc_is_too_large_and_says_so() {
        let e = ReducedNormalForm::new(&crate::games::poker::leduc()).unwrap_err();
        assert!(e.contains("more than 4096 plans"), "{e}");
    }
}
