"""``submit`` latency on SQLite: validate, apply and persist one move, over whole random
KarateKarte games.

    .venv/bin/python -m bench.submit_bench [--submits 2000]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path

from bench.common import summary
from bot.matches import MatchService
from bot.store import Store
from rules.karatekarte import GAME


async def submits(count: int) -> list[float]:
    times: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(Path(tmp) / "bench.sqlite3")
        service = MatchService(store)
        rnd = random.Random(1)
        match = None
        while len(times) < count:
            if match is None or match.over:
                m = await service.create(GAME.id, host="1", turn_timeout=3600)
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
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--submits", type=int, default=2000)
    args = parser.parse_args()
    print(f"submit (validate + apply + persist, SQLite WAL): "
          f"{summary(asyncio.run(submits(args.submits)))}")


if __name__ == "__main__":
    main()
