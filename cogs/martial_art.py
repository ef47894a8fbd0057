"""Martial Art's Discord face: ``/martialart new``, option labels, prompt texts, pictures.

Every word comes from the catalog (``bot/text/martial_art``); which message fits a decision is
chosen in :mod:`bot.ui.martial_art`. The clocks are section 11's: 2 minutes for a whole
attacker turn live, 12 hours a day.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands
from pydantic import BaseModel

from bot.registry import GameSpec, Pace
from bot.render.martial_art import render_board, render_hand, render_roll
from bot.text import Voice
from bot.text.martial_art import FORMATS
from bot.ui import martial_art as words
from bot.ui.gameui import GameUIBase, Label
from bot.ui.localized import about, choice, describe, named, rename
from bot.ui.paces import DEFAULT_PACE, PACE_CHOICES
from bot.ui.text import duration
from rules.core import Action, Decision, Event, Outcome, Reason
from rules.martial_art import GAME, MAAction, MAView, Mode, Phase
from rules.martial_art.events import Rolled

if TYPE_CHECKING:
    from bot.app import DojoBot

MODE_CHOICES = [choice("mode", Mode.WHITE.value), choice("mode", Mode.BLACK.value)]

_RESULTS = {Reason.KO: "ko", Reason.RING_OUT: "ring_out", Reason.ROUNDS: "rounds",
            Reason.DRAW: "draw"}
"""How a fight ended, by the engine's reasons (a resignation or a forfeit says it all)."""


class MartialArtUI(GameUIBase):
    def label(self, voice: Voice, view: BaseModel, action: Action) -> Label:
        assert isinstance(view, MAView) and isinstance(action, MAAction)
        return words.label(voice, view, action)

    def prompt(self, voice: Voice, view: BaseModel, decision: Decision) -> str:
        """To the decider; a public decision read in the thread after a mention gets its
        ``.other`` wording."""
        assert isinstance(view, MAView)
        return words.prompt(voice, view, decision)

    def status_lines(self, voice: Voice, view: BaseModel) -> list[str]:
        """The round (or the setup step), then each fighter's life, Chi, Rage and Style."""
        assert isinstance(view, MAView)
        mode = voice(f"martial_art.status.mode.{view.mode.value}")
        if view.phase in (Phase.LOADOUT, Phase.PLACE):
            ready = sum(1 for f in view.fighters if f.ready)
            head = voice(f"martial_art.status.phase.{view.phase.value}", mode=mode, n=ready,
                         total=len(view.fighters))
        elif view.phase in (Phase.PICK, Phase.OVER):
            head = voice(f"martial_art.status.phase.{view.phase.value}", mode=mode)
        elif view.max_rounds:
            head = voice("martial_art.status.round", mode=mode, round=view.round,
                         rounds=view.max_rounds)
        else:
            head = voice("martial_art.status.round_open", mode=mode, round=view.round)
        lines = [head]
        for f in view.fighters:
            if f.fighter is None:
                lines.append(voice("martial_art.status.no_fighter", player=f.player,
                                   label=f.label))
                continue
            if not f.alive:
                lines.append(voice("martial_art.status.out", player=f.player, label=f.label,
                                   fighter=f.fighter, reason=f.out))
                continue
            line = voice("martial_art.status.fighter", player=f.player, label=f.label,
                         fighter=f.fighter, life=f.life, chi=f.chi, rage=f.rage)
            if f.style is not None:
                line += voice("martial_art.status.style", t=f.style)
            if f.ready:
                line += voice("martial_art.status.ready")
            lines.append(line)
        return lines

    def identity(self, voice: Voice, view: BaseModel) -> str:
        """Your seat, your fighter once picked, and your teammate in 2v2."""
        assert isinstance(view, MAView)
        me = next((f for f in view.fighters if f.player == view.viewer), None)
        if me is None:
            return ""
        mates = [p for p in view.teams[me.team] if p != me.player]
        key = "martial_art.identity" + (".team" if mates else "")
        if me.fighter is not None:
            key += "_fighter" if mates else ".fighter"
        return voice(key, label=me.label, fighter=me.fighter, team="AB"[me.team] if mates
                     else "", mate=mates[0] if mates else "")

    def clocks(self, voice: Voice, options: dict[str, Any]) -> str:
        """Section 11's shorter clocks: answering an attack (and the other quick choices),
        and in Black Belt the sealed loadout and placement."""
        reply = options.get("reply_seconds")
        if reply is None:
            return ""
        text = voice("martial_art.lobby.reply_clock", reply=duration(voice, int(reply)))
        if options.get("mode") == Mode.BLACK.value:
            text += voice("martial_art.lobby.setup_clock",
                          loadout=duration(voice, int(options["loadout_seconds"])),
                          placement=duration(voice, int(options["placement_seconds"])))
        return text

    def result_detail(self, voice: Voice, outcome: Outcome) -> str:
        """R35 or R64: how the fight was decided; a resignation or a forfeit says it all."""
        key = _RESULTS.get(outcome.reason)
        return "" if key is None else voice(f"martial_art.result.{key}")

    def render_board(self, voice: Voice, view: BaseModel) -> bytes:
        assert isinstance(view, MAView)
        return render_board(voice, view)

    def hand_picture(self, voice: Voice, view: BaseModel) -> bytes:
        assert isinstance(view, MAView)
        return render_hand(voice, view)

    def event_pictures(self, voice: Voice, events: Sequence[Event]) -> list[tuple[str, bytes]]:
        """Section 11 "Dice": each public roll, with every step of the R28 pipeline."""
        rolls = [e for e in events if isinstance(e, Rolled) and e.to is None]
        return [(f"roll-{i + 1}.png", render_roll(voice, e)) for i, e in enumerate(rolls)]


class MartialArtCog(commands.GroupCog, group_name=named("martialart"),
                    group_description=about("martialart")):
    def __init__(self, bot: DojoBot, spec: GameSpec) -> None:
        self.bot = bot
        self.spec = spec

    @app_commands.command(name=named("martialart.new"), description=about("martialart.new"))
    @app_commands.describe(**describe("martialart.new", "players", "teams", "mode", "pace"))
    @app_commands.rename(**rename("martialart.new", "players", "teams", "mode", "pace"))
    @app_commands.choices(mode=MODE_CHOICES, pace=PACE_CHOICES)
    @app_commands.guild_only()
    async def new(self, interaction: discord.Interaction[Any],
                  players: app_commands.Range[int, 2, 4] = 2, teams: bool = True,
                  mode: app_commands.Choice[str] | None = None,
                  pace: app_commands.Choice[str] | None = None) -> None:
        await self.bot.flow.open_lobby(
            interaction, GAME.id,
            options={"teams": teams, "mode": mode.value if mode else Mode.WHITE.value},
            capacity=players, pace=pace.value if pace else DEFAULT_PACE)


SPEC = GameSpec(engine=GAME, title="Martial Art", group="martialart", ui=MartialArtUI(),
                cog=MartialArtCog, formats=FORMATS, default_players=2, teams=True,
                paces={"live": Pace(2 * 60, {"reply_seconds": 60, "loadout_seconds": 3 * 60,
                                             "placement_seconds": 5 * 60}),
                       "daily": Pace(12 * 3600, {"reply_seconds": 8 * 3600,
                                                 "loadout_seconds": 24 * 3600,
                                                 "placement_seconds": 24 * 3600})})

__all__ = ["SPEC", "MartialArtCog", "MartialArtUI"]
