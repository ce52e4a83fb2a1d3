"""Game Lab from Python.

The functions call the gamelab crate (compiled into ``gamelab._gamelab``) and return Python
values: exact numbers as :class:`fractions.Fraction`, batch outputs as the same dicts as the
command line's ``--json``. Errors are :class:`ValueError` with the command line's messages.

Batches (:func:`loveletter_tournament`, :func:`ttr_experiment`) take ``shard=(i, n)`` and run
exactly the games of that shard; :func:`merge` combines the shards' outputs into exactly the
output of the unsharded run (but for the wall-clock fields ``seconds`` and ``threads``).
"""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any, Iterable, List, Optional, Sequence, Tuple, Union

from . import _gamelab

__all__ = [
    "nash_equilibria",
    "nfg_equilibria",
    "blotto_solve",
    "loveletter_tournament",
    "ttr_experiment",
    "race_alpha_mc",
    "merge",
    "without_timing",
    "BATCHES",
    "TIMING_FIELDS",
]

#: The batch kinds that shard and merge.
BATCHES: List[str] = list(_gamelab.BATCHES)

#: The fields of a batch's output that describe the machine, not the result.
TIMING_FIELDS = ("seconds", "threads", "ms_per_1000_games", "cpu_ms_per_1000_games")

Number = Union[int, Fraction, str]


def _number(x: Any) -> str:
    """A payoff as the crate reads it: an integer, a Fraction or a decimal string (NumPy
    integers too); floats are refused, as they are not exact."""
    if isinstance(x, bool):
        raise ValueError(f"a payoff must be a number, not {x!r}")
    if isinstance(x, Fraction):
        return f"{x.numerator}/{x.denominator}"
    if isinstance(x, str):
        return x
    if hasattr(x, "__index__"):
        return str(x.__index__())
    if isinstance(x, float):
        if x.is_integer():
            return str(int(x))
        raise ValueError(
            f"a payoff must be exact (an integer, a Fraction or a string such as '1/3'), not {x!r}"
        )
    raise ValueError(f"a payoff must be a number, not {x!r}")


def _matrix(m: Any) -> List[List[str]]:
    if hasattr(m, "tolist"):  # a NumPy array
        m = m.tolist()
    return [[_number(x) for x in row] for row in m]


def _pairs(text: str) -> List[Tuple[List[Fraction], List[Fraction]]]:
    return [([Fraction(s) for s in e["row"]], [Fraction(s) for s in e["col"]]) for e in json.loads(text)]


def nash_equilibria(A: Any, B: Any) -> List[Tuple[List[Fraction], List[Fraction]]]:
    """Every extreme Nash equilibrium of the bimatrix game (A, B), exactly.

    ``A`` and ``B`` are the row and column players' payoffs: nested lists or NumPy arrays of
    integers or Fractions (or strings such as ``"-1/2"``). A pygambit ``Game`` may be given as
    ``A`` with ``B`` None. Returns a list of ``(x, y)``: the row and column players' mixed
    strategies as lists of :class:`~fractions.Fraction`.
    """
    if B is None and hasattr(A, "to_nfg"):  # a pygambit Game (16.x)
        return nfg_equilibria(A.to_nfg())
    if B is None and hasattr(A, "write"):  # a pygambit Game (15.x)
        return nfg_equilibria(A.write(format="nfg"))
    return _pairs(_gamelab.nash_equilibria_json(_matrix(A), _matrix(B)))


def nfg_equilibria(text: str) -> List[Tuple[List[Fraction], List[Fraction]]]:
    """Every extreme Nash equilibrium of a two-player game in Gambit's ``.nfg`` format."""
    return _pairs(_gamelab.nfg_equilibria_json(text))


def blotto_solve(fields: int, a: int, b: int) -> dict:
    """Colonel Blotto with ``fields`` fields and ``a`` against ``b`` soldiers, solved exactly.

    Returns a dict with ``value`` (A's value, a :class:`~fractions.Fraction`), ``strategy_a``
    and ``strategy_b`` (lists of ``{"partition": [...], "probability": Fraction}``: each
    partition played in a uniformly random order of fields), and the certificate's details.
    """
    out = json.loads(_gamelab.blotto_solve_json(fields, a, b))
    out["value"] = Fraction(out["value"])
    for side in ("strategy_a", "strategy_b"):
        for p in out[side]:
            p["probability"] = Fraction(p["probability"])
    return out


def _shard(shard: Sequence[int]) -> Tuple[int, int]:
    i, n = shard
    return int(i), int(n)


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
    names = agents.split(",") if isinstance(agents, str) else list(agents)
    names = [n.strip() for n in names]
    return json.loads(
        _gamelab.loveletter_tournament_json(players, names, games, seed, iterations, _shard(shard))
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
    return json.loads(
        _gamelab.ttr_experiment_json(sizes, games, agent, seed, forbidden, _shard(shard))
    )


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
    return json.loads(
        _gamelab.race_alpha_mc_json(
            algorithm, float(mu), runs, seed, eps, delta, tests, cap, precision_stop, _shard(shard)
        )
    )


def merge(outputs: Iterable[Union[dict, str]]) -> dict:
    """The shards' outputs (dicts, or JSON text), in any order, merged into the whole run's."""
    texts = [o if isinstance(o, str) else json.dumps(o) for o in outputs]
    return json.loads(_gamelab.merge_json(texts))


def without_timing(output: dict) -> dict:
    """``output`` without its wall-clock fields (:data:`TIMING_FIELDS`)."""
    return {k: v for k, v in output.items() if k not in TIMING_FIELDS}
