//! The conformance harness over every game.

use gamelab::game::conformance::{check_game, Conformance};
use gamelab::games::nested_tree::{Branch, NestedTree, SEED_EXAMPLE};
use gamelab::games::tictactoe::{Square, TicTacToe};
use gamelab::rng::Seed;

#[test]
fn tictactoe_conforms() {
    let config = Conformance {
        games: 500,
        max_length: 9,
        action_universe: (0..9).map(Square).collect(),
        zero_sum: true,
        seed: Seed(1),
    };
    let states = check_game(&TicTacToe::new(), &config).unwrap();
    assert!(states > 500 * 5);
}

#[test]
fn hand_written_tree_conforms() {
    let tree = NestedTree::parse(SEED_EXAMPLE).unwrap();
    let config = Conformance {
        games: 50,
        max_length: 3,
        action_universe: (0..4).map(Branch).collect(),
        zero_sum: true,
        seed: Seed(2),
    };
    check_game(&tree.root(), &config).unwrap();
}

/// A tiny card game that exercises what tic-tac-toe does not: chance (the deal), hidden
/// information (each player sees only their own card) and more than two players. Each of `n`
/// players is dealt one card from 1..=6 (without replacement); then in turn each stays or
/// folds; the highest card among those who stayed takes one point from every other player.
mod high_card {
    use gamelab::game::{ByPlayer, Hidden, Player, State, Turn};
    use gamelab::rng::{below, GameRng};

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Action {
        Deal(u8),
        Stay,
        Fold,
    }

    #[derive(Clone, Debug)]
    pub struct HighCard {
        pub players: usize,
        pub cards: Vec<u8>,
        pub stayed: Vec<bool>,
    }

    impl HighCard {
        pub fn new(players: usize) -> Self {
            HighCard {
                players,
                cards: Vec::new(),
                stayed: Vec::new(),
            }
        }
    }

    impl State for HighCard {
        type Action = Action;
        fn num_players(&self) -> usize {
            self.players
        }
        fn turn(&self) -> Turn {
            if self.cards.len() < self.players {
                Turn::Chance
            } else if self.stayed.len() < self.players {
                Turn::Player(Player(self.stayed.len() as u8))
            } else {
                Turn::Terminal
            }
        }
        fn legal_actions(&self, out: &mut Vec<Action>) {
            out.clear();
            match self.turn() {
                Turn::Chance => out.extend(
                    (1..=6)
                        .filter(|c| !self.cards.contains(c))
                        .map(Action::Deal),
                ),
                Turn::Player(_) => out.extend([Action::Stay, Action::Fold]),
                Turn::Terminal => {}
            }
        }
        fn apply(&mut self, action: Action) {
            match action {
                Action::Deal(c) => self.cards.push(c),
                Action::Stay => self.stayed.push(true),
                Action::Fold => self.stayed.push(false),
            }
        }
        fn chance_outcomes(&self, out: &mut Vec<(Action, f64)>) {
            let mut deals = Vec::new();
            self.legal_actions(&mut deals);
            out.clear();
            if self.turn() == Turn::Chance {
                let p = 1.0 / deals.len() as f64;
                out.extend(deals.into_iter().map(|d| (d, p)));
            }
        }
        fn returns(&self) -> ByPlayer<f64> {
            let mut r = ByPlayer::filled(self.players, 0.0);
            if self.turn() != Turn::Terminal {
                return r;
            }
            let best = (0..self.players)
                .filter(|&i| self.stayed[i])
                .max_by_key(|&i| self.cards[i]);
            if let Some(w) = best {
                for i in 0..self.players {
                    if i != w {
                        r.0[i] -= 1.0;
                        r.0[w] += 1.0;
                    }
                }
            }
            r
        }
    }

    impl Hidden for HighCard {
        type InfoKey = (Option<u8>, Vec<bool>, usize);
        fn info_key(&self, observer: Player) -> Self::InfoKey {
            (
                self.cards.get(observer.index()).copied(),
                self.stayed.clone(),
                self.cards.len(),
            )
        }
        fn determinize(&self, observer: Player, rng: &mut GameRng) -> Self {
            // Keep the observer's card; re-deal the others from the unseen cards.
            let mut state = self.clone();
            let mine = self.cards.get(observer.index()).copied();
            let mut unseen: Vec<u8> = (1..=6).filter(|c| Some(*c) != mine).collect();
            for (i, card) in state.cards.iter_mut().enumerate() {
                if i != observer.index() {
                    let k = below(rng, unseen.len() as u32) as usize;
                    *card = unseen.swap_remove(k);
                }
            }
            state
        }
    }
}

#[test]
fn a_chance_hidden_information_game_for_two_to_five_players_conforms() {
    use gamelab::game::conformance::check_hidden;
    use gamelab::game::{Player, State};
    use high_card::{Action, HighCard};
    for players in 2..=5 {
        let config = Conformance {
            games: 200,
            max_length: 2 * players,
            action_universe: vec![Action::Deal(1), Action::Deal(6), Action::Stay, Action::Fold],
            zero_sum: true,
            seed: Seed(players as u64),
        };
        check_game(&HighCard::new(players), &config).unwrap();
        // Deal, then check that determinizing keeps each observer's information.
        let mut rng = Seed(9).rng();
        let mut state = HighCard::new(players);
        while state.cards.len() < players {
            let deal = state.sample_chance(&mut rng);
            state.apply(deal);
        }
        state.apply(Action::Stay);
        for p in 0..players {
            check_hidden(&state, Player(p as u8), 50, Seed(3)).unwrap();
        }
    }
}
