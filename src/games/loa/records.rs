//! The sixteen published game records (`data/loa_records/`), embedded so that the page can
//! replay them offline and the tests and the command line share one copy.

/// One embedded record: a short name, a description, and the record text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PublishedRecord {
    /// The file name without `.txt` (`appendix_E_game1`).
    pub name: &'static str,
    /// Where it comes from, for the page's list.
    pub title: &'static str,
    /// The record text (`1. c8-c6 h4-f2` …).
    pub text: &'static str,
}

macro_rules! record {
    ($name:literal, $title:literal) => {
        PublishedRecord {
            name: $name,
            title: $title,
            text: include_str!(concat!("../../../data/loa_records/", $name, ".txt")),
        }
    };
}

/// The records, in the order the page lists them.
pub const RECORDS: [PublishedRecord; 16] = [
    record!("shortest_game", "The shortest known game (9 plies)"),
    record!("appendix_E_game1", "Winands 2000, appendix E, game 1"),
    record!("appendix_E_game2", "Winands 2000, appendix E, game 2"),
    record!("appendix_E_game3", "Winands 2000, appendix E, game 3"),
    record!("appendix_E_game4", "Winands 2000, appendix E, game 4"),
    record!("appendix_E_game5", "Winands 2000, appendix E, game 5"),
    record!("appendix_E_game6", "Winands 2000, appendix E, game 6"),
    record!("appendix_E_game7", "Winands 2000, appendix E, game 7"),
    record!(
        "appendix_F_game1_incomplete",
        "Winands 2000, appendix F, game 1 (unfinished)"
    ),
    record!("appendix_F_game2", "Winands 2000, appendix F, game 2"),
    record!("appendix_F_game3", "Winands 2000, appendix F, game 3"),
    record!("appendix_F_game4", "Winands 2000, appendix F, game 4"),
    record!("appendix_F_game5", "Winands 2000, appendix F, game 5"),
    record!("appendix_F_game6", "Winands 2000, appendix F, game 6"),
    record!("appendix_F_game7", "Winands 2000, appendix F, game 7"),
    record!("appendix_F_game8", "Winands 2000, appendix F, game 8"),
];

/// The record called `name`, if there is one.
pub fn find(name: &str) -> Option<&'static PublishedRecord> {
    RECORDS.iter().find(|r| r.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::loa::text::{parse_record, replay};
    use crate::games::loa::Rules;

    #[test]
    fn every_embedded_record_replays() {
        for r in RECORDS {
            let moves = parse_record(r.text).unwrap();
            assert!(replay(&moves, Rules::default()).all_legal(), "{}", r.name);
        }
        assert!(find("shortest_game").is_some());
    }
}
