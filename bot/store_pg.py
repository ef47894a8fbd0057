"""The match store on PostgreSQL (asyncpg): the methods, rows and errors of the SQLite
:class:`bot.store.Store`, for several bot processes sharing one database
(``DOJO_DATABASE=postgresql://...``).

What SQLite gets from one process owning the file, PostgreSQL gets from locks that hold across
processes: a move locks its match row (``SELECT ... FOR UPDATE``) in the transaction that
checks the version and writes; due deadlines are claimed with ``FOR UPDATE SKIP LOCKED``; and
:meth:`PgStore.exclusive` is a session advisory lock, which the server drops with its
connection (a killed process frees what it held).

Times are plain POSIX seconds handed in by the caller: the store never reads the clock.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import zlib
from collections.abc import AsyncIterator, Iterable, Sequence
from typing import Any, ClassVar
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bot.rows import (
    ActionRow,
    ActionSource,
    DeadlineRow,
    EventRow,
    MatchMeta,
    MatchRow,
    MatchStatus,
    MatchSummary,
    Notice,
    Owed,
)
from bot.schema import SCHEMA_VERSION
from bot.schema_pg import MIGRATIONS_PG
from bot.store import StaleVersion, StoreError, UnknownMatch, _decode_match, _encode
from bot.store_outbox import _add_notice, _notices_json
from bot.store_pg_outbox import PgOutboxStore
from bot.store_pg_profiles import PgProfileStore, _int4

__all__ = ["PASSING_FAULTS", "PgStore", "is_passing"]

PASSING_FAULTS: tuple[type[BaseException], ...] = (
    OSError,  # refused, reset, timed out (TimeoutError is one: a pool that waited too long)
    asyncpg.exceptions.PostgresConnectionError,  # lost, refused or rejected (class 08)
    asyncpg.exceptions.TooManyConnectionsError,
    asyncpg.exceptions.CannotConnectNowError,  # the server is starting or recovering
    asyncpg.exceptions.AdminShutdownError,
    asyncpg.exceptions.CrashShutdownError,
    asyncpg.exceptions.SerializationError,
    asyncpg.exceptions.DeadlockDetectedError,
    asyncpg.exceptions.LockNotAvailableError,
)
"""The faults that pass: the same call a moment later works (the server is back, the other
transaction is gone). Anything else is a bug or a damaged database."""


def is_passing(exc: BaseException) -> bool:
    """Is ``exc`` a fault that passes (see :data:`PASSING_FAULTS`)?

    A connection lost inside a transaction surfaces as the InterfaceError of the rollback
    that could not be sent, raised while handling the loss itself: judged by that loss."""
    if isinstance(exc, PASSING_FAULTS):
        return True
    return (isinstance(exc, asyncpg.InterfaceError) and exc.__context__ is not None
            and is_passing(exc.__context__))


CLOSE_TIMEOUT = 5.0
"""Seconds :meth:`PgStore.close` lets queries in flight finish before cutting them off."""

LOCK_POOL_WAIT = 1.0
"""Seconds ``exclusive(wait=False)`` waits for a free lock connection before saying "not
held" (the caller tries again later)."""

_SCHEMA_NAME = re.compile(r"[a-z_][a-z0-9_]{0,62}")


def _namespace(name: str) -> int:
    """A stable int4 naming ``name`` (a schema, or a schema and a purpose) in advisory locks,
    so stores in different schemas (each test has its own) never take each other's locks."""
    return zlib.crc32(name.encode()) & 0x7FFFFFFF


def _redact(dsn: str) -> str:
    """The DSN without its password, for messages."""
    parts = urlsplit(dsn)
    if parts.password is None:
        return dsn
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{parts.username or ''}@{host}"))


async def _no_reset(conn: asyncpg.Connection) -> None:
    """A main-pool connection goes back as it came: no store method changes session state,
    and an open transaction is rolled back by asyncpg anyway. Skipping the default reset
    query saves a round trip on every call."""


class _Args:
    """Positional parameters of a query built piece by piece: :meth:`add` gives the
    placeholder of the value it keeps."""

    def __init__(self) -> None:
        self.values: list[Any] = []

    def add(self, value: Any) -> str:
        self.values.append(value)
        return f"${len(self.values)}"


def _count(status: str) -> int:
    """Rows a command changed, from its status tag (``UPDATE 1``)."""
    return int(status.rsplit(" ", 1)[-1])


# One statement writes everything a move writes once its row is locked and its version
# checked: one round trip, however many events and deadlines. Deadlines are replaced by
# deleting the players no longer waited for and upserting the others (a DELETE and an INSERT
# of one key in one statement would race each other). An upserted deadline is a new one: its
# claim ends, as SQLite's DELETE + INSERT ends it.
_RECORD = """
WITH act AS (
    INSERT INTO actions (match_id, seq, player, action, source, created_at)
    SELECT $1, $3, $12::text, $11::text, $13::text, $4 WHERE $11::text IS NOT NULL
), ev AS (
    INSERT INTO match_events (match_id, seq, version, audience, kind, payload)
    SELECT $1, * FROM unnest($14::bigint[], $15::bigint[], $16::text[], $17::text[],
                             $18::text[])
), gone AS (
    DELETE FROM deadlines WHERE match_id = $1 AND $9::boolean AND player <> ALL($19::text[])
), dl AS (
    INSERT INTO deadlines (match_id, player, version, due_at, remind_at, reminded, started)
    SELECT $1, * FROM unnest($19::text[], $20::bigint[], $21::float8[], $22::float8[],
                             $23::int[], $24::bigint[])
    ON CONFLICT (match_id, player) DO UPDATE SET version = excluded.version,
        due_at = CASE WHEN deadlines.started = excluded.started
                      THEN GREATEST(deadlines.due_at, excluded.due_at) ELSE excluded.due_at END,
        remind_at = excluded.remind_at,
        reminded = CASE WHEN deadlines.started = excluded.started
                        THEN GREATEST(deadlines.reminded, excluded.reminded)
                        ELSE excluded.reminded END,
        started = excluded.started, claimed_until = NULL
), ob AS (
    INSERT INTO outbox (match_id, serial, notices, created_at)
    SELECT $1, $25::bigint, $26::text, $4 WHERE $26::text IS NOT NULL
    ON CONFLICT (match_id) DO UPDATE SET serial = excluded.serial, notices = excluded.notices
)
UPDATE matches SET snapshot = $2::text, version = $3::bigint, updated_at = $4::float8,
    status = COALESCE($5::text, status), result = COALESCE($6::text, result),
    meta = COALESCE($7::text, meta), seed = COALESCE($8::bigint, seed),
    deadline = CASE WHEN $9::boolean THEN $10::float8 ELSE deadline END
WHERE id = $1::bigint RETURNING *
"""


class PgStore(PgOutboxStore, PgProfileStore):
    """An open PostgreSQL database. Use :meth:`open`; close with :meth:`close` (or
    ``async with``)."""

    shared: ClassVar[bool] = True
    """Other bot processes write to this database too: what this process caches may be out
    of date (check :meth:`stamp`)."""

    def __init__(self, pool: asyncpg.Pool, locks: asyncpg.Pool, path: str,
                 namespace: str) -> None:
        self._pool = pool
        self._locks = locks
        """A separate small pool for :meth:`exclusive`: its connections are held while the
        caller talks to Discord, and must not starve the queries."""
        self.path = path
        self._ns = _namespace(namespace)
        self._profile_ns = _namespace(f"{namespace}:profiles")
        self._closed = False

    @classmethod
    async def open(cls, dsn: str, *, schema: str | None = None, min_size: int = 1,
                   max_size: int = 10, lock_size: int = 4) -> PgStore:
        """Connect to ``dsn`` and migrate. With ``schema``, every connection works in that
        schema (created if missing); without, in the DSN's own search path."""
        path = _redact(dsn)
        if schema is not None and not _SCHEMA_NAME.fullmatch(schema):
            raise StoreError(f"{schema!r} is not a schema name this bot uses "
                             "(lower-case letters, digits and _).")
        settings = {} if schema is None else {"search_path": schema}
        try:
            pool = await asyncpg.create_pool(dsn, min_size=min_size, max_size=max_size,
                                             server_settings=settings, reset=_no_reset)
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            if is_passing(exc):
                raise  # a server not up yet: the caller may wait and try again
            # A wrong password, database or DSN: no point trying again as it is.
            raise StoreError(f"cannot use the PostgreSQL database at {path}: "
                             f"{type(exc).__name__}: {exc}") from exc
        # No connection until the first exclusive(); the default reset on release unlocks
        # every advisory lock, in case an unlock was cut short.
        locks = asyncpg.create_pool(dsn, min_size=0, max_size=lock_size,
                                    server_settings=settings)
        try:
            await locks
            async with pool.acquire() as conn:
                namespace = schema or await conn.fetchval(
                    "SELECT COALESCE(current_schema(), current_setting('search_path'))")
            store = cls(pool, locks, path, str(namespace))
            await store._migrate(schema)
        except BaseException:
            locks.terminate()
            pool.terminate()
            raise
        return store

    async def close(self) -> None:
        """Close the database; closing twice is harmless (shutdown paths overlap). Locks
        held with :meth:`exclusive` go at once (their connections are cut); queries in flight
        get :data:`CLOSE_TIMEOUT` seconds to finish."""
        if self._closed:
            return
        self._closed = True
        self._locks.terminate()
        try:
            await asyncio.wait_for(self._pool.close(), CLOSE_TIMEOUT)
        except TimeoutError:
            self._pool.terminate()

    async def __aenter__(self) -> PgStore:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _migrate(self, schema: str | None) -> None:
        # One transaction under a lock on the schema's name: a second process starting at the
        # same moment waits, then finds the work done. PostgreSQL's DDL is transactional, so
        # a failed step leaves the database as it was.
        async with self._pool.acquire() as conn, conn.transaction():
            # The one-key form: a key space of its own, apart from exclusive()'s two-key locks.
            await conn.execute("SELECT pg_advisory_xact_lock($1::bigint)", self._ns)
            if schema is not None and not await conn.fetchval(
                    "SELECT 1 FROM pg_namespace WHERE nspname = $1", schema):
                await conn.execute(f"CREATE SCHEMA {schema}")  # checked against _SCHEMA_NAME
            await conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            current = await conn.fetchval("SELECT version FROM schema_version") or 0
            if current > SCHEMA_VERSION:
                raise StoreError(
                    f"{self.path} was written by a newer Dojo (schema {current}; this bot "
                    f"knows up to {SCHEMA_VERSION}). Upgrade the bot, or point DOJO_DATABASE "
                    "elsewhere.")
            if current == SCHEMA_VERSION:
                return
            for step in range(current, SCHEMA_VERSION):
                await conn.execute(MIGRATIONS_PG[step])
            await conn.execute("DELETE FROM schema_version")
            await conn.execute("INSERT INTO schema_version VALUES ($1)", SCHEMA_VERSION)

    async def schema_version(self) -> int:
        row = await self._pool.fetchval("SELECT version FROM schema_version")
        return int(row) if row is not None else 0

    # -- matches

    async def create_match(self, *, game: str, host_id: str, turn_timeout: int, now: float,
                           guild_id: int | None = None, channel_id: int | None = None,
                           seats: Sequence[str] = (), invited: Sequence[str] | None = None,
                           options: dict[str, Any] | None = None) -> MatchRow:
        row = await self._pool.fetchrow(
            "WITH m AS (INSERT INTO matches (game, guild_id, channel_id, host_id, seats, "
            "invited, options, turn_timeout, created_at, updated_at) VALUES "
            "($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING *), "
            "s AS (INSERT INTO match_seats (match_id, seat, player) SELECT m.id, u.seat - 1, "
            "u.player FROM m, unnest($10::text[]) WITH ORDINALITY AS u (player, seat)) "
            "SELECT * FROM m",
            game, guild_id, channel_id, host_id, _encode(list(seats)),
            _encode(list(invited)) if invited is not None else None,
            _encode(options or {}), turn_timeout, now, list(seats))
        return _decode_match(row)

    async def get_match(self, match_id: int) -> MatchRow:
        row = await self._pool.fetchrow("SELECT * FROM matches WHERE id = $1", match_id)
        if row is None:
            raise UnknownMatch(f"There is no match #{match_id}.")
        return _decode_match(row)

    async def list_matches(self, *, guild_id: int | None = None,
                           statuses: Iterable[MatchStatus] = ("lobby", "running"),
                           player: str | None = None, limit: int = 100) -> list[MatchRow]:
        """Whole match rows (snapshots included): for tools and tests. Lists shown to people
        read :meth:`summaries`."""
        statuses = list(statuses)
        args = _Args()
        if player is not None:
            where = self._mine_sql(args, guild_id, player, statuses)
        else:
            where = f" FROM matches WHERE status = ANY({args.add(statuses)}::text[])"
            if guild_id is not None:
                where += f" AND guild_id = {args.add(guild_id)}"
        rows = await self._pool.fetch(
            f"SELECT *{where} ORDER BY id DESC LIMIT {args.add(limit)}", *args.values)
        return [_decode_match(r) for r in rows]

    def _mine_sql(self, args: _Args, guild_id: int | None, player: str,
                  statuses: Sequence[MatchStatus]) -> str:
        """``FROM ... WHERE`` for the matches ``player`` sits in or hosts, by index."""
        who = args.add(player)
        sql = (f" FROM matches WHERE status = ANY({args.add(list(statuses))}::text[]) AND "
               f"(id IN (SELECT match_id FROM match_seats WHERE player = {who}) OR "
               f"host_id = {who})")
        if guild_id is not None:
            sql += f" AND guild_id = {args.add(guild_id)}"
        return sql

    async def summaries(self, *, player: str, guild_id: int | None = None,
                        statuses: Sequence[MatchStatus] = ("lobby", "running"),
                        limit: int = 25, offset: int = 0) -> tuple[list[MatchSummary], int]:
        """A page of ``player``'s matches (seated or hosting), newest first, and how many
        there are in all: neither reads a snapshot."""
        args = _Args()
        where = self._mine_sql(args, guild_id, player, statuses)
        total = await self._pool.fetchval(f"SELECT COUNT(*){where}", *args.values)
        rows = await self._pool.fetch(
            f"SELECT id, game, status, channel_id, thread_id, deadline{where} ORDER BY id "
            f"DESC LIMIT {args.add(limit)} OFFSET {args.add(offset)}", *args.values)
        return [MatchSummary.model_validate(dict(r)) for r in rows], int(total or 0)

    async def open_lobbies(self, host: str) -> int:
        """How many lobbies ``host`` has open (the service caps it)."""
        return int(await self._pool.fetchval(
            "SELECT COUNT(*) FROM matches WHERE host_id = $1 AND status = 'lobby'", host))

    async def stale_lobbies(self, created_before: float, limit: int = 100) -> list[int]:
        """Lobbies opened at ``created_before`` or earlier, oldest first."""
        rows = await self._pool.fetch(
            "SELECT id FROM matches WHERE status = 'lobby' AND created_at <= $1 "
            "ORDER BY created_at, id LIMIT $2", created_before, limit)
        return [int(r[0]) for r in rows]

    async def oldest_lobby(self) -> float | None:
        """When the oldest open lobby was created (for the deadline timer)."""
        value = await self._pool.fetchval(
            "SELECT MIN(created_at) FROM matches WHERE status = 'lobby'")
        return None if value is None else float(value)

    async def update_match(self, match_id: int, *, now: float,
                           expected_version: int | None = None,
                           expected_status: MatchStatus | None = None,
                           **fields: Any) -> MatchRow:
        """Update columns of a match (lobby seats, status, message ids, meta...).

        With ``expected_version`` (``expected_status``) the update happens only if the
        version (the status) still matches; otherwise :class:`StaleVersion`. A lobby's
        version stays 0 when it starts: closing one checks its status, which another
        process may just have changed.
        """
        unknown = set(fields) - set(MatchRow.model_fields)
        if unknown or "id" in fields:
            raise ValueError(f"cannot update {sorted(unknown | ({'id'} & set(fields)))}")
        args = _Args()
        sets = [f"{k} = {args.add(_encode(v))}" for k, v in fields.items()]
        sets.append(f"updated_at = {args.add(now)}")
        sql = f"UPDATE matches SET {', '.join(sets)} WHERE id = {args.add(match_id)}"
        if expected_version is not None:
            # Under READ COMMITTED a concurrent writer's commit is waited for and the version
            # checked again against what it wrote: the guard holds across processes.
            sql += f" AND version = {args.add(expected_version)}"
        if expected_status is not None:
            sql += f" AND status = {args.add(expected_status)}"
        async with self._pool.acquire() as conn, conn.transaction():
            row = await conn.fetchrow(sql + " RETURNING *", *args.values)
            if row is not None and "seats" in fields:
                await conn.execute("DELETE FROM match_seats WHERE match_id = $1", match_id)
                await conn.execute(
                    "INSERT INTO match_seats (match_id, seat, player) SELECT $1, u.seat - 1, "
                    "u.player FROM unnest($2::text[]) WITH ORDINALITY AS u (player, seat)",
                    match_id, list(fields["seats"]))
        if row is None:
            await self.get_match(match_id)  # raises UnknownMatch
            raise StaleVersion("The match changed in the meantime.")
        return _decode_match(row)

    async def record(self, match_id: int, *, expected_version: int, snapshot: str,
                     now: float, action: str | None = None, player: str | None = None,
                     source: ActionSource = "player", status: MatchStatus | None = None,
                     result: dict[str, Any] | None = None,
                     deadlines: Sequence[DeadlineRow] | None = None,
                     meta: MatchMeta | None = None, seed: int | None = None,
                     events: Sequence[EventRow] = (),
                     notice: Notice | None = None) -> tuple[MatchRow, Owed | None]:
        """Write one step atomically: the action (if any), its events, the new snapshot,
        version + 1 (unless it is only a status change), status/result/meta, the match's
        deadlines, and ``notice`` (what Discord is to be told) added to the match's outbox.

        Returns the row as written (no second read) and the outbox row. Raises
        :class:`StaleVersion` and writes nothing if the stored version is not
        ``expected_version``. The match row stays locked until the commit: a process writing
        the same match meanwhile waits, then finds the version moved on.
        """
        new_version = expected_version + (1 if action is not None else 0)
        dls = list(deadlines or ())
        async with self._pool.acquire() as conn, conn.transaction():
            stored = await conn.fetchrow(
                "SELECT version, status FROM matches WHERE id = $1 FOR UPDATE", match_id)
            # A match that is over takes no more writes, and only a lobby starts (a start
            # writes the seed): both keep the version, so the version alone would not tell.
            if stored is None or stored[0] != expected_version or stored[1] not in (
                    ("lobby",) if seed is not None else ("lobby", "running")):
                raise StaleVersion("This prompt is out of date: the match has moved on.")
            owed: Owed | None = None
            serial: int | None = None
            notices: str | None = None
            if notice is not None:
                # Read after the row lock (a statement of its own, so it sees what the last
                # holder committed); the outbox row is locked too, against a delivery.
                old = await conn.fetchrow("SELECT match_id, notices, serial FROM outbox "
                                          "WHERE match_id = $1 FOR UPDATE", match_id)
                serial, merged = _add_notice(old, notice)
                owed = Owed(match_id=match_id, notices=merged)
                notices = _notices_json(merged)
            row = await conn.fetchrow(
                _RECORD, match_id, snapshot, new_version, now, _encode(status),
                _encode(result), _encode(meta), seed, deadlines is not None,
                min((d.due_at for d in dls), default=None), action, player, source,
                [e.seq for e in events], [e.version for e in events],
                [_encode(e.audience) for e in events], [e.kind for e in events],
                [e.payload for e in events],
                [d.player for d in dls], [d.version for d in dls], [d.due_at for d in dls],
                [d.remind_at for d in dls], [int(d.reminded) for d in dls],
                [d.started for d in dls], serial, notices)
        return _decode_match(row), owed

    async def stamp(self, match_id: int) -> tuple[int, float] | None:
        """The match's stored version and when its row last changed (None: no such
        match), without reading the row: what a cached copy is checked against."""
        row = await self._pool.fetchrow("SELECT version, updated_at FROM matches "
                                        "WHERE id = $1", match_id)
        return None if row is None else (int(row[0]), float(row[1]))

    @contextlib.asynccontextmanager
    async def exclusive(self, match_id: int, *, wait: bool = True) -> AsyncIterator[bool]:
        """Hold the match against other processes while talking to Discord about it (yields
        whether it is held; ``wait=False`` gives up at once when another process holds it).

        A session advisory lock on a connection of its own: the server drops it with the
        connection, so a process that dies holding it lets it go."""
        key = (self._ns, _int4(match_id))
        try:
            conn = await self._locks.acquire(timeout=None if wait else LOCK_POOL_WAIT)
        except TimeoutError:
            conn = None
        if conn is None:
            yield False
            return
        held = False
        try:
            if wait:
                await conn.execute("SELECT pg_advisory_lock($1, $2)", *key)
                held = True
            else:
                held = bool(await conn.fetchval("SELECT pg_try_advisory_lock($1, $2)", *key))
            yield held
        finally:
            await self._unlock(conn, key if held else None)

    async def _unlock(self, conn: asyncpg.Connection, key: tuple[int, int] | None) -> None:
        """Let the lock go and the connection back. Whatever fails here, the lock does not
        outlive it: a connection that cannot unlock is cut, which unlocks (and the pool's
        reset unlocks everything a cancelled lock call may have taken)."""
        try:
            if key is not None and not conn.is_closed():
                await conn.execute("SELECT pg_advisory_unlock($1, $2)", *key)
            await self._locks.release(conn)
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError):
            conn.terminate()
        except BaseException:  # cancelled mid-unlock: the lock must not outlive the task
            conn.terminate()
            raise

    # -- bot-wide settings (the synced command tree's fingerprint...)

    async def get_setting(self, key: str) -> str | None:
        value = await self._pool.fetchval("SELECT value FROM settings WHERE key = $1", key)
        return None if value is None else str(value)

    async def set_setting(self, key: str, value: str) -> None:
        await self._pool.execute(
            "INSERT INTO settings (key, value) VALUES ($1, $2) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value", key, value)

    async def delete_setting(self, key: str) -> None:
        await self._pool.execute("DELETE FROM settings WHERE key = $1", key)

    # -- the action log

    async def actions(self, match_id: int) -> list[ActionRow]:
        rows = await self._pool.fetch(
            "SELECT * FROM actions WHERE match_id = $1 ORDER BY seq", match_id)
        return [ActionRow.model_validate(dict(r)) for r in rows]

    async def acted_since(self, match_id: int, player: str, version: int) -> bool:
        """Has ``player`` had an action applied (by them or by a timeout) after ``version``?"""
        return await self._pool.fetchval(
            "SELECT 1 FROM actions WHERE match_id = $1 AND player = $2 AND seq > $3 LIMIT 1",
            match_id, player, version) is not None

    # -- deadlines (players are compared byte by byte, as SQLite's BINARY does)

    async def deadlines(self, match_id: int) -> list[DeadlineRow]:
        rows = await self._pool.fetch(
            'SELECT * FROM deadlines WHERE match_id = $1 ORDER BY due_at, player COLLATE "C"',
            match_id)
        return [DeadlineRow.model_validate(dict(r)) for r in rows]

    async def due_deadlines(self, now: float) -> list[DeadlineRow]:
        rows = await self._pool.fetch(
            "SELECT * FROM deadlines WHERE due_at <= $1 "
            'ORDER BY due_at, match_id, player COLLATE "C"', now)
        return [DeadlineRow.model_validate(dict(r)) for r in rows]

    async def due_reminders(self, now: float) -> list[DeadlineRow]:
        rows = await self._pool.fetch(
            "SELECT * FROM deadlines WHERE reminded = 0 AND remind_at IS NOT NULL "
            'AND remind_at <= $1 AND due_at > $1 ORDER BY remind_at, match_id, '
            'player COLLATE "C"', now)
        return [DeadlineRow.model_validate(dict(r)) for r in rows]

    async def claim_due(self, now: float, lease: float, limit: int = 100) -> list[DeadlineRow]:
        """The deadlines due at ``now`` that no process holds, each now held by the caller
        for ``lease`` seconds (a process that dies holding one lets it go when the lease
        runs out). Playing a deadline out replaces its row, which ends the claim.

        Rows another process is claiming at this very moment are skipped, not waited for:
        two processes claiming at once get disjoint sets."""
        rows = await self._pool.fetch(
            "UPDATE deadlines SET claimed_until = $1 WHERE (match_id, player) IN ("
            "SELECT match_id, player FROM deadlines WHERE due_at <= $2 AND "
            "(claimed_until IS NULL OR claimed_until <= $2) "
            'ORDER BY due_at, match_id, player COLLATE "C" LIMIT $3 FOR UPDATE SKIP LOCKED) '
            "RETURNING *", now + lease, now, limit)
        claimed = [DeadlineRow.model_validate(dict(r)) for r in rows]
        return sorted(claimed, key=lambda d: (d.due_at, d.match_id, d.player))

    async def postpone(self, match_id: int, player: str, due_at: float, *,
                       was: float | None = None) -> None:
        """Move a deadline that could not be applied out of the way (and let it go); with
        ``was``, only if it is still the deadline due then (not one a move set since)."""
        await self._pool.execute(
            "UPDATE deadlines SET due_at = $1, reminded = 1, claimed_until = NULL "
            "WHERE match_id = $2 AND player = $3 AND ($4::float8 IS NULL OR due_at = $4)",
            due_at, match_id, player, was)

    async def mark_reminded(self, match_id: int, player: str, version: int) -> bool:
        """Mark the reminder sent; False when it already was (by any process: a second
        writer waits for the first and then finds ``reminded`` set)."""
        return _count(await self._pool.execute(
            "UPDATE deadlines SET reminded = 1 WHERE match_id = $1 AND player = $2 "
            "AND version = $3 AND reminded = 0", match_id, player, version)) > 0

    async def next_wakeup(self) -> float | None:
        """The earliest moment a deadline or a reminder falls due."""
        value = await self._pool.fetchval(
            "SELECT MIN(CASE WHEN reminded = 0 AND remind_at IS NOT NULL "
            "AND remind_at < due_at THEN remind_at ELSE due_at END) FROM deadlines")
        return None if value is None else float(value)
