"""``/combat deck build|show|list|delete`` in the simulated Discord: every refusal named, a
deck saved, listed, shown, replaced and deleted, the autocomplete, and a saved deck offered by
name at the deck choice of the next duel."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import discord

from bot.registry import default_registry
from bot.store_decks import MAX_DECKS
from cogs.combat_decks import GAME_ID, start_options
from rules.combat import CBState, Phase
from rules.combat.content import STARTERS
from tests.e2e.harness import Table, private_answer, prompt_message, table
from tests.replay import assert_replays

FLAMME = list(STARTERS["flamme"])
# Croc's others with Givre's lambda cards: a legal deck no starter is.
MIXED = [*STARTERS["croc"][:10], *STARTERS["givre"][10:]]
MIXED_TEXT = ", ".join(f"{n} {c}" for c, n in Counter(MIXED).items())


async def deck(t: Table, who: str, command: str, **options: Any) -> Any:
    """``/combat deck <command>`` (the harness's ``slash`` has a ``name`` of its own)."""
    return await t[who].slash(t.channel, f"combat deck {command}", **options)


async def build(t: Table, who: str, name: str, cards: str) -> str:
    return private_answer(await deck(t, who, "build", name=name, cards=cards))


def embed_text(result: Any) -> str:
    (embed,) = result.response.embeds
    return f"{embed.title}\n{embed.description}"


async def test_the_deck_subgroup_is_the_combat_groups(tmp_path: Path) -> None:
    """discord.py collects the Group of the DeckCommands mixin through the cog's MRO."""
    async with table(tmp_path / "db.sqlite3") as t:
        combat = t.bot.tree.get_command("combat")
        assert isinstance(combat, discord.app_commands.Group)
        deck = combat.get_command("deck")
        assert isinstance(deck, discord.app_commands.Group)
        assert sorted(c.name for c in deck.commands) == ["build", "delete", "list", "show"]
        assert default_registry()["combat"].prepare is start_options


async def test_each_problem_is_refused_with_its_message(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        base = FLAMME[1:]  # 19 cards
        text = await build(t, "alice", "Short", ", ".join(base))
        assert "not saved" in text and "It has 19 cards: a deck has exactly 20." in text
        text = await build(t, "alice", "Lambdas", ", ".join([*base, "impro"]))
        assert "It has 11 lambda cards" in text
        text = await build(t, "alice", "Twice", ", ".join([*base, "incendie"]))
        assert "Incendie is there 2 times: a card that is not lambda may be there only " \
               "once." in text
        text = await build(t, "alice", "Four", "frappe x4, " + ", ".join(FLAMME[:10])
                           + ", inspiration x2, impro x2, vigilance, absorption")
        assert "Frappe is there 4 times: a lambda card may be there at most 3 times." in text
        text = await build(t, "alice", "Typo", ", ".join([*base, "Metorite"]))
        assert "“Metorite” is not a Combat card. Did you mean Météorite?" in text
        text = await build(t, "alice", "Several", "frappe x4, meteorite x2, frape")
        assert "5 problems" in text and text.count("\n• ") == 5
        text = await build(t, "alice", "Flamme", ", ".join(FLAMME))
        assert "starter deck's name" in text
        assert await t.bot.store.decks(t.uid("alice"), GAME_ID) == [], "nothing was saved"


async def test_build_list_show_replace_delete_and_autocomplete(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        saved = await deck(t, "alice", "build", name="Beast Ice", cards=MIXED_TEXT)
        assert saved.response.ephemeral
        assert "Saved your Combat deck **Beast Ice**" in saved.response.content
        assert "**Lambda cards (10)**" in embed_text(saved)
        listed = private_answer(await deck(t, "alice", "list"))
        assert "**Your Combat decks** (1 of 20)" in listed and "**Beast Ice**" in listed
        for starter in ("Flamme", "Givre", "Croc", "Charmeur"):
            assert f"**{starter}**" in listed
        assert "no saved Combat deck" in private_answer(await deck(t, "bob", "list"))
        shown = await deck(t, "alice", "show", name="beast ice")
        assert shown.response.ephemeral and "Your deck **Beast Ice**" in shown.response.content
        assert "3 × **Frappe**" not in embed_text(shown) and "2 × **Frappe**" in embed_text(shown)
        starter = await deck(t, "bob", "show", name="flamme")
        assert "Starter deck **Flamme**" in starter.response.content
        assert "3 × **Projectile**" in embed_text(starter)
        missing = await deck(t, "bob", "show", name="Beast Ice")
        assert "You have no Combat deck named **Beast Ice**" in private_answer(missing)
        choices = await t["alice"].autocomplete(t.channel, "combat deck show", "name", "")
        assert [c["value"] for c in choices] == ["Beast Ice", *STARTERS]
        assert choices[0]["name"] == "Beast Ice (your deck)"
        narrowed = await t["alice"].autocomplete(t.channel, "combat deck show", "name", "ICE")
        assert [c["value"] for c in narrowed] == ["Beast Ice"]
        own = await t["alice"].autocomplete(t.channel, "combat deck delete", "name", "")
        assert [c["value"] for c in own] == ["Beast Ice"], "delete offers only your decks"
        replaced = await build(t, "alice", "BEAST ICE", ", ".join(FLAMME))
        assert "Replaced your Combat deck **BEAST ICE**" in replaced
        (row,) = await t.bot.store.decks(t.uid("alice"), GAME_ID)
        assert (row.name, row.cards) == ("BEAST ICE", FLAMME)
        gone = private_answer(await deck(t, "alice", "delete", name="beast ice"))
        assert "Deleted your Combat deck **BEAST ICE**" in gone
        again = private_answer(await deck(t, "alice", "delete", name="beast ice"))
        assert "You have no Combat deck named" in again
        assert await t.bot.store.decks(t.uid("alice"), GAME_ID) == []


async def test_the_cap_is_refused_clearly(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        for n in range(MAX_DECKS):
            await t.bot.store.save_deck(t.uid("alice"), GAME_ID, f"deck {n}", FLAMME, now=0.0)
        text = await build(t, "alice", "one more", MIXED_TEXT)
        assert f"You already keep {MAX_DECKS} Combat decks" in text
        assert "Replaced" in await build(t, "alice", "deck 3", MIXED_TEXT)


def offered(message: discord.Message) -> dict[str, tuple[str, str | None]]:
    """Each option of a prompt by its label: (custom_id, the select's value or None)."""
    found: dict[str, tuple[str, str | None]] = {}
    for row in message.components:
        for child in getattr(row, "children", []):
            if isinstance(child, discord.Button) and child.custom_id:
                found[child.label or ""] = (child.custom_id, None)
            elif isinstance(child, discord.SelectMenu):
                found.update({o.label: (child.custom_id, o.value) for o in child.options})
    return found


async def pick(t: Table, who: str, message: discord.Message, label: str) -> None:
    custom_id, value = offered(message)[label]
    if value is None:
        await t.click(who, message, custom_id=custom_id)
    else:
        await t.select(who, message, value, custom_id)


async def test_the_deck_choice_offers_the_saved_deck_by_name(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3") as t:
        assert "Saved" in await build(t, "alice", "Beast Ice", MIXED_TEXT)
        lobby = (await t.slash("alice", "combat new")).response.message
        await t.click("bob", lobby, label="Join")
        await t.click("alice", lobby, label="Start")
        (match,) = await t.bot.matches.store.list_matches()
        assert match.options["saved"] == {t.uid("alice"): [{"name": "Beast Ice",
                                                            "cards": MIXED}]}
        mine, theirs = prompt_message(t.dms("alice")), prompt_message(t.dms("bob"))
        assert mine is not None and theirs is not None
        (label,) = [x for x in offered(mine) if "Beast Ice" in x]
        assert len(offered(mine)) == len(STARTERS) + 1
        assert not any("Beast Ice" in x for x in offered(theirs)), "only alice saved it"
        await pick(t, "alice", mine, label)
        await pick(t, "bob", theirs, next(x for x in offered(theirs) if x.startswith("Croc")))
        _, state = await t.bot.matches.state(match.id)
        assert isinstance(state, CBState) and state.phase is Phase.PLAY
        side = state.sides[t.uid("alice")]
        assert side.deck_name == "Beast Ice" and Counter(side.deck + side.hand) == Counter(MIXED)
        # Deleting the deck now changes nothing in the match: its options hold the cards.
        await deck(t, "alice", "delete", name="Beast Ice")
        await assert_replays(t.bot.matches, match.id)
