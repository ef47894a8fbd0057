"""The lobby half of the match service: open a lobby, take and leave seats, cancel, and close
lobbies nobody started. A part of :class:`bot.matches.MatchService` (kept apart so each file
reads on its own); starting a match is the service's, since it sets the first deadlines.

Lobbies are bounded: one member hosts at most :data:`MAX_OPEN_LOBBIES` at a time, and a lobby
nobody starts within the service's ``lobby_ttl`` (7 days by default, ``DOJO_LOBBY_TTL``) is
closed as ``aborted`` by the deadline loop.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from bot.errors import BadAction, LobbyError, NotAllowed, NotSeated
from bot.store import MatchRow, StaleVersion, Store

if TYPE_CHECKING:
    from rules.core import Game

DEFAULT_TURN_TIMEOUT = 24 * 3600
MIN_TURN_TIMEOUT = 60
MAX_TURN_TIMEOUT = 7 * 24 * 3600
DEFAULT_LOBBY_TTL = 7 * 24 * 3600
"""Seconds an unstarted lobby stays open."""
MAX_OPEN_LOBBIES = 5
"""Lobbies one member may host at once (a flood of lobbies is a flood of messages)."""


Prepare = Callable[[Store, list[str], dict[str, Any]], Awaitable[dict[str, Any]]]
"""A game's start hook (``GameSpec.prepare``): the lobby's options in, the options to play
with out."""


class LobbyService:
    store: Store
    clock: Callable[[], float]
    lobby_ttl: float

    if TYPE_CHECKING:  # provided by MatchService
        def game(self, game_id: str) -> Game: ...
        def _lock(self, match_id: int) -> asyncio.Lock: ...
        async def get(self, match_id: int) -> MatchRow: ...

    def _init_lobbies(self, lobby_ttl: float, prepare: Mapping[str, Prepare] | None) -> None:
        self.lobby_ttl = lobby_ttl
        self.prepare = dict(prepare or {})  # by game id
        # Counting a host's lobbies then opening one must not interleave with another /new
        # of theirs, or two at once would both pass the cap. Opening a lobby is rare.
        self._opening = asyncio.Lock()

    async def create(self, game_id: str, *, host: str, guild_id: int | None = None,
                     channel_id: int | None = None, options: dict[str, Any] | None = None,
                     turn_timeout: int = DEFAULT_TURN_TIMEOUT,
                     invited: Sequence[str] | None = None, host_joins: bool = True,
                     capacity: int | None = None) -> MatchRow:
        """Open a lobby. ``capacity`` fixes the number of seats (within the game's range);
        without it the lobby takes up to the game's maximum."""
        game = self.game(game_id)
        if capacity is not None and not game.min_players <= capacity <= game.max_players:
            raise BadAction("core.error.players_range", title=game.title, low=game.min_players,
                            high=game.max_players)
        try:
            opts = game.Options.model_validate(options or {})
        except ValidationError as exc:
            raise BadAction("core.error.bad_options", title=game.title,
                            reason=_fields(exc)) from exc
        if not MIN_TURN_TIMEOUT <= turn_timeout <= MAX_TURN_TIMEOUT:
            raise BadAction("core.error.timeout_range")
        if invited is not None and host in invited:
            raise LobbyError("core.error.invite_self")
        async with self._opening:
            if await self.store.open_lobbies(host) >= MAX_OPEN_LOBBIES:
                raise LobbyError("core.error.too_many_lobbies", n=MAX_OPEN_LOBBIES)
            match = await self.store.create_match(
                game=game_id, host_id=host, guild_id=guild_id, channel_id=channel_id,
                seats=[host] if host_joins else [], invited=invited,
                options=opts.model_dump(mode="json"), turn_timeout=turn_timeout,
                now=self.clock())
        if capacity is not None:
            match = await self.store.update_match(
                match.id, meta=match.meta.model_copy(update={"capacity": capacity}),
                now=self.clock())
        return match

    def capacity(self, match: MatchRow) -> int:
        """How many seats the lobby has."""
        return match.meta.capacity or self.game(match.game).max_players

    async def join(self, match_id: int, user: str, name: str | None = None) -> MatchRow:
        """Take a seat; ``name`` (a display name) is kept for texts and pictures."""
        async with self._lock(match_id):
            match = await self._lobby(match_id)
            if user in match.seats:
                raise LobbyError("core.error.already_seated")
            if match.invited is not None and user not in match.invited:
                raise LobbyError("core.error.reserved")
            if len(match.seats) >= self.capacity(match):
                raise LobbyError("core.error.full")
            meta = match.meta
            if name is not None:
                meta = meta.model_copy(update={"names": {**meta.names, user: name}})
            return await self.store.update_match(match_id, seats=[*match.seats, user],
                                                 meta=meta, now=self.clock())

    async def leave(self, match_id: int, user: str) -> MatchRow:
        async with self._lock(match_id):
            match = await self._lobby(match_id)
            if user not in match.seats:
                raise NotSeated("core.error.not_seated_lobby")
            if user == match.host_id:
                raise LobbyError("core.error.host_leave")
            return await self.store.update_match(
                match_id, seats=[s for s in match.seats if s != user], now=self.clock())

    async def _lobby(self, match_id: int) -> MatchRow:
        match = await self.get(match_id)
        if match.status != "lobby":
            raise LobbyError("core.error.started" if match.running else "core.error.over")
        return match

    async def cancel(self, match_id: int, user: str, *, admin: bool = False) -> MatchRow:
        """Close a lobby (host or admin)."""
        async with self._lock(match_id):
            match = await self._lobby(match_id)
            if user != match.host_id and not admin:
                raise NotAllowed("core.error.host_only_cancel")
            return await self.store.update_match(match_id, status="aborted", now=self.clock())

    # -- lobbies nobody started

    async def expire_lobbies(self, now: float | None = None) -> list[MatchRow]:
        """Close (as ``aborted``) every lobby opened ``lobby_ttl`` ago or more; returns them,
        for their lobby messages to say so."""
        now = self.clock() if now is None else now
        cutoff = now - self.lobby_ttl
        expired = []
        for match_id in await self.store.stale_lobbies(cutoff):
            async with self._lock(match_id):
                match = await self.get(match_id)
                if match.status != "lobby" or match.created_at > cutoff:
                    continue  # started or closed since the scan
                try:
                    expired.append(await self.store.update_match(
                        match_id, status="aborted", expected_status="lobby", now=now))
                except StaleVersion:
                    continue  # started or closed by another process meanwhile
        return expired

    async def lobby_wakeup(self) -> float | None:
        """When the oldest open lobby expires."""
        oldest = await self.store.oldest_lobby()
        return None if oldest is None else oldest + self.lobby_ttl

    async def _prepare(self, match: MatchRow, game: Game) -> MatchRow:
        """Run the game's start hook and store the options it returns, as replay reads them."""
        hook = self.prepare.get(match.game)
        if hook is None:
            return match
        try:
            options = game.Options.model_validate(
                await hook(self.store, list(match.seats), dict(match.options)))
        except ValidationError as exc:
            raise BadAction("core.error.bad_options", title=game.title,
                            reason=_fields(exc)) from exc
        return await self.store.update_match(match.id, options=options.model_dump(mode="json"),
                                             expected_version=0, now=self.clock())


def _fields(error: ValidationError) -> str:
    """The options a validation refused, by name (pydantic's own words are English)."""
    return ", ".join(dict.fromkeys(".".join(map(str, e["loc"])) or "options"
                                   for e in error.errors()))
