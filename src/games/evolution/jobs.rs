//! The evolution lab's worker jobs for the dynamics and the Moran panels: the phase portrait
//! with its rest points, trajectories and logit path in one answer (every part takes
//! milliseconds, so one request per edit keeps the page simple and its module free of the
//! solvers), and the Moran process exactly beside a seeded simulation. Both come back rendered
//! ([`Rendered`]: the tables as markup, the charts as data, the downloads), so the page decodes
//! one small type. The prisoner's dilemma's jobs are `games::ipd::jobs`.

use serde::{Deserialize, Serialize};

use super::field::Dynamics;
use super::integrate::{self, Settings};
use super::lab::{logit_chart_in, rest_rows, rest_table_in, time_chart_in, GameSource};
use super::logit_path::logit_path;
use super::moran::{fixation, Fixation, MoranSimulation, MoranSpec, MAX_POPULATION};
pub use super::moran_view::{moran_view, moran_view_in};
use super::picture::portrait_svg_in;
use super::portrait::{from_picture, views, View};
use super::rest::rest_points;
use super::{EvoError, EvoGame, Point};
use crate::exact::Q;
use crate::i18n::{Args, Catalogue, Said};
use crate::jobs::{Adapt, Clock, Job, LabJob, NoDetail, Once, Progress, StartError, Started};
use crate::rendered::{paragraph, Download, Rendered};
use crate::rng::Seed;
use crate::text::FieldError;
use num_traits::{One, Signed};

/// The most trajectories one portrait draws.
pub const MAX_STARTS: usize = 24;

/// The longest time (or the most rounds of fictitious play) of a trajectory on the page.
pub const MAX_TIME: f64 = 10_000.0;

/// Samples of each trajectory.
pub const SAMPLES: usize = 400;

/// The largest λ the logit path is traced to.
pub const LOGIT_LAMBDA_MAX: f64 = 1_000.0;

/// The most simulated runs of the Moran process on the page.
pub const MAX_MORAN_RUNS: u64 = 100_000;

/// Where a trajectory starts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Start {
    /// A click (or the keyboard's cursor) at picture coordinates `(u, v)` of view `view`.
    Picture {
        /// The view's index in [`views`].
        view: usize,
        /// Picture coordinates.
        u: f64,
        /// Picture coordinates (upwards).
        v: f64,
    },
    /// Shares as the person typed them: numbers separated by commas (x then y).
    Shares(String),
}

/// The jobs of the dynamics and Moran panels.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// The game's portrait in one view, its rest points, the trajectories from `starts`, and
    /// the logit equilibrium path.
    Portrait {
        /// The game.
        game: GameSource,
        /// The dynamics drawn and run.
        dynamics: Dynamics,
        /// Which view (for four strategies: which face).
        view: usize,
        /// The trajectories' starts.
        starts: Vec<Start>,
        /// How long each runs (rounds for fictitious play).
        time: f64,
        /// The keyboard cursor, in picture coordinates.
        cursor: Option<(f64, f64)>,
        /// The page's language code (empty: English, as the command line asks).
        #[serde(default)]
        lang: String,
    },
    /// The Moran process: fixation probabilities exactly, and simulated runs.
    Moran {
        /// The game.
        game: GameSource,
        /// The panel's fields as typed.
        form: MoranForm,
    },
}

/// The Moran panel's fields, as typed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoranForm {
    /// The population N.
    pub population: String,
    /// The selection intensity w (a fraction or a decimal).
    pub intensity: String,
    /// The two strategies, numbered from 1: `1,2`.
    pub pair: String,
    /// Simulated runs.
    pub runs: String,
    /// The simulation's seed.
    pub seed: String,
    /// The page's language code, for the answer's words (empty: English).
    #[serde(default)]
    pub lang: String,
}

impl Default for MoranForm {
    fn default() -> Self {
        MoranForm {
            population: "20".into(),
            intensity: "1/10".into(),
            pair: "1,2".into(),
            runs: "10000".into(),
            seed: "1".into(),
            lang: String::new(),
        }
    }
}

/// The portrait and everything beside it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Portrait {
    /// The picture (SVG), or why there is none (a game of more than 2×2 between two
    /// populations).
    pub svg: Result<String, String>,
    /// The views' names (the faces of a tetrahedron), for the view chooser.
    pub views: Vec<String>,
    /// The payoff matrix as text (one population).
    pub matrix: Option<String>,
    /// Trajectories drawn.
    pub trajectories: usize,
    /// The rest points' table, the charts (shares over time, the logit path) and the
    /// downloads.
    pub view: Rendered,
}

/// What the jobs return.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// From [`Request::Portrait`].
    Portrait(Box<Portrait>),
    /// From [`Request::Moran`].
    Moran(Rendered),
    /// The Moran panel's request refused: the field it is about ([`MoranForm::value_of`]'s
    /// names; `None` when it is about the game), and why.
    Invalid {
        /// The field, if the refusal is about one.
        field: Option<String>,
        /// Why, in words.
        reason: String,
    },
}

impl MoranForm {
    /// The value of a field a refusal names, as typed (`population`, `intensity`, `pair`,
    /// `runs`, `seed`).
    pub fn value_of(&self, field: &str) -> Option<&str> {
        Some(match field {
            "population" => &self.population,
            "intensity" => &self.intensity,
            "pair" => &self.pair,
            "runs" => &self.runs,
            "seed" => &self.seed,
            _ => return None,
        })
    }

    /// Whether a refusal of a run asked with `asked` still applies to this form: it is about
    /// the game (no field), or its field holds what it held then.
    pub fn still_wrong(&self, asked: &MoranForm, field: Option<&str>) -> bool {
        field.is_none_or(|f| self.value_of(f) == asked.value_of(f))
    }
}

/// The portrait, computed at once (milliseconds), in English ([`portrait_in`]).
pub fn portrait(
    game: &EvoGame,
    dynamics: Dynamics,
    view: usize,
    starts: &[Start],
    time: f64,
    cursor: Option<(f64, f64)>,
) -> Result<Portrait, String> {
    crate::i18n::with_english(|w| portrait_in(game, dynamics, view, starts, time, cursor, w))
}

/// The portrait, computed at once (milliseconds), worded in the language of `words`.
pub fn portrait_in(
    game: &EvoGame,
    dynamics: Dynamics,
    view: usize,
    starts: &[Start],
    time: f64,
    cursor: Option<(f64, f64)>,
    words: &Catalogue,
) -> Result<Portrait, String> {
    if starts.len() > MAX_STARTS {
        return Err(words.msg_with(
            "evolution-core-too-many-starts",
            &Args::new().count("max", MAX_STARTS as i64),
        ));
    }
    if !(time > 0.0 && time <= MAX_TIME) {
        return Err(words.msg_with(
            "evolution-core-time-range",
            &Args::new().count("max", MAX_TIME as i64),
        ));
    }
    if let Dynamics::Logit { lambda } | Dynamics::StochasticFictitious { lambda, .. } = dynamics {
        if !(lambda.is_finite() && (0.0..=1e6).contains(&lambda)) {
            return Err(words.msg("evolution-core-lambda-range"));
        }
    }
    let no_view = || words.msg("evolution-core-no-view");
    let all_views = views(game);
    let view_list: Vec<View> = all_views.clone().unwrap_or_default();
    let chosen = view_list.get(view).copied();
    let mut trajectories = Vec::with_capacity(starts.len());
    for s in starts {
        let point = match s {
            Start::Picture { view, u, v } => match view_list.get(*view) {
                Some(w) => from_picture(game, *w, *u, *v),
                None => return Err(no_view()),
            },
            Start::Shares(text) => {
                let shares = text
                    .split(',')
                    .map(|t| {
                        crate::text::read_real(t).map_err(|e| {
                            words.msg_with(
                                "evolution-core-start",
                                &Args::new()
                                    .text("start", t.trim())
                                    .text("reason", words.say(&e.said())),
                            )
                        })
                    })
                    .collect::<Result<Vec<f64>, String>>()?;
                Point::checked(game, &shares).map_err(|e| e.to_string())?
            }
        };
        let settings = Settings::new(dynamics, point, time, SAMPLES);
        trajectories.push(integrate::run_with(game, &settings).map_err(|e| e.to_string())?);
    }
    let rest = rest_points(game);
    let normal_form = crate::links::normal_form_game(&game.to_bimatrix()).map(|l| l.href());
    let svg = match (all_views, chosen) {
        (Err(e), _) => Err(e.to_string()),
        (Ok(_), None) => Err(no_view()),
        (Ok(_), Some(v)) => Ok(portrait_svg_in(
            game,
            &dynamics,
            (v, &rest),
            &trajectories,
            cursor,
            words,
        )),
    };
    let (names, cols) = game.names();
    let discrete = dynamics.is_discrete();
    let mut charts = Vec::new();
    let mut files = Vec::new();
    if let Ok(svg) = &svg {
        files.push(Download {
            id: "evo-svg".into(),
            label: words.msg("evolution-core-download-svg"),
            name: "portrait.svg".into(),
            mime: "image/svg+xml".into(),
            text: svg.clone(),
        });
    }
    if let Some(t) = trajectories.last() {
        charts.push(time_chart_in(&names, cols.as_deref(), t, discrete, words));
        files.push(Download {
            id: "evo-csv".into(),
            label: words.msg("evolution-core-download-csv"),
            name: "trajectory.csv".into(),
            mime: "text/csv".into(),
            text: t.to_csv(),
        });
    }
    let mut html = rest_table_in(&rest_rows(&rest, normal_form.as_deref()), words);
    match logit_path(game, LOGIT_LAMBDA_MAX) {
        Ok(path) => charts.push(logit_chart_in(&names, cols.as_deref(), &path, words)),
        Err(e) => html.push_str(&paragraph(
            "evo-logit-error",
            &words.msg_with(
                "evolution-core-logit-failed",
                &Args::new().text("reason", e.to_string()),
            ),
        )),
    }
    let view_names = view_list
        .iter()
        .map(|v| match v {
            View::Face { absent } => words.msg_with(
                "evolution-core-view-face",
                &Args::new().text("strategy", names[*absent].as_str()),
            ),
            View::Segment => words.msg("evolution-core-view-segment"),
            View::Triangle => words.msg("evolution-core-view-triangle"),
            View::Square => words.msg("evolution-core-view-square"),
        })
        .collect();
    Ok(Portrait {
        svg,
        views: view_names,
        matrix: super::lab::matrix_text(game),
        trajectories: trajectories.len(),
        view: Rendered {
            html: format!("<div>{html}</div>"),
            charts,
            files,
        },
    })
}

/// The Moran job: the exact answer first, then the runs (one unit each).
struct MoranJob {
    exact: Fixation,
    words: Catalogue,
    names: [String; 2],
    simulation: MoranSimulation,
}

impl LabJob<Output, NoDetail> for MoranJob {
    fn step(&mut self, budget: u64) -> Option<Output> {
        let tally = self.simulation.step(budget)?;
        Some(Output::Moran(moran_view_in(
            &self.exact,
            &tally,
            &self.names,
            &self.words,
        )))
    }

    fn progress(&self) -> Progress {
        self.simulation.progress()
    }
}

/// Reads the Moran panel's fields: the spec, the runs and the seed.
/// A number for a refusal: as the person typed it when that is short, else
/// [`crate::exact::readable`] (so `1e400` is not written out in 401 digits, and `1.0000001`
/// is not rounded to look like 1).
fn as_typed(typed: &str, q: &Q) -> String {
    let typed = typed.trim();
    if typed.chars().count() <= 24 {
        typed.to_string()
    } else {
        crate::exact::readable(q)
    }
}

fn read_moran(game: &EvoGame, form: &MoranForm) -> Result<(MoranSpec, u64, u64), FieldError> {
    let refuse = FieldError::new;
    let labelled = |what: Said, said: Said| {
        Said::new("field-labelled")
            .said("label", what)
            .said("reason", said)
    };
    // A symbol is the same in every language.
    let symbol = |s: &str| Said::new("field-reason").text("reason", s);
    let count = |s: &str, field: &'static str, what: Said| {
        crate::text::read_count::<u64>(s).map_err(|e| refuse(field, labelled(what, e.said())))
    };
    let n = game.n();
    let pair: Vec<usize> = form
        .pair
        .split(',')
        .map(|t| {
            t.trim()
                .parse::<usize>()
                .ok()
                .filter(|&i| (1..=n).contains(&i))
        })
        .collect::<Option<Vec<usize>>>()
        .filter(|p| p.len() == 2 && p[0] != p[1])
        .ok_or_else(|| refuse("pair", Said::new("field-moran-pair").count("max", n as i64)))?;
    let intensity = crate::text::read_number(&form.intensity)
        .map_err(|e| refuse("intensity", labelled(symbol("w"), e.said())))?;
    if intensity.is_negative() || intensity > Q::one() {
        return Err(refuse(
            "intensity",
            Said::new("field-moran-intensity")
                .decimal("got", as_typed(&form.intensity, &intensity)),
        ));
    }
    let population = count(&form.population, "population", symbol("N"))?;
    if !(2..=MAX_POPULATION).contains(&population) {
        return Err(refuse(
            "population",
            Said::new("field-moran-population")
                .count("max", MAX_POPULATION as i64)
                .text("got", population.to_string()),
        ));
    }
    let runs = count(&form.runs, "runs", Said::new("field-label-runs"))?;
    if runs == 0 || runs > MAX_MORAN_RUNS {
        return Err(refuse(
            "runs",
            Said::new("field-moran-runs").count("max", MAX_MORAN_RUNS as i64),
        ));
    }
    Ok((
        MoranSpec {
            population,
            intensity,
            strategies: [pair[0] - 1, pair[1] - 1],
        },
        runs,
        count(&form.seed, "seed", Said::new("field-label-seed"))?,
    ))
}

/// Starts a request's job.
pub fn start(request: &Request, _clock: Clock) -> Result<Started<Output, NoDetail>, StartError> {
    match request {
        Request::Portrait {
            game,
            dynamics,
            view,
            starts,
            time,
            cursor,
            lang,
        } => {
            let game = game.read()?;
            let words = Catalogue::of_code(lang);
            let p = portrait_in(&game, *dynamics, *view, starts, *time, *cursor, &words)?;
            Ok(ready(Output::Portrait(Box::new(p))))
        }
        Request::Moran { game, form } => {
            let game = game.read()?;
            let words = Catalogue::of_code(&form.lang);
            let checked = read_moran(&game, form)
                .map_err(|e| (Some(e.field.to_string()), words.say(&e.said)))
                .and_then(|(spec, runs, seed)| {
                    // What the form's checks leave to the game: a fitness that is not
                    // positive, a game of two populations.
                    let about_game = |e: EvoError| (None, e.to_string());
                    let exact = fixation(&game, &spec).map_err(about_game)?;
                    let simulation = MoranSimulation::new(&game, &spec, Seed(seed), 0..runs)
                        .map_err(about_game)?;
                    Ok((spec, exact, simulation))
                });
            match checked {
                Err((field, reason)) => Ok(ready(Output::Invalid { field, reason })),
                Ok((spec, exact, simulation)) => {
                    let (names, _) = game.names();
                    let name = |i: usize| names.get(i).cloned().unwrap_or_default();
                    Ok(Started::new(
                        MoranJob {
                            exact,
                            words,
                            names: [name(spec.strategies[0]), name(spec.strategies[1])],
                            simulation,
                        },
                        100,
                    ))
                }
            }
        }
    }
}

/// An answer already computed, as a job of one step.
fn ready(output: Output) -> Started<Output, NoDetail> {
    Started::new(Adapt(Once::new("pictures", move || output), |o| o), 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::evolution::EvoPreset;

    fn finish(request: &Request) -> Output {
        let mut job = start(request, || 0.0).unwrap().job;
        loop {
            if let Some(o) = job.step(1_000) {
                return o;
            }
        }
    }

    #[test]
    fn a_click_on_rock_paper_scissors_draws_a_closed_orbit() {
        let game = EvoPreset::RpsZeroSum.game();
        let starts = [Start::Picture {
            view: 0,
            u: 0.5,
            v: 0.2,
        }];
        let p = portrait(&game, Dynamics::Replicator, 0, &starts, 30.0, None).unwrap();
        assert!(p.svg.as_ref().unwrap().contains("class=\"trajectory\""));
        assert_eq!(p.trajectories, 1);
        // The trajectory's CSV: x1·x2·x3 is constant along the orbit.
        let csv = &p
            .view
            .files
            .iter()
            .find(|f| f.name == "trajectory.csv")
            .unwrap()
            .text;
        let prods: Vec<f64> = csv
            .lines()
            .skip(1)
            .map(|l| {
                l.split(',')
                    .skip(1)
                    .map(|v| v.parse::<f64>().unwrap())
                    .product()
            })
            .collect();
        assert_eq!(prods.len(), SAMPLES + 1);
        assert!(prods.iter().all(|p| (p - prods[0]).abs() < 1e-8));
        // The centre: Nash, not ESS, a centre, linked to the normal-form lab.
        assert!(p
            .view
            .html
            .contains("<td>(1/3, 1/3, 1/3)</td><td>yes</td><td>no</td><td>centre</td>"));
        assert!(p.view.html.contains("in the normal-form lab"));
        assert_eq!(
            p.view.charts.len(),
            2,
            "shares over time and the logit path"
        );
        let Output::Portrait(q) = finish(&Request::Portrait {
            game: GameSource::Preset(EvoPreset::RpsZeroSum),
            dynamics: Dynamics::Replicator,
            view: 0,
            starts: starts.to_vec(),
            time: 30.0,
            cursor: None,
            lang: String::new(),
        }) else {
            panic!("a portrait")
        };
        assert_eq!(*q, p);
    }

    #[test]
    fn four_strategies_have_four_faces_and_bad_input_is_refused() {
        let game = EvoPreset::HawkDoveRetaliatorBully.game();
        let p = portrait(&game, Dynamics::Replicator, 2, &[], 10.0, Some((0.3, 0.3))).unwrap();
        assert_eq!(p.views.len(), 4);
        assert!(p.svg.unwrap().contains("id=\"cursor\""));
        assert!(portrait(&game, Dynamics::Replicator, 0, &[], -1.0, None).is_err());
        let bad = Request::Portrait {
            game: GameSource::Matrix("1 2\n3".into()),
            dynamics: Dynamics::Replicator,
            view: 0,
            starts: vec![],
            time: 1.0,
            cursor: None,
            lang: String::new(),
        };
        assert!(start(&bad, || 0.0)
            .err()
            .unwrap()
            .to_string()
            .contains("row 2"));
        // Typed starts: read in the worker, a bad number named.
        let rps = EvoPreset::RpsZeroSum.game();
        let typed = |t: &str| vec![Start::Shares(t.into())];
        let p = portrait(
            &rps,
            Dynamics::Replicator,
            0,
            &typed("0.5, 0.3, 0.2"),
            5.0,
            None,
        );
        assert_eq!(p.unwrap().trajectories, 1);
        let e = portrait(
            &rps,
            Dynamics::Replicator,
            0,
            &typed("0.5, x, 0.5"),
            5.0,
            None,
        );
        assert!(e.unwrap_err().contains("start “x”"));
        let e = portrait(&rps, Dynamics::Replicator, 0, &typed("0.5, 0.5"), 5.0, None);
        assert!(e.unwrap_err().contains("3 shares"));
    }

    #[test]
    fn a_matrix_that_does_not_read_is_refused_where_and_why_in_the_page_s_language() {
        let refused = start(
            &Request::Portrait {
                game: GameSource::Matrix("1 x\n0 1".into()),
                dynamics: Dynamics::Replicator,
                view: 0,
                starts: vec![],
                time: 5.0,
                cursor: None,
                lang: String::new(),
            },
            || 0.0,
        )
        .err()
        .expect("refused");
        let english = crate::i18n::with_english(|w| refused.words_in(w));
        assert_eq!(english, refused.to_string());
        assert!(english.starts_with("line 1, column 3: "), "{english}");
        let pl = Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let polish = refused.words_in(&pl);
        assert!(polish != english && !polish.contains('⟨'), "{polish}");
    }

    #[test]
    fn the_answers_follow_the_request_s_language() {
        let portrait_in = |lang: &str| {
            let Output::Portrait(p) = finish(&Request::Portrait {
                game: GameSource::Preset(EvoPreset::HawkDoveRetaliatorBully),
                dynamics: Dynamics::Replicator,
                view: 0,
                starts: vec![Start::Shares("0.2, 0.3, 0.4, 0.1".into())],
                time: 5.0,
                cursor: None,
                lang: lang.into(),
            }) else {
                panic!("a portrait")
            };
            p
        };
        let (en, pl) = (portrait_in(""), portrait_in("pl"));
        assert_eq!(en.views[0], "the face without hawk");
        assert_eq!(en.view.files[0].label, "Download the picture (SVG)");
        assert_eq!(pl.views[0], "ściana bez strategii hawk");
        assert_ne!(pl.view.html, en.view.html);
        assert_ne!(pl.view.charts[0].title, en.view.charts[0].title);
        assert!(pl.view.html.contains("wartości własne"), "{}", pl.view.html);
        assert_eq!(en.view.files[0].name, pl.view.files[0].name);
        let moran = |lang: &str| {
            let Output::Moran(view) = finish(&Request::Moran {
                game: GameSource::Preset(EvoPreset::HawkDove),
                form: MoranForm {
                    runs: "100".into(),
                    lang: lang.into(),
                    ..MoranForm::default()
                },
            }) else {
                panic!("a Moran answer")
            };
            view.html
        };
        let (en, pl) = (moran(""), moran("pl"));
        assert!(en.contains("Exactly: one dove fixes among hawk"), "{en}");
        assert!(pl.contains("Dokładnie: jeden mutant dove"), "{pl}");
        assert!(pl.contains("symulacja (100 przebiegów)"), "{pl}");
        for text in [&pl, &portrait_in("pl").view.html] {
            assert!(!text.contains('⟨'), "{text}");
        }
        let Output::Invalid { reason, .. } = finish(&Request::Moran {
            game: GameSource::Preset(EvoPreset::HawkDove),
            form: MoranForm {
                runs: "0".into(),
                lang: "pl".into(),
                ..MoranForm::default()
            },
        }) else {
            panic!("a refusal")
        };
        let english = read_moran(
            &EvoPreset::HawkDove.game(),
            &MoranForm {
                runs: "0".into(),
                ..MoranForm::default()
            },
        )
        .unwrap_err()
        .reason;
        assert_ne!(reason, english);
        assert!(!reason.contains('⟨'), "{reason}");
    }

    #[test]
    fn moran_exact_beside_its_simulation() {
        let game = EvoPreset::HawkDove.game();
        let (spec, runs, seed) = read_moran(&game, &MoranForm::default()).unwrap();
        assert_eq!((spec.population, runs, seed), (20, 10_000, 1));
        let exact = fixation(&game, &spec).unwrap();
        let tally = MoranSimulation::new(&game, &spec, Seed(seed), 0..4_000)
            .unwrap()
            .step(u64::MAX)
            .unwrap();
        let f = exact.as_f64();
        let [(_, lo_b, hi_b), (_, lo_a, hi_a)] = tally.estimates(crate::stats::Z99);
        assert!(lo_b <= f[1] && f[1] <= hi_b);
        assert!(lo_a <= f[0] && f[0] <= hi_a);
        let Output::Moran(view) = finish(&Request::Moran {
            game: GameSource::Preset(EvoPreset::HawkDove),
            form: MoranForm::default(),
        }) else {
            panic!("a Moran answer")
        };
        assert!(view.html.contains("neutral drift's 1/20"), "{}", view.html);
        assert!(view.html.contains("simulated (10000 runs)"));
        for (pair, w) in [("1,1", "1/10"), ("1,5", "1/10"), ("1,2", "2"), ("1,2", "x")] {
            let form = MoranForm {
                pair: pair.into(),
                intensity: w.into(),
                ..MoranForm::default()
            };
            assert!(
                matches!(
                    finish(&Request::Moran {
                        game: GameSource::Preset(EvoPreset::HawkDove),
                        form
                    }),
                    Output::Invalid { .. }
                ),
                "{pair} {w}"
            );
        }
        // Each refusal names its field; w = 1e400 is said in a few characters.
        for (form, field) in [
            (
                MoranForm {
                    pair: "1,1".into(),
                    ..MoranForm::default()
                },
                "pair",
            ),
            (
                MoranForm {
                    intensity: "1e400".into(),
                    ..MoranForm::default()
                },
                "intensity",
            ),
            (
                MoranForm {
                    population: "1".into(),
                    ..MoranForm::default()
                },
                "population",
            ),
            (
                MoranForm {
                    runs: "0".into(),
                    ..MoranForm::default()
                },
                "runs",
            ),
            (
                MoranForm {
                    seed: "-1".into(),
                    ..MoranForm::default()
                },
                "seed",
            ),
        ] {
            let game = GameSource::Preset(EvoPreset::HawkDove);
            match finish(&Request::Moran {
                game,
                form: form.clone(),
            }) {
                Output::Invalid {
                    field: Some(f),
                    reason,
                } => {
                    assert_eq!(f, field, "{reason}");
                    assert!(form.value_of(&f).is_some());
                    assert!(form.still_wrong(&form, Some(&f)));
                    assert!(!MoranForm::default().still_wrong(&form, Some(&f)), "{f}");
                    assert!(reason.len() < 120, "{reason}");
                }
                other => panic!("{field}: {other:?}"),
            }
        }
    }
}
