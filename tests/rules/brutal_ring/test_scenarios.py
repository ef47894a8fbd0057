"""Brutal Ring worked scenarios BR-S0 ... BR-S12 (spec section 9), one test each.

Every scenario is driven only through ``GAME.pending`` / ``GAME.apply``: each action is checked
to be among the acting player's pending options before it is applied, and every intermediate
state conserves the 78 cards. P1 is seat 0 (``p1``), P2 seat 1, and so on; in team play the
seats are A1, B1, A2, B2.
"""

from __future__ import annotations

from rules.brutal_ring import GAME, EventKind, Kind, Options, Phase
from rules.brutal_ring.content import GLADIATOR, WEAPON
from rules.brutal_ring.events import Kill

from .builder import (
    A1,
    A2,
    B1,
    B2,
    P1,
    P2,
    P3,
    SeatSpec,
    Table,
    act,
    added,
    arena,
    assert_illegal,
    build,
    decision,
    engage_and_attack,
    engage_and_pass,
    events,
    offered,
    only_decision,
    step,
)

TEAM_PLAYERS = [A1, B1, A2, B2]

# ----------------------------------------------------------------------------- BR-S0


def test_br_s0_terminium_vs_lucrecia() -> None:
    """BR-S0 (source example): Terminium (W12 3/1) attacks Lucrecia (W17 3/2).

    P1 places W05 (+2); P2 places G18 (Counter), W20 (x2) and W31 (+3). ATT 5, DEF 7: Lucrecia
    lives; Counter 3 > 1 kills Terminium; P2 scores 4+2 = 6. Every card involved is discarded;
    Lucrecia stays unengaged and may attack on P2's turn.
    """
    s = build(seats={P1: SeatSpec(hand=["W05"], arena=[("G09", "W12"), ("G13", None)]),
                     P2: SeatSpec(hand=["W20", "W31", "G18"], arena=[("G10", "W17")])})
    g_discard, w_discard = list(s.discards[GLADIATOR]), list(s.discards[WEAPON])

    s = engage_and_attack(s, P1, "G09", "G10")
    attack = events(s, EventKind.ATTACK)[-1]
    assert (attack.base_attack, attack.base_defence) == (3, 2)  # "about to kill"
    assert s.phase is Phase.TRICKS
    s = step(s, P1, Kind.PLACE, card="W05")
    for cid in ("G18", "W20", "W31"):
        s = step(s, P2, Kind.PLACE, card=cid)
    s = step(s, P1, Kind.READY)
    s = step(s, P2, Kind.READY)

    result = events(s, EventKind.RESULT)[-1]
    assert (result.attack, result.defence) == (5, 7)
    assert not result.defender_dies and result.attacker_dies
    assert s.seats[P2].points == 6 and s.seats[P1].points == 0
    assert sorted(added(g_discard, s.discards[GLADIATOR])) == ["G09", "G18"]
    assert sorted(added(w_discard, s.discards[WEAPON])) == ["W05", "W12", "W20", "W31"]
    assert arena(s, P1) == [("G13", None, False)]
    assert arena(s, P2) == [("G10", "W17", False)]
    assert s.phase is Phase.ENGAGE and s.active == P2
    assert offered(s, act(P2, Kind.ENGAGE, card="G10", target="G13"))


# ----------------------------------------------------------------------------- BR-S1


def test_br_s1_attackers_fairplay_beats_dodge() -> None:
    """BR-S1: P1's XP-24 (W21 4/1) attacks G06 (W08 2/2) with G17 (A_FAIRPLAY); P2 places G13
    (Dodge) and W31 (+3). Fairplay cancels everything: 4 > 2, G06 dies, P1 scores 2+2 = 4;
    G17, G13 and W31 are discarded, G13 and W31 revealed."""
    s = build(seats={P1: SeatSpec(hand=["G17"], arena=[("G01", "W21")]),
                     P2: SeatSpec(hand=["G13", "W31"], arena=[("G06", "W08")])})
    s = engage_and_attack(s, P1, "G01", "G06")
    s = step(s, P1, Kind.PLACE, card="G17")
    s = step(s, P2, Kind.PLACE, card="G13")
    s = step(s, P2, Kind.PLACE, card="W31")
    s = step(s, P2, Kind.READY)
    s = step(s, P1, Kind.READY)

    assert events(s, EventKind.FAIRPLAY)[-1].by == "attack"
    assert not events(s, EventKind.DISCARD_PICK)
    reveals = events(s, EventKind.REVEAL)
    assert reveals[-2].cards == ("G17",) and sorted(reveals[-1].cards) == ["G13", "W31"]
    result = events(s, EventKind.RESULT)[-1]
    assert (result.attack, result.defence, result.defender_dies) == (4, 2, True)
    assert events(s, EventKind.KILL)[-1].points == 4
    assert s.seats[P1].points == 4 + 2  # Phase 4 followed: XP-24 is an armed survivor (R30)
    assert {"G17", "G13", "G06"} <= set(s.discards[GLADIATOR])
    assert {"W31", "W08"} <= set(s.discards[WEAPON])
    assert arena(s, P2) == []


# ----------------------------------------------------------------------------- BR-S2


def _br_s2_until_pick():
    s = build(seats={P1: SeatSpec(hand=["G14", "W14"], arena=[("G02", "W16")]),
                     P2: SeatSpec(hand=["G04", "W30"], arena=[("G03", "W36")])})
    s = engage_and_attack(s, P1, "G02", "G03")
    s = step(s, P1, Kind.PLACE, card="G14")
    s = step(s, P1, Kind.PLACE, card="W14")
    s = step(s, P2, Kind.PLACE, card="G04")
    s = step(s, P2, Kind.PLACE, card="W30")
    s = step(s, P1, Kind.READY)
    s = step(s, P2, Kind.READY)
    assert s.phase is Phase.PICK
    d = only_decision(s)
    assert d.player == P1 and d.kind == "pick"
    assert d.options == [act(P1, Kind.PICK, slot=0), act(P1, Kind.PICK, slot=1)]
    assert s.combat is not None and sorted(s.combat.blind) == ["G04", "W30"]
    return s


def test_br_s2_discard_decides_the_combat_branch_a() -> None:
    """BR-S2 a: P1's Discard blindly takes G04 (Fairplay): ATT 3+3 = 6 > DEF 3+2 = 5, G03
    dies, P1 scores 2+3 = 5."""
    s = _br_s2_until_pick()
    assert s.combat is not None
    s = step(s, P1, Kind.PICK, slot=s.combat.blind.index("G04"))
    assert events(s, EventKind.DISCARD_PICK)[-1].card == "G04"
    assert not events(s, EventKind.FAIRPLAY)
    result = events(s, EventKind.RESULT)[-1]
    assert (result.attack, result.defence, result.defender_dies) == (6, 5, True)
    assert events(s, EventKind.KILL)[-1].points == 5
    assert s.seats[P1].points == 5 + 2  # Phase 4 followed: G02 is an armed survivor (R30)
    assert arena(s, P2) == []


def test_br_s2_discard_decides_the_combat_branch_b() -> None:
    """BR-S2 b: the pick is W30: G04's Fairplay cancels everything; 3 is not > 3, G03 lives."""
    s = _br_s2_until_pick()
    assert s.combat is not None
    s = step(s, P1, Kind.PICK, slot=s.combat.blind.index("W30"))
    assert events(s, EventKind.FAIRPLAY)[-1].by == "defence"
    result = events(s, EventKind.RESULT)[-1]
    assert (result.attack, result.defence, result.defender_dies) == (3, 3, False)
    assert s.seats[P1].points == 0
    assert arena(s, P2) == [("G03", "W36", False)]
    assert {"G14", "G04"} <= set(s.discards[GLADIATOR])
    assert {"W14", "W30"} <= set(s.discards[WEAPON])


# ----------------------------------------------------------------------------- BR-S3


def test_br_s3_double_attack_without_chaining() -> None:
    """BR-S3: VOLTAGE (W24 4/2) kills G13 (W01 2/0) with G12 (Double): P1 scores 1+1 = 2 and a
    bonus combat is offered. Bonus against G16 (W29 1/3): G23 (inert, D14) and W13 (+1) against
    W33 (+2): 5 vs 5, G16 lives. No third combat; G20 engaged; P2 becomes active."""
    s = build(seats={P1: SeatSpec(hand=["G12", "G23", "W13"], arena=[("G20", "W24")]),
                     P2: SeatSpec(hand=["W33"], arena=[("G13", "W01"), ("G16", "W29")])})
    s = engage_and_attack(s, P1, "G20", "G13")
    s = step(s, P1, Kind.PLACE, card="G12")
    s = step(s, P1, Kind.READY)
    s = step(s, P2, Kind.READY)
    assert events(s, EventKind.KILL)[-1] == Kill(player=P2, gladiator="G13", weapon="W01",
                                                 killer=P1, points=2)
    assert s.seats[P1].points == 2
    assert s.phase is Phase.BONUS
    d = only_decision(s)
    assert d.player == P1 and d.kind == "bonus"
    assert d.options == [act(P1, Kind.ATTACK, target="G16"), act(P1, Kind.PASS)]
    assert d.default == act(P1, Kind.PASS)

    s = step(s, P1, Kind.ATTACK, target="G16")
    assert s.combat is not None and s.combat.bonus and s.combat.tricks == []
    s = step(s, P1, Kind.PLACE, card="G23")
    s = step(s, P1, Kind.PLACE, card="W13")
    s = step(s, P2, Kind.PLACE, card="W33")
    s = step(s, P1, Kind.READY)
    s = step(s, P2, Kind.READY)
    result = events(s, EventKind.RESULT)[-1]
    assert (result.attack, result.defence, result.defender_dies) == (5, 5, False)
    assert s.phase is Phase.ENGAGE and s.active == P2
    assert arena(s, P1) == [("G20", "W24", True)]
    assert arena(s, P2) == [("G16", "W29", False)]


# ----------------------------------------------------------------------------- BR-S4


def test_br_s4_slot_limits_and_bluffs() -> None:
    """BR-S4: SILENT HUNT (ao0 ab1 do0 db1, W04 2/1) attacks G21 (W10 2/2). G17 is rejected (no
    ATK-ORANGE), W30 (a DEF bluff) takes DEF-BLACK, W32 (+1) takes ATK-BLACK, then W01 is
    rejected. ATT 3 > DEF 2: G21 dies, P1 scores 2+2 = 4; W30 had no effect."""
    s = build(seats={P1: SeatSpec(hand=["G17", "W30", "W32", "W01"], arena=[("G04", "W04")]),
                     P2: SeatSpec(arena=[("G21", "W10")])})
    s = engage_and_attack(s, P1, "G04", "G21")
    assert GAME.decision_for(s, P2) is None  # P2 places nothing (an empty hand)
    assert_illegal(s, act(P1, Kind.PLACE, card="G17"))
    s = step(s, P1, Kind.PLACE, card="W30")
    s = step(s, P1, Kind.PLACE, card="W32")
    assert_illegal(s, act(P1, Kind.PLACE, card="W01"))
    s = step(s, P1, Kind.READY)

    result = events(s, EventKind.RESULT)[-1]
    assert (result.attack, result.defence, result.defender_dies) == (3, 2, True)
    assert result.effective_attack == ("A_PLUS1",)
    assert events(s, EventKind.KILL)[-1].points == 4
    assert s.seats[P1].points == 4 + 2  # Phase 4 followed: G04 is an armed survivor (R30)
    assert "W30" in s.discards[WEAPON] and "W01" in s.seats[P1].hand


# ----------------------------------------------------------------------------- BR-S5


def test_br_s5_counter_attack_edges() -> None:
    """BR-S5: unarmed G14 with W14 (+3) attacks the engaged CHROME SAINT (W36 3/3), who places
    G31 (Counter). ATT 3 is not > 3: G18 lives; Counter 3 > 0: G14 dies, P2 scores 1+0 = 1.
    G18 is still engaged, no engagement change."""
    s = build(seats={P1: SeatSpec(hand=["W14"], arena=[("G14", None), ("G15", None)]),
                     P2: SeatSpec(hand=["G31"], arena=[("G18", "W36", True), ("G13", None)])})
    s = engage_and_attack(s, P1, "G14", "G18")
    s = step(s, P1, Kind.PLACE, card="W14")
    s = step(s, P2, Kind.PLACE, card="G31")
    s = step(s, P1, Kind.READY)
    s = step(s, P2, Kind.READY)
    result = events(s, EventKind.RESULT)[-1]
    assert (result.attack, result.defence) == (3, 3)
    assert not result.defender_dies and result.attacker_dies
    assert s.seats[P2].points == 1 and events(s, EventKind.KILL)[-1].killer == P2
    assert arena(s, P2) == [("G18", "W36", True), ("G13", None, False)]
    assert arena(s, P1) == [("G15", None, False)]
    assert s.active == P2 and s.phase is Phase.ENGAGE
    assert not any(o.card == "G18" for o in decision(s, P2).options)


def test_br_s5_variant_armed_attacker_kills_and_survives_the_counter() -> None:
    """BR-S5 variant: G14 carries W39 (3/3): ATT 3+3 = 6 > 3, G18 dies and P1 scores 3+3 = 6;
    the counter check 3 > 3 is false, so G14 lives."""
    s = build(seats={P1: SeatSpec(hand=["W14"], arena=[("G14", "W39")]),
                     P2: SeatSpec(hand=["G31"], arena=[("G18", "W36", True)])})
    s = engage_and_attack(s, P1, "G14", "G18")
    s = step(s, P1, Kind.PLACE, card="W14")
    s = step(s, P2, Kind.PLACE, card="G31")
    s = step(s, P1, Kind.READY)
    s = step(s, P2, Kind.READY)
    result = events(s, EventKind.RESULT)[-1]
    assert (result.attack, result.defence) == (6, 3)
    assert result.defender_dies and not result.attacker_dies
    assert events(s, EventKind.KILL)[-1].points == 6
    assert "G14" in [f.gladiator for f in s.seats[P1].arena]


# ----------------------------------------------------------------------------- BR-S6


def test_br_s6_mutual_kill() -> None:
    """BR-S6: G29 (W27 5/0) attacks G18 (W17 3/2), who places G26 (Counter): 5 > 2 kills G18,
    3 > 0 kills G29. P1 scores 3+2 = 5 and P2 scores 4+2 = 6."""
    s = build(seats={P1: SeatSpec(arena=[("G29", "W27")]),
                     P2: SeatSpec(hand=["G26"], arena=[("G18", "W17")])})
    s = engage_and_attack(s, P1, "G29", "G18")
    assert GAME.decision_for(s, P1) is None  # nothing to place
    s = step(s, P2, Kind.PLACE, card="G26")
    s = step(s, P2, Kind.READY)
    kills = {e.gladiator: e for e in events(s, EventKind.KILL)}
    assert kills["G18"].killer == P1 and kills["G18"].points == 5
    assert kills["G29"].killer == P2 and kills["G29"].points == 6
    # Phase 4 followed (nobody left): no armed survivor, so the points are the kills alone.
    assert (s.seats[P1].points, s.seats[P2].points) == (5, 6)


# ----------------------------------------------------------------------------- BR-S7


def _br_s7(tricks: list[str]) -> int:
    s = build(seats={P1: SeatSpec(hand=tricks, arena=[("G09", "W08")]),
                     P2: SeatSpec(arena=[("G13", "W33")])})
    s = engage_and_attack(s, P1, "G09", "G13")
    for cid in tricks:
        s = step(s, P1, Kind.PLACE, card=cid)
    s = step(s, P1, Kind.READY)
    return int(events(s, EventKind.RESULT)[-1].attack)


def test_br_s7_x2_weapon_only_and_no_stacking() -> None:
    """BR-S7: TERMINIUM with W08 (2/2): W07 (x2) + W01 (+1) gives 2x2+1 = 5, not 6; W07 + W22
    (both x2) gives 4, not 8."""
    assert _br_s7(["W07", "W01"]) == 5
    assert _br_s7(["W07", "W22"]) == 4


# ----------------------------------------------------------------------------- BR-S8


def test_br_s8_draw_amount_and_reshuffle() -> None:
    """BR-S8: round 3; P1 has 3 cards in hand, G05+W10 and an unarmed G13 (arena_cards 3), so
    need = 2. The Gladiator pile is empty and its discard holds 20. P1 draws Gladiator, then
    Weapon: the discard was shuffled into a pile of 20, one drawn (19 left, discard 0); hand 5."""
    s = build(seats={P1: SeatSpec(hand_size=3, fill=GLADIATOR,
                                  arena=[("G05", "W10"), ("G13", None)]),
                     P2: SeatSpec(hand=["W40"], hand_size=8, fill=GLADIATOR)},
              round=3, phase="draw", table=Table(pile_size={GLADIATOR: 0}))
    assert s.phase is Phase.DRAW
    assert len(s.piles[GLADIATOR]) == 0 and len(s.discards[GLADIATOR]) == 20
    assert s.seats[P1].to_draw == 2 and s.seats[P2].to_draw == 0
    d = only_decision(s)
    assert d.player == P1
    assert act(P1, Kind.DRAW, pile=GLADIATOR) in d.options

    s = step(s, P1, Kind.DRAW, pile=GLADIATOR)
    assert len(s.piles[GLADIATOR]) == 19 and s.discards[GLADIATOR] == []
    assert events(s, EventKind.RESHUFFLE)[-1].fields() == {"pile": GLADIATOR, "count": 20}
    s = step(s, P1, Kind.DRAW, pile=WEAPON)
    assert len(s.seats[P1].hand) == 5
    assert s.phase is Phase.ENTRY


# ----------------------------------------------------------------------------- BR-S9


def test_br_s9_survivors_and_team_scoring() -> None:
    """BR-S9 (4 players): Phase 4 of round 2. A1 has G01+W16 and an unarmed G13, A2 G20+W36,
    B1 nothing, B2 G06+W29. Team A scores +4 and team B +2; all survivors are unengaged; the
    private discard step runs; then the First Player moves to the left."""
    s = build(players=TEAM_PLAYERS, round=2, first=A1,
              seats={A1: SeatSpec(arena=[("G01", "W16"), ("G13", None)]),
                     A2: SeatSpec(arena=[("G20", "W36")]),
                     B2: SeatSpec(arena=[("G06", "W29")])})
    order = []
    while s.phase is Phase.ENGAGE:
        d = only_decision(s)
        order.append(d.player)
        s = engage_and_pass(s, d.player, d.default.card)  # type: ignore[union-attr,arg-type]
    assert order == [A1, A2, B2, A1]  # B1 has nobody: skipped
    view = GAME.view(s, None)
    assert view.team_scores == [4, 2]
    assert all(not f.engaged for seat in s.seats.values() for f in seat.arena)
    assert s.phase is Phase.DISCARD
    pending = GAME.pending(s)
    assert [d.player for d in pending] == [A1, A2, B2]  # B1 has nothing to discard
    assert all(d.private and d.kind == "discard" for d in pending)
    for d in pending:
        s = step(s, d.player, Kind.KEEP_ALL)
    assert s.round == 3 and s.first_player == B1


# ----------------------------------------------------------------------------- BR-S10


def test_br_s10_teammate_shares_symbols() -> None:
    """BR-S10 (4 players): A1's G01 (ab1) attacks B1's gladiator. A2 places W14 (+3) on G01; A1's
    W18 (+2) is rejected (ATK-BLACK full); A1's G12 (ATK-ORANGE) is accepted; A1 cannot remove
    W14. Each accepted change resets every participant's ready flag; rejected ones change
    nothing."""
    s = build(players=TEAM_PLAYERS, first=A1,
              seats={A1: SeatSpec(hand=["W18", "G12"], arena=[("G01", "W21")]),
                     A2: SeatSpec(hand=["W14", "W02"]),
                     B1: SeatSpec(hand=["W31"], arena=[("G06", "W08")]),
                     B2: SeatSpec(hand=["W33"])})
    s = engage_and_attack(s, A1, "G01", "G06")
    assert s.combat is not None
    assert s.combat.att_side == [A1, A2] and s.combat.def_side == [B1, B2]
    assert {d.player for d in GAME.pending(s)} == {A1, A2, B1, B2}
    s = step(s, B1, Kind.READY)
    s = step(s, B2, Kind.READY)
    s = step(s, A2, Kind.PLACE, card="W14")
    assert s.combat is not None and s.combat.ready == []
    assert_illegal(s, act(A1, Kind.PLACE, card="W18"))
    s = step(s, B1, Kind.READY)
    s = step(s, A1, Kind.PLACE, card="G12")
    assert s.combat is not None and s.combat.ready == []
    assert_illegal(s, act(A1, Kind.TAKE_BACK, card="W14"))
    assert offered(s, act(A2, Kind.TAKE_BACK, card="W14"))
    placed = [(t.card, t.placer) for t in s.combat.tricks]
    assert placed == [("W14", A2), ("G12", A1)]


# ----------------------------------------------------------------------------- BR-S11


def test_br_s11_turn_order_and_skipping() -> None:
    """BR-S11 (3 players): First Player P2; P2 has 1 gladiator, P3 none, P1 two. Every engaged
    gladiator passes. Engagements: P2; P3 skipped; P1; P2 skipped; P3 skipped; P1. The next
    round's First Player is P3."""
    s = build(players=[P1, P2, P3], first=P2,
              seats={P1: SeatSpec(arena=[("G14", None), ("G15", None)]),
                     P2: SeatSpec(arena=[("G13", None)])})
    order = []
    while s.phase is Phase.ENGAGE:
        d = only_decision(s)
        order.append(d.player)
        assert d.kind == "engage" and d.default == act(d.player, Kind.PASS, card=d.default.card)  # type: ignore[union-attr]
        s = engage_and_pass(s, d.player, d.default.card)  # type: ignore[union-attr,arg-type]
    assert order == [P2, P1, P1]
    assert [e.player for e in events(s, EventKind.ENGAGE)] == [P2, P1, P1]
    assert not events(s, EventKind.KILL)
    assert s.phase is Phase.DISCARD
    for d in GAME.pending(s):
        s = step(s, d.player, Kind.KEEP_ALL)
    assert s.round == 2 and s.first_player == P3


# ----------------------------------------------------------------------------- BR-S12


def _br_s12(p1_gladiators: list[str]):
    s = build(round=4, seats={P1: SeatSpec(points=14, arena=[(g, None) for g in p1_gladiators]),
                              P2: SeatSpec(points=14, arena=[("G15", None)])})
    while s.phase is Phase.ENGAGE:
        d = only_decision(s)
        s = engage_and_pass(s, d.player, d.default.card)  # type: ignore[union-attr,arg-type]
    assert s.phase is Phase.OVER and GAME.pending(s) == []
    outcome = GAME.outcome(s)
    assert outcome is not None
    return outcome


def test_br_s12_final_tie_break() -> None:
    """BR-S12: end of round 4, 14 points each; P1 has 2 gladiators in the arena, P2 has 1: P1
    wins. With equal gladiator counts the win is shared."""
    outcome = _br_s12(["G13", "G14"])
    assert outcome.winners == [P1] and outcome.reason == "tiebreak"
    assert outcome.ranking == [[P1], [P2]] and outcome.scores == {P1: 14, P2: 14}

    shared = _br_s12(["G13"])
    assert shared.winners == [P1, P2] and shared.reason == "shared"
    assert shared.ranking == [[P1, P2]]


def test_br_s_options_teams_default_is_two_against_two() -> None:
    """Section 1 / R1 setting used by BR-S9 and BR-S10: 4 players play 2v2 by default."""
    s = GAME.setup(TEAM_PLAYERS, 3, Options())
    assert s.teams == [[A1, A2], [B1, B2]]
