"""No stray pings: display names are escaped where they enter a message, drawn as they are in
pictures, and a message pings only the players it names."""

from __future__ import annotations

import re

import discord

from bot.render import karatekarte as kk_render
from bot.render.brutal_ring import parts as br_parts
from bot.text import voice
from bot.text.catalog import defuse_mentions, escape_name
from bot.ui.text import NO_MENTIONS, pings

HOSTILE = ["<@123456789012345678> @everyone", "@here <@&123456789012345678>",
           "[click](http://evil)", "**bold** __under__ ~~gone~~ `code` ||spoiler||",
           "# heading", "> quote", "-# small", "back\\slash"]


def renders_plain(text: str) -> str:
    """What Discord shows for ``text``: a backslash before punctuation is dropped and the
    character shown as it is (the markdown escape rule)."""
    return re.sub(r"\\([^0-9A-Za-z\s])", r"\1", text)


def test_escaped_names_keep_no_mention_markdown_or_link() -> None:
    for name in HOSTILE:
        escaped = escape_name(name)
        assert not re.search(r"@(everyone|here)\b|<@[!&]?\d+>", escaped), escaped
        assert not re.search(r"(?<!\\)\[[^\]]*(?<!\\)\]\(", escaped), "no masked link"
        assert not re.search(r"(?<!\\)(\*\*|__|~~|`|\|\|)", escaped), "no live markdown"
        assert "http:" not in escaped, "not even an autolink"
        # Readers still see the name they chose (ignoring the invisible space after @).
        assert renders_plain(escaped).replace("\u200b", "") == name


def test_a_voice_escapes_names_for_messages_and_not_for_pictures() -> None:
    names = {"1": HOSTILE[0], "2": HOSTILE[2]}
    say = voice(names)
    assert say.name("1") == escape_name(HOSTILE[0])
    assert say("core.play.timed_out", player="2").startswith("⏰ \\[click\\]")
    assert say("core.hand.waiting", title="T", id=1, players=["1", "2"]).count("\u200b") == 2
    assert say.plain().name("1") == defuse_mentions(HOSTILE[0]), "labels: no backslashes"
    assert "\\" not in say.plain().name("2")
    assert say.raw_name("1") == HOSTILE[0]
    drawn = say.for_pictures()
    assert drawn.name("2") == HOSTILE[2] and drawn("core.play.timed_out", player="2") == (
        f"⏰ {HOSTILE[2]} ran out of time: the default move was played.")
    assert say.with_names({"1": "**x**"}).name("1") == "\\*\\*x\\*\\*", "keeps its style"


def test_pictures_get_the_names_as_typed() -> None:
    """The renderers name players through a picture voice: no backslash is ever drawn."""
    say = voice({"1": "**Aiko**", "2": "a_b"})
    kk_view = type("V", (), {"sides": [type("S", (), {"player": p, "colour": c})()
                                       for p, c in (("1", "red"), ("2", "blue"))]})()
    kk = kk_render.picture_voice(kk_view, say)  # type: ignore[arg-type]
    assert kk.name("1") == "**Aiko**" and kk.name("2") == "a_b"
    assert kk("core.play.timed_out", player="2").startswith("⏰ a_b ran")
    seat = type("Seat", (), {"player": "2", "label": "P2"})()
    br = br_parts.picture_voice(say, type("V", (), {"seats": [seat]})())  # type: ignore[arg-type]
    assert br.name("2") == "a_b"
    assert br_parts.player_name(say, "1") == "**Aiko**"


def test_pings_name_exactly_the_players_given() -> None:
    allowed = pings(["42", "42", "7", "not-an-id"]).to_dict()
    assert allowed["parse"] == [], "no @everyone, no roles, no user but those listed"
    assert sorted(allowed["users"]) == [7, 42]
    assert pings([]).to_dict() == {"parse": [], "users": []}
    assert NO_MENTIONS.to_dict() == discord.AllowedMentions.none().to_dict()
