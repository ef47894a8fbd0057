"""``DOJO_DATABASE`` picks the store (a SQLite file, or a PostgreSQL URL), and faults are
sorted into those that pass (try again) and the rest, whichever store raised them."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import asyncpg
import pytest

from bot.database import busy, is_postgres, open_store, passing_fault
from bot.store import Store
from bot.store_pg import PgStore


@pytest.mark.parametrize(("target", "expected"), [
    ("postgresql://postgres@127.0.0.1:5432/test", True),
    ("postgres://u:p@db/dojo", True),
    ("  PostgreSQL://db/dojo ", True),
    ("data/dojo.sqlite3", False),
    ("/var/lib/postgresql/dojo.sqlite3", False),
    (":memory:", False),
])
def test_the_database_setting_names_a_file_or_a_server(target: str, expected: bool) -> None:
    assert is_postgres(target) is expected


async def test_a_path_opens_sqlite_and_a_url_opens_postgresql(tmp_path: Path,
                                                               pg_dsn: str) -> None:
    lite = await open_store(str(tmp_path / "dojo.sqlite3"))
    try:
        assert isinstance(lite, Store) and not lite.shared
    finally:
        await lite.close()
    pg = await open_store(pg_dsn)
    try:
        assert isinstance(pg, PgStore) and pg.shared
        # The URL's search path is where the tables went: the test's own schema.
        schema = pg_dsn.rsplit("search_path=", 1)[1]
        conn = await asyncpg.connect(pg_dsn.split("?")[0])
        try:
            tables = await conn.fetchval(
                "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = $1 "
                "AND table_name = 'matches'", schema)
        finally:
            await conn.close()
        assert tables == 1
    finally:
        await pg.close()


@pytest.mark.parametrize(("exc", "passing", "busy_answer"), [
    (sqlite3.OperationalError("database is locked"), True, True),
    (sqlite3.OperationalError("disk I/O error"), True, False),
    (ConnectionResetError("reset by peer"), True, False),  # Discord's network too: not "busy"
    (asyncpg.exceptions.SerializationError("could not serialize"), True, True),
    (asyncpg.exceptions.DeadlockDetectedError("deadlock"), True, True),
    (asyncpg.exceptions.TooManyConnectionsError("too many"), True, True),
    (asyncpg.exceptions.UniqueViolationError("duplicate key"), False, False),
    (ValueError("a bug"), False, False),
    (sqlite3.IntegrityError("constraint failed"), False, False),
])
def test_faults_that_pass_are_told_apart_from_bugs(exc: BaseException, passing: bool,
                                                   busy_answer: bool) -> None:
    assert passing_fault(exc) is passing
    assert busy(exc) is busy_answer
