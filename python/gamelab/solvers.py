"""Solvers: every equilibrium of a two-player game (exactly), every equilibrium of a game of 3
to 6 players (certified; exact, or 32 decimals when irrational), correlated equilibria,
dominance, Colonel Blotto, extensive games with information sets (Gambit ``.efg``: the sequence
form, Lemke, CFR) and Kuhn and Leduc poker.

Games of n players come as n payoff tensors (NumPy arrays or nested lists, each of shape
k1 × k2 × … × kn: ``A[s1][s2]…[sn]`` is that player's payoff when player i plays strategy
``si``), or as Gambit ``.nfg`` text, or as a pygambit ``Game``."""

from __future__ import annotations

import itertools
import warnings
from decimal import Decimal
from fractions import Fraction
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from . import _gamelab
from ._common import loads, matrix, number

Equilibrium = Tuple[List[Fraction], List[Fraction]]

#: A probability or payoff of an n-player equilibrium: exact, or (irrational) 32 decimals
#: proven within 10⁻³⁵ of the true number.
Number = Union[Fraction, Decimal]

#: One mixed strategy per player.
Profile = Tuple[List[Number], ...]


def _pairs(text: str) -> List[Equilibrium]:
    return [([Fraction(s) for s in e["row"]], [Fraction(s) for s in e["col"]]) for e in loads(text)]


def _pygambit_nfg(game: Any) -> Optional[str]:
    if hasattr(game, "to_nfg"):  # pygambit 16.x
        return game.to_nfg()
    if hasattr(game, "write"):  # pygambit 15.x
        return game.write(format="nfg")
    return None


def nash_equilibria(A: Any, B: Any = None, *more: Any) -> List[Profile]:
    """Every Nash equilibrium of a game, exactly: for two players every extreme equilibrium
    (a list of ``(x, y)`` of :class:`~fractions.Fraction`, as always), for three or more every
    equilibrium, certified (a list of tuples of n mixed strategies).

    - ``nash_equilibria(A, B)``: the bimatrix game; ``A`` and ``B`` are the row and column
      players' payoffs, nested lists or NumPy arrays of integers or Fractions (or strings such
      as ``"-1/2"``).
    - ``nash_equilibria(A, B, C, ...)``: three to six players' payoff tensors, each of shape
      k1 × … × kn (``A[s1][s2][s3]`` is player 1's payoff), entries as for the bimatrix.
    - ``nash_equilibria(game)`` (or ``nash_equilibria(game, None)``): a pygambit ``Game`` or
      Gambit ``.nfg`` text of 2 to 6 players.

    With three or more players each probability is a :class:`~fractions.Fraction` when it is
    rational and a :class:`~decimal.Decimal` of 32 places when it is irrational (proven to lie
    within 10⁻³⁵ of it). When the enumeration cannot prove it found every equilibrium (a
    continuum of them, say), a :class:`RuntimeWarning` says why; every equilibrium listed is
    certified all the same. :func:`nash_n` gives the whole account.
    """
    if more:
        return _profiles(nash_n(A, B, *more))
    if B is None:
        text = _nfg_or_none(A)
        if text is None:
            raise ValueError(
                "give the column player's payoffs B (or .nfg text or a pygambit Game as A)"
            )
        return nfg_equilibria(text)
    return _pairs(_gamelab.nash_equilibria_json(matrix(A), matrix(B)))


def nfg_equilibria(text: str) -> List[Profile]:
    """Every Nash equilibrium of a game in Gambit's ``.nfg`` format: every extreme one of a
    two-player game (``(x, y)`` of Fractions), every one of a game of 3 to 6 players (as
    :func:`nash_equilibria` gives them)."""
    if len(_gamelab.nfg_names(text)[0]) == 2:
        return _pairs(_gamelab.nfg_equilibria_json(text))
    return _profiles(nash_n(text))


def _profiles(out: dict) -> List[Profile]:
    """The equilibria of :func:`nash_n`'s answer, warning when the list is not proven
    complete."""
    if not out["complete"]:
        warnings.warn(
            f"not every equilibrium may be listed: {out['certificate']}",
            RuntimeWarning,
            stacklevel=3,
        )
    return [tuple(e["strategies"]) for e in out["equilibria"]]


def _num(text: str) -> Number:
    """A number of the n-player answers: ``p/q`` is exact, a decimal (32 places) is not."""
    return Decimal(text) if "." in text else Fraction(text)


def _tensors(tensors: Sequence[Any]) -> Tuple[List[int], List[List[str]]]:
    """Payoff tensors (player p's payoffs indexed ``[s1][s2]…[sn]``, NumPy's order) as the
    crate reads a game: its shape and one payoff vector per profile in Gambit's table order
    (the first player's strategy changing fastest)."""
    n = len(tensors)
    flat: List[List[str]] = []
    shape: List[int] = []
    for p, t in enumerate(tensors):
        if hasattr(t, "tolist"):  # a NumPy array
            t = t.tolist()
        own: List[int] = []
        x = t
        while isinstance(x, (list, tuple)) and len(own) < n:
            own.append(len(x))
            if not x:
                break
            x = x[0]
        if p == 0:
            shape = own
        if len(own) != n or own != shape or 0 in own:
            raise ValueError(
                f"{n} players need payoff arrays of one shape k1 × … × k{n}, every k at least "
                f"1: player {p + 1}'s has shape {tuple(own)}"
                + ("" if p == 0 else f", player 1's {tuple(shape)}")
            )
        cells: List[str] = []

        def walk(x: Any, depth: int) -> None:
            if depth == n:
                if isinstance(x, (list, tuple)):
                    raise ValueError(f"player {p + 1}'s payoffs have more than {n} dimensions")
                cells.append(number(x))
                return
            if not isinstance(x, (list, tuple)) or len(x) != shape[depth]:
                raise ValueError(
                    f"player {p + 1}'s payoffs are not a k1 × … × k{n} array of shape "
                    f"{tuple(shape)}"
                )
            for y in x:
                walk(y, depth + 1)

        walk(t, 0)
        flat.append(cells)
    # C order: profile (s1, …, sn) is at sum(si · k(i+1) ⋯ kn); table order runs s1 fastest.
    strides = [1] * n
    for i in range(n - 2, -1, -1):
        strides[i] = strides[i + 1] * shape[i + 1]
    table = []
    for rev in itertools.product(*(range(k) for k in reversed(shape))):
        at = sum(s * d for s, d in zip(reversed(rev), strides))
        table.append([flat[p][at] for p in range(n)])
    return shape, table


def _game(payoffs: Sequence[Any], what: str) -> Tuple[Optional[str], Any]:
    """``(text, None)`` for one ``.nfg`` text or pygambit ``Game``, ``(None, (shape,
    table))`` for two or more payoff tensors."""
    if len(payoffs) == 2 and payoffs[1] is None:
        payoffs = payoffs[:1]
    text = _nfg_or_none(payoffs[0]) if len(payoffs) == 1 else None
    if len(payoffs) < 2 and text is None:
        raise ValueError(
            f"{what}: give every player's payoffs (or .nfg text or a pygambit Game)"
        )
    return (text, None) if text is not None else (None, _tensors(payoffs))


def _exact(values: List[str]) -> List[Fraction]:
    return [Fraction(v) for v in values]


def _nfg_or_none(A: Any) -> Optional[str]:
    return A if isinstance(A, str) else _pygambit_nfg(A)


def nash(A: Any, B: Any = None, title: str = "") -> dict:
    """Every equilibrium of the bimatrix game with what kind it is: the dict of ``gamelab nash
    --json`` (``row``, ``col`` and ``payoffs`` as :class:`~fractions.Fraction`, ``row_float``
    and friends as floats; ``degenerate`` explains the continua of a degenerate game).

    ``A`` and ``B`` as for :func:`nash_equilibria`; ``A`` may also be ``.nfg`` text or a
    pygambit ``Game`` (with ``B`` None; the title is then the file's). A game of 3 to 6 players
    given so gets :func:`nash_n`'s dict, as ``gamelab nash`` prints it for such a file.
    """
    if B is None:
        text = _nfg_or_none(A)
        if text is None:
            raise ValueError("give the column player's payoffs B (or .nfg text or a pygambit Game)")
        if len(_gamelab.nfg_names(text)[0]) != 2:
            return nash_n(text)
        out = loads(_gamelab.nfg_nash_json(text))
    else:
        out = loads(_gamelab.nash_json(title, matrix(A), matrix(B)))
    for e in out["equilibria"]:
        e["row"], e["col"], e["payoffs"] = _exact(e["row"]), _exact(e["col"]), _exact(e["payoffs"])
    return out


def nash_n(*payoffs: Any, method: str = "all", title: str = "") -> dict:
    """Nash equilibria of a game of 2 to 6 players by the n-player solver: the dict of ``gamelab
    nash --json`` for such a game.

    ``payoffs``: every player's payoff tensor (NumPy arrays or nested lists, each of shape
    k1 × … × kn, entries as for :func:`nash_equilibria`; strategies are then named ``1``, ``2``,
    …), or one ``.nfg`` text or pygambit ``Game`` (the title is then the file's). ``method``:
    ``all`` (every equilibrium, certified, by support enumeration), ``pure`` (every pure one,
    strict or weak) or ``one`` (the first found, smallest supports first).

    Returns ``{"players", "player_names", "strategy_names", "method", "equilibria",
    "complete", "certificate", …}``; each equilibrium has ``strategies`` (one list of
    probabilities per player) and ``payoffs``, each number a :class:`~fractions.Fraction`, or a
    :class:`~decimal.Decimal` of 32 places when irrational (``exact`` is then False, and
    ``regret`` bounds how far from an equilibrium the decimals are), and ``support`` (the
    strategy names played). ``complete`` says whether the list is proven to hold every
    equilibrium, ``certificate`` how (or what was left over: ``left_over``, ``undecided``).
    """
    text, game = _game(payoffs, "nash_n")
    if text is not None:
        out = loads(_gamelab.nfg_n_nash_json(text, method))
    else:
        out = loads(_gamelab.n_nash_json(title, game[0], game[1], method))
    for e in out["equilibria"] + out.get("undecided", []):
        e["strategies"] = [[_num(p) for p in m] for m in e["strategies"]]
        if "payoffs" in e:
            e["payoffs"] = [_num(v) for v in e["payoffs"]]
    return out


def correlated_equilibrium(
    *payoffs: Any, coarse: bool = False, objective: str = "welfare", title: str = ""
) -> dict:
    """The best correlated equilibrium (or coarse correlated equilibrium, ``coarse=True``) of a
    game of 2 to 6 players, exactly, by linear programming: the dict of ``gamelab ce --json``.

    ``payoffs`` as for :func:`nash_n`: every player's payoff tensor, or one ``.nfg`` text or
    pygambit ``Game``. ``objective``: ``welfare`` (the sum of the payoffs), ``min`` (the
    smallest player's payoff) or ``player:K`` (player K's, from 1).

    Returns a dict with ``value`` (the objective's optimum, a :class:`~fractions.Fraction`),
    ``distribution`` (a dict from each profile of positive probability, a tuple of strategy
    indices from 0 as into the tensors, to its probability as a Fraction), ``payoffs`` (each
    player's expected payoff, Fractions), ``table`` (the probability of every profile, Fractions,
    in Gambit's table order: the first player's strategy changing fastest), ``profiles`` (the
    command line's list of ``{"profile": [strategy names], "probability": Fraction, …}``),
    ``player_names`` and ``strategy_names``, and the command line's other fields
    (``value_float``, ``value_float_lp``, ``coarse``, ``objective``, …).
    """
    text, game = _game(payoffs, "correlated_equilibrium")
    if text is not None:
        players, names = _gamelab.nfg_names(text)
        out = loads(_gamelab.nfg_correlated_json(text, coarse, objective))
    else:
        shape, table = game
        players = [f"Player {i}" for i in range(1, len(shape) + 1)]
        names = [[str(s) for s in range(1, k + 1)] for k in shape]
        out = loads(_gamelab.n_correlated_json(title, shape, table, coarse, objective))
    shape = [len(m) for m in names]
    out["value"] = Fraction(out["value"])
    out["payoffs"] = _exact(out["payoffs"])
    out["table"] = _exact(out["table"])
    profiles = (
        tuple(reversed(rev)) for rev in itertools.product(*(range(k) for k in reversed(shape)))
    )
    distribution: Dict[Tuple[int, ...], Fraction] = {
        s: p for s, p in zip(profiles, out["table"]) if p != 0
    }
    out["profiles"] = out.pop("distribution")
    for d in out["profiles"]:
        d["probability"] = Fraction(d["probability"])
    out["distribution"] = distribution
    out["player_names"] = list(players)
    out["strategy_names"] = [list(m) for m in names]
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
