"""Brutal Ring end to end: simultaneous secret decisions in DMs, public turns in the thread,
the entry clock, 3 players and 2v2."""

from __future__ import annotations

import random
from pathlib import Path

from rules.brutal_ring import GAME, Phase
from tests.e2e.harness import Table, click_something, prompt_message, table
from tests.replay import assert_replays

PREFER = ("Ready", "Confirm", "Keep everything", "Draw the rest", "Enter", "Arm", "Engage",
          "Attack", "Trick:", "Card #", "Draw a")
AVOID = ("Take", "Keep ", "Discard the marked")
MAX_CLICKS = 3000


async def open_match(t: Table, names: list[str], **options: object) -> int:
    host, *guests = names
    res = await t.slash(host, "brutalring new", players=len(names), **options)
    lobby = res.response.message
    for guest in guests:
        await t.click(guest, lobby, label="Join")
    await t.click(host, lobby, label="Start")
    (match,) = await t.bot.matches.store.list_matches()
    return match.id


async def play_to_the_end(t: Table, match_id: int, rnd: random.Random,
                          max_clicks: int = MAX_CLICKS) -> int:
    """Everyone with an open decision answers where the bot asked: DMs for secret decisions,
    the thread for public ones."""
    clicks = 0
    while clicks < max_clicks:
        match, state = await t.bot.matches.state(match_id)
        if match.over:
            break
        decision = rnd.choice(GAME.pending(state))
        name = t.name_of(decision.player)
        where = t.dms(name) if decision.private else [
            m for m in t.thread().history() if t[name].mention in m.content]
        prompt = prompt_message(where)
        assert prompt is not None, f"no prompt for {name} ({decision.kind})"
        result = await click_something(t, name, prompt, rnd, PREFER, AVOID)
        assert result.acknowledged
        clicks += 1
    return clicks


async def assert_finished_with_the_engines_outcome(t: Table, match_id: int) -> None:
    match, state = await t.bot.matches.state(match_id)
    assert match.status == "finished"
    outcome = GAME.outcome(state)
    assert outcome is not None and match.result == outcome.model_dump(mode="json")
    final = t.thread().history()[-1].content
    for winner in outcome.winners:
        assert f"<@{winner}>" in final
    await assert_replays(t.bot.matches, match_id)


async def test_a_whole_three_player_match(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3", names=("alice", "bob", "carol")) as t:
        match_id = await open_match(t, ["alice", "bob", "carol"])
        clicks = await play_to_the_end(t, match_id, random.Random(3))
        await assert_finished_with_the_engines_outcome(t, match_id)
        combats = [m for m in t.thread().history()
                   if any(a.filename.startswith("combat") for a in m.attachments)]
        assert clicks > 0 and combats, "each resolved fight is shown as a picture"


async def test_a_whole_two_versus_two_match(tmp_path: Path) -> None:
    names = ["alice", "bob", "carol", "dave"]
    async with table(tmp_path / "db.sqlite3", names=names) as t:
        match_id = await open_match(t, names)
        _, state = await t.bot.matches.state(match_id)
        assert state.teams == [[t.uid("alice"), t.uid("carol")], [t.uid("bob"), t.uid("dave")]]
        await play_to_the_end(t, match_id, random.Random(5))
        await assert_finished_with_the_engines_outcome(t, match_id)
        outcome = GAME.outcome((await t.bot.matches.state(match_id))[1])
        assert outcome is not None and outcome.teams is not None


async def reach_the_entry_window(t: Table, match_id: int) -> None:
    """Everyone draws (the first option until their draws are done)."""
    rnd = random.Random(0)
    while True:
        _, state = await t.bot.matches.state(match_id)
        if state.phase is not Phase.DRAW:
            break
        decision = GAME.pending(state)[0]
        name = t.name_of(decision.player)
        prompt = prompt_message(t.dms(name))
        assert prompt is not None
        await click_something(t, name, prompt, rnd, ("Draw the rest",), ())
    assert state.phase is Phase.ENTRY


async def test_the_entry_clock_closes_the_window_when_nobody_clicks(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3", names=("alice", "bob")) as t:
        match_id = await open_match(t, ["alice", "bob"], pace="live")
        await reach_the_entry_window(t, match_id)
        status = t.thread().history()[0].embeds[0].description
        assert "time runs out" in status and "face down" in status
        await t.advance(59)
        assert (await t.bot.matches.state(match_id))[1].phase is Phase.ENTRY
        await t.advance(2)
        match, state = await t.bot.matches.state(match_id)
        assert state.phase is not Phase.ENTRY, "the window closed on time"
        assert "Time is up" in "\n".join(m.content for m in t.thread().history()[-3:])
        assert all(v == 0 for v in match.meta.timeouts.values()), \
            "the rules' clock is not a missed turn"


async def test_the_entry_clock_survives_a_restart(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3", names=("alice", "bob")) as t:
        match_id = await open_match(t, ["alice", "bob"], pace="live")
        await reach_the_entry_window(t, match_id)
        await t.restart()
        await t.advance(61)
        assert (await t.bot.matches.state(match_id))[1].phase is not Phase.ENTRY
