"""Combat's properties over seeded playouts (like OpenSpiel's random_sim_test).

150 games by default, in five styles: random players on the starter decks or on saved decks,
eager players (cards and interventions first, moves toward the opponent) on either, and a
hoarder who draws a 20-distinct-card deck into hand (so the turn menu passes 25 options and is
split, section 10). About 5% of the decisions run out of time instead (30% of the rarer push
ties and Dissiper targets), and each time the clock does what section 10 says.

At every step: the decisions are well formed (1..25 distinct options, the default among them,
a single option only when ``ask``), each player's 20 cards are all in their five zones (R4,
R5), HP never passes 20 (R1), the figures never share a cell (R3), only a push takes one off
the board (R21, D4) and every push goes where R20's scores say; only the active player loses
(R26, D3). States round-trip through JSON, ``apply`` and ``timeout`` never change their
input, and forged actions (another player's, a bad uid, card or cell) raise
``IllegalAction``. Every game ends (R28); replaying its seed and moves gives the same state.
The styles are measured: pushes and ring-outs, Dissiper, column and menu splits,
interventions and out-of-turn choices all happen, and every card of the pool is played. Push
ties are rarer: ``test_no_leak`` builds them (and a split menu) and plays on from there.
``DOJO_PLAYOUTS`` above 2000 plays more games.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Callable, Iterator

import pytest

from rules.combat import GAME, CBAction, CBState, Kind, MenuPart, Options, Phase
from rules.combat import events as ev
from rules.combat.content import (
    CARDS,
    HP_MAX,
    STARTERS,
    Basic,
    StepKind,
    Verb,
    deck_problems,
)
from rules.combat.state import SAVED, Ask, AskKind, SavedDeck
from rules.combat.steps import default_move, steps_of
from rules.core import Decision, IllegalAction, PlayerId, Reason
from rules.kit.hexgrid import DIRECTIONS, Hex, arena, distance, on_board
from tests.rules.common import assert_rejected

SEATS = ["A", "B"]
SCALE = int(os.environ.get("DOJO_PLAYOUTS", "2000")) / 2000
GAMES = max(150, int(150 * SCALE))
"""Games over the five styles (``DOJO_PLAYOUTS`` only ever adds some)."""
TIMEOUT_RATE = 0.05
RARE = ("push", "dissipate")
RARE_TIMEOUT_RATE = 0.3
"""Rare decisions run out of time more often, so their clock is seen in play too."""
MAX_ACTIONS = 3000
"""R28's 200-turn cap ends every game well before: the bound catches an engine that loops."""
MAX_OPTIONS = 25
"""Discord's limit on a select menu (section 10)."""
FORGE_EVERY = 5
"""Steps between two rounds of forged actions."""
FORGED = 6
"""Forged actions tried each round."""
CLOCK_ORDER = (2, 1, 0, 5, 4, 3)
"""Section 10's order N, NE, SE, S, SW, NW as direction indices."""

# --- saved decks (R4, D20) ------------------------------------------------------------------

TEMPETE = ("antidote", "onde_de_choc", "bouffee_de_chaleur", "pas_de_danse",
           "attirance_irresistible", "teletransportation", "traque", "coup_de_tete", "miasmes",
           "drogue_douce", *["choc"] * 3, *["frime"] * 3, *["insulte"] * 2, *["impro"] * 2)
"""Pushes, pulls, Dissiper (Antidote), a forced discard (Insulte) and the pool cards no starter
deck holds."""
VINGT = ("frappe", "choc", "projectile", "esquive", "absorption", "vigilance", "avancee",
         "degagement", "bond", "inspiration", "antidote", "repos", "eveil", "drogue_douce",
         "gel_temporel", "joutes_verbales", "brasier_interieur", "complimenter_style",
         "trahison", "parfum")
"""Twenty different cards: a hand holding them all passes 25 options with one intervention."""
DOUBLON = ("meteorite", "meteorite", *TEMPETE[2:])  # R4: the other ten all different
COURT = VINGT[:19]
SAVED_DECKS: dict[PlayerId, list[SavedDeck]] = {
    "A": [SavedDeck(name="tempête", cards=TEMPETE), SavedDeck(name="doublon", cards=DOUBLON),
          SavedDeck(name="vingt", cards=VINGT)],
    "B": [SavedDeck(name="vingt", cards=VINGT), SavedDeck(name="court", cards=COURT),
          SavedDeck(name="tempête", cards=TEMPETE)],
}
ILLEGAL = {"A": f"{SAVED}1", "B": f"{SAVED}1"}
"""The saved deck of each player that breaks R4 (and is never offered)."""
VINGT_KEY = {"A": f"{SAVED}2", "B": f"{SAVED}0"}


# --- players --------------------------------------------------------------------------------

Player = Callable[[CBState, Decision, random.Random], CBAction]


def random_player(state: CBState, decision: Decision, rnd: random.Random) -> CBAction:
    return rnd.choice(decision.options)  # type: ignore[return-value]


def _by_kind(decision: Decision) -> dict[str, list[CBAction]]:
    out: dict[str, list[CBAction]] = {}
    for o in decision.options:
        out.setdefault(o.kind, []).append(o)  # type: ignore[arg-type]
    return out


def eager(state: CBState, decision: Decision, rnd: random.Random) -> CBAction:
    """A player who plays: a saved deck, a card or an intervention whenever one is offered
    (the card part of a split menu first), every move as close to the other figure as it
    goes (melee, pushes)."""
    by = _by_kind(decision)
    options: list[CBAction] = decision.options  # type: ignore[assignment]
    if decision.kind == "deck":
        saved = [o for o in options if o.arg is not None and o.arg.startswith(SAVED)]
        return rnd.choice(saved or options)
    if decision.kind == "turn":
        wanted = by.get(Kind.PLAY, []) + by.get(Kind.INTERVENE, []) or [
            o for o in by.get(Kind.MENU, []) if o.arg != MenuPart.BASIC]
        return rnd.choice(wanted or options)
    if Kind.MOVE in by:
        run = state.turn.run if state.turn is not None else None
        ask = run.ask if run is not None else None
        assert ask is not None and ask.mover is not None
        target = state.sides[state.other(ask.mover)].cell
        if target is not None:
            return min(by[Kind.MOVE], key=lambda o: distance(o.cell or target, target))
    return rnd.choice(options)


def hoarder(state: CBState, decision: Decision, rnd: random.Random) -> CBAction:
    """The player in seat "A" takes the twenty-card deck, draws (Passif de base) while
    anything is left to draw, and opens the menu's parts when it is split; otherwise eager.
    The other player is eager."""
    me = SEATS[0]
    if decision.kind == "deck" and decision.player == me:
        return next(o for o in decision.options  # type: ignore[return-value]
                    if o.arg == VINGT_KEY[me])
    if decision.kind == "turn" and decision.player == me:
        by = _by_kind(decision)
        if Kind.MENU in by:
            return rnd.choice(by[Kind.MENU])
        side = state.sides[me]
        draw = CBAction(player=me, kind=Kind.BASIC, arg=Basic.PASSIF)
        if (side.deck or side.discard) and draw in decision.options:
            return draw
    return eager(state, decision, rnd)


STYLES: dict[str, tuple[Options, Player, float]] = {
    "random": (Options(), random_player, 0.0),
    "random-saved": (Options(saved=SAVED_DECKS), random_player, 0.0),
    "eager": (Options(), eager, 0.9),
    "eager-saved": (Options(saved=SAVED_DECKS), eager, 0.9),
    "hoarder": (Options(saved=SAVED_DECKS), hoarder, 0.97),
}
"""Each style: the options, the player and how often it decides (else a random option)."""


SEEDS = range(GAMES // len(STYLES))
"""Seeds per style."""


Move = tuple[PlayerId, CBAction | None]
"""A move as the store logs it: an action, or None when the player's clock ran out."""


def moves(style: str, seed: int, timeouts: float = TIMEOUT_RATE
          ) -> Iterator[tuple[CBState, Decision, Move, CBState]]:
    """A seeded playout, step by step: (state, decision, move, next state)."""
    options, player, bias = STYLES[style]
    rnd = random.Random(f"{style}/{seed}")
    state = GAME.setup(SEATS, seed, options)
    for _ in range(MAX_ACTIONS):
        pending = GAME.pending(state)
        if not pending:
            return
        decision = rnd.choice(pending)
        rare = decision.kind in RARE and timeouts > 0
        if rnd.random() < (RARE_TIMEOUT_RATE if rare else timeouts):
            move: Move = (decision.player, None)
            new = GAME.timeout(state, decision.player)
        else:
            action = player(state, decision, rnd) if rnd.random() < bias \
                else random_player(state, decision, rnd)
            move = (decision.player, action)
            new = GAME.apply(state, action)
        yield state, decision, move, new
        state = new
    raise AssertionError(f"{style} seed {seed}: no end after {MAX_ACTIONS} actions")


def replay(state: CBState, history: list[Move]) -> CBState:
    for player, action in history:
        state = GAME.timeout(state, player) if action is None else GAME.apply(state, action)
    return state


# --- invariants -----------------------------------------------------------------------------

def deck_of(state: CBState, player: PlayerId) -> Counter[str]:
    """The 20 cards ``player`` plays with, from the deck's name (R4)."""
    side = state.sides[player]
    assert side.deck_name is not None
    if side.deck_name in STARTERS:
        return Counter(STARTERS[side.deck_name])
    (saved,) = [d for d in state.options.saved.get(player, []) if d.name == side.deck_name]
    return Counter(saved.cards)


def cards_of(state: CBState, player: PlayerId) -> Counter[str]:
    """Every card in ``player``'s five zones (R5)."""
    s = state.sides[player]
    return Counter([*s.deck, *s.hand, *s.discard, *s.history, *(z.card for z in s.zone)])


def check_decisions(state: CBState) -> None:
    pending = GAME.pending(state)
    assert (state.phase is Phase.OVER) == (not pending) == (GAME.outcome(state) is not None)
    players = [d.player for d in pending]
    assert len(players) == len(set(players)), "one open decision per player"
    turn = state.turn
    ask = turn.run.ask if turn is not None and turn.run is not None else None
    if state.phase is Phase.DECKS:
        assert state.decks is not None and players == state.decks.waiting()
    elif state.phase is Phase.PLAY:
        assert turn is not None
        assert players == [ask.player if ask is not None else turn.player]
    for d in pending:
        options: list[CBAction] = d.options  # type: ignore[assignment]
        assert 1 <= len(options) <= MAX_OPTIONS, (d.kind, len(options))
        assert len(options) > 1 or d.ask, f"{d.kind}: a single option is the engine's to play"
        assert len({o.key for o in options}) == len(options), "options are distinct"
        assert all(o.player == d.player for o in options)
        assert d.private, "the hand and the choices are asked out of the channel (section 10)"
        assert d.default is None or d.default in options, d.kind
        kinds = {o.kind for o in options}
        if d.kind == "turn" and not kinds & {Kind.MENU, Kind.BACK}:
            # R10: Rhétorique de base is always allowed, and it is section 10's default.
            assert d.default == CBAction(player=d.player, kind=Kind.BASIC,
                                         arg=Basic.RHETORIQUE)
        elif d.kind in ("push", "dissipate"):
            assert d.default == options[0]
        if d.kind == "push":  # R20.2, D15: a tie of exactly two highest scores
            assert ask is not None and ask.mover is not None
            here, there = state.sides[ask.player].cell, state.sides[ask.mover].cell
            assert here is not None and there is not None
            assert {o.n for o in options} == away(there - here) and len(options) == 2
        elif d.kind == "discard":
            assert d.ask, "whether a discard is asked must not depend on the hand (section 8)"
            assert ask is not None and {o.arg for o in options} == set(
                state.sides[d.player].hand)
        elif d.kind == "move":
            assert ask is not None and ask.kind is AskKind.MOVE
            assert default_move(state, ask) in ask.cells, "section 10's path ends on a cell"


def check_invariants(state: CBState, cards: dict[PlayerId, Counter[str]] | None = None
                     ) -> None:
    """Every invariant of one state; ``cards``: each player's cards (default: their deck's
    20, R4)."""
    check_decisions(state)
    cells = []
    uids: list[int] = []
    run = state.turn.run if state.turn is not None else None
    for p in state.order:
        side = state.sides[p]
        if state.phase is Phase.DECKS:
            assert cards_of(state, p) == Counter() and side.cell is None
        elif cards is not None:
            assert cards_of(state, p) == cards[p], f"{p}'s cards stay in their zones (R5)"
        else:
            assert sum(cards_of(state, p).values()) == 20
            assert cards_of(state, p) == deck_of(state, p), f"{p}'s 20 cards (R4, R5)"
        assert side.hp <= HP_MAX, "R1: never above 20"
        assert side.recent >= 0 and side.pool >= 0 and side.pending_shield >= 0
        assert side.skip >= 0 and side.extra >= 0 and side.frozen >= 0
        if side.cell is not None:
            assert on_board(side.cell)
            cells.append(side.cell)
        for z in side.zone:
            uids.append(z.uid)
            step = CARDS[z.card].steps
            if z.paused:
                assert step[z.at].kind is StepKind.I, "R12: a card waits at an intervention"
            else:
                assert run is not None and run.uid == z.uid, "R13: only the resolving card"
    assert len(cells) == len(set(cells)), "R3: the figures never share a cell"
    assert len(uids) == len(set(uids)) and all(0 < u <= state.uids for u in uids)
    if state.turn is not None:
        assert 1 <= state.turn.number <= state.options.turn_cap


def away(v: Hex) -> set[int]:
    """R20.1: the directions of highest score S(d) for the pusher-to-victim vector ``v``."""
    scores = [3 * d.q * v.q + (2 * d.r + d.q) * (2 * v.r + v.q) for d in DIRECTIONS]
    return {i for i, x in enumerate(scores) if x == max(scores)}


def check_step(state: CBState, new: CBState) -> None:
    """What one step did: only a push takes a figure off (R20.4, D4), for good (R21), and
    straight away from the pusher (R20); only the player whose turn ends can lose (R26, D3)."""
    events = new.events_since(state.emitted)
    active = state.turn.player if state.turn is not None else None
    at = {p: state.sides[p].cell for p in state.order}  # followed through the events
    for p in state.order:
        was, now = state.sides[p].cell, new.sides[p].cell
        if was is None and state.phase is not Phase.DECKS:
            assert now is None, "R21: an OFF figure never comes back"
        offs = [e for e in events if isinstance(e, ev.Off) and e.player == p]
        assert len(offs) == (was is not None and now is None), (p, offs)
    for e in events:
        if isinstance(e, ev.Moved | ev.Off) and at[e.player] is not None:
            pusher = at[state.other(e.player)]
            if e.direction is not None and pusher is not None:
                assert e.direction in away(at[e.player] - pusher), "R20.2"  # type: ignore[operator]
        if isinstance(e, ev.Moved):
            assert on_board(e.start) and on_board(e.end) and at[e.player] == e.start
            assert (e.direction is not None) == (e.how is ev.MoveHow.PUSHED)
            if e.direction is not None:  # R20.3: straight on, one cell at a time
                assert any(e.start + DIRECTIONS[e.direction] * k == e.end for k in range(1, 4))
            at[e.player] = e.end
        if isinstance(e, ev.Off):
            assert not on_board(e.start + DIRECTIONS[e.direction])
            at[e.player] = None
        if isinstance(e, ev.Draw | ev.Discarded) and e.to is not None:
            assert e.to == (e.player,) and len(e.cards) == e.n
        if isinstance(e, ev.Draw):
            assert 0 <= e.n <= e.asked, "R17: the rest of a draw may be lost"
        if isinstance(e, ev.TurnStarts):
            active = e.player
        if isinstance(e, ev.Loses):
            assert e.player == active, "R26/D3: only the active player is checked"
        if isinstance(e, ev.Cap):
            assert e.turns == state.options.turn_cap, "R28"


def check_timeout(state: CBState, decision: Decision, new: CBState) -> None:
    """Section 10's defaults, as the clock played them."""
    events = new.events_since(state.emitted)
    p = decision.player
    turn = state.turn
    ask = turn.run.ask if turn is not None and turn.run is not None else None
    first = {e.kind: e for e in reversed(events)}  # each kind's first event
    if decision.kind == "deck":  # a random starter deck
        assert any(isinstance(e, ev.DeckReady) and e.player == p and e.random
                   and e.deck in STARTERS for e in events)
    elif decision.kind == "turn":  # Rhétorique de base (pass)
        assert first["basic"] == ev.BasicUsed(player=p, basic=Basic.RHETORIQUE)
    elif decision.kind == "discard":  # random cards, as many as asked
        assert ask is not None
        done = [e for e in events if isinstance(e, ev.Discarded) and e.to is None]
        assert done[0].n == len(ask.chosen) + ask.count and done[0].player == p
    elif decision.kind == "push":  # the first in the order N, NE, SE, S, SW, NW
        assert ask is not None
        pushed = [e for e in events
                  if isinstance(e, ev.Moved | ev.Off) and e.player == ask.mover]
        assert pushed[0].direction == min(ask.dirs, key=CLOCK_ORDER.index)
    elif decision.kind == "dissipate":  # the most recently played opponent card
        assert ask is not None
        assert first["dissipated"].uid == max(ask.uids)  # type: ignore[attr-defined]
    else:
        assert decision.kind == "move" and ask is not None and ask.mover is not None
        moved = [e for e in events if isinstance(e, ev.Moved) and e.player == ask.mover]
        start = state.sides[ask.mover].cell
        assert (moved[0].end if moved else start) == default_path(state, ask)


def default_path(state: CBState, ask: Ask) -> Hex | None:
    """Section 10: step by step, the first legal step in the order N, NE, SE, S, SW, NW until
    N steps are made or none is legal; SAUTER and ATTIRER do not move."""
    assert state.turn is not None and state.turn.run is not None and ask.mover is not None
    verb = steps_of(state.turn.run)[state.turn.run.at].verb
    here, other = state.sides[ask.mover].cell, state.sides[state.other(ask.mover)].cell
    assert here is not None
    change = {Verb.S_APPROCHER: -1, Verb.S_ELOIGNER: 1}.get(verb)
    if verb in (Verb.SAUTER, Verb.ATTIRER) or (other is None and change is not None):
        return here

    def legal(c: Hex) -> bool:
        if not on_board(c) or c == other:
            return False
        if change is None:
            return True
        assert other is not None
        return distance(c, other) == distance(here, other) + change

    for _ in range(ask.count):
        steps = [c for c in (here + DIRECTIONS[d] for d in CLOCK_ORDER) if legal(c)]
        if not steps:
            break
        here = steps[0]
    return here


def check_end(state: CBState) -> None:
    outcome = GAME.outcome(state)
    assert outcome is not None and GAME.pending(state) == []
    assert sorted(p for group in outcome.ranking for p in group) == sorted(state.order)
    hp = {p: state.sides[p].hp for p in state.order}
    if outcome.reason in (Reason.KO, Reason.RING_OUT):  # R26: the loser's own check failed
        (loser,) = [p for p in state.order if p not in outcome.winners]
        if outcome.reason is Reason.KO:
            assert hp[loser] <= 0 and state.sides[loser].cell is not None
        else:
            assert state.sides[loser].cell is None
    elif outcome.reason is Reason.ROUNDS:  # R28: the higher HP wins at the cap
        (winner,) = outcome.winners
        assert hp[winner] > min(hp.values())
    else:
        assert outcome.reason is Reason.DRAW and outcome.winners == []
        assert len(set(hp.values())) == 1


# --- forged actions -------------------------------------------------------------------------

def forged(state: CBState, rnd: random.Random) -> list[tuple[str, CBAction]]:
    """Actions not offered now, by what is wrong with them."""
    pending = GAME.pending(state)
    offered = {o for d in pending for o in d.options}
    out: list[tuple[str, CBAction]] = []
    for d in pending:
        other = state.other(d.player)
        o: CBAction = rnd.choice(d.options)  # type: ignore[assignment]
        out.append(("player", o.model_copy(update={"player": other})))
    zone = [z.uid for p in state.order for z in state.sides[p].zone]
    board = arena()
    for p in state.order:
        hand = state.sides[p].hand
        absent = [c for c in CARDS if c not in hand]
        out += [
            ("uid", CBAction(player=p, kind=Kind.INTERVENE, uid=state.uids + 1)),
            ("uid", CBAction(player=p, kind=Kind.INTERVENE, uid=rnd.choice(zone or [0]))),
            ("uid", CBAction(player=p, kind=Kind.DISSIPATE, uid=rnd.choice([*zone, 99]))),
            ("card", CBAction(player=p, kind=Kind.PLAY, arg=rnd.choice(absent))),
            ("card", CBAction(player=p, kind=Kind.DISCARD, arg=rnd.choice(absent))),
            ("card", CBAction(player=p, kind=Kind.PLAY, arg="joker")),
            ("card", CBAction(player=p, kind=Kind.BASIC, arg=rnd.choice(list(Basic)))),
            ("cell", CBAction(player=p, kind=Kind.MOVE, cell=rnd.choice(board))),
            ("cell", CBAction(player=p, kind=Kind.MOVE, cell=Hex(0, 4))),
            ("cell", CBAction(player=p, kind=Kind.COLUMN, n=rnd.randint(-4, 4))),
            ("cell", CBAction(player=p, kind=Kind.PUSH, n=rnd.randrange(6))),
            ("menu", CBAction(player=p, kind=Kind.MENU, arg=rnd.choice(list(MenuPart)))),
            ("menu", CBAction(player=p, kind=Kind.BACK)),
            ("deck", CBAction(player=p, kind=Kind.DECK, arg=ILLEGAL[p])),
            ("deck", CBAction(player=p, kind=Kind.DECK, arg=rnd.choice(list(STARTERS)))),
        ]
    return [(why, a) for why, a in out if a not in offered]


# --- the sweep ------------------------------------------------------------------------------

def features(state: CBState, decision: Decision, move: Move, new: CBState) -> set[str]:
    """What this step exercised (for the style's coverage)."""
    found = set()
    kinds = {o.kind for o in decision.options}
    if Kind.COLUMN in kinds:
        found.add("column")  # section 10: more than 25 destinations
    if Kind.MENU in kinds:
        found.add("menu")  # section 10: more than 25 turn options
    if decision.kind in ("push", "dissipate", "discard"):
        found.add(decision.kind)
    if decision.kind != "turn" and state.turn is not None \
            and decision.player != state.turn.player:
        found.add("out_of_turn")  # adv:DEFAUSSER, or the owner's steps after an intervention
    if move[1] is None:
        found |= {"timeout", f"timeout-{decision.kind}"}
    for e in new.events_since(state.emitted):
        if isinstance(e, ev.Moved) and e.how is ev.MoveHow.PUSHED:
            found.add("pushed")
        elif isinstance(e, ev.Off):
            found |= {"pushed", "off"}
        elif isinstance(e, ev.Intervened):
            found.add("intervened")
    return found


MIN_SHARE: dict[str, dict[str, float]] = {
    "random": {"pushed": 0.3, "off": 0.1, "column": 0.1, "discard": 0.5, "intervened": 0.8,
               "out_of_turn": 0.1},
    "random-saved": {"pushed": 0.3, "off": 0.2, "column": 0.15, "dissipate": 0.07,
                     "intervened": 0.8, "out_of_turn": 0.1},
    "eager": {"pushed": 0.4, "off": 0.1, "column": 0.08, "intervened": 0.8},
    "eager-saved": {"pushed": 0.5, "off": 0.2, "column": 0.15, "dissipate": 0.2,
                    "intervened": 0.8},
    "hoarder": {"menu": 0.2, "column": 0.2, "dissipate": 0.15, "out_of_turn": 0.1,
                "intervened": 0.8},
}
"""The least share of a style's games that reach each feature (about half of what the seeds
reach today). Push ties are rarer: ``test_no_leak.test_d15_a_push_tie_then_play_on``."""


STARTER_CARDS = {c for deck in STARTERS.values() for c in deck}
MUST_PLAY: dict[str, set[str]] = {
    "random": STARTER_CARDS, "random-saved": set(CARDS), "eager": STARTER_CARDS,
    "eager-saved": {*TEMPETE, *VINGT}, "hoarder": set(VINGT)}
"""The cards each style's games play between them (eager players pick saved decks)."""


@pytest.mark.parametrize("style", list(STYLES))
def test_r28_playouts_end_and_keep_every_invariant_at_every_step(style: str) -> None:
    reached: Counter[str] = Counter()
    refused: Counter[str] = Counter()
    played: set[str] = set()
    reasons: Counter[Reason] = Counter()
    options = STYLES[style][0]
    for seed in SEEDS:
        rnd = random.Random(-seed)
        history: list[Move] = []
        seen: set[str] = set()
        first = GAME.setup(SEATS, seed, options)
        check_invariants(first)
        made = first.model_dump_json()
        last = first
        for state, decision, move, new in moves(style, seed):
            before = made
            assert state.model_dump_json() == before, "apply and timeout never mutate their input"
            assert new.version == state.version + 1
            check_invariants(new)
            check_step(state, new)
            made = new.model_dump_json()
            assert GAME.load(made) == new, "JSON round trip"
            if len(history) % FORGE_EVERY == 0:
                for why, bad in rnd.sample(forged(state, rnd), FORGED):
                    with pytest.raises(IllegalAction):
                        GAME.apply(state, bad)
                    refused[why] += 1
                for d in GAME.pending(state):  # every decision's timeout is legal
                    timed = GAME.timeout(state, d.player)
                    assert timed.version == state.version + 1
                    check_invariants(timed)
                assert state.model_dump_json() == before, "refused and timed out: unchanged"
            if move[1] is None:
                check_timeout(state, decision, new)
            seen |= features(state, decision, move, new)
            played |= {e.card for e in new.events_since(state.emitted) if e.kind == "played"}
            history.append(move)
            last = new
        check_end(last)
        reasons[GAME.outcome(last).reason] += 1  # type: ignore[union-attr]
        assert replay(first, history).model_dump_json() == made, "replays are exact"
        reached.update(seen)
    games = len(SEEDS)
    for feature, share in MIN_SHARE[style].items():
        assert reached[feature] >= share * games, (feature, reached)
    assert reached["timeout"] > games // 2, reached
    assert reached["timeout-move"] > 0 and reached["timeout-discard"] > 0, reached
    assert set(refused) == {"player", "uid", "card", "cell", "menu", "deck"}, refused
    assert len(reasons) >= 3, reasons
    assert MUST_PLAY[style] <= played, f"never played: {MUST_PLAY[style] - played}"


def test_an_action_after_the_end_is_refused() -> None:
    *_, (_, _, _, last) = moves("random", 1)
    assert GAME.pending(last) == []
    for player in SEATS:
        assert_rejected(GAME, last, CBAction(player=player, kind=Kind.BASIC,
                                             arg=Basic.RHETORIQUE))
        with pytest.raises(IllegalAction):
            GAME.timeout(last, player)


# --- saved decks (section 3.1, R4) ------------------------------------------------------------

def test_r4_only_legal_saved_decks_are_offered() -> None:
    assert [p.problem for p in deck_problems(DOUBLON)] == ["repeat"]
    assert [p.problem for p in deck_problems(COURT)] == ["size"]
    state = GAME.setup(SEATS, 3, Options(saved=SAVED_DECKS))
    for p in SEATS:
        (decision,) = [d for d in GAME.pending(state) if d.player == p]
        keys = [o.arg for o in decision.options]  # type: ignore[attr-defined]
        assert keys == [*STARTERS, f"{SAVED}0", f"{SAVED}2"], keys
        assert_rejected(GAME, state, CBAction(player=p, kind=Kind.DECK, arg=ILLEGAL[p]))
        assert_rejected(GAME, state, CBAction(player=p, kind=Kind.DECK, arg=f"{SAVED}3"))
    for p in SEATS:
        state = GAME.apply(state, CBAction(player=p, kind=Kind.DECK, arg=VINGT_KEY[p]))
    assert state.phase is Phase.PLAY
    for p in SEATS:
        assert state.sides[p].deck_name == "vingt"
        assert cards_of(state, p) == Counter(VINGT), "the saved deck is the one dealt"
    without = GAME.setup(SEATS, 3)
    assert all(len(d.options) == len(STARTERS) for d in GAME.pending(without))


# --- built positions, played on -----------------------------------------------------------------

def play_on(state: CBState, seed: int, steps: int = 400) -> int:
    """A random playout from a built position, every invariant checked (each player's cards
    as the position holds them); the number of steps it took."""
    cards = {p: cards_of(state, p) for p in state.order}
    rnd = random.Random(seed)
    check_invariants(state, cards)
    for n in range(steps):
        pending = GAME.pending(state)
        if not pending:
            check_end(state)
            return n
        d = rnd.choice(pending)
        new = GAME.timeout(state, d.player) if rnd.random() < TIMEOUT_RATE \
            else GAME.apply(state, rnd.choice(d.options))
        check_invariants(new, cards)
        check_step(state, new)
        state = new
    return steps
