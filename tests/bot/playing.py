"""Random legal play through the match service, as buttons would send it: the store and
outbox tests need matches with real content."""

from __future__ import annotations

import random

from bot.matches import MatchService
from tests.conftest import FakeClock

STEP = 7.0
"""Seconds the clock moves between two moves, when the caller gives one."""


async def play(service: MatchService, match_id: int, rnd: random.Random,
               steps: int | None = None, clock: FakeClock | None = None) -> int:
    """Random legal options through ``choose`` until ``steps`` were made or the match ended;
    how many were made. With ``clock``, each move comes :data:`STEP` seconds after the last."""
    n = 0
    while steps is None or n < steps:
        live = await service.live(match_id)
        if live.match.over:
            break
        decision = rnd.choice(live.decisions)
        await service.choose(match_id, decision.player, live.match.version,
                             rnd.randrange(len(decision.options)))
        if clock is not None:
            clock.advance(STEP)
        n += 1
    return n
