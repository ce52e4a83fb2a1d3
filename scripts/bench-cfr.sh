#!/usr/bin/env bash
# The CFR benchmark side by side in one run: `gamelab bench cfr` (CFR, CFR+, DCFR and a naive
# CFR+ on Kuhn and Leduc poker) and OpenSpiel's C++ CFR+ through its Python bindings, the same
# number of iterations (default 200; give another as the first argument). Installs open_spiel
# from PyPI into target/bench-venv (for the benchmark only; not a dependency). Prints JSON lines
# and a Markdown table with each row's speed relative to OpenSpiel's CFR+ on the same game.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
ITERATIONS="${1:-200}"
VENV=target/bench-venv
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/python" -c 'import pyspiel' 2>/dev/null || "$VENV/bin/pip" install -q open_spiel==2.0.2
cargo build --release -q
OUT=target/bench-cfr
mkdir -p "$OUT"
./target/release/gamelab bench cfr --iterations "$ITERATIONS" --json > "$OUT/ours.json"
"$VENV/bin/python" scripts/bench-cfr-openspiel.py "$ITERATIONS" > "$OUT/openspiel.jsonl"
cat "$OUT/ours.json" "$OUT/openspiel.jsonl"
"$VENV/bin/python" - "$OUT/ours.json" "$OUT/openspiel.jsonl" <<'PY'
import json, sys
ours = json.load(open(sys.argv[1]))["rows"]
theirs = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
base = {r["game"]: r["per_second"] for r in theirs}
print("| game | algorithm | iterations | iterations/s | × OpenSpiel CFR+ | exploitability |")
print("|---|---|---|---|---|---|")
for r in theirs + ours:
    print(f"| {r['game']} | {r['algorithm']} | {r['iterations']} | {r['per_second']:.0f} | "
          f"{r['per_second'] / base[r['game']]:.1f} | {r['exploitability']:.6f} |")
PY
