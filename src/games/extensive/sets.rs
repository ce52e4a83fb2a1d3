//! Information sets in the tree editor: decision nodes of one player that the player cannot
//! tell apart, joined and split by the person editing, and the conversion of a sketch to and
//! from a game with imperfect information ([`crate::models::imperfect::Game`]) and Gambit's
//! `.efg` text with information-set numbers and names.
//!
//! Design: a decision node carries an optional [`SetTag`] — the set's number among its
//! player's sets (as in a `.efg` file) and its name. Nodes of one player with the same number
//! are one set; a node without a tag is alone in its set and gets a fresh number when the game
//! is written, above every number in use, so a file's numbers and names survive a round trip.
//! The edits keep a set well formed: joining copies the set's action labels onto the node
//! (the node must have as many actions), and adding, deleting or renaming an action of one
//! member does it at every member (see [`Sketch::members`]).

pub use super::edit::SetTag;
use super::edit::{EditError, Names, Path, Sketch};
use crate::exact::{format_number, Q};
use crate::models::imperfect::build::{Builder, SetSpec};
use crate::models::imperfect::{efg, Game, Mover, NodeKind};
use crate::models::strategic::{parse_number, parse_payoff};

/// One information set of a sketch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SketchSet {
    /// Its player (0 or 1).
    pub player: usize,
    /// Its number and name.
    pub tag: SetTag,
    /// Its nodes, in preorder.
    pub paths: Vec<Path>,
}

fn err(path: &[usize], message: impl Into<String>) -> EditError {
    EditError {
        path: path.to_vec(),
        message: message.into(),
    }
}

/// Calls `f` on every node with its path, in preorder.
fn walk<'a>(s: &'a Sketch, path: &mut Path, f: &mut impl FnMut(&Path, &'a Sketch)) {
    f(path, s);
    for (i, c) in s.children().into_iter().enumerate() {
        path.push(i);
        walk(c, path, f);
        path.pop();
    }
}

impl Sketch {
    /// The player and tag of the decision node at `path`, if it has a tag.
    pub fn set_of(&self, path: &[usize]) -> Option<(usize, &SetTag)> {
        match self.get(path) {
            Some(Sketch::Decision {
                player,
                set: Some(tag),
                ..
            }) => Some((*player, tag)),
            _ => None,
        }
    }

    /// The nodes in the information set of the node at `path`, in preorder (just `path` for a
    /// node alone in its set or a node that is not a decision node).
    pub fn members(&self, path: &[usize]) -> Vec<Path> {
        let Some((player, tag)) = self.set_of(path) else {
            return vec![path.to_vec()];
        };
        let number = tag.number;
        let mut out = Vec::new();
        walk(self, &mut Vec::new(), &mut |p, n| {
            if let Sketch::Decision {
                player: q,
                set: Some(t),
                ..
            } = n
            {
                if *q == player && t.number == number {
                    out.push(p.clone());
                }
            }
        });
        out
    }

    /// The information sets with a tag, in the preorder of their first nodes.
    pub fn information_sets(&self) -> Vec<SketchSet> {
        // A linear search: a tree that people edit has few sets (and this keeps the page's
        // module free of a map).
        let mut sets: Vec<SketchSet> = Vec::new();
        walk(self, &mut Vec::new(), &mut |p, n| {
            if let Sketch::Decision {
                player,
                set: Some(tag),
                ..
            } = n
            {
                match sets
                    .iter_mut()
                    .find(|s| s.player == *player && s.tag.number == tag.number)
                {
                    Some(s) => s.paths.push(p.clone()),
                    None => sets.push(SketchSet {
                        player: *player,
                        tag: tag.clone(),
                        paths: vec![p.clone()],
                    }),
                }
            }
        });
        sets
    }

    /// Whether some information set has more than one node (the game has imperfect
    /// information).
    pub fn has_information_sets(&self) -> bool {
        self.information_sets().iter().any(|s| s.paths.len() > 1)
    }

    /// The largest set number `player` uses.
    fn max_set_number(&self, player: usize) -> usize {
        self.information_sets()
            .iter()
            .filter(|s| s.player == player)
            .map(|s| s.tag.number)
            .max()
            .unwrap_or(0)
    }

    fn tag_mut(&mut self, path: &[usize]) -> Result<(usize, &mut Option<SetTag>), EditError> {
        match self.get_mut(path)? {
            Sketch::Decision { player, set, .. } => Ok((*player, set)),
            _ => Err(err(
                path,
                "only a player's decision node is in an information set",
            )),
        }
    }

    /// Puts the decision node at `node` into the information set of the decision node at
    /// `into`: both must be the same player's and have as many actions; `node` takes the
    /// set's action labels.
    pub fn join(&mut self, into: &[usize], node: &[usize]) -> Result<(), EditError> {
        if into == node {
            return Err(err(node, "a node cannot be joined with itself"));
        }
        let describe = |s: &Sketch, p: &[usize]| match s.get(p) {
            Some(Sketch::Decision {
                player, actions, ..
            }) => Ok((*player, actions.iter().map(|(a, _)| a.clone()).collect())),
            Some(Sketch::Chance { .. }) => {
                Err(err(p, "a chance node is in no player's information set"))
            }
            Some(Sketch::Leaf { .. }) => Err(err(p, "a leaf is in no information set")),
            None => Err(err(p, "there is no such node")),
        };
        let (player, labels): (usize, Vec<String>) = describe(self, into)?;
        let (other, node_labels): (usize, Vec<String>) = describe(self, node)?;
        if player != other {
            return Err(err(
                node,
                format!(
                    "this node is player {}'s and the set is player {}'s: an information set is one player's",
                    other + 1,
                    player + 1
                ),
            ));
        }
        if labels.len() != node_labels.len() {
            return Err(err(
                node,
                format!(
                    "this node has {} actions and the set {}: the nodes of a set have the same actions",
                    node_labels.len(),
                    labels.len()
                ),
            ));
        }
        let tag = match self.set_of(into) {
            Some((_, t)) => t.clone(),
            None => {
                let tag = SetTag {
                    number: self.max_set_number(player) + 1,
                    name: String::new(),
                };
                *self.tag_mut(into)?.1 = Some(tag.clone());
                tag
            }
        };
        if self
            .set_of(node)
            .is_some_and(|(_, t)| t.number == tag.number)
        {
            return Err(err(node, "this node is already in that information set"));
        }
        if let Sketch::Decision { set, actions, .. } = self.get_mut(node)? {
            *set = Some(tag);
            for ((a, _), l) in actions.iter_mut().zip(labels) {
                *a = l;
            }
        }
        Ok(())
    }

    /// Takes the decision node at `path` out of its information set (it is alone in a set of
    /// its own afterwards).
    pub fn split(&mut self, path: &[usize]) -> Result<(), EditError> {
        if self.members(path).len() < 2 {
            return Err(err(path, "this node is alone in its information set"));
        }
        *self.tag_mut(path)?.1 = None;
        Ok(())
    }

    /// Names the information set of the decision node at `path` (every member's).
    pub fn set_set_name(&mut self, path: &[usize], name: &str) -> Result<(), EditError> {
        let name = name.trim().to_string();
        let (player, tag) = self.tag_mut(path)?;
        if tag.is_none() {
            let number = self.max_set_number(player) + 1;
            *self.tag_mut(path)?.1 = Some(SetTag { number, name });
            return Ok(());
        }
        for m in self.members(path) {
            if let (_, Some(t)) = self.tag_mut(&m)? {
                t.name = name.clone();
            }
        }
        Ok(())
    }

    /// The game with imperfect information this sketch describes, named by `names`, and each
    /// node's path (node ids are preorder positions). Fails at the first payoff or
    /// probability that is not a number, or at a set whose nodes differ.
    pub fn to_game(&self, names: &Names) -> Result<(Game, Vec<Path>), EditError> {
        let players = [names.1[0].clone(), names.1[1].clone()];
        let mut b = Builder::new(&names.0, &players).map_err(|e| err(&[], e.0))?;
        let mut fresh = [self.max_set_number(0), self.max_set_number(1)];
        let mut chance = 0usize;
        let mut paths = Vec::new();
        let mut failure = None;
        walk(self, &mut Vec::new(), &mut |p, n| {
            if failure.is_some() {
                return;
            }
            paths.push(p.clone());
            let result = match n {
                Sketch::Leaf { payoffs } => payoffs
                    .iter()
                    .enumerate()
                    .map(|(i, t)| {
                        parse_payoff(t).map_err(|e| format!("player {}'s payoff: {e}", i + 1))
                    })
                    .collect::<Result<Vec<Q>, String>>()
                    .and_then(|q| {
                        b.push_leaf(&format!("t{}", paths.len()), q)
                            .map_err(|e| e.0)
                    })
                    .map(|_| ()),
                Sketch::Decision {
                    player,
                    label,
                    actions,
                    set,
                } => {
                    let (number, name) = match set {
                        Some(t) => (t.number, t.name.as_str()),
                        None => {
                            fresh[*player] += 1;
                            (fresh[*player], "")
                        }
                    };
                    let labels: Vec<String> = actions.iter().map(|(a, _)| a.clone()).collect();
                    let key = number.to_string();
                    if b.actions_of(Mover::Player(*player), &key)
                        .is_some_and(|k| k != labels.len())
                    {
                        Err(format!(
                            "this node has {} actions, other nodes of its information set another number",
                            labels.len()
                        ))
                    } else {
                        let spec = SetSpec {
                            mover: Mover::Player(*player),
                            key: &key,
                            number: Some(number),
                            name,
                            actions: &labels,
                            probabilities: &[],
                        };
                        b.push_move(label, &spec, None).map(|_| ()).map_err(|e| e.0)
                    }
                }
                Sketch::Chance { label, outcomes } => {
                    chance += 1;
                    outcomes
                        .iter()
                        .map(|(a, t, _)| {
                            parse_number(t).map_err(|e| format!("probability of {a:?}: {e}"))
                        })
                        .collect::<Result<Vec<Q>, String>>()
                        .and_then(|probs| {
                            let labels: Vec<String> =
                                outcomes.iter().map(|(a, _, _)| a.clone()).collect();
                            let key = format!("c{chance}");
                            let spec = SetSpec {
                                mover: Mover::Chance,
                                key: &key,
                                number: Some(chance),
                                name: "",
                                actions: &labels,
                                probabilities: &probs,
                            };
                            b.push_move(label, &spec, None).map(|_| ()).map_err(|e| e.0)
                        })
                }
            };
            if let Err(e) = result {
                failure = Some(err(p, e));
            }
        });
        if let Some(e) = failure {
            return Err(e);
        }
        let game = b.finish().map_err(|e| err(&[], e.0))?;
        Ok((game, paths))
    }

    /// The sketch as Gambit `.efg` text, with its information sets' numbers and names.
    pub fn to_efg(&self, names: &Names) -> Result<String, EditError> {
        self.to_game(names).map(|(g, _)| efg::write(&g))
    }

    /// The sketch of a two-player game with imperfect information, with its title and
    /// players' names. Payoffs attached to inner nodes are added into the leaves below.
    pub fn from_game(game: &Game) -> Result<(Sketch, Names), String> {
        if game.num_players() != 2 {
            return Err(format!(
                "the tree editor is for two players; this game has {}",
                game.num_players()
            ));
        }
        fn go(game: &Game, n: usize) -> Sketch {
            let node = &game.nodes()[n];
            match node.kind {
                NodeKind::Terminal => {
                    let p = game.leaf_payoffs(n);
                    Sketch::Leaf {
                        payoffs: [format_number(&p[0]), format_number(&p[1])],
                    }
                }
                NodeKind::Move(h) => {
                    let set = &game.infosets()[h];
                    let children = node.children.iter().map(|&c| go(game, c));
                    match set.mover {
                        Mover::Chance => Sketch::Chance {
                            label: node.name.clone(),
                            outcomes: set
                                .actions
                                .iter()
                                .zip(&set.probabilities)
                                .zip(children)
                                .map(|((a, p), c)| (a.clone(), format_number(p), c))
                                .collect(),
                        },
                        Mover::Player(p) => Sketch::Decision {
                            player: p,
                            label: node.name.clone(),
                            actions: set.actions.iter().cloned().zip(children).collect(),
                            set: Some(SetTag {
                                number: set.number,
                                name: set.name.clone(),
                            }),
                        },
                    }
                }
            }
        }
        let names = (
            game.title.clone(),
            [game.players[0].clone(), game.players[1].clone()],
        );
        Ok((go(game, game.root()), names))
    }

    /// Reads Gambit `.efg` text (two players, information sets allowed) into a sketch (a text
    /// that does not read: where and why, in English).
    pub fn from_efg(text: &str) -> Result<(Sketch, Names), String> {
        crate::i18n::with_english(|w| Sketch::from_efg_in(text, w))
    }

    /// [`Sketch::from_efg`] with a text that does not read said in the language of `words`.
    pub fn from_efg_in(
        text: &str,
        words: &crate::i18n::Catalogue,
    ) -> Result<(Sketch, Names), String> {
        let game = efg::parse(text).map_err(|e| e.describe_in(words))?;
        Sketch::from_game(&game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::extensive::lab::default_names;
    use crate::games::imperfect::presets::Preset;

    fn leaf(a: &str, b: &str) -> Sketch {
        Sketch::Leaf {
            payoffs: [a.into(), b.into()],
        }
    }

    fn decision(player: usize, actions: &[(&str, Sketch)]) -> Sketch {
        Sketch::Decision {
            player,
            label: String::new(),
            actions: actions
                .iter()
                .map(|(a, c)| (a.to_string(), c.clone()))
                .collect(),
            set: None,
        }
    }

    /// Matching pennies drawn as a tree with perfect information: player 2 sees player 1's
    /// coin until the two nodes are joined.
    fn pennies() -> Sketch {
        decision(
            0,
            &[
                (
                    "H",
                    decision(1, &[("h", leaf("1", "-1")), ("t", leaf("-1", "1"))]),
                ),
                (
                    "T",
                    decision(1, &[("x", leaf("-1", "1")), ("y", leaf("1", "-1"))]),
                ),
            ],
        )
    }

    #[test]
    fn joining_makes_a_set_with_one_list_of_actions_and_splitting_undoes_it() {
        let mut s = pennies();
        assert!(!s.has_information_sets());
        s.join(&[0], &[1]).unwrap();
        assert!(s.has_information_sets());
        assert_eq!(s.members(&[1]), vec![vec![0], vec![1]]);
        assert_eq!(s.get(&[1]).unwrap().action_labels(), vec!["h", "t"]);
        // An action added, renamed or deleted at one member is at every member.
        s.add_action(&[1], 1).unwrap();
        assert_eq!(s.get(&[0]).unwrap().action_labels().len(), 3);
        s.set_action_label(&[0], 2, "z").unwrap();
        assert_eq!(s.get(&[1]).unwrap().action_labels(), vec!["h", "t", "z"]);
        s.delete(&[1, 2]).unwrap();
        assert_eq!(s.get(&[0]).unwrap().action_labels(), vec!["h", "t"]);
        s.set_set_name(&[1], "P2 guesses").unwrap();
        assert_eq!(s.set_of(&[0]).unwrap().1.name, "P2 guesses");
        // Refusals: another player's node, a leaf, the same set again.
        assert!(s
            .join(&[0], &[])
            .unwrap_err()
            .message
            .contains("one player's"));
        assert!(s.join(&[0], &[0, 1]).is_err());
        assert!(s.join(&[0], &[1]).unwrap_err().message.contains("already"));
        s.split(&[1]).unwrap();
        assert!(!s.has_information_sets());
        assert!(s.split(&[1]).is_err());
        // Changing a member's mover takes it out of its set.
        s.join(&[0], &[1]).unwrap();
        s.set_player(&[1], 0).unwrap();
        assert!(!s.has_information_sets());
    }

    #[test]
    fn a_set_needs_as_many_actions() {
        let mut s = pennies();
        s.add_action(&[1], 1).unwrap();
        let e = s.join(&[0], &[1]).unwrap_err();
        assert!(e.message.contains("same actions"), "{e}");
    }

    #[test]
    fn the_joined_game_is_matching_pennies_and_round_trips_through_efg() {
        let mut s = pennies();
        s.join(&[0], &[1]).unwrap();
        s.set_set_name(&[0], "guess").unwrap();
        let names = default_names();
        let (game, paths) = s.to_game(&names).unwrap();
        assert_eq!(paths.len(), 7);
        assert_eq!(game.player_infosets(1).len(), 1);
        assert!(game.is_zero_sum());
        let v = crate::equilibrium::sequence_form::solve_zero_sum(&game).unwrap();
        assert_eq!(v.exact_value(), Some(&Q::from_integer(0.into())));
        let text = s.to_efg(&names).unwrap();
        let (back, back_names) = Sketch::from_efg(&text).unwrap();
        assert_eq!(back_names, names);
        assert_eq!(back.to_efg(&names).unwrap(), text);
        assert!(back.has_information_sets());
        assert_eq!(back.set_of(&[1]).unwrap().1.name, "guess");
    }

    #[test]
    fn presets_and_files_keep_their_set_numbers_and_names() {
        for preset in [
            Preset::Kuhn,
            Preset::BeerQuiche,
            Preset::MatchingPennies,
            Preset::Entry,
        ] {
            let game = preset.game();
            let (s, names) = Sketch::from_game(&game).unwrap();
            let (again, _) = s.to_game(&names).unwrap();
            assert_eq!(again.infosets().len(), game.infosets().len(), "{preset:?}");
            // The players' sets keep their numbers and names (a chance node's set is its own).
            for (a, b) in again.infosets().iter().zip(game.infosets()) {
                assert_eq!(a.mover, b.mover);
                assert_eq!(a.nodes.len(), b.nodes.len());
                if a.mover != Mover::Chance {
                    assert_eq!((a.number, &a.name), (b.number, &b.name));
                }
            }
            assert_eq!(again.all_leaf_payoffs(), game.all_leaf_payoffs());
        }
    }

    #[test]
    fn a_bad_payoff_is_named_with_its_path() {
        let mut s = pennies();
        s.set_payoff(&[1, 0], 0, "x").unwrap();
        let e = s.to_game(&default_names()).unwrap_err();
        assert_eq!(e.path, vec![1, 0]);
        assert!(e.message.contains("player 1's payoff"));
    }

    #[test]
    fn three_players_are_refused_by_the_editor() {
        let text = "EFG 2 R \"g\" { \"a\" \"b\" \"c\" }\n\"\"\n\np \"\" 1 1 \"\" { \"x\" } 0\nt \"\" 1 \"\" { 1 2 3 }\n";
        let e = Sketch::from_efg(text).unwrap_err();
        assert!(e.contains("two players"), "{e}");
    }
}
