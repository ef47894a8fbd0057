"""Brutal Ring rules engine (spec ../shared/rules/brutal_ring.md, R1-R34, D0-D20).

Four rounds of four phases. Every choice is a small decision:

- Phase 1, simultaneous: each player draws card by card (Gladiator or Weapon pile), or lets
  the rest be drawn alternately (the section 10 timeout).
- Phase 2, simultaneous and sealed: each player edits a draft (enter a gladiator, arm an entry,
  disarm, recall) until they confirm; the window closes when all have confirmed or when the
  match service applies the ``time_up`` default at the deadline (``Decision.timer``).
- Phase 3, sequential: engage, then attack or pass; an attack opens a simultaneous trick window
  (place / take back / ready) for the attacking and defending players and, in team play, their
  teammates; then the reveal, the attacking player's blind Discard picks and the optional
  Double Attack bonus combat.
- Phase 4: automatic survivor scoring, then simultaneous private discards (rounds 1-3).

Identical cards (copies of a weapon with the same trick) are offered once, as the smallest id.
"""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import BaseModel

from rules.brutal_ring.content import (
    CARD_TYPES,
    GLADIATOR,
    GLADIATOR_IDS,
    HAND_LIMIT,
    ROUNDS,
    SURVIVOR_POINTS,
    TRICK_PLUS,
    TYPE_NAMES,
    WEAPON,
    WEAPON_IDS,
    Side,
    Slot,
    Trick,
    card,
    card_type,
)
from rules.brutal_ring.state import (
    BRAction,
    BRState,
    BRView,
    Combat,
    CombatView,
    DecisionKind,
    Entry,
    EntryView,
    Fighter,
    FighterView,
    Kind,
    Options,
    Phase,
    PlacedTrick,
    Seat,
    SeatView,
    TrickView,
)
from rules.core import Decision, Game, Outcome, PlayerId, Rng

# ----------------------------------------------------------------------------- small helpers


def _distinct(cards: Iterable[str]) -> list[str]:
    """One representative (smallest id) per card type, sorted by id.

    Copies of a weapon with the same trick are interchangeable for every rule, so offering
    each would only multiply the buttons.
    """
    best: dict[tuple, str] = {}
    for cid in cards:
        key = card(cid).type_key
        if key not in best or cid < best[key]:
            best[key] = cid
    return sorted(best.values())


def _act(player: PlayerId, kind: Kind, card: str | None = None, target: str | None = None,
         pile: str | None = None, slot: int | None = None) -> BRAction:
    # Plain validation: measured faster than ``model_construct`` on pydantic 2.14.
    return BRAction(player=player, kind=kind, card=card, target=target,
                    pile=pile, slot=slot)  # type: ignore[arg-type]


def _decision(player: PlayerId, kind: DecisionKind, options: list[BRAction], default: BRAction,
              *, private: bool = False, timer: int | None = None) -> Decision:
    return Decision(player=player, kind=kind, options=options,  # type: ignore[arg-type]
                    private=private, default=default, timer=timer)


def weapon_attack(weapon: str | None) -> int:
    """R12/D5: Attack comes only from the weapon; unarmed is 0."""
    return card(weapon).attack if weapon else 0


def weapon_defence(weapon: str | None) -> int:
    """R12/D5: Defence comes only from the weapon; unarmed is 0."""
    return card(weapon).defence if weapon else 0


def arena_cards(seat: Seat) -> int:
    """R6: each gladiator and each attached weapon counts as one card."""
    return sum(2 if f.weapon else 1 for f in seat.arena)


def need(seat: Seat) -> int:
    """R6: ``max(0, 8 - hand - arena_cards)``."""
    return max(0, HAND_LIMIT - len(seat.hand) - arena_cards(seat))


def team_index(state: BRState, player: PlayerId) -> int:
    return next(i for i, team in enumerate(state.teams) if player in team)


def teammate(state: BRState, player: PlayerId) -> PlayerId | None:
    """R1: in team play, the player two seats away."""
    team = state.teams[team_index(state, player)]
    return next((p for p in team if p != player), None)


def opponents(state: BRState, player: PlayerId) -> list[PlayerId]:
    """R1: every player not on ``player``'s team, in seat order."""
    mine = state.teams[team_index(state, player)]
    return [p for p in state.players if p not in mine]


def find_fighter(state: BRState, gladiator: str) -> tuple[PlayerId, Fighter] | None:
    for p in state.players:
        for f in state.seats[p].arena:
            if f.gladiator == gladiator:
                return p, f
    return None


def targets(state: BRState, player: PlayerId) -> list[str]:
    """R14/D6: the living gladiators of ``player``'s opponents, engaged or not."""
    return [f.gladiator for q in opponents(state, player) for f in state.seats[q].arena]


def _unengaged(seat: Seat) -> list[str]:
    return sorted(f.gladiator for f in seat.arena if not f.engaged)


def _can_draw(state: BRState, kind: str) -> bool:
    """R8: a pile can be drawn while it or its discard still holds a card."""
    return bool(state.piles[kind] or state.discards[kind])


def team_scores(state: BRState) -> list[int]:
    """R1: a team's score is the sum of its members' points."""
    return [sum(state.seats[p].points for p in team) for team in state.teams]


def team_gladiators(state: BRState) -> list[int]:
    """R32/D16: the tie-break counts a side's gladiators in the arena."""
    return [sum(len(state.seats[p].arena) for p in team) for team in state.teams]


def label(state: BRState, player: PlayerId) -> str:
    """The seat label used in log texts: P1..P4, or A1, B1, A2, B2 in team play (R1)."""
    i = state.players.index(player)
    if len(state.teams) == 2 and len(state.players) == 4:
        return f"{'AB'[i % 2]}{i // 2 + 1}"
    return f"P{i + 1}"


def _names(cards: Iterable[str]) -> str:
    names = [card(c).label for c in cards]
    return ", ".join(names) if names else "nothing"


def _plural(n: int, word: str, plural: str | None = None) -> str:
    return f"{n} {word if n == 1 else plural or word + 's'}"


# ----------------------------------------------------------------------------- the game


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
        if len(players) == 4 and options.teams:  # R1: partners sit diagonally
            teams = [[players[0], players[2]], [players[1], players[3]]]
        else:
            teams = [[p] for p in players]
        first = players[rng.below(len(players))]  # R33: spin the knife
        state = BRState(players=players, seed=seed, rng=rng, options=options, teams=teams,
                        first_player=first, piles=piles,
                        discards={GLADIATOR: [], WEAPON: []},
                        seats={p: Seat() for p in players})
        if len(teams) == 2 and len(players) == 4:
            state.emit("teams", f"Teams: {label(state, teams[0][0])} and "
                       f"{label(state, teams[0][1])} against {label(state, teams[1][0])} and "
                       f"{label(state, teams[1][1])}.", teams=teams)
        state.emit("start", f"{label(state, first)} is the First Player.", player=first)
        begin_round(state)
        return state

    # -- who acts

    def pending(self, state: BRState) -> list[Decision]:
        if state.phase is Phase.OVER:
            return []
        return [d for p in self._deciders(state)
                if (d := self._decision(state, p)) is not None]

    def decision_for(self, state: BRState, player: PlayerId) -> Decision | None:
        """Only ``player``'s decision: ``apply`` needs no one else's options (a speed-up of
        the base class, same answer as scanning ``pending``)."""
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
            return [p for p in state.players if not state.seats[p].confirmed]
        if phase is Phase.DISCARD:
            return [p for p in state.players if not state.seats[p].done]
        combat = state.combat
        if phase is Phase.TRICKS:
            assert combat is not None
            # D9: a ready player waits; any change clears every ready flag and asks again.
            return [p for p in state.players
                    if p in combat.participants and _can_act(state, combat, p)
                    and p not in combat.ready]
        if phase is Phase.PICK:
            assert combat is not None
            return [combat.att_player]  # D8: the attacking player makes the pick
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
        if phase is Phase.ENGAGE:  # R13; section 10: the lowest id by default
            options = [_act(p, Kind.ENGAGE, card=g) for g in _unengaged(state.seats[p])]
            return _decision(p, DecisionKind.ENGAGE, options, options[0])
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
        options = [_act(p, Kind.DRAW, pile=k) for k in CARD_TYPES if _can_draw(state, k)]
        options.append(_act(p, Kind.DRAW_REST))
        return _decision(p, DecisionKind.DRAW, options, options[-1], private=True)

    def _entry_decision(self, state: BRState, p: PlayerId) -> Decision:
        """R9/R10: enter gladiators from hand, each with at most one weapon from hand."""
        seat = state.seats[p]
        options = [_act(p, Kind.ENTER, card=c) for c in seat.hand if card_type(c) == GLADIATOR]
        weapons = _distinct(c for c in seat.hand if card_type(c) == WEAPON)
        for entry in seat.draft:
            if entry.weapon is None:
                options += [_act(p, Kind.ARM, card=w, target=entry.gladiator) for w in weapons]
            else:
                options.append(_act(p, Kind.DISARM, card=entry.weapon, target=entry.gladiator))
            options.append(_act(p, Kind.RECALL, card=entry.gladiator))
        options.append(_act(p, Kind.CONFIRM))
        # R11: "time is up" closes the window for everyone, so it is no player's option; the
        # match service applies it as the default when the entry clock runs out.
        return _decision(p, DecisionKind.ENTRY, options, _act(p, Kind.TIME_UP), private=True,
                         timer=state.options.entry_seconds)

    def _tricks_decision(self, state: BRState, p: PlayerId) -> Decision:
        """R16-R18: place a fitting trick from hand, take one's own back, or get ready."""
        combat = state.combat
        assert combat is not None
        on_attacker = p in combat.att_side
        glad = card(combat.attacker if on_attacker else combat.defender)
        used = _used_slots(combat, on_attacker)
        options = [_act(p, Kind.PLACE, card=c) for c in _distinct(state.seats[p].hand)
                   if used.get(card(c).slot, 0) < glad.slots(card(c).slot)]
        mine = [t.card for t in combat.tricks if t.placer == p]
        options += [_act(p, Kind.TAKE_BACK, card=c) for c in _distinct(mine)]
        if p not in combat.ready:
            options.append(_act(p, Kind.READY))
        # Section 10: at the deadline the window locks as placed, for everyone (the service's
        # default, not a player's option).
        return _decision(p, DecisionKind.TRICKS, options, _act(p, Kind.TIME_UP), private=True)

    def _discard_decision(self, state: BRState, p: PlayerId) -> Decision:
        """R31/D15: mark hand cards and own gladiators (with their weapons), then done."""
        seat = state.seats[p]
        arena = [f.gladiator for f in seat.arena]
        options = [_act(p, Kind.MARK, card=c)
                   for c in _distinct(c for c in seat.hand if c not in seat.marks)]
        options += [_act(p, Kind.MARK, card=g) for g in arena if g not in seat.marks]
        options += [_act(p, Kind.UNMARK, card=c)
                    for c in _distinct(c for c in seat.marks if c in seat.hand)]
        options += [_act(p, Kind.UNMARK, card=g) for g in arena if g in seat.marks]
        if seat.marks:
            options.append(_act(p, Kind.DONE))
        options.append(_act(p, Kind.KEEP_ALL))  # section 10: discard nothing
        return _decision(p, DecisionKind.DISCARD, options, options[-1], private=True)

    # -- doing (a legal action, on a private copy)

    def _step(self, state: BRState, action: BRAction) -> None:
        p = action.player
        kind = action.kind
        if kind is Kind.DRAW:
            assert action.pile is not None
            _draw(state, p, action.pile)
            _after_draw(state)
        elif kind is Kind.DRAW_REST:
            _draw_rest(state, p)
            _after_draw(state)
        elif kind in _ENTRY_EDITS:
            _edit_draft(state, action)
        elif kind is Kind.CONFIRM:
            _confirm(state, p)
        elif kind is Kind.TIME_UP:
            if state.phase is Phase.ENTRY:
                state.emit("time_up", "Time is up: the entry window closes.")
                close_entry(state)
            else:
                state.emit("time_up", "Time is up: the tricks lock as placed.")
                _lock_tricks(state)
        elif kind is Kind.ENGAGE:
            assert action.card is not None
            _engage(state, p, action.card)
            state.phase = Phase.ATTACK
        elif kind is Kind.ATTACK:
            assert action.target is not None
            _start_combat(state, p, action.target, bonus=state.phase is Phase.BONUS)
        elif kind is Kind.PASS:
            bonus = state.phase is Phase.BONUS
            assert state.engaged is not None
            state.emit("pass", f"{label(state, p)}'s {card(state.engaged).name} "
                       f"{'declines the bonus combat' if bonus else 'does not attack'}.",
                       player=p, gladiator=state.engaged, bonus=bonus)
            _next_turn(state)
        elif kind is Kind.PLACE or kind is Kind.TAKE_BACK:
            assert action.card is not None
            _change_tricks(state, p, action.card, place=kind is Kind.PLACE)
        elif kind is Kind.READY:
            _ready(state, p)
        elif kind is Kind.PICK:
            assert action.slot is not None
            _pick(state, action.slot)
        elif kind is Kind.MARK or kind is Kind.UNMARK:
            assert action.card is not None
            seat = state.seats[p]
            if kind is Kind.MARK:
                seat.marks.append(action.card)
            else:
                seat.marks.remove(action.card)
        else:
            assert kind is Kind.DONE or kind is Kind.KEEP_ALL
            _discards_done(state, p, keep=kind is Kind.KEEP_ALL)

    # -- reading

    def outcome(self, state: BRState) -> Outcome | None:
        """R32/D16: most points (team score in team play); ties go to the most gladiators in
        the arena (team total); a tie that remains is a shared win."""
        if state.phase is not Phase.OVER:
            return None
        scores = team_scores(state)
        glads = team_gladiators(state)
        keys = [(scores[i], glads[i]) for i in range(len(state.teams))]
        order = sorted(range(len(state.teams)), key=lambda i: keys[i], reverse=True)
        groups: list[list[int]] = []
        for i in order:
            if groups and keys[groups[-1][0]] == keys[i]:
                groups[-1].append(i)
            else:
                groups.append([i])
        top = groups[0]
        ranking = [[p for p in state.players if team_index(state, p) in g] for g in groups]
        winners = ranking[0]
        top_score = scores[top[0]]
        if len(top) > 1:
            reason = "shared"
        elif sum(1 for s in scores if s == top_score) > 1:
            reason = "tiebreak"
        else:
            reason = "points"
        per_player = {p: scores[team_index(state, p)] for p in state.players}
        summary = " – ".join(
            f"{'+'.join(label(state, p) for p in team)} {scores[i]} ({glads[i]} in the arena)"
            for i, team in enumerate(state.teams))
        who = " and ".join(label(state, p) for p in winners)
        if reason == "shared":
            detail = f"{summary}: {who} share the win."
        elif reason == "tiebreak":
            detail = f"{summary}: {who} win{'s' if len(winners) == 1 else ''} on gladiators."
        else:
            detail = f"{summary}: {who} win{'s' if len(winners) == 1 else ''}."
        teamed = len(state.teams) == 2 and len(state.players) == 4
        return Outcome(winners=winners, ranking=ranking, scores=per_player, reason=reason,
                       detail=detail, teams=[list(t) for t in state.teams] if teamed else None,
                       team_scores=list(scores) if teamed else None)

    def forfeit(self, state: BRState, player: PlayerId, reason: str) -> Outcome:
        """In team play the other team wins (R1); alone, every other player wins."""
        mine = state.teams[team_index(state, player)]
        if len(mine) == 1:
            return super().forfeit(state, player, reason)
        winners = [p for p in state.players if p not in mine]
        return Outcome(winners=winners, ranking=[winners, [p for p in state.players
                                                           if p in mine]],
                       scores={p: team_scores(state)[team_index(state, p)]
                               for p in state.players},
                       reason=reason)

    def view(self, state: BRState, viewer: PlayerId | None) -> BRView:
        """R34 / section 8: own hand, draft, marks and tricks; counts of everyone else's."""
        seats = []
        for p in state.players:
            seat = state.seats[p]
            own = p == viewer
            seats.append(SeatView(
                player=p, label=label(state, p), team=team_index(state, p),
                points=seat.points, hand=list(seat.hand) if own else None,
                hand_count=len(seat.hand),
                arena=[FighterView(gladiator=f.gladiator, weapon=f.weapon, engaged=f.engaged,
                                   attack=weapon_attack(f.weapon),
                                   defence=weapon_defence(f.weapon)) for f in seat.arena],
                to_draw=seat.to_draw,
                draft=[EntryView(gladiator=e.gladiator, weapon=e.weapon) for e in seat.draft]
                if own else None,
                draft_entries=len(seat.draft),
                draft_armed=sum(1 for e in seat.draft if e.weapon),
                confirmed=seat.confirmed,
                marks=list(seat.marks) if own else None,
                discards_done=seat.done))
        combat = None
        if state.combat is not None:
            c = state.combat
            att = find_fighter(state, c.attacker)
            dfn = find_fighter(state, c.defender)

            def trick_view(t: PlacedTrick) -> TrickView:
                shown = t.revealed or t.placer == viewer
                return TrickView(placer=t.placer, on_attacker=t.on_attacker,
                                 card=t.card if shown else None, revealed=t.revealed,
                                 removed=t.removed)

            by_card = {t.card: t for t in c.tricks}
            combat = CombatView(
                attacker=c.attacker, defender=c.defender, att_side=list(c.att_side),
                def_side=list(c.def_side), bonus=c.bonus,
                base_attack=weapon_attack(att[1].weapon) if att else 0,
                base_defence=weapon_defence(dfn[1].weapon) if dfn else 0,
                ready=list(c.ready), tricks=[trick_view(t) for t in c.tricks],
                blind=[trick_view(by_card[cid]) for cid in c.blind], picks=c.picks)
        over = state.phase is Phase.OVER
        return BRView(
            version=state.version, viewer=viewer, round=state.round, phase=state.phase,
            first_player=state.first_player, active=state.active, engaged=state.engaged,
            teams=[list(t) for t in state.teams], team_scores=team_scores(state),
            seats=seats, pile_sizes={k: len(v) for k, v in state.piles.items()},
            discards={k: list(v) for k, v in state.discards.items()}, combat=combat,
            waiting=[] if over else [d.player for d in self.pending(state)],
            entry_seconds=state.options.entry_seconds,
            log=self.visible_log(state, viewer), outcome=self.outcome(state))


_ENTRY_EDITS = frozenset({Kind.ENTER, Kind.ARM, Kind.DISARM, Kind.RECALL})


# ============================================================================= phase 1: draw


def begin_round(state: BRState) -> None:
    """Section 4, Phase 1: every player's ``need`` (R6); those with a draw decide (R7)."""
    state.phase = Phase.DRAW
    state.active = None
    state.engaged = None
    state.emit("round", f"Round {state.round} begins; {label(state, state.first_player)} is "
               f"the First Player.", round=state.round, first_player=state.first_player)
    for p in state.players:
        seat = state.seats[p]
        seat.to_draw = need(seat)
        if seat.to_draw:
            state.emit("need", f"{label(state, p)} draws {_plural(seat.to_draw, 'card')}.",
                       player=p, count=seat.to_draw)
    _after_draw(state)


def _stop_if_exhausted(state: BRState, p: PlayerId) -> None:
    """R8/D1: with both card types exhausted the player keeps fewer than 8."""
    seat = state.seats[p]
    if seat.to_draw and not any(_can_draw(state, k) for k in CARD_TYPES):
        state.emit("exhausted", f"Both piles and discards are empty: {label(state, p)} stops "
                   f"drawing with {_plural(seat.to_draw, 'card')} short.", player=p,
                   short=seat.to_draw)
        seat.to_draw = 0


def _draw(state: BRState, p: PlayerId, kind: str) -> None:
    """R7/R8: take the top card of the chosen pile, rebuilding it from its own discard."""
    if not state.piles[kind]:
        rebuilt = state.discards[kind]
        state.rng.shuffle(rebuilt)
        state.piles[kind], state.discards[kind] = rebuilt, []
        state.emit("reshuffle", f"The {TYPE_NAMES[kind]} pile is empty: its discard "
                   f"({_plural(len(rebuilt), 'card')}) is shuffled into a new pile.",
                   pile=kind, count=len(rebuilt))
    cid = state.piles[kind].pop(0)
    seat = state.seats[p]
    seat.hand.append(cid)
    seat.hand.sort()
    seat.to_draw -= 1
    state.emit("draw", f"You drew {card(cid).label}.", to=[p], player=p, card=cid, pile=kind)
    state.emit("draw", f"{label(state, p)} draws from the {TYPE_NAMES[kind]} pile.", player=p,
               pile=kind)
    _stop_if_exhausted(state, p)


def _draw_rest(state: BRState, p: PlayerId) -> None:
    """Section 10 timeout: the remaining draws alternate G, W, G... (R8 when one runs out)."""
    turn = 0
    while state.seats[p].to_draw:
        want = CARD_TYPES[turn % 2]
        kind = want if _can_draw(state, want) else CARD_TYPES[1 - turn % 2]
        _draw(state, p, kind)
        turn += 1


def _after_draw(state: BRState) -> None:
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
    state.confirmations = 0
    state.first_entrant = None
    for p in state.players:
        seat = state.seats[p]
        seat.draft = []
        seat.confirmed_at = None
        seat.confirmed = not any(card_type(c) == GLADIATOR for c in seat.hand)
    state.emit("entry", f"The entry window opens ({state.options.entry_seconds} s).",
               seconds=state.options.entry_seconds)
    if all(s.confirmed for s in state.seats.values()):
        close_entry(state)


def _edit_draft(state: BRState, action: BRAction) -> None:
    """R9/R10: drafts move cards from the hand to the table, face down."""
    p = action.player
    seat = state.seats[p]
    kind = action.kind
    if kind is Kind.ENTER:
        assert action.card is not None
        seat.hand.remove(action.card)
        seat.draft.append(Entry(gladiator=action.card))
        state.emit("draft", f"You put {card(action.card).name} in your draft.", to=[p],
                   player=p, card=action.card)
    elif kind is Kind.RECALL:
        entry = next(e for e in seat.draft if e.gladiator == action.card)
        seat.draft.remove(entry)
        seat.hand.extend(c for c in (entry.gladiator, entry.weapon) if c)
        seat.hand.sort()
        state.emit("draft", f"You take {card(entry.gladiator).name} back.", to=[p],
                   player=p, card=entry.gladiator)
    else:
        entry = next(e for e in seat.draft if e.gladiator == action.target)
        assert action.card is not None
        if kind is Kind.ARM:
            seat.hand.remove(action.card)
            entry.weapon = action.card
            state.emit("draft", f"You arm {card(entry.gladiator).name} with "
                       f"{card(action.card).label}.", to=[p], player=p, card=action.card,
                       target=entry.gladiator)
        else:
            entry.weapon = None
            seat.hand.append(action.card)
            seat.hand.sort()
            state.emit("draft", f"You take {card(action.card).label} back from "
                       f"{card(entry.gladiator).name}.", to=[p], player=p, card=action.card,
                       target=entry.gladiator)
    state.emit("draft_count", f"{label(state, p)}'s draft: "
               f"{_plural(len(seat.draft), 'entry', 'entries')}, "
               f"{sum(1 for e in seat.draft if e.weapon)} armed.",
               player=p, entries=len(seat.draft),
               armed=sum(1 for e in seat.draft if e.weapon))


def _confirm(state: BRState, p: PlayerId) -> None:
    seat = state.seats[p]
    seat.confirmed = True
    seat.confirmed_at = state.confirmations
    state.confirmations += 1
    state.emit("confirm", f"{label(state, p)} confirms their entries.", player=p)
    if all(s.confirmed for s in state.seats.values()):
        close_entry(state)


def close_entry(state: BRState) -> None:
    """R11/D4: every draft is revealed at once and enters the arena unengaged."""
    if state.options.first_player_rule == "first_entrant":
        state.first_entrant = _first_entrant(state)
    for p in state.players:
        seat = state.seats[p]
        for entry in seat.draft:
            seat.arena.append(Fighter(gladiator=entry.gladiator, weapon=entry.weapon))
        entries = [e.model_dump() for e in seat.draft]
        if seat.draft:
            shown = ", ".join(card(e.gladiator).name + (
                f" with {card(e.weapon).name} {card(e.weapon).attack}/{card(e.weapon).defence}"
                if e.weapon else " unarmed") for e in seat.draft)
            state.emit("enter", f"{label(state, p)} brings in {shown}.", player=p,
                       entries=entries)
        else:
            state.emit("enter", f"{label(state, p)} brings in no gladiator.", player=p,
                       entries=[])
        seat.draft = []
        seat.confirmed = True
    begin_combats(state)


def _first_entrant(state: BRState) -> PlayerId | None:
    """D3 ``first_entrant``: the earliest confirmation among drafts with a gladiator; drafts
    still open at the deadline count as confirmed then; ties go clockwise from the current
    First Player, that player included."""
    n = len(state.players)
    start = state.players.index(state.first_player)
    best: tuple[int, int] | None = None
    who: PlayerId | None = None
    for i, p in enumerate(state.players):
        seat = state.seats[p]
        if not seat.draft:
            continue
        at = seat.confirmed_at if seat.confirmed_at is not None else n + state.confirmations
        key = (at, (i - start) % n)
        if best is None or key < best:
            best, who = key, p
    return who


# ============================================================================= phase 3: combats


def begin_combats(state: BRState) -> None:
    """Phase 3 starts with the First Player (R33)."""
    state.phase = Phase.ENGAGE
    state.combat = None
    state.engaged = None
    _turn_from(state, state.players.index(state.first_player))


def _next_turn(state: BRState) -> None:
    """Section 4 step 8: the player to the left becomes active."""
    assert state.active is not None
    state.combat = None
    state.engaged = None
    _turn_from(state, state.players.index(state.active) + 1)


def _turn_from(state: BRState, index: int) -> None:
    """R13/D19: the first player from seat ``index`` on with an unengaged living gladiator.

    A player without a legal target engages their lowest-id gladiator and passes at once: no
    gladiator can enter before Phase 4, so the choice could not matter (R13, R14).
    """
    n = len(state.players)
    while any(_unengaged(s) for s in state.seats.values()):
        p = state.players[index % n]
        index += 1
        free = _unengaged(state.seats[p])
        if not free:
            continue  # D19: skipped
        if targets(state, p):
            state.active = p
            state.phase = Phase.ENGAGE
            return
        _engage(state, p, free[0])
        state.emit("pass", f"{label(state, p)}'s {card(free[0]).name} has no one to attack.",
                   player=p, gladiator=free[0], bonus=False)
    state.active = None
    state.engaged = None
    begin_survivors(state)


def _engage(state: BRState, p: PlayerId, gladiator: str) -> None:
    """R13/R28: engaged until Phase 4."""
    fighter = next(f for f in state.seats[p].arena if f.gladiator == gladiator)
    fighter.engaged = True
    state.active = p
    state.engaged = gladiator
    state.emit("engage", f"{label(state, p)} engages {card(gladiator).name}.", player=p,
               gladiator=gladiator)


def _start_combat(state: BRState, p: PlayerId, target: str, *, bonus: bool) -> None:
    """R14/D18: an attack always opens the trick window (R16)."""
    attacker = state.engaged
    assert attacker is not None
    found = find_fighter(state, target)
    assert found is not None
    owner, defender = found
    own = find_fighter(state, attacker)
    assert own is not None
    att_side = [p, *[m for m in (teammate(state, p),) if m]]
    def_side = [owner, *[m for m in (teammate(state, owner),) if m]]
    state.combat = Combat(attacker=attacker, defender=target, att_side=att_side,
                          def_side=def_side, bonus=bonus)
    state.phase = Phase.TRICKS
    att, dfn = weapon_attack(own[1].weapon), weapon_defence(defender.weapon)
    state.emit("attack", f"{label(state, p)}'s {card(attacker).name} attacks "
               f"{label(state, owner)}'s {card(target).name}"
               f"{' (bonus combat)' if bonus else ''}: base {att} against {dfn}.",
               player=p, attacker=attacker, defender=target, defending_player=owner,
               base_attack=att, base_defence=dfn, bonus=bonus)
    _lock_if_all_ready(state)


def _used_slots(combat: Combat, on_attacker: bool) -> dict[Slot, int]:
    """R17/D7/D8: symbols taken on one gladiator, all placers and bluffs included."""
    used: dict[Slot, int] = {}
    for t in combat.tricks:
        if t.on_attacker == on_attacker:
            slot = card(t.card).slot
            used[slot] = used.get(slot, 0) + 1
    return used


def _can_act(state: BRState, combat: Combat, p: PlayerId) -> bool:
    """A participant with an empty hand and nothing placed can only wait; that is public (hand
    counts, placers), so they count as ready without a decision."""
    return bool(state.seats[p].hand) or any(t.placer == p for t in combat.tricks)


def _change_tricks(state: BRState, p: PlayerId, cid: str, *, place: bool) -> None:
    """R18/D8/D9: a placer adds or removes their own cards; any change clears every ready."""
    combat = state.combat
    assert combat is not None
    seat = state.seats[p]
    on_attacker = p in combat.att_side
    gladiator = combat.attacker if on_attacker else combat.defender
    if place:
        seat.hand.remove(cid)
        combat.tricks.append(PlacedTrick(card=cid, placer=p, on_attacker=on_attacker))
    else:
        trick = next(t for t in combat.tricks if t.card == cid)
        combat.tricks.remove(trick)
        seat.hand.append(cid)
        seat.hand.sort()
    combat.ready = []
    count = sum(1 for t in combat.tricks if t.on_attacker == on_attacker)
    verb = "places" if place else "takes back"
    state.emit("trick", f"You {'place' if place else 'take back'} {card(cid).label} "
               f"{'on' if place else 'from'} {card(gladiator).name}.", to=[p], player=p,
               card=cid, gladiator=gladiator, placed=place)
    state.emit("trick", f"{label(state, p)} {verb} a face-down trick "
               f"{'on' if place else 'from'} {card(gladiator).name} ({count} on it).",
               player=p, gladiator=gladiator, placed=place, count=count)


def _ready(state: BRState, p: PlayerId) -> None:
    combat = state.combat
    assert combat is not None
    combat.ready.append(p)
    state.emit("ready", f"{label(state, p)} is ready.", player=p)
    _lock_if_all_ready(state)


def _lock_if_all_ready(state: BRState) -> None:
    """R18/D9: the window locks when every participant is ready at the same time."""
    combat = state.combat
    assert combat is not None
    if all(p in combat.ready or not _can_act(state, combat, p) for p in combat.participants):
        _lock_tricks(state)


def _lock_tricks(state: BRState) -> None:
    """R20 steps 1-2: the attacking side reveals; an effective Fairplay cancels everything."""
    combat = state.combat
    assert combat is not None
    state.emit("lock", "The tricks are locked.")
    a_cards = [t for t in combat.tricks if t.on_attacker]
    for t in a_cards:
        t.revealed = True
    state.emit("reveal", f"{card(combat.attacker).name}'s tricks: "
               f"{_names(t.card for t in a_cards)}.", side="attack",
               cards=[t.card for t in a_cards], placers=[t.placer for t in a_cards])
    eff_a = _effective(a_cards, Side.ATK)
    if Trick.A_FAIRPLAY in eff_a:
        _reveal_defence(state, cancelled_by="attack")
        return
    d_cards = [t.card for t in combat.tricks if not t.on_attacker]
    combat.picks = eff_a.count(Trick.A_DISCARD)
    if combat.picks and d_cards:
        state.rng.shuffle(d_cards)  # D11: shown in a random order
        combat.blind = d_cards
    _next_pick(state)


def _effective(tricks: Iterable[PlacedTrick], side: Side) -> list[Trick]:
    """R19: only the tricks of the gladiator's own role take effect (the rest are bluffs)."""
    return [card(t.card).trick for t in tricks
            if not t.removed and card(t.card).side is side]


def _next_pick(state: BRState) -> None:
    """R21: each Discard removes one face-down defending trick, picked blind."""
    combat = state.combat
    assert combat is not None
    while combat.picks and combat.blind:
        if len(combat.blind) > 1:
            state.phase = Phase.PICK
            return
        _pick(state, 0, forced=True)
    combat.picks = 0
    combat.blind = []
    _reveal_defence(state)


def _pick(state: BRState, slot: int, *, forced: bool = False) -> None:
    combat = state.combat
    assert combat is not None
    cid = combat.blind.pop(slot)
    trick = next(t for t in combat.tricks if t.card == cid)
    trick.revealed = trick.removed = True
    combat.picks -= 1
    how = "the only face-down card" if forced else f"card #{slot + 1}"
    state.emit("discard_pick", f"Discard: {label(state, combat.att_player)} takes {how} "
               f"(placed by {label(state, trick.placer)}): {card(cid).label}, without effect.",
               player=combat.att_player, card=cid, placer=trick.placer, slot=slot)
    if not forced:
        _next_pick(state)


def _reveal_defence(state: BRState, cancelled_by: str | None = None) -> None:
    """R20 steps 3-4: the defending side reveals; an effective Fairplay cancels the rest."""
    combat = state.combat
    assert combat is not None
    d_cards = [t for t in combat.tricks if not t.on_attacker and not t.removed]
    for t in d_cards:
        t.revealed = True
    state.emit("reveal", f"{card(combat.defender).name}'s tricks: "
               f"{_names(t.card for t in d_cards)}.", side="defence",
               cards=[t.card for t in d_cards], placers=[t.placer for t in d_cards])
    eff_a = _effective((t for t in combat.tricks if t.on_attacker), Side.ATK)
    eff_d = _effective(d_cards, Side.DEF)
    if cancelled_by is None and Trick.D_FAIRPLAY in eff_d:
        cancelled_by = "defence"
    if cancelled_by is not None:  # R20/D10: every trick of both sides is cancelled
        state.emit("fairplay", f"Fairplay ({cancelled_by}): every trick is cancelled.",
                   by=cancelled_by)
        eff_a, eff_d = [], []
    _resolve(state, eff_a, eff_d)


def combat_values(att_weapon: str | None, dfn_weapon: str | None, eff_a: list[Trick],
                  eff_d: list[Trick]) -> tuple[int, int]:
    """R22/D12: x2 doubles the weapon value once, never the trick bonuses."""
    att = weapon_attack(att_weapon) * (2 if Trick.A_X2 in eff_a else 1) + sum(
        TRICK_PLUS.get(t, 0) for t in eff_a)
    dfn = weapon_defence(dfn_weapon) * (2 if Trick.D_X2 in eff_d else 1) + sum(
        TRICK_PLUS.get(t, 0) for t in eff_d)
    return att, dfn


def _resolve(state: BRState, eff_a: list[Trick], eff_d: list[Trick]) -> None:
    """R22-R27: values, kill test, Counter-attack, deaths and scoring, disposal, bonus."""
    combat = state.combat
    assert combat is not None
    att_found = find_fighter(state, combat.attacker)
    dfn_found = find_fighter(state, combat.defender)
    assert att_found is not None and dfn_found is not None
    att_owner, att = att_found
    dfn_owner, dfn = dfn_found
    att_value, dfn_value = combat_values(att.weapon, dfn.weapon, eff_a, eff_d)
    dfn_dies = att_value > dfn_value and Trick.D_DODGE not in eff_d  # R23
    att_dies = (Trick.D_COUNTER in eff_d  # R24/D13: raw weapons, strict
                and weapon_attack(dfn.weapon) > weapon_defence(att.weapon))
    state.emit("result", f"Attack {att_value} against Defence {dfn_value}"
               f"{' (Dodge)' if Trick.D_DODGE in eff_d and att_value > dfn_value else ''}"
               f"{'; Counter-attack' if Trick.D_COUNTER in eff_d else ''}.",
               attack=att_value, defence=dfn_value, defender_dies=dfn_dies,
               attacker_dies=att_dies, effective_attack=[str(t) for t in eff_a],
               effective_defence=[str(t) for t in eff_d],
               # Enough to draw the fight on its own (the combat picture): who fought with
               # what, the raw weapon values, every trick now face up, and the points won.
               attacker=att.gladiator, attacker_weapon=att.weapon, attacker_owner=att_owner,
               defender=dfn.gladiator, defender_weapon=dfn.weapon, defender_owner=dfn_owner,
               base_attack=weapon_attack(att.weapon), base_defence=weapon_defence(dfn.weapon),
               tricks=[{"card": t.card, "placer": t.placer, "on_attacker": t.on_attacker,
                        "removed": t.removed} for t in combat.tricks],
               attacker_points=_fighter_vp(dfn) if dfn_dies else 0,
               defender_points=_fighter_vp(att) if att_dies else 0)
    for t in combat.tricks:  # R26: every placed trick goes to its type's discard
        state.discards[card_type(t.card)].append(t.card)
    combat.tricks = []
    combat.blind = []
    if dfn_dies:
        _kill(state, dfn_owner, dfn, killer=att_owner)
    if att_dies:
        _kill(state, att_owner, att, killer=dfn_owner)
    bonus = (not att_dies and Trick.A_DOUBLE in eff_a and not combat.bonus
             and targets(state, att_owner))
    state.combat = None
    if bonus:  # R27/D14: one optional bonus combat, immediately
        state.phase = Phase.BONUS
        state.emit("double", f"Double Attack: {card(att.gladiator).name} may fight a bonus "
                   f"combat.", player=att_owner, gladiator=att.gladiator)
        return
    _next_turn(state)


def _fighter_vp(fighter: Fighter) -> int:
    """R25: what killing this fighter is worth (gladiator plus weapon)."""
    return card(fighter.gladiator).vp + (card(fighter.weapon).vp if fighter.weapon else 0)


def _kill(state: BRState, owner: PlayerId, fighter: Fighter, killer: PlayerId) -> None:
    """R25: the gladiator and its weapon go to the discards; the killing side scores."""
    seat = state.seats[owner]
    seat.arena.remove(fighter)
    state.discards[GLADIATOR].append(fighter.gladiator)
    vp = card(fighter.gladiator).vp
    if fighter.weapon:
        state.discards[WEAPON].append(fighter.weapon)
        vp += card(fighter.weapon).vp
    state.seats[killer].points += vp
    state.emit("kill", f"{label(state, owner)}'s {card(fighter.gladiator).name} dies: "
               f"{label(state, killer)} scores {vp}.", player=owner,
               gladiator=fighter.gladiator, weapon=fighter.weapon, killer=killer, points=vp)


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
            state.emit("survivors", f"{label(state, p)} scores "
                       f"{SURVIVOR_POINTS * armed} for {_plural(armed, 'armed survivor')}.",
                       player=p, points=SURVIVOR_POINTS * armed, armed=armed)
    if state.round >= ROUNDS:  # D15: no discard step in round 4
        state.phase = Phase.OVER
        result = GAME.outcome(state)
        assert result is not None
        state.emit("end", f"The game is over. {result.detail}", winners=result.winners)
        return
    for seat in state.seats.values():
        seat.marks = []
        seat.done = not seat.hand and not seat.arena
    if all(s.done for s in state.seats.values()):
        _close_discards(state)


def _discards_done(state: BRState, p: PlayerId, *, keep: bool) -> None:
    seat = state.seats[p]
    if keep:
        seat.marks = []
    seat.done = True
    state.emit("discards_done", f"{label(state, p)} has decided their discards.", player=p)
    if all(s.done for s in state.seats.values()):
        _close_discards(state)


def _close_discards(state: BRState) -> None:
    """R31/D2/D15: the discards are revealed together; then the First Player passes (D3)."""
    for p in state.players:
        seat = state.seats[p]
        gone: list[str] = []
        for cid in sorted(seat.marks):
            if cid in seat.hand:
                seat.hand.remove(cid)
                state.discards[card_type(cid)].append(cid)
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
            state.emit("discard", f"{label(state, p)} discards {_names(gone)}.", player=p,
                       cards=gone)
        seat.marks = []
    n = len(state.players)
    if state.options.first_player_rule == "first_entrant" and state.first_entrant:
        base = state.first_entrant
    else:
        base = state.first_player
    state.first_player = state.players[(state.players.index(base) + 1) % n]
    state.round += 1
    begin_round(state)


GAME = BrutalRing()

__all__ = ["GAME", "BrutalRing", "begin_combats", "begin_entry", "begin_round",
           "begin_survivors", "combat_values", "need", "targets"]
