"""Game Lab's batches across a Ray cluster: one Ray task per shard, the exact merge.

``run("loveletter_tournament", shards=8, players=3, agents="…", games=10**6, seed=1)`` starts
(or joins) a Ray cluster, runs ``gamelab.loveletter_tournament(…, shard=(i, 8))`` as task ``i``
on whichever worker is free, and returns :func:`gamelab.merge` of the eight outputs: exactly
the unsharded run's output (but for the wall-clock fields). A shard is pure — its games are
seeded by their indices — so a task that fails (its worker killed, a machine lost) is run again
by Ray (``max_retries``) and gives the same output.

``train("connect4", shards=8, settings=…)`` trains the self-taught network with each
generation's self-play games (and Connect Four's measuring match) as Ray tasks and the gradient
steps here: the curves and the network are exactly :func:`gamelab.training.train`'s, and the
command line's ``gamelab train``, for the same settings.

Ray is an optional dependency (``pip install gamelab[ray]``); nothing else in the package
imports it.
"""

from __future__ import annotations

import sys
import time
from typing import Any, Callable, Dict, List, Optional

import gamelab

#: The batch functions that run on Ray.
FUNCTIONS = (
    "loveletter_tournament",
    "ttr_experiment",
    "race_alpha_mc",
    "ipd_tournament",
    "moran",
    "optimise",
    "loa_compare",
    "war_match",
    "rrrats_match",
    "loveletter_stats",
)


def _batch(function_name: str) -> Callable[..., dict]:
    if function_name not in FUNCTIONS:
        raise ValueError(
            f"{function_name!r} is not a batch function: {', '.join(FUNCTIONS)}"
        )
    return getattr(gamelab, function_name)


def run(
    function_name: str,
    shards: int,
    *,
    address: Optional[str] = None,
    max_retries: int = 3,
    progress: Optional[Callable[[int, int], None]] = None,
    num_cpus: Optional[int] = None,
    **kwargs: Any,
) -> dict:
    """Runs ``gamelab.<function_name>(**kwargs)`` as ``shards`` Ray tasks and merges them.

    ``address``: the cluster to join (``ray.init(address=…)``; ``"auto"`` for the one this
    machine belongs to); without it, the cluster already started in this process, or a local
    one. ``max_retries``: how often Ray runs a failed shard again. ``progress(done, total)``
    is called as shards finish (default: a line on stderr). ``num_cpus``: the local cluster's
    size when one is started here.
    """
    import ray

    _batch(function_name)
    shards = int(shards)
    if shards < 1:
        raise ValueError(f"shards must be at least 1, not {shards}")
    if "shard" in kwargs:
        raise ValueError("give the number of shards as shards=…, not shard=(i, n)")
    _connect(ray, address, num_cpus)

    @ray.remote(max_retries=max_retries)
    def shard_task(name: str, index: int, count: int, args: Dict[str, Any]) -> dict:
        import gamelab as g

        return getattr(g, name)(**args, shard=(index, count))

    refs = [shard_task.remote(function_name, i, shards, kwargs) for i in range(shards)]
    report = progress or _report
    pending = list(refs)
    done = 0
    while pending:
        ready, pending = ray.wait(pending, num_returns=1)
        done += len(ready)
        report(done, shards)
    outputs: List[dict] = ray.get(refs)
    return gamelab.merge(outputs)


def train(
    game: str,
    shards: int,
    settings: Optional[Dict[str, Any]] = None,
    *,
    address: Optional[str] = None,
    max_retries: int = 3,
    num_cpus: Optional[int] = None,
    **kwargs: Any,
) -> dict:
    """:func:`gamelab.training.train` with each generation's games as ``shards`` Ray tasks (the
    network is put in Ray's object store once a generation), likewise the measuring match's
    games; ``kwargs`` are :func:`gamelab.training.train`'s (``init``, ``out``, ``eval_*``,
    ``progress``). ``address``, ``max_retries`` and ``num_cpus`` as for :func:`run`."""
    import ray

    from . import training

    shards = int(shards)
    if shards < 1:
        raise ValueError(f"shards must be at least 1, not {shards}")
    _connect(ray, address, num_cpus)

    @ray.remote(max_retries=max_retries)
    def self_play_task(game: str, network: str, settings: str, seed: int, first: int, count: int) -> bytes:
        from gamelab import _gamelab as g

        return g.self_play_bytes(game, network, settings, seed, first, count)

    @ray.remote(max_retries=max_retries)
    def match_task(game: str, network: str, match: str, first: int, count: int) -> List[float]:
        from gamelab import _gamelab as g

        return g.match_results(game, network, match, first, count)

    def play(game: str, network: str, settings: str, seed: int, ranges) -> List[bytes]:
        net = ray.put(network)
        return ray.get([self_play_task.remote(game, net, settings, seed, f, n) for f, n in ranges])

    def judge(game: str, network: str, match: str, ranges) -> List[float]:
        net = ray.put(network)
        parts = ray.get([match_task.remote(game, net, match, f, n) for f, n in ranges])
        return [x for p in parts for x in p]

    return training.drive(game, settings, play, judge, shards=shards, **kwargs)


def _connect(ray: Any, address: Optional[str], num_cpus: Optional[int]) -> None:
    if not ray.is_initialized():
        if address is None:
            ray.init(num_cpus=num_cpus, include_dashboard=False, logging_level="ERROR")
        else:
            ray.init(address=address, logging_level="ERROR")


def _report(done: int, total: int) -> None:
    print(f"\rgamelab.distributed: {done}/{total} shards", end="\n" if done == total else "", file=sys.stderr, flush=True)
