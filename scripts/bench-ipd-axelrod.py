"""The Axelrod library's tournament timed like `gamelab bench ipd`: every classic strategy
Game Lab implements, 200 turns, the same repetitions, without noise and with noise 0.05, on
one process (the library's default). Prints one JSON line per row: matches per second with
the result set built (what `Tournament.play` does by default) and without it (the matches
alone)."""
import json
import sys
import time
import warnings

warnings.filterwarnings("ignore")
import axelrod as axl  # noqa: E402

NAMES = [
    "Cooperator", "Defector", "Tit For Tat", "Suspicious Tit For Tat", "Tit For 2 Tats",
    "Two Tits For Tat", "Hard Tit For Tat", "Forgiving Tit For Tat", "GTFT", "Bully", "Grudger",
    "Win-Stay Lose-Shift", "Alternator", "Cycler CCD", "Random", "Prober", "Handshake",
    "Gradual", "Soft Go By Majority", "Adaptive", "Grumpy", "BackStabber", "First by Davis",
    "First by Joss", "First by Feld", "First by Stein and Rapoport",
    "First by Tideman and Chieruzzi", "Second by Tester", "Calculator",
]
BY_NAME = {}
for cls in axl.all_strategies:
    try:
        BY_NAME.setdefault(cls().name, cls)
    except Exception:
        pass

repetitions = int(sys.argv[1]) if len(sys.argv) > 1 else 5
players = [BY_NAME[n]() for n in NAMES]
assert [p.name for p in players] == NAMES
matches = len(players) * (len(players) + 1) // 2 * repetitions
for noise in [0.0, 0.05]:
    for build in [False, True]:
        tournament = axl.Tournament(players, turns=200, repetitions=repetitions, noise=noise, seed=1)
        start = time.perf_counter()
        tournament.play(progress_bar=False, build_results=build, processes=None)
        seconds = time.perf_counter() - start
        print(json.dumps({
            "what": "axelrod " + axl.__version__ + (" with result set" if build else " matches only"),
            "players": len(players), "turns": 200, "repetitions": repetitions, "noise": noise,
            "matches": matches, "millis": seconds * 1000.0,
            "matches_per_second": matches / seconds,
        }))
