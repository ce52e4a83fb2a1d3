"""What the package's modules share: matrices and shards as the crate reads them, and JSON
read back into Python values."""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any, List, Optional, Sequence, Tuple


def number(x: Any) -> str:
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


def matrix(m: Any) -> List[List[str]]:
    """A nested list or NumPy array of payoffs as rows of exact numbers."""
    if hasattr(m, "tolist"):  # a NumPy array
        m = m.tolist()
    return [[number(x) for x in row] for row in m]


def transpose(m: List[List[str]]) -> List[List[str]]:
    return [list(col) for col in zip(*m)]


def nfg_text(A: Any, B: Optional[Any] = None, title: str = "") -> str:
    """Gambit's ``.nfg`` text of the bimatrix game (A, B); with ``B`` None the symmetric game
    whose column player's payoffs are ``A`` transposed. A string is taken as ``.nfg`` text
    already."""
    if isinstance(A, str) and B is None:
        return A
    a = matrix(A)
    b = transpose(a) if B is None else matrix(B)
    rows, cols = len(a), len(a[0]) if a else 0
    out = [f'NFG 1 R "{title}" {{ "1" "2" }} {{ {rows} {cols} }}', ""]
    cells = []
    for c in range(cols):
        for r in range(rows):
            cells.append(f"{a[r][c]} {b[r][c]}")
    out.append(" ".join(cells))
    return "\n".join(out) + "\n"


def shard(s: Sequence[int]) -> Tuple[int, int]:
    i, n = s
    return int(i), int(n)


def names(agents: Any) -> List[str]:
    """Agent or strategy names from a comma-separated string or any iterable of names."""
    items = agents.split(",") if isinstance(agents, str) else list(agents)
    return [str(n).strip() for n in items]


def loads(text: str) -> Any:
    return json.loads(text)
