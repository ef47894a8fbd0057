"""Brutal Ring decisions D0-D20 (the spec's rulings where the source is silent) and the
section 10 clocks (the coverage map is in ``test_rules``)."""

from __future__ import annotations

from rules.brutal_ring import GAME, BRState, EventKind, Kind, Options, Phase
from rules.brutal_ring.content import (
    GLADIATOR,
    WEAPON,
    Colour,
    Side,
    Trick,
    card,
    card_type,
)
from rules.brutal_ring.engine import combat_values, targets
from rules.brutal_ring.events import Draw, TimeUp

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
    arena,
    assert_conserved,
    assert_illegal,
    build,
    decision,
    engage_and_attack,
    engage_and_pass,
    events,
    fight,
    last_result,
    only_decision,
    options_of,
    pass_all,
    play,
    ready_all,
    step,
    time_up,
)

TEAM = [A1, B1, A2, B2]


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
    s = fight(SeatSpec(hand=["G17"], arena=[("G01", "W21")]),
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

    def run(first: str, moves: list[tuple[str, Kind | None]]) -> str | None:
        """Play ``moves``; a ``None`` kind is that player's clock running out."""
        s = build(players=[P1, P2, P3], phase="entry", first=first, options=opts, seats=seats)
        for p, kind in moves:
            if kind is None:
                s = time_up(s, p)
            elif kind is Kind.ENTER:
                s = step(s, p, Kind.ENTER, card=s.seats[p].hand[0])
            else:
                s = step(s, p, kind)
        return s.first_entrant

    assert run(P1, [(P3, Kind.ENTER), (P2, Kind.ENTER), (P2, Kind.CONFIRM),
                    (P3, Kind.CONFIRM), (P1, Kind.CONFIRM)]) == P2
    # P1 confirms an empty draft first; P3 and P2 are still open at time up: clockwise from
    # the First Player P3, P3 comes first.
    assert run(P3, [(P1, Kind.CONFIRM), (P2, Kind.ENTER), (P3, Kind.ENTER),
                    (P2, None)]) == P3
    assert run(P1, [(P1, Kind.CONFIRM), (P2, Kind.CONFIRM), (P3, Kind.CONFIRM)]) is None

    s = build(players=[P1, P2, P3], phase="entry", first=P1, options=opts, seats=seats)
    s = step(s, P2, Kind.ENTER, card="G06")
    s = step(s, P2, Kind.CONFIRM)
    s = time_up(s, P1)
    s = pass_all(s)
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
    s = fight(SeatSpec(hand=["W14"], arena=[("G14", None)]),
               SeatSpec(arena=[("G18", "W36")]), "G14", "G18", ("W14",))
    assert (last_result(s).attack, last_result(s).defence) == (3, 3)


def test_d6_only_opponents_are_targets() -> None:
    """D6: neither one's own nor a teammate's gladiators can be attacked."""
    s = build(players=TEAM, seats={A1: SeatSpec(arena=[("G05", None), ("G09", None)]),
                                   A2: SeatSpec(arena=[("G06", None)]),
                                   B1: SeatSpec(arena=[("G07", None)]),
                                   B2: SeatSpec(arena=[("G08", None)])})
    assert options_of(s, A1) == ["engage:G05:G07", "engage:G05:G08", "engage:G09:G07",
                                 "engage:G09:G08", "pass:G05", "pass:G09"]
    assert targets(s, A1) == ["G07", "G08"]
    assert_illegal(s, act(A1, Kind.ENGAGE, card="G05", target="G06"))
    assert_illegal(s, act(A1, Kind.ENGAGE, card="G05", target="G09"))


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
    s = step(s, P1, Kind.PLACE, card="W05")
    s = time_up(s, P2)  # P2 never got ready: the deadline locks the window anyway
    assert events(s, EventKind.TIME_UP) == [TimeUp(window="tricks")]
    assert events(s, EventKind.REVEAL)[0].cards == ("W05",)
    assert events(s, EventKind.RESULT)


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
    s = GAME.timeout(BRState.model_validate(data), P1)
    assert_conserved(s)
    assert s.phase is not Phase.PICK and not events(s, EventKind.DISCARD_PICK)
    assert sorted(events(s, EventKind.REVEAL)[-1].cards) == ["G13", "W30"]
    assert (last_result(s).attack, last_result(s).defence) == (3, 3)  # all cancelled

    s = build(seats={P1: SeatSpec(hand=["G17"], arena=[("G09", "W16")]),
                     P2: SeatSpec(hand=["W30", "W31"], arena=[("G03", "W36")])})
    s = engage_and_attack(s, P1, "G09", "G03")
    s = step(s, P1, Kind.PLACE, card="G17")
    s = step(s, P2, Kind.PLACE, card="W30")
    s = ready_all(s)
    assert not events(s, EventKind.DISCARD_PICK)
    assert events(s, EventKind.REVEAL)[-1].cards == ("W30",)
    assert last_result(s).defence == 3


def test_d11_blind_pick_in_random_order() -> None:
    """D11: the Discard pick is blind among the face-down cards, offered in a random (seeded)
    order; the attacking player sees placers, never faces."""
    orders = set()
    for seed in range(12):
        s = fight(SeatSpec(hand=["G14"], arena=[("G02", "W16")]),
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
    result = last_result(s)
    assert (result.attack, result.defence) == (5, 6)
    assert result.attacker_dies and not result.defender_dies
    assert arena(s, P2) == [("G10", "W36", False)]  # not engaged by the counter
    s = fight(SeatSpec(arena=[("G29", "W27")]), SeatSpec(hand=["G26"], arena=[("G18", "W17")]),
               "G29", "G18", (), ("G26",))
    assert last_result(s).attacker_dies and last_result(s).defender_dies


def test_d14_one_optional_bonus_no_chain() -> None:
    """D14: the bonus combat is optional (pass declines it) and never chains."""
    s = fight(SeatSpec(hand=["G12", "G23"], arena=[("G20", "W24")]),
               SeatSpec(arena=[("G13", "W01"), ("G16", "W29"), ("G15", None)]), "G20", "G13",
               ("G12",))
    assert s.phase is Phase.BONUS
    declined = step(s, P1, Kind.PASS)
    assert declined.phase is Phase.ENGAGE and declined.active == P2
    s = step(s, P1, Kind.ATTACK, target="G15")
    s = step(s, P1, Kind.PLACE, card="G23")
    s = ready_all(s)
    assert last_result(s).defender_dies and s.phase is Phase.ENGAGE and s.active == P2


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
    public = [e for e in partner.log if e.kind == EventKind.DRAW and e.to is None]
    assert public == [Draw(player=A1, pile=WEAPON), Draw(player=A2, pile=GLADIATOR)]


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
    s = engage_and_pass(s, P1, "G05")
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


def _times_up_as_default(state: BRState, player: str) -> BRState:
    """A clock that plays the decision's default: the same state as choosing it."""
    d = decision(state, player)
    assert d.default is not None
    timed = time_up(state, player)
    assert timed == play(state, d.default)
    return timed


def test_s10_default_draw_alternates_from_gladiator() -> None:
    """Section 10: the draw default draws the rest alternating G, W, G..."""
    s = GAME.setup(PLAYERS, 6)
    d = decision(s, P1)
    assert d.default == act(P1, Kind.DRAW_REST) and d.private
    s = _times_up_as_default(s, P1)
    pub = [e.pile for e in s.log if e.kind == EventKind.DRAW and e.to is None]
    assert pub == [GLADIATOR, WEAPON] * 4


def test_s10_default_engage_lowest_then_pass() -> None:
    """Section 10: engage the lowest-id unengaged gladiator, then pass: one decision, so one
    timeout (not two of the three a player may miss)."""
    s = build(seats={P1: SeatSpec(arena=[("G09", None), ("G05", None)]),
                     P2: SeatSpec(arena=[("G06", None)])})
    d = only_decision(s)
    assert d.default == act(P1, Kind.PASS, card="G05") and not d.private
    s = _times_up_as_default(s, P1)
    assert s.active == P2
    assert events(s, EventKind.PASS)[-1].fields() == {"player": P1, "gladiator": "G05",
                                                      "why": "pass"}


def test_s10_default_tricks_lock_as_placed() -> None:
    """Section 10: in the trick window the default locks the window as placed."""
    s = build(seats={P1: SeatSpec(hand=["W05"], arena=[("G09", "W12")]),
                     P2: SeatSpec(hand=["W31"], arena=[("G10", "W17")])})
    s = engage_and_attack(s, P1, "G09", "G10")
    s = step(s, P1, Kind.PLACE, card="W05")
    d = decision(s, P2)
    assert d.default == act(P2, Kind.READY) and d.private
    assert step(s, P2, Kind.READY).phase is Phase.TRICKS  # Ready alone waits for P1
    s = time_up(s, P2)  # the clock locks the window for both
    assert last_result(s).attack == 5


def test_s10_default_pick_is_slot_zero_of_a_random_order() -> None:
    """Section 10: the blind pick defaults to card #1 of the random order (a random pick)."""
    s = fight(SeatSpec(hand=["G14"], arena=[("G02", "W16")]),
               SeatSpec(hand=["G04", "W30"], arena=[("G03", "W36")]), "G02", "G03",
               ("G14",), ("G04", "W30"))
    d = only_decision(s)
    assert d.default == act(P1, Kind.PICK, slot=0) and not d.private
    s = _times_up_as_default(s, P1)
    assert events(s, EventKind.DISCARD_PICK)[-1].slot == 0


def test_s10_default_bonus_declines() -> None:
    """Section 10: the Double Attack bonus defaults to decline."""
    s = fight(SeatSpec(hand=["G12"], arena=[("G20", "W24")]),
               SeatSpec(arena=[("G13", "W01"), ("G16", "W29")]), "G20", "G13", ("G12",))
    assert only_decision(s).default == act(P1, Kind.PASS)
    s = _times_up_as_default(s, P1)
    assert events(s, EventKind.PASS)[-1].why == "decline"


def test_s10_default_discards_nothing() -> None:
    """Section 10: Phase 4 discards default to discarding nothing, even with marks."""
    s = build(seats={P1: SeatSpec(hand=["W01"]), P2: SeatSpec()})
    s = step(s, P1, Kind.MARK, card="W01")
    d = decision(s, P1)
    assert d.default == act(P1, Kind.KEEP_ALL)
    s = _times_up_as_default(s, P1)
    assert "W01" in s.seats[P1].hand


def test_s10_defaults_alone_finish_a_game() -> None:
    """Section 10: every default is a legal option, and a game of timeouts terminates (each
    pending decision's clock running out in turn, as the match service would)."""
    for players, teams in (([P1, P2], True), ([P1, P2, P3], True), (TEAM, True),
                           (TEAM, False)):
        s = GAME.setup(players, 11, Options(teams=teams))
        for _ in range(2000):
            pending = GAME.pending(s)
            if not pending:
                break
            for d in pending:
                assert d.default is not None and d.default in d.options, d
            s = time_up(s, pending[0].player)
        assert GAME.pending(s) == [] and GAME.outcome(s) is not None
