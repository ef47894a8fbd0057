"""The live prompt is always on top: a player's older prompts lose their buttons when a new
one is sent, a refused click on an old prompt replaces it whole, a finished prompt keeps what
was chosen, and the DM says who you are. Players who only ever look at the last five messages
of their DMs and of the thread finish whole matches."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.harness import Table, click_something, open_match, prompt_message, table
from tests.replay import assert_replays

RECENT = 5


def live_prompts(messages: list[Any]) -> list[Any]:
    return [m for m in messages if m.components]


async def play_looking_at_the_last_messages(t: Table, match_id: int, rnd: random.Random,
                                            limit: int = 3000) -> int:
    """Random players who see only the last :data:`RECENT` messages of their DMs and of the
    thread, and click whatever live control they find there. Returns the clicks."""
    clicks = 0
    while clicks < limit:
        live = await t.bot.matches.live(match_id)
        if live.match.over:
            return clicks
        decision = rnd.choice(live.decisions)
        name = t.name_of(decision.player)
        seen = [*t.dms(name)[-RECENT:], *t.thread().history()[-RECENT:]]
        mine = [m for m in seen if m.components and (
            m.guild is None or m.content.startswith(f"➡️ <@{decision.player}>"))]
        assert mine, f"{name} sees no live prompt in the last {RECENT} messages"
        await click_something(t, name, mine[-1], rnd)
        clicks += 1
    raise AssertionError("the match did not finish")


@pytest.mark.parametrize(("group", "guests"), [("karatekarte", ["bob"]),
                                               ("brutalring", ["bob", "carol"])])
async def test_players_who_read_only_the_last_messages_finish(
        tmp_path: Path, group: str, guests: list[str]) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        options = {"players": 3} if group == "brutalring" else {}
        match_id = await open_match(t, group, "alice", guests, **options)
        clicks = await play_looking_at_the_last_messages(t, match_id, random.Random(7))
        assert clicks > 20
        assert (await t.bot.matches.get(match_id)).status == "finished"
        for name in ("alice", *guests):
            assert live_prompts(t.dms(name)) == [], "a finished match leaves no live button"


async def test_a_new_prompt_takes_the_buttons_of_the_old_one(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        rnd = random.Random(2)
        timeouts = 0
        for _ in range(60):
            live = await t.bot.matches.live(match_id)
            (decision,) = live.decisions
            name = t.name_of(decision.player)
            for player in ("alice", "bob"):
                assert len(live_prompts(t.dms(player))) <= 1, "one live prompt at most"
            prompt = prompt_message(t.dms(name))
            assert prompt is not None and live_prompts(t.dms(name)) == [prompt]
            if rnd.random() < 0.15:  # they let the clock run: the default is played
                await t.advance(live.match.turn_timeout + 1)
                timeouts += 1
            else:
                await click_something(t, name, prompt, rnd)
        assert timeouts > 3
        dms = t.dms("alice")
        assert len(dms) > 3, "several turns went by"
        assert any("You play" in m.content for m in dms), "the DM says who you are"
        assert any("You chose: " in m.content for m in dms), "finished prompts keep the choice"


async def test_a_refused_click_on_an_old_prompt_replaces_it_whole(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        rnd = random.Random(3)
        live = await t.bot.matches.live(match_id)
        first = t.name_of(live.decisions[0].player)
        old = prompt_message(t.dms(first))
        assert old is not None
        # Their time runs out (the default is played), and when their next prompt comes,
        # Discord fails to take the old prompt's buttons away: it stays clickable.
        t.env.inject_error("PATCH", f"/channels/*/messages/{old.id}", status=500, times=None)
        await t.advance((await t.bot.matches.get(match_id)).turn_timeout + 1)
        while t.name_of((await t.bot.matches.live(match_id)).decisions[0].player) != first:
            other = t.name_of((await t.bot.matches.live(match_id)).decisions[0].player)
            current = prompt_message(t.dms(other))
            assert current is not None
            await click_something(t, other, current, rnd)
        assert len(live_prompts(t.dms(first))) == 2, "the new prompt, and the old one kept"
        t.env.backend.faults.clear()
        stale = next(m for m in t.dms(first) if m.id == old.id)
        result = await t.click(first, stale, custom_id=stale.components[0].children[0].custom_id)
        assert result.followups and "out of date" in result.followups[-1].content
        revived = next(m for m in t.dms(first) if m.id == stale.id)
        assert revived.components and revived.attachments, "new buttons and hand picture"
        assert "**" in revived.content
        assert live_prompts(t.dms(first)) == [revived], "it is now the one live prompt"


def _multi(message: Any) -> Any:
    return next((c for row in message.components for c in row.children
                 if (c.custom_id or "").startswith("dojo:v1:multi:")), None)


async def test_a_charge_of_several_cards_is_one_select(tmp_path: Path) -> None:
    """KarateKarte's charge takes one select for all its cards (then Done by itself), not a
    click per card; each card is still a move of its own in the log."""
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        rnd = random.Random(4)
        for _ in range(40):  # the player to move draws, then charges an Energy pile
            live = await t.bot.matches.live(match_id)
            name = t.name_of(live.decisions[0].player)
            prompt = prompt_message(t.dms(name))
            assert prompt is not None
            if _multi(prompt) is not None:
                break
            charge = next((c for row in prompt.components for c in row.children
                           if (c.label or "").startswith("Charge")), None)
            if charge is not None:
                await t.click(name, prompt, custom_id=charge.custom_id)
            else:
                await click_something(t, name, prompt, rnd, prefer=("Draw",))
        else:
            raise AssertionError("no charge offered")
        select = _multi(prompt)
        assert select.max_values == len(select.options) >= 2
        before = await t.bot.matches.get(match_id)
        chosen = [o.value for o in select.options[:2]]
        await t[name].user.select(prompt, chosen, custom_id=select.custom_id)
        after = await t.bot.matches.get(match_id)
        assert after.version == before.version + 3, "two cards and Done, in one select"
        kinds = [a.action for a in (await t.bot.matches.store.actions(match_id))[-3:]]
        assert [k.count('"place"') for k in kinds[:2]] == [1, 1] and '"done"' in kinds[2]
        await assert_replays(t.bot.matches, match_id)


async def test_a_select_of_cards_the_rules_refuse_changes_nothing(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        match_id = await open_match(t, "karatekarte", "alice", ["bob"])
        live = await t.bot.matches.live(match_id)
        player = live.decisions[0].player
        with pytest.raises(Exception, match="do not go together"):
            await t.bot.matches.choose_batch(match_id, player, live.match.version,
                                             ["not-a-key"], "done")
        assert (await t.bot.matches.get(match_id)).version == live.match.version
