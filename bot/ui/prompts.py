"""Decision prompts built from ``Decision.options``: buttons when few, one select up to 25,
pages of 25 beyond. Labels come from the game's :class:`GameUI`."""

from __future__ import annotations

import discord
from pydantic import BaseModel

from bot.text import Voice
from bot.ui.components import (
    LOBBY_OPS,
    ActButton,
    ActMulti,
    ActSelect,
    HandButton,
    LobbyButton,
    PageButton,
)
from bot.ui.gameui import GameUI
from bot.ui.ids import option_value
from rules.core import Decision

MAX_BUTTONS = 10
"""Up to two rows of five buttons; more reads better as a menu."""
PAGE_SIZE = 25
"""Discord's limit of options in one select."""

_STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def decision_view(say: Voice, match_id: int, version: int, view: BaseModel,
                  decision: Decision, ui: GameUI, page: int = 0) -> discord.ui.View:
    """Controls for one decision, at the state version they were built for."""
    controls = discord.ui.View(timeout=None)
    # Labels are shown as they are: names in them defused of mentions, not backslashed.
    labels = [ui.label(say.plain(), view, option) for option in decision.options]
    batch = ui.batch(decision)
    if batch is not None and 2 <= len(batch.picks) <= PAGE_SIZE:
        # The cards of a placement or a charge in one select, the other options as buttons.
        controls.add_item(ActMulti(match_id, version, [
            discord.SelectOption(label=labels[i].text[:100], emoji=labels[i].emoji,
                                 value=option_value(i, decision.options[i].key))
            for i in batch.picks], say("core.select.choose_many")))
        rest = [i for i in range(len(labels)) if i not in batch.picks]
        for n, index in enumerate(rest[:MAX_BUTTONS - 5]):
            label = labels[index]
            controls.add_item(ActButton(match_id, version, index, decision.options[index].key,
                                        label=label.text[:80], emoji=label.emoji,
                                        style=_STYLES[label.style], row=1 + n // 5))
        return controls
    if len(labels) <= MAX_BUTTONS:
        for index, (label, option) in enumerate(zip(labels, decision.options, strict=True)):
            controls.add_item(ActButton(match_id, version, index, option.key,
                                        label=label.text[:80],
                                        emoji=label.emoji, style=_STYLES[label.style],
                                        row=index // 5))
        return controls
    pages = (len(labels) + PAGE_SIZE - 1) // PAGE_SIZE
    page = max(0, min(page, pages - 1))
    first = page * PAGE_SIZE
    options = [discord.SelectOption(label=label.text[:100],
                                    value=option_value(first + i,
                                                       decision.options[first + i].key),
                                    emoji=label.emoji,
                                    description=(label.description or None) and
                                    label.description[:100])
               for i, label in enumerate(labels[first:first + PAGE_SIZE])]
    placeholder = (say("core.select.choose") if pages == 1
                   else say("core.select.choose_page", page=page + 1, pages=pages))
    controls.add_item(ActSelect(match_id, version, page, options, placeholder))
    if page > 0:
        controls.add_item(PageButton(match_id, version, page - 1,
                                     label=say("core.button.previous")))
    if page < pages - 1:
        controls.add_item(PageButton(match_id, version, page + 1,
                                     label=say("core.button.next")))
    return controls


def lobby_view(say: Voice, match_id: int) -> discord.ui.View:
    controls = discord.ui.View(timeout=None)
    for op in LOBBY_OPS:
        controls.add_item(LobbyButton(match_id, op, label=say(f"core.button.{op}")))
    return controls


def status_view(say: Voice, match_id: int, *, over: bool = False) -> discord.ui.View | None:
    if over:
        return None
    controls = discord.ui.View(timeout=None)
    controls.add_item(HandButton(match_id, label=say("core.button.hand")))
    return controls
