"""KarateKarte end to end in a simulated Discord: slash, lobby, thread, DMs, clicks."""

from __future__ import annotations

import random
from pathlib import Path

from rules.karatekarte import GAME
from tests.e2e.harness import (
    Table,
    click_something,
    controls,
    private_answer,
    prompt_message,
    table,
)
from tests.replay import assert_replays

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


async def test_closed_dms_play_the_same_match_through_my_hand(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        t.close_dms("bob")
        match_id = await open_match(t)
        thread = t.thread()
        rnd = random.Random(4)
        clicks = 0
        told = False
        while (name := await whose_turn(t, match_id)) is not None and clicks < MAX_CLICKS:
            if name == "alice":
                prompt = prompt_message(t.dms("alice"))
            else:
                if not told:
                    pings = [m.content for m in thread.history()
                             if t["bob"].mention in m.content]
                    assert any("can't send you direct messages" in p for p in pings)
                    told = True
                status = thread.history()[0]
                shown = await t.click("bob", status, label="My hand")
                assert shown.response.ephemeral
                assert shown.response.attachments[0].filename == "hand.png"
                prompt = shown.response.message
                # Keep answering in the same ephemeral message while the turn lasts.
                while await whose_turn(t, match_id) == "bob" and clicks < MAX_CLICKS:
                    current = prompt_message([shown.response.message])
                    if current is None:
                        break
                    await click_something(t, "bob", current, rnd)
                    clicks += 1
                continue
            assert prompt is not None
            await click_something(t, name, prompt, rnd)
            clicks += 1
        assert told
        assert (await t.bot.matches.get(match_id)).status == "finished"
        assert t.dms("bob") == [], "nothing reached bob's closed DMs"
        for message in thread.history():
            assert "hand.png" not in [a.filename for a in message.attachments], \
                "no hand picture in the public thread"


async def test_a_third_member_cannot_act_and_sees_no_hand(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        res = await t.slash("alice", "karatekarte new")
        lobby = res.response.message
        await t.click("bob", lobby, label="Join")
        refused = await t.click("carol", lobby, label="Join")
        assert "full" in private_answer(refused)
        refused = await t.click("carol", lobby, label="Start")
        assert "Only the host" in private_answer(refused)
        await t.click("alice", lobby, label="Start")
        match_id = (await t.bot.matches.store.list_matches())[0].id
        version = (await t.bot.matches.get(match_id)).version
        status = t.thread().history()[0]
        hand = await t.click("carol", status, label="My hand")
        assert "not playing in this match" in private_answer(hand)
        assert hand.response.attachments == []
        slash = await t.slash("carol", "match hand", match=match_id)
        assert "not playing" in private_answer(slash)
        resign = await t.slash("carol", "match resign")
        assert "no running match" in private_answer(resign)
        abort = await t.slash("carol", "match abort", match=match_id)
        assert "Only the host" in private_answer(abort)
        assert t.dms("carol") == []
        assert (await t.bot.matches.get(match_id)).version == version, "nothing changed"


async def test_double_click_and_stale_prompt_apply_once(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t)
        first = await whose_turn(t, match_id)
        assert first is not None
        dm_prompt = prompt_message(t.dms(first))
        # The same decision is also open in an ephemeral "My hand" prompt.
        shown = await t.click(first, t.thread().history()[0], label="My hand")
        ephemeral_prompt = shown.response.message
        before = await t.bot.matches.get(match_id)
        # The first button of the open decision (a lone "Draw" is played by the engine, so
        # this is whatever the first real choice of the match is).
        choice = next(c[2][0] for c in controls(dm_prompt) if c[0] == "button")
        ok = await t.click(first, dm_prompt, label=choice)
        assert ok.acknowledged
        again = await t.click(first, ephemeral_prompt, label=choice)
        assert "out of date" in private_answer(again)
        labels = [c[2][0] for c in controls(again.response.message)]
        assert labels and choice not in labels, \
            "the dead prompt now shows the player's current choices"
        after = await t.bot.matches.get(match_id)
        assert after.version == before.version + 1, "applied exactly once"
        assert len(await t.bot.matches.store.actions(match_id)) == 1


async def test_restart_mid_match_keeps_the_old_buttons_working(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t)
        rnd = random.Random(9)
        await play_via_dms(t, match_id, rnd, max_clicks=15)
        before = await t.bot.matches.get(match_id)
        old_bot = t.bot
        await t.restart()
        assert t.bot is not old_bot and old_bot.is_closed()
        assert await t.bot.matches.get(match_id) == before
        # Old DM prompts, sent by the first bot, are answered by the new one.
        clicks = await play_via_dms(t, match_id, rnd)
        assert clicks > 0
        final = await t.bot.matches.get(match_id)
        assert final.status == "finished"
        await assert_replays(t.bot.matches, match_id)


async def test_a_passed_deadline_plays_the_default_and_pings_the_next_player(
        tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, pace="live")
        sleeper = await whose_turn(t, match_id)
        assert sleeper is not None
        other = "bob" if sleeper == "alice" else "alice"
        await t.advance(151)
        reminder = t.thread().history()[-1].content
        assert "half of your time" in reminder and t[sleeper].mention in reminder
        await t.advance(150)
        assert await whose_turn(t, match_id) == other
        lines = "\n".join(m.content for m in t.thread().history()[-2:])
        assert "ran out of time" in lines
        assert f"{t[other].mention}, your turn" in lines
        assert prompt_message(t.dms(other)) is not None
        sources = {a.source for a in await t.bot.matches.store.actions(match_id)}
        assert sources == {"timeout"}
