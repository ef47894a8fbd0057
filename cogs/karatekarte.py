"""KarateKarte's Discord face: ``/karatekarte new``, option labels, prompt texts, pictures."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.render.karatekarte import render_board, render_hand
from bot.ui.gameui import GameUIBase, Label
from rules.core import Action, Decision, PlayerId
from rules.karatekarte import GAME, Kind, KKAction, KKView, Phase
from rules.karatekarte.content import COLOUR_NAMES, STRIKE_NAMES, card

if TYPE_CHECKING:
    from bot.app import DojoBot

TURN_TIMEOUTS = [
    app_commands.Choice(name="5 minutes (live)", value=300),
    app_commands.Choice(name="15 minutes", value=900),
    app_commands.Choice(name="1 hour", value=3600),
    app_commands.Choice(name="6 hours", value=6 * 3600),
    app_commands.Choice(name="24 hours (default)", value=24 * 3600),
    app_commands.Choice(name="3 days", value=3 * 24 * 3600),
    app_commands.Choice(name="7 days", value=7 * 24 * 3600),
]

RULES_SUMMARY = """\
**KarateKarte**: 2 players, about 10 minutes.
Build **strikes** in four lanes (left foot, left fist, right fist, right foot): an **Amorce**, \
then an **Allonge**, then an **Impact**. A completed strike scores 1 point (2 with a **Coup +1**).

On your turn, either:
• **Draw**: optionally swap Pioche Bonus cards for Bonus cards, draw 1, then do ONE action: \
start a strike (1 card face up), continue it (1 card), complete it (cards ending on an Impact), \
**charge** an Energy pile face down (any cards, you choose the order), or **parry** an \
opponent's strike in progress with the Parade of that strike. Then refill to 5.
• **Reveal** one of your Energy piles: flip its cards one by one onto the lane while they fit \
the strike; stop when you like. A card that does not fit is lost and ends your turn.

Bonus cards: Coup rapide (stands for an Amorce or an Allonge), Coup éclair (both at once), \
Coup +1 (after the Impact), Glissade (clears one of your strikes in progress!).
The game ends when a player cannot refill to 5 or empties their deck. Most points wins; \
ties go to the most Impacts."""

_PROMPTS: dict[Phase, str] = {
    Phase.BRANCH: "Your turn: draw a card, or reveal one of your Energy piles?",
    Phase.EXCHANGE: "Exchange another Pioche Bonus, or draw your card?",
    Phase.GLISSADE: "Glissade! Choose which of your strikes in progress it clears.",
    Phase.ACTION: "Choose your action: play face up on a lane, charge an Energy pile, or "
                  "parry.",
    Phase.REVEAL: "The card matched. Flip the next card, or stop here?",
}


class KarateKarteUI(GameUIBase):
    game_id = GAME.id
    title = GAME.title
    rules_summary = RULES_SUMMARY

    def label(self, view: Any, action: Action) -> Label:
        assert isinstance(view, KKView) and isinstance(action, KKAction)
        lane = STRIKE_NAMES[action.lane] if action.lane else ""
        kind = action.kind
        if kind is Kind.DRAW:
            return Label("Draw a card", "🂠", "primary")
        if kind is Kind.EXCHANGE:
            return Label("Exchange a Pioche Bonus", "🎁")
        if kind is Kind.REVEAL:
            count = _energy_count(view, action.player, action.lane)
            return Label(f"Reveal {lane} ({count})", "🔥")
        if kind is Kind.FACE_UP:
            return Label(f"Play on {lane}", "🥋", "primary")
        if kind is Kind.CHARGE:
            return Label(f"Charge {lane} Energy", "🔋")
        if kind is Kind.PARRY:
            return Label(f"Parry their {lane}", "🛡️", "danger")
        if kind is Kind.PLACE:
            assert action.card is not None
            verb = "Add" if view.phase is Phase.CHARGE else "Play"
            return Label(f"{verb} {card(action.card).name}")
        if kind is Kind.DONE:
            return Label("Done", "✅", "success")
        if kind is Kind.CANCEL:
            return Label("Back", "↩️")
        if kind is Kind.GLISSADE:
            return Label(f"Clear {lane}", "🧹", "danger")
        if kind is Kind.CONTINUE:
            return Label("Flip the next card", "🔥", "primary")
        return Label("Stop here", "✋")

    def prompt(self, view: Any, decision: Decision) -> str:
        assert isinstance(view, KKView)
        phase = Phase(decision.kind)
        if phase is Phase.PLACE:
            draft = ", ".join(card(c).name for c in view.draft or []) or "nothing yet"
            return (f"Playing face up on {STRIKE_NAMES[view.turn_lane]}: {draft}. Add a card, "  # type: ignore[index]
                    f"or Done.")
        if phase is Phase.CHARGE:
            draft = ", ".join(card(c).name for c in view.draft or []) or "nothing yet"
            return (f"Charging {STRIKE_NAMES[view.turn_lane]} Energy (first card on top): "  # type: ignore[index]
                    f"{draft}. Add a card, or Done.")
        if phase is Phase.REVEAL and view.viewer != decision.player:
            return "flip the next card, or stop?"
        if view.viewer != decision.player:
            return _PROMPTS[phase][0].lower() + _PROMPTS[phase][1:]
        return _PROMPTS[phase]

    def status_lines(self, view: Any, names: Mapping[PlayerId, str]) -> list[str]:
        assert isinstance(view, KKView)
        return [f"{'🔵' if s.colour == 'B' else '🟠'} **{names.get(s.player, s.player)}** "
                f"({COLOUR_NAMES[s.colour]}): {s.score} pt{'s' if s.score != 1 else ''}, "
                f"{s.impacts} Impact{'s' if s.impacts != 1 else ''}, deck {s.deck_count}"
                for s in view.sides]

    def render_board(self, view: Any, names: Mapping[PlayerId, str]) -> bytes:
        return render_board(view, names)

    def hand_picture(self, view: Any) -> bytes:
        return render_hand(view)


def _energy_count(view: KKView, player: str, lane: Any) -> int:
    side = next(s for s in view.sides if s.player == player)
    return next(la.energy_count for la in side.lanes if la.strike == lane)


class KarateKarte(commands.GroupCog, group_name="karatekarte",
                  group_description="Play KarateKarte, the card game of karate strikes"):
    def __init__(self, bot: DojoBot) -> None:
        self.bot = bot
        bot.game_uis[GAME.id] = KarateKarteUI()

    @app_commands.command(name="new", description="Open a KarateKarte match in this channel")
    @app_commands.describe(opponent="Only this member may take the second seat (optional)",
                           turn_timeout="How long each player has per turn (default 24 h)")
    @app_commands.choices(turn_timeout=TURN_TIMEOUTS)
    @app_commands.guild_only()
    async def new(self, interaction: discord.Interaction[Any],
                  opponent: discord.Member | None = None,
                  turn_timeout: app_commands.Choice[int] | None = None) -> None:
        await self.bot.flow.open_lobby(
            interaction, GAME.id, opponents=[opponent] if opponent else [],
            turn_timeout=turn_timeout.value if turn_timeout else 24 * 3600)


async def setup(bot: DojoBot) -> None:
    await bot.add_cog(KarateKarte(bot))
