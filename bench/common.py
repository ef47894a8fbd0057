"""What the benchmarks share: random playouts through the engine contract, and timing
summaries. Benchmarks import the bot and the sandbox's table, never the tests; run them from
the repository root as modules (``.venv/bin/python -m bench.<name>``)."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from rules.core import Game, State


def seats(players: int) -> list[str]:
    return [str(100 + i) for i in range(players)]


def random_playout(game: Game, players: int, seed: int, options: dict[str, Any] | None = None,
                   *, stop: Callable[[State], bool] | None = None,
                   timeout_rate: float = 0.0) -> tuple[State, int]:
    """Random legal moves from ``seed`` until the game ends (or ``stop`` says so); the final
    state and how many moves were made. ``timeout_rate`` lets some clocks run out."""
    rnd = random.Random(seed)
    state = game.setup(seats(players), seed, game.Options(**(options or {})))
    moves = 0
    while (pending := game.pending(state)) and not (stop and stop(state)):
        decision = rnd.choice(pending)
        if timeout_rate and rnd.random() < timeout_rate:
            state = game.timeout(state, decision.player)
        else:
            state = game.apply(state, rnd.choice(decision.options))
        moves += 1
    return state, moves


def playout_rate(game: Game, players: int, options: dict[str, Any], games: int) -> \
        tuple[float, float]:
    """Games per second and moves per game over ``games`` seeds."""
    moves = 0
    start = time.perf_counter()
    for seed in range(games):
        moves += random_playout(game, players, seed, options)[1]
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / games


def summary(samples: Sequence[float]) -> str:
    """Median, p99 and max of seconds, in milliseconds."""
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return (f"median {statistics.median(ordered) * 1000:.2f} ms, p99 {p99 * 1000:.2f} ms, "
            f"max {ordered[-1] * 1000:.2f} ms over {len(ordered)}")


def measure(render: Callable[[], bytes], runs: int) -> tuple[float, int]:
    """Median wall time in ms over ``runs`` calls (after one warm-up), and the PNG size."""
    png = render()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        render()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), len(png)
