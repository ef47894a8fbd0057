"""``submit`` latency on SQLite over whole random 2v2 Brutal Ring games (the longest game):
validate, apply and persist one move (action, events, snapshot, deadlines and outbox notice in
one transaction), early in the game (actions 1-20) and late (actions 990-1010), next to a bare
commit on the same database (one row updated, same ``synchronous`` setting). Then the largest
value stored.

    .venv/bin/python -m bench.submit_bench [--games 6] [--synchronous FULL]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from bench.common import summary
from bot.matches import MatchService
from bot.store import Store, _exec

EARLY = range(1, 21)
LATE = range(990, 1011)


async def run(games: int, synchronous: str) -> None:
    early: list[float] = []
    late: list[float] = []
    bare: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(Path(tmp) / "bench.sqlite3")
        await _exec(store._db, f"PRAGMA synchronous = {synchronous}")
        await _exec(store._db, "CREATE TABLE bare (n INTEGER)")
        await _exec(store._db, "INSERT INTO bare VALUES (0)")
        service = MatchService(store)
        rnd = random.Random(1)
        for seed in range(games):
            lobby = await service.create("brutal_ring", host="1", capacity=4,
                                         options={"teams": True})
            for guest in ("2", "3", "4"):
                await service.join(lobby.id, guest)
            await service.start(lobby.id, "1", seed=seed)
            n = 0
            while True:
                live = await service.live(lobby.id)
                if live.match.over:
                    break
                decision = rnd.choice(live.decisions)
                action = rnd.choice(decision.options)
                n += 1
                t0 = time.perf_counter()
                update = await service.submit(lobby.id, decision.player, action,
                                              live.match.version)
                spent = time.perf_counter() - t0
                # Announcing clears the outbox; here nobody announces, so clear it as the
                # bot would (outside the timing).
                await service.delivered(update, update.emitted)
                (early if n in EARLY else late if n in LATE else []).append(spent)
                if n in EARLY or n in LATE:
                    t0 = time.perf_counter()
                    await _exec(store._db, "UPDATE bare SET n = n + 1")
                    bare.append(time.perf_counter() - t0)
        largest = []
        for table, column in (("matches", "snapshot"), ("match_events", "payload"),
                              ("actions", "action"), ("outbox", "notices")):
            async with store._db.execute(f"SELECT MAX(LENGTH({column})) FROM {table}") as cur:
                largest.append((f"{table}.{column}", (await cur.fetchone())[0] or 0))
        await store.close()
    commit = statistics.median(bare)
    print(f"synchronous={synchronous}, {games} 2v2 Brutal Ring games")
    print(f"  bare commit:           {summary(bare)}")
    for name, samples in (("submit, actions 1-20", early), ("submit, actions 990-1010", late)):
        extra = (statistics.median(samples) - commit) * 1000
        print(f"  {name:22} {summary(samples)}; median minus the commit {extra:.2f} ms, "
              f"ratio {statistics.median(samples) / commit:.1f}x")
    print("  largest stored value: " + ", ".join(f"{k} {v} B" for k, v in largest))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--synchronous", default="FULL", choices=["FULL", "NORMAL"])
    args = parser.parse_args()
    asyncio.run(run(args.games, args.synchronous))


if __name__ == "__main__":
    main()
