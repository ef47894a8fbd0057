"""Kung-Fu Duel's Discord face: ``/kungfuduel new``, the ``/kungfuduel character ...`` subgroup
(a mixin from ``cogs/kungfu_duel_characters.py``), option labels, prompt texts and pictures.

Every word comes from the catalog (``bot/text/kungfu_duel``); which message fits a decision is
chosen in :mod:`bot.ui.kungfu_duel`. The clocks are section 10's: 3 minutes to plan live
(1 minute for a keep, boost, allocation, conversion or pursuit, 90 seconds to absorb,
2 minutes for the game master and the pick), a day to plan daily.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands
from pydantic import BaseModel

from bot.registry import GameSpec, Pace
from bot.render.kungfu_duel import render_board, render_compared, render_hand
from bot.text import Voice
from bot.text.kungfu_duel import FORMATS
from bot.ui import kungfu_duel as words
from bot.ui.gameui import Batch, GameUIBase, Label
from bot.ui.localized import about, choice, describe, named, rename
from bot.ui.paces import DEFAULT_PACE, PACE_CHOICES
from bot.ui.text import duration
from cogs.kungfu_duel_characters import CharacterCommands, start_options
from rules.core import Action, Decision, Event, Outcome
from rules.kungfu_duel import GAME, KFAction, KFView, Layout
from rules.kungfu_duel.events import Compared, TurnStarts
from rules.kungfu_duel.state import SIZES

if TYPE_CHECKING:
    from bot.app import DojoBot

SIDE_CHOICES = [choice("layout", layout.value) for layout in
                (Layout.DUEL, Layout.ONE_TWO, Layout.TWO_TWO, Layout.ONE_THREE)]
DEFAULT_LAYOUTS = {2: Layout.DUEL, 3: Layout.ONE_TWO, 4: Layout.TWO_TWO}
"""R39: the sides when the host gives only the number of fighters."""


def table_for(players: int | None, sides: str | None) -> tuple[int, Layout] | None:
    """The fighters and sides a ``/kungfuduel new`` asks for, or None when they disagree
    (``players:3 sides:2v2``)."""
    if sides is None:
        fighters = players or 2
        return fighters, DEFAULT_LAYOUTS[fighters]
    layout = Layout(sides)
    fighters = sum(SIZES[layout])
    if players is not None and players != fighters:
        return None
    return fighters, layout


class KungFuDuelUI(GameUIBase):
    def label(self, voice: Voice, view: BaseModel, action: Action) -> Label:
        assert isinstance(view, KFView) and isinstance(action, KFAction)
        return words.label(voice, view, action)

    def prompt(self, voice: Voice, view: BaseModel, decision: Decision) -> str:
        """To the decider; a keep, boost or allocation read in the thread after a mention
        gets its ``.other`` wording."""
        assert isinstance(view, KFView)
        return words.prompt(voice, view, decision)

    def status_lines(self, voice: Voice, view: BaseModel) -> list[str]:
        assert isinstance(view, KFView)
        return words.status_lines(voice, view)

    def identity(self, voice: Voice, view: BaseModel) -> str:
        """Your side, allies and character; or that you are the game master."""
        assert isinstance(view, KFView)
        return words.identity(voice, view)

    def batch(self, decision: Decision) -> Batch | None:
        """The Discard action's cards and a weapon boost's cards, each in one multi-select."""
        return words.batch(decision)

    def clocks(self, voice: Voice, options: dict[str, Any]) -> str:
        """Section 10's clocks besides the turn's: planning, the quick replies, absorption,
        the game master's step and the pick."""
        if "plan_seconds" not in options:
            return ""
        return voice("kungfu_duel.lobby.clocks", **{
            name: duration(voice, int(options[f"{name}_seconds"]))
            for name in ("plan", "reply", "absorb", "gm", "pick")})

    def result_detail(self, voice: Voice, outcome: Outcome) -> str:
        """R40/R41: the other side emptied, or a draw."""
        return words.result_detail(voice, outcome)

    def render_board(self, voice: Voice, view: BaseModel) -> bytes:
        assert isinstance(view, KFView)
        return render_board(voice, view)

    def hand_picture(self, voice: Voice, view: BaseModel) -> bytes:
        assert isinstance(view, KFView)
        return render_hand(voice, view)

    def event_pictures(self, voice: Voice, events: Sequence[Event]) -> list[tuple[str, bytes]]:
        """Section 10: the comparison grid after each comparison (rows = pairs, columns =
        V D T P, the W totals and D), drawn from the public comparison event (with its turn
        when these events hold its start)."""
        out, turn = [], None
        for e in events:
            if isinstance(e, TurnStarts):
                turn = e.number
            elif isinstance(e, Compared) and e.to is None:
                png = render_compared(voice, e, turn=turn)
                out.append((f"comparison-{len(out) + 1}.png", png))
        return out


class KungFuDuelCog(CharacterCommands, commands.GroupCog, group_name=named("kungfuduel"),
                    group_description=about("kungfuduel")):
    def __init__(self, bot: DojoBot, spec: GameSpec) -> None:
        self.bot = bot
        self.spec = spec

    @app_commands.command(name=named("kungfuduel.new"), description=about("kungfuduel.new"))
    @app_commands.describe(**describe("kungfuduel.new", "players", "sides", "gm", "pace"))
    @app_commands.rename(**rename("kungfuduel.new", "players", "sides", "gm", "pace"))
    @app_commands.choices(sides=SIDE_CHOICES, pace=PACE_CHOICES)
    @app_commands.guild_only()
    async def new(self, interaction: discord.Interaction[Any],
                  players: app_commands.Range[int, 2, 4] | None = None,
                  sides: app_commands.Choice[str] | None = None, gm: bool = False,
                  pace: app_commands.Choice[str] | None = None) -> None:
        table = table_for(players, sides.value if sides else None)
        if table is None:
            say = self.bot.flow.voice(game_id=GAME.id,
                                      locale=await self.bot.locales.seen(interaction))
            await interaction.response.send_message(
                say("kungfu_duel.lobby.sides_mismatch", players=players,
                    sides=sides.value if sides else ""), ephemeral=True)
            return
        fighters, layout = table
        await self.bot.flow.open_lobby(
            interaction, GAME.id, options={"layout": layout.value, "gm": gm},
            capacity=fighters + (1 if gm else 0), pace=pace.value if pace else DEFAULT_PACE)


SPEC = GameSpec(
    engine=GAME, title="Kung-Fu Duel", group="kungfuduel", ui=KungFuDuelUI(), cog=KungFuDuelCog,
    formats=FORMATS, default_players=2, prepare=start_options,
    paces={"live": Pace(180, {"plan_seconds": 180, "reply_seconds": 60, "absorb_seconds": 90,
                              "gm_seconds": 120, "pick_seconds": 120}),
           "daily": Pace(24 * 3600, {"plan_seconds": 24 * 3600, "reply_seconds": 12 * 3600,
                                     "absorb_seconds": 12 * 3600, "gm_seconds": 24 * 3600,
                                     "pick_seconds": 24 * 3600})},
    tables=((2, {}), (3, {}), (4, {}), (4, {"layout": Layout.ONE_THREE.value}),
            (3, {"gm": True}), (5, {"gm": True})))

__all__ = ["SPEC", "KungFuDuelCog", "KungFuDuelUI", "table_for"]
