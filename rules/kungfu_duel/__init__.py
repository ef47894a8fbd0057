"""Kung-Fu Duel: 2-4 fighters in two sides bet blind playing cards on four components."""

from rules.kungfu_duel.engine import GAME, KungFuDuel
from rules.kungfu_duel.events import EventKind, KFEvent
from rules.kungfu_duel.state import KFAction, KFState, Kind, Layout, Options, Phase
from rules.kungfu_duel.view import KFView

__all__ = ["GAME", "EventKind", "KFAction", "KFEvent", "KFState", "KFView", "Kind",
           "KungFuDuel", "Layout", "Options", "Phase"]
