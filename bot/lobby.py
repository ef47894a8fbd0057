"""The lobby: ``/<game> new``, Join / Leave / Start / Cancel, and starting a match in its own
thread. A mixin of :class:`bot.flow.MatchFlow`, kept apart so each file reads on its own."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.matches import MatchError
from bot.store import MatchRow
from bot.ui.gameui import GameUI
from bot.ui.prompts import lobby_view
from bot.ui.text import USER_MENTIONS, clip, duration, mention

if TYPE_CHECKING:
    from bot.flow import MatchFlow

log = logging.getLogger(__name__)

# What the bot needs where a match is created (the lobby's channel).
REQUIRED_PERMISSIONS: tuple[tuple[str, str], ...] = (
    ("view_channel", "View Channel"),
    ("send_messages", "Send Messages"),
    ("embed_links", "Embed Links"),
    ("attach_files", "Attach Files"),
    ("read_message_history", "Read Message History"),
)
THREAD_ARCHIVE_MINUTES = 10080  # a week: the longest turn timeout, plus reminders at half time


class LobbyFlow:

    def missing_permissions(self: MatchFlow, interaction: discord.Interaction[Any]) -> list[str]:
        perms = interaction.app_permissions
        missing = [label for attr, label in REQUIRED_PERMISSIONS if not getattr(perms, attr)]
        if isinstance(interaction.channel, discord.Thread) and not perms.send_messages_in_threads:
            missing.append("Send Messages in Threads")
        return missing

    async def open_lobby(self: MatchFlow, interaction: discord.Interaction[Any], game_id: str, *,
                         options: dict[str, Any] | None = None,
                         opponents: Sequence[discord.abc.User] = (),
                         turn_timeout: int, capacity: int | None = None) -> None:
        """``/<game> new``: check what could go wrong first, then create and show the lobby."""
        ui = self.ui(game_id)
        if interaction.guild is None or interaction.channel is None:
            await interaction.response.send_message(
                "Matches are played in a server channel, not in direct messages.",
                ephemeral=True)
            return
        missing = self.missing_permissions(interaction)
        if missing:
            await interaction.response.send_message(
                f"I can't host a match in {interaction.channel.mention}: I am missing the "
                f"**{', '.join(missing)}** permission{'s' if len(missing) > 1 else ''} here. "
                f"Ask a server admin to grant {'them' if len(missing) > 1 else 'it'}, or try "
                f"another channel.", ephemeral=True)
            return
        host = interaction.user
        for other in opponents:
            if other.bot:
                await interaction.response.send_message(
                    f"{other.mention} is a bot and cannot play.", ephemeral=True)
                return
            if other.id == host.id:
                await interaction.response.send_message(
                    "You cannot challenge yourself: leave the opponent empty to let anyone "
                    "join.", ephemeral=True)
                return
        try:
            match = await self.service.create(
                game_id, host=str(host.id), guild_id=interaction.guild.id,
                channel_id=interaction.channel.id, options=options, turn_timeout=turn_timeout,
                invited=[str(o.id) for o in opponents] or None, capacity=capacity)
        except MatchError as exc:
            await interaction.response.send_message(str(exc), ephemeral=True)
            return
        names = {str(host.id): host.display_name}
        names.update({str(o.id): o.display_name for o in opponents})
        match = await self.service.set_meta(match.id, names=names)
        invite = " ".join(o.mention for o in opponents)
        await interaction.response.send_message(
            content=f"{invite} {host.mention} challenges you to {ui.title}!" if invite else None,
            embed=self.lobby_embed(match, ui), view=lobby_view(match.id),
            allowed_mentions=USER_MENTIONS)
        message = await interaction.original_response()
        await self.service.set_location(match.id, message_id=message.id)

    def lobby_embed(self: MatchFlow, match: MatchRow, ui: GameUI,
                    note: str | None = None) -> discord.Embed:
        names = self.names(match)
        capacity = self.service.capacity(match)
        seats = "\n".join(f"{i}. {mention(p)}" + (" (host)" if p == match.host_id else "")
                          for i, p in enumerate(match.seats, 1)) or "nobody yet"
        open_seats = capacity - len(match.seats)
        game = self.service.game(match.game)
        embed = discord.Embed(title=f"{ui.title} · lobby #{match.id}",
                              colour=discord.Colour.blurple())
        embed.add_field(name=f"Players ({len(match.seats)}/{capacity})", value=seats,
                        inline=False)
        if match.invited:
            waiting = [p for p in match.invited if p not in match.seats]
            if waiting:
                embed.add_field(name="Reserved for", value=", ".join(map(mention, waiting)),
                                inline=False)
        embed.add_field(name="Turn timeout", value=duration(match.turn_timeout))
        if match.status == "lobby":
            need = max(0, (capacity if match.meta.get("capacity") else game.min_players)
                       - len(match.seats))
            embed.description = (f"{open_seats} open seat{'s' if open_seats != 1 else ''}. "
                                 + (f"Needs {need} more to start." if need else
                                    f"{names.get(match.host_id, 'The host')} can start."))
        if note:
            embed.description = note
        return embed

    async def lobby_click(self: MatchFlow, interaction: discord.Interaction[Any], match_id: int,
                          op: str) -> None:
        user = interaction.user
        uid = str(user.id)
        try:
            if op == "start":
                lobby = await self.service.get(match_id)
                if lobby.status == "lobby" and uid != lobby.host_id:
                    raise MatchError("Only the host can start this match.")
                await interaction.response.defer()  # a thread and a picture to make
                await self._start(interaction, match_id, uid)
                return
            if op == "join":
                match = await self.service.join(match_id, uid, user.display_name)
            elif op == "leave":
                match = await self.service.leave(match_id, uid)
            else:
                match = await self.service.cancel(match_id, uid, admin=self.is_admin(user))
        except MatchError as exc:
            await self.answer(interaction, str(exc))
            return
        ui = self.ui(match.game)
        if match.status == "aborted":
            await interaction.response.edit_message(
                content=None, embed=self.lobby_embed(match, ui, "This lobby was closed."),
                view=None)
        else:
            await interaction.response.edit_message(embed=self.lobby_embed(match, ui),
                                                    view=lobby_view(match.id))

    async def _start(self: MatchFlow, interaction: discord.Interaction[Any], match_id: int,
                     uid: str) -> None:
        update = await self.service.start(match_id, uid)
        match = update.match
        ui = self.ui(match.game)
        names = self.names(match)
        where: discord.abc.Messageable | None = None
        message = interaction.message
        if (message is not None and isinstance(interaction.channel, discord.TextChannel)
                and interaction.app_permissions.create_public_threads
                and interaction.app_permissions.send_messages_in_threads):
            vs = " vs ".join(names[p] for p in match.seats)
            try:
                where = await message.create_thread(
                    name=clip(f"{ui.title} #{match.id} · {vs}", 100),
                    auto_archive_duration=THREAD_ARCHIVE_MINUTES)
            except discord.HTTPException as exc:
                log.warning("match %s: cannot create a thread (%s); using the channel",
                            match.id, exc)
        if where is None:
            where = interaction.channel  # type: ignore[assignment]
        assert where is not None
        note = (f"Started! Play in {where.mention}." if isinstance(where, discord.Thread)
                else "Started! The match runs in this channel.")
        await interaction.edit_original_response(embed=self.lobby_embed(match, ui, note),
                                                 view=None)
        thread_id = where.id if isinstance(where, discord.Thread) else None
        status = await self._send_status(where, match, update.state)
        await self.service.set_location(match.id, thread_id=thread_id, message_id=status.id)
        match = await self.service.get(match.id)
        update.match = match
        await self.announce(update)

    async def announce_abort(self: MatchFlow, match: MatchRow, by: discord.abc.User) -> None:
        """Say so where the match is played, and close its lobby or status message."""
        channel = await self.channel(match)
        if channel is None:
            return
        if match.snapshot is None:  # still a lobby: close the lobby message
            try:
                message = channel.get_partial_message(match.message_id)
                await message.edit(embed=self.lobby_embed(match, self.ui(match.game),
                                                          "This lobby was closed."), view=None)
            except (discord.HTTPException, TypeError) as exc:
                log.warning("match %s: cannot close the lobby message: %s", match.id, exc)
            return
        await self._send(channel, f"🛑 Match #{match.id} was aborted by {by.mention}.")
        await self.refresh_status(match)
