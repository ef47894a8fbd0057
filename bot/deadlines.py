"""The deadline timer: one ``call_later`` handle set for the earliest deadline or reminder row.
When it fires, what is due is applied and announced, whatever the outbox still owes Discord is
delivered, and the timer is set again. When the match
service says deadlines moved, the timer is re-planned. Every deadline is a row in the store, so
a restart loses none (RoboDanny's timer shape, without its in-memory shortcut).

A timer handle, not a task parked on an Event: nothing waits between deadlines, and a test
harness with a virtual clock sees an ordinary timer.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from bot.logs import match_context, untagged
from bot.ui.text import duration

if TYPE_CHECKING:
    from bot.app import DojoBot
    from bot.store import MatchRow

log = logging.getLogger(__name__)

MAX_SLEEP = 3600.0
"""Re-check at least this often (seconds), in case the wall clock jumped."""
SHARED_MAX_SLEEP = 30.0
"""Re-check at least this often when other processes share the database: they set deadlines
this timer does not hear about, and if one of them dies its deadlines are this process's to
fire (once their claim has lapsed)."""
MIN_SLEEP = 0.01
"""The shortest wait for something not yet due (seconds). Deadlines are wall-clock times and
the timer runs on the event loop's clock: a wait of a few microseconds can wake a hair early,
find nothing due and set itself again, in a burst of wake-ups for nothing."""
STUCK_RETRY = 30.0
"""Delay before retrying when something due could not fire (a broken match)."""
OUTBOX_RETRY = 30.0
"""Seconds after a notice is written before the loop delivers it, if the announcement that
follows every move has not (Discord failed, or the bot stopped in between)."""


class DeadlineLoop:
    def __init__(self, bot: DojoBot) -> None:
        self.bot = bot
        self._handle: asyncio.TimerHandle | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._lock = asyncio.Lock()
        self._running = False

    def start(self) -> None:
        self._running = True
        self.bot.matches.on_change = self.replan
        self._spawn(self._fire())

    async def stop(self) -> None:
        self._running = False
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    def replan(self) -> None:
        """Deadlines changed: set the timer for the new earliest one."""
        if self._running:
            self._spawn(self._plan())

    def _spawn(self, coro: object) -> None:
        # Without the shard and match of the click that replanned: the timer works for all.
        task = asyncio.get_running_loop().create_task(
            coro, context=untagged())  # type: ignore[arg-type]
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def tick(self) -> int:
        """Fire everything due now; returns how many deadlines and reminders fired."""
        async with self._lock:
            service = self.bot.matches
            fired = await self.bot.flow.deliver_owed()
            for update in await service.expire_due():
                fired += 1
                with match_context(update.match.id):
                    try:
                        await self.bot.flow.announce(update)
                    except Exception:
                        log.exception("match %s: announcing a timeout failed", update.match.id)
            for lobby in await service.expire_lobbies():
                fired += 1
                with match_context(lobby.id):
                    try:
                        await self._close_expired(lobby)
                    except Exception:
                        log.exception("match %s: closing an expired lobby failed", lobby.id)
            for reminder in await service.due_reminders():
                fired += 1
                with match_context(reminder.match.id):
                    try:
                        await self.bot.flow.remind(reminder.match, reminder.player,
                                                   reminder.due_at)
                    except Exception:
                        log.exception("match %s: sending a reminder failed", reminder.match.id)
            return fired

    async def _close_expired(self, lobby: MatchRow) -> None:
        """An expired lobby's message says so and loses its buttons."""
        flow = self.bot.flow
        channel = await flow.channel(lobby)
        if channel is not None:
            say = await flow.public_voice(lobby)
            await flow.lobby.close_message(channel, lobby, say(
                "core.lobby.expired", ttl=duration(say, int(self.bot.matches.lobby_ttl))))

    async def _fire(self) -> None:
        fired = 0
        try:
            fired = await self.tick()
        except Exception:
            log.exception("deadline tick failed; retrying in %ss", STUCK_RETRY)
            self._set(STUCK_RETRY)
            return
        await self._plan(stuck_ok=bool(fired))

    async def _plan(self, stuck_ok: bool = True) -> None:
        service = self.bot.matches
        wake = await service.next_wakeup()
        owed = await service.store.oldest_owed()
        if owed is not None:
            wake = min(owed + OUTBOX_RETRY, wake if wake is not None else owed + OUTBOX_RETRY)
        longest = SHARED_MAX_SLEEP if service.store.shared else MAX_SLEEP
        delay = longest if wake is None else min(longest, wake - service.clock())
        if delay <= 0 and not stuck_ok:
            delay = STUCK_RETRY  # due, yet nothing fired: do not spin
        self._set(max(MIN_SLEEP, delay) if delay > 0 else 0.0)

    def _set(self, delay: float) -> None:
        if not self._running:
            return
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        if delay <= 0:
            # Due now: fire in a task rather than on a zero-delay timer, which a simulated
            # clock must round up to its next tick (simcord spins on it while time advances).
            self._spawn(self._fire())
            return
        self._handle = asyncio.get_running_loop().call_later(
            delay, lambda: self._spawn(self._fire()))
