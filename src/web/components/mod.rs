//! Small components shared by the pages: job progress with Cancel, error notes, downloads,
//! charts drawn for the width they get ([`fit`]).

pub mod fit;
pub mod gambit_import;
pub mod keyed_job;
pub mod mcts;
pub mod outline;
pub mod picture;

use wasm_bindgen::JsCast;
use yew::prelude::*;

pub use fit::{use_width, FitChart};
pub use gambit_import::GambitImport;

use crate::i18n::Args;
use crate::web::i18n::{t, tf};
use crate::web::job::{use_job, JobHandle, JobOutput, JobSpec, JobState};

/// Props of [`JobProgress`].
#[derive(Properties, Clone, PartialEq)]
pub struct JobProgressProps {
    /// The job's state.
    pub state: JobState,
    /// Stops the job.
    pub on_cancel: Callback<()>,
    /// Element id prefix for tests and labels.
    pub id: AttrValue,
    /// Milliseconds the job has run (the page's clock), for the time left; 0 when unknown.
    #[prop_or_default]
    pub elapsed_ms: f64,
}

impl JobProgressProps {
    /// Props showing `job`.
    pub fn of(job: &JobHandle, id: &str) -> Self {
        let handle = job.clone();
        JobProgressProps {
            state: (*job.state).clone(),
            on_cancel: Callback::from(move |_| handle.cancel()),
            id: AttrValue::from(id.to_string()),
            elapsed_ms: if job.running() { job.elapsed_ms() } else { 0.0 },
        }
    }
}

/// A progress bar with a Cancel button while the job runs; a status line otherwise.
#[function_component(JobProgress)]
pub fn job_progress(props: &JobProgressProps) -> Html {
    let id = props.id.clone();
    match &props.state {
        JobState::Running(progress) => {
            let words = crate::web::i18n::catalogue();
            let (value, text) = match progress {
                Some(p) => (p.fraction, crate::jobs::progress_in(p, &words)),
                None => (0.0, crate::web::job::waiting_words(&t("common-starting"))),
            };
            let cancel = props.on_cancel.clone();
            let left = progress
                .as_ref()
                .and_then(|p| p.seconds_left(props.elapsed_ms))
                .map(|s| format!(" — {}", crate::jobs::time_left_in(s, &words)))
                .unwrap_or_default();
            html! {
                <div class="job" id={format!("{id}-job")}>
                    <progress id={format!("{id}-progress")} max="1" value={value.to_string()} aria-label={t("common-progress")}></progress>
                    <span class="job-status" id={format!("{id}-status")}>{ tf("common-running", Args::new().text("what", format!("{text}{left}"))) }</span>
                    <button id={format!("{id}-cancel")} onclick={move |_| cancel.emit(())}>{ t("common-cancel") }</button>
                </div>
            }
        }
        JobState::Idle => html! {},
        JobState::Done(_, millis) => html! {
            <div class="job" id={format!("{id}-job")}><span class="job-status" id={format!("{id}-status")}>{ tf("common-done", Args::new().text("ms", format!("{millis:.0}"))) }</span></div>
        },
        JobState::Cancelled => html! {
            <div class="job" id={format!("{id}-job")}><span class="job-status" id={format!("{id}-status")}>{ t("common-cancelled") }</span></div>
        },
        JobState::Failed(m) => html! {
            <div class="job" id={format!("{id}-job")}><span class="job-status error" id={format!("{id}-status")}>{ tf("common-failed", Args::new().text("reason", m.clone())) }</span></div>
        },
    }
}

/// Offers `content` as a file download named `filename`.
pub fn download(filename: &str, mime: &str, content: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let parts = js_sys::Array::of1(&content.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Ok(a) = document.create_element("a") {
        if let Ok(a) = a.dyn_into::<web_sys::HtmlAnchorElement>() {
            a.set_href(&url);
            a.set_download(filename);
            a.click();
        }
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Inline SVG from a trusted string produced by [`crate::plot`].
pub fn raw_svg(svg: &str) -> Html {
    Html::from_html_unchecked(AttrValue::from(svg.to_string()))
}

/// The error message for `field`, if `errors` (pairs of field and reason) has one, shown next to
/// its input with the id `error-<field>`.
pub fn field_error<'a>(errors: impl IntoIterator<Item = (&'a str, &'a str)>, field: &str) -> Html {
    match errors.into_iter().find(|(f, _)| *f == field) {
        Some((_, reason)) => {
            html! { <span class="error field-error" id={format!("error-{field}")} role="alert">{ reason }</span> }
        }
        None => html! {},
    }
}

/// [`field_error`] for the core's field errors ([`crate::text::FieldError`]).
/// The reason is written in the page's language.
pub fn field_error_of(errors: &[crate::text::FieldError], field: &str) -> Html {
    let words = crate::web::i18n::catalogue();
    let reasons: Vec<(&str, String)> = errors
        .iter()
        .map(|e| (e.field, words.say(&e.said)))
        .collect();
    field_error(reasons.iter().map(|(f, r)| (*f, r.as_str())), field)
}

/// An editor's value with undo and redo: a stack of past values, the present one, and the
/// values undone (cleared by a new edit). At most [`History::LIMIT`] past values are kept.
#[derive(Clone, PartialEq)]
pub struct History<T> {
    /// Earlier values, oldest first.
    pub past: Vec<T>,
    /// The current value.
    pub now: T,
    /// Undone values, the next redo last.
    pub future: Vec<T>,
}

impl<T: Clone + PartialEq> History<T> {
    /// Most past values kept.
    pub const LIMIT: usize = 200;

    /// A history that starts at `now`.
    pub fn new(now: T) -> Self {
        History {
            past: Vec::new(),
            now,
            future: Vec::new(),
        }
    }

    /// `next` becomes the present (no change if equal to it).
    pub fn commit(&self, next: T) -> Self {
        if next == self.now {
            return self.clone();
        }
        let mut past = self.past.clone();
        past.push(self.now.clone());
        if past.len() > Self::LIMIT {
            past.remove(0);
        }
        History {
            past,
            now: next,
            future: Vec::new(),
        }
    }

    /// Back one edit (no change at the start).
    pub fn undo(&self) -> Self {
        let mut h = self.clone();
        if let Some(prev) = h.past.pop() {
            h.future.push(std::mem::replace(&mut h.now, prev));
        }
        h
    }

    /// Forward one undone edit (no change if none).
    pub fn redo(&self) -> Self {
        let mut h = self.clone();
        if let Some(next) = h.future.pop() {
            h.past.push(std::mem::replace(&mut h.now, next));
        }
        h
    }

    /// Handles Ctrl+Z (undo) and Ctrl+Y / Ctrl+Shift+Z (redo), also with ⌘: the new history if
    /// the key was one of them (the browser's default is then prevented).
    pub fn on_key(&self, e: &KeyboardEvent) -> Option<Self> {
        if !(e.ctrl_key() || e.meta_key()) {
            return None;
        }
        let k = e.key().to_lowercase();
        let next = if k == "z" && !e.shift_key() {
            self.undo()
        } else if k == "y" || (k == "z" && e.shift_key()) {
            self.redo()
        } else {
            return None;
        };
        e.prevent_default();
        Some(next)
    }
}

/// The edited value of a page that lives in the URL under the query key `key`: read once,
/// when the page opens, by `parse` (without a link, or when it cannot be read, `default()`,
/// and the reason to show beside the page), then kept with undo and redo. Pages write it back
/// with [`write_link`] after each change.
#[hook]
pub fn use_linked_history<T: Clone + PartialEq + 'static, E: std::fmt::Display + 'static>(
    key: &'static str,
    what: &'static str,
    parse: fn(&str) -> Result<T, E>,
    default: fn() -> T,
) -> (UseStateHandle<History<T>>, Option<String>) {
    use yew_router::prelude::use_location;
    let text = use_location()
        .and_then(|l| l.query::<std::collections::HashMap<String, String>>().ok())
        .and_then(|mut q| q.remove(key));
    let link = use_memo((), move |_| {
        read_link(text.as_deref(), what, parse, default)
    });
    let history = {
        let start = link.0.clone();
        use_state(move || History::new(start))
    };
    (history, link.1.clone())
}

/// Puts `text` in the URL under `key` on `route`'s page (replacing the entry, so the back
/// button leaves the page rather than undoing edits).
pub fn write_link(
    navigator: &Option<yew_router::prelude::Navigator>,
    route: &crate::web::routes::Route,
    key: &'static str,
    text: String,
) {
    if let Some(n) = navigator {
        let _ = n.replace_with_query(route, &vec![(key, text)]);
    }
}

/// The value a shared link carries (`text`, e.g. a query field), read by `parse`; without a
/// link, or when it cannot be read, `default()`, with the reason to show beside the page
/// ("the shared {what} could not be read: …").
pub fn read_link<T, E: std::fmt::Display>(
    text: Option<&str>,
    what: &str,
    parse: impl FnOnce(&str) -> Result<T, E>,
    default: impl FnOnce() -> T,
) -> (T, Option<String>) {
    match text.map(parse) {
        None => (default(), None),
        Some(Ok(v)) => (v, None),
        Some(Err(e)) => (
            default(),
            Some(format!("the shared {what} could not be read: {e}")),
        ),
    }
}

/// Props of [`BenchPanel`].
#[derive(Properties, PartialEq)]
pub struct BenchPanelProps {
    /// The panel's id; its button is `{id}-run`, its progress `{id}-progress`.
    pub id: AttrValue,
    /// The fold-out's title.
    pub summary: AttrValue,
    /// The run button's label.
    pub button: AttrValue,
    /// The benchmark job.
    pub spec: JobSpec,
    /// Draws the finished job's output (a table).
    pub table: Callback<JobOutput, Html>,
    /// What the benchmark measures, and any settings.
    #[prop_or_default]
    pub children: Html,
}

/// A benchmark run in this browser's worker: a fold-out with a description, a run button,
/// progress with Cancel, and the result table.
#[function_component(BenchPanel)]
pub fn bench_panel(props: &BenchPanelProps) -> Html {
    let job = use_job();
    let start = {
        let (job, spec) = (job.clone(), props.spec.clone());
        Callback::from(move |_: MouseEvent| job.start(spec.clone()))
    };
    let id = props.id.to_string();
    html! {
        <details class="bench" id={id.clone()}>
            <summary>{ props.summary.clone() }</summary>
            { props.children.clone() }
            <button id={format!("{id}-run")} disabled={job.running()} onclick={start}>{ props.button.clone() }</button>
            <JobProgress ..JobProgressProps::of(&job, &id) />
            if let JobState::Done(output, _) = &*job.state {
                { props.table.emit(output.clone()) }
            }
        </details>
    }
}

/// A form's fields as typed, readable at once: a click right after an edit (whose change
/// event fires on blur, just before the click) reads the edit, not the form of the last
/// render — a Start or New button that read the rendered form ran the old inputs.
#[derive(Clone)]
pub struct EditedForm<F> {
    shown: UseStateHandle<F>,
    latest: std::rc::Rc<std::cell::RefCell<F>>,
}

impl<F: Clone + 'static> EditedForm<F> {
    /// The form as last edited (what a button acts on).
    pub fn get(&self) -> F {
        self.latest.borrow().clone()
    }

    /// The form as of this render (what the fields show).
    pub fn shown(&self) -> &F {
        &self.shown
    }

    /// Edits the form: at once for [`EditedForm::get`], and re-renders the page.
    pub fn update(&self, edit: impl FnOnce(&mut F)) {
        let mut next = self.get();
        edit(&mut next);
        *self.latest.borrow_mut() = next.clone();
        self.shown.set(next);
    }
}

/// A field's edit made on every keystroke (`input`) rather than on commit (`change`), for the
/// fields of a page that re-renders while one types: a race ticking, a job reporting its
/// progress. Yew writes a bound `value` back into its field whenever the two differ, so a
/// field whose value followed only `change` lost what was typed at the next render.
pub fn on_typed(edit: Callback<Event>) -> Callback<InputEvent> {
    edit.reform(|e: InputEvent| e.into())
}

/// A form kept as an [`EditedForm`], starting as `init` gives it.
#[hook]
pub fn use_edited_form<F: Clone + 'static>(init: impl FnOnce() -> F) -> EditedForm<F> {
    let shown = use_state(init);
    let first = (*shown).clone();
    let latest = use_mut_ref(move || first);
    EditedForm { shown, latest }
}

pub use crate::sorting::sort_by_number;

/// A fresh seed from the browser's entropy (`crypto.getRandomValues`), for runs the person did
/// not seed; pages show it so the run can be repeated. Below 2^53 so it survives a round trip
/// through JavaScript numbers and links unchanged.
pub fn fresh_seed() -> u64 {
    let mut bytes = [0u8; 8];
    // The browser always has an entropy source; were it missing, seed 1 is still a valid run.
    if getrandom::getrandom(&mut bytes).is_err() {
        return 1;
    }
    u64::from_le_bytes(bytes) >> 11
}

/// A result shown beside inputs that have changed since it was computed: greyed, with a note
/// saying so (see [`crate::web::job::JobHandle::result`]).
pub fn maybe_stale(stale: bool, id: &str, content: Html) -> Html {
    if stale {
        stale_with(id, &t("common-stale-run"), content)
    } else {
        content
    }
}

/// `content` greyed under `note`, in a box `{id}-stale`: the one look of every result that is
/// not of the inputs on screen.
pub fn stale_with(id: &str, note: &str, content: Html) -> Html {
    html! {
        <div class="stale" id={format!("{id}-stale")}>
            <p class="stale-note" role="status">{ note.to_string() }</p>
            { content }
        </div>
    }
}

/// Props of [`Lead`].
#[derive(Properties, PartialEq)]
pub struct LeadProps {
    /// The text.
    pub children: Html,
    /// The paragraph's class (`lead` unless a page styles its own).
    #[prop_or(classes!("lead"))]
    pub class: Classes,
}

/// A page's opening paragraph. On a phone it shows its first lines and a "more…" button, so
/// the lab itself (a board, a form) starts on the first screen; on a wider screen it is shown
/// whole (the clamp is the style sheet's, `.lead-box`).
#[function_component(Lead)]
pub fn lead(props: &LeadProps) -> Html {
    let open = use_state(|| false);
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    html! {
        <div class={classes!("lead-box", open.then_some("open"))}>
            <p class={props.class.clone()}>{ props.children.clone() }</p>
            <button class="lead-more small" aria-expanded={open.to_string()} onclick={toggle}>{ if *open { t("common-less") } else { t("common-more") } }</button>
        </div>
    }
}

/// `content` marked as of earlier inputs while a field holds text not yet applied (edits apply
/// on Enter or on leaving the field).
pub fn stale_while_typing(id: &str, content: Html) -> Html {
    stale_with(id, &t("common-stale-typing"), content)
}

/// A link to another lab's page with the state it carries ([`crate::links`]); the `id` is on
/// its text so tests can find it.
pub fn lab_link(link: &crate::links::PageLink, id: &str, text: &str) -> Html {
    use yew_router::prelude::{Link, Routable};
    let route = crate::web::routes::Route::recognize(link.path)
        .expect("the core links only to pages of the playground");
    html! {
        <Link<crate::web::routes::Route, Vec<(&'static str, String)>> to={route} query={Some(link.query.clone())} classes="lab-link">
            <span id={id.to_string()}>{ text }</span>
        </Link<crate::web::routes::Route, Vec<(&'static str, String)>>>
    }
}

/// A result the worker rendered ([`crate::rendered::Rendered`]): its markup, its charts drawn
/// for the width they get, and a button for each of its files.
pub fn rendered_view(r: &crate::rendered::Rendered) -> Html {
    html! {
        <>
            if !r.html.is_empty() { { Html::from_html_unchecked(AttrValue::from(r.html.clone())) } }
            { for r.charts.iter().map(|c| html! { <FitChart spec={c.clone()} /> }) }
            if !r.files.is_empty() {
                <div class="controls">{ for r.files.iter().map(|f| {
                    let file = f.clone();
                    let onclick = Callback::from(move |_: MouseEvent| download(&file.name, &file.mime, &file.text));
                    html! { <button id={f.id.clone()} {onclick}>{ f.label.clone() }</button> }
                }) }</div>
            }
        </>
    }
}
