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

import functools
import hashlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from rules.cow import Part, Session, lazy_copy, recall, remember, seal, settle, working_copy

PlayerId = str
"""Players are opaque strings; the bot uses Discord user ids."""

_MASK64 = (1 << 64) - 1


class IllegalAction(ValueError):
    """An action that the current state does not offer. Nothing was changed."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Rng(Part):
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
    ask: bool = False
    """Asked even with a single option: when whether a player is asked would tell the others
    a secret (a Martial Art defender is asked whenever the target zone holds face-down
    tokens, whether or not one of them is a Defense). Otherwise a single option is played
    by the engine."""


_DECISION_FIELDS = tuple(Decision.model_fields)
_set_attribute = object.__setattr__


def quick_decision(player: PlayerId, kind: str, options: list[Action], *,
                   private: bool = False, default: Action | None = None,
                   timer: int | None = None, stretch: str | None = None,
                   ask: bool = False) -> Decision:
    """The :class:`Decision` ``Decision(...)`` would build from these values, without
    pydantic's validation: for an engine's own values (its kinds, its cached actions, a list
    it just made), where validating cost more than the rest of ``pending``. ``kind`` is kept
    a plain ``str`` as validation makes it."""
    decision = Decision.__new__(Decision)
    _set_attribute(decision, "__dict__", {
        "player": player, "kind": str(kind), "options": options, "private": private,
        "default": default, "timer": timer, "stretch": stretch, "ask": ask})
    _set_attribute(decision, "__pydantic_fields_set__", set(_DECISION_FIELDS))
    _set_attribute(decision, "__pydantic_extra__", None)
    _set_attribute(decision, "__pydantic_private__", None)
    return decision


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


FORCED_LIMIT = 10_000
"""At most this many single-option decisions the engine plays in a row after one call (a
game whose own steps kept offering one option forever would be a bug: it raises, rather than
hang a match)."""

LOG_TAIL = 24
"""Events of earlier steps a state keeps (besides its own step's): what a view shows as
"recent" (a board's caption, a prompt's last lines). The whole history is the match store's
append-only event table, so a snapshot stays a few KiB however long the game."""


class State(Part):
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


def copy_state(state: S) -> S:
    """A deep copy that is safe to change (frozen log events are shared, not copied)."""
    return working_copy(state)  # type: ignore[no-any-return]


def _same_version_copy(state: S) -> tuple[S, Session]:
    """The working copy of a forced move the engine plays itself: still the same version (one
    ``apply`` or ``timeout`` call is one version), the log kept whole, since it already starts
    with the recent tail and holds the events of the call so far."""
    new, session = lazy_copy(state)
    new.__dict__["log"] = state.log.copy()
    return new, session  # type: ignore[return-value]


def _next_copy(state: S) -> tuple[S, Session]:
    """The working copy a step mutates: the next version, its log cut to the recent tail.

    A lazy copy (:mod:`rules.cow`): only what the step reads is copied; the caller settles the
    session after the step, so the rest is shared with ``state``."""
    new, session = lazy_copy(state)
    log = state.log  # frozen events: a new list of the same ones, the tail only
    new.__dict__["log"] = log[-LOG_TAIL:] if len(log) > LOG_TAIL else log.copy()
    new.version = state.version + 1  # type: ignore[attr-defined]
    return new, session  # type: ignore[return-value]


S = TypeVar("S", bound=State)
A = TypeVar("A", bound=Action)
G = TypeVar("G", bound="Game[Any, Any]")


def remembered(pending: Callable[[G, S], list[Decision]]) -> Callable[[G, S], list[Decision]]:
    """Decorate a game's ``pending``: its decisions are computed once per state ``apply`` or
    ``timeout`` made (:func:`rules.cow.seal`), then read back; a random playout asks twice
    per move (the player's ``pending``, then ``apply``'s legality check). Each call gets its
    own list; the decisions themselves are frozen."""

    @functools.wraps(pending)
    def wrapper(self: G, state: S) -> list[Decision]:
        decisions: list[Decision] | None = recall(state, "pending")
        if decisions is None:
            decisions = pending(self, state)
            remember(state, "pending", decisions)
        return list(decisions)

    return wrapper


def remembered_pending(state: State) -> list[Decision] | None:
    """The decisions a :func:`remembered` ``pending`` already computed for ``state``, if any
    (read only: for a game's faster ``decision_for``)."""
    return recall(state, "pending")  # type: ignore[no-any-return]


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
    counts_missed_turns: ClassVar[bool] = False
    """The rules themselves put out a player who misses turns (Martial Art R65 eliminates
    the fighter and the others play on), so the match service plays every timeout instead of
    ending the match at its forfeit count."""

    def setup(self, players: Sequence[PlayerId], seed: int,
              options: BaseModel | None = None) -> S:
        if not self.min_players <= len(players) <= self.max_players:
            raise ValueError(
                f"{self.title} takes {self.min_players}-{self.max_players} players, "
                f"not {len(players)}")
        if len(set(players)) != len(players):
            raise ValueError("a player cannot take two seats")
        opts = options if options is not None else self.Options()
        state = self._setup(list(players), seed, opts)
        # The first state is the game's own fresh value: its forced moves are played in place.
        for _ in range(FORCED_LIMIT):
            forced = self._forced(state)
            if forced is None:
                return state
            self._step(state, forced)
        raise RuntimeError(f"{self.title}: more than {FORCED_LIMIT} forced moves in a row")

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
        # The engine's own option objects first, by identity: ``in`` alone compares every
        # option before the chosen one field by field (pydantic ``__eq__``).
        if not any(o is action for o in decision.options) and action not in decision.options:
            raise IllegalAction(f"{action} is not a legal choice now")
        new, session = _next_copy(state)
        self._step(new, action)
        settle(session)
        seal(new)
        return self._play_forced(new)

    def timeout(self, state: S, player: PlayerId) -> S:
        """What happens when ``player``'s decision runs out of time: by default the
        decision's ``default`` option (the first option when it names none). A game whose
        clock does something no player may choose (close a window for everyone) overrides
        :meth:`_timeout`. Pure like ``apply``; the match service records it as a move, so a
        replay calls it again at the same point."""
        decision = self.decision_for(state, player)
        if decision is None:
            raise IllegalAction(f"{player} has no decision to time out")
        new, session = _next_copy(state)
        self._timeout(new, decision)
        settle(session)
        seal(new)
        return self._play_forced(new)

    def _forced(self, state: S) -> A | None:
        """The option of the first open decision that has only one (ARCHITECTURE.md: "a
        decision with a single option is not asked: the engine plays it"), if any. In a
        simultaneous step that is one player's, e.g. a trick window's "Ready" alone."""
        for decision in self.pending(state):
            if len(decision.options) == 1 and not decision.ask:
                return decision.options[0]  # type: ignore[return-value]
        return None

    def _play_forced(self, state: S) -> S:
        """Play every forced move after a call, each on its own lazy working copy (so the
        states before stay untouched and the memo of each is sound). Their events join the
        call's; the version stays the call's. ``pending`` is remembered per sealed state, so
        asking it here costs nothing the next reader would not pay."""
        for _ in range(FORCED_LIMIT):
            forced = self._forced(state)
            if forced is None:
                return state
            new, session = _same_version_copy(state)
            self._step(new, forced)
            settle(session)
            seal(new)
            state = new
        raise RuntimeError(f"{self.title}: more than {FORCED_LIMIT} forced moves in a row")

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
