"""Martial Art worked examples E1-E9 (spec section 10), one test each.

Each example is built at the start of its turn (:mod:`.builder`) and played only through
``GAME.pending`` / ``GAME.apply``: every action is checked to be offered before it is applied.
Dice are forced in the spec's order (attack, defence, collision die, third fighter's dice)
right before the action that makes the engine roll. A decision with a single option is played
by the engine itself (the last token of a sowing, a defence with nothing to reveal...), so the
scripts skip those. E10-E15 are in ``test_scenarios_techniques.py``, E16-E19 in
``test_scenarios_tokens.py``.
"""

from __future__ import annotations

from rules.kit.hexgrid import Hex, back_cells
from rules.martial_art import GAME, EventKind, MAState, Phase
from rules.martial_art.board import destinations, target_zone
from rules.martial_art.content import Code
from rules.martial_art.events import (
    Collision,
    Damage,
    Declare,
    Defence,
    Drop,
    FirstTokens,
    Lost,
    Out,
    Push,
    RingOut,
    Rolled,
    Start,
    Step,
    Technique,
    TurnStarts,
)

from .builder import (
    FighterSpec,
    act,
    build,
    decision,
    drive,
    events,
    kinds,
    norm,
    offered,
    one,
    public_zones,
    roll,
    zones,
)

IGOR, KIM, HIRU, LI, RICARDO, WONJA = "igor", "kimberley", "hirumasa", "li_ming", "ricardo", \
    "wonja"
P, K, G, H, M, D, E = Code.P, Code.K, Code.G, Code.H, Code.M, Code.D, Code.E


# --- E1 ------------------------------------------------------------------------------------------

def test_ma_e1_igor_punches_li_ming() -> None:
    """E1 (White Belt, source example): Igor steps in and punches Li-Ming's left arm; she
    defends with her D; 2 - 1 = 1 damage; his set-aside pile goes to zone 5 (R59)."""
    s = build({
        IGOR: FighterSpec("igor", (-1, 0), board="Z1[E,D] Z2[G,E] Z3[P,E] Z4[H,D] Z5[M,P]",
                          aside="E,M", first_turn_done=False),
        LI: FighterSpec("li_ming", (1, 0), board="Z1[K,E] Z2[D,P] Z3[G,E] Z4[K,D] Z5[E,M]",
                        aside="E,M", first_turn_done=False)})
    assert s.turn is not None and s.turn.player == IGOR
    assert [(f.chi, f.rage) for f in s.fighters.values()] == [(1, 1), (1, 1)]

    # 1. Start zone 5 reveals M: pool 1.
    run = drive(s, act(IGOR, "start", zone=5))
    assert one(run, Start).tokens == [M, P] and run[-1].turn.pool == 1
    assert kinds(run[-1], "technique") == []  # 3. no technique: Crochet costs 2 Chi
    # 2. A step E to (0,0), pool 0; nothing else to do at T4, so the engine ends it.
    run = drive(run, act(IGOR, "step", direction=0))
    assert one(run, Step).cell == Hex(0, 0) and one(run, Step).pool == 0
    assert run[-1].fighters[IGOR].cell == Hex(0, 0)
    # 4. M to Z1, P to Z2 (the last drop plays itself).
    assert decision(run[-1]).kind == "sow"
    run = drive(run, act(IGOR, "drop", code=M))
    drop = one(run, Drop)
    assert (drop.zones, drop.actions) == ([1, 2], [None, P])
    # 5. A Punch on Li-Ming's zone 2, now that she is adjacent.
    run = drive(run, act(IGOR, "attack", target=LI))
    declare = one(run, Declare)
    assert (declare.defender, declare.strike, declare.zone) == (LI, P, 2)
    # 6. No Reaction to offer: she goes straight to her defence, and reveals her D.
    d = decision(run[-1])
    assert (d.player, d.kind) == (LI, "defend")
    run = drive(run, roll("NX", "NF"), act(LI, "reveal", d=1, m=0))
    assert one(run, Defence).dice == 2
    rolled = one(run, Rolled)
    assert (rolled.damage, rolled.successes, rolled.dealt) == (2, 1, 1)

    after = run[-1]
    assert after.fighters[LI].life == [0, 1, 0, 0, 0]
    assert events(run, Lost) == []  # cell 1 has no icon
    assert zones(after.fighters[LI]) == norm("Z1[K,E] Z2[D,P] Z3[G,E] Z4[K,D] Z5[E,M]")
    assert public_zones(after, LI, IGOR)[1] == ([P], 1)  # her D face down again
    # T12(a): the set-aside pile goes to the empty start zone, its types private.
    first = events(run, FirstTokens)
    assert [(e.to, e.zone, e.count, e.codes) for e in first] == [
        ((IGOR,), 5, 2, [E, M]), (None, 5, 2, None)]
    assert zones(after.fighters[IGOR]) == norm("Z1[E,D,M] Z2[G,E,P] Z3[P,E] Z4[H,D] Z5[E,M]")
    assert after.fighters[IGOR].aside == []
    assert after.turn is not None and after.turn.player == LI
    assert decision(after).kind == "start"


# --- E2 ------------------------------------------------------------------------------------------

def test_ma_e2_crochet() -> None:
    """E2 (White Belt, source example): Crochet, 3 dice against 2 - 1 = 1 defence die; 2
    damage on Li-Ming's head passes cell 2 (E): the E found first from zone 1 on is in Z3."""
    s = build({
        IGOR: FighterSpec("igor", (0, 0), chi=1, rage=0,
                          board="Z1[D,M] Z2[G,E] Z3[P,E] Z4[E,P] Z5[H,D,E,M]"),
        LI: FighterSpec("li_ming", (1, 0),
                        board="Z1[K,D] Z2[D,P] Z3[G,E] Z4[K,E] Z5[E,M,E,M]")})
    # 1. Start zone 4 reveals E: +1 Chi.
    run = drive(s, act(IGOR, "start", zone=4))
    assert kinds(run[-1], "technique") == []  # Chi 1 cannot pay Crochet yet
    run = drive(run, act(IGOR, "energy", gauge="chi"))
    assert run[-1].fighters[IGOR].chi == 2
    # 2. Crochet is legal (a P was taken); Uppercut is not (target zone 1, Rage 0).
    assert kinds(run[-1], "technique") == ["technique:crochet"]
    run = drive(run, act(IGOR, "technique", item="crochet"))
    tech = one(run, Technique)
    assert (tech.technique, tech.chi, tech.rage) == ("crochet", 2, 0)
    assert run[-1].fighters[IGOR].chi == 0
    # 3. E to Z5, P to Z1: a Punch on the head.
    run = drive(run, act(IGOR, "drop", code=E), act(IGOR, "attack", target=LI))
    assert one(run, Drop).zones == [5, 1]
    assert (one(run, Declare).strike, one(run, Declare).zone) == (P, 1)
    # 4. Li-Ming reveals her D in Z1: 2 - 1 = 1 die. 5. [X,N,F] = 2 against [F] = 0.
    run = drive(run, roll("XNF", "F"), act(LI, "reveal", d=1, m=0))
    assert one(run, Defence).dice == 1
    rolled = one(run, Rolled)
    assert sum(n for _, n in rolled.attack_dice) == 3
    assert ("crochet", 1) in rolled.attack_dice
    assert (rolled.damage, rolled.successes, rolled.dealt) == (2, 0, 2)

    after = run[-1]
    assert after.fighters[LI].life == [2, 0, 0, 0, 0]
    assert [(e.code, e.zone) for e in events(run, Lost)] == [(E, 3)]
    assert zones(after.fighters[LI]) == norm("Z1[K,D] Z2[D,P] Z3[G] Z4[K,E] Z5[E,M,E,M]")
    assert after.fighters[IGOR].chi == 0
    assert after.fighters[IGOR].zones[3] == []


# --- E3 ------------------------------------------------------------------------------------------

def test_ma_e3_wound_and_token_loss() -> None:
    """E3 (White Belt, source example): Mawashi Geri, 4 dice, 3 damage on Li-Ming's right
    leg; cell 2 shows M, found first in Z1 (Z4 and Z5 have none)."""
    s = build({
        KIM: FighterSpec("kimberley", (0, 0), chi=2, rage=1, board="Z2[D,K]"),
        LI: FighterSpec("li_ming", (1, 0), board="Z1[M,K] Z2[D,P,M] Z3[G,D] Z4[K,E] Z5[E,E,E]")})
    # 1. Start zone 2 (the only one: the engine takes it) and Mawashi Geri: K and D taken.
    assert s.turn is not None and s.turn.start_zone == 2
    run = drive(s, act(KIM, "technique", item="mawashi_geri"))
    assert (run[-1].fighters[KIM].chi, run[-1].fighters[KIM].rage) == (0, 0)
    # 2. D to Z3, K to Z4; a Kick on zone 4. 3. Nothing to reveal there, but Z4 holds a
    # face-down token, so Li-Ming is asked all the same (R67: being asked tells nothing).
    run = drive(run, act(KIM, "drop", code=D), act(KIM, "attack", target=LI))
    assert decision(run[-1]).player == LI and decision(run[-1]).ask
    run = drive(run, roll("NNXF"), act(LI, "reveal", d=0, m=0))
    assert one(run, Drop).zones == [3, 4]
    assert (one(run, Declare).strike, one(run, Declare).zone) == (K, 4)
    assert one(run, Defence).d == 0
    # 4. Four dice [N,N,X,F] = 3.
    rolled = one(run, Rolled)
    assert (len(rolled.attack.faces), rolled.dealt) == (4, 3)

    after = run[-1]
    assert after.fighters[LI].life == [0, 0, 0, 3, 0]
    assert [(e.code, e.zone) for e in events(run, Lost)] == [(M, 1)]
    assert zones(after.fighters[LI]) == norm("Z1[K] Z2[D,P,M] Z3[G,D] Z4[K,E] Z5[E,E,E]")
    assert zones(after.fighters[KIM]) == norm("Z3[D] Z4[K]")


# --- E4 ------------------------------------------------------------------------------------------

def test_ma_e4_sowing_arithmetic() -> None:
    """E4 (R19-R20): the destination sequences and targets; the start zone ends empty (a
    6-token sowing skips it); an Effect sown last makes no attack, even next to an opponent."""
    assert destinations(5, 2) == [1, 2] and target_zone(5, 2) == 2
    assert destinations(4, 3) == [5, 1, 2] and target_zone(4, 3) == 2
    assert destinations(3, 6) == [4, 5, 1, 2, 4, 5] and target_zone(3, 6) == 5

    # The same through play: six tokens from zone 3, the Punch last, lands on zone 5.
    s = build({
        IGOR: FighterSpec("igor", (0, 0), board="Z1[D] Z3[E,E,D,M,D,P] Z5[M]"),
        LI: FighterSpec("li_ming", (1, 0), board="Z1[K,E] Z2[D,P] Z3[G,E] Z4[K,D] Z5[E,M]")})
    run = drive(s, act(IGOR, "start", zone=3), act(IGOR, "done"),
                act(IGOR, "drop", code=E), act(IGOR, "drop", code=E),
                act(IGOR, "drop", code=D), act(IGOR, "drop", code=M), act(IGOR, "drop", code=D))
    assert one(run, Drop).zones == [4, 5, 1, 2, 4, 5]
    assert run[-1].fighters[IGOR].zones[2] == []
    assert zones(run[-1].fighters[IGOR]) == norm("Z1[D,D] Z2[M] Z4[E,D] Z5[M,E,P]")
    assert kinds(run[-1], "attack") == [f"attack:{LI}"]

    # Effect last: no declaration is offered, the turn goes on to T12 and then to Li-Ming.
    s = build({
        IGOR: FighterSpec("igor", (0, 0), board="Z1[D] Z5[E,P]"),
        LI: FighterSpec("li_ming", (1, 0), board="Z1[K,E] Z2[D,P]")})
    run = drive(s, act(IGOR, "start", zone=5), act(IGOR, "done"), act(IGOR, "drop", code=P))
    assert one(run, Drop).actions == [P, None]
    assert events(run, Declare) == []
    assert run[-1].fighters[IGOR].zones[4] == []
    assert run[-1].turn is not None and run[-1].turn.player == LI


# --- E5 ------------------------------------------------------------------------------------------

E5_HIRU = "Z1[M,G] Z2[P,E] Z3[H,E] Z4[P,D] Z5[G,E,E,M]"


def _e5(mode: str, faces: tuple[str, str]) -> list[MAState]:
    s = build({HIRU: FighterSpec("hirumasa", (0, 0), facing=0, board=E5_HIRU),
               LI: FighterSpec("li_ming", (1, 0), facing=3, board="Z1[K,D] Z3[D,E]")},
              mode=mode)
    # 1. Start zone 1 reveals M: pool 1; no step.
    run = drive(s, act(HIRU, "start", zone=1))
    assert run[-1].turn.pool == 1
    run = drive(run, act(HIRU, "done"))
    # 2. M to Z2, G to Z3.
    run = drive(run, act(HIRU, "drop", code=M))
    assert one(run, Drop).zones == [2, 3]
    # 3. A Grab on zone 3.
    run = drive(run, act(HIRU, "attack", target=LI))
    # 4. Li-Ming reveals her D: 2 dice.
    return drive(run, roll(*faces), act(LI, "reveal", d=1, m=0))


def test_ma_e5_black_belt_grab_defended_only_by_x() -> None:
    """E5 (R23): a Black Belt Grab pays 1 Movement and only X defends against it. (a) [N,X]
    against [N,N]: 2 damage, cell 2 (D) takes the D just revealed (the search starts at the
    target zone, so her D in Z1 stays); (b) against [X,N]: 1. In White Belt the Grab is
    plain: (a) gives 2 - 2 = 0."""
    run = _e5("black", ("NX", "NN"))
    declare = one(run, Declare)
    assert (declare.strike, declare.zone, declare.paid, declare.back) == (G, 3, 1, False)
    rolled = one(run, Rolled)
    assert rolled.grab and sum(n for _, n in rolled.attack_dice) == 2
    assert one(run, Defence).dice == 2
    assert (rolled.damage, rolled.successes, rolled.dealt) == (2, 0, 2)
    after = run[-1]
    assert after.fighters[LI].life == [0, 0, 2, 0, 0]
    assert [(e.code, e.zone) for e in events(run, Lost)] == [(D, 3)]
    assert after.fighters[LI].zones[2] == [E]
    assert after.fighters[LI].zones[0] == [K, D]

    # The pool paid at the declaration: 0 left when the defender answers.
    declared = next(st for st in run if st.turn is not None and st.turn.attack is not None)
    assert declared.turn is not None and declared.turn.pool == 0

    run = _e5("black", ("NX", "XN"))
    rolled = one(run, Rolled)
    assert (rolled.successes, rolled.dealt) == (1, 1)
    assert run[-1].fighters[LI].life == [0, 0, 1, 0, 0]
    assert events(run, Lost) == []
    assert run[-1].fighters[LI].zones[2] == [D, E]

    run = _e5("white", ("NX", "NN"))
    assert one(run, Declare).paid == 0
    rolled = one(run, Rolled)
    assert not rolled.grab and (rolled.damage, rolled.successes, rolled.dealt) == (2, 2, 0)
    assert run[-1].fighters[LI].life == [0, 0, 0, 0, 0]


# --- E6 ------------------------------------------------------------------------------------------

def _e6(kiai_next: bool = False) -> list[MAState]:
    s = build({IGOR: FighterSpec("igor", (0, 0), facing=0, board="Z1[G,E] Z4[H,D]",
                                 kiai_next=kiai_next),
               LI: FighterSpec("li_ming", (1, 0), facing=3, board="Z3[K,D]")},
              mode="black")
    return drive(s, act(IGOR, "start", zone=1))


def test_ma_e6_grab_needs_movement() -> None:
    """E6 (R18, R23, R50): with pool 0 the Grab sown last cannot be declared; E to Rage and
    an extra Movement bought (Chi 0, Rage 1, pool 1) make it legal, and declaring it empties
    the pool; under a Kiai lock the purchase is refused, so there is no Grab."""
    # Case 1: no purchase, pool 0: no declaration, the turn goes on without an attack.
    run = _e6()
    assert run[-1].turn.pool == 0
    run = drive(run, act(IGOR, "done"), act(IGOR, "drop", code=E))
    assert one(run, Drop).actions == [None, G]
    assert events(run, Declare) == []
    assert run[-1].turn is not None and run[-1].turn.player == LI

    # Case 2: E to Rage, then 1 Chi + 1 Rage for 1 Movement.
    run = _e6()
    run = drive(run, act(IGOR, "energy", gauge="rage"))
    assert run[-1].fighters[IGOR].rage == 2
    run = drive(run, act(IGOR, "buy"))
    f, turn = run[-1].fighters[IGOR], run[-1].turn
    assert (f.chi, f.rage, turn.pool) == (0, 1, 1)
    run = drive(run, act(IGOR, "done"), act(IGOR, "drop", code=E))
    assert kinds(run[-1], "attack") == [f"attack:{LI}"]
    run = drive(run, act(IGOR, "attack", target=LI))
    assert one(run, Declare).paid == 1
    assert run[-1].turn.pool == 0

    # Case 3: a Kiai lock: no purchase, so no Grab.
    run = _e6(kiai_next=True)
    assert run[-1].turn.locked
    assert not offered(run[-1], act(IGOR, "buy"))
    # Gaining stays allowed (R50); then nothing is left to do at T4, so the sowing begins.
    run = drive(run, act(IGOR, "energy", gauge="rage"))
    assert run[-1].fighters[IGOR].rage == 2 and decision(run[-1]).kind == "sow"
    run = drive(run, act(IGOR, "drop", code=E))
    assert one(run, Drop).actions == [None, G]
    assert events(run, Declare) == []


# --- E7 ------------------------------------------------------------------------------------------

def _e7(cell: tuple[int, int], facing: int) -> list[MAState]:
    s = build({WONJA: FighterSpec("wonja", cell, facing=facing, board="Z2[E,K] Z5[D,P]"),
               RICARDO: FighterSpec("ricardo", (0, 0), facing=0, board="Z4[M,K] Z1[E,H]")},
              mode="black")
    return drive(s, act(WONJA, "start", zone=2), act(WONJA, "energy", gauge="rage"),
                 act(WONJA, "done"), act(WONJA, "drop", code=E))


def test_ma_e7_back_attack() -> None:
    """E7 (R13, R21, R25): from Ricardo's back cell Wonja's Kick rolls 2 + 1 = 3 dice; from
    his front, 2; facing away from him she cannot attack, unless she turns at T1."""
    assert set(back_cells(Hex(0, 0), 0)) == {Hex(0, -1), Hex(-1, 0), Hex(-1, 1)}
    run = _e7((-1, 0), 0)
    assert run[-1].fighters[WONJA].rage == 2
    assert one(run, Drop).zones == [3, 4]
    # Ricardo's Z4 holds a face-down M: he is asked (R67), though he has nothing to reveal.
    run = drive(run, act(WONJA, "attack", target=RICARDO), roll("NNF"),
                act(RICARDO, "reveal", d=0, m=0))
    declare = one(run, Declare)
    assert (declare.strike, declare.zone, declare.back) == (K, 4, True)
    rolled = one(run, Rolled)
    assert len(rolled.attack.faces) == 3 and ("back", 1) in rolled.attack_dice
    assert run[-1].fighters[RICARDO].life == [0, 0, 0, 2, 0]

    # Control: in front of Ricardo (he faces E, she stands E of him facing W): 2 dice.
    run = _e7((1, 0), 3)
    run = drive(run, act(WONJA, "attack", target=RICARDO), roll("NN"),
                act(RICARDO, "reveal", d=0, m=0))
    assert not one(run, Declare).back
    assert len(one(run, Rolled).attack.faces) == 2

    # Control: behind him but facing W, he is not in her front cells: no attack.
    run = _e7((-1, 0), 3)
    assert events(run, Declare) == []
    assert decision(run[-1]).kind == "end"  # T12: Tei Tat is on offer, no declaration
    # ...unless she turns at T1 first.
    s = build({WONJA: FighterSpec("wonja", (-1, 0), facing=3, board="Z2[E,K] Z5[D,P]"),
               RICARDO: FighterSpec("ricardo", (0, 0), facing=0, board="Z4[M,K]")},
              mode="black")
    run = drive(s, act(WONJA, "face", direction=0), act(WONJA, "start", zone=2),
                act(WONJA, "done"), act(WONJA, "drop", code=E))
    assert kinds(run[-1], "attack") == [f"attack:{RICARDO}"]


# --- E8 ------------------------------------------------------------------------------------------

def test_ma_e8_collision() -> None:
    """E8 (R53-R56, 3 players): Mae Tobi Geri pushes Igor into Hirumasa: nobody moves, 4
    attack dice, and 1 die against Hirumasa, who reveals his D (no Reaction for him)."""
    s = build({
        KIM: FighterSpec("kimberley", (-1, 0), facing=0, chi=1, rage=1, board="Z4[E,K]",
                         loadout=["shuto_uchi", "mawashi_geri", "mae_tobi_geri"]),
        IGOR: FighterSpec("igor", (0, 0), facing=3,
                          board="Z1[E,M] Z2[G,D] Z3[P,E] Z4[H,E] Z5[P,D,E,M]"),
        HIRU: FighterSpec("hirumasa", (1, 0), facing=3, chi=2, board="Z1[D,H]")},
        mode="black")
    # 1. Start zone 4 reveals E: +1 Chi.
    run = drive(s, act(KIM, "start", zone=4), act(KIM, "energy", gauge="chi"))
    assert run[-1].fighters[KIM].chi == 2
    # 2. Mae Tobi Geri (Chi 1, Rage 0); E to Z5, K to Z1: a Kick to the head.
    run = drive(run, act(KIM, "technique", item="mae_tobi_geri"))
    assert (run[-1].fighters[KIM].chi, run[-1].fighters[KIM].rage) == (1, 0)
    run = drive(run, act(KIM, "drop", code=E), act(KIM, "attack", target=IGOR))
    assert one(run, Drop).zones == [5, 1]
    # 3. Igor has no D in Z1, but its face-down tokens mean he is asked all the same (R67).
    assert decision(run[-1]).player == IGOR and decision(run[-1]).ask
    run = drive(run, act(IGOR, "reveal", d=0, m=0))
    # 4. The push meets Hirumasa: a collision.
    collision = one(run, Collision)
    assert (collision.defender, collision.third) == (IGOR, HIRU)
    assert events(run, Push) == []
    # 5. Hirumasa, the third fighter, is asked only his D (no Reaction, though he could pay
    # Oniyama).
    d = decision(run[-1])
    assert (d.player, d.kind) == (HIRU, "collide")
    assert all(o.kind == "reveal" for o in d.options)
    run = drive(run, roll("NNFX", "", "N", "FF"), act(HIRU, "reveal", d=1))

    kim_roll, third_roll = events(run, Rolled)
    assert not kim_roll.collision and third_roll.collision
    assert len(kim_roll.attack.faces) == 4
    assert ("collision", 1) in kim_roll.attack_dice and ("mae_tobi_geri", 1) in \
        kim_roll.attack_dice
    assert not one(run, Declare).back  # Igor faces her
    assert kim_roll.dealt == 3
    assert (third_roll.attack.faces, third_roll.defence.faces, third_roll.dealt) == \
        (("N",), ("F", "F"), 1)
    defences = events(run, Defence)
    assert [(e.player, e.d, e.dice, e.third) for e in defences] == [
        (IGOR, 0, 0, False), (HIRU, 1, 2, True)]

    after = run[-1]
    assert after.fighters[IGOR].life == [3, 0, 0, 0, 0]
    assert [(e.player, e.code, e.zone) for e in events(run, Lost)] == [(IGOR, E, 1)]
    assert after.fighters[IGOR].zones[0] == [M]
    assert after.fighters[HIRU].life == [1, 0, 0, 0, 0]
    assert [after.fighters[p].cell for p in (KIM, IGOR, HIRU)] == [
        Hex(-1, 0), Hex(0, 0), Hex(1, 0)]
    assert [e.player for e in events(run, Damage)] == [IGOR, HIRU]
    # No T11 step: the turn went straight on to Igor.
    assert events(run, Step) == []
    assert after.turn is not None and after.turn.player == IGOR


# --- E9 ------------------------------------------------------------------------------------------

def _e9() -> list[MAState]:
    s = build({
        HIRU: FighterSpec("hirumasa", (1, 0), facing=0, rage=2, board="Z3[E,P] Z1[D,H]",
                          loadout=["gassho_hineri", "oniyama", "tsuppari"]),
        WONJA: FighterSpec("wonja", (2, 0), facing=3, board="Z5[D,P] Z1[E,H]")},
        mode="black")
    run = drive(s, act(HIRU, "start", zone=3), act(HIRU, "technique", item="tsuppari"))
    assert run[-1].fighters[HIRU].rage == 0
    run = drive(run, act(HIRU, "drop", code=E), act(HIRU, "attack", target=WONJA))
    declare = one(run, Declare)
    assert (declare.strike, declare.zone) == (P, 5)
    return run


def test_ma_e9_ring_out() -> None:
    """E9 (R53-R55): Tsuppari pushes Wonja 2 cells east: the second step is off the arena, so
    she is rung out; no die is rolled and Hirumasa wins at (2,0)."""
    run = _e9()
    rng_before = run[-1].rng.model_copy(deep=True)
    run = drive(run, act(WONJA, "reveal", d=1, m=0))

    # Step 1: Wonja to (3,0), Hirumasa follows to (2,0); step 2: (4,0) is off the arena.
    pushes = events(run, Push)
    assert [p.attacker_cell for p in pushes] == [Hex(2, 0)]
    assert one(run, RingOut).defender == WONJA
    assert one(run, Out).reason == "ring_out"
    assert events(run, Rolled) == []  # dice_rolled == 0
    after = run[-1]
    assert after.rng == rng_before
    assert after.fighters[HIRU].cell == Hex(2, 0)
    assert not after.fighters[WONJA].alive and after.fighters[WONJA].out == "ring_out"
    assert after.fighters[WONJA].cell is None
    assert after.fighters[WONJA].life == [0] * 5
    assert after.phase is Phase.OVER and GAME.pending(after) == []
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.winners == [HIRU]
    assert outcome.reason == "ring_out"
    assert [e.player for e in events(run, TurnStarts)] == [HIRU]  # no turn after the end


def test_ma_e9_push_is_public() -> None:
    """E9 (R53-R54, section 9): each push step is public: every player and a spectator read
    it, with Wonja's new cell (3,0)."""
    run = drive(_e9(), act(WONJA, "reveal", d=1, m=0))
    after = run[-1]
    for viewer in (HIRU, WONJA, None):
        seen = [e for e in GAME.view(after, viewer).log if e.kind == EventKind.PUSH]
        assert len(seen) == 1, viewer
        assert Hex(3, 0) in seen[0].fields().values()
