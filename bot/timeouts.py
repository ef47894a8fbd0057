"""The clock half of the match service: deadlines that pass, reminders at half time, and
when the deadline loop should wake next. A part of :class:`bot.matches.MatchService`.

A deadline that passes plays the player's stretch of decisions out through the engine's
``Game.timeout``; :data:`FORFEIT_AFTER` missed turns in a row forfeit the match. A player the
bot could not reach at all (DMs closed, the thread and the channel refusing the ping) is not
counted: the timeout is played, and excused.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from bot.database import passing_fault
from bot.errors import Raced
from bot.store import DeadlineRow, MatchRow
from bot.updates import Live, Reminder, Timeout, Update
from rules.core import Decision, Game, Reason, State

if TYPE_CHECKING:
    from bot.database import StoreLike
    from bot.store import ActionSource

log = logging.getLogger(__name__)

FORFEIT_AFTER = 3
"""Consecutive timeouts after which a player forfeits."""
BROKEN_RETRY = 6 * 3600
"""Seconds before a deadline that failed to apply is tried again (a bug: an admin looks)."""
TRANSIENT_RETRY = 10
"""Seconds before a deadline that failed on a passing fault (a locked or busy database, an
I/O error) is tried again: the clock must not slip by hours because of a lock."""
MAX_DEFAULT_STEPS = 200
"""Bound on defaults applied for one expired deadline (a stretch is a handful of steps)."""


CLAIM_LEASE = 60.0
"""Seconds a process holds the due deadlines it claimed (on a database other processes
share): enough to play a stretch out; if the process dies holding them, another takes them
over when the lease runs out."""


class TimeService:
    store: StoreLike
    clock: Callable[[], float]

    if TYPE_CHECKING:  # provided by MatchService
        def _lock(self, match_id: int) -> asyncio.Lock: ...
        def _forget(self, match_id: int) -> None: ...
        def game(self, game_id: str) -> Game: ...
        async def get(self, match_id: int) -> MatchRow: ...
        async def _fresh(self, match: MatchRow) -> Live: ...
        async def lobby_wakeup(self) -> float | None: ...
        async def _apply(self, live: Live, game: Game, moves: Sequence[Timeout],
                         source: ActionSource, timed_out: Sequence[str] = (),
                         excused: Sequence[str] = (),
                         deadline: float | None = None) -> Update: ...
        async def _forfeit(self, live: Live, game: Game, player: str, reason: Reason,
                           timed_out: Sequence[str] = ()) -> Update: ...

    def _new_turns(self, before: list[Decision], after: list[Decision]) -> list[str]:
        prev = {d.player: d for d in before}
        return [d.player for d in after if not self._continues(prev.get(d.player), d)]

    def _deadlines(self, match: MatchRow, state: State, decisions: list[Decision],
                   existing: dict[str, DeadlineRow], previous: list[Decision],
                   now: float) -> list[DeadlineRow]:
        prev = {d.player: d for d in previous}
        rows = []
        for d in decisions:
            old = existing.get(d.player)
            if old is not None and self._continues(prev.get(d.player), d):
                rows.append(old.model_copy(update={"version": state.version}))
                continue
            span = d.timer if d.timer is not None else match.turn_timeout
            rows.append(DeadlineRow(match_id=match.id, player=d.player, version=state.version,
                                    due_at=now + span,
                                    remind_at=now + span / 2 if span >= 120 else None,
                                    reminded=False, started=state.version))
        return rows

    @staticmethod
    def _continues(previous: Decision | None, current: Decision) -> bool:
        """Does ``current`` continue the stretch ``previous`` belonged to (same clock)?"""
        if previous is None or previous.timer != current.timer:
            return False
        if previous.stretch is not None or current.stretch is not None:
            return previous.stretch == current.stretch
        return previous.kind == current.kind

    async def expire_due(self, now: float | None = None) -> list[Update]:
        """Apply the defaults of every decision whose deadline has passed."""
        now = self.clock() if now is None else now
        updates = []
        # Processes sharing the database each claim what they fire: a deadline fires once.
        due = (await self.store.claim_due(now, CLAIM_LEASE) if self.store.shared
               else await self.store.due_deadlines(now))
        for row in due:
            try:
                try:
                    update = await self._expire(row, now)
                except Raced:
                    # Another process wrote the match between our read and our write (a move,
                    # or this very timeout): look again at what is due now.
                    update = await self._expire(row, now)
            except Raced:
                continue  # still moving elsewhere: the claim lapses and the next tick looks
            except Exception as exc:
                if not passing_fault(exc):
                    # One broken match must not stop every other match's clock: set its
                    # deadline aside (an admin can look at it) and carry on.
                    log.exception("match %s: applying %s's timeout failed; deadline set aside",
                                  row.match_id, row.player)
                    await self._postpone(row, now + BROKEN_RETRY)
                    continue
                log.warning("match %s: %s's timeout hit a passing fault (%s); retrying in %ss",
                            row.match_id, row.player, exc, TRANSIENT_RETRY)
                await self._postpone(row, now + TRANSIENT_RETRY)
                continue
            if update is not None:
                updates.append(update)
        return updates

    async def _postpone(self, row: DeadlineRow, due_at: float) -> None:
        self._forget(row.match_id)
        try:
            await self.store.postpone(row.match_id, row.player, due_at, was=row.due_at)
        except Exception as exc:
            if not passing_fault(exc):
                raise
            # Still failing: the deadline stays due and the loop's next tick tries again.
            log.warning("match %s: cannot postpone %s's deadline: %s", row.match_id,
                        row.player, exc)

    async def _expire(self, row: DeadlineRow, now: float) -> Update | None:
        async with self._lock(row.match_id):
            match = await self.get(row.match_id)
            if not match.running:
                return None
            live = await self._fresh(match)
            current = live.deadlines.get(row.player)
            if current is None or current.due_at > now:
                return None  # acted on, or re-planned, since the scan
            game = self.game(match.game)
            decision = next((d for d in live.decisions if d.player == row.player), None)
            if decision is None:
                return None
            moves = self._timeout_stretch(game, live.state, row.player)
            if decision.timer is not None:
                # The rules' own clock ran out (Brutal Ring's entry minute): that is the game
                # going on, not a player missing a turn.
                return await self._apply(live, game, moves, source="clock")
            if row.player in match.meta.unreached:
                return await self._apply(live, game, moves, source="timeout",
                                         excused=[row.player], deadline=row.due_at)
            streaks = match.meta.timeouts
            already = match.meta.timeouts_counted.get(row.player) == row.due_at
            if not already and streaks.get(row.player, 0) + 1 >= FORFEIT_AFTER \
                    and not game.counts_missed_turns:
                return await self._forfeit(live, game, row.player, Reason.TIMEOUT,
                                           [row.player])
            return await self._apply(live, game, moves, source="timeout",
                                     timed_out=[row.player], deadline=row.due_at)

    def _timeout_stretch(self, game: Game, state: State, player: str) -> list[Timeout]:
        """The timeouts that play out ``player``'s current stretch of decisions (a
        KarateKarte turn is several small decisions under one clock)."""
        moves: list[Timeout] = []
        decision = game.decision_for(state, player)
        while decision is not None and len(moves) < MAX_DEFAULT_STEPS:
            moves.append(Timeout(player=player))
            previous = decision
            state = game.timeout(state, player)
            decision = game.decision_for(state, player)
            if decision is not None and not self._continues(previous, decision):
                break
        return moves

    async def due_reminders(self, now: float | None = None) -> list[Reminder]:
        """Deadlines at half time that have not been announced; each is returned once."""
        now = self.clock() if now is None else now
        out = []
        for row in await self.store.due_reminders(now):
            if await self.store.mark_reminded(row.match_id, row.player, row.version):
                self._forget(row.match_id)
                out.append(Reminder(match=await self.get(row.match_id), player=row.player,
                                    due_at=row.due_at))
        return out

    async def next_wakeup(self) -> float | None:
        """The earliest deadline, reminder or lobby expiry."""
        times = [t for t in (await self.store.next_wakeup(), await self.lobby_wakeup())
                 if t is not None]
        return min(times, default=None)
