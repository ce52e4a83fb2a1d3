"""The self-taught network: a policy-value network trained from nothing by PUCT self-play on
tic-tac-toe or Connect Four — ``gamelab train`` from Python, here in one process or, with
:func:`gamelab.distributed.train`, its games spread over a Ray cluster.

A generation is: the self-play games (a pure function of the network, a seed and the game's
number), the gradient steps (in this process, which holds the optimiser and the replay window),
and, when due, the measure (tic-tac-toe's exact judge here; Connect Four's match against UCT,
whose games are pure too and may run anywhere). So the output — the curves and the network —
is exactly the command line's for the same settings and seed, however the games are split.

``train_settings(game, seed, **changes)`` gives the settings as a dict (the command line's
``"settings"``); change any field and pass it as ``settings=``.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from . import _gamelab

#: The games a network is trained on.
GAMES = ("tictactoe", "connect4")

#: Plays self-play games ``range(first, first + count)`` for each ``(first, count)`` and returns
#: their sample bytes in that order: ``play(game, network, settings, seed, parts)``.
Player = Callable[[str, str, str, int, Sequence[Tuple[int, int]]], List[bytes]]

#: Plays games of the measuring match likewise and returns every game's result in order:
#: ``judge(game, network, match, parts)``.
Matcher = Callable[[str, str, str, Sequence[Tuple[int, int]]], List[float]]

_SELF_PLAY_FIELDS = ("simulations", "exploration", "dirichlet_alpha", "noise_weight", "temperature_moves")


def train_settings(game: str = "tictactoe", seed: int = 1, **changes: Any) -> Dict[str, Any]:
    """The game's default settings with ``changes`` applied: any top-level field
    (``generations``, ``games_per_generation``, ``steps_per_generation``, ``batch_size``,
    ``learning_rate``, ``l2``, ``hidden``, ``window``, ``augment``, ``judge_every``) or
    self-play field (``simulations``, ``exploration``, ``dirichlet_alpha``, ``noise_weight``,
    ``temperature_moves``). An unknown field is a ValueError."""
    s = json.loads(_gamelab.train_settings_json(game, int(seed)))
    for key, value in changes.items():
        if key in _SELF_PLAY_FIELDS:
            s["self_play"][key] = value
        elif key in s and key != "self_play":
            s[key] = value
        else:
            raise ValueError(f"{key}: not a training setting")
    return s


def parts(count: int, shards: int) -> List[Tuple[int, int]]:
    """``count`` games as ``shards`` contiguous ``(first, count)`` ranges, as even as can be
    (empty ones left out): the core's cut, the one the browser's training makes."""
    return [tuple(r) for r in _gamelab.game_shares(int(count), max(1, int(shards)))]


def _play_here(game: str, network: str, settings: str, seed: int, ranges: Sequence[Tuple[int, int]]) -> List[bytes]:
    return [_gamelab.self_play_bytes(game, network, settings, seed, f, n) for f, n in ranges]


def _judge_here(game: str, network: str, match: str, ranges: Sequence[Tuple[int, int]]) -> List[float]:
    return [x for f, n in ranges for x in _gamelab.match_results(game, network, match, f, n)]


def train(
    game: str = "tictactoe",
    settings: Optional[Dict[str, Any]] = None,
    *,
    init: Optional[str] = None,
    out: Optional[str] = None,
    eval_simulations: Optional[int] = None,
    eval_iterations: int = 1000,
    eval_games: int = 20,
    progress: Optional[Callable[[dict], None]] = None,
) -> dict:
    """Trains a network in this process: the dict of ``gamelab train --game GAME --json``
    (``game``, ``settings``, ``generations``, ``seconds``, and ``network``, the path, when
    ``out`` is given — the network is written there after every generation, as the command
    line does). ``settings``: from :func:`train_settings` (default: the game's, seed 1).
    ``init``: a saved network's path to go on from. ``eval_*``: the measure, as the command
    line's flags. ``progress(point)`` is called as each generation ends (default: its line on
    stderr)."""
    return drive(
        game, settings, _play_here, _judge_here, shards=1, init=init, out=out,
        eval_simulations=eval_simulations, eval_iterations=eval_iterations,
        eval_games=eval_games, progress=progress,
    )


def drive(
    game: str,
    settings: Optional[Dict[str, Any]],
    play: Player,
    judge: Matcher,
    *,
    shards: int,
    init: Optional[str] = None,
    out: Optional[str] = None,
    eval_simulations: Optional[int] = None,
    eval_iterations: int = 1000,
    eval_games: int = 20,
    progress: Optional[Callable[[dict], None]] = None,
) -> dict:
    """The training loop of :func:`train`, its games played by ``play`` and its match by
    ``judge`` in ``shards`` parts each (how :func:`gamelab.distributed.train` runs it on
    Ray)."""
    if game not in GAMES:
        raise ValueError(f"game: {game!r} is not tictactoe or connect4")
    settings = train_settings(game) if settings is None else settings
    start = None
    if init is not None:
        with open(init, encoding="utf-8") as f:
            start = f.read()
    trainer = _gamelab.Trainer(
        game, json.dumps(settings), start, eval_simulations, int(eval_iterations), int(eval_games)
    )
    settings_json = trainer.settings_json()
    chosen = json.loads(settings_json)
    report = progress or _report
    clock = time.monotonic()
    points: List[dict] = []
    while trainer.generation() < chosen["generations"]:
        ranges = parts(chosen["games_per_generation"], shards)
        batches = play(game, trainer.network_json(), settings_json, trainer.self_play_seed(), ranges)
        for samples, (_, count) in zip(batches, ranges):
            trainer.absorb(samples, count)
        trainer.train()
        results = None
        match = trainer.match_json()
        if match is not None and trainer.judging_due():
            games = json.loads(match)["games"]
            results = judge(game, trainer.network_json(), match, parts(games, shards))
        point = json.loads(trainer.finish_generation(time.monotonic() - clock, results))
        points.append(point)
        report(point)
        if out is not None:
            with open(out, "w", encoding="utf-8") as f:
                f.write(trainer.network_json())
    result = {
        "game": game,
        "settings": chosen,
        "generations": points,
        "seconds": time.monotonic() - clock,
    }
    if out is not None:
        result["network"] = str(out)
    return result


def _report(point: dict) -> None:
    line = f"generation {point['generation']:>3}  games {point['games']:>6}  loss policy {point['loss_policy']:.4f} value {point['loss_value']:.4f}"
    if "optimal_move_share" in point:
        line += f"  optimal moves {100 * point['optimal_move_share']:.2f} %"
    if "versus" in point:
        v = point["versus"]
        line += f"  vs {v['opponent']}: {v['wins']} won {v['draws']} drawn {v['losses']} lost"
    print(f"gamelab.train: {line}  {point['seconds']:.1f} s", file=sys.stderr, flush=True)
