//! The browser app's entry point (built by Trunk with the `web` feature).

fn main() {
    gamelab::web::start();
}
