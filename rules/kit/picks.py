"""Picks (ARCHITECTURE.md, rules/kit): building a choice one small decision at a time, so any
choice fits a row of buttons or one select.

- An **ordered pick** chooses items one after another where the order matters (KarateKarte's
  placement and charge drafts, Martial Art's sowing order): each step offers the items that may
  come next, then Done when the pick may end here, and Back to abandon it.
- A **subset pick** marks and unmarks items in any order (Brutal Ring's end-of-round discards):
  each step offers Mark for every unmarked item and Unmark for every marked one, then Done
  (with at least one mark, or always when ``empty_ok``) and Back (which the game words as
  "keep everything" or "cancel").

The game keeps the picked items in its state and supplies an action factory, so the options
stay the game's own action type. ``PickMove`` names what each offered action does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from enum import StrEnum
from typing import TypeVar

from rules.core import Action

A = TypeVar("A", bound=Action)


class PickMove(StrEnum):
    ADD = "add"
    REMOVE = "remove"
    DONE = "done"
    BACK = "back"


Make = Callable[[PickMove, str | None], A]
"""Build the game's action for a move (with the item for ADD and REMOVE)."""


def ordered_pick(make: Make[A], candidates: Iterable[str], *, can_finish: bool,
                 can_go_back: bool = True) -> list[A]:
    """Options for the next step of an ordered pick: every candidate (in the given order),
    then Done when the pick may end here, then Back."""
    options = [make(PickMove.ADD, item) for item in candidates]
    if can_finish:
        options.append(make(PickMove.DONE, None))
    if can_go_back:
        options.append(make(PickMove.BACK, None))
    return options


def subset_pick(make: Make[A], unmarked: Iterable[str], marked: Iterable[str], *,
                empty_ok: bool = False, can_go_back: bool = True) -> list[A]:
    """Options for a subset pick: Mark each unmarked item, Unmark each marked one, Done
    (once something is marked, or always with ``empty_ok``), Back."""
    marked = list(marked)
    options = [make(PickMove.ADD, item) for item in unmarked]
    options += [make(PickMove.REMOVE, item) for item in marked]
    if marked or empty_ok:
        options.append(make(PickMove.DONE, None))
    if can_go_back:
        options.append(make(PickMove.BACK, None))
    return options


def toggle(marked: list[str], move: PickMove, item: str | None) -> None:
    """Apply a subset pick's Mark/Unmark to the marked list, in place."""
    assert item is not None
    if move is PickMove.ADD:
        marked.append(item)
    elif move is PickMove.REMOVE:
        marked.remove(item)


def one_per_kind(items: Iterable[str], kind: Callable[[str], object]) -> list[str]:
    """One representative (the smallest id) per kind of item, sorted by id.

    Identical cards are interchangeable for every rule, so offering each copy would only
    multiply the buttons; both card games offer the smallest id of each kind.
    """
    best: dict[object, str] = {}
    for item in items:
        key = kind(item)
        if key not in best or item < best[key]:
            best[key] = item
    return sorted(best.values())


def representative(items: Sequence[str], item: str, kind: Callable[[str], object]) -> str:
    """The id :func:`one_per_kind` offers for ``item``'s kind among ``items``."""
    key = kind(item)
    return min(x for x in items if kind(x) == key)
