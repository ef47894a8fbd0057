"""Combat rule-by-rule tests, part 3: spec R19-R29 (movement, pushes and pulls, off the
board, damage, blocking, shields, the end of a turn, skips and extra turns, the turn cap,
types).

Expected cells are computed from the spec's own definitions (hex distance, the push score
S(d) of R20) written out here, never with the engine's movement helpers.

Coverage map (rule -> tests):

R19     test_r19_se_deplacer_reaches_cells_within_n_around_the_other_figure,
        test_r19_s_approcher_each_step_lowers_the_distance,
        test_r19_s_approcher_stops_next_to_the_opponent,
        test_r19_s_eloigner_each_step_raises_the_distance,
        test_r19_no_voluntary_exit_from_a_corner,
        test_r19_sauter_any_free_cell_within_n
R20     test_r20_pousser_follows_the_highest_score,
        test_r20_push_tie_is_chosen_by_the_subject,
        test_r20_push_off_the_board_stops_the_push,
        test_r20_push_moves_an_immobilised_victim,
        test_r20_attirer_pulls_strictly_closer_chosen_by_the_subject
R21     test_r21_distance_conditions_fail_when_a_figure_is_off,
        test_r21_moves_involving_an_off_figure_do_nothing,
        test_r21_off_player_plays_next_turn_and_loses_at_its_end
R22     test_r22_blesser_adds_the_subjects_force,
        test_r22_force_never_makes_damage_negative,
        test_r22_shield_pool_absorbs_before_hp_and_recent
R23     test_r23_se_blesser_ignores_force_and_shield,
        test_r23_poison_and_gel_are_not_recent_wounds
R24     test_r24_bloquer_heals_only_recent_wounds,
        test_r24_recent_wounds_reset_at_the_end_of_own_turn
R25     test_r25_effect_bouclier_is_the_pool_of_the_opponents_next_turn,
        test_r25_permanent_bouclier_refreshes_every_opponent_turn,
        test_r25_pool_refreshed_on_an_extra_turn
R26     test_r26_poison_then_check, test_r26_leaving_card_takes_its_poison_before_the_tick,
        test_r26_only_the_active_player_is_checked,
        test_r26_active_player_at_zero_loses, test_r26_resets_after_the_check
R27     test_r27_passer_on_own_turn_counts_the_current_turn,
        test_r27_passer_for_the_opponent_skips_their_next_turns,
        test_r27_rejouer_gives_extra_turns_before_the_opponent,
        test_r27_skipped_turn_keeps_start_and_end_triggers,
        test_r27_skipped_turn_can_lose,
        test_r27_effect_immobilisation_counts_the_victims_turns
R28     test_r28_turn_cap_higher_hp_wins, test_r28_turn_cap_equal_hp_is_a_draw,
        test_r28_extra_and_skipped_turns_count_toward_the_cap,
        test_r28_failed_loss_check_ends_the_game_before_the_cap,
        test_r28_a_player_may_concede
R29     test_r29_a_card_has_its_primary_and_secondary_types,
        test_r29_pool_uses_five_primary_and_seven_secondary_types
"""

from __future__ import annotations

import sys

import pytest

from rules.combat import GAME, EventKind, Kind, Phase
from rules.combat.content import CARDS
from rules.combat.state import CBState
from rules.core import Reason
from rules.kit.hexgrid import Hex
from tests.rules.common import check_coverage_map

from .builder import (
    A,
    B,
    Paused,
    SideSpec,
    act,
    basic,
    build,
    do,
    events,
    intervene,
    move,
    options,
    play,
)

RULE_IDS = [f"R{i}" for i in range(19, 30)]

# The spec's direction table, by the engine's direction index (common brief).
DIRS = {0: (1, 0), 1: (1, -1), 2: (0, -1), 3: (-1, 0), 4: (-1, 1), 5: (0, 1)}
BOARD = {Hex(q, r) for q in range(-3, 4) for r in range(-3, 4) if abs(q + r) <= 3}


def test_coverage_map() -> None:
    names = [n for n in vars(sys.modules[__name__]) if n.startswith("test_")]
    check_coverage_map(__doc__ or "", RULE_IDS, names)


# --- helpers -------------------------------------------------------------------------------


def dist(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def score(d: int, v: tuple[int, int]) -> int:
    """R20's S(d) = 3·Δq·v_q + (2Δr + Δq)·(2v_r + v_q)."""
    dq, dr = DIRS[d]
    return 3 * dq * v[0] + (2 * dr + dq) * (2 * v[1] + v[0])


def reachable(state: CBState, player: str) -> set[Hex]:
    """Every destination ``player`` is offered, through the column split when there is one."""
    opts = options(state, player)
    if opts and opts[0].kind is Kind.COLUMN:
        out: set[Hex] = set()
        for column in opts:
            out |= {o.cell for o in options(do(state, column), player)
                    if o.kind is Kind.MOVE and o.cell is not None}
        return out
    assert all(o.kind is Kind.MOVE for o in opts), opts
    return {o.cell for o in opts if o.cell is not None}


def choose(state: CBState, player: str, cell: tuple[int, int]) -> CBState:
    """Move to ``cell``, picking its column first when the destinations are split."""
    if options(state, player)[0].kind is Kind.COLUMN:
        state = do(state, act(player, Kind.COLUMN, n=cell[0]))
    return do(state, move(player, *cell))


def turn_of(state: CBState) -> tuple[str, int, bool]:
    assert state.turn is not None
    return state.turn.player, state.turn.number, state.turn.extra


def menu_basics(state: CBState, player: str) -> set[str]:
    return {o.arg for o in options(state, player) if o.kind is Kind.BASIC and o.arg}


# --- R19 voluntary movement --------------------------------------------------------------


def test_r19_se_deplacer_reaches_cells_within_n_around_the_other_figure() -> None:
    # Bond (SE_DEPLACER 4) from the corner (0,-3) with B on (0,-2): (0,1) is 4 away only in a
    # straight line through B, so it is out of reach; every other cell within 4 is in.
    s0 = build(SideSpec(cell=(0, -3), hand=["bond", "frappe"]), SideSpec(cell=(0, -2)))
    s1 = do(s0, play(A, "bond"))
    expected = {h for h in BOARD if dist(h, (0, -3)) <= 4} - {Hex(0, -2), Hex(0, 1)}
    assert reachable(s1, A) == expected
    s2 = choose(s1, A, (2, -1))
    assert s2.sides[A].cell == Hex(2, -1)


def test_r19_s_approcher_each_step_lowers_the_distance() -> None:
    s0 = build(SideSpec(cell=(0, -3), hand=["avancee"]), SideSpec(cell=(2, 1)))
    s1 = do(s0, play(A, "avancee"))
    expected = {h for h in BOARD if dist(h, (0, -3)) <= 3
                and dist(h, (2, 1)) == 6 - dist(h, (0, -3))}
    assert reachable(s1, A) == expected
    assert Hex(-1, -2) not in expected  # a step that keeps the distance is never offered
    s2 = choose(s1, A, (1, -1))
    assert s2.sides[A].cell == Hex(1, -1)


def test_r19_s_approcher_stops_next_to_the_opponent() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["avancee"]), SideSpec(cell=(0, 2)))
    s1 = do(s0, play(A, "avancee"))
    assert reachable(s1, A) == {Hex(0, 0), Hex(0, 1)}


def test_r19_s_eloigner_each_step_raises_the_distance() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["degagement"]), SideSpec(cell=(0, 1)))
    s1 = do(s0, play(A, "degagement"))
    expected = {h for h in BOARD if dist(h, (0, 0)) <= 3
                and dist(h, (0, 1)) == 1 + dist(h, (0, 0))}
    assert reachable(s1, A) == expected
    assert Hex(0, -3) in expected and Hex(1, 0) not in expected


def test_r19_no_voluntary_exit_from_a_corner() -> None:
    # Dégagement in the corner with B adjacent: every farther cell is off the board.
    s0 = build(SideSpec(cell=(0, -3), hand=["degagement"]), SideSpec(cell=(0, -2)))
    s1 = do(s0, play(A, "degagement"))
    assert s1.sides[A].cell == Hex(0, -3)
    assert [e.player for e in events(s0, s1, EventKind.NOTHING)] == [A]
    assert turn_of(s1) == (B, 2, False)
    # Déplacement de base from a corner offers only board cells.
    t0 = build(SideSpec(cell=(3, -3)), SideSpec(cell=(0, 3)))
    t1 = do(t0, basic(A, "déplacement"))
    assert reachable(t1, A) == {Hex(3, -3), Hex(2, -3), Hex(2, -2), Hex(3, -2)}


def test_r19_sauter_any_free_cell_within_n() -> None:
    s0 = build(SideSpec(cell=(3, -3), hand=["teletransportation"]), SideSpec(cell=(0, 0)))
    s1 = do(s0, play(A, "teletransportation"))
    assert reachable(s1, A) == BOARD - {Hex(0, 0)}
    s2 = do(do(s1, act(A, Kind.COLUMN, n=-3)), move(A, -3, 3))
    assert s2.sides[A].cell == Hex(-3, 3)
    moved = events(s1, s2, EventKind.MOVED)
    assert [(e.start, e.end) for e in moved] == [(Hex(3, -3), Hex(-3, 3))]


# --- R20 forced movement -------------------------------------------------------------------


def test_r20_pousser_follows_the_highest_score() -> None:
    # Bouffée de chaleur (PORTEE 2, POUSSER 1) against every cell within 2 of A on (0,0).
    tested_ties = unique = 0
    for cell in sorted(h for h in BOARD if 1 <= dist(h, (0, 0)) <= 2):
        scores = {d: score(d, cell) for d in DIRS}
        best = [d for d in DIRS if scores[d] == max(scores.values())]
        s0 = build(SideSpec(cell=(0, 0), hand=["bouffee_de_chaleur"]), SideSpec(cell=cell))
        s1 = do(s0, play(A, "bouffee_de_chaleur"))
        if len(best) == 1:
            unique += 1
            dq, dr = DIRS[best[0]]
            assert s1.sides[B].cell == Hex(cell[0] + dq, cell[1] + dr), cell
            assert dist(cell, (0, 0)) + 1 == dist(s1.sides[B].cell, (0, 0))
            assert s1.sides[B].hp == 18
        else:
            tested_ties += 1
            assert sorted(o.n for o in options(s1, A) if o.kind is Kind.PUSH) == best, cell
    assert (unique, tested_ties) == (12, 6)  # ties: the cells between two straight lines


def test_r20_push_tie_is_chosen_by_the_subject() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["bouffee_de_chaleur"]), SideSpec(cell=(2, -1)))
    s1 = do(s0, play(A, "bouffee_de_chaleur"))
    decision = GAME.decision_for(s1, A)
    assert decision is not None and decision.kind == "push"
    assert {o.n for o in decision.options} == {1, 0}  # NE, SE
    for direction, cell in ((1, Hex(3, -2)), (0, Hex(3, -1))):
        s2 = do(s1, act(A, Kind.PUSH, n=direction))
        assert s2.sides[B].cell == cell and s2.sides[B].hp == 18


def test_r20_push_off_the_board_stops_the_push() -> None:
    # Onde de choc's POUSSER 2 from (0,0) against (0,2): (0,3), then off; B is OFF.
    s0 = build(SideSpec(cell=(0, 0), zone=[Paused("onde_de_choc", at=0)]),
               SideSpec(cell=(0, 2)))
    s1 = do(s0, intervene(A, 1))
    assert s1.sides[B].cell is None
    moved = events(s0, s1, EventKind.MOVED)
    assert [(e.start, e.end, e.how) for e in moved] == [(Hex(0, 2), Hex(0, 3), "pushed")]
    off = events(s0, s1, EventKind.OFF)
    assert [(e.player, e.start) for e in off] == [(B, Hex(0, 3))]


def test_r20_push_moves_an_immobilised_victim() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["choc"], zone=[Paused("prison_de_glace", at=2)]),
               SideSpec(cell=(1, -1), frozen=2))
    s1 = do(s0, play(A, "choc"))
    assert s1.sides[B].cell == Hex(2, -2)


def test_r20_attirer_pulls_strictly_closer_chosen_by_the_subject() -> None:
    s0 = build(SideSpec(cell=(0, -3), hand=["attirance_irresistible"],
                        zone=[Paused("frime", at=1)]), SideSpec(cell=(3, 0)))
    s1 = do(s0, play(A, "attirance_irresistible"))
    assert GAME.decision_for(s1, B) is None
    expected = {h for h in BOARD if dist(h, (3, 0)) == 6 - dist(h, (0, -3))} - {Hex(0, -3)}
    assert reachable(s1, A) == expected
    assert Hex(3, 0) in expected and Hex(1, -3) in expected and Hex(2, 1) not in expected
    s2 = choose(s1, A, (1, -2))
    assert s2.sides[B].cell == Hex(1, -2) and s2.sides[A].cell == Hex(0, -3)
    moved = events(s1, s2, EventKind.MOVED)
    assert [(e.player, e.how) for e in moved] == [(B, "pulled")]


# --- R21 off the board -----------------------------------------------------------------------


@pytest.mark.parametrize("card", ["frappe", "inspiration", "bouffee_de_chaleur"])
def test_r21_distance_conditions_fail_when_a_figure_is_off(card: str) -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=[card]), SideSpec(cell=None))
    s1 = do(s0, play(A, card))
    assert [e.ok for e in events(s0, s1, EventKind.CHECK)] == [False]
    assert s1.sides[B].hp == 20 and s1.sides[A].history == [card]
    # The OFF player's own Attaque de base fails as well.
    s2 = do(s1, basic(B, "attaque"))
    assert [e.ok for e in events(s1, s2, EventKind.CHECK)] == [False]


def test_r21_moves_involving_an_off_figure_do_nothing() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["avancee"]), SideSpec(cell=None))
    s1 = do(s0, play(A, "avancee"))
    assert s1.sides[A].cell == Hex(0, 0)
    assert [e.player for e in events(s0, s1, EventKind.NOTHING)] == [A]
    t0 = build(SideSpec(cell=(0, 0), hand=["attirance_irresistible"],
                        zone=[Paused("frime", at=1)]), SideSpec(cell=None))
    t1 = do(t0, play(A, "attirance_irresistible"))
    assert t1.sides[B].cell is None and events(t0, t1, EventKind.MOVED) == []
    u0 = build(SideSpec(cell=(0, 0), zone=[Paused("onde_de_choc", at=0)]),
               SideSpec(cell=None))
    u1 = do(u0, intervene(A, 1))
    assert u1.sides[B].cell is None and u1.sides[B].hp == 15
    assert events(u0, u1, EventKind.OFF) == []


def test_r21_off_player_plays_next_turn_and_loses_at_its_end() -> None:
    s0 = build(SideSpec(cell=(0, 2), hand=["choc"]), SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "choc"))
    assert s1.sides[B].cell is None and s1.sides[B].hp == 18
    assert s1.phase is Phase.PLAY and turn_of(s1) == (B, 2, False)
    assert "déplacement" in menu_basics(s1, B)
    s2 = do(s1, basic(B, "déplacement"))  # nothing to move: the turn ends
    assert s2.sides[B].cell is None
    loses = events(s1, s2, EventKind.LOSES)
    assert [(e.player, e.reason) for e in loses] == [(B, "off")]
    outcome = GAME.outcome(s2)
    assert outcome is not None and outcome.winners == [A]
    assert outcome.reason is Reason.RING_OUT and GAME.pending(s2) == []


# --- R22-R25 damage, blocking, shields ------------------------------------------------------


def test_r22_blesser_adds_the_subjects_force() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["frappe"], zone=[Paused("fougue", at=1)]),
               SideSpec(cell=(0, 1)))
    s1 = do(s0, play(A, "frappe"))
    assert s1.sides[B].hp == 15 and s1.sides[B].recent == 5


def test_r22_force_never_makes_damage_negative() -> None:
    s0 = build(SideSpec(cell=(0, 0), zone=[Paused("drogue_douce", at=2)]),
               SideSpec(cell=(0, 1), hp=17, recent=3))
    s1 = do(s0, basic(A, "attaque"))
    hurt = events(s0, s1, EventKind.HURT)
    assert [(e.raw, e.absorbed) for e in hurt] == [(0, 0)]
    assert (s1.sides[B].hp, s1.sides[B].recent) == (17, 3)


def test_r22_shield_pool_absorbs_before_hp_and_recent() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["frappe"]),
               SideSpec(cell=(0, 1), zone=[Paused("vigilance", at=1)]))
    s1 = do(s0, play(A, "frappe"))
    assert [(e.raw, e.absorbed) for e in events(s0, s1, EventKind.HURT)] == [(3, 2)]
    assert (s1.sides[B].hp, s1.sides[B].recent) == (19, 1)


def test_r23_se_blesser_ignores_force_and_shield() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["coup_de_tete"], zone=[Paused("fougue", at=1)]),
               SideSpec(cell=(0, 1), zone=[Paused("vigilance", at=1)]))
    s1 = do(s0, play(A, "coup_de_tete"))
    assert (s1.sides[A].hp, s1.sides[A].recent) == (19, 0)
    assert (s1.sides[B].hp, s1.sides[B].recent) == (16, 4)  # 4 + 2 - 2 absorbed


def test_r23_poison_and_gel_are_not_recent_wounds() -> None:
    zone = [Paused("morsure_venimeuse", at=3), Paused("ere_glaciaire", at=2)]
    s0 = build(SideSpec(cell=(0, 0), zone=zone), SideSpec(cell=(0, 3)), active=B)
    s1 = do(s0, basic(B, "déplacement"))
    s2 = do(s1, move(B, 0, 2))  # GEL 1 now, POISON 1 at the end of the turn
    assert (s2.sides[B].hp, s2.sides[B].recent) == (18, 0)
    s3 = do(s2, basic(A, "rhétorique"))
    s4 = do(s3, basic(B, "défense"))
    assert [e.n for e in events(s3, s4, EventKind.HEALED)] == [0]
    assert s4.sides[B].hp == 17  # nothing healed, and the poison ticked again


def test_r24_bloquer_heals_only_recent_wounds() -> None:
    s0 = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 1), hp=12, recent=3,
                                               hand=["esquive", "frappe", "choc"]), active=B)
    s1 = do(s0, basic(B, "défense"))
    assert s1.sides[B].hp == 13 and [e.n for e in events(s0, s1, EventKind.HEALED)] == [1]
    t1 = do(s0, play(B, "esquive"))  # C DEFAUSSER 2 takes both cards, then BLOQUER 6
    assert t1.sides[B].hp == 15 and [e.n for e in events(s0, t1, EventKind.HEALED)] == [3]


def test_r24_recent_wounds_reset_at_the_end_of_own_turn() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["frappe", "frappe"]), SideSpec(cell=(0, 1)))
    s1 = do(s0, play(A, "frappe"))
    assert s1.sides[B].recent == 3  # A's turn ended: B's wounds stay until B's own turn ends
    s2 = do(s1, basic(B, "passif"))
    assert s2.sides[B].recent == 0
    s3 = do(s2, basic(A, "passif"))
    s4 = do(s3, basic(B, "défense"))
    assert s4.sides[B].hp == 17


def test_r25_effect_bouclier_is_the_pool_of_the_opponents_next_turn() -> None:
    # No card has E BOUCLIER: the builder sets A's pending shield as if one resolved.
    s0 = build(SideSpec(cell=(0, 0), pending_shield=2), SideSpec(cell=(0, 1),
                                                                hand=["frappe", "frappe"]))
    assert s0.sides[A].pool == 0
    s1 = do(s0, basic(A, "rhétorique"))
    assert (s1.sides[A].pool, s1.sides[A].pending_shield) == (2, 0)
    s2 = do(s1, play(B, "frappe"))
    assert s2.sides[A].hp == 19 and s2.sides[A].pool == 0
    s3 = do(s2, basic(A, "rhétorique"))
    s4 = do(s3, play(B, "frappe"))  # it lasted one turn only
    assert s4.sides[A].hp == 16


def test_r25_permanent_bouclier_refreshes_every_opponent_turn() -> None:
    s0 = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 1), hand=["defense_de_marbre"],
                                               hp=15, recent=5), active=B)
    s1 = do(s0, play(B, "defense_de_marbre"))  # BLOQUER 3, then P BOUCLIER 1, paused
    assert s1.sides[B].hp == 18 and s1.sides[B].pool == 1
    state = s1
    for _ in range(2):
        state = do(state, basic(A, "attaque"))
        assert state.sides[B].hp == 18
        state = do(state, basic(B, "passif"))
        assert state.sides[B].pool == 1


def test_r25_pool_refreshed_on_an_extra_turn() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["cracher_du_feu", "frappe"]),
               SideSpec(cell=(0, 1), zone=[Paused("vigilance", at=1)]))
    s1 = do(s0, play(A, "cracher_du_feu"))
    assert s1.sides[B].hp == 20 and turn_of(s1) == (A, 2, True)
    assert s1.sides[B].pool == 2  # cleared at the end of the turn, refilled at the start
    s2 = do(s1, play(A, "frappe"))
    assert s2.sides[B].hp == 19


# --- R26 end of the turn -------------------------------------------------------------------


def test_r26_poison_then_check() -> None:
    s0 = build(SideSpec(cell=(0, 0), zone=[Paused("morsure_venimeuse", at=3)]),
               SideSpec(cell=(0, 3), hp=1), active=B)
    s1 = do(s0, basic(B, "passif"))
    kinds = [e.kind for e in events(s0, s1)]
    assert kinds[-3:] == [EventKind.LOST, EventKind.LOSES, EventKind.END]
    assert s1.sides[B].hp == 0
    outcome = GAME.outcome(s1)
    assert outcome is not None and outcome.winners == [A] and outcome.reason is Reason.KO


def test_r26_leaving_card_takes_its_poison_before_the_tick() -> None:
    s0 = build(SideSpec(cell=(0, 0), zone=[Paused("morsure_venimeuse", at=3)]),
               SideSpec(cell=(0, 3), hp=1), active=B)
    s1 = do(s0, intervene(B, 1))
    assert s1.sides[B].hp == 1 and s1.phase is Phase.PLAY
    assert events(s0, s1, EventKind.LOST) == []


def test_r26_only_the_active_player_is_checked() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["frappe"]), SideSpec(cell=(0, 1), hp=2))
    s1 = do(s0, play(A, "frappe"))
    assert s1.sides[B].hp == -1 and s1.phase is Phase.PLAY
    assert events(s0, s1, EventKind.LOSES) == []
    # A at 0 HP (a constructed position) survives the end of B's turn.
    t0 = build(SideSpec(cell=(0, 0), hp=0), SideSpec(cell=(0, 3)), active=B)
    t1 = do(t0, basic(B, "passif"))
    assert t1.phase is Phase.PLAY and turn_of(t1) == (A, 2, False)


def test_r26_active_player_at_zero_loses() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["coup_de_tete"], hp=1), SideSpec(cell=(0, 1)))
    s1 = do(s0, play(A, "coup_de_tete"))
    assert s1.sides[A].hp == 0 and s1.sides[B].hp == 16
    loses = events(s0, s1, EventKind.LOSES)
    assert [(e.player, e.reason, e.hp) for e in loses] == [(A, "hp", 0)]
    outcome = GAME.outcome(s1)
    assert outcome is not None and outcome.winners == [B]


def test_r26_resets_after_the_check() -> None:
    s0 = build(SideSpec(cell=(0, 0), zone=[Paused("vigilance", at=1)]),
               SideSpec(cell=(0, 3), recent=4, hp=16, frozen=2), active=B)
    assert s0.sides[A].pool == 2
    s1 = do(s0, basic(B, "passif"))
    side = s1.sides[B]
    assert (side.recent, side.frozen) == (0, 1)
    assert s1.sides[A].pool == 0


# --- R27 skips and extra turns ---------------------------------------------------------------


def test_r27_passer_on_own_turn_counts_the_current_turn() -> None:
    s0 = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 3)))
    s1 = do(s0, basic(A, "rhétorique"))
    assert [(e.n, e.skip) for e in events(s0, s1, EventKind.PASS)] == [(1, 0)]
    assert s1.sides[A].skip == 0 and turn_of(s1) == (B, 2, False)
    s2 = do(s1, basic(B, "passif"))
    assert turn_of(s2) == (A, 3, False)


def test_r27_passer_for_the_opponent_skips_their_next_turns() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["enigme", "frappe"]), SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "enigme"))
    assert [e.player for e in events(s0, s1, EventKind.SKIPPED)] == [B]
    assert turn_of(s1) == (A, 3, False)
    s2 = do(s1, basic(A, "passif"))
    assert turn_of(s2) == (B, 4, False) and options(s2, B) != []


def test_r27_rejouer_gives_extra_turns_before_the_opponent() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["cracher_du_feu"]), SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "cracher_du_feu"))
    assert s1.sides[B].hp == 19 and turn_of(s1) == (A, 2, True)
    s2 = do(s1, basic(A, "passif"))
    assert turn_of(s2) == (B, 3, False)


def test_r27_skipped_turn_keeps_start_and_end_triggers() -> None:
    zone = [Paused("joutes_verbales", at=1), Paused("morsure_venimeuse", at=3)]
    s0 = build(SideSpec(cell=(0, 0), zone=zone),
               SideSpec(cell=(0, 3), hp=5, skip=1, last_types=["attaque"]))
    s1 = do(s0, basic(A, "rhétorique"))
    kinds = [e.kind for e in events(s0, s1)]
    skipped = kinds.index(EventKind.SKIPPED)
    assert kinds[skipped - 1] == EventKind.DRAW and kinds[skipped + 1] == EventKind.LOST
    assert len(s1.sides[B].hand) == 1 and s1.sides[B].hp == 4
    assert s1.sides[B].last_types == [] and s1.sides[B].skip == 0
    assert turn_of(s1) == (A, 3, False)


def test_r27_skipped_turn_can_lose() -> None:
    s0 = build(SideSpec(cell=(0, 0), zone=[Paused("morsure_venimeuse", at=3)]),
               SideSpec(cell=(0, 3), hp=1, skip=1))
    s1 = do(s0, basic(A, "rhétorique"))
    outcome = GAME.outcome(s1)
    assert outcome is not None and outcome.winners == [A]


def test_r27_effect_immobilisation_counts_the_victims_turns() -> None:
    # Venin paralysant: E IMMOBILISER 2: B's next two turns, then free again.
    s0 = build(SideSpec(cell=(0, 0), hand=["venin_paralysant", "frappe"]),
               SideSpec(cell=(0, 1)))
    s1 = do(s0, play(A, "venin_paralysant"))
    assert s1.sides[B].frozen == 2
    state = s1
    for left in (1, 0):
        assert "déplacement" not in menu_basics(state, B)
        state = do(state, basic(B, "passif"))
        assert state.sides[B].frozen == left
        state = do(state, basic(A, "passif"))
    assert "déplacement" in menu_basics(state, B)


# --- R28 game end ----------------------------------------------------------------------------


def test_r28_turn_cap_higher_hp_wins() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["frappe"]), SideSpec(cell=(0, 1)), turn_cap=3)
    s1 = do(s0, play(A, "frappe"))
    s2 = do(s1, basic(B, "passif"))
    assert s2.phase is Phase.PLAY
    s3 = do(s2, basic(A, "passif"))
    assert [(e.turns, e.hp) for e in events(s2, s3, EventKind.CAP)] == [(3, {A: 20, B: 17})]
    outcome = GAME.outcome(s3)
    assert outcome is not None and outcome.winners == [A] and outcome.reason is Reason.ROUNDS
    assert GAME.pending(s3) == []


def test_r28_turn_cap_equal_hp_is_a_draw() -> None:
    s0 = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 3)), turn_cap=2)
    s1 = do(s0, basic(A, "passif"))
    s2 = do(s1, basic(B, "passif"))
    outcome = GAME.outcome(s2)
    assert outcome is not None and outcome.winners == [] and outcome.reason is Reason.DRAW


def test_r28_extra_and_skipped_turns_count_toward_the_cap() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["cracher_du_feu", "enigme", "frappe"]),
               SideSpec(cell=(0, 3)), turn_cap=3)
    s1 = do(s0, play(A, "cracher_du_feu"))  # turn 1, then A's extra turn 2
    s2 = do(s1, play(A, "enigme"))  # turn 2; B's turn 3 is skipped: the cap
    assert [e.turns for e in events(s1, s2, EventKind.CAP)] == [3]
    outcome = GAME.outcome(s2)
    assert outcome is not None and outcome.winners == [A]


def test_r28_failed_loss_check_ends_the_game_before_the_cap() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["coup_de_tete"], hp=1), SideSpec(cell=(0, 1)),
               turn_cap=1)
    s1 = do(s0, play(A, "coup_de_tete"))
    assert events(s0, s1, EventKind.CAP) == []
    outcome = GAME.outcome(s1)
    assert outcome is not None and outcome.winners == [B] and outcome.reason is Reason.KO


def test_r28_a_player_may_concede() -> None:
    s0 = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 3)))
    outcome = GAME.forfeit(s0, A, "resign")
    assert outcome.winners == [B] and outcome.loser == A and outcome.reason is Reason.RESIGN


# --- R29 types -------------------------------------------------------------------------------


def test_r29_a_card_has_its_primary_and_secondary_types() -> None:
    # VISIBLE attaque: Morsure's primary type.
    s0 = build(SideSpec(cell=(0, 0), hand=["odeur_du_sang"], history=["morsure"]),
               SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "odeur_du_sang"))
    assert GAME.view(s1, None).side(A).force == 2
    # VISIBLE chaud: Cracher du feu is rhétorique with chaud as a secondary type.
    t0 = build(SideSpec(cell=(0, 0), hand=["incendie"], history=["cracher_du_feu"]),
               SideSpec(cell=(0, 2)))
    t1 = do(t0, play(A, "incendie"))
    assert t1.sides[B].hp == 16
    # IGNORANT froid: Défense de marbre (défense, froid) anywhere in the history.
    u0 = build(SideSpec(cell=(0, 0), hand=["brasier_interieur"],
                        history=["defense_de_marbre", "frappe"]), SideSpec(cell=(0, 3)))
    u1 = do(u0, play(A, "brasier_interieur"))
    assert [e.ok for e in events(u0, u1, EventKind.CHECK)] == [False]
    v0 = build(SideSpec(cell=(0, 0), hand=["brasier_interieur"], history=["frappe"]),
               SideSpec(cell=(0, 3)))
    v1 = do(v0, play(A, "brasier_interieur"))
    assert [e.ok for e in events(v0, v1, EventKind.CHECK)] == [True]


def test_r29_pool_uses_five_primary_and_seven_secondary_types() -> None:
    primaries = {"attaque", "défense", "rhétorique", "déplacement", "passif"}
    secondaries = {"lambda", "chaud", "froid", "mental", "séduction", "bestial", "poison"}
    assert {c.type for c in CARDS.values()} == primaries
    assert {t for c in CARDS.values() for t in c.secondary} == secondaries
