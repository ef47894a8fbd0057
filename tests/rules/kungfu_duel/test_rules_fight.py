"""Kung-Fu Duel rule-by-rule tests, part 2a: spec R23-R35 (comparison, damage, weapon boost,
allocation, absorption, wounds, conversion, out of combat).

The other parts of part 2: ``test_rules_end`` (R36-R43) and ``test_decisions`` (D1-D33 and
section 10's timeouts). Every test drives the engine through ``GAME.apply`` (the builder's
``do``) from a position made by ``builder.build``; expected values are written out from the
spec (default ratings V8 D6 T6 P4, thresholds 6/8/8/10).

Coverage map (rule -> tests):

R23     test_r23_kf6_1v1_compares_top_cards_ties_score_nothing,
        test_r23_kf10_two_against_one_adds_only_wins,
        test_r23_2v2_compares_every_cross_pair, test_r23_1v3_caps_wins_at_twelve,
        test_r23_retreating_fighter_is_left_out_of_the_comparison
R24     test_r24_equal_wins_deal_no_damage, test_r24_winning_side_inflicts_the_difference
R25     test_r25_kf9_boost_discards_a_winning_card_then_normalises,
        test_r25_only_won_components_on_the_items_suits,
        test_r25_at_most_power_cards, test_r25_an_unused_posed_materiel_boosts_too,
        test_r25_a_locked_winning_card_cannot_boost, test_r25_the_losing_side_never_boosts
R26     test_r26_captain_has_the_most_individual_wins,
        test_r26_captain_tie_goes_to_the_lowest_seat,
        test_r26_one_loser_at_a_time_the_last_takes_the_rest, test_r23_1v3_caps_wins_at_twelve,
        test_r26_a_loser_given_zero_absorbs_nothing,
        test_r26_single_loser_takes_everything_unasked,
        test_r26_a_retreating_fighter_cannot_be_allotted
R27     test_r27_kf13_armour_then_shield_small_blow,
        test_r27_kf13_armour_skipped_on_a_big_blow,
        test_r27_kf6_placed_cards_go_from_presence_upward,
        test_r27_kf16_discarding_a_posed_weapon_saves_a_wound,
        test_r27_no_protection_once_damage_is_gone,
        test_r27_signature_materiel_discarded_is_set_aside,
        test_r27_protection_choices_secret_until_done
R28     test_r28_placed_cards_cannot_be_kept_by_taking_a_wound
R29     test_r29_only_defensive_atouts_protect
R30     test_r30_kf8_faiblesse_neutralises_its_suit_count_and_stays_posed,
        test_r30_faiblesse_never_makes_bets_and_leaves_by_the_discard_action
R31     test_r31_kf8_locked_top_stops_absorption, test_r31_kf8_locks_in_the_keep_procedure,
        test_r31_normalisation_ignores_locks, test_r31_a_faiblesse_posed_in_step_3_locks_step_4
R32     test_r32_several_faiblesses_lock_the_union
R33     test_r33_kf1_wound_is_one_vigueur_damage_and_lowers_every_cap
R34     test_r34_kf7_conversion_with_a_saved_ap, test_r34_payments_offered,
        test_r34_item_pool_does_not_pay, test_r34_paying_with_a_posed_item_discards_it
R35     test_r35_wound_to_zero_is_death_and_the_cards_leave,
        test_r35_conversion_to_zero_is_ko, test_r35_an_out_fighter_takes_no_further_part
"""

from __future__ import annotations

import sys
from typing import Any

from rules.core import Reason
from rules.kungfu_duel import GAME, EventKind, KFAction, KFState, Kind, Phase
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
    stack_deck,
)

RULE_IDS = [f"R{i}" for i in range(23, 36)]


def test_coverage_map() -> None:
    names = [n for n in vars(sys.modules[__name__]) if n.startswith("test_")]
    check_coverage_map(__doc__ or "", RULE_IDS, names)


def locked_all(state: KFState, *players: str) -> KFState:
    return do(state, *(lock(p) for p in players))


def done(player: str) -> KFAction:
    return act(player, Kind.ABSORB_DONE)


def dealt(a: FSpec, deck: str, *actions: KFAction) -> KFState:
    """A (as given) against a bare B: ``deck`` is dealt next; A enters ``actions``, both lock."""
    s0 = build({"A": a})
    stack_deck(s0, deck)
    return do(s0, *actions, lock("A"), lock("B"))


# --- R23, R24: comparison and damage ---------------------------------------------------------


def kf6() -> KFState:
    return build({"A": FSpec(stacks={"V": "10♦", "D": "7♠", "T": "3♣ 5♣"}),
                  "B": FSpec(stacks={"V": "9♠", "D": "7♦", "T": "6♣", "P": "2♥"})})


def test_r23_kf6_1v1_compares_top_cards_ties_score_nothing() -> None:
    s0 = kf6()
    s1 = locked_all(s0, "A", "B")
    compared = one(s0, s1, EventKind.COMPARED)
    assert [(p.x, p.y, p.results) for p in compared.pairs] == [("A", "B", [1, 0, -1, -1])]
    assert compared.wins == [1, 2] and compared.damage == 1 and compared.winners == 1
    assert (fighter(s1, "A").wins, fighter(s1, "B").wins) == (1, 2)


def test_r23_kf10_two_against_one_adds_only_wins() -> None:
    s0 = build({"B": FSpec(stacks={"V": "8♦", "D": "6♠", "T": "3♣", "P": "2♥"}),
                "A1": FSpec(stacks={"V": "9♦", "D": "5♠", "T": "3♦", "P": "A♥"}),
                "A2": FSpec(stacks={"V": "7♦", "D": "7♠", "T": "2♣"})},
               sides=[["B"], ["A1", "A2"]])
    s1 = locked_all(s0, "B", "A1", "A2")
    compared = one(s0, s1, EventKind.COMPARED)
    assert [(p.x, p.y, p.results) for p in compared.pairs] == [
        ("B", "A1", [-1, 1, 0, 1]), ("B", "A2", [1, -1, 1, 1])]
    assert compared.wins == [5, 2] and compared.damage == 3 and compared.winners == 0
    # B is the only winner, so the captain; the allocation is asked one loser at a time.
    assert decision(s1, "B") == "allocate"


def test_r23_2v2_compares_every_cross_pair() -> None:
    s0 = build({"A1": FSpec(stacks={"V": "9♦"}), "A2": FSpec(stacks={"V": "5♦"}),
                "B1": FSpec(stacks={"V": "7♦"}), "B2": FSpec(stacks={"V": "3♦"})},
               sides=[["A1", "A2"], ["B1", "B2"]])
    s1 = locked_all(s0, "A1", "A2", "B1", "B2")
    compared = one(s0, s1, EventKind.COMPARED)
    assert {(p.x, p.y): p.results[0] for p in compared.pairs} == {
        ("A1", "B1"): 1, ("A1", "B2"): 1, ("A2", "B1"): -1, ("A2", "B2"): 1}
    # Allies' cards never add: A2's 5 does not join A1's 9 against B1.
    assert compared.wins == [3, 1] and compared.damage == 2


def test_r23_1v3_caps_wins_at_twelve() -> None:
    s0 = build({"A": FSpec(stacks={"V": "K♦", "D": "Q♠", "T": "J♣", "P": "10♥"})},
               sides=[["A"], ["B1", "B2", "B3"]])
    s1 = locked_all(s0, "A", "B1", "B2", "B3")
    compared = one(s0, s1, EventKind.COMPARED)
    assert len(compared.pairs) == 3
    assert compared.wins == [12, 0] and compared.damage == 12  # 4 * a * b
    # R26 with three losers: B1, then B2 from what is left; B3 takes the rest.
    s2 = do(s1, act("A", Kind.ALLOT, target="B1", n=5))
    assert [(o.target, o.n) for o in options(s2, "A")] == [("B2", n) for n in range(8)]
    s3 = do(s2, act("A", Kind.ALLOT, target="B2", n=7))
    assert one(s2, s3, EventKind.ALLOTTED).damage == {"B1": 5, "B2": 7, "B3": 0}


def test_r23_retreating_fighter_is_left_out_of_the_comparison() -> None:
    s0 = build({"B": FSpec(stacks={"V": "2♦"}), "A1": FSpec(stacks={"V": "9♦"}),
                "A2": FSpec(stacks={"V": "8♦", "D": "5♠"})}, sides=[["B"], ["A1", "A2"]])
    s1 = do(s0, act("A2", Kind.RETREAT), lock("B"), lock("A1"))
    compared = one(s0, s1, EventKind.COMPARED)
    assert [(p.x, p.y) for p in compared.pairs] == [("B", "A1")]
    assert compared.wins == [0, 1]


def test_r24_equal_wins_deal_no_damage() -> None:
    s0 = build({"A": FSpec(stacks={"V": "9♦"}), "B": FSpec(stacks={"V": "8♦", "D": "5♠"})})
    s1 = locked_all(s0, "A", "B")
    compared = one(s0, s1, EventKind.COMPARED)
    assert compared.wins == [1, 1] and compared.damage == 0 and compared.winners is None
    assert events(s0, s1, EventKind.ALLOTTED) == []
    assert s1.turn is not None and s1.turn.number == 2 and s1.phase is Phase.PLAN
    assert stack(s1, "A", "V") == ["9♦"] and stack(s1, "B", "D") == ["5♠"]


def test_r24_winning_side_inflicts_the_difference() -> None:
    s0 = build({"A": FSpec(stacks={"V": "9♦", "D": "8♠", "T": "7♣"}),
                "B": FSpec(stacks={"V": "5♦", "D": "4♠", "T": "3♣", "P": "2♥"})})
    s1 = locked_all(s0, "A", "B")
    assert one(s0, s1, EventKind.ALLOTTED).damage == {"B": 2}  # 3 wins against 1
    s2 = do(s1, done("B"))
    assert stack(s2, "B", "P") == [] and stack(s2, "B", "T") == []
    assert stack(s2, "A", "V") == ["9♦"] and stack(s2, "A", "T") == ["7♣"]  # A loses nothing


# --- R25: weapon boost ------------------------------------------------------------------------


def kf9() -> KFState:
    s0 = build({"A": FSpec(stacks={"V": "9♦"}, materiel="M01"),
                "B": FSpec(stacks={"V": "J♣", "D": "J♥"})})
    stack_deck(s0, "Q♦ J♠")
    s1 = do(s0, act("A", Kind.USE, arg="materiel"), slot("A", "V"), slot("A", "D"),
            lock("A"), lock("B"))
    assert fighter(s1, "A").ap_left == 3  # paid by Jian's pool
    return s1


def test_r25_kf9_boost_discards_a_winning_card_then_normalises() -> None:
    s1 = kf9()
    assert stack(s1, "A", "V") == ["9♦", "Q♦"] and stack(s1, "A", "D") == ["J♠"]
    item = fighter(s1, "A").front.materiel
    assert item is not None and item.fragility == 9
    assert s1.phase is Phase.BOOST and s1.turn is not None and s1.turn.damage == 1
    assert kinds(s1, "A") == ["boost:0", "boost_done"]  # D tied: not a winning card
    s2 = do(s1, act("A", Kind.BOOST, n=0), act("A", Kind.BOOST_DONE))
    assert one(s1, s2, EventKind.ALLOTTED).damage == {"B": 2}
    assert stack(s2, "A", "V") == ["9♦"] and stack(s2, "A", "D") == []
    dropped = [(e.comp, e.cards, e.why) for e in events(s1, s2, EventKind.DROPPED)
               if e.player == "A"]
    assert dropped == [(0, [card("Q♦")], "boost"), (1, [card("J♠")], "normalise")]
    s2 = do(s1, act("A", Kind.BOOST_DONE))  # without the boost
    assert one(s1, s2, EventKind.ALLOTTED).damage == {"B": 1}
    assert stack(s2, "A", "V") == ["9♦", "Q♦"] and stack(s2, "A", "D") == ["J♠"]


def test_r25_only_won_components_on_the_items_suits() -> None:
    # Bâton is ♠♣: V (won, ♦) is not its suit; D won; T won; P lost.
    s0 = build({"A": FSpec(stacks={"V": "9♦", "D": "8♠", "T": "7♣"}, materiel="M03"),
                "B": FSpec(stacks={"V": "9♠", "D": "2♠", "T": "2♣", "P": "A♥"})})
    s1 = locked_all(s0, "A", "B")
    assert kinds(s1, "A") == ["boost:1", "boost:2", "boost_done"]


def test_r25_at_most_power_cards() -> None:
    # Éventail de fer (♠♥) has power 1: once D is marked, P is no longer offered.
    s0 = build({"A": FSpec(stacks={"V": "9♦", "D": "8♠", "T": "7♣", "P": "5♥"},
                           materiel="M05"),
                "B": FSpec(stacks={"V": "9♣"})})
    s1 = locked_all(s0, "A", "B")
    assert kinds(s1, "A") == ["boost:1", "boost:3", "boost_done"]
    s2 = do(s1, act("A", Kind.BOOST, n=1))
    assert kinds(s2, "A") == ["boost:1", "boost_done"]  # D again unmarks it
    s3 = do(s2, act("A", Kind.BOOST_DONE))
    assert s3.turn is not None and s3.turn.damage == 4  # 3 wins + 1


def test_r25_an_unused_posed_materiel_boosts_too() -> None:
    s0 = build({"A": FSpec(stacks={"V": "9♦"}, materiel="M02"), "B": FSpec()})
    s1 = locked_all(s0, "A", "B")
    assert decision(s1, "A") == "boost" and kinds(s1, "A") == ["boost:0", "boost_done"]


def test_r25_a_locked_winning_card_cannot_boost() -> None:
    # Épuisement locks ♦: the winning 9♦ cannot be discarded; a 9♣ on V could.
    s0 = build({"A": FSpec(stacks={"V": "9♦"}, materiel="M02", faiblesses=["F03"]),
                "B": FSpec()})
    s1 = locked_all(s0, "A", "B")
    assert decision(s1, "A") is None and decision(s1, "B") == "absorb"
    s0 = build({"A": FSpec(stacks={"V": "9♣"}, materiel="M02", faiblesses=["F03"]),
                "B": FSpec()})
    assert decision(locked_all(s0, "A", "B"), "A") == "boost"


def test_r25_the_losing_side_never_boosts() -> None:
    s0 = build({"A": FSpec(stacks={"V": "9♦", "D": "8♠", "T": "7♣"}),
                "B": FSpec(stacks={"V": "K♦"}, materiel="M02")})
    s1 = locked_all(s0, "A", "B")
    assert s1.phase is Phase.ABSORB and decision(s1, "B") == "absorb"


# --- R26: allocation --------------------------------------------------------------------------


def two_v_two(a1: str, a2: str) -> KFState:
    return build({"A1": FSpec(stacks={"V": a1}), "A2": FSpec(stacks={"V": a2, "D": "4♠"}),
                  "B1": FSpec(), "B2": FSpec(stacks={"V": "2♣"})},
                 sides=[["A1", "A2"], ["B1", "B2"]])


def test_r26_captain_has_the_most_individual_wins() -> None:
    # A1 wins V twice; A2 wins V and D twice: A2 (seat 2) is the captain.
    s1 = locked_all(two_v_two("9♦", "8♦"), "A1", "A2", "B1", "B2")
    assert (fighter(s1, "A1").wins, fighter(s1, "A2").wins) == (2, 4)
    assert s1.turn is not None and s1.turn.captain == "A2"
    assert decision(s1, "A2") == "allocate" and decision(s1, "A1") is None


def test_r26_captain_tie_goes_to_the_lowest_seat() -> None:
    s0 = build({"A1": FSpec(stacks={"V": "9♦"}), "A2": FSpec(stacks={"V": "8♦"}),
                "B1": FSpec(), "B2": FSpec()}, sides=[["A1", "A2"], ["B1", "B2"]])
    s1 = locked_all(s0, "A1", "A2", "B1", "B2")
    assert s1.turn is not None and s1.turn.captain == "A1" and decision(s1, "A1") == "allocate"


def test_r26_one_loser_at_a_time_the_last_takes_the_rest() -> None:
    s1 = locked_all(two_v_two("9♦", "8♦"), "A1", "A2", "B1", "B2")
    assert s1.turn is not None and s1.turn.damage == 6
    assert [(o.kind, o.target, o.n) for o in options(s1, "A2")] == \
        [(Kind.ALLOT, "B1", n) for n in range(7)]
    s2 = do(s1, act("A2", Kind.ALLOT, target="B1", n=2))
    assert one(s1, s2, EventKind.ALLOTTED).damage == {"B1": 2, "B2": 4}
    assert decision(s2, "B1") == "absorb" and decision(s2, "B2") == "absorb"


def test_r26_a_loser_given_zero_absorbs_nothing() -> None:
    s1 = locked_all(two_v_two("9♦", "8♦"), "A1", "A2", "B1", "B2")
    s2 = do(s1, act("A2", Kind.ALLOT, target="B1", n=0))
    assert one(s1, s2, EventKind.ALLOTTED).damage == {"B1": 0, "B2": 6}
    assert decision(s2, "B1") is None and decision(s2, "B2") == "absorb"


def test_r26_single_loser_takes_everything_unasked() -> None:
    s0 = build({"A1": FSpec(stacks={"V": "9♦"}), "A2": FSpec(stacks={"V": "8♦"}),
                "B": FSpec()}, sides=[["B"], ["A1", "A2"]])
    s1 = locked_all(s0, "B", "A1", "A2")
    assert one(s0, s1, EventKind.ALLOTTED).damage == {"B": 2}
    assert decision(s1, "A1") is None and decision(s1, "B") == "absorb"


def test_r26_a_retreating_fighter_cannot_be_allotted() -> None:
    s0 = build({"B": FSpec(stacks={"V": "9♦", "D": "8♠"}), "A1": FSpec(), "A2": FSpec()},
               sides=[["B"], ["A1", "A2"]])
    s1 = do(s0, act("A2", Kind.RETREAT), lock("B"), lock("A1"))
    assert one(s0, s1, EventKind.ALLOTTED).damage == {"A1": 2}
    assert decision(s1, "B") is None and decision(s1, "A1") == "absorb"


# --- R27-R32: absorption ------------------------------------------------------------------


def against(b: FSpec, wins: str) -> KFState:
    """B against an A whose tops beat B's on the components in ``wins`` and tie elsewhere
    (so ``len(wins)`` damage to B); both locked with empty plans."""
    used = {x for text in b.stacks.values() for x in text.split()}
    a_stacks: dict[str, str] = {}
    values = []
    for c in "VDTP":
        text = b.stacks.get(c, "").split()
        v = (card(text[-1]) % 13 + 1 if text else 0) + (c in wins)
        values.append(v)
        if v:
            rank = {1: "A", 11: "J", 12: "Q", 13: "K"}.get(v, str(v))
            a_stacks[c] = next(rank + s for s in "♦♠♣♥" if rank + s not in used)
            used.add(a_stacks[c])
    assert values == sorted(values, reverse=True), values  # A's stacks obey R5
    return locked_all(build({"A": FSpec(stacks=a_stacks), "B": b}), "A", "B")


def test_r27_kf13_armour_then_shield_small_blow() -> None:
    s1 = against(FSpec(stacks={"V": "9♦", "D": "8♠"}, armure="R02", bouclier="B01"), "VD")
    absorbed = [e for e in s1.log if e.kind == EventKind.ABSORBED]
    assert [(e.received, e.armour, e.shield, e.left) for e in absorbed] == [(2, 1, 1, 0)]
    assert stack(s1, "B", "V") == ["9♦"] and stack(s1, "B", "D") == ["8♠"]
    assert fighter(s1, "B").front.bouclier == "B01"  # the shield stays
    assert s1.turn is not None and s1.turn.number == 2


def test_r27_kf13_armour_skipped_on_a_big_blow() -> None:
    s1 = against(FSpec(stacks={"V": "9♦", "D": "8♠", "T": "7♣", "P": "6♥"},
                       armure="R02", bouclier="B01"), "VDTP")
    b = fighter(s1, "B")
    assert b.absorb is not None and (b.absorb.armour, b.absorb.shield, b.absorb.d) == (0, 1, 3)
    s2 = do(s1, done("B"))
    assert [stack(s2, "B", c) for c in "VDTP"] == [["9♦"], [], [], []]
    assert fighter(s2, "B").scales == [13, 13, 13, 13]


def test_r27_kf6_placed_cards_go_from_presence_upward() -> None:
    s1 = locked_all(kf6(), "A", "B")
    assert kinds(s1, "A") == ["absorb_done"]  # asked even with nothing to choose
    s2 = do(s1, done("A"))
    assert stack(s2, "A", "T") == ["3♣"] and stack(s2, "A", "V") == ["10♦"]
    assert fighter(s2, "A").scales == [13, 13, 13, 13]
    assert [e.left for e in events(s1, s2, EventKind.ABSORBED)] == [0]


def test_r27_kf16_discarding_a_posed_weapon_saves_a_wound() -> None:
    s1 = against(FSpec(stacks={"V": "7♦"}, materiel="M02"), "VD")
    assert kinds(s1, "B") == ["protect:materiel", "absorb_done"]
    s2 = do(s1, act("B", Kind.PROTECT, arg="materiel"))
    assert kinds(s2, "B") == ["absorb_done"]
    s3 = do(s2, done("B"))
    assert fighter(s3, "B").front.materiel is None and "M02" in s3.bonus_discard
    assert stack(s3, "B", "V") == [] and fighter(s3, "B").scales[0] == 13
    assert decision(s3, "B") == "plan"
    s2 = do(s1, done("B"))  # without the Dao discard: 7♦ goes, and a wound
    assert stack(s2, "B", "V") == [] and decision(s2, "B") == "convert"
    assert fighter(do(s2, act("B", Kind.WOUND)), "B").scales[0] == 7


def test_r27_no_protection_once_damage_is_gone() -> None:
    s1 = against(FSpec(materiel="M02", terrain="T01", hand=["A05", "M01", "T02"]), "V")
    assert kinds(s1, "B") == ["protect:A05", "protect:terrain", "protect:materiel",
                              "absorb_done"]
    s2 = do(s1, act("B", Kind.PROTECT, arg="terrain"))
    assert kinds(s2, "B") == ["absorb_done"]
    s3 = do(s2, done("B"))
    assert fighter(s3, "B").hand == ["A05", "M01", "T02"]  # items in hand never protect
    assert fighter(s3, "B").front.materiel is not None


def test_r27_signature_materiel_discarded_is_set_aside() -> None:
    s1 = against(FSpec(materiel="M03", signature=True), "V")
    s2 = do(s1, act("B", Kind.PROTECT, arg="materiel"), done("B"))
    assert fighter(s2, "B").set_aside == ["M03"] and "M03" not in s2.bonus_discard


def test_r27_protection_choices_secret_until_done() -> None:
    s1 = against(FSpec(terrain="T01", hand=["A05"]), "VDT")
    s2 = do(s1, act("B", Kind.PROTECT, arg="terrain"))
    seen = GAME.view(s2, "A").fighter("B")
    assert seen.front.terrain == "T01" and seen.hand_count == 1
    assert "T01" not in GAME.view(s2, "A").bonus_discard
    s3 = do(s2, done("B"))  # revealed once done
    absorbed = one(s2, s3, EventKind.ABSORBED)
    assert absorbed.chosen == ["terrain"] and "T01" in GAME.view(s3, "A").bonus_discard


def test_r28_placed_cards_cannot_be_kept_by_taking_a_wound() -> None:
    s1 = against(FSpec(stacks={"V": "9♦", "D": "8♠"}), "V")
    assert kinds(s1, "B") == ["absorb_done"]  # no "take a wound instead"
    s2 = do(s1, done("B"))
    assert stack(s2, "B", "D") == [] and decision(s2, "B") == "plan"
    assert fighter(s2, "B").scales == [13, 13, 13, 13]


def test_r29_only_defensive_atouts_protect() -> None:
    s1 = against(FSpec(hand=["A01", "A05", "A20", "A19"]), "V")
    assert kinds(s1, "B") == ["protect:A05", "protect:A19", "absorb_done"]
    s2 = do(s1, act("B", Kind.PROTECT, arg="A19"))
    assert kinds(s2, "B") == ["absorb_done"]
    s3 = do(s2, done("B"))
    assert fighter(s3, "B").hand == ["A01", "A05", "A20"] and "A19" in s3.bonus_discard


def kf8() -> FSpec:
    return FSpec(stacks={"V": "8♠", "D": "6♠", "T": "5♣", "P": "3♥"}, hand=["F05"])


def test_r30_kf8_faiblesse_neutralises_its_suit_count_and_stays_posed() -> None:
    s1 = against(kf8(), "VDT")
    assert s1.turn is not None and s1.turn.damage == 3
    s2 = do(s1, act("B", Kind.PROTECT, arg="F05"))
    b = fighter(s2, "B")
    assert b.absorb is not None and b.absorb.d == 1
    s3 = do(s2, done("B"))
    assert [stack(s3, "B", c) for c in "VDTP"] == [["8♠"], ["6♠"], ["5♣"], []]
    assert fighter(s3, "B").front.faiblesses == ["F05"] and "F05" not in s3.bonus_discard


def test_r30_faiblesse_never_makes_bets_and_leaves_by_the_discard_action() -> None:
    s0 = build({"B": FSpec(hand=["F01"], faiblesses=["F05"])})
    offered = kinds(s0, "B")
    assert not any(o.startswith(("atout", "pose", "use")) for o in offered)
    s1 = do(s0, act("B", Kind.DISCARD))
    assert kinds(s1, "B") == ["mark:hand:F01", "mark:front:F05", "back"]
    s2 = do(s1, act("B", Kind.MARK, arg="front:F05"), act("B", Kind.DISCARD_GO))
    assert fighter(s2, "B").front.faiblesses == [] and fighter(s2, "B").ap_left == 2
    assert "F05" in s2.bonus_discard


def test_r31_kf8_locked_top_stops_absorption() -> None:
    s1 = against(FSpec(stacks={"V": "8♠", "D": "6♠", "T": "5♣"}, faiblesses=["F05"]), "VP")
    assert s1.turn is not None and s1.turn.damage == 2
    s2 = do(s1, done("B"))
    assert [stack(s2, "B", c) for c in "VDT"] == [["8♠"], ["6♠"], []]
    assert decision(s2, "B") == "convert"
    assert [e.left for e in events(s1, s2, EventKind.ABSORBED)] == [1]


def test_r31_kf8_locks_in_the_keep_procedure() -> None:
    dara = FSpec(stacks={"V": "8♠", "D": "6♠", "T": "5♣"}, faiblesses=["F05"])
    s1 = dealt(dara, "2♣ 3♥", bet("A", "V"), bet("A", "V"))  # a failed draw spares 8♠
    assert [stack(s1, "A", c) for c in "VDT"] == [["8♠"], ["6♠"], ["5♣"]]
    assert card("2♣") in s1.discard and card("3♥") in s1.discard
    s1 = dealt(dara, "K♦ 5♣", bet("A", "V"), bet("A", "V"))
    assert stack(s1, "A", "V") == ["8♠"]  # K♦ locked: E = {5♣}, and K♦ ≥ 8 saves 8♠


def test_r31_normalisation_ignores_locks() -> None:
    # The locked 9♦ stops absorption at once, so a wound; the cap of 7 then drops it anyway.
    s1 = against(FSpec(stacks={"V": "9♦"}, faiblesses=["F03"]), "V")
    s2 = do(s1, done("B"), act("B", Kind.WOUND))
    assert fighter(s2, "B").scales[0] == 7 and stack(s2, "B", "V") == []
    assert [e.why for e in events(s1, s2, EventKind.DROPPED)] == ["normalise"]


def test_r31_a_faiblesse_posed_in_step_3_locks_step_4() -> None:
    # Orgueil (♥) takes 1 of 2; the last point then meets the locked 3♥ on P: a wound.
    s1 = against(FSpec(stacks={"V": "9♦", "D": "5♠", "T": "4♣", "P": "3♥"}, hand=["F01"]),
                 "VD")
    s2 = do(s1, act("B", Kind.PROTECT, arg="F01"), done("B"))
    assert stack(s2, "B", "P") == ["3♥"] and decision(s2, "B") == "convert"


def test_r32_several_faiblesses_lock_the_union() -> None:
    def kept(faiblesses: list[str]) -> list[list[str]]:
        a = FSpec(stacks={"V": "K♦", "D": "Q♠", "T": "J♦"}, faiblesses=faiblesses)
        s1 = dealt(a, "K♣ 4♥", bet("A", "D"), bet("A", "P"))
        return [stack(s1, "A", "D"), stack(s1, "A", "P")]

    assert kept([]) == [["Q♠", "K♣"], ["4♥"]]
    assert kept(["F01"]) == [["Q♠", "K♣"], []]
    assert kept(["F02"]) == [["Q♠"], ["4♥"]]
    assert kept(["F01", "F02"]) == [["Q♠"], []]


# --- R33-R35: wounds, conversion, out of combat ----------------------------------------------


def test_r33_kf1_wound_is_one_vigueur_damage_and_lowers_every_cap() -> None:
    s1 = against(FSpec(ratings=(8, 6, 6, 4)), "V")
    s2 = do(s1, done("B"), act("B", Kind.WOUND))
    assert fighter(s2, "B").scales == [7, 13, 13, 13]
    assert GAME.view(s2, None).fighter("B").caps == [7, 7, 7, 7]
    assert [(e.comp, e.scale, e.cause) for e in events(s1, s2, EventKind.HIT)] == \
        [(0, 7, "wound")]
    # Next turn B bets 2 on V: 9♦ is over the limit of 7, 7♣ is kept.
    stack_deck(s2, "9♦ 7♣")
    s3 = do(s2, bet("B", "V"), bet("B", "V"), lock("B"), lock("A"))
    assert stack(s3, "B", "V") == ["7♣"] and card("9♦") in s3.discard
    s1 = against(FSpec(scales=(1, 13, 13, 13)), "V")  # the third wound: 1 - 6
    s2 = do(s1, done("B"), act("B", Kind.WOUND))
    assert fighter(s2, "B").scales[0] == -5 and fighter(s2, "B").status == "dead"


def kf7(**extra: Any) -> KFState:
    s0 = build({"A": FSpec(stacks={"V": "5♦", "D": "3♠", "T": "2♣"}),
                "B": FSpec(ratings=(9, 9, 6, 4), stacks={"V": "4♦"}, **extra)})
    # Two plain bets on P, whose cards cannot stay (T is empty): 1 AP is left.
    s1 = do(s0, lock("A"), bet("B", "P"), bet("B", "P"), lock("B"))
    assert s1.turn is not None and s1.turn.damage == 3
    return do(s1, done("B"))


def test_r34_kf7_conversion_with_a_saved_ap() -> None:
    s2 = kf7()
    assert stack(s2, "B", "V") == [] and kinds(s2, "B") == ["wound", "convert:ap"]
    s3 = do(s2, act("B", Kind.CONVERT, arg="ap"))
    b = fighter(s3, "B")
    assert b.scales == [13, 3, 13, 13]
    assert GAME.view(s3, None).fighter("B").caps == [13, 3, 3, 3]
    wound = one(s2, s3, EventKind.WOUND)
    assert wound.converted and wound.paid == "ap"


def test_r34_payments_offered() -> None:
    s2 = kf7(hand=["A05", "A01", "F01"], bouclier="B02", terrain="T03", materiel="M06",
             armure="R01")
    b = fighter(s2, "B")
    assert b.absorb is not None and b.absorb.wound
    # Not the Armure, the Faiblesse nor the non-defensive Atout; not the item's own pool.
    assert kinds(s2, "B") == ["wound", "convert:ap", "convert:A05", "convert:bouclier",
                              "convert:terrain", "convert:materiel"]


def test_r34_item_pool_does_not_pay() -> None:
    s0 = build({"A": FSpec(stacks={"V": "5♦", "D": "3♠"}),
                "B": FSpec(materiel="M06", stacks={"V": "4♦"})})
    s1 = do(s0, lock("A"), *(bet("B", "P") for _ in range(3)), lock("B"))
    item = fighter(s1, "B").front.materiel
    assert fighter(s1, "B").ap_left == 0 and item is not None and item.pool == 2
    s2 = do(s1, done("B"))
    assert kinds(s2, "B") == ["wound", "convert:materiel"]


def test_r34_paying_with_a_posed_item_discards_it() -> None:
    s2 = kf7(bouclier="B02")
    s3 = do(s2, act("B", Kind.CONVERT, arg="bouclier"))
    b = fighter(s3, "B")
    assert b.front.bouclier is None and "B02" in s3.bonus_discard
    assert b.scales[1] == 3
    s2 = kf7(materiel="M05", signature=True)
    s3 = do(s2, act("B", Kind.CONVERT, arg="materiel"))
    assert fighter(s3, "B").set_aside == ["M05"] and "M05" not in s3.bonus_discard


def test_r35_wound_to_zero_is_death_and_the_cards_leave() -> None:
    s0 = build({"A": FSpec(stacks={"V": "9♦", "D": "8♠"}),
                "B": FSpec(scales=(5, 13, 13, 13), stacks={"V": "5♦"}, hand=["A01"],
                           terrain="T01", materiel="M03", signature=True,
                           faiblesses=["F03"])})
    s1 = locked_all(s0, "A", "B")
    s2 = do(s1, done("B"), act("B", Kind.WOUND))
    b = fighter(s2, "B")
    assert b.status == "dead" and b.scales[0] == -1
    assert b.stacks == [[], [], [], []] and b.hand == [] and b.front.cards() == []
    assert card("5♦") in s2.discard
    assert {"A01", "T01", "F03"} <= set(s2.bonus_discard) and b.set_aside == ["M03"]
    assert [e.status for e in events(s1, s2, EventKind.OUT)] == ["dead"]
    assert s2.result is not None and s2.result.winners == ["A"] and \
        s2.result.reason is Reason.KO


def test_r35_conversion_to_zero_is_ko() -> None:
    # Distance 10 (threshold 4): 8 - 2 * 4 = 0, and 0 is out.
    s1 = against(FSpec(ratings=(8, 10, 6, 4), scales=(13, 8, 8, 8)), "V")
    s2 = do(s1, done("B"), act("B", Kind.CONVERT, arg="ap"))
    assert fighter(s2, "B").scales[1] == 0 and fighter(s2, "B").status == "ko"
    assert s2.result is not None and s2.result.winners == ["A"]


def test_r35_an_out_fighter_takes_no_further_part() -> None:
    s0 = build({"B": FSpec(stacks={"V": "9♦", "D": "8♠"}),
                "A1": FSpec(scales=(6, 13, 13, 13)), "A2": FSpec(stacks={"V": "9♠"})},
               sides=[["B"], ["A1", "A2"]])
    s1 = locked_all(s0, "B", "A1", "A2")
    s2 = do(s1, act("B", Kind.ALLOT, target="A1", n=2))
    s3 = do(s2, done("A1"), act("A1", Kind.WOUND), done("A2"))
    assert fighter(s3, "A1").status == "dead" and s3.result is None
    assert s3.turn is not None and s3.turn.number == 2
    assert decision(s3, "A1") is None and decision(s3, "A2") == "plan"
    s4 = locked_all(s3, "B", "A2")
    pairs = [(p.x, p.y) for p in one(s3, s4, EventKind.COMPARED).pairs]
    assert pairs == [("B", "A2")]
