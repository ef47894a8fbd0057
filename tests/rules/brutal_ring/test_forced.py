"""Issue 10 items 2 and 9 for Brutal Ring: engage and attack are one decision on one clock
(section 10, "Engage + target or pass"), and a player whose only option is "Ready" is made
ready without being asked (ARCHITECTURE.md: a single option is played by the engine)."""

from __future__ import annotations

import random

from rules.brutal_ring import GAME, EventKind, Kind, Options, Phase
from rules.brutal_ring.engine import ENGAGE_OPTIONS

from .builder import (
    P1,
    P2,
    P3,
    P4,
    SeatSpec,
    act,
    build,
    events,
    only_decision,
    step,
)


def test_r13_r14_engage_and_attack_is_one_decision_and_one_version() -> None:
    """R13 + R14: naming the gladiator and its target is one choice; the trick window opens
    straight after it (D18), one ``apply``, one version."""
    s = build(seats={P1: SeatSpec(hand=["W05"], arena=[("G09", None), ("G05", None)]),
                     P2: SeatSpec(hand=["W20"], arena=[("G10", None)])})
    d = only_decision(s)
    assert [str(o) for o in d.options] == ["engage:G05:G10", "engage:G09:G10", "pass:G05",
                                           "pass:G09"]
    t = GAME.apply(s, act(P1, Kind.ENGAGE, card="G09", target="G10"))
    assert t.version == s.version + 1 and t.phase is Phase.TRICKS
    assert [e.gladiator for e in events(t, EventKind.ENGAGE)] == ["G09"]
    assert events(t, EventKind.ATTACK)[-1].defender == "G10"


def test_s10_an_absent_player_loses_one_timeout_per_gladiator_not_two() -> None:
    """Section 10: the engage decision's timeout engages the lowest id and passes at once."""
    s = build(seats={P1: SeatSpec(arena=[("G09", None), ("G05", None)]),
                     P2: SeatSpec(arena=[("G10", None)])})
    t = GAME.timeout(s, P1)
    assert t.active == P2 and t.version == s.version + 1
    assert events(t, EventKind.PASS)[-1].fields() == {"player": P1, "gladiator": "G05",
                                                      "why": "pass"}


def test_engage_menu_too_long_falls_back_to_two_decisions() -> None:
    """More gladiator-target pairs than a menu holds (25): ENGAGE names the gladiator alone,
    then the ATTACK decision asks the target (R14 unchanged); passing stays one choice."""
    mine = [(f"G{n:02d}", None) for n in range(1, 7)]
    others = {p: SeatSpec(arena=[(f"G{n:02d}", None) for n in range(first, first + 2)])
              for p, first in ((P2, 7), (P3, 9), (P4, 11))}
    s = build(players=[P1, P2, P3, P4], seats={P1: SeatSpec(arena=mine), **others})
    d = only_decision(s)
    assert len({o.target for o in d.options if o.target}) == 0  # the gladiator alone
    assert 6 * (4 + 1) > ENGAGE_OPTIONS >= len(d.options)
    assert act(P1, Kind.ENGAGE, card="G01") in d.options
    assert act(P1, Kind.PASS, card="G01") == d.default
    s = step(s, P1, Kind.ENGAGE, card="G03")
    assert only_decision(s).kind == "attack"
    s = step(s, P1, Kind.ATTACK, target="G12")
    attack = events(s, EventKind.ATTACK)[-1]
    assert (attack.attacker, attack.defender) == ("G03", "G12")


def test_r18_a_participant_who_can_only_be_ready_is_not_asked() -> None:
    """R18/D9: a trick participant whose only option is "Ready" is made ready by the engine
    (a READY event they did not choose), never asked; random 2v2 games meet the case."""
    rnd = random.Random(3)
    forced = 0
    for seed in range(6):
        s = GAME.setup([P1, P2, P3, P4], seed, Options(teams=True))
        while pending := GAME.pending(s):
            d = rnd.choice(pending)
            t = GAME.apply(s, rnd.choice(d.options))
            for e in t.events_since(s.emitted):
                if e.kind == EventKind.READY and e.player != d.player:
                    forced += 1
                    # Made ready, not asked: no lone "Ready" is left open for them.
                    assert not any(x.player == e.player and len(x.options) == 1
                                   for x in GAME.pending(t))
            s = t
    assert forced > 0
