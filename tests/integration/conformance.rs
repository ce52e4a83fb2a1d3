//! The conformance harness over every game.

use gamelab::game::conformance::{check_game, Conformance};
use gamelab::games::tictactoe::{Square, TicTacToe};
use gamelab::games::tree::{Branch, GameTree, SEED_EXAMPLE};
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
    let tree = GameTree::parse(SEED_EXAMPLE).unwrap();
    let config = Conformance {
        games: 50,
        max_length: 3,
        action_universe: (0..4).map(Branch).collect(),
        zero_sum: true,
        seed: Seed(2),
    };
    check_game(&tree.root(), &config).unwrap();
}
