"""KarateKarte decisions D1-D19: where the source is silent, what the spec decides (the coverage
map is in ``test_rules``)."""

from __future__ import annotations

import pytest

from rules.core import IllegalAction
from rules.karatekarte import GAME, EventKind, Kind, Options, Phase
from rules.karatekarte.content import STRIKES, Strike

from .builder import (
    BLUE,
    ORANGE,
    PLAYERS,
    SideSpec,
    act,
    added,
    assert_illegal,
    build,
    card_types,
    decision,
    drawn_by_engine,
    end_turn_quietly,
    lane,
    offered,
    offered_cards,
    place,
    step,
    turn_began,
)

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
    # Every card is chargeable.
    assert card_types(offered_cards(s)) == card_types(s.sides[BLUE].hand)
    order = ["B-RF-IM-1", "X-CE", "B-LF-PA", "X-CP1-1", "B-PB-1", "B-RP-AL-1"]
    for cid in order:
        s = step(s, Kind.PLACE, "LP", cid)
    s = step(s, Kind.DONE, "LP")
    assert lane(s, BLUE, "LP") == ([], order)
    assert s.sides[BLUE].hand == sorted(s.sides[BLUE].hand) and len(s.sides[BLUE].hand) == 5
    s = end_turn_quietly(s)  # Orange
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
    s = end_turn_quietly(s)  # Orange
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
    # DRAW was all that was left, so the engine drew (a single option is never asked).
    assert drawn_by_engine(s) and len(b.hand) == 6

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
    # No Pioche Bonus left: DRAW alone remained, and the engine played it.
    assert "X-CR-1" in s.sides[BLUE].hand and s.turn.drawn not in (None, "X-CR-1")
    assert len(s.sides[BLUE].hand) == 5 and s.turn.phase is Phase.ACTION


def test_d9_draw_exactly_one_card() -> None:
    """D9: the DRAW step takes exactly 1 card ("so as to have 6" is the usual case)."""
    s = build(blue=SideSpec(hand=["B-PB-1"]), bonus_top=["X-GL"])
    deck = list(s.sides[BLUE].deck)
    s = step(s, Kind.EXCHANGE)  # a Glissade with nothing in progress: DRAW is forced
    s = step(s, Kind.DRAW)
    assert len(s.sides[BLUE].hand) == 5 and s.sides[BLUE].deck == deck[1:]
    assert s.turn.drawn == deck[0]
    assert_illegal(s, act(s, Kind.DRAW))


def test_d10_first_flip_mandatory_empty_pile_stops() -> None:
    """D10: the first flip of a REVEAL is mandatory (choosing REVEAL flips at once; no stop is
    offered before it); the player may stop after a match; an empty pile stops the reveal."""
    s = build(blue=SideSpec(lanes={"LF": ([], ["B-LF-AM-1"])}))
    assert_illegal(s, act(s, Kind.STOP, "LF"))
    s = step(s, Kind.REVEAL, "LF")
    assert lane(s, BLUE, "LF") == (["B-LF-AM-1"], [])
    assert turn_began(s, ORANGE)  # the pile ran out


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
    s = end_turn_quietly(s)  # Orange
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
        assert any(e.kind is EventKind.GLISSADE_DRAWN and e.bonus == "X-GL" and e.to is None
                   for e in v.log)
        exchanges = [e for e in v.log if e.kind is EventKind.EXCHANGE]
        assert exchanges and all(e.bonus is None for e in exchanges)  # the Coup rapide: private
        assert "X-CR-2" not in v.model_dump_json()
    own = [e for e in GAME.view(s, BLUE).log if e.kind is EventKind.EXCHANGE and e.to]
    assert [e.bonus for e in own] == ["X-CR-2"]


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
    s = end_turn_quietly(s)  # Orange
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
