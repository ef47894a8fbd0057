"""Telling Discord what happened: the outbox's delivery, and where each message goes.

Every write of the match service leaves a notice in the match's outbox (who newly has a turn,
whose missed turn was played, whether the result is due), in the same transaction as the
move. :meth:`Announcer.announce` delivers an update and clears its notices; what a crash, a
Discord outage or a concurrent click left behind is delivered by :meth:`deliver_owed`, which
the bot runs at startup and on every tick of the deadline loop. Deliveries of one match never
interleave (a lock per match), so each notice is told once; a notice whose delivery Discord
refused with a server error stays owed and is tried again.

Where messages go: the match thread; when the thread refuses (archived, locked, permissions)
its parent channel; private prompts by DM, with a line in the thread when the DM is refused.
A player nobody could reach is excused from the timeout that follows (see
:mod:`bot.timeouts`).
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from bot.matches import Live, MatchError, Update
from bot.render import cache as picture_cache
from bot.store import MatchRow
from bot.text import Voice
from bot.ui.gameui import GameUI
from bot.ui.prompts import decision_view, status_view
from bot.ui.text import clip, mention, pings, png_file, timestamp
from rules.core import Decision, Outcome, State

if TYPE_CHECKING:
    from bot.app import DojoBot
    from bot.matches import MatchService
    from bot.registry import GameSpec

log = logging.getLogger(__name__)

REFUSED = frozenset({50001, 50013, 50083, 160005})
"""Discord's codes for "you may not post here": missing access, missing permissions, an
archived thread, a locked thread. The parent channel is tried instead; any other error
(Discord down) leaves the notice owed."""

PROMPTS_REMEMBERED = 4096

Picture = tuple[str, bytes]


class Undelivered(Exception):
    """Discord failed (not refused) a message the notice needs: it stays owed."""


@dataclass
class Delivery:
    """What became of one announcement."""

    told: int | None = None
    """The last event the thread was told (None: log lines held back)."""
    reached: list[str] = field(default_factory=list)
    unreached: list[str] = field(default_factory=list)
    prompts: dict[str, discord.Message] = field(default_factory=dict)
    """The live prompts sent, by player."""


class Announcer:
    """The announcing half of :class:`bot.flow.MatchFlow`."""

    bot: DojoBot

    if TYPE_CHECKING:  # provided by MatchFlow
        @property
        def service(self) -> MatchService: ...
        def spec(self, game_id: str) -> GameSpec: ...
        def ui(self, game_id: str) -> GameUI: ...
        def voice(self, match: MatchRow | None = None, game_id: str | None = None,
                  locale: str = ...) -> Voice: ...
        async def public_voice(self, match: MatchRow) -> Voice: ...
        async def player_voice(self, match: MatchRow, player: str) -> Voice: ...
        def _prompt_text(self, say: Voice, view: Any, decision: Decision, ui: GameUI,
                         recent: list[str]) -> str: ...

    _announcing: weakref.WeakValueDictionary[int, asyncio.Lock]
    _prompted: OrderedDict[tuple[int, str], int]
    """(match, player) -> the version whose prompt was DMed: a delivery tried again after
    Discord failed its thread post does not DM the same prompt twice."""

    def _announce_lock(self, match_id: int) -> asyncio.Lock:
        lock = self._announcing.get(match_id)
        if lock is None:
            lock = self._announcing[match_id] = asyncio.Lock()
        return lock

    # ------------------------------------------------------------------ the outbox

    async def announce(self, update: Update, handled: str | None = None) -> bool:
        """Tell everyone what ``update`` changed (DM prompts, the log, pings, the status) and
        clear its notices from the outbox. If something older is still owed, the whole
        debt is delivered from the store instead. ``handled`` is a player whose prompt the
        current interaction already shows. Returns whether the notices were cleared."""
        # This process's lock, then the database's: another bot process (PostgreSQL) may be
        # delivering the same match's debt, and Discord must be told each thing once.
        async with self._announce_lock(update.match.id), \
                self.service.store.exclusive(update.match.id):
            owed, told = await self.service.store.debt(update.match.id)
            if owed is None and update.serials:
                await self.refresh_status(update.match)  # told already (a tick got there)
                return True
            if owed is not None and {n.serial for n in owed.notices} - set(update.serials):
                rebuilt = await self.service.owed_update(owed)
                if rebuilt is None:
                    return False
                update, handled = rebuilt, None
            return await self._deliver_and_clear(update, handled, told)

    async def deliver_owed(self) -> int:
        """Deliver what every match still owes Discord (at startup and on each tick), and
        post the status messages Discord refused at Start. Returns how many matches were
        told something."""
        told = 0
        for owed in await self.service.store.all_owed():
            try:
                async with self._announce_lock(owed.match_id), \
                        self.service.store.exclusive(owed.match_id, wait=False) as held:
                    if not held:
                        continue  # another process is telling Discord about it right now
                    current, last_told = await self.service.store.debt(owed.match_id)
                    if current is None:
                        continue
                    update = await self.service.owed_update(current)
                    if update is not None and await self._deliver_and_clear(
                            update, None, last_told):
                        told += 1
            except Exception:
                log.exception("match %s: delivering what it owes failed", owed.match_id)
        for match_id in await self.service.store.missing_status():
            try:
                async with self.service.store.exclusive(match_id, wait=False) as held:
                    match = await self.service.get(match_id)
                    if held and match.message_id is None:  # not posted by another process
                        await self.refresh_status(match)
            except Exception:
                log.exception("match %s: posting its status failed", match_id)
        return told

    async def _deliver_and_clear(self, update: Update, handled: str | None,
                                 told: int) -> bool:
        if update.state is None:  # aborted since: nothing more to say
            return await self.service.delivered(update, None)
        try:
            delivery = await self._deliver(update, handled, told)
        except Undelivered as exc:
            log.warning("match %s: Discord failed an announcement (%s); it stays owed",
                        update.match.id, exc)
            return False
        if delivery.unreached or (delivery.reached and update.match.meta.unreached):
            await self.service.mark_reached(update.match.id, delivery.reached,
                                            delivery.unreached, update.match.version)
        await self._retire_prompts(update.match, delivery.prompts)
        return await self.service.delivered(
            update, delivery.told,
            {p: (m.channel.id, m.id) for p, m in delivery.prompts.items()})

    async def _retire_prompts(self, match: MatchRow, sent: dict[str, discord.Message]) -> None:
        """A player's previous prompt loses its buttons when a new one is sent (the live
        prompt is the only one they can click, and it is the newest); every prompt loses them
        when the match is over."""
        if not sent and not match.over:
            return
        for player, (channel_id, message_id) in (
                await self.service.store.prompts(match.id)).items():
            new = sent.get(player)
            if (new is None and not match.over) or (new is not None and new.id == message_id):
                continue
            old = self.bot.get_partial_messageable(channel_id).get_partial_message(message_id)
            try:
                await old.edit(view=None)
            except discord.HTTPException as exc:  # deleted, or a DM closed since: no matter
                log.info("match %s: an old prompt kept its buttons: %s", match.id, exc)

    async def _deliver(self, update: Update, handled: str | None, told: int) -> Delivery:
        match = update.match
        say = await self.public_voice(match)
        ui = self.ui(match.game)
        events = await self._untold_events(update, told)
        public = [e for e in events if e.to is None]
        pictures = (await picture_cache.draw(ui.event_pictures, say, public) if public
                    else [])
        delivery = Delivery()
        if not (update.new_turns or update.outcome or update.timed_out or update.excused
                or pictures):
            # Mid-turn steps (a draw before the action...) are logged with the turn's end, so
            # the thread reads one message per turn rather than one per click.
            await self.refresh_status(match)
            return delivery
        forfeited = update.outcome is not None and update.outcome.reason == "timeout"
        lines = [say("core.play.forfeited" if forfeited else "core.play.timed_out", player=p)
                 for p in update.timed_out]
        lines += [say("core.play.timeout_excused", player=p) for p in update.excused]
        quiet = ui.quiet_events
        lines += say.lines(match.game, [e for e in events if e.kind not in quiet], None)
        delivery.told = update.emitted
        dm_lines: dict[str, str] = {}
        public_prompts: list[Decision] = []
        if update.outcome is not None:
            lines.append(self.result_text(say, match, update.outcome))
        elif not match.over:
            for decision in update.decisions:
                if decision.player not in update.new_turns or decision.player == handled:
                    continue
                if decision.private:
                    dm_lines[decision.player] = await self._dm_or_fallback(
                        say, match, update, decision, delivery)
                else:
                    public_prompts.append(decision)
        # Who these lines mention: the players whose turn it is, and the winners.
        pinged = [*update.new_turns, *(update.outcome.winners if update.outcome else [])]
        pinged = [p for p in pinged if p in match.seats]
        # The pings go last and are never cut: long logs are split over several messages.
        posted = True
        for n, chunk in enumerate(_chunks([*lines, *dm_lines.values()])):
            posted = bool(await self._post(match, chunk, pinged=pinged,
                                           pictures=pictures[:10] if n == 0 else ())) and posted
        if not lines and not dm_lines and pictures:
            posted = bool(await self._post(match, "", pictures=pictures[:10])) and posted
        for player in dm_lines:
            if player not in delivery.reached:
                (delivery.reached if posted else delivery.unreached).append(player)
        # Public prompts come after the log lines that lead to them.
        for decision in public_prompts:
            sent = await self._post_public_prompt(say, match, update, decision)
            (delivery.reached if sent else delivery.unreached).append(decision.player)
            if sent is not None:
                delivery.prompts[decision.player] = sent
        await self.refresh_status(match)
        return delivery

    async def _untold_events(self, update: Update, told: int) -> list[Any]:
        """The events the thread has not been told: this update's, after those held back
        before it (mid-turn steps), which only the store still has."""
        first = update.emitted - len(update.events) + 1
        if told >= first - 1:
            return update.events[max(0, told - first + 1):]
        return [*await self.service.events(update.match, after=told, upto=first - 1),
                *update.events]

    # ------------------------------------------------------------------ prompts

    async def _post_public_prompt(self, say: Voice, match: MatchRow, update: Update,
                                  decision: Decision) -> discord.Message | None:
        """A public decision goes to the thread: everyone sees it, only its player can click."""
        assert update.state is not None
        game = self.service.game(match.game)
        ui = self.ui(match.game)
        view = game.view(update.state, None)
        due = update.deadlines.get(decision.player)
        deadline = say("core.play.deadline", when=timestamp(due.due_at)) if due else ""
        content = say("core.play.prompt_public", mention=mention(decision.player),
                      prompt=ui.prompt(say, view, decision)) + deadline
        return await self._post(
            match, content, pinged=[decision.player],
            view=decision_view(say, match.id, match.version, view, decision, ui))

    async def _dm_or_fallback(self, say: Voice, match: MatchRow, update: Update,
                              decision: Decision, delivery: Delivery) -> str:
        """DM a private decision (in its player's language); return the public line (in
        ``say``'s) that pings its player."""
        player = decision.player
        due = update.deadlines.get(player)
        deadline = say("core.play.deadline", when=timestamp(due.due_at)) if due else ""
        assert update.state is not None
        sent = self._prompted.get((match.id, player)) == match.version
        message = None if sent else await self._dm_prompt(
            await self.player_voice(match, player), match, update.state, decision)
        if message is not None:
            delivery.prompts[player] = message
        if sent or message is not None:
            self._prompted[(match.id, player)] = match.version
            self._prompted.move_to_end((match.id, player))
            while len(self._prompted) > PROMPTS_REMEMBERED:
                self._prompted.popitem(last=False)
            delivery.reached.append(player)
            return say("core.play.your_turn_dm", mention=mention(player), deadline=deadline)
        return say("core.play.your_turn_no_dm", mention=mention(player), deadline=deadline)

    async def _dm_prompt(self, say: Voice, match: MatchRow, state: State,
                         decision: Decision) -> discord.Message | None:
        game = self.service.game(match.game)
        ui = self.ui(match.game)
        view = game.view(state, decision.player)
        try:
            user = self.bot.get_user(int(decision.player)) or await self.bot.fetch_user(
                int(decision.player))
            png = await picture_cache.hand(match.game, ui, say, view)
            recent = say.lines(match.game, state.log[-12:], decision.player)
            content = (await self.dm_header(say, match, view) + "\n"
                       + self._prompt_text(say, view, decision, ui, recent))
            return await user.send(
                clip(content), file=png_file(png, "hand.png") if png else discord.utils.MISSING,
                view=decision_view(say, match.id, match.version, view, decision, ui))
        except discord.Forbidden as exc:
            log.info("match %s: DM to %s refused (%s)", match.id, decision.player, exc.code)
            return None
        except discord.HTTPException as exc:
            log.warning("match %s: DM to %s failed: %s", match.id, decision.player, exc)
            return None

    async def dm_header(self, say: Voice, match: MatchRow, view: Any) -> str:
        """The first line of every private prompt: which match, where, and who you are."""
        channel = await self.channel(match)
        where = (say("core.play.dm_where", channel=channel.mention)
                 if isinstance(channel, discord.abc.GuildChannel | discord.Thread) else "")
        identity = self.ui(match.game).identity(say, view)
        return say("core.play.dm_header", title=self.spec(match.game).title, id=match.id,
                   where=where,
                   who=say("core.play.dm_who", identity=identity) if identity else "")

    # ------------------------------------------------------------------ the status

    async def refresh_status(self, match: MatchRow) -> None:
        """Edit the status message in place (board, scores, whose turn, deadline), from the
        match as stored now: with simultaneous moves, the update being announced may already
        be older than what is stored."""
        try:
            live = await self.service.live(match.id)
        except MatchError as exc:
            log.warning("match %s: no status to show: %s", match.id, exc)
            return
        match = live.match
        channel = await self.channel(match)
        if channel is None:
            return
        if match.message_id is None:  # never posted (Discord failed at Start): post it now
            try:
                message = await self.send_status(channel, match, live)
            except discord.HTTPException as exc:
                log.warning("match %s: the status message still cannot be posted: %s",
                            match.id, exc)
                return
            await self.service.set_location(match.id, message_id=message.id)
            return
        try:
            message = channel.get_partial_message(match.message_id)
            embed, file = await self.status_parts(match, live)
            await message.edit(embed=embed, attachments=[file],
                               view=status_view(await self.public_voice(match), match.id,
                                                over=match.over))
        except discord.NotFound:
            # The status message was deleted: post a new one rather than lose the board.
            message = await self.send_status(channel, match, live)
            await self.service.set_location(match.id, message_id=message.id)
        except discord.HTTPException as exc:
            log.warning("match %s: cannot update the status message: %s", match.id, exc)

    async def send_status(self, channel: discord.abc.Messageable, match: MatchRow,
                          live: Live) -> discord.Message:
        embed, file = await self.status_parts(match, live)
        view = status_view(await self.public_voice(match), match.id, over=match.over)
        if view is None:
            return await channel.send(embed=embed, file=file)
        return await channel.send(embed=embed, file=file, view=view)

    async def status_parts(self, match: MatchRow,
                           live: Live) -> tuple[discord.Embed, discord.File]:
        """The status message: the board picture and who is to move, until when."""
        state = live.state
        game = self.service.game(match.game)
        ui = self.ui(match.game)
        say = await self.public_voice(match)
        view = game.view(state, None)
        outcome = self.service.outcome(match, state) if match.over else None
        if outcome is not None and "outcome" in type(view).model_fields:
            # A resignation or a forfeit is the service's, not the engine's: the final board
            # shows it all the same.
            view = view.model_copy(update={"outcome": outcome})
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
                say, match, outcome)))
        else:
            for decision in live.decisions:
                due = live.deadlines.get(decision.player)
                lines.insert(0, say("core.status.waiting_until", mention=mention(decision.player),
                                    when=timestamp(due.due_at)) if due
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
            text = say("core.result.win", winners=say.join(list(map(mention, outcome.winners))),
                       n=len(outcome.winners), how=say(how_key) if say.has(how_key) else "")
        if outcome.scores:
            text += say("core.result.scores", scores=", ".join(
                say("core.result.score", player=p, score=s) for p, s in outcome.scores.items()))
        detail = self.ui(match.game).result_detail(say, outcome)
        if detail:
            text += say("core.result.detail", detail=detail)
        return text

    # ------------------------------------------------------------------ other notices

    async def remind(self, match: MatchRow, player: str, due_at: float) -> None:
        await self._send(match, (await self.public_voice(match))(
            "core.play.reminder", mention=mention(player), when=timestamp(due_at)),
            pinged=[player])

    async def announce_abort(self, match: MatchRow, by: discord.abc.User) -> None:
        """Say so where the match is played, and close its lobby or status message."""
        if match.snapshot is None:  # still a lobby: close the lobby message
            channel = await self.channel(match)
            if channel is not None:
                await self.bot.flow.lobby.close_message(channel, match)
            return
        await self._send(match, (await self.public_voice(match))(
            "core.play.aborted_by", id=match.id, by=by.mention))
        await self.refresh_status(match)

    # ------------------------------------------------------------------ where to post

    async def channel(self, match: MatchRow) -> Any:
        """Where the match is played: its thread, or its channel when the thread is gone."""
        channel = None
        for channel_id in (match.thread_id, match.channel_id):
            channel = await self._resolve(channel_id)
            if channel is not None:
                break
        if isinstance(channel, discord.Thread) and channel.archived and not match.over:
            try:
                await channel.edit(archived=False)  # keep running matches' threads open
            except discord.HTTPException as exc:
                log.warning("match %s: cannot unarchive its thread: %s", match.id, exc)
        return channel

    async def _resolve(self, channel_id: int | None) -> Any:
        if channel_id is None:
            return None
        channel = self.bot.get_channel(channel_id)
        if channel is None:
            try:
                channel = await self.bot.fetch_channel(channel_id)
            except discord.HTTPException:
                channel = None
        return channel

    async def _post(self, match: MatchRow, content: str, *,
                    view: discord.ui.View | None = None, pinged: Sequence[str] = (),
                    pictures: Sequence[Picture] = ()) -> discord.Message | None:
        """Post ``content`` where the match is played; when the thread refuses it (archived,
        locked, permissions), in the parent channel. It pings the ``pinged`` players and
        nobody else. None when no place would take it; :class:`Undelivered` when Discord
        failed (the outbox tries again later)."""
        targets = [await self.channel(match)]
        if match.thread_id is not None and getattr(targets[0], "id", None) == match.thread_id:
            targets.append(await self._resolve(match.channel_id))
        for target in targets:
            if target is None:
                continue
            kwargs: dict[str, Any] = {"allowed_mentions": pings(pinged)}
            if view is not None:
                kwargs["view"] = view
            if pictures:  # a File is read once: a new one for each attempt
                kwargs["files"] = [png_file(png, name) for name, png in pictures]
            try:
                return await target.send(content, **kwargs)  # type: ignore[no-any-return]
            except discord.HTTPException as exc:
                if not isinstance(exc, discord.Forbidden) and exc.code not in REFUSED:
                    raise Undelivered(f"{exc.status} {exc.code}") from exc
                log.info("match %s: %s refused a message (%s)", match.id, target.id, exc.code)
        return None

    async def _send(self, match: MatchRow, content: str, *,
                    pinged: Sequence[str] = ()) -> bool:
        """:meth:`_post` for what nobody retries (a reminder, an abort): a failure is
        logged."""
        try:
            return await self._post(match, content, pinged=pinged) is not None
        except Undelivered as exc:
            log.warning("match %s: a message was lost: %s", match.id, exc)
            return False


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
