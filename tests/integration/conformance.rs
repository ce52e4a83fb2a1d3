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
///
/// A [`high_card::Flaw`] plants one deliberate bug, to show that the harness catches it.
mod high_card {
    use std::fmt;

    use gamelab::game::{ByPlayer, Hidden, IllegalAction, Player, State, Turn};
    use gamelab::rng::{below, GameRng};

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Action {
        Deal(u8),
        Stay,
        Fold,
    }

    impl fmt::Display for Action {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            match self {
                Action::Deal(c) => write!(f, "deal {c}"),
                Action::Stay => f.write_str("stay"),
                Action::Fold => f.write_str("fold"),
            }
        }
    }

    /// The bug planted in a game, if any.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Flaw {
        None,
        /// `determinize` returns the true state: a bot searching samples would see every card.
        DeterminizeClones,
        /// `determinize` re-deals the observer's own card too.
        DeterminizeChangesObservation,
        /// `try_apply` counts a rejected action in the state before refusing it.
        TryApplyMutates,
        /// `hidden_from` claims nothing is ever hidden (so no variation would be demanded).
        HiddenFromLies,
    }

    #[derive(Clone, Debug, PartialEq)]
    pub struct HighCard {
        pub players: usize,
        pub cards: Vec<u8>,
        pub stayed: Vec<bool>,
        pub flaw: Flaw,
        pub rejected: u32,
    }

    impl HighCard {
        pub fn new(players: usize) -> Self {
            Self::with_flaw(players, Flaw::None)
        }

        pub fn with_flaw(players: usize, flaw: Flaw) -> Self {
            HighCard {
                players,
                cards: Vec::new(),
                stayed: Vec::new(),
                flaw,
                rejected: 0,
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
        fn try_apply(&mut self, action: Action) -> Result<(), IllegalAction<Action>> {
            let mut legal = Vec::new();
            self.legal_actions(&mut legal);
            if legal.contains(&action) {
                self.apply(action);
                return Ok(());
            }
            if self.flaw == Flaw::TryApplyMutates {
                self.rejected += 1;
            }
            Err(IllegalAction {
                action,
                reason: "not among the legal actions".to_string(),
            })
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
        type Observation = (Option<u8>, Vec<bool>, usize);
        fn observation(&self, observer: Player) -> Self::Observation {
            (
                self.cards.get(observer.index()).copied(),
                self.stayed.clone(),
                self.cards.len(),
            )
        }
        fn hidden_from(&self, observer: Player) -> bool {
            if self.flaw == Flaw::HiddenFromLies {
                return false;
            }
            // Another player's card is dealt: at least five values are unseen, so it could be
            // another.
            (0..self.cards.len()).any(|i| i != observer.index())
        }
        fn determinize(&self, observer: Player, rng: &mut GameRng) -> Self {
            if self.flaw == Flaw::DeterminizeClones {
                return self.clone();
            }
            let keep = match self.flaw {
                Flaw::DeterminizeChangesObservation => None,
                _ => self.cards.get(observer.index()).copied(),
            };
            // Keep the observer's card; re-deal the others from the unseen cards.
            let mut state = self.clone();
            let mut unseen: Vec<u8> = (1..=6).filter(|c| Some(*c) != keep).collect();
            for (i, card) in state.cards.iter_mut().enumerate() {
                if keep.is_none() || i != observer.index() {
                    let k = below(rng, unseen.len() as u32) as usize;
                    *card = unseen.swap_remove(k);
                }
            }
            state
        }
    }
}

fn high_card_config(players: usize) -> Conformance<high_card::Action> {
    use high_card::Action;
    Conformance {
        games: 200,
        max_length: 2 * players,
        action_universe: vec![Action::Deal(1), Action::Deal(6), Action::Stay, Action::Fold],
        zero_sum: true,
        seed: Seed(players as u64),
    }
}

/// A state of `players` players after the deal and the first player's stay.
fn high_card_dealt(players: usize, flaw: high_card::Flaw) -> high_card::HighCard {
    use gamelab::game::State;
    let mut rng = Seed(9).rng();
    let mut state = high_card::HighCard::with_flaw(players, flaw);
    while state.cards.len() < players {
        let deal = state.sample_chance(&mut rng);
        state.apply(deal);
    }
    state.apply(high_card::Action::Stay);
    state
}

#[test]
fn a_chance_hidden_information_game_for_two_to_five_players_conforms() {
    use gamelab::game::conformance::{check_hidden, check_hidden_game};
    use gamelab::game::Player;
    use high_card::{Flaw, HighCard};
    for players in 2..=5 {
        let config = high_card_config(players);
        check_game(&HighCard::new(players), &config).unwrap();
        check_hidden_game(&HighCard::new(players), &config, 8).unwrap();
        let state = high_card_dealt(players, Flaw::None);
        for p in 0..players {
            check_hidden(&state, Player(p as u8), 50, Seed(3)).unwrap();
        }
    }
}

#[test]
fn a_determinize_that_clones_fails() {
    use gamelab::game::conformance::{check_hidden, check_hidden_game};
    use gamelab::game::Player;
    use high_card::{Flaw, HighCard};
    let state = high_card_dealt(3, Flaw::DeterminizeClones);
    let err = check_hidden(&state, Player(1), 50, Seed(3)).unwrap_err();
    assert!(err.contains("must resample"), "{err}");
    let v = check_hidden_game(
        &HighCard::with_flaw(3, Flaw::DeterminizeClones),
        &high_card_config(3),
        8,
    )
    .unwrap_err();
    assert!(v.message.contains("must resample"), "{v}");
    // Before any card is dealt nothing is hidden, so a clone is then a correct determinization.
    check_hidden(
        &HighCard::with_flaw(3, Flaw::DeterminizeClones),
        Player(0),
        50,
        Seed(3),
    )
    .unwrap();
}

#[test]
fn a_determinize_that_changes_the_observation_fails() {
    use gamelab::game::conformance::{check_hidden, check_hidden_game};
    use gamelab::game::Player;
    use high_card::{Flaw, HighCard};
    let state = high_card_dealt(4, Flaw::DeterminizeChangesObservation);
    let err = check_hidden(&state, Player(2), 50, Seed(3)).unwrap_err();
    assert!(err.contains("changed the observation"), "{err}");
    let flawed = HighCard::with_flaw(4, Flaw::DeterminizeChangesObservation);
    let v = check_hidden_game(&flawed, &high_card_config(4), 8).unwrap_err();
    assert!(v.message.contains("changed the observation"), "{v}");
}

#[test]
fn a_game_that_denies_its_hidden_information_fails() {
    use gamelab::game::conformance::check_hidden_game;
    use high_card::{Flaw, HighCard};
    let v = check_hidden_game(
        &HighCard::with_flaw(3, Flaw::HiddenFromLies),
        &high_card_config(3),
        8,
    )
    .unwrap_err();
    assert!(v.message.contains("hidden_from"), "{v}");
}

#[test]
fn a_try_apply_that_changes_the_state_on_rejection_fails() {
    use high_card::{Flaw, HighCard};
    let v = check_game(
        &HighCard::with_flaw(2, Flaw::TryApplyMutates),
        &high_card_config(2),
    )
    .unwrap_err();
    assert!(v.message.contains("changed the state"), "{v}");
    assert!(
        v.state.contains("HighCard"),
        "the violation names the state: {v}"
    );
}

/// A bot of a hidden game decides from its information set; the random bot plays every seat.
#[test]
fn observing_bots_play_a_hidden_game_to_the_end() {
    use gamelab::game::{play_out_observing, ObservingBot, RandomBot, State};
    use high_card::HighCard;
    let mut bots: Vec<RandomBot> = (0..4).map(|i| RandomBot::new(Seed(10 + i))).collect();
    let mut seats: Vec<&mut dyn ObservingBot<HighCard>> = bots
        .iter_mut()
        .map(|b| b as &mut dyn ObservingBot<HighCard>)
        .collect();
    let end = play_out_observing(HighCard::new(4), &mut seats, &mut Seed(5).rng());
    assert!(end.is_terminal());
    assert_eq!(end.returns().0.iter().sum::<f64>(), 0.0);
}

/// War hides the order of both piles; its determinizations keep each player's view and
/// resample the piles (checked at every state of a few short games).
#[test]
fn war_determinizes_its_piles() {
    use gamelab::game::conformance::check_hidden_game;
    use gamelab::games::war::{Order, WarAction, WarRules, WarState};
    let rules = WarRules {
        cap: 40,
        ..WarRules::default()
    };
    let config = Conformance {
        games: 3,
        max_length: 51 + 40 * 52,
        action_universe: vec![
            WarAction::Pick(0),
            WarAction::Pick(51),
            WarAction::Order(Order::Descending),
            WarAction::Order(Order::Shuffled),
        ],
        zero_sum: true,
        seed: Seed(4),
    };
    check_hidden_game(&WarState::new(rules), &config, 4).unwrap();
}
