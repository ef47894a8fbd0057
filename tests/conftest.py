"""Shared fixtures: a fake clock, and a match service on a real store: a SQLite file, or a
PostgreSQL schema of its own (``any_store`` runs a test on both)."""

from __future__ import annotations

import asyncio
import os
import re
import threading
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.database import StoreLike
from bot.matches import MatchService
from bot.store import Store
from bot.store_pg import PgStore
from bot.text.catalog import Catalog

# A message missing from a catalog, or one that cannot be formatted with the parameters it is
# given, fails the test that reaches it instead of falling back quietly.
Catalog.strict = True

PG_DEFAULT = "postgresql://postgres@127.0.0.1:5432/test"
"""The PostgreSQL the tests use unless ``DOJO_TEST_POSTGRES`` names another (CI's)."""

PG_POOL = 4
"""Connections per test store: tests run one at a time, and the server has ~100 for all."""


class FakeClock:
    """A settable clock for the match service (the rules never see a clock)."""

    def __init__(self, now: float = 1_800_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> float:
        self.now += seconds
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "dojo.sqlite3"


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[Store]:
    s = await Store.open(db_path)
    yield s
    await s.close()


@pytest.fixture
def service(store: Store, clock: FakeClock) -> MatchService:
    return MatchService(store, clock=clock)


# -- PostgreSQL


def _probe(url: str) -> str | None:
    """Why ``url`` cannot be used (None: it can). Run on a thread of its own: the test's
    event loop is not running yet, and must not be replaced."""
    async def connect() -> None:
        conn = await asyncpg.connect(url, timeout=5)
        try:
            await conn.fetchval("SELECT 1")
        finally:
            await conn.close()

    failure: list[str] = []

    def run() -> None:
        try:
            asyncio.run(connect())
        except Exception as exc:
            failure.append(f"{type(exc).__name__}: {exc}")

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    return failure[0] if failure else None


@pytest.fixture(scope="session")
def _pg_problem() -> tuple[str, str | None]:
    url = os.environ.get("DOJO_TEST_POSTGRES") or PG_DEFAULT
    return url, _probe(url)


@pytest.fixture
def pg_url(_pg_problem: tuple[str, str | None]) -> str:
    """The test PostgreSQL server. Unreachable, the test is skipped on a developer's machine
    and fails on CI (or wherever ``DOJO_TEST_POSTGRES`` asks for one): there, a skip would
    pass without testing anything."""
    url, problem = _pg_problem
    if problem is not None:
        message = f"PostgreSQL at {url} cannot be used ({problem})."
        if os.environ.get("CI") or os.environ.get("DOJO_TEST_POSTGRES"):
            pytest.fail(f"{message} Start it, or point DOJO_TEST_POSTGRES at one.",
                        pytrace=False)
        pytest.skip(f"{message} Set DOJO_TEST_POSTGRES to run the PostgreSQL tests.")
    return url


@pytest.fixture
async def pg_schema(pg_url: str) -> AsyncIterator[str]:
    """A schema name of the test's own (not created: the store creates it), dropped after."""
    name = f"test_{uuid.uuid4().hex[:16]}"
    yield name
    conn = await asyncpg.connect(pg_url)
    try:
        await conn.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")
    finally:
        await conn.close()


@pytest.fixture
async def pg_store(pg_url: str, pg_schema: str) -> AsyncIterator[PgStore]:
    s = await PgStore.open(pg_url, schema=pg_schema, max_size=PG_POOL)
    yield s
    await s.close()


@pytest.fixture
async def pg_dsn(pg_url: str, pg_schema: str) -> str:
    """A ``DOJO_DATABASE`` for processes that open the store themselves: the test's schema
    (created here) as the search path of every connection."""
    conn = await asyncpg.connect(pg_url)
    try:
        await conn.execute(f"CREATE SCHEMA {pg_schema}")
    finally:
        await conn.close()
    return f"{pg_url}{'&' if '?' in pg_url else '?'}search_path={pg_schema}"


# -- either store


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request: pytest.FixtureRequest) -> str:
    """Which store the test runs on (its id in the test's name)."""
    return str(request.param)


@pytest.fixture
def any_store(request: pytest.FixtureRequest, backend: str) -> StoreLike:
    """The ``store`` fixture's SQLite file, then a PostgreSQL schema: the same test on both."""
    store: StoreLike = request.getfixturevalue("store" if backend == "sqlite" else "pg_store")
    return store


@pytest.fixture
def any_service(any_store: StoreLike, clock: FakeClock) -> MatchService:
    return MatchService(any_store, clock=clock)


@pytest.fixture
def _reopen_target(request: pytest.FixtureRequest, backend: str,
                   db_path: Path) -> tuple[str, str | Path, str | None]:
    if backend == "sqlite":
        return backend, db_path, None
    return backend, request.getfixturevalue("pg_url"), request.getfixturevalue("pg_schema")


@pytest.fixture
async def reopen(_reopen_target: tuple[str, str | Path, str | None]
                 ) -> AsyncIterator[Callable[[], Awaitable[StoreLike]]]:
    """Open another store on the test's database (``any_store``'s): another process. Each
    is closed after the test."""
    backend, target, schema = _reopen_target
    opened: list[StoreLike] = []

    async def open_again() -> StoreLike:
        other: StoreLike
        if backend == "sqlite":
            other = await Store.open(target)
        else:
            other = await PgStore.open(str(target), schema=schema, max_size=PG_POOL)
        opened.append(other)
        return other

    yield open_again
    for other in opened:
        await other.close()


async def raw(store: StoreLike, sql: str, *args: Any) -> list[tuple[Any, ...]]:
    """Run ``sql`` (``?`` placeholders) on the store's database behind its back, as another
    program would: to look under the store, or to damage a row."""
    if isinstance(store, Store):
        async with store._db.execute(sql, args) as cur:
            return [tuple(r) for r in await cur.fetchall()]
    numbered = iter(range(1, len(args) + 1))
    rows = await store._pool.fetch(re.sub(r"\?", lambda _: f"${next(numbered)}", sql), *args)
    return [tuple(r) for r in rows]
