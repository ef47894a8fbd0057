"""``/dojo language``: the language of the bot's public messages in a server (issue 14).

Only a member with Manage Server may change it (the command is hidden from others by default,
and checked again here, since a server may grant the command to anyone). Without an option it
says what the language is and why. Private text never follows this setting: each reader gets
their own Discord language (:mod:`bot.locales`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.ui.localized import about, choice, describe, named, rename

if TYPE_CHECKING:
    from bot.app import DojoBot

AUTO = "auto"
LANGUAGE_CHOICES = [choice("language", value) for value in (AUTO, "en", "fr")]


class Dojo(commands.GroupCog, group_name=named("dojo"), group_description=about("dojo")):
    def __init__(self, bot: DojoBot) -> None:
        self.bot = bot

    @app_commands.command(name=named("dojo.language"), description=about("dojo.language"))
    @app_commands.describe(**describe("dojo.language", "language"))
    @app_commands.rename(**rename("dojo.language", "language"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    async def language(self, interaction: discord.Interaction[Any],
                       language: app_commands.Choice[str] | None = None) -> None:
        locales = self.bot.locales
        say = self.bot.flow.reader_voice(interaction)
        if interaction.guild_id is None:  # guild_only: a stale client may still send it
            await interaction.response.send_message(say("core.error.dm_command"), ephemeral=True)
            return
        await locales.seen(interaction)
        if language is None:
            chosen = await locales.chosen(interaction.guild_id)
            current = await locales.server(interaction.guild_id)
            key = "core.dojo.language.chosen" if chosen else "core.dojo.language.automatic"
            await interaction.response.send_message(
                say(key, language=say(f"core.dojo.language.name.{current}")), ephemeral=True)
            return
        if not self.bot.flow.is_admin(interaction.user):
            await interaction.response.send_message(say("core.dojo.language.not_allowed"),
                                                    ephemeral=True)
            return
        await locales.choose(interaction.guild_id,
                             None if language.value == AUTO else language.value)
        current = await locales.server(interaction.guild_id)
        key = "core.dojo.language.set_auto" if language.value == AUTO else \
            "core.dojo.language.set"
        await interaction.response.send_message(
            say(key, language=say(f"core.dojo.language.name.{current}")), ephemeral=True)
