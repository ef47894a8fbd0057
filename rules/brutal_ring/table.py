"""What the Brutal Ring rules read off the table: values, counts, targets and the standing.

Pure functions of a state; no phase changes here (those are in :mod:`rules.brutal_ring.phases`
and :mod:`rules.brutal_ring.combat`).
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.brutal_ring.content import HAND_LIMIT, TRICK_PLUS, Trick, card
from rules.brutal_ring.state import BRState, Fighter, Seat
from rules.core import Outcome, PlayerId
from rules.kit import seats
from rules.kit.picks import one_per_kind


def weapon_attack(weapon: str | None) -> int:
    """R12/D5: Attack comes only from the weapon; unarmed is 0."""
    return card(weapon).attack if weapon else 0


def weapon_defence(weapon: str | None) -> int:
    """R12/D5: Defence comes only from the weapon; unarmed is 0."""
    return card(weapon).defence if weapon else 0


def arena_cards(seat: Seat) -> int:
    """R6: each gladiator and each attached weapon counts as one card."""
    return sum(2 if f.weapon else 1 for f in seat.arena)


def need(seat: Seat) -> int:
    """R6: ``max(0, 8 - hand - arena_cards)``."""
    return max(0, HAND_LIMIT - len(seat.hand) - arena_cards(seat))


def distinct(cards: Iterable[str]) -> list[str]:
    """One card per kind (the smallest id), sorted: copies of a weapon with the same trick are
    interchangeable for every rule, so offering each would only multiply the buttons."""
    return one_per_kind(cards, lambda c: card(c).type_key)


def find_fighter(state: BRState, gladiator: str) -> tuple[PlayerId, Fighter] | None:
    for p in state.players:
        for f in state.seats[p].arena:
            if f.gladiator == gladiator:
                return p, f
    return None


def targets(state: BRState, player: PlayerId) -> list[str]:
    """R14/D6: the living gladiators of ``player``'s opponents, engaged or not."""
    return [f.gladiator for q in seats.opponents(state.players, state.teams, player)
            for f in state.seats[q].arena]


def unengaged(seat: Seat) -> list[str]:
    return sorted(f.gladiator for f in seat.arena if not f.engaged)


def can_draw(state: BRState, kind: str) -> bool:
    """R8: a pile can be drawn while it or its discard still holds a card."""
    return bool(state.piles[kind] or state.discards[kind])


def team_scores(state: BRState) -> list[int]:
    """R1: a team's score is the sum of its members' points."""
    return [sum(state.seats[p].points for p in team) for team in state.teams]


def team_gladiators(state: BRState) -> list[int]:
    """R32/D16: the tie-break counts a side's gladiators in the arena."""
    return [sum(len(state.seats[p].arena) for p in team) for team in state.teams]


def final_outcome(state: BRState) -> Outcome:
    """R32/D16: most points (the team score in team play); ties go to the most gladiators in
    the arena (team total); a tie that remains is a shared win."""
    return seats.ranked_outcome(state.players, state.teams, team_scores(state),
                                team_gladiators(state), tie="shared")


def combat_values(att_weapon: str | None, dfn_weapon: str | None, eff_a: list[Trick],
                  eff_d: list[Trick]) -> tuple[int, int]:
    """R22/D12: x2 doubles the weapon value once, never the trick bonuses."""
    att = weapon_attack(att_weapon) * (2 if Trick.A_X2 in eff_a else 1) + sum(
        TRICK_PLUS.get(t, 0) for t in eff_a)
    dfn = weapon_defence(dfn_weapon) * (2 if Trick.D_X2 in eff_d else 1) + sum(
        TRICK_PLUS.get(t, 0) for t in eff_d)
    return att, dfn


def fighter_vp(fighter: Fighter) -> int:
    """R25: what killing this fighter is worth (gladiator plus weapon)."""
    return card(fighter.gladiator).vp + (card(fighter.weapon).vp if fighter.weapon else 0)
