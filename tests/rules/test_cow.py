"""The lazy working copy ``apply`` steps (``rules.cow``): a step reads and changes its copy
freely, the input never changes, the parts a step did not read are shared with the input, and
the memo of ``pending`` never outlives a state nobody may change."""

from __future__ import annotations

import random

from pydantic import BaseModel, Field

from rules.brutal_ring import GAME as BR
from rules.core import Decision, State, copy_state, quick_decision
from rules.cow import Part, lazy_copy, recall, settle
from rules.karatekarte import GAME as KK
from rules.karatekarte.state import Kind, KKAction


class Leaf(Part):
    name: str
    hits: int = 0


class Note(BaseModel):
    """Not a Part: copied whole when read, as before lazy copies."""

    words: list[str] = Field(default_factory=list)


class Box(Part):
    tag: str = "box"
    items: list[str] = Field(default_factory=list)
    leaves: list[Leaf] = Field(default_factory=list)
    by_name: dict[str, Leaf] = Field(default_factory=dict)
    plain: Note | None = None


def _box() -> Box:
    return Box(items=["a", "b"], leaves=[Leaf(name="x"), Leaf(name="y")],
               by_name={"x": Leaf(name="x"), "y": Leaf(name="y")}, plain=Note(words=["w"]))


def test_a_step_changes_its_copy_never_the_source() -> None:
    source = _box()
    before = source.model_dump_json()
    copy, session = lazy_copy(source)
    assert isinstance(copy, Box)
    copy.items.append("c")
    copy.leaves[0].hits += 1
    copy.by_name["x"].hits = 5
    plain = copy.plain
    assert isinstance(plain, Note)
    plain.words.append("more")
    settle(session)
    assert source.model_dump_json() == before
    assert copy.items == ["a", "b", "c"] and copy.leaves[0].hits == 1
    assert copy.by_name["x"].hits == 5 and copy.plain == Note(words=["w", "more"])


def test_what_a_step_does_not_read_is_shared_and_the_result_is_plain() -> None:
    source = _box()
    copy, session = lazy_copy(source)
    copy.by_name["x"].hits = 1
    settle(session)
    assert copy.leaves is source.leaves and copy.items is source.items  # never read
    assert copy.by_name["y"] is source.by_name["y"]  # a value of the dict never read
    assert copy.by_name["x"] is not source.by_name["x"]
    assert type(copy.by_name) is dict  # no lazy dict survives the step
    assert Box.model_validate_json(copy.model_dump_json()) == copy
    assert list(copy.__dict__) == list(source.__dict__)  # same field order


def test_every_way_to_read_a_lazy_dict_gives_copies() -> None:
    for read in (lambda d: dict(d)["x"], lambda d: {**d}["x"], lambda d: next(iter(d.values())),
                 lambda d: dict(d.items())["x"], lambda d: d.get("x"), lambda d: d.pop("x"),
                 lambda d: d.setdefault("x", None), lambda d: d.copy()["x"],
                 lambda d: (d | {})["x"]):
        source = _box()
        copy, session = lazy_copy(source)
        leaf = read(copy.by_name)
        assert leaf is not source.by_name["x"]
        leaf.hits = 9
        settle(session)
        assert source.by_name["x"].hits == 0


def test_a_lazy_copy_compares_as_a_whole_mid_step() -> None:
    source = _box()
    copy, session = lazy_copy(source)
    other, other_session = lazy_copy(source)
    assert copy == other == source  # nothing read yet: every field still compares
    copy.items.append("c")
    assert copy != other
    settle(session)
    settle(other_session)


def test_apply_shares_the_sides_a_step_leaves_alone() -> None:
    state = KK.setup(["a", "b"], 3)
    before = state.model_dump_json()
    draw = KKAction(player=state.active, kind=Kind.DRAW)
    new = KK.apply(state, draw)
    assert state.model_dump_json() == before
    other = state.opponent(state.active)
    assert new.sides[other] is state.sides[other]
    assert new.sides[state.active] is not state.sides[state.active]
    assert KK.load(new.model_dump_json()) == new


def test_pending_is_remembered_only_for_states_apply_made() -> None:
    rnd = random.Random(1)
    state: State = BR.setup(["a", "b", "c", "d"], 5)
    BR.pending(state)
    assert recall(state, "pending") is None  # setup's state may still be edited
    for _ in range(40):
        decision = rnd.choice(BR.pending(state))
        state = BR.apply(state, rnd.choice(decision.options))
    first = BR.pending(state)
    assert recall(state, "pending") is not None
    assert BR.pending(state) == first and BR.pending(state) is not first  # a list per call
    edited = copy_state(state)
    assert recall(edited, "pending") is None  # a copy to edit starts without a memo
    loaded = BR.load(state.model_dump_json())
    assert recall(loaded, "pending") is None and BR.pending(loaded) == first


def test_quick_decision_is_the_validated_decision() -> None:
    act = KKAction(player="a", kind=Kind.DRAW)
    slow = Decision(player="a", kind=Kind.DRAW, options=[act], private=True, default=act,
                    stretch="turn-1")
    quick = quick_decision("a", Kind.DRAW, [act], private=True, default=act, stretch="turn-1")
    assert quick == slow and repr(quick) == repr(slow) and type(quick.kind) is str
    assert quick.model_dump_json() == slow.model_dump_json()
