"""Batches that shard and merge exactly: each takes ``shard=(i, n)``, runs exactly the items
(games, runs, matches) of that shard, and returns the dict of the command line's ``--json``
output for it; :func:`merge` combines the shards' outputs into exactly the output of the
unsharded run (but for the wall-clock fields, :data:`TIMING_FIELDS`, which it sums)."""

from __future__ import annotations

import json
from typing import Any, Iterable, List, Optional, Sequence, Union

from . import _gamelab
from ._common import loads, names, nfg_text, shard as _shard

#: The batch kinds that shard and merge.
BATCHES: List[str] = list(_gamelab.BATCHES)

#: The fields of a batch's output that describe the machine, not the result (at any depth).
TIMING_FIELDS = tuple(_gamelab.TIMING_FIELDS)


def loveletter_tournament(
    players: int,
    agents: Union[str, Iterable[str]],
    games: int,
    seed: int,
    shard: Sequence[int] = (0, 1),
    iterations: int = 1000,
) -> dict:
    """A Love Letter round robin of ``agents`` at tables of ``players`` seats: the dict of
    ``gamelab loveletter tournament --json`` (``shard=(i, n)``: only that shard's games)."""
    return loads(
        _gamelab.loveletter_tournament_json(
            players, names(agents), games, seed, iterations, _shard(shard)
        )
    )


def ttr_experiment(
    players: Union[int, Iterable[int]],
    games: int,
    agent: str,
    seed: int,
    shard: Sequence[int] = (0, 1),
    forbidden: str = "replace",
) -> dict:
    """The Ticket to Ride thesis's experiment: ``games`` games per table size (``players``: one
    size or several, e.g. ``range(2, 6)``) with ``agent`` in every seat — the dict of ``gamelab
    ttr experiment --json`` (``nn`` plays the shipped network)."""
    sizes = [players] if isinstance(players, int) else list(players)
    return loads(_gamelab.ttr_experiment_json(sizes, games, agent, seed, forbidden, _shard(shard)))


def race_alpha_mc(
    algorithm: str,
    mu: float,
    runs: int,
    seed: int,
    shard: Sequence[int] = (0, 1),
    eps: float = 0.01,
    delta: float = 0.05,
    tests: Optional[int] = None,
    cap: int = 1_000_000,
    precision_stop: bool = True,
) -> dict:
    """A race's error probability α(μ) and mean games estimated from ``runs`` seeded runs (run
    ``r`` from ``seed`` and ``r``): the dict of ``gamelab race alpha --method mc --json``."""
    return loads(
        _gamelab.race_alpha_mc_json(
            algorithm, float(mu), runs, seed, eps, delta, tests, cap, precision_stop, _shard(shard)
        )
    )


def ipd_tournament(
    players: Union[str, Iterable[str], None] = None,
    turns: int = 200,
    repetitions: int = 10,
    noise: float = 0.0,
    seed: int = 1,
    payoffs: Optional[Sequence[int]] = None,
    generations: int = 0,
    shard: Sequence[int] = (0, 1),
) -> dict:
    """An iterated prisoner's dilemma round robin (each player against a copy of itself too,
    ``repetitions`` times): the dict of ``gamelab ipd tournament --json``. ``players``: the
    Axelrod library's names (a list, or comma-separated), or None for every classic strategy;
    ``payoffs``: R, S, T, P (default 3, 0, 5, 1); ``generations``: the ecological simulation's."""
    who = None if players is None else names(players)
    stage = None if payoffs is None else ",".join(str(p) for p in payoffs)
    return loads(
        _gamelab.ipd_tournament_json(
            who, turns, repetitions, float(noise), seed, stage, generations, _shard(shard)
        )
    )


def moran(
    game: Any,
    population: int,
    intensity: Union[str, int, Any] = "1/10",
    strategies: Sequence[Union[int, str]] = (1, 2),
    runs: Optional[int] = None,
    seed: int = 0,
    shard: Sequence[int] = (0, 1),
) -> dict:
    """The Moran process of a symmetric game (a payoff matrix ``A``, or ``.nfg`` text): the
    exact fixation probabilities of ``strategies`` (by number from 1, or by name) at selection
    ``intensity`` (exact: ``"1/10"``, a Fraction), and with ``runs`` a simulation beside them —
    the dict of ``gamelab moran --json`` (``shard=(i, n)``: that shard of the runs)."""
    i, j = strategies
    w = intensity if isinstance(intensity, str) else str(intensity)
    return loads(
        _gamelab.moran_json(nfg_text(game), population, w, (str(i), str(j)), runs, seed, _shard(shard))
    )


def optimise(
    game: str = "war",
    algorithm: str = "iterative",
    budget: int = 100,
    budget_games: Optional[int] = None,
    seed: int = 1,
    runs: int = 1,
    race: str = "ilebr-star2",
    eps: float = 0.01,
    delta: float = 0.05,
    tests: Optional[int] = None,
    cap: int = 1_000_000,
    eval_games: int = 10_000,
    shard: Sequence[int] = (0, 1),
) -> dict:
    """Evolves a War or Rrrats! strategy (the game's default rules) with one of the thesis's
    optimisers (``iterative``, ``coevolution``, ``approx``, ``approx2``) comparing candidates
    by ``race``, within ``budget`` mutations (or ``budget_games`` games), ``runs`` times (run
    ``r`` from the seed derived for ``r``): the dict of ``gamelab optimise --json``."""
    return loads(
        _gamelab.optimise_json(
            game, algorithm, budget, budget_games, seed, runs, race, float(eps), float(delta),
            tests, cap, eval_games, _shard(shard),
        )
    )


def loa_compare(
    suite: str = "unbiased",
    positions: Optional[int] = None,
    max_nodes: int = 10_000_000,
    methods: Union[str, Iterable[str], None] = None,
    shard: Sequence[int] = (0, 1),
    name: Optional[str] = None,
) -> dict:
    """The seed's comparison of alpha-beta with proof-number search (its Table 4.2): every
    method (``alphabeta``, ``ab-solver``, ``pns``, ``pn2``, ``dfpn``) on every position of a
    suite (``"unbiased"``, ``"solved"``, or a suite file's text, called ``name``; the first
    ``positions`` only) within ``max_nodes``: the dict of ``gamelab loa compare --json``."""
    which = None if methods is None else names(methods)
    return loads(
        _gamelab.loa_compare_json(suite, name, positions, max_nodes, which, _shard(shard))
    )


def war_match(
    p1: str,
    p2: str,
    games: int = 10_000,
    seed: int = 1,
    seeding: str = "stream",
    shard: Sequence[int] = (0, 1),
) -> dict:
    """A War match (the default rules) between ordering strategies (``desc``, ``asc``,
    ``rand``, ``zero`` or parameters ``"A,B,C"``): the dict of ``gamelab war match --json``.
    ``seeding="stream"`` plays every game from one random stream (the command line's
    default); ``"per-game"`` plays game ``g`` from the seed derived for ``g``, so the match
    takes ``shard=(i, n)`` and merges exactly."""
    return loads(_gamelab.match_json("war", p1, p2, games, seed, seeding, _shard(shard)))


def rrrats_match(
    p1: str,
    p2: str,
    games: int = 10_000,
    seed: int = 1,
    seeding: str = "stream",
    shard: Sequence[int] = (0, 1),
) -> dict:
    """A Rrrats! match (the default rules; ``stop1`` … ``stop4``, ``never``, ``zero`` or eight
    parameters): the dict of ``gamelab rrrats match --json``; ``seeding`` and ``shard`` as for
    :func:`war_match`."""
    return loads(_gamelab.match_json("rrrats", p1, p2, games, seed, seeding, _shard(shard)))


def loveletter_stats(
    players: int,
    agents: Union[str, Iterable[str]],
    rounds: int = 10_000,
    seed: int = 1,
    iterations: int = 1000,
    seeding: str = "stream",
    shard: Sequence[int] = (0, 1),
) -> dict:
    """Love Letter rounds in which seat 0 always starts, one agent per seat: wins per seat, how
    rounds end, turns and plays — the dict of ``gamelab loveletter stats --json``;
    ``seeding`` and ``shard`` as for :func:`war_match` (per round)."""
    return loads(
        _gamelab.loveletter_stats_json(
            players, names(agents), rounds, seed, iterations, seeding, _shard(shard)
        )
    )


def merge(outputs: Iterable[Union[dict, str]]) -> dict:
    """The shards' outputs (dicts, or JSON text), in any order, merged into the whole run's."""
    texts = [o if isinstance(o, str) else json.dumps(o) for o in outputs]
    return loads(_gamelab.merge_json(texts))


def without_timing(output: Any) -> Any:
    """``output`` without its wall-clock fields (:data:`TIMING_FIELDS`, at any depth) and the
    few values a batch renders from them (the Lines of Action comparison's text table and time
    conclusion): what is left is the result, the same for a whole run and its merged shards."""
    return loads(_gamelab.without_timing_json(json.dumps(output)))
