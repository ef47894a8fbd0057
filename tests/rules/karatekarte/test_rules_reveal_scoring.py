"""KarateKarte rules R14-R22: refill and end check, reveals, scoring, final result, visibility
(the coverage map is in ``test_rules``)."""

from __future__ import annotations

import random

from rules.core import Reason
from rules.karatekarte import GAME, EventKind, Kind, KKState
from rules.karatekarte.content import Strike

from .builder import (
    BLUE,
    ORANGE,
    PLAYERS,
    SideSpec,
    act,
    added,
    build,
    decision,
    end_turn_quietly,
    lane,
    offered,
    place,
    step,
    turn_began,
)


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
    s = step(s, Kind.EXCHANGE)  # LF is the only lane to clear: the engine does it
    assert s.sides[BLUE].lanes[Strike.LF].visible == []
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
    assert turn_began(s, ORANGE)
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
    s = end_turn_quietly(s)  # Orange
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
    assert out.winners == [BLUE] and out.reason is Reason.POINTS
    assert out.ranking == [[BLUE], [ORANGE]]
    assert out.scores == {BLUE: 3, ORANGE: 2} and out.tiebreak == {BLUE: 2, ORANGE: 2}
    out = GAME.outcome(_finish_with(["B-LF-IM-1", "B-RP-IM-1"], ["O-LF-IM-1", "X-CP1-2"]))
    assert out is not None
    assert out.winners == [BLUE] and out.reason is Reason.TIEBREAK
    assert out.scores == {BLUE: 2, ORANGE: 2} and out.tiebreak == {BLUE: 2, ORANGE: 1}
    out = GAME.outcome(_finish_with(["B-LF-IM-1", "X-CP1-1"], ["O-LF-IM-1", "X-CP1-2"]))
    assert out is not None
    assert out.winners == [] and out.ranking == [[BLUE, ORANGE]] and out.reason is Reason.DRAW
    assert out.teams is None and out.loser is None
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
        # Cards drawn and charged: only their lane and number, never the cards.
        charge = [e for e in v.log if e.kind is EventKind.CHARGE]
        assert charge and all(e.to is None for e in charge)
        assert charge[-1].count == 2 and charge[-1].lane is Strike.RF
        assert charge[-1].cards is None
        draws = [e for e in v.log if e.kind is EventKind.DRAW and e.player == BLUE]
        assert draws and all(e.to is None and e.card is None for e in draws)
    own = GAME.view(s, BLUE)
    assert own.sides[0].hand == s.sides[BLUE].hand
    assert any(e.card == "B-RF-IM-3" for e in own.log
               if e.kind is EventKind.DRAW and e.to == (BLUE,))
    assert any(e.cards == ("B-RF-IM-3", "B-RP-PA") for e in own.log
               if e.kind is EventKind.CHARGE and e.to == (BLUE,))
    # A flip is public.
    t = step(end_turn_quietly(s, "LF"), Kind.REVEAL, "LP")
    assert any(e.card == "B-LP-AL-1" and e.match for e in GAME.view(t, ORANGE).log
               if e.kind is EventKind.FLIP)


def test_r22_decision_channels() -> None:
    """R22 / section 10: hand decisions (branch, exchange, action, place, charge) are private;
    the Glissade lane choice and continue/stop are public buttons."""
    s = build(blue=SideSpec(hand=["B-PB-1", "B-PB-2", "B-LF-AM-1"],
                            lanes={"RP": (["B-RP-AM-1"], ["B-RP-AL-1", "B-RP-IM-1"]),
                                   "LP": (["B-LP-AM-1"], [])}),
              bonus_top=["X-CR-1", "X-GL"])  # two lanes in progress: the Glissade is asked
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
