//! Kuhn poker and Leduc poker as extensive games with information sets ([`Game`]), built by
//! walking their rules: the two games every course on imperfect information solves.
//!
//! - **Kuhn poker** (Kuhn 1950): cards J < Q < K, one to each player, both ante 1; player 1
//!   checks or bets 1; after a check player 2 checks (showdown for 1) or bets (player 1 folds
//!   or calls); after a bet the other folds or calls (showdown for 2). 12 information sets;
//!   the first player's value is −1/18.
//! - **Leduc poker** with the rules and default parameters of OpenSpiel's `leduc_poker`, so
//!   values and exploitabilities compare: six cards (J, Q, K in two suits, which the players
//!   see), ante 1, one private card each, a betting round, one public card, a second round;
//!   raises of 2 in the first round and 4 in the second, at most two a round (a bet is a
//!   raise); a player may fold only when facing a raise; player 1 opens both rounds. At the
//!   showdown a private card that pairs the public card wins, else the higher rank; equal ranks
//!   split the pot. 936 information sets.
//!
//! Chance deals one card at a time (player 1's, player 2's, the public card), as OpenSpiel
//! does. An information set is named by what its player has seen: their card, the first
//! round's bets, the public card and the second round's bets — `Qh cr | Ks c` — with `c` for a
//! check or call, `r` for a bet or raise. Payoffs are each player's winnings (zero-sum).

pub mod table;

use super::imperfect::build::{BuildError, Builder, SetSpec};
use super::imperfect::{Game, Mover};
use crate::exact::Q;

/// The built-in poker games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Poker {
    /// Kuhn poker (3 cards).
    Kuhn,
    /// Leduc poker (6 cards, two rounds).
    Leduc,
}

impl Poker {
    /// Both games.
    pub const ALL: [Poker; 2] = [Poker::Kuhn, Poker::Leduc];

    /// The game's key: `kuhn` or `leduc`.
    pub fn key(self) -> &'static str {
        match self {
            Poker::Kuhn => "kuhn",
            Poker::Leduc => "leduc",
        }
    }

    /// The game with this key.
    pub fn from_key(key: &str) -> Option<Poker> {
        Poker::ALL.into_iter().find(|p| p.key() == key)
    }

    /// The game's tree.
    pub fn game(self) -> Game {
        match self {
            Poker::Kuhn => kuhn(),
            Poker::Leduc => leduc(),
        }
    }
}

fn q(n: i64) -> Q {
    Q::from_integer(n.into())
}

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| s.to_string()).collect()
}

fn players() -> Vec<String> {
    strings(&["Player 1", "Player 2"])
}

/// Adds a chance node dealing one of `cards` (equally likely); returns nothing, the caller
/// adds each card's subtree in order.
fn deal(b: &mut Builder, key: &str, name: &str, cards: &[String]) -> Result<(), BuildError> {
    let n = cards.len() as i64;
    let probabilities = vec![Q::new(1.into(), n.into()); cards.len()];
    b.push_move(
        name,
        &SetSpec {
            mover: Mover::Chance,
            key,
            number: None,
            name,
            actions: cards,
            probabilities: &probabilities,
        },
        None,
    )?;
    Ok(())
}

fn decide(b: &mut Builder, player: usize, seen: &str, actions: &[&str]) -> Result<(), BuildError> {
    let actions = strings(actions);
    b.push_move(
        "",
        &SetSpec {
            mover: Mover::Player(player),
            key: seen,
            number: None,
            name: seen,
            actions: &actions,
            probabilities: &[],
        },
        None,
    )?;
    Ok(())
}

/// Kuhn poker.
pub fn kuhn() -> Game {
    build_kuhn().expect("Kuhn poker's rules build a game")
}

fn build_kuhn() -> Result<Game, BuildError> {
    const CARDS: [&str; 3] = ["J", "Q", "K"];
    let mut b = Builder::new("Kuhn poker", &players())?;
    b.comment("Kuhn (1950): three cards, ante 1, one bet of 1. The first player's value is -1/18.");
    deal(&mut b, "deal 1", "deal to player 1", &strings(&CARDS))?;
    for (c1, first) in CARDS.iter().enumerate() {
        let rest: Vec<String> = (0..3)
            .filter(|&c| c != c1)
            .map(|c| CARDS[c].to_string())
            .collect();
        deal(
            &mut b,
            &format!("deal 2 after {first}"),
            "deal to player 2",
            &rest,
        )?;
        for c2 in (0..3).filter(|&c| c != c1) {
            // Player 1's payoff at a showdown for `stake`.
            let show = |stake: i64| if c1 > c2 { stake } else { -stake };
            let (n1, n2) = (CARDS[c1], CARDS[c2]);
            decide(&mut b, 0, n1, &["check", "bet"])?;
            // Check.
            decide(&mut b, 1, &format!("{n2} c"), &["check", "bet"])?;
            b.push_leaf("", vec![q(show(1)), q(-show(1))])?;
            decide(&mut b, 0, &format!("{n1} cr"), &["fold", "call"])?;
            b.push_leaf("", vec![q(-1), q(1)])?;
            b.push_leaf("", vec![q(show(2)), q(-show(2))])?;
            // Bet.
            decide(&mut b, 1, &format!("{n2} r"), &["fold", "call"])?;
            b.push_leaf("", vec![q(1), q(-1)])?;
            b.push_leaf("", vec![q(show(2)), q(-show(2))])?;
        }
    }
    b.finish()
}

/// Leduc poker (OpenSpiel's `leduc_poker`, two players, default parameters).
pub fn leduc() -> Game {
    build_leduc().expect("Leduc poker's rules build a game")
}

/// The six cards: rank `card / 2` (J, Q, K), suit `card % 2`.
const LEDUC_CARDS: [&str; 6] = ["Js", "Jh", "Qs", "Qh", "Ks", "Kh"];
/// The raise of each round.
const LEDUC_RAISE: [i64; 2] = [2, 4];
/// At most this many raises a round.
const LEDUC_MAX_RAISES: usize = 2;

/// The betting so far.
#[derive(Clone)]
struct Betting {
    round: usize,
    raises: usize,
    calls: usize,
    stakes: i64,
    ante: [i64; 2],
    /// Each round's bets: `c` check or call, `r` bet or raise.
    bets: [String; 2],
}

struct Deal {
    cards: [usize; 2],
    public: Option<usize>,
}

fn build_leduc() -> Result<Game, BuildError> {
    let mut b = Builder::new("Leduc poker", &players())?;
    b.comment(
        "OpenSpiel's leduc_poker: six cards, ante 1, raises of 2 then 4, at most two a round.",
    );
    let all: Vec<String> = strings(&LEDUC_CARDS);
    deal(&mut b, "deal 1", "deal to player 1", &all)?;
    for c1 in 0..6 {
        let rest: Vec<usize> = (0..6).filter(|&c| c != c1).collect();
        let names: Vec<String> = rest.iter().map(|&c| all[c].clone()).collect();
        deal(
            &mut b,
            &format!("deal 2 after {}", all[c1]),
            "deal to player 2",
            &names,
        )?;
        for &c2 in &rest {
            let start = Betting {
                round: 0,
                raises: 0,
                calls: 0,
                stakes: 1,
                ante: [1, 1],
                bets: [String::new(), String::new()],
            };
            let deal = Deal {
                cards: [c1, c2],
                public: None,
            };
            leduc_turn(&mut b, &deal, &start, 0)?;
        }
    }
    b.finish()
}

/// What `player` has seen: their card, the bets, the public card.
fn leduc_seen(deal: &Deal, bet: &Betting, player: usize) -> String {
    let mut s = LEDUC_CARDS[deal.cards[player]].to_string();
    if !bet.bets[0].is_empty() {
        s.push(' ');
        s.push_str(&bet.bets[0]);
    }
    if let Some(p) = deal.public {
        s.push_str(" | ");
        s.push_str(LEDUC_CARDS[p]);
        if !bet.bets[1].is_empty() {
            s.push(' ');
            s.push_str(&bet.bets[1]);
        }
    }
    s
}

fn leduc_turn(
    b: &mut Builder,
    deal: &Deal,
    bet: &Betting,
    player: usize,
) -> Result<(), BuildError> {
    let facing = bet.stakes > bet.ante[player];
    let can_raise = bet.raises < LEDUC_MAX_RAISES;
    let actions: Vec<&str> = match (facing, can_raise) {
        (false, _) => vec!["check", "bet"],
        (true, true) => vec!["fold", "call", "raise"],
        (true, false) => vec!["fold", "call"],
    };
    decide(b, player, &leduc_seen(deal, bet, player), &actions)?;
    for action in actions {
        match action {
            "fold" => {
                // The folder loses what they put in.
                let p1 = if player == 0 {
                    -bet.ante[0]
                } else {
                    bet.ante[1]
                };
                b.push_leaf("", vec![q(p1), q(-p1)])?;
            }
            "check" | "call" => {
                let mut next = bet.clone();
                next.ante[player] = next.stakes;
                next.calls += 1;
                next.bets[bet.round].push('c');
                let done =
                    (next.raises == 0 && next.calls == 2) || (next.raises > 0 && next.calls == 1);
                if !done {
                    leduc_turn(b, deal, &next, 1 - player)?;
                } else if bet.round == 0 {
                    leduc_public(b, deal, &next)?;
                } else {
                    leduc_showdown(b, deal, &next)?;
                }
            }
            _ => {
                let mut next = bet.clone();
                next.stakes += LEDUC_RAISE[bet.round];
                next.ante[player] = next.stakes;
                next.raises += 1;
                next.calls = 0;
                next.bets[bet.round].push('r');
                leduc_turn(b, deal, &next, 1 - player)?;
            }
        }
    }
    Ok(())
}

fn leduc_public(b: &mut Builder, deal: &Deal, bet: &Betting) -> Result<(), BuildError> {
    let rest: Vec<usize> = (0..6).filter(|c| !deal.cards.contains(c)).collect();
    let names: Vec<String> = rest.iter().map(|&c| LEDUC_CARDS[c].to_string()).collect();
    let key = format!(
        "public after {} {}",
        LEDUC_CARDS[deal.cards[0]], LEDUC_CARDS[deal.cards[1]]
    );
    deal_public(b, &key, &names)?;
    for &p in &rest {
        let next = Betting {
            round: 1,
            raises: 0,
            calls: 0,
            ..bet.clone()
        };
        let d = Deal {
            cards: deal.cards,
            public: Some(p),
        };
        leduc_turn(b, &d, &next, 0)?;
    }
    Ok(())
}

fn deal_public(b: &mut Builder, key: &str, names: &[String]) -> Result<(), BuildError> {
    deal(b, key, "the public card", names)
}

fn leduc_showdown(b: &mut Builder, deal: &Deal, bet: &Betting) -> Result<(), BuildError> {
    let public = deal
        .public
        .expect("the showdown comes after the public card")
        / 2;
    let strength = |card: usize| {
        let rank = card / 2;
        if rank == public {
            10 + rank
        } else {
            rank
        }
    };
    let (s1, s2) = (strength(deal.cards[0]), strength(deal.cards[1]));
    // Both have put in the same; the winner takes the other's share, a tie splits.
    let p1 = match s1.cmp(&s2) {
        std::cmp::Ordering::Greater => bet.ante[1],
        std::cmp::Ordering::Less => -bet.ante[0],
        std::cmp::Ordering::Equal => 0,
    };
    b.push_leaf("", vec![q(p1), q(-p1)])?;
    Ok(())
}

/// Where player 1's behaviour strategy `b` in Kuhn poker lies in the game's one-parameter
/// family of equilibrium strategies — bet J with α ∈ [0, 1/3], bet K with 3α, never bet Q,
/// call a bet with Q with α + 1/3, never with J, always with K (where that set is reached) —
/// the α, or `None` if it is not a member (or the game is not Kuhn poker as built here).
pub fn kuhn_alpha(game: &Game, b: &[Vec<Q>]) -> Option<Q> {
    let prob = |set: &str, action: &str| -> Option<Q> {
        let h = game
            .player_infosets(0)
            .into_iter()
            .find(|&h| game.infoset_name(h) == set)?;
        let a = game.infosets()[h]
            .actions
            .iter()
            .position(|x| x == action)?;
        b.get(h)?.get(a).cloned()
    };
    let alpha = prob("J", "bet")?;
    let third = Q::new(1.into(), 3.into());
    let ok = alpha >= q(0)
        && alpha <= third
        && prob("K", "bet")? == &alpha * q(3)
        && prob("Q", "bet")? == q(0)
        && prob("Q cr", "call")? == &alpha + &third
        && prob("J cr", "call")? == q(0)
        // With α = 1/3 a K always bets and "K, checked, raised" is never reached.
        && (prob("K cr", "call")? == q(1) || alpha == third);
    ok.then_some(alpha)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::models::imperfect::{efg, recall, NodeKind};

    #[test]
    fn kuhn_poker_has_twelve_information_sets_and_perfect_recall() {
        let g = kuhn();
        assert_eq!(g.player_infosets(0).len(), 6);
        assert_eq!(g.player_infosets(1).len(), 6);
        recall::check(&g).unwrap();
        assert!(g.is_zero_sum());
        let leaves = g
            .nodes()
            .iter()
            .filter(|n| n.kind == NodeKind::Terminal)
            .count();
        assert_eq!(leaves, 6 * 5);
        assert_eq!(efg::parse(&efg::write(&g)).unwrap(), g);
        let names: Vec<String> = g
            .player_infosets(1)
            .iter()
            .map(|&h| g.infoset_name(h))
            .collect();
        assert_eq!(names, ["Q c", "Q r", "K c", "K r", "J c", "J r"]);
    }

    #[test]
    fn kuhn_family_members_are_recognised() {
        let g = kuhn();
        let s = crate::equilibrium::sequence_form::solve_zero_sum(&g).unwrap();
        let alpha = kuhn_alpha(&g, &s.behaviour[0]).expect("the LP's strategy is a member");
        assert!(alpha >= q(0) && alpha <= Q::new(1.into(), 3.into()));
        // Uniform play is not a member.
        let uniform: Vec<Vec<Q>> = g
            .infosets()
            .iter()
            .map(|h| vec![Q::new(1.into(), 2.into()); h.actions.len()])
            .collect();
        assert_eq!(kuhn_alpha(&g, &uniform), None);
        // Nor is a strategy of another game.
        assert_eq!(kuhn_alpha(&leduc(), &[]), None);
    }

    #[test]
    fn leduc_poker_has_openspiels_936_information_sets() {
        let g = leduc();
        let sets = g.player_infosets(0).len() + g.player_infosets(1).len();
        assert_eq!(sets, 936);
        recall::check(&g).unwrap();
        assert!(g.is_zero_sum());
        // Every name is unique for its player (so strategies are named by it).
        for p in 0..2 {
            let names: std::collections::HashSet<String> = g
                .player_infosets(p)
                .iter()
                .map(|&h| g.infoset_name(h))
                .collect();
            assert_eq!(names.len(), g.player_infosets(p).len());
            assert!(!names.iter().any(|n| n.starts_with('#')));
        }
        // The largest pot: both raise twice in each round, 1 + 2·2 + 2·4 = 13 each.
        let most = g
            .all_leaf_payoffs()
            .iter()
            .filter(|p| !p.is_empty())
            .map(|p| p[0].clone())
            .max()
            .unwrap();
        assert_eq!(most, q(13));
    }
}
