//! Seats: who plays which role in which group in a round, drawn from the round's seed.
//!
//! Why drawn here and stored with the round: a round's matching must be the same after a
//! restart and in the exported data, so it is drawn once (seeded) and written down; the games
//! only say how large their groups are and which roles they have.

use crate::rng::{shuffle, GameRng};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// One seat of a round.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Seat {
    /// The participant in it, or `None` for a bot filling a group an odd class left short.
    pub participant: Option<i64>,
    /// Its role (`"player"`, `"proposer"`, `"responder"`, `"investor"`, `"trustee"`).
    pub role: String,
    /// Its group: seats of one group play together.
    pub group: u32,
    /// What only this seat knows (an auction's private value), or `null`.
    pub private: Value,
}

impl Seat {
    /// A seat with no private information.
    pub fn new(participant: Option<i64>, role: &str, group: u32) -> Seat {
        Seat {
            participant,
            role: role.to_string(),
            group,
            private: Value::Null,
        }
    }
}

/// Everyone in one group, in one role.
pub fn whole_class(participants: &[i64], role: &str) -> Vec<Seat> {
    participants
        .iter()
        .map(|&p| Seat::new(Some(p), role, 0))
        .collect()
}

/// Groups of `roles.len()` seats with the given roles, the class shuffled by `rng`; a short
/// last group is filled with bot seats. With `partners` (the first round's seats), everyone
/// keeps their group and role, newcomers and leavers aside (newcomers are grouped among
/// themselves after the kept groups).
pub fn pairs(
    participants: &[i64],
    roles: &[&str],
    partners: Option<&[Seat]>,
    rng: &mut GameRng,
) -> Vec<Seat> {
    let size = roles.len().max(1);
    let mut seats = Vec::new();
    let mut rest: Vec<i64> = participants.to_vec();
    let mut next_group = 0;
    if let Some(first) = partners {
        // Keep every group of the first round whose members are all still here.
        let groups: std::collections::BTreeSet<u32> = first.iter().map(|s| s.group).collect();
        for g in groups {
            let members: Vec<&Seat> = first.iter().filter(|s| s.group == g).collect();
            let all_here = members
                .iter()
                .all(|s| s.participant.is_none_or(|p| participants.contains(&p)));
            if all_here {
                for s in members {
                    let mut kept = (*s).clone();
                    kept.group = next_group;
                    kept.private = Value::Null;
                    if let Some(p) = s.participant {
                        rest.retain(|&q| q != p);
                    }
                    seats.push(kept);
                }
                next_group += 1;
            }
        }
    }
    shuffle(&mut rest, rng);
    for chunk in rest.chunks(size) {
        for (i, role) in roles.iter().enumerate() {
            seats.push(Seat::new(chunk.get(i).copied(), role, next_group));
        }
        next_group += 1;
    }
    seats
}
