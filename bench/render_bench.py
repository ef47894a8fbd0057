"""Time the KarateKarte pictures on a mid-game state: median milliseconds and PNG sizes.

Run from the repository root: ``.venv/bin/python -m bench.render_bench [renders] [seed]``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable

from bot.render.karatekarte import render_board, render_hand
from rules.karatekarte import GAME, KKView

NAMES = {"111": "Alice", "222": "Bérénice"}


def mid_game(seed: int, steps: int = 80) -> KKView:
    """The active player's view after ``steps`` random actions from ``seed``."""
    state = GAME.setup(list(NAMES), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        pending = GAME.pending(state)
        if not pending:
            break
        state = GAME.apply(state, rng.choice(pending[0].options))
    return GAME.view(state, state.active)


def measure(render: Callable[[], bytes], runs: int) -> tuple[float, int]:
    """Median wall time in ms over ``runs`` calls (after one warm-up), and the PNG size."""
    png = render()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        render()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), len(png)


def main(argv: list[str]) -> None:
    runs = int(argv[0]) if argv else 50
    seed = int(argv[1]) if len(argv) > 1 else 3
    view = mid_game(seed)
    print(f"mid-game state: seed {seed}, version {view.version}, turn {view.turn_number}")
    for label, render in (("render_board", lambda: render_board(view, NAMES)),
                          ("render_hand", lambda: render_hand(view))):
        median, size = measure(render, runs)
        print(f"{label:13} median {median:6.1f} ms over {runs} renders, PNG {size / 1024:5.1f} KiB")


if __name__ == "__main__":
    main(sys.argv[1:])
