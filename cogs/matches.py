"""Commands every game shares: ``/match list|show|hand|resign|abort`` and ``/rules``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.logs import tag
from bot.matches import MatchError
from bot.store import MatchRow, MatchSummary
from bot.text import Voice, voice
from bot.ui import rules_summary
from bot.ui.components import ListPageButton, resign_view
from bot.ui.localized import about, describe, named, rename
from bot.ui.prompts import status_view
from bot.ui.text import clip, timestamp

if TYPE_CHECKING:
    from bot.app import DojoBot

LIST_PAGE = 10
"""Matches per page of ``/match list`` (ten lines stay far under Discord's 2,000 characters)."""
SCAN_LIMIT = 100
"""Matches the autocomplete and the default-match lookup look at (newest first): a member has
at most a few open lobbies, so this is every match they are in unless they play a hundred."""


class Matches(commands.GroupCog, group_name=named("match"), group_description=about("match")):
    def __init__(self, bot: DojoBot) -> None:
        self.bot = bot

    async def _reader(self, interaction: discord.Interaction[Any]) -> Voice:
        """The words of an answer only the clicker reads: in their language."""
        return voice(locale=await self.bot.locales.seen(interaction))

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
        rows, _ = await service.running_for(
            interaction.guild.id if interaction.guild else None, uid, limit=SCAN_LIMIT)
        mine = [m for m in rows if m.status == "running"]
        here = [m for m in mine if interaction.channel_id in (m.thread_id, m.channel_id)]
        candidates = here or mine
        if len(candidates) == 1:
            match = await service.get(candidates[0].id)
            if uid in match.seats or not seated:
                return match
            candidates = []
        if not candidates:
            raise MatchError("core.error.none_here")
        raise MatchError("core.error.several", ids=", ".join(f"#{m.id}" for m in candidates))

    async def _match_autocomplete(self, interaction: discord.Interaction[Any],
                                  current: str) -> list[app_commands.Choice[int]]:
        # Summaries (id, game, status) by index: no snapshot is read per keystroke.
        rows, _ = await self.bot.matches.running_for(
            interaction.guild.id if interaction.guild else None, str(interaction.user.id),
            limit=SCAN_LIMIT)
        say = await self._reader(interaction)
        choices = []
        for m in rows:
            name = say("core.match.choice", id=m.id, title=self._title(m.game),
                       status=say(f"core.match.status.{m.status}"))
            if current in name:
                choices.append(app_commands.Choice(name=name, value=m.id))
        return choices[:25]

    @app_commands.command(name=named("match.list"), description=about("match.list"))
    @app_commands.guild_only()
    async def list_(self, interaction: discord.Interaction[Any]) -> None:
        await self.show_page(interaction, 0, edit=False)

    async def show_page(self, interaction: discord.Interaction[Any], page: int, *,
                        edit: bool) -> None:
        """Page ``page`` of the caller's open lobbies and running matches in this server,
        with Previous/Next buttons when there are more than :data:`LIST_PAGE`. ``edit``: a
        page button was clicked, so the list is turned in place."""
        say = await self._reader(interaction)
        guild_id = interaction.guild.id if interaction.guild else None
        uid = str(interaction.user.id)
        rows, total = await self.bot.matches.running_for(guild_id, uid, limit=LIST_PAGE,
                                                         offset=page * LIST_PAGE)
        pages = max(1, -(-total // LIST_PAGE))
        if page >= pages:  # matches ended since the list was shown: its last page
            page = pages - 1
            rows, total = await self.bot.matches.running_for(guild_id, uid, limit=LIST_PAGE,
                                                             offset=page * LIST_PAGE)
        controls: discord.ui.View | None = None
        if not rows:
            first = next(iter(self.bot.registry.values()))
            content = say("core.match.none", group=first.group)
        else:
            lines = [self._line(say, m) for m in rows]
            if pages > 1:
                lines.insert(0, say("core.match.page", first=page * LIST_PAGE + 1,
                                    last=page * LIST_PAGE + len(rows), total=total,
                                    page=page + 1, pages=pages))
                controls = discord.ui.View(timeout=None)
                if page > 0:
                    controls.add_item(ListPageButton(page - 1,
                                                     label=say("core.button.previous")))
                if page < pages - 1:
                    controls.add_item(ListPageButton(page + 1, label=say("core.button.next")))
            content = clip("\n".join(lines), 2000)
        if edit:
            await interaction.response.edit_message(content=content, view=controls)
        elif controls is not None:
            await interaction.response.send_message(content, view=controls, ephemeral=True)
        else:
            await interaction.response.send_message(content, ephemeral=True)

    def _line(self, say: Voice, m: MatchSummary) -> str:
        where = f"<#{m.thread_id or m.channel_id}>" if (m.thread_id or m.channel_id) else ""
        turn = ""
        if m.deadline and m.status == "running":
            turn = say("core.match.next_deadline", when=timestamp(m.deadline))
        return say("core.match.line", id=m.id, title=self._title(m.game),
                   status=say(f"core.match.status.{m.status}"), where=where, turn=turn)

    @app_commands.command(name=named("match.show"), description=about("match.show"))
    @app_commands.describe(**describe("match.show", "match"))
    @app_commands.rename(**rename("match.show", "match"))
    @app_commands.guild_only()
    async def show(self, interaction: discord.Interaction[Any],
                   match: int | None = None) -> None:
        try:
            row = await self._pick(interaction, match, seated=False)
            tag(interaction, row.id)
            if row.snapshot is None:
                raise MatchError("core.error.never_started" if row.over
                                 else "core.error.not_started", id=row.id)
            live = await self.bot.matches.live(row.id)
        except MatchError as exc:
            await self.bot.flow.answer_error(interaction, exc)
            return
        await interaction.response.defer(thinking=True)
        row = live.match
        embed, file = await self.bot.flow.status_parts(row, live)
        view = status_view(await self.bot.flow.public_voice(row), row.id, over=row.over)
        message = await interaction.followup.send(
            embed=embed, file=file, **({"view": view} if view else {}), wait=True)
        if interaction.channel_id == (row.thread_id or row.channel_id) and not row.over:
            await self.bot.matches.set_location(row.id, message_id=message.id)

    @app_commands.command(name=named("match.hand"), description=about("match.hand"))
    @app_commands.describe(**describe("match.hand", "match"))
    @app_commands.rename(**rename("match.hand", "match"))
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction[Any],
                   match: int | None = None) -> None:
        try:
            row = await self._pick(interaction, match)
            tag(interaction, row.id)
        except MatchError as exc:
            await self.bot.flow.answer_error(interaction, exc)
            return
        await self.bot.flow.show_hand(interaction, row.id)

    @app_commands.command(name=named("match.resign"), description=about("match.resign"))
    @app_commands.describe(**describe("match.resign", "match"))
    @app_commands.rename(**rename("match.resign", "match"))
    @app_commands.guild_only()
    async def resign(self, interaction: discord.Interaction[Any],
                     match: int | None = None) -> None:
        """Asks first: a resignation cannot be taken back."""
        try:
            row = await self._pick(interaction, match)
            tag(interaction, row.id)
            if row.over:
                raise MatchError("core.error.over")
            if str(interaction.user.id) not in row.seats:
                raise MatchError("core.error.not_playing")
        except MatchError as exc:
            await self.bot.flow.answer_error(interaction, exc)
            return
        say = self.bot.flow.voice(row, locale=await self.bot.locales.seen(interaction))
        await interaction.response.send_message(
            say("core.match.resign_confirm", id=row.id,
                title=self.bot.registry[row.game].title), view=resign_view(say, row.id),
            ephemeral=True)

    async def resign_answer(self, interaction: discord.Interaction[Any], match_id: int,
                            confirmed: bool) -> None:
        """The answer to "Resign match #N?": resign, or keep playing."""
        say = await self._reader(interaction)
        if not confirmed:
            await interaction.response.edit_message(
                content=say("core.match.resign_kept"), view=None)
            return
        await interaction.response.defer()
        try:
            update = await self.bot.matches.resign(match_id, str(interaction.user.id))
        except MatchError as exc:
            await interaction.edit_original_response(content=exc.text(say), view=None)
            return
        await interaction.edit_original_response(
            content=say("core.match.resigned", id=match_id), view=None)
        await self.bot.flow.announce(update)

    @app_commands.command(name=named("match.abort"), description=about("match.abort"))
    @app_commands.describe(**describe("match.abort", "match"))
    @app_commands.rename(**rename("match.abort", "match"))
    @app_commands.guild_only()
    async def abort(self, interaction: discord.Interaction[Any],
                    match: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            row = await self._pick(interaction, match, seated=False)
            tag(interaction, row.id)
            aborted = await self.bot.matches.abort(
                row.id, str(interaction.user.id), admin=self.bot.flow.is_admin(interaction.user))
        except MatchError as exc:
            await self.bot.flow.answer_error(interaction, exc)
            return
        say = await self._reader(interaction)
        await interaction.followup.send(say("core.match.aborted", id=row.id), ephemeral=True)
        await self.bot.flow.announce_abort(aborted, interaction.user)

    show.autocomplete("match")(_match_autocomplete)
    hand.autocomplete("match")(_match_autocomplete)
    resign.autocomplete("match")(_match_autocomplete)
    abort.autocomplete("match")(_match_autocomplete)


def rules_command(bot: DojoBot) -> app_commands.Command[Any, Any, None]:
    """``/rules [game]``: with a game, its rules in short (an example board drawn by the game,
    the full rules attached); without, every game in a line. The ``game`` option autocompletes
    the registry's titles, and a typed id, title or slash group works too."""

    @app_commands.command(name=named("rules"), description=about("rules"))
    @app_commands.describe(**describe("rules", "game"))
    @app_commands.rename(**rename("rules", "game"))
    async def rules(interaction: discord.Interaction[Any], game: str | None = None) -> None:
        say = voice(locale=await bot.locales.seen(interaction))
        if game is None or not game.strip():
            await interaction.response.send_message(
                embed=rules_summary.list_embed(say, bot.registry), ephemeral=True)
            return
        spec = rules_summary.find_game(bot.registry, game)
        if spec is None:
            await interaction.response.send_message(
                rules_summary.unknown_text(say, bot.registry), ephemeral=True)
            return
        embed, files = await rules_summary.summary_parts(spec, say)
        await interaction.response.send_message(embed=embed, files=files, ephemeral=True)

    @rules.autocomplete("game")
    async def game_choices(interaction: discord.Interaction[Any],
                           current: str) -> list[app_commands.Choice[str]]:
        return rules_summary.game_choices(bot.registry, current)

    return rules
