"""Lists that scale: seats in their own indexed table (migrated from old databases), a
member's matches filtered and paged in SQL, the lobby cap and lobby expiry in the service."""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from bot.database import StoreLike
from bot.lobbies import DEFAULT_LOBBY_TTL, MAX_OPEN_LOBBIES
from bot.matches import LobbyError, MatchService, NoSuchMatch
from bot.store import MIGRATIONS, MatchRow, StaleVersion, Store
from tests.conftest import FakeClock, raw

HOST, GUEST, OTHER = "100", "200", "300"


async def seats_table(store: StoreLike, match_id: int) -> list[str]:
    rows = await raw(store, "SELECT player FROM match_seats WHERE match_id = ? ORDER BY seat",
                     match_id)
    return [r[0] for r in rows]


async def test_the_migration_copies_the_seats_of_existing_matches(db_path: Path) -> None:
    con = sqlite3.connect(db_path)
    con.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    for step in MIGRATIONS[:2]:
        con.executescript(step)
    con.execute("INSERT INTO schema_version VALUES (2)")
    con.execute("INSERT INTO matches (game, host_id, seats, turn_timeout, created_at, "
                "updated_at) VALUES ('karatekarte', '1', '[\"1\",\"2\"]', 60, 0, 0)")
    con.commit()
    con.close()
    async with await Store.open(db_path) as store:
        assert await seats_table(store, 1) == ["1", "2"]
        rows, total = await store.summaries(player="2")
        assert total == 1 and rows[0].id == 1
        async with store._db.execute(
                "EXPLAIN QUERY PLAN SELECT match_id FROM match_seats WHERE player = '2'") as cur:
            plan = " ".join(str(tuple(r)) for r in await cur.fetchall())
        assert "match_seats_by_player" in plan, plan


async def test_seats_are_written_with_the_match(any_service: MatchService) -> None:
    service = any_service
    m = await service.create("karatekarte", host=HOST, turn_timeout=600)
    assert await seats_table(service.store, m.id) == [HOST]
    await service.join(m.id, GUEST)
    assert await seats_table(service.store, m.id) == [HOST, GUEST]
    await service.leave(m.id, GUEST)
    assert await seats_table(service.store, m.id) == [HOST]


async def test_summaries_are_the_members_matches_in_the_guild_paged(
        any_service: MatchService) -> None:
    service = any_service
    mine = []
    for n in range(23):
        m = await service.create("karatekarte", host=HOST if n % 2 else GUEST, guild_id=1,
                                 turn_timeout=600)
        await service.join(m.id, GUEST if n % 2 else HOST)
        await service.start(m.id, m.host_id, seed=n)
        mine.append(m.id)
    elsewhere = await service.create("karatekarte", host=HOST, guild_id=2, turn_timeout=600)
    theirs = await service.create("karatekarte", host=OTHER, guild_id=1, turn_timeout=600)
    lobby = await service.create("karatekarte", host=HOST, guild_id=1, turn_timeout=600)
    ended = await service.create("karatekarte", host=HOST, guild_id=1, turn_timeout=600)
    await service.cancel(ended.id, HOST)
    seen: list[int] = []
    for page in range(3):
        rows, total = await service.running_for(1, HOST, limit=10, offset=page * 10)
        assert total == 24
        seen += [r.id for r in rows]
    assert seen == sorted([*mine, lobby.id], reverse=True), "newest first, each once"
    assert elsewhere.id not in seen and theirs.id not in seen and ended.id not in seen


async def test_one_member_hosts_at_most_five_open_lobbies(any_service: MatchService) -> None:
    service = any_service
    lobbies = [await service.create("karatekarte", host=HOST, turn_timeout=600)
               for _ in range(MAX_OPEN_LOBBIES)]
    with pytest.raises(LobbyError) as refused:
        await service.create("karatekarte", host=HOST, turn_timeout=600)
    assert refused.value.key == "core.error.too_many_lobbies"
    await service.create("karatekarte", host=GUEST, turn_timeout=600)  # others still can
    await service.cancel(lobbies[0].id, HOST)
    await service.join(lobbies[1].id, GUEST)
    await service.start(lobbies[1].id, HOST, seed=1)
    await service.create("karatekarte", host=HOST, turn_timeout=600)
    await service.create("karatekarte", host=HOST, turn_timeout=600)
    with pytest.raises(LobbyError):
        await service.create("karatekarte", host=HOST, turn_timeout=600)


async def test_lobbies_expire_after_their_ttl(any_store: StoreLike, clock: FakeClock) -> None:
    store = any_store
    service = MatchService(store, clock=clock, lobby_ttl=DEFAULT_LOBBY_TTL)
    old = await service.create("karatekarte", host=HOST, turn_timeout=600)
    started = await service.create("karatekarte", host=GUEST, turn_timeout=600)
    await service.join(started.id, HOST)
    await service.start(started.id, GUEST, seed=3)
    clock.advance(3 * 86400)
    young = await service.create("karatekarte", host=OTHER, turn_timeout=600)
    assert await service.lobby_wakeup() == old.created_at + DEFAULT_LOBBY_TTL
    clock.advance(4 * 86400 - 1)
    assert await service.expire_lobbies() == []
    clock.advance(1)
    (expired,) = await service.expire_lobbies()
    assert expired.id == old.id and expired.status == "aborted"
    assert (await service.get(young.id)).status == "lobby"
    assert (await service.get(started.id)).status == "running"
    assert await service.lobby_wakeup() == young.created_at + DEFAULT_LOBBY_TTL
    assert await service.expire_lobbies() == [], "expired once"


async def test_a_lobby_another_process_started_is_not_closed_by_this_ones_expiry(
        any_store: StoreLike, reopen: Callable[[], Awaitable[StoreLike]],
        clock: FakeClock, monkeypatch: pytest.MonkeyPatch) -> None:
    here = MatchService(any_store, clock=clock, lobby_ttl=DEFAULT_LOBBY_TTL)
    there = MatchService(await reopen(), clock=clock, lobby_ttl=DEFAULT_LOBBY_TTL)
    lobby = await here.create("karatekarte", host=HOST, turn_timeout=600)
    await here.join(lobby.id, GUEST)
    clock.advance(DEFAULT_LOBBY_TTL + 1)
    # "here" reads the lobby as open; "there" starts it before "here" closes it.
    read = here.get

    async def get_then_other_starts(match_id: int) -> MatchRow:
        row = await read(match_id)
        await there.start(lobby.id, HOST, seed=1)
        return row

    monkeypatch.setattr(here, "get", get_then_other_starts)
    assert await here.expire_lobbies() == []
    assert (await there.get(lobby.id)).status == "running"
    with pytest.raises(StaleVersion):
        await any_store.update_match(lobby.id, status="aborted", expected_status="lobby",
                                     now=clock())


async def test_a_match_id_past_sqlite_integers_is_no_match(any_service: MatchService) -> None:
    service = any_service
    with pytest.raises(NoSuchMatch):
        await service.get(2**64)
    with pytest.raises(NoSuchMatch):
        await service.join(2**70, GUEST)
