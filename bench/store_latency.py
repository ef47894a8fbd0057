"""One move's write on SQLite and on PostgreSQL, in the same run: ``record`` with what a
realistic move writes (the action, 3 events, a 3 KB snapshot, 2 deadlines, an outbox notice),
the outbox cleared every few moves as announcements do. Both stores commit durably (SQLite
``synchronous = FULL``, PostgreSQL's default ``synchronous_commit``).

    .venv/bin/python -m bench.store_latency [--moves 500]
        [--database postgresql://postgres@127.0.0.1:5432/test]
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
import uuid
from pathlib import Path

import asyncpg

from bench.common import summary
from bot.database import StoreLike
from bot.rows import DeadlineRow, EventRow, Notice
from bot.store import Store
from bot.store_pg import PgStore

SNAPSHOT = '{"s":"' + "x" * 3000 + '"}'


async def moves(store: StoreLike, count: int) -> list[float]:
    """Seconds each of ``count`` moves took to write."""
    match = await store.create_match(game="karatekarte", host_id="1", turn_timeout=60, now=1.0,
                                     seats=["1", "2"])
    samples = []
    seq = 0
    for version in range(count):
        events = [EventRow(match_id=match.id, seq=seq + n, version=version + 1, audience=None,
                           kind="played", payload=f'{{"kind":"played","n":{n}}}')
                  for n in (1, 2, 3)]
        seq += 3
        deadlines = [DeadlineRow(match_id=match.id, player=p, version=version + 1,
                                 due_at=1000.0 + version, remind_at=900.0 + version,
                                 reminded=False, started=version) for p in ("1", "2")]
        start = time.perf_counter()
        await store.record(match.id, expected_version=version, snapshot=SNAPSHOT,
                           now=2.0 + version, action='{"a":1}', player="1",
                           deadlines=deadlines, events=events,
                           notice=Notice(version=version + 1, new_turns=["2"]))
        samples.append(time.perf_counter() - start)
        if version % 4 == 3:
            owed = await store.owed(match.id)
            assert owed is not None
            await store.delivered(match.id, owed.serial, told=seq)
    return samples


async def run(count: int, database: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        lite = await Store.open(Path(tmp) / "bench.sqlite3")
        try:
            await moves(lite, 50)  # warm up
            print(f"SQLite:     {summary(await moves(lite, count))}")
        finally:
            await lite.close()
    schema = f"bench_{uuid.uuid4().hex[:10]}"
    pg = await PgStore.open(database, schema=schema)
    try:
        await moves(pg, 50)
        print(f"PostgreSQL: {summary(await moves(pg, count))}")
    finally:
        await pg.close()
        conn = await asyncpg.connect(database)
        try:
            await conn.execute(f"DROP SCHEMA {schema} CASCADE")
        finally:
            await conn.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--moves", type=int, default=500)
    parser.add_argument("--database", default="postgresql://postgres@127.0.0.1:5432/test")
    args = parser.parse_args()
    asyncio.run(run(args.moves, args.database))


if __name__ == "__main__":
    main()
