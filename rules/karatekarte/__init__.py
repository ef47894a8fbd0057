"""KarateKarte: two players build strikes (Amorce, Allonge, Impact) in four lanes."""

from rules.karatekarte.engine import GAME, KarateKarte
from rules.karatekarte.events import EventKind, KKEvent
from rules.karatekarte.state import Kind, KKAction, KKState, KKView, Options, Phase

__all__ = ["GAME", "EventKind", "KKAction", "KKEvent", "KKState", "KKView", "KarateKarte", "Kind",
           "Options", "Phase"]
