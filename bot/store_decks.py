"""The store's saved decks: each member's decks per game, by name (Combat's deck builder). A
part of :class:`bot.store.Store` (its SQL, kept apart so each file reads on its own).

Names compare without case (the column is ``COLLATE NOCASE``): saving "fire" over "Fire"
replaces it, under the new spelling. The store checks nothing about the cards: the game's
rules do (``rules.combat.content.deck_problems``) before anything is saved.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import aiosqlite
from pydantic import BaseModel

from bot.store_outbox import _immediate

T = TypeVar("T")

MAX_DECKS = 20
"""Saved decks one member may keep per game (each is offered at every deck choice, and a
Discord select shows 25 options: the four starters and these)."""


class DeckLimit(Exception):
    """Saving a new deck would pass :data:`MAX_DECKS`; nothing was written."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"at most {limit} saved decks per game")
        self.limit = limit


class DeckRow(BaseModel):
    owner: str
    game: str
    name: str
    cards: list[str]
    created: float
    updated: float


def _deck_row(row: Any) -> DeckRow:
    data = dict(row)
    data["cards"] = json.loads(data["cards"])
    return DeckRow.model_validate(data)


class DeckStore:
    if TYPE_CHECKING:  # provided by Store
        def _read(self, sql: str, args: Sequence[Any] = ()
                  ) -> contextlib.AbstractAsyncContextManager[aiosqlite.Cursor]: ...
        async def _on_thread(self, fn: Callable[[sqlite3.Connection], T]) -> T: ...

    async def save_deck(self, owner: str, game: str, name: str, cards: Sequence[str], *,
                        now: float, limit: int = MAX_DECKS) -> bool:
        """Save ``owner``'s deck ``name`` (insert, or replace the one of that name). Returns
        whether one was replaced; raises :class:`DeckLimit` (writing nothing) when it is new
        and ``owner`` already keeps ``limit`` decks for ``game``."""
        key = (owner, game, name)

        def write(db: sqlite3.Connection) -> bool:
            with _immediate(db):
                old = db.execute("SELECT 1 FROM decks WHERE owner = ? AND game = ? AND "
                                 "name = ?", key).fetchone()
                if old is None:
                    (count,) = db.execute("SELECT COUNT(*) FROM decks WHERE owner = ? AND "
                                          "game = ?", (owner, game)).fetchone()
                    if count >= limit:
                        raise DeckLimit(limit)
                db.execute(
                    "INSERT INTO decks (owner, game, name, cards, created, updated) "
                    "VALUES (?,?,?,?,?,?) ON CONFLICT (owner, game, name) DO UPDATE SET "
                    "name = excluded.name, cards = excluded.cards, updated = excluded.updated",
                    (*key, json.dumps(list(cards)), now, now))
                return old is not None

        return await self._on_thread(write)

    async def decks(self, owner: str, game: str) -> list[DeckRow]:
        """``owner``'s saved decks for ``game``, by name (case aside)."""
        async with self._read("SELECT * FROM decks WHERE owner = ? AND game = ? "
                              "ORDER BY name", (owner, game)) as cur:
            return [_deck_row(r) for r in await cur.fetchall()]

    async def deck(self, owner: str, game: str, name: str) -> DeckRow | None:
        async with self._read("SELECT * FROM decks WHERE owner = ? AND game = ? AND name = ?",
                              (owner, game, name)) as cur:
            row = await cur.fetchone()
        return None if row is None else _deck_row(row)

    async def delete_deck(self, owner: str, game: str, name: str) -> bool:
        """Forget ``owner``'s deck ``name``; whether there was one."""
        def write(db: sqlite3.Connection) -> bool:
            with _immediate(db):
                cur = db.execute("DELETE FROM decks WHERE owner = ? AND game = ? AND name = ?",
                                 (owner, game, name))
                return cur.rowcount > 0

        return await self._on_thread(write)


__all__ = ["MAX_DECKS", "DeckLimit", "DeckRow", "DeckStore"]
