#!/usr/bin/env bash
# Shared by scripts/serve.sh and scripts/test.sh: idempotent installation of what the build
# and the tests need. Every step checks first and does nothing when the tool is present at
# the right version, so a second run is quick.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION="0.21.14" # 0.22 needs a newer rustc than the stable toolchain here
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true # no registry call on every trunk run
export CARGO_TERM_COLOR=never        # NO_COLOR=1 would break trunk 0.21's flag parser

say() { printf '\n== %s\n' "$*"; }

# The wasm-bindgen version Cargo.lock resolved: the CLI must match it exactly.
wasm_bindgen_version() {
  awk '$0=="name = \"wasm-bindgen\"" {getline; gsub(/"/,"",$3); print $3; exit}' "$ROOT/Cargo.lock"
}

# Installs Debian packages (as root, or through sudo).
apt_install() {
  say "installing $* from Debian"
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "$@"
}

install_build_tools() {
  # wasm-opt shrinks the app's module in release builds (index.html: data-wasm-opt); Trunk
  # would otherwise try to download it.
  command -v wasm-opt >/dev/null || apt_install binaryen
  # Zopfli writes the release build's gzip copies 5–6% smaller (scripts/compress.mjs).
  command -v zopfli >/dev/null || apt_install zopfli
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
    say "installing trunk $TRUNK_VERSION (several minutes, once)"
    # trunk's own release profile is fat LTO with one codegen unit: very slow on 2 cores.
    CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
      cargo install trunk --version "$TRUNK_VERSION" --locked --force
  fi
  local wb
  wb="$(wasm_bindgen_version)"
  if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $wb" ]; then
    say "installing wasm-bindgen-cli $wb (a few minutes, once)"
    # --locked can fail when its lockfile pins a crate version the registry lacks.
    cargo install wasm-bindgen-cli --version "$wb" --locked --force ||
      cargo install wasm-bindgen-cli --version "$wb" --force
  fi
  grep -q "^wasm_bindgen = \"$wb\"" "$ROOT/Trunk.toml" || {
    echo "Trunk.toml [tools] wasm_bindgen must equal Cargo.lock's wasm-bindgen ($wb)" >&2
    return 1
  }
}

install_test_tools() {
  local need=()
  command -v chromium >/dev/null || need+=(chromium)
  command -v chromedriver >/dev/null || need+=(chromium-driver)
  if ((${#need[@]})); then
    apt_install "${need[@]}"
  fi
  rustup component list --installed | grep -q '^clippy' || rustup component add clippy
  rustup component list --installed | grep -q '^rustfmt' || rustup component add rustfmt
  if [ ! -d "$ROOT/node_modules/playwright-core" ] || [ ! -d "$ROOT/node_modules/axe-core" ]; then
    say "installing playwright-core (no browser download) and axe-core from npm"
    (cd "$ROOT" && npm ci --no-fund --no-audit)
  fi
  install_python_tools
}

# The Python package's tools in a virtual environment of the project's own (target/python-env):
# maturin builds the wheel, pytest runs its tests, NumPy is one of the inputs they check, Ray
# runs gamelab.distributed's tests on a local cluster, pygambit and Nashpy are the references
# its equilibria are checked against, pandas is what its tables become, pytest-timeout fails a
# test that runs too long with its name.
PYENV="$ROOT/target/python-env"
install_python_tools() {
  if [ ! -x "$PYENV/bin/maturin" ] || [ ! -x "$PYENV/bin/ray" ] \
    || ! "$PYENV/bin/python" -c "import pytest, pytest_timeout, numpy, pygambit, nashpy, pandas" 2>/dev/null; then
    say "installing maturin, pytest, pytest-timeout, numpy, ray, pygambit, nashpy and pandas into target/python-env (pip)"
    python3 -m venv "$PYENV"
    "$PYENV/bin/pip" install -q --disable-pip-version-check "maturin>=1.5,<2" pytest pytest-timeout \
      numpy ray pygambit nashpy pandas
  fi
}

# Builds the Python package's wheel (python/, abi3) and installs it into target/python-env.
# Builds the wheel and installs it into target/python-env. The test script passes the
# `wheel-test` profile (python/Cargo.toml): optimised less, built in half the time.
build_python_package() {
  local profile=(--release)
  [ $# -gt 0 ] && profile=(--profile "$1")
  (cd "$ROOT/python" && "$PYENV/bin/maturin" build "${profile[@]}" --quiet -o "$ROOT/target/wheels")
  "$PYENV/bin/pip" install -q --disable-pip-version-check --force-reinstall --no-deps \
    "$(ls -t "$ROOT"/target/wheels/gamelab-*.whl | head -n 1)"
}

# PostgreSQL for the classroom's tests: Debian's server, installed when missing.
install_postgres() {
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    apt_install postgresql
  fi
}

# Starts a throw-away PostgreSQL cluster on a free loopback port (as the `postgres` user when
# run as root: the server refuses root) and exports GAMELAB_TEST_POSTGRES, its URL; the
# cluster is stopped and removed when the calling script exits.
start_test_postgres() {
  local bin port dir run
  bin="$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")"
  port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  dir="$(mktemp -d /tmp/gamelab-pg.XXXXXX)"
  run=()
  if [ "$(id -u)" = 0 ]; then
    chown postgres "$dir"
    run=(runuser -u postgres --)
  fi
  say "starting a throw-away PostgreSQL on 127.0.0.1:$port"
  "${run[@]}" "$bin/initdb" -D "$dir/data" -U gamelab --auth=trust -E UTF8 >/dev/null
  "${run[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=200 -c fsync=on" start >/dev/null
  "${run[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U gamelab gamelab_test
  export GAMELAB_TEST_POSTGRES="postgres://gamelab@127.0.0.1:$port/gamelab_test"
  # shellcheck disable=SC2064
  trap "${run[*]} $bin/pg_ctl -D $dir/data -m immediate stop >/dev/null 2>&1; rm -rf $dir" EXIT
}
