"""rules.kit.picks: ordered and subset picks build a game's own options in a fixed order;
one_per_kind / representative offer one copy of interchangeable items."""

from __future__ import annotations

import pytest

from rules.core import Action
from rules.kit.picks import (
    PickMove,
    one_per_kind,
    ordered_pick,
    representative,
    subset_pick,
    toggle,
)


class PickAction(Action):
    item: str | None = None


def make(move: PickMove, item: str | None) -> PickAction:
    return PickAction(player="p", kind=move.value, item=item)


def moves(options: list[PickAction]) -> list[tuple[str, str | None]]:
    return [(o.kind, o.item) for o in options]


# ----------------------------------------------------------------------------- ordered pick


def test_ordered_pick_offers_candidates_in_order_then_done_then_back() -> None:
    options = ordered_pick(make, ["c", "a", "b"], can_finish=True)
    assert moves(options) == [("add", "c"), ("add", "a"), ("add", "b"), ("done", None),
                              ("back", None)]
    assert all(isinstance(o, PickAction) for o in options)


def test_ordered_pick_without_finish_or_back() -> None:
    assert moves(ordered_pick(make, ["a"], can_finish=False)) == [("add", "a"),
                                                                  ("back", None)]
    assert moves(ordered_pick(make, ["a"], can_finish=True, can_go_back=False)) == [
        ("add", "a"), ("done", None)]
    assert ordered_pick(make, [], can_finish=False, can_go_back=False) == []


def test_ordered_pick_accepts_any_iterable_once() -> None:
    items = (x for x in ["x", "y"])  # a generator is read once, in order
    assert moves(ordered_pick(make, items, can_finish=False)) == [("add", "x"), ("add", "y"),
                                                                 ("back", None)]


# ----------------------------------------------------------------------------- subset pick


def test_subset_pick_marks_unmarks_then_done_once_something_is_marked() -> None:
    options = subset_pick(make, ["a", "c"], ["b"])
    assert moves(options) == [("add", "a"), ("add", "c"), ("remove", "b"), ("done", None),
                              ("back", None)]


def test_subset_pick_done_needs_a_mark_unless_empty_ok() -> None:
    assert ("done", None) not in moves(subset_pick(make, ["a"], []))
    assert moves(subset_pick(make, ["a"], [], empty_ok=True)) == [("add", "a"), ("done", None),
                                                                  ("back", None)]
    assert moves(subset_pick(make, [], [], can_go_back=False)) == []


def test_toggle_marks_and_unmarks_in_place() -> None:
    marked: list[str] = []
    toggle(marked, PickMove.ADD, "a")
    toggle(marked, PickMove.ADD, "b")
    assert marked == ["a", "b"]
    toggle(marked, PickMove.REMOVE, "a")
    assert marked == ["b"]
    toggle(marked, PickMove.DONE, "b")  # not a mark: nothing changes
    assert marked == ["b"]
    with pytest.raises(ValueError):
        toggle(marked, PickMove.REMOVE, "zzz")
    with pytest.raises(AssertionError):
        toggle(marked, PickMove.ADD, None)


# ----------------------------------------------------------------------------- one per kind


def _kind(item: str) -> str:
    return item.rsplit("-", 1)[0]  # "AM-2" -> "AM"


def test_one_per_kind_keeps_the_smallest_id_of_each_kind_sorted() -> None:
    items = ["IM-3", "AM-2", "IM-1", "AL-1", "AM-1", "IM-2"]
    assert one_per_kind(items, _kind) == ["AL-1", "AM-1", "IM-1"]
    assert one_per_kind([], _kind) == []
    assert one_per_kind(["b-1", "a-9"], _kind) == ["a-9", "b-1"]  # sorted by id, not kind


def test_representative_is_what_one_per_kind_offers() -> None:
    items = ["IM-3", "AM-2", "IM-1", "AM-1"]
    offered = set(one_per_kind(items, _kind))
    for item in items:
        rep = representative(items, item, _kind)
        assert rep in offered and _kind(rep) == _kind(item)
    assert representative(items, "IM-3", _kind) == "IM-1"
    with pytest.raises(ValueError):
        representative(items, "PA-1", _kind)  # no item of that kind
