"""The slash commands in every catalog language (issue 14): every word of the real command tree
(each command, group, option and fixed choice) is a catalog message, English as it always was,
and the French that :class:`CatalogTranslator` gives Discord is valid by Discord's rules. Then,
in the simulated Discord, the commands the bot synced carry their French words."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.app_commands import locale_str

from bot.app import DojoBot, create_bot
from bot.text import catalog
from bot.ui.localized import CatalogTranslator
from tests.e2e.harness import table

NAME = re.compile(r"^[-_\w]{1,32}$")
"""Discord's rule for a command's, group's or option's name (lowercase besides)."""
FR = discord.Locale.french.value
GROUPS = ("match", "rules", "dojo", "karatekarte", "brutalring", "martialart", "combat",
          "kungfuduel")
"""Every top-level command of the bot (``/rules`` is the one command outside a group)."""


@dataclass
class Words:
    """One localizable string of the tree: where it is, and the ``locale_str`` behind it."""

    where: str
    kind: str  # "name", "description" or "choice"
    text: locale_str | str | None


def _words(item: app_commands.Command[Any, ..., Any] | app_commands.Group) -> Iterator[Words]:
    path = item.qualified_name
    yield Words(path, "name", item._locale_name or item.name)
    yield Words(path, "description", item._locale_description or item.description)
    if isinstance(item, app_commands.Group):
        for child in item.commands:
            yield from _words(child)
        return
    for param in item._params.values():
        where = f"{path} {param.name}"
        yield Words(where, "name", param._rename if param._rename else param.name)
        yield Words(where, "description", param.description)
        for choice in param.choices or []:
            yield Words(f"{where}={choice.value}", "choice", choice._locale_name or choice.name)


@pytest.fixture
async def bot(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[DojoBot]:
    """The real bot's tree, built offline: its setup without the sync."""
    bot = create_bot(str(tmp_path / "dojo.sqlite3"))

    async def no_sync() -> bool:
        return False

    monkeypatch.setattr(bot, "sync_commands", no_sync)
    await bot.setup_hook()
    try:
        yield bot
    finally:
        await bot.close()


def _all_words(bot: DojoBot) -> list[Words]:
    return [w for cmd in bot.tree.get_commands() for w in _words(cmd)]  # type: ignore[arg-type]


async def test_the_tree_is_every_game_and_shared_command(bot: DojoBot) -> None:
    assert sorted(c.name for c in bot.tree.get_commands()) == sorted(GROUPS)
    assert isinstance(bot.tree.translator, CatalogTranslator)


async def test_every_word_is_a_catalog_message_in_english_as_before(bot: DojoBot) -> None:
    english, french = catalog("en").messages, catalog("fr").messages
    words = _all_words(bot)
    assert len(words) > 100
    not_catalog = [w.where for w in words
                   if not isinstance(w.text, locale_str) or "key" not in w.text.extras]
    assert not_catalog == [], "words written in the code, not read from the catalog"
    for w in words:
        assert isinstance(w.text, locale_str)
        key = w.text.extras["key"]
        assert key.startswith("cmd.") and key in english and key in french, key
        assert w.text.message == english[key], key


async def test_english_words_are_unchanged_where_tests_call_them(bot: DojoBot) -> None:
    """The e2e tests and players' muscle memory: the canonical names stay English."""
    payload = {c.name: c.to_dict(bot.tree) for c in bot.tree.get_commands()}
    assert [o["name"] for o in payload["match"]["options"]] == [
        "list", "show", "hand", "resign", "abort"]
    assert [o["name"] for o in payload["karatekarte"]["options"][0]["options"]] == [
        "opponent", "pace"]
    deck = next(o for o in payload["combat"]["options"] if o["name"] == "deck")
    assert [o["name"] for o in deck["options"]] == ["build", "show", "list", "delete"]
    pace = payload["karatekarte"]["options"][0]["options"][1]
    assert pace["choices"][0] == {"name": "Live: minutes per move, everyone at the table now",
                                  "value": "live"}


def _check_french(node: dict[str, Any], where: str, problems: list[str]) -> None:
    """One command, group or option of the translated payload, and everything under it."""
    fr_name = node.get("name_localizations", {}).get(FR)
    fr_about = node.get("description_localizations", {}).get(FR)
    if fr_name is None or not NAME.fullmatch(fr_name) or fr_name != fr_name.lower():
        problems.append(f"{where}: French name {fr_name!r}")
    if fr_about is None or not 1 <= len(fr_about) <= 100:
        problems.append(f"{where}: French description {fr_about!r}")
    elif fr_about == node["description"]:
        problems.append(f"{where}: the French description is the English one")
    for choice in node.get("choices") or []:
        fr_choice = (choice.get("name_localizations") or {}).get(FR)
        if fr_choice is None or not 1 <= len(fr_choice) <= 100:
            problems.append(f"{where}={choice['value']}: French choice {fr_choice!r}")
        elif fr_choice == choice["name"]:
            problems.append(f"{where}={choice['value']}: the French choice is the English one")
    options = node.get("options") or []
    names = [o.get("name_localizations", {}).get(FR) for o in options]
    if len(set(names)) != len(names):
        problems.append(f"{where}: French names shared by siblings: {names}")
    for option in options:
        _check_french(option, f"{where} {option['name']}", problems)


async def test_the_french_payload_is_valid_for_discord(bot: DojoBot) -> None:
    translator = CatalogTranslator()
    payloads = [await c.get_translated_payload(bot.tree, translator)
                for c in bot.tree.get_commands()]
    problems: list[str] = []
    for payload in payloads:
        _check_french(payload, payload["name"], problems)
    tops = [p["name_localizations"][FR] for p in payloads]
    assert len(set(tops)) == len(tops), tops
    assert problems == []
    # Only French is given: every other locale reads the English words.
    assert {loc for p in payloads for loc in p["name_localizations"]} == {FR}


async def test_french_names_read_naturally(bot: DojoBot) -> None:
    translator = CatalogTranslator()
    payload = {c.name: await c.get_translated_payload(bot.tree, translator)
               for c in bot.tree.get_commands()}
    assert payload["match"]["name_localizations"][FR] == "partie"
    assert payload["rules"]["name_localizations"][FR] == "regles"
    new = payload["karatekarte"]["options"][0]
    assert new["name_localizations"][FR] == "nouvelle"
    assert [o["name_localizations"][FR] for o in new["options"]] == ["adversaire", "rythme"]
    language = payload["dojo"]["options"][0]
    assert language["name_localizations"][FR] == "langue"


async def test_a_changed_french_word_syncs_again(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    bot = create_bot(str(tmp_path / "dojo.sqlite3"))
    syncs: list[Any] = []

    async def sync(*, guild: Any = None) -> list[Any]:
        syncs.append(guild)
        return []

    monkeypatch.setattr(bot.tree, "sync", sync)
    await bot.setup_hook()
    try:
        assert len(syncs) == 1
        assert await bot.sync_commands() is False, "unchanged: not synced again"
        monkeypatch.setitem(catalog("fr").messages, "cmd.match.list.about",
                            "Tes parties, ouvertes ou en cours")
        assert await bot.sync_commands() is True, "a French word changed: synced"
        assert len(syncs) == 2
    finally:
        await bot.close()


async def test_discord_holds_the_french_words_after_the_sync(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        held = {name: command for (name, _), command in t.env.backend.commands[None].items()}
        assert sorted(held) == sorted(GROUPS)
        assert held["match"]["name_localizations"] == {FR: "partie"}
        assert held["match"]["description_localizations"][FR] == \
            catalog("fr").messages["cmd.match.about"]
        new = held["karatekarte"]["options"][0]
        assert new["name"] == "new" and new["name_localizations"][FR] == "nouvelle"
        pace = next(o for o in new["options"] if o["name"] == "pace")
        assert pace["name_localizations"][FR] == "rythme"
        assert pace["choices"][0]["name_localizations"][FR] == \
            catalog("fr").messages["cmd.choice.pace.live"]
        # Discord sends the canonical (English) names whatever the client's language.
        res = await t.slash("alice", "rules")
        assert res.response.embeds
