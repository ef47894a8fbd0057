"""Martial Art rule-by-rule tests R12-R14 (reach, occupancy), R20 (the strike) and R21-R35:
declaring an attack, dice, defence, the R28 pipeline, wounds, token loss, KO and
elimination, victory. The coverage map is in
``test_rules``. Driven like it: positions from ``builder.build``, every action offered
before it is applied, dice forced right before the action that rolls them.
"""

from __future__ import annotations

from collections import Counter

from rules.core import Rng
from rules.kit.chance import throw
from rules.kit.hexgrid import Hex
from rules.martial_art import GAME, MAState, Phase
from rules.martial_art.content import DIE, Code
from rules.martial_art.events import (
    Damage,
    Declare,
    Defence,
    Drop,
    End,
    Lost,
    NoAttack,
    Out,
    Rolled,
    Tax,
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
    one,
    options,
    quiet_turn,
    roll,
    turn_of,
    zones,
)

IGOR, LI, KIM, HIRU, RICARDO, WONJA = "igor", "li_ming", "kimberley", "hirumasa", "ricardo", \
    "wonja"
P, K, G, H, M, D, E = Code.P, Code.K, Code.G, Code.H, Code.M, Code.D, Code.E
FAR = (-3, 3)


def _steps(s: MAState) -> list[int]:
    return sorted(o.direction for o in options(s) if o.kind == "step")  # type: ignore[misc]


def _strike(attacker: FighterSpec, defender: FighterSpec, *, start: int = 5,
            first: Code = E, technique: str | None = None, mode: str = "white",
            faces: tuple[str, ...] = ("FF",), d: int | None = 0, m: int = 0,
            reaction: str | None = None) -> list[MAState]:
    """The attacker starts ``start`` (two tokens, ``first`` dropped first), maybe activates
    ``technique``, and strikes the defender with ``faces`` forced; the defender may react and
    reveals ``d`` D and ``m`` M when asked (``d`` None: stop at the defence)."""
    a, b = attacker.fighter, defender.fighter
    s = build({a: attacker, b: defender}, mode=mode)
    run = drive(s, act(a, "start", zone=start))
    run = drive(run, act(a, "technique", item=technique) if technique else act(a, "done"))
    run = drive(run, act(a, "drop", code=first), roll(*faces), act(a, "attack", target=b))
    asked = [x.kind for x in GAME.pending(run[-1]) if x.player == b]
    if reaction is not None or asked == ["react"]:
        run = drive(run, act(b, "technique", item=reaction) if reaction else act(b, "done"))
    if d is None:
        return run
    if GAME.pending(run[-1]) and decision(run[-1]).player == b \
            and decision(run[-1]).kind == "defend":
        run = drive(run, act(b, "reveal", d=d, m=m))
    return run


def _igor(**kw: object) -> FighterSpec:
    """Igor on (0,0) facing E; his start zone 5 [E,P] ends on a Punch into zone 2."""
    kw.setdefault("board", "Z5[E,P] Z4[D,E]")
    return FighterSpec(IGOR, (0, 0), facing=0, **kw)  # type: ignore[arg-type]


def _li(**kw: object) -> FighterSpec:
    kw.setdefault("board", "Z2[D,E] Z3[D,E]")
    return FighterSpec(LI, (1, 0), facing=3, **kw)  # type: ignore[arg-type]


# ============================================================================= R12-R14, R20

def _targets(att: tuple[int, int], dfd: tuple[int, int], mode: str = "white",
             facing: int = 0) -> list[str]:
    """Who Igor may attack once his Punch from [E,P] lands last (none: the turn moved on)."""
    s = build({IGOR: FighterSpec(IGOR, att, facing=facing, board="Z5[E,P] Z4[D,E]"),
               LI: FighterSpec(LI, dfd, facing=3, board="Z2[D]")}, mode=mode)
    run = drive(s, act(IGOR, "start", zone=5), act(IGOR, "done"), act(IGOR, "drop", code=E))
    after = run[-1]
    if after.turn is None or turn_of(after) != IGOR or decision(after).kind != "declare":
        return []
    return [o.target for o in options(after) if o.kind == "attack"]  # type: ignore[misc]


NEIGHBOURS = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]


def test_r12_white_belt_reach_is_the_six_neighbours() -> None:
    """R12/R21: in White Belt any of the 6 edge-sharing cells is in reach, whatever the
    facing; a cell 2 away is not."""
    for cell in NEIGHBOURS:
        assert _targets((0, 0), cell, facing=3) == [LI], cell
    for cell in ((2, 0), (1, 1), (-2, 1), (0, -2)):
        assert _targets((0, 0), cell) == [], cell


def test_r13_black_belt_reach_is_the_three_front_cells() -> None:
    """R13: facing f, the front cells are the neighbours in f-1, f, f+1; the other three are
    the back cells, out of reach."""
    for facing, front in ((0, {5, 0, 1}), (3, {2, 3, 4}), (5, {4, 5, 0})):
        for d, cell in enumerate(NEIGHBOURS):
            want = [LI] if d in front else []
            assert _targets((0, 0), cell, "black", facing) == want, (facing, d)


def test_r14_one_fighter_per_cell_and_a_freed_cell() -> None:
    """R14: a step onto an occupied cell is not offered; an eliminated fighter leaves its
    cell, which can then be stepped on."""
    s = build({IGOR: FighterSpec(IGOR, (0, 0), board="Z1[M,E] Z4[D,E]"),
               LI: FighterSpec(LI, (1, 0), board="Z1[E,D]")})
    s = drive(s, act(IGOR, "start", zone=1))[-1]
    assert _steps(s) == [1, 2, 3, 4, 5]  # not E, where Li-Ming stands
    # The cell of a KO'd fighter is free on the attacker's next turn.
    s = build({"a": FighterSpec(IGOR, (0, 0), board="Z5[E,P] Z3[M,E]"),
               "b": FighterSpec(LI, (0, -1), board="Z2[E]", life=[0, 6, 0, 0, 0]),
               "c": FighterSpec(KIM, FAR, board="Z1[E,D]")})
    run = drive(s, act("a", "start", zone=5), act("a", "done"), act("a", "drop", code=E),
                act("a", "attack", target="b"), roll("NF"), act("b", "reveal", d=0, m=0))
    assert not run[-1].fighters["b"].alive and run[-1].fighters["b"].cell is None
    run = quiet_turn(run, "c")
    run = drive(run, act("a", "start", zone=3))
    assert 2 in _steps(run[-1])  # NW, the cell Li-Ming stood on
    run = drive(run, act("a", "step", direction=2))
    assert run[-1].fighters["a"].cell == Hex(0, -1)


def test_r20_only_the_last_token_strikes() -> None:
    """R20: the target zone is fixed by the start zone and the count; the token dropped last
    is the strike; Actions sown earlier do nothing."""
    def sow(order: tuple[Code, Code]) -> list[MAState]:
        s = build({IGOR: FighterSpec(IGOR, (0, 0), board="Z4[P,E,H] Z1[D,E]"),
                   LI: FighterSpec(LI, (1, 0), board="Z2[D]")})
        return drive(s, act(IGOR, "start", zone=4), act(IGOR, "done"),
                     *(act(IGOR, "drop", code=c) for c in order))

    for order, strike in (((P, E), H), ((H, E), P)):
        run = drive(sow(order), roll("FF"), act(IGOR, "attack", target=LI),
                    act(LI, "reveal", d=0, m=0))
        assert [e.zones for e in events(run, Drop, public=True) if e.player == IGOR] == [
            [5, 1, 2]]
        declare = one(run, Declare)
        assert (declare.strike, declare.zone) == (strike, 2)
    run = sow((P, H))  # the E lands last on zone 2: no strike, though two Actions were sown
    assert [e.actions for e in events(run, Drop, public=True) if e.player == IGOR] == [
        [P, H, None]]
    assert events(run, Declare) == [] and run[-1].fighters[LI].life == [0] * 5
    assert zones(run[-1].fighters[IGOR]) == norm("Z1[D,E,H] Z2[E] Z5[P]")


# ============================================================================= R21-R25

def test_r21_declaration_needs_an_action_last_and_an_opponent_in_reach() -> None:
    """R21/D12: a living opponent in reach may be named; a teammate may not; with several,
    the attacker names one."""
    specs = {"a1": FighterSpec(IGOR, (0, 0), board="Z5[E,P] Z4[D,E]"),
             "b1": FighterSpec(LI, (1, 0), board="Z2[E]"),
             "a2": FighterSpec(KIM, (0, 1), board="Z1[E,D]"),
             "b2": FighterSpec(WONJA, (-1, 0), board="Z1[E,D]")}

    def targets(teams: bool) -> list[str | None]:
        run = drive(build(specs, teams=teams), act("a1", "start", zone=5),
                    act("a1", "done"), act("a1", "drop", code=E))
        return [o.target for o in options(run[-1]) if o.kind == "attack"]

    assert targets(teams=True) == ["b1", "b2"]  # a2, adjacent too, is a teammate
    assert targets(teams=False) == ["b1", "a2", "b2"]
    run = drive(build(specs, teams=True), act("a1", "start", zone=5), act("a1", "done"),
                act("a1", "drop", code=E), roll("NN"), act("a1", "attack", target="b2"))
    assert one(run, Declare).defender == "b2"
    assert run[-1].fighters["b2"].life == [0, 2, 0, 0, 0]
    assert run[-1].fighters["b1"].life == [0] * 5


def test_r21_attacking_is_optional_and_once_a_turn() -> None:
    """R21/D12: the attacker may decline; after one attack the turn goes on to the end
    phase, with no second declaration."""
    s = build({IGOR: _igor(), LI: _li()})
    run = drive(s, act(IGOR, "start", zone=5), act(IGOR, "done"), act(IGOR, "drop", code=E))
    assert kinds(run[-1], "attack") == [f"attack:{LI}"] and kinds(run[-1], "done") == ["done"]
    run = drive(run, act(IGOR, "done"))
    assert one(run, NoAttack).player == IGOR
    assert events(run, Rolled) == [] and run[-1].fighters[LI].life == [0] * 5
    assert turn_of(run[-1]) == LI
    run = _strike(_igor(), _li(), faces=("NN",))
    assert len(events(run, Declare)) == 1 and turn_of(run[-1]) == LI


def test_r22_strike_type_and_struck_zone() -> None:
    """R22: the last Action's type is the strike, and the defender's zone with the target
    zone's number is hit."""
    for start, strike, zone in ((5, P, 2), (1, K, 3), (2, H, 4), (3, G, 5), (4, P, 1)):
        other = start % 5 + 1  # a second zone, so the start zone is a real choice
        attacker = FighterSpec(IGOR, (0, 0), board=f"Z{start}[E,{strike}] Z{other}[D]")
        run = _strike(attacker, FighterSpec(LI, (1, 0), board=""), start=start,
                      faces=("NN",))
        declare = one(run, Declare)
        assert (declare.strike, declare.zone) == (strike, zone)
        damage = one(run, Damage)
        assert (damage.player, damage.zone, damage.after) == (LI, zone, 2)
        assert run[-1].fighters[LI].life == [2 if z == zone else 0 for z in range(1, 6)]


def _grab(pool_m: int, tax: int, faces: tuple[str, str] = ("NN", "XN")) -> list[MAState]:
    """Black Belt Hirumasa starts zone 1, ``pool_m`` M and a G (so the pool is ``pool_m``),
    and sows the G last: on zone 3 with one M, zone 4 with two."""
    board = "Z1[" + ",".join(["M"] * pool_m + ["G"]) + "] Z4[D,E]"
    s = build({HIRU: FighterSpec(HIRU, (0, 0), facing=0, board=board, harite_next=tax),
               LI: FighterSpec(LI, (1, 0), facing=3, board="Z2[D,E] Z3[D,E] Z4[D,E]")},
              mode="black")
    run = drive(s, act(HIRU, "start", zone=1), act(HIRU, "done"))
    for _ in range(pool_m):
        run = drive(run, act(HIRU, "drop", code=M))
    if decision(run[-1]).kind != "declare":
        return run
    return drive(run, roll(*faces), act(HIRU, "attack", target=LI),
                 act(LI, "reveal", d=1, m=0))


def test_r23_black_belt_grab_pays_one_plus_tax_and_only_x_defends() -> None:
    """R23/R52: a Black Belt Grab costs 1 + harite_tax Movement at the declaration, and the
    defender's N do not count against it."""
    run = _grab(pool_m=2, tax=1)
    declare = one(run, Declare)
    assert (declare.strike, declare.zone, declare.paid) == (G, 4, 2)
    rolled = one(run, Rolled)
    assert rolled.grab and (rolled.damage, rolled.successes, rolled.dealt) == (2, 1, 1)
    run = _grab(pool_m=1, tax=1)  # 1 Movement cannot pay 2
    assert events(run, Declare) == [] and turn_of(run[-1]) == LI
    run = _grab(pool_m=1, tax=0, faces=("NN", "NN"))
    assert one(run, Declare).paid == 1 and one(run, Rolled).dealt == 2


def test_r23_movement_spent_on_a_step_cannot_pay_a_grab() -> None:
    """R23: the Movement a step used is gone; the Grab that would need it is refused."""
    s = build({HIRU: FighterSpec(HIRU, (0, 0), facing=0, board="Z1[M,G] Z4[D,E]"),
               LI: FighterSpec(LI, (1, 0), facing=3, board="Z3[D,E]")}, mode="black")
    # SE to (0,1): Li-Ming at (1,0) is then NE of him, still in his front.
    run = drive(s, act(HIRU, "start", zone=1), act(HIRU, "step", direction=5),
                act(HIRU, "done"), act(HIRU, "drop", code=M))
    assert events(run, Declare) == [] and turn_of(run[-1]) == LI


def test_r24_two_dice_plus_every_bonus() -> None:
    """R24/R45: 2 dice, plus the technique's, plus 1 for a back attack, all added up."""
    run = _strike(_igor(), _li(), faces=("NN",))
    rolled = one(run, Rolled)
    assert rolled.attack_dice == [("base", 2)] and len(rolled.attack.faces) == 2
    # Black Belt Crochet from Li-Ming's back: 2 + 1 + 1 = 4 dice.
    run = _strike(_igor(chi=2, loadout=["crochet", "uppercut", "danseur"]),
                  FighterSpec(LI, (1, 0), facing=0, board="Z2[D,E]"),
                  technique="crochet", mode="black", faces=("NNNN", ""))
    rolled = one(run, Rolled)
    assert sorted(rolled.attack_dice) == [("back", 1), ("base", 2), ("crochet", 1)]
    assert len(rolled.attack.faces) == 4 and rolled.dealt == 4


def test_r25_back_attack_black_belt_only() -> None:
    """R25/R13: Black Belt only, +1 die when the attacker stands on one of the defender's
    back cells (directions f+2, f+3, f+4 from it)."""
    # Li-Ming on (0,0) facing E: her back cells are NW (0,-1), W (-1,0) and SW (-1,1).
    for d, (q, r) in enumerate([(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]):
        facing = (d + 3) % 6  # Igor faces her
        for mode in ("black", "white"):
            run = _strike(FighterSpec(IGOR, (q, r), facing=facing, board="Z5[E,P] Z4[D,E]"),
                          FighterSpec(LI, (0, 0), facing=0, board=""), mode=mode,
                          faces=("FFF",))
            back = mode == "black" and d in (2, 3, 4)
            assert one(run, Declare).back is back, (d, mode)
            assert len(one(run, Rolled).attack.faces) == 2 + back


# ============================================================================= R26-R27

def test_r26_defence_only_from_the_target_zone_and_optional() -> None:
    """R26: the defender may reveal 0..all of the D in the target zone, 2 dice each, chosen
    before any roll; tokens elsewhere and set aside do not count; revealed tokens stay."""
    li = _li(board="Z1[D,D] Z2[D,D,E] Z3[D]", aside="D,E", first_turn_done=False)
    run = _strike(_igor(), li, faces=("NN", "NF"), d=None)
    d = decision(run[-1])
    assert (d.player, d.kind, d.private) == (LI, "defend", True)
    assert [(o.d, o.m) for o in d.options] == [(0, 0), (1, 0), (2, 0)]
    assert events(run, Rolled) == []  # chosen before the roll
    run = drive(run, act(LI, "reveal", d=1, m=0))
    assert one(run, Defence).dice == 2
    rolled = one(run, Rolled)
    assert len(rolled.defence.faces) == 2 and rolled.dealt == 1
    assert sorted(run[-1].fighters[LI].zones[1]) == sorted([D, D, E])  # back face down
    run = _strike(_igor(), li, faces=("NN",), d=0)
    assert one(run, Defence).dice == 0 and one(run, Rolled).dealt == 2


def test_r26_defence_dice_never_below_zero() -> None:
    """R26: penalties take the defence dice down to 0, never below."""
    run = _strike(_igor(chi=2), _li(board="Z2[E]"), technique="crochet", faces=("NNN",), d=0)
    assert one(run, Defence).dice == 0
    rolled = one(run, Rolled)
    assert rolled.defence.faces == () and rolled.dealt == 3


def test_r26_negativa_movement_defends() -> None:
    """R26: with Negativa this turn, the M of the target zone defend at 1 die each; without
    it they cannot be revealed."""
    ricardo = FighterSpec(RICARDO, (1, 0), facing=3, chi=1, board="Z2[M,M,D]",
                          loadout=["macaco", "ginga_de_bahia", "negativa"])
    run = _strike(_igor(), ricardo, mode="black", faces=("NNN", "NNNN"), d=None,
                  reaction="negativa")
    assert sorted((o.d, o.m) for o in options(run[-1])) == [
        (d, m) for d in range(2) for m in range(3)]
    run = drive(run, act(RICARDO, "reveal", d=1, m=2))
    assert one(run, Defence).dice == 4
    run = _strike(_igor(), ricardo, mode="black", d=None, reaction="")
    assert {o.m for o in options(run[-1])} == {0}


def test_r27_die_faces_and_x_is_one_success() -> None:
    """R27: a die is F,F,N,N,N,X; unless a technique says otherwise X is one success."""
    assert DIE.faces == ("F", "F", "N", "N", "N", "X")
    faces = Counter(throw(Rng.seeded(3), DIE, 6000).faces)
    assert abs(faces["F"] / 6000 - 1 / 3) < 0.03 and abs(faces["N"] / 6000 - 1 / 2) < 0.03
    assert abs(faces["X"] / 6000 - 1 / 6) < 0.03
    rolled = one(_strike(_igor(), _li(board=""), faces=("XF",)), Rolled)
    assert (rolled.exceptional, rolled.damage, rolled.dealt) == (1, 1, 1)


# ============================================================================= R28-R30

def test_r28_cancels_spare_x_then_extra_damage_then_defence() -> None:
    """R28 steps 2-6: Oniyama cancels the N but not the X; Puncheur's X then deals 2; the
    defence's successes come off last."""
    hiru = FighterSpec(HIRU, (1, 0), facing=3, chi=2, board="Z2[D,E]")
    igor = _igor(loadout=["crochet", "uppercut", "puncheur"], style="puncheur")
    run = _strike(igor, hiru, mode="black", faces=("NX", "NF"), d=1, reaction="oniyama")
    r = one(run, Rolled)
    assert (r.normal, r.exceptional, r.cancels, r.extra, r.damage, r.successes, r.dealt) == (
        1, 1, 1, 1, 2, 1, 1)
    run = _strike(igor, hiru, mode="black", faces=("XX", "FF"), d=1, reaction="oniyama")
    r = one(run, Rolled)
    assert (r.cancels, r.damage, r.dealt) == (0, 4, 4)
    assert run[-1].fighters[HIRU].life == [0, 4, 0, 0, 0]


def test_r28_extra_defence_never_heals() -> None:
    """R28 step 6: more defence successes than damage deal 0, and heal nothing."""
    run = _strike(_igor(), _li(life=[0, 3, 0, 0, 0]), faces=("NF", "XN"), d=1)
    r = one(run, Rolled)
    assert (r.damage, r.successes, r.dealt) == (1, 2, 0)
    assert events(run, Damage) == [] and run[-1].fighters[LI].life == [0, 3, 0, 0, 0]


def test_r28_post_roll_triggers_use_raw_x() -> None:
    """R28 step 7: Harite's tax counts the raw X, even when the defence stops all damage."""
    hiru = FighterSpec(HIRU, (0, 0), facing=0, board="Z5[E,P] Z4[D,E]",
                       loadout=["gassho_hineri", "oniyama", "harite"])
    igor = FighterSpec(IGOR, (1, 0), facing=3, board="Z2[D,E] Z1[E,D]")
    run = _strike(hiru, igor, technique="harite", mode="black", faces=("XXF", "XX"), d=1)
    r = one(run, Rolled)
    assert (r.exceptional, r.dealt) == (2, 0)
    assert one(run, Tax).tax == 2
    started = [e for e in events(run, TurnStarts) if e.player == IGOR]
    assert [e.tax for e in started] == [2]


def test_r29_oshi_zumo_cancels_one_per_own_punch_in_target_zone() -> None:
    """R29: with Oshi-zûmo active, each Punch on Hirumasa's own target zone cancels an N."""
    for board, style, dealt in (("Z2[P,P,E]", "oshi_zumo", 0), ("Z2[P,E]", "oshi_zumo", 1),
                                ("Z2[P,P,E]", None, 2), ("Z3[P,P] Z2[E]", "oshi_zumo", 2)):
        hiru = FighterSpec(HIRU, (1, 0), facing=3, chi=0, board=board, style=style,
                           loadout=["gassho_hineri", "oniyama", "oshi_zumo"])
        r = one(_strike(_igor(), hiru, mode="black", faces=("NN",)), Rolled)
        assert r.dealt == dealt, (board, style)


def _tamejiwari(igor: FighterSpec, faces: tuple[str, str], d: int, m: int = 0) -> list[MAState]:
    kim = FighterSpec(KIM, (0, 0), facing=0, board="Z5[E,P] Z4[D,E]",
                      loadout=["shuto_uchi", "mawashi_geri", "tamejiwari"])
    return _strike(kim, igor, technique="tamejiwari", mode="black", faces=faces, d=d, m=m)


def test_r30_tamejiwari_discards_a_revealed_token_after_token_loss() -> None:
    """R30: a revealed D is discarded for good, hit or miss; the discard comes after R32's
    token loss, and a D that R32 already took is not discarded again."""
    igor = FighterSpec(IGOR, (1, 0), facing=3, board="Z2[D,E] Z3[D,E]")
    run = _tamejiwari(igor, ("FF", "FF"), d=1)
    assert [(e.code, e.zone, e.discard) for e in events(run, Lost)] == [(D, 2, True)]
    assert run[-1].fighters[IGOR].zones[1] == [E]
    # 2 damage on Igor's zone 2 reaches cell 2 (D): R32 takes the revealed D from zone 2.
    run = _tamejiwari(igor, ("XN", "FF"), d=1)
    assert [(e.code, e.zone, e.discard) for e in events(run, Lost)] == [(D, 2, False)]
    assert run[-1].fighters[IGOR].zones[1] == [E]
    assert sorted(run[-1].fighters[IGOR].zones[2]) == sorted([D, E])
    # Nothing revealed: nothing discarded.
    assert events(_tamejiwari(igor, ("FF", ""), d=0), Lost) == []


def test_r30_movement_discarded_when_no_defense_was_revealed() -> None:
    """R30: with no D revealed, the M used for defence (Danseur) is the one discarded."""
    igor = FighterSpec(IGOR, (1, 0), facing=3, board="Z2[M,D,E]", style="danseur",
                       loadout=["crochet", "uppercut", "danseur"])
    run = _tamejiwari(igor, ("FF", "FF"), d=0, m=1)
    assert [(e.code, e.zone, e.discard) for e in events(run, Lost)] == [(M, 2, True)]
    run = _tamejiwari(igor, ("FF", "FFFF"), d=1, m=1)
    assert [(e.code, e.zone, e.discard) for e in events(run, Lost)] == [(D, 2, True)]


def test_r30_khai_kong_needs_an_exceptional() -> None:
    """R30/R28.7: Khai Kong discards a revealed token only if the attacker rolled an X."""
    wonja = FighterSpec(WONJA, (0, 0), facing=0, rage=2, board="Z2[E,K] Z5[D,E]",
                        loadout=["tei_tat", "kra_tot_chok", "khai_kong"])
    igor = FighterSpec(IGOR, (1, 0), facing=3, board="Z4[D,E]")
    for faces, lost in ((("NFF", "NN"), []), (("XFF", "NN"), [(D, 4, True)])):
        run = _strike(wonja, igor, start=2, technique="khai_kong", mode="black", faces=faces,
                      d=1)
        assert one(run, Rolled).dealt == 0
        assert [(e.code, e.zone, e.discard) for e in events(run, Lost)] == lost


# ============================================================================= R31-R33

def test_r31_cube_moves_by_the_damage_and_stops_at_seven() -> None:
    """R31: only the target column's cube moves down by the damage dealt, stopping at 7."""
    run = _strike(_igor(), _li(board="", life=[1, 2, 3, 0, 0]), faces=("NX",))
    damage = one(run, Damage)
    assert (damage.zone, damage.before, damage.after) == (2, 2, 4)
    assert run[-1].fighters[LI].life == [1, 4, 3, 0, 0]
    run = _strike(_igor(), _li(board="", life=[0, 6, 0, 0, 0]), faces=("XX",))
    damage = one(run, Damage)
    assert (damage.before, damage.after) == (6, 7)
    assert run[-1].fighters[LI].life == [0, 7, 0, 0, 0]


def _kick_zone_4(li: FighterSpec, faces: str) -> list[MAState]:
    """Kimberley's Mawashi Geri (4 dice) on Li-Ming's zone 4 (icons: M at 2, K at 5)."""
    kim = FighterSpec(KIM, (0, 0), chi=2, board="Z2[D,K] Z1[E,E]")
    return _strike(kim, li, start=2, first=D, technique="mawashi_geri", faces=(faces,))


def test_r32_icons_reached_or_passed_lose_tokens_in_search_order() -> None:
    """R32: each icon cell from the old index + 1 to the new one costs a token of its type,
    top to bottom, searched from the target zone on (after 5 comes 1); public."""
    li = FighterSpec(LI, (1, 0), board="Z1[M,E] Z2[M,P] Z3[G,M] Z4[E] Z5[K,M]",
                     life=[0, 0, 0, 1, 0])
    run = _kick_zone_4(li, "XXXX")  # 1 -> 5: cells 2 (M) and 5 (K)
    assert one(run, Damage).after == 5
    lost = events(run, Lost)
    assert [(e.code, e.zone, e.to) for e in lost] == [(M, 5, None), (K, 5, None)]
    assert zones(run[-1].fighters[LI]) == norm("Z1[M,E] Z2[M,P] Z3[G,M] Z4[E]")
    # Searched round from zone 4: zones 5 and 1 have no M, and zone 2 comes before zone 3.
    li = FighterSpec(LI, (1, 0), board="Z1[E] Z2[M,P] Z3[M] Z4[E] Z5[K]",
                     life=[0, 0, 0, 1, 0])
    assert [(e.code, e.zone) for e in events(_kick_zone_4(li, "NNFF"), Lost)] == [(M, 2)]
    # From 2 to 4: cell 2 is not passed again, so nothing is lost.
    li = FighterSpec(LI, (1, 0), board="Z1[M,E] Z4[E]", life=[0, 0, 0, 2, 0])
    run = _kick_zone_4(li, "NNFF")
    assert one(run, Damage).after == 4 and events(run, Lost) == []


def test_r32_set_aside_pile_then_nothing() -> None:
    """R32/D17: with no token of the icon's type on the board the set-aside pile gives one;
    with none there either, nothing is lost."""
    li = FighterSpec(LI, (1, 0), board="Z2[D,P] Z4[E]", aside="M,E", first_turn_done=False,
                     life=[0, 0, 0, 1, 0])
    run = _kick_zone_4(li, "XXXX")  # cells 2 (M, from the pile) and 5 (K: none anywhere)
    assert [(e.code, e.zone) for e in events(run, Lost)] == [(M, None)]
    assert run[-1].fighters[LI].aside == [E]
    assert run[-1].fighters[LI].life[3] == 5


def test_r33_ko_and_technical_ko() -> None:
    """R33: a cube on cell 7 is a KO; 3 cubes at 4 or more a technical KO; 2 are not."""
    for life, faces, out in (([0, 6, 0, 0, 0], "NF", "ko"), ([4, 3, 4, 0, 0], "NF",
                                                              "technical_ko"),
                             ([4, 3, 0, 0, 0], "NF", None), ([0, 5, 0, 0, 0], "NF", None)):
        run = _strike(_igor(), _li(board="", life=life), faces=(faces,))
        assert [e.reason for e in events(run, Out)] == ([out] if out else []), life
        assert run[-1].fighters[LI].alive is (out is None)


# ============================================================================= R34-R35

def test_r34_eliminated_fighter_leaves_is_skipped_and_its_cell_is_free() -> None:
    """R34/R61: the KO'd fighter leaves the arena at once, its pending effects dropped, and
    takes no more turns."""
    s = build({"a": FighterSpec(IGOR, (0, 0), board="Z5[E,P] Z3[M,E]"),
               "b": FighterSpec(WONJA, (1, 0), board="Z2[E]", life=[0, 6, 0, 0, 0],
                                pending=["tei_tat"], kiai_next=True, harite_next=2),
               "c": FighterSpec(KIM, FAR, board="Z1[E,D] Z3[E]")})
    run = _drive_punch(s, "a", "b")
    b = run[-1].fighters["b"]
    assert (b.alive, b.out, b.cell) == (False, "ko", None)
    assert (b.pending, b.kiai_next, b.harite_next) == ([], False, 0)
    assert run[-1].eliminated == ["b"] and run[-1].phase is Phase.TURN
    run = quiet_turn(run, "c")
    run = quiet_turn(run, "a")
    assert [e.player for e in events(run, TurnStarts)] == ["a", "c", "a", "c"]


def _drive_punch(s: MAState | list[MAState], a: str, b: str) -> list[MAState]:
    """``a`` sows zone 5 [E,P] and punches ``b``'s zone 2 with [N,F] (1 damage)."""
    return drive(s, act(a, "start", zone=5), act(a, "done"), act(a, "drop", code=E),
                 act(a, "attack", target=b), roll("NF"), act(b, "reveal", d=0, m=0))


def _teams(b2_life: list[int]) -> MAState:
    return build({
        "a1": FighterSpec(IGOR, (-1, 0), board="Z5[E,P] Z3[E,D]"),
        "b1": FighterSpec(LI, (0, 0), board="Z2[E] Z3[E,D]", life=[0, 6, 0, 0, 0]),
        "a2": FighterSpec(WONJA, (-1, 1), board="Z5[E,P] Z3[E,D]"),
        "b2": FighterSpec(RICARDO, (0, 1), board="Z2[E] Z3[E,D]", life=b2_life)},
        teams=True)


def test_r34_teammate_plays_on_in_2v2() -> None:
    """R34: in 2v2 the game goes on when one fighter of a team is out; the next living
    fighter in seat order plays."""
    run = _drive_punch(_teams([0] * 5), "a1", "b1")
    assert not run[-1].fighters["b1"].alive and run[-1].phase is Phase.TURN
    assert turn_of(run[-1]) == "a2"  # b1 is skipped
    run = quiet_turn(run, "a2")
    assert turn_of(run[-1]) == "b2"


def test_r35_one_fighter_left_wins() -> None:
    """R35: the game ends at once when one fighter is left; it wins."""
    run = _strike(_igor(), _li(board="", life=[0, 6, 0, 0, 0]), faces=("NF",))
    after = run[-1]
    assert after.phase is Phase.OVER and GAME.pending(after) == []
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.winners == [IGOR]
    assert one(run, End).outcome == outcome
    # With 3 fighters, the first elimination does not end the game.
    s = build({"a": FighterSpec(IGOR, (0, 0), board="Z5[E,P] Z3[M,E]"),
               "b": FighterSpec(LI, (1, 0), board="Z2[E]", life=[0, 6, 0, 0, 0]),
               "c": FighterSpec(KIM, FAR, board="Z1[E,D]")})
    run = _drive_punch(s, "a", "b")
    assert run[-1].phase is Phase.TURN and GAME.outcome(run[-1]) is None


def test_r35_last_team_standing_wins_together() -> None:
    """R35: in 2v2 the game ends when a whole team is out; both partners win, the one of
    them who fought or not."""
    run = _drive_punch(_teams([0, 6, 0, 0, 0]), "a1", "b1")
    assert GAME.outcome(run[-1]) is None
    run = _drive_punch(run, "a2", "b2")
    after = run[-1]
    assert after.phase is Phase.OVER
    outcome = GAME.outcome(after)
    assert outcome is not None and sorted(outcome.winners) == ["a1", "a2"]
    assert after.fighters["a1"].cell == Hex(-1, 0)
