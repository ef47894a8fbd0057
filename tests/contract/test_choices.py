"""Only real choices reach a player (ARCHITECTURE.md: "A decision with a single option is not
asked: the engine plays it"), for every registered game and table.

Uniform random players (with an occasional timeout) play many seeds; every decision
``pending`` offers on the way is counted. Before the engine played forced moves, about 2-5%
of them had one option (KarateKarte's lone DRAW or Glissade lane, Brutal Ring's lone engage
and "Ready"-only trick windows); now none may, but those the game marks ``ask`` (whether it
is asked would tell a secret, Martial Art R67).
"""

from __future__ import annotations

import random

import pytest

from tests.contract.games import CONFIGS, Config
from tests.contract.test_contract import SWEEP, step

ids = [c.id for c in CONFIGS]


@pytest.mark.parametrize("config", CONFIGS, ids=ids)
def test_no_decision_offered_has_a_single_option(config: Config) -> None:
    offered = single = 0
    examples: list[str] = []
    for seed in range(max(5, SWEEP // 4)):
        rnd = random.Random(seed)
        state = config.setup(seed)
        while pending := config.game.pending(state):
            for d in pending:
                offered += 1
                if len(d.options) == 1 and not d.ask:
                    single += 1
                    examples.append(f"seed {seed} v{state.version}: {d.kind} {d.options[0]}")
            state, _, _ = step(config, state, rnd)
    assert offered > 100, offered
    assert single == 0, f"{single}/{offered} single-option decisions, e.g. {examples[:5]}"


@pytest.mark.parametrize("config", CONFIGS, ids=ids)
def test_one_call_is_one_version_whatever_the_engine_plays_after_it(config: Config) -> None:
    """Forced moves join the call that led to them: ``version`` counts calls, so a replay
    (seed + the calls) lands on the same state; every forced move's events are in the
    state the call returns, numbered on."""
    rnd = random.Random(7)
    state = config.setup(7)
    assert state.version == 0
    calls = 0
    while config.game.pending(state):
        new, _, _ = step(config, state, rnd)
        calls += 1
        assert new.version == state.version + 1 == calls
        fresh = new.events_since(state.emitted)
        assert new.log[len(new.log) - len(fresh):] == fresh
        state = new
