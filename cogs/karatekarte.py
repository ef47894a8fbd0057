"""KarateKarte's Discord face: ``/karatekarte new``, option labels, prompt texts, pictures.

Every word comes from the ``karatekarte.*`` messages (``bot/text/karatekarte``) through the
voice the shared kit passes in; this module only picks the message and its parameters.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands
from pydantic import BaseModel

from bot.registry import GameSpec
from bot.render.karatekarte import render_board, result_detail
from bot.render.karatekarte_hand import render_hand
from bot.text import Voice
from bot.text.karatekarte import FORMATS, card_names
from bot.ui.gameui import Batch, GameUIBase, Label, Style
from bot.ui.localized import about, describe, named, rename
from bot.ui.paces import DEFAULT_PACE, PACE_CHOICES
from rules.core import Action, Decision, Outcome
from rules.karatekarte import GAME, Kind, KKAction, KKView, Phase
from rules.karatekarte.content import Strike

if TYPE_CHECKING:
    from bot.app import DojoBot


# Per action kind: the emoji and button style (the words are ``karatekarte.label.<kind>``).
_LOOKS: dict[Kind, tuple[str | None, Style]] = {
    Kind.DRAW: ("🂠", "primary"),
    Kind.EXCHANGE: ("🎁", "secondary"),
    Kind.REVEAL: ("🔥", "secondary"),
    Kind.FACE_UP: ("🥋", "primary"),
    Kind.CHARGE: ("🔋", "secondary"),
    Kind.PARRY: ("🛡️", "danger"),
    Kind.PLACE: (None, "secondary"),
    Kind.DONE: ("✅", "success"),
    Kind.CANCEL: ("↩️", "secondary"),
    Kind.GLISSADE: ("🧹", "danger"),
    Kind.CONTINUE: ("🔥", "primary"),
    Kind.STOP: ("✋", "secondary"),
}

_DOTS = {"B": "🔵", "O": "🟠"}


class KarateKarteUI(GameUIBase):
    def label(self, voice: Voice, view: BaseModel, action: Action) -> Label:
        assert isinstance(view, KKView) and isinstance(action, KKAction)
        kind = action.kind
        params: dict[str, Any] = {"lane": action.lane, "card": action.card}
        key = f"karatekarte.label.{kind}"
        if kind is Kind.REVEAL:
            params["count"] = _energy_count(view, action.player, action.lane)
        elif kind is Kind.PLACE:
            key += ".charge" if view.phase is Phase.CHARGE else ".face_up"
        emoji, style = _LOOKS[kind]
        return Label(voice(key, **params), emoji, style)

    def prompt(self, voice: Voice, view: BaseModel, decision: Decision) -> str:
        """The decider reads the full prompt in their DM or hand; anyone else sees the same
        choice addressed to its player after a mention (``.other``)."""
        assert isinstance(view, KKView)
        phase = Phase(decision.kind)
        key = f"karatekarte.prompt.{phase}"
        if view.viewer != decision.player:
            if phase in (Phase.PLACE, Phase.CHARGE):  # section 8: not before it is committed
                key = f"karatekarte.prompt.{Phase.ACTION}"
            return voice(f"{key}.other")
        if phase in (Phase.PLACE, Phase.CHARGE):
            draft = (card_names(voice, view.draft) if view.draft
                     else voice("karatekarte.prompt.draft_empty"))
            return voice(key, lane=view.turn_lane, draft=draft)
        return voice(key)

    def status_lines(self, voice: Voice, view: BaseModel) -> list[str]:
        assert isinstance(view, KKView)
        return [voice("karatekarte.status.side", dot=_DOTS[s.colour], player=s.player,
                      colour=s.colour, score=s.score, impacts=s.impacts, deck=s.deck_count)
                for s in view.sides]

    def result_detail(self, voice: Voice, outcome: Outcome) -> str:
        return result_detail(voice, outcome)

    def batch(self, decision: Decision) -> Batch | None:
        """The cards of a face-up placement or a charge, picked in one select; Done after
        them (a placement that completes by itself needs none)."""
        if decision.kind not in (Phase.PLACE.value, Phase.CHARGE.value):
            return None
        picks = [i for i, o in enumerate(decision.options) if o.kind == Kind.PLACE]
        return Batch(picks, Kind.DONE.value) if len(picks) >= 2 else None

    def identity(self, voice: Voice, view: BaseModel) -> str:
        assert isinstance(view, KKView)
        side = next((s for s in view.sides if s.player == view.viewer), None)
        return "" if side is None else voice("karatekarte.identity", colour=side.colour)

    def render_board(self, voice: Voice, view: BaseModel) -> bytes:
        assert isinstance(view, KKView)
        return render_board(view, voice)

    def hand_picture(self, voice: Voice, view: BaseModel) -> bytes:
        assert isinstance(view, KKView)
        return render_hand(view, voice)


def _energy_count(view: KKView, player: str, lane: Strike | None) -> int:
    side = next(s for s in view.sides if s.player == player)
    return next(la.energy_count for la in side.lanes if la.strike == lane)


class KarateKarteCog(commands.GroupCog, group_name=named("karatekarte"),
                     group_description=about("karatekarte")):
    def __init__(self, bot: DojoBot, spec: GameSpec) -> None:
        self.bot = bot
        self.spec = spec

    @app_commands.command(name=named("karatekarte.new"), description=about("karatekarte.new"))
    @app_commands.describe(**describe("karatekarte.new", "opponent", "pace"))
    @app_commands.rename(**rename("karatekarte.new", "opponent", "pace"))
    @app_commands.choices(pace=PACE_CHOICES)
    @app_commands.guild_only()
    async def new(self, interaction: discord.Interaction[Any],
                  opponent: discord.Member | None = None,
                  pace: app_commands.Choice[str] | None = None) -> None:
        await self.bot.flow.open_lobby(
            interaction, GAME.id, opponents=[opponent] if opponent else [],
            pace=pace.value if pace else DEFAULT_PACE)


SPEC = GameSpec(engine=GAME, title="KarateKarte", group="karatekarte", ui=KarateKarteUI(),
                cog=KarateKarteCog, formats=FORMATS, default_players=2)
