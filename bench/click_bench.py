"""Time from a click to the bot's full response in the simulated Discord.

Each sample is one DM button click, measured until the bot has finished everything the click
causes (service submit, store write, hand and board renders, message edits, DMs, thread
posts): simcord returns from a click only once the bot has settled.

    .venv/bin/python -m bench.click_bench [--matches 3]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path

from bench.common import summary
from sandbox.table import click_something, open_match, prompt_message, table


async def clicks(matches: int) -> list[float]:
    samples: list[float] = []
    for n in range(matches):
        with tempfile.TemporaryDirectory() as tmp:
            async with table(Path(tmp) / "bench.sqlite3") as t:
                match_id = await open_match(t, "karatekarte", "alice", ["bob"])
                rnd = random.Random(n)
                while True:
                    match, state = await t.bot.matches.state(match_id)
                    pending = t.bot.matches.game(match.game).pending(state)
                    if match.over or not pending:
                        break
                    name = t.name_of(pending[0].player)
                    prompt = prompt_message(t.dms(name))
                    assert prompt is not None
                    start = time.perf_counter()
                    await click_something(t, name, prompt, rnd)
                    samples.append(time.perf_counter() - start)
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=3)
    args = parser.parse_args()
    print(f"KarateKarte click to settled response in {args.matches} matches: "
          f"{summary(asyncio.run(clicks(args.matches)))}")


if __name__ == "__main__":
    main()
