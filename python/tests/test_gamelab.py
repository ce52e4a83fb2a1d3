"""The Python package against the command line: the same numbers, exact fractions, shards that
merge exactly, and the command line's error messages as ValueError.

``GAMELAB_BIN`` names the command-line binary to compare with (the test script builds it)."""

import json
import os
import subprocess
from fractions import Fraction

import pytest

import gamelab

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.environ.get("GAMELAB_BIN", os.path.join(ROOT, "target", "release", "gamelab"))


def cli(*args):
    out = subprocess.run([BIN, *args, "--json"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_matching_pennies_has_its_one_mixed_equilibrium():
    A = [[1, -1], [-1, 1]]
    B = [[-1, 1], [1, -1]]
    eq = gamelab.nash_equilibria(A, B)
    assert eq == [([Fraction(1, 2), Fraction(1, 2)], [Fraction(1, 2), Fraction(1, 2)])]
    assert all(isinstance(p, Fraction) for x, y in eq for p in x + y)


def test_fractions_and_numpy_arrays_give_the_same_equilibria_as_nfg():
    path = os.path.join(ROOT, "tests", "data", "nfg")
    name = sorted(f for f in os.listdir(path) if f.endswith(".nfg"))[0]
    text = open(os.path.join(path, name)).read()
    from_nfg = gamelab.nfg_equilibria(text)
    from_cli = cli("nash", "--game", os.path.join(path, name))
    assert [(e["row"], e["col"]) for e in from_cli["equilibria"]] == [
        ([str(_f(q)) for q in x], [str(_f(q)) for q in y]) for x, y in from_nfg
    ]
    # The same game from fractions: payoffs halved give the same equilibria.
    A = [[Fraction(3, 2), 0], [0, Fraction(1, 2)]]
    B = [[Fraction(1, 2), 0], [0, Fraction(3, 2)]]
    doubled = gamelab.nash_equilibria([[3, 0], [0, 1]], [[1, 0], [0, 3]])
    assert gamelab.nash_equilibria(A, B) == doubled
    np = pytest.importorskip("numpy")
    assert gamelab.nash_equilibria(np.array([[3, 0], [0, 1]]), np.array([[1, 0], [0, 3]])) == doubled


def _f(q):
    """A Fraction as the command line writes it."""
    return q.numerator if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


def test_bad_payoffs_raise_value_error():
    with pytest.raises(ValueError, match="exact"):
        gamelab.nash_equilibria([[0.5]], [[1]])
    with pytest.raises(ValueError):
        gamelab.nash_equilibria([[1, 2]], [[1]])


def test_blotto_value_is_exact_and_equals_the_command_line():
    out = gamelab.blotto_solve(3, 5, 5)
    assert out["value"] == Fraction(0)
    assert sum(p["probability"] for p in out["strategy_a"]) == 1
    c = cli("blotto", "solve", "--fields", "3", "--a", "5", "--b", "4")
    mine = gamelab.blotto_solve(3, 5, 4)
    assert mine["value"] == Fraction(c["value_fraction"])
    assert [p["partition"] for p in mine["strategy_a"]] == [p["partition"] for p in c["partitions_a"]]
    with pytest.raises(ValueError, match="fields"):
        gamelab.blotto_solve(0, 5, 5)


def test_a_tournament_equals_the_command_line_and_its_shards_merge_exactly():
    args = dict(players=3, agents="random,greedy,greedy-memory,probabilistic", games=21, seed=4)
    whole = gamelab.loveletter_tournament(**args)
    c = cli("loveletter", "tournament", "--players", "3", "--agents", args["agents"], "--games", "21", "--seed", "4")
    assert gamelab.without_timing(whole) == gamelab.without_timing(c)
    for n in (1, 2, 3, 7):
        parts = [gamelab.loveletter_tournament(**args, shard=(i, n)) for i in reversed(range(n))]
        assert gamelab.without_timing(gamelab.merge(parts)) == gamelab.without_timing(whole), n
    with pytest.raises(ValueError, match="2–4 players"):
        gamelab.loveletter_tournament(6, "random,greedy", 10, 1)
    with pytest.raises(ValueError, match="missing"):
        gamelab.merge([gamelab.loveletter_tournament(**args, shard=(0, 2))])


def test_an_experiment_equals_the_command_line_and_its_shards_merge_exactly():
    whole = gamelab.ttr_experiment(range(2, 4), 4, "algo-thesis", 2)
    c = cli("ttr", "experiment", "--players", "2..3", "--games", "4", "--agent", "algo-thesis", "--seed", "2")
    assert gamelab.without_timing(whole) == gamelab.without_timing(c)
    for n in (1, 2, 3, 7):
        parts = [gamelab.ttr_experiment([2, 3], 4, "algo-thesis", 2, shard=(i, n)) for i in range(n)]
        assert gamelab.without_timing(gamelab.merge(parts)) == gamelab.without_timing(whole), n
    with pytest.raises(ValueError, match="agent"):
        gamelab.ttr_experiment(2, 4, "genius", 1)
    with pytest.raises(ValueError, match="shard"):
        gamelab.ttr_experiment(2, 4, "algo", 1, shard=(2, 2))


def test_a_racing_estimate_equals_the_command_line_and_its_shards_merge_exactly():
    args = dict(algorithm="ilebr-star", mu=0.56, runs=150, seed=5)
    whole = gamelab.race_alpha_mc(**args)
    c = cli("race", "alpha", "--algorithm", "ilebr-star", "--mu", "0.56", "--method", "mc", "--runs", "150", "--seed", "5")
    assert gamelab.without_timing(whole) == gamelab.without_timing(c)
    for n in (2, 3, 7):
        parts = [gamelab.race_alpha_mc(**args, shard=(i, n)) for i in range(n)]
        assert gamelab.without_timing(gamelab.merge(parts)) == gamelab.without_timing(whole), n
    with pytest.raises(ValueError, match="mu"):
        gamelab.race_alpha_mc("lebr", 1.5, 10, 1)


GAMES = [
    ([[3, 0], [5, 1]], [[3, 5], [0, 1]]),
    ([[3, 0], [5, 1], [1, 2]], [[3, 5], [0, 1], [2, 0]]),
    ([[1, -1], [-1, 1]], [[-1, 1], [1, -1]]),
    ([[2, 0], [0, 1]], [[1, 0], [0, 2]]),
]


def test_a_pygambit_game_gives_the_same_equilibria_as_its_arrays_and_as_gambit():
    pygambit = pytest.importorskip("pygambit")
    for A, B in GAMES:
        g = pygambit.Game.from_arrays(A, B)
        ours = gamelab.nash_equilibria(g, None)
        assert ours == gamelab.nash_equilibria(A, B) == gamelab.nfg_equilibria(g.to_nfg())
        found = pygambit.nash.enummixed_solve(g, rational=True).equilibria
        theirs = {
            tuple(tuple(Fraction(str(p[s])) for s in player.strategies) for player in g.players)
            for p in found
        }
        assert {(tuple(x), tuple(y)) for x, y in ours} == theirs


def test_nashpy_arrays_give_the_same_equilibria():
    nashpy = pytest.importorskip("nashpy")
    np = pytest.importorskip("numpy")
    for A, B in GAMES:
        ours = gamelab.nash_equilibria(np.array(A), np.array(B))
        theirs = list(nashpy.Game(np.array(A), np.array(B)).support_enumeration())
        assert len(ours) == len(theirs)
        for x, y in theirs:
            assert any(
                np.allclose([float(q) for q in ox], x) and np.allclose([float(q) for q in oy], y)
                for ox, oy in ours
            )
