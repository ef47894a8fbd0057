"""Who reads which language (issue 14).

- Private text (DMs, ephemeral answers, hand pictures) is in its reader's own Discord
  language, remembered from their last interaction so a DM sent later (a new turn, a reminder)
  speaks it too.
- Public text (the lobby, the match thread, the status picture) is in the server's language:
  the one a member with Manage Server set with ``/dojo language``, else the server's own
  Discord language (its community locale), else English.

Languages are the catalogs' (``en``, ``fr``); any French Discord locale reads French, anything
else English. What is remembered lives in the store's settings, so every bot process reads the
same answer; a process only keeps what it last wrote, to skip writing it again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.text import DEFAULT_LOCALE, LOCALES
from bot.ui.localized import language

if TYPE_CHECKING:
    from bot.store import Store

USER_KEY = "locale:user:{}"
GUILD_CHOSEN_KEY = "language:guild:{}"
GUILD_DISCORD_KEY = "locale:guild:{}"


class Locales:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._written: dict[str, str] = {}

    async def _remember(self, key: str, value: str) -> None:
        if self._written.get(key) != value:
            await self.store.set_setting(key, value)
            self._written[key] = value

    async def seen(self, interaction: discord.Interaction[Any]) -> str:
        """Remember the clicker's language (and their server's) from an interaction; returns
        the clicker's, for what is answered to them alone."""
        mine = language(interaction.locale)
        await self._remember(USER_KEY.format(interaction.user.id), mine)
        if interaction.guild_id is not None and interaction.guild_locale is not None:
            await self._remember(GUILD_DISCORD_KEY.format(interaction.guild_id),
                                 language(interaction.guild_locale))
        return mine

    async def player(self, player: str | int) -> str:
        """A player's language for a DM or their hand: their last interaction's."""
        saved = await self.store.get_setting(USER_KEY.format(player))
        return saved if saved in LOCALES else DEFAULT_LOCALE

    async def server(self, guild_id: int | None) -> str:
        """The language of a server's public messages."""
        if guild_id is None:
            return DEFAULT_LOCALE
        chosen = await self.chosen(guild_id)
        if chosen is not None:
            return chosen
        saved = await self.store.get_setting(GUILD_DISCORD_KEY.format(guild_id))
        return saved if saved in LOCALES else DEFAULT_LOCALE

    async def chosen(self, guild_id: int) -> str | None:
        """The language set with ``/dojo language``, if any."""
        saved = await self.store.get_setting(GUILD_CHOSEN_KEY.format(guild_id))
        return saved if saved in LOCALES else None

    async def choose(self, guild_id: int, lang: str | None) -> None:
        """Set (or with ``None``, forget) a server's language for public messages."""
        key = GUILD_CHOSEN_KEY.format(guild_id)
        if lang is None:
            await self.store.delete_setting(key)
        else:
            await self.store.set_setting(key, lang)


__all__ = ["Locales"]
