"""Game Lab from Python.

The functions call the gamelab crate (compiled into ``gamelab._gamelab``) and return Python
values: exact numbers as :class:`fractions.Fraction`, answers as the same dicts as the command
line's ``--json``, experiments as tables (pandas DataFrames when pandas is installed, else
dicts of columns). Errors are :class:`ValueError` with the command line's messages; long calls
release the GIL and honour Ctrl+C.

- :mod:`gamelab.solvers` — equilibria, dominance, Colonel Blotto, extensive games, poker.
- :mod:`gamelab.batches` — batches that take ``shard=(i, n)`` and :func:`merge` exactly.
- :mod:`gamelab.racing` — races over Python streams, exact error curves.
- :mod:`gamelab.loa` — Lines of Action: perft, solvers, the engine.
- :mod:`gamelab.records` — single Love Letter and Ticket to Ride games as records.
- :mod:`gamelab.evolution` — dynamics, rest points, the prisoner's dilemma.
- :mod:`gamelab.training` — the self-taught network (``gamelab train``).
- :mod:`gamelab.tables` — results as tables.
- :mod:`gamelab.distributed` — batches and training across a Ray cluster (``pip install gamelab[ray]``).
"""

from __future__ import annotations

from .batches import (
    BATCHES,
    TIMING_FIELDS,
    ipd_tournament,
    loa_compare,
    loveletter_stats,
    loveletter_tournament,
    merge,
    moran,
    optimise,
    race_alpha_mc,
    rrrats_match,
    ttr_experiment,
    war_match,
    without_timing,
)
from .evolution import ipd_match, ipd_strategies, logit_path, rest_points, trajectory
from .loa import loa_engine_move, loa_perft, loa_play, loa_solve
from .racing import alpha_curve, race, race_alpha
from .records import loveletter_games, ttr_play
from .solvers import (
    blotto_solve,
    correlated_equilibrium,
    dominance,
    efg_normal_form,
    efg_solve,
    nash,
    nash_equilibria,
    nash_n,
    nfg_equilibria,
    poker_cfr,
    poker_solve,
)
from .tables import frame, table
from .training import train, train_settings

__all__ = [
    "BATCHES",
    "TIMING_FIELDS",
    "alpha_curve",
    "blotto_solve",
    "correlated_equilibrium",
    "dominance",
    "efg_normal_form",
    "efg_solve",
    "frame",
    "ipd_match",
    "ipd_strategies",
    "ipd_tournament",
    "loa_compare",
    "loa_engine_move",
    "loa_perft",
    "loa_play",
    "loa_solve",
    "logit_path",
    "loveletter_games",
    "loveletter_stats",
    "loveletter_tournament",
    "merge",
    "moran",
    "nash",
    "nash_equilibria",
    "nash_n",
    "nfg_equilibria",
    "optimise",
    "poker_cfr",
    "poker_solve",
    "race",
    "race_alpha",
    "race_alpha_mc",
    "rest_points",
    "rrrats_match",
    "table",
    "train",
    "train_settings",
    "trajectory",
    "ttr_experiment",
    "ttr_play",
    "war_match",
    "without_timing",
]
