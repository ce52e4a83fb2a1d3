"""Results as tables: a pandas DataFrame when pandas is installed, else a dict of columns
(``{"column": [values…]}``, which ``pandas.DataFrame`` also takes). :func:`table` picks the
table out of any batch's output."""

from __future__ import annotations

from typing import Any, Dict, List


def frame(rows: List[Dict[str, Any]]) -> Any:
    """``rows`` (dicts with the same keys) as a DataFrame, or a dict of columns without
    pandas."""
    try:
        import pandas  # type: ignore
    except ImportError:
        pandas = None
    columns: Dict[str, List[Any]] = {}
    for r in rows:
        for k in r:
            columns.setdefault(k, [])
    for r in rows:
        for k, col in columns.items():
            col.append(r.get(k))
    if pandas is not None:
        return pandas.DataFrame(columns)
    return columns


def table(output: dict) -> Any:
    """The table of a batch's output: a Love Letter tournament's standings, a Ticket to Ride
    experiment's rows (a row per table size and overall), a prisoner's dilemma tournament's
    players with their scores in rank order, a Monte Carlo α(μ) or Moran estimate as one row,
    or the records of :func:`gamelab.loveletter_games` — see :func:`frame`."""
    if isinstance(output, list):
        return frame(output)
    kind = output.get("batch")
    if kind == "loveletter-tournament":
        return frame(
            [
                {
                    "agent": s["agent"],
                    "wins": s["wins"],
                    "games": s["games"],
                    "rate": s["rate"],
                    "ci95_low": s["ci95"][0],
                    "ci95_high": s["ci95"][1],
                }
                for s in output["standings"]
            ]
        )
    if kind == "ttr-experiment":
        return frame(output["rows"])
    if kind == "ipd-tournament" and "ranking_indices" in output:
        return frame(
            [
                {
                    "rank": rank + 1,
                    "player": output["players"][i],
                    "median_score": output["median_scores"][i],
                    "wins": output["wins"][i],
                }
                for rank, i in enumerate(output["ranking_indices"])
            ]
        )
    if kind == "race-alpha-mc":
        return frame([{k: v for k, v in output.items() if not isinstance(v, (dict, list))}])
    if kind == "moran":
        return frame([{k: v for k, v in output["simulation"].items() if not isinstance(v, list)}])
    rows = output.get("rows")
    if isinstance(rows, list):
        return frame(rows)
    raise ValueError(f"no table in an output of batch {kind!r}: give a batch's whole output")
