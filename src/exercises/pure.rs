//! "Find every pure Nash equilibrium" of a random bimatrix game with small integer payoffs.
//!
//! The answer is the solver's [`pure_equilibria`] (the cells where both strategies are best
//! responses); the worked solution is the method taught first — mark each player's best
//! replies, read off the cells marked twice. A game may have none, which is an answer too.

use super::common::{cell_name, cells_text, count, join_and, read_cells, shown_bimatrix};
use super::{Exercise, Level, Question, Verdict};
use crate::equilibrium::{best_responses, pure_equilibria};
use crate::exact::format_number;
use crate::game::Player;
use crate::i18n::{Args, Catalogue};
use crate::models::strategic::Bimatrix;
use crate::rng::Seed;

/// A pure-equilibrium exercise: the game and its pure equilibria.
pub struct PureNash {
    game: Bimatrix,
    cells: Vec<(usize, usize)>,
}

impl PureNash {
    /// The game for this level (2×2, 3×3, 4×4; payoffs 0–9) and seed.
    pub fn generate(level: Level, seed: Seed) -> PureNash {
        let n = [2, 3, 4][level.index()];
        let game = Bimatrix::random_integers(n, n, 0, 9, &mut seed.rng());
        let cells = pure_equilibria(&game);
        PureNash { game, cells }
    }

    /// Why `cell` is not an equilibrium: a player's better reply and both payoffs, in the
    /// language of `cat`.
    fn deviation(&self, (r, c): (usize, usize), cat: &Catalogue) -> String {
        let g = &self.game;
        let args = |to: &str, better: &crate::exact::Q, now: &crate::exact::Q| {
            Args::new()
                .text("cell", cell_name(g, (r, c)))
                .text("strategy", to.to_string())
                .text("better", format_number(better))
                .text("payoff", format_number(now))
        };
        let best_row = (0..g.rows()).max_by(|&i, &j| g.a[i][c].cmp(&g.a[j][c]).then(j.cmp(&i)));
        if let Some(i) = best_row.filter(|&i| g.a[i][c] > g.a[r][c]) {
            return cat.msg_with(
                "exs-pure-nash-row-deviates",
                &args(&g.names[0][i], &g.a[i][c], &g.a[r][c]),
            );
        }
        let best_col = (0..g.cols()).max_by(|&i, &j| g.b[r][i].cmp(&g.b[r][j]).then(j.cmp(&i)));
        let j = best_col.unwrap_or(c);
        cat.msg_with(
            "exs-pure-nash-column-deviates",
            &args(&g.names[1][j], &g.b[r][j], &g.b[r][c]),
        )
    }
}

impl Exercise for PureNash {
    fn question_in(&self, words: &Catalogue) -> Question {
        Question {
            text: words.msg("exq-pure-nash-text"),
            game: shown_bimatrix(&self.game),
            format: words.msg("exq-pure-nash-format"),
            hint: words.msg("exq-pure-nash-hint"),
        }
    }

    fn answer(&self) -> String {
        cells_text(&self.game, &self.cells)
    }

    fn solution_in(&self, cat: &Catalogue) -> Vec<String> {
        let g = &self.game;
        let br = best_responses(g);
        let mut steps = Vec::new();
        for player in [0, 1] {
            let own = &g.names[player];
            let cell = |s: usize, t: usize| if player == 0 { (s, t) } else { (t, s) };
            let best = |(r, c): (usize, usize)| {
                if player == 0 {
                    br.row[r][c]
                } else {
                    br.col[r][c]
                }
            };
            for (t, against) in g.names[1 - player].iter().enumerate() {
                let replies: Vec<usize> = (0..own.len()).filter(|&s| best(cell(s, t))).collect();
                let (r, c) = cell(replies[0], t);
                let names: Vec<&str> = replies.iter().map(|&s| own[s].as_str()).collect();
                let args = Args::new()
                    .text("against", against.as_str())
                    .text("replies", join_and(cat, &names))
                    .text(
                        "payoff",
                        format_number(&g.matrix(Player(player as u8))[r][c]),
                    );
                steps.push(if player == 0 {
                    cat.msg_with("exs-pure-nash-row-reply", &args)
                } else {
                    cat.msg_with("exs-pure-nash-column-reply", &args)
                });
            }
        }
        steps.push(if self.cells.is_empty() {
            cat.msg("exs-pure-nash-none")
        } else {
            cat.msg_with(
                "exs-pure-nash-cells",
                &Args::new().text("cells", cells_text(g, &self.cells)),
            )
        });
        steps
    }

    fn grade_in(&self, given: &str, cat: &Catalogue) -> Result<Verdict, String> {
        let cells = read_cells(&self.game, given, cat)?;
        if let Some(&extra) = cells.iter().find(|c| !self.cells.contains(c)) {
            return Ok(Verdict::wrong(self.deviation(extra, cat)));
        }
        if let Some(&missing) = self.cells.iter().find(|c| !cells.contains(c)) {
            return Ok(Verdict::wrong(cat.msg_with(
                "exs-pure-nash-missed",
                &Args::new().text("cell", cell_name(&self.game, missing)),
            )));
        }
        Ok(Verdict::right(match self.cells.len() {
            0 => cat.msg("exs-pure-nash-right-none"),
            1 => cat.msg("exs-pure-nash-right-one"),
            n => cat.msg_with("exs-pure-nash-right-all", &Args::new().count("n", count(n))),
        }))
    }
}
