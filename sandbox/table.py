"""A table of simulated members around the real bot: a small facade over simcord (a simulated
Discord) so the end-to-end tests and the benchmarks read like a transcript, and the simulator
could be swapped without rewriting them.

The bot is the real one from ``create_bot``, with its clock tied to simcord's virtual clock so
deadlines fire when the caller advances time.
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
import simcord

from bot.app import DojoBot, create_bot
from bot.registry import Registry
from sandbox import clicker
from sandbox.clicker import AVOID, PREFERENCE, controls, prompt_message

__all__ = ["Table", "click_something", "controls", "open_match", "private_answer",
           "prompt_message", "running", "table"]

_base_payload = simcord.interactions.base_payload


def _payload_with_locales(backend: Any, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
    """Discord tells the bot each clicker's language and their server's with every
    interaction; simcord sends "en-US" for both, so the table fills in what its members and
    its guild speak (``Table.speak``, ``table(guild_locale=...)``)."""
    record, payload = _base_payload(backend, **kwargs)
    spoken: dict[int, str] = getattr(backend, "dojo_locales", {})
    payload["locale"] = spoken.get(int(kwargs["user_id"]), "en-US")
    if kwargs.get("guild_id") is not None:
        payload["guild_locale"] = backend.get_guild(kwargs["guild_id"]).preferred_locale
    return record, payload


simcord.interactions.base_payload = _payload_with_locales


@dataclass
class Table:
    env: Any
    guild: Any
    channel: Any
    members: dict[str, Any]
    db: Path
    bots: list[DojoBot] = field(default_factory=list)

    # -- the bot

    @property
    def bot(self) -> DojoBot:
        return self.bots[-1]

    def new_bot(self) -> DojoBot:
        bot = create_bot(str(self.db), clock=lambda: self.env.now().timestamp())
        self.bots.append(bot)
        return bot

    async def restart(self) -> DojoBot:
        """A new ``create_bot`` on the same database file, attached to the same world."""
        old = self.bot
        await self.env.restart_bot(self.new_bot())
        await old.close()
        return self.bot

    async def advance(self, seconds: float) -> None:
        await self.env.advance_time(seconds)
        await self.env.settle()

    # -- people

    def __getitem__(self, name: str) -> Any:
        return self.members[name]

    def uid(self, name: str) -> str:
        return str(self.members[name].id)

    def name_of(self, uid: str) -> str:
        return next(n for n, m in self.members.items() if str(m.id) == uid)

    def speak(self, name: str, locale: str) -> None:
        """From now on this member's Discord client is in ``locale`` ("fr", "en-US")."""
        backend = self.env.backend
        if not hasattr(backend, "dojo_locales"):
            backend.dojo_locales = {}
        backend.dojo_locales[self.members[name].id] = locale

    def close_dms(self, name: str) -> None:
        """Make DMs to this member fail like a user who blocks DMs from server members."""
        member = self.members[name]
        self.env.inject_error("POST", f"/channels/{member.user.dm_channel.id}/messages",
                              status=403, code=50007,
                              message="Cannot send messages to this user", times=None)

    async def slash(self, name: str, command: str, where: Any = None, **options: Any) -> Any:
        return await self.members[name].slash(where or self.channel, command, **options)

    def actor(self, name: str, message: Any) -> Any:
        """Who acts on ``message``: in a DM the user, in the server the member. Asked of the
        channel, not of ``message.guild``: a message read by a process that does not run
        the server's shard knows no guild (tests.e2e.cluster)."""
        member = self.members[name]
        dm = member.user.dm_channel
        return member.user if dm is not None and message.channel.id == dm.id else member

    async def click(self, name: str, message: Any, *, label: str | None = None,
                    custom_id: str | None = None) -> Any:
        return await self.actor(name, message).click(message, label=label, custom_id=custom_id)

    async def select(self, name: str, message: Any, value: str, custom_id: str) -> Any:
        return await self.actor(name, message).select(message, [value], custom_id=custom_id)

    # -- reading

    def dms(self, name: str) -> list[discord.Message]:
        return self.members[name].user.dm_channel.history()

    def thread(self) -> Any:
        (thread,) = self.channel.threads
        return thread

    def texts(self, where: Any, viewer: str | None = None) -> list[str]:
        viewer_actor = self.members[viewer] if viewer else None
        return [m.content for m in where.history(viewer=viewer_actor)]


def private_answer(result: Any) -> str:
    """The ephemeral text the clicker got, whether as the response or as a followup."""
    texts = [f.content for f in result.followups if f.ephemeral]
    if texts:
        return str(texts[-1])
    assert result.response is not None and result.response.ephemeral, \
        f"no private answer in {result!r}"
    return str(result.response.content)


async def click_something(table: Table, name: str, message: discord.Message,
                          rnd: random.Random, prefer: Sequence[str] = PREFERENCE,
                          avoid: Sequence[str] = AVOID) -> Any:
    """The sandbox's scripted player, acting as ``name`` (in DMs as the user)."""
    return await clicker.click_something(table.actor(name, message), message, rnd, prefer,
                                         avoid)


@asynccontextmanager
async def table(db: Path, names: Sequence[str] = ("alice", "bob", "carol"), seed: int = 0,
                registry: Registry | None = None, guild_locale: str | None = None,
                **env_options: Any) -> AsyncIterator[Table]:
    holder: dict[str, Table] = {}

    def clock() -> float:
        return holder["env"].now().timestamp()

    # Matches get their seeds from a fixed sequence, so a failing test replays exactly.
    deals = random.Random(seed)

    def seeds() -> int:
        return deals.getrandbits(63)

    first = create_bot(str(db), clock=clock, seeds=seeds, registry=registry)
    env = simcord.Env(first, **env_options)
    holder["env"] = env  # the bot's clock reads simcord's virtual clock
    bots = [first]
    async with running(env, bots):
        guild = env.create_guild("Dojo Test Server", preferred_locale=guild_locale)
        channel = guild.create_text_channel("games")
        members = {n: guild.add_member(env.create_user(n)) for n in names}
        t = Table(env=env, guild=guild, channel=channel, members=members, db=db, bots=bots)
        t.new_bot = lambda: _new_bot(t, clock, seeds, registry)  # type: ignore[method-assign]
        yield t


@asynccontextmanager
async def running(env: Any, bots: list[DojoBot]) -> AsyncIterator[None]:
    """``env``'s world, started and on its virtual clock. On the way out it is shut down
    and every bot in ``bots`` (as the list stands then: restarts add to it) is closed; then,
    if nothing failed, errors the bots raised that no test looked at fail the test."""
    await env.start()
    clock_context = env.time_context()
    clock_context.__enter__()
    try:
        yield
    finally:
        try:
            await env.shutdown()
        finally:
            clock_context.__exit__(None, None, None)
        for bot in bots:
            if not bot.is_closed():
                await bot.close()
    env.raise_errors()


def _new_bot(t: Table, clock: Any, seeds: Any, registry: Registry | None) -> DojoBot:
    bot = create_bot(str(t.db), clock=clock, seeds=seeds, registry=registry)
    t.bots.append(bot)
    return bot


async def open_match(t: Table, group: str, host: str, guests: Sequence[str],
                     **options: Any) -> int:
    """``/<group> new`` by ``host``, the ``guests`` join, the host starts; the match id."""
    res = await t.slash(host, f"{group} new", **options)
    lobby = res.response.message
    for guest in guests:
        await t.click(guest, lobby, label="Join")
    await t.click(host, lobby, label="Start")
    matches = await t.bot.matches.store.list_matches()
    return max(m.id for m in matches)
