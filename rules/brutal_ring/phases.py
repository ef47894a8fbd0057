"""Brutal Ring's simultaneous phases: 1 (draw), 2 (sealed entry) and 4 (survivors and
discards), and the round flow between them (section 4). Phase 3 is :mod:`.combat`.

Every function works in place on the engine's private copy of the state.
"""

from __future__ import annotations

from rules.brutal_ring import combat
from rules.brutal_ring.content import CARD_TYPES, GLADIATOR, ROUNDS, SURVIVOR_POINTS, WEAPON
from rules.brutal_ring.content import card_type as type_of
from rules.brutal_ring.events import (
    Confirm,
    Discard,
    DiscardsDone,
    DraftArm,
    DraftCount,
    DraftDisarm,
    DraftEnter,
    DraftRecall,
    Draw,
    End,
    Enter,
    EntryOpens,
    EntryShown,
    Exhausted,
    FinalResult,
    Need,
    Reshuffle,
    RoundBegins,
    Survivors,
)
from rules.brutal_ring.state import BRAction, BRState, Entry, Fighter, Kind, Phase
from rules.brutal_ring.table import can_draw, final_outcome, need
from rules.core import PlayerId
from rules.kit.picks import PickMove, toggle
from rules.kit.sealed import SealedStep

# ============================================================================= phase 1: draw


def begin_round(state: BRState) -> None:
    """Section 4, Phase 1: every player's ``need`` (R6); those with a draw decide (R7)."""
    state.phase = Phase.DRAW
    state.active = None
    state.engaged = None
    state.emit(RoundBegins(round=state.round, first_player=state.first_player))
    for p in state.players:
        seat = state.seats[p]
        seat.to_draw = need(seat)
        if seat.to_draw:
            state.emit(Need(player=p, count=seat.to_draw))
    after_draw(state)


def _stop_if_exhausted(state: BRState, p: PlayerId) -> None:
    """R8/D1: with both card types exhausted the player keeps fewer than 8."""
    seat = state.seats[p]
    if seat.to_draw and not any(can_draw(state, k) for k in CARD_TYPES):
        state.emit(Exhausted(player=p, short=seat.to_draw))
        seat.to_draw = 0


def draw(state: BRState, p: PlayerId, kind: str) -> None:
    """R7/R8: take the top card of the chosen pile, rebuilding it from its own discard."""
    if not state.piles[kind]:
        rebuilt = state.discards[kind]
        state.rng.shuffle(rebuilt)
        state.piles[kind], state.discards[kind] = rebuilt, []
        state.emit(Reshuffle(pile=kind, count=len(rebuilt)))  # type: ignore[arg-type]
    cid = state.piles[kind].pop(0)
    seat = state.seats[p]
    seat.hand.append(cid)
    seat.hand.sort()
    seat.to_draw -= 1
    # R7: the card is the drawer's; the pile choice is public (D17).
    state.emit(Draw(to=(p,), player=p, pile=kind, card=cid))  # type: ignore[arg-type]
    state.emit(Draw(player=p, pile=kind))  # type: ignore[arg-type]
    _stop_if_exhausted(state, p)


def draw_rest(state: BRState, p: PlayerId) -> None:
    """Section 10 timeout: the remaining draws alternate G, W, G... (R8 when one runs out)."""
    turn = 0
    while state.seats[p].to_draw:
        want = CARD_TYPES[turn % 2]
        kind = want if can_draw(state, want) else CARD_TYPES[1 - turn % 2]
        draw(state, p, kind)
        turn += 1


def after_draw(state: BRState) -> None:
    """R5: Phase 2 starts once every player has drawn (or can draw no more, R8)."""
    for p in state.players:
        _stop_if_exhausted(state, p)
    if all(not s.to_draw for s in state.seats.values()):
        begin_entry(state)


# ============================================================================= phase 2: entry


def begin_entry(state: BRState) -> None:
    """R11/D4: open the sealed entry window. A player without a gladiator in hand has nothing
    to decide (their hand's card types are public through the pile choices, D17)."""
    state.phase = Phase.ENTRY
    state.first_entrant = None
    idle = [p for p in state.players
            if not any(type_of(c) == GLADIATOR for c in state.seats[p].hand)]
    state.entry = SealedStep[list[Entry]].open(state.players, [], done=idle)
    state.emit(EntryOpens(seconds=state.options.entry_seconds))
    if state.entry.all_in:
        close_entry(state)


def edit_draft(state: BRState, action: BRAction) -> None:
    """R9/R10: drafts move cards from the hand to the table, face down. Only the drafter hears
    what moved; everyone sees the counts (D4)."""
    assert state.entry is not None
    p = action.player
    seat = state.seats[p]
    draft = state.entry.draft(p)
    kind = action.kind
    assert action.card is not None
    if kind is Kind.ENTER:
        seat.hand.remove(action.card)
        draft.append(Entry(gladiator=action.card))
        state.emit(DraftEnter(to=(p,), player=p, card=action.card))
    elif kind is Kind.RECALL:
        entry = next(e for e in draft if e.gladiator == action.card)
        draft.remove(entry)
        seat.hand.extend(c for c in (entry.gladiator, entry.weapon) if c)
        seat.hand.sort()
        state.emit(DraftRecall(to=(p,), player=p, card=entry.gladiator))
    else:
        entry = next(e for e in draft if e.gladiator == action.target)
        if kind is Kind.ARM:
            seat.hand.remove(action.card)
            entry.weapon = action.card
            state.emit(DraftArm(to=(p,), player=p, card=action.card, target=entry.gladiator))
        else:
            entry.weapon = None
            seat.hand.append(action.card)
            seat.hand.sort()
            state.emit(DraftDisarm(to=(p,), player=p, card=action.card,
                                   target=entry.gladiator))
    state.emit(DraftCount(player=p, entries=len(draft),
                          armed=sum(1 for e in draft if e.weapon)))


def confirm(state: BRState, p: PlayerId) -> None:
    assert state.entry is not None
    state.emit(Confirm(player=p))
    if state.entry.confirm(p):
        close_entry(state)


def close_entry(state: BRState) -> None:
    """R11/D4: every draft is revealed at once and enters the arena unengaged (at the
    deadline, the drafts still open count as they stand)."""
    step = state.entry
    assert step is not None
    if state.options.first_player_rule == "first_entrant":
        state.first_entrant = _first_entrant(state, step)
    for p in state.players:
        seat = state.seats[p]
        drafted = step.draft(p)
        for entry in drafted:
            seat.arena.append(Fighter(gladiator=entry.gladiator, weapon=entry.weapon))
        state.emit(Enter(player=p, entries=tuple(
            EntryShown(gladiator=e.gladiator, weapon=e.weapon) for e in drafted)))
    state.entry = None
    combat.begin_combats(state)


def _first_entrant(state: BRState, step: SealedStep[list[Entry]]) -> PlayerId | None:
    """D3 ``first_entrant``: the earliest confirmation among drafts with a gladiator; drafts
    still open at the deadline count as confirmed then; ties go clockwise from the current
    First Player, that player included.

    Players with nothing to decide count as confirmed first (``SealedStep.open``), but they
    hold no draft, so they never compete; the order of real confirmations is kept."""
    n = len(state.players)
    start = state.players.index(state.first_player)
    late = n + len(step.confirmed)  # after every confirmation made
    best: tuple[int, int] | None = None
    who: PlayerId | None = None
    for i, p in enumerate(state.players):
        if not step.draft(p):
            continue
        rank = step.rank(p)
        key = (rank if rank is not None else late, (i - start) % n)
        if best is None or key < best:
            best, who = key, p
    return who


# ============================================================================= phase 4: survivors


def begin_survivors(state: BRState) -> None:
    """R30: unengage, +2 per armed survivor; then R31 discards, or the end (R32, D15)."""
    state.phase = Phase.DISCARD
    state.combat = None
    for p in state.players:
        seat = state.seats[p]
        armed = 0
        for f in seat.arena:
            f.engaged = False
            armed += 1 if f.weapon else 0
        if armed:
            seat.points += SURVIVOR_POINTS * armed
            state.emit(Survivors(player=p, points=SURVIVOR_POINTS * armed, armed=armed))
    if state.round >= ROUNDS:  # D15: no discard step in round 4
        state.phase = Phase.OVER
        state.emit(End(result=FinalResult.from_outcome(final_outcome(state))))
        return
    idle = [p for p in state.players if not state.seats[p].hand and not state.seats[p].arena]
    state.marking = SealedStep[list[str]].open(state.players, [], done=idle)
    if state.marking.all_in:
        close_discards(state)


MARK_MOVES = {Kind.MARK: PickMove.ADD, Kind.UNMARK: PickMove.REMOVE}


def mark(state: BRState, action: BRAction) -> None:
    """R31: a private mark or unmark (a subset pick, ``rules.kit.picks``)."""
    assert state.marking is not None
    toggle(state.marking.draft(action.player), MARK_MOVES[action.kind], action.card)


def discards_done(state: BRState, p: PlayerId, *, keep: bool) -> None:
    assert state.marking is not None
    if keep:  # section 10: "keep everything" drops the marks
        state.marking.drafts[p] = []
    state.emit(DiscardsDone(player=p))
    if state.marking.confirm(p):
        close_discards(state)


def close_discards(state: BRState) -> None:
    """R31/D2/D15: the discards are revealed together; then the First Player passes (D3)."""
    step = state.marking
    assert step is not None
    for p in state.players:
        seat = state.seats[p]
        gone: list[str] = []
        for cid in sorted(step.draft(p)):
            if cid in seat.hand:
                seat.hand.remove(cid)
                state.discards[type_of(cid)].append(cid)
                gone.append(cid)
            else:
                fighter = next(f for f in seat.arena if f.gladiator == cid)
                seat.arena.remove(fighter)
                state.discards[GLADIATOR].append(cid)
                gone.append(cid)
                if fighter.weapon:
                    state.discards[WEAPON].append(fighter.weapon)
                    gone.append(fighter.weapon)
        if gone:
            state.emit(Discard(player=p, cards=tuple(gone)))
    state.marking = None
    n = len(state.players)
    if state.options.first_player_rule == "first_entrant" and state.first_entrant:
        base = state.first_entrant
    else:
        base = state.first_player
    state.first_player = state.players[(state.players.index(base) + 1) % n]
    state.round += 1
    begin_round(state)
