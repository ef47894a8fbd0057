"""Section 8 / R34 / D17: a viewer's view never depends on what that viewer cannot know.

Checks over random playouts of every configuration, with clocks running out now and then:

- resampling everything hidden from a viewer (the other players' hands, sealed drafts, Phase 4
  marks and face-down tricks, both draw piles' order, the RNG, and the private events those
  left in the log) leaves that viewer's view and a spectator's view unchanged, in every phase;
- no event readable by a viewer names a card that is hidden from that viewer when it is
  emitted, and a public event cannot even be built with a secret in it;
- teammates are no exception (D17), and a face-down trick does not even show its card type.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from pydantic import ValidationError

from rules.brutal_ring import GAME, BRState, Kind, Options, Phase
from rules.brutal_ring.content import ALL_IDS
from rules.brutal_ring.events import DraftEnter, Draw, Place

from .builder import A1, A2, B1, B2, SeatSpec, act, all_cards, build, engage_and_attack, step
from .resample import hidden_from, resample

CONFIGS = {
    "2p": (["111", "222"], Options()),
    "3p": (["111", "222", "333"], Options()),
    "4p": (["111", "222", "333", "444"], Options(teams=False)),
    "2v2": (["111", "222", "333", "444"], Options(teams=True)),
}
_ID = re.compile(r"\b[GW]\d\d\b")


def _playouts(seeds: range) -> Iterator[tuple[str, BRState, random.Random]]:
    for config, (players, options) in CONFIGS.items():
        for seed in seeds:
            rnd = random.Random(seed)
            state = GAME.setup(players, seed, options)
            while pending := GAME.pending(state):
                yield config, state, rnd
                d = rnd.choice(pending)
                state = (GAME.timeout(state, d.player) if rnd.random() < 0.05
                         else GAME.apply(state, rnd.choice(d.options)))


def test_views_ignore_everything_hidden_from_the_viewer() -> None:
    checked = 0
    phases: set[Phase] = set()
    logs_changed = 0
    for config, state, rnd in _playouts(range(8)):
        if rnd.random() > 0.15 and state.phase is not Phase.PICK:  # the blind pick is rare
            continue
        players = CONFIGS[config][0]
        for viewer in [*players, None]:
            twin = resample(state, viewer, rnd)
            assert all_cards(twin) == sorted(ALL_IDS)
            assert GAME.view(twin, viewer) == GAME.view(state, viewer), (config, state.phase)
            if viewer is not None:
                assert GAME.view(twin, None) == GAME.view(state, None)
            logs_changed += twin.log != state.log
            phases.add(state.phase)
            checked += 1
    assert checked > 1500, checked
    assert phases >= {Phase.DRAW, Phase.ENTRY, Phase.ENGAGE, Phase.ATTACK, Phase.TRICKS,
                      Phase.PICK, Phase.BONUS, Phase.DISCARD}, phases
    # Others' private events (their draws, draft edits, placed tricks) were redrawn too.
    assert logs_changed > checked // 2, (logs_changed, checked)


def test_the_resampler_changes_private_events_and_drafts() -> None:
    """The check above has teeth: another player's draft and the private events it left are
    redrawn, while the viewer's own stay."""
    s = build(players=["p1", "p2"], phase="entry",
              seats={"p1": SeatSpec(hand=["G05"]), "p2": SeatSpec(hand=["G06", "W05", "W20"],
                                                                  hand_size=6)})
    s = step(s, "p2", Kind.ENTER, card="G06")
    s = step(s, "p1", Kind.ENTER, card="G05")
    twin = resample(s, "p1", random.Random(3))
    assert s.entry is not None and twin.entry is not None
    assert twin.entry.draft("p1") == s.entry.draft("p1")
    assert twin.entry.draft("p2") != s.entry.draft("p2")
    theirs = [e for e in twin.log if e.to == ("p2",)]
    assert theirs and theirs != [e for e in s.log if e.to == ("p2",)]
    assert [e for e in twin.log if e.to == ("p1",)] == [e for e in s.log if e.to == ("p1",)]
    assert GAME.view(twin, "p1") == GAME.view(s, "p1")


def test_events_never_name_a_card_hidden_from_their_readers() -> None:
    checked = 0
    for config, state, rnd in _playouts(range(15)):
        players = CONFIGS[config][0]
        pending = GAME.pending(state)
        new = GAME.apply(state, rnd.choice(rnd.choice(pending).options))
        for event in new.events_since(state.emitted):
            readers = [None, *players] if event.to is None else list(event.to)
            named = set(_ID.findall(event.model_dump_json()))
            for reader in readers:
                leaked = named & hidden_from(new, reader)
                assert not leaked, (config, event, reader, leaked)
            checked += 1
    assert checked > 10000, checked


def test_public_events_cannot_carry_a_secret() -> None:
    """The private twins' secret fields (the drawn card, the placed trick) and the private-only
    kinds (draft edits, D4) refuse to be built for everyone."""
    assert Draw(to=("p1",), player="p1", pile="G", card="G05").card == "G05"
    with pytest.raises(ValidationError):
        Draw(player="p1", pile="G", card="G05")
    with pytest.raises(ValidationError):
        Place(player="p1", gladiator="G09", count=1, card="W05")
    with pytest.raises(ValidationError):
        DraftEnter(player="p1", card="G05")


def test_teammate_sees_neither_the_partners_hand_nor_draft_nor_tricks() -> None:
    """D17: hand contents are private even to teammates; so are drafts and face-down tricks."""
    s = build(players=[A1, B1, A2, B2], phase="entry",
              seats={A1: SeatSpec(hand=["G05", "W10", "W05"]), A2: SeatSpec(hand=["G06"])})
    s = step(s, A1, Kind.ENTER, card="G05")
    partner = GAME.view(s, A2)
    assert partner.seats[0].hand is None and partner.seats[0].draft is None
    assert partner.seats[0].hand_count == 2 and partner.seats[0].draft_entries == 1
    assert not any(e.to == (A1,) for e in partner.log)
    twin = resample(s, A2, random.Random(1))
    assert twin.entry is not None and s.entry is not None
    assert twin.seats[A1].hand != s.seats[A1].hand or twin.entry.draft(A1) != s.entry.draft(A1)
    assert GAME.view(twin, A2) == partner

    s = build(players=[A1, B1, A2, B2],
              seats={A1: SeatSpec(hand=["W05"], arena=[("G09", "W12")]),
                     A2: SeatSpec(hand=["W13"]), B1: SeatSpec(arena=[("G10", "W17")])})
    s = engage_and_attack(s, A1, "G09", "G10")
    s = step(s, A1, Kind.PLACE, card="W05")
    combat = GAME.view(s, A2).combat
    assert combat is not None and [t.card for t in combat.tricks] == [None]
    assert [t.placer for t in combat.tricks] == [A1]
    mine = [e for e in s.log if e.to == (A1,)]
    assert mine[-1] == Place(to=(A1,), player=A1, gladiator="G09", count=1, card="W05")
    assert [e for e in GAME.view(s, A2).log if e.kind == "place"] == [
        Place(player=A1, gladiator="G09", count=1)]


def test_face_down_trick_hides_even_its_card_type() -> None:
    """Section 8: a face-down trick shows its placer and position, not whether it is a
    gladiator (orange) or a weapon (black) card; swapping it for a card of the other type,
    hand sizes kept, changes nothing the opponent or a spectator sees."""
    s = build(seats={"p1": SeatSpec(hand=["W05", "G17"], arena=[("G09", "W12")]),
                     "p2": SeatSpec(hand=["W31"], arena=[("G10", "W17")])})
    s = engage_and_attack(s, "p1", "G09", "G10")
    s = step(s, "p1", Kind.PLACE, card="W05")
    twin = s.model_copy(deep=True)
    assert twin.combat is not None
    twin.combat.tricks[0].card = "G17"
    twin.seats["p1"].hand = ["W05"]
    twin.log = [e.model_copy(update={"card": "G17"}) if e.to == ("p1",) and e.kind == "place"
                else e for e in twin.log]
    for viewer in ("p2", None):
        assert GAME.view(twin, viewer) == GAME.view(s, viewer)
    assert GAME.decision_for(s, "p2") == GAME.decision_for(twin, "p2")
    assert act("p2", Kind.READY) in GAME.decision_for(s, "p2").options  # type: ignore[union-attr]
    assert s.phase is Phase.TRICKS
