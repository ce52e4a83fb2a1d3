"""Solvers: every equilibrium of a two-player game (exactly), dominance, Colonel Blotto,
extensive games with information sets (Gambit ``.efg``: the sequence form, Lemke, CFR) and
Kuhn and Leduc poker."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, List, Optional, Tuple

from . import _gamelab
from ._common import loads, matrix

Equilibrium = Tuple[List[Fraction], List[Fraction]]


def _pairs(text: str) -> List[Equilibrium]:
    return [([Fraction(s) for s in e["row"]], [Fraction(s) for s in e["col"]]) for e in loads(text)]


def _pygambit_nfg(game: Any) -> Optional[str]:
    if hasattr(game, "to_nfg"):  # pygambit 16.x
        return game.to_nfg()
    if hasattr(game, "write"):  # pygambit 15.x
        return game.write(format="nfg")
    return None


def nash_equilibria(A: Any, B: Any) -> List[Equilibrium]:
    """Every extreme Nash equilibrium of the bimatrix game (A, B), exactly.

    ``A`` and ``B`` are the row and column players' payoffs: nested lists or NumPy arrays of
    integers or Fractions (or strings such as ``"-1/2"``). A pygambit ``Game`` may be given as
    ``A`` with ``B`` None. Returns a list of ``(x, y)``: the row and column players' mixed
    strategies as lists of :class:`~fractions.Fraction`.
    """
    if B is None:
        text = _pygambit_nfg(A)
        if text is None:
            raise ValueError("give the column player's payoffs B (or a pygambit Game as A)")
        return nfg_equilibria(text)
    return _pairs(_gamelab.nash_equilibria_json(matrix(A), matrix(B)))


def nfg_equilibria(text: str) -> List[Equilibrium]:
    """Every extreme Nash equilibrium of a two-player game in Gambit's ``.nfg`` format."""
    return _pairs(_gamelab.nfg_equilibria_json(text))


def _exact(values: List[str]) -> List[Fraction]:
    return [Fraction(v) for v in values]


def _nfg_or_none(A: Any) -> Optional[str]:
    return A if isinstance(A, str) else _pygambit_nfg(A)


def nash(A: Any, B: Any = None, title: str = "") -> dict:
    """Every equilibrium of the bimatrix game with what kind it is: the dict of ``gamelab nash
    --json`` (``row``, ``col`` and ``payoffs`` as :class:`~fractions.Fraction`, ``row_float``
    and friends as floats; ``degenerate`` explains the continua of a degenerate game).

    ``A`` and ``B`` as for :func:`nash_equilibria`; ``A`` may also be ``.nfg`` text or a
    pygambit ``Game`` (with ``B`` None; the title is then the file's).
    """
    if B is None:
        text = _nfg_or_none(A)
        if text is None:
            raise ValueError("give the column player's payoffs B (or .nfg text or a pygambit Game)")
        out = loads(_gamelab.nfg_nash_json(text))
    else:
        out = loads(_gamelab.nash_json(title, matrix(A), matrix(B)))
    for e in out["equilibria"]:
        e["row"], e["col"], e["payoffs"] = _exact(e["row"]), _exact(e["col"]), _exact(e["payoffs"])
    return out


def dominance(A: Any, B: Any = None, kind: str = "strict", pure_only: bool = False) -> dict:
    """The iterated elimination of dominated strategies (``kind``: ``strict``, ``weak`` or
    ``very-weak``; by mixed strategies too unless ``pure_only``): the dict of ``gamelab
    dominance --json`` (payoffs of the reduced game as :class:`~fractions.Fraction`).
    ``A`` and ``B`` as for :func:`nash`."""
    if B is None:
        text = _nfg_or_none(A)
        if text is None:
            raise ValueError("give the column player's payoffs B (or .nfg text or a pygambit Game)")
        out = loads(_gamelab.nfg_dominance_json(text, kind, pure_only))
    else:
        out = loads(_gamelab.dominance_json(matrix(A), matrix(B), kind, pure_only))
    red = out["reduced"]
    red["row_payoffs"] = [_exact(r) for r in red["row_payoffs"]]
    red["col_payoffs"] = [_exact(r) for r in red["col_payoffs"]]
    return out


def blotto_solve(fields: int, a: int, b: int) -> dict:
    """Colonel Blotto with ``fields`` fields and ``a`` against ``b`` soldiers, solved exactly.

    Returns a dict with ``value`` (A's value, a :class:`~fractions.Fraction`), ``strategy_a``
    and ``strategy_b`` (lists of ``{"partition": [...], "probability": Fraction}``: each
    partition played in a uniformly random order of fields), and the certificate's details
    (``certificate_gap``: the exact best responses' gap, 0 for a certified answer).
    """
    out = loads(_gamelab.blotto_solve_json(fields, a, b))
    out["value"] = Fraction(out["value"])
    for side in ("strategy_a", "strategy_b"):
        for p in out[side]:
            p["probability"] = Fraction(p["probability"])
    return out


def efg_solve(
    game: Any,
    method: str = "seqform",
    iterations: int = 1000,
    label: int = 0,
    prior_seed: Optional[int] = None,
) -> dict:
    """An extensive game with information sets solved: the dict of ``gamelab efg solve
    --json``. ``game`` is ``.efg`` text or a pygambit ``Game``. ``method``: ``seqform`` (the
    sequence-form LP, exact, zero-sum), ``lemke`` (any payoffs; from the uniform prior, or a
    random one drawn from ``prior_seed``), ``lemke-howson`` (from missing ``label``), ``cfr``,
    ``cfr+`` or ``dcfr`` (``iterations``)."""
    text = game if isinstance(game, str) else _efg_text(game)
    return loads(_gamelab.efg_solve_json(text, method, iterations, label, prior_seed))


def _efg_text(game: Any) -> str:
    if hasattr(game, "to_efg"):
        return game.to_efg()
    if hasattr(game, "write"):
        return game.write(format="efg")
    raise ValueError("give .efg text or a pygambit Game")


def efg_normal_form(game: Any) -> dict:
    """The reduced normal form of an ``.efg`` game: the dict of ``gamelab efg normal-form
    --json``."""
    text = game if isinstance(game, str) else _efg_text(game)
    return loads(_gamelab.efg_normal_form_json(text))


def poker_solve(game: str = "kuhn") -> dict:
    """Kuhn or Leduc poker solved exactly by the sequence-form LP: the dict of ``gamelab poker
    solve --json``."""
    return loads(_gamelab.poker_solve_json(game))


def poker_cfr(game: str = "kuhn", algorithm: str = "cfr+", iterations: int = 1000) -> dict:
    """CFR, CFR+ or DCFR on Kuhn or Leduc poker: the dict of ``gamelab poker cfr --json``
    (``exploitability``: ``[iteration, exploitability]`` at 1, 2, 5, 10, 20, 50, … and the
    end)."""
    return loads(_gamelab.poker_cfr_json(game, algorithm, iterations))
