"""Martial Art content (spec sections 2, 7.1, 7.2): the data checked against the spec's other
tables and examples, and the import-time validators shown to reject each planted mistake."""

from __future__ import annotations

import copy
import json
from collections import Counter
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest

from rules.kit.hexgrid import Hex, direction_to, distance
from rules.martial_art import content
from rules.martial_art.content import (
    DIE,
    FIGHTERS,
    START_POSITIONS,
    TECHNIQUES,
    TOKEN_POOL,
    Applies,
    Code,
    Condition,
    Cost,
    Do,
    Effect,
    Keyword,
    fighter,
    next_zone,
    start_positions,
    technique,
    validate_condition,
    validate_constants,
    validate_content,
    validate_effect,
    validate_fighter,
    validate_kinds_used,
    validate_start_positions,
    validate_technique,
)

P, K, G, H, M, D, E = Code.P, Code.K, Code.G, Code.H, Code.M, Code.D, Code.E

# Section 2.1's table, transcribed on its own: token sets, board techniques, master tiles.
TABLE_2_1: dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]] = {
    "igor": ("P2 H1 G1 M2 D2 E4", ("crochet", "uppercut"),
             ("oeil_du_tigre", "bouledogue", "serie_de_jabs", "danseur", "puncheur")),
    "kimberley": ("P2 K2 M2 D3 E3", ("shuto_uchi", "mawashi_geri"),
                  ("kiai", "mae_tobi_geri", "tamejiwari", "shotokan", "goju")),
    "hirumasa": ("P2 H1 G2 M2 D1 E4", ("gassho_hineri", "oniyama"),
                 ("tsuppari", "futsu_no_atama", "harite", "yotsu_zumo", "oshi_zumo")),
    "li_ming": ("P1 K2 G1 M2 D2 E4", ("fureur_du_leopard", "souffle_du_dragon"),
                ("serenite_de_la_grue", "baiser_de_la_mante", "morsure_du_tigre", "homme_ivre",
                 "voie_du_serpent")),
    "ricardo": ("H1 P1 K2 M3 D2 E3", ("macaco", "ginga_de_bahia"),
                ("negativa", "cotovelada", "estrala_mortal", "samba_de_viola",
                 "revolta_do_escravo")),
    "wonja": ("H1 P2 K2 M2 D2 E3", ("tei_tat", "kra_tot_chok"),
              ("guerrier_d_angkor", "khai_kong", "sok_klap_lang", "muay_khao", "kon_muay_kee")),
}


def _counts(text: str) -> Counter[Code]:
    return Counter({Code(item[0]): int(item[1:]) for item in text.split()})


def _raw_constants() -> dict[str, Any]:
    path = Path(content.__file__).with_name("content.json")
    return json.loads(path.read_text(encoding="utf-8"))["rules_constants"]


# --- the data against the rest of the spec ----------------------------------------------------

def test_fighters_and_techniques_in_spec_order() -> None:
    assert list(FIGHTERS) == list(TABLE_2_1)
    assert len(TECHNIQUES) == 42
    assert list(TECHNIQUES) == [t for f in FIGHTERS.values() for t in f.techniques]


@pytest.mark.parametrize("fid", list(TABLE_2_1))
def test_fighter_matches_table_2_1(fid: str) -> None:
    tokens, printed, tiles = TABLE_2_1[fid]
    f = fighter(fid)
    assert Counter(f.token_list()) == _counts(tokens)
    assert f.printed == printed
    assert f.tiles == tiles


def test_hirumasa_tokens() -> None:
    assert fighter("hirumasa").token_list() == [P, P, G, G, H, M, M, D, E, E, E, E]


def test_action_counts_per_fighter_2_1_note() -> None:
    """2.1 note: Hirumasa and Wonja have 5 Actions, the other four 4."""
    actions = {fid: sum(1 for c in f.token_list() if c in content.ACTIONS)
               for fid, f in FIGHTERS.items()}
    assert actions == {"igor": 4, "kimberley": 4, "hirumasa": 5, "li_ming": 4, "ricardo": 4,
                       "wonja": 5}


def test_pool_supplies_any_four_fighters() -> None:
    """Section 2: P8 K8 G4 H4 M9 D9 E15 is exactly the largest demand of 4 distinct fighters,
    24 Action and 33 Effect tokens."""
    demand = {c: max(sum(Counter(f.token_list())[c] for f in four)
                     for four in combinations(FIGHTERS.values(), 4)) for c in Code}
    assert demand == {P: 8, K: 8, G: 4, H: 4, M: 9, D: 9, E: 15}
    assert demand == TOKEN_POOL
    assert sum(TOKEN_POOL[c] for c in content.ACTIONS) == 24
    assert sum(TOKEN_POOL[c] for c in content.EFFECTS) == 33


def test_d8_printed_first_two_no_styles() -> None:
    """D8: printed = the first two listed; each list ends with its 2 Styles, so White Belt has
    none; Igor's printed pair starts with Crochet (the White Belt example)."""
    for f in FIGHTERS.values():
        assert f.techniques[:2] == f.printed
        kinds = [technique(t).keyword for t in f.techniques]
        assert kinds[-2:] == [Keyword.STYLE, Keyword.STYLE], f.id
        assert Keyword.STYLE not in kinds[:-2], f.id
    assert fighter("igor").printed[0] == "crochet"


def test_icons_match_the_worked_examples() -> None:
    li, igor = fighter("li_ming"), fighter("igor")
    assert li.icon(1, 2) == E  # E2: cell 2 of her column 1 costs an E
    assert li.icon(4, 2) == M  # E3: 3 damage on zone 4 costs an M
    assert li.icon(3, 2) == D  # E5: cell 2 of column 3 is D
    assert igor.icon(1, 2) == E  # E8
    assert igor.icon(1, 7) is None  # E13: the KO cell carries no icon
    assert igor.icon(5, 5) == P and igor.icon(5, 1) is None
    with pytest.raises(ValueError):
        igor.icon(6, 2)
    with pytest.raises(ValueError):
        igor.icon(1, 8)


def test_sok_klap_lang() -> None:
    t = technique("sok_klap_lang")
    assert (t.keyword, t.applies, t.cost) == (Keyword.END, Applies.NEXT_TURN_ATTACK,
                                              Cost(chi=1, rage=2))
    assert t.when == Condition(action=(P,), zones=(1,))
    assert t.effects == (Effect(do=Do.EXTRA_MOVE, amount=1, always=True),
                         Effect(do=Do.ATTACK_DICE, amount=3))


@pytest.mark.parametrize(("tid", "effects"), [
    ("crochet", (Effect(do=Do.ATTACK_DICE, amount=1), Effect(do=Do.DEFENSE_DICE, amount=-1))),
    ("kra_tot_chok", (Effect(do=Do.ATTACK_DICE, amount=1),
                      Effect(do=Do.DEFENSE_DICE, amount=-2))),
    ("tamejiwari", (Effect(do=Do.DISCARD_USED_DEFENSE, needs_exceptional=False),)),
    ("khai_kong", (Effect(do=Do.ATTACK_DICE, amount=1),
                   Effect(do=Do.DISCARD_USED_DEFENSE, needs_exceptional=True))),
    ("homme_ivre", (Effect(do=Do.SWAP_NORMAL_AND_FAIL, amount=1),)),
    ("fureur_du_leopard", (Effect(do=Do.BONUS_TURN, amount=1),)),
    ("ginga_de_bahia", (Effect(do=Do.ATTACK_DICE_PER_START_TOKEN, token=M),)),
    ("oshi_zumo", (Effect(do=Do.CANCEL_NORMAL_PER_TARGET_TOKEN, token=P),)),
    ("goju", (Effect(do=Do.SWAP_EFFECT_WITH_ACTION, token=K),)),
    ("kiai", (Effect(do=Do.LOCK_ENERGY_NEXT_TURN, target="opponent"),)),
    ("serenite_de_la_grue", (Effect(do=Do.SWAP_EFFECT_TOKENS, amount=2),)),
    ("kon_muay_kee", (Effect(do=Do.SHIFT_EFFECT_TOKEN, amount=1),)),
    ("danseur", (Effect(do=Do.MOVEMENT_AS_DEFENSE, amount=2),)),
    ("negativa", (Effect(do=Do.MOVEMENT_AS_DEFENSE, amount=1),)),
    ("tsuppari", (Effect(do=Do.PUSH, amount=2),)),
])
def test_effect_values(tid: str, effects: tuple[Effect, ...]) -> None:
    assert technique(tid).effects == effects


@pytest.mark.parametrize(("tid", "when"), [
    ("mawashi_geri", Condition(action=(K,), start_zone_has=((K, 1), (D, 1)))),
    ("serie_de_jabs", Condition(action=(P,), start_zone_has=((P, 2),))),
    ("homme_ivre", Condition(action=(P, K))),
    ("fureur_du_leopard", Condition(struck_this_turn_with=P, not_in_bonus_turn=True)),
    ("voie_du_serpent", Condition(target_zone_empty=True)),
    ("oeil_du_tigre", Condition(zones=(1, 2, 5))),
    ("oniyama", Condition()),
])
def test_conditions(tid: str, when: Condition) -> None:
    assert technique(tid).when == when


def test_every_effect_kind_is_used() -> None:
    assert {e.do for t in TECHNIQUES.values() for e in t.effects} == set(Do)


def test_constants() -> None:
    assert DIE.faces == ("F", "F", "N", "N", "N", "X")
    assert DIE.faces.count(content.Face.N) == 3
    assert (content.BASE_ATTACK_DICE, content.DICE_PER_DEFENSE_TOKEN) == (2, 2)
    assert (content.LIFE_START, content.KO_CELL, content.SERIOUS_LINE) == (0, 7, 4)
    assert (content.ICON_CELLS, content.TECHNICAL_KO_COLUMNS) == ((2, 5), 3)
    assert (content.GAUGE_MAX, content.START_CHI, content.START_RAGE) == (6, 1, 1)
    assert [next_zone(z) for z in content.ZONES] == [2, 3, 4, 5, 1]
    with pytest.raises(ValueError):
        next_zone(0)


# --- start positions (R3, D3) -------------------------------------------------------------------

def test_start_positions_by_format() -> None:
    assert start_positions(2, False) == ((-1, 0, 0), (1, 0, 3))
    assert start_positions(3, False) == START_POSITIONS["p3"]
    assert start_positions(4, False) == ((-2, 1, 0), (-1, -1, 5), (2, -1, 3), (1, 1, 2))
    assert start_positions(4, True) == ((-1, 0, 0), (1, 0, 3), (-1, 1, 0), (1, -1, 3))
    for players, teams in ((2, True), (3, True), (1, False), (5, False)):
        with pytest.raises(ValueError):
            start_positions(players, teams)


def _cells(key: str) -> list[Hex]:
    return [Hex(q, r) for q, r, _ in START_POSITIONS[key]]


def test_d3_distances() -> None:
    """D3: 1v1 and 3 players at distance 2 pairwise; in FFA each fighter has rivals at 2, 3
    and 4; in 2v2 partners are adjacent and every enemy is at distance 2."""
    for key in ("p2", "p3"):
        assert {distance(a, b) for a, b in combinations(_cells(key), 2)} == {2}
    ffa = _cells("p4_ffa")
    for a in ffa:
        assert sorted(distance(a, b) for b in ffa if b != a) == [2, 3, 4]
    a1, b1, a2, b2 = _cells("p4_teams")
    assert distance(a1, a2) == distance(b1, b2) == 1
    assert {distance(a, b) for a in (a1, a2) for b in (b1, b2)} == {2}


def test_d3_facings() -> None:
    """D3: the 1v1 fighters face each other; in 2v2 team A faces E and team B faces W."""
    (q1, r1, f1), (q2, r2, f2) = START_POSITIONS["p2"]
    assert direction_to(Hex(q1, r1), Hex(q2, r2)) == f1
    assert direction_to(Hex(q2, r2), Hex(q1, r1)) == f2
    assert [f for _, _, f in START_POSITIONS["p4_teams"]] == [0, 3, 0, 3]


# --- the validators reject planted mistakes -----------------------------------------------------

def test_the_real_content_passes() -> None:
    validate_constants(_raw_constants())
    validate_content(FIGHTERS, TECHNIQUES, START_POSITIONS)


def test_fighter_with_11_tokens() -> None:
    igor = fighter("igor").model_copy(update={"tokens": ((P, 1), (H, 1), (G, 1), (M, 2),
                                                          (D, 2), (E, 4))})
    with pytest.raises(ValueError, match="11 tokens"):
        validate_fighter(igor, TECHNIQUES)


def test_fighter_tokens_not_icons_plus_m_and_e() -> None:
    # Still 12 tokens, but a Punch became a Kick that no icon shows.
    igor = fighter("igor").model_copy(update={"tokens": ((P, 1), (K, 1), (H, 1), (G, 1),
                                                          (M, 2), (D, 2), (E, 4))})
    with pytest.raises(ValueError, match="icons"):
        validate_fighter(igor, TECHNIQUES)


def test_fighter_icon_swapped() -> None:
    icons = list(fighter("igor").icons)
    icons[0] = (D, H)  # an E icon turned into a D: D3 E3 against the set's D2 E4
    with pytest.raises(ValueError, match="icons"):
        validate_fighter(fighter("igor").model_copy(update={"icons": tuple(icons)}), TECHNIQUES)


def test_fighter_repeated_token_type() -> None:
    igor = fighter("igor").model_copy(update={"tokens": ((P, 1), (P, 1), (H, 1), (G, 1),
                                                          (M, 2), (D, 2), (E, 4))})
    with pytest.raises(ValueError, match="once"):
        validate_fighter(igor, TECHNIQUES)


def test_fighter_with_four_icon_zones() -> None:
    igor = fighter("igor")
    with pytest.raises(ValueError, match="zones"):
        validate_fighter(igor.model_copy(update={"icons": igor.icons[:4]}), TECHNIQUES)


@pytest.mark.parametrize("tiles", [
    ("crochet", "bouledogue", "serie_de_jabs", "danseur", "puncheur"),  # repeats a printed one
    ("kiai", "bouledogue", "serie_de_jabs", "danseur", "puncheur"),  # Kimberley's
    ("nope", "bouledogue", "serie_de_jabs", "danseur", "puncheur"),  # unknown
])
def test_fighter_bad_techniques(tiles: tuple[str, ...]) -> None:
    with pytest.raises(ValueError, match="igor"):
        validate_fighter(fighter("igor").model_copy(update={"tiles": tiles}), TECHNIQUES)


def test_technique_not_listed_by_its_fighter() -> None:
    t = technique("crochet").model_copy(update={"fighter": "kimberley"})
    with pytest.raises(ValueError, match="does not list it"):
        validate_technique(t, FIGHTERS)


@pytest.mark.parametrize("cost", [Cost(chi=7, rage=0), Cost(chi=0, rage=-1)])
def test_technique_cost_outside_gauge(cost: Cost) -> None:
    with pytest.raises(ValueError, match="cost"):
        validate_technique(technique("crochet").model_copy(update={"cost": cost}), FIGHTERS)


def test_keyword_and_applies_disagree() -> None:
    t = technique("crochet").model_copy(update={"applies": Applies.OWN_ATTACKS})
    with pytest.raises(ValueError, match="cannot apply"):
        validate_technique(t, FIGHTERS)


def test_technique_without_effect() -> None:
    with pytest.raises(ValueError, match="no effect"):
        validate_technique(technique("crochet").model_copy(update={"effects": ()}), FIGHTERS)


@pytest.mark.parametrize(("effect", "applies", "message"), [
    (Effect(do=Do.PUSH, amount=1), Applies.REACTION_ATTACK, "cannot act"),
    (Effect(do=Do.CANCEL_NORMAL_SUCCESSES, amount=1), Applies.OWN_ATTACKS, "cannot act"),
    (Effect(do=Do.BONUS_TURN, amount=1), Applies.NEXT_TURN_ATTACK, "cannot act"),
    (Effect(do=Do.ATTACK_DICE, amount=1, always=True), Applies.THIS_TURN_ATTACK, "always"),
    (Effect(do=Do.DEFENSE_DICE, amount=1), Applies.THIS_TURN_ATTACK, "takes away"),
    (Effect(do=Do.ATTACK_DICE, amount=0), Applies.THIS_TURN_ATTACK, "positive"),
    (Effect(do=Do.BONUS_TURN, amount=2), Applies.IMMEDIATE, "flag"),
    (Effect(do=Do.ATTACK_DICE, amount=1, token=P), Applies.THIS_TURN_ATTACK, "token"),
    (Effect(do=Do.ATTACK_DICE_PER_START_TOKEN), Applies.THIS_TURN_ATTACK, "token"),
    (Effect(do=Do.ATTACK_DICE_PER_START_TOKEN, token=M, amount=1), Applies.THIS_TURN_ATTACK,
     "no amount"),
    (Effect(do=Do.SWAP_EFFECT_WITH_ACTION, token=M), Applies.END_OF_OWN_TURN, "an Action"),
    (Effect(do=Do.LOCK_ENERGY_NEXT_TURN, target="self"), Applies.IMMEDIATE, "targets"),
    (Effect(do=Do.LOCK_ENERGY_NEXT_TURN), Applies.IMMEDIATE, "target"),
    (Effect(do=Do.PUSH, amount=1, needs_exceptional=True), Applies.THIS_TURN_ATTACK,
     "exceptional"),
])
def test_bad_effects(effect: Effect, applies: Applies, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        validate_effect(effect, applies)


@pytest.mark.parametrize(("when", "applies", "message"), [
    (Condition(zones=(6,)), Applies.THIS_TURN_ATTACK, "zones"),
    (Condition(zones=(5, 1)), Applies.THIS_TURN_ATTACK, "zones"),
    (Condition(action=(M,)), Applies.THIS_TURN_ATTACK, "Actions"),
    (Condition(action=(P, P)), Applies.THIS_TURN_ATTACK, "distinct Actions"),
    (Condition(start_zone_has=((D, 1), (K, 1))), Applies.THIS_TURN_ATTACK, "by code"),
    (Condition(start_zone_has=((K, 0),)), Applies.THIS_TURN_ATTACK, "at least 1"),
    (Condition(struck_this_turn_with=E), Applies.IMMEDIATE, "names an Action"),
    (Condition(action=(P,)), Applies.IMMEDIATE, "no attack"),
    (Condition(zones=(1,)), Applies.END_OF_OWN_TURN, "no attack"),
])
def test_bad_conditions(when: Condition, applies: Applies, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        validate_condition(when, applies)


def test_a_kind_nobody_uses() -> None:
    # Kiai is the only technique that locks energy.
    without_kiai = [t for t in TECHNIQUES.values() if t.id != "kiai"]
    with pytest.raises(ValueError, match="lock_energy_next_turn"):
        validate_kinds_used(without_kiai)


def test_technique_filed_under_another_id() -> None:
    techniques = {**TECHNIQUES, "crochet": technique("uppercut")}
    with pytest.raises(ValueError, match="filed under"):
        validate_content(FIGHTERS, techniques, START_POSITIONS)


@pytest.mark.parametrize(("key", "seats", "message"), [
    ("p2", ((-1, 0, 0), (4, 0, 3)), "off the arena"),
    ("p2", ((-1, 0, 0), (-1, 0, 3)), "share a cell"),
    ("p2", ((-1, 0, 0), (1, 0, 6)), "facing"),
    ("p2", ((-1, 0, 0), (1, 0, -1)), "facing"),
    ("p3", ((-1, 0, 0), (1, -1, 4)), "seats"),
])
def test_bad_start_positions(key: str, seats: tuple[tuple[int, int, int], ...],
                             message: str) -> None:
    with pytest.raises(ValueError, match=message):
        validate_start_positions({**START_POSITIONS, key: seats})


def test_missing_start_position_list() -> None:
    positions = {k: v for k, v in START_POSITIONS.items() if k != "p4_teams"}
    with pytest.raises(ValueError, match="start positions"):
        validate_start_positions(positions)


def _broken(path: tuple[str, ...], value: Any) -> dict[str, Any]:
    constants = copy.deepcopy(_raw_constants())
    node = constants
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return constants


@pytest.mark.parametrize(("path", "value", "message"), [
    (("next_zone", "3"), 5, "next_zone"),  # 1 -> 2 -> 3 -> 5 -> 1 skips zone 4
    (("die_faces",), ["F", "F", "N", "N", "N", "N"], "die faces"),
    (("arena", "radius"), 4, "arena"),
    (("action_types",), ["punch", "kick", "grab"], "action_types"),
    (("life_column", "icon_cells"), [2, 7], "icon cells"),
    (("life_column", "serious_line"), 8, "serious-wound"),
    (("energy_gauge", "start_chi"), 7, "start_chi"),
    (("zones", "6"), "tail", "zones"),
])
def test_bad_constants(path: tuple[str, ...], value: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        validate_constants(_broken(path, value))
