"""Combat's saved decks in Discord: the ``/combat deck build|show|list|delete`` subgroup (a
mixin of the Combat cog), reading a typed card list, and the start hook that offers each
player's saved decks at the deck choice (``GameSpec.prepare``).

R4 and D20 are the engine's (``deck_problems``); this module only reads what a member typed,
names every problem in the catalog's words and keeps the store's rows. A deck is saved only
when it is legal.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.store_decks import MAX_DECKS, DeckLimit, DeckRow
from bot.text import DEFAULT_LOCALE, Voice, voice
from bot.text.catalog import escape_name
from bot.text.combat import FORMATS, summary
from bot.ui.localized import about, describe, named, rename
from bot.ui.text import clip, timestamp
from rules.combat.content import (
    CARDS,
    DECK_SIZE,
    LAMBDA_COPIES,
    LAMBDA_COUNT,
    STARTERS,
    DeckProblem,
    deck_problems,
)

if TYPE_CHECKING:
    from bot.app import DojoBot
    from bot.store import Store

GAME_ID = "combat"
MAX_NAME = 32
"""Characters in a deck's name (it is shown on a select option at the deck choice)."""
MAX_TEXT = 3000
"""Characters of a typed card list (20 entries of the longest name fit many times over)."""
MAX_SUGGESTIONS = 10
"""Unknown entries given a close match (each costs a fuzzy search over every name)."""
CHOICES_LIMIT = 25
"""Discord's autocomplete shows 25 choices at most."""

# --- reading a typed card list -----------------------------------------------------------

_SPLIT = re.compile(r"[,;\n]+")
_BULLET = re.compile(r"^[-•*]\s+")
_TIMES = r"[x×*]"
# "3 frappe", "3x frappe", "3 × frappe", "x3 frappe"; then "frappe x3", "frappe ×3",
# "frappe 3". No card name holds a digit, so a number at either end is a count.
_LEADING = re.compile(rf"^(?:{_TIMES}\s*)?(\d+)\s*(?:{_TIMES}\s*)?(\D.*)$", re.IGNORECASE)
_TRAILING = re.compile(rf"^(.*\D)\s*(?:{_TIMES}\s*)?(\d+)$", re.IGNORECASE)


def card_key(text: str) -> str:
    """How a card is recognised, whatever the case, accents, spaces or punctuation:
    "Boule de feu", "boule_de_feu" and "BOULE DE FEU" are one key, as are "Énigme" and
    "enigme", "Complimenter l'endurance" and "complimenter lendurance"."""
    plain = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in plain if c.isalnum() and not unicodedata.combining(c))


def words(locale: str = DEFAULT_LOCALE) -> Voice:
    """The catalog of ``locale`` with Combat's formats (a card's steps are worded through
    them)."""
    return voice(formats=FORMATS, locale=locale)


def card_name(say: Voice, card: str) -> str:
    return say(f"combat.card.{card}")


def card_keys(say: Voice) -> dict[str, str]:
    """Every way of naming a card (its id, the pool's name, the catalog's name) by key."""
    keys: dict[str, str] = {}
    for cid, card in CARDS.items():
        for text in (cid, card.name, card_name(say, cid)):
            keys.setdefault(card_key(text), cid)
    return keys


@dataclass
class Typed:
    """A typed card list, read."""

    cards: list[str] = field(default_factory=list)
    """Card ids, each as many times as counted; an entry naming no card stays as typed, so
    the deck's size counts it."""
    unknown: dict[str, str | None] = field(default_factory=dict)
    """Entries naming no card, with the closest card's id (or None)."""
    bad_counts: list[str] = field(default_factory=list)
    """Entries whose count is 0 or more than a whole deck (left out of ``cards``)."""


def _entry(text: str) -> tuple[str, int]:
    """An entry's name and count ("3x frappe" -> ("frappe", 3); "frappe" -> ("frappe", 1))."""
    for pattern, name_at, count_at in ((_LEADING, 2, 1), (_TRAILING, 1, 2)):
        m = pattern.match(text)
        if m and m.group(name_at).strip():
            name = m.group(name_at).strip()
            if pattern is _TRAILING:  # "frappe x3": the x belongs to the count
                name = re.sub(rf"\s*{_TIMES}$", "", name, flags=re.IGNORECASE) or name
            return name, int(m.group(count_at))
    return text, 1


def read_cards(text: str, say: Voice) -> Typed:
    """Entries separated by commas, semicolons or new lines, each a card's id or printed
    name with an optional count before or after it."""
    keys = card_keys(say)
    typed = Typed()
    for raw in _SPLIT.split(text):
        entry = _BULLET.sub("", raw.strip())
        if not entry:
            continue
        name, count = _entry(entry)
        if not 1 <= count <= DECK_SIZE:
            typed.bad_counts.append(entry)
            continue
        card = keys.get(card_key(name))
        if card is None:
            if name not in typed.unknown and len(typed.unknown) < MAX_SUGGESTIONS:
                close = difflib.get_close_matches(card_key(name), list(keys), n=1, cutoff=0.6)
                typed.unknown[name] = keys[close[0]] if close else None
            typed.unknown.setdefault(name, None)
            card = name
        typed.cards += [card] * count
    return typed


def problem_lines(say: Voice, typed: Typed) -> list[str]:
    """Every reason the typed deck is not legal, one line each (empty: it is legal)."""
    lines = [say("combat.decks.problem.count", entry=escape_name(e), most=DECK_SIZE)
             for e in typed.bad_counts]
    for p in deck_problems(typed.cards):
        if p.problem is DeckProblem.UNKNOWN:
            assert p.card is not None
            close = typed.unknown.get(p.card)
            key = "combat.decks.problem.unknown" + (".close" if close else "")
            lines.append(say(key, entry=escape_name(p.card),
                             close=card_name(say, close) if close else ""))
        else:
            card = card_name(say, p.card) if p.card else ""
            lines.append(say(f"combat.decks.problem.{p.problem.value}", n=p.n, card=card,
                             size=DECK_SIZE, lambdas=LAMBDA_COUNT,
                             others=DECK_SIZE - LAMBDA_COUNT, copies=LAMBDA_COPIES))
    if not typed.cards and not typed.bad_counts:
        lines = [say("combat.decks.problem.empty")]
    return lines


def name_problem(say: Voice, name: str) -> str | None:
    """Why ``name`` cannot name a saved deck (None: it can)."""
    if not name:
        return say("combat.decks.error.name_empty")
    if len(name) > MAX_NAME:
        return say("combat.decks.error.name_long", most=MAX_NAME)
    if starter_for(say, name) is not None:
        return say("combat.decks.error.name_starter", name=escape_name(name))
    return None


def clean_name(name: str) -> str:
    """A deck name on one line, its spaces collapsed."""
    return " ".join(name.split())


# --- wording a deck ----------------------------------------------------------------------


def starter_name(say: Voice, starter: str) -> str:
    return say(f"combat.deck.{starter}")


def starter_theme(say: Voice, starter: str) -> str:
    return say(f"combat.deck_theme.{starter}")


def starter_for(say: Voice, text: str) -> str | None:
    """The starter deck ``text`` names (by id or by name), if any."""
    key = card_key(text)
    return next((s for s in STARTERS if key in (card_key(s), card_key(starter_name(say, s)))),
                None)


def deck_lines(say: Voice, cards: Sequence[str]) -> list[str]:
    """The deck grouped lambda, then the others, in pool order, with counts and steps."""
    counts = Counter(cards)
    lines: list[str] = []
    for group, is_lambda in (("lambda", True), ("others", False)):
        ids = [c for c in CARDS if c in counts and CARDS[c].is_lambda is is_lambda]
        lines.append(say(f"combat.decks.show.{group}", n=sum(counts[c] for c in ids)))
        lines += [say("combat.decks.show.card", n=counts[c], card=card_name(say, c),
                      steps=summary(say, c)) for c in ids]
    return lines


def deck_embed(say: Voice, title: str, cards: Sequence[str]) -> discord.Embed:
    """``title`` is already escaped (a saved deck's name is what its owner typed)."""
    return discord.Embed(title=title, description=clip("\n".join(deck_lines(say, cards)),
                                                       4096))


# --- the start hook ----------------------------------------------------------------------


async def start_options(store: Store, seats: list[str], options: dict[str, Any]
                        ) -> dict[str, Any]:
    """``GameSpec.prepare`` for Combat: each seat's legal saved decks, by name, into
    ``options["saved"]`` (the engine offers them after the starters). Whatever the lobby's
    options held there is replaced: only the store says what a player saved."""
    saved: dict[str, list[dict[str, Any]]] = {}
    for player in seats:
        decks = [{"name": d.name, "cards": d.cards}
                 for d in await store.decks(player, GAME_ID) if not deck_problems(d.cards)]
        if decks:
            saved[player] = decks
    return {**options, "saved": saved}


# --- the commands ------------------------------------------------------------------------


class DeckCommands:
    """``/combat deck ...``: mixed into the Combat cog (a ``GroupCog``), which collects the
    subgroup below through its class's MRO."""

    bot: DojoBot

    deck = app_commands.Group(name=named("combat.deck"), description=about("combat.deck"))

    async def _reply(self, interaction: discord.Interaction[Any], text: str = "", *,
                     embed: discord.Embed | None = None) -> None:
        extra: dict[str, Any] = {"embed": embed} if embed is not None else {}
        await interaction.response.send_message(clip(text, 2000), ephemeral=True, **extra)

    async def _mine(self, interaction: discord.Interaction[Any]) -> list[DeckRow]:
        return await self.bot.store.decks(str(interaction.user.id), GAME_ID)

    async def _words(self, interaction: discord.Interaction[Any]) -> Voice:
        """Combat's words in the reader's language: every answer here is theirs alone."""
        return words(await self.bot.locales.seen(interaction))

    @deck.command(name=named("combat.deck.build"), description=about("combat.deck.build"))
    @app_commands.describe(**describe("combat.deck.build", "name", "cards"))
    @app_commands.rename(**rename("combat.deck.build", "name", "cards"))
    async def build(self, interaction: discord.Interaction[Any],
                    name: app_commands.Range[str, 1, MAX_NAME],
                    cards: app_commands.Range[str, 1, MAX_TEXT]) -> None:
        say = await self._words(interaction)
        name = clean_name(name)
        refused = name_problem(say, name)
        if refused is not None:
            await self._reply(interaction, refused)
            return
        typed = read_cards(cards, say)
        problems = problem_lines(say, typed)
        if problems:
            head = say("combat.decks.build.refused", name=escape_name(name), n=len(problems))
            await self._reply(interaction, "\n".join([head, *(say("combat.decks.bullet",
                                                                   line=p) for p in problems)]))
            return
        try:
            replaced = await self.bot.store.save_deck(str(interaction.user.id), GAME_ID, name,
                                                      typed.cards, now=self.bot.clock())
        except DeckLimit as exc:
            await self._reply(interaction, say("combat.decks.error.limit", n=exc.limit))
            return
        key = "combat.decks.build.replaced" if replaced else "combat.decks.build.saved"
        await self._reply(interaction, say(key, name=escape_name(name)),
                          embed=deck_embed(say, escape_name(name), typed.cards))

    @deck.command(name=named("combat.deck.show"), description=about("combat.deck.show"))
    @app_commands.describe(**describe("combat.deck.show", "name"))
    @app_commands.rename(**rename("combat.deck.show", "name"))
    async def show(self, interaction: discord.Interaction[Any],
                   name: app_commands.Range[str, 1, 100]) -> None:
        say = await self._words(interaction)
        name = clean_name(name)
        saved = await self.bot.store.deck(str(interaction.user.id), GAME_ID, name)
        if saved is not None:
            await self._reply(interaction, say("combat.decks.show.saved", name=escape_name(
                saved.name), when=timestamp(saved.updated)),
                embed=deck_embed(say, escape_name(saved.name), saved.cards))
            return
        starter = starter_for(say, name)
        if starter is None:
            await self._reply(interaction, say("combat.decks.error.no_deck",
                                               name=escape_name(name)))
            return
        await self._reply(interaction, say("combat.decks.show.starter",
                                           name=starter_name(say, starter),
                                           theme=starter_theme(say, starter)),
                          embed=deck_embed(say, starter_name(say, starter), STARTERS[starter]))

    @deck.command(name=named("combat.deck.list"), description=about("combat.deck.list"))
    async def list_(self, interaction: discord.Interaction[Any]) -> None:
        say = await self._words(interaction)
        mine = await self._mine(interaction)
        lines = [say("combat.decks.list.mine", n=len(mine), most=MAX_DECKS)] if mine else [
            say("combat.decks.list.none")]
        lines += [say("combat.decks.list.saved", name=escape_name(d.name),
                      when=timestamp(d.updated)) for d in mine]
        lines.append(say("combat.decks.list.starters"))
        lines += [say("combat.decks.list.starter", name=starter_name(say, s),
                      theme=starter_theme(say, s)) for s in STARTERS]
        await self._reply(interaction, "\n".join(lines))

    @deck.command(name=named("combat.deck.delete"), description=about("combat.deck.delete"))
    @app_commands.describe(**describe("combat.deck.delete", "name"))
    @app_commands.rename(**rename("combat.deck.delete", "name"))
    async def delete(self, interaction: discord.Interaction[Any],
                     name: app_commands.Range[str, 1, 100]) -> None:
        say = await self._words(interaction)
        name = clean_name(name)
        row = await self.bot.store.deck(str(interaction.user.id), GAME_ID, name)
        if row is None or not await self.bot.store.delete_deck(str(interaction.user.id),
                                                               GAME_ID, name):
            await self._reply(interaction, say("combat.decks.error.no_saved",
                                               name=escape_name(name)))
            return
        await self._reply(interaction, say("combat.decks.deleted", name=escape_name(row.name)))

    # -- autocomplete

    @show.autocomplete("name")
    async def _any_deck(self, interaction: discord.Interaction[Any],
                        current: str) -> list[app_commands.Choice[str]]:
        say = (await self._words(interaction)).plain()
        choices = [(d.name, say("combat.decks.choice.saved", name=d.name))
                   for d in await self._mine(interaction)]
        choices += [(s, say("combat.decks.choice.starter", name=starter_name(say, s)))
                    for s in STARTERS]
        return _matching(choices, current)

    @delete.autocomplete("name")
    async def _own_deck(self, interaction: discord.Interaction[Any],
                        current: str) -> list[app_commands.Choice[str]]:
        say = (await self._words(interaction)).plain()
        return _matching([(d.name, say("combat.decks.choice.saved", name=d.name))
                          for d in await self._mine(interaction)], current)


def _matching(choices: Iterable[tuple[str, str]], current: str
              ) -> list[app_commands.Choice[str]]:
    """The choices whose label holds what was typed (case and accents aside)."""
    typed = card_key(current)
    return [app_commands.Choice(name=clip(label, 100), value=value)
            for value, label in choices if typed in card_key(label)][:CHOICES_LIMIT]


__all__ = ["GAME_ID", "MAX_NAME", "DeckCommands", "Typed", "card_key", "deck_lines",
           "problem_lines", "read_cards", "start_options"]
