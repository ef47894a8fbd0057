"""Kung-Fu Duel's pictures: median milliseconds and PNG sizes of the board, the comparison
grid and a hand over states spread across fights at each layout, and (``--docs``) the
README's sample pictures ``docs/kungfu_duel_board.png``, ``docs/kungfu_duel_grid.png`` and
``docs/kungfu_duel_hand.png`` (a busy 2v2 fight).

    .venv/bin/python -m bench.kungfu_duel_pictures [--runs 20] [--games 2] [--docs]
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.common import measure, seats
from bot.render.kungfu_duel import render_board, render_grid, render_hand
from bot.text import voice
from rules.kungfu_duel import GAME, KFState, Layout, Phase
from rules.kungfu_duel.events import Compared

NAMES = ("Aurélie", "Bérénice", "Kenji", "Oluwaseun", "Dana")
ROOT = Path(__file__).resolve().parents[1]
TABLES: dict[str, tuple[int, dict[str, Any]]] = {
    "1v1": (2, {}), "1v2": (3, {}), "2v2": (4, {}), "1v3": (4, {"layout": Layout.ONE_THREE}),
    "gm-2v2": (5, {"gm": True})}
WEIGHTS = {"bet": 5.0, "slot": 5.0, "atout": 3.0, "use": 3.0, "pose": 3.0, "draw": 2.0,
           "lock": 1.0, "retreat": 0.15, "refill": 0.1, "discard": 0.2, "skip_slots": 0.2}
"""Fighters who mostly bet and play bonuses (uniform choices leave the fight in a turn)."""


def playout(table: str, seed: int) -> list[KFState]:
    n, options = TABLES[table]
    rng = random.Random(seed)
    state = GAME.setup(seats(n), seed, GAME.Options(**options))
    states = [state]
    while pending := GAME.pending(state):
        offered = rng.choice(pending).options
        state = GAME.apply(state, rng.choices(
            offered, [WEIGHTS.get(o.kind.value, 1.0) for o in offered])[0])
        states.append(state)
    return states


def _posed(state: KFState) -> int:
    return sum(len(f.front.cards()) for f in state.fighters)


def busy_board(state: KFState) -> bool:
    """Everyone still fighting, cards dealt and waiting for the keep, stacks and bonus
    cards in play."""
    return (state.phase is Phase.KEEP and all(f.fighting for f in state.fighters)
            and any(c for f in state.fighters for c in f.revealed)
            and sum(len(s) for f in state.fighters for s in f.stacks) >= 6
            and _posed(state) >= 2)


def busy_grid(state: KFState) -> bool:
    """A comparison of four pairs that just dealt damage."""
    last = next((e for e in reversed(state.log) if isinstance(e, Compared)), None)
    return (state.phase in (Phase.BOOST, Phase.ALLOCATE, Phase.ABSORB) and last is not None
            and len(last.pairs) == 4 and last.damage >= 2)


def busy_hand(state: KFState) -> bool:
    """The first fighter planning, with cards in hand and bets made."""
    f = state.fighters[0]
    return (state.phase is Phase.PLAN and f.plan is not None and not f.plan.locked
            and len(f.hand) >= 2 and len(f.plan.bets) >= 2 and f.character is not None)


def sample(test: Callable[[KFState], bool]) -> KFState:
    for seed in range(200):
        for state in playout("2v2", seed):
            if test(state):
                return state
    raise SystemExit("no showcase position in 200 fights")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--docs", action="store_true", help="write the README's pictures")
    args = parser.parse_args()
    say = voice(dict(zip(seats(len(NAMES)), NAMES, strict=True)))
    rows: dict[str, list[tuple[float, int]]] = {"board": [], "grid": [], "hand": []}
    for table in TABLES:
        for seed in range(args.games):
            states = playout(table, seed)
            for state in states[::max(1, len(states) // 6)]:
                public = GAME.view(state, None)
                own = GAME.view(state, state.fighters[0].player)
                rows["board"].append(measure(lambda v=public: render_board(say, v), args.runs))
                rows["grid"].append(measure(lambda v=public: render_grid(say, v), args.runs))
                rows["hand"].append(measure(lambda v=own: render_hand(say, v), args.runs))
    for label, found in rows.items():
        times = [t for t, _ in found]
        sizes = [n / 1024 for _, n in found]
        print(f"kungfu_duel {label:6} median {statistics.median(times):6.1f} ms "
              f"(max {max(times):6.1f}), PNG median {statistics.median(sizes):5.1f} KiB "
              f"(max {max(sizes):5.1f}) over {len(found)} states")
    if args.docs:
        docs = ROOT / "docs"
        board = sample(busy_board)
        (docs / "kungfu_duel_board.png").write_bytes(render_board(say, GAME.view(board, None)))
        grid = sample(busy_grid)
        (docs / "kungfu_duel_grid.png").write_bytes(render_grid(say, GAME.view(grid, None)))
        hand = sample(busy_hand)
        (docs / "kungfu_duel_hand.png").write_bytes(
            render_hand(say, GAME.view(hand, hand.fighters[0].player)))
        print("wrote docs/kungfu_duel_board.png, docs/kungfu_duel_grid.png and "
              "docs/kungfu_duel_hand.png")


if __name__ == "__main__":
    main()
