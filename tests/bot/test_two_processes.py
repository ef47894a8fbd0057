"""Two match services on one PostgreSQL schema, as two bot processes are: what one remembers
between moves (its cache) never overrides what the other wrote."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.matches import MatchService
from bot.rows import DeadlineRow, MatchRow
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


async def test_a_stale_copy_of_a_deadline_keeps_its_reminder_and_postponement(
        pg_store: PgStore) -> None:
    """A process writing a continuing stretch's deadline from its cache does not undo
    another process's reminder (sent twice) or postponement (fired again at once)."""
    m = await pg_store.create_match(game="karatekarte", host_id=HOST, turn_timeout=60,
                                    now=1.0)
    row = DeadlineRow(match_id=m.id, player=HOST, version=0, due_at=50.0, remind_at=25.0,
                      reminded=False, started=0)
    await pg_store.record(m.id, expected_version=0, snapshot="{}", now=1.0, deadlines=[row])
    assert await pg_store.mark_reminded(m.id, HOST, 0)
    await pg_store.postpone(m.id, HOST, 80.0, was=50.0)
    cached = row.model_copy(update={"version": 1})  # the same stretch, from a stale cache
    await pg_store.record(m.id, expected_version=0, snapshot="{}", action="{}", player=HOST,
                          now=2.0, deadlines=[cached])
    (kept,) = await pg_store.deadlines(m.id)
    assert kept.reminded and kept.due_at == 80.0 and kept.version == 1
    fresh = cached.model_copy(update={"version": 2, "started": 2, "due_at": 90.0})
    await pg_store.record(m.id, expected_version=1, snapshot="{}", action="{}", player=HOST,
                          now=3.0, deadlines=[fresh])
    (new,) = await pg_store.deadlines(m.id)
    assert not new.reminded and new.due_at == 90.0, "a new stretch starts afresh"


async def test_bookkeeping_read_before_another_process_moves_is_read_again(
        pg_store: PgStore, other: PgStore, clock: FakeClock,
        monkeypatch: pytest.MonkeyPatch) -> None:
    here = MatchService(pg_store, clock=clock)
    there = MatchService(other, clock=clock)
    match_id = await _started(here)
    live = await there.live(match_id)
    (decision,) = live.decisions
    await there.expire_due(now=(await other.deadlines(match_id))[0].due_at + 1)
    assert (await other.get_match(match_id)).meta.timeouts == {decision.player: 1}
    read = here.get
    moved = False

    async def read_then_other_moves(match_id: int) -> MatchRow:
        nonlocal moved
        row = await read(match_id)
        if not moved:  # "there" plays between our read and our write
            moved = True
            await _move(there, match_id)
        return row

    monkeypatch.setattr(here, "get", read_then_other_moves)
    await here.mark_reached(match_id, [], [GUEST], live.match.version)
    meta = (await pg_store.get_match(match_id)).meta
    assert meta.unreached == {GUEST: live.match.version}
    mover = GUEST if decision.player == HOST else HOST  # the timeout passed the turn
    assert meta.timeouts == {decision.player: 1, mover: 0}, "the move's own count is kept"
