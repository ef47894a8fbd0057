"""Spec section 9's worked examples KF-1..KF-8, played through the engine.

Each test sets the scenario's "Before" with the builder, reaches the moment it describes by
play (an opponent with winning stacks deals the damage; ``stack_deck`` fixes the dealt cards)
and checks every number and fact the scenario states, plus the public events it describes.
Opponents without a part in a scenario hold stacks that tie, so the turn ends quietly.
KF-9..KF-17 are in ``test_scenarios_more.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.core import Event, Reason, copy_state
from rules.kungfu_duel import EventKind, KFAction, KFState, Kind, Phase
from rules.kungfu_duel.content import card_value
from rules.kungfu_duel.stacks import locked_suits

from .builder import (
    COMP,
    FSpec,
    act,
    bet,
    build,
    card,
    do,
    events,
    fighter,
    lock,
    name,
    options,
    stack,
    stack_deck,
)

V, D, T, P = 0, 1, 2, 3


# --- helpers shared with test_scenarios_more.py ----------------------------------------------


def run(state: KFState, *actions: KFAction) -> tuple[KFState, list[Event]]:
    """Apply offered actions one by one; the state after and every public event on the way."""
    seen: list[Event] = []
    for action in actions:
        after = do(state, action)
        seen += events(state, after)
        state = after
    return state, seen


def stacked(state: KFState, texts: str) -> KFState:
    """A copy of ``state`` whose next dealt cards are ``texts`` (a state ``apply`` made is
    never edited in place: its parts may be shared)."""
    state = copy_state(state)
    stack_deck(state, texts)
    return state


def of(evts: Sequence[Event], kind: EventKind, player: str | None = None) -> list[Any]:
    return [e for e in evts if e.kind == kind
            and (player is None or getattr(e, "player", None) == player)]


def one(evts: Sequence[Any]) -> Any:
    """The single event of a list (the scenario describes exactly one)."""
    assert len(evts) == 1, evts
    return evts[0]


def names(cards: Sequence[int]) -> list[str]:
    """Card names in sorted order: a pile's contents, whatever the order they went in."""
    return sorted(name(c) for c in cards)


def texts(spec: str) -> list[str]:
    return sorted(spec.split())


def caps(state: KFState, player: str) -> list[int]:
    """R3, computed here from the scales."""
    scales = fighter(state, player).scales
    return [min(scales[: c + 1]) for c in range(4)]


def limits(state: KFState, player: str) -> list[int]:
    """R5, computed here from the caps and the stacks' top values."""
    f = fighter(state, player)
    tops = [card_value(s[-1]) if s else 0 for s in f.stacks]
    c = caps(state, player)
    return [c[0]] + [min(c[i], tops[i - 1]) for i in (1, 2, 3)]


def stacks(state: KFState, player: str) -> dict[str, list[str]]:
    return {k: stack(state, player, k) for k in COMP}


def done(player: str) -> KFAction:
    return act(player, Kind.ABSORB_DONE)


def wound(player: str) -> KFAction:
    return act(player, Kind.WOUND)


def dropped(evts: Sequence[Event], player: str) -> list[tuple[int, list[str], str]]:
    return [(e.comp, [name(c) for c in e.cards], e.why)
            for e in of(evts, EventKind.DROPPED, player)]


def kept(evts: Sequence[Event], player: str) -> list[tuple[int, str, bool]]:
    return [(e.comp, name(e.card), e.replacement) for e in of(evts, EventKind.KEPT, player)]


def revealed(evts: Sequence[Event], player: str) -> list[list[str]]:
    return [[name(c) for c in cards] for cards in one(of(evts, EventKind.REVEAL, player)).cards]


def quiet_tie(evts: Sequence[Event]) -> None:
    """The comparison was a tie: no damage, nothing allotted, absorbed or wounded."""
    compared = one(of(evts, EventKind.COMPARED))
    assert compared.wins[0] == compared.wins[1] and compared.damage == 0
    assert compared.winners is None
    for kind in (EventKind.ALLOTTED, EventKind.ABSORBED, EventKind.WOUND):
        assert of(evts, kind) == []


# --- KF-1: Vigueur 8, threshold 6 (source) ---------------------------------------------------


def kf1_start() -> KFState:
    """Lin (V8 D6 T6 P4), nothing placed, against a foe whose V and D beat her empty ones."""
    return build({"Lin": FSpec(ratings=(8, 6, 6, 4)),
                  "Foe": FSpec(ratings=(10, 7, 6, 3), stacks={"V": "10♦", "D": "9♠"})},
                 sides=[["Lin"], ["Foe"]])


def kf1_first_wound() -> tuple[KFState, list[Event]]:
    s0 = kf1_start()
    s1, evts = run(s0, lock("Lin"), lock("Foe"))
    # Lin has no protections: "done" is her only absorption choice.
    assert options(s1, "Lin") == [done("Lin")]
    s2, more = run(s1, done("Lin"), wound("Lin"))
    return s2, evts + more


def test_kf1_first_wound_caps_every_component_at_7() -> None:
    s0 = kf1_start()
    lin = fighter(s0, "Lin")
    assert [14 - r for r in lin.ratings] == [6, 8, 8, 10]
    assert lin.scales == [13, 13, 13, 13] and stacks(s0, "Lin") == {k: [] for k in COMP}
    s, evts = kf1_first_wound()
    compared = one(of(evts, EventKind.COMPARED))
    assert (compared.wins, compared.damage, compared.winners) == ([0, 2], 2, 1)
    allotted = one(of(evts, EventKind.ALLOTTED))
    assert (allotted.captain, allotted.damage) == ("Foe", {"Lin": 2})
    # Step 4 has nothing to discard: d = 2 is left, so one wound.
    absorbed = one(of(evts, EventKind.ABSORBED, "Lin"))
    assert (absorbed.received, absorbed.chosen, absorbed.cards, absorbed.left) == (2, [], 0, 2)
    assert one(of(evts, EventKind.WOUND, "Lin")).converted is False
    hit = one(of(evts, EventKind.HIT, "Lin"))
    assert (hit.comp, hit.scale, hit.cause) == (V, 7, "wound")
    lin = fighter(s, "Lin")
    assert lin.scales == [7, 13, 13, 13]
    assert caps(s, "Lin") == [7, 7, 7, 7]
    assert lin.status == "in" and s.result is None
    assert s.phase is Phase.PLAN and s.turn is not None and s.turn.number == 2


def test_kf1_next_turn_keeps_7_clubs_and_discards_9_diamonds() -> None:
    s1, _ = kf1_first_wound()
    s2, evts = run(stacked(s1, "9♦ 7♣"), bet("Lin", "V"), bet("Lin", "V"), lock("Lin"),
                   lock("Foe"))
    assert revealed(evts, "Lin") == [["9♦", "7♣"], [], [], []]
    assert limits(s2, "Lin")[V] == 7
    # E = {7♣}: one card, kept without a question.
    assert kept(evts, "Lin") == [(V, "7♣", False)]
    assert stack(s2, "Lin", "V") == ["7♣"]
    assert names(s2.discard) == ["9♦"]


def test_kf1_second_wound_leaves_aces_third_wound_kills() -> None:
    s1, history = kf1_first_wound()
    s2, evts = run(stacked(s1, "9♦ 7♣"), bet("Lin", "V"), bet("Lin", "V"), lock("Lin"),
                   lock("Foe"), done("Lin"), wound("Lin"))
    history += evts
    # 7♣ absorbed 1 of the 2, the rest is the second wound.
    assert dropped(evts, "Lin") == [(V, ["7♣"], "absorb")]
    assert fighter(s2, "Lin").scales == [1, 13, 13, 13]
    assert caps(s2, "Lin") == [1, 1, 1, 1]
    # Only aces can be kept anywhere: of 2♦ and A♣ on V, the ace.
    s3, evts = run(stacked(s2, "2♦ A♣"), bet("Lin", "V"), bet("Lin", "V"), lock("Lin"),
                   lock("Foe"))
    history += evts
    assert limits(s3, "Lin")[V] == 1
    assert kept(evts, "Lin") == [(V, "A♣", False)] and stack(s3, "Lin", "V") == ["A♣"]
    assert "2♦" in names(s3.discard)
    s4, evts = run(s3, done("Lin"), wound("Lin"))
    history += evts
    lin = fighter(s4, "Lin")
    assert lin.scales[V] == 1 - 6 == -5
    assert lin.status == "dead"
    assert one(of(evts, EventKind.OUT, "Lin")).status == "dead"
    wounds = of(history, EventKind.WOUND, "Lin")
    assert len(wounds) == 3 and not any(w.converted for w in wounds)
    assert s4.phase is Phase.OVER and s4.result is not None
    assert s4.result.winners == ["Foe"] and s4.result.reason is Reason.KO
    assert one(of(evts, EventKind.END)).outcome == s4.result


# --- KF-2: stacking, and a higher card that can't be kept ------------------------------------


def mei(d: str = "5♠", foe_d: str = "5♦") -> KFState:
    """Mei's ``V [6♣]``, ``D [<d>]``; the foe's stacks tie with Mei's after the keep."""
    return build({"Mei": FSpec(stacks={"V": "6♣", "D": d}),
                  "Foe": FSpec(stacks={"V": "9♦", "D": foe_d})}, sides=[["Mei"], ["Foe"]])


def mei_bets(state: KFState) -> tuple[KFState, list[Event]]:
    """3 plain bets, 1 on V and 2 on D."""
    return run(state, bet("Mei", "V"), bet("Mei", "D"), bet("Mei", "D"), lock("Mei"),
               lock("Foe"))


def test_kf2_nine_stacks_ten_is_too_high_and_saves_the_five() -> None:
    s0 = mei()
    stack_deck(s0, "9♥ 10♦ 3♣")
    s1, evts = mei_bets(s0)
    assert revealed(evts, "Mei") == [["9♥"], ["10♦", "3♣"], [], []]
    # V: L = 13, Up = {9♥}.
    assert kept(evts, "Mei") == [(V, "9♥", False)]
    assert stack(s1, "Mei", "V") == ["6♣", "9♥"]
    # D: L = min(13, 9) = 9, so 10♦ is not eligible; but 10♦ >= 5: step 8, nothing changes.
    assert limits(s1, "Mei")[D] == 9
    assert stack(s1, "Mei", "D") == ["5♠"] and dropped(evts, "Mei") == []
    assert names(s1.discard) == texts("10♦ 3♣")
    quiet_tie(evts)


def test_kf2_variant_off_suit_five_is_kept_by_step_8_not_by_its_suit() -> None:
    # 5♠ on D is also exempt by suit (R18), which would hide step 8; with 5♦ only step 8
    # (D6: a higher card that cannot be kept still saves the placed one) keeps it.
    s0 = mei(d="5♦", foe_d="5♥")
    stack_deck(s0, "9♥ 10♦ 3♣")
    s1, evts = mei_bets(s0)
    assert stack(s1, "Mei", "D") == ["5♦"] and dropped(evts, "Mei") == []
    assert names(s1.discard) == texts("10♦ 3♣")
    quiet_tie(evts)


# --- KF-3: the same-suit exemption, and a plain failed draw ----------------------------------


def test_kf3_case_a_same_suit_five_survives_the_failed_draw() -> None:
    s0 = mei()
    stack_deck(s0, "9♥ 2♥ 3♣")
    s1, evts = mei_bets(s0)
    assert revealed(evts, "Mei") == [["9♥"], ["2♥", "3♣"], [], []]
    # Every D card is below 5: a failed draw, but 5♠ on Distance (♠) is exempt.
    assert stack(s1, "Mei", "D") == ["5♠"] and dropped(evts, "Mei") == []
    assert kept(evts, "Mei") == [(V, "9♥", False)]
    assert names(s1.discard) == texts("2♥ 3♣")
    quiet_tie(evts)


def test_kf3_case_b_other_suit_five_is_lost_and_three_replaces_it() -> None:
    s0 = mei(d="5♦", foe_d="3♠")
    stack_deck(s0, "9♥ 2♥ 3♣")
    s1, evts = mei_bets(s0)
    # 5♦ is not exempt: discarded; D is then empty, so the best eligible card, 3♣, goes on.
    assert dropped(evts, "Mei") == [(D, ["5♦"], "failed")]
    assert kept(evts, "Mei") == [(V, "9♥", False), (D, "3♣", True)]
    assert stack(s1, "Mei", "D") == ["3♣"]
    assert names(s1.discard) == texts("5♦ 2♥")
    quiet_tie(evts)


# --- KF-4 / KF-5: failed draw then cascade; a bonus bet protects -----------------------------


def bao(hand: Sequence[str] = (), foe: str = "3♦") -> KFState:
    """Bao's ``V [8♣]``, ``D [7♠]``, ``T [2♣]``; the foe's V (and stacks) tie after the keep."""
    foe_stacks = dict(zip("VDT", foe.split(), strict=False))
    return build({"Bao": FSpec(stacks={"V": "8♣", "D": "7♠", "T": "2♣"}, hand=list(hand)),
                  "Foe": FSpec(stacks=foe_stacks)}, sides=[["Bao"], ["Foe"]])


def test_kf4_failed_draw_on_vigueur_cascades_everything_below() -> None:
    s0 = bao()
    stack_deck(s0, "3♥")
    s1, evts = run(s0, bet("Bao", "V"), lock("Bao"), lock("Foe"))
    assert revealed(evts, "Bao") == [["3♥"], [], [], []]
    # V: 8♣ (a ♣ on ♦, no bonus bet, not cascaded) is lost and 3♥ is placed.
    # D: L = 3, 7♠ cascades; T: L = value(D) = 0, 2♣ cascades.
    assert dropped(evts, "Bao") == [(V, ["8♣"], "failed"), (D, ["7♠"], "cascade"),
                                    (T, ["2♣"], "cascade")]
    assert kept(evts, "Bao") == [(V, "3♥", True)]
    assert stacks(s1, "Bao") == {"V": ["3♥"], "D": [], "T": [], "P": []}
    assert limits(s1, "Bao") == [13, 3, 0, 0]
    assert names(s1.discard) == texts("8♣ 7♠ 2♣")
    quiet_tie(evts)


def test_kf5_bonus_slot_on_vigueur_exempts_the_eight() -> None:
    s0 = bao(hand=["A02"], foe="8♦ 7♦ 2♦")
    stack_deck(s0, "3♥")
    # A02 Puissant opens two ♦ slots: one on V, the other left unfilled.
    s1, evts = run(s0, act("Bao", Kind.ATOUT, arg="A02"), act("Bao", Kind.SLOT, n=V),
                   act("Bao", Kind.SKIP_SLOTS), lock("Bao"), lock("Foe"))
    reveal = one(of(evts, EventKind.REVEAL, "Bao"))
    assert reveal.atout == "A02" and reveal.bonus == [[True], [], [], []]
    assert revealed(evts, "Bao") == [["3♥"], [], [], []]
    # V is exempt (R18): 8♣ stays, 3♥ goes; D and T are unchanged.
    assert stacks(s1, "Bao") == {"V": ["8♣"], "D": ["7♠"], "T": ["2♣"], "P": []}
    assert dropped(evts, "Bao") == [] and kept(evts, "Bao") == []
    assert names(s1.discard) == ["3♥"]
    # R21: the Atout goes to the bonus discard.
    assert s1.bonus_discard == ["A02"] and fighter(s1, "Bao").hand == []
    quiet_tie(evts)


# --- KF-6: comparison and damage from Présence upward (1v1) ----------------------------------


def test_kf6_two_wins_to_one_top_of_tempo_absorbs_the_point() -> None:
    s0 = build({"A": FSpec(stacks={"V": "10♦", "D": "7♠", "T": "3♣ 5♣"}),
                "B": FSpec(stacks={"V": "9♦", "D": "7♦", "T": "6♣", "P": "2♥"})})
    s1, evts = run(s0, lock("A"), lock("B"))
    compared = one(of(evts, EventKind.COMPARED))
    # V to A, D a tie, T and P to B.
    assert [(p.x, p.y, p.results) for p in compared.pairs] == [("A", "B", [1, 0, -1, -1])]
    assert (compared.wins, compared.damage, compared.winners) == ([1, 2], 1, 1)
    assert (fighter(s1, "A").wins, fighter(s1, "B").wins) == (1, 2)
    allotted = one(of(evts, EventKind.ALLOTTED))
    assert (allotted.captain, allotted.damage) == ("B", {"A": 1})
    assert options(s1, "A") == [done("A")]
    s2, evts = run(s1, done("A"))
    # P is empty: the top of T, 5♣, goes; 3♣ takes effect again.
    assert dropped(evts, "A") == [(T, ["5♣"], "absorb")]
    assert stack(s2, "A", "T") == ["3♣"] and limits(s2, "A")[P] == 3
    assert card_value(fighter(s2, "A").stacks[T][-1]) == 3
    absorbed = one(of(evts, EventKind.ABSORBED, "A"))
    assert (absorbed.received, absorbed.cards, absorbed.left) == (1, 1, 0)
    assert of(evts, EventKind.WOUND) == [] and fighter(s2, "A").scales == [13] * 4
    assert s2.phase is Phase.PLAN and s2.turn is not None and s2.turn.number == 2


# --- KF-7: damage beyond placed cards; conversion with a saved AP ----------------------------


def kf7_wounded() -> tuple[KFState, list[Event]]:
    """C (V9 D9, ``V [4♦]``) spends 2 AP (two bets on T, whose limit is 0) and keeps 1; the
    foe wins V, D and T for d = 3; C absorbs and must take the wound or convert."""
    s0 = build({"C": FSpec(ratings=(9, 9, 6, 4), stacks={"V": "4♦"}),
                "Foe": FSpec(stacks={"V": "5♦", "D": "3♠", "T": "2♣"})},
               sides=[["C"], ["Foe"]])
    stack_deck(s0, "K♥ Q♥")
    s1, evts = run(s0, bet("C", "T"), bet("C", "T"), lock("C"), lock("Foe"))
    assert fighter(s1, "C").ap_left == 1
    allotted = one(of(evts, EventKind.ALLOTTED))
    assert allotted.damage == {"C": 3}
    assert options(s1, "C") == [done("C")]  # no protections
    s2, more = run(s1, done("C"))
    return s2, evts + more


def test_kf7_conversion_paid_with_the_unspent_ap() -> None:
    s1, evts = kf7_wounded()
    # Step 4 discards 4♦, d = 2, nothing left: a wound, or a conversion.
    assert dropped(evts, "C") == [(V, ["4♦"], "absorb")]
    absorbed = one(of(evts, EventKind.ABSORBED, "C"))
    assert (absorbed.received, absorbed.cards, absorbed.left) == (3, 1, 2)
    assert stacks(s1, "C") == {k: [] for k in COMP}
    convert = act("C", Kind.CONVERT, arg="ap")
    assert options(s1, "C") == [wound("C"), convert]
    s2, evts = run(s1, convert)
    w = one(of(evts, EventKind.WOUND, "C"))
    assert (w.converted, w.paid) == (True, "ap")
    hit = one(of(evts, EventKind.HIT, "C"))
    assert (hit.comp, hit.times, hit.scale, hit.cause) == (D, 2, 3, "conversion")
    c = fighter(s2, "C")
    assert c.scales == [13, 13 - 2 * 5, 13, 13] == [13, 3, 13, 13]
    assert caps(s2, "C") == [13, 3, 3, 3]
    assert c.status == "in"


def test_kf7_without_the_conversion_vigueur_drops_to_8() -> None:
    s1, _ = kf7_wounded()
    s2, evts = run(s1, wound("C"))
    assert one(of(evts, EventKind.WOUND, "C")).converted is False
    assert fighter(s2, "C").scales == [13 - 5, 13, 13, 13] == [8, 13, 13, 13]
    assert caps(s2, "C") == [8, 8, 8, 8]


# --- KF-8: Faiblesse neutralises, then locks (four turns) ------------------------------------


def kf8_start() -> KFState:
    """Dara (V10: a wound leaves V at 9, over her 8♠) holds F05 *Blessure ancienne* (♦♠). The
    foe wins V, D and T on turn 1 (d = 3); its V is a 9♣ that a low card unseats on turn 2."""
    return build({"Dara": FSpec(ratings=(10, 7, 6, 3),
                                stacks={"V": "8♠", "D": "6♠", "T": "5♣", "P": "3♥"},
                                hand=["F05"]),
                  "Foe": FSpec(ratings=(12, 10, 6, 4),
                               stacks={"V": "9♣", "D": "7♦", "T": "6♦", "P": "3♦"})},
                 sides=[["Dara"], ["Foe"]])


def kf8_turn1() -> tuple[KFState, list[Event]]:
    s0 = kf8_start()
    s1, evts = run(s0, lock("Dara"), lock("Foe"))
    assert one(of(evts, EventKind.ALLOTTED)).damage == {"Dara": 3}
    f05 = act("Dara", Kind.PROTECT, arg="F05")
    assert options(s1, "Dara") == [f05, done("Dara")]
    s2, more = run(s1, f05)
    # 1 point is left and no protection remains: only "done".
    absorb = fighter(s2, "Dara").absorb
    assert absorb is not None and absorb.d == 1
    assert fighter(s2, "Dara").ap_left == 3  # posing it here is free (R27 step 3)
    assert options(s2, "Dara") == [done("Dara")]
    s3, last = run(s2, done("Dara"))
    return s3, evts + more + last


def kf8_turn2(deal: str) -> tuple[KFState, list[Event]]:
    """Dara bets 2 on V; the foe bets 1 on V and loses its 9♣ to a failed draw (2♥), so Dara
    wins turn 2 and her stacks stay for turn 3."""
    s1, _ = kf8_turn1()
    return run(stacked(s1, f"{deal} 2♥"), bet("Dara", "V"), bet("Dara", "V"), lock("Dara"),
               bet("Foe", "V"), lock("Foe"))


def test_kf8_turn1_faiblesse_neutralises_two_then_locks_diamonds_and_spades() -> None:
    s, evts = kf8_turn1()
    absorbed = one(of(evts, EventKind.ABSORBED, "Dara"))
    assert (absorbed.received, absorbed.chosen, absorbed.cards, absorbed.left) == (
        3, ["F05"], 1, 0)
    assert dropped(evts, "Dara") == [(P, ["3♥"], "absorb")]
    assert stacks(s, "Dara") == {"V": ["8♠"], "D": ["6♠"], "T": ["5♣"], "P": []}
    dara = fighter(s, "Dara")
    assert dara.front.faiblesses == ["F05"] and dara.hand == []
    assert locked_suits(dara) == {V, D}  # ♦ and ♠
    assert "F05" not in s.bonus_discard
    assert of(evts, EventKind.WOUND) == [] and dara.scales == [13] * 4


def test_kf8_turn2_locked_spade_survives_the_failed_draw() -> None:
    s, evts = kf8_turn2("2♣ 3♥")
    assert revealed(evts, "Dara") == [["2♣", "3♥"], [], [], []]
    assert one(of(evts, EventKind.REVEAL, "Dara")).bonus == [[False, False], [], [], []]
    # A failed draw, 8♠ not of V's suit and no bonus bet, but ♠ is locked: it stays.
    assert dropped(evts, "Dara") == [] and kept(evts, "Dara") == []
    assert stacks(s, "Dara") == {"V": ["8♠"], "D": ["6♠"], "T": ["5♣"], "P": []}
    assert limits(s, "Dara")[D:T + 1] == [8, 6]
    assert {"2♣", "3♥"} <= set(names(s.discard))
    # The foe's 9♣ was lost: Dara won the turn, so she absorbs nothing.
    assert one(of(evts, EventKind.ALLOTTED)).damage == {"Foe": 3}


def test_kf8_turn2_variant_locked_king_cannot_be_kept_and_saves_the_eight() -> None:
    s, evts = kf8_turn2("K♦ 5♣")
    assert revealed(evts, "Dara") == [["K♦", "5♣"], [], [], []]
    # K♦ is locked: E = {5♣}, Up = {}; K♦ >= 8, so step 8: nothing changes.
    assert dropped(evts, "Dara") == [] and kept(evts, "Dara") == []
    assert stacks(s, "Dara") == {"V": ["8♠"], "D": ["6♠"], "T": ["5♣"], "P": []}
    assert {"K♦", "5♣"} <= set(names(s.discard))


def kf8_turn3() -> tuple[KFState, list[Event]]:
    """After turn 2 the foe absorbs and takes its wound; on turn 3 it bets V, D, T (10♦, 9♠,
    5♦) and wins V and D: Dara receives d = 2."""
    s2, _ = kf8_turn2("2♣ 3♥")
    s3, _ = run(s2, done("Foe"), wound("Foe"))
    assert s3.turn is not None and s3.turn.number == 3
    s4, evts = run(stacked(s3, "10♦ 9♠ 5♦"), lock("Dara"), bet("Foe", "V"), bet("Foe", "D"),
                   bet("Foe", "T"), lock("Foe"))
    assert one(of(evts, EventKind.ALLOTTED)).damage == {"Dara": 2}
    assert options(s4, "Dara") == [done("Dara")]
    s5, more = run(s4, done("Dara"))
    return s5, evts + more


def test_kf8_turn3_locked_six_of_spades_stops_absorption_wound() -> None:
    s, evts = kf8_turn3()
    # P is empty; 5♣ is not locked and goes (d = 1); T is empty and 6♠ on D is locked: stop.
    assert dropped(evts, "Dara") == [(T, ["5♣"], "absorb")]
    absorbed = one(of(evts, EventKind.ABSORBED, "Dara"))
    assert (absorbed.received, absorbed.cards, absorbed.left) == (2, 1, 1)
    assert stacks(s, "Dara") == {"V": ["8♠"], "D": ["6♠"], "T": [], "P": []}
    s2, evts = run(s, wound("Dara"))
    assert one(of(evts, EventKind.WOUND, "Dara")).converted is False
    assert fighter(s2, "Dara").scales == [13 - 4, 13, 13, 13]
    assert stacks(s2, "Dara") == {"V": ["8♠"], "D": ["6♠"], "T": [], "P": []}


def test_kf8_turn4_discard_action_lifts_the_lock() -> None:
    s3, _ = kf8_turn3()
    s, _ = run(s3, wound("Dara"))
    assert s.turn is not None and s.turn.number == 4
    s, _ = run(s, act("Dara", Kind.DISCARD), act("Dara", Kind.MARK, arg="front:F05"),
               act("Dara", Kind.DISCARD_GO))
    dara = fighter(s, "Dara")
    assert dara.ap_left == 2 and dara.front.faiblesses == []
    assert "F05" in s.bonus_discard
    # ♠ is handled normally again: a failed draw on V now loses 8♠ (and 6♠ cascades).
    s, evts = run(stacked(s, "4♥"), bet("Dara", "V"), lock("Dara"), lock("Foe"))
    assert one(of(evts, EventKind.REVEAL, "Dara")).discarded == ["F05"]
    assert dropped(evts, "Dara") == [(V, ["8♠"], "failed"), (D, ["6♠"], "cascade")]
    assert kept(evts, "Dara") == [(V, "4♥", True)]
    assert stacks(s, "Dara")["V"] == ["4♥"] and stacks(s, "Dara")["D"] == []
    assert card("8♠") in s.discard
