"""Kung-Fu Duel (spec ``rules/kungfu_duel.md``): 2-4 fighters in two sides bet blind playing
cards on four components; an optional game master grants bonuses.

Setup and the sealed character pick are here; planning and phase 0 are
:mod:`rules.kungfu_duel.plan`, phases 2-4 :mod:`rules.kungfu_duel.reveal`, phases 5-10
:mod:`rules.kungfu_duel.fight`. :func:`advance` moves the turn on whenever nobody is left to
decide in the current phase.
"""

from __future__ import annotations

from pydantic import BaseModel

from rules.core import Decision, Game, Outcome, PlayerId, Reason, Rng, quick_decision, remembered
from rules.kit.sealed import SealedStep
from rules.kit.seats import forfeit_outcome
from rules.kungfu_duel import fight, plan, reveal
from rules.kungfu_duel.content import BONUS, BONUS_DECK, DECK, PRESETS, character_problems
from rules.kungfu_duel.events import Characters, CharacterShown, FreeTurn, Picked, Seats, TurnStarts
from rules.kungfu_duel.state import (
    SAVED,
    SIZES,
    Fighter,
    Item,
    KFAction,
    KFState,
    Kind,
    Layout,
    Options,
    Phase,
    Turn,
)
from rules.kungfu_duel.view import KFView, make_view

PICK_LIMIT = 25


class KungFuDuel(Game[KFState, KFAction]):
    id = "kungfu_duel"
    title = "Kung-Fu Duel"
    min_players = 2
    max_players = 5
    Options = Options
    StateModel = KFState
    ActionModel = KFAction

    # --- setup and the character pick ---------------------------------------------------

    def _setup(self, players: list[PlayerId], seed: int, options: BaseModel) -> KFState:
        assert isinstance(options, Options)
        gm = players[0] if options.gm else None
        seats = players[1:] if options.gm else list(players)
        layout = options.layout or {2: Layout.DUEL, 3: Layout.ONE_TWO,
                                    4: Layout.TWO_TWO}.get(len(seats))
        if layout is None or sum(SIZES[layout]) != len(seats):
            raise ValueError(f"{len(seats)} fighters cannot play {layout}")
        first = SIZES[layout][0]
        sides = [seats[:first], seats[first:]]
        fighters = [Fighter(player=p, side=0 if p in sides[0] else 1) for p in seats]
        state = KFState(players=players, seed=seed, rng=Rng.seeded(seed), options=options,
                        gm=gm, fighters=fighters, sides=sides,
                        picks=SealedStep[str | None].open(seats, None))
        state.emit(Seats(sides=sides, gm=gm))
        return state

    def pick_options(self, state: KFState, player: PlayerId) -> list[KFAction]:
        keys = list(PRESETS)
        keys += [f"{SAVED}{i}" for i, c in enumerate(state.options.saved.get(player, []))
                 if not character_problems(c.ratings, c.signature)]
        return [KFAction(player=player, kind=Kind.PICK, arg=k) for k in keys[:PICK_LIMIT]]

    def character_name(self, state: KFState, player: PlayerId, key: str) -> str:
        if key.startswith(SAVED):
            return state.options.saved[player][int(key.removeprefix(SAVED))].name
        return key

    def _pick(self, state: KFState, player: PlayerId, key: str, *, random: bool = False) -> None:
        assert state.picks is not None
        state.picks.drafts[player] = key
        name = self.character_name(state, player, key)
        state.emit(Picked(player=player, random=random))
        state.emit(Picked(player=player, character=name, random=random, to=(player,)))
        if not state.picks.confirm(player):
            return
        shown = []
        for f in state.fighters:
            chosen = state.picks.drafts[f.player]
            assert chosen is not None
            if chosen.startswith(SAVED):
                saved = state.options.saved[f.player][int(chosen.removeprefix(SAVED))]
                f.character, f.ratings, f.signature = saved.name, list(saved.ratings), \
                    saved.signature
            else:
                preset = PRESETS[chosen]
                f.character, f.ratings, f.signature = preset.id, list(preset.ratings), \
                    preset.signature
            if f.signature is not None:  # 3.2: posed at full fragility (C5, D25)
                card = BONUS[f.signature]
                f.front.materiel = Item(id=card.id, fragility=card.fragility, pool=card.ap,
                                        signature=True)
            shown.append(CharacterShown(player=f.player, character=f.character,
                                        ratings=list(f.ratings), signature=f.signature))
        state.picks = None
        state.emit(Characters(fighters=shown))
        state.deck = list(DECK)
        state.rng.shuffle(state.deck)  # 3.2.2
        state.bonus_deck = list(BONUS_DECK)
        state.rng.shuffle(state.bonus_deck)
        new_turn(state, 1)

    # --- decisions ------------------------------------------------------------------------

    @remembered
    def pending(self, state: KFState) -> list[Decision]:
        o = state.options
        if state.phase is Phase.PICK:
            assert state.picks is not None
            return [quick_decision(p, "pick", self.pick_options(state, p), private=True,
                                   timer=o.pick_seconds, stretch="pick")
                    for p in state.picks.waiting()]
        turn = state.turn
        if state.phase is Phase.OVER or turn is None:
            return []
        n = turn.number
        if state.phase is Phase.GM:
            assert state.gm is not None
            return [quick_decision(state.gm, "gm", plan.gm_options(state), private=True,
                                   timer=o.gm_seconds, stretch=f"gm{n}")]
        out = []
        for f in state.fighters:
            d = self._decision(state, f, n)
            if d is not None:
                out.append(d)
        if state.phase is Phase.ALLOCATE and turn.captain is not None:
            out.append(self._allocation(state, turn.captain, n))
        return out

    def _decision(self, state: KFState, f: Fighter, n: int) -> Decision | None:
        o, p = state.options, f.player
        phase = state.phase
        if phase is Phase.PLAN and f.plan is not None and not f.plan.locked:
            return quick_decision(p, "plan", plan.plan_options(state, f), private=True,
                                  timer=o.plan_seconds, stretch=f"plan{n}")
        if phase is Phase.KEEP and f.keep is not None and f.keep.choice is not None:
            return quick_decision(p, "keep", [KFAction(player=p, kind=Kind.KEEP, n=c)
                                              for c in f.keep.choice],
                                  timer=o.reply_seconds, stretch=f"keep{n}")
        if phase is Phase.BOOST and f.boosts is not None:
            marked = f.boosts
            item = f.front.materiel
            assert item is not None
            room = len(marked) < BONUS[item.id].power
            options = [KFAction(player=p, kind=Kind.BOOST, n=c)
                       for c in fight.boost_comps(state, f) if c in marked or room]
            options.append(KFAction(player=p, kind=Kind.BOOST_DONE))
            return quick_decision(p, "boost", options, timer=o.reply_seconds,
                                  stretch=f"boost{n}", default=options[-1])
        if phase is Phase.ABSORB and f.absorb is not None:
            a = f.absorb
            if a.wound:
                options = [KFAction(player=p, kind=Kind.WOUND)]
                options += [KFAction(player=p, kind=Kind.CONVERT, arg=w)
                            for w in fight.conversions(f)]
                return quick_decision(p, "convert", options, private=True,
                                      timer=o.reply_seconds, stretch=f"convert{n}", ask=True)
            options = [KFAction(player=p, kind=Kind.PROTECT, arg=w) for w in fight.protections(f)]
            options.append(KFAction(player=p, kind=Kind.ABSORB_DONE))
            return quick_decision(p, "absorb", options, private=True, timer=o.absorb_seconds,
                                  stretch=f"absorb{n}", default=options[-1], ask=True)
        if phase is Phase.PURSUE:
            pairs = [r for e, r in fight.pursuers_needed(state) if e is f]
            if pairs:
                r = pairs[0].player
                return quick_decision(p, "pursue", [
                    KFAction(player=p, kind=Kind.PURSUE, target=r, n=0),
                    KFAction(player=p, kind=Kind.PURSUE, target=r, n=1)], private=True,
                    timer=o.reply_seconds, stretch=f"pursue{n}")
        return None

    def _allocation(self, state: KFState, captain: PlayerId, n: int) -> Decision:
        turn = state.turn
        assert turn is not None
        left = turn.damage - sum(turn.allotted.values())
        target = fight.unallotted(state)[0]
        options = [KFAction(player=captain, kind=Kind.ALLOT, target=target.player, n=k)
                   for k in range(left + 1)]
        lowest = next(f for f in fight.losers(state))
        default = options[left] if target is lowest else options[0]
        return quick_decision(captain, "allocate", options, timer=state.options.reply_seconds,
                              stretch=f"allocate{n}", default=default)

    # --- steps ----------------------------------------------------------------------------

    def _step(self, state: KFState, action: KFAction) -> None:
        kind = action.kind
        if kind is Kind.PICK:
            assert action.arg is not None
            self._pick(state, action.player, action.arg)
            return
        turn = state.turn
        assert turn is not None
        if kind is Kind.GRANT:
            assert action.target is not None and action.n is not None
            plan.grant(state, state.fighter(action.target), action.n)
        elif kind is Kind.FREE:
            marked = turn.gm_free if turn.gm_free is not None else []
            target = action.target
            assert target is not None
            turn.gm_free = [m for m in marked if m != target] if target in marked \
                else [*marked, target]
        elif kind is Kind.FREE_GO:
            assert turn.gm_free
            turn.gm_free_done = True
            turn.free = [f.player for f in state.fighters if f.player in turn.gm_free]
            state.emit(FreeTurn(players=list(turn.free)))
            state.phase = Phase.PLAN
            plan.start_planning(state, [state.fighter(p) for p in turn.free])
        elif kind is Kind.GM_DONE:
            state.phase = Phase.PLAN
            plan.start_planning(state, state.in_fight())
        elif kind is Kind.KEEP:
            assert action.n is not None
            reveal.choose_keep(state, state.fighter(action.player), action.n)
        elif kind is Kind.BOOST:
            f = state.fighter(action.player)
            assert f.boosts is not None and action.n is not None
            if action.n in f.boosts:
                f.boosts.remove(action.n)
            else:
                f.boosts.append(action.n)
        elif kind is Kind.BOOST_DONE:
            fight.finish_boost(state, state.fighter(action.player))
        elif kind is Kind.ALLOT:
            assert action.target is not None and action.n is not None
            fight.allot(state, state.fighter(action.target), action.n)
        elif kind is Kind.PROTECT:
            assert action.arg is not None
            absorb = state.fighter(action.player).absorb
            assert absorb is not None
            fight.protect(absorb, action.arg)
        elif kind is Kind.ABSORB_DONE:
            fight.finish_absorb(state, state.fighter(action.player))
        elif kind is Kind.WOUND:
            fight.wound(state, state.fighter(action.player), None)
        elif kind is Kind.CONVERT:
            fight.wound(state, state.fighter(action.player), action.arg)
        elif kind is Kind.PURSUE:
            assert action.target is not None
            state.fighter(action.player).pursuit[action.target] = bool(action.n)
        else:
            plan.plan_step(state, state.fighter(action.player), action)
        advance(state)

    def _timeout(self, state: KFState, decision: Decision) -> None:
        """Section 10's defaults."""
        p = decision.player
        if decision.kind == "pick":
            presets = list(PRESETS)
            self._pick(state, p, presets[state.rng.below(len(presets))], random=True)
        elif decision.kind == "plan":  # lock the partial plan as it stands
            self._step(state, KFAction(player=p, kind=Kind.LOCK))
        elif decision.kind == "keep":
            f = state.fighter(p)
            self._step(state, KFAction(player=p, kind=Kind.KEEP, n=reveal.default_keep(f)))
        elif decision.kind == "gm":
            self._step(state, KFAction(player=p, kind=Kind.GM_DONE))
        elif decision.kind == "convert":
            self._step(state, KFAction(player=p, kind=Kind.WOUND))
        elif decision.kind == "pursue":
            target = decision.options[0].target  # type: ignore[attr-defined]
            self._step(state, KFAction(player=p, kind=Kind.PURSUE, target=target, n=0))
        elif decision.kind == "boost":
            f = state.fighter(p)
            f.boosts = []  # no boost
            self._step(state, KFAction(player=p, kind=Kind.BOOST_DONE))
        else:
            super()._timeout(state, decision)

    # --- reading ---------------------------------------------------------------------------

    def view(self, state: KFState, viewer: PlayerId | None) -> KFView:
        return make_view(self, state, viewer)

    def outcome(self, state: KFState) -> Outcome | None:
        return state.result

    def forfeit(self, state: KFState, player: PlayerId, reason: str) -> Outcome:
        if player == state.gm:  # nobody fought it out
            return Outcome(winners=[], ranking=[list(state.players)], reason=Reason(reason),
                           loser=player)
        fighters = [f.player for f in state.fighters]
        out = forfeit_outcome(fighters, state.sides, player, Reason(reason))
        if state.gm is not None:
            out = out.model_copy(update={"ranking": [*out.ranking, [state.gm]]})
        return out


def new_turn(state: KFState, number: int) -> None:
    """Phase 0 with a GM, else planning for every fighter in the fight."""
    state.turn = Turn(number=number)
    for f in state.fighters:
        f.retreating = False
        f.wins = 0
        f.boosts = None
        f.absorb = None
        f.keep = None
        f.revealed = [[], [], [], []]
        f.kept = []
        f.bonus_dealt = []
    state.emit(TurnStarts(number=number))
    if state.gm is not None:
        state.phase = Phase.GM
        return
    state.phase = Phase.PLAN
    plan.start_planning(state, state.in_fight())


def advance(state: KFState) -> None:
    """Move on through the phases while nobody is left to decide in the current one."""
    while True:
        turn = state.turn
        phase = state.phase
        if phase in (Phase.OVER, Phase.PICK, Phase.GM) or turn is None:
            return
        fighters = state.fighters
        if phase is Phase.PLAN:
            planners = [f for f in fighters if f.plan is not None]
            if any(not f.plan.locked for f in planners if f.plan is not None):
                return
            reveal.reveal(state, planners)
            if turn.free is None and fight.fight_over(state):  # R40 after phase 2
                reveal.discard_atouts(state, planners)
                return
            reveal.start_keep(state, planners)
            state.phase = Phase.KEEP
        elif phase is Phase.KEEP:
            if any(f.keep is not None for f in fighters):
                return
            planners = [f for f in fighters if f.plan is not None]
            reveal.after_keep(state, planners)
            if turn.free is not None:  # R42: the free turn ends here; the turn proper starts
                turn.free = None
                state.phase = Phase.PLAN
                plan.start_planning(state, state.in_fight())
                continue
            fight.compare(state)
            if turn.winners is None:
                _end_of_turn(state)
            elif fight.start_boosts(state):
                state.phase = Phase.BOOST
            else:
                _allocate(state)
        elif phase is Phase.BOOST:
            if any(f.boosts is not None for f in fighters):
                return
            _allocate(state)
        elif phase is Phase.ALLOCATE:
            if fight.unallotted(state):
                return
            _absorb(state)
        elif phase is Phase.ABSORB:
            if any(f.absorb is not None for f in fighters):
                return
            if fight.fight_over(state):  # R40 after phases 8-9
                return
            _end_of_turn(state)
        elif phase is Phase.PURSUE:
            if fight.pursuers_needed(state):
                return
            fight.resolve_pursuits(state)
            _next(state)


def _allocate(state: KFState) -> None:
    turn = state.turn
    assert turn is not None
    losers = fight.losers(state)
    turn.captain = fight.captain(state).player
    if len(losers) == 1:
        turn.allotted = {losers[0].player: turn.damage}
        _absorb(state)
    else:
        state.phase = Phase.ALLOCATE


def _absorb(state: KFState) -> None:
    turn = state.turn
    assert turn is not None
    fight.allotted_event(state)
    state.phase = Phase.ABSORB
    for p, d in turn.allotted.items():
        f = state.fighter(p)
        if d > 0:
            fight.start_absorb(state, f, d)
            assert f.absorb is not None
            if f.absorb.d <= 0:
                fight.finish_absorb(state, f)


def _end_of_turn(state: KFState) -> None:
    if fight.pursuers_needed(state):
        state.phase = Phase.PURSUE
        return
    fight.resolve_pursuits(state)
    _next(state)


def _next(state: KFState) -> None:
    """Phase 10's end: R40 once more, then the turn counter (R41)."""
    turn = state.turn
    assert turn is not None
    if fight.fight_over(state):
        return
    if turn.number >= state.options.turn_limit:
        fight.limit_reached(state)
        return
    new_turn(state, turn.number + 1)


GAME = KungFuDuel()
