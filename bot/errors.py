"""What the match service refuses, as typed errors naming a message of the text catalog.

Each error carries a message id and its parameters, so the Discord layer words it for its
reader; ``str(error)`` is the English sentence (logs, tests). Nothing was changed when one is
raised.
"""

from __future__ import annotations

from typing import Any

from bot.text import Voice
from bot.text import voice as default_voice


class MatchError(Exception):
    """Something the caller asked cannot be done. It carries a message id of the text catalog
    and its parameters, so each reader gets it in their language; ``str(error)`` is the
    English sentence (logs, tests)."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def text(self, voice: Voice) -> str:
        return voice(self.key, **self.params)

    def __str__(self) -> str:
        return self.text(default_voice())


class NoSuchMatch(MatchError):
    pass


class NotSeated(MatchError):
    pass


class NotYourTurn(MatchError):
    pass


class OutOfDate(MatchError):
    pass


class MatchOver(MatchError):
    pass


class BadAction(MatchError):
    pass


class LobbyError(MatchError):
    pass


class NotAllowed(MatchError):
    pass


class BrokenMatch(MatchError):
    """The stored match cannot be read; it is left untouched for an admin to look at."""


class Raced(OutOfDate):
    """Another bot process wrote the match between this process's read and its write:
    nothing was written, and the same click may still be good against the newer state."""
