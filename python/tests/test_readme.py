"""The documentation's Python examples against the command line: every line of the Python
blocks of docs/python.md and README.md written ``<expression>  # = gamelab <command>`` is
evaluated, the command run with ``--json``, and the two compared — exactly, with Fractions
written ``p/q`` and the wall-clock fields (and what is rendered from them) left out. So the docs
cannot show an example that has drifted from the command line."""

import json
import os
import re
import shlex
import subprocess
from fractions import Fraction

import pytest

import gamelab

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.environ.get("GAMELAB_BIN", os.path.join(ROOT, "target", "release", "gamelab"))

NAMES = {
    "gamelab": gamelab,
    "START": "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
    "NFG": os.path.join(ROOT, "tests", "data", "nfg") + os.sep,
    "EFG": os.path.join(ROOT, "tests", "data", "efg") + os.sep,
    "EVO": os.path.join(ROOT, "tests", "data", "evolution") + os.sep,
}


def examples():
    text = "".join(open(os.path.join(ROOT, *path), encoding="utf-8").read()
                   for path in [("docs", "python.md"), ("README.md",)])
    out = []
    for block in re.findall(r"```python\n(.*?)```", text, re.S):
        for line in block.splitlines():
            m = re.match(r"^(gamelab\..*?)\s+# = (gamelab .*)$", line)
            if m:
                out.append((m.group(1), m.group(2)))
    return out


def plain(v):
    """``v`` as JSON reads it: Fractions as the command line writes them."""
    if isinstance(v, Fraction):
        return str(v)
    if isinstance(v, dict):
        return {k: plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [plain(x) for x in v]
    return v


def test_the_readme_has_examples_for_every_lab():
    found = {expr.split("(")[0] for expr, _ in examples()}
    assert len(examples()) >= 20
    for name in ["race", "loa_solve", "nash", "efg_solve", "poker_cfr", "moran", "ipd_tournament",
                 "loveletter_tournament", "ttr_experiment", "rest_points"]:
        assert f"gamelab.{name}" in found, name


@pytest.mark.parametrize("expr,command", examples())
def test_a_readme_example_equals_the_command_line(expr, command):
    old = os.getcwd()
    os.chdir(ROOT)
    try:
        got = eval(expr, dict(NAMES))  # the docs' own line
        args = shlex.split(command)[1:]
        out = subprocess.run([BIN, *args, "--json"], capture_output=True, text=True, check=True)
    finally:
        os.chdir(old)
    want = json.loads(out.stdout)
    same = gamelab.without_timing  # the wall-clock fields and what is rendered from them
    assert same(plain(got)) == same(plain(want)), f"{expr}  vs  {command}"
