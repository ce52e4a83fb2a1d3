//! "Find the mixed equilibrium" of a 2×2, 2×3 or 2×4 game that has exactly one equilibrium,
//! and it is not pure.
//!
//! The generator draws games until the project's exact enumeration ([`all_equilibria`]) finds
//! a nondegenerate game with a single equilibrium that mixes, so the answer is unique and
//! exact. The worked solution is the indifference method: the row player's mixture makes the
//! column player indifferent between the columns in her support, her mixture makes the row
//! player indifferent, and every column outside the support pays less.

use super::common::{join_and, read_strategy, shown_bimatrix, strategy_text};
use super::{Exercise, Level, Question, Verdict};
use crate::equilibrium::{all_equilibria, pure_values, Equilibrium};
use crate::exact::{format_number, Q};
use crate::game::Player;
use crate::i18n::{Args, Catalogue};
use crate::models::strategic::Bimatrix;
use crate::rng::Seed;
use num_traits::Zero;

/// The most games drawn (a game of these sizes has a unique mixed equilibrium often enough
/// that the bound is never met in practice; the tests cover every seed they use).
const TRIES: usize = 100_000;

/// A mixed-equilibrium exercise.
pub struct Mixed {
    game: Bimatrix,
    equilibrium: Equilibrium,
}

impl Mixed {
    /// The game for this level (2×2 with payoffs 0–5, 2×3 and 2×4 with payoffs 0–9) and seed.
    pub fn generate(level: Level, seed: Seed) -> Mixed {
        let mut rng = seed.rng();
        let (cols, high) = [(2, 5), (3, 9), (4, 9)][level.index()];
        for _ in 0..TRIES {
            let game = Bimatrix::random_integers(2, cols, 0, high, &mut rng);
            let Ok(all) = all_equilibria(&game) else {
                continue;
            };
            if all.degenerate || all.extreme.len() != 1 || all.extreme[0].is_pure() {
                continue;
            }
            let equilibrium = all.extreme[0].clone();
            return Mixed { game, equilibrium };
        }
        panic!("no 2×{cols} game with one mixed equilibrium in {TRIES} draws");
    }

    /// The columns the column player mixes.
    fn support(&self) -> Vec<usize> {
        (0..self.game.cols())
            .filter(|&c| !self.equilibrium.y[c].is_zero())
            .collect()
    }

    /// Reads `row: (…); column: (…)`: two vectors split by `;`, an optional name before `:`.
    fn read(&self, given: &str, cat: &Catalogue) -> Result<(Vec<Q>, Vec<Q>), String> {
        let parts: Vec<&str> = given.split(';').map(str::trim).collect();
        if parts.len() != 2 {
            return Err(cat.msg("exs-mixed-read"));
        }
        let strip = |p: &str| -> String {
            match p.find(':') {
                Some(i) => p[i + 1..].to_string(),
                None => p.to_string(),
            }
        };
        let (row, column) = (
            cat.msg("exs-mixed-row-player"),
            cat.msg("exs-mixed-column-player"),
        );
        let x = read_strategy(&strip(parts[0]), self.game.rows(), &row, cat)?;
        let y = read_strategy(&strip(parts[1]), self.game.cols(), &column, cat)?;
        Ok((x, y))
    }

    /// The payoffs each strategy of `player` earns against `opponent`, for people in the
    /// language of `cat`.
    fn values(&self, player: Player, opponent: &[Q], cat: &Catalogue) -> String {
        let names = &self.game.names[usize::from(player.0)];
        pure_values(&self.game, player, opponent)
            .iter()
            .zip(names)
            .map(|(v, n)| {
                cat.msg_with(
                    "exs-earns",
                    &Args::new()
                        .text("strategy", n.as_str())
                        .text("payoff", format_number(v)),
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl Exercise for Mixed {
    fn question_in(&self, words: &Catalogue) -> Question {
        Question {
            text: words.msg("exq-mixed-text"),
            game: shown_bimatrix(&self.game),
            format: words.msg_with(
                "exq-mixed-format",
                &Args::new().text(
                    "example",
                    vec!["1/2"; 2]
                        .into_iter()
                        .chain(vec!["0"; self.game.cols() - 2])
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
            ),
            hint: if self.game.cols() == 2 {
                words.msg("exq-mixed-hint-two")
            } else {
                words.msg("exq-mixed-hint-more")
            },
        }
    }

    fn answer(&self) -> String {
        format!(
            "{}; {}",
            strategy_text(&self.equilibrium.x),
            strategy_text(&self.equilibrium.y)
        )
    }

    fn solution_in(&self, cat: &Catalogue) -> Vec<String> {
        let g = &self.game;
        let (x, y) = (&self.equilibrium.x, &self.equilibrium.y);
        let support = self.support();
        let cols: Vec<&str> = support.iter().map(|&c| g.names[1][c].as_str()).collect();
        let mut lines = Vec::new();
        if g.cols() > 2 {
            lines.push(cat.msg_with(
                "exs-mixed-support",
                &Args::new().text("columns", join_and(cat, &cols)),
            ));
        }
        let (c1, c2) = (support[0], support[1]);
        let n = |v: &Q| format_number(v);
        lines.push(
            cat.msg_with(
                "exs-mixed-p",
                &Args::new()
                    .text("row", g.names[0][0].as_str())
                    .text("first", cols[0])
                    .text("second", cols[1])
                    .text("a", n(&g.b[0][c1]))
                    .text("b", n(&g.b[1][c1]))
                    .text("c", n(&g.b[0][c2]))
                    .text("d", n(&g.b[1][c2]))
                    .text("p", n(&x[0])),
            ),
        );
        lines.push(
            cat.msg_with(
                "exs-mixed-q",
                &Args::new()
                    .text("first", cols[0])
                    .text("second", cols[1])
                    .text("top", g.names[0][0].as_str())
                    .text("bottom", g.names[0][1].as_str())
                    .text("a", n(&g.a[0][c1]))
                    .text("b", n(&g.a[0][c2]))
                    .text("c", n(&g.a[1][c1]))
                    .text("d", n(&g.a[1][c2]))
                    .text("q", n(&y[c1])),
            ),
        );
        lines.push(
            cat.msg_with(
                "exs-mixed-check",
                &Args::new()
                    .text("column-mix", strategy_text(y))
                    .text("rows-earn", self.values(Player(0), y, cat))
                    .text("row-mix", strategy_text(x))
                    .text("columns-earn", self.values(Player(1), x, cat)),
            ),
        );
        lines.push(
            cat.msg_with(
                "exs-mixed-equilibrium",
                &Args::new()
                    .text("row-mix", strategy_text(x))
                    .text("column-mix", strategy_text(y))
                    .text("row-payoff", n(&self.equilibrium.payoffs[0]))
                    .text("column-payoff", n(&self.equilibrium.payoffs[1])),
            ),
        );
        lines
    }

    fn grade_in(&self, given: &str, cat: &Catalogue) -> Result<Verdict, String> {
        let (x, y) = self.read(given, cat)?;
        let (ex, ey) = (&self.equilibrium.x, &self.equilibrium.y);
        if x == *ex && y == *ey {
            return Ok(Verdict::right(
                cat.msg_with(
                    "exs-mixed-right",
                    &Args::new()
                        .text("row-payoff", format_number(&self.equilibrium.payoffs[0]))
                        .text("column-payoff", format_number(&self.equilibrium.payoffs[1])),
                ),
            ));
        }
        if x != *ex {
            return Ok(Verdict::wrong(
                cat.msg_with(
                    "exs-mixed-row-wrong",
                    &Args::new()
                        .text("mix", strategy_text(&x))
                        .text("earn", self.values(Player(1), &x, cat)),
                ),
            ));
        }
        Ok(Verdict::wrong(
            cat.msg_with(
                "exs-mixed-column-wrong",
                &Args::new()
                    .text("mix", strategy_text(&y))
                    .text("earn", self.values(Player(0), &y, cat)),
            ),
        ))
    }
}
