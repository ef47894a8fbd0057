"""Random playouts per second and moves per game, for every registered game at every table
it can be played at.

    .venv/bin/python -m bench.playout_bench [--games 200]
"""

from __future__ import annotations

import argparse

from bench.common import playout_rate
from bot.registry import default_registry


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    print(f"{'game':14} {'table':22} {'games/s':>9} {'moves/game':>11}")
    for spec in default_registry().values():
        for players, options in spec.shapes:
            rate, moves = playout_rate(spec.engine, players, options, args.games)
            table = f"{players} players" + "".join(f", {k}={v}" for k, v in options.items())
            print(f"{spec.id:14} {table:22} {rate:9.1f} {moves:11.1f}")


if __name__ == "__main__":
    main()
