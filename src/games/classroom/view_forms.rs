//! The decision screens of the classroom's games: for a seat, the prompt a student reads on a
//! phone and the inputs that make exactly the decision JSON the game's `decision` accepts
//! (`view_read.rs` reads what was typed back into that JSON and puts decisions into words).
//!
//! Why one table of screens here rather than a method of each game: the words are the page's
//! concern and the rules the game's, and side by side the thirteen screens are seen to say the
//! same things the same way — the seat's role, what only the seat knows, the payoff rule in
//! one or two sentences with the session's own numbers, and the question. The numbers come
//! from the session's checked settings, a missing one from the game's defaults, so an odd
//! settings object gives a screen with the default's numbers rather than a panic.

use super::view_types::{Form, Input};
use super::{rules_of, short, Seat};
use crate::i18n::{Args, Catalogue};
use serde_json::{json, Value};

/// The step of a number input that takes decimals: a hint for sliders and spinners; what is
/// typed is not rounded to it.
const DECIMAL_STEP: f64 = 0.01;

/// A game's checked settings, a field missing from them read from the game's defaults.
pub(super) struct Knobs {
    given: Value,
    defaults: Value,
}

impl Knobs {
    /// The settings `given` of the game `key`.
    pub(super) fn new(key: &str, given: &Value) -> Knobs {
        Knobs {
            given: given.clone(),
            defaults: rules_of(key).map_or(Value::Null, |g| g.defaults()),
        }
    }

    /// A number setting (0 when neither the settings nor the defaults have it).
    pub(super) fn num(&self, field: &str) -> f64 {
        self.given
            .get(field)
            .and_then(Value::as_f64)
            .or_else(|| self.defaults.get(field).and_then(Value::as_f64))
            .unwrap_or(0.0)
    }

    /// A text setting (empty when neither has it).
    fn text(&self, field: &str) -> String {
        self.given
            .get(field)
            .and_then(Value::as_str)
            .or_else(|| self.defaults.get(field).and_then(Value::as_str))
            .unwrap_or_default()
            .to_string()
    }

    /// A number setting as people write it, in the language of `w`.
    fn show(&self, field: &str, w: &Catalogue) -> String {
        w.decimal(&short(self.num(field)))
    }
}

/// A screen with nothing to decide, saying why.
fn nothing(prompt: String) -> Form {
    Form {
        prompt,
        inputs: vec![],
    }
}

/// A number input for `field` from `lo` to `hi`, whole numbers only when `whole`.
fn number(field: &str, label: String, lo: f64, hi: f64, whole: bool) -> Input {
    Input::Number {
        field: field.into(),
        label,
        lo,
        hi,
        step: if whole { 1.0 } else { DECIMAL_STEP },
    }
}

/// A choice input for `field`: (the JSON value sent, its words).
fn choice(field: &str, label: String, options: Vec<(Value, String)>) -> Input {
    Input::Choice {
        field: field.into(),
        label,
        options,
    }
}

/// A screen of one input.
fn screen(prompt: String, input: Input) -> Option<Form> {
    Some(Form {
        prompt,
        inputs: vec![input],
    })
}

/// `Some(())` when the seat has `role`: the screens below are `None` for another role.
fn role(seat: &Seat, role: &str) -> Option<()> {
    (seat.role == role).then_some(())
}

/// A ratio as people say it: `2/3` when it is a fraction with a small denominator, else the
/// decimal number.
pub(super) fn ratio(x: f64) -> String {
    (2..=12)
        .find_map(|q| {
            let n = x * f64::from(q);
            ((n - n.round()).abs() < 1e-9 && n.round() != 0.0)
                .then(|| format!("{}/{q}", short(n.round())))
        })
        .filter(|_| x.fract() != 0.0)
        .unwrap_or_else(|| short(x))
}

/// The decision screen of `seat` in the game `key`, in the language of `w` (the page's
/// `view::form_in`).
pub(super) fn form(key: &str, settings: &Value, seat: &Seat, w: &Catalogue) -> Form {
    if rules_of(key).is_err() {
        return nothing(w.msg_with(
            "class-form-no-game",
            &Args::new().text("game", key.to_string()),
        ));
    }
    let k = Knobs::new(key, settings);
    let found = match key {
        "beauty" => beauty(&k, seat, w),
        "ultimatum" => ultimatum(&k, seat, w),
        "dictator" => dictator(&k, seat, w),
        "trust" => trust(&k, seat, w),
        "public-goods" => public_goods(&k, seat, w),
        "pd" => pd(&k, seat, w),
        "stag-hunt" => stag_hunt(&k, seat, w),
        "market-entry" => market_entry(&k, seat, w),
        "auction-first" => auction(&k, seat, false, w),
        "auction-second" => auction(&k, seat, true, w),
        "cournot" => cournot(&k, seat, w),
        "blotto" => blotto(&k, seat, w),
        "rps" => rps(&k, seat, w),
        _ => None,
    };
    found.unwrap_or_else(|| {
        nothing(
            w.msg_with(
                "class-form-no-role",
                &Args::new()
                    .text("role", seat.role.clone())
                    .text("game", super::view_names::game_name_in(key, w)),
            ),
        )
    })
}

fn beauty(k: &Knobs, seat: &Seat, w: &Catalogue) -> Option<Form> {
    role(seat, "player")?;
    let (p, c) = (k.num("p"), k.num("c"));
    let average = if c == 0.0 {
        w.msg("class-form-beauty-average")
    } else if c > 0.0 {
        w.msg_with(
            "class-form-beauty-average-plus",
            &Args::new().text("c", w.decimal(&short(c))),
        )
    } else {
        w.msg_with(
            "class-form-beauty-average-minus",
            &Args::new().text("c", w.decimal(&short(-c))),
        )
    };
    let args = Args::new()
        .text("p", w.decimal(&ratio(p)))
        .text("average", average);
    let target = if p < 1.0 {
        w.msg_with("class-form-beauty-target-of", &args)
    } else {
        w.msg_with("class-form-beauty-target-times", &args)
    };
    let prompt = w.msg_with(
        "class-form-beauty",
        &Args::new()
            .text("target", target)
            .text("prize", k.show("prize", w))
            .text("lo", k.show("lo", w))
            .text("hi", k.show("hi", w)),
    );
    let label = w.msg("class-form-your-number");
    let input = number("number", label, k.num("lo"), k.num("hi"), false);
    screen(prompt, input)
}

fn ultimatum(k: &Knobs, seat: &Seat, w: &Catalogue) -> Option<Form> {
    let pie = Args::new().text("pie", k.show("pie", w));
    let top = k.num("pie");
    match seat.role.as_str() {
        "proposer" => screen(
            w.msg_with("class-form-proposer", &pie),
            number("offer", w.msg("class-form-your-offer"), 0.0, top, true),
        ),
        "responder" => screen(
            w.msg_with("class-form-responder", &pie),
            number("accept_min", w.msg("class-form-accept-min"), 0.0, top, true),
        ),
        _ => None,
    }
}

fn dictator(k: &Knobs, seat: &Seat, w: &Catalogue) -> Option<Form> {
    role(seat, "dictator")?;
    let pie = Args::new().text("pie", k.show("pie", w));
    screen(
        w.msg_with("class-form-dictator", &pie),
        number("give", w.msg("class-form-give"), 0.0, k.num("pie"), true),
    )
}

fn trust(k: &Knobs, seat: &Seat, w: &Catalogue) -> Option<Form> {
    let own = if k.num("trustee_endowment") > 0.0 {
        format!(
            " {}",
            w.msg_with(
                "class-form-trustee-own",
                &Args::new().text("own", k.show("trustee_endowment", w)),
            )
        )
    } else {
        String::new()
    };
    let args = Args::new()
        .text("e", k.show("endowment", w))
        .text("m", k.show("multiplier", w))
        .text("own", own);
    match seat.role.as_str() {
        "investor" => screen(
            w.msg_with("class-form-investor", &args),
            number(
                "send",
                w.msg("class-form-send"),
                0.0,
                k.num("endowment"),
                true,
            ),
        ),
        "trustee" => screen(
            w.msg_with("class-form-trustee", &args),
            number(
                "return_fraction",
                w.msg("class-form-return"),
                0.0,
                1.0,
                false,
            ),
        ),
        _ => None,
    }
}

fn public_goods(k: &Knobs, seat: &Seat, w: &Catalogue) -> Option<Form> {
    role(seat, "player")?;
    let args = Args::new()
        .text("n", k.show("group", w))
        .text("e", k.show("endowment", w))
        .text("m", k.show("multiplier", w));
    screen(
        w.msg_with("class-form-public-goods", &args),
        number(
            "contribute",
            w.msg("class-form-contribution"),
            0.0,
            k.num("endowment"),
            true,
        ),
    )
}

fn pd(k: &Knobs, seat: &Seat, w: &Catalogue) -> Option<Form> {
    role(seat, "player")?;
    let partner = if k.text("matching") == "partner" {
        w.msg("class-form-pd-partner")
    } else {
        w.msg("class-form-pd-stranger")
    };
    let prompt = w.msg_with(
        "class-form-pd",
        &Args::new()
            .text("partner", partner)
            .text("reward", k.show("reward", w))
            .text("punishment", k.show("punishment", w))
            .text("temptation", k.show("temptation", w))
            .text("sucker", k.show("sucker", w)),
    );
    let options = vec![
        (json!("C"), w.msg("class-choice-cooperate")),
        (json!("D"), w.msg("class-choice-defect")),
    ];
    screen(
        prompt,
        choice("action", w.msg("class-form-your-move"), options),
    )
}

fn stag_hunt(k: &Knobs, seat: &Seat, w: &Catalogue) -> Option<Form> {
    role(seat, "player")?;
    let prompt = w.msg_with(
        "class-form-stag-hunt",
        &Args::new()
            .text("ss", k.show("stag_stag", w))
            .text("sh", k.show("stag_hare", w))
            .text("hs", k.show("hare_stag", w))
            .text("hh", k.show("hare_hare", w)),
    );
    let options = vec![
        (json!("stag"), w.msg("class-form-hunt-stag")),
        (json!("hare"), w.msg("class-form-hunt-hare")),
    ];
    screen(
        prompt,
        choice("action", w.msg("class-form-your-hunt"), options),
    )
}

fn market_entry(k: &Knobs, seat: &Seat, w: &Catalogue) -> Option<Form> {
    role(seat, "player")?;
    let class = match seat.private.get("players").and_then(Value::as_u64) {
        Some(n) => w.msg_with(
            "class-form-everyone-n",
            &Args::new().count("n", i64::try_from(n).unwrap_or(i64::MAX)),
        ),
        None => w.msg("class-form-everyone"),
    };
    let prompt = w.msg_with(
        "class-form-market-entry",
        &Args::new()
            .text("class", class)
            .text("c", k.show("capacity", w))
            .text("base", k.show("base", w))
            .text("slope", k.show("slope", w))
            .text("outside", k.show("outside", w)),
    );
    let options = vec![
        (json!(true), w.msg("class-choice-enter")),
        (json!(false), w.msg("class-choice-stay-out")),
    ];
    screen(
        prompt,
        choice("enter", w.msg("class-form-do-you-enter"), options),
    )
}

fn auction(k: &Knobs, seat: &Seat, second: bool, w: &Catalogue) -> Option<Form> {
    role(seat, "bidder")?;
    let (lo, hi) = (k.show("lo", w), k.show("hi", w));
    let value = seat.private.get("value").and_then(Value::as_f64);
    let (worth, earns) = match value {
        Some(v) => (
            w.msg_with(
                "class-form-auction-worth",
                &Args::new()
                    .text("v", w.decimal(&short(v)))
                    .text("lo", lo.clone())
                    .text("hi", hi.clone()),
            ),
            w.decimal(&short(v)),
        ),
        None => (
            w.msg_with(
                "class-form-auction-values",
                &Args::new().text("lo", lo.clone()).text("hi", hi.clone()),
            ),
            w.msg("class-form-auction-your-value"),
        ),
    };
    let args = Args::new()
        .text("n", k.show("group", w))
        .text("worth", worth)
        .text("earns", earns)
        .text("lo", lo)
        .text("hi", hi);
    let prompt = if second {
        w.msg_with("class-form-auction-second", &args)
    } else {
        w.msg_with("class-form-auction-first", &args)
    };
    let label = w.msg("class-form-your-bid");
    let input = number("bid", label, k.num("lo"), k.num("hi"), false);
    screen(prompt, input)
}

fn cournot(k: &Knobs, seat: &Seat, w: &Catalogue) -> Option<Form> {
    role(seat, "firm")?;
    let args = Args::new()
        .text("a", k.show("a", w))
        .text("c", k.show("c", w));
    screen(
        w.msg_with("class-form-cournot", &args),
        number(
            "quantity",
            w.msg("class-form-your-quantity"),
            0.0,
            k.num("a"),
            false,
        ),
    )
}

fn blotto(k: &Knobs, seat: &Seat, w: &Catalogue) -> Option<Form> {
    role(seat, "player")?;
    let (fields, units) = (
        k.num("fields").max(0.0) as u32,
        k.num("units").max(0.0) as u32,
    );
    let args = Args::new()
        .count("units", i64::from(units))
        .count("fields", i64::from(fields));
    let prompt = w.msg_with("class-form-blotto", &args);
    let input = Input::Allocation {
        field: "allocation".into(),
        label: w.msg_with("class-form-blotto-label", &args),
        fields,
        units,
    };
    screen(prompt, input)
}

fn rps(k: &Knobs, seat: &Seat, w: &Catalogue) -> Option<Form> {
    role(seat, "player")?;
    let prompt = w.msg_with(
        "class-form-rps",
        &Args::new()
            .text("win", k.show("win", w))
            .text("loss", k.show("loss", w)),
    );
    let options = vec![
        (json!("R"), w.msg("class-choice-rock")),
        (json!("P"), w.msg("class-choice-paper")),
        (json!("S"), w.msg("class-choice-scissors")),
    ];
    screen(
        prompt,
        choice("action", w.msg("class-form-your-choice"), options),
    )
}
