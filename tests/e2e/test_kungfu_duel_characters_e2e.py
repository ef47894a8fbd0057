"""``/kungfuduel character new|show|list|delete`` in the simulated Discord: the builder of spec
3.1 end to end (the name modal, a custom build one select at a time, a ready-made start, the
signature, the summary), its refusals, the cap, a restart in the middle, the other commands and
their autocomplete; then a saved character offered at the character pick of the next fight."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import discord

from bot.registry import default_registry
from bot.store_characters import MAX_CHARACTERS
from cogs.kungfu_duel_characters import GAME_ID, start_options
from rules.kungfu_duel import KFState, Phase
from tests.e2e.harness import Table, private_answer, prompt_message, table
from tests.replay import assert_replays

COMMAND = "kungfuduel character"


@asynccontextmanager
async def dojo(tmp_path: Path) -> AsyncIterator[Table]:
    async with table(tmp_path / "db.sqlite3") as t:
        yield t


async def character(t: Table, who: str, command: str, **options: Any) -> Any:
    """``/kungfuduel character <command>`` (the harness's ``slash`` has a ``name`` of its
    own)."""
    return await t[who].slash(t.channel, f"{COMMAND} {command}", **options)


def selects(message: Any) -> dict[str, dict[str, str]]:
    """Each select of a message by its custom id's last part: its options, label by value."""
    found: dict[str, dict[str, str]] = {}
    for row in message.components:
        for child in getattr(row, "children", []):
            if isinstance(child, discord.SelectMenu) and child.custom_id:
                found[child.custom_id.rsplit(":", 1)[1]] = {o.value: o.label
                                                            for o in child.options}
    return found


def buttons(message: Any) -> list[str]:
    return [child.label or "" for row in message.components
            for child in getattr(row, "children", []) if isinstance(child, discord.Button)]


class Builder:
    """One member's builder: the ephemeral message it lives in, answered step by step."""

    def __init__(self, t: Table, who: str) -> None:
        self.t, self.who = t, who
        self.message: Any = None

    async def open(self, name: str, concept: str = "") -> str:
        shown = await character(self.t, self.who, "new")
        assert shown.modal is not None, "new answers with the name modal"
        return await self.submit(shown, name, concept)

    async def submit(self, shown: Any, name: str, concept: str = "") -> str:
        values = {"name": name, **({"concept": concept} if concept else {})}
        return await self._read(await self.t[self.who].submit_modal(shown, values))

    async def click(self, label: str) -> str:
        return await self._read(await self.t.click(self.who, self.message, label=label))

    async def choose(self, op: str, value: str) -> str:
        custom_id = next(c.custom_id for row in self.message.components
                         for c in getattr(row, "children", [])
                         if isinstance(c, discord.SelectMenu) and c.custom_id.endswith(op))
        return await self._read(await self.t.select(self.who, self.message, value, custom_id))

    async def _read(self, result: Any) -> str:
        assert result.response is not None and result.response.ephemeral
        self.message = result.response.message
        return str(result.response.content)

    @property
    def offered(self) -> dict[str, dict[str, str]]:
        return selects(self.message)


async def test_the_character_subgroup_is_the_kungfuduel_groups(tmp_path: Path) -> None:
    """discord.py collects the Group of the CharacterCommands mixin through the cog's MRO."""
    async with dojo(tmp_path) as t:
        group = t.bot.tree.get_command("kungfuduel")
        assert isinstance(group, discord.app_commands.Group)
        sub = group.get_command("character")
        assert isinstance(sub, discord.app_commands.Group)
        assert sorted(c.name for c in sub.commands) == ["delete", "list", "new", "show"]
        assert default_registry()[GAME_ID].prepare is start_options


async def test_a_custom_character_built_one_component_at_a_time(tmp_path: Path) -> None:
    async with dojo(tmp_path) as t:
        b = Builder(t, "alice")
        text = await b.open("  Lin   the Swift ", "a wandering   swordswoman")
        assert text.startswith("**Building Lin the Swift**: a wandering swordswoman")
        assert set(b.offered["preset"]) == {"tigre_de_fer", "grue_blanche", "serpent_de_jade",
                                            "vieux_maitre_ivre", "moine_de_bronze"}
        text = await b.click("Build my own")
        assert "**Vigueur** (1 of 4)" in text and "Spent 0 of 160 points: 160 left." in text
        assert "Vigueur costs (rating→points): 1→1 · 2→3 · 3→6" in text and "~~" not in text
        assert list(b.offered["rate"]) == [str(r) for r in range(1, 14)]
        assert b.offered["rate"]["13"] == "Vigueur 13: 91 points"
        # Vigueur 13: Distance 10 and up would pass 160 (3.1 step 3), so they are not offered.
        text = await b.choose("rate", "13")
        assert "Vigueur 13: 91 points, threshold 1, out after 13 damages." in text
        assert "Spent 91 of 160 points: 69 left." in text
        assert "9→61 · ~~10→73~~ · ~~11→86~~" in text
        assert "Refused: 10 to 13 would take the total over 160 points." in text
        assert list(b.offered["rate"]) == [str(r) for r in range(1, 10)]
        # Distance 2 leaves Tempo 8 at exactly 160 with nothing for Présence.
        await b.choose("rate", "2")
        text = b.message.content
        assert "Refused: 8 would leave too few points to give Présence rating 1." in text
        assert list(b.offered["rate"]) == [str(r) for r in range(1, 8)]
        text = await b.click("Back")  # Distance again
        assert "**Distance** (2 of 4)" in text and "Distance 2:" not in text
        await b.choose("rate", "9")
        assert list(b.offered["rate"]) == ["1", "2"]
        await b.choose("rate", "2")
        assert list(b.offered["rate"]) == ["1"], "159 spent: Présence 1 only"
        text = await b.choose("rate", "1")
        assert "**Signature Matériel**" in text
        assert b.offered["sign"]["none"] == "none"
        assert b.offered["sign"]["M01"] == "Jian (straight sword)"
        assert len(b.offered["sign"]) == 9
        text = await b.choose("sign", "M01")
        assert "Check your character, then save it:" in text
        assert "**Tempo 2**: 7 points · threshold 12 · out after 2 damages" in text
        assert "Total **160** of 160 points · 0 banked" in text
        assert "Signature Matériel: Jian (straight sword: ♦♠, power 2, AP 1, fragility 11)" \
               in text
        assert buttons(b.message) == ["Save", "Back", "Cancel"]
        text = await b.click("Save")
        assert text.startswith("Saved your character **Lin the Swift**.")
        assert b.message.components == [], "the builder is over"
        (row,) = await t.bot.store.characters(t.uid("alice"), GAME_ID)
        assert (row.name, row.ratings, row.signature, row.concept) == (
            "Lin the Swift", [13, 9, 2, 1], "M01", "a wandering swordswoman")
        assert await t.bot.store.characters(t.uid("bob"), GAME_ID) == []


async def test_a_ready_made_start_jumps_to_the_summary(tmp_path: Path) -> None:
    async with dojo(tmp_path) as t:
        b = Builder(t, "bob")
        await b.open("Crane")
        text = await b.choose("preset", "grue_blanche")
        assert text.startswith("**Building Crane**\nCheck your character")
        assert "**Distance 9**: 61 points · threshold 5 · out after 3 damages" in text
        assert "Total **160** of 160 points · 0 banked" in text
        assert "Éventail de fer (iron fan" in text
        text = await b.click("Back")
        assert "Start from a ready-made fighter" in text
        await b.choose("preset", "moine_de_bronze")
        assert "Saved your character **Crane**" in await b.click("Save")
        (row,) = await t.bot.store.characters(t.uid("bob"), GAME_ID)
        assert (row.ratings, row.signature, row.concept) == ([12, 6, 5, 2], "M03", "")


async def test_a_refused_name_is_typed_again_and_a_second_answer_is_stale(
        tmp_path: Path) -> None:
    async with dojo(tmp_path) as t:
        b = Builder(t, "alice")
        text = await b.open("Iron Tiger")
        assert text == ("**Iron Tiger** is a ready-made fighter's name: choose another name "
                        "for yours.")
        assert buttons(b.message) == ["Type the name again", "Cancel"]
        text = await b.open("   ")
        assert text == "Give the character a name."
        first = await t.click("alice", b.message, label="Type the name again")
        second = await t.click("alice", b.message, label="Type the name again")
        assert first.modal is not None and second.modal is not None
        text = await b.submit(first, "Tigre", "fast")
        assert text.startswith("**Building Tigre**: fast\nStart from a ready-made fighter")
        stale = await t["alice"].submit_modal(second, {"name": "Other"})
        assert "already answered" in private_answer(stale)
        assert b.message.content.startswith("**Building Tigre**"), "the builder is unchanged"


async def test_cancel_and_a_newer_builder_close_a_draft(tmp_path: Path) -> None:
    async with dojo(tmp_path) as t:
        b = Builder(t, "alice")
        await b.open("Lin")
        await b.click("Build my own")
        text = await b.click("Cancel")
        assert text == "Closed the character builder: nothing was saved."
        assert b.message.components == []
        old, new = Builder(t, "alice"), Builder(t, "alice")
        await old.open("Lin")
        await new.open("Bao")
        text = await old.click("Build my own")
        assert "This character builder is closed" in text and old.message.components == []
        assert "**Vigueur** (1 of 4)" in await new.click("Build my own")
        assert await t.bot.store.characters(t.uid("alice"), GAME_ID) == []


async def test_a_restart_in_the_middle_asks_to_start_again(tmp_path: Path) -> None:
    async with dojo(tmp_path) as t:
        b = Builder(t, "alice")
        await b.open("Lin")
        await b.click("Build my own")
        await b.choose("rate", "8")
        await t.restart()
        text = await b.choose("rate", "6")
        assert text == ("This character builder is closed (the bot restarted, or you opened "
                        "another one) and nothing of it was saved. Start again with "
                        "`/kungfuduel character new`.")
        assert b.message.components == []
        assert await t.bot.store.characters(t.uid("alice"), GAME_ID) == []
        again = Builder(t, "alice")
        assert "Start from a ready-made fighter" in await again.open("Lin")


async def test_the_cap_refuses_a_new_name_and_replacing_stays_possible(tmp_path: Path) -> None:
    async with dojo(tmp_path) as t:
        alice = t.uid("alice")
        for n in range(MAX_CHARACTERS):
            await t.bot.store.save_character(alice, GAME_ID, f"hero {n}", [5, 5, 5, 1], None,
                                             now=0.0)
        b = Builder(t, "alice")
        text = await b.open("one more")
        assert text.startswith(f"You already keep {MAX_CHARACTERS} Kung-Fu Duel characters")
        await b.submit(await t.click("alice", b.message, label="Type the name again"),
                       "HERO 3")
        text = await b.choose("preset", "tigre_de_fer")
        assert "Saving replaces your character **HERO 3**." in text
        assert "Replaced your character **HERO 3**" in await b.click("Save")
        row = await t.bot.store.character(alice, GAME_ID, "hero 3")
        assert row is not None and (row.name, row.ratings) == ("HERO 3", [10, 7, 6, 3])
        # The last place taken while a builder was open: its Save is refused, nothing lost.
        await t.bot.store.delete_character(alice, GAME_ID, "hero 0")
        late = Builder(t, "alice")
        await late.open("late")
        await late.choose("preset", "grue_blanche")
        await t.bot.store.save_character(alice, GAME_ID, "quick", [1, 1, 1, 1], None, now=1.0)
        text = await late.click("Save")
        assert text.startswith(f"You already keep {MAX_CHARACTERS}")
        assert "Check your character" in text and "Save" in buttons(late.message)
        assert len(await t.bot.store.characters(alice, GAME_ID)) == MAX_CHARACTERS


async def test_show_list_delete_and_autocomplete(tmp_path: Path) -> None:
    async with dojo(tmp_path) as t:
        alice = t.uid("alice")
        await t.bot.store.save_character(alice, GAME_ID, "Lin", [9, 8, 5, 3], "M06",
                                         "a *sly* fighter", now=0.0)
        listed = private_answer(await character(t, "alice", "list"))
        assert "**Your Kung-Fu Duel characters** (1 of 20):" in listed
        assert "• **Lin**: V9 D8 T5 P3 · 148 points · Nunchaku (nunchaku:" in listed
        assert "• **Tigre de fer (Iron Tiger)**: V10 D7 T6 P3 · 158 points" in listed
        assert "no saved character" in private_answer(await character(t, "bob", "list"))
        shown = await character(t, "alice", "show", name="lin")
        assert shown.response.ephemeral
        assert shown.response.content.startswith("Your character **Lin**, saved <t:")
        (embed,) = shown.response.embeds
        assert embed.title == "Lin"
        assert embed.description.splitlines()[:2] == [
            "a \\*sly\\* fighter", "**Vigueur 9**: 45 points · threshold 5 · out after 3 "
                                   "damages"]
        assert "Total **148** of 160 points · 12 banked" in embed.description
        preset = await character(t, "bob", "show", name="old drunken master")
        assert preset.response.content.startswith(
            "Ready-made fighter **Vieux maître ivre (Old Drunken Master)**: Balanced;")
        (embed,) = preset.response.embeds
        assert "**Présence 5**: 47 points · threshold 9 · out after 2 damages" in \
               embed.description
        assert "Total **149** of 160 points · 11 banked" in embed.description
        missing = private_answer(await character(t, "bob", "show", name="Lin"))
        assert missing.startswith("You have no character named **Lin**, and no ready-made")
        choices = await t["alice"].autocomplete(t.channel, f"{COMMAND} show", "name", "")
        assert [c["value"] for c in choices][:2] == ["Lin", "tigre_de_fer"]
        assert choices[0]["name"] == "Lin (your character)" and len(choices) == 6
        assert choices[1]["name"] == "Tigre de fer (Iron Tiger) (ready-made)"
        narrowed = await t["alice"].autocomplete(t.channel, f"{COMMAND} show", "name", "CRANE")
        assert [c["value"] for c in narrowed] == ["grue_blanche"]
        own = await t["alice"].autocomplete(t.channel, f"{COMMAND} delete", "name", "")
        assert [c["value"] for c in own] == ["Lin"], "delete offers only your characters"
        gone = private_answer(await character(t, "alice", "delete", name="LIN"))
        assert gone == "Deleted your character **Lin**."
        again = private_answer(await character(t, "alice", "delete", name="Lin"))
        assert again.startswith("You have no character named **Lin**.")
        assert await t.bot.store.characters(alice, GAME_ID) == []


async def test_the_character_pick_offers_the_saved_character_by_name(tmp_path: Path) -> None:
    async with dojo(tmp_path) as t:
        b = Builder(t, "alice")
        await b.open("Lin")
        await b.click("Build my own")
        for rating in ("9", "8", "5", "3"):
            await b.choose("rate", rating)
        await b.choose("sign", "M06")
        assert "Saved" in await b.click("Save")
        lobby = (await t.slash("alice", "kungfuduel new")).response.message
        await t.click("bob", lobby, label="Join")
        await t.click("alice", lobby, label="Start")
        (match,) = await t.bot.matches.store.list_matches()
        assert match.options["saved"] == {t.uid("alice"): [
            {"name": "Lin", "ratings": [9, 8, 5, 3], "signature": "M06"}]}
        mine, theirs = prompt_message(t.dms("alice")), prompt_message(t.dms("bob"))
        assert mine is not None and theirs is not None
        labels = [o for s in selects(mine).values() for o in s.values()] + buttons(mine)
        (lin,) = [x for x in labels if "Lin" in x]
        assert labels.index(lin) == 5 == len(labels) - 1, "after the five ready-made fighters"
        other = [o for s in selects(theirs).values() for o in s.values()] + buttons(theirs)
        assert len(other) == 5 and not any("Lin" in x for x in other), "only alice saved it"
        for who, message, label in (("alice", mine, lin),
                                    ("bob", theirs, next(x for x in other
                                                         if x.startswith("Moine")))):
            await pick(t, who, message, label)
        _, state = await t.bot.matches.state(match.id)
        assert isinstance(state, KFState) and state.phase is Phase.PLAN
        fighter = next(f for f in state.fighters if f.player == t.uid("alice"))
        assert (fighter.character, fighter.ratings, fighter.signature) == (
            "Lin", [9, 8, 5, 3], "M06")
        # Deleting the character now changes nothing in the fight: its options hold it.
        await character(t, "alice", "delete", name="Lin")
        await assert_replays(t.bot.matches, match.id)


async def pick(t: Table, who: str, message: discord.Message, label: str) -> None:
    for row in message.components:
        for child in getattr(row, "children", []):
            if isinstance(child, discord.Button) and child.label == label:
                await t.click(who, message, custom_id=child.custom_id)
                return
            if isinstance(child, discord.SelectMenu):
                for option in child.options:
                    if option.label == label:
                        await t.select(who, message, option.value, child.custom_id)
                        return
    raise AssertionError(f"{label!r} is not offered")
