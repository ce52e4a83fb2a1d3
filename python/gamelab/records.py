"""Single games as records: the games of a Love Letter round robin one by one, and one
Ticket to Ride game with its whole record."""

from __future__ import annotations

from typing import Any, Iterable, Sequence, Union

from . import _gamelab
from ._common import loads, names, shard as _shard
from .tables import frame


def loveletter_games(
    players: int,
    agents: Union[str, Iterable[str]],
    games: int,
    seed: int,
    shard: Sequence[int] = (0, 1),
    iterations: int = 1000,
    as_table: bool = True,
) -> Any:
    """The games of a Love Letter round robin (the same games as :func:`loveletter_tournament`
    with the same arguments), one record each: ``game``, ``seats`` (the agent in each seat),
    ``tokens`` (per seat), ``winners`` (seats), ``rounds``. A table (see
    :func:`gamelab.tables.frame`), or with ``as_table=False`` a list of dicts."""
    records = loads(
        _gamelab.loveletter_games_json(players, names(agents), games, seed, iterations, _shard(shard))
    )
    return frame(records) if as_table else records


def ttr_play(
    players: int,
    agents: Union[str, Iterable[str]] = "algo",
    seed: int = 1,
    longest_path: bool = False,
) -> dict:
    """One Ticket to Ride game (``agents``: one name for every seat, or one per seat — ``algo``,
    ``algo-thesis``, ``nn``, ``random``): the dict of ``gamelab ttr play --json``, with
    ``record`` the game's whole record (every turn; checked move by move before it is
    returned)."""
    return loads(_gamelab.ttr_play_json(players, names(agents), seed, longest_path))
