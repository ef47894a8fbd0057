"""The character builder's steps and words (spec 3.1 "Bot procedure"), apart from the slash
commands that run it (``cogs/kungfu_duel_characters.py``): a :class:`Draft` moves from the name
to the summary, and :func:`screen` words each step with its controls.

The arithmetic is the engine's (``cost``, ``allowed_ratings``, ``threshold``,
``damages_to_out``, ``character_problems``); this module only says why a rating is refused and
shows the cost row, points left and running total around it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import discord

from bot.text import DEFAULT_LOCALE, Voice, voice
from bot.text.catalog import escape_name
from bot.text.kungfu_duel import FORMATS
from bot.ui import ids
from bot.ui.text import clip
from rules.kungfu_duel.content import (
    AP,
    BONUS,
    COMPS,
    HAND_LIMIT,
    POINTS,
    PRESETS,
    BonusKind,
    Comp,
    allowed_ratings,
    character_problems,
    cost,
    damages_to_out,
    threshold,
)

MAX_NAME = 32
"""Characters in a character's name (it is shown on a select option at the character pick)."""
MAX_CONCEPT = 100
"""Characters of the one-line concept."""
SIGNATURES: tuple[str, ...] = tuple(b.id for b in BONUS.values()
                                    if b.kind is BonusKind.MATERIEL)
"""C5: the Matériel a character may name, M01-M08."""
NO_SIGNATURE = "none"

WIZARD = f"{ids.PREFIX}:kfc"
WIZARD_ID = re.compile(rf"{WIZARD}:(?P<token>[0-9a-f]{{8}}):(?P<seq>[0-9]{{1,6}}):(?P<op>[a-z]+)")
FIELD_NAME, FIELD_CONCEPT = "name", "concept"


def wizard_id(token: str, seq: int, op: str) -> str:
    return f"{WIZARD}:{token}:{seq}:{op}"


# --- the builder's arithmetic (3.1 steps 3-4) -------------------------------------------


class Refusal(StrEnum):
    RANGE = "range"  # not a rating (C1)
    OVER = "over"  # the total would pass 160 (C2)
    REST = "rest"  # fewer than 1 point left for each component after this one


def spent(ratings: Sequence[int]) -> int:
    """The points the ratings chosen so far cost (V first)."""
    return sum(cost(c, r) for c, r in zip(COMPS, ratings, strict=False))


def refusal(chosen: Sequence[int], rating: int) -> Refusal | None:
    """Why the next component may not take ``rating`` after ``chosen`` (None: it may)."""
    if not 1 <= rating <= 13:
        return Refusal.RANGE
    if rating in allowed_ratings(chosen):
        return None
    over = spent(chosen) + cost(COMPS[len(chosen)], rating) > POINTS
    return Refusal.OVER if over else Refusal.REST


class Stage(StrEnum):
    NAME = "name"  # the modal's answer was refused
    ORIGIN = "origin"  # a ready-made fighter, or a custom build
    RATINGS = "ratings"  # one component at a time, V first
    SIGNATURE = "signature"
    SUMMARY = "summary"


@dataclass
class Draft:
    """One member's character in the making."""

    token: str
    owner: str
    started: float
    name: str = ""
    concept: str = ""
    ratings: list[int] = field(default_factory=list)
    signature: str | None = None
    preset: str | None = None
    stage: Stage = Stage.NAME
    seq: int = 0
    """Bumped at every answered step: a control of an older step is refused."""

    def choose_preset(self, preset: str) -> None:
        """3.1 step 2: a ready-made fighter jumps to the summary."""
        character = PRESETS[preset]
        self.preset, self.ratings = preset, list(character.ratings)
        self.signature, self.stage = character.signature, Stage.SUMMARY

    def build(self) -> None:
        self.preset, self.ratings, self.signature, self.stage = None, [], None, Stage.RATINGS

    def rate(self, rating: int) -> Refusal | None:
        """3.1 step 3: the next component's rating, unless refused."""
        refused = refusal(self.ratings, rating)
        if refused is None:
            self.ratings.append(rating)
            if len(self.ratings) == len(COMPS):
                self.stage = Stage.SIGNATURE
        return refused

    def sign(self, signature: str | None) -> None:
        self.signature, self.stage = signature, Stage.SUMMARY

    def back(self) -> None:
        """One step back: the last rating is chosen again, a preset is chosen again."""
        if self.stage is Stage.SUMMARY and self.preset is not None:
            self.preset, self.ratings, self.signature = None, [], None
            self.stage = Stage.ORIGIN
        elif self.stage is Stage.SUMMARY:
            self.stage = Stage.SIGNATURE
        elif self.stage in (Stage.SIGNATURE, Stage.RATINGS) and self.ratings:
            self.ratings.pop()
            self.stage = Stage.RATINGS
        else:
            self.stage = Stage.ORIGIN


# --- names and words ---------------------------------------------------------------------


def name_key(text: str) -> str:
    """How a name is recognised, whatever the case, accents, spaces or punctuation."""
    plain = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in plain if c.isalnum() and not unicodedata.combining(c))


def clean(text: str) -> str:
    """Typed text on one line, its spaces collapsed."""
    return " ".join(text.split())


def words(locale: str = DEFAULT_LOCALE) -> Voice:
    """The catalog of ``locale`` with Kung-Fu Duel's formats (``{c:comp}``,
    ``{k:character}``...)."""
    return voice(formats=FORMATS, locale=locale)


def preset_for(say: Voice, text: str) -> str | None:
    """The ready-made fighter ``text`` names: by id, by its French or English name, or by
    the catalog's name."""
    key = name_key(text)
    for pid, character in PRESETS.items():
        french, _, english = character.name.partition(" (")
        names = (pid, character.name, french, english, say(f"kungfu_duel.character.{pid}"))
        if key in {name_key(n) for n in names}:
            return pid
    return None


def name_problem(say: Voice, name: str) -> str | None:
    """Why ``name`` cannot name a saved character (None: it can)."""
    if not name:
        return say("kungfu_duel.characters.error.name_empty")
    if len(name) > MAX_NAME:
        return say("kungfu_duel.characters.error.name_long", most=MAX_NAME)
    if preset_for(say, name) is not None:
        return say("kungfu_duel.characters.error.name_preset", name=name)
    return None


def span(say: Voice, ratings: Sequence[int]) -> str:
    """Consecutive ratings as "9" or "10 to 13"."""
    low, high = min(ratings), max(ratings)
    return str(low) if low == high else say("kungfu_duel.characters.span", low=low, high=high)


def _item(say: Voice, card: str) -> dict[str, Any]:
    """A Matériel's parameters for the catalog: its id, English gloss and numbers."""
    b = BONUS[card]
    return {"card": card, "gloss": say(f"kungfu_duel.bonus_en.{card}"), "power": b.power,
            "ap": b.ap, "fragility": b.fragility}


def signature_words(say: Voice, card: str | None) -> str:
    """C5: a signature Matériel in words, or "none"."""
    if card is None:
        return say("kungfu_duel.characters.signature.none")
    return say("kungfu_duel.characters.signature.item", **_item(say, card))


def cost_row(say: Voice, chosen: Sequence[int]) -> str:
    """3.1 step 3: the next component's whole cost row, the refused ratings struck out."""
    comp = COMPS[len(chosen)]
    allowed = set(allowed_ratings(chosen))
    entries = [say("kungfu_duel.characters.cost_entry" + ("" if r in allowed else ".refused"),
                   rating=r, cost=cost(comp, r)) for r in range(1, 14)]
    return say("kungfu_duel.characters.cost_row", comp=comp,
               row=say("kungfu_duel.characters.cost_separator").join(entries))


def refused_lines(say: Voice, chosen: Sequence[int]) -> list[str]:
    """Why the ratings missing from the select are refused, by reason."""
    by_reason: dict[Refusal, list[int]] = {}
    for r in range(1, 14):
        reason = refusal(chosen, r)
        if reason is not None:
            by_reason.setdefault(reason, []).append(r)
    return [say(f"kungfu_duel.characters.refused.{reason.value}",
                ratings=span(say, by_reason[reason]), points=POINTS,
                comps=list(COMPS[len(chosen) + 1:]))
            for reason in (Refusal.OVER, Refusal.REST) if reason in by_reason]


def refusal_note(say: Voice, chosen: Sequence[int], rating: int) -> str | None:
    """The words for a rating the select did not offer (an old or forged choice)."""
    reason = refusal(chosen, rating)
    if reason is None:
        return None
    return say(f"kungfu_duel.characters.error.{reason.value}", comp=COMPS[len(chosen)],
               rating=rating, points=POINTS)


def picked_line(say: Voice, comp: Comp, rating: int) -> str:
    """3.1 step 4: a chosen rating's cost, threshold and damages to go out."""
    return say("kungfu_duel.characters.picked", comp=comp, rating=rating,
               cost=cost(comp, rating), threshold=threshold(rating), n=damages_to_out(rating))


def rating_lines(say: Voice, chosen: Sequence[int]) -> list[str]:
    """3.1 steps 3-4: what was chosen, then the next component's step."""
    lines = [picked_line(say, c, r) for c, r in zip(COMPS, chosen, strict=False)]
    lines.append(say("kungfu_duel.characters.step", comp=COMPS[len(chosen)],
                     n=len(chosen) + 1, of=len(COMPS)))
    lines.append(say("kungfu_duel.characters.points", spent=spent(chosen), points=POINTS,
                     left=POINTS - spent(chosen)))
    after = len(COMPS) - len(chosen) - 1
    if after:
        lines.append(say("kungfu_duel.characters.reserve", n=after))
    return [*lines, cost_row(say, chosen), *refused_lines(say, chosen)]


def sheet_lines(say: Voice, ratings: Sequence[int], signature: str | None) -> list[str]:
    """3.1 step 6: per component its rating, cost, threshold and damages to go out; the
    total, the banked points and the signature Matériel."""
    if character_problems(ratings, signature):
        return [say("kungfu_duel.characters.sheet.illegal", points=POINTS)]
    lines = [say("kungfu_duel.characters.sheet.comp", comp=c, rating=r, cost=cost(c, r),
                 threshold=threshold(r), n=damages_to_out(r))
             for c, r in zip(COMPS, ratings, strict=True)]
    return [*lines,
            say("kungfu_duel.characters.sheet.total", total=spent(ratings), points=POINTS,
                banked=POINTS - spent(ratings)),
            say("kungfu_duel.characters.sheet.signature",
                signature=signature_words(say, signature)),
            say("kungfu_duel.characters.sheet.ap", ap=AP, hand=HAND_LIMIT)]


def heading(say: Voice, name: str, concept: str) -> str:
    key = "kungfu_duel.characters.head" + (".concept" if concept else "")
    return say(key, name=name, concept=escape_name(concept))


# --- the wizard's screens ----------------------------------------------------------------


def _controls(*items: discord.ui.Item[Any]) -> discord.ui.View:
    """Components to send, not a view to keep: stopped before it is sent, discord.py never
    stores it, and the listener alone answers its clicks (the same way after a restart)."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    view.stop()
    return view


def _button(say: Voice, draft: Draft, op: str, style: discord.ButtonStyle
            = discord.ButtonStyle.secondary) -> discord.ui.Button[Any]:
    return discord.ui.Button(label=say(f"kungfu_duel.characters.button.{op}"), style=style,
                             custom_id=wizard_id(draft.token, draft.seq, op))


def _select(draft: Draft, op: str, placeholder: str,
            options: list[discord.SelectOption]) -> discord.ui.Select[Any]:
    return discord.ui.Select(custom_id=wizard_id(draft.token, draft.seq, op),
                             placeholder=clip(placeholder, 150), options=options)


def _option(label: str, value: str, description: str = "") -> discord.SelectOption:
    return discord.SelectOption(label=clip(label, 100), value=value,
                                description=clip(description, 100) or None)


def name_modal(say: Voice, draft: Draft) -> discord.ui.Modal:
    """3.1 step 1, filled with what was typed before (a refused name is typed again)."""
    modal = discord.ui.Modal(title=clip(say("kungfu_duel.characters.modal.title"), 45),
                             custom_id=wizard_id(draft.token, draft.seq, "name"), timeout=None)
    modal.add_item(discord.ui.TextInput(
        label=say("kungfu_duel.characters.modal.name"), custom_id=FIELD_NAME,
        max_length=MAX_NAME, default=draft.name or None,
        placeholder=say("kungfu_duel.characters.modal.name_hint")))
    modal.add_item(discord.ui.TextInput(
        label=say("kungfu_duel.characters.modal.concept"), custom_id=FIELD_CONCEPT,
        max_length=MAX_CONCEPT, required=False, default=draft.concept or None,
        placeholder=say("kungfu_duel.characters.modal.concept_hint")))
    modal.stop()  # as in _controls: the listener reads the answer
    return modal


def screen(say: Voice, draft: Draft, notes: Sequence[str] = ()) -> tuple[str, discord.ui.View]:
    """The message of the draft's current step: its text and controls."""
    plain = say.plain()
    cancel = _button(plain, draft, "cancel", discord.ButtonStyle.danger)
    back = _button(plain, draft, "back")
    lines = list(notes)
    if draft.stage is Stage.NAME:
        return "\n".join(lines), _controls(_button(plain, draft, "retry",
                                                   discord.ButtonStyle.primary), cancel)
    lines.append(heading(say, draft.name, draft.concept))
    items: list[discord.ui.Item[Any]]
    if draft.stage is Stage.ORIGIN:
        lines.append(say("kungfu_duel.characters.origin", points=POINTS))
        presets = [_option(plain(f"kungfu_duel.character.{p}"), p, plain(
            "kungfu_duel.characters.origin.detail", ratings=c.ratings, total=c.total,
            signature=signature_words(plain, c.signature))) for p, c in PRESETS.items()]
        items = [_select(draft, "preset", plain("kungfu_duel.characters.origin.placeholder"),
                         presets),
                 _button(plain, draft, "custom", discord.ButtonStyle.primary), cancel]
    elif draft.stage is Stage.RATINGS:
        lines += rating_lines(say, draft.ratings)
        comp, left = COMPS[len(draft.ratings)], POINTS - spent(draft.ratings)
        options = [_option(plain("kungfu_duel.characters.rating.option",
                                 comp=comp, rating=r, cost=cost(comp, r)),
                           str(r), plain("kungfu_duel.characters.rating.detail",
                                         threshold=threshold(r), n=damages_to_out(r),
                                         left=left - cost(comp, r)))
                   for r in allowed_ratings(draft.ratings)]
        items = [_select(draft, "rate", plain("kungfu_duel.characters.rating.placeholder",
                                              comp=comp), options),
                 back, cancel]
    elif draft.stage is Stage.SIGNATURE:
        lines += [picked_line(say, c, r) for c, r in zip(COMPS, draft.ratings, strict=True)]
        lines.append(say("kungfu_duel.characters.signature"))
        options = [_option(plain("kungfu_duel.characters.signature.none"), NO_SIGNATURE,
                           plain("kungfu_duel.characters.signature.none_detail"))]
        options += [_option(plain("kungfu_duel.characters.signature.option", **_item(plain, m)),
                            m, plain("kungfu_duel.characters.signature.detail",
                                     **_item(plain, m))) for m in SIGNATURES]
        items = [_select(draft, "sign", plain("kungfu_duel.characters.signature.placeholder"),
                         options), back, cancel]
    else:
        lines.append(say("kungfu_duel.characters.summary"))
        lines += sheet_lines(say, draft.ratings, draft.signature)
        items = [_button(plain, draft, "save", discord.ButtonStyle.success), back, cancel]
    return clip("\n".join(lines), 2000), _controls(*items)


def modal_values(data: Any) -> dict[str, str]:
    """A modal's text inputs by custom id, whatever rows or labels wrap them."""
    found: dict[str, str] = {}

    def walk(nodes: Iterable[Any]) -> None:
        for node in nodes:
            if not isinstance(node, dict):
                continue
            if isinstance(node.get("custom_id"), str) and isinstance(node.get("value"), str):
                found[node["custom_id"]] = node["value"]
            walk(node.get("components") or [])
            if isinstance(node.get("component"), dict):
                walk([node["component"]])

    walk(data.get("components") or [])
    return found


__all__ = ["FIELD_CONCEPT", "FIELD_NAME", "MAX_CONCEPT", "MAX_NAME", "NO_SIGNATURE",
           "SIGNATURES", "WIZARD", "WIZARD_ID", "Draft", "Refusal", "Stage", "clean",
           "cost_row", "modal_values", "name_key", "name_modal", "name_problem", "picked_line",
           "preset_for", "rating_lines", "refusal", "refusal_note", "refused_lines", "screen",
           "sheet_lines", "signature_words", "spent", "wizard_id", "words"]
