"""Brutal Ring rule-by-rule tests (spec R1-R34, D0-D20, sections 6, 8 and 10).

Every test drives the engine only through ``GAME.pending`` / ``GAME.apply`` (plus ``GAME.view``
and ``GAME.outcome`` for reading), from positions made by ``builder.build``. The one exception is
marked: R8's "both piles exhausted" cannot be reached with 78 conserved cards, so that test
removes cards from play by hand.

Coverage map (rule -> tests; ``S<n>`` is ``test_scenarios.test_br_s<n>_*``):

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

import pytest

from rules.brutal_ring import GAME, BRState, Kind, Options, Phase
from rules.brutal_ring.content import (
    ALL_IDS,
    CARDS,
    GLADIATOR,
    GLADIATOR_IDS,
    SLOTS,
    WEAPON,
    WEAPON_IDS,
    Colour,
    Side,
    Trick,
    card,
    card_type,
)
from rules.brutal_ring.engine import (
    combat_values,
    label,
    need,
    opponents,
    targets,
    team_scores,
    teammate,
)
from rules.core import IllegalAction
from tests.rules.common import check_coverage_map

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
    assert_conserved,
    assert_illegal,
    build,
    decision,
    engage_and_attack,
    events,
    offered,
    only_decision,
    play,
    ready_all,
    step,
)

RULE_IDS = [f"R{n}" for n in range(1, 35)] + [f"D{n}" for n in range(0, 21)]
TEAM = [A1, B1, A2, B2]


def _options(state: BRState, player: str) -> list[str]:
    return [str(o) for o in decision(state, player).options]


def _fight(p1: SeatSpec, p2: SeatSpec, attacker: str, defender: str,
           p1_tricks: tuple[str, ...] = (), p2_tricks: tuple[str, ...] = (),
           **kw: object) -> BRState:
    """P1 engages ``attacker`` and attacks ``defender``; both place their tricks and get
    ready. Returns the state right after the window locks (and any forced step)."""
    s = build(seats={P1: p1, P2: p2}, **kw)  # type: ignore[arg-type]
    s = engage_and_attack(s, P1, attacker, defender)
    for cid in p1_tricks:
        s = step(s, P1, Kind.PLACE, card=cid)
    for cid in p2_tricks:
        s = step(s, P2, Kind.PLACE, card=cid)
    return ready_all(s)


def _result(state: BRState) -> dict:
    return events(state, "result")[-1]


def _pass_all(state: BRState) -> BRState:
    """Everyone engages their lowest gladiator and passes until Phase 3 is over."""
    while state.phase is Phase.ENGAGE:
        d = only_decision(state)
        state = play(state, d.default)  # type: ignore[arg-type]
        state = step(state, d.player, Kind.PASS)
    return state


# ============================================================================= coverage map


def test_coverage_map_lists_every_rule_and_decision() -> None:
    """The module docstring maps every R1-R34 and D0-D20 to tests that exist."""
    check_coverage_map(sys.modules[__name__].__doc__ or "", RULE_IDS,
                       (name for name in globals() if name.startswith("test_")))


# ============================================================================= R1-R34


def test_r1_seats_teams_and_opponents() -> None:
    """R1: 2-3 players play alone; 4 play two teams of partners two seats apart (A1 B1 A2 B2);
    an opponent is anyone not on your team."""
    s = GAME.setup(TEAM, 1)
    assert s.teams == [[A1, A2], [B1, B2]]
    assert teammate(s, A1) == A2 and teammate(s, B2) == B1
    assert opponents(s, A1) == [B1, B2] and opponents(s, B1) == [A1, A2]
    assert [label(s, p) for p in TEAM] == ["A1", "B1", "A2", "B2"]
    for players in ([P1, P2], [P1, P2, P3]):
        s = GAME.setup(players, 1)
        assert s.teams == [[p] for p in players]
        assert teammate(s, P1) is None and opponents(s, P1) == players[1:]
    s = GAME.setup(TEAM, 1, Options(teams=False))
    assert s.teams == [[p] for p in TEAM] and opponents(s, A1) == [B1, A2, B2]


def test_r1_team_holds_the_score() -> None:
    """R1: in team play a kill by either partner counts for the team, and the outcome gives
    each player the team score."""
    s = build(players=TEAM, round=4, seats={
        A1: SeatSpec(arena=[("G29", "W27")]), B1: SeatSpec(arena=[("G13", None)]),
        A2: SeatSpec(points=3), B2: SeatSpec(points=1)})
    s = engage_and_attack(s, A1, "G29", "G13")
    s = ready_all(s)
    assert events(s, "kill")[-1]["killer"] == A1
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
    assert outcome.reason == "resign"
    s = GAME.setup([P1, P2, P3], 2)
    outcome = GAME.forfeit(s, P2, "timeout")
    assert outcome.winners == [P1, P3] and outcome.ranking == [[P1, P3], [P2]]


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
    s = _fight(SeatSpec(hand=["G17", "W14", "W40"], arena=[("G09", "W21")]),
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
    private = [e for e in s.log if e.kind == "draw" and e.to == (P2,)]
    assert private[-1].data["card"] == top[0]
    public = [e for e in s.log if e.kind == "draw" and e.to is None]
    assert [e.data for e in public] == [{"player": P2, "pile": GLADIATOR},
                                        {"player": P1, "pile": GLADIATOR}]
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
    exhausted = {e["player"]: e["short"] for e in events(s, "exhausted")}
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
    carries ``timer`` and a ``time_up`` default; it closes when everyone has confirmed, or at
    time up with unconfirmed drafts counting as they stand; the reveal is atomic."""
    s = build(phase="entry", options=Options(entry_seconds=45),
              seats={P1: SeatSpec(hand=["G05", "W10"]), P2: SeatSpec(hand=["G06", "W11"])})
    for p in PLAYERS:
        d = decision(s, p)
        assert d.timer == 45 and d.private and d.kind == "entry"
        assert d.default == act(p, Kind.TIME_UP)
        assert d.default not in d.options, "only the deadline closes the window for everyone"
        with pytest.raises(IllegalAction):
            GAME.apply(s, d.default)
    s = step(s, P1, Kind.ENTER, card="G05")
    s = step(s, P1, Kind.ARM, card="W10", target="G05")
    s = step(s, P2, Kind.ENTER, card="G06")
    s = step(s, P2, Kind.CONFIRM)
    assert s.phase is Phase.ENTRY and arena(s, P2) == []
    version = s.version
    s = play(s, decision(s, P1).default)  # type: ignore[arg-type]
    assert s.version == version + 1
    assert arena(s, P1) == [("G05", "W10", False)] and arena(s, P2) == [("G06", None, False)]
    assert s.phase is Phase.ENGAGE

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
    assert events(s, "kill")[-1]["points"] == card("G13").vp == 1


def test_r13_must_engage_exactly_one() -> None:
    """R13: a player with an unengaged living gladiator must engage exactly one (no pass at
    that step); one engagement per turn."""
    s = build(seats={P1: SeatSpec(arena=[("G05", None), ("G06", None)]),
                     P2: SeatSpec(arena=[("G07", None)])})
    d = only_decision(s)
    assert d.player == P1 and d.kind == "engage"
    assert [str(o) for o in d.options] == ["engage:G05", "engage:G06"]
    assert_illegal(s, act(P1, Kind.PASS))
    s = step(s, P1, Kind.ENGAGE, card="G06")
    assert_illegal(s, act(P1, Kind.ENGAGE, card="G05"))
    s = step(s, P1, Kind.PASS)
    assert only_decision(s).player == P2


def test_r14_targets_pass_and_no_second_attack() -> None:
    """R14: targets are the opponents' living gladiators, engaged or not, never one's own; a
    passing gladiator cannot attack again this round."""
    s = build(players=[P1, P2, P3],
              seats={P1: SeatSpec(arena=[("G05", "W10"), ("G06", None)]),
                     P2: SeatSpec(arena=[("G07", None, True), ("G08", None)]),
                     P3: SeatSpec(arena=[("G09", None)])})
    s = step(s, P1, Kind.ENGAGE, card="G05")
    assert _options(s, P1) == ["attack:G07", "attack:G08", "attack:G09", "pass"]
    s = step(s, P1, Kind.PASS)
    assert s.active == P2
    s = step(s, P2, Kind.ENGAGE, card="G08")
    s = step(s, P2, Kind.PASS)
    s = step(s, P3, Kind.ENGAGE, card="G09")
    s = step(s, P3, Kind.PASS)
    d = only_decision(s)
    assert d.player == P1 and [str(o) for o in d.options] == ["engage:G06"]


def test_r15_surviving_defender_attacks_later() -> None:
    """R15: a defender that survives and is not engaged may engage and attack on its turn."""
    s = _fight(SeatSpec(arena=[("G05", "W01"), ("G06", None)]),
               SeatSpec(arena=[("G10", "W36")]), "G05", "G10")
    assert not _result(s)["defender_dies"]
    assert s.active == P2
    s = step(s, P2, Kind.ENGAGE, card="G10")
    s = step(s, P2, Kind.ATTACK, target="G05")
    assert events(s, "attack")[-1]["attacker"] == "G10"
    assert events(s, "kill")[-1]["gladiator"] == "G05"


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


def test_r18_trick_window_protocol() -> None:
    """R18: the placer sees their card, everyone else a back with its placer; each adds or
    removes only their own cards; any change clears every ready flag; the window locks when
    all are ready at once, or at time up as placed."""
    s = build(seats={P1: SeatSpec(hand=["W05", "W13"], arena=[("G09", "W12")]),
                     P2: SeatSpec(hand=["W31", "W20"], arena=[("G10", "W17")])})
    s = engage_and_attack(s, P1, "G09", "G10")
    s = step(s, P1, Kind.PLACE, card="W05")
    mine = GAME.view(s, P1).combat
    theirs = GAME.view(s, P2).combat
    public = GAME.view(s, None).combat
    assert mine is not None and theirs is not None and public is not None
    assert mine.tricks[0].card == "W05" and mine.tricks[0].placer == P1
    assert theirs.tricks[0].card is None and theirs.tricks[0].placer == P1
    assert public.tricks[0].card is None
    assert_illegal(s, act(P2, Kind.TAKE_BACK, card="W05"))
    s = step(s, P2, Kind.READY)
    s = step(s, P1, Kind.TAKE_BACK, card="W05")
    assert s.combat is not None and s.combat.ready == [] and "W05" in s.seats[P1].hand
    s = step(s, P1, Kind.PLACE, card="W13")
    s = step(s, P1, Kind.READY)
    assert s.phase is Phase.TRICKS
    s = step(s, P2, Kind.PLACE, card="W31")
    assert s.combat is not None and s.combat.ready == []
    s = step(s, P2, Kind.TIME_UP)  # the deadline: locked as placed
    assert _result(s)["attack"] == 3 + 1 and _result(s)["defence"] == 2 + 3


def test_r19_only_the_roles_own_tricks_take_effect() -> None:
    """R19: on the attacker only ATK tricks count, on the defender only DEF tricks; bluffs are
    revealed and discarded without effect."""
    s = _fight(SeatSpec(hand=["W31"], arena=[("G09", "W12")]),
               SeatSpec(hand=["W14"], arena=[("G10", "W17")]), "G09", "G10",
               ("W31",), ("W14",))
    result = _result(s)
    assert (result["attack"], result["defence"]) == (3, 2)
    assert result["effective_attack"] == [] and result["effective_defence"] == []
    assert {"W31", "W14"} <= set(s.discards[WEAPON])
    assert [e["cards"] for e in events(s, "reveal")] == [["W31"], ["W14"]]


def test_r20_reveal_order_and_defenders_fairplay() -> None:
    """R20: the attacking side reveals first; a defender's effective Fairplay cancels every
    remaining trick, the attacker's +3 and Double Attack included."""
    s = _fight(SeatSpec(hand=["G12", "W14"], arena=[("G20", "W24")]),
               SeatSpec(hand=["G27", "W34"], arena=[("G25", "W36")]), "G20", "G25",
               ("G12", "W14"), ("G27", "W34"))
    reveals = events(s, "reveal")
    assert reveals[0]["side"] == "attack" and sorted(reveals[0]["cards"]) == ["G12", "W14"]
    assert reveals[1]["side"] == "defence" and sorted(reveals[1]["cards"]) == ["G27", "W34"]
    assert events(s, "fairplay")[-1]["by"] == "defence"
    result = _result(s)
    assert (result["attack"], result["defence"]) == (4, 3)  # base values only
    assert result["defender_dies"]
    assert s.phase is not Phase.BONUS  # the Double Attack was cancelled


def test_r21_blind_pick_forced_and_empty() -> None:
    """R21: with one face-down card the Discard takes it (no choice to make); with none it does
    nothing; the removed card is revealed, has no effect and is discarded."""
    s = _fight(SeatSpec(hand=["G14"], arena=[("G02", "W16")]),
               SeatSpec(hand=["G13"], arena=[("G03", "W08")]), "G02", "G03", ("G14",), ("G13",))
    pick = events(s, "discard_pick")[-1]
    assert pick["card"] == "G13" and pick["placer"] == P2
    assert _result(s)["defender_dies"]  # the Dodge was removed: 3 > 2
    assert "G13" in s.discards[GLADIATOR]

    s = _fight(SeatSpec(hand=["G14"], arena=[("G02", "W16")]),
               SeatSpec(arena=[("G03", "W08")]), "G02", "G03", ("G14",))
    assert not events(s, "discard_pick") and _result(s)["defender_dies"]


def test_r22_values_formula() -> None:
    """R22: ATT = weapon Attack x (2 if any x2) + the +N tricks; DEF likewise."""
    assert combat_values("W12", "W17", [Trick.A_PLUS2], [Trick.D_X2, Trick.D_PLUS3,
                                                          Trick.D_COUNTER]) == (5, 7)
    assert combat_values("W08", None, [Trick.A_X2, Trick.A_PLUS1], []) == (5, 0)
    assert combat_values("W27", "W45", [Trick.A_X2, Trick.A_PLUS3, Trick.A_PLUS1],
                         [Trick.D_X2]) == (14, 10)


def test_r23_strictly_greater_and_dodge() -> None:
    """R23: the defender dies only if ATT > DEF strictly, and never with an effective Dodge."""
    s = _fight(SeatSpec(arena=[("G05", "W16")]), SeatSpec(arena=[("G10", "W39")]),
               "G05", "G10")
    assert (_result(s)["attack"], _result(s)["defence"], _result(s)["defender_dies"]) == (
        3, 3, False)
    s = _fight(SeatSpec(arena=[("G05", "W16")]), SeatSpec(arena=[("G10", "W17")]),
               "G05", "G10")
    assert (_result(s)["attack"], _result(s)["defence"], _result(s)["defender_dies"]) == (
        3, 2, True)
    s = _fight(SeatSpec(arena=[("G05", "W27")]), SeatSpec(hand=["G13"], arena=[("G06", None)]),
               "G05", "G06", (), ("G13",))
    assert (_result(s)["attack"], _result(s)["defender_dies"]) == (5, False)


def test_r24_counter_attack_raw_values_strict() -> None:
    """R24/D13: with an effective Counter the attacker dies when the defender's raw weapon
    Attack > the attacker's raw weapon Defence (tricks and x2 ignored)."""
    s = _fight(SeatSpec(hand=["W35"], arena=[("G05", "W16")]),
               SeatSpec(hand=["G18"], arena=[("G10", "W36")]), "G05", "G10", ("W35",),
               ("G18",))
    # W35 (D_X2) on the attacker would double nothing: 3 > 2 kills it.
    assert _result(s)["attacker_dies"]
    s = _fight(SeatSpec(arena=[("G05", "W39")]),
               SeatSpec(hand=["G18"], arena=[("G10", "W36")]), "G05", "G10", (), ("G18",))
    assert not _result(s)["attacker_dies"]  # 3 > 3 is false


def test_r25_death_and_scoring() -> None:
    """R25: a dead gladiator and its weapon go to the discards; the killing side scores
    VP(gladiator) + VP(weapon or 0)."""
    s = build(seats={P1: SeatSpec(arena=[("G29", "W27"), ("G11", None)]),
                     P2: SeatSpec(arena=[("G31", "W46"), ("G12", None)])})
    s = engage_and_attack(s, P1, "G29", "G12")
    s = ready_all(s)
    kill = events(s, "kill")[-1]
    assert kill == {"player": P2, "gladiator": "G12", "weapon": None, "killer": P1,
                    "points": 3}
    assert s.seats[P1].points == 3 and "G12" in s.discards[GLADIATOR]
    s = step(s, P2, Kind.ENGAGE, card="G31")
    s = step(s, P2, Kind.ATTACK, target="G11")
    s = ready_all(s)
    assert events(s, "kill")[-1]["points"] == 2
    assert s.seats[P2].points == 2 + 2  # then Phase 4: G31 is an armed survivor (R30)
    assert "G11" in s.discards[GLADIATOR]


def test_r26_every_placed_trick_is_discarded() -> None:
    """R26: effective, bluff, cancelled and Discard-removed tricks all go to the discards."""
    s = _fight(SeatSpec(hand=["G14", "W14", "W31"], arena=[("G02", "W16")]),
               SeatSpec(hand=["G13", "W30"], arena=[("G03", "W36")]), "G02", "G03",
               ("G14", "W14", "W31"), ("G13", "W30"))
    assert s.phase is Phase.PICK
    s = step(s, P1, Kind.PICK, slot=0)
    for cid in ("G14", "W14", "W31", "G13", "W30"):
        assert cid in s.discards[card_type(cid)], cid
    assert_conserved(s)


def test_r27_double_attack_same_defender_and_no_bonus_when_dead() -> None:
    """R27: after a Double Attack the surviving attacker may fight a bonus combat, even against
    the same defender, with a new trick window; a dead attacker gets none."""
    s = _fight(SeatSpec(hand=["G12", "W14"], arena=[("G20", "W24")]),
               SeatSpec(hand=["G13", "W33"], arena=[("G16", "W29")]), "G20", "G16",
               ("G12",), ("G13",))
    assert s.phase is Phase.BONUS  # Dodge: G16 lives
    assert offered(s, act(P1, Kind.ATTACK, target="G16"))
    s = step(s, P1, Kind.ATTACK, target="G16")
    assert s.combat is not None and s.combat.bonus and s.combat.ready == []
    s = step(s, P1, Kind.PLACE, card="W14")
    s = ready_all(s)
    assert _result(s)["attack"] == 7 and _result(s)["defender_dies"]

    s = _fight(SeatSpec(hand=["G12"], arena=[("G20", "W24")]),
               SeatSpec(hand=["G18"], arena=[("G16", "W40"), ("G13", None)]), "G20", "G16",
               ("G12",), ("G18",))
    assert _result(s)["attacker_dies"] and s.phase is not Phase.BONUS


def test_r28_engaged_until_phase_four() -> None:
    """R28: engaged gladiators stay engaged through Phase 3 and are unengaged in Phase 4."""
    s = build(seats={P1: SeatSpec(arena=[("G05", None), ("G06", None)]),
                     P2: SeatSpec(arena=[("G07", None), ("G08", None)])})
    s = step(s, P1, Kind.ENGAGE, card="G05")
    s = step(s, P1, Kind.PASS)
    s = step(s, P2, Kind.ENGAGE, card="G07")
    s = step(s, P2, Kind.PASS)
    assert arena(s, P1)[0][2] and arena(s, P2)[0][2]
    s = _pass_all(s)
    assert s.phase is Phase.DISCARD
    assert not any(f[2] for p in PLAYERS for f in arena(s, p))


def test_r29_phase_three_ends_when_nobody_is_unengaged() -> None:
    """R29: Phase 3 ends as soon as no living gladiator is unengaged (an empty arena skips it)."""
    s = build(seats={P1: SeatSpec(hand=["W01"]), P2: SeatSpec()})
    assert s.phase is Phase.DISCARD and not events(s, "engage")
    s = build(seats={P1: SeatSpec(arena=[("G05", None, True)]),
                     P2: SeatSpec(arena=[("G06", None, True)])})
    assert s.phase is Phase.DISCARD


def test_r30_survivor_scoring() -> None:
    """R30: +2 per surviving armed gladiator to its owner; unarmed survivors score nothing."""
    s = build(seats={P1: SeatSpec(arena=[("G05", "W01", True), ("G06", None, True)]),
                     P2: SeatSpec(arena=[("G07", "W02", True), ("G08", "W03", True)])})
    assert (s.seats[P1].points, s.seats[P2].points) == (2, 4)
    assert [e["armed"] for e in events(s, "survivors")] == [1, 2]


def test_r31_voluntary_discards() -> None:
    """R31: in Phase 4 of rounds 1-3 a player may discard hand cards and own gladiators, each
    with its weapon; a weapon alone cannot go; the marks are private until all are done."""
    s = build(seats={P1: SeatSpec(hand=["W01", "W02", "G20"], arena=[("G05", "W10", True)]),
                     P2: SeatSpec(hand=["W03"])})
    assert s.phase is Phase.DISCARD
    opts = _options(s, P1)
    assert opts == ["mark:G20", "mark:W01", "mark:G05", "keep_all"]  # W01 = W02 (same card)
    assert "mark:W10" not in opts
    s = step(s, P1, Kind.MARK, card="W01")
    assert _options(s, P1) == ["mark:G20", "mark:W02", "mark:G05", "unmark:W01", "done",
                               "keep_all"]
    s = step(s, P1, Kind.MARK, card="G05")
    assert GAME.view(s, P2).seats[0].marks is None
    assert GAME.view(s, P1).seats[0].marks == ["W01", "G05"]
    s = step(s, P1, Kind.DONE)
    assert arena(s, P1) == [("G05", "W10", False)]  # nothing moves before everyone is done
    s = step(s, P2, Kind.KEEP_ALL)
    assert arena(s, P1) == [] and s.seats[P1].hand[:2] == ["G20", "W02"]
    assert {"G05"} <= set(s.discards[GLADIATOR]) and {"W01", "W10"} <= set(s.discards[WEAPON])
    assert s.seats[P2].hand[0] == "W03"


def test_r32_game_end_and_tie_breaks_compare_only_the_tied() -> None:
    """R32: after round 4 the highest score wins; tie-breaks (most gladiators) only order the
    players who are tied on points."""
    s = build(players=[P1, P2, P3], round=4,
              seats={P1: SeatSpec(points=20), P2: SeatSpec(points=14, arena=[("G05", None,
                                                                              True)]),
                     P3: SeatSpec(points=14, arena=[("G06", None, True), ("G07", None, True)])})
    assert s.phase is Phase.OVER and GAME.pending(s) == []
    outcome = GAME.outcome(s)
    assert outcome is not None
    assert outcome.winners == [P1] and outcome.reason == "points"
    assert outcome.ranking == [[P1], [P3], [P2]]
    assert outcome.scores == {P1: 20, P2: 14, P3: 14}


def test_r33_first_player_random_then_left() -> None:
    """R33: the first First Player is random (seeded); the First Player engages first; it
    passes to the left each round."""
    firsts = {GAME.setup([P1, P2, P3], seed).first_player for seed in range(30)}
    assert firsts == {P1, P2, P3}
    s = build(players=[P1, P2, P3], first=P3,
              seats={p: SeatSpec(arena=[(g, None)]) for p, g in
                     ((P1, "G05"), (P2, "G06"), (P3, "G07"))})
    assert only_decision(s).player == P3
    s = _pass_all(s)
    for d in GAME.pending(s):
        s = step(s, d.player, Kind.KEEP_ALL)
    assert s.first_player == P1 and s.round == 2


def test_r34_view_follows_section_8() -> None:
    """R34 / section 8: own hand only; others' hand counts; drafts, marks and face-down tricks
    hidden; discards, arena, scores and flags public; the draw piles as sizes only."""
    s = GAME.setup(PLAYERS, 4)
    for _ in range(3):
        s = step(s, P1, Kind.DRAW, pile=GLADIATOR)
    view = GAME.view(s, P2)
    assert view.seats[0].hand is None and view.seats[0].hand_count == 3
    assert view.seats[1].hand == [] and view.pile_sizes == {GLADIATOR: 29, WEAPON: 46}
    text = GAME.view(s, None).model_dump_json()
    assert not any(c in text for c in s.seats[P1].hand)
    assert all(e.to is None for e in GAME.view(s, None).log)
    assert any(e.to == (P1,) for e in GAME.view(s, P1).log)


# ============================================================================= D0-D20


def test_d0_orange_special_black_value() -> None:
    """D0: orange = special tricks on gladiator cards, black = value tricks on weapon cards, as
    Lucrecia's "1 orange + 2 black" (Counter G18; x2 W20 and +3 W31) shows."""
    assert card("G18").slot == (Side.DEF, Colour.ORANGE)
    assert card("W20").slot == card("W31").slot == (Side.DEF, Colour.BLACK)
    assert card("G10").slots((Side.DEF, Colour.ORANGE)) == 1
    assert card("G10").slots((Side.DEF, Colour.BLACK)) == 2


def test_d1_two_typed_discard_piles() -> None:
    """D1: one discard pile per card type; an empty pile is rebuilt only from its own type."""
    s = build(round=2, phase="draw", seats={P1: SeatSpec(hand_size=7), P2: SeatSpec(
        hand_size=8)}, table=Table(pile_size={GLADIATOR: 0}, discard={WEAPON: ["W46"]}))
    w_discard = list(s.discards[WEAPON])
    s = step(s, P1, Kind.DRAW, pile=GLADIATOR)
    assert s.discards[WEAPON] == w_discard
    assert all(card_type(c) == GLADIATOR for c in s.piles[GLADIATOR])


def test_d2_discards_are_public() -> None:
    """D2: discards are face up for everyone, cancelled and removed tricks included."""
    s = _fight(SeatSpec(hand=["G17"], arena=[("G01", "W21")]),
               SeatSpec(hand=["G13", "W31"], arena=[("G06", "W08")]), "G01", "G06",
               ("G17",), ("G13", "W31"))
    spectator = GAME.view(s, None)
    assert {"G17", "G13", "G06"} <= set(spectator.discards[GLADIATOR])
    assert {"W31", "W08"} <= set(spectator.discards[WEAPON])


def test_d3_first_player_passes_left() -> None:
    """D3: by default the First Player passes to the left each round, whoever entered first."""
    s = build(seats={P1: SeatSpec(), P2: SeatSpec(hand=["W01"])}, first=P2)
    s = step(s, P2, Kind.KEEP_ALL)
    assert s.first_player == P1 and s.round == 2


def test_d3_first_entrant_option() -> None:
    """D3 ``first_entrant``: the First Player becomes the player left of the earliest
    confirmation among drafts with a gladiator; drafts open at the deadline count as confirmed
    then, ties clockwise from the First Player; nobody entering falls back to the left."""
    opts = Options(first_player_rule="first_entrant")
    seats = {P1: SeatSpec(hand=["G05"]), P2: SeatSpec(hand=["G06"]),
             P3: SeatSpec(hand=["G07"])}

    def run(first: str, moves: list[tuple[str, Kind]]) -> str | None:
        s = build(players=[P1, P2, P3], phase="entry", first=first, options=opts, seats=seats)
        for p, kind in moves:
            if kind is Kind.ENTER:
                s = step(s, p, Kind.ENTER, card=s.seats[p].hand[0])
            else:
                s = step(s, p, kind)
        return s.first_entrant

    assert run(P1, [(P3, Kind.ENTER), (P2, Kind.ENTER), (P2, Kind.CONFIRM),
                    (P3, Kind.CONFIRM), (P1, Kind.CONFIRM)]) == P2
    # P1 confirms an empty draft first; P3 and P2 are still open at time up: clockwise from
    # the First Player P3, P3 comes first.
    assert run(P3, [(P1, Kind.CONFIRM), (P2, Kind.ENTER), (P3, Kind.ENTER),
                    (P2, Kind.TIME_UP)]) == P3
    assert run(P1, [(P1, Kind.CONFIRM), (P2, Kind.CONFIRM), (P3, Kind.CONFIRM)]) is None

    s = build(players=[P1, P2, P3], phase="entry", first=P1, options=opts, seats=seats)
    s = step(s, P2, Kind.ENTER, card="G06")
    s = step(s, P2, Kind.CONFIRM)
    s = step(s, P1, Kind.TIME_UP)
    s = _pass_all(s)
    for d in GAME.pending(s):
        s = step(s, d.player, Kind.KEEP_ALL)
    assert s.first_player == P3  # left of P2, the first entrant


def test_d4_sealed_editable_drafts_public_counts() -> None:
    """D4: drafts are sealed and editable until confirmed; everyone sees the number of
    entries, how many carry a weapon and the confirmed flags; all-confirmed closes early."""
    s = build(phase="entry", seats={P1: SeatSpec(hand=["G05", "G06", "W10"]),
                                    P2: SeatSpec(hand=["G07"])})
    s = step(s, P1, Kind.ENTER, card="G05")
    s = step(s, P1, Kind.ENTER, card="G06")
    s = step(s, P1, Kind.ARM, card="W10", target="G06")
    other = GAME.view(s, P2).seats[0]
    assert other.draft is None and (other.draft_entries, other.draft_armed) == (2, 1)
    assert other.hand_count == 0 and not other.confirmed
    assert GAME.view(s, P1).seats[0].draft is not None
    s = step(s, P1, Kind.DISARM, card="W10", target="G06")
    s = step(s, P1, Kind.RECALL, card="G05")
    assert s.seats[P1].hand == ["G05", "W10"]
    s = step(s, P1, Kind.CONFIRM)
    assert GAME.view(s, P2).seats[0].confirmed
    s = step(s, P2, Kind.CONFIRM)
    assert arena(s, P1) == [("G06", None, False)] and s.phase is not Phase.ENTRY


def test_d5_unarmed_is_zero() -> None:
    """D5: an unarmed gladiator attacks at 0: even +3 does not beat a Defence of 3."""
    s = _fight(SeatSpec(hand=["W14"], arena=[("G14", None)]),
               SeatSpec(arena=[("G18", "W36")]), "G14", "G18", ("W14",))
    assert (_result(s)["attack"], _result(s)["defence"]) == (3, 3)


def test_d6_only_opponents_are_targets() -> None:
    """D6: neither one's own nor a teammate's gladiators can be attacked."""
    s = build(players=TEAM, seats={A1: SeatSpec(arena=[("G05", None), ("G09", None)]),
                                   A2: SeatSpec(arena=[("G06", None)]),
                                   B1: SeatSpec(arena=[("G07", None)]),
                                   B2: SeatSpec(arena=[("G08", None)])})
    s = step(s, A1, Kind.ENGAGE, card="G05")
    assert _options(s, A1) == ["attack:G07", "attack:G08", "pass"]
    assert targets(s, A1) == ["G07", "G08"]
    assert_illegal(s, act(A1, Kind.ATTACK, target="G06"))
    assert_illegal(s, act(A1, Kind.ATTACK, target="G09"))


def test_d7_bluffs_take_symbols() -> None:
    """D7: a bluff needs, and takes, a matching free symbol."""
    s = build(seats={P1: SeatSpec(hand=["W30", "W33"], arena=[("G04", "W04")]),
                     P2: SeatSpec(arena=[("G21", "W10")])})
    s = engage_and_attack(s, P1, "G04", "G21")
    s = step(s, P1, Kind.PLACE, card="W30")
    assert_illegal(s, act(P1, Kind.PLACE, card="W33"))


def test_d8_teammates_share_symbols_owner_decides() -> None:
    """D8: teammates place on the same gladiator and share its symbols, remove only their own
    cards, and the attacking player (not the teammate) makes the Discard pick and the bonus
    choice."""
    s = build(players=TEAM, seats={
        A1: SeatSpec(hand=["G12"], arena=[("G02", "W16")]),
        A2: SeatSpec(hand=["G14"]),
        B1: SeatSpec(hand=["G13"], arena=[("G03", "W36")]),
        B2: SeatSpec(hand=["W30"])})
    s = engage_and_attack(s, A1, "G02", "G03")
    s = step(s, A2, Kind.PLACE, card="G14")  # Discard, on A1's gladiator
    assert_illegal(s, act(A1, Kind.PLACE, card="G12"))  # ATK-ORANGE is taken
    s = step(s, B1, Kind.PLACE, card="G13")
    s = step(s, B2, Kind.PLACE, card="W30")
    assert_illegal(s, act(B1, Kind.TAKE_BACK, card="W30"))
    s = ready_all(s)
    assert s.phase is Phase.PICK
    d = only_decision(s)
    assert d.player == A1
    blind = GAME.view(s, None).combat
    assert blind is not None and sorted(t.placer for t in blind.blind) == [B1, B2]


def test_d9_changes_reset_ready_deadline_locks() -> None:
    """D9: any placement change clears all ready flags; the window locks only when all are
    ready at the same time, or at the deadline (time up)."""
    s = build(seats={P1: SeatSpec(hand=["W05"], arena=[("G09", "W12")]),
                     P2: SeatSpec(hand=["W31"], arena=[("G10", "W17")])})
    s = engage_and_attack(s, P1, "G09", "G10")
    s = step(s, P1, Kind.READY)
    assert_illegal(s, act(P1, Kind.READY))
    s = step(s, P2, Kind.PLACE, card="W31")
    assert s.combat is not None and s.combat.ready == []
    s = step(s, P2, Kind.READY)
    assert s.phase is Phase.TRICKS
    s = step(s, P1, Kind.READY)
    assert s.phase is not Phase.TRICKS
    s = build(seats={P1: SeatSpec(hand=["W05"], arena=[("G09", "W12")]),
                     P2: SeatSpec(hand=["W31"], arena=[("G10", "W17")])})
    s = engage_and_attack(s, P1, "G09", "G10")
    s = step(s, P1, Kind.TIME_UP)
    assert events(s, "result")


def test_d10_attackers_fairplay_stops_discard() -> None:
    """D10: Fairplay is checked before its side's other effects: an attacker's Fairplay
    stops their own Discard, and the defender's tricks are flipped on the way to the discard."""
    # Every gladiator has at most one ATK-ORANGE symbol, so Fairplay and Discard never meet on
    # one attacker in play; this defensive check puts both there by hand (cards only moved).
    s = build(seats={P1: SeatSpec(hand=["G17", "G14"], arena=[("G09", "W16")]),
                     P2: SeatSpec(hand=["W30", "G13"], arena=[("G03", "W36")])})
    s = engage_and_attack(s, P1, "G09", "G03")
    s = step(s, P2, Kind.PLACE, card="W30")
    s = step(s, P2, Kind.PLACE, card="G13")
    s = step(s, P1, Kind.PLACE, card="G17")
    data = s.model_dump(mode="json")
    data["seats"][P1]["hand"].remove("G14")
    data["combat"]["tricks"].append({"card": "G14", "placer": P1, "on_attacker": True})
    s = GAME.apply(BRState.model_validate(data), act(P1, Kind.TIME_UP), as_default=True)
    assert_conserved(s)
    assert s.phase is not Phase.PICK and not events(s, "discard_pick")
    assert sorted(events(s, "reveal")[-1]["cards"]) == ["G13", "W30"]
    assert (_result(s)["attack"], _result(s)["defence"]) == (3, 3)  # all cancelled

    s = build(seats={P1: SeatSpec(hand=["G17"], arena=[("G09", "W16")]),
                     P2: SeatSpec(hand=["W30", "W31"], arena=[("G03", "W36")])})
    s = engage_and_attack(s, P1, "G09", "G03")
    s = step(s, P1, Kind.PLACE, card="G17")
    s = step(s, P2, Kind.PLACE, card="W30")
    s = ready_all(s)
    assert not events(s, "discard_pick")
    assert events(s, "reveal")[-1]["cards"] == ["W30"]
    assert _result(s)["defence"] == 3


def test_d11_blind_pick_in_random_order() -> None:
    """D11: the Discard pick is blind among the face-down cards, offered in a random (seeded)
    order; the attacking player sees placers, never faces."""
    orders = set()
    for seed in range(12):
        s = _fight(SeatSpec(hand=["G14"], arena=[("G02", "W16")]),
                   SeatSpec(hand=["G04", "W30"], arena=[("G03", "W36")]), "G02", "G03",
                   ("G14",), ("G04", "W30"), seed=seed)
        assert s.phase is Phase.PICK and s.combat is not None
        orders.add(tuple(s.combat.blind))
        combat = GAME.view(s, P1).combat
        assert combat is not None
        assert [t.card for t in combat.blind] == [None, None]
        assert [t.placer for t in combat.blind] == [P2, P2]
        mine = GAME.view(s, P2).combat
        assert mine is not None and [t.card for t in mine.blind] == list(s.combat.blind)
        assert all(o.card is None and o.target is None for o in decision(s, P1).options)
    assert orders == {("G04", "W30"), ("W30", "G04")}


def test_d12_x2_does_not_stack() -> None:
    """D12: two x2 on one side double the weapon value once."""
    assert combat_values("W08", "W08", [Trick.A_X2, Trick.A_X2], [Trick.D_X2,
                                                                   Trick.D_X2]) == (4, 4)


def test_d13_counter_strict_raw_no_engagement_mutual() -> None:
    """D13: Counter uses raw weapon values, strictly, does not engage an unengaged defender,
    and kills at the same time as the attack (a mutual kill)."""
    s = build(seats={P1: SeatSpec(arena=[("G29", "W27"), ("G11", None)]),
                     P2: SeatSpec(hand=["G26", "W35"], arena=[("G10", "W36")])})
    s = engage_and_attack(s, P1, "G29", "G10")
    s = step(s, P2, Kind.PLACE, card="G26")
    s = step(s, P2, Kind.PLACE, card="W35")
    s = ready_all(s)
    result = _result(s)
    assert (result["attack"], result["defence"]) == (5, 6)
    assert result["attacker_dies"] and not result["defender_dies"]
    assert arena(s, P2) == [("G10", "W36", False)]  # not engaged by the counter
    s = _fight(SeatSpec(arena=[("G29", "W27")]), SeatSpec(hand=["G26"], arena=[("G18", "W17")]),
               "G29", "G18", (), ("G26",))
    assert _result(s)["attacker_dies"] and _result(s)["defender_dies"]


def test_d14_one_optional_bonus_no_chain() -> None:
    """D14: the bonus combat is optional (pass declines it) and never chains."""
    s = _fight(SeatSpec(hand=["G12", "G23"], arena=[("G20", "W24")]),
               SeatSpec(arena=[("G13", "W01"), ("G16", "W29"), ("G15", None)]), "G20", "G13",
               ("G12",))
    assert s.phase is Phase.BONUS
    declined = step(s, P1, Kind.PASS)
    assert declined.phase is Phase.ENGAGE and declined.active == P2
    s = step(s, P1, Kind.ATTACK, target="G15")
    s = step(s, P1, Kind.PLACE, card="G23")
    s = ready_all(s)
    assert _result(s)["defender_dies"] and s.phase is Phase.ENGAGE and s.active == P2


def test_d15_arena_discard_with_weapon_and_no_round_four_discards() -> None:
    """D15: an arena discard takes the gladiator with its weapon; round 4 has no discard step."""
    s = build(seats={P1: SeatSpec(arena=[("G05", "W10", True)]), P2: SeatSpec()})
    assert [str(o) for o in decision(s, P1).options] == ["mark:G05", "keep_all"]
    s = step(s, P1, Kind.MARK, card="G05")
    s = step(s, P1, Kind.DONE)
    assert "G05" in s.discards[GLADIATOR] and "W10" in s.discards[WEAPON]
    s = build(round=4, seats={P1: SeatSpec(hand=["W01"], arena=[("G05", "W10", True)]),
                              P2: SeatSpec(hand=["W02"])})
    assert s.phase is Phase.OVER and GAME.pending(s) == []


def test_d16_team_tie_break_and_shared_win() -> None:
    """D16: team tie-breaks use the team total of gladiators; a remaining tie is shared."""
    s = build(players=TEAM, round=4, seats={
        A1: SeatSpec(points=5, arena=[("G05", None, True)]),
        A2: SeatSpec(points=5, arena=[("G06", None, True)]),
        B1: SeatSpec(points=10, arena=[("G07", None, True)]),
        B2: SeatSpec(points=0)})
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners == [A1, A2] and outcome.reason == "tiebreak"
    s = build(players=TEAM, round=4, seats={
        A1: SeatSpec(points=5, arena=[("G05", None, True)]), A2: SeatSpec(points=5),
        B1: SeatSpec(points=10), B2: SeatSpec(arena=[("G07", None, True)])})
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners == TEAM and outcome.reason == "shared"
    assert outcome.ranking == [TEAM]


def test_d17_hands_private_even_to_teammates() -> None:
    """D17: hands are private even to teammates; hand counts and pile choices are public."""
    s = GAME.setup(TEAM, 9)
    s = step(s, A1, Kind.DRAW, pile=WEAPON)
    s = step(s, A2, Kind.DRAW, pile=GLADIATOR)
    partner = GAME.view(s, A2)
    assert partner.seats[0].hand is None and partner.seats[0].hand_count == 1
    assert partner.seats[2].hand == s.seats[A2].hand
    assert not any(e.to == (A1,) for e in partner.log)
    public = [e.data for e in partner.log if e.kind == "draw" and e.to is None]
    assert public == [{"player": A1, "pile": WEAPON}, {"player": A2, "pile": GLADIATOR}]


def test_d18_attack_always_opens_the_trick_window() -> None:
    """D18: even a hopeless attack (0 against 5) goes to the trick step."""
    s = build(seats={P1: SeatSpec(hand=["W01"], arena=[("G05", None)]),
                     P2: SeatSpec(hand=["W02"], arena=[("G06", "W45")])})
    s = engage_and_attack(s, P1, "G05", "G06")
    assert s.phase is Phase.TRICKS
    assert {d.player for d in GAME.pending(s)} == {P1, P2}
    combat = GAME.view(s, None).combat
    assert combat is not None and (combat.base_attack, combat.base_defence) == (0, 5)


def test_d19_player_without_unengaged_gladiator_is_skipped() -> None:
    """D19: a player with no unengaged living gladiator is skipped."""
    s = build(players=[P1, P2, P3], seats={P1: SeatSpec(arena=[("G05", None)]),
                                           P2: SeatSpec(arena=[("G06", None, True)]),
                                           P3: SeatSpec(arena=[("G07", None)])})
    s = step(s, P1, Kind.ENGAGE, card="G05")
    s = step(s, P1, Kind.PASS)
    assert only_decision(s).player == P3


def test_d20_only_hand_cards_are_tricks() -> None:
    """D20: cards in the arena (gladiators, their weapons) are never tricks."""
    s = build(seats={P1: SeatSpec(hand=["W05"], arena=[("G09", "W12"), ("G10", "W20")]),
                     P2: SeatSpec(arena=[("G11", "W31")])})
    s = engage_and_attack(s, P1, "G09", "G11")
    placeable = [o.card for o in decision(s, P1).options if o.kind is Kind.PLACE]
    assert placeable == ["W05"]
    for cid in ("W12", "G10", "W20", "W31"):
        assert_illegal(s, act(P1, Kind.PLACE, card=cid))


# ============================================================================= section 10


def test_s10_default_draw_alternates_from_gladiator() -> None:
    """Section 10: the draw default draws the rest alternating G, W, G..."""
    s = GAME.setup(PLAYERS, 6)
    d = decision(s, P1)
    assert d.default == act(P1, Kind.DRAW_REST) and d.private
    s = play(s, d.default)
    pub = [e.data["pile"] for e in s.log if e.kind == "draw" and e.to is None]
    assert pub == [GLADIATOR, WEAPON] * 4


def test_s10_default_engage_lowest_then_pass() -> None:
    """Section 10: engage the lowest-id unengaged gladiator, then pass."""
    s = build(seats={P1: SeatSpec(arena=[("G09", None), ("G05", None)]),
                     P2: SeatSpec(arena=[("G06", None)])})
    d = only_decision(s)
    assert d.default == act(P1, Kind.ENGAGE, card="G05") and not d.private
    s = play(s, d.default)
    assert only_decision(s).default == act(P1, Kind.PASS)


def test_s10_default_tricks_lock_as_placed() -> None:
    """Section 10: in the trick window the default locks the window as placed."""
    s = build(seats={P1: SeatSpec(hand=["W05"], arena=[("G09", "W12")]),
                     P2: SeatSpec(hand=["W31"], arena=[("G10", "W17")])})
    s = engage_and_attack(s, P1, "G09", "G10")
    s = step(s, P1, Kind.PLACE, card="W05")
    d = decision(s, P2)
    assert d.default == act(P2, Kind.TIME_UP) and d.private
    s = play(s, d.default)
    assert _result(s)["attack"] == 5


def test_s10_default_pick_is_slot_zero_of_a_random_order() -> None:
    """Section 10: the blind pick defaults to card #1 of the random order (a random pick)."""
    s = _fight(SeatSpec(hand=["G14"], arena=[("G02", "W16")]),
               SeatSpec(hand=["G04", "W30"], arena=[("G03", "W36")]), "G02", "G03",
               ("G14",), ("G04", "W30"))
    d = only_decision(s)
    assert d.default == act(P1, Kind.PICK, slot=0) and not d.private


def test_s10_default_bonus_declines() -> None:
    """Section 10: the Double Attack bonus defaults to decline."""
    s = _fight(SeatSpec(hand=["G12"], arena=[("G20", "W24")]),
               SeatSpec(arena=[("G13", "W01"), ("G16", "W29")]), "G20", "G13", ("G12",))
    assert only_decision(s).default == act(P1, Kind.PASS)


def test_s10_default_discards_nothing() -> None:
    """Section 10: Phase 4 discards default to discarding nothing, even with marks."""
    s = build(seats={P1: SeatSpec(hand=["W01"]), P2: SeatSpec()})
    s = step(s, P1, Kind.MARK, card="W01")
    d = decision(s, P1)
    assert d.default == act(P1, Kind.KEEP_ALL)
    s = play(s, d.default)
    assert "W01" in s.seats[P1].hand


def test_s10_defaults_alone_finish_a_game() -> None:
    """Section 10: every default is a legal option, and a game of timeouts terminates (each
    pending decision's default applied in turn, as the match service would)."""
    for players, teams in (([P1, P2], True), ([P1, P2, P3], True), (TEAM, True),
                           (TEAM, False)):
        s = GAME.setup(players, 11, Options(teams=teams))
        for _ in range(2000):
            pending = GAME.pending(s)
            if not pending:
                break
            for d in pending:
                assert d.default is not None, d
                assert d.default in d.options or d.default.kind is Kind.TIME_UP, d
            s = play(s, pending[0].default)  # type: ignore[arg-type]
        assert GAME.pending(s) == [] and GAME.outcome(s) is not None
