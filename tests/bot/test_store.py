"""The store: schema and migrations, atomic version-guarded writes, clear errors."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path

import asyncpg
import pytest

from bot.database import StoreLike
from bot.store import (
    BUSY_TIMEOUT,
    SCHEMA_VERSION,
    DeadlineRow,
    StaleVersion,
    Store,
    StoreError,
    _exec,
)
from tests.conftest import raw

Reopen = Callable[[], Awaitable[StoreLike]]


async def test_new_database_is_migrated_with_wal_and_foreign_keys(store: Store) -> None:
    assert await store.schema_version() == SCHEMA_VERSION
    async with store._db.execute("PRAGMA journal_mode") as cur:
        assert (await cur.fetchone())[0] == "wal"
    async with store._db.execute("PRAGMA foreign_keys") as cur:
        assert (await cur.fetchone())[0] == 1
    async with store._db.execute("PRAGMA busy_timeout") as cur:
        assert (await cur.fetchone())[0] == BUSY_TIMEOUT * 1000
    async with store._db.execute("PRAGMA synchronous") as cur:
        assert (await cur.fetchone())[0] == 2, "FULL: an acknowledged move survives a power cut"


async def test_reads_see_the_last_commit_without_waiting_for_a_writer(store: Store) -> None:
    m = await store.create_match(game="karatekarte", host_id="1", turn_timeout=60, now=1.0)
    async with store._write:  # a write transaction is open and holds the writer
        await _exec(store._db, "BEGIN IMMEDIATE")
        await _exec(store._db, "UPDATE matches SET status = 'aborted' WHERE id = ?", (m.id,))
        row = await asyncio.wait_for(store.get_match(m.id), timeout=2)
        assert row.status == "lobby", "an uncommitted change is not seen"
        await _exec(store._db, "ROLLBACK")


async def test_reopening_keeps_data_and_does_not_migrate_twice(any_store: StoreLike,
                                                                reopen: Reopen) -> None:
    m = await any_store.create_match(game="karatekarte", host_id="1", turn_timeout=60, now=1.0)
    await any_store.close()
    s = await reopen()
    assert await s.schema_version() == SCHEMA_VERSION
    assert (await s.get_match(m.id)).host_id == "1"
    assert await raw(s, "SELECT COUNT(*) FROM schema_version") == [(1,)], "migrated once"


async def test_a_newer_schema_is_refused_with_a_clear_message(any_store: StoreLike,
                                                              reopen: Reopen) -> None:
    await raw(any_store, "UPDATE schema_version SET version = 99")
    with pytest.raises(StoreError, match="newer Dojo"):
        await reopen()


async def test_a_file_that_is_not_a_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "junk.sqlite3"
    path.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(StoreError, match="not a Dojo database"):
        await Store.open(path)


async def test_an_unreadable_match_row_gives_a_clear_error(any_store: StoreLike) -> None:
    store = any_store
    m = await store.create_match(game="karatekarte", host_id="1", turn_timeout=60, now=1.0)
    await raw(store, "UPDATE matches SET seats = 'not json' WHERE id = ?", m.id)
    with pytest.raises(StoreError, match=f"match #{m.id} is stored in a form"):
        await store.get_match(m.id)


async def test_record_is_guarded_by_the_expected_version(any_store: StoreLike) -> None:
    store = any_store
    m = await store.create_match(game="karatekarte", host_id="1", turn_timeout=60, now=1.0)
    dl = [DeadlineRow(match_id=m.id, player="1", version=1, due_at=50.0, remind_at=25.0,
                      reminded=False)]
    m, _ = await store.record(m.id, expected_version=0, snapshot="{}", action='{"a":1}',
                              player="1", now=2.0, deadlines=dl)
    assert m.version == 1 and m.deadline == 50.0
    with pytest.raises(StaleVersion):
        await store.record(m.id, expected_version=0, snapshot="{bad}", action='{"a":2}',
                           player="1", now=3.0, deadlines=[])
    after = await store.get_match(m.id)
    assert after.snapshot == "{}" and after.version == 1
    assert [a.seq for a in await store.actions(m.id)] == [1]
    assert [d.player for d in await store.deadlines(m.id)] == ["1"], "rolled back"


async def test_action_log_sequence_is_unique(any_store: StoreLike) -> None:
    store = any_store
    m = await store.create_match(game="karatekarte", host_id="1", turn_timeout=60, now=1.0)
    await store.record(m.id, expected_version=0, snapshot="{}", action="{}", now=2.0)
    with pytest.raises((sqlite3.IntegrityError, asyncpg.UniqueViolationError)):
        await raw(store, "INSERT INTO actions (match_id, seq, player, action, source, "
                  "created_at) VALUES (?, 1, 'x', '{}', 'player', 0)", m.id)


async def test_deadline_queries(any_store: StoreLike) -> None:
    store = any_store
    m = await store.create_match(game="karatekarte", host_id="1", turn_timeout=60, now=1.0)
    rows = [DeadlineRow(match_id=m.id, player=p, version=0, due_at=due, remind_at=due - 30,
                        reminded=False) for p, due in (("a", 100.0), ("b", 200.0))]
    await store.record(m.id, expected_version=0, snapshot="{}", now=1.0, deadlines=rows)
    assert await store.next_wakeup() == 70.0
    assert [d.player for d in await store.due_reminders(75.0)] == ["a"]
    assert await store.mark_reminded(m.id, "a", 0)
    assert not await store.mark_reminded(m.id, "a", 0), "a reminder is marked once"
    assert await store.next_wakeup() == 100.0
    assert [d.player for d in await store.due_deadlines(150.0)] == ["a"]


async def test_a_match_that_is_over_takes_no_more_writes(any_store: StoreLike) -> None:
    """The version alone would not tell: a forfeit or an abort keeps it."""
    store = any_store
    m = await store.create_match(game="karatekarte", host_id="1", turn_timeout=60, now=1.0)
    await store.record(m.id, expected_version=0, snapshot="{}", now=2.0, status="running",
                       seed=7)
    with pytest.raises(StaleVersion):  # started already: a second start is refused
        await store.record(m.id, expected_version=0, snapshot="{}", now=2.5, seed=8)
    await store.record(m.id, expected_version=0, snapshot="{}", now=3.0, status="finished",
                       deadlines=[])
    with pytest.raises(StaleVersion):
        await store.record(m.id, expected_version=0, snapshot="{x}", action='{"a":1}',
                           player="1", now=4.0)
    assert await store.actions(m.id) == []
    lobby = await store.create_match(game="karatekarte", host_id="1", turn_timeout=60,
                                     now=5.0)
    await store.update_match(lobby.id, status="aborted", now=6.0)
    with pytest.raises(StaleVersion):  # an expired lobby does not start
        await store.record(lobby.id, expected_version=0, snapshot="{}", now=7.0,
                           status="running", seed=1)


async def test_postponing_leaves_a_deadline_a_move_set_since(any_store: StoreLike) -> None:
    store = any_store
    m = await store.create_match(game="karatekarte", host_id="1", turn_timeout=60, now=1.0)
    row = DeadlineRow(match_id=m.id, player="1", version=0, due_at=50.0, remind_at=None,
                      reminded=False)
    await store.record(m.id, expected_version=0, snapshot="{}", now=1.0, deadlines=[row])
    newer = row.model_copy(update={"due_at": 500.0, "version": 1, "started": 1})
    await store.record(m.id, expected_version=0, snapshot="{}", action="{}", player="1",
                       now=2.0, deadlines=[newer])
    await store.postpone(m.id, "1", 60.0, was=50.0)  # the old one failed: too late
    (kept,) = await store.deadlines(m.id)
    assert kept.due_at == 500.0
    await store.postpone(m.id, "1", 510.0, was=500.0)
    (moved,) = await store.deadlines(m.id)
    assert moved.due_at == 510.0 and moved.reminded
