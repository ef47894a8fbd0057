"""Kung-Fu Duel's properties over seeded playouts (like OpenSpiel's random_sim_test).

Every layout (1v1, 1v2, 2v2, 1v3), each with and without a game master, in two styles:
random players, and eager ones who play Atouts, pose and use items, draw, refill, now and
then retreat, boost, protect themselves, convert wounds and pursue (and a GM who grants
cards and free turns), so that every phase is reached. About 5% of the decisions run out of
time instead, and each time the clock does what section 10 says.

At every step: the decisions are well formed (1..25 distinct options, the default among
them, a single option only when ``ask``); the 52 playing cards are all in the deck, the
discard, the stacks or this turn's revealed cards (R15, R16); the 48 bonus cards are all in
the bonus deck, its discard, the hands, the front areas or a played Atout (a signature
Matériel is an extra copy, posed or set aside, C5, D32); no hand passes the AP limit (R9);
every stack is non-decreasing (R4) and, outside the keep procedure, every top is within its
limit (R5, R7); no scale ever rises (R2); a fighter out of the fight holds nothing (R35).
States round-trip through JSON, ``apply`` and ``timeout`` never change their input, forged
actions raise ``IllegalAction``; every fight ends (R40, R41) and replaying its seed and moves
(timeouts included) gives the same state byte for byte. The eager games are measured: every
phase and feature happens in a share of them.
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Callable, Iterator

import pytest

from rules.core import Decision, IllegalAction, PlayerId, Reason
from rules.kungfu_duel import GAME, KFAction, KFState, Kind, Layout, Options, Phase
from rules.kungfu_duel import events as ev
from rules.kungfu_duel.content import BONUS, BONUS_DECK, COMPS, DECK, PRESETS, card_value
from rules.kungfu_duel.reveal import default_keep
from rules.kungfu_duel.stacks import limit
from rules.kungfu_duel.state import SAVED, SavedCharacter
from tests.rules.common import assert_rejected
from tests.rules.kungfu_duel.builder import FSpec, act, bet, build, do, lock, stack_deck

LAYOUTS: dict[Layout, int] = {Layout.DUEL: 2, Layout.ONE_TWO: 3, Layout.TWO_TWO: 4,
                              Layout.ONE_THREE: 4}
CONFIGS = [(layout, gm) for layout in LAYOUTS for gm in (False, True)]
CONFIG_IDS = [f"{layout.value}{'-gm' if gm else ''}" for layout, gm in CONFIGS]
TIMEOUT_RATE = 0.05
MAX_ACTIONS = 5000
"""R41's 40-turn limit ends every fight well before: the bound catches an engine that loops."""
MAX_OPTIONS = 25
"""Discord's limit on a select menu."""
FORGE_EVERY = 7
FORGED = 5
SAVED_CHARACTERS = [
    SavedCharacter(name="Lotus", ratings=(9, 8, 5, 2), signature="M04"),
    SavedCharacter(name="Trop cher", ratings=(13, 13, 13, 13)),  # C2: never offered
    SavedCharacter(name="Roseau", ratings=(5, 6, 6, 4)),
]


def seats(layout: Layout, gm: bool) -> list[PlayerId]:
    return (["GM"] if gm else []) + [f"F{i}" for i in range(LAYOUTS[layout])]


def options_for(layout: Layout, gm: bool) -> Options:
    saved = {p: SAVED_CHARACTERS for p in seats(layout, gm)[-2:]}
    return Options(layout=layout, gm=gm, saved=saved)


# --- players --------------------------------------------------------------------------------

Player = Callable[[KFState, Decision, random.Random], KFAction]


def random_player(state: KFState, decision: Decision, rnd: random.Random) -> KFAction:
    return rnd.choice(decision.options)  # type: ignore[return-value]


def by_kind(decision: Decision) -> dict[Kind, list[KFAction]]:
    out: dict[Kind, list[KFAction]] = {}
    for o in decision.options:
        out.setdefault(o.kind, []).append(o)  # type: ignore[arg-type, attr-defined]
    return out


BET_WEIGHTS = (4, 3, 2, 1)
"""Eager bets favour the higher components, which the lower ones need (R5)."""
PLAN_WISHES = ((Kind.RETREAT, 0.02), (Kind.ATOUT, 0.9), (Kind.POSE, 0.8), (Kind.USE, 0.8),
               (Kind.DISCARD, 0.05))
"""What an eager planner enters first, each with its chance when offered."""


def eager(state: KFState, decision: Decision, rnd: random.Random) -> KFAction:
    """A player who uses everything: grants and free turns, Atouts, items, draws, refills, a
    retreat now and then, boosts, protections, conversions and pursuits."""
    by = by_kind(decision)
    kind = decision.kind
    if kind == "gm":
        for wish, chance in ((Kind.GRANT, 0.6), (Kind.FREE_GO, 0.7), (Kind.FREE, 0.25)):
            if wish in by and rnd.random() < chance:
                return rnd.choice(by[wish])
        return by[Kind.GM_DONE][0]
    if kind == "plan":
        return _eager_plan(state, decision, by, rnd)
    if kind == "boost":
        marked = state.fighter(decision.player).boosts or []
        more = [o for o in by.get(Kind.BOOST, []) if o.n not in marked]
        return rnd.choice(more) if more and rnd.random() < 0.7 else by[Kind.BOOST_DONE][0]
    if kind == "absorb" and Kind.PROTECT in by and rnd.random() < 0.75:
        # Items and Faiblesses first: a defensive Atout kept may pay a conversion (R34).
        items = [o for o in by[Kind.PROTECT] if o.arg is None or BONUS.get(o.arg) is None
                 or BONUS[o.arg].kind != "atout"]
        return rnd.choice(items or by[Kind.PROTECT])
    if kind == "absorb":
        return by[Kind.ABSORB_DONE][0]
    if kind == "convert" and Kind.CONVERT in by and rnd.random() < 0.7:
        # A protection bonus rather than AP when there is one (R34), so each is seen paying.
        bonuses = [o for o in by[Kind.CONVERT] if o.arg != "ap"]
        return rnd.choice(bonuses if bonuses and rnd.random() < 0.7 else by[Kind.CONVERT])
    if kind == "convert":
        return by[Kind.WOUND][0]
    if kind == "pursue":
        return decision.options[1 if rnd.random() < 0.7 else 0]  # type: ignore[return-value]
    return random_player(state, decision, rnd)


def _eager_plan(state: KFState, decision: Decision, by: dict[Kind, list[KFAction]],
                rnd: random.Random) -> KFAction:
    if Kind.SLOT in by:
        return rnd.choice(by[Kind.SLOT]) if rnd.random() < 0.95 else by[Kind.SKIP_SLOTS][0]
    if Kind.MARK in by:
        if Kind.DISCARD_GO in by and rnd.random() < 0.7:
            return by[Kind.DISCARD_GO][0]
        return rnd.choice(by[Kind.MARK])
    f = state.fighter(decision.player)
    draw = 0.5 if len(f.hand) < 2 else 0.1
    if Kind.ATOUT in by and rnd.random() < 0.5:  # defensive Atouts kept for protection
        by[Kind.ATOUT] = [o for o in by[Kind.ATOUT] if not BONUS[o.arg or ""].defensive]
    for wish, chance in (*PLAN_WISHES, (Kind.DRAW, draw)):
        if by.get(wish) and rnd.random() < chance:
            return rnd.choice(by[wish])
    refills = [o for o in by.get(Kind.REFILL, []) if o.arg != "surrender"]
    if refills and not f.hand and rnd.random() < 0.15:
        return rnd.choice(refills)
    if Kind.BET in by and rnd.random() < 0.95:
        bets = by[Kind.BET]
        return rnd.choices(bets, [BET_WEIGHTS[o.n or 0] for o in bets])[0]
    return by[Kind.LOCK][0] if Kind.LOCK in by else random_player(state, decision, rnd)


STYLES: dict[str, tuple[Player, float, int]] = {"random": (random_player, 0.0, 8),
                                                "eager": (eager, 0.9, 8)}
"""Each style: the player, how often it decides (else a random option), seeds per layout."""

Move = tuple[PlayerId, KFAction | None]
"""A move as the store logs it: an action, or None when the player's clock ran out."""


def moves(layout: Layout, gm: bool, style: str, seed: int
          ) -> Iterator[tuple[KFState, Decision, Move, KFState]]:
    """A seeded playout, step by step: (state, decision, move, next state)."""
    player, bias, _ = STYLES[style]
    rnd = random.Random(f"{layout.value}/{gm}/{style}/{seed}")
    state = GAME.setup(seats(layout, gm), seed, options_for(layout, gm))
    for _ in range(MAX_ACTIONS):
        pending = GAME.pending(state)
        if not pending:
            return
        decision = rnd.choice(pending)
        if rnd.random() < TIMEOUT_RATE:
            move: Move = (decision.player, None)
            new = GAME.timeout(state, decision.player)
        else:
            action = player(state, decision, rnd) if rnd.random() < bias \
                else random_player(state, decision, rnd)
            move = (decision.player, action)
            new = GAME.apply(state, action)
        yield state, decision, move, new
        state = new
    raise AssertionError(f"{layout} {style} seed {seed}: no end after {MAX_ACTIONS} actions")


def replay(state: KFState, history: list[Move]) -> KFState:
    for player, action in history:
        state = GAME.timeout(state, player) if action is None else GAME.apply(state, action)
    return state


# --- invariants -----------------------------------------------------------------------------

def playing_cards(state: KFState) -> Counter[int]:
    cards = [*state.deck, *state.discard]
    for f in state.fighters:
        cards += [c for s in f.stacks for c in s] + [c for r in f.revealed for c in r]
    return Counter(cards)


def bonus_cards(state: KFState) -> Counter[str]:
    cards = [*state.bonus_deck, *state.bonus_discard]
    for f in state.fighters:
        cards += f.hand + f.front.cards()
        if f.plan is not None and f.plan.atout is not None:  # R21: discarded after phase 3
            cards.append(f.plan.atout)
    return Counter(cards)


def check_decisions(state: KFState) -> None:
    pending = GAME.pending(state)
    assert (state.phase is Phase.OVER) == (not pending) == (GAME.outcome(state) is not None)
    players = [d.player for d in pending]
    assert len(players) == len(set(players)), "one open decision per player"
    for d in pending:
        options: list[KFAction] = d.options  # type: ignore[assignment]
        assert 1 <= len(options) <= MAX_OPTIONS, (d.kind, len(options))
        assert len(options) > 1 or d.ask, f"{d.kind}: a single option is the engine's to play"
        assert len({o.key for o in options}) == len(options), "options are distinct"
        assert all(o.player == d.player for o in options)
        assert d.default is None or d.default in options, d.kind
        if d.kind in ("absorb", "convert"):  # section 8: asked whatever the hand holds
            assert d.ask and d.private, d.kind
        if d.player == state.gm:
            assert d.kind == "gm" and state.phase is Phase.GM


def check_invariants(state: KFState) -> None:
    check_decisions(state)
    if state.phase is Phase.PICK:
        assert not state.deck and not state.bonus_deck
        return
    assert playing_cards(state) == Counter(DECK), "the 52 playing cards (R15, R16)"
    assert bonus_cards(state) == Counter(BONUS_DECK), "the 48 bonus cards (6.1, R16)"
    keeping = state.phase is Phase.KEEP
    for f in state.fighters:
        assert len(f.hand) <= f.ap, "R9: the hand limit"
        signature = [f.front.materiel.id] if f.front.materiel is not None \
            and f.front.materiel.signature else []
        assert signature + f.set_aside == ([f.signature] if f.signature else []), \
            "C5/D32: the one signature copy is posed or set aside, never in the deck"
        done = 4 if not keeping or f.keep is None else f.keep.comp
        for c in COMPS:
            values = [card_value(x) for x in f.stacks[c]]
            assert values == sorted(values), "R4: stacks never decrease"
            if c < done and values:
                assert values[-1] <= limit(f, c), "R5/R7: every top within its limit"
        if not f.fighting:  # R35, R38
            assert f.status in ("dead", "ko", "surrendered", "fled", "withdrawn")
            assert not any(f.stacks) and not f.hand and not f.front.cards()
    if state.turn is not None:
        assert 1 <= state.turn.number <= state.options.turn_limit, "R41"


def check_step(state: KFState, new: KFState) -> None:
    """R2: a scale never rises; a fighter out stays out."""
    if state.phase is Phase.PICK:
        return
    for old, f in zip(state.fighters, new.fighters, strict=True):
        assert all(b <= a for a, b in zip(old.scales, f.scales, strict=True)), "R2"
        assert old.fighting or f.status == old.status, "R35: out for good"


def check_end(state: KFState) -> Reason:
    outcome = GAME.outcome(state)
    assert outcome is not None and GAME.pending(state) == []
    assert sorted(p for group in outcome.ranking for p in group) == sorted(state.players)
    if state.gm is not None:
        assert outcome.ranking[-1] == [state.gm] and state.gm not in outcome.winners
    if outcome.winners:  # R40: the other side has nobody left in the fight
        (side,) = [i for i, s in enumerate(state.sides) if s == outcome.winners]
        assert state.in_fight(side) and not state.in_fight(1 - side)
    elif outcome.reason is Reason.DRAW and state.turn is not None \
            and state.turn.number < state.options.turn_limit:
        assert not state.in_fight(), "R40: both sides emptied at once"
    return outcome.reason


def check_timeout(state: KFState, decision: Decision, new: KFState) -> None:
    """Section 10's defaults, as the clock played them."""
    p = decision.player
    events = new.events_since(state.emitted)
    same = {"gm": KFAction(player=p, kind=Kind.GM_DONE),
            "convert": KFAction(player=p, kind=Kind.WOUND)}
    if decision.kind == "keep":
        same["keep"] = KFAction(player=p, kind=Kind.KEEP, n=default_keep(state.fighter(p)))
    elif decision.kind == "pursue":
        same["pursue"] = decision.options[0]  # type: ignore[assignment]
    elif decision.kind == "plan" and KFAction(player=p, kind=Kind.LOCK) in decision.options:
        same["plan"] = KFAction(player=p, kind=Kind.LOCK)
    elif decision.kind in ("absorb", "allocate"):
        assert decision.default is not None
        same[decision.kind] = decision.default  # type: ignore[assignment]
    if decision.kind in same:
        assert same[decision.kind].kind != Kind.PURSUE or same[decision.kind].n == 0
        played = GAME.apply(state, same[decision.kind])
        assert played.model_dump_json() == new.model_dump_json(), decision.kind
    elif decision.kind == "pick":  # a random ready-made fighter
        assert any(isinstance(e, ev.Picked) and e.player == p and e.random for e in events)
    elif decision.kind == "plan":  # the partial plan locks (open slots are lost)
        assert ev.Locked(player=p) in events
    else:
        assert decision.kind == "boost"
        assert not [e for e in events if isinstance(e, ev.Boosted) and e.player == p]


# --- forged actions -------------------------------------------------------------------------

def forged(state: KFState, rnd: random.Random) -> list[tuple[str, KFAction]]:
    """Actions not offered now, by what is wrong with them."""
    pending = GAME.pending(state)
    offered = {o for d in pending for o in d.options}
    idle = [p for p in state.players if p not in {d.player for d in pending}]
    out: list[tuple[str, KFAction]] = []
    for d in pending:
        if idle:
            o: KFAction = rnd.choice(d.options)  # type: ignore[assignment]
            out.append(("player", o.model_copy(update={"player": rnd.choice(idle)})))
    for d in pending:
        p = d.player
        hand = state.fighter(p).hand if p != state.gm else []
        absent = [c for c in BONUS_DECK if c not in hand]
        someone = rnd.choice(state.players)
        out += [
            ("comp", KFAction(player=p, kind=Kind.BET, n=rnd.choice([-1, 4]))),
            ("comp", KFAction(player=p, kind=Kind.SLOT, n=4)),
            ("comp", KFAction(player=p, kind=Kind.BOOST, n=5)),
            ("card", KFAction(player=p, kind=Kind.ATOUT, arg=rnd.choice(absent))),
            ("card", KFAction(player=p, kind=Kind.POSE, arg=rnd.choice(absent))),
            ("card", KFAction(player=p, kind=Kind.PROTECT, arg=rnd.choice(absent))),
            ("card", KFAction(player=p, kind=Kind.MARK, arg="hand:" + rnd.choice(absent))),
            ("card", KFAction(player=p, kind=Kind.KEEP, n=rnd.randrange(52))),
            ("target", KFAction(player=p, kind=Kind.ALLOT, target=someone, n=99)),
            ("target", KFAction(player=p, kind=Kind.PURSUE, target=someone, n=2)),
            ("target", KFAction(player=p, kind=Kind.GRANT, target=someone, n=4)),
            ("target", KFAction(player=p, kind=Kind.FREE, target="nobody")),
            ("arg", KFAction(player=p, kind=Kind.REFILL, arg="c")),
            ("arg", KFAction(player=p, kind=Kind.USE, arg="bouclier")),
            ("arg", KFAction(player=p, kind=Kind.CONVERT, arg="armure")),
            ("arg", KFAction(player=p, kind=Kind.PICK, arg=rnd.choice([f"{SAVED}1", "x"]))),
            ("phase", KFAction(player=p, kind=rnd.choice([Kind.LOCK, Kind.GM_DONE, Kind.WOUND,
                                                          Kind.BOOST_DONE, Kind.FREE_GO,
                                                          Kind.ABSORB_DONE, Kind.BACK]))),
        ]
    return [(why, a) for why, a in out if a not in offered]


# --- the sweep ------------------------------------------------------------------------------

def features(state: KFState, decision: Decision, move: Move, new: KFState) -> set[str]:
    """What this step exercised."""
    found = {decision.kind}
    if move[1] is None:
        found |= {"timeout", f"timeout-{decision.kind}"}
    if len(new.deck) > len(state.deck):
        found.add("recycle")  # R16
    if len(new.bonus_deck) > len(state.bonus_deck):
        found.add("bonus-recycle")  # R16, D27
    for e in new.events_since(state.emitted):
        if isinstance(e, ev.Absorbed):
            found |= {"armour"} if e.armour else set()
            found |= {"shield"} if e.shield else set()
            for w in e.chosen:
                found.add("protect-" + (w if w in ("terrain", "materiel")
                                        else BONUS[w].kind.value))
        elif isinstance(e, ev.Wound):
            paid = e.paid if e.paid is None or e.paid in ("ap", "bouclier", "terrain",
                                                           "materiel") else "atout"
            found.add(f"paid-{paid}" if e.converted else "wounded")
        elif isinstance(e, ev.Pursuit):
            found.add("withdrawn" if e.withdrawn else "pursued")
        elif isinstance(e, ev.Reveal):
            found |= {"retreat"} if e.retreat else set()
            found |= {f"refill-{e.refill}"} if e.refill else set()
            found |= {"played-atout"} if e.atout else set()
        elif isinstance(e, ev.Grant) and e.to is None and e.n:
            found.add("granted")
        elif isinstance(e, ev.Wear):
            found.add("broke" if e.broke else "wear")
        elif isinstance(e, ev.Out):
            found.add(e.status)
        elif isinstance(e, ev.Boosted | ev.FreeTurn | ev.Limit):
            found.add(str(e.kind))
    return found


MIN_SHARE: dict[str, float] = {
    "absorb": 0.6, "played-atout": 0.5, "boost": 0.5, "boosted": 0.25, "keep": 0.5,
    "convert": 0.5, "wear": 0.3, "timeout": 0.6}
"""The least share of a layout's eager games reaching each feature (about half of what the
seeds reach today)."""
GM_SHARE = {"gm": 1.0, "granted": 0.6, "free_turn": 0.25}
TEAM_SHARE = {"allocate": 0.2}
"""Allocation needs two losers (R26), so a side of two or three."""
MIN_GAMES = {
    "pursue": 10, "pursued": 6, "withdrawn": 4, "retreat": 10, "refill-a": 20, "refill-b": 15,
    "refill-surrender": 8, "dead": 5, "ko": 20, "surrendered": 8, "wounded": 20,
    "protect-faiblesse": 15, "protect-terrain": 10, "protect-materiel": 20, "protect-atout": 2,
    "armour": 8, "shield": 10, "paid-ap": 10, "paid-bouclier": 5, "paid-terrain": 3,
    "paid-materiel": 10, "recycle": 40, "bonus-recycle": 40,
    **{f"timeout-{k}": 3 for k in ("pick", "gm", "plan", "keep", "boost", "absorb",
                                   "convert")}}
"""The rarer features: the least number of the 64 eager games reaching each (about half of
what they reach today). The rarest clocks (allocation, pursuit) are built in
:func:`test_section10_each_clock_plays_its_default`."""


def sweep(layout: Layout, gm: bool, style: str) -> Counter[str]:
    """Every seed of a style on one layout, every check at every step; each feature's count
    of games."""
    reached: Counter[str] = Counter()
    refused: Counter[str] = Counter()
    for seed in range(STYLES[style][2]):
        rnd = random.Random(-seed)
        history: list[Move] = []
        seen: set[str] = set()
        first = GAME.setup(seats(layout, gm), seed, options_for(layout, gm))
        check_invariants(first)
        made = first.model_dump_json()
        last = first
        for state, decision, move, new in moves(layout, gm, style, seed):
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
                for d in GAME.pending(state):  # every decision's clock is legal
                    timed = GAME.timeout(state, d.player)
                    assert timed.version == state.version + 1
                    check_invariants(timed)
                assert state.model_dump_json() == before, "refused and timed out: unchanged"
            if move[1] is None:
                check_timeout(state, decision, new)
            seen |= features(state, decision, move, new)
            history.append(move)
            last = new
        seen.add(f"end-{check_end(last).value}")
        assert replay(first, history).model_dump_json() == made, "replays are exact"
        reached.update(seen)
    assert set(refused) == {"player", "comp", "card", "target", "arg", "phase"}, refused
    return reached


@functools.cache
def eager_sweep(layout: Layout, gm: bool) -> Counter[str]:
    """The eager sweep of a layout, run once for the tests that read it."""
    return sweep(layout, gm, "eager")


@pytest.mark.parametrize(("layout", "gm"), CONFIGS, ids=CONFIG_IDS)
def test_r40_random_playouts_end_and_keep_every_invariant_at_every_step(layout: Layout,
                                                                        gm: bool) -> None:
    reached = sweep(layout, gm, "random")
    assert reached["timeout"] > 0 and reached["plan"] == STYLES["random"][2], reached


@pytest.mark.parametrize(("layout", "gm"), CONFIGS, ids=CONFIG_IDS)
def test_r40_eager_playouts_reach_every_phase_and_keep_every_invariant(layout: Layout,
                                                                       gm: bool) -> None:
    reached = eager_sweep(layout, gm)
    games = STYLES["eager"][2]
    wanted = dict(MIN_SHARE)
    if gm:
        wanted |= GM_SHARE
    if layout is not Layout.DUEL:
        wanted |= TEAM_SHARE
    low = {f: reached[f] for f, share in wanted.items() if reached[f] < share * games}
    assert not low, (low, reached)


def test_section10_eager_games_meet_the_rarer_clocks_and_features() -> None:
    """Over every eager game: the clocks run out, the ways out of the fight happen (R35, R38),
    and the protections and payments for a conversion (R27, R34)."""
    reached: Counter[str] = Counter()
    for layout, gm in CONFIGS:
        reached.update(eager_sweep(layout, gm))
    low = {f: reached[f] for f, n in MIN_GAMES.items() if reached[f] < n}
    assert not low, (low, reached)


def test_r41_the_turn_limit_ends_the_fight_in_a_draw() -> None:
    """Random fights with a 2-turn limit, every invariant checked: those still running after
    turn 2 end in a draw with the ``Limit`` event."""
    limits = 0
    for seed, (layout, gm) in enumerate(CONFIGS):
        rnd = random.Random(seed)
        state = GAME.setup(seats(layout, gm), seed, Options(layout=layout, gm=gm, turn_limit=2))
        while pending := GAME.pending(state):
            new = GAME.apply(state, rnd.choice(rnd.choice(pending).options))
            check_invariants(new)
            check_step(state, new)
            state = new
        reason = check_end(state)
        if any(isinstance(e, ev.Limit) for e in state.log):
            assert reason is Reason.DRAW and state.turn is not None and state.turn.number == 2
            limits += 1
    assert limits >= 2, limits


def clock_positions() -> Iterator[KFState]:
    """A position for each decision's clock (section 10), a step or two from a built start."""
    yield GAME.setup(seats(Layout.DUEL, True), 2, options_for(Layout.DUEL, True))
    yield do(build(gm=True), act("GM", Kind.FREE, target="A"))
    yield do(build({"A": FSpec(hand=["A02"])}), act("A", Kind.ATOUT, arg="A02"))  # open slots
    keep = build()
    stack_deck(keep, "9♦ 9♣")
    yield do(keep, bet("A", "V"), bet("A", "V"), lock("A"), lock("B"))
    boost = do(build({"A": FSpec(materiel="M01", stacks={"V": "K♦"})}), lock("A"), lock("B"))
    yield do(boost, act("A", Kind.BOOST, n=0))  # marked, then the clock: no boost
    winner = FSpec(stacks={"V": "K♦", "D": "K♠"})
    yield do(build({"A": winner}, sides=[["A"], ["B1", "B2"]]), lock("A"), lock("B1"),
             lock("B2"))
    hurt = do(build({"A": winner, "B": FSpec(hand=["A05"])}), lock("A"), lock("B"))
    yield do(hurt, act("B", Kind.PROTECT, arg="A05"))
    yield do(build({"A": winner}), lock("A"), lock("B"), act("B", Kind.ABSORB_DONE))
    yield do(build(sides=[["A"], ["B1", "B2"]]), act("A", Kind.RETREAT), lock("B1"), lock("B2"))


def test_section10_each_clock_plays_its_default() -> None:
    kinds = []
    for state in clock_positions():
        check_invariants(state)
        for decision in GAME.pending(state):
            timed = GAME.timeout(state, decision.player)
            check_timeout(state, decision, timed)
            check_invariants(timed)
            kinds.append(decision.kind)
    assert set(kinds) == {"pick", "gm", "plan", "keep", "boost", "allocate", "absorb",
                          "convert", "pursue"}, kinds


def test_an_action_after_the_end_is_refused() -> None:
    *_, (_, _, _, last) = moves(Layout.DUEL, True, "random", 1)
    assert GAME.pending(last) == []
    for player in last.players:
        assert_rejected(GAME, last, KFAction(player=player, kind=Kind.LOCK))
        with pytest.raises(IllegalAction):
            GAME.timeout(last, player)


def test_c2_only_legal_saved_characters_are_offered() -> None:
    state = GAME.setup(seats(Layout.DUEL, False), 3, options_for(Layout.DUEL, False))
    for d in GAME.pending(state):
        keys = [o.arg for o in d.options]  # type: ignore[attr-defined]
        assert keys == [*PRESETS, f"{SAVED}0", f"{SAVED}2"], keys
        assert_rejected(GAME, state, KFAction(player=d.player, kind=Kind.PICK, arg=f"{SAVED}1"))
