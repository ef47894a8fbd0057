"""Brutal Ring rules engine (spec ../shared/rules/brutal_ring.md, R1-R34, D0-D20).

Four rounds of four phases. Every choice is a small decision:

- Phase 1, simultaneous: each player draws card by card (Gladiator or Weapon pile), or lets
  the rest be drawn alternately (the section 10 timeout).
- Phase 2, simultaneous and sealed (``rules.kit.sealed``): each player edits a draft (enter a
  gladiator, arm an entry, disarm, recall) until they confirm; the window closes when all have
  confirmed or when its clock runs out (:meth:`BrutalRing.timeout`, ``Decision.timer``).
- Phase 3, sequential: engage, then attack or pass; an attack opens a simultaneous trick window
  (place / take back / ready) for the attacking and defending players and, in team play, their
  teammates; then the reveal, the attacking player's blind Discard picks and the optional
  Double Attack bonus combat.
- Phase 4: automatic survivor scoring, then simultaneous private discards (rounds 1-3), a
  subset pick (``rules.kit.picks``) in a sealed step.

Identical cards (copies of a weapon with the same trick) are offered once, as the smallest id.
The phases' steps live in :mod:`.phases` and :mod:`.combat`; this module says who decides
what, applies a choice, and builds the views.
"""

from __future__ import annotations

import functools

from pydantic import BaseModel

from rules.brutal_ring import combat, phases
from rules.brutal_ring.combat import begin_combats
from rules.brutal_ring.content import (
    CARD_TYPES,
    CARDS,
    GLADIATOR,
    GLADIATOR_IDS,
    WEAPON,
    WEAPON_IDS,
    Side,
    card,
    card_type,
)
from rules.brutal_ring.events import Start, Teams, TimeUp
from rules.brutal_ring.phases import begin_entry, begin_round, begin_survivors
from rules.brutal_ring.state import (
    ENTRY_EDITS,
    BRAction,
    BRState,
    BRView,
    CombatView,
    DecisionKind,
    EntryView,
    FighterView,
    Kind,
    Options,
    Phase,
    PlacedTrick,
    Seat,
    SeatView,
    TrickView,
)
from rules.brutal_ring.table import (
    can_draw,
    combat_values,
    distinct,
    final_outcome,
    find_fighter,
    need,
    targets,
    team_scores,
    unengaged,
    weapon_attack,
    weapon_defence,
)
from rules.core import (
    Decision,
    Game,
    Outcome,
    PlayerId,
    Reason,
    Rng,
    quick_decision,
    remembered,
    remembered_pending,
)
from rules.kit import seats as seating
from rules.kit.picks import PickMove, subset_pick


@functools.lru_cache(maxsize=8192)
def _act(player: PlayerId, kind: Kind, card: str | None = None, target: str | None = None,
         pile: str | None = None, slot: int | None = None) -> BRAction:
    # Built (and validated) once per distinct option: actions are frozen values, so every
    # state offering the same choice offers the same object and ``apply`` finds it by
    # identity. Plain validation: measured faster than ``model_construct`` on pydantic 2.14.
    return BRAction(player=player, kind=kind, card=card, target=target,
                    pile=pile, slot=slot)  # type: ignore[arg-type]


def _decision(player: PlayerId, kind: DecisionKind, options: list[BRAction], default: BRAction,
              *, private: bool = False, timer: int | None = None) -> Decision:
    return quick_decision(player, kind, options,  # type: ignore[arg-type]
                          private=private, default=default, timer=timer)


_PICK_KINDS = {PickMove.ADD: Kind.MARK, PickMove.REMOVE: Kind.UNMARK, PickMove.DONE: Kind.DONE,
               PickMove.BACK: Kind.KEEP_ALL}
"""R31 discards as a subset pick: Back is "keep everything" (the section 10 default)."""


_SLOT = {cid: card(cid).slot for cid in CARDS}
"""Each card's trick symbol (R17), looked up rather than rebuilt (``Card.slot`` makes a tuple)."""


@functools.lru_cache(maxsize=4096)
def _kinds(cards: tuple[str, ...]) -> list[str]:
    """``distinct`` of a hand or a pile of tricks; hands change slowly, so mostly a lookup.
    Read-only: the same list is returned to every caller."""
    return distinct(cards)


@functools.lru_cache(maxsize=8192)
def _tricks_options(p: PlayerId, gladiator: str, hand: tuple[str, ...],
                    on_gladiator: tuple[str, ...], mine: tuple[str, ...]) -> Decision:
    """The trick-window decision of ``p`` (R16-R18), whose side's ``gladiator`` already
    carries the tricks ``on_gladiator`` (``mine`` are the ones ``p`` placed, anywhere)."""
    glad = card(gladiator)
    used: dict[object, int] = {}
    for cid in on_gladiator:  # R17/D7/D8: symbols taken, all placers and bluffs included
        slot = _SLOT[cid]
        used[slot] = used.get(slot, 0) + 1
    options = [_act(p, Kind.PLACE, card=c) for c in _kinds(hand)
               if used.get(_SLOT[c], 0) < glad.slots(_SLOT[c])]
    options += [_act(p, Kind.TAKE_BACK, card=c) for c in _kinds(mine)]
    # A decider is never ready yet (``_deciders``), so Ready is always offered. Section
    # 10: the deadline locks the window as placed, for everyone (see ``_timeout``).
    ready = _act(p, Kind.READY)
    options.append(ready)
    return _decision(p, DecisionKind.TRICKS, options, ready, private=True)


ENGAGE_OPTIONS = 25
"""The most options the combined engage decision offers (a select menu's size): past it the
turn falls back to engaging first and naming the target in a second decision."""


@functools.lru_cache(maxsize=4096)
def _engage_decision(p: PlayerId, free: tuple[str, ...], aims: tuple[str, ...]) -> Decision:
    """R13/R14 as one choice, on one clock: which gladiator engages and whom it attacks
    (ENGAGE with a target), or that it engages and attacks no one (PASS with the gladiator).
    Section 10: by default the lowest-id gladiator engages and passes. With more pairs than a
    menu holds, ENGAGE names the gladiator alone and the ATTACK decision follows (R14).
    A player without a target never gets here (``combat._turn_from`` engages for them)."""
    passes = [_act(p, Kind.PASS, card=g) for g in free]
    if len(free) * (len(aims) + 1) <= ENGAGE_OPTIONS:
        options = [_act(p, Kind.ENGAGE, card=g, target=t) for g in free for t in aims]
    else:
        options = [_act(p, Kind.ENGAGE, card=g) for g in free]
    return _decision(p, DecisionKind.ENGAGE, [*options, *passes], passes[0])


class BrutalRing(Game[BRState, BRAction]):
    id = "brutal_ring"
    title = "Brutal Ring"
    min_players = 2
    max_players = 4
    Options = Options
    StateModel = BRState
    ActionModel = BRAction

    # -- setup (section 3)

    def _setup(self, players: list[PlayerId], seed: int, options: BaseModel) -> BRState:
        assert isinstance(options, Options)
        rng = Rng.seeded(seed)
        piles = {GLADIATOR: list(GLADIATOR_IDS), WEAPON: list(WEAPON_IDS)}
        for kind in CARD_TYPES:
            rng.shuffle(piles[kind])
        teams = seating.make_teams(players, options.teams)  # R1: partners sit diagonally
        first = players[rng.below(len(players))]  # R33: spin the knife
        state = BRState(players=players, seed=seed, rng=rng, options=options, teams=teams,
                        first_player=first, piles=piles,
                        discards={GLADIATOR: [], WEAPON: []},
                        seats={p: Seat() for p in players})
        if seating.is_team_game(players, teams):
            state.emit(Teams(teams=tuple(tuple(t) for t in teams)))
        state.emit(Start(player=first))
        begin_round(state)
        return state

    # -- who acts

    @remembered
    def pending(self, state: BRState) -> list[Decision]:
        if state.phase is Phase.OVER:
            return []
        return [d for p in self._deciders(state)
                if (d := self._decision(state, p)) is not None]

    def decision_for(self, state: BRState, player: PlayerId) -> Decision | None:
        """Only ``player``'s decision: ``apply`` needs no one else's options (a speed-up of
        the base class, same answer as scanning ``pending``)."""
        known = remembered_pending(state)
        if known is not None:
            return next((d for d in known if d.player == player), None)
        if player not in self._deciders(state):
            return None
        return self._decision(state, player)

    def _deciders(self, state: BRState) -> list[PlayerId]:
        """The players with an open decision, in seat order (one decision each)."""
        phase = state.phase
        if phase is Phase.OVER:
            return []
        if phase is Phase.DRAW:
            return [p for p in state.players if state.seats[p].to_draw > 0]
        if phase is Phase.ENTRY:
            assert state.entry is not None
            return state.entry.waiting()
        if phase is Phase.DISCARD:
            assert state.marking is not None
            return state.marking.waiting()
        fight = state.combat
        if phase is Phase.TRICKS:
            assert fight is not None
            # D9: a ready player waits; any change clears every ready flag and asks again.
            fighting = fight.participants
            return [p for p in state.players
                    if p in fighting and p not in fight.ready
                    and combat.can_act(state, fight, p)]
        if phase is Phase.PICK:
            assert fight is not None
            return [fight.att_player]  # D8: the attacking player makes the pick
        assert state.active is not None
        return [state.active]

    def _decision(self, state: BRState, p: PlayerId) -> Decision | None:
        phase = state.phase
        if phase is Phase.DRAW:
            return self._draw_decision(state, p)
        if phase is Phase.ENTRY:
            return self._entry_decision(state, p)
        if phase is Phase.DISCARD:
            return self._discard_decision(state, p)
        if phase is Phase.TRICKS:
            return self._tricks_decision(state, p)
        if phase is Phase.ENGAGE:  # R13 + R14 in one decision, on one clock (section 10)
            return _engage_decision(p, tuple(unengaged(state.seats[p])),
                                    tuple(targets(state, p)))
        if phase is Phase.ATTACK or phase is Phase.BONUS:  # R14, R27; section 10: pass
            options = [_act(p, Kind.ATTACK, target=t) for t in targets(state, p)]
            options.append(_act(p, Kind.PASS))
            kind = DecisionKind.ATTACK if phase is Phase.ATTACK else DecisionKind.BONUS
            return _decision(p, kind, options, options[-1])
        assert phase is Phase.PICK and state.combat is not None
        # R21/D11: the order is already random, so slot 0 is the section 10 random pick.
        options = [_act(p, Kind.PICK, slot=i) for i in range(len(state.combat.blind))]
        return _decision(p, DecisionKind.PICK, options, options[0])

    def _draw_decision(self, state: BRState, p: PlayerId) -> Decision:
        """R7/R8: one card at a time from a pile that can still give one."""
        options = [_act(p, Kind.DRAW, pile=k) for k in CARD_TYPES if can_draw(state, k)]
        options.append(_act(p, Kind.DRAW_REST))
        return _decision(p, DecisionKind.DRAW, options, options[-1], private=True)

    def _entry_decision(self, state: BRState, p: PlayerId) -> Decision:
        """R9/R10: enter gladiators from hand, each with at most one weapon from hand."""
        assert state.entry is not None
        hand = state.seats[p].hand
        options = [_act(p, Kind.ENTER, card=c) for c in hand if card_type(c) == GLADIATOR]
        weapons = distinct(c for c in hand if card_type(c) == WEAPON)
        for entry in state.entry.draft(p):
            if entry.weapon is None:
                options += [_act(p, Kind.ARM, card=w, target=entry.gladiator) for w in weapons]
            else:
                options.append(_act(p, Kind.DISARM, card=entry.weapon, target=entry.gladiator))
            options.append(_act(p, Kind.RECALL, card=entry.gladiator))
        options.append(_act(p, Kind.CONFIRM))
        # R11: the clock does more than confirm: it closes the window for everyone (see
        # ``_timeout``); confirming is the option closest to "the draft stands as it is".
        return _decision(p, DecisionKind.ENTRY, options, options[-1], private=True,
                         timer=state.options.entry_seconds)

    def _tricks_decision(self, state: BRState, p: PlayerId) -> Decision:
        """R16-R18: place a fitting trick from hand, take one's own back, or get ready. What
        it depends on goes to the cached :func:`_tricks_options`: a trick window goes back
        and forth through the same positions (place, take back, ready)."""
        fight = state.combat
        assert fight is not None
        on_attacker = p in fight.att_side
        tricks = fight.tricks
        return _tricks_options(
            p, fight.attacker if on_attacker else fight.defender, tuple(state.seats[p].hand),
            tuple(t.card for t in tricks if t.on_attacker == on_attacker),
            tuple(t.card for t in tricks if t.placer == p))

    def _discard_decision(self, state: BRState, p: PlayerId) -> Decision:
        """R31/D15: mark hand cards and own gladiators (with their weapons), then done; one
        option per kind of hand card; "keep everything" is always offered."""
        assert state.marking is not None
        seat = state.seats[p]
        marks = state.marking.draft(p)
        arena = [f.gladiator for f in seat.arena]
        unmarked = [*distinct(c for c in seat.hand if c not in marks),
                    *(g for g in arena if g not in marks)]
        marked = [*distinct(c for c in marks if c in seat.hand),
                  *(g for g in arena if g in marks)]
        options = subset_pick(lambda move, item: _act(p, _PICK_KINDS[move], card=item),
                              unmarked, marked)
        return _decision(p, DecisionKind.DISCARD, options, options[-1], private=True)

    # -- doing (a legal action, on a private copy)

    def _step(self, state: BRState, action: BRAction) -> None:
        p = action.player
        kind = action.kind
        if kind is Kind.DRAW:
            assert action.pile is not None
            phases.draw(state, p, action.pile)
            phases.after_draw(state)
        elif kind is Kind.DRAW_REST:
            phases.draw_rest(state, p)
            phases.after_draw(state)
        elif kind in ENTRY_EDITS:
            phases.edit_draft(state, action)
        elif kind is Kind.CONFIRM:
            phases.confirm(state, p)
        elif kind is Kind.ENGAGE:
            assert action.card is not None
            combat.engage(state, p, action.card)
            state.phase = Phase.ATTACK  # R14 is asked next unless the target came with it
            if action.target is not None:
                combat.start_combat(state, p, action.target, bonus=False)
        elif kind is Kind.ATTACK:
            assert action.target is not None
            combat.start_combat(state, p, action.target, bonus=state.phase is Phase.BONUS)
        elif kind is Kind.PASS:
            if action.card is not None:  # R13 + R14: engage this gladiator, attack no one
                combat.engage(state, p, action.card)
                state.phase = Phase.ATTACK
            combat.pass_turn(state, p)
        elif kind is Kind.PLACE or kind is Kind.TAKE_BACK:
            assert action.card is not None
            combat.change_tricks(state, p, action.card, place=kind is Kind.PLACE)
        elif kind is Kind.READY:
            combat.ready(state, p)
        elif kind is Kind.PICK:
            assert action.slot is not None
            combat.pick(state, action.slot)
        elif kind is Kind.MARK or kind is Kind.UNMARK:
            phases.mark(state, action)
        else:
            assert kind is Kind.DONE or kind is Kind.KEEP_ALL
            phases.discards_done(state, p, keep=kind is Kind.KEEP_ALL)

    def _timeout(self, state: BRState, decision: Decision) -> None:
        """The two clocks that act for everyone: the entry window closes with the drafts as
        they stand (R11), the trick window locks as placed (section 10). Every other decision
        plays its default (section 10)."""
        if decision.kind == DecisionKind.ENTRY:
            state.emit(TimeUp(window="entry"))
            phases.close_entry(state)
        elif decision.kind == DecisionKind.TRICKS:
            state.emit(TimeUp(window="tricks"))
            combat.lock_tricks(state)
        else:
            super()._timeout(state, decision)

    # -- reading

    def outcome(self, state: BRState) -> Outcome | None:
        """R32/D16 (see :func:`rules.brutal_ring.table.final_outcome`)."""
        if state.phase is not Phase.OVER:
            return None
        return final_outcome(state)

    def forfeit(self, state: BRState, player: PlayerId, reason: str) -> Outcome:
        """R1: the team holds the result, so in team play the other team wins; alone, every
        other player wins."""
        return seating.forfeit_outcome(state.players, state.teams, player, Reason(reason),
                                       scores=team_scores(state))

    def view(self, state: BRState, viewer: PlayerId | None) -> BRView:
        """R34 / section 8: own hand, draft, marks and tricks; counts of everyone else's."""
        labels = seating.seat_labels(state.players, state.teams)
        entry, marking = state.entry, state.marking
        seats = []
        for p in state.players:
            seat = state.seats[p]
            own = p == viewer
            draft = entry.draft(p) if entry is not None else []
            marks = marking.draft(p) if marking is not None else []
            seats.append(SeatView(
                player=p, label=labels[p], team=seating.team_of(state.teams, p),
                points=seat.points, hand=list(seat.hand) if own else None,
                hand_count=len(seat.hand),
                arena=[FighterView(gladiator=f.gladiator, weapon=f.weapon, engaged=f.engaged,
                                   attack=weapon_attack(f.weapon),
                                   defence=weapon_defence(f.weapon)) for f in seat.arena],
                to_draw=seat.to_draw,
                draft=[EntryView(gladiator=e.gladiator, weapon=e.weapon) for e in draft]
                if own else None,
                draft_entries=len(draft),
                draft_armed=sum(1 for e in draft if e.weapon),
                confirmed=entry is not None and entry.is_confirmed(p),
                marks=list(marks) if own else None,
                discards_done=marking is not None and marking.is_confirmed(p)))
        over = state.phase is Phase.OVER
        return BRView(
            version=state.version, viewer=viewer, round=state.round, phase=state.phase,
            first_player=state.first_player, active=state.active, engaged=state.engaged,
            teams=[list(t) for t in state.teams], team_scores=team_scores(state),
            seats=seats, pile_sizes={k: len(v) for k, v in state.piles.items()},
            discards={k: list(v) for k, v in state.discards.items()},
            combat=self._combat_view(state, viewer),
            waiting=[] if over else self._deciders(state),
            entry_seconds=state.options.entry_seconds,
            log=self.visible_log(state, viewer),  # type: ignore[arg-type]
            outcome=self.outcome(state))

    @staticmethod
    def _combat_view(state: BRState, viewer: PlayerId | None) -> CombatView | None:
        """R18/R20/R21: tricks are backs (with their placer) except for their placer and once
        revealed; the blind pick shows placers, never faces."""
        c = state.combat
        if c is None:
            return None
        att = find_fighter(state, c.attacker)
        dfn = find_fighter(state, c.defender)

        def trick_view(t: PlacedTrick) -> TrickView:
            shown = t.revealed or t.placer == viewer
            role = Side.ATK if t.on_attacker else Side.DEF
            return TrickView(placer=t.placer, on_attacker=t.on_attacker,
                             card=t.card if shown else None, revealed=t.revealed,
                             removed=t.removed,
                             bluff=t.revealed and card(t.card).side is not role)

        by_card = {t.card: t for t in c.tricks}
        return CombatView(
            attacker=c.attacker, defender=c.defender, att_side=list(c.att_side),
            def_side=list(c.def_side), bonus=c.bonus,
            base_attack=weapon_attack(att[1].weapon) if att else 0,
            base_defence=weapon_defence(dfn[1].weapon) if dfn else 0,
            ready=list(c.ready), tricks=[trick_view(t) for t in c.tricks],
            blind=[trick_view(by_card[cid]) for cid in c.blind], picks=c.picks)


GAME = BrutalRing()

__all__ = ["GAME", "BrutalRing", "begin_combats", "begin_entry", "begin_round",
           "begin_survivors", "combat_values", "need", "targets"]
