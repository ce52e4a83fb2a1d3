"""Writes tests/data/evolution/nashpy_replicator.json: Nashpy's replicator trajectories (SciPy's
odeint under `Game.replicator_dynamics` and `Game.asymmetric_replicator_dynamics`) for the
evolution lab's cross-check (tests/integration/evolution.rs compares ours to 1e-6 at every time
point), and beside each the same equation integrated by SciPy's DOP853 at rtol 1e-13, atol 1e-15
(compared to 1e-9).

The horizon is t = 10: odeint runs at its default tolerances (Nashpy passes none), and along
the repelling spiral of rock-paper-scissors with win 1, lose 2 its own error passes 1e-6 by
t = 15 (1.9e-6 at t = 20 against DOP853), which would test Nashpy rather than us.

Usage: python3 scripts/evolution-nashpy-data.py (from the repository root). Nashpy is installed,
pinned, into target/bench-venv when missing (for this test data only; it is not a dependency of
the project), and the script re-runs itself there."""
import json
import os
import subprocess
import sys

NASHPY = "nashpy==0.0.43"
VENV = os.path.join("target", "bench-venv")
PYTHON = os.path.join(VENV, "bin", "python")
OUT = os.path.join("tests", "data", "evolution", "nashpy_replicator.json")

try:
    import nashpy  # noqa: F401
    import numpy as np
except ImportError:
    if os.path.abspath(sys.executable) == os.path.abspath(PYTHON):
        raise
    if not os.path.exists(PYTHON):
        subprocess.check_call([sys.executable, "-m", "venv", VENV])
    subprocess.check_call([PYTHON, "-m", "pip", "install", "-q", NASHPY])
    os.execv(PYTHON, [PYTHON] + sys.argv)

import nashpy as nash  # noqa: E402
from scipy.integrate import solve_ivp  # noqa: E402


def dop853(a, b, s0):
    """The replicator equation by DOP853 with tight tolerances, at TIMES."""
    a = np.array(a, dtype=float)
    n = len(a)
    if b is None:
        def f(_, x):
            p = a @ x
            return x * (p - x @ p)
    else:
        b = np.array(b, dtype=float)

        def f(_, s):
            x, y = s[:n], s[n:]
            p, q = a @ y, x @ b
            return np.concatenate((x * (p - x @ p), y * (q - q @ y)))
    sol = solve_ivp(f, (TIMES[0], TIMES[-1]), s0, method="DOP853", rtol=1e-13, atol=1e-15,
                    t_eval=TIMES)
    return sol.y.T

# One population: (name, A, starts); two populations: (name, A, B, starts of x and y).
SYMMETRIC = [
    ("rock-paper-scissors", [[0, -1, 1], [1, 0, -1], [-1, 1, 0]],
     [[0.5, 0.3, 0.2], [0.1, 0.1, 0.8]]),
    ("rps win 2 lose 1", [[0, -1, 2], [2, 0, -1], [-1, 2, 0]],
     [[0.6, 0.3, 0.1], [0.2, 0.2, 0.6]]),
    ("rps win 1 lose 2", [[0, -2, 1], [1, 0, -2], [-2, 1, 0]],
     [[0.3, 0.35, 0.35]]),
    ("hawk-dove V=2 C=4", [[-1, 2], [0, 1]], [[0.05, 0.95], [0.9, 0.1]]),
    ("hawk-dove-retaliator-bully", [[-1, 2, -1, 2], [0, 1, 1, 0], [-1, 1, 1, 2], [0, 2, 0, 1]],
     [[0.1, 0.2, 0.3, 0.4], [0.25, 0.25, 0.25, 0.25]]),
    ("a 4x4 game", [[1, -2, 3, 0], [2, 1, -1, 1], [-3, 2, 0, 2], [0, 1, 2, -1]],
     [[0.4, 0.3, 0.2, 0.1], [0.1, 0.6, 0.2, 0.1]]),
]
ASYMMETRIC = [
    ("matching pennies", [[1, -1], [-1, 1]], [[-1, 1], [1, -1]],
     [([0.8, 0.2], [0.3, 0.7])]),
    ("battle of the sexes", [[2, 0], [0, 1]], [[1, 0], [0, 2]],
     [([0.6, 0.4], [0.45, 0.55])]),
    ("a 2x3 game", [[3, 0, 1], [1, 2, 0]], [[0, 2, 1], [3, 0, 2]],
     [([0.5, 0.5], [0.2, 0.3, 0.5])]),
]
TIMES = [round(0.1 * k, 10) for k in range(101)]  # 0, 0.1, …, 10

cases = []
for name, a, starts in SYMMETRIC:
    game = nash.Game(np.array(a, dtype=float))
    for y0 in starts:
        xs = game.replicator_dynamics(y0=np.array(y0), timepoints=np.array(TIMES))
        ref = dop853(a, None, y0)
        cases.append({"name": name, "a": a, "b": None, "x0": y0, "y0": None,
                      "t": TIMES, "x": xs.tolist(), "y": None,
                      "x_dop853": ref.tolist(), "y_dop853": None})
for name, a, b, starts in ASYMMETRIC:
    game = nash.Game(np.array(a, dtype=float), np.array(b, dtype=float))
    for x0, y0 in starts:
        xs, ys = game.asymmetric_replicator_dynamics(
            x0=np.array(x0), y0=np.array(y0), timepoints=np.array(TIMES))
        ref = dop853(a, b, x0 + y0)
        n = len(a)
        cases.append({"name": name, "a": a, "b": b, "x0": x0, "y0": y0,
                      "t": TIMES, "x": xs.tolist(), "y": ys.tolist(),
                      "x_dop853": ref[:, :n].tolist(), "y_dop853": ref[:, n:].tolist()})

with open(OUT, "w") as f:
    json.dump({"generator": "scripts/evolution-nashpy-data.py", "nashpy": NASHPY,
               "note": "x, y: Nashpy's replicator_dynamics / asymmetric_replicator_dynamics "
                       "(scipy.integrate.odeint, default tolerances); x_dop853, y_dop853: "
                       "scipy.integrate.solve_ivp DOP853, rtol 1e-13, atol 1e-15",
               "cases": cases}, f)
    f.write("\n")
print(f"wrote {len(cases)} trajectories to {OUT}")
