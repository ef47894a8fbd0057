"""Martial Art rules engine (spec ../shared/rules/martial_art.md, R1-R68, D1-D33).

Setup (R1-R9): seats at random, fighters picked last seat first, then in White Belt a random
placement (R6); in Black Belt two sealed steps (``rules.kit.sealed``): the loadout, 3 of 7
techniques as a subset pick, and the placement, the twelve tokens put one slot at a time
(the set-aside pair, then zone 1..5) with R6's constraints checked live. Then turns
(:mod:`.turn`, :mod:`.attack`), one small decision at a time, until one side stands (R35) or
the round limit ranks the sides (R64).

Timeouts follow section 11: a random free fighter, the printed techniques and the first tile,
a random placement, and the auto-turn's defaults.
"""

from __future__ import annotations

from pydantic import BaseModel

from rules.core import Decision, Game, Outcome, PlayerId, Reason, Rng, quick_decision, remembered
from rules.kit import seats as seating
from rules.kit.chance import pick, shuffled
from rules.kit.hexgrid import Hex
from rules.kit.picks import PickMove, subset_pick
from rules.kit.sealed import SealedStep
from rules.martial_art import attack as fight
from rules.martial_art import turn as turns
from rules.martial_art import turn_end
from rules.martial_art.board import (
    complete_at_random,
    draft_board,
    placeable,
    random_placement,
    token_set,
)
from rules.martial_art.content import ACTIONS, FIGHTERS, fighter, start_positions
from rules.martial_art.events import (
    LoadoutReady,
    Loadouts,
    Out,
    Picked,
    Placement,
    PlacementReady,
    Seats,
)
from rules.martial_art.state import Fighter, MAAction, MAState, Mode, Options, Phase, Stage
from rules.martial_art.view import MAView, fighter_view, turn_view

LOADOUT_SIZE = 3
"""R5: Black Belt techniques per fighter."""
MISSED_TURNS = 3
"""R65, section 11: auto-turns in a row that eliminate a fighter."""

_STAGES = {
    Stage.START: (turns.start_options, turns.play_start),
    Stage.MOVE: (turns.move_options, turns.play_move),
    Stage.SOW: (turns.sow_options, turns.play_sow),
    Stage.DECLARE: (turns.declare_options, turns.play_declare),
    Stage.REACT: (fight.react_options, fight.play_react),
    Stage.DEFEND: (fight.defend_options, fight.play_defend),
    Stage.COLLIDE: (fight.collide_options, fight.play_collide),
    Stage.ENERGY: (fight.energy_options, fight.play_energy),
    Stage.AFTER: (turns.after_options, turns.play_after),
    Stage.END: (turn_end.end_options, turn_end.play_end),
    Stage.KIAI: (turn_end.kiai_options, turn_end.play_kiai),
    Stage.SWAP: (turn_end.swap_options, turn_end.play_swap),
    Stage.STYLE_END: (turn_end.style_end_options, turn_end.play_style_end),
}
_PRIVATE = frozenset({Stage.SOW, Stage.REACT, Stage.DEFEND, Stage.COLLIDE, Stage.SWAP,
                      Stage.STYLE_END})
"""Section 11: asked out of the public channel (they show own Effect tokens, or a
defender's secret choice)."""
_PICK_KINDS = {PickMove.ADD: "mark", PickMove.REMOVE: "unmark", PickMove.DONE: "confirm"}
_REPLIES = frozenset({Stage.REACT, Stage.DEFEND, Stage.COLLIDE, Stage.AFTER, Stage.KIAI,
                      Stage.ENERGY})
"""Section 11: the decisions on the short clock (``Options.reply_seconds``)."""


class MartialArt(Game[MAState, MAAction]):
    id = "martial_art"
    title = "Martial Art"
    min_players = 2
    max_players = 4
    Options = Options
    StateModel = MAState
    ActionModel = MAAction
    counts_missed_turns = True

    # -- setup

    def _setup(self, players: list[PlayerId], seed: int, options: BaseModel) -> MAState:
        assert isinstance(options, Options)
        rng = Rng.seeded(seed)
        seats = shuffled(rng, players)  # R1/D4: seat 1 is the random first player
        teams = seating.make_teams(seats, options.teams)
        state = MAState(players=players, seed=seed, rng=rng, options=options, seats=seats,
                        teams=teams, fighters={p: Fighter() for p in seats})
        state.emit(Seats(seats=seats, teams=teams if len(teams) < len(seats) else None))
        return state

    # -- decisions

    @remembered
    def pending(self, state: MAState) -> list[Decision]:
        if state.phase is Phase.PICK:
            return [self._pick_decision(state)]
        if state.phase is Phase.LOADOUT:
            assert state.loadouts is not None
            return [self._loadout_decision(state, p) for p in state.loadouts.waiting()]
        if state.phase is Phase.PLACE:
            assert state.placements is not None
            return [self._place_decision(state, p) for p in state.placements.waiting()]
        if state.phase is Phase.TURN:
            turn = state.turn
            assert turn is not None
            options, default = _STAGES[turn.stage][0](state)
            who = options[0].player
            stretch = f"turn-{turn.number}" if who == turn.player else f"defend-{turn.number}"
            timer = state.options.reply_seconds if turn.stage in _REPLIES else None
            return [quick_decision(who, turn.stage, options,  # type: ignore[arg-type]
                                   private=turn.stage in _PRIVATE, default=default,
                                   stretch=stretch, ask=_asks(state), timer=timer)]
        return []

    def _pick_decision(self, state: MAState) -> Decision:
        p = next(q for q in reversed(state.seats) if state.fighters[q].fighter is None)
        options = [turns.act(p, "fighter", item=fid) for fid in _free(state)]
        return quick_decision(p, "fighter", options)  # type: ignore[arg-type]

    def _loadout_decision(self, state: MAState, p: PlayerId) -> Decision:
        assert state.loadouts is not None
        marked = state.loadouts.draft(p)
        f = state.fighters[p]
        assert f.fighter is not None
        unmarked = [t for t in fighter(f.fighter).techniques if t not in marked] \
            if len(marked) < LOADOUT_SIZE else []

        def make(move: PickMove, item: str | None) -> MAAction:
            return turns.act(p, _PICK_KINDS[move], item=item)

        options = subset_pick(make, unmarked, marked, can_go_back=False)
        if len(marked) != LOADOUT_SIZE:  # Done only with exactly three
            options = [o for o in options if o.kind != "confirm"]
        return quick_decision(p, "loadout", options, private=True,  # type: ignore[arg-type]
                              default=options[0], timer=state.options.loadout_seconds)

    def _place_decision(self, state: MAState, p: PlayerId) -> Decision:
        assert state.placements is not None
        draft = state.placements.draft(p)
        tokens = _tokens(state, p)
        options = [turns.act(p, "put", code=c) for c in placeable(tokens, draft)]
        if options:
            options.append(turns.act(p, "random"))
        else:
            options.append(turns.act(p, "confirm"))
        if draft:
            options.append(turns.act(p, "clear"))
        return quick_decision(p, "place", options, private=True,  # type: ignore[arg-type]
                              default=options[0], timer=state.options.placement_seconds)

    # -- steps

    def _step(self, state: MAState, action: MAAction) -> None:
        if state.phase is Phase.PICK:
            self._picked(state, action.player, action.item or "")
        elif state.phase is Phase.LOADOUT:
            self._loadout_step(state, action)
        elif state.phase is Phase.PLACE:
            self._place_step(state, action)
        else:
            turn = state.turn
            assert turn is not None
            if turn.stage is Stage.START and action.player == turn.player:
                state.fighters[turn.player].auto_turns = 0  # they played their turn
            _STAGES[turn.stage][1](state, action)

    def _timeout(self, state: MAState, decision: Decision) -> None:
        p = decision.player
        if state.phase is Phase.PICK:  # section 11: a random free fighter
            self._picked(state, p, pick(state.rng, _free(state)), random=True)
        elif state.phase is Phase.LOADOUT:  # the printed two and the first tile
            assert state.loadouts is not None
            f = state.fighters[p]
            assert f.fighter is not None
            spec = fighter(f.fighter)
            state.loadouts.drafts[p] = [*spec.printed, spec.tiles[0]]
            self._loadout_step(state, turns.act(p, "confirm"))
        elif state.phase is Phase.PLACE:  # a random valid placement (R6)
            self._place_step(state, turns.act(p, "random"))
            self._place_step(state, turns.act(p, "confirm"))
        elif state.turn is not None and state.turn.stage is Stage.START \
                and p == state.turn.player:  # an auto-turn (section 11)
            f = state.fighters[p]
            f.auto_turns += 1
            if f.auto_turns >= MISSED_TURNS:  # R65
                state.emit(Out(player=p, reason="forfeit"))
                fight.eliminate(state, p, "forfeit")
                turn_end.next_turn(state)
                return
            turns.play_start(state, decision.default)  # type: ignore[arg-type]
        else:
            super()._timeout(state, decision)

    def _picked(self, state: MAState, p: PlayerId, fid: str, random: bool = False) -> None:
        state.fighters[p].fighter = fid
        state.emit(Picked(player=p, fighter=fid, random=random))
        if any(f.fighter is None for f in state.fighters.values()):
            return
        positions = start_positions(len(state.seats), len(state.teams) < len(state.seats))
        for p2, (q, r, facing) in zip(state.seats, positions, strict=True):  # R3
            f = state.fighters[p2]
            f.cell, f.facing = Hex(q, r), facing
        if state.options.mode is Mode.WHITE:
            for p2 in state.seats:
                f = state.fighters[p2]
                assert f.fighter is not None
                f.loadout = list(fighter(f.fighter).printed)  # R5
                f.aside, f.zones = random_placement(state.rng, token_set(f.fighter))
                self._placed(state, p2)
            self._begin_play(state)
        else:
            state.phase = Phase.LOADOUT
            state.loadouts = SealedStep[list[str]].open(state.seats, [])

    def _loadout_step(self, state: MAState, action: MAAction) -> None:
        step = state.loadouts
        assert step is not None
        p = action.player
        if action.kind == "mark":
            step.draft(p).append(action.item or "")
        elif action.kind == "unmark":
            step.draft(p).remove(action.item or "")
        else:
            state.emit(LoadoutReady(player=p))
            if step.confirm(p):
                for q in state.seats:
                    state.fighters[q].loadout = list(step.draft(q))
                state.emit(Loadouts(loadouts={q: list(step.draft(q)) for q in state.seats}))
                state.loadouts = None
                state.phase = Phase.PLACE
                state.placements = SealedStep[list[str]].open(state.seats, [])  # type: ignore[assignment]

    def _place_step(self, state: MAState, action: MAAction) -> None:
        step = state.placements
        assert step is not None
        p = action.player
        draft = step.draft(p)
        if action.kind == "put":
            assert action.code is not None
            draft.append(action.code)
        elif action.kind == "random":
            step.drafts[p] = complete_at_random(state.rng, _tokens(state, p), draft)
        elif action.kind == "clear":
            draft.clear()
        else:
            state.emit(PlacementReady(player=p))
            if step.confirm(p):  # R7: every board at once
                for q in state.seats:
                    f = state.fighters[q]
                    f.aside, f.zones = draft_board(step.draft(q))
                    self._placed(state, q)
                state.placements = None
                self._begin_play(state)

    def _placed(self, state: MAState, p: PlayerId) -> None:
        f = state.fighters[p]
        actions = [[c for c in z if c in ACTIONS] for z in f.zones]
        effects = [[c for c in z if c not in ACTIONS] for z in f.zones]
        state.emit(Placement(to=(p,), player=p, actions=actions, effects=effects,
                             aside=list(f.aside)))
        state.emit(Placement(player=p, actions=actions))

    def _begin_play(self, state: MAState) -> None:
        state.phase = Phase.TURN
        turns.begin_turn(state, state.seats[0])

    # -- views and results

    def view(self, state: MAState, viewer: PlayerId | None) -> MAView:
        labels = seating.seat_labels(state.seats, state.teams)
        own_loadout = own_place = None
        if viewer is not None and state.loadouts is not None and viewer in state.seats:
            own_loadout = list(state.loadouts.draft(viewer))
        if viewer is not None and state.placements is not None and viewer in state.seats:
            own_place = list(state.placements.draft(viewer))
        return MAView(
            version=state.version, viewer=viewer, mode=state.options.mode, phase=state.phase,
            seats=list(state.seats), teams=[list(t) for t in state.teams],
            round=min(state.rounds + 1, state.options.max_rounds or state.rounds + 1),
            max_rounds=state.options.max_rounds,
            fighters=[fighter_view(state, p, state.fighters[p], labels[p], viewer)
                      for p in state.seats],
            free=_free(state), turn=turn_view(state, viewer),
            active=state.turn.player if state.phase is Phase.TURN and state.turn else None,
            loadout_draft=own_loadout,
            placement_draft=own_place, waiting=[d.player for d in self.pending(state)],
            log=self.visible_log(state, viewer), outcome=self.outcome(state))

    def outcome(self, state: MAState) -> Outcome | None:
        return fight.outcome_of(state)

    def forfeit(self, state: MAState, player: PlayerId, reason: str) -> Outcome:
        return seating.forfeit_outcome(state.seats, state.teams, player, Reason(reason))


def _asks(state: MAState) -> bool:
    """R67: decisions asked even with one option, because whether they are asked depends on
    face-down tokens: a defence (or a collision's) whenever the zone holds any, every drop
    but the last (so a sowing always takes as many steps), a swap's second token."""
    turn = state.turn
    assert turn is not None
    if turn.stage is Stage.DEFEND:
        assert turn.attack is not None
        return fight.hidden(state, turn.attack.defender, turn.attack.zone)
    if turn.stage is Stage.SOW:
        return len(turns.to_sow(turn)) > 1
    if turn.stage is Stage.SWAP:
        return turn.picked is not None
    return turn.stage is Stage.COLLIDE


def _free(state: MAState) -> list[str]:
    taken = {f.fighter for f in state.fighters.values()}
    return [fid for fid in FIGHTERS if fid not in taken]


def _tokens(state: MAState, p: PlayerId) -> list:  # type: ignore[type-arg]
    fid = state.fighters[p].fighter
    assert fid is not None
    return token_set(fid)


GAME = MartialArt()
