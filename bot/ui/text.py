"""Small text and file helpers shared by the match flow and the lobby."""

from __future__ import annotations

import io
from collections.abc import Iterable, Mapping
from typing import Any

import discord

from bot.text import Voice
from bot.text.catalog import escape_name

NO_MENTIONS = discord.AllowedMentions.none()
"""The client's default too (``DojoBot``): a message pings nobody unless it says whom."""


def pings(players: Iterable[str]) -> discord.AllowedMentions:
    """Mentions that ping exactly ``players`` (user ids) and nobody else: not @everyone, not
    a role, not a stranger whose ``<@id>`` slipped into the text through a display name."""
    ids = list(dict.fromkeys(p for p in players if p.isdigit()))
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(int(p)) for p in ids])


def mention(player: str) -> str:
    return f"<@{player}>"


def timestamp(seconds: float, style: str = "R") -> str:
    return f"<t:{int(seconds)}:{style}>"


def png_file(png: bytes, name: str) -> discord.File:
    return discord.File(io.BytesIO(png), filename=name)


def clip(text: str, limit: int = 1900) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def clicked_label(interaction: discord.Interaction[Any]) -> str | None:
    """The label of the button or select option that was clicked, for a public receipt:
    escaped, since a label is plain text that may hold a display name."""
    label = _clicked_label(interaction)
    return None if label is None else escape_name(label)


def _clicked_label(interaction: discord.Interaction[Any]) -> str | None:
    data: Any = interaction.data or {}
    custom_id = data.get("custom_id")
    values = data.get("values") or []
    message = interaction.message
    if message is None or custom_id is None:
        return None
    for row in message.components:
        for child in getattr(row, "children", []):
            if getattr(child, "custom_id", None) != custom_id:
                continue
            if isinstance(child, discord.Button):
                return child.label
            if isinstance(child, discord.SelectMenu) and values:
                return next((o.label for o in child.options if o.value == values[0]), None)
    return None


def duration(say: Voice, seconds: int) -> str:
    """The largest whole unit: "3 days", "90 minutes"."""
    units: Mapping[str, int] = {"day": 86400, "hour": 3600, "minute": 60}
    for name, size in units.items():
        if seconds >= size and seconds % size == 0:
            return say(f"core.duration.{name}", n=seconds // size)
    return say("core.duration.second", n=seconds)
