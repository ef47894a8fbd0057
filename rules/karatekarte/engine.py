"""KarateKarte rules engine (spec ../shared/rules/karatekarte.md, R1-R22, D1-D19).

A turn is split into small decisions so every choice fits a row of buttons or one select:
branch (draw / exchange / reveal a lane), then for DRAW an optional chain of exchanges, then an
action (a lane to play face up on, a lane to charge, or a Parade), then card-by-card building of
that placement with Done / Cancel (an ordered pick, ``rules.kit.picks``). A reveal flips one card
per decision (continue / stop).

Every step records typed events (``events.py``); no sentence is built here. Every decision's
``default`` is one of its options (section 10), so the base ``Game.timeout`` plays it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable

from pydantic import BaseModel

from rules.core import Decision, Game, Outcome, PlayerId, Rng, quick_decision, remembered
from rules.karatekarte import events as ev
from rules.karatekarte.content import (
    ACTION_IDS,
    BONUS_IDS,
    COLOURS,
    HAND_SIZE,
    STRIKES,
    Code,
    Strike,
    card,
)
from rules.karatekarte.state import (
    Kind,
    KKAction,
    KKState,
    KKView,
    Lane,
    LaneView,
    Options,
    Phase,
    Side,
    SideView,
    Turn,
)
from rules.kit.picks import PickMove, one_per_kind, ordered_pick, representative
from rules.kit.seats import ranked_outcome

# ----------------------------------------------------------------------------- lane grammar (R2)

COMPLETE = 3
COMPLETE_PLUS = 4


def progress(cards: Iterable[str]) -> int:
    """R2 as a number: 0 EMPTY, 1 STARTED, 2 EXTENDED, 3 COMPLETE, 4 COMPLETE_PLUS."""
    p = 0
    for cid in cards:
        code = card(cid).code
        if code is Code.CE:
            p += 2
        elif code is Code.CP1:
            p = COMPLETE_PLUS
        else:
            p += 1
    return p


def accepts(p: int, cid: str, strike: Strike) -> bool:
    """R2/D2: does a lane of ``strike`` at progress ``p`` accept card ``cid`` next?"""
    c = card(cid)
    if p == 0:
        return (c.code is Code.AM and c.strike is strike) or c.code in (Code.CR, Code.CE)
    if p == 1:
        return (c.code is Code.AL and c.strike is strike) or c.code is Code.CR
    if p == 2:
        return c.code is Code.IM and c.strike is strike
    if p == COMPLETE:
        return c.code is Code.CP1
    return False


def _can_complete(p: int, hand: list[str], strike: Strike) -> bool:
    """R10/R11: can the cards in ``hand`` take a lane at progress ``p`` (1 or 2) to an Impact?"""
    has_impact = any(card(c).code is Code.IM and card(c).strike is strike for c in hand)
    if p == 2:
        return has_impact
    if p == 1:
        return has_impact and any(accepts(1, c, strike) for c in hand)
    return False


def card_type(cid: str) -> tuple[Code, Strike | None]:
    """Two cards of the same code and strike are interchangeable for every rule, so a pick
    offers one of them (``rules.kit.picks.one_per_kind``)."""
    c = card(cid)
    return (c.code, c.strike)


# The kit's ordered-pick moves, as this game's action kinds (Cancel is the pick's Back).
PICK_KINDS: dict[PickMove, Kind] = {PickMove.ADD: Kind.PLACE, PickMove.DONE: Kind.DONE,
                                    PickMove.BACK: Kind.CANCEL}


@functools.lru_cache(maxsize=4096)
def _action(player: PlayerId, kind: Kind, lane: Strike | None, cid: str | None) -> KKAction:
    """An option, built (and validated) once: actions are frozen values, so every state that
    offers the same choice can offer the same object, and ``apply`` finds it by identity."""
    return KKAction(player=player, kind=kind, lane=lane, card=cid)


# ----------------------------------------------------------------------------- the game


class KarateKarte(Game[KKState, KKAction]):
    id = "karatekarte"
    title = "KarateKarte"
    min_players = 2
    max_players = 2
    Options = Options
    StateModel = KKState
    ActionModel = KKAction

    # -- setup (section 3)

    def _setup(self, players: list[PlayerId], seed: int, options: BaseModel) -> KKState:
        assert isinstance(options, Options)
        rng = Rng.seeded(seed)
        sides: dict[PlayerId, Side] = {}
        for player, colour in zip(players, COLOURS, strict=True):
            deck = list(ACTION_IDS[colour])
            rng.shuffle(deck)
            sides[player] = Side(colour=colour, deck=deck[HAND_SIZE:],  # type: ignore[arg-type]
                                 hand=sorted(deck[:HAND_SIZE]))
        bonus = list(BONUS_IDS)
        rng.shuffle(bonus)
        if options.first_player == "random":  # D16
            first = players[rng.below(2)]
        else:
            first = players[0] if options.first_player == "seat1" else players[1]
        state = KKState(players=players, seed=seed, rng=rng, options=options, sides=sides,
                        bonus=bonus, active=first)
        for player in players:
            side = sides[player]
            state.emit(ev.Deal(to=(player,), player=player, colour=side.colour,
                               cards=tuple(side.hand)))
        state.emit(ev.Start(player=first))
        return state

    # -- who acts (section 4)

    @remembered
    def pending(self, state: KKState) -> list[Decision]:
        """The active player's one decision. What it depends on is read off the state into
        tuples for a cached pure function (the ``_*_decision`` functions below): a turn's
        small decisions come back to the same positions (place, cancel, place again...)."""
        turn = state.turn
        phase = turn.phase
        if phase is Phase.OVER:
            return []
        p, n = state.active, turn.number
        side = state.side(p)
        lanes = side.lanes
        if phase is Phase.BRANCH or phase is Phase.EXCHANGE:
            decision = _branch_decision(p, n, phase, bool(state.bonus), tuple(side.hand),
                                        tuple(bool(lanes[s].energy) for s in STRIKES))
        elif phase is Phase.GLISSADE:
            decision = _glissade_decision(p, n, tuple(len(lanes[s].visible) for s in STRIKES))
        elif phase is Phase.ACTION:
            opp = state.side(state.opponent(p)).lanes
            decision = _action_decision(p, n, tuple(side.hand),
                                        tuple(tuple(lanes[s].visible) for s in STRIKES),
                                        tuple(bool(opp[s].visible) for s in STRIKES), turn.drawn)
        elif phase is Phase.PLACE:
            assert turn.lane is not None
            decision = _place_decision(p, n, turn.lane, tuple(side.hand),
                                       tuple(lanes[turn.lane].visible), tuple(turn.draft))
        elif phase is Phase.CHARGE:
            assert turn.lane is not None
            decision = _charge_decision(p, n, turn.lane, tuple(side.hand), tuple(turn.draft),
                                        turn.drawn)
        else:
            assert phase is Phase.REVEAL and turn.lane is not None  # R16
            decision = _reveal_decision(p, n, turn.lane)
        return [decision]

    # -- doing (a legal action, on a private copy)

    def _step(self, state: KKState, action: KKAction) -> None:
        # The working copy copies what the step reads (rules.cow), so a part is only read
        # where the action needs it: choosing a lane or cancelling touches no side.
        p = action.player
        turn = state.turn
        kind = action.kind
        if kind is Kind.DRAW:
            self._draw(state, p)
        elif kind is Kind.EXCHANGE:
            self._exchange(state, p)
        elif kind is Kind.GLISSADE:
            assert action.lane is not None
            side = state.side(p)
            lane = side.lanes[action.lane]
            cleared = lane.visible
            side.discard.extend(cleared)
            lane.visible = []
            state.emit(ev.Glissade(player=p, lane=action.lane, cards=tuple(cleared)))
            self._refill_and_check(state, p)  # R6/D8: the turn ends, the refill still happens
        elif kind is Kind.FACE_UP or kind is Kind.CHARGE:
            turn.phase = Phase.PLACE if kind is Kind.FACE_UP else Phase.CHARGE
            turn.lane = action.lane
            turn.draft = []
        elif kind is Kind.PARRY:
            self._parry(state, p, action)
        elif kind is Kind.PLACE:
            assert action.card is not None
            turn.draft.append(action.card)
            if turn.phase is Phase.PLACE and self._placement_is_final(state.side(p), turn):
                self._commit_face_up(state, p)
        elif kind is Kind.DONE:
            if turn.phase is Phase.PLACE:
                self._commit_face_up(state, p)
            else:
                self._commit_charge(state, p)
        elif kind is Kind.CANCEL:
            turn.phase, turn.lane, turn.draft = Phase.ACTION, None, []
        elif kind is Kind.REVEAL:
            turn.phase, turn.lane, turn.impact = Phase.REVEAL, action.lane, False
            assert action.lane is not None
            state.emit(ev.Reveal(player=p, lane=action.lane))
            self._flip(state, p)
        elif kind is Kind.CONTINUE:
            self._flip(state, p)
        elif kind is Kind.STOP:
            self._end_reveal(state, p)

    def _draw(self, state: KKState, p: PlayerId) -> None:
        """R7/D9: exactly one card from the own deck, private."""
        side = state.side(p)
        cid = side.deck.pop(0)
        side.hand.append(cid)
        side.hand.sort()
        state.turn.drawn = cid
        state.turn.phase = Phase.ACTION
        state.emit(ev.Draw(to=(p,), player=p, card=cid))
        state.emit(ev.Draw(player=p))

    def _exchange(self, state: KKState, p: PlayerId) -> None:
        """R5/D7: discard one Pioche Bonus, draw the top Bonus card; R6 for a Glissade."""
        side = state.side(p)
        pb = min(c for c in side.hand if card(c).code is Code.PB)
        side.hand.remove(pb)
        side.discard.append(pb)
        bonus = state.bonus.pop(0)
        if card(bonus).code is Code.GL:
            side.discard.append(bonus)
            in_progress = any(side.lanes[s].visible for s in STRIKES)
            state.emit(ev.GlissadeDrawn(player=p, card=pb, bonus=bonus))  # R6: public
            state.turn.phase = Phase.GLISSADE if in_progress else Phase.EXCHANGE
            if not in_progress:
                state.emit(ev.GlissadeIdle(player=p))  # D8
            return
        side.hand.append(bonus)
        side.hand.sort()
        state.emit(ev.Exchange(to=(p,), player=p, card=pb, bonus=bonus))  # D15: private
        state.emit(ev.Exchange(player=p, card=pb))
        state.turn.phase = Phase.EXCHANGE

    def _parry(self, state: KKState, p: PlayerId, action: KKAction) -> None:
        """R13/D6: the opponent's lane of the Parade's strike goes to their discard."""
        assert action.card is not None and action.lane is not None
        side = state.side(p)
        opp_id = state.opponent(p)
        opp = state.side(opp_id)
        side.hand.remove(action.card)
        side.discard.append(action.card)
        lane = opp.lanes[action.lane]
        parried = lane.visible
        opp.discard.extend(parried)
        lane.visible = []
        state.emit(ev.Parry(player=p, opponent=opp_id, lane=action.lane, card=action.card,
                            cards=tuple(parried)))
        self._refill_and_check(state, p)

    def _placement_is_final(self, side: Side, turn: Turn) -> bool:
        """A Coup +1 ends a placement; so does an Impact when no Coup +1 could follow."""
        last = card(turn.draft[-1]).code
        if last is Code.CP1:
            return True
        return last is Code.IM and not any(
            card(c).code is Code.CP1 for c in side.hand if c not in turn.draft)

    def _commit_face_up(self, state: KKState, p: PlayerId) -> None:
        """A1-A3 (R8-R11): the draft goes face up on the lane; a completed strike scores."""
        side = state.side(p)
        turn = state.turn
        assert turn.lane is not None
        lane = side.lanes[turn.lane]
        for cid in turn.draft:
            side.hand.remove(cid)
        lane.visible.extend(turn.draft)
        state.emit(ev.Play(player=p, lane=turn.lane, cards=tuple(turn.draft)))
        if progress(lane.visible) >= COMPLETE:
            self._score(state, p, turn.lane)
        self._refill_and_check(state, p)

    def _commit_charge(self, state: KKState, p: PlayerId) -> None:
        """A4 (R12): face down on one Energy pile, the first chosen card on top."""
        side = state.side(p)
        turn = state.turn
        assert turn.lane is not None
        for cid in turn.draft:
            side.hand.remove(cid)
        lane = side.lanes[turn.lane]
        lane.energy = [*turn.draft, *lane.energy]
        n = len(turn.draft)
        # Section 8: the opponent learns the lane and the number of cards only.
        state.emit(ev.Charge(to=(p,), player=p, lane=turn.lane, count=n,
                             cards=tuple(turn.draft)))
        state.emit(ev.Charge(player=p, lane=turn.lane, count=n))
        self._refill_and_check(state, p)

    def _flip(self, state: KKState, p: PlayerId) -> None:
        """R15/R16: flip the top Energy card; it joins the lane or is lost."""
        side = state.side(p)
        turn = state.turn
        assert turn.lane is not None
        lane = side.lanes[turn.lane]
        cid = lane.energy.pop(0)
        if turn.impact:
            ok = card(cid).code is Code.CP1
        else:
            ok = accepts(progress(lane.visible), cid, turn.lane)
        if not ok:
            side.discard.append(cid)
            state.emit(ev.Flip(player=p, lane=turn.lane, card=cid, match=False))
            self._end_reveal(state, p)
            return
        lane.visible.append(cid)
        state.emit(ev.Flip(player=p, lane=turn.lane, card=cid, match=True))
        code = card(cid).code
        if code is Code.IM:
            turn.impact = True
        if code is Code.CP1 or not lane.energy:  # R16, D10
            self._end_reveal(state, p)

    def _end_reveal(self, state: KKState, p: PlayerId) -> None:
        """R17/D11: a complete lane scores; no refill; the turn passes."""
        assert state.turn.lane is not None
        if progress(state.side(p).lanes[state.turn.lane].visible) >= COMPLETE:
            self._score(state, p, state.turn.lane)
        self._next_turn(state, p)

    def _score(self, state: KKState, p: PlayerId, strike: Strike) -> None:
        """R18: IM and CP1 to Points, the rest to the discard; the lane is EMPTY again (D17)."""
        side = state.side(p)
        lane = side.lanes[strike]
        scored = [c for c in lane.visible if card(c).code in (Code.IM, Code.CP1)]
        side.points.extend(scored)
        side.discard.extend(c for c in lane.visible if c not in scored)
        lane.visible = []
        state.emit(ev.Score(player=p, lane=strike, points=len(scored), total=len(side.points)))

    def _refill_and_check(self, state: KKState, p: PlayerId) -> None:
        """R14/D12: refill to 5; a short or emptied deck ends the game at once."""
        side = state.side(p)
        need = HAND_SIZE - len(side.hand)
        take = min(need, len(side.deck))
        drawn, side.deck = side.deck[:take], side.deck[take:]
        side.hand.extend(drawn)
        side.hand.sort()
        if drawn:
            state.emit(ev.Refill(to=(p,), player=p, count=take, cards=tuple(drawn)))
            state.emit(ev.Refill(player=p, count=take))
        if not side.deck:
            state.turn = Turn(number=state.turn.number, phase=Phase.OVER)
            state.emit(ev.End(player=p))  # the result itself is outcome() data
            return
        self._next_turn(state, p)

    def _next_turn(self, state: KKState, p: PlayerId) -> None:
        nxt = state.opponent(p)
        state.active = nxt
        state.turn = Turn(number=state.turn.number + 1)

    # -- reading

    def outcome(self, state: KKState) -> Outcome | None:
        """R21: most Points, then most Impacts in Points, else a draw."""
        if state.turn.phase is not Phase.OVER:
            return None
        players = state.players
        return ranked_outcome(
            players, [[pl] for pl in players],
            scores=[len(state.side(pl).points) for pl in players],
            tiebreak=[_impacts(state.side(pl).points) for pl in players], tie="draw")

    def view(self, state: KKState, viewer: PlayerId | None) -> KKView:
        """R22 / section 8: a viewer sees their own hand and Energy piles, counts of the rest."""
        sides = []
        for pl in state.players:
            side = state.side(pl)
            own = pl == viewer
            sides.append(SideView(
                player=pl, colour=side.colour, hand=list(side.hand) if own else None,
                hand_count=len(side.hand), deck_count=len(side.deck),
                discard=list(side.discard), points=list(side.points),
                score=len(side.points), impacts=_impacts(side.points),
                lanes=[LaneView(strike=s, visible=list(side.lanes[s].visible),
                                energy_count=len(side.lanes[s].energy),
                                energy=list(side.lanes[s].energy) if own else None)
                       for s in STRIKES]))
        over = state.turn.phase is Phase.OVER
        mine = viewer == state.active and not over
        phase = state.turn.phase
        if not mine and phase in _BUILDING:
            phase = Phase.ACTION  # section 8: nothing is committed yet, not even its kind
        return KKView(
            version=state.version, viewer=viewer, sides=sides, bonus_count=len(state.bonus),
            active=None if over else state.active, phase=phase,
            turn_number=state.turn.number,
            turn_lane=state.turn.lane if state.turn.phase in (Phase.REVEAL,) or mine else None,
            draft=list(state.turn.draft) if mine else None,
            log=self.visible_log(state, viewer), outcome=self.outcome(state))


# ----------------------------------------------------------------------------- decisions
# Pure functions of what each decision depends on, cached: the result is a frozen value that
# every state in the same position shares. ``n`` is the turn number: one turn clock (the
# decision's ``stretch``) runs across the turn's small decisions.


_BUILDING = (Phase.PLACE, Phase.CHARGE)
"""The phases of a placement being built: only its player may know which one it is."""


def _stretch(n: int) -> str:
    return f"turn-{n}"


def _pick(p: PlayerId, lane: Strike) -> Callable[[PickMove, str | None], KKAction]:
    """The kit's ordered-pick moves as this game's actions on ``lane``."""
    return lambda move, cid: _action(p, PICK_KINDS[move], lane, cid)


@functools.lru_cache(maxsize=4096)
def _branch_decision(p: PlayerId, n: int, phase: Phase, bonus: bool, hand: tuple[str, ...],
                     energy: tuple[bool, ...]) -> Decision:
    """R3/R5: draw, maybe after an exchange; in BRANCH also reveal a lane with Energy (D11)."""
    draw = _action(p, Kind.DRAW, None, None)
    options = [draw]
    if bonus and any(card(c).code is Code.PB for c in hand):
        options.append(_action(p, Kind.EXCHANGE, None, None))  # R5
    if phase is Phase.BRANCH:
        options += [_action(p, Kind.REVEAL, s, None)
                    for s, charged in zip(STRIKES, energy, strict=True) if charged]
    return quick_decision(p, phase.value, options, stretch=_stretch(n), private=True,
                          default=draw)


@functools.lru_cache(maxsize=1024)
def _glissade_decision(p: PlayerId, n: int, sizes: tuple[int, ...]) -> Decision:
    """R6: the lane the Glissade clears; by default the one with the fewest cards."""
    size = dict(zip(STRIKES, sizes, strict=True))
    lanes = [s for s in STRIKES if size[s]]
    fewest = min(lanes, key=lambda s: (size[s], STRIKES.index(s)))
    return quick_decision(p, Phase.GLISSADE.value,
                          [_action(p, Kind.GLISSADE, s, None) for s in lanes],
                          stretch=_stretch(n), default=_action(p, Kind.GLISSADE, fewest, None))


@functools.lru_cache(maxsize=4096)
def _action_decision(p: PlayerId, n: int, hand: tuple[str, ...],
                     visible: tuple[tuple[str, ...], ...], opp_visible: tuple[bool, ...],
                     drawn: str | None) -> Decision:
    """R4: a lane to play face up on (A1-A3), a lane to charge (A4), or a Parade (A5)."""
    rows = dict(zip(STRIKES, visible, strict=True))
    opp = dict(zip(STRIKES, opp_visible, strict=True))
    options = [_action(p, Kind.FACE_UP, s, None) for s in STRIKES
               if any(accepts(progress(rows[s]), c, s) for c in hand)]
    options += [_action(p, Kind.CHARGE, s, None) for s in STRIKES]  # R12: any card, any lane
    for c in sorted(hand):  # R13: a Parade against a lane the opponent has started
        strike = card(c).strike
        if card(c).code is Code.PA and strike is not None and opp[strike]:
            options.append(_action(p, Kind.PARRY, strike, c))
    struck = card(drawn).strike if drawn else None
    return quick_decision(p, Phase.ACTION.value, options, stretch=_stretch(n), private=True,
                          default=_action(p, Kind.CHARGE, struck or Strike.LF, None))


@functools.lru_cache(maxsize=8192)
def _place_decision(p: PlayerId, n: int, lane: Strike, hand: tuple[str, ...],
                    visible: tuple[str, ...], draft: tuple[str, ...]) -> Decision:
    """R8-R11: the next card of a face-up placement, Done, or Cancel."""
    # R8/R9: one card alone may be committed (A1/A2); R10/R11: several only once the
    # last is an Impact (a Coup +1 after it commits by itself, see _placement_is_final).
    done = bool(draft) and (len(draft) == 1 or card(draft[-1]).code is Code.IM)
    pick = _pick(p, lane)
    options = ordered_pick(pick, _placeable(visible, hand, lane, draft), can_finish=done)
    # Section 10 (engine design): an unfinished placement times out to Back, whose
    # own default is the A4 charge.
    return quick_decision(p, Phase.PLACE.value, options, stretch=_stretch(n), private=True,
                          default=pick(PickMove.BACK, None))


@functools.lru_cache(maxsize=8192)
def _charge_decision(p: PlayerId, n: int, lane: Strike, hand: tuple[str, ...],
                     draft: tuple[str, ...], drawn: str | None) -> Decision:
    """R12: the next card of a face-down charge (at least one), Done, or Cancel."""
    pick = _pick(p, lane)
    rest = [c for c in hand if c not in draft]
    options = ordered_pick(pick, one_per_kind(rest, card_type), can_finish=bool(draft))
    # Section 10: the timeout charges the drawn card, then stops. Only onto an empty draft:
    # once a card of its type is on it (the drawn one, or its twin standing for it), the
    # drawn card still in hand must not be charged a second time.
    if not draft and drawn in rest:
        default = pick(PickMove.ADD, representative(rest, drawn, card_type))
    else:
        default = pick(PickMove.DONE if draft else PickMove.BACK, None)
    return quick_decision(p, Phase.CHARGE.value, options, stretch=_stretch(n), private=True,
                          default=default)


@functools.lru_cache(maxsize=1024)
def _reveal_decision(p: PlayerId, n: int, lane: Strike) -> Decision:
    """R16: flip the next Energy card, or stop."""
    stop = _action(p, Kind.STOP, lane, None)
    return quick_decision(p, Phase.REVEAL.value, [_action(p, Kind.CONTINUE, lane, None), stop],
                          stretch=_stretch(n), default=stop)


def _placeable(visible: tuple[str, ...], hand: tuple[str, ...], lane: Strike,
               draft: tuple[str, ...]) -> list[str]:
    """Cards that may extend a face-up placement (R8-R11, R19), one per type."""
    p = progress([*visible, *draft])
    rest = [c for c in hand if c not in draft]
    out: list[str] = []
    for cid in one_per_kind(rest, card_type):
        if not accepts(p, cid, lane):
            continue
        code = card(cid).code
        if code in (Code.IM, Code.CP1) or not draft:
            out.append(cid)  # an Impact completes; a first card alone is A1/A2
            continue
        others = list(rest)
        others.remove(cid)
        # R10: a second non-completing card is only legal on the way to an Impact.
        if _can_complete(progress([*visible, *draft, cid]), others, lane):
            out.append(cid)
    return out


def _impacts(points: list[str]) -> int:
    return sum(1 for c in points if card(c).code is Code.IM)


GAME = KarateKarte()

# Re-exported for scenario builders and tests.
__all__ = ["COMPLETE", "GAME", "KarateKarte", "Lane", "accepts", "card_type", "progress"]
