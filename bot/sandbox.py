"""``python -m bot sandbox``: the real bot in a simulated Discord, shown in a local web page.

The bot is the unmodified ``create_bot`` on its own SQLite file; simcord replaces only Discord
(no token, no network). simcord's preview page lets a person act as any simulated member.

One simcord Preview shows one channel, and a match lives in three kinds of place (the lobby
channel, the match thread, each member's DMs). So the sandbox keeps ONE page (one port, one
URL) and moves it between "rooms": it follows a match into its thread when the match starts,
and the terminal switches to a member's DMs on request. After a move the page asks to be
reloaded; the URL stays the same.

This is the only module of the bot that imports simcord (an optional extra): nothing else
under ``bot/`` or ``cogs/`` may, so the bot itself never depends on it.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import json
import logging
import os
import random
import re
import secrets
import shutil
import signal
import sys
import tempfile
import textwrap
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import discord
import simcord

from bot.app import DojoBot, create_bot
from bot.store import MatchRow
from bot.ui import ids
from rules import GAMES

SLASH_GROUPS: dict[str, str] = {"karatekarte": "karatekarte", "brutal_ring": "brutalring"}
"""Game id -> its slash command group (``/<group> new`` opens a lobby)."""
SEAT_OPTION: dict[str, str] = {"brutal_ring": "players"}
"""Games whose ``new`` command takes the number of seats, and the option's name."""

NAMES: tuple[str, ...] = ("Aiko", "Bruno", "Chloé", "Dmitri", "Esme", "Farid", "Gaia", "Hugo")
GUILD_NAME = "Dojo Sandbox"
CHANNEL_NAME = "dojo"
BOT_NAME = "Dojo"

SCREENSHOT_DEAL = 2026
SCREENSHOT_SEED = 8
SCREENSHOT_CLICKS = 12
SCREENSHOT_SIZE = (1280, 1000)
BROWSER_NAMES: tuple[str, ...] = ("chromium", "chromium-browser")
DEFAULT_BROWSER = "/usr/bin/chromium"
BROWSER_FLAGS: tuple[str, ...] = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
    "--disable-dev-shm-usage", "--hide-scrollbars", "--force-device-scale-factor=1",
    "--mute-audio",
)
BROWSER_TIMEOUT = 60.0

NO_BROWSER = """\
--screenshot needs Chromium, and none was found (looked for chromium and chromium-browser
on PATH). On Debian or Ubuntu install it with:

    apt-get install chromium

No browser is downloaded for you."""

WIDTH = 88
"""Terminal text is wrapped to this many columns."""
TICK = 0.25
"""How often (seconds) the sandbox checks for a new match thread and terminal commands."""


# ----------------------------------------------------------------------------- entry point


def main(args: argparse.Namespace) -> int:
    """Run the sandbox until Ctrl-C (or write screenshots); 0 on success, 2 on bad usage."""
    # Quieter than the bot's INFO default: the terminal is for the sandbox's instructions.
    level = logging.getLevelName(os.environ.get("DOJO_LOG_LEVEL", "WARNING").upper())
    logging.basicConfig(level=level if isinstance(level, int) else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    game = args.game
    if game not in SLASH_GROUPS:
        known = ", ".join(sorted(SLASH_GROUPS))
        not_yet = " (its rules exist, but it has no slash commands yet)" if game in GAMES else ""
        print(f"Unknown game {game!r}{not_yet}. Games you can try: {known}.", file=sys.stderr)
        return 2
    engine = GAMES[game]
    players = engine.min_players if args.players is None else args.players
    if not engine.min_players <= players <= len(NAMES):
        print(f"{engine.title} needs at least {engine.min_players} players; the sandbox has "
              f"names for up to {len(NAMES)} members (--players).", file=sys.stderr)
        return 2
    if not 0 <= args.port <= 65535:
        print("--port must be between 0 (any free port) and 65535.", file=sys.stderr)
        return 2
    browser: str | None = None
    if args.screenshot is not None:
        # Checked before anything starts: a missing browser is a setup problem, not a crash.
        browser = find_browser()
        if browser is None:
            print(NO_BROWSER, file=sys.stderr)
            return 2
    try:
        return asyncio.run(_run(args, game, players, browser))
    except KeyboardInterrupt:  # a second Ctrl-C while shutting down: stop waiting
        return 0


def find_browser(search_path: str | None = None) -> str | None:
    """The system Chromium: on ``search_path`` (default ``$PATH``), else /usr/bin/chromium
    when no PATH is set at all. Never downloads one."""
    path = os.environ.get("PATH") if search_path is None else search_path
    for name in BROWSER_NAMES:
        found = shutil.which(name, path=path if path is not None else os.defpath)
        if found:
            return found
    if path is None and os.access(DEFAULT_BROWSER, os.X_OK):
        return DEFAULT_BROWSER
    return None


async def _run(args: argparse.Namespace, game: str, players: int, browser: str | None) -> int:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # not on Windows
            loop.add_signal_handler(sig, stop.set)
    scratch: Path | None = None
    database = args.database
    if database is None:
        scratch = Path(tempfile.mkdtemp(prefix="dojo-sandbox-"))
        database = str(scratch / "dojo.sqlite3")
    sandbox = Sandbox(game, players, database)
    try:
        await sandbox.start()
        if browser is not None:
            return await take_screenshots(sandbox, Path(args.screenshot), browser)
        window = Window(sandbox.env, args.port)
        try:
            await window.show(sandbox.lobby_room())
        except simcord.SetupError as exc:
            print(f"Cannot serve the page on 127.0.0.1:{args.port} ({exc}). Try another "
                  f"--port, or --port 0 for any free one.", file=sys.stderr)
            return 2
        print_welcome(sandbox, window, database, throwaway=scratch is not None)
        await serve(sandbox, window, stop)
        print("Stopping the sandbox...", flush=True)
        await window.close()
        return 0
    finally:
        await sandbox.close()
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError):
                loop.remove_signal_handler(sig)


# ----------------------------------------------------------------------------- the world


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
        self.group = SLASH_GROUPS[game]
        self.engine = GAMES[game]
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
        if self.game in SEAT_OPTION:
            options[SEAT_OPTION[self.game]] = self.seats
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
        return ", ".join(_keep(part) for part in parts)

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
            prompt = _newest_prompt(member.user.dm_channel.history())
            if prompt is None:
                break
            await _click_something(member.user, prompt, rnd)
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


# ----------------------------------------------------------------------------- interactive


def print_welcome(sandbox: Sandbox, window: Window, database: str, *, throwaway: bool) -> None:
    host, *others = sandbox.members
    seated = others[:sandbox.seats - 1]
    joined = f"{_names(seated)} joined" if seated else "nobody has joined yet"
    watchers = others[len(seated):]
    intro = (f"Dojo sandbox: {sandbox.engine.title} with the real bot in a simulated Discord "
             f"(nothing leaves this machine). Server \"{GUILD_NAME}\", channel "
             f"#{CHANNEL_NAME}: {host.name} opened a lobby with "
             f"{_keep(f'/{sandbox.group} new')} and {joined}."
             + (f" {_names(watchers)} can watch." if watchers else ""))
    tips = [
        f'"Viewing as" in the top bar picks the member you act as. As {host.name}, press '
        f"Start.",
        "The match moves into its own thread and this page follows it: reload the page (F5) "
        "when it says the session is unavailable. The URL stays the same.",
        'Your hand and your choices: press "My hand" under the board (only the member you '
        "view as sees it). Or read that member's DMs: type their number here, press Enter, "
        "then reload the page.",
        'Several tabs open? Press "Refresh preview" to see what the others did.',
    ]
    kept = ("a throwaway file, deleted when you stop" if throwaway
            else "kept when you stop; the simulated server is new on every run")
    lines = ["", _fill(intro), "", f"  Open  {window.url}", ""]
    lines += [_fill(tip, initial_indent="- ", subsequent_indent="  ") for tip in tips]
    lines += ["", _fill(f"Rooms (type one, Enter, then reload the page): "
                        f"{sandbox.room_menu()}", subsequent_indent="  "),
              f"Database: {database}", f"  ({kept})", "Ctrl-C stops.", ""]
    print("\n".join(lines), flush=True)


async def serve(sandbox: Sandbox, window: Window, stop: asyncio.Event) -> None:
    """Until Ctrl-C, "q" or the page's "End preview session": follow new match threads, obey
    room commands typed in the terminal, and show the bot's errors."""
    loop = asyncio.get_running_loop()
    commands: asyncio.Queue[str] = asyncio.Queue()
    _read_terminal(loop, commands)
    seen_threads = {t.id for t in sandbox.channel.threads}
    while not stop.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), TICK)
        if stop.is_set():
            break
        for error in sandbox.bot_errors():
            print(f"The bot raised an error: {error!r}", file=sys.stderr, flush=True)
        if window.ended_by_page:
            print("The page ended the session.", flush=True)
            break
        threads = sandbox.channel.threads
        new = [t for t in threads if t.id not in seen_threads]
        seen_threads.update(t.id for t in threads)
        if new:
            room = sandbox.thread_rooms()[-1]
            await _move(window, room, "A match started: the page now shows its thread")
        while not commands.empty():
            text = commands.get_nowait().strip()
            if text.lower() in ("q", "quit", "exit"):
                stop.set()
                break
            target = sandbox.room(text) if text else None
            if target is None:
                print(_fill(f"Rooms: {sandbox.room_menu()} (q stops)"), flush=True)
                continue
            await _move(window, target, "The page now shows")


async def _move(window: Window, room: Room, what: str) -> None:
    await _quiet(window.env)
    old_url = window.url
    try:
        await window.show(room)
    except simcord.SetupError:
        # The port was taken in the moment it was free: any free port, with a new URL.
        window.port = 0
        await window.show(room)
    note = "reload it (F5)" if window.url == old_url else f"open {window.url}"
    print(f"{what}: {room.label}; {note}.", flush=True)


async def _quiet(env: Any) -> None:
    """Wait until no click from the page is being handled, so that moving the page never
    cuts one short: simcord refuses to settle while a page action runs. Gives up after a
    few seconds (a bot that never settles must not freeze the sandbox)."""
    for _ in range(int(5 / TICK)):
        try:
            await env.settle()
            return
        except (simcord.SetupError, TimeoutError):
            await asyncio.sleep(TICK)


def _read_terminal(loop: asyncio.AbstractEventLoop, commands: asyncio.Queue[str]) -> None:
    """Room commands from stdin, read in a daemon thread: a blocked read must never keep
    Ctrl-C from stopping the sandbox."""
    stream = sys.stdin
    if stream is None or stream.closed:
        return

    def read() -> None:
        with contextlib.suppress(OSError, ValueError, RuntimeError):
            for line in stream:
                loop.call_soon_threadsafe(commands.put_nowait, line)

    threading.Thread(target=read, name="sandbox-terminal", daemon=True).start()


_GLUE = "\x00"
"""Stands for a space that wrapping must not break (a command, a menu entry)."""


def _keep(text: str) -> str:
    return text.replace(" ", _GLUE)


def _fill(text: str, **options: Any) -> str:
    return textwrap.fill(text, WIDTH, **options).replace(_GLUE, " ")


def _names(members: Sequence[Any]) -> str:
    names = [m.name for m in members]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


# ----------------------------------------------------------------------------- screenshots


async def take_screenshots(sandbox: Sandbox, out: Path, browser: str) -> int:
    """A scripted opening, then the match thread and the next player's DMs as PNGs."""
    out.mkdir(parents=True, exist_ok=True)
    sandbox.fix_deal(SCREENSHOT_DEAL)
    await sandbox.press_start()
    made = await sandbox.play(SCREENSHOT_CLICKS, random.Random(SCREENSHOT_SEED))
    assert sandbox.match_id is not None
    match, state = await sandbox.bot.matches.state(sandbox.match_id)
    decisions = sandbox.engine.pending(state)
    player = sandbox.member(decisions[0].player if decisions else match.seats[0])
    rooms = [sandbox.thread_rooms()[-1] if sandbox.channel.threads else sandbox.lobby_room(),
             sandbox.dm_room(player)]
    files = [out / "thread.png", out / f"dm-{_slug(player.name)}.png"]
    window = Window(sandbox.env, 0)
    width, height = SCREENSHOT_SIZE
    try:
        for room, path in zip(rooms, files, strict=True):
            await window.show(room, width=width, height=height)
            problem = await _screenshot(browser, window.url, path, width, height)
            if problem:
                print(f"Chromium could not take {path.name}: {problem}", file=sys.stderr)
                return 1
    finally:
        await window.close()
    print(f"Played {made} clicks of {sandbox.engine.title} (deal {SCREENSHOT_DEAL}, choices "
          f"seed {SCREENSHOT_SEED}); wrote:")
    for path in files:
        print(f"  {path}")
    return 0


async def _screenshot(browser: str, url: str, path: Path, width: int, height: int) -> str | None:
    """Headless Chromium on a fresh profile; returns what went wrong, or None."""
    profile = tempfile.mkdtemp(prefix="dojo-chromium-")
    path.unlink(missing_ok=True)
    try:
        async with asyncio.timeout(BROWSER_TIMEOUT):
            async with _DevTools(browser, profile, width, height) as devtools:
                png = await devtools.capture(url, width, height)
        path.write_bytes(png)
        return None
    except TimeoutError:
        return f"no picture after {BROWSER_TIMEOUT:.0f} s"
    except (OSError, RuntimeError, ValueError) as exc:
        return str(exc)
    finally:
        shutil.rmtree(profile, ignore_errors=True)


_RENUMBER = """\
import fcntl, os, sys
# Copy both ends above 9 first, so that moving one to 3 or 4 cannot overwrite the other.
ends = [fcntl.fcntl(int(fd), fcntl.F_DUPFD_CLOEXEC, 10) for fd in sys.argv[1:3]]
os.dup2(ends[0], 3)
os.dup2(ends[1], 4)
os.execv(sys.argv[3], sys.argv[3:])
"""


class _DevTools:
    """Just enough of the Chrome DevTools protocol to load the page, wait until it says it is
    drawn (``window.simcordPreview.ready``) and take a PNG.

    It talks over ``--remote-debugging-pipe`` (file descriptors 3 and 4 of the browser), so
    the browser opens no debugging port at all. Chromium's own ``--screenshot`` flag shoots
    after a fixed time budget, often while the page is still laying itself out.
    """

    def __init__(self, browser: str, profile: str, width: int, height: int) -> None:
        self.command = [browser, *BROWSER_FLAGS, f"--user-data-dir={profile}",
                        f"--window-size={width},{height}", "--remote-debugging-pipe",
                        "about:blank"]
        self.process: asyncio.subprocess.Process | None = None
        self.reader: asyncio.StreamReader | None = None
        self.transport: asyncio.BaseTransport | None = None
        self.out_fd = -1
        self.next_id = 0
        self.session: str | None = None

    async def __aenter__(self) -> _DevTools:
        to_browser_r, to_browser_w = os.pipe()
        from_browser_r, from_browser_w = os.pipe()
        try:
            # A tiny Python step renumbers the browser's pipe ends to 3 and 4, where Chromium
            # expects them (a POSIX shell cannot redirect descriptors above 9).
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, "-c", _RENUMBER, str(to_browser_r), str(from_browser_w),
                *self.command, pass_fds=(to_browser_r, from_browser_w),
                stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.DEVNULL,
                stderr=asyncio.subprocess.DEVNULL)
        finally:
            os.close(to_browser_r)
            os.close(from_browser_w)
        self.out_fd = to_browser_w
        loop = asyncio.get_running_loop()
        self.reader = asyncio.StreamReader(limit=64 * 1024 * 1024, loop=loop)
        self.transport, _ = await loop.connect_read_pipe(
            lambda: asyncio.StreamReaderProtocol(self.reader),
            os.fdopen(from_browser_r, "rb", buffering=0))
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self.out_fd >= 0:
            with contextlib.suppress(OSError, RuntimeError, ValueError):
                await asyncio.wait_for(self.send("Browser.close", session=False), 5)
            os.close(self.out_fd)
            self.out_fd = -1
        if self.process is not None and self.process.returncode is None:
            try:
                await asyncio.wait_for(self.process.wait(), 5)
            except TimeoutError:
                self.process.kill()
                await self.process.wait()
        if self.transport is not None:
            self.transport.close()

    async def send(self, method: str, params: dict[str, Any] | None = None, *,
                   session: bool = True) -> dict[str, Any]:
        assert self.reader is not None
        self.next_id += 1
        message: dict[str, Any] = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.out_fd, json.dumps(message).encode() + b"\0")
        while True:
            try:
                raw = await self.reader.readuntil(b"\0")
            except asyncio.IncompleteReadError as exc:
                raise RuntimeError("the browser quit unexpectedly") from exc
            reply = json.loads(raw[:-1])
            if reply.get("id") != self.next_id:
                continue  # an event, or the answer to nothing we wait for
            if "error" in reply:
                raise RuntimeError(f"{method}: {reply['error'].get('message')}")
            return dict(reply.get("result", {}))

    async def capture(self, url: str, width: int, height: int) -> bytes:
        target = await self.send("Target.createTarget", {"url": "about:blank"}, session=False)
        attached = await self.send("Target.attachToTarget",
                                   {"targetId": target["targetId"], "flatten": True},
                                   session=False)
        self.session = attached["sessionId"]
        await self.send("Emulation.setDeviceMetricsOverride",
                        {"width": width, "height": height, "deviceScaleFactor": 1,
                         "mobile": False})
        navigation = await self.send("Page.navigate", {"url": url})
        if navigation.get("errorText"):
            raise RuntimeError(f"cannot load the page: {navigation['errorText']}")
        ready = ("window.simcordPreview !== undefined && window.simcordPreview.ready === true"
                 " && document.fonts.status === 'loaded'")
        settled = 0
        while settled < 3:  # ready on three reads in a row: nothing is still moving
            await asyncio.sleep(0.2)
            answer = await self.send("Runtime.evaluate",
                                     {"expression": ready, "returnByValue": True})
            settled = settled + 1 if answer.get("result", {}).get("value") is True else 0
        shot = await self.send("Page.captureScreenshot", {"format": "png"})
        return base64.b64decode(shot["data"])


# ----------------------------------------------------------------------------- helpers


def _decision_controls(message: discord.Message) -> list[tuple[str, str, list[str]]]:
    """(kind, custom_id, labels or values) of the enabled decision controls of a prompt."""
    found: list[tuple[str, str, list[str]]] = []
    for row in message.components:
        for child in getattr(row, "children", []):
            custom_id = getattr(child, "custom_id", None) or ""
            if getattr(child, "disabled", False) or not (
                    re.fullmatch(ids.ACT, custom_id) or re.fullmatch(ids.SELECT, custom_id)):
                continue
            if isinstance(child, discord.Button):
                found.append(("button", custom_id, [child.label or ""]))
            elif isinstance(child, discord.SelectMenu):
                found.append(("select", custom_id, [o.value for o in child.options]))
    return found


def _newest_prompt(messages: Sequence[discord.Message]) -> discord.Message | None:
    for message in reversed(messages):
        if _decision_controls(message):
            return message
    return None


async def _click_something(actor: Any, message: discord.Message, rnd: random.Random) -> None:
    """A random legal choice that moves the game on: "Back" only undoes a step, and "Done"
    is favoured so that a placement gets finished."""
    options = _decision_controls(message)
    buttons = [c for c in options if c[0] == "button" and c[2][0] != "Back"]
    done = [b for b in buttons if b[2][0] == "Done"]
    if done and rnd.random() < 0.7:
        await actor.click(message, custom_id=rnd.choice(done)[1])
    elif buttons:
        await actor.click(message, custom_id=rnd.choice(buttons)[1])
    else:
        _, custom_id, values = rnd.choice(options)
        await actor.select(message, [rnd.choice(values)], custom_id=custom_id)


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower().encode("ascii", "ignore").decode()) or "member"
