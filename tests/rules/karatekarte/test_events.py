"""Typed events (ARCHITECTURE.md): each step records kinds with typed fields, private twins
first and their public twin without the secret, and the log parses back to the same classes."""

from __future__ import annotations

import random

from rules.karatekarte import GAME, EventKind, Kind, KKState, Options
from rules.karatekarte.content import Strike
from rules.karatekarte.events import (
    Charge,
    Deal,
    Draw,
    End,
    Exchange,
    Flip,
    Glissade,
    GlissadeDrawn,
    GlissadeIdle,
    Parry,
    Play,
    Refill,
    Reveal,
    Score,
    Start,
)
from tests.rules.common import history

from .builder import (
    BLUE,
    ORANGE,
    PLAYERS,
    SideSpec,
    build,
    decision,
    drawn_by_engine,
    place,
    step,
)


def _new(before: KKState, after: KKState, *, forced_draw: bool = False) -> list:
    """The events ``after`` added to ``before``'s log; with ``forced_draw``, without the
    trailing DRAW the engine played for the next decider because it was their only option
    (its events are checked by ``test_a_forced_draw_is_logged_like_a_chosen_one``)."""
    new = after.events_since(before.emitted)
    if forced_draw:
        assert drawn_by_engine(after) and new[-2:] == _draw_events(after)
        return new[:-2]
    return new


def _draw_events(state: KKState) -> list:
    p, cid = state.active, state.turn.drawn
    return [Draw(to=(p,), player=p, card=cid), Draw(player=p)]


def test_setup_deals_privately_then_names_the_first_player() -> None:
    """Section 3: private deals, then the first player; here Orange's branch offers DRAW
    alone, so setup ends with the engine's draw for Orange (logged as any draw)."""
    s = GAME.setup(PLAYERS, 4, Options(first_player="seat2"))
    drawn = s.turn.drawn
    assert drawn is not None and s.active == ORANGE
    assert s.log == [
        Deal(to=(BLUE,), player=BLUE, colour="B", cards=tuple(s.sides[BLUE].hand)),
        Deal(to=(ORANGE,), player=ORANGE, colour="O",
             cards=tuple(c for c in s.sides[ORANGE].hand if c != drawn)),
        Start(player=ORANGE),
        *_draw_events(s),
    ]


def test_a_forced_draw_is_logged_like_a_chosen_one() -> None:
    """ARCHITECTURE.md: the engine plays a single-option decision; its events join the step
    that led to it (private card to the drawer, public count to everyone)."""
    s = build(blue=SideSpec(hand=["B-PB-1"]), bonus_top=["X-GL"])
    t = step(s, Kind.EXCHANGE)  # Glissade, nothing in progress: DRAW is all that is left
    assert drawn_by_engine(t) and t.version == s.version + 1
    assert t.events_since(s.emitted)[-2:] == _draw_events(t)


def test_draw_charge_and_refill_have_private_twins_without_the_secret() -> None:
    s = build(blue=SideSpec(deck_top=["B-RF-IM-1", "B-LP-AM-1", "B-LP-AL-1"]))
    t = step(s, Kind.DRAW)
    assert _new(s, t) == [Draw(to=(BLUE,), player=BLUE, card="B-RF-IM-1"), Draw(player=BLUE)]
    u = step(t, Kind.CHARGE, "LP")
    u = step(u, Kind.PLACE, "LP", "B-RF-IM-1")
    u = step(u, Kind.PLACE, "LP", decision(u).options[0].card)
    charged = tuple(u.turn.draft)
    u = step(u, Kind.DONE, "LP")
    assert _new(t, u, forced_draw=True) == [
        Charge(to=(BLUE,), player=BLUE, lane=Strike.LP, count=2, cards=charged),
        Charge(player=BLUE, lane=Strike.LP, count=2),
        Refill(to=(BLUE,), player=BLUE, count=1, cards=("B-LP-AM-1",)),
        Refill(player=BLUE, count=1),
    ]


def test_exchange_twins_and_the_public_glissade() -> None:
    s = build(blue=SideSpec(hand=["B-PB-1", "B-PB-2"], lanes={"LF": (["B-LF-AM-1"], [])}),
              bonus_top=["X-CR-2", "X-GL"])
    t = step(s, Kind.EXCHANGE)
    assert _new(s, t) == [Exchange(to=(BLUE,), player=BLUE, card="B-PB-1", bonus="X-CR-2"),
                          Exchange(player=BLUE, card="B-PB-1")]
    u = step(t, Kind.EXCHANGE)
    new = u.events_since(t.emitted)
    assert new[0] == GlissadeDrawn(player=BLUE, card="B-PB-2", bonus="X-GL")
    # LF is the only lane in progress: the engine clears it (a single option is not asked).
    assert new[1] == Glissade(player=BLUE, lane=Strike.LF, cards=("B-LF-AM-1",))
    assert [e.kind for e in new[2:4]] == [EventKind.REFILL, EventKind.REFILL]
    assert u.active == ORANGE


def test_a_glissade_without_strike_in_progress_says_so() -> None:
    s = build(blue=SideSpec(hand=["B-PB-1"]), bonus_top=["X-GL"])
    t = step(s, Kind.EXCHANGE)
    assert _new(s, t, forced_draw=True) == [
        GlissadeDrawn(player=BLUE, card="B-PB-1", bonus="X-GL"), GlissadeIdle(player=BLUE)]


def test_play_score_and_parry() -> None:
    s = build(blue=SideSpec(hand=["B-LF-IM-1", "X-CP1-1"],
                            lanes={"LF": (["B-LF-AM-1", "B-LF-AL-1"], [])},
                            points=["B-RP-IM-1"]),
              orange=SideSpec(hand=["O-LP-PA"]))
    t = step(s, Kind.DRAW)
    t = step(t, Kind.FACE_UP, "LF")
    t = place(t, "B-LF-IM")
    u = place(t, "X-CP1")
    new = _new(t, u)
    assert new[:2] == [Play(player=BLUE, lane=Strike.LF, cards=("B-LF-IM-1", "X-CP1-1")),
                       Score(player=BLUE, lane=Strike.LF, points=2, total=3)]
    # Orange parries Blue's LP lane.
    s = build(active=ORANGE, blue=SideSpec(lanes={"LP": (["B-LP-AM-1", "X-CR-1"], [])}),
              orange=SideSpec(hand=["O-LP-PA"]))
    t = step(s, Kind.DRAW)
    u = step(t, Kind.PARRY, "LP", "O-LP-PA")
    assert _new(t, u)[0] == Parry(player=ORANGE, opponent=BLUE, lane=Strike.LP,
                                  card="O-LP-PA", cards=("B-LP-AM-1", "X-CR-1"))


def test_reveal_flips_carry_the_match_flag() -> None:
    s = build(blue=SideSpec(lanes={"RP": (["B-RP-AM-1"], ["B-RP-AL-1", "B-LF-IM-1"])}))
    t = step(s, Kind.REVEAL, "RP")
    assert _new(s, t) == [Reveal(player=BLUE, lane=Strike.RP),
                          Flip(player=BLUE, lane=Strike.RP, card="B-RP-AL-1", match=True)]
    u = step(t, Kind.CONTINUE, "RP")
    assert _new(t, u, forced_draw=True) == [
        Flip(player=BLUE, lane=Strike.RP, card="B-LF-IM-1", match=False)]


def test_the_end_event_carries_data_only() -> None:
    s = build(blue=SideSpec(deck_size=1))
    s = step(s, Kind.DRAW)
    s = step(s, Kind.CHARGE, "LF")
    s = step(s, Kind.PLACE, "LF", decision(s).options[0].card)
    s = step(s, Kind.DONE, "LF")
    assert s.log[-1] == End(player=BLUE)
    assert End.model_fields.keys() == {"kind", "to", "player"}


def test_events_are_typed_and_round_trip() -> None:
    rnd = random.Random(3)
    states = [GAME.setup(PLAYERS, 3)]
    while GAME.pending(states[-1]):
        states.append(GAME.apply(states[-1], rnd.choice(decision(states[-1]).options)))
    s, events = states[-1], history(states)
    kinds = {e.kind for e in events}
    assert {EventKind.DEAL, EventKind.START, EventKind.DRAW, EventKind.REFILL,
            EventKind.END} <= kinds
    loaded = GAME.load(s.model_dump_json())
    assert [type(e) for e in loaded.log] == [type(e) for e in s.log]
    assert loaded.log == s.log
    stored = GAME.parse_events("[" + ",".join(e.model_dump_json() for e in events) + "]")
    assert stored == events and [type(e) for e in stored] == [type(e) for e in events]
    for e in events:
        assert isinstance(e.kind, EventKind)
        assert not any(isinstance(v, str) and " " in v for v in e.fields().values()), \
            f"{e.kind} carries a sentence"
        if e.to is not None:
            assert e.to == (e.player,)  # private events are for their own player only
