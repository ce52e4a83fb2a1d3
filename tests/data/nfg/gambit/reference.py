"""Reference equilibria for the Gambit n-player test games in this folder.

What it computes
    For every ``*.nfg`` file next to this script, pygambit's
    ``enumpure_solve``, ``enumpoly_solve`` (all supports, 60 s limit),
    ``gnm_solve`` (default perturbation) and ``simpdiv_solve`` (started at
    the centroid, in rational arithmetic).  Each solver runs in its own
    subprocess so that a slow one can be timed out.  Probabilities are
    written as strings: exact fractions ("1/3") where pygambit returns
    Rational, otherwise Python's shortest round-trip repr of the double.
    Where at most two players have more than one strategy (nau2004_sec3,
    perfect3), ``enummixed_solve`` (exact, all extreme equilibria of the
    bimatrix game left after dropping one-strategy players) is added too.
    Note that simpdiv's Rationals are *approximate* equilibria (regret up to
    about 1e-7 of the payoff range), not exact ones.

    Checks added here, independent of pygambit's own code:
    * ``diagnostics.<solver>.max_regret``: each profile's largest regret,
      recomputed from ``Game.to_arrays()`` (exact for Rationals).
    * ``union``: the distinct profiles found by any solver (merged when all
      probabilities agree within 1e-5), each Newton-refined on its support
      in exact rational arithmetic (rounded to 1e-60 per step).  When the
      support system is nonsingular and the refined point has zero regret
      up to 1e-40, it is written with 30 digits ("refined": true), or as
      exact fractions ("exact": true) when rounding to denominators of at
      most 10^6 gives an exact equilibrium (regret exactly 0); otherwise
      (e.g. a point of a continuum, where the system is singular) the
      first solver's values are kept ("refined": false).

How to rerun
    python3 -m venv /tmp/gbtvenv && /tmp/gbtvenv/bin/pip install pygambit
    /tmp/gbtvenv/bin/python tests/data/nfg/gambit/reference.py
    (pygambit 17.0.0b2 was used; takes about a minute.  Other versions may
    differ in output order, in float digits, and in API.)
"""
import json
import subprocess
import sys
import time
from decimal import Decimal, getcontext
from fractions import Fraction
from pathlib import Path

import numpy as np
import pygambit as gbt

HERE = Path(__file__).resolve().parent
SOLVERS = ["enumpure", "enumpoly", "gnm", "simpdiv"]
TIMEOUT = {"enumpure": 300, "enumpoly": 60, "gnm": 300, "simpdiv": 300, "enummixed": 300}


def shape(g):
    return [len(g.get_strategies(p)) for p in g.players]


def probs(profile):
    """Profile -> list (per player) of probability values, in strategy order."""
    out = [[v for _, v in m] for m in profile]
    assert [len(x) for x in out] == shape(profile.game), "duplicate strategy labels?"
    return out


def exact(x):
    return Fraction(str(x)) if isinstance(x, gbt.Rational) else float(x)


def arrays(g, rational):
    conv = (lambda v: Fraction(str(v))) if rational else (lambda v: float(Fraction(str(v))))
    return [np.vectorize(conv, otypes=[object])(a) for a in g.to_arrays()]


def pay(a, prof, fixed):
    """Expected value of payoff array `a`; players in `fixed` play the given pure
    strategy, the others mix according to `prof`."""
    total = 0
    for idx in np.ndindex(a.shape):
        w = 1
        for j, s in enumerate(idx):
            w *= (1 if fixed[j] == s else 0) if j in fixed else prof[j][s]
            if w == 0:
                break
        if w:
            total += w * a[idx]
    return total


def max_regret(A, prof):
    worst = 0
    for i, a in enumerate(A):
        vals = [pay(a, prof, {i: s}) for s in range(a.shape[i])]
        worst = max(worst, max(vals) - sum(p * v for p, v in zip(prof[i], vals)))
    return worst


def refine(A, start, iters=6, unit=Fraction(1, 10**60)):
    """Newton's method on the support equations (sum to 1; equal payoffs on
    the support), exact arithmetic.  Returns the refined profile or None."""
    n = len(A)
    sup = [[s for s, p in enumerate(x) if p > 1e-6] for x in start]
    var = [(i, s) for i in range(n) for s in sup[i]]
    x = [[Fraction(p) if s in sup[i] else Fraction(0) for s, p in enumerate(xi)]
         for i, xi in enumerate(start)]
    for _ in range(iters):
        rows = []
        for i in range(n):
            rows.append([Fraction(int(j == i)) for j, _ in var] + [1 - sum(x[i])])
            s0 = sup[i][0]
            for s in sup[i][1:]:
                jac = [0 if j == i else pay(A[i], x, {i: s, j: t}) - pay(A[i], x, {i: s0, j: t})
                       for j, t in var]
                rows.append(jac + [pay(A[i], x, {i: s0}) - pay(A[i], x, {i: s})])
        m = len(var)
        for c in range(m):  # Gauss-Jordan elimination
            p = max(range(c, m), key=lambda r: abs(rows[r][c]))
            if rows[p][c] == 0:
                return None
            rows[c], rows[p] = rows[p], rows[c]
            for r in range(m):
                if r != c and rows[r][c]:
                    f = rows[r][c] / rows[c][c]
                    rows[r] = [a - f * b for a, b in zip(rows[r], rows[c])]
        for (i, s), row, k in zip(var, rows, range(m)):
            x[i][s] = round((x[i][s] + row[m] / row[k]) / unit) * unit
    if min(x[i][s] for i, s in var) < 0 or max_regret(A, x) > Fraction(1, 10**40):
        return None
    return x


def run_one(path, solver):
    g = gbt.read_nfg(str(path))
    info = {}
    if solver == "enumpure":
        eqa = gbt.nash.enumpure_solve(g).equilibria
    elif solver == "enumpoly":
        ev = {"singular": [], "budget_exceeded": []}

        def on_event(e):
            key = {"EnumPolySingularSupportEvent": "singular",
                   "EnumPolyBudgetExceededSupportEvent": "budget_exceeded"}.get(type(e).__name__)
            if key:
                ev[key].append([[str(s) for s in ss] for ss in e.support])
        eqa = gbt.nash.enumpoly_solve(g, stop_after=None, event_callback=on_event).equilibria
        info = {"singular_supports": ev["singular"], "budget_exceeded_supports": ev["budget_exceeded"]}
    elif solver == "gnm":
        eqa = gbt.nash.gnm_solve(g).equilibria
    elif solver == "enummixed":  # only when at most two players have a real choice
        keep = [i for i, k in enumerate(shape(g)) if k > 1]
        A = g.to_arrays()
        h = type(g).from_arrays(*[np.squeeze(A[i]) for i in keep])
        sub = [probs(e) for e in gbt.nash.enummixed_solve(h, rational=True).equilibria]
        eqs = [[e[keep.index(i)] if i in keep else [gbt.Rational(1)] for i in range(len(A))]
               for e in sub]
        eqa = [g.mixed_strategy_profile(e, rational=True) for e in eqs]
    elif solver == "simpdiv":
        res = gbt.nash.simpdiv_solve(g.mixed_strategy_profile(rational=True))
        eqa = [res.equilibrium] if res.success and res.equilibrium is not None else []
    eqs = [[[exact(x) for x in xs] for xs in probs(e)] for e in eqa]
    info["max_regret"] = [str(max_regret(arrays(g, isinstance(e[0][0], Fraction)), e)) for e in eqs]
    info["pygambit_max_regret"] = [str(e.max_regret()) for e in eqa]
    eqs = [[[str(x) if isinstance(x, Fraction) else repr(x) for x in xs] for xs in e] for e in eqs]
    return {"equilibria": eqs, "info": info}


def union(g, entry):
    A = arrays(g, True)
    out = []
    for solver in SOLVERS + ["enummixed"] * ("enummixed" in entry):
        eqs = entry[solver]["equilibria"] if solver == "enumpoly" else entry[solver]
        for e in eqs:
            v = [float(Fraction(p)) for xs in e for p in xs]
            for u in out:
                if max(abs(a - b) for a, b in zip(u["_v"], v)) < 1e-5:
                    u["found_by"].append(solver)
                    break
            else:
                out.append({"_v": v, "found_by": [solver], "_raw": e})
    getcontext().prec = 40
    for u in out:
        raw = u.pop("_raw")
        x = refine(A, [[Fraction(p) for p in xs] for xs in raw])
        u["refined"] = x is not None
        del u["_v"]
        if x is None:
            u["profile"] = raw
            continue
        small = [[p.limit_denominator(10**6) for p in xs] for xs in x]
        u["exact"] = all(sum(xs) == 1 for xs in small) and max_regret(A, small) == 0
        if u["exact"]:
            u["profile"] = [[str(p) for p in xs] for xs in small]
        else:
            u["profile"] = [[format(Decimal(p.numerator) / Decimal(p.denominator), ".30f")
                             for p in xs] for xs in x]
    return out


def main():
    games = {}
    for path in sorted(HERE.glob("*.nfg")):
        g = gbt.read_nfg(str(path))
        entry = {"players": len(g.players), "shape": shape(g), "diagnostics": {}}
        extra = ["enummixed"] if sum(k > 1 for k in entry["shape"]) <= 2 else []
        for solver in SOLVERS + extra:
            t0 = time.monotonic()
            try:
                cp = subprocess.run([sys.executable, __file__, "--run", str(path), solver],
                                    capture_output=True, text=True, timeout=TIMEOUT[solver])
                if cp.returncode == 0:
                    res, status = json.loads(cp.stdout), "ok"
                else:
                    res, status = None, "error: " + (cp.stderr.strip().splitlines() or ["?"])[-1]
            except subprocess.TimeoutExpired:
                res, status = None, "timeout"
            eqs = res["equilibria"] if res else []
            diag = dict(res["info"]) if res else {}
            diag.update(status=status, seconds=round(time.monotonic() - t0, 2))
            entry["diagnostics"][solver] = diag
            entry[solver] = {"status": status, "equilibria": eqs} if solver == "enumpoly" else eqs
            print(f"{path.name:52s} {solver:9s} {status:8s} {len(eqs):3d} eq "
                  f"{diag['seconds']:7.2f}s", flush=True)
        entry["union"] = union(g, entry)
        print(f"{path.name:52s} union: {len(entry['union'])} distinct, "
              f"{sum(u['refined'] for u in entry['union'])} refined", flush=True)
        games[path.name] = entry
    out = {"pygambit_version": gbt.__version__, "games": games}
    (HERE / "reference.json").write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--run":
        print(json.dumps(run_one(Path(sys.argv[2]), sys.argv[3])))
    else:
        main()
