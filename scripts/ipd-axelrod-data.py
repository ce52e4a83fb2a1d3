#!/usr/bin/env python3
"""Reference data for the iterated prisoner's dilemma tests, from the Axelrod library.

Plays every pair (self-pairs included) of the deterministic strategies Game Lab implements
for 7, 63 and 200 turns with the default payoffs (R, S, T, P) = (3, 0, 5, 1), and for 63
turns with (4, 0, 7, 2) (strategies that read the game: Adaptive, First by Tideman and
Chieruzzi); a deterministic round-robin tournament; and, for the stochastic strategies, mean
scores and cooperation rates over many seeded matches (compared statistically). Writes
tests/data/ipd/axelrod_matches.json.

Run from the repository's root: `python3 scripts/ipd-axelrod-data.py`. It installs the
library (pinned below) into target/bench-venv when it is missing and re-runs itself there.
The library is not a dependency of the project: only this script and scripts/bench-ipd.sh
use it.
"""
import json
import os
import subprocess
import sys
import warnings

PINS = ["axelrod==4.13.0", "dask==2024.8.0", "pandas==2.2.3", "numpy==1.26.4"]
VENV = os.path.join("target", "bench-venv")


def ensure_library():
    """Re-runs this script inside target/bench-venv, installing the pinned library first."""
    python = os.path.join(VENV, "bin", "python")
    if os.path.abspath(sys.prefix) == os.path.abspath(VENV):
        return
    if not os.path.exists(python):
        subprocess.check_call([sys.executable, "-m", "venv", VENV])
    probe = subprocess.run([python, "-c", "import axelrod; assert axelrod.__version__ == '4.13.0'"],
                           capture_output=True)
    if probe.returncode != 0:
        subprocess.check_call([python, "-m", "pip", "install", "-q", *PINS])
    os.execv(python, [python, *sys.argv])


ensure_library()
warnings.filterwarnings("ignore")
import axelrod as axl  # noqa: E402

DETERMINISTIC = [
    "Cooperator", "Defector", "Tit For Tat", "Suspicious Tit For Tat", "Tit For 2 Tats",
    "Two Tits For Tat", "Hard Tit For Tat", "Forgiving Tit For Tat", "Bully", "Grudger",
    "Win-Stay Lose-Shift", "Alternator", "Cycler CCD", "Prober", "Handshake", "Gradual",
    "Soft Go By Majority", "Adaptive", "Grumpy", "BackStabber", "First by Davis",
    "First by Stein and Rapoport", "First by Tideman and Chieruzzi", "Second by Tester",
]
STOCHASTIC = ["GTFT", "Random", "First by Joss", "First by Feld", "Calculator"]
OPPONENTS = ["Cooperator", "Defector", "Tit For Tat", "Alternator", "Grudger"]

BY_NAME = {}
for cls in axl.all_strategies:
    try:
        BY_NAME.setdefault(cls().name, cls)
    except Exception:  # strategies that need arguments
        pass


def player(name):
    p = BY_NAME[name]()
    assert p.name == name, (name, p.name)
    return p


def moves(actions):
    return "".join(str(a) for a in actions)


def match(a, b, turns, game, seed=None, noise=0):
    m = axl.Match((player(a), player(b)), turns=turns, game=game, noise=noise, seed=seed)
    result = m.play()
    return m, result


def main():
    for name in DETERMINISTIC:
        assert not axl.Classifiers["stochastic"](player(name)), name
    for name in STOCHASTIC:
        assert axl.Classifiers["stochastic"](player(name)), name
    games = {"default": axl.Game(), "r4s0t7p2": axl.Game(r=4, s=0, t=7, p=2)}
    records = []
    for game_key, turns_list in [("default", [7, 63, 200]), ("r4s0t7p2", [63])]:
        game = games[game_key]
        r, p, s, t = game.RPST()
        for turns in turns_list:
            for i, a in enumerate(DETERMINISTIC):
                for b in DETERMINISTIC[i:]:
                    m, result = match(a, b, turns, game)
                    score_a, score_b = m.final_score()
                    records.append({
                        "a": a, "b": b, "turns": turns, "payoffs": [r, s, t, p],
                        "scores": [score_a, score_b],
                        "moves_a": moves(x for x, _ in result),
                        "moves_b": moves(y for _, y in result),
                    })

    players = [player(n) for n in DETERMINISTIC]
    tournament = axl.Tournament(players, turns=200, repetitions=2, seed=1)
    results = tournament.play(progress_bar=False)
    tournament_data = {
        "players": DETERMINISTIC, "turns": 200, "repetitions": 2,
        "scores": results.scores, "normalised_scores": results.normalised_scores,
        "ranked_names": results.ranked_names, "ranking": results.ranking,
        "payoff_matrix": results.payoff_matrix, "wins": results.wins,
    }
    eco = axl.Ecosystem(results)
    eco.reproduce(20)
    tournament_data["ecosystem_20"] = eco.population_sizes

    stochastic = []
    runs = 400
    for a in STOCHASTIC:
        for b in OPPONENTS:
            totals_a, totals_b, coop_a = [], [], []
            for seed in range(runs):
                m, result = match(a, b, 200, games["default"], seed=seed)
                sa, sb = m.final_score()
                totals_a.append(sa)
                totals_b.append(sb)
                coop_a.append(sum(1 for x, _ in result if str(x) == "C") / 200)
            stochastic.append(summary(a, b, 200, 0.0, runs, totals_a, totals_b, coop_a))
    for a, b, noise in [("Tit For Tat", "Tit For Tat", 0.05), ("Win-Stay Lose-Shift", "Tit For Tat", 0.1),
                        ("Grudger", "Cooperator", 0.02)]:
        totals_a, totals_b, coop_a = [], [], []
        for seed in range(runs):
            m, result = match(a, b, 200, games["default"], seed=seed, noise=noise)
            sa, sb = m.final_score()
            totals_a.append(sa)
            totals_b.append(sb)
            coop_a.append(sum(1 for x, _ in result if str(x) == "C") / 200)
        stochastic.append(summary(a, b, 200, noise, runs, totals_a, totals_b, coop_a))

    out = {
        "library": "axelrod " + axl.__version__,
        "deterministic": DETERMINISTIC,
        "stochastic_players": STOCHASTIC,
        "matches": records,
        "tournament": tournament_data,
        "stochastic": stochastic,
    }
    path = os.path.join("tests", "data", "ipd", "axelrod_matches.json")
    with open(path, "w") as f:
        json.dump(out, f, separators=(",", ":"), default=lambda o: o.item())
        f.write("\n")
    print(f"wrote {len(records)} matches, {len(stochastic)} stochastic summaries to {path}")


def summary(a, b, turns, noise, runs, totals_a, totals_b, coop_a):
    def mean_sd(xs):
        m = sum(xs) / len(xs)
        v = sum((x - m) ** 2 for x in xs) / (len(xs) - 1)
        return m, v ** 0.5
    (ma, sa), (mb, sb), (mc, sc) = mean_sd(totals_a), mean_sd(totals_b), mean_sd(coop_a)
    return {"a": a, "b": b, "turns": turns, "noise": noise, "runs": runs,
            "mean_a": ma, "sd_a": sa, "mean_b": mb, "sd_b": sb,
            "cooperation_a": mc, "cooperation_sd_a": sc}


if __name__ == "__main__":
    main()
