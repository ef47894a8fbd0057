"""Combat: a 1v1 duel of 20-card decks on a 37-cell hex board, each card a list of steps."""

from rules.combat.engine import GAME, Combat
from rules.combat.events import CBEvent, EventKind
from rules.combat.state import CBAction, CBState, Kind, MenuPart, Options, Phase
from rules.combat.view import CBView

__all__ = ["GAME", "CBAction", "CBEvent", "CBState", "CBView", "Combat", "EventKind", "Kind",
           "MenuPart", "Options", "Phase"]
