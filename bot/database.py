"""Which store a ``DOJO_DATABASE`` names: a SQLite file (the default, one process) or a
PostgreSQL server (``postgresql://...``: several bot processes share it). Both stores have the
same methods; callers hold a :data:`StoreLike` and never ask which one it is, except through
``store.shared`` (other processes write to it too)."""

from __future__ import annotations

import sqlite3
import sys
from typing import TYPE_CHECKING, TypeAlias

from bot.store import Store, is_busy

if TYPE_CHECKING:
    from bot.store_pg import PgStore

StoreLike: TypeAlias = "Store | PgStore"

_POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def is_postgres(target: str) -> bool:
    """Does ``target`` name a PostgreSQL server rather than a SQLite file?"""
    return target.strip().lower().startswith(_POSTGRES_SCHEMES)


def passing_fault(exc: BaseException) -> bool:
    """Is ``exc`` a fault that passes (a locked SQLite file, a lost or refused PostgreSQL
    connection, a serialization failure, an I/O error): trying again in a moment works."""
    if isinstance(exc, sqlite3.OperationalError | OSError):
        return True
    if "asyncpg" in sys.modules:  # only a PostgreSQL store can have raised its errors
        from bot.store_pg import is_passing

        return is_passing(exc)
    return False


def busy(exc: BaseException) -> bool:
    """Is ``exc`` the database being busy or out of reach for a moment (what a player is
    told as "busy, try again": nothing was changed)? Discord's own network errors are not."""
    if is_busy(exc):
        return True
    if "asyncpg" in sys.modules and not isinstance(exc, OSError):
        from bot.store_pg import is_passing

        return is_passing(exc)
    return False


async def open_store(target: str) -> StoreLike:
    """Open (and migrate) the store ``target`` names."""
    if is_postgres(target):
        # Imported here: a bot on a SQLite file never loads the PostgreSQL driver.
        from bot.store_pg import PgStore

        return await PgStore.open(target.strip())
    return await Store.open(target)


__all__ = ["StoreLike", "busy", "is_postgres", "open_store", "passing_fault"]
