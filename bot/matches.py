"""The match service: lobby -> seats -> apply action -> what changed -> deadlines.

Discord-free. Everything a caller can get wrong raises a :class:`MatchError` subclass naming a
message of the text catalog (worded for each reader by the Discord layer), and changes
nothing. One writer per match at a time: a per-match asyncio lock in this process, plus the
store's version check in the same transaction as the write.

Deadlines. Each player with an open decision has one deadline row. The row is kept while the
player's decisions continue (a KarateKarte turn is several small decisions under one turn
clock) and is set anew when the player newly gets a decision, or when a decision with a rules
timer (Brutal Ring's entry minute) begins. When it passes, :meth:`MatchService.expire_due`
plays that stretch out through the engine's ``Game.timeout``, then :data:`FORFEIT_AFTER`
timeouts in a row forfeit the match.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import sqlite3
import time
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from bot.errors import (
    BadAction,
    BrokenMatch,
    LobbyError,
    MatchError,
    MatchOver,
    NoSuchMatch,
    NotAllowed,
    NotSeated,
    NotYourTurn,
    OutOfDate,
)
from bot.lobbies import (
    DEFAULT_LOBBY_TTL,
    DEFAULT_TURN_TIMEOUT,
    MAX_OPEN_LOBBIES,
    MAX_TURN_TIMEOUT,
    MIN_TURN_TIMEOUT,
    LobbyService,
)
from bot.store import (
    MAX_INTEGER,
    DeadlineRow,
    MatchMeta,
    MatchRow,
    MatchSummary,
    StaleVersion,
    Store,
    StoreError,
    UnknownMatch,
)
from rules import GAMES
from rules.core import Action, Decision, Event, Game, IllegalAction, Outcome, Reason, State

__all__ = ["DEFAULT_LOBBY_TTL", "DEFAULT_TURN_TIMEOUT", "MAX_ID", "MAX_OPEN_LOBBIES",
           "MAX_TURN_TIMEOUT", "MIN_TURN_TIMEOUT", "BadAction", "BrokenMatch", "LobbyError",
           "MatchError", "MatchOver", "MatchService", "NoSuchMatch", "NotAllowed", "NotSeated",
           "NotYourTurn", "OutOfDate", "Reminder", "Timeout", "Update"]

log = logging.getLogger(__name__)

MAX_ID = MAX_INTEGER
"""A match id past what SQLite stores (from a forged custom id) names no match."""
FORFEIT_AFTER = 3
"""Consecutive timeouts after which a player forfeits."""
BROKEN_RETRY = 6 * 3600
"""Seconds before a deadline that failed to apply is tried again (a bug: an admin looks)."""
TRANSIENT_RETRY = 10
"""Seconds before a deadline that failed on a passing fault (a locked or busy database, an
I/O error) is tried again: the clock must not slip by hours because of a lock."""
MAX_DEFAULT_STEPS = 200
"""Bound on defaults applied for one expired deadline (a stretch is a handful of steps)."""


# ----------------------------------------------------------------------------- results


@dataclass
class Update:
    """What one call changed, for the Discord layer to announce."""

    match: MatchRow
    state: State | None = None
    events: list[Event] = field(default_factory=list)
    """New log events, each with its readers; filter with ``Event.visible_to``."""
    decisions: list[Decision] = field(default_factory=list)
    """Everything open now."""
    new_turns: list[str] = field(default_factory=list)
    """Players who newly have a decision (ping them, send them their prompt)."""
    outcome: Outcome | None = None
    timed_out: list[str] = field(default_factory=list)
    """Players whose deadline passed in this update."""

    log_end: int = 0
    """The length of the state's log after this update (what the thread may be told up to)."""

    @property
    def finished(self) -> bool:
        return self.match.over


class Timeout(BaseModel):
    """A move the match service plays when a player's time runs out: the engine's
    ``Game.timeout`` decides what it does. Stored in the action log like a player's action."""

    model_config = ConfigDict(frozen=True)

    player: str
    kind: Literal["timeout"] = "timeout"


@dataclass
class Reminder:
    match: MatchRow
    player: str
    due_at: float


# ----------------------------------------------------------------------------- the service


class MatchService(LobbyService):
    def __init__(self, store: Store, clock: Callable[[], float] = time.time,
                 games: dict[str, Game] | None = None,
                 seeds: Callable[[], int] | None = None,
                 lobby_ttl: float = DEFAULT_LOBBY_TTL) -> None:
        self._init_lobbies(lobby_ttl)
        self.store = store
        self.clock = clock
        self.seeds = seeds if seeds is not None else (lambda: secrets.randbits(63))
        """Where new matches get their seed: secret and random, unless a test, a benchmark or
        the sandbox's screenshots need the same deal every run."""
        self.games = games if games is not None else GAMES
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = (
            weakref.WeakValueDictionary())
        self.on_change: Callable[[], None] | None = None
        """Called whenever deadlines may have moved, so the deadline timer re-plans."""

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def _lock(self, match_id: int) -> asyncio.Lock:
        lock = self._locks.get(match_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[match_id] = lock
        return lock

    def game(self, game_id: str) -> Game:
        try:
            return self.games[game_id]
        except KeyError:
            raise MatchError("core.error.unknown_game", game=game_id) from None

    # -- reading

    async def get(self, match_id: int) -> MatchRow:
        if not 0 <= match_id <= MAX_ID:  # SQLite cannot even be asked
            raise NoSuchMatch("core.error.no_match", id=match_id)
        try:
            return await self.store.get_match(match_id)
        except UnknownMatch:
            raise NoSuchMatch("core.error.no_match", id=match_id) from None
        except StoreError as exc:
            raise BrokenMatch("core.error.store", detail=str(exc)) from exc

    def load_state(self, match: MatchRow) -> State:
        if match.snapshot is None:
            raise MatchError("core.error.not_started", id=match.id)
        try:
            return self.game(match.game).load(match.snapshot)
        except (ValueError, ValidationError) as exc:
            raise BrokenMatch("core.error.broken", id=match.id) from exc

    async def state(self, match_id: int) -> tuple[MatchRow, State]:
        match = await self.get(match_id)
        return match, self.load_state(match)

    def outcome(self, match: MatchRow, state: State | None) -> Outcome | None:
        if match.result is not None:
            return Outcome.model_validate(match.result)
        if state is None:
            return None
        return self.game(match.game).outcome(state)

    async def replay(self, match_id: int) -> State:
        """Rebuild the state from the seed and the action log (the snapshot is a cache)."""
        match = await self.get(match_id)
        if match.seed is None:
            raise MatchError("core.error.not_started", id=match_id)
        game = self.game(match.game)
        state = game.setup(match.seats, match.seed, game.Options.model_validate(match.options))
        for row in await self.store.actions(match_id):
            if row.source == "timeout":
                assert row.player is not None
                state = game.timeout(state, row.player)
            else:
                state = game.apply(state, game.parse_action(row.action))
        return state

    async def running_for(self, guild_id: int | None, user: str, *, limit: int = 25,
                          offset: int = 0) -> tuple[list[MatchSummary], int]:
        """A page of ``user``'s open lobbies and running matches (seated or hosting), newest
        first, and how many there are: no snapshot is read."""
        return await self.store.summaries(player=user, guild_id=guild_id, limit=limit,
                                          offset=offset)

    # -- lobby

    async def set_location(self, match_id: int, *, thread_id: int | None = None,
                           message_id: int | None = None,
                           no_message: bool = False) -> MatchRow:
        """Where the match is shown; ``no_message`` forgets the status message (it could not
        be posted: the next refresh posts a new one)."""
        fields: dict[str, Any] = {}
        if thread_id is not None:
            fields["thread_id"] = thread_id
        if message_id is not None or no_message:
            fields["message_id"] = message_id
        return await self.store.update_match(match_id, now=self.clock(), **fields)

    async def set_meta(self, match_id: int, **values: Any) -> MatchRow:
        """Merge bookkeeping values (display names...) into the match's meta."""
        async with self._lock(match_id):
            match = await self.get(match_id)
            return await self.store.update_match(
                match_id, meta=match.meta.model_copy(update=values), now=self.clock())

    async def claim_log(self, match_id: int, upto: int) -> int:
        """Mark the state's log events before ``upto`` as told to the thread and return where
        the untold ones start (under the match lock, so events of moves made at the same time
        are neither lost nor posted twice: a caller gets ``start >= upto`` when another
        already posted them)."""
        async with self._lock(match_id):
            match = await self.get(match_id)
            start = match.meta.log_posted
            if upto > start:
                await self.store.update_match(
                    match_id, meta=match.meta.model_copy(update={"log_posted": upto}),
                    now=self.clock())
            return start

    async def start(self, match_id: int, user: str, seed: int | None = None) -> Update:
        async with self._lock(match_id):
            match = await self._lobby(match_id)
            game = self.game(match.game)
            if user != match.host_id:
                raise NotAllowed("core.error.host_only_start")
            if len(match.seats) < game.min_players:
                raise LobbyError("core.error.need_players", title=game.title, n=game.min_players)
            if match.meta.capacity and len(match.seats) != self.capacity(match):
                raise LobbyError("core.error.capacity", capacity=self.capacity(match),
                                 seated=len(match.seats))
            seed = self.seeds() if seed is None else seed
            state = game.setup(match.seats, seed, game.Options.model_validate(match.options))
            now = self.clock()
            decisions = game.pending(state)
            deadlines = self._deadlines(match, state, decisions, {}, [], now)
            match = await self.store.record(
                match_id, expected_version=0, snapshot=state.model_dump_json(), now=now,
                status="running", seed=seed, deadlines=deadlines)
            self._changed()
            return Update(match=match, state=state, events=list(state.log),
                          log_end=len(state.log),
                          decisions=decisions, new_turns=[d.player for d in decisions])

    # -- playing

    async def submit(self, match_id: int, user: str, action: Action | dict[str, Any] | str,
                     expected_version: int) -> Update:
        """Validate ``action`` against ``pending``, apply it, persist, and say what changed."""
        async with self._lock(match_id):
            match, state, game, decisions = await self._running(match_id, user,
                                                                expected_version)
            try:
                parsed = action if isinstance(action, Action) else game.parse_action(action)
            except (ValueError, ValidationError) as exc:
                raise BadAction("core.error.not_understood") from exc
            if parsed.player != user:
                raise NotYourTurn("core.error.act_for_self")
            return await self._apply(match, state, game, [parsed], source="player",
                                     decisions=decisions)

    async def choose(self, match_id: int, user: str, expected_version: int, index: int,
                     key: str | None = None) -> Update:
        """Pick option ``index`` (whose ``Action.key`` is ``key``) of ``user``'s decision, as
        shown at ``expected_version`` (what a button carries).

        Other players may have moved since (simultaneous decisions): the click still counts
        if ``user`` has not acted since and the same choice is still open. A second click on
        the same prompt (the user acted since) is out of date.
        """
        async with self._lock(match_id):
            match = await self.get(match_id)
            if match.over:
                raise MatchOver("core.error.over")
            if user not in match.seats:
                raise NotSeated("core.error.not_playing")
            moved_on = match.version != expected_version
            if moved_on and (key is None or await self.store.acted_since(
                    match_id, user, expected_version)):
                raise OutOfDate("core.error.out_of_date")
            match, state, game, decisions = await self._running(
                match_id, user, None if moved_on else expected_version)
            decision = next((d for d in decisions if d.player == user), None)
            if decision is None:
                raise (OutOfDate("core.error.out_of_date") if moved_on
                       else NotYourTurn("core.error.not_your_turn"))
            if moved_on:
                chosen = next((o for o in decision.options if o.key == key), None)
                if chosen is None:
                    raise OutOfDate("core.error.choice_closed")
            else:
                if not 0 <= index < len(decision.options):
                    raise BadAction("core.error.not_available")
                chosen = decision.options[index]
                if key is not None and chosen.key != key:
                    raise OutOfDate("core.error.out_of_date")
            return await self._apply(match, state, game, [chosen], source="player",
                                     decisions=decisions)

    async def _running(self, match_id: int, user: str, expected_version: int | None
                       ) -> tuple[MatchRow, State, Game, list[Decision]]:
        """The running match ``user`` is seated in, its state, engine and open decisions
        (computed here once, for the caller and ``_apply`` to share)."""
        match = await self.get(match_id)
        if match.status == "lobby":
            raise MatchError("core.error.not_started_yet")
        if match.over:
            raise MatchOver("core.error.over")
        if user not in match.seats:
            raise NotSeated("core.error.not_playing")
        if expected_version is not None and expected_version != match.version:
            raise OutOfDate("core.error.out_of_date")
        state = self.load_state(match)
        game = self.game(match.game)
        decisions = game.pending(state)
        if expected_version is not None and all(d.player != user for d in decisions):
            raise NotYourTurn("core.error.not_your_turn")
        return match, state, game, decisions

    async def _apply(self, match: MatchRow, state: State, game: Game,
                     moves: Sequence[Action | Timeout], source: str,
                     timed_out: Sequence[str] = (), deadline: float | None = None,
                     decisions: list[Decision] | None = None) -> Update:
        """Apply one action (a player's) or a stretch of timeouts and persist.

        Each move is its own row and transaction, so the log replays step by step.
        """
        # pending() once per version: each state's decisions are computed here and handed on.
        if decisions is None:
            decisions = game.pending(state)
        before_decisions = decisions
        events_from = len(state.log)
        streaks = dict(match.meta.timeouts)
        counted = dict(match.meta.timeouts_counted)
        for player in timed_out:
            # A stretch of defaults is several transactions; if the bot stops in the middle,
            # the same deadline fires again after the restart: count it once.
            if deadline is None or counted.get(player) != deadline:
                streaks[player] = streaks.get(player, 0) + 1
            if deadline is not None:
                counted[player] = deadline
        for move in moves:
            try:
                new = (game.timeout(state, move.player) if isinstance(move, Timeout)
                       else game.apply(state, move))
            except IllegalAction as exc:
                raise BadAction("core.error.illegal") from exc
            if source == "player":
                streaks[move.player] = 0
            meta = match.meta.model_copy(update={"timeouts": dict(streaks),
                                                 "timeouts_counted": dict(counted)})
            new_decisions = game.pending(new)
            match = await self._persist(match, state, new, game, move, source, meta,
                                        decisions, new_decisions)
            state, decisions = new, new_decisions
        return self._update(match, before_decisions, state, decisions, events_from,
                            list(timed_out))

    async def _persist(self, match: MatchRow, old: State, new: State, game: Game,
                       move: Action | Timeout, source: str, meta: MatchMeta,
                       old_decisions: list[Decision], decisions: list[Decision]) -> MatchRow:
        now = self.clock()
        outcome = game.outcome(new) if not decisions else None
        if not decisions and outcome is None:
            raise MatchError("core.error.no_result")
        existing = {d.player: d for d in await self.store.deadlines(match.id)}
        deadlines = self._deadlines(match, new, decisions, existing, old_decisions, now)
        try:
            match = await self.store.record(
                match.id, expected_version=old.version, snapshot=new.model_dump_json(),
                now=now, action=move.model_dump_json(), player=move.player,
                source=source,  # type: ignore[arg-type]
                status="finished" if outcome else None,
                result=outcome.model_dump(mode="json") if outcome else None,
                deadlines=deadlines, meta=meta)
        except StaleVersion as exc:
            raise OutOfDate("core.error.out_of_date") from exc
        self._changed()
        return match

    def _deadlines(self, match: MatchRow, state: State, decisions: list[Decision],
                   existing: dict[str, DeadlineRow], previous: list[Decision],
                   now: float) -> list[DeadlineRow]:
        prev = {d.player: d for d in previous}
        rows = []
        for d in decisions:
            old = existing.get(d.player)
            if old is not None and self._continues(prev.get(d.player), d):
                rows.append(old.model_copy(update={"version": state.version}))
                continue
            span = d.timer if d.timer is not None else match.turn_timeout
            rows.append(DeadlineRow(match_id=match.id, player=d.player, version=state.version,
                                    due_at=now + span,
                                    remind_at=now + span / 2 if span >= 120 else None,
                                    reminded=False))
        return rows

    @staticmethod
    def _continues(previous: Decision | None, current: Decision) -> bool:
        """Does ``current`` continue the stretch ``previous`` belonged to (same clock)?"""
        if previous is None or previous.timer != current.timer:
            return False
        if previous.stretch is not None or current.stretch is not None:
            return previous.stretch == current.stretch
        return previous.kind == current.kind

    def _update(self, match: MatchRow, before_decisions: list[Decision], state: State,
                decisions: list[Decision], events_from: int, timed_out: list[str]) -> Update:
        prev = {d.player: d for d in before_decisions}
        new_turns = [d.player for d in decisions if not self._continues(prev.get(d.player), d)]
        return Update(match=match, state=state, events=state.log[events_from:],
                      log_end=len(state.log),
                      decisions=decisions, new_turns=new_turns,
                      outcome=self.outcome(match, state), timed_out=timed_out)

    # -- ending early

    async def resign(self, match_id: int, user: str) -> Update:
        async with self._lock(match_id):
            match, state, game, _ = await self._running(match_id, user, None)
            return await self._forfeit(match, state, game, user, Reason.RESIGN)

    async def _forfeit(self, match: MatchRow, state: State, game: Game, player: str,
                       reason: Reason, timed_out: Sequence[str] = ()) -> Update:
        outcome = game.forfeit(state, player, reason)
        match = await self.store.record(
            match.id, expected_version=match.version, snapshot=match.snapshot or "",
            now=self.clock(), status="finished", result=outcome.model_dump(mode="json"),
            deadlines=[])
        self._changed()
        return Update(match=match, state=state, outcome=outcome, timed_out=list(timed_out),
                      log_end=len(state.log))

    async def abort(self, match_id: int, user: str, *, admin: bool = False) -> MatchRow:
        """Stop a lobby or a running match with no result (the host, or a server manager)."""
        async with self._lock(match_id):
            match = await self.get(match_id)
            if match.over:
                raise MatchOver("core.error.already_over")
            if user != match.host_id and not admin:
                raise NotAllowed("core.error.abort_not_allowed")
            if match.status == "lobby":
                return await self.store.update_match(match_id, status="aborted",
                                                     now=self.clock())
            match = await self.store.record(
                match_id, expected_version=match.version, snapshot=match.snapshot or "",
                now=self.clock(), status="aborted", deadlines=[])
            self._changed()
            return match

    # -- time

    async def expire_due(self, now: float | None = None) -> list[Update]:
        """Apply the defaults of every decision whose deadline has passed."""
        now = self.clock() if now is None else now
        updates = []
        for row in await self.store.due_deadlines(now):
            try:
                update = await self._expire(row, now)
            except (sqlite3.OperationalError, OSError) as exc:
                log.warning("match %s: %s's timeout hit a passing fault (%s); retrying in %ss",
                            row.match_id, row.player, exc, TRANSIENT_RETRY)
                await self.store.postpone(row.match_id, row.player, now + TRANSIENT_RETRY)
                continue
            except Exception:
                # One broken match must not stop every other match's clock: set its
                # deadline aside (an admin can look at it) and carry on.
                log.exception("match %s: applying %s's timeout failed; deadline set aside",
                              row.match_id, row.player)
                await self.store.postpone(row.match_id, row.player, now + BROKEN_RETRY)
                continue
            if update is not None:
                updates.append(update)
        return updates

    async def _expire(self, row: DeadlineRow, now: float) -> Update | None:
        async with self._lock(row.match_id):
            match = await self.get(row.match_id)
            current = {d.player: d for d in await self.store.deadlines(match.id)}.get(row.player)
            if not match.running or current is None or current.due_at > now:
                return None  # acted on, or re-planned, since the scan
            state = self.load_state(match)
            game = self.game(match.game)
            decision = game.decision_for(state, row.player)
            if decision is None:
                return None
            moves = self._timeout_stretch(game, state, row.player)
            if decision.timer is not None:
                # The rules' own clock ran out (Brutal Ring's entry minute): that is the game
                # going on, not a player missing a turn.
                return await self._apply(match, state, game, moves, source="timeout")
            streaks = match.meta.timeouts
            already = match.meta.timeouts_counted.get(row.player) == row.due_at
            if not already and streaks.get(row.player, 0) + 1 >= FORFEIT_AFTER:
                return await self._forfeit(match, state, game, row.player, Reason.TIMEOUT,
                                           [row.player])
            return await self._apply(match, state, game, moves, source="timeout",
                                     timed_out=[row.player], deadline=row.due_at)

    def _timeout_stretch(self, game: Game, state: State, player: str) -> list[Timeout]:
        """The timeouts that play out ``player``'s current stretch of decisions (a
        KarateKarte turn is several small decisions under one clock)."""
        moves: list[Timeout] = []
        decision = game.decision_for(state, player)
        while decision is not None and len(moves) < MAX_DEFAULT_STEPS:
            moves.append(Timeout(player=player))
            previous = decision
            state = game.timeout(state, player)
            decision = game.decision_for(state, player)
            if decision is not None and not self._continues(previous, decision):
                break
        return moves

    async def due_reminders(self, now: float | None = None) -> list[Reminder]:
        """Deadlines at half time that have not been announced; each is returned once."""
        now = self.clock() if now is None else now
        out = []
        for row in await self.store.due_reminders(now):
            if await self.store.mark_reminded(row.match_id, row.player, row.version):
                out.append(Reminder(match=await self.get(row.match_id), player=row.player,
                                    due_at=row.due_at))
        return out

    async def next_wakeup(self) -> float | None:
        """The earliest deadline, reminder or lobby expiry."""
        times = [t for t in (await self.store.next_wakeup(), await self.lobby_wakeup())
                 if t is not None]
        return min(times, default=None)
