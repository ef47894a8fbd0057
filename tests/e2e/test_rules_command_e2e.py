"""``/rules`` in the simulated Discord: its choices are the registry's games, each game's
summary comes with a picture of a board and the full rules, and no game lists them all."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from bot.registry import GameSpec, default_registry
from bot.ui.rules_summary import rules_file
from tests.e2e.harness import table

GAMES = list(default_registry().values())


async def test_the_game_choices_are_the_registrys_titles(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        offered = await t["alice"].autocomplete(t.channel, "rules", "game", "")
        assert [(c["name"], c["value"]) for c in offered] == \
            [(s.title, s.id) for s in t.bot.registry.values()]
        typed = await t["alice"].autocomplete(t.channel, "rules", "game", "brutal")
        assert [c["name"] for c in typed] == ["Brutal Ring"], "typing narrows the choices"


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
async def test_each_games_summary_has_its_picture_and_its_rules_file(
        tmp_path: Path, spec: GameSpec) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        res = await t.slash("alice", "rules", game=spec.id)
        message = res.response
        assert message.ephemeral
        (embed,) = message.embeds
        assert embed.title == f"{spec.title}: the rules in short"
        headings = [f.name for f in embed.fields]
        assert headings[0] == "🎯 Goal" and headings[2:] == ["🏆 How to win",
                                                             "👥 Players and length"]
        assert spec.players_text in embed.fields[3].value
        assert not any(f.value.endswith("…") for f in embed.fields), "no section is clipped"
        assert len(embed) <= 6000, "Discord's limit on an embed"
        picture, rules = message.attachments
        assert embed.image.url == f"attachment://{picture.filename}"
        image = Image.open(io.BytesIO(await picture.read()))
        assert image.format == "PNG" and image.width >= 600, "a board, not a placeholder"
        assert rules.filename == f"{spec.id}-rules.md"
        assert await rules.read() == rules_file(spec.id).read_bytes(), \
            "the full rules are the repository's copy"


async def test_the_summary_speaks_of_the_game(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        karate = (await t.slash("alice", "rules", game="karatekarte")).response.embeds[0]
        text = " ".join(f.value for f in karate.fields)
        assert "Amorce" in text and "Impact" in text and "about 10 minutes" in text
        ring = (await t.slash("alice", "rules", game="brutal_ring")).response.embeds[0]
        assert ring.fields[1].name == "🔄 A round"
        text = " ".join(f.value for f in ring.fields)
        assert "4 rounds" in text and "two teams of 2" in text


async def test_typed_ids_titles_and_groups_name_the_game(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        for typed in ("brutal_ring", "Brutal Ring", "brutalring", "BRUTAL ring"):
            res = await t.slash("alice", "rules", game=typed)
            assert res.response.embeds[0].title == "Brutal Ring: the rules in short", typed
        res = await t.slash("alice", "rules", game="chess")
        assert res.response.ephemeral
        assert res.response.content == ("I don't know that game. The games: KarateKarte, "
                                         "Brutal Ring, Martial Art, Combat and Kung-Fu Duel.")


async def test_without_a_game_every_game_is_listed(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        res = await t.slash("alice", "rules")
        assert res.response.ephemeral and res.response.attachments == []
        (embed,) = res.response.embeds
        entries = embed.description.split("\n\n")
        assert len(entries) == len(GAMES)
        for spec, entry in zip(GAMES, entries, strict=True):
            head, tagline = entry.split("\n")
            assert head.startswith(f"**{spec.title}** · {spec.players_text} players")
            assert len(tagline) > 20
