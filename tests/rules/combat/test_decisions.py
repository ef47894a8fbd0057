"""Combat decisions D1-D22 (spec section 7) and section 10's timeout defaults
(``GAME.timeout``), each played through the engine.

Coverage map (decision -> tests; ``test_timeout_*`` cover section 10):

D1      test_d1_a_on_the_top_corner_b_on_the_bottom_corner,
        test_d1_axial_directions_of_the_spec_table
D2      test_d2_first_player_is_drawn_at_random, test_d2_no_opening_hand
D3      test_d3_only_the_active_player_is_checked_bloquer_saves,
        test_d3_defense_de_base_at_zero_still_loses
D4      test_d4_voluntary_moves_never_leave_the_board,
        test_d4_an_off_figure_never_returns_and_loses_after_its_turn
D5      test_d5_paused_card_waits_across_several_turns
D6      test_d6_steps_after_an_intervention_are_the_owners,
        test_d6_releasing_onde_de_choc_pushes_the_releaser_off,
        test_d6_owner_decides_a_push_tie_during_the_opponents_turn
D7      test_d7_defausser_intervention_needs_n_cards,
        test_d7_passer_intervention_with_an_empty_hand
D8      test_d8_intervention_passer_costs_only_the_turn,
        test_d8_adv_passer_skips_the_opponents_next_turn
D9      test_d9_extra_turn_has_its_own_triggers_and_loss_check
D10     test_d10_bloquer_only_repairs_blesser
D11     test_d11_pool_lasts_one_opponent_turn_and_refreshes
D12     test_d12_visible_excludes_the_card_itself,
        test_d12_visible_sees_another_card_in_the_zone,
        test_d12_visible_reads_only_the_top_of_the_history
D13     test_d13_discard_shuffled_only_when_a_draw_needs_it
D14     test_d14_hp_has_no_floor, test_d14_hp_ceiling_is_20
D15     test_d15_push_tie_picked_by_the_pusher
D16     test_d16_condition_defausser_with_too_few_cards
D17     test_d17_finished_card_is_visible_to_the_extra_turn
D18     test_d18_basic_stall_ends_at_the_cap
D19     test_d19_pool_has_60_cards
D20     test_d20_at_most_three_copies_of_a_lambda_card
D21     test_d21_no_hand_limit
D22     test_d22_basics_count_for_contre, test_d22_basics_use_force,
        test_d22_basics_forbidden_by_desarmer_and_immobilisation,
        test_d22_basics_never_count_for_visible_or_ignorant
"""

from __future__ import annotations

import sys
from collections import Counter

from rules.combat import GAME, EventKind, Kind, MenuPart, Phase
from rules.combat.content import CARDS
from rules.combat.state import CBState, Options, SavedDeck
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
    options,
    play,
)

RULE_IDS = [f"D{i}" for i in range(1, 23)]

N, NE, SE, S, SW, NW = 2, 1, 0, 5, 4, 3


def test_coverage_map() -> None:
    names = [n for n in vars(sys.modules[__name__]) if n.startswith("test_")]
    check_coverage_map(__doc__ or "", RULE_IDS, names)


def turn_of(state: CBState) -> tuple[str, int, bool]:
    assert state.turn is not None
    return state.turn.player, state.turn.number, state.turn.extra


def started(seed: int) -> CBState:
    state = GAME.setup(["x", "y"], seed)
    for player in state.order:
        state = do(state, act(player, Kind.DECK, arg="croc"))
    return state


def menu_basics(state: CBState, player: str) -> set[str]:
    return {o.arg for o in options(state, player) if o.kind is Kind.BASIC and o.arg}


# --- D1-D4 -----------------------------------------------------------------------------------


def test_d1_a_on_the_top_corner_b_on_the_bottom_corner() -> None:
    for seed in (1, 2, 3):
        state = started(seed)
        a, b = state.order
        assert (state.sides[a].cell, state.sides[b].cell) == (Hex(0, -3), Hex(0, 3))
        assert turn_of(state) == (a, 1, False)
        assert GAME.view(state, None).sides[0].label == "A"


def test_d1_axial_directions_of_the_spec_table() -> None:
    # Choc pushes straight away: from (0,0) each neighbour goes one more cell the same way.
    for d, (dq, dr) in {N: (0, -1), NE: (1, -1), SE: (1, 0), S: (0, 1), SW: (-1, 1),
                        NW: (-1, 0)}.items():
        s0 = build(SideSpec(cell=(0, 0), hand=["choc"]), SideSpec(cell=(dq, dr)))
        s1 = do(s0, play(A, "choc"))
        assert s1.sides[B].cell == Hex(2 * dq, 2 * dr)
        assert [e.direction for e in events(s0, s1, EventKind.MOVED)] == [d]


def test_d2_first_player_is_drawn_at_random() -> None:
    orders = set()
    for seed in range(10):
        state = GAME.setup(["x", "y"], seed)
        seats = [e for e in state.log if e.kind == EventKind.SEATS]
        assert [(e.a, e.b) for e in seats] == [tuple(state.order)]
        orders.add(tuple(state.order))
    assert orders == {("x", "y"), ("y", "x")}


def test_d2_no_opening_hand() -> None:
    state = started(4)
    for p in state.order:
        assert state.sides[p].hand == [] and len(state.sides[p].deck) == 20
    a = state.order[0]
    assert {o.kind for o in options(state, a)} == {Kind.BASIC}
    after = do(state, basic(a, "passif"))
    assert len(after.sides[a].hand) == 1


def test_d3_only_the_active_player_is_checked_bloquer_saves() -> None:
    # CB-2: B at -1 after A's Frappe is not checked; B's Absorption brings B back to 1.
    s0 = build(SideSpec(cell=(0, 0), hand=["frappe"]),
               SideSpec(cell=(0, 1), hp=2, hand=["absorption"]))
    s1 = do(s0, play(A, "frappe"))
    assert (s1.sides[B].hp, s1.sides[B].recent) == (-1, 3) and s1.phase is Phase.PLAY
    s2 = do(s1, play(B, "absorption"))
    assert (s2.sides[B].hp, s2.sides[B].recent) == (1, 0)
    assert s2.sides[B].history == ["absorption"] and turn_of(s2) == (B, 3, True)


def test_d3_defense_de_base_at_zero_still_loses() -> None:
    s0 = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 1), hp=-1, recent=3), active=B)
    s1 = do(s0, basic(B, "défense"))
    assert s1.sides[B].hp == 0
    outcome = GAME.outcome(s1)
    assert outcome is not None and outcome.winners == [A] and outcome.reason is Reason.KO


def test_d4_voluntary_moves_never_leave_the_board() -> None:
    # Bond (SE_DEPLACER 4) from the corner (3,0) with B on (2,0): every board cell within 4
    # but B's and (-1,0) (4 away only through B); nothing beyond the edge.
    s0 = build(SideSpec(cell=(3, 0), hand=["bond", "frappe"]), SideSpec(cell=(2, 0)))
    s1 = do(s0, play(A, "bond"))
    assert all(o.kind is Kind.MOVE for o in options(s1, A))
    cells = {o.cell for o in options(s1, A)}
    board = {Hex(q, r) for q in range(-3, 4) for r in range(-3, 4) if abs(q + r) <= 3}
    near = {h for h in board if max(abs(h.q - 3), abs(h.r), abs(h.q - 3 + h.r)) <= 4}
    assert cells == near - {Hex(2, 0), Hex(-1, 0)}


def test_d4_an_off_figure_never_returns_and_loses_after_its_turn() -> None:
    s0 = build(SideSpec(cell=(0, -2), hand=["attirance_irresistible"],
                        zone=[Paused("frime", at=1)]), SideSpec(cell=None))
    s1 = do(s0, play(A, "attirance_irresistible"))  # pulling an OFF figure does nothing
    assert s1.sides[B].cell is None
    s2 = do(s1, basic(B, "déplacement"))
    assert s2.sides[B].cell is None
    outcome = GAME.outcome(s2)
    assert outcome is not None and outcome.winners == [A]
    assert outcome.reason is Reason.RING_OUT


# --- D5-D9 interventions, passes, extra turns ------------------------------------------------


def test_d5_paused_card_waits_across_several_turns() -> None:
    s0 = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 1), zone=[Paused("vigilance", at=1)],
                                               hand=["frappe"]))
    state = s0
    for _ in range(3):  # three rounds: B's own turns never release it
        assert state.sides[B].pool == 2
        state = do(state, basic(A, "passif"))
        assert intervene(B, 1) in options(state, B)
        state = do(state, basic(B, "passif"))
        assert [(z.card, z.paused) for z in state.sides[B].zone] == [("vigilance", True)]
    assert state.sides[B].history == []


def test_d6_steps_after_an_intervention_are_the_owners() -> None:
    # A's Force counts for Onde de choc's BLESSER 5 even though B released it.
    s0 = build(SideSpec(cell=(0, -3), zone=[Paused("onde_de_choc", at=0),
                                            Paused("fougue", at=1)]),
               SideSpec(cell=(0, 0)), active=B)
    s1 = do(s0, intervene(B, 1))
    hurt = events(s0, s1, EventKind.HURT)
    assert [(e.player, e.by, e.raw) for e in hurt] == [(B, A, 7)]
    assert s1.sides[B].cell == Hex(0, 2)  # pushed S twice, away from A
    assert s1.sides[B].skip == 0 and s1.sides[A].skip == 0


def test_d6_releasing_onde_de_choc_pushes_the_releaser_off() -> None:
    # CB-7: if B performs the I PASSER 1, A's BLESSER 5 and POUSSER 2 follow: B goes off
    # the board during B's own turn and loses at its end.
    s0 = build(SideSpec(cell=(0, -3), zone=[Paused("onde_de_choc", at=0)]),
               SideSpec(cell=(0, 2)), active=B)
    s1 = do(s0, intervene(B, 1))
    assert s1.sides[B].hp == 15 and s1.sides[B].cell is None
    outcome = GAME.outcome(s1)
    assert outcome is not None and outcome.winners == [A]
    assert outcome.reason is Reason.RING_OUT


def test_d6_owner_decides_a_push_tie_during_the_opponents_turn() -> None:
    s0 = build(SideSpec(cell=(-2, 0), zone=[Paused("onde_de_choc", at=0)]),
               SideSpec(cell=(0, -1)), active=B)
    s1 = do(s0, intervene(B, 1))
    assert turn_of(s1) == (B, 1, False)
    decision = GAME.decision_for(s1, A)
    assert decision is not None and decision.kind == "push" and decision.private
    assert {o.n for o in decision.options} == {NE, SE}
    assert GAME.decision_for(s1, B) is None
    s2 = do(s1, act(A, Kind.PUSH, n=NE))
    assert s2.sides[B].cell == Hex(2, -3) and s2.sides[B].hp == 15
    s3 = do(s1, act(A, Kind.PUSH, n=SE))
    assert s3.sides[B].cell == Hex(2, -1)


def test_d7_defausser_intervention_needs_n_cards() -> None:
    zone = [Paused("eveil", at=1)]  # I DEFAUSSER 2
    for hand, allowed in ((["frappe"], False), (["frappe", "choc"], True)):
        s0 = build(SideSpec(cell=(0, 0), zone=zone), SideSpec(cell=(0, 3), hand=hand),
                   active=B)
        assert (intervene(B, 1) in options(s0, B)) is allowed
    # The owner is held to the same count (Éveil's Concentration draws one at A's start).
    for hand, allowed in (([], False), (["choc"], True)):
        s0 = build(SideSpec(cell=(0, 0), zone=zone, hand=hand, deck=["frappe"]),
                   SideSpec(cell=(0, 3)))
        assert len(s0.sides[A].hand) == len(hand) + 1
        assert (intervene(A, 1) in options(s0, A)) is allowed


def test_d7_passer_intervention_with_an_empty_hand() -> None:
    s0 = build(SideSpec(cell=(0, 0), zone=[Paused("miasmes", at=2)]), SideSpec(cell=(0, 3)),
               active=B)
    assert GAME.view(s0, None).side(B).poison == 2
    s1 = do(s0, intervene(B, 1))
    assert s1.sides[A].history == ["miasmes"] and s1.sides[B].hp == 20
    assert turn_of(s1) == (A, 2, False)


def test_d8_intervention_passer_costs_only_the_turn() -> None:
    # A releases its own Repos: I PASSER 1, C DISTANCE 2, E PIOCHER 5, and plays next turn.
    s0 = build(SideSpec(cell=(0, -3), zone=[Paused("repos", at=0)]), SideSpec(cell=(0, 3)))
    s1 = do(s0, intervene(A, 1))
    assert len(s1.sides[A].hand) == 5 and s1.sides[A].skip == 0
    s2 = do(s1, basic(B, "passif"))
    assert turn_of(s2) == (A, 3, False)
    assert events(s0, s2, EventKind.SKIPPED) == []


def test_d8_adv_passer_skips_the_opponents_next_turn() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["enigme", "frappe"]), SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "enigme"))
    assert [(e.player, e.skip) for e in events(s0, s1, EventKind.PASS)] == [(B, 1)]
    turns = [(e.player, e.number) for e in events(s0, s1, EventKind.TURN)]
    assert turns == [(B, 2), (A, 3)]


def test_d9_extra_turn_has_its_own_triggers_and_loss_check() -> None:
    # A, poisoned by B's Morsure venimeuse, plays Absorption at 2 HP: the poison ticks at the
    # end of the turn and again at the end of the extra turn, which A loses.
    s0 = build(SideSpec(cell=(0, 0), hp=2, hand=["absorption"], zone=[Paused("eveil", at=1)],
                        deck=["frappe", "choc", "impro"]),
               SideSpec(cell=(0, 3), zone=[Paused("morsure_venimeuse", at=3)]))
    assert s0.sides[A].hand == ["absorption", "impro"]  # Éveil drew at the start
    s1 = do(s0, play(A, "absorption"))
    assert turn_of(s1) == (A, 2, True) and s1.sides[A].hp == 1
    assert s1.sides[A].hand == ["impro", "choc"]  # the extra turn's own Concentration
    s2 = do(s1, basic(A, "passif"))
    assert s2.sides[A].hp == 0
    outcome = GAME.outcome(s2)
    assert outcome is not None and outcome.winners == [B]


# --- D10-D17 -------------------------------------------------------------------------------


def test_d10_bloquer_only_repairs_blesser() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["coup_de_tete"]), SideSpec(cell=(0, 1)))
    s1 = do(s0, play(A, "coup_de_tete"))  # A loses 1 to SE_BLESSER
    s2 = do(s1, basic(B, "passif"))
    s3 = do(s2, basic(A, "défense"))
    assert s3.sides[A].hp == 19
    assert [e.n for e in events(s2, s3, EventKind.HEALED)] == [0]


def test_d11_pool_lasts_one_opponent_turn_and_refreshes() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["frappe"]),
               SideSpec(cell=(0, 1), zone=[Paused("vigilance", at=1)]))
    s1 = do(s0, basic(A, "passif"))  # the pool of 2 goes unused
    s2 = do(s1, basic(B, "passif"))
    assert s2.sides[B].pool == 2  # refreshed, not 4
    s3 = do(s2, play(A, "frappe"))
    assert s3.sides[B].hp == 19


def test_d12_visible_excludes_the_card_itself() -> None:
    # CB-14: with Frappe on top, Incendie's own chaud type does not count.
    s0 = build(SideSpec(cell=(0, 0), hand=["incendie", "boule_de_feu", "frappe"],
                        history=["frappe"]), SideSpec(cell=(0, 2)))
    s1 = do(s0, play(A, "incendie"))
    assert s1.sides[B].hp == 18 and s1.sides[A].history == ["frappe", "incendie"]
    s2 = do(s1, basic(B, "passif"))
    s3 = do(s2, play(A, "boule_de_feu"))  # its C DEFAUSSER 1 takes the last card, Frappe
    assert s3.sides[A].discard == ["frappe"]
    assert s3.sides[B].hp == 12  # 4, then 2 more: Incendie on top is chaud


def test_d12_visible_sees_another_card_in_the_zone() -> None:
    # Ère glaciaire (C VISIBLE froid) is froid itself: it needs another froid card.
    alone = build(SideSpec(cell=(0, 0), hand=["ere_glaciaire"]), SideSpec(cell=(0, 3)))
    s1 = do(alone, play(A, "ere_glaciaire"))
    assert [e.ok for e in events(alone, s1, EventKind.CHECK)] == [False]
    helped = build(SideSpec(cell=(0, 0), hand=["ere_glaciaire"],
                            zone=[Paused("prison_de_glace", at=2)]), SideSpec(cell=(0, 3)))
    t1 = do(helped, play(A, "ere_glaciaire"))
    assert [e.ok for e in events(helped, t1, EventKind.CHECK)] == [True]
    assert GAME.view(t1, None).side(A).gel == 1


def test_d12_visible_reads_only_the_top_of_the_history() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["incendie"], history=["meteorite", "frappe"]),
               SideSpec(cell=(0, 2)))
    s1 = do(s0, play(A, "incendie"))
    assert s1.sides[B].hp == 18


def test_d13_discard_shuffled_only_when_a_draw_needs_it() -> None:
    s0 = build(SideSpec(cell=(0, 0), deck=["frappe"], discard=["choc", "impro", "bond"]),
               SideSpec(cell=(0, 3)))
    s1 = do(s0, basic(A, "passif"))
    assert s1.sides[A].deck == [] and len(s1.sides[A].discard) == 3
    assert [e.reshuffled for e in events(s0, s1, EventKind.DRAW)] == [0]
    s2 = do(s1, basic(B, "passif"))
    s3 = do(s2, basic(A, "passif"))
    assert (len(s3.sides[A].deck), len(s3.sides[A].discard)) == (2, 0)
    assert [e.reshuffled for e in events(s2, s3, EventKind.DRAW)] == [3]


def test_d14_hp_has_no_floor() -> None:
    s0 = build(SideSpec(cell=(0, -3), hand=["meteorite", "frappe"]),
               SideSpec(cell=(0, 3), hp=1))
    s1 = do(s0, play(A, "meteorite"))
    assert s1.sides[B].hp == -5 and s1.phase is Phase.PLAY


def test_d14_hp_ceiling_is_20() -> None:
    # Unreachable through play (HP plus recent wounds never pass 20): a built position.
    s0 = build(SideSpec(cell=(0, 0), hand=["esquive", "frappe", "choc"], hp=17, recent=6),
               SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "esquive"))
    assert s1.sides[A].hp == 20


def test_d15_push_tie_picked_by_the_pusher() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["bouffee_de_chaleur"]), SideSpec(cell=(1, 1)))
    s1 = do(s0, play(A, "bouffee_de_chaleur"))
    decision = GAME.decision_for(s1, A)
    assert decision is not None and {o.n for o in decision.options} == {SE, S}
    assert GAME.decision_for(s1, B) is None
    s2 = do(s1, act(A, Kind.PUSH, n=S))
    assert s2.sides[B].cell == Hex(1, 2)


def test_d16_condition_defausser_with_too_few_cards() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["esquive", "frappe"], hp=14, recent=6),
               SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "esquive"))
    side = s1.sides[A]
    assert side.hand == [] and side.discard == ["frappe"] and side.hp == 14
    assert side.history == ["esquive"]


def test_d17_finished_card_is_visible_to_the_extra_turn() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["cracher_du_feu", "incendie"]),
               SideSpec(cell=(0, 2)))
    s1 = do(s0, play(A, "cracher_du_feu"))
    assert s1.sides[A].history == ["cracher_du_feu"] and turn_of(s1) == (A, 2, True)
    s2 = do(s1, play(A, "incendie"))
    assert s2.sides[B].hp == 15  # 1 + 2 + 2: VISIBLE chaud saw Cracher du feu


# --- D18-D22 -------------------------------------------------------------------------------


def test_d18_basic_stall_ends_at_the_cap() -> None:
    assert Options().turn_cap == 200 and GAME.view(started(1), None).turn_cap == 200
    state = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 1)))
    for _ in range(199):
        assert state.turn is not None
        state = do(state, basic(state.turn.player, "rhétorique"))
    assert state.phase is Phase.PLAY and turn_of(state) == (B, 200, False)
    state = do(state, basic(B, "attaque"))
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [B]
    assert outcome.scores == {A: 19, B: 20}


def test_d19_pool_has_60_cards() -> None:
    assert len(CARDS) == 60
    assert sum("lambda" in c.secondary for c in CARDS.values()) == 15
    families = Counter(t for c in CARDS.values() for t in c.secondary if t != "lambda")
    assert families == {"chaud": 7, "froid": 8, "mental": 8, "séduction": 7, "bestial": 10,
                        "poison": 5}
    seed_card = CARDS["morsure_venimeuse"]
    assert [str(s) for s in seed_card.steps] == ["C DEFAUSSER 1", "E BLESSER 2",
                                                 "P POISON 1", "I PIOCHER 1"]


def test_d20_at_most_three_copies_of_a_lambda_card() -> None:
    others = ["meteorite", "incendie", "boule_de_feu", "bouffee_de_chaleur", "evaporation",
              "cracher_du_feu", "brasier_interieur", "teletransportation", "repos",
              "onde_de_choc"]
    three = tuple(others + ["frappe"] * 3 + ["choc"] * 3 + ["impro"] * 3 + ["bond"])
    four = tuple(others + ["frappe"] * 4 + ["choc"] * 3 + ["impro"] * 3)
    saved = {"x": [SavedDeck(name="three", cards=three), SavedDeck(name="four", cards=four)]}
    s0 = GAME.setup(["x", "y"], 1, Options(saved=saved))
    assert [o.arg for o in options(s0, "x")][4:] == ["saved:0"]


def test_d21_no_hand_limit() -> None:
    hand = ["drogue_douce"] + ["frappe"] * 19
    s0 = build(SideSpec(cell=(0, 0), hand=hand), SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "drogue_douce"))
    assert len(s1.sides[A].hand) == 23
    s2 = do(s1, basic(B, "passif"))
    # 23 cards and the basics pass 25 options: the turn menu is split (section 10).
    s3 = do(do(s2, act(A, Kind.MENU, arg=MenuPart.BASIC)), basic(A, "passif"))
    assert len(s3.sides[A].hand) == 24


def test_d22_basics_count_for_contre() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["riposte"]), SideSpec(cell=(0, 1)), active=B)
    s1 = do(s0, basic(B, "attaque"))
    assert s1.sides[A].hp == 19
    s2 = do(s1, play(A, "riposte"))
    assert [e.ok for e in events(s1, s2, EventKind.CHECK)] == [True, True]
    assert s2.sides[A].hp == 20 and s2.sides[B].hp == 18
    # After Défense de base instead, CONTRE attaque fails.
    t1 = do(s0, basic(B, "défense"))
    t2 = do(t1, play(A, "riposte"))
    assert [e.ok for e in events(t1, t2, EventKind.CHECK)] == [False]


def test_d22_basics_use_force() -> None:
    s0 = build(SideSpec(cell=(0, 0), zone=[Paused("fougue", at=1)]), SideSpec(cell=(0, 1)))
    s1 = do(s0, basic(A, "attaque"))
    assert s1.sides[B].hp == 17


def test_d22_basics_forbidden_by_desarmer_and_immobilisation() -> None:
    s0 = build(SideSpec(cell=(0, 0), zone=[Paused("petrification", at=3)]),
               SideSpec(cell=(0, 1)), active=B)
    assert menu_basics(s0, B) == {"défense", "passif", "rhétorique"}


def test_d22_basics_never_count_for_visible_or_ignorant() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["odeur_du_sang"]), SideSpec(cell=(0, 1)),
               active=B)
    s1 = do(s0, basic(B, "passif"))
    s2 = do(s1, basic(A, "attaque"))
    s3 = do(s2, basic(B, "passif"))
    s4 = do(s3, play(A, "odeur_du_sang"))  # VISIBLE attaque: Attaque de base left no card
    assert [e.ok for e in events(s3, s4, EventKind.CHECK)] == [False]
    t0 = build(SideSpec(cell=(0, 0), hand=["miasmes"]), SideSpec(cell=(0, 3)), active=B)
    t1 = do(t0, basic(B, "passif"))
    t2 = do(t1, basic(A, "défense"))
    t3 = do(t2, basic(B, "passif"))
    t4 = do(t3, play(A, "miasmes"))  # IGNORANT défense holds after Défense de base
    assert [e.ok for e in events(t3, t4, EventKind.CHECK)] == [True]


# --- section 10: timeouts ----------------------------------------------------------------


def test_timeout_clocks_follow_section_10() -> None:
    decks = GAME.pending(GAME.setup(["x", "y"], 1))
    assert [d.timer for d in decks] == [120, 120]
    s0 = build(SideSpec(cell=(0, 0), hand=["bouffee_de_chaleur", "frappe", "impro"]),
               SideSpec(cell=(2, -1)))
    turn = GAME.decision_for(s0, A)
    assert turn is not None and turn.timer is None and turn.private  # the match's pace
    tie = GAME.decision_for(do(s0, play(A, "bouffee_de_chaleur")), A)
    assert tie is not None and (tie.kind, tie.timer) == ("push", 30)
    t0 = build(SideSpec(cell=(0, -1), hand=["morsure_venimeuse", "frappe", "choc"]),
               SideSpec(cell=(0, 2)))
    pick = GAME.decision_for(do(t0, play(A, "morsure_venimeuse")), A)
    assert pick is not None and (pick.kind, pick.timer) == ("discard", 60)
    u0 = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 3)))
    where = GAME.decision_for(do(u0, basic(A, "déplacement")), A)
    assert where is not None and (where.kind, where.timer) == ("move", 60)


def test_timeout_deck_choice_is_a_random_starter() -> None:
    picked = set()
    for seed in range(8):
        s0 = GAME.setup(["x", "y"], seed)
        s1 = GAME.timeout(s0, "x")
        ready = [e for e in events(s0, s1, EventKind.DECK_READY, viewer="x") if e.deck]
        assert len(ready) == 1 and ready[0].random
        assert ready[0].deck in {"flamme", "givre", "croc", "charmeur"}
        picked.add(ready[0].deck)
    assert len(picked) >= 2


def test_timeout_turn_plays_rhetorique_de_base() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["frappe"]), SideSpec(cell=(0, 1)))
    s1 = GAME.timeout(s0, A)
    assert [e.basic for e in events(s0, s1, EventKind.BASIC)] == ["rhétorique"]
    assert s1.sides[B].hp == 20 and turn_of(s1) == (B, 2, False)
    # Inside the card part of a split menu, too.
    hand = sorted(c for c in CARDS if CARDS[c].type in ("passif", "rhétorique"))[:21]
    t0 = build(SideSpec(cell=(0, 0), hand=hand), SideSpec(cell=(0, 3)))
    t1 = do(t0, act(A, Kind.MENU, arg=MenuPart.CARD))
    t2 = GAME.timeout(t1, A)
    assert [e.basic for e in events(t1, t2, EventKind.BASIC)] == ["rhétorique"]
    assert len(t2.sides[A].hand) == 21


def test_timeout_discard_picks_random_cards() -> None:
    hand = ["esquive", "frappe", "choc", "impro", "bond", "fougue"]
    picks = set()
    for seed in range(8):
        s0 = build(SideSpec(cell=(0, 0), hand=hand), SideSpec(cell=(0, 3)), seed=seed)
        s1 = do(s0, play(A, "esquive"))
        s2 = GAME.timeout(s1, A)
        gone = s2.sides[A].discard
        assert len(gone) == 2 and len(set(gone)) == 2 and set(gone) <= set(hand[1:])
        assert Counter(s2.sides[A].hand) + Counter(gone) == Counter(hand[1:])
        assert turn_of(s2) == (B, 2, False)
        picks.add(frozenset(gone))
    assert len(picks) >= 3


def test_timeout_forced_discard_of_the_non_active_player() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["insulte"]),
               SideSpec(cell=(0, 3), hand=["frappe", "choc", "impro"]))
    s1 = do(s0, play(A, "insulte"))
    s2 = GAME.timeout(s1, B)
    assert len(s2.sides[B].discard) == 1 and len(s2.sides[B].hand) == 2
    assert turn_of(s2) == (A, 2, True)


def test_timeout_move_follows_n_ne_se_s_sw_nw() -> None:
    # Bond (SE_DEPLACER 4) from (0,0) with B on (0,-2): N, then N is B so NE, then N, then
    # N and NE leave the board so SE: (2,-3).
    s0 = build(SideSpec(cell=(0, 0), hand=["bond", "frappe"]), SideSpec(cell=(0, -2)))
    s1 = do(s0, play(A, "bond"))
    s2 = GAME.timeout(s1, A)
    assert s2.sides[A].cell == Hex(2, -3)
    # Déplacement de base with B to the north: NE.
    u0 = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, -1)))
    u2 = GAME.timeout(do(u0, basic(A, "déplacement")), A)
    assert u2.sides[A].cell == Hex(1, -1)
    # Avancée (S_APPROCHER 3) from (0,-3) to B on (2,1): SE, SE, then S.
    t0 = build(SideSpec(cell=(0, -3), hand=["avancee"]), SideSpec(cell=(2, 1)))
    t1 = do(t0, play(A, "avancee"))
    t2 = GAME.timeout(t1, A)
    assert t2.sides[A].cell == Hex(2, -2)


def test_timeout_sauter_and_attirer_stay() -> None:
    s0 = build(SideSpec(cell=(0, -3), hand=["teletransportation"]), SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "teletransportation"))
    s2 = GAME.timeout(s1, A)
    assert s2.sides[A].cell == Hex(0, -3) and turn_of(s2) == (B, 2, False)
    t0 = build(SideSpec(cell=(0, -3), hand=["attirance_irresistible"],
                        zone=[Paused("frime", at=1)]), SideSpec(cell=(0, 3)))
    t1 = do(t0, play(A, "attirance_irresistible"))
    t2 = GAME.timeout(t1, A)
    assert t2.sides[B].cell == Hex(0, 3) and turn_of(t2) == (B, 2, False)


def test_timeout_push_tie_takes_the_first_in_n_ne_se_s_sw_nw_order() -> None:
    # Ties from (0,0): N/NW at (-1,-1) -> N; NE/SE at (2,-1) -> NE; S/SW at (-1,2) -> S.
    for cell, pushed in (((-1, -1), (-1, -2)), ((2, -1), (3, -2)), ((-1, 2), (-1, 3))):
        s0 = build(SideSpec(cell=(0, 0), hand=["bouffee_de_chaleur"]), SideSpec(cell=cell))
        s1 = do(s0, play(A, "bouffee_de_chaleur"))
        assert len(options(s1, A)) == 2
        s2 = GAME.timeout(s1, A)
        assert s2.sides[B].cell == Hex(*pushed), cell


def test_timeout_dissiper_takes_the_most_recently_played_card() -> None:
    for first, second in (("vigilance", "fougue"), ("fougue", "vigilance")):
        s0 = build(SideSpec(cell=(0, 0), hand=["antidote"]),
                   SideSpec(cell=(0, 3), hand=[first, second, "frappe", "choc"]), active=B)
        s1 = do(s0, play(B, first))
        s2 = do(s1, basic(A, "passif"))
        s3 = do(s2, play(B, second))
        s4 = do(s3, play(A, "antidote"))
        decision = GAME.decision_for(s4, A)
        assert decision is not None and (decision.kind, decision.timer) == ("dissipate", 60)
        s5 = GAME.timeout(s4, A)
        assert s5.sides[B].history == [second]
        assert [z.card for z in s5.sides[B].zone] == [first]
