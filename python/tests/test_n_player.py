"""Games of three or more players from Python: ``nash_equilibria`` and ``nash_n`` (every
equilibrium, certified; exact, or 32 decimals when irrational) and ``correlated_equilibrium``,
from ``.nfg`` text, from payoff tensors in NumPy's order and from pygambit; and the two-player
calls as they were.

The games and their known equilibria are Gambit's (tests/data/nfg/gambit/, PROVENANCE.md and
reference.json)."""

import json
import os
import re
import warnings
from decimal import Decimal
from fractions import Fraction

import pytest

import gamelab
from gamelab import _gamelab

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GAMBIT = os.path.join(ROOT, "tests", "data", "nfg", "gambit")

F = Fraction

# PROVENANCE.md's nine equilibria of 2x2x2.nfg (McKelvey & McLennan), each exact.
NINE = {
    ((1, 0), (1, 0), (1, 0)),
    ((0, 1), (0, 1), (1, 0)),
    ((0, 1), (1, 0), (0, 1)),
    ((1, 0), (0, 1), (0, 1)),
    ((F(1, 2), F(1, 2)), (F(1, 2), F(1, 2)), (1, 0)),
    ((F(1, 3), F(2, 3)), (1, 0), (F(1, 4), F(3, 4))),
    ((0, 1), (F(1, 4), F(3, 4)), (F(1, 3), F(2, 3))),
    ((F(1, 2), F(1, 2)), (F(2, 5), F(3, 5)), (F(1, 4), F(3, 4))),
    ((F(2, 5), F(3, 5)), (F(1, 2), F(1, 2)), (F(1, 3), F(2, 3))),
}


def text(name):
    with open(os.path.join(GAMBIT, name), encoding="utf-8") as f:
        return f.read()


def reference(name):
    with open(os.path.join(GAMBIT, "reference.json"), encoding="utf-8") as f:
        return json.load(f)["games"][name]


def tensors(name):
    """The payoff tensors of an outcome-form ``.nfg`` file, read here independently of the
    crate: ``t[p][s1][s2]…[sn]`` is player p's payoff, as nested lists of decimal strings.
    The file lists profiles with player 1's strategy changing fastest."""
    body = text(name)
    head = body.split('""')[0]  # the title, players and strategies, before the comment
    lists = re.findall(r'\{((?:\s*"[^"]*")+)\s*\}', head)
    shape = [len(re.findall(r'"[^"]*"', s)) for s in lists[1:]]
    n = len(shape)
    found = re.findall(r'\{ "[^"]*" ([-\d.,/\s]+)\}', body)
    outcomes = [re.split(r"[,\s]+", o.strip()) for o in found]
    order = [int(k) for k in body.rsplit("}", 1)[1].split()]
    cells = 1
    for k in shape:
        cells *= k
    assert len(order) == cells and all(len(o) == n for o in outcomes)

    def empty(depth):
        return [empty(depth + 1) for _ in range(shape[depth])] if depth < n else None

    out = [empty(0) for _ in range(n)]
    for k, o in enumerate(order):
        profile, rest = [], k
        for size in shape:  # player 1 fastest
            profile.append(rest % size)
            rest //= size
        for p in range(n):
            cell = out[p]
            for s in profile[:-1]:
                cell = cell[s]
            cell[profile[-1]] = outcomes[o - 1][p] if o else "0"
    return out


def as_set(equilibria):
    return {tuple(tuple(m) for m in e) for e in equilibria}


def test_2x2x2_from_nfg_text_has_exactly_the_nine_known_equilibria():
    eq = gamelab.nash_equilibria(text("2x2x2.nfg"))
    assert len(eq) == 9 and as_set(eq) == NINE
    assert all(isinstance(e, tuple) and len(e) == 3 for e in eq)
    assert all(isinstance(p, Fraction) for e in eq for m in e for p in m)
    # reference.json's union (every Gambit solver) is the same nine.
    union = reference("2x2x2.nfg")["union"]
    assert {tuple(tuple(F(p) for p in m) for m in u["profile"]) for u in union} == NINE
    # nfg_equilibria and (game, None) read it the same way.
    assert gamelab.nfg_equilibria(text("2x2x2.nfg")) == eq
    assert gamelab.nash_equilibria(text("2x2x2.nfg"), None) == eq
    full = gamelab.nash_n(text("2x2x2.nfg"))
    assert full["complete"] is True and full["certificate"].startswith("complete")
    assert full["players"] == 3 and full["method"] == "all"
    assert [tuple(e["strategies"]) for e in full["equilibria"]] == eq
    assert all(e["exact"] and e["regret"] == "0" for e in full["equilibria"])
    assert gamelab.nash(text("2x2x2.nfg")) == full  # as `gamelab nash` prints a 3-player file


def test_2x2x2_from_three_numpy_tensors_has_the_same_nine():
    np = pytest.importorskip("numpy")
    t = tensors("2x2x2.nfg")
    assert t[0][0][0][0] == "9" and t[2][0][0][0] == "12"  # profile (1, 1, 1)
    assert t[2][1][1][0] == "2"  # profile (2, 2, 1): the file's 4th outcome is 9, 8, 2
    A, B, C = (np.array([[[int(x) for x in r] for r in m] for m in p]) for p in t)
    assert A.shape == B.shape == C.shape == (2, 2, 2)
    eq = gamelab.nash_equilibria(A, B, C)
    assert as_set(eq) == NINE
    assert eq == gamelab.nash_equilibria(text("2x2x2.nfg"))
    assert gamelab.nash_equilibria(*t) == eq  # nested lists of strings
    assert gamelab.nash_n(A, B, C)["complete"]


def test_tensors_are_read_in_numpys_order_not_the_tables():
    np = pytest.importorskip("numpy")
    # A 2×3×4 game where each player's own strategy alone decides its payoff: strategy 1 of
    # player 1, 2 of player 2, 3 of player 3 (from 0) strictly dominate.
    shape, best = (2, 3, 4), (1, 2, 3)
    pay = [np.zeros(shape, dtype=int) for _ in range(3)]
    for s in np.ndindex(*shape):
        for p in range(3):
            pay[p][s] = (10 if s[p] == best[p] else 0) + p * s[0] + s[1] - s[2]
    eq = gamelab.nash_equilibria(*pay)
    assert eq == [([0, 1], [0, 0, 1], [0, 0, 0, 1])]
    pure = gamelab.nash_n(*pay, method="pure")
    assert [e["profile"] for e in pure["equilibria"]] == [["2", "3", "4"]]
    assert pure["equilibria"][0]["payoffs"] == [F(int(pay[p][best])) for p in range(3)]
    assert pure["strategy_names"] == [["1", "2"], ["1", "2", "3"], ["1", "2", "3", "4"]]
    ce = gamelab.correlated_equilibrium(*pay)
    assert ce["distribution"] == {best: 1}
    assert ce["value"] == sum(int(pay[p][best]) for p in range(3))
    assert ce["table"][1 + 2 * 2 + 6 * 3] == 1  # table order: player 1 fastest
    # A non-cubic game read from a file: the file's tensors give the file's equilibria.
    name = "3x3x3.nfg"
    from_text = gamelab.nash_n(text(name))
    from_tensors = gamelab.nash_n(*(np.array(p, dtype=object) for p in tensors(name)))
    assert from_text["complete"] and len(from_text["equilibria"]) == 5
    assert [e["strategies"] for e in from_tensors["equilibria"]] == [
        e["strategies"] for e in from_text["equilibria"]
    ]
    # Permuting the players' axes (a different game) changes the answer.
    swapped = [np.transpose(p, (1, 0, 2)) for p in (pay[1], pay[0], pay[2])]
    assert gamelab.nash_equilibria(*swapped) == [([0, 0, 1], [0, 1], [0, 0, 0, 1])]


def test_an_irrational_equilibrium_comes_back_as_decimals_that_agree_with_gambit():
    eq = gamelab.nash_equilibria(text("nau2004_sec4.nfg"))
    assert len(eq) == 1
    (ours,) = eq
    assert all(isinstance(p, Decimal) for m in ours for p in m)
    assert all(len(str(p).split(".")[1]) == 32 for m in ours for p in m)
    (ref,) = reference("nau2004_sec4.nfg")["union"]
    assert ref["refined"] and not ref["exact"]
    for m, r in zip(ours, ref["profile"]):
        for p, q in zip(m, r):
            assert abs(p - Decimal(q)) < Decimal("1e-28"), (p, q)
    full = gamelab.nash_n(text("nau2004_sec4.nfg"))
    (e,) = full["equilibria"]
    assert e["exact"] is False and e["regret"].startswith("<")
    assert all(isinstance(v, Decimal) for v in e["payoffs"])
    assert full["complete"]
    # The 3x3x3 game mixes: four exact equilibria and one irrational one, entries of each kind.
    kinds = [e["exact"] for e in gamelab.nash_n(text("3x3x3.nfg"))["equilibria"]]
    assert sorted(kinds) == [False, True, True, True, True]


def test_an_unproven_list_warns_and_keeps_the_certified_equilibria():
    # nau2004_sec5 has a continuum of totally mixed equilibria (PROVENANCE.md).
    with pytest.warns(RuntimeWarning, match="not every equilibrium"):
        eq = gamelab.nash_equilibria(text("nau2004_sec5.nfg"))
    pure = {((0, 1), (1, 0), (1, 0)), ((1, 0), (0, 1), (1, 0)), ((0, 1), (0, 1), (0, 1))}
    assert pure <= as_set(eq)
    full = gamelab.nash_n(text("nau2004_sec5.nfg"))
    assert full["complete"] is False and full["left_over"]


CHICKEN = ([[0, 7], [2, 6]], [[0, 2], [7, 6]])  # Dare, Chicken for each player
CHICKEN_NFG = """NFG 1 R "Chicken" { "Row" "Column" } { { "Dare" "Chicken" } { "Dare" "Chicken" } }
0 0 2 7 7 2 6 6
"""


def test_the_best_correlated_equilibrium_of_chicken():
    ce = gamelab.correlated_equilibrium(*CHICKEN)
    assert ce["value"] == F(21, 2) and isinstance(ce["value"], Fraction)
    # (Dare, Chicken) and (Chicken, Dare) a quarter each, (Chicken, Chicken) a half.
    assert ce["distribution"] == {(0, 1): F(1, 4), (1, 0): F(1, 4), (1, 1): F(1, 2)}
    assert ce["payoffs"] == [F(21, 4), F(21, 4)]
    assert ce["table"] == [0, F(1, 4), F(1, 4), F(1, 2)]
    assert ce["coarse"] is False and ce["objective"] == "welfare" and ce["value_float"] == 10.5
    from_nfg = gamelab.correlated_equilibrium(CHICKEN_NFG)
    assert from_nfg["distribution"] == ce["distribution"] and from_nfg["value"] == ce["value"]
    assert from_nfg["title"] == "Chicken" and from_nfg["player_names"] == ["Row", "Column"]
    named = {tuple(d["profile"]): d["probability"] for d in from_nfg["profiles"]}
    assert named == {("Dare", "Chicken"): F(1, 4), ("Chicken", "Dare"): F(1, 4),
                     ("Chicken", "Chicken"): F(1, 2)}
    np = pytest.importorskip("numpy")
    arrays = gamelab.correlated_equilibrium(*map(np.array, CHICKEN))
    assert arrays["distribution"] == ce["distribution"]
    # Other objectives and the coarse polytope answer too, never below the correlated optimum.
    assert gamelab.correlated_equilibrium(*CHICKEN, objective="player:1")["value"] >= F(21, 4)
    assert gamelab.correlated_equilibrium(*CHICKEN, coarse=True)["value"] >= F(21, 2)


def test_a_three_player_correlated_equilibrium_beats_every_nash_equilibrium():
    game = text("2x2x2.nfg")
    ce = gamelab.correlated_equilibrium(game)
    assert ce["players"] == 3 and sum(ce["distribution"].values()) == 1
    assert sum(ce["payoffs"]) == ce["value"]
    best_nash = max(sum(e["payoffs"]) for e in gamelab.nash_n(game)["equilibria"])
    assert ce["value"] >= best_nash
    np = pytest.importorskip("numpy")
    arrays = [np.array(p, dtype=object) for p in tensors("2x2x2.nfg")]
    assert gamelab.correlated_equilibrium(*arrays)["value"] == ce["value"]


def test_bad_games_raise_value_error():
    with pytest.raises(ValueError, match="shape"):
        gamelab.nash_equilibria([[[1, 2]]], [[[1, 2]]], [[[1], [2]]])
    with pytest.raises(ValueError, match="shape"):
        gamelab.nash_equilibria([[1, 2]], [[1, 2]], [[1, 2]])  # 2-dimensional for 3 players
    with pytest.raises(ValueError, match="exact"):
        gamelab.nash_equilibria([[[0.5]]], [[[1]]], [[[1]]])
    with pytest.raises(ValueError, match="method"):
        gamelab.nash_n(text("2x2x2.nfg"), method="some")
    with pytest.raises(ValueError, match="objective"):
        gamelab.correlated_equilibrium(*CHICKEN, objective="most")
    with pytest.raises(ValueError):
        gamelab.correlated_equilibrium(*CHICKEN, objective="player:3")
    with pytest.raises(ValueError, match="payoffs"):
        gamelab.correlated_equilibrium([[1]])
    seven = [[[[[[[0]]]]]]]
    with pytest.raises(ValueError, match="players"):
        gamelab.nash_n(*[seven] * 7)


def test_a_pygambit_game_of_three_players_is_accepted():
    pygambit = pytest.importorskip("pygambit")
    path = os.path.join(GAMBIT, "2x2x2.nfg")
    g = pygambit.read_nfg(path) if hasattr(pygambit, "read_nfg") else pygambit.Game.read_game(path)
    eq = gamelab.nash_equilibria(g)
    assert as_set(eq) == NINE
    assert gamelab.nash_equilibria(g, None) == eq
    assert gamelab.nash_n(g)["equilibria"] == gamelab.nash_n(text("2x2x2.nfg"))["equilibria"]
    # Its arrays are indexed as NumPy's (player 1's strategy first), entries Fractions.
    assert gamelab.nash_equilibria(*g.to_arrays()) == eq
    assert gamelab.correlated_equilibrium(g)["value"] == gamelab.correlated_equilibrium(
        text("2x2x2.nfg"))["value"]


# Two-player games: the calls as they were.
GAMES = [
    ([[3, 0], [5, 1], [1, 2]], [[3, 5], [0, 1], [2, 0]]),
    ([[1, -1], [-1, 1]], [[-1, 1], [1, -1]]),
    ([[2, 0], [0, 1]], [[1, 0], [0, 2]]),
    ([[3, 3], [2, 5], [0, 6]], [[3, 2], [2, 6], [3, 1]]),  # degenerate
]


def test_two_player_calls_return_what_they_did():
    assert sorted(gamelab.nash_equilibria(*GAMES[2])) == [
        ([0, 1], [0, 1]), ([F(2, 3), F(1, 3)], [F(1, 3), F(2, 3)]), ([1, 0], [1, 0]),
    ]
    for A, B in GAMES:
        new = gamelab.nash_equilibria(A, B)
        raw = json.loads(_gamelab.nash_equilibria_json(
            [[str(x) for x in r] for r in A], [[str(x) for x in r] for r in B]))
        assert new == [([F(p) for p in e["row"]], [F(p) for p in e["col"]]) for e in raw]
        assert all(type(e) is tuple and len(e) == 2 for e in new)
        assert all(type(p) is Fraction for x, y in new for p in x + y)
        full = gamelab.nash(A, B, "a title")  # the title positionally, as before
        assert full["game"] == "a title" and "row" in full["equilibria"][0]
        assert [(e["row"], e["col"]) for e in full["equilibria"]] == [
            (e["row"], e["col"]) for e in gamelab.nash(A, B)["equilibria"]
        ]
    # A two-player .nfg file still takes the two-player path (extreme equilibria, `row`/`col`).
    two = text("nau2004_sec3.nfg")
    assert gamelab.nfg_equilibria(two) == [
        ([F(p) for p in e["row"]], [F(p) for p in e["col"]])
        for e in json.loads(_gamelab.nfg_equilibria_json(two))
    ]
    assert gamelab.nash_equilibria(two) == gamelab.nfg_equilibria(two)
    assert "row" in gamelab.nash(two)["equilibria"][0]
    # The n-player solver agrees with the two-player one on a nondegenerate game.
    for A, B in GAMES[:3]:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            ours = gamelab.nash_n(A, B)
        assert ours["complete"]
        assert as_set(e["strategies"] for e in ours["equilibria"]) == as_set(
            gamelab.nash_equilibria(A, B)
        )
