//! Ticket to Ride's words in the page's language: the train cards' colours ([`kind_name_in`]),
//! a route's name ([`Map::route_name_in`]), a payment ([`payment_text_in`]) and the seats'
//! names ([`seat_names_in`]). The English (`kind_name`, `Map::route_name`, `payment_text`,
//! `seat_names`) stays what the command line, the records and the tests read.

use super::map::usa;
use super::{Map, LOCOMOTIVE};
use crate::i18n::{Args, Catalogue, Said};

/// A colour's name as a message (`None`: a gray route, which any one colour pays).
pub fn color_said(color: Option<u8>) -> Said {
    match color {
        Some(0) => Said::new("ttr-color-red"),
        Some(1) => Said::new("ttr-color-blue"),
        Some(2) => Said::new("ttr-color-green"),
        Some(3) => Said::new("ttr-color-yellow"),
        Some(4) => Said::new("ttr-color-orange"),
        Some(5) => Said::new("ttr-color-black"),
        Some(6) => Said::new("ttr-color-white"),
        Some(7) => Said::new("ttr-color-pink"),
        _ => Said::new("ttr-color-gray"),
    }
}

/// A colour's name in the language of `words`.
pub fn color_name_in(color: Option<u8>, words: &Catalogue) -> String {
    words.say(&color_said(color))
}

/// A train card's kind as a message: a colour or the locomotive.
pub fn kind_said(k: u8) -> Said {
    if k == LOCOMOTIVE {
        Said::new("ttr-color-locomotive")
    } else {
        color_said(Some(k))
    }
}

/// A train card's kind in the language of `words`.
pub fn kind_name_in(k: u8, words: &Catalogue) -> String {
    words.say(&kind_said(k))
}

/// A route's name with its length and colour ("Atlanta – Miami (5, blue)") as a message, the
/// cities as the map writes them.
pub fn route_said(map: &Map, r: usize) -> Said {
    let route = &map.routes[r];
    Said::new("ttr-route-name")
        .text("a", map.cities[route.a].name.as_str())
        .text("b", map.cities[route.b].name.as_str())
        .count("length", i64::from(route.length))
        .said("color", color_said(route.color))
}

impl Map {
    /// [`Map::route_name`] in the language of `words`.
    pub fn route_name_in(&self, r: usize, words: &Catalogue) -> String {
        words.say(&route_said(self, r))
    }
}

/// A payment of `route` as a message: "3 red + 1 locomotive", "4 locomotives".
pub fn payment_said(route: usize, color: u8, locomotives: u8) -> Said {
    let len = usa().routes[route].length;
    let plain = len - locomotives;
    let locos = |n: u8| Said::new("ttr-pay-locomotives").count("n", i64::from(n));
    let cards = |n: u8| {
        Said::new("ttr-pay-cards")
            .count("n", i64::from(n))
            .said("color", kind_said(color))
    };
    match (plain, locomotives) {
        (0, l) => locos(l),
        (p, 0) => cards(p),
        (p, l) => Said::new("ttr-pay-both")
            .said("cards", cards(p))
            .said("locomotives", locos(l)),
    }
}

/// The words of a payment of `route` in the language of `words`.
pub fn payment_text_in(route: usize, color: u8, locomotives: u8, words: &Catalogue) -> String {
    words.say(&payment_said(route, color, locomotives))
}

/// The seats' names: "You" for the human, "Player k (kind)" for agents.
pub fn seat_names_in(
    players: usize,
    opponent: &str,
    human: bool,
    words: &Catalogue,
) -> Vec<String> {
    (0..players)
        .map(|p| {
            if human && p == 0 {
                words.msg("ttr-seat-you")
            } else {
                words.msg_with(
                    "ttr-seat-player",
                    &Args::new().count("n", p as i64 + 1).text("agent", opponent),
                )
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ticket_to_ride::lab::{payment_text, seat_names};
    use crate::games::ticket_to_ride::{kind_name, KINDS};
    use crate::i18n::{language, with_english};

    #[test]
    fn colours_routes_payments_and_seats_in_polish_and_english_as_before() {
        let pl = Catalogue::new(language("pl").unwrap()).unwrap();
        let map = usa();
        with_english(|en| {
            for k in 0..KINDS as u8 {
                assert_eq!(kind_name_in(k, en), kind_name(k));
                assert!(!kind_name_in(k, &pl).contains('⟨'));
                assert_ne!(kind_name_in(k, &pl), kind_name(k));
            }
            for r in 0..map.routes.len() {
                assert_eq!(map.route_name_in(r, en), map.route_name(r));
                let length = map.routes[r].length;
                for (c, l) in [(0, 0), (1, 1), (LOCOMOTIVE, length)] {
                    if l <= length {
                        assert_eq!(payment_text_in(r, c, l, en), payment_text(r, c, l));
                    }
                }
            }
            assert_eq!(
                seat_names_in(3, "algo", true, en),
                seat_names(3, "algo", true)
            );
        });
        let polish = map.route_name_in(0, &pl);
        assert!(
            !polish.contains('⟨') && polish != map.route_name(0),
            "{polish}"
        );
        assert_eq!(seat_names_in(2, "algo", true, &pl)[0], "Ty");
    }
}
