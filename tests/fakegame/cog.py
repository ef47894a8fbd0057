"""Two-Card Bluff's Discord face and its :class:`GameSpec`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands
from PIL import Image, ImageDraw

from bot.registry import GameSpec
from bot.render import kit
from bot.text import Voice
from bot.ui.gameui import GameUIBase, Label
from rules.core import Action, Decision, Outcome
from tests.fakegame.rules import GAME, BluffView
from tests.fakegame.text import FORMATS

if TYPE_CHECKING:
    from bot.app import DojoBot


class BluffUI(GameUIBase):
    def label(self, voice: Voice, view: Any, action: Action) -> Label:
        return Label(voice(f"bluff.label.{action.kind}"))

    def prompt(self, voice: Voice, view: Any, decision: Decision) -> str:
        return voice(f"bluff.prompt.{decision.kind}")

    def status_lines(self, voice: Voice, view: Any) -> list[str]:
        assert isinstance(view, BluffView)
        return [voice("bluff.status", n=2 - len(view.revealed))]

    def result_detail(self, voice: Voice, outcome: Outcome) -> str:
        return ""

    def render_board(self, voice: Voice, view: Any) -> bytes:
        image = Image.new("RGB", (400, 200), kit.BG)
        ImageDraw.Draw(image).text((20, 80), " vs ".join(map(voice.name, view.players)),
                                   font=kit.font(24), fill=kit.TEXT)
        return kit.to_png(image)

    def hand_picture(self, voice: Voice, view: Any) -> bytes:
        image = Image.new("RGB", (400, 200), kit.BG)
        ImageDraw.Draw(image).text((20, 80), voice("bluff.picture.card", card=view.my_card),
                                   font=kit.font(24), fill=kit.TEXT)
        return kit.to_png(image)


class BluffCog(commands.GroupCog, group_name="bluff", group_description="Two-Card Bluff"):
    def __init__(self, bot: DojoBot, spec: GameSpec) -> None:
        self.bot = bot
        self.spec = spec

    @app_commands.command(name="new", description="Open a Two-Card Bluff match")
    @app_commands.guild_only()
    async def new(self, interaction: discord.Interaction[Any]) -> None:
        await self.bot.flow.open_lobby(interaction, GAME.id, pace="live")


SPEC = GameSpec(engine=GAME, title="Two-Card Bluff", group="bluff", ui=BluffUI(), cog=BluffCog,
                formats=FORMATS, default_players=2, text_area="tests.fakegame.text")
