"""The PostgreSQL store's saved decks and characters: a part of :class:`bot.store_pg.PgStore`,
mirroring :mod:`bot.store_decks` and :mod:`bot.store_characters` (their rows, errors and caps).

Names compare without case, through the unique index on ``lower(name)``: saving "fire" over
"Fire" replaces it, under the new spelling. Lists are ordered by ``lower(name)`` byte by byte,
as SQLite's NOCASE orders them.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import asyncpg

from bot.store_characters import MAX_CHARACTERS, CharacterLimit, CharacterRow, _character_row
from bot.store_decks import MAX_DECKS, DeckLimit, DeckRow, _deck_row

_TABLES = {"decks": "cards", "characters": "data"}
"""Each table and the column holding its JSON (the only place a table name is picked)."""


def _int4(n: int) -> int:
    """``n`` folded into PostgreSQL's int4 (advisory locks take two of them)."""
    return (n + 2**31) % 2**32 - 2**31


class PgProfileStore:
    if TYPE_CHECKING:  # provided by PgStore
        _pool: asyncpg.Pool
        _profile_ns: int

    async def _save(self, table: str, owner: str, game: str, name: str, value: str, *,
                    now: float, limit: int, refuse: Callable[[int], Exception]) -> bool:
        """Insert or replace ``owner``'s row ``name``; whether one was replaced. A new row
        past ``limit`` raises ``refuse(limit)`` and writes nothing.

        Counting then inserting would let two saves racing for the last place both pass
        (READ COMMITTED), so the owner's rows of the game are locked first: one transaction
        lock per owner and game, whichever process saves."""
        column = _TABLES[table]
        key = _int4(zlib.crc32(f"{table}\0{owner}\0{game}".encode()))
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1, $2)", self._profile_ns, key)
            old = await conn.fetchval(
                f"SELECT 1 FROM {table} WHERE owner = $1 AND game = $2 AND "
                "lower(name) = lower($3)", owner, game, name)
            if old is None:
                count = await conn.fetchval(
                    f"SELECT COUNT(*) FROM {table} WHERE owner = $1 AND game = $2",
                    owner, game)
                if count >= limit:
                    raise refuse(limit)
            await conn.execute(
                f"INSERT INTO {table} (owner, game, name, {column}, created, updated) "
                "VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (owner, game, lower(name)) DO "
                f"UPDATE SET name = excluded.name, {column} = excluded.{column}, "
                "updated = excluded.updated", owner, game, name, value, now)
        return old is not None

    async def _rows(self, table: str, owner: str, game: str) -> list[Any]:
        return list(await self._pool.fetch(
            f"SELECT * FROM {_known(table)} WHERE owner = $1 AND game = $2 "
            'ORDER BY lower(name) COLLATE "C"', owner, game))

    async def _row(self, table: str, owner: str, game: str, name: str) -> Any:
        return await self._pool.fetchrow(
            f"SELECT * FROM {_known(table)} WHERE owner = $1 AND game = $2 AND "
            "lower(name) = lower($3)", owner, game, name)

    async def _delete(self, table: str, owner: str, game: str, name: str) -> bool:
        status = await self._pool.execute(
            f"DELETE FROM {_known(table)} WHERE owner = $1 AND game = $2 AND "
            "lower(name) = lower($3)", owner, game, name)
        return int(status.rsplit(" ", 1)[-1]) > 0

    # -- decks

    async def save_deck(self, owner: str, game: str, name: str, cards: Sequence[str], *,
                        now: float, limit: int = MAX_DECKS) -> bool:
        """Save ``owner``'s deck ``name`` (insert, or replace the one of that name). Returns
        whether one was replaced; raises :class:`DeckLimit` (writing nothing) when it is new
        and ``owner`` already keeps ``limit`` decks for ``game``."""
        return await self._save("decks", owner, game, name, json.dumps(list(cards)), now=now,
                                limit=limit, refuse=DeckLimit)

    async def decks(self, owner: str, game: str) -> list[DeckRow]:
        """``owner``'s saved decks for ``game``, by name (case aside)."""
        return [_deck_row(r) for r in await self._rows("decks", owner, game)]

    async def deck(self, owner: str, game: str, name: str) -> DeckRow | None:
        row = await self._row("decks", owner, game, name)
        return None if row is None else _deck_row(row)

    async def delete_deck(self, owner: str, game: str, name: str) -> bool:
        """Forget ``owner``'s deck ``name``; whether there was one."""
        return await self._delete("decks", owner, game, name)

    # -- characters

    async def save_character(self, owner: str, game: str, name: str, ratings: Sequence[int],
                             signature: str | None, concept: str = "", *, now: float,
                             limit: int = MAX_CHARACTERS) -> bool:
        """Save ``owner``'s character ``name`` (insert, or replace the one of that name).
        Returns whether one was replaced; raises :class:`CharacterLimit` (writing nothing)
        when it is new and ``owner`` already keeps ``limit`` characters for ``game``."""
        data = json.dumps({"ratings": list(ratings), "signature": signature,
                           "concept": concept}, ensure_ascii=False)
        return await self._save("characters", owner, game, name, data, now=now, limit=limit,
                                refuse=CharacterLimit)

    async def characters(self, owner: str, game: str) -> list[CharacterRow]:
        """``owner``'s saved characters for ``game``, by name (case aside)."""
        return [_character_row(r) for r in await self._rows("characters", owner, game)]

    async def character(self, owner: str, game: str, name: str) -> CharacterRow | None:
        row = await self._row("characters", owner, game, name)
        return None if row is None else _character_row(row)

    async def delete_character(self, owner: str, game: str, name: str) -> bool:
        """Forget ``owner``'s character ``name``; whether there was one."""
        return await self._delete("characters", owner, game, name)


def _known(table: str) -> str:
    """``table`` if it is one of :data:`_TABLES` (table names are spliced into SQL)."""
    if table not in _TABLES:
        raise ValueError(f"not a profile table: {table}")
    return table


__all__ = ["PgProfileStore"]
