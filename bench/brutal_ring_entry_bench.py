"""Brutal Ring's busiest moment: the click-to-response time in the simulated Discord during a
4-player entry window, where every player submits their sealed entries at once.

In the harness the four players' clicks are sent back to back (simcord runs one operation at
a time); the match service is also measured with the four confirmations truly concurrent.

    .venv/bin/python -m bench.brutal_ring_entry_bench [--rounds 3]
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
from rules.brutal_ring import GAME, Phase
from sandbox.table import Table, click_something, controls, open_match, prompt_message, table

NAMES = ["alice", "bob", "carol", "dave"]


async def to_entry(t: Table, match_id: int) -> None:
    rnd = random.Random(0)
    while True:
        match, state = await t.bot.matches.state(match_id)
        if state.phase is Phase.ENTRY or match.over:
            return
        decision = GAME.pending(state)[0]
        name = t.name_of(decision.player)
        where = t.dms(name) if decision.private else t.thread().history()
        prompt = prompt_message(where)
        assert prompt is not None
        await click_something(t, name, prompt, rnd,
                              ("Draw the rest", "Confirm", "Ready", "Keep everything",
                               "Pass"), ("Take",))


async def entry_clicks(rounds: int) -> list[float]:
    samples: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        async with table(Path(tmp) / "bench.sqlite3", names=tuple(NAMES)) as t:
            match_id = await open_match(t, "brutalring", NAMES[0], NAMES[1:],
                                        players=len(NAMES))
            for _ in range(rounds):
                await to_entry(t, match_id)
                # Each player enters one gladiator, then confirms: all four, back to back.
                for label in ("Enter", "Confirm"):
                    for name in NAMES:
                        prompt = prompt_message(t.dms(name))
                        if prompt is None:
                            continue
                        ids = [cid for _, cid, labels in controls(prompt)
                               if labels[0].startswith(label)]
                        if not ids:
                            continue
                        start = time.perf_counter()
                        await t.click(name, prompt, custom_id=ids[0])
                        samples.append(time.perf_counter() - start)
                match, state = await t.bot.matches.state(match_id)
                if match.over:
                    break
                # Let the rest of the round play itself by its deadlines.
                while state.phase is not Phase.DRAW and not match.over:
                    await t.advance(12 * 3600 + 1)
                    match, state = await t.bot.matches.state(match_id)
    return samples


async def concurrent_confirms(rounds: int) -> list[float]:
    samples: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(Path(tmp) / "bench.sqlite3")
        service = MatchService(store)
        for n in range(rounds):
            m = await service.create("brutal_ring", host="1", capacity=4)
            for p in ("2", "3", "4"):
                await service.join(m.id, p)
            await service.start(m.id, "1", seed=n)
            while True:
                match, state = await service.state(m.id)
                if state.phase is Phase.ENTRY:
                    break
                d = GAME.pending(state)[0]
                i = next(i for i, o in enumerate(d.options) if o.kind == "draw_rest")
                await service.choose(m.id, d.player, match.version, i, d.options[i].key)

            samples += await asyncio.gather(*(
                _confirm(service, m.id, state, p, match.version) for p in ("1", "2", "3", "4")))
        await store.close()
    return samples


async def _confirm(service: MatchService, match_id: int, state: object, player: str,
                   version: int) -> float:
    decision = GAME.decision_for(state, player)  # type: ignore[arg-type]
    assert decision is not None
    i = next(i for i, o in enumerate(decision.options) if o.kind == "confirm")
    start = time.perf_counter()
    await service.choose(match_id, player, version, i, decision.options[i].key)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    print("click to settled response, 4-player entry window: "
          f"{summary(asyncio.run(entry_clicks(args.rounds)))}")
    print(f"service submit, 4 confirmations at once: "
          f"{summary(asyncio.run(concurrent_confirms(20)))}")


if __name__ == "__main__":
    main()
