"""Brutal Ring rule tests R18-R34: the trick window, the reveal, the fight, its scoring, Phase 4
and the end (the coverage map is in ``test_rules``)."""

from __future__ import annotations

from rules.brutal_ring import GAME, EventKind, Kind, Phase
from rules.brutal_ring.content import (
    GLADIATOR,
    WEAPON,
    Trick,
    card_type,
)
from rules.brutal_ring.engine import combat_values

from .builder import (
    A1,
    A2,
    B1,
    B2,
    P1,
    P2,
    P3,
    PLAYERS,
    SeatSpec,
    act,
    arena,
    assert_conserved,
    assert_illegal,
    build,
    engage_and_attack,
    engage_and_pass,
    events,
    fight,
    last_result,
    offered,
    only_decision,
    options_of,
    pass_all,
    ready_all,
    step,
    time_up,
)

TEAM = [A1, B1, A2, B2]


def test_r18_trick_window_protocol() -> None:
    """R18: the placer sees their card, everyone else a back with its placer; each adds or
    removes only their own cards; any change clears every ready flag; the window locks when
    all are ready at once, or at time up as placed."""
    s = build(seats={P1: SeatSpec(hand=["W05", "W13"], arena=[("G09", "W12")]),
                     P2: SeatSpec(hand=["W31", "W20"], arena=[("G10", "W17")])})
    s = engage_and_attack(s, P1, "G09", "G10")
    s = step(s, P1, Kind.PLACE, card="W05")
    mine = GAME.view(s, P1).combat
    theirs = GAME.view(s, P2).combat
    public = GAME.view(s, None).combat
    assert mine is not None and theirs is not None and public is not None
    assert mine.tricks[0].card == "W05" and mine.tricks[0].placer == P1
    assert theirs.tricks[0].card is None and theirs.tricks[0].placer == P1
    assert public.tricks[0].card is None
    assert_illegal(s, act(P2, Kind.TAKE_BACK, card="W05"))
    s = step(s, P2, Kind.READY)
    s = step(s, P1, Kind.TAKE_BACK, card="W05")
    assert s.combat is not None and s.combat.ready == [] and "W05" in s.seats[P1].hand
    s = step(s, P1, Kind.PLACE, card="W13")
    s = step(s, P1, Kind.READY)
    assert s.phase is Phase.TRICKS
    s = step(s, P2, Kind.PLACE, card="W31")
    assert s.combat is not None and s.combat.ready == []
    s = time_up(s, P2)  # the deadline: locked as placed
    assert last_result(s).attack == 3 + 1 and last_result(s).defence == 2 + 3


def test_r19_only_the_roles_own_tricks_take_effect() -> None:
    """R19: on the attacker only ATK tricks count, on the defender only DEF tricks; bluffs are
    revealed and discarded without effect."""
    s = fight(SeatSpec(hand=["W31"], arena=[("G09", "W12")]),
               SeatSpec(hand=["W14"], arena=[("G10", "W17")]), "G09", "G10",
               ("W31",), ("W14",))
    result = last_result(s)
    assert (result.attack, result.defence) == (3, 2)
    assert result.effective_attack == () and result.effective_defence == ()
    assert {"W31", "W14"} <= set(s.discards[WEAPON])
    assert [e.cards for e in events(s, EventKind.REVEAL)] == [("W31",), ("W14",)]


def test_r20_reveal_order_and_defenders_fairplay() -> None:
    """R20: the attacking side reveals first; a defender's effective Fairplay cancels every
    remaining trick, the attacker's +3 and Double Attack included."""
    s = fight(SeatSpec(hand=["G12", "W14"], arena=[("G20", "W24")]),
               SeatSpec(hand=["G27", "W34"], arena=[("G25", "W36")]), "G20", "G25",
               ("G12", "W14"), ("G27", "W34"))
    reveals = events(s, EventKind.REVEAL)
    assert reveals[0].side == "attack" and sorted(reveals[0].cards) == ["G12", "W14"]
    assert reveals[1].side == "defence" and sorted(reveals[1].cards) == ["G27", "W34"]
    assert events(s, EventKind.FAIRPLAY)[-1].by == "defence"
    result = last_result(s)
    assert (result.attack, result.defence) == (4, 3)  # base values only
    assert result.defender_dies
    assert s.phase is not Phase.BONUS  # the Double Attack was cancelled


def test_r21_blind_pick_forced_and_empty() -> None:
    """R21: with one face-down card the Discard takes it (no choice to make); with none it does
    nothing; the removed card is revealed, has no effect and is discarded."""
    s = fight(SeatSpec(hand=["G14"], arena=[("G02", "W16")]),
               SeatSpec(hand=["G13"], arena=[("G03", "W08")]), "G02", "G03", ("G14",), ("G13",))
    pick = events(s, EventKind.DISCARD_PICK)[-1]
    assert pick.card == "G13" and pick.placer == P2
    assert last_result(s).defender_dies  # the Dodge was removed: 3 > 2
    assert "G13" in s.discards[GLADIATOR]

    s = fight(SeatSpec(hand=["G14"], arena=[("G02", "W16")]),
               SeatSpec(arena=[("G03", "W08")]), "G02", "G03", ("G14",))
    assert not events(s, EventKind.DISCARD_PICK) and last_result(s).defender_dies


def test_r22_values_formula() -> None:
    """R22: ATT = weapon Attack x (2 if any x2) + the +N tricks; DEF likewise."""
    assert combat_values("W12", "W17", [Trick.A_PLUS2], [Trick.D_X2, Trick.D_PLUS3,
                                                          Trick.D_COUNTER]) == (5, 7)
    assert combat_values("W08", None, [Trick.A_X2, Trick.A_PLUS1], []) == (5, 0)
    assert combat_values("W27", "W45", [Trick.A_X2, Trick.A_PLUS3, Trick.A_PLUS1],
                         [Trick.D_X2]) == (14, 10)


def test_r23_strictly_greater_and_dodge() -> None:
    """R23: the defender dies only if ATT > DEF strictly, and never with an effective Dodge."""
    s = fight(SeatSpec(arena=[("G05", "W16")]), SeatSpec(arena=[("G10", "W39")]),
               "G05", "G10")
    assert (last_result(s).attack, last_result(s).defence, last_result(s).defender_dies) == (
        3, 3, False)
    s = fight(SeatSpec(arena=[("G05", "W16")]), SeatSpec(arena=[("G10", "W17")]),
               "G05", "G10")
    assert (last_result(s).attack, last_result(s).defence, last_result(s).defender_dies) == (
        3, 2, True)
    s = fight(SeatSpec(arena=[("G05", "W27")]), SeatSpec(hand=["G13"], arena=[("G06", None)]),
               "G05", "G06", (), ("G13",))
    assert (last_result(s).attack, last_result(s).defender_dies) == (5, False)


def test_r24_counter_attack_raw_values_strict() -> None:
    """R24/D13: with an effective Counter the attacker dies when the defender's raw weapon
    Attack > the attacker's raw weapon Defence (tricks and x2 ignored)."""
    s = fight(SeatSpec(hand=["W35"], arena=[("G05", "W16")]),
               SeatSpec(hand=["G18"], arena=[("G10", "W36")]), "G05", "G10", ("W35",),
               ("G18",))
    # W35 (D_X2) on the attacker would double nothing: 3 > 2 kills it.
    assert last_result(s).attacker_dies
    s = fight(SeatSpec(arena=[("G05", "W39")]),
               SeatSpec(hand=["G18"], arena=[("G10", "W36")]), "G05", "G10", (), ("G18",))
    assert not last_result(s).attacker_dies  # 3 > 3 is false


def test_r25_death_and_scoring() -> None:
    """R25: a dead gladiator and its weapon go to the discards; the killing side scores
    VP(gladiator) + VP(weapon or 0)."""
    s = build(seats={P1: SeatSpec(arena=[("G29", "W27"), ("G11", None)]),
                     P2: SeatSpec(arena=[("G31", "W46"), ("G12", None)])})
    s = engage_and_attack(s, P1, "G29", "G12")
    s = ready_all(s)
    kill = events(s, EventKind.KILL)[-1]
    assert kill.fields() == {"player": P2, "gladiator": "G12", "weapon": None, "killer": P1,
                    "points": 3}
    assert s.seats[P1].points == 3 and "G12" in s.discards[GLADIATOR]
    s = engage_and_attack(s, P2, "G31", "G11")
    s = ready_all(s)
    assert events(s, EventKind.KILL)[-1].points == 2
    assert s.seats[P2].points == 2 + 2  # then Phase 4: G31 is an armed survivor (R30)
    assert "G11" in s.discards[GLADIATOR]


def test_r26_every_placed_trick_is_discarded() -> None:
    """R26: effective, bluff, cancelled and Discard-removed tricks all go to the discards."""
    s = fight(SeatSpec(hand=["G14", "W14", "W31"], arena=[("G02", "W16")]),
               SeatSpec(hand=["G13", "W30"], arena=[("G03", "W36")]), "G02", "G03",
               ("G14", "W14", "W31"), ("G13", "W30"))
    assert s.phase is Phase.PICK
    s = step(s, P1, Kind.PICK, slot=0)
    for cid in ("G14", "W14", "W31", "G13", "W30"):
        assert cid in s.discards[card_type(cid)], cid
    assert_conserved(s)


def test_r27_double_attack_same_defender_and_no_bonus_when_dead() -> None:
    """R27: after a Double Attack the surviving attacker may fight a bonus combat, even against
    the same defender, with a new trick window; a dead attacker gets none."""
    s = fight(SeatSpec(hand=["G12", "W14"], arena=[("G20", "W24")]),
               SeatSpec(hand=["G13", "W33"], arena=[("G16", "W29")]), "G20", "G16",
               ("G12",), ("G13",))
    assert s.phase is Phase.BONUS  # Dodge: G16 lives
    assert offered(s, act(P1, Kind.ATTACK, target="G16"))
    s = step(s, P1, Kind.ATTACK, target="G16")
    assert s.combat is not None and s.combat.bonus and s.combat.ready == []
    s = step(s, P1, Kind.PLACE, card="W14")
    s = ready_all(s)
    assert last_result(s).attack == 7 and last_result(s).defender_dies

    s = fight(SeatSpec(hand=["G12"], arena=[("G20", "W24")]),
               SeatSpec(hand=["G18"], arena=[("G16", "W40"), ("G13", None)]), "G20", "G16",
               ("G12",), ("G18",))
    assert last_result(s).attacker_dies and s.phase is not Phase.BONUS


def test_r28_engaged_until_phase_four() -> None:
    """R28: engaged gladiators stay engaged through Phase 3 and are unengaged in Phase 4."""
    s = build(seats={P1: SeatSpec(arena=[("G05", None), ("G06", None)]),
                     P2: SeatSpec(arena=[("G07", None), ("G08", None)])})
    s = engage_and_pass(s, P1, "G05")
    s = engage_and_pass(s, P2, "G07")
    assert arena(s, P1)[0][2] and arena(s, P2)[0][2]
    s = pass_all(s)
    assert s.phase is Phase.DISCARD
    assert not any(f[2] for p in PLAYERS for f in arena(s, p))


def test_r29_phase_three_ends_when_nobody_is_unengaged() -> None:
    """R29: Phase 3 ends as soon as no living gladiator is unengaged (an empty arena skips it)."""
    s = build(seats={P1: SeatSpec(hand=["W01"]), P2: SeatSpec()})
    assert s.phase is Phase.DISCARD and not events(s, EventKind.ENGAGE)
    s = build(seats={P1: SeatSpec(arena=[("G05", None, True)]),
                     P2: SeatSpec(arena=[("G06", None, True)])})
    assert s.phase is Phase.DISCARD


def test_r30_survivor_scoring() -> None:
    """R30: +2 per surviving armed gladiator to its owner; unarmed survivors score nothing."""
    s = build(seats={P1: SeatSpec(arena=[("G05", "W01", True), ("G06", None, True)]),
                     P2: SeatSpec(arena=[("G07", "W02", True), ("G08", "W03", True)])})
    assert (s.seats[P1].points, s.seats[P2].points) == (2, 4)
    assert [e.armed for e in events(s, EventKind.SURVIVORS)] == [1, 2]


def test_r31_voluntary_discards() -> None:
    """R31: in Phase 4 of rounds 1-3 a player may discard hand cards and own gladiators, each
    with its weapon; a weapon alone cannot go; the marks are private until all are done."""
    s = build(seats={P1: SeatSpec(hand=["W01", "W02", "G20"], arena=[("G05", "W10", True)]),
                     P2: SeatSpec(hand=["W03"])})
    assert s.phase is Phase.DISCARD
    opts = options_of(s, P1)
    assert opts == ["mark:G20", "mark:W01", "mark:G05", "keep_all"]  # W01 = W02 (same card)
    assert "mark:W10" not in opts
    s = step(s, P1, Kind.MARK, card="W01")
    assert options_of(s, P1) == ["mark:G20", "mark:W02", "mark:G05", "unmark:W01", "done",
                               "keep_all"]
    s = step(s, P1, Kind.MARK, card="G05")
    assert GAME.view(s, P2).seats[0].marks is None
    assert GAME.view(s, P1).seats[0].marks == ["W01", "G05"]
    s = step(s, P1, Kind.DONE)
    assert arena(s, P1) == [("G05", "W10", False)]  # nothing moves before everyone is done
    s = step(s, P2, Kind.KEEP_ALL)
    assert arena(s, P1) == [] and s.seats[P1].hand[:2] == ["G20", "W02"]
    assert {"G05"} <= set(s.discards[GLADIATOR]) and {"W01", "W10"} <= set(s.discards[WEAPON])
    assert s.seats[P2].hand[0] == "W03"


def test_r32_game_end_and_tie_breaks_compare_only_the_tied() -> None:
    """R32: after round 4 the highest score wins; tie-breaks (most gladiators) only order the
    players who are tied on points."""
    s = build(players=[P1, P2, P3], round=4,
              seats={P1: SeatSpec(points=20), P2: SeatSpec(points=14, arena=[("G05", None,
                                                                              True)]),
                     P3: SeatSpec(points=14, arena=[("G06", None, True), ("G07", None, True)])})
    assert s.phase is Phase.OVER and GAME.pending(s) == []
    outcome = GAME.outcome(s)
    assert outcome is not None
    assert outcome.winners == [P1] and outcome.reason == "points"
    assert outcome.ranking == [[P1], [P3], [P2]]
    assert outcome.scores == {P1: 20, P2: 14, P3: 14}


def test_r33_first_player_random_then_left() -> None:
    """R33: the first First Player is random (seeded); the First Player engages first; it
    passes to the left each round."""
    firsts = {GAME.setup([P1, P2, P3], seed).first_player for seed in range(30)}
    assert firsts == {P1, P2, P3}
    s = build(players=[P1, P2, P3], first=P3,
              seats={p: SeatSpec(arena=[(g, None)]) for p, g in
                     ((P1, "G05"), (P2, "G06"), (P3, "G07"))})
    assert only_decision(s).player == P3
    s = pass_all(s)
    for d in GAME.pending(s):
        s = step(s, d.player, Kind.KEEP_ALL)
    assert s.first_player == P1 and s.round == 2


def test_r34_view_follows_section_8() -> None:
    """R34 / section 8: own hand only; others' hand counts; drafts, marks and face-down tricks
    hidden; discards, arena, scores and flags public; the draw piles as sizes only."""
    s = GAME.setup(PLAYERS, 4)
    for _ in range(3):
        s = step(s, P1, Kind.DRAW, pile=GLADIATOR)
    view = GAME.view(s, P2)
    assert view.seats[0].hand is None and view.seats[0].hand_count == 3
    assert view.seats[1].hand == [] and view.pile_sizes == {GLADIATOR: 29, WEAPON: 46}
    text = GAME.view(s, None).model_dump_json()
    assert not any(c in text for c in s.seats[P1].hand)
    assert all(e.to is None for e in GAME.view(s, None).log)
    assert any(e.to == (P1,) for e in GAME.view(s, P1).log)
