"""The scripted player the sandbox's screenshots and the end-to-end tests share: find the
prompt a member should answer and click something a sensible person would.

It reads messages as discord.py gives them (components, labels), so it works the same on a
simulated Discord and would on a real one.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.ui import ids

PREFERENCE: tuple[str, ...] = ("Done", "Play ", "Flip the next card", "Reveal", "Add ",
                               "Draw a card")
"""Labels a sensible player favours: finishing what they started."""
AVOID: tuple[str, ...] = ("Back",)
"""Labels that only undo a step."""


def controls(message: discord.Message) -> list[tuple[str, str, list[str]]]:
    """(kind, custom_id, labels or values) of the enabled decision controls of a prompt:
    buttons one by one, selects whole."""
    found: list[tuple[str, str, list[str]]] = []
    for row in message.components:
        for child in getattr(row, "children", []):
            custom_id = getattr(child, "custom_id", None) or ""
            if getattr(child, "disabled", False) or not (
                    re.fullmatch(ids.ACT, custom_id) or re.fullmatch(ids.SELECT, custom_id)
                    or re.fullmatch(ids.MULTI, custom_id)):
                continue
            if isinstance(child, discord.Button):
                found.append(("button", custom_id, [child.label or ""]))
            elif isinstance(child, discord.SelectMenu):
                kind = "multi" if re.fullmatch(ids.MULTI, custom_id) else "select"
                found.append((kind, custom_id, [o.value for o in child.options]))
    return found


def prompt_message(messages: Sequence[discord.Message]) -> discord.Message | None:
    """The newest message that still carries decision controls."""
    for message in reversed(messages):
        if controls(message):
            return message
    return None


async def click_something(actor: Any, message: discord.Message, rnd: random.Random,
                          prefer: Sequence[str] = PREFERENCE,
                          avoid: Sequence[str] = AVOID) -> Any:
    """Act like a sensible random player: favour finishing what was started (``prefer``),
    never undo it (``avoid``) unless nothing else is offered. ``actor`` is whoever clicks
    (``click(message, custom_id=...)`` and ``select(message, values, custom_id=...)``)."""
    options = controls(message)
    multi = next((c for c in options if c[0] == "multi"), None)
    if multi is not None and rnd.random() < 0.9:
        # The cards of a placement or a charge: usually one, sometimes a few at once.
        _, custom_id, values = multi
        count = 1 if rnd.random() < 0.6 else rnd.randint(1, len(values))
        return await actor.select(message, rnd.sample(values, count), custom_id=custom_id)
    buttons = [c for c in options if c[0] == "button"
               and not c[2][0].startswith(tuple(avoid))] or [
        c for c in options if c[0] == "button"]
    for prefix in prefer:
        preferred = [b for b in buttons if b[2][0].startswith(prefix)]
        if preferred and rnd.random() < 0.7:
            return await actor.click(message, custom_id=rnd.choice(preferred)[1])
    if buttons:
        return await actor.click(message, custom_id=rnd.choice(buttons)[1])
    _, custom_id, values = rnd.choice([c for c in options if c[0] != "multi"] or options)
    return await actor.select(message, [rnd.choice(values)], custom_id=custom_id)
