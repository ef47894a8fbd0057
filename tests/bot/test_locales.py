"""Who reads which language (issue 14): a player's own, remembered from their last click;
a server's chosen one, else its Discord language, else English."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.locales import Locales
from bot.store import Store
from bot.ui.localized import language


def interaction(user: int, locale: str, guild: int | None = None,
                guild_locale: str | None = None) -> Any:
    return SimpleNamespace(user=SimpleNamespace(id=user), locale=discord.Locale(locale),
                           guild_id=guild,
                           guild_locale=discord.Locale(guild_locale) if guild_locale else None)


@pytest.mark.parametrize(("locale", "lang"), [
    ("fr", "fr"), ("en-US", "en"), ("en-GB", "en"), ("de", "en"), ("ja", "en"),
    (discord.Locale.french, "fr"), (None, "en")])
def test_any_french_client_reads_french_and_every_other_english(locale: Any,
                                                               lang: str) -> None:
    assert language(locale) == lang


async def test_a_player_reads_the_language_of_their_last_interaction(
        store: Store) -> None:
    locales = Locales(store)
    assert await locales.player("1") == "en", "never seen: English"
    assert await locales.seen(interaction(1, "fr")) == "fr"
    assert await locales.player("1") == "fr"
    assert await Locales(store).player("1") == "fr", "remembered in the store, not the process"
    await locales.seen(interaction(1, "en-GB"))
    assert await locales.player("1") == "en"


async def test_a_server_speaks_its_choice_else_its_discord_language_else_english(
        store: Store) -> None:
    locales = Locales(store)
    assert await locales.server(7) == "en"
    assert await locales.server(None) == "en"
    await locales.seen(interaction(1, "en-US", guild=7, guild_locale="fr"))
    assert await locales.server(7) == "fr", "the server's Discord language"
    await locales.choose(7, "en")
    assert await locales.server(7) == "en" and await locales.chosen(7) == "en"
    await locales.choose(7, None)
    assert await locales.server(7) == "fr" and await locales.chosen(7) is None
    assert await locales.player("1") == "en", "the clicker's own language is theirs"


async def test_remembering_writes_only_what_changed(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    locales = Locales(store)
    writes: list[str] = []
    real = store.set_setting

    async def counting(key: str, value: str) -> None:
        writes.append(key)
        await real(key, value)

    monkeypatch.setattr(store, "set_setting", counting)
    for _ in range(5):
        await locales.seen(interaction(1, "fr", guild=7, guild_locale="fr"))
    assert len(writes) == 2, writes
