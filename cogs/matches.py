"""Commands every game shares: ``/match list|show|hand|resign|abort`` and ``/rules``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.matches import MatchError
from bot.store import MatchRow
from bot.text import voice
from bot.ui.prompts import status_view
from bot.ui.text import timestamp

if TYPE_CHECKING:
    from bot.app import DojoBot


class Matches(commands.GroupCog, group_name="match",
              group_description="Your Dojo matches in this server"):
    def __init__(self, bot: DojoBot) -> None:
        self.bot = bot

    def _title(self, game_id: str) -> str:
        return self.bot.registry[game_id].title if game_id in self.bot.registry else game_id

    async def _pick(self, interaction: discord.Interaction[Any], match_id: int | None,
                    *, seated: bool = True) -> MatchRow:
        """The match named, or the caller's only running match here."""
        service = self.bot.matches
        if match_id is not None:
            match = await service.get(match_id)
            if interaction.guild is not None and match.guild_id not in (None,
                                                                         interaction.guild.id):
                raise MatchError("core.error.not_in_server", id=match_id)
            return match
        uid = str(interaction.user.id)
        mine = [m for m in await service.running_for(
            interaction.guild.id if interaction.guild else None, uid)
            if m.running and (uid in m.seats or not seated)]
        here = [m for m in mine if interaction.channel_id in (m.thread_id, m.channel_id)]
        candidates = here or mine
        if len(candidates) == 1:
            return candidates[0]
        if not candidates:
            raise MatchError("core.error.none_here")
        raise MatchError("core.error.several", ids=", ".join(f"#{m.id}" for m in candidates))

    async def _match_autocomplete(self, interaction: discord.Interaction[Any],
                                  current: str) -> list[app_commands.Choice[int]]:
        rows = await self.bot.matches.running_for(
            interaction.guild.id if interaction.guild else None, str(interaction.user.id))
        say = voice()
        choices = []
        for m in rows:
            name = say("core.match.choice", id=m.id, title=self._title(m.game),
                       status=say(f"core.match.status.{m.status}"))
            if current in name:
                choices.append(app_commands.Choice(name=name, value=m.id))
        return choices[:25]

    @app_commands.command(name="list", description="Your open and running matches here")
    @app_commands.guild_only()
    async def list_(self, interaction: discord.Interaction[Any]) -> None:
        assert interaction.guild is not None
        say = voice()
        rows = await self.bot.matches.running_for(interaction.guild.id,
                                                  str(interaction.user.id))
        if not rows:
            first = next(iter(self.bot.registry.values()))
            await interaction.response.send_message(say("core.match.none", group=first.group),
                                                    ephemeral=True)
            return
        lines = []
        for m in rows:
            where = f"<#{m.thread_id or m.channel_id}>" if (m.thread_id or m.channel_id) else ""
            turn = ""
            if m.deadline and m.running:
                turn = say("core.match.next_deadline", when=timestamp(m.deadline))
            lines.append(say("core.match.line", id=m.id, title=self._title(m.game),
                             status=say(f"core.match.status.{m.status}"), where=where,
                             turn=turn))
        await interaction.response.send_message("\n".join(lines), ephemeral=True)

    @app_commands.command(name="show", description="Post a match's board again")
    @app_commands.describe(match="The match number (defaults to your match here)")
    @app_commands.guild_only()
    async def show(self, interaction: discord.Interaction[Any],
                   match: int | None = None) -> None:
        try:
            row = await self._pick(interaction, match, seated=False)
            if row.snapshot is None:
                raise MatchError("core.error.never_started" if row.over
                                 else "core.error.not_started", id=row.id)
            state = self.bot.matches.load_state(row)
        except MatchError as exc:
            await self.bot.flow.answer_error(interaction, exc)
            return
        await interaction.response.defer(thinking=True)
        embed, file = await self.bot.flow.status_parts(row, state)
        view = status_view(self.bot.flow.voice(row), row.id, over=row.over)
        message = await interaction.followup.send(
            embed=embed, file=file, **({"view": view} if view else {}), wait=True)
        if interaction.channel_id == (row.thread_id or row.channel_id) and not row.over:
            await self.bot.matches.set_location(row.id, message_id=message.id)

    @app_commands.command(name="hand", description="See your cards and play, privately")
    @app_commands.describe(match="The match number (defaults to your match here)")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction[Any],
                   match: int | None = None) -> None:
        try:
            row = await self._pick(interaction, match)
        except MatchError as exc:
            await self.bot.flow.answer_error(interaction, exc)
            return
        await self.bot.flow.show_hand(interaction, row.id)

    @app_commands.command(name="resign", description="Give up a match")
    @app_commands.describe(match="The match number (defaults to your match here)")
    @app_commands.guild_only()
    async def resign(self, interaction: discord.Interaction[Any],
                     match: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            row = await self._pick(interaction, match)
            update = await self.bot.matches.resign(row.id, str(interaction.user.id))
        except MatchError as exc:
            await self.bot.flow.answer_error(interaction, exc)
            return
        await interaction.followup.send(voice()("core.match.resigned", id=row.id),
                                        ephemeral=True)
        await self.bot.flow.announce(update)

    @app_commands.command(name="abort", description="Stop a match with no result "
                          "(host or Manage Server)")
    @app_commands.describe(match="The match number (defaults to your match here)")
    @app_commands.guild_only()
    async def abort(self, interaction: discord.Interaction[Any],
                    match: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            row = await self._pick(interaction, match, seated=False)
            aborted = await self.bot.matches.abort(
                row.id, str(interaction.user.id), admin=self.bot.flow.is_admin(interaction.user))
        except MatchError as exc:
            await self.bot.flow.answer_error(interaction, exc)
            return
        await interaction.followup.send(voice()("core.match.aborted", id=row.id),
                                        ephemeral=True)
        await self.bot.flow.announce_abort(aborted, interaction.user)

    show.autocomplete("match")(_match_autocomplete)
    hand.autocomplete("match")(_match_autocomplete)
    resign.autocomplete("match")(_match_autocomplete)
    abort.autocomplete("match")(_match_autocomplete)


def rules_command(bot: DojoBot) -> app_commands.Command[Any, Any, None]:
    """``/rules <game>``, its choices the registry's games by display name."""
    choices = [app_commands.Choice(name=spec.title, value=spec.id)
               for spec in bot.registry.values()]

    @app_commands.command(name="rules", description="A short summary of a game's rules")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=choices)
    async def rules(interaction: discord.Interaction[Any],
                    game: app_commands.Choice[str]) -> None:
        say = voice()
        spec = bot.registry.get(game.value)
        if spec is None:
            await interaction.response.send_message(say("core.error.unknown_rules"),
                                                    ephemeral=True)
            return
        await interaction.response.send_message(
            embed=discord.Embed(title=say("core.rules.title", title=spec.title),
                                description=say(f"{spec.id}.rules")), ephemeral=True)

    return rules
