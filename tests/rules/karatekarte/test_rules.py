"""KarateKarte rule-by-rule tests (spec R1-R22, D1-D19, section 8 and section 10): R1-R13 here,
R14-R22 in ``test_rules_reveal_scoring``, D1-D19 in ``test_decisions``, section 10 in
``test_timeouts``.

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

from rules.karatekarte import GAME, EventKind, Kind, Phase
from rules.karatekarte.content import ALL_IDS, BONUS_IDS, STRIKES, Code, Strike, card
from rules.karatekarte.engine import card_type
from tests.rules.common import check_coverage_map

from . import test_decisions, test_rules_reveal_scoring, test_timeouts
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
    card_types,
    decision,
    drawn_by_engine,
    lane,
    offered,
    offered_cards,
    place,
    step,
)

RULE_IDS = [f"R{n}" for n in range(1, 23)] + [f"D{n}" for n in range(1, 20)]


# ============================================================================= coverage map


def test_coverage_map_lists_every_rule_and_decision() -> None:
    """The module docstring maps every R1-R22 and D1-D19 to tests that exist (here or in the
    other rules modules it names)."""
    names = [name for module in (sys.modules[__name__], test_rules_reveal_scoring,
                                 test_decisions, test_timeouts)
             for name in vars(module) if name.startswith("test_")]
    check_coverage_map(sys.modules[__name__].__doc__ or "", RULE_IDS, names)


# ============================================================================= R1-R13


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
        assert card_type(cand) in card_types(offered_cards(s)), (state_name, cand)


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
    assert {"X-CE", "X-CR-1"} <= set(b.hand) and len(b.hand) == 6
    assert s.bonus == bonus[2:]
    # No PB left: only the draw remained, so the engine drew (a single option is not asked).
    assert drawn_by_engine(s)
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
    before = s
    s = step(s, Kind.EXCHANGE)
    # RP is the only lane in progress (LP has Energy only): the engine cleared it, a single
    # option is not asked. The multi-lane choice is KK-S7's.
    cleared = [e.lane for e in s.events_since(before.emitted) if e.kind is EventKind.GLISSADE]
    assert cleared == [Strike.RP]
    assert not any(e.kind is EventKind.DRAW and e.player == BLUE
                   for e in s.events_since(before.emitted))
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
    assert card_types(offered_cards(s)) == card_types(["B-LF-AM-1", "X-CR-1", "X-CE"])
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
    assert card_types(offered_cards(s)) == card_types(["B-LF-AL-1", "X-CR-1"])
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
