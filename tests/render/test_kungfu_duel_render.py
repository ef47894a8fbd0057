"""Kung-Fu Duel pictures: valid, landscape, readable PNGs over whole fights at every layout
(1v1, 1v2, 2v2, 1v3, with a game master) and in every phase (the fighter pick, phase 0,
planning, keep, boost, allocation, absorption, pursuit, the end); deterministic; the board the
same for every viewer; a hand blind to the other fighters' hands and plans (section 8); the
grid's values those compared (R23); every word from the catalog, run strict."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from PIL import Image

from bot.registry import default_registry
from bot.render import kit
from bot.render.kungfu_duel import render_board, render_compared, render_grid, render_hand
from bot.render.kungfu_duel.bonus import CARD_LINES, card_height, card_tags
from bot.render.kungfu_duel.grid import grid_of
from bot.render.kungfu_duel.hand import CARD_W
from bot.render.kungfu_duel.parts import (
    MAX_HEIGHT,
    PAD,
    WIDTH,
    Tag,
    draw_tag,
    flow,
    suits_tag,
    tag_width,
)
from bot.text import Catalog, Voice, voice
from rules.core import Outcome, Reason, copy_state
from rules.kungfu_duel import GAME, KFAction, KFState, Kind, Layout, Phase
from rules.kungfu_duel.content import BONUS, PRESETS, BonusKind
from rules.kungfu_duel.events import Compared, Out
from rules.kungfu_duel.state import Slot
from tests.render.pictures import Spy, check_png
from tests.rules.kungfu_duel.builder import (
    FSpec,
    bet,
    build,
    do,
    keep,
    lock,
    stack_bonus,
    stack_deck,
)

NAMES = {"100": "Aurélie", "101": "Bérénice", "102": "Kenji", "103": "Oluwaseun",
         "104": "Dana", "A": "Aurélie", "B": "Bérénice", "A1": "Aurélie", "A2": "Kenji",
         "B1": "Bérénice", "B2": "Oluwaseun", "B3": "Dana", "GM": "Igor"}
VOICE = voice(NAMES)
ROOT = Path(__file__).resolve().parents[2]
TABLES = {"1v1": (2, {}), "1v2": (3, {}), "2v2": (4, {}),
          "1v3": (4, {"layout": Layout.ONE_THREE}), "gm-1v1": (3, {"gm": True}),
          "gm-2v2": (5, {"gm": True})}
WEIGHTS = {"bet": 5.0, "slot": 5.0, "atout": 3.0, "use": 3.0, "pose": 3.0, "draw": 2.0,
           "lock": 1.0, "retreat": 1.0, "refill": 0.1, "discard": 0.2, "skip_slots": 0.2}
"""A fighter who mostly bets and plays bonuses: uniform choices retreat and refill out of the
fight in a turn or two, before most pictures have anything to show."""


@pytest.fixture(autouse=True)
def strict_catalog() -> Iterator[None]:
    strict, Catalog.strict = Catalog.strict, True
    yield
    Catalog.strict = strict


@cache
def _game(table: str, seed: int = 0) -> tuple[KFState, ...]:
    n, options = TABLES[table]
    rng = random.Random(seed)
    state = GAME.setup([str(100 + i) for i in range(n)], seed, GAME.Options(**options))
    states = [state]
    while pending := GAME.pending(state):
        options_ = rng.choice(pending).options
        state = GAME.apply(state, rng.choices(
            options_, [WEIGHTS.get(o.kind.value, 1.0) for o in options_])[0])
        states.append(state)
    return tuple(states)


def _sample(states: tuple[KFState, ...], spread: int = 4) -> list[KFState]:
    """The first state of each phase, and ``spread`` states evenly from the first to the last."""
    firsts = {s.phase: s for s in reversed(states)}
    picked = {id(s): s for s in firsts.values()}
    for i in range(spread):
        s = states[round(i * (len(states) - 1) / (spread - 1))]
        picked[id(s)] = s
    return sorted(picked.values(), key=lambda s: s.version)


def _check(png: bytes, smallest: int | None, what: str) -> Image.Image:
    return check_png(png, smallest, what, width=WIDTH, max_height=MAX_HEIGHT)


def _spy() -> Spy:
    return Spy(VOICE, [])


def _render(fn, state: KFState, viewer: str | None) -> tuple[bytes, int | None]:  # type: ignore[no-untyped-def]
    with kit.font_log() as log:
        png = fn(VOICE, GAME.view(state, viewer))
    return png, log.smallest


# ----------------------------------------------------------------------------- valid and small


@pytest.mark.parametrize("table", list(TABLES))
def test_pictures_of_a_whole_fight_are_readable_landscape_pngs(table: str) -> None:
    """The board, the grid and every seat's hand (the GM's too) at each phase of a fight."""
    states = _game(table)
    assert states[0].phase is Phase.PICK and states[-1].phase is Phase.OVER
    for state in _sample(states):
        what = f"{table} v{state.version} {state.phase.value}"
        _check(*_render(render_board, state, None), f"{what} board")
        _check(*_render(render_grid, state, None), f"{what} grid")
        for player in state.players:
            _check(*_render(render_hand, state, player), f"{what} hand of {player}")


def test_the_sampled_fights_reach_every_phase() -> None:
    """What the test above draws covers section 4's phases (the policy must get there)."""
    phases = {s.phase for table in TABLES for s in _sample(_game(table))}
    assert phases == set(Phase)


def test_a_busy_table_stays_within_the_height() -> None:
    """1v3, every fighter with long stacks, dealt cards, a full front area and six cards in
    hand (an NPC with 6 AP, R42): one landscape picture each."""
    stacks = {"V": "A♦ 2♣ 3♥ 4♠ 5♦ 6♣ 7♥ 8♠", "D": "A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠",
              "T": "A♣ 2♣ 3♣", "P": "A♥"}
    busy = FSpec(ratings=(13, 1, 1, 1), stacks=stacks, materiel="M07", signature=True,
                 terrain="T04", bouclier="B03", armure="R03",
                 faiblesses=["F05", "F08", "F06"], hand=["A20", "M04", "F08", "T02", "B01",
                                                         "R01"], ap=6)
    names = ["A1", "B1", "B2", "B3"]
    state = build({p: busy for p in names}, sides=[["A1"], ["B1", "B2", "B3"]])
    state = copy_state(state)
    for f in state.fighters:  # cards dealt, waiting for the keep
        f.revealed = [[13 + 9, 26 + 10, 39 + 12, 12, 25], [], [50], []]
    for viewer in (None, "A1"):
        _check(*_render(render_board, state, viewer), f"board for {viewer}")
    _check(*_render(render_hand, state, "A1"), "hand")
    spy = _spy()
    render_hand(spy, GAME.view(state, "A1"))
    drawn = {k.removeprefix("kungfu_duel.bonus.") for k in spy.ids()
             if k.startswith("kungfu_duel.bonus.")}
    assert set(busy.hand) <= drawn  # all six cards of the hand are drawn


def test_rendering_is_deterministic_and_pure() -> None:
    state = next(s for s in _game("2v2") if s.phase is Phase.KEEP)
    for fn, viewer in ((render_board, None), (render_grid, None), (render_hand, "100")):
        view = GAME.view(state, viewer)
        before = view.model_dump()
        assert fn(VOICE, view) == fn(VOICE, view)
        assert view.model_dump() == before
        again = type(view).model_validate_json(view.model_dump_json())
        assert fn(VOICE, again) == fn(VOICE, view)


def test_render_never_imports_discord() -> None:
    code = "import sys, bot.render.kungfu_duel; sys.exit('discord' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=False).returncode == 0


def test_every_bonus_card_and_fighter_is_worded() -> None:
    """6.1, 6.2: each card's name, gloss and kind, and its words as a hand card; each
    ready-made fighter's name and concept; each status."""
    say = VOICE.for_pictures()
    names = {say(f"kungfu_duel.bonus.{c}") for c in BONUS}
    assert len(names) == len(BONUS) and say("kungfu_duel.bonus.A01") == "Rapide"
    assert say("kungfu_duel.bonus.M01") == "Jian" and say("kungfu_duel.bonus_en.A01") == "swift"
    for c in BONUS:
        assert card_height(say, c, 352) > 0
    assert len({say(f"kungfu_duel.kind.{k.value}") for k in BonusKind}) == len(BonusKind)
    assert say("kungfu_duel.character.tigre_de_fer") == "Tigre de fer (Iron Tiger)"
    assert all(say(f"kungfu_duel.concept.{p}") for p in PRESETS)
    statuses = ("in", "dead", "ko", "surrendered", "fled", "withdrawn")
    assert len({say(f"kungfu_duel.status.{s}") for s in statuses}) == len(statuses)
    assert [say(f"kungfu_duel.comp.{c}") for c in "VDTP"] == \
        ["Vigueur", "Distance", "Tempo", "Présence"]


# ----------------------------------------------------------------------------- hidden information


def test_the_board_is_the_same_for_every_viewer() -> None:
    """Section 8: the public picture draws no hand, plan or unspent AP. (A planner's own view
    has their hand and front area as they are now, not as planning began: theirs to see.)"""
    for table in ("1v2", "gm-1v1"):
        for state in _sample(_game(table), 6):
            spectator = render_board(VOICE, GAME.view(state, None))
            planners = {f.player for f in state.fighters
                        if state.phase is Phase.PLAN and f.plan is not None}
            for player in set(state.players) - planners:
                assert render_board(VOICE, GAME.view(state, player)) == spectator, \
                    (table, state.version, player)


def _vary(state: KFState, other: str) -> KFState:
    """``other``'s secrets changed: their hand (same size), their plan, their absorption
    choices and pursuit choices."""
    twin = copy_state(state)
    f = twin.fighter(other)
    spare = [c for c in BONUS if c not in f.hand]
    f.hand = spare[:len(f.hand)]
    if f.plan is not None:
        f.plan.bets.append(Slot(comp=3, bonus=False))
        f.plan.drew += 1
    if f.absorb is not None:
        f.absorb.chosen = [*f.absorb.chosen, "A05"]
    f.pursuit = {p: not v for p, v in f.pursuit.items()}
    return twin


@pytest.mark.parametrize("table", ["1v1", "2v2", "gm-1v1"])
def test_a_hand_never_shows_another_fighters_hand_or_plan(table: str) -> None:
    """Section 8: changing another fighter's hand, plan, absorption or pursuit choices leaves
    the viewer's hand picture byte for byte the same (and the board, hand sizes kept)."""
    states = _game(table)
    fighters = [f.player for f in states[0].fighters]
    for state in _sample(states, 6):
        if state.phase is Phase.OVER:
            continue
        for viewer in fighters:
            other = next(p for p in fighters if p != viewer)
            twin = _vary(state, other)
            assert render_hand(VOICE, GAME.view(twin, viewer)) == \
                render_hand(VOICE, GAME.view(state, viewer)), (state.version, viewer)
        if state.phase is Phase.PLAN:  # the hand sizes others see are the snapshot's (D33)
            twin = _vary(state, fighters[0])
            assert render_board(VOICE, GAME.view(twin, None)) == \
                render_board(VOICE, GAME.view(state, None))


def test_the_hand_shows_the_viewers_own_cards_and_plan() -> None:
    """The counterpart of the test above (it could not fail otherwise): the viewer's own
    hand and plan are drawn, the opponent's are not."""
    base = build({"A": FSpec(hand=["A01", "M01"]), "B": FSpec(hand=["F05", "T05"])})
    planned = do(base, bet("A", "V"))
    spy = _spy()
    render_hand(spy, GAME.view(planned, "A"))
    drawn = {k for k in spy.ids() if k.startswith("kungfu_duel.bonus.")}
    assert {"kungfu_duel.bonus.A01", "kungfu_duel.bonus.M01"} <= drawn
    assert not drawn & {"kungfu_duel.bonus.F05", "kungfu_duel.bonus.T05"}
    assert spy.params("kungfu_duel.picture.hand.bets") == [{"n": 1}]
    assert spy.params("kungfu_duel.picture.hand.ap_left") == [{"n": 2, "ap": 3}]
    assert render_hand(VOICE, GAME.view(planned, "A")) != render_hand(VOICE, GAME.view(base, "A"))
    other = _vary(base, "A")
    assert render_hand(VOICE, GAME.view(other, "A")) != render_hand(VOICE, GAME.view(base, "A"))


def test_the_game_master_sees_every_hand_as_planning_began() -> None:
    """R42 and section 8: the GM's picture lists every fighter's hand; while planning runs,
    as it was when planning began (a card drawn since is not shown)."""
    state = build({"A": FSpec(hand=["A01"]), "B": FSpec(hand=["F05", "T05"])}, gm=True)
    assert state.phase is Phase.GM
    spy = _spy()
    render_hand(spy, GAME.view(state, "GM"))
    assert {"kungfu_duel.bonus.A01", "kungfu_duel.bonus.F05", "kungfu_duel.bonus.T05",
            "kungfu_duel.picture.hand.gm_turn"} <= spy.ids()
    planning = do(state, KFAction(player="GM", kind=Kind.GM_DONE))
    stack_bonus(planning, ["F01"])
    planning = do(planning, KFAction(player="A", kind=Kind.DRAW))
    assert planning.fighter("A").hand == ["A01", "F01"]
    spy = _spy()
    render_hand(spy, GAME.view(planning, "GM"))
    assert "kungfu_duel.bonus.A01" in spy.ids() and "kungfu_duel.bonus.F01" not in spy.ids()
    spy = _spy()
    render_hand(spy, GAME.view(planning, "A"))
    assert "kungfu_duel.bonus.F01" in spy.ids()


# ----------------------------------------------------------------------------- what is drawn


def _numbers(spy: Spy) -> list[int]:
    return [p["n"] for p in spy.params("kungfu_duel.picture.number")]


def _cards(spy: Spy) -> set[str]:
    return {f"{p['rank']}{p['suit']}" for p in spy.params("kungfu_duel.picture.card")}


def test_r17_keep_shows_the_dealt_cards_and_the_choice() -> None:
    """Phase 3: the cards dealt and not yet kept are drawn (with their legend), the board
    says who keeps on which component, the keeper's hand offers the choice; once kept, the
    stack shows both cards and the value is the new top's."""
    state = build({"A": FSpec(stacks={"V": "6♣"})})
    stack_deck(state, "9♥ 10♦")
    state = do(state, bet("A", "V"), bet("A", "V"), lock("A"), lock("B"))
    assert state.phase is Phase.KEEP
    spy = _spy()
    render_board(spy, GAME.view(state, None))
    assert {"kungfu_duel.picture.legend.revealed", "kungfu_duel.picture.keeping"} <= spy.ids()
    assert {"6♣", "9♥", "10♦"} <= _cards(spy)
    spy = _spy()
    render_hand(spy, GAME.view(state, "A"))
    assert "kungfu_duel.picture.hand.keep" in spy.ids() and {"9♥", "10♦"} <= _cards(spy)
    kept = do(state, keep("A", "10♦"))
    spy = _spy()
    render_board(spy, GAME.view(kept, None))
    assert "kungfu_duel.picture.legend.revealed" not in spy.ids()
    assert {"6♣", "10♦"} <= _cards(spy) and "9♥" not in _cards(spy)
    assert 10 in _numbers(spy)


def test_r10_the_front_area_shows_every_posed_card() -> None:
    """D32: the Matériel with its fragility and pool, signature marked; the Terrain, the
    Bouclier, the Armure; the Faiblesses with the suits they lock (R31)."""
    state = build({"A": FSpec(materiel="M01", signature=True, fragility=9, terrain="T01",
                              bouclier="B03", armure="R02", faiblesses=["F05", "F01"])})
    spy = _spy()
    render_board(spy, GAME.view(state, None))
    assert {f"kungfu_duel.bonus.{c}" for c in ("M01", "T01", "B03", "R02", "F05", "F01")} \
        <= spy.ids()
    assert spy.params("kungfu_duel.picture.fragility") == [{"n": 9}]
    assert spy.params("kungfu_duel.picture.pool") == [{"n": 1}]
    assert spy.params("kungfu_duel.picture.power") == [{"n": 2}]
    assert spy.params("kungfu_duel.picture.protection") == [{"n": 2}]
    assert spy.params("kungfu_duel.picture.solidity") == [{"n": 3}]
    assert len(spy.params("kungfu_duel.picture.locks")) == 2
    assert "kungfu_duel.picture.signature" in spy.ids()
    plain = build({"A": FSpec(materiel="M01")})
    spy = _spy()
    render_board(spy, GAME.view(plain, None))
    assert "kungfu_duel.picture.signature" not in spy.ids()


def test_r2_r35_scales_at_zero_or_less_and_the_status() -> None:
    """A scale below 0 is drawn as it is, and lowers the caps under it (R3); a fighter out
    of the fight shows their status."""
    state = copy_state(build({"B": FSpec(scales=(13, -3, 13, 13))}))
    spy = _spy()
    render_board(spy, GAME.view(state, None))
    assert _numbers(spy).count(-3) >= 4  # D's scale and the caps of D, T and P
    assert "kungfu_duel.status.ko" not in spy.ids()
    state.fighter("B").status = "ko"
    spy = _spy()
    render_board(spy, GAME.view(state, None))
    assert "kungfu_duel.status.ko" in spy.ids()


def test_r14_planning_counts_who_is_locked_in() -> None:
    state = do(build(), lock("A"))
    spy = _spy()
    render_board(spy, GAME.view(state, None))
    assert spy.params("kungfu_duel.picture.wait.plan") == [{"n": 1, "total": 2}]
    assert {"kungfu_duel.picture.locked", "kungfu_duel.picture.planning"} <= spy.ids()
    assert "kungfu_duel.picture.ap" not in spy.ids()  # unspent AP are secret while planning


def test_r38_a_retreat_leaves_no_pair_and_asks_for_pursuit() -> None:
    state = do(build(), KFAction(player="B", kind=Kind.RETREAT), lock("A"))
    assert state.phase is Phase.PURSUE
    spy = _spy()
    render_grid(spy, GAME.view(state, None))
    assert "kungfu_duel.picture.grid.no_pairs" in spy.ids()
    spy = _spy()
    render_board(spy, GAME.view(state, None))
    assert "kungfu_duel.picture.wait.pursue" in spy.ids()
    assert "kungfu_duel.picture.retreating" in spy.ids()
    spy = _spy()
    render_hand(spy, GAME.view(state, "A"))
    assert "kungfu_duel.picture.hand.pursue" in spy.ids()


def test_r40_a_finished_fight_shows_the_result_not_the_turn() -> None:
    for table in ("1v1", "gm-2v2"):
        view = GAME.view(_game(table)[-1], None)
        assert view.outcome is not None
        spy = _spy()
        render_board(spy, view)
        keys = spy.ids()
        assert keys & {"kungfu_duel.picture.over.win", "kungfu_duel.picture.over.draw"}
        assert keys & {"kungfu_duel.picture.how.ko", "kungfu_duel.picture.how.limit",
                       "kungfu_duel.picture.how.emptied"}
        assert not any(k.startswith("kungfu_duel.picture.wait.") for k in keys)


def test_r41_a_draw_at_the_turn_limit_says_so() -> None:
    state = do(build(turn_limit=1), lock("A"), lock("B"))
    assert state.phase is Phase.OVER
    spy = _spy()
    render_board(spy, GAME.view(state, None))
    assert spy.params("kungfu_duel.picture.how.limit") == [{"n": 1}]
    assert "kungfu_duel.picture.over.draw" in spy.ids()


@pytest.mark.parametrize("reason", [Reason.RESIGN, Reason.TIMEOUT])
def test_a_result_from_outside_the_engine_replaces_the_turn(reason: Reason) -> None:
    view = GAME.view(build(), None)
    outcome = Outcome(winners=["B"], ranking=[["B"], ["A"]], reason=reason, loser="A")
    spy = _spy()
    render_board(spy, view.model_copy(update={"outcome": outcome}))
    assert spy.params(f"kungfu_duel.picture.how.{reason.value}") == [{"who": "Aurélie"}]
    assert not any(k.startswith("kungfu_duel.picture.wait.") for k in spy.ids())
    spy = _spy()
    render_board(spy, view)
    assert "kungfu_duel.picture.wait.plan" in spy.ids()


# ----------------------------------------------------------------------------- the grid


def _kf6() -> KFState:
    """KF-6: A (V10 D7 T[3♣ 5♣]) against B (V9 D7 T6 P2), no bets: W 1-2, A absorbs 1
    with T's top card, 5♣; the turn ends."""
    state = build({"A": FSpec(stacks={"V": "10♦", "D": "7♠", "T": "3♣ 5♣"}),
                   "B": FSpec(stacks={"V": "9♦", "D": "7♣", "T": "6♣", "P": "2♥"})})
    state = do(state, lock("A"), lock("B"))
    assert state.phase is Phase.ABSORB
    return do(state, KFAction(player="A", kind=Kind.ABSORB_DONE))


def test_r23_the_grid_shows_the_values_as_compared() -> None:
    """After the absorption dropped 5♣ (A's T is 3 now), the grid still shows the 5 that was
    compared, the wins 1-2, and side B's damage."""
    state = _kf6()
    assert state.phase is Phase.PLAN and state.fighter("A").stacks[2] == [28]  # 3♣ left
    grid = grid_of(VOICE.for_pictures(), GAME.view(state, None))
    assert grid.compared and grid.turn == 1
    (row,) = grid.rows
    assert row.values == ([10, 7, 5, 0], [9, 7, 6, 2])
    assert row.results == [1, 0, -1, -1] and grid.wins == [1, 2] and grid.damage == 1
    spy = _spy()
    with kit.font_log() as log:
        png = render_grid(spy, GAME.view(state, None))
    _check(png, log.smallest, "grid")
    assert spy.params("kungfu_duel.picture.grid.damage")[0] == {"side": "B", "n": 1}


def test_r23_grid_values_agree_with_the_results_over_whole_fights() -> None:
    """Every pair's values, as the grid rebuilds them from the log, give the results the
    comparison found (the winner has the higher value, a tie equal ones)."""
    checked = 0
    for table in ("1v1", "2v2", "1v3"):
        for state in _game(table):
            view = GAME.view(state, None)
            if not any(isinstance(e, Compared) for e in view.log):
                continue
            for row in grid_of(VOICE.for_pictures(), view).rows:
                x, y = row.values
                if x is None or y is None:
                    assert any(isinstance(e, Out) for e in view.log)
                    continue
                assert [(a > b) - (a < b) for a, b in zip(x, y, strict=True)] == row.results
                checked += 1
    assert checked > 50


def test_the_grid_before_any_comparison_shows_current_values() -> None:
    state = build({"A": FSpec(stacks={"V": "10♦"}), "B": FSpec(stacks={"V": "9♦"})})
    spy = _spy()
    with kit.font_log() as log:
        png = render_grid(spy, GAME.view(state, None))
    _check(png, log.smallest, "current grid")
    assert "kungfu_duel.picture.grid.current" in spy.ids()
    assert {10, 9} <= set(_numbers(spy))
    assert spy.params("kungfu_duel.picture.grid.damage") == [{"side": "A", "n": 1}] * 2


def test_render_compared_draws_an_event_alone() -> None:
    """A thread's event pictures have the event only: its winners marked, or its values
    when given."""
    event = next(e for e in _kf6().log if isinstance(e, Compared))
    spy = _spy()
    with kit.font_log() as log:
        png = render_compared(spy, event)
    _check(png, log.smallest, "event grid")
    assert len(spy.params("kungfu_duel.picture.grid.won")) == 3  # V to A, T and P to B
    spy = _spy()
    render_compared(spy, event, {"A": [10, 7, 5, 0], "B": [9, 7, 6, 2]}, turn=1)
    assert "kungfu_duel.picture.grid.won" not in spy.ids() and 5 in _numbers(spy)


def test_a_tag_drawn_in_exactly_its_width_is_drawn_whole() -> None:
    """A one-symbol suit pill (an Atout's ♦ in its card's title) fits its own width."""
    for tag in (suits_tag([0]), suits_tag([3, 3]), Tag("7", fill=kit.WHITE)):
        image, draw = kit.canvas(200, 60)
        right = draw_tag(draw, 10, 30, tag, 10 + tag_width(tag))
        assert right == 10 + tag_width(tag)
        assert image.getcolors(1 << 16) is not None and len(image.getcolors(1 << 16)) > 2


# ----------------------------------------------------------------------------- in French


@cache
def _french() -> Voice:
    """The French voice the bot gives a French reader (issue 14)."""
    return voice(NAMES, dict(default_registry()["kungfu_duel"].formats), locale="fr")


def _no_cut(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text ``kit.fit_text`` cuts short with an ellipsis from now on (words too long
    for their place: French words are longer than English ones). A text with a display name
    in it may be cut (a name is as long as its owner made it, and a waiting line names
    everyone awaited): only the catalog's own words must fit."""
    cut: list[str] = []
    fit = kit.fit_text

    def recorded(text: str, fnt: kit.Font, max_width: int) -> str:
        out = fit(text, fnt, max_width)
        if out != text and not any(name in text for name in NAMES.values()):
            cut.append(text)
        return out

    monkeypatch.setattr(kit, "fit_text", recorded)
    return cut


def _render_fr(fn, state: KFState, viewer: str | None) -> tuple[bytes, int | None]:  # type: ignore[no-untyped-def]
    with kit.font_log() as log:
        png = fn(_french(), GAME.view(state, viewer))
    return png, log.smallest


@pytest.mark.parametrize("table", list(TABLES))
def test_french_pictures_of_a_whole_fight_fit(table: str,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The board, the grid and every seat's hand (the GM's too) at each phase of a fight, in
    French: the checks the English pictures pass (readable size, landscape, within the
    height), and no word cut short."""
    cut = _no_cut(monkeypatch)
    for state in _sample(_game(table), 6):
        what = f"{table} v{state.version} {state.phase.value} (fr)"
        _check(*_render_fr(render_board, state, None), f"{what} board")
        _check(*_render_fr(render_grid, state, None), f"{what} grid")
        for player in state.players:
            _check(*_render_fr(render_hand, state, player), f"{what} hand of {player}")
    assert cut == []


def test_every_bonus_card_fits_in_french(monkeypatch: pytest.MonkeyPatch) -> None:
    """6.1 in French: each card's words fit its box in a hand (no line cut, none dropped),
    and each card posed in a front area, six fighters' worth of cards at a time."""
    say = _french().for_pictures()
    inner = CARD_W - 2 * PAD
    for card in BONUS:
        lines = flow(card_tags(say, card), inner)
        assert len(lines) <= CARD_LINES, (card, [[t.text for t in line] for line in lines])
        assert all(tag_width(t) <= inner for line in lines for t in line), card
    cut = _no_cut(monkeypatch)
    kinds = {k: [c for c, b in BONUS.items() if b.kind is k] for k in BonusKind}
    cards = list(BONUS)
    for start in range(0, len(cards), 6):
        hand = cards[start:start + 6]
        front = FSpec(hand=hand, ap=6, materiel=kinds[BonusKind.MATERIEL][start // 6 % 8],
                      terrain=kinds[BonusKind.TERRAIN][start // 6 % 6],
                      bouclier=kinds[BonusKind.BOUCLIER][start // 6 % 3],
                      armure=kinds[BonusKind.ARMURE][start // 6 % 3],
                      faiblesses=[kinds[BonusKind.FAIBLESSE][start // 6 % 8]])
        state = build({"A": front, "B": FSpec()})
        _check(*_render_fr(render_hand, state, "A"), f"cards {start}+ hand (fr)")
        _check(*_render_fr(render_board, state, None), f"cards {start}+ board (fr)")
    assert cut == []


def test_a_busy_table_fits_in_french(monkeypatch: pytest.MonkeyPatch) -> None:
    """The busiest table of the English test above, in French."""
    stacks = {"V": "A♦ 2♣ 3♥ 4♠ 5♦ 6♣ 7♥ 8♠", "D": "A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠",
              "T": "A♣ 2♣ 3♣", "P": "A♥"}
    busy = FSpec(ratings=(13, 1, 1, 1), stacks=stacks, materiel="M07", signature=True,
                 terrain="T04", bouclier="B03", armure="R03",
                 faiblesses=["F05", "F08", "F06"], hand=["A20", "M04", "F08", "T02", "B01",
                                                         "R01"], ap=6)
    state = copy_state(build({p: busy for p in ("A1", "B1", "B2", "B3")},
                             sides=[["A1"], ["B1", "B2", "B3"]]))
    for f in state.fighters:
        f.revealed = [[13 + 9, 26 + 10, 39 + 12, 12, 25], [], [50], []]
        f.set_aside = ["M07"]
    cut = _no_cut(monkeypatch)
    for viewer in (None, "A1"):
        _check(*_render_fr(render_board, state, viewer), f"board for {viewer} (fr)")
    _check(*_render_fr(render_hand, state, "A1"), "hand (fr)")
    assert cut == []


def test_the_comparison_event_fits_in_french(monkeypatch: pytest.MonkeyPatch) -> None:
    """A thread's event picture (the comparison from its event alone), in French."""
    event = next(e for e in _kf6().log if isinstance(e, Compared))
    cut = _no_cut(monkeypatch)
    for values in (None, {"A": [10, 7, 5, 0], "B": [9, 7, 6, 2]}):
        with kit.font_log() as log:
            png = render_compared(_french(), event, values, turn=12)
        _check(png, log.smallest, f"event grid {values} (fr)")
    assert cut == []


def test_french_pictures_use_the_french_names() -> None:
    """The rulebook's French names with no English beside them: the ready-made fighters,
    the card ranks (valet, dame, roi); a card's gloss is drawn only where it says more than
    the name (a Matériel's kind of weapon), and English draws its glosses as before."""
    say = _french().for_pictures()
    assert say("kungfu_duel.character.tigre_de_fer") == "Tigre de fer"
    assert [say(f"kungfu_duel.picture.rank.{r}") for r in (1, 11, 12, 13)] == \
        ["A", "V", "D", "R"]
    hand = GAME.view(build({"A": FSpec(hand=["A01", "M01"])}), "A")
    for voice_, drawn in ((_french(), {"épée droite"}), (VOICE, {"swift", "straight sword"})):
        spy = Spy(voice_, [])
        render_hand(spy, hand)
        assert {p["gloss"] for p in spy.params("kungfu_duel.picture.hand.gloss")} == drawn
