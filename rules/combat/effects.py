"""What the active permanents add up to (R15): Force, Charme, shields, restrictions, poison...

A permanent step is active while its card is in an activity zone and resolution has passed it
(``ZoneCard.at`` is beyond it), so the totals are read from the zones, never stored: nothing can
drift out of step with the cards. Effects of one type add up (R15).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from rules.combat.content import CARDS, Prefix, Step, StepKind, Verb
from rules.combat.state import CBState, ZoneCard
from rules.core import PlayerId


@dataclass
class Totals:
    """One player's totals: as the subject (force...) or as the victim (poison...)."""

    force: int = 0
    charme: int = 0
    shield: int = 0  # permanent BOUCLIER: added to the pool each opponent turn (R25)
    concentration: int = 0
    gel: int = 0
    poison: int = 0  # as the victim
    immobilised: bool = False  # permanent IMMOBILISER, as the victim
    disarmed: bool = False  # DESARMER, as the victim
    silenced: bool = False  # SILENCE, as the victim
    sources: list[int] = field(default_factory=list)
    """The uids of the cards whose permanents touch this player."""


def subjects(state: CBState, performer: PlayerId, step: Step) -> list[PlayerId]:
    """R16: the performer, the opponent (``adv:``) or both, performer first (``tous:``)."""
    if step.prefix is Prefix.ADV:
        return [state.other(performer)]
    if step.prefix is Prefix.ALL:
        return [performer, state.other(performer)]
    return [performer]


def active_permanents(state: CBState) -> Iterator[tuple[PlayerId, ZoneCard, Step]]:
    """Every active permanent step with its card's owner (R15: permanents are the owner's,
    D6: whoever performed an intervention above them)."""
    for owner in state.order:
        for zc in state.sides[owner].zone:
            for step in CARDS[zc.card].steps[:zc.at]:
                if step.kind is StepKind.P:
                    yield owner, zc, step


def totals(state: CBState) -> dict[PlayerId, Totals]:
    out = {p: Totals() for p in state.order}
    for owner, zc, step in active_permanents(state):
        for subject in subjects(state, owner, step):
            victim = state.other(subject)
            verb, n = step.verb, step.n
            if verb is Verb.FORCE:
                out[subject].force += n
            elif verb is Verb.CHARME:
                out[subject].charme += n
            elif verb is Verb.BOUCLIER:
                out[subject].shield += n
            elif verb is Verb.CONCENTRATION:
                out[subject].concentration += n
            elif verb is Verb.GEL:
                out[subject].gel += n
            elif verb is Verb.POISON:
                out[victim].poison += n
            elif verb is Verb.IMMOBILISER:
                out[victim].immobilised = True
            elif verb is Verb.DESARMER:
                out[victim].disarmed = True
            elif verb is Verb.SILENCE:
                out[victim].silenced = True
            touched = subject if verb in _SUBJECT_VERBS else victim
            if zc.uid not in out[touched].sources:
                out[touched].sources.append(zc.uid)
    return out


_SUBJECT_VERBS = frozenset({Verb.FORCE, Verb.CHARME, Verb.BOUCLIER, Verb.CONCENTRATION,
                            Verb.GEL})


def immobilised(state: CBState, player: PlayerId, tot: dict[PlayerId, Totals] | None = None
                ) -> bool:
    """R10/R27: a permanent IMMOBILISER against the player, or turns left of an effect one."""
    tot = totals(state) if tot is None else tot
    return tot[player].immobilised or state.sides[player].frozen > 0
