"""Martial Art decisions D1-D33 (spec section 8), one test or more each: where a decision is
wording or data, the data or the play it implies. The coverage map is in
``test_rules_techniques``; driving as there (``GAME.pending`` / ``apply`` / ``timeout``)."""

from __future__ import annotations

from itertools import combinations

from rules.core import Reason
from rules.kit.hexgrid import Hex, arena, distance
from rules.martial_art import GAME, MAState, Mode, Options, Phase, content
from rules.martial_art import events as ev
from rules.martial_art.content import FIGHTERS, TECHNIQUES, TOKEN_POOL, Code, Keyword

from .builder import (
    FighterSpec,
    act,
    build,
    decision,
    drive,
    events,
    kinds,
    one,
    public_zones,
    quiet_turn,
    roll,
    turn_of,
)
from .test_rules_techniques import until

IGOR, KIM, HIRU, LI, RICARDO, WONJA = "igor", "kimberley", "hirumasa", "li_ming", "ricardo", \
    "wonja"
P, K, H, M, D, E = Code.P, Code.K, Code.H, Code.M, Code.D, Code.E
DIR = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]  # R11, as the spec writes it


def picked(players: int, seed: int = 1, teams: bool = True, mode: Mode = Mode.WHITE) -> MAState:
    """A real setup, each pick left to its clock (a random free fighter)."""
    s = GAME.setup([f"p{i}" for i in range(players)], seed,
                   Options(mode=mode, teams=teams, max_rounds=0))
    while s.phase is Phase.PICK:
        s = GAME.timeout(s, decision(s).player)
    return s


# --- D1-D9: arena, seating, boards, content ----------------------------------------------------

def test_d1_arena_is_radius_three() -> None:
    """D1: 37 cells, max(|q|,|r|,|q+r|) <= 3; from (0,-3) only steps into that disc."""
    assert len(arena()) == 37
    assert all(max(abs(c.q), abs(c.r), abs(c.q + c.r)) <= 3 for c in arena())
    s = build({IGOR: FighterSpec("igor", (0, -3), board="Z1[M,E] Z2[E]"),
               LI: FighterSpec("li_ming", (0, 3), board="Z1[E]")})
    run = drive(s, act(IGOR, "start", zone=1))
    inside = [d for d, (dq, dr) in enumerate(DIR)
              if max(abs(dq), abs(dr - 3), abs(dq + dr - 3)) <= 3]
    assert sorted(o.direction for o in decision(run[-1]).options if o.kind == "step") == inside


def test_d2_adjacency_and_black_belt_front_cells() -> None:
    """D2: Igor (facing E) reaches all 6 neighbours in White Belt, f-1..f+1 in Black."""
    for mode, reach in (("white", {0, 1, 2, 3, 4, 5}), ("black", {5, 0, 1})):
        attackable = set()
        for d, (dq, dr) in enumerate(DIR):
            s = build({IGOR: FighterSpec("igor", (0, 0), facing=0, board="Z5[E,P] Z1[E]"),
                       LI: FighterSpec("li_ming", (dq, dr), facing=(d + 3) % 6,
                                       board="Z1[E]")}, mode=mode)
            run = drive(s, act(IGOR, "start", zone=5), act(IGOR, "done"),
                        act(IGOR, "drop", code=E))
            if decision(run[-1]).kind == "declare":
                attackable.add(d)
        assert attackable == reach, mode


def test_d3_start_positions_table() -> None:
    """D3: seat i takes entry i of its list, with its facing; 3 fighters are pairwise 2
    apart; in 2v2 partners are adjacent and every enemy 2 away."""
    table = {(2, True): [(-1, 0, 0), (1, 0, 3)],
             (3, True): [(-1, 0, 0), (1, -1, 4), (0, 1, 2)],
             (4, False): [(-2, 1, 0), (-1, -1, 5), (2, -1, 3), (1, 1, 2)],
             (4, True): [(-1, 0, 0), (1, 0, 3), (-1, 1, 0), (1, -1, 3)]}
    for (n, teams), want in table.items():
        s = picked(n, teams=teams)
        got = [(s.fighters[p].cell.q, s.fighters[p].cell.r, s.fighters[p].facing)
               for p in s.seats]
        assert got == want, (n, teams)
        spots = [s.fighters[p].cell for p in s.seats]
        if n == 3:
            assert {distance(a, b) for a, b in combinations(spots, 2)} == {2}
        if (n, teams) == (4, True):
            a1, b1, a2, b2 = spots
            assert distance(a1, a2) == distance(b1, b2) == 1
            assert {distance(a, b) for a in (a1, a2) for b in (b1, b2)} == {2}
        if (n, teams) == (4, False):
            for me in spots:
                assert sorted(distance(me, o) for o in spots if o != me) == [2, 3, 4]


def test_d4_seat_one_random_picks_in_reverse_teams_alternate() -> None:
    """D4: seat 1 changes with the seed; fighters are picked last seat first; in 2v2 the
    seats alternate teams, team A being seat 1's."""
    assert len({GAME.setup(["a", "b", "c", "d"], seed).seats[0] for seed in range(12)}) > 1
    s = GAME.setup(["a", "b", "c", "d"], 3, Options(teams=True, max_rounds=0))
    order = []
    while s.phase is Phase.PICK:
        order.append(decision(s).player)
        s = GAME.timeout(s, decision(s).player)
    assert order == list(reversed(s.seats))
    assert s.teams == [[s.seats[0], s.seats[2]], [s.seats[1], s.seats[3]]]
    assert [e.player for e in s.log if isinstance(e, ev.Picked)] == order


def _hit_wonja(life: list[int], faces: str) -> list[MAState]:
    """Igor punches Wonja's head (zone 1)."""
    s = build({IGOR: FighterSpec("igor", (0, 0), board="Z4[E,P] Z2[E]"),
               WONJA: FighterSpec("wonja", (1, 0), life=life, board="Z2[P]")})
    return drive(s, act(IGOR, "start", zone=4), act(IGOR, "done"), act(IGOR, "drop", code=E),
                 roll(faces), act(IGOR, "attack", target=WONJA))


def test_d5_ko_at_seven_line_at_four() -> None:
    """D5: cell 6 is not a KO, 7 is; three columns at 3 are no technical KO."""
    run = _hit_wonja([5, 3, 3, 3, 0], "NF")
    assert run[-1].fighters[WONJA].life == [6, 3, 3, 3, 0] and events(run, ev.Out) == []
    run = _hit_wonja([5, 3, 3, 3, 0], "NN")
    assert one(run, ev.Out).reason == "ko" and run[-1].fighters[WONJA].life[0] == 7


def test_d6_icons_at_cells_two_and_five() -> None:
    """D6: Li-Ming's zone-4 column shows M at cell 2 and K at cell 5: 4 damage from cell 1
    costs exactly those two tokens (cells 3 and 4 carry none)."""
    assert [(c, FIGHTERS["li_ming"].icon(4, c)) for c in range(1, 8)] == [
        (1, None), (2, M), (3, None), (4, None), (5, K), (6, None), (7, None)]
    s = build({KIM: FighterSpec("kimberley", (0, 0), chi=2, rage=1, board="Z2[D,K] Z1[E]"),
               LI: FighterSpec("li_ming", (1, 0), life=[0, 0, 0, 1, 0],
                               board="Z1[M,K] Z3[G,E]")})
    run = drive(s, act(KIM, "start", zone=2), act(KIM, "technique", item="mawashi_geri"),
                act(KIM, "drop", code=D), roll("NNNN"), act(KIM, "attack", target=LI))
    assert (one(run, ev.Damage).before, one(run, ev.Damage).after) == (1, 5)
    assert [(e.code, e.zone) for e in events(run, ev.Lost)] == [(M, 1), (K, 1)]


def test_d7_gauges_start_at_one_and_cap_at_six() -> None:
    """D7: every fighter starts at Chi 1 and Rage 1; at Chi 6 an E can only go to Rage."""
    s = picked(4, teams=False)
    assert {(f.chi, f.rage) for f in s.fighters.values()} == {(1, 1)}
    s = build({IGOR: FighterSpec("igor", (0, 0), chi=6, rage=5, board="Z1[E,E] Z2[E]"),
               LI: FighterSpec("li_ming", (2, 0), board="Z1[E]")})
    run = drive(s, act(IGOR, "start", zone=1))
    assert [o.gauge for o in decision(run[-1]).options if o.kind == "energy"] == ["rage"]
    run = drive(run, act(IGOR, "energy", gauge="rage"))
    assert [o.gauge for o in decision(run[-1]).options if o.kind == "energy"] == []


def test_d8_printed_are_the_first_two_listed() -> None:
    """D8: the printed pair is each fighter's first two techniques, never a Style; White
    Belt loadouts are exactly that pair."""
    first_two = {"igor": ("crochet", "uppercut"), "kimberley": ("shuto_uchi", "mawashi_geri"),
                 "hirumasa": ("gassho_hineri", "oniyama"),
                 "li_ming": ("fureur_du_leopard", "souffle_du_dragon"),
                 "ricardo": ("macaco", "ginga_de_bahia"), "wonja": ("tei_tat", "kra_tot_chok")}
    assert {fid: f.printed for fid, f in FIGHTERS.items()} == first_two
    assert all(TECHNIQUES[t].keyword is not Keyword.STYLE for pair in first_two.values()
               for t in pair)
    s = picked(4, teams=False)
    assert all(tuple(f.loadout) == FIGHTERS[f.fighter].printed for f in s.fighters.values())


def test_d9_hirumasa_is_the_name() -> None:
    """D9: the fighter is named Hirumasa (not Hirusasa or Hirimasa)."""
    assert FIGHTERS["hirumasa"].name == "Hirumasa"
    assert {t.fighter for t in TECHNIQUES.values()} == set(FIGHTERS)


# --- D10-D16: sowing, attacks, Start legality, Reactions, pushes ---------------------------

def test_d10_sowing_wrap_skips_start_zone() -> None:
    """D10: 6 tokens from zone 3 land in 4, 5, 1, 2, 4, 5; zone 3 is left empty."""
    s = build({IGOR: FighterSpec("igor", (0, 0), board="Z3[E,E,E,E,E,P] Z1[E]"),
               LI: FighterSpec("li_ming", (2, 0), board="Z1[E]")})
    run = drive(s, act(IGOR, "start", zone=3), act(IGOR, "done"),
                *[act(IGOR, "drop", code=E)] * 5)
    assert one(run, ev.Drop).zones == [4, 5, 1, 2, 4, 5]
    assert run[-1].fighters[IGOR].zones[2] == []


def test_d11_attacker_chooses_the_drop_order() -> None:
    """D11: from [P,H,E] Igor ends on the P or the H: zone 4 either way, his strike type."""
    strikes = []
    for first, second in ((E, H), (E, P)):
        s = build({IGOR: FighterSpec("igor", (0, 0), board="Z1[P,H,E] Z3[E]"),
                   LI: FighterSpec("li_ming", (1, 0), board="Z3[E]")})
        run = drive(s, act(IGOR, "start", zone=1), act(IGOR, "done"))
        assert {o.code for o in decision(run[-1]).options} == {P, H, E}
        run = drive(run, act(IGOR, "drop", code=first), act(IGOR, "drop", code=second),
                    roll("FF"), act(IGOR, "attack", target=LI))
        strikes.append((one(run, ev.Declare).strike, one(run, ev.Declare).zone))
    assert strikes == [(P, 4), (H, 4)]


def test_d12_attack_optional_named_defender_no_teammates() -> None:
    """D12: in 2v2 Igor may name either adjacent enemy or decline; never his partner."""
    s = build({IGOR: FighterSpec("igor", (0, 0), board="Z5[E,P] Z1[E]"),
               LI: FighterSpec("li_ming", (1, 0), board="Z1[E]"),
               KIM: FighterSpec("kimberley", (-1, 0), board="Z1[E]"),
               WONJA: FighterSpec("wonja", (0, 1), board="Z1[E]")}, teams=True)
    assert s.teams == [[IGOR, KIM], [LI, WONJA]]
    run = drive(s, act(IGOR, "start", zone=5), act(IGOR, "done"), act(IGOR, "drop", code=E))
    assert {(o.kind, o.target) for o in decision(run[-1]).options} == {
        ("attack", LI), ("attack", WONJA), ("done", None)}
    run = drive(run, act(IGOR, "done"))
    assert one(run, ev.NoAttack).player == IGOR and events(run, ev.Rolled) == []


def test_d13_ginga_needs_a_movement_token() -> None:
    """D13: Ginga de Bahia is refused without an M taken; with [M,M,K] it gives +2 dice."""
    def ricardo(zone: str) -> list[MAState]:
        s = build({RICARDO: FighterSpec("ricardo", (0, 0), rage=2, board=f"Z2[{zone}] Z1[E]"),
                   IGOR: FighterSpec("igor", (1, 0), board="Z1[E]")})
        return drive(s, act(RICARDO, "start", zone=2))

    assert "technique:ginga_de_bahia" not in kinds(ricardo("E,K")[-1], "technique")
    run = ricardo("M,M,K")
    assert "technique:ginga_de_bahia" in kinds(run[-1], "technique")
    run = drive(run, act(RICARDO, "technique", item="ginga_de_bahia"),
                act(RICARDO, "drop", code=M), act(RICARDO, "drop", code=M), roll("FFFF"),
                act(RICARDO, "attack", target=IGOR))
    assert one(run, ev.Rolled).attack_dice == [("base", 2), ("ginga_de_bahia", 2)]


def test_d14_reaction_comes_before_the_defence_reveal() -> None:
    """D14: the defender's Reaction comes after the declaration, before its reveal."""
    s = build({KIM: FighterSpec("kimberley", (0, 0), facing=0, chi=4, rage=4,
                                board="Z5[E,P] Z1[E]"),
               HIRU: FighterSpec("hirumasa", (1, 0), facing=3, chi=2, board="Z2[D,P]")},
              mode="black")
    run = drive(s, act(KIM, "start", zone=5), act(KIM, "done"), act(KIM, "drop", code=E),
                act(KIM, "attack", target=HIRU))
    assert [(d.player, d.kind) for d in GAME.pending(run[-1])] == [(HIRU, "react")]
    run = drive(run, act(HIRU, "technique", item="oniyama"))
    assert (decision(run[-1]).player, decision(run[-1]).kind) == (HIRU, "defend")
    run = drive(run, roll("NN", "FF"), act(HIRU, "reveal", d=1, m=0))
    found = events(run)
    assert found.index(one(run, ev.Technique)) < found.index(one(run, ev.Defence))
    assert one(run, ev.Rolled).cancels == 1


def test_d15_collision_can_hit_a_teammate() -> None:
    """D15: Kimberley pushes Li-Ming into Igor, her partner: he takes the collision die."""
    s = build({KIM: FighterSpec("kimberley", (-1, 0), facing=0, board="Z4[E,K] Z2[E]",
                                loadout=["shuto_uchi", "mawashi_geri", "mae_tobi_geri"]),
               LI: FighterSpec("li_ming", (0, 0), facing=3, board="Z3[P]"),
               IGOR: FighterSpec("igor", (1, 0), facing=3, board="Z1[D,H]"),
               WONJA: FighterSpec("wonja", (0, 3), board="Z1[E]")}, mode="black", teams=True)
    assert s.teams == [[KIM, IGOR], [LI, WONJA]]
    run = drive(s, act(KIM, "start", zone=4), act(KIM, "technique", item="mae_tobi_geri"),
                act(KIM, "drop", code=E), roll("FFFF", "N"), act(KIM, "attack", target=LI),
                act(IGOR, "reveal", d=0))
    assert one(run, ev.Collision).third == IGOR
    hit = events(run, ev.Rolled)[-1]
    assert (hit.defender, hit.collision, hit.dealt) == (IGOR, True, 1)
    assert run[-1].fighters[IGOR].life == [1, 0, 0, 0, 0]


def test_d16_collision_on_second_step_keeps_the_first() -> None:
    """D16: Tsuppari's first step moves Wonja and Hirumasa; the second meets Igor: they stay
    where the first step put them, and the attack rolls 2 + 1."""
    s = build({HIRU: FighterSpec("hirumasa", (-1, 0), facing=0, rage=2, board="Z3[E,P] Z1[E]",
                                 loadout=["gassho_hineri", "oniyama", "tsuppari"]),
               WONJA: FighterSpec("wonja", (0, 0), facing=3, board="Z1[E]"),
               IGOR: FighterSpec("igor", (2, 0), facing=3, board="Z1[E]")}, mode="black")
    run = drive(s, act(HIRU, "start", zone=3), act(HIRU, "technique", item="tsuppari"),
                act(HIRU, "drop", code=E), roll("FFF", "F"), act(HIRU, "attack", target=WONJA))
    assert [e.cell for e in events(run, ev.Push)] == [Hex(1, 0)]
    assert one(run, ev.Collision).third == IGOR
    assert {p: f.cell for p, f in run[-1].fighters.items()} == {
        HIRU: Hex(0, 0), WONJA: Hex(1, 0), IGOR: Hex(2, 0)}
    assert len(events(run, ev.Rolled)[0].attack.faces) == 3


# --- D17-D24: tokens, Harite, energy, timing ---------------------------------------------

def test_d17_lost_token_falls_back_to_pile_then_nothing() -> None:
    """D17: the M icon of Li-Ming's zone 4 takes the set-aside M when her board has none,
    and nothing when neither has one."""
    for aside, lost, left in (("E,M", [(M, None)], [E]), ("E,E", [], [E, E])):
        s = build({IGOR: FighterSpec("igor", (0, 0), board="Z2[E,P] Z1[E]"),
                   LI: FighterSpec("li_ming", (1, 0), board="Z1[E] Z2[P]", aside=aside,
                                   first_turn_done=False)})
        run = drive(s, act(IGOR, "start", zone=2), act(IGOR, "done"), act(IGOR, "drop", code=E),
                    roll("NN"), act(IGOR, "attack", target=LI))
        assert [(e.code, e.zone) for e in events(run, ev.Lost)] == lost
        assert run[-1].fighters[LI].aside == left


def test_d17_discard_is_a_loss() -> None:
    """D17/R30: Tamejiwari discards Li-Ming's revealed D, even on a miss, for good."""
    s = build({KIM: FighterSpec("kimberley", (0, 0), facing=0, board="Z5[E,P] Z1[E]",
                                loadout=["shuto_uchi", "mawashi_geri", "tamejiwari"]),
               LI: FighterSpec("li_ming", (1, 0), facing=3, board="Z2[D,P]")}, mode="black")
    run = drive(s, act(KIM, "start", zone=5), act(KIM, "technique", item="tamejiwari"),
                act(KIM, "drop", code=E), act(KIM, "attack", target=LI), roll("FF", "FF"),
                act(LI, "reveal", d=1, m=0))
    assert [(e.code, e.zone, e.discard) for e in events(run, ev.Lost)] == [(D, 2, True)]
    assert run[-1].fighters[LI].zones[1] == [P] and run[-1].fighters[LI].life == [0] * 5


def test_d18_harite_tax_on_every_step() -> None:
    """D18: a tax of 1 makes each of Igor's steps cost 2: 4 Movement pay exactly 2 steps."""
    s = build({IGOR: FighterSpec("igor", (0, 0), harite_next=1, board="Z1[M,M,M,M] Z3[E]"),
               LI: FighterSpec("li_ming", (0, 3), board="Z1[E]")})
    run = drive(s, act(IGOR, "start", zone=1), act(IGOR, "step", direction=3),
                act(IGOR, "step", direction=3))
    assert [(e.cost, e.pool) for e in events(run, ev.Step)] == [(2, 2), (2, 0)]
    assert decision(run[-1]).kind == "sow"  # nothing left to do at T4


def test_d19_danseur_two_dice_negativa_one() -> None:
    """D19: Danseur: an M parries a Punch (not a Kick) for 2 dice; Negativa: 1 die."""
    def li_hits(defender: str, spec: FighterSpec, last: Code) -> list[MAState]:
        s = build({LI: FighterSpec("li_ming", (0, 0), facing=0, board=f"Z5[E,{last}] Z1[E]"),
                   defender: spec}, mode="black")
        return drive(s, act(LI, "start", zone=5), act(LI, "done"), act(LI, "drop", code=E),
                     act(LI, "attack", target=defender))

    danseur = FighterSpec("igor", (1, 0), facing=3, style="danseur", board="Z2[M,D]",
                          loadout=["crochet", "uppercut", "danseur"])
    run = li_hits(IGOR, danseur, P)
    assert {(o.d, o.m) for o in decision(run[-1]).options} == {(0, 0), (0, 1), (1, 0), (1, 1)}
    run = drive(run, roll("FF", "FFFF"), act(IGOR, "reveal", d=1, m=1))
    assert one(run, ev.Defence).dice == 4
    run = li_hits(IGOR, danseur, K)
    assert {o.m for o in decision(run[-1]).options} == {0}
    negativa = FighterSpec("ricardo", (1, 0), facing=3, chi=1, board="Z2[M,E]",
                           loadout=["macaco", "ginga_de_bahia", "negativa"])
    run = drive(li_hits(RICARDO, negativa, P), act(RICARDO, "technique", item="negativa"),
                roll("FF", "F"), act(RICARDO, "reveal", d=0, m=1))
    assert one(run, ev.Defence).dice == 1


def test_d20_pending_and_style_leave_the_technique_free() -> None:
    """D20: with Bouledogue pending and Puncheur active, Crochet may still be activated and
    all that matches the Punch applies (+1 die, X worth 2)."""
    s = build({IGOR: FighterSpec("igor", (0, 0), facing=0, chi=2, board="Z5[H,P] Z1[E]",
                                 style="puncheur", pending=["bouledogue"],
                                 loadout=["crochet", "bouledogue", "puncheur"]),
               LI: FighterSpec("li_ming", (1, 0), facing=3, board="Z3[E]")}, mode="black")
    run = drive(s, act(IGOR, "start", zone=5))
    assert kinds(run[-1], "technique") == ["technique:crochet"]
    run = drive(run, act(IGOR, "technique", item="crochet"), act(IGOR, "drop", code=H),
                roll("XFF"), act(IGOR, "attack", target=LI))
    rolled = one(run, ev.Rolled)
    assert (rolled.attack_dice, rolled.extra, rolled.dealt) == (
        [("base", 2), ("crochet", 1)], 1, 2)


def test_d21_set_aside_tokens_arrive_before_the_end_technique() -> None:
    """D21: after her first sowing Li-Ming's only Effect is in zone 2; her set-aside pile,
    placed in zone 1 at T12(a), lets Sérénité swap at T12(b). Without a pile, no offer."""
    def first_turn(aside: str) -> list[MAState]:
        s = build({LI: FighterSpec("li_ming", (0, 0), facing=0, board="Z1[K,E] Z2[P] Z3[G]",
                                   aside=aside, first_turn_done=False,
                                   loadout=["fureur_du_leopard", "souffle_du_dragon",
                                            "serenite_de_la_grue"]),
                   IGOR: FighterSpec("igor", (-3, 0), board="Z1[E]")}, mode="black")
        return drive(s, act(LI, "start", zone=1), act(LI, "done"), act(LI, "drop", code=E))

    run = first_turn("D,M")
    assert one(run, ev.FirstTokens).zone == 1
    assert kinds(run[-1], "technique") == ["technique:serenite_de_la_grue"]
    run = first_turn("")
    assert turn_of(run[-1]) == IGOR


def test_d22_unspent_movement_pays_a_grab_then_is_lost() -> None:
    """D22: Hirumasa keeps 2 Movement past T4 (no step is offered after it), pays 1 for his
    Grab at T7, and the last one is gone on his next turn."""
    s = build({HIRU: FighterSpec("hirumasa", (0, 0), facing=0, board="Z1[M,M,G] Z5[E]"),
               LI: FighterSpec("li_ming", (1, 0), facing=3, board="Z1[E,E]")}, mode="black")
    run = drive(s, act(HIRU, "start", zone=1), act(HIRU, "done"), act(HIRU, "drop", code=M),
                act(HIRU, "drop", code=M))
    assert decision(run[-1]).kind == "declare" and kinds(run[-1], "step") == []
    run = drive(run, roll("FF"), act(HIRU, "attack", target=LI))
    assert one(run, ev.Declare).paid == 1
    run = drive(quiet_turn(run, LI), act(HIRU, "start", zone=5))
    assert events(run, ev.Start)[-1].pool == 0


def test_d23_shift_shows_zones_only() -> None:
    """D23: Kon Muay Kee's shift shows its two zones, not the type; public counts move."""
    s = build({WONJA: FighterSpec("wonja", (0, 0), facing=0, style="kon_muay_kee",
                                  board="Z1[E,E] Z3[D]",
                                  loadout=["tei_tat", "kra_tot_chok", "kon_muay_kee"]),
               LI: FighterSpec("li_ming", (2, 0), facing=3, board="Z1[E]")}, mode="black")
    run = until(s, WONJA, "style_end")
    before = [n for _, n in public_zones(run[-1], WONJA, LI)]
    run = drive(run, act(WONJA, "token", zone=3, code=D))
    after = [n for _, n in public_zones(run[-1], WONJA, LI)]
    assert (before[2] - after[2], after[3] - before[3]) == (1, 1)
    assert [(e.to, e.zones, e.code) for e in events(run, ev.Shift)] == [
        ((WONJA,), (3, 4), D), (None, (3, 4), None)]


def test_d24_kiai_any_living_opponent_no_range() -> None:
    """D24: Kimberley locks Li-Ming across the arena; Igor, who plays first, is free."""
    s = build({KIM: FighterSpec("kimberley", (0, 0), facing=0, rage=2, board="Z1[E,E]",
                                loadout=["shuto_uchi", "mawashi_geri", "kiai"]),
               IGOR: FighterSpec("igor", (1, 0), facing=3, board="Z1[E,E]"),
               LI: FighterSpec("li_ming", (0, 3), facing=2, board="Z1[E,E]")}, mode="black")
    run = drive(until(s, KIM, "end"), act(KIM, "technique", item="kiai"))
    assert {o.target for o in decision(run[-1]).options} == {IGOR, LI}
    run = quiet_turn(drive(run, act(KIM, "target", target=LI)), IGOR)
    assert one(run, ev.Kiai).target == LI
    assert [e.player for e in events(run, ev.Locked)] == [LI]


# --- D25-D33 -------------------------------------------------------------------------------

def test_d25_round_limit_on_by_default_living_first() -> None:
    """D25: the limit is on (40) by default; at the limit a 2v2 side with two living
    fighters beats one with a single unhurt fighter."""
    assert Options().max_rounds == 40 and GAME.setup(["a", "b"], 1).options.max_rounds == 40
    s = build({IGOR: FighterSpec("igor", (0, 0), life=[3, 3, 0, 0, 0], board="Z1[E,E]"),
               LI: FighterSpec("li_ming", (3, 0), board="Z1[E,E]"),
               KIM: FighterSpec("kimberley", (0, -3), life=[3, 3, 0, 0, 0], board="Z1[E,E]"),
               WONJA: FighterSpec("wonja", (-3, 0), board="Z1[E,E]", extra={"alive": False})},
              teams=True)
    s.options.max_rounds = 1
    run = quiet_turn(quiet_turn(quiet_turn(s, IGOR), LI), KIM)
    outcome = GAME.outcome(run[-1])
    assert outcome is not None
    assert (outcome.winners, outcome.reason) == ([IGOR, KIM], Reason.ROUNDS)


def test_d26_no_dice_cap() -> None:
    """D26: Kra Tot Chok (+1), a pending Sok Klap Lang (+3) and a back attack (+1) on a
    Punch to the head: 7 dice are rolled."""
    s = build({WONJA: FighterSpec("wonja", (0, 0), facing=0, chi=2, board="Z4[E,P] Z1[E]",
                                  pending=["sok_klap_lang"],
                                  loadout=["tei_tat", "kra_tot_chok", "sok_klap_lang"]),
               KIM: FighterSpec("kimberley", (1, 0), facing=0, board="Z3[P]")}, mode="black")
    run = drive(s, act(WONJA, "start", zone=4), act(WONJA, "technique", item="kra_tot_chok"),
                act(WONJA, "drop", code=E), roll("NNNNNNN"), act(WONJA, "attack", target=KIM))
    rolled = one(run, ev.Rolled)
    assert len(rolled.attack.faces) == 7 and rolled.damage == 7
    assert run[-1].fighters[KIM].life[0] == 7 and one(run, ev.Out).reason == "ko"


def test_d27_pool_is_the_largest_four_fighter_demand() -> None:
    """D27: each pool count is the most 4 distinct fighters need: 24 Actions, 33 Effects."""
    need = {fid: dict(f.tokens) for fid, f in FIGHTERS.items()}
    for code in Code:
        most = max(sum(need[f].get(code, 0) for f in four) for four in combinations(need, 4))
        assert TOKEN_POOL[code] == most, code
    assert sum(TOKEN_POOL[c] for c in content.ACTIONS) == 24
    assert sum(TOKEN_POOL[c] for c in content.EFFECTS) == 33


def _oeil(faces: str) -> ev.Rolled:
    s = build({KIM: FighterSpec("kimberley", (0, 0), facing=0, board="Z5[E,P] Z1[E]"),
               IGOR: FighterSpec("igor", (1, 0), facing=3, chi=2, rage=1, board="Z2[P]",
                                 loadout=["crochet", "uppercut", "oeil_du_tigre"])}, mode="black")
    run = drive(s, act(KIM, "start", zone=5), act(KIM, "done"), act(KIM, "drop", code=E),
                roll(faces), act(KIM, "attack", target=IGOR),
                act(IGOR, "technique", item="oeil_du_tigre"))
    return one(run, ev.Rolled)


def test_d28_cancels_always_the_maximum() -> None:
    """D28: Œil du Tigre cancels 2 of 2 N, and 1 when only 1 N was rolled; never an X."""
    rolled = _oeil("NN")
    assert (rolled.cancels, rolled.dealt) == (2, 0)
    rolled = _oeil("NX")
    assert (rolled.cancels, rolled.exceptional, rolled.dealt) == (1, 1, 1)


def test_d29_swap_then_cancel_then_extra_then_defence() -> None:
    """D29: Puncheur's [F,X] against L'Homme Ivre reads [N,X]: 1 + 1 x 2 = 3, minus 1
    defence success = 2 (counting before the swap would give 2 - 1 = 1)."""
    s = build({IGOR: FighterSpec("igor", (0, 0), facing=0, board="Z5[E,P] Z1[E]",
                                 style="puncheur", loadout=["crochet", "uppercut", "puncheur"]),
               LI: FighterSpec("li_ming", (1, 0), facing=3, board="Z2[D]", style="homme_ivre",
                               loadout=["fureur_du_leopard", "souffle_du_dragon",
                                        "homme_ivre"])}, mode="black")
    run = drive(s, act(IGOR, "start", zone=5), act(IGOR, "done"), act(IGOR, "drop", code=E),
                act(IGOR, "attack", target=LI), roll("FX", "NF"), act(LI, "reveal", d=1, m=0))
    rolled = one(run, ev.Rolled)
    assert (rolled.normal, rolled.exceptional, rolled.extra) == (1, 1, 1)
    assert (rolled.damage, rolled.successes, rolled.dealt) == (3, 1, 2)
    assert run[-1].fighters[LI].life == [0, 2, 0, 0, 0]


def test_d30_fureur_needs_a_declared_punch_hit_or_miss() -> None:
    """D30: Fureur is offered after a Punch that missed, not after a Kick, nor when the
    Punch was not declared."""
    def li(start: int, attack: bool) -> list[str]:
        s = build({LI: FighterSpec("li_ming", (0, 0), chi=5, rage=5, board="Z5[E,P] Z2[E,K]"),
                   IGOR: FighterSpec("igor", (1, 0), board="Z3[P]")})
        run = drive(s, act(LI, "start", zone=start), act(LI, "done"), act(LI, "drop", code=E),
                    roll("FF"),
                    act(LI, "attack", target=IGOR) if attack else act(LI, "done"))
        return kinds(run[-1], "technique")

    assert "technique:fureur_du_leopard" in li(5, attack=True)
    assert li(2, attack=True) == ["technique:souffle_du_dragon"]
    assert li(5, attack=False) == ["technique:souffle_du_dragon"]


def test_d31_black_belt_loadouts_sealed_then_revealed() -> None:
    """D31: both players choose at once; while choosing, each sees only its own draft and
    nobody's loadout; once both confirm, every loadout is revealed together."""
    s = picked(2, mode=Mode.BLACK)
    assert s.phase is Phase.LOADOUT
    a, b = s.seats
    assert {d.player for d in GAME.pending(s)} == {a, b}
    for _ in range(3):
        mark = next(o for o in GAME.decision_for(s, a).options if o.kind == "mark")
        s = GAME.apply(s, mark)
    view_b = GAME.view(s, b)
    assert view_b.loadout_draft == [] and all(f.loadout == [] for f in view_b.fighters)
    assert len(GAME.view(s, a).loadout_draft or []) == 3
    s = GAME.apply(s, act(a, "confirm"))
    assert all(f.loadout == [] for f in GAME.view(s, None).fighters)
    s = GAME.timeout(s, b)
    found = [e for e in s.log if isinstance(e, ev.Loadouts)]
    assert len(found) == 1 and found[0].to is None and set(found[0].loadouts) == {a, b}
    assert all(len(f.loadout) == 3 for f in GAME.view(s, None).fighters)


def test_d32_defence_reveal_is_optional() -> None:
    """D32: Li-Ming may keep her D hidden: 0 defence dice, the full 2 damage."""
    s = build({IGOR: FighterSpec("igor", (0, 0), board="Z5[E,P] Z1[E]"),
               LI: FighterSpec("li_ming", (1, 0), board="Z2[D,P] Z4[E] Z5[E]")})
    run = drive(s, act(IGOR, "start", zone=5), act(IGOR, "done"), act(IGOR, "drop", code=E),
                act(IGOR, "attack", target=LI))
    assert {o.d for o in decision(run[-1]).options} == {0, 1}
    run = drive(run, roll("NX"), act(LI, "reveal", d=0, m=0))
    assert one(run, ev.Defence).dice == 0 and one(run, ev.Rolled).defence.faces == ()
    assert one(run, ev.Rolled).dealt == 2 and run[-1].fighters[LI].zones[1] == [D, P]


def test_d33_empty_board_skips_to_zone_one() -> None:
    """D33: Li-Ming's board is empty before her first turn: she skips T2-T11 and her
    set-aside pile goes into zone 1."""
    s = build({LI: FighterSpec("li_ming", (0, 0), aside="E,M", first_turn_done=False),
               IGOR: FighterSpec("igor", (2, 0), board="Z1[E]")}, turn_of=LI)
    assert one([s], ev.Skip).player == LI
    assert one([s], ev.FirstTokens).zone == 1
    assert s.fighters[LI].zones[0] == [E, M] and turn_of(s) == IGOR


def test_section_11_clocks_answers_and_black_belt_setup_have_their_own() -> None:
    """Section 11's table: the Black Belt loadout and placement run on their own clocks, a
    defender's answer on ``reply_seconds``, and the attacker's turn on the match's turn
    clock (no timer)."""
    options = Options(mode=Mode.BLACK, reply_seconds=61, loadout_seconds=181,
                      placement_seconds=301)
    state = GAME.setup(["a", "b"], 3, options)
    while state.phase is Phase.PICK:
        assert GAME.pending(state)[0].timer is None
        state = GAME.apply(state, GAME.pending(state)[0].options[0])
    assert {d.timer for d in GAME.pending(state)} == {181}
    state = GAME.timeout(GAME.timeout(state, "a"), "b")
    assert state.phase is Phase.PLACE and {d.timer for d in GAME.pending(state)} == {301}

    s = build({"a": FighterSpec("igor", (0, 0), board="Z5[E,P]"),
               "b": FighterSpec("li_ming", (1, 0), board="Z1[K,E] Z2[D,P]")})
    s = s.model_copy(update={"options": Options(reply_seconds=61)})
    assert decision(s).kind == "move" and decision(s).timer is None
    run = drive(s, act("a", "done"), act("a", "drop", code=Code.E),
                act("a", "attack", target="b"))
    assert (decision(run[-1]).kind, decision(run[-1]).timer) == ("defend", 61)
