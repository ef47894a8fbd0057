"""KarateKarte card data (spec section 6): the decks as tables, every card id derived from them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Strike(StrEnum):
    """The four strikes, in the spec's tie-break order (LF, LP, RP, RF). Their names ("Left
    foot"...) are words of the text catalog (``karatekarte.strike.<code>``)."""

    LF = "LF"
    LP = "LP"
    RP = "RP"
    RF = "RF"


STRIKES: tuple[Strike, ...] = tuple(Strike)


class Code(StrEnum):
    AM = "AM"  # Amorce
    AL = "AL"  # Allonge
    IM = "IM"  # Impact
    PA = "PA"  # Parade
    PB = "PB"  # Pioche Bonus
    CP1 = "CP1"  # Coup +1
    CR = "CR"  # Coup rapide
    CE = "CE"  # Coup éclair
    GL = "GL"  # Glissade


# The cards' own names (proper nouns of the game, the same in every language): data, not prose.
CODE_NAMES: dict[Code, str] = {
    Code.AM: "Amorce",
    Code.AL: "Allonge",
    Code.IM: "Impact",
    Code.PA: "Parade",
    Code.PB: "Pioche Bonus",
    Code.CP1: "Coup +1",
    Code.CR: "Coup rapide",
    Code.CE: "Coup éclair",
    Code.GL: "Glissade",
}

COLOURS: tuple[str, str] = ("B", "O")
"""Seat 1 plays Blue, seat 2 Orange; the colours' names are words for the text catalog."""

# 6.1: per player, (code, strike, copies). Parade ids have no number, PB ids have no strike.
ACTION_DECK: tuple[tuple[Code, Strike | None, int], ...] = (
    *((Code.AM, s, 2) for s in STRIKES),
    *((Code.AL, s, 2) for s in STRIKES),
    *((Code.IM, s, 3) for s in STRIKES),
    *((Code.PA, s, 1) for s in STRIKES),
    (Code.PB, None, 4),
)

# 6.2: the shared Bonus deck.
BONUS_DECK: tuple[tuple[Code, int], ...] = (
    (Code.CP1, 3),
    (Code.CR, 3),
    (Code.CE, 1),
    (Code.GL, 1),
)


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    code: Code
    strike: Strike | None
    owner: str  # "B", "O", or "X" for Bonus cards

    @property
    def name(self) -> str:
        base = CODE_NAMES[self.code]
        return f"{base} {self.strike}" if self.strike else base


def _action_ids(colour: str) -> list[str]:
    ids: list[str] = []
    for code, strike, copies in ACTION_DECK:
        if code is Code.PA:
            ids.append(f"{colour}-{strike}-PA")
        elif strike is None:
            ids.extend(f"{colour}-{code}-{n}" for n in range(1, copies + 1))
        else:
            ids.extend(f"{colour}-{strike}-{code}-{n}" for n in range(1, copies + 1))
    return ids


def _bonus_ids() -> list[str]:
    ids: list[str] = []
    for code, copies in BONUS_DECK:
        ids.extend([f"X-{code}"] if copies == 1 else
                   [f"X-{code}-{n}" for n in range(1, copies + 1)])
    return ids


def _parse(card_id: str) -> Card:
    parts = card_id.split("-")
    owner = parts[0]
    if parts[1] in Strike.__members__:
        return Card(card_id, Code(parts[2]), Strike(parts[1]), owner)
    return Card(card_id, Code(parts[1]), None, owner)


ACTION_IDS: dict[str, tuple[str, ...]] = {c: tuple(_action_ids(c)) for c in COLOURS}
BONUS_IDS: tuple[str, ...] = tuple(_bonus_ids())
ALL_IDS: tuple[str, ...] = (*ACTION_IDS["B"], *ACTION_IDS["O"], *BONUS_IDS)
CARDS: dict[str, Card] = {cid: _parse(cid) for cid in ALL_IDS}

HAND_SIZE = 5

assert len(ACTION_IDS["B"]) == 36 and len(BONUS_IDS) == 8 and len(CARDS) == 80


def card(card_id: str) -> Card:
    return CARDS[card_id]
