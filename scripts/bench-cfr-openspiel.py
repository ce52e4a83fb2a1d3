"""OpenSpiel's C++ CFR+ (pyspiel.CFRPlusSolver) on Kuhn and Leduc poker, timed like
`gamelab bench cfr`: the same number of iterations, then the average policy's exploitability.
Prints one JSON line per game."""
import json
import sys
import time

import pyspiel

iterations = int(sys.argv[1]) if len(sys.argv) > 1 else 200
for key, name in [("kuhn", "kuhn_poker"), ("leduc", "leduc_poker")]:
    game = pyspiel.load_game(name)
    solver = pyspiel.CFRPlusSolver(game)
    start = time.perf_counter()
    for _ in range(iterations):
        solver.evaluate_and_update_policy()
    seconds = time.perf_counter() - start
    exploitability = pyspiel.exploitability(game, solver.average_policy())
    print(json.dumps({
        "game": key,
        "algorithm": "openspiel cfr+",
        "iterations": iterations,
        "millis": seconds * 1000.0,
        "per_second": iterations / seconds,
        "exploitability": exploitability,
    }))
