"""Two bot processes on one PostgreSQL database (issue 15): process A runs shard 0 (every DM),
process B the test server's shard. A match is reached from both: each move applies once,
each deadline fires once, and when one process dies the other keeps the match going and tells
Discord what the dead one owed."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from bot.deadlines import OUTBOX_RETRY, SHARED_MAX_SLEEP
from bot.errors import OutOfDate
from rules.karatekarte import GAME
from tests.e2e.cluster import Cluster, cluster
from tests.e2e.harness import click_something, open_match, prompt_message

MAX_CLICKS = 2000


@pytest.fixture
def database(pg_dsn: str) -> str:
    return pg_dsn


async def _decider(c: Cluster, match_id: int) -> str | None:
    match, state = await c.a.matches.state(match_id)
    if match.over:
        return None
    (decision,) = GAME.pending(state)
    return decision.player


def pings(c: Cluster, uid: str) -> list[str]:
    return [m.content for m in c.table.thread().history() if f"<@{uid}>" in m.content]


async def _play_in_the_server(c: Cluster, name: str, match_id: int, rnd: random.Random) -> int:
    """``name`` plays their whole turn from "My hand" in the thread: shard 1, process B."""
    t = c.table
    # The member clicks (not the user): a click in the server, routed to its shard.
    shown = await t[name].click(t.thread().history()[0], label="My hand")
    assert shown.response.ephemeral
    clicks = 0
    mover = t.uid(name)
    while await _decider(c, match_id) == mover:
        current = prompt_message([shown.response.message])
        assert current is not None, f"{name}'s private prompt has no controls"
        await click_something(t, name, current, rnd)
        clicks += 1
    return clicks


async def _play_in_dms(c: Cluster, name: str, match_id: int, rnd: random.Random) -> int:
    """``name`` plays their whole turn on their DM prompt: shard 0, process A."""
    t = c.table
    clicks = 0
    mover = t.uid(name)
    while await _decider(c, match_id) == mover:
        prompt = prompt_message(t.dms(name))
        assert prompt is not None, f"{name} has no prompt in their DMs"
        await click_something(t, name, prompt, rnd)
        clicks += 1
    return clicks


async def test_a_whole_match_with_one_player_in_dms_and_one_in_the_server(
        database: str) -> None:
    async with cluster(database) as c:
        t = c.table
        t.close_dms("bob")  # bob's prompts can only be answered in the server
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        rnd = random.Random(3)
        clicks = {"alice": 0, "bob": 0}
        while (mover := await _decider(c, match_id)) is not None:
            name = t.name_of(mover)
            play = _play_in_dms if name == "alice" else _play_in_the_server
            clicks[name] += await play(c, name, match_id, rnd)
            assert sum(clicks.values()) < MAX_CLICKS
        match = await c.b.matches.get(match_id)
        assert match.status == "finished"
        assert clicks["alice"] > 0 and clicks["bob"] > 0
        # Both processes wrote moves; the log replays to the stored state whoever wrote it.
        state, _ = await c.a.matches.replay(match_id)
        assert state.model_dump_json() == GAME.load(match.snapshot or "").model_dump_json()
        assert t.dms("bob") == []
        final = t.thread().history()[-1].content
        assert "wins" in final or "draw" in final
        assert await c.a.matches.store.owed(match_id) is None, "nothing left untold"


async def test_racing_clicks_in_two_processes_apply_once(database: str) -> None:
    async with cluster(database) as c:
        t = c.table
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        for _ in range(6):
            live = await c.a.matches.live(match_id)
            (decision,) = live.decisions
            option = decision.options[0]
            before = len(await c.a.matches.store.actions(match_id))
            results = await asyncio.gather(
                *(bot.matches.choose(match_id, decision.player, live.match.version, 0,
                                     option.key) for bot in (c.a, c.b)),
                return_exceptions=True)
            applied = [r for r in results if not isinstance(r, BaseException)]
            refused = [r for r in results if isinstance(r, BaseException)]
            assert len(applied) == 1, results
            assert len(refused) == 1 and isinstance(refused[0], OutOfDate), results
            assert len(await c.a.matches.store.actions(match_id)) == before + 1
            # The process that lost is not fooled by its cache: it sees the new version.
            for bot in (c.a, c.b):
                assert (await bot.matches.live(match_id)).match.version == \
                    live.match.version + 1


async def test_a_deadline_seen_by_both_processes_fires_once(database: str) -> None:
    async with cluster(database) as c:
        t = c.table
        match_id = await open_match(t, "karatekarte", "alice", ["bob"], pace="live")
        mover = await _decider(c, match_id)
        assert mover is not None
        (deadline,) = await c.a.matches.store.deadlines(match_id)
        c.jump(deadline.due_at - c.a.clock() + 1)  # due for both, no timer has fired
        fired = await asyncio.gather(c.a.deadlines.tick(), c.b.deadlines.tick())
        assert sum(fired) >= 1
        timeouts = [a for a in await c.a.matches.store.actions(match_id)
                    if a.source == "timeout"]
        assert {a.player for a in timeouts} == {mover}
        match = await c.a.matches.get(match_id)
        assert match.meta.timeouts == {mover: 1}, "one missed turn counted, not two"
        await t.env.settle()
        told = [m for m in t.texts(t.thread()) if "ran out of time" in m]
        assert len(told) == 1, told


async def test_a_killed_process_is_replaced_by_the_other_for_its_debt_and_clock(
        database: str, monkeypatch: pytest.MonkeyPatch) -> None:
    async with cluster(database) as c:
        t = c.table
        match_id = await open_match(t, "karatekarte", "alice", ["bob"], pace="live")
        first = await _decider(c, match_id)
        assert first is not None

        async def dies(*args: Any, **kwargs: Any) -> bool:
            return False  # killed right after the commit, before telling Discord anything

        monkeypatch.setattr(c.b.flow, "announce", dies)
        await _play_in_the_server(c, t.name_of(first), match_id, random.Random(5))
        second = await _decider(c, match_id)
        assert second is not None and second != first
        assert pings(c, second) == [], "B died before telling anyone"
        assert await c.a.matches.store.owed(match_id) is not None, "B owes the turn"
        await c.kill(1)

        # A's timer looks at the shared outbox and deadlines at least every
        # SHARED_MAX_SLEEP seconds: it tells what B owed, once.
        await t.advance(OUTBOX_RETRY + SHARED_MAX_SLEEP + 1)
        assert await c.a.matches.store.owed(match_id) is None
        assert prompt_message(t.dms(t.name_of(second))) is not None
        told = pings(c, second)
        assert len(told) == 1, told

        # The match goes on through A alone: DM clicks, and B's clock (its deadlines) too.
        version = (await c.a.matches.get(match_id)).version
        await _play_in_dms(c, t.name_of(second), match_id, random.Random(6))
        assert (await c.a.matches.get(match_id)).version > version
        third = await _decider(c, match_id)
        assert third == first
        (deadline,) = await c.a.matches.store.deadlines(match_id)
        await t.advance(deadline.due_at - c.a.clock() + SHARED_MAX_SLEEP + 1)
        timeouts = [a for a in await c.a.matches.store.actions(match_id)
                    if a.source == "timeout"]
        assert timeouts and timeouts[0].player == first


async def test_a_debt_both_processes_deliver_at_once_is_told_once(
        database: str, monkeypatch: pytest.MonkeyPatch) -> None:
    async with cluster(database) as c:
        t = c.table
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        first = await _decider(c, match_id)
        assert first is not None

        async def untold(*args: Any, **kwargs: Any) -> bool:
            return False  # the move is committed; nobody has told Discord yet

        monkeypatch.setattr(c.b.flow, "announce", untold)
        await _play_in_the_server(c, t.name_of(first), match_id, random.Random(7))
        second = await _decider(c, match_id)
        assert second is not None
        assert pings(c, second) == []
        # Both processes find the debt in their outbox scan at the same moment.
        await asyncio.gather(c.a.flow.deliver_owed(), c.b.flow.deliver_owed())
        await t.env.settle()
        assert len(pings(c, second)) == 1, pings(c, second)
        prompts = [m for m in t.dms(t.name_of(second)) if m.components]
        assert len(prompts) == 1, "one prompt, not one per process"
        assert await c.a.matches.store.owed(match_id) is None
