"""Several bot processes, each over some shards (issue 15): the command line, its refusals,
the bot it builds, and the one process that syncs the slash commands."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest
from discord.ext import commands

from bot.__main__ import main, parse_args, process_label, shard_list, sharding_problem
from bot.app import DojoBot, ShardedDojoBot, create_bot

PG = "postgresql://postgres@127.0.0.1:5432/dojo"
ENV = ("DISCORD_TOKEN", "DOJO_DATABASE", "DOJO_SHARDS", "DOJO_SHARD_COUNT", "DOJO_LOG_FORMAT",
       "DOJO_LOG_LEVEL", "DEV_GUILD_ID")


@pytest.fixture
def clean(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[pytest.MonkeyPatch]:
    """No setting from this machine (environment, .env) and the root logger put back."""
    for key in ENV:
        monkeypatch.delenv(key, raising=False)
    monkeypatch.chdir(tmp_path)
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield monkeypatch
    for handler in [h for h in root.handlers if h not in handlers]:
        root.removeHandler(handler)
    root.setLevel(level)


# -- parsing the shard list


@pytest.mark.parametrize(("text", "ids"), [
    ("4", [4]), ("0-3", [0, 1, 2, 3]), ("0,2,5", [0, 2, 5]), (" 0-1 , 6 ", [0, 1, 6]),
    ("2-2", [2]), ("0-3,8-9", [0, 1, 2, 3, 8, 9]), ("1,1", [1, 1]),
])
def test_shard_lists_take_numbers_ranges_and_both(text: str, ids: list[int]) -> None:
    assert shard_list(text) == ids


@pytest.mark.parametrize(("text", "message"), [
    ("", "--shards '' has an empty entry; write e.g. 0-3 or 0,2,5"),
    ("0,,2", "--shards '0,,2' has an empty entry; write e.g. 0-3 or 0,2,5"),
    ("1,", "--shards '1,' has an empty entry; write e.g. 0-3 or 0,2,5"),
    ("a", "--shards: 'a' is not a shard number or a range like 0-3"),
    ("-1", "--shards: '-1' is not a shard number or a range like 0-3"),
    ("2-", "--shards: '2-' is not a shard number or a range like 0-3"),
    ("0-3-5", "--shards: '0-3-5' is not a shard number or a range like 0-3"),
    ("1.5", "--shards: '1.5' is not a shard number or a range like 0-3"),
    ("3-1", "--shards: the range '3-1' runs backwards; write 1-3"),
])
def test_a_bad_shard_list_says_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(ValueError) as raised:
        shard_list(text)
    assert str(raised.value) == message


# -- what a process may run


def test_shards_need_the_count_of_the_whole_bot() -> None:
    assert sharding_problem([0, 1], None, PG) == (
        "--shards needs --shard-count (or DOJO_SHARD_COUNT): how many shards the whole bot "
        "has, across all its processes")


def test_shards_outside_the_count_are_refused() -> None:
    assert sharding_problem([6, 7, 8, 9], 8, PG) == (
        "--shards: shard 8, 9 is outside 0-7 (--shard-count 8)")


def test_a_shard_listed_twice_is_refused() -> None:
    assert sharding_problem(shard_list("0-3,2"), 8, PG) == (
        "--shards: shard 2 is listed more than once")


def test_part_of_the_shards_on_sqlite_is_refused_and_says_to_use_postgresql() -> None:
    problem = sharding_problem([0, 1, 2, 3], 8, "data/dojo.sqlite3")
    assert problem == (
        "--shards runs 4 of 8 shards, so other processes run the rest, and they must share "
        "one database: a SQLite file is one process's; set "
        "DOJO_DATABASE=postgresql://user@host:5432/dojo")


def test_a_count_below_one_is_refused() -> None:
    assert sharding_problem(None, 0, PG) == "--shard-count must be at least 1, not 0"


@pytest.mark.parametrize(("shards", "count", "database"), [
    (None, None, "data/dojo.sqlite3"),  # the usual single process
    ([0, 1, 2, 3], 4, "data/dojo.sqlite3"),  # every shard in one process: SQLite is enough
    (None, 4, "data/dojo.sqlite3"),  # a count alone: this process runs all of them
    ([4, 5, 6, 7], 8, PG), ([0, 2, 5], 8, "postgres://db/dojo"),
])
def test_what_one_process_can_run_is_accepted(shards: list[int] | None, count: int | None,
                                              database: str) -> None:
    assert sharding_problem(shards, count, database) is None


def test_the_process_label_names_its_shards() -> None:
    assert process_label([0, 1, 2, 3], 8) == "shards 0,1,2,3 of 8"
    assert process_label(None, 4) == "shards 0-3 of 4"
    assert process_label(None, None) is None


# -- the command line


def one_line_refusal(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.endswith("\n") and err.count("\n") == 1, f"one line, not {err!r}"
    return err.strip()


def test_the_command_line_refuses_with_one_line_and_exit_2(
        clean: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    assert one_line_refusal(capsys, ["--shards", "0-3"]).startswith(
        "--shards needs --shard-count")
    assert one_line_refusal(capsys, ["--shards", "x"]) == (
        "--shards: 'x' is not a shard number or a range like 0-3")
    assert one_line_refusal(capsys, ["--shards", "0-3", "--shard-count", "8"]).endswith(
        "set DOJO_DATABASE=postgresql://user@host:5432/dojo")
    assert one_line_refusal(capsys, ["--shards", "7,8", "--shard-count", "8"]) == (
        "--shards: shard 8 is outside 0-7 (--shard-count 8)")


def test_the_environment_sets_the_shards_and_flags_win(
        clean: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    clean.setenv("DOJO_SHARDS", "0-1")
    clean.setenv("DOJO_SHARD_COUNT", "4")
    assert "runs 2 of 4 shards" in one_line_refusal(capsys, [])
    assert "runs 2 of 8 shards" in one_line_refusal(capsys, ["--shard-count", "8"])
    assert "runs 1 of 4 shards" in one_line_refusal(capsys, ["--shards", "3"])


def test_a_bad_setting_is_one_line_naming_it(clean: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    clean.setenv("DOJO_LOG_FORMAT", "xml")
    line = one_line_refusal(capsys, [])
    assert line.startswith("Invalid setting (environment or .env): DOJO_LOG_FORMAT:")
    clean.delenv("DOJO_LOG_FORMAT")
    clean.setenv("DOJO_SHARD_COUNT", "0")
    assert "DOJO_SHARD_COUNT" in one_line_refusal(capsys, [])


def test_accepted_shards_reach_the_bot(clean: pytest.MonkeyPatch) -> None:
    got: dict[str, Any] = {}

    async def run_bot(settings: Any, force_sync: bool, **shards: Any) -> None:
        got.update(shards, database=settings.database, force_sync=force_sync)

    clean.setattr("bot.__main__.run_bot", run_bot)
    clean.setenv("DISCORD_TOKEN", "a.b.c")
    clean.setenv("DOJO_DATABASE", PG)
    assert main(["--sync", "--shards", "4-5,7", "--shard-count", "8"]) == 0
    assert got == {"shard_ids": [4, 5, 7], "shard_count": 8, "database": PG,
                   "force_sync": True}
    assert main([]) == 0
    assert got["shard_ids"] is None and got["shard_count"] is None


def test_migrate_reads_from_to_and_replace(clean: pytest.MonkeyPatch) -> None:
    args = parse_args(["migrate", "--from", "old.sqlite3", "--to", PG, "--replace"])
    assert (args.command, args.source, args.target, args.replace) == (
        "migrate", "old.sqlite3", PG, True)
    assert parse_args(["migrate", "--from", "a", "--to", PG]).replace is False
    with pytest.raises(SystemExit) as exited:
        parse_args(["migrate", "--from", "a"])
    assert exited.value.code == 2


def test_migrate_hands_its_arguments_to_bot_migrate(clean: pytest.MonkeyPatch) -> None:
    got: list[argparse.Namespace] = []
    fake = ModuleType("bot.migrate")

    def migrate(args: argparse.Namespace) -> int:
        got.append(args)
        return 3

    fake.main = migrate  # type: ignore[attr-defined]
    clean.setitem(sys.modules, "bot.migrate", fake)
    # No token needed: the migration does not talk to Discord.
    assert main(["migrate", "--from", "old.sqlite3", "--to", PG]) == 3
    assert (got[0].source, got[0].target, got[0].replace) == ("old.sqlite3", PG, False)


# -- the bot


def test_without_shards_the_bot_is_a_plain_bot(tmp_path: Path) -> None:
    bot = create_bot(str(tmp_path / "dojo.sqlite3"))
    assert type(bot) is DojoBot
    assert not isinstance(bot, commands.AutoShardedBot)


def test_with_shards_the_bot_runs_them(tmp_path: Path) -> None:
    bot = create_bot(PG, shard_ids=[4, 5], shard_count=8, lobby_ttl=120)
    assert isinstance(bot, ShardedDojoBot) and isinstance(bot, commands.AutoShardedBot)
    assert bot.shard_ids == [4, 5] and bot.shard_count == 8
    assert bot.lobby_ttl == 120 and bot.database == PG, "DojoBot's own options still apply"
    everything = create_bot(str(tmp_path / "dojo.sqlite3"), shard_count=4)
    assert isinstance(everything, ShardedDojoBot)
    assert everything.shard_ids is None and everything.shard_count == 4


class _Settings:
    """The store's settings table, as sync_commands uses it."""

    def __init__(self) -> None:
        self.values: dict[str, str] = {}

    async def get_setting(self, key: str) -> str | None:
        return self.values.get(key)

    async def set_setting(self, key: str, value: str) -> None:
        self.values[key] = value


@pytest.mark.parametrize(("shards", "syncs"), [
    ({}, True),
    ({"shard_ids": [0, 1], "shard_count": 4}, True),
    ({"shard_count": 4}, True),
    ({"shard_ids": [1], "shard_count": 4}, False),
    ({"shard_ids": [2, 3], "shard_count": 4}, False),
])
async def test_only_the_process_running_shard_0_syncs_the_commands(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, shards: dict[str, Any],
        syncs: bool) -> None:
    bot = create_bot(str(tmp_path / "dojo.sqlite3"), **shards)
    synced: list[Any] = []

    async def sync(*, guild: Any = None) -> list[Any]:
        synced.append(guild)
        return []

    monkeypatch.setattr(bot.tree, "sync", sync)
    bot.store = _Settings()  # type: ignore[assignment]
    assert await bot.sync_commands() is syncs
    assert synced == ([None] if syncs else [])
    assert bool(bot.store.values) is syncs, "nothing recorded as synced by a process that did not"


async def test_a_forced_sync_still_belongs_to_shard_0(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    bot = create_bot(str(tmp_path / "dojo.sqlite3"), shard_ids=[3], shard_count=4,
                     force_sync=True)
    monkeypatch.setattr(bot.tree, "sync", SimpleNamespace)  # any call would fail the await
    bot.store = _Settings()  # type: ignore[assignment]
    assert await bot.sync_commands() is False
