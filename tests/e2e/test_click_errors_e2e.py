"""Every click is answered: an unexpected error while handling a click (a disk that is full, a
bug) gets a short private answer saying whether the move was saved, and the match is fine."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.e2e.harness import Table, controls, open_match, private_answer, prompt_message, table


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
