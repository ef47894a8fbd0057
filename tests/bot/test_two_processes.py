"""Two match services on one PostgreSQL schema, as two bot processes are: what one remembers
between moves (its cache) never overrides what the other wrote."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.matches import MatchService
from bot.store_pg import PgStore
from tests.conftest import PG_POOL, FakeClock

HOST, GUEST = "101", "202"


@pytest.fixture
async def other(pg_url: str, pg_schema: str, pg_store: PgStore) -> AsyncIterator[PgStore]:
    store = await PgStore.open(pg_url, schema=pg_schema, max_size=PG_POOL)
    yield store
    await store.close()


async def _started(service: MatchService) -> int:
    lobby = await service.create("karatekarte", host=HOST, turn_timeout=600)
    await service.join(lobby.id, GUEST)
    await service.start(lobby.id, HOST, seed=2)
    return lobby.id


async def _move(service: MatchService, match_id: int) -> None:
    live = await service.live(match_id)
    (decision,) = live.decisions
    await service.choose(match_id, decision.player, live.match.version, 0,
                         decision.options[0].key)


async def test_bookkeeping_written_by_one_process_survives_the_others_next_move(
        pg_store: PgStore, other: PgStore, clock: FakeClock) -> None:
    here = MatchService(pg_store, clock=clock)
    there = MatchService(other, clock=clock)
    match_id = await _started(here)
    await _move(here, match_id)  # "here" now caches the match at this version
    live = await here.live(match_id)
    (decision,) = live.decisions
    waiting = HOST if decision.player == GUEST else GUEST
    # "there" announced the turn and could not reach the waiting player: bookkeeping only,
    # the version does not move.
    clock.advance(1)
    await there.mark_reached(match_id, [], [waiting], live.match.version)
    assert (await other.get_match(match_id)).version == live.match.version
    # The next move is made by "here", from its cache of the same version...
    await here.choose(match_id, decision.player, live.match.version, 0,
                      decision.options[0].key)
    # ...and keeps what "there" wrote.
    assert (await pg_store.get_match(match_id)).meta.unreached == {
        waiting: live.match.version}


async def test_a_cached_match_another_process_moved_is_read_again(
        pg_store: PgStore, other: PgStore, clock: FakeClock) -> None:
    here = MatchService(pg_store, clock=clock)
    there = MatchService(other, clock=clock)
    match_id = await _started(here)
    before = (await here.live(match_id)).match.version
    await _move(there, match_id)
    live = await here._load(match_id, before)  # what a button at the old version asks
    assert live.match.version == before + 1, "the other process's move is seen"
