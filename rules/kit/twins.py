"""Private twins (ARCHITECTURE.md, hidden information): an event told to everyone often has a
twin told only to its player, with the secret the table may not read (the card drawn, where
a face-down token went). A game's event classes derive from :class:`TwinEvent` and list the
twin's secret fields in ``secret``: the public event must leave them empty, and the model
refuses to be built otherwise, so a leak is a crash in the engine's tests, not a message.
"""

from __future__ import annotations

from typing import ClassVar, Self

from pydantic import model_validator

from rules.core import Event


class TwinEvent(Event):
    secret: ClassVar[tuple[str, ...]] = ()
    """Fields only the private twin carries (None, or empty, in the public event)."""
    private_only: ClassVar[bool] = False
    """Kinds only ever told to their player (a sealed draft's edits)."""

    @model_validator(mode="after")
    def _keeps_secrets(self) -> Self:
        if self.to is None:
            if self.private_only:
                raise ValueError(f"a {self.kind} event is told only to its player")
            leaked = [n for n in self.secret if getattr(self, n) not in (None, (), [])]
            if leaked:
                raise ValueError(f"a public {self.kind} event cannot carry {leaked}")
        return self
