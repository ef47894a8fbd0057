"""Combat's pictures: median milliseconds and PNG sizes of the board and a hand over states
spread across random games, and (``--docs``) the README's sample pictures
``docs/combat_board.png`` and ``docs/combat_hand.png`` (a busy mid-game position).

    .venv/bin/python -m bench.combat_pictures [--runs 20] [--docs]
"""

from __future__ import annotations

import argparse
import random
import statistics
from pathlib import Path

from bench.common import measure, seats
from bot.render.combat import render_board, render_hand
from bot.text import voice
from rules.combat import GAME, CBState, Phase

NAMES = ("Aurélie", "Bérénice")
ROOT = Path(__file__).resolve().parents[1]


def playout(seed: int) -> list[CBState]:
    """Every state of a random game (uniform decision, then uniform option)."""
    rng = random.Random(seed)
    state = GAME.setup(seats(2), seed, GAME.Options())
    states = [state]
    while pending := GAME.pending(state):
        state = GAME.apply(state, rng.choice(rng.choice(pending).options))
        states.append(state)
    return states


def showcase(state: CBState) -> bool:
    """A position worth a sample picture: mid-game, both zones in use, an active permanent,
    a hand of a few cards for the player to move, nobody off the board, no step waiting for
    a choice."""
    turn = state.turn
    if state.phase is not Phase.PLAY or turn is None or turn.run is not None \
            or not 20 <= turn.number <= 120:
        return False
    sides = list(state.sides.values())
    active = GAME.view(state, None).sides
    return (all(s.zone and s.cell is not None for s in sides)
            and sum(len(s.zone) for s in sides) >= 3
            and any(z.active for s in active for z in s.zone)
            and 4 <= len(state.sides[turn.player].hand) <= 7)


def sample_state() -> CBState:
    for seed in range(100):
        for state in playout(seed):
            if showcase(state):
                return state
    raise SystemExit("no showcase position in 100 random games")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--docs", action="store_true", help="write the README's pictures")
    args = parser.parse_args()
    say = voice(dict(zip(seats(2), NAMES, strict=True)))
    rows: dict[str, list[tuple[float, int]]] = {"board": [], "hand": []}
    for seed in range(args.games):
        states = playout(seed)
        for state in states[::max(1, len(states) // 8)]:
            public = GAME.view(state, None)
            own = GAME.view(state, state.players[0])
            rows["board"].append(measure(lambda v=public: render_board(say, v), args.runs))
            rows["hand"].append(measure(lambda v=own: render_hand(say, v), args.runs))
    for label, found in rows.items():
        times = [t for t, _ in found]
        sizes = [n / 1024 for _, n in found]
        print(f"combat {label:6} median {statistics.median(times):6.1f} ms "
              f"(max {max(times):6.1f}), PNG median {statistics.median(sizes):5.1f} KiB "
              f"(max {max(sizes):5.1f}) over {len(found)} states")
    if args.docs:
        state = sample_state()
        assert state.turn is not None
        (ROOT / "docs" / "combat_board.png").write_bytes(
            render_board(say, GAME.view(state, None)))
        (ROOT / "docs" / "combat_hand.png").write_bytes(
            render_hand(say, GAME.view(state, state.turn.player)))
        print("wrote docs/combat_board.png and docs/combat_hand.png")


if __name__ == "__main__":
    main()
