"""The deadline timer's plan: what is due fires at once, what is not waits on one timer.

The real match service and store, with a settable clock; the Discord side is a recorder of
what the loop asks it to announce (the end-to-end tests drive the real one).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from bot.deadlines import MIN_SLEEP, DeadlineLoop
from bot.matches import MatchService
from bot.store import Store
from bot.updates import Update
from tests.conftest import FakeClock

HOST, GUEST = "100", "200"
TIMEOUT = 3600


class Told:
    """Stands in for the flow: records what the loop hands it, and tells Discord everything
    at once (the outbox empties)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.updates: list[Update] = []

    async def deliver_owed(self) -> int:
        owed = await self.store.all_owed()
        for debt in owed:
            await self.store.delivered(debt.match_id, debt.serial)
        return len(owed)

    async def announce(self, update: Update) -> None:
        self.updates.append(update)
        await self.deliver_owed()

    async def remind(self, *_: Any) -> None:
        return None


@pytest.fixture
async def running(tmp_path: Path, clock: FakeClock) -> AsyncIterator[
        tuple[DeadlineLoop, MatchService, Told, list[float]]]:
    store = await Store.open(str(tmp_path / "db.sqlite3"))
    service = MatchService(store, clock=clock)
    match = await service.create("karatekarte", host=HOST, guild_id=1, channel_id=2,
                                 turn_timeout=TIMEOUT)
    await service.join(match.id, GUEST)
    await service.start(match.id, HOST, seed=3)
    told = Told(store)
    timers: list[float] = []
    loop = asyncio.get_running_loop()
    real_call_later = loop.call_later

    def call_later(delay: float, callback: Any, *args: Any, **kw: Any) -> asyncio.TimerHandle:
        if "DeadlineLoop" in getattr(callback, "__qualname__", ""):
            timers.append(delay)
        return real_call_later(delay, callback, *args, **kw)

    loop.call_later = call_later  # type: ignore[method-assign]
    deadlines = DeadlineLoop(SimpleNamespace(matches=service, flow=told))  # type: ignore[arg-type]
    try:
        yield deadlines, service, told, timers
    finally:
        await deadlines.stop()
        loop.call_later = real_call_later  # type: ignore[method-assign]
        await store.close()


async def settled(deadlines: DeadlineLoop) -> None:
    """Wait for the loop's tasks to finish (a loop that keeps waking for nothing fails)."""
    for _ in range(20):
        if not deadlines._tasks:
            return
        await asyncio.gather(*list(deadlines._tasks))
        await asyncio.sleep(0.02)  # a timer set a hair ahead fires in this time
    raise AssertionError("the deadline loop keeps waking with nothing to do")


async def test_a_deadline_already_passed_fires_without_a_zero_delay_timer(
        running: tuple[DeadlineLoop, MatchService, Told, list[float]],
        clock: FakeClock) -> None:
    deadlines, _, told, timers = running
    deadlines.start()
    await settled(deadlines)
    assert told.updates == [] and timers == [TIMEOUT / 2], "asleep until the half-time reminder"
    clock.advance(TIMEOUT + 5)  # the bot was busy, or the machine slept, past the deadline
    deadlines.replan()
    await settled(deadlines)
    assert len(told.updates) == 1 and told.updates[0].timed_out, "the timeout was played"
    # A simulated clock rounds a zero-delay timer up to its next tick and spins on it while
    # time advances; the loop fires what is due in a task instead.
    assert min(timers) >= MIN_SLEEP, timers


async def test_a_deadline_a_microsecond_away_waits_the_shortest_sleep(
        running: tuple[DeadlineLoop, MatchService, Told, list[float]],
        clock: FakeClock) -> None:
    deadlines, service, told, timers = running
    deadlines.start()
    await settled(deadlines)
    (row,) = await service.store.due_deadlines(clock() + TIMEOUT)
    clock.now = row.due_at - 1e-6
    deadlines.replan()
    await settled(deadlines)
    assert timers[-1] == MIN_SLEEP and told.updates == []
