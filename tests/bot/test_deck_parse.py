"""Reading a typed Combat deck (``/combat deck build``): names and ids whatever the case and
accents, counts before or after, and every R4/D20 problem named in the catalog's words."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.text import Voice
from cogs.combat_decks import (
    MAX_NAME,
    MAX_SUGGESTIONS,
    clean_name,
    deck_lines,
    name_problem,
    problem_lines,
    read_cards,
    starter_for,
    words,
)
from rules.combat.content import CARDS, DECK_SIZE, STARTERS


@pytest.fixture
def say() -> Voice:
    return words()


def typed_starter(say: Voice, starter: str, sep: str = ", ") -> str:
    """A starter deck as a member would type it: printed names, "x<count>" after each."""
    counts = Counter(STARTERS[starter])
    return sep.join(f"{say(f'combat.card.{c}')} x{n}" if n > 1 else say(f"combat.card.{c}")
                    for c, n in counts.items())


@pytest.mark.parametrize("starter", list(STARTERS))
def test_r4_each_starter_typed_by_printed_names_is_legal(say: Voice, starter: str) -> None:
    typed = read_cards(typed_starter(say, starter), say)
    assert problem_lines(say, typed) == []
    assert Counter(typed.cards) == Counter(STARTERS[starter])


def test_entries_split_on_commas_semicolons_and_new_lines(say: Voice) -> None:
    text = "frappe,choc\n  avancee ;fougue\n\n- impro\n• bond"
    assert read_cards(text, say).cards == ["frappe", "choc", "avancee", "fougue", "impro",
                                           "bond"]


@pytest.mark.parametrize("entry", ["frappe x3", "3 frappe", "3x frappe", "3X Frappe",
                                   "FRAPPE ×3", "3 × frappe", "x3 frappe", "frappe*3",
                                   "frappe 3", "frappe x 3"])
def test_a_count_before_or_after_the_name(say: Voice, entry: str) -> None:
    assert read_cards(entry, say).cards == ["frappe"] * 3


@pytest.mark.parametrize(("entry", "card"), [
    ("ENIGME", "enigme"), ("énigme", "enigme"), ("Énigme", "enigme"),
    ("boule de feu", "boule_de_feu"), ("Boule_De_Feu", "boule_de_feu"),
    ("complimenter l’endurance", "complimenter_endurance"),
    ("Complimenter l'endurance", "complimenter_endurance"),
    ("complimenter_endurance", "complimenter_endurance"),
    ("ere glaciaire", "ere_glaciaire"), ("Coup de tête", "coup_de_tete"),
])
def test_ids_and_printed_names_whatever_the_case_accents_and_punctuation(
        say: Voice, entry: str, card: str) -> None:
    assert read_cards(entry, say).cards == [card]


def test_every_card_is_read_by_its_id_its_pool_name_and_its_catalog_name(
        say: Voice) -> None:
    for cid, card in CARDS.items():
        for text in (cid, card.name, say(f"combat.card.{cid}")):
            assert read_cards(text, say).cards == [cid], text


# -- refusals (CB-15)


def refusal(say: Voice, text: str) -> list[str]:
    return problem_lines(say, read_cards(text, say))


def flamme_with(say: Voice, drop: str, add: str) -> str:
    """Flamme with one card left out and ``add`` typed in its place."""
    cards = list(STARTERS["flamme"])
    cards.remove(drop)
    return ", ".join([*cards, add])


def test_cb15_nineteen_cards(say: Voice) -> None:
    assert refusal(say, ", ".join(STARTERS["flamme"][1:])) == [
        "It has 19 cards: a deck has exactly 20."]


def test_cb15_eleven_lambda_cards(say: Voice) -> None:
    assert refusal(say, flamme_with(say, "meteorite", "impro")) == [
        "It has 11 lambda cards: a deck has exactly 10 lambda cards and 10 others."]


def test_cb15_two_copies_of_meteorite(say: Voice) -> None:
    assert refusal(say, flamme_with(say, "incendie", "meteorite")) == [
        "Météorite is there 2 times: a card that is not lambda may be there only once."]


def test_cb15_four_copies_of_frappe(say: Voice) -> None:
    text = "frappe x4, " + ", ".join(STARTERS["flamme"][:10]) + ", inspiration x2, impro x2, " \
        "vigilance, absorption"
    assert refusal(say, text) == [
        "Frappe is there 4 times: a lambda card may be there at most 3 times."]


def test_unknown_names_are_named_with_the_closest_card(say: Voice) -> None:
    lines = refusal(say, flamme_with(say, "meteorite", "Metorite"))
    assert lines == ["“Metorite” is not a Combat card. Did you mean Météorite?"]
    lines = refusal(say, flamme_with(say, "meteorite", "qwzzk"))
    assert lines == ["“qwzzk” is not a Combat card."]


def test_close_matches_are_looked_for_a_bounded_number_of_times(say: Voice) -> None:
    typos = [f"frapp{c}" for c in "abcdfghijklmnopqrstuvwxyz"][:MAX_SUGGESTIONS + 5]
    typed = read_cards(", ".join(typos), say)
    assert len(typed.unknown) == MAX_SUGGESTIONS + 5
    assert list(typed.unknown.values()) == ["frappe"] * MAX_SUGGESTIONS + [None] * 5


def test_a_count_of_zero_or_past_a_whole_deck_is_refused(say: Voice) -> None:
    for entry in ("frappe x0", f"{DECK_SIZE + 1} frappe"):
        lines = refusal(say, flamme_with(say, "impro", entry))
        assert lines[0] == f"“{entry}”: a count goes from 1 to {DECK_SIZE}."


def test_nothing_typed(say: Voice) -> None:
    assert refusal(say, " , ;\n") == [say("combat.decks.problem.empty")]


def test_every_problem_is_listed_at_once(say: Voice) -> None:
    lines = refusal(say, "frappe x4, meteorite x2, frape, impro x0")
    assert lines == [
        "“impro x0”: a count goes from 1 to 20.",
        "“frape” is not a Combat card. Did you mean Frappe?",
        "It has 7 cards: a deck has exactly 20.",
        "It has 4 lambda cards: a deck has exactly 10 lambda cards and 10 others.",
        "Frappe is there 4 times: a lambda card may be there at most 3 times.",
        "Météorite is there 2 times: a card that is not lambda may be there only once.",
    ]


def test_typed_text_is_escaped_in_a_refusal(say: Voice) -> None:
    (line,) = refusal(say, flamme_with(say, "meteorite", "@everyone **x**"))
    assert "@everyone" not in line and "**x**" not in line


# -- names


def test_deck_names(say: Voice) -> None:
    assert name_problem(say, "My fire deck") is None
    assert name_problem(say, "") == say("combat.decks.error.name_empty")
    assert name_problem(say, "x" * (MAX_NAME + 1)) == say("combat.decks.error.name_long",
                                                          most=MAX_NAME)
    for starter in ("flamme", "FLAMME", "Charmeur"):
        assert name_problem(say, starter) is not None, "a starter's name stays the starter's"
    assert clean_name("  my \n  deck ") == "my deck"
    assert starter_for(say, "croc") == "croc" and starter_for(say, "crocs") is None


# -- showing a deck


def test_a_deck_is_shown_grouped_lambda_then_others_with_counts(say: Voice) -> None:
    lines = deck_lines(say, STARTERS["flamme"])
    assert lines[0] == "**Lambda cards (10)**"
    head = lines.index("**Other cards (10)**")
    lambdas, others = lines[1:head], lines[head + 1:]
    assert len(lambdas) == 6 and len(others) == 10
    assert lambdas[0].startswith("3 × **Projectile**: ")
    assert all(line.startswith("1 × ") for line in others)
    projectile = lambdas[0].removeprefix("3 × **Projectile**: ")
    assert say("combat.verb.BLESSER", n=3) in projectile, "the card's steps in short"
