"""From clicks to the match service and back to Discord messages.

Every interaction is one complete transaction: defer, call the service once, then tell people
what changed. Nothing about a match is kept in memory here: each call reloads from the store.
Every word comes from the text catalog through a :class:`bot.text.Voice` bound to the match.

Where things go:
- the lobby message (the ``/<game> new`` response) until Start (:mod:`bot.lobby`);
- the match thread (or the channel when no thread can be made): one status message edited in
  place, public log lines, turn pings, public prompts;
- private prompts by DM, or ephemerally through "My hand" when a DM is refused (50007).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.lobby import LobbyFlow
from bot.matches import MatchError, MatchOver, OutOfDate, Update
from bot.registry import GameSpec
from bot.render import cache as picture_cache
from bot.store import MatchRow
from bot.text import Voice, voice
from bot.ui.components import SAVED
from bot.ui.gameui import GameUI
from bot.ui.prompts import decision_view, status_view
from bot.ui.text import (
    clicked_label,
    clip,
    mention,
    pings,
    png_file,
    timestamp,
)
from rules.core import Decision, Outcome, State

if TYPE_CHECKING:
    from bot.app import DojoBot
    from bot.matches import MatchService

log = logging.getLogger(__name__)

RECENT_LINES = 6
"""Log lines a prompt repeats above its question."""


class MatchFlow:
    def __init__(self, bot: DojoBot) -> None:
        self.bot = bot
        self.lobby = LobbyFlow(self)

    @property
    def service(self) -> MatchService:
        return self.bot.matches

    def spec(self, game_id: str) -> GameSpec:
        return self.bot.registry[game_id]

    def ui(self, game_id: str) -> GameUI:
        return self.spec(game_id).ui

    def voice(self, match: MatchRow | None = None, game_id: str | None = None) -> Voice:
        """The catalog bound to a match's names and its game's formats."""
        game_id = game_id or (match.game if match is not None else None)
        formats = dict(self.spec(game_id).formats) if game_id in self.bot.registry else {}
        return voice(self.names(match) if match is not None else {}, formats)

    @staticmethod
    def names(match: MatchRow) -> dict[str, str]:
        return dict(match.meta.names)

    async def open_lobby(self, interaction: discord.Interaction[Any], game_id: str,
                         **kwargs: Any) -> None:
        """``/<game> new`` (the games' cogs call this)."""
        await self.lobby.open_lobby(interaction, game_id, **kwargs)

    # ------------------------------------------------------------------ playing

    async def choose(self, interaction: discord.Interaction[Any], match_id: int, version: int,
                     index: int, key: str | None = None) -> None:
        """A click on a decision control: one submit through the service."""
        await interaction.response.defer()
        uid = str(interaction.user.id)
        try:
            update = await self.service.choose(match_id, uid, version, index, key)
            interaction.extras[SAVED] = True  # from here on, an error says the move counted
        except MatchError as exc:
            await self.answer_error(interaction, exc)
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
        say = self.voice(match)
        view = game.view(state, uid)
        decision = next((d for d in update.decisions if d.player == uid), None)
        in_public = self._is_public(interaction)
        recent = say.lines(match.game, update.events, uid)
        if uid in update.new_turns:
            # A new turn (not the rest of this one) is delivered like any other: by DM or in
            # the thread, with its ping.
            decision = None
        if decision is None or match.over:
            chosen = clicked_label(interaction)
            receipt = (say("core.play.receipt", player=uid, choice=chosen) if chosen
                       else say("core.play.done"))
            text = "\n".join([*recent, say("core.play.done")] if not in_public else [receipt])
            await interaction.edit_original_response(content=clip(text), view=None,
                                                     attachments=[])
            return
        if decision.private and in_public:
            await interaction.edit_original_response(content=say("core.play.done"), view=None,
                                                     attachments=[])
            await self._send_prompt_ephemeral(interaction, match, state, decision)
            return
        if in_public:  # the thread's log already has the lines; keep whose prompt it is
            content = say("core.play.prompt_public", mention=mention(uid),
                          prompt=ui.prompt(say, game.view(state, None), decision))
        else:
            content = self._prompt_text(say, view, decision, ui, recent)
        files = []
        if not in_public:
            png = await self._render_hand(say, ui, view, match.game)
            if png is not None:
                files.append(png_file(png, "hand.png"))
        # A public message is labelled from the public view: what everyone may see.
        label_view = game.view(state, None) if in_public else view
        await interaction.edit_original_response(
            content=content, attachments=files,
            view=decision_view(say, match.id, match.version, label_view, decision, ui))

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
        label_view = game.view(state, None if in_public else uid)
        await interaction.edit_original_response(
            view=decision_view(self.voice(match), match.id, match.version, label_view,
                               decision, self.ui(match.game)))

    async def turn_page(self, interaction: discord.Interaction[Any], match_id: int,
                        version: int, page: int) -> None:
        uid = str(interaction.user.id)
        try:
            match, state = await self.service.state(match_id)
            decision = self.service.game(match.game).decision_for(state, uid)
            if match.over:
                raise MatchError("core.error.over")
            if uid not in match.seats:
                raise MatchError("core.error.not_playing")
            if not self._owns_prompt(interaction, uid):
                raise MatchError("core.error.not_your_prompt")
            if decision is None or await self.service.store.acted_since(match_id, uid,
                                                                        version):
                raise MatchError("core.error.out_of_date")
        except MatchError as exc:
            await self.answer_error(interaction, exc)
            return
        game = self.service.game(match.game)
        view = game.view(state, None if self._is_public(interaction) else uid)
        await interaction.response.edit_message(
            view=decision_view(self.voice(match), match.id, match.version, view, decision,
                               self.ui(match.game), page))

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
            await self.answer_error(interaction, exc)
            return
        if uid not in match.seats:
            await interaction.followup.send(self.voice(match)("core.hand.spectator"),
                                            ephemeral=True)
            return
        decision = None if match.over else self.service.game(match.game).decision_for(
            state, uid)
        await self._send_prompt_ephemeral(interaction, match, state, decision)

    async def _send_prompt_ephemeral(self, interaction: discord.Interaction[Any],
                                     match: MatchRow, state: State,
                                     decision: Decision | None) -> None:
        game = self.service.game(match.game)
        ui = self.ui(match.game)
        say = self.voice(match)
        title = self.spec(match.game).title
        uid = str(interaction.user.id)
        view = game.view(state, uid)
        png = await self._render_hand(say, ui, view, match.game)
        kwargs: dict[str, Any] = {"ephemeral": True}
        if png is not None:
            kwargs["file"] = png_file(png, "hand.png")
        if decision is not None:
            kwargs["view"] = decision_view(say, match.id, match.version, view, decision, ui)
            content = self._prompt_text(say, view, decision, ui, [])
        elif match.over:
            content = say("core.hand.over", title=title, id=match.id)
        else:
            content = say("core.hand.waiting", title=title, id=match.id,
                          players=[d.player for d in game.pending(state)])
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
        say = self.voice(match)
        ui = self.ui(match.game)
        public = [e for e in update.events if e.to is None]
        pictures = (await picture_cache.draw(ui.event_pictures, say, public)
                    if public else [])
        if not (update.new_turns or update.finished or update.timed_out or pictures):
            # Mid-turn steps (a draw before the action...) are logged with the turn's end, so
            # the thread reads one message per turn rather than one per click.
            await self.refresh_status(match)
            return
        forfeited = update.finished and update.outcome is not None and (
            update.outcome.reason == "timeout")
        lines = [say("core.play.forfeited" if forfeited else "core.play.timed_out", player=p)
                 for p in update.timed_out]
        lines += await self._untold_lines(say, update)
        pings: list[str] = []
        public_prompts: list[Decision] = []
        due: dict[str, float] = {}
        if update.finished:
            lines.append(self.result_text(say, match, update.outcome))
        else:
            due = {d.player: d.due_at for d in await self.service.store.deadlines(match.id)}
            for decision in update.decisions:
                if decision.player not in update.new_turns or decision.player == handled:
                    continue
                if decision.private:
                    pings.append(await self._dm_or_fallback(say, match, update, decision,
                                                            due.get(decision.player)))
                else:
                    public_prompts.append(decision)
        if channel is None:
            return
        files = [png_file(png, name) for name, png in pictures[:10]]
        # Who these lines mention: the players whose turn it is, and the winners.
        pinged = [*update.new_turns, *(update.outcome.winners if update.finished
                                       and update.outcome is not None else [])]
        pinged = [p for p in pinged if p in match.seats]
        # The pings go last and are never cut: long logs are split over several messages.
        for n, chunk in enumerate(_chunks([*lines, *pings])):
            await self._send(channel, chunk, pinged=pinged, files=files if n == 0 else ())
        if not lines and not pings and files:
            await self._send(channel, "", files=files)
        # Public prompts come after the log lines that lead to them.
        for decision in public_prompts:
            await self._post_public_prompt(say, match, update, decision, channel,
                                           due.get(decision.player))
        await self.refresh_status(match)

    async def _untold_lines(self, say: Voice, update: Update) -> list[str]:
        """The public lines of the events the thread has not been told yet (this update's,
        and the mid-turn steps held back before it)."""
        if update.state is None:
            return []
        start = await self.service.claim_log(update.match.id, update.log_end)
        events = update.state.log[start:update.log_end]
        quiet = self.ui(update.match.game).quiet_events
        return say.lines(update.match.game, [e for e in events if e.kind not in quiet], None)

    async def _post_public_prompt(self, say: Voice, match: MatchRow, update: Update,
                                  decision: Decision, channel: discord.abc.Messageable,
                                  due: float | None) -> None:
        """A public decision goes to the thread: everyone sees it, only its player can click."""
        assert update.state is not None
        game = self.service.game(match.game)
        ui = self.ui(match.game)
        view = game.view(update.state, None)
        deadline = say("core.play.deadline", when=timestamp(due)) if due else ""
        content = say("core.play.prompt_public", mention=mention(decision.player),
                      prompt=ui.prompt(say, view, decision)) + deadline
        await self._send(channel, content,
                         view=decision_view(say, match.id, match.version, view, decision, ui),
                         pinged=[decision.player])

    async def _dm_or_fallback(self, say: Voice, match: MatchRow, update: Update,
                              decision: Decision, due: float | None) -> str:
        """DM a private decision; return the public line that pings its player."""
        player = decision.player
        deadline = say("core.play.deadline", when=timestamp(due)) if due else ""
        assert update.state is not None
        if await self._dm_prompt(say, match, update.state, decision):
            return say("core.play.your_turn_dm", mention=mention(player), deadline=deadline)
        return say("core.play.your_turn_no_dm", mention=mention(player), deadline=deadline)

    async def _dm_prompt(self, say: Voice, match: MatchRow, state: State,
                         decision: Decision) -> bool:
        game = self.service.game(match.game)
        ui = self.ui(match.game)
        view = game.view(state, decision.player)
        try:
            user = self.bot.get_user(int(decision.player)) or await self.bot.fetch_user(
                int(decision.player))
            png = await self._render_hand(say, ui, view, match.game)
            channel = await self.channel(match)
            where = (say("core.play.dm_where", channel=channel.mention)
                     if isinstance(channel, discord.abc.GuildChannel | discord.Thread) else "")
            recent = say.lines(match.game, state.log[-12:], decision.player)
            content = (say("core.play.dm_header", title=self.spec(match.game).title,
                           id=match.id, where=where) + "\n"
                       + self._prompt_text(say, view, decision, ui, recent))
            await user.send(clip(content), file=png_file(png, "hand.png") if png else
                            discord.utils.MISSING,
                            view=decision_view(say, match.id, match.version, view, decision,
                                               ui))
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
        channel = await self.channel(match)
        if channel is None:
            return
        if match.message_id is None:  # never posted (Discord failed at Start): post it now
            try:
                message = await self.send_status(channel, match, state)
            except discord.HTTPException as exc:
                log.warning("match %s: the status message still cannot be posted: %s",
                            match.id, exc)
                return
            await self.service.set_location(match.id, message_id=message.id)
            return
        try:
            message = channel.get_partial_message(match.message_id)  # type: ignore[union-attr]
            embed, file = await self.status_parts(match, state)
            await message.edit(embed=embed, attachments=[file],
                               view=status_view(self.voice(match), match.id, over=match.over))
        except discord.NotFound:
            # The status message was deleted: post a new one rather than lose the board.
            message = await self.send_status(channel, match, state)
            await self.service.set_location(match.id, message_id=message.id)
        except discord.HTTPException as exc:
            log.warning("match %s: cannot update the status message: %s", match.id, exc)

    async def send_status(self, channel: discord.abc.Messageable, match: MatchRow,
                          state: State | None) -> discord.Message:
        assert state is not None
        embed, file = await self.status_parts(match, state)
        view = status_view(self.voice(match), match.id, over=match.over)
        if view is None:
            return await channel.send(embed=embed, file=file)
        return await channel.send(embed=embed, file=file, view=view)

    async def status_parts(self, match: MatchRow,
                           state: State) -> tuple[discord.Embed, discord.File]:
        game = self.service.game(match.game)
        ui = self.ui(match.game)
        say = self.voice(match)
        view = game.view(state, None)
        # Cached by what it draws: a mid-turn step usually leaves the board unchanged.
        png = await picture_cache.board(match.game, ui, say, view)
        embed = discord.Embed(title=say("core.status.title", title=self.spec(match.game).title,
                                        id=match.id),
                              colour=discord.Colour.dark_grey() if match.over
                              else discord.Colour.gold())
        lines = list(ui.status_lines(say, view))
        if match.status == "aborted":
            lines.insert(0, say("core.status.aborted"))
        elif match.over:
            lines.insert(0, say("core.status.over", result=self.result_text(
                say, match, self.service.outcome(match, state))))
        else:
            due = {d.player: d.due_at for d in await self.service.store.deadlines(match.id)}
            for decision in game.pending(state):
                when = due.get(decision.player)
                lines.insert(0, say("core.status.waiting_until", mention=mention(decision.player),
                                    when=timestamp(when)) if when
                             else say("core.status.waiting", mention=mention(decision.player)))
        embed.description = clip("\n".join(lines), 4000)
        embed.set_image(url="attachment://board.png")
        embed.set_footer(text=say("core.status.footer"))
        return embed, png_file(png, "board.png")

    def result_text(self, say: Voice, match: MatchRow, outcome: Outcome | None) -> str:
        if outcome is None:
            return say("core.result.none")
        if not outcome.winners:
            text = say("core.result.draw")
        else:
            how_key = f"core.result.how.{outcome.reason}"
            text = say("core.result.win", winners=" and ".join(map(mention, outcome.winners)),
                       n=len(outcome.winners), how=say(how_key) if say.has(how_key) else "")
        if outcome.scores:
            text += say("core.result.scores", scores=", ".join(
                say("core.result.score", player=p, score=s) for p, s in outcome.scores.items()))
        detail = self.ui(match.game).result_detail(say, outcome)
        if detail:
            text += say("core.result.detail", detail=detail)
        return text

    async def remind(self, match: MatchRow, player: str, due_at: float) -> None:
        channel = await self.channel(match)
        if channel is not None:
            await self._send(channel, self.voice(match)(
                "core.play.reminder", mention=mention(player), when=timestamp(due_at)),
                pinged=[player])

    async def announce_abort(self, match: MatchRow, by: discord.abc.User) -> None:
        """Say so where the match is played, and close its lobby or status message."""
        channel = await self.channel(match)
        if channel is None:
            return
        if match.snapshot is None:  # still a lobby: close the lobby message
            await self.lobby.close_message(channel, match)
            return
        await self._send(channel, self.voice(match)("core.play.aborted_by", id=match.id,
                                                    by=by.mention))
        await self.refresh_status(match)

    # ------------------------------------------------------------------ helpers

    def _prompt_text(self, say: Voice, view: Any, decision: Decision, ui: GameUI,
                     recent: list[str]) -> str:
        parts = [*recent[-RECENT_LINES:], f"**{ui.prompt(say, view, decision)}**"]
        return clip("\n".join(parts))

    async def _render_hand(self, say: Voice, ui: GameUI, view: Any,
                           game_id: str) -> bytes | None:
        return await picture_cache.hand(game_id, ui, say, view)

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

    async def answer_error(self, interaction: discord.Interaction[Any],
                           error: MatchError) -> None:
        await self.answer(interaction, error.text(voice()))

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
                    view: discord.ui.View | None = None, pinged: Sequence[str] = (),
                    files: Sequence[discord.File] = ()) -> None:
        """Post ``content``; it pings the ``pinged`` players (seated ones) and nobody else."""
        try:
            kwargs: dict[str, Any] = {"allowed_mentions": pings(pinged)}
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
