"""Brutal Ring random playouts per second, for 2, 3 and 4 players (alone and 2v2).

    .venv/bin/python bench/brutal_ring_bench.py [--games 200]

Mirrors ``engine_bench.playouts``: uniform random decisions and options through
``GAME.pending``/``GAME.apply`` (so the purity copy and the legality check are included).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.brutal_ring import GAME, Options

CONFIGS: dict[str, tuple[list[str], Options]] = {
    "2 players": (["a", "b"], Options()),
    "3 players": (["a", "b", "c"], Options()),
    "4 players alone": (["a", "b", "c", "d"], Options(teams=False)),
    "4 players 2v2": (["a", "b", "c", "d"], Options(teams=True)),
}


def playouts(games: int, players: list[str], options: Options, name: str) -> float:
    actions = 0
    start = time.perf_counter()
    for seed in range(games):
        rnd = random.Random(seed)
        state = GAME.setup(players, seed, options)
        while pending := GAME.pending(state):
            state = GAME.apply(state, rnd.choice(rnd.choice(pending).options))
            actions += 1
    elapsed = time.perf_counter() - start
    print(f"brutal_ring {name}: {games / elapsed:.1f} games/s, "
          f"{actions / games:.1f} actions per game, {actions / elapsed:.0f} actions/s")
    return games / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    for name, (players, options) in CONFIGS.items():
        playouts(args.games, players, options, name)


if __name__ == "__main__":
    main()
