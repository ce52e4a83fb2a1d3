#!/usr/bin/env bash
# Installs whatever the checks need, then runs every check: formatting, clippy (native and
# wasm with the web feature), native tests (the classroom's server against SQLite and a
# throw-away PostgreSQL), the Python package's wheel and pytest, the release wasm build, and
# the end-to-end tests in headless Chromium. Screenshots land in target/e2e-artifacts/. Idempotent.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
install_build_tools
install_test_tools
install_postgres
cd "$ROOT"
start_test_postgres

say "cargo fmt --check"
cargo fmt --all -- --check
say "cargo clippy (native, all targets, the classroom's server too)"
cargo clippy --all-targets --features classroom -- -D warnings
say "cargo clippy (wasm32, web feature)"
cargo clippy --target wasm32-unknown-unknown --features web --lib --bins -- -D warnings
say "cargo test (native, with the classroom's server)"
cargo test --features classroom
# The command line the tests below run is the one `cargo test` has just built (the test
# profile: optimised, with overflow checks, the classroom's server in it). A release build
# would cost minutes and test nothing more.
export GAMELAB_BIN="$ROOT/target/debug/gamelab"
say "the Python package: wheel (maturin) and pytest against the command line"
(cd python && cargo fmt -- --check && cargo clippy -- -D warnings)
build_python_package wheel-test
# No test runs unbounded: one that takes over 10 minutes fails with its name.
"$PYENV/bin/pytest" -q --timeout=600 python/tests
say "cargo doc (missing docs are errors)"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps -q
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps -q --target wasm32-unknown-unknown --features web
say "trunk build --release"
trunk build --release --offline
say "end-to-end tests in headless Chromium"
# The classroom's test serves dist/ with that same binary.
GAMELAB_CLASSROOM_BIN="$GAMELAB_BIN" node --test --test-concurrency=1 --test-timeout=600000 tests/e2e/
say "all checks passed"
