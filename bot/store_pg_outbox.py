"""The PostgreSQL store's outbox half: events, what each match owes Discord, and live prompts.
A part of :class:`bot.store_pg.PgStore`, mirroring :mod:`bot.store_outbox` (whose pure
helpers it shares, so both stores read and merge notices the same way)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import asyncpg

from bot.rows import EventRow, Owed
from bot.store_outbox import _event_row, _notices_json, _owed_row


async def _remember(conn: asyncpg.Connection, match_id: int,
                    prompts: dict[str, tuple[int, int]]) -> None:
    if not prompts:
        return
    players = list(prompts)
    await conn.execute(
        "INSERT INTO prompts (match_id, player, channel_id, message_id) "
        "SELECT $1, * FROM unnest($2::text[], $3::bigint[], $4::bigint[]) "
        "ON CONFLICT (match_id, player) DO UPDATE SET channel_id = excluded.channel_id, "
        "message_id = excluded.message_id",
        match_id, players, [prompts[p][0] for p in players], [prompts[p][1] for p in players])


class PgOutboxStore:
    if TYPE_CHECKING:  # provided by PgStore
        _pool: asyncpg.Pool

    # -- events and the outbox

    async def events(self, match_id: int, *, after: int = 0,
                     upto: int | None = None) -> list[EventRow]:
        """The match's events numbered after ``after`` (up to ``upto``), in order."""
        sql = "SELECT * FROM match_events WHERE match_id = $1 AND seq > $2"
        args: list[Any] = [match_id, after]
        if upto is not None:
            sql += " AND seq <= $3"
            args.append(upto)
        return [_event_row(r) for r in await self._pool.fetch(sql + " ORDER BY seq", *args)]

    async def owed(self, match_id: int) -> Owed | None:
        row = await self._pool.fetchrow(
            "SELECT match_id, notices FROM outbox WHERE match_id = $1", match_id)
        return None if row is None else _owed_row(row)

    async def debt(self, match_id: int) -> tuple[Owed | None, int]:
        """The match's outbox row and the last event its thread was told, in one read."""
        row = await self._pool.fetchrow(
            "SELECT o.match_id, o.notices, m.told FROM matches AS m LEFT JOIN outbox AS o "
            "ON o.match_id = m.id WHERE m.id = $1", match_id)
        if row is None:
            return None, 0
        return (None if row[0] is None else _owed_row(row)), int(row[2])

    async def oldest_owed(self) -> float | None:
        """When the oldest debt in the outbox was written (for the deadline timer)."""
        value = await self._pool.fetchval("SELECT MIN(created_at) FROM outbox")
        return None if value is None else float(value)

    async def all_owed(self, limit: int = 500) -> list[Owed]:
        """Matches Discord has not been told everything about, oldest debt first."""
        rows = await self._pool.fetch(
            "SELECT match_id, notices FROM outbox ORDER BY created_at, match_id LIMIT $1",
            limit)
        return [_owed_row(r) for r in rows]

    async def delivered(self, match_id: int, serial: int, told: int | None = None,
                        prompts: dict[str, tuple[int, int]] | None = None) -> bool:
        """Discord has been told the match's notices up to ``serial`` (and its thread the
        events up to ``told``; ``prompts`` are the players' new live prompts, as channel and
        message ids): they leave the outbox, and the row with them when no newer notice came
        meanwhile. Returns whether nothing is owed any more.

        The outbox row is locked while it is trimmed, so a move adding a notice meanwhile
        (which locks it too) is neither lost nor told twice. Locks are taken in the order a
        move takes them (the match row, then the outbox row): no deadlock between the two."""
        async with self._pool.acquire() as conn, conn.transaction():
            await _remember(conn, match_id, prompts or {})
            if told is not None:
                await conn.execute("UPDATE matches SET told = GREATEST(told, $2) "
                                   "WHERE id = $1", match_id, told)
            row = await conn.fetchrow("SELECT match_id, notices FROM outbox "
                                      "WHERE match_id = $1 FOR UPDATE", match_id)
            if row is None:
                return True
            left = [n for n in _owed_row(row).notices if n.serial > serial]
            if not left:
                await conn.execute("DELETE FROM outbox WHERE match_id = $1", match_id)
                return True
            await conn.execute("UPDATE outbox SET notices = $2 WHERE match_id = $1",
                               match_id, _notices_json(left))
            return False

    async def remember_prompts(self, match_id: int,
                               prompts: dict[str, tuple[int, int]]) -> None:
        """These are now the players' live prompts (channel and message ids)."""
        async with self._pool.acquire() as conn:
            await _remember(conn, match_id, prompts)

    async def prompts(self, match_id: int) -> dict[str, tuple[int, int]]:
        """Each player's live prompt in the match (channel and message ids)."""
        rows = await self._pool.fetch(
            "SELECT player, channel_id, message_id FROM prompts WHERE match_id = $1",
            match_id)
        return {str(r[0]): (int(r[1]), int(r[2])) for r in rows}

    async def missing_status(self, limit: int = 100) -> list[int]:
        """Running matches whose status message could not be posted yet."""
        rows = await self._pool.fetch(
            "SELECT id FROM matches WHERE status = 'running' AND message_id IS NULL "
            "ORDER BY id LIMIT $1", limit)
        return [int(r[0]) for r in rows]


__all__ = ["PgOutboxStore"]
