"""Pace presets: one lobby option sets every clock of the game. Live play is minutes per
move (Brutal Ring's entry window the rules' minute); daily play is a day per move, and Brutal
Ring's entry window stretches with it, so nobody who isn't watching misses the entry."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.errors import OutOfDate
from bot.registry import PACES, default_registry
from tests.e2e.harness import open_match, table


@pytest.mark.parametrize("pace", PACES)
@pytest.mark.parametrize("game", ["karatekarte", "brutal_ring", "martial_art", "combat",
                                  "kungfu_duel"])
async def test_a_pace_sets_every_clock_of_the_game(tmp_path: Path, game: str,
                                                   pace: str) -> None:
    spec = default_registry()[game]
    clocks = spec.paces[pace]
    async with table(tmp_path / "db.sqlite3") as t:
        res = await t.slash("alice", f"{spec.group} new", pace=pace)
        lobby = res.response.message
        field = next(f for f in lobby.embeds[0].fields if f.name == "Pace")
        assert field.value.startswith(pace.capitalize())
        await t.click("bob", lobby, label="Join")
        await t.click("alice", lobby, label="Start")
        (match,) = await t.bot.matches.store.list_matches()
        assert match.turn_timeout == clocks.turn_timeout and match.meta.pace == pace
        for option, value in clocks.options.items():
            assert match.options[option] == value
        if game == "combat":  # section 10's own clocks, named in the lobby
            assert "for a step's choice" in field.value and "for a push tie" in field.value
            assert "to choose a deck" in field.value
        if game == "kungfu_duel":  # section 10's clocks, each named in the lobby
            assert "to plan" in field.value and "to absorb" in field.value
            assert "for the game master's step" in field.value
            assert "to pick a fighter" in field.value
            # The first decisions, the sealed pick, run on the pick's clock.
            live = await t.bot.matches.live(match.id)
            due = {r.due_at - t.bot.clock() for r in live.deadlines.values()}
            assert due == {float(clocks.options["pick_seconds"])}
        if game == "brutal_ring":
            assert "to enter gladiators" in field.value
            # Play up to the entry window: its clock is the pace's, not the rules' minute.
            for _ in range(200):
                live = await t.bot.matches.live(match.id)
                if all(d.timer is not None for d in live.decisions):
                    break
                d = live.decisions[0]
                try:
                    await t.bot.matches.choose(match.id, d.player, live.match.version, 0)
                except OutOfDate:
                    # An unlocked read can trail a write that just landed (seen once under
                    # load in CI): read again, as a member would after "out of date".
                    continue
            else:
                raise AssertionError("the entry window never opened")
            due = {r.due_at - t.bot.clock() for r in live.deadlines.values()}
            assert due == {float(clocks.options["entry_seconds"])}


async def test_the_default_pace_is_daily_play_by_chat(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        match = await t.bot.matches.get(match_id)
        assert match.meta.pace == "daily" and match.turn_timeout == 24 * 3600
