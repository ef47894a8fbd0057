"""Events out of the snapshot, one write per move, and the outbox, at the store and service
level: old databases are migrated, each move writes its events and a notice in the same
transaction, a delivery clears only what it saw, and the stored values stay small."""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from bot.database import StoreLike
from bot.errors import OutOfDate
from bot.matches import MatchService
from bot.store import MIGRATIONS, Notice, Store
from rules.karatekarte import GAME
from tests.bot.playing import play
from tests.conftest import FakeClock, raw
from tests.replay import assert_replays

HOST, GUEST = "100", "200"


async def started(service: MatchService, game: str = "karatekarte", players: int = 2,
                  **options: object) -> int:
    m = await service.create(game, host=HOST, turn_timeout=3600, capacity=players,
                             options=dict(options) or None)
    for guest in (GUEST, "300", "400")[: players - 1]:
        await service.join(m.id, guest)
    update = await service.start(m.id, HOST, seed=3)
    return update.match.id


async def test_the_migration_moves_old_logs_into_the_event_table(db_path: Path) -> None:
    """A match saved by the previous bot (its whole log in the snapshot, ``log_posted`` in
    its meta) keeps every event, numbered from 1, and goes on where it was."""
    state = GAME.setup([HOST, GUEST], 4)
    for _ in range(30):
        state = GAME.apply(state, GAME.pending(state)[0].options[0])
    old = json.loads(state.model_dump_json())
    events = [e for step in [old["log"]] for e in step]
    old.pop("emitted")
    old["log"] = events  # the old bot kept them all (here: the tail, enough to check)
    con = sqlite3.connect(db_path)
    con.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    for step in MIGRATIONS[:3]:
        con.executescript(step)
    con.execute("INSERT INTO schema_version VALUES (3)")
    con.execute("INSERT INTO matches (game, host_id, seats, turn_timeout, status, snapshot, "
                "version, seed, meta, created_at, updated_at) VALUES ('karatekarte', ?, ?, "
                "60, 'running', ?, ?, 4, ?, 0, 0)",
                (HOST, json.dumps([HOST, GUEST]), json.dumps(old), state.version,
                 json.dumps({"log_posted": 2})))
    con.commit()
    con.close()
    async with await Store.open(db_path) as store:
        service = MatchService(store, clock=FakeClock())
        match, loaded = await service.state(1)
        assert loaded.emitted == len(events) and match.told == 2
        stored = await service.events(match)
        assert [e.model_dump(mode="json") for e in stored] == events
        assert [r.seq for r in await store.events(1)] == list(range(1, len(events) + 1))
        await play(service, 1, random.Random(0), steps=30)  # and it goes on, numbering on
        rows = await store.events(1)
        assert [r.seq for r in rows] == list(range(1, len(rows) + 1)) and len(rows) > len(events)


async def test_a_move_writes_its_events_and_a_notice_in_one_transaction(
        any_service: MatchService) -> None:
    service = any_service
    match_id = await started(service)
    owed = await service.store.owed(match_id)
    assert owed is not None and [n.serial for n in owed.notices] == [1]
    assert owed.notices[0].new_turns and owed.notices[0].version == 0
    live = await service.live(match_id)
    decision = live.decisions[0]
    update = await service.choose(match_id, decision.player, live.match.version, 0)
    owed = await service.store.owed(match_id)
    assert owed is not None and [n.serial for n in owed.notices] == [1, 2]
    assert update.serials == [2]
    rows = await service.store.events(match_id)
    assert rows[-1].seq == update.emitted == update.state.emitted
    assert [r for r in rows if r.version == update.match.version] != []
    await assert_replays(service, match_id)


async def test_a_failed_write_leaves_no_event_and_no_notice(
        any_service: MatchService, reopen: Callable[[], Awaitable[StoreLike]]) -> None:
    service = any_service
    match_id = await started(service)
    before = await service.store.events(match_id)
    owed = await service.store.owed(match_id)
    live = await service.live(match_id)
    other = await reopen()  # another process bumps the version behind our back
    await other.update_match(match_id, now=0.0, version=live.match.version + 1)
    with pytest.raises(OutOfDate):  # Raced, since another process wrote it
        await service.submit(match_id, live.decisions[0].player,
                             live.decisions[0].options[0], live.match.version)
    assert await service.store.events(match_id) == before
    assert await service.store.owed(match_id) == owed


async def test_a_delivery_clears_only_the_notices_it_saw(any_service: MatchService) -> None:
    service = any_service
    match_id = await started(service)
    await play(service, match_id, random.Random(1), steps=2)
    owed = await service.store.owed(match_id)
    assert owed is not None and owed.serial == 3
    await play(service, match_id, random.Random(2), steps=1)  # a move while it is delivered
    assert not await service.store.delivered(match_id, owed.serial, told=5)
    left = await service.store.owed(match_id)
    assert left is not None and [n.serial for n in left.notices] == [4]
    assert (await service.get(match_id)).told == 5
    assert await service.store.delivered(match_id, 4, told=3)
    assert await service.store.owed(match_id) is None
    assert (await service.get(match_id)).told == 5, "told never goes back"


async def test_what_is_owed_is_rebuilt_from_the_store(any_service: MatchService) -> None:
    """After a crash: the events the thread was not told, and who now has a turn."""
    service = any_service
    match_id = await started(service)
    await play(service, match_id, random.Random(3), steps=6)
    owed = await service.store.owed(match_id)
    assert owed is not None
    update = await service.owed_update(owed)
    assert update is not None and update.serials == [n.serial for n in owed.notices]
    live = await service.live(match_id)
    assert update.events == await service.events(live.match)
    assert update.emitted == live.state.emitted
    assert set(update.new_turns) <= {d.player for d in live.decisions}
    assert update.new_turns, "the player to move was never told"


async def test_the_largest_stored_value_of_a_whole_2v2_brutal_ring_game_is_small(
        any_service: MatchService) -> None:
    """Snapshot, events and notices stay small however long the game (under 16 KiB)."""
    service = any_service
    match_id = await started(service, "brutal_ring", players=4, teams=True)
    await play(service, match_id, random.Random(4))
    assert (await service.get(match_id)).over
    largest = 0
    for table, column in (("matches", "snapshot"), ("match_events", "payload"),
                          ("actions", "action"), ("outbox", "notices")):
        ((longest,),) = await raw(service.store, f"SELECT MAX(LENGTH({column})) FROM {table}")
        largest = max(largest, longest or 0)
    assert 0 < largest < 16 * 1024, largest
    await assert_replays(service, match_id)


def test_a_notice_round_trips() -> None:
    notice = Notice(serial=3, version=7, new_turns=["1"], timed_out=["2"], result=True)
    assert Notice.model_validate_json(notice.model_dump_json()) == notice


async def test_reads_use_their_own_connection_while_a_writer_holds_the_lock(
        store: Store, db_path: Path) -> None:
    m = await store.create_match(game="karatekarte", host_id="1", turn_timeout=60, now=1.0)
    other = sqlite3.connect(db_path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another process holds the write lock
    try:
        assert (await store.get_match(m.id)).id == m.id
        assert await store.events(m.id) == []
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_many_notices_merge_and_name_each_player_once() -> None:
    notices = [Notice(serial=i, version=i, new_turns=[str(i % 2)], timed_out=["1"] * (i % 2))
               for i in range(1, 6)]
    merged = Notice.merged(notices)
    assert merged.serial == 5 and merged.version == 5
    assert merged.new_turns == ["1", "0"] and merged.timed_out == ["1"]
    assert not merged.result and Notice.merged([*notices, Notice(version=9, result=True)]).result
