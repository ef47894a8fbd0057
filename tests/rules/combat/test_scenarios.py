"""Spec section 9's worked examples CB-1..CB-8, played through the engine.

Each test sets the scenario's "Before" with the builder, plays the actions it names and checks
every number and fact the scenario states, plus the public events it describes. CB-9..CB-15
are in ``test_scenarios_more.py``.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.combat import GAME, EventKind, Kind, Phase
from rules.combat.effects import totals
from rules.combat.state import CBState
from rules.kit.hexgrid import Hex, distance

from .builder import (
    A,
    B,
    Paused,
    SideSpec,
    act,
    basic,
    build,
    do,
    events,
    intervene,
    options,
    play,
)

NE, SE, S = 1, 0, 5


def one(evts: list[Any]) -> Any:
    """The single event of a list (the scenario describes exactly one)."""
    assert len(evts) == 1, evts
    return evts[0]


def turn_of(state: CBState) -> tuple[str, int, bool]:
    assert state.turn is not None
    return state.turn.player, state.turn.number, state.turn.extra


def no_loss(before: CBState, after: CBState) -> None:
    assert events(before, after, EventKind.LOSES) == []
    assert after.phase is Phase.PLAY and after.result is None


# --- CB-1: Morsure venimeuse ---------------------------------------------------------------


def cb1_after_morsure() -> tuple[CBState, CBState]:
    """A plays Morsure venimeuse with [morsure_venimeuse, frappe]; B holds [impro]."""
    s0 = build(SideSpec(cell=(0, -1), hand=["morsure_venimeuse", "frappe"]),
               SideSpec(cell=(0, 2), hand=["impro"]))
    assert distance(Hex(0, -1), Hex(0, 2)) == 3
    # Allowed: B has no Charme and no Silence against A.
    assert play(A, "morsure_venimeuse") in options(s0, A)
    return s0, do(s0, play(A, "morsure_venimeuse"))


def test_cb1_morsure_venimeuse_a_turn() -> None:
    s0, s1 = cb1_after_morsure()
    a, b = s1.sides[A], s1.sides[B]
    # 1. C DEFAUSSER 1: frappe goes face down (public count only), the condition holds.
    assert a.hand == [] and a.discard == ["frappe"]
    assert one(events(s0, s1, EventKind.DISCARDED)).n == 1
    assert one(events(s0, s1, EventKind.DISCARDED)).cards == []
    private = one([e for e in events(s0, s1, EventKind.DISCARDED, viewer=A) if e.to])
    assert private.cards == ["frappe"]
    check = one(events(s0, s1, EventKind.CHECK))
    assert (check.player, check.step, check.ok) == (A, 0, True)
    # 2. E BLESSER 2.
    hurt = one(events(s0, s1, EventKind.HURT))
    assert (hurt.player, hurt.by, hurt.raw, hurt.absorbed, hurt.hp) == (B, A, 2, 0, 18)
    assert b.hp == 18 and b.recent == 2
    # 3. P POISON 1 is active against B; 4. I PIOCHER 1 pauses the card in A's zone.
    assert totals(s1)[B].poison == 1
    assert [(z.uid, z.card, z.at, z.paused) for z in a.zone] == [
        (1, "morsure_venimeuse", 3, True)]
    paused = one(events(s0, s1, EventKind.PAUSED))
    assert (paused.player, paused.card, paused.uid, paused.step) == (A, "morsure_venimeuse", 1, 3)
    assert a.history == [] and events(s0, s1, EventKind.FINISHED) == []
    # End of A's turn: A passes the check (no poison on A), and B's turn begins.
    assert a.hp == 20 and events(s0, s1, EventKind.LOST) == []
    no_loss(s0, s1)
    assert turn_of(s1) == (B, 2, False)
    assert intervene(B, 1) in options(s1, B)


def test_cb1_morsure_venimeuse_option_a_intervene_draws() -> None:
    _, s1 = cb1_after_morsure()
    s2 = do(s1, intervene(B, 1))
    a, b = s2.sides[A], s2.sides[B]
    draw = one(events(s1, s2, EventKind.DRAW))
    assert (draw.player, draw.n) == (B, 1)
    assert len(b.hand) == 2 and b.hand[0] == "impro"
    # No more steps: Morsure goes to the top of A's history, A's zone is empty.
    finished = one(events(s1, s2, EventKind.FINISHED))
    assert (finished.player, finished.card, finished.failed) == (A, "morsure_venimeuse", False)
    assert a.history[-1] == "morsure_venimeuse" and a.zone == []
    # No poison tick at the end of B's turn: the card is gone.
    assert events(s1, s2, EventKind.LOST) == []
    assert b.hp == 18 and totals(s2)[B].poison == 0
    no_loss(s1, s2)
    assert turn_of(s2) == (A, 3, False)


def test_cb1_morsure_venimeuse_option_b_defense_then_poison() -> None:
    _, s1 = cb1_after_morsure()
    s2 = do(s1, basic(B, "défense"))
    b = s2.sides[B]
    healed = one(events(s1, s2, EventKind.HEALED))
    assert (healed.player, healed.n, healed.hp) == (B, 1, 19)
    assert s1.sides[B].recent - healed.n == 1  # recent 1 after blocking
    lost = one(events(s1, s2, EventKind.LOST))
    assert (lost.player, lost.n, lost.cause, lost.hp) == (B, 1, "poison", 18)
    assert b.hp == 18 and b.recent == 0
    no_loss(s1, s2)
    # Morsure is still paused; on A's turn A may release it or leave it.
    zc = one(s2.sides[A].zone)
    assert (zc.uid, zc.card, zc.at, zc.paused) == (1, "morsure_venimeuse", 3, True)
    assert turn_of(s2) == (A, 3, False)
    assert intervene(A, 1) in options(s2, A)
    assert basic(A, "passif") in options(s2, A)
    hand = len(s2.sides[A].hand)
    s3 = do(s2, intervene(A, 1))
    assert len(s3.sides[A].hand) == hand + 1
    assert one(events(s2, s3, EventKind.DRAW)).player == A
    assert s3.sides[A].history == ["morsure_venimeuse"] and s3.sides[A].zone == []


def test_cb1_variant_c_empty_hand_condition_fails() -> None:
    s0 = build(SideSpec(cell=(0, -1), hand=["morsure_venimeuse"]),
               SideSpec(cell=(0, 2), hand=["impro"]))
    s1 = do(s0, play(A, "morsure_venimeuse"))
    a, b = s1.sides[A], s1.sides[B]
    check = one(events(s0, s1, EventKind.CHECK))
    assert (check.player, check.step, check.ok) == (A, 0, False)
    finished = one(events(s0, s1, EventKind.FINISHED))
    assert (finished.card, finished.failed) == ("morsure_venimeuse", True)
    assert a.history == ["morsure_venimeuse"] and a.zone == [] and a.hand == []
    assert b.hp == 20 and b.recent == 0 and totals(s1)[B].poison == 0
    assert events(s0, s1, EventKind.HURT) == [] and events(s0, s1, EventKind.PAUSED) == []
    assert turn_of(s1) == (B, 2, False)


# --- CB-2: Bloquer saves a player at 0 or below --------------------------------------------


def cb2_after_frappe() -> tuple[CBState, CBState]:
    s0 = build(SideSpec(cell=(0, 0), hand=["frappe"]),
               SideSpec(cell=(0, 1), hp=2, hand=["absorption"]))
    return s0, do(s0, play(A, "frappe"))


def test_cb2_frappe_leaves_b_below_zero_unchecked() -> None:
    s0, s1 = cb2_after_frappe()
    assert one(events(s0, s1, EventKind.CHECK)).ok is True  # melee holds
    assert s1.sides[B].hp == -1 and s1.sides[B].recent == 3
    # Only A is checked at the end of A's turn.
    no_loss(s0, s1)
    assert turn_of(s1) == (B, 2, False)


def test_cb2_bloquer_absorption_saves_b() -> None:
    _, s1 = cb2_after_frappe()
    s2 = do(s1, play(B, "absorption"))
    b = s2.sides[B]
    healed = one(events(s1, s2, EventKind.HEALED))
    assert (healed.player, healed.n, healed.hp) == (B, 2, 1)
    assert s1.sides[B].recent - healed.n == 1  # recent 1 after blocking
    extra = one(events(s1, s2, EventKind.EXTRA))
    assert (extra.player, extra.n) == (B, 1)
    assert b.history == ["absorption"] and b.zone == []
    # 1 HP > 0: the check passes and B plays again.
    assert b.hp == 1
    no_loss(s1, s2)
    assert turn_of(s2) == (B, 3, True)
    assert b.extra == 0


def test_cb2_extra_turn_bloquer_capped_by_recent_wounds() -> None:
    # R24: the end of B's turn reset recent_wounds, so B's extra turn has nothing to block.
    _, s1 = cb2_after_frappe()
    s2 = do(s1, play(B, "absorption"))
    assert s2.sides[B].recent == 0
    s3 = do(s2, basic(B, "défense"))
    healed = one(events(s2, s3, EventKind.HEALED))
    assert (healed.player, healed.n, healed.hp) == (B, 0, 1)
    assert s3.sides[B].hp == 1 and s3.sides[B].recent == 0
    no_loss(s2, s3)
    assert turn_of(s3) == (A, 4, False)


def test_cb2_alternative_defense_de_base_b_loses() -> None:
    _, s1 = cb2_after_frappe()
    s2 = do(s1, basic(B, "défense"))
    healed = one(events(s1, s2, EventKind.HEALED))
    assert (healed.n, healed.hp) == (1, 0)
    assert s2.sides[B].hp == 0
    loses = one(events(s1, s2, EventKind.LOSES))
    assert (loses.player, loses.reason, loses.hp) == (B, "hp", 0)
    assert s2.phase is Phase.OVER
    assert s2.result is not None and s2.result.winners == [A]


# --- CB-3: Push off the board --------------------------------------------------------------


def cb3_after_choc(b_hand: list[str]) -> tuple[CBState, CBState]:
    s0 = build(SideSpec(cell=(0, 2), hand=["choc"]), SideSpec(cell=(0, 3), hand=b_hand))
    return s0, do(s0, play(A, "choc"))


def test_cb3_choc_pushes_b_off_the_board() -> None:
    s0, s1 = cb3_after_choc(["frappe"])
    check = one(events(s0, s1, EventKind.CHECK))
    assert (check.step, check.ok) == (0, True)  # CORPS_A_CORPS at distance 1
    hurt = one(events(s0, s1, EventKind.HURT))
    assert (hurt.player, hurt.raw, hurt.hp) == (B, 2, 18)
    # v = (0,1): S, the unique direction; (0,4) is off the board.
    assert events(s0, s1, EventKind.MOVED) == []
    off = one(events(s0, s1, EventKind.OFF))
    assert (off.player, off.start, off.direction) == (B, Hex(0, 3), S)
    assert s1.sides[B].cell is None and s1.sides[B].hp == 18
    assert s1.sides[A].cell == Hex(0, 2) and s1.sides[A].history == ["choc"]
    no_loss(s0, s1)
    assert turn_of(s1) == (B, 2, False)


def test_cb3_off_b_cannot_come_back_and_loses() -> None:
    _, s1 = cb3_after_choc(["frappe"])
    s2 = do(s1, basic(B, "déplacement"))
    assert one(events(s1, s2, EventKind.NOTHING)).player == B
    assert events(s1, s2, EventKind.MOVED) == []
    assert s2.sides[B].cell is None
    loses = one(events(s1, s2, EventKind.LOSES))
    assert (loses.player, loses.reason) == (B, "off")
    assert s2.phase is Phase.OVER and s2.result is not None and s2.result.winners == [A]


@pytest.mark.parametrize("card", ["frappe", "projectile", "bouffee_de_chaleur"])
def test_cb3_off_b_distance_conditions_fail(card: str) -> None:
    # CORPS_A_CORPS, DISTANCE 2 and PORTEE 2 are each the card's first step.
    _, s1 = cb3_after_choc([card, "impro"])
    s2 = do(s1, play(B, card))
    check = one(events(s1, s2, EventKind.CHECK))
    assert (check.player, check.step, check.ok) == (B, 0, False)
    assert one(events(s1, s2, EventKind.FINISHED)).failed is True
    assert s2.sides[B].history == [card] and s2.sides[A].hp == 20
    loses = one(events(s1, s2, EventKind.LOSES))
    assert (loses.player, loses.reason) == (B, "off")
    assert s2.result is not None and s2.result.winners == [A]


# --- CB-4: A push tie ----------------------------------------------------------------------


def spec_push_scores(v: Hex) -> dict[int, int]:
    """R20.1's score, written from the spec (not the engine's formula)."""
    deltas = {0: (1, 0), 1: (1, -1), 2: (0, -1), 3: (-1, 0), 4: (-1, 1), 5: (0, 1)}
    return {d: 3 * dq * v.q + (2 * dr + dq) * (2 * v.r + v.q) for d, (dq, dr) in deltas.items()}


def cb4_tie() -> tuple[CBState, CBState]:
    s0 = build(SideSpec(cell=(0, 0), hand=["bouffee_de_chaleur"]), SideSpec(cell=(2, -1)))
    s1 = do(s0, play(A, "bouffee_de_chaleur"))
    check = one(events(s0, s1, EventKind.CHECK))
    assert (check.step, check.ok) == (0, True)  # PORTEE 2 holds at distance 2
    scores = spec_push_scores(Hex(2, -1))
    assert scores[NE] == scores[SE] == 6 == max(scores.values())
    # A tie: the pusher picks between exactly NE and SE; nothing has moved yet.
    assert sorted(o.n for o in options(s1, A)) == [SE, NE]
    assert {o.kind for o in options(s1, A)} == {Kind.PUSH}
    assert s1.sides[B].cell == Hex(2, -1) and s1.sides[B].hp == 20
    return s0, s1


def cb4_pick(direction: int, end: Hex) -> None:
    _, s1 = cb4_tie()
    s2 = do(s1, act(A, Kind.PUSH, n=direction))
    moved = one(events(s1, s2, EventKind.MOVED))
    assert (moved.player, moved.start, moved.end, moved.how, moved.direction) == (
        B, Hex(2, -1), end, "pushed", direction)
    assert s2.sides[B].cell == end and distance(Hex(0, 0), end) == 3
    assert events(s1, s2, EventKind.OFF) == []
    hurt = one(events(s1, s2, EventKind.HURT))
    assert (hurt.raw, hurt.hp) == (2, 18) and s2.sides[B].hp == 18
    assert s2.sides[A].history == ["bouffee_de_chaleur"]
    assert turn_of(s2) == (B, 2, False)


def test_cb4_push_tie_a_picks_ne() -> None:
    cb4_pick(NE, Hex(3, -2))


def test_cb4_push_tie_a_picks_se() -> None:
    cb4_pick(SE, Hex(3, -1))


def test_cb4_push_tie_timeout_takes_ne() -> None:
    # Section 10: on timeout, the first of the tied directions in the order N, NE, SE, ...
    _, s1 = cb4_tie()
    s2 = GAME.timeout(s1, A)
    assert s2.sides[B].cell == Hex(3, -2) and s2.sides[B].hp == 18


# --- CB-5: Charme blocks cards, not interventions ------------------------------------------

CB5_HAND = ["frappe", "impro", "choc", "avancee"]


def cb5_start() -> CBState:
    return build(SideSpec(cell=(0, 0), zone=[Paused("frime", at=1),
                                             Paused("complimenter_musculature", at=2)]),
                 SideSpec(cell=(0, 1), hand=list(CB5_HAND)), active=B)


def test_cb5_charme_blocks_cards_not_interventions() -> None:
    s0 = cb5_start()
    assert totals(s0)[A].charme == 5 and len(s0.sides[B].hand) == 4
    kinds = {o.kind for o in options(s0, B)}
    assert Kind.PLAY not in kinds  # 4 < 5
    assert {Kind.BASIC, Kind.INTERVENE} == kinds
    assert intervene(B, 1) in options(s0, B) and intervene(B, 2) in options(s0, B)
    # B intervenes on Frime: I DEFAUSSER 1, B chooses the card.
    s1 = do(s0, intervene(B, 1))
    assert {o.kind for o in options(s1, B)} == {Kind.DISCARD}
    s2 = do(s1, act(B, Kind.DISCARD, arg="impro"))
    assert s2.sides[B].hand == ["frappe", "choc", "avancee"]
    assert s2.sides[B].discard == ["impro"]
    assert one(events(s1, s2, EventKind.DISCARDED)).n == 1
    finished = one(events(s0, s2, EventKind.FINISHED))
    assert (finished.player, finished.card, finished.failed) == (A, "frime", False)
    assert s2.sides[A].history == ["frime"]
    assert [z.card for z in s2.sides[A].zone] == ["complimenter_musculature"]
    assert totals(s2)[A].charme == 3
    assert turn_of(s2) == (A, 2, False)
    # B's next turn: a hand of 3 >= 3, B may play a card.
    s3 = do(s2, basic(A, "rhétorique"))
    assert turn_of(s3) == (B, 3, False)
    assert {o.arg for o in options(s3, B) if o.kind is Kind.PLAY} == {"frappe", "choc",
                                                                      "avancee"}


def test_cb5_complimenter_gives_b_force_1() -> None:
    s0 = cb5_start()
    assert totals(s0)[B].force == 1
    s1 = do(s0, basic(B, "attaque"))
    hurt = one(events(s0, s1, EventKind.HURT))
    assert (hurt.player, hurt.by, hurt.raw, hurt.hp) == (A, B, 2, 18)
    assert s1.sides[A].hp == 18


# --- CB-6: Reshuffle -----------------------------------------------------------------------


def test_cb6_reshuffle_discard_into_deck() -> None:
    history = ["frappe", "choc", "impro", "absorption", "frappe"]
    s0 = build(SideSpec(cell=(0, -3), hand=["avancee"], deck=[],
                        discard=["vigilance", "bond", "fougue"], history=list(history)))
    s1 = do(s0, basic(A, "passif"))
    a = s1.sides[A]
    draw = one(events(s0, s1, EventKind.DRAW))
    assert (draw.player, draw.n, draw.asked, draw.reshuffled) == (A, 1, 1, 3)
    assert (len(a.deck), len(a.discard), len(a.history), len(a.hand)) == (2, 0, 5, 2)
    assert a.history == history
    assert sorted(a.deck + a.hand) == sorted(["vigilance", "bond", "fougue", "avancee"])
    assert turn_of(s1) == (B, 2, False)


def test_cb6_deck_and_discard_empty_draws_nothing() -> None:
    s0 = build(SideSpec(cell=(0, -3), hand=["avancee"], deck=[], history=["frappe"] * 5))
    s1 = do(s0, basic(A, "passif"))
    a = s1.sides[A]
    draw = one(events(s0, s1, EventKind.DRAW))
    assert (draw.player, draw.n, draw.asked, draw.reshuffled) == (A, 0, 1, 0)
    assert a.hand == ["avancee"] and a.deck == [] and a.discard == [] and len(a.history) == 5
    # The turn is still used.
    assert one(events(s0, s1, EventKind.BASIC)).basic == "passif"
    assert turn_of(s1) == (B, 2, False)


# --- CB-7: Onde de choc, and whose point of view applies -----------------------------------


def cb7_paused() -> tuple[CBState, CBState]:
    s0 = build(SideSpec(cell=(0, -3), hand=["onde_de_choc"]), SideSpec(cell=(0, 2)))
    s1 = do(s0, play(A, "onde_de_choc"))
    paused = one(events(s0, s1, EventKind.PAUSED))
    assert (paused.player, paused.card, paused.step) == (A, "onde_de_choc", 0)
    assert [(z.card, z.at, z.paused) for z in s1.sides[A].zone] == [("onde_de_choc", 0, True)]
    assert events(s0, s1, EventKind.HURT) == [] and events(s0, s1, EventKind.PASS) == []
    assert s1.sides[B].hp == 20 and s1.sides[B].cell == Hex(0, 2)
    assert turn_of(s1) == (B, 2, False)
    return s0, s1


def test_cb7_onde_de_choc_pauses_at_once() -> None:
    cb7_paused()


def test_cb7_if_b_intervenes_the_rest_resolves_for_a() -> None:
    _, s1 = cb7_paused()
    s2 = do(s1, intervene(B, 1))
    passed = one(events(s1, s2, EventKind.PASS))
    assert (passed.player, passed.n, passed.skip) == (B, 1, 0)
    hurt = one(events(s1, s2, EventKind.HURT))
    assert (hurt.player, hurt.by, hurt.raw, hurt.hp) == (B, A, 5, 15)
    moved = one(events(s1, s2, EventKind.MOVED))
    assert (moved.player, moved.start, moved.end, moved.direction) == (B, Hex(0, 2), Hex(0, 3), S)
    assert one(events(s1, s2, EventKind.OFF)).player == B
    assert s2.sides[B].cell is None and s2.sides[A].history == ["onde_de_choc"]
    # Off the board at the end of B's own turn: B loses at once.
    assert one(events(s1, s2, EventKind.LOSES)).player == B
    assert s2.result is not None and s2.result.winners == [A]


def test_cb7_a_intervenes_and_b_loses() -> None:
    _, s1 = cb7_paused()
    s2 = do(s1, basic(B, "passif"))  # B does not intervene
    assert turn_of(s2) == (A, 3, False)
    s3 = do(s2, intervene(A, 1))
    intervened = one(events(s2, s3, EventKind.INTERVENED))
    assert (intervened.player, intervened.owner, intervened.step) == (A, A, 0)
    passed = one(events(s2, s3, EventKind.PASS))
    assert (passed.player, passed.n, passed.skip) == (A, 1, 0)
    assert s3.sides[A].skip == 0  # PASSER 1 adds no skip
    hurt = one(events(s2, s3, EventKind.HURT))
    assert (hurt.player, hurt.raw, hurt.hp) == (B, 5, 15)
    moved = one(events(s2, s3, EventKind.MOVED))
    assert (moved.start, moved.end, moved.direction) == (Hex(0, 2), Hex(0, 3), S)
    off = one(events(s2, s3, EventKind.OFF))
    assert (off.player, off.start, off.direction) == (B, Hex(0, 3), S)
    assert s3.sides[B].cell is None and s3.sides[B].hp == 15
    assert s3.sides[A].history == ["onde_de_choc"] and s3.sides[A].zone == []
    no_loss(s2, s3)
    assert turn_of(s3) == (B, 4, False)
    s4 = do(s3, basic(B, "rhétorique"))
    loses = one(events(s3, s4, EventKind.LOSES))
    assert (loses.player, loses.reason) == (B, "off")
    assert s4.result is not None and s4.result.winners == [A]


# --- CB-8: Defausser as a condition with too few cards -------------------------------------


def test_cb8_gel_temporel_too_few_cards_fails() -> None:
    s0 = build(SideSpec(cell=(0, -3), hand=["gel_temporel", "impro"]))
    s1 = do(s0, play(A, "gel_temporel"))
    a = s1.sides[A]
    # The hand after playing is [impro]: it is discarded and the condition fails.
    assert one(events(s0, s1, EventKind.DISCARDED)).n == 1
    assert a.discard == ["impro"] and a.hand == []
    check = one(events(s0, s1, EventKind.CHECK))
    assert (check.player, check.step, check.ok) == (A, 0, False)
    finished = one(events(s0, s1, EventKind.FINISHED))
    assert (finished.card, finished.failed) == ("gel_temporel", True)
    assert a.history == ["gel_temporel"] and a.zone == []
    # Nothing else: no draw, no REJOUER.
    assert events(s0, s1, EventKind.DRAW) == [] and events(s0, s1, EventKind.EXTRA) == []
    assert a.extra == 0 and len(a.deck) == 10
    assert turn_of(s1) == (B, 2, False)
