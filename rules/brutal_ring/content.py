"""Brutal Ring card data (spec section 6): 32 gladiators and 46 weapons, every id derived from
the tables below. The trick kinds' and card types' names are words, in the text catalog
(``bot/text/brutal_ring``); card names are data.

A card has two halves (R2): the top half is a gladiator (VP and trick-slot symbols) or a weapon
(Attack, Defence, VP); the bottom half is one trick. Gladiator cards carry only ORANGE tricks and
weapon cards only BLACK ones (R3, D0). Most values are the spec's reconstruction [R]; the
``origin`` column keeps track of which rows the source states.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from math import ceil
from typing import Literal

CardType = Literal["G", "W"]
"""The two card backs (D1): ``G`` gladiator cards, ``W`` weapon cards."""

GLADIATOR: CardType = "G"
WEAPON: CardType = "W"
CARD_TYPES: tuple[CardType, CardType] = (GLADIATOR, WEAPON)


class Side(StrEnum):
    """A trick's side (section 2): which role it works for."""

    ATK = "ATK"
    DEF = "DEF"


class Colour(StrEnum):
    """A trick's colour (D0): ORANGE specials on gladiator cards, BLACK values on weapons."""

    ORANGE = "ORANGE"
    BLACK = "BLACK"


class Trick(StrEnum):
    """The 14 trick kinds (R3, catalogue 6.1)."""

    A_PLUS1 = "A_PLUS1"
    A_PLUS2 = "A_PLUS2"
    A_PLUS3 = "A_PLUS3"
    A_X2 = "A_X2"
    A_FAIRPLAY = "A_FAIRPLAY"
    A_DISCARD = "A_DISCARD"
    A_DOUBLE = "A_DOUBLE"
    D_PLUS1 = "D_PLUS1"
    D_PLUS2 = "D_PLUS2"
    D_PLUS3 = "D_PLUS3"
    D_X2 = "D_X2"
    D_FAIRPLAY = "D_FAIRPLAY"
    D_COUNTER = "D_COUNTER"
    D_DODGE = "D_DODGE"


_ORANGE_TRICKS = frozenset({Trick.A_FAIRPLAY, Trick.A_DISCARD, Trick.A_DOUBLE,
                            Trick.D_FAIRPLAY, Trick.D_COUNTER, Trick.D_DODGE})

TRICK_SIDE: dict[Trick, Side] = {t: Side.ATK if t.startswith("A_") else Side.DEF for t in Trick}
TRICK_COLOUR: dict[Trick, Colour] = {
    t: Colour.ORANGE if t in _ORANGE_TRICKS else Colour.BLACK for t in Trick}
TRICK_PLUS: dict[Trick, int] = {
    Trick.A_PLUS1: 1, Trick.A_PLUS2: 2, Trick.A_PLUS3: 3,
    Trick.D_PLUS1: 1, Trick.D_PLUS2: 2, Trick.D_PLUS3: 3,
}
"""R22: the flat bonus of the +N tricks (0 for the others)."""

Slot = tuple[Side, Colour]
"""A (side, colour) symbol class on a gladiator (R17)."""

SLOTS: tuple[Slot, ...] = ((Side.ATK, Colour.ORANGE), (Side.ATK, Colour.BLACK),
                           (Side.DEF, Colour.ORANGE), (Side.DEF, Colour.BLACK))

Origin = Literal["rule_text", "caption", "partial", "reconstructed", "source"]

# 6.3: name, vp, atk_orange, atk_black, def_orange, def_black, trick, origin. Row n is G<n>.
GLADIATOR_TABLE: tuple[tuple[str, int, int, int, int, int, Trick, Origin], ...] = (
    ("XP-24", 3, 1, 1, 1, 1, Trick.A_FAIRPLAY, "caption"),
    ("HITME BAD", 2, 1, 1, 1, 1, Trick.A_DISCARD, "caption"),
    ("YSFETAR", 2, 1, 1, 1, 1, Trick.A_DISCARD, "caption"),
    ("SILENT HUNT", 2, 0, 1, 0, 1, Trick.D_FAIRPLAY, "caption"),
    ("HASHSHASIN (green visor)", 3, 0, 1, 1, 1, Trick.A_DOUBLE, "caption"),
    ("HASHSHASIN (purple visor)", 2, 0, 1, 1, 1, Trick.D_DODGE, "caption"),
    ("HASHSHASIN (yellow, pitchfork)", 3, 1, 1, 0, 1, Trick.A_FAIRPLAY, "caption"),
    ("HASHSHASIN (purple, scythe)", 2, 0, 1, 0, 1, Trick.D_COUNTER, "caption"),
    ("TERMINIUM", 4, 1, 2, 1, 2, Trick.A_FAIRPLAY, "rule_text"),
    ("LUCRECIA", 3, 0, 1, 1, 2, Trick.D_COUNTER, "partial"),
    ("RUSTJAW", 2, 1, 1, 0, 1, Trick.A_DISCARD, "reconstructed"),
    ("MOLOTOVA", 3, 1, 1, 0, 1, Trick.A_DOUBLE, "reconstructed"),
    ("NITRO KID", 1, 0, 1, 0, 1, Trick.D_DODGE, "reconstructed"),
    ("GEIGER", 1, 0, 1, 0, 1, Trick.A_DISCARD, "reconstructed"),
    ("SCRAPQUEEN", 3, 0, 1, 1, 1, Trick.D_FAIRPLAY, "reconstructed"),
    ("DUSTBOWL", 2, 0, 1, 1, 1, Trick.D_DODGE, "reconstructed"),
    ("OCTANE", 3, 1, 1, 0, 1, Trick.A_FAIRPLAY, "reconstructed"),
    ("CHROME SAINT", 3, 1, 1, 1, 1, Trick.D_COUNTER, "reconstructed"),
    ("RATKING", 2, 1, 1, 1, 1, Trick.A_DISCARD, "reconstructed"),
    ("VOLTAGE", 3, 1, 1, 1, 1, Trick.A_DOUBLE, "reconstructed"),
    ("BONEGRINDER", 2, 1, 1, 1, 1, Trick.D_DODGE, "reconstructed"),
    ("NUKE NUN", 3, 0, 1, 1, 2, Trick.D_FAIRPLAY, "reconstructed"),
    ("SHRAPNEL", 3, 1, 2, 0, 1, Trick.A_DOUBLE, "reconstructed"),
    ("BLOODHOUND", 2, 1, 2, 0, 1, Trick.A_DISCARD, "reconstructed"),
    ("SANDSTORM", 3, 1, 1, 1, 2, Trick.D_DODGE, "reconstructed"),
    ("COBALT", 4, 1, 1, 1, 2, Trick.D_COUNTER, "reconstructed"),
    ("TOXICO", 4, 1, 1, 1, 2, Trick.D_FAIRPLAY, "reconstructed"),
    ("GEARHEAD", 4, 1, 2, 1, 1, Trick.A_DOUBLE, "reconstructed"),
    ("WRECKA", 4, 1, 2, 1, 1, Trick.A_FAIRPLAY, "reconstructed"),
    ("MAGMA", 3, 1, 2, 1, 1, Trick.D_DODGE, "reconstructed"),
    ("THE PROPHET", 4, 1, 2, 1, 2, Trick.D_COUNTER, "reconstructed"),
    ("ZERO-ZERO", 4, 1, 2, 1, 2, Trick.D_FAIRPLAY, "reconstructed"),
)

# 6.4: weapon type, attack, defence, vp, the trick of each copy in id order. Copies are numbered
# W01..W46 down the table.
WEAPON_TABLE: tuple[tuple[str, int, int, int, tuple[Trick, ...]], ...] = (
    ("Shiv", 2, 0, 1, (Trick.A_PLUS1, Trick.A_PLUS1, Trick.A_PLUS2)),
    ("Chain", 2, 1, 1, (Trick.A_PLUS1, Trick.A_PLUS2, Trick.D_PLUS1, Trick.A_X2)),
    ("Pitchfork", 2, 2, 2, (Trick.A_PLUS1, Trick.A_PLUS2, Trick.D_PLUS1, Trick.D_PLUS2)),
    ("Machete", 3, 1, 2, (Trick.A_PLUS2, Trick.A_PLUS1, Trick.A_PLUS3, Trick.D_PLUS1)),
    ("Sword", 3, 2, 2, (Trick.A_PLUS3, Trick.A_PLUS3, Trick.A_PLUS2, Trick.D_PLUS2,
                        Trick.D_X2)),
    ("Spiked Bat", 4, 1, 2, (Trick.A_PLUS2, Trick.A_X2, Trick.D_PLUS1)),
    ("Scythe", 4, 2, 3, (Trick.A_PLUS3, Trick.A_PLUS1, Trick.D_PLUS2)),
    ("Chainsaw", 5, 0, 2, (Trick.A_X2, Trick.A_PLUS3)),
    ("Buckler", 1, 3, 2, (Trick.D_PLUS1, Trick.D_PLUS2, Trick.D_PLUS3, Trick.A_PLUS1)),
    ("Riot Shield", 0, 4, 2, (Trick.D_PLUS2, Trick.D_PLUS3, Trick.D_X2)),
    ("Trident", 3, 3, 3, (Trick.A_PLUS2, Trick.D_PLUS1, Trick.D_PLUS3, Trick.D_X2)),
    ("Power Hammer", 5, 2, 3, (Trick.A_X2, Trick.D_PLUS2)),
    ("Spiked Shield", 2, 4, 3, (Trick.D_PLUS1, Trick.D_PLUS3, Trick.D_PLUS2)),
    ("Tower Shield", 1, 5, 3, (Trick.D_X2, Trick.D_PLUS3)),
)

SOURCE_WEAPON_ID = "W16"
"""The one weapon card whose stats and trick the source states (the Sword, +3 Attack)."""

HAND_LIMIT = 8
"""R6: hand plus arena cards are topped up to 8."""

ROUNDS = 4
SURVIVOR_POINTS = 2
"""R30: per armed survivor."""


@dataclass(frozen=True, slots=True)
class Card:
    """One of the 78 cards, both halves.

    For a gladiator, ``attack``/``defence`` are 0 and ``symbols`` holds its four slot counts;
    for a weapon, ``symbols`` is all zero. ``type_key`` is equal for interchangeable cards
    (identical copies of a weapon), so one option per type can stand for all of them.
    """

    id: str
    type: CardType
    name: str
    vp: int
    trick: Trick
    attack: int = 0
    defence: int = 0
    symbols: tuple[int, int, int, int] = (0, 0, 0, 0)
    """Counts in :data:`SLOTS` order: ATK-ORANGE, ATK-BLACK, DEF-ORANGE, DEF-BLACK."""
    origin: Origin = "reconstructed"

    @property
    def is_gladiator(self) -> bool:
        return self.type == GLADIATOR

    @property
    def side(self) -> Side:
        return TRICK_SIDE[self.trick]

    @property
    def colour(self) -> Colour:
        return TRICK_COLOUR[self.trick]

    @property
    def slot(self) -> Slot:
        """The symbol this card takes when it is placed as a trick (R17, D7)."""
        return (TRICK_SIDE[self.trick], TRICK_COLOUR[self.trick])

    def slots(self, slot: Slot) -> int:
        """How many tricks of ``slot`` this gladiator accepts in one combat (R17)."""
        return self.symbols[SLOTS.index(slot)]

    @property
    def type_key(self) -> tuple[str, str, int, int, int, Trick]:
        return (self.type, self.name, self.attack, self.defence, self.vp, self.trick)


def _gladiators() -> list[Card]:
    return [Card(id=f"G{n:02d}", type=GLADIATOR, name=name, vp=vp, trick=trick,
                 symbols=(ao, ab, do, db), origin=origin)
            for n, (name, vp, ao, ab, do, db, trick, origin) in enumerate(GLADIATOR_TABLE, 1)]


def _weapons() -> list[Card]:
    out: list[Card] = []
    for name, atk, dfn, vp, tricks in WEAPON_TABLE:
        for trick in tricks:
            cid = f"W{len(out) + 1:02d}"
            out.append(Card(id=cid, type=WEAPON, name=name, vp=vp, trick=trick, attack=atk,
                            defence=dfn, origin="source" if cid == SOURCE_WEAPON_ID else
                            "reconstructed"))
    return out


GLADIATOR_IDS: tuple[str, ...] = tuple(c.id for c in _gladiators())
WEAPON_IDS: tuple[str, ...] = tuple(c.id for c in _weapons())
ALL_IDS: tuple[str, ...] = (*GLADIATOR_IDS, *WEAPON_IDS)
CARDS: dict[str, Card] = {c.id: c for c in (*_gladiators(), *_weapons())}
IDS_BY_TYPE: dict[str, tuple[str, ...]] = {GLADIATOR: GLADIATOR_IDS, WEAPON: WEAPON_IDS}

assert len(GLADIATOR_IDS) == 32 and len(WEAPON_IDS) == 46 and len(CARDS) == 78
assert all(CARDS[c].colour is Colour.ORANGE for c in GLADIATOR_IDS), "D0"
assert all(CARDS[c].colour is Colour.BLACK for c in WEAPON_IDS), "D0"
assert all(CARDS[c].vp == max(1, (CARDS[c].attack + CARDS[c].defence) // 2)
           for c in WEAPON_IDS), "6.4: weapon VP = max(1, floor((Atk+Def)/2))"


def gladiator_vp_fit(c: Card) -> int:
    """6.2: the fitted VP pattern every gladiator follows (a fit, not a documented rule)."""
    bonus = 1 if c.trick in (Trick.A_FAIRPLAY, Trick.D_FAIRPLAY, Trick.A_DOUBLE,
                             Trick.D_COUNTER) else 0
    return ceil(sum(c.symbols) / 2) + bonus


assert all(CARDS[c].vp == gladiator_vp_fit(CARDS[c]) for c in GLADIATOR_IDS), "6.2"


def card(card_id: str) -> Card:
    return CARDS[card_id]


def card_type(card_id: str) -> CardType:
    """``G`` or ``W``: ids carry their type in the first letter."""
    return GLADIATOR if card_id[0] == "G" else WEAPON
