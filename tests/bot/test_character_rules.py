"""The character builder's arithmetic, as the wizard shows it (spec 3.1, C1-C5): every row of
the cost table, each step's allowed ratings and the two refusals, thresholds and damages to
go out, the ready-made fighters' sheets (6.2) and the names a character may not take.

The expected numbers are the spec's tables typed out here, not the engine's ``COSTS``: a
wrong entry in either shows."""

from __future__ import annotations

import itertools
import re

import pytest

from bot.text import voice
from bot.text.kungfu_duel import FORMATS
from cogs.kungfu_duel_builder import (
    MAX_NAME,
    Draft,
    Refusal,
    Stage,
    cost_row,
    name_problem,
    picked_line,
    preset_for,
    rating_lines,
    refusal,
    refusal_note,
    refused_lines,
    screen,
    sheet_lines,
)
from rules.kungfu_duel.content import COMPS, PRESETS

say = voice(formats=FORMATS)

# 3.1, row by row (levels 1 to 13).
SPEC_COSTS = {
    "Vigueur": [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78, 91],
    "Distance": [1, 5, 10, 16, 23, 31, 40, 50, 61, 73, 86, 100, 115],
    "Tempo": [1, 7, 14, 22, 31, 41, 52, 64, 77, 91, 106, 122, 139],
    "Présence": [1, 11, 22, 34, 47, 61, 76, 92, 109, 127, 146, 166, 187],
}
ROWS = list(SPEC_COSTS.values())
# 3.1's derived values, by rating 1..13.
SPEC_OUT = {13: 13, 12: 7, 11: 5, 10: 4, 9: 3, 8: 3, 7: 2, 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 1}
_ENTRY = re.compile(r"(~~)?(\d+)→(\d+)(~~)?")


def spec_total(ratings: tuple[int, ...] | list[int]) -> int:
    return sum(ROWS[i][r - 1] for i, r in enumerate(ratings))


def spec_allowed(chosen: list[int]) -> list[int]:
    """3.1 step 3 from the spec's table: at most 160 with 1 point for each component left."""
    left = 3 - len(chosen)
    return [r for r in range(1, 14)
            if spec_total(chosen) + ROWS[len(chosen)][r - 1] + left <= 160]


def shown_row(chosen: list[int]) -> tuple[str, dict[int, int], set[int]]:
    """The cost row the wizard shows after ``chosen``: its component's name, each rating's
    cost, and the ratings struck out."""
    text = cost_row(say, chosen)
    name = text.split(" costs")[0]
    entries = _ENTRY.findall(text)
    assert len(entries) == 13, text
    costs = {int(r): int(c) for _, r, c, _ in entries}
    struck = {int(r) for a, r, _, b in entries if a and b}
    return name, costs, struck


# -- the cost table (3.1, C1, C2)


@pytest.mark.parametrize("index", range(4), ids=list(SPEC_COSTS))
def test_c1_every_row_of_the_cost_table_as_the_wizard_shows_it(index: int) -> None:
    chosen = [1] * index  # the cheapest way to reach this component
    name, costs, struck = shown_row(chosen)
    assert name == list(SPEC_COSTS)[index]
    assert [costs[r] for r in range(1, 14)] == ROWS[index]
    assert struck == set(range(1, 14)) - set(spec_allowed(chosen))


def test_c2_the_cost_table_total_row_and_closed_forms() -> None:
    """3.1's own checks of its table: the Total row and the rows' closed forms."""
    totals = [4, 26, 52, 82, 116, 154, 196, 242, 292, 346, 404, 466, 532]
    assert [sum(row[n] for row in ROWS) for n in range(13)] == totals
    shown = [shown_row([1] * i)[1] for i in range(4)]
    for n in range(1, 14):
        assert shown[0][n] == n * (n + 1) // 2
        assert shown[1][n] == 1 + sum(range(4, n + 3))
        assert shown[2][n] == 1 + sum(range(6, n + 5))
        assert shown[3][n] == 1 + sum(range(10, n + 9))


def test_c2_each_step_offers_exactly_what_the_spec_allows() -> None:
    """Every path through the four selects: the ratings offered at each step are the spec's,
    and the characters the wizard can finish are exactly the legal ones (C1, C2)."""
    finished = set()
    frontier: list[list[int]] = [[]]
    while frontier:
        chosen = frontier.pop()
        offered = [r for r in range(1, 14) if refusal(chosen, r) is None]
        assert offered == spec_allowed(chosen), chosen
        for r in offered:
            (finished.add(tuple([*chosen, r])) if len(chosen) == 3
             else frontier.append([*chosen, r]))
    legal = {t for t in itertools.product(range(1, 14), repeat=4) if spec_total(t) <= 160}
    assert finished == legal
    assert max(spec_total(t) for t in finished) == 160 and (1, 1, 1, 1) in finished


# -- step 3's refusals


def test_step3_a_rating_past_160_is_refused_and_struck_out() -> None:
    # Vigueur 13 (91): Distance 9 (61) makes 152 with 8 left; Distance 10 (73) makes 164.
    assert [refusal([13], r) for r in (9, 10, 13)] == [None, Refusal.OVER, Refusal.OVER]
    _, _, struck = shown_row([13])
    assert struck == {10, 11, 12, 13}
    assert refused_lines(say, [13]) == [
        "Refused: 10 to 13 would take the total over 160 points."]
    # Vigueur 13, Distance 9, Tempo 2 spend 159: Présence can only be 1.
    assert shown_row([13, 9, 2])[2] == set(range(2, 14))
    assert refused_lines(say, [13, 9, 2]) == [
        "Refused: 2 to 13 would take the total over 160 points."]


def test_step3_a_rating_leaving_no_point_for_the_rest_is_refused() -> None:
    # Vigueur 9 (45) + Distance 13 (115) is exactly 160, leaving 0 for Tempo and Présence.
    assert refusal([9], 13) is Refusal.REST and refusal([9], 12) is None
    assert refused_lines(say, [9]) == [
        "Refused: 13 would leave too few points to give Tempo and Présence rating 1."]
    # Vigueur 13 (91), Distance 2 (5): Tempo 8 (64) reaches 160 with nothing for Présence,
    # Tempo 9 (77) passes it.
    assert [refusal([13, 2], r) for r in (7, 8, 9)] == [None, Refusal.REST, Refusal.OVER]
    assert refused_lines(say, [13, 2]) == [
        "Refused: 9 to 13 would take the total over 160 points.",
        "Refused: 8 would leave too few points to give Présence rating 1."]
    assert shown_row([13, 2])[2] == set(range(8, 14))


def test_step3_points_left_and_running_total_are_shown() -> None:
    lines = rating_lines(say, [13, 9])
    assert "**Tempo** (3 of 4): choose its rating." in lines
    assert "Spent 152 of 160 points: 8 left." in lines
    assert "The component after it needs at least 1 point (rating 1)." in lines
    first = rating_lines(say, [])
    assert "Spent 0 of 160 points: 160 left." in first
    assert "The 3 components after it need at least 1 point each (rating 1)." in first
    assert not any("after it need" in line for line in rating_lines(say, [13, 9, 2]))


def test_step3_an_old_or_forged_choice_is_refused_in_words() -> None:
    """What the builder answers a rating its select did not offer."""
    assert refusal_note(say, [9], 12) is None
    assert refusal_note(say, [9], 13) == ("Distance 13 is refused: it would leave too few "
                                          "points to give each component after it rating 1.")
    assert refusal_note(say, [13], 10) == ("Distance 10 is refused: it would take the total "
                                           "over 160 points.")
    assert refusal_note(say, [], 14) == "Vigueur 14 is refused: a rating goes from 1 to 13."


@pytest.mark.parametrize("rating", [0, 14, -1])
def test_c1_a_rating_outside_1_to_13_is_refused(rating: int) -> None:
    draft = Draft(token="0" * 8, owner="1", started=0.0, stage=Stage.RATINGS)
    assert draft.rate(rating) is Refusal.RANGE and draft.ratings == []


def test_step3_a_refused_rating_changes_nothing_and_an_allowed_one_moves_on() -> None:
    draft = Draft(token="0" * 8, owner="1", started=0.0, stage=Stage.RATINGS)
    assert draft.rate(9) is None and draft.ratings == [9]
    assert draft.rate(13) is Refusal.REST and draft.ratings == [9]
    for r in (12, 1):
        assert draft.rate(r) is None
    assert draft.stage is Stage.RATINGS
    assert draft.rate(3) is Refusal.OVER and draft.ratings == [9, 12, 1]  # 45+100+1+22 = 168
    assert draft.rate(2) is None and draft.stage is Stage.SIGNATURE
    assert spec_total(draft.ratings) == 157


# -- step 4: thresholds and damages to go out (R1, 3.1)


@pytest.mark.parametrize("rating", range(1, 14))
def test_r1_each_pick_shows_its_threshold_and_damages_to_go_out(rating: int) -> None:
    for comp, name in zip(COMPS, SPEC_COSTS, strict=True):
        n = SPEC_OUT[rating]
        damages = "1 damage" if n == 1 else f"{n} damages"
        points = SPEC_COSTS[name][rating - 1]
        points_text = "1 point" if points == 1 else f"{points} points"
        assert picked_line(say, comp, rating) == (
            f"{name} {rating}: {points_text}, threshold {14 - rating}, out after {damages}.")


# -- step 6: the summary, and the ready-made fighters (6.2)

SPEC_PRESETS = {  # 6.2: costs, total, banked, thresholds, signature
    "tigre_de_fer": ([55, 40, 41, 22], 158, 2, [4, 7, 8, 11], "Dao"),
    "grue_blanche": ([36, 61, 41, 22], 160, 0, [6, 5, 8, 11], "Éventail de fer"),
    "serpent_de_jade": ([36, 31, 64, 22], 153, 7, [6, 8, 6, 11], "Fouet à neuf sections"),
    "vieux_maitre_ivre": ([21, 40, 41, 47], 149, 11, [8, 7, 8, 9], "Tabouret"),
    "moine_de_bronze": ([78, 31, 31, 11], 151, 9, [2, 8, 9, 12], "Bâton"),
}


@pytest.mark.parametrize("preset", list(SPEC_PRESETS))
def test_6_2_a_ready_made_fighter_jumps_to_its_summary(preset: str) -> None:
    costs, total, banked, thresholds, signature = SPEC_PRESETS[preset]
    draft = Draft(token="0" * 8, owner="1", started=0.0, stage=Stage.ORIGIN)
    draft.choose_preset(preset)
    assert draft.stage is Stage.SUMMARY
    lines = sheet_lines(say, draft.ratings, draft.signature)
    for name, rating, points, th in zip(SPEC_COSTS, PRESETS[preset].ratings, costs, thresholds,
                                        strict=True):
        assert f"**{name} {rating}**: {points} points · threshold {th} · " in "\n".join(lines)
    assert f"Total **{total}** of 160 points · {banked} banked" in lines
    assert any(line.startswith(f"Signature Matériel: {signature} (") for line in lines)
    draft.back()
    assert (draft.stage, draft.ratings, draft.signature) == (Stage.ORIGIN, [], None)


def test_step6_a_custom_summary_and_step5_none() -> None:
    draft = Draft(token="0" * 8, owner="1", started=0.0, stage=Stage.RATINGS)
    for r in (13, 9, 2, 1):
        draft.rate(r)
    draft.sign(None)
    lines = sheet_lines(say, draft.ratings, draft.signature)
    assert lines[:4] == ["**Vigueur 13**: 91 points · threshold 1 · out after 13 damages",
                         "**Distance 9**: 61 points · threshold 5 · out after 3 damages",
                         "**Tempo 2**: 7 points · threshold 12 · out after 2 damages",
                         "**Présence 1**: 1 point · threshold 13 · out after 1 damage"]
    assert "Total **160** of 160 points · 0 banked" in lines
    assert "Signature Matériel: none" in lines
    assert "3 AP a turn and at most 3 bonus cards in hand, as every character." in lines
    # Back from the summary: the signature again, then the last rating again.
    draft.back()
    assert draft.stage is Stage.SIGNATURE
    draft.back()
    assert (draft.stage, draft.ratings) == (Stage.RATINGS, [13, 9, 2])
    for _ in range(3):
        draft.back()
    assert (draft.stage, draft.ratings) == (Stage.RATINGS, [])
    draft.back()
    assert draft.stage is Stage.ORIGIN


def test_step7_an_illegal_sheet_says_so_instead_of_numbers() -> None:
    for ratings, signature in (([13, 13, 13, 13], None), ([14, 1, 1, 1], None),
                               ([1, 1, 1], None), ([5, 5, 5, 1], "T01")):
        (line,) = sheet_lines(say, ratings, signature)
        assert "breaks the creation rules" in line


async def test_step3_the_select_offers_the_allowed_ratings_with_their_costs() -> None:
    draft = Draft(token="0123abcd", owner="1", started=0.0, name="Lin", stage=Stage.RATINGS,
                  ratings=[13], seq=4)
    text, view = screen(say, draft)
    (select,) = [c for c in view.children if getattr(c, "options", None)]
    assert select.custom_id == "dojo:v1:kfc:0123abcd:4:rate"  # type: ignore[attr-defined]
    options = select.options  # type: ignore[attr-defined]
    assert [o.value for o in options] == [str(r) for r in range(1, 10)]
    for o in options:
        r = int(o.value)
        cost = SPEC_COSTS["Distance"][r - 1]
        assert o.label == f"Distance {r}: {cost} point" + ("" if cost == 1 else "s")
        assert o.description.endswith(f"· {69 - cost} point{'' if 69 - cost == 1 else 's'} "
                                      "left")
    assert "Vigueur 13: 91 points, threshold 1, out after 13 damages." in text
    assert view.is_finished(), "never stored: the cog's listener answers its clicks"


# -- step 1: names


@pytest.mark.parametrize("name", ["tigre_de_fer", "Iron Tiger", "IRON TIGER",
                                  "Tigre de fer (Iron Tiger)", "Vieux maitre ivre",
                                  "old drunken master", "Moine-de-Bronze"])
def test_step1_a_ready_made_fighters_name_is_refused(name: str) -> None:
    assert preset_for(say, name) is not None
    problem = name_problem(say, name)
    assert problem is not None and "ready-made fighter's name" in problem


def test_step1_empty_long_and_good_names() -> None:
    assert name_problem(say, "") == "Give the character a name."
    assert name_problem(say, "x" * (MAX_NAME + 1)) == (
        f"A character's name has at most {MAX_NAME} characters.")
    assert name_problem(say, "x" * MAX_NAME) is None
    assert name_problem(say, "Tigre de feu") is None and preset_for(say, "Tiger") is None
