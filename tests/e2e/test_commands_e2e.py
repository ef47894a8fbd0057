"""Shared commands, permissions and command sync, in the simulated Discord."""

from __future__ import annotations

from pathlib import Path

import discord

from tests.e2e.harness import private_answer, table
from tests.e2e.test_karatekarte_e2e import open_match, whose_turn


def command_syncs(t: object) -> int:
    return sum(1 for r in t.env.http_requests  # type: ignore[attr-defined]
               if r.method == "PUT" and r.path.endswith("/commands"))


async def test_commands_sync_once_then_only_when_they_change(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        assert command_syncs(t) == 1
        await t.restart()
        assert command_syncs(t) == 1, "an unchanged tree is not synced again"
        res = await t.slash("alice", "rules", game="karatekarte")
        assert "Amorce" in res.response.embeds[0].description


async def test_missing_permissions_are_named_and_nothing_is_created(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        locked = t.guild.create_text_channel(
            "locked", overwrites={t.guild.me: discord.PermissionOverwrite(attach_files=False,
                                                                          embed_links=False)})
        res = await t.slash("alice", "karatekarte new", where=locked)
        text = private_answer(res)
        assert "Attach Files" in text and "Embed Links" in text
        assert await t.bot.matches.store.list_matches() == []
        assert locked.history() == [] or all(m.flags.ephemeral for m in locked.history())


async def test_without_thread_permission_the_match_runs_in_the_channel(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        room = t.guild.create_text_channel(
            "nothreads",
            overwrites={t.guild.me: discord.PermissionOverwrite(create_public_threads=False)})
        res = await t.slash("alice", "karatekarte new", where=room)
        await t.click("bob", res.response.message, label="Join")
        await t.click("alice", res.response.message, label="Start")
        assert room.threads == []
        (match,) = await t.bot.matches.store.list_matches()
        assert match.thread_id is None and match.channel_id == room.id
        assert any(m.attachments and m.attachments[0].filename == "board.png"
                   for m in room.history())


async def test_match_list_show_resign(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t)
        listed = await t.slash("bob", "match list")
        assert f"#{match_id}" in private_answer(listed)
        shown = await t.slash("carol", "match show", match=match_id)
        assert shown.response.attachments[0].filename == "board.png"
        asked = await t.slash("bob", "match resign", where=t.thread())
        assert "cannot be taken back" in private_answer(asked)
        kept = await t.click("bob", asked.response.message, label="Keep playing")
        assert "keep playing" in kept.response.content
        assert (await t.bot.matches.get(match_id)).running, "asking changes nothing"
        asked = await t.slash("bob", "match resign", where=t.thread())
        resigned = await t.click("bob", asked.response.message, label="Resign")
        assert "You resigned" in resigned.response.content
        match = await t.bot.matches.get(match_id)
        assert match.status == "finished" and match.result is not None
        assert match.result["winners"] == [t.uid("alice")]
        assert "by resignation" in t.thread().history()[-1].content
        assert await whose_turn(t, match_id) is None
        status = t.thread().history()[0].embeds[0].description
        assert "by resignation" in status and "time runs out" not in status


async def test_host_aborts_a_running_match(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t)
        res = await t.slash("alice", "match abort", match=match_id)
        assert "aborted" in private_answer(res)
        assert (await t.bot.matches.get(match_id)).status == "aborted"
        assert "aborted" in t.thread().history()[-1].content
        assert t.thread().history()[0].components == []


async def test_lobby_cancel_and_leave(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        res = await t.slash("alice", "karatekarte new")
        lobby = res.response.message
        await t.click("bob", lobby, label="Join")
        assert t["bob"].mention in res.response.embeds[0].fields[0].value
        await t.click("bob", lobby, label="Leave")
        assert t["bob"].mention not in res.response.embeds[0].fields[0].value
        await t.click("alice", lobby, label="Cancel")
        assert "closed" in res.response.embeds[0].description
        assert res.response.components == []
        (match,) = await t.bot.matches.store.list_matches(statuses=["aborted"])
        assert match.seats == [t.uid("alice")]
        shown = await t.slash("carol", "match show", match=match.id)
        assert "never started" in private_answer(shown), "answered privately, not publicly"


async def test_aborting_a_lobby_closes_its_message(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        res = await t.slash("alice", "karatekarte new")
        (match,) = await t.bot.matches.store.list_matches()
        aborted = await t.slash("alice", "match abort", match=match.id)
        assert "aborted" in private_answer(aborted)
        assert res.response.components == []
        assert "closed" in res.response.embeds[0].description


async def test_with_its_thread_gone_a_match_still_reaches_its_players(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, pace="live")
        sleeper = await whose_turn(t, match_id)
        other = "bob" if sleeper == "alice" else "alice"
        dms_before = len(t.dms(other))
        await t.bot.matches.store.update_match(match_id, thread_id=999_999, now=0.0)
        await t.advance(301)
        assert await whose_turn(t, match_id) == other
        assert len(t.dms(other)) > dms_before, "the next prompt still goes by DM"
        assert any("ran out of time" in m.content for m in t.channel.history()), \
            "the log falls back to the match's channel"
