"""Nothing owed is forgotten: what a move owes Discord (the next player's ping and prompt, the
log) survives a crash right after the commit, Discord's server errors, and a thread that
refuses posts; a player nobody can reach is said to be so and is not forfeited for it."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bot.deadlines import OUTBOX_RETRY
from tests.e2e.harness import Table, click_something, open_match, prompt_message, table


async def _decider(t: Table, match_id: int) -> str:
    live = await t.bot.matches.live(match_id)
    (decision,) = live.decisions
    return decision.player


async def pass_turn(t: Table, match_id: int, rnd: random.Random) -> str:
    """The player to move clicks through their turn (on their DM prompt, which each click
    turns into the turn's next question) until someone else is to move; that player's id."""
    mover = await _decider(t, match_id)
    for _ in range(40):
        prompt = prompt_message(t.dms(t.name_of(mover)))
        assert prompt is not None
        await click_something(t, t.name_of(mover), prompt, rnd)
        current = await _decider(t, match_id)
        if current != mover:
            return current
    raise AssertionError("the turn never passed")


async def _second_with_dms_closed(t: Table, match_id: int) -> str:
    """The player who moves second, their DMs closed (like a member who blocks them)."""
    first = await _decider(t, match_id)
    other = next(n for n in ("alice", "bob") if t.uid(n) != first)
    t.close_dms(other)
    return other


def pings_of(messages: list[Any], uid: str) -> list[str]:
    return [m.content for m in messages if f"<@{uid}>" in m.content]


async def test_a_crash_between_the_commit_and_the_announcement_is_told_after_restart(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])

        async def died(*args: Any, **kwargs: Any) -> bool:
            return False  # the process is killed right after the move's commit

        monkeypatch.setattr(t.bot.flow, "announce", died)
        nxt = await pass_turn(t, match_id, random.Random(1))
        name = t.name_of(nxt)
        assert pings_of(t.thread().history(), nxt) == []
        assert prompt_message(t.dms(name)) is None, "nobody told them"
        assert await t.bot.matches.store.owed(match_id) is not None

        await t.restart()
        await t.advance(1)
        assert len(pings_of(t.thread().history(), nxt)) == 1, "told once, after the restart"
        assert prompt_message(t.dms(name)) is not None
        assert await t.bot.matches.store.owed(match_id) is None
        await t.advance(OUTBOX_RETRY + 1)  # later ticks have nothing more to say
        assert len(pings_of(t.thread().history(), nxt)) == 1
        assert len([m for m in t.dms(name) if m.components]) == 1


async def test_discord_server_errors_during_a_turn_passing_click_are_told_later(
        tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        thread = t.thread()
        t.env.inject_error("POST", f"/channels/{thread.id}/messages", status=500, times=2)
        nxt = await pass_turn(t, match_id, random.Random(2))
        assert pings_of(thread.history(), nxt) == []
        assert await t.bot.matches.store.owed(match_id) is not None, "still owed"

        await t.advance(OUTBOX_RETRY + 1)
        await t.advance(OUTBOX_RETRY + 1)
        assert len(pings_of(thread.history(), nxt)) == 1, "told exactly once"
        dm_prompts = [m for m in t.dms(t.name_of(nxt)) if m.components]
        assert len(dm_prompts) == 1, "the DM prompt is not sent again with each retry"
        assert await t.bot.matches.store.owed(match_id) is None


async def test_a_locked_thread_and_closed_dms_ping_in_the_parent_channel(
        tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        thread = t.thread()
        other = await _second_with_dms_closed(t, match_id)
        t.env.inject_error("POST", f"/channels/{thread.id}/messages", status=403,
                           code=160005, message="Thread is locked", times=None)
        nxt = await pass_turn(t, match_id, random.Random(3))
        assert nxt == t.uid(other)
        told = pings_of(t.channel.history(), nxt)
        assert len(told) == 1 and "My hand" in told[0], "the channel says how to play"
        match = await t.bot.matches.get(match_id)
        assert nxt not in match.meta.unreached
        assert await t.bot.matches.store.owed(match_id) is None


async def test_a_player_nobody_can_reach_is_noted_and_their_timeout_excused(
        tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        thread = t.thread()
        await _second_with_dms_closed(t, match_id)
        for where in (thread.id, t.channel.id):
            t.env.inject_error("POST", f"/channels/{where}/messages", status=403, code=50013,
                               message="Missing Permissions", times=None)
        nxt = await pass_turn(t, match_id, random.Random(4))
        match = await t.bot.matches.get(match_id)
        assert match.meta.unreached == {nxt: match.version}
        assert await t.bot.matches.store.owed(match_id) is None, "refused, not retried"

        await t.advance(match.turn_timeout + 1)
        after = await t.bot.matches.get(match_id)
        assert after.version > match.version, "the default move was played"
        assert after.meta.timeouts.get(nxt, 0) == 0, "and it does not count"


async def test_an_excused_timeout_is_said_where_the_match_is_played(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        thread = t.thread()
        other = await _second_with_dms_closed(t, match_id)
        for where in (thread.id, t.channel.id):  # refused once each: the turn's ping
            t.env.inject_error("POST", f"/channels/{where}/messages", status=403, code=50001,
                               message="Missing Access", times=1)
        nxt = await pass_turn(t, match_id, random.Random(5))
        match = await t.bot.matches.get(match_id)
        assert nxt in match.meta.unreached

        await t.advance(match.turn_timeout + 1)
        said = [m.content for m in thread.history() if "does not count" in m.content]
        assert len(said) == 1 and other in said[0]
        assert (await t.bot.matches.get(match_id)).meta.timeouts.get(nxt, 0) == 0
