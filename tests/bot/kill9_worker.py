"""A bot process for the kill -9 test: it plays random moves on the match service, on the
database file it is given, until it is killed. It starts a 2v2 Brutal Ring match when none
is running, and otherwise goes on with the one it finds (what a restarted bot does)."""

from __future__ import annotations

import asyncio
import contextlib
import random
import sys

from bot.matches import MatchError, MatchService
from bot.store import Store


async def main(path: str, seed: int) -> None:
    rnd = random.Random(seed)
    store = await Store.open(path)
    service = MatchService(store)
    print("ready", flush=True)
    while True:
        running = await store.list_matches(statuses=("running",))
        if not running:
            lobby = await service.create("brutal_ring", host="1", capacity=4,
                                         options={"teams": True})
            for guest in ("2", "3", "4"):
                await service.join(lobby.id, guest)
            await service.start(lobby.id, "1", seed=rnd.randrange(1 << 30))
            continue
        match_id = running[0].id
        live = await service.live(match_id)
        decision = rnd.choice(live.decisions)
        with contextlib.suppress(MatchError):
            await service.choose(match_id, decision.player, live.match.version,
                                 rnd.randrange(len(decision.options)))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
