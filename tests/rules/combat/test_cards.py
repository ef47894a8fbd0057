"""Every card of section 6.2 played, step by step (part 1: the lambda, chaud and froid cards;
``test_cards_more.py`` has the rest, the failing conditions and the coverage check).

A test named ``test_card_<id>_...`` must play card ``<id>``: the autouse fixture below fails it
otherwise, and ``test_cards_more.test_every_card_is_played_by_a_test`` fails when a card of
``CARDS`` has no such test.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from rules.combat import GAME, CBAction, CBState, Kind
from rules.combat.content import CARDS, CardType
from rules.combat.view import SideView
from rules.core import Event
from rules.kit.hexgrid import Hex, arena, distance
from tests.rules.combat import builder
from tests.rules.combat.builder import (
    A,
    B,
    Paused,
    SideSpec,
    act,
    basic,
    build,
    discard,
    events,
    intervene,
    move,
    options,
    play,
)

PLAYED: set[str] = set()
"""The cards the running test played (through :func:`do`)."""


def card_in_name(name: str) -> str | None:
    """The card a ``test_card_<id>_`` name is about (the longest id: ``morsure_venimeuse``
    before ``morsure``)."""
    found = [c for c in CARDS if name.startswith(f"test_card_{c}_")]
    return max(found, key=len) if found else None


@pytest.fixture(autouse=True)
def _plays_its_card(request: pytest.FixtureRequest) -> Iterator[None]:
    PLAYED.clear()
    yield
    if request.node.get_closest_marker("xfail") is not None:
        return  # an engine bug may stop the test before the card is played
    callspec = getattr(request.node, "callspec", None)
    card = callspec.params.get("card") if callspec is not None else None
    card = card or card_in_name(request.node.originalname)
    if card is not None:
        assert card in PLAYED, f"{request.node.name} never plays {card}"


def do(state: CBState, action: CBAction) -> CBState:
    if action.kind is Kind.PLAY and action.arg is not None:
        PLAYED.add(action.arg)
    return builder.do(state, action)


def go(state: CBState, *actions: CBAction) -> tuple[CBState, list[Event]]:
    """Apply the actions in order; the final state and every public event on the way."""
    evs: list[Event] = []
    for action in actions:
        after = do(state, action)
        evs += events(state, after)
        state = after
    return state, evs


def of(evs: list[Event], kind: str) -> list[Any]:
    return [e for e in evs if e.kind == kind]


def finished(evs: list[Event]) -> list[tuple[str, str, bool]]:
    return [(e.player, e.card, e.failed) for e in of(evs, "finished")]


def hurts(evs: list[Event]) -> list[tuple[str, int, int]]:
    """(victim, raw, absorbed) of each BLESSER."""
    return [(e.player, e.raw, e.absorbed) for e in of(evs, "hurt")]


def pub(state: CBState, player: str) -> SideView:
    return GAME.view(state, None).side(player)


def hp(state: CBState, player: str) -> int:
    return state.sides[player].hp


def cell(state: CBState, player: str) -> Hex | None:
    return state.sides[player].cell


def whose_turn(state: CBState) -> tuple[str, int, bool]:
    assert state.turn is not None
    return state.turn.player, state.turn.number, state.turn.extra


def playable(state: CBState, player: str) -> set[str]:
    """The cards ``player`` may play now (R10)."""
    return {o.arg for o in options(state, player) if o.kind is Kind.PLAY and o.arg}


def basics(state: CBState, player: str) -> set[str]:
    return {o.arg for o in options(state, player) if o.kind is Kind.BASIC and o.arg}


def cells_offered(state: CBState, player: str) -> set[Hex]:
    """Every destination offered, opening each column when they are split (section 10)."""
    opts = options(state, player)
    columns = [o for o in opts if o.kind is Kind.COLUMN]
    if not columns:
        return {o.cell for o in opts if o.kind is Kind.MOVE and o.cell is not None}
    out: set[Hex] = set()
    for column in columns:
        out |= cells_offered(builder.do(state, column), player)
    return out


def toward(start: Hex, target: Hex, n: int) -> set[Hex]:
    """Cells up to n steps away, each step one closer to ``target`` (S_APPROCHER, ATTIRER)."""
    gap = distance(start, target)
    return {c for c in arena() if c != target and distance(start, c) <= n
            and distance(start, c) + distance(c, target) == gap}


ADJ_A, ADJ_B = (0, 0), (0, 1)
"""A above B, adjacent: B's push direction is S."""


# --- lambda -----------------------------------------------------------------------------------


def test_card_frappe_r22_melee_hurts_3() -> None:
    s, evs = go(build(SideSpec(cell=ADJ_A, hand=["frappe"]), SideSpec(cell=ADJ_B)),
                play(A, "frappe"))
    assert hurts(evs) == [(B, 3, 0)]
    assert (hp(s, B), s.sides[B].recent) == (17, 3)
    assert finished(evs) == [(A, "frappe", False)]
    assert (s.sides[A].history, s.sides[A].zone, s.sides[A].hand) == (["frappe"], [], [])
    assert whose_turn(s) == (B, 2, False)


def test_card_frappe_r25_shield_pool_absorbs_first() -> None:
    s0 = build(SideSpec(cell=ADJ_A, hand=["frappe"]), SideSpec(cell=ADJ_B, pending_shield=2))
    assert s0.sides[B].pool == 2  # R8.1: the pending shield became this turn's pool
    s, evs = go(s0, play(A, "frappe"))
    assert hurts(evs) == [(B, 3, 2)]
    assert (hp(s, B), s.sides[B].recent) == (19, 1)


def test_card_choc_r20_hurts_then_pushes_straight_away() -> None:
    s, evs = go(build(SideSpec(cell=ADJ_A, hand=["choc"]), SideSpec(cell=ADJ_B)),
                play(A, "choc"))
    assert hp(s, B) == 18 and cell(s, B) == Hex(0, 2)
    assert [e.kind for e in evs][1:4] == ["check", "hurt", "moved"]
    assert finished(evs) == [(A, "choc", False)]


def test_card_choc_r21_push_off_the_board_loses_at_victims_turn_end() -> None:
    s, evs = go(build(SideSpec(cell=(0, 2), hand=["choc"]), SideSpec(cell=(0, 3))),
                play(A, "choc"))
    assert cell(s, B) is None and hp(s, B) == 18 and [e.direction for e in of(evs, "off")] == [5]
    assert s.result is None and whose_turn(s) == (B, 2, False)  # D3: B is checked at its end
    s, evs = go(s, basic(B, "rhétorique"))
    assert s.result is not None and s.result.winners == [A]
    assert [(e.player, e.reason) for e in of(evs, "loses")] == [(B, "off")]


def test_card_projectile_discards_then_hurts_at_range() -> None:
    s0 = build(SideSpec(cell=(0, -3), hand=["projectile", "impro", "frappe"]),
               SideSpec(cell=(0, 3)))
    s = do(s0, play(A, "projectile"))
    assert {o.arg for o in options(s, A)} == {"impro", "frappe"}  # one card, A's pick
    s, evs = go(s, discard(A, "frappe"))
    assert (s.sides[A].hand, s.sides[A].discard) == (["impro"], ["frappe"])
    assert hp(s, B) == 17 and finished(evs) == [(A, "projectile", False)]


def test_card_esquive_r24_blocks_recent_wounds_only() -> None:
    s0 = build(SideSpec(cell=ADJ_A, hp=12, recent=8, hand=["esquive", "frappe", "choc"]),
               SideSpec(cell=ADJ_B))
    s, evs = go(s0, play(A, "esquive"))  # exactly 2 cards left: both go, nothing asked
    assert sorted(s.sides[A].discard) == ["choc", "frappe"] and s.sides[A].hand == []
    assert [(e.n, e.hp) for e in of(evs, "healed")] == [(6, 18)]
    assert hp(s, A) == 18 and finished(evs) == [(A, "esquive", False)]
    # R26.3: recent wounds reset at the end of A's turn
    assert s.sides[A].recent == 0


def test_card_absorption_cb2_blocks_above_zero_and_plays_again() -> None:
    s0 = build(SideSpec(cell=ADJ_A, hp=-1, recent=3, hand=["absorption"]), SideSpec(cell=ADJ_B))
    s, evs = go(s0, play(A, "absorption"))
    assert hp(s, A) == 1 and s.result is None  # the check at the end of A's turn passes
    assert [e.n for e in of(evs, "extra")] == [1]
    assert finished(evs) == [(A, "absorption", False)]
    assert whose_turn(s) == (A, 2, True) and s.sides[A].extra == 0


def test_card_vigilance_permanent_shield_each_opponent_turn_until_intervened() -> None:
    s0 = build(SideSpec(cell=ADJ_A, hand=["vigilance"]), SideSpec(cell=ADJ_B, hand=["choc",
                                                                                   "frappe"]))
    s, evs = go(s0, play(A, "vigilance"))
    assert [(e.card, e.step) for e in of(evs, "paused")] == [("vigilance", 1)]
    zone = pub(s, A).zone
    assert [(z.card, z.at, z.paused, z.active) for z in zone] == [("vigilance", 1, True, [0])]
    assert (pub(s, A).shield, pub(s, A).pool, whose_turn(s)) == (2, 2, (B, 2, False))
    s, evs = go(s, basic(B, "attaque"))
    assert hurts(evs) == [(A, 1, 1)] and hp(s, A) == 20
    s = do(s, basic(A, "rhétorique"))
    assert s.sides[A].pool == 2  # refreshed at the start of B's next turn
    s = do(s, intervene(B, zone[0].uid))
    assert {o.arg for o in options(s, B)} == {"choc", "frappe"}  # the performer discards
    s, evs = go(s, discard(B, "choc"))
    assert finished(evs) == [(A, "vigilance", False)] and s.sides[A].history == ["vigilance"]
    assert (s.sides[B].hand, pub(s, A).shield, pub(s, A).zone) == (["frappe"], 0, [])
    assert pub(s, B).last_types == [CardType.DEFENSE, CardType.LAMBDA]  # R14


def test_card_avancee_r19_each_step_closer() -> None:
    s = do(build(SideSpec(cell=(0, -3), hand=["avancee"]), SideSpec(cell=(2, 1))),
           play(A, "avancee"))
    assert cells_offered(s, A) == toward(Hex(0, -3), Hex(2, 1), 3)
    s, evs = go(s, move(A, 1, -1))
    assert cell(s, A) == Hex(1, -1) and distance(Hex(1, -1), Hex(2, 1)) == 3
    assert [(e.end, e.how) for e in of(evs, "moved")] == [(Hex(1, -1), "self")]
    assert finished(evs) == [(A, "avancee", False)]


def test_card_degagement_r19_each_step_farther() -> None:
    s = do(build(SideSpec(cell=ADJ_A, hand=["degagement"]), SideSpec(cell=ADJ_B)),
           play(A, "degagement"))
    here, them = Hex(*ADJ_A), Hex(*ADJ_B)
    assert cells_offered(s, A) == {c for c in arena() if distance(here, c) <= 3
                                   and distance(c, them) == 1 + distance(here, c)}
    s, evs = go(s, move(A, 0, -3))
    assert cell(s, A) == Hex(0, -3) and finished(evs) == [(A, "degagement", False)]


def test_card_bond_discards_then_moves_up_to_4_by_column() -> None:
    s = do(build(SideSpec(cell=ADJ_A, hand=["bond", "frappe", "choc"]), SideSpec(cell=ADJ_B)),
           play(A, "bond"))
    s = do(s, discard(A, "frappe"))
    # 36 destinations (all but B's cell, around it within 4): split by column (section 10)
    assert {o.kind for o in options(s, A)} == {Kind.COLUMN}
    assert cells_offered(s, A) == set(arena()) - {Hex(*ADJ_B)}
    s, evs = go(s, act(A, Kind.COLUMN, n=0), move(A, 0, 3))  # round B: 4 steps
    assert cell(s, A) == Hex(0, 3) and s.sides[A].hand == ["choc"]
    assert finished(evs) == [(A, "bond", False)]


def test_card_inspiration_draws_3_at_distance_3() -> None:
    deck = ["choc", "esquive", "bond", "impro"]  # top last
    s, evs = go(build(SideSpec(cell=(0, -3), hand=["inspiration"], deck=deck),
                      SideSpec(cell=(0, 0))), play(A, "inspiration"))
    assert s.sides[A].hand == ["impro", "bond", "esquive"] and s.sides[A].deck == ["choc"]
    assert [(e.n, e.asked, e.cards) for e in of(evs, "draw")] == [(3, 3, [])]  # count only
    assert finished(evs) == [(A, "inspiration", False)]


def test_card_impro_r17_draw_reshuffles_the_discard() -> None:
    s0 = build(SideSpec(cell=ADJ_A, hand=["impro", "frappe"], deck=["choc"],
                        discard=["esquive", "bond"]), SideSpec(cell=ADJ_B))
    s, evs = go(s0, play(A, "impro"))
    side = s.sides[A]
    # choc from the deck, then the discard (with frappe, just paid) became the deck
    assert side.hand[0] == "choc" and (len(side.hand), len(side.deck), side.discard) == (3, 1, [])
    assert sorted([*side.hand, *side.deck]) == ["bond", "choc", "esquive", "frappe"]
    assert [(e.n, e.reshuffled) for e in of(evs, "draw")] == [(3, 3)]
    assert finished(evs) == [(A, "impro", False)]


def test_card_fougue_force_2_until_intervened() -> None:
    s0 = build(SideSpec(cell=ADJ_A, hand=["fougue"]), SideSpec(cell=ADJ_B, hand=["choc"]))
    s = do(s0, play(A, "fougue"))
    assert pub(s, A).force == 2 and pub(s, A).zone[0].paused
    s, evs = go(s, basic(B, "rhétorique"), basic(A, "attaque"))
    assert hurts(evs) == [(B, 3, 0)] and hp(s, B) == 17  # CB-10: 1 + 2
    s, evs = go(s, intervene(B, 1))  # B's only card goes: nothing to choose
    assert finished(evs) == [(A, "fougue", False)] and s.sides[B].discard == ["choc"]
    assert pub(s, A).force == 0 and s.sides[A].history == ["fougue"]


def test_card_frime_r10_charme_blocks_cards_not_interventions() -> None:
    s = do(build(SideSpec(cell=ADJ_A, hand=["frime"]), SideSpec(cell=ADJ_B, hand=["choc"])),
           play(A, "frime"))
    assert pub(s, A).charme == 2
    assert playable(s, B) == set() and intervene(B, 1) in options(s, B)  # 1 < 2
    s, evs = go(s, intervene(B, 1))
    assert finished(evs) == [(A, "frime", False)] and pub(s, A).charme == 0
    # 2 cards against Charme 2: allowed
    s2 = build(SideSpec(cell=ADJ_A, zone=[Paused("frime", at=1)]),
               SideSpec(cell=ADJ_B, hand=["choc", "esquive"]), active=B)
    assert playable(s2, B) == {"choc", "esquive"}


def test_card_devinette_silence_until_intervened() -> None:
    s = do(build(SideSpec(cell=ADJ_A, hand=["devinette"]),
                 SideSpec(cell=ADJ_B, hand=["choc", "esquive"])), play(A, "devinette"))
    assert pub(s, B).silenced and playable(s, B) == set()
    assert basics(s, B) == {"attaque", "défense", "passif", "rhétorique", "déplacement"}
    s, evs = go(s, intervene(B, 1), discard(B, "esquive"))
    assert finished(evs) == [(A, "devinette", False)] and not pub(s, B).silenced
    s = do(s, basic(A, "rhétorique"))
    assert playable(s, B) == {"choc"}


def test_card_insulte_opponent_chooses_the_discard_then_replay() -> None:
    s = do(build(SideSpec(cell=ADJ_A, hand=["insulte"]),
                 SideSpec(cell=ADJ_B, hand=["choc", "esquive"])), play(A, "insulte"))
    assert options(s, A) == [] and {o.arg for o in options(s, B)} == {"choc", "esquive"}
    s, evs = go(s, discard(B, "choc"))
    assert (s.sides[B].hand, s.sides[B].discard) == (["esquive"], ["choc"])
    assert finished(evs) == [(A, "insulte", False)] and whose_turn(s) == (A, 2, True)


# --- chaud ------------------------------------------------------------------------------------


def test_card_meteorite_hurts_6_at_distance_3() -> None:
    s, evs = go(build(SideSpec(cell=(0, -3), hand=["meteorite", "frappe"]),
                      SideSpec(cell=(0, 0))), play(A, "meteorite"))
    assert s.sides[A].discard == ["frappe"] and hurts(evs) == [(B, 6, 0)] and hp(s, B) == 14
    assert finished(evs) == [(A, "meteorite", False)]


def test_card_incendie_cb14_visible_is_the_history_top_only() -> None:
    a = SideSpec(cell=(0, -1), hand=["incendie"], history=["cracher_du_feu", "frappe"])
    s, evs = go(build(a, SideSpec(cell=(0, 1))), play(A, "incendie"))
    assert hp(s, B) == 18 and [e.ok for e in of(evs, "check")] == [True, False]
    assert finished(evs) == [(A, "incendie", True)]
    assert s.sides[A].history == ["cracher_du_feu", "frappe", "incendie"]


def test_card_incendie_d12_another_zone_card_is_visible() -> None:
    a = SideSpec(cell=(0, -1), hand=["incendie"], zone=[Paused("brasier_interieur", at=3)])
    s, evs = go(build(a, SideSpec(cell=(0, 1))), play(A, "incendie"))
    assert hurts(evs) == [(B, 3, 0), (B, 3, 0)] and hp(s, B) == 14  # Brasier's Force 1 too
    assert finished(evs) == [(A, "incendie", False)]


def test_card_boule_de_feu_cb14_bonus_with_chaud_on_top() -> None:
    a = SideSpec(cell=(0, -1), hand=["boule_de_feu", "frappe"], history=["incendie"])
    s, evs = go(build(a, SideSpec(cell=(0, 1))), play(A, "boule_de_feu"))
    assert hurts(evs) == [(B, 4, 0), (B, 2, 0)] and hp(s, B) == 14
    assert s.sides[A].discard == ["frappe"] and finished(evs) == [(A, "boule_de_feu", False)]
    a.history = ["frappe"]
    s, evs = go(build(a, SideSpec(cell=(0, 1))), play(A, "boule_de_feu"))
    assert hp(s, B) == 16 and finished(evs) == [(A, "boule_de_feu", True)]


def test_card_bouffee_de_chaleur_cb4_pusher_breaks_the_tie() -> None:
    s = do(build(SideSpec(cell=(0, 0), hand=["bouffee_de_chaleur"]), SideSpec(cell=(2, -1))),
           play(A, "bouffee_de_chaleur"))
    assert options(s, A) == [act(A, Kind.PUSH, n=1), act(A, Kind.PUSH, n=0)]  # NE, SE
    s, evs = go(s, act(A, Kind.PUSH, n=1))
    assert cell(s, B) == Hex(3, -2) and hp(s, B) == 18
    assert [e.kind for e in evs].index("moved") < [e.kind for e in evs].index("hurt")
    assert finished(evs) == [(A, "bouffee_de_chaleur", False)]


def test_card_evaporation_blocks_6_then_discards_4_chosen() -> None:
    hand = ["evaporation", "frappe", "choc", "bond", "impro", "esquive"]
    s = do(build(SideSpec(cell=ADJ_A, hp=10, recent=10, hand=hand), SideSpec(cell=ADJ_B)),
           play(A, "evaporation"))
    assert (hp(s, A), s.sides[A].recent) == (16, 4)
    s, evs = go(s, *(discard(A, c) for c in ["frappe", "choc", "bond", "impro"]))
    assert s.sides[A].hand == ["esquive"] and len(s.sides[A].discard) == 4
    assert [e.n for e in of(evs, "discarded")] == [4]
    assert finished(evs) == [(A, "evaporation", False)]


def test_card_cracher_du_feu_cb9_pool_refreshes_on_the_extra_turn() -> None:
    b = SideSpec(cell=ADJ_B, zone=[Paused("vigilance", at=1)])
    s0 = build(SideSpec(cell=ADJ_A, hand=["cracher_du_feu", "frappe"]), b)
    assert s0.sides[B].pool == 2
    s, evs = go(s0, play(A, "cracher_du_feu"))
    assert hurts(evs) == [(B, 1, 1)] and hp(s, B) == 20
    assert finished(evs) == [(A, "cracher_du_feu", False)]
    assert whose_turn(s) == (A, 2, True) and s.sides[B].pool == 2
    s, evs = go(s, play(A, "frappe"))
    assert hurts(evs) == [(B, 3, 2)] and hp(s, B) == 19


def test_card_cracher_du_feu_d17_in_history_at_once_for_the_extra_turn() -> None:
    a = SideSpec(cell=(0, -1), hand=["cracher_du_feu", "incendie"])
    s, evs = go(build(a, SideSpec(cell=(0, 1))), play(A, "cracher_du_feu"),
                play(A, "incendie"))
    assert hurts(evs) == [(B, 1, 0), (B, 2, 0), (B, 2, 0)] and hp(s, B) == 15
    assert s.sides[A].history == ["cracher_du_feu", "incendie"]


def test_card_brasier_interieur_force_and_concentration_while_paused() -> None:
    s = do(build(SideSpec(cell=ADJ_A, hand=["brasier_interieur"], deck=["esquive", "choc"]),
                 SideSpec(cell=ADJ_B)), play(A, "brasier_interieur"))
    assert (pub(s, A).force, pub(s, A).concentration) == (1, 1)
    assert [(z.at, z.active) for z in pub(s, A).zone] == [(3, [1, 2])]
    s, evs = go(s, basic(B, "rhétorique"))
    assert [e.n for e in of(evs, "draw")] == [1] and s.sides[A].hand == ["choc"]  # R8.2
    s, evs = go(s, basic(A, "attaque"))
    assert hurts(evs) == [(B, 2, 0)]
    s, evs = go(s, basic(B, "passif"), intervene(A, 1))
    assert finished(evs) == [(A, "brasier_interieur", False)]
    assert s.sides[A].hand == [] and pub(s, A).force == 0  # both drawn cards paid for it


# --- froid ------------------------------------------------------------------------------------


def test_card_defense_de_marbre_blocks_then_shield_1_while_paused() -> None:
    s0 = build(SideSpec(cell=ADJ_A, hp=15, recent=5, hand=["defense_de_marbre", "choc"]),
               SideSpec(cell=ADJ_B))
    s, evs = go(s0, play(A, "defense_de_marbre"))
    assert [e.n for e in of(evs, "healed")] == [3] and hp(s, A) == 18
    assert (pub(s, A).shield, s.sides[A].pool) == (1, 1)
    s, evs = go(s, basic(B, "attaque"))
    assert hurts(evs) == [(A, 1, 1)] and hp(s, A) == 18
    s, evs = go(s, intervene(A, 1))
    assert finished(evs) == [(A, "defense_de_marbre", False)] and s.sides[A].hand == []
    assert s.sides[A].pool == 0 and pub(s, A).shield == 0


def test_card_prison_de_glace_cb11_immobilises_and_shields_the_victim() -> None:
    b_hand = ["avancee", "bond", "teletransportation", "frappe"]
    s = do(build(SideSpec(cell=ADJ_A, hand=["prison_de_glace"]),
                 SideSpec(cell=ADJ_B, hand=b_hand)), play(A, "prison_de_glace"))
    assert pub(s, B).immobilised and pub(s, B).shield == 1
    assert playable(s, B) == {"frappe"} and "déplacement" not in basics(s, B)
    s, evs = go(s, basic(B, "rhétorique"), basic(A, "attaque"))
    assert hurts(evs) == [(B, 1, 1)] and hp(s, B) == 20  # B's pool of 1 (adv:BOUCLIER)
    s, evs = go(s, intervene(B, 1), discard(B, "avancee"), discard(B, "bond"))
    assert finished(evs) == [(A, "prison_de_glace", False)]
    assert not pub(s, B).immobilised and pub(s, B).shield == 0
    s = do(s, basic(A, "rhétorique"))
    assert "déplacement" in basics(s, B) and "teletransportation" in playable(s, B)


def test_card_petrification_immobilises_and_disarms() -> None:
    b_hand = ["frappe", "esquive", "avancee"]
    s, evs = go(build(SideSpec(cell=ADJ_A, hand=["petrification", "choc"]),
                      SideSpec(cell=ADJ_B, hand=b_hand)), play(A, "petrification"))
    assert s.sides[A].discard == ["choc"] and [e.step for e in of(evs, "paused")] == [3]
    assert [z.active for z in pub(s, A).zone] == [[1, 2]]
    assert pub(s, B).immobilised and pub(s, B).disarmed
    assert playable(s, B) == {"esquive"}
    assert basics(s, B) == {"défense", "passif", "rhétorique"}
    s, evs = go(s, intervene(B, 1), discard(B, "esquive"), discard(B, "avancee"))
    assert finished(evs) == [(A, "petrification", False)] and s.sides[B].hand == ["frappe"]
    assert not (pub(s, B).immobilised or pub(s, B).disarmed)


def test_card_ere_glaciaire_gel_costs_both_after_a_voluntary_move() -> None:
    a = SideSpec(cell=(0, -3), hand=["ere_glaciaire", "avancee"], history=["boule_de_neige"])
    s = do(build(a, SideSpec(cell=(0, 3), hand=["frappe", "choc", "esquive"])),
           play(A, "ere_glaciaire"))
    assert (pub(s, A).gel, pub(s, B).gel) == (1, 1)
    s, evs = go(s, basic(B, "déplacement"), move(B, 0, 2))
    assert [(e.player, e.n, e.cause) for e in of(evs, "lost")] == [(B, 1, "gel")]
    assert hp(s, B) == 19 and s.sides[B].recent == 0  # R23: not a wound
    s, evs = go(s, play(A, "avancee"), move(A, 0, -3))  # staying put is no move
    assert of(evs, "lost") == [] and hp(s, A) == 20
    s, evs = go(s, intervene(B, 1))  # B's whole hand of 3 pays
    assert finished(evs) == [(A, "ere_glaciaire", False)] and s.sides[B].hand == []
    assert (pub(s, A).gel, pub(s, B).gel) == (0, 0)


def test_card_armure_de_glace_visible_froid_in_zone_adds_shield_3() -> None:
    a = SideSpec(cell=ADJ_A, hand=["armure_de_glace", "choc", "esquive"],
                 zone=[Paused("defense_de_marbre", 2)])
    s, evs = go(build(a, SideSpec(cell=ADJ_B, hand=["frappe"])), play(A, "armure_de_glace"))
    assert [e.ok for e in of(evs, "check")] == [True]
    assert (pub(s, A).shield, s.sides[A].pool) == (4, 4)
    s, evs = go(s, play(B, "frappe"))
    assert hurts(evs) == [(A, 3, 3)] and hp(s, A) == 20  # 1 left in the pool, then cleared
    s, evs = go(s, intervene(A, 2))
    assert finished(evs) == [(A, "armure_de_glace", False)] and s.sides[A].hand == []
    assert pub(s, A).shield == 1  # Défense de marbre's stays


def test_card_mains_givrees_hurts_1_and_disarms() -> None:
    s, evs = go(build(SideSpec(cell=ADJ_A, hand=["mains_givrees"]),
                      SideSpec(cell=ADJ_B, hand=["frappe", "choc", "esquive"])),
                play(A, "mains_givrees"))
    assert hurts(evs) == [(B, 1, 0)] and pub(s, B).disarmed
    assert playable(s, B) == {"esquive"} and "attaque" not in basics(s, B)
    s, evs = go(s, intervene(B, 1), discard(B, "choc"), discard(B, "esquive"))
    assert finished(evs) == [(A, "mains_givrees", False)] and not pub(s, B).disarmed
    s = do(s, basic(A, "rhétorique"))
    assert playable(s, B) == {"frappe"} and "attaque" in basics(s, B)


def test_card_boule_de_neige_immobilises_for_the_victims_next_turn() -> None:
    s, evs = go(build(SideSpec(cell=(0, -1), hand=["boule_de_neige", "choc"]),
                      SideSpec(cell=(0, 1), hand=["avancee"])), play(A, "boule_de_neige"))
    assert hurts(evs) == [(B, 2, 0)] and [(e.player, e.n) for e in of(evs, "frozen")] == [
        (B, 1)]
    assert pub(s, B).frozen == 1 and pub(s, B).immobilised
    assert playable(s, B) == set() and "déplacement" not in basics(s, B)
    s = do(s, basic(B, "rhétorique"))  # R26.3: the counter drops at the end of B's turn
    assert pub(s, B).frozen == 0 and not pub(s, B).immobilised
    s = do(s, basic(A, "rhétorique"))
    assert playable(s, B) == {"avancee"} and "déplacement" in basics(s, B)


def test_card_bouclier_de_glace_blocks_4_and_plays_again() -> None:
    s, evs = go(build(SideSpec(cell=ADJ_A, hp=14, recent=6, hand=["bouclier_de_glace"]),
                      SideSpec(cell=ADJ_B)), play(A, "bouclier_de_glace"))
    assert [e.n for e in of(evs, "healed")] == [4] and hp(s, A) == 18
    assert finished(evs) == [(A, "bouclier_de_glace", False)]
    assert whose_turn(s) == (A, 2, True) and s.sides[A].recent == 0
