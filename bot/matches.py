"""The match service: lobby -> seats -> apply action -> what changed -> deadlines.

Discord-free. Everything a caller can get wrong raises a :class:`MatchError` subclass naming a
message of the text catalog (worded for each reader by the Discord layer), and changes
nothing. One writer per match at a time: a per-match asyncio lock in this process, plus the
store's version check in the same transaction as the write (which, on PostgreSQL, locks the
match's row until the commit: the lock that holds across bot processes). A click that loses
that race to another process is tried once more against the newer state.

One move is one write: the action, its events (``match_events``), the snapshot, the deadlines
and a :class:`~bot.store.Notice` of what Discord is owed (the outbox), in one transaction and
one trip to the database thread. The match's row, state and open decisions stay cached
between moves (:class:`Live`), so a click reads nothing and ``pending`` runs once per version.

Deadlines. Each player with an open decision has one deadline row. The row is kept while the
player's decisions continue (a KarateKarte turn is several small decisions under one turn
clock) and is set anew when the player newly gets a decision, or when a decision with a rules
timer (Brutal Ring's entry minute) begins. When it passes, :meth:`MatchService.expire_due`
plays that stretch out through the engine's ``Game.timeout``, then :data:`FORFEIT_AFTER`
timeouts in a row forfeit the match.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

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
    Raced,
)
from bot.live_cache import LiveCache
from bot.lobbies import (
    DEFAULT_LOBBY_TTL,
    DEFAULT_TURN_TIMEOUT,
    MAX_OPEN_LOBBIES,
    MAX_TURN_TIMEOUT,
    MIN_TURN_TIMEOUT,
    LobbyService,
    Prepare,
)
from bot.store import (
    MAX_INTEGER,
    ActionSource,
    EventRow,
    MatchMeta,
    MatchRow,
    MatchSummary,
    Notice,
    Owed,
    StaleVersion,
    StoreError,
    UnknownMatch,
)
from bot.timeouts import (
    BROKEN_RETRY,
    FORFEIT_AFTER,
    MAX_DEFAULT_STEPS,
    TRANSIENT_RETRY,
    TimeService,
)
from bot.updates import Live, Reminder, Timeout, Update
from rules import GAMES
from rules.core import Action, Decision, Event, Game, IllegalAction, Outcome, Reason, State

if TYPE_CHECKING:
    from bot.database import StoreLike

__all__ = [
    "BROKEN_RETRY",
    "DEFAULT_LOBBY_TTL",
    "DEFAULT_TURN_TIMEOUT",
    "FORFEIT_AFTER",
    "MAX_DEFAULT_STEPS",
    "MAX_ID",
    "MAX_OPEN_LOBBIES",
    "MAX_TURN_TIMEOUT",
    "MIN_TURN_TIMEOUT",
    "TRANSIENT_RETRY",
    "BadAction",
    "BrokenMatch",
    "Live",
    "LobbyError",
    "MatchError",
    "MatchOver",
    "MatchService",
    "NoSuchMatch",
    "NotAllowed",
    "NotSeated",
    "NotYourTurn",
    "OutOfDate",
    "Reminder",
    "Timeout",
    "Update",
]

log = logging.getLogger(__name__)

MAX_ID = MAX_INTEGER
"""A match id past what SQLite stores (from a forged custom id) names no match."""

# ----------------------------------------------------------------------------- the service


class MatchService(LiveCache, TimeService, LobbyService):
    def __init__(self, store: StoreLike, clock: Callable[[], float] = time.time,
                 games: dict[str, Game] | None = None,
                 seeds: Callable[[], int] | None = None,
                 lobby_ttl: float = DEFAULT_LOBBY_TTL,
                 prepare: Mapping[str, Prepare] | None = None) -> None:
        self._init_lobbies(lobby_ttl, prepare)
        self.store = store
        self.clock = clock
        self.seeds = seeds if seeds is not None else (lambda: secrets.randbits(63))
        """Where new matches get their seed: secret and random, unless a test, a benchmark or
        the sandbox's screenshots need the same deal every run."""
        self.games = games if games is not None else GAMES
        self._init_cache()
        self.on_change: Callable[[], None] | None = None
        """Called whenever deadlines may have moved, so the deadline timer re-plans."""

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

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
            log.error("match %s cannot be read: %s", match_id, exc)  # for an admin, not players
            raise BrokenMatch("core.error.store", id=match_id) from exc

    def load_state(self, match: MatchRow) -> State:
        if match.snapshot is None:
            raise MatchError("core.error.not_started", id=match.id)
        try:
            return self.game(match.game).load(match.snapshot)
        except (ValueError, ValidationError) as exc:
            raise BrokenMatch("core.error.broken", id=match.id) from exc

    async def state(self, match_id: int) -> tuple[MatchRow, State]:
        """The match as stored now (one row read; the snapshot is parsed again only when
        the cache does not hold this version)."""
        match = await self.get(match_id)
        if match.snapshot is None:
            raise MatchError("core.error.not_started", id=match.id)
        live = await self._fresh(match)
        return live.match, live.state

    async def live(self, match_id: int) -> Live:
        """The stored match with its open decisions and deadlines (for the Discord layer)."""
        match = await self.get(match_id)
        if match.snapshot is None:
            raise MatchError("core.error.not_started", id=match.id)
        return await self._fresh(match)

    def outcome(self, match: MatchRow, state: State | None) -> Outcome | None:
        if match.result is not None:
            return Outcome.model_validate(match.result)
        if state is None:
            return None
        return self.game(match.game).outcome(state)

    async def events(self, match: MatchRow, *, after: int = 0,
                     upto: int | None = None) -> list[Event]:
        """The match's stored events numbered after ``after``, as its game's classes."""
        rows = await self.store.events(match.id, after=after, upto=upto)
        if not rows:
            return []
        return self.game(match.game).parse_events(
            "[" + ",".join(r.payload for r in rows) + "]")

    async def replay(self, match_id: int) -> tuple[State, list[Event]]:
        """Rebuild the state and every event from the seed and the action log (the snapshot
        and the event table are what this reproduces)."""
        match = await self.get(match_id)
        if match.seed is None:
            raise MatchError("core.error.not_started", id=match_id)
        game = self.game(match.game)
        state = game.setup(match.seats, match.seed, game.Options.model_validate(match.options))
        events = list(state.log)
        for row in await self.store.actions(match_id):
            before = state.emitted
            if row.source in ("timeout", "clock"):
                assert row.player is not None
                state = game.timeout(state, row.player)
            else:
                state = game.apply(state, game.parse_action(row.action))
            events += state.events_since(before)
        return state, events

    async def running_for(self, guild_id: int | None, user: str, *, limit: int = 25,
                          offset: int = 0) -> tuple[list[MatchSummary], int]:
        """A page of ``user``'s open lobbies and running matches (seated or hosting), newest
        first, and how many there are: no snapshot is read."""
        return await self.store.summaries(player=user, guild_id=guild_id, limit=limit,
                                          offset=offset)

    # -- bookkeeping

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
        async with self._lock(match_id):
            self._forget(match_id)
            return await self.store.update_match(match_id, now=self.clock(), **fields)

    async def set_meta(self, match_id: int, **values: Any) -> MatchRow:
        """Merge bookkeeping values (display names...) into the match's meta."""
        async with self._lock(match_id):
            self._forget(match_id)
            match = await self._merge_meta(match_id, lambda meta: meta.model_copy(
                update=values))
            assert match is not None
            return match

    async def mark_reached(self, match_id: int, reached: Sequence[str],
                           unreached: Sequence[str], version: int) -> None:
        """Whether the players whose turn was announced could be told: a player nobody
        could reach (DMs closed, the thread and the channel refusing) is excused from the
        timeout that follows."""
        def mark(meta: MatchMeta) -> MatchMeta | None:
            after = {p: v for p, v in meta.unreached.items() if p not in reached}
            after.update({p: version for p in unreached})
            return None if after == meta.unreached else meta.model_copy(
                update={"unreached": after})

        async with self._lock(match_id):
            self._forget(match_id)
            await self._merge_meta(match_id, mark)

    async def _merge_meta(self, match_id: int,
                          change: Callable[[MatchMeta], MatchMeta | None]) -> MatchRow | None:
        """Write ``change`` of the stored meta (None: no change), guarded by the version
        it was read at: a move another process writes meantime carries its own meta (the
        missed-turn counts), which is read again rather than overwritten."""
        for _ in range(3):
            match = await self.get(match_id)
            meta = change(match.meta)
            if meta is None:
                return match
            try:
                return await self.store.update_match(match_id, meta=meta, now=self.clock(),
                                                     expected_version=match.version)
            except StaleVersion:
                continue
        raise OutOfDate("core.error.out_of_date")

    async def delivered(self, update: Update, told: int | None,
                        prompts: dict[str, tuple[int, int]] | None = None) -> bool:
        """Discord has been told what ``update`` owed: it leaves the outbox (``prompts``:
        the live prompts just sent, by player)."""
        if not update.serials and not prompts:
            return True
        return await self.store.delivered(update.match.id, max(update.serials, default=0),
                                          told, prompts)

    async def owed_update(self, owed: Owed) -> Update | None:
        """What a match still owes Discord (after a crash, an outage, or while another
        announcement ran), as one update: the events its thread was not told, the turns
        that began, the missed turns and the result. None when nothing is to be said."""
        match = await self.get(owed.match_id)
        serials = [n.serial for n in owed.notices]
        if match.status not in ("running", "finished") or match.snapshot is None:
            return Update(match=match, serials=serials)  # aborted: nothing more to say
        live = await self._fresh(match)
        deciders = {d.player for d in live.decisions}
        new_turns: list[str] = []
        for notice in owed.notices:
            new_turns += [p for p in notice.new_turns if p in deciders and p not in new_turns]
        result = any(n.result for n in owed.notices)
        return Update(
            match=live.match, state=live.state,
            events=await self.events(match, after=match.told, upto=live.state.emitted),
            decisions=live.decisions, new_turns=new_turns,
            outcome=self.outcome(match, live.state) if result else None,
            timed_out=[p for n in owed.notices for p in n.timed_out],
            excused=[p for n in owed.notices for p in n.excused],
            deadlines=live.deadlines, emitted=live.state.emitted, serials=serials)

    # -- starting

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
            match = await self._prepare(match, game)
            state = game.setup(match.seats, seed, game.Options.model_validate(match.options))
            now = self.clock()
            decisions = game.pending(state)
            deadlines = self._deadlines(match, state, decisions, {}, [], now)
            notice = Notice(version=0, new_turns=[d.player for d in decisions])
            match, owed = await self.store.record(
                match_id, expected_version=0, snapshot=state.model_dump_json(), now=now,
                status="running", seed=seed, deadlines=deadlines,
                events=_event_rows(match.id, state, 0), notice=notice)
            self._changed()
            live = self._remember(Live(match, state, decisions,
                                       {d.player: d for d in deadlines}))
            return Update(match=match, state=state, events=list(state.log),
                          emitted=state.emitted, decisions=decisions,
                          new_turns=notice.new_turns, deadlines=live.deadlines,
                          serials=[owed.serial] if owed else [])

    # -- playing

    async def submit(self, match_id: int, user: str, action: Action | dict[str, Any] | str,
                     expected_version: int) -> Update:
        """Validate ``action`` against ``pending``, apply it, persist, and say what changed."""
        async with self._lock(match_id):
            live, game = await self._running(match_id, user, expected_version)
            try:
                parsed = action if isinstance(action, Action) else game.parse_action(action)
            except (ValueError, ValidationError) as exc:
                raise BadAction("core.error.not_understood") from exc
            if parsed.player != user:
                raise NotYourTurn("core.error.act_for_self")
            return await self._apply(live, game, [parsed], source="player")

    async def choose(self, match_id: int, user: str, expected_version: int, index: int,
                     key: str | None = None) -> Update:
        """Pick option ``index`` (whose ``Action.key`` is ``key``) of ``user``'s decision, as
        shown at ``expected_version`` (what a button carries).

        Other players may have moved since (simultaneous decisions): the click still counts
        if ``user`` has not acted since and the same choice is still open. A second click on
        the same prompt (the user acted since) is out of date.
        """
        try:
            return await self._choose(match_id, user, expected_version, index, key)
        except Raced:
            # Another process wrote the match between our read and our write: judge the
            # same click again against what it wrote (still good if the choice is open).
            return await self._choose(match_id, user, expected_version, index, key)

    async def _choose(self, match_id: int, user: str, expected_version: int, index: int,
                      key: str | None) -> Update:
        async with self._lock(match_id):
            live, game = await self._running(match_id, user, None, hint=expected_version)
            moved_on = live.match.version != expected_version
            if moved_on and (key is None or await self.store.acted_since(
                    match_id, user, expected_version)):
                raise OutOfDate("core.error.out_of_date")
            decision = next((d for d in live.decisions if d.player == user), None)
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
            return await self._apply(live, game, [chosen], source="player")

    async def choose_batch(self, match_id: int, user: str, expected_version: int,
                           keys: Sequence[str], finish: str | None) -> Update:
        """Several options of ``user``'s decision at ``expected_version`` (their keys) applied
        in the first order the rules accept, then the option of kind ``finish`` if offered; a
        set the rules refuse changes nothing. Stale, as in :meth:`choose`, only if ``user``
        acted since."""
        try:
            return await self._choose_batch(match_id, user, expected_version, keys, finish)
        except Raced:  # as in choose: judged again against the other process's write
            return await self._choose_batch(match_id, user, expected_version, keys, finish)

    async def _choose_batch(self, match_id: int, user: str, expected_version: int,
                            keys: Sequence[str], finish: str | None) -> Update:
        async with self._lock(match_id):
            live, game = await self._running(match_id, user, None, hint=expected_version)
            if live.match.version != expected_version and await self.store.acted_since(
                    match_id, user, expected_version):
                raise OutOfDate("core.error.out_of_date")
            state, moves, left = live.state, [], list(dict.fromkeys(keys))
            while left:
                decision = game.decision_for(state, user)
                options = {o.key: o for o in decision.options} if decision else {}
                key = next((k for k in left if k in options), None)
                if key is None:
                    raise BadAction("core.error.batch")
                moves.append(options[key])
                state = game.apply(state, options[key])
                left.remove(key)
            decision = game.decision_for(state, user)
            done = next((o for o in decision.options if o.kind == finish),
                        None) if decision and finish else None
            if done is not None:
                moves.append(done)
            return await self._apply(live, game, moves, source="player")

    async def _running(self, match_id: int, user: str, expected_version: int | None,
                       hint: int | None = None) -> tuple[Live, Game]:
        """The running match ``user`` is seated in, with its engine. ``expected_version``
        must be current; ``hint`` is a version the cache may answer for."""
        if not 0 <= match_id <= MAX_ID:
            raise NoSuchMatch("core.error.no_match", id=match_id)
        try:
            live = await self._load(match_id, expected_version if hint is None else hint)
        except MatchError as exc:
            if exc.key == "core.error.not_started":
                raise MatchError("core.error.not_started_yet") from None
            raise
        match = live.match
        if match.over:
            raise MatchOver("core.error.over")
        if user not in match.seats:
            raise NotSeated("core.error.not_playing")
        if expected_version is not None and expected_version != match.version:
            raise OutOfDate("core.error.out_of_date")
        if expected_version is not None and all(d.player != user for d in live.decisions):
            raise NotYourTurn("core.error.not_your_turn")
        return live, self.game(match.game)

    async def _apply(self, live: Live, game: Game, moves: Sequence[Action | Timeout],
                     source: ActionSource, timed_out: Sequence[str] = (),
                     excused: Sequence[str] = (), deadline: float | None = None) -> Update:
        """Apply one action (a player's) or a stretch of timeouts and persist.

        Each move is its own row and transaction, so the log replays step by step.
        """
        match, state, decisions = live.match, live.state, live.decisions
        first = live
        streaks = dict(match.meta.timeouts)
        counted = dict(match.meta.timeouts_counted)
        unreached = dict(match.meta.unreached)
        for player in timed_out:
            # A stretch of defaults is several transactions; if the bot stops in the middle,
            # the same deadline fires again after the restart: count it once.
            if deadline is None or counted.get(player) != deadline:
                streaks[player] = streaks.get(player, 0) + 1
            if deadline is not None:
                counted[player] = deadline
        for player in excused:
            if deadline is not None:
                counted[player] = deadline
        serials: list[int] = []
        events: list[Event] = []
        for n, move in enumerate(moves):
            try:
                new = (game.timeout(state, move.player) if isinstance(move, Timeout)
                       else game.apply(state, move))
            except IllegalAction as exc:
                raise BadAction("core.error.illegal") from exc
            if source == "player":
                streaks[move.player] = 0
                unreached.pop(move.player, None)
            meta = match.meta.model_copy(update={"timeouts": dict(streaks),
                                                 "timeouts_counted": dict(counted),
                                                 "unreached": dict(unreached)})
            new_decisions = game.pending(new)
            notice = Notice(version=new.version,
                            new_turns=self._new_turns(decisions, new_decisions),
                            timed_out=list(timed_out) if n == 0 else [],
                            excused=list(excused) if n == 0 else [],
                            result=not new_decisions)
            live, owed = await self._persist(live, new, game, move, source, meta,
                                             new_decisions, notice)
            events += new.events_since(state.emitted)
            match, state, decisions = live.match, new, new_decisions
            if owed is not None:
                serials.append(owed.serial)
        return Update(match=match, state=state, events=events, decisions=decisions,
                      new_turns=self._new_turns(first.decisions, decisions),
                      outcome=self.outcome(match, state) if match.over else None,
                      timed_out=list(timed_out), excused=list(excused),
                      deadlines=live.deadlines, emitted=state.emitted, serials=serials)

    async def _persist(self, live: Live, new: State, game: Game, move: Action | Timeout,
                       source: ActionSource, meta: MatchMeta, decisions: list[Decision],
                       notice: Notice) -> tuple[Live, Owed | None]:
        match, old = live.match, live.state
        now = self.clock()
        outcome = game.outcome(new) if not decisions else None
        if not decisions and outcome is None:
            raise MatchError("core.error.no_result")
        deadlines = self._deadlines(match, new, decisions, live.deadlines, live.decisions, now)
        try:
            match, owed = await self.store.record(
                match.id, expected_version=old.version, snapshot=new.model_dump_json(),
                now=now, action=move.model_dump_json(), player=move.player, source=source,
                status="finished" if outcome else None,
                result=outcome.model_dump(mode="json") if outcome else None,
                deadlines=deadlines, meta=meta, events=_event_rows(match.id, new, old.emitted),
                notice=notice)
        except StaleVersion as exc:
            self._forget(match.id)  # another process moved it: read it again next time
            raise Raced("core.error.out_of_date") from exc
        except BaseException:
            self._forget(match.id)
            raise
        self._changed()
        return self._remember(Live(match, new, decisions,
                                   {d.player: d for d in deadlines})), owed

    # -- ending early

    async def resign(self, match_id: int, user: str) -> Update:
        async with self._lock(match_id):
            live, game = await self._running(match_id, user, None)
            return await self._forfeit(live, game, user, Reason.RESIGN)

    async def _forfeit(self, live: Live, game: Game, player: str, reason: Reason,
                       timed_out: Sequence[str] = ()) -> Update:
        match, state = live.match, live.state
        outcome = game.forfeit(state, player, reason)
        self._forget(match.id)
        match, owed = await self.store.record(
            match.id, expected_version=match.version, snapshot=match.snapshot or "",
            now=self.clock(), status="finished", result=outcome.model_dump(mode="json"),
            deadlines=[], notice=Notice(version=match.version, timed_out=list(timed_out),
                                        result=True))
        self._changed()
        return Update(match=match, state=state, outcome=outcome, timed_out=list(timed_out),
                      emitted=state.emitted, serials=[owed.serial] if owed else [])

    async def abort(self, match_id: int, user: str, *, admin: bool = False) -> MatchRow:
        """Stop a lobby or a running match with no result (the host, or a server manager)."""
        async with self._lock(match_id):
            self._forget(match_id)
            match = await self.get(match_id)
            if match.over:
                raise MatchOver("core.error.already_over")
            if user != match.host_id and not admin:
                raise NotAllowed("core.error.abort_not_allowed")
            if match.status == "lobby":
                return await self.store.update_match(match_id, status="aborted",
                                                     now=self.clock())
            match, _ = await self.store.record(
                match_id, expected_version=match.version, snapshot=match.snapshot or "",
                now=self.clock(), status="aborted", deadlines=[])
            self._changed()
            return match


def _event_rows(match_id: int, state: State, after: int) -> list[EventRow]:
    """The events ``state``'s step emitted (numbered after ``after``), as stored rows."""
    return [EventRow(match_id=match_id, seq=after + n, version=state.version,
                     audience=None if e.to is None else list(e.to), kind=str(e.kind),
                     payload=e.model_dump_json())
            for n, e in enumerate(state.events_since(after), start=1)]
