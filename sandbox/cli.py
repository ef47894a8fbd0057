"""``python -m sandbox`` (or ``python -m bot sandbox``): the real bot in a simulated Discord,
shown in a local web page.

The bot is the unmodified ``create_bot`` on its own SQLite file; simcord replaces only Discord
(no token, no network). simcord's preview page lets a person act as any simulated member.

One simcord Preview shows one channel, and a match lives in three kinds of place (the lobby
channel, the match thread, each member's DMs). So the sandbox keeps ONE page (one port, one
URL) and moves it between "rooms": it follows a match into its thread when the match starts,
and the terminal switches to a member's DMs on request. After a move the page asks to be
reloaded; the URL stays the same.

This package is the only code that imports simcord (an optional extra): nothing under
``bot/`` or ``cogs/`` may, so the bot itself never depends on it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import shutil
import signal
import sys
import tempfile
import textwrap
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import simcord

from bot.registry import default_registry
from sandbox.capture import NO_BROWSER, find_browser, take_screenshots
from sandbox.world import CHANNEL_NAME, GLUE, GUILD_NAME, NAMES, Room, Sandbox, Window

WIDTH = 88
"""Terminal text is wrapped to this many columns."""
TICK = 0.25
"""How often (seconds) the sandbox checks for a new match thread and terminal commands."""

# ----------------------------------------------------------------------------- entry point


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", nargs="?", default="karatekarte",
                        help=f"one of: {', '.join(default_registry())}")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--database", default=None,
                        help="SQLite file to use (default: a throwaway one)")
    parser.add_argument("--screenshot", metavar="DIR", default=None,
                        help="play a scripted opening and write PNG screenshots to DIR")


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m sandbox",
                                     description="Try the Dojo bot in a simulated Discord.")
    add_arguments(parser)
    return parser.parse_args(list(argv))


def main(args: argparse.Namespace) -> int:
    """Run the sandbox until Ctrl-C (or write screenshots); 0 on success, 2 on bad usage."""
    # Quieter than the bot's INFO default: the terminal is for the sandbox's instructions.
    level = logging.getLevelName(os.environ.get("DOJO_LOG_LEVEL", "WARNING").upper())
    logging.basicConfig(level=level if isinstance(level, int) else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    game = args.game
    registry = default_registry()
    if game not in registry:
        known = ", ".join(sorted(registry))
        print(f"Unknown game {game!r}. Games you can try: {known}.", file=sys.stderr)
        return 2
    engine = registry[game].engine
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


def _keep(text: str) -> str:
    return text.replace(" ", GLUE)


def _fill(text: str, **options: Any) -> str:
    return textwrap.fill(text, WIDTH, **options).replace(GLUE, " ")


def _names(members: Sequence[Any]) -> str:
    names = [m.name for m in members]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
