"""Combat content (spec sections 5.8 and 6): the step language, the 60-card pool, the four
starter decks and deck validation (R4, D20), read once from ``content.json``.

``content.json`` is the YAML of spec sections 6.2 and 6.3 as JSON, key for key (PyYAML is not a
dependency). A card is data: an ordered list of step strings, parsed here into :class:`Step`
values that one interpreter (``rules/combat/steps.py``) runs; no card has code of its own.
Every table is checked at import (``ValueError`` on the first problem); the checks take the data
as arguments, so tests can hand them broken copies.

Card names in the JSON are the French originals, kept as data; every word a player reads comes
from the text catalog.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from enum import StrEnum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

HP_START = 20  # R1
HP_MAX = 20  # R1, D14
DECK_SIZE = 20  # R4
LAMBDA_COUNT = 10  # R4
LAMBDA_COPIES = 3  # D20
TURN_CAP = 200  # R28, D18


class StepKind(StrEnum):
    """R12."""

    C = "C"  # condition
    E = "E"  # effect
    P = "P"  # permanent
    I = "I"  # intervention  # noqa: E741 (the spec's letter)


class Prefix(StrEnum):
    """R16: whose step it is."""

    SELF = ""
    ADV = "adv"  # the performer's opponent
    ALL = "tous"  # both players, performer first


class Verb(StrEnum):
    """Section 5.8's verbs."""

    CORPS_A_CORPS = "CORPS_A_CORPS"
    DISTANCE = "DISTANCE"
    PORTEE = "PORTEE"
    DEFAUSSER = "DEFAUSSER"
    CHARME = "CHARME"
    VISIBLE = "VISIBLE"
    CONTRE = "CONTRE"
    IGNORANT = "IGNORANT"
    BLESSER = "BLESSER"
    SE_BLESSER = "SE_BLESSER"
    BLOQUER = "BLOQUER"
    BOUCLIER = "BOUCLIER"
    PIOCHER = "PIOCHER"
    PASSER = "PASSER"
    SE_DEPLACER = "SE_DEPLACER"
    S_APPROCHER = "S_APPROCHER"
    S_ELOIGNER = "S_ELOIGNER"
    SAUTER = "SAUTER"
    POUSSER = "POUSSER"
    ATTIRER = "ATTIRER"
    REJOUER = "REJOUER"
    IMMOBILISER = "IMMOBILISER"
    DESARMER = "DESARMER"
    SILENCE = "SILENCE"
    FORCE = "FORCE"
    POISON = "POISON"
    GEL = "GEL"
    CONCENTRATION = "CONCENTRATION"
    DISSIPER = "DISSIPER"


class CardType(StrEnum):
    """R29: five primary types, seven secondary ones."""

    ATTAQUE = "attaque"
    DEFENSE = "défense"
    RHETORIQUE = "rhétorique"
    DEPLACEMENT = "déplacement"
    PASSIF = "passif"
    LAMBDA = "lambda"
    CHAUD = "chaud"
    FROID = "froid"
    MENTAL = "mental"
    SEDUCTION = "séduction"
    BESTIAL = "bestial"
    POISON = "poison"


PRIMARY: tuple[CardType, ...] = (CardType.ATTAQUE, CardType.DEFENSE, CardType.RHETORIQUE,
                                 CardType.DEPLACEMENT, CardType.PASSIF)

# The kinds each verb may take (section 5.8's "Kinds" column).
VERB_KINDS: dict[Verb, frozenset[StepKind]] = {
    Verb.CORPS_A_CORPS: frozenset("C"), Verb.DISTANCE: frozenset("C"),
    Verb.PORTEE: frozenset("C"), Verb.DEFAUSSER: frozenset("CEI"),
    Verb.CHARME: frozenset("CP"), Verb.VISIBLE: frozenset("C"), Verb.CONTRE: frozenset("C"),
    Verb.IGNORANT: frozenset("C"), Verb.BLESSER: frozenset("EI"),
    Verb.SE_BLESSER: frozenset("EI"), Verb.BLOQUER: frozenset("EI"),
    Verb.BOUCLIER: frozenset("EP"), Verb.PIOCHER: frozenset("EI"),
    Verb.PASSER: frozenset("EI"), Verb.SE_DEPLACER: frozenset("EI"),
    Verb.S_APPROCHER: frozenset("E"), Verb.S_ELOIGNER: frozenset("E"),
    Verb.SAUTER: frozenset("E"), Verb.POUSSER: frozenset("E"), Verb.ATTIRER: frozenset("E"),
    Verb.REJOUER: frozenset("E"), Verb.IMMOBILISER: frozenset("EP"),
    Verb.DESARMER: frozenset("P"), Verb.SILENCE: frozenset("P"), Verb.FORCE: frozenset("P"),
    Verb.POISON: frozenset("P"), Verb.GEL: frozenset("P"),
    Verb.CONCENTRATION: frozenset("P"), Verb.DISSIPER: frozenset("E"),
}
TYPE_ARG: frozenset[Verb] = frozenset({Verb.VISIBLE, Verb.CONTRE, Verb.IGNORANT})
NO_ARG: frozenset[Verb] = frozenset({Verb.CORPS_A_CORPS, Verb.DESARMER, Verb.SILENCE})
"""Verbs written without an argument (5.8); permanent IMMOBILISER too."""


class Step(BaseModel):
    """One parsed step: ``KIND [PREFIX:]VERB [ARG]``."""

    model_config = ConfigDict(frozen=True)

    kind: StepKind
    verb: Verb
    prefix: Prefix = Prefix.SELF
    n: int = 0
    type: CardType | None = None
    """The argument of VISIBLE, CONTRE and IGNORANT."""

    def __str__(self) -> str:
        head = f"{self.prefix}:{self.verb}" if self.prefix else str(self.verb)
        arg = self.type if self.type is not None else (self.n if self.has_n else None)
        return f"{self.kind} {head}" + ("" if arg is None else f" {arg}")

    @property
    def has_n(self) -> bool:
        return self.verb not in NO_ARG and self.verb not in TYPE_ARG \
            and not (self.verb is Verb.IMMOBILISER and self.kind is StepKind.P)


def parse_step(text: str) -> Step:
    """Parse section 5.8's syntax, checking the verb's kinds and argument."""
    parts = text.split()
    if len(parts) not in (2, 3):
        raise ValueError(f"step {text!r}: expected KIND VERB [ARG]")
    kind = StepKind(parts[0])
    prefix, _, name = parts[1].rpartition(":")
    verb = Verb(name)
    if kind not in VERB_KINDS[verb]:
        raise ValueError(f"step {text!r}: {verb} cannot be a {kind} step")
    fields: dict[str, Any] = {"kind": kind, "verb": verb, "prefix": Prefix(prefix)}
    bare = verb in NO_ARG or (verb is Verb.IMMOBILISER and kind is StepKind.P)
    if bare:
        if len(parts) != 2:
            raise ValueError(f"step {text!r}: {verb} takes no argument")
    elif len(parts) != 3:
        raise ValueError(f"step {text!r}: {verb} needs an argument")
    elif verb in TYPE_ARG:
        fields["type"] = CardType(parts[2])
    else:
        fields["n"] = int(parts[2])
        if fields["n"] < 0 and verb is not Verb.FORCE:
            raise ValueError(f"step {text!r}: only FORCE may be negative")
    if prefix and kind is StepKind.C:
        raise ValueError(f"step {text!r}: a condition is the performer's own")
    return Step(**fields)


class Card(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    name: str
    type: CardType
    secondary: tuple[CardType, ...]
    steps: tuple[Step, ...]

    @property
    def types(self) -> frozenset[CardType]:
        """R29: a card "has type T" when T is its primary or one of its secondary types."""
        return frozenset((self.type, *self.secondary))

    @property
    def is_lambda(self) -> bool:
        return CardType.LAMBDA in self.secondary


class Basic(StrEnum):
    """R9's five basic techniques, by their type."""

    ATTAQUE = "attaque"
    DEFENSE = "défense"
    PASSIF = "passif"
    RHETORIQUE = "rhétorique"
    DEPLACEMENT = "déplacement"


BASICS: dict[Basic, tuple[Step, ...]] = {
    Basic.ATTAQUE: (parse_step("C CORPS_A_CORPS"), parse_step("E BLESSER 1")),
    Basic.DEFENSE: (parse_step("E BLOQUER 1"),),
    Basic.PASSIF: (parse_step("E PIOCHER 1"),),
    Basic.RHETORIQUE: (parse_step("E PASSER 1"),),
    Basic.DEPLACEMENT: (parse_step("E SE_DEPLACER 1"),),
}


def parse_cards(rows: Iterable[Mapping[str, Any]]) -> dict[str, Card]:
    cards: dict[str, Card] = {}
    for row in rows:
        card = Card(id=row["id"], name=row["name"], type=CardType(row["type"]),
                    secondary=tuple(CardType(t) for t in row["secondary"]),
                    steps=tuple(parse_step(s) for s in row["steps"]))
        if card.id in cards:
            raise ValueError(f"card {card.id} twice")
        if card.type not in PRIMARY or any(t in PRIMARY for t in card.secondary):
            raise ValueError(f"card {card.id}: a primary type and secondary types (R29)")
        if not card.steps:
            raise ValueError(f"card {card.id} has no step")
        cards[card.id] = card
    return cards


# --- decks (R4, D20) ------------------------------------------------------------------------


class DeckProblem(StrEnum):
    """Why a deck is not legal: data, worded by the text catalog."""

    SIZE = "size"  # n cards, not 20
    LAMBDA = "lambda"  # n lambda cards, not 10
    COPIES = "copies"  # a lambda card more than 3 times
    REPEAT = "repeat"  # a non-lambda card more than once
    UNKNOWN = "unknown"  # not a card of the pool


class Problem(BaseModel):
    model_config = ConfigDict(frozen=True)

    problem: DeckProblem
    n: int = 0
    card: str | None = None


def deck_problems(cards: Sequence[str], pool: Mapping[str, Card] | None = None
                  ) -> list[Problem]:
    """Everything R4 and D20 find wrong with a deck (empty when it is legal)."""
    pool = CARDS if pool is None else pool
    problems: list[Problem] = []
    unknown = sorted({c for c in cards if c not in pool})
    problems += [Problem(problem=DeckProblem.UNKNOWN, card=c) for c in unknown]
    if len(cards) != DECK_SIZE:
        problems.append(Problem(problem=DeckProblem.SIZE, n=len(cards)))
    known = [c for c in cards if c in pool]
    lambdas = sum(1 for c in known if pool[c].is_lambda)
    if lambdas != LAMBDA_COUNT:
        problems.append(Problem(problem=DeckProblem.LAMBDA, n=lambdas))
    for card, count in sorted(Counter(known).items()):
        if pool[card].is_lambda and count > LAMBDA_COPIES:
            problems.append(Problem(problem=DeckProblem.COPIES, n=count, card=card))
        elif not pool[card].is_lambda and count > 1:
            problems.append(Problem(problem=DeckProblem.REPEAT, n=count, card=card))
    return problems


def expand(others: Sequence[str], lambdas: Mapping[str, int]) -> list[str]:
    """A starter deck's 20 card ids (section 6.3's shape: the others, then each lambda card
    as many times as its count)."""
    return [*others, *(c for c, n in lambdas.items() for _ in range(n))]


def parse_starters(rows: Iterable[Mapping[str, Any]], pool: Mapping[str, Card]
                   ) -> dict[str, tuple[str, ...]]:
    starters: dict[str, tuple[str, ...]] = {}
    for row in rows:
        deck = expand(row["others"], row["lambda"])
        problems = deck_problems(deck, pool)
        if problems:
            raise ValueError(f"starter deck {row['id']} is illegal: {problems}")
        starters[row["id"]] = tuple(deck)
    return starters


def validate_pool(cards: Mapping[str, Card]) -> None:
    """Section 6.2's counts: 15 lambda cards and 45 others."""
    lambdas = sum(1 for c in cards.values() if c.is_lambda)
    if (lambdas, len(cards) - lambdas) != (15, 45):
        raise ValueError(f"the pool has {lambdas} lambda cards and {len(cards) - lambdas} "
                         "others, not 15 and 45")


_DATA = json.loads((Path(__file__).with_name("content.json")).read_text(encoding="utf-8"))
CARDS: dict[str, Card] = parse_cards(_DATA["cards"])
validate_pool(CARDS)
STARTERS: dict[str, tuple[str, ...]] = parse_starters(_DATA["starters"], CARDS)
"""The four starter decks of section 6.3, by id, 20 card ids each."""
