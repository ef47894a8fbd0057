"""Kung-Fu Duel decisions D1-D33 (spec section 7) and section 10's timeout defaults
(``GAME.timeout``), each played through the engine.

Coverage map (decision -> tests; the ``test_timeout_*`` tests cover section 10: pick a random
ready-made fighter, lock the plan as it stands, keep the highest card then the own suit then
♦♠♣♥, GM done, no boost, all damage to the lowest seat, no more protections, take the wound,
do not pursue):

D1      test_d1_name_and_id
D2      test_d2_a_bet_is_the_unseen_top_card_of_the_shared_deck
D3      test_d3_scales_start_at_13_and_a_damage_removes_the_threshold
D4      test_d4_an_empty_component_is_worth_zero
D5      test_d5_kf14_equality_stacks
D6      test_d6_kf2_a_higher_card_that_cannot_be_kept_saves_the_top
D7      test_d7_kf3_replacement_only_when_not_below_the_new_top
D8      test_d8_kf4_kf5_a_bonus_bet_protects, test_d8_a_cascaded_component_is_exempt
D9      test_d9_one_wound_whatever_the_damage_left
D10     test_d10_conversion_uses_the_distance_threshold
D11     test_d11_three_ap_and_a_hand_of_three,
        test_d11_unspent_ap_pays_a_conversion_and_dies_with_the_turn
D12     test_d12_item_pool_first_then_own_ap_refreshed_each_turn,
        test_d12_one_materiel_a_turn_however_many_uses
D13     test_d13_wear_only_when_used_and_only_on_the_items_suits
D14     test_d14_boosting_two_cards_adds_two
D15     test_d15_terrain_uses_cost_ap_each_time_no_pool_no_wear,
        test_d15_one_terrain_a_turn
D16     test_d16_armour_on_the_blow_as_received_then_shield,
        test_d32_posing_a_second_card_of_a_type_discards_the_first
D17     test_d17_locks_follow_the_card_suit_not_the_component
D18     test_d18_posing_a_faiblesse_in_absorption_is_free
D19     test_d19_discard_action_takes_bonus_cards_only
D20     test_d20_an_empty_plan_is_still_compared
D21     test_d21_gm_is_not_a_fighter_and_without_one_no_phase_0
D22     test_d22_two_against_one_reaches_eight_wins
D23     test_d23_retreat_resolved_at_the_reveal_and_never_allotted
D24     test_d24_refill_needs_no_ap_and_no_difficulty
D25     test_d25_fight_starts_with_empty_hands_fresh_scales_and_signature_posed
D26     test_d26_no_win_at_the_limit
D27     test_d27_decks_recycle_their_discards_then_bets_are_lost
D28     test_d28_narration_never_asked_or_vetoed
D29     test_d29_highest_ranked_scale_gives_the_status
D30     test_d30_repeated_symbols_count
D31     test_d31_posed_items_protect_for_one_point_and_pay_conversions
D32     test_d32_posing_a_second_card_of_a_type_discards_the_first,
        test_d32_a_newly_posed_materiel_has_a_full_pool
D33     test_d33_planning_draws_served_in_arrival_order,
        test_d33_others_see_planning_effects_only_at_the_reveal
"""

from __future__ import annotations

import sys

import pytest

from rules import GAMES
from rules.core import Reason
from rules.kungfu_duel import GAME, EventKind, KFAction, KFState, Kind, Phase
from rules.kungfu_duel.content import PRESETS
from tests.rules.common import check_coverage_map

from .builder import (
    FSpec,
    act,
    bet,
    build,
    card,
    decision,
    do,
    events,
    fighter,
    kinds,
    lock,
    one,
    options,
    slot,
    stack,
    stack_bonus,
    stack_deck,
)

RULE_IDS = [f"D{i}" for i in range(1, 34)]


def test_coverage_map() -> None:
    names = [n for n in vars(sys.modules[__name__]) if n.startswith("test_")]
    check_coverage_map(__doc__ or "", RULE_IDS, names)


def done(player: str) -> KFAction:
    return act(player, Kind.ABSORB_DONE)


def use(player: str, what: str) -> KFAction:
    return act(player, Kind.USE, arg=what)


def pose(player: str, card_id: str) -> KFAction:
    return act(player, Kind.POSE, arg=card_id)


def both_lock(state: KFState) -> KFState:
    return do(state, lock("A"), lock("B"))


def dealt(a: FSpec, deck: str, *actions: KFAction) -> KFState:
    """A (as given) against a bare B: ``deck`` is dealt next; A enters ``actions``, both lock."""
    s0 = build({"A": a})
    stack_deck(s0, deck)
    return do(s0, *actions, lock("A"), lock("B"))


# --- D1-D10 -----------------------------------------------------------------------------------


def test_d1_name_and_id() -> None:
    assert (GAME.id, GAME.title) == ("kungfu_duel", "Kung-Fu Duel")
    assert GAMES["kungfu_duel"] is GAME


def test_d2_a_bet_is_the_unseen_top_card_of_the_shared_deck() -> None:
    s0 = build()
    assert sorted(o.n for o in options(s0, "A") if o.kind is Kind.BET) == [0, 1, 2, 3]
    stack_deck(s0, "7♥")
    s1 = do(s0, bet("A", "V"))
    # Nothing is dealt while planning: the card stays on the deck, unseen even by A.
    assert s1.deck[-1] == card("7♥") and events(s0, s1, viewer="A") == []
    own = GAME.view(s1, "A").fighter("A")
    assert own.plan is not None and [b.model_dump() for b in own.plan.bets] == [
        {"comp": 0, "bonus": False, "source": None}]
    assert own.revealed == [[], [], [], []]
    s2 = both_lock(s1)
    assert stack(s2, "A", "V") == ["7♥"] and len(s2.deck) == len(s0.deck) - 1


def test_d3_scales_start_at_13_and_a_damage_removes_the_threshold() -> None:
    # The fresh scales of a real setup: test_d25_*.
    b = build({"B": FSpec(ratings=(12, 6, 5, 2))})
    s1 = do(b, bet("A", "V"), lock("A"), lock("B"), done("B"), act("B", Kind.WOUND))
    assert fighter(s1, "B").scales == [11, 13, 13, 13]  # Vigueur 12: threshold 2


def test_d4_an_empty_component_is_worth_zero() -> None:
    s0 = build({"A": FSpec(stacks={"V": "9♦", "D": "8♠", "T": "7♣", "P": "A♥"}),
                "B": FSpec(stacks={"V": "9♠", "D": "8♦", "T": "7♦"})})
    s1 = both_lock(s0)
    assert [p.results for p in one(s0, s1, EventKind.COMPARED).pairs] == [[0, 0, 0, 1]]
    s0 = build()
    stack_deck(s0, "5♠")
    s1 = do(s0, lock("A"), bet("B", "D"), lock("B"))  # nothing on V: D's limit is 0
    assert stack(s1, "B", "D") == [] and card("5♠") in s1.discard


def test_d5_kf14_equality_stacks() -> None:
    s1 = dealt(FSpec(stacks={"V": "7♦"}), "7♣", bet("A", "V"))
    assert stack(s1, "A", "V") == ["7♦", "7♣"]


def test_d6_kf2_a_higher_card_that_cannot_be_kept_saves_the_top() -> None:
    s1 = dealt(FSpec(stacks={"V": "6♣", "D": "5♠"}), "9♥ 10♦ 3♣",
               bet("A", "V"), bet("A", "D"), bet("A", "D"))
    assert stack(s1, "A", "V") == ["6♣", "9♥"] and stack(s1, "A", "D") == ["5♠"]
    assert {card("10♦"), card("3♣")} <= set(s1.discard)


def test_d7_kf3_replacement_only_when_not_below_the_new_top() -> None:
    def after(d: str, deck: str) -> list[str]:
        a = FSpec(stacks={"V": "K♦", "D": d})
        return stack(dealt(a, deck, *[bet("A", "D")] * len(deck.split())), "A", "D")

    assert after("2♦ 8♦", "5♣") == ["2♦", "5♣"]  # 8♦ lost, 5 ≥ 2 replaces it
    assert after("6♦ 8♦", "5♣") == ["6♦"]  # 8♦ lost, 5 < 6: 6♦ takes effect again
    assert after("5♦", "2♥ 3♣") == ["3♣"]  # KF-3 (b): 5♦ lost, D empty, 3♣ placed
    assert after("5♠", "2♥ 3♣") == ["5♠"]  # KF-3 (a): the own suit is exempt


def test_d8_kf4_kf5_a_bonus_bet_protects() -> None:
    bao = FSpec(stacks={"V": "8♣", "D": "7♠", "T": "2♣"}, hand=["A02"])
    s1 = dealt(bao, "3♥", bet("A", "V"))  # KF-4
    assert [stack(s1, "A", c) for c in "VDT"] == [["3♥"], [], []]
    s1 = dealt(bao, "3♥", act("A", Kind.ATOUT, arg="A02"), slot("A", "V"),
               act("A", Kind.SKIP_SLOTS))  # KF-5
    assert [stack(s1, "A", c) for c in "VDT"] == [["8♣"], ["7♠"], ["2♣"]]
    assert card("3♥") in s1.discard and "A02" in s1.bonus_discard


def test_d8_a_cascaded_component_is_exempt() -> None:
    # V loses 9♣ (failed draw); D cascades 8♥ down to 2♥; D's A♥ is then a failed draw that
    # does not cost 2♥.
    s1 = dealt(FSpec(stacks={"V": "4♦ 9♣", "D": "2♥ 8♥"}), "2♠ A♥", bet("A", "V"),
               bet("A", "D"))
    assert stack(s1, "A", "V") == ["4♦"] and stack(s1, "A", "D") == ["2♥"]
    assert card("A♥") in s1.discard


def test_d9_one_wound_whatever_the_damage_left() -> None:
    s0 = build({"A": FSpec(stacks={"V": "K♦", "D": "Q♠", "T": "J♣", "P": "10♥"})})
    s1 = do(s0, lock("A"), lock("B"), done("B"))
    assert fighter(s1, "B").absorb is not None and fighter(s1, "B").absorb.d == 4
    s2 = do(s1, act("B", Kind.WOUND))
    assert fighter(s2, "B").scales == [7, 13, 13, 13]
    assert len(events(s1, s2, EventKind.HIT)) == 1


def test_d10_conversion_uses_the_distance_threshold() -> None:
    # Vigueur 12 (threshold 2), Distance 9 (threshold 5): 2 x 5 from Distance, not 2 x 2.
    s0 = build({"A": FSpec(stacks={"V": "9♦"}), "B": FSpec(ratings=(12, 9, 5, 2))})
    s1 = do(s0, lock("A"), lock("B"), done("B"), act("B", Kind.CONVERT, arg="ap"))
    assert fighter(s1, "B").scales == [13, 3, 13, 13]


# --- D11-D20 ----------------------------------------------------------------------------------


def test_d11_three_ap_and_a_hand_of_three() -> None:
    s0 = build({"A": FSpec(hand=["A01", "A02"])})
    s1 = do(s0, act("A", Kind.DRAW))
    assert len(fighter(s1, "A").hand) == 3 and "draw" not in kinds(s1, "A")
    s2 = do(s1, bet("A", "V"), bet("A", "V"))
    assert fighter(s2, "A").ap_left == 0
    assert not any(k.startswith(("bet", "draw", "atout", "discard")) for k in kinds(s2, "A"))


def test_d11_unspent_ap_pays_a_conversion_and_dies_with_the_turn() -> None:
    s0 = build({"B": FSpec(stacks={"V": "9♦", "D": "8♠", "T": "7♣"})},
               sides=[["B"], ["A1", "A2"]])
    s1 = do(s0, lock("B"), bet("A2", "P"), lock("A1"), lock("A2"),
            act("B", Kind.ALLOT, target="A1", n=3))
    s2 = do(s1, done("A1"), act("A1", Kind.CONVERT, arg="ap"))
    assert fighter(s2, "A1").ap_left == 2 and decision(s2, "A2") == "absorb"
    s3 = do(s2, done("A2"), act("A2", Kind.WOUND))
    assert s3.turn is not None and s3.turn.number == 2
    assert (fighter(s3, "A1").ap_left, fighter(s3, "A2").ap_left) == (3, 3)


def test_d12_item_pool_first_then_own_ap_refreshed_each_turn() -> None:
    s0 = build({"A": FSpec(materiel="M01")})
    s1 = do(s0, use("A", "materiel"), act("A", Kind.SKIP_SLOTS))
    item = fighter(s1, "A").front.materiel
    assert item is not None and item.pool == 0 and fighter(s1, "A").ap_left == 3
    s2 = do(s1, use("A", "materiel"), act("A", Kind.SKIP_SLOTS))
    assert fighter(s2, "A").ap_left == 2
    s3 = do(s2, lock("A"), lock("B"))
    item = fighter(s3, "A").front.materiel
    assert item is not None and item.pool == 1 and s3.turn is not None and s3.turn.number == 2


def test_d12_one_materiel_a_turn_however_many_uses() -> None:
    s0 = build({"A": FSpec(materiel="M01", hand=["M02"])})
    s1 = do(s0, use("A", "materiel"), act("A", Kind.SKIP_SLOTS))
    assert "use:materiel" in kinds(s1, "A")  # Jian again: the same Matériel
    s2 = do(s1, pose("A", "M02"))
    assert "use:materiel" not in kinds(s2, "A")


def test_d13_wear_only_when_used_and_only_on_the_items_suits() -> None:
    dao = FSpec(materiel="M02", stacks={"V": "9♦"})
    s1 = dealt(dao, "Q♦", bet("A", "V"))  # kept a Q on V, Dao unused: no wear
    item = fighter(s1, "A").front.materiel
    assert item is not None and item.fragility == 10
    assert not [e for e in s1.log if e.kind == EventKind.WEAR]
    s1 = dealt(dao, "Q♦ J♠", use("A", "materiel"), slot("A", "V"), act("A", Kind.SKIP_SLOTS),
               bet("A", "D"))
    assert stack(s1, "A", "D") == ["J♠"]  # ♠ is not Dao's suit: only Q♦ wears it
    assert [(e.item, e.fragility) for e in s1.log if e.kind == EventKind.WEAR] == [("M02", 9)]


def test_d14_boosting_two_cards_adds_two() -> None:
    s0 = build({"A": FSpec(stacks={"V": "5♦ K♦", "D": "Q♠"}, materiel="M01"),
                "B": FSpec(stacks={"V": "2♣"})})
    s1 = both_lock(s0)
    assert s1.turn is not None and s1.turn.damage == 2
    s2 = do(s1, act("A", Kind.BOOST, n=0), act("A", Kind.BOOST, n=1),
            act("A", Kind.BOOST_DONE))
    assert s2.turn is not None and s2.turn.damage == 4
    assert stack(s2, "A", "V") == ["5♦"] and stack(s2, "A", "D") == []


def test_d15_terrain_uses_cost_ap_each_time_no_pool_no_wear() -> None:
    s0 = build({"A": FSpec(terrain="T01", stacks={"V": "K♦"})})
    s1 = do(s0, use("A", "terrain"))
    assert kinds(s1, "A") == ["slot:1", "skip_slots"] and fighter(s1, "A").ap_left == 2
    stack_deck(s1, "Q♠ 3♠")
    s2 = do(s1, slot("A", "D"), act("A", Kind.SKIP_SLOTS), use("A", "terrain"),
            slot("A", "D"), act("A", Kind.SKIP_SLOTS), lock("A"), lock("B"))
    assert fighter(s2, "A").front.terrain == "T01" and fighter(s2, "A").ap_left == 1
    assert events(s1, s2, EventKind.WEAR) == []
    assert decision(s2, "A") == "keep"  # both ♠ cards fit under K♦


def test_d15_one_terrain_a_turn() -> None:
    s0 = build({"A": FSpec(terrain="T01", hand=["T02"])})
    s1 = do(s0, use("A", "terrain"), act("A", Kind.SKIP_SLOTS), pose("A", "T02"))
    assert "use:terrain" not in kinds(s1, "A")


def test_d16_armour_on_the_blow_as_received_then_shield() -> None:
    def absorbed(a: dict[str, str]) -> list[tuple[int, int, int, int]]:
        s0 = build({"A": FSpec(stacks=a), "B": FSpec(armure="R01", bouclier="B03")})
        s1 = both_lock(s0)
        return [(e.received, e.armour, e.shield, e.left) for e in events(s0, s1)
                if e.kind == EventKind.ABSORBED]

    # 1 < 2: the armour takes it and the shield has nothing left; 2 is not below 2: the
    # shield takes both. Neither leaves anything to choose.
    assert absorbed({"V": "9♦"}) == [(1, 1, 0, 0)]
    assert absorbed({"V": "9♦", "D": "8♠"}) == [(2, 0, 2, 0)]


def test_d17_locks_follow_the_card_suit_not_the_component() -> None:
    def left(faiblesse: str) -> list[list[str]]:
        s0 = build({"A": FSpec(stacks={"V": "K♦", "D": "Q♠"}),
                    "B": FSpec(stacks={"V": "9♠", "D": "6♦"}, faiblesses=[faiblesse])})
        s1 = do(both_lock(s0), done("B"))
        return [stack(s1, "B", "V"), stack(s1, "B", "D")]

    assert left("F03") == [["9♠"], ["6♦"]]  # ♦ locked: the 6♦ on Distance stops it at once
    assert left("F04") == [["9♠"], []]  # ♠ locked: 6♦ goes, then 9♠ on Vigueur stops it


def test_d18_posing_a_faiblesse_in_absorption_is_free() -> None:
    s0 = build({"A": FSpec(stacks={"V": "9♦"}), "B": FSpec(hand=["F01"])})
    s1 = do(s0, lock("A"), bet("B", "P"), bet("B", "P"), bet("B", "P"), lock("B"))
    assert fighter(s1, "B").ap_left == 0 and kinds(s1, "B") == ["protect:F01", "absorb_done"]
    s2 = do(s1, act("B", Kind.PROTECT, arg="F01"), done("B"))
    assert fighter(s2, "B").front.faiblesses == ["F01"] and s2.turn is not None
    assert s2.turn.number == 2 and fighter(s2, "B").scales == [13, 13, 13, 13]


def test_d19_discard_action_takes_bonus_cards_only() -> None:
    s0 = build({"A": FSpec(stacks={"V": "9♦"}, hand=["A01", "F02"], terrain="T03")})
    s1 = do(s0, act("A", Kind.DISCARD))
    assert kinds(s1, "A") == ["mark:hand:A01", "mark:hand:F02", "mark:front:T03", "back"]
    s2 = do(s1, act("A", Kind.MARK, arg="hand:A01"), act("A", Kind.MARK, arg="front:T03"),
            act("A", Kind.DISCARD_GO))
    a = fighter(s2, "A")
    assert a.hand == ["F02"] and a.front.terrain is None and a.ap_left == 2
    assert stack(s2, "A", "V") == ["9♦"]


def test_d20_an_empty_plan_is_still_compared() -> None:
    s0 = build({"A": FSpec(stacks={"V": "9♦"}), "B": FSpec(stacks={"V": "5♦"})})
    s1 = both_lock(s0)
    assert [p.results for p in one(s0, s1, EventKind.COMPARED).pairs] == [[1, 0, 0, 0]]
    s2 = do(s1, done("B"))
    assert stack(s2, "B", "V") == []


# --- D21-D33 ----------------------------------------------------------------------------------


def test_d21_gm_is_not_a_fighter_and_without_one_no_phase_0() -> None:
    s0 = build({"A": FSpec(stacks={"V": "9♦"}), "B": FSpec(scales=(6, 13, 13, 13))}, gm=True)
    assert [f.player for f in s0.fighters] == ["A", "B"] and s0.gm == "GM"
    s1 = do(s0, act("GM", Kind.GM_DONE), lock("A"), lock("B"), done("B"), act("B", Kind.WOUND))
    assert s1.result is not None and s1.result.winners == ["A"]
    assert s1.result.ranking == [["A"], ["B"], ["GM"]]
    s1 = both_lock(build())
    assert s1.phase is Phase.PLAN and s1.turn is not None and s1.turn.number == 2


def test_d22_two_against_one_reaches_eight_wins() -> None:
    s0 = build({"A1": FSpec(stacks={"V": "K♦", "D": "Q♠", "T": "J♣", "P": "10♥"}),
                "A2": FSpec(stacks={"V": "K♠", "D": "Q♦", "T": "J♦", "P": "10♦"})},
               sides=[["B"], ["A1", "A2"]])
    s1 = do(s0, lock("B"), lock("A1"), lock("A2"))
    assert one(s0, s1, EventKind.COMPARED).wins == [0, 8]
    assert one(s0, s1, EventKind.ALLOTTED).damage == {"B": 8}


def test_d23_retreat_resolved_at_the_reveal_and_never_allotted() -> None:
    s0 = build({"B": FSpec(stacks={"V": "9♦"}), "A1": FSpec(), "A2": FSpec()},
               sides=[["B"], ["A1", "A2"]])
    s1 = do(s0, act("A1", Kind.RETREAT))
    assert fighter(s1, "A1").scales[3] == 13  # not yet: at the reveal
    assert GAME.view(s1, "B").fighter("A1").locked
    s2 = do(s1, lock("B"), lock("A2"))
    assert fighter(s2, "A1").scales[3] == 3
    assert one(s1, s2, EventKind.ALLOTTED).damage == {"A2": 1}
    s3 = do(s2, done("A2"), act("A2", Kind.WOUND))
    assert decision(s3, "B") == "pursue"  # chosen at the end of the turn


def test_d24_refill_needs_no_ap_and_no_difficulty() -> None:
    s0 = build()
    s1 = do(s0, bet("A", "V"), bet("A", "V"), bet("A", "V"))
    assert fighter(s1, "A").ap_left == 0 and {"refill:a", "refill:b"} <= set(kinds(s1, "A"))


def test_d25_fight_starts_with_empty_hands_fresh_scales_and_signature_posed() -> None:
    s = GAME.setup(["x", "y"], 2)
    s = GAME.apply(s, act("x", Kind.PICK, arg="tigre_de_fer"))
    s = GAME.apply(s, act("y", Kind.PICK, arg="grue_blanche"))
    x, y = s.fighters
    assert (x.hand, y.hand) == ([], [])
    assert (x.ratings, x.scales) == ([10, 7, 6, 3], [13] * 4)
    assert x.front.materiel is not None and (x.front.materiel.id, x.front.materiel.fragility,
                                             x.front.materiel.signature) == ("M02", 10, True)
    assert y.front.materiel is not None and y.front.materiel.id == "M05"
    assert len(s.bonus_deck) == 48 and len(s.deck) == 52 and "M02" in s.bonus_deck
    assert (PRESETS["tigre_de_fer"].banked, PRESETS["vieux_maitre_ivre"].banked) == (2, 11)


def test_d26_no_win_at_the_limit() -> None:
    s0 = build({"A": FSpec(stacks={"V": "9♦", "D": "8♠"})}, number=40)
    s1 = do(both_lock(s0), done("B"), act("B", Kind.WOUND))
    assert fighter(s1, "B").status == "in" and fighter(s1, "B").scales[0] == 7
    assert s1.result is not None and s1.result.winners == [] and s1.result.reason is Reason.DRAW


def test_d27_decks_recycle_their_discards_then_bets_are_lost() -> None:
    s0 = build()
    s0.deck, s0.discard = [], [card("8♥")]
    s0.bonus_deck, s0.bonus_discard = [], ["A09"]
    s1 = do(s0, act("A", Kind.DRAW))
    assert fighter(s1, "A").hand == ["A09"] and s1.bonus_discard == []
    assert "draw" not in kinds(s1, "B")  # both bonus piles are empty now
    s2 = do(s1, bet("A", "V"), bet("A", "D"), lock("A"), lock("B"))
    assert stack(s2, "A", "V") == ["8♥"] and s2.discard == []
    reveal = [e for e in events(s1, s2, EventKind.REVEAL) if e.player == "A"]
    assert [(e.cards, e.lost_bets) for e in reveal] == [([[card("8♥")], [], [], []], 1)]


def test_d28_narration_never_asked_or_vetoed() -> None:
    # A turn with a GM, an Atout played and damage: every decision asked is a rules decision,
    # and the GM decides only in phase 0 (no veto step).
    s = build({"A": FSpec(hand=["A04"], stacks={"V": "K♦", "D": "Q♠", "T": "J♣"})}, gm=True)
    s = do(s, act("GM", Kind.GM_DONE), act("A", Kind.ATOUT, arg="A04"), slot("A", "P"),
           slot("A", "P"), lock("A"), lock("B"))
    asked: set[tuple[str, str]] = set()
    while s.phase is not Phase.GM:
        pending = GAME.pending(s)
        asked |= {(d.player, d.kind) for d in pending}
        s = GAME.timeout(s, pending[0].player)
    assert ("B", "absorb") in asked
    assert {k for _, k in asked} <= {"keep", "absorb", "convert"}
    assert {o.kind for o in options(s, "GM")} <= {Kind.GRANT, Kind.FREE, Kind.GM_DONE}


def test_d29_highest_ranked_scale_gives_the_status() -> None:
    # Built positions: Présence (or Tempo) already at 0 when a wound (or conversion) lands.
    s0 = build({"A": FSpec(stacks={"V": "9♦"}), "B": FSpec(scales=(6, 13, 13, 0))})
    s1 = do(both_lock(s0), done("B"), act("B", Kind.WOUND))
    assert fighter(s1, "B").status == "dead"
    s0 = build({"A": FSpec(stacks={"V": "9♦"}), "B": FSpec(scales=(13, 13, 0, 0))})
    s1 = do(both_lock(s0), done("B"), act("B", Kind.CONVERT, arg="ap"))
    assert fighter(s1, "B").status == "ko"


def test_d30_repeated_symbols_count() -> None:
    s1 = do(build({"A": FSpec(hand=["A02"])}), act("A", Kind.ATOUT, arg="A02"), slot("A", "V"))
    assert kinds(s1, "A") == ["slot:0", "skip_slots"]  # the second ♦ is a second slot
    s2 = do(build({"A": FSpec(hand=["A18"])}), act("A", Kind.ATOUT, arg="A18"),
            slot("A", "V"), slot("A", "D"))
    assert kinds(s2, "A") == ["slot:0", "slot:1", "skip_slots"]  # ♦♦♠: three slots
    s3 = do(s2, slot("A", "V"))
    assert [b.comp for b in fighter(s3, "A").plan.bets] == [0, 1, 0]  # type: ignore[union-attr]
    s4 = build({"A": FSpec(stacks={"V": "K♦", "D": "Q♠", "T": "J♣"}), "B": FSpec(hand=["F08"])})
    s5 = do(both_lock(s4), act("B", Kind.PROTECT, arg="F08"), done("B"))
    assert s5.turn is not None and s5.turn.number == 2  # F08 (♦♣♥) neutralises all 3


def test_d31_posed_items_protect_for_one_point_and_pay_conversions() -> None:
    s0 = build({"A": FSpec(stacks={"V": "9♦", "D": "8♠"}),
                "B": FSpec(terrain="T05", hand=["T06"], armure="R03", faiblesses=["F01"])})
    s1 = both_lock(s0)  # d = 2; R03 (solidity 4) takes 1
    assert kinds(s1, "B") == ["protect:terrain", "absorb_done"]
    s2 = do(s1, act("B", Kind.PROTECT, arg="terrain"), done("B"))
    assert s2.turn is not None and s2.turn.number == 2 and "T05" in s2.bonus_discard
    s0 = build({"A": FSpec(stacks={"V": "K♦", "D": "Q♠", "T": "J♣", "P": "10♥"}),
                "B": FSpec(terrain="T05", armure="R03", faiblesses=["F01"], bouclier="B01")})
    s1 = do(both_lock(s0), done("B"))
    assert kinds(s1, "B") == ["wound", "convert:ap", "convert:bouclier", "convert:terrain"]


def test_d32_posing_a_second_card_of_a_type_discards_the_first() -> None:
    s0 = build({"A": FSpec(ap=4, hand=["T02", "M02", "B02", "R03"], terrain="T01",
                           bouclier="B01", armure="R01", materiel="M05", signature=True)})
    s1 = do(s0, pose("A", "T02"), pose("A", "M02"), pose("A", "B02"), pose("A", "R03"))
    a = fighter(s1, "A")
    assert (a.front.terrain, a.front.bouclier, a.front.armure) == ("T02", "B02", "R03")
    assert a.front.materiel is not None and a.front.materiel.id == "M02" and a.ap_left == 0
    assert {"T01", "B01", "R01"} <= set(s1.bonus_discard)  # 1 AP each, the old one free
    assert a.set_aside == ["M05"] and "M05" not in s1.bonus_discard


def test_d32_a_newly_posed_materiel_has_a_full_pool() -> None:
    s0 = build({"A": FSpec(hand=["M06"])})
    s1 = do(s0, pose("A", "M06"), use("A", "materiel"), act("A", Kind.SKIP_SLOTS),
            use("A", "materiel"), act("A", Kind.SKIP_SLOTS))
    a = fighter(s1, "A")
    assert a.ap_left == 2 and a.front.materiel is not None and a.front.materiel.pool == 0


def test_d33_planning_draws_served_in_arrival_order() -> None:
    for first, second in (("A", "B"), ("B", "A")):
        s0 = build()
        stack_bonus(s0, ["A05", "T02"])
        s1 = do(s0, act(first, Kind.DRAW), act(second, Kind.DRAW))
        assert (fighter(s1, first).hand, fighter(s1, second).hand) == (["A05"], ["T02"])


def test_d33_others_see_planning_effects_only_at_the_reveal() -> None:
    s0 = build({"A": FSpec(hand=["B01"])})
    s1 = do(s0, pose("A", "B01"), act("A", Kind.DRAW), act("A", Kind.DRAW))
    seen = GAME.view(s1, "B")
    assert seen.fighter("A").hand_count == 1 and seen.fighter("A").front.bouclier is None
    assert seen.bonus_deck_count == len(s0.bonus_deck) and seen.fighter("A").ap_left is None
    assert GAME.view(s1, "A").fighter("A").hand_count == 2
    s2 = both_lock(s1)
    seen = GAME.view(s2, "B")
    assert seen.fighter("A").hand_count == 2 and seen.fighter("A").front.bouclier == "B01"
    reveal = [e for e in events(s1, s2, EventKind.REVEAL) if e.player == "A"]
    assert [(e.posed, e.drew) for e in reveal] == [(["B01"], 2)]


# --- section 10: timeouts -------------------------------------------------------------------


def test_timeout_pick_is_a_random_ready_made_fighter() -> None:
    picked = set()
    for seed in range(8):
        s = GAME.setup(["x", "y"], seed)
        s = GAME.timeout(GAME.timeout(s, "x"), "y")
        assert s.phase is Phase.PLAN
        picked |= {f.character for f in s.fighters}
    assert picked <= set(PRESETS) and len(picked) >= 3


def test_timeout_plan_locks_as_it_stands() -> None:
    s0 = build({"A": FSpec(hand=["A02"], stacks={"V": "K♦"})})
    s1 = do(s0, bet("A", "D"), act("A", Kind.ATOUT, arg="A02"), slot("A", "V"))
    s2 = GAME.timeout(s1, "A")
    assert decision(s2, "A") is None and one(s1, s2, EventKind.LOCKED).player == "A"
    s3 = GAME.timeout(s2, "B")  # nothing entered: no action
    reveal = {e.player: e for e in events(s2, s3, EventKind.REVEAL)}
    assert [len(c) for c in reveal["A"].cards] == [1, 1, 0, 0]  # the second slot was lost
    assert reveal["B"].cards == [[], [], [], []]


@pytest.mark.parametrize(("stacks", "comp", "cards", "kept"), [
    ({}, "V", "5♣ 9♥", "9♥"),  # the highest
    ({"V": "K♦"}, "D", "7♥ 7♠", "7♠"),  # a tie: Distance's own suit
    ({"V": "K♦", "D": "Q♠"}, "T", "7♥ 7♦", "7♦"),  # a tie, no own suit: ♦ first
    ({"V": "K♦", "D": "9♦"}, "D", "4♥ 4♠", "4♠"),  # the failed-draw replacement tie
])
def test_timeout_keep_highest_then_own_suit_then_suit_order(
        stacks: dict[str, str], comp: str, cards: str, kept: str) -> None:
    s1 = dealt(FSpec(stacks=stacks), cards, bet("A", comp), bet("A", comp))
    assert decision(s1, "A") == "keep"
    s2 = GAME.timeout(s1, "A")
    assert stack(s2, "A", comp)[-1] == kept


def test_timeout_gm_is_done() -> None:
    s0 = build(gm=True)
    s1 = GAME.timeout(s0, "GM")
    assert s1.phase is Phase.PLAN and s1.turn is not None and s1.turn.gm_granted == []
    assert s1.turn.free is None and decision(s1, "A") == "plan"


def test_timeout_boost_is_none() -> None:
    s0 = build({"A": FSpec(stacks={"V": "9♦"}, materiel="M02")})
    s1 = do(both_lock(s0), act("A", Kind.BOOST, n=0))
    s2 = GAME.timeout(s1, "A")
    assert one(s1, s2, EventKind.ALLOTTED).damage == {"B": 1}
    assert stack(s2, "A", "V") == ["9♦"]


def test_timeout_allocation_all_to_the_lowest_seat() -> None:
    s0 = build({"A1": FSpec(stacks={"V": "9♦"})}, sides=[["A1", "A2"], ["B1", "B2"]])
    s1 = do(s0, lock("A1"), lock("A2"), lock("B1"), lock("B2"))
    assert decision(s1, "A1") == "allocate"
    s2 = GAME.timeout(s1, "A1")
    assert one(s1, s2, EventKind.ALLOTTED).damage == {"B1": 2, "B2": 0}


def test_timeout_absorption_no_more_protections() -> None:
    s0 = build({"A": FSpec(stacks={"V": "9♦", "D": "8♠", "T": "7♣"}),
                "B": FSpec(hand=["A05", "A06"], stacks={"V": "2♦"})})
    s1 = do(both_lock(s0), act("B", Kind.PROTECT, arg="A05"))
    s2 = GAME.timeout(s1, "B")
    assert fighter(s2, "B").hand == ["A06"] and stack(s2, "B", "V") == []
    assert decision(s2, "B") == "convert"


def test_timeout_conversion_takes_the_wound() -> None:
    s0 = build({"A": FSpec(stacks={"V": "9♦"}), "B": FSpec(hand=["A05"])})
    s1 = do(both_lock(s0), act("B", Kind.ABSORB_DONE))
    assert "convert:ap" in kinds(s1, "B")
    s2 = GAME.timeout(s1, "B")
    assert fighter(s2, "B").scales == [7, 13, 13, 13] and fighter(s2, "B").hand == ["A05"]


def test_timeout_pursuit_does_not_pursue() -> None:
    s0 = build({"B": FSpec(stacks={"V": "9♦"})})
    s1 = do(s0, act("A", Kind.RETREAT), lock("B"))
    s2 = GAME.timeout(s1, "B")
    assert fighter(s2, "A").status == "withdrawn" and stack(s2, "B", "V") == ["9♦"]
    assert s2.result is not None and s2.result.winners == ["B"]
