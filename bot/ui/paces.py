"""The ``pace`` option of every ``/<game> new``: one choice sets every clock of the game
(:class:`bot.registry.Pace`), so nobody picks a turn timeout and an entry window one by one.
Its words are the ``cmd.choice.pace.*`` messages."""

from __future__ import annotations

from bot.registry import DEFAULT_PACE, PACES
from bot.ui.localized import choice

PACE_CHOICES = [choice("pace", "live"), choice("pace", "daily")]
assert [c.value for c in PACE_CHOICES] == list(PACES)

__all__ = ["DEFAULT_PACE", "PACE_CHOICES"]
