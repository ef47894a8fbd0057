"""The bot: a ``commands.Bot`` wired to the store, the match service and the game cogs; or,
over some of the bot's shards (several processes), a ``commands.AutoShardedBot`` wired the same
way (:class:`ShardedDojoBot`)."""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import time
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.database import StoreLike, open_store
from bot.deadlines import DeadlineLoop
from bot.flow import MatchFlow
from bot.locales import Locales
from bot.logs import tag
from bot.matches import DEFAULT_LOBBY_TTL, MatchError, MatchService
from bot.registry import Registry, default_registry
from bot.text import voice
from bot.ui.components import DYNAMIC_ITEMS
from bot.ui.localized import CatalogTranslator, language
from cogs.dojo import Dojo
from cogs.matches import Matches, rules_command

log = logging.getLogger(__name__)


class DojoBot(commands.Bot):
    store: StoreLike
    locales: Locales
    """Who reads which language: each clicker's, each server's (:mod:`bot.locales`)."""
    matches: MatchService
    match_list: Matches
    """The ``/match`` cog: its list's page buttons come back to it."""

    def __init__(self, database: str, *, dev_guild_id: int | None = None,
                 force_sync: bool = False, clock: Callable[[], float] = time.time,
                 seeds: Callable[[], int] | None = None,
                 registry: Registry | None = None,
                 lobby_ttl: float = DEFAULT_LOBBY_TTL, **options: Any) -> None:
        # No privileged intents: slash commands and components need none. No message pings
        # anyone unless it names whom (bot.ui.text.pings): a display name is hostile text.
        # ``options`` reach discord.py's client (the shards of a ShardedDojoBot).
        super().__init__(command_prefix=commands.when_mentioned,
                         intents=discord.Intents.default(), help_command=None,
                         allowed_mentions=discord.AllowedMentions.none(), **options)
        self.database = database
        self.dev_guild_id = dev_guild_id
        self.force_sync = force_sync
        self.clock = clock
        self.seeds = seeds
        self.lobby_ttl = lobby_ttl
        """Seconds before an unstarted lobby is closed (``DOJO_LOBBY_TTL``)."""
        self.registry = registry if registry is not None else default_registry()
        """The games this bot plays (tests add a fake one)."""
        self.flow = MatchFlow(self)
        self.deadlines = DeadlineLoop(self)
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]
        self.tree.interaction_check = self._tag_command  # type: ignore[method-assign]

    @property
    def syncs_commands(self) -> bool:
        """Does this process sync the slash commands? Discord keeps one command tree for the
        whole application, not one per shard: one sync serves every shard, so only the
        process that runs shard 0 (or every shard) does it, and the others neither race it
        nor spend the sync rate limit on the same payload."""
        shard_ids = getattr(self, "shard_ids", None)
        return shard_ids is None or 0 in shard_ids

    async def setup_hook(self) -> None:
        self.store = await open_store(self.database)
        self.locales = Locales(self.store)
        # Every command's words in every catalog language (names, descriptions, choices).
        await self.tree.set_translator(CatalogTranslator())
        self.matches = MatchService(self.store, clock=self.clock, seeds=self.seeds,
                                    games=self.registry.engines(), lobby_ttl=self.lobby_ttl,
                                    prepare={gid: s.prepare for gid, s in self.registry.items()
                                             if s.prepare is not None})
        self.match_list = Matches(self)
        await self.add_cog(self.match_list)
        self.tree.add_command(rules_command(self))
        await self.add_cog(Dojo(self))
        for spec in self.registry.values():
            await self.add_cog(spec.cog(self, spec))  # type: ignore[call-arg]
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self.sync_commands()
        self.deadlines.start()

    async def sync_commands(self) -> bool:
        """Sync the command tree only when it changed since the last sync (or when forced):
        syncing on every start is rate-limited by Discord and slow."""
        if not self.syncs_commands:
            log.info("slash commands are synced by the process running shard 0")
            return False
        guild = discord.Object(self.dev_guild_id) if self.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        # The translated payload, as sent: a changed word in any language syncs again.
        translator = self.tree.translator or CatalogTranslator()
        payload = [await c.get_translated_payload(self.tree, translator)
                   for c in self.tree.get_commands(guild=guild)]
        digest = hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()
        key = f"commands:{self.dev_guild_id or 'global'}"
        if not self.force_sync and await self.store.get_setting(key) == digest:
            log.info("slash commands unchanged; not syncing")
            return False
        await self.tree.sync(guild=guild)
        await self.store.set_setting(key, digest)
        log.info("slash commands synced (%s)",
                 f"guild {self.dev_guild_id}" if guild else "global")
        return True

    async def _tag_command(self, interaction: discord.Interaction[Any]) -> bool:
        """Every slash command's (and autocompletion's) log lines name its shard: the tree
        asks this first, in the command's own task. Commands that know their match add it."""
        tag(interaction)
        return True

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """Remember every clicker's language (and their server's) as they come: a DM sent
        later speaks it. Only remembering: a failure here never breaks the click."""
        tag(interaction)
        with contextlib.suppress(Exception):
            try:
                await self.locales.seen(interaction)
            except Exception:
                log.exception("could not remember the language of interaction %s",
                              interaction.id)

    async def on_app_command_error(self, interaction: discord.Interaction[Any],
                                   error: app_commands.AppCommandError) -> None:
        original = getattr(error, "original", error)
        say = voice(locale=language(interaction.locale))  # answered to the clicker alone
        if isinstance(original, MatchError):
            text = original.text(say)
        elif isinstance(error, app_commands.NoPrivateMessage):
            text = say("core.error.dm_command")
        elif isinstance(error, app_commands.CheckFailure):
            text = say("core.error.check_failed")
        else:
            log.error("command %s failed", interaction.command and interaction.command.name,
                      exc_info=original)
            text = say("core.error.unexpected")
        await self.flow.answer(interaction, text)

    async def close(self) -> None:
        await self.deadlines.stop()
        await super().close()
        if hasattr(self, "store"):
            await self.store.close()


class ShardedDojoBot(DojoBot, commands.AutoShardedBot):
    """The same bot over several gateway shards (``shard_ids`` of ``shard_count``): one
    process among several, which share the database (PostgreSQL) and nothing else. The MRO
    puts DojoBot's ``__init__`` first; its ``super().__init__`` reaches AutoShardedClient's,
    which takes the shard arguments."""


def create_bot(database: str, *, shard_ids: list[int] | None = None,
               shard_count: int | None = None, **kwargs: Any) -> DojoBot:
    """A fully wired bot that is not connected: tests and tools drive it directly. Given
    shards (or just how many there are), a :class:`ShardedDojoBot` over them."""
    if shard_ids is None and shard_count is None:
        return DojoBot(database, **kwargs)
    return ShardedDojoBot(database, shard_ids=shard_ids, shard_count=shard_count, **kwargs)
