"""From clicks to the match service and back to Discord messages.

Every interaction is one complete transaction: defer, call the service once, then tell people
what changed (:mod:`bot.announce`, through the outbox). Nothing about a match is kept here:
the service holds it. Every word comes from the text catalog through a
:class:`bot.text.Voice` bound to the match.

Where things go:
- the lobby message (the ``/<game> new`` response) until Start (:mod:`bot.lobby`);
- the match thread (or its parent channel when the thread refuses, or the channel when no
  thread can be made): one status message edited in place, public log lines, turn pings,
  public prompts;
- private prompts by DM, or ephemerally through "My hand" when a DM is refused (50007).
"""

from __future__ import annotations

import contextlib
import logging
import weakref
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import discord

from bot.announce import Announcer
from bot.lobby import LobbyFlow
from bot.matches import MatchError, MatchOver, OutOfDate, Update
from bot.registry import GameSpec
from bot.render import cache as picture_cache
from bot.store import MatchRow
from bot.text import DEFAULT_LOCALE, Voice, voice
from bot.ui.components import SAVED
from bot.ui.gameui import GameUI
from bot.ui.localized import language
from bot.ui.prompts import decision_view
from bot.ui.text import (
    clicked_label,
    clip,
    mention,
    png_file,
)
from rules.core import Decision, State

if TYPE_CHECKING:
    from bot.app import DojoBot
    from bot.matches import MatchService

log = logging.getLogger(__name__)

RECENT_LINES = 6
"""Log lines a prompt repeats above its question."""


class MatchFlow(Announcer):
    def __init__(self, bot: DojoBot) -> None:
        self.bot = bot
        self._announcing = weakref.WeakValueDictionary()
        self._prompted = OrderedDict()
        self.lobby = LobbyFlow(self)

    @property
    def service(self) -> MatchService:
        return self.bot.matches

    def spec(self, game_id: str) -> GameSpec:
        return self.bot.registry[game_id]

    def ui(self, game_id: str) -> GameUI:
        return self.spec(game_id).ui

    def voice(self, match: MatchRow | None = None, game_id: str | None = None,
              locale: str = DEFAULT_LOCALE) -> Voice:
        """The catalog of ``locale`` bound to a match's names and its game's formats."""
        game_id = game_id or (match.game if match is not None else None)
        formats = dict(self.spec(game_id).formats) if game_id in self.bot.registry else {}
        return voice(self.names(match) if match is not None else {}, formats, locale)

    async def public_voice(self, match: MatchRow) -> Voice:
        """For what everyone reads (the thread, the status): the server's language."""
        return self.voice(match, locale=await self.bot.locales.server(match.guild_id))

    async def player_voice(self, match: MatchRow, player: str) -> Voice:
        """For what one player reads later (a DM): their own language."""
        return self.voice(match, locale=await self.bot.locales.player(player))

    def reader_voice(self, interaction: discord.Interaction[Any], match: MatchRow | None = None,
                     game_id: str | None = None) -> Voice:
        """For an answer only the clicker reads (ephemeral, their DM): their language."""
        return self.voice(match, game_id, language(interaction.locale))

    async def message_voice(self, interaction: discord.Interaction[Any],
                            match: MatchRow) -> Voice:
        """For the message a click edits: public in a server's channel, else the reader's."""
        if self._is_public(interaction):
            return await self.public_voice(match)
        return self.reader_voice(interaction, match)

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
        await self.bot.locales.seen(interaction)
        try:
            update = await self.service.choose(match_id, uid, version, index, key)
            interaction.extras[SAVED] = True  # from here on, an error says the move counted
        except MatchError as exc:
            await self.answer_error(interaction, exc)
            if isinstance(exc, OutOfDate | MatchOver) and self._owns_prompt(interaction, uid):
                with contextlib.suppress(discord.HTTPException, MatchError):
                    await self._revive_prompt(interaction, match_id, uid)
            return
        await self._after_move(interaction, update, uid)

    async def _after_move(self, interaction: discord.Interaction[Any], update: Update,
                          uid: str) -> None:
        """The clicked prompt becomes the clicker's next one, then everyone is told."""
        continuing = uid not in update.new_turns
        try:
            await self._refresh_clicked(interaction, update, uid)
        except Exception:
            # The move is saved: whatever happened to the clicked message, the others must
            # still hear about it, and the clicker gets their prompt by the normal route.
            log.exception("match %s: refreshing the clicked prompt failed", update.match.id)
            continuing = False
        await self.announce(update, handled=uid if continuing else None)

    async def choose_many(self, interaction: discord.Interaction[Any], match_id: int,
                          version: int, keys: list[str]) -> None:
        """A multi-select of a decision's picks: all of them, then the pick is finished, in
        one submit through the service."""
        await interaction.response.defer()
        uid = str(interaction.user.id)
        await self.bot.locales.seen(interaction)
        try:
            live = await self.service.live(match_id)
            decision = next((d for d in live.decisions if d.player == uid), None)
            batch = None if decision is None else self.ui(live.match.game).batch(decision)
            update = await self.service.choose_batch(match_id, uid, version, keys,
                                                     batch.finish if batch else None)
            interaction.extras[SAVED] = True
        except MatchError as exc:
            await self.answer_error(interaction, exc)
            return
        await self._after_move(interaction, update, uid)

    async def _refresh_clicked(self, interaction: discord.Interaction[Any], update: Update,
                               uid: str) -> None:
        """Turn the clicked prompt into the clicker's next prompt, or a short receipt."""
        match, state = update.match, update.state
        assert state is not None
        game = self.service.game(match.game)
        ui = self.ui(match.game)
        say = await self.message_voice(interaction, match)
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
            mine = say("core.play.receipt_mine", choice=chosen) if chosen else say(
                "core.play.done")
            text = "\n".join([await self.dm_header(say, match, view), *recent, mine]
                              if not in_public else [receipt])
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
            content = (await self.dm_header(say, match, view) + "\n"
                       + self._prompt_text(say, view, decision, ui, recent))
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
        """An out-of-date prompt the clicker owns is replaced whole (text, hand picture,
        buttons) by their current one, which becomes their live prompt (an older live one
        loses its buttons); with nothing to decide it just loses its buttons."""
        live = await self.service.live(match_id)
        match, state = live.match, live.state
        game = self.service.game(match.game)
        decision = None if match.over else next(
            (d for d in live.decisions if d.player == uid), None)
        in_public = self._is_public(interaction)
        if decision is None or (decision.private and in_public):
            await interaction.edit_original_response(view=None)
            return
        say, ui = await self.message_voice(interaction, match), self.ui(match.game)
        files = []
        if in_public:
            view = game.view(state, None)
            content = say("core.play.prompt_public", mention=mention(uid),
                          prompt=ui.prompt(say, view, decision))
        else:
            view = game.view(state, uid)
            content = (await self.dm_header(say, match, view) + "\n" + self._prompt_text(
                say, view, decision, ui, say.lines(match.game, state.log[-12:], uid)))
            png = await self._render_hand(say, ui, view, match.game)
            if png is not None:
                files.append(png_file(png, "hand.png"))
        message = await interaction.edit_original_response(
            content=content, attachments=files,
            view=decision_view(say, match.id, match.version, view, decision, ui))
        if not (interaction.message is not None and interaction.message.flags.ephemeral):
            await self._retire_prompts(match, {uid: message})
            await self.service.store.remember_prompts(
                match.id, {uid: (message.channel.id, message.id)})

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
        say = await self.message_voice(interaction, match)
        await interaction.response.edit_message(
            view=decision_view(say, match.id, match.version, view, decision,
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
        await self.bot.locales.seen(interaction)
        try:
            match, state = await self.service.state(match_id)
        except MatchError as exc:
            await self.answer_error(interaction, exc)
            return
        if uid not in match.seats:
            await interaction.followup.send(self.reader_voice(interaction, match)(
                                                "core.hand.spectator"),
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
        say = self.reader_voice(interaction, match)
        title = self.spec(match.game).title
        uid = str(interaction.user.id)
        view = game.view(state, uid)
        png = await self._render_hand(say, ui, view, match.game)
        kwargs: dict[str, Any] = {"ephemeral": True}
        if png is not None:
            kwargs["file"] = png_file(png, "hand.png")
        if decision is not None:
            kwargs["view"] = decision_view(say, match.id, match.version, view, decision, ui)
            content = (await self.dm_header(say, match, view) + "\n"
                       + self._prompt_text(say, view, decision, ui, []))
        elif match.over:
            content = say("core.hand.over", title=title, id=match.id)
        else:
            content = say("core.hand.waiting", title=title, id=match.id,
                          players=[d.player for d in game.pending(state)])
        await interaction.followup.send(content, **kwargs)

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
        await self.answer(interaction, error.text(self.reader_voice(interaction)))
