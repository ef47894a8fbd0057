"""Self-checks for the Martial Art scenario builder and its driving helpers."""

from __future__ import annotations

import pytest

from rules.kit.hexgrid import Hex
from rules.martial_art import GAME, Mode, Phase, Stage
from rules.martial_art.content import Code
from rules.martial_art.events import Round, Start, TurnStarts

from .builder import (
    FighterSpec,
    act,
    board,
    build,
    decision,
    dice,
    drive,
    events,
    norm,
    notation,
    quiet_turn,
    roll,
    tokens,
    zones,
)

P, K, G, H, M, D, E = Code.P, Code.K, Code.G, Code.H, Code.M, Code.D, Code.E


def test_board_notation_round_trip() -> None:
    assert board("Z1[E,D] Z3[G] Z5[H, P]") == [[E, D], [], [G], [], [H, P]]
    assert board("") == [[] for _ in range(5)]
    assert tokens("[E,M]") == [E, M] and tokens("") == []
    # Token order inside a zone is irrelevant to the comparison form.
    assert norm("Z2[E,G] Z1[D,E]") == norm("Z1[E,D] Z2[G,E]") == \
        "Z1[D,E] Z2[G,E] Z3[] Z4[] Z5[]"
    assert notation([[P, E], [], [], [], [M]]) == "Z1[P,E] Z2[] Z3[] Z4[] Z5[M]"
    for bad in ("Z6[E]", "Z1[E] Z1[D]", "zone 1: E", "Z1[Q]"):
        with pytest.raises((AssertionError, ValueError)):
            board(bad)


def test_build_sets_every_field_and_runs_t0() -> None:
    s = build({
        "a": FighterSpec("kimberley", (-2, 1), facing=4, board="Z1[K,E] Z3[D,M,P]",
                         aside="E", chi=5, rage=0, life=[1, 2, 3, 4, 0],
                         loadout=["kiai", "goju", "shuto_uchi"], style="goju",
                         pending=["sok_klap_lang"], kiai_next=True, harite_next=2,
                         first_turn_done=False),
        "b": FighterSpec("wonja", (1, 1), board="Z2[D,P]")},
        mode="black", seats=["b", "a"], turn_of="a", seed=99)
    assert s.phase is Phase.TURN and s.version == 0
    assert s.seats == ["b", "a"] and s.teams == [["b"], ["a"]]
    assert s.options.mode is Mode.BLACK and s.options.max_rounds == 0
    a = s.fighters["a"]
    assert (a.fighter, a.cell, a.facing) == ("kimberley", Hex(-2, 1), 4)
    assert zones(a) == norm("Z1[K,E] Z3[D,M,P]") and a.aside == [E]
    assert (a.chi, a.rage, a.life) == (5, 0, [1, 2, 3, 4, 0])
    assert (a.loadout, a.style, a.first_turn_done) == (["kiai", "goju", "shuto_uchi"], "goju",
                                                      False)
    assert s.fighters["b"].loadout == ["tei_tat", "kra_tot_chok"]  # printed (R5)
    assert s.fighters["b"].first_turn_done
    # T0 ran for "a": its next-turn states moved into the turn (R44, R50, R52, R17).
    turn = s.turn
    assert turn is not None and turn.player == "a" and turn.stage is Stage.START
    assert (turn.locked, turn.tax, turn.delayed, turn.extra_move) == (
        True, 2, ["sok_klap_lang"], 1)
    assert (a.kiai_next, a.harite_next, a.pending) == (False, 0, [])
    started = events([s], TurnStarts)
    assert [(e.player, e.tax, e.extra_move) for e in started] == [("a", 2, 1)]
    assert events([s], Round) == []  # "a" is not the first seat: no new round
    assert GAME.load(s.model_dump_json()) == s


def test_build_plays_forced_decisions() -> None:
    """White Belt, one non-empty zone: the start decision has one option, so the engine
    plays it, as it would after any move."""
    s = build({"a": FighterSpec("igor", (0, 0), board="Z4[E,P]"),
               "b": FighterSpec("li_ming", (1, 0), board="Z1[K,D]")})
    assert s.turn is not None and s.turn.start_zone == 4 and s.turn.stage is Stage.MOVE
    assert [e.zone for e in events([s], Start)] == [4]

    s = build({"a": FighterSpec("igor", (0, 0), board="Z1[E,D] Z4[E,P]"),
               "b": FighterSpec("li_ming", (1, 0), board="Z1[K,D]")})
    assert s.turn is not None and s.turn.start_zone is None
    assert decision(s).kind == "start"


def test_teams_seat_alternately() -> None:
    """With teams the seats alternate A1, B1, A2, B2 and a teammate is no defender (D12)."""
    specs = {p: FighterSpec(f, cell, board="Z1[E,P] Z2[D]") for p, f, cell in (
        ("a1", "igor", (-1, 0)), ("b1", "wonja", (0, 0)), ("a2", "li_ming", (-1, 1)),
        ("b2", "ricardo", (1, -1)))}

    def targets(teams: bool) -> list[str]:
        s = build(specs, teams=teams)
        run = drive(s, act("a1", "start", zone=1), act("a1", "done"), act("a1", "drop", code=E))
        return [o.target for o in decision(run[-1]).options if o.target is not None]

    assert build(specs, teams=True).teams == [["a1", "a2"], ["b1", "b2"]]
    assert targets(teams=True) == ["b1"]
    assert targets(teams=False) == ["b1", "a2"]


def test_dice_drive_and_events() -> None:
    s = build({"a": FighterSpec("igor", (0, 0), board="Z1[D] Z5[E,P]"),
               "b": FighterSpec("li_ming", (1, 0), board="Z2[D,K]")})
    forced = dice(s, "NX", "F")
    assert forced.rng.forced == [2, 5, 0] and s.rng.forced == []  # the input is untouched
    with pytest.raises(AssertionError, match="not offered"):
        drive(s, act("a", "attack", target="b"))
    run = drive(s, act("a", "start", zone=5), act("a", "done"), act("a", "drop", code=E))
    assert len(run) == 4 and run[0] is s
    run = drive(run, roll("NX", "NF"), act("a", "attack", target="b"),
                act("b", "reveal", d=1, m=0))
    assert len(run) == 6 and run[-1].fighters["b"].life == [0, 1, 0, 0, 0]
    kinds = [e.kind for e in events(run)]
    assert kinds[:2] == ["round", "turn"] and kinds.count("roll") == 1
    assert [e.kind for e in events(run, since=4)] == [
        "defence", "roll", "damage", "turn", "start"]  # her one zone: a forced start
    assert all(e.to is None for e in events(run, public=True))
    assert len(events(run)) > len(events(run, public=True))  # the sowing's private twin


def test_quiet_turn_passes_without_touching_anyone() -> None:
    s = build({"a": FighterSpec("igor", (0, 0), board="Z1[E,M] Z2[G,P]", chi=3),
               "b": FighterSpec("li_ming", (1, 0), board="Z1[K,D] Z2[D,P]")})
    run = quiet_turn(s, "a")
    after = run[-1]
    assert after.turn is not None and after.turn.player == "b"
    assert zones(after.fighters["a"]) == norm("Z2[G,P,E] Z3[M]")
    assert after.fighters["a"].chi == 3 and after.fighters["b"].life == [0] * 5
