"""A sealed simultaneous step (ARCHITECTURE.md, rules/kit): every player prepares a private
draft at the same time, confirms it, and the drafts are revealed together once all are in or
the clock runs out.

Brutal Ring's entry window and its end-of-round discards use it; Kung-Fu Duel's bets and
Martial Art's Black Belt placement will. The step is a pydantic model a game keeps in its
state; the game decides what a draft is (``D``), what may be put in it and what the reveal
does. What the step guarantees:

- a player's draft is theirs alone (the game's view shows it only to them, and counts to the
  others);
- confirming closes a player's decision; changing a draft clears that confirmation (and, for
  steps where everyone must agree on the same table, every confirmation);
- the order of confirmations is kept (Brutal Ring's "first entrant" variant needs it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

from pydantic import BaseModel, Field

from rules.core import PlayerId
from rules.cow import Part

D = TypeVar("D")


class SealedStep(Part, Generic[D]):
    """Drafts by player (seat order) and who has confirmed, in confirmation order."""

    drafts: dict[PlayerId, D]
    confirmed: list[PlayerId] = Field(default_factory=list)

    @classmethod
    def open(cls, players: Sequence[PlayerId], empty: D,
             done: Sequence[PlayerId] = ()) -> SealedStep[D]:
        """A new step where every player starts from a copy of ``empty``; players in ``done``
        have nothing to decide (they count as confirmed from the start)."""
        step = cls(drafts={p: _fresh(empty) for p in players})
        step.confirmed = [p for p in players if p in done]
        return step

    def draft(self, player: PlayerId) -> D:
        return self.drafts[player]

    def waiting(self) -> list[PlayerId]:
        """Players still deciding, in seat order."""
        return [p for p in self.drafts if p not in self.confirmed]

    def is_confirmed(self, player: PlayerId) -> bool:
        return player in self.confirmed

    def rank(self, player: PlayerId) -> int | None:
        """0 for the first to confirm, 1 for the next...; None while still deciding."""
        return self.confirmed.index(player) if player in self.confirmed else None

    def confirm(self, player: PlayerId) -> bool:
        """Lock ``player``'s draft; True when that made everyone confirmed (time to reveal)."""
        if player not in self.confirmed:
            self.confirmed.append(player)
        return self.all_in

    def changed(self, player: PlayerId, *, everyone: bool = False) -> None:
        """A draft changed: its owner must confirm again (or every player, when all drafts
        sit on one shared table and any change reopens the agreement)."""
        if everyone:
            self.confirmed = []
        elif player in self.confirmed:
            self.confirmed.remove(player)

    @property
    def all_in(self) -> bool:
        return all(p in self.confirmed for p in self.drafts)


def _fresh(empty: D) -> D:
    """A copy of a draft's starting value, so players never share one list."""
    if isinstance(empty, BaseModel):
        return empty.model_copy(deep=True)  # type: ignore[return-value]
    if isinstance(empty, list | dict | set):
        return type(empty)(empty)  # type: ignore[return-value]
    return empty
