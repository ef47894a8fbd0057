"""Martial Art's properties over seeded random playouts (like OpenSpiel's random_sim_test), in
every format: 1v1, 3 alone, 4 alone, 2v2, each in White and Black Belt, with clocks running
out now and then.

At every step: the decisions are small and well formed (single options are the engine's to
play), each fighter's tokens on board, set aside, in hand and lost are its 12-token set
(section 2.1, R32), gauges and life stay in range (R16, R31), one fighter per cell and
eliminated fighters off the arena (R14, R34), R6's placement constraints hold (E16), states
round-trip through JSON and ``apply``/``timeout`` never change their input. Every game ends
(R35, R64); replaying its seed and moves (through the engine, and once through the match
service) gives the same state; an action that is not offered changes nothing.

The players are random, or eager (:func:`eager`: techniques, steps toward a foe, attacks), so
that fights happen and every stage of a turn is reached. ``DOJO_PLAYOUTS`` scales the seeds
as in the contract suite (the default, 2000, plays 6 per configuration: about half a minute).
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.matches import MatchService
from rules.core import Decision, PlayerId
from rules.kit import seats as seating
from rules.kit.hexgrid import Hex, direction_to, distance, neighbour, on_board
from rules.martial_art import GAME, Kind, MAAction, MAState, Mode, Options, Phase, Stage
from rules.martial_art.board import destinations, token_set
from rules.martial_art.content import (
    ACTIONS,
    EFFECTS,
    FIGHTERS,
    KO_CELL,
    Code,
    Do,
    fighter,
    technique,
)
from rules.martial_art.events import Lost, Placement
from tests.conftest import FakeClock
from tests.replay import assert_replays
from tests.rules.common import assert_rejected

SEATS = ["111", "222", "333", "444"]
CONFIGS: dict[str, tuple[int, Options]] = {
    f"{name}-{mode.value}": (n, Options(mode=mode, teams=teams))
    for name, n, teams in (("2p", 2, True), ("3p", 3, True), ("4p", 4, False), ("2v2", 4, True))
    for mode in Mode
}
SCALE = int(os.environ.get("DOJO_PLAYOUTS", "2000")) / 2000
"""As in the contract suite: ``DOJO_PLAYOUTS`` 2000 (the default) is the full size."""
SEEDS = max(2, int(6 * SCALE))
"""Seeds per configuration for the per-step sweep."""
TIMEOUT_RATE = 0.1
MAX_ACTIONS = 6000
"""R64's 40 rounds end every game well before: the bound catches an engine that loops."""
MAX_OPTIONS = 25
"""A Discord select holds 25 options: every decision must fit one."""

Move = tuple[PlayerId, MAAction | None]
"""A move as the store logs it: an action, or None when the player's clock ran out."""


# --- players --------------------------------------------------------------------------------

_PUSHERS = frozenset(t for f in FIGHTERS for t in fighter(f).techniques
                     if any(e.do is Do.PUSH for e in technique(t).effects))
"""R53: the techniques that push, so that collisions (R56) happen in play."""
_RARE = _PUSHERS | {"samba_de_viola", "serenite_de_la_grue", "futsu_no_atama", "kiai", "goju",
                    "kon_muay_kee"}
"""Black Belt tiles behind the rarer stages of a turn (AFTER, SWAP, ENERGY, KIAI, STYLE_END):
an eager player takes them into its loadout first."""


def _foes(state: MAState, p: PlayerId) -> list[PlayerId]:
    return [q for q in seating.opponents(state.seats, state.teams, p) if state.fighters[q].alive]


def _closeness(state: MAState, p: PlayerId, cell: Hex) -> float:
    """Distance from ``cell`` to the nearest foe, a little less when someone stands behind
    that foe (a push there collides)."""
    taken = {f.cell for q, f in state.fighters.items() if f.alive and q != p}
    best = 99.0
    for q in _foes(state, p):
        at = state.fighters[q].cell
        assert at is not None
        d: float = distance(cell, at)
        push = direction_to(cell, at)
        if d == 1 and push is not None and neighbour(at, push) in taken:
            d -= 0.5
        best = min(best, d)
    return best


def _start_pushes(state: MAState, p: PlayerId, zone: int) -> bool:
    """Whether starting from ``zone`` could fit a pushing Start technique of the loadout."""
    f = state.fighters[p]
    taken = f.zones[zone - 1]
    target = destinations(zone, len(taken))[-1]
    for t in map(technique, f.loadout):
        w = t.when
        if t.id in _PUSHERS and (not w.action or any(c in taken for c in w.action)) \
                and (not w.zones or target in w.zones) \
                and all(taken.count(c) >= n for c, n in w.start_zone_has):
            return True
    return False


def eager(state: MAState, decision: Decision, rnd: random.Random) -> MAAction:
    """A player who wants to fight: pushers in the loadout, steps toward a foe, a technique
    whenever one is offered, Effects sown first so an Action strikes, and always attacks."""
    options: list[MAAction] = decision.options  # type: ignore[assignment]
    by: dict[str, list[MAAction]] = {}
    for o in options:
        by.setdefault(o.kind, []).append(o)
    p = decision.player
    if state.phase is Phase.LOADOUT:
        rare = [o for o in by.get(Kind.MARK, []) if o.item in _RARE]
        return (rare or by.get(Kind.CONFIRM) or by.get(Kind.MARK) or options)[0]
    if state.phase is Phase.PLACE:
        if Kind.CONFIRM in by:
            return by[Kind.CONFIRM][0]
        return rnd.choice(by[Kind.PUT]) if Kind.PUT in by and rnd.random() < 0.8 \
            else by.get(Kind.RANDOM, options)[0]
    turn = state.turn
    if state.phase is not Phase.TURN or turn is None:
        return rnd.choice(options)
    f = state.fighters[p]
    if turn.stage in (Stage.START, Stage.MOVE, Stage.AFTER):
        assert f.cell is not None
        here = _closeness(state, p, f.cell)
        cell = f.cell

        def after(o: MAAction) -> float:
            return _closeness(state, p, neighbour(cell, o.direction or 0))

        steps = [o for o in by.get(Kind.STEP, []) if after(o) < here]
        around = {g.cell: q for q, g in state.fighters.items() if g.alive}
        faces = [o for o in by.get(Kind.FACE, [])
                 if around.get(neighbour(cell, o.direction or 0)) in _foes(state, p)]
        starts = by.get(Kind.START, [])
        strikes = [o for o in starts if any(c in ACTIONS for c in f.zones[(o.zone or 1) - 1])]
        pushes = [o for o in starts if _start_pushes(state, p, o.zone or 1)]
        for group in (by.get(Kind.TECHNIQUE), steps and [min(steps, key=after)], faces[:1],
                      by.get(Kind.ENERGY), pushes, strikes, starts, by.get(Kind.DONE)):
            if group:
                return rnd.choice(group)
        return rnd.choice(options)
    if turn.stage is Stage.SOW:
        effects = [o for o in options if o.code in EFFECTS]
        wanted = technique(turn.technique).when.action if turn.technique else ()
        return rnd.choice(effects or [o for o in options if o.code not in wanted] or options)
    for kind in (Kind.ATTACK, Kind.TARGET, Kind.TECHNIQUE):
        if kind in by:
            return rnd.choice(by[kind])
    return rnd.choice(options)


def bias_of(seed: int) -> float:
    """How often the player of a seeded playout is eager rather than random."""
    return (0.0, 0.75, 0.9)[seed % 3]


def moves(config: str, seed: int, bias: float | None = None,
          timeouts: float = TIMEOUT_RATE) -> Iterator[tuple[MAState, Decision, Move, MAState]]:
    """A seeded playout, step by step: (state, decision, move, next state)."""
    n, options = CONFIGS[config]
    eagerness = bias_of(seed) if bias is None else bias
    rnd = random.Random(seed)
    state = GAME.setup(SEATS[:n], seed, options)
    for _ in range(MAX_ACTIONS):
        pending = GAME.pending(state)
        if not pending:
            return
        decision = rnd.choice(pending)
        if rnd.random() < timeouts:
            move: Move = (decision.player, None)
            new = GAME.timeout(state, decision.player)
        else:
            action = eager(state, decision, rnd) if rnd.random() < eagerness \
                else rnd.choice(decision.options)
            move = (decision.player, action)  # type: ignore[assignment]
            new = GAME.apply(state, action)  # type: ignore[arg-type]
        yield state, decision, move, new
        state = new
    raise AssertionError(f"{config} seed {seed}: no end after {MAX_ACTIONS} actions")


# --- invariants -----------------------------------------------------------------------------

def check_decisions(state: MAState) -> None:
    pending = GAME.pending(state)
    assert (state.phase is Phase.OVER) == (not pending) == (GAME.outcome(state) is not None)
    players = [d.player for d in pending]
    assert len(players) == len(set(players)), "one open decision per player"
    for d in pending:
        # A single option is not asked: the engine plays it (ARCHITECTURE.md).
        assert (len(d.options) > 1 or d.ask) and len(d.options) <= MAX_OPTIONS, (
            d.kind, len(d.options))
        assert len({o.key for o in d.options}) == len(d.options), "options are distinct"
        assert all(o.player == d.player for o in d.options)
        if state.phase is not Phase.PICK:  # a pick's timeout is a random free fighter
            assert d.default is not None and d.default in d.options, d.kind
        if any(o.code in EFFECTS or o.d or o.m for o in d.options):  # type: ignore[attr-defined]
            assert d.private, f"{d.kind} names face-down tokens: asked out of the channel"
    if state.phase is Phase.TURN:
        assert state.turn is not None
        turn, attack = state.turn, state.turn.attack
        if turn.stage in (Stage.REACT, Stage.DEFEND):
            assert attack is not None and players == [attack.defender]
        elif turn.stage is Stage.COLLIDE:
            assert attack is not None and players == [attack.third]
        else:
            assert players == [turn.player]


def _in_hand(state: MAState, p: PlayerId) -> list[Code]:
    """T2-T6: the start zone's tokens, taken up and not sown yet."""
    turn = state.turn
    if state.phase is Phase.TURN and turn is not None and turn.player == p \
            and turn.stage in (Stage.MOVE, Stage.SOW):
        return list(turn.taken)
    return []


def check_invariants(state: MAState, lost: dict[PlayerId, Counter[Code]],
                     lost_aside: Counter[PlayerId]) -> None:
    check_decisions(state)
    placed = state.phase in (Phase.TURN, Phase.OVER)
    cells: list[Hex] = []
    for p in state.seats:
        f = state.fighters[p]
        assert all(0 <= cell <= KO_CELL for cell in f.life), f.life  # R31
        assert 0 <= f.chi <= 6 and 0 <= f.rage <= 6  # R16
        assert 0 <= f.facing <= 5
        board = f.tokens()
        if not placed:
            assert board == [] and f.aside == []
        else:
            assert f.fighter is not None
            held = Counter(board) + Counter(f.aside) + Counter(_in_hand(state, p)) + lost[p]
            assert held == Counter(token_set(f.fighter)), (p, held)  # 2.1, R32
            assert all(c in EFFECTS for c in f.aside)
            if f.first_turn_done:
                assert f.aside == [], "R59: the pile went to the start zone"
            else:
                assert len(f.aside) + lost_aside[p] == 2, "R6/R7: two set aside (R32 aside)"
        if f.alive:
            assert p not in state.eliminated and f.out is None
            if state.phase is not Phase.PICK:  # R3: placed once every fighter is picked
                assert f.cell is not None and on_board(f.cell), f.cell  # R14, R55
                cells.append(f.cell)
        else:
            assert f.cell is None and f.out is not None, "R34: off the arena"
            assert p in state.eliminated
    assert len(cells) == len(set(cells)), "R14: one fighter per cell"
    assert len(state.eliminated) == len(set(state.eliminated))
    sides = [t for t in state.teams if any(state.fighters[p].alive for p in t)]
    assert len(sides) >= (1 if state.phase is Phase.OVER else 2), "R35"
    assert state.rounds <= state.options.max_rounds


def check_events(state: MAState, events: list, lost: dict[PlayerId, Counter[Code]],
                 lost_aside: Counter[PlayerId]) -> None:
    """Count the tokens lost (R32, R30); each board as placed meets R6's constraints."""
    for e in events:
        if isinstance(e, Lost):
            lost[e.player][e.code] += 1
            lost_aside[e.player] += e.zone is None
        elif isinstance(e, Placement) and e.to is not None:
            assert e.effects is not None and e.aside is not None
            f = state.fighters[e.player]
            assert f.fighter is not None
            zones = [a + x for a, x in zip(e.actions, e.effects, strict=True)]
            assert all(len(z) == 2 for z in zones), "R6: two tokens a zone"
            assert all(sum(c in ACTIONS for c in z) <= 1 for z in zones), "R6: one Action"
            assert len(e.aside) == 2 and all(c in EFFECTS for c in e.aside)
            assert Counter(c for z in zones for c in z) + Counter(e.aside) == \
                Counter(token_set(f.fighter))


def _forged(state: MAState, pending: list[Decision], rnd: random.Random,
            stale: list[MAAction]) -> list[MAAction]:
    """Actions not offered now: an option signed by a player without that option, and
    options offered a step ago that are closed now."""
    offered = {o for d in pending for o in d.options}
    out = []
    for d in pending:
        o = rnd.choice(d.options)
        forged = o.model_copy(update={"player": rnd.choice(state.seats)})
        if forged not in offered:
            out.append(forged)
    return out + [o for o in stale if o not in offered][:2]  # type: ignore[misc]


def replay(config: str, seed: int, history: list[Move]) -> MAState:
    n, options = CONFIGS[config]
    state = GAME.setup(SEATS[:n], seed, options)
    for player, action in history:
        state = GAME.timeout(state, player) if action is None else GAME.apply(state, action)
    return state


# --- tests ----------------------------------------------------------------------------------

@pytest.mark.parametrize("config", list(CONFIGS))
def test_random_playouts_end_and_keep_every_invariant_at_every_step(config: str) -> None:
    n, options = CONFIGS[config]
    lengths = []
    refused = 0
    for seed in range(SEEDS):
        rnd = random.Random(-seed)
        lost: dict[PlayerId, Counter[Code]] = {p: Counter() for p in SEATS}
        lost_aside: Counter[PlayerId] = Counter()
        history: list[Move] = []
        stale: list[MAAction] = []
        # The JSON of the state the next step starts from, taken when that state was made.
        made = GAME.setup(SEATS[:n], seed, options).model_dump_json()
        last = None
        for state, _, move, new in moves(config, seed):
            if not history:
                check_events(state, list(state.log), lost, lost_aside)
                check_invariants(state, lost, lost_aside)
            assert state.model_dump_json() == made, "apply and timeout never mutate their input"
            assert new.version == state.version + 1
            check_events(new, new.events_since(state.emitted), lost, lost_aside)
            check_invariants(new, lost, lost_aside)
            made = new.model_dump_json()
            assert GAME.load(made) == new, "JSON round trip"
            if len(history) % 5 == 0:
                pending = GAME.pending(state)
                for bad in _forged(state, pending, rnd, stale):
                    assert_rejected(GAME, state, bad)
                    refused += 1
                stale = [o for d in pending for o in d.options]  # type: ignore[misc]
            history.append(move)
            last = new
        assert last is not None
        outcome = GAME.outcome(last)
        assert outcome is not None and GAME.pending(last) == []
        assert sorted(p for group in outcome.ranking for p in group) == sorted(last.players)
        if last.ended != "rounds":  # R35: the last side standing wins
            assert set(last.living()) <= set(outcome.winners)
            assert sorted(outcome.winners) in [sorted(t) for t in last.teams]
        assert replay(config, seed, history).model_dump_json() == made, "replays are exact"
        lengths.append(len(history))
    assert refused > 10 * SEEDS
    assert max(lengths) < MAX_ACTIONS


def test_playouts_reach_every_way_a_fight_ends_but_ring_outs() -> None:
    """The sweep above is not all round limits: KOs, technical KOs (R33) and forfeits (R65,
    more clocks running out) end games too, and some reach R64's limit. (Ring-outs, R55, are
    rarer: the no-leak sweep meets them.)"""
    ends = set()
    for seed, timeouts in [*((s, TIMEOUT_RATE) for s in range(9)), (0, 0.5), (1, 0.5)]:
        *_, (_, _, _, last) = moves("2p-black", seed, timeouts=timeouts)
        ends.add(last.ended)
    assert {"ko", "technical_ko", "forfeit", "rounds"} <= ends, ends


@settings(max_examples=40, deadline=None)
@given(config=st.sampled_from(list(CONFIGS)), seed=st.integers(0, 10**6), data=st.data())
def test_actions_not_offered_are_illegal_and_change_nothing(config: str, seed: int,
                                                            data: st.DataObject) -> None:
    state = GAME.setup(SEATS[:CONFIGS[config][0]], seed, CONFIGS[config][1])
    steps = data.draw(st.integers(0, 250))
    for i, (_, _, _, new) in enumerate(moves(config, seed, timeouts=0.02)):
        if i >= steps:
            break
        state = new
    offered = {o for d in GAME.pending(state) for o in d.options}
    action = MAAction(
        player=data.draw(st.sampled_from(state.players)),
        kind=data.draw(st.sampled_from(list(Kind))),
        item=data.draw(st.sampled_from([None, "igor", "crochet", "kiai", "tsuppari"])),
        code=data.draw(st.sampled_from([None, *Code])),
        zone=data.draw(st.sampled_from([None, 0, 1, 3, 5, 6])),
        direction=data.draw(st.sampled_from([None, 0, 3, 5, 6])),
        gauge=data.draw(st.sampled_from([None, "chi", "rage"])),
        target=data.draw(st.sampled_from([None, *state.players])),
        d=data.draw(st.sampled_from([None, 0, 1, 3])),
        m=data.draw(st.sampled_from([None, 0, 1])))
    if action in offered:
        return
    assert_rejected(GAME, state, action)


def test_an_action_after_the_end_or_out_of_turn_is_refused() -> None:
    *_, (_, _, _, last) = moves("2p-white", 4)
    assert GAME.pending(last) == []
    assert_rejected(GAME, last, MAAction(player="111", kind=Kind.DONE))
    state = GAME.setup(SEATS[:2], 4)
    (decision,) = GAME.pending(state)
    idle = next(p for p in state.players if p != decision.player)
    assert_rejected(GAME, state, decision.options[0].model_copy(update={"player": idle}))


def test_setup_is_deterministic_and_seed_dependent() -> None:
    for n, options in CONFIGS.values():
        a = GAME.setup(SEATS[:n], 42, options).model_dump_json()
        assert a == GAME.setup(SEATS[:n], 42, options).model_dump_json()
        assert a != GAME.setup(SEATS[:n], 43, options).model_dump_json()


def test_playouts_are_deterministic_from_seed_and_moves_with_timeouts() -> None:
    """The same seed and moves (timeouts included) give byte-identical states and events."""
    for config in ("2v2-black", "3p-white"):
        steps = list(moves(config, 11, timeouts=0.3))
        assert any(move[1] is None for _, _, move, _ in steps)
        final = steps[-1][3]
        again = replay(config, 11, [move for _, _, move, _ in steps])
        assert again.model_dump_json() == final.model_dump_json()
        assert again.log == final.log


async def test_a_match_played_through_the_service_replays(service: MatchService,
                                                          clock: FakeClock) -> None:
    """The store's promise for Martial Art: snapshot and event table rebuilt from the seed
    and the action log, moves and clocks running out mixed (tests/replay.py)."""
    turn_timeout = 600
    # White Belt: no technique pushes (R63), see test_no_leak's Push test for why that matters.
    m = await service.create("martial_art", host=SEATS[0], turn_timeout=turn_timeout)
    for p in SEATS[1:3]:
        await service.join(m.id, p)
    await service.start(m.id, SEATS[0], seed=5)
    rnd = random.Random(5)
    timeouts = 0
    while True:
        match, state = await service.state(m.id)
        assert isinstance(state, MAState)
        if match.over:
            break
        if rnd.random() < 0.05:
            clock.advance(turn_timeout + 1)
            timeouts += len(await service.expire_due())
            continue
        decision = rnd.choice(GAME.pending(state))
        await service.submit(m.id, decision.player, eager(state, decision, rnd), match.version)
    assert timeouts > 0
    assert GAME.outcome(state) is not None
    await assert_replays(service, m.id)
