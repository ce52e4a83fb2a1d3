//! Gambit's `.efg` text format for two-player trees with perfect information: personal,
//! chance and terminal nodes are read and written; an information set with more than one
//! personal node (imperfect information) is rejected with a positioned error. Reading goes
//! through the project's one `.efg` reader ([`crate::models::imperfect::efg`]); the tree is
//! a checked view of the game it reads.
//!
//! ## References
//! - The Gambit project, "The .efg file format" (extensive games, format version 2).

use super::{GameTree, Node, TreeError};
use crate::exact::{format_number, Q};
use crate::models::gambit::quote;
use crate::models::imperfect::{self, efg::Shape, Game, Mover, NodeKind};
use crate::text::ParseError;

impl GameTree {
    /// Writes the tree in Gambit's `.efg` format (version 2, rational payoffs). Each decision
    /// node gets its own information set; each leaf its own outcome.
    pub fn to_efg(&self) -> String {
        let mut out = format!(
            "EFG 2 R {} {{ {} {} }}\n\"\"\n\n",
            quote(&self.title),
            quote(&self.players[0]),
            quote(&self.players[1])
        );
        let mut infoset = [0usize; 2];
        let mut infoset_chance = 0usize;
        let mut outcome = 0usize;
        for n in self.preorder() {
            match &self.nodes[n] {
                Node::Decision {
                    player,
                    label,
                    actions,
                } => {
                    infoset[*player] += 1;
                    let acts: Vec<String> = actions.iter().map(|(a, _)| quote(a)).collect();
                    out.push_str(&format!(
                        "p {} {} {} \"\" {{ {} }} 0\n",
                        quote(label),
                        player + 1,
                        infoset[*player],
                        acts.join(" ")
                    ));
                }
                Node::Chance { label, outcomes } => {
                    infoset_chance += 1;
                    let outs: Vec<String> = outcomes
                        .iter()
                        .map(|(a, p, _)| format!("{} {}", quote(a), format_number(p)))
                        .collect();
                    out.push_str(&format!(
                        "c {} {} \"\" {{ {} }} 0\n",
                        quote(label),
                        infoset_chance,
                        outs.join(" ")
                    ));
                }
                Node::Leaf { label, payoffs } => {
                    outcome += 1;
                    out.push_str(&format!(
                        "t {} {} \"\" {{ {} {} }}\n",
                        quote(label),
                        outcome,
                        format_number(&payoffs[0]),
                        format_number(&payoffs[1])
                    ));
                }
            }
        }
        out
    }

    /// Parses Gambit's `.efg` format for two-player games with perfect information: personal
    /// (`p`), chance (`c`, exact or decimal probabilities summing to 1) and terminal (`t`)
    /// nodes with outcomes. Payoffs of outcomes attached to personal or chance nodes are added
    /// to every leaf below. Information sets with more than one personal node are rejected.
    ///
    /// The file is read by the project's one `.efg` reader ([`imperfect::efg`]) and the tree
    /// is its checked view ([`GameTree::from_game`]); an error points where the file goes
    /// wrong.
    pub fn parse_efg(text: &str) -> Result<GameTree, EfgError> {
        let (game, node_at) = imperfect::efg::parse_shaped(text, Shape::TwoPlayerPerfect)?;
        GameTree::view(&game).map_err(|(n, e)| node_at[n].error(e.to_string()))
    }

    /// The two-player perfect-information tree a game with information sets is, when it is
    /// one: each player's information set has one node. Payoffs are summed along each path.
    pub fn from_game(game: &Game) -> Result<GameTree, TreeError> {
        GameTree::view(game).map_err(|(_, e)| e)
    }

    /// [`GameTree::from_game`], naming the node (of `game`) where the view fails.
    fn view(game: &Game) -> Result<GameTree, (usize, TreeError)> {
        if game.num_players() != 2 {
            return Err((0, TreeError::NotTwoPlayer(game.num_players())));
        }
        let payoffs = game.all_leaf_payoffs();
        let mut tree = GameTree::new(&game.title, [&game.players[0], &game.players[1]]);
        // Nodes are in depth-first order, so a parent is placed before its children and the
        // tree's ids equal the game's.
        let mut id = vec![0; game.nodes().len()];
        for (n, node) in game.nodes().iter().enumerate() {
            let at = node.parent.map(|(p, a)| (id[p], a));
            let placed = match game.infoset_of(n) {
                None => {
                    let [x, y] = [payoffs[n][0].clone(), payoffs[n][1].clone()];
                    tree.add_leaf(at, &node.name, [x, y])
                }
                Some(set) => match set.mover {
                    Mover::Chance => {
                        let outcomes: Vec<(&str, Q)> = set
                            .actions
                            .iter()
                            .map(String::as_str)
                            .zip(set.probabilities.iter().cloned())
                            .collect();
                        tree.add_chance(at, &node.name, &outcomes)
                    }
                    Mover::Player(p) => {
                        if set.nodes.len() > 1 {
                            return Err((n, TreeError::ImperfectInformation(set.number)));
                        }
                        // Labels two actions share (`{ "a" "a" }`) become the game's distinct
                        // names, so every strategy can be told from the others.
                        let shared = set
                            .actions
                            .iter()
                            .enumerate()
                            .any(|(k, l)| !l.is_empty() && set.actions[..k].contains(l));
                        let names: Vec<String> = match node.kind {
                            NodeKind::Move(h) if shared => (0..set.actions.len())
                                .map(|a| game.action_name(h, a))
                                .collect(),
                            _ => set.actions.clone(),
                        };
                        let actions: Vec<&str> = names.iter().map(String::as_str).collect();
                        tree.add_decision(at, p, &node.name, &actions)
                    }
                },
            };
            id[n] = placed.map_err(|e| (n, e))?;
        }
        Ok(tree)
    }
}

/// A `.efg` text that could not be read (the project's one positioned error).
pub type EfgError = ParseError;
