"""Every card of section 6.2 played, step by step (part 2: the mental, séduction, bestial and
poison cards), each failing condition of the pool (R12), and the check that every card of
``CARDS`` has its ``test_card_<id>_`` test (part 1 is ``test_cards.py``)."""

from __future__ import annotations

import sys

import pytest

from rules.combat import Kind
from rules.combat.content import CARDS, CardType
from rules.kit.hexgrid import Hex, arena
from tests.rules.combat import test_cards
from tests.rules.combat.builder import (
    A,
    B,
    Paused,
    SideSpec,
    act,
    basic,
    build,
    discard,
    intervene,
    move,
    options,
    play,
)
from tests.rules.combat.test_cards import (
    ADJ_A,
    ADJ_B,
    _plays_its_card,  # noqa: F401 (the autouse fixture, for this module too)
    basics,
    card_in_name,
    cell,
    cells_offered,
    do,
    finished,
    go,
    hp,
    hurts,
    of,
    playable,
    pub,
    toward,
    whose_turn,
)

DECK = ["choc", "esquive", "bond", "impro", "frime", "avancee"]
"""A deck whose draws are told apart (top last)."""


# --- mental -----------------------------------------------------------------------------------


def test_card_onde_de_choc_cb7_pauses_first_then_owner_releases() -> None:
    s, evs = go(build(SideSpec(cell=(0, -3), hand=["onde_de_choc"]), SideSpec(cell=(0, 2))),
                play(A, "onde_de_choc"))
    assert [(e.card, e.step) for e in of(evs, "paused")] == [("onde_de_choc", 0)]
    assert hurts(evs) == [] and [(z.at, z.paused) for z in pub(s, A).zone] == [(0, True)]
    s, evs = go(do(s, basic(B, "rhétorique")), intervene(A, 1))
    assert [(e.player, e.skip) for e in of(evs, "pass")] == [(A, 0)]  # D8: this turn is it
    assert hurts(evs) == [(B, 5, 0)] and hp(s, B) == 15 and cell(s, B) is None
    assert [e.end for e in of(evs, "moved")] == [Hex(0, 3)] and len(of(evs, "off")) == 1
    assert finished(evs) == [(A, "onde_de_choc", False)]
    s, evs = go(s, basic(B, "passif"))
    assert s.result is not None and s.result.winners == [A]


def test_card_onde_de_choc_d6_owner_picks_the_push_tie_in_the_opponents_turn() -> None:
    s = do(build(SideSpec(cell=(-2, 1), hand=["onde_de_choc"]), SideSpec(cell=(0, 0))),
           play(A, "onde_de_choc"))
    s, evs = go(s, intervene(B, 1))  # B spends the turn passing, then A's steps resolve
    assert [(e.player, e.skip) for e in of(evs, "pass")] == [(B, 0)]
    assert hurts(evs) == [(B, 5, 0)] and whose_turn(s) == (B, 2, False)
    assert options(s, B) == [] and options(s, A) == [act(A, Kind.PUSH, n=1),
                                                      act(A, Kind.PUSH, n=0)]
    s, evs = go(s, act(A, Kind.PUSH, n=0))
    assert cell(s, B) == Hex(2, 0) and finished(evs) == [(A, "onde_de_choc", False)]
    assert pub(s, B).last_types == [CardType.ATTAQUE, CardType.MENTAL]  # R14
    assert whose_turn(s) == (A, 3, False) and s.sides[B].skip == 0


def test_card_teletransportation_r19_jumps_to_any_free_cell() -> None:
    s = do(build(SideSpec(cell=(0, -3), hand=["teletransportation"]), SideSpec(cell=(0, 3))),
           play(A, "teletransportation"))
    assert {o.kind for o in options(s, A)} == {Kind.COLUMN}
    assert cells_offered(s, A) == set(arena()) - {Hex(0, 3)}
    s, evs = go(s, act(A, Kind.COLUMN, n=-3), move(A, -3, 3))
    assert cell(s, A) == Hex(-3, 3) and [e.how for e in of(evs, "moved")] == ["self"]
    assert finished(evs) == [(A, "teletransportation", False)]


def test_card_eveil_r8_concentration_draws_at_each_own_turn_start() -> None:
    s = do(build(SideSpec(cell=ADJ_A, hand=["eveil"], deck=["choc", "esquive"]),
                 SideSpec(cell=ADJ_B)), play(A, "eveil"))
    assert pub(s, A).concentration == 1 and s.sides[A].hand == []
    s, evs = go(s, basic(B, "rhétorique"))
    assert [(e.player, e.n) for e in of(evs, "draw")] == [(A, 1)]
    assert s.sides[A].hand == ["esquive"] and intervene(A, 1) not in options(s, A)  # D7
    s = do(s, basic(A, "rhétorique"))
    s, evs = go(s, basic(B, "rhétorique"), intervene(A, 1))
    assert finished(evs) == [(A, "eveil", False)] and s.sides[A].hand == []
    assert pub(s, A).concentration == 0


def test_card_gel_temporel_discards_2_draws_2_plays_again() -> None:
    s, evs = go(build(SideSpec(cell=ADJ_A, hand=["gel_temporel", "choc", "esquive"],
                               deck=["bond", "impro"]), SideSpec(cell=ADJ_B)),
                play(A, "gel_temporel"))
    assert sorted(s.sides[A].discard) == ["choc", "esquive"]
    assert s.sides[A].hand == ["impro", "bond"] and whose_turn(s) == (A, 2, True)
    assert finished(evs) == [(A, "gel_temporel", False)]


def test_card_drogue_douce_cb10_draws_4_then_force_minus_2() -> None:
    s = do(build(SideSpec(cell=ADJ_A, hand=["drogue_douce", "frappe"], deck=list(DECK)),
                 SideSpec(cell=ADJ_B, hand=["choc"])), play(A, "drogue_douce"))
    assert sorted(s.sides[A].hand) == ["avancee", "bond", "frappe", "frime", "impro"]
    assert pub(s, A).force == -2
    s, evs = go(s, basic(B, "rhétorique"), basic(A, "attaque"))
    assert hurts(evs) == [(B, 0, 0)] and hp(s, B) == 20  # never negative
    s, evs = go(s, basic(B, "rhétorique"), play(A, "frappe"))
    assert hurts(evs) == [(B, 1, 0)]
    s, evs = go(s, intervene(B, 1))
    assert finished(evs) == [(A, "drogue_douce", False)] and pub(s, A).force == 0


def test_card_repos_d6_opponent_releases_and_owner_draws_5() -> None:
    s = do(build(SideSpec(cell=(0, -3), hand=["repos"], deck=list(DECK)),
                 SideSpec(cell=(0, 3))), play(A, "repos"))
    assert [(z.at, z.paused) for z in pub(s, A).zone] == [(0, True)]
    s, evs = go(s, intervene(B, 1))
    assert [e.ok for e in of(evs, "check")] == [True]
    assert [(e.player, e.n) for e in of(evs, "draw")] == [(A, 5)] and len(s.sides[A].hand) == 5
    assert finished(evs) == [(A, "repos", False)] and s.sides[B].skip == 0
    assert whose_turn(s) == (A, 3, False)


def test_card_repos_r12_condition_after_the_intervention_fails() -> None:
    s = do(build(SideSpec(cell=ADJ_A, hand=["repos"]), SideSpec(cell=ADJ_B)), play(A, "repos"))
    s, evs = go(s, basic(B, "rhétorique"), intervene(A, 1))
    assert finished(evs) == [(A, "repos", True)] and of(evs, "draw") == []
    assert s.sides[A].hand == [] and s.sides[A].history == ["repos"]


def test_card_enigme_cb12_skipped_turn_keeps_start_and_end_triggers() -> None:
    a = SideSpec(cell=ADJ_A, hand=["enigme", "choc"], zone=[Paused("morsure_venimeuse", 3)])
    b = SideSpec(cell=ADJ_B, zone=[Paused("eveil", 1)], last_types=["attaque"])
    s, evs = go(build(a, b), play(A, "enigme"))
    assert s.sides[A].discard == ["choc"] and finished(evs) == [(A, "enigme", False)]
    assert [(e.player, e.n, e.skip) for e in of(evs, "pass")] == [(B, 1, 1)]
    assert [e.player for e in of(evs, "skipped")] == [B] and s.sides[B].skip == 0
    assert [(e.player, e.n) for e in of(evs, "draw")] == [(B, 1)]  # Concentration still
    assert [(e.player, e.cause) for e in of(evs, "lost")] == [(B, "poison")] and hp(s, B) == 19
    assert pub(s, B).last_types == [] and whose_turn(s) == (A, 3, False)


def test_card_joutes_verbales_both_draw_at_their_turn_start() -> None:
    s, evs = go(build(SideSpec(cell=ADJ_A, hand=["joutes_verbales", "choc"]),
                      SideSpec(cell=ADJ_B)), play(A, "joutes_verbales"))
    assert (pub(s, A).concentration, pub(s, B).concentration) == (1, 1)
    assert [(e.player, e.n) for e in of(evs, "draw")] == [(B, 1)]
    s, evs = go(s, basic(B, "rhétorique"))
    assert [(e.player, e.n) for e in of(evs, "draw")] == [(A, 1)]
    s, evs = go(s, intervene(A, 1))  # A's two cards pay; B's next turn draws nothing
    assert finished(evs) == [(A, "joutes_verbales", False)] and of(evs, "draw") == []
    assert (pub(s, A).concentration, pub(s, B).concentration, s.sides[A].hand) == (0, 0, [])


# --- séduction --------------------------------------------------------------------------------


def test_card_complimenter_musculature_cb5_charme_3_and_the_victims_force() -> None:
    s = do(build(SideSpec(cell=ADJ_A, hand=["complimenter_musculature"]),
                 SideSpec(cell=ADJ_B, hand=["frappe", "choc"])),
           play(A, "complimenter_musculature"))
    assert (pub(s, A).charme, pub(s, B).force) == (3, 1)
    assert playable(s, B) == set()  # 2 < 3
    s, evs = go(s, basic(B, "attaque"))
    assert hurts(evs) == [(A, 2, 0)] and hp(s, A) == 18
    s, evs = go(s, basic(A, "rhétorique"), intervene(B, 1), discard(B, "choc"))
    assert finished(evs) == [(A, "complimenter_musculature", False)]
    assert (pub(s, A).charme, pub(s, B).force) == (0, 0)


def test_card_complimenter_style_gives_a_card_then_charme_2() -> None:
    s, evs = go(build(SideSpec(cell=ADJ_A, hand=["complimenter_style"]),
                      SideSpec(cell=ADJ_B, deck=["frappe", "choc"])), play(A, "complimenter_style"))
    assert [(e.player, e.n) for e in of(evs, "draw")] == [(B, 1)] and s.sides[B].hand == ["choc"]
    assert pub(s, A).charme == 2 and playable(s, B) == set()
    assert intervene(B, 1) not in options(s, B)  # D7: 1 card, 2 wanted
    s, evs = go(s, basic(B, "passif"), basic(A, "rhétorique"), intervene(B, 1))
    assert finished(evs) == [(A, "complimenter_style", False)] and s.sides[B].hand == []
    assert pub(s, A).charme == 0


def test_card_complimenter_endurance_shields_the_victim() -> None:
    s = do(build(SideSpec(cell=ADJ_A, hand=["complimenter_endurance"]),
                 SideSpec(cell=ADJ_B, hand=["frappe", "choc"])), play(A, "complimenter_endurance"))
    assert (pub(s, A).charme, pub(s, B).shield, pub(s, A).shield) == (2, 1, 0)
    s = do(s, basic(B, "rhétorique"))
    assert s.sides[B].pool == 1
    s, evs = go(s, basic(A, "attaque"))
    assert hurts(evs) == [(B, 1, 1)] and hp(s, B) == 20
    s, evs = go(s, intervene(B, 1))
    assert finished(evs) == [(A, "complimenter_endurance", False)]
    assert (pub(s, A).charme, pub(s, B).shield) == (0, 0)


def test_card_attirance_irresistible_pulls_the_immobilised_gel_free() -> None:
    zone = [Paused("frime", 1), Paused("ere_glaciaire", 2)]  # Charme 2, and Gel for both
    s = do(build(SideSpec(cell=(0, -3), hand=["attirance_irresistible"], zone=zone),
                 SideSpec(cell=(2, 1), frozen=1)), play(A, "attirance_irresistible"))
    assert options(s, B) == [] and cells_offered(s, A) == toward(Hex(2, 1), Hex(0, -3), 6)
    s, evs = go(s, move(A, 0, -2))  # A picks where B lands
    assert cell(s, B) == Hex(0, -2) and [e.how for e in of(evs, "moved")] == ["pulled"]
    assert of(evs, "lost") == [] and hp(s, B) == 20
    assert finished(evs) == [(A, "attirance_irresistible", False)]


def test_card_parfum_charme_1_shield_1_intervention_needs_3_cards() -> None:
    s = do(build(SideSpec(cell=ADJ_A, hand=["parfum", "bond", "impro", "esquive"]),
                 SideSpec(cell=ADJ_B, hand=["frappe", "choc"])), play(A, "parfum"))
    assert (pub(s, A).charme, pub(s, A).shield, s.sides[A].pool) == (1, 1, 1)
    assert playable(s, B) == {"frappe", "choc"} and intervene(B, 1) not in options(s, B)
    s, evs = go(s, play(B, "frappe"))
    assert hurts(evs) == [(A, 3, 1)] and hp(s, A) == 18
    s, evs = go(s, intervene(A, 1))
    assert finished(evs) == [(A, "parfum", False)] and s.sides[A].hand == []
    assert (pub(s, A).charme, pub(s, A).shield) == (0, 0)


def test_card_trahison_opponent_discards_5_of_their_choice_then_replay() -> None:
    hand = ["frappe", "choc", "esquive", "bond", "impro", "frime", "avancee"]
    s = do(build(SideSpec(cell=ADJ_A, hand=["trahison"],
                          zone=[Paused("complimenter_musculature", 2)]),
                 SideSpec(cell=ADJ_B, hand=hand)), play(A, "trahison"))
    assert options(s, A) == [] and len(options(s, B)) == 7
    s, evs = go(s, *(discard(B, c) for c in hand[:5]))
    assert s.sides[B].hand == ["frime", "avancee"] and len(s.sides[B].discard) == 5
    assert finished(evs) == [(A, "trahison", False)] and whose_turn(s) == (A, 2, True)


def test_card_pas_de_danse_steps_then_pushes() -> None:
    s = do(build(SideSpec(cell=(0, -1), hand=["pas_de_danse"], zone=[Paused("parfum", 2)]),
                 SideSpec(cell=(0, 1))), play(A, "pas_de_danse"))
    here = Hex(0, -1)
    assert cells_offered(s, A) == {c for c in arena() if c == here or (
        c - here in {Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1)})}
    s, evs = go(s, move(A, 0, 0))
    assert (cell(s, A), cell(s, B)) == (Hex(0, 0), Hex(0, 2)) and hp(s, B) == 20
    assert finished(evs) == [(A, "pas_de_danse", False)]


# --- bestial ----------------------------------------------------------------------------------


def test_card_fureur_blocks_4_then_closes_in() -> None:
    s = do(build(SideSpec(cell=(0, -3), hp=15, recent=5, hand=["fureur"]),
                 SideSpec(cell=(0, 3))), play(A, "fureur"))
    assert (hp(s, A), s.sides[A].recent) == (19, 1)
    assert cells_offered(s, A) == {Hex(0, -3), Hex(0, -2), Hex(0, -1)}
    s, evs = go(s, move(A, 0, -1))
    assert cell(s, A) == Hex(0, -1) and finished(evs) == [(A, "fureur", False)]


def test_card_morsure_hurts_4_then_owner_discards_1() -> None:
    s = do(build(SideSpec(cell=ADJ_A, hand=["morsure", "frappe", "choc"]),
                 SideSpec(cell=ADJ_B)), play(A, "morsure"))
    assert hp(s, B) == 16 and {o.arg for o in options(s, A)} == {"frappe", "choc"}
    s, evs = go(s, discard(A, "choc"))
    assert s.sides[A].hand == ["frappe"] and finished(evs) == [(A, "morsure", False)]


def test_card_poursuite_discards_closes_in_and_plays_again() -> None:
    s = do(build(SideSpec(cell=(0, -3), hand=["poursuite", "frappe"]), SideSpec(cell=(0, 3))),
           play(A, "poursuite"))
    assert s.sides[A].discard == ["frappe"] and Hex(0, 0) in cells_offered(s, A)
    s, evs = go(s, move(A, 0, 0))
    assert cell(s, A) == Hex(0, 0) and whose_turn(s) == (A, 2, True)
    assert finished(evs) == [(A, "poursuite", False)]


def test_card_charge_closes_in_then_hits_in_melee() -> None:
    s, evs = go(build(SideSpec(cell=(0, -1), hand=["charge"]), SideSpec(cell=(0, 2))),
                play(A, "charge"), move(A, 0, 1))
    assert cell(s, A) == Hex(0, 1) and hurts(evs) == [(B, 2, 0)] and hp(s, B) == 18
    assert finished(evs) == [(A, "charge", False)]


def test_card_charge_r12_stopping_short_fails_after_the_move() -> None:
    s, evs = go(build(SideSpec(cell=(0, -1), hand=["charge"]), SideSpec(cell=(0, 2))),
                play(A, "charge"), move(A, 0, 0))
    assert cell(s, A) == Hex(0, 0) and hurts(evs) == []
    assert [e.ok for e in of(evs, "check")] == [True, False]
    assert finished(evs) == [(A, "charge", True)]


def test_card_instinct_animal_force_and_shield_while_paused() -> None:
    s = do(build(SideSpec(cell=ADJ_A, hand=["instinct_animal"], history=["frappe"]),
                 SideSpec(cell=ADJ_B, hand=["choc", "bond", "impro"])), play(A, "instinct_animal"))
    assert (pub(s, A).force, pub(s, A).shield, s.sides[A].pool) == (1, 1, 1)
    s, evs = go(s, basic(B, "attaque"), basic(A, "attaque"))
    assert hurts(evs) == [(A, 1, 1), (B, 2, 0)] and (hp(s, A), hp(s, B)) == (20, 18)
    s, evs = go(s, intervene(B, 1))
    assert finished(evs) == [(A, "instinct_animal", False)] and s.sides[B].hand == []
    assert (pub(s, A).force, pub(s, A).shield) == (0, 0)


def test_card_odeur_du_sang_visible_attaque_in_the_zone() -> None:
    a = SideSpec(cell=ADJ_A, hand=["odeur_du_sang"], zone=[Paused("morsure_venimeuse", 3)])
    s = do(build(a, SideSpec(cell=ADJ_B, hand=["choc", "bond"])), play(A, "odeur_du_sang"))
    assert pub(s, A).force == 2 and [z.at for z in pub(s, A).zone] == [3, 2]
    s, evs = go(s, basic(B, "rhétorique"), basic(A, "attaque"))
    assert hurts(evs) == [(B, 3, 0)]
    s, evs = go(s, intervene(B, 2))
    assert finished(evs) == [(A, "odeur_du_sang", False)] and pub(s, A).force == 0
    assert [z.card for z in s.sides[A].zone] == ["morsure_venimeuse"]


def test_card_enrage_bonus_with_an_attack_on_top() -> None:
    a = SideSpec(cell=ADJ_A, hand=["enrage"], history=["frappe"])
    s, evs = go(build(a, SideSpec(cell=ADJ_B)), play(A, "enrage"))
    assert hurts(evs) == [(B, 2, 0), (B, 2, 0)] and finished(evs) == [(A, "enrage", False)]
    a.history = ["esquive"]
    s, evs = go(build(a, SideSpec(cell=ADJ_B)), play(A, "enrage"))
    assert hp(s, B) == 18 and finished(evs) == [(A, "enrage", True)]


def test_card_traque_closes_in_and_immobilises_1_turn() -> None:
    s = do(build(SideSpec(cell=(0, -3), hand=["traque"]), SideSpec(cell=(0, 3))),
           play(A, "traque"))
    s, evs = go(s, move(A, 0, -1))
    assert cell(s, A) == Hex(0, -1) and [(e.player, e.n) for e in of(evs, "frozen")] == [(B, 1)]
    assert finished(evs) == [(A, "traque", False)]
    assert pub(s, B).immobilised and "déplacement" not in basics(s, B)


def test_card_riposte_r29_contre_the_attack_of_last_turn() -> None:
    s, evs = go(build(SideSpec(cell=ADJ_A, hand=["frappe"]), SideSpec(cell=ADJ_B,
                                                                        hand=["riposte"])),
                play(A, "frappe"), play(B, "riposte"))
    assert hurts(evs) == [(B, 3, 0), (A, 2, 0)] and (hp(s, A), hp(s, B)) == (18, 19)
    assert finished(evs)[-1] == (B, "riposte", False)


def test_card_riposte_r12_contre_fails_or_melee_fails_after_the_block() -> None:
    b = SideSpec(cell=ADJ_B, hp=17, recent=3, hand=["riposte"])
    s, evs = go(build(SideSpec(cell=ADJ_A, last_types=["passif"]), b, active=B),
                play(B, "riposte"))
    assert hp(s, B) == 17 and finished(evs) == [(B, "riposte", True)]
    s, evs = go(build(SideSpec(cell=(0, -1), last_types=["attaque", "lambda"]), b, active=B),
                play(B, "riposte"))
    assert hp(s, B) == 19 and hurts(evs) == [] and finished(evs) == [(B, "riposte", True)]


def test_card_coup_de_tete_r23_self_loss_ignores_force() -> None:
    s, evs = go(build(SideSpec(cell=ADJ_A, hand=["coup_de_tete"], zone=[Paused("fougue", 1)]),
                      SideSpec(cell=ADJ_B)), play(A, "coup_de_tete"))
    assert [(e.player, e.n, e.cause) for e in of(evs, "lost")] == [(A, 1, "self")]
    assert (hp(s, A), s.sides[A].recent) == (19, 0)
    assert hurts(evs) == [(B, 6, 0)] and hp(s, B) == 14


# --- poison -----------------------------------------------------------------------------------


def test_card_morsure_venimeuse_cb1_intervention_stops_the_poison() -> None:
    s, evs = go(build(SideSpec(cell=(0, -1), hand=["morsure_venimeuse", "frappe"]),
                      SideSpec(cell=(0, 2), hand=["impro"])), play(A, "morsure_venimeuse"))
    assert s.sides[A].discard == ["frappe"] and (hp(s, B), s.sides[B].recent) == (18, 2)
    assert pub(s, B).poison == 1 and [e.step for e in of(evs, "paused")] == [3]
    s, evs = go(s, intervene(B, 1))
    assert len(s.sides[B].hand) == 2 and finished(evs) == [(A, "morsure_venimeuse", False)]
    assert of(evs, "lost") == [] and hp(s, B) == 18 and pub(s, A).zone == []


def test_card_morsure_venimeuse_cb1_poison_ticks_at_the_victims_turn_end() -> None:
    s = do(build(SideSpec(cell=(0, -1), hand=["morsure_venimeuse", "frappe"]),
                 SideSpec(cell=(0, 2))), play(A, "morsure_venimeuse"))
    s, evs = go(s, basic(B, "défense"))
    assert [e.hp for e in of(evs, "healed")] == [19]
    assert [(e.player, e.n, e.hp) for e in of(evs, "lost")] == [(B, 1, 18)]
    assert s.sides[B].recent == 0 and pub(s, A).zone[0].paused


def test_card_dard_empoisonne_poison_only_on_the_victims_turns() -> None:
    s, evs = go(build(SideSpec(cell=(0, -1), hand=["dard_empoisonne", "frappe"]),
                      SideSpec(cell=(0, 1), hand=["choc"])), play(A, "dard_empoisonne"))
    assert hurts(evs) == [(B, 1, 0)] and pub(s, B).poison == 1 and hp(s, A) == 20
    s = do(s, basic(B, "rhétorique"))
    assert hp(s, B) == 18
    s, evs = go(s, basic(A, "rhétorique"), intervene(B, 1))
    assert hp(s, A) == 20 and finished(evs) == [(A, "dard_empoisonne", False)]
    assert of(evs, "lost") == [] and hp(s, B) == 18


def test_card_venin_paralysant_immobilises_2_turns_and_poisons() -> None:
    s, evs = go(build(SideSpec(cell=ADJ_A, hand=["venin_paralysant"]),
                      SideSpec(cell=ADJ_B, hand=["choc", "bond"])), play(A, "venin_paralysant"))
    assert hurts(evs) == [(B, 1, 0)] and (pub(s, B).frozen, pub(s, B).poison) == (2, 1)
    for frozen_after, hp_after in ((1, 18), (0, 17)):
        assert pub(s, B).immobilised and "déplacement" not in basics(s, B)
        s = do(s, basic(B, "rhétorique"))
        assert (pub(s, B).frozen, hp(s, B)) == (frozen_after, hp_after)
        s = do(s, basic(A, "rhétorique"))
    assert not pub(s, B).immobilised and "déplacement" in basics(s, B)
    s, evs = go(s, intervene(B, 1))  # the card leaves before B's turn ends: no tick
    assert finished(evs) == [(A, "venin_paralysant", False)] and of(evs, "lost") == []
    assert (pub(s, B).poison, hp(s, B)) == (0, 17)


def test_card_miasmes_cb13_poison_2_until_someone_passes() -> None:
    s = do(build(SideSpec(cell=ADJ_A, hand=["miasmes"], history=["frappe"]),
                 SideSpec(cell=ADJ_B, hp=3)), play(A, "miasmes"))
    assert pub(s, B).poison == 2 and [z.at for z in pub(s, A).zone] == [2]
    s = do(s, basic(B, "rhétorique"))
    assert hp(s, B) == 1 and s.result is None
    s, evs = go(s, intervene(A, 1))
    assert [(e.player, e.skip) for e in of(evs, "pass")] == [(A, 0)]
    assert finished(evs) == [(A, "miasmes", False)] and pub(s, B).poison == 0
    s = do(s, basic(B, "rhétorique"))
    assert hp(s, B) == 1 and s.result is None and whose_turn(s) == (A, 5, False)


def test_card_antidote_dissipates_the_poison_card_then_blocks() -> None:
    b = SideSpec(cell=ADJ_B, zone=[Paused("morsure_venimeuse", 3), Paused("fougue", 1)])
    s = do(build(SideSpec(cell=ADJ_A, hp=18, recent=2, hand=["antidote"]), b),
           play(A, "antidote"))
    assert options(s, A) == [act(A, Kind.DISSIPATE, uid=2), act(A, Kind.DISSIPATE, uid=1),
                             act(A, Kind.DISSIPATE)]
    s, evs = go(s, act(A, Kind.DISSIPATE, uid=1))
    assert [(e.owner, e.card) for e in of(evs, "dissipated")] == [(B, "morsure_venimeuse")]
    assert finished(evs) == [(B, "morsure_venimeuse", False), (A, "antidote", False)]
    assert s.sides[B].history == ["morsure_venimeuse"] and [z.card for z in s.sides[B].zone] == [
        "fougue"]
    assert (hp(s, A), of(evs, "lost")) == (19, [])  # blocked 1, and no poison tick


def test_card_antidote_dissipating_nothing_leaves_the_poison() -> None:
    b = SideSpec(cell=ADJ_B, zone=[Paused("morsure_venimeuse", 3)])
    s, evs = go(build(SideSpec(cell=ADJ_A, hp=18, recent=2, hand=["antidote"]), b),
                play(A, "antidote"), act(A, Kind.DISSIPATE))
    assert of(evs, "dissipated") == [] and [z.card for z in s.sides[B].zone] == [
        "morsure_venimeuse"]
    assert [(e.player, e.cause) for e in of(evs, "lost")] == [(A, "poison")] and hp(s, A) == 18


# --- every condition failing (R12) -------------------------------------------------------------

FAR, NEAR = SideSpec(cell=(0, 2)), SideSpec(cell=ADJ_B)
"""B at distance 2 or 1 from A on ADJ_A."""


def _a(*hand: str, cell: tuple[int, int] = ADJ_A, history: tuple[str, ...] = (),
       zone: tuple[Paused, ...] = ()) -> SideSpec:
    return SideSpec(cell=cell, hand=list(hand), history=list(history), zone=list(zone))


FAILS = [  # card, A, B, A's hand afterwards (sorted)
    pytest.param("frappe", _a("frappe"), FAR, [], id="frappe"),
    pytest.param("choc", _a("choc"), FAR, [], id="choc"),
    pytest.param("projectile", _a("projectile", "impro"), NEAR, ["impro"], id="projectile"),
    pytest.param("esquive", _a("esquive", "impro"), NEAR, [], id="esquive"),
    pytest.param("bond", _a("bond"), NEAR, [], id="bond"),
    pytest.param("inspiration", _a("inspiration"), FAR, [], id="inspiration"),
    pytest.param("impro", _a("impro"), NEAR, [], id="impro"),
    pytest.param("meteorite", _a("meteorite", "frappe"), FAR, ["frappe"], id="meteorite"),
    pytest.param("meteorite", _a("meteorite", cell=(0, -3)), SideSpec(cell=(0, 0)), [],
                 id="meteorite-discard"),
    pytest.param("incendie", _a("incendie"), NEAR, [], id="incendie"),
    pytest.param("boule_de_feu", _a("boule_de_feu", "frappe"), NEAR, ["frappe"],
                 id="boule_de_feu"),
    pytest.param("bouffee_de_chaleur", _a("bouffee_de_chaleur", cell=(0, -3)),
                 SideSpec(cell=(0, 0)), [], id="bouffee_de_chaleur"),
    pytest.param("brasier_interieur", _a("brasier_interieur",
                                         history=("boule_de_neige", "frappe")), NEAR, [],
                 id="brasier_interieur"),
    pytest.param("brasier_interieur", _a("brasier_interieur",
                                         zone=(Paused("prison_de_glace", 2),)), NEAR, [],
                 id="brasier_interieur-zone"),
    pytest.param("petrification", _a("petrification"), NEAR, [], id="petrification"),
    pytest.param("ere_glaciaire", _a("ere_glaciaire", history=("frappe",)), NEAR, [],
                 id="ere_glaciaire"),
    pytest.param("armure_de_glace", _a("armure_de_glace", history=("boule_de_neige", "frappe")),
                 NEAR, [], id="armure_de_glace"),
    pytest.param("mains_givrees", _a("mains_givrees"), FAR, [], id="mains_givrees"),
    pytest.param("boule_de_neige", _a("boule_de_neige", "choc"), NEAR, ["choc"],
                 id="boule_de_neige"),
    pytest.param("teletransportation", _a("teletransportation"), NEAR, [],
                 id="teletransportation"),
    pytest.param("gel_temporel", _a("gel_temporel", "impro"), NEAR, [], id="gel_temporel-cb8"),
    pytest.param("enigme", _a("enigme"), NEAR, [], id="enigme"),
    pytest.param("attirance_irresistible", _a("attirance_irresistible",
                                              zone=(Paused("parfum", 2),)), FAR, [],
                 id="attirance_irresistible"),
    pytest.param("trahison", _a("trahison", zone=(Paused("frime", 1),)), NEAR, [],
                 id="trahison"),
    pytest.param("pas_de_danse", _a("pas_de_danse"), FAR, [], id="pas_de_danse"),
    pytest.param("poursuite", _a("poursuite"), FAR, [], id="poursuite"),
    pytest.param("charge", _a("charge"), NEAR, [], id="charge"),
    pytest.param("instinct_animal", _a("instinct_animal", history=("frappe", "esquive")), NEAR,
                 [], id="instinct_animal"),
    pytest.param("odeur_du_sang", _a("odeur_du_sang", zone=(Paused("vigilance", 1),)), NEAR, [],
                 id="odeur_du_sang"),
    pytest.param("enrage", _a("enrage"), FAR, [], id="enrage"),
    pytest.param("coup_de_tete", _a("coup_de_tete"), FAR, [], id="coup_de_tete"),
    pytest.param("morsure", _a("morsure"), FAR, [], id="morsure"),
    pytest.param("morsure_venimeuse", _a("morsure_venimeuse"), FAR, [], id="morsure_venimeuse"),
    pytest.param("dard_empoisonne", _a("dard_empoisonne", "frappe"), NEAR, ["frappe"],
                 id="dard_empoisonne"),
    pytest.param("venin_paralysant", _a("venin_paralysant"), FAR, [], id="venin_paralysant"),
    pytest.param("miasmes", _a("miasmes", zone=(Paused("vigilance", 1),)), NEAR, [],
                 id="miasmes"),
]


@pytest.mark.parametrize(("card", "a", "b", "hand"), FAILS)
def test_card_condition_fails_r12_to_history_and_nothing_else(
        card: str, a: SideSpec, b: SideSpec, hand: list[str]) -> None:
    s0 = build(a, b)
    zone = [z.card for z in s0.sides[A].zone]
    s, evs = go(s0, play(A, card))
    kinds = [e.kind for e in evs]
    assert finished(evs) == [(A, card, True)] and of(evs, "check")[-1].ok is False
    assert set(kinds[1:kinds.index("finished")]) <= {"check", "discarded"}
    assert s.sides[A].history[-1] == card and [z.card for z in s.sides[A].zone] == zone
    assert sorted(s.sides[A].hand) == hand
    assert [(hp(s, p), cell(s, p)) for p in (A, B)] == [(hp(s0, p), cell(s0, p)) for p in (A, B)]
    assert whose_turn(s) == (B, 2, False)
    assert [(s.sides[p].skip, s.sides[p].extra, s.sides[p].frozen) for p in (A, B)] == [
        (0, 0, 0), (0, 0, 0)]


# --- coverage ----------------------------------------------------------------------------------


def test_every_card_is_played_by_a_test() -> None:
    names = [n for m in (test_cards, sys.modules[__name__]) for n in vars(m)
             if n.startswith("test_card_")]
    covered = {card_in_name(n) for n in names}
    assert sorted(set(CARDS) - covered) == []
    assert len(CARDS) == 60


def test_card_in_name_takes_the_longest_id() -> None:
    assert card_in_name("test_card_morsure_venimeuse_x") == "morsure_venimeuse"
    assert card_in_name("test_card_morsure_x") == "morsure"
    assert card_in_name("test_card_condition_fails_x") is None
