#!/usr/bin/env python3
"""Connect Four training spread over a local Ray cluster (docs/python.md, "Training on Ray"):
wall time of the same run (the game's default settings, measured once at the end) by the
command line on 1 and 2 threads, by the package in one process, and on Ray with 1 and 2
workers; every run's curves and network checked equal to the command line's.

Usage: target/python-env/bin/python scripts/bench-train-ray.py [generations] [gamelab binary]
Needs the package and Ray installed (pip install ./python[ray])."""

import json
import os
import subprocess
import sys
import tempfile
import time

import ray

import gamelab
from gamelab import distributed

GENERATIONS = int(sys.argv[1]) if len(sys.argv) > 1 else 3
BIN = sys.argv[2] if len(sys.argv) > 2 else os.path.join("target", "release", "gamelab")
SETTINGS = gamelab.train_settings("connect4", 1, generations=GENERATIONS, judge_every=GENERATIONS)
quiet = lambda point: None  # noqa: E731


def untimed(out):
    points = [{k: v for k, v in p.items() if k != "seconds"} for p in out["generations"]]
    return out["settings"], points


def net(path):
    with open(path, "rb") as f:
        return f.read()


work = tempfile.mkdtemp()
rows = {}
reference = None
for threads in (1, 2):
    path = os.path.join(work, f"cli{threads}.json")
    t = time.perf_counter()
    done = subprocess.run(
        [BIN, "train", "--game", "connect4", "--generations", str(GENERATIONS),
         "--judge-every", str(GENERATIONS), "--threads", str(threads), "--out", path, "--json"],
        capture_output=True, text=True, check=True,
    )
    rows[f"command line, {threads} thread(s)"] = time.perf_counter() - t
    out = json.loads(done.stdout)
    if reference is None:
        reference = (untimed(out), net(path))
    assert (untimed(out), net(path)) == reference, "the command line's runs differ"

path = os.path.join(work, "here.json")
t = time.perf_counter()
out = gamelab.train("connect4", SETTINGS, out=path, progress=quiet)
rows["package, one process"] = time.perf_counter() - t
assert (untimed(out), net(path)) == reference, "the in-process run differs"

for workers in (1, 2):
    ray.init(num_cpus=workers, include_dashboard=False, logging_level="ERROR")
    warm = gamelab.train_settings("connect4", 1, generations=1, games_per_generation=workers,
                                  simulations=2, steps_per_generation=1)
    distributed.train("connect4", workers, warm, progress=quiet, eval_games=workers, eval_iterations=10)
    path = os.path.join(work, f"ray{workers}.json")
    t = time.perf_counter()
    out = distributed.train("connect4", workers, SETTINGS, out=path, progress=quiet)
    rows[f"Ray, {workers} worker(s), {workers} task(s) a generation"] = time.perf_counter() - t
    assert (untimed(out), net(path)) == reference, "the run on Ray differs"
    ray.shutdown()

base = rows["command line, 1 thread(s)"]
print(json.dumps(dict(
    generations=GENERATIONS,
    games_per_generation=SETTINGS["games_per_generation"],
    simulations=SETTINGS["self_play"]["simulations"],
    steps_per_generation=SETTINGS["steps_per_generation"],
    seconds=rows,
    speedup_over_one_thread={k: base / v for k, v in rows.items()},
), indent=1))
