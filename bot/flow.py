"""From clicks to the match service and back to Discord messages.

Every interaction is one complete transaction: defer, call the service once, then tell people
what changed. Nothing about a match is kept in memory here: each call reloads from the store.

Where things go:
- the lobby message (the ``/<game> new`` response) until Start;
- the match thread (or the channel when no thread can be made): one status message edited in
  place, public log lines, turn pings, public prompts;
- private prompts by DM, or ephemerally through "My hand" when a DM is refused (50007).
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.matches import MatchError, Update
from bot.store import MatchRow
from bot.ui.gameui import GameUI
from bot.ui.prompts import decision_view, lobby_view, status_view
from rules.core import Decision, Outcome, State

if TYPE_CHECKING:
    from bot.app import DojoBot

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
NO_MENTIONS = discord.AllowedMentions.none()
USER_MENTIONS = discord.AllowedMentions(users=True, roles=False, everyone=False)


def mention(player: str) -> str:
    return f"<@{player}>"


def timestamp(seconds: float, style: str = "R") -> str:
    return f"<t:{int(seconds)}:{style}>"


def _file(png: bytes, name: str) -> discord.File:
    return discord.File(io.BytesIO(png), filename=name)


def _clip(text: str, limit: int = 1900) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class MatchFlow:
    def __init__(self, bot: DojoBot) -> None:
        self.bot = bot

    @property
    def service(self):  # type: ignore[no-untyped-def]  # MatchService, kept lazy for tests
        return self.bot.matches

    def ui(self, game_id: str) -> GameUI:
        return self.bot.game_uis[game_id]

    @staticmethod
    def names(match: MatchRow) -> dict[str, str]:
        names: dict[str, str] = dict(match.meta.get("names", {}))
        for player in match.seats:
            names.setdefault(player, f"Player {player[-4:]}")
        return names

    # ------------------------------------------------------------------ lobby

    def missing_permissions(self, interaction: discord.Interaction[Any]) -> list[str]:
        perms = interaction.app_permissions
        missing = [label for attr, label in REQUIRED_PERMISSIONS if not getattr(perms, attr)]
        if isinstance(interaction.channel, discord.Thread) and not perms.send_messages_in_threads:
            missing.append("Send Messages in Threads")
        return missing

    async def open_lobby(self, interaction: discord.Interaction[Any], game_id: str, *,
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

    def lobby_embed(self, match: MatchRow, ui: GameUI, note: str | None = None) -> discord.Embed:
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
        embed.add_field(name="Turn timeout", value=_duration(match.turn_timeout))
        if match.status == "lobby":
            need = max(0, (capacity if match.meta.get("capacity") else game.min_players)
                       - len(match.seats))
            embed.description = (f"{open_seats} open seat{'s' if open_seats != 1 else ''}. "
                                 + (f"Needs {need} more to start." if need else
                                    f"{names.get(match.host_id, 'The host')} can start."))
        if note:
            embed.description = note
        return embed

    async def lobby_click(self, interaction: discord.Interaction[Any], match_id: int,
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
                match = await self.service.join(match_id, uid)
                names = {**match.meta.get("names", {}), uid: user.display_name}
                match = await self.service.set_meta(match_id, names=names)
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

    async def _start(self, interaction: discord.Interaction[Any], match_id: int,
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
                    name=_clip(f"{ui.title} #{match.id} · {vs}", 100),
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

    # ------------------------------------------------------------------ playing

    async def choose(self, interaction: discord.Interaction[Any], match_id: int, version: int,
                     index: int, key: str | None = None) -> None:
        """A click on a decision control: one submit through the service."""
        await interaction.response.defer()
        uid = str(interaction.user.id)
        try:
            update = await self.service.choose(match_id, uid, version, index, key)
        except MatchError as exc:
            await self.answer(interaction, str(exc))
            return
        await self._refresh_clicked(interaction, update, uid)
        continuing = uid not in update.new_turns
        await self.announce(update, handled=uid if continuing else None)

    async def _refresh_clicked(self, interaction: discord.Interaction[Any], update: Update,
                               uid: str) -> None:
        """Turn the clicked prompt into the clicker's next prompt, or a short receipt."""
        match, state = update.match, update.state
        assert state is not None
        game = self.service.game(match.game)
        ui = self.ui(match.game)
        view = game.view(state, uid)
        decision = next((d for d in update.decisions if d.player == uid), None)
        in_public = self._is_public(interaction)
        recent = self._recent_lines(update, uid)
        if uid in update.new_turns:
            # A new turn (not the rest of this one) is delivered like any other: by DM or in
            # the thread, with its ping.
            decision = None
        if decision is None or match.over:
            chosen = _clicked_label(interaction)
            receipt = f"✅ {self.names(match)[uid]}: {chosen}" if chosen else "✅ Done."
            text = "\n".join([*recent, "✅ Done."] if not in_public else [receipt])
            await interaction.edit_original_response(content=_clip(text), view=None,
                                                     attachments=[])
            return
        if decision.private and in_public:
            await interaction.edit_original_response(content="✅ Done.", view=None,
                                                     attachments=[])
            await self._send_prompt_ephemeral(interaction, match, state, decision)
            return
        if in_public:  # the thread's log already has the lines; keep whose prompt it is
            content = f"➡️ {mention(uid)}, {ui.prompt(game.view(state, None), decision)}"
        else:
            content = self._prompt_text(match, view, decision, ui, recent)
        files = []
        if not in_public:
            png = await self._render_hand(ui, view)
            if png is not None:
                files.append(_file(png, "hand.png"))
        await interaction.edit_original_response(
            content=content, attachments=files,
            view=decision_view(match.id, match.version, view, decision, ui))

    async def turn_page(self, interaction: discord.Interaction[Any], match_id: int,
                        version: int, page: int) -> None:
        uid = str(interaction.user.id)
        try:
            match, state = await self.service.state(match_id)
            decision = self.service.game(match.game).decision_for(state, uid)
            if (match.over or decision is None
                    or await self.service.store.acted_since(match_id, uid, version)):
                raise MatchError("This prompt is out of date: the match has moved on.")
        except MatchError as exc:
            await self.answer(interaction, str(exc))
            return
        view = self.service.game(match.game).view(state, uid)
        await interaction.response.edit_message(
            view=decision_view(match.id, match.version, view, decision, self.ui(match.game),
                               page))

    async def show_hand(self, interaction: discord.Interaction[Any], match_id: int) -> None:
        """"My hand" and ``/match hand``: the private view and controls, ephemerally."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        uid = str(interaction.user.id)
        try:
            match, state = await self.service.state(match_id)
        except MatchError as exc:
            await interaction.followup.send(str(exc), ephemeral=True)
            return
        if uid not in match.seats:
            await interaction.followup.send(
                "You are not playing in this match, so there is no hand to show you. "
                "The board above is everything a spectator may see.", ephemeral=True)
            return
        decision = None if match.over else self.service.game(match.game).decision_for(
            state, uid)
        await self._send_prompt_ephemeral(interaction, match, state, decision)

    async def _send_prompt_ephemeral(self, interaction: discord.Interaction[Any],
                                     match: MatchRow, state: State,
                                     decision: Decision | None) -> None:
        game = self.service.game(match.game)
        ui = self.ui(match.game)
        uid = str(interaction.user.id)
        view = game.view(state, uid)
        png = await self._render_hand(ui, view)
        kwargs: dict[str, Any] = {"ephemeral": True}
        if png is not None:
            kwargs["file"] = _file(png, "hand.png")
        if decision is not None:
            kwargs["view"] = decision_view(match.id, match.version, view, decision, ui)
            content = self._prompt_text(match, view, decision, ui, [])
        elif match.over:
            content = f"{ui.title} #{match.id} is over."
        else:
            waiting = ", ".join(self.names(match)[d.player] for d in game.pending(state))
            content = f"Your cards in {ui.title} #{match.id}. Waiting for {waiting}."
        await interaction.followup.send(content, **kwargs)

    # ------------------------------------------------------------------ announcing

    async def announce(self, update: Update, handled: str | None = None) -> None:
        """Tell everyone what ``update`` changed: DM prompts, the log, pings, the status.

        ``handled`` is a player whose prompt the current interaction already shows.
        """
        match = update.match
        channel = await self.channel(match)
        if channel is None:
            log.warning("match %s: its channel is gone; nothing announced", match.id)
            return
        names = self.names(match)
        ui = self.ui(match.game)
        public = [e for e in update.events if e.to is None]
        new_lines = update.public_lines(ui.quiet_events)
        pictures = (await asyncio.to_thread(ui.event_pictures, public, names)
                    if public else [])
        if not (update.new_turns or update.finished or update.timed_out or pictures):
            # Mid-turn steps (a draw before the action...) are logged with the turn's end, so
            # the thread reads one message per turn rather than one per click.
            if new_lines:
                match = await self.service.set_meta(
                    match.id, log_buffer=[*match.meta.get("log_buffer", []), *new_lines])
            await self.refresh_status(match, update.state)
            return
        lines = [f"⏰ {names[p]} ran out of time: the default move was played."
                 for p in update.timed_out]
        lines += [*match.meta.get("log_buffer", []), *new_lines]
        if match.meta.get("log_buffer"):
            match = await self.service.set_meta(match.id, log_buffer=[])
        public_prompts: list[Decision] = []
        if update.finished:
            lines.append(self.result_text(match, update.outcome))
        else:
            due = {d.player: d.due_at for d in await self.service.store.deadlines(match.id)}
            for decision in update.decisions:
                if decision.player not in update.new_turns or decision.player == handled:
                    continue
                if decision.private:
                    lines.append(await self._dm_or_fallback(match, update, decision,
                                                            due.get(decision.player)))
                else:
                    public_prompts.append(decision)
        if lines or pictures:
            await self._send(channel, _clip("\n".join(lines)), mentions=True,
                             files=[_file(png, name) for name, png in pictures[:10]])
        # Public prompts come after the log lines that lead to them.
        for decision in public_prompts:
            await self._post_public_prompt(match, update, decision, channel,
                                           due.get(decision.player))
        await self.refresh_status(match, update.state)

    async def _post_public_prompt(self, match: MatchRow, update: Update, decision: Decision,
                                  channel: discord.abc.Messageable, due: float | None) -> None:
        """A public decision goes to the thread: everyone sees it, only its player can click."""
        assert update.state is not None
        game = self.service.game(match.game)
        ui = self.ui(match.game)
        view = game.view(update.state, None)
        deadline = f" (time runs out {timestamp(due)})" if due else ""
        await self._send(channel, f"➡️ {mention(decision.player)}, "
                         f"{ui.prompt(view, decision)}{deadline}",
                         view=decision_view(match.id, match.version, view, decision, ui),
                         mentions=True)

    async def _dm_or_fallback(self, match: MatchRow, update: Update, decision: Decision,
                              due: float | None) -> str:
        """DM a private decision; return the public line that pings its player."""
        player = decision.player
        deadline = f" (time runs out {timestamp(due)})" if due else ""
        assert update.state is not None
        if await self._dm_prompt(match, update.state, decision):
            return f"➡️ {mention(player)}, your turn{deadline}: your prompt is in your DMs."
        return (f"➡️ {mention(player)}, your turn{deadline}. I can't send you direct "
                f"messages, so press **My hand** on the status message to play.")

    async def _dm_prompt(self, match: MatchRow, state: State, decision: Decision) -> bool:
        game = self.service.game(match.game)
        ui = self.ui(match.game)
        view = game.view(state, decision.player)
        try:
            user = self.bot.get_user(int(decision.player)) or await self.bot.fetch_user(
                int(decision.player))
            png = await self._render_hand(ui, view)
            channel = await self.channel(match)
            where = f" in {channel.mention}" if isinstance(channel, discord.abc.GuildChannel |
                                                           discord.Thread) else ""
            content = (f"**{ui.title} #{match.id}**{where}\n"
                       + self._prompt_text(match, view, decision, ui,
                                           self._recent_lines_for(state, decision.player)))
            await user.send(_clip(content), file=_file(png, "hand.png") if png else
                            discord.utils.MISSING,
                            view=decision_view(match.id, match.version, view, decision, ui))
            return True
        except discord.Forbidden as exc:
            log.info("match %s: DM to %s refused (%s)", match.id, decision.player, exc.code)
            return False
        except discord.HTTPException as exc:
            log.warning("match %s: DM to %s failed: %s", match.id, decision.player, exc)
            return False

    async def refresh_status(self, match: MatchRow, state: State | None) -> None:
        """Edit the status message in place (board, scores, whose turn, deadline)."""
        if match.message_id is None or state is None:
            return
        channel = await self.channel(match)
        if channel is None:
            return
        try:
            message = channel.get_partial_message(match.message_id)  # type: ignore[union-attr]
            embed, file = await self._status_parts(match, state)
            await message.edit(embed=embed, attachments=[file],
                               view=status_view(match.id, over=match.over))
        except discord.NotFound:
            # The status message was deleted: post a new one rather than lose the board.
            message = await self._send_status(channel, match, state)
            await self.service.set_location(match.id, message_id=message.id)
        except discord.HTTPException as exc:
            log.warning("match %s: cannot update the status message: %s", match.id, exc)

    async def _send_status(self, channel: discord.abc.Messageable, match: MatchRow,
                           state: State | None) -> discord.Message:
        assert state is not None
        embed, file = await self._status_parts(match, state)
        view = status_view(match.id, over=match.over)
        if view is None:
            return await channel.send(embed=embed, file=file)
        return await channel.send(embed=embed, file=file, view=view)

    async def _status_parts(self, match: MatchRow,
                            state: State) -> tuple[discord.Embed, discord.File]:
        game = self.service.game(match.game)
        ui = self.ui(match.game)
        names = self.names(match)
        view = game.view(state, None)
        png = await asyncio.to_thread(ui.render_board, view, names)
        embed = discord.Embed(title=f"{ui.title} · match #{match.id}",
                              colour=discord.Colour.dark_grey() if match.over
                              else discord.Colour.gold())
        lines = list(ui.status_lines(view, names))
        if match.status == "aborted":
            lines.insert(0, "🛑 This match was aborted.")
        elif match.over:
            lines.insert(0, "🏁 " + self.result_text(match, self.service.outcome(match, state)))
        else:
            due = {d.player: d.due_at for d in await self.service.store.deadlines(match.id)}
            for decision in game.pending(state):
                when = due.get(decision.player)
                lines.insert(0, f"➡️ Waiting for {mention(decision.player)}"
                             + (f", time runs out {timestamp(when)}" if when else ""))
        embed.description = _clip("\n".join(lines), 4000)
        embed.set_image(url="attachment://board.png")
        embed.set_footer(text="Press “My hand” to see your cards and play. "
                         "Public moves are logged below.")
        return embed, _file(png, "board.png")

    def result_text(self, match: MatchRow, outcome: Outcome | None) -> str:
        if outcome is None:
            return "The match ended without a result."
        names = self.names(match)
        how = {"resign": "by resignation", "timeout": "on time (three missed turns)"}
        if not outcome.winners:
            text = "It's a draw!"
        else:
            winners = " and ".join(mention(p) for p in outcome.winners)
            text = f"{winners} win{'s' if len(outcome.winners) == 1 else ''}" + (
                f" {how[outcome.reason]}" if outcome.reason in how else "") + "!"
        if outcome.scores:
            text += " Final scores: " + ", ".join(
                f"{names.get(p, p)} {s}" for p, s in outcome.scores.items()) + "."
        if outcome.detail:
            text += f" ({outcome.detail})"
        return text

    async def remind(self, match: MatchRow, player: str, due_at: float) -> None:
        channel = await self.channel(match)
        if channel is not None:
            await self._send(channel, f"⏳ {mention(player)}, half of your time is gone: your "
                             f"turn ends {timestamp(due_at)}.", mentions=True)

    # ------------------------------------------------------------------ helpers

    def _prompt_text(self, match: MatchRow, view: Any, decision: Decision, ui: GameUI,
                     recent: list[str]) -> str:
        parts = [*recent[-6:], f"**{ui.prompt(view, decision)}**"]
        return _clip("\n".join(parts))

    @staticmethod
    def _recent_lines(update: Update, player: str) -> list[str]:
        """What ``player`` may read of this update (their private lines replace the public
        twin, e.g. "You drew Amorce LF" instead of "Blue drew a card")."""
        return _readable(update.events, player)

    @staticmethod
    def _recent_lines_for(state: State, player: str) -> list[str]:
        events = state.log[-12:]
        return _readable(events, player)

    async def _render_hand(self, ui: GameUI, view: Any) -> bytes | None:
        return await asyncio.to_thread(ui.render_hand, view)

    @staticmethod
    def _is_public(interaction: discord.Interaction[Any]) -> bool:
        message = interaction.message
        return interaction.guild is not None and not (
            message is not None and message.flags.ephemeral)

    @staticmethod
    def is_admin(user: discord.abc.User) -> bool:
        perms = getattr(user, "guild_permissions", None)
        return bool(perms and perms.manage_guild)

    async def answer(self, interaction: discord.Interaction[Any], text: str) -> None:
        """A short private answer, whether or not the interaction was deferred."""
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)

    async def channel(self, match: MatchRow) -> Any:
        channel_id = match.thread_id or match.channel_id
        if channel_id is None:
            return None
        channel = self.bot.get_channel(channel_id)
        if channel is None:
            try:
                channel = await self.bot.fetch_channel(channel_id)
            except discord.HTTPException:
                return None
        if isinstance(channel, discord.Thread) and channel.archived and not match.over:
            try:
                await channel.edit(archived=False)  # keep running matches' threads open
            except discord.HTTPException as exc:
                log.warning("match %s: cannot unarchive its thread: %s", match.id, exc)
        return channel

    async def _send(self, channel: discord.abc.Messageable, content: str, *,
                    view: discord.ui.View | None = None, mentions: bool = False,
                    files: Sequence[discord.File] = ()) -> None:
        try:
            kwargs: dict[str, Any] = {"allowed_mentions": USER_MENTIONS if mentions
                                      else NO_MENTIONS}
            if view is not None:
                kwargs["view"] = view
            if files:
                kwargs["files"] = list(files)
            await channel.send(content, **kwargs)
        except discord.HTTPException as exc:
            log.warning("cannot post in %s: %s", getattr(channel, "id", "?"), exc)


def _clicked_label(interaction: discord.Interaction[Any]) -> str | None:
    """The label of the button or select option that was clicked, for a public receipt."""
    data: Any = interaction.data or {}
    custom_id = data.get("custom_id")
    values = data.get("values") or []
    message = interaction.message
    if message is None or custom_id is None:
        return None
    for row in message.components:
        for child in getattr(row, "children", []):
            if getattr(child, "custom_id", None) != custom_id:
                continue
            if isinstance(child, discord.Button):
                return child.label
            if isinstance(child, discord.SelectMenu) and values:
                return next((o.label for o in child.options if o.value == values[0]), None)
    return None


def _readable(events: Sequence[Any], player: str) -> list[str]:
    private_kinds = {e.kind for e in events if e.to is not None and player in e.to}
    lines = []
    for e in events:
        if e.to is None and e.kind in private_kinds and e.data.get("player") == player:
            continue  # the player's own private twin says it better
        if e.visible_to(player):
            lines.append(e.text)
    return lines


def _duration(seconds: int) -> str:
    units: Mapping[str, int] = {"day": 86400, "hour": 3600, "minute": 60}
    for name, size in units.items():
        if seconds >= size and seconds % size == 0:
            n = seconds // size
            return f"{n} {name}{'s' if n > 1 else ''}"
    return f"{seconds} seconds"
