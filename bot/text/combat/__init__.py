"""Combat's words (ids ``combat.*``): event lines, prompts, option labels, status lines, the
rules summary and every word drawn in its pictures.

:data:`FORMATS` are the game's value formats for its messages (``GameSpec.formats``). Each
turns one value of an event or a label into words through the reader's
:class:`~bot.text.Voice`, so a locale changes the words without touching the formats:

- ``{c:card}``: a card's name ("Frappe"); ``{cs:cards}``: several, copies counted ("Frappe ×2
  and Choc") or "nothing"; ``{t:technique}``: a card or a basic technique;
- ``{b:basic}``: a basic technique's name; ``{t:type}``: a card type;
- ``{c:summary}``: a card's steps in short ("if Melee · Hurt 3"); ``{s:step}``: one
  :class:`~rules.combat.content.Step` in short; ``{ss:steps}``: several;
- ``{h:cell}``: a board cell by its coordinates ("(1,-2)"); ``{d:dir}``: a direction ("NE");
- ``{n:step_no}``: a step index, counted from 1 ("step 3");
- ``{k:deck}``: a starter deck's name, or a saved deck's name as its owner typed it;
- ``{hp:hp_list}``: each player's HP ("Aiko 12, Bruno 9");
- ``{x:<family>}`` for the choice families below: the sub-message ``combat.<family>.<x>``
  (booleans pick ``yes`` or ``no``, a missing value ``none``);
- ``{n:<count>}`` for the counted families below: ``combat.<count>.zero|one|other``;
- ``{n:<note>}`` for the notes below: words only when the value says something.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from bot.text.catalog import Format, Voice, choice_format, defuse_mentions, escape_name
from rules.combat.content import BASICS, CARDS, STARTERS, Basic, Step
from rules.kit.hexgrid import Hex, Orientation, direction_name

CHOICES = ("extra_tag", "check", "move_how", "cause", "loss_reason", "failed_tag",
           "random_tag", "saved_tag", "nothing")
"""Formats that pick a sub-message by value (an ICU-style select)."""
COUNTS = ("draws", "discards", "blocks", "extra_turns", "passes")
"""Formats that pick ``zero``, ``one`` or ``other`` by a number (``#`` in it is the number)."""




def _count(family: str) -> Format:
    def say(voice: Voice, value: Any) -> str:
        n = int(value)
        form = "zero" if n == 0 else voice.catalog.plural(n)
        return voice(f"combat.{family}.{form}", n=n)
    return say


def _note(key: str, param: str, test: Callable[[Any], bool] = bool) -> Format:
    """A clause said only when ``test(value)`` holds (a non-zero count, a direction)."""
    def say(voice: Voice, value: Any) -> str:
        return voice(key, **{param: value}) if test(value) else ""
    return say


def user_text(voice: Voice, text: str) -> str:
    """Text a player typed (a saved deck's name), escaped like a display name for where the
    voice's words go."""
    if voice.style == "markdown":
        return escape_name(text)
    return defuse_mentions(text) if voice.style == "plain" else text


def card_name(voice: Voice, card: Any) -> str:
    return voice(f"combat.card.{card}")


def card_names(voice: Voice, cards: Iterable[Any] | None) -> str:
    """Copies counted, in the order first met: "Frappe ×2 and Choc"."""
    counts = Counter(str(c) for c in cards or ())
    if not counts:
        return voice("combat.nothing")
    return voice.join([voice("combat.copies", card=c, n=n) if n > 1 else card_name(voice, c)
                       for c, n in counts.items()])


def basic_name(voice: Voice, basic: Any) -> str:
    return voice(f"combat.basic.{Basic(basic).value}")


def technique(voice: Voice, tid: Any) -> str:
    """A card, or a basic technique (a run's ``card`` is either)."""
    return card_name(voice, tid) if str(tid) in CARDS else basic_name(voice, tid)


def type_name(voice: Voice, t: Any) -> str:
    return voice(f"combat.type.{t}")


def step(voice: Voice, s: Any) -> str:
    """One step in short, in the pictures' words: the kind's word (none for an effect), then
    the verb with its argument (``combat.verb.<VERB>.<KIND>`` where the kind changes the
    meaning) and whose step it is (``combat.prefix.*``)."""
    assert isinstance(s, Step)
    key = f"combat.verb.{s.verb}"
    if voice.has(f"{key}.{s.kind}"):
        key = f"{key}.{s.kind}"
    verb = voice(key, n=s.n, t=type_name(voice, s.type) if s.type is not None else "")
    if s.prefix:
        verb = voice(f"combat.prefix.{s.prefix}", step=verb)
    special = f"combat.summary.step.{s.kind}"
    return voice(special if voice.has(special) else "combat.summary.step",
                 kind=voice(f"combat.kind.{s.kind}"), verb=verb)


def steps(voice: Voice, ss: Iterable[Any] | None) -> str:
    return voice("combat.summary.separator").join(step(voice, s) for s in ss or ())


def summary(voice: Voice, tid: Any) -> str:
    """A card's (or a basic technique's) steps in short."""
    tid = str(tid)
    return steps(voice, CARDS[tid].steps if tid in CARDS else BASICS[Basic(tid)])


def cell(voice: Voice, h: Any) -> str:
    if h is None:
        return voice("combat.off_board")
    q, r = Hex(*h)
    return voice("combat.cell", q=q, r=r)


def direction(voice: Voice, d: Any) -> str:
    """A direction index named as on the flat-topped board (N, NE, SE, S, SW, NW)."""
    return voice(f"combat.dir.{direction_name(int(d), Orientation.FLAT)}")


def step_no(voice: Voice, index: Any) -> str:
    return voice("combat.step_no", n=int(index) + 1)


def deck(voice: Voice, key: Any) -> str:
    """A starter deck by its id ("Flamme"), anything else as the saved deck's typed name."""
    key = str(key)
    return voice(f"combat.deck.{key}") if key in STARTERS else user_text(voice, key)


def hp_list(voice: Voice, hp: Mapping[str, Any]) -> str:
    return voice("combat.separator").join(voice("combat.hp_of", player=p, hp=v)
                                          for p, v in hp.items())


FORMATS: dict[str, Format] = {
    "card": card_name,
    "cards": card_names,
    "technique": technique,
    "basic": basic_name,
    "type": type_name,
    "step": step,
    "steps": steps,
    "summary": summary,
    "cell": cell,
    "dir": direction,
    "step_no": step_no,
    "deck": deck,
    "hp_list": hp_list,
    "absorbed_note": _note("combat.note.absorbed", "n"),
    "reshuffle_note": _note("combat.note.reshuffled", "n"),
    "dir_note": _note("combat.note.dir", "d", lambda d: d is not None),
    **{family: choice_format("combat", family) for family in CHOICES},
    **{family: _count(family) for family in COUNTS},
}

__all__ = ["CHOICES", "COUNTS", "FORMATS", "card_name", "cell", "direction", "step", "steps",
           "summary", "technique", "user_text"]
