"""The text catalog: formatting, plurals, fallbacks, and completeness against the code."""

from __future__ import annotations

import ast
import re
import typing
from pathlib import Path

import pytest

from bot.registry import default_registry
from bot.text import catalog, messages, voice
from bot.text.catalog import Catalog, MissingText, Voice
from rules.core import Event, Game

ROOT = Path(__file__).resolve().parents[2]


def test_formats_names_lists_and_plurals() -> None:
    say = Voice(Catalog("en", {
        "t.who": "{player:who} and {players:whos}",
        "t.n": "{n:plural:# card|# cards}",
        "t.fmt": "{x:double}",
    }), names={"1": "Aiko", "2": "Bruno", "3": "Chen"},
        formats={"double": lambda v, x: str(2 * x)})
    Catalog.strict = False  # the shared words (core.and) come from the real catalog below
    try:
        say.catalog.fallback = catalog("en")
        assert say("t.who", player="1", players=["2", "3"]) == "Aiko and Bruno and Chen"
    finally:
        Catalog.strict = True
    assert say("t.n", n=1) == "1 card" and say("t.n", n=0) == "0 cards"
    assert say("t.fmt", x=21) == "42"


def test_french_plural_counts_zero_as_one() -> None:
    say = Voice(Catalog("fr", {"t.n": "{n:plural:# carte|# cartes}"}))
    assert say("t.n", n=0) == "0 carte" and say("t.n", n=2) == "2 cartes"


def test_a_missing_message_fails_in_tests_and_falls_back_for_players() -> None:
    english = Catalog("en", {"t.hello": "Hello"})
    french = Catalog("fr", {}, fallback=english)
    with pytest.raises(MissingText):
        Voice(french)("t.hello")
    Catalog.strict = False
    try:
        assert Voice(french)("t.hello") == "Hello"
        assert Voice(english)("t.nothing") == "t.nothing"
        assert Voice(english)("t.hello", unused=1) == "Hello"
    finally:
        Catalog.strict = True


def test_a_message_missing_a_parameter_fails_in_tests() -> None:
    say = Voice(Catalog("en", {"t.p": "{player:who} moves"}))
    with pytest.raises(KeyError):
        say("t.p")


def _event_classes(game: Game) -> list[type[Event]]:
    """Every event class a game's state log may hold (the union in its ``log`` field)."""
    annotation = game.StateModel.model_fields["log"].annotation
    (item,) = typing.get_args(annotation)
    union = typing.get_args(item)[0] if typing.get_origin(item) is typing.Annotated else item
    return list(typing.get_args(union)) or [union]


@pytest.mark.parametrize("spec", list(default_registry().values()), ids=lambda s: s.id)
def test_every_event_kind_and_the_rules_summary_have_text(spec: object) -> None:
    game = spec.engine  # type: ignore[attr-defined]
    english = messages("en")
    classes = _event_classes(game)
    assert len(classes) > 3, "the game declares its event classes in its state's log"
    for cls in classes:
        kind = cls.model_fields["kind"].default
        keys = [f"{game.id}.event.{kind}", f"{game.id}.event.{kind}.private"]
        assert any(k in english for k in keys), f"no text for event {kind!r}"
    assert f"{game.id}.rules" in english


COMMAND_WORDS = {"named", "about", "describe", "rename", "choice"}
"""``bot.ui.localized``'s helpers take a command's path ("combat.deck"), not a message id (the
``cmd.*`` ids they make are checked by tests/bot/test_commands_locale.py)."""


def _literal_keys() -> set[str]:
    """Message ids written out whole in the bot's code."""
    areas = "|".join(["core", *default_registry()])
    pattern = re.compile(rf"^({areas})\.[a-z0-9_.]+[a-z0-9_]$")
    found = set()
    for path in [*ROOT.joinpath("bot").rglob("*.py"), *ROOT.joinpath("cogs").rglob("*.py")]:
        if "text" in path.relative_to(ROOT).parts[:2]:
            continue
        tree = ast.parse(path.read_text())
        commands = {id(arg) for node in ast.walk(tree) if isinstance(node, ast.Call)
                    and getattr(node.func, "id", None) in COMMAND_WORDS for arg in node.args}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                    and pattern.match(node.value) and id(node) not in commands):
                found.add(node.value)
    return found


def test_every_message_id_written_in_the_code_exists() -> None:
    keys = _literal_keys()
    assert len(keys) > 50, "the scan finds the message ids the code uses"
    missing = sorted(keys - set(messages("en")))
    assert not missing


def test_the_default_voice_speaks_english() -> None:
    assert voice()("core.error.full") == "This match is full."
