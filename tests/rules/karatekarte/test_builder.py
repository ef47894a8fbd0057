"""Self-checks for the scenario builder: positions are exact, normal and conserve the 80 cards."""

from __future__ import annotations

from rules.karatekarte import GAME, KKState, Phase
from rules.karatekarte.content import ALL_IDS, Strike

from .builder import BLUE, ORANGE, SideSpec, all_cards, build, decision


def test_builder_places_named_cards_and_conserves() -> None:
    s = build(active=ORANGE,
              blue=SideSpec(hand=["B-PB-1"], hand_size=4, lanes={"RP": (["X-CE"], ["B-LF-AM-1"])},
                            discard=["B-RF-PA"], points=["B-LP-IM-1", "X-CP1-2"],
                            deck_top=["B-RF-IM-1"], deck_size=7),
              orange=SideSpec(hand=["O-LF-PA", "X-CR-1"], deck_size=20),
              bonus_top=["X-GL"], bonus_size=3)
    assert isinstance(s, KKState)
    assert all_cards(s) == sorted(ALL_IDS)
    assert s.version == 0 and s.log == [] and s.active == ORANGE
    assert s.turn.phase is Phase.BRANCH and s.turn.number == 1
    b, o = s.sides[BLUE], s.sides[ORANGE]
    assert "B-PB-1" in b.hand and len(b.hand) == 4
    assert not any("-PB-" in c or "-PA" in c for c in b.hand if c != "B-PB-1")
    assert b.lanes[Strike.RP].visible == ["X-CE"] and b.lanes[Strike.RP].energy == ["B-LF-AM-1"]
    assert b.discard[-1] == "B-RF-PA" and b.points == ["B-LP-IM-1", "X-CP1-2"]
    assert b.deck[0] == "B-RF-IM-1" and len(b.deck) == 7
    assert {"O-LF-PA", "X-CR-1"} <= set(o.hand) and len(o.hand) == 5 and len(o.deck) == 20
    assert s.bonus[0] == "X-GL" and len(s.bonus) == 3
    assert all(c.startswith(("B-", "X-")) for c in b.deck + b.hand + b.discard)
    assert all(c.startswith(("O-", "X-")) for c in o.deck + o.hand + o.discard)
    assert GAME.load(s.model_dump_json()) == s
    assert decision(s).player == ORANGE
