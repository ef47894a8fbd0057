"""Spec section 9's worked examples KF-9..KF-17, played through the engine (KF-1..KF-8 and the
shared helpers are in ``test_scenarios.py``)."""

from __future__ import annotations

import pytest

from rules.core import Event, IllegalAction, Reason
from rules.kungfu_duel import GAME, EventKind, KFAction, KFState, Kind, Phase

from .builder import (
    COMP,
    FSpec,
    act,
    bet,
    build,
    do,
    fighter,
    lock,
    offered,
    options,
    slot,
    stack,
    stack_bonus,
    stack_deck,
)
from .test_scenarios import (
    caps,
    done,
    dropped,
    kept,
    names,
    of,
    one,
    quiet_tie,
    revealed,
    run,
    stacks,
    wound,
)

V, D, T, P = 0, 1, 2, 3


def refused(state: KFState, action: KFAction) -> None:
    """KF-15's "refused": not offered, and ``GAME.apply`` raises."""
    assert not offered(state, action)
    with pytest.raises(IllegalAction):
        GAME.apply(state, action)


# --- KF-9: weapon use, wear and boost --------------------------------------------------------


def kf9_boost() -> tuple[KFState, list[Event]]:
    """Eon uses Jian once (its pool pays) for a slot on V and one on D; Q♦ and J♠ are dealt.
    Fay (V11 D11) loses V only; Eon is then asked about the boost."""
    s0 = build({"Eon": FSpec(materiel="M01", stacks={"V": "9♦"}),
                "Fay": FSpec(stacks={"V": "J♣", "D": "J♥"})}, sides=[["Eon"], ["Fay"]])
    jian = fighter(s0, "Eon").front.materiel
    assert jian is not None and (jian.id, jian.fragility, jian.pool) == ("M01", 11, 1)
    stack_deck(s0, "Q♦ J♠")
    use = act("Eon", Kind.USE, arg="materiel")
    s1, evts = run(s0, use)
    # Jian's suits are ♦♠: slots go on V or D, up to its power 2.
    assert options(s1, "Eon") == [slot("Eon", "V"), slot("Eon", "D"),
                                  act("Eon", Kind.SKIP_SLOTS)]
    s2, more = run(s1, slot("Eon", "V"), slot("Eon", "D"), lock("Eon"), lock("Fay"))
    return s2, evts + more


def test_kf9_jian_use_keeps_queen_and_jack_and_wears_twice() -> None:
    s, evts = kf9_boost()
    eon = fighter(s, "Eon")
    assert eon.ap_left == 3  # the pool paid; Eon's own AP are unused
    reveal = one(of(evts, EventKind.REVEAL, "Eon"))
    assert reveal.used == ["materiel"] and reveal.bonus == [[True], [True], [], []]
    assert revealed(evts, "Eon") == [["Q♦"], ["J♠"], [], []]
    # Keep: V [9♦, Q♦]; D has L = 12, so J♠ goes on.
    assert kept(evts, "Eon") == [(V, "Q♦", False), (D, "J♠", False)]
    assert stack(s, "Eon", "V") == ["9♦", "Q♦"] and stack(s, "Eon", "D") == ["J♠"]
    # Wear: Q♦ >= 11 -> 10, then J♠ >= 10 -> 9.
    item = eon.front.materiel
    assert item is not None and (item.fragility, item.pool) == (9, 0)
    wear = one(of(evts, EventKind.WEAR, "Eon"))
    assert (wear.item, wear.fragility, wear.broke) == ("M01", 9, False)
    # V to Eon (12 > 11); D (11 = 11), T and P ties: W = 1-0, D = 1.
    compared = one(of(evts, EventKind.COMPARED))
    assert compared.pairs[0].results == [1, 0, 0, 0]
    assert (compared.wins, compared.damage, compared.winners) == ([1, 0], 1, 0)
    # Boost: V is a ♦ component that won; D (a tie) is not offered.
    assert s.phase is Phase.BOOST
    assert options(s, "Eon") == [act("Eon", Kind.BOOST, n=V), act("Eon", Kind.BOOST_DONE)]


def test_kf9_without_the_boost_one_damage_and_stacks_stay() -> None:
    s, _ = kf9_boost()
    s2, evts = run(s, act("Eon", Kind.BOOST_DONE))
    assert of(evts, EventKind.BOOSTED) == [] and dropped(evts, "Eon") == []
    assert one(of(evts, EventKind.ALLOTTED)).damage == {"Fay": 1}
    assert s2.turn is not None and s2.turn.damage == 1
    assert stack(s2, "Eon", "V") == ["9♦", "Q♦"] and stack(s2, "Eon", "D") == ["J♠"]


def test_kf9_boost_discards_queen_for_two_damage_and_cascades_the_jack() -> None:
    s, _ = kf9_boost()
    s2, evts = run(s, act("Eon", Kind.BOOST, n=V), act("Eon", Kind.BOOST_DONE))
    boosted = one(of(evts, EventKind.BOOSTED, "Eon"))
    assert (boosted.comps, boosted.damage) == ([V], 2)
    # V drops to 9; normalisation cascades J♠ away (11 > 9).
    assert dropped(evts, "Eon") == [(V, ["Q♦"], "boost"), (D, ["J♠"], "normalise")]
    assert one(of(evts, EventKind.ALLOTTED)).damage == {"Fay": 2}
    assert s2.turn is not None and s2.turn.damage == 2
    assert stack(s2, "Eon", "V") == ["9♦"] and stack(s2, "Eon", "D") == []


# --- KF-10: two against one (8 wins at most) -------------------------------------------------


def kf10() -> tuple[KFState, list[Event]]:
    s0 = build({"A1": FSpec(stacks={"V": "9♦", "D": "5♠", "T": "3♣", "P": "A♥"}),
                "A2": FSpec(stacks={"V": "7♦", "D": "7♠", "T": "2♣"}),
                "B": FSpec(stacks={"V": "8♦", "D": "6♠", "T": "3♦", "P": "2♥"})},
               sides=[["A1", "A2"], ["B"]])
    return run(s0, lock("A1"), lock("A2"), lock("B"))


def test_kf10_two_pairs_five_wins_to_two_captain_splits_three() -> None:
    s, evts = kf10()
    compared = one(of(evts, EventKind.COMPARED))
    pairs = {(p.x, p.y): p.results for p in compared.pairs}
    # A1 vs B: A1 wins V; B wins D and P; T a tie. A2 vs B: A2 wins D; B wins V, T, P.
    assert pairs == {("A1", "B"): [1, -1, 0, -1], ("A2", "B"): [-1, 1, -1, -1]}
    assert (compared.wins, compared.damage, compared.winners) == ([2, 5], 3, 1)
    assert [fighter(s, p).wins for p in ("A1", "A2", "B")] == [1, 1, 5]
    # B, the captain, splits the 3 among A1 and A2 (any split; here 2 and 1).
    assert s.phase is Phase.ALLOCATE and s.turn is not None and s.turn.captain == "B"
    assert options(s, "B") == [act("B", Kind.ALLOT, target="A1", n=n) for n in range(4)]
    s2, evts = run(s, act("B", Kind.ALLOT, target="A1", n=2))
    allotted = one(of(evts, EventKind.ALLOTTED))
    assert (allotted.captain, allotted.damage) == ("B", {"A1": 2, "A2": 1})
    # Each absorbs separately.
    s3, evts = run(s2, done("A1"), done("A2"))
    assert dropped(evts, "A1") == [(P, ["A♥"], "absorb"), (T, ["3♣"], "absorb")]
    assert dropped(evts, "A2") == [(T, ["2♣"], "absorb")]
    got = {e.player: (e.received, e.cards, e.left) for e in of(evts, EventKind.ABSORBED)}
    assert got == {"A1": (2, 2, 0), "A2": (1, 1, 0)}
    assert of(evts, EventKind.WOUND) == []
    assert stacks(s3, "A1") == {"V": ["9♦"], "D": ["5♠"], "T": [], "P": []}
    assert stacks(s3, "A2") == {"V": ["7♦"], "D": ["7♠"], "T": [], "P": []}


def test_kf10_eight_wins_at_most_each_loser_one_wound() -> None:
    # The source's maximum for two against one: B beats both empty fighters on all four
    # components. However the 8 are split, each loser takes one wound, not one per point.
    s0 = build({"B": FSpec(stacks={"V": "K♦", "D": "Q♠", "T": "J♣", "P": "10♥"})},
               sides=[["A1", "A2"], ["B"]])
    s1, evts = run(s0, lock("A1"), lock("A2"), lock("B"))
    compared = one(of(evts, EventKind.COMPARED))
    assert (compared.wins, compared.damage, compared.winners) == ([0, 8], 8, 1)
    s2, evts = run(s1, act("B", Kind.ALLOT, target="A1", n=5))
    assert one(of(evts, EventKind.ALLOTTED)).damage == {"A1": 5, "A2": 3}
    s3, evts = run(s2, done("A1"), done("A2"), wound("A1"), wound("A2"))
    got = {e.player: (e.received, e.cards, e.left) for e in of(evts, EventKind.ABSORBED)}
    assert got == {"A1": (5, 0, 5), "A2": (3, 0, 3)}
    assert sorted(e.player for e in of(evts, EventKind.WOUND)) == ["A1", "A2"]
    assert fighter(s3, "A1").scales == fighter(s3, "A2").scales == [13 - 6, 13, 13, 13]
    assert s3.turn is not None and s3.turn.number == 2


# --- KF-11: tactical retreat and pursuit -----------------------------------------------------


def kf11() -> tuple[KFState, list[Event]]:
    """F (Présence 5, threshold 9) retreats; G bets on V and keeps the 9♦ dealt."""
    s0 = build({"F": FSpec(ratings=(6, 7, 6, 5), stacks={"V": "10♦", "D": "4♠"}),
                "G": FSpec()}, sides=[["F"], ["G"]])
    stack_deck(s0, "9♦")
    assert act("F", Kind.RETREAT) in options(s0, "F")
    return run(s0, act("F", Kind.RETREAT), bet("G", "V"), lock("G"))


def test_kf11_retreat_at_reveal_costs_presence_and_every_placed_card() -> None:
    s, evts = kf11()
    assert one(of(evts, EventKind.REVEAL, "F")).retreat is True
    hit = one(of(evts, EventKind.HIT, "F"))
    assert (hit.comp, hit.scale, hit.cause) == (P, 4, "retreat")
    assert fighter(s, "F").scales[P] == 13 - 9 == 4
    assert dropped(evts, "F") == [(V, ["10♦"], "retreat"), (D, ["4♠"], "retreat")]
    assert stacks(s, "F") == {k: [] for k in COMP}
    # No comparison this turn (nothing is compared, so nothing is told); G's bet is kept
    # normally.
    assert of(evts, EventKind.COMPARED) == []
    assert of(evts, EventKind.ALLOTTED) == []
    assert kept(evts, "G") == [(V, "9♦", False)] and stack(s, "G", "V") == ["9♦"]
    assert s.phase is Phase.PURSUE
    assert options(s, "G") == [act("G", Kind.PURSUE, target="F", n=0),
                               act("G", Kind.PURSUE, target="F", n=1)]


def test_kf11_pursued_g_drops_its_cards_and_the_fight_goes_on() -> None:
    s, _ = kf11()
    s2, evts = run(s, act("G", Kind.PURSUE, target="F", n=1))
    pursuit = one(of(evts, EventKind.PURSUIT))
    assert (pursuit.retreater, pursuit.pursuers, pursuit.withdrawn) == ("F", ["G"], False)
    assert dropped(evts, "G") == [(V, ["9♦"], "pursuit")]
    assert stacks(s2, "G") == {k: [] for k in COMP}
    assert fighter(s2, "G").scales == [13] * 4  # no Présence damage for the pursuer
    assert fighter(s2, "F").status == "in" and s2.result is None
    assert s2.phase is Phase.PLAN and s2.turn is not None and s2.turn.number == 2
    assert names(s2.discard) == sorted(["10♦", "4♠", "9♦"])


def test_kf11_not_pursued_f_withdraws_and_g_wins() -> None:
    s, _ = kf11()
    s2, evts = run(s, act("G", Kind.PURSUE, target="F", n=0))
    pursuit = one(of(evts, EventKind.PURSUIT))
    assert (pursuit.retreater, pursuit.pursuers, pursuit.withdrawn) == ("F", [], True)
    assert fighter(s2, "F").status == "withdrawn"
    assert stack(s2, "G", "V") == ["9♦"]
    assert s2.phase is Phase.OVER and s2.result is not None
    assert s2.result.winners == ["G"]


# --- KF-12: refill bonuses, with a cap cascade -----------------------------------------------


def test_kf12_refill_b_tempo_damage_cascades_tempo_and_presence() -> None:
    s0 = build({"H": FSpec(ratings=(8, 6, 6, 4), hand=["A01"],
                           stacks={"V": "9♦", "D": "8♠", "T": "7♣", "P": "4♥"}),
                "Foe": FSpec(stacks={"V": "9♣", "D": "8♦"})}, sides=[["H"], ["Foe"]])
    stack_bonus(s0, ["A03", "T01", "B01"])
    s1, evts = run(s0, act("H", Kind.REFILL, arg="b"))
    # A01 goes to the bonus discard and H draws 3, privately, usable in this plan.
    assert fighter(s1, "H").hand == ["A03", "T01", "B01"]
    assert s1.bonus_discard == ["A01"]
    assert act("H", Kind.ATOUT, arg="A03") in options(s1, "H")
    s2, more = run(s1, lock("H"), lock("Foe"))
    evts += more
    reveal = one(of(evts, EventKind.REVEAL, "H"))
    assert (reveal.refill, reveal.drew, reveal.discarded) == ("b", 3, ["A01"])
    hit = one(of(evts, EventKind.HIT, "H"))
    assert (hit.comp, hit.scale, hit.cause) == (T, 5, "refill")
    assert fighter(s2, "H").scales == [13, 13, 5, 13]
    assert caps(s2, "H") == [13, 13, 5, 5]
    # 7♣ > 5 goes; T is empty, so L(P) = 0 and 4♥ goes.
    assert dropped(evts, "H") == [(T, ["7♣"], "normalise"), (P, ["4♥"], "normalise")]
    assert stacks(s2, "H") == {"V": ["9♦"], "D": ["8♠"], "T": [], "P": []}
    assert names(s2.discard) == sorted(["7♣", "4♥"])
    quiet_tie(evts)


# --- KF-13: armour and shield ----------------------------------------------------------------


def kf13(foe: dict[str, str]) -> KFState:
    """I wears R02 *Brigandine* (solidity 3) and B01 (protection 1)."""
    return build({"I": FSpec(armure="R02", bouclier="B01",
                             stacks={"V": "9♦", "D": "8♠", "T": "7♣", "P": "4♥"}),
                  "Foe": FSpec(stacks=foe)}, sides=[["I"], ["Foe"]])


def test_kf13_two_points_armour_then_shield_nothing_lost() -> None:
    s0 = kf13({"V": "10♦", "D": "9♠", "T": "7♦", "P": "4♦"})
    s1, evts = run(s0, lock("I"), lock("Foe"))
    assert one(of(evts, EventKind.ALLOTTED)).damage == {"I": 2}
    # 2 < 3: the armour makes it 1; the shield makes it 0. No question is asked.
    absorbed = one(of(evts, EventKind.ABSORBED, "I"))
    assert (absorbed.received, absorbed.armour, absorbed.shield, absorbed.cards,
            absorbed.left) == (2, 1, 1, 0, 0)
    assert dropped(evts, "I") == [] and of(evts, EventKind.WOUND) == []
    assert stacks(s1, "I") == {"V": ["9♦"], "D": ["8♠"], "T": ["7♣"], "P": ["4♥"]}
    front = fighter(s1, "I").front
    assert (front.armure, front.bouclier) == ("R02", "B01")
    assert s1.phase is Phase.PLAN and s1.turn is not None and s1.turn.number == 2


def test_kf13_four_points_no_armour_shield_one_three_cards_lost() -> None:
    s0 = kf13({"V": "K♦", "D": "Q♠", "T": "J♣", "P": "10♥"})
    s1, evts = run(s0, lock("I"), lock("Foe"))
    assert one(of(evts, EventKind.ALLOTTED)).damage == {"I": 4}
    s2, more = run(s1, done("I"))
    evts += more
    # 4 >= 3: no armour; the shield makes it 3; three placed cards go, from P upward.
    absorbed = one(of(evts, EventKind.ABSORBED, "I"))
    assert (absorbed.received, absorbed.armour, absorbed.shield, absorbed.cards,
            absorbed.left) == (4, 0, 1, 3, 0)
    assert dropped(evts, "I") == [(P, ["4♥"], "absorb"), (T, ["7♣"], "absorb"),
                                  (D, ["8♠"], "absorb")]
    assert stacks(s2, "I") == {"V": ["9♦"], "D": [], "T": [], "P": []}
    assert of(evts, EventKind.WOUND) == [] and fighter(s2, "I").front.bouclier == "B01"


# --- KF-14: equality stacks ------------------------------------------------------------------


def test_kf14_equal_seven_stacks_on_seven() -> None:
    s0 = build({"A": FSpec(stacks={"V": "7♦"}), "B": FSpec(stacks={"V": "7♥"})})
    stack_deck(s0, "7♣")
    s1, evts = run(s0, bet("A", "V"), lock("A"), lock("B"))
    assert revealed(evts, "A") == [["7♣"], [], [], []]
    assert kept(evts, "A") == [(V, "7♣", False)]
    assert stack(s1, "A", "V") == ["7♦", "7♣"]
    assert dropped(evts, "A") == [] and s1.discard == []
    quiet_tie(evts)


# --- KF-15: plan validation (expected refusals) ----------------------------------------------


def test_kf15_second_atout_in_a_turn_is_refused() -> None:
    s0 = build({"A": FSpec(hand=["A01", "A03"])})
    assert act("A", Kind.ATOUT, arg="A03") in options(s0, "A")
    s1 = do(s0, act("A", Kind.ATOUT, arg="A01"), slot("A", "D"))
    assert fighter(s1, "A").ap_left == 2
    refused(s1, act("A", Kind.ATOUT, arg="A03"))


def test_kf15_draw_with_three_cards_in_hand_is_refused() -> None:
    assert act("A", Kind.DRAW) in options(build({"A": FSpec(hand=["A01", "A03"])}), "A")
    refused(build({"A": FSpec(hand=["A01", "A03", "A05"])}), act("A", Kind.DRAW))


def test_kf15_rapide_slot_on_vigueur_is_refused() -> None:
    s1 = do(build({"A": FSpec(hand=["A01"])}), act("A", Kind.ATOUT, arg="A01"))
    assert slot("A", "D") in options(s1, "A")
    refused(s1, slot("A", "V"))


def test_kf15_fourth_ap_action_is_refused_with_no_item_pool() -> None:
    s0 = build({"A": FSpec(hand=["A01"])})
    s1 = do(s0, bet("A", "V"), bet("A", "D"), bet("A", "T"))
    assert fighter(s1, "A").ap_left == 0
    for action in (bet("A", "V"), act("A", Kind.DRAW), act("A", Kind.ATOUT, arg="A01"),
                   act("A", Kind.DISCARD)):
        refused(s1, action)
    assert {o.kind for o in options(s1, "A")} == {Kind.REFILL, Kind.LOCK}


def test_kf15_jian_twice_costs_its_pool_then_one_own_ap() -> None:
    s0 = build({"A": FSpec(materiel="M01")})
    use = act("A", Kind.USE, arg="materiel")
    s1 = do(s0, use, slot("A", "V"), slot("A", "D"))
    jian = fighter(s1, "A").front.materiel
    assert jian is not None and jian.pool == 0 and fighter(s1, "A").ap_left == 3
    s2 = do(s1, use, slot("A", "V"), slot("A", "D"))
    assert fighter(s2, "A").ap_left == 2
    # Once the pool and the own AP are spent, a further use is refused too.
    s3 = do(s2, use, act("A", Kind.SKIP_SLOTS), use, act("A", Kind.SKIP_SLOTS))
    assert fighter(s3, "A").ap_left == 0
    refused(s3, use)


@pytest.mark.parametrize("first", [bet("A", "V"), act("A", Kind.DRAW),
                                   act("A", Kind.REFILL, arg="a")],
                         ids=["bet", "draw", "refill"])
def test_kf15_retreat_after_another_entry_is_refused(first: KFAction) -> None:
    s0 = build()
    assert act("A", Kind.RETREAT) in options(s0, "A")
    refused(do(s0, first), act("A", Kind.RETREAT))


# --- KF-16: discarding a weapon for protection -----------------------------------------------


def kf16(foe: dict[str, str], terrain: str | None = None) -> tuple[KFState, list[Event]]:
    """Jin: a deck copy of M02 *Dao* posed, ``V [7♦]``; the foe's stacks set the damage."""
    s0 = build({"Jin": FSpec(materiel="M02", terrain=terrain, stacks={"V": "7♦"}),
                "Foe": FSpec(stacks=foe)}, sides=[["Jin"], ["Foe"]])
    dao = fighter(s0, "Jin").front.materiel
    assert dao is not None and dao.signature is False
    return run(s0, lock("Jin"), lock("Foe"))


def test_kf16_dao_discard_and_seven_absorb_two_no_wound() -> None:
    s, evts = kf16({"V": "8♣", "D": "3♠"})
    assert one(of(evts, EventKind.ALLOTTED)).damage == {"Jin": 2}
    protect = act("Jin", Kind.PROTECT, arg="materiel")
    assert options(s, "Jin") == [protect, done("Jin")]
    # Step 3: Dao is chosen, d = 1 (it leaves when Jin is done: the choice is secret until
    # then, section 8).
    s2, evts = run(s, protect)
    jin = fighter(s2, "Jin")
    assert jin.absorb is not None and jin.absorb.d == 1 and jin.absorb.chosen == ["materiel"]
    assert jin.ap_left == 3  # free of AP (R27 step 3)
    # Step 4: 7♦ goes, d = 0: no wound.
    s3, evts = run(s2, done("Jin"))
    assert fighter(s3, "Jin").front.materiel is None and "M02" in s3.bonus_discard
    assert dropped(evts, "Jin") == [(V, ["7♦"], "absorb")]
    absorbed = one(of(evts, EventKind.ABSORBED, "Jin"))
    assert (absorbed.received, absorbed.chosen, absorbed.cards, absorbed.left) == (
        2, ["materiel"], 1, 0)
    assert of(evts, EventKind.WOUND) == [] and fighter(s3, "Jin").scales == [13] * 4
    assert s3.turn is not None and s3.turn.number == 2


def test_kf16_without_the_dao_discard_jin_takes_a_wound_or_converts() -> None:
    s, _ = kf16({"V": "8♣", "D": "3♠"})
    s2, evts = run(s, done("Jin"))
    assert dropped(evts, "Jin") == [(V, ["7♦"], "absorb")]
    assert one(of(evts, EventKind.ABSORBED, "Jin")).left == 1
    # R34: the unspent AP or the posed Dao may pay for a conversion instead.
    assert options(s2, "Jin") == [wound("Jin"), act("Jin", Kind.CONVERT, arg="ap"),
                                  act("Jin", Kind.CONVERT, arg="materiel")]
    s3, evts = run(s2, wound("Jin"))
    assert one(of(evts, EventKind.WOUND, "Jin")).converted is False
    assert fighter(s3, "Jin").scales == [13 - 6, 13, 13, 13]


def test_kf16_no_further_protection_once_d_is_zero() -> None:
    # d = 1 with Dao and a Terrain posed: after the Dao, the Terrain is no longer offered.
    s, evts = kf16({"V": "8♣"}, terrain="T01")
    assert one(of(evts, EventKind.ALLOTTED)).damage == {"Jin": 1}
    terrain = act("Jin", Kind.PROTECT, arg="terrain")
    assert terrain in options(s, "Jin")
    s2 = do(s, act("Jin", Kind.PROTECT, arg="materiel"))
    assert options(s2, "Jin") == [done("Jin")]
    refused(s2, terrain)
    s3, evts = run(s2, done("Jin"))
    assert stack(s3, "Jin", "V") == ["7♦"] and fighter(s3, "Jin").front.terrain == "T01"
    assert one(of(evts, EventKind.ABSORBED, "Jin")).cards == 0


# --- KF-17: both sides emptied at the reveal (1v1) -------------------------------------------


def test_kf17_refill_surrender_and_retreat_flight_make_a_draw() -> None:
    s0 = build({"K": FSpec(ratings=(8, 6, 6, 4)), "L": FSpec(ratings=(8, 6, 6, 1))},
               sides=[["K"], ["L"]])
    # An earlier refill leaves K's Tempo at 13 - 8 = 5.
    s1, _ = run(s0, act("K", Kind.REFILL, arg="a"), lock("K"), lock("L"))
    assert fighter(s1, "K").scales[T] == 5
    assert s1.turn is not None and s1.turn.number == 2
    # 5 - 8 = -3: the refill is offered only as a surrender.
    surrender = act("K", Kind.REFILL, arg="surrender")
    assert surrender in options(s1, "K")
    assert act("K", Kind.REFILL, arg="a") not in options(s1, "K")
    s2, evts = run(s1, surrender)
    plan = fighter(s2, "K").plan
    assert plan is not None and plan.locked and plan.bets == []
    assert [e.player for e in of(evts, EventKind.LOCKED)] == ["K"]
    s3, more = run(s2, act("L", Kind.RETREAT))
    evts += more
    # The reveal has no bets.
    assert revealed(evts, "K") == revealed(evts, "L") == [[], [], [], []]
    assert one(of(evts, EventKind.REVEAL, "L")).retreat is True
    hits = {e.player: (e.comp, e.scale, e.cause) for e in of(evts, EventKind.HIT)}
    assert hits == {"K": (T, 5 - 8, "refill"), "L": (P, 13 - 13, "retreat")}
    outs = {e.player: e.status for e in of(evts, EventKind.OUT)}
    assert outs == {"K": "surrendered", "L": "fled"}
    assert (fighter(s3, "K").status, fighter(s3, "L").status) == ("surrendered", "fled")
    # R40 checked once: both sides empty, a draw; no comparison, no pursuit.
    assert of(evts, EventKind.COMPARED) == [] and of(evts, EventKind.PURSUIT) == []
    assert s3.phase is Phase.OVER and s3.result is not None
    assert s3.result.winners == [] and s3.result.reason is Reason.DRAW
    assert one(of(evts, EventKind.END)).outcome == s3.result
