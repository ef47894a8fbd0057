"""Faults a player must not pay for: an unexpected error while handling a click (a disk that is
full, a bug) gets a short private answer saying whether the move was saved; a database locked
by another process is waited out for a few seconds, then the click is told to try again; and
a status message Discord refused at Start is posted again."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.store import BUSY_TIMEOUT, _exec
from tests.e2e.harness import Table, controls, open_match, private_answer, prompt_message, table
from tests.faults import disk_full, locked_by_another_process
from tests.replay import assert_replays


async def _first_prompt(t: Table, match_id: int) -> tuple[str, Any, str]:
    match, state = await t.bot.matches.state(match_id)
    (decision,) = t.bot.matches.game(match.game).pending(state)
    name = t.name_of(decision.player)
    prompt = prompt_message(t.dms(name))
    assert prompt is not None
    return name, prompt, controls(prompt)[0][1]


async def _broken(*args: Any, **kwargs: Any) -> None:
    raise RuntimeError("disk I/O error")


async def test_an_error_after_the_move_is_saved_says_it_counts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        name, prompt, custom_id = await _first_prompt(t, match_id)
        before = (await t.bot.matches.get(match_id)).version
        monkeypatch.setattr(t.bot.flow, "announce", _broken)
        result = await t.click(name, prompt, custom_id=custom_id)
        assert "it counts" in private_answer(result)
        assert (await t.bot.matches.get(match_id)).version == before + 1


async def test_an_error_before_the_move_says_nothing_changed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        name, prompt, custom_id = await _first_prompt(t, match_id)
        before = (await t.bot.matches.get(match_id)).version
        monkeypatch.setattr(t.bot.matches, "choose", _broken)
        result = await t.click(name, prompt, custom_id=custom_id)
        assert "Nothing was changed" in private_answer(result)
        assert (await t.bot.matches.get(match_id)).version == before
        monkeypatch.undo()
        # The same prompt still works once the fault is gone.
        await t.click(name, prompt, custom_id=custom_id)
        assert (await t.bot.matches.get(match_id)).version == before + 1


async def test_a_lobby_button_that_fails_is_answered(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        res = await t.slash("alice", "karatekarte new")
        monkeypatch.setattr(t.bot.matches, "join", _broken)
        result = await t.click("bob", res.response.message, label="Join")
        assert "Nothing was changed" in private_answer(result)


async def test_a_status_post_that_fails_at_start_is_posted_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        real_send = t.bot.flow.send_status
        failures = []

        async def fails_once(*args: Any, **kwargs: Any) -> Any:
            if not failures:
                failures.append(1)
                raise discord.HTTPException(SimpleNamespace(status=500, reason="Server Error"),
                                            "Internal Server Error")
            return await real_send(*args, **kwargs)

        monkeypatch.setattr(t.bot.flow, "send_status", fails_once)
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        assert failures, "the first status post failed"
        match = await t.bot.matches.get(match_id)
        assert match.running
        thread = t.thread()
        statuses = [m for m in thread.history() if m.embeds and m.attachments]
        assert len(statuses) == 1 and statuses[0].id == match.message_id, \
            "the status was posted again once, and is the one edited from now on"
        assert statuses[0].attachments[0].filename == "board.png"


async def test_a_click_waits_out_a_short_lock_held_by_another_process(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        name, prompt, custom_id = await _first_prompt(t, match_id)
        before = (await t.bot.matches.get(match_id)).version
        with locked_by_another_process(t.db, BUSY_TIMEOUT / 2):
            result = await t.click(name, prompt, custom_id=custom_id)
        assert not [f for f in result.followups if f.ephemeral], "no error to tell"
        assert (await t.bot.matches.get(match_id)).version == before + 1


async def test_a_click_behind_a_long_lock_is_told_to_try_again(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        name, prompt, custom_id = await _first_prompt(t, match_id)
        before = (await t.bot.matches.get(match_id)).version
        with locked_by_another_process(t.db, BUSY_TIMEOUT + 1):
            result = await t.click(name, prompt, custom_id=custom_id)
            assert "busy" in private_answer(result) and "Nothing was changed" in \
                private_answer(result)
        assert (await t.bot.matches.get(match_id)).version == before
        await t.click(name, prompt, custom_id=custom_id)  # the same prompt works afterwards
        assert (await t.bot.matches.get(match_id)).version == before + 1


async def test_a_full_disk_refuses_the_move_politely_and_loses_nothing(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        name, prompt, custom_id = await _first_prompt(t, match_id)
        before = await t.bot.matches.get(match_id)
        await _exec(t.bot.matches.store._db, "PRAGMA wal_checkpoint(TRUNCATE)")
        with disk_full():
            result = await t.click(name, prompt, custom_id=custom_id)
        assert "Nothing was changed" in private_answer(result)
        assert await t.bot.matches.get(match_id) == before
        await t.click(name, prompt, custom_id=custom_id)
        assert (await t.bot.matches.get(match_id)).version == before.version + 1
        await assert_replays(t.bot.matches, match_id)
