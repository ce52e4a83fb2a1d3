//! A Rrrats! match as a batch (`gamelab rrrats match --seeding per-game`; see
//! [`super::matches`], which every two-strategy match shares): game `g` — its starter, rolls
//! and decisions — is drawn from `seed.derive(g)` alone
//! ([`play_seeded`](crate::games::rrrats::play_seeded)). A shard's output carries its integer
//! [`RatsTally`] (games, player 1's wins, rolls); the win rate, its standard error and the
//! mean rolls are computed from a tally. The stream seeding plays every game from one stream
//! ([`play_match`](crate::games::rrrats::play_match)), the original mode.

use serde_json::{json, Value};

use super::matches::{MatchGame, MatchSpec};
use crate::games::rrrats::{self, RatsPolicy, RatsResult, RatsRules, RatsTally};
use crate::rng::Seed;

/// The `batch` field of a per-game match's output.
pub const BATCH: &str = "rrrats-match";

/// Rrrats!, as a game two strategies play matches of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rrrats;

impl MatchGame for Rrrats {
    const GAME: &'static str = "rrrats";
    const BATCH: &'static str = BATCH;
    type Rules = RatsRules;
    type Policy = RatsPolicy;
    type Tally = RatsTally;

    fn policy(text: &str) -> Result<RatsPolicy, String> {
        RatsPolicy::parse(text).map_err(|e| e.to_string())
    }

    fn check(_: &RatsRules) -> Result<(), String> {
        Ok(())
    }

    fn play_seeded(
        rules: &RatsRules,
        [p1, p2]: &[RatsPolicy; 2],
        games: std::ops::Range<u64>,
        seed: u64,
    ) -> RatsTally {
        rrrats::play_match_seeded(rules, p1, p2, games, Seed(seed))
    }

    fn play_stream(
        rules: &RatsRules,
        [p1, p2]: &[RatsPolicy; 2],
        games: u64,
        seed: u64,
    ) -> RatsTally {
        rrrats::play_match(rules, p1, p2, games, &mut Seed(seed).rng())
    }

    fn add(a: &RatsTally, b: &RatsTally) -> Result<RatsTally, &'static str> {
        let sum = |x: u64, y: u64, f: &'static str| x.checked_add(y).ok_or(f);
        Ok(RatsTally {
            games: sum(a.games, b.games, "/games")?,
            p1_wins: sum(a.p1_wins, b.p1_wins, "/p1_wins")?,
            rolls: sum(a.rolls, b.rolls, "/rolls")?,
        })
    }

    fn check_tally(_: &RatsRules, t: &RatsTally) -> Result<(), (&'static str, String)> {
        if t.p1_wins > t.games {
            return Err((
                "/p1_wins",
                format!("{} is more than the games played ({})", t.p1_wins, t.games),
            ));
        }
        // A game's rolls are counted in a u32, and every game rolls at least once.
        let most = t.games.saturating_mul(u64::from(u32::MAX));
        if t.rolls < t.games || t.rolls > most {
            return Err((
                "/rolls",
                format!(
                    "{} rolls in {} games: every game rolls 1 to {} times",
                    t.rolls,
                    t.games,
                    u32::MAX
                ),
            ));
        }
        Ok(())
    }

    fn games(tally: &RatsTally) -> u64 {
        tally.games
    }

    fn result(t: &RatsTally) -> Value {
        let p = t.p1_win_rate();
        let games = t.games.max(1) as f64;
        json!({
            "p1_win_rate": p,
            "std_error": (p * (1.0 - p) / games).sqrt(),
            "mean_rolls": t.rolls as f64 / games,
        })
    }
}

/// What a Rrrats! match plays.
pub type RatsMatchSpec = MatchSpec<Rrrats>;

/// Game `game` of the match seeded per game: the same game whoever plays it.
pub fn play_game(spec: &RatsMatchSpec, game: u64) -> Result<RatsResult, String> {
    let [p1, p2] = spec.policies()?;
    Ok(rrrats::play_seeded(
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
    use crate::batch::matches::run;
    use crate::batch::{merge, Seeding, Shard};

    fn spec() -> RatsMatchSpec {
        RatsMatchSpec {
            p1: "stop2".into(),
            p2: "zero".into(),
            rules: RatsRules::default(),
            games: 41,
            seed: 3,
        }
    }

    #[test]
    fn shards_merge_to_the_whole_match() {
        let spec = spec();
        let whole = run(&spec, Seeding::PerGame, Shard::ALL).unwrap();
        assert_eq!(whole["games"], 41);
        for n in [1u64, 2, 3, 7, 50] {
            let parts: Vec<Value> = (0..n)
                .rev()
                .map(|i| run(&spec, Seeding::PerGame, Shard::new(i, n).unwrap()).unwrap())
                .collect();
            assert_eq!(crate::batch::merge(&parts).unwrap(), whole, "{n} shards");
        }
        let mut tally = RatsTally::default();
        for g in 0..spec.games {
            tally.add(&play_game(&spec, g).unwrap());
        }
        assert_eq!(json!(tally), whole["tally"]);
    }

    #[test]
    fn the_stream_output_is_the_original_one_with_its_seeding() {
        let spec = spec();
        let out = run(&spec, Seeding::Stream, Shard::ALL).unwrap();
        let t = rrrats::play_match(
            &spec.rules,
            &RatsPolicy::stop_at(2),
            &RatsPolicy::ZERO,
            41,
            &mut Seed(3).rng(),
        );
        assert_eq!(out["p1_win_rate"], t.p1_win_rate());
        assert_eq!(out["mean_rolls"], t.rolls as f64 / 41.0);
        assert_eq!(out["seeding"], "stream");
        assert!(out.get("tally").is_none());
        assert!(run(&spec, Seeding::Stream, Shard::new(1, 2).unwrap()).is_err());
    }

    #[test]
    fn a_merge_checks_settings_and_games() {
        let spec = spec();
        let part = |i, n| run(&spec, Seeding::PerGame, Shard::new(i, n).unwrap()).unwrap();
        let e = merge(&[part(0, 2), part(0, 2)]).unwrap_err().to_string();
        assert!(e.contains("twice"), "{e}");
        let mut other = part(1, 2);
        other["seed"] = json!(4);
        assert!(merge(&[part(0, 2), other])
            .unwrap_err()
            .to_string()
            .contains("\"seed\""));
        let mut other = part(1, 2);
        other["total_games"] = json!(40);
        let e = merge(&[part(0, 2), other]).unwrap_err().to_string();
        assert!(e.contains("total_games"), "{e}");
        let mut long = part(0, 2);
        long["tally"]["games"] = json!(21);
        let e = merge(&[long, part(1, 2)]).unwrap_err().to_string();
        assert!(e.contains("shard 0/2 played 21 games, not its 20"), "{e}");
        let e = play_game(
            &RatsMatchSpec {
                games: 0,
                ..spec.clone()
            },
            0,
        )
        .unwrap_err()
        .to_string();
        assert!(e.starts_with("games: "), "{e}");
    }
}
