"""Lines of Action: perft, solving positions by each method, the playing engine's move, and
whole engine games. Positions are written as ``'1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b'``
(the side to move last); ``rules`` is ``"default"`` (the spec's) or ``"seed"`` (the seed's),
and the keyword options change one rule of it, as the command line's flags do."""

from __future__ import annotations

from typing import Optional, Union

from . import _gamelab
from ._common import loads

Count = Union[int, str, None]


def _rules(
    rules: str,
    no_moves: Optional[str],
    both_connected: Optional[str],
    repetition: Count,
    ply_cap: Count,
) -> dict:
    def count(c: Count) -> Optional[str]:
        return None if c is None else str(c)

    return {
        "base": rules,
        "no_moves": no_moves,
        "both_connected": both_connected,
        "repetition": count(repetition),
        "ply_cap": count(ply_cap),
    }


def loa_perft(
    depth: int,
    fen: Optional[str] = None,
    rules: str = "default",
    no_moves: Optional[str] = None,
    both_connected: Optional[str] = None,
    repetition: Count = None,
    ply_cap: Count = None,
) -> dict:
    """The move sequences of exactly ``depth`` plies from ``fen`` (default: the start): the
    dict of ``gamelab loa perft --json`` (``nodes``). Rule options: ``no_moves`` (``lose`` or
    ``pass``), ``both_connected`` (``mover`` or ``draw``), ``repetition`` and ``ply_cap``
    (a count, or 0/``"off"``)."""
    r = _rules(rules, no_moves, both_connected, repetition, ply_cap)
    return loads(_gamelab.loa_perft_json(depth, fen, r))


def loa_solve(
    fen: str,
    method: str = "dfpn",
    max_nodes: int = 10_000_000,
    rules: str = "default",
    no_moves: Optional[str] = None,
    both_connected: Optional[str] = None,
    repetition: Count = None,
    ply_cap: Count = None,
) -> dict:
    """Solves a position for the side to move (``result``: win, loss, draw or unknown) with
    ``method`` (``alphabeta``, ``ab-solver``, ``pns``, ``pn2``, ``dfpn``) within ``max_nodes``:
    the dict of ``gamelab loa solve --json``. Ctrl+C interrupts it."""
    r = _rules(rules, no_moves, both_connected, repetition, ply_cap)
    return loads(_gamelab.loa_solve_json(fen, method, max_nodes, r))


def loa_engine_move(
    fen: Optional[str] = None,
    max_nodes: int = 100_000,
    max_depth: Optional[int] = None,
    rules: str = "default",
    no_moves: Optional[str] = None,
    both_connected: Optional[str] = None,
    repetition: Count = None,
    ply_cap: Count = None,
) -> dict:
    """The playing engine's move in a position (iterative-deepening alpha-beta within
    ``max_nodes``, to ``max_depth`` plies if given): ``best_move``, ``score``, ``depth``,
    ``nodes``, ``principal_variation``, and ``proven`` (``win``/``loss`` when the score is a
    proven result). The move ``gamelab loa play`` plays with the same budget."""
    r = _rules(rules, no_moves, both_connected, repetition, ply_cap)
    return loads(_gamelab.loa_engine_move_json(fen, max_nodes, max_depth, r))


def loa_play(
    black: str = "alphabeta",
    white: str = "alphabeta",
    max_nodes: int = 100_000,
    seed: int = 1,
    random_plies: int = 2,
    rules: str = "default",
    no_moves: Optional[str] = None,
    both_connected: Optional[str] = None,
    repetition: Count = None,
    ply_cap: Count = None,
) -> dict:
    """A whole game between engines (``alphabeta`` or ``random``) from the start position,
    after ``random_plies`` random plies from ``seed``: the dict of ``gamelab loa play
    --json`` (``winner``, ``ending``, ``moves``, ``record``)."""
    r = _rules(rules, no_moves, both_connected, repetition, ply_cap)
    return loads(_gamelab.loa_play_json(black, white, max_nodes, seed, random_plies, r))
