"""The lobby: ``/<game> new``, Join / Leave / Start / Cancel, and starting a match in its own
thread. A part of :class:`bot.flow.MatchFlow` (``flow.lobby``), kept apart so each file reads
on its own."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.logs import tag
from bot.matches import MatchError
from bot.registry import DEFAULT_PACE
from bot.store import MatchRow
from bot.text import Voice
from bot.ui.prompts import lobby_view
from bot.ui.text import clip, duration, mention, pings

if TYPE_CHECKING:
    from bot.flow import MatchFlow
    from bot.matches import MatchService

log = logging.getLogger(__name__)

# What the bot needs where a match is created (the lobby's channel).
REQUIRED_PERMISSIONS: tuple[str, ...] = (
    "view_channel", "send_messages", "embed_links", "attach_files", "read_message_history")
"""Each is worded ``core.permission.<name>``, as Discord's own client names it in the
reader's language (server settings)."""
THREAD_ARCHIVE_MINUTES = 10080  # a week: the longest turn timeout, plus reminders at half time


class LobbyFlow:
    def __init__(self, flow: MatchFlow) -> None:
        self.flow = flow

    @property
    def service(self) -> MatchService:
        return self.flow.service

    def missing_permissions(self, interaction: discord.Interaction[Any]) -> list[str]:
        """The permissions the bot lacks here, by name (``core.permission.<name>``)."""
        perms = interaction.app_permissions
        missing = [name for name in REQUIRED_PERMISSIONS if not getattr(perms, name)]
        if isinstance(interaction.channel, discord.Thread) and not perms.send_messages_in_threads:
            missing.append("send_messages_in_threads")
        return missing

    async def open_lobby(self, interaction: discord.Interaction[Any], game_id: str, *,
                         options: dict[str, Any] | None = None,
                         opponents: Sequence[discord.abc.User] = (),
                         pace: str = DEFAULT_PACE, capacity: int | None = None) -> None:
        """``/<game> new``: check what could go wrong first, then create and show the lobby.
        The ``pace`` sets every clock of the game (the turn timeout and the game's own)."""
        clocks = self.flow.spec(game_id).paces[pace]
        options = {**(options or {}), **clocks.options}
        turn_timeout = clocks.turn_timeout
        await self.flow.bot.locales.seen(interaction)
        say = self.flow.reader_voice(interaction, game_id=game_id)
        send = interaction.response.send_message
        if interaction.guild is None or interaction.channel is None:
            await send(say("core.lobby.guild_only"), ephemeral=True)
            return
        missing = self.missing_permissions(interaction)
        if missing:
            await send(say("core.lobby.missing_permissions", channel=interaction.channel.mention,
                           perms=", ".join(say(f"core.permission.{p}") for p in missing),
                           n=len(missing)), ephemeral=True)
            return
        host = interaction.user
        for other in opponents:
            if other.bot:
                await send(say("core.lobby.is_bot", user=other.mention), ephemeral=True)
                return
            if other.id == host.id:
                await send(say("core.lobby.self"), ephemeral=True)
                return
        try:
            match = await self.service.create(
                game_id, host=str(host.id), guild_id=interaction.guild.id,
                channel_id=interaction.channel.id, options=options, turn_timeout=turn_timeout,
                invited=[str(o.id) for o in opponents] or None, capacity=capacity)
        except MatchError as exc:
            await send(exc.text(say), ephemeral=True)
            return
        tag(interaction, match.id)
        names = {str(host.id): host.display_name}
        names.update({str(o.id): o.display_name for o in opponents})
        match = await self.service.set_meta(match.id, names=names, pace=pace)
        say = await self.flow.public_voice(match)
        invite = " ".join(o.mention for o in opponents)
        title = self.flow.spec(game_id).title
        await send(content=say("core.lobby.challenge", invited=invite, host=host.mention,
                               title=title) if invite else None,
                   embed=self.lobby_embed(match, say), view=lobby_view(say, match.id),
                   allowed_mentions=pings(str(o.id) for o in opponents))
        message = await interaction.original_response()
        await self.service.set_location(match.id, message_id=message.id)

    def pace_text(self, match: MatchRow, say: Voice) -> str:
        """The match's pace and what it means for each clock."""
        text = say("core.lobby.pace_turn", pace=say(f"core.pace.{match.meta.pace}")
                   if match.meta.pace else say("core.pace.custom"),
                   turn=duration(say, match.turn_timeout))
        return text + self.flow.ui(match.game).clocks(say, match.options)

    def lobby_embed(self, match: MatchRow, say: Voice, note: str | None = None) -> discord.Embed:
        capacity = self.service.capacity(match)
        seats = "\n".join(f"{i}. {mention(p)}" + (say("core.lobby.host")
                                                   if p == match.host_id else "")
                          for i, p in enumerate(match.seats, 1)) or say("core.lobby.nobody")
        open_seats = capacity - len(match.seats)
        game = self.service.game(match.game)
        embed = discord.Embed(title=say("core.lobby.title", title=self.flow.spec(match.game).title,
                                        id=match.id),
                              colour=discord.Colour.blurple())
        embed.add_field(name=say("core.lobby.players", seated=len(match.seats),
                                 capacity=capacity), value=seats, inline=False)
        if match.invited:
            waiting = [p for p in match.invited if p not in match.seats]
            if waiting:
                embed.add_field(name=say("core.lobby.reserved"),
                                value=", ".join(map(mention, waiting)), inline=False)
        embed.add_field(name=say("core.lobby.pace"), value=self.pace_text(match, say))
        if match.status == "lobby":
            need = max(0, (capacity if match.meta.capacity else game.min_players)
                       - len(match.seats))
            host = (say.name(match.host_id) if match.host_id in match.meta.names
                    else say("core.lobby.the_host"))
            embed.description = (say("core.lobby.open_seats", n=open_seats) + " "
                                 + (say("core.lobby.needs", n=need) if need
                                    else say("core.lobby.can_start", host=host)))
        if note:
            embed.description = note
        return embed

    async def lobby_click(self, interaction: discord.Interaction[Any], match_id: int,
                          op: str) -> None:
        user = interaction.user
        uid = str(user.id)
        await self.flow.bot.locales.seen(interaction)
        try:
            if op == "start":
                lobby = await self.service.get(match_id)
                if lobby.status == "lobby" and uid != lobby.host_id:
                    raise MatchError("core.error.host_only_start")
                await interaction.response.defer()  # a thread and a picture to make
                await self._start(interaction, match_id, uid)
                return
            if op == "join":
                match = await self.service.join(match_id, uid, user.display_name)
            elif op == "leave":
                match = await self.service.leave(match_id, uid)
            else:
                match = await self.service.cancel(match_id, uid,
                                                  admin=self.flow.is_admin(user))
        except MatchError as exc:
            await self.flow.answer_error(interaction, exc)
            return
        say = await self.flow.public_voice(match)
        if match.status == "aborted":
            await interaction.response.edit_message(
                content=None, embed=self.lobby_embed(match, say, say("core.lobby.closed")),
                view=None)
        else:
            await interaction.response.edit_message(embed=self.lobby_embed(match, say),
                                                    view=lobby_view(say, match.id))

    async def _start(self, interaction: discord.Interaction[Any], match_id: int,
                     uid: str) -> None:
        update = await self.service.start(match_id, uid)
        match = update.match
        say = await self.flow.public_voice(match)
        where: discord.abc.Messageable | None = None
        message = interaction.message
        if (message is not None and isinstance(interaction.channel, discord.TextChannel)
                and interaction.app_permissions.create_public_threads
                and interaction.app_permissions.send_messages_in_threads):
            # A thread name is shown as it is: names defused of mentions, no backslashes.
            plain = say.plain()
            vs = plain("core.lobby.vs").join(plain.name(p) for p in match.seats)
            try:
                where = await message.create_thread(
                    name=clip(say("core.lobby.thread_name", title=self.flow.spec(match.game).title,
                                  id=match.id, vs=vs), 100),
                    auto_archive_duration=THREAD_ARCHIVE_MINUTES)
            except discord.HTTPException as exc:
                log.warning("match %s: cannot create a thread (%s); using the channel",
                            match.id, exc)
        if where is None:
            where = interaction.channel  # type: ignore[assignment]
        assert where is not None
        note = (say("core.lobby.started_thread", where=where.mention)
                if isinstance(where, discord.Thread) else say("core.lobby.started_channel"))
        await interaction.edit_original_response(embed=self.lobby_embed(match, say, note),
                                                 view=None)
        thread_id = where.id if isinstance(where, discord.Thread) else None
        try:
            status: discord.Message | None = await self.flow.send_status(
                where, match, await self.service.live(match.id))
        except discord.HTTPException as exc:
            # The match has started all the same: the status is posted again by the next
            # refresh (at the end of this announcement, or the next move or deadline).
            log.warning("match %s: the status message could not be posted: %s", match.id, exc)
            status = None
        await self.service.set_location(match.id, thread_id=thread_id,
                                        message_id=status.id if status else None,
                                        no_message=status is None)
        update.match = await self.service.get(match.id)
        await self.flow.announce(update)

    async def close_message(self, channel: Any, match: MatchRow,
                            note: str | None = None) -> None:
        """A cancelled, aborted or expired lobby: its message says so (``note``, "closed" by
        default) and loses its buttons."""
        say: Voice = await self.flow.public_voice(match)
        try:
            message = channel.get_partial_message(match.message_id)
            await message.edit(embed=self.lobby_embed(match, say, note or say("core.lobby.closed")),
                               view=None)
        except (discord.HTTPException, TypeError) as exc:
            log.warning("match %s: cannot close the lobby message: %s", match.id, exc)
