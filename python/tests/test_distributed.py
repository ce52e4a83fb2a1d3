"""gamelab.distributed on a local Ray cluster of two worker processes: a sharded tournament
equals the unsharded one exactly, and a shard whose worker process is killed mid-run is run
again and the result is still identical. Skipped when Ray is not installed."""

import os
import signal
import threading
import time

import pytest

import gamelab

ray = pytest.importorskip("ray")

from gamelab import distributed  # noqa: E402

ARGS = dict(players=3, agents="random,greedy,greedy-memory,probabilistic", games=40, seed=9)
# Slow enough (ISMCTS) that a shard is still running when the test kills it.
SLOW = dict(players=2, agents="ismcts,greedy", games=400, seed=3, iterations=300)


@pytest.fixture(scope="module")
def cluster():
    ray.init(num_cpus=2, include_dashboard=False, logging_level="ERROR")
    yield
    ray.shutdown()


def test_a_tournament_on_ray_equals_the_unsharded_one(cluster):
    whole = gamelab.loveletter_tournament(**ARGS)
    seen = []
    merged = distributed.run(
        "loveletter_tournament", 5, progress=lambda d, t: seen.append((d, t)), **ARGS
    )
    assert gamelab.without_timing(merged) == gamelab.without_timing(whole)
    assert seen[-1] == (5, 5)
    experiment = distributed.run(
        "ttr_experiment", 3, progress=lambda d, t: None,
        players=[2, 3], games=3, agent="algo-thesis", seed=1,
    )
    assert gamelab.without_timing(experiment) == gamelab.without_timing(
        gamelab.ttr_experiment([2, 3], 3, "algo-thesis", 1)
    )
    # A point of a racing error curve.
    point = distributed.run(
        "race_alpha_mc", 4, progress=lambda d, t: None,
        algorithm="ilebr-star", mu=0.55, runs=120, seed=2,
    )
    assert gamelab.without_timing(point) == gamelab.without_timing(
        gamelab.race_alpha_mc("ilebr-star", 0.55, 120, 2)
    )
    # Every other batch function too: the command line's whole output, from shards on Ray.
    from test_labs import SHARDED

    for function in ["ipd_tournament", "moran", "optimise", "loa_compare", "war_match",
                     "rrrats_match", "loveletter_stats"]:
        on_ray = distributed.run(function, 3, progress=lambda d, t: None, **SHARDED[function])
        local = getattr(gamelab, function)(**SHARDED[function])
        assert gamelab.without_timing(on_ray) == gamelab.without_timing(local), function
    assert set(distributed.FUNCTIONS) == set(SHARDED)
    with pytest.raises(ValueError, match="batch function"):
        distributed.run("nash_equilibria", 2)
    with pytest.raises(ValueError, match="shards="):
        distributed.run("loveletter_tournament", 2, shard=(0, 2), **ARGS)


def _shard_processes():
    """The worker processes running a shard now (Ray names them after the task)."""
    found = []
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    if f.read().startswith(b"ray::shard_task"):
                        found.append(int(pid))
            except OSError:
                pass
    return found


def test_a_killed_shard_is_retried_and_the_result_is_the_same(cluster):
    result = {}
    runner = threading.Thread(
        target=lambda: result.update(
            out=distributed.run("loveletter_tournament", 4, progress=lambda d, t: None, **SLOW)
        )
    )
    runner.start()
    killed = None
    deadline = time.time() + 60
    while killed is None and time.time() < deadline and runner.is_alive():
        for pid in _shard_processes():
            os.kill(pid, signal.SIGKILL)
            killed = pid
            break
        time.sleep(0.01)
    runner.join(300)
    assert killed is not None, "a shard's worker process was killed mid-run"
    whole = gamelab.loveletter_tournament(**SLOW)
    assert gamelab.without_timing(result["out"]) == gamelab.without_timing(whole)


def test_training_on_ray_is_the_run_in_one_process(cluster, tmp_path):
    from test_training import CONNECT4, EVAL, untimed

    settings = gamelab.train_settings("connect4", 5, **CONNECT4)
    here = gamelab.train("connect4", settings, out=str(tmp_path / "here.json"),
                         progress=lambda p: None, **EVAL["connect4"])
    on_ray = distributed.train("connect4", 3, settings, out=str(tmp_path / "ray.json"),
                               progress=lambda p: None, **EVAL["connect4"])
    assert untimed(on_ray) == untimed(here)
    assert (tmp_path / "ray.json").read_bytes() == (tmp_path / "here.json").read_bytes()
    assert all("versus" in p for p in on_ray["generations"])
