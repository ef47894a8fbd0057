"""The store's outbox half: events, what each match owes Discord, and live prompts. A part
of :class:`bot.store.Store` (its SQL, kept apart so each file reads on its own)."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import aiosqlite
from pydantic import TypeAdapter

from bot.rows import EventRow, Notice, Owed

T = TypeVar("T")

def _event_row(row: aiosqlite.Row) -> EventRow:
    data = dict(row)
    if data["audience"] is not None:
        data["audience"] = json.loads(data["audience"])
    return EventRow.model_validate(data)


_NOTICES = TypeAdapter(list[Notice])
MAX_NOTICES = 8
"""Notices a match's outbox row keeps apart before merging the older ones."""


def _notices_json(notices: Sequence[Notice]) -> str:
    return _NOTICES.dump_json(list(notices)).decode()


def _owed_row(row: Any) -> Owed:
    return Owed(match_id=int(row[0]), notices=_NOTICES.validate_json(row[1]))


def _add_notice(row: Any | None, notice: Notice) -> tuple[int, list[Notice]]:
    """The serial and notices of a match's outbox row (``match_id, notices, serial``; None:
    no row yet) once ``notice`` is added to it (both stores' SQL share this)."""
    notices = [] if row is None else _owed_row(row).notices
    serial = 1 if row is None else int(row[2]) + 1
    if len(notices) >= MAX_NOTICES:
        # The newest notice stays apart, so an announcement that delivers only its own move
        # still sees older debt behind it.
        notices = [Notice.merged(notices)]
    notices.append(notice.model_copy(update={"serial": serial}))
    return serial, notices


def _owe(db: sqlite3.Connection, match_id: int, notice: Notice, now: float) -> Owed:
    """Add ``notice`` to the match's outbox (inside the caller's transaction)."""
    row = db.execute("SELECT match_id, notices, serial FROM outbox WHERE match_id = ?",
                     (match_id,)).fetchone()
    serial, notices = _add_notice(row, notice)
    db.execute("INSERT INTO outbox (match_id, serial, notices, created_at) VALUES (?,?,?,?) "
               "ON CONFLICT (match_id) DO UPDATE SET serial = excluded.serial, "
               "notices = excluded.notices", (match_id, serial, _notices_json(notices), now))
    return Owed(match_id=match_id, notices=notices)




@contextlib.contextmanager
def _immediate(db: sqlite3.Connection) -> Iterator[None]:
    """One write transaction on the database thread (the connection is in autocommit mode:
    every transaction is explicit)."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise


def _remember(db: sqlite3.Connection, match_id: int,
              prompts: dict[str, tuple[int, int]]) -> None:
    db.executemany(
        "INSERT INTO prompts (match_id, player, channel_id, message_id) VALUES (?,?,?,?) "
        "ON CONFLICT (match_id, player) DO UPDATE SET channel_id = excluded.channel_id, "
        "message_id = excluded.message_id",
        [(match_id, p, c, m) for p, (c, m) in prompts.items()])


class OutboxStore:
    if TYPE_CHECKING:  # provided by Store
        def _read(self, sql: str, args: Sequence[Any] = ()
                  ) -> contextlib.AbstractAsyncContextManager[aiosqlite.Cursor]: ...
        async def _on_thread(self, fn: Callable[[sqlite3.Connection], T]) -> T: ...

    # -- events and the outbox

    async def events(self, match_id: int, *, after: int = 0,
                     upto: int | None = None) -> list[EventRow]:
        """The match's events numbered after ``after`` (up to ``upto``), in order."""
        sql = "SELECT * FROM match_events WHERE match_id = ? AND seq > ?"
        args: list[Any] = [match_id, after]
        if upto is not None:
            sql += " AND seq <= ?"
            args.append(upto)
        async with self._read(sql + " ORDER BY seq", args) as cur:
            return [_event_row(r) for r in await cur.fetchall()]

    async def owed(self, match_id: int) -> Owed | None:
        async with self._read("SELECT match_id, notices FROM outbox WHERE match_id = ?",
                              (match_id,)) as cur:
            row = await cur.fetchone()
        return None if row is None else _owed_row(row)

    async def debt(self, match_id: int) -> tuple[Owed | None, int]:
        """The match's outbox row and the last event its thread was told, in one read."""
        async with self._read("SELECT o.match_id, o.notices, m.told FROM matches AS m LEFT "
                              "JOIN outbox AS o ON o.match_id = m.id WHERE m.id = ?",
                              (match_id,)) as cur:
            row = await cur.fetchone()
        if row is None:
            return None, 0
        return (None if row[0] is None else _owed_row(row)), int(row[2])

    async def oldest_owed(self) -> float | None:
        """When the oldest debt in the outbox was written (for the deadline timer)."""
        async with self._read("SELECT MIN(created_at) FROM outbox") as cur:
            row = await cur.fetchone()
        return None if row is None or row[0] is None else float(row[0])

    async def all_owed(self, limit: int = 500) -> list[Owed]:
        """Matches Discord has not been told everything about, oldest debt first."""
        async with self._read("SELECT match_id, notices FROM outbox "
                              "ORDER BY created_at LIMIT ?", (limit,)) as cur:
            return [_owed_row(r) for r in await cur.fetchall()]

    async def delivered(self, match_id: int, serial: int, told: int | None = None,
                        prompts: dict[str, tuple[int, int]] | None = None) -> bool:
        """Discord has been told the match's notices up to ``serial`` (and its thread the
        events up to ``told``; ``prompts`` are the players' new live prompts, as channel and
        message ids): they leave the outbox, and the row with them when no newer notice came
        meanwhile. Returns whether nothing is owed any more."""
        def write(db: sqlite3.Connection) -> bool:
            with _immediate(db):
                _remember(db, match_id, prompts or {})
                if told is not None:
                    db.execute("UPDATE matches SET told = MAX(told, ?) WHERE id = ?",
                               (told, match_id))
                row = db.execute("SELECT match_id, notices FROM outbox WHERE match_id = ?",
                                 (match_id,)).fetchone()
                if row is None:
                    return True
                left = [n for n in _owed_row(row).notices if n.serial > serial]
                if not left:
                    db.execute("DELETE FROM outbox WHERE match_id = ?", (match_id,))
                    return True
                db.execute("UPDATE outbox SET notices = ? WHERE match_id = ?",
                           (_notices_json(left), match_id))
                return False

        return await self._on_thread(write)

    async def remember_prompts(self, match_id: int,
                               prompts: dict[str, tuple[int, int]]) -> None:
        """These are now the players' live prompts (channel and message ids)."""
        def write(db: sqlite3.Connection) -> None:
            with _immediate(db):
                _remember(db, match_id, prompts)

        await self._on_thread(write)

    async def prompts(self, match_id: int) -> dict[str, tuple[int, int]]:
        """Each player's live prompt in the match (channel and message ids)."""
        async with self._read("SELECT player, channel_id, message_id FROM prompts WHERE "
                              "match_id = ?", (match_id,)) as cur:
            return {str(r[0]): (int(r[1]), int(r[2])) for r in await cur.fetchall()}

    async def missing_status(self, limit: int = 100) -> list[int]:
        """Running matches whose status message could not be posted yet."""
        async with self._read("SELECT id FROM matches WHERE status = 'running' AND "
                              "message_id IS NULL ORDER BY id LIMIT ?", (limit,)) as cur:
            return [int(r[0]) for r in await cur.fetchall()]

