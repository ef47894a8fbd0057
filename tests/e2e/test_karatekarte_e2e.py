"""KarateKarte end to end in a simulated Discord: slash, lobby, thread, DMs, clicks."""

from __future__ import annotations

import random
from pathlib import Path

from rules.karatekarte import GAME
from tests.e2e.harness import Table, click_something, prompt_message, table

MAX_CLICKS = 2000


async def open_match(t: Table, host: str = "alice", guest: str = "bob", **options: object) -> int:
    res = await t.slash(host, "karatekarte new", opponent=t[guest], **options)
    lobby = res.response.message
    await t.click(guest, lobby, label="Join")
    await t.click(host, lobby, label="Start")
    (match,) = await t.bot.matches.store.list_matches()
    return match.id


async def whose_turn(t: Table, match_id: int) -> str | None:
    match, state = await t.bot.matches.state(match_id)
    if match.over:
        return None
    (decision,) = GAME.pending(state)
    return t.name_of(decision.player)


async def play_via_dms(t: Table, match_id: int, rnd: random.Random,
                       max_clicks: int = MAX_CLICKS) -> int:
    """Each player answers the prompt in their DMs until the match ends."""
    clicks = 0
    while (name := await whose_turn(t, match_id)) is not None and clicks < max_clicks:
        prompt = prompt_message(t.dms(name))
        assert prompt is not None, f"{name} has no prompt in their DMs"
        result = await click_something(t, name, prompt, rnd)
        assert result.acknowledged
        clicks += 1
    return clicks


async def test_two_members_play_a_whole_match(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t)
        thread = t.thread()
        assert thread.history()[0].attachments[0].filename == "board.png"
        clicks = await play_via_dms(t, match_id, random.Random(1))
        match, state = await t.bot.matches.state(match_id)
        assert match.status == "finished", f"unfinished after {clicks} clicks"
        outcome = GAME.outcome(state)
        assert outcome is not None
        final = thread.history()[-1].content
        if outcome.winners:
            (winner,) = outcome.winners
            assert f"<@{winner}> wins" in final
        else:
            assert "draw" in final
        status = thread.history()[0]
        assert status.components == [], "buttons are gone once the match is over"
        assert "🏁" in status.embeds[0].description
