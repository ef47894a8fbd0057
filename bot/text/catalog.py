"""Message catalogs: every word a player reads, by message id, in each locale.

A message is a template in Python's format syntax whose fields may name a *format*:

- ``{player:who}``: a player's display name (from the match's names), escaped for where the
  text goes (see :class:`Voice`);
- ``{players:whos}``: several players, "Aiko and Bruno";
- ``{n:plural:# card|# cards}``: the plural form for ``n`` in the catalog's language, ``#``
  standing for the number;
- ``{cards:cards}``, ``{lane:lane}``...: a game's own formats (see ``GameSpec.formats``);
- ``{x}``: the value as it is.

A missing message never reaches a player as a crash: it falls back to English, then to the
message id, and is logged. Tests run the catalogs strict, so a missing message fails a test.
"""

from __future__ import annotations

import logging
import re
import string
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

log = logging.getLogger(__name__)

Format = Callable[["Voice", Any], str]


def choice_format(area: str, family: str) -> Format:
    """A format that words a value as the sub-message ``<area>.<family>.<value>``: booleans
    pick ``yes`` or ``no``, a missing value ``none`` (the games' choice families)."""
    def say(voice: Voice, value: Any) -> str:
        key = "none" if value is None else ("yes" if value else "no") \
            if isinstance(value, bool) else str(value)
        return voice(f"{area}.{family}.{key}")
    return say

NameStyle = Literal["markdown", "plain", "raw"]
"""How a voice writes the display names it is given (a name is chosen by its owner, so it is
hostile text): ``markdown`` for message contents and embeds (mentions and markdown escaped),
``plain`` for text Discord shows as it is (button labels, thread names: mentions defused with
an invisible character, no backslashes to show), ``raw`` for pictures (drawn as they are)."""

# What escape_mentions in discord.utils matches (@everyone, @here, <@id>, <@!id>, <@&role>),
# plus short numbers (a forged "<@123>" is not a ping but reads like one).
_MENTION = re.compile(r"@(everyone|here|[!&]?[0-9]+)")
# discord.utils.escape_markdown's characters, plus what makes a masked link or an autolink
# ("[x](", "http:"), a heading, a quote or a list: each gets a backslash, which Discord drops
# before any punctuation when it shows the text.
_MARKDOWN = re.compile(r"([\\*_~|`>#\[\]()<:+-])")


def defuse_mentions(text: str) -> str:
    """``text`` that pings nobody: a zero-width space after each ``@`` that starts a mention."""
    return _MENTION.sub("@\u200b\\1", text)


def escape_name(text: str) -> str:
    """A display name as literal text inside a Discord message: no mention, no markdown, no
    masked link (``[x](http://...)``), whatever the owner typed."""
    return _MARKDOWN.sub(r"\\\1", defuse_mentions(text))


class MissingText(KeyError):
    """A message id with no text (raised only in strict mode)."""


def _plural_en(n: int) -> str:
    return "one" if n == 1 else "other"


def _plural_fr(n: int) -> str:
    return "one" if n in (0, 1) else "other"


PLURAL_RULES: dict[str, Callable[[int], str]] = {"en": _plural_en, "fr": _plural_fr}
PLURAL_FORMS = ("one", "other")


class Catalog:
    """One locale's messages, with a fallback catalog for ids it lacks."""

    strict = False
    """Set by the test suite: a missing message raises instead of falling back."""

    def __init__(self, locale: str, messages: Mapping[str, str],
                 fallback: Catalog | None = None) -> None:
        self.locale = locale
        self.messages = dict(messages)
        self.fallback = fallback
        self.plural = PLURAL_RULES.get(locale, _plural_en)

    def __contains__(self, key: str) -> bool:
        return key in self.messages

    def template(self, key: str) -> str:
        text = self.messages.get(key)
        if text is not None:
            return text
        if Catalog.strict:
            raise MissingText(f"no {self.locale} text for {key!r}")
        log.warning("no %s text for %r", self.locale, key)
        if self.fallback is not None:
            return self.fallback.template(key)
        return key


class _Formatter(string.Formatter):
    def __init__(self, voice: Voice) -> None:
        self.voice = voice

    def format_field(self, value: Any, format_spec: str) -> str:
        if not format_spec:
            return str(value)
        name, _, rest = format_spec.partition(":")
        if name == "plural":
            forms = rest.split("|")
            category = self.voice.catalog.plural(int(value))
            index = PLURAL_FORMS.index(category) if category in PLURAL_FORMS else -1
            form = forms[min(index, len(forms) - 1)]
            return form.replace("#", str(value))
        fmt = self.voice.formats.get(name)
        if fmt is not None:
            return fmt(self.voice, value)
        return format(value, format_spec)


def _who(voice: Voice, player: Any) -> str:
    return voice.name(str(player))


def _whos(voice: Voice, players: Any) -> str:
    return voice.join([voice.name(str(p)) for p in players])


BASE_FORMATS: dict[str, Format] = {"who": _who, "whos": _whos}


class Voice:
    """A catalog bound to what its messages talk about: the players' names and a game's value
    formats. Calling it renders a message: ``voice("match.over", id=3)``."""

    def __init__(self, catalog: Catalog, names: Mapping[str, str] | None = None,
                 formats: Mapping[str, Format] | None = None,
                 style: NameStyle = "markdown") -> None:
        self.catalog = catalog
        self.names = dict(names or {})
        """The display names as their owners typed them (hostile text: read them through
        :meth:`name`, or :meth:`raw_name` where nothing is parsed, like a picture)."""
        self.style: NameStyle = style
        self.formats: dict[str, Format] = {**BASE_FORMATS, **(formats or {})}
        self._formatter = _Formatter(self)

    @property
    def locale(self) -> str:
        return self.catalog.locale

    def __call__(self, key: str, **params: Any) -> str:
        template = self.catalog.template(key)
        try:
            return self._formatter.vformat(template, (), params)
        except (KeyError, IndexError, ValueError) as exc:
            if Catalog.strict:
                raise
            log.warning("message %r cannot be formatted with %s: %s", key, sorted(params), exc)
            return template

    def has(self, key: str) -> bool:
        return key in self.catalog or (
            self.catalog.fallback is not None and key in self.catalog.fallback)

    def name(self, player: str) -> str:
        """The player's display name, escaped for where this voice's text goes."""
        name = self.raw_name(player)
        if self.style == "markdown":
            return escape_name(name)
        if self.style == "plain":
            return defuse_mentions(name)
        return name

    def raw_name(self, player: str) -> str:
        """The display name as its owner typed it: for pictures only, never for a message."""
        return self.names.get(player) or self("core.player_fallback", tail=player[-4:])

    def join(self, items: Sequence[str]) -> str:
        """"A", "A and B", "A, B and C"."""
        items = list(items)
        if not items:
            return self("core.nobody")
        if len(items) == 1:
            return items[0]
        return self("core.and", head=", ".join(items[:-1]), last=items[-1])

    def event(self, game: str, event: Any) -> str:
        """An event's line: message ``<game>.event.<kind>``, or ``<game>.event.<kind>.private``
        for the version only its readers see, with the event's fields as parameters. An empty
        message means the event is not told in words (a picture or the status shows it)."""
        key = f"{game}.event.{event.kind}" + (".private" if event.to is not None else "")
        return self(key, **event.fields())

    def lines(self, game: str, events: Sequence[Any], viewer: str | None) -> list[str]:
        """The lines ``viewer`` may read of ``events``. A viewer's own private event stands in
        for its public twin (the same kind about the same player, "You drew Amorce LF" rather
        than "Blue drew a card")."""
        mine = {e.kind for e in events if e.to is not None and viewer in e.to}
        out = []
        for e in events:
            if not e.visible_to(viewer):
                continue
            if e.to is None and e.kind in mine and getattr(e, "player", None) == viewer:
                continue
            line = self.event(game, e)
            if line:
                out.append(line)
        return out

    def with_names(self, names: Mapping[str, str]) -> Voice:
        return Voice(self.catalog, names, self.formats, self.style)

    def plain(self) -> Voice:
        """This voice for text Discord shows as it is (button labels, thread names)."""
        return Voice(self.catalog, self.names, self.formats, "plain")

    def for_pictures(self, names: Mapping[str, str] | None = None) -> Voice:
        """This voice for drawing (names as they are), optionally with other names."""
        return Voice(self.catalog, self.names if names is None else names, self.formats, "raw")
