use super::*;
use crate::games::ipd::game::Move::C;
use crate::games::ipd::play::{match_scores, play_match};
use crate::rng::Seed;

fn moves(text: &str) -> Vec<Move> {
    text.chars()
        .map(|c| Move::from_letter(c).unwrap())
        .collect()
}

fn letters(ms: &[Move]) -> String {
    ms.iter().map(|m| m.letter()).collect()
}

/// Player 1's moves in a match, as letters.
fn line(a: Classic, b: Classic, turns: u32) -> (String, String) {
    let m = play_match(
        &a.into(),
        &b.into(),
        turns,
        0.0,
        &Payoffs::default(),
        Seed(1),
    );
    (
        m.moves.iter().map(|x| x.0.letter()).collect(),
        m.moves.iter().map(|x| x.1.letter()).collect(),
    )
}

#[test]
fn names_are_unique_and_found_again() {
    assert!(Classic::ALL.len() >= 24);
    for c in Classic::ALL {
        assert_eq!(by_name(c.name()), Ok(Strategy::Classic(c)));
        assert_eq!(by_name(&c.name().to_uppercase()), Ok(Strategy::Classic(c)));
        assert!(c.description().ends_with('.'), "{c:?}");
        assert_eq!(
            Classic::ALL.iter().filter(|d| d.name() == c.name()).count(),
            1
        );
    }
    assert_eq!(
        by_name("Go By Majority"),
        Ok(Strategy::Classic(Classic::GoByMajority))
    );
    assert!(by_name("Tit for Tit").is_err());
    assert_eq!(classics().len(), Classic::ALL.len());
    let random: Vec<&str> = Classic::ALL
        .iter()
        .filter(|c| !c.is_deterministic())
        .map(|c| c.name())
        .collect();
    assert_eq!(
        random,
        [
            "GTFT",
            "Random",
            "First by Joss",
            "First by Feld",
            "Calculator"
        ]
    );
}

/// Opening lines worked out by hand from each rule.
#[test]
fn hand_worked_lines() {
    use Classic::*;
    assert_eq!(
        line(Alternator, TitForTat, 6),
        ("CDCDCD".into(), "CCDCDC".into())
    );
    assert_eq!(line(TitFor2Tats, Defector, 4).0, "CCDD");
    assert_eq!(line(TwoTitsForTat, Alternator, 6).0, "CCDDDD");
    assert_eq!(
        line(SuspiciousTitForTat, TitForTat, 4),
        ("DCDC".into(), "CDCD".into())
    );
    assert_eq!(line(Prober, Cooperator, 6).0, "DCCDDD");
    assert_eq!(line(Prober, TitForTat, 6).0, "DCCCCC");
    assert_eq!(line(Handshake, Handshake, 5).0, "CDCCC");
    assert_eq!(line(Handshake, Cooperator, 5).0, "CDDDD");
    assert_eq!(line(CyclerCcd, Cooperator, 7).0, "CCDCCDC");
    assert_eq!(line(Bully, Defector, 3).0, "DCC");
    assert_eq!(line(WinStayLoseShift, Defector, 5).0, "CDCDC");
    // Gradual against Defector: C; after the first D, one D and two Cs; then the opponent's
    // running total of defections each time.
    assert_eq!(line(Gradual, Defector, 12).0, "CDCCDDDDCCDD");
    assert_eq!(line(SecondByTester, Cooperator, 7).0, "DCCDCDC");
    assert_eq!(line(SecondByTester, Defector, 4).0, "DCDD");
    assert_eq!(line(FirstByDavis, Defector, 12).0, "CCCCCCCCCCDD");
    assert_eq!(line(Adaptive, Cooperator, 13).0, "CCCCCCDDDDDDD");
    // BackStabber defects on the last two turns of the match it was told about.
    assert_eq!(line(BackStabber, Cooperator, 6).0, "CCCCDD");
    assert_eq!(line(BackStabber, Defector, 7).0, "CCCCDDD");
}

#[test]
fn hand_computed_scores() {
    use Classic::*;
    let p = Payoffs::default();
    let s =
        |a: Classic, b: Classic, t: u32| match_scores(&a.into(), &b.into(), t, 0.0, &p, Seed(1));
    assert_eq!(s(TitForTat, Defector, 200), [199.0, 204.0]);
    assert_eq!(s(TitForTat, Cooperator, 200), [600.0, 600.0]);
    assert_eq!(s(Defector, Cooperator, 200), [1000.0, 0.0]);
    // Alternator against Tit For Tat: CC, then DC, CD alternating: 3 + 99 × 5 + 100 × 0…
    // turns 2..200 alternate (D, C) = 5/0 and (C, D) = 0/5, 100 and 99 times.
    assert_eq!(
        s(Alternator, TitForTat, 200),
        [3.0 + 100.0 * 5.0, 3.0 + 99.0 * 5.0]
    );
    // Grudger against Alternator: CC, DC, then Grudger defects for ever: DD against D, DC
    // against C; the Alternator plays C on odd turns (from 0).
    assert_eq!(
        s(Grudger, Alternator, 4),
        [3.0 + 0.0 + 5.0 + 1.0, 3.0 + 5.0 + 0.0 + 1.0]
    );
}

#[test]
fn memory_one_text_round_trips_and_errors_are_positioned() {
    let m = MemoryOne::parse("1,0,1,0;first=1").unwrap();
    assert_eq!(m, MemoryOne::new([1.0, 0.0, 1.0, 0.0], 1.0).unwrap());
    assert_eq!(m.equivalent_classic(), Some(Classic::TitForTat));
    assert!(m.is_deterministic());
    assert_eq!(MemoryOne::parse(&m.format()).unwrap(), m);
    let g = MemoryOne::parse(" 1, 1/3 ,1,1/3").unwrap();
    assert_eq!(g.first, 1.0);
    assert_eq!(g.equivalent_classic(), Some(Classic::Gtft));
    assert!(!g.is_deterministic());
    assert_eq!(MemoryOne::parse(&g.format()).unwrap(), g);
    let e = MemoryOne::parse("1,0,1.5,0").unwrap_err();
    assert_eq!((e.line, e.column), (1, 5), "{e}");
    let e = MemoryOne::parse("1,0,1").unwrap_err();
    assert_eq!(e.column, 6, "{e}");
    let e = MemoryOne::parse("1,0,1,0;start=1").unwrap_err();
    assert_eq!(e.column, 9, "{e}");
    let e = MemoryOne::parse("1,0,1,0;first=x").unwrap_err();
    assert_eq!(e.column, 15, "{e}");
    assert!(MemoryOne::parse("1,0,1,").is_err());
}

#[test]
fn lookup_text_round_trips_and_plays_as_its_classic() {
    let tft = LookupTable::parse("CDCD;first=C").unwrap();
    assert_eq!(tft.depth, 1);
    assert_eq!(tft.equivalent_classic(), Some(Classic::TitForTat));
    assert_eq!(LookupTable::parse(&tft.format()).unwrap(), tft);
    let tf2t = LookupTable::parse("CCCDCCCDCCCDCCCD").unwrap();
    assert_eq!(tf2t.opening, moves("CC"));
    assert_eq!(tf2t.equivalent_classic(), Some(Classic::TitFor2Tats));
    let e = LookupTable::parse("CDXD").unwrap_err();
    assert_eq!(e.column, 3, "{e}");
    let e = LookupTable::parse("CDCDC").unwrap_err();
    assert!(e.reason.contains("4, 16 or 64"), "{e}");
    let e = LookupTable::parse("CDCD;first=CC").unwrap_err();
    assert_eq!(e.column, 12, "{e}");
    assert!(LookupTable::new(4, vec![C; 256], vec![C; 4]).is_err());
    // Every equivalence the formats claim holds move for move against every classic.
    let p = Payoffs::default();
    let users: Vec<Strategy> = vec![
        Strategy::Lookup(tft),
        Strategy::Lookup(tf2t),
        Strategy::Lookup(LookupTable::parse("CDDC").unwrap()),
        Strategy::Lookup(LookupTable::parse("DCDC;first=D").unwrap()),
        Strategy::MemoryOne(MemoryOne::parse("0,0,1,1").unwrap()),
        Strategy::MemoryOne(MemoryOne::parse("1,0,1,0;first=0").unwrap()),
        Strategy::MemoryOne(MemoryOne::parse("0,0,0,0;first=0").unwrap()),
    ];
    for user in &users {
        let classic = match user {
            Strategy::Lookup(l) => l.equivalent_classic(),
            Strategy::MemoryOne(m) => m.equivalent_classic(),
            Strategy::Classic(_) => None,
        }
        .expect("an equivalent");
        assert!(user.name().starts_with("Lookup") || user.name().starts_with("Memory One"));
        assert!(user.description().contains(classic.name()));
        for other in classics().iter().filter(|s| s.is_deterministic()) {
            for turns in [7, 63] {
                let ours = play_match(user, other, turns, 0.0, &p, Seed(2));
                let theirs = play_match(&classic.into(), other, turns, 0.0, &p, Seed(2));
                assert_eq!(ours, theirs, "{} vs {}", user.name(), other.name());
            }
        }
    }
}

#[test]
fn histories_and_cycles() {
    let h = History::of(&moves("CDDC"));
    assert_eq!((h.len(), h.defections(), h.cooperations()), (4, 2, 2));
    assert_eq!(h.tail(2), moves("DC").as_slice());
    assert_eq!(h.tail(9).len(), 4);
    assert!(stateful::detect_cycle(&moves("CDCDCDCD")));
    assert!(stateful::detect_cycle(&moves("CCCC")));
    assert!(!stateful::detect_cycle(&moves("CDDCCD")));
    assert!(!stateful::detect_cycle(&moves("C")));
    assert_eq!(letters(&moves("cd")), "CD");
}

#[test]
fn random_rules_draw_with_their_probabilities_and_repeat_with_their_seed() {
    let p = Payoffs::default();
    let random = Strategy::Classic(Classic::Random);
    let joss = Strategy::Classic(Classic::FirstByJoss);
    let coop = Strategy::Classic(Classic::Cooperator);
    let m = play_match(&random, &coop, 20_000, 0.0, &p, Seed(5));
    let rate = m.moves.iter().filter(|x| x.0 == C).count() as f64 / 20_000.0;
    assert!((rate - 0.5).abs() < 0.015, "{rate}");
    // Joss against Cooperator cooperates after each cooperation with probability 0.9.
    let m = play_match(&joss, &coop, 20_000, 0.0, &p, Seed(6));
    let rate = m.moves.iter().filter(|x| x.0 == C).count() as f64 / 20_000.0;
    assert!((rate - 0.9).abs() < 0.01, "{rate}");
    assert_eq!(
        play_match(&random, &joss, 200, 0.1, &p, Seed(9)),
        play_match(&random, &joss, 200, 0.1, &p, Seed(9))
    );
    assert_ne!(
        play_match(&random, &joss, 200, 0.1, &p, Seed(9)),
        play_match(&random, &joss, 200, 0.1, &p, Seed(10))
    );
}

#[test]
fn gtft_reads_the_payoffs() {
    // min(1 − (T − R)/(R − S), (R − P)/(T − P)): ⅓ with 3, 0, 5, 1; 0.5 with 4, 0, 6, 2.
    let gtft = Strategy::Classic(Classic::Gtft);
    let alld = Strategy::Classic(Classic::Defector);
    for (p, q) in [
        (Payoffs::default(), 1.0 / 3.0),
        (Payoffs::new(4.0, 0.0, 6.0, 2.0).unwrap(), 0.5),
    ] {
        let m = play_match(&gtft, &alld, 30_001, 0.0, &p, Seed(3));
        let rate = m.moves[1..].iter().filter(|x| x.0 == C).count() as f64 / 30_000.0;
        assert!((rate - q).abs() < 0.015, "{rate} vs {q}");
    }
}

#[test]
fn strategies_travel_as_data() {
    for s in classics().into_iter().chain([
        Strategy::MemoryOne(MemoryOne::parse("0.9,0.1,0.5,0.2;first=0.5").unwrap()),
        Strategy::Lookup(LookupTable::parse("CDCD;first=D").unwrap()),
    ]) {
        let text = serde_json::to_string(&s).unwrap();
        assert_eq!(serde_json::from_str::<Strategy>(&text).unwrap(), s);
    }
}

#[test]
fn the_names_listed_as_data_are_the_strategies_own() {
    let names: Vec<String> = Classic::ALL
        .iter()
        .map(|c| Strategy::Classic(*c).name())
        .collect();
    assert_eq!(names, Classic::NAMES.to_vec());
}
