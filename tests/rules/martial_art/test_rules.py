"""Martial Art rule-by-rule tests, part A (spec R1-R35), in two modules: this one (R1-R20:
setup, turn structure, arena, tokens, sowing, and the coverage map) and ``test_rules_combat``
(R21-R35: attacks, dice, defence, the pipeline, wounds, elimination, victory).

Every test drives the engine through ``GAME.setup`` / ``GAME.pending`` / ``GAME.apply`` /
``GAME.timeout`` (and reads ``GAME.view`` / ``GAME.outcome``), from a real setup or from a
position made by ``builder.build``, and asserts on the typed events and the state. Dice are
forced with the builder's ``roll`` step right before the action that rolls them. Expected
values are written out from the spec, never recomputed with the engine's own helpers.

Coverage map (rule -> tests; ``E<n>`` is ``test_scenarios*.test_ma_e<n>_*``):

======  =====================================================================================
Rule    Tests
======  =====================================================================================
R1      test_r1_seat_one_is_random_and_plays_first, test_r1_play_passes_to_the_next_seat,
        test_r1_teams_alternate_in_2v2
R2      test_r2_fighters_picked_last_seat_first_distinct_and_public
R3      test_r3_seat_i_takes_start_position_i
R4      test_r4_life_at_zero_chi_and_rage_at_one
R5      test_r5_white_belt_loadout_is_the_two_printed,
        test_r5_black_belt_three_of_seven_sealed_then_revealed_together
R6      test_r6_white_belt_placement_constraints_and_randomness; test_ma_e16_setup_constraints
R7      test_r7_black_belt_placement_sealed_with_live_constraints
R8      test_r8_actions_public_effects_face_down_aside_secret
R9      test_r9_initial_flags
R10     test_r10_arena_is_the_radius_three_hexagon
R11     test_r11_step_in_direction_d_moves_by_dir_d
R12     test_r12_white_belt_reach_is_the_six_neighbours
R13     test_r13_black_belt_reach_is_the_three_front_cells; test_ma_e7_back_attack
R14     test_r14_one_fighter_per_cell_and_a_freed_cell
R15     test_r15_only_non_empty_zones_start, test_r15_empty_board_skips_the_turn
R16     test_r16_energy_to_chi_or_rage_capped_at_six_or_unused
R17     test_r17_pool_is_revealed_movement_and_a_step_costs_one_plus_tax,
        test_r17_no_step_after_t4_and_the_pool_is_lost, test_r17_sok_klap_lang_extra_move,
        test_r17_black_belt_may_turn_after_each_step; test_ma_e15_harite_tax
R18     test_r18_extra_movement_black_belt_only; test_ma_e6_grab_needs_movement
R19     test_r19_sowing_skips_the_start_zone_in_the_chosen_order; test_ma_e4_sowing_arithmetic
R20     test_r20_only_the_last_token_strikes; test_ma_e4_sowing_arithmetic
R21     test_r21_declaration_needs_an_action_last_and_an_opponent_in_reach,
        test_r21_attacking_is_optional_and_once_a_turn; test_ma_e6_grab_needs_movement,
        test_ma_e7_back_attack
R22     test_r22_strike_type_and_struck_zone
R23     test_r23_black_belt_grab_pays_one_plus_tax_and_only_x_defends,
        test_r23_movement_spent_on_a_step_cannot_pay_a_grab;
        test_ma_e5_black_belt_grab_defended_only_by_x
R24     test_r24_two_dice_plus_every_bonus; test_ma_e8_collision
R25     test_r25_back_attack_black_belt_only; test_ma_e7_back_attack
R26     test_r26_defence_only_from_the_target_zone_and_optional,
        test_r26_defence_dice_never_below_zero, test_r26_negativa_movement_defends
R27     test_r27_die_faces_and_x_is_one_success
R28     test_r28_cancels_spare_x_then_extra_damage_then_defence,
        test_r28_extra_defence_never_heals, test_r28_post_roll_triggers_use_raw_x;
        test_ma_e12_homme_ivre_swaps_attacker_faces, test_ma_e14_cancellation_and_extra_damage
R29     test_r29_oshi_zumo_cancels_one_per_own_punch_in_target_zone;
        test_ma_e14_cancellation_and_extra_damage
R30     test_r30_tamejiwari_discards_a_revealed_token_after_token_loss,
        test_r30_movement_discarded_when_no_defense_was_revealed,
        test_r30_khai_kong_needs_an_exceptional
R31     test_r31_cube_moves_by_the_damage_and_stops_at_seven; test_ma_e13_ko_and_technical_ko
R32     test_r32_icons_reached_or_passed_lose_tokens_in_search_order,
        test_r32_set_aside_pile_then_nothing; test_ma_e2_crochet,
        test_ma_e3_wound_and_token_loss, test_ma_e16_setup_constraints
R33     test_r33_ko_and_technical_ko; test_ma_e13_ko_and_technical_ko
R34     test_r34_eliminated_fighter_leaves_is_skipped_and_its_cell_is_free,
        test_r34_teammate_plays_on_in_2v2; test_ma_e9_ring_out
R35     test_r35_one_fighter_left_wins, test_r35_last_team_standing_wins_together;
        test_ma_e9_ring_out
======  =====================================================================================
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from rules.kit.hexgrid import Hex
from rules.martial_art import GAME, MAState, Mode, Options, Phase
from rules.martial_art.content import ACTIONS, EFFECTS, Code
from rules.martial_art.events import (
    Buy,
    Drop,
    Energy,
    Face,
    FirstTokens,
    Loadouts,
    Picked,
    Placement,
    PlacementReady,
    Seats,
    Skip,
    Start,
    Step,
    TurnStarts,
)
from tests.rules.common import check_coverage_map

from . import test_rules_combat
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
    seen,
    turn_of,
    zones,
)

RULE_IDS = [f"R{n}" for n in range(1, 36)]
PLAYERS = ["p1", "p2", "p3", "p4"]
IGOR, LI, KIM, WONJA = "igor", "li_ming", "kimberley", "wonja"
P, K, G, H, M, D, E = Code.P, Code.K, Code.G, Code.H, Code.M, Code.D, Code.E
FAR = (-3, 3)
"""A corner cell no fighter of these tests can reach in one turn."""


# ============================================================================= coverage map

def test_coverage_map_r1_r35() -> None:
    """The module docstring maps every R1-R35 to tests that exist, here, in
    ``test_rules_combat`` or in the scenario modules."""
    here = Path(__file__).parent
    names = [name for module in (sys.modules[__name__], test_rules_combat)
             for name in vars(module) if name.startswith("test_")]
    for path in sorted(here.glob("test_scenarios*.py")):
        names += [line.split("(")[0][4:] for line in path.read_text().splitlines()
                  if line.startswith("def test_")]
    check_coverage_map(sys.modules[__name__].__doc__ or "", RULE_IDS, names)


# ============================================================================= helpers

def _setup(n: int, seed: int = 1, mode: Mode = Mode.WHITE, teams: bool = False,
           fighters: list[str] | None = None) -> MAState:
    """A real setup of ``n`` players up to the end of the picks; seat i gets
    ``fighters[i]`` (else the first free one)."""
    s = GAME.setup(PLAYERS[:n], seed, Options(mode=mode, teams=teams, max_rounds=0))
    while s.phase is Phase.PICK:
        d = decision(s)
        want = fighters[s.seats.index(d.player)] if fighters else d.options[0].item
        s = GAME.apply(s, act(d.player, "fighter", item=want))
    return s


def _finish_setup(s: MAState, until: Phase = Phase.TURN) -> MAState:
    """Black Belt: the sealed steps before ``until`` left to their timeouts (the printed two
    and the first tile; a random board)."""
    while s.phase in (Phase.LOADOUT, Phase.PLACE) and s.phase is not until:
        s = GAME.timeout(s, GAME.pending(s)[0].player)
    return s


def _drop(run: list[MAState], player: str) -> Drop:
    """The one public sowing of ``player`` in ``run``."""
    found = [e for e in events(run, Drop, public=True) if e.player == player]
    assert len(found) == 1, found
    return found[0]


def _steps(s: MAState) -> list[int]:
    return sorted(o.direction for o in options(s) if o.kind == "step")  # type: ignore[misc]


# ============================================================================= R1-R9 setup

def test_r1_seat_one_is_random_and_plays_first() -> None:
    """R1/D4: seat order is a random permutation whose seat 1 is the first player."""
    firsts = Counter[str]()
    for seed in range(30):
        s = GAME.setup(PLAYERS[:3], seed, Options(max_rounds=0))
        assert sorted(s.seats) == PLAYERS[:3]
        assert one([s], Seats).seats == s.seats
        firsts[s.seats[0]] += 1
    assert set(firsts) == set(PLAYERS[:3])  # each player is first for some seed
    s = _setup(3, seed=7)
    assert s.phase is Phase.TURN and turn_of(s) == s.seats[0]
    assert [e.player for e in events([s], TurnStarts)] == [s.seats[0]]


def test_r1_play_passes_to_the_next_seat() -> None:
    """R1: "the player on the left" is the next seat, wrapping from the last to seat 1."""
    specs = {p: FighterSpec(f, cell, board="Z1[E,M] Z2[E,D] Z3[D,E]")
             for p, f, cell in (("a", IGOR, (-2, 0)), ("b", LI, (2, 0)), ("c", KIM, (0, 2)))}
    s = build(specs, seats=["c", "a", "b"])
    run = [s]
    for p in ("c", "a", "b", "c"):
        run = quiet_turn(run, p)
    assert [e.player for e in events(run, TurnStarts)] == ["c", "a", "b", "c", "a"]


def test_r1_teams_alternate_in_2v2() -> None:
    """R1/D4: in 2v2 the seats alternate A1, B1, A2, B2, team A being seat 1's."""
    for seed in range(5):
        s = GAME.setup(PLAYERS, seed, Options(teams=True, max_rounds=0))
        assert s.teams == [[s.seats[0], s.seats[2]], [s.seats[1], s.seats[3]]]
        labels = GAME.view(s, None).seat_labels
        assert [labels[p] for p in s.seats] == ["A1", "B1", "A2", "B2"]
    s = GAME.setup(PLAYERS, 1, Options(teams=False, max_rounds=0))
    assert s.teams == [[p] for p in s.seats]


def test_r2_fighters_picked_last_seat_first_distinct_and_public() -> None:
    """R2: the last seat picks first, then the others in reverse seat order; a fighter taken
    is no longer offered; every pick is public."""
    s = GAME.setup(PLAYERS[:3], 4, Options(max_rounds=0))
    order, taken = [], []
    while s.phase is Phase.PICK:
        d = decision(s)
        order.append(d.player)
        offered = [o.item for o in d.options]
        assert not set(offered) & set(taken)
        assert len(offered) == 6 - len(taken)
        taken.append(offered[-1])
        s = GAME.apply(s, act(d.player, "fighter", item=offered[-1]))
    assert order == list(reversed(s.seats))
    picks = events([s], Picked)
    assert [(e.player, e.fighter, e.to) for e in picks] == [
        (p, f, None) for p, f in zip(order, taken, strict=True)]
    assert [s.fighters[p].fighter for p in order] == taken
    # A pick's clock running out takes a random free fighter.
    s = GAME.setup(PLAYERS[:2], 4, Options(max_rounds=0))
    s = GAME.timeout(s, s.seats[1])
    pick = one([s], Picked)
    assert pick.random and pick.fighter == s.fighters[s.seats[1]].fighter


SPEC_POSITIONS = {  # section 7.2 start_positions, copied from the spec
    (2, False): [(-1, 0, 0), (1, 0, 3)],
    (3, False): [(-1, 0, 0), (1, -1, 4), (0, 1, 2)],
    (4, False): [(-2, 1, 0), (-1, -1, 5), (2, -1, 3), (1, 1, 2)],
    (4, True): [(-1, 0, 0), (1, 0, 3), (-1, 1, 0), (1, -1, 3)],
}


def test_r3_seat_i_takes_start_position_i() -> None:
    """R3: seat i takes entry i of its format's start_positions, with its facing."""
    for (n, teams), expected in SPEC_POSITIONS.items():
        for mode in Mode:
            s = _setup(n, seed=n + teams, mode=mode, teams=teams)
            got = [(s.fighters[p].cell, s.fighters[p].facing) for p in s.seats]
            assert got == [(Hex(q, r), f) for q, r, f in expected], (n, teams, mode)


def test_r4_life_at_zero_chi_and_rage_at_one() -> None:
    """R4/D7: every life cube at index 0, Chi 1 and Rage 1, in both modes."""
    for s in (_setup(4, seed=3), _finish_setup(_setup(2, seed=3, mode=Mode.BLACK))):
        assert s.phase is Phase.TURN
        for p in s.seats:
            f = s.fighters[p]
            assert (f.life, f.chi, f.rage) == ([0, 0, 0, 0, 0], 1, 1)


def test_r5_white_belt_loadout_is_the_two_printed() -> None:
    """R5/D8: White Belt fighters have exactly their 2 printed techniques."""
    printed = {"igor": ["crochet", "uppercut"], "kimberley": ["shuto_uchi", "mawashi_geri"],
               "hirumasa": ["gassho_hineri", "oniyama"],
               "li_ming": ["fureur_du_leopard", "souffle_du_dragon"],
               "ricardo": ["macaco", "ginga_de_bahia"], "wonja": ["tei_tat", "kra_tot_chok"]}
    for group in (["igor", "kimberley", "hirumasa"], ["li_ming", "ricardo", "wonja"]):
        s = _setup(3, fighters=group)
        for p in s.seats:
            f = s.fighters[p]
            assert f.fighter is not None and f.loadout == printed[f.fighter]


def test_r5_black_belt_three_of_seven_sealed_then_revealed_together() -> None:
    """R5/D31: each player secretly marks exactly 3 of its 7 techniques, at the same time;
    all loadouts are revealed together once everyone has confirmed."""
    s = _setup(2, seed=2, mode=Mode.BLACK, fighters=[IGOR, LI])
    a, b = s.seats
    assert s.phase is Phase.LOADOUT
    assert sorted(d.player for d in GAME.pending(s)) == sorted([a, b])  # simultaneous
    d = GAME.decision_for(s, a)
    assert d is not None and d.private
    assert sorted(o.item for o in d.options if o.kind == "mark") == sorted(
        ["crochet", "uppercut", "oeil_du_tigre", "bouledogue", "serie_de_jabs", "danseur",
         "puncheur"])
    for item in ("crochet", "danseur", "puncheur"):
        assert "confirm" not in [o.kind for o in GAME.decision_for(s, a).options]
        s = GAME.apply(s, act(a, "mark", item=item))
    d = GAME.decision_for(s, a)
    assert d is not None and "mark" not in [o.kind for o in d.options]  # no fourth
    # Sealed: nobody sees a loadout yet; the owner sees its own draft.
    assert GAME.view(s, a).loadout_draft == ["crochet", "danseur", "puncheur"]
    assert GAME.view(s, b).loadout_draft == []
    assert all(f.loadout == [] for f in GAME.view(s, b).fighters)
    s = GAME.apply(s, act(a, "confirm"))
    assert events([s], Loadouts) == [] and s.phase is Phase.LOADOUT
    s = GAME.timeout(s, b)  # the 2 printed and the first tile
    revealed = one([s], Loadouts)
    assert revealed.loadouts == {a: ["crochet", "danseur", "puncheur"],
                                 b: ["fureur_du_leopard", "souffle_du_dragon",
                                     "serenite_de_la_grue"]}
    assert seen(GAME.view(s, b), a).loadout == ["crochet", "danseur", "puncheur"]
    assert s.phase is Phase.PLACE


def test_r6_white_belt_placement_constraints_and_randomness() -> None:
    """R6: 2 random Effects aside, 2 tokens a zone, never 2 Actions together; the pile and
    the Actions' zones vary with the seed, roughly as uniform draws would."""
    asides = Counter[tuple[str, ...]]()
    free_zone = Counter[int]()
    n = 300
    for seed in range(n):
        s = _setup(2, seed=seed, fighters=[IGOR, LI])
        for p in s.seats:
            f = s.fighters[p]
            assert len(f.aside) == 2 and set(f.aside) <= EFFECTS
            assert [len(z) for z in f.zones] == [2] * 5
            assert all(sum(c in ACTIONS for c in z) <= 1 for z in f.zones)
        igor = s.fighters[s.seats[0]]
        asides[tuple(sorted(igor.aside))] += 1
        free_zone[next(i + 1 for i, z in enumerate(igor.zones)
                       if not any(c in ACTIONS for c in z))] += 1
    # Igor's effects are M2 D2 E4: P(E,E) = 6/28, P(M,M) = 1/28; his free zone 1/5 each.
    assert set(asides) == {("D", "D"), ("D", "E"), ("D", "M"), ("E", "E"), ("E", "M"),
                           ("M", "M")}
    assert 0.13 < asides[("E", "E")] / n < 0.30
    assert asides[("M", "M")] / n < 0.09
    assert set(free_zone) == {1, 2, 3, 4, 5} and max(free_zone.values()) / n < 0.3


def test_r7_black_belt_placement_sealed_with_live_constraints() -> None:
    """R7: the placement is chosen in secret under R6's constraints (Effects only aside, no
    second Action in a zone); the Actions are revealed once everyone has confirmed."""
    s = _finish_setup(_setup(2, seed=5, mode=Mode.BLACK, fighters=[IGOR, LI]),
                      Phase.PLACE)
    a, b = s.seats
    assert s.phase is Phase.PLACE and len(GAME.pending(s)) == 2

    def puts(st: MAState) -> set[Code]:
        d = GAME.decision_for(st, a)
        assert d is not None and d.private
        return {o.code for o in d.options if o.kind == "put"}  # type: ignore[misc]

    assert puts(s) == {M, D, E}  # the set-aside slots take Effects only
    s = GAME.apply(s, act(a, "put", code=E))
    s = GAME.apply(s, act(a, "put", code=M))
    assert puts(s) == {P, H, G, M, D, E}  # zone 1, first slot
    s = GAME.apply(s, act(a, "put", code=P))
    assert puts(s) == {M, D, E}  # zone 1 already holds an Action
    assert GAME.view(s, a).placement_draft == [E, M, P]
    assert GAME.view(s, b).placement_draft == []
    s = GAME.apply(s, act(a, "random"))
    draft = list(GAME.view(s, a).placement_draft or [])
    s = GAME.apply(s, act(a, "confirm"))
    assert one([s], PlacementReady).player == a
    assert events([s], Placement, public=True) == []
    assert all(z.actions == [] for z in seen(GAME.view(s, b), a).zones)  # nothing shown
    s = GAME.timeout(s, b)
    shown = events([s], Placement, public=True)
    assert sorted(e.player for e in shown) == sorted([a, b])  # both at the same moment
    igor = s.fighters[a]
    assert igor.aside == draft[:2]
    assert [list(z) for z in igor.zones] == [draft[2 + 2 * i: 4 + 2 * i] for i in range(5)]
    assert [z.actions for z in seen(GAME.view(s, b), a).zones] == [
        [c for c in z if c in ACTIONS] for z in igor.zones]


def test_r8_actions_public_effects_face_down_aside_secret() -> None:
    """R8: others see each zone's Actions and how many face-down tokens it holds, and only
    the size of the set-aside pile; the owner sees everything."""
    s = _setup(3, seed=11)
    a = s.seats[0]
    f = s.fighters[a]
    for viewer in (s.seats[1], s.seats[2], None):
        v = seen(GAME.view(s, viewer), a)
        assert [(z.actions, z.hidden, z.effects) for z in v.zones] == [
            ([c for c in z if c in ACTIONS], sum(c in EFFECTS for c in z), None)
            for z in f.zones]
        assert (v.aside, v.aside_count) == (None, 2)
    own = seen(GAME.view(s, a), a)
    assert [sorted(z.effects or []) for z in own.zones] == [
        sorted(c for c in z if c in EFFECTS) for z in f.zones]
    assert own.aside == f.aside


def test_r9_initial_flags() -> None:
    """R9: no first turn done, no Style, nothing pending, no Kiai lock, Harite tax 0."""
    for s in (_setup(3, seed=2), _finish_setup(_setup(2, seed=2, mode=Mode.BLACK))):
        for p in s.seats:
            f = s.fighters[p]
            assert (f.first_turn_done, f.style, f.pending, f.kiai_next, f.harite_next) == (
                False, None, [], False, 0)
        assert s.turn is not None and (s.turn.tax, s.turn.locked, s.turn.delayed) == (
            0, False, [])


# ============================================================================= R10-R11 arena

def _mover(cell: tuple[int, int], board: str = "Z1[M,E] Z4[D,E]", **kw: object) -> MAState:
    """Igor on ``cell`` with Li-Ming out of reach; his start zone 1 reveals the Movement."""
    s = build({IGOR: FighterSpec(IGOR, cell, board=board, **kw),  # type: ignore[arg-type]
               LI: FighterSpec(LI, FAR, board="Z1[E,D]")})
    return drive(s, act(IGOR, "start", zone=1))[-1]


def test_r10_arena_is_the_radius_three_hexagon() -> None:
    """R10/D1: 37 cells with max(|q|,|r|,|q+r|) <= 3; a step never leaves them."""
    assert _steps(_mover((0, 0))) == [0, 1, 2, 3, 4, 5]
    # (3,0): E (4,0), NE (4,-1) and SE (3,1) are off the arena.
    assert _steps(_mover((3, 0))) == [2, 3, 4]
    # (-1,3): SW (-2,4) and SE (-1,4) have |r| = 4; E, NE, NW and W stay inside.
    assert _steps(_mover((-1, 3))) == [0, 1, 2, 3]
    reachable = {(q, r) for q in range(-4, 5) for r in range(-4, 5)
                 if max(abs(q), abs(r), abs(q + r)) <= 3}
    assert len(reachable) == 37


def test_r11_step_in_direction_d_moves_by_dir_d() -> None:
    """R11: DIR = E, NE, NW, W, SW, SE = (+1,0), (+1,-1), (0,-1), (-1,0), (-1,+1), (0,+1)."""
    expected = [Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1)]
    for d, cell in enumerate(expected):
        run = drive(_mover((0, 0)), act(IGOR, "step", direction=d))
        assert one(run, Step).cell == cell and run[-1].fighters[IGOR].cell == cell


# ============================================================================= R15-R18 tokens

def test_r15_only_non_empty_zones_start() -> None:
    """R15: the start zone is chosen among the zones holding at least one token."""
    s = build({IGOR: FighterSpec(IGOR, (0, 0), board="Z2[E,D] Z4[P,M]"),
               LI: FighterSpec(LI, FAR, board="Z1[E]")})
    assert [o.zone for o in options(s)] == [2, 4]
    assert {o.kind for o in options(s)} == {"start"}


def test_r15_empty_board_skips_the_turn() -> None:
    """R15/D33: with no token on the board the fighter skips T2-T11; on its first turn its
    set-aside tokens go into zone 1."""
    s = build({IGOR: FighterSpec(IGOR, (0, 0), board="", aside="E,M", first_turn_done=False),
               LI: FighterSpec(LI, (1, 0), board="Z1[E]")})
    assert one([s], Skip).player == IGOR
    assert all(e.player != IGOR for e in events([s], Start))
    first = one([s], FirstTokens)
    assert (first.zone, first.count) == (1, 2)
    igor = s.fighters[IGOR]
    assert sorted(igor.zones[0]) == sorted([M, E]) and igor.aside == [] and igor.first_turn_done
    assert turn_of(s) == LI


def test_r16_energy_to_chi_or_rage_capped_at_six_or_unused() -> None:
    """R16/D7: each revealed E is +1 Chi or +1 Rage, never above 6, or left unused."""
    s = build({IGOR: FighterSpec(IGOR, (0, 0), chi=5, rage=1, board="Z1[E,E,E] Z4[D,E]"),
               LI: FighterSpec(LI, FAR, board="Z1[E,D]")})
    s = drive(s, act(IGOR, "start", zone=1))[-1]
    assert kinds(s, "energy") == ["energy:chi", "energy:rage"]
    run = drive(s, act(IGOR, "energy", gauge="chi"))
    assert kinds(run[-1], "energy") == ["energy:rage"]  # Chi is full
    run = drive(run, act(IGOR, "energy", gauge="rage"), act(IGOR, "done"))
    assert [(e.gauge, e.value) for e in events(run, Energy)] == [("chi", 6), ("rage", 2)]
    igor = run[-1].fighters[IGOR]
    assert (igor.chi, igor.rage) == (6, 2)  # the third E was left unused
    assert run[-1].turn is not None and run[-1].turn.energy == 0
    full = build({IGOR: FighterSpec(IGOR, (0, 0), chi=6, rage=6, board="Z1[E,E] Z4[D,E]"),
                  LI: FighterSpec(LI, FAR, board="Z1[E,D]")})
    assert kinds(drive(full, act(IGOR, "start", zone=1))[-1], "energy") == []


def test_r17_pool_is_revealed_movement_and_a_step_costs_one_plus_tax() -> None:
    """R17/R52: the pool is the number of M revealed; a step costs 1 + the Harite tax; the M
    tokens are sown, not spent."""
    s = _mover((0, 0), board="Z1[M,M,E] Z4[D,E]")
    assert one([s], Start).pool == 2
    run = drive(s, act(IGOR, "step", direction=0), act(IGOR, "step", direction=0))
    assert [(e.cost, e.pool) for e in events(run, Step)] == [(1, 1), (1, 0)]
    assert _steps(run[-1]) == []
    run = drive(run, act(IGOR, "done"), act(IGOR, "drop", code=M), act(IGOR, "drop", code=M))
    assert sum(z.count(M) for z in run[-1].fighters[IGOR].zones) == 2
    # Harite tax 1: a step costs 2, so a pool of 1 cannot step and a pool of 2 steps once.
    assert _steps(_mover((0, 0), board="Z1[M,E] Z4[D,E]", harite_next=1)) == []
    run = drive(_mover((0, 0), board="Z1[M,M] Z4[D,E]", harite_next=1),
                act(IGOR, "step", direction=3))
    assert [(e.cost, e.pool) for e in events(run, Step)] == [(2, 0)]


def test_r17_no_step_after_t4_and_the_pool_is_lost() -> None:
    """R17: voluntary steps happen only at T4; an unspent pool does not reach the next
    turn."""
    s = build({IGOR: FighterSpec(IGOR, (0, 0), board="Z5[M,M,P] Z3[E,D]"),
               LI: FighterSpec(LI, (1, 0), board="Z1[E,D] Z2[E]")})
    run = drive(s, act(IGOR, "start", zone=5))
    assert run[-1].turn is not None and run[-1].turn.pool == 2
    run = drive(run, act(IGOR, "done"), act(IGOR, "drop", code=M), act(IGOR, "drop", code=M))
    assert decision(run[-1]).kind == "declare" and kinds(run[-1], "step") == []
    run = drive(run, act(IGOR, "done"))  # no attack; the pool of 2 was never spent
    run = quiet_turn(run, LI)
    run = drive(run, act(IGOR, "start", zone=3))
    last = events(run, Start)[-1]
    assert (last.player, last.zone, last.pool) == (IGOR, 3, 0) and _steps(run[-1]) == []


def test_r17_sok_klap_lang_extra_move() -> None:
    """R17: a pending Sok Klap Lang adds 1 to the pool at T4."""
    for pending, pool in (((), 1), (("sok_klap_lang",), 2)):
        s = build({WONJA: FighterSpec(WONJA, (0, 0), board="Z1[M,E] Z4[D,E]",
                                      pending=pending),
                   LI: FighterSpec(LI, FAR, board="Z1[E,D]")})
        s = drive(s, act(WONJA, "start", zone=1))[-1]
        assert s.turn is not None and s.turn.pool == pool


def test_r17_black_belt_may_turn_after_each_step() -> None:
    """R17: in Black Belt a new facing may be chosen after every step (and at T1)."""
    s = build({IGOR: FighterSpec(IGOR, (0, 0), board="Z1[M,M,E] Z4[D,E]"),
               LI: FighterSpec(LI, FAR, board="Z1[E,D]")}, mode="black")
    assert len(kinds(s, "face")) == 5  # T1
    s = drive(s, act(IGOR, "start", zone=1))[-1]
    assert kinds(s, "face") == []
    run = drive(s, act(IGOR, "step", direction=0))
    assert len(kinds(run[-1], "face")) == 5
    run = drive(run, act(IGOR, "face", direction=3))
    assert one(run, Face).facing == 3 and kinds(run[-1], "face") == []
    run = drive(run, act(IGOR, "step", direction=1))
    assert len(kinds(run[-1], "face")) == 5
    white = _mover((0, 0), board="Z1[M,E] Z4[D,E]")
    assert kinds(drive(white, act(IGOR, "step", direction=0))[-1], "face") == []


def test_r18_extra_movement_black_belt_only() -> None:
    """R18: in Black Belt 1 Chi + 1 Rage buys 1 Movement, as often as affordable; never in
    White Belt, never under a Kiai lock."""
    def start(mode: str, **kw: object) -> MAState:
        s = build({IGOR: FighterSpec(IGOR, (0, 0), board="Z1[D,E] Z4[D,E]",
                                     **kw),  # type: ignore[arg-type]
                   LI: FighterSpec(LI, FAR, board="Z1[E,D]")}, mode=mode)
        return drive(s, act(IGOR, "start", zone=1))[-1]

    s = start("black", chi=2, rage=3)
    run = drive(s, act(IGOR, "buy"), act(IGOR, "buy"))
    assert [e.pool for e in events(run, Buy)] == [1, 2]
    igor = run[-1].fighters[IGOR]
    assert (igor.chi, igor.rage) == (0, 1) and kinds(run[-1], "buy") == []
    assert _steps(run[-1]) == [0, 1, 2, 3, 4, 5]
    assert kinds(start("white", chi=2, rage=3), "buy") == []
    assert kinds(start("black", chi=2, rage=3, kiai_next=True), "buy") == []


# ============================================================================= R19 sowing

def test_r19_sowing_skips_the_start_zone_in_the_chosen_order() -> None:
    """R19/D10/D11: k tokens go to s+1, s+2... skipping s, in an order the attacker picks
    token by token; the start zone ends empty; others see only Action types."""
    s = build({IGOR: FighterSpec(IGOR, (0, 0), board="Z1[E,D,P,M] Z3[D]"),
               LI: FighterSpec(LI, FAR, board="Z1[E,D]")})
    run = drive(s, act(IGOR, "start", zone=1), act(IGOR, "done"))
    d = decision(run[-1])
    assert d.private and sorted(str(o.code) for o in d.options) == ["D", "E", "M", "P"]
    run = drive(run, act(IGOR, "drop", code=M))
    assert sorted(str(o.code) for o in options(run[-1])) == ["D", "E", "P"]
    run = drive(run, act(IGOR, "drop", code=P), act(IGOR, "drop", code=D))
    public = _drop(run, IGOR)
    assert (public.zones, public.actions, public.effects) == ([2, 3, 4, 5], [None, P, None,
                                                                             None], None)
    private = [e for e in events(run, Drop) if e.to == (IGOR,)]
    assert [e.effects for e in private] == [[M, None, D, E]]
    assert zones(run[-1].fighters[IGOR]) == norm("Z2[M] Z3[D,P] Z4[D] Z5[E]")
    # Five tokens from zone 2 wrap round to zone 3, never into zone 2.
    s = build({IGOR: FighterSpec(IGOR, (0, 0), board="Z2[E,E,D,M,P] Z4[D]"),
               LI: FighterSpec(LI, FAR, board="Z1[E,D]")})
    run = drive(s, act(IGOR, "start", zone=2), act(IGOR, "done"))
    for code in (E, E, D, M):
        run = drive(run, act(IGOR, "drop", code=code))
    assert _drop(run, IGOR).zones == [3, 4, 5, 1, 3]
    assert zones(run[-1].fighters[IGOR]) == norm("Z1[M] Z3[E,P] Z4[D,E] Z5[D]")
