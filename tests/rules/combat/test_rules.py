"""Combat rule-by-rule tests, part 1: spec R1-R11 (HP, board, figures, decks, zones, setup,
turn order, the start of a turn, the one action, restrictions, playing a card).

The other parts: ``test_rules_steps`` (R12-R18), ``test_rules_board`` (R19-R29) and
``test_decisions`` (D1-D22 and section 10's timeouts). Every test drives the engine through
``GAME.setup`` / ``GAME.apply`` (the builder's ``do``) / ``GAME.view``, from a real setup or a
position made by ``builder.build``; expected values are written out from the spec.

Coverage map (rule -> tests):

R1      test_r1_players_start_at_20_hp, test_r1_hp_never_rises_above_20,
        test_r1_hp_may_go_below_zero_and_play_goes_on
R2      test_r2_board_has_37_cells_in_columns_of_4_to_7,
        test_r2_distance_conditions_use_hex_distance, test_r2_adjacent_means_distance_one
R3      test_r3_a_figure_never_enters_the_other_figures_cell
R4      test_r4_starter_decks_are_offered_and_legal,
        test_r4_illegal_saved_decks_are_not_offered, test_r4_a_chosen_saved_deck_is_dealt,
        test_r4_deck_rules_reject_each_illegal_shape
R5      test_r5_hand_and_discard_are_secret_counts_public,
        test_r5_history_is_public_and_ordered_with_the_top_last
R6      test_r6_setup_positions_hp_and_empty_zones, test_r6_first_player_is_random_over_seeds,
        test_r6_decks_are_shuffled
R7      test_r7_players_alternate
R8      test_r8_start_of_turn_shield_then_concentration_then_skip,
        test_r8_pending_shield_is_used_once
R9      test_r9_menu_is_basics_cards_and_interventions,
        test_r9_a_basic_technique_never_enters_a_zone, test_r9_one_action_ends_the_turn,
        test_r9_menu_past_25_options_is_split
R10     test_r10_silence_forbids_cards_not_interventions,
        test_r10_charme_counts_the_hand_before_playing,
        test_r10_desarmer_forbids_attaque_de_base_and_attack_cards,
        test_r10_permanent_immobiliser_forbids_moves,
        test_r10_effect_immobilisation_forbids_moves,
        test_r10_passif_and_rhetorique_always_remain
R11     test_r11_a_played_card_enters_the_activity_zone_face_up,
        test_r11_last_types_are_the_cards_types, test_r11_last_types_of_a_basic,
        test_r11_a_card_may_be_played_when_its_condition_must_fail
"""

from __future__ import annotations

import sys
from collections import Counter

from rules.combat import GAME, EventKind, Kind, MenuPart, Phase
from rules.combat.content import CARDS, deck_problems
from rules.combat.state import CBState, Options, SavedDeck
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
    move,
    options,
    play,
)

RULE_IDS = [f"R{i}" for i in range(1, 12)]

BASICS = ["attaque", "défense", "passif", "rhétorique", "déplacement"]

# Section 6.3's flamme deck, written out from the spec.
FLAMME = (["meteorite", "incendie", "boule_de_feu", "bouffee_de_chaleur", "evaporation",
           "cracher_du_feu", "brasier_interieur", "teletransportation", "repos",
           "onde_de_choc"] + ["projectile"] * 3 + ["degagement"] * 2 + ["inspiration"] * 2
          + ["vigilance", "absorption", "impro"])


def test_coverage_map() -> None:
    names = [n for n in vars(sys.modules[__name__]) if n.startswith("test_")]
    check_coverage_map(__doc__ or "", RULE_IDS, names)


# --- helpers -------------------------------------------------------------------------------


def started(seed: int = 1, decks: tuple[str, str] = ("flamme", "givre"),
            options_: Options | None = None) -> CBState:
    """A real setup of players x and y, both decks chosen (order[0] picks decks[0])."""
    state = GAME.setup(["x", "y"], seed, options_)
    for player, key in zip(state.order, decks, strict=True):
        state = do(state, act(player, Kind.DECK, arg=key))
    return state


def keys(state: CBState, player: str) -> set[str]:
    return {str(o) for o in options(state, player)}


def played(state: CBState, player: str) -> set[str]:
    return {o.arg for o in options(state, player) if o.kind is Kind.PLAY and o.arg}


def basics(state: CBState, player: str) -> set[str]:
    return {o.arg for o in options(state, player) if o.kind is Kind.BASIC and o.arg}


def interventions(state: CBState, player: str) -> set[int]:
    return {o.uid for o in options(state, player) if o.kind is Kind.INTERVENE and o.uid}


# --- R1 HP ---------------------------------------------------------------------------------


def test_r1_players_start_at_20_hp() -> None:
    state = started()
    assert [state.sides[p].hp for p in state.order] == [20, 20]
    view = GAME.view(state, None)
    assert [s.hp for s in view.sides] == [20, 20]


def test_r1_hp_never_rises_above_20() -> None:
    # A position the rules cannot reach (hp + recent > 20) is the only way to test the cap.
    s0 = build(SideSpec(cell=(0, 0), hp=19, recent=3), SideSpec(cell=(0, 2)))
    s1 = do(s0, basic(A, "défense"))
    assert s1.sides[A].hp == 20


def test_r1_hp_may_go_below_zero_and_play_goes_on() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["frappe"]), SideSpec(cell=(0, 1), hp=2))
    s1 = do(s0, play(A, "frappe"))
    assert s1.sides[B].hp == -1
    assert s1.phase is Phase.PLAY and s1.turn is not None and s1.turn.player == B


# --- R2 board --------------------------------------------------------------------------------


def test_r2_board_has_37_cells_in_columns_of_4_to_7() -> None:
    # Télétransportation (SAUTER 6) from a corner reaches the whole board but B's cell: 36
    # destinations with the stay, so they come column by column.
    s0 = build(SideSpec(cell=(0, -3), hand=["teletransportation"]), SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "teletransportation"))
    columns = options(s1, A)
    assert [(o.kind, o.n) for o in columns] == [(Kind.COLUMN, q) for q in range(-3, 4)]
    cells: list[Hex] = []
    sizes = []
    for column in columns:
        s2 = do(s1, column)
        moves = [o.cell for o in options(s2, A) if o.kind is Kind.MOVE and o.cell is not None]
        assert {c.q for c in moves} == {column.n}
        assert Kind.BACK in {o.kind for o in options(s2, A)}
        sizes.append(len(moves))
        cells += moves
    assert sizes == [4, 5, 6, 6, 6, 5, 4]  # column 0 holds 7 cells, one of them B's
    expected = {Hex(q, r) for q in range(-3, 4) for r in range(-3, 4) if abs(q + r) <= 3}
    assert len(expected) == 37
    assert set(cells) == expected - {Hex(0, 3)}


def test_r2_distance_conditions_use_hex_distance() -> None:
    # (0,0)-(2,-1): hex distance 2 (|dq|+|dr| would say 3); (0,0)-(2,1): 3.
    near = build(SideSpec(cell=(0, 0), hand=["inspiration"]), SideSpec(cell=(2, -1)))
    after = do(near, play(A, "inspiration"))
    assert [e.ok for e in events(near, after, EventKind.CHECK)] == [False]
    far = build(SideSpec(cell=(0, 0), hand=["inspiration"]), SideSpec(cell=(2, 1)))
    after = do(far, play(A, "inspiration"))
    assert [e.ok for e in events(far, after, EventKind.CHECK)] == [True]
    assert len(after.sides[A].hand) == 3
    # PORTEE 2 (Bouffée de chaleur) holds at (2,-1), where a square count would say 3.
    s0 = build(SideSpec(cell=(0, 0), hand=["bouffee_de_chaleur"]), SideSpec(cell=(2, -1)))
    s1 = do(s0, play(A, "bouffee_de_chaleur"))
    assert [e.ok for e in events(s0, s1, EventKind.CHECK)] == [True]


def test_r2_adjacent_means_distance_one() -> None:
    for cell, ok in (((1, -1), True), ((-1, 1), True), ((1, 1), False), ((0, 2), False)):
        s0 = build(SideSpec(cell=(0, 0)), SideSpec(cell=cell))
        s1 = do(s0, basic(A, "attaque"))
        assert [e.ok for e in events(s0, s1, EventKind.CHECK)] == [ok], cell
        assert s1.sides[B].hp == (19 if ok else 20)


# --- R3 figures ------------------------------------------------------------------------------


def test_r3_a_figure_never_enters_the_other_figures_cell() -> None:
    s0 = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 1)))
    s1 = do(s0, basic(A, "déplacement"))
    cells = {o.cell for o in options(s1, A)}
    assert cells == {Hex(0, 0), Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1)}


# --- R4 decks --------------------------------------------------------------------------------


def _legal_shape(deck: tuple[str, ...] | list[str]) -> bool:
    counts = Counter(deck)
    lambdas = [c for c in deck if "lambda" in CARDS[c].secondary]
    others = [c for c in deck if "lambda" not in CARDS[c].secondary]
    return (len(deck) == 20 and len(lambdas) == 10 and len(set(others)) == 10
            and all(counts[c] <= 3 for c in lambdas))


def test_r4_starter_decks_are_offered_and_legal() -> None:
    s0 = GAME.setup(["x", "y"], 1)
    for player in ("x", "y"):
        offered = [o.arg for o in options(s0, player)]
        assert offered == ["flamme", "givre", "croc", "charmeur"]
        decision = GAME.decision_for(s0, player)
        assert decision is not None and decision.private
    for key in ("flamme", "givre", "croc", "charmeur"):
        deck = GAME.deck_cards(s0, "x", key)
        assert _legal_shape(deck), key
    assert Counter(GAME.deck_cards(s0, "x", "flamme")) == Counter(FLAMME)


def _saved_state() -> CBState:
    legal = tuple(FLAMME)
    illegal = tuple(FLAMME[:-1])  # 19 cards
    four = tuple(FLAMME[:10] + ["frappe"] * 4 + ["projectile"] * 3 + ["degagement"] * 3)
    saved = {"x": [SavedDeck(name="short", cards=illegal), SavedDeck(name="fours", cards=four),
                   SavedDeck(name="mine", cards=legal)]}
    return GAME.setup(["x", "y"], 1, Options(saved=saved))


def test_r4_illegal_saved_decks_are_not_offered() -> None:
    s0 = _saved_state()
    assert [o.arg for o in options(s0, "x")] == ["flamme", "givre", "croc", "charmeur",
                                                 "saved:2"]
    assert [o.arg for o in options(s0, "y")] == ["flamme", "givre", "croc", "charmeur"]


def test_r4_a_chosen_saved_deck_is_dealt() -> None:
    s0 = _saved_state()
    s1 = do(s0, act("x", Kind.DECK, arg="saved:2"))
    s2 = do(s1, act("y", Kind.DECK, arg="croc"))
    assert Counter(s2.sides["x"].deck) == Counter(FLAMME)
    assert s2.sides["x"].deck_name == "mine"


def test_r4_deck_rules_reject_each_illegal_shape() -> None:
    assert deck_problems(FLAMME) == []
    eleven = FLAMME[:9] + ["projectile"] * 3 + ["degagement"] * 2 + ["inspiration"] * 2 + [
        "vigilance", "absorption", "impro", "frime"]
    two_meteorites = ["meteorite", *FLAMME[1:9], "meteorite", *FLAMME[10:]]
    four_frappes = FLAMME[:10] + ["frappe"] * 4 + ["degagement"] * 3 + ["inspiration"] * 3
    for deck in (eleven, two_meteorites, four_frappes, FLAMME[:19]):
        assert not _legal_shape(deck)
        assert deck_problems(deck) != [], deck


# --- R5 zones --------------------------------------------------------------------------------


def test_r5_hand_and_discard_are_secret_counts_public() -> None:
    s0 = build(SideSpec(cell=(0, -1), hand=["morsure_venimeuse", "frappe", "choc"]),
               SideSpec(cell=(0, 2), hand=["impro"]))
    s1 = do(s0, play(A, "morsure_venimeuse"))
    s2 = do(s1, act(A, Kind.DISCARD, arg="choc"))
    mine, theirs, public = GAME.view(s2, A), GAME.view(s2, B), GAME.view(s2, None)
    assert mine.hand == ["frappe"] and mine.discard == ["choc"]
    assert theirs.hand == ["impro"] and theirs.discard == []
    for view in (theirs, public):
        side = view.side(A)
        assert (side.hand_count, side.discard_count, side.deck_count) == (1, 1, 10)
        assert "choc" not in view.model_dump_json()
    assert public.hand is None and public.discard is None
    # Nobody reads a deck, its owner included: the deck's cards appear in no view.
    hidden = build(SideSpec(cell=(0, 0), deck=["esquive", "bond"]), SideSpec(cell=(0, 3)))
    for viewer in (A, B, None):
        text = GAME.view(hidden, viewer).model_dump_json()
        assert "esquive" not in text and "bond" not in text


def test_r5_history_is_public_and_ordered_with_the_top_last() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["frappe"], history=["impro", "choc"]),
               SideSpec(cell=(0, 1)))
    s1 = do(s0, play(A, "frappe"))
    assert s1.sides[A].history == ["impro", "choc", "frappe"]
    assert GAME.view(s1, B).side(A).history == ["impro", "choc", "frappe"]
    assert GAME.view(s1, None).side(A).history == ["impro", "choc", "frappe"]


# --- R6 setup --------------------------------------------------------------------------------


def test_r6_setup_positions_hp_and_empty_zones() -> None:
    state = started(seed=5)
    a, b = state.order
    assert state.sides[a].cell == Hex(0, -3) and state.sides[b].cell == Hex(0, 3)
    for p in (a, b):
        side = state.sides[p]
        assert len(side.deck) == 20
        assert side.hand == [] and side.discard == [] and side.history == []
        assert side.zone == [] and side.hp == 20
    assert state.turn is not None and (state.turn.player, state.turn.number) == (a, 1)
    assert {o.kind for o in options(state, a)} == {Kind.BASIC}  # nothing in hand yet


def test_r6_first_player_is_random_over_seeds() -> None:
    firsts = {GAME.setup(["x", "y"], seed).order[0] for seed in range(12)}
    assert firsts == {"x", "y"}


def test_r6_decks_are_shuffled() -> None:
    orders = set()
    for seed in range(6):
        state = started(seed=seed, decks=("flamme", "flamme"))
        for p in state.order:
            assert Counter(state.sides[p].deck) == Counter(FLAMME)
            orders.add(tuple(state.sides[p].deck))
    assert len(orders) >= 10


# --- R7 turn order ---------------------------------------------------------------------------


def test_r7_players_alternate() -> None:
    state = build()
    seen = []
    for _ in range(5):
        assert state.turn is not None
        seen.append((state.turn.player, state.turn.number))
        state = do(state, basic(state.turn.player, "passif"))
    assert seen == [(A, 1), (B, 2), (A, 3), (B, 4), (A, 5)]


# --- R8 start of the turn ----------------------------------------------------------------


def test_r8_start_of_turn_shield_then_concentration_then_skip() -> None:
    # B ends a turn; A starts: B's pool (Vigilance), then A's Concentration (Éveil), then
    # A's skip; A's skipped turn ends and B plays again.
    s0 = build(SideSpec(cell=(0, -3), zone=[Paused("eveil", at=1)], skip=1),
               SideSpec(cell=(0, 3), zone=[Paused("vigilance", at=1)]), active=B)
    s1 = do(s0, basic(B, "rhétorique"))
    kinds = [e.kind for e in events(s0, s1)]
    assert kinds[:5] == [EventKind.BASIC, EventKind.PASS, EventKind.TURN, EventKind.SHIELD,
                         EventKind.DRAW]
    assert kinds[5] == EventKind.SKIPPED
    shield = events(s0, s1, EventKind.SHIELD)[0]
    assert (shield.player, shield.pool) == (B, 2)
    assert len(s1.sides[A].hand) == 1 and s1.sides[A].skip == 0
    assert s1.turn is not None and (s1.turn.player, s1.turn.number) == (B, 3)


def test_r8_pending_shield_is_used_once() -> None:
    s0 = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 1), pending_shield=2), active=A)
    assert s0.sides[B].pool == 2 and s0.sides[B].pending_shield == 0
    s1 = do(s0, basic(A, "attaque"))
    assert s1.sides[B].hp == 20
    s2 = do(s1, basic(B, "passif"))
    assert s2.sides[B].pool == 0  # nothing pending any more: no pool on A's next turn
    s3 = do(s2, basic(A, "attaque"))
    assert s3.sides[B].hp == 19


# --- R9 one action -----------------------------------------------------------------------


def test_r9_menu_is_basics_cards_and_interventions() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["frappe", "impro", "frappe"],
                        zone=[Paused("vigilance", at=1)]),
               SideSpec(cell=(0, 1), zone=[Paused("fougue", at=1)]))
    assert keys(s0, A) == {"basic:attaque", "basic:défense", "basic:passif",
                           "basic:rhétorique", "basic:déplacement", "play:frappe",
                           "play:impro", "intervene:1", "intervene:2"}
    assert options(s0, B) == []


def test_r9_a_basic_technique_never_enters_a_zone() -> None:
    state = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 1)))
    for which in BASICS:
        state = do(state, basic(A, which))
        if which == "déplacement":
            state = do(state, move(A, 0, 0))  # its destination: stay
        side = state.sides[A]
        assert side.zone == [] and side.history == [] and side.discard == [], which
        state = do(state, basic(B, "passif"))


def test_r9_one_action_ends_the_turn() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["frappe", "choc"]), SideSpec(cell=(0, 1)))
    s1 = do(s0, play(A, "frappe"))
    assert s1.turn is not None and s1.turn.player == B
    assert options(s1, A) == [] and s1.sides[A].hand == ["choc"]


def test_r9_menu_past_25_options_is_split() -> None:
    hand = ["frappe", "choc", "esquive", "absorption", "vigilance", "avancee", "degagement",
            "bond", "inspiration", "impro", "fougue", "frime", "devinette", "insulte",
            "meteorite", "incendie", "boule_de_feu", "evaporation", "cracher_du_feu",
            "eveil", "repos"]
    s0 = build(SideSpec(cell=(0, 0), hand=hand), SideSpec(cell=(0, 3)))
    parts = options(s0, A)
    assert [(o.kind, o.arg) for o in parts] == [(Kind.MENU, MenuPart.BASIC),
                                                (Kind.MENU, MenuPart.CARD)]
    s1 = do(s0, parts[1])
    cards = options(s1, A)
    assert {o.arg for o in cards if o.kind is Kind.PLAY} == set(hand)
    assert cards[-1].kind is Kind.BACK
    s2 = do(s1, cards[-1])
    assert options(s2, A) == parts
    s3 = do(do(s2, parts[0]), basic(A, "passif"))
    assert len(s3.sides[A].hand) == 22


# --- R10 restrictions ----------------------------------------------------------------------


def test_r10_silence_forbids_cards_not_interventions() -> None:
    s0 = build(SideSpec(cell=(0, 0), zone=[Paused("devinette", at=1)]),
               SideSpec(cell=(0, 3), hand=["frappe", "avancee"]), active=B)
    assert played(s0, B) == set()
    assert interventions(s0, B) == {1}
    assert basics(s0, B) == set(BASICS)
    s1 = do(s0, act(B, Kind.INTERVENE, uid=1))
    s2 = do(s1, act(B, Kind.DISCARD, arg="frappe"))
    assert s2.sides[A].history == ["devinette"]
    assert s2.sides[A].zone == []
    # Silence binds its victim only: the owner plays cards.
    own = build(SideSpec(cell=(0, 0), hand=["frappe"], zone=[Paused("devinette", at=1)]),
                SideSpec(cell=(0, 3)))
    assert played(own, A) == {"frappe"}


def test_r10_charme_counts_the_hand_before_playing() -> None:
    zone = [Paused("frime", at=1)]  # A's Charme 2
    two = build(SideSpec(cell=(0, 0), zone=zone), SideSpec(cell=(0, 3),
                                                           hand=["impro", "frappe"]), active=B)
    assert played(two, B) == {"impro", "frappe"}  # 2 >= 2 before playing (1 after)
    one = build(SideSpec(cell=(0, 0), zone=zone), SideSpec(cell=(0, 3), hand=["impro"]),
                active=B)
    assert played(one, B) == set()
    assert interventions(one, B) == {1}  # Charme never blocks an intervention


def test_r10_desarmer_forbids_attaque_de_base_and_attack_cards() -> None:
    s0 = build(SideSpec(cell=(0, 0), zone=[Paused("mains_givrees", at=3)]),
               SideSpec(cell=(0, 1), hand=["frappe", "morsure", "avancee", "vigilance"]),
               active=B)
    assert "attaque" not in basics(s0, B)
    assert played(s0, B) == {"avancee", "vigilance"}
    # Only the primary type counts: Cracher du feu (rhétorique) still deals damage.
    spit = build(SideSpec(cell=(0, 0), zone=[Paused("mains_givrees", at=3)]),
                 SideSpec(cell=(0, 1), hand=["cracher_du_feu"]), active=B)
    assert played(spit, B) == {"cracher_du_feu"}
    assert interventions(s0, B) == {1}
    free = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 1), hand=["frappe"]), active=B)
    assert "attaque" in basics(free, B) and played(free, B) == {"frappe"}


def test_r10_permanent_immobiliser_forbids_moves() -> None:
    hand = ["avancee", "bond", "teletransportation", "frappe", "impro"]
    s0 = build(SideSpec(cell=(0, 0), zone=[Paused("prison_de_glace", at=2)]),
               SideSpec(cell=(0, 3), hand=hand), active=B)
    assert "déplacement" not in basics(s0, B)
    assert played(s0, B) == {"frappe", "impro"}
    assert interventions(s0, B) == {1}


def test_r10_effect_immobilisation_forbids_moves() -> None:
    s0 = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 3), hand=["avancee", "impro"],
                                               frozen=1), active=B)
    assert "déplacement" not in basics(s0, B)
    assert played(s0, B) == {"impro"}


def test_r10_passif_and_rhetorique_always_remain() -> None:
    zone = [Paused("devinette", at=1), Paused("mains_givrees", at=3),
            Paused("prison_de_glace", at=2), Paused("frime", at=1)]
    s0 = build(SideSpec(cell=(0, 0), zone=zone),
               SideSpec(cell=(0, 1), hand=["frappe", "avancee"]), active=B)
    assert basics(s0, B) == {"défense", "passif", "rhétorique"}
    assert played(s0, B) == set()
    assert interventions(s0, B) == {1, 2, 3, 4}
    empty = build(SideSpec(cell=(0, 0), zone=zone), SideSpec(cell=(0, 1)), active=B)
    assert keys(empty, B) == {"basic:défense", "basic:passif", "basic:rhétorique"}


# --- R11 playing a card --------------------------------------------------------------------


def test_r11_a_played_card_enters_the_activity_zone_face_up() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["vigilance", "frappe"]), SideSpec(cell=(0, 3)))
    s1 = do(s0, play(A, "vigilance"))
    assert s1.sides[A].hand == ["frappe"]
    assert [(z.card, z.paused) for z in s1.sides[A].zone] == [("vigilance", True)]
    public = GAME.view(s1, None).side(A)
    assert [(z.card, z.paused, z.active) for z in public.zone] == [("vigilance", True, [0])]
    played_events = events(s0, s1, EventKind.PLAYED)
    assert [(e.player, e.card) for e in played_events] == [(A, "vigilance")]


def test_r11_last_types_are_the_cards_types() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["frappe"]), SideSpec(cell=(0, 1),
                                                               hand=["boule_de_neige"]))
    s1 = do(s0, play(A, "frappe"))
    assert set(s1.sides[A].last_types) == {"attaque", "lambda"}
    s2 = do(s1, play(B, "boule_de_neige"))  # its condition fails: the types still count
    assert set(s2.sides[B].last_types) == {"attaque", "froid"}


def test_r11_last_types_of_a_basic() -> None:
    s0 = build(SideSpec(cell=(0, 0)), SideSpec(cell=(0, 1)))
    s1 = do(s0, basic(A, "défense"))
    assert s1.sides[A].last_types == ["défense"]


def test_r11_a_card_may_be_played_when_its_condition_must_fail() -> None:
    s0 = build(SideSpec(cell=(0, -3), hand=["frappe"]), SideSpec(cell=(0, 3)))
    assert played(s0, A) == {"frappe"}
    s1 = do(s0, play(A, "frappe"))
    assert s1.sides[A].history == ["frappe"] and s1.sides[B].hp == 20
