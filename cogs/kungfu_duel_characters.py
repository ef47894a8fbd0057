"""Kung-Fu Duel's characters in Discord: the ``/kungfuduel character new|show|list|delete``
subgroup (a mixin of the Kung-Fu Duel cog) and the start hook that offers each player's saved
characters at the character pick (``GameSpec.prepare``). The builder's steps and words are in
``cogs/kungfu_duel_builder.py``.

Every builder message is ephemeral and its controls carry ``dojo:v1:kfc:<draft>:<step>:<op>``.
Drafts live in the cog's memory only (spec 10: no clock on the builder), so the clicks are read
by one ``on_interaction`` listener rather than a stored ``View``: after a restart, or once a
newer builder replaced the draft, a click still gets a polite "start again".
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.logs import tag
from bot.store_characters import MAX_CHARACTERS, CharacterLimit, CharacterRow
from bot.text import Voice, voice
from bot.text.catalog import defuse_mentions, escape_name
from bot.ui.localized import about, describe, language, named, rename
from bot.ui.text import clip, timestamp
from cogs.kungfu_duel_builder import (
    FIELD_CONCEPT,
    FIELD_NAME,
    MAX_CONCEPT,
    NO_SIGNATURE,
    SIGNATURES,
    WIZARD,
    WIZARD_ID,
    Draft,
    Stage,
    clean,
    modal_values,
    name_key,
    name_modal,
    name_problem,
    preset_for,
    refusal_note,
    screen,
    sheet_lines,
    signature_words,
    spent,
    words,
)
from rules.kungfu_duel.content import POINTS, PRESETS, character_problems

if TYPE_CHECKING:
    from bot.app import DojoBot
    from bot.store import Store

log = logging.getLogger(__name__)

GAME_ID = "kungfu_duel"
CHOICES_LIMIT = 25
"""Discord's autocomplete shows 25 choices at most."""
DRAFT_DAYS = 7
"""Unsaved drafts older than this are forgotten when someone starts a builder (section 10
keeps a draft past any clock; this only bounds the memory)."""


# --- the start hook ----------------------------------------------------------------------


async def start_options(store: Store, seats: list[str], options: dict[str, Any]
                        ) -> dict[str, Any]:
    """``GameSpec.prepare`` for Kung-Fu Duel: each seat's legal saved characters, by name,
    into ``options["saved"]`` (the engine offers them after the ready-made fighters).
    Whatever the lobby's options held there is replaced: only the store says what a player
    saved."""
    saved: dict[str, list[dict[str, Any]]] = {}
    for player in seats:
        rows = [{"name": c.name, "ratings": c.ratings, "signature": c.signature}
                for c in await store.characters(player, GAME_ID)
                if not character_problems(c.ratings, c.signature)]
        if rows:
            saved[player] = rows
    return {**options, "saved": saved}


# --- the commands ------------------------------------------------------------------------


class CharacterCommands:
    """``/kungfuduel character ...``: mixed into the Kung-Fu Duel cog (a ``GroupCog``), which
    collects the subgroup and the listener below through its class's MRO."""

    bot: DojoBot

    character = app_commands.Group(name=named("kungfuduel.character"),
                                   description=about("kungfuduel.character"))

    def _drafts(self) -> dict[str, Draft]:
        """Drafts by token: this cog's memory (a restart forgets them)."""
        drafts: dict[str, Draft] | None = self.__dict__.get("_character_drafts")
        if drafts is None:
            drafts = self.__dict__["_character_drafts"] = {}
        return drafts

    async def _reply(self, interaction: discord.Interaction[Any], text: str = "", *,
                     embed: discord.Embed | None = None) -> None:
        extra: dict[str, Any] = {"embed": embed} if embed is not None else {}
        await interaction.response.send_message(clip(text, 2000), ephemeral=True, **extra)

    async def _mine(self, interaction: discord.Interaction[Any]) -> list[CharacterRow]:
        return await self.bot.store.characters(str(interaction.user.id), GAME_ID)

    async def _words(self, interaction: discord.Interaction[Any]) -> Voice:
        """Kung-Fu Duel's words in the reader's language: the builder, its modal and every
        answer here are theirs alone."""
        return words(await self.bot.locales.seen(interaction))

    @character.command(name=named("kungfuduel.character.new"),
                       description=about("kungfuduel.character.new"))
    async def new(self, interaction: discord.Interaction[Any]) -> None:
        owner, now = str(interaction.user.id), self.bot.clock()
        drafts = self._drafts()
        for token, old in list(drafts.items()):  # one builder per member at a time
            if old.owner == owner or old.started < now - DRAFT_DAYS * 86400:
                del drafts[token]
        draft = Draft(token=secrets.token_hex(4), owner=owner, started=now)
        drafts[draft.token] = draft
        say = await self._words(interaction)
        await interaction.response.send_modal(name_modal(say.plain(), draft))

    @character.command(name=named("kungfuduel.character.show"),
                       description=about("kungfuduel.character.show"))
    @app_commands.describe(**describe("kungfuduel.character.show", "name"))
    @app_commands.rename(**rename("kungfuduel.character.show", "name"))
    async def show(self, interaction: discord.Interaction[Any],
                   name: app_commands.Range[str, 1, 100]) -> None:
        say = await self._words(interaction)
        name = clean(name)
        row = await self.bot.store.character(str(interaction.user.id), GAME_ID, name)
        if row is not None:
            head = say("kungfu_duel.characters.show.saved", name=row.name,
                       when=timestamp(row.updated))
            title, lines = escape_name(row.name), sheet_lines(say, row.ratings, row.signature)
            if row.concept:
                lines = [escape_name(row.concept), *lines]
        else:
            preset = preset_for(say, name)
            if preset is None:
                await self._reply(interaction, say("kungfu_duel.characters.error.no_character",
                                                   name=name))
                return
            character = PRESETS[preset]
            title = say(f"kungfu_duel.character.{preset}")
            head = say("kungfu_duel.characters.show.preset", name=preset,
                       concept=say(f"kungfu_duel.concept.{preset}"))
            lines = sheet_lines(say, character.ratings, character.signature)
        await self._reply(interaction, head, embed=discord.Embed(
            title=title, description=clip("\n".join(lines), 4096)))

    @character.command(name=named("kungfuduel.character.list"),
                       description=about("kungfuduel.character.list"))
    async def list_(self, interaction: discord.Interaction[Any]) -> None:
        say = await self._words(interaction)
        mine = await self._mine(interaction)
        lines = [say("kungfu_duel.characters.list.mine", n=len(mine), most=MAX_CHARACTERS)
                 ] if mine else [say("kungfu_duel.characters.list.none", points=POINTS)]
        for c in mine:
            if character_problems(c.ratings, c.signature):
                lines.append(say("kungfu_duel.characters.list.broken", name=c.name))
                continue
            lines.append(say("kungfu_duel.characters.list.saved", name=c.name,
                             ratings=c.ratings, total=spent(c.ratings),
                             signature=signature_words(say, c.signature)))
        lines.append(say("kungfu_duel.characters.list.presets"))
        lines += [say("kungfu_duel.characters.list.preset", name=p, ratings=c.ratings,
                      total=c.total)
                  for p, c in PRESETS.items()]
        await self._reply(interaction, "\n".join(lines))

    @character.command(name=named("kungfuduel.character.delete"),
                       description=about("kungfuduel.character.delete"))
    @app_commands.describe(**describe("kungfuduel.character.delete", "name"))
    @app_commands.rename(**rename("kungfuduel.character.delete", "name"))
    async def delete(self, interaction: discord.Interaction[Any],
                     name: app_commands.Range[str, 1, 100]) -> None:
        say = await self._words(interaction)
        name, owner = clean(name), str(interaction.user.id)
        row = await self.bot.store.character(owner, GAME_ID, name)
        if row is None or not await self.bot.store.delete_character(owner, GAME_ID, name):
            await self._reply(interaction, say("kungfu_duel.characters.error.no_saved",
                                               name=name))
            return
        await self._reply(interaction, say("kungfu_duel.characters.deleted",
                                           name=row.name))

    # -- autocomplete

    @show.autocomplete("name")
    async def _any_character(self, interaction: discord.Interaction[Any],
                             current: str) -> list[app_commands.Choice[str]]:
        say = (await self._words(interaction)).plain()
        choices = [(c.name, say("kungfu_duel.characters.choice.saved", name=c.name))
                   for c in await self._mine(interaction)]
        choices += [(p, say("kungfu_duel.characters.choice.preset", name=p))
                    for p in PRESETS]
        return _matching(choices, current)

    @delete.autocomplete("name")
    async def _own_character(self, interaction: discord.Interaction[Any],
                             current: str) -> list[app_commands.Choice[str]]:
        say = (await self._words(interaction)).plain()
        return _matching([(c.name, say("kungfu_duel.characters.choice.saved", name=c.name))
                          for c in await self._mine(interaction)], current)

    # -- the wizard's clicks

    @commands.Cog.listener("on_interaction")
    async def _character_builder(self, interaction: discord.Interaction[Any]) -> None:
        if interaction.type not in (discord.InteractionType.component,
                                    discord.InteractionType.modal_submit):
            return
        custom_id = (interaction.data or {}).get("custom_id")
        if not isinstance(custom_id, str) or not custom_id.startswith(f"{WIZARD}:"):
            return
        tag(interaction)
        found = WIZARD_ID.fullmatch(custom_id)
        try:
            if found is None:
                await _answer(interaction, voice(locale=language(interaction.locale))(
                    "core.error.bad_control"))
            else:
                await self._step(interaction, found["token"], int(found["seq"]), found["op"])
        except Exception:
            log.exception("a click on the character builder (%s) failed", custom_id)
            if not interaction.response.is_done():
                await _answer(interaction, voice(locale=language(interaction.locale))(
                    "core.error.click_failed"))

    async def _step(self, interaction: discord.Interaction[Any], token: str, seq: int,
                    op: str) -> None:
        say = await self._words(interaction)
        draft = self._drafts().get(token)
        if draft is None:
            await _answer(interaction, say("kungfu_duel.characters.gone"), replace=True)
            return
        if str(interaction.user.id) != draft.owner:
            await _answer(interaction, say("kungfu_duel.characters.not_yours"))
            return
        if seq != draft.seq:
            await _answer(interaction, say("kungfu_duel.characters.stale"))
            return
        if op == "retry":
            await interaction.response.send_modal(name_modal(say.plain(), draft))
            return
        notes: list[str] = []
        if op == "cancel":
            del self._drafts()[token]
            await _answer(interaction, say("kungfu_duel.characters.cancelled"), replace=True)
            return
        if op == "save" and draft.stage is Stage.SUMMARY:
            done = await self._save(draft, say)
            if done is not None:
                del self._drafts()[token]
                await _answer(interaction, done, replace=True)
                return
            notes.append(say("kungfu_duel.characters.error.limit", n=MAX_CHARACTERS))
        else:
            notes += await self._apply(interaction, draft, op, say)
        draft.seq += 1
        if draft.stage is Stage.SUMMARY and await self.bot.store.character(
                draft.owner, GAME_ID, draft.name) is not None:
            notes.append(say("kungfu_duel.characters.summary.replaces",
                             name=draft.name))
        text, view = screen(say, draft, notes)
        if interaction.message is not None:
            await interaction.response.edit_message(content=text, view=view, embed=None)
        else:  # the first name, answered from the slash command's modal
            await interaction.response.send_message(text, view=view, ephemeral=True)

    async def _apply(self, interaction: discord.Interaction[Any], draft: Draft, op: str,
                     say: Voice) -> list[str]:
        """One answered step; the notes to show above the next one."""
        values = (interaction.data or {}).get("values") or [""]
        value = str(values[0])
        if op == "name":
            return await self._name(interaction, draft, say)
        if op == "preset" and value in PRESETS and draft.stage is Stage.ORIGIN:
            draft.choose_preset(value)
        elif op == "custom" and draft.stage is Stage.ORIGIN:
            draft.build()
        elif op == "rate" and draft.stage is Stage.RATINGS and value.isdigit():
            refused = refusal_note(say, draft.ratings, int(value))
            if refused is not None:
                return [refused]
            draft.rate(int(value))
        elif (op == "sign" and draft.stage is Stage.SIGNATURE
              and value in (NO_SIGNATURE, *SIGNATURES)):
            draft.sign(None if value == NO_SIGNATURE else value)
        elif op == "back":
            draft.back()
        else:
            return [say("core.error.not_understood")]
        return []

    async def _name(self, interaction: discord.Interaction[Any], draft: Draft,
                    say: Voice) -> list[str]:
        """3.1 step 1: the modal's name and concept; a refused name is asked again."""
        typed = modal_values(interaction.data or {})
        draft.name = clean(typed.get(FIELD_NAME, ""))
        draft.concept = clean(typed.get(FIELD_CONCEPT, ""))[:MAX_CONCEPT]
        problem = name_problem(say, draft.name)
        store = self.bot.store
        if (problem is None and await store.character(draft.owner, GAME_ID, draft.name) is None
                and len(await store.characters(draft.owner, GAME_ID)) >= MAX_CHARACTERS):
            problem = say("kungfu_duel.characters.error.limit", n=MAX_CHARACTERS)
        if problem is not None:
            draft.stage = Stage.NAME
            return [problem]
        if draft.stage is Stage.NAME:
            draft.stage = Stage.ORIGIN
        return []

    async def _save(self, draft: Draft, say: Voice) -> str | None:
        """3.1 steps 6-7: store the character; the closing words, or None at the cap."""
        # Every step was checked as it was chosen; 3.1 step 7 is the engine's last word.
        assert not character_problems(draft.ratings, draft.signature)
        try:
            replaced = await self.bot.store.save_character(
                draft.owner, GAME_ID, draft.name, draft.ratings, draft.signature,
                draft.concept, now=self.bot.clock())
        except CharacterLimit:
            return None
        key = "kungfu_duel.characters.replaced" if replaced else "kungfu_duel.characters.saved"
        return "\n".join([say(key, name=draft.name),
                          *sheet_lines(say, draft.ratings, draft.signature)])


async def _answer(interaction: discord.Interaction[Any], text: str, *,
                  replace: bool = False) -> None:
    """A private answer; ``replace``: the wizard's message becomes it, its controls gone."""
    if replace and interaction.message is not None:
        await interaction.response.edit_message(content=clip(text, 2000), view=None,
                                                embed=None)
    else:
        await interaction.response.send_message(clip(text, 2000), ephemeral=True)


def _matching(choices: Iterable[tuple[str, str]], current: str
              ) -> list[app_commands.Choice[str]]:
    """The choices whose label holds what was typed (case and accents aside)."""
    typed = name_key(current)
    return [app_commands.Choice(name=clip(defuse_mentions(label), 100), value=value)
            for value, label in choices if typed in name_key(label)][:CHOICES_LIMIT]


__all__ = ["GAME_ID", "CharacterCommands", "start_options"]
