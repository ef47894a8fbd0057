"""KarateKarte rule-by-rule tests (spec R1-R22, D1-D19, section 8 and section 10).

Every test drives the engine only through ``GAME.pending`` / ``GAME.apply`` (plus ``GAME.view`` and
``GAME.outcome`` for reading), from positions made by ``builder.build``.

Coverage map (rule -> tests; ``S<n>`` is ``test_scenarios.test_kk_s<n>_*``):

======  =====================================================================================
Rule    Tests
======  =====================================================================================
R1      test_r1_card_identity_and_counts
R2      test_r2_lane_grammar_on_reveal, test_r2_lane_grammar_from_hand,
        test_r2_lanes_never_complete_between_turns; S3, S12
R3      test_r3_branch_draw_always_reveal_only_with_energy
R4      test_r4_one_action_on_one_lane_at_least_one_card
R5      test_r5_pioche_bonus_exchange, test_r5_exchange_only_before_the_draw; S7, S8
R6      test_r6_glissade_clears_visible_keeps_energy_ends_turn; S7, S8
R7      test_r7_draw_takes_the_top_card_of_own_deck
R8      test_r8_a1_starts_with_exactly_one_card
R9      test_r9_a2_continues_with_exactly_one_card
R10     test_r10_two_non_completing_cards_illegal; S13
R11     test_r11_a3_impact_last_then_at_most_one_coup_plus_one; S4, S11a, S12a-b
R12     test_r12_charge_any_cards_top_first_on_top_of_pile; S8, S11c
R13     test_r13_parade_extended_lane_energy_untouched; S5, S6, S16
R14     test_r14_refill_then_other_player, test_r14_refill_after_glissade_can_end_game; S14, S15
R15     test_r15_flip_match_goes_face_up_miss_is_discarded; S1, S10
R16     test_r16_coup_plus_one_stops_reveal, test_r16_after_impact_only_coup_plus_one; S3, S9
R17     test_r17_stop_after_impact_scores_stop_before_keeps_visible; S16
R18     test_r18_scoring_zones_lane_empty_energy_kept; S2, S3
R19     test_r19_energy_coup_plus_one_never_follows_hand_impact; S11d
R20     test_r20_no_recycling
R21     test_r21_final_scoring_points_tiebreak_draw; S14
R22     test_r22_view_hides_hands_energy_and_draws, test_r22_decision_channels
D1      test_d1_one_energy_pile_per_lane
D2      test_d2_match_needs_stage_and_strike
D3      test_d3_any_card_face_down_in_chosen_order
D4      test_d4_coup_plus_one_only_in_the_impact_placement
D5      test_d5_a1_a2_one_card_every_action_one_lane
D6      test_d6_parade_names_its_strike; S6b
D7      test_d7_exchange_one_at_a_time_not_with_empty_bonus_pile
D8      test_d8_glissade_without_strike_in_progress_turn_goes_on; S7, S8
D9      test_d9_draw_exactly_one_card
D10     test_d10_first_flip_mandatory_empty_pile_stops; S16
D11     test_d11_reveal_no_draw_no_refill_no_end_check
D12     test_d12_short_refill_ends_game_at_once; S14
D13     test_d13_discards_public_never_reshuffled
D14     test_d14_owner_sees_energy_order
D15     test_d15_exchanged_bonus_private_glissade_public
D16     test_d16_first_player_random_or_agreed
D17     test_d17_scored_lane_empty_restartable_energy_stays
D18     test_d18_scoring_is_immediate
D19     test_d19_pioche_bonus_from_energy_draws_nothing; S18
sec. 10 test_s10_default_* (one per phase), test_s10_defaults_alone_finish_a_game
======  =====================================================================================
"""

from __future__ import annotations

import random
import sys

import pytest

from rules.core import IllegalAction
from rules.karatekarte import GAME, Kind, KKState, Options, Phase
from rules.karatekarte.content import ALL_IDS, BONUS_IDS, STRIKES, Code, Strike, card
from tests.rules.common import check_coverage_map

from .builder import (
    BLUE,
    ORANGE,
    PLAYERS,
    SideSpec,
    act,
    added,
    assert_conserved,
    assert_illegal,
    build,
    decision,
    lane,
    offered,
    offered_cards,
    place,
    play,
    step,
)

RULE_IDS = [f"R{n}" for n in range(1, 23)] + [f"D{n}" for n in range(1, 20)]


def _types(ids):
    return {(card(c).code, card(c).strike) for c in ids}


def _kind(cid: str) -> tuple[Code, Strike | None]:
    return (card(cid).code, card(cid).strike)


def _end_turn_quietly(s: KKState, lane_name: str = "RF") -> KKState:
    """The active player draws and charges the drawn card (a turn that changes little)."""
    s = step(s, Kind.DRAW)
    s = step(s, Kind.CHARGE, lane_name)
    s = step(s, Kind.PLACE, lane_name, decision(s).options[0].card)
    return step(s, Kind.DONE, lane_name)


# ============================================================================= coverage map


def test_coverage_map_lists_every_rule_and_decision() -> None:
    """The module docstring maps every R1-R22 and D1-D19 to tests that exist."""
    check_coverage_map(sys.modules[__name__].__doc__ or "", RULE_IDS,
                       (name for name in globals() if name.startswith("test_")))


# ============================================================================= R1-R22


def test_r1_card_identity_and_counts() -> None:
    """R1: AM, AL, IM and PA belong to exactly one strike; PB and Bonus cards to none.

    Also section 6: 36 action cards per colour (AM 8, AL 8, IM 12, PA 4, PB 4), 8 Bonus cards
    (CP1 3, CR 3, CE 1, GL 1), 80 unique ids.
    """
    assert len(ALL_IDS) == len(set(ALL_IDS)) == 80
    for cid in ALL_IDS:
        c = card(cid)
        if c.code in (Code.AM, Code.AL, Code.IM, Code.PA):
            assert c.strike in STRIKES, cid
        else:
            assert c.strike is None, cid
    for colour in "BO":
        mine = [c for c in ALL_IDS if c.startswith(colour + "-")]
        counts = {code: sum(card(c).code is code for c in mine) for code in Code}
        assert len(mine) == 36
        assert counts[Code.AM] == 8 and counts[Code.AL] == 8 and counts[Code.IM] == 12
        assert counts[Code.PA] == 4 and counts[Code.PB] == 4
        for s in STRIKES:
            assert sum(card(c).strike is s for c in mine) == 8
    bonus = [card(c).code for c in BONUS_IDS]
    assert len(bonus) == 8
    assert bonus.count(Code.CP1) == 3 and bonus.count(Code.CR) == 3
    assert bonus.count(Code.CE) == 1 and bonus.count(Code.GL) == 1
    assert "B-RP-IM-2" in ALL_IDS and "O-PB-3" in ALL_IDS and "B-LP-PA" in ALL_IDS


# R2 table: lane LF, visible row -> (name, accepted card types).
LF_STATES = {
    "EMPTY": ([], {"B-LF-AM-2", "X-CR-3", "X-CE"}),
    "STARTED(AM)": (["B-LF-AM-1"], {"B-LF-AL-2", "X-CR-3"}),
    "STARTED(CR)": (["X-CR-1"], {"B-LF-AL-2", "X-CR-3"}),
    "EXTENDED(AM,AL)": (["B-LF-AM-1", "B-LF-AL-1"], {"B-LF-IM-1"}),
    "EXTENDED(CE)": (["X-CE"], {"B-LF-IM-1"}),
    "EXTENDED(CR,CR)": (["X-CR-1", "X-CR-2"], {"B-LF-IM-1"}),
    "EXTENDED(AM,CR)": (["B-LF-AM-1", "X-CR-1"], {"B-LF-IM-1"}),
}
CANDIDATES = ["B-LF-AM-2", "B-LF-AL-2", "B-LF-IM-1", "B-LP-AM-1", "B-LP-AL-1", "B-LP-IM-1",
              "B-RF-IM-1", "X-CR-3", "X-CE", "X-CP1-1", "B-LF-PA", "B-PB-1"]


@pytest.mark.parametrize("state_name", sorted(LF_STATES))
def test_r2_lane_grammar_on_reveal(state_name: str) -> None:
    """R2 (normative): the lane grammar decides whether a flipped Energy card matches.

    EMPTY accepts AM[S], CR, CE; STARTED accepts AL[S], CR; EXTENDED accepts IM[S]. Wrong stage
    or wrong strike never matches [D2]; CP1 matches only right after an Impact.
    """
    visible, accepted = LF_STATES[state_name]
    for cand in CANDIDATES:
        if cand in visible:
            continue
        s = build(blue=SideSpec(lanes={"LF": (visible, [cand, "B-RP-AM-1"])}))
        discard = list(s.sides[BLUE].discard)
        s = step(s, Kind.REVEAL, "LF")
        vis, energy = lane(s, BLUE, "LF")
        if cand in accepted:
            assert vis == [*visible, cand], (state_name, cand)
            assert energy == ["B-RP-AM-1"]
            assert s.active == BLUE and s.turn.phase is Phase.REVEAL
        else:
            assert vis == visible, (state_name, cand)
            assert added(discard, s.sides[BLUE].discard) == [cand], (state_name, cand)
            assert s.active == ORANGE


@pytest.mark.parametrize("state_name", sorted(LF_STATES))
def test_r2_lane_grammar_from_hand(state_name: str) -> None:
    """R2 (normative): the same grammar decides which hand card may open a face-up placement."""
    visible, accepted = LF_STATES[state_name]
    for cand in CANDIDATES:
        if cand in visible:
            continue
        s = build(blue=SideSpec(hand=[cand], lanes={"LF": (visible, [])},
                                deck_top=["B-RP-AM-1"],
                                fill_avoid=("-PB-", "-PA", "-LF-")))
        s = step(s, Kind.DRAW)
        # No other card in hand fits LF, so the lane is offered face up exactly when the
        # candidate fits it.
        face_up = act(s, Kind.FACE_UP, "LF")
        if cand not in accepted:
            assert_illegal(s, face_up)
            continue
        s = step(s, Kind.FACE_UP, "LF")
        assert _kind(cand) in _types(offered_cards(s)), (state_name, cand)


def test_r2_lanes_never_complete_between_turns() -> None:
    """R2: between turns a lane is EMPTY, STARTED or EXTENDED (complete lanes score at once).

    Random legal playouts; at every turn start each lane's visible row is a valid non-complete
    prefix of the grammar, and the 80 cards are conserved.
    """
    for seed in range(15):
        rnd = random.Random(seed)
        s = GAME.setup(PLAYERS, seed)
        for _ in range(5000):
            if not GAME.pending(s):
                break
            if s.turn.phase is Phase.BRANCH:
                for side in s.sides.values():
                    for strike in STRIKES:
                        vis = side.lanes[strike].visible
                        codes = [card(c).code for c in vis]
                        assert codes in ([], [Code.AM], [Code.CR], [Code.AM, Code.AL],
                                         [Code.AM, Code.CR], [Code.CR, Code.AL],
                                         [Code.CR, Code.CR], [Code.CE]), vis
                        assert all(card(c).strike in (None, strike) for c in vis), vis
            s = GAME.apply(s, rnd.choice(decision(s).options))
            assert_conserved(s)
        assert not GAME.pending(s), f"seed {seed} did not finish"


def test_r3_branch_draw_always_reveal_only_with_energy() -> None:
    """R3: each turn P chooses DRAW or REVEAL; REVEAL needs a non-empty own Energy pile."""
    s = build(blue=SideSpec(lanes={"LF": (["B-LF-AM-1"], [])}),
              orange=SideSpec(lanes={"LP": ([], ["O-LP-AM-1"])}))
    d = decision(s)
    assert d.kind == "branch" and d.player == BLUE
    assert [o.kind for o in d.options] == [Kind.DRAW]
    assert_illegal(s, act(s, Kind.REVEAL, "LF"))
    assert_illegal(s, act(s, Kind.REVEAL, "LP"))

    s = build(blue=SideSpec(lanes={"LP": ([], ["B-LP-AM-1"]), "RF": ([], ["B-RF-AL-1"])}))
    d = decision(s)
    assert act(s, Kind.DRAW) in d.options
    assert {o.lane for o in d.options if o.kind is Kind.REVEAL} == {Strike.LP, Strike.RF}
    assert_illegal(s, act(s, Kind.REVEAL, "LF"))
    # Only the active player decides; the opponent takes no decision during P's turn.
    assert GAME.pending(s)[0].player == BLUE
    assert_illegal(s, act(s, Kind.DRAW, player=ORANGE))


def test_r4_one_action_on_one_lane_at_least_one_card() -> None:
    """R4: in DRAW exactly one action A1-A5 is performed; it places at least one card; a
    face-up placement touches exactly one own lane [D5]."""
    s = build(blue=SideSpec(hand=["B-LF-AM-1", "B-LP-AM-1", "B-RP-PA"]),
              orange=SideSpec(lanes={"RP": (["O-RP-AM-1"], [])}))
    s = step(s, Kind.DRAW)
    d = decision(s)
    assert d.kind == "action"
    assert {o.kind for o in d.options} == {Kind.FACE_UP, Kind.CHARGE, Kind.PARRY}
    assert_illegal(s, act(s, Kind.DRAW))
    # Face up: nothing committed yet, so no Done; every offered card is for the chosen lane.
    t = step(s, Kind.FACE_UP, "LF")
    assert not offered(t, act(t, Kind.DONE, "LF"))
    assert all(o.lane == Strike.LF for o in decision(t).options)
    assert_illegal(t, act(t, Kind.PLACE, "LP", "B-LP-AM-1"))
    t = place(t, "B-LF-AM")
    t = step(t, Kind.DONE, "LF")
    assert t.active == ORANGE  # exactly one action, then the turn is over
    assert lane(t, BLUE, "LP") == ([], [])
    # Charge: Done needs at least one card.
    t = step(s, Kind.CHARGE, "RF")
    assert not offered(t, act(t, Kind.DONE, "RF"))
    assert_illegal(t, act(t, Kind.DONE, "RF"))
    # Cancel returns to the action choice without using the action.
    t = step(t, Kind.CANCEL, "RF")
    assert t.turn.phase is Phase.ACTION and t.active == BLUE
    assert t.sides[BLUE].hand == s.sides[BLUE].hand


def test_r5_pioche_bonus_exchange() -> None:
    """R5: discard a PB to the own discard, draw the top Bonus card into hand; repeatable one at
    a time; the Bonus card may be played this turn or kept."""
    s = build(blue=SideSpec(hand=["B-PB-1", "B-PB-2"], fill_avoid=("-PB-", "-PA", "-RP-")),
              bonus_top=["X-CE", "X-CR-1"])
    discard, bonus = list(s.sides[BLUE].discard), list(s.bonus)
    s = step(s, Kind.EXCHANGE)
    b = s.sides[BLUE]
    assert added(discard, b.discard) == ["B-PB-1"]
    assert "X-CE" in b.hand and len(b.hand) == 5
    assert s.bonus == bonus[1:]
    assert decision(s).kind == "exchange"
    s = step(s, Kind.EXCHANGE)
    b = s.sides[BLUE]
    assert sorted(added(discard, b.discard)) == ["B-PB-1", "B-PB-2"]
    assert {"X-CE", "X-CR-1"} <= set(b.hand) and len(b.hand) == 5
    assert s.bonus == bonus[2:]
    # No PB left: only the draw remains.
    assert [o.kind for o in decision(s).options] == [Kind.DRAW]
    s = step(s, Kind.DRAW)
    # Played this turn: the Coup éclair starts RP (A1); the Coup rapide is kept.
    s = step(s, Kind.FACE_UP, "RP")
    s = place(s, "X-CE")
    s = step(s, Kind.DONE, "RP")
    assert lane(s, BLUE, "RP") == (["X-CE"], [])
    assert "X-CR-1" in s.sides[BLUE].hand
    assert s.active == ORANGE


def test_r5_exchange_only_before_the_draw() -> None:
    """R5: the exchange happens only in DRAW, before the draw (not after it, not in REVEAL)."""
    s = build(blue=SideSpec(hand=["B-PB-1"], lanes={"LF": ([], ["B-LF-AM-1"])}))
    assert offered(s, act(s, Kind.EXCHANGE))
    t = step(s, Kind.DRAW)
    assert_illegal(t, act(t, Kind.EXCHANGE))
    t = step(s, Kind.REVEAL, "LF")
    assert_illegal(t, act(t, Kind.EXCHANGE))
    # After an exchange the REVEAL branch is gone (the exchange is part of DRAW).
    t = step(s, Kind.EXCHANGE)
    assert_illegal(t, act(t, Kind.REVEAL, "LF"))


def test_r6_glissade_clears_visible_keeps_energy_ends_turn() -> None:
    """R6: a drawn Glissade is discarded at once, never enters the hand; with a strike in
    progress P chooses a STARTED/EXTENDED lane, its visible cards are discarded, its Energy pile
    is untouched, and P's turn ends at once (no draw, no action) with the refill [D8]."""
    s = build(blue=SideSpec(hand=["B-PB-1"],
                            lanes={"RP": (["B-RP-AM-1", "B-RP-AL-1"], ["B-RP-IM-1"]),
                                   "LP": ([], ["B-LP-AM-1"])}),
              bonus_top=["X-GL"])
    discard, deck = list(s.sides[BLUE].discard), list(s.sides[BLUE].deck)
    s = step(s, Kind.EXCHANGE)
    d = decision(s)
    assert d.kind == "glissade"
    assert [o.lane for o in d.options] == [Strike.RP]  # LP has Energy only: not in progress
    assert "X-GL" not in s.sides[BLUE].hand
    assert_illegal(s, act(s, Kind.DRAW))
    assert_illegal(s, act(s, Kind.GLISSADE, "LP"))
    s = step(s, Kind.GLISSADE, "RP")
    b = s.sides[BLUE]
    assert added(discard, b.discard) == ["B-PB-1", "X-GL", "B-RP-AM-1", "B-RP-AL-1"]
    assert lane(s, BLUE, "RP") == ([], ["B-RP-IM-1"])
    assert lane(s, BLUE, "LP") == ([], ["B-LP-AM-1"])
    assert b.deck == deck[1:] and len(b.hand) == 5
    assert "X-GL" not in b.hand
    assert s.active == ORANGE


def test_r7_draw_takes_the_top_card_of_own_deck() -> None:
    """R7: P takes exactly 1 card from their own deck; the hand goes from 5 to 6."""
    s = build(blue=SideSpec(deck_top=["B-RF-IM-2"]))
    deck, o_deck = list(s.sides[BLUE].deck), list(s.sides[ORANGE].deck)
    s = step(s, Kind.DRAW)
    assert s.sides[BLUE].deck == deck[1:]
    assert "B-RF-IM-2" in s.sides[BLUE].hand and len(s.sides[BLUE].hand) == 6
    assert s.sides[ORANGE].deck == o_deck
    assert s.turn.phase is Phase.ACTION


def test_r8_a1_starts_with_exactly_one_card() -> None:
    """R8: A1 places exactly one card face up on an EMPTY own lane: AM[S], CR or CE."""
    s = build(blue=SideSpec(hand=["B-LF-AM-1", "B-LP-AM-1", "B-LF-AL-1", "X-CR-1", "X-CE"],
                            deck_top=["B-RP-AM-1"]))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "LF")
    assert _types(offered_cards(s)) == _types(["B-LF-AM-1", "X-CR-1", "X-CE"])
    assert_illegal(s, act(s, Kind.PLACE, "LF", "B-LP-AM-1"))
    assert_illegal(s, act(s, Kind.PLACE, "LF", "B-LF-AL-1"))
    for first in ("B-LF-AM-1", "X-CR-1", "X-CE"):
        t = step(s, Kind.PLACE, "LF", first)
        # No LF Impact in hand: nothing may follow, so the action is exactly one card.
        assert offered_cards(t) == []
        t = step(t, Kind.DONE, "LF")
        assert lane(t, BLUE, "LF") == ([first], [])
        assert t.active == ORANGE


def test_r9_a2_continues_with_exactly_one_card() -> None:
    """R9: A2 places exactly one card face up on a STARTED own lane: AL[S] or CR."""
    s = build(blue=SideSpec(hand=["B-LF-AL-1", "B-LF-AM-2", "B-LP-AL-1", "X-CR-1", "X-CE"],
                            lanes={"LF": (["B-LF-AM-1"], [])}, deck_top=["B-RP-AM-1"]))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "LF")
    assert _types(offered_cards(s)) == _types(["B-LF-AL-1", "X-CR-1"])
    for bad in ("B-LF-AM-2", "B-LP-AL-1", "X-CE"):
        assert_illegal(s, act(s, Kind.PLACE, "LF", bad))
    for second in ("B-LF-AL-1", "X-CR-1"):
        t = step(s, Kind.PLACE, "LF", second)
        assert offered_cards(t) == []
        t = step(t, Kind.DONE, "LF")
        assert lane(t, BLUE, "LF") == (["B-LF-AM-1", second], [])
        assert t.active == ORANGE


def test_r10_two_non_completing_cards_illegal() -> None:
    """R10: 2+ face-up cards in one action without ending on an Impact are illegal."""
    s = build(blue=SideSpec(hand=["X-CR-1", "X-CR-2", "B-RF-AM-1", "B-RF-AL-1"],
                            deck_top=["B-LP-AM-1"], fill_avoid=("-PB-", "-PA", "-RF-")))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "RF")
    for first, second in (("X-CR-1", "X-CR-2"), ("B-RF-AM-1", "B-RF-AL-1"),
                          ("B-RF-AM-1", "X-CR-1"), ("X-CR-1", "B-RF-AL-1")):
        t = step(s, Kind.PLACE, "RF", first)
        assert_illegal(t, act(t, Kind.PLACE, "RF", second))
    # With the Impact in hand the same second card is fine, and Done waits for the Impact.
    s = build(blue=SideSpec(hand=["X-CR-1", "X-CR-2", "B-RF-IM-1"],
                            deck_top=["B-LP-AM-1"], fill_avoid=("-PB-", "-PA", "-RF-")))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "RF")
    s = step(s, Kind.PLACE, "RF", "X-CR-1")
    s = step(s, Kind.PLACE, "RF", "X-CR-2")
    assert_illegal(s, act(s, Kind.DONE, "RF"))
    assert offered_cards(s) == ["B-RF-IM-1"]


def test_r11_a3_impact_last_then_at_most_one_coup_plus_one() -> None:
    """R11: A3 ends on an Impact, optionally followed by ONE CP1 from hand; it scores at once."""
    s = build(blue=SideSpec(hand=["B-LP-IM-1", "X-CP1-1", "X-CP1-2"],
                            lanes={"LP": (["B-LP-AM-1", "B-LP-AL-1"], [])}))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "LP")
    assert offered_cards(s) == ["B-LP-IM-1"]  # the Coup +1 cannot come before the Impact
    s = place(s, "B-LP-IM")
    assert offered_cards(s) == ["X-CP1-1"]
    # Done without the Coup +1 is possible too (checked on a branch) and scores 1.
    t = step(s, Kind.DONE, "LP")
    assert t.sides[BLUE].points == ["B-LP-IM-1"]
    s = place(s, "X-CP1")
    b = s.sides[BLUE]
    assert sorted(b.points) == ["B-LP-IM-1", "X-CP1-1"]  # one CP1 only: the second stays
    assert "X-CP1-2" in b.hand
    assert s.active == ORANGE


def test_r12_charge_any_cards_top_first_on_top_of_pile() -> None:
    """R12: A4 places one or more hand cards face down on one own Energy pile; the first chosen
    is the top; new cards go on top of those already there; any card is allowed [D3]."""
    s = build(blue=SideSpec(hand=["B-LF-AM-1", "B-RP-PA", "B-PB-1", "X-CR-1"],
                            lanes={"LP": ([], ["B-LP-IM-1"])}, deck_top=["B-RF-AL-1"]))
    deck = list(s.sides[BLUE].deck)
    s = step(s, Kind.DRAW)
    s = step(s, Kind.CHARGE, "LP")
    for cid in ("X-CR-1", "B-RP-PA", "B-LF-AM-1", "B-PB-1"):
        s = step(s, Kind.PLACE, "LP", cid)
    assert lane(s, BLUE, "LP") == ([], ["B-LP-IM-1"])  # nothing moves before Done
    s = step(s, Kind.DONE, "LP")
    assert lane(s, BLUE, "LP") == ([], ["X-CR-1", "B-RP-PA", "B-LF-AM-1", "B-PB-1",
                                        "B-LP-IM-1"])
    b = s.sides[BLUE]
    assert len(b.hand) == 5 and b.deck == deck[4:]  # 6 - 4 = 2, refill 3
    assert s.active == ORANGE


def test_r13_parade_extended_lane_energy_untouched() -> None:
    """R13: PA[S] is legal only against the opponent's STARTED/EXTENDED lane S; the opponent's
    visible cards go to THEIR discard, the Parade to P's discard; their Energy is untouched."""
    s = build(blue=SideSpec(hand=["B-RF-PA", "B-LF-PA"]),
              orange=SideSpec(lanes={"RF": (["O-RF-AM-1", "O-RF-AL-1"], ["O-RF-IM-1"]),
                                     "LF": ([], ["O-LF-AM-1"])}))
    o_discard, b_discard = list(s.sides[ORANGE].discard), list(s.sides[BLUE].discard)
    s = step(s, Kind.DRAW)
    assert [(o.lane, o.card) for o in decision(s).options if o.kind is Kind.PARRY] == [
        (Strike.RF, "B-RF-PA")]
    assert_illegal(s, act(s, Kind.PARRY, "LF", "B-LF-PA"))
    s = step(s, Kind.PARRY, "RF", "B-RF-PA")
    assert added(o_discard, s.sides[ORANGE].discard) == ["O-RF-AM-1", "O-RF-AL-1"]
    assert added(b_discard, s.sides[BLUE].discard) == ["B-RF-PA"]
    assert lane(s, ORANGE, "RF") == ([], ["O-RF-IM-1"])
    assert lane(s, ORANGE, "LF") == ([], ["O-LF-AM-1"])
    assert s.sides[ORANGE].points == []


def test_r14_refill_then_other_player() -> None:
    """R14: after a DRAW turn, need = 5 - |hand| cards are drawn; if the deck still has cards,
    the other player takes their turn."""
    s = build(blue=SideSpec(hand=["B-LF-AM-1", "B-LF-AL-1", "B-LF-IM-1"],
                            deck_top=["B-RP-AM-1", "B-RP-AM-2", "B-RP-AL-1", "B-RP-AL-2"],
                            fill_avoid=("-PB-", "-PA", "-LF-")))
    deck = list(s.sides[BLUE].deck)
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "LF")
    for cid in ("B-LF-AM", "B-LF-AL", "B-LF-IM"):
        s = place(s, cid)
    b = s.sides[BLUE]
    assert len(b.hand) == 5  # 6 - 3 = 3, need 2
    assert {"B-RP-AM-2", "B-RP-AL-1"} <= set(b.hand)
    assert b.deck == deck[3:]
    assert s.active == ORANGE and GAME.outcome(s) is None


def test_r14_refill_after_glissade_can_end_game() -> None:
    """R14: the refill and end check also run after a turn cut short by a Glissade."""
    s = build(blue=SideSpec(hand=["B-PB-1"], lanes={"LF": (["B-LF-AM-1"], [])}, deck_size=1),
              bonus_top=["X-GL"])
    s = step(s, Kind.EXCHANGE)
    s = step(s, Kind.GLISSADE, "LF")
    assert s.sides[BLUE].deck == [] and len(s.sides[BLUE].hand) == 5
    assert GAME.pending(s) == [] and GAME.outcome(s) is not None


def test_r15_flip_match_goes_face_up_miss_is_discarded() -> None:
    """R15: the flipped top card goes face up in lane S if it matches; otherwise it goes to P's
    discard, the reveal stops and the turn ends."""
    s = build(blue=SideSpec(lanes={"RP": ([], ["X-CR-2", "B-RP-IM-1", "B-RP-AL-1"])}))
    discard = list(s.sides[BLUE].discard)
    s = step(s, Kind.REVEAL, "RP")
    assert lane(s, BLUE, "RP") == (["X-CR-2"], ["B-RP-IM-1", "B-RP-AL-1"])
    s = step(s, Kind.CONTINUE, "RP")  # an Impact on a STARTED lane: wrong stage
    assert lane(s, BLUE, "RP") == (["X-CR-2"], ["B-RP-AL-1"])
    assert added(discard, s.sides[BLUE].discard) == ["B-RP-IM-1"]
    assert s.active == ORANGE and s.turn.phase is Phase.BRANCH
    assert s.sides[BLUE].points == []


def test_r16_coup_plus_one_stops_reveal() -> None:
    """R16: after an Impact P may flip one more card, a CP1 matches, then the reveal stops even
    if cards are left."""
    s = build(blue=SideSpec(lanes={"LF": (["X-CE"], ["B-LF-IM-1", "X-CP1-3", "B-LF-AM-1"])}))
    s = step(s, Kind.REVEAL, "LF")
    s = step(s, Kind.CONTINUE, "LF")
    assert sorted(s.sides[BLUE].points) == ["B-LF-IM-1", "X-CP1-3"]
    assert lane(s, BLUE, "LF") == ([], ["B-LF-AM-1"])
    assert s.active == ORANGE


def test_r16_after_impact_only_coup_plus_one() -> None:
    """R16: once an Impact is placed, the next flip matches only if it is a CP1 (another Impact
    or an Amorce of the same strike is discarded), and the strike still scores."""
    for extra in ("B-LF-IM-2", "B-LF-AM-1", "X-CR-1", "X-CE"):
        s = build(blue=SideSpec(lanes={"LF": (["B-LF-AM-2", "B-LF-AL-1"],
                                              ["B-LF-IM-1", extra, "B-RP-AM-1"])}))
        discard = list(s.sides[BLUE].discard)
        s = step(s, Kind.REVEAL, "LF")
        s = step(s, Kind.CONTINUE, "LF")
        assert s.sides[BLUE].points == ["B-LF-IM-1"], extra
        assert extra in added(discard, s.sides[BLUE].discard)
        assert lane(s, BLUE, "LF") == ([], ["B-RP-AM-1"])
        assert s.active == ORANGE


def test_r17_stop_after_impact_scores_stop_before_keeps_visible() -> None:
    """R17: when the reveal stops for any reason a COMPLETE lane scores; cards left on a
    STARTED/EXTENDED lane stay visible (and can be parried later)."""
    s = build(blue=SideSpec(lanes={"RF": (["B-RF-AM-1", "B-RF-AL-1"],
                                          ["B-RF-IM-1", "X-CP1-1"])}))
    s = step(s, Kind.REVEAL, "RF")
    s = step(s, Kind.STOP, "RF")
    assert s.sides[BLUE].points == ["B-RF-IM-1"]
    assert lane(s, BLUE, "RF") == ([], ["X-CP1-1"])

    s = build(blue=SideSpec(lanes={"RF": (["B-RF-AM-1"], ["B-RF-AL-1", "B-RF-IM-1"])}),
              orange=SideSpec(hand=["O-RF-PA"]))
    s = step(s, Kind.REVEAL, "RF")
    s = step(s, Kind.STOP, "RF")
    assert lane(s, BLUE, "RF") == (["B-RF-AM-1", "B-RF-AL-1"], ["B-RF-IM-1"])
    assert s.sides[BLUE].points == []
    s = step(s, Kind.DRAW)
    assert offered(s, act(s, Kind.PARRY, "RF", "O-RF-PA"))


def test_r18_scoring_zones_lane_empty_energy_kept() -> None:
    """R18: 1 point (2 with CP1); IM and CP1 to Points; AM, AL, CR, CE to P's discard; the lane
    becomes EMPTY and its Energy pile is unchanged [D17]."""
    s = build(blue=SideSpec(hand=["B-LF-IM-2"], lanes={"LF": (["X-CR-1", "B-LF-AL-1"],
                                                              ["B-LF-AM-1", "B-PB-1"])}))
    discard = list(s.sides[BLUE].discard)
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "LF")
    s = place(s, "B-LF-IM")
    b = s.sides[BLUE]
    assert b.points == ["B-LF-IM-2"]
    assert sorted(added(discard, b.discard)) == ["B-LF-AL-1", "X-CR-1"]
    assert lane(s, BLUE, "LF") == ([], ["B-LF-AM-1", "B-PB-1"])
    assert GAME.view(s, ORANGE).sides[0].score == 1


def test_r19_energy_coup_plus_one_never_follows_hand_impact() -> None:
    """R19: a CP1 must come the same way as its Impact. A hand Impact scores at once, so a CP1
    later flipped from that lane's Energy lands on an EMPTY lane and is lost."""
    s = build(blue=SideSpec(hand=["B-LF-IM-1"],
                            lanes={"LF": (["B-LF-AM-1", "B-LF-AL-1"], ["X-CP1-1"])}))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "LF")
    s = place(s, "B-LF-IM")  # auto-commits: no CP1 in hand
    assert s.sides[BLUE].points == ["B-LF-IM-1"]
    s = _end_turn_quietly(s)  # Orange
    discard = list(s.sides[BLUE].discard)
    s = step(s, Kind.REVEAL, "LF")
    assert added(discard, s.sides[BLUE].discard) == ["X-CP1-1"]
    assert s.sides[BLUE].points == ["B-LF-IM-1"]


def test_r20_no_recycling() -> None:
    """R20: decks and discards are never reshuffled and the Bonus pile is never refilled: along
    random playouts decks and the Bonus pile only lose cards from the top, discards and Points
    only grow at the end, and the game ends when a deck runs out."""
    for seed in range(10):
        rnd = random.Random(1000 + seed)
        s = GAME.setup(PLAYERS, seed)
        while GAME.pending(s):
            new = GAME.apply(s, rnd.choice(decision(s).options))
            for p in PLAYERS:
                old_side, new_side = s.sides[p], new.sides[p]
                assert old_side.deck[len(old_side.deck) - len(new_side.deck):] == new_side.deck
                assert new_side.discard[:len(old_side.discard)] == old_side.discard
                assert new_side.points[:len(old_side.points)] == old_side.points
            assert s.bonus[len(s.bonus) - len(new.bonus):] == new.bonus
            s = new
        assert any(not s.sides[p].deck for p in PLAYERS)


def _finish_with(blue_points, orange_points) -> KKState:
    """Blue ends the game at once: deck 1 -> draw -> deck 0; charge 1 card, need 0 -> end."""
    s = build(blue=SideSpec(points=blue_points, deck_size=1),
              orange=SideSpec(points=orange_points))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.CHARGE, "LF")
    s = step(s, Kind.PLACE, "LF", decision(s).options[0].card)
    s = step(s, Kind.DONE, "LF")
    assert GAME.pending(s) == []
    return s


def test_r21_final_scoring_points_tiebreak_draw() -> None:
    """R21: the higher score wins; if tied the player with more IM in Points wins; if still tied
    the game is a draw."""
    out = GAME.outcome(_finish_with(["B-LF-IM-1", "X-CP1-1", "B-RP-IM-1"],
                                    ["O-LF-IM-1", "O-LP-IM-1"]))
    assert out is not None
    assert out.winners == [BLUE] and out.reason == "points"
    assert out.scores == {BLUE: 3, ORANGE: 2}
    out = GAME.outcome(_finish_with(["B-LF-IM-1", "B-RP-IM-1"], ["O-LF-IM-1", "X-CP1-2"]))
    assert out is not None
    assert out.winners == [BLUE] and out.reason == "tiebreak"
    out = GAME.outcome(_finish_with(["B-LF-IM-1", "X-CP1-1"], ["O-LF-IM-1", "X-CP1-2"]))
    assert out is not None
    assert out.winners == [] and out.ranking == [[BLUE, ORANGE]] and out.reason == "draw"
    out = GAME.outcome(_finish_with([], []))
    assert out is not None and out.winners == []
    # While the game runs there is no outcome.
    assert GAME.outcome(build()) is None


def test_r22_view_hides_hands_energy_and_draws() -> None:
    """R22 / section 8: the opponent sees hand and Energy counts only, not the card drawn, not
    the cards charged (only lane and number); visible rows, Points, discards, deck and Bonus
    sizes and flipped cards are public."""
    s = build(blue=SideSpec(hand=["B-LF-AM-1", "B-RP-PA"], deck_top=["B-RF-IM-3"],
                            lanes={"LP": (["B-LP-AM-2"], ["B-LP-AL-1", "B-LP-IM-1"])},
                            discard=["B-RF-AL-2"], points=["B-RP-IM-2"]),
              bonus_size=5)
    s = step(s, Kind.DRAW)
    s = step(s, Kind.CHARGE, "RF")
    s = step(s, Kind.PLACE, "RF", "B-RF-IM-3")
    s = step(s, Kind.PLACE, "RF", "B-RP-PA")
    s = step(s, Kind.DONE, "RF")
    secret = [*s.sides[BLUE].hand, *s.sides[BLUE].deck, "B-LP-AL-1", "B-LP-IM-1",
              "B-RF-IM-3", "B-RP-PA"]
    for viewer in (ORANGE, None):
        v = GAME.view(s, viewer)
        dump = v.model_dump_json()
        for cid in secret:
            assert f'"{cid}"' not in dump, (viewer, cid)
        blue = v.sides[0]
        assert blue.hand is None and blue.hand_count == 5
        assert blue.deck_count == len(s.sides[BLUE].deck)
        lanes = {lv.strike: lv for lv in blue.lanes}
        assert lanes[Strike.LP].energy is None and lanes[Strike.LP].energy_count == 2
        assert lanes[Strike.RF].energy is None and lanes[Strike.RF].energy_count == 2
        assert lanes[Strike.LP].visible == ["B-LP-AM-2"]
        assert "B-RF-AL-2" in blue.discard and blue.points == ["B-RP-IM-2"]
        assert v.bonus_count == 5
        charge = [e for e in v.log if e.kind == "charge"]
        assert charge and charge[-1].data.get("count") == 2 and charge[-1].data["lane"] == "RF"
    own = GAME.view(s, BLUE)
    assert own.sides[0].hand == s.sides[BLUE].hand
    assert any("B-RF-IM-3" in str(e.data) for e in own.log if e.kind == "draw")
    # A flip is public.
    t = step(_end_turn_quietly(s, "LF"), Kind.REVEAL, "LP")
    assert any(e.data.get("card") == "B-LP-AL-1" for e in GAME.view(t, ORANGE).log
               if e.kind == "flip")


def test_r22_decision_channels() -> None:
    """R22 / section 10: hand decisions (branch, exchange, action, place, charge) are private;
    the Glissade lane choice and continue/stop are public buttons."""
    s = build(blue=SideSpec(hand=["B-PB-1", "B-PB-2", "B-LF-AM-1"],
                            lanes={"RP": (["B-RP-AM-1"], ["B-RP-AL-1", "B-RP-IM-1"])}),
              bonus_top=["X-CR-1", "X-GL"])
    assert decision(s).private
    t = step(s, Kind.EXCHANGE)
    assert decision(t).kind == "exchange" and decision(t).private
    u = step(t, Kind.EXCHANGE)
    assert decision(u).kind == "glissade" and not decision(u).private
    t = step(t, Kind.DRAW)
    assert decision(t).kind == "action" and decision(t).private
    assert decision(step(t, Kind.FACE_UP, "LF")).private
    assert decision(step(t, Kind.CHARGE, "LF")).private
    r = step(s, Kind.REVEAL, "RP")
    assert decision(r).kind == "reveal" and not decision(r).private


# ============================================================================= D1-D19


def test_d1_one_energy_pile_per_lane() -> None:
    """D1: one Energy pile per lane, feeding only its own lane."""
    s = build(blue=SideSpec(hand=["B-LP-AM-1"],
                            lanes={"LF": ([], ["B-LF-AM-1", "B-LF-AL-1"]),
                                   "LP": ([], ["B-LP-IM-1"]), "RP": ([], ["B-RP-AM-1"])}))
    t = step(s, Kind.REVEAL, "LF")
    assert lane(t, BLUE, "LF") == (["B-LF-AM-1"], ["B-LF-AL-1"])
    assert lane(t, BLUE, "LP") == ([], ["B-LP-IM-1"])
    assert lane(t, BLUE, "RP") == ([], ["B-RP-AM-1"])
    t = step(s, Kind.DRAW)
    t = step(t, Kind.CHARGE, "RP")
    t = step(t, Kind.PLACE, "RP", "B-LP-AM-1")
    t = step(t, Kind.DONE, "RP")
    assert lane(t, BLUE, "RP") == ([], ["B-LP-AM-1", "B-RP-AM-1"])
    assert lane(t, BLUE, "LP") == ([], ["B-LP-IM-1"])
    assert lane(t, BLUE, "LF") == ([], ["B-LF-AM-1", "B-LF-AL-1"])


def test_d2_match_needs_stage_and_strike() -> None:
    """D2: a card matches only if it is the right stage AND the right strike; Bonus cards have no
    strike, so CR/CE fit any lane."""
    s = build(blue=SideSpec(hand=["B-LP-AM-1", "X-CR-1"], deck_top=["B-LP-AM-2"],
                            fill_avoid=("-PB-", "-PA", "-AM-")))
    s = step(s, Kind.DRAW)
    t = step(s, Kind.FACE_UP, "LF")
    assert_illegal(t, act(t, Kind.PLACE, "LF", "B-LP-AM-1"))
    assert offered_cards(t) == ["X-CR-1"]
    for strike in STRIKES:
        assert offered(s, act(s, Kind.FACE_UP, strike))  # the Coup rapide fits every lane
    t = step(s, Kind.FACE_UP, "LP")
    assert set(offered_cards(t)) == {"B-LP-AM-1", "X-CR-1"}
    # Same in a reveal: an Allonge of the right strike on an EMPTY lane (wrong stage) is lost.
    s = build(blue=SideSpec(lanes={"LP": ([], ["B-LP-AL-1", "B-LP-AM-1"])}))
    s = step(s, Kind.REVEAL, "LP")
    assert lane(s, BLUE, "LP") == ([], ["B-LP-AM-1"]) and s.active == ORANGE


def test_d3_any_card_face_down_in_chosen_order() -> None:
    """D3: any card may go face down into an Energy pile, in the order the player chooses;
    a card that does not match is lost on reveal."""
    s = build(blue=SideSpec(hand=["B-PB-1", "X-CP1-1", "X-CE", "B-LF-PA", "B-RF-IM-1"],
                            deck_top=["B-RP-AL-1"]))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.CHARGE, "LP")
    assert _types(offered_cards(s)) == _types(s.sides[BLUE].hand)  # every card is chargeable
    order = ["B-RF-IM-1", "X-CE", "B-LF-PA", "X-CP1-1", "B-PB-1", "B-RP-AL-1"]
    for cid in order:
        s = step(s, Kind.PLACE, "LP", cid)
    s = step(s, Kind.DONE, "LP")
    assert lane(s, BLUE, "LP") == ([], order)
    assert s.sides[BLUE].hand == sorted(s.sides[BLUE].hand) and len(s.sides[BLUE].hand) == 5
    s = _end_turn_quietly(s)  # Orange
    discard = list(s.sides[BLUE].discard)
    s = step(s, Kind.REVEAL, "LP")
    assert added(discard, s.sides[BLUE].discard) == ["B-RF-IM-1"]


def test_d4_coup_plus_one_only_in_the_impact_placement() -> None:
    """D4: a Coup +1 comes only in the same placement as its Impact, from the same source: once
    the Impact placement is committed the CP1 can no longer be added."""
    s = build(blue=SideSpec(hand=["B-RP-IM-1", "X-CP1-1"],
                            lanes={"RP": (["B-RP-AM-1", "B-RP-AL-1"], [])}))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "RP")
    s = place(s, "B-RP-IM")
    s = step(s, Kind.DONE, "RP")
    assert s.sides[BLUE].points == ["B-RP-IM-1"] and "X-CP1-1" in s.sides[BLUE].hand
    s = _end_turn_quietly(s)  # Orange
    s = step(s, Kind.DRAW)
    # The RP lane is EMPTY again: the kept Coup +1 alone can never be played face up there.
    if offered(s, act(s, Kind.FACE_UP, "RP")):
        s = step(s, Kind.FACE_UP, "RP")
    assert_illegal(s, act(s, Kind.PLACE, "RP", "X-CP1-1"))


def test_d5_a1_a2_one_card_every_action_one_lane() -> None:
    """D5: A1 and A2 place exactly one card; only A3 places several face-up cards; every action
    uses one lane."""
    s = build(blue=SideSpec(hand=["B-LF-AM-1", "B-LF-AL-1", "B-LP-AL-1", "X-CR-1"],
                            lanes={"LP": (["B-LP-AM-1"], [])}, deck_top=["B-RP-AM-1"],
                            fill_avoid=("-PB-", "-PA", "-IM-")))
    s = step(s, Kind.DRAW)
    for strike, first in (("LF", "B-LF-AM-1"), ("LP", "B-LP-AL-1")):
        t = step(s, Kind.FACE_UP, strike)
        t = step(t, Kind.PLACE, strike, first)
        opts = decision(t).options
        assert {o.kind for o in opts} == {Kind.DONE, Kind.CANCEL}, [str(o) for o in opts]
        assert all(o.lane == Strike(strike) for o in opts)
    t = step(s, Kind.CHARGE, "LF")
    assert all(o.lane == Strike.LF for o in decision(t).options)


def test_d6_parade_names_its_strike() -> None:
    """D6: PA[S] parries the opponent's strike S by name, and only that one."""
    s = build(blue=SideSpec(hand=["B-LF-PA", "B-LP-PA", "B-RP-PA", "B-RF-PA"]),
              orange=SideSpec(lanes={"LF": (["O-LF-AM-1"], []), "LP": (["X-CR-1"], []),
                                     "RP": (["O-RP-AM-1", "O-RP-AL-1"], []),
                                     "RF": (["X-CE"], [])}))
    s = step(s, Kind.DRAW)
    parries = {(o.lane, o.card) for o in decision(s).options if o.kind is Kind.PARRY}
    assert parries == {(st, f"B-{st}-PA") for st in STRIKES}
    for st in STRIKES:
        for other in STRIKES:
            if other != st:
                assert_illegal(s, act(s, Kind.PARRY, st, f"B-{other}-PA"))


def test_d7_exchange_one_at_a_time_not_with_empty_bonus_pile() -> None:
    """D7: the exchange is one card at a time, only in DRAW before the draw, and not when the
    Bonus pile is empty."""
    s = build(blue=SideSpec(hand=["B-PB-1", "B-PB-2"]), bonus_top=["X-CR-1"], bonus_size=1)
    s = step(s, Kind.EXCHANGE)
    b = s.sides[BLUE]
    assert "B-PB-2" in b.hand and "X-CR-1" in b.hand  # one PB used, one Bonus drawn
    assert s.bonus == []
    assert_illegal(s, act(s, Kind.EXCHANGE))
    assert [o.kind for o in decision(s).options] == [Kind.DRAW]

    s = build(blue=SideSpec(hand=["B-PB-1"]), bonus_size=0)
    assert_illegal(s, act(s, Kind.EXCHANGE))


def test_d8_glissade_without_strike_in_progress_turn_goes_on() -> None:
    """D8: a Glissade drawn with no strike in progress (Energy piles do not count) is discarded
    with no other effect and the turn goes on (further exchanges allowed, then the draw)."""
    s = build(blue=SideSpec(hand=["B-PB-1", "B-PB-2"], lanes={"LF": ([], ["B-LF-AM-1"])}),
              bonus_top=["X-GL", "X-CR-1"])
    s = step(s, Kind.EXCHANGE)
    assert s.turn.phase is Phase.EXCHANGE and s.active == BLUE
    assert lane(s, BLUE, "LF") == ([], ["B-LF-AM-1"])
    assert s.sides[BLUE].discard[-2:] == ["B-PB-1", "X-GL"]
    s = step(s, Kind.EXCHANGE)
    assert "X-CR-1" in s.sides[BLUE].hand and len(s.sides[BLUE].hand) == 4
    s = step(s, Kind.DRAW)
    assert len(s.sides[BLUE].hand) == 5 and s.turn.phase is Phase.ACTION


def test_d9_draw_exactly_one_card() -> None:
    """D9: the DRAW step takes exactly 1 card ("so as to have 6" is the usual case)."""
    s = build(blue=SideSpec(hand=["B-PB-1"]), bonus_top=["X-GL"])
    s = step(s, Kind.EXCHANGE)
    deck = list(s.sides[BLUE].deck)
    s = step(s, Kind.DRAW)
    assert len(s.sides[BLUE].hand) == 5 and s.sides[BLUE].deck == deck[1:]
    assert_illegal(s, act(s, Kind.DRAW))


def test_d10_first_flip_mandatory_empty_pile_stops() -> None:
    """D10: the first flip of a REVEAL is mandatory (choosing REVEAL flips at once; no stop is
    offered before it); the player may stop after a match; an empty pile stops the reveal."""
    s = build(blue=SideSpec(lanes={"LF": ([], ["B-LF-AM-1"])}))
    assert_illegal(s, act(s, Kind.STOP, "LF"))
    s = step(s, Kind.REVEAL, "LF")
    assert lane(s, BLUE, "LF") == (["B-LF-AM-1"], [])
    assert s.active == ORANGE and s.turn.phase is Phase.BRANCH  # the pile ran out


def test_d11_reveal_no_draw_no_refill_no_end_check() -> None:
    """D11: REVEAL needs a non-empty Energy pile, draws no card and has no refill, so no end
    check either (even with a nearly empty deck)."""
    s = build(blue=SideSpec(lanes={"RP": ([], ["B-LP-AM-1"])}, deck_size=1))
    hand, deck = list(s.sides[BLUE].hand), list(s.sides[BLUE].deck)
    s = step(s, Kind.REVEAL, "RP")
    assert s.sides[BLUE].hand == hand and s.sides[BLUE].deck == deck
    assert GAME.outcome(s) is None and s.active == ORANGE


def test_d12_short_refill_ends_game_at_once() -> None:
    """D12: if the refill falls short, the player draws what is left and the game ends at once,
    with no extra turn for the opponent."""
    s = build(blue=SideSpec(hand=["B-LF-AM-1", "B-LF-AL-1", "B-LF-IM-1"], deck_size=2,
                            fill_avoid=("-PB-", "-PA", "-LF-")))
    s = step(s, Kind.DRAW)  # deck 1
    s = step(s, Kind.FACE_UP, "LF")
    for cid in ("B-LF-AM", "B-LF-AL", "B-LF-IM"):
        s = place(s, cid)
    b = s.sides[BLUE]
    assert b.deck == [] and len(b.hand) == 4  # need 2, only 1 left
    assert b.points == ["B-LF-IM-1"]  # the strike scored before the end
    assert GAME.pending(s) == []
    out = GAME.outcome(s)
    assert out is not None and out.winners == [BLUE]
    for action in (act(s, Kind.DRAW, player=ORANGE), act(s, Kind.DRAW, player=BLUE)):
        with pytest.raises(IllegalAction):
            GAME.apply(s, action)


def test_d13_discards_public_never_reshuffled() -> None:
    """D13: discards are face up and public; nothing is ever reshuffled (the game ends when a
    deck runs out instead)."""
    s = build(blue=SideSpec(lanes={"LP": ([], ["B-RF-AM-1"])}, deck_size=1))
    s = step(s, Kind.REVEAL, "LP")
    for viewer in (ORANGE, None):
        assert GAME.view(s, viewer).sides[0].discard == s.sides[BLUE].discard
    s = _end_turn_quietly(s)  # Orange
    s = step(s, Kind.DRAW)  # Blue's deck is now empty
    assert s.sides[BLUE].deck == []
    discard = list(s.sides[BLUE].discard)
    s = step(s, Kind.CHARGE, "LF")
    s = step(s, Kind.PLACE, "LF", decision(s).options[0].card)
    s = step(s, Kind.DONE, "LF")
    assert s.sides[BLUE].deck == [] and s.sides[BLUE].discard == discard
    assert GAME.pending(s) == []


def test_d14_owner_sees_energy_order() -> None:
    """D14: the owner may look at their own Energy piles, in order; the opponent sees a count."""
    s = build(blue=SideSpec(lanes={"RF": ([], ["B-RF-IM-1", "X-CE", "B-PB-3"])}))
    own = {lv.strike: lv for lv in GAME.view(s, BLUE).sides[0].lanes}
    assert own[Strike.RF].energy == ["B-RF-IM-1", "X-CE", "B-PB-3"]
    opp = {lv.strike: lv for lv in GAME.view(s, ORANGE).sides[0].lanes}
    assert opp[Strike.RF].energy is None and opp[Strike.RF].energy_count == 3


def test_d15_exchanged_bonus_private_glissade_public() -> None:
    """D15: a Bonus card drawn with Pioche Bonus is private (goes to the hand); only a Glissade
    is revealed."""
    s = build(blue=SideSpec(hand=["B-PB-1", "B-PB-2"], lanes={"LF": (["B-LF-AM-1"], [])}),
              bonus_top=["X-CR-2", "X-GL"])
    s = step(s, Kind.EXCHANGE)
    assert "X-CR-2" in s.sides[BLUE].hand
    for viewer in (ORANGE, None):
        v = GAME.view(s, viewer)
        assert "X-CR-2" not in v.model_dump_json()
        assert v.bonus_count == len(s.bonus)
    assert "X-CR-2" in GAME.view(s, BLUE).model_dump_json()
    s = step(s, Kind.EXCHANGE)
    for viewer in (ORANGE, None):
        v = GAME.view(s, viewer)
        assert "X-GL" in v.sides[0].discard
        assert any("Glissade" in e.text for e in v.log)
        assert "X-CR-2" not in v.model_dump_json()


def test_d16_first_player_random_or_agreed() -> None:
    """D16: the first player is chosen at random or by agreement."""
    assert GAME.setup(PLAYERS, 3, Options(first_player="seat1")).active == BLUE
    assert GAME.setup(PLAYERS, 3, Options(first_player="seat2")).active == ORANGE
    firsts = {GAME.setup(PLAYERS, seed).active for seed in range(40)}
    assert firsts == {BLUE, ORANGE}
    s1 = GAME.setup(PLAYERS, 11)
    assert GAME.setup(PLAYERS, 11).model_dump_json() == s1.model_dump_json()  # seeded


def test_d17_scored_lane_empty_restartable_energy_stays() -> None:
    """D17: a lane that scores becomes EMPTY, a new strike may start there next turn, and its
    Energy pile stays."""
    s = build(blue=SideSpec(hand=["B-LF-IM-1", "B-LF-AM-2"],
                            lanes={"LF": (["B-LF-AM-1", "B-LF-AL-1"], ["B-RF-AL-2"])}))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "LF")
    s = place(s, "B-LF-IM")
    assert lane(s, BLUE, "LF") == ([], ["B-RF-AL-2"])
    s = _end_turn_quietly(s)  # Orange
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "LF")
    s = place(s, "B-LF-AM")
    s = step(s, Kind.DONE, "LF")
    assert lane(s, BLUE, "LF") == (["B-LF-AM-2"], ["B-RF-AL-2"])


def test_d18_scoring_is_immediate() -> None:
    """D18: scoring happens at the end of the action or reveal that completes the strike, so a
    Parade can never come after the Impact."""
    s = build(blue=SideSpec(lanes={"LF": (["B-LF-AM-1", "B-LF-AL-1"], ["B-LF-IM-1", "X-CE"])}),
              orange=SideSpec(hand=["O-LF-PA"]))
    s = step(s, Kind.REVEAL, "LF")
    s = step(s, Kind.STOP, "LF")
    assert s.sides[BLUE].points == ["B-LF-IM-1"] and lane(s, BLUE, "LF") == ([], ["X-CE"])
    s = step(s, Kind.DRAW)
    assert_illegal(s, act(s, Kind.PARRY, "LF", "O-LF-PA"))


def test_d19_pioche_bonus_from_energy_draws_nothing() -> None:
    """D19: a PB flipped from an Energy pile never matches; it is discarded and draws nothing,
    even as the extra flip after an Impact."""
    s = build(blue=SideSpec(lanes={"RP": (["B-RP-AM-1", "B-RP-AL-1"],
                                          ["B-RP-IM-1", "B-PB-4", "X-CP1-1"])}))
    hand, bonus = list(s.sides[BLUE].hand), list(s.bonus)
    s = step(s, Kind.REVEAL, "RP")
    s = step(s, Kind.CONTINUE, "RP")
    b = s.sides[BLUE]
    assert b.points == ["B-RP-IM-1"] and "B-PB-4" in b.discard
    assert b.hand == hand and s.bonus == bonus
    assert lane(s, BLUE, "RP") == ([], ["X-CP1-1"])


# ============================================================================= section 10


def test_s10_default_branch_and_exchange_is_draw() -> None:
    """Section 10: on timeout the branch (and the exchange follow-up) defaults to DRAW with no
    exchange."""
    s = build(blue=SideSpec(hand=["B-PB-1", "B-PB-2"], lanes={"LF": ([], ["B-LF-AM-1"])}))
    d = decision(s)
    assert d.default == act(s, Kind.DRAW) and d.default in d.options
    s = step(s, Kind.EXCHANGE)
    d = decision(s)
    assert d.default == act(s, Kind.DRAW) and d.default in d.options


@pytest.mark.parametrize(("drawn", "expected"), [
    ("B-RP-IM-1", "RP"), ("B-LP-AM-1", "LP"), ("B-RF-PA", "RF"), ("B-PB-3", "LF"),
])
def test_s10_default_action_charges_drawn_card_lane(drawn: str, expected: str) -> None:
    """Section 10: the action defaults to A4 on the drawn card's own strike lane, or LF if the
    card has no strike."""
    s = build(blue=SideSpec(deck_top=[drawn]))
    s = step(s, Kind.DRAW)
    d = decision(s)
    assert d.kind == "action"
    assert d.default == act(s, Kind.CHARGE, expected) and d.default in d.options


def test_s10_default_charge_places_drawn_card_then_done() -> None:
    """Section 10: in the charge, the default places the drawn card face down, then Done."""
    s = build(blue=SideSpec(deck_top=["B-RP-IM-1"], fill_avoid=("-PB-", "-PA", "-RP-IM-")))
    hand = list(s.sides[BLUE].hand)
    s = step(s, Kind.DRAW)
    s = play(s, decision(s).default)
    assert s.turn.phase is Phase.CHARGE and s.turn.lane == Strike.RP
    d = decision(s)
    assert d.default == act(s, Kind.PLACE, "RP", "B-RP-IM-1")
    s = play(s, d.default)
    d = decision(s)
    assert d.default == act(s, Kind.DONE, "RP")
    s = play(s, d.default)
    assert lane(s, BLUE, "RP") == ([], ["B-RP-IM-1"])
    assert set(hand) <= set(s.sides[BLUE].hand) and s.active == ORANGE


def test_s10_default_place_is_cancel() -> None:
    """Section 10 (engine design): a face-up placement under construction defaults to Cancel,
    which returns to the action choice (whose default is the A4 charge)."""
    s = build(blue=SideSpec(hand=["B-LF-AM-1"]))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "LF")
    assert decision(s).default == act(s, Kind.CANCEL, "LF")
    s = place(s, "B-LF-AM")
    assert decision(s).default == act(s, Kind.CANCEL, "LF")
    s = play(s, decision(s).default)
    assert s.turn.phase is Phase.ACTION and s.turn.draft == []
    assert "B-LF-AM-1" in s.sides[BLUE].hand and lane(s, BLUE, "LF") == ([], [])


@pytest.mark.parametrize(("lanes", "expected"), [
    ({"LF": ["B-LF-AM-1", "B-LF-AL-1"], "LP": ["B-LP-AM-1"], "RP": ["X-CE"]}, "LP"),
    ({"RF": ["B-RF-AM-1"], "LF": ["B-LF-AM-1"]}, "LF"),
    ({"RF": ["B-RF-AM-1"], "RP": ["B-RP-AM-1", "X-CR-1"]}, "RF"),
    ({"RP": ["X-CE"], "RF": ["B-RF-AM-1"], "LP": ["B-LP-AM-1", "B-LP-AL-1"]}, "RP"),
])
def test_s10_default_glissade_fewest_visible_then_lane_order(lanes, expected: str) -> None:
    """Section 10: the Glissade lane defaults to the lane with the fewest visible cards, ties
    broken in LF, LP, RP, RF order."""
    s = build(blue=SideSpec(hand=["B-PB-1"], lanes={k: (v, []) for k, v in lanes.items()}),
              bonus_top=["X-GL"])
    s = step(s, Kind.EXCHANGE)
    d = decision(s)
    assert d.kind == "glissade"
    assert d.default == act(s, Kind.GLISSADE, expected) and d.default in d.options


def test_s10_default_reveal_is_stop() -> None:
    """Section 10: continue-or-stop defaults to stop."""
    s = build(blue=SideSpec(lanes={"LF": ([], ["B-LF-AM-1", "B-LF-AL-1"])}))
    s = step(s, Kind.REVEAL, "LF")
    d = decision(s)
    assert d.default == act(s, Kind.STOP, "LF")
    s = play(s, d.default)
    assert lane(s, BLUE, "LF") == (["B-LF-AM-1"], ["B-LF-AL-1"]) and s.active == ORANGE


def test_s10_defaults_alone_finish_a_game() -> None:
    """Section 10: every default is a legal option, and a game of timeouts only terminates."""
    for seed in range(5):
        s = GAME.setup(PLAYERS, seed)
        for _ in range(1000):
            if not GAME.pending(s):
                break
            d = decision(s)
            assert d.default is not None and d.default in d.options, d
            s = play(s, d.default)
        assert GAME.pending(s) == [] and GAME.outcome(s) is not None
