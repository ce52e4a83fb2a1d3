//! The iterated prisoner's dilemma's worker jobs, for the evolution lab's page. The page sends
//! its form as typed ([`IpdForm`]); the worker reads it (the errors go back by field), plays,
//! and answers with a rendered view ([`Rendered`]), so the page's module carries neither the
//! strategies nor the tournament's statistics. A tournament is played in shares, one per
//! worker ([`Request::Share`]), and put together by one more request ([`Request::Tournament`]).
//! The page's limits are checked here: the core's own are generous for the command line; the
//! page's keep every message small and every job under a few seconds.

use serde::{Deserialize, Serialize};

use super::bench::{IpdBench, MAX_BENCH_REPETITIONS};
use super::forms::IpdForm;
use super::play::play_match;
use super::population::Population;
use super::race::{race, Duel};
use super::tournament::{merge, shares, Partial, RangeJob, TournamentSpec};
use super::views::{
    bench_view, match_view_in, population_view_in, race_live_in, race_view_in, strategies_view_in,
    tournament_view_in,
};
use crate::i18n::{Args, Catalogue, Said};
use crate::jobs::{Adapt, Clock, LabJob, Once, Progress, StartError, Started};
use crate::racing::jobs::RaceJob;
use crate::rendered::Rendered;
use crate::rng::Seed;
use crate::text::FieldError;

/// The most matches of one tournament on the page (their totals travel back to the page: 16
/// bytes each).
pub const PAGE_MAX_MATCHES: u64 = 200_000;

/// The most turns of a match shown move by move.
pub const PAGE_MAX_MATCH_TURNS: u32 = 10_000;

/// The most rounds of population play in one job.
pub const PAGE_MAX_ROUNDS: u32 = 1_000;

/// The most games a race of the page may play before it stops undecided.
pub const PAGE_MAX_RACE_GAMES: u64 = 1_000_000;

/// The jobs of the prisoner's dilemma panels.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// The strategies with their descriptions.
    Strategies {
        /// The page's language (empty: English).
        #[serde(default)]
        lang: String,
    },
    /// One match between the form's A and B, every move kept.
    Match(IpdForm),
    /// Share `share` of `of` of the form's tournament.
    Share {
        /// The form.
        form: IpdForm,
        /// Which share (from 0).
        share: u32,
        /// Shares in all.
        of: u32,
    },
    /// The tournament put together from its shares, with the workers' time.
    Tournament {
        /// The form.
        form: IpdForm,
        /// Every share's totals.
        parts: Vec<Partial>,
        /// How long the shares took (the slowest worker), in ms.
        millis: f64,
    },
    /// Which of the form's A and B is better: a race over their games.
    Race(IpdForm),
    /// Population play as the form sets it.
    Population(IpdForm),
    /// The benchmark: matches per second over a tournament of the classics.
    Bench {
        /// Repetitions of the benchmark's tournament.
        repetitions: u32,
    },
}

/// What the prisoner's dilemma jobs return.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// The form's errors: (field, reason).
    Invalid(Vec<(String, String)>),
    /// From [`Request::Share`]: this share's match totals.
    Share(Partial),
    /// Everything else, rendered.
    View(Rendered),
}

/// The live state of a race or of population play, rendered.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Detail {
    /// The view so far.
    View(Rendered),
}

/// The form's errors, each in the language of `words`.
fn invalid(errors: Vec<FieldError>, words: &Catalogue) -> Output {
    Output::Invalid(
        errors
            .into_iter()
            .map(|e| (e.field.to_string(), words.say(&e.said)))
            .collect(),
    )
}

/// The tournament the form describes, within the page's limits.
fn page_tournament(form: &IpdForm) -> Result<TournamentSpec, Vec<FieldError>> {
    let spec = form.tournament()?;
    if spec.matches() > PAGE_MAX_MATCHES {
        return Err(vec![FieldError::new(
            "repetitions",
            Said::new("field-ipd-too-many-matches")
                .text("n", spec.matches().to_string())
                .count("max", PAGE_MAX_MATCHES as i64),
        )]);
    }
    Ok(spec)
}

/// Population play as a job, one unit per round, showing the counts so far.
struct PopulationJob {
    population: Population,
    rounds: u32,
    names: Vec<String>,
    counts: Vec<Vec<u32>>,
    words: Catalogue,
}

impl PopulationJob {
    fn view(&self) -> Rendered {
        population_view_in(&self.names, &self.counts, &self.words)
    }
}

impl LabJob<Output, Detail> for PopulationJob {
    fn step(&mut self, budget: u64) -> Option<Output> {
        let mut left = budget.max(1);
        while self.population.rounds() < u64::from(self.rounds) && left > 0 {
            self.counts.push(self.population.round().counts);
            left -= 1;
        }
        (self.population.rounds() >= u64::from(self.rounds)).then(|| Output::View(self.view()))
    }

    fn progress(&self) -> Progress {
        let done = self.population.rounds();
        Progress {
            done,
            total: Some(u64::from(self.rounds)),
            fraction: done as f64 / f64::from(self.rounds.max(1)),
            unit: "rounds".into(),
        }
    }

    fn detail(&self) -> Option<Detail> {
        Some(Detail::View(self.view()))
    }
}

/// A race between two named strategies, shown as it runs.
struct NamedRace {
    job: RaceJob<Duel>,
    names: [String; 2],
    words: Catalogue,
}

impl LabJob<Output, Detail> for NamedRace {
    fn step(&mut self, budget: u64) -> Option<Output> {
        let (outcome, state) = self.job.step(budget)?;
        let names = [self.names[0].as_str(), self.names[1].as_str()];
        Some(Output::View(race_view_in(
            &outcome,
            &state,
            names,
            &self.words,
        )))
    }
    fn progress(&self) -> Progress {
        self.job.progress()
    }
    fn detail(&self) -> Option<Detail> {
        self.job
            .detail()
            .map(|s| Detail::View(race_live_in(&s, &self.words)))
    }
}

/// An answer already computed, as a job of one step.
fn ready(output: Output) -> Started<Output, Detail> {
    Started::new(Adapt(Once::new("matches", move || output), |o| o), 1)
}

/// Starts a request's job. A form with errors is not a failure: its answer lists them.
pub fn start(request: &Request, clock: Clock) -> Result<Started<Output, Detail>, StartError> {
    Ok(match request {
        Request::Strategies { lang } => {
            ready(Output::View(strategies_view_in(&Catalogue::of_code(lang))))
        }
        Request::Match(form) => ready(match form.match_request() {
            Err(e) => invalid(e, &Catalogue::of_code(&form.lang)),
            Ok(super::forms::MatchSpec {
                a,
                b,
                turns,
                noise,
                payoffs,
                seed,
            }) => {
                if turns > PAGE_MAX_MATCH_TURNS {
                    invalid(
                        vec![FieldError::new(
                            "turns",
                            Said::new("field-ipd-match-turns")
                                .count("max", PAGE_MAX_MATCH_TURNS.into()),
                        )],
                        &Catalogue::of_code(&form.lang),
                    )
                } else {
                    let result = play_match(&a, &b, turns, noise, &payoffs, Seed(seed));
                    let words = Catalogue::of_code(&form.lang);
                    Output::View(match_view_in(
                        &result,
                        [&a.name_in(&words), &b.name_in(&words)],
                        &payoffs,
                        &words,
                    ))
                }
            }
        }),
        Request::Share { form, share, of } => match page_tournament(form) {
            Err(e) => ready(invalid(e, &Catalogue::of_code(&form.lang))),
            Ok(spec) => {
                let ranges = shares(spec.matches(), u64::from((*of).max(1)));
                let (first, count) = ranges.get(*share as usize).copied().unwrap_or((0, 0));
                Started::new(Adapt(RangeJob::new(spec, first, count), Output::Share), 64)
            }
        },
        Request::Tournament {
            form,
            parts,
            millis,
        } => {
            let words = Catalogue::of_code(&form.lang);
            ready(match (page_tournament(form), form.generations()) {
                (Err(e), _) => invalid(e, &words),
                (_, Err(e)) => invalid(vec![e], &words),
                (Ok(spec), Ok(generations)) => {
                    let result = merge(&spec, parts.clone())?;
                    Output::View(tournament_view_in(&result, generations, *millis, &words))
                }
            })
        }
        Request::Race(form) => match form.race() {
            Err(e) => ready(invalid(e, &Catalogue::of_code(&form.lang))),
            Ok((duel, algorithm, params)) => {
                let words = Catalogue::of_code(&form.lang);
                if params.cap > PAGE_MAX_RACE_GAMES {
                    return Err(StartError::field(
                        "cap",
                        words.msg_with(
                            "evolution-core-ipd-race-cap",
                            &Args::new().count("max", PAGE_MAX_RACE_GAMES as i64),
                        ),
                    ));
                }
                let names = [duel.a.name_in(&words), duel.b.name_in(&words)];
                let race = race(duel, algorithm, &params)?;
                Started::new(
                    NamedRace {
                        job: RaceJob(race),
                        names,
                        words,
                    },
                    1,
                )
            }
        },
        Request::Population(form) => match form.population() {
            Err(e) => ready(invalid(e, &Catalogue::of_code(&form.lang))),
            Ok(super::forms::PopulationPlan {
                strategies,
                counts,
                settings,
                rounds,
                seed,
            }) => {
                let words = Catalogue::of_code(&form.lang);
                if rounds == 0 || rounds > PAGE_MAX_ROUNDS {
                    return Ok(ready(invalid(
                        vec![FieldError::new(
                            "rounds",
                            Said::new("field-ipd-rounds").count("max", PAGE_MAX_ROUNDS.into()),
                        )],
                        &words,
                    )));
                }
                let names = strategies.iter().map(|s| s.name_in(&words)).collect();
                match Population::new(strategies, counts, settings, Seed(seed)) {
                    Err(reason) => ready(invalid(
                        vec![FieldError::english("population", reason)],
                        &words,
                    )),
                    Ok(population) => {
                        let counts = vec![population.counts().to_vec()];
                        Started::new(
                            PopulationJob {
                                population,
                                rounds,
                                names,
                                counts,
                                words,
                            },
                            1,
                        )
                    }
                }
            }
        },
        Request::Bench { repetitions } => {
            if *repetitions == 0 || *repetitions > MAX_BENCH_REPETITIONS {
                return Err(StartError::field(
                    "repetitions",
                    format!("the benchmark runs 1–{MAX_BENCH_REPETITIONS} repetitions"),
                ));
            }
            Started::new(
                Adapt(
                    IpdBench::new(*repetitions, Box::new(clock))?,
                    |rows: Vec<_>| Output::View(bench_view(&rows)),
                ),
                1,
            )
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ipd::play_tournament;
    use crate::games::ipd::views::strategies_view;

    fn finish(request: &Request) -> Output {
        let mut job = start(request, || 0.0).unwrap().job;
        loop {
            if let Some(o) = job.step(1_000) {
                return o;
            }
        }
    }

    fn view(o: Output) -> Rendered {
        match o {
            Output::View(r) => r,
            other => panic!("a view, not {other:?}"),
        }
    }

    #[test]
    fn the_default_match_is_tit_for_tat_against_defector() {
        let r = view(finish(&Request::Match(IpdForm::default())));
        assert!(
            r.html
                .contains("Tit For Tat cooperated 1 times and scored 199"),
            "{}",
            r.html
        );
        assert!(r
            .html
            .contains("Defector cooperated 0 times and scored 204"));
    }

    #[test]
    fn shares_put_together_are_the_whole_tournament() {
        let form = IpdForm {
            noise: "0.05".into(),
            repetitions: "3".into(),
            turns: "50".into(),
            ..IpdForm::default()
        };
        let parts: Vec<Partial> = (0..3)
            .map(|share| {
                match finish(&Request::Share {
                    form: form.clone(),
                    share,
                    of: 3,
                }) {
                    Output::Share(p) => p,
                    other => panic!("{other:?}"),
                }
            })
            .collect();
        let spec = form.tournament().unwrap();
        assert_eq!(
            merge(&spec, parts.clone()).unwrap(),
            play_tournament(&spec).unwrap()
        );
        let r = view(finish(&Request::Tournament {
            form,
            parts,
            millis: 12.0,
        }));
        assert!(r
            .html
            .contains("13 players, 3 repetitions, 50 turns: played in 12 ms"));
        assert_eq!(r.files.len(), 2);
    }

    #[test]
    fn errors_come_back_by_field() {
        let form = IpdForm {
            noise: "2".into(),
            ..IpdForm::default()
        };
        match finish(&Request::Match(form)) {
            Output::Invalid(e) => assert_eq!(e[0].0, "noise"),
            other => panic!("{other:?}"),
        }
        let big = IpdForm {
            repetitions: "5000".into(),
            ..IpdForm::default()
        };
        match finish(&Request::Share {
            form: big,
            share: 0,
            of: 2,
        }) {
            Output::Invalid(e) => assert!(e[0].1.contains("native program"), "{e:?}"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn races_and_population_play_report_as_they_run() {
        let r = view(finish(&Request::Race(IpdForm::default())));
        assert!(
            r.html.contains("Tit For Tat is better than Defector"),
            "{}",
            r.html
        );
        let form = IpdForm {
            rounds: "12".into(),
            ..IpdForm::default()
        };
        let mut job = start(&Request::Population(form), || 0.0).unwrap().job;
        assert!(job.step(3).is_none());
        let Some(Detail::View(live)) = job.detail() else {
            panic!("a live view")
        };
        assert!(live.html.contains("After round 3:"), "{}", live.html);
        let out = loop {
            if let Some(o) = job.step(100) {
                break view(o);
            }
        };
        assert!(out.html.contains("After round 12:"));
        assert_eq!(out.charts.len(), 1);
    }

    #[test]
    fn the_strategies_table_follows_the_request_s_language() {
        let table = |lang: &str| {
            view(finish(&Request::Strategies {
                lang: lang.to_string(),
            }))
            .html
        };
        let (english, polish) = (table(""), table("pl"));
        assert_eq!(english, strategies_view().html);
        assert!(english
            .contains("Cooperates on the first move, then plays what the opponent played last."));
        assert_ne!(polish, english);
        assert!(!polish.contains('⟨'), "{polish}");
        assert!(polish.contains("Wet za wet"), "{polish}");
    }

    #[test]
    fn the_answers_follow_the_form_s_language() {
        let polish = IpdForm {
            lang: "pl".into(),
            repetitions: "2".into(),
            rounds: "3".into(),
            ..IpdForm::default()
        };
        let english = IpdForm {
            lang: String::new(),
            ..polish.clone()
        };
        let check = |pl: Rendered, en: Rendered| {
            assert_ne!(pl.html, en.html);
            assert!(!pl.html.contains('⟨'), "{}", pl.html);
            for (p, e) in pl.files.iter().zip(&en.files) {
                assert_eq!((&p.name, &p.text), (&e.name, &e.text));
                assert_ne!(p.label, e.label);
            }
            for (p, e) in pl.charts.iter().zip(&en.charts) {
                assert_ne!(p.title, e.title);
                assert!(!p.title.contains('⟨'), "{}", p.title);
            }
        };
        for make in [Request::Match, Request::Race, Request::Population] {
            check(
                view(finish(&make(polish.clone()))),
                view(finish(&make(english.clone()))),
            );
        }
        let tournament = |form: &IpdForm| {
            let Output::Share(part) = finish(&Request::Share {
                form: form.clone(),
                share: 0,
                of: 1,
            }) else {
                panic!("a share")
            };
            view(finish(&Request::Tournament {
                form: form.clone(),
                parts: vec![part],
                millis: 3.0,
            }))
        };
        check(tournament(&polish), tournament(&english));
        let bad = IpdForm {
            turns: "x".into(),
            ..polish.clone()
        };
        let Output::Invalid(pl) = finish(&Request::Match(bad.clone())) else {
            panic!("refused")
        };
        let Output::Invalid(en) = finish(&Request::Match(IpdForm {
            lang: String::new(),
            ..bad
        })) else {
            panic!("refused")
        };
        assert_eq!(pl[0].0, en[0].0);
        assert_ne!(pl[0].1, en[0].1);
    }
}
