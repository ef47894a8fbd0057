"""The chance kit: dice, picks and draws, roll records, and the forcing hooks for tests."""

from __future__ import annotations

from collections import Counter
from typing import Literal

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import Field, ValidationError

from rules.core import Event, Rng, State, copy_state
from rules.kit.chance import (
    D6,
    Die,
    Roll,
    d,
    draw,
    force,
    force_draws,
    force_picks,
    force_rolls,
    force_shuffle,
    pick,
    roll,
    roll_many,
    sample,
    shuffle_results,
    shuffled,
    throw,
)
from rules.kit.hexgrid import DIRECTIONS, Hex

MA_DIE = Die(name="martial_art", faces=("F", "F", "N", "N", "N", "X"))  # Martial Art R27

seeds = st.integers(min_value=0, max_value=2**64 - 1)


# --- dice ----------------------------------------------------------------------------------------

def test_numbered_dice() -> None:
    assert D6.faces == (1, 2, 3, 4, 5, 6) and D6.name == "d6" and D6.sides == 6
    assert d(20).name == "d20" and d(20).faces[-1] == 20
    assert Die(faces=("a", "b")).name == "die"
    assert Die(faces=[1, 2, 3]) == d(3)
    with pytest.raises(ValueError):
        d(0)
    with pytest.raises(ValidationError):
        Die(faces=())


def test_die_is_frozen_and_json_friendly() -> None:
    with pytest.raises(ValidationError):
        MA_DIE.name = "other"  # type: ignore[misc]
    assert Die.model_validate_json(MA_DIE.model_dump_json()) == MA_DIE
    assert Die.model_validate_json(D6.model_dump_json()).faces == (1, 2, 3, 4, 5, 6)


def test_face_index_takes_the_first_copy_and_checks_types() -> None:
    assert MA_DIE.index("F") == 0 and MA_DIE.index("N") == 2 and MA_DIE.index("X") == 5
    assert D6.index(6) == 5
    for bad in [7, 0, "1", True]:
        with pytest.raises(ValueError):
            D6.index(bad)


@given(seeds)
def test_a_roll_is_one_below_call(seed: int) -> None:
    rng, twin = Rng.seeded(seed), Rng.seeded(seed)
    faces = roll_many(rng, MA_DIE, 5)
    assert faces == tuple(MA_DIE.faces[twin.below(6)] for _ in range(5))
    assert rng.state == twin.state


def test_rolls_cover_the_faces_fairly() -> None:
    rng = Rng.seeded(2024)
    counts = Counter(roll_many(rng, D6, 6000))
    assert set(counts) == set(D6.faces)
    assert all(850 < n < 1150 for n in counts.values())
    ma = Counter(roll_many(rng, MA_DIE, 6000))
    assert 1800 < ma["N"] < 3200 and 1400 < ma["F"] < 2600 and 700 < ma["X"] < 1300


def test_roll_many_counts() -> None:
    rng = Rng.seeded(1)
    assert roll_many(rng, D6, 0) == ()
    assert rng.state == Rng.seeded(1).state  # zero dice draw nothing
    assert len(roll_many(rng, D6, 9)) == 9
    with pytest.raises(ValueError):
        roll_many(rng, D6, -1)


# --- roll records --------------------------------------------------------------------------------

def test_throw_records_the_roll() -> None:
    rng = Rng.seeded(3)
    force_rolls(rng, MA_DIE, ["N", "X", "F", "N"])
    record = throw(rng, MA_DIE, 4)
    assert record == Roll(die="martial_art", faces=("N", "X", "F", "N"))
    assert record.count("N", "X") == 3 and record.count("X") == 1 and record.count("F") == 1
    with pytest.raises(TypeError):
        _ = record.total
    force_rolls(rng, D6, [5, 2])
    assert throw(rng, D6, 2).total == 7


class DiceRolled(Event):
    kind: Literal["dice"] = "dice"
    who: str
    roll: Roll


def test_a_roll_in_an_event_round_trips_json() -> None:
    event = DiceRolled(who="igor", roll=Roll(die="martial_art", faces=("N", "X")))
    assert DiceRolled.model_validate_json(event.model_dump_json()) == event
    mixed = Roll(die="d6", faces=(1, 6))
    back = Roll.model_validate_json(mixed.model_dump_json())
    assert back == mixed and all(type(f) is int for f in back.faces)


# --- forcing -------------------------------------------------------------------------------------

@given(seeds, st.lists(st.sampled_from(["F", "N", "X"]), max_size=12))
def test_forced_rolls_come_out_in_order(seed: int, faces: list[str]) -> None:
    rng = Rng.seeded(seed)
    force_rolls(rng, MA_DIE, faces)
    assert roll_many(rng, MA_DIE, len(faces)) == tuple(faces)
    assert rng.forced == []
    # Forcing does not advance the stream: afterwards the dice are the seed's own again.
    assert roll_many(rng, MA_DIE, 3) == roll_many(Rng.seeded(seed), MA_DIE, 3)


def test_the_attacker_rolls_5_then_2() -> None:
    rng = Rng.seeded(99)
    force_rolls(rng, D6, [5, 2])
    assert roll(rng, D6) == 5 and roll(rng, D6) == 2


def test_force_raw_values_and_out_of_range() -> None:
    rng = Rng.seeded(0)
    force(rng, 3, 0)
    assert rng.forced == [3, 0]
    assert roll(rng, D6) == 4 and roll(rng, D6) == 1
    force(rng, 6)
    with pytest.raises(ValueError, match="not in"):
        roll(rng, D6)
    for bad in [-1, True, 1.0]:
        with pytest.raises(ValueError):
            force(rng, bad)  # type: ignore[arg-type]


def test_a_face_not_on_the_die_raises_and_queues_nothing() -> None:
    rng = Rng.seeded(0)
    with pytest.raises(ValueError, match="not a face"):
        force_rolls(rng, D6, [1, 7])
    with pytest.raises(ValueError):
        force_rolls(rng, MA_DIE, ["N", "S"])
    assert rng.forced == []


class ArenaState(State):
    positions: dict[str, Hex]
    facings: dict[str, int]
    trail: list[Hex] = Field(default_factory=list)
    pushed_to: Hex | None = None


def test_a_state_with_hexes_and_forced_dice_round_trips_json() -> None:
    state = ArenaState(game="t", players=["a", "b"], seed=7, rng=Rng.seeded(7),
                       positions={"a": Hex(-1, 0), "b": Hex(1, 0)},
                       facings={"a": 0, "b": 3}, trail=[Hex(0, 0), Hex(2, -1)],
                       pushed_to=Hex(0, 3))
    force_rolls(state.rng, MA_DIE, ["X", "X", "F"])
    data = state.model_dump_json()
    assert '"a":[-1,0]' in data and '"forced":[5,5,0]' in data
    loaded = ArenaState.model_validate_json(data)
    assert loaded == state
    assert type(loaded.positions["a"]) is Hex and type(loaded.trail[1]) is Hex
    assert loaded.positions["b"] + DIRECTIONS[0] == Hex(2, 0)
    work = copy_state(loaded)
    assert roll_many(work.rng, MA_DIE, 3) == ("X", "X", "F")
    assert loaded.rng.forced == [5, 5, 0]  # the copy's queue is its own


# --- picks, draws, shuffles ----------------------------------------------------------------------

def test_pick_and_force_picks() -> None:
    rng = Rng.seeded(4)
    players = ["ann", "bob", "cy"]
    force_picks(rng, players, ["cy", "ann"])
    assert pick(rng, players) == "cy" and pick(rng, players) == "ann"
    assert pick(rng, players) in players
    with pytest.raises(ValueError):
        pick(rng, [])
    with pytest.raises(ValueError):
        force_picks(rng, players, ["dan"])


def test_draw_and_force_draws_with_repeated_items() -> None:
    rng = Rng.seeded(8)
    pile = ["M", "M", "D", "E", "E", "E"]
    force_draws(rng, pile, ["E", "M", "E"])
    assert rng.forced == [3, 0, 2]
    taken = [draw(rng, pile) for _ in range(3)]
    assert taken == ["E", "M", "E"] and sorted(pile) == ["D", "E", "M"]
    with pytest.raises(ValueError):
        force_draws(rng, ["M", "E"], ["M", "M"])  # only one M to take
    with pytest.raises(ValueError):
        draw(rng, [])


def test_sample_and_force_draws() -> None:
    rng = Rng.seeded(11)
    tokens = ["M", "D", "E", "E"]
    force_draws(rng, tokens, ["E", "D"])
    assert sample(rng, tokens, 2) == ["E", "D"]
    assert tokens == ["M", "D", "E", "E"]  # sample leaves its input alone
    got = sample(rng, tokens, 4)
    assert sorted(got) == sorted(tokens)
    with pytest.raises(ValueError):
        sample(rng, tokens, 5)


@given(seeds, st.permutations(list(range(8))))
def test_shuffle_results_give_exactly_that_order(seed: int, order: list[int]) -> None:
    items = list(range(8))
    rng = Rng.seeded(seed)
    force(rng, *shuffle_results(items, order))
    assert len(rng.forced) == 7
    assert shuffled(rng, items) == order
    assert rng.forced == [] and rng.state == Rng.seeded(seed).state


@given(st.lists(st.sampled_from("abc"), max_size=9).flatmap(
    lambda xs: st.tuples(st.just(xs), st.permutations(xs))))
def test_shuffle_results_with_repeated_items(case: tuple[list[str], list[str]]) -> None:
    items, order = case
    rng = Rng.seeded(1)
    force(rng, *shuffle_results(items, order))
    work = list(items)
    rng.shuffle(work)
    assert work == list(order)


def test_shuffle_results_reject_other_items() -> None:
    with pytest.raises(ValueError):
        shuffle_results(["a", "b"], ["a", "c"])
    with pytest.raises(ValueError):
        shuffle_results(["a", "b"], ["a"])
    with pytest.raises(ValueError):
        shuffle_results(["a", "a", "b"], ["a", "b", "b"])


def test_force_shuffle_puts_cards_on_top() -> None:
    deck = [f"c{i}" for i in range(10)]
    rng = Rng.seeded(12)
    force_shuffle(rng, deck, ["c7", "c2"])
    work = list(deck)
    rng.shuffle(work)
    assert work[:2] == ["c7", "c2"]
    assert work[2:] == [c for c in deck if c not in ("c7", "c2")]
    assert rng.forced == []
    assert work.pop(0) == "c7"  # engines draw from index 0
    with pytest.raises(ValueError):
        force_shuffle(rng, deck, ["c99"])
