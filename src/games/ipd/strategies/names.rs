//! The classics' names and descriptions in the page's language. The Axelrod library's names
//! ([`Classic::name`], [`Classic::NAMES`]) stay the machine's: the command line, the JSON and
//! the forms' values read and write them; a page shows [`Classic::name_in`] instead, and a
//! table written from the library's names shows them through [`shown_name_in`]. The command
//! line's descriptions ([`Classic::description`]) are the English of [`Classic::description_in`].

use super::Classic;
use crate::i18n::Catalogue;

impl Classic {
    /// Its name ([`Classic::name`]) in the language of `words`.
    pub fn name_in(self, words: &Catalogue) -> String {
        use Classic::*;
        match self {
            Cooperator => words.msg("evolution-core-ipd-name-cooperator"),
            Defector => words.msg("evolution-core-ipd-name-defector"),
            TitForTat => words.msg("evolution-core-ipd-name-tit-for-tat"),
            SuspiciousTitForTat => words.msg("evolution-core-ipd-name-suspicious-tit-for-tat"),
            TitFor2Tats => words.msg("evolution-core-ipd-name-tit-for-2-tats"),
            TwoTitsForTat => words.msg("evolution-core-ipd-name-two-tits-for-tat"),
            HardTitForTat => words.msg("evolution-core-ipd-name-hard-tit-for-tat"),
            ForgivingTitForTat => words.msg("evolution-core-ipd-name-forgiving-tit-for-tat"),
            Gtft => words.msg("evolution-core-ipd-name-gtft"),
            Bully => words.msg("evolution-core-ipd-name-bully"),
            Grudger => words.msg("evolution-core-ipd-name-grudger"),
            WinStayLoseShift => words.msg("evolution-core-ipd-name-win-stay-lose-shift"),
            Alternator => words.msg("evolution-core-ipd-name-alternator"),
            CyclerCcd => words.msg("evolution-core-ipd-name-cycler-ccd"),
            Random => words.msg("evolution-core-ipd-name-random"),
            Prober => words.msg("evolution-core-ipd-name-prober"),
            Handshake => words.msg("evolution-core-ipd-name-handshake"),
            Gradual => words.msg("evolution-core-ipd-name-gradual"),
            GoByMajority => words.msg("evolution-core-ipd-name-soft-go-by-majority"),
            Adaptive => words.msg("evolution-core-ipd-name-adaptive"),
            Grumpy => words.msg("evolution-core-ipd-name-grumpy"),
            BackStabber => words.msg("evolution-core-ipd-name-backstabber"),
            FirstByDavis => words.msg("evolution-core-ipd-name-first-by-davis"),
            FirstByJoss => words.msg("evolution-core-ipd-name-first-by-joss"),
            FirstByFeld => words.msg("evolution-core-ipd-name-first-by-feld"),
            FirstBySteinAndRapoport => {
                words.msg("evolution-core-ipd-name-first-by-stein-and-rapoport")
            }
            FirstByTidemanAndChieruzzi => {
                words.msg("evolution-core-ipd-name-first-by-tideman-and-chieruzzi")
            }
            SecondByTester => words.msg("evolution-core-ipd-name-second-by-tester"),
            Calculator => words.msg("evolution-core-ipd-name-calculator"),
        }
    }

    /// What it does ([`Classic::description`]) in the language of `words`.
    pub fn description_in(self, words: &Catalogue) -> String {
        use Classic::*;
        match self {
            Cooperator => words.msg("evolution-core-ipd-does-cooperator"),
            Defector => words.msg("evolution-core-ipd-does-defector"),
            TitForTat => words.msg("evolution-core-ipd-does-tit-for-tat"),
            SuspiciousTitForTat => words.msg("evolution-core-ipd-does-suspicious-tit-for-tat"),
            TitFor2Tats => words.msg("evolution-core-ipd-does-tit-for-2-tats"),
            TwoTitsForTat => words.msg("evolution-core-ipd-does-two-tits-for-tat"),
            HardTitForTat => words.msg("evolution-core-ipd-does-hard-tit-for-tat"),
            ForgivingTitForTat => words.msg("evolution-core-ipd-does-forgiving-tit-for-tat"),
            Gtft => words.msg("evolution-core-ipd-does-gtft"),
            Bully => words.msg("evolution-core-ipd-does-bully"),
            Grudger => words.msg("evolution-core-ipd-does-grudger"),
            WinStayLoseShift => words.msg("evolution-core-ipd-does-win-stay-lose-shift"),
            Alternator => words.msg("evolution-core-ipd-does-alternator"),
            CyclerCcd => words.msg("evolution-core-ipd-does-cycler-ccd"),
            Random => words.msg("evolution-core-ipd-does-random"),
            Prober => words.msg("evolution-core-ipd-does-prober"),
            Handshake => words.msg("evolution-core-ipd-does-handshake"),
            Gradual => words.msg("evolution-core-ipd-does-gradual"),
            GoByMajority => words.msg("evolution-core-ipd-does-soft-go-by-majority"),
            Adaptive => words.msg("evolution-core-ipd-does-adaptive"),
            Grumpy => words.msg("evolution-core-ipd-does-grumpy"),
            BackStabber => words.msg("evolution-core-ipd-does-backstabber"),
            FirstByDavis => words.msg("evolution-core-ipd-does-first-by-davis"),
            FirstByJoss => words.msg("evolution-core-ipd-does-first-by-joss"),
            FirstByFeld => words.msg("evolution-core-ipd-does-first-by-feld"),
            FirstBySteinAndRapoport => {
                words.msg("evolution-core-ipd-does-first-by-stein-and-rapoport")
            }
            FirstByTidemanAndChieruzzi => {
                words.msg("evolution-core-ipd-does-first-by-tideman-and-chieruzzi")
            }
            SecondByTester => words.msg("evolution-core-ipd-does-second-by-tester"),
            Calculator => words.msg("evolution-core-ipd-does-calculator"),
        }
    }
}

/// A name as a table shows it ([`super::Strategy::name`]) in the language of `words`: a
/// classic's library name becomes its name in that language, any other name (a person's rule
/// or label) stays as it is.
pub fn shown_name_in(name: &str, words: &Catalogue) -> String {
    match Classic::ALL.iter().find(|c| c.name() == name) {
        Some(c) => c.name_in(words),
        None => name.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{language, with_english};

    #[test]
    fn the_names_are_the_library_s_in_english_and_polish_on_a_polish_page() {
        let pl = Catalogue::new(language("pl").unwrap()).unwrap();
        let mut polish = std::collections::BTreeSet::new();
        for c in Classic::ALL {
            with_english(|en| {
                assert_eq!(c.name_in(en), c.name());
                assert_eq!(shown_name_in(c.name(), en), c.name());
            });
            let name = c.name_in(&pl);
            assert!(!name.contains('⟨'), "{name}");
            assert_eq!(shown_name_in(c.name(), &pl), name);
            if c != Classic::Gtft {
                assert_ne!(name, c.name());
            }
            assert!(polish.insert(name), "two classics share a Polish name");
        }
        assert_eq!(
            shown_name_in("Memory One 1,0,1,0;first=1", &pl),
            "Memory One 1,0,1,0;first=1"
        );
    }

    #[test]
    fn the_descriptions_are_the_command_line_s_in_english_and_polish_on_a_polish_page() {
        let pl = Catalogue::new(language("pl").unwrap()).unwrap();
        let mut polish = std::collections::BTreeSet::new();
        for c in Classic::ALL {
            with_english(|en| assert_eq!(c.description_in(en), c.description()));
            let description = c.description_in(&pl);
            assert!(!description.contains('⟨'), "{description}");
            assert_ne!(description, c.description());
            assert!(
                polish.insert(description),
                "two classics share a Polish description"
            );
        }
    }
}
