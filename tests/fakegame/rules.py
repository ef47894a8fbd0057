"""Two-Card Bluff: a High and a Low card are shuffled and one is dealt face down to each of
two players. The first player claims to hold the High card or concedes; after a claim the
second player believes it (and loses) or calls it (and the High card wins)."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from rules.core import Action, Decision, Event, Game, Outcome, PlayerId, Reason, Rng, State

CARDS = ("high", "low")


class Kind(StrEnum):
    CLAIM = "claim"
    CONCEDE = "concede"
    BELIEVE = "believe"
    CALL = "call"


class EventKind(StrEnum):
    DEALT = "dealt"
    CLAIMED = "claimed"
    CONCEDED = "conceded"
    BELIEVED = "believed"
    SHOWDOWN = "showdown"


class Dealt(Event):
    kind: Literal[EventKind.DEALT] = EventKind.DEALT
    player: PlayerId
    card: str


class Claimed(Event):
    kind: Literal[EventKind.CLAIMED] = EventKind.CLAIMED
    player: PlayerId


class Conceded(Event):
    kind: Literal[EventKind.CONCEDED] = EventKind.CONCEDED
    player: PlayerId


class Believed(Event):
    kind: Literal[EventKind.BELIEVED] = EventKind.BELIEVED
    player: PlayerId


class Showdown(Event):
    kind: Literal[EventKind.SHOWDOWN] = EventKind.SHOWDOWN
    winner: PlayerId
    cards: dict[PlayerId, str]


BluffEvent = Annotated[Dealt | Claimed | Conceded | Believed | Showdown,
                       Field(discriminator="kind")]


class BluffAction(Action):
    kind: Kind  # type: ignore[assignment]


class Options(BaseModel):
    pass


class BluffState(State):
    game: Literal["bluff"] = "bluff"
    log: list[BluffEvent] = Field(default_factory=list)  # type: ignore[assignment]
    cards: dict[PlayerId, str]
    claimed: bool = False
    shown: bool = False
    """The cards were shown (a call)."""
    winner: PlayerId | None = None


class BluffView(BaseModel):
    game: Literal["bluff"] = "bluff"
    version: int
    viewer: PlayerId | None
    players: list[PlayerId]
    my_card: str | None
    revealed: dict[PlayerId, str]
    claimed: bool
    log: list[BluffEvent]
    outcome: Outcome | None


class Bluff(Game[BluffState, BluffAction]):
    id = "bluff"
    title = "Two-Card Bluff"
    min_players = 2
    max_players = 2
    Options = Options
    StateModel = BluffState
    ActionModel = BluffAction

    def _setup(self, players: list[PlayerId], seed: int, options: BaseModel) -> BluffState:
        rng = Rng.seeded(seed)
        deck = list(CARDS)
        rng.shuffle(deck)
        state = BluffState(players=players, seed=seed, rng=rng,
                           cards=dict(zip(players, deck, strict=True)))
        for p in players:
            state.emit(Dealt(player=p, card=state.cards[p], to=(p,)))
        return state

    def pending(self, state: BluffState) -> list[Decision]:
        if state.winner is not None:
            return []
        first, second = state.players
        if not state.claimed:
            options = [BluffAction(player=first, kind=Kind.CLAIM),
                       BluffAction(player=first, kind=Kind.CONCEDE)]
            return [Decision(player=first, kind="claim", options=options, private=True,
                             default=options[1])]
        options = [BluffAction(player=second, kind=Kind.BELIEVE),
                   BluffAction(player=second, kind=Kind.CALL)]
        return [Decision(player=second, kind="answer", options=options, private=True,
                         default=options[0])]

    def _step(self, state: BluffState, action: BluffAction) -> None:
        first, second = state.players
        if action.kind is Kind.CLAIM:
            state.claimed = True
            state.emit(Claimed(player=first))
        elif action.kind is Kind.CONCEDE:
            state.winner = second
            state.emit(Conceded(player=first))
        elif action.kind is Kind.BELIEVE:
            state.winner = first
            state.emit(Believed(player=second))
        else:
            state.winner = next(p for p in state.players if state.cards[p] == "high")
            state.shown = True
            state.emit(Showdown(winner=state.winner, cards=dict(state.cards)))

    def view(self, state: BluffState, viewer: PlayerId | None) -> BluffView:
        shown = state.shown
        return BluffView(
            version=state.version, viewer=viewer, players=list(state.players),
            my_card=state.cards.get(viewer) if viewer else None,
            revealed=dict(state.cards) if shown else {}, claimed=state.claimed,
            log=self.visible_log(state, viewer), outcome=self.outcome(state))

    def outcome(self, state: BluffState) -> Outcome | None:
        if state.winner is None:
            return None
        loser = next(p for p in state.players if p != state.winner)
        return Outcome(winners=[state.winner], ranking=[[state.winner], [loser]],
                       reason=Reason.POINTS)


GAME = Bluff()
