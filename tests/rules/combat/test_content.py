"""Combat content (spec sections 5.8, 6.2, 6.3, R4, D20): the 60-card pool against the spec's
tables, the step language round trip, and every import-time check shown refusing a broken
copy (the checks take the data as arguments)."""

from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from rules.combat import content
from rules.combat.content import (
    BASICS,
    CARDS,
    PRIMARY,
    STARTERS,
    Basic,
    CardType,
    DeckProblem,
    Prefix,
    Problem,
    StepKind,
    Verb,
    deck_problems,
    expand,
    parse_cards,
    parse_starters,
    parse_step,
    validate_pool,
)

DATA: dict[str, Any] = json.loads(
    (Path(content.__file__).with_name("content.json")).read_text(encoding="utf-8"))

# Section 6.2 transcribed on its own: id -> (name, primary type, secondary type, steps).
SPEC_6_2: dict[str, tuple[str, str, str, str]] = {
    "frappe": ("Frappe", "attaque", "lambda", "C CORPS_A_CORPS | E BLESSER 3"),
    "choc": ("Choc", "attaque", "lambda", "C CORPS_A_CORPS | E BLESSER 2 | E POUSSER 1"),
    "projectile": ("Projectile", "attaque", "lambda", "C DISTANCE 2 | C DEFAUSSER 1 | E BLESSER 3"),
    "esquive": ("Esquive", "défense", "lambda", "C DEFAUSSER 2 | E BLOQUER 6"),
    "absorption": ("Absorption", "défense", "lambda", "E BLOQUER 2 | E REJOUER 1"),
    "vigilance": ("Vigilance", "défense", "lambda", "P BOUCLIER 2 | I DEFAUSSER 1"),
    "avancee": ("Avancée", "déplacement", "lambda", "E S_APPROCHER 3"),
    "degagement": ("Dégagement", "déplacement", "lambda", "E S_ELOIGNER 3"),
    "bond": ("Bond", "déplacement", "lambda", "C DEFAUSSER 1 | E SE_DEPLACER 4"),
    "inspiration": ("Inspiration", "passif", "lambda", "C DISTANCE 3 | E PIOCHER 3"),
    "impro": ("Impro", "passif", "lambda", "C DEFAUSSER 1 | E PIOCHER 3"),
    "fougue": ("Fougue", "passif", "lambda", "P FORCE 2 | I DEFAUSSER 1"),
    "frime": ("Frime", "rhétorique", "lambda", "P CHARME 2 | I DEFAUSSER 1"),
    "devinette": ("Devinette", "rhétorique", "lambda", "P SILENCE | I DEFAUSSER 1"),
    "insulte": ("Insulte", "rhétorique", "lambda", "E adv:DEFAUSSER 1 | E REJOUER 1"),
    "meteorite": ("Météorite", "attaque", "chaud", "C DISTANCE 3 | C DEFAUSSER 1 | E BLESSER 6"),
    "incendie": ("Incendie", "attaque", "chaud",
                 "C DISTANCE 2 | E BLESSER 2 | C VISIBLE chaud | E BLESSER 2"),
    "boule_de_feu": ("Boule de feu", "attaque", "chaud",
                     "C DISTANCE 2 | C DEFAUSSER 1 | E BLESSER 4 | C VISIBLE chaud | E BLESSER 2"),
    "bouffee_de_chaleur": ("Bouffée de chaleur", "attaque", "chaud",
                           "C PORTEE 2 | E POUSSER 1 | E BLESSER 2"),
    "evaporation": ("Évaporation", "défense", "chaud", "E BLOQUER 6 | E DEFAUSSER 4"),
    "cracher_du_feu": ("Cracher du feu", "rhétorique", "chaud", "E BLESSER 1 | E REJOUER 1"),
    "brasier_interieur": ("Brasier intérieur", "passif", "chaud",
                          "C IGNORANT froid | P FORCE 1 | P CONCENTRATION 1 | I DEFAUSSER 2"),
    "defense_de_marbre": ("Défense de marbre", "défense", "froid",
                          "E BLOQUER 3 | P BOUCLIER 1 | I DEFAUSSER 1"),
    "prison_de_glace": ("Prison de glace", "passif", "froid",
                        "P IMMOBILISER | P adv:BOUCLIER 1 | I DEFAUSSER 2"),
    "petrification": ("Pétrification", "passif", "froid",
                      "C DEFAUSSER 1 | P IMMOBILISER | P DESARMER | I DEFAUSSER 2"),
    "ere_glaciaire": ("Ère glaciaire", "passif", "froid",
                      "C VISIBLE froid | P tous:GEL 1 | I DEFAUSSER 3"),
    "armure_de_glace": ("Armure de glace", "défense", "froid",
                        "C VISIBLE froid | P BOUCLIER 3 | I DEFAUSSER 2"),
    "mains_givrees": ("Mains givrées", "défense", "froid",
                      "C CORPS_A_CORPS | E BLESSER 1 | P DESARMER | I DEFAUSSER 2"),
    "boule_de_neige": ("Boule de neige", "attaque", "froid",
                       "C DISTANCE 2 | C DEFAUSSER 1 | E BLESSER 2 | E IMMOBILISER 1"),
    "bouclier_de_glace": ("Bouclier de glace", "défense", "froid", "E BLOQUER 4 | E REJOUER 1"),
    "onde_de_choc": ("Onde de choc", "attaque", "mental", "I PASSER 1 | E BLESSER 5 | E POUSSER 2"),
    "teletransportation": ("Télétransportation", "déplacement", "mental",
                           "C DISTANCE 2 | E SAUTER 6"),
    "eveil": ("Éveil", "passif", "mental", "P CONCENTRATION 1 | I DEFAUSSER 2"),
    "gel_temporel": ("Gel temporel", "passif", "mental",
                     "C DEFAUSSER 2 | E PIOCHER 2 | E REJOUER 1"),
    "drogue_douce": ("Drogue douce", "passif", "mental",
                     "E PIOCHER 4 | P FORCE -2 | I DEFAUSSER 1"),
    "repos": ("Repos", "passif", "mental", "I PASSER 1 | C DISTANCE 2 | E PIOCHER 5"),
    "enigme": ("Énigme", "rhétorique", "mental", "C DEFAUSSER 1 | E adv:PASSER 1"),
    "joutes_verbales": ("Joutes verbales", "passif", "mental",
                        "P tous:CONCENTRATION 1 | I DEFAUSSER 2"),
    "complimenter_musculature": ("Complimenter la musculature", "rhétorique", "séduction",
                                 "P adv:FORCE 1 | P CHARME 3 | I DEFAUSSER 1"),
    "complimenter_style": ("Complimenter le style", "rhétorique", "séduction",
                           "E adv:PIOCHER 1 | P CHARME 2 | I DEFAUSSER 2"),
    "complimenter_endurance": ("Complimenter l'endurance", "rhétorique", "séduction",
                               "P adv:BOUCLIER 1 | P CHARME 2 | I DEFAUSSER 2"),
    "attirance_irresistible": ("Attirance irrésistible", "passif", "séduction",
                               "C CHARME 2 | E ATTIRER 6"),
    "parfum": ("Parfum", "défense", "séduction", "P CHARME 1 | P BOUCLIER 1 | I DEFAUSSER 3"),
    "trahison": ("Trahison", "passif", "séduction", "C CHARME 3 | E adv:DEFAUSSER 5 | E REJOUER 1"),
    "pas_de_danse": ("Pas de danse", "déplacement", "séduction",
                     "C CHARME 1 | E SE_DEPLACER 1 | E POUSSER 1"),
    "fureur": ("Fureur", "déplacement", "bestial", "E BLOQUER 4 | E S_APPROCHER 2"),
    "morsure": ("Morsure", "attaque", "bestial", "C CORPS_A_CORPS | E BLESSER 4 | E DEFAUSSER 1"),
    "poursuite": ("Poursuite", "déplacement", "bestial",
                  "C DEFAUSSER 1 | E S_APPROCHER 3 | E REJOUER 1"),
    "charge": ("Charge", "déplacement", "bestial",
               "C DISTANCE 2 | E S_APPROCHER 2 | C CORPS_A_CORPS | E BLESSER 2"),
    "instinct_animal": ("Instinct animal", "passif", "bestial",
                        "C VISIBLE attaque | P FORCE 1 | P BOUCLIER 1 | I DEFAUSSER 3"),
    "odeur_du_sang": ("Odeur du sang", "passif", "bestial",
                      "C VISIBLE attaque | P FORCE 2 | I DEFAUSSER 2"),
    "enrage": ("Enragé", "attaque", "bestial",
               "C CORPS_A_CORPS | E BLESSER 2 | C VISIBLE attaque | E BLESSER 2"),
    "traque": ("Traque", "déplacement", "bestial", "E S_APPROCHER 2 | E IMMOBILISER 1"),
    "riposte": ("Riposte", "défense", "bestial",
                "C CONTRE attaque | E BLOQUER 2 | C CORPS_A_CORPS | E BLESSER 2"),
    "coup_de_tete": ("Coup de tête", "attaque", "bestial",
                     "C CORPS_A_CORPS | E SE_BLESSER 1 | E BLESSER 4"),
    "morsure_venimeuse": ("Morsure venimeuse", "attaque", "poison",
                          "C DEFAUSSER 1 | E BLESSER 2 | P POISON 1 | I PIOCHER 1"),
    "dard_empoisonne": ("Dard empoisonné", "attaque", "poison",
                        "C DISTANCE 2 | C DEFAUSSER 1 | E BLESSER 1 | P POISON 1 | I DEFAUSSER 1"),
    "venin_paralysant": ("Venin paralysant", "attaque", "poison",
                         "C CORPS_A_CORPS | E BLESSER 1 | E IMMOBILISER 2 | "
                         "P POISON 1 | I DEFAUSSER 2"),
    "miasmes": ("Miasmes", "passif", "poison", "C IGNORANT défense | P POISON 2 | I PASSER 1"),
    "antidote": ("Antidote", "défense", "poison", "E DISSIPER 1 | E BLOQUER 1"),
}

# Section 6.3: the ten others, then the lambda cards with their counts.
SPEC_6_3: dict[str, tuple[str, dict[str, int]]] = {
    "flamme": ("meteorite incendie boule_de_feu bouffee_de_chaleur evaporation cracher_du_feu "
               "brasier_interieur teletransportation repos onde_de_choc",
               {"projectile": 3, "degagement": 2, "inspiration": 2, "vigilance": 1,
                "absorption": 1, "impro": 1}),
    "givre": ("defense_de_marbre prison_de_glace petrification ere_glaciaire armure_de_glace "
              "mains_givrees boule_de_neige bouclier_de_glace eveil enigme",
              {"frappe": 2, "choc": 2, "vigilance": 2, "esquive": 1, "avancee": 1, "impro": 1,
               "fougue": 1}),
    "croc": ("fureur morsure poursuite charge odeur_du_sang enrage riposte morsure_venimeuse "
             "venin_paralysant instinct_animal",
             {"frappe": 3, "choc": 2, "avancee": 2, "fougue": 1, "absorption": 1, "impro": 1}),
    "charmeur": ("complimenter_musculature complimenter_style complimenter_endurance "
                 "attirance_irresistible parfum trahison pas_de_danse joutes_verbales "
                 "drogue_douce dard_empoisonne",
                 {"frime": 2, "insulte": 2, "frappe": 2, "devinette": 1, "impro": 1,
                  "degagement": 1, "vigilance": 1}),
}


def rows() -> list[dict[str, Any]]:
    """A fresh copy of content.json's cards, safe to break."""
    return copy.deepcopy(DATA["cards"])


def starter_rows() -> list[dict[str, Any]]:
    return copy.deepcopy(DATA["starters"])


# --- the pool (section 6.2) --------------------------------------------------------------------


def test_pool_has_60_cards_15_lambda_and_the_families_of_6_2() -> None:
    assert len(CARDS) == 60 and len(DATA["cards"]) == 60
    assert sum(c.is_lambda for c in CARDS.values()) == 15
    families = Counter(t for c in CARDS.values() for t in c.secondary)
    assert families == {CardType.LAMBDA: 15, CardType.CHAUD: 7, CardType.FROID: 8,
                        CardType.MENTAL: 8, CardType.SEDUCTION: 7, CardType.BESTIAL: 10,
                        CardType.POISON: 5}
    assert all(c.type in PRIMARY and len(c.secondary) == 1 for c in CARDS.values())


def test_pool_matches_section_6_2_card_by_card() -> None:
    assert list(CARDS) == list(SPEC_6_2)  # the spec's order, ids unique
    for cid, (name, primary, secondary, steps) in SPEC_6_2.items():
        card = CARDS[cid]
        assert (card.name, card.type, card.secondary) == (name, primary, (secondary,)), cid
        assert [str(s) for s in card.steps] == steps.split(" | "), cid


def test_steps_round_trip_through_str_as_written_in_content_json() -> None:
    for row in DATA["cards"]:
        assert [str(s) for s in CARDS[row["id"]].steps] == row["steps"], row["id"]
        assert [str(parse_step(s)) for s in row["steps"]] == row["steps"]


def test_basic_techniques_r9() -> None:
    assert {b: [str(s) for s in steps] for b, steps in BASICS.items()} == {
        Basic.ATTAQUE: ["C CORPS_A_CORPS", "E BLESSER 1"], Basic.DEFENSE: ["E BLOQUER 1"],
        Basic.PASSIF: ["E PIOCHER 1"], Basic.RHETORIQUE: ["E PASSER 1"],
        Basic.DEPLACEMENT: ["E SE_DEPLACER 1"]}


# --- the step language (section 5.8) ----------------------------------------------------------


@pytest.mark.parametrize(("text", "kind", "verb", "prefix", "n", "type_"), [
    ("P FORCE -2", StepKind.P, Verb.FORCE, Prefix.SELF, -2, None),
    ("P IMMOBILISER", StepKind.P, Verb.IMMOBILISER, Prefix.SELF, 0, None),
    ("E IMMOBILISER 2", StepKind.E, Verb.IMMOBILISER, Prefix.SELF, 2, None),
    ("P tous:GEL 1", StepKind.P, Verb.GEL, Prefix.ALL, 1, None),
    ("E adv:DEFAUSSER 5", StepKind.E, Verb.DEFAUSSER, Prefix.ADV, 5, None),
    ("C VISIBLE chaud", StepKind.C, Verb.VISIBLE, Prefix.SELF, 0, CardType.CHAUD),
    ("C IGNORANT défense", StepKind.C, Verb.IGNORANT, Prefix.SELF, 0, CardType.DEFENSE),
    ("C CORPS_A_CORPS", StepKind.C, Verb.CORPS_A_CORPS, Prefix.SELF, 0, None),
    ("I PASSER 1", StepKind.I, Verb.PASSER, Prefix.SELF, 1, None),
])
def test_parse_step_reads_each_form(text: str, kind: StepKind, verb: Verb, prefix: Prefix,
                                    n: int, type_: CardType | None) -> None:
    step = parse_step(text)
    assert (step.kind, step.verb, step.prefix, step.n, step.type) == (kind, verb, prefix, n,
                                                                      type_)
    assert str(step) == text


@pytest.mark.parametrize("text", [
    "X BLESSER 1",  # no such kind
    "E FRAPPER 1",  # no such verb
    "E",  # no verb
    "E BLESSER 1 2",  # too many parts
    "P BLESSER 1",  # BLESSER is E or I
    "C BLESSER 1",
    "I S_APPROCHER 2",  # S_APPROCHER is E only
    "E FORCE 1",  # FORCE is P only
    "E CORPS_A_CORPS",  # a condition only
    "I BOUCLIER 1",  # BOUCLIER is E or P
    "E BLESSER",  # missing argument
    "E IMMOBILISER",  # the effect counts turns
    "C VISIBLE",
    "C CORPS_A_CORPS 1",  # extra argument
    "P SILENCE 1",
    "P IMMOBILISER 1",  # the permanent has none
    "E BLESSER deux",  # not an integer
    "C VISIBLE feu",  # not a type
    "E BLESSER -1",  # negative: only FORCE
    "P CHARME -2",
    "P POISON -1",
    "C adv:DEFAUSSER 1",  # a condition is the performer's own
    "C tous:CHARME 2",
    "E moi:BLESSER 1",  # no such prefix
])
def test_parse_step_refuses(text: str) -> None:
    with pytest.raises(ValueError):
        parse_step(text)


# --- parse_cards, validate_pool, parse_starters refusing broken copies -------------------------


def test_parse_cards_reads_the_real_rows() -> None:
    assert parse_cards(rows()) == CARDS


@pytest.mark.parametrize("breakage", ["duplicate", "secondary_primary", "primary_secondary",
                                      "no_steps", "bad_step", "unknown_type"])
def test_parse_cards_refuses_a_broken_copy(breakage: str) -> None:
    cards = rows()
    frappe = cards[0]
    if breakage == "duplicate":
        cards.append(copy.deepcopy(frappe))
    elif breakage == "secondary_primary":
        frappe["secondary"] = ["attaque"]
    elif breakage == "primary_secondary":
        frappe["type"] = "chaud"
    elif breakage == "no_steps":
        frappe["steps"] = []
    elif breakage == "bad_step":
        frappe["steps"] = ["C CORPS_A_CORPS", "P BLESSER 3"]
    else:
        frappe["secondary"] = ["glace"]
    with pytest.raises(ValueError):
        parse_cards(cards)


def test_validate_pool_wants_15_lambda_and_45_others() -> None:
    validate_pool(CARDS)
    lambda_gone = {k: v for k, v in CARDS.items() if k != "frappe"}
    other_gone = {k: v for k, v in CARDS.items() if k != "meteorite"}
    one_more = {**CARDS, "frappe_bis": CARDS["frappe"].model_copy(update={"id": "frappe_bis"})}
    for broken in (lambda_gone, other_gone, one_more):
        with pytest.raises(ValueError):
            validate_pool(broken)


def test_parse_starters_reads_the_real_rows() -> None:
    assert parse_starters(starter_rows(), CARDS) == STARTERS


@pytest.mark.parametrize("breakage", ["eleven_lambda", "four_copies", "repeat", "unknown",
                                      "nineteen"])
def test_parse_starters_refuses_an_illegal_deck(breakage: str) -> None:
    decks = starter_rows()
    flamme = decks[0]
    if breakage == "eleven_lambda":
        flamme["others"] = flamme["others"][:9]
        flamme["lambda"]["impro"] = 2
    elif breakage == "four_copies":
        flamme["lambda"] = {"projectile": 4, "degagement": 2, "inspiration": 2, "vigilance": 2}
    elif breakage == "repeat":
        flamme["others"] = [*flamme["others"][:9], "meteorite"]
    elif breakage == "unknown":
        flamme["others"] = [*flamme["others"][:9], "boule_de_glace"]
    else:
        flamme["others"] = flamme["others"][:9]
    with pytest.raises(ValueError, match="flamme"):
        parse_starters(decks, CARDS)


# --- decks (R4, D20) and the starters (section 6.3) --------------------------------------------


def test_the_four_starters_match_section_6_3_and_are_legal() -> None:
    assert list(STARTERS) == list(SPEC_6_3)
    for sid, (others, lambdas) in SPEC_6_3.items():
        deck = STARTERS[sid]
        assert list(deck[:10]) == others.split() and Counter(deck[10:]) == lambdas, sid
        assert deck_problems(deck) == [] and len(deck) == 20, sid
        assert sum(CARDS[c].is_lambda for c in deck) == 10, sid


def test_expand_lists_others_then_each_lambda_count_times() -> None:
    assert expand(["meteorite"], {"frappe": 2, "choc": 1}) == [
        "meteorite", "frappe", "frappe", "choc"]


def _legal() -> list[str]:
    return list(STARTERS["givre"])


def test_deck_problems_size() -> None:
    deck = _legal()
    deck.remove("enigme")
    assert deck_problems(deck) == [Problem(problem=DeckProblem.SIZE, n=19)]


def test_deck_problems_lambda_count() -> None:
    deck = _legal()
    deck[deck.index("enigme")] = "impro"  # 20 cards, 11 lambda
    assert deck_problems(deck) == [Problem(problem=DeckProblem.LAMBDA, n=11)]


def test_deck_problems_more_than_3_copies_of_a_lambda() -> None:
    deck = _legal()
    deck[deck.index("choc")] = "frappe"
    deck[deck.index("choc")] = "frappe"  # frappe 4 times, still 10 lambda
    assert deck_problems(deck) == [Problem(problem=DeckProblem.COPIES, n=4, card="frappe")]


def test_deck_problems_3_copies_of_a_lambda_are_fine() -> None:
    deck = _legal()
    deck[deck.index("choc")] = "frappe"
    assert Counter(deck)["frappe"] == 3 and deck_problems(deck) == []


def test_deck_problems_a_repeated_other_card() -> None:
    deck = _legal()
    deck[deck.index("enigme")] = "eveil"
    assert deck_problems(deck) == [Problem(problem=DeckProblem.REPEAT, n=2, card="eveil")]


def test_deck_problems_an_unknown_card() -> None:
    deck = _legal()
    deck[deck.index("enigme")] = "boule_de_glace"
    assert deck_problems(deck) == [Problem(problem=DeckProblem.UNKNOWN, card="boule_de_glace")]


def test_deck_problems_against_a_given_pool() -> None:
    pool = {k: v for k, v in CARDS.items() if k != "enigme"}
    assert deck_problems(_legal(), pool) == [Problem(problem=DeckProblem.UNKNOWN, card="enigme")]


def test_deck_problems_reports_every_problem_at_once() -> None:
    deck = ["frappe"] * 4 + ["meteorite"] * 2
    assert deck_problems(deck) == [Problem(problem=DeckProblem.SIZE, n=6),
                                   Problem(problem=DeckProblem.LAMBDA, n=4),
                                   Problem(problem=DeckProblem.COPIES, n=4, card="frappe"),
                                   Problem(problem=DeckProblem.REPEAT, n=2, card="meteorite")]
