"""The match service's memory between moves: one lock per match in this process, and the
match's row, state and open decisions as of its last move (:class:`Live`), so a click reads
nothing and ``pending`` runs once per version. A part of :class:`bot.matches.MatchService`.

When other processes write to the same database (``store.shared``: PostgreSQL), what this
process remembers may be behind: a cached match is then trusted only after one small read
confirms its version and its row's last change (bookkeeping such as who could not be reached
changes the row, not the version) are still the stored ones. The store's version check
inside the write's transaction stays the guard either way; this only spares a doomed write
and a stale copy of the bookkeeping written back.
"""

from __future__ import annotations

import asyncio
import weakref
from collections import OrderedDict
from typing import TYPE_CHECKING

from bot.errors import MatchError
from bot.updates import Live

if TYPE_CHECKING:
    from bot.database import StoreLike
    from bot.store import MatchRow
    from rules.core import Game, State

LIVE_CACHE = 512
"""Matches whose live state is kept between moves (the most recently used)."""


class LiveCache:
    store: StoreLike

    if TYPE_CHECKING:  # provided by MatchService
        def game(self, game_id: str) -> Game: ...
        def load_state(self, match: MatchRow) -> State: ...
        async def get(self, match_id: int) -> MatchRow: ...

    def _init_cache(self) -> None:
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = (
            weakref.WeakValueDictionary())
        self._live: OrderedDict[int, Live] = OrderedDict()

    def _lock(self, match_id: int) -> asyncio.Lock:
        lock = self._locks.get(match_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[match_id] = lock
        return lock

    def _remember(self, live: Live) -> Live:
        self._live[live.match.id] = live
        self._live.move_to_end(live.match.id)
        while len(self._live) > LIVE_CACHE:
            self._live.popitem(last=False)
        return live

    def _forget(self, match_id: int) -> None:
        """The match changed outside a move (its deadlines or row): read it again."""
        self._live.pop(match_id, None)

    async def _load(self, match_id: int, version: int | None = None) -> Live:
        """The started match, from the cache when it holds ``version`` (what a button
        carries) and, on a shared database, that is still the stored version; otherwise
        from the store."""
        live = self._live.get(match_id)
        if live is not None and version is not None and live.match.version == version and (
                not self.store.shared or await self.store.stamp(match_id) == (
                    version, live.match.updated_at)):
            self._live.move_to_end(match_id)
            return live
        return await self._fresh(await self.get(match_id))

    async def _fresh(self, match: MatchRow) -> Live:
        """``match``'s live state, parsing the snapshot only if the cache lacks it."""
        live = self._live.get(match.id)
        if live is not None and live.match.version == match.version and (
                live.match.status == match.status):
            return self._remember(Live(match, live.state, live.decisions, live.deadlines))
        if match.status == "lobby":
            raise MatchError("core.error.not_started_yet")
        state = self.load_state(match)
        game = self.game(match.game)
        decisions = [] if match.over else game.pending(state)
        deadlines = {d.player: d for d in await self.store.deadlines(match.id)}
        newer = self._live.get(match.id)
        if newer is not None and newer.match.version > match.version:
            # A move was written while the deadlines were read: keep the cache at it.
            return Live(match, state, decisions, deadlines)
        return self._remember(Live(match, state, decisions, deadlines))
