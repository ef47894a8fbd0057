"""Combat (spec ``rules/combat.md``): the 1v1 deck duel on the 37-cell hex board.

Setup and the sealed deck choice are here; turns are :mod:`rules.combat.turn`, the step
interpreter :mod:`rules.combat.steps`. Every choice is one small decision (ARCHITECTURE.md):
the turn's action (split into basic / card / intervention past 25 options), then whatever a
step asks (one card to discard at a time, a destination, split by column past 25, a push tie,
a Dissiper target).
"""

from __future__ import annotations

from pydantic import BaseModel

from rules.combat.content import STARTERS, Basic, deck_problems
from rules.combat.events import DeckReady, Decks, Seats
from rules.combat.movement import A_START, B_START
from rules.combat.state import (
    SAVED,
    Ask,
    AskKind,
    CBAction,
    CBState,
    Kind,
    MenuPart,
    Options,
    Phase,
    Side,
)
from rules.combat.steps import answer, default_move
from rules.combat.turn import MENU_LIMIT, act, menu, proceed, start_turn
from rules.combat.view import CBView, make_view
from rules.core import Decision, Game, Outcome, PlayerId, Rng, quick_decision, remembered
from rules.kit.sealed import SealedStep


class Combat(Game[CBState, CBAction]):
    id = "combat"
    title = "Combat"
    min_players = 2
    max_players = 2
    Options = Options
    StateModel = CBState
    ActionModel = CBAction

    # --- setup and decks (section 3) ----------------------------------------------------

    def _setup(self, players: list[PlayerId], seed: int, options: BaseModel) -> CBState:
        assert isinstance(options, Options)
        rng = Rng.seeded(seed)
        first = rng.below(2)  # D2: the first player is drawn; they are A
        order = [players[first], players[1 - first]]
        state = CBState(players=players, seed=seed, rng=rng, options=options, order=order,
                        sides={p: Side() for p in order},
                        decks=SealedStep[str | None].open(order, None))
        state.emit(Seats(a=order[0], b=order[1]))
        return state

    def _deck_options(self, state: CBState, player: PlayerId) -> list[CBAction]:
        keys = list(STARTERS)
        keys += [f"{SAVED}{i}" for i, d in enumerate(state.options.saved.get(player, []))
                 if not deck_problems(d.cards)]
        return [CBAction(player=player, kind=Kind.DECK, arg=k) for k in keys[:MENU_LIMIT]]

    def deck_cards(self, state: CBState, player: PlayerId, key: str) -> tuple[str, ...]:
        if key.startswith(SAVED):
            return state.options.saved[player][int(key.removeprefix(SAVED))].cards
        return STARTERS[key]

    def deck_name(self, state: CBState, player: PlayerId, key: str) -> str:
        if key.startswith(SAVED):
            return state.options.saved[player][int(key.removeprefix(SAVED))].name
        return key

    def _choose_deck(self, state: CBState, player: PlayerId, key: str, *,
                     random: bool = False) -> None:
        assert state.decks is not None
        state.decks.drafts[player] = key
        saved = key.startswith(SAVED)
        name = self.deck_name(state, player, key)
        state.emit(DeckReady(player=player, random=random))
        state.emit(DeckReady(player=player, deck=name, saved=saved, random=random,
                             to=(player,)))
        if not state.decks.confirm(player):
            return
        for p in state.order:
            chosen = state.decks.drafts[p]
            assert chosen is not None
            side = state.sides[p]
            side.deck_name = self.deck_name(state, p, chosen)
            side.deck = list(self.deck_cards(state, p, chosen))
            state.rng.shuffle(side.deck)  # section 3.4
        state.sides[state.order[0]].cell = A_START
        state.sides[state.order[1]].cell = B_START
        state.decks = None
        state.phase = Phase.PLAY
        state.emit(Decks())
        start_turn(state, state.order[0], 1)

    # --- decisions ------------------------------------------------------------------------

    @remembered
    def pending(self, state: CBState) -> list[Decision]:
        if state.phase is Phase.DECKS:
            assert state.decks is not None
            return [quick_decision(p, "deck", self._deck_options(state, p), private=True,
                                   timer=state.options.deck_seconds, stretch="deck")
                    for p in state.decks.waiting()]
        turn = state.turn
        if state.phase is Phase.OVER or turn is None:
            return []
        if turn.run is not None and turn.run.ask is not None:
            return [self._ask_decision(state, turn.run.ask)]
        player = turn.player
        parts = menu(state, player)
        stretch = f"turn{turn.number}"
        rest = CBAction(player=player, kind=Kind.BASIC, arg=Basic.RHETORIQUE)
        # Whether the menu is split is decided from what the opponent knows (the hand's size,
        # not which cards it holds), and the split is asked even when one part is open: the
        # extra step shows in the match's version, which everyone sees (section 8).
        public = len(parts[MenuPart.BASIC]) + len(state.sides[player].hand) \
            + len(parts[MenuPart.INTERVENTION])
        if public <= MENU_LIMIT:
            options = [o for v in parts.values() for o in v]
        elif turn.menu is None:
            options = [CBAction(player=player, kind=Kind.MENU, arg=part)
                       for part, v in parts.items() if v]
            return [quick_decision(player, "turn", options, private=True, stretch=stretch,
                                   ask=True)]
        else:
            options = [*parts[turn.menu], CBAction(player=player, kind=Kind.BACK)]
        default = rest if rest in options else None
        return [quick_decision(player, "turn", options, private=True, stretch=stretch,
                               default=default)]

    def _ask_decision(self, state: CBState, ask: Ask) -> Decision:
        assert state.turn is not None and state.turn.run is not None
        run = state.turn.run
        p = ask.player
        stretch = f"{ask.kind}{state.turn.number}.{run.uid}.{run.at}.{run.who}"
        timer = state.options.reply_seconds
        if ask.kind is AskKind.DISCARD:
            options = [CBAction(player=p, kind=Kind.DISCARD, arg=c)
                       for c in sorted(set(state.sides[p].hand))]
            # Asked even when the hand holds copies of one card: whether it is asked must
            # not tell the opponent what the hand holds (section 8).
            return quick_decision(p, "discard", options, private=True, timer=timer,
                                  stretch=stretch, ask=True)
        if ask.kind is AskKind.MOVE:
            cells = ask.cells
            if len(cells) <= MENU_LIMIT:
                options = [CBAction(player=p, kind=Kind.MOVE, cell=c) for c in cells]
            elif ask.column is None:  # section 10: the column first
                columns = sorted({c.q for c in cells})
                options = [CBAction(player=p, kind=Kind.COLUMN, n=q) for q in columns]
            else:
                options = [CBAction(player=p, kind=Kind.MOVE, cell=c) for c in cells
                           if c.q == ask.column]
                options.append(CBAction(player=p, kind=Kind.BACK))
            return quick_decision(p, "move", options, private=True, timer=timer,
                                  stretch=stretch)
        if ask.kind is AskKind.PUSH:
            options = [CBAction(player=p, kind=Kind.PUSH, n=d) for d in ask.dirs]
            return quick_decision(p, "push", options, private=True,
                                  timer=state.options.tie_seconds, stretch=stretch,
                                  default=options[0])
        options = [CBAction(player=p, kind=Kind.DISSIPATE, uid=u)
                   for u in sorted(ask.uids, reverse=True)]
        options.append(CBAction(player=p, kind=Kind.DISSIPATE))
        return quick_decision(p, "dissipate", options, private=True, timer=timer,
                              stretch=stretch, default=options[0])

    # --- steps ----------------------------------------------------------------------------

    def _step(self, state: CBState, action: CBAction) -> None:
        kind = action.kind
        if kind is Kind.DECK:
            assert action.arg is not None
            self._choose_deck(state, action.player, action.arg)
            return
        turn = state.turn
        assert turn is not None
        if kind in (Kind.BASIC, Kind.PLAY, Kind.INTERVENE):
            act(state, action)
        elif kind is Kind.MENU:
            turn.menu = MenuPart(action.arg)
        elif kind is Kind.BACK and (turn.run is None or turn.run.ask is None):
            turn.menu = None
        else:
            answer(state, action)
            proceed(state)

    def _timeout(self, state: CBState, decision: Decision) -> None:
        """Section 10's defaults."""
        p = decision.player
        if decision.kind == "deck":
            self._choose_deck(state, p, list(STARTERS)[state.rng.below(len(STARTERS))],
                              random=True)
            return
        assert state.turn is not None
        if decision.kind == "turn":
            self._step(state, CBAction(player=p, kind=Kind.BASIC, arg=Basic.RHETORIQUE))
            return
        run = state.turn.run
        assert run is not None and run.ask is not None
        ask = run.ask
        if ask.kind is AskKind.DISCARD:  # random cards
            for _ in range(ask.count):
                hand = state.sides[p].hand
                answer(state, CBAction(player=p, kind=Kind.DISCARD,
                                       arg=hand[state.rng.below(len(hand))]))
            proceed(state)
        elif ask.kind is AskKind.MOVE:
            self._step(state, CBAction(player=p, kind=Kind.MOVE,
                                       cell=default_move(state, ask)))
        else:
            super()._timeout(state, decision)

    # --- reading ---------------------------------------------------------------------------

    def view(self, state: CBState, viewer: PlayerId | None) -> CBView:
        return make_view(self, state, viewer)

    def outcome(self, state: CBState) -> Outcome | None:
        return state.result



GAME = Combat()
