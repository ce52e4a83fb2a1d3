//! A War match as a batch (`gamelab war match --seeding per-game`; see [`super::matches`],
//! which every two-strategy match shares): game `g` is dealt and played from `seed.derive(g)`
//! alone ([`play_seeded`](crate::games::war::play_seeded)). A shard's output carries its
//! integer [`WarTally`] (games, player 1's wins, draws, capped games, battles); the score, its
//! standard error and the mean battles are computed from a tally. The stream seeding plays
//! every game from one stream ([`play_match`](crate::games::war::play_match)), the original
//! mode.

use serde_json::{json, Value};

use super::matches::{MatchGame, MatchSpec};
use crate::games::war::{self, WarPolicy, WarResult, WarRules, WarTally};
use crate::rng::Seed;

/// The `batch` field of a per-game match's output.
pub const BATCH: &str = "war-match";

/// War, as a game two ordering strategies play matches of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct War;

impl MatchGame for War {
    const GAME: &'static str = "war";
    const BATCH: &'static str = BATCH;
    type Rules = WarRules;
    type Policy = WarPolicy;
    type Tally = WarTally;

    fn policy(text: &str) -> Result<WarPolicy, String> {
        WarPolicy::parse(text).map_err(|e| e.to_string())
    }

    fn check(rules: &WarRules) -> Result<(), String> {
        rules.validate().map_err(|e| e.to_string())
    }

    fn play_seeded(
        rules: &WarRules,
        [p1, p2]: &[WarPolicy; 2],
        games: std::ops::Range<u64>,
        seed: u64,
    ) -> WarTally {
        war::play_match_seeded(rules, p1, p2, games, Seed(seed))
    }

    fn play_stream(rules: &WarRules, [p1, p2]: &[WarPolicy; 2], games: u64, seed: u64) -> WarTally {
        war::play_match(rules, p1, p2, games, &mut Seed(seed).rng())
    }

    fn add(a: &WarTally, b: &WarTally) -> Result<WarTally, &'static str> {
        let sum = |x: u64, y: u64, f: &'static str| x.checked_add(y).ok_or(f);
        Ok(WarTally {
            games: sum(a.games, b.games, "/games")?,
            p1_wins: sum(a.p1_wins, b.p1_wins, "/p1_wins")?,
            draws: sum(a.draws, b.draws, "/draws")?,
            capped: sum(a.capped, b.capped, "/capped")?,
            battles: sum(a.battles, b.battles, "/battles")?,
        })
    }

    fn check_tally(rules: &WarRules, t: &WarTally) -> Result<(), (&'static str, String)> {
        let most = |f: &'static str, x: u64, bound: u64, what: &str| {
            if x > bound {
                Err((f, format!("{x} is more than {what} ({bound})")))
            } else {
                Ok(())
            }
        };
        most("/p1_wins", t.p1_wins, t.games, "the games played")?;
        most(
            "/draws",
            t.draws,
            t.games - t.p1_wins,
            "the games played less player 1's wins",
        )?;
        most("/capped", t.capped, t.games, "the games played")?;
        let cap = t.games.saturating_mul(u64::from(rules.cap));
        most(
            "/battles",
            t.battles,
            cap,
            "the games played times the cap on battles",
        )?;
        if t.battles < t.games {
            return Err((
                "/battles",
                format!(
                    "{} battles in {} games: every game has one",
                    t.battles, t.games
                ),
            ));
        }
        Ok(())
    }

    fn games(tally: &WarTally) -> u64 {
        tally.games
    }

    fn result(t: &WarTally) -> Value {
        let p = t.p1_score();
        json!({
            "p1_score": p,
            "std_error": (p * (1.0 - p) / t.games.max(1) as f64).sqrt(),
            "p1_wins": t.p1_wins,
            "draws": t.draws,
            "mean_battles": t.mean_battles(),
            "capped": t.capped,
        })
    }
}

/// What a War match plays.
pub type WarMatchSpec = MatchSpec<War>;

/// Game `game` of the match seeded per game: the same game whoever plays it.
pub fn play_game(spec: &WarMatchSpec, game: u64) -> Result<WarResult, String> {
    let [p1, p2] = spec.policies()?;
    Ok(war::play_seeded(
        &spec.rules,
        &p1.sampler(),
        &p2.sampler(),
        Seed(spec.seed),
        game,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::batch::matches::{play_games, run};
    use crate::batch::{merge, Seeding, Shard};

    fn spec() -> WarMatchSpec {
        WarMatchSpec {
            p1: "rand".into(),
            p2: "0.5,-1,2".into(),
            rules: WarRules {
                cap: 300,
                ..WarRules::default()
            },
            games: 23,
            seed: 9,
        }
    }

    #[test]
    fn shards_merge_to_the_whole_match() {
        let spec = spec();
        let whole = run(&spec, Seeding::PerGame, Shard::ALL).unwrap();
        assert_eq!(whole["games"], 23);
        assert_eq!(whole["seeding"], "per-game");
        for n in [1u64, 2, 3, 7, 30] {
            let parts: Vec<Value> = (0..n)
                .rev()
                .map(|i| run(&spec, Seeding::PerGame, Shard::new(i, n).unwrap()).unwrap())
                .collect();
            assert_eq!(crate::batch::merge(&parts).unwrap(), whole, "{n} shards");
        }
        // A game is the same whoever plays it.
        let mut tally = WarTally::default();
        for g in 0..spec.games {
            tally.add(&play_game(&spec, g).unwrap());
        }
        assert_eq!(json!(tally), whole["tally"]);
    }

    #[test]
    fn the_stream_output_is_the_original_one_with_its_seeding() {
        let spec = spec();
        let out = run(&spec, Seeding::Stream, Shard::ALL).unwrap();
        let t = war::play_match(
            &spec.rules,
            &WarPolicy::RAND,
            &WarPolicy::parse("0.5,-1,2").unwrap(),
            23,
            &mut Seed(9).rng(),
        );
        assert_eq!(out["p1_score"], t.p1_score());
        assert_eq!(out["p1_wins"], t.p1_wins);
        assert_eq!(out["seeding"], "stream");
        assert!(out.get("batch").is_none() && out.get("tally").is_none());
        let e = run(&spec, Seeding::Stream, Shard::new(0, 2).unwrap())
            .unwrap_err()
            .to_string();
        assert!(e.contains("per-game"), "{e}");
    }

    #[test]
    fn a_merge_checks_settings_and_games() {
        let spec = spec();
        let part = |i, n| run(&spec, Seeding::PerGame, Shard::new(i, n).unwrap()).unwrap();
        let e = merge(&[part(0, 2)]).unwrap_err().to_string();
        assert!(e.contains("missing: 1/2"), "{e}");
        let mut other = part(1, 2);
        other["p2"] = json!("desc");
        let e = merge(&[part(0, 2), other]).unwrap_err().to_string();
        assert!(e.contains("\"p2\""), "{e}");
        let mut other = part(1, 2);
        other["rules"]["cap"] = json!(400);
        assert!(merge(&[part(0, 2), other])
            .unwrap_err()
            .to_string()
            .contains("rules"));
        let mut short = part(1, 2);
        short["tally"]["games"] = json!(3);
        let e = merge(&[part(0, 2), short]).unwrap_err().to_string();
        assert!(e.contains("shard 1/2 played 3 games, not its 12"), "{e}");
        let mut bad = part(1, 2);
        bad["tally"] = json!("none");
        assert!(merge(&[part(0, 2), bad])
            .unwrap_err()
            .to_string()
            .contains("tally"));
        let e = play_games(
            &WarMatchSpec {
                p1: "up".into(),
                ..spec.clone()
            },
            0..1,
        )
        .unwrap_err()
        .to_string();
        assert!(e.starts_with("p1: "), "{e}");
    }
}
