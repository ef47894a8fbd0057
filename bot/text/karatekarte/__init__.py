"""KarateKarte's words (ids ``karatekarte.*``): event lines, prompts, button labels, status
lines, the rules summary, the result detail and every word drawn in its pictures.

:data:`FORMATS` are the game's value formats for its messages (``GameSpec.formats``):

- ``{card:card}``: a card's own name, "Amorce LF": its type (the game's proper nouns, the same
  in every language, kept as data in ``rules.karatekarte.content``) and, for a card of a
  strike, the strike as the catalog words it (message ``karatekarte.card.<strike>``, "{name}
  LF" in English, "{name} pied gauche" in French);
- ``{cards:cards}``: several cards, "Amorce LF, Allonge LF and Impact LF", or "nothing";
- ``{lane:lane}``: a strike's name, "Left foot" (message ``karatekarte.strike.<code>``);
- ``{colour:colour}``: a seat colour, "Blue" / "Orange" (message ``karatekarte.colour.<B|O>``);
- ``{match:flip}``: how a flip ended, "it matches." or "no match, it is discarded.".
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.text.catalog import Format, Voice
from rules.karatekarte.content import CODE_NAMES, card


def card_name(voice: Voice, cid: Any) -> str:
    c = card(str(cid))
    name = CODE_NAMES[c.code]
    return voice(f"karatekarte.card.{c.strike}", name=name) if c.strike else name


def card_names(voice: Voice, cids: Iterable[str] | None) -> str:
    names = [card_name(voice, c) for c in cids or ()]
    return voice.join(names) if names else voice("karatekarte.nothing")


def strike_name(voice: Voice, strike: Any) -> str:
    return voice(f"karatekarte.strike.{strike}")


def colour_name(voice: Voice, colour: Any) -> str:
    return voice(f"karatekarte.colour.{colour}")


def flip_result(voice: Voice, match: Any) -> str:
    return voice("karatekarte.flip.match" if match else "karatekarte.flip.miss")


FORMATS: dict[str, Format] = {
    "card": card_name,
    "cards": card_names,
    "lane": strike_name,
    "colour": colour_name,
    "flip": flip_result,
}

__all__ = ["FORMATS", "card_name", "card_names"]
