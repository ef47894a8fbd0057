"""Section 8: what a person sees never depends on what that person may not know.

- Over seeded playouts (every layout, with and without a game master, random and eager
  players, clocks running out now and then) and built positions, at every step and for every
  viewer (each fighter, the GM, a spectator): redrawing everything hidden from the viewer
  (``resample``: other hands, both decks' order, other plans while planning, pursuit choices,
  the GM's free-turn marks, sealed character picks, the private events) leaves the view byte
  for byte the same. The states cover every phase: the pick (before and after a first pick),
  phase 0 (with marks), planning (empty, partial, some locked, a free turn), keep choices,
  boosts, allocation, absorption (a choice made), conversion, pursuit (one choice made) and the
  end. Planted leaks are caught.
- Whether an absorption or a conversion is asked never depends on the cards in hand
  (``Decision.ask``).
- A public event never carries a secret (``TwinEvent`` refuses to be built with one); each
  private twin goes to its owner (and the GM, for a grant) right after its public half.
- What planning and absorption change at once stays secret until the reveal or "done"
  (D33, R27); engine bugs found here are the ``xfail`` tests at the end.
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Callable, Iterator

import pytest
from pydantic import ValidationError

from rules.core import Event, PlayerId
from rules.kungfu_duel import GAME, KFState, Kind, KungFuDuel, Layout, Phase
from rules.kungfu_duel.events import Drawn, Grant, Picked
from rules.kungfu_duel.state import copy_part
from rules.kungfu_duel.view import KFView
from tests.rules.kungfu_duel.builder import (
    FSpec,
    act,
    bet,
    build,
    do,
    lock,
    stack_bonus,
    stack_deck,
)

from .resample import pick_keys, resample
from .test_properties import CONFIGS, check_invariants, moves, options_for, seats

PLAYS = (*((layout, gm, "eager", 1) for layout, gm in CONFIGS),
         (Layout.ONE_TWO, False, "random", 2), (Layout.TWO_TWO, True, "random", 3))
"""The playouts the sweep walks through: between them, nearly every situation."""
RESAMPLES = 2
"""Twins drawn per state and viewer."""
PLAN_EVERY = 4
"""Planning is most of a playout's steps: the sweep takes one planning state in four."""
SITUATIONS = frozenset({
    "pick", "pick-some", "gm", "gm-marked", "plan", "plan-partial", "plan-locked",
    "plan-free", "keep", "boost", "allocate", "absorb", "absorb-chosen", "convert", "pursue",
    "pursue-some", "over"})
"""Where a state can stand (:func:`situation`); the sweep must meet every one."""


def situation(state: KFState) -> set[str]:
    out = {str(state.phase)}
    turn = state.turn
    if state.phase is Phase.PICK:
        assert state.picks is not None
        out |= {"pick-some"} if state.picks.confirmed else set()
    elif state.phase is Phase.GM:
        assert turn is not None
        out |= {"gm-marked"} if turn.gm_free and not turn.gm_free_done else set()
    elif state.phase is Phase.PLAN:
        assert turn is not None
        plans = [f.plan for f in state.fighters if f.plan is not None]
        if any(not p.locked and (p.actions or p.opened or p.marks is not None) for p in plans):
            out.add("plan-partial")
        if any(p.locked for p in plans):
            out.add("plan-locked")
        out |= {"plan-free"} if turn.free is not None else set()
    elif state.phase is Phase.ABSORB:
        absorbing = [f.absorb for f in state.fighters if f.absorb is not None]
        out |= {"absorb-chosen"} if any(a.chosen and not a.done for a in absorbing) else set()
        out |= {"convert"} if any(a.wound for a in absorbing) else set()
    elif state.phase is Phase.PURSUE:
        out |= {"pursue-some"} if any(f.pursuit for f in state.fighters) else set()
    return out


@functools.cache
def played_states() -> tuple[KFState, ...]:
    """Every state of the sweep's playouts, the final ones included (states are never
    changed once made, so the tests share them)."""
    out: list[KFState] = []
    for layout, gm, style, seed in PLAYS:
        steps = list(moves(layout, gm, style, seed))
        out += [state for state, _, _, _ in steps]
        out.append(steps[-1][3])
    return tuple(out)


def sweep_states() -> list[KFState]:
    """The played states the sweep compares (one planning state in :data:`PLAN_EVERY`) and
    the built ones."""
    played = [s for i, s in enumerate(played_states())
              if s.phase is not Phase.PLAN or i % PLAN_EVERY == 0]
    return [*played, *built_states()]


def pursuit_started() -> KFState:
    """A retreats from B1 and B2 (R38): both choose whether to pursue; B1 has chosen."""
    state = build(sides=[["A"], ["B1", "B2"]])
    state = do(state, act("A", Kind.RETREAT), lock("B1"), lock("B2"))
    assert state.phase is Phase.PURSUE
    return do(state, act("B1", Kind.PURSUE, target="A", n=1))


def absorbing(protection: str = "A05") -> tuple[KFState, KFState]:
    """B takes 4 damage (A wins every component): B's absorption before and after a first
    protection (R27 step 3)."""
    a = FSpec(stacks={"V": "K♦", "D": "K♠", "T": "K♣", "P": "K♥"})
    b = FSpec(hand=["F01", "A05"], terrain="T01", materiel="M01")
    state = do(build({"A": a, "B": b}), lock("A"), lock("B"))
    assert state.phase is Phase.ABSORB and state.fighter("B").absorb is not None
    return state, do(state, act("B", Kind.PROTECT, arg=protection))


def built_states() -> Iterator[KFState]:
    """Positions play meets rarely, each a step or two from a built start."""
    yield pursuit_started()
    yield absorbing()[1]
    marked = build({"A": FSpec(), "B": FSpec(hand=["A01"])}, gm=True)
    yield do(marked, act("GM", Kind.GRANT, target="A", n=2), act("GM", Kind.FREE, target="B"))
    fresh = GAME.setup(seats(Layout.TWO_TWO, True), 5, options_for(Layout.TWO_TWO, True))
    yield do(fresh, act("F3", Kind.PICK, arg="saved:2"))
    yield GAME.timeout(fresh, "F1")
    # Planning with a nearly empty bonus deck: A's draws reshuffle the discard (R16), whose
    # cards B discarded this planning: nothing is undone then.
    low = build({"A": FSpec(hand=["A02"]), "B": FSpec(hand=["A03", "F02", "M05"])})
    low.bonus_discard = low.bonus_deck[:-1]
    low.bonus_deck = low.bonus_deck[-1:]
    low.turn.deck_count, low.turn.bonus_discard = 1, list(low.bonus_discard)  # type: ignore[union-attr]
    partial = do(low, act("B", Kind.DISCARD), act("B", Kind.MARK, arg="hand:F02"),
                 act("B", Kind.DISCARD_GO), act("A", Kind.DRAW), act("A", Kind.DRAW))
    assert partial.bonus_discard == [], "the reshuffle happened"
    yield partial
    keep = build()
    stack_deck(keep, "9♦ 5♣")
    yield do(keep, bet("A", "V"), bet("A", "V"), lock("A"), lock("B"))


def viewers(state: KFState) -> list[PlayerId | None]:
    return [*state.players, None]


def view_json(state: KFState, viewer: PlayerId | None) -> str:
    return GAME.view(state, viewer).model_dump_json()


def test_section8_views_ignore_everything_hidden_from_the_viewer() -> None:
    rnd = random.Random(8)
    states = sweep_states()
    reached = {s for state in states for s in situation(state)}
    assert reached == SITUATIONS, f"never reached: {SITUATIONS - reached}"
    teeth: Counter[str] = Counter()
    compared = 0
    for state in states:
        for viewer in viewers(state):
            seen = view_json(state, viewer)
            for _ in range(RESAMPLES):
                twin = resample(state, viewer, rnd)
                assert view_json(twin, viewer) == seen, (
                    f"{situation(state)}, version {state.version}: {viewer}'s view depends on "
                    f"what {viewer} cannot know")
                compared += 1
                _count_teeth(teeth, state, twin, viewer)
    assert compared > 4000, compared
    # Each kind of secret really is redrawn, so the comparison above has teeth.
    assert teeth["deck"] > compared * 0.8 and teeth["bonus-deck"] > compared * 0.8, teeth
    assert teeth["hand"] > compared // 3 and teeth["log"] > compared // 5, teeth
    assert teeth["plan"] > compared // 5 and teeth["gm-plan"] > 50, teeth
    assert teeth["pick"] > 20 and teeth["pursuit"] > 3 and teeth["marks"] > 3, teeth
    assert teeth["absorb"] > 10, teeth


def _count_teeth(teeth: Counter[str], state: KFState, twin: KFState,
                 viewer: PlayerId | None) -> None:
    teeth["deck"] += twin.deck != state.deck
    teeth["bonus-deck"] += twin.bonus_deck != state.bonus_deck
    teeth["log"] += twin.log != state.log
    teeth["pick"] += twin.picks != state.picks
    for old, new in zip(state.fighters, twin.fighters, strict=True):
        if old.player == viewer:
            continue
        teeth["hand"] += old.hand != new.hand
        teeth["pursuit"] += old.pursuit != new.pursuit
        teeth["absorb"] += old.absorb != new.absorb
        redone = old.plan != new.plan
        teeth["plan"] += redone
        teeth["gm-plan"] += redone and viewer is not None and viewer == state.gm
    if state.turn is not None and twin.turn is not None:
        teeth["marks"] += state.turn.gm_free != twin.turn.gm_free


def test_section8_resample_keeps_what_the_viewer_knows_and_redraws_the_rest() -> None:
    """A twin is a state the engine goes on from: every card where it belongs (the invariants
    of ``test_properties``), the RNG and everything the viewer reads kept."""
    rnd = random.Random(9)
    states = list(played_states())
    for state in [*rnd.sample(states, 150), *built_states()]:
        for viewer in viewers(state):
            twin = resample(state, viewer, rnd)
            assert GAME.load(twin.model_dump_json()) == twin
            assert twin.rng == state.rng, "the RNG is kept (resample's docstring)"
            assert [e for e in twin.log if e.visible_to(viewer)] == \
                [e for e in state.log if e.visible_to(viewer)]
            assert twin.emitted == state.emitted and twin.version == state.version
            check_invariants(twin)
            gm_view = viewer is not None and viewer == state.gm
            if state.turn is not None and twin.turn is not None and (
                    gm_view or state.phase is not Phase.PLAN):
                assert twin.turn.public == state.turn.public, "R42: the GM saw the hands"
            for old, new in zip(state.fighters, twin.fighters, strict=True):
                public = {"player", "side", "character", "ratings", "scales", "stacks",
                          "status", "ap", "revealed", "keep", "wins", "boosts", "retreating"}
                assert new.model_dump(include=public) == old.model_dump(include=public)
                if old.player == viewer:
                    assert new == old, "the viewer's own fighter is theirs to know"
                elif gm_view and state.phase is not Phase.PLAN:
                    assert new.hand == old.hand, "R42: the GM sees every hand"
                if state.phase is not Phase.PLAN:
                    assert (len(new.hand), new.front) == (len(old.hand), old.front)
            for d in GAME.pending(twin):
                GAME.apply(twin, rnd.choice(d.options))  # type: ignore[arg-type]


def test_section8_resample_redraws_a_sealed_pick_among_legal_ones() -> None:
    """3.2: F3's sealed pick is redrawn among F3's legal keys for the others (only the presets
    when F3's clock picked, section 10); F3 keeps their own."""
    rnd = random.Random(10)
    fresh = GAME.setup(seats(Layout.TWO_TWO, True), 4, options_for(Layout.TWO_TWO, True))
    for chosen, keys in ((do(fresh, act("F3", Kind.PICK, arg="saved:0")),
                          pick_keys(fresh, "F3")),
                         (GAME.timeout(fresh, "F3"), pick_keys(fresh, "F3", random_pick=True))):
        assert chosen.picks is not None and "F3" in chosen.picks.confirmed
        for viewer in ("F0", "GM", None):
            twins = [resample(chosen, viewer, rnd).picks for _ in range(40)]
            drafts = Counter(t.drafts["F3"] for t in twins if t is not None)
            assert set(drafts) <= set(keys) and len(drafts) > 2, drafts
        assert resample(chosen, "F3", rnd).picks == chosen.picks
    assert "saved:1" not in pick_keys(fresh, "F3"), "C2: the character over 160 points"


# --- whether a decision is asked -----------------------------------------------------------------

@pytest.mark.parametrize("hand", [[], ["F01"], ["A05"], ["A01", "A02"]])
def test_r27_an_absorption_is_asked_whatever_the_hand_holds(hand: list[str]) -> None:
    """Step 3 is asked (``ask``) with or without a protection in hand; A's view is the same
    either way (two cards of any kind in hand)."""
    a = FSpec(stacks={"V": "K♦", "D": "K♠"})
    state = do(build({"A": a, "B": FSpec(hand=hand)}), lock("A"), lock("B"))
    (decision,) = GAME.pending(state)
    assert decision.kind == "absorb" and decision.player == "B" and decision.ask
    assert len(decision.options) == 1 + len([c for c in hand if c in ("F01", "A05")])
    other = do(build({"A": a, "B": FSpec(hand=["A03", "A04"][:len(hand)])}), lock("A"),
               lock("B"))
    for viewer in ("A", None):
        assert _public(state, viewer) == _public(other, viewer)


def converting(hand: list[str]) -> KFState:
    """B takes 2 damage with nothing placed and no AP left (three bets on P, where nothing can
    be kept, R5): after step 3, a wound or a conversion (R33, R34)."""
    a = FSpec(stacks={"V": "K♦", "D": "K♠"})
    bets = [bet("B", "P")] * 3
    return do(build({"A": a, "B": FSpec(hand=hand)}), lock("A"), *bets, lock("B"),
              act("B", Kind.ABSORB_DONE))


def test_r34_a_conversion_is_asked_whatever_the_hand_holds() -> None:
    """Step 5 is asked (``ask``) even when only the wound is possible: whether B holds a
    defensive Atout must not show."""
    states = {}
    for hand in ([], ["A01"], ["A05"]):
        state = converting(hand)
        (decision,) = GAME.pending(state)
        assert decision.kind == "convert" and decision.player == "B" and decision.ask
        paid = [o.arg for o in decision.options]  # type: ignore[attr-defined]
        assert paid == [None, *(c for c in hand if c == "A05")]
        states[tuple(hand)] = state
    for viewer in ("A", None):
        assert _public(states[("A01",)], viewer) == _public(states[("A05",)], viewer)


def _public(state: KFState, viewer: PlayerId | None) -> str:
    """A view but its version, which counts every entry (a secret choice is still a step)."""
    return GAME.view(state, viewer).model_copy(update={"version": 0}).model_dump_json()


# --- the log -------------------------------------------------------------------------------------

def test_section8_a_public_event_cannot_be_built_with_a_secret() -> None:
    assert Picked(player="A", character="x", to=("A",)).character == "x"
    for make in (lambda: Picked(player="A", character="tigre_de_fer"),
                 lambda: Grant(player="A", n=1, cards=["A01"]),
                 lambda: Drawn(player="A", cards=[]),
                 lambda: Drawn(player="A", cards=["A01"])):
        with pytest.raises(ValidationError):
            make()


SECRETS: dict[type[Event], tuple[str, ...]] = {Picked: ("character",), Grant: ("cards",)}


def test_section8_private_twins_go_to_their_owner_right_after_the_public_half() -> None:
    twins: Counter[str] = Counter()
    for layout, gm, style, seed in PLAYS:
        for state, _, _, new in moves(layout, gm, style, seed):
            events = new.events_since(state.emitted)
            for i, e in enumerate(events):
                if e.to is None:
                    assert all(getattr(e, f) in (None, []) for f in SECRETS.get(type(e), ()))
                    continue
                player = e.player  # type: ignore[attr-defined]
                twins[e.kind] += 1
                if isinstance(e, Drawn):  # R10: told to the drawer alone, counted at reveal
                    assert e.to == (player,)
                    continue
                assert type(e) in SECRETS, e
                eyes = (player, new.gm) if isinstance(e, Grant) else (player,)
                assert e.to == eyes, e
                public = events[i - 1]
                hidden = {*SECRETS[type(e)], "to"}
                assert type(public) is type(e) and public.to is None
                assert public.model_dump(exclude=hidden) == e.model_dump(exclude=hidden)
    assert twins["picked"] >= 20 and twins["grant"] > 10 and twins["drawn"] > 50, twins


# --- planted leaks are caught ------------------------------------------------------------------

View = Callable[[KungFuDuel, KFState, "PlayerId | None"], KFView]


def _others(view: KFView, state: KFState) -> list[int]:
    return [i for i, f in enumerate(state.fighters) if f.player != view.viewer]


def _leak_hands(view: KFView, state: KFState) -> KFView:
    fighters = list(view.fighters)
    for i in _others(view, state):
        fighters[i] = fighters[i].model_copy(update={"hand": list(state.fighters[i].hand)})
    return view.model_copy(update={"fighters": fighters})


def _leak_planning(view: KFView, state: KFState) -> KFView:
    """AP left and the live front area while planning."""
    fighters = list(view.fighters)
    for i in _others(view, state):
        f = state.fighters[i]
        fighters[i] = fighters[i].model_copy(update={"ap_left": f.ap_left,
                                                     "front": copy_part(f.front)})
    return view.model_copy(update={"fighters": fighters})


def _leak_bonus_discard(view: KFView, state: KFState) -> KFView:
    return view.model_copy(update={"bonus_discard": list(state.bonus_discard),
                                   "bonus_deck_count": len(state.bonus_deck)})


def _leak_log(view: KFView, state: KFState) -> KFView:
    return view.model_copy(update={"log": list(state.log)})


def _leak_choices(view: KFView, state: KFState) -> KFView:
    """Pursuit choices, and the GM's marks."""
    fighters = [f.model_copy(update={"pursuit": dict(state.fighters[i].pursuit)})
                for i, f in enumerate(view.fighters)]
    marks = state.turn.gm_free if state.turn is not None else None
    return view.model_copy(update={"fighters": fighters, "gm_free": marks})


def _leak_picks(view: KFView, state: KFState) -> KFView:
    if state.picks is None:
        return view
    fighters = [f.model_copy(update={"character": state.picks.drafts[f.player]})
                for f in view.fighters]
    return view.model_copy(update={"fighters": fighters})


def _leak_deck_top(view: KFView, state: KFState) -> KFView:
    return view.model_copy(update={"deck_count": state.deck[-1] if state.deck else 0})


LEAKS = {"hands": _leak_hands, "planning": _leak_planning, "bonus-discard": _leak_bonus_discard,
         "log": _leak_log, "choices": _leak_choices, "picks": _leak_picks,
         "deck-top": _leak_deck_top}


@pytest.mark.parametrize("plant", list(LEAKS.values()), ids=list(LEAKS))
def test_section8_a_planted_leak_is_caught(plant: Callable[[KFView, KFState], KFView],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    real = KungFuDuel.view

    def leaky(self: KungFuDuel, state: KFState, viewer: PlayerId | None) -> KFView:
        return plant(real(self, state, viewer), state)

    rnd = random.Random(3)
    states = sweep_states()
    monkeypatch.setattr(KungFuDuel, "view", leaky)
    for state in states:
        for viewer in viewers(state):
            if view_json(resample(state, viewer, rnd), viewer) != view_json(state, viewer):
                return
    raise AssertionError("the planted leak went unnoticed")


# --- what planning and absorption change stays secret ----------------------------------------

@pytest.mark.parametrize("entry", ["pose", "discard"])
def test_d33_a_plan_that_sets_the_signature_aside_does_not_show(entry: str) -> None:
    """D32/D33: posing a Matériel over the signature one, or discarding it, sets it aside at
    once; B sees the same as after a bet until the reveal."""
    state = build({"A": FSpec(materiel="M02", signature=True, hand=["M01"]), "B": FSpec()})
    if entry == "pose":
        moved = do(state, act("A", Kind.POSE, arg="M01"))
    else:
        moved = do(state, act("A", Kind.DISCARD), act("A", Kind.MARK, arg="front:M02"),
                   act("A", Kind.DISCARD_GO))
    assert moved.fighter("A").set_aside == ["M02"]
    plain = do(state, bet("A", "V"))
    for viewer in ("B", None):
        assert _public(moved, viewer) == _public(plain, viewer)


@pytest.mark.parametrize("protection", ["F01", "A05", "terrain", "materiel"])
def test_r27_a_protection_does_not_show_before_done(protection: str) -> None:
    """Section 8: absorption choices are revealed when locked; then the card used shows."""
    before, after = absorbing(protection)
    for viewer in ("A", None):
        assert _public(after, viewer) == _public(before, viewer), protection
    done = do(after, act("B", Kind.ABSORB_DONE))
    assert _public(done, "A") != _public(do(before, act("B", Kind.ABSORB_DONE)), "A")


def test_r42_the_gm_sees_the_hands_as_planning_began() -> None:
    state = build({"A": FSpec(hand=["A01", "F03"]), "B": FSpec(hand=["T02"])}, gm=True)
    stack_bonus(state, ["A07"])
    planning = do(state, act("GM", Kind.GM_DONE), act("A", Kind.DRAW))
    assert planning.phase is Phase.PLAN and planning.fighter("A").hand[-1] == "A07"
    view = GAME.view(planning, "GM")
    assert view.fighter("A").hand == ["A01", "F03"] and view.fighter("B").hand == ["T02"]
    assert GAME.view(planning, "B").fighter("A").hand is None


# --- the planning snapshot ------------------------------------------------------------------------

def test_d33_the_planning_snapshot_keeps_the_posed_faiblesses() -> None:
    state = build({"A": FSpec(faiblesses=["F07"], armure="R01"), "B": FSpec()}, gm=True)
    planning = do(state, act("GM", Kind.GM_DONE))
    assert planning.phase is Phase.PLAN
    for viewer in ("B", "GM", None):
        assert GAME.view(planning, viewer).fighter("A").front.faiblesses == ["F07"]
