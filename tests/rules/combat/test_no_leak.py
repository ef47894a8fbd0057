"""Section 8: what a person sees never depends on what that person may not know.

- Over seeded playouts (random and eager players, starter and saved decks, the hoarder whose
  turn menu is split; clocks running out now and then), at every step and for every viewer
  (A, B and a spectator): redrawing everything hidden from the viewer (``resample``: the
  opponent's hand, deck and discard, both decks' order, deck names and sealed deck choices,
  the picks of a discard in progress, a split menu's part, the private events) leaves the
  view byte for byte the same. The states cover every phase: the deck choice, the turn menu
  (and a part of a split one), a discard before and after a first pick, a move (and a column
  of one), a push tie, a Dissiper target and the end. Planted leaks are caught.
- Whether a discard is asked never depends on the cards in hand (``Decision.ask``).
- A public event never carries a card (``TwinEvent`` refuses to be built with one); each
  private twin goes to its owner alone, right after its public half.
- Rare positions (push ties in and out of turn, a split menu, the Dissiper clock) are built
  here for both files: checked for leaks above, then played on with every invariant of
  ``test_properties``.
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Callable, Iterator

import pytest
from pydantic import ValidationError

from rules.combat import GAME, CBState, Combat, Kind, MenuPart, Options, Phase
from rules.combat.content import STARTERS, Basic
from rules.combat.events import DeckReady, Discarded, Draw
from rules.combat.state import AskKind
from rules.combat.view import CBView
from rules.core import Event, PlayerId
from rules.kit.hexgrid import Hex
from tests.rules.combat.builder import (
    A,
    B,
    Paused,
    SideSpec,
    act,
    basic,
    build,
    discard,
    do,
    events,
    intervene,
    options,
    play,
)

from .resample import deck_keys, resample
from .test_properties import (
    SAVED_DECKS,
    SEATS,
    VINGT,
    cards_of,
    check_decisions,
    check_invariants,
    check_timeout,
    moves,
    play_on,
)

PLAYS = (("random", 4), ("random-saved", 0), ("random-saved", 3), ("eager", 7),
         ("eager-saved", 9), ("hoarder", 1), ("hoarder", 4))
"""The playouts the sweep walks through (style, seed): between them, every situation."""
RESAMPLES = 3
"""Twins drawn per state and viewer."""
SITUATIONS = frozenset({"deck-0", "deck-1", "menu", "menu-part", "discard", "discard-picked",
                        "move", "column", "push", "dissipate", "over"})
"""Where a state can stand (:func:`situation`); the sweep must meet every one."""


def situation(state: CBState) -> str:
    if state.phase is Phase.DECKS:
        assert state.decks is not None
        return f"deck-{len(state.decks.confirmed)}"
    if state.phase is Phase.OVER or state.turn is None:
        return "over"
    run = state.turn.run
    ask = run.ask if run is not None else None
    if ask is None:
        return "menu-part" if state.turn.menu is not None else "menu"
    if ask.kind is AskKind.DISCARD:
        return "discard-picked" if ask.chosen else "discard"
    if ask.kind is AskKind.MOVE:
        return "column" if ask.column is not None else "move"
    return str(ask.kind)


@functools.cache
def played_states() -> tuple[CBState, ...]:
    """Every state of the sweep's playouts, the final ones included (states are never
    changed once made, so the tests share them)."""
    out: list[CBState] = []
    for style, seed in PLAYS:
        steps = list(moves(style, seed))
        out += [state for state, _, _, _ in steps]
        out.append(steps[-1][3])
    return tuple(out)


def built_states() -> Iterator[CBState]:
    """Positions play rarely reaches, each a step or two from a built start: a push tie in
    and out of turn (CB-4, Onde de choc), a discard with one pick made (Évaporation)."""
    yield do(build(SideSpec(cell=(0, 0), hand=["bouffee_de_chaleur", "impro"]),
                   SideSpec(cell=(2, -1), hand=["frappe", "choc"])),
             play(A, "bouffee_de_chaleur"))
    yield do(build(SideSpec(cell=(0, 0), zone=[Paused("onde_de_choc", at=0)], hand=["impro"]),
                   SideSpec(cell=(2, -1), hand=["frappe"]), active=B), intervene(B, 1))
    picking = do(build(SideSpec(hand=["evaporation", "frappe", "choc", "impro", "bond", "esquive"],
                                discard=["repos"]),
                       SideSpec(cell=(0, 3), hand=["vigilance"], discard=["fougue"])),
                 play(A, "evaporation"))
    yield picking
    yield do(picking, discard(A, "bond"))


def viewers(state: CBState) -> list[PlayerId | None]:
    return [*state.order, None]


def same_view(state: CBState, twin: CBState, viewer: PlayerId | None) -> bool:
    return GAME.view(state, viewer).model_dump_json() == GAME.view(twin, viewer).model_dump_json()


def test_section8_views_ignore_everything_hidden_from_the_viewer() -> None:
    rnd = random.Random(8)
    played = played_states()
    reached = {situation(s) for s in played}
    assert reached == SITUATIONS, f"never reached by play: {SITUATIONS - reached}"
    teeth: Counter[str] = Counter()
    compared = 0
    for state in [*played, *built_states()]:
        for viewer in viewers(state):
            for _ in range(RESAMPLES):
                twin = resample(state, viewer, rnd)
                assert same_view(state, twin, viewer), (
                    f"{situation(state)}, version {state.version}: {viewer}'s view depends on "
                    f"what {viewer} cannot know")
                compared += 1
                for p in state.order:
                    old, new = state.sides[p], twin.sides[p]
                    teeth["hand"] += p != viewer and old.hand != new.hand
                    teeth["deck"] += old.deck != new.deck
                    teeth["discard"] += p != viewer and old.discard != new.discard
                    teeth["name"] += p != viewer and old.deck_name != new.deck_name
                teeth["log"] += twin.log != state.log
                teeth["draft"] += twin.decks != state.decks
                t, u = state.turn, twin.turn
                if t is not None and u is not None:
                    teeth["menu"] += t.menu != u.menu
                    teeth["chosen"] += t.run is not None and u.run is not None \
                        and t.run.ask is not None and u.run.ask is not None \
                        and t.run.ask.chosen != u.run.ask.chosen
    assert compared > 10_000, compared
    # Each kind of secret really is redrawn, so the comparison above has teeth.
    assert teeth["hand"] > compared // 2 and teeth["deck"] > compared, teeth
    assert teeth["discard"] > compared // 4 and teeth["name"] > compared // 2, teeth
    assert teeth["log"] > compared // 3 and teeth["draft"] > 10, teeth
    assert teeth["menu"] > 10 and teeth["chosen"] > 0, teeth


def test_section8_resample_keeps_what_the_viewer_knows_and_redraws_the_rest() -> None:
    rnd = random.Random(9)
    states = [s for s in played_states() if s.phase is Phase.PLAY]
    for state in [*rnd.sample(states, 60), *built_states()]:
        for viewer in viewers(state):
            twin = resample(state, viewer, rnd)
            assert GAME.load(twin.model_dump_json()) == twin
            assert twin.rng == state.rng, "the RNG is kept (resample's docstring)"
            assert [e for e in twin.log if e.visible_to(viewer)] == \
                [e for e in state.log if e.visible_to(viewer)]
            for p in state.order:
                old, new = state.sides[p], twin.sides[p]
                assert Counter(new.deck) == Counter(old.deck) or p != viewer
                assert [len(new.hand), len(new.deck), len(new.discard)] == \
                    [len(old.hand), len(old.deck), len(old.discard)]
                assert cards_of(twin, p) == cards_of(state, p), "R4: the 20 cards are kept"
                hidden = {"hand", "deck", "discard", "deck_name"}
                assert new.model_dump(exclude=hidden) == old.model_dump(exclude=hidden)
                if p == viewer:
                    assert (new.hand, new.discard, new.deck_name) == \
                        (old.hand, old.discard, old.deck_name)
            # The twin is a state the engine can go on from (R14: what is offered follows).
            check_invariants(twin, {p: cards_of(state, p) for p in state.order})
            for d in GAME.pending(twin):
                GAME.apply(twin, rnd.choice(d.options))  # type: ignore[arg-type]


def test_section8_resample_redraws_the_sealed_deck_choice_among_legal_ones() -> None:
    """Section 3.1: A's sealed choice is redrawn for B and the spectator among A's legal
    keys (only the starters when A's clock ran out, section 10); A keeps their own."""
    rnd = random.Random(10)
    fresh = GAME.setup(SEATS, 4, Options(saved=SAVED_DECKS))
    for chosen, keys in ((GAME.apply(fresh, act(A, Kind.DECK, arg="saved:0")),
                          deck_keys(fresh, A)),
                         (GAME.timeout(fresh, A), list(STARTERS))):
        assert chosen.decks is not None and chosen.decks.waiting() == [B]
        for viewer in (B, None):
            twins = [resample(chosen, viewer, rnd).decks for _ in range(40)]
            drafts = Counter(t.drafts[A] for t in twins if t is not None)
            assert set(drafts) <= set(keys) and len(drafts) > 2, drafts
        twin = resample(chosen, A, rnd)
        assert twin.decks == chosen.decks
    assert "saved:1" not in deck_keys(fresh, A), "R4: the illegal saved deck"


# --- whether a discard is asked --------------------------------------------------------------

@pytest.mark.parametrize("who", ["own", "forced"])
def test_section8_whether_a_discard_is_asked_does_not_show_the_hand(who: str) -> None:
    """Impro (own, C DEFAUSSER 1) or Insulte (forced, adv:DEFAUSSER 1) with two cards in the
    discarder's hand, alike or not: a decision with ``ask`` either way (one option or two),
    and the others see the same states throughout."""
    card = "impro" if who == "own" else "insulte"
    runs: list[list[CBState]] = []
    for pair in (["frappe", "frappe"], ["frappe", "choc"]):
        mine = [card, *pair] if who == "own" else [card]
        theirs = ["vigilance"] if who == "own" else pair
        state = build(SideSpec(hand=mine), SideSpec(cell=(0, 3), hand=theirs))
        asked = do(state, play(A, card))
        (decision,) = GAME.pending(asked)
        discarder = A if who == "own" else B
        assert decision.kind == "discard" and decision.player == discarder
        assert decision.ask and len(decision.options) == len(set(pair))
        runs.append([state, asked, do(asked, discard(discarder, "frappe"))])
    other = B if who == "own" else A
    for one, two in zip(*runs, strict=True):
        for viewer in (other, None):
            assert GAME.view(one, viewer).model_dump_json() == \
                GAME.view(two, viewer).model_dump_json()


# --- the log ------------------------------------------------------------------------------------

SECRETS: dict[type[Event], tuple[str, ...]] = {Draw: ("cards",), Discarded: ("cards",),
                                               DeckReady: ("deck", "saved")}


def test_section8_a_public_event_cannot_be_built_with_a_secret() -> None:
    assert Draw(player=A, n=1, asked=1, cards=["frappe"], to=(A,)).cards == ["frappe"]
    for make in (lambda: Draw(player=A, n=1, asked=1, cards=["frappe"]),
                 lambda: Discarded(player=A, n=1, cards=["frappe"]),
                 lambda: DeckReady(player=A, deck="flamme"),
                 lambda: DeckReady(player=A, saved=True)):
        with pytest.raises(ValidationError):
            make()


def test_section8_private_twins_go_to_their_owner_right_after_the_public_half() -> None:
    twins = Counter[str]()
    for style, seed in PLAYS[:5]:
        for state, _, _, new in moves(style, seed):
            events = new.events_since(state.emitted)
            for i, e in enumerate(events):
                if e.to is None:
                    assert all(getattr(e, f) in (None, []) for f in SECRETS.get(type(e), ()))
                    continue
                assert type(e) in SECRETS and e.to == (e.player,), e  # type: ignore[attr-defined]
                public = events[i - 1]
                assert type(public) is type(e) and public.to is None
                hidden = {*SECRETS[type(e)], "to"}
                assert public.model_dump(exclude=hidden) == e.model_dump(exclude=hidden)
                twins[e.kind] += 1
    assert twins["deck_ready"] == 2 * 5, "each player's deck, told to them alone"
    assert twins["draw"] > 100 and twins["discarded"] > 20, twins


# --- rare positions, built and played on ---------------------------------------------------

def test_d15_a_push_tie_then_play_on() -> None:
    """CB-4: NE and SE tie; the pusher picks, the clock takes the first in section 10's order
    (NE before SE); the game goes on from each."""
    position = build(SideSpec(cell=(0, 0), hand=["bouffee_de_chaleur", "impro"]),
                     SideSpec(cell=(2, -1), hand=["frappe"]))
    tie = do(position, play(A, "bouffee_de_chaleur"))
    check_decisions(tie)
    (decision,) = GAME.pending(tie)
    assert decision.kind == "push" and decision.player == A
    assert [o.n for o in decision.options] == [1, 0] and decision.default == decision.options[0]
    ends = {Hex(3, -2), Hex(3, -1)}
    timed = GAME.timeout(tie, A)
    check_timeout(tie, decision, timed)
    assert timed.sides[B].cell == Hex(3, -2)
    for i, after in enumerate([timed, *(GAME.apply(tie, o) for o in decision.options)]):
        assert after.sides[B].cell in ends and after.sides[B].hp == 18
        play_on(after, i)


def test_r16_an_out_of_turn_push_tie_goes_to_the_owner_then_play_on() -> None:
    """Section 10: B performs Onde de choc's I PASSER 1; its POUSSER 2 is A's, and so is the
    tie, decided during B's turn."""
    position = build(SideSpec(cell=(0, 0), zone=[Paused("onde_de_choc", at=0)]),
                     SideSpec(cell=(2, -1), hand=["frappe"]), active=B)
    tie = do(position, intervene(B, 1))
    check_decisions(tie)
    (decision,) = GAME.pending(tie)
    assert tie.turn is not None and tie.turn.player == B
    assert decision.kind == "push" and decision.player == A
    for i, o in enumerate(decision.options):
        after = GAME.apply(tie, o)
        assert after.sides[B].cell is None, "two steps from the edge: OFF"
        play_on(after, i)


def test_section10_a_turn_menu_past_25_is_split_then_play_on() -> None:
    """Five basics, twenty different cards and one intervention: 26 options, split into
    parts; BACK returns; the clock still plays Rhétorique de base. One card fewer: 25, flat."""
    zone = [Paused("vigilance", at=1)]
    split = build(SideSpec(hand=list(VINGT), zone=zone), SideSpec(cell=(0, 3)))
    flat = build(SideSpec(hand=list(VINGT[:-1]), zone=zone), SideSpec(cell=(0, 3)))
    assert len(options(flat, A)) == 25
    assert all(o.kind is not Kind.MENU for o in options(flat, A))
    menu = options(split, A)
    assert [o.arg for o in menu] == list(MenuPart)
    cards = do(split, act(A, Kind.MENU, arg=MenuPart.CARD))
    assert [o.arg for o in options(cards, A)] == [*sorted(set(VINGT)), None]
    assert do(do(cards, act(A, Kind.BACK)), menu[0]).turn.menu is MenuPart.BASIC  # type: ignore[union-attr]
    timed = GAME.timeout(split, A)
    assert timed.turn is not None and timed.turn.player == B
    assert [e.basic for e in events(split, timed, "basic")] == [Basic.RHETORIQUE]  # type: ignore[attr-defined]
    for i, o in enumerate(options(cards, A)[:3]):
        play_on(GAME.apply(cards, o), i)


def test_section10_the_clock_dissipates_the_most_recent_card_then_play_on() -> None:
    position = build(SideSpec(hand=["antidote"]),
                     SideSpec(cell=(0, 3), zone=[Paused("vigilance", at=1),
                                                 Paused("fougue", at=1)]))
    asked = do(position, play(A, "antidote"))
    (decision,) = GAME.pending(asked)
    assert decision.kind == "dissipate" and [o.uid for o in decision.options] == [2, 1, None]
    timed = GAME.timeout(asked, A)
    check_timeout(asked, decision, timed)
    assert [z.card for z in timed.sides[B].zone] == ["vigilance"]
    assert timed.sides[B].history == ["fougue"]
    play_on(timed, 0)


# --- planted leaks are caught --------------------------------------------------------------------

View = Callable[[Combat, CBState, "PlayerId | None"], CBView]


def _opponent(state: CBState, viewer: PlayerId | None) -> PlayerId:
    return state.order[0] if viewer is None else state.other(viewer)


def _leak_hand(view: CBView, state: CBState, real: View) -> CBView:
    return view.model_copy(update={"hand": list(state.sides[_opponent(state, view.viewer)].hand)})


def _leak_discards(view: CBView, state: CBState, real: View) -> CBView:
    return view.model_copy(update={"discard": [c for p in state.order
                                               for c in state.sides[p].discard]})


def _leak_deck_top(view: CBView, state: CBState, real: View) -> CBView:
    """The viewer's own deck order (nobody may look at it, R5)."""
    deck = state.sides[view.viewer].deck if view.viewer is not None else []
    return view.model_copy(update={"deck_name": deck[-1] if deck else view.deck_name})


def _leak_log(view: CBView, state: CBState, real: View) -> CBView:
    return view.model_copy(update={"log": list(state.log)})


def _leak_draft(view: CBView, state: CBState, real: View) -> CBView:
    if state.decks is None:
        return view
    return view.model_copy(update={"deck_name": state.decks.drafts[_opponent(state, view.viewer)]})


def _leak_picks(view: CBView, state: CBState, real: View) -> CBView:
    """A discard's picks so far, to everyone."""
    turn = state.turn
    ask = turn.run.ask if turn is not None and turn.run is not None else None
    if ask is None or ask.kind is not AskKind.DISCARD:
        return view
    theirs = real(GAME, state, ask.player)  # type: ignore[arg-type]
    return theirs.model_copy(update={"viewer": view.viewer})


def _leak_menu(view: CBView, state: CBState, real: View) -> CBView:
    if view.turn is None or state.turn is None:
        return view
    return view.model_copy(update={"turn": view.turn.model_copy(
        update={"menu": state.turn.menu})})


LEAKS = {"hand": _leak_hand, "discards": _leak_discards, "deck-order": _leak_deck_top,
         "log": _leak_log, "draft": _leak_draft, "picks": _leak_picks, "menu": _leak_menu}


@pytest.mark.parametrize("plant", list(LEAKS.values()), ids=list(LEAKS))
def test_section8_a_planted_leak_is_caught(plant: Callable[[CBView, CBState, View], CBView],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    real = Combat.view

    def leaky(self: Combat, state: CBState, viewer: PlayerId | None) -> CBView:
        return plant(real(self, state, viewer), state, real)

    rnd = random.Random(3)
    states = [*played_states(), *built_states()]
    monkeypatch.setattr(Combat, "view", leaky)
    for state in states:
        for viewer in viewers(state):
            if not same_view(state, resample(state, viewer, rnd), viewer):
                return
    raise AssertionError("the planted leak went unnoticed")


# --- the split of the turn menu ------------------------------------------------------------------

def test_section8_whether_the_turn_menu_is_split_does_not_show_the_hand() -> None:
    """The split follows the hand's size, not which cards it holds: the extra MENU step shows
    in everyone's view as one more version."""
    zone = [Paused("vigilance", at=1)]
    different = build(SideSpec(hand=list(VINGT), zone=zone), SideSpec(cell=(0, 3)))
    repeated = build(SideSpec(hand=[*VINGT[:19], VINGT[0]], zone=zone), SideSpec(cell=(0, 3)))
    assert GAME.view(different, B) == GAME.view(repeated, B), "twenty cards in hand either way"

    def rest(state: CBState) -> CBState:
        """A's quickest Rhétorique de base."""
        if act(A, Kind.MENU, arg=MenuPart.BASIC) in options(state, A):
            state = do(state, act(A, Kind.MENU, arg=MenuPart.BASIC))
        return do(state, basic(A, "rhétorique"))

    after = [rest(different), rest(repeated)]
    assert [s.turn.player for s in after if s.turn is not None] == [B, B]
    for viewer in (B, None):
        assert GAME.view(after[0], viewer).model_dump_json() == \
            GAME.view(after[1], viewer).model_dump_json()
