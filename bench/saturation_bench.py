"""What a click costs the bot, and how many it absorbs: CPU per click and clicks/s with many
matches clicking at once, and the click p99 when they click at human pace.

Three measures, all on the real bot (``create_bot``) attached to the simulated Discord of
``sandbox.table``:

- ``serial``: real clicks through simcord (interaction, defer, submit, edits, DMs, status),
  one after the other across the matches. simcord runs one operation at a time, so this gives
  the full interaction path's CPU per click but no concurrency.
- ``saturation``: every match has its own task clicking as fast as it can, all at once. As
  simcord refuses overlapping operations, a click here is driven one layer down, exactly as
  :meth:`bot.flow.MatchFlow.choose` does after its ``defer``: ``MatchService.choose`` then
  ``MatchFlow.announce`` (DM prompt with the hand picture, log lines, pings, the status board
  edited in place), against the same simulated Discord. What is left out is the edit of the
  clicked message itself (the next prompt goes out as a DM instead: the same renders).
- ``human``: the same concurrent driving, each match's next click coming after a random
  think time (exponential, ``--think`` seconds on average): the latency a player feels.

CPU is the process's CPU time (every thread, simcord's simulated Discord included) divided by
the clicks.

    .venv/bin/python -m bench.saturation_bench [--matches 50] [--clicks 30] [--game karatekarte]
        [--think 5] [--duration 60] [--only serial,saturation,human]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.common import summary
from bot.matches import MatchError
from bot.render import cache as render_cache
from sandbox.table import Table, click_something, open_match, prompt_message, table

GROUPS = {"karatekarte": "karatekarte", "brutal_ring": "brutalring"}


def cpu_seconds() -> float:
    """This process's CPU time, every thread's (the renders run in threads)."""
    return time.process_time()


async def open_matches(t: Table, game: str, count: int) -> list[int]:
    """``count`` two-player matches between distinct members (p0 v p1, p2 v p3...)."""
    ids = []
    for n in range(count):
        ids.append(await open_match(t, GROUPS[game], f"p{2 * n}", [f"p{2 * n + 1}"]))
    return ids


async def serial(t: Table, ids: list[int], clicks: int, seed: int) -> tuple[list[float], float]:
    """Real clicks through simcord, round robin over the matches: latencies, CPU per click."""
    rnd = random.Random(seed)
    samples: list[float] = []
    cpu = cpu_seconds()
    for _ in range(clicks):
        for match_id in ids:
            match, state = await t.bot.matches.state(match_id)
            pending = t.bot.matches.game(match.game).pending(state)
            if match.over or not pending:
                continue
            name = t.name_of(pending[0].player)
            where = t.dms(name) if pending[0].private else next(
                th for th in t.channel.threads if th.id == match.thread_id).history()
            prompt = prompt_message(where)
            if prompt is None:
                continue
            start = time.perf_counter()
            await click_something(t, name, prompt, rnd)
            samples.append(time.perf_counter() - start)
    return samples, (cpu_seconds() - cpu) / max(1, len(samples))


async def drive(t: Table, match_id: int, rnd: random.Random, samples: list[float], *,
                clicks: int, think: float | None, until: float) -> None:
    """One match's players clicking (random legal choices) until ``clicks`` were made, the
    match ends or the clock passes ``until``; ``think`` is the mean pause before a click."""
    service, flow = t.bot.matches, t.bot.flow
    made = 0
    while made < clicks:
        if think is not None:
            await asyncio.sleep(rnd.expovariate(1 / think))
        if time.perf_counter() >= until:
            return
        match, state = await service.state(match_id)
        pending = service.game(match.game).pending(state)
        if match.over or not pending:
            return
        decision = rnd.choice(pending)
        index = rnd.randrange(len(decision.options))
        start = time.perf_counter()
        try:
            update = await service.choose(match_id, decision.player, match.version, index,
                                          decision.options[index].key)
        except MatchError:  # a simultaneous step moved the match on: pick again
            continue
        await flow.announce(update)
        samples.append(time.perf_counter() - start)
        made += 1


async def concurrent(t: Table, ids: list[int], seed: int, *, clicks: int,
                     think: float | None = None,
                     duration: float = float("inf")) -> tuple[list[float], float, float]:
    """Every match clicking at once: latencies, CPU per click, clicks per second."""
    samples: list[float] = []
    rnd = random.Random(seed)
    cpu, wall = cpu_seconds(), time.perf_counter()
    await asyncio.gather(*(
        drive(t, match_id, random.Random(rnd.random()), samples, clicks=clicks, think=think,
              until=wall + duration)
        for match_id in ids))
    wall = time.perf_counter() - wall
    return samples, (cpu_seconds() - cpu) / max(1, len(samples)), len(samples) / wall


async def run(args: argparse.Namespace) -> None:
    only = set(args.only.split(","))
    names = tuple(f"p{i}" for i in range(2 * args.matches))
    print(f"{args.game}, {args.matches} matches")
    for mode in ("serial", "saturation", "human"):
        if mode not in only:
            continue
        render_cache.CACHE.clear()
        with tempfile.TemporaryDirectory() as tmp:
            async with table(Path(tmp) / "bench.sqlite3", names=names) as t:
                ids = await open_matches(t, args.game, args.matches)
                await t.env.settle()
                if mode == "serial":
                    samples, cpu = await serial(t, ids, max(1, args.clicks // 5), args.seed)
                    print(f"serial (simcord clicks): CPU {cpu * 1000:.1f} ms/click, "
                          f"{summary(samples)}")
                elif mode == "saturation":
                    samples, cpu, rate = await concurrent(t, ids, args.seed, clicks=args.clicks)
                    print(f"saturation: {rate:.1f} clicks/s, CPU {cpu * 1000:.1f} ms/click, "
                          f"{summary(samples)}")
                else:
                    samples, cpu, rate = await concurrent(t, ids, args.seed, clicks=10 ** 9,
                                                          think=args.think,
                                                          duration=args.duration)
                    print(f"human pace (think {args.think:g} s): {rate:.1f} clicks/s, "
                          f"CPU {cpu * 1000:.1f} ms/click, {summary(samples)}")
                await t.env.settle()
                stats = render_cache.CACHE.stats()
                print(f"  render cache: {stats}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", type=int, default=50)
    parser.add_argument("--clicks", type=int, default=30, help="clicks per match (saturation)")
    parser.add_argument("--game", choices=sorted(GROUPS), default="karatekarte")
    parser.add_argument("--think", type=float, default=5.0,
                        help="mean seconds between a match's clicks (human pace)")
    parser.add_argument("--duration", type=float, default=60.0,
                        help="seconds of human-pace play")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default="serial,saturation,human")
    args: Any = parser.parse_args()
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
