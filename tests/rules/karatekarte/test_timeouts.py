"""KarateKarte section 10: what each decision does when its clock runs out (``Decision.default``,
played by ``GAME.timeout``)."""

from __future__ import annotations

import pytest

from rules.core import IllegalAction
from rules.karatekarte import GAME, Kind, Phase
from rules.karatekarte.content import Strike

from .builder import (
    BLUE,
    ORANGE,
    PLAYERS,
    SideSpec,
    act,
    build,
    decision,
    lane,
    place,
    play,
    step,
)

# ============================================================================= section 10


def test_s10_default_branch_and_exchange_is_draw() -> None:
    """Section 10: on timeout the branch (and the exchange follow-up) defaults to DRAW with no
    exchange."""
    s = build(blue=SideSpec(hand=["B-PB-1", "B-PB-2"], lanes={"LF": ([], ["B-LF-AM-1"])}))
    d = decision(s)
    assert d.default == act(s, Kind.DRAW) and d.default in d.options
    s = step(s, Kind.EXCHANGE)
    d = decision(s)
    assert d.default == act(s, Kind.DRAW) and d.default in d.options


@pytest.mark.parametrize(("drawn", "expected"), [
    ("B-RP-IM-1", "RP"), ("B-LP-AM-1", "LP"), ("B-RF-PA", "RF"), ("B-PB-3", "LF"),
])
def test_s10_default_action_charges_drawn_card_lane(drawn: str, expected: str) -> None:
    """Section 10: the action defaults to A4 on the drawn card's own strike lane, or LF if the
    card has no strike."""
    s = build(blue=SideSpec(deck_top=[drawn]))
    s = step(s, Kind.DRAW)
    d = decision(s)
    assert d.kind == "action"
    assert d.default == act(s, Kind.CHARGE, expected) and d.default in d.options


def test_s10_default_charge_places_drawn_card_then_done() -> None:
    """Section 10: in the charge, the default places the drawn card face down, then Done."""
    s = build(blue=SideSpec(deck_top=["B-RP-IM-1"], fill_avoid=("-PB-", "-PA", "-RP-IM-")))
    hand = list(s.sides[BLUE].hand)
    s = step(s, Kind.DRAW)
    s = play(s, decision(s).default)
    assert s.turn.phase is Phase.CHARGE and s.turn.lane == Strike.RP
    d = decision(s)
    assert d.default == act(s, Kind.PLACE, "RP", "B-RP-IM-1")
    s = play(s, d.default)
    d = decision(s)
    assert d.default == act(s, Kind.DONE, "RP")
    s = play(s, d.default)
    assert lane(s, BLUE, "RP") == ([], ["B-RP-IM-1"])
    assert set(hand) <= set(s.sides[BLUE].hand) and s.active == ORANGE


def test_s10_default_place_is_cancel() -> None:
    """Section 10 (engine design): a face-up placement under construction defaults to Cancel,
    which returns to the action choice (whose default is the A4 charge)."""
    s = build(blue=SideSpec(hand=["B-LF-AM-1"]))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.FACE_UP, "LF")
    assert decision(s).default == act(s, Kind.CANCEL, "LF")
    s = place(s, "B-LF-AM")
    assert decision(s).default == act(s, Kind.CANCEL, "LF")
    s = play(s, decision(s).default)
    assert s.turn.phase is Phase.ACTION and s.turn.draft == []
    assert "B-LF-AM-1" in s.sides[BLUE].hand and lane(s, BLUE, "LF") == ([], [])


@pytest.mark.parametrize(("lanes", "expected"), [
    ({"LF": ["B-LF-AM-1", "B-LF-AL-1"], "LP": ["B-LP-AM-1"], "RP": ["X-CE"]}, "LP"),
    ({"RF": ["B-RF-AM-1"], "LF": ["B-LF-AM-1"]}, "LF"),
    ({"RF": ["B-RF-AM-1"], "RP": ["B-RP-AM-1", "X-CR-1"]}, "RF"),
    ({"RP": ["X-CE"], "RF": ["B-RF-AM-1"], "LP": ["B-LP-AM-1", "B-LP-AL-1"]}, "RP"),
])
def test_s10_default_glissade_fewest_visible_then_lane_order(lanes, expected: str) -> None:
    """Section 10: the Glissade lane defaults to the lane with the fewest visible cards, ties
    broken in LF, LP, RP, RF order."""
    s = build(blue=SideSpec(hand=["B-PB-1"], lanes={k: (v, []) for k, v in lanes.items()}),
              bonus_top=["X-GL"])
    s = step(s, Kind.EXCHANGE)
    d = decision(s)
    assert d.kind == "glissade"
    assert d.default == act(s, Kind.GLISSADE, expected) and d.default in d.options


def test_s10_default_reveal_is_stop() -> None:
    """Section 10: continue-or-stop defaults to stop."""
    s = build(blue=SideSpec(lanes={"LF": ([], ["B-LF-AM-1", "B-LF-AL-1"])}))
    s = step(s, Kind.REVEAL, "LF")
    d = decision(s)
    assert d.default == act(s, Kind.STOP, "LF")
    s = play(s, d.default)
    assert lane(s, BLUE, "LF") == (["B-LF-AM-1"], ["B-LF-AL-1"]) and s.active == ORANGE


def test_s10_defaults_alone_finish_a_game() -> None:
    """Section 10: every default is a legal option, a timeout plays exactly it (the engine's
    ``GAME.timeout``, pure like ``apply``), and a game of timeouts only terminates."""
    for seed in range(5):
        s = GAME.setup(PLAYERS, seed)
        for _ in range(1000):
            if not GAME.pending(s):
                break
            d = decision(s)
            assert d.default is not None and d.default in d.options, d
            before = s.model_dump_json()
            timed_out = GAME.timeout(s, d.player)
            assert s.model_dump_json() == before, "timeout must not mutate its input"
            s = play(s, d.default)
            assert timed_out == s
        assert GAME.pending(s) == [] and GAME.outcome(s) is not None
        with pytest.raises(IllegalAction):
            GAME.timeout(s, BLUE)  # the game is over: nobody's clock runs


def test_s10_only_the_decider_times_out() -> None:
    s = build()
    with pytest.raises(IllegalAction):
        GAME.timeout(s, ORANGE)
    assert GAME.timeout(s, BLUE) == GAME.apply(s, act(s, Kind.DRAW))
