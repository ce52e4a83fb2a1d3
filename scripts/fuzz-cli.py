#!/usr/bin/env python3
"""Seeded mutational fuzzing of the whole command line.

Takes valid invocations of every `gamelab` subcommand (with the files of tests/data and
data/ as inputs), mutates their flags and their input files, runs the release binary on each
mutant with a time limit, and tallies what happened. docs/cli.md promises: a result (exit 0),
or one line on stderr with exit code 2. Anything else is a finding:

  panic      exit 101 (a Rust panic)
  crash      killed by a signal (an abort, out of memory)
  hang       still running after --timeout seconds, without asking for much work
  long       the same, for an input that asks for much work on purpose: a count of 10^6 or more,
             or a count flag 100 times the valid invocation's (within the documented limits)
  other      another exit code
  style      exit 2 without exactly one line "gamelab: ..." on stderr
  wrong      exit 0 with a JSON answer that fails a sanity check (probabilities, δ, roots)

Usage: scripts/fuzz-cli.py [--seed S] [--count N] [--timeout T] [--bin PATH] [--keep DIR]
The same seed gives the same inputs. Needs `cargo build --release` first (or --bin).
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

DICT = ["1e400", "-1e400", "1e308", "1e-400", "1e-300", "18446744073709551615",
        "18446744073709551616", "4294967296", "2000000000", "0", "-1", "-0.5", "1.5", "/",
        "1/2/3", "1/0", "{", "}", "\"", "[", "]", ",", "\n", " ", "inf", "-inf", "NaN", "=",
        "<=", ">=", ":", "x", "End", "free", "9" * 30, "b", "w", "8", "/8", "xd5", "-d3",
        "", "é", "\x00", "0x10", "1e9", "0.5", "0.4999999999", "1e-9", "100000000"]

LP = """Maximize
 obj: 3 x + 2 y - z + 0 w
Subject To
 c1: x + y <= 4
 c2: x + 3 y
     >= 2
 x - y = 1
Bounds
 0 <= x <= 4
 y >= -1
 -1 <= z <= 1
 w free
End
"""


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return f.read()


FILES = {
    "nfg": [read("tests/data/nfg/" + n) for n in sorted(os.listdir(os.path.join(ROOT, "tests/data/nfg")))],
    "efg": [read("tests/data/efg/" + n) for n in sorted(os.listdir(os.path.join(ROOT, "tests/data/efg")))],
    "lp": [LP, "min\n obj: x + y\nst\n c1: x + 2 y >= 1/2\n c2: 3 x + y >= 1\nend\n"],
    "loa": [read("data/loa_records/appendix_E_game%d.txt" % k) for k in (1, 2, 3, 4)],
}

# Valid invocations; {nfg}, {efg}, {lp}, {loa} name an input file that is mutated too.
BASE = [
    ["ttt", "solve", "--board", "X...O....", "--json"],
    ["tree", "--tree", "[[[4,6],[7,9]],[[1,2],[0,1]],[[9]]]", "--algorithm", "alphabeta", "--json"],
    ["tree", "--tree", "[[3,12,8],[2,4,6],[14,5,2]]", "--algorithm", "pns", "--target", "3", "--json"],
    ["tree", "--tree", "[[1,[2,3]],[4]]", "--algorithm", "minimax", "--json"],
    ["tree", "--game", "{efg}", "--json"],
    ["blotto", "solve", "--fields", "3", "--a", "13", "--b", "10", "--json"],
    ["blotto", "solve", "--fields", "4", "--a", "6", "--b", "5", "--method", "flow-lp", "--json"],
    ["lp", "--file", "{lp}", "--json"],
    ["nash", "--game", "{nfg}", "--json"],
    ["dominance", "--game", "{nfg}", "--kind", "weak", "--json"],
    ["race", "run", "--algorithm", "lebr", "--mu", "0.6", "--json"],
    ["race", "run", "--algorithm", "ilebr-star2", "--pattern", "110", "--json"],
    ["race", "horizon", "--eps", "0.01", "--delta", "0.05", "--json"],
    ["race", "theory", "--mu", "0.45", "--tests", "100", "--json"],
    ["race", "calibrate", "--mu", "0.497", "--alpha", "0.05", "--eps", "0.01", "--json"],
    ["race", "alpha", "--algorithm", "ilebr2", "--mu", "0.6", "--eps", "0.05", "--json"],
    ["race", "alpha", "--algorithm", "lebr", "--mu", "0.6", "--method", "mc", "--runs", "200", "--eps", "0.05", "--json"],
    ["war", "match", "--p1", "desc", "--p2", "asc", "--games", "2000", "--json"],
    ["rrrats", "match", "--p1", "stop4", "--p2", "zero", "--games", "2000", "--json"],
    ["rrrats", "exact", "--p1", "stop4", "--p2", "stop2", "--json"],
    ["rrrats", "best-response", "--against", "zero", "--json"],
    ["rrrats", "table", "--games", "200", "--json"],
    ["loa", "perft", "--depth", "2", "--json"],
    ["loa", "replay", "{loa}", "--json"],
    ["loa", "solve", "--fen", "8/8/8/8/8/8/b7/2b2w1w b", "--method", "dfpn", "--max-nodes", "20000", "--json"],
    ["loa", "solve", "--fen", "8/2b5/3w4/8/4b3/8/1w6/8 w", "--method", "alphabeta", "--max-nodes", "20000", "--json"],
    ["loa", "play", "--black", "random", "--white", "alphabeta", "--max-nodes", "500", "--seed", "3", "--json"],
    ["optimise", "--game", "rrrats", "--algorithm", "iterative", "--budget", "5", "--eval-games", "200", "--json"],
]


def mutate_text(rng, text):
    chars = list(text)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        n = len(chars)
        at = rng.randint(0, n)
        kind = rng.randrange(5)
        if kind == 0:
            del chars[at:at + rng.randint(1, 12)]
        elif kind == 1:
            chars[at:at] = list(rng.choice(DICT))
        elif kind == 2:
            chars[at:at] = chars[at:at + rng.randint(1, 40)]
        elif kind == 3 and at < n:
            chars[at:at + rng.randint(1, 6)] = list(rng.choice(DICT))
        elif at < n:
            chars[at] = chr(rng.randint(32, 126))
    return "".join(chars)


def mutate_args(rng, args):
    args = list(args)
    for _ in range(rng.choice((1, 1, 2))):
        kind = rng.randrange(8)
        values = [i for i, a in enumerate(args) if i > 0 and not a.startswith("--") and "{" not in a]
        flags = [i for i, a in enumerate(args) if a.startswith("--") and a != "--json"]
        if kind in (0, 1) and values:
            i = rng.choice(values)
            args[i] = rng.choice(DICT) if kind == 0 else mutate_text(rng, args[i])
        elif kind == 2 and flags:
            i = rng.choice(flags)
            takes = i + 1 < len(args) and not args[i + 1].startswith("--")
            del args[i:i + (2 if takes else 1)]
        elif kind == 3 and flags:
            i = rng.choice(flags)
            args[i + 1:i + 1] = [rng.choice(DICT)]
        elif kind == 4:
            args.append(rng.choice(["--nope", "--json", "--seed", "-x", "extra"]))
        elif kind == 5 and values:
            i = rng.choice(values)
            args[i] = rng.choice(["0", "-1", "1e400", "18446744073709551615", "4294967296", "100000000"])
        else:
            # A nudge: a number moved to a nearby or boundary value, so that valid but
            # unusual inputs are reached too.
            nums = [i for i in values if is_number(args[i])]
            if nums:
                i = rng.choice(nums)
                x = float(args[i])
                y = rng.choice([0, 1, 2, x + 1, x - 1, x * 10, x / 10, x * 1000, 1 - x, 0.5, 0.999999, 1e-6])
                args[i] = str(int(y)) if args[i].lstrip("-").isdigit() and y == int(y) else repr(y)
    return args


def asks_much_more(base, args):
    """Whether a count flag (budget, games, nodes, runs, tests, depth) asks for at least 100
    times the base invocation's."""
    counts = ("--budget", "--games", "--eval-games", "--max-nodes", "--runs", "--tests", "--depth", "--rounds")
    for flag in counts:
        if flag in base and flag in args:
            i, j = base.index(flag), args.index(flag)
            if j + 1 < len(args) and is_number(args[j + 1]) and is_number(base[i + 1]):
                if float(args[j + 1]) >= 100 * float(base[i + 1]):
                    return True
    return False


def is_number(text):
    try:
        float(text)
        return True
    except ValueError:
        return False


def sane(args, out):
    """A sanity check on a JSON answer; None when it passes, else the reason."""
    try:
        v = json.loads(out)
    except ValueError:
        return None if "--json" not in args else "not JSON with --json"

    def probs(xs):
        return all(0.0 <= x <= 1.0 for x in xs) and abs(sum(xs) - 1.0) < 1e-9

    if args[0] == "race" and args[1] == "calibrate":
        d = v.get("delta")
        if d is not None and not 0.0 < d < 1.0:
            return "delta %r outside (0, 1)" % d
    if args[0] == "race" and args[1] == "horizon":
        for r in v["horizons"]:
            if r["equation"] not in ("n_min",) and abs(r["root"] - r["tests"]) > 1.0:
                return "root %r far from tests %r" % (r["root"], r["tests"])
    if args[0] == "nash":
        for e in v.get("equilibria", []) + v.get("extreme", []):
            for key in ("x", "y"):
                if key in e and isinstance(e[key], list) and e[key] and isinstance(e[key][0], float):
                    if not probs(e[key]):
                        return "equilibrium strategy %r is not a distribution" % e[key]
    if args[0] == "lp" and v.get("status") == "optimal":
        if not isinstance(v.get("objective"), (int, float)):
            return "optimal without a finite objective"
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--count", type=int, default=3000)
    ap.add_argument("--timeout", type=float, default=30.0)
    ap.add_argument("--bin", default=os.path.join(ROOT, "target/release/gamelab"))
    ap.add_argument("--keep", help="folder to copy the inputs of findings into")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    tally, by_command, findings = Counter(), Counter(), []
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(a.count):
            base = rng.choice(BASE)
            args = []
            texts = {}
            for arg in base:
                kind = arg[1:-1] if arg.startswith("{") else None
                if kind:
                    text = rng.choice(FILES[kind])
                    if rng.random() < 0.8:
                        text = mutate_text(rng, text)
                    path = os.path.join(tmp, "in%d.%s" % (k, kind))
                    with open(path, "w", encoding="utf-8", errors="surrogatepass") as f:
                        f.write(text)
                    texts[path] = text
                    args.append(path)
                else:
                    args.append(arg)
            if not texts or rng.random() < 0.5:
                args = mutate_args(rng, args)
            args = [x.replace("\x00", "") for x in args]
            try:
                p = subprocess.run([a.bin] + args, capture_output=True, timeout=a.timeout)
                code = p.returncode
                err = p.stderr.decode("utf-8", "replace")
                if code == 0:
                    why = sane(args, p.stdout.decode("utf-8", "replace"))
                    verdict = "wrong" if why else "ok"
                elif code == 2:
                    lines = err.strip("\n").split("\n")
                    verdict = "error" if len(lines) == 1 and lines[0].startswith("gamelab: ") else "style"
                    why = err[:300]
                elif code == 101:
                    verdict, why = "panic", err[:300]
                elif code < 0:
                    verdict, why = "crash", "signal %d" % -code
                else:
                    verdict, why = "other", "exit %d: %s" % (code, err[:200])
            except subprocess.TimeoutExpired:
                # Work asked for on purpose (10⁶ games or more, deep perft) is "long", not a
                # hang: the limits of each command are documented.
                big = (any(is_number(x) and abs(float(x)) >= 1e6 for x in args)
                       or "perft" in args or asks_much_more(base, args))
                verdict, why = ("long" if big else "hang"), "over %.0f s" % a.timeout
            tally[verdict] += 1
            by_command[(" ".join(base[:2]) if base[0] in ("ttt", "race", "blotto", "war", "rrrats", "loa") else base[0], verdict)] += 1
            if verdict not in ("ok", "error", "long"):
                findings.append((verdict, args, why))
                if a.keep:
                    os.makedirs(a.keep, exist_ok=True)
                    for path, text in texts.items():
                        with open(os.path.join(a.keep, os.path.basename(path)), "w", encoding="utf-8", errors="surrogatepass") as f:
                            f.write(text)
            if (k + 1) % 500 == 0:
                print("%d inputs: %s" % (k + 1, dict(tally)), file=sys.stderr)
    print("seed %d, %d inputs: %s" % (a.seed, a.count, dict(sorted(tally.items()))))
    commands = sorted({c for c, _ in by_command})
    for c in commands:
        print("  %-22s %s" % (c, {v: n for (cc, v), n in sorted(by_command.items()) if cc == c}))
    for verdict, args, why in findings[:60]:
        print("%s: %s\n    %s" % (verdict, " ".join(repr(x) if " " in x or not x else x for x in args), why.strip().replace("\n", "\n    ")))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
