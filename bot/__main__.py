"""``python -m bot``: run the bot (needs DISCORD_TOKEN). ``python -m bot sandbox``: try it
without Discord (see the README)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys

import aiohttp
import discord

from bot.config import (
    DISCORD_DOWN,
    DISCORD_REFUSED,
    LOGIN_FAILED,
    TOKEN_HELP,
    UNREACHABLE,
    Settings,
)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Run the Dojo bot.")
    parser.add_argument("--sync", action="store_true",
                        help="sync slash commands even if they did not change")
    sub = parser.add_subparsers(dest="command")
    sandbox = sub.add_parser("sandbox", help="play in a local web page, no Discord needed")
    try:
        from sandbox.cli import add_arguments
    except ImportError:  # without the sandbox extra: say so when it is asked for
        sandbox.add_argument("rest", nargs=argparse.REMAINDER)
    else:
        add_arguments(sandbox)
    return parser.parse_args(argv)


async def run_bot(settings: Settings, force_sync: bool) -> None:
    from bot.app import create_bot

    assert settings.discord_token is not None
    bot = create_bot(settings.database, dev_guild_id=settings.dev_guild_id,
                     force_sync=force_sync, lobby_ttl=settings.lobby_ttl)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError):  # not on Windows
            loop.add_signal_handler(sig, lambda: asyncio.ensure_future(bot.close()))
    async with bot:
        await bot.start(settings.discord_token.get_secret_value())


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "sandbox":
        try:
            from sandbox.cli import main as sandbox_main
        except ImportError as exc:
            print(f"The sandbox needs its extra: pip install -e '.[sandbox]' ({exc})",
                  file=sys.stderr)
            return 2
        return sandbox_main(args)
    settings = Settings()
    settings.configure_logging()
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        print(TOKEN_HELP, file=sys.stderr)
        return 2
    token = settings.discord_token.get_secret_value().strip()
    try:
        asyncio.run(run_bot(settings, args.sync))
    except (discord.LoginFailure, aiohttp.ClientConnectionError, TimeoutError,
            discord.GatewayNotFound, discord.HTTPException) as exc:
        # What an operator can fix (the token, the network, the server) is one line, not a
        # traceback; anything else is a bug and keeps its traceback.
        line = " ".join(startup_error(exc).split())
        print(line.replace(token, "[token]") if token else line, file=sys.stderr)
        return 1
    return 0


def startup_error(exc: BaseException) -> str:
    """The one line saying why the bot could not start."""
    if isinstance(exc, discord.LoginFailure):
        return LOGIN_FAILED
    if isinstance(exc, discord.HTTPException):
        if exc.status >= 500:
            return DISCORD_DOWN.format(status=exc.status)
        return DISCORD_REFUSED.format(status=exc.status, reason=exc.text or exc.response.reason)
    if isinstance(exc, aiohttp.ClientConnectorError):
        reason = f"{exc.host}:{exc.port}, {exc.os_error.strerror or exc.os_error}"
    elif isinstance(exc, TimeoutError):
        reason = "no answer in time"
    else:
        reason = str(exc) or type(exc).__name__
    return UNREACHABLE.format(reason=reason)


if __name__ == "__main__":
    sys.exit(main())
