"""``python -m bot``: run the bot (needs DISCORD_TOKEN), over some of its shards with
``--shards 0-3 --shard-count 8``. ``python -m bot sandbox``: try it without Discord (see the
README). ``python -m bot migrate --from FILE --to URL``: copy a SQLite database to PostgreSQL."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys

import aiohttp
import discord
import pydantic

from bot.config import (
    DISCORD_DOWN,
    DISCORD_REFUSED,
    LOGIN_FAILED,
    TOKEN_HELP,
    UNREACHABLE,
    Settings,
)
from bot.database import is_postgres


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Run the Dojo bot.")
    parser.add_argument("--sync", action="store_true",
                        help="sync slash commands even if they did not change")
    parser.add_argument("--shards", metavar="IDS",
                        help="run only these shards: 0-3, 0,2,5 or 4 (env DOJO_SHARDS); "
                             "needs --shard-count")
    parser.add_argument("--shard-count", type=int, metavar="N",
                        help="how many shards the whole bot has (env DOJO_SHARD_COUNT)")
    sub = parser.add_subparsers(dest="command")
    sandbox = sub.add_parser("sandbox", help="play in a local web page, no Discord needed")
    try:
        from sandbox.cli import add_arguments
    except ImportError:  # without the sandbox extra: say so when it is asked for
        sandbox.add_argument("rest", nargs=argparse.REMAINDER)
    else:
        add_arguments(sandbox)
    migrate = sub.add_parser("migrate", help="copy a SQLite database into PostgreSQL")
    migrate.add_argument("--from", dest="source", required=True, metavar="FILE",
                         help="the SQLite database file to copy")
    migrate.add_argument("--to", dest="target", required=True, metavar="URL",
                         help="the PostgreSQL database, postgresql://user@host:port/name")
    migrate.add_argument("--replace", action="store_true",
                         help="empty the PostgreSQL database first if it already holds data")
    return parser.parse_args(argv)


def shard_list(text: str) -> list[int]:
    """The shard ids ``text`` names: ``4``, ``0,2,5``, ``0-3`` or a mix (``0-3,8``), in order
    and as written (duplicates are :func:`sharding_problem`'s to refuse). ValueError says
    what is wrong in one line."""
    ids: list[int] = []
    pieces = [p.strip() for p in text.split(",")]
    if not text.strip() or any(not p for p in pieces):
        raise ValueError(f"--shards {text!r} has an empty entry; write e.g. 0-3 or 0,2,5")
    for piece in pieces:
        low, dash, high = piece.partition("-")
        try:
            first = _shard_number(low)
            last = _shard_number(high) if dash else first
        except ValueError:
            raise ValueError(f"--shards: {piece!r} is not a shard number or a range like 0-3"
                             ) from None
        if last < first:
            raise ValueError(f"--shards: the range {piece!r} runs backwards; write "
                             f"{last}-{first}")
        ids.extend(range(first, last + 1))
    return ids


def _shard_number(text: str) -> int:
    text = text.strip()
    if not text.isdigit():  # no sign: "-1" is not a shard, and "1-" is no range
        raise ValueError(text)
    return int(text)


def sharding_problem(shards: list[int] | None, count: int | None,
                     database: str) -> str | None:
    """Why this process cannot run ``shards`` of ``count`` on ``database``, or None."""
    if count is not None and count < 1:
        return f"--shard-count must be at least 1, not {count}"
    if shards is None:
        return None  # no list: this process runs every shard (or lets Discord say how many)
    if count is None:
        return ("--shards needs --shard-count (or DOJO_SHARD_COUNT): how many shards the "
                "whole bot has, across all its processes")
    outside = sorted({s for s in shards if s >= count})
    if outside:
        return (f"--shards: shard {', '.join(map(str, outside))} is outside 0-{count - 1} "
                f"(--shard-count {count})")
    twice = sorted({s for s in shards if shards.count(s) > 1})
    if twice:
        return f"--shards: shard {', '.join(map(str, twice))} is listed more than once"
    if set(shards) != set(range(count)) and not is_postgres(database):
        return (f"--shards runs {len(shards)} of {count} shards, so other processes run the "
                f"rest, and they must share one database: a SQLite file is one process's; "
                f"set DOJO_DATABASE=postgresql://user@host:5432/dojo")
    return None


def process_label(shards: list[int] | None, count: int | None) -> str | None:
    """How this process's log lines name it: its shards."""
    if count is None:
        return None
    listed = ",".join(map(str, shards)) if shards is not None else f"0-{count - 1}"
    return f"shards {listed} of {count}"


async def run_bot(settings: Settings, force_sync: bool, *, shard_ids: list[int] | None = None,
                  shard_count: int | None = None) -> None:
    from bot.app import create_bot

    assert settings.discord_token is not None
    bot = create_bot(settings.database, dev_guild_id=settings.dev_guild_id,
                     force_sync=force_sync, lobby_ttl=settings.lobby_ttl,
                     shard_ids=shard_ids, shard_count=shard_count)
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
    try:
        settings = Settings()
    except pydantic.ValidationError as exc:
        print(setting_error(exc), file=sys.stderr)
        return 2
    if args.command == "migrate":
        settings.configure_logging("migrate")
        return run_migrate(args)
    try:
        shards_text = args.shards if args.shards is not None else settings.shards
        shards = shard_list(shards_text) if shards_text is not None else None
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    count = args.shard_count if args.shard_count is not None else settings.shard_count
    problem = sharding_problem(shards, count, settings.database)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    settings.configure_logging(process_label(shards, count))
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        print(TOKEN_HELP, file=sys.stderr)
        return 2
    token = settings.discord_token.get_secret_value().strip()
    try:
        asyncio.run(run_bot(settings, args.sync, shard_ids=shards, shard_count=count))
    except (discord.LoginFailure, aiohttp.ClientConnectionError, TimeoutError,
            discord.GatewayNotFound, discord.HTTPException) as exc:
        # What an operator can fix (the token, the network, the server) is one line, not a
        # traceback; anything else is a bug and keeps its traceback.
        line = " ".join(startup_error(exc).split())
        print(line.replace(token, "[token]") if token else line, file=sys.stderr)
        return 1
    return 0


def run_migrate(args: argparse.Namespace) -> int:
    # Imported only when asked for: running the bot never loads the migration's code.
    from bot.migrate import main as migrate_main

    return migrate_main(args)


def setting_error(exc: pydantic.ValidationError) -> str:
    """One line naming each setting that is wrong and why (never its value: it could be the
    token)."""
    wrong = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
    return f"Invalid setting (environment or .env): {wrong}"


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
