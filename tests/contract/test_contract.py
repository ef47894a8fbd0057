"""The engine contract (ARCHITECTURE.md) checked on every game and configuration: random
playouts finish with an outcome; ``apply`` and ``timeout`` are pure and deterministic; states
round-trip through JSON; replays are byte-identical; an action not offered raises and changes
nothing; every decision offers at most 25 distinct options, its default among them, and its
timeout is legal; and no view changes when another player's secrets are drawn anew.

``DOJO_PLAYOUTS`` scales the sweeps (default 2000 means the full size below).
"""

from __future__ import annotations

import os
import random

import pytest

from rules.core import LOG_TAIL, Action, Decision, IllegalAction, State
from tests.contract.games import CONFIGS, Config

SCALE = int(os.environ.get("DOJO_PLAYOUTS", "2000")) / 2000
SWEEP = max(5, int(120 * SCALE))
"""Seeds per configuration for the light checks (termination, outcome, option counts)."""
DEEP = max(3, int(12 * SCALE))
"""Seeds per configuration for the per-step checks (purity, JSON, illegal actions, views)."""
MAX_ACTIONS = 20_000
MAX_OPTIONS = 25
TIMEOUT_RATE = 0.05
"""How often a random player lets the clock run instead of choosing."""

ids = [c.id for c in CONFIGS]


def step(config: Config, state: State, rnd: random.Random) -> tuple[State, str, Action | None]:
    """One random move: a random open decision, then an option or (sometimes) its timeout."""
    decision = rnd.choice(config.game.pending(state))
    if rnd.random() < TIMEOUT_RATE:
        return config.game.timeout(state, decision.player), decision.player, None
    action = rnd.choice(decision.options)
    return config.game.apply(state, action), decision.player, action


def playout(config: Config, seed: int) -> tuple[State, list[tuple[str, Action | None]]]:
    rnd = random.Random(seed)
    state = config.setup(seed)
    moves: list[tuple[str, Action | None]] = []
    while config.game.pending(state):
        assert config.game.outcome(state) is None, "no outcome while the game runs"
        state, player, action = step(config, state, rnd)
        moves.append((player, action))
        assert len(moves) < MAX_ACTIONS, "the game did not finish"
    return state, moves


@pytest.mark.parametrize("config", CONFIGS, ids=ids)
def test_random_playouts_finish_with_an_outcome(config: Config) -> None:
    for seed in range(SWEEP):
        state, moves = playout(config, seed)
        outcome = config.game.outcome(state)
        assert outcome is not None, f"seed {seed}: over without an outcome"
        assert state.version == len(moves)
        everyone = sorted(p for group in outcome.ranking for p in group)
        assert everyone == sorted(state.players), "the ranking places every player once"
        assert set(outcome.winners) <= set(state.players)


SNAPSHOT_LIMIT = 16 * 1024
"""Bytes a stored state may take at any point of any game (events live in the event table)."""


@pytest.mark.parametrize("config", CONFIGS, ids=ids)
def test_snapshots_stay_small_and_hold_each_steps_events(config: Config) -> None:
    """The log is a recent tail, never the whole game: a state stays under 16 KiB at every
    step, and every event a step emits is in the state it returns, numbered on."""
    largest = 0
    for seed in range(DEEP):
        rnd = random.Random(seed)
        state = config.setup(seed)
        assert state.emitted == len(state.log)
        while config.game.pending(state):
            new, _, _ = step(config, state, rnd)
            fresh = new.events_since(state.emitted)
            assert new.log[len(new.log) - len(fresh):] == fresh
            assert len(new.log) <= LOG_TAIL + len(fresh)
            largest = max(largest, len(new.model_dump_json()))
            state = new
    assert 0 < largest < SNAPSHOT_LIMIT, largest


@pytest.mark.parametrize("config", CONFIGS, ids=ids)
def test_decisions_are_small_and_well_formed(config: Config) -> None:
    for seed in range(SWEEP // 2):
        rnd = random.Random(seed)
        state = config.setup(seed)
        while pending := config.game.pending(state):
            deciders = [d.player for d in pending]
            assert len(deciders) == len(set(deciders)), "one open decision per player"
            for d in pending:
                assert 1 <= len(d.options) <= MAX_OPTIONS, f"{d.kind}: {len(d.options)} options"
                assert all(o.player == d.player for o in d.options)
                assert len({o.key for o in d.options}) == len(d.options), "distinct options"
                assert d.default is None or d.default in d.options, "the default is offered"
            state, _, _ = step(config, state, rnd)


@pytest.mark.parametrize("config", CONFIGS, ids=ids)
def test_replay_from_seed_and_moves_is_byte_identical(config: Config) -> None:
    for seed in range(DEEP):
        final, moves = playout(config, seed)
        state = config.setup(seed)
        for player, action in moves:
            state = (config.game.timeout(state, player) if action is None
                     else config.game.apply(state, action))
        assert state.model_dump_json() == final.model_dump_json()


def _not_offered(config: Config, state: State, pending: list[Decision],
                 rnd: random.Random, stale: list[Action]) -> list[Action]:
    """Actions the state does not offer: another player's option signed by someone who may
    not take it, and options offered earlier that are closed now."""
    offered = {(o.player, o.key) for d in pending for o in d.options}
    deciders = {d.player for d in pending}
    out = []
    idle = [p for p in state.players if p not in deciders]
    for d in pending:
        if idle:
            forged = d.options[0].model_copy(update={"player": rnd.choice(idle)})
            out.append(forged)
    out += [a for a in stale if (a.player, a.key) not in offered][:3]
    return out


@pytest.mark.parametrize("config", CONFIGS, ids=ids)
def test_each_step_is_pure_round_trips_and_refuses_what_is_not_offered(config: Config) -> None:
    refused = 0
    for seed in range(DEEP):
        rnd = random.Random(seed)
        state = config.setup(seed)
        stale: list[Action] = []
        while pending := config.game.pending(state):
            before = state.model_dump_json()
            assert config.game.load(before) == state, "JSON round trip"
            for bad in _not_offered(config, state, pending, rnd, stale):
                with pytest.raises(IllegalAction):
                    config.game.apply(state, bad)
                refused += 1
            stale = [o for d in pending for o in d.options][:8]
            for d in pending:  # every decision's timeout is legal and pure
                timed = config.game.timeout(state, d.player)
                assert timed.version == state.version + 1
            new, _, _ = step(config, state, rnd)
            assert state.model_dump_json() == before, "apply/timeout never mutate their input"
            assert new.version == state.version + 1
            state = new
        with pytest.raises(IllegalAction):
            config.game.timeout(state, state.players[0])
    assert refused > 0, "the sweep tried actions that are not offered"


@pytest.mark.parametrize("config", CONFIGS, ids=ids)
def test_views_ignore_other_players_secrets(config: Config) -> None:
    changed = compared = seed = 0
    # Short games (a Kung-Fu Duel fight can end in a few random turns) play more seeds, so
    # a small DOJO_PLAYOUTS still compares enough views.
    while seed < DEEP or (compared <= 20 and seed < 20 * DEEP):
        rnd = random.Random(seed)
        state = config.setup(seed)
        seed += 1
        while config.game.pending(state):
            if rnd.random() < 0.3:
                viewers: list[str | None] = [*state.players, None]
                viewer = rnd.choice(viewers)
                twin = config.resample(state, viewer, rnd)
                assert twin.players == state.players
                if twin.model_dump_json() != state.model_dump_json():
                    changed += 1
                assert config.game.view(twin, viewer) == config.game.view(state, viewer), (
                    f"seed {seed - 1}, version {state.version}: {viewer}'s view depends on "
                    f"another player's secrets")
                compared += 1
            state, _, _ = step(config, state, rnd)
    assert compared > 20
    assert changed > compared // 3, "the resampler must actually change hidden parts"
