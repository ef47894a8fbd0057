"""The match service: lobby, submit, concurrency, restarts, deadlines, polite errors."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from bot.matches import (
    BROKEN_RETRY,
    FORFEIT_AFTER,
    TRANSIENT_RETRY,
    BadAction,
    BrokenMatch,
    LobbyError,
    MatchOver,
    MatchService,
    NoSuchMatch,
    NotAllowed,
    NotSeated,
    NotYourTurn,
    OutOfDate,
    Update,
)
from bot.store import BUSY_TIMEOUT, Store
from rules.karatekarte import GAME, Kind, KKAction
from tests.conftest import FakeClock
from tests.faults import locked_by_another_process
from tests.replay import assert_replays

HOST, GUEST, STRANGER = "100", "200", "300"


async def started(service: MatchService, seed: int = 7, timeout: int = 3600) -> Update:
    m = await service.create("karatekarte", host=HOST, guild_id=1, channel_id=2,
                             turn_timeout=timeout)
    await service.join(m.id, GUEST)
    return await service.start(m.id, HOST, seed=seed)


async def play_random(service: MatchService, match_id: int, rnd: random.Random,
                      steps: int | None = None) -> Update | None:
    """Play random options through ``choose`` until the end (or ``steps`` actions)."""
    last = None
    n = 0
    while steps is None or n < steps:
        match, state = await service.state(match_id)
        if match.over:
            break
        decision = rnd.choice(GAME.pending(state))
        index = rnd.randrange(len(decision.options))
        last = await service.choose(match_id, decision.player, match.version, index)
        n += 1
    return last


# -- lobby


async def test_lobby_join_leave_and_start(service: MatchService) -> None:
    m = await service.create("karatekarte", host=HOST, turn_timeout=600)
    assert m.seats == [HOST] and m.status == "lobby"
    with pytest.raises(LobbyError, match="at least 2"):
        await service.start(m.id, HOST)
    await service.join(m.id, GUEST)
    with pytest.raises(LobbyError, match="already seated"):
        await service.join(m.id, GUEST)
    with pytest.raises(LobbyError, match="full"):
        await service.join(m.id, STRANGER)
    with pytest.raises(NotAllowed, match="Only the host"):
        await service.start(m.id, GUEST)
    await service.leave(m.id, GUEST)
    with pytest.raises(LobbyError, match="Cancel"):
        await service.leave(m.id, HOST)
    await service.join(m.id, STRANGER)
    update = await service.start(m.id, HOST, seed=3)
    assert update.match.status == "running" and update.match.seats == [HOST, STRANGER]
    assert update.new_turns == [update.decisions[0].player]
    with pytest.raises(LobbyError, match="already started"):
        await service.join(m.id, GUEST)


async def test_invited_lobby_takes_only_the_invited(service: MatchService) -> None:
    m = await service.create("karatekarte", host=HOST, invited=[GUEST], turn_timeout=600)
    with pytest.raises(LobbyError, match="reserved"):
        await service.join(m.id, STRANGER)
    assert (await service.join(m.id, GUEST)).seats == [HOST, GUEST]


async def test_bad_options_and_timeouts_are_refused(service: MatchService) -> None:
    with pytest.raises(BadAction, match="options"):
        await service.create("karatekarte", host=HOST, options={"first_player": "me"})
    with pytest.raises(BadAction, match="timeout"):
        await service.create("karatekarte", host=HOST, turn_timeout=5)


# -- playing and errors


async def test_a_whole_match_through_the_service_matches_the_engine(
        service: MatchService) -> None:
    update = await started(service)
    last = await play_random(service, update.match.id, random.Random(1))
    assert last is not None and last.finished and last.outcome is not None
    match, state = await service.state(update.match.id)
    assert match.status == "finished" and match.result == GAME.outcome(state).model_dump()
    assert await service.store.deadlines(match.id) == []


async def test_every_wrong_call_raises_a_typed_error_and_changes_nothing(
        service: MatchService) -> None:
    update = await started(service)
    mid = update.match.id
    active = update.decisions[0].player
    idle = GUEST if active == HOST else HOST
    v = update.match.version
    snapshot = (await service.get(mid)).snapshot
    draw = KKAction(player=active, kind=Kind.DRAW)
    cases = [
        (NoSuchMatch, service.submit(999, active, draw, v)),
        (NotSeated, service.submit(mid, STRANGER, draw.model_copy(update={"player": STRANGER}),
                                   v)),
        (NotYourTurn, service.submit(mid, idle, draw.model_copy(update={"player": idle}), v)),
        (NotYourTurn, service.submit(mid, idle, draw, v)),
        (OutOfDate, service.submit(mid, active, draw, v - 1)),
        (BadAction, service.submit(mid, active, {"player": active, "kind": "fly"}, v)),
        (BadAction, service.submit(mid, active, "{not json", v)),
        (BadAction, service.submit(mid, active, KKAction(player=active, kind=Kind.STOP), v)),
        (BadAction, service.choose(mid, active, v, 99)),
        (NotYourTurn, service.choose(mid, idle, v, 0)),
    ]
    for error, call in cases:
        with pytest.raises(error) as info:
            await call
        assert str(info.value), "every error carries a human sentence"
    after = await service.get(mid)
    assert after.version == v and after.snapshot == snapshot
    assert await service.store.actions(mid) == []


async def test_finished_matches_refuse_actions(service: MatchService) -> None:
    update = await started(service)
    await service.resign(update.match.id, GUEST)
    with pytest.raises(MatchOver):
        await service.choose(update.match.id, HOST, update.match.version, 0)
    with pytest.raises(MatchOver):
        await service.resign(update.match.id, HOST)


async def test_concurrent_submits_with_the_same_version_apply_once(
        service: MatchService) -> None:
    update = await started(service)
    d = update.decisions[0]
    results = await asyncio.gather(
        *(service.choose(update.match.id, d.player, update.match.version, 0) for _ in range(5)),
        return_exceptions=True)
    assert sum(isinstance(r, Update) for r in results) == 1
    assert all(isinstance(r, OutOfDate) for r in results if not isinstance(r, Update))
    assert len(await service.store.actions(update.match.id)) == 1


async def test_two_services_on_one_file_still_apply_once(db_path: Path,
                                                        clock: FakeClock) -> None:
    """The version check lives in the store's transaction, not only in the in-process lock."""
    a = MatchService(await Store.open(db_path), clock=clock)
    b = MatchService(await Store.open(db_path), clock=clock)
    try:
        update = await started(a)
        d = update.decisions[0]
        results = await asyncio.gather(
            a.choose(update.match.id, d.player, update.match.version, 0),
            b.choose(update.match.id, d.player, update.match.version, 0),
            return_exceptions=True)
        assert sum(isinstance(r, Update) for r in results) == 1
        assert len(await a.store.actions(update.match.id)) == 1
    finally:
        await a.store.close()
        await b.store.close()


async def test_restart_mid_match_loses_nothing_and_replay_matches(db_path: Path,
                                                                 clock: FakeClock) -> None:
    rnd = random.Random(5)
    first = MatchService(await Store.open(db_path), clock=clock)
    update = await started(first, seed=11)
    await play_random(first, update.match.id, rnd, steps=40)
    before = await first.get(update.match.id)
    await first.store.close()

    second = MatchService(await Store.open(db_path), clock=clock)
    try:
        again = await second.get(update.match.id)
        assert again == before
        last = await play_random(second, update.match.id, rnd)
        assert last is not None and last.finished
        await assert_replays(second, update.match.id)
    finally:
        await second.store.close()


async def test_an_unreadable_snapshot_is_reported_not_crashed(service: MatchService) -> None:
    """A snapshot this bot cannot read (written by another version, damaged on disk) is
    found when a restarted bot loads it: the click is refused with a clear error."""
    update = await started(service)
    await service.store._db.execute("UPDATE matches SET snapshot = '{\"broken\": 1}'")
    restarted = MatchService(service.store, clock=service.clock)
    with pytest.raises(BrokenMatch, match="cannot be read"):
        await restarted.choose(update.match.id, update.decisions[0].player,
                               update.match.version, 0)


# -- ending early


async def test_resign_gives_the_win_to_the_opponent(service: MatchService) -> None:
    update = await started(service)
    result = await service.resign(update.match.id, HOST)
    assert result.outcome is not None and result.outcome.winners == [GUEST]
    assert result.outcome.reason == "resign" and result.finished


async def test_abort_needs_the_host_or_an_admin(service: MatchService) -> None:
    update = await started(service)
    with pytest.raises(NotAllowed):
        await service.abort(update.match.id, GUEST)
    match = await service.abort(update.match.id, GUEST, admin=True)
    assert match.status == "aborted" and match.result is None
    assert await service.store.deadlines(match.id) == []


# -- deadlines


async def test_deadline_written_before_a_restart_fires_after_it(db_path: Path,
                                                               clock: FakeClock) -> None:
    first = MatchService(await Store.open(db_path), clock=clock)
    update = await started(first, timeout=600)
    active = update.decisions[0].player
    await first.store.close()

    clock.advance(601)
    second = MatchService(await Store.open(db_path), clock=clock)
    try:
        assert await second.next_wakeup() is not None
        updates = await second.expire_due()
        assert len(updates) == 1
        u = updates[0]
        assert u.timed_out == [active]
        other = GUEST if active == HOST else HOST
        assert [d.player for d in u.decisions] == [other], "the turn passed"
        assert u.new_turns == [other]
        rows = await second.store.actions(u.match.id)
        assert [a.source for a in rows] == ["timeout"] * 4, "draw, charge, place, done"
        mine = {e.kind: e for e in u.events if e.to == (active,)}
        assert list(mine["charge"].cards) == [mine["draw"].card], \
            "section 10: draw, then the drawn card face down"
        assert await second.expire_due() == [], "a deadline fires once"
    finally:
        await second.store.close()


async def test_a_turn_keeps_one_clock_across_its_small_decisions(service: MatchService,
                                                                 clock: FakeClock) -> None:
    update = await started(service, timeout=600)
    p = update.decisions[0].player
    due = (await service.store.deadlines(update.match.id))[0].due_at
    clock.advance(100)
    u = await service.choose(update.match.id, p, update.match.version, 0)  # draw
    assert u.new_turns == []
    assert (await service.store.deadlines(update.match.id))[0].due_at == due


async def test_reminder_at_half_time_is_sent_once(service: MatchService,
                                                  clock: FakeClock) -> None:
    update = await started(service, timeout=600)
    clock.advance(299)
    assert await service.due_reminders() == []
    clock.advance(2)
    reminders = await service.due_reminders()
    assert [r.player for r in reminders] == [update.decisions[0].player]
    assert await service.due_reminders() == []


async def test_three_timeouts_in_a_row_forfeit(service: MatchService, clock: FakeClock) -> None:
    update = await started(service, timeout=600)
    mid = update.match.id
    sleeper = update.decisions[0].player
    other = GUEST if sleeper == HOST else HOST
    rnd = random.Random(3)
    for n in range(FORFEIT_AFTER):
        clock.advance(601)
        (u,) = await service.expire_due()
        assert u.timed_out == [sleeper]
        if n == FORFEIT_AFTER - 1:
            assert u.finished and u.outcome is not None
            assert u.outcome.winners == [other] and u.outcome.reason == "timeout"
            break
        # the other player plays a whole turn themselves
        while True:
            match, state = await service.state(mid)
            d = GAME.decision_for(state, other)
            if d is None:
                break
            await service.choose(mid, other, match.version, rnd.randrange(len(d.options)))


async def test_acting_resets_the_timeout_streak(service: MatchService, clock: FakeClock) -> None:
    update = await started(service, timeout=600)
    mid = update.match.id
    clock.advance(601)
    (u,) = await service.expire_due()
    sleeper = u.timed_out[0]
    assert (await service.get(mid)).meta.timeouts[sleeper] == 1
    rnd = random.Random(0)
    while (await service.get(mid)).meta.timeouts.get(sleeper) != 0:
        match, state = await service.state(mid)
        d = GAME.pending(state)[0]
        await service.choose(mid, d.player, match.version, rnd.randrange(len(d.options)))


# -- simultaneous decisions (Brutal Ring)


async def started_brutal_ring(service: MatchService, players: int = 2) -> Update:
    m = await service.create("brutal_ring", host=HOST, turn_timeout=3600, capacity=players)
    for guest in (GUEST, STRANGER, "400")[: players - 1]:
        await service.join(m.id, guest)
    return await service.start(m.id, HOST, seed=5)


async def test_a_prompt_stays_valid_while_other_players_move(service: MatchService) -> None:
    update = await started_brutal_ring(service)
    assert {d.player for d in update.decisions} == {HOST, GUEST}, "both draw at once"
    shown = update.match.version
    host_draw = next(d for d in update.decisions if d.player == HOST).options[0]
    guest_draw = next(d for d in update.decisions if d.player == GUEST).options[0]
    await service.choose(update.match.id, HOST, shown, 0, host_draw.key)
    # The guest's prompt was built at the old version; their choice is still open.
    after = await service.choose(update.match.id, GUEST, shown, 0, guest_draw.key)
    assert after.match.version == shown + 2
    # A second click on the same old prompt is a double click: refused.
    with pytest.raises(OutOfDate):
        await service.choose(update.match.id, GUEST, shown, 0, guest_draw.key)
    assert after.match.version == (await service.get(update.match.id)).version


async def test_an_old_prompt_whose_choice_is_gone_is_out_of_date(service: MatchService) -> None:
    update = await started_brutal_ring(service)
    shown = update.match.version
    await service.choose(update.match.id, HOST, shown, 0,
                         next(d for d in update.decisions if d.player == HOST).options[0].key)
    with pytest.raises(OutOfDate, match="no longer open"):
        await service.choose(update.match.id, GUEST, shown, 0, "00000000")
    with pytest.raises(OutOfDate):
        await service.choose(update.match.id, GUEST, shown, 0, None)


async def test_the_rules_clock_is_not_a_missed_turn(service: MatchService,
                                                    clock: FakeClock) -> None:
    """Brutal Ring's entry minute runs out for everyone: the window closes with "time is up"
    (a default no player may choose), and nobody's timeout streak grows."""
    from rules.brutal_ring import GAME as BR
    from rules.brutal_ring import Phase

    update = await started_brutal_ring(service)
    mid = update.match.id
    while True:  # everyone draws
        match, state = await service.state(mid)
        if state.phase is not Phase.DRAW:
            break
        d = BR.pending(state)[0]
        rest = next(i for i, o in enumerate(d.options) if o.kind == "draw_rest")
        await service.choose(mid, d.player, match.version, rest, d.options[rest].key)
    assert state.phase is Phase.ENTRY
    assert all(d.timer == 60 for d in BR.pending(state))
    clock.advance(61)
    (u,) = await service.expire_due()
    assert u.timed_out == [] and u.state is not None and u.state.phase is not Phase.ENTRY
    assert all(n == 0 for n in (await service.get(mid)).meta.timeouts.values())
    assert [a.source for a in await service.store.actions(mid)][-1] == "clock"
    await assert_replays(service, mid)


async def test_capacity_fixes_the_number_of_seats(service: MatchService) -> None:
    m = await service.create("brutal_ring", host=HOST, capacity=3)
    await service.join(m.id, GUEST)
    with pytest.raises(LobbyError, match="set for 3"):
        await service.start(m.id, HOST)
    await service.join(m.id, STRANGER)
    with pytest.raises(LobbyError, match="full"):
        await service.join(m.id, "400")
    with pytest.raises(BadAction, match="2 to 4"):
        await service.create("brutal_ring", host=HOST, capacity=5)


# -- robustness of the deadline path


async def test_a_broken_match_does_not_stop_other_matches_deadlines(
        service: MatchService, clock: FakeClock) -> None:
    broken = await started(service, timeout=300)
    healthy = await started(service, timeout=300)
    await service.store._db.execute("UPDATE matches SET snapshot = '{\"x\": 1}' WHERE id = ?",
                                    (broken.match.id,))
    clock.advance(301)
    service = MatchService(service.store, clock=clock)  # a restarted bot reads the snapshot
    updates = await service.expire_due()
    assert [u.match.id for u in updates] == [healthy.match.id]
    assert (await service.get(healthy.match.id)).version > healthy.match.version
    (row,) = await service.store.deadlines(broken.match.id)
    assert row.due_at >= clock.now + BROKEN_RETRY, "a broken match's deadline is set aside"


async def test_a_deadline_hit_by_a_locked_database_fires_seconds_later(
        service: MatchService, clock: FakeClock, db_path: Path) -> None:
    """Another process holds the write lock past the busy timeout when the deadline fires:
    the deadline is tried again seconds later, not hours."""
    update = await started(service, timeout=300)
    mid = update.match.id
    clock.advance(301)
    with locked_by_another_process(db_path, BUSY_TIMEOUT + 0.5):
        assert await service.expire_due() == []
    (row,) = await service.store.deadlines(mid)
    assert clock.now < row.due_at <= clock.now + TRANSIENT_RETRY, "retried in seconds"
    clock.advance(TRANSIENT_RETRY)
    (fired,) = await service.expire_due()
    assert fired.timed_out and fired.match.version > update.match.version


async def test_a_timeout_interrupted_by_shutdown_counts_once(
        service: MatchService, clock: FakeClock, monkeypatch: pytest.MonkeyPatch) -> None:
    update = await started(service, timeout=300)
    mid = update.match.id
    sleeper = update.decisions[0].player
    real_persist = service._persist
    calls = 0

    async def stopped_after_one(*args, **kwargs):  # type: ignore[no-untyped-def]
        nonlocal calls
        calls += 1
        if calls == 2:
            raise asyncio.CancelledError  # the bot stops in the middle of the defaults
        return await real_persist(*args, **kwargs)

    monkeypatch.setattr(service, "_persist", stopped_after_one)
    clock.advance(301)
    with pytest.raises(asyncio.CancelledError):
        await service.expire_due()
    monkeypatch.setattr(service, "_persist", real_persist)
    (u,) = await service.expire_due()  # after the restart, the same deadline fires again
    assert u.timed_out == [sleeper]
    assert (await service.get(mid)).meta.timeouts[sleeper] == 1
    await assert_replays(service, mid)
