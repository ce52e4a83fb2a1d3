"""Random three-player games and pygambit's equilibria of them, for the n-player solver's test.

What it does
    Draws seeded random games with integer payoffs -9..9 (NumPy's PCG64, seed = the game's
    number): ten 2x2x2, six 3x2x2, six 3x3x2 and four 3x3x3, and writes each as Gambit
    .nfg (payoff form) next to this script.  For each game it runs pygambit's
    ``enumpoly_solve`` (every support, 120 s limit), ``gnm_solve`` (its default
    perturbation, and 5 more random perturbations seeded by the game's number) and
    ``simpdiv_solve`` (started at the centroid, rational arithmetic), each in its own
    subprocess so a slow one can be timed out, and writes ``reference.json``: per game and
    solver the profiles found (each probability as a string: an exact fraction where pygambit
    returns a Rational, else the shortest repr of the double), the seconds taken, and each
    profile's largest regret recomputed here from ``Game.to_arrays()`` (exact for Rationals).
    simpdiv's Rationals are approximate equilibria (regret up to about 1e-7 of the payoff
    range), not exact ones.

How to rerun
    python3 -m venv venv && venv/bin/pip install pygambit numpy
    venv/bin/python tests/data/nfg/random3/make.py
    (pygambit 17.0.0b2 was used; a few minutes on two cores.)
"""
import json
import subprocess
import sys
import time
from fractions import Fraction
from pathlib import Path

import numpy as np
import pygambit as gbt

HERE = Path(__file__).resolve().parent
SHAPES = [(2, 2, 2)] * 10 + [(3, 2, 2)] * 6 + [(3, 3, 2)] * 6 + [(3, 3, 3)] * 4
TIMEOUT = 120


def nfg_text(number, shape, pay):
    names = " ".join(f'"{i + 1}"' for i in range(3))
    counts = " ".join(str(k) for k in shape)
    cells = []
    # Gambit's table order: the first player's strategy changes fastest.
    for s3 in range(shape[2]):
        for s2 in range(shape[1]):
            for s1 in range(shape[0]):
                cells.extend(str(int(pay[p][s1, s2, s3])) for p in range(3))
    return f'NFG 1 R "random {number}" {{ {names} }} {{ {counts} }}\n\n' + " ".join(cells) + "\n"


def text(x):
    return str(x) if isinstance(x, gbt.Rational) else repr(float(x))


def exact(x):
    return Fraction(str(x)) if isinstance(x, gbt.Rational) else float(x)


def regret(g, prof):
    arrays = [np.vectorize(lambda v: Fraction(str(v)), otypes=[object])(a) for a in g.to_arrays()]
    worst = 0
    for i, a in enumerate(arrays):
        vals = []
        for s in range(a.shape[i]):
            total = 0
            for idx in np.ndindex(a.shape):
                if idx[i] != s:
                    continue
                w = 1
                for j, t in enumerate(idx):
                    if j != i:
                        w *= prof[j][t]
                total += w * a[idx]
            vals.append(total)
        worst = max(worst, max(vals) - sum(p * v for p, v in zip(prof[i], vals)))
    return float(worst)


def solve(path, solver, seed):
    g = gbt.read_nfg(str(path))
    start = time.time()
    if solver == "enumpoly":
        result = gbt.nash.enumpoly_solve(g, use_strategic=True)
        profiles = result.equilibria
    elif solver == "gnm":
        profiles = list(gbt.nash.gnm_solve(g).equilibria)
        rng = np.random.default_rng(seed)
        k = [len(g.get_strategies(p)) for p in g.players]
        for _ in range(5):
            pert = g.mixed_strategy_profile(data=[list(rng.random(n)) for n in k])
            profiles += list(gbt.nash.gnm_solve(pert).equilibria)
    else:
        profiles = [gbt.nash.simpdiv_solve(g.mixed_strategy_profile(rational=True)).equilibrium]
    seconds = time.time() - start
    out = []
    for prof in profiles:
        probs = [[v for _, v in m] for m in prof]
        out.append({
            "profile": [[text(x) for x in m] for m in probs],
            "max_regret": regret(g, [[exact(x) for x in m] for m in probs]),
        })
    return {"seconds": seconds, "profiles": out}


def main():
    if len(sys.argv) == 4:
        print(json.dumps(solve(Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]))))
        return
    games = {}
    for number, shape in enumerate(SHAPES, start=1):
        rng = np.random.default_rng(number)
        pay = [rng.integers(-9, 10, size=shape) for _ in range(3)]
        name = f"random{number:02}-{'x'.join(map(str, shape))}.nfg"
        path = HERE / name
        path.write_text(nfg_text(number, shape, pay))
        entry = {}
        for solver in ["enumpoly", "gnm", "simpdiv"]:
            try:
                run = subprocess.run(
                    [sys.executable, __file__, str(path), solver, str(number)],
                    capture_output=True, text=True, timeout=TIMEOUT, check=True)
                entry[solver] = json.loads(run.stdout)
            except subprocess.TimeoutExpired:
                entry[solver] = {"timeout": TIMEOUT}
            except subprocess.CalledProcessError as e:
                entry[solver] = {"error": e.stderr.strip().splitlines()[-1] if e.stderr else "failed"}
        games[name] = entry
        print(name, {k: len(v.get("profiles", [])) for k, v in entry.items()}, file=sys.stderr)
    (HERE / "reference.json").write_text(json.dumps({
        "pygambit": gbt.__version__, "games": games}, indent=1) + "\n")


if __name__ == "__main__":
    main()
