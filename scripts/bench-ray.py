#!/usr/bin/env python3
"""The sharded Love Letter tournament on a local Ray cluster of 1 and 2 workers (docs/python.md,
"Past one machine"): wall time, the speed-up, the overhead per shard, and the in-process run
beside them; every merged output checked equal to the in-process one.

Usage: target/python-env/bin/python scripts/bench-ray.py [games] [shards]
Needs the package and Ray installed (pip install ./python[ray])."""

import json
import sys
import time

import ray

import gamelab
from gamelab import distributed

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
SHARDS = int(sys.argv[2]) if len(sys.argv) > 2 else 8
ARGS = dict(players=4, agents="random,greedy,greedy-memory,probabilistic", seed=1)
quiet = lambda done, total: None  # noqa: E731

t = time.perf_counter()
whole = gamelab.loveletter_tournament(games=GAMES, **ARGS)
in_process = time.perf_counter() - t

rows = {}
for workers in (1, 2):
    ray.init(num_cpus=workers, include_dashboard=False, logging_level="ERROR")
    distributed.run("loveletter_tournament", workers, progress=quiet, games=workers, **ARGS)  # warm
    t = time.perf_counter()
    merged = distributed.run("loveletter_tournament", SHARDS, progress=quiet, games=GAMES, **ARGS)
    wall = time.perf_counter() - t
    assert gamelab.without_timing(merged) == gamelab.without_timing(whole), "the merge differs"
    # Overhead per shard: many shards of one game each.
    tiny = 64
    t = time.perf_counter()
    distributed.run("loveletter_tournament", tiny, progress=quiet, games=tiny, **ARGS)
    per_shard = (time.perf_counter() - t) / tiny * workers
    rows[workers] = dict(seconds=wall, overhead_ms_per_shard=per_shard * 1e3)
    ray.shutdown()

print(json.dumps(dict(
    games=GAMES, shards=SHARDS, in_process_seconds=in_process,
    games_per_second_in_process=GAMES / in_process,
    workers=rows, speedup=rows[1]["seconds"] / rows[2]["seconds"],
), indent=1))
