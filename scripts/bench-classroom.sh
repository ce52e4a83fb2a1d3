#!/usr/bin/env bash
# The classroom's load benchmark (docs/labs/classroom.md#load): `gamelab classroom swarm`
# against a release server on SQLite, on PostgreSQL, and on two processes sharing one
# PostgreSQL; prints one JSON report per run. Usage: ./scripts/bench-classroom.sh [STUDENTS] [ROUNDS]
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
install_postgres
cd "$ROOT"
students="${1:-500}"
rounds="${2:-3}"
cargo build --release --features classroom --bin gamelab
bin="$ROOT/target/release/gamelab"
dir="$(mktemp -d /tmp/gamelab-bench.XXXXXX)"
pids=()
start_test_postgres
# Stop the servers and remove the folder, then what start_test_postgres would do on exit.
pg_stop="$(trap -p EXIT | sed "s/^trap -- '//; s/' EXIT$//")"
cleanup() { kill "${pids[@]}" 2>/dev/null || true; rm -rf "$dir"; eval "$pg_stop" || true; }
trap cleanup EXIT
port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
serve() { # database → prints the URL
  local p; p="$(port)"
  "$bin" classroom serve --addr "127.0.0.1:$p" --database "$1" --dist /nonexistent >/dev/null 2>&1 &
  pids+=($!)
  until curl -sf "http://127.0.0.1:$p/api/games" >/dev/null; do sleep 0.1; done
  echo "http://127.0.0.1:$p"
}
swarm() { "$bin" classroom swarm --url "$1" --students "$2" --rounds "$rounds" --json; }

say "SQLite: $students students"
url="$(serve "sqlite://$dir/classroom.db")"
swarm "$url" "$students"
swarm "$url" "$students"
say "SQLite: $((2 * students)) students"
swarm "$url" "$((2 * students))"

say "PostgreSQL, one process: $students students"
url="$(serve "$GAMELAB_TEST_POSTGRES")"
swarm "$url" "$students"
say "PostgreSQL, two processes: $((students / 2)) students on each, at once"
url2="$(serve "$GAMELAB_TEST_POSTGRES")"
swarm "$url" "$((students / 2))" > "$dir/a.json" &
swarm "$url2" "$((students / 2))" > "$dir/b.json"
wait %%
cat "$dir/a.json" "$dir/b.json"
