"""The PostgreSQL store (issue 15): the SQLite store's interface and schema, and what several
processes sharing one database need: a move applied once whichever process writes it, each
due deadline claimed by one process, a per-match lock that a dead process lets go."""

from __future__ import annotations

import asyncio
import inspect
import math
import sqlite3
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import asyncpg
import pytest

import bot.store_pg
from bot.database import StoreLike
from bot.rows import DeadlineRow, EventRow, Notice
from bot.schema import MIGRATIONS, SCHEMA_VERSION
from bot.schema_pg import MIGRATIONS_PG
from bot.store import StaleVersion, Store, StoreError, UnknownMatch
from bot.store_pg import PgStore, is_passing

Reopen = Callable[[], Awaitable[StoreLike]]
BIG_ID = 1234567890123456789


@pytest.fixture
def backend() -> str:
    """Every store in this file is PostgreSQL (``reopen`` included)."""
    return "postgres"


@pytest.fixture
async def other(reopen: Reopen) -> PgStore:
    """A second store on the same schema: another bot process."""
    store = await reopen()
    assert isinstance(store, PgStore)
    return store


@pytest.fixture
async def raw_conn(pg_url: str, pg_schema: str) -> AsyncIterator[asyncpg.Connection]:
    """A plain connection in the test's schema: a third party holding locks."""
    conn = await asyncpg.connect(pg_url, server_settings={"search_path": pg_schema})
    yield conn
    await conn.close()


async def new_match(store: StoreLike, **kw: Any) -> int:
    m = await store.create_match(game="karatekarte", host_id="1", turn_timeout=60, now=1.0, **kw)
    return m.id


def deadline(match_id: int, player: str, due: float, version: int = 0) -> DeadlineRow:
    return DeadlineRow(match_id=match_id, player=player, version=version, due_at=due,
                       remind_at=None, reminded=False)


# -- the same interface and schema


def _public(cls: type) -> dict[str, Any]:
    return {n: getattr(cls, n) for n in dir(cls) if not n.startswith("_")}


def test_every_store_method_is_on_the_postgres_store_with_the_same_parameters() -> None:
    sqlite_side, pg_side = _public(Store), _public(PgStore)
    missing = sorted(set(sqlite_side) - set(pg_side))
    assert not missing, f"PgStore lacks {missing}"
    for name, method in sqlite_side.items():
        if not callable(method):
            continue
        theirs, ours = inspect.signature(method), inspect.signature(pg_side[name])
        if name == "open":  # a DSN and pool sizes rather than a path
            assert next(iter(ours.parameters)) == "dsn" and "schema" in ours.parameters
            continue
        assert list(theirs.parameters.values()) == list(ours.parameters.values()), name
        if name != "__aenter__":
            assert theirs.return_annotation == ours.return_annotation, name
    assert inspect.iscoroutinefunction(PgStore.close)
    assert PgStore.shared is True and Store.shared is False


async def _sqlite_columns(con: sqlite3.Connection) -> dict[str, list[str]]:
    tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                        "AND name NOT LIKE 'sqlite_%'")]
    return {t: [r[1] for r in con.execute(f"PRAGMA table_info({t})")] for t in tables}


async def _pg_columns(conn: asyncpg.Connection, schema: str) -> dict[str, list[str]]:
    rows = await conn.fetch("SELECT table_name, column_name FROM information_schema.columns "
                            "WHERE table_schema = $1 ORDER BY table_name, ordinal_position",
                            schema)
    columns: dict[str, list[str]] = {}
    for r in rows:
        columns.setdefault(r["table_name"], []).append(r["column_name"])
    return columns


async def test_each_migration_step_gives_both_databases_the_same_tables_and_columns(
        raw_conn: asyncpg.Connection, pg_schema: str) -> None:
    assert len(MIGRATIONS_PG) == len(MIGRATIONS) == SCHEMA_VERSION
    con = sqlite3.connect(":memory:")
    await raw_conn.execute(f"CREATE SCHEMA {pg_schema}")
    for n, (lite, pg) in enumerate(zip(MIGRATIONS, MIGRATIONS_PG, strict=True), start=1):
        con.executescript(lite)
        await raw_conn.execute(pg)
        expected = await _sqlite_columns(con)
        assert await _pg_columns(raw_conn, pg_schema) == expected, f"after step {n}"
    con.close()


async def test_the_stores_end_with_the_same_tables_and_columns(
        store: Store, pg_store: PgStore, pg_url: str, pg_schema: str) -> None:
    con = sqlite3.connect(store.path)
    expected = await _sqlite_columns(con)
    con.close()
    assert "schema_version" in expected and "deadlines" in expected
    conn = await asyncpg.connect(pg_url)
    try:
        assert await _pg_columns(conn, pg_schema) == expected
    finally:
        await conn.close()


async def test_two_processes_opening_a_fresh_schema_at_once_migrate_it_once(
        pg_url: str, pg_schema: str) -> None:
    stores = await asyncio.gather(*(PgStore.open(pg_url, schema=pg_schema, max_size=2)
                                    for _ in range(3)))
    try:
        for s in stores:
            assert await s.schema_version() == SCHEMA_VERSION
        match_id = await new_match(stores[0])
        assert (await stores[2].get_match(match_id)).host_id == "1"
        async with stores[1]._pool.acquire() as conn:
            assert await conn.fetchval("SELECT COUNT(*) FROM schema_version") == 1
    finally:
        for s in stores:
            await s.close()


async def test_the_path_names_the_database_without_its_password(pg_url: str,
                                                                pg_schema: str) -> None:
    with_password = pg_url.replace("://postgres@", "://postgres:hunter2@")
    assert "hunter2" in with_password, "the test URL names its user"
    async with await PgStore.open(with_password, schema=pg_schema, max_size=1) as s:
        assert "hunter2" not in s.path and "postgres@" in s.path


async def test_opening_says_whether_trying_again_can_help(pg_url: str) -> None:
    with pytest.raises(OSError) as down:  # nothing listens there: a server not up yet
        await PgStore.open("postgresql://postgres@127.0.0.1:1/test")
    assert is_passing(down.value)
    with pytest.raises(StoreError, match="cannot use the PostgreSQL database"):
        await PgStore.open(pg_url.rsplit("/", 1)[0] + "/no_such_database_here")


# -- the same answers as SQLite


async def _semantics(s: StoreLike) -> list[str]:
    """What a scenario of misses raises, as class names (the same list on both stores)."""
    seen: list[str] = []

    async def attempt(call: Awaitable[Any]) -> None:
        try:
            await call
            seen.append("ok")
        except Exception as exc:
            seen.append(type(exc).__name__)

    match_id = await new_match(s)
    await attempt(s.get_match(match_id + 100))
    await attempt(s.update_match(match_id + 100, now=2.0, status="aborted"))
    await attempt(s.update_match(match_id + 100, now=2.0, expected_version=0, status="aborted"))
    await attempt(s.update_match(match_id, now=2.0, expected_version=3, status="aborted"))
    await attempt(s.record(match_id + 100, expected_version=0, snapshot="{}", now=2.0))
    await attempt(s.record(match_id, expected_version=1, snapshot="{}", now=2.0))
    await attempt(s.record(match_id, expected_version=0, snapshot="{}", action="{}", now=2.0))
    await attempt(s.record(match_id, expected_version=0, snapshot="{}", action="{}", now=3.0))
    await attempt(s.update_match(match_id, now=4.0, expected_version=1, status="aborted"))
    seen.append(str(await s.stamp(match_id)))
    seen.append(str(await s.stamp(match_id + 100)))
    seen.append(str(await s.debt(match_id + 100)))
    return seen


async def test_misses_raise_what_sqlite_raises(store: Store, pg_store: PgStore) -> None:
    expected = ["UnknownMatch", "UnknownMatch", "UnknownMatch", "StaleVersion",
                "StaleVersion", "StaleVersion", "ok", "StaleVersion", "ok", "(1, 4.0)", "None",
                "(None, 0)"]
    assert await _semantics(store) == expected
    assert await _semantics(pg_store) == expected


async def test_times_survive_to_the_last_bit(pg_store: PgStore) -> None:
    times = [1_800_000_000.123456789, 0.1 + 0.2, math.nextafter(1e9, math.inf), 5e-324]
    for now in times:
        m = await pg_store.create_match(game="karatekarte", host_id="1", turn_timeout=60,
                                        now=now)
        row, _ = await pg_store.record(m.id, expected_version=0, snapshot="{}", now=now,
                                       deadlines=[DeadlineRow(
                                           match_id=m.id, player="a", version=0, due_at=now,
                                           remind_at=now / 3, reminded=False)])
        assert (row.created_at, row.updated_at, row.deadline) == (now, now, now)
        (dl,) = await pg_store.deadlines(m.id)
        assert (dl.due_at, dl.remind_at) == (now, now / 3)
        assert await pg_store.oldest_lobby() == now  # (the ones before were aborted)
        await pg_store.update_match(m.id, now=now, status="aborted")
    await pg_store.save_deck("1", "combat", "Fire", ["a"], now=times[0])
    (deck,) = await pg_store.decks("1", "combat")
    assert deck.created == times[0]


async def test_discord_ids_past_32_bits_round_trip(pg_store: PgStore) -> None:
    top = 2**63 - 1
    match_id = await new_match(pg_store, guild_id=BIG_ID, channel_id=top)
    await pg_store.update_match(match_id, now=2.0, thread_id=BIG_ID + 1, message_id=top - 1)
    row = await pg_store.get_match(match_id)
    assert (row.guild_id, row.channel_id, row.thread_id, row.message_id) == (
        BIG_ID, top, BIG_ID + 1, top - 1)
    assert [m.id for m in await pg_store.list_matches(guild_id=BIG_ID)] == [match_id]
    await pg_store.remember_prompts(match_id, {"1": (BIG_ID, top)})
    assert await pg_store.prompts(match_id) == {"1": (BIG_ID, top)}


# -- two processes on one database


async def test_two_processes_racing_one_move_write_it_once(
        pg_store: PgStore, other: PgStore, raw_conn: asyncpg.Connection) -> None:
    for round_ in range(5):
        match_id = await new_match(pg_store)

        def move(name: str, s: PgStore, match_id: int = match_id) -> Awaitable[Any]:
            return s.record(
                match_id, expected_version=0, snapshot=f'"{name}"', action=f'"{name}"',
                player=name, now=2.0, deadlines=[deadline(match_id, name, 9.0, 1)],
                events=[EventRow(match_id=match_id, seq=n, version=1, audience=[name],
                                 kind=name, payload="{}") for n in (1, 2, 3)],
                notice=Notice(version=1, new_turns=[name]))

        # A third party holds the row, so both moves are sure to be waiting at once.
        async with raw_conn.transaction():
            await raw_conn.execute("SELECT 1 FROM matches WHERE id = $1 FOR UPDATE", match_id)
            racing = asyncio.gather(move("a", pg_store), move("b", other),
                                    return_exceptions=True)
            await asyncio.sleep(0.1)
            assert not racing.done(), "the row lock holds both moves"
        results = await racing
        won = [r for r in results if not isinstance(r, BaseException)]
        lost = [r for r in results if isinstance(r, BaseException)]
        assert len(won) == 1 and [type(e) for e in lost] == [StaleVersion], (round_, results)
        winner = won[0][0].snapshot.strip('"')
        row = await other.get_match(match_id)
        assert (row.version, row.snapshot) == (1, f'"{winner}"')
        assert [(a.seq, a.player) for a in await pg_store.actions(match_id)] == [(1, winner)]
        assert {e.kind for e in await pg_store.events(match_id)} == {winner}
        assert [d.player for d in await other.deadlines(match_id)] == [winner]
        owed = await other.owed(match_id)
        assert owed is not None and [(n.serial, n.new_turns) for n in owed.notices] == [
            (1, [winner])]


async def test_a_delivery_racing_moves_neither_loses_nor_repeats_a_notice(
        pg_store: PgStore, other: PgStore) -> None:
    match_id = await new_match(pg_store)
    for step in range(30):
        seen = await other.owed(match_id)
        upto = seen.serial if seen else 0
        # Move ``step + 1`` adds its notice while the other process delivers those before.
        await asyncio.gather(
            pg_store.record(match_id, expected_version=step, snapshot="{}", action="{}",
                            now=float(step), notice=Notice(version=step + 1)),
            other.delivered(match_id, upto))
        owed = await pg_store.owed(match_id)
        assert owed is not None and [n.version for n in owed.notices] == [step + 1], step


async def test_claims_from_two_processes_are_disjoint_and_cover_every_due_deadline(
        pg_store: PgStore, other: PgStore) -> None:
    keys = set()
    for _ in range(4):
        match_id = await new_match(pg_store)
        rows = [deadline(match_id, p, 10.0 + i) for i, p in enumerate("abcde")]
        await pg_store.record(match_id, expected_version=0, snapshot="{}", now=1.0,
                              deadlines=rows)
        keys |= {(match_id, p) for p in "abcde"}
    claimed: list[tuple[int, str]] = []
    while True:
        a, b = await asyncio.gather(pg_store.claim_due(100.0, 30.0, limit=3),
                                    other.claim_due(100.0, 30.0, limit=3))
        if not a and not b:
            break
        for batch in (a, b):
            assert batch == sorted(batch, key=lambda d: (d.due_at, d.match_id, d.player))
            claimed += [(d.match_id, d.player) for d in batch]
    assert len(claimed) == len(set(claimed)) == len(keys), "each deadline claimed once"
    assert set(claimed) == keys
    assert await other.claim_due(129.9, 30.0) == [], "still held"
    taken = await other.claim_due(130.0, 30.0, limit=100)
    assert {(d.match_id, d.player) for d in taken} == keys, "the lease ran out: taken over"


async def test_a_claim_skips_rows_another_transaction_holds_and_postpone_frees_one(
        pg_store: PgStore, other: PgStore, raw_conn: asyncpg.Connection) -> None:
    busy, free = await new_match(pg_store), await new_match(pg_store)
    for match_id in (busy, free):
        await pg_store.record(match_id, expected_version=0, snapshot="{}", now=1.0,
                              deadlines=[deadline(match_id, "a", 5.0)])
    async with raw_conn.transaction():  # a move on ``busy`` is being written
        await raw_conn.execute("SELECT 1 FROM deadlines WHERE match_id = $1 FOR UPDATE", busy)
        got = await asyncio.wait_for(pg_store.claim_due(10.0, 60.0), timeout=2)
        assert [d.match_id for d in got] == [free], "skipped, not waited for"
    (late,) = await other.claim_due(10.0, 60.0)
    assert late.match_id == busy
    await pg_store.postpone(free, "a", 20.0)  # could not be played: moved on and let go
    assert await other.claim_due(19.0, 60.0) == []
    (again,) = await other.claim_due(20.0, 60.0)
    assert (again.match_id, again.due_at, again.reminded) == (free, 20.0, True)


async def test_a_reminder_is_marked_once_whichever_process_marks_it(
        pg_store: PgStore, other: PgStore) -> None:
    match_id = await new_match(pg_store)
    row = DeadlineRow(match_id=match_id, player="a", version=0, due_at=100.0, remind_at=50.0,
                      reminded=False)
    await pg_store.record(match_id, expected_version=0, snapshot="{}", now=1.0, deadlines=[row])
    results = await asyncio.gather(*(s.mark_reminded(match_id, "a", 0)
                                     for s in (pg_store, other, pg_store, other)))
    assert sorted(results) == [False, False, False, True]


@pytest.mark.parametrize("table", ["decks", "characters"])
async def test_two_processes_saving_past_the_cap_at_once_cannot_both_pass(
        pg_store: PgStore, other: PgStore, raw_conn: asyncpg.Connection, table: str) -> None:
    def save(s: PgStore, name: str) -> Awaitable[bool]:
        if table == "decks":
            return s.save_deck("1", "combat", name, ["a"], now=1.0, limit=3)
        return s.save_character("1", "kungfu_duel", name, [1, 1, 1, 1], None, now=1.0,
                                limit=3)

    for name in ("one", "two"):
        await save(pg_store, name)
    # A third party holds off every insert (reads go on), so both saves have counted before
    # either writes: only the store's own lock keeps the second from counting too early.
    async with raw_conn.transaction():
        await raw_conn.execute(f"LOCK TABLE {table} IN SHARE MODE")
        racing = asyncio.gather(save(pg_store, "left"), save(other, "right"),
                                return_exceptions=True)
        await asyncio.sleep(0.2)
    results = await racing
    assert sorted(type(r).__name__ for r in results) == [
        "CharacterLimit" if table == "characters" else "DeckLimit", "bool"], results
    rows = await (pg_store.decks("1", "combat") if table == "decks"
                  else pg_store.characters("1", "kungfu_duel"))
    assert len(rows) == 3


# -- the per-match lock


async def test_exclusive_keeps_a_match_to_one_process_at_a_time(
        pg_store: PgStore, other: PgStore) -> None:
    async with pg_store.exclusive(7) as held:
        assert held
        async with other.exclusive(7, wait=False) as theirs:
            assert not theirs
        async with other.exclusive(8, wait=False) as another_match:
            assert another_match, "one lock per match"
        theirs_later = other.exclusive(7)
        waiting = asyncio.ensure_future(theirs_later.__aenter__())
        await asyncio.sleep(0.2)
        assert not waiting.done(), "wait=True waits for the holder"
    assert await asyncio.wait_for(waiting, timeout=2) is True
    async with pg_store.exclusive(7, wait=False) as mine:
        assert not mine, "now the other process holds it"
    await theirs_later.__aexit__(None, None, None)
    async with pg_store.exclusive(7, wait=False) as mine:
        assert mine


async def test_stores_in_other_schemas_do_not_share_locks(pg_store: PgStore,
                                                          pg_url: str) -> None:
    schema = f"test_{uuid.uuid4().hex[:16]}"
    elsewhere = await PgStore.open(pg_url, schema=schema, max_size=1)
    try:
        async with pg_store.exclusive(3) as held, elsewhere.exclusive(3, wait=False) as theirs:
            assert held and theirs
    finally:
        await elsewhere.close()
        conn = await asyncpg.connect(pg_url)
        await conn.execute(f"DROP SCHEMA {schema} CASCADE")
        await conn.close()


async def _eventually_free(store: PgStore, match_id: int) -> bool:
    for _ in range(40):
        async with store.exclusive(match_id, wait=False) as held:
            if held:
                return True
        await asyncio.sleep(0.05)
    return False


async def test_a_closed_or_killed_process_lets_its_locks_go(
        pg_store: PgStore, other: PgStore, reopen: Reopen,
        raw_conn: asyncpg.Connection) -> None:
    stop = asyncio.Event()

    async def hold(s: PgStore, match_id: int) -> None:
        async with s.exclusive(match_id) as held:
            assert held
            await stop.wait()

    closing = asyncio.ensure_future(hold(other, 1))
    await asyncio.sleep(0.1)
    async with pg_store.exclusive(1, wait=False) as held:
        assert not held
    await other.close()
    assert await _eventually_free(pg_store, 1)

    third = await reopen()
    assert isinstance(third, PgStore)
    killed = asyncio.ensure_future(hold(third, 2))
    await asyncio.sleep(0.1)
    # The process dies: the server notices its connection gone (no unlock is ever sent).
    pids = await raw_conn.fetch(
        "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid::bigint = $1 "
        "AND objid = 2 AND objsubid = 2 AND granted", third._ns)
    assert len(pids) == 1
    await raw_conn.execute("SELECT pg_terminate_backend($1)", pids[0]["pid"])
    assert await _eventually_free(pg_store, 2)
    stop.set()
    await asyncio.gather(closing, killed, return_exceptions=True)


async def test_wait_false_gives_up_when_every_lock_connection_is_busy(
        pg_url: str, pg_schema: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bot.store_pg, "LOCK_POOL_WAIT", 0.1)
    s = await PgStore.open(pg_url, schema=pg_schema, max_size=1, lock_size=1)
    async with s, s.exclusive(1) as one, s.exclusive(2, wait=False) as two:
        assert one and not two
        assert await s.get_setting("x") is None, "queries are not starved"


# -- passing faults


async def test_a_lost_connection_is_a_passing_fault_and_the_next_call_works(
        pg_url: str, pg_schema: str, raw_conn: asyncpg.Connection) -> None:
    async with await PgStore.open(pg_url, schema=pg_schema, max_size=1) as s:
        match_id = await new_match(s)
        async with s._pool.acquire() as conn:
            pid = conn.get_server_pid()

        def move() -> Awaitable[Any]:
            return s.record(match_id, expected_version=0, snapshot="{}", action="{}", now=2.0)

        async with raw_conn.transaction():  # the move waits for the row...
            await raw_conn.execute("SELECT 1 FROM matches WHERE id = $1 FOR UPDATE", match_id)
            waiting = asyncio.ensure_future(move())
            await asyncio.sleep(0.1)
            await raw_conn.execute("SELECT pg_terminate_backend($1)", pid)  # ...and is cut off
            with pytest.raises(Exception) as lost:
                await asyncio.wait_for(waiting, timeout=2)
        assert is_passing(lost.value), repr(lost.value)
        assert (await s.stamp(match_id) or (None,))[0] == 0, "nothing was written"
        row, _ = await move()  # a moment later, the same call works
        assert row.version == 1


def test_only_faults_that_pass_are_passing() -> None:
    assert is_passing(asyncpg.SerializationError("x"))
    assert is_passing(asyncpg.DeadlockDetectedError("x"))
    assert is_passing(asyncpg.TooManyConnectionsError("x"))
    assert is_passing(ConnectionRefusedError())
    assert not is_passing(asyncpg.UniqueViolationError("x"))
    assert not is_passing(StaleVersion("x"))
    assert not is_passing(UnknownMatch("x"))
    assert not is_passing(ValueError("x"))
