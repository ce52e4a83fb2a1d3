//! The strategy-optimisation lab: the thesis's four evolutionary optimisers on War and Rrrats!,
//! with a race as the comparator. One run in the worker with live progress (mutations,
//! accepted steps, σ, games) and the current strategy drawn as it evolves; batches of seeded
//! runs over one worker per core summarised like the thesis's Tables 4.1/4.2 with a box plot
//! and the thesis's claims beside them; head-to-head matches between any two strategies,
//! simulated with a confidence interval and, for Rrrats!, exact.

use serde::{Deserialize, Serialize};
use yew::prelude::*;
use yew_router::prelude::*;

use crate::web::routes::Route;

use crate::evolve::lab::{eval_seed, parse_rules, rules_text, thesis, Policy, RunResult};
use crate::evolve::{Budget, EvolveConfig, GameConfig, Interpretation, Optimiser};
use crate::games::rrrats::exact;
use crate::games::rrrats::{RatsPolicy, RatsRules};
use crate::games::war::{AtCap, ShortWar, WarPolicy, WarRules};
use crate::plot::{line_chart, LineChart, Scale, Series, SeriesStyle, PALETTE};
use crate::racing::{Algorithm, Params};
use crate::rng::Seed;
use crate::stats::{describe, normal_interval};
use crate::web::components::{
    download, field_error, raw_svg, read_link, BenchPanel, JobProgress, JobProgressProps,
};
use crate::web::worker::{
    use_job, use_job_pool, worker_count, JobDetail, JobOutput, JobSpec, JobState,
};

/// The form as typed.
#[derive(Clone, PartialEq)]
struct Form {
    game: String,
    face_down: String,
    short_war: ShortWar,
    cap: String,
    at_cap: AtCap,
    rats: RatsRules,
    optimiser: Optimiser,
    race: Algorithm,
    eps: String,
    delta: String,
    mutations: String,
    /// The budget counts mutations (`false`) or games (`true`); `mutations` holds the number.
    budget_games: bool,
    seed: String,
    eval_games: String,
    runs: String,
    batch: Vec<Optimiser>,
}

impl Default for Form {
    fn default() -> Self {
        Form {
            game: "war".into(),
            face_down: "1".into(),
            short_war: ShortWar::Loses,
            cap: "10000".into(),
            at_cap: AtCap::Draw,
            rats: RatsRules::default(),
            optimiser: Optimiser::Iterative,
            race: Algorithm::IlebrStar2,
            eps: "0.01".into(),
            delta: "0.05".into(),
            mutations: "30".into(),
            budget_games: false,
            seed: "1".into(),
            eval_games: "10000".into(),
            runs: "4".into(),
            batch: Optimiser::ALL.to_vec(),
        }
    }
}

/// The URL query: the form as typed, so a link restores the settings.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
struct EvolveQuery {
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    opt: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    race: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    eps: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    delta: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    mutations: Option<String>,
    /// `games` when the budget counts games.
    #[serde(skip_serializing_if = "Option::is_none")]
    budget: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    eval: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    runs: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    batch: Option<String>,
    /// The rules as `evolve::lab::rules_text` writes them.
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<String>,
}

impl Form {
    /// The form a link describes (defaults for what it leaves out), and why its rules could not
    /// be read, if they could not.
    fn from_query(q: &EvolveQuery) -> (Form, Option<String>) {
        let d = Form::default();
        let or = |v: &Option<String>, d: String| v.clone().filter(|s| !s.is_empty()).unwrap_or(d);
        let game = match q.game.as_deref() {
            Some("rrrats") => "rrrats",
            _ => "war",
        };
        let (rules, rules_error) = read_link(
            q.rules.as_deref(),
            "rules",
            |t| parse_rules(game, t),
            || parse_rules(game, "").expect("default rules"),
        );
        let mut form = Form {
            game: game.into(),
            optimiser: q
                .opt
                .as_deref()
                .and_then(Optimiser::from_key)
                .unwrap_or(d.optimiser),
            race: q
                .race
                .as_deref()
                .and_then(Algorithm::from_key)
                .unwrap_or(d.race),
            eps: or(&q.eps, d.eps),
            delta: or(&q.delta, d.delta),
            mutations: or(&q.mutations, d.mutations),
            budget_games: q.budget.as_deref() == Some("games"),
            seed: or(&q.seed, d.seed),
            eval_games: or(&q.eval, d.eval_games),
            runs: or(&q.runs, d.runs),
            batch: match &q.batch {
                Some(b) => b.split(',').filter_map(Optimiser::from_key).collect(),
                None => d.batch,
            },
            ..d
        };
        match rules {
            GameConfig::War(r) => {
                form.face_down = r.face_down.to_string();
                form.short_war = r.short_war;
                form.cap = r.cap.to_string();
                form.at_cap = r.at_cap;
            }
            GameConfig::Rrrats(r) => form.rats = r,
        }
        // Names a link gives that the form has no choice for are reported, not dropped.
        let mut unknown: Vec<String> = Vec::new();
        let mut check = |field: &str, key: Option<&str>, known: bool| {
            if let (Some(key), false) = (key, known) {
                unknown.push(format!("{field}: {key:?} is not one of the choices"));
            }
        };
        check(
            "game",
            q.game.as_deref(),
            matches!(q.game.as_deref(), Some("war" | "rrrats")),
        );
        check(
            "opt",
            q.opt.as_deref(),
            q.opt.as_deref().and_then(Optimiser::from_key).is_some(),
        );
        check(
            "race",
            q.race.as_deref(),
            q.race.as_deref().and_then(Algorithm::from_key).is_some(),
        );
        for key in q
            .batch
            .iter()
            .flat_map(|b| b.split(','))
            .filter(|k| !k.is_empty())
        {
            check("batch", Some(key), Optimiser::from_key(key).is_some());
        }
        let error = match (rules_error, unknown.is_empty()) {
            (e, true) => e,
            (None, false) => Some(format!("The link: {}", unknown.join("; "))),
            (Some(e), false) => Some(format!("{e}; {}", unknown.join("; "))),
        };
        (form, error)
    }

    fn to_query(&self) -> EvolveQuery {
        EvolveQuery {
            game: Some(self.game.clone()),
            opt: Some(self.optimiser.key().into()),
            race: Some(self.race.key().into()),
            eps: Some(self.eps.clone()),
            delta: Some(self.delta.clone()),
            mutations: Some(self.mutations.clone()),
            budget: self.budget_games.then(|| "games".into()),
            seed: Some(self.seed.clone()),
            eval: Some(self.eval_games.clone()),
            runs: Some(self.runs.clone()),
            batch: Some(
                self.batch
                    .iter()
                    .map(|o| o.key())
                    .collect::<Vec<_>>()
                    .join(","),
            ),
            rules: self.game(&mut Vec::new()).map(|g| rules_text(&g)),
        }
    }
}

/// What the form describes, or the errors by field.
struct Parsed {
    config: EvolveConfig,
    eval_games: u64,
    runs: u64,
}

fn number<T: std::str::FromStr>(
    errors: &mut Vec<(&'static str, String)>,
    field: &'static str,
    text: &str,
    ok: impl Fn(&T) -> bool,
    hint: &str,
) -> Option<T> {
    checked(errors, field, text.trim().parse::<T>().ok(), ok, hint)
}

/// A real field, read by the project's one number reader (`1/100`, `1e-2`; never `inf`).
fn real(
    errors: &mut Vec<(&'static str, String)>,
    field: &'static str,
    text: &str,
    ok: impl Fn(&f64) -> bool,
    hint: &str,
) -> Option<f64> {
    checked(errors, field, crate::text::read_real(text).ok(), ok, hint)
}

/// `value` if it was read and passes `ok`; else the field's hint is recorded.
fn checked<T>(
    errors: &mut Vec<(&'static str, String)>,
    field: &'static str,
    value: Option<T>,
    ok: impl Fn(&T) -> bool,
    hint: &str,
) -> Option<T> {
    match value {
        Some(v) if ok(&v) => Some(v),
        _ => {
            errors.push((field, hint.to_string()));
            None
        }
    }
}

impl Form {
    fn game(&self, errors: &mut Vec<(&'static str, String)>) -> Option<GameConfig> {
        if self.game == "rrrats" {
            return Some(GameConfig::Rrrats(self.rats));
        }
        let face_down = number::<u8>(
            errors,
            "face-down",
            &self.face_down,
            |v| WarRules::check_face_down(*v).is_ok(),
            "0–10 cards",
        );
        let cap = number::<u32>(
            errors,
            "cap",
            &self.cap,
            |v| WarRules::check_cap(*v).is_ok(),
            "1–1 000 000 battles",
        );
        Some(GameConfig::War(WarRules {
            face_down: face_down?,
            short_war: self.short_war,
            cap: cap?,
            at_cap: self.at_cap,
        }))
    }

    fn parse(&self) -> Result<Parsed, Vec<(&'static str, String)>> {
        let mut errors = Vec::new();
        let game = self.game(&mut errors);
        let eps = real(
            &mut errors,
            "eps",
            &self.eps,
            |v| *v > 0.0 && *v < 0.5,
            "a number in (0, 0.5)",
        );
        let delta = real(
            &mut errors,
            "delta",
            &self.delta,
            |v| crate::racing::check_open_unit("delta", *v).is_ok(),
            "a number in (0, 1)",
        );
        let budget = if self.budget_games {
            number::<u64>(
                &mut errors,
                "mutations",
                &self.mutations,
                |v| (1_000..=1_000_000_000).contains(v),
                "1 000–1 000 000 000 games",
            )
            .map(Budget::Games)
        } else {
            number::<u64>(
                &mut errors,
                "mutations",
                &self.mutations,
                |v| (1..=10_000).contains(v),
                "1–10 000 mutations",
            )
            .map(Budget::Mutations)
        };
        let seed = number::<u64>(
            &mut errors,
            "seed",
            &self.seed,
            |_| true,
            "a whole number ≥ 0",
        );
        let eval_games = number::<u64>(
            &mut errors,
            "eval-games",
            &self.eval_games,
            |v| (100..=1_000_000).contains(v),
            "100–1 000 000 games",
        );
        let runs = number::<u64>(
            &mut errors,
            "runs",
            &self.runs,
            |v| (1..=100).contains(v),
            "1–100 runs",
        );
        if !errors.is_empty() {
            return Err(errors);
        }
        let params = Params {
            eps: eps.expect("checked"),
            delta: delta.expect("checked"),
            ..Params::default()
        };
        if let Err(e) = crate::racing::Schedule::new(self.race, &params) {
            return Err(vec![("race", e.to_string())]);
        }
        Ok(Parsed {
            config: EvolveConfig {
                game: game.expect("checked"),
                optimiser: self.optimiser,
                race: self.race,
                race_params: params,
                budget: budget.expect("checked"),
                seed: Seed(seed.expect("checked")),
                sigma0: 1.0,
            },
            eval_games: eval_games.expect("checked"),
            runs: runs.expect("checked"),
        })
    }
}

fn rules_reading(game: &GameConfig) -> String {
    match game {
        GameConfig::War(r) => format!(
            "War: {} face-down card{} per war; a player short of war cards {}; cap {} battles, a capped game {}",
            r.face_down,
            if r.face_down == 1 { "" } else { "s" },
            match r.short_war {
                ShortWar::Loses => "loses",
                ShortWar::PlaysLastCard => "plays his last card face up",
            },
            r.cap,
            match r.at_cap {
                AtCap::Draw => "is a draw (½)",
                AtCap::MoreCards => "goes to the player with more cards",
            }
        ),
        GameConfig::Rrrats(r) => {
            let mut opts = Vec::new();
            if r.auto_stop_at_limit {
                opts.push("reaching 4 ends the turn");
            }
            if r.pile_check_at_turn_end {
                opts.push("empty pile checked at turn end");
            }
            if r.bust_banks {
                opts.push("a bust banks the hand");
            }
            if r.bust_returns_stolen {
                opts.push("stolen tokens return on a bust");
            }
            if opts.is_empty() {
                "Rrrats!: the default rules".to_string()
            } else {
                format!("Rrrats!: {}", opts.join("; "))
            }
        }
    }
}

/// The strategy of `x` drawn for a person: War as a pie of the three orderings, Rrrats! as
/// bars of P(continue) per hand size with the nearest threshold rule.
fn strategy_view(game: &GameConfig, x: &[f64], id: &str) -> Html {
    match game.interpret(x) {
        Interpretation::War(p) => pie(&p, id),
        Interpretation::Rrrats {
            p_continue,
            nearest_threshold,
        } => bars(&p_continue, nearest_threshold, id),
    }
}

fn threshold_name(s: u8) -> String {
    if s >= 5 {
        "never stop (only busts and the hand limit end a turn)".into()
    } else {
        format!("stop at ≥ {s} in hand")
    }
}

fn pie(p: &WarPolicy, id: &str) -> Html {
    let parts = [
        ("descending", p.desc, PALETTE[0]),
        ("ascending", p.asc, PALETTE[1]),
        ("shuffled", p.shuffled, PALETTE[2]),
    ];
    let (cx, cy, r) = (80.0, 80.0, 70.0);
    let mut angle = -std::f64::consts::FRAC_PI_2;
    let slices = parts.iter().filter(|(_, v, _)| *v > 1e-9).map(|&(name, v, (cr, cg, cb))| {
        let fill = format!("rgb({cr},{cg},{cb})");
        if v >= 1.0 - 1e-9 {
            return html! { <circle cx={cx.to_string()} cy={cy.to_string()} r={r.to_string()} fill={fill}><title>{ format!("{name}: 100%") }</title></circle> };
        }
        let a0 = angle;
        angle += v * std::f64::consts::TAU;
        let (x0, y0) = (cx + r * a0.cos(), cy + r * a0.sin());
        let (x1, y1) = (cx + r * angle.cos(), cy + r * angle.sin());
        let large = if v > 0.5 { 1 } else { 0 };
        html! {
            <path d={format!("M{cx},{cy} L{x0:.2},{y0:.2} A{r},{r} 0 {large} 1 {x1:.2},{y1:.2} Z")} fill={fill}>
                <title>{ format!("{name}: {:.1}%", v * 100.0) }</title>
            </path>
        }
    });
    html! {
        <div class="strategy-view" id={id.to_string()}>
            <svg class="pie" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="ordering probabilities">{ for slices }</svg>
            <ul class="legend">{ for parts.iter().map(|&(name, v, (cr, cg, cb))| html! {
                <li><span class="swatch" style={format!("background: rgb({cr},{cg},{cb})")}></span>{ format!("{name}: {:.1}%", v * 100.0) }</li>
            }) }</ul>
        </div>
    }
}

fn bars(p: &RatsPolicy, nearest: u8, id: &str) -> Html {
    let note = crate::plot::style::NOTE_PX.to_string();
    let (w, h, pad) = (250.0, 140.0, 26.0);
    html! {
        <div class="strategy-view" id={id.to_string()}>
            <svg class="bars" viewBox="0 0 290 190" width="290" height="190" role="img" aria-label="P(continue) per hand size">
                <line x1={pad.to_string()} y1={(pad + h).to_string()} x2={(pad + w).to_string()} y2={(pad + h).to_string()} stroke="#888" />
                <line x1={pad.to_string()} y1={pad.to_string()} x2={(pad + w).to_string()} y2={pad.to_string()} stroke="#ddd" />
                { for p.0.iter().enumerate().map(|(k, &v)| {
                    let x = pad + 12.0 + k as f64 * 58.0;
                    let bh = v * h;
                    html! {
                        <g>
                            <rect class="bar" x={format!("{x:.1}")} y={format!("{:.1}", pad + h - bh)} width="36" height={format!("{bh:.1}")} fill="#3a63c8"><title>{ format!("hand {}: P(continue) = {:.3}", k + 1, v) }</title></rect>
                            <text x={format!("{:.1}", x + 18.0)} y={format!("{:.1}", pad + h - bh - 4.0)} text-anchor="middle" font-size={note.clone()}>{ format!("{v:.2}") }</text>
                            <text x={format!("{:.1}", x + 18.0)} y={format!("{:.1}", pad + h + 17.0)} text-anchor="middle" font-size={note.clone()}>{ format!("hand {}", k + 1) }</text>
                        </g>
                    }
                }) }
                <text x="4" y={(pad + 5.0).to_string()} font-size={note.clone()}>{ "1" }</text>
                <text x="4" y={(pad + h).to_string()} font-size={note.clone()}>{ "0" }</text>
            </svg>
            <p class="nearest">{ format!("P(continue) per hand size; nearest threshold rule: {}", threshold_name(nearest)) }</p>
        </div>
    }
}

/// How the accepted strategy moved during a run.
fn history_chart(r: &RunResult) -> String {
    let game = r.outcome.config.game;
    let mut lines: Vec<(String, Vec<(f64, f64)>)> = match game {
        GameConfig::War(_) => vec![
            ("P(descending)".into(), Vec::new()),
            ("P(ascending)".into(), Vec::new()),
            ("P(shuffled)".into(), Vec::new()),
        ],
        GameConfig::Rrrats(_) => (1..=4)
            .map(|k| (format!("P(continue | hand {k})"), Vec::new()))
            .collect(),
    };
    let mut push = |m: f64, x: &[f64]| match game.interpret(x) {
        Interpretation::War(p) => {
            for (i, v) in [p.desc, p.asc, p.shuffled].into_iter().enumerate() {
                lines[i].1.push((m, v));
            }
        }
        Interpretation::Rrrats { p_continue, .. } => {
            for (i, v) in p_continue.0.into_iter().enumerate() {
                lines[i].1.push((m, v));
            }
        }
    };
    push(0.0, &vec![0.0; game.dim()]);
    for s in &r.outcome.history {
        push(s.mutation as f64, &s.x);
    }
    push(r.outcome.mutations as f64, &r.outcome.x);
    line_chart(&LineChart {
        title: "The accepted strategy over the run".into(),
        x_label: "mutation".into(),
        y_label: "probability".into(),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series: lines
            .into_iter()
            .enumerate()
            .map(|(i, (name, points))| Series {
                name,
                points,
                style: SeriesStyle::Line,
                color: PALETTE[i % PALETTE.len()],
                errors: None,
            })
            .collect(),
        hlines: Vec::new(),
        vlines: Vec::new(),
        x_range: None,
        y_range: Some((0.0, 1.0)),
        size: (560, 300),
    })
    .unwrap_or_default()
}

fn ci(score: f64, se: f64) -> String {
    let (lo, hi) = normal_interval(score, se);
    format!("{score:.4} (95% CI {lo:.4}–{hi:.4})")
}

/// The optimisation page.
#[function_component(EvolvePage)]
pub fn evolve_page() -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let initial = location
        .as_ref()
        .and_then(|l| l.query::<EvolveQuery>().ok())
        .unwrap_or_default();
    let (initial_form, link_error) = Form::from_query(&initial);
    let link_error = use_state(move || link_error);
    let form = use_state(move || initial_form);
    // Every change of the settings is written to the address, so a link shares them.
    {
        let navigator = navigator.clone();
        use_effect_with((*form).clone(), move |f| {
            if let Some(n) = &navigator {
                let _ = n.replace_with_query(&Route::Evolve, &f.to_query());
            }
        });
    }
    let job = use_job();
    // The game of the run in the worker (the form may change meanwhile).
    let running_game = use_state(|| None::<GameConfig>);
    let parsed = form.parse();
    let errors: Vec<(&str, String)> = match &parsed {
        Ok(_) => Vec::new(),
        Err(e) => e.clone(),
    };
    let err = |field: &str| field_error(errors.iter().map(|(f, m)| (*f, m.as_str())), field);
    let text = |f: fn(&mut Form, String)| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            let mut next = (*form).clone();
            f(&mut next, v);
            form.set(next);
        })
    };
    let select = |f: fn(&mut Form, String)| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            let mut next = (*form).clone();
            f(&mut next, v);
            form.set(next);
        })
    };
    let toggle = |f: fn(&mut Form)| {
        let form = form.clone();
        Callback::from(move |_: Event| {
            let mut next = (*form).clone();
            f(&mut next);
            form.set(next);
        })
    };
    let run = {
        let job = job.clone();
        let form = form.clone();
        let running_game = running_game.clone();
        Callback::from(move |_: MouseEvent| {
            if let Ok(p) = form.parse() {
                running_game.set(Some(p.config.game));
                job.start(JobSpec::Evolve(crate::evolve::jobs::Request::Optimise {
                    config: p.config,
                    run: 0,
                    eval_games: p.eval_games,
                    eval_seed: eval_seed(p.config.seed, 0).0,
                }));
            }
        })
    };
    let f = &*form;
    let game_config = parsed.as_ref().ok().map(|p| p.config.game);

    let rules = if f.game == "war" {
        html! {
            <fieldset class="rules" id="war-rules">
                <legend>{ "War rules" }</legend>
                <label>{ "face-down cards per war " }<select id="face-down" onchange={select(|f, v| f.face_down = v)}>
                    <option value="1" selected={f.face_down == "1"}>{ "1 (default)" }</option>
                    <option value="3" selected={f.face_down == "3"}>{ "3" }</option>
                </select></label>{ err("face-down") }
                <label>{ " short of war cards " }<select id="short-war" onchange={select(|f, v| f.short_war = if v == "last" { ShortWar::PlaysLastCard } else { ShortWar::Loses })}>
                    <option value="loses" selected={f.short_war == ShortWar::Loses}>{ "loses (default)" }</option>
                    <option value="last" selected={f.short_war == ShortWar::PlaysLastCard}>{ "plays his last card" }</option>
                </select></label>
                <label>{ " battle cap " }<input id="cap" value={f.cap.clone()} onchange={text(|f, v| f.cap = v)} size="7" /></label>{ err("cap") }
                <label>{ " at the cap " }<select id="at-cap" onchange={select(|f, v| f.at_cap = if v == "more" { AtCap::MoreCards } else { AtCap::Draw })}>
                    <option value="draw" selected={f.at_cap == AtCap::Draw}>{ "draw ½ (default)" }</option>
                    <option value="more" selected={f.at_cap == AtCap::MoreCards}>{ "more cards wins" }</option>
                </select></label>
            </fieldset>
        }
    } else {
        html! {
            <fieldset class="rules" id="rats-rules">
                <legend>{ "Rrrats! rule options (all off = the default reading)" }</legend>
                <label><input type="checkbox" id="auto-stop" checked={f.rats.auto_stop_at_limit} onchange={toggle(|f| f.rats.auto_stop_at_limit = !f.rats.auto_stop_at_limit)} />{ " reaching 4 ends the turn" }</label>
                <label><input type="checkbox" id="pile-check" checked={f.rats.pile_check_at_turn_end} onchange={toggle(|f| f.rats.pile_check_at_turn_end = !f.rats.pile_check_at_turn_end)} />{ " empty pile checked at turn end" }</label>
                <label><input type="checkbox" id="bust-banks" checked={f.rats.bust_banks} onchange={toggle(|f| f.rats.bust_banks = !f.rats.bust_banks)} />{ " a bust banks the hand" }</label>
                <label><input type="checkbox" id="bust-returns" checked={f.rats.bust_returns_stolen} onchange={toggle(|f| f.rats.bust_returns_stolen = !f.rats.bust_returns_stolen)} />{ " stolen tokens return on a bust" }</label>
            </fieldset>
        }
    };

    // Live view of the run.
    let live = match &*job.detail {
        Some(JobDetail::Evolve(crate::evolve::jobs::Detail { status, evaluating }))
            if job.running() =>
        {
            let game = *running_game;
            html! {
                <div class="live" id="evolve-live">
                    <p id="evolve-live-status">{ format!("mutation {} · accepted {} · σ = {:.4} · {} games · population {}{}", status.mutations, status.accepted, status.sigma, crate::plot::fmt_number(status.games as f64), status.population, if *evaluating { " · evaluating the found strategy against the initial one" } else { "" }) }</p>
                    if let Some(g) = game { { strategy_view(&g, &status.x, "current-strategy") } }
                </div>
            }
        }
        _ => html! {},
    };
    let result = match &*job.state {
        JobState::Done(JobOutput::Evolve(crate::evolve::jobs::Output::Optimised(r)), millis) => {
            let r = (**r).clone();
            let o = &r.outcome;
            let e = r.evaluation;
            let game = o.config.game;
            let interpretation = match o.interpretation {
                Interpretation::War(p) => format!(
                    "descending {:.1}%, ascending {:.1}%, shuffled {:.1}%",
                    p.desc * 100.0,
                    p.asc * 100.0,
                    p.shuffled * 100.0
                ),
                Interpretation::Rrrats {
                    p_continue,
                    nearest_threshold,
                } => format!(
                    "P(continue) = {} → {}",
                    p_continue
                        .0
                        .iter()
                        .map(|v| format!("{v:.3}"))
                        .collect::<Vec<_>>()
                        .join(" / "),
                    threshold_name(nearest_threshold)
                ),
            };
            let params =
                o.x.iter()
                    .map(|v| format!("{v:.4}"))
                    .collect::<Vec<_>>()
                    .join(",");
            let json = serde_json::to_string_pretty(&r).unwrap_or_default();
            html! {
                <div class="result" id="evolve-result">
                    <h3>{ format!("Found by {} in {:.1} s", o.config.optimiser.name(), millis / 1000.0) }</h3>
                    { strategy_view(&game, &o.x, "found-strategy") }
                    <p id="found-interpretation">{ interpretation }</p>
                    <p>{ "Parameters: " }<code id="found-params">{ params.clone() }</code></p>
                    <p id="found-score">{ format!("Against the initial strategy over {} games (alternating seats): {}", crate::plot::fmt_number(e.games as f64), ci(e.score(), e.std_error())) }{ if e.draws > 0 { format!(", {} draws", e.draws) } else { String::new() } }</p>
                    <p id="found-usage">{ format!("{} mutations, {} accepted, {} races, {} games; final σ = {:.4}.", o.mutations, o.accepted, o.races, crate::plot::fmt_number(o.games as f64), o.sigma) }</p>
                    { raw_svg(&history_chart(&r)) }
                    <button id="export-run" onclick={Callback::from(move |_| download("optimisation-run.json", "application/json", &json))}>{ "Export the run (JSON)" }</button>
                </div>
            }
        }
        _ => html! {},
    };

    html! {
        <section class="page" id="evolve">
            <h1>{ "Strategy optimisation: War and Rrrats!" }</h1>
            <p class="lead">{ "Jakóbczyk's (2023) four evolutionary optimisers start from the initial strategy (all parameters 0), mutate it with step size σ, and keep a mutation only if a race says it beats the reference. Watch the strategy move, then see how it does against where it started." }</p>
            <details class="rules-help" id="game-rules">
                <summary>{ "How War and Rrrats! are played, and what a strategy's parameters mean" }</summary>
                <h3>{ "War" }</h3>
                <p>{ "52 cards, 26 each, kept as a pile: you play from the top and won cards go to the bottom. Both turn up their top card; the higher rank takes every card on the table. A tie is a war: each lays one card face down (three, as an option) and one face up, again on a further tie. A player who cannot supply the war cards loses (both short: a draw). A game still going after 10 000 battles is a draw, worth ½." }</p>
                <p>{ "The only choice is the order in which won cards go to the bottom of your pile. A strategy is three numbers A, B, C: with weights e^A, e^B, e^C, the won cards go in descending order (your best card comes back first) with probability e^A / (e^A + e^B + e^C), ascending with e^B / (…), shuffled with e^C / (…). All zero is the initial strategy, a third each; \"desc\" is always descending." }</p>
                <h3>{ "Rrrats!" }</h3>
                <p>{ "Two players, a pile of 31 tokens, two dice with faces 0, 1, 2 (probabilities 3/6, 2/6, 1/6). On your turn you roll: a 1 takes a token from the pile, a 2 steals one from the other player's bank (or takes one from the pile if that bank is empty); two zeros are a bust — your hand goes back to the pile and the turn ends. After each roll you stop (bank your hand) or roll again; over 4 tokens in hand, the surplus goes back and 4 are banked. When the pile is empty the game ends and the larger bank wins." }</p>
                <p>{ "A strategy is eight numbers A1, A2, B1, B2, C1, C2, D1, D2: with 1, 2, 3 or 4 tokens in hand (A, B, C, D) you roll again with probability e^k1 / (e^k1 + e^k2). All zero is the initial strategy (roll again half the time); \"stop2\" stops as soon as you hold 2." }</p>
            </details>
            if let Some(e) = &*link_error { <p class="error" id="url-error" role="alert">{ e }</p> }
            <div class="form" role="group" aria-label="optimiser settings">
                <label>{ "Game " }<select id="game" onchange={select(|f, v| f.game = v)}>
                    <option value="war" selected={f.game == "war"}>{ "War" }</option>
                    <option value="rrrats" selected={f.game == "rrrats"}>{ "Rrrats!" }</option>
                </select></label>
                <label>{ " Optimiser " }<select id="optimiser" onchange={select(|f, v| if let Some(o) = Optimiser::from_key(&v) { f.optimiser = o })}>
                    { for Optimiser::ALL.iter().map(|o| html! { <option value={o.key()} selected={*o == f.optimiser}>{ o.name() }</option> }) }
                </select></label>
                <label>{ " Race " }<select id="race" onchange={select(|f, v| if let Some(a) = Algorithm::from_key(&v) { f.race = a })}>
                    { for Algorithm::ALL.iter().map(|a| html! { <option value={a.key()} selected={*a == f.race}>{ a.key() }</option> }) }
                </select></label>{ err("race") }
                <label>{ " ε " }<input id="eps" value={f.eps.clone()} onchange={text(|f, v| f.eps = v)} size="5" /></label>{ err("eps") }
                <label>{ " δ " }<input id="delta" value={f.delta.clone()} onchange={text(|f, v| f.delta = v)} size="5" /></label>{ err("delta") }
                <label>{ " budget " }<input id="mutations" value={f.mutations.clone()} onchange={text(|f, v| f.mutations = v)} size="9" aria-label="budget" /></label>
                <select id="budget-kind" onchange={select(|f, v| f.budget_games = v == "games")} aria-label="budget unit">
                    <option value="mutations" selected={!f.budget_games}>{ "mutations" }</option>
                    <option value="games" selected={f.budget_games}>{ "games" }</option>
                </select>{ err("mutations") }
                <label>{ " seed " }<input id="seed" value={f.seed.clone()} onchange={text(|f, v| f.seed = v)} size="6" /></label>{ err("seed") }
                <label>{ " evaluation games " }<input id="eval-games" value={f.eval_games.clone()} onchange={text(|f, v| f.eval_games = v)} size="7" /></label>{ err("eval-games") }
            </div>
            { rules }
            <div class="controls">
                <button id="evolve-run" onclick={run} disabled={parsed.is_err() || job.running()}>{ "Run the optimiser" }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&job, "evolve") />
            { live }
            { result }
            if let Some(g) = game_config {
                <BatchPanel form={(*form).clone()} game={g} on_runs={select(|f, v| f.runs = v)} on_toggle={{
                    let form = form.clone();
                    Callback::from(move |o: Optimiser| {
                        let mut next = (*form).clone();
                        if let Some(i) = next.batch.iter().position(|x| *x == o) { next.batch.remove(i); } else { next.batch.push(o); next.batch.sort_by_key(|x| Optimiser::ALL.iter().position(|y| y == x)); }
                        form.set(next);
                    })
                }} runs_error={errors.iter().find(|(f, _)| *f == "runs").map(|(_, m)| m.clone())} />
                <HeadToHeadPanel game={g} found={match &*job.state { JobState::Done(JobOutput::Evolve(crate::evolve::jobs::Output::Optimised(r)), _) if r.outcome.config.game == g => Some(r.outcome.x.clone()), _ => None }} />
                if let GameConfig::Rrrats(rules) = g { <BestResponsePanel {rules} /> }
            }
            <GamesBenchPanel />
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct BatchProps {
    form: Form,
    game: GameConfig,
    on_runs: Callback<Event>,
    on_toggle: Callback<Optimiser>,
    runs_error: Option<String>,
}

/// R seeded runs per optimiser over one worker per core, summarised like Tables 4.1/4.2.
#[function_component(BatchPanel)]
fn batch_panel(props: &BatchProps) -> Html {
    let n = worker_count();
    let pool = use_job_pool(n);
    let parsed = props.form.parse();
    let start = {
        let pool = pool.clone();
        let form = props.form.clone();
        Callback::from(move |_: MouseEvent| {
            let Ok(p) = form.parse() else { return };
            let runs: Vec<u64> = (0..p.runs).collect();
            for i in 0..pool.len() {
                let mine: Vec<u64> = runs
                    .iter()
                    .copied()
                    .filter(|r| (*r as usize) % pool.len() == i)
                    .collect();
                if mine.is_empty() {
                    continue;
                }
                pool.start(
                    i,
                    JobSpec::Evolve(crate::evolve::jobs::Request::Batch {
                        template: p.config,
                        optimisers: form.batch.clone(),
                        runs: mine,
                        eval_games: p.eval_games,
                    }),
                );
            }
        })
    };
    let cancel = {
        let pool = pool.clone();
        Callback::from(move |_: MouseEvent| pool.cancel())
    };
    let finished: Vec<(Optimiser, RunResult)> = pool
        .states
        .iter()
        .filter_map(|s| match s {
            JobState::Done(JobOutput::Evolve(crate::evolve::jobs::Output::Batch(rows)), _) => {
                Some(rows.clone())
            }
            _ => None,
        })
        .flatten()
        .collect();
    let all_done = !pool.running()
        && !finished.is_empty()
        && pool
            .states
            .iter()
            .all(|s| matches!(s, JobState::Done(..) | JobState::Idle));
    let cancelled = pool.states.iter().any(|s| matches!(s, JobState::Cancelled));
    let thesis_mean = match props.game {
        GameConfig::War(_) => thesis::WAR_TABLE_MEAN,
        GameConfig::Rrrats(_) => thesis::RRRATS_TABLE_MEAN,
    };
    let table = if all_done {
        let mut rows = Vec::new();
        let mut csv_rows = Vec::new();
        let mut boxes = Vec::new();
        for o in Optimiser::ALL {
            let mut rs: Vec<&RunResult> = finished
                .iter()
                .filter(|(x, _)| *x == o)
                .map(|(_, r)| r)
                .collect();
            if rs.is_empty() {
                continue;
            }
            rs.sort_by_key(|r| r.run);
            let rates: Vec<f64> = rs.iter().map(|r| r.evaluation.score()).collect();
            let games: Vec<f64> = rs.iter().map(|r| r.outcome.games as f64).collect();
            let d = describe(&rates).expect("non-empty");
            let g = describe(&games).expect("non-empty");
            for r in &rs {
                csv_rows.push(vec![
                    o.key().to_string(),
                    r.run.to_string(),
                    r.outcome.config.seed.0.to_string(),
                    format!("{:.6}", r.evaluation.score()),
                    r.outcome.games.to_string(),
                    r.outcome
                        .x
                        .iter()
                        .map(|v| format!("{v:.6}"))
                        .collect::<Vec<_>>()
                        .join(" "),
                ]);
            }
            boxes.push((o, d));
            rows.push(html! {
                <tr class="batch-row" id={format!("batch-{}", o.key())}>
                    <th>{ o.name() }</th><td>{ d.count }</td><td>{ format!("{:.4}", d.mean) }</td><td>{ format!("{:.4}", d.std) }</td>
                    <td>{ format!("{:.4}", d.min) }</td><td>{ format!("{:.4}", d.q25) }</td><td>{ format!("{:.4}", d.q50) }</td><td>{ format!("{:.4}", d.q75) }</td><td>{ format!("{:.4}", d.max) }</td>
                    <td>{ crate::plot::fmt_number(g.mean.round()) }</td>
                </tr>
            });
        }
        let csv = crate::plot::csv(
            &[
                "optimiser",
                "run",
                "seed",
                "win_rate_vs_initial",
                "games",
                "x",
            ],
            &csv_rows,
        );
        html! {
            <>
                <table class="describe" id="batch-table">
                    <thead><tr><th>{ "optimiser" }</th><th>{ "count" }</th><th>{ "mean" }</th><th>{ "std" }</th><th>{ "min" }</th><th>{ "25%" }</th><th>{ "50%" }</th><th>{ "75%" }</th><th>{ "max" }</th><th>{ "games per run (mean)" }</th></tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
                { box_plot(&boxes, thesis_mean) }
                <p class="note" id="batch-claim">{ format!("Thesis (Table {}): the found strategies win ≈ {:.2} against the initial one on average. Measured here with {}; seeds: run r uses seed.derive(r), the same as `gamelab optimise --runs`.", if matches!(props.game, GameConfig::War(_)) { "4.2" } else { "4.1" }, thesis_mean, rules_reading(&props.game)) }</p>
                <button id="batch-csv" onclick={Callback::from(move |_| download("optimisation-batch.csv", "text/csv", &csv))}>{ "Export CSV" }</button>
            </>
        }
    } else {
        html! {}
    };
    let progress = pool.progress();
    html! {
        <details class="batch" id="batch">
            <summary>{ "Batch: R seeded runs per optimiser (as Tables 4.1/4.2 of Jakóbczyk 2023)" }</summary>
            <div class="controls">
                <label>{ "runs per optimiser " }<input id="runs" value={props.form.runs.clone()} onchange={props.on_runs.clone()} size="4" /></label>
                if let Some(e) = &props.runs_error { <span class="error field-error" id="error-runs" role="alert">{ e }</span> }
                { for Optimiser::ALL.iter().map(|&o| {
                    let on_toggle = props.on_toggle.clone();
                    html! { <label><input type="checkbox" id={format!("batch-opt-{}", o.key())} checked={props.form.batch.contains(&o)} onchange={Callback::from(move |_: Event| on_toggle.emit(o))} />{ format!(" {}", o.name()) }</label> }
                }) }
                <button id="batch-run" onclick={start} disabled={parsed.is_err() || props.form.batch.is_empty() || pool.running()}>{ format!("Run the batch ({n} workers)") }</button>
                if pool.running() { <button id="batch-cancel" onclick={cancel}>{ "Cancel" }</button> }
            </div>
            if let (true, Some(p)) = (pool.running(), progress) {
                <div class="job"><progress id="batch-progress" max="1" value={p.fraction.to_string()}></progress><span class="job-status">{ format!("running: {:.0}%", p.fraction * 100.0) }</span></div>
            }
            if cancelled && !pool.running() { <p class="job-status" id="batch-status">{ "cancelled" }</p> }
            { table }
        </details>
    }
}

/// A box plot of win rates per optimiser, with the thesis's mean as a reference line.
fn box_plot(boxes: &[(Optimiser, crate::stats::Describe)], reference: f64) -> Html {
    let note = crate::plot::style::NOTE_PX.to_string();
    let (w, h, left, top) = (560.0, 60.0 * boxes.len() as f64 + 44.0, 230.0, 24.0);
    let lo = boxes.iter().map(|(_, d)| d.min).fold(reference, f64::min) - 0.02;
    let hi = boxes.iter().map(|(_, d)| d.max).fold(reference, f64::max) + 0.02;
    let sx = |v: f64| left + (v - lo) / (hi - lo) * (w - left - 20.0);
    html! {
        <svg class="box-plot" id="box-plot" viewBox={format!("0 0 {w} {h}")} width={w.to_string()} height={h.to_string()} role="img" aria-label="win rates per optimiser">
            <line x1={format!("{:.1}", sx(reference))} y1={top.to_string()} x2={format!("{:.1}", sx(reference))} y2={(h - 20.0).to_string()} stroke="#b91c1c" stroke-dasharray="5 4" />
            <text x={format!("{:.1}", sx(reference))} y="16" text-anchor="middle" font-size={note.clone()} fill="#b91c1c">{ format!("Jakóbczyk ≈ {reference}") }</text>
            { for boxes.iter().enumerate().map(|(i, (o, d))| {
                let y = top + 20.0 + i as f64 * 60.0;
                html! {
                    <g class="box">
                        <text x={(left - 8.0).to_string()} y={format!("{:.1}", y + 4.0)} text-anchor="end" font-size={note.clone()}>{ o.name() }</text>
                        <line x1={format!("{:.1}", sx(d.min))} y1={y.to_string()} x2={format!("{:.1}", sx(d.max))} y2={y.to_string()} stroke="#333" />
                        <rect x={format!("{:.1}", sx(d.q25))} y={(y - 12.0).to_string()} width={format!("{:.1}", (sx(d.q75) - sx(d.q25)).max(1.0))} height="24" fill="#dbe6ff" stroke="#3a63c8" />
                        <line x1={format!("{:.1}", sx(d.q50))} y1={(y - 12.0).to_string()} x2={format!("{:.1}", sx(d.q50))} y2={(y + 12.0).to_string()} stroke="#3a63c8" stroke-width="2.5" />
                        <circle cx={format!("{:.1}", sx(d.mean))} cy={y.to_string()} r="3" fill="#c2410c"><title>{ format!("mean {:.4}", d.mean) }</title></circle>
                    </g>
                }
            }) }
            <text x={format!("{:.1}", sx(lo))} y={(h - 4.0).to_string()} font-size={note.clone()}>{ format!("{lo:.2}") }</text>
            <text x={format!("{:.1}", sx(hi))} y={(h - 4.0).to_string()} font-size={note.clone()} text-anchor="end">{ format!("{hi:.2}") }</text>
        </svg>
    }
}

#[derive(Properties, PartialEq)]
struct HeadProps {
    game: GameConfig,
    found: Option<Vec<f64>>,
}

/// Two strategies against each other: simulated with a confidence interval, and exactly for
/// Rrrats!.
#[function_component(HeadToHeadPanel)]
fn head_to_head_panel(props: &HeadProps) -> Html {
    let job = use_job();
    let is_war = matches!(props.game, GameConfig::War(_));
    let p1 = use_state(String::new);
    let p2 = use_state(String::new);
    let games = use_state(|| "20000".to_string());
    let seed = use_state(|| "1".to_string());
    let (d1, d2) = if is_war {
        ("desc", "asc")
    } else {
        ("stop4", "zero")
    };
    let t1 = if p1.is_empty() {
        d1.to_string()
    } else {
        (*p1).clone()
    };
    let t2 = if p2.is_empty() {
        d2.to_string()
    } else {
        (*p2).clone()
    };
    let a = Policy::parse(&props.game, &t1);
    let b = Policy::parse(&props.game, &t2);
    let n = games
        .trim()
        .parse::<u64>()
        .ok()
        .filter(|g| (100..=10_000_000).contains(g));
    let s = seed.trim().parse::<u64>().ok();
    let set = |h: &UseStateHandle<String>| {
        let h = h.clone();
        Callback::from(move |e: Event| {
            h.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let use_found = |h: &UseStateHandle<String>| {
        let h = h.clone();
        let found = props.found.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(x) = &found {
                h.set(
                    x.iter()
                        .map(|v| format!("{v:.6}"))
                        .collect::<Vec<_>>()
                        .join(","),
                );
            }
        })
    };
    // The request these inputs make (none while one is invalid).
    let request = match (&a, &b, n, s) {
        (Ok(a), Ok(b), Some(n), Some(s)) => {
            Some(JobSpec::Evolve(crate::evolve::jobs::Request::HeadToHead {
                game: props.game,
                p1: *a,
                p2: *b,
                games: n,
                seed: s,
            }))
        }
        _ => None,
    };
    let start = {
        let (job, request) = (job.clone(), request.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(r) = &request {
                job.start(r.clone());
            }
        })
    };
    // The Markov chain is solved once per pair of strategies, not on every progress message.
    let exact = use_memo(
        (props.game, t1.clone(), t2.clone()),
        |(game, t1, t2)| match (game, Policy::parse(game, t1), Policy::parse(game, t2)) {
            (GameConfig::Rrrats(rules), Ok(Policy::Rrrats(x)), Ok(Policy::Rrrats(y))) => {
                Some(exact::win_probability(rules, &x, &y).map_err(|e| e.to_string()))
            }
            _ => None,
        },
    );
    let names = if is_war {
        WarPolicy::NAMES.join(", ")
    } else {
        RatsPolicy::NAMES.join(", ")
    };
    html! {
        <details class="head-to-head" id="head-to-head" open=true>
            <summary>{ "Head to head" }</summary>
            <p>{ format!("Strategies: a name ({names}) or the parameters (War: A,B,C; Rrrats!: A1,A2,…,D2). Seats alternate; draws count ½.") }</p>
            <div class="controls">
                <label>{ "first " }<input id="h2h-p1" value={t1.clone()} onchange={set(&p1)} size="24" /></label>
                if props.found.is_some() { <button id="h2h-found-1" onclick={use_found(&p1)}>{ "use the found strategy" }</button> }
                if let Err(e) = &a { <span class="error field-error" id="error-h2h-p1" role="alert">{ e }</span> }
                <label>{ " second " }<input id="h2h-p2" value={t2.clone()} onchange={set(&p2)} size="24" /></label>
                if props.found.is_some() { <button id="h2h-found-2" onclick={use_found(&p2)}>{ "use the found strategy" }</button> }
                if let Err(e) = &b { <span class="error field-error" id="error-h2h-p2" role="alert">{ e }</span> }
                <label>{ " games " }<input id="h2h-games" value={(*games).clone()} onchange={set(&games)} size="8" /></label>
                if n.is_none() { <span class="error field-error" id="error-h2h-games" role="alert">{ "100–10 000 000 games" }</span> }
                <label>{ " seed " }<input id="h2h-seed" value={(*seed).clone()} onchange={set(&seed)} size="6" /></label>
                if s.is_none() { <span class="error field-error" id="error-h2h-seed" role="alert">{ "a whole number ≥ 0" }</span> }
                <button id="h2h-run" onclick={start} disabled={a.is_err() || b.is_err() || n.is_none() || s.is_none() || job.running()}>{ "Play" }</button>
            </div>
            if a.is_ok() && b.is_ok() {
                <p>{ crate::web::components::lab_link(&crate::links::race_strategies(&props.game, &t1, &t2), "h2h-race", "Race these two strategies →") }</p>
            }
            if let Some(e) = (*exact).clone() {
                <p id="h2h-exact">{ match e { Ok(p) => format!("Exact (absorbing Markov chain, random first player): the first strategy wins with probability {p:.6}."), Err(e) => format!("exact solution failed: {e}") } }</p>
            }
            <JobProgress ..JobProgressProps::of(&job, "h2h") />
            if let Some((JobOutput::Evolve(crate::evolve::jobs::Output::HeadToHead(r)), _, stale)) = job.result(request.as_ref()) {
                { crate::web::components::maybe_stale(stale, "h2h", html! {
                    <p id="h2h-result">{ format!("Simulated over {} games: the first strategy scores {}{}.", crate::plot::fmt_number(r.evaluation.games as f64), ci(r.evaluation.score(), r.evaluation.std_error()), if r.evaluation.draws > 0 { format!(" ({} draws)", r.evaluation.draws) } else { String::new() }) }</p>
                }) }
            }
            if is_war {
                <p class="note">{ format!("Jakóbczyk (2023) reports that descending beats ascending {:.0}% of the time and random {:.0}%; try desc vs asc and desc vs rand under each rule reading.", thesis::DESC_VS_ASC * 100.0, thesis::DESC_VS_RAND * 100.0) }</p>
            } else {
                <p class="note">{ format!("Jakóbczyk (2023) reports that the Rrrats! optimum is to stop with at least {} in hand; compare stop2 with stop3 and stop4 exactly.", thesis::RRRATS_OPTIMUM_THRESHOLD) }</p>
            }
        </details>
    }
}

/// Games per second in this browser's worker.
#[function_component(GamesBenchPanel)]
fn games_bench_panel() -> Html {
    let table = Callback::from(|out: JobOutput| match out {
        JobOutput::Evolve(crate::evolve::jobs::Output::GamesBench(rows)) => html! {
            <table id="games-bench-table">
                <thead><tr><th>{ "game" }</th><th>{ "implementation" }</th><th>{ "games" }</th><th>{ "ms" }</th><th>{ "games/s" }</th><th>{ "× State" }</th></tr></thead>
                <tbody>{ for rows.iter().map(|r| html! {
                    <tr><td>{ &r.game }</td><td>{ &r.implementation }</td><td>{ r.games }</td><td>{ format!("{:.1}", r.millis) }</td><td>{ crate::plot::fmt_number(r.games_per_second.round()) }</td><td>{ format!("{:.2}", r.speedup) }</td></tr>
                }) }</tbody>
            </table>
        },
        _ => html! {},
    });
    html! {
        <BenchPanel id="games-bench" summary="Benchmark: games per second in this browser" button="Run" spec={JobSpec::Evolve(crate::evolve::jobs::Request::GamesBench { games: 200_000 })} {table}>
            <p>{ "Both players on the initial strategy, default rules; the fast simulators and, as the baseline in the same run, the same games through the generic State interface. Compare with " }<code>{ "gamelab bench games" }</code>{ "." }</p>
        </BenchPanel>
    }
}

#[derive(Properties, PartialEq)]
struct BestResponseProps {
    rules: RatsRules,
}

/// Exact best responses in Rrrats! by value iteration on the Markov chain, iterated.
#[function_component(BestResponsePanel)]
fn best_response_panel(props: &BestResponseProps) -> Html {
    let job = use_job();
    let start = use_state(|| "zero".to_string());
    let rounds = use_state(|| "6".to_string());
    let policy = RatsPolicy::parse(&start);
    let n = rounds
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|r| (1..=crate::evolve::jobs::MAX_BEST_RESPONSE_ROUNDS).contains(r));
    let set = |h: &UseStateHandle<String>| {
        let h = h.clone();
        Callback::from(move |e: Event| {
            h.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let run = {
        let (job, rules) = (job.clone(), props.rules);
        let policy = policy.clone();
        Callback::from(move |_: MouseEvent| {
            if let (Ok(p), Some(n)) = (&policy, n) {
                job.start(JobSpec::Evolve(
                    crate::evolve::jobs::Request::RatsBestResponses {
                        rules,
                        start: *p,
                        rounds: n,
                    },
                ));
            }
        })
    };
    html! {
        <details class="best-response" id="best-response">
            <summary>{ "Exact best responses (Rrrats!, Markov chain)" }</summary>
            <p>{ "The best response to a strategy, found exactly by value iteration over every position (pile, banks, hand, whose turn); then the best response to that, and so on. Each response is summarised per hand size by how often it continues where such decisions arise, and by the nearest threshold rule." }</p>
            <div class="controls">
                <label>{ "against " }<input id="br-start" value={(*start).clone()} onchange={set(&start)} size="20" /></label>
                if let Err(e) = &policy { <span class="error field-error" id="error-br-start" role="alert">{ e.to_string() }</span> }
                <label>{ " rounds " }<input id="br-rounds" value={(*rounds).clone()} onchange={set(&rounds)} size="3" /></label>
                if n.is_none() { <span class="error field-error" id="error-br-rounds" role="alert">{ "1–50 rounds" }</span> }
                <button id="br-run" onclick={run} disabled={policy.is_err() || n.is_none() || job.running()}>{ "Solve" }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&job, "br") />
            { match &*job.state {
                JobState::Done(JobOutput::Evolve(crate::evolve::jobs::Output::RatsRounds(Ok(rounds))), _) => html! {
                    <>
                        <table id="br-table">
                            <thead><tr><th>{ "round" }</th><th>{ "wins against the previous" }</th><th>{ "P(continue) at hand 1 / 2 / 3 / 4" }</th><th>{ "nearest rule" }</th><th>{ "fixed point" }</th></tr></thead>
                            <tbody>{ for rounds.iter().map(|r| html! {
                                <tr><td>{ r.round }</td><td>{ format!("{:.6}", r.win_probability) }</td><td>{ r.summary.0.iter().map(|v| format!("{v:.3}")).collect::<Vec<_>>().join(" / ") }</td><td>{ threshold_name(r.nearest_threshold) }</td><td>{ if r.fixed_point { "yes — a symmetric equilibrium" } else { "" } }</td></tr>
                            }) }</tbody>
                        </table>
                        if let Some(first) = rounds.first() {
                            { bars(&first.summary, first.nearest_threshold, "br-first") }
                        }
                    </>
                },
                JobState::Done(JobOutput::Evolve(crate::evolve::jobs::Output::RatsRounds(Err(m))), _) => html! { <p class="error" id="br-error">{ m }</p> },
                _ => html! {},
            } }
        </details>
    }
}
