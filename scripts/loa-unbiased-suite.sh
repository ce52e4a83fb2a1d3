#!/usr/bin/env bash
# Makes data/loa_suite_unbiased.txt, the Lines of Action suite chosen without looking at any
# solver's answer: seeded alpha-beta self-play (4 random opening plies, then 20 000 nodes per
# move for both sides), and every position 5, 10, 15 and 20 plies before the end of each game
# that ended in a win — unsolved. 122 games give 481 positions, near the seed's 488 (a drawn
# game gives none, a game too short for a depth none there). Takes seconds. Then the seed's Table 4.2 on it:
#   cargo run --release -- loa compare --suite unbiased --max-nodes 10000000 --threads 1
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cargo run --release --quiet -- loa suite --games 122 --seed 1 --move-nodes 20000 \
  --select all --before-end 5,10,15,20 --random-plies 4 \
  --out data/loa_suite_unbiased.txt --json
