"""The package's labs checked by a second method: a race over a Python stream against the same
race over the command line's pattern, the exact α(μ) against the Monte Carlo estimate, the five
Lines of Action solvers against each other and the engine's move against its own game, a
tournament's games one by one against its tally, a Ticket to Ride game's record against its
summary, tables with and without pandas, every batch kind in shards, and errors: a ValueError
naming the setting, with the command line's message (but for how each spells the setting)."""

import itertools
import math
import random
import sys

import pytest

import gamelab

#: A Lines of Action position five plies before the end of a self-play game: a win for Black.
WIN_IN_FIVE = "6b1/6w1/4w1b1/3bbw1w/4bb2/4w1bb/7w/8 b"


def test_a_race_reads_a_generator_a_function_and_a_list_alike():
    pattern = gamelab.race("ilebr-star", pattern="1101")
    as_list = gamelab.race("ilebr-star", [1, 1, 0, 1] * 50_000)
    cycle = itertools.cycle([True, True, False, True])
    as_generator = gamelab.race("ilebr-star", (x for x in cycle))
    again = itertools.cycle([1, 1, 0, 1])
    as_function = gamelab.race("ilebr-star", lambda: next(again))
    assert pattern == as_list == as_generator == as_function
    assert pattern["winner"] == "p1"


def test_a_race_pulls_only_the_games_it_needs():
    pulled = []

    def games():
        for k in itertools.count():
            pulled.append(k)
            yield 1 if k % 4 else 0

    out = gamelab.race("hoeffding", games())
    assert len(pulled) == out["games"]


def test_a_race_with_a_trace_lists_its_tests():
    out = gamelab.race("lebr", mu=0.7, seed=2, trace=True)
    assert out["trace"][-1]["t"] == out["games"]
    assert all(t["lb"] <= t["mean"] <= t["ub"] for t in out["trace"])


def test_the_exact_alpha_agrees_with_the_monte_carlo_estimate():
    mu, runs = 0.52, 4000
    exact = gamelab.race_alpha("ilebr-star", mu, eps=0.05)
    mc = gamelab.race_alpha_mc("ilebr-star", mu, runs, 7, eps=0.05, precision_stop=False)
    a = exact["alpha"]
    assert abs(mc["alpha"] - a) <= 4 * math.sqrt(a * (1 - a) / runs) + 1e-9
    curve = gamelab.alpha_curve("ilebr-star", mus=[0.45, 0.52, 0.55], eps=0.05)
    alphas = list(curve["alpha"])
    assert alphas[1] == pytest.approx(a)
    assert alphas[2] < alphas[1]


def test_the_five_loa_solvers_agree_and_the_engine_plays_the_winning_move():
    answers = [gamelab.loa_solve(WIN_IN_FIVE, m, 2_000_000) for m in
               ["dfpn", "pns", "pn2", "ab-solver", "alphabeta"]]
    assert {a["result"] for a in answers} == {"win"}
    assert {a["best_move"] for a in answers} == {"g8-f8"}
    move = gamelab.loa_engine_move(WIN_IN_FIVE, max_nodes=200_000)
    assert move["proven"] == "win" and move["best_move"] == "g8-f8"


def test_the_engine_move_is_the_move_its_game_opens_with():
    game = gamelab.loa_play(max_nodes=3000, random_plies=0)
    assert gamelab.loa_engine_move(max_nodes=3000)["best_move"] == game["moves"][0]
    assert gamelab.loa_perft(2)["nodes"] == 1244


def test_a_tournaments_games_add_up_to_its_tally():
    agents = ["random", "greedy", "greedy-memory"]
    whole = gamelab.loveletter_tournament(2, agents, 30, 5)
    records = gamelab.loveletter_games(2, agents, 30, 5, as_table=False)
    wins = [0] * 3
    played = [0] * 3
    for r in records:
        for seat, name in enumerate(r["seats"]):
            played[agents.index(name)] += 1
            wins[agents.index(name)] += seat in r["winners"]
    assert whole["tally"] == {
        "games": 30, "played": played, "wins": wins, "rounds": sum(r["rounds"] for r in records)
    }
    parts = [gamelab.loveletter_games(2, agents, 30, 5, shard=(i, 3), as_table=False) for i in range(3)]
    assert sum(parts, []) == records


def test_a_ticket_to_ride_game_carries_its_record():
    game = gamelab.ttr_play(3, "algo,random,algo", seed=4)
    assert game["agents"] == ["algo", "random", "algo"]
    assert game["record"]["final"] == game["final"]
    assert [f["score"]["total"] for f in game["final"]] == game["scores"]
    assert len(game["record"]["turns"]) > 0


def test_tables_are_dataframes_with_pandas_and_dicts_of_columns_without(monkeypatch):
    out = gamelab.loveletter_tournament(2, "random,greedy", 20, 1)
    df = gamelab.table(out)
    assert list(df["agent"]) == ["random", "greedy"]
    monkeypatch.setitem(sys.modules, "pandas", None)  # import pandas now fails
    cols = gamelab.table(out)
    assert cols == {k: list(df[k]) for k in df.columns}
    rows = gamelab.table(gamelab.ttr_experiment(2, 5, "algo", 1))
    assert rows["players"] == [2] and rows["games"] == [5]


def test_rest_points_of_rock_paper_scissors_and_a_symmetric_matrix():
    rps = [[0, -1, 1], [1, 0, -1], [-1, 1, 0]]
    points = gamelab.rest_points(rps)["rest_points"]
    inner = [p for p in points if p["x"] == ["1/3", "1/3", "1/3"]]
    assert len(inner) == 1 and inner[0]["nash"] and not inner[0]["ess"]
    moran = gamelab.moran([[3, 0], [5, 1]], 10, strategies=("1", "2"))
    assert "simulation" not in moran and moran["population"] == 10


@pytest.mark.parametrize(
    "call,message",
    [
        (lambda: gamelab.race("ilebr-star", [1], mu=0.5), "give exactly one of"),
        (lambda: gamelab.race("nope", mu=0.5), "algorithm"),
        (lambda: gamelab.race("ilebr-star", mu=0.5, eps=2), "eps"),
        (lambda: gamelab.loa_solve(WIN_IN_FIVE, "magic"), "method"),
        (lambda: gamelab.loa_perft(9), "too deep"),
        (lambda: gamelab.loa_perft(1, fen="x"), "fen"),
        (lambda: gamelab.loa_perft(1, no_moves="maybe"), "no_moves"),
        (lambda: gamelab.poker_cfr("chess"), "kuhn or leduc"),
        (lambda: gamelab.poker_cfr("kuhn", iterations=0), "iterations"),
        (lambda: gamelab.trajectory([[1, 0], [0, 1]], [1, 0], dynamics="chaos"), "dynamics"),
        (lambda: gamelab.trajectory([[1, 0], [0, 1]], [1, 0], dynamics="logit"), "lambda"),
        (lambda: gamelab.ipd_match("Tit For Tat", "Nobody"), "players"),
        (lambda: gamelab.ttr_play(6), "players"),
        (lambda: gamelab.dominance([[1]], [[1]], kind="sort of"), "kind"),
        (lambda: gamelab.moran([[3, 0], [5, 1]], 10, shard=(1, 2)), "shard"),
    ],
)
def test_bad_input_raises_value_error_naming_the_setting(call, message):
    with pytest.raises(ValueError, match=message):
        call()


SHARDED = {
    "loveletter_tournament": dict(players=3, agents="random,greedy,greedy-memory,probabilistic",
                                  games=14, seed=2, iterations=20),
    "ttr_experiment": dict(players=[2, 3], games=4, agent="algo", seed=3),
    "race_alpha_mc": dict(algorithm="ilebr-star", mu=0.6, runs=50, seed=4),
    "ipd_tournament": dict(players=["Tit For Tat", "Defector", "Random"], turns=30, repetitions=3,
                           noise=0.05, seed=5),
    "moran": dict(game=[[3, 0], [5, 1]], population=8, runs=60, seed=6),
    "optimise": dict(game="rrrats", algorithm="iterative", budget=5, runs=4, eval_games=50),
    "loa_compare": dict(positions=5, max_nodes=5000, methods="dfpn,pns"),
    "war_match": dict(p1="desc", p2="rand", games=500, seed=3, seeding="per-game"),
    "rrrats_match": dict(p1="stop2", p2="never", games=500, seed=3, seeding="per-game"),
    "loveletter_stats": dict(players=3, agents="random,greedy,greedy-memory", rounds=40, seed=3,
                             seeding="per-game"),
}


def test_every_batch_function_is_a_batch_kind():
    kinds = {getattr(gamelab, f)(**SHARDED[f], shard=(0, 7))["batch"] for f in SHARDED}
    assert kinds == set(gamelab.BATCHES)


def test_the_functions_ray_runs_are_the_batch_functions():
    from gamelab import distributed

    assert set(distributed.FUNCTIONS) == set(SHARDED)


@pytest.mark.parametrize("function", sorted(SHARDED))
@pytest.mark.parametrize("n", [1, 2, 3, 7])
def test_every_batch_in_n_shards_merges_to_the_whole(function, n):
    run = getattr(gamelab, function)
    whole = gamelab.without_timing(run(**SHARDED[function]))
    parts = [run(**SHARDED[function], shard=(i, n)) for i in reversed(range(n))]
    assert gamelab.without_timing(gamelab.merge(parts)) == whole


def _reason(message):
    """An error message without its front end's spelling of the setting: `gamelab: --max-nodes:
    …` and `max_nodes: …` both read `max-nodes: …`."""
    m = message.replace("gamelab: ", "").replace("--", "").strip()
    head, sep, rest = m.partition(":")
    return head.replace("_", "-") + sep + rest


@pytest.mark.parametrize(
    "call,command",
    [
        (lambda: gamelab.loa_perft(9), "loa perft --depth 9"),
        (lambda: gamelab.loa_solve("x", max_nodes=0), "loa solve --fen x --max-nodes 0"),
        (lambda: gamelab.race("nope", mu=0.5), "race run --algorithm nope --mu 0.5"),
        (lambda: gamelab.race("lebr", mu=0.5, eps=2), "race run --algorithm lebr --mu 0.5 --eps 2"),
        (lambda: gamelab.race_alpha("ilebr-star", 1.5), "race alpha --algorithm ilebr-star --mu 1.5"),
        (lambda: gamelab.ttr_play(6), "ttr play --players 6"),
        (lambda: gamelab.poker_cfr("kuhn", iterations=0), "poker cfr --game kuhn --iterations 0"),
        (lambda: gamelab.loveletter_tournament(2, "random,nobody", 10, 1),
         "loveletter tournament --players 2 --agents random,nobody"),
        (lambda: gamelab.war_match("up", "desc"), "war match --p1 up --p2 desc"),
        (lambda: gamelab.ipd_match("Tit For Tat", "Nobody"),
         "ipd match --players 'Tit For Tat,Nobody'"),
    ],
)
def test_an_error_reads_as_the_command_lines(call, command):
    import shlex
    import subprocess

    from test_gamelab import BIN

    out = subprocess.run([BIN, *shlex.split(command), "--json"], capture_output=True, text=True)
    assert out.returncode == 2
    with pytest.raises(ValueError) as e:
        call()
    assert _reason(str(e.value)) == _reason(out.stderr.strip().splitlines()[0])


@pytest.mark.parametrize(
    "call",
    [
        lambda: gamelab.poker_cfr("leduc", "cfr+", 10_000_000),
        lambda: gamelab.efg_solve(
            open(_data("efg", "gambit", "catalog_books_myerson1991_fig2_1.efg")).read(), "cfr",
            10_000_000,
        ),
        lambda: gamelab.loa_solve("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b", "dfpn", 10**10),
        lambda: gamelab.loa_play(max_nodes=1_000_000),
        lambda: gamelab.loveletter_tournament(4, "ismcts,greedy,random,probabilistic", 100_000, 1),
        lambda: gamelab.war_match("rand", "desc", 100_000_000, seeding="per-game"),
    ],
)
def test_ctrl_c_stops_a_long_call(call):
    """Each call would run for minutes; a SIGINT half a second in stops it within seconds.

    The test installs Python's own SIGINT handler for its duration: a runner started with SIGINT
    ignored (``nohup ./scripts/test.sh &``) would otherwise ignore the signal the test sends.
    """
    import os
    import signal
    import threading
    import time

    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    timer = threading.Timer(0.5, os.kill, (os.getpid(), signal.SIGINT))
    start = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            call()
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, previous)
    assert time.monotonic() - start < 20


def test_ctrl_c_tests_pass_under_a_runner_that_ignores_sigint():
    """The Ctrl+C tests above, run by a pytest started with SIGINT ignored, as a shell starts a
    background job: they pass, within the time they take in the foreground."""
    import signal
    import subprocess

    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", __file__,
         "-k", "test_ctrl_c_stops_a_long_call"],
        capture_output=True,
        text=True,
        timeout=180,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN),
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "6 passed" in out.stdout, out.stdout


def _data(*parts):
    import os

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    return os.path.join(root, "tests", "data", *parts)
