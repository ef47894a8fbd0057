"""Self-checks for the Combat scenario builder (``builder.py``)."""

from __future__ import annotations

import pytest

from rules.combat import GAME, EventKind, Kind, Phase
from rules.kit.hexgrid import Hex

from .builder import A, B, Paused, SideSpec, basic, build, do, events, options, play

SEEDS = range(8)


def test_seeds_draw_both_first_players() -> None:
    # The builder test below only means something if the seeds reach both draws (D2).
    assert {tuple(GAME.setup([A, B], s).order) for s in SEEDS} == {(A, B), (B, A)}


@pytest.mark.parametrize("seed", SEEDS)
def test_a_is_order_0_whatever_the_seed(seed: int) -> None:
    s = build(seed=seed)
    assert s.order == [A, B] and s.phase is Phase.PLAY and s.decks is None
    assert s.sides[A].cell == Hex(0, -3) and s.sides[B].cell == Hex(0, 3)
    assert s.turn is not None and (s.turn.player, s.turn.number) == (A, 1)
    assert GAME.decision_for(s, A) is not None and GAME.decision_for(s, B) is None


def test_sidespec_fields_land_in_the_state() -> None:
    s = build(SideSpec(cell=(1, -1), hp=7, hand=["frappe", "choc"], deck=["impro"],
                       discard=["bond"], history=["absorption"], recent=2, frozen=1,
                       pending_shield=3, last_types=["attaque"]),
              SideSpec(cell=None, extra=1), start=False)
    a, b = s.sides[A], s.sides[B]
    assert (a.cell, a.hp, a.hand, a.deck, a.discard, a.history) == (
        Hex(1, -1), 7, ["frappe", "choc"], ["impro"], ["bond"], ["absorption"])
    assert (a.recent, a.frozen, a.pending_shield, a.last_types) == (2, 1, 3, ["attaque"])
    assert b.cell is None and b.extra == 1 and b.deck == ["frappe"] * 10


def test_r8_runs_at_build_shield_pool_and_concentration() -> None:
    s = build(SideSpec(cell=(0, 0), zone=[Paused("eveil", at=1)], pending_shield=0),
              SideSpec(cell=(0, 1), zone=[Paused("vigilance", at=1)], pending_shield=1))
    assert s.sides[B].pool == 3 and s.sides[B].pending_shield == 0  # R8.1: 1 + BOUCLIER 2
    assert len(s.sides[A].hand) == 1 and len(s.sides[A].deck) == 9  # R8.2: CONCENTRATION 1
    kinds = [e.kind for e in s.log if e.to is None]
    assert kinds == [EventKind.TURN, EventKind.SHIELD, EventKind.DRAW]


def test_start_false_skips_r8() -> None:
    s = build(SideSpec(cell=(0, 0), zone=[Paused("eveil", at=1)]),
              SideSpec(cell=(0, 1), zone=[Paused("vigilance", at=1)]), start=False)
    assert s.sides[B].pool == 0 and s.sides[A].hand == [] and s.log == []
    assert s.turn is not None and s.turn.player == A


def test_r8_skip_at_build_ends_the_skipped_turn() -> None:
    s = build(SideSpec(cell=(0, 0), skip=1, last_types=["attaque"]), SideSpec(cell=(0, 1)))
    assert [e.kind for e in s.log if e.to is None][:2] == [EventKind.TURN, EventKind.SKIPPED]
    assert s.sides[A].skip == 0 and s.sides[A].last_types == []
    # The skipped turn is over: B plays turn 2, A is offered nothing.
    assert s.turn is not None and (s.turn.player, s.turn.number) == (B, 2)
    assert options(s, A) == [] and basic(B, "passif") in options(s, B)


def test_uids_in_order_a_zone_then_b_zone() -> None:
    s = build(SideSpec(cell=(0, 0), hand=["frappe"],
                       zone=[Paused("fougue", at=1), Paused("frime", at=1)]),
              SideSpec(cell=(0, 1), zone=[Paused("vigilance", at=1)]))
    assert [(z.uid, z.card) for z in s.sides[A].zone] == [(1, "fougue"), (2, "frime")]
    assert [(z.uid, z.card) for z in s.sides[B].zone] == [(3, "vigilance")]
    assert s.uids == 3
    s1 = do(s, play(A, "frappe"))
    played = [e for e in events(s, s1, EventKind.PLAYED)]
    assert [(e.card, e.uid) for e in played] == [("frappe", 4)]


def test_do_refuses_an_action_not_offered() -> None:
    s = build()
    with pytest.raises(AssertionError, match="not offered"):
        do(s, play(A, "frappe"))  # the hand is empty
    with pytest.raises(AssertionError, match="not offered"):
        do(s, basic(B, "passif"))  # not B's turn
    assert {o.kind for o in options(s, A)} == {Kind.BASIC}
