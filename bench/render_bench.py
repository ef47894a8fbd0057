"""Every registered game's pictures on a mid-game state (the status board and a player's
hand) and after a whole game (its event pictures, e.g. Brutal Ring's fights): median
milliseconds and PNG sizes.

    .venv/bin/python -m bench.render_bench [--runs 30] [--seed 3]
"""

from __future__ import annotations

import argparse

from bench.common import measure, random_playout, seats
from bot.registry import GameSpec, default_registry
from bot.text import voice

NAMES = ("Aurélie", "Bérénice", "Kenji", "Oluwaseun")


def bench_game(spec: GameSpec, runs: int, seed: int) -> None:
    players, options = spec.shapes[-1]  # the busiest table
    say = voice(dict(zip(seats(players), NAMES, strict=False)), dict(spec.formats))
    state, moves = random_playout(spec.engine, players, seed, options)
    mid, _ = random_playout(spec.engine, players, seed, options,
                            stop=lambda s: s.version >= moves // 2)
    public = spec.engine.view(mid, None)
    player = spec.engine.view(mid, mid.players[0])
    rows = [("board", lambda: spec.ui.render_board(say, public)),
            ("hand", lambda: spec.ui.render_hand(say, player) or b"")]
    events = [e for e in state.log if e.to is None]
    pictures = spec.ui.event_pictures(say, events)
    if pictures:
        name, _ = pictures[0]
        first = [e for e in events if spec.ui.event_pictures(say, [e])][:1]
        rows.append((name.rsplit("-", 1)[0], lambda: spec.ui.event_pictures(say, first)[0][1]))
    for label, render in rows:
        median, size = measure(render, runs)
        print(f"{spec.id:12} {label:8} median {median:6.1f} ms, PNG {size / 1024:6.1f} KiB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    for spec in default_registry().values():
        bench_game(spec, args.runs, args.seed)


if __name__ == "__main__":
    main()
