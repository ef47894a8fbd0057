"""A game whose rules count missed turns (Martial Art R65) keeps running when one player
forfeits: the match service plays every timeout and the engine puts the fighter out."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.matches import FORFEIT_AFTER, MatchService
from bot.store import Store
from tests.conftest import FakeClock

PLAYERS = ["100", "200", "300"]
TIMEOUT = 600


@pytest.fixture
async def service(tmp_path: Path, clock: FakeClock) -> AsyncIterator[MatchService]:
    store = await Store.open(str(tmp_path / "db.sqlite3"))
    yield MatchService(store, clock=clock)
    await store.close()


async def test_a_sleeper_is_eliminated_and_the_others_play_on(
        service: MatchService, clock: FakeClock) -> None:
    lobby = await service.create("martial_art", host=PLAYERS[0], guild_id=1, channel_id=2,
                                 turn_timeout=TIMEOUT, capacity=3)
    for p in PLAYERS[1:]:
        await service.join(lobby.id, p)
    update = await service.start(lobby.id, PLAYERS[0], seed=5)
    mid = update.match.id
    sleeper = update.state.seats[1]  # type: ignore[attr-defined]
    rnd = random.Random(4)
    missed = 0
    for _ in range(400):
        live = await service.live(mid)
        (decision,) = live.decisions
        if decision.player != sleeper:
            await service.choose(mid, decision.player, live.match.version,
                                 rnd.randrange(len(decision.options)))
            continue
        clock.advance(TIMEOUT + 1)
        (u,) = await service.expire_due()
        assert u.timed_out == [sleeper]
        if decision.kind != "start":
            continue  # a pick or a defence: not a turn of theirs (section 11)
        missed += 1
        fighter = u.state.fighters[sleeper]  # type: ignore[attr-defined]
        if missed < FORFEIT_AFTER:
            assert fighter.alive
            continue
        assert not fighter.alive and fighter.out == "forfeit"
        assert not u.finished, "two fighters are left: the match goes on"
        assert (await service.get(mid)).status == "running"
        return
    raise AssertionError("the sleeper never missed three turns")
