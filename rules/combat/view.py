"""What one person may see of a Combat state (section 8): the only way information leaves the
engine (ARCHITECTURE.md, "hidden information").

Public: positions, HP, activity zones with their paused steps and active permanents, the
histories, counts, every counter and total. The viewer's own: their hand, their discard's
contents, the deck they chose and the cards they picked so far for a discard. Nobody sees a
deck's order, and the opponent's hand and discard are counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel

from rules.combat.content import CARDS, CardType
from rules.combat.effects import Totals, immobilised, totals
from rules.combat.events import CBEvent
from rules.combat.state import SAVED, AskKind, CBState, MenuPart, Phase
from rules.core import Outcome, PlayerId
from rules.kit.hexgrid import Hex

if TYPE_CHECKING:
    from rules.combat.engine import Combat


class ZoneCardView(BaseModel):
    uid: int
    card: str
    at: int
    """The step resolution stands at (a paused card: its intervention step)."""
    paused: bool
    active: list[int]
    """The indexes of its active permanent steps (R15)."""


class SideView(BaseModel):
    player: PlayerId
    label: Literal["A", "B"]
    hp: int
    cell: Hex | None
    """None: OFF the board."""
    hand_count: int
    deck_count: int
    discard_count: int
    history: list[str]
    """Bottom first: the top is the last (R5)."""
    zone: list[ZoneCardView]
    pool: int
    pending_shield: int
    shield: int
    """Permanent BOUCLIER: added to the pool at the start of each opponent turn."""
    force: int
    charme: int
    concentration: int
    gel: int
    poison: int
    """Lost at the end of each of this player's turns."""
    immobilised: bool
    frozen: int
    disarmed: bool
    silenced: bool
    skip: int
    extra: int
    recent: int
    last_types: list[CardType]
    ready: bool
    """The deck is chosen (before the game)."""


class AskView(BaseModel):
    kind: AskKind
    player: PlayerId
    count: int
    cells: list[Hex]
    mover: PlayerId | None
    dirs: list[int]
    uids: list[int]
    column: int | None
    chosen: list[str] | None
    """The viewer's own picks of a discard in progress."""


class RunView(BaseModel):
    owner: PlayerId
    card: str
    uid: int | None
    at: int
    performer: PlayerId
    ask: AskView | None


class TurnView(BaseModel):
    player: PlayerId
    number: int
    extra: bool
    menu: MenuPart | None
    run: RunView | None


class DeckChoice(BaseModel):
    key: str
    name: str
    saved: bool


class CBView(BaseModel):
    game: Literal["combat"] = "combat"
    version: int
    viewer: PlayerId | None
    phase: Phase
    order: list[PlayerId]
    sides: list[SideView]
    turn: TurnView | None
    active: PlayerId | None
    """Whose turn it is (even while the other player answers a step's question); None
    outside turns."""
    turn_cap: int
    hand: list[str] | None
    """The viewer's hand, in the order drawn."""
    discard: list[str] | None
    """The viewer's own discard (face down: the owner knows it, section 8)."""
    deck_name: str | None
    deck_choices: list[DeckChoice]
    """The decks the viewer may pick, while choosing."""
    log: list[CBEvent]
    outcome: Outcome | None

    def side(self, player: PlayerId) -> SideView:
        return next(s for s in self.sides if s.player == player)


def _side(state: CBState, p: PlayerId, tot: Totals, frozen: bool) -> SideView:
    s = state.sides[p]
    zone = [ZoneCardView(uid=z.uid, card=z.card, at=z.at, paused=z.paused,
                         active=[i for i, st in enumerate(CARDS[z.card].steps[:z.at])
                                 if st.kind == "P"])
            for z in s.zone]
    return SideView(
        player=p, label="A" if p == state.order[0] else "B", hp=s.hp, cell=s.cell,
        hand_count=len(s.hand), deck_count=len(s.deck), discard_count=len(s.discard),
        history=list(s.history), zone=zone, pool=s.pool, pending_shield=s.pending_shield,
        shield=tot.shield, force=tot.force, charme=tot.charme,
        concentration=tot.concentration, gel=tot.gel, poison=tot.poison,
        immobilised=frozen, frozen=s.frozen, disarmed=tot.disarmed, silenced=tot.silenced,
        skip=s.skip, extra=s.extra, recent=s.recent, last_types=list(s.last_types),
        ready=state.decks is not None and state.decks.is_confirmed(p))


def _turn(state: CBState, viewer: PlayerId | None) -> TurnView | None:
    turn = state.turn
    if turn is None or state.phase is not Phase.PLAY:
        return None
    run = turn.run
    run_view = None
    if run is not None:
        ask = run.ask
        ask_view = None if ask is None else AskView(
            kind=ask.kind, player=ask.player, count=ask.count, cells=list(ask.cells),
            mover=ask.mover, dirs=list(ask.dirs), uids=list(ask.uids), column=ask.column,
            chosen=list(ask.chosen) if viewer == ask.player else None)
        run_view = RunView(owner=run.owner, card=run.card, uid=run.uid, at=run.at,
                           performer=run.performer, ask=ask_view)
    # The menu part is the player's own business: it follows from their hand.
    menu = turn.menu if viewer == turn.player else None
    return TurnView(player=turn.player, number=turn.number, extra=turn.extra, menu=menu,
                    run=run_view)


def make_view(game: Combat, state: CBState, viewer: PlayerId | None) -> CBView:
    tot = totals(state)
    own = state.sides.get(viewer) if viewer is not None else None
    choices: list[DeckChoice] = []
    if viewer is not None and state.decks is not None and viewer in state.decks.waiting():
        for option in game.pending(state):
            if option.player == viewer:
                choices = [DeckChoice(key=o.arg, name=game.deck_name(state, viewer, o.arg),
                                      saved=o.arg.startswith(SAVED))
                           for o in option.options if isinstance(o.arg, str)]
    return CBView(
        version=state.version, viewer=viewer, phase=state.phase, order=list(state.order),
        sides=[_side(state, p, tot[p], immobilised(state, p, tot)) for p in state.order],
        turn=_turn(state, viewer),
        active=state.turn.player if state.turn is not None and state.phase is Phase.PLAY
        else None,
        turn_cap=state.options.turn_cap,
        hand=list(own.hand) if own is not None else None,
        discard=list(own.discard) if own is not None else None,
        deck_name=own.deck_name if own is not None else None, deck_choices=choices,
        log=game.visible_log(state, viewer),  # type: ignore[arg-type]
        outcome=state.result)
