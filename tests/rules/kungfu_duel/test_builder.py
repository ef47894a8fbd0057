"""Self-checks for the Kung-Fu Duel scenario builder (``builder.py``)."""

from __future__ import annotations

import pytest

from rules.kungfu_duel import GAME, EventKind, Kind, Phase
from rules.kungfu_duel.content import BONUS_DECK, DECK

from .builder import (
    FSpec,
    act,
    bet,
    build,
    card,
    cards,
    do,
    events,
    fighter,
    history,
    lock,
    name,
    options,
    slot,
    stack,
    stack_bonus,
    stack_deck,
)


def test_card_and_name_round_trip_every_card() -> None:
    assert [card(name(c)) for c in DECK] == list(DECK)
    assert [name(c) for c in cards("A♦ 10♠, J♣ K♥")] == ["A♦", "10♠", "J♣", "K♥"]
    assert card("A♦") == 0 and card("K♥") == 51


def test_fspec_fields_land_in_the_state() -> None:
    s = build({"A": FSpec(ratings=(10, 7, 6, 3), scales=(9, 13, 5, 13),
                          stacks={"V": "6♣ 9♥", "D": "5♠"}, hand=["A01", "F02"],
                          materiel="M01", fragility=4, terrain="T01", bouclier="B01",
                          armure="R02", faiblesses=["F05"], ap=4),
               "B": FSpec(materiel="M02", signature=True)})
    a, b = fighter(s, "A"), fighter(s, "B")
    assert (a.ratings, a.scales, a.hand, a.ap, a.ap_left) == (
        [10, 7, 6, 3], [9, 13, 5, 13], ["A01", "F02"], 4, 4)
    assert stack(s, "A", "V") == ["6♣", "9♥"] and stack(s, "A", "D") == ["5♠"]
    item = a.front.materiel
    assert item is not None and (item.id, item.fragility, item.pool, item.signature) == (
        "M01", 4, 1, False)
    assert (a.front.terrain, a.front.bouclier, a.front.armure, a.front.faiblesses) == (
        "T01", "B01", "R02", ["F05"])
    dao = b.front.materiel
    assert dao is not None and (dao.id, dao.fragility, dao.pool, dao.signature) == (
        "M02", 10, 1, True)
    assert b.scales == [13] * 4 and b.ratings == [8, 6, 6, 4] and (b.side, a.side) == (1, 0)


def test_held_cards_leave_both_decks() -> None:
    s = build({"A": FSpec(stacks={"V": "6♣ 9♥"}, hand=["A01"], materiel="M01",
                          faiblesses=["F05"]),
               "B": FSpec(stacks={"V": "K♦"}, materiel="M02", signature=True)})
    held = cards("6♣ 9♥ K♦")
    assert not set(held) & set(s.deck)
    assert sorted(s.deck + held) == list(DECK)
    assert not {"A01", "M01", "F05"} & set(s.bonus_deck)
    # A signature Matériel is a separate copy: the deck keeps its own Dao.
    assert "M02" in s.bonus_deck
    assert sorted([*s.bonus_deck, "A01", "M01", "F05"]) == sorted(BONUS_DECK)
    assert s.discard == [] and s.bonus_discard == []


def test_stack_deck_deals_in_r15_order() -> None:
    # Seat order; V to P; plain bets before bonus slots, whatever order they were entered.
    s0 = build({"A": FSpec(hand=["A08"])})
    stack_deck(s0, "2♦ 3♦ 4♣ 5♥ 6♥")
    s1 = do(s0, act("A", Kind.ATOUT, arg="A08"), slot("A", "V"), slot("A", "T"),
            bet("A", "V"), lock("A"), bet("B", "P"), lock("B"))
    reveals = {e.player: e for e in history([s0, s1], EventKind.REVEAL)}
    assert [[name(c) for c in r] for r in reveals["A"].cards] == [["2♦", "3♦"], [], ["4♣"], []]
    assert reveals["A"].bonus == [[False, True], [], [True], []]
    assert [[name(c) for c in r] for r in reveals["B"].cards] == [[], [], [], ["5♥"]]
    assert card("6♥") == s1.deck[-1]


def test_stack_deck_takes_wanted_cards_from_the_discard() -> None:
    s = build()
    s.discard = cards("9♥ 2♣")
    s.deck = [c for c in s.deck if c not in s.discard]
    stack_deck(s, "9♥")
    assert s.discard == [card("2♣")] and s.deck[-1] == card("9♥")
    assert sorted(s.deck + s.discard) == list(DECK)


def test_stack_bonus_sets_the_next_draws() -> None:
    s0 = build()
    s0.bonus_discard = ["A03"]
    s0.bonus_deck = [c for c in s0.bonus_deck if c != "A03"]
    stack_bonus(s0, ["A03", "T01"])
    assert s0.bonus_discard == [] and s0.bonus_deck[-2:] == ["T01", "A03"]
    s1 = do(s0, act("A", Kind.DRAW), act("A", Kind.DRAW))
    assert fighter(s1, "A").hand == ["A03", "T01"]


@pytest.mark.parametrize("sides", [[["A1", "A2"], ["B"]], [["B"], ["A1", "A2"]],
                                   [["A1", "A2"], ["B1", "B2"]], [["A"], ["B1", "B2", "B3"]],
                                   [["A1", "A2", "A3"], ["B"]]],
                         ids=["2v1", "1v2", "2v2", "1v3", "3v1"])
def test_sides_as_asked(sides: list[list[str]]) -> None:
    s = build(sides=sides)
    assert s.sides == sides
    assert [f.player for f in s.fighters] == sides[0] + sides[1]
    assert [f.side for f in s.fighters] == [0] * len(sides[0]) + [1] * len(sides[1])
    assert all(GAME.decision_for(s, p) is not None for p in sides[0] + sides[1])


def test_two_against_one_wins_go_to_the_right_side() -> None:
    # The first side is the bigger one: its outcome must name it, not the engine's default.
    s0 = build({"B": FSpec(scales=(1, 13, 13, 13)), "A1": FSpec(stacks={"V": "9♦"})},
               sides=[["A1", "A2"], ["B"]])
    s1 = do(s0, lock("A1"), lock("A2"), lock("B"))
    s2 = do(s1, act("B", Kind.ABSORB_DONE), act("B", Kind.WOUND))
    assert fighter(s2, "B").status == "dead"
    assert s2.result is not None and s2.result.winners == ["A1", "A2"]


def test_gm_number_and_start() -> None:
    s = build(gm=True, number=5)
    assert s.gm == "GM" and s.phase is Phase.GM and s.turn is not None and s.turn.number == 5
    assert [o.kind for o in options(s, "GM")][-1] is Kind.GM_DONE
    assert options(s, "A") == []
    quiet = build(start=False)
    assert quiet.phase is Phase.PLAN and quiet.turn is None and quiet.log == []


def test_do_refuses_an_action_not_offered_and_events_read_a_step() -> None:
    s0 = build()
    with pytest.raises(AssertionError, match="not offered"):
        do(s0, act("A", Kind.ATOUT, arg="A01"))  # the hand is empty
    s1 = do(s0, lock("A"))
    assert [e.kind for e in events(s0, s1)] == [EventKind.LOCKED]
    assert events(s0, s1, EventKind.REVEAL) == []
