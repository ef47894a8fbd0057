"""The end-to-end tests' table of simulated members: the sandbox's (shared with the
benchmarks), so tests, benchmarks and the sandbox's screenshots drive the bot one way."""

import re

import discord

from bot.ui import ids
from sandbox.table import (
    Table,
    click_something,
    controls,
    open_match,
    private_answer,
    prompt_message,
    table,
)

__all__ = ["Table", "click_something", "controls", "open_match", "option_key",
           "private_answer", "prompt_controls", "prompt_message", "table"]


def prompt_controls(message: discord.Message) -> list[tuple[str, str, str, int, bool]]:
    """(custom_id, value, label, version, multi) of each option of a prompt; ``value`` is
    empty for a button."""
    out = []
    for row in message.components:
        for child in getattr(row, "children", []):
            custom_id = getattr(child, "custom_id", None) or ""
            act_id = re.fullmatch(ids.ACT, custom_id)
            sel = re.fullmatch(ids.SELECT, custom_id) or re.fullmatch(ids.MULTI, custom_id)
            if getattr(child, "disabled", False) or not (act_id or sel):
                continue
            if act_id and isinstance(child, discord.Button):
                out.append((custom_id, "", child.label or "", int(act_id["version"]), False))
            elif sel and isinstance(child, discord.SelectMenu):
                multi = bool(re.fullmatch(ids.MULTI, custom_id))
                out += [(custom_id, o.value, o.label, int(sel["version"]), multi)
                        for o in child.options]
    return out


def option_key(custom_id: str, value: str) -> str:
    """The option's ``Action.key``: from a select's value, or from a button's custom id."""
    if value:
        return value.split(":", 1)[1]
    act_id = re.fullmatch(ids.ACT, custom_id)
    assert act_id is not None
    return act_id["key"]
