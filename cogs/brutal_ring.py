"""Brutal Ring's Discord face: ``/brutalring new``, option labels, prompt texts, pictures."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.render.brutal_ring import render_arena, render_combat, render_hand
from bot.ui.gameui import GameUIBase, Label
from rules.brutal_ring import GAME, BRView, Kind, Phase
from rules.brutal_ring.content import TRICK_COLOUR, TRICK_NAMES, TYPE_NAMES, Colour, card
from rules.brutal_ring.state import BRAction, DecisionKind
from rules.core import Action, Decision, Event, PlayerId

if TYPE_CHECKING:
    from bot.app import DojoBot

ENTRY_SECONDS = [
    app_commands.Choice(name="1 minute (the rules' clock, live)", value=60),
    app_commands.Choice(name="3 minutes", value=180),
    app_commands.Choice(name="15 minutes", value=900),
    app_commands.Choice(name="1 hour", value=3600),
    app_commands.Choice(name="12 hours (async)", value=12 * 3600),
    app_commands.Choice(name="24 hours (async)", value=24 * 3600),
]
TURN_TIMEOUTS = [
    app_commands.Choice(name="2 minutes (live)", value=120),
    app_commands.Choice(name="15 minutes", value=900),
    app_commands.Choice(name="1 hour", value=3600),
    app_commands.Choice(name="12 hours (default)", value=12 * 3600),
    app_commands.Choice(name="24 hours", value=24 * 3600),
    app_commands.Choice(name="3 days", value=3 * 24 * 3600),
]

RULES_SUMMARY = """\
**Brutal Ring**: 2 to 4 gladiator owners (4 play as two teams of 2), four rounds.
Every card has two halves: a **gladiator** or a **weapon** on top, a **trick** below.

Each round:
1. **Draw**: everyone picks cards one at a time from the Gladiator or the Weapon pile.
2. **Entry**: everyone secretly prepares gladiators to bring into the ring, each with at most \
one weapon, and confirms. When all have confirmed (or the clock runs out) the entries are \
revealed together.
3. **Combats**: in turn, engage one of your gladiators and attack an opponent's (or pass). \
Attacker, defender (and their teammates) place tricks face down from their hands, as the \
gladiators' symbols allow, until all are ready. Tricks are revealed; Attack against Defence: a \
strictly higher Attack kills, and the killer scores the dead gladiator's and weapon's VP.
4. **Survivors**: each armed survivor scores 2; then everyone may discard.
After round 4 the most points wins (teams add their points)."""

_PROMPTS: dict[str, str] = {
    DecisionKind.DRAW: "Draw your cards: choose a pile for each card.",
    DecisionKind.ENTRY: "Prepare your entries (face down): bring in gladiators, arm them, then "
                        "confirm.",
    DecisionKind.ENGAGE: "Your turn in the ring: engage one of your gladiators.",
    DecisionKind.ATTACK: "Choose whom to attack, or pass.",
    DecisionKind.TRICKS: "Place tricks face down (or take yours back), then press Ready.",
    DecisionKind.PICK: "Discard: pick one of the defender's face-down tricks (blind).",
    DecisionKind.BONUS: "Double Attack! Fight a bonus combat, or decline.",
    DecisionKind.DISCARD: "End of round: mark cards to discard, or keep everything.",
}


class BrutalRingUI(GameUIBase):
    game_id = GAME.id
    title = GAME.title
    rules_summary = RULES_SUMMARY
    quiet_events: frozenset[str] = frozenset({"draft_count"})

    def label(self, view: Any, action: Action) -> Label:
        assert isinstance(view, BRView) and isinstance(action, BRAction)
        kind = action.kind
        c = card(action.card) if action.card else None
        if kind is Kind.DRAW:
            return Label(f"Draw a {TYPE_NAMES[action.pile or 'G']}",
                         "🛡️" if action.pile == "G" else "🗡️", "primary")
        if kind is Kind.DRAW_REST:
            return Label("Draw the rest (Gladiator, Weapon, …)", "⏩")
        if kind is Kind.ENTER and c:
            return Label(f"Enter {c.name} ({c.vp} VP)", "🚪", "primary",
                         description=f"Trick: {_trick(c.trick)}")
        if kind is Kind.ARM and c and action.target:
            return Label(f"Arm {card(action.target).name} with {_weapon(action.card)}", "🗡️",
                         description=f"Trick: {_trick(c.trick)}")
        if kind is Kind.DISARM and c and action.target:
            return Label(f"Take {c.name} back from {card(action.target).name}", "↩️")
        if kind is Kind.RECALL and c:
            return Label(f"Take {c.name} back", "↩️")
        if kind is Kind.CONFIRM:
            return Label("Confirm my entries", "✅", "success")
        if kind is Kind.ENGAGE and c:
            return Label(f"Engage {c.name}", "⚔️", "primary")
        if kind is Kind.ATTACK and action.target:
            return Label(f"Attack {card(action.target).name} ({_owner(view, action.target)})",
                         "⚔️", "danger")
        if kind is Kind.PASS:
            bonus = view.phase is Phase.BONUS
            return Label("Decline the bonus combat" if bonus else "Pass", "✋")
        if kind is Kind.PLACE and c:
            return Label(f"Trick: {_trick(c.trick)}", "🂠",
                         description=f"from {c.name}")
        if kind is Kind.TAKE_BACK and c:
            return Label(f"Take back: {_trick(c.trick)}", "↩️")
        if kind is Kind.READY:
            return Label("Ready", "✅", "success")
        if kind is Kind.PICK:
            return Label(f"Card #{(action.slot or 0) + 1}", "🎯")
        if kind is Kind.MARK and c:
            return Label(f"Discard {c.name}", "🗑️")
        if kind is Kind.UNMARK and c:
            return Label(f"Keep {c.name}", "↩️")
        if kind is Kind.DONE:
            return Label("Discard the marked cards", "✅", "success")
        if kind is Kind.KEEP_ALL:
            return Label("Keep everything", "✋")
        return Label(str(action))

    def prompt(self, view: Any, decision: Decision) -> str:
        assert isinstance(view, BRView)
        text = _PROMPTS.get(decision.kind, "Your choice.")
        if decision.kind == DecisionKind.DRAW:
            seat = next((s for s in view.seats if s.player == decision.player), None)
            if seat is not None and seat.to_draw:
                text = f"Draw your cards: {seat.to_draw} to go. Choose a pile."
        if view.viewer != decision.player:
            text = text[0].lower() + text[1:]
        return text

    def status_lines(self, view: Any, names: Mapping[PlayerId, str]) -> list[str]:
        assert isinstance(view, BRView)
        lines = [f"Round {view.round} of 4 · {view.phase.value}"]
        if len(view.teams) == 2 and len(view.seats) == 4:
            for team, score in zip(view.teams, view.team_scores, strict=True):
                members = " & ".join(names.get(p, p) for p in team)
                lines.append(f"🏳️ {members}: {score} pts")
        for seat in view.seats:
            line = f"**{names.get(seat.player, seat.player)}** ({seat.label}): {seat.points} pts"
            if view.phase is Phase.ENTRY:
                line += (f" · {seat.draft_entries} face down ({seat.draft_armed} armed)"
                         + (" · confirmed ✅" if seat.confirmed else ""))
            lines.append(line)
        return lines

    def render_board(self, view: Any, names: Mapping[PlayerId, str]) -> bytes:
        return render_arena(view, names)

    def hand_picture(self, view: Any) -> bytes:
        return render_hand(view)

    def event_pictures(self, events: Sequence[Event],
                       names: Mapping[PlayerId, str]) -> list[tuple[str, bytes]]:
        """A picture of each fight resolved in these (public) events."""
        return [(f"combat-{i + 1}.png", render_combat(e.data, names))
                for i, e in enumerate(e for e in events if e.kind == "result" and e.to is None)]


def _trick(trick: Any) -> str:
    colour = "orange" if _colour(trick) is Colour.ORANGE else "black"
    return f"{TRICK_NAMES[trick]} ({colour})"


def _colour(trick: Any) -> Colour:
    return TRICK_COLOUR[trick]


def _weapon(card_id: str) -> str:
    c = card(card_id)
    return f"{c.name} {c.attack}/{c.defence}"


def _owner(view: BRView, gladiator: str) -> str:
    for seat in view.seats:
        if any(f.gladiator == gladiator for f in seat.arena):
            return seat.label
    return "?"


class BrutalRing(commands.GroupCog, group_name="brutalring",
                 group_description="Play Brutal Ring: gladiators, weapons and bluffed tricks"):
    def __init__(self, bot: DojoBot) -> None:
        self.bot = bot
        bot.game_uis[GAME.id] = BrutalRingUI()

    @app_commands.command(name="new", description="Open a Brutal Ring match in this channel")
    @app_commands.describe(
        players="How many players (2-4; 4 play in two teams by default)",
        teams="With 4 players: two teams of 2 (default), or every player alone",
        entry_seconds="The entry window's clock (the rules say 1 minute; longer for async)",
        turn_timeout="How long each player has for other decisions (default 12 h)")
    @app_commands.choices(entry_seconds=ENTRY_SECONDS, turn_timeout=TURN_TIMEOUTS)
    @app_commands.guild_only()
    async def new(self, interaction: discord.Interaction[Any],
                  players: app_commands.Range[int, 2, 4] = 2, teams: bool = True,
                  entry_seconds: app_commands.Choice[int] | None = None,
                  turn_timeout: app_commands.Choice[int] | None = None) -> None:
        options = {"teams": teams,
                   "entry_seconds": entry_seconds.value if entry_seconds else 60}
        await self.bot.flow.open_lobby(
            interaction, GAME.id, options=options, capacity=players,
            turn_timeout=turn_timeout.value if turn_timeout else 12 * 3600)


async def setup(bot: DojoBot) -> None:
    await bot.add_cog(BrutalRing(bot))
