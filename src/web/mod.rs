//! The browser face (feature `web`): the Yew app, its pages, and the worker glue.
//!
//! The web layer stays thin: it parses user input with the core's parsers, calls the core,
//! and draws. Long work goes to a Web Worker ([`worker`]) as a step-based job, so the main
//! thread never blocks. Charts are SVG strings from [`crate::plot`], drawn on the main thread.

pub mod app;
pub mod blotto;
pub mod components;
pub mod evolve;
pub mod games;
pub mod outline;
pub mod panic;
pub mod racing;
pub mod trees;
pub mod ttt;
pub mod worker;

/// Installs the panic hook and mounts the app on `<body>`.
pub fn start() {
    panic::install();
    yew::Renderer::<app::App>::new().render();
}
