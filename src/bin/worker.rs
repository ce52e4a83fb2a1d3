//! The Web Worker's entry point: runs step-based jobs for the page.

fn main() {
    use gloo_worker::Registrable;
    gamelab::web::worker::install_panic_hook();
    gamelab::web::worker::JobWorker::registrar()
        .encoding::<gamelab::web::worker::Binary>()
        .register();
}
