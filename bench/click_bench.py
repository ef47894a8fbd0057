"""Issue 3 numbers: time from a click to the bot's full response in the simcord harness.

Each sample is one DM button click, measured until the bot has finished everything the click
causes (service submit, store write, hand and board renders, message edits, DMs, thread
posts): simcord returns from a click only once the bot has settled.

    .venv/bin/python bench/click_bench.py [--matches 3]
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

from bot.render.karatekarte import render_board
from rules.karatekarte import GAME
from tests.e2e.harness import click_something, prompt_message, table
from tests.e2e.test_karatekarte_e2e import open_match, whose_turn


async def clicks(matches: int) -> list[float]:
    samples: list[float] = []
    for n in range(matches):
        with tempfile.TemporaryDirectory() as tmp:
            async with table(Path(tmp) / "bench.sqlite3") as t:
                match_id = await open_match(t)
                rnd = random.Random(n)
                while (name := await whose_turn(t, match_id)) is not None:
                    prompt = prompt_message(t.dms(name))
                    assert prompt is not None
                    start = time.perf_counter()
                    await click_something(t, name, prompt, rnd)
                    samples.append(time.perf_counter() - start)
    return samples


def board_numbers() -> None:
    state = GAME.setup(["1", "2"], 3)
    rnd = random.Random(3)
    for _ in range(80):
        state = GAME.apply(state, rnd.choice(GAME.pending(state)[0].options))
    view = GAME.view(state, None)
    times = []
    for _ in range(30):
        start = time.perf_counter()
        png = render_board(view, {"1": "Aurélie", "2": "Kenji"})
        times.append(time.perf_counter() - start)
    print(f"board render: median {statistics.median(times) * 1000:.1f} ms, "
          f"PNG {len(png) / 1024:.1f} KiB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=3)
    args = parser.parse_args()
    board_numbers()
    samples = sorted(asyncio.run(clicks(args.matches)))
    print(f"click to settled response over {len(samples)} clicks in {args.matches} matches: "
          f"median {statistics.median(samples) * 1000:.1f} ms, "
          f"p99 {samples[int(len(samples) * 0.99)] * 1000:.1f} ms, "
          f"max {samples[-1] * 1000:.1f} ms")


if __name__ == "__main__":
    main()
