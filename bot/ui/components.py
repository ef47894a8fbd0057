"""Persistent components. Each is a ``DynamicItem`` whose custom_id carries everything needed
(match, state version, option), so it works after a restart and keeps no state in memory.
Callbacks are one line: they hand the click to the bot's :class:`bot.flow.MatchFlow`.
"""

from __future__ import annotations

import contextlib
import logging
import re
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.database import busy
from bot.logs import tag
from bot.text import Voice, voice
from bot.ui import ids
from bot.ui.localized import language

if TYPE_CHECKING:
    from bot.app import DojoBot

log = logging.getLogger(__name__)

SAVED = "dojo_saved"
"""``interaction.extras`` key the flow sets once a click's move is stored."""


def _bot(interaction: discord.Interaction[Any]) -> DojoBot:
    return cast("DojoBot", interaction.client)


def reader(interaction: discord.Interaction[Any]) -> Voice:
    """The clicker's own language, for what only they read."""
    return voice(locale=language(interaction.locale))


class _Refusable:
    """Every click gets an answer. A component rebuilt from a custom id whose numbers are out
    of range answers politely instead of failing in ``from_custom_id`` (discord.py then leaves
    the click unanswered); any error while handling a click (a database error, a bug) is
    logged and the clicker is told, privately, whether their move was saved."""

    refused = False

    @classmethod
    def _refusal(cls, item: Any) -> Any:
        item.refused = True
        return item

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        tag(interaction, None if self.refused else getattr(self, "match_id", None))
        if self.refused:
            await interaction.response.send_message(reader(interaction)("core.error.bad_control"),
                                                    ephemeral=True)
            return
        try:
            await self.run(interaction)
        except Exception as exc:
            log.exception("a click on %s failed", getattr(self, "custom_id", "?"))
            saved = bool(interaction.extras.get(SAVED))
            key = ("core.error.click_saved" if saved else
                   "core.error.busy" if busy(exc) else "core.error.click_failed")
            text = reader(interaction)(key)
            with contextlib.suppress(discord.HTTPException):
                if interaction.response.is_done():
                    await interaction.followup.send(text, ephemeral=True)
                else:
                    await interaction.response.send_message(text, ephemeral=True)

    async def run(self, interaction: discord.Interaction[Any]) -> None:
        raise NotImplementedError


class ActButton(_Refusable, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.ACT):
    """Choose option ``index`` of the clicker's decision at ``version``."""

    def __init__(self, match_id: int, version: int, index: int, key: str, *,
                 label: str = "…", style: discord.ButtonStyle = discord.ButtonStyle.secondary,
                 emoji: str | None = None, row: int | None = None) -> None:
        super().__init__(discord.ui.Button(label=label, style=style, emoji=emoji, row=row,
                                           custom_id=ids.act(match_id, version, index, key)))
        self.match_id, self.version, self.index, self.key = match_id, version, index, key

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Button[Any], match: re.Match[str]) -> ActButton:
        n = ids.numbers(match, big=("match", "version"), small=("index",))
        if n is None:
            return cls._refusal(cls(0, 0, 0, match["key"]))
        return cls(n["match"], n["version"], n["index"], match["key"])

    async def run(self, interaction: discord.Interaction[Any]) -> None:
        await _bot(interaction).flow.choose(interaction, self.match_id, self.version, self.index,
                                            self.key)


class ActSelect(_Refusable, discord.ui.DynamicItem[discord.ui.Select[Any]],
                template=ids.SELECT):
    """A select whose values are option indices (for more options than buttons fit)."""

    def __init__(self, match_id: int, version: int, page: int,
                 options: list[discord.SelectOption] | None = None,
                 placeholder: str | None = None) -> None:
        super().__init__(discord.ui.Select(
            custom_id=ids.select(match_id, version, page),
            options=options or [discord.SelectOption(label="…", value="0")],
            placeholder=placeholder, min_values=1, max_values=1))
        self.match_id, self.version, self.page = match_id, version, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Select[Any], match: re.Match[str]) -> ActSelect:
        n = ids.numbers(match, big=("match", "version"), small=("page",))
        if n is None:
            return cls._refusal(cls(0, 0, 0))
        return cls(n["match"], n["version"], n["page"])

    async def run(self, interaction: discord.Interaction[Any]) -> None:
        values = (interaction.data or {}).get("values") or []
        try:
            index, key = ids.parse_option_value(str(values[0]))
        except (IndexError, TypeError, ValueError):
            index, key = -1, None  # the service answers "not available" politely
        await _bot(interaction).flow.choose(interaction, self.match_id, self.version, index,
                                            key)


class ActMulti(_Refusable, discord.ui.DynamicItem[discord.ui.Select[Any]], template=ids.MULTI):
    """Several picks of one decision in one go (the cards of a placement or a charge): the
    values are option indices and keys, applied in order, then the pick is finished."""

    def __init__(self, match_id: int, version: int,
                 options: list[discord.SelectOption] | None = None,
                 placeholder: str | None = None) -> None:
        options = options or [discord.SelectOption(label="…", value="0")]
        super().__init__(discord.ui.Select(
            custom_id=ids.multi(match_id, version), options=options, placeholder=placeholder,
            min_values=1, max_values=len(options)))
        self.match_id, self.version = match_id, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Select[Any], match: re.Match[str]) -> ActMulti:
        n = ids.numbers(match, big=("match", "version"))
        if n is None:
            return cls._refusal(cls(0, 0))
        return cls(n["match"], n["version"])

    async def run(self, interaction: discord.Interaction[Any]) -> None:
        keys = []
        for value in (interaction.data or {}).get("values") or []:
            with contextlib.suppress(TypeError, ValueError):
                keys.append(ids.parse_option_value(str(value))[1])
        await _bot(interaction).flow.choose_many(
            interaction, self.match_id, self.version, [k for k in keys if k])


class PageButton(_Refusable, discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=ids.PAGE):
    """Show another page of a long option list (more than 25 options)."""

    def __init__(self, match_id: int, version: int, page: int, *, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary,
                                           custom_id=ids.page(match_id, version, page)))
        self.match_id, self.version, self.page = match_id, version, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Button[Any], match: re.Match[str]) -> PageButton:
        n = ids.numbers(match, big=("match", "version"), small=("page",))
        if n is None:
            return cls._refusal(cls(0, 0, 0))
        return cls(n["match"], n["version"], n["page"])

    async def run(self, interaction: discord.Interaction[Any]) -> None:
        await _bot(interaction).flow.turn_page(interaction, self.match_id, self.version,
                                               self.page)


LOBBY_STYLES: dict[str, discord.ButtonStyle] = {
    "join": discord.ButtonStyle.success,
    "leave": discord.ButtonStyle.secondary,
    "start": discord.ButtonStyle.primary,
    "cancel": discord.ButtonStyle.danger,
}
LOBBY_OPS = tuple(LOBBY_STYLES)


class LobbyButton(_Refusable, discord.ui.DynamicItem[discord.ui.Button[Any]],
                  template=ids.LOBBY):
    def __init__(self, match_id: int, op: str, *, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label, style=LOBBY_STYLES[op],
                                           custom_id=ids.lobby(match_id, op)))
        self.match_id, self.op = match_id, op

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Button[Any], match: re.Match[str]) -> LobbyButton:
        n = ids.numbers(match, big=("match",))
        if n is None:
            return cls._refusal(cls(0, match["op"]))
        return cls(n["match"], match["op"])

    async def run(self, interaction: discord.Interaction[Any]) -> None:
        await _bot(interaction).flow.lobby.lobby_click(interaction, self.match_id, self.op)


class HandButton(_Refusable, discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=ids.HAND):
    """"My hand": the clicker's private view and controls, ephemerally."""

    def __init__(self, match_id: int, *, label: str = "…", disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(label=label, emoji="🂠", disabled=disabled,
                                           style=discord.ButtonStyle.primary,
                                           custom_id=ids.hand(match_id)))
        self.match_id = match_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Button[Any], match: re.Match[str]) -> HandButton:
        n = ids.numbers(match, big=("match",))
        if n is None:
            return cls._refusal(cls(0))
        return cls(n["match"])

    async def run(self, interaction: discord.Interaction[Any]) -> None:
        await _bot(interaction).flow.show_hand(interaction, self.match_id)


class ListPageButton(_Refusable, discord.ui.DynamicItem[discord.ui.Button[Any]],
                     template=ids.LIST):
    """Another page of ``/match list`` (the clicker's matches: the list is theirs)."""

    def __init__(self, page: int, *, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary,
                                           custom_id=ids.match_list(page)))
        self.page = page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Button[Any],
                             match: re.Match[str]) -> ListPageButton:
        n = ids.numbers(match, small=("page",))
        if n is None:
            return cls._refusal(cls(0))
        return cls(n["page"])

    async def run(self, interaction: discord.Interaction[Any]) -> None:
        await _bot(interaction).match_list.show_page(interaction, self.page, edit=True)


class ResignButton(_Refusable, discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=ids.RESIGN):
    """``/match resign`` asks first: "yes" resigns, "no" keeps playing. Only the one who
    asked sees it (the answer is ephemeral), and the service checks they are seated."""

    def __init__(self, match_id: int, op: str, *, label: str = "…") -> None:
        super().__init__(discord.ui.Button(
            label=label, custom_id=ids.resign(match_id, op),
            style=discord.ButtonStyle.danger if op == "yes" else discord.ButtonStyle.secondary))
        self.match_id, self.op = match_id, op

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Button[Any], match: re.Match[str]) -> ResignButton:
        n = ids.numbers(match, big=("match",))
        if n is None:
            return cls._refusal(cls(0, match["op"]))
        return cls(n["match"], match["op"])

    async def run(self, interaction: discord.Interaction[Any]) -> None:
        await _bot(interaction).match_list.resign_answer(interaction, self.match_id,
                                                         self.op == "yes")


def resign_view(say: Any, match_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ResignButton(match_id, "yes", label=say("core.match.resign_yes")))
    view.add_item(ResignButton(match_id, "no", label=say("core.match.resign_no")))
    return view


DYNAMIC_ITEMS = (ActButton, ActSelect, ActMulti, PageButton, LobbyButton, HandButton,
                 ListPageButton, ResignButton)
