//! The Ticket to Ride page's model: a match of one human (seat 0) against 1–4 agents, or a
//! game of agents only watched one action at a time — all core code, so `cargo test` sees it.
//!
//! Hidden information stays hidden by construction: [`Match::view`] builds everything the page
//! draws ([`TableView`]) from the human's [`Observation`] and legal actions only, never from the
//! true state, and a test checks that every determinization the human cannot tell apart draws
//! the same table. The log ([`Match::log`]) says in words what each player did; for the other
//! players it never names a card drawn from the deck ("drew a card from the deck") nor a ticket
//! kept ("kept 2 tickets") — claims and their payments are public, so they are named.
//!
//! Agents decide from their own information sets ([`InformationSet`]) exactly as in
//! [`super::record::play`]: a forbidden proposal is replaced by the agent's fallback. The
//! match writes the game's [`GameRecord`] as it goes (the same notes as `record::play`), so a
//! finished game exports in the lab's file format and passes [`super::record::check_record`].
//!
//! A match is reproducible from its settings ([`MatchConfig`]): the decks are shuffled with
//! `seed`, and the agent deciding the `k`-th decision of the game draws from
//! `seed.derive(2000 + k)` (only the random agent draws).

use super::experiment::AgentKind;
use super::log::{log_part, Taken};
use super::record::{finals, note, GameRecord};
use super::{kind_name, usa, Action, Game, Hand, Observation, Phase, Score, FACE_UP, LOCOMOTIVE};
use crate::game::{decide, Hidden, InformationSet, Player, State};
use crate::rng::Seed;

/// A match's settings.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchConfig {
    /// Players at the table, 2–5 (the human and `players − 1` agents, or agents only).
    pub players: usize,
    /// The kind of every agent.
    pub opponent: AgentKind,
    /// The seed of the decks (and of the random agent).
    pub seed: u64,
    /// Whether the longest continuous path earns its bonus.
    pub longest_path_bonus: bool,
    /// Agents only (every seat), stepped with [`Match::step`].
    pub watch: bool,
}

impl Default for MatchConfig {
    fn default() -> Self {
        MatchConfig {
            players: 2,
            opponent: AgentKind::Algo,
            seed: 1,
            longest_path_bonus: true,
            watch: false,
        }
    }
}

pub use super::log::LogEntry;

/// A ticket as the human sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TicketView {
    /// The ticket's index in the map's tickets.
    pub ticket: u8,
    /// "Denver – El Paso (4)".
    pub name: String,
    /// Its points.
    pub points: i32,
    /// The cities it joins (indices into the map's cities).
    pub cities: (usize, usize),
    /// Whether the human's routes already join its cities.
    pub done: bool,
}

/// One player as everybody sees them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatView {
    /// "You", or "Player 2 (algo)".
    pub name: String,
    /// Trains left.
    pub trains: u8,
    /// Train cards held (a count only).
    pub hand_size: u8,
    /// Tickets held (a count only).
    pub tickets: u8,
    /// Points from claimed routes.
    pub route_points: i32,
}

/// A route the human can claim now, with every way to pay for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClaimChoice {
    /// The route (index into the map's routes).
    pub route: usize,
    /// "Atlanta – Miami (5, blue)".
    pub name: String,
    /// Each payment: the action and its words ("3 red + 1 locomotive").
    pub payments: Vec<(Action, String)>,
}

/// The human's legal actions, grouped for the page.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choices {
    /// Face-up slots that may be taken now.
    pub face_up: Vec<u8>,
    /// Whether the top of the deck may be drawn.
    pub deck: bool,
    /// Routes that may be claimed, with their payments.
    pub claims: Vec<ClaimChoice>,
    /// Whether tickets may be drawn.
    pub draw_tickets: bool,
    /// The least number of offered tickets to keep (when tickets are on offer).
    pub keep_min: usize,
    /// Whether passing is the only thing left.
    pub pass: bool,
}

/// Everything the page draws of a game, built from one observation only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableView {
    /// The seat the view belongs to (the human; seat 0 of a watched game, without its cards).
    pub me: u8,
    /// Players.
    pub players: u8,
    /// The viewer's train cards by kind (empty in a watched game).
    pub hand: Hand,
    /// The viewer's tickets (none in a watched game).
    pub tickets: Vec<TicketView>,
    /// Tickets offered to the viewer now.
    pub offered: Vec<TicketView>,
    /// The face-up cards.
    pub face_up: [Option<u8>; FACE_UP],
    /// Every player's public holdings.
    pub seats: Vec<SeatView>,
    /// The owner of each route.
    pub owner: Vec<Option<u8>>,
    /// Cards in the deck.
    pub deck_len: u8,
    /// Cards in the discard pile.
    pub discard_len: u8,
    /// Tickets in the pile.
    pub ticket_deck_len: u8,
    /// Whose turn.
    pub current: u8,
    /// Where in the turn.
    pub phase: Phase,
    /// Whether the last round has started.
    pub last_round: bool,
    /// Completed turns.
    pub turns: u32,
    /// The viewer's legal actions (empty unless it is their turn).
    pub choices: Choices,
}

/// One player's final score with its breakdown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreRow {
    /// The player's name.
    pub name: String,
    /// The score.
    pub score: Score,
    /// Whether they won (or share the win).
    pub winner: bool,
}

/// The words of a payment of `route`: "3 red + 1 locomotive", "4 locomotives".
pub fn payment_text(route: usize, color: u8, locomotives: u8) -> String {
    let len = usa().routes[route].length;
    let plain = len - locomotives;
    let locos = |n: u8| format!("{n} locomotive{}", if n == 1 { "" } else { "s" });
    match (plain, locomotives) {
        (0, l) => locos(l),
        (p, 0) => format!("{p} {}", kind_name(color)),
        (p, l) => format!("{p} {} + {}", kind_name(color), locos(l)),
    }
}

/// A route's name with its length and colour: "Atlanta – Miami (5, blue)".
pub fn route_label(route: usize) -> String {
    usa().route_name(route)
}

fn ticket_view(obs: &Observation, t: u8) -> TicketView {
    let map = usa();
    let ticket = &map.tickets[usize::from(t)];
    let parent = super::components(map, obs.my_routes().into_iter());
    TicketView {
        ticket: t,
        name: map.ticket_name(usize::from(t)),
        points: ticket.points,
        cities: (ticket.a, ticket.b),
        done: super::ticket_done(map, &parent, usize::from(t)),
    }
}

/// The seats' names: "You" for the human, "Player k (kind)" for agents.
pub fn seat_names(players: usize, opponent: &str, human: bool) -> Vec<String> {
    (0..players)
        .map(|p| {
            if human && p == 0 {
                "You".to_string()
            } else {
                format!("Player {} ({opponent})", p + 1)
            }
        })
        .collect()
}

/// The table as `viewer` sees it: from their observation and (on their turn) their legal
/// actions, which depend only on what they know. `names` are the seats' names.
pub fn table_view(game: &Game, viewer: Player, names: &[String]) -> TableView {
    let obs = game.observation(viewer);
    let mut legal = Vec::new();
    if !game.is_terminal() && game.current() == viewer {
        game.legal_actions(&mut legal);
    }
    let mut choices = Choices::default();
    for &a in &legal {
        match a {
            Action::DrawFaceUp(s) => choices.face_up.push(s),
            Action::DrawDeck => choices.deck = true,
            Action::DrawTickets => choices.draw_tickets = true,
            Action::Pass => choices.pass = true,
            Action::KeepTickets(_) => {}
            Action::Claim {
                route,
                color,
                locomotives,
            } => {
                let r = usize::from(route);
                let words = payment_text(r, color, locomotives);
                match choices.claims.iter_mut().find(|c| c.route == r) {
                    Some(c) => c.payments.push((a, words)),
                    None => choices.claims.push(ClaimChoice {
                        route: r,
                        name: route_label(r),
                        payments: vec![(a, words)],
                    }),
                }
            }
        }
    }
    if matches!(obs.phase, Phase::SetupTickets | Phase::ChooseTickets) && obs.current == obs.me {
        choices.keep_min = match obs.phase {
            Phase::SetupTickets => 2.min(obs.offered.len()),
            _ => 1.min(obs.offered.len()),
        };
    }
    choices.claims.sort_by(|a, b| a.name.cmp(&b.name));
    TableView {
        me: obs.me,
        players: obs.players,
        hand: obs.hand,
        tickets: obs.tickets.iter().map(|&t| ticket_view(&obs, t)).collect(),
        offered: obs.offered.iter().map(|&t| ticket_view(&obs, t)).collect(),
        face_up: obs.face_up,
        seats: (0..usize::from(obs.players))
            .map(|p| SeatView {
                name: names[p].clone(),
                trains: obs.trains[p],
                hand_size: obs.hand_sizes[p],
                tickets: obs.ticket_counts[p],
                route_points: obs.route_points[p],
            })
            .collect(),
        owner: obs.owner.clone(),
        deck_len: obs.deck_len,
        discard_len: obs.discard.iter().sum(),
        ticket_deck_len: obs.ticket_deck_len,
        current: obs.current,
        phase: obs.phase,
        last_round: obs.last_round,
        turns: obs.turns,
        choices,
    }
}

/// A game against agents (or of agents only), its log and its record.
#[derive(Clone, Debug)]
pub struct Match {
    config: MatchConfig,
    game: Game,
    names: Vec<String>,
    log: Vec<LogEntry>,
    record: GameRecord,
    decisions: u64,
    forbidden: Vec<u32>,
}

impl Match {
    /// Deals a game; with a human, agents play until it is the human's turn (seat 0 keeps its
    /// tickets first, so at once). The error names a bad table size.
    pub fn new(config: MatchConfig) -> Result<Match, String> {
        let game = Game::new(config.players, Seed(config.seed), config.longest_path_bonus)
            .map_err(|e| e.to_string())?;
        let n = config.players;
        let mut m = Match {
            names: seat_names(n, config.opponent.name(), !config.watch),
            record: GameRecord {
                players: n as u8,
                seed: config.seed,
                longest_path_bonus: config.longest_path_bonus,
                initial_tickets: vec![Vec::new(); n],
                turns: Vec::new(),
                final_: Vec::new(),
            },
            config,
            game,
            log: Vec::new(),
            decisions: 0,
            forbidden: vec![0; n],
        };
        m.agents_play();
        Ok(m)
    }

    /// The settings.
    pub fn config(&self) -> &MatchConfig {
        &self.config
    }

    /// The seats' names.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The seats' names in the language of `words`.
    pub fn names_in(&self, words: &crate::i18n::Catalogue) -> Vec<String> {
        super::words::seat_names_in(
            self.names.len(),
            self.config.opponent.name(),
            !self.config.watch,
            words,
        )
    }

    /// The human's seat (none in a watched game).
    pub fn human(&self) -> Option<Player> {
        (!self.config.watch).then_some(Player(0))
    }

    /// Whether it is the human's turn.
    pub fn human_to_play(&self) -> bool {
        self.human() == Some(self.game.current()) && !self.game.is_terminal()
    }

    /// Whether the game is over.
    pub fn over(&self) -> bool {
        self.game.is_terminal()
    }

    /// What the page draws: the human's view, or in a watched game the public table (seat 0's
    /// view with its cards, tickets and choices left out).
    pub fn view(&self) -> TableView {
        match self.human() {
            Some(h) => table_view(&self.game, h, &self.names),
            None => {
                let mut v = table_view(&self.game, Player(0), &self.names);
                v.hand = [0; super::KINDS];
                v.tickets.clear();
                v.offered.clear();
                v.choices = Choices::default();
                v
            }
        }
    }

    /// The log so far, oldest first.
    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    /// Forbidden decisions per seat (agents whose proposal was replaced by their fallback).
    pub fn forbidden(&self) -> &[u32] {
        &self.forbidden
    }

    /// The final scores with their breakdown, once the game is over.
    pub fn scores(&self) -> Option<Vec<ScoreRow>> {
        if !self.over() {
            return None;
        }
        let winners = self.game.winners();
        Some(
            self.game
                .scores()
                .into_iter()
                .enumerate()
                .map(|(p, score)| ScoreRow {
                    name: self.names[p].clone(),
                    score,
                    winner: winners.contains(&Player(p as u8)),
                })
                .collect(),
        )
    }

    /// The game's record (complete with the final scores once the game is over).
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// The record as JSON (the lab's file format).
    pub fn record_json(&self) -> String {
        serde_json::to_string_pretty(&self.record).expect("a record serialises")
    }

    /// The human plays `action`; then the agents play until it is the human's turn again or
    /// the game ends. The error says why the action is not allowed now.
    pub fn play(&mut self, action: Action) -> Result<(), String> {
        if !self.human_to_play() {
            return Err("it is not your turn".into());
        }
        let mut legal = Vec::new();
        self.game.legal_actions(&mut legal);
        if !legal.contains(&action) {
            return Err(format!("you cannot {action} now"));
        }
        self.apply(action);
        self.agents_play();
        Ok(())
    }

    /// In a watched game: the agent to move plays one action. Returns whether one was played
    /// (false once the game is over, or in a game with a human).
    pub fn step(&mut self) -> bool {
        if self.human().is_some() || self.over() {
            return false;
        }
        let a = self.agent_action();
        self.apply(a);
        true
    }

    /// The true state — for tests only; the page draws from [`Match::view`].
    #[cfg(test)]
    pub(crate) fn game(&self) -> &Game {
        &self.game
    }

    fn agents_play(&mut self) {
        if self.human().is_none() {
            return;
        }
        while !self.over() && !self.human_to_play() {
            let a = self.agent_action();
            self.apply(a);
        }
    }

    /// The current agent's decision from its own information set.
    fn agent_action(&mut self) -> Action {
        let p = self.game.current();
        let seed = Seed(self.config.seed).derive(2000 + self.decisions);
        self.decisions += 1;
        let view = InformationSet::new(&self.game, p);
        let mut agent = self.config.opponent.agent(seed, p.index());
        let (action, forbidden) = decide(agent.as_mut(), &view);
        if forbidden {
            self.forbidden[p.index()] += 1;
        }
        action
    }

    /// Applies `action` for the current player, writing the record and the log.
    fn apply(&mut self, action: Action) {
        let g = &self.game;
        let p = g.current();
        let before: Hand = g.seat(p).hand;
        let phase = g.phase();
        let offered = g.offered().to_vec();
        let face_up = *g.face_up();
        let public = self.human() != Some(p);
        note(g, action, &mut self.record);
        self.game.apply(action);
        let after: Hand = self.game.seat(p).hand;
        let drawn =
            (0..super::KINDS as u8).find(|&k| after[usize::from(k)] > before[usize::from(k)]);
        let (part, continues) = log_part(&Taken {
            phase,
            action,
            public,
            drawn,
            offered: &offered,
            face_up: &face_up,
            offered_after: self.game.offered().len(),
        });
        match self.log.last_mut() {
            Some(e) if continues && e.player == p.0 => e.push(part),
            _ => self.log.push(LogEntry::new(p.0, part)),
        }
        if self.over() {
            self.record.final_ = finals(&self.game);
        }
    }
}

/// The human's keep-tickets action for the offered tickets `keep` (positions in the offer).
pub fn keep_action(keep: &[bool]) -> Action {
    let mut mask = 0u8;
    for (i, &k) in keep.iter().enumerate() {
        if k {
            mask |= 1 << i;
        }
    }
    Action::KeepTickets(mask)
}

/// The card kinds in the order the page shows them, the locomotive last.
pub const HAND_KINDS: [u8; 9] = [0, 1, 2, 3, 4, 5, 6, 7, LOCOMOTIVE];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Hidden;
    use crate::games::ticket_to_ride::record::check_record;
    use crate::text::a_or_an;

    /// A legal action for the human, the way the e2e test plays: claim when possible, else
    /// draw from the deck (or a face-up card), keep the least tickets.
    fn simple(v: &TableView) -> Action {
        let c = &v.choices;
        if !v.offered.is_empty() && c.keep_min > 0 {
            let keep: Vec<bool> = (0..v.offered.len()).map(|i| i < c.keep_min).collect();
            return keep_action(&keep);
        }
        if let Some(claim) = c.claims.first() {
            return claim.payments[0].0;
        }
        if c.deck {
            return Action::DrawDeck;
        }
        if let Some(&s) = c.face_up.first() {
            return Action::DrawFaceUp(s);
        }
        if c.draw_tickets {
            return Action::DrawTickets;
        }
        Action::Pass
    }

    #[test]
    fn a_human_game_plays_to_its_end_and_its_record_checks() {
        for players in 2..=5 {
            for kind in [AgentKind::Algo, AgentKind::Random] {
                let mut m = Match::new(MatchConfig {
                    players,
                    opponent: kind.clone(),
                    seed: 7 + players as u64,
                    ..MatchConfig::default()
                })
                .unwrap();
                let mut moves = 0;
                while !m.over() {
                    assert!(m.human_to_play());
                    let a = simple(&m.view());
                    m.play(a).unwrap();
                    moves += 1;
                    assert!(moves < 5000);
                }
                let scores = m.scores().unwrap();
                let record = m.record().clone();
                let checked = check_record(&record).unwrap();
                assert_eq!(checked.turns, record.turns.len());
                for (row, f) in scores.iter().zip(&record.final_) {
                    assert_eq!(row.score.total, f.score.total);
                }
                assert!(scores.iter().any(|s| s.winner));
                assert_eq!(m.play(Action::Pass), Err("it is not your turn".into()));
            }
        }
    }

    #[test]
    fn illegal_actions_are_refused_and_change_nothing() {
        let mut m = Match::new(MatchConfig::default()).unwrap();
        let before = m.game().clone();
        assert!(m.play(Action::DrawDeck).is_err());
        assert!(
            m.play(Action::KeepTickets(1)).is_err(),
            "setup keeps at least 2"
        );
        assert_eq!(m.game(), &before);
        assert_eq!(m.view().choices.keep_min, 2);
        assert_eq!(m.view().offered.len(), 3);
    }

    #[test]
    fn the_view_is_the_same_for_every_deal_the_human_cannot_tell_apart() {
        let mut m = Match::new(MatchConfig {
            players: 4,
            seed: 3,
            ..MatchConfig::default()
        })
        .unwrap();
        let mut rng = Seed(99).rng();
        let mut checked = 0;
        while !m.over() {
            let v = m.view();
            for _ in 0..3 {
                let d = m.game().determinize(Player(0), &mut rng);
                assert_eq!(table_view(&d, Player(0), m.names()), v);
                checked += 1;
            }
            m.play(simple(&v)).unwrap();
        }
        assert!(checked > 30);
    }

    #[test]
    fn the_log_never_names_another_players_deck_cards_or_tickets() {
        let mut m = Match::new(MatchConfig {
            players: 3,
            seed: 5,
            ..MatchConfig::default()
        })
        .unwrap();
        while !m.over() {
            m.play(simple(&m.view())).unwrap();
        }
        let map = usa();
        let mut theirs = 0;
        for e in m.log() {
            if e.player == 0 {
                continue;
            }
            theirs += 1;
            assert!(
                !e.text.contains("from the deck") || e.text.contains("drew a card from the deck"),
                "{}",
                e.text
            );
            for k in 0..9u8 {
                assert!(
                    !e.text
                        .contains(&format!("drew {} from", a_or_an(kind_name(k)))),
                    "{}",
                    e.text
                );
            }
            if e.text.contains("kept") {
                for t in 0..map.tickets.len() {
                    assert!(!e.text.contains(&map.ticket_name(t)), "{}", e.text);
                }
            }
        }
        assert!(theirs > 20);
        assert!(m
            .log()
            .iter()
            .any(|e| e.player == 0 && e.text.contains("kept ")));
    }

    #[test]
    fn a_watched_game_steps_one_action_at_a_time_and_shows_no_cards() {
        let mut m = Match::new(MatchConfig {
            players: 3,
            watch: true,
            opponent: AgentKind::Algo,
            ..MatchConfig::default()
        })
        .unwrap();
        assert_eq!(m.game().phase(), Phase::SetupTickets);
        let mut steps = 0;
        while m.step() {
            steps += 1;
            let v = m.view();
            assert_eq!(v.hand, [0; 9]);
            assert!(v.tickets.is_empty() && v.offered.is_empty());
            assert_eq!(v.choices, Choices::default());
        }
        assert!(m.over() && steps > 50);
        check_record(m.record()).unwrap();
        assert_eq!(m.names()[0], "Player 1 (algo)");
    }

    #[test]
    fn same_settings_same_game() {
        let run = || {
            let mut m = Match::new(MatchConfig {
                players: 3,
                opponent: AgentKind::Random,
                seed: 11,
                ..MatchConfig::default()
            })
            .unwrap();
            while !m.over() {
                m.play(simple(&m.view())).unwrap();
            }
            m.record_json()
        };
        assert_eq!(run(), run());
    }

    #[test]
    fn payments_in_words() {
        let map = usa();
        let r = (0..map.routes.len())
            .find(|&r| map.routes[r].length == 4)
            .unwrap();
        assert_eq!(payment_text(r, 0, 0), format!("4 {}", kind_name(0)));
        assert_eq!(
            payment_text(r, 1, 1),
            format!("3 {} + 1 locomotive", kind_name(1))
        );
        assert_eq!(payment_text(r, LOCOMOTIVE, 4), "4 locomotives");
        assert!(Match::new(MatchConfig {
            players: 6,
            ..MatchConfig::default()
        })
        .is_err());
    }
}
