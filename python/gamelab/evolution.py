"""Evolution: the replicator dynamics' rest points (Nash, ESS, stability), trajectories of
the replicator, best-response, logit and fictitious-play dynamics, the logit QRE path, and
the iterated prisoner's dilemma's strategies and matches. (The Moran process and the
prisoner's dilemma tournament are batches: :mod:`gamelab.batches`.)

A game is a payoff matrix ``A`` (one population: the symmetric game), a pair ``A, B`` (two
populations), or ``.nfg`` text."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Optional, Sequence

from . import _gamelab
from ._common import loads, nfg_text


def _share(x: Any) -> float:
    return float(Fraction(x)) if isinstance(x, str) else float(x)


def rest_points(A: Any, B: Any = None) -> dict:
    """Every rest point of the replicator dynamics, exactly, with its verdicts: the dict of
    ``gamelab dynamics rest-points --json``."""
    return loads(_gamelab.rest_points_json(nfg_text(A, B)))


def trajectory(
    A: Any,
    start: Sequence[Any],
    dynamics: str = "replicator",
    time: float = 10.0,
    samples: int = 100,
    B: Any = None,
    lam: Optional[float] = None,
    seed: Optional[int] = None,
) -> dict:
    """A trajectory of ``dynamics`` (``replicator``, ``best-response``, ``logit`` and
    ``stochastic-fictitious`` with ``lam``, ``fictitious``) from ``start`` (the shares; with
    two populations the rows' then the columns'): the dict of ``gamelab dynamics run
    --json`` (``t``, ``x``, and ``y`` for a second population)."""
    return loads(
        _gamelab.trajectory_json(
            nfg_text(A, B), dynamics, [_share(x) for x in start], float(time), samples,
            None if lam is None else float(lam), seed,
        )
    )


def logit_path(A: Any, B: Any = None, max_lambda: float = 1000.0) -> dict:
    """The principal branch of logit quantal response equilibria from λ = 0 to ``max_lambda``:
    the dict of ``gamelab dynamics logit --json``."""
    return loads(_gamelab.logit_path_json(nfg_text(A, B), float(max_lambda)))


def ipd_strategies() -> list:
    """The prisoner's dilemma strategies (the Axelrod library's names): ``name``,
    ``deterministic``, ``description``."""
    return loads(_gamelab.ipd_strategies_json())["strategies"]


def ipd_match(
    a: str,
    b: str,
    turns: int = 200,
    noise: float = 0.0,
    seed: int = 1,
    payoffs: Optional[Sequence[int]] = None,
) -> dict:
    """One match between strategies ``a`` and ``b``: the dict of ``gamelab ipd match``
    (``moves``: ``"CD"`` per turn, ``scores``)."""
    stage = None if payoffs is None else ",".join(str(p) for p in payoffs)
    return loads(_gamelab.ipd_match_json(a, b, turns, float(noise), seed, stage))
