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

    /// A number setting as people write it.
    fn show(&self, field: &str) -> String {
        short(self.num(field))
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
fn number(field: &str, label: &str, lo: f64, hi: f64, whole: bool) -> Input {
    Input::Number {
        field: field.into(),
        label: label.into(),
        lo,
        hi,
        step: if whole { 1.0 } else { DECIMAL_STEP },
    }
}

/// A choice input for `field`: (the JSON value sent, its words).
fn choice(field: &str, label: &str, options: &[(Value, &str)]) -> Input {
    Input::Choice {
        field: field.into(),
        label: label.into(),
        options: options
            .iter()
            .map(|(v, words)| (v.clone(), words.to_string()))
            .collect(),
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

/// The decision screen of `seat` in the game `key` (the page's `view::form`).
pub(super) fn form(key: &str, settings: &Value, seat: &Seat) -> Form {
    let Ok(g) = rules_of(key) else {
        return nothing(format!(
            "There is no game “{key}” here, so there is nothing to decide."
        ));
    };
    let k = Knobs::new(key, settings);
    let found = match key {
        "beauty" => beauty(&k, seat),
        "ultimatum" => ultimatum(&k, seat),
        "dictator" => dictator(&k, seat),
        "trust" => trust(&k, seat),
        "public-goods" => public_goods(&k, seat),
        "pd" => pd(&k, seat),
        "stag-hunt" => stag_hunt(&k, seat),
        "market-entry" => market_entry(&k, seat),
        "auction-first" => auction(&k, seat, false),
        "auction-second" => auction(&k, seat, true),
        "cournot" => cournot(&k, seat),
        "blotto" => blotto(&k, seat),
        "rps" => rps(&k, seat),
        _ => None,
    };
    found.unwrap_or_else(|| {
        nothing(format!(
            "This seat's role “{}” has no decision in the game “{}”, so there is nothing to \
             decide here.",
            seat.role,
            g.name()
        ))
    })
}

fn beauty(k: &Knobs, seat: &Seat) -> Option<Form> {
    role(seat, "player")?;
    let (p, c) = (k.num("p"), k.num("c"));
    let average = if c == 0.0 {
        "the average of all the numbers".to_string()
    } else if c > 0.0 {
        format!("(the average of all the numbers + {})", short(c))
    } else {
        format!("(the average of all the numbers − {})", short(-c))
    };
    let target = if p < 1.0 {
        format!("{} of {average}", ratio(p))
    } else {
        format!("{} times {average}", ratio(p))
    };
    let range = format!("from {} to {}", k.show("lo"), k.show("hi"));
    let prompt = format!(
        "You are one of the class's players, and everyone picks a number at the same time. \
         The winner is whoever is closest to {target}, and wins {} (shared when several are \
         as close). Choose a number {range}.",
        k.show("prize")
    );
    let input = number("number", "Your number", k.num("lo"), k.num("hi"), false);
    screen(prompt, input)
}

fn ultimatum(k: &Knobs, seat: &Seat) -> Option<Form> {
    let pie = k.show("pie");
    let top = k.num("pie");
    match seat.role.as_str() {
        "proposer" => screen(
            format!(
                "You are the proposer: you split a pie of {pie} with a responder from the \
                 class. If your offer is at least the smallest offer the responder accepts, \
                 they get your offer and you keep the rest; otherwise you both get nothing. \
                 How much do you offer them (a whole number from 0 to {pie})?"
            ),
            number("offer", "Your offer", 0.0, top, true),
        ),
        "responder" => screen(
            format!(
                "You are the responder: a proposer from the class splits a pie of {pie} with \
                 you. Before you see their offer, say the smallest offer you accept: if they \
                 offer at least that, you get the offer and they keep the rest; otherwise you \
                 both get nothing. Choose a whole number from 0 to {pie}."
            ),
            number(
                "accept_min",
                "The smallest offer you accept",
                0.0,
                top,
                true,
            ),
        ),
        _ => None,
    }
}

fn dictator(k: &Knobs, seat: &Seat) -> Option<Form> {
    role(seat, "dictator")?;
    let pie = k.show("pie");
    screen(
        format!(
            "You are the dictator: you have {pie} to split with someone outside the class, who \
             has no say. You keep whatever you do not give. How much do you give (a whole \
             number from 0 to {pie})?"
        ),
        number("give", "What you give", 0.0, k.num("pie"), true),
    )
}

fn trust(k: &Knobs, seat: &Seat) -> Option<Form> {
    let (e, m) = (k.show("endowment"), k.show("multiplier"));
    let own = if k.num("trustee_endowment") > 0.0 {
        format!(
            " The trustee also has {} of their own.",
            k.show("trustee_endowment")
        )
    } else {
        String::new()
    };
    match seat.role.as_str() {
        "investor" => screen(
            format!(
                "You are the investor: you have {e}, and you keep what you do not send. Every \
                 unit you send to your trustee, someone from the class, becomes {m} in their \
                 hands, and they decide what fraction of it comes back to you.{own} How much \
                 do you send (a whole number from 0 to {e})?"
            ),
            number("send", "What you send", 0.0, k.num("endowment"), true),
        ),
        "trustee" => screen(
            format!(
                "You are the trustee: an investor from the class has {e} and may send you part \
                 of it; every unit sent becomes {m} in your hands.{own} Before you see what \
                 was sent, choose the fraction of it you return: 0 returns nothing, 0.5 half, \
                 1 everything. Choose a number from 0 to 1."
            ),
            number(
                "return_fraction",
                "The fraction you return",
                0.0,
                1.0,
                false,
            ),
        ),
        _ => None,
    }
}

fn public_goods(k: &Knobs, seat: &Seat) -> Option<Form> {
    role(seat, "player")?;
    let (n, e, m) = (k.show("group"), k.show("endowment"), k.show("multiplier"));
    screen(
        format!(
            "You are in a group of {n} from the class. Each of you has {e} and puts part of it \
             into a common pot; the pot is multiplied by {m} and shared equally among the {n} \
             of you, whoever paid in, and you keep what you do not put in. How much do you \
             contribute (a whole number from 0 to {e})?"
        ),
        number(
            "contribute",
            "Your contribution",
            0.0,
            k.num("endowment"),
            true,
        ),
    )
}

fn pd(k: &Knobs, seat: &Seat) -> Option<Form> {
    role(seat, "player")?;
    let partner = if k.text("matching") == "partner" {
        "the same partner from the class all session"
    } else {
        "a partner from the class, drawn afresh each round"
    };
    let prompt = format!(
        "You play the prisoner's dilemma with {partner}. If you both cooperate you each get {}; \
         if you both defect, {} each; if one cooperates and the other defects, the defector \
         gets {} and the cooperator {}. Do you cooperate or defect?",
        k.show("reward"),
        k.show("punishment"),
        k.show("temptation"),
        k.show("sucker")
    );
    let options = [(json!("C"), "Cooperate (C)"), (json!("D"), "Defect (D)")];
    screen(prompt, choice("action", "Your move", &options))
}

fn stag_hunt(k: &Knobs, seat: &Seat) -> Option<Form> {
    role(seat, "player")?;
    let prompt = format!(
        "You hunt with a partner from the class. If you both hunt the stag you each get {}, \
         but hunting the stag alone gets you {}. Hunting the hare gets you {} if your partner \
         hunts the stag and {} if they hunt the hare too. Stag or hare?",
        k.show("stag_stag"),
        k.show("stag_hare"),
        k.show("hare_stag"),
        k.show("hare_hare")
    );
    let options = [
        (json!("stag"), "Hunt the stag"),
        (json!("hare"), "Hunt the hare"),
    ];
    screen(prompt, choice("action", "Your hunt", &options))
}

fn market_entry(k: &Knobs, seat: &Seat) -> Option<Form> {
    role(seat, "player")?;
    let class = match seat.private.get("players").and_then(Value::as_u64) {
        Some(n) => format!("Everyone in the class ({n} players)"),
        None => "Everyone in the class".to_string(),
    };
    let (c, base, slope) = (k.show("capacity"), k.show("base"), k.show("slope"));
    let prompt = format!(
        "{class} decides at the same time whether to enter a market with room for {c}. An \
         entrant earns {base} + {slope} × ({c} − the number of entrants): {base} when exactly \
         {c} enter, more when fewer do, less when more do. Staying out earns {}. Do you enter?",
        k.show("outside")
    );
    let options = [(json!(true), "Enter"), (json!(false), "Stay out")];
    screen(prompt, choice("enter", "Do you enter?", &options))
}

fn auction(k: &Knobs, seat: &Seat, second: bool) -> Option<Form> {
    role(seat, "bidder")?;
    let (lo, hi) = (k.show("lo"), k.show("hi"));
    let value = seat.private.get("value").and_then(Value::as_f64);
    let (worth, earns) = match value {
        Some(v) => (
            format!(
                "The object is worth {} to you: only you know this, and the others' values are \
                 drawn from {lo} to {hi} like yours.",
                short(v)
            ),
            short(v),
        ),
        None => (
            format!("Values for the object are drawn from {lo} to {hi}."),
            "your value".to_string(),
        ),
    };
    let price = if second {
        "The highest bid wins and pays the second-highest bid (the highest of the others'):"
    } else {
        "The highest bid wins and pays its own bid:"
    };
    let paid = if second { "that price" } else { "the bid" };
    let prompt = format!(
        "You are one of {} bidders in a sealed-bid auction. {worth} Everyone bids once without \
         seeing the others' bids. {price} the winner earns {earns} minus {paid}, the others \
         nothing. Bid from {lo} to {hi}.",
        k.show("group")
    );
    let input = number("bid", "Your bid", k.num("lo"), k.num("hi"), false);
    screen(prompt, input)
}

fn cournot(k: &Knobs, seat: &Seat) -> Option<Form> {
    role(seat, "firm")?;
    let (a, c) = (k.show("a"), k.show("c"));
    screen(
        format!(
            "You run one of two firms in a market, the other run by someone from the class. \
             Each of you chooses how much to produce; the price is {a} minus the total produced \
             (never below 0), each unit costs you {c}, and you earn (the price − {c}) × your \
             quantity. How much do you produce (from 0 to {a})?"
        ),
        number("quantity", "Your quantity", 0.0, k.num("a"), false),
    )
}

fn blotto(k: &Knobs, seat: &Seat) -> Option<Form> {
    role(seat, "player")?;
    let (fields, units) = (
        k.num("fields").max(0.0) as u32,
        k.num("units").max(0.0) as u32,
    );
    let prompt = format!(
        "Split your {units} units over {fields} fields. You play everyone else in the class: \
         against each, a field goes to whoever put more units on it (a tie to nobody), and you \
         score the fields you win minus the fields you lose, averaged over everyone. Give \
         {fields} whole numbers that add up to {units}, one per field."
    );
    let input = Input::Allocation {
        field: "allocation".into(),
        label: format!("Units on fields 1 to {fields}"),
        fields,
        units,
    };
    screen(prompt, input)
}

fn rps(k: &Knobs, seat: &Seat) -> Option<Form> {
    role(seat, "player")?;
    let prompt = format!(
        "Everyone in the class picks rock, paper or scissors, and you play everyone else: rock \
         beats scissors, scissors beat paper, paper beats rock. A win pays {}, a tie 0 and a \
         loss {}, averaged over everyone you meet. Rock, paper or scissors?",
        k.show("win"),
        k.show("loss")
    );
    let options = [
        (json!("R"), "Rock"),
        (json!("P"), "Paper"),
        (json!("S"), "Scissors"),
    ];
    screen(prompt, choice("action", "Your choice", &options))
}
