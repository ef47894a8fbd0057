"""Kung-Fu Duel content (spec sections 2, 3.1 and 6): components and suits, playing cards, the
character cost table, the 48-card bonus deck and the five ready-made fighters, read once from
``content.json`` (sections 6.1 and 6.2's YAML as JSON, key for key) and checked at import.

Names in the JSON are data (the French originals); every word a player reads comes from the
text catalog.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from enum import IntEnum, StrEnum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

POINTS = 160  # C2
AP = 3  # C4, D11
HAND_LIMIT = 3  # C4
SCALE = 13  # D3
TURN_LIMIT = 40  # D26


class Comp(IntEnum):
    """The four components, in rank order (V highest); the index is also the suit's."""

    V = 0  # Vigueur, ♦
    D = 1  # Distance, ♠
    T = 2  # Tempo, ♣
    P = 3  # Présence, ♥


COMPS: tuple[Comp, ...] = tuple(Comp)
SUITS = "♦♠♣♥"
"""A suit symbol by component index: a ♦ is Vigueur's own suit (R18)."""


def suit_comp(symbol: str) -> Comp:
    return Comp(SUITS.index(symbol))


# --- playing cards: an int 0..51, suit = card // 13, value = card % 13 + 1 (R6) --------------


def card_value(card: int) -> int:
    return card % 13 + 1


def card_suit(card: int) -> Comp:
    """The component whose suit the card carries."""
    return Comp(card // 13)


def card_of(value: int, suit: str) -> int:
    """``card_of(9, "♦")``: tests and scenarios write cards as the spec does."""
    assert 1 <= value <= 13 and suit in SUITS
    return SUITS.index(suit) * 13 + value - 1


DECK: tuple[int, ...] = tuple(range(52))


# --- the cost table (3.1, reproduced exactly) --------------------------------------------------

COSTS: dict[Comp, tuple[int, ...]] = {
    Comp.V: (1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78, 91),
    Comp.D: (1, 5, 10, 16, 23, 31, 40, 50, 61, 73, 86, 100, 115),
    Comp.T: (1, 7, 14, 22, 31, 41, 52, 64, 77, 91, 106, 122, 139),
    Comp.P: (1, 11, 22, 34, 47, 61, 76, 92, 109, 127, 146, 166, 187),
}


def cost(comp: Comp, rating: int) -> int:
    """C1: a rating's whole cost (not cumulative)."""
    return COSTS[comp][rating - 1]


def threshold(rating: int) -> int:
    """R1."""
    return 14 - rating


def damages_to_out(rating: int) -> int:
    """3.1: damages that put a component out, from a fresh scale of 13."""
    return -(-SCALE // threshold(rating))


# --- bonus cards (6.1) -----------------------------------------------------------------------


class BonusKind(StrEnum):
    ATOUT = "atout"
    FAIBLESSE = "faiblesse"
    MATERIEL = "materiel"
    TERRAIN = "terrain"
    BOUCLIER = "bouclier"
    ARMURE = "armure"


POSABLE = (BonusKind.MATERIEL, BonusKind.TERRAIN, BonusKind.BOUCLIER, BonusKind.ARMURE)
"""R10: the kinds posed for 1 AP, at most one of each (D32)."""


class Bonus(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    kind: BonusKind
    name: str
    suits: tuple[Comp, ...] = ()
    """Printed suit symbols as components, repeats kept (D30)."""
    defensive: bool = False
    power: int = 0
    ap: int = 0
    fragility: int = 0
    protection: int = 0
    solidity: int = 0


_TABLES = {"atouts": BonusKind.ATOUT, "faiblesses": BonusKind.FAIBLESSE,
           "materiel": BonusKind.MATERIEL, "terrains": BonusKind.TERRAIN,
           "boucliers": BonusKind.BOUCLIER, "armures": BonusKind.ARMURE}
_COUNTS = {BonusKind.ATOUT: 20, BonusKind.FAIBLESSE: 8, BonusKind.MATERIEL: 8,
           BonusKind.TERRAIN: 6, BonusKind.BOUCLIER: 3, BonusKind.ARMURE: 3}


def parse_bonus(data: Mapping[str, Sequence[Mapping[str, Any]]]) -> dict[str, Bonus]:
    cards: dict[str, Bonus] = {}
    for table, kind in _TABLES.items():
        rows = data[table]
        if len(rows) != _COUNTS[kind]:
            raise ValueError(f"{table}: {len(rows)} cards, not {_COUNTS[kind]}")
        for row in rows:
            fields = {k: v for k, v in row.items() if k not in ("en", "suits")}
            suits = tuple(suit_comp(s) for s in row.get("suits", ()))
            card = Bonus(kind=kind, suits=suits, **fields)
            if card.id in cards:
                raise ValueError(f"bonus card {card.id} twice")
            if kind in (BonusKind.ATOUT, BonusKind.FAIBLESSE, BonusKind.MATERIEL,
                        BonusKind.TERRAIN) and not suits:
                raise ValueError(f"{card.id} has no suit")
            if kind in (BonusKind.MATERIEL, BonusKind.TERRAIN) and card.power < 1:
                raise ValueError(f"{card.id} has no power")
            cards[card.id] = card
    return cards


# --- characters (3.1, 6.2) -----------------------------------------------------------------


class Character(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    name: str
    ratings: tuple[int, int, int, int]
    """V, D, T, P."""
    signature: str | None = None

    @property
    def total(self) -> int:
        return sum(cost(c, r) for c, r in zip(COMPS, self.ratings, strict=True))

    @property
    def banked(self) -> int:
        return POINTS - self.total


class CharacterProblem(StrEnum):
    RATING = "rating"  # a rating outside 1..13
    COST = "cost"  # the total is over 160
    SIGNATURE = "signature"  # not a Matériel


def character_problems(ratings: Sequence[int], signature: str | None) -> list[CharacterProblem]:
    """3.1 step 7, ``validate_character``: empty when the character is legal."""
    problems = []
    if len(ratings) != 4 or any(not 1 <= r <= 13 for r in ratings):
        problems.append(CharacterProblem.RATING)
    elif sum(cost(c, r) for c, r in zip(COMPS, ratings, strict=True)) > POINTS:
        problems.append(CharacterProblem.COST)
    if signature is not None and (signature not in BONUS
                                  or BONUS[signature].kind is not BonusKind.MATERIEL):
        problems.append(CharacterProblem.SIGNATURE)
    return problems


def validate_character(ratings: Sequence[int], signature: str | None) -> bool:
    return not character_problems(ratings, signature)


def allowed_ratings(chosen: Sequence[int]) -> list[int]:
    """3.1 step 3: the ratings the next component (in V, D, T, P order) may take after
    ``chosen``: the total stays within 160 with 1 point kept for each component after it."""
    comp = COMPS[len(chosen)]
    spent = sum(cost(c, r) for c, r in zip(COMPS, chosen, strict=False))
    after = 3 - len(chosen)
    return [r for r in range(1, 14) if spent + cost(comp, r) + after <= POINTS]


def parse_characters(rows: Sequence[Mapping[str, Any]]) -> dict[str, Character]:
    out: dict[str, Character] = {}
    for row in rows:
        ratings = tuple(row["ratings"][c.name] for c in COMPS)
        char = Character(id=row["id"], name=row["name"], ratings=ratings,  # type: ignore[arg-type]
                         signature=row.get("signature"))
        if character_problems(char.ratings, char.signature):
            raise ValueError(f"character {char.id} is illegal")
        if row["cost"]["total"] != char.total or row["cost"]["banked"] != char.banked:
            raise ValueError(f"character {char.id}: costs disagree with the table")
        for c in COMPS:
            if row["thresholds"][c.name] != threshold(char.ratings[c]):
                raise ValueError(f"character {char.id}: threshold {c.name} disagrees")
        out[char.id] = char
    return out


_DATA = json.loads(Path(__file__).with_name("content.json").read_text(encoding="utf-8"))
BONUS: dict[str, Bonus] = parse_bonus(_DATA)
BONUS_DECK: tuple[str, ...] = tuple(BONUS)
PRESETS: dict[str, Character] = parse_characters(_DATA["characters"])
"""The five ready-made fighters of 6.2, by id."""
