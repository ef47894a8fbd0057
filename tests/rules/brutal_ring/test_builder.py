"""Self-checks for the scenario builder: positions are exact, normal and conserve the 78 cards."""

from __future__ import annotations

from rules.brutal_ring import GAME, BRState, Phase
from rules.brutal_ring.content import ALL_IDS, GLADIATOR, WEAPON, card_type

from .builder import P1, P2, P3, SeatSpec, Table, all_cards, build, only_decision


def test_builder_places_named_cards_and_conserves() -> None:
    s = build(players=[P1, P2, P3], first=P2, round=3,
              seats={P1: SeatSpec(hand=["W05", "G18"], hand_size=5, fill=GLADIATOR,
                                  arena=[("G09", "W12"), ("G13", None, True)], points=7),
                     P2: SeatSpec(arena=[("G10", "W17")]),
                     P3: SeatSpec(hand=["W20"])},
              table=Table(pile_top={WEAPON: ["W31"]}, pile_size={GLADIATOR: 4, WEAPON: 30},
                          discard={GLADIATOR: ["G01"]}))
    assert isinstance(s, BRState)
    assert all_cards(s) == sorted(ALL_IDS)
    assert s.version == 0 and s.round == 3 and s.first_player == P2
    p1 = s.seats[P1]
    assert {"W05", "G18"} <= set(p1.hand) and len(p1.hand) == 5
    assert sum(card_type(c) == GLADIATOR for c in p1.hand) == 4
    assert [(f.gladiator, f.weapon, f.engaged) for f in p1.arena] == [
        ("G09", "W12", False), ("G13", None, True)]
    assert p1.points == 7 and s.seats[P3].hand == ["W20"]
    assert s.piles[WEAPON][0] == "W31" and len(s.piles[WEAPON]) == 30
    assert len(s.piles[GLADIATOR]) == 4 and s.discards[GLADIATOR][-1] == "G01"
    assert all(card_type(c) == k for k in (GLADIATOR, WEAPON) for c in s.discards[k])
    assert GAME.load(s.model_dump_json()) == s
    # begin_combats ran: the First Player P2 engages first.
    assert s.phase is Phase.ENGAGE and only_decision(s).player == P2


def test_builder_phase_entry_points() -> None:
    s = build(phase="draw", round=2, seats={P1: SeatSpec(hand_size=6), P2: SeatSpec()})
    assert s.phase is Phase.DRAW and s.seats[P1].to_draw == 2 and s.seats[P2].to_draw == 8
    s = build(phase="entry", seats={P1: SeatSpec(hand=["G05"]), P2: SeatSpec(hand=["W01"])})
    assert s.phase is Phase.ENTRY and s.entry is not None
    assert not s.entry.is_confirmed(P1) and s.entry.is_confirmed(P2)  # P2 holds no gladiator
    s = build(phase="survivors", seats={P1: SeatSpec(arena=[("G05", "W01")]), P2: SeatSpec()})
    assert s.phase is Phase.DISCARD and s.seats[P1].points == 2
