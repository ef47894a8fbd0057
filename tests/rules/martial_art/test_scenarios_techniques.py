"""Martial Art worked examples E10-E15 (spec section 10), one test each: Reactions, Styles,
the resolution pipeline, KOs and Harite. Driven like ``test_scenarios.py`` (E1-E9): every
action offered before it is applied, dice forced right before the action that rolls them,
single-option decisions left to the engine. E16-E19 are in ``test_scenarios_tokens.py``.
"""

from __future__ import annotations

from rules.martial_art import GAME, MAState, Phase
from rules.martial_art.content import Code
from rules.martial_art.events import (
    Bonus,
    Damage,
    Declare,
    Defence,
    Lost,
    Out,
    Rolled,
    Step,
    Tax,
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
    offered,
    one,
    quiet_turn,
    roll,
    turn_of,
)

IGOR, KIM, HIRU, LI, WONJA = "igor", "kimberley", "hirumasa", "li_ming", "wonja"
P, K, G, H, M, D, E = Code.P, Code.K, Code.G, Code.H, Code.M, Code.D, Code.E


# --- E10 -----------------------------------------------------------------------------------------

def _e10(igor_chi: int, igor_rage: int, kiai_next: bool = False) -> MAState:
    """Seats Kimberley, Li-Ming, Igor; Igor (facing NW) has both of them in his front."""
    return build({
        KIM: FighterSpec("kimberley", (-1, 0), facing=0, board="Z5[E,P] Z1[D,K]",
                         loadout=["shuto_uchi", "mawashi_geri", "mae_tobi_geri"]),
        LI: FighterSpec("li_ming", (1, -1), facing=4, rage=1, board="Z4[E,P] Z1[E,M,D]",
                        loadout=["fureur_du_leopard", "souffle_du_dragon", "morsure_du_tigre"]),
        IGOR: FighterSpec("igor", (0, 0), facing=2, chi=igor_chi, rage=igor_rage,
                          board="Z1[E,M] Z2[G,E] Z3[P,E] Z4[H,D] Z5[M,P]",
                          loadout=["crochet", "uppercut", "oeil_du_tigre"],
                          kiai_next=kiai_next)},
        mode="black")


def _e10_to_bonus_turn(igor_chi: int, igor_rage: int) -> list[MAState]:
    """Kimberley's and Li-Ming's turns, Igor reacting to both, up to the declaration of
    Li-Ming's Fureur bonus turn."""
    s = _e10(igor_chi, igor_rage)
    # Kimberley: zone 5, E to Chi, Shuto Uchi, a Punch on Igor's zone 2; he reacts.
    run = drive(s, act(KIM, "start", zone=5), act(KIM, "energy", gauge="chi"),
                act(KIM, "technique", item="shuto_uchi"), act(KIM, "drop", code=E),
                act(KIM, "attack", target=IGOR))
    assert (decision(run[-1]).player, decision(run[-1]).kind) == (IGOR, "react")
    # His zone 2 holds a face-down E: he is asked for his defence too (R67), and has none.
    run = drive(run, roll("NNX"), act(IGOR, "technique", item="oeil_du_tigre"),
                act(IGOR, "reveal", d=0, m=0))
    # Li-Ming: zone 4, E to Rage, a Punch on Igor's zone 1; he may react again.
    run = drive(run, act(LI, "start", zone=4), act(LI, "energy", gauge="rage"),
                act(LI, "done"), act(LI, "drop", code=E), act(LI, "attack", target=IGOR))
    assert (decision(run[-1]).player, decision(run[-1]).kind) == (IGOR, "react")
    run = drive(run, roll("NF"), act(IGOR, "technique", item="oeil_du_tigre"),
                act(IGOR, "reveal", d=0, m=0))
    # T12(b): Fureur du Léopard (she punched); the bonus turn from zone 1 ends on her P.
    assert kinds(run[-1], "technique") == ["technique:fureur_du_leopard"]
    run = drive(run, act(LI, "technique", item="fureur_du_leopard"))
    assert one(run, Bonus).player == LI
    return drive(run, act(LI, "start", zone=1), act(LI, "done"), act(LI, "drop", code=E),
                 act(LI, "drop", code=M), act(LI, "drop", code=D))


def test_ma_e10_reaction_once_per_opponent() -> None:
    """E10 (R46, D14): Igor reacts with Œil du Tigre in Kimberley's turn and again in
    Li-Ming's; in her Fureur bonus turn a Reaction would be allowed, but he cannot pay, so
    none is offered. A collision's third fighter is never offered one; a Kiai lock does not
    stop Reactions in other fighters' turns."""
    run = _e10_to_bonus_turn(4, 2)
    kim_roll, li_roll = events(run, Rolled)
    assert len(kim_roll.attack.faces) == 3 and ("shuto_uchi", 1) in kim_roll.attack_dice
    assert (kim_roll.normal, kim_roll.cancels, kim_roll.exceptional, kim_roll.dealt) == \
        (2, 2, 1, 1)
    assert [(e.player, e.d) for e in events(run, Defence)] == [(IGOR, 0), (IGOR, 0)]
    reactions = [e for e in events(run, Technique) if e.player == IGOR]
    assert [(e.technique, e.chi, e.rage) for e in reactions] == [("oeil_du_tigre", 2, 1)] * 2
    assert li_roll.zone == 1 and li_roll.dealt == 0
    bonus = run[-1]
    igor = bonus.fighters[IGOR]
    assert igor.life == [0, 1, 0, 0, 0] and (igor.chi, igor.rage) == (0, 0)
    assert [e.bonus for e in events(run, TurnStarts) if e.player == LI] == [False, True]

    # The bonus turn's Punch on zone 5: Igor is offered no Reaction (he cannot pay), only
    # his defence (his zone 5 holds a face-down M, R67), and reveals nothing.
    assert decision(bonus).kind == "declare"
    at = len(run) - 1
    run = drive(run, roll("NF"), act(LI, "attack", target=IGOR))
    assert decision(run[-1]).kind == "defend"
    run = drive(run, act(IGOR, "reveal", d=0, m=0))
    assert [e.zone for e in events(run, Rolled, since=at)] == [5]
    assert events(run, Technique, since=at) == []
    assert run[-1].fighters[IGOR].life == [0, 1, 0, 0, 1]

    # The limit is per turn: with the energy to pay, he is offered it in the bonus turn.
    run = _e10_to_bonus_turn(6, 6)
    run = drive(run, act(LI, "attack", target=IGOR))
    assert kinds(run[-1], "technique") == ["technique:oeil_du_tigre"]

    # Control: Kimberley's Mae Tobi Geri pushes Igor into Hirumasa, who could pay Oniyama:
    # the defender is offered his Reaction, the third fighter only his Defense tokens.
    s = build({
        KIM: FighterSpec("kimberley", (-1, 0), facing=0, board="Z4[E,K]",
                         loadout=["shuto_uchi", "mawashi_geri", "mae_tobi_geri"]),
        IGOR: FighterSpec("igor", (0, 0), facing=3, chi=4, rage=2, board="Z1[E,M]",
                          loadout=["crochet", "uppercut", "oeil_du_tigre"]),
        HIRU: FighterSpec("hirumasa", (1, 0), facing=3, chi=4, rage=4, board="Z1[D,H]")},
        mode="black")
    run = drive(s, act(KIM, "start", zone=4), act(KIM, "technique", item="mae_tobi_geri"),
                act(KIM, "drop", code=E), act(KIM, "attack", target=IGOR))
    assert kinds(run[-1], "technique") == ["technique:oeil_du_tigre"]
    run = drive(run, act(IGOR, "done"), act(IGOR, "reveal", d=0, m=0))
    d = decision(run[-1])
    assert (d.player, d.kind) == (HIRU, "collide")
    assert {o.kind for o in d.options} == {"reveal"}

    # Control: under a Kiai lock for his own next turn, Igor still reacts in Kimberley's.
    s = _e10(4, 2, kiai_next=True)
    run = drive(s, act(KIM, "start", zone=5), act(KIM, "energy", gauge="chi"),
                act(KIM, "technique", item="shuto_uchi"), act(KIM, "drop", code=E),
                act(KIM, "attack", target=IGOR))
    assert offered(run[-1], act(IGOR, "technique", item="oeil_du_tigre"))


# --- E11 -----------------------------------------------------------------------------------------

def test_ma_e11_style_replacement() -> None:
    """E11 (R39, R47, R49): Voie du Serpent at T12 of turn A; in turn B a Kick on an empty
    zone rolls 3 dice and an End/Style technique is still on offer; after a Start technique
    in turn C no Style is; L'Homme Ivre in turn D turns the Serpent off (turn E rolls 2);
    activating the Serpent again (at the end of turn E) costs 2 Chi + 1 Rage again. Wonja
    passes in between (her one Effect token goes round her board: zone 1 in turn B, 2 in C,
    4 in E)."""
    s = build({
        LI: FighterSpec("li_ming", (0, 0), facing=0, chi=4, rage=3,
                        board="Z1[E] Z2[K] Z3[M] Z4[E] Z5[P]",
                        loadout=["voie_du_serpent", "homme_ivre", "morsure_du_tigre"]),
        WONJA: FighterSpec("wonja", (1, 0), facing=3, board="Z5[E]",
                           loadout=["tei_tat", "kra_tot_chok", "khai_kong"])},
        mode="black")
    # Turn A: zone 1's E to Chi (Chi 5), no attack; T12(b): Voie du Serpent.
    run = drive(s, act(LI, "start", zone=1), act(LI, "energy", gauge="chi"), act(LI, "done"))
    assert kinds(run[-1], "technique") == ["technique:voie_du_serpent",
                                           "technique:homme_ivre"]
    run = drive(run, act(LI, "technique", item="voie_du_serpent"))
    assert [(e.technique, e.chi, e.rage) for e in events(run, Technique)] == [
        ("voie_du_serpent", 2, 1)]
    li = run[-1].fighters[LI]
    assert (li.style, li.chi, li.rage) == ("voie_du_serpent", 3, 2)
    run = quiet_turn(run, WONJA)

    # Turn B: zone 2 [K,E], E first: a Kick on zone 4, where Wonja has no token: 3 dice.
    run = drive(run, act(LI, "start", zone=2), act(LI, "done"), act(LI, "drop", code=E))
    assert run[-1].fighters[WONJA].zones[3] == []
    at = len(run) - 1
    run = drive(run, roll("NFF"), act(LI, "attack", target=WONJA))
    (rolled,) = events(run, Rolled, since=at)
    assert rolled.zone == 4 and len(rolled.attack.faces) == 3
    assert ("voie_du_serpent", 1) in rolled.attack_dice
    # The Style is not this turn's technique: T12(b) still offers one (not the active one).
    assert decision(run[-1]).kind == "end"
    assert kinds(run[-1], "technique") == ["technique:homme_ivre"]
    run = quiet_turn(drive(run, act(LI, "done")), WONJA)

    # Turn C: zone 5's P alone lands on zone 1: Morsure du Tigre at T5...
    run = drive(run, act(LI, "start", zone=5))
    assert kinds(run[-1], "technique") == ["technique:morsure_du_tigre"]
    run = drive(run, act(LI, "technique", item="morsure_du_tigre"))
    at = len(run) - 1
    run = drive(run, roll("FFFFFF"), act(LI, "attack", target=WONJA))
    (rolled,) = events(run, Rolled, since=at)
    assert len(rolled.attack.faces) == 6  # 2 + Morsure 3 + Serpent 1 (zone 1 is empty)
    # ...so no Style at T12, although Homme Ivre could be paid: Wonja's turn begins.
    li = run[-1].fighters[LI]
    assert li.chi >= 2 and li.style == "voie_du_serpent"
    assert turn_of(run[-1]) == WONJA
    assert [e.technique for e in events(run, Technique, since=at)] == []
    run = quiet_turn(run, WONJA)

    # Turn D: zone 3 [M,E], E to Chi, no attack; T12(b): L'Homme Ivre replaces the Serpent.
    chi = run[-1].fighters[LI].chi
    run = drive(run, act(LI, "start", zone=3), act(LI, "energy", gauge="chi"),
                act(LI, "done"), act(LI, "drop", code=E))
    assert kinds(run[-1], "technique") == ["technique:homme_ivre"]
    at = len(run) - 1
    run = drive(run, act(LI, "technique", item="homme_ivre"))
    (tech,) = events(run, Technique, since=at)
    assert (tech.technique, tech.chi, tech.rage, tech.replaced) == \
        ("homme_ivre", 2, 0, "voie_du_serpent")
    li = run[-1].fighters[LI]
    assert (li.style, li.chi) == ("homme_ivre", chi + 1 - 2)
    run = quiet_turn(run, WONJA)

    # Turn E: zone 4 [E,K,E] (both E to Chi) lands on zone 2, empty on Wonja's board: the
    # Serpent is off, so 2 dice.
    run = drive(run, act(LI, "start", zone=4), act(LI, "energy", gauge="chi"),
                act(LI, "energy", gauge="chi"), act(LI, "done"), act(LI, "drop", code=E),
                act(LI, "drop", code=E))
    assert run[-1].fighters[WONJA].zones[1] == []
    at = len(run) - 1
    run = drive(run, roll("FF"), act(LI, "attack", target=WONJA))
    (rolled,) = events(run, Rolled, since=at)
    assert rolled.zone == 2 and rolled.attack_dice == [("base", 2)]

    # Then, at T12(b), the Serpent again, paid in full again.
    assert kinds(run[-1], "technique") == ["technique:voie_du_serpent"]
    before = run[-1].fighters[LI]
    at = len(run) - 1
    run = drive(run, act(LI, "technique", item="voie_du_serpent"))
    (tech,) = events(run, Technique, since=at)
    assert (tech.technique, tech.chi, tech.rage, tech.replaced) == \
        ("voie_du_serpent", 2, 1, "homme_ivre")
    li = run[-1].fighters[LI]
    assert (li.style, li.chi, li.rage) == ("voie_du_serpent", before.chi - 2, before.rage - 1)


# --- E12 -----------------------------------------------------------------------------------------

def _e12(igor_board: str, li_board: str) -> MAState:
    return build({
        IGOR: FighterSpec("igor", (0, 0), facing=0, board=igor_board),
        LI: FighterSpec("li_ming", (1, 0), facing=3, board=li_board, style="homme_ivre",
                        loadout=["fureur_du_leopard", "souffle_du_dragon", "homme_ivre"])},
        mode="black")


def test_ma_e12_homme_ivre_swaps_attacker_faces() -> None:
    """E12 (R28.1): against Li-Ming's L'Homme Ivre a Punch's N and F swap: Crochet's
    [N,F,X] reads [F,N,X] = 2, minus her 1 defence die [N]: 1 damage; [N,N,F] reads [F,F,N]:
    1 damage before defence. A Headbutt or a Grab is not swapped."""
    s = _e12("Z5[E,P]", "Z2[D,P]")
    run = drive(s, act(IGOR, "start", zone=5), act(IGOR, "energy", gauge="chi"),
                act(IGOR, "technique", item="crochet"), act(IGOR, "drop", code=E),
                act(IGOR, "attack", target=LI), roll("NFX", "N"),
                act(LI, "reveal", d=1, m=0))
    rolled = one(run, Rolled)
    assert rolled.attack.faces == ("N", "F", "X")
    assert rolled.swapped is not None and rolled.swapped.faces == ("F", "N", "X")
    assert (rolled.normal, rolled.exceptional, rolled.damage) == (1, 1, 2)
    assert one(run, Defence).dice == 1
    assert (rolled.successes, rolled.dealt) == (1, 1)
    assert run[-1].fighters[LI].life == [0, 1, 0, 0, 0]

    s = _e12("Z5[E,P]", "Z2[P]")
    run = drive(s, act(IGOR, "start", zone=5), act(IGOR, "energy", gauge="chi"),
                act(IGOR, "technique", item="crochet"), act(IGOR, "drop", code=E),
                roll("NNF"), act(IGOR, "attack", target=LI))
    rolled = one(run, Rolled)
    assert rolled.swapped is not None and rolled.swapped.faces == ("F", "F", "N")
    assert (rolled.damage, rolled.dealt) == (1, 1)

    # A Headbutt, then a Grab (its Movement paid): [N,N] stays [N,N].
    for board, strike in (("Z5[E,H]", H), ("Z5[M,G]", G)):
        s = _e12(board, "Z2[P]")
        run = drive(s, act(IGOR, "start", zone=5), act(IGOR, "done"),
                    act(IGOR, "drop", code=E if strike is H else M), roll("NN"),
                    act(IGOR, "attack", target=LI))
        rolled = one(run, Rolled)
        assert rolled.strike is strike and rolled.swapped is None
        assert (rolled.damage, rolled.dealt) == (2, 2)


# --- E13 -----------------------------------------------------------------------------------------

def _e13(life: list[int], start: int, faces: str) -> list[MAState]:
    """Igor (White Belt) hits Wonja: from zone 1 on her zone 3, from zone 4 on her head
    (whose face-down E means she is asked for a defence, R67: she reveals nothing)."""
    s = build({IGOR: FighterSpec("igor", (0, 0), board="Z1[E,P] Z4[E,P]"),
               WONJA: FighterSpec("wonja", (1, 0), life=life, board="Z1[E,H] Z5[D,P]")})
    run = drive(s, act(IGOR, "start", zone=start), act(IGOR, "done"),
                act(IGOR, "drop", code=E), roll(faces), act(IGOR, "attack", target=WONJA))
    head = start == 4
    return drive(run, act(WONJA, "reveal", d=0, m=0)) if head else run


def test_ma_e13_ko_and_technical_ko() -> None:
    """E13 (R31-R35): [4,4,3,0,1] + 1 on zone 3 = 3 columns at 4 or more: technical KO;
    [6,0,0,0,0] + 2 on zone 1 stops at 7: KO, and cell 7 has no icon; [3,3,0,0,0] + 1 on
    zone 1 = [4,3,0,0,0]: one column past the line, still fighting."""
    run = _e13([4, 4, 3, 0, 1], 1, "NF")
    after = run[-1]
    assert after.fighters[WONJA].life == [4, 4, 4, 0, 1]
    assert one(run, Out).reason == "technical_ko"
    assert not after.fighters[WONJA].alive and after.phase is Phase.OVER
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.winners == [IGOR] and outcome.reason == "ko"

    run = _e13([6, 0, 0, 0, 0], 4, "NN")
    after = run[-1]
    damage = one(run, Damage)
    assert (damage.zone, damage.before, damage.after) == (1, 6, 7)
    assert after.fighters[WONJA].life == [7, 0, 0, 0, 0]
    assert one(run, Out).reason == "ko"
    assert events(run, Lost) == []
    assert after.fighters[WONJA].zones[0] == [E, H]
    assert after.phase is Phase.OVER

    run = _e13([3, 3, 0, 0, 0], 4, "NF")
    after = run[-1]
    assert after.fighters[WONJA].life == [4, 3, 0, 0, 0]
    assert events(run, Out) == [] and after.fighters[WONJA].alive
    assert after.phase is Phase.TURN and turn_of(after) == WONJA


# --- E14 -----------------------------------------------------------------------------------------

def _e14(faces: str) -> Rolled:
    s = build({
        IGOR: FighterSpec("igor", (0, 0), facing=0, board="Z5[E,P]", style="puncheur",
                          loadout=["crochet", "uppercut", "puncheur"]),
        HIRU: FighterSpec("hirumasa", (1, 0), facing=3, board="Z2[P,D]", style="oshi_zumo",
                          loadout=["gassho_hineri", "tsuppari", "oshi_zumo"])},
        mode="black")
    run = drive(s, act(IGOR, "start", zone=5), act(IGOR, "done"), act(IGOR, "drop", code=E),
                act(IGOR, "attack", target=HIRU), roll(faces), act(HIRU, "reveal", d=1, m=0))
    assert run[-1].fighters[HIRU].life[1] == one(run, Rolled).dealt
    return one(run, Rolled)  # type: ignore[no-any-return]


def test_ma_e14_cancellation_and_extra_damage() -> None:
    """E14 (R28, R29): Puncheur against Oshi-zûmo. [X,N] against [N,F]: n = 1 - 1 (his P in
    zone 2) = 0, dmg = 0 + 1 x 2 = 2, s = 1: 1 damage. [N,N] against [F,F]: n = 1: 1."""
    rolled = _e14("XNNF")
    assert len(rolled.attack.faces) == 2
    assert (rolled.normal, rolled.exceptional, rolled.cancels, rolled.extra) == (1, 1, 1, 1)
    assert (rolled.damage, rolled.successes, rolled.dealt) == (2, 1, 1)

    rolled = _e14("NNFF")
    assert (rolled.normal, rolled.exceptional, rolled.cancels) == (2, 0, 1)
    assert (rolled.damage, rolled.successes, rolled.dealt) == (1, 0, 1)


# --- E15 -----------------------------------------------------------------------------------------

def _e15() -> list[MAState]:
    """Hirumasa's Harite [X,X,N] on Igor's zone 2, up to Igor's start zone 3 [M,M,G]."""
    s = build({
        HIRU: FighterSpec("hirumasa", (0, 0), facing=0, board="Z5[E,P] Z3[E,E]",
                          loadout=["gassho_hineri", "oniyama", "harite"]),
        IGOR: FighterSpec("igor", (1, 0), facing=3, board="Z3[M,M,G] Z1[E,H]")},
        mode="black")
    run = drive(s, act(HIRU, "start", zone=5), act(HIRU, "technique", item="harite"),
                act(HIRU, "drop", code=E), roll("XXN"), act(HIRU, "attack", target=IGOR))
    return drive(run, act(IGOR, "start", zone=3))


def test_ma_e15_harite_tax() -> None:
    """E15 (R52, D18): Harite's 2 X give Igor a tax of 2 for his next turn: with 2 M a step
    (3) is out of reach; a bought Movement (pool 3) pays one step; a Grab would also cost 3.
    The tax is gone on his turn after."""
    run = _e15()
    rolled = one(run, Rolled)
    assert len(rolled.attack.faces) == 3 and rolled.exceptional == 2
    assert one(run, Tax).tax == 2
    starts = events(run, TurnStarts)
    assert [(e.player, e.tax) for e in starts] == [(HIRU, 0), (IGOR, 2)]
    turn = run[-1].turn
    assert turn is not None and (turn.tax, turn.pool) == (2, 2)
    assert run[-1].fighters[IGOR].harite_next == 0
    view = GAME.view(run[-1], HIRU)  # public
    assert view.turn is not None and view.turn.tax == 2
    assert kinds(run[-1], "step") == []

    # A bought Movement: pool 3 pays one step (cost 3), pool 0.
    bought = drive(run, act(IGOR, "buy"))
    assert bought[-1].turn is not None and bought[-1].turn.pool == 3
    stepped = drive(bought, act(IGOR, "step", direction=5))
    step = one(stepped, Step)
    assert (step.cost, step.pool) == (3, 0)

    # The Grab sown last costs 3 too: with pool 3 it is paid in full...
    grab = drive(bought, act(IGOR, "done"), act(IGOR, "drop", code=M), act(IGOR, "drop", code=M),
                 act(IGOR, "attack", target=HIRU))
    (declare,) = events(grab, Declare, since=len(bought) - 1)
    assert (declare.strike, declare.paid) == (G, 3)
    assert grab[-1].turn is not None and grab[-1].turn.pool == 0
    # ...with pool 2 it cannot be declared.
    at = len(run) - 1
    run = drive(run, act(IGOR, "done"), act(IGOR, "drop", code=M), act(IGOR, "drop", code=M))
    assert events(run, Declare, since=at) == []

    # The tax ends with Igor's turn: on the next one a step costs 1 again.
    run = quiet_turn(run, HIRU)
    assert turn_of(run[-1]) == IGOR
    assert events(run, TurnStarts)[-1].tax == 0
    run = drive(run, act(IGOR, "start", zone=4))
    assert run[-1].turn is not None and (run[-1].turn.tax, run[-1].turn.pool) == (0, 1)
    assert kinds(run[-1], "step")
