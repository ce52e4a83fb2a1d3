//! What the evolution lab's dynamics and Moran panels show, computed in the worker or here
//! where `cargo test` sees it: the game a page names (a preset, a payoff matrix as typed, or a
//! pasted Gambit `.nfg` file — read in the worker, so the page's module carries no reader), the
//! rest points as rows of words and fractions, and the charts (each strategy's share over time,
//! the logit equilibrium path).

use serde::{Deserialize, Serialize};

use super::logit_path::LogitPath;
use super::rest::RestPoint;
use super::trajectory::Trajectory;
use super::{EvoError, EvoGame, EvoPreset};
use crate::exact::{format_number, Q};
use crate::i18n::{Args, Catalogue};
use crate::models::nfg;
use crate::plot::{LineChart, Scale, Series};
use crate::text::{escape_html, Position};

/// The game a link to the page names: `#/evolution?game=hawk-dove` gives that preset; an
/// address without `game=`, or with a key no preset has, gives the default (zero-sum
/// rock–paper–scissors). The page lives in the second module and has no router, so it reads
/// its address through this parser (tested here) rather than by hand.
pub fn linked_game(address: &str) -> GameSource {
    let query = address.split_once('?').map_or("", |(_, q)| q);
    let key = query
        .split('&')
        .find_map(|kv| kv.strip_prefix("game="))
        .unwrap_or("");
    GameSource::Preset(EvoPreset::from_key(key).unwrap_or(EvoPreset::RpsZeroSum))
}

/// Where the page's game comes from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GameSource {
    /// A built-in game.
    Preset(EvoPreset),
    /// A symmetric game's payoff matrix as typed: one row per line, numbers (fractions and
    /// decimals too) separated by spaces or commas.
    Matrix(String),
    /// A Gambit `.nfg` file (one population when it is square with B = Aᵀ).
    Nfg(String),
}

impl GameSource {
    /// The game, or what is wrong with the text (where, for a text that does not read).
    pub fn read(&self) -> Result<EvoGame, EvoError> {
        match self {
            GameSource::Preset(p) => Ok(p.game()),
            GameSource::Matrix(text) => read_matrix(text),
            GameSource::Nfg(text) => EvoGame::from_nfg(&nfg::parse(text)?),
        }
    }
}

/// Reads a symmetric game's payoff matrix: rows on lines, entries separated by spaces or
/// commas; each row as long as there are rows. An entry that is not a number is refused at
/// its line and column.
pub fn read_matrix(text: &str) -> Result<EvoGame, EvoError> {
    let mut rows: Vec<Vec<Q>> = Vec::new();
    for (line_no, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let mut row = Vec::new();
        let mut column = 0;
        for piece in line.split_inclusive(|c: char| c == ',' || c.is_whitespace()) {
            let entry = piece.trim_end_matches(|c: char| c == ',' || c.is_whitespace());
            if !entry.is_empty() {
                let at = Position {
                    line: line_no + 1,
                    column: column + 1,
                };
                row.push(crate::models::gambit::payoff_at(at, entry)?);
            }
            column += piece.chars().count();
        }
        rows.push(row);
    }
    let n = rows.len();
    if let Some((k, r)) = rows.iter().enumerate().find(|(_, r)| r.len() != n) {
        return Err(EvoError::Shape(format!(
            "row {} has {} entries; a symmetric game's matrix is square ({n} rows, so {n} \
             entries each)",
            k + 1,
            r.len()
        )));
    }
    EvoGame::symmetric(rows, (1..=n).map(|i| format!("s{i}")).collect())
}

/// The payoff matrix as the page's text box shows it (one population), or `None` for a
/// two-population game.
pub fn matrix_text(game: &EvoGame) -> Option<String> {
    match game {
        EvoGame::Symmetric { a, .. } => Some(
            a.iter()
                .map(|r| r.iter().map(format_number).collect::<Vec<_>>().join(" "))
                .collect::<Vec<_>>()
                .join("\n"),
        ),
        EvoGame::Bimatrix(_) => None,
    }
}

/// A rest point as the page's table shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RestRow {
    /// Population x's shares in fractions, e.g. `(1/3, 1/3, 1/3)`.
    pub x: String,
    /// Population y's (two populations).
    pub y: Option<String>,
    /// "yes"/"no".
    pub nash: bool,
    /// Evolutionarily stable.
    pub ess: bool,
    /// The linearisation's verdict.
    pub stability: String,
    /// The eigenvalues, rounded.
    pub eigenvalues: String,
    /// A point of a continuum of rest points.
    pub continuum: bool,
    /// The link to the same equilibrium in the normal-form lab (`#/games?…`), when it is one.
    pub link: Option<String>,
}

fn fractions(v: &[Q]) -> String {
    format!(
        "({})",
        v.iter().map(format_number).collect::<Vec<_>>().join(", ")
    )
}

/// The rest points as rows; `link` is the normal-form lab's page of the game (its equilibria
/// are listed there in the same order as [`RestPoint::equilibrium`] counts them).
pub fn rest_rows(rest: &[RestPoint], link: Option<&str>) -> Vec<RestRow> {
    rest.iter()
        .map(|r| RestRow {
            x: fractions(&r.x),
            y: r.y.as_deref().map(fractions),
            nash: r.nash,
            ess: r.ess,
            stability: r.stability.key().to_string(),
            eigenvalues: r
                .eigenvalues
                .iter()
                .map(|e| {
                    if e.im.abs() < 1e-12 {
                        format!("{:.3}", e.re)
                    } else {
                        format!(
                            "{:.3} {} {:.3}i",
                            e.re,
                            if e.im < 0.0 { "−" } else { "+" },
                            e.im.abs()
                        )
                    }
                })
                .collect::<Vec<_>>()
                .join(", "),
            continuum: r.continuum,
            link: r.equilibrium.and(link).map(str::to_string),
        })
        .collect()
}

/// The rest points' table as markup, in English ([`rest_table_in`]).
pub fn rest_table(rows: &[RestRow]) -> String {
    crate::i18n::with_english(|w| rest_table_in(rows, w))
}

/// The linearisation's verdict (a [`RestRow::stability`] key) in the language of `words`.
pub(super) fn stability_in(key: &str, words: &Catalogue) -> String {
    match key {
        "stable" => words.msg("evolution-core-stable"),
        "unstable" => words.msg("evolution-core-unstable"),
        "saddle" => words.msg("evolution-core-saddle"),
        "centre" => words.msg("evolution-core-centre"),
        "undecided" => words.msg("evolution-core-undecided"),
        other => other.to_string(),
    }
}

/// The rest points' table as markup: every rest point in fractions, Nash and ESS, the
/// linearisation's verdict and eigenvalues, and the link to the normal-form lab, in the
/// language of `words` (the eigenvalues with its decimal separator).
pub fn rest_table_in(rows: &[RestRow], words: &Catalogue) -> String {
    let two = rows.iter().any(|r| r.y.is_some());
    let (yes, no) = (
        words.msg("evolution-core-yes"),
        words.msg("evolution-core-no"),
    );
    let yes = |b: bool| if b { yes.clone() } else { no.clone() };
    let th = |text: String| format!("<th>{}</th>", escape_html(&text));
    let mut out = format!(
        "<div class=\"scroll-x\"><table class=\"data\" id=\"evo-rest\"><caption>{}</caption>\
         <thead><tr><th>#</th>",
        escape_html(&words.msg("evolution-core-rest-caption"))
    );
    out.push_str(&if two {
        th(words.msg("evolution-core-rest-rows")) + &th(words.msg("evolution-core-rest-columns"))
    } else {
        "<th>x</th>".to_string()
    });
    out.push_str(&format!(
        "<th>Nash</th><th>ESS</th>{}{}<th></th></tr></thead><tbody>",
        th(words.msg("evolution-core-rest-stability")),
        th(words.msg("evolution-core-rest-eigenvalues"))
    ));
    // Eigenvalues listed with commas, or semicolons where the decimal separator is a comma.
    let eigenvalues = |e: &str| match words.decimal(".").as_str() {
        "." => e.to_string(),
        _ => words.decimal(&e.replace(", ", "; ")),
    };
    let continuum = format!(" {}", words.msg("evolution-core-rest-continuum"));
    for (i, r) in rows.iter().enumerate() {
        out.push_str(&format!(
            "<tr><td>{}</td><td>{}{}</td>",
            i + 1,
            escape_html(&r.x),
            if r.continuum {
                escape_html(&continuum)
            } else {
                String::new()
            }
        ));
        if two {
            out.push_str(&format!(
                "<td>{}</td>",
                escape_html(r.y.as_deref().unwrap_or(""))
            ));
        }
        out.push_str(&format!(
            "<td>{}</td><td>{}</td><td>{}</td><td class=\"small\">{}</td><td>{}</td></tr>",
            escape_html(&yes(r.nash)),
            escape_html(&yes(r.ess)),
            escape_html(&stability_in(&r.stability, words)),
            escape_html(&eigenvalues(&r.eigenvalues)),
            match &r.link {
                Some(href) => format!(
                    "<a href=\"{}\">{}</a>",
                    escape_html(href),
                    escape_html(&words.msg("evolution-core-rest-link"))
                ),
                None => String::new(),
            }
        ));
    }
    out.push_str("</tbody></table></div>");
    out
}

/// One line per strategy: rows' names, then columns' (marked), each with its value of the
/// state at every `x` (`value(k, i)`: strategy `i` of the concatenated state at point `k`).
fn strategy_lines(
    x_names: &[String],
    y_names: Option<&[String]>,
    xs: &[f64],
    value: impl Fn(usize, usize) -> f64,
    words: &Catalogue,
) -> Vec<Series> {
    let names = x_names
        .iter()
        .cloned()
        .chain(y_names.unwrap_or(&[]).iter().map(|n| {
            words.msg_with(
                "evolution-core-columns-line",
                &Args::new().text("strategy", n.as_str()),
            )
        }));
    names
        .enumerate()
        .map(|(i, name)| {
            let points = xs
                .iter()
                .enumerate()
                .map(|(k, &x)| (x, value(k, i)))
                .collect();
            Series::nth(i, name, points)
        })
        .collect()
}

/// Each strategy's share against time (or rounds) along a trajectory, in English
/// ([`time_chart_in`]).
pub fn time_chart(
    x_names: &[String],
    y_names: Option<&[String]>,
    t: &Trajectory,
    discrete: bool,
) -> LineChart {
    crate::i18n::with_english(|w| time_chart_in(x_names, y_names, t, discrete, w))
}

/// Each strategy's share against time (or rounds) along a trajectory, titled in the language
/// of `words`.
pub fn time_chart_in(
    x_names: &[String],
    y_names: Option<&[String]>,
    t: &Trajectory,
    discrete: bool,
    words: &Catalogue,
) -> LineChart {
    let n = x_names.len();
    let share = |k: usize, i: usize| match (&t.y, i < n) {
        (_, true) => t.x[k][i],
        (Some(y), false) => y[k][i - n],
        (None, false) => 0.0,
    };
    let x_axis = match discrete {
        true => words.msg("evolution-core-axis-round"),
        false => words.msg("evolution-core-axis-time"),
    };
    LineChart::lines(
        &words.msg("evolution-core-time-chart"),
        (&x_axis, Scale::Linear),
        (&words.msg("evolution-core-axis-share"), Some((0.0, 1.0))),
        strategy_lines(
            x_names,
            y_names.filter(|_| t.y.is_some()),
            &t.t,
            share,
            words,
        ),
        (640, 360),
    )
}

/// The logit equilibrium path: each strategy's probability in the quantal response
/// equilibrium against λ (log axis from λ = 0.01), in English ([`logit_chart_in`]).
pub fn logit_chart(x_names: &[String], y_names: Option<&[String]>, path: &LogitPath) -> LineChart {
    crate::i18n::with_english(|w| logit_chart_in(x_names, y_names, path, w))
}

/// The logit equilibrium path, titled in the language of `words`.
pub fn logit_chart_in(
    x_names: &[String],
    y_names: Option<&[String]>,
    path: &LogitPath,
    words: &Catalogue,
) -> LineChart {
    let points: Vec<&super::logit_path::QrePoint> =
        path.points.iter().filter(|p| p.lambda >= 0.01).collect();
    let lambdas: Vec<f64> = points.iter().map(|p| p.lambda).collect();
    let n = x_names.len();
    let probability = |k: usize, i: usize| {
        let p = points[k];
        if i < n {
            p.x[i]
        } else {
            p.y.as_ref().map_or(0.0, |y| y[i - n])
        }
    };
    LineChart::lines(
        &words.msg("evolution-core-logit-chart"),
        (&words.msg("evolution-core-axis-precision"), Scale::Log),
        (
            &words.msg("evolution-core-axis-probability"),
            Some((0.0, 1.0)),
        ),
        strategy_lines(x_names, y_names, &lambdas, probability, words),
        (640, 360),
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_link_names_its_preset_and_anything_else_gives_the_default() {
        use super::{linked_game, EvoPreset, GameSource};
        let preset = |p| GameSource::Preset(p);
        assert_eq!(
            linked_game("#/evolution?game=hawk-dove"),
            preset(EvoPreset::HawkDove)
        );
        assert_eq!(
            linked_game("#/evolution?x=1&game=stag-hunt"),
            preset(EvoPreset::StagHunt)
        );
        for address in [
            "",
            "#/evolution",
            "#/evolution?game=",
            "#/evolution?game=chess",
        ] {
            assert_eq!(
                linked_game(address),
                preset(EvoPreset::RpsZeroSum),
                "{address}"
            );
        }
        for p in EvoPreset::ALL {
            assert_eq!(
                linked_game(&format!("#/evolution?game={}", p.key())),
                preset(p)
            );
        }
    }

    use super::*;
    use crate::games::evolution::rest::rest_points;

    #[test]
    fn a_typed_matrix_is_read_or_refused_with_its_line() {
        let g = read_matrix("0 -1 1\n1 0 -1\n-1, 1, 0").unwrap();
        assert_eq!(g.a(), EvoPreset::RpsZeroSum.game().a());
        assert_eq!(matrix_text(&g).unwrap(), "0 -1 1\n1 0 -1\n-1 1 0");
        assert!(read_matrix("1 2\n3")
            .unwrap_err()
            .to_string()
            .contains("row 2"));
        match read_matrix("1,  x\n3 4").unwrap_err() {
            EvoError::Text(e) => assert_eq!((e.line, e.column), (1, 5), "{e}"),
            e => panic!("{e}"),
        }
        match read_matrix("1 2\n\n3\t1/0").unwrap_err() {
            EvoError::Text(e) => assert_eq!((e.line, e.column), (3, 3), "{e}"),
            e => panic!("{e}"),
        }
        assert!(read_matrix("1e400 0\n0 0").is_err(), "out of range refused");
        assert!(read_matrix("1").is_err(), "one strategy");
    }

    #[test]
    fn hawk_dove_rows_say_fractions_and_kinds() {
        let rest = rest_points(&EvoPreset::HawkDove.game());
        let rows = rest_rows(&rest, Some("#/games?x"));
        let mixed = rows
            .iter()
            .find(|r| r.x == "(1/2, 1/2)")
            .expect("the mixed point");
        assert!(mixed.nash && mixed.ess);
        assert_eq!(mixed.stability, "stable");
        assert_eq!(mixed.link.as_deref(), Some("#/games?x"));
        assert!(rows.iter().filter(|r| !r.nash).all(|r| r.link.is_none()));
        let html = rest_table(&rows);
        assert_eq!(html.matches("<tr>").count(), rows.len() + 1);
        assert!(html.contains("<td>(1/2, 1/2)</td><td>yes</td><td>yes</td><td>stable</td>"));
    }

    #[test]
    fn an_nfg_file_is_one_population_when_symmetric() {
        let text = "NFG 1 R \"hd\" { \"1\" \"2\" } { 2 2 }\n-1 -1 2 0 0 2 1 1\n";
        let g = GameSource::Nfg(text.into()).read().unwrap();
        assert!(g.is_symmetric());
        assert!(GameSource::Nfg("NFG 1".into()).read().is_err());
    }
}
