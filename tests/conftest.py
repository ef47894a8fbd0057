"""Shared fixtures: a fake clock and a match service on a real SQLite file."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.matches import MatchService
from bot.store import Store
from bot.text.catalog import Catalog

# A message missing from a catalog, or one that cannot be formatted with the parameters it is
# given, fails the test that reaches it instead of falling back quietly.
Catalog.strict = True


class FakeClock:
    """A settable clock for the match service (the rules never see a clock)."""

    def __init__(self, now: float = 1_800_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> float:
        self.now += seconds
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "dojo.sqlite3"


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[Store]:
    s = await Store.open(db_path)
    yield s
    await s.close()


@pytest.fixture
def service(store: Store, clock: FakeClock) -> MatchService:
    return MatchService(store, clock=clock)
