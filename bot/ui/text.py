"""Small text and file helpers shared by the match flow and the lobby."""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import Any

import discord

from bot.text import Voice

NO_MENTIONS = discord.AllowedMentions.none()
USER_MENTIONS = discord.AllowedMentions(users=True, roles=False, everyone=False)


def mention(player: str) -> str:
    return f"<@{player}>"


def timestamp(seconds: float, style: str = "R") -> str:
    return f"<t:{int(seconds)}:{style}>"


def png_file(png: bytes, name: str) -> discord.File:
    return discord.File(io.BytesIO(png), filename=name)


def clip(text: str, limit: int = 1900) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def clicked_label(interaction: discord.Interaction[Any]) -> str | None:
    """The label of the button or select option that was clicked, for a public receipt."""
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
