"""Combat rule-by-rule tests, part 2: spec R12-R18 (step kinds, finishing, interventions,
permanents, performer/subject/victim, drawing, discarding).

Positions come from ``builder.build``; every action goes through ``GAME.apply`` (``do``).

Coverage map (rule -> tests):

R12     test_r12_failed_condition_sends_the_card_to_history_at_once,
        test_r12_failed_condition_of_a_basic_just_ends_the_turn,
        test_r12_failed_condition_after_effects_keeps_them,
        test_r12_effect_does_as_much_as_possible,
        test_r12_permanent_is_active_while_the_card_is_in_the_zone,
        test_r12_intervention_pauses_the_card_and_ends_the_turn
R13     test_r13_finished_card_goes_on_top_of_the_history_at_once,
        test_r13_permanents_end_when_the_card_finishes
R14     test_r14_a_paused_card_waits_and_nothing_is_automatic,
        test_r14_either_player_may_perform_a_paused_step,
        test_r14_defausser_intervention_needs_n_cards_in_hand,
        test_r14_other_interventions_are_always_performable,
        test_r14_resolution_continues_for_the_owner,
        test_r14_intervention_last_types_are_the_cards_types
R15     test_r15_permanents_above_a_paused_step_stay_active,
        test_r15_permanents_after_a_failed_condition_are_not_active,
        test_r15_effects_of_one_type_add_up
R16     test_r16_intervention_step_performer_is_the_intervener,
        test_r16_adv_effect_subject_is_the_opponent,
        test_r16_adv_permanents_belong_to_the_opponent,
        test_r16_tous_gel_costs_both_players, test_r16_tous_concentration_draws_for_both,
        test_r16_adv_defausser_is_chosen_by_the_discarding_player,
        test_r16_victim_is_the_subjects_opponent
R17     test_r17_a_draw_takes_the_top_card,
        test_r17_empty_deck_reshuffles_the_discard,
        test_r17_reshuffle_in_the_middle_of_a_draw,
        test_r17_rest_of_draw_lost_when_deck_and_discard_are_empty
R18     test_r18_discarding_player_chooses_and_cards_go_face_down,
        test_r18_effect_discards_what_the_hand_holds,
        test_r18_condition_with_too_few_cards_discards_all_and_fails,
        test_r18_the_card_being_played_does_not_count,
        test_r18_condition_discards_several_cards_one_at_a_time
"""

from __future__ import annotations

import sys
from collections import Counter

from rules.combat import GAME, EventKind, Kind
from rules.combat.state import CBState
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
    discard,
    do,
    events,
    intervene,
    options,
    play,
)

RULE_IDS = [f"R{i}" for i in range(12, 19)]


def test_coverage_map() -> None:
    names = [n for n in vars(sys.modules[__name__]) if n.startswith("test_")]
    check_coverage_map(__doc__ or "", RULE_IDS, names)


OTHER = {A: B, B: A}


def turn_of(state: CBState) -> tuple[str, int]:
    assert state.turn is not None
    return state.turn.player, state.turn.number


def kinds(before: CBState, after: CBState) -> list[str]:
    return [e.kind for e in events(before, after)]


def force(state: CBState, player: str) -> int:
    return GAME.view(state, None).side(player).force


# --- R12 step kinds --------------------------------------------------------------------------


def test_r12_failed_condition_sends_the_card_to_history_at_once() -> None:
    # Boule de feu at distance 1: C DISTANCE 2 fails; its C DEFAUSSER 1 is never reached.
    s0 = build(SideSpec(cell=(0, 0), hand=["boule_de_feu", "frappe"]), SideSpec(cell=(0, 1)))
    s1 = do(s0, play(A, "boule_de_feu"))
    assert kinds(s0, s1) == [EventKind.PLAYED, EventKind.CHECK, EventKind.FINISHED,
                             EventKind.TURN]
    finished = events(s0, s1, EventKind.FINISHED)[0]
    assert finished.failed and finished.card == "boule_de_feu"
    side = s1.sides[A]
    assert side.history == ["boule_de_feu"] and side.zone == []
    assert side.hand == ["frappe"] and side.discard == []
    assert s1.sides[B].hp == 20 and turn_of(s1) == (B, 2)


def test_r12_failed_condition_of_a_basic_just_ends_the_turn() -> None:
    s0 = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 2)))
    s1 = do(s0, basic(A, "attaque"))
    assert kinds(s0, s1) == [EventKind.BASIC, EventKind.CHECK, EventKind.TURN]
    assert s1.sides[A].history == [] and s1.sides[B].hp == 20 and turn_of(s1) == (B, 2)


def test_r12_failed_condition_after_effects_keeps_them() -> None:
    # Incendie: DISTANCE 2 holds, BLESSER 2 lands, VISIBLE chaud fails: no second BLESSER.
    s0 = build(SideSpec(cell=(0, 0), hand=["incendie"]), SideSpec(cell=(0, 2)))
    s1 = do(s0, play(A, "incendie"))
    assert [e.ok for e in events(s0, s1, EventKind.CHECK)] == [True, False]
    assert s1.sides[B].hp == 18 and s1.sides[A].history == ["incendie"]


def test_r12_effect_does_as_much_as_possible() -> None:
    # Évaporation: BLOQUER 6 with 2 recent wounds heals 2; DEFAUSSER 4 with 1 card discards 1.
    s0 = build(SideSpec(cell=(0, 0), hand=["evaporation", "frappe"], hp=15, recent=2),
               SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "evaporation"))
    side = s1.sides[A]
    assert side.hp == 17 and side.recent == 0
    assert side.hand == [] and side.discard == ["frappe"]
    assert side.history == ["evaporation"]
    assert [e.n for e in events(s0, s1, EventKind.HEALED)] == [2]


def test_r12_permanent_is_active_while_the_card_is_in_the_zone() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["fougue", "frappe"]), SideSpec(cell=(0, 1)))
    s1 = do(s0, play(A, "fougue"))
    assert force(s1, A) == 2
    s2 = do(s1, basic(B, "passif"))
    s3 = do(s2, basic(A, "attaque"))
    assert s3.sides[B].hp == 17  # 1 + Force 2
    s4 = do(s3, basic(B, "passif"))
    s5 = do(s4, intervene(A, 1))  # A releases it: one card in hand, discarded at once
    assert s5.sides[A].history == ["fougue"] and force(s5, A) == 0
    s6 = do(s5, basic(B, "passif"))
    s7 = do(s6, basic(A, "attaque"))
    assert s7.sides[B].hp == 16


def test_r12_intervention_pauses_the_card_and_ends_the_turn() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["vigilance", "frappe"]), SideSpec(cell=(0, 1)))
    s1 = do(s0, play(A, "vigilance"))
    assert kinds(s0, s1) == [EventKind.PLAYED, EventKind.PAUSED, EventKind.TURN,
                             EventKind.SHIELD]  # B's turn starts: A's Vigilance pool
    zone = s1.sides[A].zone
    assert [(z.card, z.at, z.paused) for z in zone] == [("vigilance", 1, True)]
    assert s1.sides[A].hand == ["frappe"]  # the I DEFAUSSER 1 was not done
    assert turn_of(s1) == (B, 2)


# --- R13 finishing -------------------------------------------------------------------------


def test_r13_finished_card_goes_on_top_of_the_history_at_once() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["absorption"], history=["frappe"], recent=2,
                        hp=18), SideSpec(cell=(0, 1)))
    s1 = do(s0, play(A, "absorption"))
    ks = kinds(s0, s1)
    assert ks.index(EventKind.FINISHED) < ks.index(EventKind.TURN)
    assert s1.sides[A].history == ["frappe", "absorption"] and s1.sides[A].zone == []
    assert turn_of(s1) == (A, 2)  # the extra turn already sees it on top


def test_r13_permanents_end_when_the_card_finishes() -> None:
    # B releases A's Complimenter la musculature: B's Force 1 and A's Charme 3 end with it.
    s0 = build(SideSpec(cell=(0, 0), zone=[Paused("complimenter_musculature", at=2)]),
               SideSpec(cell=(0, 1), hand=["frappe", "impro"]), active=B)
    view = GAME.view(s0, None)
    assert (view.side(B).force, view.side(A).charme) == (1, 3)
    s1 = do(s0, intervene(B, 1))
    s2 = do(s1, discard(B, "impro"))
    view = GAME.view(s2, None)
    assert (view.side(B).force, view.side(A).charme) == (0, 0)
    assert s2.sides[A].history == ["complimenter_musculature"]


# --- R14 interventions -----------------------------------------------------------------------


def test_r14_a_paused_card_waits_and_nothing_is_automatic() -> None:
    s0 = build(SideSpec(cell=(0, -3), zone=[Paused("morsure_venimeuse", at=3)]),
               SideSpec(cell=(0, 3)))
    state = s0
    for _ in range(4):  # two turns of each player
        assert state.turn is not None
        state = do(state, basic(state.turn.player, "rhétorique"))
        zone = state.sides[A].zone
        assert [(z.card, z.at, z.paused) for z in zone] == [("morsure_venimeuse", 3, True)]
    assert state.sides[A].history == [] and state.sides[B].hand == []


def test_r14_either_player_may_perform_a_paused_step() -> None:
    zone = [Paused("morsure_venimeuse", at=3)]
    for player, active in ((A, A), (B, B)):
        s0 = build(SideSpec(cell=(0, -3), zone=zone), SideSpec(cell=(0, 3)), active=active)
        assert intervene(player, 1) in options(s0, player)
        s1 = do(s0, intervene(player, 1))
        assert len(s1.sides[player].hand) == 1  # the performer draws (R16)
        assert len(s1.sides[OTHER[player]].hand) == 0
        assert s1.sides[A].history == ["morsure_venimeuse"]


def test_r14_defausser_intervention_needs_n_cards_in_hand() -> None:
    zone = [Paused("prison_de_glace", at=2)]  # I DEFAUSSER 2
    one = build(SideSpec(cell=(0, 0), zone=zone), SideSpec(cell=(0, 3), hand=["frappe"]),
                active=B)
    assert intervene(B, 1) not in options(one, B)
    two = build(SideSpec(cell=(0, 0), zone=zone),
                SideSpec(cell=(0, 3), hand=["frappe", "choc"]), active=B)
    s1 = do(two, intervene(B, 1))
    assert s1.sides[B].hand == [] and Counter(s1.sides[B].discard) == Counter(["frappe",
                                                                              "choc"])
    assert s1.sides[A].history == ["prison_de_glace"]


def test_r14_other_interventions_are_always_performable() -> None:
    # I PIOCHER 1 with nothing to draw anywhere: still allowed, the draw is lost.
    s0 = build(SideSpec(cell=(0, -3), zone=[Paused("morsure_venimeuse", at=3)]),
               SideSpec(cell=(0, 3), deck=[]), active=B)
    s1 = do(s0, intervene(B, 1))
    assert s1.sides[B].hand == []
    assert [(e.n, e.asked) for e in events(s0, s1, EventKind.DRAW)] == [(0, 1)]
    assert s1.sides[A].history == ["morsure_venimeuse"]


def test_r14_resolution_continues_for_the_owner() -> None:
    # B performs Onde de choc's I PASSER 1: BLESSER 5 and POUSSER 2 are A's (D6).
    s0 = build(SideSpec(cell=(0, -3), zone=[Paused("onde_de_choc", at=0)]),
               SideSpec(cell=(0, 1)), active=B)
    s1 = do(s0, intervene(B, 1))
    hurt = events(s0, s1, EventKind.HURT)
    assert [(e.player, e.by, e.raw) for e in hurt] == [(B, A, 5)]
    assert s1.sides[B].hp == 15 and s1.sides[B].cell == Hex(0, 3)
    assert s1.sides[B].skip == 0 and s1.sides[A].history == ["onde_de_choc"]
    assert turn_of(s1) == (A, 2)


def test_r14_intervention_last_types_are_the_cards_types() -> None:
    s0 = build(SideSpec(cell=(0, 0), zone=[Paused("vigilance", at=1)]),
               SideSpec(cell=(0, 3), hand=["frappe"], last_types=["attaque"]), active=B)
    s1 = do(s0, intervene(B, 1))
    assert set(s1.sides[B].last_types) == {"défense", "lambda"}


# --- R15 permanents --------------------------------------------------------------------------


def test_r15_permanents_above_a_paused_step_stay_active() -> None:
    s0 = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 1), zone=[Paused("vigilance", at=1)]))
    state = s0
    for _ in range(2):  # two of A's turns: each time B's pool is 2 and absorbs 1
        assert state.sides[B].pool == 2
        state = do(state, basic(A, "attaque"))
        assert state.sides[B].hp == 20
        state = do(state, basic(B, "passif"))


def test_r15_permanents_after_a_failed_condition_are_not_active() -> None:
    # Pétrification with no other card: C DEFAUSSER 1 fails; no IMMOBILISER, no DESARMER.
    s0 = build(SideSpec(cell=(0, 0), hand=["petrification"]),
               SideSpec(cell=(0, 1), hand=["frappe", "avancee"]))
    s1 = do(s0, play(A, "petrification"))
    assert s1.sides[A].history == ["petrification"]
    offered = {str(o) for o in options(s1, B)}
    assert {"basic:attaque", "basic:déplacement", "play:frappe", "play:avancee"} <= offered
    # Instinct animal with no attack visible: no Force, no shield.
    t0 = build(SideSpec(cell=(0, 0), hand=["instinct_animal"]), SideSpec(cell=(0, 1)))
    t1 = do(t0, play(A, "instinct_animal"))
    view = GAME.view(t1, None).side(A)
    assert (view.force, view.shield, t1.sides[A].pool) == (0, 0, 0)


def test_r15_effects_of_one_type_add_up() -> None:
    zone = [Paused("fougue", at=1), Paused("drogue_douce", at=2)]  # FORCE 2 and FORCE -2
    s0 = build(SideSpec(cell=(0, 0), zone=zone), SideSpec(cell=(0, 1)))
    assert force(s0, A) == 0
    s1 = do(s0, basic(A, "attaque"))
    assert s1.sides[B].hp == 19
    frimes = [Paused("frime", at=1), Paused("frime", at=1)]  # CHARME 2 + 2
    t0 = build(SideSpec(cell=(0, 0), zone=frimes),
               SideSpec(cell=(0, 3), hand=["impro", "frappe", "choc"]), active=B)
    assert GAME.view(t0, None).side(A).charme == 4
    assert not any(o.kind is Kind.PLAY for o in options(t0, B))
    # Two poisons: 2 at the end of each of B's turns.
    venom = [Paused("morsure_venimeuse", at=3), Paused("dard_empoisonne", at=4)]
    u0 = build(SideSpec(cell=(0, 0), zone=venom), SideSpec(cell=(0, 3)), active=B)
    u1 = do(u0, basic(B, "passif"))
    assert u1.sides[B].hp == 18


# --- R16 performer, subject, victim ------------------------------------------------------


def test_r16_intervention_step_performer_is_the_intervener() -> None:
    s0 = build(SideSpec(cell=(0, -1), zone=[Paused("morsure_venimeuse", at=3)]),
               SideSpec(cell=(0, 2), hand=["impro"]), active=B)
    s1 = do(s0, intervene(B, 1))
    assert len(s1.sides[B].hand) == 2 and s1.sides[A].hand == []


def test_r16_adv_effect_subject_is_the_opponent() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["complimenter_style"]), SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "complimenter_style"))
    assert len(s1.sides[B].hand) == 1 and s1.sides[A].hand == []
    t0 = build(SideSpec(cell=(0, 0), hand=["enigme", "frappe"]), SideSpec(cell=(0, 3)))
    t1 = do(t0, play(A, "enigme"))
    passes = events(t0, t1, EventKind.PASS)
    assert [(e.player, e.n, e.skip) for e in passes] == [(B, 1, 1)]
    assert [e.player for e in events(t0, t1, EventKind.SKIPPED)] == [B]
    assert turn_of(t1) == (A, 3) and t1.sides[A].skip == 0


def test_r16_adv_permanents_belong_to_the_opponent() -> None:
    # Complimenter la musculature: adv:FORCE 1 is B's, so B's Attaque de base deals 2.
    s0 = build(SideSpec(cell=(0, 0), zone=[Paused("complimenter_musculature", at=2)]),
               SideSpec(cell=(0, 1)), active=B)
    s1 = do(s0, basic(B, "attaque"))
    assert s1.sides[A].hp == 18
    # Prison de glace: adv:BOUCLIER 1 is B's: B's pool is 1 on A's turns.
    t0 = build(SideSpec(cell=(0, 0), zone=[Paused("prison_de_glace", at=2)]),
               SideSpec(cell=(0, 1)))
    assert (t0.sides[B].pool, t0.sides[A].pool) == (1, 0)
    t1 = do(t0, basic(A, "attaque"))
    assert t1.sides[B].hp == 20


def test_r16_tous_gel_costs_both_players() -> None:
    # Ère glaciaire (P tous:GEL 1) in A's zone: whoever moves voluntarily loses 1.
    zone = [Paused("ere_glaciaire", at=2)]
    s0 = build(SideSpec(cell=(0, -3), hand=["avancee"], zone=zone), SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "avancee"))
    s2 = do(s1, act(A, Kind.MOVE, cell=Hex(0, -1)))
    assert s2.sides[A].hp == 19
    lost = events(s1, s2, EventKind.LOST)
    assert [(e.player, e.n, e.cause) for e in lost] == [(A, 1, "gel")]
    s3 = do(s2, basic(B, "déplacement"))
    s4 = do(s3, act(B, Kind.MOVE, cell=Hex(0, 2)))
    assert s4.sides[B].hp == 19 and s4.sides[A].hp == 19


def test_r16_tous_concentration_draws_for_both() -> None:
    zone = [Paused("joutes_verbales", at=1)]
    s0 = build(SideSpec(cell=(0, 0), zone=zone), SideSpec(cell=(0, 3)))
    assert len(s0.sides[A].hand) == 1  # A's turn began: A drew 1
    s1 = do(s0, basic(A, "rhétorique"))
    assert len(s1.sides[B].hand) == 1 and len(s1.sides[A].hand) == 1
    s2 = do(s1, basic(B, "rhétorique"))
    assert len(s2.sides[A].hand) == 2


def test_r16_adv_defausser_is_chosen_by_the_discarding_player() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["insulte", "frappe"]),
               SideSpec(cell=(0, 3), hand=["impro", "choc", "esquive"]))
    s1 = do(s0, play(A, "insulte"))
    assert turn_of(s1) == (A, 1)
    decision = GAME.decision_for(s1, B)
    assert decision is not None and decision.private and decision.kind == "discard"
    assert {o.arg for o in decision.options} == {"impro", "choc", "esquive"}
    assert GAME.decision_for(s1, A) is None
    s2 = do(s1, discard(B, "choc"))
    assert s2.sides[B].discard == ["choc"] and Counter(s2.sides[B].hand) == Counter(
        ["impro", "esquive"])
    public = events(s1, s2, EventKind.DISCARDED)
    assert [(e.player, e.n, e.cards) for e in public] == [(B, 1, [])]
    assert [e.cards for e in events(s1, s2, EventKind.DISCARDED, viewer=B)
            if e.cards] == [["choc"]]
    assert turn_of(s2) == (A, 2)  # REJOUER 1: A again


def test_r16_victim_is_the_subjects_opponent() -> None:
    s0 = build(SideSpec(cell=(0, 0), zone=[Paused("morsure_venimeuse", at=3)]),
               SideSpec(cell=(0, 1)), active=B)
    assert GAME.view(s0, None).side(B).poison == 1
    assert GAME.view(s0, None).side(A).poison == 0
    s1 = do(s0, basic(B, "passif"))
    assert s1.sides[B].hp == 19 and s1.sides[A].hp == 20
    t0 = build(SideSpec(cell=(0, 0), hand=["choc"]), SideSpec(cell=(1, 0)))
    t1 = do(t0, play(A, "choc"))
    assert t1.sides[B].cell == Hex(2, 0) and t1.sides[A].cell == Hex(0, 0)


# --- R17 drawing -----------------------------------------------------------------------------


def test_r17_a_draw_takes_the_top_card() -> None:
    s0 = build(SideSpec(cell=(0, 0), deck=["impro", "choc"]), SideSpec(cell=(0, 3)))
    s1 = do(s0, basic(A, "passif"))
    assert s1.sides[A].hand == ["choc"] and s1.sides[A].deck == ["impro"]
    mine = events(s0, s1, EventKind.DRAW, viewer=A)
    assert [e.cards for e in mine if e.cards] == [["choc"]]
    public = events(s0, s1, EventKind.DRAW)
    assert [(e.n, e.cards) for e in public] == [(1, [])]


def test_r17_empty_deck_reshuffles_the_discard() -> None:
    history = ["frappe", "choc", "impro", "esquive", "bond"]
    s0 = build(SideSpec(cell=(0, 0), deck=[], discard=["avancee", "frime", "fougue"],
                        history=history), SideSpec(cell=(0, 3)))
    s1 = do(s0, basic(A, "passif"))
    side = s1.sides[A]
    assert (len(side.deck), len(side.discard), len(side.hand)) == (2, 0, 1)
    assert side.history == history  # never reshuffled
    assert Counter(side.deck + side.hand) == Counter(["avancee", "frime", "fougue"])
    assert [e.reshuffled for e in events(s0, s1, EventKind.DRAW)] == [3]


def test_r17_reshuffle_in_the_middle_of_a_draw() -> None:
    # Inspiration (PIOCHER 3) with one card in the deck and two in the discard: all three.
    s0 = build(SideSpec(cell=(0, -3), hand=["inspiration"], deck=["frappe"],
                        discard=["choc", "impro"]), SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "inspiration"))
    side = s1.sides[A]
    assert side.hand[0] == "frappe" and Counter(side.hand) == Counter(
        ["frappe", "choc", "impro"])
    assert side.deck == [] and side.discard == [] and side.history == ["inspiration"]


def test_r17_rest_of_draw_lost_when_deck_and_discard_are_empty() -> None:
    s0 = build(SideSpec(cell=(0, -3), hand=["inspiration"], deck=["frappe"],
                        history=["choc"]), SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "inspiration"))
    assert s1.sides[A].hand == ["frappe"] and s1.sides[A].history == ["choc", "inspiration"]
    assert [(e.n, e.asked) for e in events(s0, s1, EventKind.DRAW)] == [(1, 3)]
    t0 = build(SideSpec(cell=(0, -3), deck=[]), SideSpec(cell=(0, 3)))
    t1 = do(t0, basic(A, "passif"))
    assert t1.sides[A].hand == [] and turn_of(t1) == (B, 2)  # the turn is still used


# --- R18 discarding --------------------------------------------------------------------------


def test_r18_discarding_player_chooses_and_cards_go_face_down() -> None:
    s0 = build(SideSpec(cell=(0, -1), hand=["morsure_venimeuse", "frappe", "choc"]),
               SideSpec(cell=(0, 2)))
    s1 = do(s0, play(A, "morsure_venimeuse"))
    decision = GAME.decision_for(s1, A)
    assert decision is not None and decision.kind == "discard" and decision.private
    assert {o.arg for o in decision.options} == {"frappe", "choc"}
    s2 = do(s1, discard(A, "choc"))
    assert s2.sides[A].discard == ["choc"] and s2.sides[A].hand == ["frappe"]
    theirs = GAME.view(s2, B)
    assert theirs.side(A).discard_count == 1 and "choc" not in theirs.model_dump_json()


def test_r18_effect_discards_what_the_hand_holds() -> None:
    # Morsure (E DEFAUSSER 1) with an empty hand after playing: nothing to discard, no fail.
    s0 = build(SideSpec(cell=(0, 0), hand=["morsure"]), SideSpec(cell=(0, 1)))
    s1 = do(s0, play(A, "morsure"))
    assert s1.sides[B].hp == 16 and s1.sides[A].discard == []
    assert not [e for e in events(s0, s1, EventKind.FINISHED) if e.failed]


def test_r18_condition_with_too_few_cards_discards_all_and_fails() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["gel_temporel", "impro"]), SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "gel_temporel"))
    side = s1.sides[A]
    assert side.hand == [] and side.discard == ["impro"] and side.history == ["gel_temporel"]
    assert side.extra == 0 and turn_of(s1) == (B, 2)
    assert [e.ok for e in events(s0, s1, EventKind.CHECK)] == [False]


def test_r18_the_card_being_played_does_not_count() -> None:
    s0 = build(SideSpec(cell=(0, -1), hand=["morsure_venimeuse"]), SideSpec(cell=(0, 2)))
    s1 = do(s0, play(A, "morsure_venimeuse"))
    assert s1.sides[A].history == ["morsure_venimeuse"] and s1.sides[B].hp == 20
    # Exactly one other card: discarded without a question, and the condition holds.
    t0 = build(SideSpec(cell=(0, -1), hand=["morsure_venimeuse", "frappe"]),
               SideSpec(cell=(0, 2)))
    t1 = do(t0, play(A, "morsure_venimeuse"))
    assert t1.sides[A].discard == ["frappe"] and t1.sides[B].hp == 18


def test_r18_condition_discards_several_cards_one_at_a_time() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["esquive", "frappe", "choc", "impro"], hp=14,
                        recent=6), SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "esquive"))
    assert {o.arg for o in options(s1, A)} == {"frappe", "choc", "impro"}
    s2 = do(s1, discard(A, "impro"))
    assert {o.arg for o in options(s2, A)} == {"frappe", "choc"}
    s3 = do(s2, discard(A, "frappe"))
    assert s3.sides[A].hand == ["choc"] and s3.sides[A].hp == 20
    assert [(e.n, e.cards) for e in events(s2, s3, EventKind.DISCARDED)] == [(2, [])]
