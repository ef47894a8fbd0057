"""The sandbox's simulated world: the real bot attached to a simulated server with a lobby
open, the rooms the page can show, and the one preview page that moves between them."""

from __future__ import annotations

import asyncio
import contextlib
import random
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import discord
import simcord

from bot.app import DojoBot, create_bot
from bot.registry import default_registry
from bot.store import MatchRow
from bot.ui import ids
from sandbox.clicker import click_something, prompt_message

NAMES: tuple[str, ...] = ("Aiko", "Bruno", "Chloé", "Dmitri", "Esme", "Farid", "Gaia", "Hugo")
GUILD_NAME = "Dojo Sandbox"
CHANNEL_NAME = "dojo"
BOT_NAME = "Dojo"


@dataclass(frozen=True)
class Room:
    """A place the page can show: a channel with the members allowed to view it."""

    key: str
    label: str
    channel: Any
    viewers: tuple[Any, ...]


class Sandbox:
    """The real bot attached to a simulated server with a lobby open."""

    def __init__(self, game: str, players: int, database: str) -> None:
        self.game = game
        self.spec = default_registry()[game]
        self.group = self.spec.group
        self.engine = self.spec.engine
        self.players = players
        self.seats = min(players, self.engine.max_players)
        """Members who sit at the table; any others can watch."""
        self.database = database
        # The bot's clock reads simcord's virtual clock, as in the end-to-end tests, so
        # deadlines and timestamps agree with the simulated Discord.
        self.bot: DojoBot = create_bot(database, clock=lambda: self.env.now().timestamp(),
                                       force_sync=True)
        # force_sync: the simulated Discord is new on every run, so the commands must be
        # registered again even when a --database remembers an earlier sync.
        self.env = simcord.Env(self.bot)
        self.members: list[Any] = []
        self.guild: Any = None
        self.channel: Any = None
        self.match_id: int | None = None
        self._time: contextlib.ExitStack | None = None
        self._error_cursor = 0

    async def start(self) -> None:
        await self.env.start()
        self._time = contextlib.ExitStack()
        self._time.enter_context(self.env.time_context())
        assert self.bot.user is not None
        # A real bot account would be called Dojo; simcord names it TestBot by default.
        await self.bot.user.edit(username=BOT_NAME)
        await self.env.settle()
        self.guild = self.env.create_guild(GUILD_NAME)
        self.channel = self.guild.create_text_channel(
            CHANNEL_NAME, topic=f"Try {self.engine.title}: the real Dojo bot, simulated Discord")
        self.members = [self.guild.add_member(self.env.create_user(name))
                        for name in NAMES[:self.players]]
        await self.open_lobby()

    async def open_lobby(self) -> None:
        """The host runs ``/<game> new`` and the other players take their seats, so the
        person's first click is Start."""
        host = self.members[0]
        options: dict[str, Any] = {}
        if self.spec.min_players != self.spec.max_players:
            options["players"] = self.seats  # games with a seat count take ``players``
        await host.slash(self.channel, f"{self.group} new", **options)
        lobby = await self.newest_match()
        assert lobby is not None, "the lobby was not created"
        self.match_id = lobby.id
        message = self.lobby_message()
        for member in self.members[1:self.seats]:
            await member.click(message, custom_id=ids.lobby(lobby.id, "join"))

    async def close(self) -> None:
        try:
            with contextlib.suppress(simcord.SetupError):
                await self.env.shutdown()
        finally:
            if self._time is not None:
                self._time.close()
            if not self.bot.is_closed():
                await self.bot.close()  # also closes the store

    # -- reading the world

    async def newest_match(self) -> MatchRow | None:
        matches = await self.bot.store.list_matches(
            statuses=("lobby", "running", "finished", "aborted"))
        return matches[0] if matches else None

    def lobby_message(self) -> discord.Message:
        return self.channel.history()[-1]

    def member(self, user_id: str | int) -> Any:
        return next(m for m in self.members if str(m.id) == str(user_id))

    def bot_errors(self) -> Sequence[BaseException]:
        """Errors the bot raised since the last call (shown in the terminal)."""
        errors = self.env.errors_since(self._error_cursor)
        self._error_cursor = self.env.error_cursor
        return errors

    # -- rooms

    def lobby_room(self) -> Room:
        return Room("c", f"#{self.channel.name}", self.channel, tuple(self.members))

    def thread_rooms(self) -> list[Room]:
        threads = self.channel.threads
        return [Room(f"t{i}", f"thread {t.name}", t, tuple(self.members))
                for i, t in enumerate(threads, 1)]

    def dm_room(self, member: Any) -> Room:
        index = self.members.index(member) + 1
        # A DM page can only be viewed by the member it belongs to.
        return Room(str(index), f"{member.name}'s DMs", member.user.dm_channel, (member.user,))

    def room(self, key: str) -> Room | None:
        """``c`` the channel, ``t`` the newest thread (``t1``, ``t2``... older ones), a
        member's number or the start of their name for their DMs."""
        key = key.strip().lower()
        if key in ("c", "#", CHANNEL_NAME):
            return self.lobby_room()
        threads = self.thread_rooms()
        if key == "t" and threads:
            return threads[-1]
        for room in threads:
            if room.key == key:
                return room
        if key.isdigit() and 1 <= int(key) <= len(self.members):
            return self.dm_room(self.members[int(key) - 1])
        named = [m for m in self.members if key and m.name.lower().startswith(key)]
        return self.dm_room(named[0]) if len(named) == 1 else None

    def room_menu(self) -> str:
        parts = [f"c #{self.channel.name}"]
        if self.channel.threads:
            parts.append("t match thread")
        parts += [f"{i} {m.name}'s DMs" for i, m in enumerate(self.members, 1)]
        return ", ".join(part.replace(" ", GLUE) for part in parts)

    # -- scripted play (screenshots)

    def fix_deal(self, seed: int) -> None:
        """Make the next match start from this deal instead of a secret random one, so that
        scripted screenshots come out the same on every run. Only the deal changes: the bot
        still starts the match itself, through its own Start button."""
        self.bot.matches.seeds = lambda: seed

    async def press_start(self) -> None:
        assert self.match_id is not None
        await self.members[0].click(self.lobby_message(),
                                    custom_id=ids.lobby(self.match_id, "start"))

    async def play(self, clicks: int, rnd: random.Random) -> int:
        """Random legal choices, made in the players' DMs like a person would; returns how
        many clicks were made (fewer if the match ended or nobody has a prompt)."""
        assert self.match_id is not None
        made = 0
        while made < clicks:
            match, state = await self.bot.matches.state(self.match_id)
            if not match.running:
                break
            decisions = self.engine.pending(state)
            if not decisions:
                break
            member = self.member(decisions[0].player)
            prompt = prompt_message(member.user.dm_channel.history())
            if prompt is None:
                break
            await click_something(member.user, prompt, rnd)
            made += 1
        return made


# ----------------------------------------------------------------------------- the page


class Window:
    """The one preview page. simcord serves one channel per Preview, so showing another
    room closes the Preview and opens a new one on the same port with the same secret:
    the printed URL keeps working, and a reload shows the new room."""

    def __init__(self, env: Any, port: int) -> None:
        self.env = env
        self.port = port
        self.capability = secrets.token_urlsafe(32)
        self.preview: Any = None
        self.room: Room | None = None
        self._ended: asyncio.Future[None] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/#{self.capability}"

    @property
    def ended_by_page(self) -> bool:
        """The person pressed "End preview session" in the page."""
        return self._ended is not None and self._ended.done()

    async def show(self, room: Room, *, width: int = 960, height: int = 720) -> None:
        await self.close()
        preview = self.env.preview(room.channel, viewers=list(room.viewers), layout="channel",
                                   width=width, height=height, port=self.port)
        # Each Preview mints its own secret; reusing one keeps the URL the person already
        # opened valid across rooms. simcord binds the page server to 127.0.0.1 only.
        preview.capability = self.capability
        await preview.__aenter__()
        self.port = int(urlsplit(preview.url).port or 0)
        self.preview = preview
        self.room = room
        self._ended = asyncio.ensure_future(preview.wait_closed())

    async def close(self) -> None:
        if self._ended is not None:
            self._ended.cancel()
            self._ended = None
        if self.preview is not None:
            preview, self.preview = self.preview, None
            await preview.close()


GLUE = "\x00"
"""Stands for a space that wrapping must not break (a command, a menu entry)."""
