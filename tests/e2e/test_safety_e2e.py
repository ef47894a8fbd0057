"""Faults of a busy server in the simulated Discord: hostile nicknames, a long match list,
lobbies left open, forged custom ids."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import discord

import bot.store
from bot.lobbies import DEFAULT_LOBBY_TTL, MAX_OPEN_LOBBIES
from bot.text.catalog import escape_name
from tests.e2e.harness import Table, click_something, private_answer, prompt_message, table
from tests.e2e.test_karatekarte_e2e import whose_turn


def bot_messages(t: Table) -> list[Any]:
    """Every message the bot posted anywhere (threads, channels, DMs), as simcord stores it."""
    bot_id = t.bot.user.id  # type: ignore[union-attr]
    return [m for channel in t.env.backend.messages.values() for m in channel.values()
            if m.author_id == bot_id]


def all_text(message: Any) -> str:
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.get("title", ""), embed.get("description", "")]
        parts += [f.get("name", "") + f.get("value", "") for f in embed.get("fields", [])]
    return "\n".join(parts)


async def test_hostile_nicknames_ping_nobody_and_are_shown_escaped(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        stranger = t["carol"]  # in the server, never seated: must never be pinged
        role = t.guild.create_role("Members", mentionable=True)
        nicks = {"mallory": f"<@{stranger.id}> @everyone <@&{role.id}>",
                 "trudy": "[click](http://evil) **bold**"}
        for name, nick in nicks.items():
            t.members[name] = t.guild.add_member(t.env.create_user(name), nick=nick)
        res = await t.slash("mallory", "karatekarte new", opponent=t["trudy"], pace="live")
        lobby = res.response.message
        await t.click("trudy", lobby, label="Join")
        assert escape_name(nicks["mallory"]) in res.response.embeds[0].description
        await t.click("mallory", lobby, label="Start")
        (match,) = await t.bot.matches.store.list_matches()
        thread = t.thread()
        assert "@everyone" not in thread.name and f"<@{stranger.id}>" not in thread.name
        assert "\\" not in thread.name, "a thread name shows no markdown: no backslashes"
        rnd = random.Random(3)
        for _ in range(12):  # some moves, the log names the players
            name = await whose_turn(t, match.id)
            assert name is not None
            await click_something(t, name, prompt_message(t.dms(name)), rnd)
        for _ in range(8):  # then nobody plays: reminders, timeouts, a forfeit
            await t.advance(301)
            match = await t.bot.matches.get(match.id)
            if match.over:
                break
        assert match.status == "finished"

        seated = {int(p) for p in match.seats}
        messages = bot_messages(t)
        shown = "\n".join(all_text(m) for m in messages)
        for nick in nicks.values():
            assert nick not in shown
            assert escape_name(nick) in shown, "the names are shown, escaped"
        for m in messages:
            assert set(m.ping_user_ids) <= seated, (m.content, m.ping_user_ids)
            assert not m.mention_everyone and not m.ping_role_ids, m.content
        pinged = {p for m in messages for p in m.ping_user_ids}
        assert pinged == seated, "players are still pinged for their turns"
        # A message that names no one pings no one (the client's default), and every request
        # that says whom it may ping lists only seated players.
        assert t.bot.allowed_mentions is not None
        assert t.bot.allowed_mentions.to_dict() == {"parse": []}
        for request in t.env.http_requests:
            allowed = (request.json or {}).get("allowed_mentions") if isinstance(
                request.json, dict) else None
            if allowed is not None:
                assert allowed.get("parse", []) == [], request.path
                assert {int(u) for u in allowed.get("users", [])} <= seated, request.path


async def make_matches(t: Table, host: str, guest: str, count: int,
                       guild_id: int | None = None) -> list[int]:
    """Started matches straight through the service (the lobby cap allows 5 open)."""
    service = t.bot.matches
    ids = []
    for n in range(count):
        m = await service.create("karatekarte", host=t.uid(host), guild_id=guild_id or t.guild.id,
                                 channel_id=t.channel.id)
        await service.join(m.id, t.uid(guest))
        await service.start(m.id, t.uid(host), seed=n)
        ids.append(m.id)
    return ids


def listed_ids(text: str) -> list[int]:
    return [int(i) for i in re.findall(r"\*\*#(\d+)\*\*", text)]


async def test_sixty_matches_are_listed_by_pages(tmp_path: Path, monkeypatch: Any) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        mine = await make_matches(t, "alice", "bob", 40) + await make_matches(t, "bob", "alice", 20)
        not_mine = await make_matches(t, "bob", "carol", 3)
        elsewhere = await make_matches(t, "alice", "bob", 2, guild_id=t.guild.id + 1)
        # Neither the list nor its pages nor the autocomplete decode a whole match row.
        decoded: list[int] = []
        real_decode = bot.store._decode_match
        monkeypatch.setattr(bot.store, "_decode_match",
                            lambda row: decoded.append(1) or real_decode(row))

        res = await t.slash("alice", "match list")
        seen: list[int] = []
        for page in range(6):
            message = res.response.message  # read afresh: the buttons edit it in place
            text = message.content
            assert len(text) < 2000 and f"page {page + 1} of 6" in text
            ids = listed_ids(text)
            assert len(ids) == 10
            seen += ids
            labels = [c.label for row in message.components for c in row.children]
            assert ("Next ▶" in labels) == (page < 5) and ("◀ Previous" in labels) == (page > 0)
            if page < 5:
                await t.click("alice", message, label="Next ▶")
        assert seen == sorted(mine, reverse=True), "each of alice's matches once, newest first"
        assert not set(seen) & set(not_mine + elsewhere)
        await t.click("alice", res.response.message, label="◀ Previous")
        assert listed_ids(res.response.content) == seen[40:50]

        choices = await t["alice"].autocomplete(t.channel, "match show", "match", "")
        assert len(choices) == 25 and {c["value"] for c in choices} <= set(mine)
        one = await t["alice"].autocomplete(t.channel, "match show", "match", f"#{mine[7]} ")
        assert [c["value"] for c in one] == [mine[7]]
        assert decoded == []


async def test_lobbies_expire_and_one_member_opens_at_most_five(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        first = await t.slash("alice", "karatekarte new")
        await t.advance(86400)
        for _ in range(MAX_OPEN_LOBBIES - 1):
            await t.slash("alice", "karatekarte new")
        refused = await t.slash("alice", "karatekarte new")
        assert "already host 5 open lobbies" in private_answer(refused)
        assert len(await t.bot.matches.store.list_matches(statuses=["lobby"])) == 5

        await t.advance(DEFAULT_LOBBY_TTL - 86400 + 1)  # the first lobby's week is over
        lobbies = await t.bot.matches.store.list_matches(statuses=["lobby", "aborted"])
        assert [m.status for m in sorted(lobbies, key=lambda m: m.id)] == (
            ["aborted"] + ["lobby"] * 4)
        assert "expired" in first.response.embeds[0].description
        assert first.response.components == [], "its buttons are gone"
        again = await t.slash("alice", "karatekarte new")
        assert again.response.message.embeds, "a slot was freed"


async def test_forged_custom_ids_are_refused_politely(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        forged = [f"dojo:v1:hand:{2**64}", f"dojo:v1:act:{2**63}:1:0:0123abcd",
                  "dojo:v1:act:1:1:99999999999:0123abcd", "dojo:v1:list:123456789",
                  f"dojo:v1:lobby:{10**30}:join", f"dojo:v1:page:1:{2**70}:0",
                  f"dojo:v1:sel:{2**66}:1:0"]
        view = discord.ui.View(timeout=None)
        for custom_id in forged[:-1]:
            view.add_item(discord.ui.Button(label=custom_id[-12:], custom_id=custom_id))
        view.add_item(discord.ui.Select(custom_id=forged[-1],
                                        options=[discord.SelectOption(label="x", value="0:0")]))
        channel = t.bot.get_channel(t.channel.id)
        assert isinstance(channel, discord.TextChannel)
        message = await channel.send("forged", view=view)
        stored = t.channel.history()[-1]
        assert stored.id == message.id
        for custom_id in forged[:-1]:
            res = await t.click("alice", stored, custom_id=custom_id)
            assert "not one I made" in private_answer(res), custom_id
        res = await t.select("alice", stored, "0:0", custom_id=forged[-1])
        assert "not one I made" in private_answer(res)
