"""The engine contract every game follows (see ARCHITECTURE.md, "The engine contract").

A game is a stateless object with pure methods over pydantic ``State`` values:

- ``setup(players, seed, options)`` builds the first state;
- ``pending(state)`` lists the open decisions (several at once = simultaneous; ``[]`` exactly
  when the game is over);
- ``apply(state, action)`` returns the next state, never mutating its input, and raises
  :class:`IllegalAction` for anything not offered by ``pending``;
- ``view(state, viewer)`` is the only way information reaches a person;
- ``outcome(state)`` is ``None`` while the game runs;
- ``load(json)`` is the inverse of ``state.model_dump_json()``.

Nothing in ``rules/`` reads the clock, touches I/O or uses the global ``random`` module: chance
comes from :class:`Rng`, whose whole state is one integer stored in the game state.
"""

from __future__ import annotations

import copy
import hashlib
from abc import ABC, abstractmethod
from collections.abc import Sequence
from enum import StrEnum
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

PlayerId = str
"""Players are opaque strings; the bot uses Discord user ids."""

_MASK64 = (1 << 64) - 1


class IllegalAction(ValueError):
    """An action that the current state does not offer. Nothing was changed."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Rng(BaseModel):
    """A tiny deterministic PRNG (splitmix64) whose state is a single JSON-friendly integer.

    Python's ``random.Random`` state is 625 integers and its algorithms may change between
    versions; splitmix64 is stable, fast enough for card games and trivially serialisable.
    The model is mutated in place, so engines only use it on their private working copy.
    """

    model_config = ConfigDict(validate_assignment=False)

    state: int = 0
    forced: list[int] = Field(default_factory=list)
    """Results queued for the next :meth:`below` calls, in order. Only scenario tests set it
    (through :mod:`rules.kit.chance`), so a test can say "the attacker rolls 5, 2"; play never
    does. It is part of the state, so a forced state still round-trips through JSON."""

    @classmethod
    def seeded(cls, seed: int) -> Rng:
        return cls(state=seed & _MASK64)

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        if self.forced:
            value = self.forced.pop(0)
            if not 0 <= value < n:
                raise ValueError(f"forced result {value} is not in [0, {n})")
            return value
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


class Action(BaseModel):
    """One choice by one player. Games subclass it with their own small fields.

    Actions are frozen and compared by value, so ``action in decision.options`` is the legality
    test. ``str(action)`` is a short, stable, language-neutral form for logs and tests.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    player: PlayerId
    kind: str

    @property
    def key(self) -> str:
        """A short stable digest of this action, so a button can name its option and a
        click can be matched to the same choice after other players moved."""
        return hashlib.blake2s(self.model_dump_json().encode(), digest_size=4).hexdigest()

    def __str__(self) -> str:
        extras = [
            str(v)
            for k, v in self.model_dump(exclude={"player", "kind"}).items()
            if v is not None and v != ()
        ]
        return ":".join([self.kind, *extras])


class Decision(BaseModel):
    """An open choice for one player: every legal option, enumerated."""

    model_config = ConfigDict(frozen=True)

    player: PlayerId
    kind: str
    options: list[Action]
    private: bool = False
    """Must be asked out of the public channel (DM or ephemeral)."""
    default: Action | None = None
    """The option a timeout plays (one of ``options``; the first one when unset), unless the
    game's :meth:`Game.timeout` does something no player may choose, such as Brutal Ring's
    "time is up" closing a window for everyone."""
    timer: int | None = None
    """Seconds, when the rules themselves set a clock; otherwise the match's turn timeout."""
    stretch: str | None = None
    """Decisions of one player with the same stretch id share one deadline (a KarateKarte
    turn is several small decisions under one turn clock). Without an id, consecutive
    decisions of the same ``kind`` share it."""


class Event(BaseModel):
    """Something that happened, as data: a ``kind`` (a value of the game's event enum) and
    typed fields, never a sentence (the bot's text catalog words it for each reader).

    ``to`` lists who may read it; ``None`` means everyone. A game subclasses ``Event`` once per
    kind, with ``kind`` as a ``Literal`` so a state's log parses back to the right classes.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: str
    to: tuple[PlayerId, ...] | None = None

    def visible_to(self, viewer: PlayerId | None) -> bool:
        return self.to is None or (viewer is not None and viewer in self.to)

    @property
    def private(self) -> bool:
        return self.to is not None

    def fields(self) -> dict[str, Any]:
        """The event's own fields (not ``kind`` or ``to``): the parameters of its text."""
        return {k: v for k, v in self.__dict__.items() if k not in ("kind", "to")}


class Reason(StrEnum):
    """How a game ended."""

    POINTS = "points"  # the most points
    TIEBREAK = "tiebreak"  # equal points, decided by the game's tie-break
    DRAW = "draw"  # nobody wins
    SHARED = "shared"  # a tie that stays: several sides share the win
    RESIGN = "resign"
    TIMEOUT = "timeout"  # forfeited after missed turns
    KO = "ko"
    RING_OUT = "ring_out"
    ROUNDS = "rounds"  # the round limit, ranked by the game's rule


class Outcome(BaseModel):
    """The final result, as data. ``winners`` empty means a draw."""

    model_config = ConfigDict(frozen=True)

    winners: list[PlayerId]
    ranking: list[list[PlayerId]]
    """Groups of players from first place down; players in one group are tied."""
    scores: dict[PlayerId, int] = Field(default_factory=dict)
    tiebreak: dict[PlayerId, int] = Field(default_factory=dict)
    """What the tie-break compared (KarateKarte's Impacts, Brutal Ring's gladiators), when the
    game has one; in team games each member carries the team's value."""
    teams: list[list[PlayerId]] | None = None
    """For team games: the sides, in the order of ``team_scores``."""
    team_scores: list[int] | None = None
    reason: Reason
    loser: PlayerId | None = None
    """Who resigned or forfeited, for those reasons."""


LOG_TAIL = 24
"""Events of earlier steps a state keeps (besides its own step's): what a view shows as
"recent" (a board's caption, a prompt's last lines). The whole history is the match store's
append-only event table, so a snapshot stays a few KiB however long the game."""


class State(BaseModel):
    """Fields every game state carries. A game narrows ``log`` to its own event union."""

    game: str
    players: list[PlayerId]
    seed: int
    version: int = 0
    rng: Rng
    log: list[Event] = Field(default_factory=list)
    """The latest events: every event of the step that made this state, after at most
    :data:`LOG_TAIL` of the steps before. Never the whole game (see :meth:`events_since`)."""
    emitted: int = 0
    """How many events the game has emitted since setup: the last one's number (``seq``)."""

    def emit(self, event: Event) -> None:
        """Append an event (only on an engine's private working copy)."""
        self.log.append(event)
        self.emitted += 1

    def events_since(self, emitted: int) -> list[Event]:
        """The events emitted after the ``emitted``-th: a step's own events are
        ``after.events_since(before.emitted)``. Raises ``ValueError`` for events this state no
        longer holds (older steps': the match store has them)."""
        count = self.emitted - emitted
        if count < 0 or count > len(self.log):
            raise ValueError(f"events after #{emitted} are not all in this state's log")
        return self.log[len(self.log) - count:] if count else []


_LEAVES: frozenset[type] = frozenset({str, int, float, bool, type(None)})
"""Exact types returned as they are without a call: most of a state's values are these."""

_FROZEN: dict[type, bool] = {}
"""Whether a model class is frozen, looked up once per class (``model_config`` is a dict
lookup per value otherwise, on the hottest path of every playout)."""

_set_attribute = object.__setattr__


def _is_frozen(cls: type) -> bool:
    frozen = _FROZEN.get(cls)
    if frozen is None:
        frozen = _FROZEN[cls] = bool(cls.model_config.get("frozen"))  # type: ignore[attr-defined]
    return frozen


def _working_copy(value: Any) -> Any:
    """A deep copy of a state for ``apply`` to work on.

    Faster than ``copy.deepcopy`` (which dominated playout time) because it knows the shapes a
    state is made of: pydantic models, lists, dicts and immutable leaves. Frozen models (log
    events, actions) and leaves are shared, not copied: nothing ever changes them, and the log
    is append-only. It was still half of a playout's time, so leaves skip the call (the
    ``type(v) in _LEAVES`` tests below) and whether a class is frozen is looked up once.
    """
    cls = type(value)
    if cls in _LEAVES:
        return value
    if cls is list:
        # State lists are homogeneous: piles of card ids, the log of frozen events.
        if not value or _is_immutable(value[0]):
            return list(value)
        return [v if type(v) in _LEAVES else _working_copy(v) for v in value]
    if cls is dict:
        return {k: v if type(v) in _LEAVES else _working_copy(v) for k, v in value.items()}
    if isinstance(value, BaseModel):
        if _is_frozen(cls):
            return value
        new = cls.__new__(cls)
        _set_attribute(new, "__dict__", {k: v if type(v) in _LEAVES else _working_copy(v)
                                         for k, v in value.__dict__.items()})
        _set_attribute(new, "__pydantic_fields_set__", set(value.__pydantic_fields_set__))
        extra, private = value.__pydantic_extra__, value.__pydantic_private__
        _set_attribute(new, "__pydantic_extra__", None if extra is None else copy.copy(extra))
        _set_attribute(new, "__pydantic_private__",
                       None if private is None else copy.copy(private))
        return new
    return value  # enums, tuples of immutable values


def copy_state(state: S) -> S:
    """A deep copy that is safe to change (frozen log events are shared, not copied)."""
    return _working_copy(state)  # type: ignore[no-any-return]


def _next_copy(state: S) -> S:
    """The working copy a step mutates: the next version, its log cut to the recent tail."""
    new: S = _working_copy(state)
    if len(new.log) > LOG_TAIL:
        del new.log[:-LOG_TAIL]
    new.version = state.version + 1
    return new


def _is_immutable(value: Any) -> bool:
    cls = type(value)
    return cls in _LEAVES or isinstance(value, str | int | float) or (
        isinstance(value, BaseModel) and _is_frozen(cls))


S = TypeVar("S", bound=State)
A = TypeVar("A", bound=Action)


class Game(ABC, Generic[S, A]):
    """Base class for engines: it implements the contract's checks once for every game.

    Subclasses define ``_setup``, ``pending``, ``_step`` (which may assume the action is legal and
    mutates a private deep copy), ``view`` and ``outcome``.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: ClassVar[type[BaseModel]]
    StateModel: ClassVar[type[State]]
    ActionModel: ClassVar[type[Action]]

    def setup(self, players: Sequence[PlayerId], seed: int,
              options: BaseModel | None = None) -> S:
        if not self.min_players <= len(players) <= self.max_players:
            raise ValueError(
                f"{self.title} takes {self.min_players}-{self.max_players} players, "
                f"not {len(players)}")
        if len(set(players)) != len(players):
            raise ValueError("a player cannot take two seats")
        opts = options if options is not None else self.Options()
        return self._setup(list(players), seed, opts)

    @abstractmethod
    def _setup(self, players: list[PlayerId], seed: int, options: BaseModel) -> S: ...

    @abstractmethod
    def pending(self, state: S) -> list[Decision]: ...

    def decision_for(self, state: S, player: PlayerId) -> Decision | None:
        return next((d for d in self.pending(state) if d.player == player), None)

    def apply(self, state: S, action: A) -> S:
        """Check that ``action`` is offered, then step a deep copy. Never mutates ``state``."""
        decision = self.decision_for(state, action.player)
        if decision is None:
            if not self.pending(state):
                raise IllegalAction("the game is over")
            raise IllegalAction(f"it is not {action.player}'s decision")
        if action not in decision.options:
            raise IllegalAction(f"{action} is not a legal choice now")
        new = _next_copy(state)
        self._step(new, action)
        return new

    def timeout(self, state: S, player: PlayerId) -> S:
        """What happens when ``player``'s decision runs out of time: by default the
        decision's ``default`` option (the first option when it names none). A game whose
        clock does something no player may choose (close a window for everyone) overrides
        :meth:`_timeout`. Pure like ``apply``; the match service records it as a move, so a
        replay calls it again at the same point."""
        decision = self.decision_for(state, player)
        if decision is None:
            raise IllegalAction(f"{player} has no decision to time out")
        new = _next_copy(state)
        self._timeout(new, decision)
        return new

    def _timeout(self, state: S, decision: Decision) -> None:
        option = decision.default if decision.default is not None else decision.options[0]
        self._step(state, option)  # type: ignore[arg-type]

    @abstractmethod
    def _step(self, state: S, action: A) -> None:
        """Apply a legal action to ``state`` in place (a private copy)."""

    @abstractmethod
    def view(self, state: S, viewer: PlayerId | None) -> BaseModel: ...

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None: ...

    def forfeit(self, state: S, player: PlayerId, reason: str) -> Outcome:
        """The outcome when ``player`` resigns or is forfeited: every other player wins.

        Games with teams or eliminations override this.
        """
        others = [p for p in state.players if p != player]
        return Outcome(winners=others, ranking=[others, [player]], reason=Reason(reason),
                       loser=player)

    def load(self, data: str | bytes) -> S:
        return self.StateModel.model_validate_json(data)  # type: ignore[return-value]

    def parse_action(self, data: str | bytes | dict[str, Any]) -> A:
        """Validate an action from JSON or a dict (the store's log, a custom_id payload)."""
        if isinstance(data, dict):
            return self.ActionModel.model_validate(data)  # type: ignore[return-value]
        return self.ActionModel.model_validate_json(data)  # type: ignore[return-value]

    def visible_log(self, state: S, viewer: PlayerId | None) -> list[Event]:
        """The recent events ``viewer`` may read (a view's ``log``)."""
        return [e for e in state.log if e.visible_to(viewer)]

    def parse_events(self, data: str | bytes) -> list[Event]:
        """Events stored as a JSON list (the match store's event table), as this game's
        classes."""
        adapter = _EVENT_LISTS.get(self.StateModel)
        if adapter is None:
            adapter = _EVENT_LISTS[self.StateModel] = TypeAdapter(
                self.StateModel.model_fields["log"].annotation)
        return adapter.validate_json(data)  # type: ignore[no-any-return]


_EVENT_LISTS: dict[type[State], TypeAdapter[Any]] = {}
