"""The sealed simultaneous step: private drafts, confirmations in order, changes that reopen,
and a step kept in a game state (JSON round trip, safe copies)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from rules.core import copy_state
from rules.kit.sealed import SealedStep

PLAYERS = ["a", "b", "c"]


class Entry(BaseModel):
    gladiator: str
    weapon: str | None = None


class Holder(BaseModel):
    """A state-like model keeping steps as fields, as a game does."""

    entry: SealedStep[list[Entry]] | None = None
    marks: SealedStep[list[str]] = Field(
        default_factory=lambda: SealedStep[list[str]].open(PLAYERS, []))


def test_open_gives_every_player_a_fresh_draft() -> None:
    step = SealedStep[list[str]].open(PLAYERS, [])
    step.draft("a").append("G01")
    assert step.draft("a") == ["G01"] and step.draft("b") == [] and step.draft("c") == []
    assert step.waiting() == PLAYERS and not step.all_in
    model = SealedStep[Entry].open(PLAYERS, Entry(gladiator="G01"))
    model.draft("a").weapon = "W01"
    assert model.draft("b").weapon is None


def test_players_with_nothing_to_decide_start_confirmed() -> None:
    step = SealedStep[list[str]].open(PLAYERS, [], done=["c", "a"])
    assert step.confirmed == ["a", "c"]  # seat order, before any real confirmation
    assert step.waiting() == ["b"]
    assert step.confirm("b") and step.all_in
    everyone = SealedStep[list[str]].open(PLAYERS, [], done=PLAYERS)
    assert everyone.all_in and everyone.waiting() == []


def test_confirmations_keep_their_order() -> None:
    step = SealedStep[list[str]].open(PLAYERS, [])
    assert step.rank("b") is None and not step.is_confirmed("b")
    assert not step.confirm("c")
    assert not step.confirm("a")
    assert not step.confirm("a")  # twice changes nothing
    assert [step.rank(p) for p in PLAYERS] == [1, None, 0]
    assert step.waiting() == ["b"]
    assert step.confirm("b") and step.all_in
    assert step.confirmed == ["c", "a", "b"]


def test_a_change_reopens_its_owner_or_everyone() -> None:
    step = SealedStep[list[str]].open(PLAYERS, [])
    for p in PLAYERS[:2]:
        step.confirm(p)
    step.changed("a")
    assert step.confirmed == ["b"] and step.waiting() == ["a", "c"]
    step.changed("c")  # not confirmed: nothing to reopen
    assert step.confirmed == ["b"]
    step.confirm("a")
    step.changed("c", everyone=True)  # one shared table: any change asks everyone again
    assert step.confirmed == [] and step.waiting() == PLAYERS


def test_a_step_round_trips_inside_a_state_and_copies_safely() -> None:
    holder = Holder(entry=SealedStep[list[Entry]].open(PLAYERS, []))
    assert holder.entry is not None
    holder.entry.draft("a").append(Entry(gladiator="G05", weapon="W10"))
    holder.entry.confirm("a")
    holder.marks.draft("b").append("G07")
    again = Holder.model_validate_json(holder.model_dump_json())
    assert again == holder
    assert again.entry is not None and again.entry.draft("a")[0].weapon == "W10"
    assert isinstance(again.entry.draft("a")[0], Entry)
    copy = copy_state(holder)  # the engines' working copy
    assert copy.entry is not None
    copy.entry.draft("a")[0].weapon = None
    copy.entry.confirm("b")
    copy.marks.draft("b").clear()
    assert holder.entry.draft("a")[0].weapon == "W10"
    assert holder.entry.confirmed == ["a"] and holder.marks.draft("b") == ["G07"]
