"""custom_id formats. Every id starts with ``dojo:v1:`` so a future format can live beside it.

All ids stay far below Discord's 100-character limit: the longest is
``dojo:v1:act:<match>:<version>:<index>`` with three integers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.store import MAX_INTEGER

PREFIX = "dojo:v1"

ACT = (rf"{PREFIX}:act:(?P<match>[0-9]+):(?P<version>[0-9]+):(?P<index>[0-9]+)"
       rf":(?P<key>[0-9a-f]{{8}})")
SELECT = rf"{PREFIX}:sel:(?P<match>[0-9]+):(?P<version>[0-9]+):(?P<page>[0-9]+)"
PAGE = rf"{PREFIX}:page:(?P<match>[0-9]+):(?P<version>[0-9]+):(?P<page>[0-9]+)"
LOBBY = rf"{PREFIX}:lobby:(?P<match>[0-9]+):(?P<op>join|leave|start|cancel)"
HAND = rf"{PREFIX}:hand:(?P<match>[0-9]+)"
LIST = rf"{PREFIX}:list:(?P<page>[0-9]+)"
MULTI = rf"{PREFIX}:multi:(?P<match>[0-9]+):(?P<version>[0-9]+)"
RESIGN = rf"{PREFIX}:resign:(?P<match>[0-9]+):(?P<op>yes|no)"

MAX_ID = MAX_INTEGER
"""Match ids and versions are SQLite integers: a number past this was not made by the bot."""
MAX_SMALL = 10_000
"""Option indices and pages: far past any prompt or list the bot shows."""


def numbers(match: re.Match[str], big: Sequence[str] = (),
            small: Sequence[str] = ()) -> dict[str, int] | None:
    """The named numbers of a parsed custom id, or None when one is out of range (the ids'
    patterns accept any digits: a forged or corrupted id must get a polite answer, not an
    OverflowError deep in the store)."""
    out: dict[str, int] = {}
    for names, limit in ((big, MAX_ID), (small, MAX_SMALL)):
        for name in names:
            value = int(match[name])
            if value > limit:
                return None
            out[name] = value
    return out


def act(match: int, version: int, index: int, key: str) -> str:
    return f"{PREFIX}:act:{match}:{version}:{index}:{key}"


def option_value(index: int, key: str) -> str:
    """A select option's value: the option's index and its key (see ``Action.key``)."""
    return f"{index}:{key}"


def parse_option_value(value: str) -> tuple[int, str | None]:
    index, _, key = value.partition(":")
    return int(index), key or None


def select(match: int, version: int, page: int) -> str:
    return f"{PREFIX}:sel:{match}:{version}:{page}"


def page(match: int, version: int, page: int) -> str:
    return f"{PREFIX}:page:{match}:{version}:{page}"


def lobby(match: int, op: str) -> str:
    return f"{PREFIX}:lobby:{match}:{op}"


def hand(match: int) -> str:
    return f"{PREFIX}:hand:{match}"


def match_list(page: int) -> str:
    return f"{PREFIX}:list:{page}"


def resign(match: int, op: str) -> str:
    return f"{PREFIX}:resign:{match}:{op}"


def multi(match: int, version: int) -> str:
    return f"{PREFIX}:multi:{match}:{version}"
