#!/usr/bin/env bash
# The Blotto benchmark, side by side in one run: for every row of the slides' table and of the
# hard region (`gamelab bench blotto --sweep`), our partition method, double oracle and flow LP
# (where the dense simplex takes it) vs HiGHS's interior-point solver on exactly the same flow
# LP (exported by `gamelab blotto export-lp`). Installs highspy from PyPI into
# target/bench-venv. Prints JSON lines and two Markdown tables.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
VENV=target/bench-venv
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/python" -c 'import highspy' 2>/dev/null || "$VENV/bin/pip" install -q highspy==1.15.1
cargo build --release -q
OUT=target/bench-blotto
mkdir -p "$OUT"
for kind in slides sweep; do
  flag=""
  [ "$kind" = sweep ] && flag="--sweep"
  ./target/release/gamelab bench blotto $flag --json > "$OUT/ours-$kind.json"
  files=()
  while read -r k a b; do
    f="$OUT/blotto-$k-$a-$b.lp"
    ./target/release/gamelab blotto export-lp --fields "$k" --a "$a" --b "$b" --out "$f"
    files+=("$f")
  done < <(node -e 'for (const r of JSON.parse(require("fs").readFileSync(process.argv[1])).rows) console.log(r.fields, r.a, r.b)' "$OUT/ours-$kind.json")
  "$VENV/bin/python" scripts/bench-blotto-highs.py "${files[@]}" > "$OUT/highs-$kind.jsonl"
  node scripts/bench-blotto-table.mjs "$OUT/ours-$kind.json" "$OUT/highs-$kind.jsonl" target/e2e-artifacts/bench-blotto-wasm.json
done
