"""Checks every game's rules tests share."""

from __future__ import annotations

from rules.core import Action, Game, IllegalAction, State


def assert_rejected(game: Game, state: State, action: Action) -> None:
    """``game.apply`` raises ``IllegalAction`` and leaves its input unchanged."""
    before = state.model_dump_json()
    try:
        game.apply(state, action)
    except IllegalAction:
        pass
    else:
        raise AssertionError(f"{action} was accepted")
    assert state.model_dump_json() == before, "a rejected action must not change the state"
