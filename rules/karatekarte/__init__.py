"""KarateKarte: two players build strikes (Amorce, Allonge, Impact) in four lanes."""

from rules.karatekarte.engine import GAME, KarateKarte
from rules.karatekarte.state import Kind, KKAction, KKState, KKView, Options, Phase

__all__ = ["GAME", "KKAction", "KKState", "KKView", "KarateKarte", "Kind", "Options", "Phase"]
