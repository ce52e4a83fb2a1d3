"""Racing: which of two players is better, from as few games as possible, with a guaranteed
error. A race runs over outcomes from Python (any iterable or generator of 1 = player 1 won,
0 = player 2 won, or a function called once per game), a simulated Bernoulli(μ) stream, or a
repeating pattern; the exact error probability α(μ) is computed by dynamic programming."""

from __future__ import annotations

from typing import Any, Callable, Iterable, Optional, Sequence, Union

from . import _gamelab
from ._common import loads
from .tables import frame


def race(
    algorithm: str,
    outcomes: Union[Iterable[int], Callable[[], int], None] = None,
    *,
    mu: Optional[float] = None,
    pattern: Optional[str] = None,
    seed: int = 1,
    eps: float = 0.01,
    delta: float = 0.05,
    tests: Optional[int] = None,
    cap: int = 1_000_000,
    precision_stop: bool = True,
    trace: bool = False,
) -> dict:
    """Runs one race of ``algorithm`` (``hoeffding``, ``bernstein``, ``lebr``, ``ilebr``,
    ``ilebr2``, ``ilebr-star``, ``ilebr-star2``) and returns the dict of ``gamelab race run
    --json``: ``winner`` (``p1``, ``p2`` or ``undecided``), ``games``, ``mean``, ``reason``,
    ``tests`` (with ``trace=True`` also ``trace``, the tests made).

    Give exactly one source: ``outcomes`` (an iterable or generator of 1/0 or True/False, read
    only as far as the race needs; or a function called once per game), ``mu`` (a simulated
    Bernoulli stream from ``seed``: the same race as the command line's), or ``pattern`` (a
    0/1 string repeated forever). A finite ``outcomes`` that ends before the race decides
    raises ``ValueError``.
    """
    if outcomes is not None and callable(outcomes) and not hasattr(outcomes, "__next__"):
        outcomes = iter(outcomes, object())  # a function: called once per game, forever
    return loads(
        _gamelab.race_json(
            algorithm,
            outcomes,
            None if mu is None else float(mu),
            pattern,
            seed,
            float(eps),
            float(delta),
            tests,
            cap,
            precision_stop,
            trace,
        )
    )


def race_alpha(
    algorithm: str,
    mu: float,
    eps: float = 0.01,
    delta: float = 0.05,
    tests: Optional[int] = None,
    cap: int = 1_000_000,
) -> dict:
    """The exact α(μ) and mean games of a square-schedule race (``ilebr2``, ``ilebr-star``,
    ``ilebr-star2``) without the precision stop: the dict of ``gamelab race alpha --method
    exact --json``."""
    return loads(_gamelab.race_alpha_exact_json(algorithm, [float(mu)], eps, delta, tests, cap))[0]


def alpha_curve(
    algorithm: str,
    mus: Optional[Sequence[float]] = None,
    points: int = 21,
    eps: float = 0.01,
    delta: float = 0.05,
    tests: Optional[int] = None,
    cap: int = 1_000_000,
) -> Any:
    """The exact error curve α(μ): one row per μ (``mus``, or ``points`` evenly spaced μ from 0
    to 1) with ``mu``, ``alpha``, ``mean_games``, ``p1``, ``p2`` — a pandas DataFrame when
    pandas is installed, else a dict of columns."""
    if mus is None:
        if points < 2:
            raise ValueError("points: give at least 2 points")
        mus = [k / (points - 1) for k in range(points)]
    rows = loads(
        _gamelab.race_alpha_exact_json(algorithm, [float(m) for m in mus], eps, delta, tests, cap)
    )
    return frame(
        [{k: r[k] for k in ("algorithm", "mu", "alpha", "mean_games", "p1", "p2")} for r in rows]
    )
