"""What one person may see of a Kung-Fu Duel state (section 8): the only way information leaves
the engine.

Public: ratings, thresholds, scales, caps, stacks, revealed cards, front areas, both discards,
deck counts. A fighter's own: their bonus hand, their plan, their absorption choices and their
pursuit choices. The GM sees every hand (R42), and plans only once they are revealed. While
planning runs, the others see each fighter's hand size and front area, and the bonus deck and
discard, as they were when planning began (D33).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel

from rules.core import Outcome, PlayerId
from rules.kungfu_duel.content import COMPS, threshold
from rules.kungfu_duel.events import KFEvent
from rules.kungfu_duel.stacks import cap, limit, value
from rules.kungfu_duel.state import SAVED, Absorb, Fighter, Front, KFState, Phase, Plan, copy_part

if TYPE_CHECKING:
    from rules.kungfu_duel.engine import KungFuDuel


class FighterView(BaseModel):
    player: PlayerId
    side: int
    character: str | None
    ratings: list[int]
    thresholds: list[int]
    scales: list[int]
    caps: list[int]
    limits: list[int]
    values: list[int]
    stacks: list[list[int]]
    revealed: list[list[int]]
    """This turn's dealt cards not yet kept or discarded."""
    hand_count: int
    hand: list[str] | None
    """The fighter's own (and the GM's) view of the bonus hand."""
    front: Front
    set_aside: list[str]
    status: str
    ap: int
    ap_left: int | None
    """Unspent AP: hidden from the others while planning."""
    planning: bool
    locked: bool
    plan: Plan | None
    """The viewer's own plan."""
    keep_choice: list[int] | None
    keep_comp: int | None
    wins: int
    boosts: list[int] | None
    absorbing: bool
    absorb: Absorb | None
    """The viewer's own absorption in progress."""
    wounded: bool
    """Step 5: a wound or a conversion to choose."""
    retreating: bool
    pursuit: dict[PlayerId, bool] | None
    picked: bool


class PickChoice(BaseModel):
    key: str
    name: str
    saved: bool


class KFView(BaseModel):
    game: Literal["kungfu_duel"] = "kungfu_duel"
    version: int
    viewer: PlayerId | None
    phase: Phase
    gm: PlayerId | None
    sides: list[list[PlayerId]]
    fighters: list[FighterView]
    turn: int
    turn_limit: int
    free: list[PlayerId] | None
    deck_count: int
    discard: list[int]
    bonus_deck_count: int
    bonus_discard: list[str]
    wins: list[int]
    damage: int
    winners: int | None
    captain: PlayerId | None
    allotted: dict[PlayerId, int]
    gm_granted: list[PlayerId]
    gm_free: list[PlayerId] | None
    """The GM's own marks for a free turn."""
    active: PlayerId | None
    """The first player the table waits for (None once over)."""
    pick_choices: list[PickChoice]
    log: list[KFEvent]
    outcome: Outcome | None

    def fighter(self, player: PlayerId) -> FighterView:
        return next(f for f in self.fighters if f.player == player)


def _fighter(state: KFState, f: Fighter, viewer: PlayerId | None) -> FighterView:
    own = viewer == f.player
    sees_hand = own or (viewer is not None and viewer == state.gm)
    planning = state.phase is Phase.PLAN and f.plan is not None and not f.plan.locked
    turn = state.turn
    public = turn.public.get(f.player) if turn is not None and state.phase is Phase.PLAN \
        else None
    hidden = public is not None and not own
    a = f.absorb
    return FighterView(
        player=f.player, side=f.side, character=f.character, ratings=list(f.ratings),
        thresholds=[threshold(r) for r in f.ratings], scales=list(f.scales),
        caps=[cap(f, c) for c in COMPS], limits=[limit(f, c) for c in COMPS],
        values=[value(f, c) for c in COMPS], stacks=[list(s) for s in f.stacks],
        revealed=[list(r) for r in f.revealed],
        hand_count=len(public.hand) if hidden and public is not None else len(f.hand),
        hand=list(f.hand) if own or (sees_hand and public is None)
        else list(public.hand) if sees_hand and public is not None else None,
        front=copy_part(public.front if hidden and public is not None else f.front),
        set_aside=list(public.set_aside if hidden and public is not None else f.set_aside),
        status=f.status, ap=f.ap,
        ap_left=None if state.phase is Phase.PLAN and not own else f.ap_left,
        planning=planning, locked=f.plan is not None and f.plan.locked,
        plan=copy_part(f.plan) if own and f.plan is not None else None,
        keep_choice=list(f.keep.choice) if f.keep is not None and f.keep.choice else None,
        keep_comp=f.keep.comp if f.keep is not None and f.keep.choice else None,
        wins=f.wins, boosts=list(f.boosts) if f.boosts is not None else None,
        absorbing=a is not None and not a.done, absorb=copy_part(a) if own and a else None,
        wounded=a is not None and a.wound, retreating=f.retreating,
        pursuit=dict(f.pursuit) if own else None,
        picked=state.picks is not None and state.picks.is_confirmed(f.player))


def make_view(game: KungFuDuel, state: KFState, viewer: PlayerId | None) -> KFView:
    turn = state.turn
    planning = state.phase is Phase.PLAN and turn is not None
    choices: list[PickChoice] = []
    if viewer is not None and state.picks is not None and viewer in state.picks.waiting():
        choices = [PickChoice(key=o.arg, name=game.character_name(state, viewer, o.arg),
                              saved=o.arg.startswith(SAVED))
                   for o in game.pick_options(state, viewer) if o.arg is not None]
    gm_view = viewer is not None and viewer == state.gm
    return KFView(
        version=state.version, viewer=viewer, phase=state.phase, gm=state.gm,
        sides=[list(s) for s in state.sides],
        fighters=[_fighter(state, f, viewer) for f in state.fighters],
        turn=turn.number if turn is not None else 0, turn_limit=state.options.turn_limit,
        free=list(turn.free) if turn is not None and turn.free is not None else None,
        deck_count=len(state.deck), discard=list(state.discard),
        bonus_deck_count=turn.deck_count if planning and turn is not None
        else len(state.bonus_deck),
        bonus_discard=list(turn.bonus_discard) if planning and turn is not None
        else list(state.bonus_discard),
        wins=list(turn.wins) if turn is not None else [0, 0],
        damage=turn.damage if turn is not None else 0,
        winners=turn.winners if turn is not None else None,
        captain=turn.captain if turn is not None else None,
        allotted=dict(turn.allotted) if turn is not None else {},
        gm_granted=list(turn.gm_granted) if turn is not None else [],
        gm_free=list(turn.gm_free) if gm_view and turn is not None and turn.gm_free else None,
        active=next((d.player for d in game.pending(state)), None),
        pick_choices=choices, log=game.visible_log(state, viewer),  # type: ignore[arg-type]
        outcome=state.result)
