"""Issue 2 numbers: KarateKarte playouts per second, and ``submit`` latency on SQLite.

    .venv/bin/python bench/engine_bench.py [--games 300] [--submits 2000]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.matches import MatchService
from bot.store import Store
from rules.karatekarte import GAME


def playouts(games: int) -> None:
    actions = 0
    start = time.perf_counter()
    for seed in range(games):
        rnd = random.Random(seed)
        state = GAME.setup(["a", "b"], seed)
        while pending := GAME.pending(state):
            state = GAME.apply(state, rnd.choice(rnd.choice(pending).options))
            actions += 1
    elapsed = time.perf_counter() - start
    print(f"karatekarte random playouts: {games / elapsed:.1f} games/s, "
          f"{actions / games:.1f} actions per game, {actions / elapsed:.0f} actions/s")


async def submits(count: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(Path(tmp) / "bench.sqlite3")
        service = MatchService(store)
        rnd = random.Random(1)
        times: list[float] = []
        match = None
        while len(times) < count:
            if match is None or match.over:
                m = await service.create("karatekarte", host="1", turn_timeout=3600)
                await service.join(m.id, "2")
                match = (await service.start(m.id, "1", seed=len(times))).match
            state = service.load_state(match)
            d = rnd.choice(GAME.pending(state))
            action = rnd.choice(d.options)
            t0 = time.perf_counter()
            update = await service.submit(match.id, d.player, action, match.version)
            times.append(time.perf_counter() - t0)
            match = update.match
        await store.close()
    times.sort()
    print(f"submit (validate + apply + persist, SQLite WAL) over {count}: "
          f"median {statistics.median(times) * 1000:.2f} ms, "
          f"p99 {times[int(len(times) * 0.99)] * 1000:.2f} ms, "
          f"max {times[-1] * 1000:.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--submits", type=int, default=2000)
    args = parser.parse_args()
    playouts(args.games)
    asyncio.run(submits(args.submits))


if __name__ == "__main__":
    main()
