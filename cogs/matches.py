"""Commands every game shares: ``/match list|show|hand|resign|abort`` and ``/rules``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.matches import MatchError
from bot.store import MatchRow

if TYPE_CHECKING:
    from bot.app import DojoBot


class Matches(commands.GroupCog, group_name="match",
              group_description="Your Dojo matches in this server"):
    def __init__(self, bot: DojoBot) -> None:
        self.bot = bot

    async def _pick(self, interaction: discord.Interaction[Any], match_id: int | None,
                    *, seated: bool = True) -> MatchRow:
        """The match named, or the caller's only running match here."""
        service = self.bot.matches
        if match_id is not None:
            match = await service.get(match_id)
            if interaction.guild is not None and match.guild_id not in (None,
                                                                         interaction.guild.id):
                raise MatchError(f"Match #{match_id} is not in this server.")
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
            raise MatchError("You have no running match here.")
        ids = ", ".join(f"#{m.id}" for m in candidates)
        raise MatchError(f"You have several running matches ({ids}): say which one with the "
                         f"`match` option.")

    async def _match_autocomplete(self, interaction: discord.Interaction[Any],
                                  current: str) -> list[app_commands.Choice[int]]:
        rows = await self.bot.matches.running_for(
            interaction.guild.id if interaction.guild else None, str(interaction.user.id))
        choices = []
        for m in rows:
            title = self.bot.game_uis[m.game].title if m.game in self.bot.game_uis else m.game
            name = f"#{m.id} {title} ({m.status})"
            if current in name:
                choices.append(app_commands.Choice(name=name, value=m.id))
        return choices[:25]

    @app_commands.command(name="list", description="Your open and running matches here")
    @app_commands.guild_only()
    async def list_(self, interaction: discord.Interaction[Any]) -> None:
        assert interaction.guild is not None
        rows = await self.bot.matches.running_for(interaction.guild.id,
                                                  str(interaction.user.id))
        if not rows:
            await interaction.response.send_message(
                "You have no open or running match in this server. Start one with "
                "`/karatekarte new`.", ephemeral=True)
            return
        lines = []
        for m in rows:
            title = self.bot.game_uis[m.game].title if m.game in self.bot.game_uis else m.game
            where = f"<#{m.thread_id or m.channel_id}>" if (m.thread_id or m.channel_id) else ""
            turn = ""
            if m.deadline and m.running:
                turn = f", next deadline <t:{int(m.deadline)}:R>"
            lines.append(f"**#{m.id}** {title}: {m.status} {where}{turn}")
        await interaction.response.send_message("\n".join(lines), ephemeral=True)

    @app_commands.command(name="show", description="Post a match's board again")
    @app_commands.describe(match="The match number (defaults to your match here)")
    @app_commands.guild_only()
    async def show(self, interaction: discord.Interaction[Any],
                   match: int | None = None) -> None:
        try:
            row = await self._pick(interaction, match, seated=False)
            if row.snapshot is None:
                raise MatchError(f"Match #{row.id} never started: there is no board to show."
                                 if row.over else f"Match #{row.id} has not started yet.")
            state = self.bot.matches.load_state(row)
        except MatchError as exc:
            await self.bot.flow.answer(interaction, str(exc))
            return
        await interaction.response.defer(thinking=True)
        embed, file = await self.bot.flow._status_parts(row, state)
        from bot.ui.prompts import status_view
        view = status_view(row.id, over=row.over)
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
            await self.bot.flow.answer(interaction, str(exc))
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
            await self.bot.flow.answer(interaction, str(exc))
            return
        await interaction.followup.send(f"You resigned match #{row.id}.", ephemeral=True)
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
            await self.bot.flow.answer(interaction, str(exc))
            return
        await interaction.followup.send(f"Match #{row.id} was aborted.", ephemeral=True)
        await self.bot.flow.announce_abort(aborted, interaction.user)

    show.autocomplete("match")(_match_autocomplete)
    hand.autocomplete("match")(_match_autocomplete)
    resign.autocomplete("match")(_match_autocomplete)
    abort.autocomplete("match")(_match_autocomplete)


class Rules(commands.Cog):
    def __init__(self, bot: DojoBot) -> None:
        self.bot = bot

    @app_commands.command(name="rules", description="A short summary of a game's rules")
    @app_commands.describe(game="Which game")
    async def rules(self, interaction: discord.Interaction[Any], game: str) -> None:
        ui = self.bot.game_uis.get(game)
        if ui is None:
            await interaction.response.send_message("I don't know that game.", ephemeral=True)
            return
        await interaction.response.send_message(
            embed=discord.Embed(title=f"{ui.title}: the rules in short",
                                description=ui.rules_summary), ephemeral=True)

    @rules.autocomplete("game")
    async def _game_autocomplete(self, interaction: discord.Interaction[Any],
                                 current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=ui.title, value=gid)
                for gid, ui in sorted(self.bot.game_uis.items())
                if current.lower() in ui.title.lower()][:25]


async def setup(bot: DojoBot) -> None:
    await bot.add_cog(Matches(bot))
    await bot.add_cog(Rules(bot))
