#!/usr/bin/env bash
# The iterated prisoner's dilemma benchmark side by side in one run: `gamelab bench ipd` (a
# round robin of every classic strategy, 200 turns, on one thread) and the Axelrod library's
# Tournament on the same players, turns and repetitions (default 5; give another as the first
# argument), without noise and with noise 0.05. Installs the library from PyPI into
# target/bench-venv (for the benchmark and the test data only; not a dependency). Prints JSON
# lines and a Markdown table with our speed relative to the library's.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
REPETITIONS="${1:-5}"
VENV=target/bench-venv
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/python" -c 'import axelrod; assert axelrod.__version__ == "4.13.0"' 2>/dev/null ||
  "$VENV/bin/pip" install -q axelrod==4.13.0 dask==2024.8.0 pandas==2.2.3 numpy==1.26.4
cargo build --release -q --bin gamelab
TARGET="${CARGO_TARGET_DIR:-target}"
OUT=target/bench-ipd
mkdir -p "$OUT"
"$TARGET/release/gamelab" bench ipd --repetitions "$REPETITIONS" --json > "$OUT/ours.json"
"$VENV/bin/python" scripts/bench-ipd-axelrod.py "$REPETITIONS" > "$OUT/axelrod.jsonl"
cat "$OUT/ours.json" "$OUT/axelrod.jsonl"
"$VENV/bin/python" - "$OUT/ours.json" "$OUT/axelrod.jsonl" <<'PY'
import json, sys
ours = json.load(open(sys.argv[1]))["rows"]
theirs = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
print("| implementation | noise | players | repetitions | matches | ms | matches/s | × library (matches only) | × library (with result set) |")
print("|---|---|---|---|---|---|---|---|---|")
for r in theirs + [dict(o, what="Game Lab (native, one thread)") for o in ours]:
    base = {t["what"].endswith("only"): t["matches_per_second"] for t in theirs if t["noise"] == r["noise"]}
    print(f"| {r['what']} | {r['noise']} | {r['players']} | {r['repetitions']} | {r['matches']} | "
          f"{r['millis']:.1f} | {r['matches_per_second']:.0f} | {r['matches_per_second'] / base[True]:.1f} | "
          f"{r['matches_per_second'] / base[False]:.1f} |")
PY
