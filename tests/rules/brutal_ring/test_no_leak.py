"""Section 8 / R34 / D17: a viewer's view never depends on what that viewer cannot know.

Three checks, over random playouts of every configuration:

- resampling everything hidden from a viewer (the other players' hands, sealed drafts, Phase 4
  marks and face-down tricks, both draw piles' order, the RNG) leaves that viewer's view and a
  spectator's view unchanged;
- no log line readable by a viewer names a card that is hidden from that viewer when the line
  is written;
- teammates are no exception (D17), and a face-down trick does not even show its card type.
"""

from __future__ import annotations

import json
import random
import re

from rules.brutal_ring import GAME, BRState, Kind, Options, Phase
from rules.brutal_ring.content import ALL_IDS, CARD_TYPES, GLADIATOR_IDS, card, card_type
from rules.core import copy_state

from .builder import A1, A2, B1, B2, SeatSpec, act, all_cards, build, engage_and_attack, step

CONFIGS = {
    "2p": (["111", "222"], Options()),
    "3p": (["111", "222", "333"], Options()),
    "4p": (["111", "222", "333", "444"], Options(teams=False)),
    "2v2": (["111", "222", "333", "444"], Options(teams=True)),
}
_ID = re.compile(r"\b[GW]\d\d\b")


def hidden_from(state: BRState, viewer: str | None) -> set[str]:
    """The card ids whose identity ``viewer`` cannot know (section 8)."""
    out = {c for kind in CARD_TYPES for c in state.piles[kind]}
    for p in state.players:
        if p == viewer:
            continue
        seat = state.seats[p]
        out.update(seat.hand)
        for e in seat.draft:
            out.update(c for c in (e.gladiator, e.weapon) if c)
    if state.combat is not None:
        out.update(t.card for t in state.combat.tricks if not t.revealed and t.placer != viewer)
    return out


def resample(state: BRState, viewer: str | None, rnd: random.Random) -> BRState:
    """Permute every card hidden from ``viewer`` within its type (card backs are typed, D1,
    and the pile choices keep each hand's type counts public), redraw the other players'
    private discard marks, and reseed the RNG."""
    hidden = hidden_from(state, viewer)
    mapping: dict[str, str] = {}
    for kind in CARD_TYPES:
        ids = sorted(c for c in hidden if card_type(c) == kind)
        shuffled = list(ids)
        rnd.shuffle(shuffled)
        mapping.update(zip(ids, shuffled, strict=True))

    def m(cid: str) -> str:
        return mapping.get(cid, cid)

    new = copy_state(state)
    for kind in CARD_TYPES:
        new.piles[kind] = [m(c) for c in new.piles[kind]]
    for p in new.players:
        if p == viewer:
            continue
        seat = new.seats[p]
        seat.hand = sorted(m(c) for c in seat.hand)
        for e in seat.draft:
            e.gladiator = m(e.gladiator)
            e.weapon = m(e.weapon) if e.weapon else None
        markable = [*seat.hand, *(f.gladiator for f in seat.arena)]
        seat.marks = rnd.sample(markable, rnd.randint(0, len(markable)))
    if new.combat is not None:
        for t in new.combat.tricks:
            if not t.revealed and t.placer != viewer:
                t.card = m(t.card)
        new.combat.blind = [m(c) for c in new.combat.blind]
    new.rng.state = rnd.getrandbits(64)
    assert all_cards(new) == sorted(ALL_IDS)
    return new


def _mentions(event_text: str, data: dict) -> set[str]:
    """Card ids named in an event: ids in its data, gladiator names in its text."""
    ids = set(_ID.findall(json.dumps(data)))
    ids.update(g for g in GLADIATOR_IDS if card(g).name in event_text)
    return ids


def _playouts(seeds: range):
    for config, (players, options) in CONFIGS.items():
        for seed in seeds:
            rnd = random.Random(seed)
            state = GAME.setup(players, seed, options)
            while pending := GAME.pending(state):
                yield config, state, rnd
                state = GAME.apply(state, rnd.choice(rnd.choice(pending).options))


def test_views_ignore_everything_hidden_from_the_viewer() -> None:
    checked = 0
    for config, state, rnd in _playouts(range(8)):
        if rnd.random() > 0.15:
            continue
        players = CONFIGS[config][0]
        for viewer in [*players, None]:
            twin = resample(state, viewer, rnd)
            assert GAME.view(twin, viewer) == GAME.view(state, viewer), (config, state.phase)
            if viewer is not None:
                assert GAME.view(twin, None) == GAME.view(state, None)
            checked += 1
    assert checked > 1500, checked


def test_log_lines_never_name_a_card_hidden_from_their_readers() -> None:
    checked = 0
    for config, state, rnd in _playouts(range(15)):
        players = CONFIGS[config][0]
        pending = GAME.pending(state)
        new = GAME.apply(state, rnd.choice(rnd.choice(pending).options))
        for event in new.log[len(state.log):]:
            readers = [None, *players] if event.to is None else list(event.to)
            named = _mentions(event.text, event.data)
            for reader in readers:
                leaked = named & hidden_from(new, reader)
                assert not leaked, (config, event.kind, event.text, reader, leaked)
            checked += 1
    assert checked > 10000, checked


def test_teammate_sees_neither_the_partners_hand_nor_draft_nor_tricks() -> None:
    """D17: hand contents are private even to teammates; so are drafts and face-down tricks."""
    s = build(players=[A1, B1, A2, B2], phase="entry",
              seats={A1: SeatSpec(hand=["G05", "W10", "W05"]), A2: SeatSpec(hand=["G06"])})
    s = step(s, A1, Kind.ENTER, card="G05")
    partner = GAME.view(s, A2)
    assert partner.seats[0].hand is None and partner.seats[0].draft is None
    assert partner.seats[0].hand_count == 2 and partner.seats[0].draft_entries == 1
    twin = resample(s, A2, random.Random(1))
    assert twin.seats[A1].hand != s.seats[A1].hand or twin.seats[A1].draft != s.seats[A1].draft
    assert GAME.view(twin, A2) == partner

    s = build(players=[A1, B1, A2, B2],
              seats={A1: SeatSpec(hand=["W05"], arena=[("G09", "W12")]),
                     A2: SeatSpec(hand=["W13"]), B1: SeatSpec(arena=[("G10", "W17")])})
    s = engage_and_attack(s, A1, "G09", "G10")
    s = step(s, A1, Kind.PLACE, card="W05")
    combat = GAME.view(s, A2).combat
    assert combat is not None and [t.card for t in combat.tricks] == [None]
    assert [t.placer for t in combat.tricks] == [A1]


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
    for viewer in ("p2", None):
        assert GAME.view(twin, viewer) == GAME.view(s, viewer)
    assert GAME.decision_for(s, "p2") == GAME.decision_for(twin, "p2")
    assert act("p2", Kind.READY) in GAME.decision_for(s, "p2").options  # type: ignore[union-attr]
    assert s.phase is Phase.TRICKS
