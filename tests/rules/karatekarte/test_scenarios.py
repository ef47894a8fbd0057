"""KarateKarte worked scenarios KK-S1 ... KK-S18 (spec section 9), one test each.

Every scenario is driven only through ``GAME.pending`` / ``GAME.apply``: each action is checked
to be among the pending options before it is applied, and every intermediate state conserves the
80 cards. Blue (seat 0, player ``blue``) is active unless the scenario says otherwise.
"""

from __future__ import annotations

from rules.core import Reason
from rules.karatekarte import GAME, EventKind, Kind, Phase
from rules.karatekarte.content import ALL_IDS, STRIKES

from .builder import (
    BLUE,
    ORANGE,
    PLAYERS,
    SideSpec,
    act,
    added,
    all_cards,
    assert_illegal,
    build,
    decision,
    drawn_by_engine,
    lane,
    offered,
    place,
    step,
    turn_began,
)

# ----------------------------------------------------------------------------- KK-S1


def test_kk_s1_impact_flipped_onto_empty_lane() -> None:
    """KK-S1 (source): Impact flipped onto an empty lane.

    Before `RP: [] / [B-RP-IM-1, B-RP-AM-1]`, hand 5, deck 20. REVEAL RP. After: B-RP-IM-1 goes to
    the discard and the turn ends; `RP: [] / [B-RP-AM-1]`; hand 5, deck 20, points unchanged.
    """
    s = build(blue=SideSpec(lanes={"RP": ([], ["B-RP-IM-1", "B-RP-AM-1"])}, deck_size=20))
    blue = s.sides[BLUE]
    hand, deck, discard = list(blue.hand), list(blue.deck), list(blue.discard)

    s = step(s, Kind.REVEAL, "RP")

    b = s.sides[BLUE]
    assert b.discard == [*discard, "B-RP-IM-1"]
    assert lane(s, BLUE, "RP") == ([], ["B-RP-AM-1"])
    assert b.hand == hand and len(b.hand) == 5
    assert b.deck == deck and len(b.deck) == 20
    assert b.points == []
    assert turn_began(s, ORANGE)


# ----------------------------------------------------------------------------- KK-S2


def test_kk_s2_full_strike_from_energy() -> None:
    """KK-S2 (source): a full strike from Energy.

    Before `RP: [] / [B-RP-AM-1, B-RP-AL-1, B-RP-IM-1]`. REVEAL RP; continue; continue.
    After: Blue scores +1; B-RP-IM-1 to Points; AM and AL to the discard; `RP: [] / []`.
    """
    s = build(blue=SideSpec(lanes={"RP": ([], ["B-RP-AM-1", "B-RP-AL-1", "B-RP-IM-1"])}))
    discard = list(s.sides[BLUE].discard)
    hand, deck = list(s.sides[BLUE].hand), list(s.sides[BLUE].deck)

    s = step(s, Kind.REVEAL, "RP")
    assert lane(s, BLUE, "RP") == (["B-RP-AM-1"], ["B-RP-AL-1", "B-RP-IM-1"])
    assert decision(s).kind == "reveal"
    s = step(s, Kind.CONTINUE, "RP")
    assert lane(s, BLUE, "RP") == (["B-RP-AM-1", "B-RP-AL-1"], ["B-RP-IM-1"])
    s = step(s, Kind.CONTINUE, "RP")

    b = s.sides[BLUE]
    assert b.points == ["B-RP-IM-1"]
    assert sorted(added(discard, b.discard)) == ["B-RP-AL-1", "B-RP-AM-1"]
    assert lane(s, BLUE, "RP") == ([], [])
    assert b.hand == hand and b.deck == deck  # D11: no draw, no refill
    assert turn_began(s, ORANGE)


# ----------------------------------------------------------------------------- KK-S3


def test_kk_s3_impact_then_coup_plus_one_from_energy() -> None:
    """KK-S3 (source): Impact, then Coup +1.

    Before `RP: [B-RP-AM-1, B-RP-AL-1] / [B-RP-IM-2, X-CP1-1]`. REVEAL RP; continue after the
    Impact. After: Blue scores +2; IM and CP1 to Points; AM and AL to the discard.
    """
    s = build(blue=SideSpec(lanes={"RP": (["B-RP-AM-1", "B-RP-AL-1"], ["B-RP-IM-2", "X-CP1-1"])}))
    discard = list(s.sides[BLUE].discard)

    s = step(s, Kind.REVEAL, "RP")
    assert lane(s, BLUE, "RP") == (["B-RP-AM-1", "B-RP-AL-1", "B-RP-IM-2"], ["X-CP1-1"])
    s = step(s, Kind.CONTINUE, "RP")

    b = s.sides[BLUE]
    assert sorted(b.points) == ["B-RP-IM-2", "X-CP1-1"]
    assert len(b.points) == 2
    assert sorted(added(discard, b.discard)) == ["B-RP-AL-1", "B-RP-AM-1"]
    assert lane(s, BLUE, "RP") == ([], [])
    assert s.active == ORANGE


# ----------------------------------------------------------------------------- KK-S4


def test_kk_s4_hand_completions_in_a3() -> None:
    """KK-S4 (source): hand completions in A3; each line is one DRAW turn scoring +1.

    a) `LF: [B-LF-AM-1]`; play AL + IM.  b) `LF: []`; play AM + AL + IM.  c) `LF: [AM, AL]`;
    play IM.
    """
    cases = [
        (["B-LF-AM-1"], ["B-LF-AL-1", "B-LF-IM-1"]),
        ([], ["B-LF-AM-1", "B-LF-AL-1", "B-LF-IM-1"]),
        (["B-LF-AM-1", "B-LF-AL-1"], ["B-LF-IM-1"]),
    ]
    for visible, played in cases:
        s = build(blue=SideSpec(hand=played, lanes={"LF": (visible, [])},
                                deck_top=["B-RF-AM-1", "B-RF-AM-2", "B-RF-AL-1", "B-RF-AL-2"],
                                fill_avoid=("-PB-", "-PA", "-LF-")))
        discard = list(s.sides[BLUE].discard)
        deck = list(s.sides[BLUE].deck)

        s = step(s, Kind.DRAW)
        s = step(s, Kind.FACE_UP, "LF")
        for cid in played:
            assert s.turn.phase is Phase.PLACE
            s = place(s, cid)
            if s.turn.phase is Phase.PLACE and len(s.turn.draft) >= 2:
                # R10: two non-completing cards cannot be committed without the Impact.
                assert not offered(s, act(s, Kind.DONE, "LF"))
        # The Impact auto-commits (no Coup +1 in hand): the turn is over.
        b = s.sides[BLUE]
        assert b.points == ["B-LF-IM-1"], (visible, played)
        assert sorted(added(discard, b.discard)) == sorted(
            c for c in [*visible, *played] if "-IM-" not in c)
        assert lane(s, BLUE, "LF") == ([], [])
        assert len(b.hand) == 5
        # Drew 1, placed len(played), refilled len(played) - 1.
        assert b.deck == deck[len(played):]
        assert turn_began(s, ORANGE)


# ----------------------------------------------------------------------------- KK-S5


def test_kk_s5_valid_parade() -> None:
    """KK-S5: valid Parade.

    Before: Orange has `LP: [O-LP-AM-1, O-LP-AL-2] / [2 cards]`; Blue holds B-LP-PA. DRAW, then
    A5 with B-LP-PA. After: O-LP-AM-1 and O-LP-AL-2 to Orange's discard; Orange's LP Energy still
    has 2 cards; B-LP-PA to Blue's discard; Blue's hand 6 -> 5, need 0, no card drawn.
    """
    s = build(blue=SideSpec(hand=["B-LP-PA"]),
              orange=SideSpec(lanes={"LP": (["O-LP-AM-1", "O-LP-AL-2"],
                                            ["O-RF-AM-1", "O-RF-AM-2"])}))
    b_discard, o_discard = list(s.sides[BLUE].discard), list(s.sides[ORANGE].discard)

    s = step(s, Kind.DRAW)
    assert len(s.sides[BLUE].hand) == 6
    deck_after_draw = list(s.sides[BLUE].deck)
    s = step(s, Kind.PARRY, "LP", "B-LP-PA")

    o, b = s.sides[ORANGE], s.sides[BLUE]
    assert added(o_discard, o.discard) == ["O-LP-AM-1", "O-LP-AL-2"]
    assert lane(s, ORANGE, "LP") == ([], ["O-RF-AM-1", "O-RF-AM-2"])
    assert added(b_discard, b.discard) == ["B-LP-PA"]
    assert "B-LP-PA" not in b.hand
    assert len(b.hand) == 5
    assert b.deck == deck_after_draw  # need = 0: nothing drawn at the refill
    assert s.active == ORANGE


# ----------------------------------------------------------------------------- KK-S6


def test_kk_s6_illegal_parades() -> None:
    """KK-S6: illegal Parades.

    a) Orange `LP: [] / [3 cards]`: B-LP-PA rejected. b) Orange `LP: [O-LP-AM-1]`: B-RF-PA
    rejected (wrong strike). c) Orange `LP: [X-CE]`: B-LP-PA is legal (1 visible card).
    """
    # a) an EMPTY lane with Energy cards cannot be parried.
    s = build(blue=SideSpec(hand=["B-LP-PA", "B-RF-PA"]),
              orange=SideSpec(lanes={"LP": ([], ["O-LP-AM-1", "O-LP-AL-1", "O-LP-IM-1"])}))
    s = step(s, Kind.DRAW)
    assert_illegal(s, act(s, Kind.PARRY, "LP", "B-LP-PA"))

    # b) a Parade of another strike.
    s = build(blue=SideSpec(hand=["B-LP-PA", "B-RF-PA"]),
              orange=SideSpec(lanes={"LP": (["O-LP-AM-1"], [])}))
    s = step(s, Kind.DRAW)
    assert_illegal(s, act(s, Kind.PARRY, "RF", "B-RF-PA"))
    assert_illegal(s, act(s, Kind.PARRY, "LP", "B-RF-PA"))
    assert offered(s, act(s, Kind.PARRY, "LP", "B-LP-PA"))

    # c) a lane showing a single Coup éclair is EXTENDED: the Parade is legal.
    s = build(blue=SideSpec(hand=["B-LP-PA"]), orange=SideSpec(lanes={"LP": (["X-CE"], [])}))
    o_discard = list(s.sides[ORANGE].discard)
    s = step(s, Kind.DRAW)
    s = step(s, Kind.PARRY, "LP", "B-LP-PA")
    assert added(o_discard, s.sides[ORANGE].discard) == ["X-CE"]
    assert lane(s, ORANGE, "LP") == ([], [])
    assert s.sides[BLUE].discard[-1] == "B-LP-PA"


# ----------------------------------------------------------------------------- KK-S7


def test_kk_s7_glissade_with_strike_in_progress() -> None:
    """KK-S7: Glissade with a strike in progress.

    Before: hand 5 incl. B-PB-1; `LF: [B-LF-AM-1]`, `RP: [X-CE]`; top Bonus X-GL; deck 10.
    DRAW; exchange B-PB-1; choose RP. After: X-GL, B-PB-1 and X-CE in Blue's discard; LF
    unchanged; no draw and no action; refill hand 4 -> 5, deck 9; Orange's turn.
    """
    s = build(blue=SideSpec(hand=["B-PB-1"], lanes={"LF": (["B-LF-AM-1"], []),
                                                     "RP": (["X-CE"], [])}, deck_size=10),
              bonus_top=["X-GL"])
    b0 = s.sides[BLUE]
    hand, deck, discard = list(b0.hand), list(b0.deck), list(b0.discard)
    bonus = list(s.bonus)

    s = step(s, Kind.EXCHANGE)
    assert s.turn.phase is Phase.GLISSADE
    d = decision(s)
    assert {o.lane for o in d.options} == {"LF", "RP"}
    s = step(s, Kind.GLISSADE, "RP")

    b = s.sides[BLUE]
    assert sorted(added(discard, b.discard)) == ["B-PB-1", "X-CE", "X-GL"]
    assert "X-GL" not in b.hand
    assert lane(s, BLUE, "LF") == (["B-LF-AM-1"], [])
    assert lane(s, BLUE, "RP") == ([], [])
    assert b.hand == sorted([c for c in hand if c != "B-PB-1"] + [deck[0]])
    assert len(b.hand) == 5
    assert b.deck == deck[1:] and len(b.deck) == 9
    assert s.bonus == bonus[1:]
    assert not any(e.kind in (EventKind.DRAW, EventKind.PLAY, EventKind.CHARGE, EventKind.PARRY)
                   for e in s.log if getattr(e, "player", None) == BLUE)
    assert turn_began(s, ORANGE)


# ----------------------------------------------------------------------------- KK-S8


def test_kk_s8_glissade_without_strike_in_progress() -> None:
    """KK-S8: Glissade with no strike in progress.

    All Blue's lanes EMPTY; hand has B-PB-1; top Bonus X-GL. Exchange B-PB-1: X-GL is discarded
    with no other effect (D8). Blue draws 1 (hand = 5) and does A4 with 1 card. After: hand 4,
    refilled to 5.
    """
    s = build(blue=SideSpec(hand=["B-PB-1"], deck_top=["B-RF-IM-1", "B-RF-AM-1"]),
              bonus_top=["X-GL"])
    discard, deck = list(s.sides[BLUE].discard), list(s.sides[BLUE].deck)

    s = step(s, Kind.EXCHANGE)
    assert added(discard, s.sides[BLUE].discard) == ["B-PB-1", "X-GL"]
    # The turn goes on; DRAW is all that is left, so the engine plays it (hand 4, then 5).
    assert s.active == BLUE and drawn_by_engine(s) and s.turn.drawn == "B-RF-IM-1"
    assert len(s.sides[BLUE].hand) == 5
    s = step(s, Kind.CHARGE, "RF")
    s = place(s, "B-RF-IM")
    assert len(s.sides[BLUE].hand) == 5  # still in hand until Done
    s = step(s, Kind.DONE, "RF")

    b = s.sides[BLUE]
    assert lane(s, BLUE, "RF") == ([], ["B-RF-IM-1"])
    assert len(b.hand) == 5
    assert "B-RF-AM-1" in b.hand  # the refill took 1 card
    assert b.deck == deck[2:]
    assert s.active == ORANGE


# ----------------------------------------------------------------------------- KK-S9


def test_kk_s9_extra_flip_after_impact_misses() -> None:
    """KK-S9: extra flip after an Impact misses.

    Before `RF: [B-RF-AM-1, B-RF-AL-1] / [B-RF-IM-1, B-LF-AM-2]`. REVEAL RF; continue after the
    Impact. After: B-LF-AM-2 discarded; the strike still scores +1; `RF: [] / []`.
    """
    s = build(blue=SideSpec(lanes={"RF": (["B-RF-AM-1", "B-RF-AL-1"],
                                          ["B-RF-IM-1", "B-LF-AM-2"])}))
    discard = list(s.sides[BLUE].discard)

    s = step(s, Kind.REVEAL, "RF")
    s = step(s, Kind.CONTINUE, "RF")

    b = s.sides[BLUE]
    assert b.points == ["B-RF-IM-1"]
    assert sorted(added(discard, b.discard)) == ["B-LF-AM-2", "B-RF-AL-1", "B-RF-AM-1"]
    assert lane(s, BLUE, "RF") == ([], [])
    assert s.active == ORANGE


# ----------------------------------------------------------------------------- KK-S10


def test_kk_s10_wrong_strike_in_energy() -> None:
    """KK-S10: card of the wrong strike in Energy.

    Before `LP: [] / [B-RF-AM-1]`. REVEAL LP. After: B-RF-AM-1 discarded and the turn ends.
    """
    s = build(blue=SideSpec(lanes={"LP": ([], ["B-RF-AM-1"])}))
    discard, hand = list(s.sides[BLUE].discard), list(s.sides[BLUE].hand)

    s = step(s, Kind.REVEAL, "LP")

    assert added(discard, s.sides[BLUE].discard) == ["B-RF-AM-1"]
    assert lane(s, BLUE, "LP") == ([], [])
    assert s.sides[BLUE].hand == hand
    assert turn_began(s, ORANGE)


# ----------------------------------------------------------------------------- KK-S11


def test_kk_s11_coup_plus_one_rules() -> None:
    """KK-S11: the Coup +1 rules.

    a) `LP: [AM, AL]`; A3 plays B-LP-IM-1 + X-CP1-2 from hand: +2. b) A1 or A2 with X-CP1 alone:
    rejected. c) A4 with X-CP1 face down: legal. d) An Impact flipped, then X-CP1 from hand:
    impossible, since REVEAL never plays from hand.
    """
    # a)
    s = build(blue=SideSpec(hand=["B-LP-IM-1", "X-CP1-2"],
                            lanes={"LP": (["B-LP-AM-1", "B-LP-AL-1"], [])}))
    discard = list(s.sides[BLUE].discard)
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "LP")
    s = place(s, "B-LP-IM")
    assert s.turn.phase is Phase.PLACE  # a Coup +1 may follow
    s = place(s, "X-CP1")
    b = s.sides[BLUE]
    assert sorted(b.points) == ["B-LP-IM-1", "X-CP1-2"]
    assert sorted(added(discard, b.discard)) == ["B-LP-AL-1", "B-LP-AM-1"]
    assert s.active == ORANGE

    # b) A1 on an EMPTY lane and A2 on a STARTED lane: the Coup +1 alone is never offered.
    s = build(blue=SideSpec(hand=["X-CP1-2", "B-LF-AM-1", "B-LP-AL-1"],
                            lanes={"LP": (["B-LP-AM-1"], [])}))
    s = step(s, Kind.DRAW)
    for strike in STRIKES:
        if not offered(s, act(s, Kind.FACE_UP, strike)):
            continue
        t = step(s, Kind.FACE_UP, strike)
        assert_illegal(t, act(t, Kind.PLACE, strike, "X-CP1-2"))
    assert offered(s, act(s, Kind.FACE_UP, "LF"))  # A1 is reachable (AM) ...
    assert offered(s, act(s, Kind.FACE_UP, "LP"))  # ... and A2 too (AL)
    # A lane whose only acceptable card would be the Coup +1 is not offered face up at all.
    s2 = build(blue=SideSpec(hand=["X-CP1-2"], fill_avoid=("-PB-", "-PA", "-AM-", "-AL-"),
                             deck_top=["B-RF-IM-1"]))
    s2 = step(s2, Kind.DRAW)
    assert not any(o.kind is Kind.FACE_UP for o in decision(s2).options)
    assert_illegal(s2, act(s2, Kind.FACE_UP, "LF"))

    # c) A4 with X-CP1 face down: legal.
    s = build(blue=SideSpec(hand=["X-CP1-2"]))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.CHARGE, "LP")
    s = place(s, "X-CP1")
    s = step(s, Kind.DONE, "LP")
    assert lane(s, BLUE, "LP") == ([], ["X-CP1-2"])
    assert s.active == ORANGE

    # d) Impact flipped, Coup +1 in hand: the reveal offers only continue / stop.
    s = build(blue=SideSpec(hand=["X-CP1-2"],
                            lanes={"LP": (["B-LP-AM-1", "B-LP-AL-1"],
                                          ["B-LP-IM-1", "B-RF-AM-1"])}))
    s = step(s, Kind.REVEAL, "LP")
    assert s.turn.phase is Phase.REVEAL
    assert {o.kind for o in decision(s).options} == {Kind.CONTINUE, Kind.STOP}
    assert_illegal(s, act(s, Kind.PLACE, "LP", "X-CP1-2"))
    s = step(s, Kind.STOP, "LP")
    assert s.sides[BLUE].points == ["B-LP-IM-1"]
    assert "X-CP1-2" in s.sides[BLUE].hand


# ----------------------------------------------------------------------------- KK-S12


def test_kk_s12_replacement_cards() -> None:
    """KK-S12: replacement cards.

    a) `LP: []`; A3 plays X-CE + B-LP-IM-2: +1, X-CE to the discard. b) `RF: []`; A3 plays
    X-CR-1 + X-CR-2 + B-RF-IM-1: +1. c) A1 plays X-CE on an EMPTY lane: the lane becomes EXTENDED
    with 1 visible card. d) X-CE on a STARTED lane: rejected.
    """
    # a)
    s = build(blue=SideSpec(hand=["X-CE", "B-LP-IM-2"], fill_avoid=("-PB-", "-PA", "-LP-")))
    discard = list(s.sides[BLUE].discard)
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "LP")
    s = place(s, "X-CE")
    s = place(s, "B-LP-IM")
    assert s.sides[BLUE].points == ["B-LP-IM-2"]
    assert added(discard, s.sides[BLUE].discard) == ["X-CE"]
    assert lane(s, BLUE, "LP") == ([], [])
    assert s.active == ORANGE

    # b)
    s = build(blue=SideSpec(hand=["X-CR-1", "X-CR-2", "B-RF-IM-1"],
                            fill_avoid=("-PB-", "-PA", "-RF-")))
    discard = list(s.sides[BLUE].discard)
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "RF")
    s = step(s, Kind.PLACE, "RF", "X-CR-1")
    s = step(s, Kind.PLACE, "RF", "X-CR-2")
    s = place(s, "B-RF-IM")
    assert s.sides[BLUE].points == ["B-RF-IM-1"]
    assert sorted(added(discard, s.sides[BLUE].discard)) == ["X-CR-1", "X-CR-2"]
    assert s.active == ORANGE

    # c)
    s = build(blue=SideSpec(hand=["X-CE"]))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "RP")
    s = place(s, "X-CE")
    s = step(s, Kind.DONE, "RP")
    assert lane(s, BLUE, "RP") == (["X-CE"], [])
    assert s.sides[BLUE].points == []
    assert s.active == ORANGE
    # EXTENDED: Orange sees it can be parried, and only an RP Impact would continue it.

    # d)
    s = build(blue=SideSpec(hand=["X-CE", "B-LP-AL-1"], lanes={"LP": (["B-LP-AM-1"], [])}))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "LP")
    assert_illegal(s, act(s, Kind.PLACE, "LP", "X-CE"))


# ----------------------------------------------------------------------------- KK-S13


def test_kk_s13_two_face_up_cards_without_impact() -> None:
    """KK-S13: two face-up cards without an Impact.

    Before `LF: []`, hand has B-LF-AM-1 and B-LF-AL-1. Placing both in one action is rejected
    (R10). Placing only AM (A1) is accepted.
    """
    s = build(blue=SideSpec(hand=["B-LF-AM-1", "B-LF-AL-1"], deck_top=["B-RF-AM-1"],
                            fill_avoid=("-PB-", "-PA", "-LF-")))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "LF")
    s = place(s, "B-LF-AM")
    assert_illegal(s, act(s, Kind.PLACE, "LF", "B-LF-AL-1"))
    discard = list(s.sides[BLUE].discard)
    s = step(s, Kind.DONE, "LF")
    assert lane(s, BLUE, "LF") == (["B-LF-AM-1"], [])
    assert "B-LF-AL-1" in s.sides[BLUE].hand
    assert s.sides[BLUE].discard == discard
    assert s.active == ORANGE


# ----------------------------------------------------------------------------- KK-S14


BLUE_POINTS = ["B-LF-IM-1", "B-LP-IM-1", "B-RP-IM-1", "X-CP1-1"]
ORANGE_POINTS = ["O-LF-IM-1", "O-LP-IM-1", "O-RP-IM-1", "O-RF-IM-1"]


def _charge_four(s):
    """DRAW, then A4 with four cards on LF: the hand goes 6 -> 2, so need = 3."""
    s = step(s, Kind.DRAW)
    s = step(s, Kind.CHARGE, "LF")
    for _ in range(4):
        s = step(s, Kind.PLACE, "LF", decision(s).options[0].card)
    assert len(s.turn.draft) == 4
    return step(s, Kind.DONE, "LF")


def test_kk_s14_refill_short_ends_game_tiebreak() -> None:
    """KK-S14: game end when the refill falls short, and the tie-break.

    Blue's deck has 2 cards at the refill and Blue's hand has 2 after the action, so need = 3.
    Blue's Points [IM, IM, IM, CP1] = 4; Orange's [IM x4] = 4. After: Blue draws 2, the game ends
    with no turn for Orange; 4-4, Orange has 4 Impacts against 3, so Orange wins.
    (Blue starts the turn with 3 cards in the deck: the DRAW step takes one.)
    """
    s = build(blue=SideSpec(points=BLUE_POINTS, deck_size=3),
              orange=SideSpec(points=ORANGE_POINTS))
    deck = list(s.sides[BLUE].deck)
    s = step(s, Kind.DRAW)
    assert len(s.sides[BLUE].deck) == 2
    s = step(s, Kind.CHARGE, "LF")
    for _ in range(4):
        s = step(s, Kind.PLACE, "LF", decision(s).options[0].card)
    s = step(s, Kind.DONE, "LF")

    b = s.sides[BLUE]
    assert b.deck == []
    assert len(b.hand) == 4 and set(deck[1:]) <= set(b.hand)
    assert GAME.pending(s) == []
    assert s.turn.phase is Phase.OVER
    out = GAME.outcome(s)
    assert out is not None
    assert out.winners == [ORANGE]
    assert out.ranking == [[ORANGE], [BLUE]]
    assert out.scores == {BLUE: 4, ORANGE: 4}
    assert out.reason is Reason.TIEBREAK
    assert out.tiebreak == {BLUE: 3, ORANGE: 4}
    # No turn for Orange: any Orange action is refused.
    assert_illegal(s, act(s, Kind.DRAW, player=ORANGE))


# ----------------------------------------------------------------------------- KK-S15


def test_kk_s15_exact_refill() -> None:
    """KK-S15: exact refill.

    Deck 3, need 3: after the refill the deck is empty and the game ends. Deck 4, need 3: the deck
    is left with 1 and play continues. (Deck sizes are at the refill; the DRAW took one before.)
    """
    s = build(blue=SideSpec(deck_size=4))
    s = _charge_four(s)
    assert s.sides[BLUE].deck == [] and len(s.sides[BLUE].hand) == 5
    assert GAME.pending(s) == []
    out = GAME.outcome(s)
    assert out is not None and out.winners == [] and out.reason is Reason.DRAW

    s = build(blue=SideSpec(deck_size=5))
    s = _charge_four(s)
    assert len(s.sides[BLUE].deck) == 1 and len(s.sides[BLUE].hand) == 5
    assert GAME.outcome(s) is None
    assert s.active == ORANGE and decision(s).player == ORANGE


# ----------------------------------------------------------------------------- KK-S16


def test_kk_s16_stopping_reveal_exposes_strike() -> None:
    """KK-S16: stopping a reveal early exposes the strike.

    Before `LF: [] / [B-LF-AM-1, B-LF-AL-1, B-LF-IM-1]`. REVEAL LF; flip the AM, then stop.
    After `LF: [B-LF-AM-1] / [B-LF-AL-1, B-LF-IM-1]`. On its turn Orange may parry with O-LF-PA,
    which discards B-LF-AM-1 and leaves Blue's Energy pile with 2 cards.
    """
    s = build(blue=SideSpec(lanes={"LF": ([], ["B-LF-AM-1", "B-LF-AL-1", "B-LF-IM-1"])}),
              orange=SideSpec(hand=["O-LF-PA"]))
    s = step(s, Kind.REVEAL, "LF")
    s = step(s, Kind.STOP, "LF")
    assert lane(s, BLUE, "LF") == (["B-LF-AM-1"], ["B-LF-AL-1", "B-LF-IM-1"])
    assert s.active == ORANGE

    discard = list(s.sides[BLUE].discard)
    s = step(s, Kind.DRAW)
    s = step(s, Kind.PARRY, "LF", "O-LF-PA")
    assert added(discard, s.sides[BLUE].discard) == ["B-LF-AM-1"]
    assert lane(s, BLUE, "LF") == ([], ["B-LF-AL-1", "B-LF-IM-1"])
    assert s.sides[ORANGE].discard[-1] == "O-LF-PA"
    assert s.active == BLUE


# ----------------------------------------------------------------------------- KK-S17


def test_kk_s17_setup_invariants() -> None:
    """KK-S17: setup invariants.

    Each deck holds 31 cards, each hand 5, the Bonus pile 8, and every lane is EMPTY with no
    Energy cards.
    """
    for seed in range(20):
        s = GAME.setup(PLAYERS, seed)
        assert sorted(all_cards(s)) == sorted(ALL_IDS)
        assert len(s.bonus) == 8 and all(c.startswith("X-") for c in s.bonus)
        for player, colour in ((BLUE, "B"), (ORANGE, "O")):
            side = s.sides[player]
            assert side.colour == colour
            # A first player whose branch offers DRAW alone has drawn already (the engine
            # plays a single option): one card moved from deck to hand, no other change.
            drew = 1 if player == s.active and drawn_by_engine(s) else 0
            assert len(side.deck) == 31 - drew and len(side.hand) == 5 + drew
            assert all(c.startswith(colour + "-") for c in side.deck + side.hand)
            assert side.discard == [] and side.points == []
            for strike in STRIKES:
                assert lane(s, player, strike) == ([], [])
        assert turn_began(s, s.active) and s.version == 0
        assert s.active in PLAYERS
        assert decision(s).player == s.active


# ----------------------------------------------------------------------------- KK-S18


def test_kk_s18_pioche_bonus_flipped_from_energy() -> None:
    """KK-S18: Pioche Bonus flipped from Energy.

    Before `LP: [] / [B-PB-2, B-LP-AM-1]`, hand 5, deck 12, Bonus pile 6. REVEAL LP. After: B-PB-2
    does not match and goes to the discard; the turn ends; no Bonus card is drawn (D19);
    `LP: [] / [B-LP-AM-1]`; hand 5, deck 12, Bonus pile 6.
    """
    s = build(blue=SideSpec(lanes={"LP": ([], ["B-PB-2", "B-LP-AM-1"])}, deck_size=12),
              bonus_size=6)
    hand, deck, discard = list(s.sides[BLUE].hand), list(s.sides[BLUE].deck), \
        list(s.sides[BLUE].discard)
    bonus = list(s.bonus)

    s = step(s, Kind.REVEAL, "LP")

    b = s.sides[BLUE]
    assert added(discard, b.discard) == ["B-PB-2"]
    assert lane(s, BLUE, "LP") == ([], ["B-LP-AM-1"])
    assert b.hand == hand and len(b.hand) == 5
    assert b.deck == deck and len(b.deck) == 12
    assert s.bonus == bonus and len(s.bonus) == 6
    assert turn_began(s, ORANGE)
