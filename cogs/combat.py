"""Combat's Discord face: ``/combat new``, the ``/combat deck ...`` subgroup (a mixin from
``cogs/combat_decks.py``), option labels, prompt texts and pictures.

Every word comes from the catalog (``bot/text/combat``); which message fits a decision is
chosen in :mod:`bot.ui.combat`. The clocks are section 10's: 2 minutes a turn live (1 minute
for a step's choice, 30 seconds for a push tie, 2 minutes for the deck), a day a turn daily.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands
from pydantic import BaseModel

from bot.registry import GameSpec, Pace
from bot.render.combat import render_board, render_hand
from bot.text import Voice
from bot.text.combat import FORMATS
from bot.ui import combat as words
from bot.ui.gameui import Batch, GameUIBase, Label
from bot.ui.localized import about, describe, named, rename
from bot.ui.paces import DEFAULT_PACE, PACE_CHOICES
from bot.ui.text import duration
from cogs.combat_decks import DeckCommands, start_options
from rules.combat import GAME, CBAction, CBView, Kind
from rules.core import Action, Decision, Outcome

if TYPE_CHECKING:
    from bot.app import DojoBot


class CombatUI(GameUIBase):
    def label(self, voice: Voice, view: BaseModel, action: Action) -> Label:
        assert isinstance(view, CBView) and isinstance(action, CBAction)
        return words.label(voice, view, action)

    def prompt(self, voice: Voice, view: BaseModel, decision: Decision) -> str:
        """To the decider: every Combat decision is private (section 10)."""
        assert isinstance(view, CBView)
        return words.prompt(voice, view, decision)

    def status_lines(self, voice: Voice, view: BaseModel) -> list[str]:
        assert isinstance(view, CBView)
        return words.status_lines(voice, view)

    def identity(self, voice: Voice, view: BaseModel) -> str:
        """Your corner (A at the top plays first), and your deck once both are chosen."""
        assert isinstance(view, CBView)
        return words.identity(voice, view)

    def batch(self, decision: Decision) -> Batch | None:
        """R18: the cards to discard in one multi-select (the engine takes them one at a
        time; a pick that goes past the count is refused whole)."""
        if decision.kind != "discard":
            return None
        picks = [i for i, o in enumerate(decision.options)
                 if isinstance(o, CBAction) and o.kind is Kind.DISCARD]
        return Batch(picks) if len(picks) >= 2 else None

    def clocks(self, voice: Voice, options: dict[str, Any]) -> str:
        """Section 10's shorter clocks: a step's choice, a push tie, the deck choice."""
        reply = options.get("reply_seconds")
        if reply is None:
            return ""
        return voice("combat.lobby.clocks", reply=duration(voice, int(reply)),
                     tie=duration(voice, int(options["tie_seconds"])),
                     deck=duration(voice, int(options["deck_seconds"])))

    def result_detail(self, voice: Voice, outcome: Outcome) -> str:
        """R26/R28: a KO, a ring-out, or the turn cap (with the HP in the scores)."""
        return words.result_detail(voice, outcome)

    def render_board(self, voice: Voice, view: BaseModel) -> bytes:
        assert isinstance(view, CBView)
        return render_board(voice, view)

    def hand_picture(self, voice: Voice, view: BaseModel) -> bytes:
        assert isinstance(view, CBView)
        return render_hand(voice, view)


class CombatCog(DeckCommands, commands.GroupCog, group_name=named("combat"),
                group_description=about("combat")):
    def __init__(self, bot: DojoBot, spec: GameSpec) -> None:
        self.bot = bot
        self.spec = spec

    @app_commands.command(name=named("combat.new"), description=about("combat.new"))
    @app_commands.describe(**describe("combat.new", "opponent", "pace"))
    @app_commands.rename(**rename("combat.new", "opponent", "pace"))
    @app_commands.choices(pace=PACE_CHOICES)
    @app_commands.guild_only()
    async def new(self, interaction: discord.Interaction[Any],
                  opponent: discord.Member | None = None,
                  pace: app_commands.Choice[str] | None = None) -> None:
        await self.bot.flow.open_lobby(
            interaction, GAME.id, opponents=[opponent] if opponent else [],
            pace=pace.value if pace else DEFAULT_PACE)


SPEC = GameSpec(engine=GAME, title="Combat", group="combat", ui=CombatUI(), cog=CombatCog,
                formats=FORMATS, default_players=2, prepare=start_options,
                paces={"live": Pace(120, {"reply_seconds": 60, "tie_seconds": 30,
                                          "deck_seconds": 120}),
                       "daily": Pace(24 * 3600, {"reply_seconds": 12 * 3600,
                                                 "tie_seconds": 6 * 3600,
                                                 "deck_seconds": 24 * 3600})})

__all__ = ["SPEC", "CombatCog", "CombatUI"]
