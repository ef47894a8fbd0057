"""The match store: the only module that speaks SQL (SQLite through aiosqlite).

Event-sourced: a ``matches`` row holds the latest snapshot as a cache, ``actions`` is the
append-only log with ``UNIQUE(match_id, seq)``, and ``deadlines`` are rows scanned by the
deadline loop. Writing an action, the new snapshot and the new deadlines is one transaction
guarded by the expected version, so a double click or a timer racing a player applies once.

Times are plain POSIX seconds handed in by the caller: the store never reads the clock.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, ClassVar, TypeVar

import aiosqlite
from pydantic import BaseModel, ValidationError

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
from bot.schema import MIGRATIONS, SCHEMA_VERSION
from bot.store_characters import CharacterStore
from bot.store_decks import DeckStore
from bot.store_outbox import OutboxStore, _immediate, _owe

__all__ = [
    "MAX_INTEGER",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "ActionRow",
    "ActionSource",
    "DeadlineRow",
    "EventRow",
    "MatchMeta",
    "MatchRow",
    "MatchStatus",
    "MatchSummary",
    "Owed",
    "StaleVersion",
    "Store",
    "StoreError",
    "UnknownMatch",
]

T = TypeVar("T")

BUSY_TIMEOUT = 2.0
"""Seconds a write waits for another process's lock before giving up: short enough that even
a click answered without deferring (a lobby's Join) is answered inside Discord's 3-second
window, by "busy, try again" at worst."""

MAX_INTEGER = 2**63 - 1
"""The largest integer SQLite stores (ids, versions): binding a larger one raises
OverflowError, so callers holding numbers from outside check them against this first."""


def is_busy(exc: BaseException) -> bool:
    """Is ``exc`` the database being locked by another writer past the busy timeout (a
    passing fault: trying again later works)?"""
    return isinstance(exc, sqlite3.OperationalError) and (
        "locked" in str(exc) or "busy" in str(exc))


class StoreError(Exception):
    """The database cannot be used as it is (schema, corruption). Carries a human message."""


class StaleVersion(StoreError):
    """The match moved on since the caller read it; nothing was written."""


class UnknownMatch(StoreError):
    pass




_JSON_COLUMNS = {"seats", "invited", "options", "result", "meta"}


def _decode_match(row: aiosqlite.Row) -> MatchRow:
    data = dict(row)
    try:
        for key in _JSON_COLUMNS:
            if data.get(key) is not None:
                data[key] = json.loads(data[key])
        return MatchRow.model_validate(data)
    except (ValueError, ValidationError) as exc:
        raise StoreError(f"match #{data.get('id')} is stored in a form this bot cannot read "
                         f"({type(exc).__name__}); it was left untouched.") from exc


def _encode(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump_json()
    if isinstance(value, dict | list):
        return json.dumps(value, separators=(",", ":"), sort_keys=True)
    return value


# ----------------------------------------------------------------------------- the store


async def _exec(db: aiosqlite.Connection, sql: str,
                args: Sequence[Any] = ()) -> tuple[int, int | None]:
    """Run one statement and close its cursor at once.

    A cursor left open (``PRAGMA journal_mode`` returns a row) keeps its statement "in
    progress", and SQLite then refuses to COMMIT.
    """
    async with db.execute(sql, args) as cur:
        return cur.rowcount, cur.lastrowid


async def _exec_many(db: aiosqlite.Connection, sql: str,
                     rows: Iterable[Sequence[Any]]) -> None:
    async with db.executemany(sql, rows):
        pass


async def _open_reader(path: str) -> aiosqlite.Connection:
    reader = await aiosqlite.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True,
                                     isolation_level=None)
    reader.row_factory = aiosqlite.Row
    await _exec(reader, f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT * 1000)}")
    return reader


class Store(OutboxStore, DeckStore, CharacterStore):
    """An open database. Use :meth:`open`; close with :meth:`close` (or ``async with``)."""

    shared: ClassVar[bool] = False
    """Whether other bot processes write to this database too (never for a SQLite file: one
    process owns it, so what this process caches stays true)."""

    def __init__(self, db: aiosqlite.Connection, path: str,
                 reader: aiosqlite.Connection | None = None) -> None:
        self._db = db
        self.path = path
        # One writing connection: transactions must not interleave across coroutines.
        self._write = asyncio.Lock()
        self._reader = reader
        """A second, read-only connection: in WAL mode its reads see the last commit and never
        wait for a writer (None for an in-memory database, which one connection owns)."""
        self._closed = False

    @contextlib.asynccontextmanager
    async def _read(self, sql: str, args: Sequence[Any] = ()) -> AsyncIterator[aiosqlite.Cursor]:
        """A read of committed rows. On the reader connection it runs at once, whatever a
        writer is doing; on the one shared connection of an in-memory database it waits for
        the write in progress (it would see rows that are not committed yet)."""
        if self._reader is not None:
            async with self._reader.execute(sql, args) as cur:
                yield cur
            return
        async with self._write, self._db.execute(sql, args) as cur:
            yield cur

    @classmethod
    async def open(cls, path: str | Path) -> Store:
        path = str(path)
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(path, isolation_level=None)
        db.row_factory = aiosqlite.Row
        try:
            await _exec(db, "PRAGMA journal_mode = WAL")
            await _exec(db, f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT * 1000)}")
            await _exec(db, "PRAGMA foreign_keys = ON")
            # FULL: a move once acknowledged survives a power cut, not only a crash of the bot
            # (bench.submit_bench measures what it costs).
            await _exec(db, "PRAGMA synchronous = FULL")
            store = cls(db, path)
            await store._migrate()
            if path != ":memory:":
                store._reader = await _open_reader(path)
        except sqlite3.DatabaseError as exc:
            await db.close()
            raise StoreError(f"{path} is not a Dojo database or is damaged: {exc}") from exc
        except Exception:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        """Close the database; closing twice is harmless (shutdown paths overlap)."""
        async with self._write:
            if not self._closed:
                self._closed = True
                if self._reader is not None:
                    await self._reader.close()
                await self._db.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _migrate(self) -> None:
        await _exec(self._db,
            "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        async with self._db.execute("SELECT version FROM schema_version") as cur:
            row = await cur.fetchone()
        current = row[0] if row else 0
        if current > SCHEMA_VERSION:
            raise StoreError(
                f"{self.path} was written by a newer Dojo (schema {current}; this bot knows up "
                f"to {SCHEMA_VERSION}). Upgrade the bot, or point DOJO_DATABASE elsewhere.")
        for step in range(current, SCHEMA_VERSION):
            await _exec(self._db, "BEGIN IMMEDIATE")
            try:
                await self._run_script(MIGRATIONS[step])
                await _exec(self._db, "DELETE FROM schema_version")
                await _exec(self._db, "INSERT INTO schema_version VALUES (?)", (step + 1,))
                await _exec(self._db, "COMMIT")
            except Exception:
                await _exec(self._db, "ROLLBACK")
                raise

    async def _run_script(self, script: str) -> None:
        # executescript() would COMMIT first; run statement by statement inside our transaction.
        for statement in script.split(";"):
            if statement.strip():
                await _exec(self._db, statement)

    async def schema_version(self) -> int:
        async with self._read("SELECT version FROM schema_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    # -- matches

    async def create_match(self, *, game: str, host_id: str, turn_timeout: int, now: float,
                           guild_id: int | None = None, channel_id: int | None = None,
                           seats: Sequence[str] = (), invited: Sequence[str] | None = None,
                           options: dict[str, Any] | None = None) -> MatchRow:
        async with self._write, self._transaction():
            cur = await _exec(self._db,
                "INSERT INTO matches (game, guild_id, channel_id, host_id, seats, invited, "
                "options, turn_timeout, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?)",
                (game, guild_id, channel_id, host_id, _encode(list(seats)),
                 _encode(list(invited)) if invited is not None else None,
                 _encode(options or {}), turn_timeout, now, now))
            match_id = cur[1]
            assert match_id is not None
            await self._write_seats(match_id, seats)
        return await self.get_match(match_id)

    @contextlib.asynccontextmanager
    async def _transaction(self) -> AsyncIterator[None]:
        """One transaction on the shared connection (the caller holds ``self._write``)."""
        await _exec(self._db, "BEGIN IMMEDIATE")
        try:
            yield
            await _exec(self._db, "COMMIT")
        except BaseException:
            await _exec(self._db, "ROLLBACK")
            raise

    async def _write_seats(self, match_id: int, seats: Sequence[str]) -> None:
        """Mirror a match's seats into ``match_seats`` (inside the caller's transaction)."""
        await _exec(self._db, "DELETE FROM match_seats WHERE match_id = ?", (match_id,))
        await _exec_many(self._db,
            "INSERT INTO match_seats (match_id, seat, player) VALUES (?,?,?)",
            [(match_id, i, player) for i, player in enumerate(seats)])

    async def get_match(self, match_id: int) -> MatchRow:
        async with self._read("SELECT * FROM matches WHERE id = ?", (match_id,)) as cur:
            row = await cur.fetchone()
        if row is None:
            raise UnknownMatch(f"There is no match #{match_id}.")
        return _decode_match(row)

    async def list_matches(self, *, guild_id: int | None = None,
                           statuses: Iterable[MatchStatus] = ("lobby", "running"),
                           player: str | None = None, limit: int = 100) -> list[MatchRow]:
        """Whole match rows (snapshots included): for tools and tests. Lists shown to people
        read :meth:`summaries`."""
        statuses = list(statuses)
        if player is not None:
            where, args = self._mine_sql(guild_id, player, statuses)
        else:
            where = f" FROM matches WHERE status IN ({','.join('?' * len(statuses))})"
            args = list(statuses)
            if guild_id is not None:
                where += " AND guild_id = ?"
                args.append(guild_id)
        async with self._read(f"SELECT *{where} ORDER BY id DESC LIMIT ?",
                              [*args, limit]) as cur:
            return [_decode_match(r) for r in await cur.fetchall()]

    def _mine_sql(self, guild_id: int | None, player: str,
                  statuses: Sequence[MatchStatus]) -> tuple[str, list[Any]]:
        """``FROM ... WHERE`` for the matches ``player`` sits in or hosts, by index."""
        marks = ",".join("?" * len(statuses))
        sql = (f" FROM matches WHERE status IN ({marks}) AND (id IN (SELECT match_id FROM "
               "match_seats WHERE player = ?) OR host_id = ?)")
        args: list[Any] = [*statuses, player, player]
        if guild_id is not None:
            sql += " AND guild_id = ?"
            args.append(guild_id)
        return sql, args

    async def summaries(self, *, player: str, guild_id: int | None = None,
                        statuses: Sequence[MatchStatus] = ("lobby", "running"),
                        limit: int = 25, offset: int = 0) -> tuple[list[MatchSummary], int]:
        """A page of ``player``'s matches (seated or hosting), newest first, and how many
        there are in all: neither reads a snapshot."""
        where, args = self._mine_sql(guild_id, player, statuses)
        async with self._read(f"SELECT COUNT(*){where}", args) as cur:
            row = await cur.fetchone()
        total = int(row[0]) if row else 0
        async with self._read(
                "SELECT id, game, status, channel_id, thread_id, deadline"
                f"{where} ORDER BY id DESC LIMIT ? OFFSET ?", [*args, limit, offset]) as cur:
            rows = [MatchSummary.model_validate(dict(r)) for r in await cur.fetchall()]
        return rows, total

    async def open_lobbies(self, host: str) -> int:
        """How many lobbies ``host`` has open (the service caps it)."""
        async with self._read("SELECT COUNT(*) FROM matches WHERE host_id = ? AND "
                              "status = 'lobby'", (host,)) as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def stale_lobbies(self, created_before: float, limit: int = 100) -> list[int]:
        """Lobbies opened at ``created_before`` or earlier, oldest first."""
        async with self._read(
                "SELECT id FROM matches WHERE status = 'lobby' AND created_at <= ? "
                "ORDER BY created_at LIMIT ?", (created_before, limit)) as cur:
            return [int(r[0]) for r in await cur.fetchall()]

    async def oldest_lobby(self) -> float | None:
        """When the oldest open lobby was created (for the deadline timer)."""
        async with self._read(
                "SELECT MIN(created_at) FROM matches WHERE status = 'lobby'") as cur:
            row = await cur.fetchone()
        return None if row is None or row[0] is None else float(row[0])

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
        sets = ", ".join(f"{k} = ?" for k in fields) + ", updated_at = ?"
        args = [_encode(v) for v in fields.values()] + [now, match_id]
        sql = f"UPDATE matches SET {sets} WHERE id = ?"
        if expected_version is not None:
            sql += " AND version = ?"
            args.append(expected_version)
        if expected_status is not None:
            sql += " AND status = ?"
            args.append(expected_status)
        async with self._write, self._transaction():
            cur = await _exec(self._db, sql, args)
            changed = cur[0]
            if changed and "seats" in fields:
                await self._write_seats(match_id, fields["seats"])
        if changed == 0:
            await self.get_match(match_id)  # raises UnknownMatch
            raise StaleVersion("The match changed in the meantime.")
        return await self.get_match(match_id)

    async def record(self, match_id: int, *, expected_version: int, snapshot: str,
                     now: float, action: str | None = None, player: str | None = None,
                     source: ActionSource = "player", status: MatchStatus | None = None,
                     result: dict[str, Any] | None = None,
                     deadlines: Sequence[DeadlineRow] | None = None,
                     meta: MatchMeta | None = None, seed: int | None = None,
                     events: Sequence[EventRow] = (),
                     notice: Notice | None = None) -> tuple[MatchRow, Owed | None]:
        """Write one step atomically, in one trip to the database thread: the action (if
        any), its events, the new snapshot, version + 1 (unless it is only a status change),
        status/result/meta, the match's deadlines, and ``notice`` (what Discord is to be told)
        added to the match's outbox.

        Returns the row as written (no second read) and the outbox row. Raises
        :class:`StaleVersion` and writes nothing if the stored version is not
        ``expected_version``.
        """
        new_version = expected_version + (1 if action is not None else 0)
        sets = ["snapshot = ?", "version = ?", "updated_at = ?"]
        args: list[Any] = [snapshot, new_version, now]
        for column, value in (("status", status), ("result", result), ("meta", meta),
                              ("seed", seed)):
            if value is not None:
                sets.append(f"{column} = ?")
                args.append(_encode(value))
        if deadlines is not None:
            sets.append("deadline = ?")
            args.append(min((d.due_at for d in deadlines), default=None))
        # A match that is over takes no more writes, and only a lobby starts (a start
        # writes the seed): both keep the version, so the version alone would not tell.
        update = (f"UPDATE matches SET {', '.join(sets)} WHERE id = ? AND version = ? "
                  f"AND status IN ({'?' if seed is not None else '?, ?'}) RETURNING *",
                  [*args, match_id, expected_version,
                   *(["lobby"] if seed is not None else ["lobby", "running"])])

        def write(db: sqlite3.Connection) -> tuple[sqlite3.Row, Owed | None]:
            with _immediate(db):
                row = db.execute(*update).fetchone()
                if row is None:
                    raise StaleVersion("This prompt is out of date: the match has moved on.")
                if action is not None:
                    db.execute(
                        "INSERT INTO actions (match_id, seq, player, action, source, "
                        "created_at) VALUES (?,?,?,?,?,?)",
                        (match_id, new_version, player, action, source, now))
                db.executemany(
                    "INSERT INTO match_events (match_id, seq, version, audience, kind, "
                    "payload) VALUES (?,?,?,?,?,?)",
                    [(match_id, e.seq, e.version, _encode(e.audience), e.kind, e.payload)
                     for e in events])
                if deadlines is not None:
                    db.execute("DELETE FROM deadlines WHERE match_id = ?", (match_id,))
                    db.executemany(
                        "INSERT INTO deadlines (match_id, player, version, due_at, remind_at, "
                        "reminded, started) VALUES (?,?,?,?,?,?,?)",
                        [(match_id, d.player, d.version, d.due_at, d.remind_at,
                          int(d.reminded), d.started) for d in deadlines])
                return row, None if notice is None else _owe(db, match_id, notice, now)

        row, owed = await self._on_thread(write)
        return _decode_match(row), owed

    async def stamp(self, match_id: int) -> tuple[int, float] | None:
        """The match's stored version and when its row last changed (None: no such
        match), without reading the row: what a cached copy is checked against."""
        async with self._read("SELECT version, updated_at FROM matches WHERE id = ?",
                              (match_id,)) as cur:
            row = await cur.fetchone()
        return None if row is None else (int(row[0]), float(row[1]))

    @contextlib.asynccontextmanager
    async def exclusive(self, match_id: int, *, wait: bool = True) -> AsyncIterator[bool]:
        """Hold the match against other processes while talking to Discord about it (yields
        whether it is held). One process owns a SQLite file, and the caller's own lock
        already keeps this process's coroutines apart: always held."""
        yield True

    async def _on_thread(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``fn`` on the writing connection's own thread: one round trip however many
        statements it runs (aiosqlite's queue is its only way there; the pinned version's
        tests cover it)."""
        db = self._db
        async with self._write:
            return await db._execute(lambda: fn(db._conn))  # type: ignore[no-any-return]

    # -- bot-wide settings (the synced command tree's fingerprint...)

    async def get_setting(self, key: str) -> str | None:
        async with self._read("SELECT value FROM settings WHERE key = ?",
                                    (key,)) as cur:
            row = await cur.fetchone()
        return None if row is None else str(row[0])

    async def set_setting(self, key: str, value: str) -> None:
        async with self._write:
            await _exec(self._db,
                "INSERT INTO settings (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (key, value))

    async def delete_setting(self, key: str) -> None:
        async with self._write:
            await _exec(self._db, "DELETE FROM settings WHERE key = ?", (key,))

    # -- the action log

    async def actions(self, match_id: int) -> list[ActionRow]:
        async with self._read(
                "SELECT * FROM actions WHERE match_id = ? ORDER BY seq", (match_id,)) as cur:
            return [ActionRow.model_validate(dict(r)) for r in await cur.fetchall()]

    async def acted_since(self, match_id: int, player: str, version: int) -> bool:
        """Has ``player`` had an action applied (by them or by a timeout) after ``version``?"""
        async with self._read(
                "SELECT 1 FROM actions WHERE match_id = ? AND player = ? AND seq > ? LIMIT 1",
                (match_id, player, version)) as cur:
            return await cur.fetchone() is not None

    # -- deadlines

    async def deadlines(self, match_id: int) -> list[DeadlineRow]:
        async with self._read(
                "SELECT * FROM deadlines WHERE match_id = ? ORDER BY due_at, player",
                (match_id,)) as cur:
            return [DeadlineRow.model_validate(dict(r)) for r in await cur.fetchall()]

    async def due_deadlines(self, now: float) -> list[DeadlineRow]:
        async with self._read(
                "SELECT * FROM deadlines WHERE due_at <= ? ORDER BY due_at, match_id, player",
                (now,)) as cur:
            return [DeadlineRow.model_validate(dict(r)) for r in await cur.fetchall()]

    async def due_reminders(self, now: float) -> list[DeadlineRow]:
        async with self._read(
                "SELECT * FROM deadlines WHERE reminded = 0 AND remind_at IS NOT NULL "
                "AND remind_at <= ? AND due_at > ? ORDER BY remind_at", (now, now)) as cur:
            return [DeadlineRow.model_validate(dict(r)) for r in await cur.fetchall()]

    async def claim_due(self, now: float, lease: float, limit: int = 100) -> list[DeadlineRow]:
        """The deadlines due at ``now`` that no process holds, each now held by the caller
        for ``lease`` seconds (a process that dies holding one lets it go when the lease
        runs out). Playing a deadline out replaces its row, which ends the claim."""
        def write(db: sqlite3.Connection) -> list[sqlite3.Row]:
            with _immediate(db):
                return db.execute(
                    "UPDATE deadlines SET claimed_until = ? WHERE rowid IN (SELECT rowid "
                    "FROM deadlines WHERE due_at <= ? AND (claimed_until IS NULL OR "
                    "claimed_until <= ?) ORDER BY due_at, match_id, player LIMIT ?) "
                    "RETURNING *", (now + lease, now, now, limit)).fetchall()

        rows = [DeadlineRow.model_validate(dict(r)) for r in await self._on_thread(write)]
        return sorted(rows, key=lambda d: (d.due_at, d.match_id, d.player))

    async def postpone(self, match_id: int, player: str, due_at: float, *,
                       was: float | None = None) -> None:
        """Move a deadline that could not be applied out of the way (and let it go); with
        ``was``, only if it is still the deadline due then (not one a move set since)."""
        async with self._write:
            await _exec(self._db, "UPDATE deadlines SET due_at = ?, reminded = 1, "
                        "claimed_until = NULL WHERE match_id = ? AND player = ? "
                        "AND (? IS NULL OR due_at = ?)", (due_at, match_id, player, was, was))

    async def mark_reminded(self, match_id: int, player: str, version: int) -> bool:
        async with self._write:
            cur = await _exec(self._db,
                "UPDATE deadlines SET reminded = 1 WHERE match_id = ? AND player = ? "
                "AND version = ? AND reminded = 0", (match_id, player, version))
            return cur[0] > 0

    async def next_wakeup(self) -> float | None:
        """The earliest moment a deadline or a reminder falls due."""
        async with self._read(
                "SELECT MIN(CASE WHEN reminded = 0 AND remind_at IS NOT NULL "
                "AND remind_at < due_at THEN remind_at ELSE due_at END) FROM deadlines") as cur:
            row = await cur.fetchone()
        return None if row is None or row[0] is None else float(row[0])
