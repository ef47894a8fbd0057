"""Kung-Fu Duel rule-by-rule tests, part 2: spec R15-R22 (deal and reveal, recycling, the keep
procedure step by step, exemptions, equality, public stacks, used Atouts, wear).

Part 1 (R1-R14, C1-C5) is ``test_rules``. Every test drives the engine from a position made by
``builder.build`` with the next dealt cards stacked (``stack_deck``, in R15's dealing order);
expected stacks are written out from the spec (KF-2 to KF-5, KF-8, KF-9, KF-14).

Coverage map (rule -> tests):

R15     test_r15_deal_order_components_plain_then_bonus, test_r15_deal_order_follows_seats,
        test_r15_nothing_is_dealt_until_every_plan_is_locked
R16     test_r16_an_empty_deck_takes_the_shuffled_discard, test_r16_both_empty_bets_are_lost,
        test_r16_the_bonus_deck_recycles_the_same_way
R17     test_r17_step1_limit_uses_the_value_above_after_its_keep, test_r17_step2_kf4_cascade,
        test_r17_step3_no_revealed_card_nothing_changes,
        test_r17_step4_over_the_limit_or_locked_is_not_eligible,
        test_r17_step6_one_up_card_is_kept_without_asking,
        test_r17_step6_several_up_cards_the_fighter_chooses,
        test_r17_step7_nothing_kept_on_an_empty_stack,
        test_r17_step8_a_higher_card_not_eligible_saves_the_top,
        test_r17_step9_failed_draw_with_replacement,
        test_r17_step9_failed_draw_without_replacement, test_r17_step9_tie_choice,
        test_r17_step10_unkept_cards_go_to_the_playing_discard,
        test_r17_random_positions_match_the_spec_procedure
R18     test_r18_own_suit_is_exempt, test_r18_a_bonus_bet_protects_kf5,
        test_r18_a_locked_suit_is_exempt_kf8, test_r18_a_cascaded_component_is_exempt
R19     test_r19_equality_stacks_kf14
R20     test_r20_stacks_are_public_and_compared_on_the_top
R21     test_r21_played_atouts_go_to_the_bonus_discard_after_the_keep
R22     test_r22_kf9_wear_per_kept_card, test_r22_processing_goes_v_to_p,
        test_r22_only_a_materiel_used_this_turn_wears,
        test_r22_only_components_on_the_item_suits, test_r22_a_replacement_wears,
        test_r22_breaking
"""

from __future__ import annotations

import random
import sys
from typing import Any

import pytest

from rules.kungfu_duel import GAME, KFAction, KFState, Kind, Phase
from rules.kungfu_duel.content import BONUS, card_suit, card_value
from tests.rules.common import check_coverage_map

from .builder import (
    FSpec,
    act,
    bet,
    build,
    card,
    cards,
    do,
    events,
    fighter,
    lock,
    name,
    options,
    slot,
    stack,
    stack_deck,
)

RULE_IDS = [f"R{i}" for i in range(15, 23)]


def test_coverage_map() -> None:
    names = [n for n in vars(sys.modules[__name__]) if n.startswith("test_")]
    check_coverage_map(__doc__ or "", RULE_IDS, names)


# --- helpers -------------------------------------------------------------------------------


def play(a: FSpec, deck: str, *entries: KFAction, b: FSpec | None = None) -> tuple[KFState,
                                                                                  KFState]:
    """A 1v1 turn: A enters ``entries`` and locks, B locks; ``deck`` is dealt next."""
    s0 = build({"A": a, "B": b or FSpec()})
    stack_deck(s0, deck)
    return s0, do(s0, *entries, lock("A"), lock("B"))


def stacks(state: KFState, player: str = "A") -> list[list[str]]:
    return [stack(state, player, c) for c in "VDTP"]


def reveal(before: KFState, after: KFState, player: str = "A") -> Any:
    (event,) = [e for e in events(before, after, "reveal") if e.player == player]
    return event


def dealt(before: KFState, after: KFState, player: str = "A") -> list[list[str]]:
    return [[name(c) for c in comp] for comp in reveal(before, after, player).cards]


def dropped(before: KFState, after: KFState, player: str = "A") -> list[tuple[int, list[str],
                                                                              str]]:
    return [(e.comp, [name(c) for c in e.cards], e.why) for e in events(before, after, "dropped")
            if e.player == player]


def keep_choice(state: KFState, player: str = "A") -> set[str]:
    assert state.phase is Phase.KEEP
    offered = options(state, player)
    assert all(o.kind is Kind.KEEP for o in offered)
    return {name(o.n) for o in offered if o.n is not None}


def use(player: str) -> KFAction:
    return act(player, Kind.USE, arg="materiel")


# --- R15-R16 deal, reveal, recycling ---------------------------------------------------------


def test_r15_deal_order_components_plain_then_bonus() -> None:
    # Entries: bet P, A20's slots T V P D, bet V, then Jian's slots D V. Dealt: A's V (plain,
    # A20's, Jian's), D (A20's, Jian's), T, P (plain, A20's); then B's V.
    deck = "A♦ 2♦ 3♦ 4♠ 5♠ 6♣ 7♥ 8♥ 9♣"
    entries = [bet("A", "P"), act("A", Kind.ATOUT, arg="A20"), *[slot("A", c) for c in "TVPD"],
               bet("A", "V"), use("A"), slot("A", "D"), slot("A", "V")]
    s0, s1 = play(FSpec(hand=["A20"], materiel="M01"), deck, *entries, bet("B", "V"))
    assert dealt(s0, s1) == [["A♦", "2♦", "3♦"], ["4♠", "5♠"], ["6♣"], ["7♥", "8♥"]]
    assert reveal(s0, s1).bonus == [[False, True, True], [True, True], [True], [False, True]]
    assert dealt(s0, s1, "B") == [["9♣"], [], [], []]


def test_r15_deal_order_follows_seats() -> None:
    s0 = build(sides=[["A1", "A2"], ["B1", "B2"]])
    stack_deck(s0, "A♥ 2♥ 3♥ 4♥")
    s1 = do(s0, *[bet(p, "P") for p in ["B2", "A2", "B1", "A1"]],
            *[lock(p) for p in ["B2", "A2", "B1", "A1"]])
    assert [dealt(s0, s1, p)[3] for p in ["A1", "A2", "B1", "B2"]] == [
        ["A♥"], ["2♥"], ["3♥"], ["4♥"]]


def test_r15_nothing_is_dealt_until_every_plan_is_locked() -> None:
    s0 = build()
    deck = list(s0.deck)
    s1 = do(s0, bet("A", "V"), bet("A", "D"), lock("A"), bet("B", "V"))
    assert s1.deck == deck and events(s0, s1, "reveal") == []
    assert fighter(s1, "A").revealed == [[], [], [], []]
    view = GAME.view(s1, "B").fighter("A")
    assert view.plan is None and view.revealed == [[], [], [], []]
    s2 = do(s1, lock("B"))
    assert [e.player for e in events(s1, s2, "reveal")] == ["A", "B"]  # all at once
    assert s2.deck == deck[:-3]


def test_r16_an_empty_deck_takes_the_shuffled_discard() -> None:
    s0 = build({"A": FSpec(stacks={"V": "K♦"})})
    s0.deck = cards("2♥")
    s0.discard = cards("3♥ 4♥")
    s1 = do(s0, *[bet("A", "P")] * 3, lock("A"), lock("B"))
    got = dealt(s0, s1)[3]
    assert got[0] == "2♥" and sorted(got[1:]) == ["3♥", "4♥"]
    assert reveal(s0, s1).lost_bets == 0 and stack(s1, "A", "V") == ["K♦"]
    # The card revealed this turn is not in the discard yet: the next bet finds nothing.
    s2 = build()
    s2.deck, s2.discard = [], cards("5♥")
    s3 = do(s2, bet("A", "P"), bet("A", "P"), lock("A"), lock("B"))
    assert dealt(s2, s3)[3] == ["5♥"] and reveal(s2, s3).lost_bets == 1


def test_r16_both_empty_bets_are_lost() -> None:
    s0 = build()
    s0.deck, s0.discard = [], []
    s1 = do(s0, bet("A", "V"), bet("A", "D"), lock("A"), bet("B", "V"), lock("B"))
    assert reveal(s0, s1).lost_bets == 2 and reveal(s0, s1, "B").lost_bets == 1
    assert dealt(s0, s1) == [[], [], [], []]
    assert s1.turn is not None and s1.turn.number == 2


def test_r16_the_bonus_deck_recycles_the_same_way() -> None:
    s0 = build()
    s0.bonus_deck, s0.bonus_discard = ["A01"], ["A02", "A03"]
    s1 = do(s0, act("A", Kind.REFILL, arg="a"))
    assert fighter(s1, "A").hand[0] == "A01"
    assert sorted(fighter(s1, "A").hand) == ["A01", "A02", "A03"]
    assert s1.bonus_deck == [] and s1.bonus_discard == []
    assert Kind.DRAW not in {o.kind for o in options(s1, "B")}  # both empty: no draw


# --- R17 the keep procedure ---------------------------------------------------------------


def test_r17_step1_limit_uses_the_value_above_after_its_keep() -> None:
    _, s1 = play(FSpec(stacks={"V": "5♦"}), "9♦ 8♠", bet("A", "V"), bet("A", "D"))
    assert stacks(s1) == [["5♦", "9♦"], ["8♠"], [], []]


def test_r17_step2_kf4_cascade() -> None:
    s0, s1 = play(FSpec(stacks={"V": "8♣", "D": "7♠", "T": "2♣"}), "3♥", bet("A", "V"))
    assert stacks(s1) == [["3♥"], [], [], []]
    assert dropped(s0, s1) == [(0, ["8♣"], "failed"), (1, ["7♠"], "cascade"),
                               (2, ["2♣"], "cascade")]
    assert s1.discard[-3:] == cards("8♣ 7♠ 2♣")


def test_r17_step3_no_revealed_card_nothing_changes() -> None:
    # 8♣ is not Vigueur's suit, but with no bet on V there is no draw to fail.
    _, s1 = play(FSpec(stacks={"V": "8♣", "D": "7♥"}), "2♥", bet("A", "P"))
    assert stacks(s1) == [["8♣"], ["7♥"], [], []] and card("2♥") in s1.discard


def test_r17_step4_over_the_limit_or_locked_is_not_eligible() -> None:
    # KF-2's D: L = 9, so 10♦ is not eligible; a locked 4♠ is not eligible either.
    _, s1 = play(FSpec(stacks={"V": "9♦"}, faiblesses=["F04"]), "10♦ 4♠ 2♥",
                  *[bet("A", "D")] * 3)
    assert stacks(s1) == [["9♦"], ["2♥"], [], []]
    assert set(cards("10♦ 4♠")) <= set(s1.discard)


def test_r17_step6_one_up_card_is_kept_without_asking() -> None:
    # KF-2: V gets 9♥ over 6♣ (Up = {9♥}); D keeps 5♠ (10♦ over L = 9, 3♣ below 5).
    _, s1 = play(FSpec(stacks={"V": "6♣", "D": "5♠"}), "9♥ 10♦ 3♣",
                  bet("A", "V"), bet("A", "D"), bet("A", "D"))
    assert s1.phase is not Phase.KEEP
    assert stacks(s1) == [["6♣", "9♥"], ["5♠"], [], []]


@pytest.mark.parametrize(("chosen", "d_stack"), [("7♣", []), ("9♥", ["8♠"])])
def test_r17_step6_several_up_cards_the_fighter_chooses(chosen: str, d_stack: list[str]) -> None:
    # V [7♦] reveals 7♣ and 9♥: both are Up. D's 8♠ fits only under the 9.
    _, s1 = play(FSpec(stacks={"V": "7♦"}), "7♣ 9♥ 8♠", bet("A", "V"), bet("A", "V"),
                  bet("A", "D"))
    assert keep_choice(s1) == {"7♣", "9♥"}  # exactly one must be kept: no "none"
    assert GAME.decision_for(s1, "B") is None
    s2 = do(s1, act("A", Kind.KEEP, n=card(chosen)))
    assert stacks(s2)[:2] == [["7♦", chosen], d_stack]
    other = ({"7♣", "9♥"} - {chosen}).pop()
    assert card(other) in s2.discard


def test_r17_step7_nothing_kept_on_an_empty_stack() -> None:
    _, s1 = play(FSpec(stacks={"V": "5♦"}), "9♠", bet("A", "D"))
    assert stacks(s1) == [["5♦"], [], [], []] and card("9♠") in s1.discard


def test_r17_step8_a_higher_card_not_eligible_saves_the_top() -> None:
    # 5♣ is not Distance's suit: only step 8 keeps it (10♦ >= 5 but over L = 9).
    _, s1 = play(FSpec(stacks={"V": "9♦", "D": "5♣"}), "10♦ 3♥", bet("A", "D"),
                  bet("A", "D"))
    assert stacks(s1) == [["9♦"], ["5♣"], [], []]
    # KF-8's second reveal, with ♦ alone locked: K♦ is >= 8♣ but locked, so 8♣ stays.
    _, s3 = play(FSpec(stacks={"V": "8♣"}, faiblesses=["F03"]), "K♦ 5♥", bet("A", "V"),
                  bet("A", "V"))
    assert stacks(s3) == [["8♣"], [], [], []]


def test_r17_step9_failed_draw_with_replacement() -> None:
    # KF-3 (b): 5♦ on Distance is not exempt; the stack is empty, so 3♣ is placed.
    s0, s1 = play(FSpec(stacks={"V": "9♦", "D": "5♦"}), "2♥ 3♣", bet("A", "D"), bet("A", "D"))
    assert stacks(s1) == [["9♦"], ["3♣"], [], []]
    assert set(cards("5♦ 2♥")) <= set(s1.discard)
    (kept,) = events(s0, s1, "kept")
    assert kept.replacement
    # Over a card underneath: 5♥ >= 2♣; 5♥ = 5♣ counts too.
    for under, reveal_, after in [("2♣", "5♥", ["2♣", "5♥"]), ("5♣", "5♥", ["5♣", "5♥"])]:
        _, s3 = play(FSpec(stacks={"V": f"{under} 8♣"}), reveal_, bet("A", "V"))
        assert stacks(s3)[0] == after


def test_r17_step9_failed_draw_without_replacement() -> None:
    # A♥ is below 2♣, now on top again: nothing is placed.
    _, s1 = play(FSpec(stacks={"V": "2♣ 8♣"}), "A♥", bet("A", "V"))
    assert stacks(s1)[0] == ["2♣"] and card("A♥") in s1.discard
    # No eligible card (♠ locked): 8♣ is lost and nothing replaces it.
    _, s3 = play(FSpec(stacks={"V": "8♣"}, faiblesses=["F04"]), "3♠", bet("A", "V"))
    assert stacks(s3)[0] == [] and set(cards("8♣ 3♠")) <= set(s3.discard)


def test_r17_step9_tie_choice() -> None:
    _, s1 = play(FSpec(stacks={"V": "8♣"}), "3♥ 3♠", bet("A", "V"), bet("A", "V"))
    assert card("8♣") in s1.discard  # already lost while A picks the suit
    assert keep_choice(s1) == {"3♥", "3♠"}
    s2 = do(s1, act("A", Kind.KEEP, n=card("3♠")))
    assert stacks(s2)[0] == ["3♠"] and card("3♥") in s2.discard
    (kept,) = events(s1, s2, "kept")
    assert kept.replacement


def test_r17_step10_unkept_cards_go_to_the_playing_discard() -> None:
    _, s1 = play(FSpec(stacks={"V": "6♣", "D": "5♠"}), "9♥ 10♦ 3♣",
                  bet("A", "V"), bet("A", "D"), bet("A", "D"))
    assert s1.discard == cards("10♦ 3♣")
    assert fighter(s1, "A").revealed == [[], [], [], []]
    assert len(s1.deck) + len(s1.discard) + 3 == 52  # nothing lost or doubled


def spec_keep(stacks: list[list[int]], dealt: list[list[tuple[int, bool]]],
              scales: list[int], locked: set[int]) -> list[list[int]]:
    """R17 as the spec words it, choices made as section 10's default (the highest; then the
    component's own suit; then ♦ ♠ ♣ ♥)."""
    out = [list(s) for s in stacks]
    cascaded = set()

    def pick(c: int, among: list[int]) -> int:
        best = max(card_value(x) for x in among)
        return min((x for x in among if card_value(x) == best),
                   key=lambda x: (card_suit(x) != c, card_suit(x)))

    for c in range(4):
        top_value = card_value(out[c - 1][-1]) if c and out[c - 1] else 0
        limit = min(scales[: c + 1]) if c == 0 else min(min(scales[: c + 1]), top_value)
        while out[c] and card_value(out[c][-1]) > limit:
            out[c].pop()
            cascaded.add(c)
        revealed = [x for x, _ in dealt[c]]
        if not revealed:
            continue
        eligible = [x for x in revealed if card_value(x) <= limit and card_suit(x) not in locked]
        top = out[c][-1] if out[c] else None
        up = [x for x in eligible if top is None or card_value(x) >= card_value(top)]
        if up:
            out[c].append(pick(c, up))
        elif top is None or any(card_value(x) >= card_value(top) for x in revealed):
            continue
        elif not (card_suit(top) == c or any(b for _, b in dealt[c])
                  or card_suit(top) in locked or c in cascaded):
            out[c].pop()
            if eligible and (not out[c] or max(map(card_value, eligible))
                             >= card_value(out[c][-1])):
                best = max(card_value(x) for x in eligible)
                out[c].append(pick(c, [x for x in eligible if card_value(x) == best]))
    return out


def random_position(rng: random.Random) -> tuple[FSpec, list[KFAction], list[list[tuple[int,
                                                                                       bool]]]]:
    """Legal stacks under random scales, a random lock, 2 plain bets and up to 2 of A20's slots,
    and the cards to deal (in R15's order)."""
    scales = tuple(rng.choice([13, 13, rng.randint(1, 13)]) for _ in range(4))
    pool = list(range(52))
    rng.shuffle(pool)
    stacks: list[list[int]] = []
    ceiling = 13
    for c in range(4):
        ceiling = min(ceiling, scales[c])
        count = rng.choice([0, 1, 2, 2]) if ceiling else 0  # nothing under an empty stack
        values = sorted(rng.randint(1, ceiling) for _ in range(count))
        row = [next(x for x in pool if card_value(x) == v) for v in values]
        pool = [x for x in pool if x not in row]
        stacks.append(row)
        ceiling = card_value(row[-1]) if row else 0
    plain = [rng.randrange(4) for _ in range(2)]
    bonus = [rng.randrange(4) for _ in range(rng.randint(0, 2))]
    entries = [bet("A", "VDTP"[c]) for c in plain] + [act("A", Kind.ATOUT, arg="A20")]
    entries += [act("A", Kind.SLOT, n=c) for c in bonus] + [act("A", Kind.SKIP_SLOTS)] * (
        len(bonus) < 4)
    dealt = [[(pool.pop(), False) for _ in range(plain.count(c))]
             + [(pool.pop(), True) for _ in range(bonus.count(c))] for c in range(4)]
    faiblesses = rng.choice([[], [], ["F01"], ["F02"], ["F03"], ["F04"], ["F07"]])
    names = {c: " ".join(name(x) for x in row) for c, row in zip("VDTP", stacks, strict=True)}
    spec = FSpec(scales=scales, stacks={c: t for c, t in names.items() if t},  # type: ignore[arg-type]
                 hand=["A20"], faiblesses=faiblesses)
    return spec, entries, dealt


def test_r17_random_positions_match_the_spec_procedure() -> None:
    rng = random.Random(17)
    for _ in range(400):
        spec, entries, dealt = random_position(rng)
        s0 = build({"A": spec})
        stack_deck(s0, " ".join(name(x) for comp in dealt for x, _ in comp))
        state = do(s0, *entries, lock("A"), lock("B"))
        while state.phase is Phase.KEEP:
            state = GAME.timeout(state, "A")
        locked = {s for f in spec.faiblesses for s in BONUS[f].suits}
        expected = spec_keep([cards(spec.stacks.get(c, "")) for c in "VDTP"], dealt,
                             list(spec.scales or (13,) * 4), locked)
        assert fighter(state, "A").stacks == expected, (spec, dealt)
        assert reveal(s0, state).bonus == [[b for _, b in comp] for comp in dealt]


# --- R18-R21 exemptions, equality, public stacks, used Atouts -------------------------------


def test_r18_own_suit_is_exempt() -> None:
    # KF-3 (a): 2♥ and 3♣ are below 5♠, and 5♠ sits on Distance (♠).
    s0, s1 = play(FSpec(stacks={"V": "9♦", "D": "5♠"}), "2♥ 3♣", bet("A", "D"), bet("A", "D"))
    assert stacks(s1) == [["9♦"], ["5♠"], [], []]
    assert dropped(s0, s1) == []


def test_r18_a_bonus_bet_protects_kf5() -> None:
    _, s1 = play(FSpec(stacks={"V": "8♣", "D": "7♠", "T": "2♣"}, hand=["A02"]), "3♥",
                  act("A", Kind.ATOUT, arg="A02"), slot("A", "V"), act("A", Kind.SKIP_SLOTS))
    assert stacks(s1) == [["8♣"], ["7♠"], ["2♣"], []]
    assert card("3♥") in s1.discard and "A02" in s1.bonus_discard


def test_r18_a_locked_suit_is_exempt_kf8() -> None:
    spec = FSpec(stacks={"V": "8♠", "D": "6♠", "T": "5♣"}, faiblesses=["F05"])
    _, s1 = play(spec, "2♣ 3♥", bet("A", "V"), bet("A", "V"))
    assert stacks(s1) == [["8♠"], ["6♠"], ["5♣"], []]
    assert set(cards("2♣ 3♥")) <= set(s1.discard)


def test_r18_a_cascaded_component_is_exempt() -> None:
    # V loses 8♣ and keeps 3♦ (2♥ is lower): D cascades 7♣ away. Then D's A♥ is below 2♣,
    # a failed draw, but D was cascaded this turn, so 2♣ stays.
    s0, s1 = play(FSpec(stacks={"V": "3♦ 8♣", "D": "2♣ 7♣"}), "2♥ A♥", bet("A", "V"),
                  bet("A", "D"))
    assert stacks(s1) == [["3♦"], ["2♣"], [], []]
    assert dropped(s0, s1) == [(0, ["8♣"], "failed"), (1, ["7♣"], "cascade")]


def test_r19_equality_stacks_kf14() -> None:
    _, s1 = play(FSpec(stacks={"V": "7♦"}), "7♣", bet("A", "V"))
    assert stacks(s1)[0] == ["7♦", "7♣"] and s1.discard == []
    # Not a failed draw either: an equal card over a card of another suit.
    _, s3 = play(FSpec(stacks={"V": "7♠"}), "7♥", bet("A", "V"))
    assert stacks(s3)[0] == ["7♠", "7♥"] and s3.discard == []


def test_r20_stacks_are_public_and_compared_on_the_top() -> None:
    s0, s1 = play(FSpec(stacks={"V": "5♦"}), "6♦", bet("A", "V"),
                  b=FSpec(stacks={"V": "9♣"}))
    assert [e.to for e in events(s0, s1, "kept")] == [None]
    for viewer in [None, "B"]:
        assert GAME.view(s1, viewer).fighter("A").stacks[0] == cards("5♦ 6♦")
    (compared,) = events(s0, s1, "compared")
    assert compared.pairs[0].results == [-1, 0, 0, 0]  # 6 < 9: the 5 underneath adds nothing


def test_r21_played_atouts_go_to_the_bonus_discard_after_the_keep() -> None:
    _, s1 = play(FSpec(stacks={"V": "7♦"}, hand=["A02"]), "7♣ 9♥",
                  act("A", Kind.ATOUT, arg="A02"), slot("A", "V"), slot("A", "V"))
    assert keep_choice(s1) == {"7♣", "9♥"}
    assert "A02" not in s1.bonus_discard and fighter(s1, "A").hand == []
    s2 = do(s1, act("A", Kind.KEEP, n=card("9♥")))
    assert s2.bonus_discard == ["A02"]


# --- R22 wear ----------------------------------------------------------------------------------


def wear_after(item: str, deck: str, *entries: KFAction, **spec: Any) -> tuple[KFState,
                                                                               KFState]:
    return play(FSpec(materiel=item, **spec), deck, *entries)


def test_r22_kf9_wear_per_kept_card() -> None:
    s0, s1 = play(FSpec(materiel="M01", stacks={"V": "9♦"}), "Q♦ J♠",
                  use("A"), slot("A", "V"), slot("A", "D"),
                  b=FSpec(stacks={"V": "J♥", "D": "J♣"}))
    assert stacks(s1)[:2] == [["9♦", "Q♦"], ["J♠"]]
    item = fighter(s1, "A").front.materiel
    assert item is not None and item.fragility == 9  # Q >= 11: 10; J >= 10: 9
    (wear,) = events(s0, s1, "wear")
    assert (wear.item, wear.fragility, wear.broke) == ("M01", 9, False)
    assert fighter(s1, "A").ap_left == 3  # paid by the pool


def test_r22_processing_goes_v_to_p() -> None:
    # V's Q (>= 11) takes Jian to 10 first, so D's 10 then wears it to 9 (D first: 10).
    _, s1 = wear_after("M01", "Q♦ 10♠", use("A"), slot("A", "V"), slot("A", "D"),
                        stacks={"V": "9♦"})
    assert stacks(s1)[:2] == [["9♦", "Q♦"], ["10♠"]]
    assert fighter(s1, "A").front.materiel.fragility == 9


def test_r22_only_a_materiel_used_this_turn_wears() -> None:
    s0, s1 = wear_after("M01", "K♦ Q♠", bet("A", "V"), bet("A", "D"))
    assert stacks(s1)[:2] == [["K♦"], ["Q♠"]]
    assert fighter(s1, "A").front.materiel.fragility == 11 and events(s0, s1, "wear") == []


@pytest.mark.parametrize(("item", "fragility"), [("M02", 10), ("M01", 10)])
def test_r22_only_components_on_the_item_suits(item: str, fragility: int) -> None:
    # The slot's 2♣ is not kept (V's K♦ stays); D's plain J♠ is kept: it wears Jian (♦♠),
    # not Dao (♦). Jian starts at 11, Dao at 10.
    _, s1 = wear_after(item, "2♣ J♠", use("A"), slot("A", "V"), act("A", Kind.SKIP_SLOTS),
                        bet("A", "D"), stacks={"V": "K♦"})
    assert stacks(s1)[:2] == [["K♦"], ["J♠"]]
    assert fighter(s1, "A").front.materiel.fragility == fragility


def test_r22_a_replacement_wears() -> None:
    # Tabouret (♦♣, fragility 5) used on T; V's failed draw places 6♥ (step 9): 6 >= 5.
    _, s1 = wear_after("M08", "6♥ 4♣", bet("A", "V"), use("A"), slot("A", "T"),
                        stacks={"V": "9♣"})
    assert stacks(s1)[0] == ["6♥"]
    assert fighter(s1, "A").front.materiel.fragility == 4


@pytest.mark.parametrize("signature", [False, True])
def test_r22_breaking(signature: bool) -> None:
    # Fragility 1: the kept 5♦ breaks Tabouret; the 7♦ already kept before does not count.
    s0, s1 = wear_after("M08", "8♦", use("A"), slot("A", "V"), stacks={"V": "7♦"},
                        fragility=1, signature=signature)
    a = fighter(s1, "A")
    assert a.front.materiel is None and stacks(s1)[0] == ["7♦", "8♦"]  # cards stay
    assert ("M08" in a.set_aside) is signature
    assert ("M08" in s1.bonus_discard) is not signature
    (wear,) = events(s0, s1, "wear")
    assert (wear.fragility, wear.broke) == (0, True)
