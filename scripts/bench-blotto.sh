#!/usr/bin/env bash
# The Blotto benchmark, side by side in one run: for every row of the slides' table, our double
# oracle and our flow LP (where the dense simplex takes it) vs HiGHS's interior-point solver on
# exactly the same flow LP (exported by `gamelab blotto export-lp`). Installs highspy from PyPI
# into target/bench-venv. Prints JSON lines and a Markdown table.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
VENV=target/bench-venv
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/python" -c 'import highspy' 2>/dev/null || "$VENV/bin/pip" install -q highspy==1.15.1
cargo build --release -q
OUT=target/bench-blotto
mkdir -p "$OUT"
./target/release/gamelab bench blotto --json > "$OUT/ours.json"
files=()
for row in "10 20 20" "10 30 30" "15 30 30" "20 30 30" "10 20 25" "10 20 30" "15 20 25" "15 20 30" "15 25 30" "20 20 25" "20 20 30" "20 25 30" "10 25 30"; do
  set -- $row
  f="$OUT/blotto-$1-$2-$3.lp"
  ./target/release/gamelab blotto export-lp --fields "$1" --a "$2" --b "$3" --out "$f"
  files+=("$f")
done
"$VENV/bin/python" scripts/bench-blotto-highs.py "${files[@]}" > "$OUT/highs.jsonl"
node scripts/bench-blotto-table.mjs "$OUT/ours.json" "$OUT/highs.jsonl" target/e2e-artifacts/bench-blotto-wasm.json
