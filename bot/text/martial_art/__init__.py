"""Martial Art's words (ids ``martial_art.*``): event lines, prompts, button labels, status
lines, the rules summary and every word drawn in its pictures.

:data:`FORMATS` are the game's value formats for its messages (``GameSpec.formats``). Each
turns one value of an event or a label into words through the reader's
:class:`~bot.text.Voice`, so a locale changes the words without touching the formats:

- ``{t:technique}``, ``{ts:techniques}``: a technique's name ("Crochet"), several, or "none";
- ``{t:cost}``, ``{t:keyword}``: what a technique costs ("2 Chi + 1 Rage"), its keyword;
- ``{f:fighter}``: a fighter's name ("Li-Ming");
- ``{c:token}``: a token type ("Punch"); ``{cs:tokens}``: several, counted ("2 Energy and
  1 Punch") or "nothing";
- ``{cs:drops}``: tokens in the order sown, a face-down Effect for ``None`` (R68);
  ``{cs:own_effects}``: the owner's Effects of a sowing, in order;
- ``{z:zone}``: a body zone with its number ("zone 2 (Left arm)"); ``{z:part}``: its name
  alone; ``{zs:zones}``: zone numbers ("1, 2 and 4");
- ``{d:dir}``: a direction or facing ("NE", R11 on a pointy-top drawing);
- ``{g:gauge}``: Chi or Rage;
- ``{r:faces}``: a roll's faces as symbols; ``{l:life}``: five life cells;
- ``{zs:board}``: tokens by zone ("Punch in zone 1, Kick + Energy in zone 3");
- ``{z:lost_from}``: where a lost token came from (a zone, or the set-aside pile);
- ``{l:loadouts}``: every revealed loadout (R5/D31); ``{t:sides}``: the 2v2 teams;
- ``{x:<family>}`` for the choice families below: the sub-message ``martial_art.<family>.<x>``
  (booleans pick ``yes`` or ``no``, a missing value ``none``);
- ``{n:<note>}`` for the notes below: words only when the number or value says something
  (a Harite tax of 0 says nothing); ``{cell:wound}``: a life cube's cell past the
  Serious-Wound line or on the KO cell (R33).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from bot.text.catalog import Format, Voice, choice_format
from rules.kit.chance import Roll
from rules.kit.hexgrid import Orientation, direction_name
from rules.martial_art.content import KO_CELL, SERIOUS_LINE, Code, technique

CHOICES = ("random_tag", "bonus_tag", "back_tag", "free_tag", "collision_tag", "discard_tag",
           "out_reason", "swap_partner", "grab_tag", "collision_roll")
"""Formats that pick a sub-message by value (an ICU-style select)."""




def _note(key: str, param: str, test: Callable[[Any], bool] = bool) -> Format:
    """A clause said only when ``test(value)`` holds (a non-zero tax, a non-empty list)."""
    def say(voice: Voice, value: Any) -> str:
        return voice(key, **{param: value}) if test(value) else ""
    return say


def technique_name(voice: Voice, tid: Any) -> str:
    return voice(f"martial_art.technique.{tid}")


def technique_names(voice: Voice, tids: Iterable[str] | None) -> str:
    names = [technique_name(voice, t) for t in tids or ()]
    return voice.join(names) if names else voice("martial_art.none")


def cost(voice: Voice, tid: Any) -> str:
    """R37: a technique's price ("2 Chi", "1 Chi + 2 Rage", "free")."""
    c = technique(str(tid)).cost
    parts = [voice(f"martial_art.cost.{g}", n=n) for g, n in (("chi", c.chi), ("rage", c.rage))
             if n]
    return voice("martial_art.cost.plus").join(parts) if parts else voice("martial_art.cost.free")


def keyword(voice: Voice, tid: Any) -> str:
    return voice(f"martial_art.keyword.{technique(str(tid)).keyword.value}")


def fighter_name(voice: Voice, fid: Any) -> str:
    return voice(f"martial_art.fighter.{fid}")


def token_name(voice: Voice, code: Any) -> str:
    return voice(f"martial_art.token.{Code(code).value}")


def token_counts(voice: Voice, codes: Iterable[Any] | None) -> str:
    """Counted by type, in catalogue order (P K G H M D E): "1 Movement and 1 Energy"."""
    counts = Counter(Code(c) for c in codes or ())
    if not counts:
        return voice("martial_art.nothing")
    return voice.join([voice("martial_art.count", n=counts[c], code=c) for c in Code
                       if counts[c]])


def drops(voice: Voice, codes: Iterable[Any] | None) -> str:
    """Tokens in the order they were sown; ``None`` is a face-down Effect (R68)."""
    words = [voice("martial_art.face_down") if c is None else token_name(voice, c)
             for c in codes or ()]
    return voice("martial_art.separator").join(words) if words else voice("martial_art.nothing")


def own_effects(voice: Voice, codes: Iterable[Any] | None) -> str:
    """The owner's twin of a sowing: its Effects in the order sown (``None``: an Action)."""
    words = [token_name(voice, c) for c in codes or () if c is not None]
    return voice("martial_art.separator").join(words) if words else voice("martial_art.nothing")


def zone(voice: Voice, n: Any) -> str:
    return voice("martial_art.zone_named", n=int(n), part=part(voice, n))


def part(voice: Voice, n: Any) -> str:
    return voice(f"martial_art.zone.{int(n)}")


def zone_numbers(voice: Voice, zones: Iterable[Any]) -> str:
    return voice.join([str(int(z)) for z in zones])


def direction(voice: Voice, d: Any) -> str:
    """R11: a direction index named as on the pointy-top arena."""
    return voice(f"martial_art.dir.{direction_name(int(d), Orientation.POINTY)}")


def gauge(voice: Voice, g: Any) -> str:
    return voice(f"martial_art.gauge.{g}")


def faces(voice: Voice, roll: Any) -> str:
    """A roll's faces as symbols, in the order rolled (``martial_art.face.<F|N|X>``)."""
    if roll is None or not roll.faces:
        return voice("martial_art.face.none")
    assert isinstance(roll, Roll)
    return "".join(voice(f"martial_art.face.{f}") for f in roll.faces)


def lost_from(voice: Voice, where: Any) -> str:
    """R32: a lost token's zone, or the set-aside pile (``None``)."""
    if where is None:
        return voice("martial_art.lost_from.aside")
    return voice("martial_art.lost_from.zone", zone=int(where))


def board(voice: Voice, zones: Iterable[Iterable[Any]] | None) -> str:
    """Tokens by zone, zone 1 first, empty zones left out: "Punch in zone 1, ..."."""
    parts = [voice("martial_art.board_zone", n=n,
                   tokens=voice("martial_art.plus").join(token_name(voice, c) for c in codes))
             for n, codes in enumerate(map(list, zones or ()), start=1) if codes]
    return voice("martial_art.separator").join(parts) if parts else voice("martial_art.nothing")


def life(voice: Voice, cells: Iterable[Any]) -> str:
    """The five life cubes' cells, zone 1 first (R31)."""
    return voice("martial_art.life_separator").join(str(int(c)) for c in cells)


def wound(voice: Voice, cell: Any) -> str:
    """R33: what a life cube's new cell means ("" above the Serious-Wound line)."""
    if int(cell) >= KO_CELL:
        return voice("martial_art.wound.ko")
    return voice("martial_art.wound.serious") if int(cell) >= SERIOUS_LINE else ""


def loadouts(voice: Voice, chosen: Mapping[str, Iterable[str]]) -> str:
    """R5/D31: each player's three techniques, in seat order as the event lists them."""
    return voice("martial_art.list_separator").join(
        voice("martial_art.loadout", player=p, techniques=list(ts)) for p, ts in chosen.items())


def sides(voice: Voice, teams: Any) -> str:
    """R1: the two teams of a 2v2, or nothing when everyone fights alone."""
    if not teams:
        return ""
    return voice("martial_art.teams", a=list(teams[0]), b=list(teams[1]))


FORMATS: dict[str, Format] = {
    "technique": technique_name,
    "techniques": technique_names,
    "cost": cost,
    "keyword": keyword,
    "fighter": fighter_name,
    "token": token_name,
    "tokens": token_counts,
    "drops": drops,
    "own_effects": own_effects,
    "zone": zone,
    "part": part,
    "zones": zone_numbers,
    "dir": direction,
    "gauge": gauge,
    "faces": faces,
    "board": board,
    "life": life,
    "lost_from": lost_from,
    "wound": wound,
    "loadouts": loadouts,
    "sides": sides,
    "tax_note": _note("martial_art.note.tax", "n"),
    "extra_move_note": _note("martial_art.note.extra_move", "n"),
    "delayed_note": _note("martial_art.note.delayed", "ts"),
    "paid_note": _note("martial_art.note.paid", "n"),
    "pool_note": _note("martial_art.note.pool", "n"),
    "m_note": _note("martial_art.note.movement", "n"),
    "cancels_note": _note("martial_art.note.cancels", "n"),
    "extra_note": _note("martial_art.note.extra", "n"),
    "swapped_note": _note("martial_art.note.swapped", "roll", lambda r: r is not None),
    "replaced_note": _note("martial_art.note.replaced", "t", lambda t: t is not None),
    **{family: choice_format("martial_art", family) for family in CHOICES},
}

__all__ = ["CHOICES", "FORMATS", "cost", "part", "technique_name", "token_name", "zone"]
