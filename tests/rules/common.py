"""Checks every game's rules tests share."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Sequence

from rules.core import Action, Event, Game, IllegalAction, State


def assert_rejected(game: Game, state: State, action: Action) -> None:
    """``game.apply`` raises ``IllegalAction`` and leaves its input unchanged."""
    before = state.model_dump_json()
    try:
        game.apply(state, action)
    except IllegalAction:
        pass
    else:
        raise AssertionError(f"{action} was accepted")
    assert state.model_dump_json() == before, "a rejected action must not change the state"


def check_coverage_map(doc: str, rule_ids: Iterable[str], test_names: Iterable[str]) -> None:
    """A rules test module's docstring maps every rule id (``R1``, ``D4``...) to tests: each id
    has a row, a ``test_<id>_*`` test exists, and every test a row names exists. Rows may go
    on over indented lines."""
    rows: dict[str, str] = {}
    current = ""
    for line in doc.splitlines():
        found = re.match(r"^(R\d+|D\d+)\s+(.+)$", line)
        if found:
            current = found.group(1)
            rows[current] = found.group(2)
        elif current and line.startswith("        "):
            rows[current] += " " + line.strip()
        else:
            current = ""
    ids = list(rule_ids)
    here = set(test_names)
    assert sorted(rows) == sorted(ids)
    for rule in ids:
        prefix = f"test_{rule.lower()}_"
        assert any(name.startswith(prefix) for name in here), f"no {prefix}* test"
        for name in re.findall(r"test_\w+", rows[rule]):
            assert name in here, f"{rule} lists {name}, which does not exist"


def history(states: Sequence[State]) -> list[Event]:
    """Every event of consecutive states (each one step after the one before): the first's
    log, then each step's own events. A state keeps only its recent events, as the match
    store keeps the rest."""
    events = list(states[0].log) if states else []
    for before, after in itertools.pairwise(states):
        events += after.events_since(before.emitted)
    return events
