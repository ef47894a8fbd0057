"""Saved decks: the store's table (a forward migration), its cap, and a Combat match started
with each seat's saved decks in its options (offered at the deck choice, kept for replays)."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bot.database import StoreLike
from bot.matches import BadAction, MatchService
from bot.store import MIGRATIONS, SCHEMA_VERSION, Store
from bot.store_decks import MAX_DECKS, DeckLimit
from cogs.combat_decks import start_options
from rules.combat import GAME, CBState, Phase
from rules.combat.content import STARTERS
from rules.combat.state import SAVED
from tests.conftest import FakeClock
from tests.replay import assert_replays

HOST, GUEST = "100", "200"
FLAMME = list(STARTERS["flamme"])
GIVRE = list(STARTERS["givre"])
# A legal deck of its own: Croc's others with Givre's lambda cards.
MIXED = [*STARTERS["croc"][:10], *STARTERS["givre"][10:]]


# -- the table


async def test_save_list_get_delete(any_store: StoreLike) -> None:
    store = any_store
    assert await store.save_deck(HOST, "combat", "Fire", FLAMME, now=1.0) is False
    assert await store.save_deck(HOST, "combat", "ice", GIVRE, now=2.0) is False
    assert await store.save_deck(HOST, "combat", "Beast", MIXED, now=3.0) is False
    names = [d.name for d in await store.decks(HOST, "combat")]
    assert names == ["Beast", "Fire", "ice"], "listed by name, case aside"
    fire = await store.deck(HOST, "combat", "FIRE")
    assert fire is not None and fire.name == "Fire" and fire.cards == FLAMME
    assert (fire.created, fire.updated) == (1.0, 1.0)
    assert await store.deck(GUEST, "combat", "Fire") is None, "decks are their owner's"
    assert await store.deck(HOST, "karatekarte", "Fire") is None, "and their game's"
    assert await store.delete_deck(HOST, "combat", "fire") is True
    assert await store.delete_deck(HOST, "combat", "fire") is False
    assert [d.name for d in await store.decks(HOST, "combat")] == ["Beast", "ice"]


async def test_saving_over_a_name_replaces_the_deck_under_the_new_spelling(
        any_store: StoreLike) -> None:
    store = any_store
    await store.save_deck(HOST, "combat", "Fire", FLAMME, now=1.0)
    assert await store.save_deck(HOST, "combat", "FIRE", GIVRE, now=5.0) is True
    (deck,) = await store.decks(HOST, "combat")
    assert (deck.name, deck.cards, deck.created, deck.updated) == ("FIRE", GIVRE, 1.0, 5.0)


async def test_the_cap_refuses_a_new_deck_and_writes_nothing(any_store: StoreLike) -> None:
    store = any_store
    for n in range(MAX_DECKS):
        await store.save_deck(HOST, "combat", f"deck {n:02}", FLAMME, now=float(n))
    with pytest.raises(DeckLimit) as refused:
        await store.save_deck(HOST, "combat", "one more", FLAMME, now=99.0)
    assert refused.value.limit == MAX_DECKS
    decks = await store.decks(HOST, "combat")
    assert len(decks) == MAX_DECKS and "one more" not in {d.name for d in decks}
    # Replacing one is not a new deck; another member and another game have their own cap.
    assert await store.save_deck(HOST, "combat", "DECK 00", GIVRE, now=100.0) is True
    assert await store.save_deck(GUEST, "combat", "one more", FLAMME, now=100.0) is False
    assert await store.save_deck(HOST, "other", "one more", FLAMME, now=100.0) is False
    assert len(await store.decks(HOST, "combat")) == MAX_DECKS


async def test_two_saves_racing_for_the_last_place_cannot_both_pass_the_cap(
        any_store: StoreLike) -> None:
    store = any_store
    for n in range(MAX_DECKS - 1):
        await store.save_deck(HOST, "combat", f"deck {n:02}", FLAMME, now=float(n))
    results = await asyncio.gather(
        store.save_deck(HOST, "combat", "left", FLAMME, now=50.0),
        store.save_deck(HOST, "combat", "right", GIVRE, now=50.0), return_exceptions=True)
    assert sorted(type(r).__name__ for r in results) == ["DeckLimit", "bool"]
    assert len(await store.decks(HOST, "combat")) == MAX_DECKS


async def test_the_migration_adds_the_table_and_keeps_older_rows(db_path: Path) -> None:
    con = sqlite3.connect(db_path)
    con.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    # The schema as it was just before the decks step (later steps come after it).
    before = next(i for i, s in enumerate(MIGRATIONS) if "CREATE TABLE decks" in s)
    for step in MIGRATIONS[:before]:
        con.executescript(step)
    con.execute(f"INSERT INTO schema_version VALUES ({before})")
    con.execute("INSERT INTO matches (game, host_id, seats, turn_timeout, created_at, "
                "updated_at) VALUES ('combat', ?, ?, 60, 0, 0)", (HOST, json.dumps([HOST])))
    con.commit()
    assert con.execute("SELECT name FROM sqlite_master WHERE name = 'decks'").fetchone() is None
    con.close()
    async with await Store.open(db_path) as store:
        assert await store.schema_version() == SCHEMA_VERSION
        assert (await store.get_match(1)).host_id == HOST
        await store.save_deck(HOST, "combat", "Fire", FLAMME, now=1.0)
    async with await Store.open(db_path) as store:  # reopened: not migrated twice, kept
        assert [d.name for d in await store.decks(HOST, "combat")] == ["Fire"]


# -- starting a Combat match with the players' decks


def deck_service(store: StoreLike, clock: FakeClock) -> MatchService:
    return MatchService(store, clock=clock, prepare={"combat": start_options})


async def lobby(service: MatchService, options: dict[str, Any] | None = None) -> int:
    match = await service.create("combat", host=HOST, guild_id=1, channel_id=2,
                                 turn_timeout=3600, options=options)
    await service.join(match.id, GUEST)
    return match.id


def deck_keys(state: CBState, player: str) -> list[str | None]:
    (decision,) = [d for d in GAME.pending(state) if d.player == player]
    return [o.arg for o in decision.options]  # type: ignore[attr-defined]


async def test_r4_a_started_match_offers_each_players_saved_decks_and_replays(
        any_store: StoreLike, clock: FakeClock) -> None:
    store = any_store
    service = deck_service(store, clock)
    await store.save_deck(HOST, "combat", "Beast", MIXED, now=clock())
    await store.save_deck(HOST, "combat", "Fire", FLAMME, now=clock())
    match_id = await lobby(service)
    update = await service.start(match_id, HOST, seed=3)
    match = await service.get(match_id)
    assert match.options["saved"] == {HOST: [{"name": "Beast", "cards": MIXED},
                                             {"name": "Fire", "cards": FLAMME}]}
    state = update.state
    assert isinstance(state, CBState) and state.phase is Phase.DECKS
    assert deck_keys(state, HOST) == [*STARTERS, f"{SAVED}0", f"{SAVED}1"]
    assert deck_keys(state, GUEST) == list(STARTERS), "the guest saved none"
    choices = GAME.view(state, HOST).deck_choices
    assert [(c.name, c.saved) for c in choices if c.saved] == [("Beast", True), ("Fire", True)]
    # The host plays their own deck; deleting it afterwards changes nothing in the match.
    for player, key in ((HOST, f"{SAVED}0"), (GUEST, "croc")):
        match = await service.get(match_id)
        _, state = await service.state(match_id)
        index = deck_keys(state, player).index(key)
        await service.choose(match_id, player, match.version, index)
    await store.delete_deck(HOST, "combat", "Beast")
    _, state = await service.state(match_id)
    assert isinstance(state, CBState) and state.phase is Phase.PLAY
    host = state.sides[HOST]
    assert host.deck_name == "Beast"
    assert Counter(host.deck + host.hand) == Counter(MIXED)
    await assert_replays(service, match_id)


async def test_only_the_store_says_what_was_saved_and_illegal_rows_are_not_offered(
        any_store: StoreLike, clock: FakeClock) -> None:
    store = any_store
    service = deck_service(store, clock)
    await store.save_deck(GUEST, "combat", "Broken", FLAMME[:19], now=clock())  # past the UI
    await store.save_deck(GUEST, "combat", "Good", GIVRE, now=clock())
    forged = {"saved": {HOST: [{"name": "forged", "cards": ["frappe"] * 20}]}}
    match_id = await lobby(service, forged)
    await service.start(match_id, HOST, seed=1)
    match, state = await service.state(match_id)
    assert match.options["saved"] == {GUEST: [{"name": "Good", "cards": GIVRE}]}
    assert isinstance(state, CBState)
    assert deck_keys(state, GUEST)[-1] == f"{SAVED}0" and len(deck_keys(state, GUEST)) == 5
    assert deck_keys(state, HOST) == list(STARTERS)


async def test_a_hook_returning_bad_options_starts_nothing(any_store: StoreLike,
                                                           clock: FakeClock) -> None:
    store = any_store
    async def broken(store: StoreLike, seats: list[str], options: dict[str, Any]
                     ) -> dict[str, Any]:
        return {**options, "turn_cap": 0}

    service = MatchService(store, clock=clock, prepare={"combat": broken})
    match_id = await lobby(service)
    with pytest.raises(BadAction):
        await service.start(match_id, HOST, seed=1)
    match = await service.get(match_id)
    assert match.status == "lobby" and match.snapshot is None


async def test_games_without_a_hook_start_with_the_lobby_options(
        any_store: StoreLike, clock: FakeClock) -> None:
    store = any_store
    service = MatchService(store, clock=clock)  # no hook: Combat offers only the starters
    await store.save_deck(HOST, "combat", "Fire", FLAMME, now=clock())
    match_id = await lobby(service)
    await service.start(match_id, HOST, seed=1)
    match, state = await service.state(match_id)
    assert match.options["saved"] == {}
    assert isinstance(state, CBState) and deck_keys(state, HOST) == list(STARTERS)
