"""Structured logs (issue 15): every line names its shard and its match, in text or JSON, and
a value set for one interaction (one task) never shows on another's lines."""

from __future__ import annotations

import asyncio
import contextvars
import io
import json
import logging
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest

from bot.app import create_bot
from bot.config import Settings
from bot.deadlines import DeadlineLoop
from bot.logs import (
    configure_logging,
    current_match,
    current_shard,
    match_context,
    shard_context,
    shard_of,
    tag,
    untagged,
)
from bot.ui import ids
from bot.ui.components import ActButton, HandButton, ListPageButton

log = logging.getLogger("dojo.test")


@pytest.fixture(autouse=True)
def restore_root() -> Iterator[None]:
    """configure_logging changes the root logger: put pytest's back afterwards."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in root.handlers:
        if handler not in handlers:
            root.removeHandler(handler)
    root.setLevel(level)


def json_lines(stream: io.StringIO) -> list[dict[str, Any]]:
    return [json.loads(line) for line in stream.getvalue().splitlines()]


def interaction(*, shard: int | None = None, guild_id: int | None = None,
                shard_count: int | None = None) -> Any:
    """What ``tag`` reads of an interaction: its server (and that server's shard), if any."""
    guild = SimpleNamespace(id=guild_id, shard_id=shard) if shard is not None else None
    return SimpleNamespace(guild=guild, guild_id=guild_id,
                           client=SimpleNamespace(shard_count=shard_count))


def test_json_lines_carry_the_shard_and_match_set_through_the_context() -> None:
    out = io.StringIO()
    configure_logging("INFO", "json", "shards 0-3 of 8", stream=out)
    log.info("before")
    with shard_context(3), match_context(42):
        log.warning("move %s applied", 7)
        logging.getLogger("discord.gateway").info("a library's line")
    log.info("after")
    before, inside, library, after = json_lines(out)
    assert inside["message"] == "move 7 applied" and inside["level"] == "WARNING"
    assert inside["logger"] == "dojo.test" and inside["process"] == "shards 0-3 of 8"
    assert (inside["shard"], inside["match"]) == (3, 42)
    assert (library["shard"], library["match"]) == (3, 42), "every logger's lines, not ours"
    for outside in (before, after):
        assert outside["shard"] is None and outside["match"] is None
    assert inside["time"].endswith("+00:00") and "exc_info" not in inside


def test_a_json_line_carries_the_traceback_of_an_exception() -> None:
    out = io.StringIO()
    configure_logging("INFO", "json", None, stream=out)
    try:
        raise RuntimeError("the database went away")
    except RuntimeError:
        log.exception("a click failed")
    (line,) = json_lines(out)
    assert line["message"] == "a click failed" and line["level"] == "ERROR"
    assert "Traceback" in line["exc_info"] and "the database went away" in line["exc_info"]
    assert line["process"] is None


def test_the_text_format_shows_a_dash_for_what_is_not_known() -> None:
    out = io.StringIO()
    configure_logging("DEBUG", "text", None, stream=out)
    log.debug("idle")
    with match_context(9), shard_context(1):
        log.info("timeout")
    idle, timeout = out.getvalue().splitlines()
    assert "DEBUG   shard=- match=- dojo.test: idle" in idle
    assert "INFO    shard=1 match=9 dojo.test: timeout" in timeout


def test_configuring_again_replaces_the_handler_instead_of_doubling_lines() -> None:
    first, second = io.StringIO(), io.StringIO()
    configure_logging("INFO", "text", None, stream=first)
    configure_logging("WARNING", "json", None, stream=second)
    log.info("quiet")
    log.warning("loud")
    assert first.getvalue() == ""
    assert [line["message"] for line in json_lines(second)] == ["loud"]


def test_settings_choose_the_format_and_the_level(monkeypatch: pytest.MonkeyPatch,
                                                  tmp_path: Any) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DOJO_LOG_FORMAT", "json")
    monkeypatch.setenv("DOJO_LOG_LEVEL", "WARNING")
    Settings().configure_logging("shards 1 of 2")
    root = logging.getLogger()
    (ours,) = [h for h in root.handlers if h.get_name() == "dojo"]
    assert root.level == logging.WARNING
    record = logging.LogRecord("x", logging.WARNING, __file__, 1, "hello", None, None)
    assert ours.filter(record)
    assert json.loads(ours.format(record))["process"] == "shards 1 of 2"


async def test_a_context_set_in_one_task_does_not_leak_to_another() -> None:
    out = io.StringIO()
    configure_logging("INFO", "json", None, stream=out)
    both_tagged = asyncio.Barrier(2)

    async def click(shard: int, match_id: int) -> None:
        tag(interaction(shard=shard, guild_id=1), match_id)
        await both_tagged.wait()  # the other task has set its own by now
        log.info("click")

    await asyncio.gather(click(0, 11), click(1, 22))
    log.info("main")
    lines = json_lines(out)
    assert sorted((ln["shard"], ln["match"]) for ln in lines[:2]) == [(0, 11), (1, 22)]
    assert (lines[2]["shard"], lines[2]["match"]) == (None, None)
    assert current_match.get() is None and current_shard.get() is None


def test_tag_reads_the_shard_of_the_server_or_shard_0_for_a_dm() -> None:
    assert shard_of(interaction(shard=5, guild_id=123)) == 5
    assert shard_of(interaction()) == 0, "Discord sends DM interactions on shard 0"
    uncached = interaction(guild_id=(7 << 22) + 3, shard_count=4)
    assert shard_of(uncached) == 3, "computed the way Discord routes: (id >> 22) % count"


def test_tag_without_a_match_keeps_the_one_already_known() -> None:
    def run() -> tuple[int | None, int | None]:
        tag(interaction(shard=2, guild_id=5), 31)
        tag(interaction(shard=2, guild_id=5))
        return current_shard.get(), current_match.get()

    assert contextvars.copy_context().run(run) == (2, 31)


def test_untagged_drops_the_shard_and_match_but_keeps_other_context() -> None:
    with match_context(4), shard_context(1):
        context = untagged()
    assert context[current_match] is None and context[current_shard] is None


async def test_a_click_on_a_component_tags_its_match_from_the_custom_id(
        monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[int | None, int | None]] = []

    async def run(self: Any, _: Any) -> None:
        seen.append((current_shard.get(), current_match.get()))

    async def click(item: Any, custom_id: str, where: Any) -> None:
        """As discord.py does: the item rebuilt from the custom id, its callback in a task."""
        found = item.__discord_ui_compiled_template__.fullmatch(custom_id)
        rebuilt = await item.from_custom_id(where, None, found)
        await asyncio.create_task(rebuilt.callback(where))

    for item in (ActButton, HandButton, ListPageButton):
        monkeypatch.setattr(item, "run", run)
    await click(ActButton, ids.act(12, 3, 0, "0123abcd"), interaction(shard=1, guild_id=9))
    await click(HandButton, ids.hand(13), interaction())
    await click(ListPageButton, ids.match_list(2), interaction(shard=3, guild_id=9))
    assert seen == [(1, 12), (0, 13), (3, None)]


async def test_every_slash_command_is_tagged_by_the_tree_check(tmp_path: Any) -> None:
    bot = create_bot(str(tmp_path / "dojo.sqlite3"), shard_ids=[2], shard_count=4)

    async def check() -> tuple[bool, int | None]:
        allowed = await bot.tree.interaction_check(interaction(shard=2, guild_id=1))
        return allowed, current_shard.get()

    assert await asyncio.create_task(check()) == (True, 2)


class _Flow:
    """The deadline loop's Discord side: records which match the log context names."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, int | None]] = []

    async def deliver_owed(self) -> int:
        self.seen.append(("owed", current_match.get()))
        return 0

    async def announce(self, update: Any) -> None:
        self.seen.append(("timeout", current_match.get()))
        log.error("announcing failed")

    async def remind(self, match: Any, *_: Any) -> None:
        self.seen.append(("reminder", current_match.get()))


class _Service:
    def __init__(self) -> None:
        self.store = SimpleNamespace(shared=False, oldest_owed=self._none)
        self.on_change: Any = None
        self.clock = lambda: 0.0

    @staticmethod
    async def _none() -> None:
        return None

    async def expire_due(self) -> list[Any]:
        return [SimpleNamespace(match=SimpleNamespace(id=5)),
                SimpleNamespace(match=SimpleNamespace(id=6))]

    async def expire_lobbies(self) -> list[Any]:
        return []

    async def due_reminders(self) -> list[Any]:
        return [SimpleNamespace(match=SimpleNamespace(id=8), player="1", due_at=0.0)]

    async def next_wakeup(self) -> None:
        return None


async def test_the_deadline_loop_names_each_match_it_fires_and_no_click_s() -> None:
    out = io.StringIO()
    configure_logging("INFO", "json", None, stream=out)
    flow = _Flow()
    loop = DeadlineLoop(SimpleNamespace(flow=flow, matches=_Service()))  # type: ignore[arg-type]
    # Started (or replanned) from inside a click on match 99: the timer's work is not 99's.
    with match_context(99), shard_context(1):
        loop.start()
    for _ in range(20):
        if len(flow.seen) == 4:
            break
        await asyncio.sleep(0.01)
    await loop.stop()
    assert flow.seen == [("owed", None), ("timeout", 5), ("timeout", 6), ("reminder", 8)]
    assert [(ln["match"], ln["shard"]) for ln in json_lines(out)
            if ln["message"] == "announcing failed"] == [(5, None), (6, None)]
