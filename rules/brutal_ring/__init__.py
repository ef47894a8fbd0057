"""Brutal Ring: 2-4 players (or 2v2) equip gladiators and fight with face-down tricks."""

from rules.brutal_ring.engine import GAME, BrutalRing
from rules.brutal_ring.events import BREvent, EventKind
from rules.brutal_ring.state import BRAction, BRState, BRView, DecisionKind, Kind, Options, Phase

__all__ = ["GAME", "BRAction", "BREvent", "BRState", "BRView", "BrutalRing", "DecisionKind",
           "EventKind", "Kind", "Options", "Phase"]
