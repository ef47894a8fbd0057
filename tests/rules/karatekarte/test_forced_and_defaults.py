"""Issue 10 items 2 and 9 for KarateKarte: the turn's timeout charges exactly one card (the
section 10 default), the opponent never sees the phase of an uncommitted placement, and a
decision with one option is played by the engine instead of asked."""

from __future__ import annotations

from rules.core import copy_state
from rules.karatekarte import GAME, Kind, Phase
from rules.karatekarte.content import Strike

from .builder import BLUE, ORANGE, SideSpec, build, decision, lane, step

# ============================================================================= section 10


def test_s10_turn_timeout_charges_only_the_drawn_card_not_its_twin() -> None:
    """Section 10: a whole turn timed out is DRAW, then A4 with the drawn card alone. The hand
    already holds the drawn card's twin (same code and strike): it must stay in hand."""
    s = build(blue=SideSpec(hand=["B-RP-IM-1"], deck_top=["B-RP-IM-2"],
                            fill_avoid=("-PB-", "-PA", "-RP-")))
    hand = set(s.sides[BLUE].hand)
    for _ in range(10):
        if s.active != BLUE:
            break
        s = GAME.timeout(s, BLUE)
    assert s.active == ORANGE
    visible, energy = lane(s, BLUE, "RP")
    assert visible == [] and len(energy) == 1, energy
    assert energy[0] in ("B-RP-IM-1", "B-RP-IM-2")
    assert hand - set(energy) <= set(s.sides[BLUE].hand)  # the rest of the hand stayed


def test_s10_charge_default_after_the_drawn_card_is_done() -> None:
    """Section 10: once the drawn card (or its twin) is on the charge, the default is Done."""
    s = build(blue=SideSpec(hand=["B-LF-AM-1"], deck_top=["B-LF-AM-2"],
                            fill_avoid=("-PB-", "-PA", "-LF-")))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.CHARGE, "LF")
    s = GAME.apply(s, decision(s).default)
    assert len(s.turn.draft) == 1
    assert decision(s).default.kind is Kind.DONE


# ============================================================================= section 8


def test_s8_opponent_view_hides_the_uncommitted_phase() -> None:
    """Section 8: until a placement is committed, the opponent and spectators cannot tell a
    face-up placement from a charge (nor the lane): their view is the same either way."""
    s = build(blue=SideSpec(hand=["B-LF-AM-1"]))
    s = step(s, Kind.DRAW)
    placing = step(s, Kind.FACE_UP, "LF")
    charging = copy_state(placing)
    charging.turn.phase = Phase.CHARGE
    charging.turn.lane = Strike.RP
    acting = copy_state(placing)
    acting.turn.phase, acting.turn.lane = Phase.ACTION, None
    for viewer in (ORANGE, None):
        seen = GAME.view(placing, viewer).model_dump_json()
        assert seen == GAME.view(charging, viewer).model_dump_json()
        assert seen == GAME.view(acting, viewer).model_dump_json()
    assert GAME.view(placing, BLUE).phase is Phase.PLACE  # the player still sees their own


# ============================================================================= forced moves


def test_forced_draw_is_played_by_the_engine() -> None:
    """ARCHITECTURE.md: a decision with one option is not asked. Orange's branch offers only
    DRAW (no Pioche Bonus, no Energy), so Blue's move ends with Orange having drawn."""
    s = build(blue=SideSpec(hand=["B-LF-AM-1"]),
              orange=SideSpec(fill_avoid=("-PB-",), deck_top=["O-RF-AM-1"]))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "LF")
    version = s.version
    s = GAME.apply(s, next(o for o in decision(s).options if o.kind is Kind.PLACE))
    if s.turn.phase is not Phase.ACTION:  # the AM alone may still wait for Done
        s = step(s, Kind.DONE, "LF")
        version += 1
    assert s.version == version + 1
    assert s.active == ORANGE and s.turn.phase is Phase.ACTION
    assert "O-RF-AM-1" in s.sides[ORANGE].hand and s.turn.drawn == "O-RF-AM-1"
    assert all(len(d.options) > 1 for d in GAME.pending(s))
