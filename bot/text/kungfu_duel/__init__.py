"""Kung-Fu Duel's words (ids ``kungfu_duel.*``): event lines, prompts, option labels, status
lines, the rules summary, the character builder's words and every word drawn in its pictures.

:data:`FORMATS` are the game's value formats for its messages (``GameSpec.formats``). Each
turns one value of an event or a label into words through the reader's
:class:`~bot.text.Voice`, so a locale changes the words without touching the formats:

- ``{c:card}``: a playing card ("9♦", "K♣"); ``{cs:cards}``: several ("9♦ 7♣") or "nothing";
- ``{c:comp}``: a component by its index ("Vigueur"); ``{cs:comps}``: several ("Vigueur and
  Tempo"); ``{cs:any_comp}``: one of several ("Vigueur or Tempo");
- ``{b:bonus}``: a bonus card's name ("Rapide"); ``{bs:bonuses}``: several, or "nothing";
  ``{b:suits}``: the suit symbols printed on it ("♦♦");
- ``{k:character}``: a ready-made fighter's name, or a saved character's as its owner typed it;
- ``{r:ratings}``: four ratings ("V10 D7 T6 P3");
- ``{cs:dealt}``: a reveal's cards by component ("Vigueur 9♦ 7♣ · Distance 10♦");
- ``{fs:shown}``: the fighters revealed after the pick; ``{s:sides}``: the two sides;
- ``{ps:pairs}``: a comparison's pairs with their wins; ``{w:wins}``: each side's wins;
- ``{d:allotted}``: how the captain split the damage;
- ``{p:protection}``, ``{ps:protections}``: what absorbed damage; ``{p:paid}``: what paid
  for a conversion;
- ``{x:<family>}`` for the choice families below: the sub-message ``kungfu_duel.<family>.<x>``
  (booleans pick ``yes`` or ``no``, a missing value ``none``);
- ``{n:<note>}`` for the notes below: words only when the value says something.

The names of cards, components, statuses and ready-made fighters are the pictures' words
(``en_picture.py``): ``kungfu_duel.bonus.<id>``, ``kungfu_duel.comp.<V|D|T|P>``,
``kungfu_duel.character.<id>``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from bot.text.catalog import Format, Voice, choice_format, defuse_mentions, escape_name
from rules.kungfu_duel.content import BONUS, PRESETS, SUITS, Comp, card_suit, card_value

CHOICES = ("why", "cause", "out", "random_tag", "refill_tag", "replacement_tag", "broke_tag",
           "refill_how", "winner", "wound_how", "used_what", "pool_tag")
"""Formats that pick a sub-message by value (an ICU-style select)."""

_RANKS = {1: "ace", 11: "jack", 12: "queen", 13: "king"}


def _note(key: str, param: str, test: Callable[[Any], bool] = bool) -> Format:
    """A clause said only when ``test(value)`` holds (a non-zero count, a non-empty list)."""
    def say(voice: Voice, value: Any) -> str:
        return voice(key, **{param: value}) if test(value) else ""
    return say


def _field(item: Any, name: str) -> Any:
    """A field of an event's nested value, whether a model or its JSON dict."""
    return item[name] if isinstance(item, Mapping) else getattr(item, name)


def user_text(voice: Voice, text: str) -> str:
    """Text a player typed (a saved character's name), escaped like a display name for where
    the voice's words go."""
    if voice.style == "markdown":
        return escape_name(text)
    return defuse_mentions(text) if voice.style == "plain" else text


def playing_card(voice: Voice, card: Any) -> str:
    """R6: a card's value (A, 2-10, J, Q, K) and its suit symbol."""
    value = card_value(int(card))
    rank = voice(f"kungfu_duel.rank.{_RANKS[value]}") if value in _RANKS else str(value)
    return voice("kungfu_duel.playing_card", rank=rank, suit=SUITS[card_suit(int(card))])


def playing_cards(voice: Voice, cards: Iterable[Any] | None) -> str:
    words = [playing_card(voice, c) for c in cards or ()]
    return " ".join(words) if words else voice("kungfu_duel.nothing")


def comp_name(voice: Voice, comp: Any) -> str:
    return voice(f"kungfu_duel.comp.{Comp(int(comp)).name}")


def comp_names(voice: Voice, comps: Iterable[Any] | None) -> str:
    return voice.join([comp_name(voice, c) for c in comps or ()])


def any_comp(voice: Voice, comps: Iterable[Any] | None) -> str:
    """Components to choose from: "Vigueur, Distance or Présence"."""
    names = [comp_name(voice, c) for c in comps or ()]
    if len(names) < 2:
        return "".join(names)
    return voice("kungfu_duel.or", head=", ".join(names[:-1]), last=names[-1])


def bonus_name(voice: Voice, bonus: Any) -> str:
    return voice(f"kungfu_duel.bonus.{bonus}")


def bonus_names(voice: Voice, bonuses: Iterable[Any] | None) -> str:
    names = [bonus_name(voice, b) for b in bonuses or ()]
    return voice.join(names) if names else voice("kungfu_duel.nothing")


def suits(voice: Voice, bonus: Any) -> str:
    """The suit symbols printed on a bonus card, repeats kept (D30)."""
    return "".join(SUITS[c] for c in BONUS[str(bonus)].suits)


def character(voice: Voice, key: Any) -> str:
    """A ready-made fighter by its id; anything else is a saved character's typed name."""
    key = str(key)
    return voice(f"kungfu_duel.character.{key}") if key in PRESETS else user_text(voice, key)


def ratings(voice: Voice, values: Iterable[Any]) -> str:
    return " ".join(voice("kungfu_duel.rating", comp=Comp(i).name, n=int(r))
                    for i, r in enumerate(values))


def dealt(voice: Voice, by_comp: Iterable[Iterable[Any]] | None) -> str:
    """A reveal's cards on each component that got some, V to P."""
    parts = [voice("kungfu_duel.dealt_on", comp=i, cards=list(cards))
             for i, cards in enumerate(by_comp or ()) if list(cards)]
    return voice("kungfu_duel.separator").join(parts) if parts else voice("kungfu_duel.no_bets")


def shown(voice: Voice, fighters: Iterable[Any]) -> str:
    """The fighters revealed once every pick is in: who plays whom, with ratings."""
    return voice("kungfu_duel.list_separator").join(
        voice("kungfu_duel.shown", player=_field(f, "player"), character=_field(f, "character"),
              ratings=_field(f, "ratings"), signature=_field(f, "signature"))
        for f in fighters)


def sides(voice: Voice, teams: Any) -> str:
    return voice("kungfu_duel.sides", a=list(teams[0]), b=list(teams[1]))


def pairs(voice: Voice, results: Iterable[Any]) -> str:
    """R23: each pair with its wins ("Aiko 2–1 Bruno")."""
    out = []
    for pair in results:
        marks = list(_field(pair, "results"))
        out.append(voice("kungfu_duel.pair", x=_field(pair, "x"), y=_field(pair, "y"),
                         a=marks.count(1), b=marks.count(-1)))
    return voice("kungfu_duel.list_separator").join(out)


def wins(voice: Voice, totals: Any) -> str:
    return voice("kungfu_duel.wins", a=int(totals[0]), b=int(totals[1]))


def allotted(voice: Voice, damage: Mapping[str, Any]) -> str:
    return voice.join([voice("kungfu_duel.allot", player=p, n=int(n)) for p, n in damage.items()])


def protection(voice: Voice, what: Any) -> str:
    """R27 step 3: a posed Terrain or Matériel, or a card from the hand."""
    what = str(what)
    if what in ("terrain", "materiel"):
        return voice(f"kungfu_duel.posed.{what}")
    return bonus_name(voice, what)


def protections(voice: Voice, chosen: Iterable[Any] | None) -> str:
    return voice.join([protection(voice, w) for w in chosen or ()])


def paid(voice: Voice, what: Any) -> str:
    """R34: an unspent AP, a defensive Atout, or a posed protection."""
    what = str(what)
    if what in ("ap", "bouclier", "terrain", "materiel"):
        return voice(f"kungfu_duel.paid.{what}")
    return bonus_name(voice, what)


def pursuers(voice: Voice, players: Iterable[Any] | None) -> str:
    chasers = list(players or ())
    if not chasers:
        return voice("kungfu_duel.pursuers.none")
    return voice("kungfu_duel.pursuers", players=chasers, n=len(chasers))


def used(voice: Voice, uses: Iterable[Any] | None) -> str:
    """A reveal's item uses: the Matériel and the Terrain, each with how many times."""
    uses = list(uses or ())
    parts = [voice("kungfu_duel.used", what=w, n=uses.count(w)) for w in ("materiel", "terrain")
             if w in uses]
    return voice.join(parts)


def _count(values: Any) -> int:
    """How many bonus-bet cards a reveal dealt (its per-component flags)."""
    return sum(1 for flags in values or () for flag in flags if flag)


def bonus_note(voice: Voice, flags: Any) -> str:
    n = _count(flags)
    return voice("kungfu_duel.note.bonus", n=n) if n else ""


FORMATS: dict[str, Format] = {
    "card": playing_card,
    "cards": playing_cards,
    "comp": comp_name,
    "comps": comp_names,
    "any_comp": any_comp,
    "bonus": bonus_name,
    "bonuses": bonus_names,
    "suits": suits,
    "character": character,
    "ratings": ratings,
    "dealt": dealt,
    "shown": shown,
    "sides": sides,
    "pairs": pairs,
    "wins": wins,
    "allotted": allotted,
    "protection": protection,
    "protections": protections,
    "paid": paid,
    "pursuers": pursuers,
    "used": used,
    "bonus_note": bonus_note,
    "gm_note": _note("kungfu_duel.note.gm", "gm", lambda g: g is not None),
    "free_note": _note("kungfu_duel.note.free", "players"),
    "signature_note": _note("kungfu_duel.note.signature", "bonus", lambda b: b is not None),
    "atout_note": _note("kungfu_duel.note.atout", "bonus", lambda b: b is not None),
    "used_note": _note("kungfu_duel.note.used", "uses"),
    "posed_note": _note("kungfu_duel.note.posed", "cards"),
    "discarded_note": _note("kungfu_duel.note.discarded", "cards"),
    "drew_note": _note("kungfu_duel.note.drew", "n"),
    "refill_note": _note("kungfu_duel.note.refill", "how", lambda r: r is not None),
    "retreat_note": _note("kungfu_duel.note.retreat", "yes"),
    "lost_note": _note("kungfu_duel.note.lost", "n"),
    "armour_note": _note("kungfu_duel.note.armour", "n"),
    "shield_note": _note("kungfu_duel.note.shield", "n"),
    "chosen_note": _note("kungfu_duel.note.chosen", "chosen"),
    "placed_note": _note("kungfu_duel.note.placed", "n"),
    "left_note": _note("kungfu_duel.note.left", "n"),
    "damage_note": _note("kungfu_duel.note.damage", "n"),
    "paid_note": _note("kungfu_duel.note.paid", "what", lambda p: p is not None),
    **{family: choice_format("kungfu_duel", family) for family in CHOICES},
}

__all__ = ["CHOICES", "FORMATS", "bonus_name", "character", "comp_name", "paid", "playing_card",
           "protection", "user_text"]
