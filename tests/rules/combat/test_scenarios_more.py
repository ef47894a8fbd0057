"""Spec section 9's worked examples CB-9..CB-15, played through the engine (CB-1..CB-8 are in
``test_scenarios.py``)."""

from __future__ import annotations

from rules.combat import EventKind, Kind, Phase
from rules.combat.content import STARTERS, DeckProblem, Problem, deck_problems
from rules.combat.effects import totals
from rules.combat.state import CBState
from rules.kit.hexgrid import Hex

from .builder import (
    A,
    B,
    Paused,
    SideSpec,
    basic,
    build,
    discard,
    do,
    events,
    intervene,
    options,
    play,
)
from .test_scenarios import no_loss, one, turn_of

S = 5

# --- CB-9: The shield pool across extra turns ----------------------------------------------


def test_cb9_shield_pool_refills_each_extra_turn() -> None:
    s0 = build(SideSpec(cell=(0, 0), hand=["cracher_du_feu", "frappe"]),
               SideSpec(cell=(0, 1), zone=[Paused("vigilance", at=1)]))
    # A's turn 1 started through R8: B's pool is 2.
    assert s0.sides[B].pool == 2
    shield = one([e for e in s0.log if e.kind == EventKind.SHIELD])
    assert (shield.player, shield.pool) == (B, 2)
    s1 = do(s0, play(A, "cracher_du_feu"))
    hurt = one(events(s0, s1, EventKind.HURT))
    assert (hurt.player, hurt.raw, hurt.absorbed, hurt.hp) == (B, 1, 1, 20)  # pool 2 -> 1
    assert one(events(s0, s1, EventKind.EXTRA)).player == A
    assert s1.sides[B].hp == 20 and s1.sides[B].recent == 0
    assert s1.sides[A].history == ["cracher_du_feu"]
    # A's extra turn: the pool is 2 again (cleared, then refilled, not 1 carried over).
    assert turn_of(s1) == (A, 2, True)
    shield = one(events(s0, s1, EventKind.SHIELD))
    assert (shield.player, shield.pool) == (B, 2)
    assert s1.sides[B].pool == 2
    s2 = do(s1, play(A, "frappe"))
    hurt = one(events(s1, s2, EventKind.HURT))
    assert (hurt.raw, hurt.absorbed, hurt.hp) == (3, 2, 19)
    assert s2.sides[B].hp == 19 and s2.sides[B].recent == 1
    # The end of A's extra turn clears the pool for B's own turn.
    assert turn_of(s2) == (B, 3, False) and s2.sides[B].pool == 0


# --- CB-10: Force modifiers ----------------------------------------------------------------


def attack_with(zone: list[Paused]) -> tuple[CBState, CBState]:
    s0 = build(SideSpec(cell=(0, 0), zone=zone), SideSpec(cell=(0, 1)))
    return s0, do(s0, basic(A, "attaque"))


def test_cb10_fougue_attaque_de_base_deals_3() -> None:
    s0, s1 = attack_with([Paused("fougue", at=1)])
    assert totals(s0)[A].force == 2
    hurt = one(events(s0, s1, EventKind.HURT))
    assert (hurt.raw, hurt.absorbed, hurt.hp) == (3, 0, 17)
    assert s1.sides[B].hp == 17 and s1.sides[B].recent == 3


def test_cb10_fougue_and_drogue_douce_deal_1() -> None:
    s0, s1 = attack_with([Paused("fougue", at=1), Paused("drogue_douce", at=2)])
    assert totals(s0)[A].force == 0
    hurt = one(events(s0, s1, EventKind.HURT))
    assert (hurt.raw, hurt.hp) == (1, 19)
    assert s1.sides[B].hp == 19


def test_cb10_force_minus_3_deals_0_never_negative() -> None:
    # -2 -2 +1: two Drogue douce and Instinct animal's FORCE 1.
    s0, s1 = attack_with([Paused("drogue_douce", at=2), Paused("drogue_douce", at=2),
                          Paused("instinct_animal", at=3)])
    assert totals(s0)[A].force == -3
    hurt = one(events(s0, s1, EventKind.HURT))
    assert (hurt.raw, hurt.absorbed, hurt.hp) == (0, 0, 20)
    assert s1.sides[B].hp == 20 and s1.sides[B].recent == 0


# --- CB-11: Immobilised --------------------------------------------------------------------

MOVES = ["avancee", "bond", "teletransportation"]


def cb11(hand: list[str], a_hand: list[str] | None = None) -> CBState:
    """A's Prison de glace paused (its permanents active); B's turn."""
    return build(SideSpec(cell=(0, 0), hand=a_hand or ["choc"],
                          zone=[Paused("prison_de_glace", at=2)]),
                 SideSpec(cell=(0, 1), hand=hand), active=B)


def test_cb11_immobilised_b_may_not_move() -> None:
    s0 = cb11([*MOVES, "frappe", "impro"])
    assert totals(s0)[B].immobilised is True
    offered = options(s0, B)
    assert basic(B, "déplacement") not in offered
    assert {o.arg for o in offered if o.kind is Kind.PLAY} == {"frappe", "impro"}
    for card in MOVES:  # Télétransportation too: its type is déplacement
        assert play(B, card) not in offered
    for other in ("attaque", "défense", "passif", "rhétorique"):
        assert basic(B, other) in offered
    assert intervene(B, 1) in offered  # B holds >= 2 cards


def test_cb11_immobilised_b_may_still_be_pushed() -> None:
    s0 = cb11([*MOVES, "frappe"])
    s1 = do(s0, basic(B, "passif"))
    assert turn_of(s1) == (A, 2, False)
    assert s1.sides[B].pool == 1  # B's adv:BOUCLIER 1, each of A's turns
    s2 = do(s1, play(A, "choc"))
    hurt = one(events(s1, s2, EventKind.HURT))
    assert (hurt.raw, hurt.absorbed, hurt.hp) == (2, 1, 19)
    moved = one(events(s1, s2, EventKind.MOVED))
    assert (moved.player, moved.start, moved.end, moved.how, moved.direction) == (
        B, Hex(0, 1), Hex(0, 2), "pushed", S)
    assert s2.sides[B].cell == Hex(0, 2)


def test_cb11_intervene_defausser_2_ends_prison() -> None:
    s0 = cb11([*MOVES, "frappe", "impro"])
    s1 = do(s0, intervene(B, 1))
    s2 = do(s1, discard(B, "frappe"))
    assert s2.turn is not None and s2.turn.player == B  # one card still to choose
    s3 = do(s2, discard(B, "impro"))
    assert one(events(s2, s3, EventKind.DISCARDED)).n == 2
    assert sorted(s3.sides[B].hand) == sorted(MOVES)
    assert sorted(s3.sides[B].discard) == ["frappe", "impro"]
    finished = one(events(s0, s3, EventKind.FINISHED))
    assert (finished.player, finished.card, finished.failed) == (A, "prison_de_glace", False)
    assert s3.sides[A].history == ["prison_de_glace"] and s3.sides[A].zone == []
    # The immobilisation and B's adv:BOUCLIER 1 end with the card.
    assert totals(s3)[B].immobilised is False and totals(s3)[B].shield == 0
    assert turn_of(s3) == (A, 2, False) and s3.sides[B].pool == 0
    assert events(s0, s3, EventKind.SHIELD) == []
    s4 = do(s3, play(A, "choc"))
    hurt = one(events(s3, s4, EventKind.HURT))
    assert (hurt.raw, hurt.absorbed, hurt.hp) == (2, 0, 18)
    offered = options(s4, B)
    assert basic(B, "déplacement") in offered
    for card in MOVES:
        assert play(B, card) in offered


def test_cb11_intervention_needs_two_cards() -> None:
    s0 = cb11(["frappe"])
    assert {o.kind for o in options(s0, B)} == {Kind.BASIC, Kind.PLAY}
    assert intervene(B, 1) not in options(s0, B)


# --- CB-12: Énigme skips a turn ------------------------------------------------------------


def cb12(b_hp: int) -> tuple[CBState, CBState]:
    """B has Éveil (CONCENTRATION 1) and suffers A's Morsure venimeuse (POISON 1)."""
    s0 = build(SideSpec(cell=(0, 0), hand=["enigme", "impro"],
                        zone=[Paused("morsure_venimeuse", at=3)]),
               SideSpec(cell=(0, 3), hp=b_hp, zone=[Paused("eveil", at=1)],
                        last_types=["attaque"]))
    return s0, do(s0, play(A, "enigme"))


def test_cb12_enigme_skips_b_turn() -> None:
    s0, s1 = cb12(20)
    check = one(events(s0, s1, EventKind.CHECK))
    assert (check.player, check.step, check.ok) == (A, 0, True)
    assert s1.sides[A].discard == ["impro"] and s1.sides[A].history == ["enigme"]
    passed = one(events(s0, s1, EventKind.PASS))
    assert (passed.player, passed.n, passed.skip) == (B, 1, 1)  # B.skip = 1
    b_turn = [e for e in events(s0, s1, EventKind.TURN) if e.player == B]
    assert [e.number for e in b_turn] == [2]
    # Start triggers: Éveil's CONCENTRATION 1 draws.
    draw = one(events(s0, s1, EventKind.DRAW))
    assert (draw.player, draw.n) == (B, 1) and len(s1.sides[B].hand) == 1
    # No action.
    assert one(events(s0, s1, EventKind.SKIPPED)).player == B
    for kind in (EventKind.BASIC, EventKind.INTERVENED):
        assert events(s0, s1, kind) == []
    assert [e.player for e in events(s0, s1, EventKind.PLAYED)] == [A]
    assert s1.sides[B].last_types == [] and s1.sides[B].skip == 0
    # End triggers: POISON ticks, the check runs (and passes).
    lost = one(events(s0, s1, EventKind.LOST))
    assert (lost.player, lost.n, lost.cause, lost.hp) == (B, 1, "poison", 19)
    no_loss(s0, s1)
    assert turn_of(s1) == (A, 3, False)


def test_cb12_skipped_turn_still_runs_the_loss_check() -> None:
    s0, s1 = cb12(1)
    assert one(events(s0, s1, EventKind.SKIPPED)).player == B
    loses = one(events(s0, s1, EventKind.LOSES))
    assert (loses.player, loses.reason, loses.hp) == (B, "hp", 0)
    assert s1.phase is Phase.OVER and s1.result is not None and s1.result.winners == [A]


# --- CB-13: Poison finishes at the end of the victim's turn --------------------------------


def cb13() -> CBState:
    return build(SideSpec(cell=(0, 0), zone=[Paused("morsure_venimeuse", at=3)]),
                 SideSpec(cell=(0, 3), hp=1), active=B)


def test_cb13_passif_poison_kills_b() -> None:
    s0 = cb13()
    s1 = do(s0, basic(B, "passif"))
    lost = one(events(s0, s1, EventKind.LOST))
    assert (lost.player, lost.n, lost.cause, lost.hp) == (B, 1, "poison", 0)
    loses = one(events(s0, s1, EventKind.LOSES))
    assert (loses.player, loses.reason, loses.hp) == (B, "hp", 0)
    assert s1.phase is Phase.OVER and s1.result is not None and s1.result.winners == [A]


def test_cb13_intervene_removes_poison_b_survives() -> None:
    s0 = cb13()
    s1 = do(s0, intervene(B, 1))
    draw = one(events(s0, s1, EventKind.DRAW))
    assert (draw.player, draw.n) == (B, 1) and len(s1.sides[B].hand) == 1
    finished = one(events(s0, s1, EventKind.FINISHED))
    assert (finished.player, finished.card) == (A, "morsure_venimeuse")
    assert s1.sides[A].zone == [] and s1.sides[A].history == ["morsure_venimeuse"]
    assert events(s0, s1, EventKind.LOST) == []
    assert s1.sides[B].hp == 1
    no_loss(s0, s1)
    assert turn_of(s1) == (A, 2, False)


# --- CB-14: VISIBLE ignores the card itself ------------------------------------------------


def test_cb14_visible_ignores_the_card_itself() -> None:
    s0 = build(SideSpec(cell=(0, 0), history=["frappe"],
                        hand=["incendie", "boule_de_feu", "impro", "choc"]),
               SideSpec(cell=(0, 2)))
    s1 = do(s0, play(A, "incendie"))
    checks = [(c.step, c.ok) for c in events(s0, s1, EventKind.CHECK)]
    assert checks == [(0, True), (2, False)]  # DISTANCE 2 holds, VISIBLE chaud fails
    hurt = one(events(s0, s1, EventKind.HURT))
    assert (hurt.raw, hurt.hp) == (2, 18)
    finished = one(events(s0, s1, EventKind.FINISHED))
    assert (finished.card, finished.failed) == ("incendie", True)
    assert s1.sides[A].history == ["frappe", "incendie"] and s1.sides[B].hp == 18
    s2 = do(s1, basic(B, "rhétorique"))
    assert turn_of(s2) == (A, 3, False)
    s3 = do(s2, play(A, "boule_de_feu"))
    s4 = do(s3, discard(A, "impro"))
    assert s4.sides[A].hand == ["choc"] and s4.sides[A].discard == ["impro"]
    checks = [(c.step, c.ok) for c in events(s2, s4, EventKind.CHECK)]
    assert checks == [(0, True), (1, True), (3, True)]  # VISIBLE: Incendie is on top
    assert [(h.raw, h.hp) for h in events(s2, s4, EventKind.HURT)] == [(4, 14), (2, 12)]
    assert s4.sides[B].hp == 12
    assert one(events(s2, s4, EventKind.FINISHED)).failed is False
    assert s4.sides[A].history == ["frappe", "incendie", "boule_de_feu"]


# --- CB-15: Deck validation ----------------------------------------------------------------


def swap(deck: tuple[str, ...], out: str, into: str) -> list[str]:
    cards = list(deck)
    cards[cards.index(out)] = into
    return cards


def test_cb15_starter_decks_are_legal() -> None:
    assert sorted(STARTERS) == ["charmeur", "croc", "flamme", "givre"]
    for name, deck in STARTERS.items():
        assert len(deck) == 20, name
        assert deck_problems(deck) == [], name


def test_cb15_eleven_lambda_cards_illegal() -> None:
    deck = swap(STARTERS["flamme"], "onde_de_choc", "impro")
    assert len(deck) == 20
    assert deck_problems(deck) == [Problem(problem=DeckProblem.LAMBDA, n=11)]


def test_cb15_two_meteorites_illegal() -> None:
    deck = swap(STARTERS["flamme"], "onde_de_choc", "meteorite")
    assert deck_problems(deck) == [Problem(problem=DeckProblem.REPEAT, n=2, card="meteorite")]


def test_cb15_four_frappes_illegal() -> None:
    deck = swap(STARTERS["croc"], "choc", "frappe")
    assert deck.count("frappe") == 4
    assert deck_problems(deck) == [Problem(problem=DeckProblem.COPIES, n=4, card="frappe")]


def test_cb15_nineteen_cards_illegal() -> None:
    deck = list(STARTERS["flamme"])
    deck.remove("onde_de_choc")
    assert deck_problems(deck) == [Problem(problem=DeckProblem.SIZE, n=19)]
