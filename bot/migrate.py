"""``python -m bot migrate --from FILE --to URL [--replace]``: copy a SQLite database into
PostgreSQL, then prove the copy good.

The source is only read (a read-only connection, one read transaction, so what is copied is
one consistent moment); stop the bot first, or moves made during the copy stay behind. A
source of an older schema is upgraded in a temporary copy, never in place. The target gets
every table in one transaction (emptied first with ``replace``): a failure leaves it as it
was. Then the copy is verified: every table's rows against the source's (an order-free
digest of each row, field by field), and every started match replayed from its seed and
actions on PostgreSQL against its stored snapshot and events. A match that does not replay
is reported by id; the copy stays (it is the source's own fault, carried over faithfully).

Operator-facing only: its words are plain English, not the players' text catalog.
"""

from __future__ import annotations

import asyncio
import hashlib
import sqlite3
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import aiosqlite

from bot.schema import SCHEMA_VERSION
from bot.store import Store, StoreError

if TYPE_CHECKING:
    import argparse

    import asyncpg

    from bot.matches import MatchService
    from bot.store_pg import PgStore

TABLES: tuple[str, ...] = (
    "matches", "match_seats", "actions", "match_events", "deadlines", "outbox", "prompts",
    "settings", "decks", "characters",
)
"""What is copied, parents before the rows that reference them. ``schema_version`` is not
copied: the target's own is written by :class:`~bot.store_pg.PgStore` when it migrates."""

BATCH = 2000
"""Rows read from SQLite per fetch while streaming into PostgreSQL's COPY."""

_MOD = 1 << 128


class MigrationError(Exception):
    """The migration cannot start or cannot write; nothing was changed in the target. Its
    message is one line for the operator."""


@dataclass
class MigrationReport:
    counts: dict[str, int] = field(default_factory=dict)
    """Rows copied, per table."""
    replayed: int = 0
    """Started matches replayed from seed and actions on the target."""
    mismatches: dict[int, str] = field(default_factory=dict)
    """Matches whose replay differs from what is stored, by id: why."""
    tables_differ: list[str] = field(default_factory=list)
    """Tables whose rows on the target are not the source's."""
    emptied: bool = False
    """Whether the target held data that ``replace`` deleted."""
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not self.mismatches and not self.tables_differ


Progress = Callable[[str], None]


# ----------------------------------------------------------------------------- the source


def _check_source(path: Path) -> int:
    """The source's schema version; raises :class:`MigrationError` if it is none of ours."""
    if not path.is_file():
        raise MigrationError(f"{path}: no such file")
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            row = con.execute("SELECT version FROM schema_version").fetchone()
        finally:
            con.close()
    except sqlite3.DatabaseError as exc:
        raise MigrationError(f"{path} is not a Dojo database ({exc})") from exc
    if row is None:
        raise MigrationError(f"{path} is not a Dojo database (its schema_version is empty)")
    version = int(row[0])
    if version > SCHEMA_VERSION:
        raise MigrationError(
            f"{path} was written by a newer Dojo (schema {version}; this bot knows up to "
            f"{SCHEMA_VERSION}): upgrade the bot first")
    return version


async def _upgraded_copy(path: Path, folder: str) -> Path:
    """A copy of ``path`` brought to this bot's schema (the source itself stays as it is:
    it may still be what an older bot runs on)."""
    copy = Path(folder) / "source.sqlite3"
    src = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    dst = sqlite3.connect(copy)
    try:
        src.backup(dst)  # consistent even with a WAL file beside it
    finally:
        dst.close()
        src.close()
    try:
        store = await Store.open(copy)
    except StoreError as exc:
        raise MigrationError(f"{path} cannot be upgraded: {exc}") from exc
    await store.close()
    return copy


async def _columns_sqlite(db: aiosqlite.Connection, table: str) -> list[str]:
    async with db.execute(f"PRAGMA table_info({table})") as cur:
        return [str(r[1]) for r in await cur.fetchall()]


# ----------------------------------------------------------------------------- values


def _cast(value: Any, kind: str, where: str) -> Any:
    """``value`` as read from SQLite (whose columns take any type) in the Python type
    asyncpg's binary COPY wants for a PostgreSQL column of type ``kind``."""
    if value is None:
        return None
    if kind in ("bigint", "integer", "smallint"):
        if isinstance(value, float) and value.is_integer():
            return int(value)
        if isinstance(value, int):
            return int(value)
    elif kind in ("double precision", "real"):
        if isinstance(value, int | float):
            return float(value)
    elif kind == "text":
        if isinstance(value, str):
            return value
    elif kind == "boolean" and isinstance(value, int):
        return bool(value)
    raise MigrationError(f"{where} holds {value!r}, which a PostgreSQL {kind} column "
                         "cannot hold: nothing was written")


def _row_hash(row: tuple[Any, ...]) -> int:
    digest = hashlib.blake2b(repr(row).encode(), digest_size=16).digest()
    return int.from_bytes(digest, "big")


# ----------------------------------------------------------------------------- the copy


async def _pg_columns(conn: asyncpg.Connection, table: str) -> dict[str, str]:
    rows = await conn.fetch(
        "SELECT column_name, data_type FROM information_schema.columns "
        "WHERE table_schema = current_schema() AND table_name = $1", table)
    return {str(r[0]): str(r[1]) for r in rows}


async def _counts(conn: asyncpg.Connection) -> dict[str, int]:
    return {t: int(await conn.fetchval(f"SELECT COUNT(*) FROM {t}")) for t in TABLES}


async def _copy_table(db: aiosqlite.Connection, conn: asyncpg.Connection, table: str,
                      kinds: dict[str, str],
                      digests: dict[str, tuple[list[str], int]]) -> int:
    columns = await _columns_sqlite(db, table)
    if set(columns) != set(kinds):
        raise MigrationError(f"table {table} has columns {sorted(columns)} in SQLite but "
                             f"{sorted(kinds)} in PostgreSQL: nothing was written")
    types = [kinds[c] for c in columns]
    digest = 0

    async def rows() -> AsyncIterator[tuple[Any, ...]]:
        nonlocal digest
        async with db.execute(f"SELECT {', '.join(columns)} FROM {table}") as cur:
            while batch := await cur.fetchmany(BATCH):
                for raw in batch:
                    # The digest is of the values as SQLite holds them, so that a conversion
                    # that loses something shows on the target.
                    digest = (digest + _row_hash(tuple(raw))) % _MOD
                    yield tuple(_cast(v, k, f"{table}.{c}") for v, k, c in
                                zip(raw, types, columns, strict=True))

    status = await conn.copy_records_to_table(table, records=rows(), columns=columns)
    digests[table] = (columns, digest)
    return int(status.rsplit(" ", 1)[-1])


async def _next_id(db: aiosqlite.Connection) -> int:
    """The first id PostgreSQL may give a new match: past every id SQLite ever gave, deleted
    matches' too (AUTOINCREMENT never reuses one)."""
    async with db.execute("SELECT MAX(id) FROM matches") as cur:
        row = await cur.fetchone()
    top = int(row[0]) if row and row[0] is not None else 0
    async with db.execute("SELECT seq FROM sqlite_sequence WHERE name = 'matches'") as cur:
        row = await cur.fetchone()
    return max(top, int(row[0]) if row and row[0] is not None else 0) + 1


async def _copy(source: Path, conn: asyncpg.Connection, replace: bool,
                report: MigrationReport, progress: Progress
                ) -> dict[str, tuple[list[str], int]]:
    """Copy every table in one transaction; returns, per table, the source's columns and
    the digest of its rows."""
    import asyncpg

    held = {t: n for t, n in (await _counts(conn)).items() if n}
    if held and not replace:
        what = ", ".join(f"{n} {t}" for t, n in held.items())
        raise MigrationError(f"the target already holds data ({what}): pass --replace to "
                             "empty it first (everything in it is lost)")
    db = await aiosqlite.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True,
                                 isolation_level=None)
    digests: dict[str, tuple[list[str], int]] = {}
    try:
        await (await db.execute("BEGIN")).close()  # one moment of the source, however long
        async with conn.transaction():
            if held:
                await conn.execute(f"TRUNCATE {', '.join(TABLES)} RESTART IDENTITY")
                report.emptied = True
                progress(f"emptying the target ({sum(held.values())} rows, --replace)")
            for table in TABLES:
                n = await _copy_table(db, conn, table, await _pg_columns(conn, table), digests)
                report.counts[table] = n
                progress(f"copied {table}: {n} rows")
            next_id = await _next_id(db)
            await conn.execute("SELECT setval(pg_get_serial_sequence('matches', 'id'), $1, "
                               "false)", next_id)
            progress(f"new matches get ids from {next_id}")
    except asyncpg.UniqueViolationError as exc:
        # SQLite's NOCASE folds ASCII only; PostgreSQL's lower() folds every letter.
        raise MigrationError(f"two source rows are one on PostgreSQL ({exc.detail or exc}): "
                             "rename one in the source; nothing was written") from exc
    except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
        raise MigrationError(f"the copy failed ({type(exc).__name__}: {exc}): nothing was "
                             "written") from exc
    except sqlite3.DatabaseError as exc:
        raise MigrationError(f"{source} could not be read ({exc}): nothing was written") from exc
    finally:
        await db.close()
    return digests


# ----------------------------------------------------------------------------- verifying


async def _target_digest(conn: asyncpg.Connection, table: str, columns: list[str]) -> int:
    """The target rows' digest, each row's fields in ``columns``' order (the source's)."""
    digest = 0
    async with conn.transaction():
        async for record in conn.cursor(f"SELECT {', '.join(columns)} FROM {table}",
                                        prefetch=BATCH):
            digest = (digest + _row_hash(tuple(record))) % _MOD
    return digest


async def _verify_tables(conn: asyncpg.Connection, digests: dict[str, tuple[list[str], int]],
                         report: MigrationReport) -> None:
    counts = await _counts(conn)
    for table in TABLES:
        columns, digest = digests[table]
        if (counts[table] != report.counts[table]
                or await _target_digest(conn, table, columns) != digest):
            report.tables_differ.append(table)


async def _replay_one(service: MatchService, match_id: int) -> str | None:
    """Why the match's replay differs from what is stored (None: it does not)."""
    match = await service.get(match_id)
    state, events = await service.replay(match_id)
    if state.model_dump_json() != match.snapshot:
        return "its replay differs from the stored snapshot"
    rows = await service.store.events(match_id)
    if [r.seq for r in rows] != list(range(1, len(rows) + 1)):
        return "its stored events are not numbered 1, 2, 3..."
    stored = (service.game(match.game).parse_events("[" + ",".join(r.payload for r in rows)
                                                    + "]") if rows else [])
    if stored != events:
        return "its replay differs from the stored events"
    return None


async def _replay_all(store: PgStore, conn: asyncpg.Connection, report: MigrationReport,
                      progress: Progress) -> None:
    from bot.matches import MatchService

    service = MatchService(store)
    ids = [int(r[0]) for r in await conn.fetch(
        "SELECT id FROM matches WHERE seed IS NOT NULL ORDER BY id")]
    for n, match_id in enumerate(ids, start=1):
        try:
            why = await _replay_one(service, match_id)
        except Exception as exc:  # a damaged action, an unknown game...: that match fails
            why = f"its replay fails: {type(exc).__name__}: {exc}"
        if why is not None:
            report.mismatches[match_id] = why
        report.replayed = n
        if n % 100 == 0 or n == len(ids):
            progress(f"replayed {n}/{len(ids)} matches")


# ----------------------------------------------------------------------------- the whole


async def migrate(source: str | Path, target: str, *, replace: bool = False,
                  schema: str | None = None, progress: Progress | None = None
                  ) -> MigrationReport:
    """Copy the SQLite database ``source`` into the PostgreSQL database ``target`` (in
    ``schema``, else the DSN's own search path) and verify the copy. Raises
    :class:`MigrationError` when it cannot start or write (the target is left as it was);
    a copy that does not verify is kept and described in the report."""
    import asyncpg

    from bot.store_pg import PgStore, _redact, is_passing

    say: Progress = progress or (lambda _: None)
    started = time.perf_counter()
    report = MigrationReport()
    path = Path(source)
    version = _check_source(path)
    with tempfile.TemporaryDirectory(prefix="dojo-migrate-") as folder:
        if version < SCHEMA_VERSION:
            say(f"{path} has schema {version}, older than this bot's {SCHEMA_VERSION}: "
                "copying from an upgraded temporary copy (the file itself is left as is)")
            path = await _upgraded_copy(path, folder)
        try:
            store = await PgStore.open(target, schema=schema)
        except StoreError as exc:
            raise MigrationError(str(exc)) from exc
        except Exception as exc:
            if not is_passing(exc):
                raise
            # The bot lets a passing fault through (it tries again later); here the
            # operator is told once: the server is not there yet.
            raise MigrationError(f"cannot reach the PostgreSQL database at "
                                 f"{_redact(target)}: {exc}") from exc
        try:
            settings = {} if schema is None else {"search_path": schema}
            conn = await asyncpg.connect(target, server_settings=settings)
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            await store.close()
            raise MigrationError(f"cannot use the PostgreSQL database at {_redact(target)}: "
                                 f"{exc}") from exc
        try:
            say(f"copying {source} into {_redact(target)}")
            digests = await _copy(path, conn, replace, report, say)
            say("verifying the copy")
            await _verify_tables(conn, digests, report)
            await _replay_all(store, conn, report, say)
        finally:
            await conn.close()
            await store.close()
    report.seconds = time.perf_counter() - started
    return report


def summary(report: MigrationReport) -> list[str]:
    """The lines that close a migration's output."""
    counts = ", ".join(f"{t} {n}" for t, n in report.counts.items())
    lines = [f"copied in {report.seconds:.1f} s: {counts}",
             f"replayed {report.replayed} matches from their seeds and actions"]
    if report.ok:
        lines.append("verified: every table and every match equals the source")
        return lines
    for table in report.tables_differ:
        lines.append(f"MISMATCH: table {table} differs from the source")
    for match_id, why in report.mismatches.items():
        lines.append(f"MISMATCH: match #{match_id}: {why}")
    lines.append("the copy stays in the target as written (the matches as the source holds "
                 "them); once the cause is fixed, run again with --replace")
    return lines


def main(args: argparse.Namespace) -> int:
    """Run the migration for the command line: 0 verified, 1 copied but not verified,
    2 nothing done (the reason on one line of stderr)."""
    def say(line: str) -> None:
        print(line, flush=True)

    try:
        report = asyncio.run(migrate(args.source, args.target, replace=args.replace,
                                     progress=say))
    except MigrationError as exc:
        print(f"migrate: {' '.join(str(exc).split())}", file=sys.stderr)
        return 2
    for line in summary(report):
        say(line)
    return 0 if report.ok else 1


__all__ = ["TABLES", "MigrationError", "MigrationReport", "main", "migrate", "summary"]
