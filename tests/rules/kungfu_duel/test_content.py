"""Kung-Fu Duel content and character creation (spec sections 3.1, 6.1 and 6.2, rules C1-C5):
the cost table cell by cell and its closed forms, thresholds and damages-to-out, the builder's
checks (``character_problems``, ``validate_character``, ``allowed_ratings``), C1-C5 as the
engine takes a character (a real setup with saved characters), the 48-card bonus deck and the
five ready-made fighters, each against the spec's tables typed in here on their own, and the
import-time checks (``parse_bonus``, ``parse_characters``) refusing broken copies.

Coverage map (creation rule -> tests; ``test_coverage_map`` checks these rows):

C1      test_c1_ratings_1_to_13_minimum_cost_4
C2      test_c2_total_at_most_160
C3      test_c3_unspent_points_are_banked
C4      test_c4_three_ap_and_hand_limit_three
C5      test_c5_signature_materiel_is_a_separate_posed_copy

Map (spec part -> tests):

3.1 table     test_cost_table_cell, test_cost_table_total_row,
              test_cost_table_closed_forms, test_costs_are_not_cumulative
3.1 derived   test_threshold_is_14_minus_rating, test_damages_to_out_by_rating
3.1 step 3    test_allowed_ratings_first_component_is_any,
              test_allowed_ratings_refuses_a_total_over_160,
              test_allowed_ratings_refuses_leaving_too_few_points,
              test_allowed_ratings_last_component, test_allowed_ratings_reach_exactly_the_legal
3.1 step 7    test_character_problems_rating_out_of_range, test_character_problems_cost,
              test_character_problems_signature, test_validate_character
6.1           test_bonus_deck_has_48_cards_by_kind, test_bonus_card_fields,
              test_defensive_atouts, test_repeated_suits_are_kept
6.2           test_preset_ratings_costs_and_thresholds, test_preset_concept_lines
checks        test_parse_bonus_round_trip, test_parse_bonus_refuses_broken_copies,
              test_parse_characters_round_trip, test_parse_characters_refuses_broken_copies
"""

from __future__ import annotations

import copy
import itertools
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from rules.kungfu_duel import GAME, KFState, Kind, Options, content
from rules.kungfu_duel.content import (
    AP,
    BONUS,
    BONUS_DECK,
    COMPS,
    COSTS,
    HAND_LIMIT,
    POINTS,
    PRESETS,
    BonusKind,
    Character,
    CharacterProblem,
    Comp,
    allowed_ratings,
    character_problems,
    cost,
    damages_to_out,
    parse_bonus,
    parse_characters,
    threshold,
    validate_character,
)
from rules.kungfu_duel.state import SavedCharacter

from .builder import act, do, fighter, options

DATA: dict[str, Any] = json.loads(
    Path(content.__file__).with_name("content.json").read_text(encoding="utf-8"))

# Section 3.1's table, typed from the spec.
SPEC_COSTS: dict[str, list[int]] = {
    "V": [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78, 91],
    "D": [1, 5, 10, 16, 23, 31, 40, 50, 61, 73, 86, 100, 115],
    "T": [1, 7, 14, 22, 31, 41, 52, 64, 77, 91, 106, 122, 139],
    "P": [1, 11, 22, 34, 47, 61, 76, 92, 109, 127, 146, 166, 187],
}
SPEC_TOTALS = [4, 26, 52, 82, 116, 154, 196, 242, 292, 346, 404, 466, 532]

# Section 6.1, typed from the spec: id -> (kind, name, suits, defensive, power, ap,
# fragility, protection, solidity).
A, F, M, T, B, R = "atout", "faiblesse", "materiel", "terrain", "bouclier", "armure"
SPEC_BONUS: dict[str, tuple[str, str, str, bool, int, int, int, int, int]] = {
    "A01": (A, "Rapide", "♠", False, 0, 0, 0, 0, 0),
    "A02": (A, "Puissant", "♦♦", False, 0, 0, 0, 0, 0),
    "A03": (A, "Rusé", "♣", False, 0, 0, 0, 0, 0),
    "A04": (A, "Imposant", "♥♥", False, 0, 0, 0, 0, 0),
    "A05": (A, "Souple", "♠", True, 0, 0, 0, 0, 0),
    "A06": (A, "Vigilant", "♣", True, 0, 0, 0, 0, 0),
    "A07": (A, "Acrobatique", "♠♠", False, 0, 0, 0, 0, 0),
    "A08": (A, "Implacable", "♦♣", False, 0, 0, 0, 0, 0),
    "A09": (A, "Serein", "♣♥", True, 0, 0, 0, 0, 0),
    "A10": (A, "Féroce", "♦♠", False, 0, 0, 0, 0, 0),
    "A11": (A, "Élégant", "♠♥", False, 0, 0, 0, 0, 0),
    "A12": (A, "Tenace", "♦", True, 0, 0, 0, 0, 0),
    "A13": (A, "Fulgurant", "♠♣", False, 0, 0, 0, 0, 0),
    "A14": (A, "Inébranlable", "♦♥", True, 0, 0, 0, 0, 0),
    "A15": (A, "Sournois", "♣♣", False, 0, 0, 0, 0, 0),
    "A16": (A, "Majestueux", "♦♠♥", False, 0, 0, 0, 0, 0),
    "A17": (A, "Fluide", "♠♣♥", True, 0, 0, 0, 0, 0),
    "A18": (A, "Tonitruant", "♦♦♠", False, 0, 0, 0, 0, 0),
    "A19": (A, "Patient", "♣", True, 0, 0, 0, 0, 0),
    "A20": (A, "Héroïque", "♦♠♣♥", False, 0, 0, 0, 0, 0),
    "F01": (F, "Orgueil", "♥", False, 0, 0, 0, 0, 0),
    "F02": (F, "Colère", "♣", False, 0, 0, 0, 0, 0),
    "F03": (F, "Épuisement", "♦", False, 0, 0, 0, 0, 0),
    "F04": (F, "Vertige", "♠", False, 0, 0, 0, 0, 0),
    "F05": (F, "Blessure ancienne", "♦♠", False, 0, 0, 0, 0, 0),
    "F06": (F, "Doute", "♣♥", False, 0, 0, 0, 0, 0),
    "F07": (F, "Imprudence", "♠♣", False, 0, 0, 0, 0, 0),
    "F08": (F, "Désespoir", "♦♣♥", False, 0, 0, 0, 0, 0),
    "M01": (M, "Jian", "♦♠", False, 2, 1, 11, 0, 0),
    "M02": (M, "Dao", "♦", False, 2, 1, 10, 0, 0),
    "M03": (M, "Bâton", "♠♣", False, 2, 1, 9, 0, 0),
    "M04": (M, "Lance", "♦♠", False, 3, 0, 10, 0, 0),
    "M05": (M, "Éventail de fer", "♠♥", False, 1, 1, 12, 0, 0),
    "M06": (M, "Nunchaku", "♠♣", False, 1, 2, 8, 0, 0),
    "M07": (M, "Fouet à neuf sections", "♠♣♥", False, 2, 0, 9, 0, 0),
    "M08": (M, "Tabouret", "♦♣", False, 1, 1, 5, 0, 0),
    "T01": (T, "Toits de tuiles", "♠", False, 2, 0, 0, 0, 0),
    "T02": (T, "Bambouseraie", "♠♣", False, 1, 0, 0, 0, 0),
    "T03": (T, "Taverne", "♣", False, 2, 0, 0, 0, 0),
    "T04": (T, "Pont de corde", "♦♠", False, 1, 0, 0, 0, 0),
    "T05": (T, "Cour du temple", "♥", False, 2, 0, 0, 0, 0),
    "T06": (T, "Marché", "♣♥", False, 1, 0, 0, 0, 0),
    "B01": (B, "Bouclier de rotin", "", False, 0, 0, 0, 1, 0),
    "B02": (B, "Bouclier de bronze", "", False, 0, 0, 0, 1, 0),
    "B03": (B, "Porte arrachée", "", False, 0, 0, 0, 2, 0),
    "R01": (R, "Cuirasse de cuir", "", False, 0, 0, 0, 0, 2),
    "R02": (R, "Brigandine", "", False, 0, 0, 0, 0, 3),
    "R03": (R, "Armure de lamelles", "", False, 0, 0, 0, 0, 4),
}

# Section 6.2, typed from the spec: id -> (ratings, costs, total, banked, thresholds,
# signature).
SPEC_PRESETS: dict[str, tuple[tuple[int, ...], tuple[int, ...], int, int, tuple[int, ...], str]] = {
    "tigre_de_fer": ((10, 7, 6, 3), (55, 40, 41, 22), 158, 2, (4, 7, 8, 11), "M02"),
    "grue_blanche": ((8, 9, 6, 3), (36, 61, 41, 22), 160, 0, (6, 5, 8, 11), "M05"),
    "serpent_de_jade": ((8, 6, 8, 3), (36, 31, 64, 22), 153, 7, (6, 8, 6, 11), "M07"),
    "vieux_maitre_ivre": ((6, 7, 6, 5), (21, 40, 41, 47), 149, 11, (8, 7, 8, 9), "M08"),
    "moine_de_bronze": ((12, 6, 5, 2), (78, 31, 31, 11), 151, 9, (2, 8, 9, 12), "M03"),
}

SUIT_COMP = {"♦": Comp.V, "♠": Comp.D, "♣": Comp.T, "♥": Comp.P}
CREATION_IDS = [f"C{i}" for i in range(1, 6)]


def test_coverage_map() -> None:
    # tests.rules.common.check_coverage_map reads R/D rows only: the same check for C rows.
    names = [n for n in vars(sys.modules[__name__]) if n.startswith("test_")]
    rows = dict(re.findall(r"^(C\d+)\s+(.+)$", __doc__ or "", re.MULTILINE))
    assert sorted(rows) == CREATION_IDS
    for cid, row in rows.items():
        assert any(n.startswith(f"test_{cid.lower()}_") for n in names), cid
        assert all(t in names for t in re.findall(r"test_\w+", row)), cid


# --- the cost table (3.1) --------------------------------------------------------------------


@pytest.mark.parametrize(("comp", "level"),
                         [(c, n) for c in "VDTP" for n in range(1, 14)])
def test_cost_table_cell(comp: str, level: int) -> None:
    assert cost(Comp[comp], level) == SPEC_COSTS[comp][level - 1]


def test_cost_table_total_row() -> None:
    for level in range(1, 14):
        assert sum(cost(c, level) for c in COMPS) == SPEC_TOTALS[level - 1]
        assert sum(SPEC_COSTS[c.name][level - 1] for c in COMPS) == SPEC_TOTALS[level - 1]
    assert all(len(COSTS[c]) == 13 for c in COMPS)


def test_cost_table_closed_forms() -> None:
    for n in range(1, 14):
        assert cost(Comp.V, n) == n * (n + 1) // 2
        assert cost(Comp.D, n) == 1 + sum(range(4, n + 3))
        assert cost(Comp.T, n) == 1 + sum(range(6, n + 5))
        assert cost(Comp.P, n) == 1 + sum(range(10, n + 9))


def test_costs_are_not_cumulative() -> None:
    # "Vigueur 6 costs 21 in total" [S]: the entry, not the sum of entries 1..6 (56).
    assert cost(Comp.V, 6) == 21
    assert validate_character((13, 9, 1, 1), None)  # 91 + 61 + 1 + 1 = 154


# --- derived values (3.1) --------------------------------------------------------------------


def test_threshold_is_14_minus_rating() -> None:
    assert [threshold(r) for r in range(1, 14)] == list(range(13, 0, -1))


def test_damages_to_out_by_rating() -> None:
    spec = {13: 13, 12: 7, 11: 5, 10: 4, 9: 3, 8: 3, 7: 2, 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 1}
    assert {r: damages_to_out(r) for r in range(1, 14)} == spec
    for r in range(1, 14):  # it is the count of hits taking a fresh 13 to 0 or less
        k = damages_to_out(r)
        assert 13 - k * threshold(r) <= 0 < 13 - (k - 1) * threshold(r)


# --- the builder's checks (3.1 steps 3 and 7) ------------------------------------------------


def test_allowed_ratings_first_component_is_any() -> None:
    # Vigueur 13 costs 91: 94 with the three others at 1.
    assert allowed_ratings([]) == list(range(1, 14))


def test_allowed_ratings_refuses_a_total_over_160() -> None:
    # V13 = 91; Distance 10 (73) would make 164.
    assert allowed_ratings([13]) == list(range(1, 10))
    # V13 D9 = 152; Tempo 3 (14) would make 166 with P at 1.
    assert allowed_ratings([13, 9]) == [1, 2]


def test_allowed_ratings_refuses_leaving_too_few_points() -> None:
    # V9 = 45; Distance 13 (115) makes exactly 160 but leaves nothing for T and P.
    assert allowed_ratings([9]) == list(range(1, 13))
    assert validate_character((9, 12, 1, 1), None)
    assert not validate_character((9, 13, 1, 1), None)
    # V9 D12 = 145; Tempo 4 (22) would leave too little even for Présence 1.
    assert allowed_ratings([9, 12]) == [1, 2, 3]


def test_allowed_ratings_last_component() -> None:
    assert allowed_ratings([9, 12, 3]) == [1]  # 159 spent
    assert allowed_ratings([1, 1, 1]) == list(range(1, 12))  # P11: 149, P12: 169
    assert allowed_ratings([8, 9, 6]) == [1, 2, 3]  # grue_blanche: P3 makes exactly 160


def test_allowed_ratings_reach_exactly_the_legal() -> None:
    walked = {(v, d, t, p) for v in allowed_ratings([]) for d in allowed_ratings([v])
              for t in allowed_ratings([v, d]) for p in allowed_ratings([v, d, t])}
    legal = {r for r in itertools.product(range(1, 14), repeat=4)
             if sum(SPEC_COSTS[c][x - 1] for c, x in zip("VDTP", r, strict=True)) <= 160}
    assert walked == legal
    assert len(legal) == 7070


def test_character_problems_rating_out_of_range() -> None:
    for ratings in [(0, 1, 1, 1), (1, 14, 1, 1), (1, 1, 1, -3), (1, 1, 1), (1, 1, 1, 1, 1)]:
        assert character_problems(ratings, None) == [CharacterProblem.RATING], ratings
    assert character_problems((1, 1, 1, 1), None) == []  # C1: the minimum, cost 4


def test_character_problems_cost() -> None:
    assert character_problems((8, 9, 6, 3), None) == []  # exactly 160
    for ratings in [(1, 3, 6, 9), (2, 2, 2, 11), (13, 13, 13, 13)]:  # 161, 161, 532
        assert character_problems(ratings, None) == [CharacterProblem.COST], ratings
    assert POINTS == 160


def test_character_problems_signature() -> None:
    for m in [f"M0{i}" for i in range(1, 9)]:
        assert character_problems((5, 5, 5, 1), m) == []
    for bad in ["A01", "F01", "T01", "B01", "R01", "M09", "", "m01"]:
        assert character_problems((5, 5, 5, 1), bad) == [CharacterProblem.SIGNATURE], bad
    assert character_problems((13, 13, 13, 13), "A01") == [CharacterProblem.COST,
                                                          CharacterProblem.SIGNATURE]


def test_validate_character() -> None:
    assert validate_character((10, 7, 6, 3), "M02")
    assert validate_character((1, 1, 1, 1), None)
    assert not validate_character((10, 7, 6, 3), "T01")
    assert not validate_character((10, 7, 6, 4), None)  # 158 - 22 + 34 = 170
    assert not validate_character((0, 7, 6, 3), None)


# --- the bonus deck (6.1) ------------------------------------------------------------------


def test_bonus_deck_has_48_cards_by_kind() -> None:
    assert len(BONUS_DECK) == 48 and len(set(BONUS_DECK)) == 48
    assert set(BONUS_DECK) == set(SPEC_BONUS) == set(BONUS)
    counts = Counter(BONUS[c].kind for c in BONUS_DECK)
    assert counts == {BonusKind.ATOUT: 20, BonusKind.FAIBLESSE: 8, BonusKind.MATERIEL: 8,
                      BonusKind.TERRAIN: 6, BonusKind.BOUCLIER: 3, BonusKind.ARMURE: 3}


@pytest.mark.parametrize("card_id", sorted(SPEC_BONUS))
def test_bonus_card_fields(card_id: str) -> None:
    kind, name, suits, defensive, power, ap, fragility, protection, solidity = \
        SPEC_BONUS[card_id]
    card = BONUS[card_id]
    assert card.id == card_id
    assert card.kind == kind
    assert card.name == name
    assert card.suits == tuple(SUIT_COMP[s] for s in suits)
    assert (card.defensive, card.power, card.ap, card.fragility, card.protection,
            card.solidity) == (defensive, power, ap, fragility, protection, solidity)


def test_defensive_atouts() -> None:
    assert {c for c, b in BONUS.items() if b.defensive} == {
        "A05", "A06", "A09", "A12", "A14", "A17", "A19"}
    assert all(BONUS[c].kind is BonusKind.ATOUT for c in BONUS if BONUS[c].defensive)


def test_repeated_suits_are_kept() -> None:
    # D30: a printed symbol counts each time it is printed.
    assert BONUS["A02"].suits == (Comp.V, Comp.V)
    assert BONUS["A18"].suits == (Comp.V, Comp.V, Comp.D)
    assert len(BONUS["A20"].suits) == 4
    assert [len(BONUS[f"F0{i}"].suits) for i in range(1, 9)] == [1, 1, 1, 1, 2, 2, 2, 3]


# --- the ready-made fighters (6.2) ------------------------------------------------------------


@pytest.mark.parametrize("preset", sorted(SPEC_PRESETS))
def test_preset_ratings_costs_and_thresholds(preset: str) -> None:
    ratings, costs, total, banked, thresholds, signature = SPEC_PRESETS[preset]
    char = PRESETS[preset]
    assert char.id == preset
    assert char.ratings == ratings
    assert tuple(cost(c, r) for c, r in zip(COMPS, char.ratings, strict=True)) == costs
    assert (char.total, char.banked) == (total, banked)
    assert sum(costs) == total and total + banked == 160
    assert tuple(threshold(r) for r in char.ratings) == thresholds
    assert char.signature == signature
    assert validate_character(char.ratings, char.signature)


def test_preset_concept_lines() -> None:
    assert set(PRESETS) == set(SPEC_PRESETS)
    assert (AP, HAND_LIMIT) == (3, 3)  # "ap: 3" for every preset (C4)
    monk = threshold(PRESETS["moine_de_bronze"].ratings[Comp.V])
    assert 13 - 6 * monk > 0 >= 13 - 7 * monk  # survives 6 wounds, the 7th kills
    serpent = threshold(PRESETS["serpent_de_jade"].ratings[Comp.T])
    assert 13 - 2 * serpent > 0 >= 13 - 3 * serpent  # survives two refills
    master = threshold(PRESETS["vieux_maitre_ivre"].ratings[Comp.P])
    assert 13 - master == 4  # a retreat leaves Présence at 4


# --- import-time checks refusing broken copies ----------------------------------------------


def test_parse_bonus_round_trip() -> None:
    assert parse_bonus(DATA) == BONUS


def _broken_bonus(table: str, index: int, **changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(DATA)
    data[table][index].update(changes)
    return data


def test_parse_bonus_refuses_broken_copies() -> None:
    short = copy.deepcopy(DATA)
    short["atouts"].pop()
    extra = copy.deepcopy(DATA)
    extra["boucliers"].append({"id": "B04", "name": "x", "protection": 1})
    broken = [
        short,
        extra,
        _broken_bonus("atouts", 1, id="A01"),  # an id twice
        _broken_bonus("faiblesses", 7, id="A20"),  # an id twice across tables
        _broken_bonus("atouts", 0, suits=[]),  # an Atout with no suit
        _broken_bonus("faiblesses", 0, suits=[]),
        _broken_bonus("materiel", 0, suits=[]),
        _broken_bonus("terrains", 0, suits=[]),
        _broken_bonus("materiel", 2, power=0),  # an item with no power
        _broken_bonus("terrains", 1, power=0),
    ]
    for data in broken:
        with pytest.raises(ValueError):
            parse_bonus(data)
    with pytest.raises((ValueError, KeyError)):
        parse_bonus(_broken_bonus("atouts", 0, suits=["X"]))  # not a suit


def test_parse_characters_round_trip() -> None:
    assert parse_characters(DATA["characters"]) == PRESETS


def _broken_char(index: int, path: tuple[str, ...], new: Any) -> list[dict[str, Any]]:
    rows = copy.deepcopy(DATA["characters"])
    target = rows[index]
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = new
    return rows


def test_parse_characters_refuses_broken_copies() -> None:
    broken = [
        _broken_char(0, ("ratings", "P"), 4),  # tigre_de_fer at 170
        _broken_char(1, ("ratings", "D"), 10),  # grue_blanche at 172
        _broken_char(2, ("ratings", "V"), 0),
        _broken_char(3, ("ratings", "T"), 14),
        _broken_char(4, ("signature",), "A01"),
        _broken_char(0, ("cost", "total"), 157),
        _broken_char(1, ("cost", "banked"), 1),
        _broken_char(2, ("thresholds", "T"), 7),
        _broken_char(4, ("thresholds", "V"), 3),
    ]
    for rows in broken:
        with pytest.raises(ValueError):
            parse_characters(rows)


# --- C1-C5 character creation ------------------------------------------------------------------


def started(picks: tuple[str, str],
            saved: dict[str, list[SavedCharacter]] | None = None) -> KFState:
    """A real setup of A and B, each picking the given character key."""
    state = GAME.setup(["A", "B"], 1, Options(saved=saved or {}))
    return do(state, act("A", Kind.PICK, arg=picks[0]), act("B", Kind.PICK, arg=picks[1]))


def saved_keys(saved: list[SavedCharacter]) -> set[str]:
    """The saved characters A is offered (section 3.1 step 7: only legal ones)."""
    state = GAME.setup(["A", "B"], 1, Options(saved={"A": saved}))
    return {o.arg for o in options(state, "A")} - set(PRESETS)


def test_c1_ratings_1_to_13_minimum_cost_4() -> None:
    saved = [SavedCharacter(name="zero", ratings=(0, 1, 1, 1)),
             SavedCharacter(name="high", ratings=(1, 1, 1, 14)),
             SavedCharacter(name="min", ratings=(1, 1, 1, 1))]
    assert saved_keys(saved) == {"saved:2"}
    state = started(("saved:0", "moine_de_bronze"),
                    {"A": [SavedCharacter(name="min", ratings=(1, 1, 1, 1))]})
    assert fighter(state, "A").ratings == [1, 1, 1, 1] and fighter(state, "A").character == "min"
    assert sum(cost(c, 1) for c in Comp) == 4


def test_c2_total_at_most_160() -> None:
    saved = [SavedCharacter(name="160", ratings=(8, 9, 6, 3)),
             SavedCharacter(name="161", ratings=(1, 3, 6, 9)),
             SavedCharacter(name="161b", ratings=(2, 2, 2, 11))]
    assert saved_keys(saved) == {"saved:0"}


def test_c3_unspent_points_are_banked() -> None:
    char = Character(id="x", name="x", ratings=(6, 6, 6, 1))
    assert (char.total, char.banked) == (94, 66)
    raised = Character(id="x", name="x", ratings=(8, 6, 6, 1))
    # Raising Vigueur 6 -> 8 between fights costs cost(8) - cost(6) = 36 - 21.
    assert raised.total - char.total == cost(Comp.V, 8) - cost(Comp.V, 6) == 15
    assert [PRESETS[p].banked for p in sorted(PRESETS)] == [0, 9, 7, 2, 11]


def test_c4_three_ap_and_hand_limit_three() -> None:
    state = started(("tigre_de_fer", "grue_blanche"))
    assert [(f.ap, f.ap_left) for f in state.fighters] == [(3, 3), (3, 3)]
    assert [v.ap for v in GAME.view(state, None).fighters] == [3, 3]
    s1 = do(state, *[act("A", Kind.DRAW)] * 3)
    assert len(fighter(s1, "A").hand) == 3 and Kind.DRAW not in {o.kind for o in options(s1, "A")}


def test_c5_signature_materiel_is_a_separate_posed_copy() -> None:
    state = started(("tigre_de_fer", "saved:0"),
                    {"B": [SavedCharacter(name="plain", ratings=(5, 5, 5, 1))]})
    item = fighter(state, "A").front.materiel
    assert item is not None and (item.id, item.signature) == ("M02", True)
    assert (item.fragility, item.pool) == (10, 1)  # full fragility
    assert sorted(state.bonus_deck) == sorted(BONUS_DECK)  # the deck's own Dao stays in it
    assert fighter(state, "B").front.materiel is None
    bad = [SavedCharacter(name="atout", ratings=(5, 5, 5, 1), signature="A01"),
           SavedCharacter(name="jian", ratings=(5, 5, 5, 1), signature="M01")]
    assert saved_keys(bad) == {"saved:1"}
