"""Slash commands in every catalog language: the names, descriptions and choices of the
command tree come from the ``cmd.*`` messages (``bot/text/commands``), and
:class:`CatalogTranslator` hands Discord the other locales' words when the tree syncs.

A command's English words are read from the English catalog when the cog is defined, as
:class:`~discord.app_commands.locale_str` carrying their message id, so the tree and the
catalog can never disagree and the translator needs no guessing. Message ids, for a command at
``path`` (its qualified name with dots, ``karatekarte.new``):

- ``cmd.<path>.name`` / ``cmd.<path>.about``: the command's (or group's) name and description;
- ``cmd.<path>.<param>.name`` / ``cmd.<path>.<param>.about``: an option's;
- ``cmd.choice.<family>.<value>``: a choice's words (``cmd.choice.pace.live``).
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str

from bot.text import DEFAULT_LOCALE, catalog


def language(locale: discord.Locale | str | None) -> str:
    """The catalog language for a Discord locale: ``fr`` for any French, else English."""
    value = locale.value if isinstance(locale, discord.Locale) else str(locale or "")
    return "fr" if value.lower().startswith("fr") else DEFAULT_LOCALE


def _words(key: str) -> locale_str:
    return locale_str(catalog(DEFAULT_LOCALE).template(key), key=key)


def named(path: str) -> locale_str:
    """A command's or group's name (``cmd.<path>.name``)."""
    return _words(f"cmd.{path}.name")


def about(path: str) -> locale_str:
    """A command's or group's description (``cmd.<path>.about``)."""
    return _words(f"cmd.{path}.about")


def describe(path: str, *params: str) -> dict[str, locale_str]:
    """``@app_commands.describe(**describe("karatekarte.new", "opponent", "pace"))``."""
    return {p: _words(f"cmd.{path}.{p}.about") for p in params}


def rename(path: str, *params: str) -> dict[str, locale_str]:
    """``@app_commands.rename(**rename("karatekarte.new", "opponent", "pace"))``: options
    named in every language (the English name is the parameter's own)."""
    return {p: _words(f"cmd.{path}.{p}.name") for p in params}


def choice(family: str, value: Any) -> app_commands.Choice[Any]:
    """A fixed choice whose words are ``cmd.choice.<family>.<value>``."""
    return app_commands.Choice(name=_words(f"cmd.choice.{family}.{value}"), value=value)


class CatalogTranslator(app_commands.Translator):
    """Every ``locale_str`` with a message id, in the catalog of the asked locale."""

    async def translate(self, string: locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        key = string.extras.get("key")
        lang = language(locale)
        if key is None or lang == DEFAULT_LOCALE:
            return None
        return catalog(lang).messages.get(key)


__all__ = ["CatalogTranslator", "about", "choice", "describe", "language", "named", "rename"]
