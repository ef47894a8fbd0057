"""Saved characters: the store's table (a forward migration), its cap, and a Kung-Fu Duel match
started with each seat's saved characters in its options (offered at the character pick, kept
for replays)."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.database import StoreLike
from bot.matches import MatchService
from bot.store import MIGRATIONS, SCHEMA_VERSION, Store
from bot.store_characters import MAX_CHARACTERS, CharacterLimit
from cogs.kungfu_duel_characters import GAME_ID, start_options
from rules.kungfu_duel import GAME, KFState, Phase
from rules.kungfu_duel.state import SAVED
from tests.conftest import FakeClock, raw
from tests.replay import assert_replays

HOST, GUEST = "100", "200"
PRESET_KEYS = ["tigre_de_fer", "grue_blanche", "serpent_de_jade", "vieux_maitre_ivre",
               "moine_de_bronze"]
LIN = [9, 8, 5, 3]  # 45 + 50 + 31 + 22 = 148 points
BAO = [13, 9, 2, 1]  # 91 + 61 + 7 + 1 = 160 points


# -- the table


async def test_save_list_get_delete(any_store: StoreLike) -> None:
    store = any_store
    assert await store.save_character(HOST, GAME_ID, "Lin", LIN, "M01", "a swordswoman",
                                      now=1.0) is False
    assert await store.save_character(HOST, GAME_ID, "bao", BAO, None, now=2.0) is False
    assert await store.save_character(HOST, GAME_ID, "Ying", LIN, "M08", now=3.0) is False
    names = [c.name for c in await store.characters(HOST, GAME_ID)]
    assert names == ["bao", "Lin", "Ying"], "listed by name, case aside"
    lin = await store.character(HOST, GAME_ID, "LIN")
    assert lin is not None and lin.name == "Lin"
    assert (lin.ratings, lin.signature, lin.concept) == (LIN, "M01", "a swordswoman")
    assert (lin.created, lin.updated) == (1.0, 1.0)
    bao = await store.character(HOST, GAME_ID, "Bao")
    assert bao is not None and (bao.ratings, bao.signature, bao.concept) == (BAO, None, "")
    assert await store.character(GUEST, GAME_ID, "Lin") is None, "characters are their owner's"
    assert await store.character(HOST, "other", "Lin") is None, "and their game's"
    assert await store.delete_character(HOST, GAME_ID, "lin") is True
    assert await store.delete_character(HOST, GAME_ID, "lin") is False
    assert [c.name for c in await store.characters(HOST, GAME_ID)] == ["bao", "Ying"]


async def test_characters_and_decks_of_one_name_are_apart(any_store: StoreLike) -> None:
    store = any_store
    await store.save_character(HOST, GAME_ID, "Fire", LIN, None, now=1.0)
    assert await store.decks(HOST, GAME_ID) == []
    assert await store.delete_deck(HOST, GAME_ID, "Fire") is False
    assert [c.name for c in await store.characters(HOST, GAME_ID)] == ["Fire"]


async def test_saving_over_a_name_replaces_the_character_under_the_new_spelling(
        any_store: StoreLike) -> None:
    store = any_store
    await store.save_character(HOST, GAME_ID, "Lin", LIN, "M01", "old", now=1.0)
    assert await store.save_character(HOST, GAME_ID, "LIN", BAO, None, "new", now=5.0) is True
    (row,) = await store.characters(HOST, GAME_ID)
    assert (row.name, row.ratings, row.signature, row.concept) == ("LIN", BAO, None, "new")
    assert (row.created, row.updated) == (1.0, 5.0)


async def test_the_cap_refuses_a_new_character_and_writes_nothing(any_store: StoreLike) -> None:
    store = any_store
    for n in range(MAX_CHARACTERS):
        await store.save_character(HOST, GAME_ID, f"hero {n:02}", LIN, None, now=float(n))
    with pytest.raises(CharacterLimit) as refused:
        await store.save_character(HOST, GAME_ID, "one more", LIN, None, now=99.0)
    assert refused.value.limit == MAX_CHARACTERS == 20
    rows = await store.characters(HOST, GAME_ID)
    assert len(rows) == MAX_CHARACTERS and "one more" not in {c.name for c in rows}
    # Replacing one is not a new character; another member and another game have their own.
    assert await store.save_character(HOST, GAME_ID, "HERO 00", BAO, None, now=100.0) is True
    assert await store.save_character(GUEST, GAME_ID, "one more", LIN, None, now=100.0) is False
    assert await store.save_character(HOST, "other", "one more", LIN, None, now=100.0) is False
    assert len(await store.characters(HOST, GAME_ID)) == MAX_CHARACTERS


async def test_two_saves_racing_for_the_last_place_cannot_both_pass_the_cap(
        any_store: StoreLike) -> None:
    store = any_store
    for n in range(MAX_CHARACTERS - 1):
        await store.save_character(HOST, GAME_ID, f"hero {n:02}", LIN, None, now=float(n))
    results = await asyncio.gather(
        store.save_character(HOST, GAME_ID, "left", LIN, None, now=50.0),
        store.save_character(HOST, GAME_ID, "right", BAO, None, now=50.0),
        return_exceptions=True)
    assert sorted(type(r).__name__ for r in results) == ["CharacterLimit", "bool"]
    assert len(await store.characters(HOST, GAME_ID)) == MAX_CHARACTERS


async def test_a_damaged_row_is_listed_without_ratings(any_store: StoreLike) -> None:
    store = any_store
    await store.save_character(HOST, GAME_ID, "Lin", LIN, None, now=1.0)
    await raw(store, "INSERT INTO characters VALUES (?, ?, 'Broken', '[1, 2', 2, 2)",
              HOST, GAME_ID)
    await raw(store, "INSERT INTO characters VALUES (?, ?, 'List', '[1, 2, 3, 4]', 2, 2)",
              HOST, GAME_ID)
    rows = {c.name: c for c in await store.characters(HOST, GAME_ID)}
    assert set(rows) == {"Broken", "Lin", "List"}
    assert rows["Broken"].ratings == rows["List"].ratings == [] and rows["Lin"].ratings == LIN


def _characters_step() -> int:
    (index,) = [i for i, step in enumerate(MIGRATIONS) if "CREATE TABLE characters" in step]
    return index


async def test_the_migration_adds_the_table_and_keeps_older_rows(db_path: Path) -> None:
    step = _characters_step()
    con = sqlite3.connect(db_path)
    con.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    for older in MIGRATIONS[:step]:
        con.executescript(older)
    con.execute(f"INSERT INTO schema_version VALUES ({step})")
    con.execute("INSERT INTO matches (game, host_id, seats, turn_timeout, created_at, "
                "updated_at) VALUES ('kungfu_duel', ?, ?, 60, 0, 0)",
                (HOST, json.dumps([HOST])))
    con.execute("INSERT INTO decks VALUES (?, 'combat', 'Fire', '[]', 0, 0)", (HOST,))
    con.commit()
    assert con.execute("SELECT name FROM sqlite_master WHERE name = 'characters'"
                       ).fetchone() is None
    con.close()
    async with await Store.open(db_path) as store:
        assert await store.schema_version() == SCHEMA_VERSION
        assert (await store.get_match(1)).host_id == HOST
        assert [d.name for d in await store.decks(HOST, "combat")] == ["Fire"]
        await store.save_character(HOST, GAME_ID, "Lin", LIN, "M01", now=1.0)
    async with await Store.open(db_path) as store:  # reopened: not migrated twice, kept
        assert [c.name for c in await store.characters(HOST, GAME_ID)] == ["Lin"]


# -- starting a Kung-Fu Duel match with the players' characters


def character_service(store: StoreLike, clock: FakeClock) -> MatchService:
    return MatchService(store, clock=clock, games={GAME_ID: GAME},
                        prepare={GAME_ID: start_options})


async def lobby(service: MatchService, options: dict[str, Any] | None = None) -> int:
    match = await service.create(GAME_ID, host=HOST, guild_id=1, channel_id=2,
                                 turn_timeout=3600, options=options)
    await service.join(match.id, GUEST)
    return match.id


def pick_keys(state: KFState, player: str) -> list[str | None]:
    (decision,) = [d for d in GAME.pending(state) if d.player == player]
    return [o.arg for o in decision.options]  # type: ignore[attr-defined]


async def test_a_started_match_offers_each_players_saved_characters_and_replays(
        any_store: StoreLike, clock: FakeClock) -> None:
    store = any_store
    service = character_service(store, clock)
    await store.save_character(HOST, GAME_ID, "Lin", LIN, "M01", "a swordswoman", now=clock())
    await store.save_character(HOST, GAME_ID, "Bao", BAO, None, now=clock())
    match_id = await lobby(service)
    update = await service.start(match_id, HOST, seed=3)
    match = await service.get(match_id)
    assert match.options["saved"] == {HOST: [
        {"name": "Bao", "ratings": BAO, "signature": None},
        {"name": "Lin", "ratings": LIN, "signature": "M01"}]}, "no concept: rules need none"
    state = update.state
    assert isinstance(state, KFState) and state.phase is Phase.PICK
    assert pick_keys(state, HOST) == [*PRESET_KEYS, f"{SAVED}0", f"{SAVED}1"]
    assert pick_keys(state, GUEST) == PRESET_KEYS, "the guest saved none"
    choices = GAME.view(state, HOST).pick_choices
    assert [(c.name, c.saved) for c in choices if c.saved] == [("Bao", True), ("Lin", True)]
    # The host fights as Lin; deleting Lin afterwards changes nothing in the match.
    for player, key in ((HOST, f"{SAVED}1"), (GUEST, "moine_de_bronze")):
        match = await service.get(match_id)
        _, state = await service.state(match_id)
        index = pick_keys(state, player).index(key)
        await service.choose(match_id, player, match.version, index)
    await store.delete_character(HOST, GAME_ID, "Lin")
    _, state = await service.state(match_id)
    assert isinstance(state, KFState) and state.phase is Phase.PLAN
    host = next(f for f in state.fighters if f.player == HOST)
    assert (host.character, host.ratings, host.signature) == ("Lin", LIN, "M01")
    assert host.front.materiel is not None and host.front.materiel.id == "M01"
    await assert_replays(service, match_id)


async def test_only_the_store_says_what_was_saved_and_illegal_rows_are_not_offered(
        any_store: StoreLike, clock: FakeClock) -> None:
    store = any_store
    service = character_service(store, clock)
    # Past the builder: 91 + 115 + 139 + 187 points, a rating of 14, a Terrain as signature.
    await store.save_character(GUEST, GAME_ID, "Greedy", [13, 13, 13, 13], None, now=clock())
    await store.save_character(GUEST, GAME_ID, "Huge", [14, 1, 1, 1], None, now=clock())
    await store.save_character(GUEST, GAME_ID, "Odd", LIN, "T01", now=clock())
    await store.save_character(GUEST, GAME_ID, "Good", BAO, "M03", now=clock())
    forged = {"saved": {HOST: [{"name": "forged", "ratings": [13, 13, 13, 13],
                                "signature": None}]}}
    match_id = await lobby(service, forged)
    await service.start(match_id, HOST, seed=1)
    match, state = await service.state(match_id)
    assert match.options["saved"] == {GUEST: [{"name": "Good", "ratings": BAO,
                                               "signature": "M03"}]}
    assert isinstance(state, KFState)
    assert pick_keys(state, GUEST) == [*PRESET_KEYS, f"{SAVED}0"]
    assert pick_keys(state, HOST) == PRESET_KEYS


async def test_a_full_roster_fits_the_pick(any_store: StoreLike, clock: FakeClock) -> None:
    """The cap (20) and the five ready-made fighters fill one select of 25 options."""
    store = any_store
    service = character_service(store, clock)
    for n in range(MAX_CHARACTERS):
        await store.save_character(HOST, GAME_ID, f"hero {n:02}", LIN, None, now=clock())
    match_id = await lobby(service)
    await service.start(match_id, HOST, seed=2)
    _, state = await service.state(match_id)
    assert isinstance(state, KFState)
    keys = pick_keys(state, HOST)
    assert len(keys) == 25 and keys[-1] == f"{SAVED}{MAX_CHARACTERS - 1}"
