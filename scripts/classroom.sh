#!/usr/bin/env bash
# Sets up and starts the classroom: builds the playground (release) and the command line with
# the classroom's server when they are missing or older than the sources, then serves both on
# one address. Phones on the same network join at the address it prints.
#   ./scripts/classroom.sh                       # http://<this computer>:8090, classroom.db
#   ./scripts/classroom.sh --addr 127.0.0.1:9000 --database postgres://user@host/db
# Ctrl-C stops; the data stays in the database (export it with `gamelab classroom export CODE`).
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
install_build_tools
cd "$ROOT"
newest_source="$(find src www index.html Cargo.toml Trunk.toml -type f -newer dist/index.html 2>/dev/null | head -1)"
if [ ! -f dist/index.html ] || [ -n "$newest_source" ]; then
  say "building the playground (release)"
  trunk build --release --offline
fi
say "building the classroom's server"
cargo build --release --features classroom --bin gamelab
args=("$@")
case " $* " in
  *" --addr "*) ;;
  *) args=(--addr 0.0.0.0:8090 "${args[@]}") ;;
esac
exec target/release/gamelab classroom serve --dist dist "${args[@]}"
