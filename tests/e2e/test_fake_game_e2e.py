"""A game the bot has never heard of plugs in with one registry line and is played end to end
in the simulated Discord: lobby, thread, DMs with the secret card, the result."""

from __future__ import annotations

from pathlib import Path

from bot.registry import default_registry
from tests.e2e.harness import prompt_message, table
from tests.fakegame.cog import SPEC as BLUFF


async def test_a_fake_third_game_registers_with_one_line_and_plays(tmp_path: Path) -> None:
    registry = default_registry().with_games(BLUFF)  # the one line
    async with table(tmp_path / "db.sqlite3", registry=registry) as t:
        res = await t.slash("alice", "bluff new")
        lobby = res.response.message
        await t.click("bob", lobby, label="Join")
        await t.click("alice", lobby, label="Start")
        (match,) = await t.bot.matches.store.list_matches()
        thread = t.thread()
        assert "Two-Card Bluff" in thread.name
        alice_prompt = prompt_message(t.dms("alice"))
        assert alice_prompt is not None
        state, _ = await t.bot.matches.replay(match.id)
        card = "High" if state.cards[t.uid("alice")] == "high" else "Low"
        assert f"You hold the {card} card." in alice_prompt.content
        assert prompt_message(t.dms("bob")) is None, "only the first player decides first"
        await t.click("alice", alice_prompt, label="Claim High")
        bob_prompt = prompt_message(t.dms("bob"))
        assert bob_prompt is not None and "Believe the claim" in bob_prompt.content
        await t.click("bob", bob_prompt, label="Call")
        finished = await t.bot.matches.get(match.id)
        assert finished.status == "finished"
        winner = next(p for p, c in state.cards.items() if c == "high")
        texts = "\n".join(t.texts(thread))
        assert "alice claims to hold the High card." in texts
        assert f"<@{winner}> wins!" in texts
        rules = await t.slash("carol", "rules", game="bluff")
        assert rules.response.embeds[0].title == "Two-Card Bluff: the rules in short"
