"""Chance for engines (ARCHITECTURE.md, rules/kit): dice with named faces, random picks and
draws, a roll recorded as data, and the hooks that let a scenario test fix the results.

Every random result goes through exactly one ``rng.below(n)`` call per die, pick or draw (and
``n - 1`` per shuffle, as :meth:`rules.core.Rng.shuffle` does), so the forcing helpers below
know what to queue in ``rng.forced``: a test says "the attacker rolls N, X" with
``force_rolls(state.rng, MA_DIE, ["N", "X"])`` and the engine's next two dice come out so.
Play never forces anything; a forced rng still round-trips through JSON with its queue.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, model_validator

from rules.core import Rng

T = TypeVar("T")

Face = int | str
"""What a die shows: a number (a d6) or a symbol (Martial Art's ``F``, ``N``, ``X``)."""


class Die(BaseModel):
    """A fair die: each entry of ``faces`` is equally likely. A face may repeat, which is how a
    die weights its results (Martial Art R27: ``F, F, N, N, N, X``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    faces: tuple[Face, ...]
    name: str = ""
    """How logs and roll records name it; defaults to ``dN`` for faces ``1..N``, else ``die``."""

    @model_validator(mode="before")
    @classmethod
    def _default_name(cls, data: Any) -> Any:
        # The model is frozen, so the derived name is filled in before validation.
        if isinstance(data, dict) and not data.get("name") and data.get("faces") is not None:
            faces = tuple(data["faces"])
            standard = faces == tuple(range(1, len(faces) + 1))
            data = {**data, "faces": faces, "name": f"d{len(faces)}" if standard else "die"}
        return data

    @model_validator(mode="after")
    def _check(self) -> Die:
        if not self.faces:
            raise ValueError("a die needs at least one face")
        return self

    @property
    def sides(self) -> int:
        return len(self.faces)

    def index(self, face: Face) -> int:
        """The raw ``below`` result that shows ``face`` (its first position on the die)."""
        for i, f in enumerate(self.faces):
            if f == face and type(f) is type(face):  # 1 is not "1", True is not 1
                return i
        raise ValueError(f"{face!r} is not a face of {self.name} {list(self.faces)}")


def d(n: int) -> Die:
    """A numbered die with faces ``1..n``: ``d(6)`` is a d6."""
    if n < 1:
        raise ValueError("a die needs at least one face")
    return Die(faces=tuple(range(1, n + 1)))


D6 = d(6)


class Roll(BaseModel):
    """One throw of several identical dice, as data for an event or a state (faces in the
    order rolled). Frozen, so a log shares it; engines embed it in their own events."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    die: str
    faces: tuple[Face, ...]

    def count(self, *faces: Face) -> int:
        """How many dice show one of ``faces`` (e.g. successes ``count("N", "X")``)."""
        return sum(1 for f in self.faces if f in faces)

    @property
    def total(self) -> int:
        """The sum of numbered faces (``TypeError`` for symbol faces)."""
        numbers = [f for f in self.faces if isinstance(f, int)]
        if len(numbers) != len(self.faces):
            raise TypeError(f"{self.die} has faces that are not numbers")
        return sum(numbers)


# --- drawing results -----------------------------------------------------------------------------

def roll(rng: Rng, die: Die) -> Face:
    """One die: exactly one ``rng.below(die.sides)`` call."""
    return die.faces[rng.below(len(die.faces))]


def roll_many(rng: Rng, die: Die, n: int) -> tuple[Face, ...]:
    """``n`` dice, rolled one after another (``n`` may be 0: Martial Art's totals can be)."""
    if n < 0:
        raise ValueError("cannot roll a negative number of dice")
    return tuple(roll(rng, die) for _ in range(n))


def throw(rng: Rng, die: Die, n: int) -> Roll:
    """``n`` dice as a :class:`Roll` record, ready to put in an event."""
    return Roll(die=die.name, faces=roll_many(rng, die, n))


def pick(rng: Rng, items: Sequence[T]) -> T:
    """A uniformly random item, left in place (a random first player, a random free fighter)."""
    if not items:
        raise ValueError("cannot pick from nothing")
    return items[rng.below(len(items))]


def draw(rng: Rng, pile: list[T]) -> T:
    """Remove and return a uniformly random item of an unordered pile (Martial Art R6's random
    set-aside tokens). An ordered deck is shuffled once and popped instead."""
    if not pile:
        raise ValueError("cannot draw from an empty pile")
    return pile.pop(rng.below(len(pile)))


def sample(rng: Rng, items: Sequence[T], k: int) -> list[T]:
    """``k`` distinct positions of ``items`` chosen uniformly, in draw order (``k`` draws)."""
    if not 0 <= k <= len(items):
        raise ValueError(f"cannot take {k} of {len(items)} items")
    rest = list(items)
    return [draw(rng, rest) for _ in range(k)]


def shuffled(rng: Rng, items: Iterable[T]) -> list[T]:
    """A new list in random order (``Rng.shuffle`` on a copy)."""
    out = list(items)
    rng.shuffle(out)
    return out


# --- test hooks ----------------------------------------------------------------------------------

def force(rng: Rng, *raw: int) -> None:
    """Queue raw ``below`` results: the next ``below(n)`` calls return them, in order. A value
    that does not fit the ``n`` it meets raises ``ValueError`` there (in :meth:`Rng.below`)."""
    for value in raw:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ValueError(f"a forced result must be an int >= 0, not {value!r}")
    rng.forced.extend(raw)


def force_rolls(rng: Rng, die: Die, faces: Iterable[Face]) -> None:
    """Make the next dice of ``die`` show ``faces``, in order. Checks every face first, so a
    face not on the die raises ``ValueError`` and queues nothing."""
    force(rng, *[die.index(f) for f in faces])


def force_picks(rng: Rng, items: Sequence[T], chosen: Iterable[T]) -> None:
    """Make the next :func:`pick` calls on ``items`` return ``chosen``, in order."""
    force(rng, *[_position(list(items), c) for c in chosen])


def force_draws(rng: Rng, pile: Sequence[T], items: Iterable[T]) -> None:
    """Make the next :func:`draw` calls (or one :func:`sample`) on ``pile`` take ``items``, in
    order. Each draw removes its item, so later positions are counted in what remains."""
    rest = list(pile)
    raw = []
    for item in items:
        i = _position(rest, item)
        raw.append(i)
        rest.pop(i)
    force(rng, *raw)


def shuffle_results(items: Sequence[T], order: Sequence[T]) -> list[int]:
    """The ``below`` results that make ``Rng.shuffle`` turn ``items`` into exactly ``order``
    (a rearrangement of ``items``). Fisher-Yates fixes position ``i = n-1 .. 1`` with
    ``swap(i, below(i+1))``, so each result is where ``order[i]`` sits among positions
    ``0..i`` at that moment."""
    left = list(items)
    for item in order:
        left.pop(_position(left, item))  # raises for an item that is not (or no more) there
    if left:
        raise ValueError(f"order leaves out {left!r}")
    work = list(items)
    raw = []
    for i in range(len(work) - 1, 0, -1):
        j = _position(work[: i + 1], order[i])
        raw.append(j)
        work[i], work[j] = work[j], work[i]
    return raw


def force_shuffle(rng: Rng, items: Sequence[T], top: Sequence[T]) -> None:
    """Make the next ``rng.shuffle(list(items))`` start with ``top`` (index 0 first: the top of
    a deck the engines ``pop(0)`` from). The other items follow in their original relative
    order, so the whole order is fixed and all ``n - 1`` shuffle calls are queued. ``top``
    may be every item."""
    rest = list(items)
    for item in top:
        rest.pop(_position(rest, item))
    force(rng, *shuffle_results(items, [*top, *rest]))


def _position(items: list[T], item: T) -> int:
    try:
        return items.index(item)
    except ValueError:
        raise ValueError(f"{item!r} is not among {items!r}") from None

