#!/usr/bin/env bash
# The Love Letter lab's tables (docs/labs/love-letter.md), measured in one run on this machine:
# round robins of the four agents at tables of 2, 3 and 4 (ISMCTS with 1 000 iterations), ISMCTS
# against greedy by iteration budget, races deciding which agent is better, and the first
# player's advantage under random play. Writes the JSON of every run to target/love-letter/ and
# prints Markdown tables. Takes about ten minutes on two cores.
# Usage: scripts/love-letter-tables.sh [--quick]
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
cargo build --release -q
OUT=target/love-letter
mkdir -p "$OUT"
G=(3000 3000 2000); BUDGET_GAMES=1000; ROUNDS=1000000
if [ "${1:-}" = --quick ]; then G=(120 120 80); BUDGET_GAMES=40; ROUNDS=10000; fi
LL=./target/release/gamelab
for p in 2 3 4; do
  $LL loveletter tournament --players $p --agents random,greedy,greedy-memory,ismcts \
    --games "${G[$((p - 2))]}" --seed 1 --iterations 1000 --json > "$OUT/round-robin-$p.json"
done
for it in 10 30 100 300 1000 3000; do
  $LL loveletter tournament --players 2 --agents ismcts,greedy --games $BUDGET_GAMES --seed 2 \
    --iterations $it --json > "$OUT/budget-$it.json"
done
for pair in greedy,random greedy-memory,greedy ismcts,greedy ismcts,greedy-memory; do
  $LL loveletter race --a "${pair%,*}" --b "${pair#*,}" --algorithm ilebr-star2 --eps 0.05 \
    --delta 0.05 --seed 3 --iterations 1000 --json > "$OUT/race-${pair/,/-vs-}.json"
done
for p in 2 3 4; do
  agents=$(printf 'random%.0s,' $(seq $p)); agents=${agents%,}
  $LL loveletter stats --players $p --agents "$agents" --rounds $ROUNDS --seed 1 --json > "$OUT/stats-$p.json"
done
python3 - "$OUT" <<'PY'
import json, sys, pathlib
out = pathlib.Path(sys.argv[1])
pct = lambda x: f"{100 * x:.1f}%"
print("| seats | games | tables | random | greedy | greedy with memory | ISMCTS (1 000 it.) | CPU ms per 1 000 games |")
print("|---|---:|---:|---:|---:|---:|---:|---:|")
for p in (2, 3, 4):
    d = json.loads((out / f"round-robin-{p}.json").read_text())
    cells = [f"{pct(s['rate'])} [{pct(s['ci95'][0])}, {pct(s['ci95'][1])}] of {s['games']}" for s in d["standings"]]
    print(f"| {p} | {d['games']} | {d['tables']} | " + " | ".join(cells) + f" | {d['cpu_ms_per_1000_games']:.0f} |")
print()
print("| ISMCTS iterations per decision | games | ISMCTS wins against greedy | 95% interval | CPU ms per 1 000 games |")
print("|---:|---:|---:|---|---:|")
for it in (10, 30, 100, 300, 1000, 3000):
    d = json.loads((out / f"budget-{it}.json").read_text())
    s = d["standings"][0]
    print(f"| {it} | {d['games']} | {pct(s['rate'])} | [{pct(s['ci95'][0])}, {pct(s['ci95'][1])}] | {d['cpu_ms_per_1000_games']:.0f} |")
print()
print("| A | B | verdict | games | A's wins | reason | seconds |")
print("|---|---|---|---:|---:|---|---:|")
for pair in ("greedy-vs-random", "greedy-memory-vs-greedy", "ismcts-vs-greedy", "ismcts-vs-greedy-memory"):
    d = json.loads((out / f"race-{pair}.json").read_text())
    verdict = f"{d['winner']} is better" if d["winner"] else "undecided"
    print(f"| {d['a']} | {d['b']} | {verdict} | {d['games']} | {d['a_wins']} ({pct(d['mean'])}) | {d['reason']} | {d['seconds']:.1f} |")
print()
for p in (2, 3, 4):
    d = json.loads((out / f"stats-{p}.json").read_text())
    shares = ", ".join(pct(w / d["rounds"]) for w in d["round_wins"])
    print(f"- {p} players, random agents, seat 0 starting ({d['rounds']} rounds): round wins by seat {shares}; showdowns {pct(d['showdown_rounds'] / d['rounds'])}, tiebreaks {pct(d['tiebreak_rounds'] / d['rounds'])}, shared {pct(d['shared_rounds'] / d['rounds'])}; {d['mean_turns_per_round']:.2f} turns per round")
PY
