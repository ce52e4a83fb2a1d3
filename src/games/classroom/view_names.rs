//! The names a class reads: the games' names and the seats' roles, in the page's language.
//!
//! Why apart from the views: the decision screens name the game too, and the views gather
//! the screens, so the names sit below both.

use crate::i18n::Catalogue;

/// A game's name for people (`"beauty"`: "Guess 2/3 of the average (p-beauty contest)") in the
/// language of `words`; an unknown key as it is.
pub fn game_name_in(key: &str, words: &Catalogue) -> String {
    match key {
        "beauty" => words.msg("class-game-beauty"),
        "ultimatum" => words.msg("class-game-ultimatum"),
        "dictator" => words.msg("class-game-dictator"),
        "trust" => words.msg("class-game-trust"),
        "public-goods" => words.msg("class-game-public-goods"),
        "pd" => words.msg("class-game-pd"),
        "stag-hunt" => words.msg("class-game-stag-hunt"),
        "market-entry" => words.msg("class-game-market-entry"),
        "auction-first" => words.msg("class-game-auction-first"),
        "auction-second" => words.msg("class-game-auction-second"),
        "cournot" => words.msg("class-game-cournot"),
        "blotto" => words.msg("class-game-blotto"),
        "rps" => words.msg("class-game-rps"),
        other => other.to_string(),
    }
}

/// A seat's role in words (`"proposer"`), in the language of `words`; an unknown role as it is.
pub fn role_in(role: &str, words: &Catalogue) -> String {
    match role {
        "player" => words.msg("class-role-player"),
        "proposer" => words.msg("class-role-proposer"),
        "responder" => words.msg("class-role-responder"),
        "dictator" => words.msg("class-role-dictator"),
        "investor" => words.msg("class-role-investor"),
        "trustee" => words.msg("class-role-trustee"),
        "bidder" => words.msg("class-role-bidder"),
        "firm" => words.msg("class-role-firm"),
        other => other.to_string(),
    }
}
