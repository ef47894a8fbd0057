"""Martial Art rule-by-rule tests, part B (spec R36-R68 and D1-D33), in three modules: this
one (R36-R52, the techniques, and the coverage map), ``test_rules_arena`` (R53-R68: pushes,
ring-out, collisions, post-attack steps, turn-level rules, views, determinism) and
``test_decisions`` (D1-D33, section 8).

Every test drives the engine only through ``GAME.pending`` / ``GAME.apply`` /
``GAME.timeout`` (``GAME.view`` and ``GAME.outcome`` to read), from positions made by
``builder.build``, and asserts on typed events and state. Dice are queued with ``roll`` before
the action that rolls them. Scenario tests are cited by their full name.

Coverage map (rule -> tests in the three modules and the scenario modules):

R36     test_r36_each_keyword_has_its_moment
R37     test_r37_start_paid_every_time_style_once
R38     test_r38_can_pay_needs_both_gauges_and_no_kiai_lock; test_ma_e2_crochet
R39     test_r39_one_own_technique_per_turn_reactions_do_not_count;
        test_ma_e11_style_replacement
R40     test_r40_a_technique_once_per_turn_again_next_turn
R41     test_r41_only_loadout_techniques_are_offered
R42     test_r42_start_needs_its_tokens_action_and_grab_movement,
        test_r42_mismatched_start_has_no_effect_and_no_refund;
        test_ma_e17_start_technique_legality_and_no_refund
R43     test_r43_immediate_resolves_now_delayed_waits
R44     test_r44_pending_applies_next_turn_then_expires, test_r44_pending_wasted_if_unmatched
R45     test_r45_start_pending_style_and_back_add_up
R46     test_r46_reaction_only_by_defender_when_its_zones_hold;
        test_ma_e10_reaction_once_per_opponent
R47     test_r47_style_stays_cannot_repeat_and_is_replaced; test_ma_e11_style_replacement
R48     test_r48_end_of_turn_style_effect_every_own_turn_optional
R49     test_r49_style_affects_only_attacks_declared_while_active
R50     test_r50_kiai_locks_the_next_own_turn_only
R51     test_r51_delayed_dice_use_next_attacks_strike_and_zone
R52     test_r52_harite_taxes_add_up, test_r52_post_attack_step_pays_the_tax;
        test_ma_e15_harite_tax
R53     test_r53_push_follows_direction_keeps_facings_spends_nothing
R54     test_r54_push_two_steps_pusher_follows
R55     test_r55_ring_out_eliminates_without_roll; test_ma_e9_ring_out
R56     test_r56_collision_roll_is_plain_third_cannot_react; test_ma_e8_collision
R57     test_r57_post_attack_steps_stack_and_need_an_attack
R58     test_r58_no_voluntary_step_off_the_arena
R59     test_r59_first_turn_tokens_once_and_fewer_after_a_loss;
        test_ma_e1_igor_punches_li_ming
R60     test_r60_bonus_turn_is_full_without_fureur;
        test_ma_e18_fureur_bonus_turn_and_first_turn_tokens
R61     test_r61_eliminated_fighters_are_skipped
R62     test_r62_public_view_shows_everything_but_effect_types
R63     test_r63_white_belt_reach_grab_back_and_buy
R64     test_r64_round_limit_ranks_by_damage_then_serious_wounds,
        test_r64_bonus_turn_is_not_a_round
R65     test_r65_three_auto_turns_in_a_row_forfeit
R66     test_r66_same_seed_same_actions_same_game
R67     test_r67_each_player_sees_its_own_effects_only
R68     test_r68_public_events_never_name_face_down_types
D1      test_d1_arena_is_radius_three
D2      test_d2_adjacency_and_black_belt_front_cells
D3      test_d3_start_positions_table
D4      test_d4_seat_one_random_picks_in_reverse_teams_alternate
D5      test_d5_ko_at_seven_line_at_four; test_ma_e13_ko_and_technical_ko
D6      test_d6_icons_at_cells_two_and_five
D7      test_d7_gauges_start_at_one_and_cap_at_six
D8      test_d8_printed_are_the_first_two_listed
D9      test_d9_hirumasa_is_the_name
D10     test_d10_sowing_wrap_skips_start_zone; test_ma_e4_sowing_arithmetic
D11     test_d11_attacker_chooses_the_drop_order
D12     test_d12_attack_optional_named_defender_no_teammates
D13     test_d13_ginga_needs_a_movement_token; test_ma_e17_start_technique_legality_and_no_refund
D14     test_d14_reaction_comes_before_the_defence_reveal;
        test_ma_e10_reaction_once_per_opponent
D15     test_d15_collision_can_hit_a_teammate
D16     test_d16_collision_on_second_step_keeps_the_first
D17     test_d17_lost_token_falls_back_to_pile_then_nothing, test_d17_discard_is_a_loss
D18     test_d18_harite_tax_on_every_step
D19     test_d19_danseur_two_dice_negativa_one
D20     test_d20_pending_and_style_leave_the_technique_free
D21     test_d21_set_aside_tokens_arrive_before_the_end_technique
D22     test_d22_unspent_movement_pays_a_grab_then_is_lost
D23     test_d23_shift_shows_zones_only; test_ma_e19_effect_manipulation_partly_public
D24     test_d24_kiai_any_living_opponent_no_range
D25     test_d25_round_limit_on_by_default_living_first
D26     test_d26_no_dice_cap
D27     test_d27_pool_is_the_largest_four_fighter_demand
D28     test_d28_cancels_always_the_maximum
D29     test_d29_swap_then_cancel_then_extra_then_defence
D30     test_d30_fureur_needs_a_declared_punch_hit_or_miss
D31     test_d31_black_belt_loadouts_sealed_then_revealed
D32     test_d32_defence_reveal_is_optional
D33     test_d33_empty_board_skips_to_zone_one
"""

from __future__ import annotations

import sys

from rules.martial_art import GAME, MAState
from rules.martial_art.content import EFFECTS, TECHNIQUES, Code, Keyword
from rules.martial_art.events import (
    Kiai,
    Locked,
    Rolled,
    Shift,
    Step,
    Tax,
    Technique,
    TurnStarts,
)
from tests.rules.common import check_coverage_map

from .builder import (
    FighterSpec,
    act,
    build,
    decision,
    drive,
    events,
    kinds,
    offered,
    one,
    quiet_turn,
    roll,
    seen,
    turn_of,
)

IGOR, KIM, HIRU, LI, RICARDO, WONJA = "igor", "kimberley", "hirumasa", "li_ming", "ricardo", \
    "wonja"
P, K, G, H, M, D, E = Code.P, Code.K, Code.G, Code.H, Code.M, Code.D, Code.E
RULE_IDS = [f"R{n}" for n in range(36, 69)] + [f"D{n}" for n in range(1, 34)]


def test_coverage_map_r36_d33() -> None:
    """The module docstring maps every R36-R68 and D1-D33 to tests that exist."""
    # Imported here: test_decisions imports this module's helpers.
    from . import (
        test_decisions,
        test_rules_arena,
        test_scenarios,
        test_scenarios_techniques,
        test_scenarios_tokens,
    )

    modules = (sys.modules[__name__], test_rules_arena, test_decisions, test_scenarios,
               test_scenarios_techniques, test_scenarios_tokens)
    names = [name for module in modules for name in vars(module) if name.startswith("test_")]
    check_coverage_map(sys.modules[__name__].__doc__ or "", RULE_IDS, names)


def until(start: MAState | list[MAState], player: str, *stop: str) -> list[MAState]:
    """``player`` plays quietly (an Effect-only start zone, no energy, "done") until a
    decision of a kind in ``stop`` is open, or the turn passes."""
    states = list(start) if isinstance(start, list) else [start]
    while True:
        d = decision(states[-1])
        if d.kind in stop or d.player != player:
            return states
        done = act(player, "done")
        if d.kind == "start":
            f = states[-1].fighters[player]
            zone = next(z for z in range(1, 6)
                        if f.zones[z - 1] and all(c in EFFECTS for c in f.zones[z - 1]))
            choice = act(player, "start", zone=zone)
        elif done in d.options:
            choice = done
        else:
            choice = d.default  # type: ignore[assignment]
        states = drive(states, choice)


def igor_vs(defender: str = LI, *, mode: str = "black", igor: dict | None = None,
            other: dict | None = None) -> MAState:
    """Igor at (0,0) facing E, the other fighter at (1,0) facing W (each in the other's
    front); Igor to play."""
    fid = {LI: "li_ming", HIRU: "hirumasa", KIM: "kimberley", WONJA: "wonja"}[defender]
    return build({IGOR: FighterSpec("igor", (0, 0), facing=0, **(igor or {})),
                  defender: FighterSpec(fid, (1, 0), facing=3, **(other or {}))}, mode=mode)


# --- R36-R41 -----------------------------------------------------------------------------------

def test_r36_each_keyword_has_its_moment() -> None:
    """R36: a Start technique is offered at T5 (before sowing), End and Style ones at T12(b),
    a Reaction to the defender at T8."""
    assert {t.keyword for t in TECHNIQUES.values()} == set(Keyword)
    s = igor_vs(HIRU, igor={"chi": 4, "rage": 4, "board": "Z5[E,P] Z1[E,H]",
                            "loadout": ["crochet", "bouledogue", "puncheur"]},
                other={"chi": 2, "board": "Z2[P] Z3[E]",
                       "loadout": ["gassho_hineri", "oniyama", "harite"]})
    run = drive(s, act(IGOR, "start", zone=5))
    assert decision(run[-1]).kind == "move"
    assert kinds(run[-1], "technique") == ["technique:crochet"]
    run = drive(run, act(IGOR, "done"), act(IGOR, "drop", code=E), act(IGOR, "attack", target=HIRU))
    d = decision(run[-1])
    assert (d.player, d.kind) == (HIRU, "react")
    assert kinds(run[-1], "technique") == ["technique:oniyama"]
    run = drive(run, roll("FF"), act(HIRU, "done"))
    d = decision(run[-1])
    assert (d.player, d.kind) == (IGOR, "end")
    assert kinds(run[-1], "technique") == ["technique:bouledogue", "technique:puncheur"]


def test_r37_start_paid_every_time_style_once() -> None:
    """R37: Crochet costs 2 Chi at each activation; Puncheur's 3 Rage are paid once, and it
    still works two turns later."""
    s = igor_vs(igor={"chi": 4, "rage": 3, "board": "Z5[E,P] Z4[E,P] Z3[E,E]",
                      "loadout": ["crochet", "uppercut", "puncheur"]},
                other={"board": "Z1[E,E] Z3[E,M]"})
    run = drive(s, act(IGOR, "start", zone=5), act(IGOR, "technique", item="crochet"),
                act(IGOR, "drop", code=E), roll("FFF"), act(IGOR, "attack", target=LI))
    run = until(quiet_turn(run, LI), IGOR, "end")
    run = quiet_turn(drive(run, act(IGOR, "technique", item="puncheur")), LI)
    run = drive(run, act(IGOR, "start", zone=4), act(IGOR, "technique", item="crochet"),
                act(IGOR, "drop", code=E), roll("XFF"), act(IGOR, "attack", target=LI))
    paid = [(e.technique, e.chi, e.rage) for e in events(run, Technique)]
    assert paid == [("crochet", 2, 0), ("puncheur", 0, 3), ("crochet", 2, 0)]
    igor = run[-1].fighters[IGOR]
    assert (igor.chi, igor.rage, igor.style) == (0, 0, "puncheur")
    last = events(run, Rolled)[-1]
    assert (last.zone, last.extra, last.damage) == (1, 1, 2)


def test_r38_can_pay_needs_both_gauges_and_no_kiai_lock() -> None:
    """R38: Crochet (2 Chi) is offered at Chi 2, not at Chi 1, and not under a Kiai lock
    even at Chi 6."""
    def offered_at(**igor: object) -> list[str]:
        s = igor_vs(igor={"board": "Z5[P,H] Z1[E]", **igor})
        return kinds(drive(s, act(IGOR, "start", zone=5))[-1], "technique")

    assert offered_at(chi=2, rage=0) == ["technique:crochet"]
    assert offered_at(chi=1, rage=6) == []
    assert offered_at(chi=6, rage=6, kiai_next=True) == []


def test_r39_one_own_technique_per_turn_reactions_do_not_count() -> None:
    """R39: after a Start technique no End or Style is offered at T12; without one, they
    are. A Reaction made in the opponent's turn leaves the reactor's own turn free."""
    def igor_turn(crochet: bool) -> list[MAState]:
        s = igor_vs(HIRU, igor={"chi": 6, "rage": 6, "board": "Z5[E,P] Z1[E]",
                                "loadout": ["crochet", "bouledogue", "puncheur"]},
                    other={"chi": 4, "rage": 1, "board": "Z2[E] Z5[E,P]",
                           "loadout": ["gassho_hineri", "oniyama", "harite"]})
        run = drive(s, act(IGOR, "start", zone=5),
                    act(IGOR, "technique", item="crochet") if crochet else act(IGOR, "done"),
                    act(IGOR, "drop", code=E), act(IGOR, "attack", target=HIRU), roll("FFF"),
                    act(HIRU, "technique", item="oniyama"), act(HIRU, "reveal", d=0, m=0))
        return run

    run = igor_turn(crochet=True)
    assert turn_of(run[-1]) == HIRU and decision(run[-1]).kind == "start"
    control = igor_turn(crochet=False)
    assert decision(control[-1]).kind == "end" and turn_of(control[-1]) == IGOR
    # Hirumasa reacted (Oniyama, 2 Chi) in Igor's turn: his own turn still offers Harite.
    run = drive(run, act(HIRU, "start", zone=5))
    assert run[-1].fighters[HIRU].chi == 2
    assert kinds(run[-1], "technique") == ["technique:harite"]


def test_r40_a_technique_once_per_turn_again_next_turn() -> None:
    """R40: once Crochet is activated nothing more is offered in that turn (Crochet
    included); on the next own turn Crochet is offered again."""
    s = igor_vs(igor={"chi": 6, "board": "Z5[E,P] Z4[E,P]",
                      "loadout": ["crochet", "uppercut", "serie_de_jabs"]},
                other={"board": "Z3[E,M]"})
    run = drive(s, act(IGOR, "start", zone=5), act(IGOR, "technique", item="crochet"))
    assert decision(run[-1]).kind == "sow"
    run = drive(run, act(IGOR, "drop", code=E), roll("FFF"), act(IGOR, "attack", target=LI))
    assert turn_of(run[-1]) == LI  # no T12 technique
    run = drive(quiet_turn(run, LI), act(IGOR, "start", zone=4))
    assert "technique:crochet" in kinds(run[-1], "technique")


def test_r41_only_loadout_techniques_are_offered() -> None:
    """R41: Série de Jabs (two P taken) and Bouledogue are offered only when in the loadout."""
    def play(loadout: list[str]) -> tuple[list[str], list[str]]:
        s = igor_vs(igor={"chi": 6, "rage": 6, "board": "Z1[P,P,E] Z2[E]",
                          "loadout": loadout}, other={"board": "Z3[E]"})
        run = drive(s, act(IGOR, "start", zone=1))
        start = kinds(run[-1], "technique")
        run = drive(run, act(IGOR, "done"), act(IGOR, "drop", code=P), act(IGOR, "drop", code=P))
        return start, kinds(run[-1], "technique")

    assert play(["crochet", "uppercut", "puncheur"]) == (
        ["technique:crochet"], ["technique:puncheur"])
    assert play(["serie_de_jabs", "crochet", "bouledogue"]) == (
        ["technique:serie_de_jabs", "technique:crochet"], ["technique:bouledogue"])


# --- R42-R45 -----------------------------------------------------------------------------------

def test_r42_start_needs_its_tokens_action_and_grab_movement() -> None:
    """R42 (b) Mawashi Geri needs a K and a D in the start zone; (c) Crochet a P among the
    tokens taken; (e) in Black Belt, Baiser de la Mante (a Grab) a pool that pays the Grab."""
    def kim(zone: str) -> list[str]:
        s = build({KIM: FighterSpec("kimberley", (0, 0), chi=3, rage=3, board=f"Z2[{zone}] Z1[E]"),
                   IGOR: FighterSpec("igor", (1, 0), board="Z1[E]")})
        return kinds(drive(s, act(KIM, "start", zone=2))[-1], "technique")

    assert kim("K,E") == []
    assert kim("K,D") == ["technique:mawashi_geri"]
    s = igor_vs(igor={"chi": 6, "board": "Z4[E,H] Z1[E]"})
    assert kinds(drive(s, act(IGOR, "start", zone=4))[-1], "technique") == []

    def li(zone: str) -> list[str]:
        s = build({LI: FighterSpec("li_ming", (0, 0), facing=0, chi=3, rage=3,
                                   board=f"Z3[{zone}]",
                                   loadout=["fureur_du_leopard", "souffle_du_dragon",
                                            "baiser_de_la_mante"]),
                   IGOR: FighterSpec("igor", (1, 0), facing=3, board="Z1[E]")}, mode="black")
        return kinds(drive(s, act(LI, "start", zone=3))[-1], "technique")

    assert li("G,E") == []
    assert li("G,M") == ["technique:baiser_de_la_mante"]


def test_r42_mismatched_start_has_no_effect_and_no_refund() -> None:
    """R42: Mawashi Geri activated, then the attack is a Punch: 2 dice, and the 2 Chi + 1
    Rage stay spent."""
    s = build({KIM: FighterSpec("kimberley", (0, 0), chi=2, rage=1, board="Z2[K,D,P] Z1[E]"),
               IGOR: FighterSpec("igor", (1, 0), board="Z1[E]")})
    run = drive(s, act(KIM, "start", zone=2), act(KIM, "technique", item="mawashi_geri"),
                act(KIM, "drop", code=K), act(KIM, "drop", code=D), roll("FF"),
                act(KIM, "attack", target=IGOR))
    rolled = one(run, Rolled)
    assert (rolled.strike, rolled.zone, rolled.attack_dice) == (P, 5, [("base", 2)])
    assert (run[-1].fighters[KIM].chi, run[-1].fighters[KIM].rage) == (0, 0)


def test_r43_immediate_resolves_now_delayed_waits() -> None:
    """R43: Kiai resolves at T12(b) (its target is locked at once); Bouledogue only becomes
    a pending effect that the next own turn carries."""
    s = build({KIM: FighterSpec("kimberley", (0, 0), facing=0, rage=2, board="Z1[E,E]",
                                loadout=["shuto_uchi", "mawashi_geri", "kiai"]),
               IGOR: FighterSpec("igor", (1, 0), facing=3, rage=2, board="Z1[E,E] Z3[E]",
                                 loadout=["crochet", "uppercut", "bouledogue"])}, mode="black")
    run = until(s, KIM, "end")
    run = drive(run, act(KIM, "technique", item="kiai"))  # one opponent: no target to ask
    assert one(run, Kiai).target == IGOR
    assert one(run, Locked).player == IGOR  # his turn, right after
    s = igor_vs(igor={"rage": 2, "board": "Z1[E,E] Z3[E]",
                      "loadout": ["crochet", "uppercut", "bouledogue"]},
                other={"board": "Z1[E,E]"})
    run = drive(until(s, IGOR, "end"), act(IGOR, "technique", item="bouledogue"))
    assert run[-1].fighters[IGOR].pending == ["bouledogue"]
    run = quiet_turn(run, LI)
    assert events(run, TurnStarts)[-1].delayed == ["bouledogue"]
    assert run[-1].fighters[IGOR].pending == []


def _bouledogue(last: Code) -> list[MAState]:
    s = igor_vs(igor={"chi": 6, "rage": 6, "board": "Z5[P,H] Z3[E]", "pending": ["bouledogue"],
                      "loadout": ["crochet", "bouledogue", "puncheur"]},
                other={"board": "Z1[E,M]"})
    run = drive(s, act(IGOR, "start", zone=5))
    assert kinds(run[-1], "technique") == ["technique:crochet"]  # R44: pending is no activation
    first = H if last is P else P
    return drive(run, act(IGOR, "done"), act(IGOR, "drop", code=first), roll("FFFF"),
                 act(IGOR, "attack", target=LI))


def test_r44_pending_applies_next_turn_then_expires() -> None:
    """R44: Bouledogue pending: the Headbutt rolls 2 + 2; T12 still offers a technique; the
    effect is gone on the turn after."""
    run = _bouledogue(H)
    assert one(run, Rolled).attack_dice == [("base", 2), ("bouledogue", 2)]
    assert decision(run[-1]).kind == "end"
    run = quiet_turn(drive(run, act(IGOR, "done")), LI)
    assert events(run, TurnStarts)[-1].delayed == []


def test_r44_pending_wasted_if_unmatched() -> None:
    """R44: the same turn ending on a Punch: the Headbutt bonus is wasted, and gone after."""
    run = _bouledogue(P)
    assert one(run, Rolled).attack_dice == [("base", 2)]
    run = quiet_turn(drive(run, act(IGOR, "done")), LI)
    assert (turn_of(run[-1]), events(run, TurnStarts)[-1].delayed) == (IGOR, [])


def test_r45_start_pending_style_and_back_add_up() -> None:
    """R45: Khai Kong (+1) + pending Tei Tat (+2) + back (+1) on a Kick to zone 4, with Muay
    Khao's extra damage: 6 dice, X worth 2."""
    s = build({WONJA: FighterSpec("wonja", (0, 0), facing=0, rage=2, board="Z2[E,K] Z1[E]",
                                  loadout=["tei_tat", "khai_kong", "muay_khao"],
                                  style="muay_khao", pending=["tei_tat"]),
               KIM: FighterSpec("kimberley", (1, 0), facing=0, board="Z4[P] Z1[E]")},
              mode="black")
    run = drive(s, act(WONJA, "start", zone=2), act(WONJA, "technique", item="khai_kong"),
                act(WONJA, "drop", code=E), roll("XFFFFF"), act(WONJA, "attack", target=KIM))
    rolled = one(run, Rolled)
    assert rolled.attack_dice == [("base", 2), ("khai_kong", 1), ("tei_tat", 2), ("back", 1)]
    assert len(rolled.attack.faces) == 6
    assert (rolled.extra, rolled.damage) == (1, 2)


# --- R46-R52 -----------------------------------------------------------------------------------

def test_r46_reaction_only_by_defender_when_its_zones_hold() -> None:
    """R46: Œil du Tigre (zones 1, 2, 5) is not offered against a strike on zone 3, is
    offered on zone 2, and cancels 2 N there."""
    def kim_hits(start: int) -> list[MAState]:
        s = build({KIM: FighterSpec("kimberley", (0, 0), facing=0, board="Z5[E,P] Z1[E,P]"),
                   IGOR: FighterSpec("igor", (1, 0), facing=3, chi=2, rage=1,
                                     board="Z2[E] Z3[E]",
                                     loadout=["crochet", "uppercut", "oeil_du_tigre"])},
                  mode="black")
        return drive(s, act(KIM, "start", zone=start), act(KIM, "done"),
                     act(KIM, "drop", code=E), act(KIM, "attack", target=IGOR))

    d = decision(kim_hits(1)[-1])
    assert (d.player, d.kind) == (IGOR, "defend")
    run = kim_hits(5)
    d = decision(run[-1])
    assert (d.player, d.kind) == (IGOR, "react")
    run = drive(run, act(IGOR, "technique", item="oeil_du_tigre"), roll("NN"),
                act(IGOR, "reveal", d=0, m=0))
    rolled = one(run, Rolled)
    assert (rolled.zone, rolled.normal, rolled.cancels, rolled.dealt) == (2, 2, 2, 0)


def test_r47_style_stays_cannot_repeat_and_is_replaced() -> None:
    """R47: Puncheur stays active into the next turn, is not offered again while active;
    Danseur replaces it, and everyone sees the new Style."""
    s = igor_vs(igor={"chi": 6, "rage": 6, "board": "Z1[E,E] Z3[E,M]",
                      "loadout": ["crochet", "puncheur", "danseur"]},
                other={"board": "Z1[E,M] Z3[E]"})
    run = drive(until(s, IGOR, "end"), act(IGOR, "technique", item="puncheur"))
    run = until(quiet_turn(run, LI), IGOR, "end")
    assert run[-1].fighters[IGOR].style == "puncheur"
    assert kinds(run[-1], "technique") == ["technique:danseur"]
    run = drive(run, act(IGOR, "technique", item="danseur"))
    assert events(run, Technique)[-1].replaced == "puncheur"
    assert seen(GAME.view(run[-1], LI), IGOR).style == "danseur"


def test_r48_end_of_turn_style_effect_every_own_turn_optional() -> None:
    """R48: Kon Muay Kee acts at T12(c) of the turn it is activated, once; on the next own
    turn it is offered again and may be declined."""
    s = build({WONJA: FighterSpec("wonja", (0, 0), facing=0, chi=2, board="Z1[E,E] Z3[M]",
                                  loadout=["tei_tat", "kra_tot_chok", "kon_muay_kee"]),
               LI: FighterSpec("li_ming", (2, 0), facing=3, board="Z1[E,M] Z3[E]")},
              mode="black")
    run = drive(until(s, WONJA, "end"), act(WONJA, "technique", item="kon_muay_kee"))
    d = decision(run[-1])
    assert (d.player, d.kind) == (WONJA, "style_end")
    assert act(WONJA, "token", zone=3, code=M) in d.options and act(WONJA, "done") in d.options
    run = drive(run, act(WONJA, "token", zone=3, code=M))
    assert one(run, Shift).zones == (3, 4)
    assert turn_of(run[-1]) == LI  # once per turn
    run = until(quiet_turn(run, LI), WONJA, "style_end")
    assert (decision(run[-1]).player, decision(run[-1]).kind) == (WONJA, "style_end")
    run = drive(run, act(WONJA, "done"))
    assert turn_of(run[-1]) == LI and len(events(run, Shift)) == 2  # public + owner, once


def test_r49_style_affects_only_attacks_declared_while_active() -> None:
    """R49: Puncheur activated at the end of the turn of an X does not change that roll; the
    next turn's X deals 2."""
    s = igor_vs(igor={"rage": 3, "board": "Z5[E,P] Z4[E,P]",
                      "loadout": ["crochet", "uppercut", "puncheur"]},
                other={"board": "Z3[E,M]"})
    run = drive(s, act(IGOR, "start", zone=5), act(IGOR, "done"), act(IGOR, "drop", code=E),
                roll("XF"), act(IGOR, "attack", target=LI),
                act(IGOR, "technique", item="puncheur"))
    run = drive(quiet_turn(run, LI), act(IGOR, "start", zone=4), act(IGOR, "done"),
                act(IGOR, "drop", code=E), roll("XF"), act(IGOR, "attack", target=LI))
    first, second = events(run, Rolled)
    assert (first.extra, first.damage) == (0, 1)
    assert (second.extra, second.damage) == (1, 2)


def test_r50_kiai_locks_the_next_own_turn_only() -> None:
    """R50: under Kiai, Igor (Chi 6, Rage 6) gains energy but is offered no technique and no
    extra Movement; on his turn after, both are back."""
    s = build({KIM: FighterSpec("kimberley", (0, 0), facing=0, rage=2, board="Z1[E,E] Z3[E,E]",
                                loadout=["shuto_uchi", "mawashi_geri", "kiai"]),
               IGOR: FighterSpec("igor", (1, 0), facing=3, chi=5, rage=6,
                                 board="Z5[E,P] Z4[E,P] Z1[E,E]",
                                 loadout=["crochet", "uppercut", "puncheur"])}, mode="black")
    run = drive(until(s, KIM, "end"), act(KIM, "technique", item="kiai"),
                act(IGOR, "start", zone=5))
    assert kinds(run[-1], "technique") == [] and not offered(run[-1], act(IGOR, "buy"))
    run = drive(run, act(IGOR, "energy", gauge="chi"))
    assert run[-1].fighters[IGOR].chi == 6
    # Nothing left to choose at T4 (no technique, no purchase): the sowing follows.
    run = drive(run, act(IGOR, "drop", code=E), act(IGOR, "done"))
    assert turn_of(run[-1]) == KIM  # no End or Style either
    run = drive(quiet_turn(run, KIM), act(IGOR, "start", zone=4))
    assert "technique:crochet" in kinds(run[-1], "technique")
    assert offered(run[-1], act(IGOR, "buy"))


def test_r51_delayed_dice_use_next_attacks_strike_and_zone() -> None:
    """R51: Souffle du Dragon pending: a Kick into zone 4 rolls +3, a Kick into zone 1 not."""
    def kick(start: int) -> Rolled:
        s = build({LI: FighterSpec("li_ming", (0, 0), facing=0, board=f"Z{start}[E,K] Z3[E]",
                                   pending=["souffle_du_dragon"]),
                   IGOR: FighterSpec("igor", (1, 0), facing=3, board="Z3[P]")}, mode="black")
        run = drive(s, act(LI, "start", zone=start), act(LI, "done"), act(LI, "drop", code=E),
                    roll("FFFFF"), act(LI, "attack", target=IGOR))
        return one(run, Rolled)

    into4 = kick(2)
    assert (into4.zone, into4.attack_dice) == (4, [("base", 2), ("souffle_du_dragon", 3)])
    into1 = kick(4)
    assert (into1.zone, into1.attack_dice) == (1, [("base", 2)])


def test_r52_harite_taxes_add_up() -> None:
    """R52: Igor already owes 1 from an earlier Harite; [X,X,N] adds 2: his turn's tax is 3."""
    s = build({HIRU: FighterSpec("hirumasa", (0, 0), facing=0, board="Z5[E,P] Z3[E,E]",
                                 loadout=["gassho_hineri", "oniyama", "harite"]),
               IGOR: FighterSpec("igor", (1, 0), facing=3, board="Z1[E,H] Z3[M]",
                                 harite_next=1)}, mode="black")
    run = drive(s, act(HIRU, "start", zone=5), act(HIRU, "technique", item="harite"),
                act(HIRU, "drop", code=E), roll("XXN"), act(HIRU, "attack", target=IGOR))
    assert one(run, Tax).tax == 3
    assert events(run, TurnStarts)[-1].tax == 3 and turn_of(run[-1]) == IGOR


def test_r52_post_attack_step_pays_the_tax() -> None:
    """R52/R57: with a tax of 1, Ricardo's Macaco step costs 1 from the pool: offered with
    pool 1 (an M taken, no T4 step possible at cost 2), not with pool 0."""
    def ricardo(zone: str) -> list[MAState]:
        s = build({RICARDO: FighterSpec("ricardo", (0, 0), rage=2, harite_next=1,
                                        board=f"Z2[{zone}] Z1[E]"),
                   IGOR: FighterSpec("igor", (1, 0), board="Z1[E]")})
        run = drive(s, act(RICARDO, "start", zone=2))
        assert kinds(run[-1], "step") == []
        return drive(run, act(RICARDO, "technique", item="macaco"),
                     act(RICARDO, "drop", code=zone[0]), roll("FFF"),
                     act(RICARDO, "attack", target=IGOR))

    run = ricardo("M,K")
    assert decision(run[-1]).kind == "after" and kinds(run[-1], "step")
    run = drive(run, act(RICARDO, "step", direction=5))
    step = one(run, Step)
    assert (step.free, step.cost, step.pool) == (True, 1, 0)
    run = ricardo("E,K")
    assert turn_of(run[-1]) == IGOR and events(run, Step) == []
