"""The store's saved characters: each member's characters per game, by name (Kung-Fu Duel's
character builder). A part of :class:`bot.store.Store` (its SQL, kept apart so each file reads
on its own), built like the saved decks of :mod:`bot.store_decks`.

Names compare without case (the column is ``COLLATE NOCASE``): saving "Lin" over "lin"
replaces it, under the new spelling. The store checks nothing about the ratings: the game's
rules do (``rules.kungfu_duel.content.character_problems``) before anything is saved, and again
when a match starts (a row is only data).
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import aiosqlite
from pydantic import BaseModel, Field

from bot.store_outbox import _immediate

T = TypeVar("T")

MAX_CHARACTERS = 20
"""Saved characters one member may keep per game: the character pick shows them after the
five ready-made fighters in one Discord select, which holds 25 options."""


class CharacterLimit(Exception):
    """Saving a new character would pass the cap; nothing was written."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"at most {limit} saved characters per game")
        self.limit = limit


class CharacterRow(BaseModel):
    owner: str
    game: str
    name: str
    ratings: list[int] = Field(default_factory=list)
    """V, D, T, P; empty when the stored data could not be read (the rules refuse it)."""
    signature: str | None = None
    concept: str = ""
    created: float
    updated: float


def _character_row(row: Any) -> CharacterRow:
    data = dict(row)
    try:
        extra = json.loads(data.pop("data"))
        if not isinstance(extra, dict):
            raise ValueError("not an object")
        return CharacterRow.model_validate({**data, **extra})
    except ValueError:
        # A damaged row must not hide the member's other characters: it is listed with no
        # ratings, which the rules refuse, so it is never offered in a match.
        return CharacterRow.model_validate(data)


class CharacterStore:
    if TYPE_CHECKING:  # provided by Store
        def _read(self, sql: str, args: Sequence[Any] = ()
                  ) -> contextlib.AbstractAsyncContextManager[aiosqlite.Cursor]: ...
        async def _on_thread(self, fn: Callable[[sqlite3.Connection], T]) -> T: ...

    async def save_character(self, owner: str, game: str, name: str, ratings: Sequence[int],
                             signature: str | None, concept: str = "", *, now: float,
                             limit: int = MAX_CHARACTERS) -> bool:
        """Save ``owner``'s character ``name`` (insert, or replace the one of that name).
        Returns whether one was replaced; raises :class:`CharacterLimit` (writing nothing)
        when it is new and ``owner`` already keeps ``limit`` characters for ``game``."""
        key = (owner, game, name)
        data = json.dumps({"ratings": list(ratings), "signature": signature,
                           "concept": concept}, ensure_ascii=False)

        def write(db: sqlite3.Connection) -> bool:
            with _immediate(db):
                old = db.execute("SELECT 1 FROM characters WHERE owner = ? AND game = ? AND "
                                 "name = ?", key).fetchone()
                if old is None:
                    (count,) = db.execute("SELECT COUNT(*) FROM characters WHERE owner = ? "
                                          "AND game = ?", (owner, game)).fetchone()
                    if count >= limit:
                        raise CharacterLimit(limit)
                db.execute(
                    "INSERT INTO characters (owner, game, name, data, created, updated) "
                    "VALUES (?,?,?,?,?,?) ON CONFLICT (owner, game, name) DO UPDATE SET "
                    "name = excluded.name, data = excluded.data, updated = excluded.updated",
                    (*key, data, now, now))
                return old is not None

        return await self._on_thread(write)

    async def characters(self, owner: str, game: str) -> list[CharacterRow]:
        """``owner``'s saved characters for ``game``, by name (case aside)."""
        async with self._read("SELECT * FROM characters WHERE owner = ? AND game = ? "
                              "ORDER BY name", (owner, game)) as cur:
            return [_character_row(r) for r in await cur.fetchall()]

    async def character(self, owner: str, game: str, name: str) -> CharacterRow | None:
        async with self._read("SELECT * FROM characters WHERE owner = ? AND game = ? AND "
                              "name = ?", (owner, game, name)) as cur:
            row = await cur.fetchone()
        return None if row is None else _character_row(row)

    async def delete_character(self, owner: str, game: str, name: str) -> bool:
        """Forget ``owner``'s character ``name``; whether there was one."""
        def write(db: sqlite3.Connection) -> bool:
            with _immediate(db):
                cur = db.execute("DELETE FROM characters WHERE owner = ? AND game = ? AND "
                                 "name = ?", (owner, game, name))
                return cur.rowcount > 0

        return await self._on_thread(write)


__all__ = ["MAX_CHARACTERS", "CharacterLimit", "CharacterRow", "CharacterStore"]
