"""The ``pace`` option of every ``/<game> new``: one choice sets every clock of the game
(:class:`bot.registry.Pace`), so nobody picks a turn timeout and an entry window one by one."""

from __future__ import annotations

from discord import app_commands

from bot.registry import DEFAULT_PACE, PACES

PACE_CHOICES = [
    app_commands.Choice(name="Live: minutes per move, everyone at the table now", value="live"),
    app_commands.Choice(name="Daily: a day per move, play-by-chat (default)", value="daily"),
]
assert [c.value for c in PACE_CHOICES] == list(PACES)

__all__ = ["DEFAULT_PACE", "PACE_CHOICES"]
