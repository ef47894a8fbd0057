"""Structured logs: every line says which shard and which match it is about.

Several bot processes write to one log stream (``docker compose logs``, a collector): a line
is only useful if it says where it happened. Two context variables carry it, set where an
interaction comes in (:func:`tag`) or where the deadline loop takes up a match
(:func:`match_context`); a filter on the handler copies them onto every record, whoever logs
it (the bot's modules, discord.py, aiohttp).

Context variables, not arguments: discord.py runs every interaction in its own task, and a
task starts with a copy of its creator's context, so a value set in a click's task stays with
that click (and whatever it spawns) and never reaches another.
"""

from __future__ import annotations

import contextvars
import json
import logging
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import IO, Any, Literal

current_match: contextvars.ContextVar[int | None] = contextvars.ContextVar(
    "dojo_match", default=None)
"""The match being handled in this task, if any."""
current_shard: contextvars.ContextVar[int | None] = contextvars.ContextVar(
    "dojo_shard", default=None)
"""The gateway shard the interaction being handled came through, if any."""

UNSET = "-"
"""What the text format shows for a shard or a match that is not known."""
TEXT_FORMAT = "%(asctime)s %(levelname)-7s shard=%(shard)s match=%(match)s %(name)s: %(message)s"
LogFormat = Literal["text", "json"]


@contextmanager
def match_context(match_id: int | None) -> Iterator[None]:
    """Log lines inside the block are about ``match_id``; the previous match comes back after."""
    token = current_match.set(match_id)
    try:
        yield
    finally:
        current_match.reset(token)


@contextmanager
def shard_context(shard_id: int | None) -> Iterator[None]:
    """Log lines inside the block came through shard ``shard_id``."""
    token = current_shard.set(shard_id)
    try:
        yield
    finally:
        current_shard.reset(token)


def shard_of(interaction: Any) -> int | None:
    """The shard an interaction came through: its server's (``guild.shard_id``), or, for a
    server the bot has not cached, computed from the server id the way Discord routes it.
    Discord sends every DM interaction on shard 0."""
    guild = getattr(interaction, "guild", None)
    if guild is not None:
        return int(guild.shard_id)
    guild_id = getattr(interaction, "guild_id", None)
    if guild_id is None:
        return 0
    count = getattr(interaction.client, "shard_count", None) or 1
    return (int(guild_id) >> 22) % count


def tag(interaction: Any, match_id: int | None = None) -> None:
    """Every log line of this interaction from here on names its shard and, when ``match_id``
    is given, its match (``None`` leaves the match already set). Not undone: the task is the
    interaction's own (see the module's docstring)."""
    current_shard.set(shard_of(interaction))
    if match_id:
        current_match.set(match_id)


def untagged() -> contextvars.Context:
    """A copy of the current context without a shard or a match: for a task spawned from a
    click that works for no particular match (the deadline loop), so its lines do not claim
    the click's match."""
    context = contextvars.copy_context()
    context.run(_clear)
    return context


def _clear() -> None:
    current_match.set(None)
    current_shard.set(None)


class ContextFilter(logging.Filter):
    """Adds ``shard``, ``match`` (the context's, or ``-``) and ``process_label`` to every
    record. On the handler, not a logger: a logger's filter misses what its children log."""

    def __init__(self, process: str | None = None) -> None:
        super().__init__()
        self.process = process

    def filter(self, record: logging.LogRecord) -> bool:
        # An explicit ``extra={"match": ...}`` wins over the context.
        if getattr(record, "match", None) is None:
            record.match = _shown(current_match.get())
        if getattr(record, "shard", None) is None:
            record.shard = _shown(current_shard.get())
        record.process_label = self.process
        return True


def _shown(value: int | None) -> int | str:
    return UNSET if value is None else value


class JsonFormatter(logging.Formatter):
    """One JSON object per line, for a log collector: unknown shard or match is ``null``."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(
                timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "shard": _known(getattr(record, "shard", None)),
            "match": _known(getattr(record, "match", None)),
            "process": getattr(record, "process_label", None),
            "pid": record.process,
        }
        if record.exc_info:
            entry["exc_info"] = self.formatException(record.exc_info)
        elif record.exc_text:
            entry["exc_info"] = record.exc_text
        if record.stack_info:
            entry["stack_info"] = self.formatStack(record.stack_info)
        return json.dumps(entry, ensure_ascii=False, default=str)


def _known(value: Any) -> Any:
    return None if value in (None, UNSET) else value


def configure_logging(level: str | int = "INFO", fmt: LogFormat = "text",
                      process: str | None = None, *,
                      stream: IO[str] | None = None) -> logging.Handler:
    """Send every log record to ``stream`` (stderr) in ``fmt``, ``process`` naming this
    process (its shards) in JSON. Calling it again replaces the handler it installed."""
    handler = logging.StreamHandler(stream)
    handler.addFilter(ContextFilter(process))
    handler.setFormatter(JsonFormatter() if fmt == "json" else logging.Formatter(TEXT_FORMAT))
    handler.set_name("dojo")
    root = logging.getLogger()
    for old in [h for h in root.handlers if h.get_name() == "dojo"]:
        root.removeHandler(old)
        old.close()
    root.addHandler(handler)
    root.setLevel(level)
    return handler


__all__ = ["TEXT_FORMAT", "ContextFilter", "JsonFormatter", "configure_logging",
           "current_match", "current_shard", "match_context", "shard_context", "shard_of", "tag",
           "untagged"]
