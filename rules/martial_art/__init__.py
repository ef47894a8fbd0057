"""Martial Art: 2-4 fighters sow their body zones like an awélé and strike on a hex arena."""

from rules.martial_art.engine import GAME, MartialArt
from rules.martial_art.events import EventKind, MAEvent
from rules.martial_art.state import Kind, MAAction, MAState, Mode, Options, Phase, Stage
from rules.martial_art.view import MAView

__all__ = ["GAME", "EventKind", "Kind", "MAAction", "MAEvent", "MAState", "MAView",
           "MartialArt", "Mode", "Options", "Phase", "Stage"]
