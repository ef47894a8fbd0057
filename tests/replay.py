"""The store's promise, checked: replaying a match's actions from its seed reproduces its
snapshot byte for byte and its event table event for event."""

from __future__ import annotations

from bot.matches import MatchService


async def assert_replays(service: MatchService, match_id: int) -> None:
    match = await service.get(match_id)
    state, events = await service.replay(match_id)
    assert state.model_dump_json() == match.snapshot, "replay equals the snapshot"
    stored = await service.events(match)
    assert stored == events, "replay equals the event table"
    rows = await service.store.events(match_id)
    assert [r.seq for r in rows] == list(range(1, state.emitted + 1)), "events contiguous"
    assert [a.seq for a in await service.store.actions(match_id)] == list(
        range(1, match.version + 1)), "versions contiguous"
