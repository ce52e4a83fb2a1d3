//! The racing page model's tests: the error-curve form, its link, its jobs, the merging of
//! Monte Carlo tallies and the CSV export.

use super::*;
use crate::racing::curves::MAX_POINTS;
use crate::racing::jobs::{start, Output, Request};
use crate::racing::race::PrecisionStop;
use crate::racing::Algorithm;

fn run(spec: &Request) -> Output {
    let mut started = start(spec, || 0.0).expect("a valid job");
    loop {
        if let Some(out) = started.job.step(started.initial_budget.max(1_000)) {
            return out;
        }
    }
}

fn mc(spec: &Request) -> McTallies {
    match run(spec) {
        Output::Mc(t) => t,
        other => panic!("not Monte Carlo: {other:?}"),
    }
}

fn small() -> CurveForm {
    CurveForm {
        from: "0.3".into(),
        to: "0.7".into(),
        steps: "3".into(),
        runs: "10".into(),
        seed: "9".into(),
        ..CurveForm::default()
    }
}

#[test]
fn lebr_without_the_precision_stop_is_refused_in_monte_carlo() {
    // The configuration: LEBR, μ 0.45–0.55, 11 points, 100 runs, defaults otherwise.
    let form = CurveForm {
        algorithms: vec![Algorithm::Lebr],
        from: "0.45".into(),
        to: "0.55".into(),
        steps: "11".into(),
        runs: "100".into(),
        ..CurveForm::default()
    };
    let errors = form.request().unwrap_err();
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].field, "precision");
    assert!(errors[0]
        .reason
        .contains("LEBR stops only by its precision test"));
    // With the precision stop, or without Monte Carlo, it is a request.
    assert!(CurveForm {
        precision: true,
        ..form.clone()
    }
    .request()
    .is_ok());
    let exact_only = CurveForm {
        mc: false,
        ..form.clone()
    };
    assert!(exact_only.request().is_ok());
    // Races with a horizon or a crossing stop are fine without it.
    for a in [
        Algorithm::Ilebr,
        Algorithm::Hoeffding,
        Algorithm::IlebrStar2,
    ] {
        assert!(
            CurveForm {
                algorithms: vec![a],
                ..form.clone()
            }
            .request()
            .is_ok(),
            "{a:?}"
        );
    }
}

#[test]
fn the_default_form_is_a_valid_request() {
    let r = CurveForm::default().request().unwrap();
    assert_eq!(r.mus.len(), 41);
    assert!((r.mus[0] - 0.48).abs() < 1e-12 && (r.mus[40] - 0.52).abs() < 1e-12);
    assert_eq!((r.runs, r.seed), (200, 1));
    assert_eq!(r.params.cap, CURVE_CAP);
    assert!(r.exact && r.mc);
    assert_eq!(r.precision, PrecisionStop::Off);
    for preset in [
        CurveForm::figure_2_5(),
        CurveForm::figure_2_4(),
        CurveForm::figure_2_7(),
        CurveForm::classic_races(),
    ] {
        assert!(preset.request().is_ok(), "{preset:?}");
    }
    // Fig. 2.7: ILEBR* at its own δ, 393 tests; LEBR at the common δ.
    let fig = CurveForm::figure_2_7();
    let r = fig.request().unwrap();
    assert_eq!(r.deltas, vec![(Algorithm::IlebrStar, 3.021_014_84e-11)]);
    assert_eq!(r.params.delta, 0.05);
    assert_eq!(fig.label(Algorithm::IlebrStar), "ILEBR* (δ = 3.021e-11)");
    assert_eq!(fig.label(Algorithm::Lebr), Algorithm::Lebr.name());
    let star = crate::racing::Schedule::new(
        Algorithm::IlebrStar,
        &crate::racing::curves::params_for(&r.params, &r.deltas, Algorithm::IlebrStar),
    )
    .unwrap();
    assert_eq!(star.tests, Some(393));
    assert!(r
        .mc_jobs(2)
        .iter()
        .all(|j| matches!(j, Request::Mc { deltas, .. } if deltas == &r.deltas)));
    // The link keeps the races' own δ.
    let q = write_curve_query(&fig, Query::default());
    assert_eq!(q.cdeltas.as_deref(), Some("ilebr-star=3.02101484e-11"));
    assert_eq!(curve_form_from_query(&q), fig);
    // Bad own δ are named.
    for (text, want) in [
        ("ilebr-star", "write race=δ"),
        ("nope=0.1", "not one of the races"),
        ("ilebr2=0.1", "not among the chosen races"),
        ("ilebr-star=2", "ILEBR*: "),
        ("ilebr-star=0.1, ilebr-star=0.2", "two δ"),
    ] {
        let form = CurveForm {
            deltas: text.into(),
            ..CurveForm::figure_2_7()
        };
        let errors = form.request().unwrap_err();
        let e = errors.iter().find(|e| e.field == "deltas").unwrap();
        assert!(e.reason.contains(want), "{text}: {}", e.reason);
    }
    let races = CurveForm::classic_races().request().unwrap();
    assert!(!races.exact && races.exact_job().is_none());
    assert_eq!(races.precision, PrecisionStop::On);
}

#[test]
fn bad_fields_are_each_reported_by_name() {
    let form = CurveForm {
        algorithms: Vec::new(),
        theory: false,
        exact: false,
        mc: false,
        from: "x".into(),
        to: "2".into(),
        runs: "0".into(),
        seed: "-1".into(),
        eps: "1".into(),
        ..CurveForm::default()
    };
    let errors = form.request().unwrap_err();
    let fields: Vec<&str> = errors.iter().map(|e| e.field).collect();
    for f in ["from", "to", "eps", "runs", "seed", "algorithms", "methods"] {
        assert!(fields.contains(&f), "{f} missing from {fields:?}");
    }
    let from = errors.iter().find(|e| e.field == "from").unwrap();
    assert_eq!(
        from.reason,
        "\"x\" is not a number (an integer, decimal or fraction)"
    );
    let runs = errors.iter().find(|e| e.field == "runs").unwrap();
    assert_eq!(runs.reason, "give 1–1 000 000 runs per μ");
    let too_many = CurveForm {
        steps: (MAX_POINTS + 1).to_string(),
        ..CurveForm::default()
    };
    assert!(too_many.request().is_err());
}

#[test]
fn mc_jobs_split_the_runs_between_workers_exactly_once() {
    let r = small().request().unwrap();
    let shares: Vec<(u64, u64)> = r
        .mc_jobs(4)
        .iter()
        .map(|s| match s {
            Request::Mc { first, runs, .. } => (*first, *runs),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(shares, [(0, 2), (2, 3), (5, 2), (7, 3)]);
    let no_mc = CurveForm {
        mc: false,
        ..small()
    }
    .request()
    .unwrap();
    assert!(no_mc.mc_jobs(4).is_empty());
}

#[test]
fn merging_a_split_equals_one_batch() {
    let r = small().request().unwrap();
    let one = merge_mc(&[mc(&r.mc_jobs(1)[0])]);
    let parts: Vec<McTallies> = r.mc_jobs(3).iter().map(mc).collect();
    let merged = merge_mc(&parts);
    assert_eq!(merged, one);
    assert_eq!(merged.len(), r.algorithms.len());
    assert!(merged
        .iter()
        .all(|(_, t)| t.len() == 3 && t.iter().all(|t| t.runs == 10)));
}

#[test]
fn csv_has_its_header_and_a_row_per_point() {
    let r = CurveForm {
        algorithms: vec![Algorithm::IlebrStar],
        ..small()
    }
    .request()
    .unwrap();
    let points = match run(&r.exact_job().unwrap()) {
        Output::Exact(p) => p,
        other => panic!("{other:?}"),
    };
    let data = CurveData {
        points,
        mc: merge_mc(&[mc(&r.mc_jobs(1)[0])]),
    };
    let text = data.csv();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "algorithm,method,mu,alpha,alpha_ci_low,alpha_ci_high,mean_games"
    );
    // Theory, exact and Monte Carlo at each of the 3 μ.
    assert_eq!(lines.len(), 1 + 3 * 3);
    let key = Algorithm::IlebrStar.key();
    let p = &data.points[0];
    assert_eq!(
        lines[1],
        format!("{key},theory,{},{},,,", p.mu, p.theory.unwrap())
    );
    let e = p.exact.as_ref().unwrap();
    assert_eq!(
        lines[2],
        format!("{key},exact,{},{},,,{}", p.mu, e.alpha, e.mean_games)
    );
    let m = data.mc[0].1[0].result();
    assert_eq!(
        lines[7],
        format!(
            "{key},mc,{},{},{},{},{}",
            m.mu, m.alpha, m.alpha_ci.0, m.alpha_ci.1, m.mean_games
        )
    );
    assert_eq!(CurveData::default().csv().lines().count(), 1);
}

#[test]
fn the_curve_form_reads_its_link_and_writes_it_back() {
    let c = CurveForm {
        runs: "77".into(),
        precision: true,
        ..CurveForm::default()
    };
    assert_eq!(
        curve_form_from_query(&write_curve_query(&c, Query::default())),
        c
    );
    assert_eq!(
        curve_form_from_query(&Query::default()),
        CurveForm::default()
    );
}

#[test]
fn a_bad_curve_link_is_reported_when_the_page_opens() {
    assert!(curve_link_errors(&Query::default()).is_empty());
    let q = Query {
        calgs: Some("lebr,nope".into()),
        cfrom: Some("x".into()),
        ..Query::default()
    };
    let fields: Vec<&str> = curve_link_errors(&q).iter().map(|e| e.field).collect();
    assert!(
        fields.contains(&"algorithms") && fields.contains(&"from"),
        "{fields:?}"
    );
    let good = write_curve_query(&CurveForm::default(), Query::default());
    assert!(curve_link_errors(&good).is_empty());
    // A link that sets only live inputs names no curve input.
    let live_only = Query {
        mu: Some("abc".into()),
        ..Query::default()
    };
    assert!(curve_link_errors(&live_only).is_empty());
}

#[test]
fn the_charts_and_the_calculator_speak_polish() {
    use crate::racing::lab::charts::{sigma_chart, sigma_chart_in};
    let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
    let (en, polish) = (
        sigma_chart(0.01, 0.05, true),
        sigma_chart_in(0.01, 0.05, true, &pl),
    );
    for (p, e) in [(&polish.title, &en.title), (&polish.y_label, &en.y_label)] {
        assert_ne!(p, e);
        assert!(!p.contains('⟨'), "{p}");
    }
    let rows = crate::racing::bounds::horizons(0.05, 0.05).unwrap();
    for row in &rows {
        let english = crate::i18n::with_english(|w| row.meaning_in(w));
        assert_eq!(english, row.meaning);
        assert_ne!(row.meaning_in(&pl), row.meaning);
    }
    let why = crate::racing::bounds::no_horizon_in(1e-9, 0.05, &pl);
    assert!(
        why.contains("brak horyzontu") && !why.contains('⟨'),
        "{why}"
    );
    let none = crate::racing::theory::no_delta_in(2, 0.01, &pl).unwrap();
    assert!(!none.contains('⟨') && none.contains("0,01"), "{none}");
}
