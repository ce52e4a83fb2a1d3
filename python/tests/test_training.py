"""The self-taught network from Python: a run in this process is the command line's
``gamelab train`` exactly (the same curves, the same network file, byte for byte), for
tic-tac-toe and Connect Four, however the games are split; bad settings are ValueErrors naming
the setting. ``GAMELAB_BIN`` names the command-line binary (the test script builds it)."""

import json
import os
import subprocess

import pytest

import gamelab
from gamelab import training

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
BIN = os.environ.get("GAMELAB_BIN", os.path.join(ROOT, "target", "release", "gamelab"))

# Small runs: two generations, both measured.
TICTACTOE = dict(generations=2, games_per_generation=6, simulations=12, steps_per_generation=8)
CONNECT4 = dict(generations=2, games_per_generation=3, simulations=8, steps_per_generation=4,
                hidden=[16], judge_every=1)
CLI_FLAGS = {
    "tictactoe": ["--generations", "2", "--games-per-generation", "6", "--simulations", "12",
                  "--steps", "8"],
    "connect4": ["--generations", "2", "--games-per-generation", "3", "--simulations", "8",
                 "--steps", "4", "--hidden", "16", "--judge-every", "1",
                 "--eval-games", "2", "--eval-iterations", "30", "--eval-simulations", "4"],
}
EVAL = {"tictactoe": {}, "connect4": dict(eval_games=2, eval_iterations=30, eval_simulations=4)}


def untimed(out):
    out = dict(out)
    out.pop("seconds")
    out.pop("network", None)
    out["generations"] = [{k: v for k, v in p.items() if k != "seconds"} for p in out["generations"]]
    return out


@pytest.mark.parametrize("game", ["tictactoe", "connect4"])
def test_a_run_here_is_the_command_lines_run(game, tmp_path):
    small = TICTACTOE if game == "tictactoe" else CONNECT4
    cli_net = tmp_path / "cli.json"
    done = subprocess.run(
        [BIN, "train", "--game", game, *CLI_FLAGS[game], "--seed", "3", "--threads", "2",
         "--out", str(cli_net), "--json"],
        capture_output=True, text=True, check=True,
    )
    cli = json.loads(done.stdout)
    here_net = tmp_path / "here.json"
    seen = []
    here = gamelab.train(game, gamelab.train_settings(game, 3, **small), out=str(here_net),
                         progress=seen.append, **EVAL[game])
    assert untimed(here) == untimed(cli)
    assert here_net.read_bytes() == cli_net.read_bytes()
    assert [p["generation"] for p in seen] == [1, 2]
    assert here["network"] == str(here_net)
    # Split into three parts per generation, as Ray's tasks play them: the same run.
    split = training.drive(
        game, gamelab.train_settings(game, 3, **small), training._play_here,
        training._judge_here, shards=3, progress=lambda p: None, **EVAL[game],
    )
    assert untimed(split) == untimed(here)
    # Going on from the saved network starts from it.
    more = gamelab.train(game, gamelab.train_settings(game, 4, **{**small, "generations": 1}),
                         init=str(here_net), progress=lambda p: None, **EVAL[game])
    assert more["settings"]["hidden"] == json.loads(here_net.read_text())["hidden"]


def test_parts_cover_the_games_in_order():
    assert training.parts(10, 3) == [(0, 4), (4, 3), (7, 3)]
    assert training.parts(2, 5) == [(0, 1), (1, 1)]
    assert training.parts(7, 1) == [(0, 7)]


@pytest.mark.parametrize("call, message", [
    (lambda: gamelab.train_settings("tictactoe", 1, depth=3), "depth: not a training setting"),
    (lambda: gamelab.train_settings("chess"), "game: \"chess\""),
    (lambda: gamelab.train("tictactoe", gamelab.train_settings(generations=0)), "settings: generations"),
    (lambda: gamelab.train("tictactoe", gamelab.train_settings(learning_rate=2.0)), "settings: learning_rate"),
    (lambda: gamelab.train("tictactoe", gamelab.train_settings(hidden=[])), "settings: hidden"),
    (lambda: gamelab.train("go"), "game: 'go'"),
])
def test_bad_settings_raise_value_error_naming_the_setting(call, message):
    with pytest.raises(ValueError, match=message):
        call()


def test_a_network_for_another_game_is_refused(tmp_path):
    path = tmp_path / "ttt.json"
    gamelab.train("tictactoe", gamelab.train_settings(**{**TICTACTOE, "generations": 1}), out=str(path),
                  progress=lambda p: None)
    with pytest.raises(ValueError, match="network: a network for tictactoe, not connect4"):
        gamelab.train("connect4", gamelab.train_settings("connect4", **CONNECT4), init=str(path))
