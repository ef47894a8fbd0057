"""Brutal Ring's words: the value formats its messages use (``GameSpec.formats``).

Messages are in ``en.py`` (ids ``brutal_ring.*``), card names in ``en_names.py``. A format
turns one value of an event or a label into words through the reader's
:class:`~bot.text.Voice`, so a locale changes the words (trick names, card names,
"unarmed"...) without touching the formats:

- ``{card:name}``: a card's name ("TERMINIUM", "Sword"), from the catalog
  (``brutal_ring.name.*``, :func:`name_key`): the French cards have French weapon names;
- ``{card:card}``: a card's full label, its top half and its trick ("Sword 3/2 [Attack +3]");
- ``{cards:cards}``: several labels, or "nothing";
- ``{weapon:weapon}``: a weapon with its values ("Sword 3/2");
- ``{trick:trick}``, ``{trick:trick_colour}``: a trick kind, alone or with its colour;
- ``{pile:pile}``: a card type ("Gladiator", "Weapon");
- ``{side:side}``: a combat role ("attack", "defence");
- ``{entries:entries}``: a revealed entry list;
- ``{slot:blind_card}``: a blind Discard pick ("card #2", "the only face-down card");
- ``{result:final}``: the final standing with its verdict;
- ``{x:<family>}`` for the choice families below: the sub-message ``brutal_ring.<family>.<x>``.
"""

from __future__ import annotations

import re
from typing import Any

from bot.text import Format, Voice, choice_format
from rules.brutal_ring.content import TRICK_COLOUR, Colour, Trick, card
from rules.brutal_ring.events import EntryShown, FinalResult

CHOICES = ("pass_why", "closing", "dodge_tag", "counter_tag", "bonus_tag")
"""Formats that pick a sub-message by value (an ICU-style select): ``{why:pass_why}`` with
``why="decline"`` says ``brutal_ring.pass_why.decline``. Booleans pick ``yes`` or ``no``."""




def trick_name(voice: Voice, trick: Any) -> str:
    return voice(f"brutal_ring.trick.{Trick(trick).value}")


def trick_colour(voice: Voice, trick: Any) -> str:
    """R3/D0: the trick's colour matters for the symbols it may take (R17)."""
    t = Trick(trick)
    colour = "orange" if TRICK_COLOUR[t] is Colour.ORANGE else "black"
    return voice(f"brutal_ring.trick_colour.{colour}", trick=t)


def name_key(card_id: Any) -> str:
    """The message id of a card's name: ``brutal_ring.name.`` and the name in the rules' data
    in lower case, words joined by ``_`` (``spiked_bat``, ``hashshasin_green_visor``)."""
    name = card(str(card_id)).name
    return "brutal_ring.name." + re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def card_name(voice: Voice, card_id: Any) -> str:
    """A card's name in the reader's language (the weapons' names differ in French)."""
    return voice(name_key(card_id))


def weapon(voice: Voice, card_id: Any) -> str:
    c = card(str(card_id))
    return voice("brutal_ring.weapon", name=card_name(voice, card_id), attack=c.attack,
                 defence=c.defence)


def card_label(voice: Voice, card_id: Any) -> str:
    """Both halves in one line (R2): ``TERMINIUM [Fairplay (attack)]``, ``Sword 3/2 [...]``."""
    c = card(str(card_id))
    name = card_name(voice, card_id)
    if c.is_gladiator:
        return voice("brutal_ring.card.gladiator", name=name, trick=c.trick)
    return voice("brutal_ring.card.weapon", name=name, attack=c.attack, defence=c.defence,
                 trick=c.trick)


def card_labels(voice: Voice, cards: Any) -> str:
    labels = [card_label(voice, c) for c in cards]
    return join_list(voice, labels) if labels else voice("brutal_ring.nothing")


def pile(voice: Voice, kind: Any) -> str:
    return voice(f"brutal_ring.type.{kind}")


def side(voice: Voice, role: Any) -> str:
    return voice(f"brutal_ring.side.{role}")


def entries(voice: Voice, shown: Any) -> str:
    """R11: what a player brought in, each gladiator with its weapon or unarmed."""
    items: list[EntryShown] = list(shown)
    if not items:
        return voice("brutal_ring.entries.none")
    return join_list(voice, [
        voice("brutal_ring.entries.armed", gladiator=e.gladiator, weapon=e.weapon)
        if e.weapon else voice("brutal_ring.entries.unarmed", gladiator=e.gladiator)
        for e in items])


def join_list(voice: Voice, items: list[str]) -> str:
    """A plain list ("A, B, C"): card labels and entries are listed, not counted off."""
    return voice("brutal_ring.separator").join(items)


def blind_card(voice: Voice, slot: Any) -> str:
    """R21: the slot picked blind, or the one card the Discard took without a choice."""
    if slot is None:
        return voice("brutal_ring.blind.only")
    return voice("brutal_ring.blind.slot", n=int(slot) + 1)


def final(voice: Voice, result: Any) -> str:
    """R32/D16: every side's score and gladiators, then who won and how."""
    assert isinstance(result, FinalResult)
    standing = voice("brutal_ring.final.separator").join(
        voice("brutal_ring.final.team", team="AB"[s.team], players=list(s.players),
              score=s.score, gladiators=s.gladiators) if s.team is not None
        else voice("brutal_ring.final.player", player=s.players[0], score=s.score,
                   gladiators=s.gladiators)
        for s in result.sides)
    return voice(f"brutal_ring.final.{result.reason.value}", standing=standing,
                 winners=result.winners, n=len(result.winners))


FORMATS: dict[str, Format] = {
    "name": card_name,
    "card": card_label,
    "cards": card_labels,
    "weapon": weapon,
    "trick": trick_name,
    "trick_colour": trick_colour,
    "pile": pile,
    "side": side,
    "entries": entries,
    "blind_card": blind_card,
    "final": final,
    **{family: choice_format("brutal_ring", family) for family in CHOICES},
}

__all__ = ["CHOICES", "FORMATS", "card_label", "card_name", "final", "name_key", "trick_colour",
           "trick_name", "weapon"]
