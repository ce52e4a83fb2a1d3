//! The seed's deck beside the one the playground plays, and the seed's §2.2 count of deals,
//! computed.
//!
//! The seed (2015) says the deck has 16 cards with 4 Guards, but its own list (4 Guards, 2
//! Priests, 2 Barons, 2 Handmaids, 2 Princes, a King, a Countess, a Princess) adds up to 15;
//! the 2012 deck the playground uses has 5 Guards. Two of the seed's figures follow from its
//! deck: its §2.2 count of deck orders, `16!/(4!·2!⁴)`, and its Table 3.1, the probabilities of
//! the unseen cards in its example (face-up King, Prince and Handmaid; the player holds a
//! Guard and a Baron): 30% Guard, 20% Priest, 10% each other card. With 5 Guards the same
//! example gives 4/11, 2/11 and 1/11. The seed also multiplies its count of orders by 2¹⁰
//! (ten binary decisions per round) and writes the product as ≈ 5.8·10¹²; the product is
//! 55 794 106 368 000 ≈ 5.58·10¹³, ten times more.

use super::Card;

/// The seed's count of each card (its list; 15 cards).
pub fn seed_count(card: Card) -> u8 {
    match card {
        Card::Guard => 4,
        other => other.count(),
    }
}

/// `n!/(Π copies!)`: the distinct orders of a deck of `n ≤ 20` cards with these copy counts.
pub fn orders(n: u64, copies: &[u8]) -> u64 {
    let factorial = |k: u64| (1..=k).product::<u64>();
    copies
        .iter()
        .fold(factorial(n), |acc, &c| acc / factorial(u64::from(c)))
}

/// The seed's §2.2 figures and the playground's, exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealCounts {
    /// `16!/(4!·2!⁴)`, the seed's count of deck orders.
    pub seed_orders: u64,
    /// Times 2¹⁰ (the seed's ten binary decisions per round).
    pub seed_scenarios: u64,
    /// `16!/(5!·2!⁴)`: orders of the 2012 deck.
    pub orders: u64,
    /// Times 2¹⁰.
    pub scenarios: u64,
}

/// The §2.2 counts.
pub fn deal_counts() -> DealCounts {
    let seed: Vec<u8> = Card::ALL.iter().map(|&c| seed_count(c)).collect();
    let ours: Vec<u8> = Card::ALL.iter().map(|&c| c.count()).collect();
    let seed_orders = orders(16, &seed);
    let orders = orders(16, &ours);
    DealCounts {
        seed_scenarios: seed_orders * 1024,
        scenarios: orders * 1024,
        seed_orders,
        orders,
    }
}

/// Each unseen card in the seed's Table 3.1 example (face-up King, Prince and Handmaid; a
/// Guard and a Baron in hand), with the copy counts `count`: its unseen copies out of all
/// unseen cards (unreduced, as the seed counts them).
pub fn table_3_1(count: impl Fn(Card) -> u8) -> Vec<(Card, u32, u32)> {
    let seen = [
        Card::King,
        Card::Prince,
        Card::Handmaid,
        Card::Guard,
        Card::Baron,
    ];
    let unseen: Vec<(Card, u32)> = Card::ALL
        .iter()
        .map(|&c| {
            let gone = seen.iter().filter(|&&s| s == c).count() as u32;
            (c, u32::from(count(c)) - gone)
        })
        .collect();
    let total: u32 = unseen.iter().map(|(_, n)| n).sum();
    unseen
        .into_iter()
        .filter(|(_, n)| *n > 0)
        .map(|(c, n)| (c, n, total))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seeds_count_and_the_correct_one() {
        let c = deal_counts();
        // The seed's own arithmetic, §2.2.
        assert_eq!(c.seed_orders, 54_486_432_000);
        assert_eq!(c.seed_scenarios, 55_794_106_368_000);
        // Written ≈ 5.8·10¹² in the seed; it is ≈ 5.58·10¹³.
        let f = c.seed_scenarios as f64;
        assert!((f / 5.58e13 - 1.0).abs() < 0.001, "{f}");
        // The 2012 deck (the spec's corrected fact).
        assert_eq!(c.orders, 10_897_286_400);
        // The seed's list has 15 cards.
        assert_eq!(
            Card::ALL.iter().map(|&c| seed_count(c) as u32).sum::<u32>(),
            15
        );
        assert_eq!(Card::ALL.iter().map(|&c| c.count() as u32).sum::<u32>(), 16);
    }

    #[test]
    fn table_3_1_with_either_deck() {
        let seed = table_3_1(seed_count);
        assert_eq!(seed[0], (Card::Guard, 3, 10));
        assert_eq!(seed[1], (Card::Priest, 2, 10));
        assert!(seed[2..].iter().all(|&(_, n, t)| (n, t) == (1, 10)));
        let ours = table_3_1(Card::count);
        assert_eq!(ours[0], (Card::Guard, 4, 11));
        assert_eq!(ours[1], (Card::Priest, 2, 11));
        assert!(ours[2..].iter().all(|&(_, n, t)| (n, t) == (1, 11)));
        // The same cards are unseen: Baron, Handmaid, Prince, Countess, Princess.
        assert_eq!(seed.len(), 7);
        assert_eq!(ours.len(), 7);
    }
}
