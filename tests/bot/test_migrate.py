"""``python -m bot migrate``: a SQLite database with real matches (played through the match
service) copied into PostgreSQL, row for row, verified by replaying every match; what it
refuses, what it reports, and the bot going on from the copy."""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import random
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.matches import MatchService
from bot.migrate import TABLES, MigrationError, MigrationReport, main, migrate
from bot.schema import MIGRATIONS, SCHEMA_VERSION
from bot.store import Store
from bot.store_pg import PgStore
from tests.bot.playing import play
from tests.conftest import FakeClock
from tests.replay import assert_replays


@dataclass
class Source:
    path: Path
    finished: list[int] = field(default_factory=list)
    running: int = 0
    lobby: int = 0
    aborted: list[int] = field(default_factory=list)


async def started(service: MatchService, game: str, players: list[str], seed: int,
                  **kwargs: Any) -> int:
    lobby = await service.create(game, host=players[0], guild_id=1, channel_id=2, **kwargs)
    for guest in players[1:]:
        await service.join(lobby.id, guest)
    await service.start(lobby.id, players[0], seed=seed)
    return lobby.id


async def build(path: Path, seed: int = 1) -> Source:
    """A database as a bot leaves it: finished, running, waiting and aborted matches of
    several games, timeouts, undelivered announcements, prompts, saved decks and
    characters, settings."""
    clock = FakeClock()
    rnd = random.Random(seed)
    src = Source(path)
    async with await Store.open(path) as store:
        service = MatchService(store, clock=clock)
        for game, players in (("karatekarte", ["1", "2"]), ("brutal_ring", ["1", "2", "3"]),
                              ("kungfu_duel", ["3", "4"])):
            match_id = await started(service, game, players, rnd.randrange(1 << 40))
            await play(service, match_id, rnd, clock=clock)
            src.finished.append(match_id)
        # Announced once: its outbox row is gone, what the thread was told is kept.
        owed = await store.owed(src.finished[0])
        assert owed is not None
        await store.delivered(src.finished[0], owed.serial, told=3, prompts={"1": (5, 6)})

        src.running = await started(service, "martial_art", ["5", "6", "7"], 99,
                                    turn_timeout=600)
        await play(service, src.running, rnd, steps=12, clock=clock)
        clock.advance(700)
        assert await service.expire_due(), "a turn timed out"
        await play(service, src.running, rnd, steps=5, clock=clock)
        await service.set_location(src.running, thread_id=70, message_id=71)
        await store.remember_prompts(src.running, {"5": (70, 80), "6": (70, 81)})

        src.lobby = (await service.create("combat", host="8", invited=["9"])).id
        gone = await service.create("karatekarte", host="8")
        await service.abort(gone.id, "8")
        stopped = await started(service, "combat", ["1", "9"], 5)
        await play(service, stopped, rnd, steps=6, clock=clock)
        await service.abort(stopped, "1")
        src.aborted = [gone.id, stopped]

        await store.save_deck("1", "combat", "Fire", ["c1", "c2", "c3"], now=clock())
        await store.save_deck("1", "combat", "Ärger", ["c4"], now=clock())
        await store.save_character("3", "kungfu_duel", "Lin", [3, 2, 2, 1], "sig", "a monk",
                                   now=clock())
        await store.set_setting("commands", "fingerprint-1")
    return src


def sqlite_rows(path: Path, table: str) -> list[dict[str, Any]]:
    con = sqlite3.connect(path)
    con.row_factory = sqlite3.Row
    try:
        rows = [dict(r) for r in con.execute(f"SELECT * FROM {table}")]
    finally:
        con.close()
    return sorted(rows, key=repr)


async def pg_rows(url: str, schema: str, table: str) -> list[dict[str, Any]]:
    conn = await asyncpg.connect(url, server_settings={"search_path": schema})
    try:
        rows = [dict(r) for r in await conn.fetch(f"SELECT * FROM {table}")]
    finally:
        await conn.close()
    return sorted(rows, key=repr)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run_main(source: Path | str, target: str, replace: bool = False) -> int:
    return main(argparse.Namespace(source=str(source), target=target, replace=replace))


# -- the copy


async def test_every_table_is_copied_field_by_field_and_every_match_replays(
        tmp_path: Path, pg_url: str, pg_schema: str) -> None:
    src = await build(tmp_path / "dojo.sqlite3")
    before = digest(src.path)
    lines: list[str] = []
    report = await migrate(src.path, pg_url, schema=pg_schema, progress=lines.append)

    assert report.ok, report
    assert digest(src.path) == before, "the source is only read"
    for table in TABLES:
        rows = sqlite_rows(src.path, table)
        assert report.counts[table] == len(rows), table
        assert await pg_rows(pg_url, pg_schema, table) == rows, table
    for table in ("match_seats", "actions", "match_events", "deadlines", "outbox", "prompts",
                  "decks", "characters", "settings"):
        assert report.counts[table] > 0, f"the source has {table} rows to copy"
    # Every match that started (finished, running, aborted while running) is replayed.
    assert report.replayed == len(src.finished) + 2
    assert any(line == "replayed 5/5 matches" for line in lines)
    assert "copied actions" in "\n".join(lines)


async def test_the_bot_goes_on_with_the_copy(tmp_path: Path, pg_url: str,
                                             pg_schema: str) -> None:
    src = await build(tmp_path / "dojo.sqlite3")
    await migrate(src.path, pg_url, schema=pg_schema)
    clock = FakeClock(2_000_000_000.0)
    async with await PgStore.open(pg_url, schema=pg_schema) as store:
        service = MatchService(store, clock=clock)
        live = await service.live(src.running)
        assert live.deadlines, "the running match's deadlines came along"
        assert (await store.owed(src.running)) is not None, "and what Discord is still owed"
        decision = live.decisions[0]
        update = await service.choose(src.running, decision.player, live.match.version, 0)
        assert update.match.version == live.match.version + 1
        await assert_replays(service, src.running)
        assert await store.prompts(src.running) == {"5": (70, 80), "6": (70, 81)}

        newer = await service.create("karatekarte", host="42")
        assert newer.id == max(src.finished + src.aborted + [src.lobby, src.running]) + 1
        assert sorted(d.name for d in await store.decks("1", "combat")) == ["Fire", "Ärger"]


async def test_ids_deleted_in_the_source_are_not_given_again(
        tmp_path: Path, pg_url: str, pg_schema: str) -> None:
    path = tmp_path / "dojo.sqlite3"
    async with await Store.open(path) as store:
        for _ in range(3):
            await store.create_match(game="karatekarte", host_id="1", turn_timeout=600, now=1.0)
    con = sqlite3.connect(path)
    with con:
        con.execute("DELETE FROM matches WHERE id = 3")
    con.close()
    await migrate(path, pg_url, schema=pg_schema)
    async with await PgStore.open(pg_url, schema=pg_schema) as store:
        new = await store.create_match(game="karatekarte", host_id="1", turn_timeout=600,
                                       now=2.0)
    assert new.id == 4


# -- refusals and --replace


async def test_a_target_with_data_is_refused_unless_replaced(
        tmp_path: Path, pg_url: str, pg_schema: str) -> None:
    old = tmp_path / "old.sqlite3"
    async with await Store.open(old) as store:
        await store.create_match(game="combat", host_id="1", turn_timeout=600, now=1.0)
        await store.set_setting("only-old", "x")
    await migrate(old, pg_url, schema=pg_schema)
    src = await build(tmp_path / "dojo.sqlite3")

    with pytest.raises(MigrationError, match=r"1 matches.*--replace"):
        await migrate(src.path, pg_url, schema=pg_schema)
    assert await pg_rows(pg_url, pg_schema, "settings") == sqlite_rows(old, "settings")

    report = await migrate(src.path, pg_url, schema=pg_schema, replace=True)
    assert report.ok and report.emptied
    for table in TABLES:
        assert await pg_rows(pg_url, pg_schema, table) == sqlite_rows(src.path, table), table

    # Replacing twice is the same copy, not a doubled one.
    again = await migrate(src.path, pg_url, schema=pg_schema, replace=True)
    assert again.ok and again.counts == report.counts
    assert len(await pg_rows(pg_url, pg_schema, "actions")) == report.counts["actions"]


async def test_a_value_postgres_cannot_hold_writes_nothing(
        tmp_path: Path, pg_url: str, pg_schema: str) -> None:
    src = await build(tmp_path / "dojo.sqlite3")
    con = sqlite3.connect(src.path)
    with con:  # SQLite keeps text in an INTEGER column; PostgreSQL's BIGINT cannot
        con.execute("UPDATE actions SET created_at = 'yesterday' WHERE match_id = ? AND seq = 2",
                    (src.running,))
    con.close()
    with pytest.raises(MigrationError, match=r"actions\.created_at holds 'yesterday'"):
        await migrate(src.path, pg_url, schema=pg_schema)
    for table in ("matches", "match_seats"):  # copied before actions, rolled back with them
        assert await pg_rows(pg_url, pg_schema, table) == [], table


async def test_names_one_on_postgres_but_two_in_sqlite_are_refused(
        tmp_path: Path, pg_url: str, pg_schema: str) -> None:
    path = tmp_path / "dojo.sqlite3"
    async with await Store.open(path) as store:
        # NOCASE folds ASCII only: SQLite keeps both; lower() makes them one name.
        await store.save_deck("1", "combat", "Ärger", ["a"], now=1.0)
        await store.save_deck("1", "combat", "ärger", ["b"], now=1.0)
        assert len(await store.decks("1", "combat")) == 2
    with pytest.raises(MigrationError, match="rename one"):
        await migrate(path, pg_url, schema=pg_schema)
    assert await pg_rows(pg_url, pg_schema, "decks") == []


async def test_an_older_source_is_upgraded_in_a_copy(tmp_path: Path, pg_url: str,
                                                     pg_schema: str) -> None:
    path = tmp_path / "old.sqlite3"
    con = sqlite3.connect(path)
    for step in MIGRATIONS[:2]:
        con.executescript(step)
    con.executescript(
        "CREATE TABLE schema_version (version INTEGER NOT NULL);"
        "INSERT INTO schema_version VALUES (2);"
        "INSERT INTO matches (game, host_id, seats, turn_timeout, created_at, updated_at) "
        "VALUES ('karatekarte', '1', '[\"1\"]', 600, 1.0, 1.0);")
    con.close()
    before = digest(path)
    lines: list[str] = []
    report = await migrate(path, pg_url, schema=pg_schema, progress=lines.append)
    assert report.ok and report.counts["matches"] == 1
    assert "older than this bot's" in lines[0]
    assert digest(path) == before, "the old file is left for the old bot"
    # The upgrade (step 3 fills match_seats from matches.seats) ran on the copy.
    assert [r["player"] for r in await pg_rows(pg_url, pg_schema, "match_seats")] == ["1"]


# -- verification


async def test_a_damaged_source_is_copied_and_its_matches_reported(
        tmp_path: Path, pg_dsn: str, pg_url: str, pg_schema: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    src = await build(tmp_path / "dojo.sqlite3")
    broken, short, edited = src.finished
    con = sqlite3.connect(src.path)
    with con:
        # Still JSON, still loadable: only comparing with the replay shows it.
        assert con.execute("UPDATE matches SET snapshot = replace(snapshot, '\"emitted\":', "
                           "'\"emitted\": ') WHERE id = ?", (edited,)).rowcount == 1
        con.execute("UPDATE actions SET action = '{\"kind\":\"nonsense\"}' WHERE match_id = ? "
                    "AND seq = 3", (broken,))
        con.execute("DELETE FROM match_events WHERE match_id = ? AND seq = (SELECT MAX(seq) "
                    "FROM match_events WHERE match_id = ?)", (short, short))
    con.close()

    assert await asyncio.to_thread(run_main, src.path, pg_dsn) == 1
    out = capsys.readouterr().out
    assert f"MISMATCH: match #{broken}: its replay fails" in out
    assert f"MISMATCH: match #{short}: its replay differs from the stored events" in out
    assert f"MISMATCH: match #{edited}: its replay differs from the stored snapshot" in out
    assert "the copy stays" in out
    assert f"match #{src.running}" not in out
    assert len(await pg_rows(pg_url, pg_schema, "actions")) == len(
        sqlite_rows(src.path, "actions")), "the copy was kept"


async def test_a_table_that_differs_after_the_copy_is_reported(
        tmp_path: Path, pg_url: str, pg_schema: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The digest check is not true by construction: a conversion that changes a value on
    the way (here, settings' values) fails it."""
    import bot.migrate

    src = await build(tmp_path / "dojo.sqlite3")
    cast = bot.migrate._cast

    def lossy(value: Any, kind: str, where: str) -> Any:
        out = cast(value, kind, where)
        return out.upper() if where == "settings.value" else out

    monkeypatch.setattr(bot.migrate, "_cast", lossy)
    report = await migrate(src.path, pg_url, schema=pg_schema)
    assert report.tables_differ == ["settings"] and not report.mismatches
    assert not report.ok


# -- the command line


def test_success_prints_progress_and_a_summary(
        tmp_path: Path, pg_dsn: str, capsys: pytest.CaptureFixture[str]) -> None:
    src = asyncio.run(build(tmp_path / "dojo.sqlite3"))
    assert run_main(src.path, pg_dsn) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert "copied matches: 7 rows" in out
    assert "verified: every table and every match equals the source" in out
    assert "replayed 5 matches" in out


def _not_dojo(tmp_path: Path) -> Path:
    path = tmp_path / "other.sqlite3"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE t (x)")
    con.close()
    return path


def _newer(tmp_path: Path) -> Path:
    path = tmp_path / "newer.sqlite3"
    con = sqlite3.connect(path)
    con.executescript("CREATE TABLE schema_version (version INTEGER NOT NULL);"
                      f"INSERT INTO schema_version VALUES ({SCHEMA_VERSION + 1});")
    con.close()
    return path


@pytest.mark.parametrize(("make", "expected"), [
    (lambda tmp: tmp / "missing.sqlite3", "missing.sqlite3: no such file"),
    (lambda tmp: (tmp / "notes.txt").write_text("hello " * 200) and tmp / "notes.txt",
     "is not a Dojo database (file is not a database)"),
    (_not_dojo, "is not a Dojo database (no such table: schema_version)"),
    (_newer, f"was written by a newer Dojo (schema {SCHEMA_VERSION + 1}"),
])
def test_a_source_that_is_not_usable_is_one_line(
        tmp_path: Path, make: Any, expected: str, capsys: pytest.CaptureFixture[str]) -> None:
    # No server is needed: the source is checked before the target is touched.
    assert run_main(make(tmp_path), "postgresql://postgres@127.0.0.1:1/test") == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith("migrate: ") and expected in err


def test_an_unreachable_target_is_one_line(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "dojo.sqlite3"
    asyncio.run(_close_new(path))
    assert run_main(path, "postgresql://postgres:s3cret@127.0.0.1:1/test") == 2
    err = capsys.readouterr().err
    assert err.startswith("migrate: ") and "postgresql://postgres@127.0.0.1:1/test" in err
    assert "s3cret" not in err and err.count("\n") == 1


async def _close_new(path: Path) -> None:
    store = await Store.open(path)
    await store.close()


def test_a_target_with_data_is_one_line(tmp_path: Path, pg_dsn: str,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "dojo.sqlite3"
    asyncio.run(_one_match(path))
    assert run_main(path, pg_dsn) == 0
    capsys.readouterr()
    assert run_main(path, pg_dsn) == 2
    err = capsys.readouterr().err
    assert err == ("migrate: the target already holds data (1 matches, 1 match_seats): pass "
                   "--replace to empty it first (everything in it is lost)\n")
    assert run_main(path, pg_dsn, replace=True) == 0
    assert "emptying the target (2 rows, --replace)" in capsys.readouterr().out


async def _one_match(path: Path) -> None:
    async with await Store.open(path) as store:
        await store.create_match(game="combat", host_id="1", seats=["1"], turn_timeout=600,
                                 now=1.0)


# -- a larger database


async def _many(path: Path, n: int) -> None:
    clock = FakeClock()
    rnd = random.Random(n)
    async with await Store.open(path) as store:
        service = MatchService(store, clock=clock)
        for i in range(n):
            game = ("karatekarte", "kungfu_duel", "martial_art")[i % 3]
            match_id = await started(service, game, [str(i), str(i + n)], i)
            await play(service, match_id, rnd, steps=8, clock=clock)


async def test_five_hundred_matches(tmp_path: Path, pg_url: str, pg_schema: str) -> None:
    path = tmp_path / "dojo.sqlite3"
    begun = time.perf_counter()
    await _many(path, 500)
    built = time.perf_counter() - begun
    report: MigrationReport = await migrate(path, pg_url, schema=pg_schema)
    assert report.ok and report.replayed == 500 and report.counts["matches"] == 500
    print(f"\n500 matches: built in {built:.1f} s, migrated and verified in "
          f"{report.seconds:.1f} s ({report.counts['actions']} actions, "
          f"{report.counts['match_events']} events)")
