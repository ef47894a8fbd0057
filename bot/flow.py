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
import contextlib
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.lobby import LobbyFlow
from bot.matches import MatchError, MatchOver, OutOfDate, Update
from bot.store import MatchRow
from bot.ui.gameui import GameUI
from bot.ui.prompts import decision_view, status_view
from bot.ui.text import (
    NO_MENTIONS,
    USER_MENTIONS,
    clicked_label,
    clip,
    mention,
    png_file,
    readable,
    timestamp,
)
from rules.core import Decision, Outcome, State

if TYPE_CHECKING:
    from bot.app import DojoBot

log = logging.getLogger(__name__)

class MatchFlow(LobbyFlow):
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
            if isinstance(exc, OutOfDate | MatchOver) and self._owns_prompt(interaction, uid):
                with contextlib.suppress(discord.HTTPException, MatchError):
                    await self._revive_prompt(interaction, match_id, uid)
            return
        continuing = uid not in update.new_turns
        try:
            await self._refresh_clicked(interaction, update, uid)
        except Exception:
            # The move is saved: whatever happened to the clicked message, the others must
            # still hear about it, and the clicker gets their prompt by the normal route.
            log.exception("match %s: refreshing the clicked prompt failed", match_id)
            continuing = False
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
            chosen = clicked_label(interaction)
            receipt = f"✅ {self.names(match)[uid]}: {chosen}" if chosen else "✅ Done."
            text = "\n".join([*recent, "✅ Done."] if not in_public else [receipt])
            await interaction.edit_original_response(content=clip(text), view=None,
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
                files.append(png_file(png, "hand.png"))
        # A public message is labelled from the public view: what everyone may see.
        label_view = game.view(state, None) if in_public else view
        await interaction.edit_original_response(
            content=content, attachments=files,
            view=decision_view(match.id, match.version, label_view, decision, ui))

    async def _revive_prompt(self, interaction: discord.Interaction[Any], match_id: int,
                             uid: str) -> None:
        """An out-of-date prompt the clicker owns: show their current choices in its place
        (other players' moves may have changed them), or take its buttons away when they
        have nothing to decide."""
        match, state = await self.service.state(match_id)
        game = self.service.game(match.game)
        decision = None if match.over else game.decision_for(state, uid)
        in_public = self._is_public(interaction)
        if decision is None or (decision.private and in_public):
            await interaction.edit_original_response(view=None)
            return
        ui = self.ui(match.game)
        label_view = game.view(state, None if in_public else uid)
        await interaction.edit_original_response(
            view=decision_view(match.id, match.version, label_view, decision, ui))

    async def turn_page(self, interaction: discord.Interaction[Any], match_id: int,
                        version: int, page: int) -> None:
        uid = str(interaction.user.id)
        try:
            match, state = await self.service.state(match_id)
            decision = self.service.game(match.game).decision_for(state, uid)
            if match.over:
                raise MatchError("This match is over.")
            if uid not in match.seats:
                raise MatchError("You are not playing in this match.")
            if not self._owns_prompt(interaction, uid):
                raise MatchError("This prompt is not yours.")
            if decision is None or await self.service.store.acted_since(match_id, uid,
                                                                        version):
                raise MatchError("This prompt is out of date: the match has moved on.")
        except MatchError as exc:
            await self.answer(interaction, str(exc))
            return
        game = self.service.game(match.game)
        view = game.view(state, None if self._is_public(interaction) else uid)
        await interaction.response.edit_message(
            view=decision_view(match.id, match.version, view, decision, self.ui(match.game),
                               page))

    @staticmethod
    def _owns_prompt(interaction: discord.Interaction[Any], uid: str) -> bool:
        """Private prompts (DMs, ephemeral) are their reader's; a public prompt names its
        player first."""
        message = interaction.message
        if message is None or not MatchFlow._is_public(interaction):
            return True
        return message.content.startswith(f"➡️ {mention(uid)}")

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
            kwargs["file"] = png_file(png, "hand.png")
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
            log.warning("match %s: its channel is gone; only DMs are sent", match.id)
        names = self.names(match)
        ui = self.ui(match.game)
        public = [e for e in update.events if e.to is None]
        new_lines = update.public_lines(ui.quiet_events)
        pictures = (await asyncio.to_thread(ui.event_pictures, public, names)
                    if public else [])
        if not (update.new_turns or update.finished or update.timed_out or pictures):
            # Mid-turn steps (a draw before the action...) are logged with the turn's end, so
            # the thread reads one message per turn rather than one per click.
            await self.service.buffer_log(match.id, new_lines)
            await self.refresh_status(match)
            return
        forfeited = update.finished and update.outcome is not None and (
            update.outcome.reason == "timeout")
        lines = [f"⏰ {names[p]} " + ("missed a third turn in a row and forfeits." if forfeited
                                      else "ran out of time: the default move was played.")
                 for p in update.timed_out]
        lines += [*await self.service.take_log(match.id), *new_lines]
        pings: list[str] = []
        public_prompts: list[Decision] = []
        if update.finished:
            lines.append(self.result_text(match, update.outcome))
        else:
            due = {d.player: d.due_at for d in await self.service.store.deadlines(match.id)}
            for decision in update.decisions:
                if decision.player not in update.new_turns or decision.player == handled:
                    continue
                if decision.private:
                    pings.append(await self._dm_or_fallback(match, update, decision,
                                                            due.get(decision.player)))
                else:
                    public_prompts.append(decision)
        if channel is None:
            return
        files = [png_file(png, name) for name, png in pictures[:10]]
        # The pings go last and are never cut: long logs are split over several messages.
        for n, chunk in enumerate(_chunks([*lines, *pings])):
            await self._send(channel, chunk, mentions=True, files=files if n == 0 else ())
        if not lines and not pings and files:
            await self._send(channel, "", files=files)
        # Public prompts come after the log lines that lead to them.
        for decision in public_prompts:
            await self._post_public_prompt(match, update, decision, channel,
                                           due.get(decision.player))
        await self.refresh_status(match)

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
            await user.send(clip(content), file=png_file(png, "hand.png") if png else
                            discord.utils.MISSING,
                            view=decision_view(match.id, match.version, view, decision, ui))
            return True
        except discord.Forbidden as exc:
            log.info("match %s: DM to %s refused (%s)", match.id, decision.player, exc.code)
            return False
        except discord.HTTPException as exc:
            log.warning("match %s: DM to %s failed: %s", match.id, decision.player, exc)
            return False

    async def refresh_status(self, match: MatchRow, state: State | None = None) -> None:
        """Edit the status message in place (board, scores, whose turn, deadline).

        Without ``state`` it reads the latest one: with simultaneous moves, the update being
        announced may already be older than what is stored.
        """
        if state is None:
            try:
                match, state = await self.service.state(match.id)
            except MatchError as exc:
                log.warning("match %s: no status to show: %s", match.id, exc)
                return
        if match.message_id is None:
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
        embed.description = clip("\n".join(lines), 4000)
        embed.set_image(url="attachment://board.png")
        embed.set_footer(text="Press “My hand” to see your cards and play. "
                         "Public moves are logged below.")
        return embed, png_file(png, "board.png")

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
        return clip("\n".join(parts))

    @staticmethod
    def _recent_lines(update: Update, player: str) -> list[str]:
        """What ``player`` may read of this update (their private lines replace the public
        twin, e.g. "You drew Amorce LF" instead of "Blue drew a card")."""
        return readable(update.events, player)

    @staticmethod
    def _recent_lines_for(state: State, player: str) -> list[str]:
        events = state.log[-12:]
        return readable(events, player)

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
        """Where the match is played: its thread, or its channel when the thread is gone."""
        channel = None
        for channel_id in (match.thread_id, match.channel_id):
            if channel_id is None:
                continue
            channel = self.bot.get_channel(channel_id)
            if channel is None:
                try:
                    channel = await self.bot.fetch_channel(channel_id)
                except discord.HTTPException:
                    channel = None
            if channel is not None:
                break
        if channel is None:
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


def _chunks(lines: Sequence[str], limit: int = 1900) -> list[str]:
    """Join lines into messages of at most ``limit`` characters, never splitting a line."""
    chunks: list[str] = []
    current = ""
    for line in lines:
        line = clip(line, limit)
        if current and len(current) + 1 + len(line) > limit:
            chunks.append(current)
            current = line
        else:
            current = f"{current}\n{line}" if current else line
    if current:
        chunks.append(current)
    return chunks
