"""Time the Brutal Ring pictures on busy states: median milliseconds and PNG sizes.

    .venv/bin/python bench/brutal_ring_render_bench.py [--runs 30]

States come from uniform random playouts (as in ``brutal_ring_bench``): a 2v2 trick window
with face-down tricks (the biggest arena), a 3-player entry window with drafts, and the
``result`` event with the most tricks among a few finished games.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.render_bench import measure
from bot.render.brutal_ring import render_arena, render_combat, render_hand
from rules.brutal_ring import GAME, BRState, Options, Phase

NAMES = {"1": "Alice", "2": "Bérénice", "3": "Chen", "4": "Dmitri"}


def playout(players: int, teams: bool, seed: int,
            stop: Callable[[BRState], bool]) -> BRState | None:
    state = GAME.setup([str(i + 1) for i in range(players)], seed, Options(teams=teams))
    rng = random.Random(seed)
    while not stop(state):
        pending = GAME.pending(state)
        if not pending:
            return None
        state = GAME.apply(state, rng.choice(rng.choice(pending).options))
    return state


def first(players: int, teams: bool, stop: Callable[[BRState], bool]) -> BRState:
    for seed in range(500):
        state = playout(players, teams, seed, stop)
        if state is not None:
            return state
    raise SystemExit("no seed reaches the wanted state")


def busiest_result() -> dict[str, Any]:
    results: list[dict[str, Any]] = []
    for seed in range(8):
        state = playout(4, True, seed, lambda s: s.phase is Phase.OVER)
        assert state is not None
        results += [dict(e.data) for e in state.log if e.kind == "result"]
    return max(results, key=lambda r: (len(r["tricks"]), r["defender_dies"]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    tricks = first(4, True, lambda s: s.phase is Phase.TRICKS and s.combat is not None
                   and len(s.combat.tricks) >= 3
                   and sum(len(x.arena) for x in s.seats.values()) >= 6)
    entry = first(3, True, lambda s: s.phase is Phase.ENTRY and s.round >= 2
                  and sum(len(x.draft) for x in s.seats.values()) >= 2)
    assert tricks.combat is not None
    placer = tricks.combat.tricks[0].placer
    drafter = next(p for p in entry.players if entry.seats[p].draft)
    result = busiest_result()
    cases: list[tuple[str, Callable[[], bytes]]] = [
        ("arena 2v2 tricks, spectator", lambda: render_arena(GAME.view(tricks, None), NAMES)),
        ("arena 2v2 tricks, placer", lambda: render_arena(GAME.view(tricks, placer), NAMES)),
        ("arena 3p entry, spectator", lambda: render_arena(GAME.view(entry, None), NAMES)),
        ("hand 2v2 tricks, placer", lambda: render_hand(GAME.view(tricks, placer))),
        ("hand 3p entry, drafter", lambda: render_hand(GAME.view(entry, drafter))),
        (f"combat ({len(result['tricks'])} tricks)", lambda: render_combat(result, NAMES)),
    ]
    for label, render in cases:
        median, size = measure(render, args.runs)
        print(f"{label:30} median {median:6.1f} ms over {args.runs} renders, "
              f"PNG {size / 1024:5.1f} KiB")


if __name__ == "__main__":
    main()
