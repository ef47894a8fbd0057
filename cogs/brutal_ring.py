"""Brutal Ring's Discord face: ``/brutalring new``, option labels, prompt texts, pictures.

Every word comes from the catalog (``bot/text/brutal_ring``); the emojis and button styles
are the only things chosen here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.registry import GameSpec, Pace
from bot.render.brutal_ring import render_arena, render_combat, render_hand
from bot.text import Voice
from bot.text.brutal_ring import FORMATS, final
from bot.ui.gameui import GameUIBase, Label
from bot.ui.localized import about, describe, named, rename
from bot.ui.paces import DEFAULT_PACE, PACE_CHOICES
from bot.ui.text import duration
from rules.brutal_ring import GAME, BRView, EventKind, Kind, Phase
from rules.brutal_ring.content import ROUNDS, card
from rules.brutal_ring.events import FinalResult, Result
from rules.brutal_ring.state import BRAction, DecisionKind
from rules.core import Action, Decision, Event, Outcome, Reason

if TYPE_CHECKING:
    from bot.app import DojoBot

_EMOJI: dict[Kind, str] = {
    Kind.DRAW_REST: "⏩", Kind.ENTER: "🚪", Kind.ARM: "🗡️", Kind.DISARM: "↩️",
    Kind.RECALL: "↩️", Kind.CONFIRM: "✅", Kind.ENGAGE: "⚔️", Kind.ATTACK: "⚔️",
    Kind.PASS: "✋", Kind.PLACE: "🂠", Kind.TAKE_BACK: "↩️", Kind.READY: "✅", Kind.PICK: "🎯",
    Kind.MARK: "🗑️", Kind.UNMARK: "↩️", Kind.DONE: "✅", Kind.KEEP_ALL: "✋",
}
_STYLE: dict[Kind, Any] = {
    Kind.DRAW: "primary", Kind.ENTER: "primary", Kind.CONFIRM: "success",
    Kind.ENGAGE: "primary", Kind.ATTACK: "danger", Kind.READY: "success",
    Kind.DONE: "success",
}


def _owner(view: BRView, gladiator: str | None) -> str | None:
    """Who has ``gladiator`` in the arena (a target's owner, named on its label)."""
    return next((s.player for s in view.seats
                 if any(f.gladiator == gladiator for f in s.arena)), None)


class BrutalRingUI(GameUIBase):
    quiet_events: frozenset[str] = frozenset({EventKind.DRAFT_COUNT})
    """The live draft counts (D4) are on the status picture; the log would only repeat them."""

    def label(self, voice: Voice, view: Any, action: Action) -> Label:
        assert isinstance(view, BRView) and isinstance(action, BRAction)
        kind = action.kind
        emoji = _EMOJI.get(kind)
        if kind is Kind.DRAW:
            emoji = "🛡️" if action.pile == "G" else "🗡️"
        text, description = self._words(voice, view, action)
        style = _STYLE.get(kind, "secondary")
        if kind is Kind.ENGAGE and action.target is not None:
            style = _STYLE[Kind.ATTACK]  # engage and attack in one choice: it is an attack
        return Label(text, emoji, style, description=description)

    @staticmethod
    def _words(voice: Voice, view: BRView, action: BRAction) -> tuple[str, str | None]:
        """The label's text and, for a select menu, its description."""
        kind = action.kind
        c = card(action.card) if action.card else None
        trick = voice("brutal_ring.label.trick", trick=c.trick) if c else None
        if kind is Kind.DRAW:
            return voice("brutal_ring.label.draw", pile=action.pile or "G"), None
        if kind is Kind.ENTER and c:
            return voice("brutal_ring.label.enter", card=action.card, vp=c.vp), trick
        if kind is Kind.ARM:
            return voice("brutal_ring.label.arm", card=action.card, target=action.target), trick
        if kind is Kind.ENGAGE and action.target is not None:  # R13 + R14 in one choice
            owner = _owner(view, action.target)
            if owner is None:
                return voice("brutal_ring.label.engage_attack_unowned", card=action.card,
                             target=action.target), None
            return voice("brutal_ring.label.engage_attack", card=action.card,
                         target=action.target, owner=owner), None
        if kind is Kind.DISARM or kind is Kind.RECALL or kind is Kind.ENGAGE:
            return voice(f"brutal_ring.label.{kind.value}", card=action.card,
                         target=action.target), None
        if kind is Kind.ATTACK:
            owner = _owner(view, action.target)
            if owner is None:
                return voice("brutal_ring.label.attack_unowned", target=action.target), None
            return voice("brutal_ring.label.attack", target=action.target, owner=owner), None
        if kind is Kind.PASS and action.card is not None:  # engage and attack no one
            return voice("brutal_ring.label.engage_pass", card=action.card), None
        if kind is Kind.PASS:
            bonus = view.phase is Phase.BONUS
            return voice("brutal_ring.label.decline" if bonus else "brutal_ring.label.pass"), None
        if kind is Kind.PLACE and c:
            return (voice("brutal_ring.label.place", trick=c.trick),
                    voice("brutal_ring.label.from", card=action.card))
        if kind is Kind.TAKE_BACK and c:
            return voice("brutal_ring.label.take_back", trick=c.trick), None
        if kind is Kind.PICK:
            return voice("brutal_ring.label.pick", n=(action.slot or 0) + 1), None
        if kind is Kind.MARK or kind is Kind.UNMARK:
            return voice(f"brutal_ring.label.{kind.value}", card=action.card), None
        return voice(f"brutal_ring.label.{kind.value}"), None

    def prompt(self, voice: Voice, view: Any, decision: Decision) -> str:
        """To the decider in their DM; lower-case after "➡️ @Aiko, " in the thread."""
        assert isinstance(view, BRView)
        key = f"brutal_ring.prompt.{decision.kind}"
        params: dict[str, Any] = {}
        if decision.kind == DecisionKind.DRAW:
            seat = next((s for s in view.seats if s.player == decision.player), None)
            if seat is not None and seat.to_draw:
                key, params = "brutal_ring.prompt.draw_count", {"n": seat.to_draw}
        if view.viewer != decision.player:
            key += ".other"
        return voice(key, **params)

    def status_lines(self, voice: Voice, view: Any) -> list[str]:
        assert isinstance(view, BRView)
        lines = [voice("brutal_ring.status.round", round=view.round, rounds=ROUNDS,
                       phase=voice(f"brutal_ring.status.phase.{view.phase.value}"))]
        if any(len(team) > 1 for team in view.teams):
            for n, (team, score) in enumerate(zip(view.teams, view.team_scores, strict=True)):
                lines.append(voice("brutal_ring.status.team", team="AB"[n], first=team[0],
                                   second=team[1], score=score))
        for seat in view.seats:
            line = voice("brutal_ring.status.seat", player=seat.player, label=seat.label,
                         points=seat.points)
            if view.phase is Phase.ENTRY:
                line += voice("brutal_ring.status.draft", entries=seat.draft_entries,
                              armed=seat.draft_armed)
                if seat.confirmed:
                    line += voice("brutal_ring.status.confirmed")
            lines.append(line)
        return lines

    def result_detail(self, voice: Voice, outcome: Outcome) -> str:
        """R32/D16: every side's score and gladiators, and the verdict; nothing to add to a
        resignation or a forfeit."""
        if outcome.reason in (Reason.RESIGN, Reason.TIMEOUT):
            return ""
        return final(voice, FinalResult.from_outcome(outcome))

    def identity(self, voice: Voice, view: Any) -> str:
        """Your team and teammate in team play (the seat's letter is on the arena)."""
        team = next((t for t in view.teams if view.viewer in t), None)
        mates = [p for p in team or () if p != view.viewer]
        if team is None or not mates:
            return ""
        return voice("brutal_ring.identity", team="AB"[view.teams.index(team)], mate=mates[0])

    def clocks(self, voice: Voice, options: dict[str, Any]) -> str:
        entry = options.get("entry_seconds")
        return "" if entry is None else voice("brutal_ring.lobby.entry_clock",
                                               entry=duration(voice, int(entry)))

    def render_board(self, voice: Voice, view: Any) -> bytes:
        return render_arena(view, voice)

    def hand_picture(self, voice: Voice, view: Any) -> bytes:
        return render_hand(view, voice)

    def event_pictures(self, voice: Voice, events: Sequence[Event]) -> list[tuple[str, bytes]]:
        """A picture of each fight resolved in these events (public ones only)."""
        fights = [e for e in events if isinstance(e, Result) and e.to is None]
        return [(f"combat-{i + 1}.png", render_combat(e, voice)) for i, e in enumerate(fights)]


class BrutalRingCog(commands.GroupCog, group_name=named("brutalring"),
                    group_description=about("brutalring")):
    def __init__(self, bot: DojoBot, spec: GameSpec) -> None:
        self.bot = bot
        self.spec = spec

    @app_commands.command(name=named("brutalring.new"), description=about("brutalring.new"))
    @app_commands.describe(**describe("brutalring.new", "players", "teams", "pace"))
    @app_commands.rename(**rename("brutalring.new", "players", "teams", "pace"))
    @app_commands.choices(pace=PACE_CHOICES)
    @app_commands.guild_only()
    async def new(self, interaction: discord.Interaction[Any],
                  players: app_commands.Range[int, 2, 4] = 2, teams: bool = True,
                  pace: app_commands.Choice[str] | None = None) -> None:
        await self.bot.flow.open_lobby(
            interaction, GAME.id, options={"teams": teams}, capacity=players,
            pace=pace.value if pace else DEFAULT_PACE)


SPEC = GameSpec(engine=GAME, title="Brutal Ring", group="brutalring", ui=BrutalRingUI(),
                cog=BrutalRingCog, formats=FORMATS, default_players=2, teams=True,
                paces={"live": Pace(3 * 60, {"entry_seconds": 60}),
                       "daily": Pace(24 * 3600, {"entry_seconds": 12 * 3600})})
