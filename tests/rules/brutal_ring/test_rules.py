"""Brutal Ring rule-by-rule tests (spec R1-R34, D0-D20, sections 6, 8 and 10), in three
modules: this one (R1-R17 and the coverage map), ``test_rules_fight`` (R18-R34) and
``test_decisions`` (D0-D20 and section 10).

Every test drives the engine only through ``GAME.pending`` / ``GAME.apply`` / ``GAME.timeout``
(plus ``GAME.view`` and ``GAME.outcome`` for reading), from positions made by
``builder.build``, and asserts on the typed events (their kind and fields). The exceptions are
marked: R8's "both piles exhausted" cannot be reached with 78 conserved cards, and D10 puts two
orange tricks on one attacker, so those tests move cards by hand.

Coverage map (rule -> tests in the three modules; ``S<n>`` is
``test_scenarios.test_br_s<n>_*``):

======  =====================================================================================
Rule    Tests
======  =====================================================================================
R1      test_r1_seats_teams_and_opponents, test_r1_team_holds_the_score,
        test_r1_forfeit_in_team_play_the_other_team_wins; S9
R2      test_r2_a_card_is_played_as_its_top_or_its_bottom_half
R3      test_r3_fourteen_trick_kinds_and_the_card_tables
R4      test_r4_every_card_leaves_play_to_its_own_type_discard
R5      test_r5_entry_waits_for_every_draw
R6      test_r6_need_counts_hand_and_arena_cards; S8
R7      test_r7_card_by_card_in_arrival_order
R8      test_r8_empty_pile_is_rebuilt_from_its_discard, test_r8_exhaustion_is_unreachable,
        test_r8_exhausted_type_falls_back_then_stops; S8
R9      test_r9_entries_are_a_gladiator_and_at_most_one_weapon
R10     test_r10_weapons_only_at_entry_never_moved
R11     test_r11_entry_window_closes_when_all_confirm_or_time_is_up
R12     test_r12_values_come_only_from_the_weapon
R13     test_r13_must_engage_exactly_one; S11
R14     test_r14_targets_pass_and_no_second_attack
R15     test_r15_surviving_defender_attacks_later; S0
R16     test_r16_trick_participants; S10
R17     test_r17_terminium_slot_limits; S4, S10
R18     test_r18_trick_window_protocol; S10
R19     test_r19_only_the_roles_own_tricks_take_effect; S4
R20     test_r20_reveal_order_and_defenders_fairplay; S1, S2
R21     test_r21_blind_pick_forced_and_empty; S2
R22     test_r22_values_formula; S0, S7
R23     test_r23_strictly_greater_and_dodge
R24     test_r24_counter_attack_raw_values_strict; S5, S6
R25     test_r25_death_and_scoring; S0, S6
R26     test_r26_every_placed_trick_is_discarded; S1, S2
R27     test_r27_double_attack_same_defender_and_no_bonus_when_dead; S3
R28     test_r28_engaged_until_phase_four
R29     test_r29_phase_three_ends_when_nobody_is_unengaged; S11
R30     test_r30_survivor_scoring; S9
R31     test_r31_voluntary_discards
R32     test_r32_game_end_and_tie_breaks_compare_only_the_tied; S12
R33     test_r33_first_player_random_then_left
R34     test_r34_view_follows_section_8
D0      test_d0_orange_special_black_value
D1      test_d1_two_typed_discard_piles
D2      test_d2_discards_are_public
D3      test_d3_first_player_passes_left, test_d3_first_entrant_option
D4      test_d4_sealed_editable_drafts_public_counts
D5      test_d5_unarmed_is_zero; S5
D6      test_d6_only_opponents_are_targets
D7      test_d7_bluffs_take_symbols; S4
D8      test_d8_teammates_share_symbols_owner_decides; S10
D9      test_d9_changes_reset_ready_deadline_locks; S10
D10     test_d10_attackers_fairplay_stops_discard; S1
D11     test_d11_blind_pick_in_random_order
D12     test_d12_x2_does_not_stack; S7
D13     test_d13_counter_strict_raw_no_engagement_mutual; S5, S6
D14     test_d14_one_optional_bonus_no_chain; S3
D15     test_d15_arena_discard_with_weapon_and_no_round_four_discards
D16     test_d16_team_tie_break_and_shared_win
D17     test_d17_hands_private_even_to_teammates
D18     test_d18_attack_always_opens_the_trick_window
D19     test_d19_player_without_unengaged_gladiator_is_skipped; S11
D20     test_d20_only_hand_cards_are_tricks
sec. 10 test_s10_default_* (one per decision), test_s10_defaults_alone_finish_a_game
======  =====================================================================================
"""

from __future__ import annotations

import sys
from collections import Counter

from rules.brutal_ring import GAME, BRState, EventKind, Kind, Options, Phase
from rules.brutal_ring.content import (
    ALL_IDS,
    CARDS,
    GLADIATOR,
    GLADIATOR_IDS,
    SLOTS,
    WEAPON,
    WEAPON_IDS,
    Colour,
    Trick,
    card,
    card_type,
)
from rules.brutal_ring.engine import combat_values, need
from rules.brutal_ring.events import Draw, TimeUp
from rules.brutal_ring.table import team_scores
from rules.core import Reason
from rules.kit.seats import opponents, seat_labels, teammates
from tests.rules.common import check_coverage_map

from . import test_decisions, test_rules_fight
from .builder import (
    A1,
    A2,
    B1,
    B2,
    P1,
    P2,
    P3,
    PLAYERS,
    SeatSpec,
    Table,
    act,
    added,
    arena,
    assert_illegal,
    build,
    decision,
    engage_and_attack,
    engage_and_pass,
    events,
    fight,
    last_result,
    offered,
    only_decision,
    ready_all,
    step,
    time_up,
)

RULE_IDS = [f"R{n}" for n in range(1, 35)] + [f"D{n}" for n in range(0, 21)]
TEAM = [A1, B1, A2, B2]


# ============================================================================= coverage map


def test_coverage_map_lists_every_rule_and_decision() -> None:
    """The module docstring maps every R1-R34 and D0-D20 to tests that exist."""
    names = [name for module in (sys.modules[__name__], test_rules_fight, test_decisions)
             for name in vars(module) if name.startswith("test_")]
    check_coverage_map(sys.modules[__name__].__doc__ or "", RULE_IDS, names)


# ============================================================================= R1-R34


def test_r1_seats_teams_and_opponents() -> None:
    """R1: 2-3 players play alone; 4 play two teams of partners two seats apart (A1 B1 A2 B2);
    an opponent is anyone not on your team."""
    s = GAME.setup(TEAM, 1)
    assert s.teams == [[A1, A2], [B1, B2]]
    assert teammates(s.teams, A1) == [A2] and teammates(s.teams, B2) == [B1]
    assert opponents(TEAM, s.teams, A1) == [B1, B2] and opponents(TEAM, s.teams, B1) == [A1, A2]
    labels = seat_labels(TEAM, s.teams)
    assert [labels[p] for p in TEAM] == ["A1", "B1", "A2", "B2"]
    assert [seat.label for seat in GAME.view(s, None).seats] == ["A1", "B1", "A2", "B2"]
    for players in ([P1, P2], [P1, P2, P3]):
        s = GAME.setup(players, 1)
        assert s.teams == [[p] for p in players]
        assert teammates(s.teams, P1) == [] and opponents(players, s.teams, P1) == players[1:]
    s = GAME.setup(TEAM, 1, Options(teams=False))
    assert s.teams == [[p] for p in TEAM] and opponents(TEAM, s.teams, A1) == [B1, A2, B2]


def test_r1_team_holds_the_score() -> None:
    """R1: in team play a kill by either partner counts for the team, and the outcome gives
    each player the team score."""
    s = build(players=TEAM, round=4, seats={
        A1: SeatSpec(arena=[("G29", "W27")]), B1: SeatSpec(arena=[("G13", None)]),
        A2: SeatSpec(points=3), B2: SeatSpec(points=1)})
    s = engage_and_attack(s, A1, "G29", "G13")
    s = ready_all(s)
    assert events(s, EventKind.KILL)[-1].killer == A1
    assert team_scores(s) == [3 + 1 + 2, 1]  # A2's 3, the kill (1+0), A1's armed survivor
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners == [A1, A2]
    assert outcome.scores == {A1: 6, B1: 1, A2: 6, B2: 1}
    assert outcome.ranking == [[A1, A2], [B1, B2]]


def test_r1_forfeit_in_team_play_the_other_team_wins() -> None:
    """R1: the team holds the result, so a player's forfeit loses for their partner too; alone,
    every other player wins."""
    s = GAME.setup(TEAM, 2)
    outcome = GAME.forfeit(s, B2, "resign")
    assert outcome.winners == [A1, A2] and outcome.ranking == [[A1, A2], [B1, B2]]
    assert outcome.reason is Reason.RESIGN and outcome.loser == B2
    assert outcome.teams == [[A1, A2], [B1, B2]] and outcome.team_scores == [0, 0]
    s = GAME.setup([P1, P2, P3], 2)
    outcome = GAME.forfeit(s, P2, "timeout")
    assert outcome.winners == [P1, P3] and outcome.ranking == [[P1, P3], [P2]]
    assert outcome.reason is Reason.TIMEOUT and outcome.loser == P2 and outcome.teams is None


def test_r2_a_card_is_played_as_its_top_or_its_bottom_half() -> None:
    """R2: a gladiator card from hand enters as a gladiator or is a trick; a weapon card arms
    an entering gladiator or is a trick; once used one way it is gone from the hand."""
    s = build(phase="entry", seats={P1: SeatSpec(hand=["G05", "W10"]), P2: SeatSpec()})
    assert offered(s, act(P1, Kind.ENTER, card="G05"))
    s = step(s, P1, Kind.ENTER, card="G05")
    assert offered(s, act(P1, Kind.ARM, card="W10", target="G05"))
    s = step(s, P1, Kind.ARM, card="W10", target="G05")
    assert s.seats[P1].hand == []
    s = step(s, P1, Kind.CONFIRM)
    assert arena(s, P1) == [("G05", "W10", False)]

    s = build(seats={P1: SeatSpec(hand=["G12", "W13"], arena=[("G20", "W24")]),
                     P2: SeatSpec(arena=[("G13", None)])})
    s = engage_and_attack(s, P1, "G20", "G13")
    placeable = {o.card for o in decision(s, P1).options if o.kind is Kind.PLACE}
    assert placeable == {"G12", "W13"}  # both halves' tricks, never the arena's W24 or G20
    s = step(s, P1, Kind.PLACE, card="G12")
    assert "G12" not in s.seats[P1].hand


def test_r3_fourteen_trick_kinds_and_the_card_tables() -> None:
    """R3 and section 6: 14 trick kinds; ORANGE only on the 32 gladiators, BLACK only on the 46
    weapons; the per-kind counts, symbol profiles and the 9 source VP values."""
    assert len(Trick) == 14 and len(CARDS) == 78 == len(set(ALL_IDS))
    assert tuple(f"G{n:02d}" for n in range(1, 33)) == GLADIATOR_IDS
    assert tuple(f"W{n:02d}" for n in range(1, 47)) == WEAPON_IDS
    g = Counter(card(c).trick for c in GLADIATOR_IDS)
    assert g == {Trick.A_FAIRPLAY: 5, Trick.A_DISCARD: 6, Trick.A_DOUBLE: 5,
                 Trick.D_FAIRPLAY: 5, Trick.D_COUNTER: 5, Trick.D_DODGE: 6}
    w = Counter(card(c).trick for c in WEAPON_IDS)
    for side in "AD":
        assert w[Trick(f"{side}_PLUS1")] == 7 and w[Trick(f"{side}_PLUS2")] == 7
        assert w[Trick(f"{side}_PLUS3")] == 5 and w[Trick(f"{side}_X2")] == 4
    assert all(card(c).colour is Colour.ORANGE for c in GLADIATOR_IDS)
    assert all(card(c).colour is Colour.BLACK for c in WEAPON_IDS)
    profiles = Counter((sum(card(c).symbols[:2]), sum(card(c).symbols[2:]))
                       for c in GLADIATOR_IDS)
    assert profiles == {(1, 1): 4, (1, 2): 4, (2, 1): 4, (2, 2): 7, (1, 3): 2, (3, 1): 2,
                        (2, 3): 3, (3, 2): 3, (3, 3): 3}
    source_vp = {"G01": 3, "G02": 2, "G03": 2, "G04": 2, "G05": 3, "G06": 2, "G07": 3,
                 "G08": 2, "G09": 4}
    assert {c: card(c).vp for c in source_vp} == source_vp
    assert card("G09").symbols == (1, 2, 1, 2) and card("G09").name == "TERMINIUM"
    # No gladiator has two orange symbols on a side: one orange trick per side per combat, so
    # Fairplay never meets Discard or Double on the attacker, nor Counter or Dodge on the
    # defender (R20, R21, R27 cases the engine still handles).
    assert max(card(g).symbols[0] for g in GLADIATOR_IDS) == 1
    assert max(card(g).symbols[2] for g in GLADIATOR_IDS) == 1
    sword = card("W16")
    assert (sword.name, sword.attack, sword.defence, sword.vp, sword.trick) == (
        "Sword", 3, 2, 2, Trick.A_PLUS3)
    assert card("W12").attack == 3 and card("W12").defence == 1 and card("W12").vp == 2


def test_r4_every_card_leaves_play_to_its_own_type_discard() -> None:
    """R4: dead gladiators, their weapons, used tricks and voluntary discards each go to the
    discard pile of their own type."""
    s = fight(SeatSpec(hand=["G17", "W14", "W40"], arena=[("G09", "W21")]),
               SeatSpec(hand=["W31", "G13"], arena=[("G06", "W08")]), "G09", "G06",
               ("G17", "W14"), ("W31",))
    assert s.phase is Phase.DISCARD
    assert {"G06", "G17"} <= set(s.discards[GLADIATOR])
    assert {"W08", "W14", "W31"} <= set(s.discards[WEAPON])
    s = step(s, P1, Kind.MARK, card="W40")
    s = step(s, P1, Kind.MARK, card="G09")
    s = step(s, P1, Kind.DONE)
    s = step(s, P2, Kind.MARK, card="G13")
    s = step(s, P2, Kind.DONE)
    assert s.discards[GLADIATOR][-2:] == ["G09", "G13"]
    assert sorted(s.discards[WEAPON][-2:]) == ["W21", "W40"]
    assert all(card_type(c) == k for k in (GLADIATOR, WEAPON) for c in s.discards[k])


def test_r5_entry_waits_for_every_draw() -> None:
    """R5: no player starts Phase 2 before every player has finished Phase 1."""
    s = GAME.setup(PLAYERS, 3)
    for _ in range(8):
        s = step(s, P1, Kind.DRAW, pile=WEAPON)
    assert s.phase is Phase.DRAW and GAME.decision_for(s, P1) is None
    assert [d.player for d in GAME.pending(s)] == [P2]
    s = step(s, P2, Kind.DRAW_REST)
    assert s.phase is Phase.ENTRY
    assert GAME.decision_for(s, P1) is None  # eight weapons: nobody to bring in
    assert decision(s, P2).kind == "entry"


def test_r6_need_counts_hand_and_arena_cards() -> None:
    """R6: need = max(0, 8 - hand - arena cards); 3 in hand and an armed gladiator draw 3.
    Round 1 draws 8. The draw is mandatory: there is no option to stop."""
    s = GAME.setup(PLAYERS, 1)
    assert [s.seats[p].to_draw for p in PLAYERS] == [8, 8]
    s = build(round=2, phase="draw",
              seats={P1: SeatSpec(hand_size=3, arena=[("G05", "W10")]),
                     P2: SeatSpec(hand_size=7, arena=[("G06", None)])})
    assert need(s.seats[P1]) == 3 and s.seats[P1].to_draw == 3
    assert s.seats[P2].to_draw == 0 and GAME.decision_for(s, P2) is None
    kinds = {o.kind for o in decision(s, P1).options}
    assert kinds == {Kind.DRAW, Kind.DRAW_REST}
    for _ in range(3):
        s = step(s, P1, Kind.DRAW, pile=GLADIATOR)
    assert len(s.seats[P1].hand) == 6 and s.phase is Phase.ENTRY


def test_r7_card_by_card_in_arrival_order() -> None:
    """R7: one card per decision, seen at once (privately); requests from different players
    take the current top card in the order they arrive; the pile choice is public."""
    s = GAME.setup(PLAYERS, 5)
    top = list(s.piles[GLADIATOR][:2])
    s = step(s, P2, Kind.DRAW, pile=GLADIATOR)
    s = step(s, P1, Kind.DRAW, pile=GLADIATOR)
    assert top[0] in s.seats[P2].hand and top[1] in s.seats[P1].hand
    private = [e for e in s.log if e.kind == EventKind.DRAW and e.to == (P2,)]
    assert private[-1] == Draw(to=(P2,), player=P2, pile=GLADIATOR, card=top[0])
    public = [e for e in s.log if e.kind == EventKind.DRAW and e.to is None]
    assert public == [Draw(player=P2, pile=GLADIATOR), Draw(player=P1, pile=GLADIATOR)]
    assert s.seats[P1].to_draw == 7


def test_r8_empty_pile_is_rebuilt_from_its_discard() -> None:
    """R8: drawing from an empty pile first shuffles that type's discard into a new pile."""
    s = build(round=2, phase="draw", seats={P1: SeatSpec(hand_size=6), P2: SeatSpec(
        hand_size=8)}, table=Table(pile_size={WEAPON: 0}))
    discard = sorted(s.discards[WEAPON])
    hand = list(s.seats[P1].hand)
    s = step(s, P1, Kind.DRAW, pile=WEAPON)
    assert s.discards[WEAPON] == [] and len(s.piles[WEAPON]) == len(discard) - 1
    assert sorted([*s.piles[WEAPON], *added(hand, s.seats[P1].hand)]) == discard


def test_r8_exhaustion_is_unreachable() -> None:
    """R8/D1: a player who must draw holds at most 7 cards and the others at most 8 each, so
    with at most 4 players at most 31 gladiators (and 31 of 46 weapons) are held: some card of
    each type is always in its pile or discard. The fallback below is defensive."""
    assert len(GLADIATOR_IDS) > 3 * 8 + 7 and len(WEAPON_IDS) > 3 * 8 + 7


def test_r8_exhausted_type_falls_back_then_stops() -> None:
    """R8/D1 (unreachable, so cards are removed from play by hand): an exhausted type cannot be
    chosen, the automatic draw falls back to the other, and with both exhausted the player
    stops short of 8."""
    s = GAME.setup(PLAYERS, 2)
    data = s.model_dump(mode="json")
    data["piles"][GLADIATOR] = []
    data["piles"][WEAPON] = data["piles"][WEAPON][:3]
    s = BRState.model_validate(data)
    assert [o.kind for o in decision(s, P1).options] == [Kind.DRAW, Kind.DRAW_REST]
    assert decision(s, P1).options[0].pile == WEAPON
    s = GAME.apply(s, act(P1, Kind.DRAW_REST))
    assert len(s.seats[P1].hand) == 3 and s.seats[P1].to_draw == 0
    exhausted = {e.player: e.short for e in events(s, EventKind.EXHAUSTED)}
    assert exhausted == {P1: 5, P2: 8}
    assert s.seats[P2].to_draw == 0 and s.phase is not Phase.DRAW


def test_r9_entries_are_a_gladiator_and_at_most_one_weapon() -> None:
    """R9: each entry is a gladiator from hand with at most one weapon from hand; any number
    of entries, including none."""
    s = build(phase="entry", seats={P1: SeatSpec(hand=["G05", "G06", "W10", "W11"]),
                                    P2: SeatSpec(hand=["G07"])})
    s = step(s, P1, Kind.ENTER, card="G05")
    s = step(s, P1, Kind.ARM, card="W10", target="G05")
    assert_illegal(s, act(P1, Kind.ARM, card="W11", target="G05"))
    s = step(s, P1, Kind.ENTER, card="G06")
    assert_illegal(s, act(P1, Kind.ENTER, card="W11"))
    s = step(s, P1, Kind.CONFIRM)
    s = step(s, P2, Kind.CONFIRM)  # zero entries
    assert arena(s, P1) == [("G05", "W10", False), ("G06", None, False)]
    assert arena(s, P2) == [] and s.seats[P2].hand == ["G07"]
    assert s.seats[P1].hand == ["W11"]


def test_r10_weapons_only_at_entry_never_moved() -> None:
    """R10: a gladiator gets a weapon only in the Phase 2 it enters; arena gladiators never
    receive, lose or swap weapons; survivors keep theirs."""
    s = build(phase="entry", round=2,
              seats={P1: SeatSpec(hand=["G06", "W10"], arena=[("G05", None), ("G07", "W11")]),
                     P2: SeatSpec(hand=["G08"])})
    targets_offered = {o.target for o in decision(s, P1).options if o.kind is Kind.ARM}
    assert targets_offered == set()  # nothing entered yet: nobody to arm
    s = step(s, P1, Kind.ENTER, card="G06")
    arm = [o for o in decision(s, P1).options if o.kind is Kind.ARM]
    assert [(o.card, o.target) for o in arm] == [("W10", "G06")]
    assert not any(o.card in ("G05", "G07", "W11") for o in decision(s, P1).options)
    s = step(s, P1, Kind.CONFIRM)
    s = step(s, P2, Kind.CONFIRM)
    assert arena(s, P1) == [("G05", None, False), ("G07", "W11", False), ("G06", None, False)]


def test_r11_entry_window_closes_when_all_confirm_or_time_is_up() -> None:
    """R11/D4: the window is a sealed submission under a rules clock: each entry decision
    carries ``timer``; it closes when everyone has confirmed, or when the clock runs out (the
    engine's timeout, which no option can do: it closes the window for everyone) with
    unconfirmed drafts counting as they stand; the reveal is atomic."""
    s = build(phase="entry", options=Options(entry_seconds=45),
              seats={P1: SeatSpec(hand=["G05", "W10"]), P2: SeatSpec(hand=["G06", "W11"])})
    for p in PLAYERS:
        d = decision(s, p)
        assert d.timer == 45 and d.private and d.kind == "entry"
        assert d.default == act(p, Kind.CONFIRM) and d.default in d.options
        closed = time_up(s, p)  # either clock closes it for both
        assert closed.entry is None and closed.phase is not Phase.ENTRY
    s = step(s, P1, Kind.ENTER, card="G05")
    s = step(s, P1, Kind.ARM, card="W10", target="G05")
    s = step(s, P2, Kind.ENTER, card="G06")
    assert step(s, P1, Kind.CONFIRM).phase is Phase.ENTRY  # the default alone keeps P2 open
    s = step(s, P2, Kind.CONFIRM)
    assert s.phase is Phase.ENTRY and arena(s, P2) == []
    version = s.version
    s = time_up(s, P1)
    assert s.version == version + 1
    assert events(s, EventKind.TIME_UP) == [TimeUp(window="entry")]
    assert arena(s, P1) == [("G05", "W10", False)] and arena(s, P2) == [("G06", None, False)]
    assert s.phase is Phase.ENGAGE and s.entry is None

    s = build(phase="entry", seats={P1: SeatSpec(hand=["G05"]), P2: SeatSpec(hand=["G06"])})
    s = step(s, P1, Kind.ENTER, card="G05")
    s = step(s, P1, Kind.CONFIRM)
    assert GAME.decision_for(s, P1) is None  # confirmed drafts are final
    s = step(s, P2, Kind.CONFIRM)
    assert arena(s, P1) == [("G05", None, False)] and s.phase is not Phase.ENTRY


def test_r12_values_come_only_from_the_weapon() -> None:
    """R12/D5: Attack and Defence come only from the weapon; unarmed is 0/0 and worth only the
    gladiator's VP."""
    s = build(seats={P1: SeatSpec(arena=[("G09", "W12"), ("G14", None)]),
                     P2: SeatSpec(arena=[("G13", None)])})
    fighters = GAME.view(s, None).seats[0].arena
    assert [(f.attack, f.defence) for f in fighters] == [(3, 1), (0, 0)]
    assert combat_values(None, None, [], []) == (0, 0)
    s = engage_and_attack(s, P1, "G09", "G13")
    s = ready_all(s)
    assert events(s, EventKind.KILL)[-1].points == card("G13").vp == 1


def test_r13_must_engage_exactly_one() -> None:
    """R13: a player with an unengaged living gladiator must engage exactly one (even a pass
    names the gladiator that engages); one engagement per turn."""
    s = build(seats={P1: SeatSpec(arena=[("G05", None), ("G06", None)]),
                     P2: SeatSpec(arena=[("G07", None)])})
    d = only_decision(s)
    assert d.player == P1 and d.kind == "engage"
    assert [str(o) for o in d.options] == ["engage:G05:G07", "engage:G06:G07", "pass:G05",
                                           "pass:G06"]
    assert_illegal(s, act(P1, Kind.PASS))
    s = engage_and_pass(s, P1, "G06")
    assert [f.engaged for f in s.seats[P1].arena] == [False, True]
    assert only_decision(s).player == P2
    assert_illegal(s, act(P1, Kind.PASS, card="G05"))


def test_r14_targets_pass_and_no_second_attack() -> None:
    """R14: targets are the opponents' living gladiators, engaged or not, never one's own; a
    passing gladiator cannot attack again this round."""
    s = build(players=[P1, P2, P3],
              seats={P1: SeatSpec(arena=[("G05", "W10"), ("G06", None)]),
                     P2: SeatSpec(arena=[("G07", None, True), ("G08", None)]),
                     P3: SeatSpec(arena=[("G09", None)])})
    assert [str(o) for o in only_decision(s).options if o.card == "G05"] == [
        "engage:G05:G07", "engage:G05:G08", "engage:G05:G09", "pass:G05"]
    s = engage_and_pass(s, P1, "G05")
    assert s.active == P2
    s = engage_and_pass(s, P2, "G08")
    s = engage_and_pass(s, P3, "G09")
    d = only_decision(s)
    assert d.player == P1 and [o.card for o in d.options] == ["G06"] * 4
    assert_illegal(s, act(P1, Kind.ENGAGE, card="G05", target="G07"))


def test_r15_surviving_defender_attacks_later() -> None:
    """R15: a defender that survives and is not engaged may engage and attack on its turn."""
    s = fight(SeatSpec(arena=[("G05", "W01"), ("G06", None)]),
               SeatSpec(arena=[("G10", "W36")]), "G05", "G10")
    assert not last_result(s).defender_dies
    assert s.active == P2
    s = engage_and_attack(s, P2, "G10", "G05")
    assert events(s, EventKind.ATTACK)[-1].attacker == "G10"
    assert events(s, EventKind.KILL)[-1].gladiator == "G05"


def test_r16_trick_participants() -> None:
    """R16: only the attacking and defending players (and their teammates in team play) place
    tricks, each from their own hand; a third player in a 3-player game takes no part."""
    s = build(players=[P1, P2, P3],
              seats={P1: SeatSpec(hand=["W05"], arena=[("G09", "W12")]),
                     P2: SeatSpec(hand=["W20"], arena=[("G10", "W17")]),
                     P3: SeatSpec(hand=["W31"], arena=[("G11", None)])})
    s = engage_and_attack(s, P1, "G09", "G10")
    assert [d.player for d in GAME.pending(s)] == [P1, P2]
    assert [o.card for o in decision(s, P1).options if o.kind is Kind.PLACE] == ["W05"]
    assert [o.card for o in decision(s, P2).options if o.kind is Kind.PLACE] == ["W20"]
    assert_illegal(s, act(P3, Kind.PLACE, card="W31"))
    assert_illegal(s, act(P1, Kind.PLACE, card="W20"))


def test_r17_terminium_slot_limits() -> None:
    """R17: per (side, colour), the tricks on a gladiator in one combat may not exceed its
    symbols: TERMINIUM takes 1 ATK-ORANGE, 2 ATK-BLACK, 1 DEF-ORANGE, 2 DEF-BLACK."""
    hand = ["G17", "G07", "W05", "W14", "W13", "G13", "W06", "W19"]
    s = build(seats={P1: SeatSpec(hand=hand, arena=[("G09", "W12")]),
                     P2: SeatSpec(arena=[("G10", "W17")])})
    s = engage_and_attack(s, P1, "G09", "G10")
    s = step(s, P1, Kind.PLACE, card="G17")  # ATK-ORANGE 1/1
    assert_illegal(s, act(P1, Kind.PLACE, card="G07"))
    s = step(s, P1, Kind.PLACE, card="W05")  # ATK-BLACK 1/2
    s = step(s, P1, Kind.PLACE, card="W14")  # ATK-BLACK 2/2
    assert_illegal(s, act(P1, Kind.PLACE, card="W13"))
    s = step(s, P1, Kind.PLACE, card="G13")  # DEF-ORANGE bluff 1/1
    s = step(s, P1, Kind.PLACE, card="W06")  # DEF-BLACK bluff 1/2
    s = step(s, P1, Kind.PLACE, card="W19")  # DEF-BLACK bluff 2/2
    assert not any(o.kind is Kind.PLACE for o in decision(s, P1).options)
    assert s.seats[P1].hand == ["G07", "W13"]
    assert [SLOTS.index(card(c).slot) for c in ("G17", "W05", "G13", "W06")] == [0, 1, 2, 3]
